"""What paying mana costs (izvori/engine/payment.py) answers besides the scenarios' outcomes:
the mana udar warning before "dalje" (C1.30) and the colours auto-pay keeps for the hand.

Written for the mutants of payment.py that the rules scenarios let through (docs/mutation.md).
"""

from __future__ import annotations

import pytest
from positions import played

from izvori.engine import payment
from izvori.engine.carddef import CardDef
from izvori.engine.steps import Step
from izvori.scenario.table import card_pool


@pytest.fixture(scope="module")
def pool() -> dict[str, CardDef]:
    return card_pool()


def at(step: str, mana: str, hand: str = "[]") -> str:
    """Ana's turn at `step`, her pool holding `mana`."""
    return f"""
name: Ana ima manu u izvorištu
rules: [C1.30]
setup:
  active: Ana
  step: {step}
  players:
    - name: Ana
      library: [Grom, Grom]
      hand: {hand}
      pool: {mana}
    - name: Boris
      library: [Grom, Grom]
script: []
"""


def test_c1_30_mana_left_at_the_end_of_the_main_phase_costs_ten_life_each(pool) -> None:
    """C1.30: the first main phase is a phase of one step; two mana left as it ends burn 20."""
    game = played(pool, at("glavna1", "{R: 2}"))
    assert payment.burn_if_step_ends(game, 0) == 20
    assert payment.burn_if_step_ends(game, 1) == 0  # Boris's pool is empty


def test_c1_30_no_burn_when_the_next_step_is_of_the_same_phase(pool) -> None:
    """C1.30: mana empties at the end of a phase; upkeep is followed by the draw step of the
    same (beginning) phase, so nothing is lost when upkeep ends."""
    game = played(pool, at("priprema", "{R: 1}"))
    assert game.turn_plan[game.plan_index + 1][0] == Step.DRAW
    assert payment.burn_if_step_ends(game, 0) == 0


def test_c1_30_the_last_step_of_the_turn_ends_its_phase(pool) -> None:
    """C1.30: the last step of the turn ends the ending phase: 10 life per mana."""
    game = played(pool, at("glavna1", "{B: 1, Z: 2}"))
    game.plan_index = len(game.turn_plan) - 1
    assert payment.burn_if_step_ends(game, 0) == 30


def test_c1_20_no_warning_while_the_niz_is_not_empty(pool) -> None:
    """C1.20: with something on the niz, both passing resolves it: the step doesn't end."""
    game = played(pool, at("glavna1", "{R: 1}"))
    assert payment.burn_if_step_ends(game, 0) == 10
    game.stack.append(object())  # type: ignore[arg-type]
    assert payment.burn_if_step_ends(game, 0) == 0


def test_auto_pay_keeps_the_most_of_each_colour_one_card_in_hand_needs(pool) -> None:
    """Issue 11 item 5: the hand's demand is per colour the most any one card needs (the next
    spell is cast alone), cards without a cost (sources) skipped, whatever their place."""
    hand = "[Kavgadžija, Crvena Ala, Rečna Ravnica, Grom, Vitez Tame, Opčinjavajuća Utvara]"
    game = played(pool, at("glavna1", "{}", hand))
    assert payment.hand_demand(game, 0) == {"Ž": 1, "R": 2, "C": 2}
