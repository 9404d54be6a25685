"""Issue 11 item 6 (session 10, the first frame): the start screen's widgets that do not scroll
take the size a layout gives them without asking for another layout
(izvori/tui/widgets/settled.py) — and are where a layout from scratch puts them, at 80×24,
100×30 and 160×50; a change of content still lays them out."""

from __future__ import annotations

from typing import Any

import pytest
from driver import settle, start_screen
from textual.containers import ScrollableContainer
from textual.geometry import Size
from textual.scrollbar import ScrollBar
from textual.widget import Widget
from textual.widgets import Button, Static

from izvori.tui.app import IzvoriApp
from izvori.tui.screens.start import StartScreen
from izvori.tui.setup import GameSetup


def places(screen: StartScreen) -> dict[Widget, Any]:
    return {w: (w.region, w.virtual_size) for w in screen.walk_children() if w.display}


@pytest.mark.parametrize("size", [(80, 24), (100, 30), (160, 50)])
async def test_start_screen_widgets_take_their_size_without_a_second_layout(
    size: tuple[int, int], monkeypatch: pytest.MonkeyPatch
) -> None:
    asked: list[Widget] = []
    sizing = Widget._size_updated
    refresh = Widget.refresh
    inside: list[bool] = [False]

    def size_updated(self: Widget, *args: Any, **kwargs: Any) -> bool:
        inside[0] = True
        try:
            return sizing(self, *args, **kwargs)
        finally:
            inside[0] = False

    def counted(self: Widget, *regions: Any, **kwargs: Any) -> Any:
        if inside[0] and kwargs.get("layout"):
            asked.append(self)
        return refresh(self, *regions, **kwargs)

    monkeypatch.setattr(Widget, "_size_updated", size_updated)
    monkeypatch.setattr(Widget, "refresh", counted)
    app = IzvoriApp(GameSetup(seed=1), coin_flips=0)
    async with app.run_test(size=size) as pilot:
        screen = await start_screen(pilot)
        form = [w for w in asked if w.screen is screen]
        # only the form that scrolls (its scrollbar), the bar itself and the parts Textual
        # keeps (the screen, the button grid, the key bar) still ask
        assert all(
            isinstance(w, (ScrollableContainer, ScrollBar, StartScreen))
            or w.id == "start-buttons"
            or type(w).__name__ == "KeyFooter"
            for w in form
        ), [type(w).__name__ for w in form]
        assert not any(isinstance(w, (Static, Button)) for w in form)

        # a layout from scratch puts every widget where it is
        await laid_out_again(pilot, screen, size)

        # new content is laid out (the deck error's lines), as from scratch
        begin = screen.query_one("#begin", Button).region
        screen.show_error(["spil.yaml:1: prvi problem", "spil.yaml:2: drugi problem"])
        await settle(pilot)
        assert screen.query_one("#start-error", Static).region.height == 3
        if size[1] >= 40:  # below 40 rows the form scrolls inside and the buttons stay
            assert screen.query_one("#begin", Button).region.y > begin.y
        await laid_out_again(pilot, screen, size)


async def laid_out_again(pilot: Any, screen: StartScreen, size: tuple[int, int]) -> None:
    """Assert that laying the screen out from scratch moves and resizes nothing."""
    shown = places(screen)
    for widget in screen.walk_children(with_self=True):
        widget._clear_arrangement_cache()
    screen._refresh_layout(Size(*size))
    await settle(pilot)
    assert places(screen) == shown
