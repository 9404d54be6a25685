"""benchmarks/search_quality.py: the search's choices judged decision by decision (issue 14
item 7). The recording itself plays whole `tesko` games (minutes); these tests pin the parts
the figures in docs/ai.md rest on: a setting's pick, the judge's play to the end, the report."""

from __future__ import annotations

import importlib.util
import json
import math
import random
from pathlib import Path
from types import ModuleType
from typing import Any

import pytest

from izvori.agents import search
from izvori.agents.base import Choice
from izvori.agents.evaluate import TERMS, WEIGHTS, evaluate, terms
from izvori.agents.lako import HeuristicAgent
from izvori.agents.search import MARGIN, Z, pick
from izvori.cards.library import load_cards_or_raise, load_deck_by_name
from izvori.engine.decisions import PASS
from izvori.engine.game import Game
from izvori.engine.view import view

BENCH = Path(__file__).resolve().parents[2] / "benchmarks" / "search_quality.py"


def _bench(path: Path) -> ModuleType:
    """A benchmark script loaded as a module (benchmarks/ is not a package)."""
    spec = importlib.util.spec_from_file_location(path.stem, path)
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


@pytest.fixture(scope="module")
def sq() -> ModuleType:
    return _bench(BENCH)


def test_a_setting_is_the_search_pick_with_its_own_margin_z_and_clip(sq: ModuleType) -> None:
    # one world where the other answer's rollout won the game, eleven where it is a bit worse
    rows = [[0.0, 100_000.0]] + [[0.0, -40.0]] * 11
    assert sq.pick_with(rows, math.inf, MARGIN, Z) == pick(rows)
    assert sq.pick_with(rows, math.inf, 4.0, 0.0) == 1  # the won game outweighs everything
    assert sq.pick_with(rows, 300.0, 4.0, 0.0) == 0  # clipped, it is one good world of twelve
    assert (search.MARGIN, search.Z) == (MARGIN, Z)  # the search's own constants put back


def test_the_judge_plays_a_copy_to_the_end_the_same_way_for_the_same_seed(
    sq: ModuleType,
) -> None:
    pool = load_cards_or_raise()
    decks = [load_deck_by_name(n, pool).cards for n in ("demo-crvena", "demo-zelena")]
    game = Game(decks, ("A", "B"), seed=3)
    before = game.pending
    first = sq._to_the_end(game.copy(), Choice(PASS), game.pending.player, 11, pool)
    again = sq._to_the_end(game.copy(), Choice(PASS), game.pending.player, 11, pool)
    assert first in (0.0, 0.5, 1.0)
    assert first == again  # common random numbers: the same seed, the same game
    assert game.pending is before and game.result is None  # the real game is untouched


def _write(path: Path, records: list[dict[str, Any]]) -> None:
    path.write_text("".join(json.dumps(r) + "\n" for r in records))


def test_the_report_counts_overrules_and_their_gain_in_win_share(
    sq: ModuleType, tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    better = {"rows": [[0.0, 50.0]] * 24, "truth_rows": [[0.0, -50.0]] * 12}
    same = {"rows": [[0.0, -5.0]] * 24, "truth_rows": [[0.0, -5.0]] * 12}
    records = [
        {"game": 0, **better, "wins": {"0": 0.25, "1": 0.75}},
        {"game": 0, **same, "wins": {}},
        {"game": 0, "end": True, "won": True},
    ]
    f = tmp_path / "q.jsonl"
    _write(f, records)
    assert sq.main(["report", str(f)]) == 0
    out = capsys.readouterr().out
    assert "2 searched decisions" in out
    # 12 sampled worlds at margin 4, z 1: the first decision overruled, +0.5 of two decisions
    assert "| 12 | inf | 4 | 1 | 50.0% | +0.2500 |" in out
    # the true cards say the other answer is worse: never overruled
    assert "| truth | inf | 4 | 1 | 0.0% | +0.0000 |" in out
    # calibration: the one judged other answer, estimated +50, gained +0.5 of a win
    assert "| (40, 80] | 1 | +0.5000 |" in out


# ---------------------------------------------------------------- benchmarks/eval_fit.py
EVAL_FIT = BENCH.with_name("eval_fit.py")


@pytest.fixture(scope="module")
def ef() -> ModuleType:
    return _bench(EVAL_FIT)


def test_the_fit_finds_the_weights_that_made_the_winners(ef: ModuleType) -> None:
    rng = random.Random(4)
    xs, ys = [], []
    for _ in range(4000):
        x = [rng.uniform(-2, 2), rng.uniform(-2, 2)]
        p = 1 / (1 + math.exp(-(2.0 * x[0] - 1.0 * x[1])))
        xs.append(x)
        ys.append(1 if rng.random() < p else 0)
    w = ef.fit(xs, ys)
    assert w[0] == pytest.approx(2.0, abs=0.25) and w[1] == pytest.approx(-1.0, abs=0.2)


def test_positions_are_the_evaluation_terms_and_the_winner(ef: ModuleType) -> None:
    data = ef.collect(2, 5, "lako")
    assert data, "two lako games are decided"
    for _game, turn, x, winner in data:
        assert turn >= 1 and winner in (0, 1)
        assert len(x) == len(TERMS) + 1 and x[-1] in (1.0, -1.0)  # + whose turn it is


def test_a_side_is_the_weighted_sum_of_its_terms() -> None:
    pool = load_cards_or_raise()
    decks = [load_deck_by_name(n, pool).cards for n in ("demo-crvena", "demo-zelena")]
    game = Game(decks, ("A", "B"), seed=3)
    bots = (HeuristicAgent(pool, seed=1), HeuristicAgent(pool, seed=2))
    differed = 0
    while game.result is None and game.turn < 12:
        d = game.pending
        assert d is not None
        game.submit(bots[d.player].decide(view(game, d.player), d).answer)
        seen = view(game, 0)
        mine, theirs = terms(seen, 0), terms(seen, 1)
        weighed = sum(w * (a - b) for w, a, b in zip(WEIGHTS, mine, theirs, strict=True))
        assert evaluate(seen, 0) == weighed
        assert mine[0] == seen.player(0).life and mine[2] == seen.player(0).hand_count
        differed += mine != theirs
    assert differed > 100  # positions where the two sides differ
