"""Where cards and decks are found (izvori.cards.decklist, izvori.cards.locations), pinned
against mutation testing (issue 19, session 14): the player's data folder, the bundled pool
inside an installed (even zipped) package, and which files count as card and deck files."""

from __future__ import annotations

import zipfile
from pathlib import Path

import pytest

from izvori.cards import decklist
from izvori.cards.decklist import (
    LoadError,
    Source,
    bundled_dir,
    card_paths,
    deck_paths,
    list_decks,
    searched_folders,
    sources,
)
from izvori.cards.locations import data_dir, user_cards_dir, user_decks_dir


@pytest.fixture
def data(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    monkeypatch.setenv("IZVORI_DATA_DIR", str(tmp_path / "data"))
    monkeypatch.delenv("IZVORI_CARDS", raising=False)
    return tmp_path / "data"


# ---------------------------------------------------------------- the player's data folder
def test_without_izvori_data_dir_the_platform_s_user_data_folder_is_used(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.delenv("IZVORI_DATA_DIR", raising=False)
    monkeypatch.setenv("XDG_DATA_HOME", str(tmp_path / "xdg"))
    assert data_dir() == tmp_path / "xdg" / "izvori"
    monkeypatch.setenv("IZVORI_DATA_DIR", "")  # set but empty: as if not set
    assert data_dir() == tmp_path / "xdg" / "izvori"


def test_on_windows_the_data_folder_has_no_author_folder(monkeypatch: pytest.MonkeyPatch) -> None:
    """platformdirs adds an author folder on Windows unless appauthor is False: the data folder
    is %LOCALAPPDATA%\\izvori, not izvori\\izvori (Linux ignores the author: asked directly)."""
    from izvori.cards import locations

    asked: list[tuple[tuple[object, ...], dict[str, object]]] = []

    def user_data_dir(*args: object, **kwargs: object) -> str:
        asked.append((args, kwargs))
        return "/podaci/izvori"

    monkeypatch.delenv("IZVORI_DATA_DIR", raising=False)
    monkeypatch.setattr(locations, "user_data_dir", user_data_dir)
    assert data_dir() == Path("/podaci/izvori")
    assert asked == [(("izvori",), {"appauthor": False})]


def test_the_player_s_cards_and_decks_live_in_the_data_folder(data: Path) -> None:
    assert data_dir() == data
    assert (user_cards_dir(), user_decks_dir()) == (data / "karte", data / "spilovi")


# ---------------------------------------------------------------- the bundled pool
def test_a_checkout_reads_the_cards_folder_beside_the_package() -> None:
    here = Path(decklist.__file__).resolve().parents[2]
    assert bundled_dir() == here / "cards"


def test_an_installed_package_reads_its_packaged_cards(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    pkg = tmp_path / "izvori"
    (pkg / "data" / "cards").mkdir(parents=True)
    monkeypatch.setattr(decklist.resources, "files", lambda name: pkg if name == "izvori" else 0)
    assert bundled_dir() == pkg / "data" / "cards"


def test_a_zipped_package_s_cards_are_copied_out_once(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    archive = tmp_path / "izvori.zip"
    with zipfile.ZipFile(archive, "w") as z:
        z.writestr("izvori/data/cards/crvena.yaml", "cards: []\n")
        z.writestr("izvori/data/cards/decks/moj.yaml", "name: x\n")
    monkeypatch.setattr(decklist, "_EXTRACTED", {})
    monkeypatch.setattr(decklist.resources, "files", lambda name: zipfile.Path(archive, "izvori/"))
    first = bundled_dir()
    assert first.is_dir() and first.name.startswith("izvori-karte-")
    assert (first / "crvena.yaml").read_text() == "cards: []\n"
    assert (first / "decks" / "moj.yaml").read_text() == "name: x\n"
    assert bundled_dir() == first  # the same copy, not a new one per call
    assert sorted(p.name for p in first.iterdir()) == ["crvena.yaml", "decks"]
    other = tmp_path / "drugi.zip"
    with zipfile.ZipFile(other, "w") as z:
        z.writestr("izvori/data/cards/plava.yaml", "cards: []\n")
    monkeypatch.setattr(decklist.resources, "files", lambda name: zipfile.Path(other, "izvori/"))
    second = bundled_dir()  # another package folder: its own copy
    assert second != first and [p.name for p in second.iterdir()] == ["plava.yaml"]


# ---------------------------------------------------------------- sources and files
def test_the_sources_bundled_first_then_the_player_s_then_izvori_cards(
    tmp_path: Path, data: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    extra = tmp_path / "dodatne"
    monkeypatch.setenv("IZVORI_CARDS", str(extra))
    b = bundled_dir()
    assert sources() == [
        Source(b, b / "decks", user=False),
        Source(data / "karte", data / "spilovi", user=True),
        Source(extra, extra / "decks", user=True),
    ]
    assert searched_folders() == [
        b,
        b / "decks",
        data / "karte",
        data / "spilovi",
        extra,
        extra / "decks",
    ]


def test_a_folder_named_twice_is_searched_once(data: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("IZVORI_CARDS", str(data / "karte"))
    assert [s.cards for s in sources()] == [bundled_dir(), data / "karte"]
    monkeypatch.setenv("IZVORI_CARDS", str(bundled_dir() / "."))
    assert [s.cards for s in sources()] == [bundled_dir(), data / "karte"]


def test_only_yaml_files_directly_in_the_folder_count_sorted(data: Path) -> None:
    karte, spilovi = data / "karte", data / "spilovi"
    for p in (karte / "b.yaml", karte / "a.yaml", karte / "c.yml", karte / "x.txt"):
        p.parent.mkdir(parents=True, exist_ok=True)
        p.write_text("cards: []\n", encoding="utf-8")
    (karte / "pod").mkdir()
    (karte / "pod" / "d.yaml").write_text("cards: []\n", encoding="utf-8")
    (karte / "folder.yaml").mkdir()  # a folder with a .yaml name is no file
    spilovi.mkdir()
    (spilovi / "moj.yaml").write_text("name: x\n", encoding="utf-8")
    bundled = sorted(bundled_dir().glob("*.yaml"))
    assert card_paths() == [*bundled, karte / "a.yaml", karte / "b.yaml"]
    assert deck_paths() == [*sorted((bundled_dir() / "decks").glob("*.yaml")), spilovi / "moj.yaml"]
    entry = list_decks().user[0]
    assert (entry.name, entry.path, entry.user) == ("moj", spilovi / "moj.yaml", True)
    assert list_decks().all == [*list_decks().bundled, entry]


def test_an_unreadable_folder_has_no_files(data: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    def refuse(self: Path, pattern: str) -> list[Path]:
        raise PermissionError(13, "Permission denied")

    monkeypatch.setattr(Path, "glob", refuse)
    assert card_paths() == [] and deck_paths() == []


def test_a_path_that_cannot_be_resolved_is_kept_as_written(
    data: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    def loop(self: Path, strict: bool = False) -> Path:
        raise OSError(40, "Too many levels of symbolic links")

    monkeypatch.setattr(Path, "resolve", loop)
    assert decklist._resolved(data / "karte") == data / "karte"


def test_a_load_error_is_every_problem_one_a_line() -> None:
    e = LoadError(["a.yaml:1: prvo", "a.yaml:2: drugo"])
    assert e.problems == ["a.yaml:1: prvo", "a.yaml:2: drugo"]
    assert str(e) == "a.yaml:1: prvo\na.yaml:2: drugo"
