"""Dividing damage among recipients: at least 5 each (C11.25, D10.15); Razbijač must give
every blocker lethal damage before the defending player gets any (E3.102)."""

from __future__ import annotations

from typing import ClassVar

from textual.widgets import OptionList
from textual.widgets.option_list import Option

from izvori.engine import is_player_ref, player_of_ref
from izvori.strings import t
from izvori.tui.labels import card_name, ref_label
from izvori.tui.prompts.base import PromptBase


def default_division(
    recipients: list[int], total: int, minimum: int, lethal: dict[int, int], spell: bool
) -> dict[int, int]:
    """A sensible legal starting point the player can edit."""
    out = dict.fromkeys(recipients, 0)
    if not recipients:
        return out
    if spell:
        for r in recipients:
            out[r] = minimum
        rest = total - minimum * len(recipients)
        i = 0
        while rest >= minimum:
            out[recipients[i % len(recipients)]] += minimum
            rest -= minimum
            i += 1
        out[recipients[0]] += rest
        return out
    player = [r for r in recipients if is_player_ref(r)]
    blockers = [r for r in recipients if not is_player_ref(r)]
    if player and blockers:
        left = total
        for b in blockers:
            need = max(lethal.get(b, 0), minimum) if lethal.get(b, 0) > 0 else 0
            give = min(need, left)
            out[b] = give
            left -= give
        if left >= minimum or (left and not any(out.values())):
            out[player[0]] = left
        elif left:
            out[blockers[-1]] += left
        return out
    out[recipients[0]] = total
    return out


DIVIDE_LETTERS = frozenset({"enter", "backspace", "left", "right", "plus", "minus"})


class DividePrompt(PromptBase):
    """One row per recipient with its amount; the cursor's row is the one being edited:
    digits type its amount (the first digit after the cursor moved replaces it, as a field
    with its text selected), Backspace takes a digit off, ←/→ (or −/+) take off or add the
    least amount a recipient may get, Enter divides."""

    HINT_KEY = "tui.prompt.keys.divide"
    LETTERS: ClassVar[frozenset[str]] = DIVIDE_LETTERS

    def start(self) -> None:
        ctx = self.decision.context
        self.amounts: dict[int, int] = default_division(
            self.recipients(),
            int(ctx.get("total", 0)),
            self.minimum(),
            self.lethal(),
            self.decision.prompt == "cast.divide",
        )
        self.typing = False  # digits append to the cursor row's amount (else replace it)

    def recipients(self) -> list[int]:
        return [int(r) for r in self.decision.options]

    def minimum(self) -> int:
        return int(self.decision.context.get("minimum", 5))

    def lethal(self) -> dict[int, int]:
        return {int(k): int(v) for k, v in self.decision.context.get("lethal", {}).items()}

    def title(self) -> str:
        ctx = self.decision.context
        base = super().title()
        attacker = ctx.get("attacker")
        if isinstance(attacker, int):
            base += "  " + t("tui.prompt.divide_attacker", name=card_name(self.gview, attacker))
        blocker = ctx.get("blocker")
        if isinstance(blocker, int):
            base += "  " + t("tui.prompt.divide_blocker", name=card_name(self.gview, blocker))
        return base

    def _row(self, r: int) -> str:
        """The amount first (where the eye edits it), then who gets it."""
        lethal = self.lethal()
        note = ""
        if r in lethal:
            note = f" [dim]({t('tui.prompt.lethal', n=lethal[r])})[/]"
        if is_player_ref(r):  # what the player has left to lose
            life = self.gview.players[player_of_ref(r)].life
            note = f", {t('tui.prompt.player_life', life=life)}{note}"
        return f"[b]{self.amounts.get(r, 0):>4}[/]  {ref_label(self.gview, r)}{note}"

    def options(self) -> list[Option]:
        return [Option(self._row(r), id=_row_id(r)) for r in self.recipients()]

    def progress(self) -> str:
        ctx = self.decision.context
        total = int(ctx.get("total", 0))
        return t(
            "tui.prompt.divide_left",
            left=total - sum(self.amounts.values()),
            total=total,
            minimum=self.minimum(),
        )

    def shares(self) -> list[list[int]]:
        return [
            [r, self.amounts.get(r, 0)]
            for r in self.recipients()
            if self.amounts.get(r, 0) or self.decision.prompt == "cast.divide"
        ]

    def _current(self) -> int | None:
        lst = self.rows()
        if lst.highlighted is None:
            return None
        return self.recipients()[lst.highlighted]

    def _set(self, r: int, amount: int) -> None:
        self.amounts[r] = max(0, min(9999, amount))
        self.rows().replace_option_prompt(_row_id(r), self._row(r))
        self.set_progress(self.progress())

    def pick_number(self, n: int) -> None:
        """A digit types into the cursor row's amount (a card on the board focused: the
        same, and the list takes the keyboard back)."""
        r = self._current()
        if r is None:
            return
        self._set(r, self.amounts.get(r, 0) * 10 + n if self.typing else n)
        self.typing = True
        self.take_keyboard()

    def key_letter(self, letter: str) -> None:
        if letter == "enter":
            self.submit(self.shares())
            return
        r = self._current()
        if r is None:
            return
        amount = self.amounts.get(r, 0)
        if letter == "backspace":
            self._set(r, amount // 10)
            self.typing = True
        else:
            step = self.minimum() if letter in ("right", "plus") else -self.minimum()
            self._set(r, amount + step)
            self.typing = False

    def cursor_on(self, option: Option) -> None:
        self.typing = False  # another row: the next digit starts its amount anew

    def on_option_list_option_selected(self, event: OptionList.OptionSelected) -> None:
        event.stop()  # a click only moves the cursor to the row

    def highlight(self) -> set[int]:
        return {r for r in self.recipients() if not is_player_ref(r)}


def _row_id(ref: int) -> str:
    return f"share-p{-ref}" if is_player_ref(ref) else f"share-{ref}"
