"""The plain records of the turn in progress that the rules modules share with the game.

`Combat` is the bookkeeping of the current combat phase (C7) and `PendingTrigger` a triggered
ability waiting to go on the niz (D11.20). They sit below the rules modules so that combat,
triggers, delayed and state triggers build them without importing the game (which imports
them); `izvori.engine.game` still exports both names.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from izvori.engine.carddef import TriggeredAbility


@dataclass
class Combat:
    """Combat bookkeeping for the current combat phase (C7)."""

    attacking_player: int
    defending_player: int
    attackers: list[int] = field(default_factory=list)
    # blocker -> attackers it blocks (one, unless an effect lets it block more: C10.25);
    # attacker -> blockers in declaration order
    blocks: dict[int, list[int]] = field(default_factory=dict)
    blocked_by: dict[int, list[int]] = field(default_factory=dict)
    blocked: set[int] = field(default_factory=set)  # attackers that became blocked (C10.26)
    first_strike_done: bool = False
    is_first_strike_step: bool = False
    dealt_damage: set[int] = field(default_factory=set)  # creatures that assigned damage


@dataclass
class PendingTrigger:
    """A triggered ability waiting to go on the niz (D11.20)."""

    source: int
    source_incarnation: int
    controller: int
    ability_index: int
    data: dict[str, Any]
    source_name: str
    ability: TriggeredAbility
