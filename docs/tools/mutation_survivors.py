"""The survivors of a mutmut run that nobody has decided yet (issue 19, docs/mutation.md).

mutmut 3 cannot be told that a mutant is decided, and its mutant numbers move when the code of a
function changes; so the decided survivors are listed in docs/mutation/equivalent.toml by
function and by the lines the mutant changes (the `-` and `+` lines of `mutmut show`, with the
unchanged lines around them), each with where its reason is written, in one of three tables:

- `[[equivalent]]`: no test can tell it from the original (the reason says why);
- `[[not_reachable]]`: no card of today's pool reaches the changed line (the reason says what
  card would);
- `[[killed_outside]]`: killed, but not inside mutmut's run — by a test outside its selection,
  or in a fresh process only (a function run once at import, such as an effect factory whose
  product the registry keeps: mutmut forks its workers after that import). `tests` names the
  test that kills it; `--verify` runs each such survivor in a fresh process against its tests.

A survivor whose function and lines match an entry is not reported again; one whose function
changed is (its entry no longer matches: look again).

Run inside a mutation copy, after `mutmut run`:

    python /path/to/checkout/docs/tools/mutation_survivors.py [--only izvori.engine.sba]
        # the survivors (and "no tests") not listed; exit status 1 if there are any
    python /path/to/checkout/docs/tools/mutation_survivors.py --record "mutation/x.md, session 18"
        # the same survivors as TOML entries to append to equivalent.toml, once each is
        # decided (its reason written in that module's file); --kind not_reachable for those
    python /path/to/checkout/docs/tools/mutation_survivors.py --kill tests/engine/test_x.py
        # each unlisted survivor run in a fresh process against these tests: the killed ones
        # printed as [[killed_outside]] entries naming the test that failed first
    python /path/to/checkout/docs/tools/mutation_survivors.py --verify
        # every survivor listed as killed_outside run against its tests; exit 1 if one survives
    python /path/to/checkout/docs/tools/mutation_survivors.py --table
        # each module's figures as a Markdown table: mutants, killed (by mutmut, outside it),
        # equivalent, not reachable, open, not run, and the score the goal counts
"""

from __future__ import annotations

import argparse
import json
import subprocess
import sys
import tomllib
from collections.abc import Callable, Iterable
from pathlib import Path
from typing import NamedTuple

sys.path.insert(0, str(Path(__file__).resolve().parent))
from mutation_widen import function_of, run_mutant  # the same names and fresh-process run

EQUIVALENT = Path(__file__).resolve().parent.parent / "mutation" / "equivalent.toml"
UNDECIDED = ("survived", "no tests")
KINDS = ("equivalent", "not_reachable", "killed_outside")
LIMIT_S = 300.0

#: Runs one mutant in a fresh process against tests: ("killed", first failing test),
#: ("survived", ""), ("endless", "") or ("error", what pytest said: no such test).
Runner = Callable[[str, list[str]], tuple[str, str]]


class Change(NamedTuple):
    """What a mutant does, without its number: the function, the lines it removes and adds, and
    the unchanged lines around them in the diff (the same line may be in a function twice)."""

    function: str
    context: tuple[str, ...]
    removed: tuple[str, ...]
    added: tuple[str, ...]


class Decided(NamedTuple):
    """How a listed change was decided: its table, and for killed_outside the tests."""

    kind: str
    tests: tuple[str, ...] = ()


def change_of(name: str, shown: str) -> Change:
    """The change a mutant makes, read from the unified diff `mutmut show` prints."""
    context: list[str] = []
    removed: list[str] = []
    added: list[str] = []
    for line in shown.splitlines():
        if line.startswith(("---", "+++", "@@", "#")):
            continue
        if line.startswith("-"):
            removed.append(line[1:].strip())
        elif line.startswith("+"):
            added.append(line[1:].strip())
        elif line.startswith(" "):
            context.append(line[1:].strip())
    return Change(function_of(name), tuple(context), tuple(removed), tuple(added))


def statuses(results: str, only: str = "") -> list[tuple[str, str]]:
    """Each mutant `mutmut results` lists (starting with `only`), with its status."""
    out = []
    for line in results.splitlines():
        name, _, status = line.strip().rpartition(": ")
        if name.startswith(only) and name:
            out.append((name, status))
    return out


def undecided(results: str, only: str = "") -> list[str]:
    """The names `mutmut results` lists as survived or without tests (starting with `only`)."""
    return [name for name, status in statuses(results, only) if status in UNDECIDED]


def listed(text: str) -> dict[Change, Decided]:
    """The changes equivalent.toml lists, with how each was decided."""
    data = tomllib.loads(text)
    return {
        Change(e["function"], tuple(e["context"]), tuple(e["removed"]), tuple(e["added"])): (
            Decided(kind, tuple(e.get("tests", ())))
        )
        for kind in KINDS
        for e in data.get(kind, [])
    }


def toml_entry(
    name: str, change: Change, reason: str, kind: str = "equivalent", tests: Iterable[str] = ()
) -> str:
    """One entry of equivalent.toml (strings written as JSON, which TOML reads the same)."""
    lines = [
        f"[[{kind}]]",
        f"mutant = {json.dumps(name, ensure_ascii=False)}",
        f"function = {json.dumps(change.function, ensure_ascii=False)}",
        f"context = {json.dumps(list(change.context), ensure_ascii=False)}",
        f"removed = {json.dumps(list(change.removed), ensure_ascii=False)}",
        f"added = {json.dumps(list(change.added), ensure_ascii=False)}",
    ]
    if kind == "killed_outside":
        lines.append(f"tests = {json.dumps(list(tests), ensure_ascii=False)}")
    return "\n".join([*lines, f"reason = {json.dumps(reason, ensure_ascii=False)}", ""])


class _Mutmut:
    """`mutmut results` and `mutmut show NAME`, answered in this process with mutmut's own
    functions: the results are read once, and a diff costs no new process (a `mutmut show`
    command takes about a second of CPU, a thousand of them a core's quarter of an hour)."""

    def __init__(self) -> None:
        self._paths: dict[str, Path] = {}

    def __call__(self, *args: str) -> str:
        try:
            from mutmut.mutation.data import SourceFileMutationData
            from mutmut.mutation.diff_apply import get_diff_for_mutant
            from mutmut.stats import status_by_exit_code
            from mutmut.utils.file_utils import walk_mutatable_files
        except ImportError:  # another mutmut 3: its commands say the same
            return subprocess.run(["mutmut", *args], capture_output=True, text=True).stdout
        if args == ("results",):
            lines = []
            for path in walk_mutatable_files():
                data = SourceFileMutationData(path=path)
                data.load()
                for name, code in data.exit_code_by_key.items():
                    self._paths[name] = path
                    lines.append(f"    {name}: {status_by_exit_code[code]}")
            return "\n".join(lines)
        name = args[1]
        return get_diff_for_mutant(name, path=self._paths.get(name))


_mutmut = _Mutmut()


def _fresh(name: str, tests: list[str]) -> tuple[str, str]:
    return run_mutant(Path.cwd(), name, tests, LIMIT_S)


def report(
    names: Iterable[str],
    known: dict[Change, Decided],
    show: Callable[[str], str],
) -> tuple[list[tuple[str, Change]], list[tuple[str, Decided]]]:
    """The undecided mutants whose change is not listed, and the listed ones killed outside."""
    left = []
    outside = []
    for name in names:
        change = change_of(name, show(name))
        decided = known.get(change)
        if decided is None:
            left.append((name, change))
        elif decided.kind == "killed_outside":
            outside.append((name, decided))
    return left, outside


#: the table's columns after the module's name, in order
COLUMNS = ("mutants", "killed", "killed outside", "equivalent", "not reachable", "open", "not run")
#: mutmut's verdicts that are a kill (a timeout is one for mutmut: the mutant made a test hang;
#: "segfault" is also its name for the CPU limit's SIGKILL). The rest but survivors and "no
#: tests" (not checked, skipped, interrupted, suspicious: an exit code mutmut doesn't know) are
#: counted "not run": the mutant has to be run again
KILLED = ("killed", "timeout", "segfault", "caught by type check")


def table(
    all_statuses: list[tuple[str, str]],
    known: dict[Change, Decided],
    show: Callable[[str], str],
) -> str:
    """Each module's figures as a Markdown table, and the total. The score is the goal's:
    killed (by mutmut or outside it) of the mutants that are neither equivalent nor not
    reachable. A mutant not run yet counts against it, so a score of 100 % means a finished run."""
    counts: dict[str, dict[str, int]] = {}
    for name, status in all_statuses:
        row = counts.setdefault(function_of(name).rpartition(".")[0], dict.fromkeys(COLUMNS, 0))
        row["mutants"] += 1
        if status in KILLED:
            row["killed"] += 1
        elif status in UNDECIDED:
            decided = known.get(change_of(name, show(name)))
            row[decided.kind.replace("_", " ") if decided else "open"] += 1
        else:  # not checked, skipped, interrupted
            row["not run"] += 1
    total = dict.fromkeys(COLUMNS, 0)
    for row in counts.values():
        for column in COLUMNS:
            total[column] += row[column]
    lines = [
        "| module | " + " | ".join(COLUMNS) + " | score |",
        "| --- |" + " ---: |" * (len(COLUMNS) + 1),
    ]
    for module, row in [*sorted(counts.items()), ("**all**", total)]:
        counted = row["mutants"] - row["equivalent"] - row["not reachable"]
        kills = row["killed"] + row["killed outside"]
        score = f"{100 * kills / counted:.2f} %" if counted else "—"
        cells = " | ".join(f"{row[column]:,}" for column in COLUMNS)
        lines.append(f"| {module} | {cells} | {score} |")
    return "\n".join(lines)


def _passes_clean(tests: list[str], run: Runner) -> bool:
    """The tests must pass with no mutant active, or their failing says nothing (a test newer
    than the copy, a file that isn't there)."""
    verdict, said = run("", tests)
    if verdict != "survived":
        print(f"not passing with no mutant ({verdict} {said}): {' '.join(tests)}", file=sys.stderr)
    return verdict == "survived"


def _kill(left: list[tuple[str, Change]], tests: list[str], reason: str, run: Runner) -> int:
    if left and not _passes_clean(tests, run):
        return 1
    for name, change in left:
        verdict, test = run(name, tests)
        if verdict == "killed":
            # a collection error (the mutant breaks an import) names no failing test: the
            # files it was run against are what kills it
            killers = [test] if test.startswith("tests/") else tests
            print(toml_entry(name, change, reason, "killed_outside", killers))
        else:
            print(f"{verdict}: {name}", file=sys.stderr)
    return 0


def _verify(outside: list[tuple[str, Decided]], run: Runner) -> int:
    tests = sorted({test for _, decided in outside for test in decided.tests})
    if outside and not _passes_clean(tests, run):
        return 1
    alive = 0
    for name, decided in outside:
        verdict, said = run(name, list(decided.tests))
        if verdict in ("survived", "error"):  # a timeout counts as killed, as in mutmut
            alive += 1
            print(f"{verdict} against its tests {' '.join(decided.tests)}: {name} {said}")
    print(f"{len(outside) - alive} of {len(outside)} killed_outside still killed", file=sys.stderr)
    return 1 if alive else 0


def main(
    argv: list[str] | None = None,
    mutmut: Callable[..., str] = _mutmut,
    run: Runner = _fresh,
) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--equivalent", type=Path, default=EQUIVALENT)
    parser.add_argument("--only", default="", help="only mutants whose name starts with this")
    parser.add_argument("--record", metavar="REASON", help="print TOML entries with this reason")
    parser.add_argument("--kind", choices=KINDS[:2], default="equivalent")
    parser.add_argument("--kill", nargs="+", metavar="TEST", help="fresh-process kill check")
    parser.add_argument("--verify", action="store_true", help="re-run the killed_outside")
    parser.add_argument("--table", action="store_true", help="each module's figures (Markdown)")
    args = parser.parse_args(argv)
    known = listed(args.equivalent.read_text(encoding="utf-8"))
    if args.table:
        print(table(statuses(mutmut("results"), args.only), known, lambda n: mutmut("show", n)))
        return 0
    names = undecided(mutmut("results"), args.only)
    left, outside = report(names, known, lambda n: mutmut("show", n))
    if args.verify:
        return _verify(outside, run)
    if args.kill:
        reason = args.record or "killed in a fresh process by this test"
        return _kill(left, args.kill, reason, run)
    for name, change in left:
        if args.record:
            print(toml_entry(name, change, args.record, args.kind))
        else:
            print(name, "|", " / ".join(change.removed), "→", " / ".join(change.added))
    if not args.record:
        print(f"{len(left)} undecided (not in {args.equivalent.name})", file=sys.stderr)
    return 1 if left and not args.record else 0


if __name__ == "__main__":
    raise SystemExit(main())
