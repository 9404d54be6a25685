"""Issue 4: every card the rulebooks name is in the card set or listed in docs/decks.md."""

from __future__ import annotations

import re
from pathlib import Path

import pytest

from izvori.cards.library import load_cards_or_raise

ROOT = Path(__file__).resolve().parents[2]
CARDS_FROM_RULES = ROOT.parent / "shared" / "cards-from-rules.md"


def rulebook_card_names() -> list[str]:
    names = []
    for line in CARDS_FROM_RULES.read_text(encoding="utf-8").splitlines():
        m = re.match(r"^### K\d+\. (.+?) —", line)
        if m:
            names.append(re.sub(r"\s*\(.*\)$", "", m.group(1)).strip())
    return names


@pytest.mark.skipif(not CARDS_FROM_RULES.exists(), reason="../shared is not beside the checkout")
def test_every_rulebook_card_is_implemented_or_explained() -> None:
    pool = load_cards_or_raise()
    decks_doc = (ROOT / "docs" / "decks.md").read_text(encoding="utf-8")
    names = rulebook_card_names()
    assert len(names) > 100
    unexplained = [n for n in names if n not in pool and n not in decks_doc]
    assert unexplained == []
