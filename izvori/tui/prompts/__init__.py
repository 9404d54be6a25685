"""One prompt widget per kind of decision the engine can pend (`prompt_for`)."""

from __future__ import annotations

from izvori.engine import Decision, DecisionKind, GameView
from izvori.tui.prompts.base import Answer, PromptBase
from izvori.tui.prompts.blockers import BlockersPrompt
from izvori.tui.prompts.choice import MultiChoicePrompt, SingleChoicePrompt
from izvori.tui.prompts.divide import DividePrompt
from izvori.tui.prompts.number import NumberPrompt
from izvori.tui.prompts.order import OrderPrompt
from izvori.tui.prompts.priority import PayPrompt, PriorityPrompt

PROMPTS: dict[DecisionKind, type[PromptBase]] = {
    DecisionKind.PRIORITY: PriorityPrompt,
    DecisionKind.PAY: PayPrompt,
    DecisionKind.TARGETS: MultiChoicePrompt,
    DecisionKind.CHOOSE_ONE: SingleChoicePrompt,
    DecisionKind.CHOOSE_SOME: MultiChoicePrompt,
    DecisionKind.ATTACKERS: MultiChoicePrompt,
    DecisionKind.YES_NO: SingleChoicePrompt,
    DecisionKind.NUMBER: NumberPrompt,
    DecisionKind.BLOCKERS: BlockersPrompt,
    DecisionKind.DIVIDE: DividePrompt,
    DecisionKind.ORDER: OrderPrompt,
}


def prompt_class(decision: Decision) -> type[PromptBase]:
    cls = PROMPTS[decision.kind]
    if decision.kind == DecisionKind.TARGETS and decision.min == decision.max == 1:
        cls = SingleChoicePrompt
    return cls


def prompt_key(decision: Decision) -> str:
    """Decisions with the same key are shown by the same (reused) prompt widget, re-classed
    to the decision's prompt class: since every prompt has one shape, that is every one."""
    return prompt_class(decision).SHAPE


def prompt_for(decision: Decision, view: GameView) -> PromptBase:
    return prompt_class(decision)(decision, view)


__all__ = ["PROMPTS", "Answer", "PromptBase", "prompt_class", "prompt_for", "prompt_key"]
