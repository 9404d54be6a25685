"""`izvori check-cards [PATH...]` (issue 4 item 3, issue 6 item 3): problems, summary, exit code."""

from __future__ import annotations

import shutil
import subprocess
import sys
from pathlib import Path

import pytest

from izvori.cards import check as check_module
from izvori.cards import library
from izvori.cards.check import check, main
from izvori.cards.library import MAX_COPIES, MIN_DECK, card_paths, cards_dir, deck_paths
from izvori.cli.main import main as cli_main
from izvori.strings import t

CARD = """\
cards:
  - name: Probni Vuk
    cost: "1R"
    type: Biće
    subtypes: [Vuk]
    power: 20
    toughness: 10
  - name: Probni Grom
    cost: R
    type: Iznenađenje
    targets: [{kind: creature_or_player}]
    effects:
      - damage: {to: target, amount: 20}
"""


def deck(cards: dict[str, object], name: str = "Probni špil") -> str:
    return f"name: {name}\ncards:\n" + "".join(f"  {k}: {v}\n" for k, v in cards.items())


def summary(cards: int, decks: int, problems: int) -> str:
    return t("cli.check_summary", cards=cards, decks=decks, problems=problems)


def run(paths: list[str], capsys: pytest.CaptureFixture[str]) -> tuple[int, list[str]]:
    code = main(paths)
    out = capsys.readouterr().out.splitlines()
    return code, out


def write(path: Path, text: str) -> Path:
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text(text, encoding="utf-8")
    return path


def count_entries(paths: list[Path]) -> int:
    from izvori.cards.yamlsafe import load_file

    return sum(len(load_file(p)["cards"]) for p in paths)


# ------------------------------------------------------------------ the shipped files
def test_default_run_checks_every_card_and_deck(capsys: pytest.CaptureFixture[str]) -> None:
    code, out = run([], capsys)
    assert out == [summary(count_entries(card_paths()), len(deck_paths()), 0)]
    assert code == 0


@pytest.mark.parametrize("path", deck_paths(), ids=lambda p: p.stem)
def test_every_deck_passes_check_cards(path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    code, out = run([str(path)], capsys)
    assert out == [summary(0, 1, 0)]
    assert code == 0


@pytest.mark.parametrize("path", card_paths(), ids=lambda p: p.stem)
def test_every_card_file_passes_check_cards(path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    code, out = run([str(path)], capsys)
    assert out == [summary(count_entries([path]), 0, 0)]
    assert code == 0


def test_the_cards_folder_as_a_path_finds_cards_and_decks(
    capsys: pytest.CaptureFixture[str],
) -> None:
    code, out = run([str(cards_dir())], capsys)
    assert out == [summary(count_entries(card_paths()), len(deck_paths()), 0)]
    assert code == 0


def test_cli_subcommand(capsys: pytest.CaptureFixture[str], tmp_path: Path) -> None:
    assert cli_main(["check-cards"]) == 0
    bad = write(tmp_path / "k.yaml", CARD.replace("power: 20", "power: dvadeset"))
    assert cli_main(["check-cards", str(bad)]) == 1
    out = capsys.readouterr().out.splitlines()
    assert out[-1] == summary(2, 0, 1)


def test_a_bad_file_in_a_real_process_never_shows_a_traceback(tmp_path: Path) -> None:
    bad = write(tmp_path / "k.yaml", "cards:\n  - name: x\n    cost: {2}{R}\n")
    proc = subprocess.run(
        [sys.executable, "-m", "izvori.cli.main", "check-cards", str(bad)],
        capture_output=True,
        text=True,
        encoding="utf-8",
        timeout=60,
        check=False,
    )
    assert proc.returncode == 1
    assert "Traceback" not in proc.stderr + proc.stdout
    assert proc.stdout.splitlines() == [
        f"{bad}:3: {t('err.yaml.mana_braces')}",
        summary(0, 0, 1),
    ]


# ------------------------------------------------------------------ problems and summary
def test_problems_are_printed_as_file_line_message_in_order(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    a = write(
        tmp_path / "a.yaml",
        CARD.replace("rarity", "x")
        .replace("toughness: 10", "toughness: no")
        .replace("amount: 20", "amount: -20"),
    )
    b = write(tmp_path / "b.yaml", "cards:\n  - name: Treći\n    type: Biće\n    cost: R\n")
    code, out = run([str(b), str(a)], capsys)
    prefix_vuk = t("err.card_prefix", name="Probni Vuk")
    prefix_grom = t("err.card_prefix", name="Probni Grom")
    prefix_treci = t("err.card_prefix", name="Treći")
    assert out == [
        f"{b}:2: {prefix_treci}{t('err.card.missing', key='power', where='card')}",
        f"{a}:7: {prefix_vuk}{t('err.card.pt', key='toughness', value='no')}",
        f"{a}:13: {prefix_grom}{t('err.card.negative', key='amount')}",
        summary(3, 0, 3),
    ]
    assert code == 1


def test_a_missing_path_and_an_empty_folder(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    missing = tmp_path / "nema.yaml"
    empty = tmp_path / "prazno"
    empty.mkdir()
    code, out = run([str(missing), str(empty)], capsys)
    assert out == [
        f"{missing}:0: {t('err.file.missing')}",
        f"{empty}:0: {t('err.file.no_yaml')}",
        summary(0, 0, 2),
    ]
    assert code == 1


def test_the_same_file_twice_is_checked_once(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    a = write(tmp_path / "a.yaml", CARD)
    code, out = run([str(a), str(tmp_path), str(a)], capsys)
    assert (code, out) == (0, [summary(2, 0, 0)])


def test_a_card_defined_in_two_files(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    a = write(tmp_path / "a.yaml", CARD)
    b = write(tmp_path / "b.yaml", CARD)
    code, out = run([str(a), str(b)], capsys)
    assert out[:2] == [
        f"{b}:2: {t('err.card_duplicate_file', name='Probni Vuk', other=f'{a}:2')}",
        f"{b}:8: {t('err.card_duplicate_file', name='Probni Grom', other=f'{a}:8')}",
    ]
    assert code == 1


def test_a_copy_of_a_shipped_card_file_is_not_a_duplicate_of_itself(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    copy = tmp_path / "kopija.yaml"
    shutil.copy(card_paths()[0], copy)
    code, out = run([str(copy)], capsys)
    assert (code, out) == (0, [summary(count_entries([copy]), 0, 0)])


# ------------------------------------------------------------------ decks
def test_a_deck_may_use_cards_from_a_given_card_file(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    write(tmp_path / "karte.yaml", CARD)
    names = {"Probni Vuk": 4, "Probni Grom": 4, "Grom": 4}
    shipped = [n for n in _shipped_names() if n not in names]
    names.update(dict.fromkeys(shipped[: (MIN_DECK - 12) // 4], 4))
    write(tmp_path / "decks" / "moj.yaml", deck(names))
    code, out = run([str(tmp_path)], capsys)
    assert out == [summary(2, 1, 0)]
    assert code == 0


def _shipped_names() -> list[str]:
    return sorted(library.load_cards())


def test_deck_problems(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    path = write(
        tmp_path / "decks" / "los.yaml",
        "name: yes\n"
        "description: [a, b]\n"
        "boja: crvena\n"
        "cards:\n"
        "  Grmm: 4\n"
        "  Oluja: no\n"
        "  Vatreni Vuk: 1000000000000\n"
        "  Besomar: 0\n",
    )
    code, out = run([str(path)], capsys)
    assert out == [
        f"{path}:1: {t('err.card.yaml_bool', key='name', value='yes')}",
        f"{path}:2: " + t("err.card.str", key="description", value="['a', 'b']"),
        f"{path}:3: "
        + t("err.card.unknown_key", key="boja", where="špil", allowed="name, cards, description"),
        f"{path}:4: {t('err.deck_size', count=MAX_COPIES, min=MIN_DECK)}",
        f"{path}:5: "
        + t("err.deck_unknown_card", name="Grmm", hint=t("err.did_you_mean", name="Grom")),
        f"{path}:6: {t('err.deck_count', name='Oluja', value='no')}",
        f"{path}:7: " + t("err.deck_copies", name="Vatreni Vuk", count=10**12, max=MAX_COPIES),
        f"{path}:8: {t('err.deck_count', name='Besomar', value='0')}",
        summary(0, 1, 8),
    ]
    assert code == 1


def test_a_deck_written_as_a_list_of_names(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    path = write(tmp_path / "d.yaml", "name: Lista\ncards:\n  - Grom\n  - Grom\n")
    code, out = run([str(path)], capsys)
    assert out == [f"{path}:2: {t('err.deck_cards_shape')}", summary(0, 1, 1)]
    assert code == 1


def test_a_file_without_cards_is_judged_by_its_folder(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    in_decks = write(tmp_path / "decks" / "x.yaml", "name: Bez karata\n")
    elsewhere = write(tmp_path / "x.yaml", "name: Bez karata\n")
    code, out = run([str(in_decks), str(elsewhere)], capsys)
    assert out == [
        f"{in_decks}:1: {t('err.deck_shape')}",
        f"{elsewhere}:1: {t('err.card_file_shape')}",
        summary(0, 0, 2),
    ]
    assert code == 1


def test_default_paths_follow_izvori_cards(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    write(tmp_path / "karte.yaml", CARD)
    write(tmp_path / "decks" / "mali.yaml", deck({"Probni Vuk": 4, "Probni Grom": 4}))
    monkeypatch.setenv("IZVORI_CARDS", str(tmp_path))
    monkeypatch.chdir(tmp_path)
    code, out = run([], capsys)
    assert out == [
        f"decks/mali.yaml:2: {t('err.deck_size', count=8, min=MIN_DECK)}",
        summary(2, 1, 1),
    ]
    assert code == 1


# ------------------------------------------------------------------ never a traceback
def test_an_unexpected_exception_still_becomes_a_file_line_message(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    def broken(node: object, line: int) -> object:
        raise RuntimeError("kvar")

    monkeypatch.setattr(library, "build_card", broken)
    path = write(tmp_path / "k.yaml", CARD)
    code, out = run([str(path)], capsys)
    vuk = t("err.card_prefix", name="Probni Vuk")
    grom = t("err.card_prefix", name="Probni Grom")
    internal = t("err.internal", arg="RuntimeError: kvar")
    assert out == [f"{path}:2: {vuk}{internal}", f"{path}:8: {grom}{internal}", summary(2, 0, 2)]
    assert code == 1


def test_even_a_broken_checker_prints_a_message(
    monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    def broken(paths: list[str]) -> object:
        raise MemoryError("puno")

    monkeypatch.setattr(check_module, "check", broken)
    code, out = run(["x.yaml"], capsys)
    assert out == [f"x.yaml:0: {t('err.internal', arg='MemoryError: puno')}", summary(0, 0, 1)]
    assert code == 1


def test_check_returns_the_report(tmp_path: Path) -> None:
    report = check([str(write(tmp_path / "k.yaml", CARD))])
    assert (report.problems, report.cards_checked, report.decks_checked) == ([], 2, 0)


def test_a_deck_of_thousands_of_unknown_names_is_checked_quickly(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    import time

    names = {f"Gromm {i}": 1 for i in range(10_000)}
    path = write(tmp_path / "decks" / "ogroman.yaml", deck(names))
    start = time.perf_counter()
    code, out = run([str(path)], capsys)
    assert time.perf_counter() - start < 5
    assert code == 1 and len(out) == 10_000 + 2  # + deck size, + summary
    hints = [line for line in out if t("err.did_you_mean", name="Grom") in line]
    assert len(hints) == library.MAX_HINTS
