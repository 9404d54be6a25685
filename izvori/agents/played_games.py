"""A folder's record of the games of one match, so a long run can stop and go on (issue 14 §7).

The strength runs the issue asks for (tesko against lako at N ≥ 1000) take hours of CPU — more
than one sitting. `benchmarks/ai_strength.py --out DIR` appends every finished game of a pair to
`DIR/A_vs_B.games.jsonl` the moment it ends: one line of JSON per game (its index in the
schedule, the winner, the turns and the think times of both sides). A first line says which
match the file is (the pair, the seed, the budget, the turn cap, the decks); a second run with
the same DIR and the same match plays only the schedule's games not yet in the file — the same
seeds as one long run, none twice — and the table is worked out from every game in the file.

Ctrl+C loses at most the game being played: every finished one is already on disk.
"""

from __future__ import annotations

import json
import os
from collections.abc import Iterable
from dataclasses import asdict
from pathlib import Path
from typing import Any

from izvori.agents.arena import GameOutcome, GameSpec, Tally

SUFFIX = ".games.jsonl"


class OtherMatch(Exception):
    """The file is of another match (another pair, seed, budget, turn cap or decks)."""


def match_key(
    agents: tuple[str, str],
    seed: int,
    think_ms: int | None,
    turn_cap: int,
    decks: list[str],
    *,
    open_lists: bool = True,
) -> dict[str, Any]:
    """What must be the same for two runs to be one match (`schedule`'s arguments but N).
    Closed deck lists are named only when closed, so the folders of earlier runs (all with
    open lists) still go on."""
    key: dict[str, Any] = {
        "agents": list(agents),
        "seed": seed,
        "think_ms": think_ms,
        "turn_cap": turn_cap,
        "decks": sorted(decks),
    }
    if not open_lists:
        key["lists"] = "closed"
    return key


def path_for(folder: Path, agents: tuple[str, str]) -> Path:
    return folder / f"{agents[0]}_vs_{agents[1]}{SUFFIX}"


def load(path: Path, key: dict[str, Any]) -> list[GameOutcome]:
    """The games of the file, in schedule order (none if there is no file yet); OtherMatch
    if it records another match. A last line cut short (the run was killed while writing it)
    is left out: that game is played again."""
    if not path.exists():
        return []
    lines = path.read_text(encoding="utf-8").splitlines()
    if not lines:
        return []
    if json.loads(lines[0]) != {"match": key}:
        raise OtherMatch(lines[0])
    games: dict[int, GameOutcome] = {}
    for line in lines[1:]:
        try:
            row = json.loads(line)
        except json.JSONDecodeError:
            continue  # the last line, half written when the run was stopped
        outcome = _outcome(row)
        games[outcome.index] = outcome
    return [games[i] for i in sorted(games)]


def load_match(path: Path) -> tuple[dict[str, Any], list[GameOutcome]]:
    """The match a file records (its first line) and its games, as `load` reads them; for
    pooling the runs of one match played with several seeds (`ai_strength.py --pool`).
    OtherMatch if the first line names no match."""
    lines = path.read_text(encoding="utf-8").splitlines()
    head = json.loads(lines[0]) if lines else None
    key = head.get("match") if isinstance(head, dict) else None
    if not isinstance(key, dict):
        raise OtherMatch(lines[0] if lines else "")
    return key, load(path, key)


def to_play(specs: list[GameSpec], played: Iterable[GameOutcome]) -> list[GameSpec]:
    """The games of the schedule not played yet."""
    done = {o.index for o in played}
    return [s for s in specs if s.index not in done]


class Appender:
    """Writes each finished game at once (and the match line first, for a new file)."""

    def __init__(self, path: Path, key: dict[str, Any]) -> None:
        self.path = path
        path.parent.mkdir(parents=True, exist_ok=True)
        if not path.exists() or path.stat().st_size == 0:
            self._write(json.dumps({"match": key}))

    def add(self, outcome: GameOutcome) -> None:
        self._write(json.dumps(_row(outcome)))

    def _write(self, line: str) -> None:
        with self.path.open("a", encoding="utf-8") as f:
            f.write(line + "\n")
            f.flush()
            os.fsync(f.fileno())  # on disk before the next game starts


def tally_of(agents: tuple[str, str], outcomes: Iterable[GameOutcome]) -> Tally:
    t = Tally(agents)
    for o in outcomes:
        t.add(o)
    return t


def _row(o: GameOutcome) -> dict[str, Any]:
    row = asdict(o)
    for key in ("think", "quick", "think_cpu", "quick_cpu"):
        # microseconds are plenty for think times, and keep a thousand games' file small
        row[key] = [[round(x, 6) for x in side] for side in row[key]]
    return row


def _outcome(row: dict[str, Any]) -> GameOutcome:
    def pair(key: str) -> tuple[list[float], list[float]]:
        a, b = row[key]
        return (list(a), list(b))

    return GameOutcome(
        index=int(row["index"]),
        winner=row["winner"],
        think=pair("think"),
        quick=pair("quick"),
        turns=int(row["turns"]),
        think_cpu=pair("think_cpu"),
        quick_cpu=pair("quick_cpu"),
        cpu_s=float(row.get("cpu_s", 0.0)),
    )
