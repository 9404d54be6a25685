"""Words naming parts of a turn that effects skip or add (C1.80, C1.90, D20.65-D20.66).

`SKIP_WHAT` are the `what` of the `skip` effect (izvori/engine/skip.py): a step or the combat
phase, each `run(game, index) → index to go on from` when the turn plan's entry at `index`
begins one (None otherwise), or a turn (`run(game) → the next turn's player`).
`EXTRA_STEPS` are the `step` of `extra_step` (izvori/engine/resolve.py): `run() → the Step`.
"""

from __future__ import annotations

from izvori.engine.vocabulary.words import Family

SKIP_WHAT = Family("skip_what", "What `skip` skips (`what`)")
EXTRA_STEPS = Family("extra_step", "Steps an effect can add (`step` of `extra_step`)")
