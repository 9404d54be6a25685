"""D19: a regeneration shield on the board — public, as the ability was on the niz — drawn
on the permanent's chip."""

from __future__ import annotations

from izvori.agents.base import ask
from izvori.agents.lako import HeuristicAgent
from izvori.engine.decisions import PASS, Action, DecisionKind
from izvori.engine.view import view
from izvori.scenario.table import card_pool, setup
from izvori.strings import t
from izvori.tui.widgets.chips import Marks, permanent_text


def test_the_board_shows_a_regeneration_shield() -> None:
    """The shield in the view is drawn on the permanent's chip (↺), for both players: the
    hot-seat table and the computer's opponent see that the creature will regenerate."""

    pool = card_pool()
    game = setup(
        pool,
        """
        active: Ana
        step: glavna1
        players:
          - name: Ana
            play: [Kosturni Ratnik, {card: Vitez Tame, as_source: true},
                   {card: Vitez Tame, as_source: true}]
            library: [Severnjak]
          - {name: Boris, library: [Severnjak]}
        """,
    )
    ratnik = next(o.id for o in game.objects.values() if o.card.name == "Kosturni Ratnik")
    before = view(game, 1)
    assert t("tui.chip.shield") not in permanent_text(before.permanent(ratnik), before, Marks())  # type: ignore[arg-type]
    d = game.pending
    assert d is not None
    game.submit(next(a for a in d.options if isinstance(a, Action) and a.kind == "activate"))
    agent = HeuristicAgent(pool, seed=1)
    while game.stack or (game.pending is not None and game.pending.kind != DecisionKind.PRIORITY):
        d = game.pending
        assert d is not None
        game.submit(PASS if d.kind == DecisionKind.PRIORITY else ask(agent, game).choice.answer)
    for viewer in (0, 1):
        seen = view(game, viewer)
        assert t("tui.chip.shield") in permanent_text(seen.permanent(ratnik), seen, Marks())  # type: ignore[arg-type]
