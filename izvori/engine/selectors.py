"""The selector words (D14.22): which players and permanents an instruction acts on.

Each word is declared once, here, on its implementation (izvori/engine/vocabulary/selectors.py).
A player selector is `(game, item) → player indexes`; a group selector is `(game, item,
effect) → object ids` — the effect's `color` / `not_color` narrow a group of creatures.
Anything else an effect names is a target reference, read by resolve.legal_chosen.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING, Any

from izvori.engine.carddef import CardType, Effect
from izvori.engine.mana import Color
from izvori.engine.objects import (
    StackItem,
    Zone,
    is_player_ref,
    player_ref,
    source_card_still_there,
)
from izvori.engine.vocabulary.selectors import GROUP_SELECTORS, PLAYER_SELECTORS

if TYPE_CHECKING:
    from izvori.engine.game import Game

_PLAYERS = PLAYER_SELECTORS.word


def still_in_zone(game: Game, oid: int, inc: int, zone: str) -> bool:
    """The same object still in that zone (B16.13: a card that left and came back is new)."""
    obj = game.objects.get(oid)
    return obj is not None and obj.zone.value == zone and obj.incarnation == inc


def remembered_objects(game: Game, remembered: list[Any]) -> list[int]:
    """D5.44: only the remembered objects still in that zone, as the same objects."""
    return [
        int(o) for o, inc, zone in remembered if still_in_zone(game, int(o), int(inc), str(zone))
    ]


@_PLAYERS(
    "you",
    usage="who, to",
    doc="The controller of the spell or ability (default of `who`).",
)
def you(game: Game, it: StackItem) -> list[int]:
    return [it.controller]


@_PLAYERS("each_player", usage="who, to", doc="Both players (the active player first).")
def each_player(game: Game, it: StackItem) -> list[int]:
    return [game.active, game.opponent(game.active)]


@_PLAYERS("each_opponent", usage="who, to", doc="Each other player: the opponent.")
def each_opponent(game: Game, it: StackItem) -> list[int]:
    return [game.opponent(it.controller)]


PLAYER_SELECTORS.declare(
    "opponent", each_opponent, usage="who, to", doc="The other player (as `each_opponent`)."
)


@_PLAYERS(
    "trigger_player",
    usage="who, to",
    doc="The player the trigger is about (who drew, whose creature entered, who was dealt damage).",
)
def trigger_player(game: Game, it: StackItem) -> list[int]:
    p = it.trigger_data.get("player")
    return [] if p is None else [p]


@_PLAYERS("target_controller", usage="who, to", doc="The controller of the targeted permanent.")
def target_controller(game: Game, it: StackItem) -> list[int]:
    out = []
    for refs in it.targets.values():
        for ref, _ in refs:
            if not is_player_ref(ref) and ref in game.objects:
                out.append(game.objects[ref].controller)
    return out[:1]


_GROUP = GROUP_SELECTORS.word


@_GROUP("self", usage="what, to", doc="The permanent this ability is on.")
def self_(game: Game, it: StackItem, eff: Effect | None) -> list[int]:
    src = source_card_still_there(game, it, Zone.PLAY)
    return [] if src is None else [src]


@_GROUP(
    "enchanted",
    usage="what, to",
    doc="The permanent this aura is on (if the aura has left play, the one it was last on, "
    "while that permanent is still in play: D14.26).",
)
def enchanted(game: Game, it: StackItem, eff: Effect | None) -> list[int]:
    src = source_card_still_there(game, it, Zone.PLAY)
    if src is not None:
        att = game.objects[src].attached_to
        return [] if att is None else [att]
    # D3.60, D14.26: the aura is gone (sacrificed to pay for this ability, destroyed in
    # response): the permanent it was last attached to, as long as that is the same object
    last = (it.source_lki or {}).get("attached_to")
    if last is None:
        return []
    att, incarnation = last
    return [att] if still_in_zone(game, att, incarnation, Zone.PLAY.value) else []


@_GROUP(
    "trigger_object",
    usage="what, to",
    doc="The permanent the trigger is about (the creature that entered, the attacker, the "
    "creature it blocks...). In a delayed ability's effects: the objects it remembers (§8.4).",
)
def trigger_object(game: Game, it: StackItem, eff: Effect | None) -> list[int]:
    remembered = it.trigger_data.get("remembered")
    if remembered is not None:
        # objects fixed when it triggered (all blockers) or, for a delayed triggered
        # ability, when it was created (D5.43, D5.44)
        return remembered_objects(game, remembered)
    oid = it.trigger_data.get("object")
    inc = it.trigger_data.get("object_incarnation")
    if (
        oid is not None
        and game.objects[oid].zone == Zone.PLAY
        and (inc is None or game.objects[oid].incarnation == inc)
    ):
        return [oid]
    return []


def _creatures(
    game: Game, eff: Effect | None, pred: Callable[[int], bool] | None = None
) -> list[int]:
    """Creatures in play meeting `pred`, narrowed by the effect's `color` / `not_color`."""
    out = [o for o in game.creatures() if pred is None or pred(o)]
    if eff is not None:
        col = eff.get("color")
        ncol = eff.get("not_color")
        if col:
            out = [o for o in out if Color(col) in game.chars(o).colors]
        if ncol:
            out = [o for o in out if Color(ncol) not in game.chars(o).colors]
    return out


@_GROUP("all_creatures", usage="what, to", doc="Every creature in play.")
def all_creatures(game: Game, it: StackItem, eff: Effect | None) -> list[int]:
    return _creatures(game, eff)


GROUP_SELECTORS.declare(
    "each_creature", all_creatures, usage="what, to", doc="Every creature in play."
)


@_GROUP("other_creatures", usage="what, to", doc="Every creature except this one.")
def other_creatures(game: Game, it: StackItem, eff: Effect | None) -> list[int]:
    return _creatures(game, eff, lambda o: o != it.source)


@_GROUP("your_creatures", usage="what, to", doc="Every creature you control.")
def your_creatures(game: Game, it: StackItem, eff: Effect | None) -> list[int]:
    return _creatures(game, eff, lambda o: game.objects[o].controller == it.controller)


@_GROUP("opponent_creatures", usage="what, to", doc="Every creature your opponent controls.")
def opponent_creatures(game: Game, it: StackItem, eff: Effect | None) -> list[int]:
    return _creatures(game, eff, lambda o: game.objects[o].controller != it.controller)


@_GROUP("attacking_creatures", usage="what, to", doc="Every attacking creature.")
def attacking_creatures(game: Game, it: StackItem, eff: Effect | None) -> list[int]:
    return _creatures(game, eff, lambda o: game.combat is not None and o in game.combat.attackers)


@_GROUP(
    "all_artifacts_and_enchantments",
    usage="what",
    doc="Every artifact and every promena in play (a permanent that is both counts once).",
)
def all_artifacts_and_enchantments(game: Game, it: StackItem, eff: Effect | None) -> list[int]:
    wanted = (CardType.ARTIFACT, CardType.ENCHANTMENT)
    return [o for o in game.battlefield if any(t in game.chars(o).types for t in wanted)]


@_GROUP(
    "each_creature_and_player",
    usage="to",
    doc="Every creature and both players (damage only).",
)
def each_creature_and_player(game: Game, it: StackItem, eff: Effect | None) -> list[int]:
    """References: every creature, then both players (the active player first)."""
    return all_creatures(game, it, eff) + [player_ref(p) for p in each_player(game, it)]


#: the group selectors `what` may name (`objects_of`): every one but the `to`-only ones
OBJECT_SELECTORS: dict[str, Callable[..., list[int]]] = {
    w.name: w.run for w in GROUP_SELECTORS if w.run is not None and w.usage != "to"
}
