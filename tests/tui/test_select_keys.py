"""Issue 11 item 8 (one Serbian vocabulary): an open list's key in the key bar is Serbian.

Textual's pop-up list shows "esc Dismiss menu" in the footer while it is open; the start
screen's lists and the card browser's filters now open `ListOverlay`, which says "Zatvori
listu". The card browser's filters are `LeanSelect`s like the start screen's: a chosen filter
still filters, and the blank one ("any") still clears it."""

from __future__ import annotations

from textual.widgets import OptionList, Select

from izvori.strings import t
from izvori.tui.app import IzvoriApp
from izvori.tui.screens.browser import CardBrowserScreen
from izvori.tui.widgets.keyfooter import KeyFooter
from izvori.tui.widgets.select import LeanSelect, ListOverlay


def footer_keys(app: IzvoriApp) -> list[str]:
    """The key bar's keys as shown: "Esc Zatvori listu", as every screen writes Esc."""
    keys, _palette = app.screen.query_one(KeyFooter).look()  # type: ignore[misc]
    return [f"{key.display} {key.description}" for key in keys]


async def test_an_open_list_on_the_start_screen_is_closed_by_a_serbian_key() -> None:
    app = IzvoriApp(coin_flips=0)
    async with app.run_test(size=(100, 30)) as pilot:
        await pilot.pause()
        deck = app.screen.query_one("#deck-0", LeanSelect)
        deck.focus()
        await pilot.press("enter")
        await pilot.pause()
        assert deck.expanded and isinstance(app.focused, ListOverlay)
        keys = footer_keys(app)
        assert f"Esc {t('tui.bind.close_list')}" in keys
        assert not any("Dismiss" in k for k in keys), keys
        await pilot.press("escape")
        await pilot.pause()
        assert not deck.expanded


async def test_the_card_browser_filters_are_lean_selects_that_still_filter() -> None:
    app = IzvoriApp(coin_flips=0)
    async with app.run_test(size=(100, 30)) as pilot:
        app.show_cards()
        await pilot.pause()
        assert isinstance(app.screen, CardBrowserScreen)
        cards = app.screen.query_one("#cards-list", OptionList)
        everything = cards.option_count
        color = app.screen.query_one("#cards-color", Select)
        assert isinstance(color, LeanSelect)
        color.focus()
        await pilot.press("enter")
        await pilot.pause()
        assert f"Esc {t('tui.bind.close_list')}" in footer_keys(app)
        await pilot.press("down", "enter")  # the first colour (the blank "any" is above it)
        await pilot.pause()
        assert not color.is_blank()
        assert 0 < cards.option_count < everything
        color.clear()  # back to "any colour"
        await pilot.pause()
        assert cards.option_count == everything
