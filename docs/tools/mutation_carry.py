"""Carry the kills of earlier mutmut runs into this one (issue 19, docs/mutation.md).

mutmut 3 keeps a mutant's verdict while its function's hash is unchanged and runs it again
when the function changes: that is how a second `mutmut run` in the same copy only retests
what changed. A run of everything is days of two cores, so the modules were run in copies of
their own over several sessions; this tool gives a new copy the verdicts those copies hold for
functions that are still the same, byte for byte (mutmut's own hash of the function):

- only kills are carried (a timeout too, as mutmut counts it). A survivor is run again: a
  test written since may kill it, and a survivor must be decided against today's tests;
- the newest copy's verdict wins where two copies hold the same function (a survivor there
  is not overruled by an older kill);
- a mutant whose function has no copy with the same hash stays "not checked": `mutmut run`
  runs it.

Run inside the new copy, after mutmut has written its mutants (a `mutmut run` started and
stopped, or the `mutants/` folder of the newest earlier copy copied in with it):

    python /path/to/checkout/docs/tools/mutation_carry.py /tmp/mut-old-1 /tmp/mut-old-2 ...

It writes `mutants/carried.json` (each carried mutant and the copy it came from) and prints how
many it carried and how many are left to run, module by module.
"""

from __future__ import annotations

import argparse
import json
import sys
from collections import Counter
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))
from mutation_widen import function_of  # the same names as the other mutation tools

#: mutmut's exit codes that are a kill (stats.status_by_exit_code: killed, pytest's internal
#: error, timeouts by SIGXCPU, the CPU limit's SIGKILL and a segfault, caught by type check)
KILL_CODES = frozenset({1, 3, 36, -24, 24, 152, 255, -11, -9, 37})


def _function(mutant: str) -> str:
    """The key of mutmut's hash_by_function_name: the mangled name without its module."""
    return function_of(mutant).rpartition(".")[2]


def _metas(copy: Path) -> dict[str, Path]:
    root = copy / "mutants"
    return {str(p.relative_to(root)): p for p in root.rglob("*.meta")}


def earlier_kills(copies: list[Path]) -> dict[tuple[str, str, str], tuple[int, str]]:
    """(meta file, mutant, function hash) → (exit code, copy) for every mutant whose newest
    verdict among the copies is a kill (a newer survivor of the same function is not
    overruled by an older kill: the tests or the run's set-up may have changed between)."""
    found = [
        (meta.stat().st_mtime, rel, meta, copy)
        for copy in copies
        for rel, meta in _metas(copy).items()
    ]
    newest: dict[tuple[str, str, str], tuple[int, str]] = {}
    for _, rel, meta, copy in sorted(found, key=lambda entry: entry[0], reverse=True):
        data = json.loads(meta.read_text(encoding="utf-8"))
        hashes = data.get("hash_by_function_name", {})
        for mutant, code in data["exit_code_by_key"].items():
            function_hash = hashes.get(_function(mutant))
            if code is not None and function_hash is not None:
                newest.setdefault((rel, mutant, function_hash), (code, str(copy)))
    return {key: verdict for key, verdict in newest.items() if verdict[0] in KILL_CODES}


def carry(here: Path, copies: list[Path]) -> tuple[dict[str, str], Counter[str]]:
    """Write the carried kills into this copy's metas; the carried mutants with their copy,
    and each meta file's count of mutants still not checked."""
    kills = earlier_kills(copies)
    carried: dict[str, str] = {}
    left: Counter[str] = Counter()
    for rel, meta in sorted(_metas(here).items()):
        data = json.loads(meta.read_text(encoding="utf-8"))
        hashes = data["hash_by_function_name"]
        changed = False
        for mutant, code in data["exit_code_by_key"].items():
            if code is not None:
                continue
            kill = kills.get((rel, mutant, hashes.get(_function(mutant), "")))
            if kill is None:
                left[rel] += 1
                continue
            code, carried[mutant] = kill
            data["exit_code_by_key"][mutant] = code
            changed = True
        if changed:
            meta.write_text(json.dumps(data), encoding="utf-8")
    return carried, left


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("copies", nargs="+", type=Path, help="earlier mutation copies")
    args = parser.parse_args(argv)
    here = Path.cwd()
    if not (here / "mutants").is_dir():
        print("no mutants/ here: run this inside the new mutation copy", file=sys.stderr)
        return 2
    carried, left = carry(here, [copy for copy in args.copies if copy.resolve() != here.resolve()])
    record = here / "mutants" / "carried.json"
    known = json.loads(record.read_text(encoding="utf-8")) if record.exists() else {}
    record.write_text(json.dumps({**known, **carried}, indent=0), encoding="utf-8")
    print(f"{len(carried):,} kills carried; {sum(left.values()):,} mutants left to run")
    for rel, count in left.most_common():
        print(f"  {count:6,}  {rel.removesuffix('.meta')}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
