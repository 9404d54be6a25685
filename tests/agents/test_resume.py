"""Issue 14 §7: a long strength run stops and goes on (`ai_strength.py --out DIR` again).

A run stopped by Ctrl+C keeps every finished game; run again with the same folder it plays only
the schedule's games not yet played, and its table is the table of one uninterrupted run of the
same seeds (think times aside: they are measured anew).
"""

from __future__ import annotations

import importlib.util
import json
from pathlib import Path
from types import ModuleType
from typing import Any

import pytest

from izvori.agents import arena
from izvori.agents.arena import GameSpec

BENCH = Path(__file__).resolve().parents[2] / "benchmarks" / "ai_strength.py"
RUN = ["--pairs", "lako:nasumicno", "--turn-cap", "12", "--seed", "3"]


def _bench() -> ModuleType:
    spec = importlib.util.spec_from_file_location("ai_strength", BENCH)
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


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
    bench = _bench()
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
    bench = _bench()
    assert bench.main(["--games", "1", *RUN, "--out", str(tmp_path)]) == 0
    other = ["--games", "2", *RUN[:-1], "4", "--out", str(tmp_path)]  # seed 4, not 3
    assert bench.main(other) == 2
    assert "drugog meča" in capsys.readouterr().out
    assert len(_games(tmp_path)) == 1  # the file is left as it was
