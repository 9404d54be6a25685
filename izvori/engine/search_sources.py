"""Search the library for cards that are a source type and put them into play as sources.

Pošumljavanje (K46): "Nađi u svojoj biblioteci do dve karte koje su i Šuma, i ubaci ih u igru
kao izvore. Zatim promešaj svoju biblioteku."

* Which cards "are Šuma": B12.74's own example — "dve bilo koje zelene i/ili karte čiji upisani
  tip je 'Šuma'": a card of exactly that one colour (it becomes that basic source, B12.76) or a
  card whose printed type line has the subtype (a printed Izvor such as Goruća Šuma, B12.77).
* "Do dve": Gl. "Naći" — searching a hidden zone for cards of a property, the player need not
  find them all, so he chooses 0 to 2 of them.
* B12.74: putting a source into play is not playing one: it doesn't count as the turn's source.
* E3.53: a card with Istočnik put into play as a source enters untapped, with no Istočnik cost.
* The chosen cards are public once in play; the choice itself is offered to the searcher only
  (view.py shows library options to the decider alone). Then the library is shuffled, as the
  text says.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from izvori.engine.carddef import CardDef, Effect
from izvori.engine.decisions import Decision, DecisionKind, check_subset
from izvori.engine.events import LibraryShuffled
from izvori.engine.objects import StackItem, Zone
from izvori.engine.vocabulary import effect

if TYPE_CHECKING:
    from izvori.engine.game import Game
    from izvori.engine.instructions import InstructionsFrame


def source_form(card: CardDef) -> str:
    """How a card is in play as a source (casting.play_source, B12.76, B12.77)."""
    basic = card.basic_source_type()
    if card.only_source:
        return "printed"
    if basic:
        return f"basic:{basic}"
    return "artifact"


def is_of_source_type(card: CardDef, subtype: str) -> bool:
    """B12.74: a card of that basic type's one colour, or one that prints the subtype."""
    if card.basic_source_type() == subtype:
        return True
    return card.only_source and subtype in card.subtypes


def put_into_play_as_source(game: Game, player: int, oid: int) -> None:
    """B12.74, E3.53: not the turn's source play; it enters untapped."""
    card = game.objects[oid].card
    game.move(oid, Zone.PLAY, controller=player, as_source=source_form(card), cause="put_source")
    game.objects[oid].sick = True  # as a played source (casting.play_source)


@effect(
    "search_put_sources",
    params={"count": "int", "subtype": "str"},
    doc=(
        '"Nađi u svojoj biblioteci do `count` karata koje su i `subtype`, i ubaci ih u igru kao '
        'izvore. Zatim promešaj svoju biblioteku." A card "is Šuma" if it is green (one colour) '
        "or prints the subtype (B12.74); the player finds 0 to `count` of them (Gl. "
        '"Naći"); they enter untapped and are not the turn\'s source play (B12.74, E3.53). '
        "Pošumljavanje."
    ),
)
def _search_put_sources(
    game: Game, fr: InstructionsFrame, it: StackItem, eff: Effect, ans: Any
) -> Decision | None:
    p = it.controller
    subtype = str(eff.get("subtype", "Šuma"))
    count = int(eff.get("count", 1))
    lib = game.players[p].library
    options = tuple(sorted(o for o in lib if is_of_source_type(game.objects[o].card, subtype)))
    if options and ans is None:
        return Decision(
            p,
            DecisionKind.CHOOSE_SOME,
            "resolve.search_sources",
            options,
            0,
            min(count, len(options)),
            {"item": it.id, "count": count},
        )
    chosen: list[int] = []
    if options:
        check_subset(
            Decision(p, DecisionKind.CHOOSE_SOME, "", options, 0, min(count, len(options))), ans
        )
        chosen = list(ans)
    for oid in chosen:
        put_into_play_as_source(game, p, oid)
    game.shuffle(p)
    game.emit(LibraryShuffled(player=p))
    return None
