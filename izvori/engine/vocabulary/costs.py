"""Cost words (D4.10, D10.16-D10.18): the parts of an activation or trigger cost (`cost:`).

Each part is declared with the function that carries it out (izvori/engine/cost_words.py):
`values` lists what the part takes in YAML (`sacrifice: creature`); a part without values
takes its own kind of value (a mana cost, a number).
"""

from __future__ import annotations

from izvori.engine.vocabulary.words import Family

COSTS = Family("cost", "Cost parts (`cost`)")
