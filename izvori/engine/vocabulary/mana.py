"""Mana words of `add_mana` (D7.60, D12.30-D12.31) that are not a fixed kind of mana.

`MANA_KIND_WORDS` are the `kind` words that name no kind of mana but say how to find it: the
kind the triggering mana ability produced (`same_kind`, izvori/engine/mana_triggers.py) or a
colour a source an opponent controls could produce (`opponent_source_color`,
izvori/engine/payment.py). `MANA_TRIGGER_WHO` are the players whose pool a triggered mana
ability adds to (it has no targets): each word is `run(game, controller, player) → players`,
`player` being the one who tapped the permanent (izvori/engine/mana_triggers.py).
"""

from __future__ import annotations

from izvori.engine.vocabulary.words import Family

MANA_KIND_WORDS = Family("mana_kind_word", "Mana kind words (`kind` of `add_mana`)")
MANA_TRIGGER_WHO = Family(
    "mana_trigger_who", "Whose pool a triggered mana ability adds to (`who` of its `add_mana`)"
)
