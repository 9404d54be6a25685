"""Agent against agent over the starter decks (issue 14 item 7): `izvori simulate --agents`.

Games come in fours over every deck pairing: both seats and both deck assignments, so neither
the first-player advantage nor a stronger deck favours one agent. Each game's think times are
kept (real decisions and trivial ones apart). `--jobs` spreads games over processes; Ctrl+C
stops early and keeps the games already played.
"""

from __future__ import annotations

import functools
import math
import statistics
import time
from collections import Counter
from collections.abc import Callable, Iterator
from concurrent.futures import ProcessPoolExecutor
from dataclasses import dataclass, field, replace
from itertools import combinations
from typing import Any

from izvori.agents.base import Agent
from izvori.agents.match import play_match, summary
from izvori.agents.registry import make_agent
from izvori.agents.search import SearchAgent
from izvori.collector import freeze_loaded
from izvori.engine.carddef import CardDef


@dataclass(frozen=True)
class GameSpec:
    index: int
    agents: tuple[str, str]  # agent ids of side A and side B
    decks: tuple[str, str]  # deck of side A, deck of side B
    a_seat: int  # the seat side A plays in
    seed: int
    think_ms: int | None
    turn_cap: int
    #: whether the agents are given both open deck lists (issue 14 item 3: "the opponent's
    #: open deck list minus seen cards, else the card pool"); False measures what the sight
    #: is worth when the lists are closed (`ai_strength.py --closed-lists`)
    open_lists: bool = True


@dataclass
class GameOutcome:
    index: int
    winner: str | None  # "A", "B" or None (draw or turn cap)
    think: tuple[list[float], list[float]]  # per side
    quick: tuple[list[float], list[float]]
    turns: int
    think_cpu: tuple[list[float], list[float]] = ([], [])
    quick_cpu: tuple[list[float], list[float]] = ([], [])
    #: CPU seconds of the whole game (both agents and the engine, one process): what a
    #: thousand more such games will cost
    cpu_s: float = 0.0


def schedule(
    agents: tuple[str, str],
    deck_names: list[str],
    games: int,
    seed: int,
    think_ms: int | None,
    turn_cap: int,
    pairings: list[tuple[str, str]] | None = None,
    *,
    open_lists: bool = True,
) -> list[GameSpec]:
    pairs = pairings or [(a, b) for a, b in combinations(sorted(deck_names), 2)]
    out = []
    for i in range(games):
        d0, d1 = pairs[(i // 4) % len(pairs)]
        decks = (d0, d1) if (i // 2) % 2 == 0 else (d1, d0)
        out.append(
            GameSpec(i, agents, decks, i % 2, seed * 100_003 + i, think_ms, turn_cap, open_lists)
        )
    return out


def seated(spec: GameSpec) -> tuple[list[list[CardDef]], tuple[Agent, Agent]]:
    """The decks and agents of game `spec` by seat (`play_one`; `ai_strength.py --replay`
    plays the same game again from them)."""
    from izvori.cards.library import load_deck_by_name

    seat_decks = spec.decks if spec.a_seat == 0 else spec.decks[::-1]
    pool = _pool()
    decks = [load_deck_by_name(name, pool).cards for name in seat_decks]
    ids = spec.agents if spec.a_seat == 0 else spec.agents[::-1]
    # the open deck lists (issue 14 item 3): both players know them — unless the match is
    # played with them closed, when the search samples from the whole card pool
    lists = (
        (Counter(c.name for c in decks[0]), Counter(c.name for c in decks[1]))
        if spec.open_lists
        else None
    )
    agents = (
        make_agent(ids[0], pool, seed=spec.seed, think_ms=spec.think_ms, decklists=lists),
        make_agent(ids[1], pool, seed=spec.seed + 1, think_ms=spec.think_ms, decklists=lists),
    )
    for agent in agents:
        if isinstance(agent, SearchAgent):
            # a shared machine's waits must not decide how strong a level measures: the cap
            # counts the deciding thread's CPU time here (one free core); think times are
            # still reported both ways
            agent.budget = replace(agent.budget, cap_clock="cpu")
    return decks, agents


def play_one(spec: GameSpec) -> GameOutcome:
    decks, seated_agents = seated(spec)
    c0 = time.process_time()
    res = play_match(decks, seated_agents, spec.seed, turn_cap=spec.turn_cap)
    cpu = time.process_time() - c0
    a, b = spec.a_seat, 1 - spec.a_seat
    winner = None if res.winner is None else ("A" if res.winner == a else "B")
    return GameOutcome(
        spec.index,
        winner,
        (res.think[a], res.think[b]),
        (res.quick[a], res.quick[b]),
        res.turns,
        (res.think_cpu[a], res.think_cpu[b]),
        (res.quick_cpu[a], res.quick_cpu[b]),
        cpu,
    )


@functools.cache
def _pool() -> dict[str, CardDef]:
    """The card pool, loaded once per process; then it and the modules are kept out of the
    cycle collector's full passes (`izvori.collector.freeze_loaded`)."""
    from izvori.cards.library import load_cards_or_raise

    pool = load_cards_or_raise()
    freeze_loaded()
    return pool


def run(specs: list[GameSpec], jobs: int = 1) -> Iterator[GameOutcome]:
    """Outcomes as games finish (in order with one job)."""
    if jobs <= 1:
        for s in specs:
            yield play_one(s)
        return
    with ProcessPoolExecutor(max_workers=jobs) as ex:
        yield from ex.map(play_one, specs, chunksize=1)


def wilson(wins: float, n: int, z: float = 1.96) -> tuple[float, float]:
    """Wilson score 95% interval of a win rate (draws count half)."""
    if n == 0:
        return (0.0, 1.0)
    p = wins / n
    denom = 1 + z * z / n
    centre = (p + z * z / (2 * n)) / denom
    half = z * math.sqrt(p * (1 - p) / n + z * z / (4 * n * n)) / denom
    return (max(0.0, centre - half), min(1.0, centre + half))


@dataclass
class Tally:
    agents: tuple[str, str]
    games: int = 0
    wins: list[int] = field(default_factory=lambda: [0, 0])
    draws: int = 0
    turns: list[int] = field(default_factory=list)
    think: tuple[list[float], list[float]] = field(default_factory=lambda: ([], []))
    quick: tuple[list[float], list[float]] = field(default_factory=lambda: ([], []))
    think_cpu: tuple[list[float], list[float]] = field(default_factory=lambda: ([], []))
    quick_cpu: tuple[list[float], list[float]] = field(default_factory=lambda: ([], []))
    # (schedule index, winner "A"/"B"/None, turns) per game: which games to replay and read
    played: list[tuple[int, str | None, int]] = field(default_factory=list)
    stopped: bool = False  # Ctrl+C ended the run before the last game
    cpu_s: list[float] = field(default_factory=list)  # per game

    def add(self, o: GameOutcome) -> None:
        self.games += 1
        self.played.append((o.index, o.winner, o.turns))
        self.turns.append(o.turns)
        self.cpu_s.append(o.cpu_s)
        if o.winner is None:
            self.draws += 1
        else:
            self.wins[0 if o.winner == "A" else 1] += 1
        for side in (0, 1):
            self.think[side].extend(o.think[side])
            self.quick[side].extend(o.quick[side])
            self.think_cpu[side].extend(o.think_cpu[side])
            self.quick_cpu[side].extend(o.quick_cpu[side])

    def labels(self) -> tuple[str, str]:
        a, b = self.agents
        return (a, b) if a != b else (f"{a}#1", f"{b}#2")

    def to_json(self, think_ms: int | None) -> dict[str, Any]:
        per: dict[str, Any] = {}
        for side, label in enumerate(self.labels()):
            score = self.wins[side] + self.draws / 2
            lo, hi = wilson(score, self.games)
            th = summary(self.think[side])
            per[label] = {
                "agent": self.agents[side],
                "wins": self.wins[side],
                "games": self.games,
                "draws": self.draws,
                "score": round(score / self.games, 4) if self.games else 0.0,
                "wilson95": [round(lo, 4), round(hi, 4)],
                "think_median_ms": th["median_ms"],
                "think_p95_ms": th["p95_ms"],
                "think_max_ms": th["max_ms"],
                "trivial_max_ms": summary(self.quick[side])["max_ms"],
                # CPU time of the deciding thread: the cost without waiting for a core
                "think_cpu_median_ms": summary(self.think_cpu[side])["median_ms"],
                "think_cpu_p95_ms": summary(self.think_cpu[side])["p95_ms"],
                "think_cpu_max_ms": summary(self.think_cpu[side])["max_ms"],
                "trivial_cpu_max_ms": summary(self.quick_cpu[side])["max_ms"],
                "decisions": len(self.think[side]),
            }
        cpu = self.cpu_s
        return {
            "games": self.games,
            "think_ms": think_ms,
            "agents": per,
            # CPU per game (mean, median): the cost of the N a target needs
            "game_cpu_mean_s": round(sum(cpu) / len(cpu), 3) if cpu else 0.0,
            "game_cpu_median_s": round(statistics.median(cpu), 3) if cpu else 0.0,
        }


def tally(
    specs: list[GameSpec],
    jobs: int,
    progress: Callable[[Tally], None] | None = None,
    start: Tally | None = None,
    on_game: Callable[[GameOutcome], None] | None = None,
) -> Tally:
    """The games of `specs` played and counted (on top of `start`, the games of an earlier
    run of the same match); `on_game` sees each game as it ends (to keep it on disk)."""
    t = start if start is not None else Tally(specs[0].agents if specs else ("", ""))
    try:
        for outcome in run(specs, jobs):
            if on_game is not None:
                on_game(outcome)
            t.add(outcome)
            if progress is not None:
                progress(t)
    except KeyboardInterrupt:
        t.stopped = True  # Ctrl+C: keep the games played so far
    return t
