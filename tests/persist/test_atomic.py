"""Atomic writes: the old file or the new one, never a torn one, and no litter."""

from __future__ import annotations

import os
from pathlib import Path

import pytest

from izvori.persist import atomic
from izvori.persist.atomic import atomic_write, remove_stale_temp

pytestmark = pytest.mark.real_fsync


def test_write_creates_folder_and_replaces(tmp_path: Path) -> None:
    path = tmp_path / "a" / "b" / "s.json"
    atomic_write(path, b"one")
    assert path.read_bytes() == b"one"
    atomic_write(path, b"two")
    assert path.read_bytes() == b"two"
    assert os.listdir(path.parent) == ["s.json"]


def test_fsync_of_file_and_folder(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    synced: list[int] = []
    real = os.fsync
    monkeypatch.setattr(os, "fsync", lambda fd: (synced.append(fd), real(fd))[1])
    atomic_write(tmp_path / "s.json", b"x")
    assert len(synced) == 2  # the temp file before the rename, the folder after it


@pytest.mark.parametrize("fail_in", ["write", "fsync", "replace"])
def test_failure_keeps_the_old_file_and_leaves_no_temp(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, fail_in: str
) -> None:
    path = tmp_path / "s.json"
    atomic_write(path, b"old content")

    def boom(*_args: object) -> None:
        raise OSError(28, "No space left on device")

    if fail_in == "write":
        real_fdopen = os.fdopen

        class Full:
            def __init__(self, fd: int, mode: str) -> None:
                self.f = real_fdopen(fd, mode)

            def __enter__(self) -> Full:
                return self

            def __exit__(self, *exc: object) -> None:
                self.f.close()

            def write(self, data: bytes) -> None:
                boom()

        monkeypatch.setattr(os, "fdopen", Full)
    elif fail_in == "fsync":
        monkeypatch.setattr(os, "fsync", boom)
    else:
        monkeypatch.setattr(os, "replace", boom)
    with pytest.raises(OSError):
        atomic_write(path, b"new content that never lands")
    monkeypatch.undo()
    assert path.read_bytes() == b"old content"
    assert os.listdir(tmp_path) == ["s.json"]


def test_stale_temp_files_are_removed_only_for_that_save(tmp_path: Path) -> None:
    path = tmp_path / "s.json"
    atomic_write(path, b"x")
    (tmp_path / ".s.json.abc.tmp").write_bytes(b"torn")
    (tmp_path / ".other.json.abc.tmp").write_bytes(b"other")
    assert remove_stale_temp(path) == 1
    assert sorted(os.listdir(tmp_path)) == [".other.json.abc.tmp", "s.json"]


def test_fsync_switch(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    calls: list[int] = []
    monkeypatch.setattr(os, "fsync", lambda fd: calls.append(fd))
    monkeypatch.setattr(atomic, "FSYNC", False)
    atomic_write(tmp_path / "s.json", b"x")
    assert calls == []


def test_a_live_processs_temp_file_is_kept_and_a_dead_ones_removed(tmp_path: Path) -> None:
    """Issue 12: remove_stale_temp deleted another process's temp file in progress."""
    import subprocess
    import sys

    path = tmp_path / "s.json"
    atomic_write(path, b"x")
    child = subprocess.Popen([sys.executable, "-c", "import time; time.sleep(60)"])
    try:
        live = tmp_path / f".s.json.{child.pid}.abc.tmp"
        live.write_bytes(b"being written")
        assert remove_stale_temp(path) == 0 and live.exists()
    finally:
        child.kill()
        child.wait()
    assert remove_stale_temp(path) == 1 and not live.exists()
    mine = tmp_path / f".s.json.{os.getpid()}.abc.tmp"  # our own leftover from a failed write
    mine.write_bytes(b"torn")
    assert remove_stale_temp(path) == 1 and not mine.exists()
