"""Paired games: what sets one agent apart from another, on the same deals (issue 14 §7).

Two matches of one schedule — A against B and C against B — play game i with the same seeds:
the same decks and seats, the same shuffles, the same seeds for every agent. Where A and C
answer alike the two games are one game, to the last answer; where they answer differently
the games part there. The difference of A's and C's results in game i (a win 1, a draw ½, a
loss 0) is then the effect of what sets A apart from C alone, the luck of the deal taken out:
its mean estimates A's score against B minus C's, and only the pairs that ended differently
carry any information. With A the cheating `tesko-vidi` and C its honest twin `tesko-siroko`
(the same allocation of rollouts, search.MEASURING) it is what the sight is worth.

Measured against the same games played unpaired, the gain is in the variance: an unpaired
head-to-head score has a variance of about ¼ a game, a paired difference one of about the
share of pairs that ended differently.
"""

from __future__ import annotations

import math
import statistics
from collections.abc import Iterable
from dataclasses import dataclass

from izvori.agents.arena import GameOutcome


@dataclass(frozen=True)
class PairedResult:
    pairs: int
    a_score: float  # A's score in its games of the pairs (draws half)
    c_score: float  # C's score in its games of the same pairs
    better: int  # pairs in which A did better than C
    worse: int  # pairs in which A did worse than C
    identical: int  # pairs whose two games had the same length and winner
    effect: float  # the mean difference: a_score - c_score
    ci95: tuple[float, float]  # effect ± 1.96 standard errors of the mean difference
    sign_p: float  # exact two-sided sign test over the pairs that ended differently

    def to_json(self) -> dict[str, object]:
        return {
            "pairs": self.pairs,
            "a_score": round(self.a_score, 4),
            "c_score": round(self.c_score, 4),
            "better": self.better,
            "worse": self.worse,
            "same_length_and_winner": self.identical,
            "effect": round(self.effect, 4),
            "ci95": [round(x, 4) for x in self.ci95],
            "sign_p": round(self.sign_p, 4),
        }


def score(outcome: GameOutcome) -> float:
    """The first agent's result in a game: a win 1, a draw (or the turn cap) ½, a loss 0."""
    return 1.0 if outcome.winner == "A" else 0.5 if outcome.winner is None else 0.0


def paired(a_games: Iterable[GameOutcome], c_games: Iterable[GameOutcome]) -> PairedResult:
    """The games of the two matches joined by their index in the schedule (a game played in
    only one of them is left out)."""
    by_index = {o.index: o for o in c_games}
    pairs = [(a, by_index[a.index]) for a in a_games if a.index in by_index]
    diffs = [score(a) - score(c) for a, c in pairs]
    n = len(pairs)
    if n == 0:
        return PairedResult(0, 0.0, 0.0, 0, 0, 0, 0.0, (0.0, 0.0), 1.0)
    effect = sum(diffs) / n
    half = 1.96 * statistics.stdev(diffs) / math.sqrt(n) if n > 1 else 1.0
    better = sum(1 for d in diffs if d > 0)
    worse = sum(1 for d in diffs if d < 0)
    same = sum(1 for a, c in pairs if a.winner == c.winner and a.turns == c.turns)
    return PairedResult(
        pairs=n,
        a_score=sum(score(a) for a, _ in pairs) / n,
        c_score=sum(score(c) for _, c in pairs) / n,
        better=better,
        worse=worse,
        identical=same,
        effect=effect,
        ci95=(effect - half, effect + half),
        sign_p=sign_test(better, worse),
    )


def sign_test(better: int, worse: int) -> float:
    """Two-sided exact binomial test of `better` against `worse` with p = ½ (a draw-free
    McNemar test: only the pairs that ended differently count)."""
    n = better + worse
    if n == 0:
        return 1.0
    tail = sum(math.comb(n, k) for k in range(min(better, worse) + 1)) / (1 << n)
    return min(1.0, 2 * tail)
