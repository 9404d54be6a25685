"""Issue 11, item 8: one Serbian vocabulary on every screen, the one of docs/glossary.md.

Every text a player reads comes from `izvori.strings.MESSAGES`; this test forbids the common
variants that are not glossary terms, so that no screen says "groblje" while another says
"odlagalište".
"""

from __future__ import annotations

import re
from pathlib import Path

import pytest

from izvori.strings import MESSAGES

GLOSSARY = Path(__file__).resolve().parents[2] / "docs" / "glossary.md"

# variant (a regex, matched case-insensitively) -> the glossary term to use instead
FORBIDDEN: dict[str, str] = {
    r"groblj": "odlagalište",
    r"stajanj": "zaustavljanja",
    r"\bstek": "niz",
    r"žeton": "simbol-biće",
    r"\btap(ov|uj|n)": "aktivirati",
    r"\bodtap": "deaktivirati",
    r"\bbazen": "izvorište",
    r"\bdek(ov[a-z]*|a|u|om)?\b": "špil",
    r"suparnik": "protivnik",
    r"izgaranj": "mana udar",
    r"odlagalist": "odlagalište (sa š)",
    r"iznenadjenj": "iznenađenje (sa đ)",
    r"vradzbin": "vradžbina (sa ž)",
    r"\bzapisnik": "zapis",
    r"\bprioritet": "prednost",
}


def test_the_glossary_names_the_terms_this_test_asks_for() -> None:
    glossary = GLOSSARY.read_text(encoding="utf-8").lower()
    for term in ("odlagalište", "zaustavljanja", "niz", "simbol-biće", "aktivirati", "izvorište"):
        assert term in glossary, term
    for term in ("špil", "protivnik", "mana udar", "zapis", "prednost"):
        assert term in glossary, term


@pytest.mark.parametrize("variant", sorted(FORBIDDEN))
def test_no_screen_uses_a_non_glossary_variant(variant: str) -> None:
    pattern = re.compile(variant, re.IGNORECASE)
    bad = sorted(k for k, text in MESSAGES.items() if pattern.search(text))
    assert not bad, f"use „{FORBIDDEN[variant]}” instead of /{variant}/ in: {', '.join(bad)}"


def test_the_forbidden_patterns_do_catch_the_variants() -> None:
    """The test can fail: each pattern matches the variant it is meant to forbid."""
    samples = {
        r"groblj": "Groblje",
        r"stajanj": "Stajanja",
        r"\bstek": "stek",
        r"žeton": "žeton",
        r"\btap(ov|uj|n)": "tapovano",
        r"\bodtap": "odtapuj",
        r"\bbazen": "bazen mane",
        r"\bdek(ov[a-z]*|a|u|om)?\b": "dekovi",
        r"suparnik": "Suparnik",
        r"izgaranj": "izgaranje mane",
        r"odlagalist": "odlagalista",
        r"iznenadjenj": "iznenadjenje",
        r"vradzbin": "vradzbina",
        r"\bzapisnik": "zapisnik",
        r"\bprioritet": "prioritet",
    }
    assert set(samples) == set(FORBIDDEN)
    for variant, sample in samples.items():
        assert re.search(variant, sample, re.IGNORECASE), variant
