"""How good the search's choices are, judged decision by decision (issue 14 item 7).

Whole games decide a comparison of two search settings only after hundreds of games (13–30
CPU seconds each). This tool asks the question one decision at a time instead, where the
answer can be looked up:

    python benchmarks/search_quality.py record OUT.jsonl [--games N] [--seed S] [--rollouts R]
    python benchmarks/search_quality.py report OUT.jsonl [OUT2.jsonl ...]

`record` plays `tesko` against `lako` (the arena's seat- and deck-swapped schedule). At every
decision `tesko` searches, it searches twice more — once with 12 sampled worlds (6 are their
first six) and once over the true hidden cards (what `tesko-vidi` would see) — and keeps every
world's scores of every candidate and the evaluation's terms behind each score. Then it judges
the candidates on the *true* position: each is played on to the end of the game by `lako` for
both sides, `R` times with the same seeds for every candidate (common random numbers) — each
time with both libraries shuffled anew, since the draws to come are unknown to both players
(so the judge credits `tesko-vidi`'s knowledge of the hand, not of the library order) — and
its share of wins is kept. `tesko` itself plays the answer of its default setting (12 worlds,
`search.MARGIN`, `search.Z`), so the positions are those a `tesko` game reaches. Candidates
no setting of the report would pick are not played on.

`report` replays `search.pick` on the kept scores for each setting — worlds 6, 12 or the true
cards; today's or fitted evaluation weights; clipped scores; margin; z — and prints, per
setting, how often it overrules the heuristic and the mean gain in win share per searched
decision against always playing the heuristic's answer (with its standard error over the
decisions), and the same paired against `tesko`'s own setting on the same decisions. A
setting that overrules often but gains nothing is following a biased estimate.

The judge plays `lako` to the end: it measures the search's horizon and evaluation (the end of
the next turn, `evaluate`), not `lako`'s own play, which both share. Measurement only: it
reads the real game, which no agent ever does.
"""

from __future__ import annotations

import argparse
import itertools
import json
import math
import random
import sys
import time
from collections.abc import Iterator
from dataclasses import replace
from pathlib import Path
from typing import Any

from izvori.agents import search
from izvori.agents.arena import _pool, schedule, seated
from izvori.agents.arena_cli import starter_decks
from izvori.agents.base import Choice
from izvori.agents.evaluate import WEIGHTS, term_gaps
from izvori.agents.lako import HeuristicAgent, Plan
from izvori.agents.search import SearchAgent, _fast_answer
from izvori.agents.truth import true_deal
from izvori.engine.decisions import Decision
from izvori.engine.game import Game
from izvori.engine.view import GameView, view

WORLDS = (6, 12)  # the sampled-world budgets the report compares (prefixes of 12)
TRUTH_WORLDS = 12  # rollouts over the true hidden cards (tesko-vidi's search)
MARGINS = (0.0, 4.0, 10.0, 20.0, 40.0, 80.0)
#: each rollout's score clipped to ± this before the mean (a rollout that ends the game scores
#: ±`evaluate.WIN`, which outweighs every other world: does that help or hurt?)
CLIPS = (math.inf, 1_000.0, 300.0)
ZS = (0.0, 1.0, 2.0)
BRIEF_CLIPS = (math.inf, 300.0)  # what the report shows without --all
BRIEF_MARGINS = (0.0, 4.0, 20.0, 40.0)
TURN_CAP = 60
#: the evaluation's weights the report compares (`evaluate.TERMS`): today's, and those
#: `benchmarks/eval_fit.py --games 504 --seed 5` fitted to who won 504 lako games (life = 1)
EVALUATIONS: dict[str, tuple[float, ...]] = {
    "today": WEIGHTS,
    "fitted": (1.0, 0.67, 7.49, 6.32, -23.0, 3.28, 1.36, 0.0),
}


def settings() -> Iterator[tuple[str, str, float, float, float]]:
    for evaluation in EVALUATIONS:
        for worlds in [*(str(w) for w in WORLDS), "truth"]:
            for clip in CLIPS:
                for margin in MARGINS:
                    for z in ZS:
                        yield evaluation, worlds, clip, margin, z


def pick_with(rows: list[list[float]], clip: float, margin: float, z: float) -> int:
    """`search.pick` with the scores clipped and another margin and z."""
    if clip != math.inf:
        rows = [[max(-clip, min(clip, x)) for x in row] for row in rows]
    saved = search.MARGIN, search.Z
    search.MARGIN, search.Z = margin, z
    try:
        return search.pick(rows)
    finally:
        search.MARGIN, search.Z = saved


def rows_for(record: dict[str, Any], worlds: str, evaluation: str = "today") -> list[list[float]]:
    """Each world's scores of the candidates, as `evaluation` would have scored them."""
    truth = worlds == "truth"
    if evaluation == "today":
        rows: list[list[float]] = record["truth_rows" if truth else "rows"]
    else:
        weights = EVALUATIONS[evaluation]
        rows = [
            [x if isinstance(x, float | int) else _dot(weights, x) for x in world]
            for world in record["truth_terms" if truth else "terms"]
        ]
    return rows if truth else rows[: int(worlds)]


def _dot(weights: tuple[float, ...], xs: list[float]) -> float:
    return sum(w * x for w, x in zip(weights, xs, strict=True))


class Recorder(SearchAgent):
    """`tesko` that keeps, at each searched decision, what the report needs."""

    def __init__(self, *args: Any, rollouts: int, **kwargs: Any) -> None:
        super().__init__(*args, **kwargs)
        self.game: Game | None = None  # handed over by the harness: measurement only
        self.rollouts = rollouts
        self.records: list[dict[str, Any]] = []
        #: every rollout of the search under way: the terms at its horizon (each side's
        #: `evaluate.terms`, the deciding player's minus the other's) or the ended game's score
        self.trace: list[float | list[float] | None] = []
        self.horizon_terms: list[float] = []

    def _score(self, game: Game, me: int) -> float:
        # `evaluate` is the weighted sum of these gaps (whole numbers: the same value exactly)
        self.horizon_terms = term_gaps(view(game, me), me)
        return _dot(WEIGHTS, self.horizon_terms)

    def _rollout(self, game: Game, c: Choice, me: int, *rest: Any) -> float | None:
        self.horizon_terms = []
        score = super()._rollout(game, c, me, *rest)
        self.trace.append(None if score is None else self.horizon_terms or score)
        return score

    def _traced(self, k: int) -> list[list[float | list[float]]]:
        """The trace cut into worlds of `k` candidates, leaving out the worlds `_search` left
        out (a candidate that was not an answer there)."""
        worlds = [self.trace[i : i + k] for i in range(0, len(self.trace), k)]
        return [[x for x in w if x is not None] for w in worlds if None not in w]

    def _search(self, seen: GameView, d: Decision, candidates: list[Choice], salt: int) -> int:
        assert self.game is not None
        wide = replace(self.budget, worlds=max(WORLDS), deterministic=True, cap_s=600.0)
        saved_budget = self.budget
        self.budget = wide
        k = len(candidates)
        try:
            self.trace = []
            super()._search(seen, d, candidates, salt)
            rows, rollouts = self.last_rows, self._traced(k)
            self.sees_all, self.truth = True, true_deal(self.game, d.player)
            self.budget = replace(wide, worlds=TRUTH_WORLDS)
            self.trace = []
            super()._search(seen, d, candidates, salt)
            truth_rows, truth_rollouts = self.last_rows, self._traced(k)
        finally:
            self.sees_all, self.truth, self.budget = False, None, saved_budget
        default = rows[: saved_budget.worlds]
        self.last_rows, self.last_worlds = default, len(default)
        if not rows or not truth_rows:
            return 0
        record: dict[str, Any] = {
            "turn": seen.turn,
            "kind": str(d.kind),
            "reasons": [c.reason for c in candidates],
            "rows": rows,
            "truth_rows": truth_rows,
            "terms": rollouts,
            "truth_terms": truth_rollouts,
        }
        assert len(rollouts) == len(rows) and len(truth_rollouts) == len(truth_rows)
        picked = {0}
        for evaluation, worlds, clip, margin, z in settings():
            picked.add(pick_with(rows_for(record, worlds, evaluation), clip, margin, z))
        record["judged"] = sorted(picked)
        record["wins"] = self._judge(self.game, d.player, candidates, sorted(picked), salt)
        self.records.append(record)
        return search.pick(default)

    def _judge(
        self, game: Game, me: int, candidates: list[Choice], which: list[int], salt: int
    ) -> dict[str, float]:
        """Each candidate's share of wins, played on to the end of the true game."""
        if which == [0]:
            return {}
        out: dict[str, float] = {}
        for j in which:
            total = 0.0
            for r in range(self.rollouts):
                rng = random.Random(salt * 31 + r)
                total += _to_the_end(
                    game.copy(), candidates[j], me, rng.randrange(1 << 30), self.cards
                )
            out[str(j)] = total / self.rollouts
        return out


def _to_the_end(game: Game, c: Choice, me: int, bot_seed: int, cards: Any) -> float:
    # the draws to come are as unknown to both players as a fresh shuffle: each judging
    # rollout deals them anew (the same for every candidate), so a candidate is judged over
    # many futures rather than over the one this game's library order holds
    game.rng.seed(bot_seed)
    game.shuffle(0)
    game.shuffle(1)
    game.touch()
    game.submit(c.answer)
    bots = (HeuristicAgent(cards, seed=bot_seed), HeuristicAgent(cards, seed=bot_seed + 1))
    bots[me].plan = c.plan if isinstance(c.plan, Plan) else None
    answers = 0
    while game.result is None and game.turn <= TURN_CAP and answers < 20_000:
        d = game.pending
        assert d is not None
        game.submit(_fast_answer(bots[d.player], game, d))
        answers += 1
    if game.result is None or game.result.winner is None:
        return 0.5
    return 1.0 if game.result.winner == me else 0.0


def record(args: argparse.Namespace) -> int:
    pool = _pool()
    specs = schedule(
        ("tesko", "lako"), starter_decks(), args.first + args.games, args.seed, None, TURN_CAP
    )
    out = Path(args.out)
    done = set()
    if out.exists():
        done = {json.loads(line)["game"] for line in out.read_text().splitlines() if line}
    for spec in specs[args.first :]:
        if spec.index in done:
            continue
        decks, agents = seated(spec)
        seat = spec.a_seat
        tesko = agents[seat]
        assert isinstance(tesko, SearchAgent)
        rec = Recorder(
            pool,
            tesko.budget,
            seed=tesko.seed,
            name="tesko",
            decklists=tesko.decklists,
            rollouts=args.rollouts,
        )
        seats: list[Any] = list(agents)
        seats[seat] = rec
        game = Game(decks, ("Prvi", "Drugi"), seed=spec.seed)
        c0 = time.process_time()
        while game.result is None and game.turn <= TURN_CAP:
            d = game.pending
            assert d is not None
            rec.game = game
            answer = seats[d.player].decide(view(game, d.player), d).answer
            game.submit(answer)
        winner = game.result.winner if game.result is not None else None
        with out.open("a") as f:
            for r in rec.records:
                f.write(json.dumps({"game": spec.index, **r}) + "\n")
            f.write(json.dumps({"game": spec.index, "end": True, "won": winner == seat}) + "\n")
        print(
            f"game {spec.index}: {len(rec.records)} decisions, "
            f"{'won' if winner == seat else 'lost'}, {time.process_time() - c0:.0f} CPU s",
            flush=True,
        )
    return 0


def report(args: argparse.Namespace) -> int:
    records = []
    for name in args.files:
        for line in Path(name).read_text().splitlines():
            r = json.loads(line)
            if not r.get("end"):
                records.append(r)
    n = len(records)
    print(f"{n} searched decisions")
    default = ("today", "12", math.inf, search.MARGIN, search.Z)  # what `tesko` plays
    base = {id(r): _gain(r, pick_with(rows_for(r, "12"), *default[2:])) for r in records}
    print(
        "| evaluation | worlds | clip | margin | z | overruled | mean gain in win share | se "
        "| against tesko's setting | se |"
    )
    print("| --- | --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: |")
    for setting in settings():
        evaluation, worlds, clip, margin, z = setting
        if not args.all and (clip not in BRIEF_CLIPS or margin not in BRIEF_MARGINS or z > 1):
            continue
        usable = [r for r in records if evaluation == "today" or "terms" in r]
        picks = [pick_with(rows_for(r, worlds, evaluation), clip, margin, z) for r in usable]
        if not usable:
            continue
        gains = [_gain(r, j) for r, j in zip(usable, picks, strict=True)]
        paired = [g - base[id(r)] for r, g in zip(usable, gains, strict=True)]
        overruled = sum(1 for j in picks if j) / len(usable)
        mark = " (tesko)" if setting == default else ""
        print(
            f"| {evaluation}{mark} | {worlds} | {clip:g} | {margin:g} | {z:g} | {overruled:.1%} | "
            f"{_mean_se(gains)} | {_mean_se(paired)} |"
        )
    best = [max(r["wins"].values()) - r["wins"]["0"] if r["wins"] else 0.0 for r in records]
    print(
        f"\nthe best judged candidate of each decision (a bound for these settings): "
        f"{_mean_se(best).replace(' | ', ' ± ')}, better than the heuristic's answer at "
        f"{sum(1 for b in best if b > 0)} of {n} decisions"
    )
    calibration(records)
    return 0


def _gain(record: dict[str, Any], j: int) -> float:
    """Candidate `j`'s gain in win share over the heuristic's answer, as the judge found it."""
    if j == 0:
        return 0.0
    if str(j) not in record["wins"]:
        raise SystemExit(f"game {record['game']}: candidate {j} was not judged")
    return float(record["wins"][str(j)] - record["wins"]["0"])


def _mean_se(xs: list[float]) -> str:
    mean = sum(xs) / len(xs)
    var = sum((x - mean) ** 2 for x in xs) / max(1, len(xs) - 1)
    return f"{mean:+.4f} | {math.sqrt(var / len(xs)):.4f}"


#: bounds of the estimated gain (damage units, the mean paired difference over the worlds)
BUCKETS = (0.0, 4.0, 10.0, 20.0, 40.0, 80.0, 200.0, 1_000.0, math.inf)


def calibration(records: list[dict[str, Any]]) -> None:
    """What an estimated gain is worth: the judged other candidates grouped by their mean gain
    over the heuristic's answer as the search estimated it (12 sampled worlds, and the true
    cards), with their mean gain in win share on the true position."""
    for evaluation, worlds in itertools.product(EVALUATIONS, ("12", "truth")):
        groups: dict[int, list[float]] = {}
        for r in records:
            if evaluation != "today" and "terms" not in r:
                continue
            rows = rows_for(r, worlds, evaluation)
            for key, share in r["wins"].items():
                j = int(key)
                if j == 0 or not rows:
                    continue
                est = sum(row[j] - row[0] for row in rows) / len(rows)
                b = next((i for i, top in enumerate(BUCKETS) if est <= top), len(BUCKETS))
                groups.setdefault(b, []).append(share - r["wins"]["0"])
        print(
            f"\nestimated gain ({evaluation} evaluation, {worlds} worlds) → gain in win share "
            "on the true position"
        )
        print("| estimated gain | candidates | mean gain in win share |")
        print("| --- | ---: | ---: |")
        for b in sorted(groups):
            low = "−∞" if b == 0 else f"{BUCKETS[b - 1]:g}"
            top = f"{BUCKETS[b]:g}" if b < len(BUCKETS) else "∞"
            g = groups[b]
            print(f"| ({low}, {top}] | {len(g)} | {sum(g) / len(g):+.4f} |")


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(prog="python benchmarks/search_quality.py")
    sub = ap.add_subparsers(dest="cmd", required=True)
    rec = sub.add_parser("record")
    rec.add_argument("out")
    rec.add_argument("--games", type=int, default=4)
    rec.add_argument("--first", type=int, default=0)
    rec.add_argument("--seed", type=int, default=21)
    rec.add_argument("--rollouts", type=int, default=16)
    rep = sub.add_parser("report")
    rep.add_argument("files", nargs="+")
    rep.add_argument("--all", action="store_true", help="every setting, not only the main ones")
    args = ap.parse_args(argv)
    return record(args) if args.cmd == "record" else report(args)


if __name__ == "__main__":
    sys.exit(main())
