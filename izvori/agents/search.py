"""`srednje` and `tesko`: search over possible worlds (issue 14 item 3).

Ensemble determinization, flat (Cowling, Ward & Powley 2012; ../shared/reference/ai-anchors.md):
at a real decision the heuristic (`lako`) proposes its top few answers; for each of several
worlds sampled from what the player could know (`worlds.sample_hidden`, built into a game by
`izvori.engine.determinize` from the view alone) every candidate is applied and the game is
played on by the heuristic for both sides to the end of the next turn; the position is scored
by `evaluate` and averaged over the worlds. More worlds rather than deeper trees: a faster
engine simply means more worlds in the same time.

The same candidates are rolled out with the same seeds in a world (common random numbers), so
differences come from the answers, not from luck. The heuristic's own answer wins ties, and a
different answer must beat it on the paired differences by `MARGIN` and `Z` standard errors
(`pick`): the search only overrules the heuristic when the worlds agree it is better.

Budgets by level (`LEVELS`): worlds and a soft time per decision; a hard cap of 3 s returns
the best answer so far. Trivial decisions (fewer than two candidates) are answered by the
heuristic at once. Everything is seeded: the same view, decision and seed give the same
answer (when the time budget is not what stops it — `Budget.deterministic`).

`tesko-vidi` is the same search over the *true* hidden cards (the libraries' order dealt anew
in each world: `truth.libraries_dealt_anew`), with `tesko`'s rollouts spread over more
candidates and fewer worlds (`MEASURING`), for measurement only: a harness that holds the
game must hand them over with `see_truth` before every decision. `tesko-siroko` is that
allocation without the sight.
"""

from __future__ import annotations

import math
import random
import time
from collections.abc import Callable, Mapping
from dataclasses import dataclass, replace
from typing import Any

from izvori.agents.base import Choice
from izvori.agents.evaluate import evaluate, outcome
from izvori.agents.lako import HeuristicAgent, Plan
from izvori.agents.plays import priority_candidates
from izvori.agents.truth import libraries_dealt_anew
from izvori.agents.worlds import sample_hidden
from izvori.engine.carddef import CardDef
from izvori.engine.decisions import PASS, Action, Decision, DecisionKind, IllegalAnswer
from izvori.engine.determinize import REBUILDABLE, HiddenDeal, NotRebuildable, determinize
from izvori.engine.game import Game
from izvori.engine.steps import Step
from izvori.engine.view import GameView, view
from izvori.strings import t

MARGIN = 4.0  # damage units a different answer must gain over the heuristic's, on average
Z = 1.0  # ... and that many standard errors of the paired differences (`pick`)
ROLLOUT_ANSWERS = 600  # a safety limit on one rollout's length
CAP_MARGIN_S = 0.2  # the search stops this much before the cap: choosing and answering remain


@dataclass(frozen=True)
class Budget:
    worlds: int  # at most this many worlds per decision
    think_s: float  # soft: no new world is started after this much CPU time
    candidates: int  # the heuristic's top answers compared
    cap_s: float = 3.0  # hard: the best answer so far is returned (issue 14 §5)
    deterministic: bool = False  # only `worlds` stops the search (tests; the cap still holds)
    #: what the cap counts: "wall" (playing: what the player waits) or "cpu" (the arena on a
    #: shared machine: the deciding thread's CPU time, what one free core would take)
    cap_clock: str = "wall"

    def clock(self) -> Callable[[], float]:
        return time.thread_time if self.cap_clock == "cpu" else time.perf_counter

    def scaled(self, think_ms: int) -> Budget:
        """`--think-ms`: time and worlds in proportion (2× budget = 2× worlds), and one
        candidate more per doubling (one fewer per halving, at least two)."""
        if think_ms < 1:
            raise ValueError(f"think_ms must be at least 1, not {think_ms}")
        factor = think_ms / (self.think_s * 1000)
        return replace(
            self,
            think_s=think_ms / 1000,
            worlds=max(1, round(self.worlds * factor)),
            candidates=max(2, self.candidates + round(math.log2(factor))),
        )


LEVELS: dict[str, Budget] = {
    "srednje": Budget(worlds=4, think_s=0.15, candidates=2),
    "tesko": Budget(worlds=12, think_s=0.4, candidates=3),
}

#: The agents for measurement only (issue 14 §7: what honesty costs), never offered to a
#: player; both spend `tesko`'s rollouts a decision (7 worlds x 5 candidates = 35, against 12 x
#: 3 = 36) and its time. `tesko-vidi` searches over the true hidden cards: its worlds differ
#: only in the libraries' order, so it needs fewer of them and weighs more candidates — where
#: the sight can change which answer wins (with three candidates it changed almost nothing,
#: docs/ai.md). `tesko-siroko` is the same allocation over sampled worlds, without the sight:
#: the control that tells the sight's part of `tesko-vidi`'s lead from the allocation's.
_MEASURING_BUDGET = Budget(worlds=7, think_s=0.4, candidates=5)
MEASURING: dict[str, Budget] = {"tesko-vidi": _MEASURING_BUDGET, "tesko-siroko": _MEASURING_BUDGET}


class SearchAgent:
    """Determinized flat Monte Carlo over the heuristic's candidates (module docstring)."""

    def __init__(
        self,
        cards: Mapping[str, CardDef],
        budget: Budget,
        seed: int = 0,
        name: str = "tesko",
        decklists: tuple[Mapping[str, int], Mapping[str, int]] | None = None,
        sees_all: bool = False,
    ) -> None:
        self.cards = cards
        self.budget = budget
        self.seed = seed
        self.name = name
        self.decklists = decklists or ({}, {})
        self.sees_all = sees_all
        self.truth: HiddenDeal | None = None
        self.prior = HeuristicAgent(cards, seed=seed)
        self.rng = random.Random(seed * 7919 + 1)
        self.pool = sorted(cards)
        self.last_worlds = 0  # how many worlds the last decision looked at
        #: each finished world's scores of the last decision's candidates (what `pick` saw):
        #: the same-answers check compares them, so a cheaper rollout must score alike
        self.last_rows: list[list[float]] = []

    def fork(self) -> SearchAgent:
        """An independent copy in the same state (the honesty test asks twice)."""
        twin = SearchAgent(
            self.cards, self.budget, self.seed, self.name, self.decklists, self.sees_all
        )
        twin.prior = self.prior.fork()
        twin.rng.setstate(self.rng.getstate())
        twin.truth = self.truth
        return twin

    def see_truth(self, deal: HiddenDeal) -> None:
        """Measurement only (`tesko-vidi`): the real hidden cards, handed over by a harness
        that holds the game. An honest agent ignores them."""
        if self.sees_all:
            self.truth = deal

    # ------------------------------------------------------------------ deciding
    def decide(self, seen: GameView, decision: Decision) -> Choice:
        self.last_worlds = 0
        self.last_rows = []
        if decision.kind not in REBUILDABLE or seen.viewer is None:
            return self.prior.decide(seen, decision)
        candidates = self._candidates(seen, decision)
        if len(candidates) < 2:
            return self.prior.decide(seen, decision)
        salt = self.rng.randrange(1 << 62)
        best = self._search(seen, decision, candidates, salt)
        chosen = candidates[best]
        self.prior.adopt(seen, decision, chosen)
        if self.last_worlds == 0:
            return chosen
        if chosen.answer == PASS and best == 0:
            return chosen  # nothing to say about doing nothing
        return Choice(
            chosen.answer,
            t("ai.reason.search", worlds=self.last_worlds, reason=chosen.reason),
            chosen.plan,
        )

    def _candidates(self, seen: GameView, d: Decision) -> list[Choice]:
        k = self.budget.candidates
        if d.kind == DecisionKind.PRIORITY:
            if sum(1 for a in d.options if isinstance(a, Action) and a.kind != "mana") < 2:
                return []  # trivial (match.trivial): answered at once
            return priority_candidates(self.prior, seen, d, k)
        if not d.options:
            return []  # nothing may attack or block: answered at once
        # (one attacker or one possible block is still a choice: with it or without, C10)
        first = self.prior.fork().decide(seen, d)
        out = [first]
        for answer in self._combat_alternatives(seen, d, first.answer):
            legal = self.prior.legal(d, answer)
            if all(_norm(c.answer) != _norm(legal) for c in out):
                out.append(Choice(legal, self._combat_reason(seen, d, legal)))
            if len(out) >= k:
                break
        return out

    def _combat_alternatives(self, seen: GameView, d: Decision, first: Any) -> list[list[Any]]:
        if d.kind == DecisionKind.ATTACKERS:
            return [[], list(d.options)]
        # blockers: none, and the heuristic's blocks plus one more (a trade or a chump)
        pairs = [(int(b), int(a)) for b, a in d.options]
        used = {b for b, _a in first}
        out: list[list[Any]] = [[]]
        blocked = {a for _b, a in first}
        for b, a in sorted(pairs, key=lambda p: _value(seen, p[0])):
            if b not in used and a not in blocked:
                out.append([*first, (b, a)])
                used.add(b)
                blocked.add(a)
        return out

    def _combat_reason(self, seen: GameView, d: Decision, answer: list[Any]) -> str:
        label = self.prior.label
        if d.kind == DecisionKind.ATTACKERS:
            if not answer:
                return t("ai.reason.no_attack")
            return t("ai.reason.search_attack", cards=", ".join(label(seen, a) for a in answer))
        if not answer:
            return t("ai.reason.no_block")
        text = ", ".join(f"{label(seen, b)} → {label(seen, a)}" for b, a in answer)
        return t("ai.reason.search_block", blocks=text)

    # ------------------------------------------------------------------ search
    def _search(self, seen: GameView, d: Decision, candidates: list[Choice], salt: int) -> int:
        me = seen.viewer
        assert me is not None
        budget = self.budget
        # the soft budget is CPU time of this thread, so a level's strength doesn't depend on
        # how busy the machine is; the hard cap is wall-clock, what the player waits
        start = time.thread_time()
        now = budget.clock()
        deadline = now() + budget.cap_s - CAP_MARGIN_S
        rows: list[list[float]] = []  # per finished world, every candidate's score
        stop_turn = seen.turn + 2  # the end of the next turn (`past_horizon`)
        for i in range(budget.worlds):
            if i and not budget.deterministic and time.thread_time() - start > budget.think_s:
                break
            if i and now() > deadline:
                break  # (before dealing a world it could not finish: the cap, §5)
            rng = random.Random(salt + i)
            if self.sees_all and self.truth is not None:
                deal = libraries_dealt_anew(self.truth, rng)
            else:
                deal = sample_hidden(seen, self.decklists, rng, self.pool)
            try:
                world = determinize(seen, deal, self.cards, seed=rng.randrange(1 << 30))
            except NotRebuildable:
                return 0
            if world.pending is None or world.pending.kind != d.kind:
                return 0
            bot_seed = rng.randrange(1 << 30)
            scores: list[float | None] = []
            for j, c in enumerate(candidates):
                if now() > deadline:
                    break
                # the last candidate plays on in the world itself: nothing needs it after
                game = world if j == len(candidates) - 1 else world.copy()
                scores.append(self._rollout(game, c, me, bot_seed, stop_turn, deadline))
            if len(scores) < len(candidates) or any(s is None for s in scores):
                if now() > deadline:
                    break  # the hard cap: this world was not finished, leave it out
                continue
            rows.append([s for s in scores if s is not None])
            self.last_worlds += 1
        self.last_rows = rows
        return pick(rows)

    def _rollout(
        self, game: Game, c: Choice, me: int, bot_seed: int, stop_turn: int, deadline: float
    ) -> float | None:
        """`c` played in `game` (a world of its own, played on here) and scored."""
        try:
            return self._play_on(game, c, me, bot_seed, stop_turn, deadline)
        except IllegalAnswer:
            return None  # the candidate is not an answer in this world
        except Exception:
            # a world is an approximation (izvori.engine.determinize): one the engine can't
            # play on is left out rather than stopping the computer's turn
            return None

    def _play_on(
        self, game: Game, c: Choice, me: int, bot_seed: int, stop_turn: int, deadline: float
    ) -> float | None:
        game.submit(c.answer)
        bots = (
            HeuristicAgent(self.cards, seed=bot_seed),
            HeuristicAgent(self.cards, seed=bot_seed + 1),
        )
        # the candidate is a complete play: the cast's own decisions (targets, X, mode)
        # follow its plan, as the agent will if the search chooses it
        bots[me].plan = c.plan if isinstance(c.plan, Plan) else None
        for n in range(ROLLOUT_ANSWERS):
            if game.result is not None or past_horizon(game, stop_turn):
                break
            if n % 8 == 0 and self.budget.clock()() > deadline:
                return None
            d = game.pending
            assert d is not None
            game.submit(_fast_answer(bots[d.player], game, d))
        if game.result is not None:
            return outcome(game.result.winner, me)  # no view needed to score an end
        return self._score(game, me)

    def _score(self, game: Game, me: int) -> float:
        """A rollout's position at the horizon, for `me` (benchmarks/search_quality.py keeps
        the terms behind it too)."""
        return evaluate(view(game, me), me)


def past_horizon(game: Game, stop_turn: int) -> bool:
    """Whether a rollout has reached its horizon: the end of the next turn — once what
    triggered "na početku pripreme" of the turn after it has resolved (D11.80: a win by life,
    Stepenice k Nebu; an upkeep's life cost, Demon Bezdana), which no choice then changes.
    (Only the triggers: a rollout that played the upkeep itself would find that an ability
    played "samo tokom pripreme", Navi Suvoduha's, can always wait a turn.)"""
    if game.turn != stop_turn:
        return game.turn > stop_turn
    return not (game.step == Step.UPKEEP and game.stack)


def pick(rows: list[list[float]]) -> int:
    """The candidate to play, from each world's scores (column 0: the heuristic's answer).

    Another answer must beat the heuristic's on the paired differences (same world, same
    rollout seeds) by `MARGIN` and by `Z` standard errors: the worlds must agree, so a lucky
    rollout doesn't overrule a sound heuristic."""
    if not rows:
        return 0
    n = len(rows)
    best, best_gain = 0, 0.0
    for j in range(1, len(rows[0])):
        diffs = [r[j] - r[0] for r in rows]
        mean = sum(diffs) / n
        var = sum((x - mean) ** 2 for x in diffs) / (n - 1) if n > 1 else mean * mean
        se = (var / n) ** 0.5
        if mean > max(MARGIN, Z * se) and mean > best_gain:
            best, best_gain = j, mean
    return best


def _fast_answer(bot: HeuristicAgent, game: Game, d: Decision) -> Any:
    """The heuristic's answer, without building a view where it doesn't read one (speed:
    views are most of a rollout's cost outside the engine)."""
    if d.kind == DecisionKind.PRIORITY and all(
        isinstance(a, Action) and a.kind in ("pass", "mana") for a in d.options
    ):
        return PASS  # it never taps mana for nothing (no mana udar)
    own_on_top = bool(game.stack) and game.stack[-1].controller == d.player
    top = game.stack[-1].source if own_on_top else None
    blind = bot.blind(d, own_on_top, lambda oid: _printed_name(game, oid), top)
    if blind is not None:
        return blind.answer
    return bot.decide(view(game, d.player), d).answer


def _printed_name(game: Game, oid: int) -> str | None:
    """The printed name of an object of the world, as its view would show it."""
    obj = game.objects.get(oid)
    return obj.card.name if obj is not None else None


def _norm(answer: Any) -> Any:
    if isinstance(answer, list):
        return sorted(tuple(x) if isinstance(x, (list, tuple)) else x for x in answer)
    return answer


def _value(seen: GameView, oid: int) -> int:
    from izvori.agents.knowledge import creature_value

    perm = seen.permanent(oid)
    return creature_value(perm) if perm is not None else 0
