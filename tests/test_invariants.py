"""The invariant checks `izvori simulate` runs after every answer find each kind of broken state
(they were rewritten for speed in issue 13: a quick check, then `_explain` names the problem)."""

from __future__ import annotations

from collections.abc import Callable

import pytest

from izvori.agents.random_agent import RandomAgent
from izvori.agents.simulate import InvariantViolation, LifeLedger, check_invariants
from izvori.cards.library import load_cards_or_raise, load_deck_by_name
from izvori.engine.game import Game
from izvori.engine.objects import Zone

#: the position after five turns, played once per test process (`midgame`)
_MIDGAME: list[Game] = []


def midgame() -> Game:
    """A copy of one position after five turns of random play: each test breaks its own copy
    (Game.copy shares nothing with the original, tests/engine/test_protocol.py)."""
    if not _MIDGAME:
        _MIDGAME.append(_play_midgame())
    return _MIDGAME[0].copy()


def _play_midgame() -> Game:
    pool = load_cards_or_raise()
    decks = [load_deck_by_name(n, pool).cards for n in ("demo-crvena", "demo-zelena")]
    game = Game(decks, seed=3)
    agent = RandomAgent(3)
    ledger = LifeLedger()
    while game.result is None and game.turn < 6:
        assert game.pending is not None
        game.submit(agent.choose(game.pending))
        check_invariants(game, ledger)  # a real game never breaks them
    assert game.battlefield, "the test needs permanents"
    return game


def listed_in_wrong_list(g: Game) -> None:
    g.players[0].hand.append(g.players[0].library.pop())


def wrong_owner(g: Game) -> None:
    g.players[1].library.append(g.players[0].library.pop())
    g.objects[g.players[1].library[-1]].zone = Zone.LIBRARY


def in_two_zones(g: Game) -> None:
    g.removed.append(g.battlefield[0])


def in_no_zone(g: Game) -> None:
    g.battlefield.pop()


def negative_damage(g: Game) -> None:
    g.objects[g.battlefield[0]].damage = -10


def negative_counters(g: Game) -> None:
    g.objects[g.battlefield[0]].counters["+10/+10"] = -1


def negative_mana(g: Game) -> None:
    g.players[1].pool.amounts["B"] = -1


def life_without_event(g: Game) -> None:
    g.players[0].life -= 10


@pytest.mark.parametrize(
    ("corrupt", "message"),
    [
        (listed_in_wrong_list, "listed in"),
        (wrong_owner, "wrong player's"),
        (in_two_zones, "is in 2 zones"),
        (in_no_zone, "is in 0 zones"),
        (negative_damage, "negative damage or counters"),
        (negative_counters, "negative damage or counters"),
        (negative_mana, "negative mana"),
        (life_without_event, "events say"),
    ],
)
def test_each_broken_state_is_found(corrupt: Callable[[Game], None], message: str) -> None:
    game = midgame()
    check_invariants(game)
    corrupt(game)
    with pytest.raises(InvariantViolation, match=message):
        check_invariants(game)
