"""One card built from YAML text by the card loader's `build_card` (izvori/cards/schema.py),
for the tests that pin what it builds or the line, key and parameters it refuses with."""

from __future__ import annotations

from typing import Any

import pytest

from izvori.cards.schema import CardError, build_card
from izvori.cards.yamlsafe import load_text
from izvori.engine.carddef import CardDef

#: A creature that loads: name on line 2, its fields on lines 3-6; whatever follows is line 7 on.
HEAD = (
    "cards:\n  - name: Probni Vuk\n    cost: R\n    type: Biće\n    power: 10\n    toughness: 10\n"
)
#: An instant (Iznenađenje): name on line 2, cost line 3, type line 4; what follows is line 5 on.
SPELL = "cards:\n  - name: Proba\n    cost: R\n    type: Iznenađenje\n"


def _node(text: str) -> tuple[Any, int]:
    data = load_text(text)
    cards = data["cards"]
    return cards[0], cards.item_lines[0]


def built(text: str) -> CardDef:
    """The card the text's first (only) card builds."""
    node, line = _node(text)
    return build_card(node, line)


def refused(text: str) -> tuple[int, str, dict[str, Any]]:
    """The line, message key and message parameters the card is refused with."""
    node, line = _node(text)
    with pytest.raises(CardError) as e:
        build_card(node, line)
    return e.value.line, e.value.key, e.value.args_
