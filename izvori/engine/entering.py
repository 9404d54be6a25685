"""Cards put into play by an effect make their "as it enters" choices first (E4.40, E4.50).

A permanent spell makes these choices as it resolves (`ResolveFrame`, copies.entering_decision).
A card put into play by an effect — from the hand (Frulaš), returned from the odlagalište, put
into play from another zone — enters play just the same, so the same choices are made for it:
Imitator chooses a creature to copy ("Dok Imitator ulazi u igru, možeš birati biće"), and what
it enters as (itself or the copy) chooses a creature type (E4.50). The choices of all the cards
are made first, in the order of the cards, each by the player under whose control it will enter;
then they all enter play together.

`enter_play` is called by an effect function with the answer of the last decision it returned
(None the first time) and keeps its progress in the frame's scratch space. The effect word
`return_to_play` (D3.97) is here because all it does is put cards into play this way.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from izvori.engine.carddef import Effect
from izvori.engine.copies import answer_as_it_enters, as_it_enters, entering_copy
from izvori.engine.objects import StackItem, Zone, source_card_still_there
from izvori.engine.vocabulary import effect

if TYPE_CHECKING:
    from izvori.engine.decisions import Decision
    from izvori.engine.game import Game
    from izvori.engine.instructions import InstructionsFrame


def enter_play(
    game: Game,
    scratch: dict[str, Any],
    it: StackItem,
    entering: list[tuple[int, int]],
    ans: Any,
    cause: str,
) -> Decision | None:
    """Put each (card, controller) of `entering` into play after its "as it enters" choices.

    Returns the next decision, or None once the cards are in play. `entering` is read on the
    first call only; the progress is kept in `scratch["entering"]`."""
    if "entering" not in scratch:
        scratch["entering"] = [[oid, who, {}] for oid, who in entering]
    queue: list[list[Any]] = scratch["entering"]
    for oid, who, choices in queue:
        card = game.objects[oid]
        d = as_it_enters(game, who, card, choices, it.id)
        if d is not None and ans is not None:
            answer_as_it_enters(game, who, choices, d, ans)
            ans = None
            d = as_it_enters(game, who, card, choices, it.id)
        if d is not None:
            return d
    for oid, who, choices in queue:
        if game.objects[oid].zone in (Zone.PLAY, Zone.STACK):
            continue  # nothing else happens while the choices are made, but don't rely on it
        game.move(
            oid,
            Zone.PLAY,
            controller=who,
            cause=cause,
            copy_of=entering_copy(game, game.objects[oid], choices),
            choices=dict(choices.get("choices", {})),
        )
    return None


@effect(
    "return_to_play",
    params={"what": "what"},
    doc=(
        "Returns the card from the odlagalište to play under its owner's control: `what: self` "
        "(this ability's own card — only from an ability with `zone: odlagalište`, or a trigger "
        "on this card dying, D3.97) or a `card_in_your_graveyard` target."
    ),
)
def return_to_play(
    game: Game, fr: InstructionsFrame, it: StackItem, eff: Effect, ans: Any
) -> Decision | None:
    """ "Vrati [ovu kartu / odabranu kartu] iz odlagališta u igru", under its owner's control.

    `what: self` moves the ability's own card (D3.97): only if it is still the same card in the
    odlagalište (a card that left and came back is a new object, B16.13).
    """
    if "entering" in fr.scratch:  # choices already under way: the cards are fixed
        return enter_play(game, fr.scratch, it, [], ans, "return_to_play")
    what = eff.get("what", "target")
    cards: list[int] = []
    if what == "self":
        src = source_card_still_there(game, it, Zone.GRAVEYARD)
        if src is not None:
            cards.append(src)
    else:
        for ref, inc in it.targets.get(what, []):
            obj = game.objects.get(ref)
            if obj is not None and obj.zone == Zone.GRAVEYARD and obj.incarnation == inc:
                cards.append(ref)
    entering = [(o, game.objects[o].owner) for o in cards if game.objects[o].card.is_permanent_card]
    # E4.40, E4.50: its "as it enters play" choices first (entering.py)
    return enter_play(game, fr.scratch, it, entering, ans, "return_to_play")
