"""`izvori replay FILE` and `izvori --nastavi [FILE]`."""

from __future__ import annotations

import argparse
import json
import re
from pathlib import Path

import pytest
from persist_helpers import new_session, play

from izvori.agents.random_agent import RandomAgent
from izvori.cli.main import main
from izvori.engine.carddef import CardDef
from izvori.persist import SavedGame


@pytest.fixture
def started(monkeypatch: pytest.MonkeyPatch) -> list[argparse.Namespace]:
    """Replace the TUI: record what `run_app` is called with."""
    import izvori.tui.app as app

    calls: list[argparse.Namespace] = []

    def run_app(args: argparse.Namespace, opponents: object = None) -> int:
        assert opponents is not None, "the command line hands the app its computer players"
        calls.append(args)
        return 0

    monkeypatch.setattr(app, "run_app", run_app)
    return calls


def test_replay_prints_both_hands_with_a_warning(
    decks: list[list[CardDef]], capsys: pytest.CaptureFixture[str]
) -> None:
    s = new_session(decks, 61)
    play(s, RandomAgent(61), 100_000)
    assert main(["replay", str(s.path)]) == 0
    out = capsys.readouterr().out
    lines = out.splitlines()
    assert lines[0].startswith("UPOZORENJE") and "skrivene informacije" in lines[0]
    assert "Potez 1:" in out and "Kraj partije" in out
    assert out.count("ruka:") >= 2 * s.game.turn - 2  # both hands, every turn
    opening = {s.game.objects[o].card.name for o in s.game.players[1].hand}
    assert opening <= {c.name for c in decks[1]}


def test_replay_of_a_game_in_progress(
    decks: list[list[CardDef]], capsys: pytest.CaptureFixture[str]
) -> None:
    s = new_session(decks, 62)
    play(s, RandomAgent(62), 50)
    assert main(["replay", "--sve", str(s.path)]) == 0
    out = capsys.readouterr().out
    assert "partija još traje" in out and "dalje" in out


def test_replay_refuses_a_bad_file_without_traceback(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    path = tmp_path / "los.json"
    path.write_text('{"format": "izvori-save", "version": 9}', encoding="utf-8")
    assert main(["replay", str(path)]) == 2
    captured = capsys.readouterr()
    assert "novijom verzijom" in captured.err and str(path) in captured.err
    assert "Traceback" not in captured.err and captured.out == ""


def test_resume_a_given_file(decks: list[list[CardDef]], started: list[argparse.Namespace]) -> None:
    s = new_session(decks, 63)
    play(s, RandomAgent(63), 30)
    assert main(["--nastavi", str(s.path)]) == 0
    (args,) = started
    assert args.resume_path == s.path
    assert isinstance(args.resume_session, SavedGame)
    assert args.resume_session.game.digest() == s.game.digest()


def test_resume_the_latest_save(
    decks: list[list[CardDef]], started: list[argparse.Namespace]
) -> None:
    old = new_session(decks, 64)
    play(old, RandomAgent(64), 5)
    new = new_session(decks, 65)
    play(new, RandomAgent(65), 5)
    obj = json.loads(old.path.read_text(encoding="utf-8"))
    obj["updated"] = "2000-01-01T00:00:00+00:00"
    old.path.write_text(json.dumps(obj), encoding="utf-8")
    assert main(["play", "--nastavi"]) == 0
    assert started[0].resume_path == new.path


def test_resume_with_nothing_saved(
    started: list[argparse.Namespace], capsys: pytest.CaptureFixture[str]
) -> None:
    assert main(["--nastavi"]) == 1
    assert "Nema snimljene partije" in capsys.readouterr().err and started == []


def test_resume_refuses_a_bad_file_before_the_tui(
    tmp_path: Path, started: list[argparse.Namespace], capsys: pytest.CaptureFixture[str]
) -> None:
    path = tmp_path / "odsecen.json"
    path.write_text('{"format": "izvori-save", "version": 1, "ans', encoding="utf-8")
    assert main(["--nastavi", str(path)]) == 2
    assert "odsečen" in capsys.readouterr().err and started == []
    assert path.read_text(encoding="utf-8").endswith('"ans')


def test_plain_play_has_no_resume(started: list[argparse.Namespace]) -> None:
    assert main([]) == 0
    assert started[0].resume_path is None and started[0].resume_session is None


def test_a_finished_game_is_not_resumed(
    decks: list[list[CardDef]],
    started: list[argparse.Namespace],
    capsys: pytest.CaptureFixture[str],
) -> None:
    s = new_session(decks, 66)
    play(s, RandomAgent(66), 30)
    s.concede(1)  # finished early: the refusal reads only that the game has a result
    assert s.game.result is not None
    assert main(["--nastavi", str(s.path)]) == 1
    assert "izvori reprodukuj" in capsys.readouterr().err and started == []


# ---------------------------------------------------------------- Serbian CLI (issue 11 item 8)
#: English words argparse would print if a text escaped translation.
ENGLISH = ("usage:", "options", "positional arguments", "error:", "show this help", "invalid",
           "expected", "required", "unrecognized", "choose from", "argument")  # fmt: skip


def _fails(argv: list[str], capsys: pytest.CaptureFixture[str]) -> str:
    with pytest.raises(SystemExit) as ex:
        main(argv)
    assert ex.value.code == 2
    return capsys.readouterr().err


def _no_english(text: str) -> None:
    # "argument" is also Serbian ("argument --x: ..."), so it is checked as "arguments" only
    for word in ENGLISH:
        if word == "argument":
            assert "arguments" not in text, text
        else:
            assert word not in text, text


@pytest.mark.parametrize(
    ("argv", "message"),
    [
        (["nema-takve"], "„nema-takve” nije dozvoljeno"),
        (["simuliraj", "--games", "x"], "„x” nije ceo broj (samo cifre 0–9"),
        (["igraj", "--first", "3"], "broj 3 nije dozvoljen (od 1 do 2)"),
        (["simulate", "--decks", "a"], "očekuju se 2 vrednosti"),
        (["reprodukuj"], "nedostaje: FAJL"),
        (["scenario"], "nedostaje: PUTANJA"),
        (["--bla"], "nepoznati argumenti: --bla"),
        (["play", "--seed"], "očekuje se jedna vrednost"),
    ],
)
def test_every_argparse_error_is_serbian(
    argv: list[str], message: str, capsys: pytest.CaptureFixture[str]
) -> None:
    err = _fails(argv, capsys)
    assert err.startswith("upotreba: izvori")
    assert ": greška: " in err and message in err
    _no_english(err)


@pytest.mark.parametrize(
    "argv",
    [["--help"], ["igraj", "-h"], ["simuliraj", "--help"], ["proveri-karte", "--help"],
     ["reprodukuj", "--help"], ["scenario", "--help"], ["zagonetka", "--help"]],
)  # fmt: skip
def test_help_is_serbian(argv: list[str], capsys: pytest.CaptureFixture[str]) -> None:
    with pytest.raises(SystemExit) as ex:
        main(argv)
    assert ex.value.code == 0
    out = capsys.readouterr().out
    assert out.startswith("upotreba: izvori") and "opcije:" in out
    assert "prikaži ovu pomoć i izađi" in out
    _no_english(out)
    # issue 11 item 8: the value names are Serbian words too (argparse makes English ones,
    # "--first FIRST", from an option with no metavar) ...
    names = set(re.findall(r"\b[A-ZČĆŠŽĐ][A-ZČĆŠŽĐ0-9_]+\b", out)) - {"YAML", "JSON", "CI"}
    assert names <= SERBIAN_METAVARS, names - SERBIAN_METAVARS
    # ... and every help line is written alike: lower case, as argparse's own
    for described in re.findall(r"^  \S.*?  +(\S.*)$", out, flags=re.MULTILINE):
        assert not described[0].isupper(), described


#: The names of values in `izvori --help` and its commands' help.
SERBIAN_METAVARS = {
    "BROJ", "SEME", "ŠPIL1", "ŠPIL2", "PUTANJA", "K", "A", "B", "MS", "IGRAČ", "IME1", "IME2",
    "NIVO", "FAJL", "FAJLA", "FAJLOM", "NAREDBA",
}  # fmt: skip


def test_top_help_lists_serbian_commands_with_english_aliases(
    capsys: pytest.CaptureFixture[str],
) -> None:
    with pytest.raises(SystemExit):
        main(["--help"])
    out = capsys.readouterr().out
    for name in ("igraj (play)", "simuliraj (simulate)", "proveri-karte (check-cards)",
                 "reprodukuj (replay)", "scenario"):  # fmt: skip
        assert name in out


def test_version_is_the_package_version(capsys: pytest.CaptureFixture[str]) -> None:
    import izvori

    for flag in ("--version", "--verzija"):
        with pytest.raises(SystemExit) as ex:
            main([flag])
        assert ex.value.code == 0
        assert capsys.readouterr().out == f"izvori {izvori.__version__}\n"


def test_serbian_and_english_names_and_options_parse_the_same() -> None:
    from izvori.cli.main import build_parser

    parser = build_parser()
    english = parser.parse_args(
        ["play", "--names", "A", "B", "--decks", "x", "y", "--seed", "3", "--first", "2"]
    )
    serbian = parser.parse_args(
        ["igraj", "--imena", "A", "B", "--spilovi", "x", "y", "--seme", "3", "--prvi", "2"]
    )
    for key in ("names", "decks", "seed", "first", "func"):
        assert getattr(english, key) == getattr(serbian, key)
    sim_en = parser.parse_args(["simulate", "--games", "2", "--turn-cap", "9", "--jobs", "2"])
    sim_sr = parser.parse_args(["simuliraj", "--partije", "2", "--granica-poteza", "9",
                                "--procesi", "2"])  # fmt: skip
    assert (sim_en.games, sim_en.turn_cap, sim_en.jobs) == (sim_sr.games, sim_sr.turn_cap, 2)
    assert parser.parse_args(["check-cards"]).func is parser.parse_args(["proveri-karte"]).func


def test_argparse_is_english_again_outside_our_parser() -> None:
    import argparse as ap

    from izvori.cli.main import build_parser

    build_parser().format_help()
    plain = ap.ArgumentParser(prog="x")
    assert plain.format_usage().startswith("usage: x")


def test_serbian_plural_forms() -> None:
    from izvori.cli.serbian import plural_form

    assert [plural_form(n) for n in (1, 2, 4, 5, 11, 12, 21, 22, 25, 111)] == [
        0, 1, 1, 2, 2, 2, 0, 1, 2, 2,
    ]  # fmt: skip
