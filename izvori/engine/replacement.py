"""Replacement and prevention effects on damage (D20): which apply, and what each one does.

A damage event is modelled as `Part`s: one share of damage (a source, its recipient, an
amount) that replacement and prevention effects change one at a time (D20.91). Every effect
gets one chance at an event and never repeats itself (D20.61, D20.67); a part created by
redirection (D20.63) inherits that memory, so an effect already applied to the event can't
apply to it again, while effects that only now apply to the new recipient can (D20.92).

The effects on damage:

* D20.64 self-replacement: the instruction's own "instead" ("30 damage; if it's a black
  creature, 60 instead"); it always goes before the others (D20.91).
* prevention (D20.14, D20.72): "prevent all combat damage" (Skrivanje), Anti (E3.25),
  shields of N (Sveti Čovek), "the next time a source of your choice would deal damage"
  (D20.81, D20.82).
* replacement (D20.11): double damage (Opsada, D20.61), redirection "the next N / all damage
  that would be dealt to X is dealt to Y instead" (D20.63), with several destinations a modal
  replacement whose mode is chosen for each event it applies to (D20.67).

Everything here is pure with respect to the game: effect state that changes while an event is
modified (a shield's remaining amount, a one-shot shield being used up) goes into a `Ledger`,
so that `damage.DamageFrame` can try every order on paper before asking anybody (D20.91:
"never a pointless question") and commit the ledger only for the order actually taken.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any

from izvori.engine.carddef import PROTECTION, CardType
from izvori.engine.mana import Color
from izvori.engine.objects import StackItem, StackKind, Zone, is_player_ref, player_of_ref

if TYPE_CHECKING:
    from izvori.engine.characteristics import ContinuousEffect
    from izvori.engine.game import Game

# Enum members read in the functions below at nearly every look, bound once to module
# names: in Python 3.11 a member read off its enum class goes through the attribute hook
# `EnumType.__getattr__` gives every enum class, ~1,000 machine instructions a read
# (callgrind, docs/performance.md, session 22)
_IN_PLAY = Zone.PLAY

#: effect id -> the params that changed while an event was being modified
Ledger = dict[int, dict[str, Any]]


@dataclass
class Part:
    """One share of a damage event while replacement and prevention effects modify it."""

    source: int | None
    info: dict[str, Any]  # the source's characteristics (D20.82, D20.83)
    recipient: int
    recipient_inc: int  # 0 for a player
    amount: int
    combat: bool
    applied: list[str] = field(default_factory=list)  # D20.61: effects that had their chance
    instead: dict[str, Any] | None = None  # D20.64: the instruction's own "instead"
    order: list[str] = field(default_factory=list)  # D20.91: the order the affected player chose
    origin: int = 0  # the share of the event it comes from (damage.start_damage)


@dataclass(frozen=True)
class Candidate:
    """An effect that could modify a part now."""

    key: str  # "self", "eff:<id>", "anti:<keyword>", "double:<object>:<index>"
    kind: str  # "self" | "prevent" | "replace"
    source: int  # the object the effect comes from (what the player sees when ordering)
    controller: int  # who chooses a mode (D20.67)


def affected_player(game: Game, part: Part) -> int:
    """D20.91: the player affected, or the controller of the affected creature."""
    if is_player_ref(part.recipient):
        return player_of_ref(part.recipient)
    return game.objects[part.recipient].controller


def recipient_valid(game: Game, ref: int, inc: int) -> bool:
    """A creature still in play as the same object and still a creature, or a player."""
    if is_player_ref(ref):
        return not game.players[player_of_ref(ref)].lost
    obj = game.objects.get(ref)
    return (
        obj is not None
        and obj.zone == _IN_PLAY
        and obj.incarnation == inc
        and game.chars(ref).is_creature
    )


def _state(eff: ContinuousEffect, ledger: Ledger) -> dict[str, Any]:
    return {**eff.params, **ledger.get(eff.id, {})}


def _protects(game: Game, eff: ContinuousEffect, part: Part) -> bool:
    """The effect's locked-in recipient is this part's recipient (D19.32)."""
    return any(
        r == part.recipient and (is_player_ref(r) or inc == part.recipient_inc)
        for r, inc in eff.affected
    )


def source_colors(info: dict[str, Any]) -> set[Color]:
    return {Color(c) for c in info.get("colors", ())}


def source_matches(params: dict[str, Any], part: Part) -> bool:
    """D20.81: the chosen source (a spell covers the permanent it becomes); D20.82: it must
    still have the characteristics the shield asks for when the damage would be dealt."""
    if part.source is None or part.source != params.get("source"):
        return False
    if part.info.get("incarnation") not in params.get("incarnations", ()):
        return False
    return characteristics_match(params, part.info)


def characteristics_match(params: dict[str, Any], info: dict[str, Any]) -> bool:
    colors = source_colors(info)
    if params.get("color") and Color(params["color"]) not in colors:
        return False
    if params.get("not_color") and Color(params["not_color"]) in colors:
        return False
    return not (params.get("type") and CardType(params["type"]).value not in info.get("types", ()))


def redirect_modes(game: Game, params: dict[str, Any], part: Part) -> list[int]:
    """D20.63: destinations still in play and still creatures (or players); D20.67: a mode
    that is impossible can't be chosen."""
    return [
        ref
        for ref, inc in params.get("to", ())
        if ref != part.recipient and recipient_valid(game, ref, inc)
    ]


def _self_applies(game: Game, part: Part) -> bool:
    spec = part.instead
    if spec is None or "self" in part.applied or is_player_ref(part.recipient):
        return False
    color = spec.get("if_color")
    return color is None or Color(color) in game.chars(part.recipient).colors


def candidates(game: Game, part: Part, ledger: Ledger) -> list[Candidate]:
    """Every effect that could modify this part now, in a fixed order (prevention first)."""
    if part.amount <= 0:
        return []  # D20.51: zero damage is no event, so nothing can replace it
    done = set(part.applied)
    out: list[Candidate] = []
    if _self_applies(game, part):
        out.append(Candidate("self", "self", part.source or 0, affected_player(game, part)))
    redirects: list[Candidate] = []
    for eff in game.effects:
        shield = DAMAGE_SHIELDS.get(eff.op)
        if shield is None:
            continue
        key = f"eff:{eff.id}"
        if key in done or not shield.applies(game, eff, _state(eff, ledger), part):
            continue
        source = eff.source if eff.source is not None else part.recipient
        # prevention before redirection (the fixed order of the candidates)
        (out if shield.kind == "prevent" else redirects).append(
            Candidate(key, shield.kind, source, eff.controller)
        )
    if not is_player_ref(part.recipient) and f"anti:{part.recipient}" not in done:
        # E3.25: Anti prevents all damage from sources of that colour (D20.83)
        colors = source_colors(part.info)
        kws = game.chars(part.recipient).keywords
        if any(PROTECTION[k] in colors for k in kws if k in PROTECTION):
            out.append(
                Candidate(
                    f"anti:{part.recipient}", "prevent", part.recipient, affected_player(game, part)
                )
            )
    out.extend(redirects)
    for oid, i, _ in game.statics_with("double_damage"):
        key = f"double:{oid}:{i}"
        if key not in done:
            out.append(Candidate(key, "replace", oid, game.objects[oid].controller))
    return out


def modes(game: Game, cand: Candidate, part: Part, ledger: Ledger) -> list[int | None]:
    """The modes an effect could be applied with: the destinations of a redirection, or the
    single `None` of an effect without modes."""
    eff = effect_of(game, cand)
    if eff is not None and eff.op == "redirect_damage":
        return list(redirect_modes(game, _state(eff, ledger), part))
    return [None]


def effect_of(game: Game, cand: Candidate) -> ContinuousEffect | None:
    if not cand.key.startswith("eff:"):
        return None
    eid = int(cand.key[4:])
    return next((e for e in game.effects if e.id == eid), None)


@dataclass
class Applied:
    """What applying one effect did: the parts that replace the old one, what was prevented
    and what was redirected (for the log)."""

    parts: list[Part]
    prevented: int = 0
    redirected: int = 0
    redirected_to: int | None = None


def apply(
    game: Game, cand: Candidate, part: Part, ledger: Ledger, mode: int | None = None
) -> Applied:
    """Apply one effect to one part; changes only `ledger` (never the game)."""
    applied = [*part.applied, cand.key]
    amount = part.amount
    if cand.kind == "self":
        assert part.instead is not None
        return Applied([_with(part, int(part.instead["amount"]), applied)])
    if cand.key.startswith("anti:"):
        return Applied([_with(part, 0, applied)], prevented=amount)
    if cand.key.startswith("double:"):
        return Applied([_with(part, amount * 2, applied)])
    eff = effect_of(game, cand)
    assert eff is not None
    return DAMAGE_SHIELDS[eff.op].apply(game, eff, _state(eff, ledger), part, ledger, applied, mode)


def _with(part: Part, amount: int, applied: list[str]) -> Part:
    return Part(
        part.source,
        part.info,
        part.recipient,
        part.recipient_inc,
        amount,
        part.combat,
        list(applied),
        part.instead,
        list(part.order),
        part.origin,
    )


#: the state of one effect as the event is being modified (`_state`)
State = dict[str, Any]


@dataclass(frozen=True)
class DamageShield:
    """What one kind of continuous effect from a resolved spell or ability does to damage:
    whether it applies to a share now, and applying it (changing only the ledger)."""

    kind: str  # "prevent" (D20.14) or "replace" (D20.11), the Candidate's kind
    applies: Callable[[Game, ContinuousEffect, State, Part], bool]
    apply: Callable[[Game, ContinuousEffect, State, Part, Ledger, list[str], int | None], Applied]


def _all_combat_applies(game: Game, eff: ContinuousEffect, st: State, part: Part) -> bool:
    return part.combat


def _prevent_all(
    game: Game,
    eff: ContinuousEffect,
    st: State,
    part: Part,
    ledger: Ledger,
    applied: list[str],
    mode: int | None,
) -> Applied:
    return Applied([_with(part, 0, applied)], prevented=part.amount)


def _shield_applies(game: Game, eff: ContinuousEffect, st: State, part: Part) -> bool:
    return st.get("remaining", 0) > 0 and _protects(game, eff, part)


def _use_shield(
    game: Game,
    eff: ContinuousEffect,
    st: State,
    part: Part,
    ledger: Ledger,
    applied: list[str],
    mode: int | None,
) -> Applied:
    amount = part.amount
    used = min(int(st.get("remaining", 0)), amount)
    ledger.setdefault(eff.id, {})["remaining"] = int(st.get("remaining", 0)) - used
    return Applied([_with(part, amount - used, applied)], prevented=used)


def _from_source_applies(game: Game, eff: ContinuousEffect, st: State, part: Part) -> bool:
    return not st.get("used") and _protects(game, eff, part) and source_matches(st, part)


def _prevent_from_source(
    game: Game,
    eff: ContinuousEffect,
    st: State,
    part: Part,
    ledger: Ledger,
    applied: list[str],
    mode: int | None,
) -> Applied:
    ledger.setdefault(eff.id, {})["used"] = True
    return Applied([_with(part, 0, applied)], prevented=part.amount)


def _redirect_applies(game: Game, eff: ContinuousEffect, st: State, part: Part) -> bool:
    left = st.get("remaining")
    return (
        (left is None or left > 0)
        and _protects(game, eff, part)
        and bool(redirect_modes(game, st, part))
    )


def _redirect(
    game: Game,
    eff: ContinuousEffect,
    st: State,
    part: Part,
    ledger: Ledger,
    applied: list[str],
    mode: int | None,
) -> Applied:
    amount = part.amount
    dests = redirect_modes(game, st, part)
    dest = mode if mode is not None else dests[0]
    assert dest in dests
    left = st.get("remaining")
    moved = amount if left is None else min(int(left), amount)
    if left is not None:
        ledger.setdefault(eff.id, {})["remaining"] = int(left) - moved
    dest_inc = next(inc for ref, inc in st["to"] if ref == dest)
    moved_part = Part(
        part.source,
        part.info,
        dest,
        dest_inc,
        moved,
        part.combat,
        applied=list(applied),
        origin=part.origin,
    )
    rest = [_with(part, amount - moved, applied)] if amount > moved else []
    return Applied([*rest, moved_part], redirected=moved, redirected_to=dest)


#: The continuous effects (from resolved spells and abilities) that act on damage, by their op:
#: "prevent all combat damage" (Skrivanje), shields of N (D20.72), "the next time a source of
#: your choice would deal damage" (D20.81), redirection (D20.63, D20.67).
DAMAGE_SHIELDS: dict[str, DamageShield] = {
    "prevent_all_combat": DamageShield("prevent", _all_combat_applies, _prevent_all),
    "prevent_shield": DamageShield("prevent", _shield_applies, _use_shield),
    "prevent_from_source": DamageShield("prevent", _from_source_applies, _prevent_from_source),
    "redirect_damage": DamageShield("replace", _redirect_applies, _redirect),
}
DAMAGE_EFFECT_OPS = frozenset(DAMAGE_SHIELDS)


# ------------------------------------------------------------ choosing a source
def damage_source_choices(game: Game, it: StackItem) -> dict[int, set[int]]:
    """D20.81: what a player may choose as a source of damage, with the incarnations the
    choice covers: permanents, spells on the niz (a permanent spell also covers the permanent
    it becomes), and cards or permanents an object on the niz refers to, such as a creature
    whose combat damage is on the niz even if it has left play. Cards in a hidden zone are
    left out: naming one would show the other player which card it is."""
    out: dict[int, set[int]] = {}

    def add(oid: int | None, inc: int) -> None:
        if oid is None or oid not in game.objects:
            return
        if game.objects[oid].zone in (Zone.HAND, Zone.LIBRARY):
            return
        out.setdefault(oid, set()).add(inc)

    for oid in game.battlefield:
        add(oid, game.objects[oid].incarnation)
    for s in game.stack:
        if s.id == it.id:
            continue  # the resolving spell or ability itself
        if s.kind == StackKind.SPELL and s.source is not None:
            obj = game.objects[s.source]
            add(s.source, obj.incarnation)
            if obj.card.is_permanent_card:
                add(s.source, obj.incarnation + 1)  # the permanent it becomes (STACK → PLAY)
        elif s.kind == StackKind.COMBAT_DAMAGE:
            for a in s.combat_damage:
                add(a.source, a.source_incarnation)
        else:
            add(s.source, s.source_incarnation)
        for ref, inc in s.all_targets():
            if not is_player_ref(ref) and ref in game.objects:
                add(ref, inc)
    return out


def chosen_source_info(game: Game, oid: int, incs: set[int]) -> dict[str, Any]:
    """The characteristics a candidate source has now, or had when it was last seen."""
    obj = game.objects[oid]
    if obj.zone == Zone.PLAY and obj.incarnation in incs:
        return game.lki(oid)
    for s in game.stack:
        if s.kind == StackKind.COMBAT_DAMAGE:
            lki = s.trigger_data.get("lki", {}).get(str(oid))
            if lki is not None:
                return dict(lki)
        elif s.kind != StackKind.SPELL and s.source == oid and s.source_lki:
            return dict(s.source_lki)
    card = obj.card
    return {"colors": sorted(card.colors), "types": sorted(card.types)}


# ------------------------------------------------------------ trying every order
class TooManyOrders(Exception):
    """The search for distinct outcomes gave up; the player is simply asked."""


#: How many steps the search may take before it gives up and asks.
SEARCH_BUDGET = 4000

Outcome = tuple[Any, ...]


def branches(
    game: Game, part: Part, cands: list[Candidate], ledger: Ledger
) -> list[tuple[Candidate, int | None]]:
    """The (effect, mode) pairs that could be applied next to this part."""
    selfs = [c for c in cands if c.kind == "self"]
    if selfs:
        return [(selfs[0], None)]  # D20.64, D20.91: self-replacement first, without asking
    if part.order and all(c.key in part.order for c in cands):
        first = min(cands, key=lambda c: part.order.index(c.key))
        return [(first, m) for m in modes(game, first, part, ledger)]
    return [(c, m) for c in cands for m in modes(game, c, part, ledger)]


def outcomes(game: Game, queue: list[Part], ledger: Ledger, budget: list[int]) -> set[Outcome]:
    """Every distinct result the rest of this event can have, over every order and mode."""
    results: set[Outcome] = set()

    def go(queue: list[Part], done: list[Part], ledger: Ledger) -> None:
        while queue:
            budget[0] -= 1
            if budget[0] < 0:
                raise TooManyOrders
            part = queue[0]
            cands = candidates(game, part, ledger)
            if not cands:
                done = [*done, part]
                queue = queue[1:]
                continue
            options = branches(game, part, _distinct(game, cands, ledger), ledger)
            for cand, mode in options[1:]:
                led = {k: dict(v) for k, v in ledger.items()}
                res = apply(game, cand, part, led, mode)
                go(res.parts + queue[1:], done, led)
            cand, mode = options[0]
            ledger = {k: dict(v) for k, v in ledger.items()}
            queue = apply(game, cand, part, ledger, mode).parts + queue[1:]
        results.add(outcome(game, done, ledger))

    go(list(queue), [], {k: dict(v) for k, v in ledger.items()})
    return results


def _signature(game: Game, cand: Candidate, ledger: Ledger) -> Any:
    """What an effect does, without which object it is: two Opsadas, or two shields with the
    same recipient and the same amount left, do exactly the same to any event."""
    if cand.key.startswith("double:"):
        return "double"
    eff = effect_of(game, cand)
    if eff is None:
        return cand.key
    st = _state(eff, ledger)
    return repr((eff.op, sorted(map(tuple, eff.affected)), sorted(st.items())))


def _distinct(game: Game, cands: list[Candidate], ledger: Ledger) -> list[Candidate]:
    """The search tries one of each kind of interchangeable effects first: the others lead to
    the same outcomes (eight Opsadas would otherwise be 8! orders)."""
    seen: set[Any] = set()
    out = []
    for c in cands:
        sig = _signature(game, c, ledger)
        if sig not in seen:
            seen.add(sig)
            out.append(c)
    return out


def outcome(game: Game, done: list[Part], ledger: Ledger) -> Outcome:
    """What the game would look like: the damage dealt, and every damage effect's state
    (identical shields are interchangeable, so effects are compared without their ids)."""
    dealt: dict[tuple[Any, ...], int] = {}
    for p in done:
        if p.amount > 0:
            k = (p.source, p.info.get("incarnation"), p.recipient)
            dealt[k] = dealt.get(k, 0) + p.amount
    effects = sorted(
        repr((e.op, sorted(map(tuple, e.affected)), sorted(_state(e, ledger).items())))
        for e in game.effects
        if e.op in DAMAGE_EFFECT_OPS
    )
    return (tuple(sorted(dealt.items(), key=repr)), tuple(effects))


def choice_matters(
    game: Game, part: Part, choices: list[list[tuple[Candidate, int | None]]], rest: list[Part]
) -> bool:
    """D20.91: whether the choice among these can change the outcome. Each choice is a list of
    (effect, mode) pairs: an effect to apply first with any of its modes, or one mode."""
    budget = [SEARCH_BUDGET]
    seen: set[frozenset[Outcome]] = set()
    try:
        for choice in choices:
            reach: set[Outcome] = set()
            for cand, mode in choice:
                ledger: Ledger = {}
                res = apply(game, cand, part, ledger, mode)
                reach |= outcomes(game, res.parts + rest, ledger, budget)
            seen.add(frozenset(reach))
            if len(seen) > 1:
                return True
    except TooManyOrders:
        return True
    return False
