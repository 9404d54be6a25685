"""The effect vocabulary is one registry (izvori/engine/vocabulary.py), and nothing drifts from it.

Each effect word is declared once, on its implementation. These tests fail when a word has no
implementation, no documentation line, a parameter kind the card loader cannot read, no card or
scenario that exercises it, or when docs/cards.md §8.1 no longer matches the registry.
"""

from __future__ import annotations

import dataclasses
import inspect
import subprocess
import sys
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest

from izvori.cards import schema
from izvori.cards.library import load_cards_or_raise
from izvori.cards.yamlsafe import load_file
from izvori.engine.carddef import CardDef, Effect
from izvori.engine.vocabulary import EFFECT_WORDS, PARAM_KINDS, register_effect

ROOT = Path(__file__).resolve().parents[2]
SCENARIOS = ROOT / "tests" / "scenarios"


def _effects_in(value: Any) -> Iterator[Effect]:
    """Every Effect inside a card definition, nested ones (then:, effects:, modes) included."""
    if isinstance(value, Effect):
        yield value
        for _key, param in value.params:
            yield from _effects_in(param)
    elif dataclasses.is_dataclass(value) and not isinstance(value, type):
        for f in dataclasses.fields(value):
            yield from _effects_in(getattr(value, f.name))
    elif isinstance(value, tuple | list):
        for item in value:
            yield from _effects_in(item)
    elif isinstance(value, dict):
        for item in value.values():
            yield from _effects_in(item)


def _scenario_texts() -> dict[Path, str]:
    return {p: p.read_text(encoding="utf-8") for p in sorted(SCENARIOS.rglob("*.yaml"))}


def _scenario_cards() -> list[CardDef]:
    """Cards defined inline by scenarios (their `cards:` lists)."""
    out: list[CardDef] = []
    for path in sorted(SCENARIOS.rglob("*.yaml")):
        data = load_file(path)
        for item in (data.get("cards") or []) if isinstance(data, dict) else []:
            out.append(schema.build_card(item, 0))
    return out


@pytest.fixture(scope="module")
def words_used() -> dict[str, set[str]]:
    """effect word → the names of cards using it that some scenario exercises."""
    texts = "\n".join(_scenario_texts().values())
    used: dict[str, set[str]] = {}
    in_scenarios = [c for c in load_cards_or_raise().values() if c.name in texts]
    for card in [*in_scenarios, *_scenario_cards()]:
        for eff in _effects_in(card):
            used.setdefault(eff.op, set()).add(card.name)
    return used


@pytest.mark.parametrize("name", sorted(EFFECT_WORDS))
def test_every_word_has_implementation_doc_and_known_kinds(name: str) -> None:
    word = EFFECT_WORDS[name]
    assert callable(word.run), name
    assert word.module.startswith("izvori.engine."), (name, word.module)
    assert len(word.doc.strip()) >= 10, f"{name}: no documentation line"
    assert set(word.param_kinds.values()) <= PARAM_KINDS
    assert set(word.required) <= set(word.param_kinds)


@pytest.mark.parametrize("name", sorted(EFFECT_WORDS))
def test_every_word_is_exercised_by_a_scenario(name: str, words_used: dict[str, set[str]]) -> None:
    assert words_used.get(name), (
        f"no scenario exercises the effect word {name!r}: write one in tests/scenarios/ "
        "with a card that uses it"
    )


def test_the_loader_reads_every_parameter_kind() -> None:
    source = inspect.getsource(schema._param)
    missing = sorted(k for k in PARAM_KINDS if f'"{k}"' not in source)
    assert not missing, f"schema._param does not handle {missing}"


def test_the_loader_takes_its_table_from_the_registry() -> None:
    assert set(schema.EFFECT_PARAMS) == set(EFFECT_WORDS)
    for name, word in EFFECT_WORDS.items():
        assert schema.EFFECT_PARAMS[name] == word.param_kinds
        assert schema.REQUIRED_PARAMS.get(name, ()) == word.required


def test_a_word_cannot_be_declared_twice_or_with_an_unknown_kind() -> None:
    existing = next(iter(EFFECT_WORDS))
    with pytest.raises(ValueError, match="declared twice"):
        register_effect(existing, lambda *a: None, doc="again")
    with pytest.raises(ValueError, match="unknown parameter kinds"):
        register_effect("zz_test_word", lambda *a: None, params={"x": "nonsense"}, doc="odd")
    with pytest.raises(ValueError, match="are not parameters"):
        register_effect("zz_test_word", lambda *a: None, required=("x",), doc="odd")
    assert "zz_test_word" not in EFFECT_WORDS


def test_docs_effect_table_is_generated_from_the_registry() -> None:
    done = subprocess.run(
        [sys.executable, str(ROOT / "docs" / "tools" / "vocabulary_doc.py"), "--check"],
        capture_output=True,
        text=True,
    )
    assert done.returncode == 0, done.stdout + done.stderr
