"""`izvori check-cards [PATH...]` (issue 4 item 3, issue 6 item 3): problems, summary, exit code."""

from __future__ import annotations

import re
import shutil
import subprocess
import sys
from pathlib import Path

import pytest

from izvori.cards import check as check_module
from izvori.cards import decklist, library
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


def _pattern(key: str) -> re.Pattern[str]:
    """A template of strings.py as a regex matching any filled-in line."""
    parts = re.split(r"\{[^}]*\}", t(key).replace("{{", "{").replace("}}", "}"))
    return re.compile(".*".join(re.escape(part) for part in parts) + "$")


NOTES = (_pattern("check.deck.summary"), _pattern("check.deck.uncastable"))


def is_note(line: str) -> bool:
    return any(p.match(line) for p in NOTES)


def run_all(paths: list[str], capsys: pytest.CaptureFixture[str]) -> tuple[int, list[str]]:
    """Every line check-cards prints, deck summaries and warnings included."""
    code = main(paths)
    return code, capsys.readouterr().out.splitlines()


def run(paths: list[str], capsys: pytest.CaptureFixture[str]) -> tuple[int, list[str]]:
    """The problems and the summary line (deck summaries left out: tested on their own)."""
    code, out = run_all(paths, capsys)
    return code, [line for line in out if not is_note(line)]


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
    code, out = run_all([str(path)], capsys)
    # one summary line and no warning: every shipped deck can cast every card it holds
    assert [line for line in out if not NOTES[0].match(line)] == [summary(0, 1, 0)]
    assert sum(1 for line in out if NOTES[0].match(line)) == 1
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
    bundled_cards = count_entries(list(library.bundled_dir().glob("*.yaml")))
    bundled_decks = len(list((library.bundled_dir() / "decks").glob("*.yaml")))
    code, out = run([], capsys)
    # $IZVORI_CARDS is found beside the bundled pool, not instead of it (issue 20 item 2)
    assert out == [
        f"decks/mali.yaml:2: {t('err.deck_size', count=8, min=MIN_DECK)}",
        summary(bundled_cards + 2, bundled_decks + 1, 1),
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
    start = time.process_time()  # CPU time: a busy shared machine must not fail the budget
    code, out = run([str(path)], capsys)
    assert time.process_time() - start < 5
    assert code == 1 and len(out) == 10_000 + 2  # + deck size, + summary
    hints = [line for line in out if t("err.did_you_mean", name="Grom") in line]
    assert len(hints) == library.MAX_HINTS


# ------------------------------------------------------------------ where cards are found
def _isolated(tmp_path: Path, monkeypatch: pytest.MonkeyPatch, bundled: Path | None = None) -> Path:
    """A private data dir, no $IZVORI_CARDS, and optionally another bundled folder."""
    data = tmp_path / "data"
    monkeypatch.setenv("IZVORI_DATA_DIR", str(data))
    monkeypatch.delenv("IZVORI_CARDS", raising=False)
    if bundled is not None:
        # the folders are looked up in izvori.cards.decklist (library re-exports them)
        monkeypatch.setattr(decklist, "bundled_dir", lambda: bundled)
    return data


def test_finding_nothing_is_an_error_that_says_where_it_looked(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    empty = tmp_path / "prazno"
    data = _isolated(tmp_path, monkeypatch, bundled=empty)
    code, out = run([], capsys)
    cards_where = f"{empty}, {data / 'karte'}"
    decks_where = f"{empty / 'decks'}, {data / 'spilovi'}"
    assert out == [
        f"{empty}:0: {t('err.no_cards_found', where=cards_where)}",
        f"{empty / 'decks'}:0: {t('err.no_decks_found', where=decks_where)}",
        summary(0, 0, 2),
    ]
    assert code == 1


def test_user_cards_and_decks_are_checked_beside_the_bundled_ones(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    data = _isolated(tmp_path, monkeypatch)
    write(data / "karte" / "moje.yaml", CARD)
    write(data / "spilovi" / "moj.yaml", deck({"Probni Vuk": 4, "Grom": 4}))
    code, out = run([], capsys)
    shown = (data / "spilovi" / "moj.yaml").resolve()
    assert out == [
        f"{shown}:2: {t('err.deck_size', count=8, min=MIN_DECK)}",
        summary(count_entries(card_paths()), len(deck_paths()), 1),
    ]
    assert count_entries(card_paths()) == count_entries([data / "karte" / "moje.yaml"]) + (
        count_entries(list(library.bundled_dir().glob("*.yaml")))
    )
    assert code == 1


def test_a_user_deck_with_a_bundled_deck_s_name_is_a_clash_naming_both_files(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    data = _isolated(tmp_path, monkeypatch)
    mine = write(
        data / "spilovi" / "demo-crvena.yaml",
        (cards_dir() / "decks" / "demo-crvena.yaml").read_text(encoding="utf-8"),
    )
    bundled = cards_dir() / "decks" / "demo-crvena.yaml"
    code, out = run([], capsys)
    assert f"{mine}:1: {t('err.deck_clash', name='demo-crvena', other=bundled)}" in out
    assert code == 1
    with pytest.raises(library.LoadError) as err:
        library.load_deck_by_name("demo-crvena")
    assert str(bundled) in err.value.problems[0] and str(mine) in err.value.problems[0]


def test_a_user_card_with_a_bundled_card_s_name_is_a_clash_naming_both_files(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    data = _isolated(tmp_path, monkeypatch)
    mine = write(data / "karte" / "grom.yaml", CARD.replace("Probni Grom", "Grom"))
    with pytest.raises(library.LoadError) as err:
        library.load_cards_or_raise()
    (problem,) = err.value.problems
    assert problem.startswith(f"{mine}:8: ")
    assert "„Grom”" in problem and str(cards_dir() / "crvena.yaml") in problem


def test_the_deck_listing_keeps_bundled_and_user_decks_apart(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    data = _isolated(tmp_path, monkeypatch)
    write(data / "spilovi" / "moj.yaml", deck({"Grom": 4}))
    extra = tmp_path / "dodatne"
    write(extra / "decks" / "tudji.yaml", deck({"Grom": 4}))
    monkeypatch.setenv("IZVORI_CARDS", str(extra))
    listing = library.list_decks()
    assert [e.name for e in listing.bundled] == [
        p.stem for p in sorted((cards_dir() / "decks").glob("*.yaml"))
    ]
    assert [(e.name, e.user) for e in listing.user] == [("moj", True), ("tudji", True)]
    assert not any(e.user for e in listing.bundled)
    assert library.load_deck_by_name("demo-zelena").name.startswith("Demo")


# ------------------------------------------------------------------ per-deck summary
def _green_deck(extra: dict[str, int]) -> dict[str, int]:
    shipped = library.load_deck_by_name("demo-zelena")
    return {**shipped.counts, **extra}


def test_each_good_deck_gets_a_summary_of_colours_sources_and_curve(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    from izvori.cards.deck_summary import CURVE_TOP, summarize

    counts = _green_deck({})
    path = write(tmp_path / "decks" / "z.yaml", deck(counts, name="Zeleni"))
    pool = library.load_cards_or_raise()
    s = summarize(counts, pool)
    assert s.size == sum(counts.values()) == 40
    assert s.colors == {"Z": 40} and s.producers == {"Z": 40}  # B12.76
    assert sum(s.curve.values()) == 40 and list(s.curve) == list(range(CURVE_TOP + 1))
    code, out = run_all([str(path)], capsys)
    assert code == 0
    assert len(out) == 2 and NOTES[0].match(out[0]) and "„Zeleni”, 40 karata" in out[0]
    assert f"{t('mana.Z')} 40" in out[0]


def test_a_card_whose_colour_the_deck_cannot_make_is_a_warning_not_a_problem(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    counts = _green_deck({"Grom": 1})
    path = write(tmp_path / "decks" / "z.yaml", deck(counts))
    code, out = run_all([str(path)], capsys)
    grom_line = list(counts).index("Grom") + 3  # name, cards:, then one line per card
    shown = check_module._shown(path)
    warning = t(
        "check.deck.uncastable", path=shown, line=grom_line, card="Grom", colors=t("mana.R")
    )
    # one Grom is its deck's only red card: it can't be its own source (B12.76)
    assert warning in out and out[-1] == summary(0, 1, 0) and code == 0


def test_two_copies_of_a_one_colour_card_can_fuel_each_other(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    counts = _green_deck({"Grom": 2})
    code, out = run_all([str(write(tmp_path / "decks" / "z.yaml", deck(counts)))], capsys)
    assert not any(NOTES[1].match(line) for line in out) and code == 0


def test_a_printed_izvor_or_a_mana_creature_counts_as_a_source_of_its_colours() -> None:
    from izvori.cards.deck_summary import summarize

    pool = library.load_cards_or_raise()
    # Kripta Plamena makes black or red (B12.71); it is not cast, so not in the curve
    s = summarize({"Kripta Plamena": 1, "Grom": 1}, pool)
    assert s.producers == {"C": 1, "R": 2} and s.uncastable == {}
    assert sum(s.curve.values()) == 1
    alone = summarize({"Grom": 1}, pool)
    assert alone.uncastable == {"Grom": ("R",)}
