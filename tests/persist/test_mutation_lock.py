"""One game, one writer: a save is locked while a game has it open (izvori/persist/lock.py).

Pinned after session 16's mutation run of izvori/persist, which found no test asking another
process to open a save already open, or where the lock file is.
"""

from __future__ import annotations

import subprocess
import sys
import textwrap
from pathlib import Path

import pytest

from izvori.persist.lock import SaveInUse, SaveLock, lock_path
from izvori.strings import t


def test_the_lock_file_lies_beside_the_save_hidden_and_named_by_it(tmp_path: Path) -> None:
    save = tmp_path / "p.json"
    lock = SaveLock(save)
    assert lock.save == save and lock.path == lock_path(save) == tmp_path / ".p.json.lock"
    lock.acquire()
    assert lock.path.exists()
    lock.release()


def test_a_link_s_lock_is_the_file_s_it_points_to(tmp_path: Path) -> None:
    real = tmp_path / "pravi.json"
    real.write_text("{}")
    (tmp_path / "veza.json").symlink_to(real)
    assert lock_path(tmp_path / "veza.json") == tmp_path / ".pravi.json.lock"


def test_within_one_process_the_lock_is_taken_again(tmp_path: Path) -> None:
    """A finished session hands its game to a resumed one in the same process."""
    first, second = SaveLock(tmp_path / "p.json"), SaveLock(tmp_path / "p.json")
    first.acquire()
    second.acquire()
    assert first.held and second.held
    second.release()
    first.release()


def test_another_process_cannot_open_a_save_that_is_open(tmp_path: Path) -> None:
    save = tmp_path / "p.json"
    holder = subprocess.Popen(
        [
            sys.executable,
            "-c",
            textwrap.dedent(
                f"""
                import sys, time
                from pathlib import Path
                from izvori.persist.lock import SaveLock
                lock = SaveLock(Path({str(save)!r}))
                lock.acquire()
                print("held", flush=True)
                time.sleep(60)
                """
            ),
        ],
        stdout=subprocess.PIPE,
        text=True,
    )
    try:
        assert holder.stdout is not None and holder.stdout.readline() == "held\n"
        lock = SaveLock(save)
        with pytest.raises(SaveInUse) as err:
            lock.acquire()
        assert err.value.path == save and err.value.problem == t("save.in_use")
        assert not lock.held
    finally:
        holder.kill()
        holder.wait()
    lock = SaveLock(save)
    lock.acquire()  # free once that process is gone
    assert lock.held
    lock.release()


def test_a_save_in_folders_not_made_yet_is_locked_after_making_them(tmp_path: Path) -> None:
    lock = SaveLock(tmp_path / "a" / "b" / "p.json")
    lock.acquire()
    assert lock.held and (tmp_path / "a" / "b" / ".p.json.lock").exists()
    lock.release()


def test_a_lock_that_cannot_be_made_is_refused_with_the_system_s_reason(tmp_path: Path) -> None:
    from izvori.persist import SaveError

    a_file = tmp_path / "datoteka"
    a_file.write_text("")
    with pytest.raises(OSError) as os_err:
        a_file.mkdir(parents=True, exist_ok=True)  # what the lock does with its folder
    lock = SaveLock(a_file / "p.json")
    with pytest.raises(SaveError) as err:
        lock.acquire()
    assert not isinstance(err.value, SaveInUse) and not lock.held
    assert err.value.problem == t("save.lock_failed", error=os_err.value.strerror)
    assert err.value.path == a_file / ".p.json.lock"
