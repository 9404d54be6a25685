"""State triggers ("stanja izazivanja", D11.110).

A triggered ability with `when: state_holds` triggers when a game state holds, not on an event:
"whenever you have no cards in hand, draw a card". It triggers as soon as the state holds — even
for a moment in the middle of a resolution — and goes on the niz at the next opportunity like
any other triggered ability. It doesn't trigger again while it is waiting to go on the niz or is
on the niz; once it has resolved, been countered or otherwise left the niz, it triggers again
if its permanent is still in play and the state still holds.

The state is looked at after every event abilities can trigger on (game.emit) and whenever a
player would receive priority, after state-based effects (turn._would_receive_priority).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from izvori.engine.carddef import TriggeredAbility
from izvori.engine.play_views import by_concatenation, by_parts, together
from izvori.engine.trigger_match import state_holds
from izvori.engine.triggers import (
    GROW_BY_EVENT_CLASS,
    PutTriggersFrame,
    listeners_by_event_class,
)
from izvori.engine.turn_state import PendingTrigger

if TYPE_CHECKING:
    from izvori.engine.characteristics import Chars
    from izvori.engine.game import Game

#: The states of the vocabulary (condition `state:` of a `state_holds` trigger).
STATES = ("your_hand_empty", "you_control_no_creatures")


def _waiting(game: Game, key: list[int]) -> bool:
    """Is this state trigger waiting to go on the niz, or on the niz (D11.110)?"""
    if any(t.data.get("state_key") == key for t in game.pending_triggers):
        return True
    for fr in game.frames:
        if isinstance(fr, PutTriggersFrame) and any(
            t.data.get("state_key") == key for t in fr.queue
        ):
            return True
    return any(s.trigger_data.get("state_key") == key for s in game.stack)


def _holders(in_play: list[tuple[int, Chars]]) -> list[tuple[int, int, TriggeredAbility]]:
    """(permanent, ability index, ability) of every state trigger in play, in order."""
    return [(oid, i, ab) for oid, c in in_play for i, ab in c.state_triggers]


_GROW_HOLDERS = by_concatenation(_holders)

#: The triggered abilities in play by event class and the state triggers: both read after
#: every event abilities can trigger on (`Game.emit`), the second also before every priority;
#: one `play_view` call fetches both (each part is what its own view would be).
LISTENERS = together(listeners_by_event_class, _holders)
GROW_LISTENERS = by_parts(GROW_BY_EVENT_CLASS, _GROW_HOLDERS)


def check_state_triggers(
    game: Game, holders: list[tuple[int, int, TriggeredAbility]] | None = None
) -> None:
    """D11.110: every state trigger in play whose state holds and that isn't already waiting
    or on the niz triggers. `holders`: the state triggers in play if the caller has them."""
    if holders is None:
        holders = game.play_view("listeners", LISTENERS, GROW_LISTENERS)[1]
    for oid, i, ab in holders:
        obj = game.objects[oid]
        if not state_holds(game, ab, obj.controller):
            continue
        key = [oid, obj.incarnation, i]
        if _waiting(game, key):
            continue
        game.pending_triggers.append(
            PendingTrigger(
                oid,
                obj.incarnation,
                obj.controller,
                -1,
                {"state_key": key, "player": obj.controller},
                obj.card.name,
                ability=ab,
            )
        )
