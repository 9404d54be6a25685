"""docs/rules-coverage.md must match the rulebook and the project's citations (ARCHITECTURE §5)."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[1]
RULES = ROOT.parent / "shared" / "rules" / "sudijska-pravila.txt"


@pytest.mark.skipif(not RULES.exists(), reason="../shared is not beside the checkout")
def test_rules_coverage_document_is_current() -> None:
    done = subprocess.run(
        [sys.executable, str(ROOT / "docs" / "tools" / "rules_coverage.py"), "--check"],
        capture_output=True,
        text=True,
    )
    assert done.returncode == 0, done.stdout + done.stderr
