"""The decision protocol (ARCHITECTURE §2): what the engine asks and what it accepts.

The engine stops whenever a player must decide and exposes a `Decision` in `game.pending`.
`game.submit(answer)` validates the answer and runs on. Answers are plain JSON-able values so
that a game's history (decks, seed, answers) is a complete, replayable record.

Answer shapes by kind:

* ``PRIORITY``, ``CHOOSE_ONE``, ``PAY``, ``YES_NO``: one element of ``options`` (an `Action`
  for PRIORITY and PAY; a string or int otherwise).
* ``TARGETS``, ``CHOOSE_SOME``, ``ATTACKERS``: a list of distinct option values whose length is
  between ``min`` and ``max``.
* ``NUMBER``: an int between ``min`` and ``max``.
* ``ORDER``: a permutation of ``options`` (first element goes on the niz first).
* ``BLOCKERS``: a list of ``[blocker_id, attacker_id]`` pairs drawn from ``options``.
* ``DIVIDE``: a list of ``[recipient, amount]`` pairs over ``options`` summing to ``total``.
"""

from __future__ import annotations

from dataclasses import field
from enum import StrEnum
from typing import Any

from izvori.engine.values import value_class


class DecisionKind(StrEnum):
    PRIORITY = "priority"
    TARGETS = "targets"
    NUMBER = "number"
    CHOOSE_ONE = "choose_one"
    CHOOSE_SOME = "choose_some"
    ATTACKERS = "attackers"
    BLOCKERS = "blockers"
    DIVIDE = "divide"
    ORDER = "order"
    YES_NO = "yes_no"
    PAY = "pay"


#: D22.40, A3.42, D20.91: which of several replacement effects applies first (to a draw, a life
#: gain, a card going to the odlagalište) is a choice the rules force on the affected player — a
#: choice inside a mandatory action, which doesn't end a stretch of a mandatory loop. An optional
#: replacement's "may" (YES_NO) is an optional action and ends it. The `MANDATORY_CHOICES` of
#: the frames that ask it (`izvori.engine.frames.Frame`).
REPLACEMENT_ORDER_CHOICE: frozenset[DecisionKind] = frozenset({DecisionKind.CHOOSE_ONE})


class IllegalAnswer(ValueError):
    """An answer the rules don't allow. The game state is unchanged.

    `key` is a stable message key for the strings module; `args_` fill its placeholders.
    """

    def __init__(self, key: str, /, **args: Any) -> None:
        self.key = key
        self.args_ = args
        super().__init__(f"{key} {args}" if args else key)


@value_class(order=True)
class Action:
    """A choice at priority or while paying: what to do and with which object.

    kinds: ``pass``, ``source`` (play a card as a source), ``cast``, ``activate`` (also of a
    card in the hand or the odlagalište, D3.92), ``mana`` (a mana ability; `choice` is the mana
    kind for multi-colour sources), ``ignore`` (D9.29: pay to ignore the static ability `index`
    of permanent `obj` until end of turn), and while paying:
    ``pay`` (pay from the pool), ``auto`` (tap sources automatically), ``cancel``.
    """

    kind: str
    obj: int = 0
    index: int = 0
    choice: str = ""

    def to_json(self) -> list[Any]:
        return [self.kind, self.obj, self.index, self.choice]

    @staticmethod
    def from_json(data: Any) -> Action:
        if isinstance(data, Action):
            return data
        if isinstance(data, str):
            return Action(data)
        if not isinstance(data, (list, tuple)) or not data or len(data) > 4:
            raise IllegalAnswer("answer.malformed")
        kind = data[0]
        obj = data[1] if len(data) > 1 else 0
        index = data[2] if len(data) > 2 else 0
        choice = data[3] if len(data) > 3 else ""
        if not (
            isinstance(kind, str)
            and isinstance(obj, int)
            and isinstance(index, int)
            and isinstance(choice, str)
        ):
            raise IllegalAnswer("answer.malformed")
        return Action(kind, obj, index, choice)


PASS = Action("pass")

#: Actions are immutable values: the same few are offered at every priority and every step of
#: a payment, so they are made once (a dataclass costs more to build than to look up).
SHARED_ACTIONS: dict[tuple[str, int, int, str], Action] = {}


def shared_action(kind: str, obj: int = 0, index: int = 0, choice: str = "") -> Action:
    """`Action(kind, obj, index, choice)`: an equal value, shared (bounded: past 100,000
    entries the table starts again)."""
    key = (kind, obj, index, choice)
    a = SHARED_ACTIONS.get(key)
    if a is None:
        if len(SHARED_ACTIONS) > 100_000:
            SHARED_ACTIONS.clear()
        a = SHARED_ACTIONS[key] = Action(kind, obj, index, choice)
    return a


@value_class
class Decision:
    """A question for one player.

    `prompt` is a stable key the UI turns into Serbian text; `context` carries what the prompt
    needs (the object being cast, the attacker being divided, the amount to divide, ...).
    A value (`value_class`): made at every priority, its `__init__` a plain store per field
    (issue 13).
    """

    player: int
    kind: DecisionKind
    prompt: str
    options: tuple[Any, ...] = ()
    min: int = 0
    max: int = 0
    context: dict[str, Any] = field(default_factory=dict)
    can_cancel: bool = False

    def __deepcopy__(self, memo: dict[int, Any]) -> Decision:
        return self


def check_subset(decision: Decision, answer: list[Any]) -> None:
    """A list answer (TARGETS, CHOOSE_SOME, ATTACKERS): distinct options, as many as allowed."""
    if len(set(map(_hashable, answer))) != len(answer):
        raise IllegalAnswer("answer.duplicate")
    for a in answer:
        if a not in decision.options:
            raise IllegalAnswer("answer.not_an_option", option=a)
    if not decision.min <= len(answer) <= decision.max:
        raise IllegalAnswer("answer.count", min=decision.min, max=decision.max)


def _hashable(a: Any) -> Any:
    return tuple(a) if isinstance(a, list) else a
