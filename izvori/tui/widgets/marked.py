"""A SelectionList whose chosen items are also marked ✔ in their label: the list's own box
only changes colour, and nothing on the screen may depend on colour alone."""

from __future__ import annotations

from collections.abc import Iterable
from typing import Generic, TypeVar

from textual.widgets import SelectionList
from textual.widgets.selection_list import Selection

from izvori.tui import symbols
from izvori.tui.widgets.cursor import CursorRows

T = TypeVar("T")

Item = tuple[str, T, bool]  # label (markup), value, chosen at the start


def marked(label: str, chosen: bool) -> str:
    mark = f"[b $success]{symbols.CHOSEN}[/]" if chosen else " "
    return f"{mark} {label}"


class MarkedSelectionList(CursorRows, SelectionList[T], Generic[T]):
    def __init__(self, *items: Item[T], id: str | None = None, classes: str | None = None):
        self._labels: dict[T, str] = {}
        self._shown: set[T] = set()
        super().__init__(*self._selections(items), id=id, classes=classes)

    def _selections(self, items: Iterable[Item[T]]) -> list[Selection[T]]:
        out = []
        for label, value, chosen in items:
            self._labels[value] = label
            if chosen:
                self._shown.add(value)
            out.append(Selection(marked(label, chosen), value, chosen))
        return out

    def set_items(self, items: Iterable[Item[T]]) -> None:
        """Replace all the items (nothing chosen stays chosen unless the items say so)."""
        self.clear_options()
        self._labels = {}
        self._shown = set()
        self.add_options(self._selections(items))

    def on_selection_list_selected_changed(self, event: SelectionList.SelectedChanged[T]) -> None:
        # runs before the message goes on to the parent: the labels are right when it arrives
        selected = set(self.selected)
        for row, option in enumerate(self.options):
            if isinstance(option, Selection):
                value = option.value
                on = value in selected
                if on != (value in self._shown):
                    self.replace_option_prompt_at_index(row, marked(self._labels[value], on))
        self._shown = selected
