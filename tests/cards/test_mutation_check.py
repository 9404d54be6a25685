"""`izvori check-cards` (izvori.cards.check) pinned against mutation testing (issue 19,
session 15): the pool a deck is checked against when only some card files are given, and the
order of one file's problems (by line, whatever the folder is called)."""

from __future__ import annotations

import errno
import os
import shutil
from pathlib import Path

import pytest

from izvori.cards import check as check_module
from izvori.cards import decklist
from izvori.cards.check import check
from izvori.cards.library import MIN_DECK, Report, card_paths, load_card_file
from izvori.strings import t


def write(path: Path, text: str) -> Path:
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text(text, encoding="utf-8")
    return path


def deck(cards: dict[str, int], name: str = "Probni špil") -> str:
    return f"name: {name}\ncards:\n" + "".join(f"  {k}: {v}\n" for k, v in cards.items())


def _bundled(stem: str) -> Path:
    return next(p for p in card_paths() if p.stem == stem)


def _forty_of(stem: str) -> dict[str, int]:
    """Forty cards, four of each of the first ten of one bundled card file."""
    names = sorted(load_card_file(_bundled(stem), Report()))[: MIN_DECK // 4]
    return dict.fromkeys(names, 4)


@pytest.fixture
def isolated(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    monkeypatch.setenv("IZVORI_DATA_DIR", str(tmp_path / "data"))
    monkeypatch.delenv("IZVORI_CARDS", raising=False)
    return tmp_path


def test_a_card_file_given_leaves_the_other_bundled_files_in_the_deck_s_pool(
    isolated: Path,
) -> None:
    """The bundled files not given still make up the pool, also those after a given one."""
    first = card_paths()[0]
    assert first.stem != "crvena"
    path = write(isolated / "decks" / "crveni.yaml", deck(_forty_of("crvena")))
    report = check([str(first), str(path)])
    assert report.problems == []
    assert report.decks_checked == 1


def test_the_problems_of_cards_not_checked_are_not_reported(
    isolated: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """$IZVORI_CARDS holds a broken file and a copy of a bundled one (every name twice):
    checking a deck only, neither is the deck's problem."""
    extra = isolated / "moje-karte"
    write(extra / "slomljen.yaml", "cards: [\n")
    shutil.copy(_bundled("crvena"), extra / "kopija.yaml")
    monkeypatch.setenv("IZVORI_CARDS", str(extra))
    path = write(isolated / "decks" / "crveni.yaml", deck(_forty_of("crvena")))
    report = check([str(path)])
    assert (report.problems, report.decks_checked) == ([], 1)


def _unsorted_deck(folder: Path) -> Path:
    """A deck whose problems are found out of line order: the size (on `cards:`) last."""
    return write(folder / "d.yaml", "name: Mali\ncards:\n  Gromm: 4\n  Grom: 0\n")


def test_one_file_s_problems_are_in_line_order_even_in_a_folder_with_a_colon(
    isolated: Path,
) -> None:
    path = _unsorted_deck(isolated / "a:b")
    report = check([str(path)])
    assert report.problems == [
        f"{path}:2: " + t("err.deck_size", count=0, min=MIN_DECK),
        f"{path}:3: "
        + t("err.deck_unknown_card", name="Gromm", hint=t("err.did_you_mean", name="Grom")),
        f"{path}:4: " + t("err.deck_count", name="Grom", value="0"),
    ]


def test_a_path_with_a_colon_and_a_space_is_still_checked(isolated: Path) -> None:
    """`file:line: message` can't be split at the first ": " for such a path: the problems
    are all printed (not an internal error), whatever their order."""
    path = _unsorted_deck(isolated / "a: b")
    report = check([str(path)])
    assert sorted(report.problems) == sorted(
        [
            f"{path}:2: " + t("err.deck_size", count=0, min=MIN_DECK),
            f"{path}:3: "
            + t("err.deck_unknown_card", name="Gromm", hint=t("err.did_you_mean", name="Grom")),
            f"{path}:4: " + t("err.deck_count", name="Grom", value="0"),
        ]
    )


def test_a_broken_checker_with_no_paths_names_the_cards(
    monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    def broken(paths: list[str]) -> object:
        raise MemoryError("puno")

    monkeypatch.setattr(check_module, "check", broken)
    assert check_module.main([]) == 1
    assert capsys.readouterr().out.splitlines() == [
        f"cards:0: {t('err.internal', arg='MemoryError: puno')}",
        t("cli.check_summary", cards=0, decks=0, problems=1),
    ]


def test_only_yaml_files_in_a_folder_are_checked(isolated: Path) -> None:
    folder = isolated / "karte"
    write(folder / "README.txt", "ovo nije YAML: [\n")
    (folder / "fascikla.yaml").mkdir(parents=True)  # a folder, not a file
    shutil.copy(_bundled("crvena"), folder / "k.yml")
    report = check([str(folder)])
    assert report.problems == []
    assert report.cards_checked == len(load_card_file(_bundled("crvena"), Report()))


def test_files_with_no_card_and_no_deck_check_nothing_so_nothing_passes(
    isolated: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    a = write(isolated / "a.yaml", "cards: []\n")
    b = write(isolated / "b.yaml", "cards: []\n")
    assert check_module.main([str(a), str(b)]) == 1
    assert capsys.readouterr().out.splitlines() == [
        f"{a}:0: " + t("err.nothing_found", where=f"{a}, {b}"),
        t("cli.check_summary", cards=0, decks=0, problems=1),
    ]


def test_default_files_with_no_card_and_no_deck_check_nothing(
    isolated: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    bundled = isolated / "paket"
    write(bundled / "k.yaml", "cards: []\n")
    write(bundled / "decks" / "d.yaml", "cards: []\n")
    monkeypatch.setattr(decklist, "bundled_dir", lambda: bundled)
    assert check_module.main([]) == 1
    assert capsys.readouterr().out.splitlines() == [
        "cards:0: " + t("err.nothing_found", where=""),
        t("cli.check_summary", cards=0, decks=0, problems=1),
    ]


def test_a_path_that_cannot_be_looked_at_is_reported_with_the_system_s_reason(
    isolated: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    too_long = str(isolated / ("x" * 300))  # the system refuses the name (ENAMETOOLONG)
    report = check([too_long])
    assert report.problems == [
        f"{too_long}:0: " + t("err.file.unreadable", arg=os.strerror(errno.ENAMETOOLONG))
    ]
    # an OSError with no reason of the system's: its text
    is_dir = Path.is_dir

    def odd(self: Path) -> bool:
        if self.name == "čudno":
            raise OSError("čudna greška")
        return is_dir(self)

    monkeypatch.setattr(Path, "is_dir", odd)
    odd_path = str(isolated / "čudno")
    report = check([odd_path])
    assert report.problems == [f"{odd_path}:0: " + t("err.file.unreadable", arg="čudna greška")]


def test_a_file_that_is_not_yaml_is_reported(isolated: Path) -> None:
    path = write(isolated / "k.yaml", "cards:\n  - name: x\n    cost: {2}{R}\n")
    report = check([str(path)])
    assert report.problems == [f"{path}:3: " + t("err.yaml.mana_braces")]


def test_an_unexpected_exception_merging_a_file_s_cards_names_the_file(
    isolated: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    def broken(*args: object) -> None:
        raise RuntimeError("kvar")

    monkeypatch.setattr(check_module, "merge_cards", broken)
    path = isolated / "k.yaml"
    shutil.copy(_bundled("crvena"), path)
    report = check([str(path)])
    assert report.problems == [f"{path}:1: " + t("err.internal", arg="RuntimeError: kvar")]


def test_an_unexpected_exception_checking_a_deck_names_the_deck(
    isolated: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    def broken(*args: object) -> None:
        raise RuntimeError("kvar")

    monkeypatch.setattr(check_module, "summarize", broken)
    path = write(isolated / "decks" / "crveni.yaml", deck(_forty_of("crvena")))
    report = check([str(path)])
    assert report.problems == [f"{path}:1: " + t("err.internal", arg="RuntimeError: kvar")]
