"""The order of continuous effects (D19.51–D19.59).

Levels: 1 copy (a copy's values are its base, see E4), 2 control (applied as it happens, see
`Game.refresh_control`), 3 text (text-changing effects, text.py), 4 type and subtype, 5 colour
and abilities, 6 power/toughness in sublevels 6.1 characteristic-defining abilities, 6.2
setting and modifications from resolved spells and abilities, 6.3 counters, 6.4 modifications
from static abilities, 6.5 switching.

Within a level, characteristic-defining abilities apply first, then the other effects in
timestamp order (D19.51, D19.55–D19.57) — unless an effect depends on another (D19.53): applying
the other would change whether the first exists, what it applies to, or what it does. A
dependent effect waits until everything it depends on has applied; effects in a dependency loop
ignore it and keep timestamp order (D19.54). Dependencies are found by trial: apply the other
effect to a copy of the values it would touch and look at the first effect again.

D19.52: an effect that starts applying in one level keeps applying to the same objects in later
levels, even if the ability that created it is removed meanwhile; an ability removed before its
effect started applying never applies. D19.59: effects created after a power/toughness switch
apply on top of the switched values.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any

from izvori.engine import shared_type, static_affects  # noqa: F401  (declares the affects words)
from izvori.engine.carddef import StaticAbility
from izvori.engine.characteristics import (
    cached_base_chars,
    cda_value,
    is_type_or_color_cda,
    parse_pt_counter,
    values,
)
from izvori.engine.effect_ops import apply_op, split_effect
from izvori.engine.mana import Color
from izvori.engine.objects import GameObject
from izvori.engine.vocabulary.statics import STATIC_AFFECTS

if TYPE_CHECKING:
    from izvori.engine.game import Game

#: (level, sublevel) of each part of a continuous effect.
PART_LEVEL: dict[str, tuple[int, int]] = {
    "change_text": (3, 0),
    "set_type": (4, 0),
    "add_type": (4, 0),
    "set_subtype": (4, 0),
    "set_creature_type": (4, 0),
    "set_color": (5, 0),
    "grant": (5, 0),
    "grant_activated": (5, 0),
    "lose": (5, 0),
    "remove_abilities": (5, 0),
    "set_pt": (6, 2),
    "pump": (6, 2),
    "static_pump": (6, 4),
    shared_type.OP: (6, 4),
    "switch_pt": (6, 5),
}
_PT = frozenset({"pt"})
_ABILITIES = frozenset({"keywords", "abilities", "statics"})
#: The values each part may change, for the dependency test (D19.53).
WRITES: dict[str, frozenset[str]] = {
    "change_text": _ABILITIES | {"subtypes", "enchant"},
    "set_type": frozenset({"types", "subtypes"}),
    "add_type": frozenset({"types", "subtypes", "abilities"}),
    "set_subtype": _ABILITIES | {"subtypes", "name"},
    "set_creature_type": frozenset({"subtypes"}),
    "set_color": frozenset({"colors"}),
    "grant": frozenset({"keywords"}),
    "grant_activated": frozenset({"abilities"}),
    "lose": frozenset({"keywords"}),
    "remove_abilities": _ABILITIES,
    "set_pt": _PT,
    "pump": _PT,
    "static_pump": _PT,
    shared_type.OP: _PT,
    "switch_pt": _PT,
}
#: Static abilities whose affected set doesn't depend on any characteristic.
_FIXED_AFFECTS = frozenset({"self", "enchanted", "equipped"})


@dataclass
class Part:
    level: int
    sub: int
    timestamp: int
    op: str
    params: dict[str, Any]
    group: tuple[Any, ...]  # parts of one effect share their affected objects (D19.52)
    ids: list[int] | None  # locked set, or None: decided when the effect starts applying
    holder: int | None = None
    static: StaticAbility | None = None
    index: int = 0  # position of the static ability on its holder
    cda: bool = False  # a characteristic-defining ability applies first in its level (D19.51)
    seq: int = 0  # creation order, the tie-break between equal timestamps
    #: values whose change could change this part's existence or affected set (D19.53)
    reads: frozenset[str] = field(default_factory=frozenset)


def static_reads(st: StaticAbility) -> frozenset[str]:
    """The values whose change could change a static ability's existence or the objects it
    applies to (`Part.reads`, D19.53)."""
    out = {"statics"}  # its existence: the holder still has the ability
    if st.affects not in _FIXED_AFFECTS:
        out.add("types")
        if st.get("subtype"):
            out.add("subtypes")
        if st.get("color"):
            out.add("colors")
    return frozenset(out)


def _static_parts(holder: GameObject, index: int, st: StaticAbility, seq: int) -> list[Part]:
    op = st.op
    params = dict(st.params)
    if op == "set_pt":
        pieces = [("set_pt", params)]
    elif op in PART_LEVEL:
        pieces = split_effect(op, params)
    else:
        return []
    cda = is_type_or_color_cda(st)
    reads = static_reads(st)
    out = []
    for pop, pparams in pieces:
        lvl, sub = PART_LEVEL[pop]
        if cda and pop == "set_pt":
            sub = 1
        out.append(
            Part(
                lvl,
                sub,
                holder.timestamp,
                pop,
                pparams,
                ("static", holder.id, index, id(st)),
                None,
                holder.id,
                st,
                index,
                cda,
                seq,
                reads,
            )
        )
    return out


def static_applies(
    holder: GameObject, st: StaticAbility, obj: GameObject, c: dict[str, Any]
) -> bool:
    """Whether a static ability of `holder` affects `obj`, judged on `c` (current values): the
    filters its `affects` word reads, then the word's own test (izvori/engine/static_affects.py)."""
    word = STATIC_AFFECTS.words.get(st.affects)
    if word is None:
        return False
    reads = word.reads
    if reads:
        subtype = st.get("subtype")
        if subtype and subtype not in c["subtypes"]:
            return False
        if "chosen_type" in reads and st.get("chosen_type"):
            # E4.50, E4.60: the type chosen as the holder entered play; never chosen = "none".
            chosen = holder.choices.get("creature_type")
            if chosen is None or chosen not in c["subtypes"]:
                return False
        color = st.get("color") if "color" in reads else None
        if color and Color(color) not in c["colors"]:
            return False
        if "untapped" in reads and st.get("untapped") and obj.tapped:
            return False
    assert word.run is not None
    return bool(word.run(holder, obj, c))


def _counters(game: Game, chars: dict[int, dict[str, Any]]) -> None:
    for i, c in chars.items():
        counters = game.objects[i].counters
        if not counters or c["power"] is None:
            continue
        for key, n in counters.items():
            dp, dt = parse_pt_counter(key)
            c["power"] += dp * n
            c["toughness"] += dt * n


def _copy_values(c: dict[str, Any]) -> dict[str, Any]:
    return {
        k: (set(v) if isinstance(v, set) else list(v) if isinstance(v, list) else v)
        for k, v in c.items()
    }


class _Levels:
    """One computation of D19.51 over the objects in play."""

    def __init__(self, game: Game, in_play: list[GameObject], chars: dict[int, dict[str, Any]]):
        self.game = game
        self.in_play = in_play
        self.chars = chars
        self.started: dict[tuple[Any, ...], list[int]] = {}
        self.static_parts: dict[tuple[int, int, int], list[Part]] = {}
        self.seq = 0
        self.resolved: list[Part] = []
        for eff in game.effects:
            ids = [
                i for i, inc in eff.affected if i in chars and game.objects[i].incarnation == inc
            ]
            if not ids:
                continue
            for pop, pparams in split_effect(eff.op, eff.params):
                if pop not in PART_LEVEL:
                    continue
                lvl, sub = PART_LEVEL[pop]
                self.seq += 1
                self.resolved.append(
                    Part(lvl, sub, eff.timestamp, pop, pparams, ("eff", eff.id), ids, seq=self.seq)
                )

    # ---------------------------------------------------------------- which parts exist
    def statics_now(self) -> list[Part]:
        """Statics of what is in play now, plus those already started (D19.52)."""
        for obj in self.in_play:
            for index, st in enumerate(self.chars[obj.id]["statics"]):
                key = (obj.id, index, id(st))
                if key not in self.static_parts:
                    self.seq += 1
                    self.static_parts[key] = _static_parts(obj, index, st, self.seq)
        return [p for ps in self.static_parts.values() for p in ps if self.exists(p)]

    def present(self, part: Part, c: dict[str, Any]) -> bool:
        """The ability that creates a static part is still on its holder (judged on `c`)."""
        statics = c["statics"]
        return part.index < len(statics) and statics[part.index] is part.static

    def exists(self, part: Part) -> bool:
        if part.ids is not None or part.group in self.started:
            return True
        assert part.holder is not None
        return self.present(part, self.chars[part.holder])

    def parts(self, level: int) -> list[Part]:
        return [p for p in (*self.resolved, *self.statics_now()) if p.level == level]

    # ---------------------------------------------------------------- affected objects
    def would_affect(self, part: Part) -> list[int]:
        if part.ids is not None:
            return part.ids
        if part.group in self.started:
            return self.started[part.group]
        assert part.holder is not None and part.static is not None
        game = self.game
        holder = game.objects[part.holder]
        st = part.static
        if st.affects in _FIXED_AFFECTS:
            target = holder.id if st.affects == "self" else holder.attached_to
            return [target] if target in self.chars else []
        return [i for i, c in self.chars.items() if static_applies(holder, st, game.objects[i], c)]

    def affected(self, part: Part) -> list[int]:
        ids = self.would_affect(part)
        if part.ids is None and part.group not in self.started:
            self.started[part.group] = ids  # D19.52: the same objects in every later level
        return ids

    def apply(self, part: Part) -> None:
        if not self.exists(part):
            return  # its ability was removed before the effect started applying
        if part.op == shared_type.OP:  # counted per object, from the values at level 6
            ids = [o.id for o in self.in_play]
            for i in self.affected(part):
                bonus = shared_type.shared_type_bonus(self.chars, ids, i, part.params)
                apply_op(self.chars[i], "static_pump", bonus)
            return
        for i in self.affected(part):
            apply_op(self.chars[i], part.op, part.params)

    # ---------------------------------------------------------------- dependency (D19.53)
    def depends(self, a: Part, b: Part) -> bool:
        """Would applying `b` change `a`'s existence or what it applies to?

        Parts of resolved spells and abilities, and parts already applying, are locked
        (D19.32, D19.52); what each part does is fixed by its parameters, which only a
        text-changing effect (an earlier level) can change.
        """
        if a.ids is not None or a.group in self.started:
            return False
        if not (a.reads & WRITES[b.op]):
            return False
        touched = self.would_affect(b)
        if not touched:
            return False
        game = self.game
        assert a.holder is not None and a.static is not None
        trial = {i: _copy_values(self.chars[i]) for i in touched}
        for c in trial.values():
            apply_op(c, b.op, b.params)
        if a.holder in trial and self.present(a, self.chars[a.holder]) != self.present(
            a, trial[a.holder]
        ):
            return True
        if a.static.affects in _FIXED_AFFECTS:
            return False
        holder = game.objects[a.holder]
        return any(
            static_applies(holder, a.static, game.objects[i], self.chars[i])
            != static_applies(holder, a.static, game.objects[i], trial[i])
            for i in touched
        )

    def run(self, parts: list[Part]) -> None:
        """Apply the parts of one level (D19.51, D19.54)."""
        pending = sorted(parts, key=lambda p: (not p.cda, p.timestamp, p.seq))
        while pending:
            if len(pending) == 1 or not self._may_depend(pending):
                for p in pending:
                    self.apply(p)
                return
            nxt = self._next(pending)
            pending.remove(nxt)
            self.apply(nxt)

    @staticmethod
    def _may_depend(pending: list[Part]) -> bool:
        writes = frozenset().union(*(WRITES[p.op] for p in pending))
        return any(p.ids is None and p.reads & writes for p in pending)

    def _next(self, pending: list[Part]) -> Part:
        """The first part (in CDA-then-timestamp order) that waits for no other part.

        A part waits for the parts it depends on, except those that depend on it in turn,
        directly or through others: a dependency loop falls back to timestamps (D19.54).
        """
        deps = {id(a): [b for b in pending if b is not a and self.depends(a, b)] for a in pending}

        def reaches(src: Part, dst: Part) -> bool:
            seen: set[int] = set()
            todo = [src]
            while todo:
                p = todo.pop()
                for q in deps[id(p)]:
                    if q is dst:
                        return True
                    if id(q) not in seen:
                        seen.add(id(q))
                        todo.append(q)
            return False

        for a in pending:
            if all(reaches(b, a) for b in deps[id(a)]):
                return a
        return pending[0]  # unreachable: a sink of the dependency graph always waits for none


def apply_levels(game: Game, in_play: list[GameObject], chars: dict[int, dict[str, Any]]) -> None:
    lv = _Levels(game, in_play, chars)
    lv.run([p for p in lv.resolved if p.level == 3])  # text (D19.60)
    for level in (4, 5):
        lv.run(lv.parts(level))
    # Level 6: power and toughness.
    for obj in in_play:
        cda = (obj.copy_of or obj.card).pt_defined_by
        if cda and not obj.as_source and chars[obj.id]["power"] is not None:
            v = cda_value(game, obj, cda)  # 6.1
            chars[obj.id]["power"] = v
            chars[obj.id]["toughness"] = v
    six = lv.parts(6)
    lv.run([p for p in six if p.sub == 1])
    switches = sorted((p for p in six if p.sub == 5), key=lambda p: p.timestamp)
    cut = switches[0].timestamp if switches else None
    before = [p for p in six if p.sub in (2, 4) and (cut is None or p.timestamp < cut)]
    after = [p for p in six if p.sub in (2, 4) and cut is not None and p.timestamp > cut]
    lv.run([p for p in before if p.sub == 2])
    _counters(game, chars)  # 6.3
    lv.run([p for p in before if p.sub == 4])
    if switches:
        lv.run(switches)  # 6.5
        lv.run([p for p in after if p.sub == 2])
        lv.run([p for p in after if p.sub == 4])


def text_values(game: Game, oid: int) -> dict[str, Any]:
    """An object's values after level 3: its own text as text-changing effects left it.

    What a new text-changing effect can replace (D19.61); abilities other effects grant come
    later and aren't part of its text (D19.62).
    """
    obj = game.objects[oid]
    c = values(cached_base_chars(obj), obj)
    for eff in sorted(game.effects, key=lambda e: e.timestamp):
        if eff.op == "change_text" and (oid, obj.incarnation) in eff.affected:
            apply_op(c, "change_text", eff.params)
    return c
