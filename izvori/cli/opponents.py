"""The computer players the app may seat (issue 15 item 1): built here, at the composition root.

The TUI never imports `izvori.agents` (an import contract): it describes what it calls with the
small protocols in `izvori.tui.computer` (`Opponents`, `Thinker`, `Picker`), and the command line
hands it this object, which builds the real agents.
"""

from __future__ import annotations

from collections.abc import Mapping

from izvori.agents.base import Agent
from izvori.agents.lako import HeuristicAgent
from izvori.agents.random_agent import RandomAgent
from izvori.agents.registry import PLAYABLE, make_agent
from izvori.engine import CardDef

#: The seed of the tutorial opponent's legal answers (the guided game is the same every time).
TUTORIAL_SEED = 17


class AgentOpponents:
    """`izvori.tui.computer.Opponents` made of the agents in `izvori.agents`."""

    levels: tuple[str, ...] = PLAYABLE

    def computer(
        self,
        level: str,
        cards: Mapping[str, CardDef],
        seed: int,
        decklists: tuple[Mapping[str, int], Mapping[str, int]] | None,
    ) -> Agent:
        """Raises KeyError for an unknown level (the TUI then falls back or shows nothing)."""
        return make_agent(level, cards, seed=seed, decklists=decklists)

    def adviser(self, cards: Mapping[str, CardDef], seed: int) -> Agent:
        """The heuristic that says what it would do in the human's place."""
        return HeuristicAgent(cards, seed=seed)

    def tutorial_opponent(self) -> RandomAgent:
        """Boris's legal answer where the tutorial file has no move for him."""
        return RandomAgent(TUTORIAL_SEED)
