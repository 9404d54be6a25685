"""Abilities that function outside play (D3.80, D3.90–D3.97).

Abilities normally work only while their permanent is in play (D3.80). An ability that names
the zones it works from works only from those zones (D3.92): a card says so with `zone:` on the
ability (`ruka`, `odlagalište`; `u igri` is the default). Such a card is watched by the game in
that zone (`Game.zone_cards`): its activated abilities can be played from there by its owner
(D4.20, D3.95), its triggered abilities trigger from there only (D3.96), and an ability that
moves the card out of a zone works only in that zone (D3.97; the card loader checks this).

A card in the hand is hidden. Playing an ability of a card in the hand shows it: its cost says
"reveal this card" (`reveal`), or it discards the card. A revealed card stays public while the
ability is on the niz (`StackItem.revealed`); view.py shows it to both players then.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from izvori.engine.carddef import ZONE_PLAY, CardType, TriggeredAbility
from izvori.engine.objects import GameObject, Zone

if TYPE_CHECKING:
    from izvori.engine.game import Game

# Enum members read in the functions below at nearly every ability looked at, bound once to module
# names: in Python 3.11 a member read off its enum class goes through the attribute hook
# `EnumType.__getattr__` gives every enum class, ~1,000 machine instructions a read
# (callgrind, docs/performance.md, session 22)
_IN_PLAY = Zone.PLAY

#: The zones outside play an ability may work from.
OUTSIDE_PLAY = (Zone.HAND, Zone.GRAVEYARD)


def works_from(zone: str, obj: GameObject) -> bool:
    """D3.92: an ability works only from the zone it names (by default: in play)."""
    return obj.zone == zone  # a Zone is a StrEnum: equal to its value as text


def ability_player(game: Game, obj: GameObject) -> int:
    """D4.20: a permanent's controller plays its abilities; outside play, its owner."""
    return obj.controller if obj.zone == _IN_PLAY else obj.owner


def outside_play_cards(game: Game, player: int | None = None) -> list[int]:
    """Cards outside play whose abilities work there, in a stable order."""
    objects = game.objects
    return [
        oid
        for oid in game.zone_cards
        if (o := objects[oid]).zone in OUTSIDE_PLAY and (player is None or o.owner == player)
    ]


def zone_trigger_holders(game: Game) -> list[tuple[int, int, tuple[TriggeredAbility, ...]]]:
    """D3.96: cards in the hand or the odlagalište with abilities that trigger from there."""
    holders = []
    for oid in outside_play_cards(game):
        obj = game.objects[oid]
        abilities = tuple(a for a in obj.card.triggered if works_from(a.zone, obj))
        if abilities:
            holders.append((oid, obj.owner, abilities))
    return holders


def in_play_abilities(abilities: tuple[Any, ...]) -> tuple[Any, ...]:
    """The abilities of a permanent that work while it is in play (D3.80, D3.92)."""
    if all(a.zone == ZONE_PLAY for a in abilities):
        return abilities
    return tuple(a for a in abilities if a.zone == ZONE_PLAY)


def only_creature_card_in_graveyard(game: Game, player: int, source: int | None) -> bool:
    """Neupokojena: "if this is the only creature card in your odlagalište"."""
    if source is None:
        return False
    creatures = [
        oid
        for oid in game.players[player].graveyard
        if CardType.CREATURE in game.objects[oid].card.types
    ]
    return creatures == [source]
