"""Choosing among options: one (targets, choose-one, yes/no) or several (targets, attackers,
cards to discard). Uncommitted choices are undone with Esc."""

from __future__ import annotations

from typing import Any, ClassVar

from textual.widgets import OptionList
from textual.widgets.option_list import Option

from izvori.engine import DecisionKind
from izvori.strings import t
from izvori.tui.labels import display_order, ref_label
from izvori.tui.prompts.base import PromptBase, numbered
from izvori.tui.widgets.marked import marked


def _label(prompt: PromptBase, value: Any) -> str:
    if isinstance(value, bool):
        return t("tui.prompt.yes") if value else t("tui.prompt.no")
    return ref_label(prompt.gview, value)


def _index(option: Option) -> int:
    """The decision's option index a row stands for (rows are `o<index>`)."""
    return int((option.id or "o0")[1:])


YES_NO_LETTERS = frozenset({"d", "n"})


class SingleChoicePrompt(PromptBase):
    """CHOOSE_ONE, YES_NO and a TARGETS decision for exactly one target."""

    def letters(self) -> frozenset[str]:
        """D (da) and N (ne) answer a yes/no question."""
        return YES_NO_LETTERS if self.decision.kind == DecisionKind.YES_NO else frozenset()

    def key_letter(self, letter: str) -> None:
        self.submit_value(letter == "d")

    def hint(self) -> str:
        if self.decision.kind == DecisionKind.YES_NO:
            return self.with_esc(t("tui.prompt.keys.yesno"))
        return self.with_esc(t("tui.prompt.keys.single"))

    def options(self) -> list[Option]:
        d = self.decision
        order = display_order(self.gview, d.player, d.options)
        return [
            Option(numbered(n, _label(self, d.options[i])), id=f"o{i}")
            for n, i in enumerate(order, start=1)
        ]

    def pick_number(self, n: int) -> None:
        options = self.rows().options
        if 1 <= n <= len(options):
            self.submit_value(self.decision.options[_index(options[n - 1])])

    def submit_value(self, value: Any) -> None:
        if self.decision.kind == DecisionKind.TARGETS:
            self.submit([value])
        else:
            self.submit(value)

    def on_option_list_option_selected(self, event: OptionList.OptionSelected) -> None:
        event.stop()
        self.submit_value(self.decision.options[_index(event.option)])

    def cursor_on(self, option: Option) -> None:
        self.show_card(self.decision.options[_index(option)])

    def highlight(self) -> set[int]:
        return {v for v in self.decision.options if isinstance(v, int) and not isinstance(v, bool)}

    def card_chosen(self, card_id: int) -> bool:
        if card_id in self.decision.options and not isinstance(card_id, bool):
            self.submit_value(card_id)
            return True
        return False


MULTI_LETTERS = frozenset({"space", "enter"})


class MultiChoicePrompt(PromptBase):
    """TARGETS, CHOOSE_SOME and ATTACKERS: toggle options (Space, a digit, a click, a card on
    the board), then confirm (Enter). A chosen row is marked ✔ (not by colour alone)."""

    RESETS = True
    HINT_KEY = "tui.prompt.keys.multi"
    LETTERS: ClassVar[frozenset[str]] = MULTI_LETTERS

    def start(self) -> None:
        self.toggled: set[int] = set()  # the decision's option indices chosen so far

    def _row(self, n: int, i: int) -> str:
        return marked(numbered(n, _label(self, self.decision.options[i])), i in self.toggled)

    def options(self) -> list[Option]:
        d = self.decision
        order = display_order(self.gview, d.player, d.options)
        return [Option(self._row(n, i), id=f"o{i}") for n, i in enumerate(order, start=1)]

    def key_letter(self, letter: str) -> None:
        if letter == "enter":
            self.confirm()
            return
        lst = self.rows()
        if lst.highlighted is not None:
            self._toggle(_index(lst.options[lst.highlighted]))

    def pick_number(self, n: int) -> None:
        """Digit n toggles the nth row (and moves the cursor there)."""
        lst = self.rows()
        if 1 <= n <= lst.option_count:
            lst.highlighted = n - 1
            self._toggle(_index(lst.options[n - 1]))

    def _toggle(self, index: int) -> None:
        """Toggle an option and show it at once: its row, the title and the board's marks
        change in the same frame (issue 11 item 6: one frame for one key)."""
        self.toggled ^= {index}
        self._remark({index})

    def _remark(self, indices: set[int]) -> None:
        lst = self.rows()
        for row, option in enumerate(lst.options):
            if _index(option) in indices:
                lst.replace_option_prompt_at_index(row, self._row(row + 1, _index(option)))
        self.set_title(self.title())
        self.choices_changed()

    def on_option_list_option_selected(self, event: OptionList.OptionSelected) -> None:
        """A click on a row toggles it (Enter confirms: `key_letter`)."""
        event.stop()
        self._toggle(_index(event.option))

    def cursor_on(self, option: Option) -> None:
        self.show_card(self.decision.options[_index(option)])

    def title(self) -> str:
        return f"{super().title()}  {self._count_text()}"

    def _count_text(self) -> str:
        d = self.decision
        return t("tui.prompt.chosen", n=len(self.toggled), min=d.min, max=d.max)

    def values(self) -> list[Any]:
        return [self.decision.options[i] for i in sorted(self.toggled)]

    def confirm(self) -> None:
        self.submit(self.values())

    def highlight(self) -> set[int]:
        return {v for v in self.decision.options if isinstance(v, int)}

    def chosen(self) -> set[int]:
        return {v for v in self.values() if isinstance(v, int)}

    def card_chosen(self, card_id: int) -> bool:
        if card_id not in self.decision.options:
            return False
        self._toggle(self.decision.options.index(card_id))
        return True

    def reset(self) -> bool:
        if not self.toggled:
            return False
        chosen, self.toggled = self.toggled, set()
        self._remark(chosen)
        return True
