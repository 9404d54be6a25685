"""The deck builder's edits and files (izvori.cards.deck_edit), pinned against mutation testing
(issue 19, session 14): A1.20's deck rules as the builder states them, where the player's files
are written, what a saved deck file holds, and what is refused with which message."""

from __future__ import annotations

import os
from pathlib import Path

import pytest

from izvori.cards.deck_edit import (
    DeckDraft,
    DeckExists,
    DeckInvalid,
    deck_yaml,
    load_draft,
    rename_draft,
    rule_problems,
    save_draft,
    save_unfinished,
    slug,
)
from izvori.cards.library import MAX_COPIES, MIN_DECK, load_cards_or_raise
from izvori.strings import t

POOL = load_cards_or_raise()
TEN = sorted(POOL)[:10]


@pytest.fixture(autouse=True)
def data_dir(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    monkeypatch.setenv("IZVORI_DATA_DIR", str(tmp_path / "data"))
    return tmp_path / "data"


def legal(name: str = "Moj špil", description: str = "") -> DeckDraft:
    return DeckDraft(name, {n: MAX_COPIES for n in TEN}, description)


# ---------------------------------------------------------------- the draft's counts
def test_adding_and_removing_copies_counts_them() -> None:
    d = DeckDraft("x")
    d.add("Grom")
    assert d.counts == {"Grom": 1}
    d.add("Grom", 2)
    assert d.counts == {"Grom": 3} and d.size == 3
    d.remove("Grom")
    assert d.counts == {"Grom": 2}
    d.remove("Grom", 1)
    assert d.counts == {"Grom": 1}
    d.remove("Grom")  # the last copy: the name leaves the deck
    assert d.counts == {}
    d.add("Grom", 2)
    d.remove("Grom", 5)  # more than there are: none left, never a negative count
    assert d.counts == {}
    d.remove("Varnica")  # a card that is not in the deck: nothing happens
    assert d.counts == {}


def test_a_copy_keeps_the_cards_and_description_but_no_file(data_dir: Path) -> None:
    d = DeckDraft("Prvi", {"Grom": 2}, "opis", data_dir / "prvi.yaml")
    c = d.copy("Drugi")
    assert (c.name, c.counts, c.description, c.path) == ("Drugi", {"Grom": 2}, "opis", None)
    c.add("Grom")
    assert d.counts == {"Grom": 2}


# ---------------------------------------------------------------- A1.20 as the builder says it
def test_a1_20_the_builder_names_the_count_and_lists_names_in_alphabet_order() -> None:
    d = DeckDraft("x", {"Zmaj": 5, "Čudo": 6, "Ala": 7})
    assert rule_problems(d) == [
        "špil ima 18 karata; najmanje je 40 (A1.20)",
        # sorted as a player reads them: Č between C and D, not after Z
        "karta „Ala” je navedena 7 puta; najviše je 4 (A1.20)",
        "karta „Čudo” je navedena 6 puta; najviše je 4 (A1.20)",
        "karta „Zmaj” je navedena 5 puta; najviše je 4 (A1.20)",
    ]


# ---------------------------------------------------------------- file names and folders
def test_a_deck_s_file_name_is_its_folded_name() -> None:
    assert slug("Moj  Špil!") == "moj-spil"
    assert slug("-Đavolji - špil-") == "djavolji-spil"
    assert slug("!!!") == "spil"
    assert slug("a" * 70) == "a" * 60


def test_an_unfinished_deck_goes_to_the_builder_s_own_folder(data_dir: Path) -> None:
    path = save_unfinished(DeckDraft("???", {"Grom": 3}))
    assert path == data_dir / "spilovi-u-izradi" / "spil.yaml"
    assert path.is_file()


def test_a_draft_with_its_own_file_is_saved_there_whatever_its_name(data_dir: Path) -> None:
    folder = data_dir / "spilovi"
    draft = legal("Novo ime")
    draft.path = folder / "staro-ime.yaml"
    assert save_draft(draft, folder, POOL) == folder / "staro-ime.yaml"
    assert not (folder / "novo-ime.yaml").exists()


def test_renaming_a_deck_never_saved_writes_its_first_file(data_dir: Path) -> None:
    folder = data_dir / "spilovi"
    draft = legal("Prvi")
    path = rename_draft(draft, "Drugi", folder, POOL)
    assert path == folder / "drugi.yaml" and draft.path == path and draft.name == "Drugi"


def test_renaming_a_deck_whose_old_file_is_gone_still_works(data_dir: Path) -> None:
    folder = data_dir / "spilovi"
    draft = legal("Prvi")
    first = save_draft(draft, folder, POOL)
    first.unlink()  # removed by hand while the builder was open
    assert rename_draft(draft, "Drugi", folder, POOL) == folder / "drugi.yaml"


# ---------------------------------------------------------------- refusals
def test_a_deck_file_of_another_deck_is_refused_naming_that_file(data_dir: Path) -> None:
    folder = data_dir / "spilovi"
    save_draft(legal("Isto"), folder, POOL)
    with pytest.raises(DeckExists) as e:
        save_draft(legal("Isto"), folder, POOL)
    assert e.value.path == folder / "isto.yaml"
    assert str(e.value) == str(folder / "isto.yaml")


def test_a_draft_that_would_not_load_back_is_refused_with_every_problem(data_dir: Path) -> None:
    folder = data_dir / "spilovi"
    draft = DeckDraft("Loš", {"Nepostojeća Karta": 2, TEN[0]: 4})
    with pytest.raises(DeckInvalid) as e:
        save_draft(draft, folder, POOL)
    path = folder / "los.yaml"
    assert e.value.problems == [
        f"{path}:3: " + t("err.deck_unknown_card", name="Nepostojeća Karta", hint=""),
        f"{path}:2: " + t("err.deck_size", count=4, min=MIN_DECK),
    ]
    assert str(e.value) == "\n".join(e.value.problems)
    assert not path.exists()


def test_deleting_a_file_outside_the_deck_folder_says_which(data_dir: Path) -> None:
    from izvori.cards.deck_edit import delete_deck

    folder = data_dir / "spilovi"
    folder.mkdir(parents=True)
    outside = data_dir / "drugo.yaml"
    outside.write_text("x", encoding="utf-8")
    with pytest.raises(ValueError, match=r"drugo\.yaml is not in .*spilovi"):
        delete_deck(outside, folder)
    assert outside.exists()


# ---------------------------------------------------------------- what a saved file holds
def test_the_saved_file_is_readable_yaml_in_the_player_s_order(data_dir: Path) -> None:
    draft = DeckDraft("Čarobni špil", {"Zmaj Plamena": 4, "Grom": 0, "Anđeo Zaštitnik": 2}, "Opis")
    assert deck_yaml(draft) == (
        "name: Čarobni špil\n"
        "description: Opis\n"
        "cards:\n"
        "  Zmaj Plamena: 4\n"  # the order the player built it in, not sorted
        "  Anđeo Zaštitnik: 2\n"  # a card at 0 copies is left out
    )


def test_a_long_description_is_folded_at_100_columns() -> None:
    """PyYAML breaks a plain line at the first space past the width: 100 columns here, not its
    default 80 (each line then ends a few characters past 100)."""
    text = deck_yaml(DeckDraft("x", {}, " ".join(["reč"] * 60)))
    assert [len(line) for line in text.splitlines()] == [7, 104, 101, 49, 9]


def test_a_saved_deck_keeps_its_description_and_loads_back(data_dir: Path) -> None:
    folder = data_dir / "spilovi"
    path = save_draft(legal("Sa opisom", "Brzi crveni napad"), folder, POOL)
    again = load_draft(path)
    assert (again.name, again.description, again.path) == ("Sa opisom", "Brzi crveni napad", path)
    assert again.counts == {n: MAX_COPIES for n in TEN}


# ---------------------------------------------------------------- reading a deck to edit
def test_a_deck_file_is_read_forgivingly_for_editing(data_dir: Path) -> None:
    path = data_dir / "rucno.yaml"
    path.parent.mkdir(parents=True)
    path.write_text(
        "name: 5\ndescription: 7\ncards:\n  Grom: 3\n  Varnica: tri\n  Šok: yes\n",
        encoding="utf-8",
    )
    draft = load_draft(path)
    # only whole numbers are counts; a name or description that is not text is not used
    assert (draft.name, draft.counts, draft.description) == ("rucno", {"Grom": 3}, "")
    assert draft.path is None  # not in the player's deck folder: saving writes a new file


def test_a_deck_file_that_is_not_a_deck_is_refused_with_file_and_line(data_dir: Path) -> None:
    data_dir.mkdir(parents=True)
    for text in ("- Grom\n- Varnica\n", "name: x\ncards: [Grom]\n"):
        path = data_dir / "lista.yaml"
        path.write_text(text, encoding="utf-8")
        with pytest.raises(DeckInvalid) as e:
            load_draft(path)
        assert e.value.problems == [f"{path}:1: " + t("err.deck_shape")]


def test_a_deck_file_with_bad_yaml_is_refused_with_file_line_and_message(data_dir: Path) -> None:
    path = data_dir / "dupli.yaml"
    path.parent.mkdir(parents=True)
    path.write_text("name: x\ncards:\n  Grom: 2\n  Grom: 3\n", encoding="utf-8")
    with pytest.raises(DeckInvalid) as e:
        load_draft(path)
    assert e.value.problems == [f"{path}:4: " + t("err.yaml.duplicate_key", arg="Grom")]


# ---------------------------------------------------------------- writing: all or nothing
def test_the_file_is_written_through_a_hidden_temp_file_beside_it(
    data_dir: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """The rename that makes the write all-or-nothing only works within one folder's file
    system, and a crash must leave nothing the deck list shows (only *.yaml is listed)."""
    seen: list[tuple[str, str]] = []
    real = os.replace

    def replace(src: str, dst: str) -> None:
        seen.append((str(src), str(dst)))
        real(src, dst)

    monkeypatch.setattr(os, "replace", replace)
    path = save_unfinished(DeckDraft("Moj", {"Grom": 1}))
    ((src, dst),) = seen
    assert dst == str(path)
    assert Path(src).parent == path.parent
    assert Path(src).name.startswith(".moj.") and src.endswith(".tmp")


def test_a_failed_write_leaves_no_temp_file_and_raises_the_real_error(
    data_dir: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    def replace(src: str, dst: str) -> None:
        raise OSError(28, "No space left on device")

    monkeypatch.setattr(os, "replace", replace)
    with pytest.raises(OSError, match="No space left"):
        save_unfinished(DeckDraft("Moj", {"Grom": 1}))
    assert list((data_dir / "spilovi-u-izradi").iterdir()) == []


def test_the_file_is_written_as_utf8_whatever_the_locale(
    data_dir: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """On a non-UTF-8 locale (Windows cp1252) the default encoding would garble "Čarobni":
    the encoding is named, not left to the locale (asked directly: this machine's locales are
    all UTF-8)."""
    asked: list[object] = []
    real = os.fdopen

    def fdopen(fd: int, *args: object, **kwargs: object) -> object:
        asked.append(kwargs.get("encoding"))
        return real(fd, *args, **kwargs)  # type: ignore[call-overload]

    monkeypatch.setattr(os, "fdopen", fdopen)
    path = save_unfinished(DeckDraft("Čarobni", {"Grom": 1}))
    assert [str(e).lower().replace("-", "") for e in asked] == ["utf8"]
    assert path.read_bytes().startswith("name: Čarobni\n".encode())
