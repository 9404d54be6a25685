"""The turn's own steps (izvori/engine/turn.py) as a judge reads them: the discard down to seven
in the cleanup step (C15.10) and the mana that burns as a phase ends (C1.30).

Written for the mutants of turn.py that the rules scenarios let through (docs/mutation.md).
"""

from __future__ import annotations

import pytest
from positions import played

from izvori.engine.carddef import CardDef
from izvori.engine.decisions import Action, DecisionKind
from izvori.engine.events import LifeChanged, ManaBurn
from izvori.scenario.table import card_pool


@pytest.fixture(scope="module")
def pool() -> dict[str, CardDef]:
    return card_pool()


def _end_of_turn(cards: int) -> str:
    hand = ", ".join(["Grom"] * cards)
    return f"""
name: Kraj poteza
rules: [C15.10]
setup:
  active: Ana
  step: kraj_poteza
  players:
    - name: Ana
      hand: [{hand}]
      library: [Grom]
    - name: Boris
      library: [Grom]
script:
  - {{pass: Ana}}
  - {{pass: Boris}}
"""


def test_c15_10_eight_cards_at_cleanup_discard_one(pool: dict[str, CardDef]) -> None:
    """C15.10: with eight cards in her hand at the cleanup step Ana discards one — she is asked
    for exactly one card of her hand, and the question says how many."""
    game = played(pool, _end_of_turn(8))
    d = game.pending
    assert d is not None
    assert (d.player, d.kind, d.prompt, d.min, d.max, d.context) == (
        0,
        DecisionKind.CHOOSE_SOME,
        "cleanup.discard",
        1,
        1,
        {"count": 1},
    )
    assert d.options == tuple(game.players[0].hand)


def test_c15_10_seven_cards_at_cleanup_discard_nothing(pool: dict[str, CardDef]) -> None:
    """C15.10: seven cards is the limit: nothing is asked, the turn goes on."""
    game = played(pool, _end_of_turn(7))
    d = game.pending
    assert d is None or d.prompt != "cleanup.discard"
    assert len(game.players[0].hand) == 7


def test_c1_30_unused_mana_burns_as_the_phase_ends(pool: dict[str, CardDef]) -> None:
    """C1.30: Ana ends her first main phase with two mana unused: it burns — the event names
    her and the two mana, and she loses 20 life as a mana burn."""
    game = played(
        pool,
        """
name: Mana udar
rules: [C1.30]
setup:
  active: Ana
  step: glavna1
  players:
    - name: Ana
      pool: {R: 2}
      library: [Grom]
    - name: Boris
      library: [Grom]
""",
    )
    since = len(game.log)
    game.submit(Action("pass"))
    game.submit(Action("pass"))
    new = game.log[since:]
    assert [e for e in new if isinstance(e, ManaBurn)] == [ManaBurn(player=0, amount=2)]
    assert [(e.player, e.amount, e.reason) for e in new if isinstance(e, LifeChanged)] == [
        (0, -20, "mana_burn")
    ]


def _position(pool: dict[str, CardDef], vuk: str) -> str:
    from izvori.engine.loops import position_key

    game = played(
        pool,
        f"""
name: Pozicija
rules: [D22.30]
setup:
  active: Ana
  step: glavna1
  players:
    - name: Ana
      play: [{vuk}, Kavgadžija]
      library: [Grom]
    - name: Boris
""",
    )
    return position_key(game)


def test_d22_30_a_loop_position_holds_each_permanents_counters_and_choices(
    pool: dict[str, CardDef],
) -> None:
    """D22.30: a position repeats only if everything is the same — a counter on Mladi Vuk (one
    that changes no characteristic), or a creature type chosen for it, makes another position;
    the same position is the same key."""
    plain = _position(pool, "Mladi Vuk")
    counter = _position(pool, "{card: Mladi Vuk, counters: {naboj: 1}}")
    chosen = _position(pool, "{card: Mladi Vuk, chosen_type: Vuk}")
    assert len({plain, counter, chosen}) == 3
    assert counter == _position(pool, "{card: Mladi Vuk, counters: {naboj: 1}}")
