"""The card vocabulary's registry: each word of each family is declared once, at its implementation.

A card is written in a closed vocabulary of words, in families: effects (`damage`), trigger
events (`enters_play`) and their conditions (`who`), static abilities (`pump`) and what they
affect (`all_creatures`), conditions (`your_life_at_most`), selectors (`each_opponent`,
`all_creatures`), target filters (`not_color`) and cost parts (`sacrifice_self`). Each word is
declared once, on (or next to) the code that carries it out, with its YAML name, its parameters
or allowed values and its documentation line. The card loader (izvori/cards/schema.py) takes its
tables from here, docs/cards.md takes its tables from here (docs/tools/vocabulary_doc.py), and
tests/cards/test_vocabulary_registry.py fails when a word has no implementation, no
documentation or no card or scenario that uses it.

One module per family: `effects` (the effect words, `@effect`), `words` (the shared `Word` and
`Family`), `triggers`, `statics`, `conditions`, `selectors`, `costs` (and the kinds of permanent
a cost names), `amounts` (`amount: X`), `durations` (`duration:`), `timing` (`only_during:`),
`steps` (what `skip` skips, the steps `extra_step` adds) and `mana` (the `add_mana` words that
are no fixed kind, whose pool a triggered mana ability fills).
"""

from izvori.engine.vocabulary.effects import (
    EFFECT_WORDS,
    PARAM_KINDS,
    EffectFn,
    EffectWord,
    effect,
    effect_fn,
    register_effect,
)
from izvori.engine.vocabulary.words import FAMILIES, Family, Word

__all__ = [
    "EFFECT_WORDS",
    "FAMILIES",
    "PARAM_KINDS",
    "EffectFn",
    "EffectWord",
    "Family",
    "Word",
    "effect",
    "effect_fn",
    "register_effect",
]
