"""Find every card with a spell's name and remove it from the game (Tabuisanje, K115).

The part of the card 001 quotes (Gl. "Naći"): "Nađi sve karte tog imena u ruci, biblioteci i
odlagalištu igrača koji je kontroliše i ukloni ih van igre." — "tog imena" and "koji je
kontroliše" are the name and the controller of the spell the card targets ("je": a magija).

* Zones: the printed text names them — that player's hand, library and odlagalište.
* Gl. "Naći": hand and library are not revealed to all players, so the searcher may leave some
  or all cards of that name there; from the odlagalište (public) he must remove them all.
  The searcher (the controller) sees the cards of that name in those zones: they are the
  options of his choice, and view.py shows a search's options to the decider only.
* The spell may already be gone (the card counters it first): its name and controller are its
  last known information, taken from the `countered` event that removed it (D3.60 "as it last
  existed"). A spell that couldn't be countered (D13.30) is still on the niz and stays there.
* The library is then shuffled: no numbered rule shuffles a searched library by itself, but the
  quote is only part of the card and every search card the rulebooks print ends "Zatim
  promešaj ..." (Demonski Mentor D16.50, Pošumljavanje B12.74); cards-from-rules.md infers the
  same sentence for this card.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from izvori.engine.carddef import Effect
from izvori.engine.decisions import Decision, DecisionKind, check_subset
from izvori.engine.events import Countered, LibraryShuffled
from izvori.engine.instructions import source_info
from izvori.engine.objects import StackItem, StackKind, Zone
from izvori.engine.vocabulary import effect

if TYPE_CHECKING:
    from izvori.engine.game import Game
    from izvori.engine.instructions import InstructionsFrame


def spell_name_and_controller(game: Game, item_id: int) -> tuple[str, int] | None:
    """The spell's name and controller now, or as it last existed on the niz (D3.60)."""
    item = game.find_stack_item(item_id)
    if item is not None and item.kind == StackKind.SPELL:
        return str(source_info(game, item).get("name", "")), item.controller
    for ev in reversed(game.log):
        if isinstance(ev, Countered) and ev.item == item_id:
            return ev.name, ev.player
    return None


@effect(
    "remove_named",
    params={"what": "target"},
    doc=(
        '"Nađi sve karte tog imena u ruci, biblioteci i odlagalištu igrača koji je kontroliše i '
        'ukloni ih van igre": the name and controller of the target spell (`what`, default '
        "`target`; as it last existed if it was countered first). Every card of that name in "
        "that player's odlagalište is removed from the game; of those in his hand and library, "
        'the ones the controller chooses (Gl. "Naći"); then that library is shuffled. Tabuisanje.'
    ),
)
def _remove_named(
    game: Game, fr: InstructionsFrame, it: StackItem, eff: Effect, ans: Any
) -> Decision | None:
    refs = it.targets.get(eff.get("what", "target"), [])
    found = spell_name_and_controller(game, refs[0][0]) if refs else None
    if found is None or not found[0]:
        return None
    name, owner = found
    pl = game.players[owner]
    hidden = tuple(o for o in (*pl.hand, *pl.library) if game.objects[o].card.name == name)
    if hidden and ans is None:
        return Decision(
            it.controller,
            DecisionKind.CHOOSE_SOME,
            "resolve.remove_named",
            hidden,
            0,
            len(hidden),
            {"item": it.id, "name": name, "searching": True},
        )
    chosen: list[int] = []
    if hidden:
        check_subset(
            Decision(it.controller, DecisionKind.CHOOSE_SOME, "", hidden, 0, len(hidden)), ans
        )
        chosen = list(ans)
    public = [o for o in pl.graveyard if game.objects[o].card.name == name]
    for oid in [*public, *chosen]:
        game.move(oid, Zone.REMOVED, cause="remove_named")
    game.shuffle(owner)
    game.emit(LibraryShuffled(player=owner))
    return None
