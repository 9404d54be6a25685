"""The card loader refuses what an instruction or a static ability would silently ignore.

Found by session 16's mutation tests: `return_from_graveyard` and `remove_named` act only on
their targets (resolve.py, remove_named.py read `it.targets`), yet the loader took any object
selector for their `what` (`what: self` loaded and did nothing); and a `spell_cost_increase`
without `amount` loaded and made spells cost nothing more (casting.py reads `amount`, default
0). A card that cannot do what its text says is refused on its line, saying what is allowed.
"""

from __future__ import annotations

import pytest
from built_card import HEAD, SPELL, built, refused

from izvori.engine.carddef import Effect

#: A sorcery with one target (a card in your odlagalište) and one instruction on line 7.
RETURN = (
    SPELL.replace("Iznenađenje", "Vradžbina")
    + "    targets: [{kind: card_in_your_graveyard}]\n    effects:\n      - @\n"
)


@pytest.mark.parametrize("word", ["self", "enchanted", "creatures"])
def test_a_card_returned_from_the_odlagaliste_must_be_a_target(word: str) -> None:
    text = RETURN.replace("@", "return_from_graveyard: {what: " + word + "}")
    assert refused(text) == (
        7,
        "card.selector",
        {"key": "what", "value": word, "allowed": "target"},
    )


def test_a_targeted_return_from_the_odlagaliste_loads() -> None:
    card = built(RETURN.replace("@", "return_from_graveyard: {what: target}"))
    assert card.spell_effects == (Effect("return_from_graveyard", (("what", "target"),)),)


def test_the_spell_whose_name_is_removed_must_be_a_target() -> None:
    text = (
        SPELL + "    targets: [{kind: spell}]\n    effects:\n      - remove_named: {what: self}\n"
    )
    assert refused(text) == (
        7,
        "card.selector",
        {"key": "what", "value": "self", "allowed": "target"},
    )


def test_b4_40_a_cost_increase_says_how_much() -> None:
    text = HEAD + "    abilities:\n      - static: {op: spell_cost_increase, when: not_your_turn}\n"
    assert refused(text) == (8, "card.missing", {"key": "amount", "where": "static"})
    text = HEAD + "    abilities:\n      - static: {op: spell_cost_increase, amount: 3}\n"
    assert built(text).statics[0].get("amount") == 3
