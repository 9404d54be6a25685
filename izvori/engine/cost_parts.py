"""The parts of a cost other than mana and life: a permanent to sacrifice, cards to discard.

D4.10: a cost may say to sacrifice a permanent of a kind (`sacrifice: creature`) or to discard
cards (D10.16). Casting a spell or playing an ability (casting.CastFrame) and the special action
of ignoring a static ability (special.IgnoreFrame, D9.29) ask for them the same way, so the
helpers live here, below both.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any, Protocol

from izvori.engine.carddef import CardType
from izvori.engine.decisions import Decision, IllegalAnswer, check_subset
from izvori.engine.vocabulary.costs import PERMANENT_KINDS

if TYPE_CHECKING:
    from izvori.engine.game import Game


@PERMANENT_KINDS.word("creature", doc="a creature (Biće)")
def _creature() -> CardType:
    return CardType.CREATURE


@PERMANENT_KINDS.word("artifact", doc="an artifact (Artefakt)")
def _artifact() -> CardType:
    return CardType.ARTIFACT


@PERMANENT_KINDS.word("source", doc="a source (Izvor)")
def _source() -> CardType:
    return CardType.SOURCE


@PERMANENT_KINDS.word("enchantment", doc="an enchantment (Promena)")
def _enchantment() -> CardType:
    return CardType.ENCHANTMENT


def kind_type(kind: str) -> CardType:
    """The card type of a permanent of `kind` (a `PERMANENT_KINDS` word)."""
    run = PERMANENT_KINDS.run_of(kind)
    assert run is not None, kind
    return run()  # type: ignore[no-any-return]


def sacrifice_candidates(game: Game, player: int, kind: str) -> list[int]:
    """The permanents `player` could sacrifice for a cost that names `kind` (D4.10)."""
    run = PERMANENT_KINDS.run_of(kind)
    t = None if run is None else run()
    return [
        i
        for i in game.battlefield
        if game.objects[i].controller == player and (t is None or t in game.chars(i).types)
    ]


class _CostChoices(Protocol):
    """A frame that asks for a cost's sacrifice, then its discards."""

    stage: str
    sacrificed: int | None
    discarded: list[int] | None


def answer_cost_choice(frame: _CostChoices, decision: Decision, answer: Any) -> None:
    """D4.10, D10.16: the permanent sacrificed, then the cards discarded, as part of a cost."""
    if frame.stage == "sacrifice":
        if answer not in decision.options:
            raise IllegalAnswer("answer.not_an_option")
        frame.sacrificed = answer
        frame.stage = "discard"
    else:
        check_subset(decision, answer)
        frame.discarded = list(answer)
        frame.stage = "pay"
