"""Atomic file replacement: a kill at any instant leaves the old file or the new one.

The new content goes to a temporary file in the same folder, is flushed and fsync'ed, then
`os.replace` swaps it in (atomic on POSIX and Windows), and the folder itself is fsync'ed where
the platform allows it so the rename survives a power cut too. A temporary file left behind by
a kill is hidden (its name starts with a dot) and carries the writer's process id
(``.partija-….json.<pid>.<random>.tmp``): `remove_stale_temp` removes only the temp files of
processes that no longer run, never another live process's file (issue 12).

A save that is a symbolic link is followed: the file it points at is replaced, the link stays
(docs/saves.md).
"""

from __future__ import annotations

import contextlib
import os
import tempfile
from pathlib import Path

TEMP_SUFFIX = ".tmp"
#: fsync for durability across power cuts. Tests that play thousands of answers switch it off
#: (a kill of the process is survived by the atomic rename alone).
FSYNC = True


def _temp_prefix(path: Path) -> str:
    return f".{path.name}."


def _own_prefix(path: Path) -> str:
    return f"{_temp_prefix(path)}{os.getpid()}."


def _alive(pid: int) -> bool:
    """Whether a process with this id runs (True when that can't be known: keep its file)."""
    if pid == os.getpid():
        return False  # our own leftovers from an earlier, failed write
    if pid <= 0:
        return False
    if os.name == "nt":  # os.kill(pid, 0) would terminate the process there: keep the file
        return True
    try:
        os.kill(pid, 0)
    except ProcessLookupError:
        return False
    except (PermissionError, OSError, OverflowError):
        return True
    return True


def real_target(path: Path) -> Path:
    """The file a write to `path` replaces: a symbolic link's target, else `path` itself."""
    return Path(os.path.realpath(path)) if path.is_symlink() else path


def fsync_dir(folder: Path) -> None:
    """fsync a folder so a rename in it is durable (silently skipped where unsupported)."""
    if not FSYNC:
        return
    flags = os.O_RDONLY | getattr(os, "O_DIRECTORY", 0)
    try:
        fd = os.open(folder, flags)
    except OSError:
        return
    try:
        os.fsync(fd)
    except OSError:
        pass
    finally:
        os.close(fd)


def atomic_write(path: Path, data: bytes) -> None:
    """Replace `path` with `data` atomically and durably (creating its folder if needed)."""
    path = real_target(path)
    folder = path.parent
    folder.mkdir(parents=True, exist_ok=True)
    fd, tmp = tempfile.mkstemp(prefix=_own_prefix(path), suffix=TEMP_SUFFIX, dir=folder)
    try:
        with os.fdopen(fd, "wb") as f:
            f.write(data)
            f.flush()
            if FSYNC:
                os.fsync(f.fileno())
        os.replace(tmp, path)
    except BaseException:
        with contextlib.suppress(OSError):
            os.unlink(tmp)
        raise
    fsync_dir(folder)


def remove_stale_temp(path: Path) -> int:
    """Delete temporary files an interrupted `atomic_write(path, …)` left; returns how many.

    Only files whose writer process is gone (or is this process) are removed.
    """
    path = real_target(path)
    prefix = _temp_prefix(path)
    try:
        names = os.listdir(path.parent)
    except OSError:
        return 0
    removed = 0
    for name in names:
        if name.startswith(prefix) and name.endswith(TEMP_SUFFIX):
            pid_text = name[len(prefix) :].split(".", 1)[0]
            if pid_text.isascii() and pid_text.isdigit() and _alive(int(pid_text)):
                continue
            with contextlib.suppress(OSError):
                (path.parent / name).unlink()
                removed += 1
    return removed
