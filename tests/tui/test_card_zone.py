"""Issue 11 item 6 (session 8): a zone of cards drawn by one widget (`CardZone`) keeps the
chips' behaviour — Tab through its cards, a cursor that stays on its card, clicks on the card
under the pointer, the card panel told of the focused card — and a card leaving a zone of a
fixed height (the hand) or a niz that has been as tall lays out nothing."""

from __future__ import annotations

from typing import Any, cast

from driver import SIZE, game_screen, make_app, press, screen_text, settle, to_decision
from test_cursor_digits import ana_with_two_in_hand_and_a_creature
from textual.app import App, ComposeResult
from textual.containers import Horizontal
from textual.widgets import Button, Static

from izvori.strings import t
from izvori.tui.widgets.chips import CardChip
from izvori.tui.widgets.niz import NizZone
from izvori.tui.widgets.sources import SourcesZone
from izvori.tui.widgets.zone import CardZone, ChipSpec, enter_zone, focused_card

CSS = """
CardZone { layout: grid; grid-size: 2; grid-gutter: 0 1; height: auto; overflow-x: hidden; }
#fixed { height: 2; overflow-y: auto; }
#niz { height: auto; min-height: 5; border: round white; }
"""


def spec(card: int, text: str | None = None) -> ChipSpec:
    return (f"h-{card}", card, text or f"karta {card}", frozenset())


class ZoneApp(App[None]):
    CSS = CSS

    def __init__(self) -> None:
        super().__init__()
        self.focused_cards: list[int] = []
        self.picked: list[int] = []

    def compose(self) -> ComposeResult:
        yield Button("prvo", id="before")
        yield CardZone("hand", "zone", id="zone")
        yield CardZone("hand", "zone", id="fixed")
        yield NizZone()
        yield Button("posle", id="after")

    def action_focus_next(self) -> None:
        enter_zone(self.screen.focus_next(), first=True)

    def action_focus_previous(self) -> None:
        enter_zone(self.screen.focus_previous(), first=False)

    def on_card_chip_focused(self, message: CardChip.Focused) -> None:
        self.focused_cards.append(message.card_id)

    def on_card_chip_picked(self, message: CardChip.Picked) -> None:
        self.picked.append(message.card_id)


def screen_lines(app: App[Any]) -> list[str]:
    return screen_text(cast(Any, app)).splitlines()


async def test_tab_steps_through_the_cards_then_leaves_and_shift_tab_enters_at_the_last() -> None:
    app = ZoneApp()
    async with app.run_test(size=(40, 20)) as pilot:
        zone = app.query_one("#zone", CardZone)
        zone.show([spec(1), ("label", 0, "oznaka", frozenset()), spec(2), spec(3)])
        app.query_one("#before", Button).focus()
        await pilot.pause()
        await pilot.press("tab")
        await pilot.pause()
        assert app.focused is zone and zone.card_id == 1
        await pilot.press("tab")  # the label (no card) is skipped
        await pilot.pause()
        assert zone.card_id == 2
        await pilot.press("tab", "tab")
        await pilot.pause()
        assert app.focused is not zone
        await pilot.press("shift+tab")
        await pilot.pause()
        while app.focused is not zone:  # back through the other zones' focus
            await pilot.press("shift+tab")
            await pilot.pause()
        assert zone.card_id == 3  # entered from after it: the last card
        assert app.focused_cards[:2] == [1, 2]
        await pilot.press("enter")
        await pilot.pause()
        assert app.picked == [3]


async def test_the_cursor_stays_on_its_card_and_the_cursor_cell_shows_it() -> None:
    app = ZoneApp()
    async with app.run_test(size=(40, 20)) as pilot:
        zone = app.query_one("#zone", CardZone)
        zone.show([spec(1), spec(2), spec(3)])
        zone.focus_card(1)
        await pilot.pause()
        assert zone.card_id == 2
        assert any("❯karta 2" in line for line in screen_lines(app))
        zone.show([spec(9), spec(1), spec(2), spec(3)])  # a card arrives before it
        await pilot.pause()
        assert zone.card_id == 2
        zone.show([spec(9), spec(1), spec(3)])  # it leaves: the card now in its place
        await pilot.pause()
        assert zone.card_id == 3
        assert app.focused_cards[-1] == 3  # the card panel follows
        zone.show([spec(9), spec(1), spec(3, "karta 3 ↷")])  # its text changes: drawn again
        await pilot.pause()
        assert any("❯karta 3 ↷" in line for line in screen_lines(app))


async def test_a_click_picks_the_card_under_the_pointer() -> None:
    app = ZoneApp()
    async with app.run_test(size=(40, 20)) as pilot:
        zone = app.query_one("#zone", CardZone)
        zone.show([spec(1), spec(2), spec(3, "karta 3 " + "dugačka " * 4)])
        await pilot.pause()
        # two columns of 19 and 20 cells with a gutter of one: the second column starts at 20
        await pilot.click("#zone", offset=(21, 0))
        await pilot.pause()
        assert app.picked == [2] and app.focused is zone and zone.card_id == 2
        await pilot.click("#zone", offset=(19, 0))  # the gutter: nothing
        await pilot.pause()
        assert app.picked == [2]
        await pilot.click("#zone", offset=(3, 2))  # the third card's second line
        await pilot.pause()
        assert app.picked == [2, 3]


async def test_a_fixed_height_zone_and_a_niz_as_tall_as_before_lay_out_nothing(
    monkeypatch: Any,
) -> None:
    app = ZoneApp()
    async with app.run_test(size=(40, 24)) as pilot:
        fixed = app.query_one("#fixed", CardZone)
        niz = app.query_one(NizZone)
        fixed.show([spec(n) for n in range(1, 8)])
        item = "1. Grom\n   magija · Ana\n   mete: Boris\n   3 štete\n   → sledeće"
        niz.show([("s-1", 1, item, frozenset({"niz-item", "niz-top"}))])
        await pilot.pause()
        tall = niz.outer_size.height
        assert tall == 7  # five lines and the border
        niz.show([("empty", 0, "Niz je prazan.", frozenset())])
        await pilot.pause()
        assert niz.outer_size.height == tall  # kept while the keyboard stays
        layouts: list[object] = []
        monkeypatch.setattr(CardZone, "refresh", _spy(CardZone.refresh, layouts), raising=True)
        # two cards leave the hand (it still scrolls: a scrollbar going would lay out)
        fixed.show([spec(n) for n in range(1, 6)])
        niz.show([("s-2", 2, item, frozenset({"niz-item", "niz-top"}))])  # a cast again
        await pilot.pause()
        assert layouts == []
        assert niz.outer_size.height == tall
        assert fixed.virtual_size.height == 3
        niz.show([("empty", 0, "Niz je prazan.", frozenset())])
        niz.shrink()  # a hand-over
        await pilot.pause()
        assert niz.outer_size.height == 5  # its least (min-height), what one line needs


def _spy(original: Any, layouts: list[object]) -> Any:
    def refresh(self: CardZone, *regions: Any, **kwargs: Any) -> Any:
        if kwargs.get("layout"):
            layouts.append(self)
        return original(self, *regions, **kwargs)

    return refresh


async def test_the_source_key_follows_the_cursor_inside_a_zone() -> None:
    """The footer's "i Izvor" is shown while the card under the cursor can be played as a
    source (a hand card) and goes when the arrows take the cursor to one that cannot (a
    permanent in the zone above). Within one zone every card answers alike (any hand card
    may be played as a source, no permanent can), so the check runs when the focus moves
    from zone to zone (`GameScreen.on_descendant_focus`)."""
    g = ana_with_two_in_hand_and_a_creature()
    app = make_app(g)
    async with app.run_test(size=SIZE) as pilot:
        await to_decision(pilot, 0)
        screen = game_screen(app)
        hand = screen.query_one("#hand .hand-grid", CardZone)
        assert hand.focus_card(0)
        await settle(pilot)
        source = f"i {t('tui.bind.source')}"
        assert source in screen_lines(app)[-1]
        await press(pilot, "up")  # to Ana's permanents: Vatreni Vuk is no source to play
        vuk = focused_card(screen.focused)
        assert vuk is not None and g.objects[vuk].card.name == "Vatreni Vuk"
        await settle(pilot)
        assert source not in screen_lines(app)[-1]
        await press(pilot, "down")
        await settle(pilot)
        assert source in screen_lines(app)[-1]


SOURCES_CSS = """
SourcesZone { height: auto; grid-gutter: 0 1; overflow-y: hidden; overflow-x: hidden; }
SourcesZone > .chip--pool { min-width: 17; }
#chips { layout: horizontal; height: auto; }
#chips Static { width: auto; margin-right: 1; }
#chips .pool { min-width: 17; }
"""


class SourcesApp(App[None]):
    """The sources row drawn by one widget and, below it, as the row of chips it replaced
    (Textual's horizontal layout of `Static`s as wide as their text, a cell between them)."""

    CSS = SOURCES_CSS

    def __init__(self, specs: list[ChipSpec]) -> None:
        super().__init__()
        self.specs = specs
        self.picked: list[int] = []

    def compose(self) -> ComposeResult:
        yield SourcesZone("sources-0", "sources-row zone")
        with Horizontal(id="chips"):
            for _key, cid, text, classes in self.specs:
                shown = text if cid == 0 else " " + text  # a source's cursor cell
                yield Static(shown, classes=" ".join(classes), markup=True)

    def on_card_chip_picked(self, message: CardChip.Picked) -> None:
        self.picked.append(message.card_id)


async def test_the_sources_row_is_laid_out_as_the_row_of_chips_and_cut_at_its_edge() -> None:
    specs: list[ChipSpec] = [
        ("pool", 0, "Izvorište: [b]2[/]", frozenset({"pool"})),
        ("g-1", 11, "○○● Šuma", frozenset()),
        ("g-2", 12, "○ Vulkan", frozenset({"legal"})),
        ("g-3", 13, "○○○○ Istočnik vatre i vode", frozenset()),
    ]
    for width in (80, 40, 30):
        app = SourcesApp(specs)
        async with app.run_test(size=(width, 6)) as pilot:
            zone = app.query_one(SourcesZone)
            zone.show(specs)
            await pilot.pause()
            zone_line, chips_line = screen_lines(app)[:2]
            assert zone_line == chips_line, width
            whole = "Izvorište: 2       ○○● Šuma  ○ Vulkan  ○○○○ Istočnik vatre i vode"
            assert zone_line.rstrip() == whole[:width].rstrip()
            if width == 30:  # the third source starts past the edge: cut, not wrapped
                assert zone.virtual_size.height == 1
    app = SourcesApp(specs)
    async with app.run_test(size=(80, 6)) as pilot:
        zone = app.query_one(SourcesZone)
        zone.show(specs)
        await pilot.pause()
        await pilot.click(SourcesZone, offset=(19, 0))  # "○○● Šuma" starts at 18
        await pilot.click(SourcesZone, offset=(27, 0))  # the gap after it: nothing
        await pilot.click(SourcesZone, offset=(3, 0))  # the izvorište is no card
        await pilot.pause()
        assert app.picked == [11]
