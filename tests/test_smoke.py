"""A seeded full game between the demo decks finishes with every invariant intact."""

from izvori.agents.simulate import simulate
from izvori.cards.library import load_cards_or_raise, load_deck_by_name


def test_demo_decks_play_full_games_without_violation() -> None:
    pool = load_cards_or_raise()
    decks = [load_deck_by_name(n, pool).cards for n in ("demo-crvena", "demo-zelena")]
    res = simulate(decks, games=5, seed=7)
    assert res.failure is None, res.failure and res.failure.traceback
    assert res.games == 5
    assert res.capped == 0
