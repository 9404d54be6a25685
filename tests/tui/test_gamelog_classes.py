"""The game log picks each event's line by the event's class (issue 15 item 3).

Every engine event class either has its line function (`@log_line(TheEvent)` in
izvori/gamelog.py) or is listed in `gamelog.SILENT`, so a new event class is a decision, not an
accident: this test fails until it is one or the other.
"""

from __future__ import annotations

import pytest

from izvori import gamelog
from izvori.engine import events
from izvori.engine.events import Event


def _event_classes() -> set[type[Event]]:
    """The event classes of izvori.engine.events, by name (`Event.__subclasses__` would also
    find the classes `dataclass(slots=True)` replaced)."""
    return {
        c
        for c in vars(events).values()
        if isinstance(c, type) and issubclass(c, Event) and c is not Event
    }


def test_every_event_class_has_a_line_or_is_silent() -> None:
    classes = _event_classes()
    assert len(classes) > 60
    written = set(gamelog._LINES)
    assert not written & gamelog.SILENT
    assert sorted(c.__name__ for c in classes - written - gamelog.SILENT) == []
    assert written | gamelog.SILENT <= classes


def test_a_class_gets_one_line_function() -> None:
    with pytest.raises(ValueError, match="already knows DamageDealt"):
        gamelog.log_line(events.DamageDealt)(lambda game, ev: "")
    with pytest.raises(ValueError, match="already knows Tapped"):
        gamelog.log_line(events.Tapped)(lambda game, ev: "")
