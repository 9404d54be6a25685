"""Control given by a static ability of an aura: "Kontrolišeš promenjeno biće" (Razumno Objašnjenje,
K98, F1.41).

A control-changing effect is level 2 of D19.51. A static ability's effect lasts exactly as long as
its permanent is in play with the ability (D19.41, D19.42) and has the timestamp of that permanent
(D19.56) — for an aura, a new one each time it becomes attached (D19.55) — so among this and the
control effects of spells and abilities the latest timestamp wins (Game.refresh_control). Control
is not a characteristic the layers compute but the object's `controller`, changed as it happens;
so it is worked out again whenever the aura could start or stop applying: a permanent enters or
leaves play, an aura or Oprema is attached or falls off, or a controller changes (the aura's
controller is the one who gets the creature). A creature whose controller changes is removed from
combat (C7.20) and can't attack or use `@` until its new controller has controlled it since the
start of his most recent turn (B12.34, "stvaranje bića").

Only `affects: enchanted` / `equipped` give control: an affects word that itself looks at who
controls the creature ("creatures you control") would make control depend on itself.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from izvori.engine.objects import Zone

if TYPE_CHECKING:
    from izvori.engine.game import Game
    from izvori.engine.objects import GameObject

CONTROL_OP = "control"
CONTROL_AFFECTS = frozenset({"enchanted", "equipped"})
# Events after which a static control ability can start or stop applying carry the class flag
# `moves_control` (izvori/engine/events.py).


def static_controllers(game: Game, oid: int) -> list[tuple[int, int]]:
    """(timestamp, controller) of every static ability in play that gives control of `oid`."""
    objects = game.objects
    out: list[tuple[int, int]] = []
    for hid in game.battlefield:
        holder = objects[hid]
        if holder.attached_to != oid:
            continue
        for st in game.chars(hid).statics:
            if st.op == CONTROL_OP and st.affects in CONTROL_AFFECTS:
                out.append((holder.timestamp, holder.controller))
    return out


def _may_give_control(game: Game, oid: int) -> bool:
    """Cheap test on the printed card (or the card it copies): could this permanent have the
    ability? A granted control ability does not exist in the vocabulary."""
    obj = game.objects[oid]
    card = obj.copy_of or obj.card
    return any(st.op == CONTROL_OP for st in card.statics)


def refresh_static_control(game: Game) -> None:
    """Work out control again where a static ability may have started or stopped giving it.

    Candidates: the permanents an aura or Oprema that could give control is attached to, and
    every permanent controlled by someone other than the player who put it into play (its control
    may have come from an aura that has just left). Game.refresh_control keeps a permanent whose
    control comes from a spell or ability as it is, so a game without such auras is unchanged.
    """
    objects = game.objects
    in_play = list(map(objects.__getitem__, game.battlefield))
    if not could_have_candidates(in_play):
        return  # (asked after every zone change; most of the time there is no candidate)
    candidates: list[int] = []
    for obj in in_play:
        if obj.controller != obj.base_controller:
            candidates.append(obj.id)
        if obj.attached_to is not None and _may_give_control(game, obj.id):
            candidates.append(obj.attached_to)
    for oid in dict.fromkeys(candidates):
        if objects[oid].zone == Zone.PLAY:
            game.refresh_control(oid)


def could_have_candidates(in_play: list[GameObject]) -> bool:
    """Whether a permanent is attached to another or controlled by someone other than the
    player who put it into play — without either, `refresh_static_control` has no candidate
    (most of the time). A comprehension: its `LOAD_ATTR`s are specialized, where `operator`
    getters look each attribute up the generic way (callgrind, docs/performance.md, session
    22); the common answer, no, reads every permanent either way."""
    return bool(
        [o for o in in_play if o.attached_to is not None or o.controller != o.base_controller]
    )
