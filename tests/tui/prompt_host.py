"""A bare app showing one prompt and recording what it answers (for prompt tests)."""

from __future__ import annotations

from typing import Any

from textual.app import App, ComposeResult

from izvori.tui.prompts import Answer, PromptBase
from izvori.tui.symbols import MANA_VARIABLES


class Host(App[None]):
    """Shows `prompt` alone; every answer it posts lands in `answers`."""

    def __init__(self, prompt: PromptBase) -> None:
        super().__init__()
        self.prompt = prompt
        self.answers: list[Any] = []

    def get_theme_variable_defaults(self) -> dict[str, str]:
        return dict(MANA_VARIABLES)

    def compose(self) -> ComposeResult:
        yield self.prompt

    def on_mount(self) -> None:
        self.call_after_refresh(self.prompt.focus_default)

    def on_answer(self, message: Answer) -> None:
        self.answers.append(message.answer)
