"""`benchmarks/ai_strength.py` loaded as a module, for the tests that drive it in-process
(test_resume, test_paired): it is a script, not part of the package."""

from __future__ import annotations

import importlib.util
from pathlib import Path
from types import ModuleType

BENCH = Path(__file__).resolve().parents[2] / "benchmarks" / "ai_strength.py"


def ai_strength() -> ModuleType:
    spec = importlib.util.spec_from_file_location("ai_strength", BENCH)
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module
