"""Choosing a number (X)."""

from __future__ import annotations

from typing import ClassVar

from textual.app import ComposeResult
from textual.binding import Binding, BindingType
from textual.widgets import Input

from izvori.strings import t
from izvori.tui.prompts.base import PromptBase
from izvori.tui.widgets.steady import SteadyInput


class NumberInput(SteadyInput):
    BINDINGS: ClassVar[list[BindingType]] = [
        Binding("up", "step(1)", show=False),
        Binding("down", "step(-1)", show=False),
    ]

    def action_step(self, delta: int) -> None:
        prompt = self.parent
        if isinstance(prompt, NumberPrompt):
            prompt.step(delta)


class NumberPrompt(PromptBase):
    HINT_KEY = "tui.prompt.keys.number"

    def title(self) -> str:
        d = self.decision
        return f"{super().title()}  {t('tui.prompt.number_range', min=d.min, max=d.max)}"

    def body(self) -> ComposeResult:
        d = self.decision
        yield NumberInput(str(d.max), type="integer", classes="prompt-input", select_on_focus=True)

    def fill(self) -> None:
        inp = self.query_one(NumberInput)
        inp.value = str(self.decision.max)
        inp.select_all()

    def value(self) -> int:
        try:
            return int(self.query_one(NumberInput).value)
        except ValueError:
            return self.decision.min

    def step(self, delta: int) -> None:
        d = self.decision
        n = min(d.max, max(d.min, self.value() + delta))
        self.query_one(NumberInput).value = str(n)

    def pick_number(self, n: int) -> None:
        """A digit while the field does not have the keyboard (a card on the board has it):
        start the number with it (typed into the field, a digit is just typed)."""
        inp = self.query_one(NumberInput)
        inp.value = str(n)
        inp.focus()
        inp.cursor_position = len(inp.value)

    def on_input_submitted(self, event: Input.Submitted) -> None:
        event.stop()
        self.submit(self.value())
