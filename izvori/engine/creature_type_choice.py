"""A creature type chosen on resolution: "postaje / dobija tip bića po tvom izboru".

Iluzionista (B12.12): "Odabrano biće postaje biće tipa po tvom izboru do kraja poteza" — the
chosen type replaces all the creature's creature types. Uzimač Forme (B12.13): "dobija tip bića
po tvom izboru" — the creature keeps its types and gains the chosen one.

B12.14: exactly one existing creature type of the rulebook's list is chosen ("Čovek" or
"Vojnik", never "Čovek Vojnik", never a source type), so the options are the whole list
(`text.CREATURE_TYPES`) — naming a type no card of this game has is allowed and hints at no
hidden card. The choice is made as the instruction is followed (D14.22), by the controller.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from izvori.engine.carddef import Effect
from izvori.engine.decisions import Decision, DecisionKind, IllegalAnswer
from izvori.engine.events import ContinuousEffectAdded, ValueChosen
from izvori.engine.instructions import add_continuous, objects_of, source_info
from izvori.engine.objects import StackItem
from izvori.engine.text import CREATURE_TYPES
from izvori.engine.vocabulary import effect

if TYPE_CHECKING:
    from izvori.engine.game import Game
    from izvori.engine.instructions import InstructionsFrame


@effect(
    "become_creature_type",
    params={"what": "what", "keep": "bool", "duration": "duration"},
    doc=(
        "The controller chooses one creature type as it resolves (B12.14); the permanents become "
        "that creature type (`keep: false`, default: it replaces all their creature types, "
        "B12.12 — Iluzionista) or gain it besides their own (`keep: true`, B12.13 — Uzimač "
        "Forme). `duration` default `end_of_turn`."
    ),
)
def _become_creature_type(
    game: Game, fr: InstructionsFrame, it: StackItem, eff: Effect, ans: Any
) -> Decision | None:
    targets = [
        o for o in objects_of(game, it, eff.get("what", "target"), eff) if game.chars(o).is_creature
    ]
    if not targets:
        return None  # A4.30: nothing to change, so nothing to choose
    if ans is None:
        return Decision(
            it.controller,
            DecisionKind.CHOOSE_ONE,
            "resolve.creature_type",
            CREATURE_TYPES,
            context={"item": it.id, "cards": targets},
        )
    if not isinstance(ans, str) or ans not in CREATURE_TYPES:
        raise IllegalAnswer("answer.not_an_option", option=ans)
    keep = bool(eff.get("keep", False))
    op = "add_type" if keep else "set_creature_type"
    params: dict[str, Any] = {"subtypes": [ans]}
    if keep:
        params["types"] = []
    if add_continuous(game, it, op, targets, params, eff.get("duration", "end_of_turn")):
        name = source_info(game, it).get("name", "")
        game.emit(ValueChosen(player=it.controller, card=it.source, name=name, value=ans))
        game.emit(ContinuousEffectAdded(op=op, cards=targets, params=params))
    return None
