"""Shared helpers for the TUI tests: prepared games, screen text, driving the app."""

from __future__ import annotations

import sys
from collections.abc import Iterator
from pathlib import Path

import pytest

sys.path.insert(0, str(Path(__file__).parent))


@pytest.fixture(autouse=True)
def data_dir(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Iterator[Path]:
    """Every game the app saves goes to a temporary data folder, never the user's
    (docs/saves.md); fsync is skipped for speed (the atomic rename is still used)."""
    import izvori.persist.atomic

    d = tmp_path / "data"
    monkeypatch.setenv("IZVORI_DATA_DIR", str(d))
    monkeypatch.setattr(izvori.persist.atomic, "FSYNC", False)
    yield d
