"""Engine benchmark (not a test): random full games per second and state-copy time.

Run: python benchmarks/bench_engine.py [--games 200] [--seed 1]
Targets (issue 2): >= 20 full random games/s on one core; a mid-game state copy < 1 ms.
"""

from __future__ import annotations

import argparse
import platform
import statistics
import time

from izvori.agents.random_agent import RandomAgent
from izvori.agents.simulate import simulate
from izvori.cards.library import load_cards_or_raise, load_deck_by_name
from izvori.engine.game import Game


def main() -> None:
    ap = argparse.ArgumentParser()
    ap.add_argument("--games", type=int, default=200)
    ap.add_argument("--seed", type=int, default=1)
    args = ap.parse_args()
    pool = load_cards_or_raise()
    decks = [load_deck_by_name(n, pool).cards for n in ("demo-crvena", "demo-zelena")]

    fast = simulate(decks, args.games, args.seed, check=False)
    checked = simulate(decks, args.games // 4, args.seed, check=True)

    copies = []
    for s in range(10):
        game = Game(decks, seed=s)
        agent = RandomAgent(s)
        while game.result is None and game.turn < 8:
            assert game.pending is not None
            game.submit(agent.choose(game.pending))
        t0 = time.perf_counter()
        for _ in range(200):
            game.copy()
        copies.append((time.perf_counter() - t0) / 200 * 1000)

    print(f"python {platform.python_version()} on {platform.machine()}")
    print(
        f"engine only:      {fast.games / fast.seconds:6.1f} games/s, "
        f"{fast.answers / fast.seconds:7.0f} answers/s, avg {statistics.mean(fast.turns):.1f} "
        f"turns ({fast.games} games)"
    )
    print(
        f"with invariants:  {checked.games / checked.seconds:6.1f} games/s, "
        f"{checked.answers / checked.seconds:7.0f} answers/s ({checked.games} games)"
    )
    print(f"state copy (turn 8): median {statistics.median(copies):.3f} ms")


if __name__ == "__main__":
    main()
