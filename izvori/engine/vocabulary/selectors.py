"""Selector words: who and what an effect acts on, when it doesn't name a target.

`who` (players), `what` (permanents) and `to` (players and/or creatures) of an effect take a
target's `ref` or one of these words. Player selectors are declared with
`@PLAYER_SELECTORS.word(...)` on a function `(game, item) → players`, group selectors with
`@GROUP_SELECTORS.word(...)` on `(game, item, effect) → object ids` (or, for `to` only,
references to objects and players); both in izvori/engine/selectors.py, which the resolver's
`players_of` / `objects_of` / `refs_of` dispatch to.

Target filters (`color`, `not_color`, `controller`, ...) narrow what a target may be; they are
carried out where legal targets are found (izvori/engine/targeting.py).
"""

from __future__ import annotations

from izvori.engine.vocabulary.words import Family

PLAYER_SELECTORS = Family("player_selector", "Player selectors (`who`, `to`)")
GROUP_SELECTORS = Family("group_selector", "Object selectors (`what`, `to`)")
TARGET_FILTER_WORDS = Family("target_filter", "Target filters")
