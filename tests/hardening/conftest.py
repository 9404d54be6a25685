"""Fixtures for the hardening checks (issue 12): a private data folder per test."""

from __future__ import annotations

from pathlib import Path

import pytest


@pytest.fixture(autouse=True)
def data_dir(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    d = tmp_path / "data"
    monkeypatch.setenv("IZVORI_DATA_DIR", str(d))
    return d
