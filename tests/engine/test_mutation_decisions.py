"""The decision protocol's answers as plain data (izvori/engine/decisions.py): an action at
prednost (D9.14) written as JSON — `["pass"]`, `["cast", id]`, `["activate", id, index]`,
`["mana", id, index, kind]` — as the scenario files, replays and front ends send it.

Written for the mutants of decisions.py that the rules scenarios let through (docs/mutation.md).
"""

from __future__ import annotations

import pytest

from izvori.engine.decisions import Action, Decision, DecisionKind, IllegalAnswer


def test_an_action_written_as_a_list_fills_what_it_leaves_out() -> None:
    """The missing parts of a short list are the defaults: no object, the first ability, no
    mana kind."""
    assert Action.from_json(["pass"]) == Action("pass", 0, 0, "")
    assert Action.from_json(("cast", 7)) == Action("cast", 7, 0, "")
    assert Action.from_json(["activate", 7, 2]) == Action("activate", 7, 2, "")
    assert Action.from_json(["mana", 7, 0, "R"]) == Action("mana", 7, 0, "R")
    assert Action.from_json("pass") == Action("pass")
    same = Action("cast", 3)
    assert Action.from_json(same) is same


@pytest.mark.parametrize(
    "data",
    [[], (), ["mana", 7, 0, "R", "višak"], 5, None, {"kind": "pass"}, [7], ["cast", "7"]],
)
def test_anything_else_is_a_malformed_answer(data: object) -> None:
    """An empty list, more than four parts, no list at all, or parts of the wrong kind: the
    answer is refused as malformed (and the refusal says which rule, issue 11)."""
    with pytest.raises(IllegalAnswer) as refused:
        Action.from_json(data)
    assert refused.value.key == "answer.malformed"


def test_a_question_says_only_what_it_is_given() -> None:
    """A decision made with just its player, kind, prompt and options (a prednost, D9.14) asks
    for no minimum or maximum, carries an empty context and can't be cancelled — the fields'
    declared defaults, which the hand-written constructor repeats (issue 13)."""
    d = Decision(0, DecisionKind.PRIORITY, "priority", (Action("pass"),))
    assert (d.min, d.max, d.context, d.can_cancel) == (0, 0, {}, False)
    assert d == Decision(0, DecisionKind.PRIORITY, "priority", (Action("pass"),), 0, 0, {}, False)
    given = {"step": "glavna1"}
    assert Decision(1, DecisionKind.YES_NO, "x", (True, False), context=given).context is given


def test_a_refusal_reads_as_its_key_and_arguments() -> None:
    """What a refusal reads as wherever it is printed whole — a traceback, a crash report
    (izvori/persist/crash.py writes "IllegalAnswer: <message>"): its key, and its arguments
    when it has any (the screens translate the key instead)."""
    assert str(IllegalAnswer("answer.malformed")) == "answer.malformed"
    assert str(IllegalAnswer("answer.count", min=2, max=2)) == "answer.count {'min': 2, 'max': 2}"
