"""Issue 14 item 7: `izvori simulate --agents` and its JSON last line."""

from __future__ import annotations

import json

import pytest

from izvori.agents.arena import schedule, wilson
from izvori.cli.main import main


def test_json_last_line_per_agent(capsys: pytest.CaptureFixture[str]) -> None:
    code = main(
        ["simulate", "--agents", "lako", "nasumicno", "--games", "2", "--json", "--turn-cap", "30"]
    )
    assert code == 0
    data = json.loads(capsys.readouterr().out.strip().splitlines()[-1])
    assert data["games"] == 2
    for row in data["agents"].values():
        for key in ("wins", "games", "draws", "think_median_ms", "think_p95_ms", "think_max_ms"):
            assert key in row
    rows = data["agents"]
    assert rows["lako"]["wins"] + rows["nasumicno"]["wins"] + rows["lako"]["draws"] == 2


def test_unknown_agent_is_a_serbian_line(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["simulate", "--agents", "lako", "genije", "--games", "1"]) == 2
    err = capsys.readouterr().err
    assert "Nepoznat računar „genije”" in err and "Traceback" not in err


@pytest.mark.parametrize("ms", ["0", "-5", "x"])
def test_a_think_time_below_one_ms_is_a_serbian_line(
    ms: str, capsys: pytest.CaptureFixture[str]
) -> None:
    """`--think-ms 0` crashed in `Budget.scaled` (a log of 0, session 11): refused by the
    command line instead, in Serbian, with no traceback."""
    with pytest.raises(SystemExit) as exit_:
        main(["simulate", "--agents", "tesko", "lako", "--games", "1", "--think-ms", ms])
    assert exit_.value.code == 2
    err = capsys.readouterr().err
    assert "--think-ms" in err and "Traceback" not in err


def test_schedule_swaps_seats_and_decks() -> None:
    specs = schedule(("lako", "nasumicno"), ["a", "b", "c"], 8, 1, None, 60)
    assert [s.a_seat for s in specs[:4]] == [0, 1, 0, 1]
    assert [s.decks for s in specs[:4]] == [("a", "b"), ("a", "b"), ("b", "a"), ("b", "a")]
    assert specs[4].decks == ("a", "c")


def test_wilson_interval() -> None:
    lo, hi = wilson(39, 40)
    assert 0.86 < lo < 0.88 and 0.99 < hi < 1.0
    assert wilson(0, 0) == (0.0, 1.0)
