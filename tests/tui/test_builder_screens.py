"""The card browser, deck builder and rules screens, driven with Textual's pilot (issue 17)."""

from __future__ import annotations

from pathlib import Path

from snapshots import screenshot, snap_compare
from textual import events
from textual.widgets import Input, OptionList, Static

from izvori.tui.app import IzvoriApp
from izvori.tui.screens.browser import CardBrowserScreen
from izvori.tui.screens.deckbuilder import AskScreen, DeckBuilderScreen
from izvori.tui.screens.rules import RulesScreen
from izvori.tui.widgets.cardpicker import CardPicker


def _app() -> IzvoriApp:
    return IzvoriApp(coin_flips=0)


async def _type(pilot, text: str) -> None:  # type: ignore[no-untyped-def]
    for ch in text:
        await pilot.press("space" if ch == " " else ch)
    await pilot.pause()


async def _paste(pilot, text: str) -> None:  # type: ignore[no-untyped-def]
    """Paste into the focused field: one change, where typing makes one per key (the rules
    screen redraws the rules that match at each)."""
    field = pilot.app.focused
    assert isinstance(field, Input)
    field.post_message(events.Paste(text))
    await pilot.press("end")  # a key after it, as after typing
    await pilot.pause()


async def test_browser_filters_as_you_type() -> None:
    app = _app()
    async with app.run_test(size=(100, 30)) as pilot:
        app.show_cards()
        await pilot.pause()
        assert isinstance(app.screen, CardBrowserScreen)
        await _type(pilot, "zmaj plamena")
        lst = app.screen.query_one("#cards-list", OptionList)
        assert lst.option_count == 1
        detail = str(app.screen.query_one("#cards-detail", Static).content)
        assert "Zmaj Plamena" in detail
        await pilot.press("escape")
        await pilot.pause()
        assert not isinstance(app.screen, CardBrowserScreen)


async def test_builder_adds_saves_and_guards_unsaved_edits(data_dir: Path) -> None:
    app = _app()
    async with app.run_test(size=(100, 30)) as pilot:
        app.show_builder()
        await pilot.pause()
        screen = app.screen
        assert isinstance(screen, DeckBuilderScreen)
        await _type(pilot, "grom")
        await pilot.press("enter")  # to the list
        await pilot.press("enter", "enter", "plus")  # three copies
        await pilot.pause()
        assert screen.draft.counts == {"Grom": 3}
        stats = str(screen.query_one("#deck-stats", Static).content)
        assert "A1.20" in stats  # 3 cards: the deck rule is shown, with its number
        await pilot.press("minus")
        await pilot.pause()
        assert screen.draft.counts == {"Grom": 2}
        await pilot.press("escape")  # unsaved: asks
        await pilot.pause()
        assert isinstance(app.screen, AskScreen)
        await pilot.press("escape")  # the safe answer: stay
        await pilot.pause()
        assert app.screen is screen and screen.draft.counts == {"Grom": 2}
        await pilot.press("ctrl+s")  # not legal yet: kept as unfinished, nothing lost
        await pilot.pause()
        saved = list((data_dir / "spilovi-u-izradi").glob("*.yaml"))
        assert len(saved) == 1 and "Grom: 2" in saved[0].read_text(encoding="utf-8")
        assert not screen.dirty
        await pilot.press("escape")
        await pilot.pause()
        assert not isinstance(app.screen, DeckBuilderScreen)


async def test_f3_opens_the_rule_the_screen_cites() -> None:
    app = _app()
    async with app.run_test(size=(100, 30)) as pilot:
        app.show_builder()
        await pilot.pause()
        await pilot.press("f3")  # the builder shows "najmanje je 40 (A1.20)"
        await pilot.pause()
        assert isinstance(app.screen, RulesScreen)
        text = str(app.screen.query_one("#rules-text", Static).content)
        assert text.startswith("[b]A1.20[/]")
        # the focused card's text is shown too (the picker's highlighted card)
        builder = app.screen_stack[-2]
        assert isinstance(builder, DeckBuilderScreen)
        current = builder.query_one(CardPicker).current
        assert current is not None
        card = str(app.screen.query_one("#rules-card", Static).content)
        assert current.name in card
        await pilot.press("escape")
        await pilot.pause()
        assert isinstance(app.screen, DeckBuilderScreen)


async def test_snapshots_at_80x24_and_160x50() -> None:
    for size in ((80, 24), (160, 50)):
        app = _app()
        async with app.run_test(size=size) as pilot:
            app.show_builder()
            await pilot.pause()
            await _type(pilot, "vatreni")
            await pilot.press("enter", "enter", "plus", "down", "enter")
            await pilot.pause()
            snap_compare(f"builder-{size[0]}x{size[1]}", screenshot(app, "builder"))


async def test_browser_and_rules_snapshots_at_80x24_and_160x50() -> None:
    for size in ((80, 24), (160, 50)):
        app = _app()
        async with app.run_test(size=size) as pilot:
            app.show_cards()
            await pilot.pause()
            await _type(pilot, "zmaj")
            snap_compare(f"browser-{size[0]}x{size[1]}", screenshot(app, "karte"))
            await pilot.press("f3")
            await pilot.pause()
            await _paste(pilot, "mana udar")  # the screen is the point here, not the keys
            snap_compare(f"rules-{size[0]}x{size[1]}", screenshot(app, "pravila"))
