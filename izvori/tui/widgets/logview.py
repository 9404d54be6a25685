"""The game log panel, kept in step with the engine's log line by line.

After an undo or a cancelled cast the engine's log is a new list (the game went back to a
copy), so `gamelog.LogBook` starts over: it renders every event again and the panel was
cleared and written again whenever a line had gone. Here the events are matched by equality
(they are frozen dataclasses): the lines of the events both logs share are kept, and the
panel drops only the lines from the first event that differs and writes the new ones (issue
11 item 6: an undo on a board with ~170 events rendered all of them again).
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, field
from typing import Any

from textual.geometry import Size

from izvori.engine import Game
from izvori.gamelog import logged_lines
from izvori.tui.widgets.steady import SteadyLog


@dataclass
class LogFollower:
    """The lines of `game.log` rendered so far, per event."""

    events: list[object] = field(default_factory=list)  # the engine's events
    lines: list[str] = field(default_factory=list)
    ends: list[int] = field(default_factory=list)  # len(lines) after each event
    begun: list[bool] = field(default_factory=list)  # turn 1 had begun after each event

    def update(self, game: Game) -> tuple[int, list[str]]:
        """(keep, new): keep the first `keep` lines rendered before, then add `new`."""
        log = game.log
        n = len(self.events)
        same = n if n <= len(log) and (n == 0 or log[n - 1] is self.events[-1]) else 0
        if not same and n:
            same = _shared(self.events, log)
            del self.events[same:], self.ends[same:], self.begun[same:]
            del self.lines[self.ends[-1] if self.ends else 0 :]
        keep = len(self.lines)
        started = self.begun[-1] if self.begun else False
        for ev in log[same:]:
            fresh, started = logged_lines(game, (ev,), started=started)
            self.events.append(ev)
            self.lines.extend(fresh)
            self.ends.append(len(self.lines))
            self.begun.append(started)
        return keep, self.lines[keep:]


def _shared(before: Sequence[object], now: Sequence[object]) -> int:
    """How many events the two logs share from the start."""
    for i, (a, b) in enumerate(zip(before, now, strict=False)):
        if a is not b and a != b:
            return i
    return min(len(before), len(now))


class GameLog(SteadyLog):
    """The log panel: the game's lines, and lines of the program's own (the computer's
    reasons) written between them. Lines can be taken off the end without writing the rest
    again."""

    def __init__(self, **kwargs: Any) -> None:
        super().__init__(**kwargs)
        self._entries: list[tuple[str, bool]] = []  # (text, a game line) written so far
        self._ends: list[int | None] = []  # strips after each entry (None: not yet known)

    def add(self, text: str, game_line: bool = True) -> None:
        self.write(text)
        self._entries.append((text, game_line))
        self._ends.append(len(self.lines) if self._size_known else None)

    def keep_game_lines(self, keep: int) -> None:
        """Take off every entry from the game line after the first `keep` (own lines
        written after the `keep`th game line stay)."""
        seen = 0
        for i, (_text, game_line) in enumerate(self._entries):
            if game_line:
                if seen == keep:
                    self._cut(i)
                    return
                seen += 1

    def _cut(self, entries: int) -> None:
        """Keep the first `entries` entries."""
        end = self._ends[entries - 1] if entries else 0
        kept = self._entries[:entries]
        if end is None or None in self._ends:
            # written before the panel had its size (not yet rendered): write them again
            self.clear()
            self._entries, self._ends = [], []
            for text, game_line in kept:
                self.add(text, game_line)
            return
        self._entries = kept
        del self._ends[entries:]
        del self.lines[end:]
        self._line_cache.clear()
        self._widest_line_width = max((line.cell_length for line in self.lines), default=0)
        self.virtual_size = Size(self._widest_line_width, len(self.lines))
        self.refresh()
