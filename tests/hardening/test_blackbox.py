"""Black-box checks of issue 12: the `izvori` command run as a separate process.

A hang shows up as a subprocess timeout; the reads themselves are timed in-process against the
5-second bound (process start-up on a loaded CI machine is not what is being measured).
"""

from __future__ import annotations

import json
import os
import subprocess
import sys
import threading
import time
from pathlib import Path

import pytest

from izvori.cards.library import LoadError, load_cards_or_raise, load_deck_by_name
from izvori.cli.main import main
from izvori.fileread import FileRefused, read_regular
from izvori.persist import SavedGame, SaveError, read_save, write_bug_report

ROOT = Path(__file__).resolve().parents[2]
ESCAPES = ("\x1b]52;c;aGFjaw==\x07", "\x1b]0;pwned\x07", "\x1b[2J", "\x1b[H", "\x9b2J")
MARKUP = "[link=https://evil.example]klik[/link]"
HANG = 60  # a subprocess that runs this long is hanging


def izvori(
    *args: str | bytes, env: dict[str, str] | None = None
) -> subprocess.CompletedProcess[bytes]:
    full = dict(os.environ, PYTHONPATH=str(ROOT), **(env or {}))
    return subprocess.run(
        [sys.executable, "-m", "izvori.cli.main", *args],
        capture_output=True,
        timeout=HANG,
        env=full,
        cwd=ROOT,
    )


def no_traceback(r: subprocess.CompletedProcess[bytes]) -> None:
    assert b"Traceback" not in r.stderr and b"Traceback" not in r.stdout, r.stderr[-2000:]


def no_escape(r: subprocess.CompletedProcess[bytes]) -> None:
    for stream in (r.stdout, r.stderr):
        for byte in (b"\x1b", b"\x07", b"\x9b", "\x9b".encode()):
            assert byte not in stream, stream[:2000]


@pytest.fixture
def fifo(tmp_path: Path) -> Path:
    if not hasattr(os, "mkfifo"):
        pytest.skip("no FIFOs on this platform")
    path = tmp_path / "cev.yaml"
    os.mkfifo(path)
    return path


@pytest.mark.parametrize("special", ["fifo", "/dev/zero"])
def test_special_files_are_refused_at_once_in_process(special: str, fifo: Path) -> None:
    path = fifo if special == "fifo" else Path(special)
    if not path.exists():
        pytest.skip("no /dev/zero")
    start = time.monotonic()
    with pytest.raises(FileRefused) as e:
        read_regular(path, 1000)
    assert e.value.key == "not_regular"
    with pytest.raises(SaveError):
        read_save(path)
    with pytest.raises(LoadError):
        load_deck_by_name(str(path), load_cards_or_raise())
    assert time.monotonic() - start < 5


SPECIAL_FILE_COMMANDS = [
    ["replay", "--tekst", "{}"],
    ["--nastavi", "{}"],
    ["check-cards", "{}"],
    ["scenario", "{}"],
]


@pytest.mark.parametrize("special", ["fifo", "/dev/zero"])
def test_a_special_file_on_the_command_line_gives_one_line_in_a_real_process(
    special: str, fifo: Path
) -> None:
    """One real process per kind of special file (exit code and streams as a shell sees them);
    every command is checked in-process below."""
    path = str(fifo) if special == "fifo" else special
    if not Path(path).exists():
        pytest.skip("no /dev/zero")
    r = izvori("replay", "--tekst", path)
    no_traceback(r)
    assert r.returncode != 0
    assert "običan fajl".encode() in r.stdout + r.stderr


@pytest.mark.parametrize("special", ["fifo", "/dev/zero"])
@pytest.mark.parametrize("command", SPECIAL_FILE_COMMANDS)
def test_special_files_on_the_command_line_give_one_line(
    special: str, command: list[str], fifo: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    path = str(fifo) if special == "fifo" else special
    if not Path(path).exists():
        pytest.skip("no /dev/zero")
    # in a thread, so that a command that blocks on the FIFO or reads /dev/zero forever fails
    # the test after HANG seconds instead of hanging the suite (the subprocess's timeout)
    done: list[int | BaseException] = []

    def run() -> None:
        try:
            done.append(main([a.format(path) for a in command]))
        except BaseException as e:  # a traceback in a real process: fail with it below
            done.append(e)

    runner = threading.Thread(target=run, daemon=True)
    runner.start()
    runner.join(HANG)
    out = capsys.readouterr()
    assert done, f"{command} hung on {special}"
    if isinstance(done[0], BaseException):
        raise done[0]
    assert "Traceback" not in out.out + out.err
    assert done[0] != 0
    assert "običan fajl" in out.out + out.err


def test_a_bug_report_with_escape_sequences_in_every_field_prints_none(
    tmp_path: Path, data_dir: Path
) -> None:
    pool = load_cards_or_raise()
    decks = [load_deck_by_name(n, pool).cards for n in ("demo-crvena", "demo-zelena")]
    s = SavedGame.create(decks, (MARKUP, "Boris" + MARKUP), seed=5, deck_names=(MARKUP, MARKUP))
    s.submit(s.game.pending.options[0] if s.game.pending.options else None)  # type: ignore[union-attr]
    evil = "".join(ESCAPES)
    report = write_bug_report(s, RuntimeError(evil + MARKUP))
    data = json.loads(report.report_path.read_text("utf-8"))
    data["crash"]["error"] = evil + MARKUP
    data["crash"]["traceback"] = evil
    data["crash"]["failing_answer"] = {"player": 0, "answer": evil + MARKUP}
    data["crash"]["platform"] = evil
    report.report_path.write_text(json.dumps(data), "utf-8")
    r = izvori("replay", "--tekst", str(report.report_path))
    no_traceback(r)
    no_escape(r)
    assert r.returncode == 0, r.stderr
    assert b"\\x1b]52" in r.stdout  # shown escaped, not sent
    # and a path full of escapes, quoted by a refusal
    bad = tmp_path / f"x{ESCAPES[1]}.json"
    bad.write_text("{", "utf-8")
    r = izvori("replay", "--tekst", str(bad))
    no_traceback(r)
    no_escape(r)


def test_a_second_process_cannot_open_a_save_in_use(data_dir: Path) -> None:
    pool = load_cards_or_raise()
    decks = [load_deck_by_name(n, pool).cards for n in ("demo-crvena", "demo-zelena")]
    s = SavedGame.create(decks, ("Ana", "Boris"), seed=9)
    code = (
        "import sys\n"
        "from izvori.cards.library import load_cards_or_raise\n"
        "from izvori.persist import SavedGame, SaveError\n"
        "try:\n"
        "    SavedGame.open(sys.argv[1], load_cards_or_raise())\n"
        "except SaveError as e:\n"
        "    print(e.message); sys.exit(3)\n"
    )
    env = dict(os.environ, PYTHONPATH=str(ROOT))
    r = subprocess.run(
        [sys.executable, "-c", code, str(s.path)], capture_output=True, timeout=HANG, env=env
    )
    assert r.returncode == 3, r.stderr
    assert "već ima otvorenu".encode() in r.stdout
    s.close()
    r = subprocess.run(
        [sys.executable, "-c", code, str(s.path)], capture_output=True, timeout=HANG, env=env
    )
    assert r.returncode == 0, r.stdout + r.stderr


def test_games_started_in_the_same_second_with_the_same_seed_never_share_a_save() -> None:
    pool = load_cards_or_raise()
    decks = [load_deck_by_name(n, pool).cards for n in ("demo-crvena", "demo-zelena")]
    paths = {SavedGame.create(decks, ("Ana", "Boris"), seed=1).path for _ in range(20)}
    assert len(paths) == 20


def test_crash_section_with_a_bad_index_is_a_clean_refusal(tmp_path: Path) -> None:
    pool = load_cards_or_raise()
    decks = [load_deck_by_name(n, pool).cards for n in ("demo-crvena", "demo-zelena")]
    s = SavedGame.create(decks, ("Ana", "Boris"), seed=4, path=tmp_path / "s.json")
    data = json.loads(s.path.read_text("utf-8"))
    data["crash"] = {"answer_index": "a"}
    s.path.write_text(json.dumps(data), "utf-8")
    r = izvori("replay", "--tekst", str(s.path))
    no_traceback(r)
    assert r.returncode == 2 and b"crash.answer_index" in r.stderr


def test_undecodable_and_escape_names_on_the_command_line_are_refused() -> None:
    for name in (b"\xff\xfe", b"A\x1b]0;x\x07"):
        r = izvori("play", "--names", name, "Boris")  # type: ignore[arg-type]
        no_traceback(r)
        no_escape(r)
        assert r.returncode == 2 and "Ime igrača 1".encode() in r.stderr


def test_any_stdout_encoding_works() -> None:
    r = izvori("check-cards", env={"PYTHONIOENCODING": "ascii"})
    no_traceback(r)
    assert r.returncode == 0
    assert b"\\u" in r.stdout or b"\\x" in r.stdout  # č shown as an escape, not a crash


def test_a_bom_save_is_accepted_and_a_symlinked_save_stays_a_link(tmp_path: Path) -> None:
    pool = load_cards_or_raise()
    decks = [load_deck_by_name(n, pool).cards for n in ("demo-crvena", "demo-zelena")]
    real = tmp_path / "real.json"
    s = SavedGame.create(decks, ("Ana", "Boris"), seed=8, path=real)
    s.close()
    real.write_bytes(b"\xef\xbb\xbf" + real.read_bytes())
    assert read_save(real).names == ("Ana", "Boris")
    link = tmp_path / "link.json"
    link.symlink_to(real)
    t = SavedGame.open(link, pool)
    t.submit(t.game.pending.options[0] if t.game.pending.options else None)  # type: ignore[union-attr]
    assert link.is_symlink()  # followed: the file it points at was replaced
    assert len(read_save(real).answers) == 1


@pytest.mark.parametrize(
    "args",
    [("scenario", "tests/scenarios"), ("proveri-karte", "cards", "tests/scenarios")],
    ids=["scenario", "proveri-karte"],
)
def test_a_reader_that_stops_early_gets_no_traceback(args: tuple[str, ...]) -> None:
    """`izvori scenario ... | head -1`: the reader closes the pipe after one line. The command
    stops quietly with the shell's code for it (128 + SIGPIPE), never a traceback on the
    terminal (stderr is not the pipe, so the player would see one)."""
    full = dict(os.environ, PYTHONPATH=str(ROOT))
    proc = subprocess.Popen(
        [sys.executable, "-m", "izvori.cli.main", *args],
        stdout=subprocess.PIPE,
        stderr=subprocess.PIPE,
        env=full,
        cwd=ROOT,
    )
    assert proc.stdout is not None and proc.stderr is not None
    assert proc.stdout.readline()  # one line read, as `head -1` does ...
    proc.stdout.close()  # ... and gone
    err = proc.stderr.read()
    assert proc.wait(timeout=HANG) == 141
    assert b"Traceback" not in err and b"BrokenPipe" not in err, err[-2000:]
