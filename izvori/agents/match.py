"""Games between agents, with think times (issue 14 items 5 and 7).

`play_match` drives one game through `base.ask`, so each agent only ever sees its own view.
Think time is measured per decision that had a real choice (more than one legal option);
trivial answers are timed separately so the "< 20 ms" promise can be checked too.
"""

from __future__ import annotations

import statistics
from collections.abc import Callable, Mapping
from dataclasses import dataclass, field

from izvori.agents.base import Agent, ask
from izvori.agents.search import SearchAgent
from izvori.agents.truth import true_deal
from izvori.engine.carddef import CardDef
from izvori.engine.decisions import Decision, DecisionKind
from izvori.engine.game import Game


def trivial(decision: Decision) -> bool:
    """A decision with only one sensible shape of answer (nothing to think about)."""
    if decision.kind in (DecisionKind.PRIORITY, DecisionKind.PAY):
        return sum(1 for a in decision.options if getattr(a, "kind", "") != "mana") <= 1
    if decision.kind == DecisionKind.NUMBER:
        return decision.min == decision.max
    if decision.kind in (DecisionKind.ATTACKERS, DecisionKind.BLOCKERS):
        return not decision.options  # one creature is still "with it or without" (C10)
    return len(decision.options) <= 1


@dataclass
class MatchResult:
    winner: int | None  # seat index; None: draw or cut off by the turn cap
    turns: int
    capped: bool
    think: list[list[float]] = field(default_factory=lambda: [[], []])  # real decisions
    quick: list[list[float]] = field(default_factory=lambda: [[], []])  # trivial ones
    think_cpu: list[list[float]] = field(default_factory=lambda: [[], []])
    quick_cpu: list[list[float]] = field(default_factory=lambda: [[], []])


#: A harness's safety net: a whole game is ~650 answers, so this many within one turn means two
#: agents are stuck repeating something the loop rules (D22) don't end; the game is cut off and
#: counted as capped rather than run without bound.
MAX_ANSWERS_PER_TURN = 5_000


def play_match(
    decks: list[list[CardDef]],
    agents: tuple[Agent, Agent],
    seed: int,
    turn_cap: int = 60,
    names: tuple[str, str] = ("Prvi", "Drugi"),
    on_answer: Callable[[Game], None] | None = None,
) -> MatchResult:
    game = Game(decks, names, seed=seed)
    res = MatchResult(None, 0, False)
    turn, answers_this_turn = game.turn, 0
    while game.result is None and game.turn <= turn_cap:
        if game.turn != turn:
            turn, answers_this_turn = game.turn, 0
        answers_this_turn += 1
        if answers_this_turn > MAX_ANSWERS_PER_TURN:
            break
        d = game.pending
        assert d is not None
        agent = agents[d.player]
        if isinstance(agent, SearchAgent) and agent.sees_all:
            # measurement only: the cheating variant is handed the real hidden cards here,
            # explicitly; `ask` itself never gives an agent more than its view
            agent.see_truth(true_deal(game, d.player))
        timed = ask(agent, game)
        easy = trivial(d)
        (res.quick if easy else res.think)[d.player].append(timed.seconds)
        (res.quick_cpu if easy else res.think_cpu)[d.player].append(timed.cpu)
        game.submit(timed.choice.answer)
        if on_answer is not None:
            on_answer(game)
    res.turns = game.turn
    res.capped = game.result is None
    res.winner = game.result.winner if game.result is not None else None
    return res


def percentile(values: list[float], q: float) -> float:
    if not values:
        return 0.0
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, int(q * len(ordered)))]


def summary(values: list[float]) -> dict[str, float]:
    """Median, p95 and max in milliseconds."""
    if not values:
        return {"median_ms": 0.0, "p95_ms": 0.0, "max_ms": 0.0}
    return {
        "median_ms": round(statistics.median(values) * 1000, 2),
        "p95_ms": round(percentile(values, 0.95) * 1000, 2),
        "max_ms": round(max(values) * 1000, 2),
    }


Pool = Mapping[str, CardDef]
