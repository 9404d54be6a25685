"""Declaring blockers: pick a blocker, then the attacker it blocks; several may block one
attacker, and a blocker that may block more than one (C10.25 exceptions) is picked again for
each. An illegal pair is explained with the rule the engine gives for it."""

from __future__ import annotations

from typing import ClassVar

from textual.widgets import OptionList
from textual.widgets.option_list import Option

from izvori.engine import rules_of
from izvori.strings import t
from izvori.tui.labels import card_name, ref_label
from izvori.tui.prompts.base import PromptBase, numbered

CONFIRM = "confirm"


class BlockersPrompt(PromptBase):
    RESETS = True
    HINT_KEY = "tui.prompt.keys.blockers"
    LETTERS: ClassVar[frozenset[str]] = frozenset({"backspace"})

    def start(self) -> None:
        self.pairs: list[tuple[int, int]] = []
        self.blocker: int | None = None

    def key_letter(self, letter: str) -> None:
        self.undo_last()

    def legal(self) -> set[tuple[int, int]]:
        return {(int(b), int(a)) for b, a in self.decision.options}

    def blockers(self) -> list[int]:
        seen: list[int] = []
        for b, _a in self.decision.options:
            if b not in seen:
                seen.append(b)
        return seen

    def attackers(self) -> list[int]:
        atk = self.decision.context.get("attackers")
        if atk:
            return [int(a) for a in atk]
        out: list[int] = []
        for _b, a in self.decision.options:
            if a not in out:
                out.append(a)
        return out

    def progress(self) -> str:
        pairs = "; ".join(
            t(
                "tui.prompt.block_pair",
                blocker=card_name(self.gview, b),
                attacker=card_name(self.gview, a),
            )
            for b, a in self.pairs
        )
        head = t("tui.prompt.blocks_so_far", pairs=pairs or "—")
        if self.blocker is None:
            return f"{head}\n{t('tui.prompt.pick_blocker')}"
        who = card_name(self.gview, self.blocker)
        return f"{head}\n{t('tui.prompt.pick_attacker', blocker=who)}"

    def options(self) -> list[Option]:
        options: list[Option] = []
        if self.blocker is None:
            label = (
                t("tui.prompt.block_confirm", n=len(self.pairs))
                if self.pairs
                else t("tui.prompt.no_blocks")
            )
            options.append(Option(f"[b]⏎ {label}[/]", id=CONFIRM))
            assigned: dict[int, list[int]] = {}
            for b, a in self.pairs:
                assigned.setdefault(b, []).append(a)
            for n, b in enumerate(self.blockers(), start=1):
                extra = ""
                if b in assigned:
                    extra = " ⛨ " + ", ".join(card_name(self.gview, a) for a in assigned[b])
                label = numbered(n, ref_label(self.gview, b) + extra)
                options.append(Option(label, id=f"b{b}"))
        else:
            for n, a in enumerate(self.attackers(), start=1):
                options.append(Option(numbered(n, ref_label(self.gview, a)), id=f"a{a}"))
        return options

    def on_option_list_option_selected(self, event: OptionList.OptionSelected) -> None:
        event.stop()
        oid = event.option.id or ""
        if oid == CONFIRM:
            self.submit([[b, a] for b, a in self.pairs])
        elif oid.startswith("b"):
            self.pick_blocker(int(oid[1:]))
        elif oid.startswith("a"):
            self.pick_attacker(int(oid[1:]))

    def pick_number(self, n: int) -> None:
        """Digit n: the nth blocker, or (a blocker picked) the nth attacker; the confirm row
        stays on Enter."""
        rows = self.blockers() if self.blocker is None else self.attackers()
        if not 1 <= n <= len(rows):
            return
        if self.blocker is None:
            self.pick_blocker(rows[n - 1])
        else:
            self.pick_attacker(rows[n - 1])

    def capacity(self, b: int) -> int:
        """How many attackers `b` may block (one, unless an effect says more: C10.25)."""
        return rules_of(self.decision).capacity.get(b, 1)

    def pick_blocker(self, b: int) -> None:
        if sum(1 for p in self.pairs if p[0] == b) >= self.capacity(b):
            self.pairs = [p for p in self.pairs if p[0] != b]  # choosing again replaces
        self.blocker = b
        self.fill()
        self.choices_changed()

    def pick_attacker(self, a: int) -> None:
        assert self.blocker is not None
        pair = (self.blocker, a)
        if pair not in self.legal():
            reason = self.explain([[self.blocker, a]]) if self.explain else None
            self.set_hint(t("tui.prompt.illegal", reason=reason or t("block.illegal")))
            return
        if pair in self.pairs:
            self.pairs.remove(pair)  # the same attacker again takes the block back
        else:
            self.pairs.append(pair)
        self.blocker = None
        self.set_hint(self.hint())
        self.fill()
        self.choices_changed()

    def undo_last(self) -> None:
        if self.blocker is not None:
            self.blocker = None
        elif self.pairs:
            self.pairs.pop()
        self.fill()
        self.choices_changed()

    def reset(self) -> bool:
        if not self.pairs and self.blocker is None:
            return False
        self.pairs = []
        self.blocker = None
        self.fill()
        self.choices_changed()
        return True

    def highlight(self) -> set[int]:
        if self.blocker is None:
            return set(self.blockers())
        return set(self.attackers())

    def chosen(self) -> set[int]:
        out = {b for b, _ in self.pairs}
        if self.blocker is not None:
            out.add(self.blocker)
        return out

    def card_chosen(self, card_id: int) -> bool:
        if self.blocker is None:
            if card_id in self.blockers():
                self.pick_blocker(card_id)
                return True
            perm = self.gview.permanent(card_id)
            if perm is not None and perm.controller == self.decision.player and self.explain:
                attackers = self.attackers()
                if attackers:
                    reason = self.explain([[card_id, attackers[0]]])
                    self.set_hint(t("tui.prompt.illegal", reason=reason or t("block.illegal")))
                    return True
            return False
        if card_id in self.attackers():
            self.pick_attacker(card_id)
            return True
        return False
