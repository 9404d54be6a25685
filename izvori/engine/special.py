"""Special actions that ignore the effect of a static ability (D9.29).

"Efekti nekih pasivnih osobina dozvoljavaju igraču da preduzme radnju kako bi zanemario ili
prekinuo efekat te osobine za neko vreme." A static ability with `ignore_cost` lets any player,
when he has priority, pay that cost so that its effect doesn't apply to him until end of turn.
This is a special action: it doesn't use the niz, and the player receives priority again
afterwards (D9.19, D9.29). The ignoring is a continuous effect ("ignore_static") of its own that
ends in the cleanup step like every "until end of turn" effect (C15.20).
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any

from izvori.engine.carddef import Cost, StaticAbility
from izvori.engine.characteristics import ContinuousEffect
from izvori.engine.cost_parts import answer_cost_choice, sacrifice_candidates
from izvori.engine.decisions import Action, Decision, DecisionKind
from izvori.engine.events import StaticIgnored
from izvori.engine.frames import Frame
from izvori.engine.mana import ManaCost
from izvori.engine.payment import (
    PayFrame,
    PayResult,
    can_afford,
    keep_priority,
    undo_mana_abilities,
)
from izvori.engine.play_views import by_concatenation

if TYPE_CHECKING:
    from izvori.engine.characteristics import Chars
    from izvori.engine.game import Game

IGNORE_OP = "ignore_static"


def ignoring(game: Game, holder: int, index: int, player: int) -> bool:
    """Whether `player` ignores the static ability `index` of permanent `holder` now."""
    inc = game.objects[holder].incarnation
    for e in game.effects:
        if (
            e.op == IGNORE_OP
            and e.params.get("player") == player
            and e.params.get("static") == index
            and any(tuple(a) == (holder, inc) for a in e.affected)
        ):
            return True
    return False


def ignore_cost(st: StaticAbility) -> Cost | None:
    cost = st.get("ignore_cost")
    return cost if isinstance(cost, Cost) else None


def can_pay(game: Game, player: int, cost: Cost) -> bool:
    if cost.mana is not None and not can_afford(game, player, cost.mana):
        return False
    if cost.life and game.players[player].life < cost.life:
        return False
    if cost.sacrifice and not sacrifice_candidates(game, player, cost.sacrifice):
        return False
    return not (cost.discard and len(game.players[player].hand) < cost.discard)


def ignorable(game: Game) -> list[tuple[int, int, Cost]]:
    """(permanent, static index, cost) of the static abilities in play a player may pay to
    ignore (D9.29): a view of the characteristics, kept until they change."""
    return game.play_view("ignorable", ignorable_in_play, GROW_IGNORABLE)


def ignore_actions(
    game: Game, player: int, in_play: list[tuple[int, int, Cost]] | None = None
) -> list[Action]:
    """D9.29: the static effects `player` may now pay to ignore until end of turn.
    `in_play`: `ignorable(game)` if the caller has it (the legal actions fetch it with the
    activated abilities, casting._PRIORITY_VIEWS)."""
    out: list[Action] = []
    for oid, i, cost in ignorable(game) if in_play is None else in_play:
        if ignoring(game, oid, i, player):
            continue
        if can_pay(game, player, cost):
            out.append(Action("ignore", oid, i))
    return out


def ignorable_in_play(in_play: list[tuple[int, Chars]]) -> list[tuple[int, int, Cost]]:
    """(permanent, static index, cost) of the static abilities a player may pay to ignore."""
    out = []
    for oid, c in in_play:
        for i, st in enumerate(c.statics):
            cost = ignore_cost(st)
            if cost is not None:
                out.append((oid, i, cost))
    return out


GROW_IGNORABLE = by_concatenation(ignorable_in_play)


@dataclass
class IgnoreFrame(Frame):
    """Pay the cost of ignoring a static effect, then ignore it until end of turn."""

    player: int
    holder: int
    index: int
    passes_before: int = 0
    stage: str = "sacrifice"
    sacrificed: int | None = None
    discarded: list[int] | None = None
    pay: PayResult = field(default_factory=PayResult)
    pool_before: dict[str, int] = field(default_factory=dict)
    tapped_before: list[int] = field(default_factory=list)

    def cost(self, game: Game) -> Cost:
        cost = ignore_cost(game.chars(self.holder).statics[self.index])
        assert cost is not None
        return cost

    def run(self, game: Game) -> Decision | None:
        cost = self.cost(game)
        if self.stage == "sacrifice":
            if cost.sacrifice and self.sacrificed is None:
                return self._ask(
                    DecisionKind.CHOOSE_ONE,
                    "cast.sacrifice",
                    tuple(sacrifice_candidates(game, self.player, cost.sacrifice)),
                    {"kind": cost.sacrifice},
                )
            self.stage = "discard"
        if self.stage == "discard":
            if cost.discard and self.discarded is None:
                n = cost.discard
                hand = tuple(game.players[self.player].hand)
                return self._ask(DecisionKind.CHOOSE_SOME, "cast.discard", hand, {"count": n}, n)
            self.stage = "pay"
        if self.stage == "pay":
            self.stage = "paid"
            p = game.players[self.player]
            self.pool_before = dict(p.pool.amounts)
            self.tapped_before = [i for i in game.battlefield if game.objects[i].tapped]
            game.frames.append(
                PayFrame(
                    self.player,
                    cost.mana or ManaCost(),
                    self.pay,
                    exclude=frozenset({self.sacrificed} if self.sacrificed is not None else ()),
                    context={"card": self.holder},
                )
            )
            return None
        if self.pay.cancelled:
            self.cancel(game)
            return None
        self._finish(game, cost)
        return None

    def _ask(
        self,
        kind: DecisionKind,
        prompt: str,
        options: tuple[Any, ...],
        ctx: dict[str, Any],
        n: int = 0,
    ) -> Decision:
        return Decision(
            self.player,
            kind,
            prompt,
            options,
            n,
            n,
            {**ctx, "card": self.holder},
            can_cancel=True,
        )

    def answer(self, game: Game, decision: Decision, answer: Any) -> None:
        if self.stage in ("sacrifice", "discard"):
            answer_cost_choice(self, decision, answer)

    def cancel(self, game: Game) -> None:
        """D23: backing out undoes the mana abilities played for it; priority stays."""
        if self.stage == "paid":
            undo_mana_abilities(game, self.player, self.pool_before, self.tapped_before)
        keep_priority(game, self.player, self.passes_before)
        game.frames.remove(self)

    def _finish(self, game: Game, cost: Cost) -> None:
        if cost.life:
            game.change_life(self.player, -cost.life, reason="cost")
        if self.sacrificed is not None:
            game.sacrifice(self.sacrificed)
        for oid in self.discarded or []:
            game.discard(self.player, oid)
        holder = game.objects[self.holder]
        game.effects.append(
            ContinuousEffect(
                game.new_stack_id(),
                game.next_timestamp(),
                IGNORE_OP,
                [(self.holder, holder.incarnation)],
                {"player": self.player, "static": self.index},
                "end_of_turn",
                self.holder,
                self.player,
            )
        )
        game.emit(StaticIgnored(player=self.player, card=self.holder, name=holder.card.name))
        game.frames.remove(self)
        # D9.29: a special action; the same player receives priority again
        game.priority_player = self.player
        game.passes = 0
        game.step_state = "priority_check"
