"""Start screen: names, a deck for each player, who starts, resume a saved game, rules help, quit.

Everything has a default, so Enter starts a game at once. "Nastavi sačuvanu partiju" appears
when the data folder holds an unfinished save (`list_saves()`); it opens the list of saves.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, ClassVar

from textual import events
from textual.app import ComposeResult
from textual.binding import Binding, BindingType
from textual.containers import Grid, VerticalScroll
from textual.message import Message
from textual.screen import Screen
from textual.widgets import Button, Input, Select, Static

from izvori.cards.decklist import list_decks
from izvori.persist.listing import SaveInfo, list_saves
from izvori.strings import t
from izvori.tui import symbols
from izvori.tui.save_summary import summary_text
from izvori.tui.setup import GameSetup
from izvori.tui.tutorial.progress import is_done, load_progress
from izvori.tui.widgets.frame import SpanCompositor
from izvori.tui.widgets.keyfooter import KeyFooter
from izvori.tui.widgets.select import LeanSelect
from izvori.tui.widgets.settled import (
    SettledButton,
    SettledHorizontal,
    SettledStatic,
    SettledVertical,
)

# Issue 11 item 6 (the first frame): this screen lists decks and saves from their files and
# never loads the engine (tests/tui/test_start_imports.py); what resumes or plays a game is
# imported when it is first used.
if TYPE_CHECKING:
    from textual.widget import Widget

    from izvori.persist import SavedGame
    from izvori.tui.computer import Opponents


class StartScreen(Screen[None]):
    DEFAULT_CSS = """
    StartScreen #tutorial-row {
        height: auto;
    }
    StartScreen #tutorial-hint {
        width: 1fr;
        /* no padding below: the row is as tall as the button, and at 80×24 "Protivnik" below
           it is on screen whole (issue 14 §6) */
        padding: 1 2 0 2;
    }
    """
    # Below 40 rows the whole screen does not fit: the box then takes the full height and the
    # form inside it scrolls, keeping the buttons on screen (izvori.tcss, "start screen").
    VERTICAL_BREAKPOINTS: ClassVar[list[tuple[int, str]] | None] = [(0, "-short"), (40, "-tall")]
    # Below 90 columns a third of the row is too narrow for "Nastavi sačuvanu partiju"
    HORIZONTAL_BREAKPOINTS: ClassVar[list[tuple[int, str]] | None] = [(0, "-narrow"), (90, "-wide")]
    # on_mount focuses the button Enter presses; Textual's default would first focus the name
    # field, scrolling the form (and the title) away at 80×24
    AUTO_FOCUS = ""  # not None: None means "the app's AUTO_FOCUS"
    BINDINGS: ClassVar[list[BindingType]] = [
        Binding("f1", "app.show_help", t("tui.bind.help")),
        Binding("f2", "resume", t("tui.bind.resume")),
        Binding("ctrl+q", "app.quit", t("tui.bind.quit")),
    ]

    class Start(Message):
        def __init__(self, setup: GameSetup) -> None:
            self.setup = setup
            super().__init__()

    class Resume(Message):
        def __init__(self, session: SavedGame) -> None:
            self.session = session
            super().__init__()

    def __init__(self, setup: GameSetup, opponents: Opponents | None = None) -> None:
        """`opponents`: the computer levels offered (none: hot-seat only)."""
        super().__init__(classes=breakpoint_classes(self.app.size))
        # the first frame renders no line a widget in front covers (widgets/frame.py)
        self._compositor = SpanCompositor()
        self.setup = setup.with_defaults()
        self.opponents = opponents
        self.saves: list[SaveInfo] = list_saves()
        # Prva partija is offered first to a newcomer: no saves and the tutorial not yet won
        self.tutorial_resumable = load_progress() is not None
        # offered (first, focused) to a newcomer — no saves, tutorial not won — and to whoever
        # left it half-way; otherwise it is in the command palette, keeping this screen short
        self.newcomer = not self.saves and not is_done()
        self.offer_tutorial = self.newcomer or self.tutorial_resumable
        # Enter starts the tutorial for a newcomer — unless the command line asked for a game
        # against the computer (`izvori igraj --racunar tesko`): then Enter starts that game
        self.tutorial_first = self.newcomer and not self.setup.computer

    @staticmethod
    def deck_options() -> list[tuple[str, str]]:
        listing = list_decks()  # the game's decks first, then the player's own, marked
        decks = [(e.name, e.name) for e in listing.bundled]
        decks += [(t("tui.start.user_deck", name=e.name), e.name) for e in listing.user]
        return decks

    def compose(self) -> ComposeResult:
        decks = self.deck_options()
        # The form scrolls; the buttons and the hint below it do not, so at 80×24 every
        # button is on screen and the screen opens at the title (focus is on a button, and
        # a focused widget inside the scrolling part would scroll the title away).
        with SettledVertical(id="start-box"):
            # not focusable itself: Tab moves through its fields, which scroll into view (and
            # a focused container restyles all it holds when the focus comes and goes)
            with VerticalScroll(id="start-form", can_focus=False):
                yield SettledStatic(f"[b]{t('app.title')}[/]", id="start-title", markup=True)
                offered = bool(computer_choices(self.opponents))
                subtitle = "tui.subtitle_computer" if offered else "tui.subtitle"
                yield SettledStatic(t(subtitle), id="start-subtitle")
                # first in the form: the newcomer's focused button stays beside the title
                if self.offer_tutorial:
                    with SettledHorizontal(id="tutorial-row"):
                        label = (
                            "tui.start.tutorial_resume"
                            if self.tutorial_resumable
                            else "tui.start.tutorial"
                        )
                        yield SettledButton(
                            t(label),
                            id="tutorial",
                            variant="primary" if self.newcomer else "default",
                        )
                        yield SettledStatic(t("tui.start.tutorial_hint"), id="tutorial-hint")
                first = self.setup.starting_player
                # issue 14: whom you play against, first, and beside it who starts — at 80×24
                # the form scrolls, and a player alone must see "Protiv računara" without
                # scrolling (the second player is then the computer at the chosen level)
                with SettledHorizontal(classes="start-players", id="opponent-row"):
                    with SettledVertical(classes="start-player"):
                        yield SettledStatic(f"[b]{t('ai.start.opponent')}[/]", markup=True)
                        yield LeanSelect(
                            [(t("ai.start.human"), ""), *computer_choices(self.opponents)],
                            value=self.setup.computer or "",
                            allow_blank=False,
                            id="opponent",
                        )
                    with SettledVertical(classes="start-player"):
                        yield SettledStatic(f"[b]{t('tui.start.first')}[/]", markup=True)
                        yield LeanSelect(
                            [
                                (t("tui.start.coin"), -1),
                                (t("tui.over.me_first", player=self.setup.names[0]), 0),
                                (t("tui.over.me_first", player=self.setup.names[1]), 1),
                            ],
                            value=-1 if first is None else first,
                            allow_blank=False,
                            id="first",
                        )
                with SettledHorizontal(classes="start-players"):
                    for i in (0, 1):
                        with SettledVertical(classes="start-player"):
                            yield SettledStatic(
                                f"[b]{t('tui.start.player', n=i + 1)}[/]", markup=True
                            )
                            yield Input(
                                self.setup.names[i], placeholder=t("tui.start.name"), id=f"name-{i}"
                            )
                            # a deck given as a path (or misspelt) is not an option of the
                            # list: it goes to the path field (a Select refuses unknown values)
                            given = self.setup.decks[i]
                            listed = any(given == stem for stem, _ in decks)
                            yield LeanSelect(
                                decks,
                                value=given if listed or not decks else decks[0][1],
                                allow_blank=False,
                                id=f"deck-{i}",
                                prompt=t("tui.start.deck"),
                            )
                            yield Input(
                                "" if listed else given,
                                placeholder=t("tui.start.deck_path"),
                                id=f"path-{i}",
                            )
                yield SettledStatic("", id="start-error", markup=False)
            with Grid(id="start-buttons"):
                yield SettledButton(
                    t("tui.start.begin"),
                    id="begin",
                    variant="default" if self.newcomer else "primary",
                )
                if self.saves:
                    yield SettledButton(t("tui.start.resume"), id="resume")
                yield SettledButton(t("tui.start.cards"), id="cards")
                yield SettledButton(t("tui.start.builder"), id="builder")
                yield SettledButton(t("tui.start.rules"), id="rules")
                yield SettledButton(t("tui.start.quit"), id="quit")
            yield SettledStatic(self._hint_line(), id="start-hint", markup=True)
        yield KeyFooter()

    def refresh_decks(self) -> None:
        """Offer the decks on disk now (the deck builder may have saved a new one)."""
        decks = self.deck_options()
        for i in (0, 1):
            select = self.query_one(f"#deck-{i}", Select)
            current = select.value
            select.set_options(decks)
            if current in {v for _, v in decks}:
                select.value = current

    def _hint_line(self, focused: Widget | None = None) -> str:
        """The hint under the buttons, as shown (dim)."""
        return f"[dim]{self._hint(focused)}[/]"

    def _hint(self, focused: Widget | None = None) -> str:
        """What Enter does: on the focused button or field, or (none yet) on the one focused
        when the screen opens."""
        if focused is None:
            if self.tutorial_first:
                return t("tui.start.hint_tutorial")
        elif isinstance(focused, Button):
            if focused.id == "tutorial":
                return t("tui.start.hint_tutorial")
            if focused.id != "begin":
                return t("tui.start.hint_button", label=focused.label.plain)
        elif any(isinstance(node, Select) for node in focused.ancestors_with_self):
            return t("tui.start.hint_select")  # the select or its open list
        # "Počni partiju", a name or a deck's path: Enter starts the game
        latest = next((s for s in self.saves if s.problem is None), None)
        if latest is None:
            return t("tui.start.hint")
        return t("tui.start.hint_saved", save=symbols.name(summary_text(latest)))

    def check_action(self, action: str, parameters: tuple[object, ...]) -> bool | None:
        if action == "resume":
            return bool(self.saves)  # no saves: the key is not shown at all
        return True

    def action_resume(self) -> None:
        from izvori.tui.screens.resume import ResumeScreen  # lazy: it resumes through the engine

        if self.saves:
            self.app.push_screen(ResumeScreen(self.saves), self._resumed)

    def _resumed(self, session: SavedGame | None) -> None:
        if session is not None:
            self.post_message(self.Resume(session))

    def on_mount(self) -> None:
        self.query_one("#tutorial" if self.tutorial_first else "#begin", Button).focus()

    def on_descendant_focus(self, event: events.DescendantFocus) -> None:
        hint = self._hint_line(event.widget)
        line = self.query_one("#start-hint", Static)
        if str(line.content) != hint:
            line.update(hint)

    _shown_before = False

    def _on_screen_resume(self, event: events.ScreenResume) -> None:
        """Issue 11 item 6 (the first frame): when the screen is first shown, its widgets
        have just been styled as they were mounted, and Textual would apply the CSS to every
        one of them again (an eighth of the first frame's Python calls). A later resume
        styles them as Textual asks. Textual's own handler (`Screen._on_screen_resume`) runs
        after this one."""
        if not self._shown_before:
            self._shown_before = True
            event.refresh_styles = False

    def current_setup(self) -> GameSetup:
        names = tuple(
            self.query_one(f"#name-{i}", Input).value.strip()
            or t("tui.start.name_default", n=i + 1)
            for i in (0, 1)
        )
        decks = []
        for i in (0, 1):
            path = self.query_one(f"#path-{i}", Input).value.strip()
            chosen = self.query_one(f"#deck-{i}", Select).value
            decks.append(path or str(chosen))
        first = self.query_one("#first", Select).value
        opponent = self.query_one("#opponent", Select).value
        # Select.BLANK is False, and 0 == False: compare by type, or "Ana first" (0) would
        # read as a coin toss (`izvori play --first 1` was ignored that way)
        chosen_first = first if type(first) is int and first in (0, 1) else None
        return GameSetup(
            names=(names[0], names[1]),
            decks=(decks[0], decks[1]),
            seed=self.setup.seed,
            starting_player=chosen_first,
            computer=str(opponent) if opponent not in ("", Select.BLANK) else None,
        )

    def show_error(self, problems: list[str]) -> None:
        error = self.query_one("#start-error", Static)
        error.update("\n".join([t("tui.start.deck_error"), *problems[:6]]))
        # below 40 rows the form scrolls inside and the error is its last line: brought into
        # view once it is laid out, or Enter at 80×24 seems to do nothing
        self.call_after_refresh(error.scroll_visible, animate=False)

    def begin(self) -> None:
        self.post_message(self.Start(self.current_setup()))

    def on_button_pressed(self, event: Button.Pressed) -> None:
        if event.button.id == "begin":
            self.begin()
        elif event.button.id == "resume":
            self.action_resume()
        elif event.button.id == "cards":
            self.app.show_cards()  # type: ignore[attr-defined]
        elif event.button.id == "builder":
            self.app.show_builder()  # type: ignore[attr-defined]
        elif event.button.id == "tutorial":
            self.app.show_tutorial()  # type: ignore[attr-defined]
        elif event.button.id == "rules":
            self.app.action_show_help()  # type: ignore[attr-defined]
        elif event.button.id == "quit":
            self.app.exit()

    def on_input_submitted(self, event: Input.Submitted) -> None:
        self.begin()


def computer_choices(opponents: Opponents | None) -> list[tuple[str, str]]:
    """The start screen's computer levels (label, id), weakest first (none: hot-seat only)."""
    levels = opponents.levels if opponents is not None else ()
    return [(t("ai.start.computer", level=t(f"ai.level.{i}")), i) for i in levels]


def breakpoint_classes(size: tuple[int, int]) -> str:
    """The breakpoint classes Textual gives the start screen at this size, given when it is
    made: Textual adds them at the first resize, and a change of the screen's classes applies
    the CSS to every widget again (about 250 more applications on the first frame)."""
    width, height = size
    classes = []
    for value, breakpoints in (
        (width, StartScreen.HORIZONTAL_BREAKPOINTS),
        (height, StartScreen.VERTICAL_BREAKPOINTS),
    ):
        # the class of the largest breakpoint not above the size, as Textual picks it
        classes.append(max((b for b in breakpoints or [] if value >= b[0]), default=(0, ""))[1])
    return " ".join(c for c in classes if c)
