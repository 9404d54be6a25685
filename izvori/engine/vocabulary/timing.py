"""Timing words of activated abilities (`only_during:`, D4.30).

Each word is declared with the function that says whether a player may play the ability now
(izvori/engine/timing_words.py): `run(game, player) → bool`, asked by `casting.timing_allows`.
"""

from __future__ import annotations

from izvori.engine.vocabulary.words import Family

ONLY_DURING = Family("only_during", "Timing restrictions (`only_during`)")
