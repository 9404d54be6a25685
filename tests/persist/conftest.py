"""Shared fixtures for the save/resume tests: card pool, decks, a private data dir."""

from __future__ import annotations

import sys
from collections.abc import Iterator
from pathlib import Path

import pytest

from izvori.cards.library import load_deck_by_name
from izvori.engine.carddef import CardDef

sys.path.insert(0, str(Path(__file__).parent))

from persist_helpers import card_pool


@pytest.fixture
def pool() -> dict[str, CardDef]:
    return card_pool()


@pytest.fixture
def decks() -> list[list[CardDef]]:
    p = card_pool()
    return [load_deck_by_name(n, p).cards for n in ("demo-crvena", "demo-zelena")]


@pytest.fixture(autouse=True)
def data_dir(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Iterator[Path]:
    """Every test saves into its own temporary data dir, never the user's."""
    d = tmp_path / "data"
    monkeypatch.setenv("IZVORI_DATA_DIR", str(d))
    yield d


@pytest.fixture(autouse=True)
def no_fsync(request: pytest.FixtureRequest, monkeypatch: pytest.MonkeyPatch) -> None:
    """Skip fsync in-process (speed); tests marked `real_fsync` keep it."""
    if request.node.get_closest_marker("real_fsync") is None:
        monkeypatch.setattr("izvori.persist.atomic.FSYNC", False)


def pytest_configure(config: pytest.Config) -> None:
    config.addinivalue_line("markers", "real_fsync: keep fsync on in izvori.persist.atomic")
