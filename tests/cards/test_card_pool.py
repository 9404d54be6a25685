"""Every card in cards/ loads into a sensible definition (issue 4: "every card is loaded")."""

from __future__ import annotations

import pytest

from izvori.cards import yamlsafe
from izvori.cards.library import Report, card_paths, load_cards
from izvori.cards.schema import CDA, RARITIES
from izvori.engine.carddef import CardDef, CardType

_REPORT = Report()
POOL = load_cards(report=_REPORT)


def test_the_card_files_load_without_problems() -> None:
    assert _REPORT.problems == []
    assert _REPORT.cards_checked == len(POOL) > 0
    assert card_paths(), "cards/ has no card files"


@pytest.mark.parametrize("name", sorted(POOL))
def test_card_definition_is_complete(name: str) -> None:
    card: CardDef = POOL[name]
    assert card.name == name and name.strip() == name
    assert card.rarity in RARITIES
    if card.only_source:
        assert card.cost is None and card.source_colors
    else:
        assert card.cost is not None
        assert len(card.colors) <= 1
    if CardType.CREATURE in card.types:
        assert card.power is not None and card.toughness is not None
        assert card.pt_defined_by is None or card.pt_defined_by in CDA
    else:
        assert card.power is None and card.toughness is None
    if card.types & {CardType.INSTANT, CardType.SORCERY}:
        assert card.spell_effects or (card.modes and all(m.effects for m in card.modes))
    else:
        assert not card.spell_effects and not card.spell_targets and not card.modes
    for mode in card.modes:  # D15.72: each mode's effects use its own targets
        refs = {t.ref for t in mode.targets}
        for effect in mode.effects:
            assert {v for k, v in effect.params if k in ("to", "who", "what")} <= refs | _SELECTORS
    if card.enchant:
        assert CardType.ENCHANTMENT in card.types and "Oreol" in card.subtypes
    for ability in (*card.activated, *card.triggered):
        refs = {t.ref for t in ability.targets}
        for effect in ability.effects:
            used = {v for k, v in effect.params if k in ("to", "who", "what")}
            assert used <= refs | _SELECTORS


_SELECTORS = {
    "you",
    "each_player",
    "each_opponent",
    "opponent",
    "trigger_player",
    "target_controller",
    "self",
    "enchanted",
    "trigger_object",
    "all_creatures",
    "each_creature",
    "other_creatures",
    "your_creatures",
    "opponent_creatures",
    "attacking_creatures",
    "each_creature_and_player",
}


def test_both_parsers_build_the_same_cards(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(yamlsafe, "use_libyaml", True)
    fast = load_cards()
    monkeypatch.setattr(yamlsafe, "use_libyaml", False)
    pure = load_cards()
    assert pure == fast
