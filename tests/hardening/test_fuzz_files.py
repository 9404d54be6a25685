"""Issue 12 item 6 (bounded for CI) and item 1's property: what starts, saves and loads back.

The long run is `python -m izvori.fuzz --trials N` (docs/hardening.md).
"""

from __future__ import annotations

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from izvori import limits
from izvori.cards.library import LoadError
from izvori.fuzz import run
from izvori.persist import SavedGame
from izvori.tui.setup import GameSetup, default_decks


def test_mutated_saves_decks_cards_and_scenarios_load_or_are_refused_cleanly() -> None:
    tally = run(120, seed=12)
    bad = {k: n for k, n in tally.items() if not k.endswith((":loaded", ":refused"))}
    assert not bad, tally
    assert sum(tally.values()) == 120


NAMES = st.text(max_size=120) | st.sampled_from(
    ["Ana", "[link=x]a[/link]", "\udcff", "A\x1b]0;t\x07"]
)
SEEDS = st.integers(min_value=-(2**70), max_value=2**300) | st.integers(0, 2**64)


@settings(
    max_examples=25,
    deadline=None,
    suppress_health_check=[HealthCheck.too_slow],
)
@given(n0=NAMES, n1=NAMES, seed=SEEDS, first=st.sampled_from([None, 0, 1]))
def test_every_game_the_program_starts_writes_a_save_that_loads_back_identically(
    n0: str, n1: str, seed: int, first: int | None
) -> None:
    """A1.20 and issue 12 item 1: GameSetup is what the start screen and the command
    line use. It refuses (LoadError, a Serbian message per problem) or the game's save loads
    back to the identical game."""
    setup = GameSetup(names=(n0, n1), decks=default_decks(), seed=seed, starting_player=first)
    try:
        game = setup.build_game()
    except LoadError as e:
        expected = limits.game_problems((n0, n1), [["x"] * limits.MIN_DECK] * 2, seed)
        assert e.problems and expected
        assert all("\x1b" not in p for p in e.problems)
        return
    assert not limits.game_problems((n0, n1), [["x"] * limits.MIN_DECK] * 2, seed)
    session = SavedGame.wrap(game, deck_names=setup.decks)
    try:
        loaded = SavedGame.load(session.path, session.pool())
        assert loaded.game.digest() == game.digest()
        assert [p.name for p in loaded.game.players] == [n0, n1]
        assert loaded.game.seed == seed
        assert loaded.answers == session.answers
    finally:
        session.close()


@pytest.mark.parametrize("count", [limits.MIN_DECK - 1, limits.MAX_DECK + 1])
def test_deck_sizes_outside_the_limits_are_one_problem(count: int) -> None:
    problems = limits.game_problems(("Ana", "Boris"), [["Karta"] * count, ["Karta"] * 40], 1)
    assert len(problems) == 1 and "Špil 1" in problems[0]


@pytest.mark.parametrize("text", ["٣", "３", "0x10", "1_000", "1:30", " ", "+", "1e3", "²"])
def test_only_ascii_digits_are_numbers(text: str) -> None:
    with pytest.raises(ValueError):
        limits.parse_int(text)
    assert limits.parse_int(" 42 ") == 42 and limits.parse_int("-7") == -7
