"""Small modal dialogs: concede, odlagališta, the full log, help and glossary.

`DismissOnce` is the guard every dialog and one-shot screen uses: Textual's `Screen.dismiss`
pops *whatever screen is on top*, so a second key press that arrives before the first
dismissal has been processed (Esc Esc, Enter Enter) used to pop the screen underneath too —
a blank screen, or a concede answered twice. After the first dismiss, or when the screen is no
longer the one on top, further dismissals are ignored (issue 12).
"""

from __future__ import annotations

from typing import Any, ClassVar

from rich.align import Align
from rich.text import Text
from textual.app import ComposeResult
from textual.await_complete import AwaitComplete
from textual.binding import Binding, BindingType
from textual.command import CommandList, CommandPalette
from textual.containers import Horizontal, Vertical, VerticalScroll
from textual.screen import ModalScreen
from textual.widgets import OptionList, RichLog, Static
from textual.widgets.option_list import Option

from izvori.engine import CardFace, Keyword
from izvori.strings import t
from izvori.tui import symbols
from izvori.tui.widgets.inspector import card_text
from izvori.tui.widgets.keyfooter import KeyFooter
from izvori.tui.widgets.steady import CursorOptionList

CLOSE: list[BindingType] = [Binding("escape", "close", t("tui.bind.close"), key_display="Esc")]


async def _nothing() -> None:
    return None


class DismissOnce:
    """Mixin (before `Screen`/`ModalScreen` in the bases): a screen is dismissed at most once,
    and only while it is the screen on top."""

    _dismissed: bool = False

    def dismiss(self, result: Any = None) -> AwaitComplete:
        screen: Any = self
        if self._dismissed or not screen.is_current:
            return AwaitComplete(_nothing())  # a late key: nothing to close any more
        self._dismissed = True
        done: AwaitComplete = super().dismiss(result)  # type: ignore[misc]
        return done


class SafeCommandPalette(CommandPalette):
    """Textual's command palette without its PageUp/PageDown crash (issue 12).

    Textual 8.2.x (seen in 8.2.8; `OptionList._move_page` has the same code since the
    OptionList rewrite in 2.0): PageDown/PageUp while the palette's result list is still
    hidden reach `OptionList._move_page`, which looks the highlighted option up in
    `_index_to_line`. That table is filled by `_update_lines`, which returns early while the
    list has no size (hidden: ``display: none``), so the lookup raises KeyError and the app
    dies. While the list has no size a page move has nothing to move through: ignore it.
    """

    def _action_command_list(self, action: str) -> None:
        if action in ("page_down", "page_up"):
            commands = self.query_one(CommandList)
            if not commands.option_count or not commands.scrollable_content_region.area:
                return
        super()._action_command_list(action)

    def _start_no_matches_countdown(self, search_value: str) -> None:
        """Textual's, with its one line in Serbian (issue 11 item 8): a search that finds
        nothing says so half a second later ("No matches found" in Textual); an empty search
        (the palette just opened) closes the list instead. Textual is pinned below 9, and
        tests/tui/test_textual_words.py types a search that finds nothing."""
        self._stop_no_matches_countdown()

        def show_no_matches() -> None:
            if search_value:
                commands = self.query_one(CommandList)
                nothing = Align.center(Text(t("tui.cmd.no_matches"), style="not bold"))
                commands.add_option(Option(nothing, disabled=True, id=self._NO_MATCHES))
                self._list_visible = True
            else:
                self._list_visible = False

        self._no_matches_timer = self.set_timer(self._NO_MATCHES_COUNTDOWN, show_no_matches)


class _Closable(DismissOnce, ModalScreen[None]):
    BINDINGS: ClassVar[list[BindingType]] = CLOSE

    def action_close(self) -> None:
        self.dismiss(None)


class ConcedeScreen(DismissOnce, ModalScreen[int | None]):
    """Who concedes (A3.31: any time); the player at the keyboard is the default."""

    BINDINGS: ClassVar[list[BindingType]] = CLOSE

    def __init__(self, names: tuple[str, str], default: int | None) -> None:
        super().__init__()
        self.names = names
        self.default = default

    def compose(self) -> ComposeResult:
        with Vertical(classes="dialog"):
            yield Static(f"[b]{t('tui.concede.title')}[/]", markup=True)
            yield Static(t("tui.concede.question"))
            order = [0, 1] if self.default != 1 else [1, 0]
            yield CursorOptionList(
                Option(t("tui.concede.back"), id="back"),
                *[
                    Option(t("tui.concede.player", player=symbols.name(self.names[p])), id=f"p{p}")
                    for p in order
                ],
            )
        yield KeyFooter()

    def on_option_list_option_selected(self, event: OptionList.OptionSelected) -> None:
        oid = event.option.id or ""
        self.dismiss(int(oid[1:]) if oid.startswith("p") else None)

    def action_close(self) -> None:
        self.dismiss(None)


class GraveyardScreen(_Closable):
    """A browsable odlagalište (top first) with the inspector beside it."""

    def __init__(self, player: str, cards: tuple[CardFace, ...]) -> None:
        super().__init__()
        self.player = player
        self.cards = cards

    def compose(self) -> ComposeResult:
        with Vertical(classes="dialog wide"):
            title = t("tui.graveyard.title", player=symbols.name(self.player), n=len(self.cards))
            yield Static(f"[b]{title}[/]", markup=True)
            if not self.cards:
                yield Static(t("tui.graveyard.empty"))
            else:
                with Horizontal(classes="dialog-split"):
                    yield CursorOptionList(
                        *[
                            Option(f"{i}. {symbols.name(c.name)}", id=f"c{i}")
                            for i, c in enumerate(self.cards, start=1)
                        ],
                        id="gy-list",
                    )
                    with VerticalScroll(classes="dialog-card"):
                        yield Static(card_text(self.cards[0]), id="gy-card", markup=True)
        yield KeyFooter()

    def on_option_list_option_highlighted(self, event: OptionList.OptionHighlighted) -> None:
        if event.option_index < len(self.cards):
            card = self.cards[event.option_index]
            self.query_one("#gy-card", Static).update(card_text(card))


class PickGraveyardScreen(DismissOnce, ModalScreen[int | None]):
    BINDINGS: ClassVar[list[BindingType]] = CLOSE

    def __init__(self, names: tuple[str, str], counts: tuple[int, int]) -> None:
        super().__init__()
        self.names = names
        self.counts = counts

    def compose(self) -> ComposeResult:
        with Vertical(classes="dialog"):
            yield Static(f"[b]{t('tui.graveyard.pick')}[/]", markup=True)
            yield CursorOptionList(
                *[
                    Option(
                        t("tui.graveyard.title", player=symbols.name(n), n=c),
                        id=f"p{i}",
                    )
                    for i, (n, c) in enumerate(zip(self.names, self.counts, strict=True))
                ]
            )
        yield KeyFooter()

    def on_option_list_option_selected(self, event: OptionList.OptionSelected) -> None:
        self.dismiss(int((event.option.id or "p0")[1:]))

    def action_close(self) -> None:
        self.dismiss(None)


class LogScreen(_Closable):
    """The whole log: the log panel's lines as it wrote them (markup with every name from
    a file escaped, `symbols.name`), the computer's reasons among them."""

    def __init__(self, lines: list[str]) -> None:
        super().__init__()
        self.lines = lines

    def compose(self) -> ComposeResult:
        with Vertical(classes="dialog wide tall"):
            yield Static(f"[b]{t('tui.log.title')}[/]", markup=True)
            # (RichLog wraps at 78 columns at least by default: at 80×24 the dialog is
            # narrower, and the end of every long line was cut off)
            yield RichLog(id="full-log", wrap=True, markup=True, min_width=20)
        yield KeyFooter()

    def on_mount(self) -> None:
        log = self.query_one("#full-log", RichLog)
        for line in self.lines:
            log.write(line)
        log.focus()


def help_text() -> str:
    lines = [f"[b]{t('tui.help.keys')}[/]", t("tui.help.key_lines"), ""]
    kinds = " · ".join(f"{symbols.mana(k)} {t(f'mana.{k}')}" for k in symbols.MANA_LETTERS)
    lines += [
        f"[b]{t('tui.help.symbols')}[/]",
        t("tui.legend"),
        t("tui.legend.mana", kinds=kinds),
        "",
    ]
    lines += [f"[b]{t('tui.help.terms')}[/]", t("tui.help.term_lines"), ""]
    lines += [f"[b]{t('ai.suggest_title')}[/]", t("ai.help_key"), t("ai.honesty"), ""]  # issue 14
    lines.append(f"[b]{t('tui.help.keywords')}[/]")
    for kw in Keyword:
        lines.append(f"[b]{symbols.name(kw.value)}[/] — {t(f'kw.{kw.value}')}")
    return "\n".join(lines)


class HelpScreen(_Closable):
    BINDINGS: ClassVar[list[BindingType]] = [
        *CLOSE,
        Binding("f1", "close", t("tui.bind.close"), show=False),
    ]

    def compose(self) -> ComposeResult:
        with Vertical(classes="dialog wide tall"):
            yield Static(f"[b]{t('tui.help.title')}[/]", markup=True)
            with VerticalScroll(id="help-scroll"):
                yield Static(help_text(), markup=True)
        yield KeyFooter()

    def on_mount(self) -> None:
        self.query_one("#help-scroll").focus()
