"""The soak switch (tests/soak_mode.py): the suite's short runs, the soak command's long ones."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

import pytest
import soak_mode

ROOT = Path(__file__).resolve().parent.parent


def test_size_is_the_knob_then_the_mode(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.delenv("IZVORI_TEST_KNOB", raising=False)
    monkeypatch.setattr(soak_mode, "SOAK", False)
    assert soak_mode.size(2, 20, "IZVORI_TEST_KNOB") == 2
    monkeypatch.setattr(soak_mode, "SOAK", True)
    assert soak_mode.size(2, 20, "IZVORI_TEST_KNOB") == 20
    monkeypatch.setenv("IZVORI_TEST_KNOB", "7")
    assert soak_mode.size(2, 20, "IZVORI_TEST_KNOB") == 7


def test_cases_short_run_is_part_of_the_long_one(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(soak_mode, "SOAK", False)
    assert soak_mode.cases(short=(4, 10), long=range(12)) == [4, 10]
    monkeypatch.setattr(soak_mode, "SOAK", True)
    assert soak_mode.cases(short=(4, 10), long=range(12)) == list(range(12))
    with pytest.raises(AssertionError):
        soak_mode.cases(short=(12,), long=range(12))


def _collected(soak: bool) -> list[str]:
    env = {k: v for k, v in os.environ.items() if k != "IZVORI_SOAK"}
    if soak:
        env["IZVORI_SOAK"] = "1"
    files = ["tests/engine/test_casting_soak.py", "tests/persist/test_roundtrip.py"]
    # the ini's -q: one node id a line
    cmd = [sys.executable, "-m", "pytest", "--collect-only", "-p", "no:cacheprovider"]
    out = subprocess.run(
        [*cmd, "-n", "0", "-m", "soak", *files],
        cwd=ROOT,
        env=env,
        capture_output=True,
        text=True,
        timeout=120,
        check=True,
    ).stdout
    return [line for line in out.splitlines() if "::" in line]


def test_the_soak_command_collects_the_long_versions() -> None:
    """`IZVORI_SOAK=1 pytest -m soak` (README) selects the marked tests at their long size."""
    short, long = _collected(soak=False), _collected(soak=True)
    assert set(short) < set(long)
    casting = "tests/engine/test_casting_soak.py::test_random_games_keep_every_invariant_and_replay"
    assert f"{casting}[11]" in long and f"{casting}[11]" not in short
    assert len([n for n in long if "test_round_trip_mid_game_and_finished" in n]) == 12
    # only the marked tests
    assert not any("test_every_answer_is_autosaved" in n for n in short + long)
