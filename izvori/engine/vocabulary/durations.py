"""Duration words (`duration:`): how long a continuous effect lasts (D19.30-D19.34).

Each word is declared with the function that says whether an effect of that duration may still
last (izvori/engine/durations.py): `run(game, effect, source) → bool`, `source` being the
permanent whose ability made the effect, still the same object in play (B16.13). The words with
`usage` `ABILITY_ONLY` last "for as long as ..." (D19.34): only an ability of a permanent may use
them, and they end the moment their condition stops.
"""

from __future__ import annotations

from izvori.engine.vocabulary.words import Family

DURATIONS = Family("duration", "Durations (`duration`)")
#: the `usage` of a "for as long as ..." duration (D19.34)
ABILITY_ONLY = "an ability of a permanent"
