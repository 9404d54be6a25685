"""Paying mana costs: mana abilities (D7, D12), automatic payment and the pay frame (D10.17–18).

Mana abilities don't use the niz and may be played whenever a cost is being paid (D12.20).
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any

from izvori.engine.carddef import CardType, Keyword
from izvori.engine.decisions import Action, Decision, DecisionKind, IllegalAnswer
from izvori.engine.frames import Frame
from izvori.engine.mana import MANA_KINDS, ManaCost

if TYPE_CHECKING:
    from izvori.engine.game import Game


@dataclass(frozen=True)
class ManaSource:
    """One activatable mana ability: permanent, ability index, the mana kinds it can make."""

    perm: int
    index: int
    kinds: tuple[str, ...]
    amount: int = 1


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
    key = ("mana_sources", player, exclude)
    cached = game.derived.get(key)
    if cached is None:
        cached = game.derived[key] = _mana_sources(game, player, exclude)
    return list(cached)


def _mana_sources(game: Game, player: int, exclude: frozenset[int]) -> list[ManaSource]:
    out: list[ManaSource] = []
    for oid in game.battlefield:
        obj = game.objects[oid]
        if obj.controller != player or oid in exclude:
            continue
        for i, ab in enumerate(game.chars(oid).activated):
            if not ab.is_mana_ability:
                continue
            cost = ab.cost
            if (
                (cost.mana and not cost.mana.is_zero())
                or cost.sacrifice
                or cost.life
                or cost.discard
            ):
                continue
            if cost.tap and not can_use_tap_ability(game, oid):
                continue
            eff = ab.effects[0]
            kind = eff.get("kind", "any")
            kinds = (
                tuple(k for k in MANA_KINDS if k != "B")
                if kind == "any"
                else tuple(str(kind).split("|"))
            )
            out.append(ManaSource(oid, i, kinds, int(eff.get("amount", 1))))
    return out


def activate_mana(game: Game, player: int, src: ManaSource, kind: str) -> None:
    """Play a mana ability: pay its cost and add the mana at once (D12.10)."""
    ab = game.chars(src.perm).activated[src.index]
    if ab.cost.tap:
        game.tap(src.perm)
    game.players[player].pool.add(kind, src.amount)
    game.emit("mana", player=player, card=src.perm, kind=kind, amount=src.amount)


def _match_colored(
    needs: list[str], sources: list[ManaSource]
) -> dict[int, tuple[ManaSource, str]] | None:
    """Assign each coloured pip in `needs` to a distinct source that can make it."""
    assignment: dict[int, int] = {}  # source index -> need index

    def try_assign(ni: int, seen: set[int]) -> bool:
        for si, s in enumerate(sources):
            if needs[ni] in s.kinds and si not in seen:
                seen.add(si)
                if si not in assignment or try_assign(assignment[si], seen):
                    assignment[si] = ni
                    return True
        return False

    # single-kind sources first so flexible ones stay free
    for ni in range(len(needs)):
        if not try_assign(ni, set()):
            return None
    return {si: (sources[si], needs[ni]) for si, ni in assignment.items()}


def auto_pay_plan(
    game: Game, player: int, cost: ManaCost, exclude: frozenset[int] = frozenset()
) -> list[tuple[ManaSource, str]] | None:
    """Which mana abilities to play so the pool can pay `cost`; None if impossible."""
    pool = dict(game.players[player].pool.amounts)
    needs: list[str] = []
    for c, n in cost.colored:
        have = pool.get(c, 0)
        use = min(have, n)
        pool[c] = have - use
        needs.extend([c] * (n - use))
    sources = sorted(mana_sources(game, player, exclude), key=lambda s: (len(s.kinds), s.perm))
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
        rest.sort(key=lambda s: (s.kinds != ("B",), -max(counts[k] for k in s.kinds), s.perm))
        for s in rest:
            if generic <= 0:
                break
            kind = max(s.kinds, key=lambda k: counts[k])
            plan.append((s, kind))
            generic -= s.amount
        if generic > 0:
            return None
    return plan


def potential_mana(game: Game, player: int, exclude: frozenset[int] = frozenset()) -> int:
    return game.players[player].pool.total() + sum(
        s.amount for s in mana_sources(game, player, exclude)
    )


def can_afford(
    game: Game, player: int, cost: ManaCost, exclude: frozenset[int] = frozenset()
) -> bool:
    if cost.is_zero():
        return True
    return auto_pay_plan(game, player, cost.with_x(0), exclude) is not None


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

    def run(self, game: Game) -> Decision | None:
        pool = game.players[self.player].pool
        if self.cost.is_zero() or pool.can_pay(self.cost):
            pool.pay(self.cost)
            self.result.paid = True
            self.done(game)
            return None
        options: list[Action] = []
        if auto_pay_plan(game, self.player, self.cost, self.exclude) is not None:
            options.append(Action("auto"))
        for src in mana_sources(game, self.player, self.exclude):
            for kind in src.kinds:
                options.append(Action("mana", src.perm, src.index, kind))
        if self.can_cancel or not options:
            options.append(Action("cancel"))
        return Decision(
            self.player,
            DecisionKind.PAY,
            self.prompt,
            tuple(options),
            context={**self.context, "cost": str(self.cost), "pool": dict(pool.amounts)},
            can_cancel=True,
        )

    def answer(self, game: Game, decision: Decision, answer: Any) -> None:
        if answer not in decision.options:
            raise IllegalAnswer("pay.not_an_option")
        if answer.kind == "cancel":
            self.result.cancelled = True
            self.done(game)
        elif answer.kind == "auto":
            plan = auto_pay_plan(game, self.player, self.cost, self.exclude)
            assert plan is not None
            for src, kind in plan:
                activate_mana(game, self.player, src, kind)
        elif answer.kind == "mana":
            src = next(
                s
                for s in mana_sources(game, self.player, self.exclude)
                if s.perm == answer.obj and s.index == answer.index
            )
            activate_mana(game, self.player, src, answer.choice)


def is_permanent_spell(types: frozenset[CardType]) -> bool:
    return bool(types & {CardType.ARTIFACT, CardType.CREATURE, CardType.ENCHANTMENT})
