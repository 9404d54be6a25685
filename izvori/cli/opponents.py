"""The computer players the app may seat (issue 15 item 1): built here, at the composition root.

The TUI never imports `izvori.agents` (an import contract): it describes what it calls with the
small protocols in `izvori.tui.computer` (`Opponents`, `Thinker`, `Picker`), and the command line
hands it this object, which builds the real agents.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING

from izvori.agents.levels import PLAYABLE

if TYPE_CHECKING:
    from izvori.agents.base import Agent
    from izvori.agents.random_agent import RandomAgent
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
        # The agents (and with them the engine) load when a game needs them, not before the
        # start screen's first frame (issue 11 item 6).
        from izvori.agents.registry import make_agent

        return make_agent(level, cards, seed=seed, decklists=decklists)

    def adviser(self, cards: Mapping[str, CardDef], seed: int) -> Agent:
        """The heuristic that says what it would do in the human's place."""
        from izvori.agents.lako import HeuristicAgent

        return HeuristicAgent(cards, seed=seed)

    def tutorial_opponent(self) -> RandomAgent:
        """Boris's legal answer where the tutorial file has no move for him."""
        from izvori.agents.random_agent import RandomAgent

        return RandomAgent(TUTORIAL_SEED)
