"""Put a card of a type from your hand into play (Frulaš, K116: "Ubaci kartu bića iz svoje ruke
u igru").

Gl. "Ubaciti u igru": putting a card into play is not casting it — no niz, no cost, it can't be
countered, and "when you cast" abilities don't trigger; it enters play under your control as a
new permanent (B16.13) with summoning sickness (B12.34: it came under your control this turn).
The hand is a hidden zone, but this is no search of it for a property (Gl. "Naći"): the text
says to put a creature card in, so with one in hand the player must choose one (A4.30: with
none, nothing happens). The chosen card is public once it is in play.

A card put into play makes its "as it enters play" choices like one that resolves (E4.40,
E4.50): Imitator chooses a creature to copy, a copy of Lažni Vođa (or Lažni Vođa itself) chooses
a creature type — the controller of what enters chooses, before it is in play.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from izvori.engine.carddef import CardType, Effect
from izvori.engine.decisions import Decision, DecisionKind, check_subset
from izvori.engine.entering import enter_play
from izvori.engine.objects import StackItem
from izvori.engine.vocabulary import effect

if TYPE_CHECKING:
    from izvori.engine.game import Game
    from izvori.engine.instructions import InstructionsFrame


@effect(
    "put_from_hand",
    params={"type": "card_type"},
    doc=(
        '"Ubaci kartu [tipa] iz svoje ruke u igru": the controller chooses one card of that type '
        "(`type`, default `Biće`) from his hand and puts it into play under his control — not "
        'cast: no niz, no cost (Gl. "Ubaciti u igru"). Nothing happens without such a card. '
        "Frulaš."
    ),
)
def _put_from_hand(
    game: Game, fr: InstructionsFrame, it: StackItem, eff: Effect, ans: Any
) -> Decision | None:
    p = it.controller
    st = fr.scratch
    if "card" not in st:
        wanted = CardType(eff.get("type", CardType.CREATURE.value))
        options = tuple(
            o
            for o in game.players[p].hand
            if wanted in game.objects[o].card.types and not game.objects[o].card.enchant
        )
        if not options:
            return None  # A4.30
        choose = Decision(
            p, DecisionKind.CHOOSE_SOME, "resolve.put_from_hand", options, 1, 1, {"item": it.id}
        )
        if ans is None:
            return choose
        check_subset(choose, ans)
        st["card"] = ans[0]
        ans = None
    # E4.40, E4.50: the "as it enters play" choices, then it enters
    return enter_play(game, st, it, [(st["card"], p)], ans, "put_into_play")
