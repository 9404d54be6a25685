"""Attacks and blocks for the heuristic agent, judged from the view alone (issue 14 item 2).

* `plan_blocks`: kill attackers where a blocker survives, trade when the attacker is worth
  more, and chump only when the unblocked damage would kill us (the clock says so, C10).
* `plan_attack`: each attacker is checked against the defender's best blocks — a single
  blocker that kills it and lives, or a gang of first strikers that kills it before it strikes
  back (XMage's known fault). Everything attacks when the damage through the best chump blocks
  is lethal; creatures stay home when the opponent's counter-attack would otherwise kill us.
"""

from __future__ import annotations

from dataclasses import dataclass
from itertools import combinations

from izvori.agents.knowledge import creature_value
from izvori.engine.carddef import LANDWALK, PROTECTION, Keyword
from izvori.engine.view import GameView, PermanentView

FLY = Keyword.FLYING.value
REACH = Keyword.REACH.value
FIRST = Keyword.FIRST_STRIKE.value
FEAR = Keyword.FEAR.value
UNBLOCKABLE = Keyword.UNBLOCKABLE.value
CANT_BLOCK = Keyword.CANT_BLOCK.value
INDESTRUCTIBLE = Keyword.INDESTRUCTIBLE.value
VIGILANCE = Keyword.VIGILANCE.value
TRAMPLE = Keyword.TRAMPLE.value


def power(p: PermanentView) -> int:
    return max(0, p.card.power or 0)


def health(p: PermanentView) -> int:
    """Damage that destroys it now (C11: toughness minus damage already marked)."""
    if INDESTRUCTIBLE in p.card.keywords:
        return 10**6
    return max(0, (p.card.toughness or 0) - p.damage)


def can_block(blocker: PermanentView, attacker: PermanentView, seen: GameView) -> bool:
    """E3 evasion as far as the view shows it (flying, fear, landwalk, protection)."""
    if not blocker.is_creature or blocker.tapped or CANT_BLOCK in blocker.card.keywords:
        return False
    kws = attacker.card.keywords
    if UNBLOCKABLE in kws:
        return False
    if FLY in kws and not ({FLY, REACH} & set(blocker.card.keywords)):
        return False
    if FEAR in kws and "C" not in blocker.card.colors and "Artefakt" not in blocker.card.types:
        return False
    for kw, color in PROTECTION.items():
        if kw.value in kws and color.value in blocker.card.colors:
            return False
    groups = {p.source_group for p in seen.permanents_of(blocker.controller)}
    return all(not (kw.value in kws and group in groups) for kw, group in LANDWALK.items())


def kills(a: PermanentView, b: PermanentView) -> bool:
    return power(a) >= health(b) > 0 or (power(a) > 0 and health(b) == 0)


def fight(attacker: PermanentView, blocker: PermanentView) -> tuple[bool, bool]:
    """(attacker dies, blocker dies) in a one-on-one block, first strike included (C11)."""
    a_first = FIRST in attacker.card.keywords
    b_first = FIRST in blocker.card.keywords
    if a_first and not b_first:
        b_dies = kills(attacker, blocker)
        return (not b_dies and kills(blocker, attacker), b_dies)
    if b_first and not a_first:
        a_dies = kills(blocker, attacker)
        return (a_dies, not a_dies and kills(attacker, blocker))
    return (kills(blocker, attacker), kills(attacker, blocker))


def gang_kills_first(attacker: PermanentView, blockers: list[PermanentView]) -> bool:
    """Two first strikers together kill it before it deals damage (the gang-block trap)."""
    if FIRST in attacker.card.keywords:
        return False
    strikers = [b for b in blockers if FIRST in b.card.keywords]
    return any(power(x) + power(y) >= health(attacker) for x, y in combinations(strikers, 2))


@dataclass(frozen=True)
class AttackPlan:
    attackers: list[int]
    reason: str  # a strings key: why this attack


def incoming(seen: GameView, me: int) -> int:
    """Damage the opponent's creatures could deal us next turn if we don't block."""
    opp = 1 - me
    return sum(power(p) for p in seen.permanents_of(opp) if p.is_creature)


def plan_attack(seen: GameView, me: int, options: list[int], noise: float) -> AttackPlan:
    opp = 1 - me
    mine = {p.id: p for p in seen.permanents_of(me)}
    attackers = [mine[o] for o in options if o in mine]
    blockers = [p for p in seen.permanents_of(opp) if p.is_creature and not p.tapped]
    opp_life = seen.player(opp).life
    my_life = seen.player(me).life
    if not attackers:
        return AttackPlan([], "ai.reason.no_attack")
    # Lethal check: the defender chumps our biggest blockable attackers one each.
    blockable = sorted(
        (a for a in attackers if any(can_block(b, a, seen) for b in blockers)),
        key=power,
        reverse=True,
    )
    stopped = sum(power(a) for a in blockable[: len(blockers)])
    if sum(power(a) for a in attackers) - stopped >= opp_life:
        return AttackPlan([a.id for a in attackers], "ai.reason.lethal_attack")
    chosen: list[PermanentView] = []
    for a in sorted(attackers, key=power, reverse=True):
        if power(a) <= 0:
            continue
        able = [b for b in blockers if can_block(b, a, seen)]
        bad = False
        for b in able:
            a_dies, b_dies = fight(a, b)
            if a_dies and (not b_dies or creature_value(b) < creature_value(a) - noise):
                bad = True
                break
        if not bad and gang_kills_first(a, able):
            bad = True
        if not bad:
            chosen.append(a)
    # Keep enough home that the counter-attack does not kill us (the clock, both ways).
    threat = incoming(seen, me)
    home = [p for p in mine.values() if p.is_creature and p.id not in {c.id for c in chosen}]
    while chosen and threat >= my_life:
        defended = sum(
            max((power(o) for o in seen.permanents_of(opp) if o.is_creature), default=0)
            for _ in home
        )
        if threat - defended < my_life:
            break
        stay = next((c for c in chosen if VIGILANCE not in c.card.keywords), None)
        if stay is None:
            break
        chosen.remove(stay)
        home.append(stay)
    if not chosen:
        return AttackPlan([], "ai.reason.no_safe_attack")
    return AttackPlan([c.id for c in chosen], "ai.reason.safe_attack")


@dataclass(frozen=True)
class BlockPlan:
    pairs: list[list[int]]
    reason: str


def plan_blocks(seen: GameView, me: int, options: list[tuple[int, int]]) -> BlockPlan:
    """Blocks from the legal (blocker, attacker) pairs: good blocks, fair trades, then chumps
    only if what gets through would kill us."""
    perms = {p.id: p for p in seen.battlefield}
    attackers = sorted(
        {a for _b, a in options} | set(seen.attackers),
        key=lambda a: power(perms[a]) if a in perms else 0,
        reverse=True,
    )
    can: dict[int, list[int]] = {}
    for b, a in options:
        can.setdefault(a, []).append(b)
    used: set[int] = set()
    pairs: list[list[int]] = []
    blocked: set[int] = set()
    reason = "ai.reason.no_block"
    for a in attackers:
        if a not in perms:
            continue
        best: tuple[int, int] | None = None
        for b in can.get(a, []):
            if b in used or b not in perms:
                continue
            a_dies, b_dies = fight(perms[a], perms[b])
            if a_dies and not b_dies:
                score = 1000 + creature_value(perms[a]) - creature_value(perms[b]) // 10
            elif a_dies and creature_value(perms[a]) >= creature_value(perms[b]):
                score = 500 + creature_value(perms[a]) - creature_value(perms[b])
            elif not b_dies and not a_dies:
                score = 100 + power(perms[a])  # a wall: stops damage for free
            else:
                continue
            if best is None or score > best[0]:
                best = (score, b)
        if best is not None:
            used.add(best[1])
            blocked.add(a)
            pairs.append([best[1], a])
            reason = "ai.reason.good_block"
    my_life = seen.player(me).life

    def through() -> int:
        total = 0
        for a in attackers:
            if a in perms and a not in blocked:
                total += power(perms[a])
            elif a in perms and TRAMPLE in perms[a].card.keywords:
                blockers_of = [p[0] for p in pairs if p[1] == a]
                total += max(0, power(perms[a]) - sum(health(perms[b]) for b in blockers_of))
        return total

    # C10: chump only when the damage that gets through is lethal (the clock says so)
    for a in attackers:
        if through() < my_life:
            break
        if a in blocked or a not in perms:
            continue
        free = [b for b in can.get(a, []) if b not in used and b in perms]
        if not free:
            continue
        b = min(free, key=lambda x: creature_value(perms[x]))
        used.add(b)
        blocked.add(a)
        pairs.append([b, a])
        reason = "ai.reason.chump_block"
    return BlockPlan(pairs, reason)
