"""Amount words (`amount: X`): a number an effect works out as it resolves.

Each word is declared with the function that works it out (izvori/engine/amounts.py):
`run(game, item) → int`, read through `resolve.amount_of`. The card loader accepts these words
wherever an effect takes an amount (`amount`, `count`, `power`, `toughness`), in this order in its
"allowed: ..." message.
"""

from __future__ import annotations

from izvori.engine.vocabulary.words import Family

AMOUNTS = Family("amount", "Amount words (`amount`, `count`, `power`, `toughness`)")
