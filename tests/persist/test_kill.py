"""The kill test: SIGKILL a self-playing, autosaving process at random moments.

Each trial starts `python -m izvori.tools.selfplay` (random agents, autosave after every
answer, ``saved N`` printed after each save returns), kills it with SIGKILL after a random delay,
then loads what is on disk. It must always load, to a legal position: its answers are a prefix of
what the process submitted, no confirmed answer is lost (at most the one in progress), and its
digest equals a fresh replay of those answers.
"""

from __future__ import annotations

import os
import random
import resource
import signal
import subprocess
import sys
import threading
import time
from concurrent.futures import ThreadPoolExecutor
from dataclasses import dataclass
from pathlib import Path

import pytest
import soak_mode
from persist_helpers import card_pool

from izvori.cards.library import load_deck_by_name
from izvori.engine.record import game_record, replay
from izvori.persist import SavedGame
from izvori.persist.format import read_save
from izvori.tools.selfplay import DECKS, scripted_answers

pytestmark = pytest.mark.skipif(not hasattr(signal, "SIGKILL"), reason="needs SIGKILL")

#: Kills in the soak command's run (`IZVORI_SOAK=1 pytest -m soak`): the first of one fixed
#: random sequence; IZVORI_KILL_TRIALS runs that many of it when hunting (docs/hardening.md).
TRIALS = soak_mode.size(20, 100, "IZVORI_KILL_TRIALS")
#: The suite's short run: of the first 20, the first trial of each kind (concession at 30, at
#: 120 or none × the default saves folder or a given file × waiting for the first save or not):
#: the 7 kinds those 20 have, so every branch of the run and of `verify` the 20 reach.
SHORT = not soak_mode.SOAK and "IZVORI_KILL_TRIALS" not in os.environ
WORKERS = 4


@dataclass
class Trial:
    index: int
    seed: int
    concede_at: int
    default_dir: bool
    delay: float
    wait_for_start: bool


def trials() -> list[Trial]:
    everything = sequence(TRIALS)
    if not SHORT:
        return everything
    firsts: dict[tuple[int, bool, bool], Trial] = {}
    for trial in everything:
        firsts.setdefault((trial.concede_at, trial.default_dir, trial.wait_for_start), trial)
    return list(firsts.values())


def sequence(count: int) -> list[Trial]:
    rng = random.Random(20240607)
    out = []
    for k in range(count):
        out.append(
            Trial(
                index=k,
                seed=7000 + k,
                # some games end early by a concession, so kills also land around the end
                concede_at=rng.choice([-1, -1, -1, -1, 30, 120]),
                default_dir=k % 3 == 0,
                delay=rng.uniform(0.0, 1.5),
                wait_for_start=k % 10 != 0,  # every 10th kill may land before the first save
            )
        )
    return out


def run_and_kill(trial: Trial, root: Path) -> tuple[list[str], Path]:
    folder = root / f"t{trial.index}"
    folder.mkdir()
    env = dict(os.environ, IZVORI_DATA_DIR=str(folder / "data"), PYTHONUNBUFFERED="1")
    cmd = [sys.executable, "-m", "izvori.tools.selfplay", "--seed", str(trial.seed)]
    cmd += ["--concede-at", str(trial.concede_at)]
    if not trial.default_dir:
        cmd += ["--save", str(folder / "igra.json")]
    proc = subprocess.Popen(cmd, stdout=subprocess.PIPE, stderr=subprocess.PIPE, env=env)
    lines: list[str] = []
    started = threading.Event()

    def reader() -> None:
        assert proc.stdout is not None
        for raw in proc.stdout:
            lines.append(raw.decode().strip())
            if lines[-1] == "saved 0":
                started.set()
        started.set()

    th = threading.Thread(target=reader, daemon=True)
    th.start()
    if trial.wait_for_start:
        assert started.wait(30), "selfplay did not start"
    time.sleep(trial.delay)
    proc.send_signal(signal.SIGKILL)
    proc.wait(30)
    th.join(30)
    assert proc.stderr is not None
    err = proc.stderr.read().decode()
    proc.stderr.close()
    assert "Traceback" not in err, err
    return lines, folder


def find_save(trial: Trial, folder: Path, lines: list[str]) -> Path | None:
    if not trial.default_dir:
        path = folder / "igra.json"
        return path if path.exists() else None
    data = folder / "data"
    for sub in ("replays", "saves"):  # a finished game is in replays (maybe still in saves too)
        found = sorted((data / sub).glob("partija-*.json")) if (data / sub).is_dir() else []
        if found:
            assert len(found) == 1, found
            return found[0]
    return None


def verify(trial: Trial, lines: list[str], folder: Path) -> str:
    pool = card_pool()
    confirmed = [int(x.split()[1]) for x in lines if x.startswith("saved ")]
    reported = max(confirmed) if confirmed else None
    path = find_save(trial, folder, lines)
    if path is None:
        assert reported is None, f"save missing although {reported} answers were confirmed"
        return "before the first save"
    session = SavedGame.load(path, pool)  # must not raise: never a torn or illegal save
    assert session.warnings == [], session.warnings
    n = len(session.answers)
    if reported is not None:
        assert reported <= n <= reported + 1, (reported, n)
    decks = [load_deck_by_name(d, pool).cards for d in DECKS]
    expected = scripted_answers(decks, trial.seed, trial.concede_at, first=n)
    assert session.answers == expected[:n], "saved answers are not what the process submitted"
    record = game_record(session.game)
    assert record["answers"] == session.answers
    assert session.game.digest() == replay(record, pool).digest()
    assert read_save(path).digest == session.game.digest()
    # the lock file of the open game (filelock, docs/saves.md) stays beside the save by design
    litter = [
        p.name
        for p in path.parent.iterdir()
        if p.name.startswith(".") and not p.name.endswith(".lock")
    ]
    assert len(litter) <= 1, litter  # at most the temp file of the write that was cut short
    return "finished" if session.game.result is not None else "mid-game"


def _cpu_seconds() -> float:
    """CPU time of this process and of the game processes it has waited for."""
    me, kids = (
        resource.getrusage(resource.RUSAGE_SELF),
        resource.getrusage(resource.RUSAGE_CHILDREN),
    )
    return me.ru_utime + me.ru_stime + kids.ru_utime + kids.ru_stime


@pytest.mark.soak
def test_sigkill_at_random_moments_never_loses_the_game(tmp_path: Path) -> None:
    card_pool()
    t0 = _cpu_seconds()
    outcomes: list[str] = []

    def one(trial: Trial) -> str:
        lines, folder = run_and_kill(trial, tmp_path)
        return verify(trial, lines, folder)

    with ThreadPoolExecutor(WORKERS) as ex:
        outcomes = list(ex.map(one, trials()))
    assert len(outcomes) == len(trials())
    assert outcomes.count("mid-game") >= len(outcomes) // 3, outcomes
    assert _cpu_seconds() - t0 < 120  # CPU, not wall time: a busy machine must not fail it
