"""The common shape of a prompt: render one decision, build an answer, post it."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from textual.app import ComposeResult
from textual.containers import Vertical
from textual.message import Message
from textual.widgets import Static

from izvori.engine.decisions import Decision
from izvori.engine.view import GameView
from izvori.strings import t


class Answer(Message):
    """A complete answer for the pending decision ("cancel" backs out)."""

    def __init__(self, answer: Any) -> None:
        self.answer = answer
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

    HINT_KEY = "tui.prompt.keys.single"

    def __init__(self, decision: Decision, view: GameView) -> None:
        super().__init__(classes="prompt")
        self.decision = decision
        self.gview = view
        # set by the game screen: the engine's reason (Serbian) an answer would be refused
        self.explain: Callable[[Any], str | None] | None = None

    def compose(self) -> ComposeResult:
        yield Static(self.title(), classes="prompt-title", markup=True)
        yield from self.body()
        yield Static(self.hint(), classes="prompt-hint", id="prompt-hint")

    def title(self) -> str:
        d = self.decision
        return t(d.prompt, **{k: v for k, v in d.context.items() if isinstance(v, (str, int))})

    def hint(self) -> str:
        return t(self.HINT_KEY)

    def body(self) -> ComposeResult:
        yield from ()

    def set_hint(self, text: str) -> None:
        self.query_one("#prompt-hint", Static).update(text)

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
        focusables = [w for w in self.query("*") if w.can_focus]
        if focusables:
            focusables[0].focus()

    def submit(self, answer: Any) -> None:
        self.post_message(Answer(answer))
