"""Agents by id, as the command line and the start screen name them (issue 14 item 7)."""

from __future__ import annotations

from collections.abc import Mapping

from izvori.agents.base import Agent, Choice
from izvori.agents.lako import HeuristicAgent
from izvori.agents.random_agent import RandomAgent
from izvori.agents.search import LEVELS, MEASURING, SearchAgent
from izvori.engine.carddef import CardDef
from izvori.engine.decisions import Decision
from izvori.engine.view import GameView

#: Agent ids, weakest first, then the two for measurement only (`search.MEASURING`):
#: `tesko-vidi` sees the hidden cards, `tesko-siroko` is its allocation without the sight.
AGENT_IDS = ("nasumicno", "lako", "srednje", "tesko", "tesko-vidi", "tesko-siroko")
#: Levels a human can play against.


def split_id(spec: str) -> tuple[str, int | None]:
    """`tesko@800`: a level with its own think budget in ms (to measure one budget against
    another, `simulate --agents tesko@800 tesko@200`); a plain id has none."""
    name, sep, ms = spec.partition("@")
    if sep and ms.isascii() and ms.isdigit() and int(ms) > 0:
        return name, int(ms)
    return spec, None


def known(spec: str) -> bool:
    """Whether `spec` names an agent (`split_id` forms too; a budget only for search levels)."""
    name, ms = split_id(spec)
    if "@" in spec and ms is None:
        return False
    return name in AGENT_IDS and (ms is None or name not in ("nasumicno", "lako"))


class RandomPlayer:
    """The fuzzing agent behind the same seam as the others (it ignores the view)."""

    name = "nasumicno"

    def __init__(self, seed: int) -> None:
        self.inner = RandomAgent(seed)

    def decide(self, seen: GameView, decision: Decision) -> Choice:
        return Choice(self.inner.choose(decision))


def make_agent(
    agent_id: str,
    cards: Mapping[str, CardDef],
    seed: int = 0,
    think_ms: int | None = None,
    decklists: tuple[Mapping[str, int], Mapping[str, int]] | None = None,
) -> Agent:
    """A fresh agent; raises KeyError for an unknown id (callers show `ai.unknown_agent`).

    `decklists` are the two open deck lists (card name: count, per seat) the search samples
    the unknown cards from; without them it samples from the whole card pool. `think_ms`
    scales a search level's budget (time and worlds); `tesko@800` sets it for one agent."""
    agent_id, own_ms = split_id(agent_id)
    think_ms = own_ms if own_ms is not None else think_ms
    if agent_id == "nasumicno":
        return RandomPlayer(seed)
    if agent_id == "lako":
        return HeuristicAgent(cards, seed=seed)
    base = LEVELS.get(agent_id) or MEASURING.get(agent_id)
    if base is not None:
        budget = base if think_ms is None else base.scaled(think_ms)
        return SearchAgent(
            cards,
            budget,
            seed=seed,
            name=agent_id,
            decklists=decklists,
            sees_all=agent_id == "tesko-vidi",
        )
    raise KeyError(agent_id)
