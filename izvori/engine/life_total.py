"""Setting a player's life total: "ukupan život ... postaje N" (Blagoslov Anđela, Napad Vukova).

The rulebook has no numbered rule for a life total that "becomes" a number outside the team
variant (F7.92, F7.93 say how it combines with a team's shared total). The glossary decides what
it means: Gl. "Život, ukupan život" — "Bilo koje povećanje ukupnog života igrača smatra se
dobijanjem života. Bilo koje smanjenje ukupnog života igrača smatra se gubitkom života." So the
player gains or loses the difference: the same `life` event as any gain or loss (reason
`effect`), which whatever watches life gain or loss sees; a life total already at the number is
no change at all. A5.20: a negative life total counts as 0, so "becomes N" is measured from the
real (possibly negative) total, which is what the player then has.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from izvori.engine.carddef import Effect
from izvori.engine.instructions import amount_of, players_of
from izvori.engine.objects import StackItem
from izvori.engine.vocabulary import effect

if TYPE_CHECKING:
    from izvori.engine.game import Game
    from izvori.engine.instructions import InstructionsFrame


def set_life_total(game: Game, player: int, total: int) -> None:
    """Gl. "Život, ukupan život": the player gains or loses the difference (F7.93 example:
    "Prvi igrač će nakon razrešenja imati 200 života")."""
    difference = total - game.players[player].life
    game.change_life(player, difference, reason="effect")


@effect(
    "set_life",
    params={"who": "who", "amount": "amount"},
    required=("amount",),
    doc=(
        '"Ukupan život [igrača] postaje N": each player\'s life total becomes `amount`; he gains '
        'or loses the difference (Gl. "Život, ukupan život"), so it counts as life gained or '
        "lost. Blagoslov Anđela (F7.93)."
    ),
)
def _set_life(game: Game, fr: InstructionsFrame, it: StackItem, eff: Effect, ans: Any) -> None:
    total = amount_of(game, it, eff)
    for p in players_of(game, it, eff.get("who", "you")):
        set_life_total(game, p, total)
    return None


@effect(
    "set_life_by_creatures",
    params={"who": "who", "per_creature": "int"},
    required=("per_creature",),
    doc=(
        '"Ukupan život svakog igrača postaje jednak broju bića koja taj igrač kontroliše puta '
        "10\": each player's life total becomes the number of creatures **he** controls times "
        "`per_creature`, counted for all players before any total changes (D14.24: one "
        "instruction happens at once). Napad Vukova (F7.92)."
    ),
)
def _set_life_by_creatures(
    game: Game, fr: InstructionsFrame, it: StackItem, eff: Effect, ans: Any
) -> None:
    per = int(eff.get("per_creature", 10))
    players = players_of(game, it, eff.get("who", "each_player"))
    totals = {p: len(game.creatures(p)) * per for p in players}
    for p in players:
        set_life_total(game, p, totals[p])
    return None
