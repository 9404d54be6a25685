"""Ordering simultaneous triggered abilities (D11.30), or cards: pick them in order."""

from __future__ import annotations

from textual.widgets import OptionList
from textual.widgets.option_list import Option

from izvori.strings import t
from izvori.tui.labels import card_name
from izvori.tui.prompts.base import PromptBase


class OrderPrompt(PromptBase):
    RESETS = True
    HINT_KEY = "tui.prompt.keys.order"

    def start(self) -> None:
        self.picked: list[int] = []

    def hint(self) -> str:
        # the same prompt orders triggered abilities and damage effects (D20.91)
        own = f"tui.prompt.keys.{self.decision.prompt}"
        return self.with_esc(t(own) if t(own) != own else t(self.HINT_KEY))

    def labels(self) -> list[str]:
        # triggered abilities by their sources, or cards (revealed ones going to the bottom)
        ctx = self.decision.context
        sources = ctx.get("cards") or ctx.get("triggers", [])
        out = []
        for i in self.decision.options:
            src = sources[i] if i < len(sources) else None
            name = card_name(self.gview, src) if isinstance(src, int) else "?"
            out.append(f"{i + 1}. {name}")
        return out

    def options(self) -> list[Option]:
        labels = self.labels()
        return [Option(labels[i], id=f"t{i}") for i in self.decision.options]

    def progress(self) -> str:
        labels = self.labels()
        done = " → ".join(labels[i] for i in self.picked)
        head = t("tui.prompt.order_pick", done=len(self.picked), total=len(self.decision.options))
        return f"{head} {done}"

    def on_option_list_option_selected(self, event: OptionList.OptionSelected) -> None:
        event.stop()
        self.pick(self.decision.options[event.option_index])

    def pick_number(self, n: int) -> None:
        """Digit n picks the row labelled n (rows keep their numbers as they are picked)."""
        if 1 <= n <= len(self.decision.options):
            self.pick(self.decision.options[n - 1])

    def pick(self, index: int) -> None:
        if index in self.picked:
            return
        self.picked.append(index)
        self.rows().disable_option(f"t{index}")
        if len(self.picked) == len(self.decision.options):
            self.submit(list(self.picked))
            return
        self.set_progress(self.progress())

    def reset(self) -> bool:
        if not self.picked:
            return False
        lst = self.rows()
        for i in self.picked:
            lst.enable_option(f"t{i}")
        self.picked = []
        self.set_progress(self.progress())
        return True
