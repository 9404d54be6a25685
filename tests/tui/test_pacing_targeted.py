"""The "targeted" danger stop, read from the public view (issue 11 item 1, issue 15 item 4).

A spell of the opponent's on the niz that targets a player, a permanent he controls or a spell
of his stops him with "tui.why.targeted"; one that targets only the caster's own things stops
him with the plainer "tui.why.opponent_niz". The controller decides from `view(game, None)`.
"""

from __future__ import annotations

import textwrap

from games import pool

from izvori.cards.yamlsafe import load_text
from izvori.engine.decisions import Action, DecisionKind
from izvori.engine.game import Game
from izvori.engine.objects import Zone
from izvori.scenario.builder import build_game, find_object
from izvori.tui.controller import Controller

SETUP = """
active: Ana
step: glavna1
players:
  - name: Ana
    hand: [Grom]
    pool: {R: 1}
    play:
      - Kavgadžija
      - {card: Vatrene Strele, as_source: true}
  - name: Boris
    hand: [Ometanje]
    play:
      - Kavgadžija
      - {card: Ometanje, as_source: true}
      - {card: Ometanje, as_source: true}
"""


def _game() -> Game:
    return build_game(load_text(textwrap.dedent(SETUP)), pool(), 1)


def _creature(game: Game, controller: int) -> int:
    return find_object(game, "Kavgadžija", 1, controller=controller)


def _cast(game: Game, name: str, target: int) -> None:
    """Cast `name` for whoever holds prednost, aimed at `target`, and pay automatically."""
    d = game.pending
    assert d is not None and d.kind == DecisionKind.PRIORITY
    oid = find_object(game, name, 1, zones=(Zone.HAND,), controller=d.player)
    game.submit(
        next(a for a in d.options if isinstance(a, Action) and a.kind == "cast" and a.obj == oid)
    )
    for _ in range(10):
        d = game.pending
        assert d is not None
        if d.kind == DecisionKind.PRIORITY:
            return
        if d.kind == DecisionKind.TARGETS:
            game.submit([target])
        elif d.kind == DecisionKind.PAY:
            game.submit(next(a for a in d.options if a.kind == "auto"))
        else:
            raise AssertionError(f"unexpected decision {d.kind}")
    raise AssertionError("the cast did not finish")


def test_a_spell_at_his_creature_is_a_targeted_stop() -> None:
    game = _game()
    _cast(game, "Grom", _creature(game, 1))
    ctl = Controller(game)
    assert game.pending is not None and game.pending.player == 1
    key, args = ctl.stop_reason(1) or ("", {})
    assert key == "tui.why.targeted" and args == {"player": "Ana", "card": "Grom"}


def test_a_spell_at_the_casters_own_creature_is_only_the_opponents_niz() -> None:
    game = _game()
    _cast(game, "Grom", _creature(game, 0))
    ctl = Controller(game)
    assert ctl.stop_reason(1) is None  # by default "opponent_niz" is not a stop
    ctl.stops[1].dangers.add("opponent_niz")
    key, _args = ctl.stop_reason(1) or ("", {})
    assert key == "tui.why.opponent_niz"


def test_a_spell_at_his_spell_is_a_targeted_stop() -> None:
    """Boris answers Ana's Grom with Ometanje (a counter aimed at Grom): Ana is targeted.
    (Before issue 15 moved pacing onto the view this was missed: the niz item's id was looked
    up among the game's objects.)"""
    game = _game()
    _cast(game, "Grom", _creature(game, 0))
    grom = game.stack[-1].id  # a spell is targeted as the niz item it is (D15)
    _cast(game, "Ometanje", grom)
    ctl = Controller(game)
    ctl.seen[0].add(game.stack[0].id)  # Ana has seen her own Grom
    key, args = ctl.stop_reason(0) or ("", {})
    assert key == "tui.why.targeted" and args["card"] == "Ometanje"
