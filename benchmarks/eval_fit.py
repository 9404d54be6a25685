"""How well the search's evaluation foretells who wins (issue 14 item 3: the rollouts' score).

    python benchmarks/eval_fit.py [--games N] [--seed S] [--agent lako]

The search scores a rollout at its horizon (the end of the next turn) with
`izvori.agents.evaluate`: a weighted sum of each side's life, board, cards in hand, sources,
other permanents, turns-to-kill clock, danger and decking terms. This plays `--agent` against
itself over every starter-deck pairing, keeps those terms for both players at the start of
every turn, and labels each position with the game's winner. It prints:

* how often the side the evaluation prefers goes on to win, and the log-loss of the
  evaluation read as a win probability (a logistic curve, its one scale fitted), by turn;
* a logistic regression of the winner on the same terms (both players' differences, no
  intercept — the evaluation is symmetric — plus whose turn it is), fitted on even games and
  scored on odd ones, with its weights in the evaluation's units (life = 1) beside today's.

A better forecaster is not yet a stronger search (the search compares candidates in one
position), but an evaluation that foretells the winner poorly is one the search can't lean on.
Measurement only: the games are played through the agents' views like any other.
"""

from __future__ import annotations

import argparse
import math
import sys
from collections.abc import Callable

from izvori.agents.arena import _pool
from izvori.agents.arena_cli import starter_decks
from izvori.agents.evaluate import TERMS, WEIGHTS, term_gaps
from izvori.agents.match import play_match
from izvori.agents.registry import make_agent
from izvori.cards.library import load_deck_by_name
from izvori.engine.game import Game
from izvori.engine.view import view


def collect(games: int, seed: int, agent: str) -> list[tuple[int, int, list[float], int]]:
    """(game, turn, player 0's terms minus player 1's + whose turn, winner 0/1) per turn."""
    pool = _pool()
    decks = starter_decks()
    pairs = [(a, b) for i, a in enumerate(decks) for b in decks[i + 1 :]]
    out: list[tuple[int, int, list[float], int]] = []
    for g in range(games):
        d0, d1 = pairs[g % len(pairs)]
        if g // len(pairs) % 2:
            d0, d1 = d1, d0
        cards = [load_deck_by_name(n, pool).cards for n in (d0, d1)]
        agents = (
            make_agent(agent, pool, seed=seed + g),
            make_agent(agent, pool, seed=seed + g + 1),
        )
        rows: list[tuple[int, list[float]]] = []
        at_turn = _turn_recorder(rows)
        res = play_match(cards, agents, seed * 1_000 + g, on_answer=at_turn)
        if res.winner is None:
            continue
        out += [(g, turn, x, 1 if res.winner == 0 else 0) for turn, x in rows]
    return out


def _turn_recorder(rows: list[tuple[int, list[float]]]) -> Callable[[Game], None]:
    """Called after every answer: at a new turn, keeps (turn, player 0's terms minus player
    1's, +1/-1 for whose turn it is) in `rows`."""
    last = [0]

    def at_turn(game: Game) -> None:
        if game.turn != last[0] and game.result is None:
            last[0] = game.turn
            seen = view(game, 0)
            mover = 1.0 if seen.active == 0 else -1.0
            rows.append((game.turn, [*term_gaps(seen, 0), mover]))

    return at_turn


def fit(xs: list[list[float]], ys: list[int], steps: int = 400) -> list[float]:
    """Logistic regression without intercept by Newton's method (few features, many rows)."""
    k = len(xs[0])
    w = [0.0] * k
    for _ in range(steps):
        grad = [0.0] * k
        hess = [[0.0] * k for _ in range(k)]
        for x, y in zip(xs, ys, strict=True):
            p = _sigmoid(sum(a * b for a, b in zip(w, x, strict=True)))
            for i in range(k):
                grad[i] += (y - p) * x[i]
                for j in range(k):
                    hess[i][j] += p * (1 - p) * x[i] * x[j]
        for i in range(k):
            hess[i][i] += 1e-6  # a ridge: keeps the step defined when a term never varies
        step = _solve(hess, grad)
        w = [a + b for a, b in zip(w, step, strict=True)]
        if max(abs(s) for s in step) < 1e-9:
            break
    return w


def _sigmoid(z: float) -> float:
    """The win probability a score stands for (clamped: `exp` overflows past ±700)."""
    return 1 / (1 + math.exp(-max(-30.0, min(30.0, z))))


def _solve(a: list[list[float]], b: list[float]) -> list[float]:
    n = len(b)
    m = [[*row, b[i]] for i, row in enumerate(a)]
    for c in range(n):
        piv = max(range(c, n), key=lambda r: abs(m[r][c]))
        m[c], m[piv] = m[piv], m[c]
        for r in range(n):
            if r != c and m[c][c]:
                f = m[r][c] / m[c][c]
                m[r] = [x - f * y for x, y in zip(m[r], m[c], strict=True)]
    return [m[i][n] / m[i][i] if m[i][i] else 0.0 for i in range(n)]


def scores(xs: list[list[float]], ys: list[int], score: Callable[[list[float]], float]) -> str:
    n = len(xs)
    right = sum(1 for x, y in zip(xs, ys, strict=True) if (score(x) > 0) == (y == 1))
    ties = sum(1 for x in xs if score(x) == 0)
    loss = 0.0
    for x, y in zip(xs, ys, strict=True):
        p = _sigmoid(score(x))
        loss -= math.log(max(1e-12, p if y else 1 - p))
    return f"{(right + ties / 2) / n:.1%} right, log-loss {loss / n:.3f}"


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(prog="python benchmarks/eval_fit.py")
    ap.add_argument("--games", type=int, default=420)
    ap.add_argument("--seed", type=int, default=5)
    ap.add_argument("--agent", default="lako")
    args = ap.parse_args(argv)
    data = collect(args.games, args.seed, args.agent)
    train = [(x, y) for g, _t, x, y in data if g % 2 == 0]
    test = [(x, y) for g, _t, x, y in data if g % 2 == 1]
    print(f"{len(data)} positions from {len({g for g, *_ in data})} decided games")
    today = [*WEIGHTS, 0.0]
    base = [sum(a * b for a, b in zip(today, x, strict=True)) for x, _y in train]
    scale = fit([[b] for b in base], [y for _x, y in train])[0]

    def today_score(x: list[float]) -> float:
        return scale * sum(a * b for a, b in zip(today, x, strict=True))

    w = fit([x for x, _y in train], [y for _x, y in train])

    def fitted(x: list[float]) -> float:
        return sum(a * b for a, b in zip(w, x, strict=True))

    tx, ty = [x for x, _y in test], [y for _x, y in test]
    print(f"today's evaluation (held-out games): {scores(tx, ty, today_score)}")
    print(f"fitted weights (held-out games):     {scores(tx, ty, fitted)}")
    by_turn: dict[int, list[tuple[list[float], int]]] = {}
    for _g, t, x, y in data:
        if _g % 2 == 1:
            by_turn.setdefault(min(t, 13) // 4, []).append((x, y))
    print("\n| turns | positions | today | fitted |")
    print("| --- | ---: | --- | --- |")
    for b in sorted(by_turn):
        xs, ys = [x for x, _ in by_turn[b]], [y for _, y in by_turn[b]]
        label = f"{4 * b}–{4 * b + 3}" if b < 3 else "12+"
        print(f"| {label} | {len(xs)} | {scores(xs, ys, today_score)} | {scores(xs, ys, fitted)} |")
    life = w[0] if w[0] else 1.0
    print("\n| term | today (damage units) | fitted (life = 1) |")
    print("| --- | ---: | ---: |")
    for name, t, f in zip((*TERMS, "whose turn"), today, w, strict=True):
        print(f"| {name} | {t:g} | {f / life:.2f} |")
    return 0


if __name__ == "__main__":
    sys.exit(main())
