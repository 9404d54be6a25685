"""Issue 11 item 2: a card that stays keeps its chip; only what changed is updated, added or
removed, in the view's order (`sync_chips`)."""

from __future__ import annotations

from textual.app import App, ComposeResult
from textual.containers import Container

from izvori.tui.widgets.board import ChipSpec, sync_chips
from izvori.tui.widgets.chips import CardChip


class ChipsApp(App[None]):
    def compose(self) -> ComposeResult:
        yield Container(id="zone")


def spec(card: int, text: str | None = None) -> ChipSpec:
    return (f"h-{card}", card, text or f"karta {card}", frozenset())


def shown(zone: Container) -> list[tuple[str, CardChip]]:
    return [(c.key, c) for c in zone.children if isinstance(c, CardChip) and c.display]


async def test_a_card_that_stays_keeps_its_chip_and_order_follows_the_view() -> None:
    app = ChipsApp()
    async with app.run_test() as pilot:
        zone = app.query_one("#zone", Container)
        sync_chips(zone, "hand", [spec(1), spec(2), spec(3)])
        await pilot.pause()
        before = dict(shown(zone))
        # card 1 leaves: 2 and 3 keep their widgets (nothing shifts), 1's chip is hidden
        sync_chips(zone, "hand", [spec(2), spec(3)])
        await pilot.pause()
        after = shown(zone)
        assert [k for k, _ in after] == ["h-2", "h-3"]
        assert after[0][1] is before["h-2"] and after[1][1] is before["h-3"]
        assert not before["h-1"].display
        # a new card takes the spare chip: nothing is mounted
        count = len(zone.children)
        sync_chips(zone, "hand", [spec(2), spec(3), spec(4)])
        await pilot.pause()
        assert len(zone.children) == count
        assert [k for k, _ in shown(zone)] == ["h-2", "h-3", "h-4"]
        assert dict(shown(zone))["h-4"] is before["h-1"]
        # the view's order changes: the chips move, each keeping its card
        sync_chips(zone, "hand", [spec(4), spec(2, "karta 2 ↷"), spec(3)])
        await pilot.pause()
        order = shown(zone)
        assert [k for k, _ in order] == ["h-4", "h-2", "h-3"]
        assert order[1][1] is before["h-2"] and "↷" in str(order[1][1].content)
        # more cards than ever: new chips are mounted in their places
        sync_chips(zone, "hand", [spec(5), spec(4), spec(2), spec(6), spec(3)])
        await pilot.pause()
        assert [k for k, _ in shown(zone)] == ["h-5", "h-4", "h-2", "h-6", "h-3"]


async def test_the_focus_stays_on_its_card_or_goes_to_the_card_in_its_place() -> None:
    app = ChipsApp()
    async with app.run_test() as pilot:
        zone = app.query_one("#zone", Container)
        sync_chips(zone, "hand", [spec(1), spec(2), spec(3)])
        await pilot.pause()
        chips = dict(shown(zone))
        chips["h-2"].focus()
        await pilot.pause()
        sync_chips(zone, "hand", [spec(9), spec(1), spec(2), spec(3)])
        await pilot.pause()
        assert app.focused is chips["h-2"]
        sync_chips(zone, "hand", [spec(9), spec(1), spec(3)])  # the focused card leaves
        await pilot.pause()
        assert isinstance(app.focused, CardChip) and app.focused.key == "h-3"
