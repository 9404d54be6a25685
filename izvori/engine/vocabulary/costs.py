"""Cost words (D4.10, D10.16-D10.18): the parts of an activation or trigger cost (`cost:`).

Each part is declared with the function that carries it out (izvori/engine/static_words.py):
`values` lists what the part takes in YAML (`sacrifice: creature`); a part without values
takes its own kind of value (a mana cost, a number). `PERMANENT_KINDS` are the kinds of
permanent a cost (`sacrifice: creature`) or a combat cost (`tap: source`) names, each
`run() → the card type` such a permanent has (izvori/engine/cost_parts.py).
"""

from __future__ import annotations

from izvori.engine.vocabulary.words import Family

COSTS = Family("cost", "Cost parts (`cost`)")
PERMANENT_KINDS = Family("permanent_kind", "Kinds of permanent (`sacrifice`, `tap`)")
