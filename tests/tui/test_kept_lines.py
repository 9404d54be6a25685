"""Issue 11 item 6 (session 9): a widget that goes back to a look it showed before (a text,
a list, a key bar, a zone of cards) shows the lines it rendered then (`KeptLines`) — the same
lines Textual would render now, and new ones whenever anything they depend on changed (a
theme, a class, the pointer, the focus)."""

from __future__ import annotations

from typing import Any

from textual._styles_cache import StylesCache
from textual.app import App, ComposeResult
from textual.geometry import Region
from textual.strip import Strip
from textual.widget import Widget
from textual.widgets import Static

from izvori.tui.widgets.keyfooter import KeyFooter
from izvori.tui.widgets.steady import KeptStatic, SteadyOptionList
from izvori.tui.widgets.zone import CardZone, ChipSpec

CSS = """
.lit { background: $accent 30%; }
#box { background: $panel; height: 2; }
#rows { height: 6; }
"""


class Host(App[None]):
    CSS = CSS
    BINDINGS = [("x", "count", "Broj"), ("y", "bell", "Zvono")]  # noqa: RUF012
    counted = 0

    def compose(self) -> ComposeResult:
        with Static(id="box"):
            yield KeptStatic("[b]Prvi[/] naslov", id="kept", markup=True)
            yield Static("[b]Prvi[/] naslov", id="plain", markup=True)
        yield SteadyOptionList("jedan", "dva", "tri", id="rows")
        yield KeyFooter()

    def action_count(self) -> None:
        self.counted += 1


def lines(widget: Widget) -> list[Strip]:
    return widget.render_lines(Region(0, 0, widget.size.width, widget.size.height))


def texts(strips: list[Strip]) -> list[list[tuple[str, Any]]]:
    return [[(s.text, s.style) for s in strip] for strip in strips]


def counting(monkeypatch: Any) -> list[Widget]:
    """The widgets Textual's line pipeline renders from now on."""
    rendered: list[Widget] = []
    original = StylesCache.render_widget

    def render_widget(self: StylesCache, widget: Widget, crop: Region) -> list[Strip]:
        rendered.append(widget)
        return original(self, widget, crop)

    monkeypatch.setattr(StylesCache, "render_widget", render_widget)
    return rendered


async def test_a_text_shown_again_is_not_rendered_again_and_looks_as_textual_draws_it(
    monkeypatch: Any,
) -> None:
    async with Host().run_test(size=(40, 12)) as pilot:
        await pilot.pause()
        kept = pilot.app.query_one("#kept", KeptStatic)
        plain = pilot.app.query_one("#plain", Static)
        rendered = counting(monkeypatch)
        for text in ("[b]Prvi[/] naslov", "Drugi naslov", "[b]Prvi[/] naslov"):
            kept.update(text)
            plain.update(text)
            assert texts(lines(kept)) == texts(lines(plain))
        # the first title was rendered once, before: only the second was rendered now
        assert rendered.count(kept) == 1 and rendered.count(plain) == 3


async def test_kept_lines_follow_a_class_a_parent_and_a_theme(monkeypatch: Any) -> None:
    async with Host().run_test(size=(40, 12)) as pilot:
        await pilot.pause()
        app = pilot.app
        kept, plain = app.query_one("#kept", KeptStatic), app.query_one("#plain", Static)
        box = app.query_one("#box", Static)
        before = texts(lines(kept))

        async def same_as_textual() -> None:
            await pilot.pause()
            assert texts(lines(kept)) == texts(lines(plain))

        for change in (
            lambda: (kept.add_class("lit"), plain.add_class("lit")),  # its own style
            lambda: setattr(box.styles, "background", "darkred"),  # the background under it
            lambda: setattr(app, "theme", "textual-light"),  # the theme
        ):
            change()
            await same_as_textual()
            assert texts(lines(kept)) != before
            before = texts(lines(kept))


async def test_an_option_list_redraws_for_the_pointer_the_cursor_and_a_row_replaced() -> None:
    async with Host().run_test(size=(40, 12)) as pilot:
        await pilot.pause()
        rows = pilot.app.query_one("#rows", SteadyOptionList)
        rows.focus()
        await pilot.pause()
        first = texts(lines(rows))
        rows.highlighted = 1
        await pilot.pause()
        moved = texts(lines(rows))
        assert moved != first
        rows.highlighted = 0
        await pilot.pause()
        assert texts(lines(rows)) == first  # back to the first look
        rows.replace_option_prompt_at_index(0, "✔ jedan")  # in place: same Option object
        await pilot.pause()
        assert "✔ jedan" in "".join(s.text for s in lines(rows)[1])  # under the border
        plain = texts(lines(rows))
        await pilot.hover("#rows", offset=(5, 3))  # the pointer over the third row
        await pilot.pause()
        assert rows._mouse_hovering_over == 2
        hovered = texts(lines(rows))
        assert hovered[3] != plain[3] and hovered[2] == plain[2]


async def test_a_click_on_a_kept_key_bar_presses_the_key_it_shows() -> None:
    async with Host().run_test(size=(40, 12)) as pilot:
        await pilot.pause()
        footer = pilot.app.query_one(KeyFooter)
        text = "".join(s.text for s in lines(footer)[0])
        x = text.index("Broj")
        await pilot.click(KeyFooter, offset=(x, 0))
        await pilot.pause()
        assert isinstance(pilot.app, Host) and pilot.app.counted == 1


class ZoneHost(App[None]):
    CSS = "CardZone { layout: grid; grid-size: 2; grid-gutter: 0 1; height: auto; }"

    def compose(self) -> ComposeResult:
        yield CardZone("hand", "zone", id="zone")


async def test_a_zone_shown_again_with_the_same_cards_draws_nothing_and_follows_the_cursor(
    monkeypatch: Any,
) -> None:
    async with ZoneHost().run_test(size=(40, 6)) as pilot:
        zone = pilot.app.query_one(CardZone)
        one: list[ChipSpec] = [("h-1", 1, "Grom", frozenset()), ("h-2", 2, "Oluja", frozenset())]
        two: list[ChipSpec] = [("h-1", 1, "Grom", frozenset({"legal"})), *one[1:]]
        zone.show(one)
        await pilot.pause()
        first = texts(lines(zone))
        zone.show(two)
        await pilot.pause()
        assert texts(lines(zone)) != first  # the mark's background
        rendered = counting(monkeypatch)
        zone.show(one)
        await pilot.pause()
        assert texts(lines(zone)) == first and zone not in rendered
        zone.focus()  # the cursor on the first card: drawn
        await pilot.pause()
        assert "❯" in "".join(s.text for s in lines(zone)[0]) and zone in rendered
