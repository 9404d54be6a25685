"""The agent seam (issue 14, ARCHITECTURE §2 and §6): what a computer player may see and say.

An agent is asked one thing: given *its player's view* of the game (`izvori.engine.view`) and
the pending decision, what is the answer. It never receives the `Game`; hidden cards reach it
only as counts. `ask` is the one place that turns a game into that question, so nothing else
can hand an agent more than its player could see.

Every answer comes with a one-line Serbian reason for the log ("Grom na Medveda: ubija jedinog
blokera"); trivial answers may have an empty reason.
"""

from __future__ import annotations

import time
from dataclasses import dataclass, field
from typing import Any, Protocol

from izvori.collector import held
from izvori.engine.decisions import Decision
from izvori.engine.game import Game
from izvori.engine.view import GameView, view


@dataclass(frozen=True)
class Choice:
    """An answer for `game.submit` and why the agent gave it."""

    answer: Any
    reason: str = ""
    #: a complete play's plan for the decisions of the same cast (targets, X, mode): the
    #: search compares plays, not just actions, and the chosen plan is followed (`lako.Plan`)
    plan: Any = field(default=None, compare=False)


class Agent(Protocol):
    """A decider behind the decision protocol: sees only `GameView` + `Decision`."""

    name: str

    def decide(self, seen: GameView, decision: Decision) -> Choice: ...


@dataclass(frozen=True)
class Timed:
    choice: Choice
    seconds: float  # wall clock
    cpu: float = 0.0  # this thread's CPU time: what the agent cost, without waiting for a core


def ask(agent: Agent, game: Game) -> Timed:
    """The pending decision put to `agent` through its player's view, timed (issue 14 §5).

    The cycle collector is held while the agent answers (`izvori.collector`): a full collection
    that comes due runs right after, in the engine's work, not inside a trivial answer."""
    decision = game.pending
    assert decision is not None, "nothing to decide: the game is over"
    seen = view(game, decision.player)
    with held():
        t0, c0 = time.perf_counter(), time.thread_time()
        choice = agent.decide(seen, decision)
        return Timed(choice, time.perf_counter() - t0, time.thread_time() - c0)
