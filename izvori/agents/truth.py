"""The real hidden cards of a game, for measurement only (issue 14 item 7).

The cheating variant `tesko-vidi` exists to measure what honesty costs: it searches over the
true hidden cards instead of sampled ones — the opponent's hand as it is, both libraries' true
contents — with the libraries' order dealt anew in each world (`libraries_dealt_anew`), as the
honest search does: the draws to come vary from world to world, so `search.pick`'s "the worlds
must agree" still weighs something (twelve copies of one world agree on anything `lako`'s
rollouts report, and the ninth session's cheater, which also knew the order, followed them to
43.9% against `tesko`). What honesty costs is then what it is about: the hidden cards.

Only a harness that holds the `Game` (the arena, the tests) can call `true_deal` and hand the
result to that agent explicitly; the honest agents never receive a game, so they can never get
it.
"""

from __future__ import annotations

import random
from dataclasses import replace

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


def libraries_dealt_anew(deal: HiddenDeal, rng: random.Random) -> HiddenDeal:
    """`deal` with each library's cards (names and ids together) in an order of `rng`."""
    libraries: list[tuple[str, ...]] = []
    ids = list(deal.ids) if deal.ids is not None else None
    for owner in (0, 1):
        order = list(range(len(deal.libraries[owner])))
        rng.shuffle(order)
        libraries.append(tuple(deal.libraries[owner][i] for i in order))
        if ids is not None:
            hand, library = ids[owner]
            ids[owner] = (hand, tuple(library[i] for i in order))
    return replace(
        deal,
        libraries=(libraries[0], libraries[1]),
        ids=tuple(ids) if ids is not None else None,
    )
