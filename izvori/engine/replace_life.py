"""Replacing life gain (D20.92's example, D20.60, D20.61, D20.68).

A static ability `replace_life_gain` of a permanent in play says "[for each `amount` life] [a
player] would gain, instead [effects]" ("Za svakih 10 života koje bi dobio, umesto toga vuci
kartu"). The replaced life is not gained; the effects happen instead, at once, as part of the
event (D20.68), once for each full `amount` (without `amount`: once for the whole gain). Life
below a full `amount` is gained normally. What the effects do can itself be replaced: a draw made
instead goes through the draw replacements (D20.92: "for each 10 life, draw instead" with "if you
would draw, return a card from your odlagalište instead" gives a card from the odlagalište instead
of 10 life, whichever effect came first). A replacement gets one chance at an event and at what
replaces it (D20.61): life its own effects would gain is not replaced by it again.

When several life-gain replacements would apply, the first in timestamp order is used — no
printed card makes two of them meet, so no choice is asked (D20.91 would let the player choose).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from izvori.engine.events import LifeGainReplaced
from izvori.engine.objects import StackItem, StackKind

if TYPE_CHECKING:
    from izvori.engine.game import Game


def _player_ok(rel: str, controller: int, player: int) -> bool:
    if rel == "you":
        return player == controller
    if rel == "opponent":
        return player != controller
    return True  # any


def gain_life(game: Game, player: int, amount: int, used: tuple[int, ...] = ()) -> None:
    """`player` gains `amount` life, unless a replacement effect replaces (part of) it."""
    if amount <= 0:
        return
    found = None
    for oid in sorted(game.battlefield, key=lambda o: game.objects[o].timestamp):
        if oid in used:
            continue  # D20.61
        obj = game.objects[oid]
        for st in game.chars(oid).statics:
            if st.op == "replace_life_gain" and _player_ok(
                str(st.get("player", "you")), obj.controller, player
            ):
                found = (oid, st)
                break
        if found:
            break
    if found is None:
        game.change_life(player, amount, reason="effect")
        return
    from izvori.engine.resolve import EffectsFrame

    oid, st = found
    per = st.get("amount")
    times = amount // int(per) if per else 1
    rest = amount - times * int(per) if per else 0
    if rest:
        game.change_life(player, rest, reason="effect")
    if not times:
        return
    obj = game.objects[oid]
    game.emit(LifeGainReplaced(player=player, card=oid, name=game.chars(oid).name))
    effects = tuple(st.get("instead", ())) * times
    if not effects:
        return
    item = StackItem(
        game.new_stack_id(),
        StackKind.ABILITY,
        obj.controller,
        oid,
        obj.incarnation,
        effects,
        trigger_data={"player": player, "life_replacements_used": [*used, oid]},
        source_lki=game.lki(oid),
    )
    game.frames.append(EffectsFrame(item.id, held=item))
