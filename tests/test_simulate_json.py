"""`izvori simulate --json` (issue 13, item 5): the last line of stdout is one JSON object."""

from __future__ import annotations

import json

import pytest

from izvori.cli.main import main


def test_simulate_json_last_line_matches_the_run(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["simulate", "--games", "3", "--seed", "5", "--json"]) == 0
    lines = capsys.readouterr().out.strip().splitlines()
    data = json.loads(lines[-1])
    assert set(data) >= {
        "games",
        "draws",
        "seconds",
        "answers",
        "answers_per_s",
        "games_per_s",
        "mean_turns",
        "wins",
    }
    assert data["games"] == 3
    assert len(data["wins"]) == 2
    assert sum(data["wins"]) + data["draws"] + data["capped"] == 3
    assert data["answers"] > 0 and data["seconds"] > 0
    assert data["answers_per_s"] == pytest.approx(data["answers"] / data["seconds"], rel=0.01)
    # The Serbian closing line is still printed before it, with the same answer count.
    assert f"{data['answers']} odgovora" in lines[-2]


def test_simulate_without_json_prints_no_json(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["simulate", "--games", "1", "--seed", "5"]) == 0
    out = capsys.readouterr().out.strip().splitlines()
    assert not out[-1].startswith("{")
