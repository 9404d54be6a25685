"""Choosing among options: one (targets, choose-one, yes/no) or several (targets, attackers,
cards to discard). Uncommitted choices are undone with Esc."""

from __future__ import annotations

from typing import Any, ClassVar

from textual.app import ComposeResult
from textual.binding import Binding, BindingType
from textual.widgets import OptionList, SelectionList
from textual.widgets.option_list import Option
from textual.widgets.selection_list import Selection

from izvori.engine import DecisionKind
from izvori.strings import t
from izvori.tui.labels import display_order, ref_label
from izvori.tui.prompts.base import (
    Inspect,
    PromptBase,
    PromptList,
    numbered,
    set_options,
)
from izvori.tui.widgets.marked import MarkedSelectionList
from izvori.tui.widgets.steady import SteadyScroll


def _label(prompt: PromptBase, value: Any) -> str:
    if isinstance(value, bool):
        return t("tui.prompt.yes") if value else t("tui.prompt.no")
    return ref_label(prompt.gview, value)


YES_NO_LETTERS = frozenset({"d", "n"})


class SingleChoicePrompt(PromptBase):
    """CHOOSE_ONE, YES_NO and a TARGETS decision for exactly one target."""

    SHAPE: ClassVar[str] = "list"

    def letters(self) -> frozenset[str]:
        """D (da) and N (ne) answer a yes/no question."""
        return YES_NO_LETTERS if self.decision.kind == DecisionKind.YES_NO else frozenset()

    def key_letter(self, letter: str) -> None:
        self.submit_value(letter == "d")

    def hint(self) -> str:
        if self.decision.kind == DecisionKind.YES_NO:
            return t("tui.prompt.keys.yesno")
        return t("tui.prompt.keys.single")

    def options(self) -> list[Option]:
        d = self.decision
        order = display_order(self.gview, d.player, d.options)
        return [
            Option(numbered(n, _label(self, d.options[i])), id=f"o{i}")
            for n, i in enumerate(order, start=1)
        ]

    def pick_number(self, n: int) -> None:
        options = self.query_one(PromptList).options
        if 1 <= n <= len(options):
            self.submit_value(self.decision.options[int((options[n - 1].id or "o0")[1:])])

    def body(self) -> ComposeResult:
        yield PromptList(*self.options(), classes="prompt-list")

    def fill(self) -> None:
        set_options(self.query_one(PromptList), self.options())

    def submit_value(self, value: Any) -> None:
        if self.decision.kind == DecisionKind.TARGETS:
            self.submit([value])
        else:
            self.submit(value)

    def on_option_list_option_selected(self, event: OptionList.OptionSelected) -> None:
        event.stop()
        self.submit_value(self.decision.options[int((event.option.id or "o0")[1:])])

    def on_option_list_option_highlighted(self, event: OptionList.OptionHighlighted) -> None:
        event.stop()
        value = self.decision.options[int((event.option.id or "o0")[1:])]
        if isinstance(value, int) and not isinstance(value, bool):
            self.post_message(Inspect(value))

    def highlight(self) -> set[int]:
        return {v for v in self.decision.options if isinstance(v, int) and not isinstance(v, bool)}

    def card_chosen(self, card_id: int) -> bool:
        if card_id in self.decision.options and not isinstance(card_id, bool):
            self.submit_value(card_id)
            return True
        return False


class ChoiceList(SteadyScroll, MarkedSelectionList[int]):
    BINDINGS: ClassVar[list[BindingType]] = [Binding("enter", "confirm", t("tui.bind.confirm"))]

    def action_confirm(self) -> None:
        prompt = self.parent
        if isinstance(prompt, MultiChoicePrompt):
            prompt.confirm()


class MultiChoicePrompt(PromptBase):
    """TARGETS, CHOOSE_SOME and ATTACKERS: toggle options, then confirm."""

    HINT_KEY = "tui.prompt.keys.multi"

    def items(self) -> list[tuple[str, int, bool]]:
        d = self.decision
        order = display_order(self.gview, d.player, d.options)
        return [
            (numbered(n, _label(self, d.options[i])), i, False)
            for n, i in enumerate(order, start=1)
        ]

    def pick_number(self, n: int) -> None:
        """Digit n toggles the nth row (and moves the cursor there)."""
        lst = self.query_one(ChoiceList)
        if 1 <= n <= lst.option_count:
            lst.highlighted = n - 1
            option = lst.get_option_at_index(n - 1)
            if isinstance(option, Selection):
                self._toggle(option.value)

    def _toggle(self, index: int) -> None:
        """Toggle an option and show it at once: the title and the board's marks change
        in the same frame as the list (issue 11 item 6: one frame for one key)."""
        lst = self.query_one(ChoiceList)
        with lst.prevent(SelectionList.SelectedChanged):
            lst.toggle(index)
        self._refresh_title()
        self.choices_changed()

    def body(self) -> ComposeResult:
        yield ChoiceList(*self.items(), classes="prompt-list")

    def fill(self) -> None:
        lst = self.query_one(ChoiceList)
        with lst.prevent(SelectionList.SelectedChanged):
            lst.deselect_all()
            lst.set_items(self.items())
        lst.highlighted = None  # a new list highlights (and so inspects) its first item
        lst.highlighted = 0 if lst.option_count else None

    def on_selection_list_selection_highlighted(
        self, event: SelectionList.SelectionHighlighted[int]
    ) -> None:
        event.stop()
        value = self.decision.options[event.selection.value]
        if isinstance(value, int) and not isinstance(value, bool):
            self.post_message(Inspect(value))

    def title(self) -> str:
        return f"{super().title()}  {self._count_text()}"

    def _count_text(self) -> str:
        d = self.decision
        return t("tui.prompt.chosen", n=len(self.values()), min=d.min, max=d.max)

    def values(self) -> list[Any]:
        if not self.is_mounted:
            return []
        sel = self.query_one(ChoiceList).selected
        return [self.decision.options[i] for i in sorted(sel)]

    def on_selection_list_selected_changed(self, event: SelectionList.SelectedChanged[int]) -> None:
        event.stop()
        self._refresh_title()
        self.choices_changed()

    def _refresh_title(self) -> None:
        self.set_title(self.title())

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
        lst = self.query_one(ChoiceList)
        if not lst.selected:
            return False
        lst.deselect_all()
        return True
