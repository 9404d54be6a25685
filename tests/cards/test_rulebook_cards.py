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


#: Named by the rulebooks but never printed there: the card's text is ours (issue 16 item 2).
#: 001's glossary (Dvojni izvor) only says Puzavica is an aura with "Promeni Grob".
NAMED_BUT_DESIGNED_BY_US = frozenset({"Puzavica"})


@pytest.mark.skipif(not CARDS_FROM_RULES.exists(), reason="../shared is not beside the checkout")
def test_origin_marks_rulebook_cards_and_our_own() -> None:
    """Issue 16 item 2: a card is never passed off as rulebook text."""
    pool = load_cards_or_raise()
    named = set(rulebook_card_names()) - NAMED_BUT_DESIGNED_BY_US
    wrong = {
        name: card.origin
        for name, card in pool.items()
        if card.origin != ("pravila" if name in named else "izvori")
    }
    assert wrong == {}
    assert sum(card.origin == "pravila" for card in pool.values()) >= 90


def test_every_bundled_card_states_its_origin() -> None:
    """The field is written in every bundled card, not left to the default."""
    for path in sorted((ROOT / "cards").glob("*.yaml")):
        text = path.read_text(encoding="utf-8")
        assert text.count("\n  - name:") == text.count("\n    origin:"), path.name


def test_origin_is_validated_with_the_allowed_values(tmp_path: Path) -> None:
    from izvori.cards.library import Report, load_card_file
    from izvori.strings import t

    path = tmp_path / "karte.yaml"
    path.write_text(
        'cards:\n  - name: Probni\n    cost: "1"\n    type: Biće\n    power: 10\n'
        "    toughness: 10\n    origin: drugo\n",
        encoding="utf-8",
    )
    report = Report()
    assert load_card_file(path, report) == {}
    text = "\n".join(str(p) for p in report.problems)
    assert t("err.card.origin", value="drugo", allowed="pravila, izvori") in text
    assert ":7:" in text


def test_origin_does_not_change_the_fingerprint() -> None:
    import dataclasses

    from izvori.engine.record import card_fingerprint

    card = load_cards_or_raise()["Fanatik"]
    other = dataclasses.replace(card, origin="izvori" if card.origin == "pravila" else "pravila")
    assert card_fingerprint(card) == card_fingerprint(other)
