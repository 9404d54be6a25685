"""Dealing damage, with prevention and replacement (D20, E3.25, Gl. "Šteta").

Damage to a player is subtracted from his life; damage to a creature stays marked on it until
the discard step (C15.20). Zero damage is no damage at all (D20.51). Life loss is never
damage (C1.30).
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from izvori.engine.carddef import PROTECTION
from izvori.engine.mana import Color
from izvori.engine.objects import Zone, is_player_ref, player_of_ref

if TYPE_CHECKING:
    from izvori.engine.game import Game


def _source_colors(info: dict[str, Any]) -> set[Color]:
    return {Color(c) for c in info.get("colors", ())}


def modified_amount(
    game: Game, source_info: dict[str, Any], recipient: int, amount: int, combat: bool
) -> int:
    """Apply prevention and replacement effects to one damage event (D20)."""
    if amount <= 0:
        return 0
    # D20.91: when several prevention and replacement effects apply, the affected player (or
    # the controller of the affected creature) chooses the order. Prevention before doubling is
    # never worse for him, so the engine applies that order instead of asking.
    amount = _prevent(game, source_info, recipient, amount, combat)
    # Replacement: "deals double that damage instead" (Opsada). Each applies once (D20.61).
    for oid in game.battlefield:
        for st in game.chars(oid).statics:
            if st.op == "double_damage":
                amount *= 2
    return amount


def _prevent(
    game: Game, source_info: dict[str, Any], recipient: int, amount: int, combat: bool
) -> int:
    if combat and any(e.op == "prevent_all_combat" for e in game.effects):
        return 0
    if not is_player_ref(recipient):
        kws = game.chars(recipient).keywords
        colors = _source_colors(source_info)
        if any(PROTECTION[k] in colors for k in kws if k in PROTECTION):
            return 0  # E3.25
    for eff in game.effects:
        if eff.op != "prevent_shield" or amount <= 0:
            continue
        if any(
            r == recipient and (is_player_ref(r) or game.objects[r].incarnation == inc)
            for r, inc in eff.affected
        ):
            left = eff.params.get("remaining", 0)
            used = min(left, amount)
            eff.params["remaining"] = left - used
            amount -= used
    game.effects = [
        e for e in game.effects if not (e.op == "prevent_shield" and e.params["remaining"] <= 0)
    ]
    return amount


def apply_damage(
    game: Game,
    source: int | None,
    source_info: dict[str, Any],
    recipient: int,
    amount: int,
    combat: bool,
) -> int:
    return deal_simultaneously(game, [(source, source_info, recipient, amount)], combat)


def deal_simultaneously(
    game: Game,
    shares: list[tuple[int | None, dict[str, Any], int, int]],
    combat: bool,
) -> int:
    """Deal several damage shares at once (C11.40, D14.24); returns the total dealt."""
    dealt: list[tuple[int | None, dict[str, Any], int, int]] = []
    for source, info, recipient, amount in shares:
        if not is_player_ref(recipient):
            obj = game.objects.get(recipient)
            # C11.43: damage to something no longer in play or no longer a creature.
            if obj is None or obj.zone != Zone.PLAY or not game.chars(recipient).is_creature:
                continue
        real = modified_amount(game, info, recipient, amount, combat)
        if real <= 0:
            if amount > 0:
                game.emit("prevented", source=source, recipient=recipient, amount=amount)
            continue
        dealt.append((source, info, recipient, real))
    total = 0
    for _source, _info, recipient, real in dealt:
        if is_player_ref(recipient):
            game.players[player_of_ref(recipient)].life -= real
        else:
            game.objects[recipient].damage += real
        total += real
    game.touch()
    for source, info, recipient, real in dealt:
        game.emit(
            "damage",
            source=source,
            source_incarnation=info.get("incarnation"),
            source_name=info.get("name", ""),
            source_controller=info.get("controller"),
            recipient=recipient,
            amount=real,
            combat=combat,
        )
        if is_player_ref(recipient):
            game.emit("life", player=player_of_ref(recipient), amount=-real, reason="damage")
    return total
