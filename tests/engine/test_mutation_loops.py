"""Loop shortcuts (izvori/engine/loops.py, D22.20–D22.50) as a judge reads them: the questions
of naming a number (who is asked, the range, and what the prompt shows: the rule that decides
and the number the other player named), what the game repeats, which round of a loop may be
repeated, and D22.50's test of whether each player's part of a loop comes back by itself.

Written for the mutants of loops.py that the rules scenarios let through (docs/mutation.md).
The positions are those of the D22 scenarios in tests/scenarios/pravila/, up to the shortcut,
or scenario texts built here from LOOP_CARDS and a few test-only cards.
"""

from __future__ import annotations

from typing import Any

import pytest
from positions import LOOP_CARDS, played, until_shortcut

from izvori.engine.carddef import CardDef
from izvori.engine.decisions import Action, DecisionKind
from izvori.engine.game import Game
from izvori.engine.loops import independent
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


# ------------------------------------------------ D22.50: when is a part a loop of its own
#: Ana's cards: LOOP_CARDS (her own loop) and four whose ability, played alone, doesn't bring
#: the position back; Boris's: the same loop as Ana's (Morski Duh, Kamen Bure)
_PARTS_CARDS = (
    LOOP_CARDS
    + """  - name: Morski Duh
    cost: "1P"
    type: Biće
    power: 10
    toughness: 10
    text: "0: Morski Duh dobija Letač do kraja poteza."
    abilities:
      - activated:
          cost: {mana: "0"}
          effects: [{grant: {what: self, keywords: [Letač]}}]
  - name: Kamen Bure
    cost: "2"
    type: Artefakt
    text: "0: Odabrano biće gubi Letač do kraja poteza."
    abilities:
      - activated:
          cost: {mana: "0"}
          targets: [{kind: creature}]
          effects: [{lose: {what: target, keywords: [Letač]}}]
  - name: Kletva Kraja
    cost: "2"
    type: Artefakt
    text: "0: Svaki protivnik gubi 200 života."
    abilities:
      - activated:
          cost: {mana: "0"}
          effects: [{lose_life: {who: each_opponent, amount: 200}}]
  - name: Pisarev Zahtev
    cost: "2"
    type: Artefakt
    text: "0: Protivnik odbacuje kartu."
    abilities:
      - activated:
          cost: {mana: "0"}
          effects: [{discard: {who: opponent}}]
  - name: Pražnjenje
    cost: "2"
    type: Artefakt
    text: "0: Odbaci kartu."
    abilities:
      - activated:
          cost: {mana: "0"}
          effects: [{discard: {who: you}}]
  - name: Izvor Rasta
    cost: "1Z"
    type: Promena
    text: "Kad god nemaš kartu u ruci, svako biće dobija +10/+10 do kraja poteza."
    abilities:
      - triggered:
          when: state_holds
          state: your_hand_empty
          effects: [{pump: {what: each_creature, power: 10, toughness: 10}}]
"""
)

#: Boris's part: Morski Duh gains Letač, Kamen Bure takes it away (Ana passing)
_BORIS_PART = """
  - {pass: Ana}
  - {activate: Morski Duh, player: Boris}
  - {pass: Ana}
  - {pass: Boris}
  - {pass: Ana}
  - {activate: Kamen Bure, player: Boris, targets: [Morski Duh]}
  - {pass: Ana}
  - {pass: Boris}"""


def _parts_game(pool: dict[str, CardDef], script: str) -> Game:
    """Ana (active, one card in hand) and Boris (two) at the start of the main phase, with
    the cards of _PARTS_CARDS in play, after `script`."""
    text = f"""name: nezavisnost
rules: [D22.50]
{_PARTS_CARDS}
setup:
  active: Ana
  players:
    - name: Ana
      hand: [Grom]
      play: [Krilati Duh, Kamen Oluje, Kletva Kraja, Pisarev Zahtev, Pražnjenje, Izvor Rasta]
    - name: Boris
      hand: [Grom, Oluja]
      play: [Morski Duh, Kamen Bure]
script:{script or " []"}
"""
    return played(pool, text)


def _answers(pool: dict[str, CardDef], script: str) -> list[tuple[int, Any]]:
    """The answers `script` gives from the start position, as a loop body holds them."""
    return [(h.player, h.answer) for h in _parts_game(pool, script).history]


@pytest.mark.parametrize(
    ("ana", "independent_"),
    [
        # her own loop: it brings the position back by itself, as Boris's does
        (_ANA_LOOP, True),
        # the game ends: Boris has no life left (A3.32)
        ("\n  - {activate: Kletva Kraja}", False),
        # Boris must choose the card he discards: the part needs a decision of his
        ("\n  - {activate: Pisarev Zahtev}", False),
        # her hand empties and Izvor Rasta grows every creature for ever: never back
        ("\n  - {activate: Pražnjenje}", False),
        # the part asks Ana for a target the loop's answers don't give
        ("\n  - {activate: Kamen Oluje}", False),
    ],
    ids=["own_loop", "game_ends", "asks_the_other", "never_back", "answers_run_out"],
)
def test_d22_50_each_part_must_bring_the_position_back_by_itself(
    pool: dict[str, CardDef], ana: str, independent_: bool
) -> None:
    """D22.50: the actions of the two players are independent when each player's part of the
    loop, the other player passing, brings the position back by itself. Boris's part (a
    creature gains Letač and loses it) does; Ana's does only when it is a loop of its own —
    not when it ends the game, asks Boris to decide, never comes back, or needs more of her
    decisions than the loop holds."""
    body = _answers(pool, ana) + _answers(pool, _BORIS_PART)
    game = _parts_game(pool, "")
    assert game.pending is not None and game.pending.player == 0 and not game.stack
    assert independent(game, body) is independent_


def test_d22_50_a_loop_of_one_players_actions_is_not_independent(
    pool: dict[str, CardDef],
) -> None:
    """D22.50 is about the optional actions of different players: a loop in which only Ana acts
    (Boris only passes) is hers alone (D22.20), even though it brings the position back."""
    body = _answers(pool, _ANA_LOOP)
    assert {p for p, _ in body} == {0, 1}
    assert not independent(_parts_game(pool, ""), body)


def test_d22_20_a_game_is_copied_the_same_after_a_shortcut_stopped(
    pool: dict[str, CardDef],
) -> None:
    """D22.20, D4.30: the shortcut stops where Krilati Duh's ability may not be played a fourth
    time, and Ana decides again. A copy of the game there (the computer players and D22.50's
    test copy the game) is the same game, with nothing left to repeat."""
    game = until_shortcut("d22_20_game_petlja_staje_kad_radnja_nije_dozvoljena.yaml", pool)
    for answer in ("loop", 5, 5):
        game.submit(answer)
    assert game.pending is not None and game.pending.player == 0
    assert game.pending.kind == DecisionKind.PRIORITY
    clone = game.copy()
    assert clone.digest() == game.digest()
    assert clone.loops is not None and clone.loops.queue == []


def test_d22_20_a_repetition_that_asks_the_other_player_ends_the_shortcut(
    pool: dict[str, CardDef],
) -> None:
    """D22.20: the shortcut repeats the same loop. In the first repeated round of Ana's loop
    (scenario d22_20_loop17_ponavljanje_koje_pita_drugog_igraca) Osvetnik dies, which it didn't in
    the round she played, and Boris is asked to choose a player for its ability where the loop's
    next answer is Ana's: the shortcut ends there, nothing is left to repeat (also in a copy of
    the game), and Boris's question is the game's own, not answered for him."""
    game = until_shortcut("d22_20_loop17_ponavljanje_koje_pita_drugog_igraca.yaml", pool)
    answers = len(game.history)
    for answer in ("loop", 3, 3):
        game.submit(answer)
    assert game.pending is not None
    assert (game.pending.player, game.pending.kind) == (1, DecisionKind.TARGETS)
    assert game.loops is not None and game.loops.queue == []
    assert len(game.history) == answers + 3  # the repeated answers are not in the history
    clone = game.copy()
    assert clone.digest() == game.digest()
    assert clone.loops is not None and clone.loops.queue == []
