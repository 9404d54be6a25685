"""Issue 14 §7: a long strength run stops and goes on (`ai_strength.py --out DIR` again).

A run stopped by Ctrl+C keeps every finished game; run again with the same folder it plays only
the schedule's games not yet played, and its table is the table of one uninterrupted run of the
same seeds (think times aside: they are measured anew).
"""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest
from strength_bench import ai_strength

from izvori.agents import arena
from izvori.agents.arena import GameSpec
from izvori.agents.played_games import load_match, path_for, tally_of

RUN = ["--pairs", "lako:nasumicno", "--turn-cap", "12", "--seed", "3"]


def _table(folder: Path) -> dict[str, Any]:
    """The match's summary without the times (think and CPU: they differ from run to run)."""
    data = json.loads((folder / "lako_vs_nasumicno.json").read_text(encoding="utf-8"))
    del data["game_cpu_mean_s"], data["game_cpu_median_s"]
    for row in data["agents"].values():
        for key in [k for k in row if k.endswith("_ms")]:
            del row[key]
    return dict(data)


def _games(folder: Path) -> list[tuple[int, str | None, int]]:
    lines = (folder / "lako_vs_nasumicno.games.jsonl").read_text(encoding="utf-8").splitlines()
    rows = [json.loads(line) for line in lines[1:]]
    return [(r["index"], r["winner"], r["turns"]) for r in rows]


def test_stopped_and_resumed_run_counts_as_one(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    bench = ai_strength()
    whole, parts = tmp_path / "whole", tmp_path / "parts"
    assert bench.main(["--games", "6", *RUN, "--out", str(whole)]) == 0

    # Ctrl+C during the third game: the two finished games are kept
    real = arena.play_one
    started: list[int] = []

    def stopped_at_third(spec: GameSpec) -> arena.GameOutcome:
        started.append(spec.index)
        if len(started) == 3:
            raise KeyboardInterrupt
        return real(spec)

    monkeypatch.setattr(arena, "play_one", stopped_at_third)
    assert bench.main(["--games", "6", *RUN, "--out", str(parts)]) == 0
    assert "prekinuto" in capsys.readouterr().err
    assert [g[0] for g in _games(parts)] == [0, 1]
    monkeypatch.setattr(arena, "play_one", real)

    # run again: only games 2–5 are played, and the table is the uninterrupted run's
    played: list[int] = []

    def counted(spec: GameSpec) -> arena.GameOutcome:
        played.append(spec.index)
        return real(spec)

    monkeypatch.setattr(arena, "play_one", counted)
    assert bench.main(["--games", "6", *RUN, "--out", str(parts)]) == 0
    assert played == [2, 3, 4, 5]
    assert _games(parts) == _games(whole)
    assert _table(parts) == _table(whole)
    assert _table(whole)["games"] == 6

    # nothing left to play: the same table again, no game played twice
    played.clear()
    assert bench.main(["--games", "6", *RUN, "--out", str(parts)]) == 0
    assert played == []
    assert _table(parts) == _table(whole)


def test_a_folder_of_another_match_is_refused(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    bench = ai_strength()
    assert bench.main(["--games", "1", *RUN, "--out", str(tmp_path)]) == 0
    other = ["--games", "2", *RUN[:-1], "4", "--out", str(tmp_path)]  # seed 4, not 3
    assert bench.main(other) == 2
    assert "drugog meča" in capsys.readouterr().out
    assert len(_games(tmp_path)) == 1  # the file is left as it was


def _pooled_rows(out: str) -> list[list[str]]:
    """The table rows `--pool` printed, as their cells."""
    rows = [line for line in out.splitlines() if line.startswith(("| lako", "| **lako"))]
    return [[c.strip(" *") for c in row.strip("|").split("|")] for row in rows]


def test_runs_of_one_match_with_other_seeds_are_pooled(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    """`--pool DIR...`: a row per folder, as its own run counted it, and one row of every
    game of them all, with the Wilson interval of the sum (issue 14 §7: a target decided over
    runs of several seeds, re-measured from the files)."""
    bench = ai_strength()
    base = ["--games", "4", "--pairs", "lako:nasumicno", "--turn-cap", "12"]
    for seed in ("3", "4"):
        assert bench.main([*base, "--seed", seed, "--out", str(tmp_path / seed)]) == 0
    capsys.readouterr()
    folders = [str(tmp_path / "3"), str(tmp_path / "4")]
    assert bench.main(["--pairs", "lako:nasumicno", "--pool", *folders]) == 0
    one, two, pooled = _pooled_rows(capsys.readouterr().out)
    assert [one[2], two[2], pooled[2]] == ["3", "4", "3, 4"]
    for seed, row in (("3", one), ("4", two)):
        t = tally_of(("lako", "nasumicno"), _outcomes(tmp_path / seed))
        assert row[3:7] == [str(t.games), str(t.wins[0]), str(t.wins[1]), str(t.draws)]
    sums = [int(a) + int(b) for a, b in zip(one[3:7], two[3:7], strict=True)]
    assert [int(c) for c in pooled[3:7]] == sums
    wins = int(pooled[4]) + int(pooled[6]) / 2
    lo, hi = (round(x, 4) for x in arena.wilson(wins, int(pooled[3])))  # as the JSON keeps it
    assert pooled[7] == f"{100 * wins / int(pooled[3]):.1f}% ({100 * lo:.1f}–{100 * hi:.1f}%)"


def _outcomes(folder: Path) -> list[arena.GameOutcome]:
    return load_match(path_for(folder, ("lako", "nasumicno")))[1]


def test_pooling_refuses_other_matches_and_a_seed_twice(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    """Games of another budget or turn cap are other games, and a seed counted twice counts
    the same games twice: the pooled interval would be wrong, so nothing is printed for it."""
    bench = ai_strength()
    base = ["--games", "2", "--pairs", "lako:nasumicno", "--seed", "3"]
    assert bench.main([*base, "--turn-cap", "12", "--out", str(tmp_path / "a")]) == 0
    assert bench.main([*base, "--turn-cap", "10", "--out", str(tmp_path / "b")]) == 0
    capsys.readouterr()
    pool = ["--pairs", "lako:nasumicno", "--pool"]
    assert bench.main([*pool, str(tmp_path / "a"), str(tmp_path / "b")]) == 2
    assert "drugi meč" in capsys.readouterr().err
    assert bench.main([*pool, str(tmp_path / "a"), str(tmp_path / "a")]) == 2
    assert "isto seme dva puta" in capsys.readouterr().err
    assert bench.main([*pool, str(tmp_path / "nothing")]) == 2
    assert "nema partija" in capsys.readouterr().err
