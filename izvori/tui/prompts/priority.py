"""Acting with prednost (play a source, cast, activate, dalje) and paying costs."""

from __future__ import annotations

from typing import ClassVar

from textual.app import ComposeResult
from textual.binding import Binding, BindingType
from textual.widgets import OptionList
from textual.widgets.option_list import Option

from izvori.engine.decisions import Action
from izvori.strings import t
from izvori.tui import symbols
from izvori.tui.labels import action_label
from izvori.tui.prompts.base import Inspect, PromptBase


class ActionList(OptionList):
    BINDINGS: ClassVar[list[BindingType]] = [
        Binding(str(n), f"pick({n})", show=False) for n in range(1, 10)
    ]

    def action_pick(self, n: int) -> None:
        prompt = self.parent
        if isinstance(prompt, _ActionPrompt):
            prompt.pick_number(n)


class _ActionPrompt(PromptBase):
    def actions(self) -> list[Action]:
        return [a for a in self.decision.options if isinstance(a, Action)]

    def ordered(self) -> list[Action]:
        return self.actions()

    def distinct(self) -> list[tuple[Action, int]]:
        """The actions in display order, identical ones (same card name) folded together."""
        out: list[tuple[Action, int]] = []
        seen: dict[str, int] = {}
        for a in self.ordered():
            label = action_label(self.gview, a)
            if label in seen and a.kind in ("source", "cast", "mana"):
                first, n = out[seen[label]]
                out[seen[label]] = (first, n + 1)
                continue
            seen[label] = len(out)
            out.append((a, 1))
        return out

    def body(self) -> ComposeResult:
        options = []
        number = 0
        for a, count in self.distinct():
            label = action_label(self.gview, a)
            if count > 1:
                label += f" [dim]×{count}[/]"
            if a.kind in ("pass", "auto", "cancel"):
                key = {"pass": "D", "auto": "A", "cancel": "Esc"}[a.kind]
            else:
                number += 1
                key = str(number) if number < 10 else " "
            options.append(Option(f"[b]{key}[/] {label}", id=_action_id(a)))
        yield ActionList(*options, classes="prompt-list")

    def numbered(self) -> list[Action]:
        return [a for a, _n in self.distinct() if a.kind not in ("pass", "auto", "cancel")]

    def pick_number(self, n: int) -> None:
        acts = self.numbered()
        if 1 <= n <= len(acts):
            self.submit(acts[n - 1])

    def on_option_list_option_selected(self, event: OptionList.OptionSelected) -> None:
        event.stop()
        for a in self.actions():
            if _action_id(a) == event.option.id:
                self.submit(a)
                return

    def on_option_list_option_highlighted(self, event: OptionList.OptionHighlighted) -> None:
        event.stop()
        for a in self.actions():
            if _action_id(a) == event.option.id and a.obj:
                self.post_message(Inspect(a.obj))
                return

    def highlight(self) -> set[int]:
        return {a.obj for a in self.actions() if a.obj}


def _action_id(a: Action) -> str:
    return f"a-{a.kind}-{a.obj}-{a.index}-{a.choice}"


class PriorityPrompt(_ActionPrompt):
    HINT_KEY = "tui.prompt.keys.priority"

    def ordered(self) -> list[Action]:
        acts = self.actions()
        order = {"pass": 0, "source": 1, "cast": 2, "activate": 3, "mana": 4}
        return sorted(acts, key=lambda a: order.get(a.kind, 9))

    def highlight(self) -> set[int]:
        return {a.obj for a in self.actions() if a.kind == "activate"}

    def card_chosen(self, card_id: int) -> bool:
        for kind in ("cast", "activate", "source"):
            for a in self.actions():
                if a.kind == kind and a.obj == card_id:
                    self.submit(a)
                    return True
        return False

    def play_as_source(self, card_id: int) -> bool:
        for a in self.actions():
            if a.kind == "source" and a.obj == card_id:
                self.submit(a)
                return True
        return False


class PayPrompt(_ActionPrompt):
    HINT_KEY = "tui.prompt.keys.pay"

    def title(self) -> str:
        ctx = self.decision.context
        base = super().title()
        pool = tuple((k, n) for k, n in ctx.get("pool", {}).items() if n)
        left = t(
            "tui.prompt.cost_left",
            cost=symbols.cost(str(ctx.get("cost", ""))),
            pool=symbols.pool(pool),
        )
        return f"{base}  {left}"

    def ordered(self) -> list[Action]:
        acts = self.actions()
        order = {"auto": 0, "pay": 1, "mana": 2, "cancel": 3}
        return sorted(acts, key=lambda a: order.get(a.kind, 9))

    def highlight(self) -> set[int]:
        return {a.obj for a in self.actions() if a.kind == "mana"}

    def card_chosen(self, card_id: int) -> bool:
        for a in self.actions():
            if a.kind == "mana" and a.obj == card_id:
                self.submit(a)
                return True
        return False
