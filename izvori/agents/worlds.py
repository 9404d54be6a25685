"""Possible worlds from one player's view (issue 14 items 1 and 3): determinization.

A player knows both open deck lists and everything public; the cards he can't see are the
opponent's hand and both libraries. `sample_hidden` deals those unknowns at random from what he
could know — each deck list minus the cards of that deck he has seen (in play, on the niz, in
the odlagališta, removed, revealed, his own hand) — and reshuffles both libraries. It gets only
the view and the deck lists, never the game, so a world can't carry what the player doesn't
know. When seen cards don't fit the list (a token, a card taken from elsewhere), the remaining
unknowns are drawn from the whole card pool the lists came from.
"""

from __future__ import annotations

import random
from collections import Counter
from collections.abc import Mapping

from izvori.engine.determinize import HiddenDeal
from izvori.engine.view import GameView

__all__ = ["HiddenDeal", "sample_hidden", "seen_cards", "unknown_pool"]


def seen_cards(seen: GameView, owner: int) -> Counter[str]:
    """Names of the cards owned by `owner` that this view shows (each card once)."""
    out: Counter[str] = Counter()
    ids: set[int] = set()

    def add(oid: int, name: str) -> None:
        if oid not in ids:
            ids.add(oid)
            out[name] += 1

    for p in seen.battlefield:
        if p.owner == owner and not p.token:
            add(p.id, p.card.printed_name)
    for item in seen.stack:
        spell = item.kind == "spell" and not item.copy
        if spell and item.card is not None and item.controller == owner:
            add(item.card.id, item.card.printed_name)
    pl = seen.player(owner)
    for c in pl.graveyard:
        add(c.id, c.printed_name)
    for c in pl.hand or ():
        add(c.id, c.printed_name)
    if seen.viewer == owner:
        for c in seen.revealed:
            add(c.id, c.printed_name)
    return out


def unknown_pool(seen: GameView, owner: int, decklist: Mapping[str, int]) -> list[str]:
    """The names the unseen cards of `owner` can be: his list minus what was seen."""
    left = Counter(decklist)
    left.subtract(seen_cards(seen, owner))
    names = sorted(n for n, c in left.items() for _ in range(max(0, c)))
    return names


def sample_hidden(
    seen: GameView,
    decklists: tuple[Mapping[str, int], Mapping[str, int]],
    rng: random.Random,
    pool: list[str] | None = None,
) -> HiddenDeal:
    """One random world consistent with `seen` (see the module docstring)."""
    me = seen.viewer
    assert me is not None, "a world is sampled for a player"
    hands: list[tuple[str, ...]] = [(), ()]
    libraries: list[tuple[str, ...]] = [(), ()]
    fallback = sorted(pool) if pool else sorted({n for d in decklists for n in d})
    for owner in (0, 1):
        pl = seen.player(owner)
        names = unknown_pool(seen, owner, decklists[owner])
        rng.shuffle(names)
        # a hand played revealed (Vidovitost) is known: it is dealt as it is
        known_hand = owner != me and pl.hand is not None
        need = pl.library_count + (pl.hand_count if owner != me and not known_hand else 0)
        while len(names) < need:
            names.append(rng.choice(fallback))
        if known_hand:
            hands[owner] = tuple(c.printed_name for c in pl.hand or ())
        elif owner != me:
            hands[owner] = tuple(names[: pl.hand_count])
            names = names[pl.hand_count :]
        libraries[owner] = tuple(names[: pl.library_count])
    return HiddenDeal((hands[0], hands[1]), (libraries[0], libraries[1]))
