"""Saves name each card's fingerprint; new vocabulary must not change the old cards' ones."""

from __future__ import annotations

import pytest
from persist_helpers import card_pool

from izvori.engine.record import card_fingerprint

#: Fingerprints of cards as the first released saves recorded them: a card with an activated
#: ability, triggered abilities, targets, a static, an aura, an instant with divided damage.
BEFORE = {
    "Rosna Vila": "f2cdad9836a70e6b",
    "Dušebrižnik": "9c070cc96ef5c0f7",
    "Sveti Čovek": "355bc5b53dba4715",
    "Opčinjavajuća Utvara": "5289a22aa1a2fa4f",
    "Kavgadžija": "a5e33ac7b09dbd41",
    "Sveta Moć": "c96c35fef7cef34d",
    "Vatrene Strele": "5dd77b8e0854bf00",
}


@pytest.mark.parametrize("name", sorted(BEFORE))
def test_unchanged_cards_keep_their_fingerprint(name: str) -> None:
    assert card_fingerprint(card_pool()[name]) == BEFORE[name]
