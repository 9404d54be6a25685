"""Values made by `value_class` (izvori/engine/values.py): dataclasses frozen for the type
checker, not at run time (issue 13) — equal and hashed by their fields as `frozen=True` made
them, and an assignment to a field refused by mypy, which is strict on the engine."""

from __future__ import annotations

import dataclasses
from pathlib import Path

import pytest

from izvori.engine.characteristics import Chars
from izvori.engine.decisions import Action, Decision, DecisionKind
from izvori.engine.mana import ManaCost
from izvori.engine.payment import ManaSource
from izvori.engine.requirements import Rules
from izvori.engine.view import CardFace, GameView, PermanentView, PlayerView, StackItemView

ROOT = Path(__file__).resolve().parents[2]
VALUES = (Action, Chars, Decision, ManaCost, ManaSource, Rules)
#: the views (session 23): values too, made by the thousand a decision of a searching opponent
VIEWS = (CardFace, GameView, PermanentView, PlayerView, StackItemView)

#: One function that reads a field of each value, and the same with an assignment to each.
READS = """
from izvori.engine.characteristics import Chars
from izvori.engine.decisions import Action, Decision
from izvori.engine.mana import ManaCost
from izvori.engine.payment import ManaSource
from izvori.engine.requirements import Rules
from izvori.engine.view import GameView


def f(
    a: Action, c: Chars, m: ManaCost, s: ManaSource, r: Rules, d: Decision, v: GameView
) -> object:
    return (a.kind, c.name, m.generic, s.perm, r.required, d.options, v.turn)
"""
ASSIGNMENTS = """

def g(
    a: Action, c: Chars, m: ManaCost, s: ManaSource, r: Rules, d: Decision, v: GameView
) -> None:
    v.turn = 2
    a.kind = "cast"
    c.name = "x"
    m.generic = 2
    s.perm = 3
    r.required = frozenset()
    d.options = ()
"""
WRITES = READS + ASSIGNMENTS


def test_values_are_equal_and_hashed_by_their_fields() -> None:
    for cls in VALUES + VIEWS:
        params = cls.__dataclass_params__  # type: ignore[attr-defined]
        assert dataclasses.is_dataclass(cls) and params.eq and params.unsafe_hash, cls
    a = Action("cast", 3, 1)
    assert a == Action("cast", 3, 1) and hash(a) == hash(Action("cast", 3, 1))
    assert a != Action("cast", 3, 2) and {a: 1}[Action("cast", 3, 1)] == 1
    assert sorted([Action("pass"), a, Action("cast", 2)]) == [  # order=True, as before
        Action("cast", 2),
        a,
        Action("pass"),
    ]
    assert Decision(0, DecisionKind.PRIORITY, "priority").context == {}  # a new dict each
    assert Decision(0, DecisionKind.PRIORITY, "p") == Decision(0, DecisionKind.PRIORITY, "p")
    assert ManaCost.parse("1R") == ManaCost.parse("1R")
    assert hash(ManaCost.parse("1R")) == hash(ManaCost.parse("1R"))


def test_an_assignment_to_a_value_is_a_type_error(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    api = pytest.importorskip("mypy.api")
    monkeypatch.setenv("MYPYPATH", str(ROOT))  # this tree's izvori, from any folder
    args = ["--no-incremental", "--follow-imports=silent", "--cache-dir=/dev/null"]
    args += ["--config-file=", "--strict"]
    reads = tmp_path / "reads.py"
    reads.write_text(READS, encoding="utf-8")
    writes = tmp_path / "writes.py"
    writes.write_text(WRITES, encoding="utf-8")
    out, _, status = api.run([*args, str(reads)])
    assert status == 0, out
    out, _, status = api.run([*args, str(writes)])
    assert status == 1, out
    for cls, name in (
        ("Action", "kind"),
        ("Chars", "name"),
        ("ManaCost", "generic"),
        ("ManaSource", "perm"),
        ("Rules", "required"),
        ("Decision", "options"),
        ("GameView", "turn"),
    ):
        assert f'Property "{name}" defined in "{cls}" is read-only' in out, out


def test_no_value_or_event_is_changed_outside_the_engine(monkeypatch: pytest.MonkeyPatch) -> None:
    """The values and events are frozen for mypy only, and the strict run covers the engine:
    the agents, the TUI, the tools and the rest are type-checked here too, for the one error
    that matters — an assignment to a field of a value or an event (with `frozen=True` it
    raised at run time). Their other typing is not this test's business."""
    api = pytest.importorskip("mypy.api")
    monkeypatch.setenv("MYPYPATH", str(ROOT))
    packages = sorted(
        str(p)
        for p in (ROOT / "izvori").iterdir()
        if p.name != "engine" and (p.suffix == ".py" or (p / "__init__.py").exists())
    )
    assert any(p.endswith("tui") for p in packages) and any(p.endswith("agents") for p in packages)
    args = ["--no-incremental", "--follow-imports=silent", "--cache-dir=/dev/null"]
    args += ["--config-file=", "--ignore-missing-imports"]
    out, _, _status = api.run([*args, *packages])
    assert "checked" in out or "Success" in out, out  # mypy ran over them
    refused = [line for line in out.splitlines() if "is read-only" in line]
    assert not refused, "\n".join(refused)
