"""Search games that the clock can't change (issue 14): their answers, and what they cost.

A search normally stops at its time budget, so two runs of the same game differ with the
machine's load. With `Budget.deterministic` and no cap only the world count ends a search: the
answers — and so the games — are the same on every machine, and the CPU time a game takes is
comparable between two versions of the code. A change meant to make the search cheaper must
leave every answer (and every reason) of such games as it was: `benchmarks/search_cost.py`
records and checks them over whole games, `tests/agents/test_same_answers.py` over short ones.
"""

from __future__ import annotations

import time
from dataclasses import dataclass, field, replace

from izvori.agents.arena import GameSpec, schedule, seated
from izvori.agents.arena_cli import starter_decks
from izvori.agents.base import Agent, Choice
from izvori.agents.match import play_match
from izvori.agents.search import SearchAgent
from izvori.engine.decisions import Decision
from izvori.engine.view import GameView

PAIR = ("tesko", "lako")


class Recorder:
    """An agent whose answers are written down, one line each: seat, kind, answer, reason."""

    def __init__(self, inner: Agent, seat: int, lines: list[str]) -> None:
        self.inner = inner
        self.name = inner.name
        self.seat = seat
        self.lines = lines
        self.searched = 0  # decisions the search looked at worlds for
        self.worlds = 0

    def decide(self, seen: GameView, decision: Decision) -> Choice:
        choice = self.inner.decide(seen, decision)
        line = f"{self.seat} {decision.kind.value} {choice.answer!r} | {choice.reason}"
        if isinstance(self.inner, SearchAgent) and self.inner.last_worlds:
            self.searched += 1
            self.worlds += self.inner.last_worlds
            # every rollout's score, not only the pick: a rollout that plays differently
            # shows here even where the answer happens to stay the same
            line += f" | {[[round(x, 3) for x in row] for row in self.inner.last_rows]}"
        self.lines.append(line)
        return choice


@dataclass
class Played:
    lines: list[str] = field(default_factory=list)  # every answer of both seats, the result
    cpu_s: float = 0.0  # CPU time of the process while the game was played
    searched: int = 0
    worlds: int = 0


def play_deterministic(spec: GameSpec, worlds: int | None = None) -> Played:
    """Game `spec` of an arena schedule with every search agent deterministic (only the world
    count, `worlds` if given, ends a search; no time cap)."""
    decks, agents = seated(spec)
    out = Played()
    recorders = []
    for seat, agent in enumerate(agents):
        if isinstance(agent, SearchAgent):
            if agent.sees_all:
                raise ValueError("tesko-vidi needs the harness's truth: not recorded here")
            budget = replace(agent.budget, deterministic=True, cap_s=1e9)
            agent.budget = budget if worlds is None else replace(budget, worlds=worlds)
        recorders.append(Recorder(agent, seat, out.lines))
    c0 = time.process_time()
    res = play_match(decks, (recorders[0], recorders[1]), spec.seed, turn_cap=spec.turn_cap)
    out.cpu_s = time.process_time() - c0
    out.lines.append(f"result {res.winner} {res.turns}")
    out.searched = sum(r.searched for r in recorders)
    out.worlds = sum(r.worlds for r in recorders)
    return out


#: The short games the test suite checks (`tests/agents/test_same_answers.py`): four tesko–lako
#: games of the seed-1 schedule over four deck pairings, two worlds a search, ten turns —
#: about a thousand answers and fifty searched decisions in a few seconds.
SHORT_GAMES = (1, 31, 41, 51)
SHORT_WORLDS = 2
SHORT_TURNS = 10


def short_games() -> list[list[str]]:
    """The answers of the short games, as `play_deterministic` writes them down."""
    specs = schedule(PAIR, starter_decks(), max(SHORT_GAMES) + 1, 1, None, SHORT_TURNS)
    return [play_deterministic(specs[i], SHORT_WORLDS).lines for i in SHORT_GAMES]
