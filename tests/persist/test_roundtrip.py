"""Autosave and resume: save → load replays to the identical state digest."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

import pytest
import soak_mode
from persist_helpers import NAMES, new_session, play

from izvori.agents.random_agent import RandomAgent
from izvori.engine.carddef import CardDef
from izvori.engine.decisions import IllegalAnswer
from izvori.engine.game import Game
from izvori.engine.record import card_fingerprint, game_record, replay
from izvori.persist import (
    FORMAT,
    VERSION,
    SavedGame,
    SaveError,
    latest_save,
    list_replays,
    list_saves,
    read_save,
    replays_dir,
    saves_dir,
)


def test_new_game_is_saved_at_once_in_the_data_dir(
    decks: list[list[CardDef]], data_dir: Path
) -> None:
    s = new_session(decks, 1)
    assert s.path.parent == data_dir / "saves"
    assert s.path.name.startswith("partija-") and s.path.suffix == ".json"
    obj = json.loads(s.path.read_text(encoding="utf-8"))
    assert obj["format"] == FORMAT and obj["version"] == VERSION
    assert obj["answers"] == [] and obj["names"] == list(NAMES)
    assert obj["deck_names"] == ["demo-crvena", "demo-zelena"]
    assert set(obj["cards"]) == {c.name for d in decks for c in d}
    assert obj["digest"] == s.game.digest()


def test_every_answer_is_autosaved(decks: list[list[CardDef]]) -> None:
    s = new_session(decks, 2)
    agent = RandomAgent(2)
    for n in range(1, 30):
        play(s, agent, 1)
        data = read_save(s.path)
        assert len(data.answers) == n
        assert data.digest == s.game.digest()
        assert data.turn == s.game.turn


#: saved 40 + 37 × seed answers in: the suite saves early, mid and late in a game; the soak
#: command (`IZVORI_SOAK=1 pytest -m soak`) every 37 answers
@pytest.mark.soak
@pytest.mark.parametrize("seed", soak_mode.cases(short=(0, 4, 8), long=range(12)))
def test_round_trip_mid_game_and_finished(
    decks: list[list[CardDef]], pool: dict[str, CardDef], seed: int
) -> None:
    s = new_session(decks, 100 + seed)
    agent = RandomAgent(seed)
    play(s, agent, 40 + 37 * seed)
    loaded = SavedGame.load(s.path, pool)
    assert loaded.game.digest() == s.game.digest()
    assert loaded.answers == s.answers and loaded.warnings == []
    # the resumed game goes on exactly like the original
    twin = RandomAgent(999)
    agent2 = RandomAgent(999)
    play(s, twin, 30)
    play(loaded, agent2, 30)
    assert loaded.game.digest() == s.game.digest()
    play(s, agent, 100_000)
    assert s.finished
    again = SavedGame.load(s.path, pool)
    assert again.game.digest() == s.game.digest()
    assert again.game.result == s.game.result and again.finished


def test_resume_matches_a_fresh_game_with_the_same_answers(
    decks: list[list[CardDef]], pool: dict[str, CardDef]
) -> None:
    game = Game(decks, NAMES, seed=77)
    agent = RandomAgent(77)
    s = SavedGame.wrap(Game(decks, NAMES, seed=77))
    for _ in range(150):
        assert game.pending is not None
        answer = agent.choose(game.pending)
        game.submit(answer)
        s.submit(answer)
    assert SavedGame.load(s.path, pool).game.digest() == game.digest()
    assert replay(game_record(game), pool).digest() == game.digest()


def test_finished_game_moves_to_replays(
    decks: list[list[CardDef]], pool: dict[str, CardDef]
) -> None:
    s = new_session(decks, 3)
    first = s.path
    play(s, RandomAgent(3), 100_000)
    assert s.path.parent == replays_dir() and not first.exists()
    assert list_saves() == [] and latest_save() is None
    replays = list_replays()
    assert [r.path for r in replays] == [s.path]
    assert replays[0].finished and replays[0].result is not None
    assert SavedGame.load(s.path, pool).finished


def test_save_outside_the_data_dir_stays_put(decks: list[list[CardDef]], tmp_path: Path) -> None:
    path = tmp_path / "moja.json"
    s = new_session(decks, 4, path=path)
    play(s, RandomAgent(4), 30)
    s.concede(1)  # a game that ends (here early) would move to replays/ from the data dir
    assert s.path == path and read_save(path).finished


def test_concede_is_saved_and_replays(decks: list[list[CardDef]], pool: dict[str, CardDef]) -> None:
    s = new_session(decks, 5)
    play(s, RandomAgent(5), 25)
    s.concede(0)
    assert s.game.result is not None and s.game.result.winner == 1
    loaded = SavedGame.load(s.path, pool)
    assert loaded.game.result == s.game.result
    assert loaded.game.digest() == s.game.digest()
    assert loaded.answers[-1] == {"player": 0, "answer": None, "concede": True}


def test_illegal_answer_changes_nothing_and_saves_nothing(decks: list[list[CardDef]]) -> None:
    s = new_session(decks, 6)
    play(s, RandomAgent(6), 5)
    before = s.path.read_bytes()
    digest = s.game.digest()
    with pytest.raises(IllegalAnswer):
        s.submit(["cast", 987654, 0, ""])
    assert s.path.read_bytes() == before and s.game.digest() == digest


def test_settings_are_saved_and_restored(
    decks: list[list[CardDef]], pool: dict[str, CardDef]
) -> None:
    s = new_session(decks, 7)
    stops = {"stops": [{"own": ["glavna1"], "dangers": ["attacked"]}, {"own": []}]}
    s.update_settings(stops)
    play(s, RandomAgent(7), 3)
    assert SavedGame.load(s.path, pool).settings == stops


def test_sync_saves_answers_submitted_to_the_game_directly(
    decks: list[list[CardDef]], pool: dict[str, CardDef]
) -> None:
    s = new_session(decks, 8)
    agent = RandomAgent(8)
    for _ in range(20):
        assert s.game.pending is not None
        s.game.submit(agent.choose(s.game.pending))
        s.sync()
    assert len(read_save(s.path).answers) == 20
    assert SavedGame.load(s.path, pool).game.digest() == s.game.digest()


def test_list_saves_newest_first_with_summary(decks: list[list[CardDef]]) -> None:
    a = new_session(decks, 9)
    play(a, RandomAgent(9), 10)
    b = new_session(decks, 10)
    play(b, RandomAgent(10), 20)
    (saves_dir() / "greska-x.json").write_text("{}", encoding="utf-8")  # bug reports not listed
    (saves_dir() / "pokvaren.json").write_text("{", encoding="utf-8")
    infos = list_saves()
    paths = [i.path for i in infos]
    assert a.path in paths and b.path in paths
    assert not any(p.name.startswith("greska-") for p in paths)
    bad = next(i for i in infos if i.path.name == "pokvaren.json")
    assert bad.problem is not None and "pokvaren.json" in bad.problem
    good = next(i for i in infos if i.path == b.path)
    assert good.names == NAMES and good.answers == 20 and good.problem is None
    assert latest_save() in (a.path, b.path)


def test_two_games_started_in_the_same_second_get_different_files(
    decks: list[list[CardDef]],
) -> None:
    a, b = new_session(decks, 11), new_session(decks, 11)
    assert a.path != b.path and a.path.exists() and b.path.exists()


def test_save_error_is_reported_not_raised(decks: list[list[CardDef]], tmp_path: Path) -> None:
    blocked = tmp_path / "datoteka"
    blocked.write_text("x", encoding="utf-8")
    s = SavedGame.wrap(Game(decks, NAMES, seed=12), path=blocked / "partija.json")
    assert s.save_error is not None and "partija.json" in s.save_error
    play(s, RandomAgent(12), 3)  # the game goes on; the message stays for the UI
    assert s.save_error is not None


def test_fingerprints_do_not_depend_on_the_hash_seed(decks: list[list[CardDef]]) -> None:
    """Card definitions hold frozensets: the fingerprint must not follow set iteration order."""
    code = (
        "from izvori.cards.library import load_cards_or_raise;"
        "from izvori.engine.record import card_fingerprint as f;"
        "import json;p=load_cards_or_raise();print(json.dumps({n: f(c) for n, c in p.items()}))"
    )
    outs = {
        subprocess.run(
            [sys.executable, "-c", code],
            capture_output=True,
            text=True,
            check=True,
            env={**os.environ, "PYTHONHASHSEED": str(h)},
        ).stdout
        for h in (1, 2, 3)
    }
    assert len(outs) == 1
    theirs = json.loads(outs.pop())
    assert all(theirs[c.name] == card_fingerprint(c) for d in decks for c in d)


def test_long_deck_paths_give_a_loadable_save(
    decks: list[list[CardDef]], pool: dict[str, CardDef]
) -> None:
    game = Game(decks, ("Ana", "Boris"), seed=2**63)
    s = SavedGame.wrap(game, deck_names=("/put/" + "x" * 400 + "/moj.yaml", "  "))
    play(s, RandomAgent(13), 10)
    loaded = SavedGame.load(s.path, pool)
    assert loaded.game.digest() == s.game.digest()
    assert loaded.deck_names is not None and loaded.deck_names[0].endswith("moj.yaml")


@pytest.mark.parametrize(
    ("names", "seed", "problem"),
    [
        (("A" * 500, "Boris"), 1, "Ime igrača 1"),
        (("Ana", "Bo\x1b[31mris"), 1, "\\x1b"),
        (("Ana", "Bo\ud800ris"), 1, "\\ud800"),
        (("Ana", "  "), 1, "Ime igrača 2"),
        (("Ana", "Boris"), 2**70, "Seme"),
        (("Ana", "Boris"), -1, "Seme"),
    ],
)
def test_a_game_its_save_could_not_hold_is_refused_before_anything_is_written(
    decks: list[list[CardDef]], names: tuple[str, str], seed: int, problem: str, tmp_path: Path
) -> None:
    """Issue 12 item 1: what a save load refuses, starting a game refuses up front."""
    game = Game(decks, names, seed=seed)
    target = tmp_path / "p.json"
    with pytest.raises(SaveError) as e:
        SavedGame.wrap(game, path=target)
    assert problem in e.value.message and "\x1b" not in e.value.message
    assert not target.exists()


def test_settings_that_are_not_json_are_reported_not_raised(
    decks: list[list[CardDef]], pool: dict[str, CardDef]
) -> None:
    s = new_session(decks, 14)
    play(s, RandomAgent(14), 3)
    s.update_settings({"stops": {1, 2}})
    assert s.save_error is not None and "JSON" in s.save_error
    play(s, RandomAgent(14), 3)  # the game goes on
    s.update_settings({"stops": [1, 2]})
    assert s.save_error is None
    assert len(SavedGame.load(s.path, pool).answers) == 6
