"""The deck builder: the card picker on the left, the deck on the right, A1.20 checked live.

Keys first: Enter or + adds the highlighted card, - or Delete removes one copy (from the deck
list or the picker), Ctrl+S saves, Ctrl+O opens another deck, Ctrl+N starts an empty one,
Ctrl+K copies, Ctrl+D deletes the player's own deck file. A save never replaces another deck's
file without asking; leaving with unsaved changes asks first, and a deck that isn't legal yet is
kept as unfinished (izvori/cards/deck_edit.py) rather than lost.
"""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path
from typing import ClassVar

from textual.app import ComposeResult
from textual.binding import Binding, BindingType
from textual.containers import Horizontal, Vertical
from textual.screen import ModalScreen, Screen
from textual.widgets import Button, Input, OptionList, Static
from textual.widgets.option_list import Option

from izvori.cards.catalog import Catalog, fold
from izvori.cards.deck_edit import (
    DeckDraft,
    DeckExists,
    DeckInvalid,
    delete_deck,
    load_draft,
    rename_draft,
    rule_problems,
    save_draft,
    save_unfinished,
    slug,
    unfinished_dir,
)
from izvori.cards.deck_summary import CURVE_TOP, summarize
from izvori.cards.library import list_decks
from izvori.cards.locations import user_decks_dir
from izvori.strings import t
from izvori.tui import symbols
from izvori.tui.screens.dialogs import DismissOnce
from izvori.tui.widgets.cardpicker import CardPicker
from izvori.tui.widgets.keyfooter import KeyFooter

BAR = "█"
BAR_WIDTH = 20


def curve_lines(curve: dict[int, int]) -> list[str]:
    """The mana curve as a bar per mana value, the longest bar BAR_WIDTH wide."""
    top = max(curve.values(), default=0) or 1
    lines = []
    for v, n in curve.items():
        label = f"{v}+" if v == CURVE_TOP else f"{v} "
        lines.append(f"{label} {BAR * round(n * BAR_WIDTH / top)} {n}")
    return lines


class AskScreen(DismissOnce, ModalScreen[str]):
    """A question with a few labelled answers; Esc is the last (the safe) answer."""

    BINDINGS: ClassVar[list[BindingType]] = [
        Binding("escape", "cancel", t("tui.bind.cancel"), key_display="Esc")
    ]

    def __init__(self, question: str, answers: list[tuple[str, str]]) -> None:
        super().__init__()
        self.question = question
        self.answers = answers

    def compose(self) -> ComposeResult:
        with Vertical(classes="dialog"):
            yield Static(self.question, markup=False)
            with Horizontal(classes="dialog-buttons"):
                for key, label in self.answers:
                    yield Button(label, id=f"ask-{key}")

    def on_mount(self) -> None:
        self.query(Button).first().focus()

    def on_button_pressed(self, event: Button.Pressed) -> None:
        event.stop()
        self.dismiss(str(event.button.id).removeprefix("ask-"))

    def action_cancel(self) -> None:
        self.dismiss(self.answers[-1][0])


class OpenDeckScreen(DismissOnce, ModalScreen[Path | None]):
    """Choose a deck to edit: the player's own, the unfinished ones, or a bundled one to copy."""

    BINDINGS: ClassVar[list[BindingType]] = [
        Binding("escape", "cancel", t("tui.bind.cancel"), key_display="Esc")
    ]

    def __init__(self) -> None:
        super().__init__()
        listing = list_decks()
        self.paths: list[Path] = []
        self.options: list[Option] = []
        groups = [
            (t("tui.builder.group.user"), [e.path for e in listing.user]),
            (t("tui.builder.group.unfinished"), sorted(unfinished_dir().glob("*.yaml"))),
            (t("tui.builder.group.bundled"), [e.path for e in listing.bundled]),
        ]
        for title, paths in groups:
            for path in paths:
                self.options.append(Option(f"{symbols.name(path.stem)}  [dim]{title}[/]"))
                self.paths.append(path)

    def compose(self) -> ComposeResult:
        with Vertical(classes="dialog wide tall"):
            yield Static(f"[b]{t('tui.builder.open')}[/]", markup=True)
            yield OptionList(*self.options, id="open-list")

    def on_option_list_option_selected(self, event: OptionList.OptionSelected) -> None:
        event.stop()
        self.dismiss(self.paths[event.option_index])

    def action_cancel(self) -> None:
        self.dismiss(None)


class DeckBuilderScreen(DismissOnce, Screen[None]):
    BINDINGS: ClassVar[list[BindingType]] = [
        Binding("escape", "leave", t("tui.bind.back"), key_display="Esc"),
        Binding("ctrl+s", "save", t("tui.builder.save"), key_display="^S"),
        Binding("ctrl+o", "open", t("tui.builder.open_key"), key_display="^O"),
        Binding("ctrl+n", "new", t("tui.builder.new"), key_display="^N"),
        Binding("ctrl+k", "copy", t("tui.builder.copy"), key_display="^K"),
        Binding("ctrl+d", "delete", t("tui.builder.delete"), key_display="^D"),
        Binding("plus", "add", t("tui.builder.add"), key_display="+"),
        Binding("minus,delete", "remove", t("tui.builder.remove"), key_display="-"),
        Binding("slash", "search", t("tui.bind.search"), key_display="/"),
    ]

    def __init__(self, catalog: Catalog, draft: DeckDraft | None = None) -> None:
        super().__init__()
        self.catalog = catalog
        self.pool = {e.name: e.card for e in catalog.entries}
        self.draft = draft or DeckDraft(t("tui.builder.new_name"))
        self.saved_state = self._state()

    # ------------------------------------------------------------ layout
    def compose(self) -> ComposeResult:
        yield Static(f"[b]{t('tui.builder.title')}[/]", markup=True, classes="screen-title")
        with Horizontal(id="builder-body"):
            yield CardPicker(self.catalog, id="builder-picker")
            with Vertical(id="builder-deck"):
                yield Input(self.draft.name, placeholder=t("tui.builder.name"), id="deck-name")
                yield OptionList(id="deck-list")
                yield Static("", id="deck-stats", markup=True)
                yield Static("", id="deck-message", markup=False)
        yield KeyFooter()

    def on_mount(self) -> None:
        self.refresh_deck()
        self.query_one(CardPicker).focus_search()

    # ------------------------------------------------------------ state
    def _state(self) -> tuple[str, tuple[tuple[str, int], ...]]:
        return (self.draft.name, tuple(sorted(self.draft.counts.items())))

    @property
    def dirty(self) -> bool:
        return self._state() != self.saved_state

    def say(self, text: str) -> None:
        self.query_one("#deck-message", Static).update(text)

    def refresh_deck(self, keep: str | None = None) -> None:
        names = sorted(self.draft.counts, key=fold)
        lst = self.query_one("#deck-list", OptionList)
        old = lst.highlighted
        lst.clear_options()
        lst.add_options(
            [
                Option(
                    f"{self.draft.counts[n]}× {symbols.name(n)}  "
                    f"{symbols.cost(str(self.pool[n].cost) if self.pool[n].cost else None)}",
                    id=n,
                )
                for n in names
                if n in self.pool
            ]
        )
        if names:
            idx = names.index(keep) if keep in names else min(old or 0, len(names) - 1)
            lst.highlighted = idx
        self.query_one("#deck-stats", Static).update(self.stats_text())

    def stats_text(self) -> str:
        counts = {n: c for n, c in self.draft.counts.items() if n in self.pool}
        summary = summarize(counts, self.pool)
        lines = [t("tui.builder.size", size=summary.size)]
        if summary.colors:
            split = "  ".join(f"{symbols.mana(k)} {n}" for k, n in summary.colors.items())
            lines.append(t("tui.builder.colors", split=split))
        lines += curve_lines(summary.curve)
        problems = rule_problems(self.draft)
        if problems:
            lines += [f"[b]✗[/] {symbols.name(p)}" for p in problems]
        else:
            lines.append(f"[b]✓[/] {t('tui.builder.legal')}")
        for name, kinds in summary.uncastable.items():
            need = " ".join(symbols.mana(k) for k in kinds)
            lines.append(t("tui.builder.uncastable", card=symbols.name(name), colors=need))
        return "\n".join(lines)

    # ------------------------------------------------------------ editing
    def _highlighted_deck_card(self) -> str | None:
        lst = self.query_one("#deck-list", OptionList)
        if lst.highlighted is None or lst.option_count == 0:
            return None
        return lst.get_option_at_index(lst.highlighted).id

    def _target_card(self) -> str | None:
        if self.focused is self.query_one("#deck-list", OptionList):
            return self._highlighted_deck_card()
        e = self.query_one(CardPicker).current
        return e.name if e else None

    def on_card_picker_chosen(self, message: CardPicker.Chosen) -> None:
        self.add(message.name)

    def on_option_list_option_selected(self, event: OptionList.OptionSelected) -> None:
        if event.option_list.id == "deck-list" and event.option.id is not None:
            event.stop()
            self.add(event.option.id)

    def on_input_changed(self, event: Input.Changed) -> None:
        if event.input.id == "deck-name":
            event.stop()
            self.draft.name = event.value.strip() or t("tui.builder.new_name")

    def add(self, name: str) -> None:
        self.draft.add(name)
        self.refresh_deck(keep=name)
        self.say(t("tui.builder.added", card=name, n=self.draft.counts[name]))

    def action_add(self) -> None:
        name = self._target_card()
        if name is not None:
            self.add(name)

    def action_remove(self) -> None:
        name = self._target_card()
        if name is None or name not in self.draft.counts:
            return
        self.draft.remove(name)
        self.refresh_deck(keep=name)
        self.say(t("tui.builder.removed", card=name, n=self.draft.counts.get(name, 0)))

    def action_search(self) -> None:
        self.query_one(CardPicker).focus_search()

    # ------------------------------------------------------------ files
    def action_save(self) -> None:
        self.save()

    def save(self, then: Callable[[], None] | None = None, overwrite: bool = False) -> None:
        problems = rule_problems(self.draft)
        if problems:
            path = save_unfinished(self.draft)
            self.saved_state = self._state()
            self.say(t("tui.builder.saved_unfinished", path=str(path), why=problems[0]))
            if then:
                then()
            return
        folder = user_decks_dir()
        try:
            old = self.draft.path
            if old is not None and old.stem != slug(self.draft.name):
                path = rename_draft(self.draft, self.draft.name, folder, self.pool)
            else:
                path = save_draft(self.draft, folder, self.pool, overwrite=overwrite)
        except DeckExists as e:

            def answer(key: str | None) -> None:
                if key == "yes":
                    self.save(then, overwrite=True)
                else:
                    self.say(t("tui.builder.not_saved"))

            self.app.push_screen(
                AskScreen(
                    t("tui.builder.exists", path=str(e.path)),
                    [("yes", t("tui.builder.replace")), ("no", t("tui.bind.cancel"))],
                ),
                answer,
            )
            return
        except DeckInvalid as e:
            self.say("\n".join(e.problems[:3]))
            return
        except OSError as e:
            self.say(t("tui.builder.write_failed", error=str(e)))
            return
        self.saved_state = self._state()
        self.say(t("tui.builder.saved", path=str(path)))
        if then:
            then()

    def _guard(self, then: Callable[[], None]) -> None:
        """Run `then` now, or after asking what to do with unsaved changes."""
        if not self.dirty:
            then()
            return

        def answer(key: str | None) -> None:
            if key == "save":
                self.save(then)
            elif key == "discard":
                then()

        self.app.push_screen(
            AskScreen(
                t("tui.builder.unsaved", name=self.draft.name),
                [
                    ("save", t("tui.builder.save")),
                    ("discard", t("tui.builder.discard")),
                    ("stay", t("tui.bind.cancel")),
                ],
            ),
            answer,
        )

    def action_leave(self) -> None:
        self._guard(lambda: self.dismiss(None))

    def load(self, draft: DeckDraft) -> None:
        self.draft = draft
        self.saved_state = self._state()
        self.query_one("#deck-name", Input).value = draft.name
        self.refresh_deck()

    def action_new(self) -> None:
        self._guard(lambda: self.load(DeckDraft(t("tui.builder.new_name"))))

    def action_open(self) -> None:
        def opened(path: Path | None) -> None:
            if path is None:
                return
            try:
                self.load(load_draft(path))
            except DeckInvalid as e:
                self.say("\n".join(e.problems[:3]))
                return
            self.say(t("tui.builder.opened", path=str(path)))

        self._guard(lambda: self.app.push_screen(OpenDeckScreen(), opened))

    def action_copy(self) -> None:
        self.draft = self.draft.copy(t("tui.builder.copy_name", name=self.draft.name))
        self.query_one("#deck-name", Input).value = self.draft.name
        self.say(t("tui.builder.copied"))

    def action_delete(self) -> None:
        path = self.draft.path
        if path is None:
            self.say(t("tui.builder.nothing_to_delete"))
            return

        def answer(key: str | None) -> None:
            if key == "yes":
                delete_deck(path, user_decks_dir())
                self.draft.path = None
                self.saved_state = ("", ())  # the deck now exists only here: unsaved
                self.say(t("tui.builder.deleted", path=str(path)))

        self.app.push_screen(
            AskScreen(
                t("tui.builder.delete_ask", path=str(path)),
                [("yes", t("tui.builder.delete")), ("no", t("tui.bind.cancel"))],
            ),
            answer,
        )
