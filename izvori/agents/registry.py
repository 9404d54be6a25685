"""Agents by id, as the command line and the start screen name them (issue 14 item 7)."""

from __future__ import annotations

from collections.abc import Mapping

from izvori.agents.base import Agent, Choice
from izvori.agents.lako import HeuristicAgent
from izvori.agents.random_agent import RandomAgent
from izvori.engine.carddef import CardDef
from izvori.engine.decisions import Decision
from izvori.engine.view import GameView

#: Agent ids, weakest first.
AGENT_IDS = ("nasumicno", "lako")
#: Levels a human can play against.
PLAYABLE = ("lako",)


class RandomPlayer:
    """The fuzzing agent behind the same seam as the others (it ignores the view)."""

    name = "nasumicno"

    def __init__(self, seed: int) -> None:
        self.inner = RandomAgent(seed)

    def decide(self, seen: GameView, decision: Decision) -> Choice:
        return Choice(self.inner.choose(decision))


def make_agent(
    agent_id: str, cards: Mapping[str, CardDef], seed: int = 0, think_ms: int | None = None
) -> Agent:
    """A fresh agent; raises KeyError for an unknown id (callers show `ai.unknown_agent`)."""
    if agent_id == "nasumicno":
        return RandomPlayer(seed)
    if agent_id == "lako":
        return HeuristicAgent(cards, seed=seed)
    raise KeyError(agent_id)
