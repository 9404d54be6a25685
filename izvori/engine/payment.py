"""Paying mana costs: mana abilities (D7, D12), automatic payment and the pay frame (D10.17–18).

Mana abilities don't use the niz and may be played whenever a cost is being paid (D12.20).
"""

from __future__ import annotations

import itertools
from collections.abc import Collection
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any

from izvori.engine.carddef import CardType, Keyword
from izvori.engine.decisions import Action, Decision, DecisionKind, IllegalAnswer, shared_action
from izvori.engine.events import ManaAdded
from izvori.engine.frames import Frame
from izvori.engine.mana import COLORLESS, MANA_KINDS, ManaCost, plan_payment
from izvori.engine.mana_triggers import after_mana_ability, mana_bonus, mana_trigger_holders
from izvori.engine.values import value_class
from izvori.engine.vocabulary.mana import MANA_KIND_WORDS

if TYPE_CHECKING:
    from izvori.engine.characteristics import Chars
    from izvori.engine.game import Game

# Enum members read in the functions below at nearly every payment, bound once to module
# names: in Python 3.11 a member read off its enum class goes through the attribute hook
# `EnumType.__getattr__` gives every enum class, ~1,000 machine instructions a read
# (callgrind, docs/performance.md, session 22)
_PAY = DecisionKind.PAY


@value_class
class ManaSource:
    """One activatable mana ability: permanent, ability index, the mana kinds it can make."""

    perm: int
    index: int
    kinds: tuple[str, ...]
    amount: int = 1
    # extra mana from triggered mana abilities (D12.30): (kind or "same_kind", amount)
    bonus: tuple[tuple[str, int], ...] = ()

    def produces(self, kind: str) -> dict[str, int]:
        """All the mana `player` gets from playing it for `kind`, triggered mana included."""
        out = {kind: self.amount}
        for k, n in self.bonus:
            k = kind if k == "same_kind" else k
            out[k] = out.get(k, 0) + n
        return out

    @property
    def total(self) -> int:
        return self.amount + sum(n for _, n in self.bonus)


def undo_mana_abilities(
    game: Game, player: int, pool_before: dict[str, int], tapped_before: Collection[int]
) -> None:
    """D23.10: backing out of an action undoes the mana abilities played for it."""
    game.players[player].pool.amounts = dict(pool_before)
    for oid in game.battlefield:
        if game.objects[oid].tapped and oid not in tapped_before:
            game.objects[oid].tapped = False
    game.touch()


def keep_priority(game: Game, player: int, passes_before: int) -> None:
    """D23.20: after backing out, the player who had priority keeps it."""
    game.priority_player = player
    game.passes = passes_before
    game.step_state = "priority_check"


def can_use_tap_ability(game: Game, oid: int) -> bool:
    """A5.40 / D4.40: `@` needs an untapped permanent; creatures need to be free of sickness."""
    obj = game.objects[oid]
    if obj.tapped:
        return False
    c = game.chars(oid)
    return not (c.is_creature and obj.sick and not c.has(Keyword.HASTE))


def mana_sources(
    game: Game, player: int, exclude: frozenset[int] = frozenset()
) -> list[ManaSource]:
    return list(funds(game, player, exclude).sources)


class Funds:
    """What `player` can pay mana costs with (D7, D10.17): his mana sources, and the answers
    of `can_afford` found for them.

    Whether a cost can be paid depends only on the sources (their values), the pool and the
    cost (see `_plan_exists`), so the answers are kept with the sources, by pool and cost,
    for as long as the sources are kept (`_kept_mana_sources`: across events while nothing they are
    made from changes) — not just until the next event. Mana sources without a permanent
    (its `@` ability being paid for) are the full list without its sources, kept here too.
    Nothing in it is ever changed but the answers added, which are values of the sources:
    copies of a game may share it (`Game.kept_sources`).
    """

    __slots__ = ("_afford", "_without", "most", "sources", "views")

    def __init__(self, sources: list[ManaSource]) -> None:
        self.sources = sources
        #: the most mana every source together makes, extra mana included (D12.30): each
        #: permanent once, at its best ability, as its mana abilities all cost the same `@`
        #: (A5.40; a Grob with Puzavica makes black or green, not both)
        best: dict[int, int] = {}
        for s in sources:
            # `s.total`, without the property's call and sum when there is no extra mana
            total = s.amount + sum([n for _, n in s.bonus]) if s.bonus else s.amount
            if total > best.get(s.perm, 0):
                best[s.perm] = total
        self.most: int = sum(best.values())
        self._afford: dict[tuple[ManaCost, tuple[tuple[str, int], ...]], bool] = {}
        self._without: dict[frozenset[int], Funds] = {}
        #: values worked out from the sources by other modules (e.g. the priority's mana
        #: actions, casting.py), each under its own name
        self.views: dict[str, Any] = {}

    def without(self, exclude: frozenset[int]) -> Funds:
        """The funds of the same player without the sources of the permanents `exclude`."""
        out = self._without.get(exclude)
        if out is None:
            out = self._without[exclude] = Funds([s for s in self.sources if s.perm not in exclude])
        return out

    def can_pay(self, game: Game, player: int, cost: ManaCost, exclude: frozenset[int]) -> bool:
        """`can_afford` for these funds (`player`'s, without `exclude`)."""
        pool = game.players[player].pool.amounts
        key = (cost, tuple(pool.items()))
        hit = self._afford.get(key)
        if hit is None:
            free = cost.with_x(0)  # A5.33: X is 0 until it is announced
            # No plan can make more mana than the pool and every source together: when that
            # is too little, there is no need to look for one.
            if free.total() > sum(pool.values()) + self.most:
                hit = False
            else:
                # Sources of one mana each, one per permanent (nearly always: basic sources):
                # the planner's answer is Hall's condition and a count, without planning
                # (D10.17). **A change to the planner (`_plan_single`, `_match_colored`) must
                # keep `_pays_by_matching` its answer, or leave it out.**
                groups = self.one_mana_groups()
                if groups is not None:
                    hit = _pays_by_matching(pool, free, groups, len(self.sources))
                else:
                    hit = _plan_exists(game, player, free, exclude, self)
            self._afford[key] = hit
        return hit

    def one_mana_groups(self) -> tuple[tuple[tuple[str, ...], int], ...] | None:
        """When every source makes one mana without extra mana (D12.30) and no two are
        abilities of one permanent (the `plan_key` of kinds only): the sources' kinds, each
        with how many sources make exactly those (`_pays_by_matching`); else None. Worked
        out once per funds."""
        views = self.views
        if "one_mana_groups" in views:
            kept: tuple[tuple[tuple[str, ...], int], ...] | None = views["one_mana_groups"]
            return kept
        groups: tuple[tuple[tuple[str, ...], int], ...] | None = None
        perms: set[int] = set()
        counts: dict[tuple[str, ...], int] = {}
        for s in self.sources:
            if s.amount != 1 or s.bonus or s.perm in perms:
                break
            perms.add(s.perm)
            counts[s.kinds] = counts.get(s.kinds, 0) + 1
        else:
            groups = tuple(counts.items())
        views["one_mana_groups"] = groups
        return groups

    def plan_key(self) -> tuple[Any, ...]:
        """What the planner's answer depends on besides the pool and the cost (see
        `_plan_exists`): the sources' values — or, when every source makes one mana and no
        extra mana (D12.30) and no two are abilities of one permanent (which one `@` pays
        for), only the kinds each can make, in any order. Then `_plan_single`
        (the planner's only way without extra mana) finds a plan exactly when the coloured
        pips the pool doesn't pay can each be given a source of their own that makes that
        colour — a maximum matching, whichever order the sources are tried in — and the
        sources left over are at least the generic rest: as many whichever were matched."""
        key: tuple[Any, ...] | None = self.views.get("plan_key")
        if key is None:
            sources = self.sources
            if len({s.perm for s in sources}) == len(sources) and all(
                s.amount == 1 and not s.bonus for s in sources
            ):
                key = ("kinds", *sorted(s.kinds for s in self.sources))
            else:
                key = ("sources", *self.sources)
            self.views["plan_key"] = key
        return key


def _pays_by_matching(
    pool: dict[str, int],
    cost: ManaCost,
    groups: tuple[tuple[tuple[str, ...], int], ...],
    count: int,
) -> bool:
    """Whether `_plan_single` finds a plan for `cost` (no X) from `pool` and `count` sources
    that each make one mana of one of their kinds, no two of one permanent (`groups`: each
    set of kinds with how many sources make it) — without planning.

    The planner pays each coloured pip from the pool's mana of its colour first, then
    matches the pips left to distinct sources (`_match_colored`, a maximum matching) and
    pays the generic rest, beyond what the pool still holds, with one mana of each source
    not matched. A pip of colour c can be paid by any source that makes c, so by Hall's
    theorem every pip left is matched exactly when, for each set S of the colours of those
    pips, the sources making some colour of S are at least the pips of S; then exactly that
    many sources are matched, and the count of the rest is what pays the generic part
    (D10.17, A5.40: one `@` per permanent)."""
    left = dict(pool)  # as the planner takes it, pip by pip (a colour twice in a cost too)
    needs: list[tuple[str, int]] = []  # the pips left for the sources, by colour
    for c, n in cost.colored:
        have = left.get(c, 0)
        if have < n:
            needs.append((c, n - have))
            left[c] = 0
        else:
            left[c] = have - n
    matched = 0
    for c, n in needs:
        if sum([k for kinds, k in groups if c in kinds]) < n:
            return False  # Hall's condition for {c}
        matched += n
    if len(needs) > 1:
        for size in range(2, len(needs) + 1):
            for subset in itertools.combinations(needs, size):
                colors = {c for c, _ in subset}
                pips = sum([n for _, n in subset])
                if sum([k for kinds, k in groups if not colors.isdisjoint(kinds)]) < pips:
                    return False
    # the generic part: what the pool holds beyond the pips, then one mana per source left
    return count - matched >= cost.generic - sum(left.values())


def funds(game: Game, player: int, exclude: frozenset[int] = frozenset()) -> Funds:
    """`player`'s `Funds` now (without the sources of `exclude`), kept until the next event
    in `Game.derived` and across events by `_kept_mana_sources`."""
    key = ("funds", player, exclude)
    cached: Funds | None = game.derived.get(key)
    if cached is None:
        if exclude:
            # A permanent left out (the one whose `@` ability is being paid for) takes only
            # its own sources away: the others are what they are without it.
            cached = funds(game, player).without(exclude)
        else:
            cached = _kept_mana_sources(game, player)
        game.derived[key] = cached
    return cached


def _kept_mana_sources(game: Game, player: int) -> Funds:
    """The funds of `_mana_sources`, kept from one event to the next while what it reads is
    unchanged.

    Asked at every priority of each player, and most events (a step beginning, a card drawn,
    a spell cast) change none of it. The sources follow from the permanents' mana templates
    (a value of their characteristics) and, for each of those permanents, who controls it,
    whether it is tapped and whether it is "sick" (A5.40, D4.40) — and, when one is in
    play, from what a triggered mana ability (D12.30) or a kind of mana another permanent
    decides (D7.60) reads besides (`_more_inputs`): equal inputs, equal sources.
    `tests/engine/test_perf_shortcuts.py` compares with `_mana_sources` at every answer.
    """
    templates, triggers, others, oids = game.play_view(
        "mana_inputs", _mana_inputs, _grow_mana_inputs
    )
    # (controller, tapped, sick) of each permanent with a mana template, in their order
    state = tuple([(o.controller, o.tapped, o.sick) for o in map(game.objects.__getitem__, oids)])
    holders = mana_trigger_holders(game) if triggers else []
    more = _more_inputs(game, holders, others) if triggers or others else None
    kept: tuple[Any, tuple[Any, ...], Funds, Any] | None = game.kept_sources.get(player)
    if kept is not None and (kept[0] is templates or kept[0] == templates) and kept[3] == more:
        if kept[1] == state:
            return kept[2]
        tapped = _tapped_since(player, kept[1], state, templates)
        if tapped is not None:
            # Only permanents he controls neither then nor now changed (the opponent tapped
            # a source: none of them is a source of his either way, D7.10, and what the extra
            # mana and the D7.60 kinds read of them is in `more`, not in `state`), and some
            # of his own were tapped (he paid a cost): those lose their `@` abilities
            # (A5.40), every other source is what it was (a source's value reads only its
            # own permanent's template and state, and `more`).
            out = kept[2] if not tapped else _after_tapping(kept[2], tapped)
            game.kept_sources[player] = (templates, state, out, more)
            return out
    out = Funds(_sources_of(game, player, frozenset(), templates, holders))
    game.kept_sources[player] = (templates, state, out, more)
    return out


def _more_inputs(game: Game, holders: list[Any], others: bool) -> tuple[Any, ...]:
    """What the mana sources read besides their permanents' templates and (controller,
    tapped, sick): with triggered mana abilities in play (D12.30, `mana_bonus`), each one
    with its permanent and that permanent's controller (`holders`) and what it is attached
    to ("enchanted"; the tapped permanent's controller is in the state already); with a
    kind of mana decided by other permanents (D7.60, `ability_kinds`), the
    characteristics and the controller of every permanent."""
    objects = game.objects
    attached = tuple([objects[oid].attached_to for oid, _, _ in holders])
    if not others:
        return (holders, attached)
    controllers = tuple([objects[i].controller for i in game.battlefield])
    return (holders, attached, game.in_play(), controllers)


def _tapped_since(
    player: int,
    old: tuple[Any, ...],
    new: tuple[Any, ...],
    templates: list[tuple[int, tuple[ManaTemplate, ...]]],
) -> list[tuple[int, tuple[ManaTemplate, ...]]] | None:
    """Two (controller, tapped, sick) states of the permanents with mana `templates`, in
    their order: the permanents `player` controls that were untapped and are tapped now
    (with their templates), when that and changes in permanents he controls in neither
    state (their mana abilities aren't his, D7.10) are all that differs; None when anything
    else of his changed (untapped, "sickness", control)."""
    tapped = []
    # the states are of the same permanents (`templates` is equal, so are the lengths); a
    # plain loop, not `operator`/`itertools` picking the changed ones: callgrind counts no gain
    for (oid, ts), a, b in zip(templates, old, new, strict=True):
        if a == b or (a[0] != player and b[0] != player):
            continue
        if a[0] == b[0] and a[2] == b[2] and not a[1] and b[1]:
            tapped.append((oid, ts))
        else:
            return None
    return tapped


def _after_tapping(funds: Funds, tapped: list[tuple[int, tuple[ManaTemplate, ...]]]) -> Funds:
    """`funds` once the permanents `tapped` (with their mana templates) are tapped: without
    their mana abilities that need `@` (A5.40), the others in the same order (`_sources_of`
    makes them template by template)."""
    needs_tap = {(oid, t[0]) for oid, ts in tapped for t in ts if t[1]}
    return Funds([s for s in funds.sources if (s.perm, s.index) not in needs_tap])


#: The permanents with mana templates (in battlefield order), whether a triggered mana
#: ability (D12.30) is in play and whether a mana ability whose kinds depend on other
#: permanents (D7.60) is (`_kept_mana_sources`: both read more).
ManaInputs = tuple[list[tuple[int, "tuple[ManaTemplate, ...]"]], bool, bool, list[int]]


def _mana_inputs(in_play: list[tuple[int, Chars]]) -> ManaInputs:
    templates = [(oid, c.mana_templates) for oid, c in in_play if c.mana_templates]
    triggers = any([c.mana_triggers for _, c in in_play])
    others = any(t[5] is None for _, ts in templates for t in ts)
    # the permanents' ids on their own too: `_kept_mana_sources` looks them up at every call
    return templates, triggers, others, [oid for oid, _ in templates]


def _grow_mana_inputs(inputs: ManaInputs, oid: int, c: Chars) -> ManaInputs:
    """`_mana_inputs` of the permanents of `inputs` and one more after them (play_view)."""
    templates, triggers, others, oids = _mana_inputs([(oid, c)])
    return inputs[0] + templates, inputs[1] or triggers, inputs[2] or others, inputs[3] + oids


def ability_kinds(game: Game, oid: int, kind: str, player: int) -> tuple[str, ...]:
    """The mana kinds a mana ability can make, in MANA_KINDS order."""
    if kind == "opponent_source_color":
        # D7.60: "one mana of any colour that a source an opponent controls could produce";
        # colourless is not a colour, and with no such colour it would produce nothing.
        could: set[str] = set()
        for other in game.battlefield:
            obj = game.objects[other]
            c = game.chars(other)
            if obj.controller == player or CardType.SOURCE not in c.types:
                continue
            for ab in c.activated:
                k = str(ab.effects[0].get("kind", "any")) if ab.is_mana_ability else ""
                if ab.is_mana_ability and k != "opponent_source_color":
                    could.update(ability_kinds(game, other, k, obj.controller))
        return tuple(k for k in MANA_KINDS if k in could and k != COLORLESS)
    return _fixed_kinds(kind)


MANA_KIND_WORDS.declare(
    "opponent_source_color",
    ability_kinds,
    doc='"One mana of any colour that a source an opponent controls could produce" (D7.60); '
    "only as the first effect of an activated mana ability.",
)


def _fixed_kinds(kind: str) -> tuple[str, ...]:
    """The kinds of a mana ability whose kind word doesn't look at other permanents."""
    if kind == "any":
        return _ANY_COLOR
    return tuple(kind.split("|"))


_ANY_COLOR = tuple(k for k in MANA_KINDS if k != COLORLESS)


#: One mana ability as its permanent's characteristics describe it (Chars.mana_templates):
#: index, needs `@`, the effect's kind word (ability_kinds), amount, whether it is a creature
#: without Brzina (D4.40: can't use `@` while "sick"), and its kinds when they don't depend on
#: other permanents (None for "opponent_source_color", D7.60).
ManaTemplate = tuple[int, bool, str, int, bool, "tuple[str, ...] | None"]


def mana_templates(c: Chars) -> tuple[ManaTemplate, ...]:
    """The mana abilities of `c` that cost nothing but `@` (the others can't be offered as
    mana sources: their costs need choices)."""
    sick_matters = c.is_creature and not c.has(Keyword.HASTE)
    out = []
    for i, ab in c.free_mana_abilities:
        eff = ab.effects[0]
        word = str(eff.get("kind", "any"))
        kinds = None if word == "opponent_source_color" else _fixed_kinds(word)
        out.append((i, ab.cost.tap, word, int(eff.get("amount", 1)), sick_matters, kinds))
    return tuple(out)


#: ManaSource values are immutable: share the plain ones (no triggered mana added).
_PLAIN: dict[tuple[int, int, tuple[str, ...], int], ManaSource] = {}


def _plain_source(oid: int, index: int, kinds: tuple[str, ...], amount: int) -> ManaSource:
    key = (oid, index, kinds, amount)
    src = _PLAIN.get(key)
    if src is None:
        if len(_PLAIN) > 100_000:
            _PLAIN.clear()
        src = _PLAIN[key] = ManaSource(oid, index, kinds, amount)
    return src


def _mana_sources(game: Game, player: int, exclude: frozenset[int]) -> list[ManaSource]:
    """The mana abilities `player` can play now (without those of `exclude`)."""
    templates = game.play_view("mana_inputs", _mana_inputs, _grow_mana_inputs)[0]
    return _sources_of(game, player, exclude, templates, mana_trigger_holders(game))


def _sources_of(
    game: Game,
    player: int,
    exclude: frozenset[int],
    with_templates: list[tuple[int, tuple[ManaTemplate, ...]]],
    holders: list[Any],
) -> list[ManaSource]:
    """`_mana_sources`, given the permanents with mana templates and the triggered mana
    abilities in play (D12.30)."""
    out: list[ManaSource] = []
    objects = game.objects
    for oid, templates in with_templates:
        obj = objects[oid]
        if obj.controller != player or oid in exclude:
            continue
        for index, tap, word, amount, sick_matters, fixed in templates:
            # can_use_tap_ability (A5.40, D4.40), from what the characteristics tell
            if tap and (obj.tapped or (sick_matters and obj.sick)):
                continue
            if fixed and not (holders and tap):
                out.append(_plain_source(oid, index, fixed, amount))
                continue
            kinds = ability_kinds(game, oid, word, player)
            if not kinds:
                # D7.60: it would produce mana of no defined kind, so it produces nothing;
                # it is still a mana ability (D7.30), but there is nothing to offer.
                continue
            bonus = mana_bonus(game, player, oid, holders) if holders and tap else ()
            out.append(ManaSource(oid, index, kinds, amount, bonus))
    return out


def activate_mana(game: Game, player: int, src: ManaSource, kind: str) -> None:
    """Play a mana ability: pay its cost and add the mana at once (D12.10)."""
    ab = game.chars(src.perm).activated[src.index]
    if ab.cost.tap:
        game.tap(src.perm)
    game.players[player].pool.add(kind, src.amount)
    game.emit(ManaAdded(player=player, card=src.perm, mana=kind, amount=src.amount))
    if ab.cost.tap:
        after_mana_ability(game, player, src.perm, kind)  # D12.30, D7.50


def _match_colored(
    needs: list[str], sources: list[ManaSource]
) -> dict[int, tuple[ManaSource, str]] | None:
    """Assign each coloured pip in `needs` to a distinct permanent that can make it: one pip per
    permanent, as its mana abilities all cost the same `@` (D7.10, A5.40); None if they can't
    all be paid. Of the ways to pay them, the one whose permanents come first in `sources`
    (the caller's order of preference: non-creatures before creatures), by permanent in that
    order.

    Why it is the best: the sets of permanents that can pay distinct pips are the independent
    sets of a matroid (the transversal matroid of the pips), and a way that pays every pip
    uses a basis of it (as many permanents as pips). The greedy algorithm — take the
    permanents in order, each one that can still be added (an augmenting path from it to a
    pip no permanent pays yet, moving pips between the permanents already taken) — gives the
    basis that is first in that order, and so one of the least weight for any weight that
    grows along the order: with creatures last, the fewest creatures (Edmonds; Kuhn's
    alternating paths keep every permanent taken once taken)."""
    by_perm: dict[int, list[ManaSource]] = {}
    for s in sources:
        by_perm.setdefault(s.perm, []).append(s)
    paid_by: list[ManaSource | None] = [None] * len(needs)  # pip -> the ability paying it

    def augment(perm: int, seen: set[int]) -> bool:
        """Give `perm` a pip: a free one, or one whose permanent can move to another."""
        for s in by_perm[perm]:
            for ni, need in enumerate(needs):
                if need in s.kinds and ni not in seen:
                    seen.add(ni)
                    other = paid_by[ni]
                    if other is None or augment(other.perm, seen):
                        paid_by[ni] = s
                        return True
        return False

    taken: list[int] = []  # the permanents paying pips, in the order they were taken
    for perm in by_perm:
        if len(taken) == len(needs):
            break
        if augment(perm, set()):
            taken.append(perm)
    if len(taken) < len(needs):
        return None
    pays = {s.perm: (s, needs[ni]) for ni, s in enumerate(paid_by) if s is not None}
    return {perm: pays[perm] for perm in taken}


def auto_pay_plan(
    game: Game,
    player: int,
    cost: ManaCost,
    exclude: frozenset[int] = frozenset(),
    keep: dict[str, int] | None = None,
) -> list[tuple[ManaSource, str]] | None:
    """Which mana abilities to play so the pool can pay `cost`; None if impossible.

    With `keep` (the colours the rest of the hand needs, `hand_demand`) the plan is the one
    a player would pick: sources before creatures (a creature tapped for mana can't attack or
    block), and generic mana from the colours the hand needs least; it is the best by
    `_preference` (the least mana, C1.30, then the fewest creatures, then the fewest
    abilities). Whether a plan exists does not depend on these preferences, so `can_afford`
    leaves them out, and then any plan found answers it."""
    sources = mana_sources(game, player, exclude)
    rank = _creature_rank(game, sources) if keep is not None else {}
    if not any(s.bonus or s.amount > 1 for s in sources):
        return _plan_single(game, player, cost, sources, keep or {}, rank)
    # D12.30: some sources give extra mana when tapped (or an ability makes more than one
    # mana, which the matching of `_plan_single` counts as one). Look for a plan that counts
    # it; else use a plan that ignores it (still enough, as extra mana only adds) and drop
    # whatever the extra mana makes unnecessary, so that no more mana is made than needed
    # (mana udar).
    pool = dict(game.players[player].pool.amounts)
    plans: list[list[tuple[ManaSource, str]]] = []
    # The greedy plan taps the sources that make most first; with one of the extra-mana
    # sources left out it may pay exactly (3 + 1 + 1 for five, not 3 + 3): C1.30 makes every
    # mana made beyond the cost cost life, so the plan making the least mana wins.
    for left_out in (None, *(s for s in sources if s.bonus)):
        rest = [s for s in sources if s is not left_out]
        plan = _plan_greedy(pool, cost, rest, rank)
        if plan is not None:
            plans.append(_trim(pool, cost, plan))
    greedy_found = bool(plans)
    if not greedy_found:
        plan = _plan_single(game, player, cost, sources, keep or {}, rank)
        if plan is not None:
            plans.append(_trim(pool, cost, plan))
    # Both may miss a plan (the greedy choice of a kind, the matching counting one mana a
    # source), and the matching's plan may make more mana than needed (C1.30) to spare a
    # creature: look at every way of playing the sources that make more than one mana. Its
    # plan is the best (`_plan_complete`), the greedy one not always (P from a source of PP
    # and one of yellow or blue: PP, and one mana burns), so the plan to be played (`keep`)
    # is looked for there too; whether a plan exists (`can_afford`) needs no more search.
    if keep is not None or not greedy_found:
        plan = _plan_complete(game, player, cost, sources, keep or {}, rank)
        if plan is not None:
            plans.append(plan)
    if not plans:
        return None
    return min(plans, key=lambda p: _preference(p, rank))


def _plan_complete(
    game: Game,
    player: int,
    cost: ManaCost,
    sources: list[ManaSource],
    keep: dict[str, int],
    rank: dict[int, int],
) -> list[tuple[ManaSource, str]] | None:
    """The plan, if there is one, by looking at every way of playing the permanents whose
    mana abilities make more than one mana (amount or extra mana, D7.10, D12.30): each unused
    or played once (one `@`, A5.40) for one of its kinds. For each way, the permanents that
    make one mana are decided exactly by `_plan_single`: a matching of the coloured pips the
    pool then lacks, and a count of the generic rest. Of the plans found, the one making the
    least mana (C1.30: mana left unused burns), then tapping the fewest creatures."""
    pool = game.players[player].pool.amounts
    if not _within_reach(pool, cost, sources):
        return None
    multi = {s.perm for s in sources if s.bonus or s.amount > 1}
    singles = [s for s in sources if s.perm not in multi]
    needed = {c for c, _ in cost.colored}
    ways: list[list[tuple[ManaSource, str] | None]] = []
    for perm in dict.fromkeys(s.perm for s in sources if s.perm in multi):
        way: list[tuple[ManaSource, str] | None] = []
        for s in sources:
            if s.perm == perm:
                # a kind the coloured pips don't name pays generic mana only, as any other
                # such kind would: one of them, the one the hand needs least
                others = [k for k in s.kinds if k not in needed]
                way.extend((s, k) for k in s.kinds if k in needed)
                if others:
                    way.append((s, min(others, key=lambda k: keep.get(k, 0))))
        # unused last: of plans alike, the first found taps the permanents met first, as the
        # greedy planner does (two equal sources: the first is tapped)
        ways.append([*way, None])
    best: tuple[tuple[int, int, int], list[tuple[ManaSource, str]]] | None = None
    for choice in itertools.product(*ways):
        part = [c for c in choice if c is not None]
        rest = _plan_single(game, player, cost, singles, keep, rank, _with(pool, part))
        if rest is None:
            continue
        plan = _trim(pool, cost, part + rest)
        score = _preference(plan, rank)
        if best is None or score < best[0]:
            best = (score, plan)
    return None if best is None else best[1]


def _within_reach(pool: dict[str, int], cost: ManaCost, sources: list[ManaSource]) -> bool:
    """Whether the pool and the sources, each permanent played once at its best, could make
    the cost's total and each of its colours — if not, no way of playing them pays it, and
    the search of `_plan_complete` (which grows with each extra-mana source) is not needed."""
    best: dict[int, dict[str, int]] = {}  # permanent -> the most it makes: of all, of a kind
    for s in sources:
        top = best.setdefault(s.perm, {})
        top[""] = max(top.get("", 0), s.total)
        for k in s.kinds:
            for kind, n in s.produces(k).items():
                top[kind] = max(top.get(kind, 0), n)
    if sum(pool.values()) + sum(b[""] for b in best.values()) < cost.total():
        return False
    return all(
        pool.get(c, 0) + sum(b.get(c, 0) for b in best.values()) >= n for c, n in cost.colored
    )


def _preference(plan: list[tuple[ManaSource, str]], rank: dict[int, int]) -> tuple[int, int, int]:
    """Which of several plans auto-pay takes (the smallest): the one making the least mana
    (C1.30: mana left unused burns), then the one tapping the fewest creatures (`rank`), then
    the one playing the fewest abilities."""
    return (_made(plan), sum(rank.get(s.perm, 0) for s, _ in plan), len(plan))


def _made(plan: list[tuple[ManaSource, str]]) -> int:
    """How much mana the plan's abilities make, extra mana included (D12.30)."""
    return sum(n for s, k in plan for n in s.produces(k).values())


def _creature_rank(game: Game, sources: list[ManaSource]) -> dict[int, int]:
    """1 for a creature (tap it last: it may still attack or block), 0 for anything else."""
    return {s.perm: 1 for s in sources if game.chars(s.perm).is_creature}


def burn_if_step_ends(game: Game, player: int) -> int:
    """The life `player` loses to mana udar if the niz is empty and the current step ends now
    (C1.30: unused mana empties at the end of each phase, 10 life per mana); 0 if the step is
    not the last of its phase, the niz is not empty or the pool is empty. For a warning
    before "dalje": when both pass with an empty niz, the step ends (C1.20)."""
    mana = game.players[player].pool.total()
    if not mana or game.stack or not game.turn_plan:
        return 0
    nxt = game.plan_index + 1
    phase_now = game.turn_plan[game.plan_index][1]
    if nxt < len(game.turn_plan) and game.turn_plan[nxt][1] == phase_now:
        return 0
    return 10 * mana


def hand_demand(game: Game, player: int) -> dict[str, int]:
    """The coloured mana the cards in `player`'s hand need, per colour: the most any one
    card needs (the next spell is cast alone). Auto-pay keeps these colours untapped."""
    need: dict[str, int] = {}
    for oid in game.players[player].hand:
        cost = game.objects[oid].card.cost
        if cost is None:
            continue
        for c, n in cost.colored:
            need[c] = max(need.get(c, 0), n)
    return need


def _with(pool: dict[str, int], plan: list[tuple[ManaSource, str]]) -> dict[str, int]:
    out = dict(pool)
    for s, k in plan:
        for kind, n in s.produces(k).items():
            out[kind] = out.get(kind, 0) + n
    return out


def _deficit(pool: dict[str, int], cost: ManaCost) -> int:
    """How much mana (of the best kinds) the pool still lacks to pay `cost`."""
    left = dict(pool)
    need = 0
    for c, n in cost.colored:
        use = min(left.get(c, 0), n)
        left[c] = left.get(c, 0) - use
        need += n - use
    return need + max(0, cost.generic - sum(left.values()))


def _plan_greedy(
    pool: dict[str, int],
    cost: ManaCost,
    sources: list[ManaSource],
    rank: dict[int, int] | None = None,
) -> list[tuple[ManaSource, str]] | None:
    rank = rank or {}
    plan: list[tuple[ManaSource, str]] = []
    avail = sorted(sources, key=lambda s: (rank.get(s.perm, 0), len(s.kinds), s.perm, s.index))
    now = dict(pool)
    while plan_payment(now, cost) is None:
        best: tuple[tuple[int, int, int, int], ManaSource, str] | None = None
        for s in avail:
            for k in s.kinds:
                after = _with(now, [(s, k)])
                score = (_deficit(after, cost), rank.get(s.perm, 0), len(s.kinds), s.total)
                if best is None or score < best[0]:
                    best = (score, s, k)
        if best is None or best[0][0] >= _deficit(now, cost):
            return None
        _, s, k = best
        plan.append((s, k))
        avail = [a for a in avail if a.perm != s.perm]  # one `@` per permanent (A5.40)
        now = _with(now, [(s, k)])
    return plan


def _trim(
    pool: dict[str, int], cost: ManaCost, plan: list[tuple[ManaSource, str]]
) -> list[tuple[ManaSource, str]]:
    """Leave out every step of the plan the cost can be paid without."""
    plan = list(plan)
    for entry in reversed(list(plan)):
        rest = [e for e in plan if e is not entry]
        if plan_payment(_with(pool, rest), cost) is not None:
            plan = rest
    return plan


def _plan_single(
    game: Game,
    player: int,
    cost: ManaCost,
    all_sources: list[ManaSource],
    keep: dict[str, int] | None = None,
    rank: dict[int, int] | None = None,
    pool_now: dict[str, int] | None = None,
) -> list[tuple[ManaSource, str]] | None:
    """The plan for sources that each make one kind of mana, by matching (bonus ignored),
    from `player`'s pool or from `pool_now` when given."""
    pool = dict(game.players[player].pool.amounts if pool_now is None else pool_now)
    needs: list[str] = []
    for c, n in cost.colored:
        have = pool.get(c, 0)
        use = min(have, n)
        pool[c] = have - use
        needs.extend([c] * (n - use))
    keep = keep or {}
    rank = rank or {}
    sources = sorted(all_sources, key=lambda s: (rank.get(s.perm, 0), len(s.kinds), s.perm))
    matched = _match_colored(needs, sources)
    if matched is None:
        return None
    plan: list[tuple[ManaSource, str]] = list(matched.values())
    used = {s.perm for s, _ in plan}
    generic = cost.generic - sum(pool.values())
    if generic > 0:
        # Use colourless first, then the colours this player has most of.
        rest = [s for s in sources if s.perm not in used]
        counts: dict[str, int] = {}
        for s in rest:
            for k in s.kinds:
                counts[k] = counts.get(k, 0) + 1

        def spare(k: str) -> int:
            """How many sources of kind `k` are left beyond what the hand needs."""
            return counts[k] - keep.get(k, 0)

        rest.sort(
            key=lambda s: (
                rank.get(s.perm, 0),  # sources before creatures
                s.kinds != ("B",),
                -max(spare(k) for k in s.kinds),  # the colours the hand needs least
                -max(counts[k] for k in s.kinds),
                s.perm,
            )
        )
        # A source whose every kind the hand needs all that is left of (its Grom's R after
        # the other red was tapped) is tapped only when nothing else pays: the order above
        # counts the sources before any is tapped.
        left = dict(counts)

        def spends_need(s: ManaSource) -> bool:
            return all(left[k] <= keep.get(k, 0) for k in s.kinds)

        def deferred(s: ManaSource) -> bool:
            """It spends what the hand needs, and another source not tapped yet, and no more
            a creature than it, doesn't (sources still before creatures)."""
            return spends_need(s) and any(
                o.perm not in used
                and rank.get(o.perm, 0) <= rank.get(s.perm, 0)
                and not spends_need(o)
                for o in rest
            )

        for last in (False, True):
            for s in rest:
                if generic <= 0:
                    break
                if s.perm in used:
                    continue  # its other mana ability was played: one `@` per permanent (A5.40)
                if not last and deferred(s):
                    continue
                kind = max(s.kinds, key=lambda k: (spare(k), counts[k]))
                plan.append((s, kind))
                used.add(s.perm)
                for k in s.kinds:
                    left[k] -= 1
                generic -= s.amount
        if generic > 0:
            return None
    return plan


def potential_mana(game: Game, player: int, exclude: frozenset[int] = frozenset()) -> int:
    return game.players[player].pool.total() + funds(game, player, exclude).most


def can_afford(
    game: Game, player: int, cost: ManaCost, exclude: frozenset[int] = frozenset()
) -> bool:
    """Whether `player` could pay `cost` (X = 0) now, from his pool and mana sources, the
    sources of `exclude` left out. Asked for every card in hand and every ability at each
    priority, often for the same cost: answered from his `Funds` (the pool is in the key: it
    is paid from without an event)."""
    if cost.is_zero():
        return True
    return funds(game, player, exclude).can_pay(game, player, cost, exclude)


#: Whether a plan exists, by (cost, pool, sources): see _plan_exists.
_PLAN_EXISTS: dict[tuple[ManaCost, tuple[tuple[str, int], ...], tuple[Any, ...]], bool] = {}


def _plan_exists(
    game: Game, player: int, cost: ManaCost, exclude: frozenset[int], held: Funds
) -> bool:
    """Whether `auto_pay_plan` finds a plan (`held`: `player`'s funds without `exclude`).
    Without preferences (`keep`) the planner looks at nothing but the pool, the sources
    (values: permanent, ability, kinds, amounts, extra mana; or only their kinds,
    `Funds.plan_key`) and the cost, so the answer is remembered by those: the same lands
    usually offer the same mana for the same cards, in this game and in its copies."""
    pool = game.players[player].pool.amounts
    key = (cost, tuple(pool.items()), held.plan_key())
    hit = _PLAN_EXISTS.get(key)
    if hit is None:
        if len(_PLAN_EXISTS) > 100_000:
            _PLAN_EXISTS.clear()
        hit = _PLAN_EXISTS[key] = auto_pay_plan(game, player, cost, exclude) is not None
    return hit


@dataclass
class PayResult:
    paid: bool = False
    cancelled: bool = False


@dataclass
class PayFrame(Frame):
    """Pay a mana cost: the player may play mana abilities, pay from the pool, or back out."""

    player: int
    cost: ManaCost
    result: PayResult
    exclude: frozenset[int] = frozenset()
    can_cancel: bool = True
    prompt: str = "pay.mana"
    context: dict[str, Any] = field(default_factory=dict)
    # D23.10: what each mana ability played here changed, newest last, so that the last one
    # can be taken back while paying: (pool, tapped permanents, log length, pending triggers)
    undo: list[tuple[dict[str, int], frozenset[int], int, int]] = field(default_factory=list)

    def run(self, game: Game) -> Decision | None:
        pool = game.players[self.player].pool
        if pool.pay_if_enough(self.cost):
            self.result.paid = True
            self.done(game)
            return None
        options: list[Action] = []
        # whether auto_pay_plan finds a plan: the planner reads only the generic and coloured
        # parts of a cost, which with_x(0) in can_afford leaves as they are
        if can_afford(game, self.player, self.cost, self.exclude):
            options.append(shared_action("auto"))
        for src in mana_sources(game, self.player, self.exclude):
            for kind in src.kinds:
                options.append(shared_action("mana", src.perm, src.index, kind))
        if self.undo:
            options.append(shared_action("undo"))  # D23.10: take back the last mana ability
        cancel = self.can_cancel or not options
        if cancel:
            options.append(shared_action("cancel"))
        return Decision(
            self.player,
            _PAY,
            self.prompt,
            tuple(options),
            context={**self.context, "cost": str(self.cost), "pool": dict(pool.amounts)},
            # Esc backs out only where cancelling is an option (not a copy that must be played)
            can_cancel=cancel,
        )

    def answer(self, game: Game, decision: Decision, answer: Any) -> None:
        if answer not in decision.options:
            raise IllegalAnswer("pay.not_an_option")
        if answer.kind == "cancel":
            self.result.cancelled = True
            self.done(game)
        elif answer.kind == "auto":
            # "auto" is offered when a plan exists, and with the hand's demand (`keep`) the
            # planner finds one whenever one exists: the matching, or the complete search
            plan = auto_pay_plan(
                game, self.player, self.cost, self.exclude, hand_demand(game, self.player)
            )
            assert plan is not None
            for src, kind in plan:
                activate_mana(game, self.player, src, kind)
        elif answer.kind == "mana":
            src = next(
                s
                for s in mana_sources(game, self.player, self.exclude)
                if s.perm == answer.obj and s.index == answer.index
            )
            before = self._snapshot(game)
            effects = len(game.effects)
            activate_mana(game, self.player, src, answer.choice)
            if len(game.effects) == effects:
                self.undo.append(before)
            else:
                self.undo.clear()  # it ended a continuous effect: not taken back (D23.10)
        elif answer.kind == "undo":
            pool, tapped, log_len, triggers_len = self.undo.pop()
            # D23.10: the mana ability is reversed; nothing it triggered happens
            undo_mana_abilities(game, self.player, pool, tapped)
            del game.log[log_len:]
            del game.pending_triggers[triggers_len:]
            game.derived.clear()

    def _snapshot(self, game: Game) -> tuple[dict[str, int], frozenset[int], int, int]:
        tapped = frozenset(i for i in game.battlefield if game.objects[i].tapped)
        pool = dict(game.players[self.player].pool.amounts)
        return pool, tapped, len(game.log), len(game.pending_triggers)
