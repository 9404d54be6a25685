"""Run mutmut's survivors against the tests outside its selection (issue 19, docs/mutation.md).

mutmut runs each mutant against the fast rules suite (`[tool.mutmut]` in pyproject.toml); the
random-game soaks and the rest of `tests/engine` stay out because they would make every mutant
minutes long. A survivor may still be killed by one of those tests. This tool finds out
without running them all for every survivor:

1. one run of the wider tests (default: `tests/engine`) inside mutmut's `mutants/` folder with
   no mutant active, recording for each test which mutated functions of the chosen modules it
   calls (`sys.setprofile`, keyed by the `x_<function>__mutmut_orig` copies mutmut runs when no
   mutant is active); tests that fail without any mutant are left out (one reads the engine's
   source, which mutmut's trampolines change);
2. each survivor then runs against only the tests that call its function (a test that never
   calls the mutated function can't kill it), stopping at the first failure.

    python docs/tools/mutation_widen.py /tmp/mut izvori.engine.delayed izvori.engine.modes

`/tmp/mut` is the copy of the checkout where `mutmut run` ran (docs/mutation.md). The map of
step 1 is kept in `mutants/widen-map.json` for the same tests and modules; the result is
printed and written to `mutants/widen-<modules>.json`: killed (by which test), still
surviving (against how many tests), and endless (stopped at the time limit, counted as
killed, as mutmut counts its timeouts).
"""

from __future__ import annotations

import argparse
import json
import os
import subprocess
import sys
import tempfile
from collections.abc import Iterable
from concurrent.futures import ThreadPoolExecutor
from pathlib import Path

#: pytest's exit codes for "could not run what you asked" (usage error, no tests collected):
#: not a kill. 1 (tests failed), 2 (interrupted: a collection error, e.g. the mutant breaks an
#: import) and 3 (internal error) are, as mutmut counts them.
USAGE_ERRORS = (4, 5)
PYTEST = [sys.executable, "-m", "pytest", "-q", "-n", "0", "-p", "no:cacheprovider"]

# Recorded per test: the mutated functions of the chosen modules it called. A pytest plugin
# loaded with `-p`, written to a temporary folder (`mutants/` must stay mutmut's).
PLUGIN = r"""
import json, os, sys
from pathlib import Path

ROOT = Path.cwd().resolve()
MODULES = tuple(json.loads(os.environ["WIDEN_MODULES"]))
OUT = os.environ["WIDEN_OUT"]
_seen = {}
_files = {}
_current = set()
_results = {}


def _module_of(filename):
    name = _files.get(filename)
    if name is None:
        try:
            rel = Path(filename).resolve().relative_to(ROOT)
            name = ".".join(rel.with_suffix("").parts)
        except ValueError:
            name = ""
        _files[filename] = name if name in MODULES else ""
        name = _files[filename]
    return name


def _profile(frame, event, arg):
    if event != "call":
        return
    code = frame.f_code
    if not code.co_name.endswith("__mutmut_orig"):
        return
    module = _module_of(code.co_filename)
    if module:
        _current.add(module + "." + code.co_name[: -len("__mutmut_orig")])


def pytest_runtest_setup(item):
    _current.clear()
    sys.setprofile(_profile)


def pytest_runtest_teardown(item, nextitem):
    sys.setprofile(None)
    _seen[item.nodeid] = sorted(_current)


def pytest_runtest_logreport(report):
    if report.failed:
        _results[report.nodeid] = "failed"


def pytest_sessionfinish(session, exitstatus):
    sys.setprofile(None)
    with open(OUT, "w", encoding="utf-8") as f:
        json.dump({"calls": _seen, "failed": sorted(_results)}, f)
"""


def survivors(copy: Path, modules: Iterable[str]) -> list[str]:
    """The names mutmut lists as survived, of the given modules."""
    out = subprocess.run(
        ["mutmut", "results"], cwd=copy, capture_output=True, text=True, check=True
    ).stdout
    prefixes = tuple(m + "." for m in modules)
    names = []
    for line in out.splitlines():
        name, _, status = line.strip().rpartition(": ")
        if status == "survived" and name.startswith(prefixes):
            names.append(name)
    return names


def function_of(mutant: str) -> str:
    """`izvori.engine.delayed.x_run__mutmut_12` -> `izvori.engine.delayed.x_run`."""
    return mutant.rsplit("__mutmut_", 1)[0]


def coverage_map(copy: Path, modules: list[str], tests: list[str]) -> dict[str, list[str]]:
    """Test node id -> the mutated functions it calls (cached per tests and modules)."""
    mutants = copy / "mutants"
    cache = mutants / "widen-map.json"
    key = {"modules": sorted(modules), "tests": tests}
    if cache.exists():
        kept = json.loads(cache.read_text(encoding="utf-8"))
        if kept.get("key") == key:
            return dict(kept["calls"])
    with tempfile.TemporaryDirectory() as tmp:
        (Path(tmp) / "widen_plugin.py").write_text(PLUGIN, encoding="utf-8")
        out = Path(tmp) / "calls.json"
        env = dict(
            os.environ,
            PYTHONPATH=os.pathsep.join([str(mutants), tmp]),
            MUTANT_UNDER_TEST="",
            WIDEN_MODULES=json.dumps(sorted(modules)),
            WIDEN_OUT=str(out),
        )
        subprocess.run(
            [*PYTEST, "-p", "widen_plugin", *tests],
            cwd=mutants,
            env=env,
            stdout=subprocess.DEVNULL,
            check=False,
        )
        found = json.loads(out.read_text(encoding="utf-8"))
    failed = set(found["failed"])
    calls = {test: fns for test, fns in found["calls"].items() if fns and test not in failed}
    cache.write_text(json.dumps({"key": key, "calls": calls}), encoding="utf-8")
    if failed:
        print(f"left out, failing with no mutant active: {', '.join(sorted(failed))}")
    return calls


def run_mutant(copy: Path, mutant: str, tests: list[str], limit_s: float) -> tuple[str, str]:
    """("killed", first failing test) / ("survived", "") / ("endless", "") / ("error", what
    pytest said) when it could not run the tests (no such file or test: exit 4 or 5)."""
    mutants = copy / "mutants"
    env = dict(os.environ, PYTHONPATH=str(mutants), MUTANT_UNDER_TEST=mutant)
    try:
        res = subprocess.run(
            [*PYTEST, "-x", *tests],
            cwd=mutants,
            env=env,
            capture_output=True,
            text=True,
            timeout=limit_s,
        )
    except subprocess.TimeoutExpired:
        return "endless", ""
    if res.returncode == 0:
        return "survived", ""
    if res.returncode in USAGE_ERRORS:  # a test that doesn't exist kills nothing
        said = (res.stdout + res.stderr).strip().splitlines()
        return "error", said[-1] if said else f"pytest exit {res.returncode}"
    failing = next(
        (
            line.split(" ", 1)[1].split(" - ")[0]
            for line in res.stdout.splitlines()
            if line.startswith("FAILED ")
        ),
        f"pytest exit {res.returncode}",
    )
    return "killed", failing


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("copy", type=Path, help="the copy of the checkout mutmut ran in")
    parser.add_argument("modules", nargs="+", help="dotted modules, e.g. izvori.engine.delayed")
    parser.add_argument("--tests", nargs="+", default=["tests/engine"], help="the wider tests")
    parser.add_argument("--jobs", type=int, default=2)
    parser.add_argument("--limit", type=float, default=300.0, help="seconds per mutant")
    args = parser.parse_args(argv)
    names = survivors(args.copy, args.modules)
    print(f"{len(names)} survivors of {', '.join(args.modules)}")
    calls = coverage_map(args.copy, args.modules, args.tests)
    by_function: dict[str, list[str]] = {}
    for test, functions in calls.items():
        for fn in functions:
            by_function.setdefault(fn, []).append(test)

    def one(name: str) -> tuple[str, str, str, int]:
        tests = sorted(by_function.get(function_of(name), []))
        if not tests:
            return name, "survived", "", 0
        status, killer = run_mutant(args.copy, name, tests, args.limit)
        return name, status, killer, len(tests)

    report: dict[str, list[dict[str, object]]] = {
        "killed": [],
        "survived": [],
        "endless": [],
        "error": [],
    }
    with ThreadPoolExecutor(max_workers=args.jobs) as pool:
        for name, status, killer, n in pool.map(one, names):
            report[status].append({"mutant": name, "tests": n, "killed_by": killer})
            print(f"{status:8s} {name}  ({n} tests{': ' + killer if killer else ''})")
    out = (
        args.copy / "mutants" / f"widen-{'+'.join(m.rsplit('.', 1)[-1] for m in args.modules)}.json"
    )
    out.write_text(json.dumps(report, indent=1), encoding="utf-8")
    print(
        f"killed {len(report['killed'])}, endless {len(report['endless'])}, "
        f"still surviving {len(report['survived'])} (written to {out})"
    )
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
