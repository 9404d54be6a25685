"""Typed engine events (ARCHITECTURE §6).

Every change the engine makes is recorded as an `Event`. Triggered abilities listen to them and
the game log renders them in Serbian (`izvori.text.log`). Event kinds and their data:

* ``turn`` (turn, player) · ``step`` (step) · ``draw`` (player, card) · ``draw_empty`` (player)
* ``zone`` (card, from_zone, to_zone, owner, controller, name, token, was_creature, lki, cause,
  cause_controller — the controller of the spell or ability resolving, zone_cause.py)
* ``source_played`` (player, card, source_type) · ``cast`` (player, card, item)
* ``activate`` (player, card, item) · ``trigger`` (player, card, item)
* ``resolve`` (item, name) · ``countered`` (item, name, reason)
* ``damage`` (source, source_name, recipient, amount, combat) · ``prevented`` (source,
  recipient, amount) · ``redirected`` (source, recipient, to, amount)
* ``redirect_shield`` (recipient, to, amount) · ``source_shield`` (recipient, source)
* ``may`` (player, choice, item)
* ``life`` (player, amount, reason) — positive for gain, negative for loss
* ``mana_burn`` (player, amount) · ``tap`` / ``untap`` (card) · ``mana`` (player, card, kind)
* ``attackers`` (player, cards) · ``blockers`` (player, pairs) · ``combat_damage`` (assignments)
* ``destroyed`` (card) · ``regenerated`` (card) · ``discard`` (player, card)
* ``game_over`` (winner, reason) · ``concede`` (player) · ``shuffle`` (player)
* ``draw_replaced`` (player, card, name) — a replacement effect took the place of a draw ·
  ``reveal`` (player, card, name) · ``skip_added`` (player, what, count) · ``skipped``
  (player, what) · ``mana`` with ``triggered`` — extra mana of a triggered mana ability
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any


@dataclass(frozen=True)
class Event:
    kind: str
    data: dict[str, Any] = field(default_factory=dict)

    def __getitem__(self, key: str) -> Any:
        return self.data[key]

    def get(self, key: str, default: Any = None) -> Any:
        return self.data.get(key, default)

    def __deepcopy__(self, memo: dict[int, Any]) -> Event:
        return self
