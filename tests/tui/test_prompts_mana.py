"""Issue 11, items 3 and 5 (mana): auto-pay that a player would choose, taking back the last
mana ability while paying, and backing out of a cast with everything undone (D23.10)."""

from __future__ import annotations

import textwrap

import pytest

from izvori.cards.library import load_cards_or_raise
from izvori.cards.yamlsafe import load_text
from izvori.engine.carddef import CardDef
from izvori.engine.decisions import Action, DecisionKind
from izvori.engine.game import Game
from izvori.engine.objects import Zone
from izvori.scenario.builder import build_game, find_object


@pytest.fixture(scope="module")
def pool() -> dict[str, CardDef]:
    return load_cards_or_raise()


def make(pool: dict[str, CardDef], setup: str) -> Game:
    return build_game(load_text(textwrap.dedent(setup)), pool, 1)


def in_play(game: Game, name: str) -> int:
    return find_object(game, name, 0, (Zone.PLAY,))


def in_hand(game: Game, name: str) -> int:
    return find_object(game, name, 0, (Zone.HAND,))


def to_payment(game: Game, name: str) -> None:
    game.submit(Action("cast", in_hand(game, name)))
    assert game.pending is not None and game.pending.kind == DecisionKind.PAY


BLACK_AND_RED = """
    active: Ana
    step: glavna1
    players:
      - name: Ana
        hand: [Pakosnik, Grom]
        play:
          - {card: Grom, as_source: true}
          - {card: Pakosnik, as_source: true}
          - {card: Samopovređivanje, as_source: true}
      - name: Boris
"""


def test_auto_pay_keeps_the_colour_the_hand_needs(pool: dict[str, CardDef]) -> None:
    """Issue 11: 1C from two black and one red source, Grom (R) in hand: red stays free."""
    game = make(pool, BLACK_AND_RED)
    to_payment(game, "Pakosnik")
    game.submit(Action("auto"))
    vatra = in_play(game, "Grom")
    assert not game.objects[vatra].tapped
    assert game.objects[in_play(game, "Samopovređivanje")].tapped


def test_auto_pay_taps_sources_before_creatures(pool: dict[str, CardDef]) -> None:
    game = make(
        pool,
        """
        active: Ana
        step: glavna1
        players:
          - name: Ana
            hand: [Šumski Vilenjak]
            play:
              - Šumski Vilenjak
              - {card: Mladi Vuk, as_source: true}
          - name: Boris
        """,
    )
    to_payment(game, "Šumski Vilenjak")
    game.submit(Action("auto"))
    assert game.objects[in_play(game, "Mladi Vuk")].tapped  # the Šuma source
    assert not game.objects[in_play(game, "Šumski Vilenjak")].tapped  # free to attack, block


def test_d23_10_the_last_mana_ability_can_be_taken_back(pool: dict[str, CardDef]) -> None:
    game = make(pool, BLACK_AND_RED)
    to_payment(game, "Pakosnik")
    d = game.pending
    assert d is not None and Action("undo") not in d.options  # nothing to take back yet
    vatra = in_play(game, "Grom")
    log_len = len(game.log)
    game.submit(Action("mana", vatra, 0, "R"))
    d = game.pending
    assert d is not None and d.kind == DecisionKind.PAY and Action("undo") in d.options
    assert game.objects[vatra].tapped and game.players[0].pool.total() == 1
    game.submit(Action("undo"))
    assert not game.objects[vatra].tapped
    assert game.players[0].pool.total() == 0
    assert len(game.log) == log_len  # as if it had never been played
    d = game.pending
    assert d is not None and d.kind == DecisionKind.PAY and Action("undo") not in d.options


def test_d23_10_backing_out_of_a_payment_restores_everything(pool: dict[str, CardDef]) -> None:
    game = make(pool, BLACK_AND_RED)
    before = game.digest()
    to_payment(game, "Pakosnik")
    game.submit(Action("mana", in_play(game, "Samopovređivanje"), 0, "C"))
    game.submit("cancel")
    assert game.digest() == before  # the card is back in the hand, the source untapped
    d = game.pending
    assert d is not None and d.kind == DecisionKind.PRIORITY and d.player == 0  # D23.20


def test_d23_10_undo_is_replayed_from_the_history(pool: dict[str, CardDef]) -> None:
    """A save holds the answers: taking a mana ability back replays identically."""
    game = make(pool, BLACK_AND_RED)
    to_payment(game, "Pakosnik")
    game.submit(Action("mana", in_play(game, "Grom"), 0, "R"))
    game.submit(Action("undo"))
    game.submit(Action("auto"))
    again = make(pool, BLACK_AND_RED)
    for entry in game.history:
        again.submit(entry.answer)
    assert again.digest() == game.digest()


CASTS = """
    active: Ana
    step: glavna1
    players:
      - name: Ana
        hand: [Vatrene Strele, Piromanija, Varnica]
        pool: {R: 1}
        play:
          - {card: Grom, as_source: true}
          - {card: Oluja, as_source: true}
          - {card: Kostolomac, as_source: true}
          - {card: Kavgadžija, as_source: true}
      - name: Boris
        play: [Kavgadžija, Šumski Vilenjak]
"""


@pytest.mark.parametrize(
    ("card", "answers"),
    [
        ("Vatrene Strele", []),  # at X (D10.12)
        ("Vatrene Strele", [2]),  # at the target (D10.13)
        ("Varnica", []),  # at Pojačanje (D10.12)
        ("Piromanija", []),  # at the targets
        ("Piromanija", ["two"]),  # at the division (D10.15)
        ("Piromanija", ["two", "split"]),  # at the payment, after a mana ability (D10.17)
    ],
)
def test_d23_10_cancel_at_any_prompt_of_a_cast_restores_the_game(
    pool: dict[str, CardDef], card: str, answers: list[object]
) -> None:
    game = make(pool, CASTS)
    before = game.digest()
    game.submit(Action("cast", in_hand(game, card)))
    boris = [o for o in game.battlefield if game.objects[o].controller == 1]
    for a in answers:
        if a == "two":
            game.submit(boris)
        elif a == "split":
            game.submit([[boris[0], 20], [boris[1], 20]])
            d = game.pending
            assert d is not None and d.kind == DecisionKind.PAY
            game.submit(Action("mana", in_play(game, "Grom"), 0, "R"))
        else:
            game.submit(a)
    d = game.pending
    assert d is not None and d.can_cancel and d.player == 0
    game.submit("cancel")
    assert game.digest() == before  # D23.10: the card is back, the mana abilities undone
    d = game.pending
    assert d is not None and d.kind == DecisionKind.PRIORITY and d.player == 0  # D23.20
