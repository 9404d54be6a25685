"""Moving an Aura, and an Aura coming back from the odlagalište attached (D11.106, E3.131).

"Premesti ga na drugi permanent koji može promeniti" (Trajna Pozajmica, B12.69): the Aura is
not cast and does not target; the player moving it chooses, as the effect resolves, another
permanent it could legally enchant (E3.131 "Promeni [tip]", and not one with Anti- its colour,
E3.23). With no such permanent it stays where it is (D17.30: do as much as possible). Moving it
gives it a new timestamp (D19.55), as attaching an Oprema does.

D11.106 (Crvena Groznica): an Aura's "when the enchanted permanent leaves play" ability finds the
Aura in its owner's odlagalište — where the state-based effect put it (D21.54) — and puts it into
play attached to a creature. Only that very card, gone straight from play to the odlagalište,
is found: if it moved on from there it is a new object (B16.13) and the ability does nothing.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from izvori.engine.carddef import PROTECTION, Effect
from izvori.engine.decisions import Decision, DecisionKind, IllegalAnswer
from izvori.engine.events import Attached
from izvori.engine.instructions import objects_of
from izvori.engine.objects import StackItem, Zone
from izvori.engine.targeting import can_enchant
from izvori.engine.vocabulary import effect

if TYPE_CHECKING:
    from izvori.engine.game import Game
    from izvori.engine.instructions import InstructionsFrame


def could_enchant(game: Game, aura: int, host: int) -> bool:
    """Whether `aura` could legally be attached to the permanent `host` now (E3.131, E3.23)."""
    if host == aura or host not in game.battlefield:
        return False
    ac = game.chars(aura)
    if not ac.enchant:
        return False
    hc = game.chars(host)
    if not can_enchant(ac.enchant, hc):
        return False
    colors = ac.colors or game.objects[aura].card.colors
    return not any(PROTECTION[k] in colors for k in hc.keywords if k in PROTECTION)


def _attach(game: Game, aura: int, host: int) -> None:
    obj = game.objects[aura]
    obj.attached_to = host
    obj.timestamp = game.next_timestamp()  # D19.55: a new timestamp when it becomes attached
    game.touch()
    game.emit(Attached(card=aura, to=host))


@effect(
    "move_aura",
    params={"what": "what"},
    doc=(
        '"Premesti ga na drugi permanent koji može promeniti": the controller of this spell or '
        "ability chooses, as it resolves, another permanent the Aura could legally enchant and "
        "attaches the Aura to it (not a target; with none, the Aura stays). Trajna Pozajmica "
        "(B12.69)."
    ),
)
def move_aura(
    game: Game, fr: InstructionsFrame, it: StackItem, eff: Effect, ans: Any
) -> Decision | None:
    auras = [
        a
        for a in objects_of(game, it, eff.get("what", "target"), eff)
        if game.objects[a].card.enchant
    ]
    if not auras:
        return None
    aura = auras[0]
    current = game.objects[aura].attached_to
    options = tuple(h for h in game.battlefield if h != current and could_enchant(game, aura, h))
    if not options:
        return None  # D17.30: nothing else it can enchant
    if ans is None:
        return Decision(
            it.controller,
            DecisionKind.CHOOSE_ONE,
            "resolve.move_aura",
            options,
            context={"card": aura, "item": it.id},
        )
    if ans not in options or isinstance(ans, bool):
        raise IllegalAnswer("answer.not_an_option", option=ans)
    _attach(game, aura, int(ans))
    return None


def _found_in_graveyard(game: Game, it: StackItem) -> int | None:
    """D11.106: the ability's source, gone straight from play to its owner's odlagalište."""
    src = it.source
    if src is None:
        return None
    obj = game.objects[src]
    if obj.zone != Zone.GRAVEYARD or not obj.card.enchant:
        return None
    # one zone change since the ability triggered (B16.13): play → odlagalište
    if obj.incarnation != it.source_incarnation + 1:
        return None
    return src


@effect(
    "return_aura_attached",
    params={"to": "what"},
    doc=(
        "This Aura, which went from play to its owner's odlagalište, is put into play attached "
        "to the creature (a target, `to` default `target`) if it could enchant it; its owner "
        'controls it. For an Aura\'s "when the enchanted creature leaves play" ability '
        "(D11.106, Crvena Groznica)."
    ),
)
def return_aura_attached(
    game: Game, fr: InstructionsFrame, it: StackItem, eff: Effect, ans: Any
) -> Decision | None:
    aura = _found_in_graveyard(game, it)
    hosts = objects_of(game, it, eff.get("to", "target"), eff)
    if aura is None or not hosts:
        return None
    host = hosts[0]
    # E3.131: checked on the card in the odlagalište, whose enchant is printed
    if not can_enchant(game.objects[aura].card.enchant, game.chars(host)):
        return None
    game.move(aura, Zone.PLAY, controller=game.objects[aura].owner, attach_to=host, cause="aura")
    if game.objects[aura].zone == Zone.PLAY:
        game.emit(Attached(card=aura, to=host))
    return None
