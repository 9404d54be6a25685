"""Strength and think time of the computer players (issue 14 items 5 and 7).

    python benchmarks/ai_strength.py [--games N] [--jobs J] [--think-ms MS] [--pairs A:B ...]
                                     [--out DIR]

Agent ids as `izvori simulate` takes them; `tesko@800` gives one search agent its own budget
(`--pairs tesko@800:tesko@200` measures 2× against 0.5× the default 400 ms). With `--out`, the
JSON of each match (as `simulate --json` prints it) is rewritten after every game, so a long
run stopped early keeps what it played.

Each match is played in seat- and deck-swapped fours over every starter-deck pairing (see
izvori.agents.arena); the table gives the score of the first agent with its Wilson 95%
interval, and the think times of real decisions (median / p95 / max) and the slowest trivial
answer. Wall-clock times: on a shared machine they include time the process waited for a core.
"""

from __future__ import annotations

import argparse
import json
import sys
import time
from pathlib import Path

from izvori.agents.arena import Tally, schedule, tally
from izvori.agents.arena_cli import starter_decks

DEFAULT_PAIRS = ["lako:nasumicno", "lako:lako"]


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(prog="python benchmarks/ai_strength.py")
    ap.add_argument("--games", type=int, default=40)
    ap.add_argument("--jobs", type=int, default=1)
    ap.add_argument("--seed", type=int, default=1)
    ap.add_argument("--think-ms", type=int, default=None)
    ap.add_argument("--turn-cap", type=int, default=60)
    ap.add_argument("--pairs", nargs="*", default=DEFAULT_PAIRS)
    ap.add_argument("--out", default=None, help="folder for each match's JSON, kept up to date")
    args = ap.parse_args(argv)
    decks = starter_decks()
    print(f"špilovi: {', '.join(decks)}; partija po meču: {args.games}")
    print(
        "| A | B | partije | A pobede | B pobede | nerešeno | A skor (95% Wilson) |"
        " A misli med/p95/max ms | A CPU med/p95/max ms | A trivijalan max ms (CPU) |"
    )
    print("|---|---|---|---|---|---|---|---|---|---|")
    for pair in args.pairs:
        a, b = pair.split(":")
        t0 = time.perf_counter()
        specs = schedule((a, b), decks, args.games, args.seed, args.think_ms, args.turn_cap)
        out = Path(args.out) / f"{a}_vs_{b}.json" if args.out else None

        def keep(t: Tally, out: Path | None = out) -> None:
            if out is not None:
                out.parent.mkdir(parents=True, exist_ok=True)
                tmp = out.with_suffix(".tmp")
                tmp.write_text(json.dumps(t.to_json(args.think_ms), ensure_ascii=False))
                tmp.replace(out)

        res = tally(specs, args.jobs, keep)
        row = res.to_json(args.think_ms)["agents"]
        ra, rb = (row[label] for label in res.labels())
        lo, hi = ra["wilson95"]
        print(
            f"| {a} | {b} | {res.games} | {ra['wins']} | {rb['wins']} | {res.draws} | "
            f"{100 * ra['score']:.1f}% ({100 * lo:.1f}–{100 * hi:.1f}%) | "
            f"{ra['think_median_ms']}/{ra['think_p95_ms']}/{ra['think_max_ms']} | "
            f"{ra['think_cpu_median_ms']}/{ra['think_cpu_p95_ms']}/{ra['think_cpu_max_ms']} | "
            f"{ra['trivial_max_ms']} ({ra['trivial_cpu_max_ms']}) |",
            flush=True,
        )
        print(f"  ({time.perf_counter() - t0:.0f} s)", file=sys.stderr)
    return 0


if __name__ == "__main__":
    sys.exit(main())
