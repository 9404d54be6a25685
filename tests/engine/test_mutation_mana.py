"""Mana costs and the pool (izvori/engine/mana.py) as a judge reads them: the cost notation
(A5.30-A5.34), the total and X (B4.30, A5.33), and which mana of the izvorište pays the generic
part (D7.10).

Written for the mutants of mana.py that the rules scenarios let through (docs/mutation.md).
"""

from __future__ import annotations

import pytest

from izvori.engine.mana import ManaCost, ManaCostError, ManaPool, plan_payment

TWO_YELLOW = ManaCost(2, (("Ž", 2),), 0)


@pytest.mark.parametrize("text", ["2ŽŽ", "2 ŽŽ", "{2}{Ž}{Ž}", "2žž"])
def test_a5_30_a_cost_written_with_spaces_braces_or_lower_case(text: str) -> None:
    """A5.30: "2 ŽŽ", "{2}{Ž}{Ž}" and "2žž" are the same cost as "2ŽŽ"."""
    assert ManaCost.parse(text) == TWO_YELLOW


@pytest.mark.parametrize("text", ["", " ", "{}"])
def test_a5_30_an_empty_cost_string_is_refused(text: str) -> None:
    """A cost is at least one symbol ("0" for a free one, A5.34): nothing at all is an error."""
    with pytest.raises(ManaCostError):
        ManaCost.parse(text)


def test_a5_30_a_cost_outside_the_notation_names_what_was_written() -> None:
    """A5.30: "3Q" is no cost; the error keeps the text as written (a crash report or a
    tool's message shows it), not a normalised or empty one."""
    with pytest.raises(ManaCostError) as refused:
        ManaCost.parse("3 q")
    assert refused.value.args == ("3 q",)


def test_b4_30_a5_33_x_counts_as_announced() -> None:
    """B4.30 / A5.33: XR with X = 3 totals 4 and is paid as 3R; X is gone from the cost."""
    xr = ManaCost.parse("XR")
    assert xr.total(3) == 4
    assert xr.total() == 1
    assert xr.with_x(3) == ManaCost(3, (("R", 1),), 0)
    assert xr.with_x(3).x_count == 0


def test_x_survives_adding_generic_and_adding_costs() -> None:
    """An extra cost ("plus 1", or another cost added) keeps every X of the cost it changes."""
    assert ManaCost.parse("X1").plus_generic(1) == ManaCost(2, (), 1)
    assert ManaCost.parse("XR").plus(ManaCost.parse("X")) == ManaCost(0, (("R", 1),), 2)


def test_a5_34_only_nothing_is_a_zero_cost() -> None:
    """A5.34: "0" is a zero cost; a cost with X in it is not (X is announced, A5.33)."""
    assert ManaCost.parse("0").is_zero()
    assert ManaCost().is_zero()
    assert not ManaCost.parse("X").is_zero()
    assert not ManaCost.parse("R").is_zero()


@pytest.mark.parametrize("text", ["X2R", "XXR", "X", "0", "3ŽŽ"])
def test_a5_30_a_cost_is_written_back_in_the_notation(text: str) -> None:
    """What the prompts and the log show: the cost in the rulebook's notation, X first."""
    assert str(ManaCost.parse(text)) == text


def test_d7_10_one_mana_added_is_one() -> None:
    pool = ManaPool()
    pool.add("R")
    assert pool.amounts["R"] == 1
    assert pool.total() == 1


def test_paying_more_than_the_pool_holds_says_so() -> None:
    pool = ManaPool()
    pool.add("R")
    with pytest.raises(ValueError, match=r"^not enough mana$"):
        pool.pay(ManaCost.parse("RR"))
    assert pool.amounts["R"] == 1


def test_a_colour_the_pool_has_no_entry_for_cannot_pay() -> None:
    """A pool given as a plain dict without the colour: the pip cannot be paid."""
    assert plan_payment({"B": 3}, ManaCost.parse("R")) is None
    assert plan_payment({"B": 3}, ManaCost.parse("2")) == {"B": 2}


def test_generic_mana_takes_the_colour_with_the_most_left() -> None:
    """Colourless pays the generic part first, then the colour with the most mana left, so the
    pool keeps as many colours as it can: 1 from R + ZZZ takes a Z."""
    assert plan_payment({"R": 1, "Z": 3}, ManaCost.parse("1")) == {"R": 0, "Z": 1}
    assert plan_payment({"Z": 3, "R": 1, "B": 1}, ManaCost.parse("1")) == {"Z": 0, "R": 0, "B": 1}
