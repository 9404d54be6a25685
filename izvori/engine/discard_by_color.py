"""Choose a colour, reveal a hand, discard every card of that colour (Pogled kroz Noć, K31).

"Izaberi boju. Odabrani igrač otkriva svoju ruku i odbacuje sve karte te boje." Gl. "Izaberi":
choosing is not targeting, so the colour is chosen as the instruction is followed (D14.22), by
the spell's controller, among the five colours (B4.22). The revealed hand is public at that
moment: the log names every card of it (`reveal_hand`), and nothing else of the hand is shown
afterwards. A card's colour in the hand is its colour there (a colour-defining ability works in
every zone, D3.91); a colourless card is of no colour and is never discarded.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from izvori.engine.carddef import Effect
from izvori.engine.decisions import Decision, DecisionKind, IllegalAnswer
from izvori.engine.events import HandRevealed
from izvori.engine.instructions import players_of
from izvori.engine.mana import COLOR_WORDS
from izvori.engine.objects import StackItem
from izvori.engine.vocabulary import effect

if TYPE_CHECKING:
    from izvori.engine.game import Game
    from izvori.engine.instructions import InstructionsFrame

#: the options of the choice: the colour words, as the cards print them
COLOR_OPTIONS: tuple[str, ...] = tuple(COLOR_WORDS)


def ask_color(it: StackItem) -> Decision:
    """The controller's choice of a colour (Gl. "Izaberi": not a target)."""
    return Decision(
        it.controller,
        DecisionKind.CHOOSE_ONE,
        "resolve.choose_color",
        COLOR_OPTIONS,
        context={"item": it.id},
    )


def checked_color(ans: Any) -> str:
    if not isinstance(ans, str) or ans not in COLOR_WORDS:
        raise IllegalAnswer("answer.not_an_option", option=ans)
    return ans


@effect(
    "discard_by_color",
    params={"who": "who"},
    doc=(
        '"Izaberi boju. [Igrač] otkriva svoju ruku i odbacuje sve karte te boje.": the controller '
        "chooses a colour as it resolves, the player (the first `who` names) reveals his hand "
        "(the log names its cards) and discards every card of that colour. Pogled kroz Noć."
    ),
)
def _discard_by_color(
    game: Game, fr: InstructionsFrame, it: StackItem, eff: Effect, ans: Any
) -> Decision | None:
    players = players_of(game, it, eff.get("who", "opponent"))
    if not players:
        return None
    if ans is None:
        return ask_color(it)
    color = COLOR_WORDS[checked_color(ans)]
    p = players[0]
    hand = list(game.players[p].hand)
    game.emit(
        HandRevealed(
            player=p,
            cards=hand,
            names=[game.objects[o].card.name for o in hand],
            color=color.value,
        )
    )
    for oid in hand:
        if color in game.chars(oid).colors:
            game.discard(p, oid)
    return None
