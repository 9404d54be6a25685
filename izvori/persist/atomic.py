"""Atomic file replacement: a kill at any instant leaves the old file or the new one.

The new content goes to a temporary file in the same folder, is flushed and fsync'ed, then
`os.replace` swaps it in (atomic on POSIX and Windows), and the folder itself is fsync'ed where
the platform allows it so the rename survives a power cut too. A temporary file left behind by
a kill is hidden (its name starts with a dot) and is removed by `remove_stale_temp`.
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
    folder = path.parent
    folder.mkdir(parents=True, exist_ok=True)
    fd, tmp = tempfile.mkstemp(prefix=_temp_prefix(path), suffix=TEMP_SUFFIX, dir=folder)
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
    """Delete temporary files an interrupted `atomic_write(path, …)` left; returns how many."""
    prefix = _temp_prefix(path)
    try:
        names = os.listdir(path.parent)
    except OSError:
        return 0
    removed = 0
    for name in names:
        if name.startswith(prefix) and name.endswith(TEMP_SUFFIX):
            with contextlib.suppress(OSError):
                (path.parent / name).unlink()
                removed += 1
    return removed
