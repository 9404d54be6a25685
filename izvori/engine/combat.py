"""Combat (C7–C12) and the combat keywords of E2/E3.

Attackers and blockers are declared as game actions at the start of their steps; combat damage
is assigned by the attacking player, then the defender, and goes on the niz as ONE object
(C11.10) that players may respond to before it is dealt exactly as assigned (C11.40).
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any

from izvori.engine import requirements
from izvori.engine.carddef import LANDWALK, PROTECTION, CardType, Keyword
from izvori.engine.combat_costs import (
    CombatPayment,
    check_payable,
    combat_cost,
    start_payment,
    undo_payment,
)
from izvori.engine.damage import deal_simultaneously
from izvori.engine.decisions import Decision, DecisionKind, IllegalAnswer, check_subset
from izvori.engine.events import (
    AttackersDeclared,
    BlockersDeclared,
    CombatDamageAssigned,
    CombatDamageResolves,
)
from izvori.engine.frames import Frame
from izvori.engine.mana import Color
from izvori.engine.objects import (
    DamageAssignment,
    StackItem,
    StackKind,
    Zone,
    is_player_ref,
    player_ref,
)
from izvori.engine.requirements import Rules
from izvori.engine.steps import Step

if TYPE_CHECKING:
    from izvori.engine.game import Game
    from izvori.engine.turn_state import Combat

# Enum members read in the functions below at nearly every combat, bound once to module
# names: in Python 3.11 a member read off its enum class goes through the attribute hook
# `EnumType.__getattr__` gives every enum class, ~1,000 machine instructions a read
# (callgrind, docs/performance.md, session 22)
_DECLARE_BLOCKERS = Step.DECLARE_BLOCKERS
_COMBAT_DAMAGE = Step.COMBAT_DAMAGE
_IN_PLAY = Zone.PLAY
_FLYING = Keyword.FLYING
_CANT_ATTACK = Keyword.CANT_ATTACK
_ATTACKS_ONLY_IF_MORE_CREATURES = Keyword.ATTACKS_ONLY_IF_MORE_CREATURES

MIN_SHARE = 5  # C11.25


# ------------------------------------------------------------ legality
def attack_problem(game: Game, oid: int) -> tuple[str, dict[str, Any]] | None:
    """Why `oid` can't attack at all (a message key and its arguments), or None if it may.

    C9.21: only untapped creatures of the active player controlled since the turn began (unless
    Ubrzanje); E1.10: restrictions that concern the creature alone. Restrictions that depend on
    the other attackers are in `requirements`.
    """
    obj = game.objects[oid]
    c = game.chars(oid)
    if obj.zone != _IN_PLAY or not c.is_creature or obj.controller != game.active:
        return ("attack.not_yours", {})
    if obj.tapped:
        return ("attack.tapped", {})
    if obj.sick and not c.has(Keyword.HASTE):
        return ("attack.sick", {})
    if c.has(_CANT_ATTACK):
        return ("attack.cant_attack", {})
    defender = game.opponent(game.active)
    if c.has(_ATTACKS_ONLY_IF_MORE_CREATURES) and len(game.creatures(game.active)) <= len(
        game.creatures(defender)
    ):
        return ("attack.more_creatures", {})  # E1.10, Ork Banda
    for s, _, st in game.statics_with("attack_you_only_with"):
        if game.objects[s].controller != defender:
            continue
        need = st.get("keywords", ())
        if not all(c.has(Keyword(k)) for k in need):
            # "Mogu te napasti samo bića Letači" (K103)
            return ("attack.only_with", {"keywords": ", ".join(need)})
    return None


def can_attack(game: Game, oid: int) -> bool:
    return attack_problem(game, oid) is None


def attack_limit(game: Game) -> int | None:
    """E1.20: how many more creatures may attack this turn ("only one creature can attack each
    turn"), or None if nothing limits it. Creatures that attacked in an earlier combat of this
    turn count."""
    limit: int | None = None
    for _, _, st in game.statics_with("max_attackers"):
        n = int(st.get("amount", 0))
        limit = n if limit is None else min(limit, n)
    if limit is None:
        return None
    return max(0, limit - len(game.attackers_this_turn))


def block_problem(game: Game, blocker: int, attacker: int) -> str | None:
    """Why `blocker` can't block `attacker` (a message key), or None if it can."""
    b = game.chars(blocker)
    a = game.chars(attacker)
    bo = game.objects[blocker]
    if not b.is_creature:
        return "block.not_creature"
    if bo.tapped:
        return "block.tapped"  # C10.21
    if b.has(Keyword.CANT_BLOCK):
        return "block.cant_block"
    if a.has(Keyword.UNBLOCKABLE):
        return "block.unblockable"
    flier = b.has(_FLYING) or b.has(Keyword.REACH)
    if a.has(_FLYING) and not flier:
        return "block.flying"  # E3.72, Gl. "Kao da"
    if a.has(Keyword.BLOCKED_ONLY_BY_FLYING) and not flier:
        return "block.only_flying"  # Jahač Zveri; Gl. "Kao da": Blokira kao Letač may block it
    if a.has(Keyword.FEAR) and not (Color.BLACK in b.colors or CardType.ARTIFACT in b.types):
        return "block.fear"  # E3.32
    defender = bo.controller
    for kw, stype in LANDWALK.items():
        if a.has(kw) and any(
            game.objects[s].controller == defender and stype in game.chars(s).subtypes
            for s in game.battlefield
        ):
            return "block.landwalk"  # E3.42
    for kw, color in PROTECTION.items():
        if a.has(kw) and color in b.colors:
            return "block.protection"  # E3.26
    return None


def legal_block_pairs(game: Game, combat: Combat) -> list[tuple[int, int]]:
    out = []
    for b in game.creatures(combat.defending_player):
        for a in combat.attackers:
            if block_problem(game, b, a) is None:
                out.append((b, a))
    return out


# ---------------------------------------------------------- declarations
def attacked_this_turn(game: Game, oid: int) -> bool:
    return [oid, game.objects[oid].incarnation] in game.attackers_this_turn


def attack_rules(game: Game, eligible: list[int]) -> Rules:
    """E1.20: the restrictions and requirements on this declaration of attackers.

    "Napada u svakom potezu ako je sposobno" (Glineni Divljan) asks for one attack each turn:
    in a later combat of the same turn a creature that has already attacked is free.
    """
    return Rules(
        required=frozenset(
            o
            for o in eligible
            if game.chars(o).has(Keyword.ATTACKS_IF_ABLE) and not attacked_this_turn(game, o)
        ),
        alone=frozenset(o for o in eligible if game.chars(o).has(Keyword.CANT_ATTACK_ALONE)),
        max_total=attack_limit(game),
    )


def block_capacity(game: Game, blocker: int, attackers: int) -> int:
    """How many attackers `blocker` may block: one (C10.25) unless an effect says more."""
    c = game.chars(blocker)
    if c.has(Keyword.BLOCKS_ANY_NUMBER):
        return max(1, attackers)  # Neprolazna Vila
    if c.has(Keyword.BLOCKS_EXTRA):
        return 2  # Šanac: "može da blokira dodatno biće"
    return 1


def block_rules(game: Game, combat: Combat, pairs: list[tuple[int, int]]) -> Rules:
    """E1.30: the restrictions and requirements on this declaration of blockers."""
    blockers = sorted({b for b, _ in pairs})
    capacity = {b: block_capacity(game, b, len(combat.attackers)) for b in blockers}
    return Rules(
        capacity={b: n for b, n in capacity.items() if n != 1},
        required=frozenset(b for b in blockers if game.chars(b).has(Keyword.BLOCKS_IF_ABLE)),
        alone=frozenset(b for b in blockers if game.chars(b).has(Keyword.CANT_BLOCK_ALONE)),
        min_two=frozenset(
            a for a in combat.attackers if game.chars(a).has(Keyword.BLOCKED_ONLY_BY_TWO)
        ),
    )


def _illegal(game: Game, key: str, oid: int, **args: Any) -> IllegalAnswer:
    """An IllegalAnswer naming the creature it is about (names in play are public)."""
    name = game.chars(oid).name if oid in game.objects else str(oid)
    return IllegalAnswer(key, name=name, **args)


@dataclass
class DeclareAttackersFrame(Frame):
    paying: CombatPayment | None = None  # C9.23: a declaration waiting for its cost

    def run(self, game: Game) -> Decision | None:
        if self.paying is not None:
            pay, self.paying = self.paying, None
            if pay.result.paid:
                self._declare(game, pay.declared)  # C9.26
                return None
            undo_payment(game, pay)  # C9.20: not paid, so the declaration is undone
        eligible = [o for o in game.creatures(game.active) if can_attack(game, o)]
        rules = attack_rules(game, eligible)
        if not eligible or rules.max_total == 0:
            self._declare(game, [])
            return None
        context: dict[str, Any] = {}
        if not rules.is_trivial():
            context["rules"] = rules.to_context()
        most = len(eligible) if rules.max_total is None else min(len(eligible), rules.max_total)
        return Decision(
            game.active,
            DecisionKind.ATTACKERS,
            "combat.attackers",
            tuple(eligible),
            0,
            most,
            context,
        )

    def answer(self, game: Game, decision: Decision, answer: Any) -> None:
        for a in answer:
            if a not in decision.options and isinstance(a, int) and a in game.objects:
                why = attack_problem(game, a)
                if why is not None and why[0] != "attack.not_yours":
                    raise _illegal(game, why[0], a, **why[1])  # C9.21, E1.20
        rules = requirements.rules_of(decision)
        if rules.max_total is not None and len(answer) > rules.max_total:
            raise IllegalAnswer("attack.too_many", max=rules.max_total)  # E1.20
        check_subset(decision, answer)
        found = requirements.problem(decision, requirements.attack_declaration(answer))
        if found is not None:
            raise _illegal(game, *found)  # E1.20, E1.40
        cost = combat_cost(game, "attack_cost", answer)
        if not cost.is_zero():
            check_payable(game, game.active, cost, list(answer))
            # C9.23–C9.25: the total is locked now and paid in full before anyone attacks
            self.paying = start_payment(game, game.active, cost, list(answer), "combat.attack_cost")
            return
        self._declare(game, list(answer))

    def _declare(self, game: Game, attackers: list[int]) -> None:
        assert game.combat is not None
        c = game.combat
        # C9.26: only a chosen creature still in play under the active player's control
        attackers = [
            a
            for a in attackers
            if a in game.battlefield and game.objects[a].controller == game.active
        ]
        for a in attackers:
            if not game.chars(a).has(Keyword.VIGILANCE):
                game.tap(a)  # C9.22, E3.82
        c.attackers = list(attackers)
        game.attackers_this_turn.extend([a, game.objects[a].incarnation] for a in attackers)
        if attackers:
            game.emit(AttackersDeclared(player=game.active, cards=list(attackers)))
        else:
            # C9.40: no attackers → the declare-blockers and combat-damage steps are skipped.
            game.turn_plan = [
                s
                for i, s in enumerate(game.turn_plan)
                if i <= game.plan_index
                or s[0] not in (_DECLARE_BLOCKERS, _COMBAT_DAMAGE)
                or s[1] != game.turn_plan[game.plan_index][1]
            ]
        self.done(game)


@dataclass
class DeclareBlockersFrame(Frame):
    paying: CombatPayment | None = None  # C10.22: a declaration waiting for its cost

    def run(self, game: Game) -> Decision | None:
        assert game.combat is not None
        if self.paying is not None:
            pay, self.paying = self.paying, None
            if pay.result.paid:
                self._declare(game, pay.declared)  # C10.25
                return None
            undo_payment(game, pay)  # C10.20: not paid, so the declaration is undone
        pairs = legal_block_pairs(game, game.combat)
        if not pairs:
            self._declare(game, [])
            return None
        context: dict[str, Any] = {"attackers": list(game.combat.attackers)}
        rules = block_rules(game, game.combat, pairs)
        if not rules.is_trivial():
            context["rules"] = rules.to_context()
        legal: dict[int, int] = {}
        for b, _ in pairs:
            legal[b] = legal.get(b, 0) + 1
        most = sum(min(n, rules.capacity.get(b, 1)) for b, n in legal.items())
        return Decision(
            game.combat.defending_player,
            DecisionKind.BLOCKERS,
            "combat.blockers",
            tuple(pairs),
            0,
            most,
            context,
        )

    def answer(self, game: Game, decision: Decision, answer: Any) -> None:
        capacity = requirements.rules_of(decision).capacity
        seen: set[tuple[int, int]] = set()
        count: dict[int, int] = {}
        for b, a in answer:
            if (b, a) in seen:
                raise IllegalAnswer("answer.duplicate")
            seen.add((b, a))
            count[b] = count.get(b, 0) + 1
            cap = capacity.get(b, 1)
            if count[b] > cap:
                if cap == 1:
                    raise IllegalAnswer("block.one_attacker")  # C10.25
                raise _illegal(game, "block.too_many", b)
            if (b, a) not in decision.options:
                problem = None
                if b in game.objects and a in game.objects:
                    problem = block_problem(game, b, a)
                raise IllegalAnswer(problem or "block.illegal", blocker=b, attacker=a)
        found = requirements.problem(decision, requirements.block_declaration(answer))
        if found is not None:
            raise _illegal(game, *found)  # E1.30, E1.40
        cost = combat_cost(game, "block_cost", (b for b, _ in answer))
        if not cost.is_zero():
            # C10.22–C10.24: the defender's total is locked now and paid in full
            assert game.combat is not None
            defender = game.combat.defending_player
            check_payable(game, defender, cost, list(answer))
            self.paying = start_payment(game, defender, cost, list(answer), "combat.block_cost")
            return
        self._declare(game, list(answer))

    def _declare(self, game: Game, pairs: list[tuple[int, int]]) -> None:
        assert game.combat is not None
        c = game.combat
        # C10.25: a blocker sacrificed to pay a cost doesn't block
        pairs = [(b, a) for b, a in pairs if b in game.battlefield]
        for b, a in pairs:
            c.blocks.setdefault(b, []).append(a)
            c.blocked_by.setdefault(a, []).append(b)
            c.blocked.add(a)  # C10.26
        if pairs:
            game.emit(BlockersDeclared(player=c.defending_player, pairs=[list(p) for p in pairs]))
        self.done(game)


# --------------------------------------------------------------- damage
def lethal_for(game: Game, blocker: int, already: int) -> int:
    """E3.104–E3.105: lethal counts damage on it and damage assigned to it this step."""
    c = game.chars(blocker)
    return max(0, (c.toughness or 0) - game.objects[blocker].damage - already)


def check_combat_division(
    game: Game, decision: Decision, answer: list[tuple[int, int]]
) -> dict[int, int]:
    ctx = decision.context
    total: int = ctx["total"]
    out: dict[int, int] = {}
    for ref, amount in answer:
        if ref not in decision.options or ref in out:
            raise IllegalAnswer("divide.bad_recipient", option=ref)
        if amount < 0:
            raise IllegalAnswer("divide.negative")
        if amount == 0:
            continue
        if amount < MIN_SHARE and total >= MIN_SHARE:
            raise IllegalAnswer("divide.minimum", minimum=MIN_SHARE)  # C11.25
        out[ref] = amount
    if sum(out.values()) != total:
        raise IllegalAnswer("divide.total", total=total)
    if total < MIN_SHARE and len(out) > 1:
        raise IllegalAnswer("divide.small_total", minimum=MIN_SHARE)
    player_share = sum(v for r, v in out.items() if is_player_ref(r))
    if player_share:
        lethal: dict[int, int] = ctx["lethal"]
        for b, need in lethal.items():
            if out.get(int(b), 0) < need:
                raise IllegalAnswer("divide.trample_lethal")  # E3.102
    return out


@dataclass
class AssignCombatDamageFrame(Frame):
    """C11.10–C11.26: assign all combat damage, then put it on the niz as one object."""

    assigning: list[int] = field(default_factory=list)
    index: int = 0
    started: bool = False
    first_strike: bool = False
    assignments: list[DamageAssignment] = field(default_factory=list)
    lki: dict[int, dict[str, Any]] = field(default_factory=dict)

    def _setup(self, game: Game) -> None:
        c = game.combat
        assert c is not None
        participants = [a for a in c.attackers] + [b for b in c.blocks]
        has_fs = [p for p in participants if game.chars(p).has(Keyword.FIRST_STRIKE)]
        if not c.first_strike_done and has_fs:
            # C11.50, E3.62: a Jurišnik step first, then a second combat damage step.
            c.first_strike_done = True
            c.is_first_strike_step = True
            self.first_strike = True
            self.assigning = has_fs
            game.turn_plan.insert(game.plan_index + 1, game.turn_plan[game.plan_index])
        else:
            c.is_first_strike_step = False
            self.assigning = [p for p in participants if p not in c.dealt_damage]
        # attackers (active player) first, then blockers (defender) — C11.10; among the
        # attackers a Razbijač last, so that the damage the others assign to a blocker they
        # share counts toward its lethal damage (E3.102, E3.105: the Vila blocking a 30/30
        # and Proždrljivac takes 30 + 20, and 10 tramples over — whatever the order declared)
        atk = sorted(
            (p for p in self.assigning if p in c.attackers),
            key=lambda p: game.chars(p).has(Keyword.TRAMPLE),
        )
        blk = [p for p in self.assigning if p in c.blocks]
        self.assigning = atk + blk
        self.started = True

    def _already(self, blocker: int) -> int:
        return sum(a.amount for a in self.assignments if a.recipient == blocker)

    def run(self, game: Game) -> Decision | None:
        c = game.combat
        assert c is not None
        if not self.started:
            self._setup(game)
        while self.index < len(self.assigning):
            oid = self.assigning[self.index]
            if game.objects[oid].zone != Zone.PLAY or (
                oid not in c.attackers and oid not in c.blocks
            ):
                self.index += 1
                continue
            power = game.chars(oid).power or 0
            if power <= 0:  # C11.21
                self.index += 1
                continue
            if oid in c.attackers:
                d = self._attacker(game, c, oid, power)
                if d is not None:
                    return d
            else:
                d = self._blocker(game, c, oid, power)
                if d is not None:
                    return d
            self.index += 1
        self._put_on_stack(game)
        return None

    def _attacker(self, game: Game, c: Combat, oid: int, power: int) -> Decision | None:
        trample = game.chars(oid).has(Keyword.TRAMPLE)
        defender = player_ref(c.defending_player)
        if oid not in c.blocked:
            self._add(game, oid, defender, power)  # C11.22
            return None
        blockers = [b for b in c.blocked_by.get(oid, []) if game.objects[b].zone == Zone.PLAY]
        if not blockers:
            if trample:
                self._add(game, oid, defender, power)  # E3.103
            return None  # C11.23: blocked, nobody left to damage
        lethal = {b: lethal_for(game, b, self._already(b)) for b in blockers}
        if len(blockers) == 1 and (not trample or power <= lethal[blockers[0]]):
            self._add(game, oid, blockers[0], power)
            return None
        options = tuple(blockers) + ((defender,) if trample else ())
        return Decision(
            c.attacking_player,
            DecisionKind.DIVIDE,
            "combat.divide",
            options,
            context={
                "attacker": oid,
                "total": power,
                "minimum": MIN_SHARE,
                "lethal": {str(b): v for b, v in lethal.items()} if trample else {},
                "trample": trample,
            },
        )

    def _blocker(self, game: Game, c: Combat, oid: int, power: int) -> Decision | None:
        """C11.24: a blocker's damage goes only to the attackers it blocks; one that blocks
        several (C10.25 exceptions) divides it as the defending player chooses (C11.25)."""
        targets = [
            a for a in c.blocks[oid] if a in c.attackers and game.objects[a].zone == Zone.PLAY
        ]
        if not targets:
            return None  # C11.24: blocking nothing any more, it deals no combat damage
        if len(targets) == 1:
            self._add(game, oid, targets[0], power)
            return None
        return Decision(
            c.defending_player,
            DecisionKind.DIVIDE,
            "combat.divide",
            tuple(targets),
            context={
                "blocker": oid,
                "total": power,
                "minimum": MIN_SHARE,
                "lethal": {},
                "trample": False,
            },
        )

    def answer(self, game: Game, decision: Decision, answer: Any) -> None:
        ctx = dict(decision.context)
        ctx["lethal"] = {int(k): v for k, v in ctx.get("lethal", {}).items()}
        d = Decision(decision.player, decision.kind, decision.prompt, decision.options, context=ctx)
        out = check_combat_division(game, d, answer)
        source = ctx["attacker"] if "attacker" in ctx else ctx["blocker"]
        for ref, amount in out.items():
            self._add(game, source, ref, amount)
        self.index += 1

    def _add(self, game: Game, source: int, recipient: int, amount: int) -> None:
        inc = 0 if is_player_ref(recipient) else game.objects[recipient].incarnation
        self.assignments.append(
            DamageAssignment(source, game.objects[source].incarnation, recipient, inc, amount)
        )
        self.lki[source] = game.lki(source)

    def _put_on_stack(self, game: Game) -> None:
        c = game.combat
        assert c is not None
        for a in self.assignments:
            c.dealt_damage.add(a.source)
        if self.assignments:
            item = StackItem(
                game.new_stack_id(),
                StackKind.COMBAT_DAMAGE,
                game.active,
                None,
                combat_damage=list(self.assignments),
                trigger_data={"lki": {str(k): v for k, v in self.lki.items()}},
                first_strike_step=self.first_strike,
            )
            game.stack.append(item)
            game.emit(
                CombatDamageAssigned(
                    item=item.id,
                    assignments=[[a.source, a.recipient, a.amount] for a in self.assignments],
                )
            )
        self.done(game)


def resolve_combat_damage(game: Game, item: StackItem) -> None:
    """C11.40–C11.43: dealt simultaneously, as assigned, even if the source left play.

    When a player must choose how replacement effects apply (D20.91), the damage waits in a
    `damage.DamageFrame` pushed on the frames; the resolving frame finishes after it."""
    lkis = item.trigger_data.get("lki", {})
    shares: list[tuple[int | None, dict[str, Any], int, int]] = []
    for a in item.combat_damage:
        src = game.objects[a.source]
        if src.zone == _IN_PLAY and src.incarnation == a.source_incarnation:
            info = game.lki(a.source)  # C11.42: as it currently exists
        else:
            info = lkis.get(str(a.source), {})
        if not is_player_ref(a.recipient):
            r = game.objects[a.recipient]
            if r.zone != _IN_PLAY or r.incarnation != a.recipient_incarnation:
                continue  # C11.43
        shares.append((a.source, info, a.recipient, a.amount))
    game.emit(CombatDamageResolves(item=item.id))
    deal_simultaneously(game, shares, combat=True)
