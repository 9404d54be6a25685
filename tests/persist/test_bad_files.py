"""Every bad save is refused with a clear message naming the file and the first bad entry.

Nothing is ever overwritten on refusal, and no exception other than `SaveError` escapes.
"""

from __future__ import annotations

import dataclasses
import json
import os
from collections.abc import Callable
from pathlib import Path
from typing import Any

import pytest
from persist_helpers import new_session, play

from izvori.agents.random_agent import RandomAgent
from izvori.engine.carddef import CardDef
from izvori.persist import SavedGame, SaveError
from izvori.persist.format import MAX_BYTES

Obj = dict[str, Any]


#: the good save's bytes, played once per test process (see `good`)
_GOOD: list[bytes] = []


@pytest.fixture
def good(decks: list[list[CardDef]], tmp_path: Path) -> Path:
    """A valid save of a short game (120 answers), outside the data dir.

    The game is played (autosaving every answer) once per test process; every later test gets
    a copy of that file in its own folder: the same seed and answers give the same save, and
    replaying 120 autosaves for each of the 58 tests was most of this file's time."""
    path = tmp_path / "partija.json"
    if _GOOD:
        path.write_bytes(_GOOD[0])
        return path
    s = new_session(decks, 31, path=path)
    play(s, RandomAgent(31), 120)
    _GOOD.append(s.path.read_bytes())
    return s.path


def refused(path: Path, pool: dict[str, CardDef]) -> SaveError:
    before = path.read_bytes() if path.is_file() else None
    listing = sorted(os.listdir(path.parent))
    with pytest.raises(SaveError) as err:
        SavedGame.load(path, pool)
    e = err.value
    assert str(path) in e.message, e.message
    assert "Traceback" not in e.message and "\n" not in e.message
    # nothing overwritten, nothing created
    if before is not None:
        assert path.read_bytes() == before
    assert sorted(os.listdir(path.parent)) == listing
    return e


def edit(path: Path, change: Callable[[Obj], object]) -> None:
    obj = json.loads(path.read_text(encoding="utf-8"))
    change(obj)
    path.write_text(json.dumps(obj, ensure_ascii=False), encoding="utf-8")


# ------------------------------------------------------------- broken files
def test_truncated_file(good: Path, pool: dict[str, CardDef]) -> None:
    data = good.read_bytes()
    good.write_bytes(data[: len(data) // 2])
    e = refused(good, pool)
    assert "odsečen" in e.message


def test_corrupt_json(good: Path, pool: dict[str, CardDef]) -> None:
    data = bytearray(good.read_bytes())
    data[40] = ord("}")
    good.write_bytes(bytes(data))
    e = refused(good, pool)
    assert "JSON" in e.message or "odsečen" in e.message


def test_not_utf8(good: Path, pool: dict[str, CardDef]) -> None:
    good.write_bytes(good.read_bytes()[:100] + b"\xff\xfe" + good.read_bytes()[100:])
    assert "UTF-8" in refused(good, pool).message


@pytest.mark.parametrize("content", [b"", b"   \n", b"null", b"[]", b'"x"', b"{}"])
def test_empty_or_not_a_save(tmp_path: Path, pool: dict[str, CardDef], content: bytes) -> None:
    path = tmp_path / "x.json"
    path.write_bytes(content)
    refused(path, pool)


def test_missing_file_and_directory(tmp_path: Path, pool: dict[str, CardDef]) -> None:
    with pytest.raises(SaveError) as err:
        SavedGame.load(tmp_path / "nema.json", pool)
    assert "ne postoji" in err.value.message
    (tmp_path / "fascikla").mkdir()
    with pytest.raises(SaveError):
        SavedGame.load(tmp_path / "fascikla", pool)


def test_huge_file(tmp_path: Path, pool: dict[str, CardDef]) -> None:
    path = tmp_path / "ogroman.json"
    with path.open("wb") as f:
        f.truncate(MAX_BYTES + 1)
    assert "prevelik" in refused(path, pool).message


def test_deeply_nested(tmp_path: Path, pool: dict[str, CardDef]) -> None:
    path = tmp_path / "duboko.json"
    path.write_text('{"format": "izvori-save", "x": ' + "[" * 100_000 + "]" * 100_000 + "}")
    refused(path, pool)


def test_duplicate_key(good: Path, pool: dict[str, CardDef]) -> None:
    text = good.read_text(encoding="utf-8")
    good.write_text(text.replace('"seed": 31,', '"seed": 31, "seed": 32,'), encoding="utf-8")
    assert "seed" in refused(good, pool).message


def test_nan(good: Path, pool: dict[str, CardDef]) -> None:
    text = good.read_text(encoding="utf-8")
    good.write_text(text.replace('"seed": 31,', '"seed": NaN,'), encoding="utf-8")
    refused(good, pool)


# ------------------------------------------------------------------ versions
def test_future_version_is_refused_clearly(good: Path, pool: dict[str, CardDef]) -> None:
    edit(good, lambda o: o.update(version=2))
    e = refused(good, pool)
    assert "novijom verzijom" in e.message and "2" in e.message


@pytest.mark.parametrize("version", [0, -1, "1", 1.0, None, True])
def test_bad_version(good: Path, pool: dict[str, CardDef], version: Any) -> None:
    edit(good, lambda o: o.update(version=version))
    assert "version" in refused(good, pool).message


def test_other_format(good: Path, pool: dict[str, CardDef]) -> None:
    edit(good, lambda o: o.update(format="nesto-drugo"))
    assert "nije snimak" in refused(good, pool).message


# -------------------------------------------------------- hand-edited types
@pytest.mark.parametrize(
    ("key", "value", "where"),
    [
        ("seed", "31", "seed"),
        ("seed", 2**300, "seed"),
        ("seed", True, "seed"),
        ("starting_player", 2, "starting_player"),
        ("names", ["Ana"], "names"),
        ("names", ["Ana", 5], "names[1]"),
        ("names", ["Ana", "Bo\x1b[31mris"], "names[1]"),
        ("names", ["Ana", ""], "names[1]"),
        ("decks", [[], [], []], "decks"),
        ("decks", {"a": 1}, "decks"),
        ("cards", [], "cards"),
        ("answers", {}, "answers"),
        ("settings", [], "settings"),
        ("finished", "da", "finished"),
        ("result", {"winner": 3, "reason": "life"}, "result.winner"),
        ("turn", -1, "turn"),
        ("digest", "abc", "digest"),
        ("crash", "x", "crash"),
    ],
)
def test_wrong_types(
    good: Path, pool: dict[str, CardDef], key: str, value: Any, where: str
) -> None:
    edit(good, lambda o: o.update({key: value}))
    e = refused(good, pool)
    assert e.where == where, e.message
    assert where in e.message


@pytest.mark.parametrize("key", ["seed", "names", "decks", "cards", "answers"])
def test_missing_key(good: Path, pool: dict[str, CardDef], key: str) -> None:
    edit(good, lambda o: o.pop(key))
    assert key in refused(good, pool).message


def test_unknown_key(good: Path, pool: dict[str, CardDef]) -> None:
    edit(good, lambda o: o.update(cheat=True))
    assert "cheat" in refused(good, pool).message


# ------------------------------------------------------------------- cards
def test_unknown_card(good: Path, pool: dict[str, CardDef]) -> None:
    def change(o: Obj) -> None:
        o["decks"][1][3] = "Nepostojeća Karta"

    edit(good, change)
    e = refused(good, pool)
    assert "Nepostojeća Karta" in e.message and e.where == "decks[1][3]"


def test_card_changed_since_the_save(good: Path, pool: dict[str, CardDef]) -> None:
    name = json.loads(good.read_text(encoding="utf-8"))["decks"][0][0]
    changed = dict(pool)
    card = pool[name]
    changed[name] = dataclasses.replace(card, power=(card.power or 0) + 10, text=card.text + "!")
    e = refused(good, changed)
    assert name in e.message and "izmenjena" in e.message


def test_flavor_text_change_is_not_a_card_change(good: Path, pool: dict[str, CardDef]) -> None:
    name = json.loads(good.read_text(encoding="utf-8"))["decks"][0][0]
    changed = dict(pool)
    changed[name] = dataclasses.replace(pool[name], flavor="nova priča", rarity="retka")
    SavedGame.load(good, changed)


def test_missing_fingerprint(good: Path, pool: dict[str, CardDef]) -> None:
    name = json.loads(good.read_text(encoding="utf-8"))["decks"][1][0]
    edit(good, lambda o: o["cards"].pop(name))
    assert name in refused(good, pool).message


def test_bad_fingerprint(good: Path, pool: dict[str, CardDef]) -> None:
    def change(o: Obj) -> None:
        name = o["decks"][0][0]
        o["cards"][name] = "zz"

    edit(good, change)
    refused(good, pool)


# ----------------------------------------------------------------- answers
def _answers(path: Path) -> list[Obj]:
    answers: list[Obj] = json.loads(path.read_text(encoding="utf-8"))["answers"]
    return answers


def test_illegal_answer_names_its_index(good: Path, pool: dict[str, CardDef]) -> None:
    def change(o: Obj) -> None:
        o["answers"][57]["answer"] = ["cast", 987654, 0, ""]

    edit(good, change)
    e = refused(good, pool)
    assert e.index == 57 and "answers[57]" in e.message and "br. 58" in e.message


def test_wrong_player_order(good: Path, pool: dict[str, CardDef]) -> None:
    def change(o: Obj) -> None:
        o["answers"][20]["player"] = 1 - o["answers"][20]["player"]

    edit(good, change)
    e = refused(good, pool)
    assert e.index == 20 and "redosled" in e.message


def test_swapped_answers(good: Path, pool: dict[str, CardDef]) -> None:
    answers = _answers(good)
    i = next(
        k
        for k in range(10, len(answers) - 1)
        if answers[k] != answers[k + 1] and answers[k]["player"] != answers[k + 1]["player"]
    )

    def change(o: Obj) -> None:
        a = o["answers"]
        a[i], a[i + 1] = a[i + 1], a[i]

    edit(good, change)
    assert refused(good, pool).index in (i, i + 1)


def test_answer_after_the_end(
    decks: list[list[CardDef]], pool: dict[str, CardDef], tmp_path: Path
) -> None:
    s = new_session(decks, 33, path=tmp_path / "kraj.json")
    play(s, RandomAgent(33), 30)
    s.concede(1)

    def change(o: Obj) -> None:
        o["answers"].append({"player": 0, "answer": "pass"})

    edit(s.path, change)
    e = refused(s.path, pool)
    assert e.index == 31


@pytest.mark.parametrize(
    ("entry", "why"),
    [
        ([0, "pass"], "objekat"),
        ({"player": 0}, "answer"),
        ({"answer": "pass"}, "player"),
        ({"player": "0", "answer": "pass"}, "igrač"),
        ({"player": 0, "answer": "pass", "x": 1}, "x"),
        ({"player": 0, "answer": "pass", "concede": False}, "concede"),
        ({"player": 0, "answer": [[[[1]]]]}, "oblika"),
        ({"player": 0, "answer": {"a": 1}}, "oblika"),
        ({"player": 0, "answer": 2**40}, "broj"),
        ({"player": 0, "answer": "pa\x00ss"}, "tekst"),
        ({"player": 0, "answer": 1.5}, ""),
    ],
)
def test_malformed_entry(good: Path, pool: dict[str, CardDef], entry: Any, why: str) -> None:
    def change(o: Obj) -> None:
        o["answers"][40] = entry

    edit(good, change)
    e = refused(good, pool)
    assert e.index == 40 and why in e.message


def test_first_bad_entry_is_the_one_named(good: Path, pool: dict[str, CardDef]) -> None:
    def change(o: Obj) -> None:
        o["answers"][90] = "smeće"
        o["answers"][30]["answer"] = ["cast", 987654, 0, ""]

    edit(good, change)
    assert refused(good, pool).index == 30


def test_dropped_answer_is_refused_or_replays_legally(good: Path, pool: dict[str, CardDef]) -> None:
    answers = _answers(good)
    for k in (5, 50, 100):

        def change(o: Obj, k: int = k) -> None:
            del o["answers"][k]

        path = good.with_name(f"drop{k}.json")
        path.write_bytes(good.read_bytes())
        edit(path, change)
        try:
            s = SavedGame.load(path, pool)
        except SaveError as e:
            assert e.index is not None and e.index >= k
        else:
            assert len(s.answers) == len(answers) - 1
            assert s.warnings  # the saved digest no longer matches
