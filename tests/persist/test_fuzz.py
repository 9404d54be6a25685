"""Property-based tests: mutated save files are refused cleanly or load validly, fast.

Mutations: truncation, flipped and inserted bytes, a random node of the JSON replaced by a value
of another type, answers dropped, duplicated or swapped. For each: `SavedGame.load` raises
`SaveError` or returns a game whose digest equals a fresh replay of its answers; nothing else
escapes, the text replay of anything that loads works, and every example is quick.
"""

from __future__ import annotations

import json
import time
from pathlib import Path
from typing import Any

import pytest
import soak_mode
from hypothesis import HealthCheck, event, given, settings
from hypothesis import strategies as st
from persist_helpers import card_pool

from izvori.agents.random_agent import RandomAgent
from izvori.cards.library import load_deck_by_name
from izvori.engine.record import replay
from izvori.persist import SavedGame, SaveError, list_saves
from izvori.persist.format import read_save
from izvori.persist.textreplay import render_replay

#: examples per mutation: 40 in the suite, 400 in the soak command (`IZVORI_SOAK=1 pytest -m
#: soak`), or IZVORI_FUZZ_EXAMPLES
EXAMPLES = soak_mode.size(40, 400, "IZVORI_FUZZ_EXAMPLES")
SETTINGS = settings(
    max_examples=EXAMPLES,
    deadline=None,
    suppress_health_check=[HealthCheck.function_scoped_fixture, HealthCheck.too_slow],
)
PER_EXAMPLE_SECONDS = 5.0
pytestmark = pytest.mark.soak
_BASE: dict[str, Any] = {}


def base_bytes() -> bytes:
    """A valid save of a short game (shared by all examples)."""
    if "bytes" not in _BASE:
        import tempfile

        import izvori.persist.atomic as atomic

        pool = card_pool()
        decks = [load_deck_by_name(n, pool).cards for n in ("demo-crvena", "demo-zelena")]
        with tempfile.TemporaryDirectory() as d:
            fsync, atomic.FSYNC = atomic.FSYNC, False
            try:
                s = SavedGame.create(decks, ("Ana", "Boris"), seed=41, path=Path(d) / "s.json")
                agent = RandomAgent(41)
                for _ in range(80):
                    assert s.game.pending is not None
                    s.submit(agent.choose(s.game.pending))
                s.update_settings({"stops": [["glavna1"], []]})
            finally:
                atomic.FSYNC = fsync
            _BASE["bytes"] = s.path.read_bytes()
    data: bytes = _BASE["bytes"]
    return data


def check(data: bytes, folder: Path) -> None:
    folder.mkdir(parents=True, exist_ok=True)
    path = folder / "fuzz.json"
    path.write_bytes(data)
    pool = card_pool()
    t0 = time.process_time()  # CPU time: a busy shared machine must not fail the budget
    try:
        session = SavedGame.load(path, pool)
    except SaveError as e:
        assert str(path) in e.message and "\n" not in e.message
        event("refused at an answer" if e.index is not None else "refused")
        if "srušilo" in e.message:
            event(f"engine raised: {e.problem}")
    else:
        event("loaded")
        record = read_save(path).record()
        assert session.game.digest() == replay(record, pool).digest()
        lines: list[str] = []
        render_replay(read_save(path), pool, lines.append)
        assert lines
    list_saves(folder)  # listing never raises either
    assert path.read_bytes() == data  # never rewritten by a load
    assert time.process_time() - t0 < PER_EXAMPLE_SECONDS


JSON_SCALARS = (
    st.none()
    | st.booleans()
    | st.integers(min_value=-(2**70), max_value=2**70)
    | st.floats(allow_nan=False)
    | st.text(max_size=8)
)
JSON_VALUES = st.recursive(
    JSON_SCALARS,
    lambda inner: (
        st.lists(inner, max_size=3) | st.dictionaries(st.text(max_size=5), inner, max_size=3)
    ),
    max_leaves=6,
)


def _nodes(obj: Any, path: tuple[Any, ...] = ()) -> list[tuple[Any, ...]]:
    out = [path]
    if isinstance(obj, dict):
        for k, v in obj.items():
            out.extend(_nodes(v, (*path, k)))
    elif isinstance(obj, list):
        for i, v in enumerate(obj):
            out.extend(_nodes(v, (*path, i)))
    return out


def _set(obj: Any, path: tuple[Any, ...], value: Any) -> Any:
    if not path:
        return value
    node = obj
    for k in path[:-1]:
        node = node[k]
    node[path[-1]] = value
    return obj


@SETTINGS
@given(cut=st.integers(min_value=0, max_value=10**9))
def test_truncated(tmp_path: Path, cut: int) -> None:
    data = base_bytes()
    check(data[: cut % len(data)], tmp_path)


@SETTINGS
@given(
    flips=st.lists(st.tuples(st.integers(min_value=0), st.integers(0, 255)), min_size=1, max_size=6)
)
def test_flipped_bytes(tmp_path: Path, flips: list[tuple[int, int]]) -> None:
    data = bytearray(base_bytes())
    for pos, value in flips:
        data[pos % len(data)] = value
    check(bytes(data), tmp_path)


@SETTINGS
@given(pos=st.integers(min_value=0), junk=st.binary(min_size=1, max_size=12))
def test_inserted_bytes(tmp_path: Path, pos: int, junk: bytes) -> None:
    data = base_bytes()
    pos %= len(data)
    check(data[:pos] + junk + data[pos:], tmp_path)


@SETTINGS
@given(which=st.integers(min_value=0), value=JSON_VALUES)
def test_changed_types(tmp_path: Path, which: int, value: Any) -> None:
    obj = json.loads(base_bytes())
    nodes = _nodes(obj)
    obj = _set(obj, nodes[which % len(nodes)], value)
    check(json.dumps(obj, ensure_ascii=False).encode(), tmp_path)


@SETTINGS
@given(
    edits=st.lists(
        st.tuples(st.sampled_from(["drop", "dup", "swap"]), st.integers(min_value=0)),
        min_size=1,
        max_size=3,
    )
)
def test_answers_dropped_duplicated_swapped(tmp_path: Path, edits: list[tuple[str, int]]) -> None:
    obj = json.loads(base_bytes())
    answers = obj["answers"]
    for op, i in edits:
        i %= len(answers)
        if op == "drop":
            del answers[i]
        elif op == "dup":
            answers.insert(i, dict(answers[i]))
        elif i + 1 < len(answers):
            answers[i], answers[i + 1] = answers[i + 1], answers[i]
    check(json.dumps(obj, ensure_ascii=False).encode(), tmp_path)


@SETTINGS
@given(index=st.integers(min_value=0), answer=JSON_VALUES)
def test_random_answer_values(tmp_path: Path, index: int, answer: Any) -> None:
    """A hand-edited answer of any shape is refused at its index (or happens to be legal)."""
    obj = json.loads(base_bytes())
    answers = obj["answers"]
    answers[index % len(answers)]["answer"] = answer
    check(json.dumps(obj, ensure_ascii=False).encode(), tmp_path)


KINDS = ["pass", "cast", "source", "activate", "mana", "pay", "auto", "cancel"]
PLAUSIBLE = st.one_of(
    st.integers(-3, 120),
    st.booleans(),
    st.lists(st.integers(-3, 120), max_size=4),
    st.lists(st.lists(st.integers(-3, 120), min_size=2, max_size=2), max_size=3),
    st.tuples(
        st.sampled_from(KINDS),
        st.integers(-1, 120),
        st.integers(-1, 3),
        st.sampled_from(["", "Ž", "P", "C", "R", "Z", "B", "x"]),
    ).map(list),
    st.sampled_from(KINDS),
)


@SETTINGS
@given(index=st.integers(min_value=0), answer=PLAUSIBLE)
def test_plausible_but_wrong_answers(tmp_path: Path, index: int, answer: Any) -> None:
    """Answers shaped like real ones (object ids, actions) reach the engine's own checks."""
    obj = json.loads(base_bytes())
    answers = obj["answers"]
    answers[index % len(answers)]["answer"] = answer
    check(json.dumps(obj, ensure_ascii=False).encode(), tmp_path)
