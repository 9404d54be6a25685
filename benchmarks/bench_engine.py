"""Engine benchmark (not a test): games/s, answers/s, decisions/s and state-copy time.

Run:
    python benchmarks/bench_engine.py [--games 60] [--seed 11] [--runs 3]
    python benchmarks/bench_engine.py --against 949f7f6      # side by side with another commit
    python benchmarks/bench_engine.py --against 949f7f6 --against f5e3640   # with several

Every figure is the median of `--runs` runs on the same games (demo decks, seeds as
`izvori simulate --games N --seed S` uses them):

* with invariants: `simulate` exactly as `izvori simulate` runs it (every invariant checked after
  every answer) — the closing line's "X partija/s, Y odgovora/s";
* engine only: the same games without the checks; also decisions with more than one option per
  second (the decisions a searching opponent would branch on);
* state copy: `Game.copy()` of a turn-8 position, in ms.

`--ops N` also counts, in each tree, the Python bytecode instructions and calls of N
engine-only games (the same games): a measure that doesn't depend on the load.

Times are CPU time of the measuring process (`time.process_time`), not wall time, because this
machine is shared: what other programs run doesn't count (though they still disturb caches).
`--against REV` exports REV with `git archive` into a temporary folder and measures both trees
in fresh interpreters, alternately, run by run, on the same games; the ratio of the medians is
what to read. `--against` may be given more than once: every tree is measured in turn, each
run, and the ratios of this tree to each are printed. Each measurement runs in its own
process with only that tree on `sys.path`, so the engines never mix. `--cpu N` pins them all
to one core.

Targets (issue 13): >= 4x the games/s of commit 949f7f6 on the same workload, >= 27,000 answers/s
(on the machine where 949f7f6 made 6,291); a mid-game state copy < 0.1 ms.
"""

from __future__ import annotations

import argparse
import json
import os
import platform
import statistics
import subprocess
import sys
import tempfile
from pathlib import Path
from typing import Any

REPO = Path(__file__).resolve().parent.parent

#: Runs inside a fresh interpreter with one engine tree first on sys.path. Uses only the API that
#: every revision since issue 2 has (Game, RandomAgent, simulate, the deck loader), so old
#: commits can be measured by the same code.
MEASURE = r"""
import json, sys, time
tree, games, seed, what = sys.argv[1], int(sys.argv[2]), int(sys.argv[3]), sys.argv[4]
sys.path.insert(0, tree)
from izvori.agents.random_agent import RandomAgent
from izvori.agents.simulate import simulate
from izvori.cards.library import load_cards_or_raise, load_deck_by_name
from izvori.engine.game import Game

pool = load_cards_or_raise()
decks = [load_deck_by_name(n, pool).cards for n in ("demo-crvena", "demo-zelena")]
out = {}
clock = time.process_time  # CPU time of this process: what other programs do doesn't count
if what == "checked":
    t0 = clock()
    r = simulate(decks, games, seed, check=True)
    out = {"games": r.games, "answers": r.answers, "seconds": clock() - t0}
elif what == "engine":
    answers = branching = 0
    t0 = clock()
    for i in range(games):
        game_seed = seed * 100_003 + i  # as simulate() seeds its games
        game = Game(decks, seed=game_seed)
        agent = RandomAgent(game_seed)
        while game.result is None and game.turn <= 200:
            d = game.pending
            if len(d.options) > 1:
                branching += 1
            game.submit(agent.choose(d))
            answers += 1
    out = {"games": games, "answers": answers, "branching": branching,
           "seconds": clock() - t0}
elif what == "ops":
    # Deterministic: Python bytecode instructions and Python calls of the engine-only games
    # (the same games on any machine, under any load; tracing makes them ~50x slower).
    count = [0, 0]
    def tracer(frame, event, arg):
        frame.f_trace_opcodes = True
        if event == "opcode":
            count[0] += 1
        elif event == "call":
            count[1] += 1
        return tracer
    answers = 0
    sys.settrace(tracer)
    for i in range(games):
        game_seed = seed * 100_003 + i
        game = Game(decks, seed=game_seed)
        agent = RandomAgent(game_seed)
        while game.result is None and game.turn <= 200:
            game.submit(agent.choose(game.pending))
            answers += 1
    sys.settrace(None)
    out = {"games": games, "answers": answers, "instructions": count[0], "calls": count[1]}
elif what == "copy":
    times = []
    for s in range(10):
        game = Game(decks, seed=s)
        agent = RandomAgent(s)
        while game.result is None and game.turn < 8:
            game.submit(agent.choose(game.pending))
        t0 = clock()
        for _ in range(200):
            game.copy()
        times.append((clock() - t0) / 200 * 1000)
    times.sort()
    out = {"copy_ms": times[len(times) // 2]}
print(json.dumps(out))
"""


def measure(tree: Path, games: int, seed: int, what: str, cpu: int | None) -> dict[str, Any]:
    env = {k: v for k, v in os.environ.items() if k != "PYTHONPATH"}
    env["PYTHONPATH"] = str(tree)
    cmd = [sys.executable, "-c", MEASURE, str(tree), str(games), str(seed), what]
    if cpu is not None:
        cmd = ["taskset", "-c", str(cpu), *cmd]
    res = subprocess.run(cmd, env=env, capture_output=True, text=True, check=False, cwd=tree)
    if res.returncode != 0:
        raise SystemExit(f"measuring {tree} ({what}) failed:\n{res.stderr}")
    data: dict[str, Any] = json.loads(res.stdout.strip().splitlines()[-1])
    return data


def figures(runs: list[dict[str, dict[str, Any]]]) -> dict[str, float]:
    """Medians over the runs of every rate."""

    def med(values: list[float]) -> float:
        return statistics.median(values)

    def rate(what: str, key: str) -> float:
        return med([r[what][key] / r[what]["seconds"] for r in runs])

    return {
        "checked_games_per_s": rate("checked", "games"),
        "checked_answers_per_s": rate("checked", "answers"),
        "engine_games_per_s": rate("engine", "games"),
        "engine_answers_per_s": rate("engine", "answers"),
        "branching_decisions_per_s": rate("engine", "branching"),
        "copy_ms": med([r["copy"]["copy_ms"] for r in runs]),
        "answers": runs[0]["engine"]["answers"],
        "branching": runs[0]["engine"]["branching"],
    }


def export(rev: str, into: Path) -> Path:
    """`git archive REV` into a fresh folder: the tree as it was at REV, without a worktree."""
    dest = into / rev.replace("/", "_")
    dest.mkdir(parents=True)
    archive = subprocess.run(
        ["git", "-C", str(REPO), "archive", rev], capture_output=True, check=True
    ).stdout
    subprocess.run(["tar", "-x", "-C", str(dest)], input=archive, check=True)
    return dest


def show(label: str, f: dict[str, float], games: int) -> None:
    print(f"{label}:")
    print(
        f"  with invariants:  {f['checked_games_per_s']:6.1f} partija/s, "
        f"{f['checked_answers_per_s']:7.0f} odgovora/s"
    )
    print(
        f"  engine only:      {f['engine_games_per_s']:6.1f} games/s, "
        f"{f['engine_answers_per_s']:7.0f} answers/s, "
        f"{f['branching_decisions_per_s']:7.0f} decisions/s with >1 option "
        f"({games} games, {f['answers']:.0f} answers, {f['branching']:.0f} with >1 option)"
    )
    print(f"  state copy (turn 8): median {f['copy_ms']:.3f} ms")


def show_ops(ops: dict[str, dict[str, Any]]) -> None:
    """The deterministic counts of `--ops`, per answer, and this tree's against each other."""
    mine = ops["this tree"]
    for label, o in ops.items():
        per = o["instructions"] / o["answers"]
        print(
            f"{label}: {o['instructions']:,} Python instructions, {o['calls']:,} calls "
            f"({o['games']} games, {o['answers']} answers: {per:,.0f} and "
            f"{o['calls'] / o['answers']:,.0f} per answer)"
        )
        if o is not mine:
            ratio = (o["instructions"] / o["answers"]) / (mine["instructions"] / mine["answers"])
            print(f"  instructions per answer, {label} / this tree: {ratio:.2f}x")


def _ratios(new: dict[str, float], old: dict[str, float], rev: str) -> dict[str, float]:
    """This tree's figures over those of `rev` (copy: `rev`'s time over this tree's), printed."""
    if new["answers"] != old["answers"]:
        print(
            f"  NOTE: the two trees played different games ({new['answers']:.0f} answers "
            f"here, {old['answers']:.0f} at {rev})"
        )
    ratios = {
        k: new[k] / old[k]
        for k in (
            "checked_games_per_s",
            "checked_answers_per_s",
            "engine_games_per_s",
            "branching_decisions_per_s",
        )
    }
    ratios["copy_speedup"] = old["copy_ms"] / new["copy_ms"]
    print(f"ratio this tree / {rev}:")
    for k, v in ratios.items():
        print(f"  {k}: {v:.2f}x")
    return ratios


def main() -> None:
    ap = argparse.ArgumentParser()
    ap.add_argument("--games", type=int, default=60)
    ap.add_argument("--seed", type=int, default=11)
    ap.add_argument("--runs", type=int, default=3)
    ap.add_argument(
        "--against",
        metavar="REV",
        action="append",
        default=[],
        help="compare with this commit (may be given more than once)",
    )
    ap.add_argument("--cpu", type=int, default=None, help="pin the measurements to this core")
    ap.add_argument(
        "--ops",
        type=int,
        default=0,
        metavar="N",
        help="also count the Python instructions and calls of N engine-only games (deterministic)",
    )
    ap.add_argument("--json", action="store_true", help="last line: all figures as JSON")
    args = ap.parse_args()
    print(f"python {platform.python_version()} on {platform.machine()}, median of {args.runs}")
    with tempfile.TemporaryDirectory(prefix="izvori-bench-") as tmp:
        trees = {"this tree": REPO}
        for rev in args.against:
            trees[rev] = export(rev, Path(tmp))
        runs: dict[str, list[dict[str, dict[str, Any]]]] = {label: [] for label in trees}
        for _ in range(args.runs):
            for label in trees:
                runs[label].append({})
            for what in ("checked", "engine", "copy"):
                for label, tree in trees.items():  # alternately, so both see the same load
                    runs[label][-1][what] = m = measure(tree, args.games, args.seed, what, args.cpu)
                    # progress on stderr: a run of 60 games takes minutes on a loaded machine
                    print(f"run {len(runs[label])} {label} {what}: {m}", file=sys.stderr)
        ops = {
            label: measure(tree, args.ops, args.seed, "ops", None)
            for label, tree in trees.items()
            if args.ops
        }
    results: dict[str, Any] = {label: figures(r) for label, r in runs.items()} if args.runs else {}
    for label, f in results.items():
        show(label, f, args.games)
    if args.ops:
        show_ops(ops)
        out_ops: dict[str, Any] = {"ops": ops}
    else:
        out_ops = {}
    out: dict[str, Any] = {
        "games": args.games,
        "seed": args.seed,
        "runs": args.runs,
        **results,
        **out_ops,
    }
    all_ratios = (
        {rev: _ratios(results["this tree"], results[rev], rev) for rev in args.against}
        if results
        else {}
    )
    if len(all_ratios) == 1:
        out["ratios"] = next(iter(all_ratios.values()))  # the form of a single comparison
    elif all_ratios:
        out["ratios"] = all_ratios
    if args.json:
        print(json.dumps(out))


if __name__ == "__main__":
    main()
