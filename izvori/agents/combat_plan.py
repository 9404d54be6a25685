"""Attacks and blocks for the heuristic agent, judged from the view alone (issue 14 item 2).

* `plan_blocks`: kill attackers where a blocker survives, trade when the attacker is worth
  more, and chump only when the unblocked damage would kill us (the clock says so, C10).
* `plan_attack`: each attacker is checked against the defender's best blocks — a single
  blocker that kills it and lives, or a gang of first strikers that kills it before it strikes
  back (XMage's known fault). Everything attacks when the damage through the best chump blocks
  is lethal; creatures stay home when the opponent's counter-attack would otherwise kill us.
* `blocker_for_lethal`, `boost_for_lethal`: what, cast before combat, makes the attack lethal
  (the blocker taken out of the way; the keywords or power given to one attacker).
"""

from __future__ import annotations

import math
from collections.abc import Callable, Collection, Mapping
from dataclasses import dataclass, replace
from itertools import combinations, product

from izvori.agents.knowledge import creature_value
from izvori.engine.carddef import LANDWALK, PROTECTION, CardType, Keyword
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
HASTE = Keyword.HASTE.value
ONLY_IF_MORE = Keyword.ATTACKS_ONLY_IF_MORE_CREATURES.value
ATTACKS_IF_ABLE = Keyword.ATTACKS_IF_ABLE.value
CANT_ATTACK = Keyword.CANT_ATTACK.value
ONLY_BY_FLYING = Keyword.BLOCKED_ONLY_BY_FLYING.value
CANT_BLOCK_ALONE = Keyword.CANT_BLOCK_ALONE.value
BLOCKS_ANY = Keyword.BLOCKS_ANY_NUMBER.value
BLOCKS_EXTRA = Keyword.BLOCKS_EXTRA.value
#: the smallest share of combat damage an attacker or blocker divides (C11.24, C11.25)
SHARE_MIN = 5


SOURCE_TYPE = CardType.SOURCE.value


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
    if ONLY_BY_FLYING in kws and not ({FLY, REACH} & set(blocker.card.keywords)):
        return False  # E3: "može biti blokirano samo letačima" (Jahač Zveri; Gl. "Kao da")
    if FEAR in kws and "C" not in blocker.card.colors and "Artefakt" not in blocker.card.types:
        return False
    for kw, color in PROTECTION.items():
        if kw.value in kws and color.value in blocker.card.colors:
            return False
    if not any(kw.value in kws for kw in LANDWALK):
        return True
    return not any(
        kw.value in kws and group in source_kinds(seen, blocker.controller)
        for kw, group in LANDWALK.items()
    )


def source_kinds(seen: GameView, player: int) -> set[str]:
    """The kinds of source `player` controls, for landwalk (E3.42): a card played as a source
    is the basic one it was played as; a printed Izvor is each of its subtypes (Kripta
    Plamena is a Grob and a Vatra)."""
    kinds: set[str] = set()
    for p in seen.permanents_of(player):
        if p.source_group is not None:
            kinds.add(p.source_group)
        if SOURCE_TYPE in p.card.types:
            kinds.update(p.card.subtypes)
    return kinds


def shielded_from(b: PermanentView, a: PermanentView) -> bool:
    """Whether `b` has protection from `a`'s colour: all damage `a` would deal it is prevented
    (E3.20 "Anti-Zeleno": "sva šteta od zelenih izvora mu se sprečava")."""
    return any(
        kw.value in b.card.keywords and c.value in a.card.colors for kw, c in PROTECTION.items()
    )


#: a mark (no keyword of the game, never shown) the agents put among a creature's keywords in
#: the view they plan combat on (`abilities.as_fought`): "Kad god ... blokira ili je blokiran
#: bićem, uništi to biće na kraju borbe" (Mnogooki Bazilisk, D11.92); after ":", the colour it
#: spares (Pećinski Bazilisk: "bića koje nije crno")
DESTROYS_FOES = "<agent mark> destroys what it fights"


def destroys(a: PermanentView, b: PermanentView) -> bool:
    """Whether `a` destroys `b` at the end of a combat they fight in (`DESTROYS_FOES`), damage
    or not — an indestructible `b` aside."""
    if INDESTRUCTIBLE in b.card.keywords:
        return False
    for kw in a.card.keywords:
        if kw.startswith(DESTROYS_FOES):
            spared = kw.partition(":")[2]
            if not spared or spared not in b.card.colors:
                return True
    return False


def kills(a: PermanentView, b: PermanentView) -> bool:
    """Whether `a` destroys `b` in a fight: by its combat damage (`damage_kills`) or by its
    end-of-combat trigger (`destroys`)."""
    return damage_kills(a, b) or destroys(a, b)


def damage_kills(a: PermanentView, b: PermanentView) -> bool:
    """Whether `a`'s combat damage destroys `b` (C11; none where `shielded_from`)."""
    if shielded_from(b, a):
        return False
    return power(a) >= health(b) > 0 or (power(a) > 0 and health(b) == 0)


def strikes_first(blocker: PermanentView, attacker: PermanentView) -> bool:
    """Whether `blocker`'s first-strike damage kills `attacker` before it deals any (E3.62)."""
    return (
        FIRST in blocker.card.keywords
        and FIRST not in attacker.card.keywords
        and damage_kills(blocker, attacker)
    )


def grown(p: PermanentView, plus_power: int, plus_toughness: int) -> PermanentView:
    """`p` as it would be with a pump resolved (B12.21: "+N/+M do kraja poteza")."""
    face = replace(
        p.card,
        power=(p.card.power or 0) + plus_power,
        toughness=(p.card.toughness or 0) + plus_toughness,
    )
    return replace(p, card=face)


def with_permanent(seen: GameView, changed: PermanentView) -> GameView:
    """The view with one permanent as a play would leave it (the same id, changed)."""
    field = tuple(changed if p.id == changed.id else p for p in seen.battlefield)
    return replace(seen, battlefield=field)


def combat_due(seen: GameView, p: PermanentView) -> int:
    """The combat damage `p` takes in the fight it is in, blocks declared (C11.24): its
    blockers' power if it attacks, or its attacker's if it alone blocks it — none from a
    colour it has protection from (E3.26). 0 outside a fight."""
    if p.attacking:
        foes = [seen.permanent(b) for b in p.blocked_by]
    elif p.blocking is not None:
        a = seen.permanent(p.blocking)
        foes = [a] if a is not None and a.blocked_by == (p.id,) else []
    else:
        return 0
    return sum(power(f) for f in foes if f is not None and not shielded_from(p, f))


def through_share(seen: GameView, a: PermanentView) -> int:
    """The combat damage attacker `a` deals the defending player, blocks declared (C11.22):
    `through_of` for it alone, its blockers as the view shows them (a trampler's excess,
    C11.50, E3.102 — lethal damage counted without prevention). 0 if it isn't attacking."""
    if not a.attacking:
        return 0
    perms = {p.id: p for p in seen.battlefield}
    blocked = {a.id} if a.blocked_by else set()
    return through_of(perms, [a.id], blocked, [[b, a.id] for b in a.blocked_by if b in perms])


def fight(attacker: PermanentView, blocker: PermanentView) -> tuple[bool, bool]:
    """(attacker dies, blocker dies) in a one-on-one block, first strike included (C11: a
    creature killed by first-strike damage deals none); a trigger that destroys at the end
    of combat (`destroys`) comes after all the damage."""
    a_first = FIRST in attacker.card.keywords
    b_first = FIRST in blocker.card.keywords
    if a_first and not b_first:
        b_dies = damage_kills(attacker, blocker)
        a_dies = not b_dies and damage_kills(blocker, attacker)
    elif b_first and not a_first:
        a_dies = damage_kills(blocker, attacker)
        b_dies = not a_dies and damage_kills(attacker, blocker)
    else:
        a_dies, b_dies = damage_kills(blocker, attacker), damage_kills(attacker, blocker)
    return (a_dies or destroys(blocker, attacker), b_dies or destroys(attacker, blocker))


def gang_kills_first(attacker: PermanentView, blockers: list[PermanentView]) -> bool:
    """Two first strikers together kill it before it deals damage (the gang-block trap)."""
    if FIRST in attacker.card.keywords:
        return False
    strikers = [b for b in blockers if FIRST in b.card.keywords]
    return any(power(x) + power(y) >= health(attacker) for x, y in combinations(strikers, 2))


def _gang_trap(attacker: PermanentView, blockers: list[PermanentView]) -> bool:
    """Two or three blockers together (C10.30) kill it and lose less than it is worth
    (`gang_losses`: first strikers lose nothing when they kill it first, C11.20)."""
    worth = creature_value(attacker)
    for n in (2, 3):
        for gang in combinations(blockers, n):
            lost = gang_losses(attacker, list(gang))
            if lost is not None and sum(creature_value(g) for g in lost) < worth:
                return True
    return False


@dataclass(frozen=True)
class AttackPlan:
    attackers: list[int]
    reason: str  # a strings key: why this attack


def incoming(seen: GameView, me: int) -> int:
    """Damage the opponent's creatures could deal us next turn if we don't block."""
    opp = 1 - me
    return sum(power(p) for p in seen.permanents_of(opp) if p.is_creature)


def counter_attack(seen: GameView, me: int, home: list[PermanentView]) -> int:
    """Damage the opponent's whole board deals us next turn when each creature we keep home
    blocks the biggest attacker it can (E3 evasion as the view shows it, `can_block`)."""
    return sum(power(o) for o in unstopped(seen, me, home))


def unstopped(
    seen: GameView,
    me: int,
    home: list[PermanentView],
    attackers: list[PermanentView] | None = None,
) -> list[PermanentView]:
    """The opponent's creatures that get through next turn (see `counter_attack`), or of
    `attackers`, his attack under way (C10), when given: each of `home` blocks the biggest
    it can."""
    return _home_blocks(seen, me, home, attackers)[1]


def next_blocks(
    seen: GameView, me: int, home: list[PermanentView]
) -> list[tuple[PermanentView, PermanentView]]:
    """The (our blocker, his attacker) pairs of his next attack as `unstopped` makes them."""
    return _home_blocks(seen, me, home, None)[0]


def next_attack_damage(seen: GameView, me: int, home: list[PermanentView]) -> int:
    """The damage his whole board deals us next turn through the blocks `unstopped` makes:
    the unblocked ones' power, and a trampler's excess over its blocker's toughness (C11.50)
    — none from an attacker its blocker's first strike kills first (C11.20)."""
    blocks, through = _home_blocks(seen, me, home, None)
    damage = sum(power(o) for o in through)
    for h, o in blocks:
        if FIRST in h.card.keywords and FIRST not in o.card.keywords and damage_kills(h, o):
            continue
        if TRAMPLE in o.card.keywords:
            damage += max(0, power(o) - health(h))
    return damage


def _home_blocks(
    seen: GameView,
    me: int,
    home: list[PermanentView],
    attackers: list[PermanentView] | None,
) -> tuple[list[tuple[PermanentView, PermanentView]], list[PermanentView]]:
    """The (blocker, attacker) pairs and the unblocked attackers of `unstopped`."""
    theirs = sorted(
        _his_coming_attackers(seen, me) if attackers is None else attackers,
        key=power,
        reverse=True,
    )
    stopped: set[int] = set()
    blocks: list[tuple[PermanentView, PermanentView]] = []
    for h in home:
        if h.tapped:
            continue  # a tapped one stays tapped through his turn (it untaps in ours, C2)
        for o in theirs:
            if o.id not in stopped and can_block(h, o, seen):
                stopped.add(o.id)
                blocks.append((h, o))
                if BLOCKS_ANY not in h.card.keywords:
                    break  # (one that blocks any number blocks every one it can, C10.25)
    return blocks, [o for o in theirs if o.id not in stopped]


def _his_coming_attackers(seen: GameView, me: int) -> list[PermanentView]:
    """The opponent's creatures in his next attack: in his own turn before attackers are
    declared, those that can attack this turn (`able_attackers`: his tapped ones stay
    tapped until his next untap step, C2, C10); else all his creatures, untapped by then."""
    opp = 1 - me
    if seen.active == opp and seen.step in ("priprema", "vučenje", "glavna1", "početak_borbe"):
        return able_attackers(seen, opp)
    return [p for p in seen.permanents_of(opp) if p.is_creature]


@dataclass(frozen=True)
class HeldPump:
    """The most power an instant pump we hold and can pay for this turn adds after blocks
    (C10: blocks are final): `each` to every attacker of ours, or `one` to each of up to
    `count` of them (Sloga: two chosen creatures)."""

    each: int = 0
    one: int = 0
    count: int = 1

    def extra(self, unblocked: int) -> int:
        return max(self.each * unblocked, self.one * min(unblocked, self.count))


NO_PUMP = HeldPump()


def lethal_attack(
    seen: GameView,
    attackers: list[PermanentView],
    blockers: list[PermanentView],
    life: int,
    pump: HeldPump = NO_PUMP,
    pumps: Mapping[int, int] | None = None,
) -> bool:
    """Whether all `attackers` kill a defender at `life` whose `blockers` chump our biggest
    blockable attackers, one each (C10: a blocker blocks one attacker), with the `pump` we
    hold played on the unblocked ones after blocks — or, `pumps`, the power an attacker's
    own pump adds to it with our mana (Zmaj Plamena's "R: +10/+0"), for one left unblocked
    (the defender chumps with it counted)."""
    pumps = pumps or {}
    # E3: a creature that can't block alone blocks only beside another blocker
    able = [b for b in blockers if CANT_BLOCK_ALONE not in b.card.keywords or len(blockers) > 1]
    free = list(attackers)
    gangs: dict[int, list[PermanentView]] = {}  # the blockers on each blocked attacker
    spare: list[PermanentView] = []
    # each chump stops what it can: all of an attacker's damage, or a trampler's up to its
    # own toughness (C11.50); one that blocks any number of creatures (E3, Neprolazna Vila)
    # stops every attacker it can block
    for b in sorted(able, key=lambda b: BLOCKS_ANY in b.card.keywords, reverse=True):
        targets = [a for a in free if can_block(b, a, seen)]
        if not targets:
            spare.append(b)
            continue
        if BLOCKS_ANY not in b.card.keywords:
            targets = [max(targets, key=lambda a: _stopped_by(a, b) + pumps.get(a.id, 0))]
        for a in targets:
            gangs[a.id] = [b]
            free.remove(a)
    # a blocker with no attacker of its own joins a blocked one where it stops more (C10.30):
    # a trampler's excess is cut by each blocker's toughness, and first strikers that kill
    # it first stop all its damage (C11.20)
    blocked = {a.id: a for a in attackers if a.id in gangs}
    for b in spare:
        gain = [
            (_gang_stops(a, [*gangs[a.id], b]) - _gang_stops(a, gangs[a.id]), a.id)
            for a in blocked.values()
            if can_block(b, a, seen)
        ]
        if gain and max(gain)[0] > 0:
            gangs[max(gain)[1]].append(b)
    through = sum(power(a) for a in attackers)
    through -= sum(_gang_stops(a, gangs[a.id]) for a in blocked.values())
    unblocked = len(free)
    own = max((pumps.get(a.id, 0) for a in free), default=0)
    return through + max(pump.extra(unblocked), own) >= life


def _gang_stops(attacker: PermanentView, gang: list[PermanentView]) -> int:
    """The damage blockers `gang` keep off the defender (C11.50; a lone one: `_stopped_by`):
    all of it where their first strike kills the attacker before it deals any (C11.20)."""
    if len(gang) == 1:
        return _stopped_by(attacker, gang[0])
    if FIRST not in attacker.card.keywords:
        early = sum(power(b) for b in gang if FIRST in b.card.keywords)
        if early and early >= health(attacker):
            return power(attacker)
    if TRAMPLE in attacker.card.keywords:
        return min(power(attacker), sum(health(b) for b in gang))
    return power(attacker)


def _stopped_by(attacker: PermanentView, blocker: PermanentView) -> int:
    """The damage a block keeps off the defender (C11.50: a trampler's excess gets through)."""
    if TRAMPLE in attacker.card.keywords:
        return min(power(attacker), health(blocker))
    return power(attacker)


def able_attackers(
    seen: GameView, me: int, joining: tuple[PermanentView, ...] = ()
) -> list[PermanentView]:
    """Our creatures that can attack this turn (C10: untapped, not summoning sick unless
    hasty, no "can't attack"; "napada samo ako kontrolišeš više bića nego branilac" only
    with more creatures than he has, Ork Banda) — `joining`: creatures about to come into
    play for us (a spell's tokens), counted too."""
    mine = [p for p in (*seen.permanents_of(me), *joining) if p.is_creature]
    more = len(mine) > sum(1 for p in seen.permanents_of(1 - me) if p.is_creature)
    return [
        p
        for p in mine
        if not p.tapped
        and (not p.sick or HASTE in p.card.keywords)
        and CANT_ATTACK not in p.card.keywords
        and (more or ONLY_IF_MORE not in p.card.keywords)
    ]


def _before_combat(
    seen: GameView, me: int, busy: int | None = None, declared: bool = False
) -> tuple[list[PermanentView], list[PermanentView], int] | None:
    """In our first main phase or beginning of combat, with the niz empty: our creatures
    that can attack (but `busy`, tapped for the play being weighed; maybe none), the
    opponent's that can block, his life — None when it is not that moment, or when the
    attack is lethal already (nothing to set up). `declared`: in our declare-attackers
    step too, before blocks, with the attackers declared (one tapped for the play still
    deals its damage, C11)."""
    if seen.active != me or seen.stack:
        return None
    if seen.step in ("glavna1", "početak_borbe"):  # (before attackers are declared, C9)
        attackers = [p for p in able_attackers(seen, me) if p.id != busy]
    elif declared and seen.step == "napadači":
        attackers = [p for p in seen.permanents_of(me) if p.attacking]
        if not attackers:
            return None
    else:
        return None
    blockers = [p for p in seen.permanents_of(1 - me) if p.is_creature and not p.tapped]
    life = seen.player(1 - me).life
    if attackers and lethal_attack(seen, attackers, blockers, life):
        return None
    return attackers, blockers, life


def lethal_after(seen: GameView, me: int, after: GameView) -> bool:
    """Before the defender blocks — our first main phase, the beginning of combat, or the
    declare-attackers step — whether our attack is lethal on the board
    `after` a play, where it isn't now (C10; `attack_is_lethal`)."""
    if seen.active != me or seen.step not in BEFORE_BLOCKS:
        return False  # (the niz may hold the play itself, resolving: its choices ask this)
    return not attack_is_lethal(seen, me) and attack_is_lethal(after, me)


#: the steps of our turn before the defender blocks (C10): plays there change the attack
BEFORE_BLOCKS = ("glavna1", "početak_borbe", "napadači")


def attack_is_lethal(seen: GameView, me: int) -> bool:
    """Whether all our creatures that can attack — or, once the attack is declared, the
    attackers — kill the opponent through his untapped creatures' blocks (`lethal_attack`,
    C10) on the board `seen` shows."""
    attacking = [p for p in seen.permanents_of(me) if p.attacking]
    attackers = attacking or able_attackers(seen, me)
    blockers = [p for p in seen.permanents_of(1 - me) if p.is_creature and not p.tapped]
    return bool(attackers) and lethal_attack(seen, attackers, blockers, seen.player(1 - me).life)


def blocker_for_lethal(
    seen: GameView, me: int, can_take: Callable[[PermanentView], bool], busy: int | None = None
) -> PermanentView | None:
    """In our first main phase, the one blocker of the opponent's (of those `can_take`
    accepts: a removal spell's, a "can't block", a tap) without which all our creatures that
    can attack (but `busy`) are lethal, where with it they are not (C10). None: no such
    blocker, lethal already, or not the moment."""
    taken = blockers_for_lethal(seen, me, can_take, 1, busy)
    return taken[0] if taken is not None else None


def blockers_for_lethal(
    seen: GameView,
    me: int,
    can_take: Callable[[PermanentView], bool],
    most: int,
    busy: int | None = None,
) -> tuple[PermanentView, ...] | None:
    """In our first main phase (or our attack declared, before blocks), the fewest of the
    opponent's blockers, up to `most` ("Do tri odabrana bića ne mogu da blokiraju", Hodnik
    Senki; of those `can_take` accepts), the most valuable on a tie, without which all our
    creatures that can attack (but `busy`, tapped for the play) — or our attackers — are
    lethal (C10). None: no such set, lethal already, or not the moment."""
    table = _before_combat(seen, me, busy, declared=True)
    if table is None:
        return None
    attackers, blockers, life = table
    able = sorted((b for b in blockers if can_take(b)), key=lambda p: (-creature_value(p), p.id))
    for n in range(1, min(most, len(able)) + 1):
        for taken in combinations(able, n):
            ids = {b.id for b in taken}
            if lethal_attack(seen, attackers, [b for b in blockers if b.id not in ids], life):
                return taken
    return None


def _fresh(p: PermanentView) -> PermanentView:
    """`p` as it stands at its controller's next turn: untapped (C2), over bolest prizivanja
    (D10.18), out of combat, its damage gone (C15.20)."""
    return replace(p, tapped=False, sick=False, attacking=False, blocking=None, damage=0)


def _next_attackers(seen: GameView, me: int, without: Collection[int] = ()) -> list[PermanentView]:
    """Our creatures (but `without`) as they can attack at our next turn (`_fresh`)."""
    return [
        _fresh(p)
        for p in seen.permanents_of(me)
        if p.is_creature and p.id not in without and CANT_ATTACK not in p.card.keywords
    ]


def wins_after_his_attack(seen: GameView, me: int, without: Collection[int] = ()) -> bool:
    """In his attack: whether our creatures (but `without`, spent in blocks) kill him at our
    next turn through the blockers he has then — his creatures untapped now, for his
    attackers stay tapped through our turn (they untap in his untap step, C2; vigilance
    keeps them untapped, E3) — so that his next attack never comes (C10, D21.51)."""
    ours = _next_attackers(seen, me, without)
    blockers = [p for p in seen.permanents_of(1 - me) if p.is_creature and not p.tapped]
    return bool(ours) and lethal_attack(seen, ours, blockers, seen.player(1 - me).life)


def blocker_before_next_win(
    seen: GameView, me: int, can_take: Callable[[PermanentView], bool]
) -> PermanentView | None:
    """The one creature of the opponent's (of those `can_take` accepts) without which all
    our creatures attack for a win at our next turn, untapped and over bolest prizivanja
    then (D10.18), against all his creatures untapped (C10), where with it they don't: the
    blocker a kill now is best spent on (Fanatik's redirected damage on his only flier).
    None: no such one, or the win is there already."""
    ours = _next_attackers(seen, me)
    theirs = [_fresh(p) for p in seen.permanents_of(1 - me) if p.is_creature]
    life = seen.player(1 - me).life
    if not ours or lethal_attack(seen, ours, theirs, life):
        return None
    for b in sorted(theirs, key=lambda p: (-creature_value(p), p.id)):
        if can_take(b) and lethal_attack(seen, ours, [x for x in theirs if x.id != b.id], life):
            return next(p for p in seen.battlefield if p.id == b.id)
    return None


def joins_for_lethal(seen: GameView, me: int, newcomers: tuple[PermanentView, ...]) -> bool:
    """In our first main phase: whether creatures coming into play for us make the attack
    lethal where it isn't without them — hasty ones that attack, and more creatures than the
    defender for one that attacks only then (Poziv Hordi's Orci and Ork Banda, C10)."""
    table = _before_combat(seen, me)
    if table is None:
        return False
    _now, blockers, life = table
    return lethal_attack(seen, able_attackers(seen, me, newcomers), blockers, life)


def steal_for_lethal(
    seen: GameView,
    me: int,
    untaps: bool = True,
    hasty: bool = True,
    shots: Mapping[int, int] | None = None,
    taken_shots: Mapping[int, int] | None = None,
) -> PermanentView | None:
    """In our first main phase, the opponent's creature that, taken until end of turn,
    makes the attack lethal — one blocker fewer, and one attacker more where it can attack
    (C10): untapped by the spell or already, and hasty (Kroćenje Kerbera, D19.42), since a
    creature that changed control this turn is under bolest prizivanja (A5.40; Varljivi Zov
    gives no Ubrzanje) — where it isn't without; the most valuable such. `shots`: the
    damage each of his creatures' "@: N štete odabranom biću" (Besomar's) deals with his
    mana: those he keeps each kill one of our attackers (a blocker tapped for it still
    blocks, C10.21). `taken_shots`: the same with our mana — the one taken, hasty, may
    shoot his blocker before combat instead of attacking. None: no such creature, lethal
    already, or not the moment."""
    table = _before_combat(seen, me)
    if table is None:
        return None
    attackers, blockers, life = table
    shots, taken_shots = shots or {}, taken_shots or {}
    theirs = [p for p in seen.permanents_of(1 - me) if p.is_creature]
    for c in sorted(theirs, key=lambda p: (-creature_value(p), p.id)):
        taken = replace(c, controller=me, tapped=c.tapped and not untaps, sick=not hasty)
        attacks = not (taken.tapped or taken.sick or CANT_ATTACK in c.card.keywords)
        joins = [taken] if attacks else []
        rest = [b for b in blockers if b.id != c.id]
        kept = [
            d
            for pid, d in shots.items()
            if pid != c.id and (q := seen.permanent(pid)) is not None and not q.tapped
        ]
        if lethal_attack(seen, _shot_down([*attackers, *joins], kept), rest, life):
            return c
        own = taken_shots.get(c.id, 0) if hasty and not taken.tapped else 0
        for b in (b for b in rest if 0 < health(b) <= own):
            others = [x for x in rest if x.id != b.id]
            if lethal_attack(seen, _shot_down(attackers, kept), others, life):
                return c
    return None


def _shot_down(attackers: list[PermanentView], shots: list[int]) -> list[PermanentView]:
    """`attackers` less those the defender's `shots` kill, one each, the biggest first."""
    left = list(attackers)
    for d in sorted(shots, reverse=True):
        victims = [a for a in left if 0 < health(a) <= d]
        if victims:
            left.remove(max(victims, key=lambda a: (power(a), -a.id)))
    return left


def boost_for_lethal(
    seen: GameView, me: int, keywords: tuple[str, ...], plus: int, toughness: int = 0
) -> PermanentView | None:
    """In our first main phase, the creature of ours that `keywords` and `plus` power (an
    Aura's, Vetroviti Mag's Letač) make the attack lethal with (C10), where it isn't
    without; `toughness` it gives too (Samopovređivanje's -10/-10 with Zastrašuje: not on
    one it kills, C11). None: no such creature, or not the moment."""
    table = _before_combat(seen, me)
    if table is None or not (keywords or plus > 0):
        return None
    attackers, blockers, life = table
    for p in sorted(attackers, key=lambda x: (-power(x), x.id)):
        if health(p) + toughness <= 0:
            continue
        face = replace(
            p.card,
            keywords=p.card.keywords + keywords,
            power=(p.card.power or 0) + plus,
            toughness=(p.card.toughness or 0) + toughness,
        )
        team = [replace(p, card=face) if x.id == p.id else x for x in attackers]
        if lethal_attack(seen, team, blockers, life):
            return p
    return None


def plan_attack(
    seen: GameView,
    me: int,
    options: list[int],
    noise: float,
    regeneration: dict[int, int] | None = None,
    mana: int = 0,
    pump: HeldPump = NO_PUMP,
    pumps: Mapping[int, int] | None = None,
    reach: int = 0,
) -> AttackPlan:
    """The attack: everything when lethal through the best chump blocks (with the `pump` we
    hold); else each attacker that no single blocker kills for less than it is worth, nor a
    first-strike gang; creatures kept home against a lethal counter-attack. `regeneration`
    and `mana` as in `plan_blocks`: an attacker that can regenerate with the mana still
    unspent survives a block (D19). `pumps`: as in `lethal_attack`; `reach`: damage we can
    still deal his face this turn without attacking (burn in hand for after combat)."""
    regeneration = regeneration or {}
    opp = 1 - me
    mine = {p.id: p for p in seen.permanents_of(me)}
    attackers = [mine[o] for o in options if o in mine]
    blockers = [p for p in seen.permanents_of(opp) if p.is_creature and not p.tapped]
    opp_life = seen.player(opp).life - reach
    my_life = seen.player(me).life
    if not attackers:
        return AttackPlan([], "ai.reason.no_attack")
    if lethal_attack(seen, attackers, blockers, opp_life, pump, pumps):
        return AttackPlan([a.id for a in attackers], "ai.reason.lethal_attack")
    chosen: list[PermanentView] = []
    for a in sorted(attackers, key=power, reverse=True):
        if power(a) <= 0:
            continue
        able = [b for b in blockers if can_block(b, a, seen)]
        shielded = regeneration.get(a.id, mana + 1) <= mana  # it regenerates if blocked
        bad = False
        for b in able:
            a_dies, b_dies = fight(a, b)
            a_dies = a_dies and not shielded
            if a_dies and (not b_dies or creature_value(b) < creature_value(a) - noise):
                bad = True
                break
        if not bad and not shielded and (gang_kills_first(a, able) or _gang_trap(a, able)):
            bad = True
        if not bad:
            chosen.append(a)
            if shielded and able:
                mana -= regeneration[a.id]  # the shield a block would ask for
    # Keep enough home that the counter-attack does not kill us (the clock, both ways) — but
    # only creatures that can block it: against attackers they can't block (flying, "can't
    # be blocked", landwalk) staying home saves nothing, and the race is all that is left.
    home = [p for p in mine.values() if p.is_creature and p.id not in {c.id for c in chosen}]
    while chosen and counter_attack(seen, me, home) >= my_life:
        # the one that stops the most of it stays (a flier's blocker against fliers, E3)
        now = counter_attack(seen, me, home)
        stays = [c for c in chosen if VIGILANCE not in c.card.keywords]
        stay = min(stays, key=lambda c: counter_attack(seen, me, [*home, c]), default=None)
        if stay is None or counter_attack(seen, me, [*home, stay]) >= now:
            break  # none of them could stop any of it
        chosen.remove(stay)
        home.append(stay)
    if not chosen:
        return AttackPlan([], "ai.reason.no_safe_attack")
    return AttackPlan([c.id for c in chosen], "ai.reason.safe_attack")


@dataclass(frozen=True)
class BlockPlan:
    pairs: list[list[int]]
    reason: str


def gang_losses(attacker: PermanentView, gang: list[PermanentView]) -> list[PermanentView] | None:
    """The blockers a gang block (C10.30: several blockers on one attacker) loses, or None
    when the gang doesn't kill the attacker. The attacker divides its damage as it likes
    (C11.41, lethal damage to each in order), so it is assumed to kill the most valuable
    blockers its power reaches. First strike (C11.20): blockers that strike first and kill it
    lose nothing; an attacker that strikes first kills before the others strike back."""
    a_first = FIRST in attacker.card.keywords
    doomed = [b for b in gang if destroys(attacker, b)]  # at the end of combat (D11.92)
    if not a_first:
        early = sum(power(b) for b in gang if FIRST in b.card.keywords)
        if early and early >= health(attacker):
            return doomed
    slain: list[PermanentView] = []  # by its damage
    left = power(attacker)
    for b in sorted(gang, key=lambda b: (-creature_value(b), b.id)):
        need = max(health(b), 1)
        if b in doomed or shielded_from(b, attacker):
            continue  # (doomed anyway; or its damage to this one is prevented, E3.20)
        if need <= left:
            slain.append(b)
            left -= need
    striking = [b for b in gang if not (a_first and b in slain)]
    if sum(power(b) for b in striking) < health(attacker):
        return None
    return doomed + slain


def plan_blocks(
    seen: GameView,
    me: int,
    options: list[tuple[int, int]],
    regeneration: dict[int, int] | None = None,
    mana: int = 0,
    shot: int = 0,
    feared: tuple[int, int] | None = None,
    later: int = 0,
    unblocked: Mapping[int, int] | None = None,
    undying: bool = False,
    lords: Mapping[int, Mapping[int, PermanentView]] | None = None,
) -> BlockPlan:
    """Blocks from the legal (blocker, attacker) pairs: good blocks, fair trades, gang blocks
    that kill an attacker for less than it is worth, then chumps only if what gets through
    would kill us. When what gets through would leave us inside the opponent's next attack
    (their whole board's power), any trade that kills an attacker is taken.

    `regeneration`: our creatures that can regenerate, by the mana it costs (Kosturni
    Ratnik, 2), and `mana` what we have: a blocker that would die but regenerates with the
    mana still unspent survives its fight (D19; it is regenerated after blocks). `shot`: the
    damage we can still deal to one attacker after blocks (a ping, an instant): the
    unblocked attacker it kills deals no damage, so blocks that leave that one through may
    keep us alive. `feared`: the pump (+power, +toughness) the attacking player could cast
    on one attacker after blocks (`_insure_kills`). `later`: the damage the attacking
    player can still deal to our face after combat (an untapped Kostolomac's "@"): our
    life is counted less that. `unblocked`: the power of an attacker that `seen` shows as it
    fights once blocked, where it deals less unblocked (Razjarena Zver, C10.26). `undying`:
    we don't lose at 0 life or less (Senoviti Kamen, A3.32): no damage through is lethal.
    `lords`: for an attacker whose statics pump the others (Kapetan Straže), the creatures
    as they are once it is gone — blocks that keep us alive count a lord our first strikers
    kill before regular damage (`_after_first_strike`)."""
    regeneration = regeneration or {}
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
    if _good_blocks(perms, attackers, can, used, blocked, pairs, regeneration, mana):
        reason = "ai.reason.good_block"
    if _free_gangs_first(perms, attackers, can, used, blocked, pairs):
        reason = "ai.reason.gang_block"
    if _lone_blocks_joined(perms, attackers, can, used, pairs, regeneration, mana):
        reason = "ai.reason.gang_block"
    _walls_to_gangs(perms, can, used, pairs)
    if feared is not None:
        _insure_kills(perms, can, used, pairs, feared)
    my_life = UNDYING if undying else seen.player(me).life - later
    # the opponent's next attack: its whole board (the clock, C10): a block that only
    # trades is worth it once what gets through now would leave us in its reach — unless
    # our next attack kills him first, without the blockers spent (it never comes)
    reach = incoming(seen, me)

    def wins_first() -> bool:
        return wins_after_his_attack(seen, me, used)

    for a in attackers:
        if a in blocked or a not in perms:
            continue
        # (a blocker already blocking another, Šanac's or Neprolazna Vila's, only where it
        # lives through both: C10.25)
        able = [
            perms[b]
            for b in can.get(a, [])
            if b not in used and b in perms and not _dies_blocking_more(perms, b, a, pairs)
        ]
        danger = my_life - through_of(perms, attackers, blocked, pairs, unblocked) <= reach
        danger = danger and not wins_first()
        gang = _gang(perms[a], able, danger)
        if gang is None:
            continue
        for g in gang:
            _use(used, g, pairs)
            pairs.append([g.id, a])
        blocked.add(a)
        lost = gang_losses(perms[a], gang) or []
        cheap = sum(creature_value(g) for g in lost) < creature_value(perms[a])
        reason = "ai.reason.gang_block" if cheap else "ai.reason.danger_block"

    def through() -> int:
        return _shot_through(perms, attackers, blocked, pairs, shot, unblocked)

    # C10: chump only when the damage that gets through is lethal (the clock says so)
    for a in attackers:
        if through() < my_life:
            break
        if a in blocked or a not in perms:
            continue
        free = [b for b in can.get(a, []) if b not in used and b in perms]
        if not free:
            continue
        # the cheapest chump, but not one our next attack needs to win (`wins_first`), and
        # one his creatures can block before one they can't (landwalk past his sources, E3.42)
        winning = wins_first()
        b = min(
            free,
            key=lambda x: (
                winning and not wins_after_his_attack(seen, me, used | {x}),
                creature_value(perms[x]) + past_his_blockers(seen, me, perms[x]),
            ),
        )
        _use(used, perms[b], pairs)
        blocked.add(a)
        pairs.append([b, a])
        reason = "ai.reason.chump_block"
    if through() >= my_life:
        # The trades and gangs above took the blockers a chump needed, or a trampler's chump
        # was too small (C11.50): blocks that keep us alive come first, then the good blocks
        # the blockers left can still make. Where no blocks keep us alive by the count, the
        # fewest points through still leave the most to a prevention or a fog (D18).
        saving, left = _survival_blocks(
            perms, attackers, can, my_life, shot, unblocked, lords or {}
        )
        if left < through():
            used = {b for b, _a in saving}
            blocked = {a for _b, a in saving}
            _good_blocks(perms, attackers, can, used, blocked, saving, regeneration, mana)
            return BlockPlan(_not_alone(perms, can, saving), "ai.reason.chump_block")
    return BlockPlan(_not_alone(perms, can, pairs), reason)


def past_his_blockers(seen: GameView, me: int, p: PermanentView) -> int:
    """What our creature `p` adds to our attacks for being one none of his creatures may
    block (E3: landwalk past his sources, flying over his ground, fear): its power, each
    turn. 0 where one of his may block it (his attackers counted as untapped again)."""
    his = [replace(o, tapped=False) for o in seen.permanents_of(1 - me) if o.is_creature]
    return 0 if any(can_block(o, p, seen) for o in his) else power(p)


def _walls_to_gangs(
    perms: dict[int, PermanentView],
    can: dict[int, list[int]],
    used: set[int],
    pairs: list[list[int]],
) -> None:
    """A wall (a block where neither dies) joined by the fewest free blockers (up to two)
    that make it a gang killing the attacker with none of ours lost (C10.30, C11: two
    Anti-Zeleno blockers on a green Razbijač, whose damage to them is prevented, E3.20)."""
    for b, a in list(pairs):
        if a not in perms or b not in perms or any(fight(perms[a], perms[b])):
            continue
        if sum(1 for _x, y in pairs if y == a) > 1:
            continue  # (a gang already)
        _add_partners(perms, can, used, pairs, b, a, [perms[a]])


def _add_partners(
    perms: dict[int, PermanentView],
    can: dict[int, list[int]],
    used: set[int],
    pairs: list[list[int]],
    b: int,
    a: int,
    against: list[PermanentView],
) -> None:
    """Blocker `b` on attacker `a` joined by the fewest free blockers (up to two, the
    cheapest first) with which the gang kills it and loses nothing (`gang_losses`, C10.30)
    as each of `against` — the attacker as it is, or pumped; none where no such gang is."""

    def safe(gang: list[PermanentView]) -> bool:
        return all(gang_losses(x, gang) == [] for x in against)

    free = sorted(
        (perms[x] for x in can.get(a, []) if x not in used and x in perms and x != b),
        key=lambda p: (creature_value(p), p.id),
    )
    for n in (1, 2):
        extra = next((list(c) for c in combinations(free, n) if safe([perms[b], *c])), None)
        if extra is not None:
            for g in extra:
                _use(used, g, pairs)
                pairs.append([g.id, a])
            return


def _insure_kills(
    perms: dict[int, PermanentView],
    can: dict[int, list[int]],
    used: set[int],
    pairs: list[list[int]],
    feared: tuple[int, int],
) -> None:
    """A lone blocker that kills its attacker and lives, joined by the fewest free blockers
    (up to two) with which the gang still kills it and loses nothing once the attacker is
    pumped by `feared` (B12.21: a pump after blocks, C10.25; C10.30 gangs, C11.20 first
    strike). Without them, one Prirodna Transformacija turns the kill into a lost blocker;
    where no gang is safe against the pump, the block stays as it is."""
    for b, a in list(pairs):
        if a not in perms or b not in perms or sum(1 for _x, y in pairs if y == a) > 1:
            continue
        attacker, blocker = perms[a], perms[b]
        if fight(attacker, blocker) != (True, False):
            continue
        pumped = grown(attacker, *feared)
        if gang_losses(pumped, [blocker]) == []:
            continue  # safe against the pump already
        _add_partners(perms, can, used, pairs, b, a, [pumped, attacker])


def _not_alone(
    perms: dict[int, PermanentView], can: dict[int, list[int]], pairs: list[list[int]]
) -> list[list[int]]:
    """E3 ("ne može da blokira sam", Kukavni Ork): a lone blocker that can't block alone gets
    the least valuable partner that can block — on its attacker, a gang (C10.30), else on
    any — or, with none, doesn't block."""
    blockers = {b for b, _a in pairs}
    if len(blockers) != 1:
        return pairs
    (lone,) = blockers
    if CANT_BLOCK_ALONE not in perms[lone].card.keywords:
        return pairs
    attacker = pairs[0][1]
    others = [a for a in can if a != attacker]
    for a in (attacker, *others):
        free = [b for b in can.get(a, []) if b != lone and b in perms]
        if free:
            partner = min(free, key=lambda b: (creature_value(perms[b]), b))
            return [*pairs, [partner, a]]
    return []


def _use(used: set[int], blocker: PermanentView, pairs: list[list[int]]) -> None:
    """`blocker` blocks (its pair not yet in `pairs`): it is used up — unless it may block
    any number of creatures (E3, Neprolazna Vila: each attacker it can stop is worth
    stopping), or one more (Šanac's "može da blokira dodatno biće": used up by its second)."""
    if BLOCKS_ANY in blocker.card.keywords:
        return
    if BLOCKS_EXTRA in blocker.card.keywords and not any(b == blocker.id for b, _a in pairs):
        return
    used.add(blocker.id)


def _dies_blocking_more(
    perms: dict[int, PermanentView], b: int, a: int, pairs: list[list[int]]
) -> bool:
    """Whether `b`, blocking already, dies blocking `a` too (`_fights_together`)."""
    return any(y == b for y, _x in pairs) and _fights_together(perms, b, a, pairs)[1]


def _fights_together(
    perms: dict[int, PermanentView], b: int, a: int, pairs: list[list[int]]
) -> tuple[bool, bool]:
    """(attacker `a` dies, blocker `b` dies) where `b` blocks `a` beside the attackers it
    blocks already (C10.25, E3): it takes all their damage, and divides its own lethal
    damage to the others first (C11.24), the rest to `a`. Alone: `fight`."""
    others = [perms[x] for y, x in pairs if y == b and x in perms and x != a]
    if not others:
        return fight(perms[a], perms[b])
    blocker, attacker = perms[b], perms[a]
    taken = sum(power(o) for o in [*others, attacker] if not shielded_from(blocker, o))
    left = power(blocker) - sum(max(health(o), SHARE_MIN) for o in others)
    a_dies = left >= max(health(attacker), SHARE_MIN) and not shielded_from(attacker, blocker)
    return a_dies, taken >= health(blocker)


def _good_blocks(
    perms: dict[int, PermanentView],
    attackers: list[int],
    can: dict[int, list[int]],
    used: set[int],
    blocked: set[int],
    pairs: list[list[int]],
    regeneration: dict[int, int],
    mana: int,
) -> bool:
    """Each attacker not yet blocked, biggest first, blocked by the free creature that kills
    it and lives, else trades with it when it is worth as much, else stops it and lives (a
    wall) — each kind for every attacker before the next kind, so a blocker that kills one
    attacker and lives is not spent as another's wall (Čuvar Kapije, Anti-Crveno: on the
    Ork it kills, not as a wall before the Div). `used`, `blocked` and `pairs` are filled
    in; whether any block was added."""
    added = False
    for kind in (KILLS, TRADES, WALLS):
        options: dict[int, list[tuple[int, int]]] = {}
        for a in attackers:
            if a in perms and a not in blocked:
                options[a] = _block_scores(perms, a, can, used, regeneration, mana, kind, pairs)
        # the attacker fewest of ours can block this way first, so that a blocker one of
        # them needs isn't spent on another (Vitez Tame on the Bazilisk, the Anđeo on the Vuk);
        # on a tie, first the one none of ours could trade with instead (Ledeni Div on the
        # first-striking Vitez Tame, the Vodenjak trading with Vitez Pomrčine)
        traded = (
            {
                a: bool(_block_scores(perms, a, can, used, regeneration, mana, TRADES, pairs))
                for a in options
            }
            if kind == KILLS
            else {}
        )
        order = sorted(
            options, key=lambda a: (len(options[a]), traded.get(a, False), attackers.index(a))
        )
        for a in order:
            # (asked again: a blocker that blocks more than one fights them together)
            free = _block_scores(perms, a, can, used, regeneration, mana, kind, pairs)
            if kind == KILLS:
                # a blocker that would trade for an attacker worth more than this kill keeps
                # itself for that (Pećinski Bazilisk on the 50/50 Div, not the 10/10 Ork)
                # — or for a wall only it can make on a bigger attacker that stops more
                # damage than this kill is worth (Vitez Svetlosti on the black Demon, whose
                # damage to it is prevented, not on the Kavgadžija it kills, E3.25)
                free = [
                    (score, b)
                    for score, b in free
                    if _best_trade(perms, b, a, attackers, can, blocked, pairs) <= max(score, 0)
                    and _only_wall(perms, b, a, attackers, can, used, blocked, pairs) <= score
                ]
            if not free:
                continue
            b = max(free)[1]
            _use(used, perms[b], pairs)
            blocked.add(a)
            pairs.append([b, a])
            if fight(perms[a], perms[b])[1]:
                mana -= regeneration.get(b, 0)  # the shield it will need
            added = True
    return added


def _free_gangs_first(
    perms: dict[int, PermanentView],
    attackers: list[int],
    can: dict[int, list[int]],
    used: set[int],
    blocked: set[int],
    pairs: list[list[int]],
) -> bool:
    """A gang of two or three (C10.30) that kills an attacker still unblocked and loses
    nothing, of free blockers and of lone blockers taken off attackers worth less — where
    what it kills is worth more than what those blocks gave, and no more damage gets
    through (Ork Jurišnik and Vitez Plamena strike first on Sila Šumskih Dubina, C11.50,
    rather than the Vitez alone killing Mladi Vuk). `used`, `blocked` and `pairs` are
    changed; whether any gang was made."""
    made = False
    for a in sorted(attackers, key=lambda x: -creature_value(perms[x]) if x in perms else 0):
        if a not in perms or a in blocked:
            continue
        counts = [x for _b, x in pairs]
        blocks_of = [b for b, _x in pairs]
        # (a blocker alone on its attacker, blocking only that one)
        lone = {b: x for b, x in pairs if counts.count(x) == 1 and blocks_of.count(b) == 1}
        pool = sorted(
            b
            for b in can.get(a, [])
            if b in perms and (b in lone or (b not in used and b not in blocks_of))
        )
        now = through_of(perms, attackers, blocked, pairs)
        best: tuple[int, tuple[int, ...], set[int]] | None = None
        for size in (2, 3):
            for combo in combinations(pool, size):
                if gang_losses(perms[a], [perms[b] for b in combo]) != []:
                    continue
                freed = {lone[b] for b in combo if b in lone}
                gain = creature_value(perms[a]) - sum(creature_value(perms[x]) for x in freed)
                after = [q for q in pairs if q[0] not in combo] + [[b, a] for b in combo]
                if gain <= 0 or through_of(perms, attackers, (blocked - freed) | {a}, after) > now:
                    continue
                if best is None or gain > best[0]:
                    best = (gain, combo, freed)
            if best is not None:
                break
        if best is None:
            continue
        _gain, combo, freed = best
        pairs[:] = [q for q in pairs if q[0] not in combo]
        blocked -= freed
        for b in combo:
            _use(used, perms[b], pairs)
            pairs.append([b, a])
        blocked.add(a)
        made = True
    return made


def _lone_blocks_joined(
    perms: dict[int, PermanentView],
    attackers: list[int],
    can: dict[int, list[int]],
    used: set[int],
    pairs: list[list[int]],
    regeneration: dict[int, int],
    mana: int,
) -> bool:
    """A lone blocker that doesn't kill its attacker, joined by the fewest free blockers (up
    to two) with which the gang kills it (C10.30), losing at most one creature worth less
    than the attacker — a blocker that regenerates with the mana left is not lost (D19) —
    and letting no more damage through: Mladi Vuk beside Lesni Trol on Vatreni Div, whose
    Razbijač must then give each blocker lethal damage before any to us (C11.50, E3.102).
    `used` and `pairs` are changed; whether any gang was made."""
    made = False
    for b, a in list(pairs):
        if a not in perms or b not in perms or sum(1 for _x, y in pairs if y == a) > 1:
            continue
        if fight(perms[a], perms[b])[0]:
            continue  # (it kills the attacker alone)
        now = through_of(perms, attackers, {y for _x, y in pairs}, pairs)
        free = sorted(
            (perms[x] for x in can.get(a, []) if x not in used and x in perms and x != b),
            key=lambda p: (creature_value(p), p.id),
        )

        def joins(extra: tuple[PermanentView, ...], a: int = a, b: int = b, now: int = now) -> bool:
            lost = gang_losses(perms[a], [perms[b], *extra])
            if lost is None:
                return False
            lost = [x for x in lost if regeneration.get(x.id, mana + 1) > mana]
            if len(lost) > 1 or sum(creature_value(x) for x in lost) >= creature_value(perms[a]):
                return False
            joined = [*pairs, *([x.id, a] for x in extra)]
            return through_of(perms, attackers, {y for _x, y in joined}, joined) <= now

        extra = next((c for n in (1, 2) for c in combinations(free, n) if joins(c)), None)
        for x in extra or ():
            _use(used, x, pairs)
            pairs.append([x.id, a])
        made = made or extra is not None
    return made


def _best_trade(
    perms: dict[int, PermanentView],
    b: int,
    a: int,
    attackers: list[int],
    can: dict[int, list[int]],
    blocked: set[int],
    pairs: list[list[int]],
) -> int:
    """What blocker `b` gains at best trading with another attacker than `a` (both die, C11;
    its worth less ours), 0 where it trades with none worth more than itself."""
    best = 0
    for other in attackers:
        if other == a or other in blocked or other not in perms or b not in can.get(other, []):
            continue
        other_dies, _b_dies = _fights_together(perms, b, other, pairs)
        if other_dies:
            best = max(best, creature_value(perms[other]) - creature_value(perms[b]))
    return best


def _only_wall(
    perms: dict[int, PermanentView],
    b: int,
    a: int,
    attackers: list[int],
    can: dict[int, list[int]],
    used: set[int],
    blocked: set[int],
    pairs: list[list[int]],
) -> int:
    """The most damage blocker `b` stops as a wall (neither dies, C11) on another attacker
    than `a` that no other free blocker of ours can block and live, nor a gang of `b` and
    others kill for nothing (C10.30: `_free_gangs_first` makes that); 0 where there is none."""
    best = 0
    for other in attackers:
        if other == a or other in blocked or other not in perms or b not in can.get(other, []):
            continue
        if any(_fights_together(perms, b, other, pairs)):
            continue  # (not a wall)
        others = [x for x in can.get(other, []) if x != b and x not in used and x in perms]
        if any(not _fights_together(perms, x, other, pairs)[1] for x in others):
            continue  # another blocker stops it and lives
        gangs = (c for n in (1, 2) for c in combinations(others, n))
        if any(gang_losses(perms[other], [perms[b], *(perms[x] for x in c)]) == [] for c in gangs):
            continue
        best = max(best, power(perms[other]))
    return best


def _block_scores(
    perms: dict[int, PermanentView],
    a: int,
    can: dict[int, list[int]],
    used: set[int],
    regeneration: dict[int, int],
    mana: int,
    kind: str,
    pairs: list[list[int]],
) -> list[tuple[int, int]]:
    """(score, blocker) for each free blocker whose block on attacker `a` is of `kind`: it
    kills it and lives (the cheaper blocker first), a trade with one worth as much, or a
    wall (neither dies: it stops the most power)."""
    out: list[tuple[int, int]] = []
    for b in can.get(a, []):
        if b in used or b not in perms:
            continue
        a_dies, b_dies = _fights_together(perms, b, a, pairs)
        if b_dies and regeneration.get(b, mana + 1) <= mana:
            b_dies = False  # it regenerates (the mana is counted once it blocks)
        worth_a, worth_b = creature_value(perms[a]), creature_value(perms[b])
        if kind == KILLS and a_dies and not b_dies:
            out.append((worth_a - worth_b // 10, b))
        elif kind == TRADES and a_dies and b_dies and worth_a >= worth_b:
            out.append((worth_a - worth_b, b))
        elif kind == WALLS and not b_dies and not a_dies:
            out.append((power(perms[a]), b))  # a wall: stops damage for free
    return out


#: the kinds of good block, in the order `_good_blocks` makes them
KILLS, TRADES, WALLS = "kills", "trades", "walls"


def _survival_blocks(
    perms: dict[int, PermanentView],
    attackers: list[int],
    can: dict[int, list[int]],
    life: int,
    shot: int = 0,
    unblocked: Mapping[int, int] | None = None,
    lords: Mapping[int, Mapping[int, PermanentView]] | None = None,
) -> tuple[list[list[int]], int]:
    """Blocks that let less than `life` damage through (C10; a trampler's excess, C11.50),
    losing the least, and the damage they let through; where none are enough, those that
    let the least through. Every declaration is tried where there are few (each blocker on
    one attacker it can block, or none: several on one attacker is a gang, C10.30); else one
    pair at a time, the one that stops the most damage, the least valuable blocker first.
    Each declaration is judged on the creatures as they fight after its first strike
    (`_after_first_strike`: a lord killed first no longer pumps the others)."""
    options: dict[int, list[int]] = {}
    for a in attackers:
        for b in can.get(a, []):
            if a in perms and b in perms:
                options.setdefault(b, []).append(a)
    blockers = sorted(options)
    if math.prod(len(v) + 1 for v in options.values()) > EVERY_BLOCK_LIMIT:
        return _stop_the_most(perms, attackers, can, life, unblocked)
    best: tuple[tuple[int, int, int, int], list[list[int]], int] | None = None
    for chosen in product(*([None, *options[b]] for b in blockers)):
        pairs = [[b, a] for b, a in zip(blockers, chosen, strict=True) if a is not None]
        fought = _after_first_strike(perms, pairs, lords) if lords else perms
        through = _shot_through(fought, attackers, {a for _b, a in pairs}, pairs, shot, unblocked)
        lost = _value_lost(fought, pairs) - _value_killed(fought, pairs)
        key = (0, lost, through, len(pairs)) if through < life else (1, through, lost, len(pairs))
        if best is None or key < best[0]:
            best = (key, pairs, through)
    if best is None:
        return [], through_of(perms, attackers, set(), [], unblocked)
    return best[1], best[2]


def _after_first_strike(
    perms: dict[int, PermanentView],
    pairs: list[list[int]],
    lords: Mapping[int, Mapping[int, PermanentView]],
) -> dict[int, PermanentView]:
    """The creatures as they deal regular combat damage under blocks `pairs`: where our
    first strikers kill an attacking lord that has none (E3.62), the others lose what its
    statics gave them before they strike (C11.10: the second combat damage step uses the
    power then; Vitez Tame on Kapetan Straže, whose Vojnici shrink). `lords`: for each
    lord, the creatures as they are without it."""
    out = perms
    for lord, without in lords.items():
        boss = perms.get(lord)
        if boss is None or FIRST in boss.card.keywords:
            continue
        early = sum(
            power(perms[b])
            for b, a in pairs
            if a == lord
            and b in perms
            and FIRST in perms[b].card.keywords
            and not shielded_from(boss, perms[b])
        )
        if early and early >= health(boss):
            out = {**out, **{k: v for k, v in without.items() if k != lord and k in out}}
    return out


def _shot_through(
    perms: dict[int, PermanentView],
    attackers: list[int],
    blocked: set[int],
    pairs: list[list[int]],
    shot: int,
    unblocked: Mapping[int, int] | None = None,
) -> int:
    """`through_of`, less the unblocked attacker that `shot` damage after blocks kills (the
    biggest such: it deals no combat damage, C11)."""
    through = through_of(perms, attackers, blocked, pairs, unblocked)
    killed = [
        (unblocked or {}).get(a, power(perms[a]))
        for a in attackers
        if shot and a in perms and a not in blocked and 0 < health(perms[a]) <= shot
    ]
    return through - max(killed, default=0)


#: our life when we can't lose for it (Senoviti Kamen, A3.32): more than any damage
UNDYING = 1 << 30

#: declarations `_survival_blocks` tries one by one at most (4 blockers and 5 attackers: 1,296)
EVERY_BLOCK_LIMIT = 3_000


def _value_lost(perms: dict[int, PermanentView], pairs: list[list[int]]) -> int:
    """What our blockers lost are worth: a lone blocker as `fight` says; a gang as the
    attacker's damage kills them, the most valuable first (C11.41: its player divides it)."""
    gangs: dict[int, list[PermanentView]] = {}
    for b, a in pairs:
        gangs.setdefault(a, []).append(perms[b])
    lost = 0
    for a, gang in gangs.items():
        if len(gang) == 1:
            lost += creature_value(gang[0]) if fight(perms[a], gang[0])[1] else 0
            continue
        left = power(perms[a])
        for g in sorted(gang, key=creature_value, reverse=True):
            if health(g) <= left:
                left -= health(g)
                lost += creature_value(g)
    return lost


def _value_killed(perms: dict[int, PermanentView], pairs: list[list[int]]) -> int:
    """What the attackers our blocks kill are worth: one blocked alone as `fight` says; one
    gang-blocked where `gang_losses` says the gang kills it (C11)."""
    gangs: dict[int, list[PermanentView]] = {}
    for b, a in pairs:
        gangs.setdefault(a, []).append(perms[b])
    killed = 0
    for a, gang in gangs.items():
        if len(gang) == 1:
            dies = fight(perms[a], gang[0])[0]
        else:
            dies = gang_losses(perms[a], gang) is not None
        killed += creature_value(perms[a]) if dies else 0
    return killed


def _stop_the_most(
    perms: dict[int, PermanentView],
    attackers: list[int],
    can: dict[int, list[int]],
    life: int,
    unblocked: Mapping[int, int] | None = None,
) -> tuple[list[list[int]], int]:
    """`_survival_blocks` on a big board: one (blocker, attacker) pair at a time, the one
    that stops the most damage, among those the attacker fewest of ours can still block and
    then the least valuable blocker, until less than `life` gets through or nothing more is
    stopped."""
    pairs: list[list[int]] = []
    used: set[int] = set()
    blocked: set[int] = set()
    now = through_of(perms, attackers, blocked, pairs, unblocked)
    while now >= life:
        best: tuple[tuple[int, int, int], int, int, int] | None = None
        for a in attackers:
            if a not in perms:
                continue
            for b in can.get(a, []):
                if b in used or b not in perms or [b, a] in pairs:
                    continue  # (one that blocks any number blocks each attacker once, C10.21)
                after = through_of(perms, attackers, blocked | {a}, [*pairs, [b, a]], unblocked)
                # the attacker fewest of ours can still block first (a flier only our one
                # flier-blocker stops, E3), so that blocker isn't spent on another
                able = sum(1 for x in can.get(a, []) if x not in used and x in perms)
                key = (now - after, -able, -creature_value(perms[b]))
                if key[0] > 0 and (best is None or key > best[0]):
                    best = (key, b, a, after)
        if best is None:
            break
        _key, b, a, now = best
        _use(used, perms[b], pairs)
        blocked.add(a)
        pairs.append([b, a])
    return pairs, now


def through_of(
    perms: dict[int, PermanentView],
    attackers: list[int],
    blocked: set[int],
    pairs: list[list[int]],
    unblocked: Mapping[int, int] | None = None,
) -> int:
    """Combat damage that reaches the defender with these blocks (trample's excess, C11.50);
    `unblocked`: an attacker's power where it is smaller unblocked than as `perms` shows it
    fighting (Razjarena Zver grows only once blocked, C10.26)."""
    total = 0
    for a in attackers:
        if a in perms and a not in blocked:
            total += unblocked.get(a, power(perms[a])) if unblocked else power(perms[a])
        elif a in perms and TRAMPLE in perms[a].card.keywords:
            blockers_of = [p[0] for p in pairs if p[1] == a]
            needed = sum(_lethal_left(perms, b, a, pairs) for b in blockers_of)
            total += max(0, power(perms[a]) - needed)
    return total


def _lethal_left(perms: dict[int, PermanentView], b: int, a: int, pairs: list[list[int]]) -> int:
    """The damage trampler `a` must assign blocker `b` before the rest goes through: its
    lethal damage less what the other attackers it blocks alone assign it at the same time
    (E3.105: Neprolazna Vila blocking a Red and a Razbijač)."""
    others = 0
    for x, y in pairs:
        if x != b or y == a or y not in perms or TRAMPLE in perms[y].card.keywords:
            continue
        if sum(1 for _x2, y2 in pairs if y2 == y) == 1:
            others += power(perms[y])
    return max(0, health(perms[b]) - others)


def _gang(
    attacker: PermanentView, free: list[PermanentView], danger: bool
) -> list[PermanentView] | None:
    """The fewest free blockers (up to three) that kill `attacker` together, losing the least
    and at most one of them, if the one lost is worth less than it (in danger, any
    one-for-one trade: it buys a turn against the clock)."""
    worth = creature_value(attacker)
    best: tuple[int, int, list[PermanentView]] | None = None
    pool = sorted(free, key=lambda b: (creature_value(b), b.id))[:8]
    for size in (1, 2, 3):
        for combo in combinations(pool, size):
            gang = list(combo)
            lost = gang_losses(attacker, gang)
            if lost is None:
                continue
            if len(lost) > 1:
                continue  # two cards for one: worse than taking the damage unless lethal
            cost = sum(creature_value(b) for b in lost)
            if cost >= worth and not danger:
                continue
            key = (cost, size)
            if best is None or key < best[:2]:
                best = (cost, size, gang)
        if best is not None:
            break  # the fewest blockers that do it: another only risks more
    return best[2] if best is not None else None
