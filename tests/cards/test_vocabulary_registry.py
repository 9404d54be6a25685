"""The card vocabulary is one registry (izvori/engine/vocabulary/), and nothing drifts from it.

Each word of each family (effects, trigger events and conditions, ...) is declared once, on its
implementation. These tests fail when a word has no implementation, no documentation line, a
parameter kind the card loader cannot read, no card or scenario that exercises it, or when the
tables of docs/cards.md no longer match the registry.
"""

from __future__ import annotations

import dataclasses
import inspect
import subprocess
import sys
from collections.abc import Callable, Iterable, Iterator
from pathlib import Path
from typing import Any, TypeVar

import pytest

from izvori.cards import schema
from izvori.cards.library import load_cards_or_raise
from izvori.cards.yamlsafe import load_file
from izvori.engine.carddef import (
    ActivatedAbility,
    CardDef,
    Cost,
    Effect,
    StaticAbility,
    TargetSpec,
    TriggeredAbility,
)
from izvori.engine.vocabulary import EFFECT_WORDS, FAMILIES, PARAM_KINDS, Family, register_effect

T = TypeVar("T")
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


def _parts_in(value: Any, cls: type[T]) -> Iterator[T]:
    """Every `cls` inside a card definition (abilities, nested effects and their parameters)."""
    if isinstance(value, cls):
        yield value
    if isinstance(value, Effect):
        for _key, param in value.params:
            yield from _parts_in(param, cls)
    elif dataclasses.is_dataclass(value) and not isinstance(value, type):
        for f in dataclasses.fields(value):
            yield from _parts_in(getattr(value, f.name), cls)
    elif isinstance(value, tuple | list):
        for item in value:
            yield from _parts_in(item, cls)
    elif isinstance(value, dict):
        for item in value.values():
            yield from _parts_in(item, cls)


def _trigger_events(card: CardDef) -> Iterable[str]:
    return (ab.event for ab in _parts_in(card, TriggeredAbility))


def _trigger_conditions(card: CardDef) -> Iterable[str]:
    return (key for ab in _parts_in(card, TriggeredAbility) for key, _v in ab.condition)


def _effect_values(card: CardDef) -> Iterable[str]:
    """Every text value of an effect parameter (selectors are written as `who: you`)."""
    for eff in _effects_in(card):
        for _key, value in eff.params:
            if isinstance(value, str):
                yield value
            elif isinstance(value, tuple):
                yield from (v for v in value if isinstance(v, str))


def _target_filters(card: CardDef) -> Iterable[str]:
    return (key for spec in _parts_in(card, TargetSpec) for key, _v in spec.filters)


def _conditions(card: CardDef) -> Iterable[str]:
    return (key for ab in _parts_in(card, TriggeredAbility) for key, _v in ab.intervening_if)


def _static_ops(card: CardDef) -> Iterable[str]:
    for st in _parts_in(card, StaticAbility):
        if st.op != "static_pump":
            yield st.op
            continue
        # `pump` and `grant` are one op once loaded: read which the card wrote from its params
        params = dict(st.params)
        if "power" in params or "toughness" in params:
            yield "pump"
        if "keywords" in params:
            yield "grant"


def _static_affects(card: CardDef) -> Iterable[str]:
    return (st.affects for st in _parts_in(card, StaticAbility))


def _cost_parts(card: CardDef) -> Iterable[str]:
    for cost in _parts_in(card, Cost):
        for f in dataclasses.fields(cost):
            value = getattr(cost, f.name)
            if value is not None and value is not False and value != 0:
                yield f.name


def _amounts(card: CardDef) -> Iterable[str]:
    """Amount words of effects, and a divided total (`divide: X*10`, D10.15)."""
    yield from _effect_values(card)
    yield from (s.divide for s in _parts_in(card, TargetSpec) if isinstance(s.divide, str))


def _only_during(card: CardDef) -> Iterable[str]:
    return (ab.only_during for ab in _parts_in(card, ActivatedAbility) if ab.only_during)


def _permanent_kinds(card: CardDef) -> Iterable[str]:
    """The kinds of permanent its costs name: `cost: {sacrifice: artifact}` and a combat
    cost's `sacrifice:` / `tap:` (attack_cost, block_cost)."""
    for cost in _parts_in(card, Cost):
        if cost.sacrifice:
            yield cost.sacrifice
    for st in _parts_in(card, StaticAbility):
        for key, value in st.params:
            if key in ("sacrifice", "tap") and isinstance(value, str):
                yield value


#: family → the words of that family a card uses. A new family adds its reader here.
FAMILY_USES: dict[str, Callable[[CardDef], Iterable[str]]] = {
    "trigger": _trigger_events,
    "trigger_condition": _trigger_conditions,
    "player_selector": _effect_values,
    "group_selector": _effect_values,
    "target_filter": _target_filters,
    "condition": _conditions,
    "static": _static_ops,
    "static_affects": _static_affects,
    "cost": _cost_parts,
    "amount": _amounts,
    "duration": _effect_values,
    "only_during": _only_during,
    "skip_what": _effect_values,
    "extra_step": _effect_values,
    "mana_kind_word": _effect_values,
    "mana_trigger_who": _effect_values,
    "permanent_kind": _permanent_kinds,
}


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
def exercised_cards() -> list[CardDef]:
    """Cards some scenario exercises: pool cards it names and the cards it defines itself."""
    texts = "\n".join(_scenario_texts().values())
    in_scenarios = [c for c in load_cards_or_raise().values() if c.name in texts]
    return [*in_scenarios, *_scenario_cards()]


@pytest.fixture(scope="module")
def words_used(exercised_cards: list[CardDef]) -> dict[str, set[str]]:
    """effect word → the names of cards using it that some scenario exercises."""
    used: dict[str, set[str]] = {}
    for card in exercised_cards:
        for eff in _effects_in(card):
            used.setdefault(eff.op, set()).add(card.name)
    return used


@pytest.fixture(scope="module")
def family_words_used(exercised_cards: list[CardDef]) -> dict[tuple[str, str], set[str]]:
    """(family, word) → the names of cards using it that some scenario exercises."""
    used: dict[tuple[str, str], set[str]] = {}
    for card in exercised_cards:
        for family, uses in FAMILY_USES.items():
            for name in uses(card):
                used.setdefault((family, name), set()).add(card.name)
    return used


FAMILY_WORDS = sorted((f.name, w.name) for f in FAMILIES.values() for w in f)


def test_every_family_has_a_reader_of_its_uses() -> None:
    assert set(FAMILY_USES) == set(FAMILIES)


@pytest.mark.parametrize(("family", "name"), FAMILY_WORDS)
def test_every_family_word_has_implementation_and_doc(family: str, name: str) -> None:
    fam: Family = FAMILIES[family]
    word = fam[name]
    assert len(word.doc.strip()) >= 10, f"{family} {name}: no documentation line"
    if fam.params_of:
        # a parameter word is carried out by the words that read it
        readers = [w for w in FAMILIES[fam.params_of] if name in w.reads]
        assert readers, f"{family} {name}: no {fam.params_of} word reads it"
    else:
        assert callable(word.run), (family, name)
        assert word.module.startswith("izvori.engine."), (family, name, word.module)


@pytest.mark.parametrize(("family", "name"), FAMILY_WORDS)
def test_every_family_word_is_exercised_by_a_scenario(
    family: str, name: str, family_words_used: dict[tuple[str, str], set[str]]
) -> None:
    assert family_words_used.get((family, name)), (
        f"no scenario exercises the {family} word {name!r}: write one in tests/scenarios/ "
        "with a card that uses it"
    )


def test_trigger_words_read_only_declared_conditions() -> None:
    conditions = FAMILIES["trigger_condition"]
    for word in FAMILIES["trigger"]:
        assert set(word.reads) <= set(conditions.names()), word.name


def test_a_family_word_cannot_be_declared_twice_or_without_implementation() -> None:
    fam = FAMILIES["trigger"]
    existing = next(iter(fam)).name
    with pytest.raises(ValueError, match="declared twice"):
        fam.declare(existing, lambda *a: [], doc="again and again")
    with pytest.raises(ValueError, match="implementation is required"):
        fam.declare("zz_test_word", None, doc="no implementation")
    with pytest.raises(ValueError, match="no documentation"):
        fam.declare("zz_test_word", lambda *a: [], doc=" ")
    assert "zz_test_word" not in fam


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
