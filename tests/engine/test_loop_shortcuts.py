"""Loop shortcuts (D22.20, D22.30): the number named is the number of repetitions played.

The scenarios in tests/scenarios/pravila/d22_* show who names the number and where the loop
stops; these tests count the repetitions in the log, which a scenario can't see, and check that
a shortcut can't be taken twice from the same position (no game runs without bound)."""

from __future__ import annotations

import pytest
from positions import until_shortcut

from izvori.cards.library import load_cards_or_raise
from izvori.engine.carddef import CardDef
from izvori.engine.decisions import Action, DecisionKind
from izvori.engine.events import ContinuousEffectAdded, LoopShortcut
from izvori.engine.game import Game


@pytest.fixture(scope="module")
def pool() -> dict[str, CardDef]:
    return load_cards_or_raise()


def _grants(game: Game, since: int) -> int:
    return sum(
        1
        for e in game.log[since:]
        if isinstance(e, ContinuousEffectAdded) and e.op in ("grant", "static_pump")
    )


@pytest.mark.parametrize(("named", "agreed"), [(1, 1), (5, 5), (7, 3)])
def test_d22_20_the_loop_is_repeated_as_many_times_as_agreed(
    pool: dict[str, CardDef], named: int, agreed: int
) -> None:
    game = until_shortcut("d22_20_broj_ponavljanja.yaml", pool)
    mark = len(game.log)
    assert Action("loop") in game.pending.options  # type: ignore[union-attr]
    game.submit("loop")
    game.submit(named)
    assert game.pending is not None and game.pending.kind == DecisionKind.NUMBER
    game.submit(agreed)
    # each repetition gives Letač once; the intervening player stops the next one halfway,
    # after Ana's ability is played and before it resolves
    assert _grants(game, mark) == agreed
    shortcuts = [e for e in game.log[mark:] if isinstance(e, LoopShortcut)]
    assert [(e.count, e.agreed) for e in shortcuts] == [(named, agreed)]


def test_d22_30_agreeing_repeats_both_players_actions(pool: dict[str, CardDef]) -> None:
    game = until_shortcut("d22_30_broj_ponavljanja_slaze_se.yaml", pool)
    mark = len(game.log)
    game.submit("loop")
    game.submit(4)
    game.submit(4)
    assert _grants(game, mark) == 4
    lost = sum(
        1 for e in game.log[mark:] if isinstance(e, ContinuousEffectAdded) and e.op == "lose"
    )
    assert lost == 4
    # back at the same position: neither the shortcut nor the restart is offered again
    assert game.pending is not None and game.pending.player == 0
    kinds = {a.kind for a in game.pending.options}
    assert "loop" not in kinds and "activate" not in kinds


def test_d22_a_number_outside_the_range_is_refused(pool: dict[str, CardDef]) -> None:
    game = until_shortcut("d22_20_broj_ponavljanja.yaml", pool)
    game.submit("loop")
    before = game.digest()
    for bad in (0, 101, True, "5"):
        with pytest.raises(ValueError):
            game.submit(bad)
    assert game.digest() == before


def test_d22_50_independent_actions_repeat_the_higher_number(pool: dict[str, CardDef]) -> None:
    game = until_shortcut("d22_50_nezavisne_radnje_u_istoj_petlji.yaml", pool)
    mark = len(game.log)
    game.submit("loop")
    game.submit(3)
    assert game.pending is not None
    assert (game.pending.prompt, game.pending.min) == ("loop.higher", 3)
    game.submit(6)
    # each repetition: both creatures gain Letač and both lose it
    assert _grants(game, mark) == 12
    shortcuts = [e for e in game.log[mark:] if isinstance(e, LoopShortcut)]
    assert [(e.count, e.agreed, e.rule) for e in shortcuts] == [(3, 6, "D22.50")]


def test_d22_30_vs_d22_50_independence_is_decided_on_the_loop(pool: dict[str, CardDef]) -> None:
    """D22.30's example needs both players' actions (Boris takes away what Ana gives); the
    D22.50 loop is two loops played together: each part brings the position back alone."""
    from izvori.engine.loops import independent, loop_body

    needed = until_shortcut("d22_30_broj_ponavljanja_slaze_se.yaml", pool)
    body = loop_body(needed, 0)
    assert body is not None and not independent(needed, body)
    apart = until_shortcut("d22_50_nezavisne_radnje_u_istoj_petlji.yaml", pool)
    body = loop_body(apart, 0)
    assert body is not None and independent(apart, body)
    before = apart.digest()
    independent(apart, body)
    assert apart.digest() == before  # decided on a copy: the game is untouched
