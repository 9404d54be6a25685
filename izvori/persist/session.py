"""A game that saves itself: `SavedGame` wraps a `Game` and autosaves after every answer.

    session = SavedGame.create(decks, ("Ana", "Boris"), seed=7)     # saves/partija-….json
    session.submit(answer)          # engine submit, then an atomic autosave
    session.concede(1)
    session = SavedGame.load(path, pool)   # replays to the identical state digest

The save holds the last *good* answers, kept apart from the engine's own history: if the engine
raises something other than `IllegalAnswer`, the session is marked broken, the save on disk stays
at the last good answer, and `write_bug_report` (izvori.persist.crash) writes the replay up to the
failing answer plus the traceback. `recover()` gives a fresh session from the last good answer.

A finished game stays a replay: a save in the default folder moves to `replays/` when the game
ends; a save elsewhere is left where it is, marked finished.
"""

from __future__ import annotations

import contextlib
import json
import os
import secrets
import traceback
from collections.abc import Sequence
from dataclasses import dataclass
from datetime import datetime
from pathlib import Path
from typing import Any

from izvori import limits
from izvori.engine.carddef import CardDef
from izvori.engine.decisions import IllegalAnswer
from izvori.engine.game import Game, answer_to_json
from izvori.engine.record import ReplayError, apply_entry, card_fingerprint, deck_fingerprints
from izvori.persist.atomic import atomic_write, remove_stale_temp
from izvori.persist.format import (
    MAX_NAME,
    MAX_TEXT,
    SaveData,
    SaveError,
    _show,
    answer_line,
    check_entry,
    clean_text,
    dump_save,
    now_text,
    read_save,
)
from izvori.persist.lock import SaveInUse, SaveLock
from izvori.persist.paths import (
    SAVE_PREFIX,
    is_default_save,
    replays_dir,
    saves_dir,
)
from izvori.strings import t


class SessionBroken(RuntimeError):
    """The engine raised on an answer: this session's game can't go on (see `recover`)."""


@dataclass(frozen=True)
class Failure:
    """What broke a session: the answer being submitted (JSON form) and the traceback."""

    player: int | None
    answer: Any
    concede: bool
    error: str
    traceback: str


def json_safe(value: Any) -> Any:
    try:
        value = answer_to_json(value)
        json.dumps(value)
        return value
    except Exception:
        return repr(value)[:500]


def unique_path(folder: Path, stem: str, suffix: str = ".json") -> Path:
    """`folder/stem.json`, or `stem-2.json`, … if that is taken."""
    path = folder / f"{stem}{suffix}"
    n = 2
    while path.exists():
        path = folder / f"{stem}-{n}{suffix}"
        n += 1
    return path


def new_save_path(seed: int, folder: Path | None = None) -> Path:
    """A save name no other game has: time, seed, and 48 random bits (issue 12: two games
    started in the same second with the same seed must never share a file)."""
    folder = folder if folder is not None else saves_dir()
    stamp = datetime.now().strftime("%Y%m%d-%H%M%S")
    token = secrets.token_hex(6)
    return unique_path(folder, f"{SAVE_PREFIX}{stamp}-{seed % 1_000_000:06d}-{token}")


class SavedGame:
    """A game plus its save file. Create with `create`, `wrap` or `load`."""

    def __init__(
        self,
        game: Game,
        path: Path,
        *,
        answers: list[dict[str, Any]] | None = None,
        settings: dict[str, Any] | None = None,
        deck_names: tuple[str, str] | None = None,
        created: str = "",
        replays: Path | None = None,
        autosave: bool = True,
        crash: dict[str, Any] | None = None,
    ) -> None:
        self._game = game
        #: A bug report's crash section, kept when the report is resumed (issue 12).
        self.crash = crash
        #: The lock held while this session has the save open (see `open`, `wrap`).
        self.lock: SaveLock | None = None
        self.path = Path(path)
        self.settings: dict[str, Any] = dict(settings or {})
        self.deck_names = deck_names
        self.created = created or now_text()
        self.replays = replays
        self.autosave = autosave
        self.cards = deck_fingerprints(game.decks)
        self._answers: list[dict[str, Any]] = (
            list(answers) if answers is not None else [h.to_json() for h in game.history]
        )
        self._lines = [answer_line(a) for a in self._answers]
        self._summary = self._summarize()
        #: The Serbian message of the last failed save (None when the last save worked).
        self.save_error: str | None = None
        #: Things noticed on load that did not stop it (a different final digest, …).
        self.warnings: list[str] = []
        self.failure: Failure | None = None
        self.saves = 0
        #: A front end that paints before it saves (the TUI, issue 11) sets this: an answer
        #: then only marks the save `unsaved`, and `flush()` writes it. The front end flushes
        #: before it takes the next answer, so at most one answer is ever unsaved.
        self.deferred = False
        self.unsaved = False

    # ------------------------------------------------------------ creation
    @classmethod
    def create(
        cls,
        decks: Sequence[Sequence[CardDef]],
        names: tuple[str, str],
        seed: int,
        starting_player: int | None = None,
        *,
        deck_names: tuple[str, str] | None = None,
        settings: dict[str, Any] | None = None,
        path: Path | None = None,
        autosave: bool = True,
    ) -> SavedGame:
        """Start a new game and write its first save (to `path`, or a new file in saves/)."""
        game = Game([list(d) for d in decks], names, seed=seed, starting_player=starting_player)
        return cls.wrap(
            game, deck_names=deck_names, settings=settings, path=path, autosave=autosave
        )

    @classmethod
    def wrap(
        cls,
        game: Game,
        *,
        deck_names: tuple[str, str] | None = None,
        settings: dict[str, Any] | None = None,
        path: Path | None = None,
        autosave: bool = True,
    ) -> SavedGame:
        """Give an existing game (usually a fresh one) a save file and write it now.

        `SaveError` (nothing written) if the game could not be read back from its save: names,
        deck sizes, card names and the seed are checked against `izvori.limits`, the same
        limits `SavedGame.load` applies.
        """
        problems = limits.game_problems(
            [p.name for p in game.players],
            [[c.name for c in deck] for deck in game.decks],
            game.seed,
        )
        if problems:
            raise SaveError(path, "; ".join(problems))
        lock = None
        if path is None:
            path = new_save_path(game.seed)
        if autosave:
            lock = SaveLock(path)
            try:
                lock.acquire()
            except SaveInUse:
                raise
            except SaveError:  # an unwritable folder: the save reports it (save_error)
                lock = None
        replays = replays_dir() if is_default_save(path) else None
        session = cls(
            game,
            path,
            settings=settings,
            deck_names=deck_names,
            replays=replays,
            autosave=autosave,
        )
        session.lock = lock
        if autosave:
            session.save()
            session._finish_if_over()
        return session

    @classmethod
    def load(cls, path: Path | str, pool: dict[str, CardDef]) -> SavedGame:
        """Read a save or replay and replay it to the identical state; `SaveError` if refused.

        Nothing is written: a refused file stays exactly as it was.
        """
        path = Path(path)
        data = read_save(path)
        game = replay_save(data, pool)
        session = cls(
            game,
            path,
            answers=list(data.answers),
            settings=data.settings,
            deck_names=data.deck_names,
            created=data.created,
            replays=replays_dir() if is_default_save(path) and not data.finished else None,
            crash=data.crash,
        )
        session.warnings = consistency_warnings(data, game)
        return session

    @classmethod
    def open(cls, path: Path | str, pool: dict[str, CardDef]) -> SavedGame:
        """`load` for playing on: the save is locked first, so a second process (or window)
        that opens the same game gets `SaveError` "already open" instead of two games
        overwriting one file. The lock is held until `close()` or the process ends."""
        path = Path(path)
        lock = SaveLock(path)
        lock.acquire()
        try:
            session = cls.load(path, pool)
        except BaseException:
            lock.release()
            raise
        session.lock = lock
        return session

    def close(self) -> None:
        """Write a deferred save, then release the save's lock."""
        self.flush()
        if self.lock is not None:
            self.lock.release()
            self.lock = None

    # ------------------------------------------------------------- queries
    @property
    def game(self) -> Game:
        return self._game

    @property
    def answers(self) -> list[dict[str, Any]]:
        """The good answers so far, as saved (a copy)."""
        return list(self._answers)

    @property
    def finished(self) -> bool:
        return self._game.result is not None and self.failure is None

    @property
    def broken(self) -> bool:
        return self.failure is not None

    def pool(self) -> dict[str, CardDef]:
        """The card definitions this game uses (enough to replay it)."""
        return {c.name: c for deck in self._game.decks for c in deck}

    # ------------------------------------------------------------- actions
    def submit(self, answer: Any) -> None:
        """Submit an answer to the engine, then autosave.

        `IllegalAnswer` passes through (nothing changed, nothing saved). Any other exception
        marks the session broken and is re-raised; the save stays at the last good answer.
        """
        self._check_usable()
        game = self._game
        player = game.pending.player if game.pending is not None else None
        try:
            game.submit(answer)
        except IllegalAnswer:
            raise
        except Exception as e:
            self._broke(player, answer, False, e)
            raise
        self._absorb()

    def concede(self, player: int) -> None:
        """A3.31: a player concedes (at any moment); saved like an answer."""
        self._check_usable()
        try:
            self._game.concede(player)
        except IllegalAnswer:
            raise
        except Exception as e:
            self._broke(player, None, True, e)
            raise
        self._absorb()

    def sync(self) -> None:
        """Save answers submitted to `game` directly (not through `submit`), if any.

        For a caller that drives `session.game` itself: call this after each answer.
        """
        self._check_usable()
        if len(self._game.history) != len(self._answers) or (
            self._game.result is not None and not self._summary["finished"]
        ):
            self._absorb()

    def mark_broken(self, exc: BaseException) -> None:
        """Record an exception raised outside `submit` (e.g. by a caller driving `game`)."""
        if self.failure is None:
            self._broke(None, None, False, exc)

    def update_settings(self, settings: dict[str, Any]) -> None:
        """Replace the free settings dict (stops, …) and save."""
        self.settings = dict(settings)
        if self.autosave and self.failure is None:
            self.save()

    def recover(self) -> SavedGame:
        """A fresh session replayed from the last good answer (after the engine raised)."""
        data = self.data()
        game = replay_save(data, self.pool())
        session = SavedGame(
            game,
            self.path,
            answers=list(self._answers),
            settings=self.settings,
            deck_names=self.deck_names,
            created=self.created,
            replays=self.replays,
            autosave=self.autosave,
            crash=self.crash,
        )
        # the new session goes on writing the same file: it takes the lock over
        session.lock, self.lock = self.lock, None
        return session

    # --------------------------------------------------------------- saving
    def data(self) -> SaveData:
        """This session's save content (last good answers)."""
        s = self._summary
        return SaveData(
            seed=self._game.seed,
            starting_player=self._game.starting_player_arg,
            names=(
                clean_text(self._game.players[0].name, MAX_NAME),
                clean_text(self._game.players[1].name, MAX_NAME),
            ),
            decks=[[c.name for c in deck] for deck in self._game.decks],
            cards=dict(self.cards),
            answers=list(self._answers),
            settings=self.settings,
            deck_names=(
                (clean_text(self.deck_names[0], MAX_TEXT), clean_text(self.deck_names[1], MAX_TEXT))
                if self.deck_names
                else None
            ),
            finished=s["finished"],
            result=s["result"],
            turn=s["turn"],
            digest=s["digest"],
            created=self.created,
            updated=now_text(),
            crash=self.crash,
        )

    def to_bytes(self) -> bytes:
        return dump_save(self.data(), self._lines)

    def save(self) -> bool:
        """Write the save atomically now; False (and `save_error` set) if the disk refused."""
        try:
            content = self.to_bytes()
        except (TypeError, ValueError) as e:  # settings the UI filled with non-JSON values
            self.save_error = t("save.encode_failed", path=self.path, error=str(e)[:200])
            return False
        try:
            if self.saves == 0:
                remove_stale_temp(self.path)
            atomic_write(self.path, content)
        except OSError as e:
            self.save_error = t("save.write_failed", path=self.path, error=e.strerror or str(e))
            return False
        self.saves += 1
        self.save_error = None
        return True

    # -------------------------------------------------------------- internals
    def _check_usable(self) -> None:
        if self.failure is not None:
            raise SessionBroken(self.failure.error)

    def _broke(self, player: int | None, answer: Any, concede: bool, e: BaseException) -> None:
        self.failure = Failure(
            player,
            json_safe(answer),
            concede,
            f"{type(e).__name__}: {e}"[:500],
            "".join(traceback.format_exception(e)),
        )

    def _summarize(self) -> dict[str, Any]:
        g = self._game
        result = None
        if g.result is not None:
            result = {"winner": g.result.winner, "reason": g.result.reason}
        return {
            "finished": g.result is not None,
            "result": result,
            "turn": g.turn,
            "digest": g.digest(),
        }

    def _absorb(self) -> None:
        """Take the engine's new history entries as good answers, then autosave."""
        history = self._game.history
        for h in history[len(self._answers) :]:
            entry = h.to_json()
            self._answers.append(entry)
            self._lines.append(answer_line(entry))
        self._summary = self._summarize()
        if self.autosave:
            if self.deferred:
                self.unsaved = True
                return
            self.save()
            self._finish_if_over()

    def flush(self) -> None:
        """Write the autosave a `deferred` session holds back (nothing if none is)."""
        if self.unsaved:
            self.unsaved = False
            self.save()
            self._finish_if_over()

    def _finish_if_over(self) -> None:
        """A finished game in saves/ moves to replays/ (written there before the save goes)."""
        if self._game.result is None or self.replays is None or self.save_error is not None:
            return
        target = unique_path(self.replays, self.path.stem)
        try:
            atomic_write(target, self.to_bytes())
        except (OSError, TypeError, ValueError) as e:
            error = (e.strerror if isinstance(e, OSError) else None) or str(e)
            self.save_error = t("save.write_failed", path=target, error=error)
            return
        with contextlib.suppress(OSError):
            os.unlink(self.path)
        old_lock = self.lock
        self.path = target
        self.replays = None
        if old_lock is not None:  # the save is gone; its lock file goes too
            old_lock.release()
            with contextlib.suppress(OSError):
                old_lock.path.unlink()
            self.lock = None


# ------------------------------------------------------------------ replaying
def check_cards(data: SaveData, pool: dict[str, CardDef]) -> None:
    """Every card of the decks exists in the pool with the same definition it was saved with."""
    checked: set[str] = set()
    for d, deck in enumerate(data.decks):
        for i, name in enumerate(deck):
            if name in checked:
                continue
            checked.add(name)
            where = f"decks[{d}][{i}]"
            card = pool.get(name)
            if card is None:
                raise SaveError(data.path, t("save.unknown_card", name=_show(name)), where=where)
            saved = data.cards.get(name)
            if saved is None:
                raise SaveError(data.path, t("save.no_fingerprint", name=_show(name)), where=where)
            if saved != card_fingerprint(card):
                raise SaveError(data.path, t("save.card_changed", name=_show(name)), where=where)


def replay_problem(e: ReplayError) -> str:
    """The Serbian text of a replay refusal."""
    args = dict(e.args_)
    if "reason" in args:
        reason_args = args.pop("reason_args", None)
        args["reason"] = t(str(args["reason"]), **(reason_args or {}))
    for key in ("player", "expected"):
        if isinstance(args.get(key), int):
            args[key] = args[key] + 1
    return t(f"save.{e.key}", **args)


def replay_save(data: SaveData, pool: dict[str, CardDef]) -> Game:
    """Replay a validated save; the first bad answer is refused with its index."""
    from izvori.engine.record import start_game

    check_cards(data, pool)
    try:
        game = start_game(data.record(), pool)
    except ReplayError as e:
        raise SaveError(data.path, replay_problem(e)) from None
    except Exception as e:
        error = f"{type(e).__name__}: {e}"[:200]
        raise SaveError(data.path, t("save.start_failed", error=error)) from None
    for i, entry in enumerate(data.answers):
        check_entry(entry, i, data.path)
        try:
            apply_entry(game, i, entry)
        except ReplayError as e:
            raise SaveError(data.path, replay_problem(e), index=i) from None
    return game


def consistency_warnings(data: SaveData, game: Game) -> list[str]:
    """What the file says about its end state vs. what the replay gives (normally nothing)."""
    out = []
    where = str(data.path) if data.path is not None else ""
    if data.digest is not None and data.digest != game.digest():
        out.append(t("save.warn_digest", path=where))
    finished = game.result is not None
    if data.finished != finished:
        out.append(t("save.warn_finished", path=where))
    return out
