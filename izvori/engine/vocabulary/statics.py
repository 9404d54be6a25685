"""Static ability words (D6): the `op` of a static ability and what it `affects`.

An op is declared with the function that carries it out (izvori/engine/static_words.py names
it: the layers of layers.py for the characteristic-changing ops, the combat, casting, damage
and draw rules for the others) and `reads`, the keys of the ability it reads. An `affects` word
is declared with its own test in izvori/engine/static_affects.py (`reads`: the filters it
takes), asked by layers.static_applies.
"""

from __future__ import annotations

from izvori.engine.vocabulary.words import Family

STATICS = Family("static", "Static abilities (`op`)")
STATIC_AFFECTS = Family("static_affects", "What a static ability affects (`affects`)")
