"""D14.23: a player can't choose an option that is illegal or impossible.

"Igrač ne može izabrati mogućnost koja je neispravna ili nemoguća. (Na primer, igrač ne može
izbeći posledice nepreduzimanja izborne radnje ako nije u stanju da ispuni sve tražene uslove te
radnje.) Vučenje karte se nikada ne smatra nemogućom radnjom."

`may`'s optional action is a list of instructions; it is impossible when one of them can't be
carried out in full: discarding more cards than are in the hand, sacrificing a permanent that
isn't there. The other instructions (drawing included, D14.23) are never impossible: they do
what they can.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

from izvori.engine.carddef import Effect
from izvori.engine.instructions import amount_of, objects_of, players_of
from izvori.engine.objects import StackItem

if TYPE_CHECKING:
    from izvori.engine.game import Game

#: game, the resolving item, the instruction → True when it can't be carried out in full
Check = Callable[["Game", StackItem, Effect], bool]


def _discard(game: Game, it: StackItem, eff: Effect) -> bool:
    players = players_of(game, it, eff.get("who", "you"))
    if not players:
        return True
    need = amount_of(game, it, eff, "count") if "count" in dict(eff.params) else 1
    return len(game.players[players[0]].hand) < need


def _sacrifice(game: Game, it: StackItem, eff: Effect) -> bool:
    return not objects_of(game, it, eff.get("what", "self"), eff)


_CHECKS: dict[str, Check] = {"discard": _discard, "sacrifice": _sacrifice}


def impossible(game: Game, it: StackItem, effects: tuple[Effect, ...]) -> bool:
    """D14.23: whether the optional action `effects` can't be taken in full now."""
    return any(eff.op in _CHECKS and _CHECKS[eff.op](game, it, eff) for eff in effects)
