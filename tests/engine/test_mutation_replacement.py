"""D20.81–D20.82: the characteristics a "prevent damage from a [red] source of your choice"
shield asks of its source — checked when the source is chosen and again when the damage would
be dealt. Pinned because mutation testing (docs/mutation.md, replacement.py) found no test
that gives such a shield a condition.
"""

from __future__ import annotations

from typing import Any

import pytest

from izvori.engine.carddef import CardType
from izvori.engine.mana import Color
from izvori.engine.replacement import characteristics_match, source_colors

RED, GREEN = Color.RED.value, Color.GREEN.value
CREATURE, INSTANT = CardType.CREATURE.value, CardType.INSTANT.value


@pytest.mark.parametrize(
    ("wanted", "source", "matches"),
    [
        # no condition: any source
        ({}, {"colors": [RED], "types": [CREATURE]}, True),
        ({}, {}, True),
        # "a red source": red, also when it has another colour; not a green or colourless one
        ({"color": RED}, {"colors": [RED]}, True),
        ({"color": RED}, {"colors": [GREEN, RED]}, True),
        ({"color": RED}, {"colors": [GREEN]}, False),
        ({"color": RED}, {}, False),
        # "a source that is not red": a red-green source is red
        ({"not_color": RED}, {"colors": [GREEN]}, True),
        ({"not_color": RED}, {}, True),
        ({"not_color": RED}, {"colors": [GREEN, RED]}, False),
        # "a creature source": by its types now (or as last seen)
        ({"type": CREATURE}, {"types": [CREATURE]}, True),
        ({"type": CREATURE}, {"types": [INSTANT]}, False),
        ({"type": CREATURE}, {}, False),
        # every condition must hold
        ({"color": RED, "type": CREATURE}, {"colors": [RED], "types": [INSTANT]}, False),
        ({"color": RED, "type": CREATURE}, {"colors": [GREEN], "types": [CREATURE]}, False),
        ({"color": RED, "type": CREATURE}, {"colors": [RED], "types": [CREATURE]}, True),
        ({"color": RED, "not_color": GREEN}, {"colors": [RED, GREEN]}, False),
        ({"color": RED, "not_color": GREEN}, {"colors": [RED]}, True),
    ],
)
def test_d20_82_the_source_must_have_what_the_shield_asks(
    wanted: dict[str, Any], source: dict[str, Any], matches: bool
) -> None:
    assert characteristics_match(wanted, source) is matches


def test_d20_82_a_sources_colours_are_read_from_its_characteristics() -> None:
    assert source_colors({"colors": [RED, GREEN]}) == {Color.RED, Color.GREEN}
    assert source_colors({}) == set()
