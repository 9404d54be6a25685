"""The common shape of a prompt: render one decision, build an answer, post it.

A prompt widget is mounted once and reused: `load()` puts the next decision of the same kind
into the widgets already on screen, so answering does not remount anything.

Prompts of the "list" shape (a title, one list of options, a hint: prednost, payment, one
target, choose one, yes/no) are one widget (issue 11 item 6): the game screen re-classes the
widget on screen to the prompt class of the next decision and loads it, so a cast → target →
payment → prednost sequence replaces rows in place — no widget is shown, hidden, mounted or
focused, and the screen is not laid out again.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import Any, ClassVar

from textual.app import ComposeResult
from textual.binding import Binding, BindingType
from textual.containers import Vertical
from textual.message import Message
from textual.widgets import OptionList, Static
from textual.widgets.option_list import Option

from izvori.engine import Decision, GameView
from izvori.strings import t
from izvori.tui import symbols
from izvori.tui.labels import card_name
from izvori.tui.widgets.steady import SteadyOptionList, SteadyStatic
from izvori.tui.widgets.text import set_text


class Answer(Message):
    """A complete answer for the pending decision ("cancel" backs out).

    `decision` is the one the prompt showed: an answer that arrives after the prompt moved on
    (two quick key presses) is not applied to the next decision.
    """

    def __init__(self, answer: Any, decision: Decision | None = None) -> None:
        self.answer = answer
        self.decision = decision
        super().__init__()


class Inspect(Message):
    """Show this card in the inspector (an option naming it was highlighted)."""

    def __init__(self, card_id: int) -> None:
        self.card_id = card_id
        super().__init__()


class ChoicesChanged(Message):
    """An uncommitted choice changed: the board should re-mark chosen objects."""


class PromptBase(Vertical):
    """A prompt for one decision. Subclasses fill `body()` and may react to board clicks."""

    # issue 11 item 3: 1–9 pick the nth visible option in every prompt, whatever in it has
    # the focus (the game screen forwards them when a card on the board has it; an input
    # field takes digits as typing before these are looked at)
    BINDINGS: ClassVar[list[BindingType]] = [
        *(Binding(str(n), f"pick_number({n})", show=False) for n in range(1, 10))
    ]

    HINT_KEY = "tui.prompt.keys.single"
    #: False for prompts whose widgets depend on the decision (remounted each time)
    REUSABLE = True
    #: prompts with the same non-empty shape have the same widgets (`PromptList` between a
    #: title and a hint) and the same fields, so one widget shows them all in turn
    SHAPE: ClassVar[str] = ""

    def __init__(self, decision: Decision, view: GameView) -> None:
        super().__init__(classes="prompt")
        self.decision = decision
        self.gview = view
        # set by the game screen: the engine's reason (Serbian) an answer would be refused
        self.explain: Callable[[Any], str | None] | None = None
        # set by the game screen: re-mark the board now (else a ChoicesChanged message does,
        # a message loop later — often a frame later: two frames for one key)
        self.changed: Callable[[], None] | None = None

    def compose(self) -> ComposeResult:
        yield SteadyStatic(self.title(), classes="prompt-title", markup=True)
        yield from self.body()
        yield SteadyStatic(self.hint(), classes="prompt-hint", id="prompt-hint")

    def load(self, decision: Decision, view: GameView) -> None:
        """Show another decision of the same kind in the widgets already mounted."""
        self.decision = decision
        self.gview = view
        self.fill()
        self.set_title(self.title())
        self.set_hint(self.hint())

    def fill(self) -> None:
        """Put the current decision into the body widgets (and forget uncommitted choices)."""

    def title(self) -> str:
        d = self.decision
        text = t(d.prompt, **{k: v for k, v in d.context.items() if isinstance(v, (str, int))})
        what = self.subject()
        return f"{what} — {text}" if what else text

    def subject(self) -> str | None:
        """The card this decision is about, when the engine's text does not name it: the
        source of a triggered ability, or the spell or ability being cast or paid for (it is
        already on top of the niz)."""
        d = self.decision
        card = d.context.get("card")
        if isinstance(card, int) and not isinstance(card, bool):
            return card_name(self.gview, card)
        if d.prompt.startswith("cast.") or d.prompt in ("pay.mana", "pay.istocnik"):
            stack = self.gview.stack
            if stack and stack[0].controller == d.player and stack[0].source_name:
                return symbols.name(stack[0].source_name)
        return None

    def hint(self) -> str:
        return t(self.HINT_KEY)

    def body(self) -> ComposeResult:
        yield from ()

    def set_hint(self, text: str) -> None:
        set_text(self.query_one("#prompt-hint", Static), text)

    def set_title(self, text: str) -> None:
        set_text(self.query_one(".prompt-title", Static), text)

    # -- hooks for the game screen
    def highlight(self) -> set[int]:
        """Board objects this prompt can use (legal targets, eligible attackers ...)."""
        return set()

    def chosen(self) -> set[int]:
        """Board objects already chosen and not yet confirmed."""
        return set()

    def card_chosen(self, card_id: int) -> bool:
        """A card on the board/hand was clicked or Entered; True if the prompt used it."""
        return False

    def reset(self) -> bool:
        """Esc: undo uncommitted choices. False if there was nothing to undo."""
        return False

    def on_mount(self) -> None:
        self.focus_default()

    def focus_default(self) -> None:
        """Focus the prompt's first control, at once (`Widget.focus` waits a message cycle,
        which would show the key bar and focus styles of the old focus for one more frame)."""
        for w in self.query("*"):
            if w.can_focus:
                w.screen.set_focus(w)
                return

    def pick_number(self, n: int) -> None:
        """Digit `n`: the nth numbered option (subclasses say what picking means)."""

    #: the letter keys of its list this prompt uses (A, U/Backspace, D/N); the others go on
    #: to the game screen's keys (D: dalje) and its footer
    LETTERS: ClassVar[frozenset[str]] = frozenset()

    def letters(self) -> frozenset[str]:
        return self.LETTERS

    def key_letter(self, letter: str) -> None:
        """One of `letters()` pressed in the prompt's list."""

    def action_pick_number(self, n: int) -> None:
        self.pick_number(n)

    def submit(self, answer: Any) -> None:
        self.post_message(Answer(answer, self.decision))

    def choices_changed(self) -> None:
        """An uncommitted choice changed: the board re-marks what is chosen."""
        if self.changed is not None:
            self.changed()
        else:
            self.post_message(ChoicesChanged())


class PromptList(SteadyOptionList):
    """The option list of every list-shaped prompt. Its keys ask the prompt it is in, so the
    same list serves each prompt class the widget is re-classed to."""

    BINDINGS: ClassVar[list[BindingType]] = [
        *(Binding(str(n), f"pick({n})", show=False) for n in range(1, 10)),
        Binding("a", "letter('a')", show=False),
        Binding("u", "letter('u')", show=False),
        Binding("backspace", "letter('backspace')", show=False),
        Binding("d", "letter('d')", show=False),
        Binding("n", "letter('n')", show=False),
    ]

    def action_pick(self, n: int) -> None:
        prompt = self.parent
        if isinstance(prompt, PromptBase):
            prompt.pick_number(n)

    def action_letter(self, letter: str) -> None:
        prompt = self.parent
        if isinstance(prompt, PromptBase):
            prompt.key_letter(letter)

    def check_action(self, action: str, parameters: tuple[object, ...]) -> bool | None:
        """A letter this prompt does not use is not bound here: the key (and the footer)
        belong to the game screen's binding for it (D: dalje)."""
        if action == "letter":
            prompt = self.parent
            return isinstance(prompt, PromptBase) and parameters[0] in prompt.letters()
        return True


def numbered(n: int, label: str) -> str:
    """An option's label with its digit key (1–9; later options have none)."""
    key = str(n) if 1 <= n <= 9 else " "
    return f"[b]{key}[/] {label}"


def set_options(lst: OptionList, options: list[Option]) -> None:
    """Replace an option list's options (unless they are the same) and highlight the first,
    as a newly mounted list does (which also shows its card in the inspector)."""

    def shape(opts: Sequence[Option]) -> list[tuple[str | None, str, bool]]:
        return [(o.id, str(o.prompt), o.disabled) for o in opts]

    if shape(lst.options) != shape(options):
        # in one step (not clear, then add): an empty list in between would hide the
        # scrollbar and show it again, a layout of the screen each time
        lst.set_options(options)
    first = next((i for i, o in enumerate(lst.options) if not o.disabled), None)
    if lst.highlighted == first:
        lst.highlighted = None  # so that the first one is announced again
    lst.highlighted = first
