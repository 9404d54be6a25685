"""Characteristics kept across one permanent entering or leaving play (D19.51–D19.54).

A change to the state drops the characteristics of every permanent (`Game.touch`), and the
next look works them out again through the levels (`characteristics.compute_all`). Nine in ten
of those changes in the demo games are one permanent entering or leaving play, and almost
always that permanent changes nothing but itself. `after_move` says when that is sure: then
every other permanent keeps the characteristics it had (the same `Chars` objects, so the views
of `Game.play_view` can grow, play_views.py), only the one that entered — and a "*" counting
the cards of a zone it moved between — is worked out, and the one that left is dropped.
Whenever it is not sure it answers None and everything is worked out again.

**Why the others keep theirs.** What a permanent O ends the levels with is made by the parts
of continuous effects that apply to it, in the order the levels put them in (D19.51), from its
printed values. A permanent X entering or leaving changes none of that when:

1. X has no static ability (its printed ones: static abilities can be removed or their text
   changed, never granted — effect_ops, text.py — so none appears during the levels). Its
   parts would apply to other permanents, or, through a dependency (D19.53), reorder parts
   that do.
2. No part of any level can wait for another (D19.53–D19.54): no static ability's part reads
   a value (`Part.reads`: its holder's statics, and the types, subtypes or colours its filter
   looks at) that a part of the same level writes (`layers.WRITES`). Otherwise X, as one of the
   objects a part touches, could make a dependency appear or vanish: a part applied later
   changes the others' result (a "set to 0/1" before or after a "+1/+1"). With no part able
   to wait, every level applies its parts in timestamp order (`_Levels.run`), whatever objects
   are in play.
3. No static ability or effect gives a bonus for each other creature sharing a type
   (pump_per_shared_type, F2.110): it counts other permanents.

Conditions 1 and 2 are judged on the printed static abilities: a text-changing effect (level
3, D19.60) replaces words of a static's text, never its op or which filters it has (text.py:
the same parameters, other words), so what the changed ones read and write is the same.

Then the parts that apply to O, their order, their existence (their holders' statics) and the
values they are judged on are what they were, so O's characteristics are — but for its "*"
(level 6.1, B9.20) if it counts the cards of a zone X came from or went to (play, for "the
creatures you control"; `characteristics.CDA_ZONES`): O is then worked out again as X is.
(Control, level 2, changes through events of its own, which drop everything:
`Game.refresh_control`.)

**Why those worked out again are right.** Under 1–3, the parts that apply to a permanent are
those of resolved effects locked to it (D19.32) and of the static abilities in play whose
filter takes it, each judged on its values and its holder's at that point of the levels
(D19.52: the objects a static's effect applies to are fixed when it starts applying), in
timestamp order, then its "*" and its counters (levels 6.1 and 6.3, on itself alone, and no
filter reads power or toughness); a holder's values are made the same way. So the levels run
over those permanents and the ones with static abilities, in the order of play, give them
what they give them over every permanent. X needs none of it when no static ability takes it
as printed and it has no counters or "*" (`_may_reach`): then it has its printed values
(`Chars.unmodified`).

`tests/engine/test_perf_shortcuts.py` compares, at every answer of random games of every deck
and of decks full of static abilities and "*", the characteristics kept this way with
`compute_all` from scratch, and tries the moves random games rarely make.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from izvori.engine.carddef import StaticAbility
from izvori.engine.characteristics import (
    Chars,
    cached_base_chars,
    counted_zones,
    levelled_chars,
    star_zones,
    values,
)
from izvori.engine.effect_ops import split_effect
from izvori.engine.layers import PART_LEVEL, WRITES, static_applies, static_reads
from izvori.engine.objects import GameObject, Zone
from izvori.engine.shared_type import OP as COUNTS_OTHERS

if TYPE_CHECKING:
    from izvori.engine.game import Game

# Enum members read in the functions below at nearly every move, bound once to module
# names: in Python 3.11 a member read off its enum class goes through the attribute hook
# `EnumType.__getattr__` gives every enum class, ~1,000 machine instructions a read
# (callgrind, docs/performance.md, session 22)
_IN_PLAY = Zone.PLAY

#: level of each part and what it writes, by the ops of static abilities (a part of level 6.1
#: or 6.4 is at level 6 all the same: condition 2 judges a whole level)
_Levels = tuple[tuple[int, frozenset[str]], ...]
_STATIC_LEVELS: dict[int, tuple[StaticAbility, _Levels]] = {}


def _static_levels(st: StaticAbility) -> _Levels:
    """(level, values written) of each part a static ability makes (layers._static_parts)."""
    kept = _STATIC_LEVELS.get(id(st))
    if kept is not None and kept[0] is st:
        return kept[1]
    op = st.op
    if op == "set_pt":
        pieces = [op]
    elif op in PART_LEVEL:
        pieces = [pop for pop, _ in split_effect(op, dict(st.params))]
    else:
        pieces = []  # applied outside the levels (costs, combat, control: their own rules)
    levels = tuple((PART_LEVEL[pop][0], WRITES[pop]) for pop in pieces if pop in PART_LEVEL)
    _STATIC_LEVELS[id(st)] = (st, levels)
    return levels


def _parts_may_wait(game: Game, holders: list[Chars]) -> bool:
    """Whether a part of a level might wait for another (condition 2), or a bonus counts
    other permanents (3): judged on the printed static abilities of `holders` and on every
    effect in `game.effects` (those locked to objects gone too)."""
    reads: dict[int, set[str]] = {}
    writes: dict[int, set[str]] = {}
    for eff in game.effects:
        if eff.op == COUNTS_OTHERS:
            return True
        for pop, _ in split_effect(eff.op, eff.params):
            if pop in PART_LEVEL:
                writes.setdefault(PART_LEVEL[pop][0], set()).update(WRITES[pop])
    for b in holders:
        for st in b.statics:
            if st.op == COUNTS_OTHERS:
                return True
            for lvl, written in _static_levels(st):
                reads.setdefault(lvl, set()).update(static_reads(st))
                writes.setdefault(lvl, set()).update(written)
    return any(not r.isdisjoint(writes.get(lvl, ())) for lvl, r in reads.items())


def _may_reach(game: Game, holders: list[int], printed: dict[int, Chars], obj: GameObject) -> bool:
    """Whether a static ability of `holders` with a part in the levels takes `obj`, which
    just entered play, as it is printed (`printed`: the printed values of every permanent).

    Otherwise none applies to it: it is a new object (B16.13), which no resolved effect names
    (D19.32: one made for it comes after this move, a change of its own that drops every
    kept value), so its values are its printed ones until a part applies to it; the first
    static ability in the levels' order judges it on those and leaves it out, and so on
    (D19.51; counters and "*", levels 6.1 and 6.3, change no value a filter reads)."""
    c = values(printed[obj.id], obj)
    objects = game.objects
    return any(
        _static_levels(st) and static_applies(objects[h], st, obj, c)
        for h in holders
        for st in printed[h].statics
    )


#: what `Game.touch` keeps for `after_move`: the characteristics, printed values and zones a
#: "*" counts of the permanents before the move, the card that moved and its two zones
Before = tuple[dict[int, Chars], dict[int, Chars], frozenset[str] | None, int, tuple[str, str]]
#: what `after_move` gives: the characteristics, the printed values and the zones a "*"
#: counts (None: not known) of every permanent
Kept = tuple[dict[int, Chars], dict[int, Chars], frozenset[str] | None]


def after_move(
    game: Game,
    chars: dict[int, Chars],
    printed: dict[int, Chars],
    counted: frozenset[str] | None,
    oid: int,
    zones: tuple[str, str],
) -> Kept | None:
    """The characteristics, printed values and zones counted by a "*" (B9.20) of every
    permanent after `oid` moved between `zones` (its `ZoneChanged`: from, to), made from
    `chars`, `printed` and `counted` — those of every permanent before the move, in the
    order of `battlefield` (`counted` None: not known) — when that move is the only change
    since they were worked out; None when the other permanents' may have changed (see the
    module's docstring) or the battlefield is not that one with `oid` added at the end or
    taken out."""
    bf = game.battlefield
    obj = game.objects[oid]
    others = list(chars)
    entered = obj.zone == _IN_PLAY
    if entered:
        if bf[-1:] != [oid] or oid in chars or others != bf[:-1]:
            return None
        base = cached_base_chars(obj)
        if base.statics:
            return None  # 1
    else:
        if oid not in chars:
            return None
        others.remove(oid)
        if others != bf or printed[oid].statics:
            return None  # 1: its statics applied (D19.52: even if an effect removed them)
    # a "*" counting the cards of either zone (B9.20; a permanent entering or leaving play
    # changes the creatures in play) is worked out again: before a permanent left, `counted`
    # has its own "*" too, which only makes looking for them cost more
    objects = game.objects
    if counted is None:
        counted = counted_zones(objects, chars)
    redo = (
        []
        if counted.isdisjoint(zones)
        else [objects[i] for i in others if not star_zones(objects[i]).isdisjoint(zones)]
    )
    holders = (
        [i for i in others if printed[i].statics]
        if any([p.statics for p in printed.values()])
        else []
    )
    if (holders or game.effects) and _parts_may_wait(game, [printed[i] for i in holders]):
        return None  # 2, 3
    new = dict(chars)
    new_printed = dict(printed)
    if entered:
        new_printed[oid] = base
        if (
            (holders and _may_reach(game, holders, new_printed, obj))
            or obj.counters
            or star_zones(obj)
        ):
            redo.append(obj)
        else:
            new[oid] = base.unmodified
        counted = counted | star_zones(obj)
    else:
        del new[oid]
        del new_printed[oid]
        if star_zones(obj):
            counted = None  # (worked out again when needed)
    if redo:
        # those through the levels with the permanents with static abilities, in the order
        # of play (the order their parts are made in, layers._Levels.statics_now)
        again = {o.id for o in redo}
        levelled = [objects[i] for i in bf if i in again or new_printed[i].statics]
        new.update(levelled_chars(game, redo, levelled, new_printed))
    return new, new_printed, counted
