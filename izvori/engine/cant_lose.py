"""Static abilities that change the rule on losing the game (A4.10: the card beats the rules).

"Ne gubiš partiju ako ti je ukupan život 0 ili manje" (Senoviti Kamen, F7.82): while its
controller controls such a permanent, the state-based effect of D21.51 (A3.32) doesn't make him
lose for having 0 or less life. He still loses the moment it leaves play with his life at 0 or
less, the next time state-based effects are checked. Drawing from an empty library (D21.56) is
another rule and still applies.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from izvori.engine.game import Game


def cant_lose_for_life(game: Game, player: int) -> bool:
    """Does `player` control a permanent with `op: cant_lose_for_life` (A4.10, D21.51)?"""
    objects = game.objects
    return any(
        st.op == "cant_lose_for_life"
        for oid in game.battlefield
        if objects[oid].controller == player
        for st in game.chars(oid).statics
    )
