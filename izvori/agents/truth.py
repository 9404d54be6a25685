"""The real hidden cards of a game, for measurement only (issue 14 item 7).

The cheating variant `tesko-vidi` exists to measure what honesty costs: it searches over the
true hidden cards instead of sampled ones. Only a harness that holds the `Game` (the arena,
the tests) can call `true_deal` and hand the result to that agent explicitly; the honest
agents never receive a game, so they can never get it.
"""

from __future__ import annotations

from izvori.engine.determinize import HiddenDeal
from izvori.engine.game import Game


def true_deal(game: Game, viewer: int) -> HiddenDeal:
    """What `viewer` can't see, as it really is: names, ids and the next id."""
    hands: list[tuple[str, ...]] = []
    libraries: list[tuple[str, ...]] = []
    ids: list[tuple[tuple[int, ...], tuple[int, ...]]] = []
    for owner in (0, 1):
        p = game.players[owner]
        hand = tuple(p.hand) if owner != viewer else ()
        library = tuple(reversed(p.library))  # top first
        hands.append(tuple(game.objects[i].card.name for i in hand))
        libraries.append(tuple(game.objects[i].card.name for i in library))
        ids.append((hand, library))
    return HiddenDeal(
        (hands[0], hands[1]), (libraries[0], libraries[1]), (ids[0], ids[1]), game.next_id
    )
