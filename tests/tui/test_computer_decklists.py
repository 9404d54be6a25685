"""Issue 14: the computer's search samples the unknown cards from the two open deck lists (what a
player of the paper game knows), not from the whole card pool, when the decks are known."""

from __future__ import annotations

from izvori.cards.library import load_deck_by_name
from izvori.cli.opponents import AgentOpponents
from izvori.tui.computer import ComputerSeat, computer_for


def test_the_search_gets_both_open_deck_lists() -> None:
    seat = computer_for(
        AgentOpponents(), "tesko", seed=3, deck_names=("demo-crvena", "demo-zelena")
    )
    assert seat is not None
    lists = seat.agent.decklists  # type: ignore[attr-defined]
    assert lists == (
        load_deck_by_name("demo-crvena").counts,
        load_deck_by_name("demo-zelena").counts,
    )


def test_without_readable_decks_it_samples_from_the_pool() -> None:
    for names in (None, ("", ""), ("nema-takvog-spila", "demo-zelena")):
        seat = ComputerSeat.create(AgentOpponents(), "tesko", seed=3, deck_names=names)
        assert seat.agent.decklists  # type: ignore[attr-defined] == ({}, {})
