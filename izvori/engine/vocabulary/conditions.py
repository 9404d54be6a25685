"""Condition words: the intervening "if" of a triggered ability (`if:`, D11.80).

Each is declared with `@CONDITIONS.word(...)` on its implementation in
izvori/engine/conditions.py: `(game, controller, source, value) → bool`, checked when the
ability triggers and again when it resolves. `values` lists what the word takes in YAML; a word
without values takes a whole number.
"""

from __future__ import annotations

from izvori.engine.vocabulary.words import Family

CONDITIONS = Family("condition", "Conditions (`if`)")
