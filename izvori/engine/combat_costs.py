"""Costs to attack and to block (C9.23–C9.25, C10.22–C10.24).

A static ability "[these creatures] can't attack (block) unless their controller pays [cost]"
(`attack_cost`, `block_cost`) adds its cost once for every creature it affects in the
declaration. The total is fixed ("locked") when the declaration is made (C9.23, C10.22); the
player may then play mana abilities (C9.24, C10.23) and pays everything at once — no partial
payment (C9.25, C10.24). Backing out of the payment makes the declaration illegal: the game
returns to the moment before it, the mana abilities played for it undone (C9.20, C10.20, D23),
and the player declares again.

A cost need not be mana (C9.23: "tapping permanents, sacrificing permanents, ..."): the static
may also say `life: N` (pay N life for each creature), `sacrifice: <kind>` or `tap: <kind>` (one
permanent of that kind — creature, artifact, source, enchantment — for each creature). A
declaration whose non-mana part can't be paid at all is refused at once, with the reason. Once
the mana is in the pool the player chooses the permanents, and then everything is paid at once
(C9.25): no partial payment. Backing out of the choice undoes the declaration, as cancelling a
mana payment does. The
attackers are tapped before the costs are paid (C9.22 comes before C9.23), so an attacker without
Opreznost can't be tapped to pay; it can be sacrificed, and then it doesn't attack (C9.26).
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any

from izvori.engine.carddef import Keyword
from izvori.engine.cost_parts import kind_type
from izvori.engine.decisions import Decision, DecisionKind, IllegalAnswer
from izvori.engine.frames import Frame
from izvori.engine.layers import static_applies
from izvori.engine.mana import ManaCost
from izvori.engine.payment import PayFrame, PayResult, undo_mana_abilities

if TYPE_CHECKING:
    from izvori.engine.game import Game


@dataclass
class CombatCost:
    """The locked total cost of one declaration (C9.23, C10.22)."""

    mana: ManaCost = field(default_factory=lambda: ManaCost.parse("0"))
    life: int = 0
    sacrifice: dict[str, int] = field(default_factory=dict)  # kind -> how many
    tap: dict[str, int] = field(default_factory=dict)

    def is_zero(self) -> bool:
        return self.mana.is_zero() and not self.life and not self.sacrifice and not self.tap

    def add(self, params: Any) -> None:
        if params.get("mana") is not None:
            self.mana = self.mana.plus(ManaCost.parse(str(params.get("mana"))))
        self.life += int(params.get("life") or 0)
        for key, into in (("sacrifice", self.sacrifice), ("tap", self.tap)):
            kind = params.get(key)
            if kind:
                into[str(kind)] = into.get(str(kind), 0) + 1


def combat_cost(game: Game, op: str, creatures: Iterable[int]) -> CombatCost:
    """The total cost `op` ("attack_cost" or "block_cost") puts on these creatures."""
    total = CombatCost()
    chosen = list(dict.fromkeys(creatures))  # a blocker of two attackers pays once
    for holder_id, _, st in game.statics_with(op):
        holder = game.objects[holder_id]
        for oid in chosen:
            c = game.chars(oid)
            values = {"types": c.types, "subtypes": c.subtypes, "colors": c.colors}
            if static_applies(holder, st, game.objects[oid], values):
                total.add(st)
    return total


def _candidates(game: Game, player: int, kind: str, exclude: Iterable[int] = ()) -> list[int]:
    need = kind_type(kind)
    skip = set(exclude)
    return [
        oid
        for oid in game.battlefield
        if game.objects[oid].controller == player
        and need in game.chars(oid).types
        and oid not in skip
    ]


def _tap_candidates(game: Game, player: int, kind: str, declared: list[Any]) -> list[int]:
    """Untapped permanents of the kind; attackers are already tapped then (C9.22)."""
    tapped_by_attacking = [
        a for a in declared if isinstance(a, int) and not game.chars(a).has(Keyword.VIGILANCE)
    ]
    return [
        oid
        for oid in _candidates(game, player, kind, tapped_by_attacking)
        if not game.objects[oid].tapped
    ]


def check_payable(game: Game, player: int, cost: CombatCost, declared: list[Any]) -> None:
    """C9.23, C10.22: a cost that can't be paid makes the declaration illegal — say why."""
    if cost.life and game.players[player].life < cost.life:
        raise IllegalAnswer("combat.cost_life", life=cost.life)
    for kind, n in cost.sacrifice.items():
        if len(_candidates(game, player, kind)) < n:
            raise IllegalAnswer("combat.cost_sacrifice", count=n, name=kind_type(kind).value)
    for kind, n in cost.tap.items():
        if len(_tap_candidates(game, player, kind, declared)) < n:
            raise IllegalAnswer("combat.cost_tap", count=n, name=kind_type(kind).value)


@dataclass
class CombatPayment:
    """A declaration waiting for its locked cost to be paid."""

    player: int
    declared: list[Any]
    result: PayResult = field(default_factory=PayResult)
    pool_before: dict[str, int] = field(default_factory=dict)
    tapped_before: frozenset[int] = frozenset()


def start_payment(
    game: Game, player: int, cost: CombatCost, declared: list[Any], prompt: str
) -> CombatPayment:
    """Lock the cost (C9.23, C10.22) and let the player pay it with mana abilities (C9.24),
    then choose the permanents and pay everything at once (C9.25)."""
    pay = CombatPayment(
        player,
        declared,
        pool_before=dict(game.players[player].pool.amounts),
        tapped_before=frozenset(i for i in game.battlefield if game.objects[i].tapped),
    )
    mana = PayResult()
    # frames run last-pushed first: the mana is paid, then the rest
    game.frames.append(OtherCostsFrame(player, cost, declared, mana, pay.result, prompt))
    game.frames.append(PayFrame(player, cost.mana, mana, prompt=prompt))
    return pay


@dataclass
class OtherCostsFrame(Frame):
    """After the mana: choose the permanents to sacrifice or tap, then pay all (C9.25)."""

    player: int
    cost: CombatCost
    declared: list[Any]
    mana: PayResult
    result: PayResult
    prompt: str
    chosen: dict[tuple[str, str], list[int]] = field(default_factory=dict)

    def _needs(self) -> list[tuple[str, str, int]]:
        return [("sacrifice", k, n) for k, n in sorted(self.cost.sacrifice.items())] + [
            ("tap", k, n) for k, n in sorted(self.cost.tap.items())
        ]

    def _options(self, game: Game, what: str, kind: str) -> list[int]:
        taken = [o for ids in self.chosen.values() for o in ids]
        if what == "sacrifice":
            return [o for o in _candidates(game, self.player, kind) if o not in taken]
        return [
            o for o in _tap_candidates(game, self.player, kind, self.declared) if o not in taken
        ]

    def run(self, game: Game) -> Decision | None:
        if not self.mana.paid:
            self.done(game)  # backed out of the mana: nothing else is paid
            return None
        for what, kind, n in self._needs():
            if (what, kind) in self.chosen:
                continue
            options = self._options(game, what, kind)
            return Decision(
                self.player,
                DecisionKind.CHOOSE_SOME,
                f"combat.cost_{what}_choose",
                tuple(options),
                n,
                n,
                {"count": n, "kind": kind, "kind_name": kind_type(kind).value},
                can_cancel=True,
            )
        self._pay(game)
        return None

    def answer(self, game: Game, decision: Decision, answer: Any) -> None:
        what, kind = (
            decision.prompt.removeprefix("combat.cost_").removesuffix("_choose"),
            str(decision.context["kind"]),
        )
        if not isinstance(answer, list) or any(a not in decision.options for a in answer):
            raise IllegalAnswer("answer.not_an_option", option=answer)
        if len(set(answer)) != len(answer):
            raise IllegalAnswer("answer.duplicate")
        if len(answer) != decision.context["count"]:
            raise IllegalAnswer("combat.cost_count", count=decision.context["count"])
        self.chosen[(what, kind)] = list(answer)

    def cancel(self, game: Game) -> None:
        """Backing out: no partial payment (C9.25); the declaration is undone (C9.20, D23)."""
        self.mana.paid = False  # pragma: no mutate (nothing reads self.mana after done)
        self.done(game)

    def _pay(self, game: Game) -> None:
        """C9.25: all at once."""
        if self.cost.life:
            game.change_life(self.player, -self.cost.life, reason="cost")
        for (what, _kind), ids in self.chosen.items():
            for oid in ids:
                if what == "tap":
                    game.tap(oid)
                else:
                    game.sacrifice(oid)
        self.result.paid = True
        self.done(game)


def undo_payment(game: Game, pay: CombatPayment) -> None:
    """C9.20, C10.20, D23: the declaration was not paid for — as if it had never been made."""
    undo_mana_abilities(game, pay.player, pay.pool_before, pay.tapped_before)
