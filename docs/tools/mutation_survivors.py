"""The survivors of a mutmut run that nobody has decided yet (issue 19, docs/mutation.md).

mutmut 3 cannot be told that a mutant is equivalent, and its mutant numbers move when the code
of a function changes; so the equivalent mutants are listed in docs/mutation/equivalent.toml
by function and by the lines the mutant changes (the `-` and `+` lines of `mutmut show`, with
the unchanged lines around them), each
with where its reason is written. A survivor whose function and lines match an entry is not
reported again; one whose function changed is (its entry no longer matches: look again).

Run inside a mutation copy, after `mutmut run`:

    python /path/to/checkout/docs/tools/mutation_survivors.py
        # the survivors (and "no tests") not listed; exit status 1 if there are any
    python /path/to/checkout/docs/tools/mutation_survivors.py --record "mutation/x.md, session 18"
        # the same survivors as TOML entries to append to equivalent.toml, once each is
        # decided equivalent (its reason written in that module's file)
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

EQUIVALENT = Path(__file__).resolve().parent.parent / "mutation" / "equivalent.toml"
UNDECIDED = ("survived", "no tests")


class Change(NamedTuple):
    """What a mutant does, without its number: the function, the lines it removes and adds, and
    the unchanged lines around them in the diff (the same line may be in a function twice)."""

    function: str
    context: tuple[str, ...]
    removed: tuple[str, ...]
    added: tuple[str, ...]


def function_of(name: str) -> str:
    """`izvori.cards.schema.x__raw__mutmut_6` → `izvori.cards.schema.x__raw`."""
    return name.rsplit("__mutmut_", 1)[0]


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


def undecided(results: str) -> list[str]:
    """The names `mutmut results` lists as survived or without tests."""
    out = []
    for line in results.splitlines():
        name, _, status = line.strip().rpartition(": ")
        if name and status in UNDECIDED:
            out.append(name)
    return out


def listed(text: str) -> set[Change]:
    """The changes equivalent.toml lists."""
    data = tomllib.loads(text)
    return {
        Change(e["function"], tuple(e["context"]), tuple(e["removed"]), tuple(e["added"]))
        for e in data.get("equivalent", [])
    }


def toml_entry(name: str, change: Change, reason: str) -> str:
    """One entry of equivalent.toml (strings written as JSON, which TOML reads the same)."""
    return "\n".join(
        [
            "[[equivalent]]",
            f"mutant = {json.dumps(name, ensure_ascii=False)}",
            f"function = {json.dumps(change.function, ensure_ascii=False)}",
            f"context = {json.dumps(list(change.context), ensure_ascii=False)}",
            f"removed = {json.dumps(list(change.removed), ensure_ascii=False)}",
            f"added = {json.dumps(list(change.added), ensure_ascii=False)}",
            f"reason = {json.dumps(reason, ensure_ascii=False)}",
            "",
        ]
    )


def _mutmut(*args: str) -> str:
    return subprocess.run(["mutmut", *args], capture_output=True, text=True, check=False).stdout


def report(
    names: Iterable[str],
    known: set[Change],
    show: Callable[[str], str],
) -> list[tuple[str, Change]]:
    """The undecided mutants whose change is not listed."""
    out = []
    for name in names:
        change = change_of(name, show(name))
        if change not in known:
            out.append((name, change))
    return out


def main(argv: list[str] | None = None, mutmut: Callable[..., str] = _mutmut) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--equivalent", type=Path, default=EQUIVALENT)
    parser.add_argument("--record", metavar="REASON", help="print TOML entries with this reason")
    args = parser.parse_args(argv)
    known = listed(args.equivalent.read_text(encoding="utf-8"))
    left = report(undecided(mutmut("results")), known, lambda n: mutmut("show", n))
    for name, change in left:
        if args.record:
            print(toml_entry(name, change, args.record))
        else:
            print(name, "|", " / ".join(change.removed), "→", " / ".join(change.added))
    if not args.record:
        print(f"{len(left)} undecided (not in {args.equivalent.name})", file=sys.stderr)
    return 1 if left and not args.record else 0


if __name__ == "__main__":
    raise SystemExit(main())
