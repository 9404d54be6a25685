"""Issue 14 item 7: `izvori simulate --agents` and its JSON last line."""

from __future__ import annotations

import json

import pytest

from izvori.agents.arena import schedule, seated, wilson
from izvori.agents.played_games import match_key
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


def test_closed_lists_give_the_search_no_deck_list() -> None:
    """Issue 14 item 3: the search samples "the opponent's open deck list minus seen cards,
    else the card pool". The arena gives both lists; `--closed-lists` gives none, and the
    cheater still sees the true cards (what its sight is worth when the lists are closed)."""
    from izvori.agents.search import SearchAgent

    decks = ["crvena", "zelena"]
    (open_spec,) = schedule(("tesko", "tesko-vidi"), decks, 1, 1, None, 60)
    (closed_spec,) = schedule(("tesko", "tesko-vidi"), decks, 1, 1, None, 60, open_lists=False)
    _, (honest, cheat) = seated(open_spec)
    assert isinstance(honest, SearchAgent) and isinstance(cheat, SearchAgent)
    assert sum(honest.decklists[0].values()) == 40 and honest.decklists[1]
    _, (honest, cheat) = seated(closed_spec)
    assert isinstance(honest, SearchAgent) and isinstance(cheat, SearchAgent)
    assert honest.decklists == ({}, {}) and cheat.decklists == ({}, {})
    assert cheat.sees_all and not honest.sees_all


def test_a_closed_list_match_is_another_match() -> None:
    """A run goes on only in a folder of the same match (`played_games`); the folders of
    earlier runs, all with open lists, keep their key."""
    args = (("a", "b"), 1, None, 60, ["x", "y"])
    assert "lists" not in match_key(*args)
    assert match_key(*args) != match_key(*args, open_lists=False)
