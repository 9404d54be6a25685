"""Widgets that take the size a layout gives them without asking for another layout.

Issue 11 item 6 (the first frame). After a layout, Textual gives every widget its new size and
virtual size; `Widget.virtual_size` is a reactive that asks for a layout whenever it changes.
So a screen is laid out again after its first layout (every widget went from no size to its
size), and once more whenever a layout changed widths (the start screen's form: its scrollbar
appears after the first layout, and the fields inside become one column narrower). For a
widget that does not scroll its virtual size is its content's size, which the layout has just
measured: laying out again gives the same places. These widgets take it without that request
(as `SteadyScroll` does for the game screen's lists, widgets/steady.py); anything that changes
their content (`Static.update`, a class, a child mounted) still asks for a layout as before.
A widget that scrolls (the form itself) keeps Textual's behaviour: its scrollbars need it.
"""

from __future__ import annotations

from typing import Any

from textual.containers import Horizontal, Vertical
from textual.geometry import Size
from textual.reactive import Reactive
from textual.widgets import Button, Static


class SettledSize:
    """Mixin (before the widget class): a new virtual size lays out nothing."""

    virtual_size: Reactive[Size] = Reactive(Size(0, 0), layout=False)


class SettledStatic(SettledSize, Static):
    pass


class SettledButton(SettledSize, Button):
    """Also born with the class its `flat` watcher gives it: that watcher runs after the button
    is mounted and styled, and a class added then styles it (and its component classes) once
    more before the first frame; with the class already there it changes nothing."""

    def __init__(self, *args: Any, classes: str | None = None, **kwargs: Any) -> None:
        look = "-style-flat" if kwargs.get("flat") else "-style-default"
        super().__init__(*args, classes=f"{classes} {look}" if classes else look, **kwargs)


class SettledVertical(SettledSize, Vertical):
    pass


class SettledHorizontal(SettledSize, Horizontal):
    pass
