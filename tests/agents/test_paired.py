"""Issue 14 §7: paired games — A against B and C against B on the same deals
(`izvori.agents.paired`, `ai_strength.py --paired C`)."""

from __future__ import annotations

import math
from pathlib import Path
from typing import Any

import pytest
from strength_bench import ai_strength

from izvori.agents import arena
from izvori.agents.arena import GameOutcome
from izvori.agents.paired import paired, sign_test
from izvori.agents.played_games import load_match, path_for
from izvori.agents.registry import make_agent


def _game(index: int, winner: str | None, turns: int = 10) -> GameOutcome:
    return GameOutcome(index, winner, ([], []), ([], []), turns)


def test_the_paired_difference_and_its_tests() -> None:
    """Joined by index; a game of only one side is left out; draws count half."""
    a = [_game(0, "A"), _game(1, "A"), _game(2, "B"), _game(3, None), _game(4, "A")]
    c = [_game(0, "A"), _game(1, "B"), _game(2, "B"), _game(3, "B", 12), _game(9, "A")]
    r = paired(a, c)
    assert r.pairs == 4  # games 4 and 9 have no partner
    assert (r.better, r.worse, r.identical) == (2, 0, 2)
    assert r.a_score == pytest.approx((1 + 1 + 0 + 0.5) / 4)
    assert r.c_score == pytest.approx((1 + 0 + 0 + 0) / 4)
    diffs = [0, 1, 0, 0.5]
    mean = sum(diffs) / 4
    sd = math.sqrt(sum((d - mean) ** 2 for d in diffs) / 3)
    assert r.effect == pytest.approx(mean)
    assert r.ci95 == pytest.approx((mean - 1.96 * sd / 2, mean + 1.96 * sd / 2))
    assert r.sign_p == pytest.approx(0.5)  # 2 of 2 discordant pairs: 2 * 1/4


def test_the_sign_test() -> None:
    assert sign_test(0, 0) == 1.0
    assert sign_test(5, 5) == 1.0
    assert sign_test(9, 0) == pytest.approx(2 / 512)
    assert sign_test(0, 9) == pytest.approx(2 / 512)
    assert sign_test(8, 2) == pytest.approx(2 * (1 + 10 + 45) / 1024)


def _copy_of_lako(monkeypatch: pytest.MonkeyPatch) -> None:
    """`lako-kopija`: an agent id of the test's own that plays exactly as `lako`."""

    def made(agent_id: str, *args: Any, **kwargs: Any) -> Any:
        return make_agent("lako" if agent_id == "lako-kopija" else agent_id, *args, **kwargs)

    monkeypatch.setattr(arena, "make_agent", made)


def test_a_twin_plays_the_same_games_to_the_last_answer(
    tmp_path: Path, capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch
) -> None:
    """Both matches deal game i alike (decks, seats, shuffles, the agents' seeds): an agent
    that answers as A does plays A's games exactly — every pair the same length and winner,
    a difference of exactly 0. So a difference where C is another agent is C's alone."""
    _copy_of_lako(monkeypatch)
    bench = ai_strength()
    out = tmp_path / "par"
    run = ["--pairs", "lako:nasumicno", "--paired", "lako-kopija", "--turn-cap", "14"]
    assert bench.main([*run, "--games", "6", "--seed", "5", "--out", str(out)]) == 0
    text = capsys.readouterr().out
    row = next(line for line in text.splitlines() if line.startswith("| lako | lako-kopija |"))
    cells = [c.strip() for c in row.strip("|").split("|")]
    assert cells[4] == "6" and cells[9] == "6"  # 6 pairs, all the same length and winner
    assert cells[7:9] == ["0", "0"] and cells[10].startswith("+0.0")
    a = load_match(path_for(out, ("lako", "nasumicno")))[1]
    c = load_match(path_for(out, ("lako-kopija", "nasumicno")))[1]
    assert [(g.index, g.winner, g.turns) for g in a] == [(g.index, g.winner, g.turns) for g in c]


def test_a_paired_run_goes_on_and_pools(
    tmp_path: Path, capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch
) -> None:
    """Run again with the same folder, it plays only the games not yet played, of both
    matches; `--pool` with `--paired` joins each folder's pairs and pools them, and refuses a
    folder without C's games."""
    _copy_of_lako(monkeypatch)
    bench = ai_strength()
    run = ["--pairs", "lako:nasumicno", "--paired", "nasumicno", "--turn-cap", "10"]
    for seed in ("3", "4"):
        folder = str(tmp_path / seed)
        assert bench.main([*run, "--games", "2", "--seed", seed, "--out", folder]) == 0
        assert bench.main([*run, "--games", "4", "--seed", seed, "--out", folder]) == 0
        for first in ("lako", "nasumicno"):
            games = load_match(path_for(tmp_path / seed, (first, "nasumicno")))[1]
            assert [g.index for g in games] == [0, 1, 2, 3]
    capsys.readouterr()
    pool = ["--pairs", "lako:nasumicno", "--paired", "nasumicno", "--pool"]
    assert bench.main([*pool, str(tmp_path / "3"), str(tmp_path / "4")]) == 0
    rows = [line for line in capsys.readouterr().out.splitlines() if "lako" in line]
    assert len(rows) == 3 and "| 3, 4 | 8 |" in rows[2]
    (tmp_path / "5").mkdir()
    assert bench.main([*pool, str(tmp_path / "5")]) == 2
    assert "nema partija" in capsys.readouterr().err
