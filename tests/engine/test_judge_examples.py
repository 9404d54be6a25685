"""Judge's examples written with the shared table (izvori/scenario/table.py): a position, the
players' answers, the outcome — the way XMage's `FirstStrikeTest` reads.

They pin the table helper itself as much as the rules they cite: `cast` gives a spell's
answers in order, `pass_priority` refuses to pass where no prednost is asked, `assert_life`
compares life totals, `refusal` checks that a refused answer changes nothing.
"""

from __future__ import annotations

import pytest

from izvori.engine.carddef import CardDef
from izvori.engine.decisions import Action, DecisionKind
from izvori.engine.objects import Zone, player_ref
from izvori.scenario.table import (
    ANA,
    BORIS,
    assert_life,
    card_pool,
    cast,
    obj,
    pass_priority,
    pass_while_priority,
    refusal,
    setup,
)

EXTRA = """
- name: Štitonoša
  cost: "1Ž"
  type: Biće
  power: 10
  toughness: 20
  text: ""
"""


@pytest.fixture(scope="module")
def pool() -> dict[str, CardDef]:
    return card_pool(EXTRA)


def test_the_extra_cards_join_the_bundled_pool(pool: dict[str, CardDef]) -> None:
    assert pool["Štitonoša"].power == 10
    assert "Grom" in pool and "Štitonoša" not in card_pool()


def test_d14_grom_resolves_when_both_players_pass(pool: dict[str, CardDef]) -> None:
    """B13 / D14: Grom goes on the niz with its target and resolves only after both players pass
    in succession: 20 damage to Boris."""
    game = setup(
        pool,
        """
        active: Ana
        step: glavna1
        players:
          - name: Ana
            hand: [Grom]
            play: [{card: Vatreni Div, as_source: true}]
          - name: Boris
        """,
    )
    cast(game, "Grom", [player_ref(BORIS)], Action("auto"))
    assert_life(game, BORIS, 200)  # on the niz, not resolved yet
    pass_priority(game, 2)
    assert_life(game, BORIS, 180)
    assert_life(game, ANA, 200)
    with pytest.raises(AssertionError):
        assert_life(game, BORIS, 200)


def test_e3_62_first_strike_kills_the_blocker_before_it_strikes(
    pool: dict[str, CardDef],
) -> None:
    """E3.62: Ork Jurišnik (30/10, Jurišnik) blocked by Štitonoša (10/20) deals its damage in
    the first combat damage step; Štitonoša is destroyed before it could deal damage, so the
    Ork survives."""
    game = setup(
        pool,
        """
        active: Ana
        step: početak_borbe
        players:
          - name: Ana
            play: [Ork Jurišnik]
          - name: Boris
            play: [Štitonoša]
        """,
    )
    pass_priority(game, 2)
    assert game.pending is not None and game.pending.kind == DecisionKind.ATTACKERS
    ork = obj(game, "Ork Jurišnik")
    game.submit([ork])
    pass_while_priority(game)
    assert game.pending is not None and game.pending.kind == DecisionKind.BLOCKERS
    game.submit([[obj(game, "Štitonoša"), ork]])
    pass_while_priority(game)
    assert game.objects[ork].zone == Zone.PLAY
    assert game.objects[obj(game, "Štitonoša", Zone.GRAVEYARD)].zone == Zone.GRAVEYARD
    assert_life(game, BORIS, 200)


def test_refusal_changes_nothing_and_pass_priority_checks_the_question(
    pool: dict[str, CardDef],
) -> None:
    """D23: an illegal answer is refused with the rule's reason and leaves the game as it was;
    the table will not pass where the game asks something other than prednost."""
    game = setup(
        pool,
        """
        active: Ana
        step: glavna1
        players:
          - name: Ana
            hand: [Grom]
          - name: Boris
        """,
    )
    refused = refusal(game, Action("cast", obj(game, "Grom", Zone.HAND)))
    assert refused.key  # no source: Grom can't be paid for
    with pytest.raises(AssertionError):
        refusal(game, Action("pass"))  # passing is legal
    game.submit(Action("pass"))
    pass_priority(game)  # Boris passes too: the step ends
    assert game.pending is not None
