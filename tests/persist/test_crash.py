"""Crash safety: an engine exception never loses the game; a bug report is written."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest
from persist_helpers import new_session, play

from izvori.agents.random_agent import RandomAgent
from izvori.engine.carddef import CardDef
from izvori.engine.game import Game
from izvori.persist import SavedGame, SessionBroken, read_save, write_bug_report
from izvori.persist.crash import write_game_report
from izvori.persist.textreplay import load_for_replay, render_replay


def _break_engine_at(monkeypatch: pytest.MonkeyPatch, n: int, after: bool) -> None:
    """Game.submit raises on the n-th answer, before or after changing the state."""
    real = Game.submit

    def submit(self: Game, answer: Any) -> None:
        if self.answers_submitted == n:
            if after:
                real(self, answer)  # state changed, history appended: the worst case
            raise RuntimeError("simulirana greška u pravilima")
        real(self, answer)

    monkeypatch.setattr(Game, "submit", submit)


@pytest.mark.parametrize("after", [False, True])
def test_engine_exception_keeps_the_last_good_answer(
    decks: list[list[CardDef]],
    pool: dict[str, CardDef],
    monkeypatch: pytest.MonkeyPatch,
    after: bool,
) -> None:
    s = new_session(decks, 51)
    agent = RandomAgent(51)
    play(s, agent, 40)
    good_digest = s.game.digest()
    _break_engine_at(monkeypatch, 40, after)
    assert s.game.pending is not None
    failing = agent.choose(s.game.pending)
    with pytest.raises(RuntimeError) as err:
        s.submit(failing)
    assert s.broken
    with pytest.raises(SessionBroken):
        s.submit("pass")

    report = write_bug_report(s, err.value)
    assert report.save_ok and report.save_path == s.path
    assert report.report_path.parent == s.path.parent
    assert report.report_path.name.startswith("greska-")

    saved = read_save(report.save_path)
    assert len(saved.answers) == 40
    monkeypatch.undo()
    assert SavedGame.load(report.save_path, pool).game.digest() == good_digest

    bug = read_save(report.report_path)
    assert bug.crash is not None
    assert "simulirana greška" in bug.crash["traceback"] and "RuntimeError" in bug.crash["error"]
    assert bug.crash["answer_index"] == 40
    assert bug.crash["failing_answer"]["answer"] == json.loads(json.dumps(_jsonish(failing)))
    assert len(bug.answers) == 40  # the replay up to the failing answer
    # the report replays (it is a save) and reproduces the failure with its failing answer
    again = SavedGame.load(report.report_path, pool)
    assert again.game.digest() == good_digest

    # resume from the last good answer
    fresh = s.recover()
    assert fresh.game.digest() == good_digest and not fresh.broken
    play(fresh, RandomAgent(5), 20)
    assert len(read_save(fresh.path).answers) == 60


def _jsonish(answer: Any) -> Any:
    from izvori.engine.game import answer_to_json

    return answer_to_json(answer)


def test_report_for_an_exception_outside_submit(
    decks: list[list[CardDef]], pool: dict[str, CardDef]
) -> None:
    """The UI can report any exception (e.g. while drawing the screen)."""
    s = new_session(decks, 52)
    play(s, RandomAgent(52), 15)
    try:
        raise ValueError("ekran se srušio")
    except ValueError as e:
        report = write_bug_report(s, e)
    bug = read_save(report.report_path)
    assert bug.crash is not None and bug.crash["failing_answer"] is None
    assert "ekran se srušio" in bug.crash["traceback"]
    assert SavedGame.load(report.save_path, pool).game.digest() == s.game.digest()


def test_report_falls_back_to_the_temp_folder(
    decks: list[list[CardDef]], tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    s = new_session(decks, 53)
    play(s, RandomAgent(53), 5)
    import tempfile

    monkeypatch.setattr(tempfile, "tempdir", str(tmp_path / "tmp"))
    (tmp_path / "tmp").mkdir()
    s.path.parent.chmod(0o500)
    try:
        report = write_bug_report(s, RuntimeError("x"))
    finally:
        s.path.parent.chmod(0o700)
    if report.report_path.parent == s.path.parent:  # running as root: chmod does not bite
        return
    assert report.report_path.parent == tmp_path / "tmp"
    assert report.report_path.exists()


def test_bug_report_replays_as_text(
    decks: list[list[CardDef]], pool: dict[str, CardDef], monkeypatch: pytest.MonkeyPatch
) -> None:
    s = new_session(decks, 54)
    agent = RandomAgent(54)
    play(s, agent, 30)
    _break_engine_at(monkeypatch, 30, False)
    assert s.game.pending is not None
    with pytest.raises(RuntimeError) as err:
        s.submit(agent.choose(s.game.pending))
    report = write_bug_report(s, err.value)
    monkeypatch.undo()
    lines: list[str] = []
    data, warnings = load_for_replay(report.report_path, pool)
    assert warnings == []
    render_replay(data, pool, lines.append)
    text = "\n".join(lines)
    assert "simulirana greška" in text and "br. 31" in text


def test_game_report_for_simulations(
    decks: list[list[CardDef]], pool: dict[str, CardDef], tmp_path: Path
) -> None:
    game = Game(decks, ("Igrač 1", "Igrač 2"), seed=55)
    agent = RandomAgent(55)
    for _ in range(25):
        assert game.pending is not None
        game.submit(agent.choose(game.pending))
    path = write_game_report(
        game, RuntimeError("boom"), tmp_path / "r.json", good_answers=20, failing_player=0
    )
    data = read_save(path)
    assert len(data.answers) == 20 and data.crash is not None
    SavedGame.load(path, pool)
