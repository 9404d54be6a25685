"""How a save is written so that no moment of a crash loses it (izvori/persist/atomic.py).

Pinned after session 16's mutation run of izvori/persist: the temp file's name and folder (the
rename that replaces the save is atomic only within one folder, and `remove_stale_temp` finds
leftovers by that name), a save that is a symbolic link, a failed write that can't even remove
its temp file, and fsync of a folder that is not one.
"""

from __future__ import annotations

import os
from pathlib import Path
from typing import Any

import pytest

from izvori.persist import atomic


def test_the_temp_file_is_beside_the_save_named_by_it_and_this_process(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    seen: list[str] = []
    replace = os.replace

    def spy(src: Any, dst: Any) -> None:
        seen.append(str(src))
        replace(src, dst)

    monkeypatch.setattr(atomic.os, "replace", spy)
    save = tmp_path / "p.json"
    atomic.atomic_write(save, b"{}")
    [tmp] = seen
    assert Path(tmp).parent == tmp_path
    assert Path(tmp).name.startswith(f".p.json.{os.getpid()}.") and tmp.endswith(".tmp")
    assert save.read_bytes() == b"{}" and os.listdir(tmp_path) == ["p.json"]


def test_a_save_that_is_a_link_is_written_through_it(tmp_path: Path) -> None:
    """The link stays a link; the file it points to gets the new content (docs/saves.md)."""
    real = tmp_path / "pravi" / "p.json"
    real.parent.mkdir()
    real.write_bytes(b"old")
    link = tmp_path / "veza.json"
    link.symlink_to(real)
    assert atomic.real_target(link) == real and atomic.real_target(real) == real
    atomic.atomic_write(link, b"new")
    assert link.is_symlink() and real.read_bytes() == b"new"
    assert sorted(os.listdir(tmp_path)) == ["pravi", "veza.json"]


def test_a_failed_write_raises_its_own_error_even_if_its_temp_file_stays(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    def refuse(*args: Any) -> None:
        raise ValueError("disk")

    def no_unlink(*args: Any) -> None:
        raise PermissionError("no")

    monkeypatch.setattr(atomic.os, "replace", refuse)
    monkeypatch.setattr(atomic.os, "unlink", no_unlink)
    with pytest.raises(ValueError, match="disk"):
        atomic.atomic_write(tmp_path / "p.json", b"{}")


def test_no_leftovers_are_counted_in_a_folder_that_is_not_there(tmp_path: Path) -> None:
    assert atomic.remove_stale_temp(tmp_path / "nema" / "p.json") == 0


def test_fsync_of_a_folder_opens_only_a_folder(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """O_DIRECTORY: a path that is a file is not opened and synced as if it were its folder."""
    synced: list[int] = []
    monkeypatch.setattr(atomic, "FSYNC", True)
    monkeypatch.setattr(atomic.os, "fsync", lambda fd: synced.append(fd))
    a_file = tmp_path / "f"
    a_file.write_bytes(b"x")
    atomic.fsync_dir(a_file)
    assert synced == []
    atomic.fsync_dir(tmp_path)
    assert len(synced) == 1
