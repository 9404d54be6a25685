"""`izvori simulate --agents A B [--think-ms N] [--jobs J] [--json]` (issue 14 item 7).

Prints one line per agent (Serbian) and, with --json, only a JSON object as the last line:
per agent wins, games, draws, score with its Wilson 95% interval, and think-time median / p95 /
max of real decisions (trivial ones apart). On a terminal (and not --json) a progress bar shows
the running score; Ctrl+C stops and reports the games played so far.
"""

from __future__ import annotations

import argparse
import json
import sys
from typing import Any

from izvori.agents.arena import Tally, schedule, tally
from izvori.agents.registry import AGENT_IDS, known
from izvori.strings import t

DEFAULT_DECKS = ["demo-crvena", "demo-zelena"]


def starter_decks() -> list[str]:
    from izvori.cards.decklist import deck_paths

    return sorted(p.stem for p in deck_paths() if not p.stem.startswith("demo-"))


def main(args: argparse.Namespace) -> int:
    agents = (str(args.agents[0]), str(args.agents[1]))
    for a in agents:
        if not known(a):
            print(t("ai.unknown_agent", name=a, choices=", ".join(AGENT_IDS)), file=sys.stderr)
            return 2
    explicit = list(args.decks) != DEFAULT_DECKS
    decks = list(args.decks) if explicit else starter_decks()
    pairings = [(decks[0], decks[1])] if explicit else None
    specs = schedule(
        agents, decks, args.games, args.seed, args.think_ms, args.turn_cap, pairings=pairings
    )
    as_json = bool(getattr(args, "json", False))
    bar = _Bar(args.games) if not as_json and sys.stderr.isatty() else None
    result = tally(specs, max(1, args.jobs), bar.update if bar is not None else None)
    if bar is not None:
        bar.close()
    data = result.to_json(args.think_ms)
    if as_json:
        print(json.dumps(data, ensure_ascii=False))
    else:
        for label, row in data["agents"].items():
            print(_line(label, row))
    return 0


def _line(label: str, row: dict[str, Any]) -> str:
    lo, hi = row["wilson95"]
    return t(
        "ai.cli.row",
        agent=label,
        wins=row["wins"],
        games=row["games"],
        draws=row["draws"],
        score=100 * row["score"],
        lo=100 * lo,
        hi=100 * hi,
        median=row["think_median_ms"],
        p95=row["think_p95_ms"],
        max=row["think_max_ms"],
    )


class _Bar:
    """A rich progress bar with the running score (terminal only)."""

    def __init__(self, total: int) -> None:
        from rich.progress import Progress

        self.progress = Progress(transient=True)
        self.progress.start()
        self.task = self.progress.add_task("", total=total)

    def update(self, result: Tally) -> None:
        a, b = result.labels()
        text = f"{a} {result.wins[0]} : {result.wins[1]} {b}"
        self.progress.update(self.task, completed=result.games, description=text)

    def close(self) -> None:
        self.progress.stop()
