"""The game log panel: lines can be taken off the end without writing the rest again.

After an undo or a cancelled cast the engine's log is a new list (the game went back to a
copy); `gamelog.LogFollower` says how many lines are still the same, and the panel drops only
the lines after them and writes the new ones (issue 11 item 6: an undo on a board with ~170
events rendered all of them again).
"""

from __future__ import annotations

from typing import Any

from textual.geometry import Size

from izvori.tui.widgets.steady import SteadyLog


class GameLog(SteadyLog):
    """The log panel: the game's lines, and lines of the program's own (the computer's
    reasons) written between them. Lines can be taken off the end without writing the rest
    again."""

    def __init__(self, **kwargs: Any) -> None:
        super().__init__(**kwargs)
        self._entries: list[tuple[str, bool]] = []  # (text, a game line) written so far
        self._ends: list[int | None] = []  # strips after each entry (None: not yet known)

    def add(self, text: str, game_line: bool = True) -> None:
        if self._size_known and self.auto_scroll:
            # follow the new line in this frame: RichLog scrolls after the next refresh,
            # so the frame that shows a decision could still show the log a few lines short
            # of its end, depending on when that refresh came (a frame that depends on timing
            # is not the same screen for the same game)
            self.write(text, scroll_end=False)
            self.scroll_end(animate=False, immediate=True, x_axis=False)
        else:
            self.write(text)
        self._entries.append((text, game_line))
        self._ends.append(len(self.lines) if self._size_known else None)

    def texts(self) -> list[str]:
        """Every entry written so far, in order, as written (markup, names escaped): the
        game's lines and the program's own between them."""
        return [text for text, _game_line in self._entries]

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
