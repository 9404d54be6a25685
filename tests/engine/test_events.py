"""Issue 15 item 2: typed events — one frozen dataclass per kind, trigger matching by type, and
what `Game.emit` does after an event said by flags of its class (no hand-kept kind sets)."""

from __future__ import annotations

import ast
import dataclasses
from pathlib import Path

import pytest

from izvori.engine import events
from izvori.engine.events import CharsChange, Event, LifeChanged, ZoneChanged
from izvori.engine.objects import Zone
from izvori.engine.vocabulary.triggers import TRIGGERS

ROOT = Path(__file__).resolve().parents[2]
KINDS = [
    c
    for c in vars(events).values()
    if isinstance(c, type) and issubclass(c, Event) and c is not Event
]


def test_one_class_per_kind_each_a_value() -> None:
    """Every event is a dataclass made by `event_class`: slots, keyword-only fields, equal and
    hashed by its fields (a value a copied game shares)."""
    kinds = [c.kind for c in KINDS]
    assert len(kinds) == len(set(kinds)) and len(kinds) > 60
    for c in KINDS:
        params = c.__dataclass_params__  # type: ignore[attr-defined]
        assert dataclasses.is_dataclass(c) and params.eq and params.unsafe_hash
        assert "__slots__" in vars(c) and all(f.kw_only for f in dataclasses.fields(c))
    ev = LifeChanged(player=0, amount=-30, reason="damage")
    assert ev == LifeChanged(player=0, amount=-30, reason="damage")
    assert hash(ev) == hash(LifeChanged(player=0, amount=-30, reason="damage"))
    assert ev != LifeChanged(player=0, amount=-31, reason="damage")
    assert ev.kind == "life" and ev.data == {"player": 0, "amount": -30, "reason": "damage"}
    with pytest.raises(TypeError):
        LifeChanged(0, -30, "damage")  # type: ignore[misc]


def test_an_event_changed_after_it_is_made_is_a_type_error(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """Events are frozen for the type checker, not at run time (`event_class`: a frozen
    dataclass's `__init__` costs issue 13 ~2.7 % of the machine instructions): mypy, run on
    the engine before every commit, must refuse an assignment to an event's field, and accept
    the same code reading it."""
    api = pytest.importorskip("mypy.api")
    code = (
        "from izvori.engine.events import LifeChanged\n"
        "ev = LifeChanged(player=0, amount=-30, reason='damage')\n"
        "print(ev.amount + 1)\n"
    )
    args = ["--no-incremental", "--follow-imports=silent", "--cache-dir=/dev/null"]
    args += ["--config-file=", "--strict"]
    monkeypatch.setenv("MYPYPATH", str(ROOT))  # this tree's izvori, from any folder
    reads = tmp_path / "reads.py"
    reads.write_text(code, encoding="utf-8")
    writes = tmp_path / "writes.py"
    writes.write_text(code + "ev.amount = 5\n", encoding="utf-8")
    out, _, status = api.run([*args, str(reads)])
    assert status == 0, out
    out, _, status = api.run([*args, str(writes)])
    assert status == 1 and 'Property "amount" defined in "LifeChanged" is read-only' in out, out


def test_trigger_words_listen_to_classes_that_trigger() -> None:
    """D11.10: Game.emit looks for triggers after exactly the events whose class says so; each
    of them is listened to by a `when:` word or a delayed trigger (D5.44: steps, leaving play,
    damage), and no word listens to one that doesn't."""
    listened = {cls for word in TRIGGERS.words.values() for cls in word.listens}
    triggering = {c for c in KINDS if c.triggers}
    assert listened == triggering
    assert ZoneChanged in triggering and LifeChanged not in triggering


def test_condition_and_characteristics_flags() -> None:
    """D19.34: control, zone and tapped state end "for as long as" effects; D19: events that
    can't change characteristics keep the computed ones."""
    ends = {c.kind for c in KINDS if c.ends_conditions}
    assert ends == {"zone", "tap", "untap", "control"}
    assert events.Tapped.chars is CharsChange.IF_TAPPED_READ
    assert events.CardDrawn.chars is CharsChange.IF_ZONE_COUNTED
    assert events.CardDrawn.zones_changed == (Zone.LIBRARY, Zone.HAND)  # D16.10
    assert ZoneChanged.chars is CharsChange.ALWAYS and LifeChanged.chars is CharsChange.NEVER


def test_every_emit_site_hands_over_an_event_object() -> None:
    """No event is emitted by a kind string any more."""
    for path in (ROOT / "izvori").rglob("*.py"):
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            if (
                isinstance(node, ast.Call)
                and isinstance(node.func, ast.Attribute)
                and node.func.attr == "emit"
            ):
                where = f"{path.relative_to(ROOT)}:{node.lineno}"
                assert len(node.args) == 1 and not node.keywords, where
                assert not isinstance(node.args[0], ast.Constant), where
