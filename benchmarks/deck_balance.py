"""Deck balance (issue 16 item 4): every pairing of the five starter decks, agent against agent.

    python benchmarks/deck_balance.py [--games N] [--jobs J] [--agent lako] [--seed S]

For each pairing of two different starter decks, N games (a multiple of 4 is best) in fours:
both seats and both deck assignments (izvori.agents.arena.schedule), so the first-player
advantage cancels out. The same agent plays both sides, so the result measures the decks. The
table gives each pairing's wins per deck, draws (turn cap) and the first deck's share of the
decided games with its Wilson 95% interval. Rows are printed as each pairing finishes.
"""

from __future__ import annotations

import argparse
import sys
import time
from itertools import combinations

from izvori.agents.arena import GameSpec, run, wilson

STARTER_DECKS = ("crna", "crvena", "plava", "zelena", "zuta")


def pairing_specs(
    a: str, b: str, agent: str, games: int, seed: int, turn_cap: int
) -> list[GameSpec]:
    out = []
    for i in range(games):
        decks = (a, b) if (i // 2) % 2 == 0 else (b, a)
        out.append(GameSpec(i, (agent, agent), decks, i % 2, seed * 100_003 + i, None, turn_cap))
    return out


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(prog="python benchmarks/deck_balance.py")
    ap.add_argument("--games", type=int, default=40)
    ap.add_argument("--jobs", type=int, default=1)
    ap.add_argument("--seed", type=int, default=1)
    ap.add_argument("--agent", default="lako")
    ap.add_argument("--turn-cap", type=int, default=60)
    ap.add_argument("--decks", nargs="*", default=list(STARTER_DECKS))
    args = ap.parse_args(argv)
    print(f"agent: {args.agent} protiv {args.agent}; partija po paru: {args.games}")
    print("| špil A | špil B | partije | A pobede | B pobede | nerešeno | A udeo (95% Wilson) |")
    print("| --- | --- | --- | --- | --- | --- | --- |", flush=True)
    for a, b in combinations(args.decks, 2):
        t0 = time.perf_counter()
        specs = pairing_specs(a, b, args.agent, args.games, args.seed, args.turn_cap)
        wins = {a: 0, b: 0}
        draws = 0
        by_index = {s.index: s for s in specs}
        for o in run(specs, args.jobs):
            spec = by_index[o.index]
            if o.winner is None:
                draws += 1
            else:
                wins[spec.decks[0] if o.winner == "A" else spec.decks[1]] += 1
        decided = wins[a] + wins[b]
        share = wins[a] / decided if decided else 0.0
        lo, hi = wilson(wins[a], decided) if decided else (0.0, 0.0)
        print(
            f"| {a} | {b} | {len(specs)} | {wins[a]} | {wins[b]} | {draws} | "
            f"{100 * share:.1f}% ({100 * lo:.1f}–{100 * hi:.1f}%) |",
            flush=True,
        )
        print(f"  ({time.perf_counter() - t0:.0f} s)", file=sys.stderr, flush=True)
    return 0


if __name__ == "__main__":
    sys.exit(main())
