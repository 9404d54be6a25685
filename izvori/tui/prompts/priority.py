"""Acting with prednost (play a source, cast, activate, dalje) and paying costs."""

from __future__ import annotations

from typing import ClassVar

from textual.widgets import OptionList
from textual.widgets.option_list import Option

from izvori.engine import COLORS, Action, Decision
from izvori.strings import t
from izvori.tui import symbols
from izvori.tui.labels import action_label, card_name
from izvori.tui.prompts.base import PromptBase

COLOR_LETTERS = frozenset(c.value for c in COLORS)
#: actions with a letter key instead of a number
LETTERED = {"pass": "D", "auto": "A", "undo": "U", "cancel": "Esc"}


#: the letter keys of lettered options: A — pay automatically, U/Backspace — take back the
#: last mana ability (D and Esc are the screen's keys)
LETTER_KINDS = {"a": "auto", "u": "undo", "backspace": "undo"}


class _ActionPrompt(PromptBase):
    LETTERS: ClassVar[frozenset[str]] = frozenset(LETTER_KINDS)

    def key_letter(self, letter: str) -> None:
        kind = LETTER_KINDS.get(letter)
        for a in self.actions():
            if a.kind == kind:
                self.submit(a)
                return

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

    def options(self) -> list[Option]:
        out = []
        number = 0
        for a, count in self.distinct():
            label = action_label(self.gview, a)
            if count > 1:
                label += f" [dim]×{count}[/]"
            if a.kind in LETTERED:
                key = LETTERED[a.kind]
            else:
                number += 1
                key = str(number) if number < 10 else " "
            out.append(Option(f"[b]{key}[/] {label}", id=_action_id(a)))
        return out

    def numbered(self) -> list[Action]:
        return [a for a, _n in self.distinct() if a.kind not in LETTERED]

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

    def cursor_on(self, option: Option) -> None:
        for a in self.actions():
            if _action_id(a) == option.id and a.obj:
                self.show_card(a.obj)
                return

    def highlight(self) -> set[int]:
        return {a.obj for a in self.actions() if a.obj}


def _action_id(a: Action) -> str:
    return f"a-{a.kind}-{a.obj}-{a.index}-{a.choice}"


class PriorityPrompt(_ActionPrompt):
    HINT_KEY = "tui.prompt.keys.priority"

    def ordered(self) -> list[Action]:
        acts = self.actions()
        # issue 11 item 5: sources where they are found fast — a source is played at most
        # once a turn, so its rows come first (digit 1 plays the first one) and leave the list
        # once it is played; then spells, abilities, and bare mana last
        order = {"pass": 0, "source": 1, "cast": 2, "activate": 3, "mana": 4}
        return sorted(acts, key=lambda a: order.get(a.kind, 9))

    def highlight(self) -> set[int]:
        return {a.obj for a in self.actions() if a.kind == "activate"}

    #: the card whose "play it as a source?" question is showing (the next Enter plays it)
    armed_source: int | None = None

    def start(self) -> None:
        self.armed_source = None

    def card_chosen(self, card_id: int) -> bool:
        """Enter or a click on a card: cast it or use its ability. Playing it as a source is a
        separate choice (I, or its own row): a card that can't be cast now is never played as
        a source by mistake — the first Enter says why it can't be cast and asks once."""
        for kind in ("cast", "activate"):
            for a in self.actions():
                if a.kind == kind and a.obj == card_id:
                    self.submit(a)
                    return True
        reason = self.explain(Action("cast", card_id)) if self.explain is not None else None
        if any(a.kind == "source" and a.obj == card_id for a in self.actions()):
            if self.armed_source == card_id:
                return self.play_as_source(card_id)
            self.armed_source = card_id
            name = card_name(self.gview, card_id)
            self.set_hint(t("tui.prompt.source_confirm", name=name, reason=reason or ""))
            return True
        if reason:
            self.set_hint(t("tui.prompt.illegal", reason=reason))
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
        cost = str(ctx.get("cost", ""))
        left = missing_mana(cost, dict(pool))
        key = "tui.prompt.cost_left" if left else "tui.prompt.cost_paid"
        line = t(key, cost=symbols.cost(cost), pool=symbols.pool(pool), left=symbols.cost(left))
        return f"{base}  {line}"

    def ordered(self) -> list[Action]:
        """Auto-pay first, then only the mana that can still pay something (no colourless
        mana for a cost without a generic part: it would only burn), undo, cancel."""
        acts = [a for a in self.actions() if a.kind != "mana" or self.useful(a.choice)]
        order = {"auto": 0, "pay": 1, "mana": 2, "undo": 3, "cancel": 4}
        return sorted(acts, key=lambda a: order.get(a.kind, 9))

    def missing(self) -> str:
        ctx = self.decision.context
        pool = {k: n for k, n in ctx.get("pool", {}).items() if n}
        return missing_mana(str(ctx.get("cost", "")), pool)

    def useful(self, kind: str) -> bool:
        """Whether one mana of `kind` still helps pay the cost."""
        left = self.missing()
        return kind in left or any(ch.isdigit() for ch in left)

    def highlight(self) -> set[int]:
        return {a.obj for a in self.actions() if a.kind == "mana"}

    def card_chosen(self, card_id: int) -> bool:
        for a in self.ordered():
            if a.kind == "mana" and a.obj == card_id:
                self.submit(a)
                return True
        return False


def forced_payment(decision: Decision) -> Action | None:
    """Auto-pay, when paying leaves nothing to decide: every source that can still help is
    needed, each makes one kind of mana, and together they make exactly what is missing.
    Then asking would only cost a key (issue 11)."""
    if Action("auto") not in decision.options:
        return None
    ctx = decision.context
    pool = {k: n for k, n in ctx.get("pool", {}).items() if n}
    left = missing_mana(str(ctx.get("cost", "")), pool)
    digits = "".join(ch for ch in left if ch.isdigit())
    generic = int(digits) if digits else 0
    kinds: dict[int, set[str]] = {}
    for a in decision.options:
        if isinstance(a, Action) and a.kind == "mana" and (generic or a.choice in left):
            kinds.setdefault(a.obj, set()).add(a.choice)
    if any(len(k) != 1 for k in kinds.values()):
        return None  # a source that makes a choice of mana: the player may care which
    need = len([ch for ch in left if not ch.isdigit()]) + generic
    return Action("auto") if len(kinds) == need else None


def missing_mana(cost: str, pool: dict[str, int]) -> str:
    """What the pool still lacks for a cost like "2RR" (coloured symbols first, then the
    generic part from whatever is left), as a cost string; "" when the pool covers it."""
    digits = "".join(ch for ch in cost if ch.isdigit())
    colored = [ch for ch in cost if ch in COLOR_LETTERS]
    left = dict(pool)
    need: list[str] = []
    for ch in colored:
        if left.get(ch, 0) > 0:
            left[ch] -= 1
        else:
            need.append(ch)
    generic = max(0, (int(digits) if digits else 0) - sum(left.values()))
    return (str(generic) if generic else "") + "".join(need)
