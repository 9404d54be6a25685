"""Shared fixtures: the card pool and some starter-deck pairs, loaded once."""

from __future__ import annotations

import sys
from pathlib import Path

import pytest

from izvori.tools.selfplay import load_decks

sys.path.insert(0, str(Path(__file__).parent))

from agent_pairs import PAIRS, Loaded


@pytest.fixture(scope="session")
def decks() -> Loaded:
    return {pair: load_decks(pair) for pair in PAIRS}
