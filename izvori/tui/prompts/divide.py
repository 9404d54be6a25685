"""Dividing damage among recipients: at least 5 each (C11.25, D10.15); Razbijač must give
every blocker lethal damage before the defending player gets any (E3.102)."""

from __future__ import annotations

from typing import ClassVar

from textual.app import ComposeResult
from textual.binding import Binding, BindingType
from textual.containers import Horizontal, VerticalScroll
from textual.widgets import Input, Label

from izvori.engine.objects import is_player_ref, player_of_ref
from izvori.strings import t
from izvori.tui.labels import card_name, ref_label
from izvori.tui.prompts.base import PromptBase, numbered
from izvori.tui.widgets.steady import SteadyInput


class ShareInput(SteadyInput):
    BINDINGS: ClassVar[list[BindingType]] = [
        Binding("up", "step(5)", show=False),
        Binding("down", "step(-5)", show=False),
    ]

    def action_step(self, delta: int) -> None:
        try:
            n = int(self.value or 0)
        except ValueError:
            n = 0
        self.value = str(max(0, n + delta))


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


def _share_id(ref: int) -> str:
    return f"share-p{-ref}" if is_player_ref(ref) else f"share-{ref}"


class DividePrompt(PromptBase):
    HINT_KEY = "tui.prompt.keys.divide"
    REUSABLE = False  # one row per recipient: built for each decision

    def recipients(self) -> list[int]:
        return [int(r) for r in self.decision.options]

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

    def body(self) -> ComposeResult:
        ctx = self.decision.context
        lethal = {int(k): int(v) for k, v in ctx.get("lethal", {}).items()}
        shares = default_division(
            self.recipients(),
            int(ctx.get("total", 0)),
            int(ctx.get("minimum", 5)),
            lethal,
            self.decision.prompt == "cast.divide",
        )
        yield Label(self._left_text(sum(shares.values())), id="divide-left")
        rows = VerticalScroll(classes="divide-rows")
        rows.can_focus = False  # the inputs take the focus; the rows only scroll
        with rows:
            for n, r in enumerate(self.recipients(), start=1):
                note = ""
                if r in lethal:
                    note = f" [dim]({t('tui.prompt.lethal', n=lethal[r])})[/]"
                with Horizontal(classes="divide-row"):
                    if is_player_ref(r):  # what the player has left to lose
                        life = self.gview.players[player_of_ref(r)].life
                        note = f", {t('tui.prompt.player_life', life=life)}{note}"
                    label = numbered(n, ref_label(self.gview, r) + note)
                    yield Label(label, classes="divide-label")
                    yield ShareInput(
                        str(shares[r]), type="integer", id=_share_id(r), classes="divide-input"
                    )

    def _left_text(self, used: int) -> str:
        ctx = self.decision.context
        total = int(ctx.get("total", 0))
        return t(
            "tui.prompt.divide_left",
            left=total - used,
            total=total,
            minimum=ctx.get("minimum", 5),
        )

    def shares(self) -> list[list[int]]:
        out = []
        for r in self.recipients():
            raw = self.query_one(f"#{_share_id(r)}", ShareInput).value
            try:
                n = int(raw or 0)
            except ValueError:
                n = 0
            if n or self.decision.prompt == "cast.divide":
                out.append([r, n])
        return out

    def pick_number(self, n: int) -> None:
        """A digit while no amount field has the keyboard: go to the nth recipient's field
        (in a field, digits type the amount)."""
        recipients = self.recipients()
        if 1 <= n <= len(recipients):
            field = self.query_one(f"#{_share_id(recipients[n - 1])}", ShareInput)
            field.focus()
            field.select_all()

    def on_input_changed(self, event: Input.Changed) -> None:
        event.stop()
        used = sum(n for _r, n in self.shares())
        self.query_one("#divide-left", Label).update(self._left_text(used))

    def on_input_submitted(self, event: Input.Submitted) -> None:
        event.stop()
        self.submit(self.shares())

    def highlight(self) -> set[int]:
        return {r for r in self.recipients() if not is_player_ref(r)}
