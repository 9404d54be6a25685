"""Issue 11 item 6 (session 21, the first frame): the start screen's first frame does not wait
for the parsing of every other screen's styles. start.tcss (the start screen's rules and those
every screen shares) is the app's `CSS_PATH`; izvori.tcss is added when another screen is first
shown (`IzvoriApp.push_screen`). That is invisible only if no rule of izvori.tcss can match a
widget of the start screen — in any of its shapes (80×24 and 160×50, with a save's "Nastavi"
button or the tutorial's row, a deck's list open), whatever its focus or hover — and if every
other screen finds izvori.tcss in place, even one opened from the start screen before anything
else."""

from __future__ import annotations

import dataclasses
from pathlib import Path
from typing import Any

import pytest
import textual.css.stylesheet
from driver import press, settle, start_screen
from test_saves import played_save
from textual.css.match import match
from textual.css.model import RuleSet, SelectorSet
from textual.css.stylesheet import Stylesheet
from textual.dom import DOMNode
from textual.widgets import Select

from izvori.tui.app import ALL_STYLES, IzvoriApp
from izvori.tui.screens.start import StartScreen
from izvori.tui.setup import GameSetup
from izvori.tui.widgets.select import ListOverlay


def all_styles_rules(app: IzvoriApp) -> list[RuleSet]:
    sheet = Stylesheet(variables=app.get_css_variables())
    sheet.read(ALL_STYLES)
    return sheet.rules


def whatever_state(selector_set: SelectorSet) -> SelectorSet:
    """The selectors without their pseudo-classes (:focus, :hover, …): a rule that matches a
    widget in some state matches it here."""
    selectors = [dataclasses.replace(s, pseudo_classes=set()) for s in selector_set.selectors]
    return dataclasses.replace(selector_set, selectors=selectors)


def matching(rules: list[RuleSet], node: DOMNode) -> list[str]:
    return [
        rule.selectors
        for rule in rules
        if match([whatever_state(s) for s in rule.selector_set], node)
    ]


@pytest.mark.parametrize("size", [(80, 24), (160, 50)])
@pytest.mark.parametrize("with_save", [False, True])
async def test_no_rule_of_the_other_screens_matches_the_start_screen(
    data_dir: Path, size: tuple[int, int], with_save: bool
) -> None:
    if with_save:
        played_save(seed=23, answers=10)
    app = IzvoriApp(GameSetup(seed=1), coin_flips=0)
    async with app.run_test(size=size) as pilot:
        screen = await start_screen(pilot)
        rules = all_styles_rules(app)
        assert len(rules) > 90  # the game screen's, the dialogs', …
        # the shape this case is about: "Nastavi" with a save, the tutorial's row without
        assert bool(screen.query("#resume")) is with_save
        assert bool(screen.query("#tutorial")) is not with_save
        # its first frame was styled without izvori.tcss
        assert not app.stylesheet.has_source(ALL_STYLES)
        # and a deck's list opened (its pop-up is mounted then)
        deck = screen.query_one("#deck-0", Select)
        deck.focus()
        await press(pilot, "enter")
        assert deck.expanded
        await settle(pilot)
        nodes = [app, *screen.walk_children(with_self=True)]
        assert len(nodes) > 30 and any(isinstance(node, ListOverlay) for node in nodes)
        found = {str(node): hits for node in nodes if (hits := matching(rules, node))}
        assert not found, found


async def test_the_rules_are_checked_against_the_whole_selector() -> None:
    """The check above can fail: a rule for a start screen's widget is found, in any state."""
    sheet = Stylesheet()
    sheet.add_source("#start-box Button:focus { width: 3; } .dialog Button { width: 4; }")
    app = IzvoriApp(GameSetup(seed=1), coin_flips=0)
    async with app.run_test(size=(80, 24)) as pilot:
        screen = await start_screen(pilot)
        begin = screen.query_one("#begin")
        assert not begin.has_focus  # the newcomer's focus is on the tutorial
        assert matching(sheet.rules, begin) == ["#start-box Button:focus"]


async def test_another_screen_shown_first_from_the_start_screen_has_its_styles(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    """F1 at once (the help dialog over the start screen): izvori.tcss is read before the
    dialog is styled, and parsed once; start.tcss is not parsed again (Textual parses a widget
    class's defaults again when a new class puts them at another priority: not ours to cut)."""
    app = IzvoriApp(GameSetup(seed=1), coin_flips=0)
    async with app.run_test(size=(100, 30)) as pilot:
        await start_screen(pilot)
        (start,) = [path for path, _ in app.stylesheet.source if path.endswith("start.tcss")]
        parsed: list[object] = []
        parse = textual.css.stylesheet.parse

        def counted(scope: str, css: str, read_from: object, **kwargs: Any) -> Any:
            parsed.append(read_from)
            return parse(scope, css, read_from, **kwargs)  # type: ignore[arg-type]

        monkeypatch.setattr(textual.css.stylesheet, "parse", counted)
        await press(pilot, "f1")
        await settle(pilot)
        assert not isinstance(app.screen, StartScreen)
        assert app.stylesheet.has_source(ALL_STYLES)
        assert parsed.count((ALL_STYLES, "")) == 1
        assert (start, "") not in parsed
        # the dialog box has izvori.tcss's `.dialog` look (a border, some padding)
        dialog = app.screen.query_one(".dialog")
        assert dialog.styles.border.top[0] != "" and dialog.styles.padding.left > 0


async def test_a_game_shown_without_the_start_screen_has_every_style() -> None:
    app = IzvoriApp(GameSetup(seed=1), show_start=False, coin_flips=0)
    async with app.run_test(size=(100, 30)) as pilot:
        await settle(pilot)
        assert app.stylesheet.has_source(ALL_STYLES)
        assert not isinstance(app.screen, StartScreen)
