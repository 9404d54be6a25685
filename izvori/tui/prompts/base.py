"""The common shape of a prompt: render one decision, build an answer, post it.

Every prompt has one shape (issue 11 item 6): a title, a progress line (shown only by the
prompts that have one: blocks so far, the order picked, what is left to divide, the number
typed), one list of rows and a hint. So the game screen mounts one prompt widget, once, and
for each decision re-classes it to that decision's prompt class and loads it: a cast → X →
target → payment → prednost sequence, an attack, blocks, a division, an ordering all replace
rows in place — no widget is mounted, removed, shown, hidden or focused, and the screen is
laid out again only when a line's height changes (the progress line appears or goes).
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Sequence
from typing import Any, ClassVar, Self

from textual.app import ComposeResult
from textual.binding import Binding, BindingType
from textual.containers import Vertical
from textual.message import Message
from textual.strip import Strip
from textual.style import Style
from textual.widgets import OptionList, Static
from textual.widgets._option_list import OptionListContent
from textual.widgets.option_list import Option

from izvori.engine import Decision, GameView
from izvori.strings import t
from izvori.tui import symbols
from izvori.tui.labels import card_name
from izvori.tui.widgets.found import part
from izvori.tui.widgets.steady import KeptStatic, SteadyOptionList
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
        *(Binding(str(n), f"pick_number({n})", show=False) for n in range(1, 10)),
        # for the prompts that take Enter (its list's own Enter gives way): confirm
        Binding("enter", "confirm_key", t("tui.bind.confirm")),
    ]

    HINT_KEY = "tui.prompt.keys.single"
    #: every prompt class has the same widgets (`compose`) and keeps its own state in fields
    #: that `start` sets, so one widget shows each of them in turn (re-classed)
    SHAPE: ClassVar[str] = "list"

    def __init__(self, decision: Decision, view: GameView) -> None:
        super().__init__(classes="prompt")
        self.decision = decision
        self.gview = view
        # set by the game screen: the engine's reason (Serbian) an answer would be refused
        self.explain: Callable[[Any], str | None] | None = None
        # set by the game screen: re-mark the board now (else a ChoicesChanged message does,
        # a message loop later — often a frame later: two frames for one key)
        self.changed: Callable[[], None] | None = None
        # set by the game screen: show a card in the card panel now (else an Inspect
        # message does, a message loop later: a second frame)
        self.inspect: Callable[[int], None] | None = None
        self.start()

    def compose(self) -> ComposeResult:
        yield KeptStatic(self.title(), classes="prompt-title", markup=True)
        progress = self.progress()
        line = KeptStatic(progress, classes="prompt-progress", id="prompt-progress", markup=True)
        line.display = bool(progress)
        yield line
        yield PromptList(*self.options(), classes="prompt-list")
        yield KeptStatic(self.hint(), classes="prompt-hint", id="prompt-hint")

    def load(self, decision: Decision, view: GameView) -> None:
        """Show another decision (of any kind: the widget may have been re-classed) in the
        widgets already mounted."""
        self.decision = decision
        self.gview = view
        self.start()
        self.fill()
        self.set_title(self.title())
        self.set_hint(self.hint())

    def start(self) -> None:
        """Set this prompt class's own fields for a new decision (no uncommitted choice)."""

    def fill(self) -> None:
        """Put the current decision into the list and the progress line."""
        set_options(self.rows(), self.options())
        self.set_progress(self.progress())

    def options(self) -> list[Option]:
        """The list's rows for the current decision and choices."""
        return []

    def progress(self) -> str:
        """The progress line ("" hides it)."""
        return ""

    def rows(self) -> PromptList:
        return part(self, "PromptList", PromptList)

    def set_progress(self, text: str) -> None:
        line = part(self, "#prompt-progress", Static)
        set_text(line, text)
        if line.display != bool(text):
            line.display = bool(text)

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

    #: Esc undoes this prompt's uncommitted choices (`reset`): the footer's "Esc Nazad"
    RESETS: ClassVar[bool] = False

    def hint(self) -> str:
        return self.with_esc(t(self.HINT_KEY))

    def with_esc(self, keys: str) -> str:
        """The prompt's keys, with "Esc: odustani" where Esc takes the cast back (issue 11
        item 5: every key shown does what it says; Esc is not offered where it can't)."""
        if self.decision.can_cancel and "Esc" not in keys:
            return keys + t("tui.prompt.keys.esc_cancel")
        return keys

    def set_hint(self, text: str) -> None:
        set_text(part(self, "#prompt-hint", Static), text)

    def set_title(self, text: str) -> None:
        set_text(part(self, ".prompt-title", Static), text)

    def cursor_on(self, option: Option) -> None:
        """The list's cursor came to `option` (a key, a click, a new list): called at once,
        not by the list's OptionHighlighted message a message loop later (which made a
        cursor key two frames)."""

    def take_keyboard(self) -> None:
        """Give the list the keyboard (a digit typed while a card on the board had it)."""
        lst = self.rows()
        if lst.screen.focused is not lst:
            lst.screen.set_focus(lst)

    def show_card(self, value: object) -> None:
        """Show `value` in the card panel if it is a card (not a player, not yes/no)."""
        if not isinstance(value, int) or isinstance(value, bool):
            return
        if self.inspect is not None:
            self.inspect(value)
        else:
            self.post_message(Inspect(value))

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

    def action_confirm_key(self) -> None:
        self.key_letter("enter")

    def check_action(self, action: str, parameters: tuple[object, ...]) -> bool | None:
        if action == "confirm_key":
            return "enter" in self.letters()
        return True

    def submit(self, answer: Any) -> None:
        self.post_message(Answer(answer, self.decision))

    def choices_changed(self) -> None:
        """An uncommitted choice changed: the board re-marks what is chosen."""
        if self.changed is not None:
            self.changed()
        else:
            self.post_message(ChoicesChanged())


class PromptList(SteadyOptionList):
    """The option list of every prompt. Its keys ask the prompt it is in, so the same list
    serves each prompt class the widget is re-classed to."""

    BINDINGS: ClassVar[list[BindingType]] = [
        *(Binding(str(n), f"pick({n})", show=False) for n in range(10)),
        *(
            Binding(key, f"letter('{key}')", show=False)
            for key in ("a", "u", "backspace", "d", "n", "space", "left", "right", "plus", "minus")
        ),
        # the menu shows these keys as capitals ("A Plati automatski"): a player who presses
        # Shift with them means the same (not so D: Shift+D is "dalje do kraja poteza")
        Binding("A", "letter('a')", show=False),
        Binding("U", "letter('u')", show=False),
        Binding("enter", "letter('enter')", show=False),
        Binding("up", "letter('up')", show=False),
        Binding("down", "letter('down')", show=False),
    ]

    # Rows already drawn, kept across refills (issue 11 item 6): a prompt shown again (prednost
    # after a cancelled cast, the same targets) draws none of its rows again. OptionList drops
    # its drawings and the options' parsed text whenever its options are replaced.
    ROWS_KEPT = 512
    _known: dict[tuple[int, str | None, str, bool], Option] | None = None
    _drawn: dict[tuple[object, ...], list[Strip]] | None = None

    def set_options(self, options: Iterable[OptionListContent]) -> Self:
        """The rows that are the same as before in the same place (id, text, enabled) keep
        their Option objects, and with them the parsed text."""
        known = self._known if self._known is not None else {}
        rows: list[OptionListContent] = []
        for index, option in enumerate(options):
            if isinstance(option, Option):
                key = (index, option.id, str(option.prompt), option.disabled)
                same = known.get(key)
                # a row's text may have been replaced in place since (a toggled row's ✔:
                # `replace_option_prompt_at_index`): only a row still the same is reused
                if same is not None and (same.id, str(same.prompt), same.disabled) == key[1:]:
                    option = same
                else:
                    known[key] = option
            rows.append(option)
        if len(known) > self.ROWS_KEPT:
            known.clear()
        self._known = known
        return super().set_options(rows)

    def _get_option_render(self, option: Option, style: Style) -> list[Strip]:
        """A row drawn for the same place, text, style and width before is not drawn again
        (its strips carry its place: a click's meta)."""
        drawn = self._drawn if self._drawn is not None else {}
        self._drawn = drawn
        key = (
            self._option_to_index[option],
            option.id,
            str(option.prompt),
            option.disabled,
            style,
            self.scrollable_content_region.width,
        )
        strips = drawn.get(key)
        if strips is None:
            if len(drawn) > self.ROWS_KEPT:
                drawn.clear()
            strips = drawn[key] = super()._get_option_render(option, style)
        return strips

    def _clear_caches(self) -> None:
        if self._drawn is not None:
            self._drawn.clear()  # a new width or style
        super()._clear_caches()

    def notify_style_update(self) -> None:
        if self._drawn is not None:
            self._drawn.clear()  # a new theme
        super().notify_style_update()

    def action_pick(self, n: int) -> None:
        prompt = self.parent
        if isinstance(prompt, PromptBase):
            prompt.pick_number(n)

    def check_action(self, action: str, parameters: tuple[object, ...]) -> bool | None:
        """A letter this prompt does not use is not bound here: the key (and the footer)
        belong to the game screen's binding for it (D: dalje). Enter is the list's own
        (select the cursor's row), unless the prompt takes it (confirm the choices: its
        binding, shown in the footer, is the prompt's)."""
        prompt = self.parent
        if action == "letter":
            if parameters[0] == "enter":
                return not (isinstance(prompt, PromptBase) and "enter" in prompt.letters())
            if parameters[0] in ("up", "down"):
                return True  # the list's own cursor keys, unless the prompt takes them
            return isinstance(prompt, PromptBase) and parameters[0] in prompt.letters()
        return True

    def watch_highlighted(self, highlighted: int | None) -> None:
        super().watch_highlighted(highlighted)
        prompt = self.parent
        if highlighted is not None and isinstance(prompt, PromptBase):
            option = self.options[highlighted]
            if not option.disabled:
                prompt.cursor_on(option)

    def on_option_list_option_highlighted(self, event: OptionList.OptionHighlighted) -> None:
        # issue 11 item 6: the prompt hears of the move at once (`watch_highlighted`) and no
        # widget above the list handles this message; stopped here it is not dispatched to
        # the prompt, its slot, the screen and the app (four more dispatches per cursor move)
        event.stop()

    def action_letter(self, letter: str) -> None:
        prompt = self.parent
        owned = isinstance(prompt, PromptBase) and letter in prompt.letters()
        if letter == "enter":
            self.action_select()
        elif letter == "up" and not owned:
            self.action_cursor_up()
        elif letter == "down" and not owned:
            self.action_cursor_down()
        elif isinstance(prompt, PromptBase):
            prompt.key_letter(letter)


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
