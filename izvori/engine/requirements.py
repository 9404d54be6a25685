"""Legal attacks and blocks: restrictions and requirements (E1.10–E1.50).

A *restriction* says a creature can't attack or block, or can only do so if something holds; a
*requirement* says it must (E1.10). Restrictions that concern one creature alone, or one blocker
and one attacker, are the options of the decision itself (`combat.attack_problem`,
`combat.block_problem`). This module handles what depends on the whole declaration:

* "can't attack alone" / "can't block alone" (Kukavni Ork, E1.20): another creature must attack
  (block) too;
* "only N creatures can attack each turn" (E1.20), counting every combat of the turn;
* "can be blocked only by two or more creatures" (E1.50);
* a blocker that may block more than one attacker (capacity);
* the requirements "attacks if able" (Glineni Divljan, E1.10) and "blocks if able" (E1.50).

E1.40: a declaration is illegal if it breaks a restriction, or if a requirement it doesn't obey
could be obeyed without breaking a restriction in a way that increases the number of obeyed
requirements. E1.50 says which other declarations count for that comparison: every option of
the creatures that have a requirement (even one that gives up another requirement obeyed
before), but no option that makes a creature *without* a requirement of its own do something it
isn't doing in the proposed declaration. Its example makes this the reading: a creature that
"blocks if able", a creature with no abilities and "creatures can be blocked only by two or more
creatures" — blocking with both and not blocking are both legal, because meeting the
requirement would need the other creature to block, and it has no requirement. Taking a creature
without a requirement *out* of the declaration is an option (E1.20's second example: Glineni
Divljan must attack alone, attacking with the other creature instead is illegal).

So a proposed declaration P is legal when it breaks no restriction and no declaration Q that
breaks no restriction, in which each creature without a requirement does at most what it does
in P, obeys more requirements than P. Tapped creatures and creatures that can't attack (block)
at all are never options, so their requirements are never counted (E1.20, E1.30: they are
exempt). Each creature's requirement counts once: the vocabulary gives it as a keyword, and a
second instance of the same keyword on the creature adds nothing.

The best Q is found exactly by dynamic programming over the creatures. What the restrictions can
see of a declaration is small — how many creatures act (capped), whether one that can't act
alone does, and for each attacker that needs two blockers how many it has (capped at two) — so
the search is polynomial in the number of creatures for a fixed number of such attackers.

Everything here works on the `Decision` alone (its options and its ``context["rules"]``), so the
engine, the random agent and the TUI judge a declaration the same way without the game.
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import field
from itertools import combinations
from typing import Any

from izvori.engine.decisions import Decision, DecisionKind
from izvori.engine.values import value_class

#: The one "target" of an attack in a two-player game: the defending player.
_ATTACK = 0


@value_class
class Rules:
    """The constraints of one declaration beyond its options (see the module docstring)."""

    required: frozenset[int] = frozenset()  # creatures with "attacks/blocks if able"
    alone: frozenset[int] = frozenset()  # creatures that can't attack/block alone
    max_total: int | None = None  # how many may still attack this turn
    min_two: frozenset[int] = frozenset()  # attackers that need two or more blockers
    capacity: dict[int, int] = field(default_factory=dict)  # blocker -> attackers it may block

    def to_context(self) -> dict[str, Any]:
        return {
            "required": sorted(self.required),
            "alone": sorted(self.alone),
            "max_total": self.max_total,
            "min_two": sorted(self.min_two),
            "capacity": sorted([b, n] for b, n in self.capacity.items()),
        }

    @staticmethod
    def from_context(d: dict[str, Any]) -> Rules:
        return Rules(
            frozenset(d.get("required", ())),
            frozenset(d.get("alone", ())),
            d.get("max_total"),
            frozenset(d.get("min_two", ())),
            {int(b): int(n) for b, n in d.get("capacity", ())},
        )

    def is_trivial(self) -> bool:
        return not (
            self.required
            or self.alone
            or self.max_total is not None
            or self.min_two
            or any(n != 1 for n in self.capacity.values())
        )


def rules_of(decision: Decision) -> Rules:
    ctx = decision.context.get("rules")
    return Rules.from_context(ctx) if ctx else Rules()


# ------------------------------------------------------------------ declarations
#: A declaration as the search sees it: creature -> the attackers it blocks (for an attack,
#: ``{_ATTACK}``). Creatures that don't act are absent.
Declaration = dict[int, frozenset[int]]


def attack_declaration(answer: Iterable[int]) -> Declaration:
    return {a: frozenset({_ATTACK}) for a in answer}


def block_declaration(answer: Iterable[tuple[int, int]]) -> Declaration:
    out: dict[int, set[int]] = {}
    for b, a in answer:
        out.setdefault(b, set()).add(a)
    return {b: frozenset(s) for b, s in out.items()}


def _legal_targets(decision: Decision) -> dict[int, list[int]]:
    """Creature -> what it may attack or block, from the decision's options (pairwise legal)."""
    out: dict[int, list[int]] = {}
    if decision.kind == DecisionKind.ATTACKERS:
        for a in decision.options:
            out[a] = [_ATTACK]
    else:
        for b, a in decision.options:
            out.setdefault(b, []).append(a)
    return out


# ------------------------------------------------------------------ restrictions
def restriction_problem(rules: Rules, decl: Declaration, attack: bool) -> tuple[str, int] | None:
    """The first restriction `decl` breaks: (message key, the creature it is about), or None."""
    if not attack:
        for b, targets in decl.items():
            cap = rules.capacity.get(b, 1)
            if len(targets) > cap:
                return ("block.one_attacker" if cap == 1 else "block.too_many", b)
    total = len(decl)
    if rules.max_total is not None and total > rules.max_total:
        return ("attack.too_many", next(iter(decl)))
    if total < 2:
        for c in decl:
            if c in rules.alone:
                return ("attack.alone" if attack else "block.alone", c)
    if rules.min_two:
        count: dict[int, int] = {}
        for targets in decl.values():
            for a in targets:
                count[a] = count.get(a, 0) + 1
        for a in sorted(rules.min_two):
            if count.get(a, 0) == 1:
                return ("block.min_two", a)
    return None


def obeyed(rules: Rules, decl: Declaration) -> int:
    """How many requirements `decl` obeys: each required creature that attacks (blocks)."""
    return sum(1 for c in decl if c in rules.required)


# ------------------------------------------------------------------ the search
def best_declaration(
    rules: Rules,
    targets: dict[int, list[int]],
    limit: Declaration | None,
) -> tuple[int, Declaration]:
    """The most requirements a declaration breaking no restriction can obey, and one such.

    Creatures with a requirement may do anything `targets` allows; a creature without one may
    do only a part of what it does in `limit` (nothing at all when `limit` is None) — E1.50.
    """
    creatures = sorted(targets)
    min_two = sorted(rules.min_two)
    index = {a: i for i, a in enumerate(min_two)}
    cap_total = max(2, rules.max_total + 1) if rules.max_total is not None else 2
    # Each creature's choices, reduced to what the restrictions can tell apart: the set of
    # "two or more" attackers it blocks (any other choice is the same to every restriction).
    moves: list[list[tuple[tuple[int, ...], frozenset[int]]]] = []
    for c in creatures:
        if c in rules.required:
            allowed = targets[c]
        else:
            mine = (limit or {}).get(c, frozenset())
            allowed = [a for a in targets[c] if a in mine]
        cap = rules.capacity.get(c, 1)
        seen: dict[tuple[int, ...], frozenset[int]] = {}
        for k in range(1, min(cap, len(allowed)) + 1):
            for choice in combinations(allowed, k):
                sig = tuple(sorted(index[a] for a in choice if a in index))
                if sig not in seen:
                    seen[sig] = frozenset(choice)
        moves.append(list(seen.items()))
    required = [1 if c in rules.required else 0 for c in creatures]
    alone = [c in rules.alone for c in creatures]
    n = len(creatures)
    neg = -1  # "no declaration from here breaks no restriction"
    memo: dict[tuple[int, tuple[int, ...], int, bool], tuple[int, int]] = {}

    def valid(counts: tuple[int, ...], total: int, lone: bool) -> bool:
        return all(x != 1 for x in counts) and not (lone and total < 2)

    def go(i: int, counts: tuple[int, ...], total: int, lone: bool) -> int:
        if i == n:
            return 0 if valid(counts, total, lone) else neg
        key = (i, counts, total, lone)
        hit = memo.get(key)
        if hit is not None:
            return hit[0]
        best, pick = go(i + 1, counts, total, lone), -1
        if rules.max_total is None or total < rules.max_total:
            for j, (sig, _choice) in enumerate(moves[i]):
                nc = list(counts)
                for s in sig:
                    nc[s] = min(nc[s] + 1, 2)
                sub = go(i + 1, tuple(nc), min(total + 1, cap_total), lone or alone[i])
                if sub != neg and sub + required[i] > best:
                    best, pick = sub + required[i], j
        memo[key] = (best, pick)
        return best

    start = (0, tuple(0 for _ in min_two), 0, False)
    value = go(*start)
    # Walk the memo back for one best declaration.
    decl: Declaration = {}
    i, counts, total, lone = start
    while i < n:
        _, pick = memo.get((i, counts, total, lone), (0, -1))
        if pick >= 0:
            sig, chosen = moves[i][pick]
            decl[creatures[i]] = chosen
            nc = list(counts)
            for s in sig:
                nc[s] = min(nc[s] + 1, 2)
            counts, total, lone = tuple(nc), min(total + 1, cap_total), lone or alone[i]
        i += 1
    return max(value, 0), decl


# ------------------------------------------------------------------ checking an answer
def problem(decision: Decision, decl: Declaration) -> tuple[str, int] | None:
    """Why `decl` is not a legal declaration for `decision` (E1.40), or None if it is.

    `decl` must already use only the decision's options. The answer is a message key and the
    creature (or, for "blocked only by two or more", the attacker) it is about.
    """
    rules = rules_of(decision)
    if rules.is_trivial():
        return None
    attack = decision.kind == DecisionKind.ATTACKERS
    broken = restriction_problem(rules, decl, attack)
    if broken is not None:
        return broken
    if not rules.required:
        return None
    have = obeyed(rules, decl)
    targets = _legal_targets(decision)
    if have == sum(1 for c in rules.required if c in targets):
        return None  # every requirement that could be obeyed at all is
    best, witness = best_declaration(rules, targets, decl)
    if have >= best:
        return None
    missing = next(c for c in sorted(witness) if c in rules.required and c not in decl)
    return ("attack.requirement" if attack else "block.requirement", missing)


def legal_example(decision: Decision) -> list[Any]:
    """One legal answer: the most requirements obeyed with only required creatures acting.

    It is legal because every declaration the E1.50 comparison allows for it has no creature
    without a requirement acting either, and among those it obeys the most requirements.
    """
    rules = rules_of(decision)
    if not rules.required:
        return []
    _, decl = best_declaration(rules, _legal_targets(decision), None)
    if decision.kind == DecisionKind.ATTACKERS:
        return sorted(decl)
    return [[b, a] for b in sorted(decl) for a in sorted(decl[b])]
