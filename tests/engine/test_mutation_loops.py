"""Loop shortcuts (izvori/engine/loops.py, D22.20–D22.50) as a judge reads them: the questions
of naming a number (who is asked, the range, and what the prompt shows: the rule that decides
and the number the other player named), and what the game repeats.

Written for the mutants of loops.py that the rules scenarios let through (docs/mutation.md).
The positions are those of the D22 scenarios in tests/scenarios/pravila/, up to the shortcut.
"""

from __future__ import annotations

import pytest
from positions import LOOP_CARDS, played, until_shortcut

from izvori.engine.carddef import CardDef
from izvori.engine.decisions import Action, DecisionKind
from izvori.engine.game import Game
from izvori.scenario.table import card_pool, obj, pass_priority, refusal


@pytest.fixture(scope="module")
def pool() -> dict[str, CardDef]:
    return card_pool()


def _question(game: Game) -> tuple[object, ...]:
    d = game.pending
    assert d is not None
    return (d.player, d.kind, d.prompt, d.options, d.min, d.max, d.context)


def test_d22_20_the_questions_of_a_one_player_loop(pool: dict[str, CardDef]) -> None:
    """D22.20: Ana names 1–100 repetitions of her own loop (the prompt shows the rule);
    Boris, whose only part is passing, may intervene after any of them: 0 up to her number."""
    game = until_shortcut("d22_20_broj_ponavljanja.yaml", pool)
    game.submit("loop")
    assert _question(game) == (
        0,
        DecisionKind.NUMBER,
        "loop.how_many",
        (),
        1,
        100,
        {"rule": "D22.20"},
    )
    game.submit(5)
    assert _question(game) == (
        1,
        DecisionKind.NUMBER,
        "loop.intervene",
        (),
        0,
        5,
        {"count": 5, "rule": "D22.20"},
    )


def test_d22_30_the_questions_of_a_two_player_loop(pool: dict[str, CardDef]) -> None:
    """D22.30: both players' actions keep the loop going: Ana names the number, Boris agrees or
    names a lower one (the prompt shows her number and the rule)."""
    game = until_shortcut("d22_30_broj_ponavljanja_slaze_se.yaml", pool)
    game.submit("loop")
    assert _question(game) == (
        0,
        DecisionKind.NUMBER,
        "loop.how_many",
        (),
        1,
        100,
        {"rule": "D22.30"},
    )
    game.submit(4)
    assert _question(game) == (
        1,
        DecisionKind.NUMBER,
        "loop.lower",
        (),
        0,
        4,
        {"count": 4, "rule": "D22.30"},
    )


def test_d22_50_the_questions_of_independent_actions(pool: dict[str, CardDef]) -> None:
    """D22.50: the actions don't depend on each other: Boris agrees to Ana's number or names a
    higher one, up to 100."""
    game = until_shortcut("d22_50_nezavisne_radnje_u_istoj_petlji.yaml", pool)
    game.submit("loop")
    assert _question(game) == (
        0,
        DecisionKind.NUMBER,
        "loop.how_many",
        (),
        1,
        100,
        {"rule": "D22.50"},
    )
    game.submit(3)
    assert _question(game) == (
        1,
        DecisionKind.NUMBER,
        "loop.higher",
        (),
        3,
        100,
        {"count": 3, "rule": "D22.50"},
    )


def test_d22_20_a_copy_of_the_game_remembers_the_loop_and_shares_nothing(
    pool: dict[str, CardDef],
) -> None:
    """Game.copy() (previews, the computer players, D22.50's test of independence) keeps what
    was played from which position in this step: the copy offers the same shortcut and plays
    it out the same way, and what the copy remembers later is not the original's."""
    game = until_shortcut("d22_20_broj_ponavljanja.yaml", pool)
    clone = game.copy()
    assert clone.loops is not None and game.loops is not None
    assert clone.loops == game.loops and clone.loops is not game.loops
    for g in (game, clone):
        g.submit("loop")
        g.submit(3)
        g.submit(3)
    assert clone.digest() == game.digest()
    mem, other = clone.loops, game.loops
    assert mem is not None and other is not None
    for name in ("taken", "passed", "outlines", "starts", "shortcut_from", "queue"):
        assert getattr(mem, name) is not getattr(other, name), name


def test_d22_20_a_number_outside_the_range_is_refused_naming_the_range(
    pool: dict[str, CardDef],
) -> None:
    """D22.20: "1 to 100 repetitions" — 0 or 101 is refused, and the refusal names the range the
    player may choose from; the game is unchanged."""
    game = until_shortcut("d22_20_broj_ponavljanja.yaml", pool)
    game.submit("loop")
    for bad in (0, 101):
        exc = refusal(game, bad)
        assert exc.key == "answer.out_of_range"
        assert (exc.args_["min"], exc.args_["max"]) == (1, 100)


#: Ana's half of the loop of LOOP_CARDS: Krilati Duh gains Letač, Kamen Oluje takes it away
_ANA_LOOP = """
  - {activate: Krilati Duh}
  - {pass: Boris}
  - {pass: Ana}
  - {activate: Kamen Oluje, targets: [Krilati Duh]}
  - {pass: Boris}
  - {pass: Ana}"""


def _loop_game(pool: dict[str, CardDef], script: str) -> Game:
    """Ana with Krilati Duh and Kamen Oluje (LOOP_CARDS), Boris passing, after `script`."""
    text = f"""name: petlja
rules: [D22.20]
{LOOP_CARDS}
setup:
  active: Ana
  players:
    - name: Ana
      play: [Krilati Duh, Kamen Oluje]
    - name: Boris
script:{script}
"""
    return played(pool, text)


def test_d22_20_a_round_with_a_backed_out_play_is_no_loop_to_repeat(
    pool: dict[str, CardDef],
) -> None:
    """D22.20, D23: Ana starts to play Kamen Oluje in her loop, backs out of it at the choice of
    its target and then plays it: back at the position, that round is not offered as a loop
    to repeat (its answers hold the backed-out play). After one more round, played without
    backing out, it is."""
    game = _loop_game(pool, _ANA_LOOP.split("\n  - {activate: Kamen Oluje")[0])
    kamen = obj(game, "Kamen Oluje")
    game.submit(Action("activate", kamen, 0))
    assert game.pending is not None and game.pending.can_cancel
    game.submit("cancel")
    assert game.pending is not None and game.pending.kind == DecisionKind.PRIORITY
    duh = obj(game, "Krilati Duh")
    game.submit(Action("activate", kamen, 0))
    game.submit([duh])
    pass_priority(game, 2)
    assert game.pending is not None and game.pending.player == 0
    assert Action("loop") not in game.pending.options
    for action, targets in (
        (Action("activate", duh, 0), None),
        (Action("activate", kamen, 0), [duh]),
    ):
        game.submit(action)
        if targets:
            game.submit(targets)
        pass_priority(game, 2)
    assert game.pending is not None and Action("loop") in game.pending.options
