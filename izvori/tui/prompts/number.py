"""Choosing a number (X): the rows are the numbers allowed, largest first (↑ is one more,
↓ one less), and digits type a number as in a field (the first digit replaces)."""

from __future__ import annotations

from typing import ClassVar

from textual.widgets import OptionList
from textual.widgets.option_list import Option

from izvori.strings import t
from izvori.tui.prompts.base import PromptBase

NUMBER_LETTERS = frozenset({"enter", "backspace", "up", "down"})


class NumberPrompt(PromptBase):
    HINT_KEY = "tui.prompt.keys.number"
    LETTERS: ClassVar[frozenset[str]] = NUMBER_LETTERS

    def start(self) -> None:
        self.typed = ""  # digits typed since the cursor last moved ("": the cursor's row)
        self.following = False  # the cursor is being put on the typed number

    def title(self) -> str:
        """The range and the number the answer is now (typed, or the cursor's row) — in the
        title, which keeps its height: no progress line to show (a layout of the screen)."""
        d = self.decision
        span = t("tui.prompt.number_range", min=d.min, max=d.max)
        return f"{super().title()}  {span} · {t('tui.prompt.number_value', n=self.value())}"

    def options(self) -> list[Option]:
        d = self.decision
        return [Option(str(n), id=f"n{n}") for n in range(d.max, d.min - 1, -1)]

    def value(self) -> int:
        if self.typed:
            return int(self.typed)
        lst = self.rows() if self.is_mounted else None
        if lst is not None and lst.highlighted is not None:
            return int((lst.options[lst.highlighted].id or "n0")[1:])
        return self.decision.max

    def pick_number(self, n: int) -> None:
        """A digit types: the first one after the cursor moved starts the number (the offered
        largest is replaced), the next ones append; the cursor follows when the number is
        a row. With a card on the board focused the digit does the same, and the list takes
        the keyboard back."""
        self.typed = (self.typed + str(n)).lstrip("0")[:4] or "0"
        self._follow()
        self.take_keyboard()

    def key_letter(self, letter: str) -> None:
        if letter in ("up", "down"):
            # one more or one less, stopping at the ends (the list's own keys would wrap
            # round from the largest to the smallest)
            lst = self.rows()
            row = (lst.highlighted or 0) + (-1 if letter == "up" else 1)
            lst.highlighted = max(0, min(lst.option_count - 1, row))
        elif letter == "enter":
            self.submit(self.value())
        elif letter == "backspace" and self.typed:
            self.typed = self.typed[:-1]
            self._follow()

    def _follow(self) -> None:
        """Put the cursor on the typed number (if it is a row) and show it."""
        typed = self.typed
        lst = self.rows()
        d = self.decision
        if typed and d.min <= int(typed) <= d.max:
            self.following = True
            lst.highlighted = d.max - int(typed)
            self.following = False
        self.set_title(self.title())

    def cursor_on(self, option: Option) -> None:
        """The cursor moved (↑/↓, a click): its row is the number now (unless the typing
        moved it there)."""
        if not self.following:
            self.typed = ""
        if self.is_mounted:
            self.set_title(self.title())

    def on_option_list_option_selected(self, event: OptionList.OptionSelected) -> None:
        event.stop()
        self.submit(int((event.option.id or "n0")[1:]))
