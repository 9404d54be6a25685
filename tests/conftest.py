"""Collect tests/scenarios/**/*.yaml as tests, run by the same runner as `izvori scenario`."""

from __future__ import annotations

import os
import tempfile
from pathlib import Path
from typing import Any

import pytest

from izvori.cards.library import load_cards_or_raise
from izvori.cards.locations import ENV_DATA_DIR
from izvori.engine.carddef import CardDef


def pytest_configure(config: pytest.Config) -> None:
    """No test reads or writes the player's real data folder (saves, own cards and decks):
    each test process gets an empty one; tests that need their own still set it themselves."""
    os.environ[ENV_DATA_DIR] = tempfile.mkdtemp(prefix="izvori-test-data-")
    os.environ.pop("IZVORI_CARDS", None)


_POOL: dict[str, CardDef] | None = None


def card_pool() -> dict[str, CardDef]:
    global _POOL
    if _POOL is None:
        _POOL = load_cards_or_raise()
    return _POOL


def pytest_collect_file(parent: pytest.Collector, file_path: Path) -> Any:
    if file_path.suffix == ".yaml" and "scenarios" in file_path.parts:
        return ScenarioFile.from_parent(parent, path=file_path)
    return None


class ScenarioFile(pytest.File):
    def collect(self) -> Any:
        yield ScenarioItem.from_parent(self, name=self.path.stem)


class ScenarioItem(pytest.Item):
    def runtest(self) -> None:
        from izvori.scenario.runner import run_file

        out = run_file(self.path, card_pool())
        if not out.passed:
            raise ScenarioFailed(out.message)

    def repr_failure(self, excinfo: Any, style: Any = None) -> str:
        if isinstance(excinfo.value, ScenarioFailed):
            return str(excinfo.value)
        return str(super().repr_failure(excinfo))

    def reportinfo(self) -> tuple[Path, int, str]:
        return self.path, 0, f"scenario: {self.name}"


class ScenarioFailed(Exception):
    pass
