"""What a player reads when a save can't be replayed, and what the resume list shows.

Pinned after session 16's mutation run of izvori/persist (session.py, listing.py, atomic.py):
the replay's refusals were only asserted to be refusals, the resume list's line for a broken
file and the end-state warnings were never compared with what they should say, and the
leftover-file check of an atomic write never asked about a process that still runs.
"""

from __future__ import annotations

import json
import os
import re
import subprocess
import sys
import traceback
from pathlib import Path

import pytest
from persist_helpers import new_session, play

from izvori import limits
from izvori.agents.random_agent import RandomAgent
from izvori.engine import record
from izvori.engine.carddef import CardDef
from izvori.engine.decisions import IllegalAnswer
from izvori.engine.game import Game
from izvori.engine.record import ReplayError
from izvori.persist import SaveError, atomic, session
from izvori.persist.format import SaveData, read_save, written_by
from izvori.persist.listing import SaveInfo, _info, latest_save, list_replays, list_saves
from izvori.persist.lock import SaveLock
from izvori.persist.session import (
    SavedGame,
    SessionBroken,
    consistency_warnings,
    json_safe,
    new_save_path,
    replay_problem,
    replay_save,
    unique_path,
)
from izvori.strings import t


def _engine_fails(*args: object) -> None:
    """Stands for the engine raising on an answer (a bug): the session must survive it."""
    raise RuntimeError("kvar")


# ------------------------------------------------------------ replay refusals
def test_a_wrong_player_is_named_as_the_player_reads_it_from_one() -> None:
    """Players are 0 and 1 inside the engine and 1 and 2 on screen."""
    e = ReplayError("replay.wrong_player", 4, player=1, expected=0)
    assert replay_problem(e) == t("save.replay.wrong_player", player=2, expected=1)


def test_an_illegal_answer_gives_the_engine_s_reason_in_words() -> None:
    e = ReplayError("replay.illegal", 4, reason="game.over")
    assert replay_problem(e) == t("save.replay.illegal", reason=t("game.over"))


def test_an_illegal_answer_s_reason_is_filled_with_its_own_values() -> None:
    e = ReplayError(
        "replay.illegal", 4, reason="answer.not_a_number", reason_args={"rule": "A5.10"}
    )
    assert replay_problem(e) == t(
        "save.replay.illegal", reason=t("answer.not_a_number", rule="A5.10")
    )
    assert "A5.10" in replay_problem(e)


def test_a_refusal_without_a_reason_keeps_its_values() -> None:
    assert replay_problem(ReplayError("replay.version", version=7)) == t(
        "save.replay.version", version=7
    )
    assert replay_problem(ReplayError("replay.unknown_card", name="Zmaj")) == t(
        "save.replay.unknown_card", name="Zmaj"
    )


def test_a_player_that_is_no_number_is_shown_as_it_was() -> None:
    e = ReplayError("replay.wrong_player", 4, player="x", expected=None)
    assert replay_problem(e) == t("save.replay.wrong_player", player="x", expected=None)


# ------------------------------------------------------------ end-state warnings
@pytest.fixture
def short_game(decks: list[list[CardDef]], tmp_path: Path) -> Path:
    s = new_session(decks, 5, path=tmp_path / "p.json")
    play(s, RandomAgent(5), 30)
    s.close()
    return s.path


def test_a_save_whose_end_state_matches_its_replay_warns_nothing(
    short_game: Path, pool: dict[str, CardDef]
) -> None:

    data = read_save(short_game)
    assert data.digest is not None
    assert consistency_warnings(data, replay_save(data, pool)) == []


def test_a_different_digest_and_end_are_each_warned_about_with_the_file(
    short_game: Path, pool: dict[str, CardDef]
) -> None:

    data = read_save(short_game)
    game = replay_save(data, pool)
    data.digest = "0" * 64
    assert consistency_warnings(data, game) == [t("save.warn_digest", path=str(short_game))]
    data.digest = None
    data.finished = True
    assert consistency_warnings(data, game) == [t("save.warn_finished", path=str(short_game))]
    data.path = None
    assert consistency_warnings(data, game) == [t("save.warn_finished", path="")]


# ------------------------------------------------------------ the resume list
def test_a_broken_save_is_listed_with_its_problem_and_the_file_s_time(tmp_path: Path) -> None:
    (tmp_path / "a.json").write_text("{", encoding="utf-8")
    os.utime(tmp_path / "a.json", (1_700_000_000, 1_700_000_000))
    [info] = list_saves(tmp_path)
    assert info == SaveInfo(
        tmp_path / "a.json",
        None,
        None,
        0,
        0,
        info.updated,
        False,
        None,
        f"{tmp_path / 'a.json'}: {t('save.truncated', line=1, col=2)}",
    )
    assert info.updated.startswith("2023-11-1")  # 1,700,000,000 s: 14/15 Nov 2023
    assert info.updated[10] == "T" and len(info.updated) >= 19


def test_a_good_save_is_listed_with_its_names_decks_turn_and_answers(
    short_game: Path, pool: dict[str, CardDef]
) -> None:
    data = read_save(short_game)
    [info] = list_saves(short_game.parent)
    assert info == SaveInfo(
        short_game,
        data.names,
        data.deck_names,
        data.turn,
        len(data.answers),
        data.updated,
        False,
        None,
        None,
    )
    assert info.deck_names == ("demo-crvena", "demo-zelena") and info.turn >= 1
    assert info.answers == 30 and info.updated != ""


def test_a_save_without_its_time_is_listed_with_the_file_s_time(short_game: Path) -> None:
    obj = json.loads(short_game.read_text(encoding="utf-8"))
    obj["updated"] = ""
    short_game.write_text(json.dumps(obj), encoding="utf-8")
    os.utime(short_game, (1_700_000_000, 1_700_000_000))
    [info] = list_replays(short_game.parent)
    assert info.updated.startswith("2023-11-1") and info.problem is None


def test_finished_games_are_left_out_of_the_resume_list_unless_asked(short_game: Path) -> None:
    obj = json.loads(short_game.read_text(encoding="utf-8"))
    obj["finished"] = True
    obj["result"] = {"winner": 1, "reason": "život"}
    short_game.write_text(json.dumps(obj), encoding="utf-8")
    assert list_saves(short_game.parent) == []
    [info] = list_saves(short_game.parent, include_finished=True)
    assert info.finished is True and info.result == {"winner": 1, "reason": "život"}


# ------------------------------------------------------------ leftover temp files
def test_a_leftover_temp_file_of_a_running_process_is_kept_and_of_none_removed() -> None:
    """An atomic write's temp file names its process: another running program may still
    be writing it (keep it); one of a process that is gone, of process 0 or below, or of
    this process's own earlier failed write is removed."""
    child = subprocess.Popen([sys.executable, "-c", "import time; time.sleep(60)"])
    try:
        assert atomic._alive(child.pid) is True
        with pytest.raises(subprocess.TimeoutExpired):  # asking sends it no signal
            child.wait(timeout=0.5)
    finally:
        child.kill()
        child.wait()
    assert atomic._alive(child.pid) is False
    assert atomic._alive(os.getpid()) is False
    assert atomic._alive(0) is False and atomic._alive(-5) is False
    assert atomic._alive(1) is True  # init: running (as root) or not ours to ask (else)
    assert atomic._alive(2**40) is True  # no such process id can be asked about: keep


def test_on_windows_a_temp_file_of_another_process_is_kept(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    """os.kill(pid, 0) would end the process on Windows: there the file is kept."""
    child = subprocess.Popen([sys.executable, "-c", "pass"])
    child.wait()
    monkeypatch.setattr(atomic.os, "name", "nt")
    alive = atomic._alive(child.pid)
    monkeypatch.undo()
    assert alive is True


def test_save_data_keeps_the_path_it_was_read_from(short_game: Path) -> None:
    data: SaveData = read_save(short_game)
    assert data.path == short_game


# ------------------------------------------------------------ new files
def test_a_taken_name_gets_the_next_free_number(tmp_path: Path) -> None:

    assert unique_path(tmp_path, "p") == tmp_path / "p.json"
    (tmp_path / "p.json").write_text("")
    assert unique_path(tmp_path, "p") == tmp_path / "p-2.json"
    (tmp_path / "p-2.json").write_text("")
    (tmp_path / "p-3.json").write_text("")
    assert unique_path(tmp_path, "p", ".txt") == tmp_path / "p.txt"
    assert unique_path(tmp_path, "p") == tmp_path / "p-4.json"
    (tmp_path / "p-4.json").write_text("")
    assert unique_path(tmp_path, "p") == tmp_path / "p-5.json"


def test_a_new_save_is_named_by_time_seed_and_random_letters(
    tmp_path: Path, data_dir: Path
) -> None:
    """issue 12: two games started in the same second with the same seed never share a file."""

    path = new_save_path(12_345_678, tmp_path)
    assert path.parent == tmp_path
    assert re.fullmatch(r"partija-20\d{6}-\d{6}-345678-[0-9a-f]{12}\.json", path.name), path.name
    assert new_save_path(7, tmp_path).name.split("-")[3] == "000007"
    assert new_save_path(7, tmp_path) != new_save_path(7, tmp_path)
    assert new_save_path(7).parent == data_dir / "saves"


def test_an_answer_that_is_no_json_is_kept_as_its_text() -> None:

    assert json_safe({"a": 1}) == [["a", 1]]
    assert json_safe([1, "x"]) == [1, "x"]
    assert json_safe({1, 2}) == "{1, 2}"
    assert json_safe(object.__new__(_Long)) == "L" * 500


class _Long:
    def __repr__(self) -> str:
        return "L" * 600


# ------------------------------------------------------------ sessions
def test_a_new_game_is_made_with_every_choice_given(
    decks: list[list[CardDef]], tmp_path: Path
) -> None:

    path = tmp_path / "n.json"
    s = SavedGame.create(
        decks, ("Ana", "Boris"), 99, 1, settings={"brzina": 2}, path=path, autosave=False
    )
    assert s.game.seed == 99 and s.game.starting_player_arg == 1
    assert s.settings == {"brzina": 2} and s.autosave is False
    assert not path.exists() and s.lock is None
    s = SavedGame.create(decks, ("Ana", "Boris"), 99, 1, path=path)
    assert path.exists() and s.lock is not None and s.lock.held
    s.close()
    assert s.lock is None


def test_a_resumed_save_keeps_when_it_was_made_its_settings_and_its_crash(
    short_game: Path, pool: dict[str, CardDef]
) -> None:

    obj = json.loads(short_game.read_text(encoding="utf-8"))
    obj["created"] = "2020-01-02T03:04:05+00:00"
    obj["settings"] = {"stops": ["napad"]}
    obj["crash"] = {"error": "KeyError: 3"}
    short_game.write_text(json.dumps(obj), encoding="utf-8")
    s = SavedGame.open(short_game, pool)
    try:
        assert s.created == "2020-01-02T03:04:05+00:00"
        assert s.settings == {"stops": ["napad"]} and s.crash == {"error": "KeyError: 3"}
        assert s.answers == obj["answers"] and s.lock is not None and s.lock.held
        assert s.replays is None  # outside saves/: a finished game stays where it is
        data = s.data()
        assert data.created == "2020-01-02T03:04:05+00:00" and data.crash == obj["crash"]
    finally:
        s.close()


def test_a_resumed_game_in_the_saves_folder_moves_to_the_replays_when_it_ends(
    decks: list[list[CardDef]], pool: dict[str, CardDef], data_dir: Path
) -> None:

    s = new_session(decks, 5)
    play(s, RandomAgent(5), 5)
    s.close()
    assert s.path.parent == data_dir / "saves"
    resumed = SavedGame.load(s.path, pool)
    assert resumed.replays == data_dir / "replays"
    obj = json.loads(s.path.read_text(encoding="utf-8"))
    obj["finished"] = True
    s.path.write_text(json.dumps(obj), encoding="utf-8")
    assert SavedGame.load(s.path, pool).replays is None


def test_a_session_the_engine_broke_is_not_finished_and_records_what_broke_it(
    decks: list[list[CardDef]], tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:

    s = new_session(decks, 5, path=tmp_path / "b.json")
    player = s.game.pending.player  # type: ignore[union-attr]

    monkeypatch.setattr(s.game, "submit", _engine_fails)
    with pytest.raises(RuntimeError):
        s.submit(3)
    assert s.failure is not None and s.broken and not s.finished
    assert (s.failure.player, s.failure.answer, s.failure.concede) == (player, 3, False)
    assert s.failure.error == "RuntimeError: kvar" and "kvar" in s.failure.traceback
    with pytest.raises(SessionBroken):
        s.sync()
    s.mark_broken(ValueError("drugi"))
    assert s.failure.error == "RuntimeError: kvar"  # the first failure is kept
    s.close()

    t2 = new_session(decks, 5, path=tmp_path / "c.json")
    monkeypatch.setattr(t2.game, "concede", _engine_fails)
    with pytest.raises(RuntimeError):
        t2.concede(1)
    assert t2.failure is not None
    assert (t2.failure.player, t2.failure.answer, t2.failure.concede) == (1, None, True)
    assert t2.failure.error == "RuntimeError: kvar"
    t2.close()

    t3 = SavedGame.create(decks, ("Ana", "Boris"), 5, autosave=False, path=tmp_path / "d.json")
    t3.mark_broken(ValueError("spolja"))
    assert t3.failure is not None
    assert (t3.failure.player, t3.failure.answer, t3.failure.concede) == (None, None, False)
    assert t3.failure.error == "ValueError: spolja"


def test_a_game_ended_outside_the_session_is_saved_finished_by_sync(
    decks: list[list[CardDef]], tmp_path: Path
) -> None:
    """A caller driving `session.game` itself: a concession (A3.31) is an answer like any."""
    s = new_session(decks, 5, path=tmp_path / "e.json")
    s.game.concede(0)
    assert s.game.result is not None
    s.sync()
    saves = s.saves
    s.sync()  # nothing new: nothing written again
    assert s.saves == saves
    saved = read_save(s.path)
    assert saved.finished is True and saved.result == {
        "winner": 1,
        "reason": s.game.result.reason,
    }
    assert s.finished
    s.close()


def test_a_released_lock_is_no_longer_held_and_a_second_release_does_nothing(
    tmp_path: Path,
) -> None:

    lock = SaveLock(tmp_path / "f.json")
    assert lock.held is False
    lock.acquire()
    assert lock.held is True
    lock.release()
    assert lock.held is False
    lock.release()
    assert lock.held is False
    other = SaveLock(tmp_path / "f.json")
    other.acquire()  # free again
    other.release()


def test_a_save_gone_before_it_is_read_is_listed_without_a_time(tmp_path: Path) -> None:
    """Removed between the folder's listing and the reading (another window finished it)."""

    info = _info(tmp_path / "nestao.json")
    assert info.updated == "" and info.problem is not None and info.names is None


def test_a_recovered_session_goes_on_with_everything_the_broken_one_had(
    decks: list[list[CardDef]], tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """After the engine raised, the game is replayed from the last good answer: the same
    file, answers, settings, deck names, creation time, replays folder, autosave and crash."""
    s = new_session(decks, 5, path=tmp_path / "r.json")
    play(s, RandomAgent(5), 12)
    s.update_settings({"stops": ["blok"]})
    s.crash = {"error": "KeyError: 1"}
    s.replays = tmp_path / "rep"
    s.created = "2020-01-02T03:04:05+00:00"
    s.autosave = False
    good = s.answers
    lock = s.lock

    monkeypatch.setattr(s.game, "submit", _engine_fails)
    with pytest.raises(RuntimeError):
        s.submit(0)
    r = s.recover()
    assert r.path == s.path and r.answers == good and len(r.game.history) == len(good)
    assert r.settings == {"stops": ["blok"]} and r.deck_names == ("demo-crvena", "demo-zelena")
    assert r.created == "2020-01-02T03:04:05+00:00"
    assert r.replays == tmp_path / "rep" and r.autosave is False
    assert r.crash == {"error": "KeyError: 1"}
    assert r.lock is lock and s.lock is None and r.failure is None
    r.close()


def test_settings_are_saved_at_once_unless_the_session_is_broken_or_not_saving(
    decks: list[list[CardDef]], tmp_path: Path
) -> None:

    s = new_session(decks, 5, path=tmp_path / "u.json")
    s.update_settings({"a": 1})
    assert read_save(s.path).settings == {"a": 1}
    s.mark_broken(RuntimeError("x"))
    s.update_settings({"a": 2})
    assert s.settings == {"a": 2} and read_save(s.path).settings == {"a": 1}
    s.close()
    quiet = SavedGame.create(decks, ("Ana", "Boris"), 5, autosave=False, path=tmp_path / "q.json")
    quiet.update_settings({"a": 3})
    assert not quiet.path.exists()


def test_what_broke_a_session_is_cut_to_500_characters_with_the_whole_traceback(
    decks: list[list[CardDef]], tmp_path: Path
) -> None:

    s = new_session(decks, 5, path=tmp_path / "t.json")
    try:
        raise ValueError("v" * 600)
    except ValueError as e:
        err = e
    s.mark_broken(err)
    assert s.failure is not None
    assert s.failure.error == ("ValueError: " + "v" * 600)[:500]
    assert s.failure.traceback == "".join(traceback.format_exception(err))
    s.close()


def test_a_new_game_is_not_finished_and_a_finished_one_takes_no_answer(
    decks: list[list[CardDef]], tmp_path: Path
) -> None:

    s = new_session(decks, 5, path=tmp_path / "g.json")
    assert not s.finished and not s.broken
    s.concede(1)
    assert s.finished and s.game.pending is None
    with pytest.raises(IllegalAnswer):
        s.submit(0)
    assert not s.broken
    s.close()


def test_hidden_files_and_bug_reports_are_not_offered_for_resuming(
    short_game: Path, data_dir: Path
) -> None:
    folder = short_game.parent
    content = short_game.read_bytes()
    (folder / ".p.json.123.tmp.json").write_bytes(content)
    (folder / "greska-p.json").write_bytes(content)
    (folder / "p.txt").write_bytes(content)
    assert [i.path.name for i in list_saves(folder)] == ["p.json"]

    assert latest_save(folder) == short_game
    assert list_saves() == [] and list_replays() == [] and latest_save() is None
    (data_dir / "saves").mkdir(parents=True)
    (data_dir / "saves" / "x.json").write_bytes(content)
    (data_dir / "replays").mkdir()
    (data_dir / "replays" / "y.json").write_bytes(content)
    assert [i.path.name for i in list_saves()] == ["x.json"]
    assert [i.path.name for i in list_replays()] == ["y.json"]
    assert latest_save() == data_dir / "saves" / "x.json"


def test_sync_writes_only_when_the_game_moved_on(
    decks: list[list[CardDef]], tmp_path: Path
) -> None:
    s = new_session(decks, 5, path=tmp_path / "y.json")
    saves = s.saves
    s.sync()
    assert s.saves == saves
    assert s.game.pending is not None
    s.game.submit(RandomAgent(5).choose(s.game.pending))
    s.sync()
    assert s.saves == saves + 1 and len(read_save(s.path).answers) == 1
    s.close()


def test_a_card_without_its_fingerprint_is_named_where_the_deck_holds_it(
    short_game: Path, pool: dict[str, CardDef]
) -> None:

    obj = json.loads(short_game.read_text(encoding="utf-8"))
    name = obj["decks"][1][2]
    del obj["cards"][name]
    short_game.write_text(json.dumps(obj), encoding="utf-8")
    with pytest.raises(SaveError) as err:
        SavedGame.load(short_game, pool)
    first = obj["decks"][1].index(name)
    where = (
        f"decks[1][{first}]"
        if name not in obj["decks"][0]
        else f"decks[0][{obj['decks'][0].index(name)}]"
    )
    assert err.value.where == where
    assert err.value.problem == t("save.no_fingerprint", name=name)


def test_a_save_keeps_who_started_the_crash_and_when_it_was_made_and_written(
    decks: list[list[CardDef]], tmp_path: Path
) -> None:

    s = SavedGame.create(decks, ("Ana", "Boris"), 5, 1, path=tmp_path / "k.json")
    s.crash = {"error": "KeyError: 2"}
    s.created = "2020-01-02T03:04:05+00:00"
    assert s.save()
    saved = read_save(s.path)
    assert saved.starting_player == 1 and saved.crash == {"error": "KeyError: 2"}
    assert saved.created == "2020-01-02T03:04:05+00:00"
    assert saved.updated[:2] == "20" and saved.updated != saved.created

    assert saved.written_by == written_by() != ""
    s.close()


def test_a_broken_session_says_what_broke_it_when_used_again(
    decks: list[list[CardDef]], tmp_path: Path
) -> None:

    s = new_session(decks, 5, path=tmp_path / "z.json")
    s.mark_broken(RuntimeError("kvar"))
    with pytest.raises(SessionBroken) as err:
        s.submit(0)
    assert str(err.value) == "RuntimeError: kvar"
    s.close()


def test_a_deferred_autosave_waits_for_flush(decks: list[list[CardDef]], tmp_path: Path) -> None:
    """The TUI paints before it saves (issue 11): an answer marks the save unsaved; flush
    writes it."""
    s = new_session(decks, 5, path=tmp_path / "d.json")
    s.deferred = True
    assert s.game.pending is not None
    s.submit(RandomAgent(5).choose(s.game.pending))
    assert s.unsaved is True and read_save(s.path).answers == []
    s.flush()
    assert s.unsaved is False and len(read_save(s.path).answers) == 1
    s.close()


def test_a_changed_card_is_named_where_the_deck_holds_it(
    short_game: Path, pool: dict[str, CardDef]
) -> None:

    obj = json.loads(short_game.read_text(encoding="utf-8"))
    name = obj["decks"][0][0]
    obj["cards"][name] = "0" * 16
    short_game.write_text(json.dumps(obj), encoding="utf-8")
    with pytest.raises(SaveError) as err:
        SavedGame.load(short_game, pool)
    assert (err.value.where, err.value.problem) == (
        "decks[0][0]",
        t("save.card_changed", name=name),
    )


def test_a_game_the_engine_cannot_start_from_a_save_is_refused_in_words(
    short_game: Path, pool: dict[str, CardDef], monkeypatch: pytest.MonkeyPatch
) -> None:
    """Nobody sees a traceback for a save: if the engine raises while starting the game, the
    save is refused with the error (and a replay refusal in its own words)."""

    def crash(*args: object) -> None:
        raise RuntimeError("kvar " + "k" * 300)

    monkeypatch.setattr(record, "start_game", crash)
    with pytest.raises(SaveError) as err:
        SavedGame.load(short_game, pool)
    assert err.value.path == short_game and err.value.where == ""
    error = ("RuntimeError: kvar " + "k" * 300)[:200]  # the first 200 characters
    assert err.value.problem == t("save.start_failed", error=error)

    def refuse(*args: object) -> None:
        raise ReplayError("replay.version", version=9)

    monkeypatch.setattr(record, "start_game", refuse)
    with pytest.raises(SaveError) as err:
        SavedGame.load(short_game, pool)
    assert err.value.path == short_game
    assert err.value.problem == t("save.replay.version", version=9)


# ------------------------------------------------------------ writing a save
def test_a_session_starts_with_nothing_saved_and_nothing_wrong(
    decks: list[list[CardDef]], tmp_path: Path
) -> None:

    s = SavedGame(Game([list(d) for d in decks], ("Ana", "Boris"), seed=3), tmp_path / "n.json")
    assert s.created[:2] == "20" and s.autosave is True and s.lock is None
    assert s.save_error is None and s.warnings == [] and s.saves == 0
    assert s.deferred is False and s.unsaved is False and s.answers == []


def test_answers_given_to_a_session_are_the_ones_it_writes(
    short_game: Path, pool: dict[str, CardDef]
) -> None:

    data = read_save(short_game)
    game = replay_save(data, pool)
    s = SavedGame(game, short_game.parent / "kopija.json", answers=data.answers)
    assert s.save() and read_save(s.path).answers == data.answers


def test_settings_that_are_no_json_are_not_saved_and_say_why(
    decks: list[list[CardDef]], tmp_path: Path
) -> None:
    s = new_session(decks, 5, path=tmp_path / "j.json")
    s.settings = {"stops": {"napad"}}
    with pytest.raises(TypeError) as err:
        json.dumps({"napad"})
    assert s.save() is False
    assert s.save_error == t("save.encode_failed", path=s.path, error=str(err.value)[:200])
    s.settings = {}
    assert s.save() is True and s.save_error is None
    s.close()


def test_the_first_save_removes_what_a_dead_writer_left_and_later_ones_do_not_look(
    decks: list[list[CardDef]], tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:

    left = tmp_path / ".p.json.999999999.abc.tmp"
    left.write_bytes(b"{")
    s = new_session(decks, 5, path=tmp_path / "p.json")
    assert not left.exists() and s.saves == 1
    looked: list[Path] = []
    monkeypatch.setattr(session, "remove_stale_temp", lambda p: looked.append(p) or 0)
    assert s.save() and looked == []
    s.close()


def test_a_game_whose_save_could_not_be_read_back_is_not_started(
    decks: list[list[CardDef]], tmp_path: Path
) -> None:
    """Names with terminal escapes: every problem, in one message, nothing written."""

    names = ("A\x1b", "B\x07")
    game = Game([list(d) for d in decks], names, seed=3)
    problems = limits.game_problems(list(names), [[c.name for c in d] for d in decks], 3)
    assert len(problems) == 2
    with pytest.raises(SaveError) as err:
        SavedGame.wrap(game, path=tmp_path / "w.json")
    assert err.value.path == tmp_path / "w.json"
    assert err.value.problem == "; ".join(problems)
    assert not (tmp_path / "w.json").exists()


def test_a_save_whose_folder_cannot_be_made_plays_on_and_says_so(
    decks: list[list[CardDef]], tmp_path: Path
) -> None:
    (tmp_path / "datoteka").write_text("")
    s = new_session(decks, 5, path=tmp_path / "datoteka" / "p.json")
    assert s.lock is None and s.save_error is not None
    s.close()


def test_a_save_writes_one_answer_a_line(decks: list[list[CardDef]], tmp_path: Path) -> None:
    """docs/saves.md: readable JSON, one answer per line, so a bad entry is easy to find."""
    s = new_session(decks, 5, path=tmp_path / "l.json")
    play(s, RandomAgent(5), 3)
    lines = [line.rstrip(",") for line in s.path.read_text(encoding="utf-8").split("\n")]
    start = lines.index(' "answers": [') + 1
    assert len(s.answers) == 3
    assert lines[start : start + 3] == [" " + json.dumps(a, ensure_ascii=False) for a in s.answers]
    assert lines[start + 3] == " ]"
    s.close()


def test_a_resumed_game_has_its_players_names_and_who_started(
    decks: list[list[CardDef]], tmp_path: Path, pool: dict[str, CardDef]
) -> None:
    """Not the default names, not a new coin toss: the save's."""

    seed = next(
        n for n in range(50) if Game([list(d) for d in decks], ("A", "B"), seed=n).active == 0
    )
    s = SavedGame.create(decks, ("Ana", "Boris"), seed, 1, path=tmp_path / "r.json")
    play(s, RandomAgent(seed), 5)
    s.close()
    resumed = SavedGame.load(s.path, pool)
    assert [p.name for p in resumed.game.players] == ["Ana", "Boris"]
    assert resumed.game.starting_player_arg == 1 and resumed.game.digest() == s.game.digest()
