"""Reading a file the user named: never blocks, only regular files, never more than a limit.

Every path that comes from the user (a save for `--nastavi` or `replay`, a deck, a card file,
a scenario) is read through `read_regular`:

* opened with ``O_NONBLOCK`` so a FIFO with no writer does not hang the open;
* `fstat` on the open descriptor (not the path, so a swapped file can't slip in) must say it is
  a regular file — a FIFO, ``/dev/zero``, a socket, a terminal or a folder is refused;
* at most `limit` bytes are read (``/dev/zero`` is refused above, and a file that grows while
  it is read still stops at the limit);
* a symbolic link is followed (like git and SQLite do for the files they are given); the file it
  points at must pass the same checks.

Every refusal is a `FileRefused` whose `problem` is one Serbian line (the caller adds the path,
sanitised, in its own frame) and whose `message` is ``path: problem``.
"""

from __future__ import annotations

import errno
import os
import stat
from pathlib import Path

from izvori.safetext import clean
from izvori.strings import t

#: A save or replay file (JSON): 8 MB holds ~200,000 answers.
MAX_SAVE_BYTES = 8_000_000
#: A card, deck or scenario file (YAML).
MAX_YAML_BYTES = 512_000

_CHUNK = 1 << 16


class FileRefused(Exception):
    """A path that is not a readable regular file within the size limit."""

    def __init__(self, path: Path | str, key: str, **args: object) -> None:
        self.path = Path(path)
        self.key = key
        self.problem = t(f"file.{key}", **args)
        self.message = t("file.at", path=clean(path), problem=self.problem)
        super().__init__(self.message)


def _flags() -> int:
    flags = os.O_RDONLY
    for name in ("O_NONBLOCK", "O_NOCTTY", "O_CLOEXEC", "O_BINARY"):
        flags |= getattr(os, name, 0)
    return flags


def read_regular(path: Path | str, limit: int) -> bytes:
    """The bytes of a regular file of at most `limit` bytes; `FileRefused` otherwise."""
    try:
        fd = os.open(path, _flags())
    except FileNotFoundError:
        raise FileRefused(path, "not_found") from None
    except IsADirectoryError:
        raise FileRefused(path, "is_dir") from None
    except PermissionError:
        raise FileRefused(path, "no_permission") from None
    except OSError as e:
        if e.errno == errno.ELOOP:
            raise FileRefused(path, "loop") from None
        raise FileRefused(path, "unreadable", error=e.strerror or type(e).__name__) from None
    except (ValueError, TypeError):  # a NUL byte in the path
        raise FileRefused(path, "bad_path") from None
    try:
        st = os.fstat(fd)
        if stat.S_ISDIR(st.st_mode):
            raise FileRefused(path, "is_dir")
        if not stat.S_ISREG(st.st_mode):
            raise FileRefused(path, "not_regular")
        if st.st_size > limit:
            raise FileRefused(path, "too_big", size=st.st_size, max=limit)
        if hasattr(os, "set_blocking"):
            # a regular file never blocks; reading in blocking mode avoids EAGAIN surprises
            os.set_blocking(fd, True)
        chunks: list[bytes] = []
        total = 0
        while total <= limit:
            chunk = os.read(fd, min(_CHUNK, limit + 1 - total))
            if not chunk:
                break
            chunks.append(chunk)
            total += len(chunk)
        if total > limit:
            raise FileRefused(path, "too_big", size=total, max=limit)
        return b"".join(chunks)
    except FileRefused:
        raise
    except OSError as e:
        raise FileRefused(path, "unreadable", error=e.strerror or type(e).__name__) from None
    finally:
        os.close(fd)
