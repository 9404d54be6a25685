"""docs/tools/mutation_survivors.py: a survivor of a mutmut run is reported unless
docs/mutation/equivalent.toml lists its function and the lines it changes (issue 19: equivalent
mutants listed where the tool reads them, so they are not reported again; numbers move, lines
don't)."""

from __future__ import annotations

import importlib.util
import sys
from pathlib import Path
from types import ModuleType

import pytest

ROOT = Path(__file__).resolve().parents[1]

SHOW_6 = """# izvori.cards.schema.x__raw__mutmut_6: survived
--- izvori/cards/schema.py
+++ izvori/cards/schema.py
@@ -1,4 +1,4 @@
 def _raw(container: Any, key: Any) -> str | None:
-    raw_of = getattr(container, "raw_of", None)
+    raw_of = getattr(container, "raw_of", )
     return raw_of(key) if raw_of is not None else None
"""
SHOW_7 = SHOW_6.replace("mutmut_6", "mutmut_7").replace('"raw_of", )', '"XXraw_ofXX", None)')
RESULTS = """    izvori.cards.schema.x__raw__mutmut_6: survived
    izvori.cards.schema.x__raw__mutmut_7: no tests
    izvori.cards.schema.x__raw__mutmut_8: killed
    izvori.cards.schema.x__raw__mutmut_9: not checked
"""


@pytest.fixture(scope="module")
def tool() -> ModuleType:
    spec = importlib.util.spec_from_file_location(
        "mutation_survivors", ROOT / "docs" / "tools" / "mutation_survivors.py"
    )
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    sys.modules["mutation_survivors"] = module
    spec.loader.exec_module(module)
    return module


def _fake_mutmut(*args: str) -> str:
    if args == ("results",):
        return RESULTS
    return {"izvori.cards.schema.x__raw__mutmut_6": SHOW_6}.get(args[1], SHOW_7)


def test_a_listed_change_is_not_reported_again_an_unlisted_one_is(
    tool: ModuleType, tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    change = tool.change_of("izvori.cards.schema.x__raw__mutmut_6", SHOW_6)
    assert change == tool.Change(
        "izvori.cards.schema.x__raw",
        (
            "def _raw(container: Any, key: Any) -> str | None:",
            "return raw_of(key) if raw_of is not None else None",
        ),
        ('raw_of = getattr(container, "raw_of", None)',),
        ('raw_of = getattr(container, "raw_of", )',),
    )
    listed = tmp_path / "equivalent.toml"
    listed.write_text(tool.toml_entry("old name", change, "a reason"), encoding="utf-8")
    # mutant 6 is listed (under another number: only its function and lines count);
    # 7 ("no tests") is not, 8 is killed and 9 not run
    assert tool.main(["--equivalent", str(listed)], mutmut=_fake_mutmut) == 1
    out = capsys.readouterr().out
    assert "mutmut_7" in out and "mutmut_6" not in out and "mutmut_8" not in out
    # recorded, it is no longer reported
    assert tool.main(["--equivalent", str(listed), "--record", "r"], mutmut=_fake_mutmut) == 0
    listed.write_text(listed.read_text(encoding="utf-8") + capsys.readouterr().out, "utf-8")
    assert tool.main(["--equivalent", str(listed)], mutmut=_fake_mutmut) == 0


def test_not_reachable_and_killed_outside_are_listed_too_and_killed_outside_is_verified(
    tool: ModuleType, tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    """A survivor killed only in a fresh process (a factory run at import) is written with the
    test that failed first; --verify runs it again and reports it once its tests let it live."""
    runs: list[tuple[str, list[str]]] = []
    alive: set[str] = set()
    missing: set[str] = set()

    def run(name: str, tests: list[str]) -> tuple[str, str]:
        if any(t.split("::")[0] in missing for t in tests):
            return "error", "ERROR: file or directory not found"
        if name == "":  # no mutant: the tests pass
            return "survived", ""
        runs.append((name, tests))
        if name in alive:
            return "survived", ""
        return "killed", tests[0] + "::test_it"

    listed = tmp_path / "equivalent.toml"
    change_7 = tool.change_of("izvori.cards.schema.x__raw__mutmut_7", SHOW_7)
    listed.write_text(tool.toml_entry("m7", change_7, "no card", "not_reachable"), "utf-8")
    args = ["--equivalent", str(listed)]
    assert tool.main([*args, "--kill", "tests/a.py"], mutmut=_fake_mutmut, run=run) == 0
    entry = capsys.readouterr().out
    # only the unlisted survivor 6 was run (7 is listed as not reachable)
    assert runs == [("izvori.cards.schema.x__raw__mutmut_6", ["tests/a.py"])]
    assert entry.startswith("[[killed_outside]]")
    assert 'tests = ["tests/a.py::test_it"]' in entry
    listed.write_text(listed.read_text(encoding="utf-8") + entry, "utf-8")
    assert tool.main(args, mutmut=_fake_mutmut) == 0
    runs.clear()
    assert tool.main([*args, "--verify"], mutmut=_fake_mutmut, run=run) == 0
    assert runs == [("izvori.cards.schema.x__raw__mutmut_6", ["tests/a.py::test_it"])]
    alive.add("izvori.cards.schema.x__raw__mutmut_6")
    assert tool.main([*args, "--verify"], mutmut=_fake_mutmut, run=run) == 1
    assert "survived against its tests tests/a.py::test_it" in capsys.readouterr().out
    # a test that is not there (or fails with no mutant) kills nothing: refused before any run
    alive.clear()
    missing.add("tests/a.py")
    runs.clear()
    assert tool.main([*args, "--verify"], mutmut=_fake_mutmut, run=run) == 1
    assert runs == [] and "not passing with no mutant" in capsys.readouterr().err

    # a mutant that breaks collection names no failing test: the files run are written
    def collection_error(name: str, tests: list[str]) -> tuple[str, str]:
        return ("survived", "") if name == "" else ("killed", "pytest exit 2")

    nothing = tmp_path / "none.toml"
    nothing.write_text("", "utf-8")
    only_6 = ["--equivalent", str(nothing), "--only", "izvori.cards.schema.x__raw__mutmut_6"]
    kill = [*only_6, "--kill", "tests/b.py"]
    assert tool.main(kill, mutmut=_fake_mutmut, run=collection_error) == 0
    assert 'tests = ["tests/b.py"]' in capsys.readouterr().out
    # --only leaves other modules' survivors out
    assert tool.main([*args, "--only", "izvori.engine."], mutmut=_fake_mutmut, run=run) == 0
    fresh = tmp_path / "empty.toml"
    fresh.write_text("", "utf-8")
    assert (
        tool.main(
            ["--equivalent", str(fresh), "--only", "izvori.cards.schema.x__raw"],
            mutmut=_fake_mutmut,
        )
        == 1
    )


def test_the_project_list_reads_and_names_a_reason_for_each_entry(tool: ModuleType) -> None:
    import tomllib

    path = ROOT / "docs" / "mutation" / "equivalent.toml"
    data = tomllib.loads(path.read_text(encoding="utf-8"))
    entries = [e for kind in tool.KINDS for e in data.get(kind, [])]
    assert set(data) <= set(tool.KINDS)
    assert len(tool.listed(path.read_text(encoding="utf-8"))) == len(entries) > 0
    for e in entries:
        assert e["reason"].startswith("docs/mutation/") or e["reason"].startswith("killed")
        assert e["removed"] or e["added"]
        assert tool.function_of(e["mutant"]) == e["function"]
    for e in data.get("killed_outside", []):
        assert e["tests"] and all(t.startswith("tests/") for t in e["tests"])


def test_a_test_file_that_is_not_there_is_an_error_not_a_kill(
    tool: ModuleType, tmp_path: Path
) -> None:
    """pytest exits non-zero for a file it cannot find (exit 4): that kills no mutant."""
    import mutation_widen

    (tmp_path / "mutants").mkdir()
    verdict, said = mutation_widen.run_mutant(tmp_path, "", ["tests/not_there.py"], 60.0)
    assert verdict == "error" and "not_there" in said


def test_the_table_counts_each_module_and_a_mutant_not_run_keeps_the_score_below_100(
    tool: ModuleType, tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    listed = tmp_path / "equivalent.toml"
    change = tool.change_of("izvori.cards.schema.x__raw__mutmut_6", SHOW_6)
    listed.write_text(tool.toml_entry("x", change, "a reason"), encoding="utf-8")
    assert tool.main(["--equivalent", str(listed), "--table"], mutmut=_fake_mutmut) == 0
    rows = capsys.readouterr().out.splitlines()
    assert rows[0].startswith("| module | mutants | killed | killed outside | equivalent |")
    # 6 equivalent, 7 ("no tests", unlisted) open, 8 killed, 9 not run: 1 of 3 counted killed
    assert rows[2] == "| izvori.cards.schema | 4 | 1 | 0 | 1 | 0 | 1 | 1 | 33.33 % |"
    assert rows[3] == "| **all** | 4 | 1 | 0 | 1 | 0 | 1 | 1 | 33.33 % |"
