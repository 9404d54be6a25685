"""`check_invariants` with the state its last zone check passed on (`GameChecks`, issue 13):
the zone checks are spared only when every value they read is equal to what that check read,
so a state broken in any way is still found after every answer (docs/performance.md, tenth
session)."""

from __future__ import annotations

import itertools
from collections.abc import Callable

import pytest

from izvori.agents.random_agent import RandomAgent
from izvori.agents.simulate import GameChecks, InvariantViolation, LifeLedger, check_invariants
from izvori.cards.library import load_cards_or_raise, load_deck_by_name
from izvori.engine.game import Game
from izvori.engine.objects import Zone


def _library_card(g: Game) -> int:
    return g.players[0].library[-1]


# Each breaks one value the zone checks read without changing any list, so only the
# objects' rows can show it (the lists are compared as a whole).
def zone_without_list(g: Game) -> None:
    g.objects[_library_card(g)].zone = Zone.HAND


def owner_without_list(g: Game) -> None:
    g.objects[_library_card(g)].owner = 1


def _unlisted_gone_card(g: Game) -> None:
    """Set-up: a card taken out of every list that no longer exists (as a token that ceased
    to exist, D21.55): a state the checks accept."""
    oid = g.players[0].library.pop(0)
    g.objects[oid].exists = False


def existing_but_unlisted(g: Game) -> None:
    # the card set up above comes back into existence, in no zone; no list changes
    gone = [o for o in g.objects.values() if not o.exists]
    gone[-1].exists = True


def negative_damage(g: Game) -> None:
    g.objects[g.battlefield[0]].damage = -10


def negative_counters_in_place(g: Game) -> None:
    g.objects[g.battlefield[0]].counters["+10/+10"] = -1


def _a_counter(g: Game) -> None:
    """Set-up: a permanent with a counter (a new dict, as the engine gives one)."""
    g.objects[g.battlefield[0]].counters = {"+10/+10": 1}


# ... and those that change a list
def listed_in_wrong_list(g: Game) -> None:
    g.players[0].hand.append(g.players[0].library.pop())


def in_two_zones(g: Game) -> None:
    g.removed.append(g.battlefield[0])


def negative_mana(g: Game) -> None:
    g.players[1].pool.amounts["B"] = -1


def _nothing(g: Game) -> None:
    pass


#: (set-up, the break, the message): the set-up leaves a state the checks accept
BREAKS: list[tuple[Callable[[Game], None], Callable[[Game], None], str]] = [
    (_nothing, zone_without_list, "listed in"),
    (_nothing, owner_without_list, "wrong player's"),
    (_unlisted_gone_card, existing_but_unlisted, "is in 0 zones"),
    (_nothing, negative_damage, "negative damage or counters"),
    (_nothing, negative_counters_in_place, "negative damage or counters"),
    (_a_counter, negative_counters_in_place, "negative damage or counters"),
    (_nothing, listed_in_wrong_list, "listed in"),
    (_nothing, in_two_zones, "is in 2 zones"),
    (_nothing, negative_mana, "negative mana"),
]


def _positions(pair: tuple[str, str], seed: int, answers: int) -> list[Game]:
    """Copies of every 25th position of a random game, checked with one `GameChecks`
    after every answer (a real game never breaks the invariants)."""
    pool = load_cards_or_raise()
    game = Game([load_deck_by_name(n, pool).cards for n in pair], seed=seed)
    agent = RandomAgent(seed)
    ledger = GameChecks()
    out = []
    for i in range(answers):
        if game.result is not None:
            break
        assert game.pending is not None
        game.submit(agent.choose(game.pending))
        check_invariants(game, ledger)
        if i % 25 == 24 and game.battlefield:
            out.append(game.copy())
    return out


@pytest.mark.parametrize(("setup", "corrupt", "message"), BREAKS)
def test_a_state_broken_after_a_passed_check_is_found_with_the_checked_state(
    setup: Callable[[Game], None], corrupt: Callable[[Game], None], message: str
) -> None:
    """At positions of random games: the check passes and remembers the state; the state
    is broken; the same check with the same memory finds it (it would not if any value the
    zone checks read were left out of what is compared)."""
    found = 0
    for game in _positions(("demo-crvena", "demo-zelena"), 7, 300):
        last = GameChecks()
        setup(game)
        check_invariants(game, last)
        check_invariants(game, last)  # passes again, from the memory
        corrupt(game)
        with pytest.raises(InvariantViolation, match=message):
            check_invariants(game, last)
        found += 1
    assert found >= 5


def _zone_checks_made(game: Game, last: GameChecks) -> bool:
    before = last.rows
    check_invariants(game, last)
    return last.rows is not before


def test_the_checked_state_spares_most_zone_checks_and_agrees_with_the_full_check() -> None:
    """At every answer of random games of several decks, the check with the memory and the
    check without it give the same outcome (here: both pass), and the memory spares the
    zone checks at most answers (what it is for)."""
    pool = load_cards_or_raise()
    made = answers = 0
    pairs = [("ogledalo", "bazilisk"), ("zuta", "crna"), ("plava", "crvena")]
    for (a, b), seed in itertools.product(pairs, (1, 2)):
        decks = [load_deck_by_name(a, pool).cards, load_deck_by_name(b, pool).cards]
        game = Game(decks, seed=seed)
        agent = RandomAgent(seed)
        last, full_ledger = GameChecks(), LifeLedger()
        for _ in range(400):
            if game.result is not None:
                break
            assert game.pending is not None
            game.submit(agent.choose(game.pending))
            made += _zone_checks_made(game, last)
            check_invariants(game, full_ledger)  # without memory: the zone checks in full
            answers += 1
    assert answers > 1000
    assert made < answers / 2, (made, answers)
