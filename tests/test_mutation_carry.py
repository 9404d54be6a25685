"""docs/tools/mutation_carry.py: a new mutation copy takes the kills of earlier copies for the
functions whose hash is unchanged, never a survivor, and the newest copy's verdict wins (issue
19: the whole engine run through, module copies of several sessions joined as mutmut's own
second run joins them)."""

from __future__ import annotations

import importlib.util
import json
import os
import sys
from pathlib import Path
from types import ModuleType

import pytest

ROOT = Path(__file__).resolve().parents[1]
META = Path("mutants/izvori/engine/sba.py.meta")


@pytest.fixture(scope="module")
def tool() -> ModuleType:
    spec = importlib.util.spec_from_file_location(
        "mutation_carry", ROOT / "docs" / "tools" / "mutation_carry.py"
    )
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    sys.modules["mutation_carry"] = module
    spec.loader.exec_module(module)
    return module


def _copy(root: Path, codes: dict[str, int | None], hashes: dict[str, str], age: int) -> Path:
    meta = root / META
    meta.parent.mkdir(parents=True)
    meta.write_text(json.dumps({"exit_code_by_key": codes, "hash_by_function_name": hashes}))
    os.utime(meta, (age, age))
    return root


def test_kills_of_unchanged_functions_are_carried_survivors_and_changed_functions_run_again(
    tool: ModuleType,
    tmp_path: Path,
    monkeypatch: pytest.MonkeyPatch,
    capsys: pytest.CaptureFixture[str],
) -> None:
    f, g = "izvori.engine.sba.x_f__mutmut_", "izvori.engine.sba.x_g__mutmut_"
    new = _copy(
        tmp_path / "new",
        {f + "1": None, f + "2": None, f + "3": None, g + "1": None, f + "4": 0},
        {"x_f": "same", "x_g": "new"},
        age=3_000,
    )
    older = _copy(
        tmp_path / "older", {f + "1": 1, f + "2": 1, f + "3": 1}, {"x_f": "same"}, age=1_000
    )
    # the newer copy: 1 survived there (a survivor is run again), 3 timed out (a kill);
    # g's function has another hash there (changed since): nothing of it is carried
    newer = _copy(
        tmp_path / "newer",
        {f + "1": 0, f + "3": -24, g + "1": 1},
        {"x_f": "same", "x_g": "old"},
        age=2_000,
    )
    monkeypatch.chdir(new)
    assert tool.main([str(older), str(newer)]) == 0
    codes = json.loads((new / META).read_text())["exit_code_by_key"]
    # 1: the newer copy's survivor is not overruled by the older copy's kill: run again
    assert codes == {f + "1": None, f + "2": 1, f + "3": -24, g + "1": None, f + "4": 0}
    carried = json.loads((new / "mutants" / "carried.json").read_text())
    assert carried == {f + "2": str(older), f + "3": str(newer)}
    assert "2 kills carried; 2 mutants left to run" in capsys.readouterr().out
