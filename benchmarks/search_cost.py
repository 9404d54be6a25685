"""What a search game costs, and proof that making it cheaper changed no answer (issue 14).

    python benchmarks/search_cost.py run [--games 6] [--seed 1] [--turn-cap 60] [--profile F]
    python benchmarks/search_cost.py record FILE [--games 6] ...
    python benchmarks/search_cost.py check FILE [--games 6] ...
    python benchmarks/search_cost.py record tests/agents/data/search_answers.json --short

Plays the first `--games` tesko–lako games of `ai_strength.py`'s schedule (same seeds, decks and
seats) with the search deterministic (`izvori.agents.same_answers`: only the world count ends a
search), so the answers do not depend on the machine and the CPU time per game of two versions
of the code is comparable. Prints the CPU seconds of each game (process time), the searched
decisions and worlds, and a digest of every answer and reason of both seats. `record` writes the
answers to FILE; `check` plays again and exits 1 at the first answer that differs. `--profile F`
writes cProfile stats of the games (`python -m pstats F`). `--short`: the short games the test
suite checks (`same_answers.SHORT_GAMES`) instead — re-record them only for a change that is
meant to change answers, and say so in its commit.
"""

from __future__ import annotations

import argparse
import cProfile
import hashlib
import json
import statistics
import sys
import time
from pathlib import Path

from izvori.agents.arena import schedule
from izvori.agents.arena_cli import starter_decks
from izvori.agents.same_answers import PAIR, Played, play_deterministic, short_games


def first_difference(now: list[str], was: list[str]) -> str | None:
    for n, (got, exp) in enumerate(zip(now, was, strict=False)):
        if got != exp:
            return f"answer {n}:\n  was {exp}\n  now {got}"
    if len(now) != len(was):
        return f"{len(was)} answers were, {len(now)} now"
    return None


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(prog="python benchmarks/search_cost.py")
    ap.add_argument("mode", choices=["run", "record", "check"])
    ap.add_argument("file", nargs="?", default=None)
    ap.add_argument("--games", type=int, default=6)
    ap.add_argument("--seed", type=int, default=1)
    ap.add_argument("--turn-cap", type=int, default=60)
    ap.add_argument("--profile", default=None, help="write cProfile stats of the games here")
    ap.add_argument("--short", action="store_true", help="the test suite's short games")
    args = ap.parse_args(argv)
    if args.mode != "run" and args.file is None:
        ap.error("record and check need a FILE")
    if args.short:
        return short(args.mode, args.file)
    specs = schedule(PAIR, starter_decks(), args.games, args.seed, None, args.turn_cap)
    was: list[list[str]] = []
    if args.mode == "check":
        was = json.loads(Path(args.file).read_text(encoding="utf-8"))["games"]
    # CPU time, not wall: on a shared machine the waits for a core are not the code's
    prof = cProfile.Profile(time.process_time) if args.profile else None
    played: list[Played] = []
    for i, spec in enumerate(specs):
        if prof is not None:
            prof.enable()
        game = play_deterministic(spec)
        if prof is not None:
            prof.disable()
        played.append(game)
        print(
            f"game {spec.index} {'–'.join(spec.decks)}: {game.cpu_s:.2f} s CPU, "
            f"{game.searched} searched, {game.worlds} worlds, {len(game.lines)} answers",
            flush=True,
        )
        if args.mode == "check":
            diff = first_difference(game.lines, was[i])
            if diff is not None:
                print(f"DIFFERENT in game {spec.index}, {diff}")
                return 1
    if prof is not None:
        prof.dump_stats(args.profile)
    text = "\n".join(line for g in played for line in g.lines)
    cpu = [g.cpu_s for g in played]
    summary = {
        "games": len(played),
        "cpu_s_total": round(sum(cpu), 2),
        "cpu_s_median": round(statistics.median(cpu), 2),
        "searched": sum(g.searched for g in played),
        "worlds": sum(g.worlds for g in played),
        "answers": sum(len(g.lines) for g in played),
        "digest": hashlib.sha256(text.encode()).hexdigest()[:16],
    }
    print(json.dumps(summary))
    if args.mode == "record":
        games = [g.lines for g in played]
        record = {"pair": PAIR, "seed": args.seed, "turn_cap": args.turn_cap, "games": games}
        Path(args.file).write_text(json.dumps(record, ensure_ascii=False), encoding="utf-8")
    if args.mode == "check":
        print("same answers")
    return 0


def short(mode: str, file: str | None) -> int:
    games = short_games()
    if mode == "record" and file is not None:
        Path(file).write_text(json.dumps({"games": games}, ensure_ascii=False, indent=0) + "\n")
    if mode == "check" and file is not None:
        was = json.loads(Path(file).read_text(encoding="utf-8"))["games"]
        for i, (now, then) in enumerate(zip(games, was, strict=True)):
            diff = first_difference(now, then)
            if diff is not None:
                print(f"DIFFERENT in short game {i}, {diff}")
                return 1
        print("same answers")
    print(f"{len(games)} games, {sum(map(len, games))} answers")
    return 0


if __name__ == "__main__":
    sys.exit(main())
