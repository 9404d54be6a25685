"""The save file format (docs/saves.md): build it, and read it back refusing anything odd.

A save is one JSON object, ``{"format": "izvori-save", "version": 1, ...}``. Reading never
trusts the file: size, encoding, JSON syntax, duplicate keys, every field's type and range are
checked, and every refusal is a `SaveError` whose message (Serbian) names the file and the first
bad entry. This module knows nothing about the card pool or the engine; `izvori.persist.session`
checks the cards and replays the answers.
"""

from __future__ import annotations

import functools
import json
import re
import unicodedata
from dataclasses import dataclass, field
from datetime import datetime
from pathlib import Path
from typing import Any

from izvori import limits
from izvori.fileread import MAX_SAVE_BYTES, FileRefused, read_regular
from izvori.safetext import clean
from izvori.strings import t

FORMAT = "izvori-save"
VERSION = 1
MAX_BYTES = MAX_SAVE_BYTES
MAX_ANSWERS = 200_000
# one definition of every limit a game is started with (izvori/limits.py)
MAX_DECK = limits.MAX_DECK
MAX_NAME = limits.MAX_PLAYER_NAME
MAX_TEXT = limits.MAX_DECK_NAME
MAX_CARD_NAME = limits.MAX_CARD_NAME
#: The crash section of a bug report: free text, bounded.
MAX_CRASH_TEXT = 100_000
CRASH_KEYS = frozenset(
    {
        "error",
        "traceback",
        "failing_answer",
        "answer_index",
        "when",
        "written_by",
        "python",
        "platform",
    }
)
#: An answer is a small JSON value: at most this many items in a list, this deep.
MAX_ANSWER_ITEMS = 500
MAX_ANSWER_DEPTH = 3

REQUIRED = ("format", "version", "seed", "starting_player", "names", "decks", "cards", "answers")
OPTIONAL = (
    "deck_names",
    "settings",
    "finished",
    "result",
    "turn",
    "digest",
    "created",
    "updated",
    "written_by",
    "crash",
)
ENTRY_KEYS = frozenset({"player", "answer", "concede"})
_FINGERPRINT = re.compile("^[0-9a-f]{16}$")
_DIGEST = re.compile("^[0-9a-f]{64}$")


class SaveError(Exception):
    """A save or replay file that is refused; `message` is the Serbian text to show.

    `where` is the JSON path of the first bad entry (``answers[12]``, ``decks[0][3]``) or "";
    `index` is the first bad answer's index when the problem is in an answer.
    """

    def __init__(
        self,
        path: Path | str | None,
        problem: str,
        *,
        where: str = "",
        index: int | None = None,
    ) -> None:
        self.path = Path(path) if path is not None else None
        self.problem = problem
        self.where = where
        self.index = index
        # the path came from the user and the problem may quote the file: nothing raw reaches
        # the terminal (izvori.safetext)
        shown = clean(path) if path is not None else t("save.no_path")
        if index is not None:
            where = where or f"answers[{index}]"
            msg = t("save.at_answer", path=shown, where=where, number=index + 1, problem=problem)
        elif where:
            msg = t("save.at_key", path=shown, where=where, problem=problem)
        else:
            msg = t("save.at_file", path=shown, problem=problem)
        self.message = clean(msg)
        super().__init__(self.message)


@dataclass
class SaveData:
    """The validated content of a save file (the answers are checked one by one on replay)."""

    seed: int
    starting_player: int | None
    names: tuple[str, str]
    decks: list[list[str]]
    cards: dict[str, str]
    answers: list[Any]
    settings: dict[str, Any] = field(default_factory=dict)
    deck_names: tuple[str, str] | None = None
    finished: bool = False
    result: dict[str, Any] | None = None
    turn: int = 0
    digest: str | None = None
    created: str = ""
    updated: str = ""
    written_by: str = ""
    crash: dict[str, Any] | None = None
    path: Path | None = None

    def record(self) -> dict[str, Any]:
        """The engine's record (`izvori.engine.record`) of this save."""
        from izvori.engine.record import RECORD_VERSION

        return {
            "version": RECORD_VERSION,
            "seed": self.seed,
            "starting_player": self.starting_player,
            "names": list(self.names),
            "decks": self.decks,
            "cards": self.cards,
            "answers": self.answers,
        }

    def to_json(self) -> dict[str, Any]:
        out: dict[str, Any] = {
            "format": FORMAT,
            "version": VERSION,
            "written_by": self.written_by or written_by(),
            "created": self.created,
            "updated": self.updated,
            "names": list(self.names),
            "deck_names": list(self.deck_names) if self.deck_names else None,
            "seed": self.seed,
            "starting_player": self.starting_player,
            "finished": self.finished,
            "result": self.result,
            "turn": self.turn,
            "digest": self.digest,
            "settings": self.settings,
            "decks": self.decks,
            "cards": self.cards,
        }
        if self.crash is not None:
            out["crash"] = self.crash
        out["answers"] = self.answers
        return out


@functools.cache  # the installed version cannot change while the program runs; reading the
# package metadata on every autosave cost about a millisecond per answer
def written_by() -> str:
    try:
        from importlib.metadata import version

        return f"izvori {version('izvori')}"
    except Exception:
        return "izvori"


def now_text() -> str:
    return datetime.now().astimezone().isoformat(timespec="seconds")


# --------------------------------------------------------------------- writing
def answer_line(entry: Any) -> str:
    """One answer as it is written in the file (its own line)."""
    return " " + json.dumps(entry, ensure_ascii=False)


def dump_save(data: SaveData, answer_lines: list[str] | None = None) -> bytes:
    """The file's bytes: readable JSON, one answer per line (so a bad entry is easy to find).

    `answer_lines` are the answers already formatted by `answer_line` (an autosaving session
    keeps them, so a save costs no more JSON encoding than the new answer's).
    """
    obj = data.to_json()
    lines = ["{"]
    keys = list(obj)
    for n, key in enumerate(keys):
        comma = "," if n < len(keys) - 1 else ""
        value = obj[key]
        head = f" {json.dumps(key)}: "
        if key == "answers" and value:
            items = answer_lines if answer_lines is not None else [answer_line(a) for a in value]
            lines.append(head + "[")
            lines.append(",\n".join(items))
            lines.append(" ]" + comma)
        elif key == "decks":
            lines.append(head + "[")
            lines.append(",\n".join(" " + json.dumps(d, ensure_ascii=False) for d in value))
            lines.append(" ]" + comma)
        else:
            text = json.dumps(value, ensure_ascii=False, sort_keys=True, allow_nan=False)
            lines.append(head + text + comma)
    lines.append("}")
    return ("\n".join(lines) + "\n").encode("utf-8")


# --------------------------------------------------------------------- reading
class _DuplicateKey(Exception):
    def __init__(self, key: str) -> None:
        self.key = key


def _pairs(pairs: list[tuple[str, Any]]) -> dict[str, Any]:
    out = dict(pairs)  # built in C; a key given twice makes it shorter than the pairs
    if len(out) != len(pairs):
        seen: set[str] = set()
        for k, _v in pairs:
            if k in seen:
                raise _DuplicateKey(k)
            seen.add(k)
    return out


def _no_constant(name: str) -> Any:
    raise ValueError(name)


def read_bytes(path: Path) -> bytes:
    """The file's bytes: a regular file only, read without blocking, at most `MAX_BYTES`."""
    try:
        return read_regular(path, MAX_BYTES)
    except FileRefused as e:
        raise SaveError(path, e.problem) from None


def parse_json(data: bytes, path: Path | None) -> Any:
    """Decode UTF-8 and parse strict JSON (no duplicate keys, no NaN/Infinity)."""
    if len(data) > MAX_BYTES:
        raise SaveError(path, t("save.too_big", size=len(data), max=MAX_BYTES))
    try:
        text = data.decode("utf-8")
    except UnicodeDecodeError as e:
        raise SaveError(path, t("save.not_utf8", pos=e.start)) from None
    if text.startswith("\ufeff"):  # a UTF-8 byte-order mark (some editors add one): accepted
        text = text[1:]
    if not text.strip():
        raise SaveError(path, t("save.empty"))
    try:
        return json.loads(text, object_pairs_hook=_pairs, parse_constant=_no_constant)
    except _DuplicateKey as e:
        raise SaveError(path, t("save.duplicate_key", key=_show(e.key))) from None
    except json.JSONDecodeError as e:
        if _ends_inside_a_value(text):
            lines = text.rstrip().split("\n")
            where = t("save.truncated", line=len(lines), col=len(lines[-1]) + 1)
            raise SaveError(path, where) from None
        raise SaveError(path, t("save.bad_json", line=e.lineno, col=e.colno)) from None
    except RecursionError:
        raise SaveError(path, t("save.too_deep")) from None
    except (ValueError, OverflowError) as e:
        raise SaveError(path, t("save.bad_number", error=str(e)[:80])) from None


def clean_text(text: str, limit: int) -> str:
    """A name as it can be saved: control characters shown escaped, at most `limit` long
    (a long path keeps its end, the part that tells files apart)."""
    text = limits.escape_bad(text)  # a last resort: names are checked when a game starts
    if not text.strip():
        return "?"
    return text if len(text) <= limit else "…" + text[-(limit - 1) :]


def _ends_inside_a_value(text: str) -> bool:
    """Whether the text stops inside a string or with brackets left open (cut off)."""
    depth = 0
    in_string = escape = False
    for ch in text:
        if in_string:
            if escape:
                escape = False
            elif ch == "\\":
                escape = True
            elif ch == '"':
                in_string = False
        elif ch == '"':
            in_string = True
        elif ch in "[{":
            depth += 1
        elif ch in "]}":
            depth -= 1
    return in_string or depth > 0


def _show(value: Any) -> str:
    """A value for a message: short, one line, control characters made visible."""
    # a value that is not text is cut one character past the limit, so that a cut one is
    # marked "..." like a long text (a cut at exactly 60 would look whole)
    text = value if isinstance(value, str) else json.dumps(value, ensure_ascii=False)[:61]
    text = limits.escape_bad(text)
    return text if len(text) <= 60 else text[:57] + "..."


def _type_name(value: Any) -> str:
    if value is None:
        return t("save.type.null")
    if isinstance(value, bool):
        return t("save.type.bool")
    if isinstance(value, int):
        return t("save.type.int")
    if isinstance(value, float):
        return t("save.type.float")
    if isinstance(value, str):
        return t("save.type.str")
    if isinstance(value, list):
        return t("save.type.list")
    return t("save.type.dict")


class _Checker:
    def __init__(self, path: Path | None) -> None:
        self.path = path
        #: texts already found good, with their limit and whether they may be empty: a deck
        #: names the same cards again and again (the start screen reads every save)
        self.good: set[tuple[str, int, bool]] = set()

    def fail(self, where: str, problem: str) -> SaveError:
        return SaveError(self.path, problem, where=where)

    def wrong(self, where: str, expected: str, value: Any) -> SaveError:
        return self.fail(
            where, t("save.wrong_type", expected=t(expected), actual=_type_name(value))
        )

    def integer(self, where: str, value: Any, lo: int | None = None, hi: int | None = None) -> int:
        if not isinstance(value, int) or isinstance(value, bool):
            raise self.wrong(where, "save.type.int", value)
        if (lo is not None and value < lo) or (hi is not None and value > hi):
            raise self.fail(where, t("save.out_of_range", value=_show(value), lo=lo, hi=hi))
        return value

    def text(self, where: str, value: Any, limit: int, empty: bool = True) -> str:
        if not isinstance(value, str):
            raise self.wrong(where, "save.type.str", value)
        if (value, limit, empty) in self.good:
            return value
        if len(value) > limit:
            raise self.fail(where, t("save.too_long", max=limit))
        if limits.bad_char(value) is not None:
            raise self.fail(where, t("save.control_chars", value=_show(value)))
        if not empty and not value.strip():
            raise self.fail(where, t("save.empty_text"))
        self.good.add((value, limit, empty))
        return value

    def pair_of_texts(self, where: str, value: Any, limit: int) -> tuple[str, str]:
        if not isinstance(value, list):
            raise self.wrong(where, "save.type.list", value)
        if len(value) != 2:
            raise self.fail(where, t("save.two_items", count=len(value)))
        a = self.text(f"{where}[0]", value[0], limit, empty=False)
        b = self.text(f"{where}[1]", value[1], limit, empty=False)
        return a, b


def check_save(obj: Any, path: Path | None = None) -> SaveData:
    """Validate a parsed save (everything but the answers' contents and the cards)."""
    c = _Checker(path)
    if not isinstance(obj, dict) or obj.get("format") != FORMAT:
        raise SaveError(path, t("save.not_a_save", format=FORMAT))
    version = obj.get("version")
    if "version" not in obj:
        raise c.fail("version", t("save.missing_key", key="version"))
    if not isinstance(version, int) or isinstance(version, bool) or version < 1:
        raise c.fail("version", t("save.bad_version", version=_show(version)))
    if version > VERSION:
        raise SaveError(path, t("save.future_version", version=version, known=VERSION))
    for key in REQUIRED:
        if key not in obj:
            raise c.fail(key, t("save.missing_key", key=key))
    for key in obj:
        if key not in REQUIRED and key not in OPTIONAL:
            raise c.fail(_show(key), t("save.unknown_key", key=_show(key)))
    seed = c.integer("seed", obj["seed"], limits.SEED_MIN, limits.SEED_MAX)
    sp = obj["starting_player"]
    if sp is not None:
        c.integer("starting_player", sp, 0, 1)
    names = c.pair_of_texts("names", obj["names"], MAX_NAME)
    deck_names = obj.get("deck_names")
    if deck_names is not None:
        deck_names = c.pair_of_texts("deck_names", deck_names, MAX_TEXT)
    decks_obj = obj["decks"]
    if not isinstance(decks_obj, list):
        raise c.wrong("decks", "save.type.list", decks_obj)
    if len(decks_obj) != 2:
        raise c.fail("decks", t("save.two_items", count=len(decks_obj)))
    decks: list[list[str]] = []
    for d, deck in enumerate(decks_obj):
        if not isinstance(deck, list):
            raise c.wrong(f"decks[{d}]", "save.type.list", deck)
        if len(deck) > MAX_DECK:
            raise c.fail(f"decks[{d}]", t("save.deck_too_big", count=len(deck), max=MAX_DECK))
        decks.append(
            [c.text(f"decks[{d}][{i}]", n, MAX_CARD_NAME, False) for i, n in enumerate(deck)]
        )
    cards = obj["cards"]
    if not isinstance(cards, dict):
        raise c.wrong("cards", "save.type.dict", cards)
    for name, fp in cards.items():
        c.text("cards", name, MAX_CARD_NAME, False)
        if not isinstance(fp, str) or not _FINGERPRINT.match(fp):
            raise c.fail(
                f"cards[{json.dumps(name, ensure_ascii=False)}]", t("save.bad_fingerprint")
            )
    answers = obj["answers"]
    if not isinstance(answers, list):
        raise c.wrong("answers", "save.type.list", answers)
    if len(answers) > MAX_ANSWERS:
        raise c.fail("answers", t("save.too_many_answers", count=len(answers), max=MAX_ANSWERS))
    settings = obj.get("settings", {})
    if settings is None:
        settings = {}
    if not isinstance(settings, dict):
        raise c.wrong("settings", "save.type.dict", settings)
    finished = obj.get("finished", False)
    if not isinstance(finished, bool):
        raise c.wrong("finished", "save.type.bool", finished)
    result = obj.get("result")
    if result is not None:
        result = _check_result(c, result)
    turn = c.integer("turn", obj.get("turn", 0), 0, 10**9)
    digest = obj.get("digest")
    if digest is not None and (not isinstance(digest, str) or not _DIGEST.match(digest)):
        raise c.fail("digest", t("save.bad_digest"))
    created = c.text("created", obj.get("created", ""), 64)
    updated = c.text("updated", obj.get("updated", ""), 64)
    wb = c.text("written_by", obj.get("written_by", ""), 64)
    crash = obj.get("crash")
    if crash is not None:
        crash = _check_crash(c, crash, len(answers))
    return SaveData(
        seed=seed,
        starting_player=sp,
        names=names,
        decks=decks,
        cards=dict(cards),
        answers=answers,
        settings=settings,
        deck_names=deck_names,
        finished=finished,
        result=result,
        turn=turn,
        digest=digest,
        created=created,
        updated=updated,
        written_by=wb,
        crash=crash,
        path=path,
    )


def _check_result(c: _Checker, result: Any) -> dict[str, Any]:
    if not isinstance(result, dict):
        raise c.wrong("result", "save.type.dict", result)
    for key in result:
        if key not in ("winner", "reason"):
            raise c.fail("result", t("save.unknown_key", key=_show(key)))
    winner = result.get("winner")
    if winner is not None:
        c.integer("result.winner", winner, 0, 1)
    c.text("result.reason", result.get("reason"), 40, empty=False)
    return {"winner": winner, "reason": result.get("reason")}


def _check_crash(c: _Checker, crash: Any, answers: int) -> dict[str, Any]:
    """A bug report's crash section: every field has the type the viewer and replay expect."""
    if not isinstance(crash, dict):
        raise c.wrong("crash", "save.type.dict", crash)
    for key in crash:
        if key not in CRASH_KEYS:
            raise c.fail("crash", t("save.unknown_key", key=_show(key)))
    for key in ("error", "traceback", "when", "written_by", "python", "platform"):
        if key in crash:
            value = crash[key]
            if not isinstance(value, str):
                raise c.wrong(f"crash.{key}", "save.type.str", value)
            if len(value) > MAX_CRASH_TEXT:
                raise c.fail(f"crash.{key}", t("save.too_long", max=MAX_CRASH_TEXT))
            if any(unicodedata.category(ch) == "Cs" for ch in value):
                raise c.fail(f"crash.{key}", t("save.control_chars", value="\\ud800"))
    if "answer_index" in crash:
        c.integer("crash.answer_index", crash["answer_index"], 0, answers)
    failing = crash.get("failing_answer")
    if failing is not None:
        if not isinstance(failing, dict):
            raise c.wrong("crash.failing_answer", "save.type.dict", failing)
        try:
            json.dumps(failing, ensure_ascii=False, allow_nan=False).encode("utf-8")
        except (ValueError, UnicodeEncodeError):
            raise c.fail("crash.failing_answer", t("save.answer_shape")) from None
        if len(json.dumps(failing)) > MAX_CRASH_TEXT:
            raise c.fail("crash.failing_answer", t("save.too_long", max=MAX_CRASH_TEXT))
    return dict(crash)


def check_entry(entry: Any, index: int, path: Path | None) -> None:
    """One answer's shape (before the engine judges whether it is legal)."""

    def bad(problem: str) -> SaveError:
        return SaveError(path, problem, index=index)

    if not isinstance(entry, dict):
        raise bad(t("save.entry_not_object", actual=_type_name(entry)))
    for key in entry:
        if key not in ENTRY_KEYS:
            raise bad(t("save.unknown_key", key=_show(key)))
    if "player" not in entry:
        raise bad(t("save.missing_key", key="player"))
    if "answer" not in entry:
        raise bad(t("save.missing_key", key="answer"))
    player = entry["player"]
    if player not in (0, 1) or not isinstance(player, int) or isinstance(player, bool):
        raise bad(t("save.bad_player", value=_show(player)))
    if "concede" in entry:
        if entry["concede"] is not True:
            raise bad(t("save.bad_concede"))
        if entry["answer"] is not None:
            raise bad(t("save.concede_answer"))
        return
    problem = _answer_problem(entry["answer"], 0)
    if problem is not None:
        raise bad(problem)


def _answer_problem(value: Any, depth: int) -> str | None:
    if value is None or isinstance(value, bool):
        return None
    if isinstance(value, int):
        return None if abs(value) < 2**31 else t("save.answer_number")
    if isinstance(value, str):
        if len(value) > MAX_NAME or limits.bad_char(value) is not None:
            return t("save.answer_text", value=_show(value))
        return None
    if isinstance(value, list):
        if depth >= MAX_ANSWER_DEPTH or len(value) > MAX_ANSWER_ITEMS:
            return t("save.answer_shape")
        for v in value:
            problem = _answer_problem(v, depth + 1)
            if problem is not None:
                return problem
        return None
    return t("save.answer_shape")


def parse_save(data: bytes, path: Path | None = None) -> SaveData:
    return check_save(parse_json(data, path), path)


def read_save(path: Path) -> SaveData:
    """Read and validate a save file's structure (no pool, no replay)."""
    return parse_save(read_bytes(path), path)
