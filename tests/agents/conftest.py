"""Shared fixtures: the card pool and some starter-deck pairs, loaded once."""

from __future__ import annotations

import pytest
from izvori.persist.selfplay import load_decks

from izvori.engine.carddef import CardDef

PAIRS = (("crvena", "zelena"), ("plava", "crna"), ("zuta", "bazilisk"), ("ogledalo", "crvena"))

Loaded = dict[tuple[str, str], tuple[dict[str, CardDef], list[list[CardDef]]]]


@pytest.fixture(scope="session")
def decks() -> Loaded:
    return {pair: load_decks(pair) for pair in PAIRS}
