"""One game, one process: a save is locked while a game has it open (docs/saves.md).

The lock is `filelock.FileLock` (an OS lock — ``flock`` on POSIX, ``LockFileEx`` on Windows —
that the OS drops when the process dies, so a crash or a kill never leaves a save locked) on a
hidden file beside the save, ``.partija-….json.lock``. It is taken without waiting: a second
process that opens the same save gets `SaveError` "already open" instead of two games writing
one file and one of them losing its progress (issue 12).
"""

from __future__ import annotations

import contextlib
import os
from pathlib import Path

from filelock import FileLock, Timeout

from izvori.persist.format import SaveError
from izvori.strings import t

LOCK_SUFFIX = ".lock"


class SaveInUse(SaveError):
    """Another process (or another session in this one) has this save open."""


def lock_path(save: Path) -> Path:
    """The lock file of a save (the save's real file when it is a symbolic link)."""
    real = Path(os.path.realpath(save))
    return real.parent / f".{real.name}{LOCK_SUFFIX}"


class SaveLock:
    """The held lock of one save; `release()` when the game closes (or the process ends).

    Each `SaveLock` acquires at most once and releases at most once, so the re-entrant
    counter of the shared per-path lock stays balanced.
    """

    def __init__(self, save: Path) -> None:
        self.save = save
        self.path = lock_path(save)
        self._held = False
        # not thread-local: the TUI may save from a worker thread. A singleton per path: within
        # one process the lock is re-entrant (a finished session handing its game to a resumed
        # one, tests); between processes it excludes.
        self._lock = FileLock(str(self.path), timeout=0, thread_local=False, is_singleton=True)

    def acquire(self) -> None:
        """Take the lock now or raise `SaveError` (in use / cannot lock)."""
        try:
            self.path.parent.mkdir(parents=True, exist_ok=True)
            if self._held:
                return
            self._lock.acquire(timeout=0)
            self._held = True
        except Timeout:
            raise SaveInUse(self.save, t("save.in_use")) from None
        except OSError as e:
            problem = t("save.lock_failed", error=e.strerror or type(e).__name__)
            raise SaveError(self.path, problem) from None

    @property
    def held(self) -> bool:
        return self._held

    def release(self) -> None:
        """Let go (filelock removes the lock file when nobody else holds it)."""
        if self._held:
            self._held = False
            with contextlib.suppress(OSError):
                self._lock.release()
