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


def test_one_class_per_kind_each_frozen() -> None:
    kinds = [c.kind for c in KINDS]
    assert len(kinds) == len(set(kinds)) and len(kinds) > 60
    assert all(dataclasses.is_dataclass(c) and c.__dataclass_params__.frozen for c in KINDS)  # type: ignore[attr-defined]
    ev = LifeChanged(player=0, amount=-30, reason="damage")
    with pytest.raises(dataclasses.FrozenInstanceError):
        ev.amount = 5  # type: ignore[misc]
    assert ev.kind == "life" and ev.data == {"player": 0, "amount": -30, "reason": "damage"}


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
