"""Hands played revealed: Vidovitost (K07), "Tvoji protivnici igraju sa otkrivenim rukama".

A static ability (`reveal_opponents_hands`): while a permanent with it is in play, every
opponent of its controller plays with his hand revealed. A revealed hand is public: the other
player sees every card of it for exactly as long as the ability applies — from the moment the
permanent is in play (with the ability: a permanent that loses its abilities, D19.51 level 5,
reveals nothing) until it leaves play or changes controller; the view (view.py) asks this
module, and nothing else decides it. A spectator (the hot-seat hand-over screen, viewer None)
is no player and still sees no hand.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from izvori.engine.characteristics import Chars
from izvori.engine.play_views import by_concatenation

if TYPE_CHECKING:
    from izvori.engine.game import Game

#: the static ability's op (docs/cards.md, "Static abilities")
REVEAL_OPPONENTS_HANDS = "reveal_opponents_hands"


def _revealers(in_play: list[tuple[int, Chars]]) -> list[int]:
    return [oid for oid, c in in_play if any(st.op == REVEAL_OPPONENTS_HANDS for st in c.statics)]


_GROW_REVEALERS = by_concatenation(_revealers)


def hand_revealed(game: Game, player: int) -> bool:
    """Whether `player` plays with his hand revealed: an opponent controls a permanent with
    `reveal_opponents_hands` (Vidovitost)."""
    return any(
        game.objects[oid].controller != player
        for oid in game.play_view(REVEAL_OPPONENTS_HANDS, _revealers, _GROW_REVEALERS)
    )
