"""The duration words (`duration:`): each declared once with whether an effect may still last.

"Until end of turn" and "until end of combat" effects end at a step (C15.20, C1.40:
`Game.end_effects`, called by the turn), "permanent" ones never; while they exist they last.
The "for as long as ..." ones (D19.34) end the moment their condition stops, also when the
permanent whose ability made them leaves play (B16.13: it is a new object then):
`Game.condition_holds` asks the word's function with that permanent, after every event whose
class `ends_conditions` (izvori/engine/events.py).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from izvori.engine.vocabulary.durations import ABILITY_ONLY, DURATIONS

if TYPE_CHECKING:
    from izvori.engine.characteristics import ContinuousEffect
    from izvori.engine.game import Game
    from izvori.engine.objects import GameObject


@DURATIONS.word(
    "end_of_turn",
    doc='"Do kraja poteza": until the cleanup step of this turn (C15.20); the default of '
    "most effects.",
)
def until_end_of_turn(game: Game, e: ContinuousEffect, source: GameObject) -> bool:
    return True  # Game.end_effects("end_of_turn") removes it in the cleanup step


@DURATIONS.word("end_of_combat", doc='"Do kraja borbe": until the end of combat step ends (C1.40).')
def until_end_of_combat(game: Game, e: ContinuousEffect, source: GameObject) -> bool:
    return True  # Game.end_effects("end_of_combat") removes it as combat ends


@DURATIONS.word("permanent", doc="No end: the effect lasts for the rest of the game.")
def for_the_rest_of_the_game(game: Game, e: ContinuousEffect, source: GameObject) -> bool:
    return True


@DURATIONS.word(
    "while_you_control_self",
    usage=ABILITY_ONLY,
    doc='"Dok god kontrolišeš [ovo]": while the ability\'s controller controls the permanent '
    "whose ability it is (D19.34).",
)
def while_you_control_self(game: Game, e: ContinuousEffect, source: GameObject) -> bool:
    return source.controller == e.controller


@DURATIONS.word(
    "while_self_tapped",
    usage=ABILITY_ONLY,
    doc='"Dok god je [ovo] aktivirano": while that permanent stays tapped (D19.34).',
)
def while_self_tapped(game: Game, e: ContinuousEffect, source: GameObject) -> bool:
    return source.tapped


#: D19.34: the "for as long as ..." durations, which end when their condition stops
CONDITIONAL = frozenset(w.name for w in DURATIONS if w.usage == ABILITY_ONLY)
