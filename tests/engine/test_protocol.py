"""The decision protocol (ARCHITECTURE §2, §4): illegal answers, copies, replay, digest."""

from __future__ import annotations

import random

import pytest
import soak_mode

from izvori.agents.random_agent import RandomAgent
from izvori.cards.library import load_cards_or_raise, load_deck_by_name
from izvori.engine.carddef import CardDef
from izvori.engine.decisions import Action, DecisionKind, IllegalAnswer
from izvori.engine.game import Game
from izvori.engine.record import ReplayError, game_record, replay


@pytest.fixture(scope="module")
def pool() -> dict[str, CardDef]:
    return load_cards_or_raise()


@pytest.fixture(scope="module")
def decks(pool: dict[str, CardDef]) -> list[list[CardDef]]:
    return [load_deck_by_name(n, pool).cards for n in ("demo-crvena", "demo-zelena")]


def play(game: Game, agent: RandomAgent, answers: int) -> None:
    for _ in range(answers):
        if game.result is not None:
            return
        assert game.pending is not None
        game.submit(agent.choose(game.pending))


GARBAGE: list[object] = [
    None,
    "dalje",
    12345,
    -7,
    ["x"],
    [[1, 2, 3]],
    {"a": 1},
    ["pass", 999999],
    ["cast", 999999, 0, ""],
    [999999],
    [[999999, 999998]],
    [[-1, 1000]],
    True,
    3.5,
]


#: games of garbage answers: the suite's two meet every decision kind the random agent meets in
#: the soak command's six (`IZVORI_SOAK=1 pytest -m soak`), the same games with the same garbage
GARBAGE_GAMES = soak_mode.size(2, 6)


@pytest.mark.soak
def test_illegal_answers_are_refused_and_change_nothing(decks: list[list[CardDef]]) -> None:
    """Every illegal answer raises IllegalAnswer and leaves the state digest unchanged."""
    rng = random.Random(3)
    for seed in range(GARBAGE_GAMES):
        game = Game(decks, seed=seed)
        agent = RandomAgent(seed)
        while game.result is None and game.turn < 12:
            d = game.pending
            assert d is not None
            before = game.digest()
            for bad in rng.sample(GARBAGE, 4):
                if (
                    d.kind == DecisionKind.NUMBER
                    and isinstance(bad, int)
                    and (d.min <= bad <= d.max)
                ):
                    continue
                if d.kind == DecisionKind.TARGETS and bad == [] and d.min == 0:
                    continue
                if d.kind == DecisionKind.YES_NO and isinstance(bad, bool):
                    continue
                with pytest.raises(IllegalAnswer):
                    game.submit(bad)
                assert game.digest() == before
            game.submit(agent.choose(d))


def test_copy_is_independent(decks: list[list[CardDef]]) -> None:
    game = Game(decks, seed=11)
    play(game, RandomAgent(11), 300)
    snapshot = game.digest()
    clone = game.copy()
    assert clone.digest() == snapshot
    play(clone, RandomAgent(12), 200)
    assert game.digest() == snapshot
    assert clone.digest() != snapshot


def test_copy_continues_identically(decks: list[list[CardDef]]) -> None:
    game = Game(decks, seed=13)
    play(game, RandomAgent(13), 250)
    clone = game.copy()
    play(game, RandomAgent(99), 300)
    play(clone, RandomAgent(99), 300)
    assert game.digest() == clone.digest()


def test_history_replays_to_identical_digest(
    decks: list[list[CardDef]], pool: dict[str, CardDef]
) -> None:
    """ARCHITECTURE §4: (decks, seed, answers) fully describe a game."""
    for seed in (1, 2, 3):
        game = Game(decks, ("Ana", "Boris"), seed=seed)
        play(game, RandomAgent(seed), 10_000)
        again = replay(game_record(game), pool)
        assert again.digest() == game.digest()
        assert again.result == game.result


def test_replay_of_a_prefix_matches_the_game_at_that_point(
    decks: list[list[CardDef]], pool: dict[str, CardDef]
) -> None:
    game = Game(decks, seed=21)
    play(game, RandomAgent(21), 120)
    mid = game.digest()
    record = game_record(game)
    play(game, RandomAgent(22), 100)
    assert replay(record, pool).digest() == mid


def test_replay_refuses_an_illegal_answer_naming_the_entry(
    decks: list[list[CardDef]], pool: dict[str, CardDef]
) -> None:
    game = Game(decks, seed=5)
    play(game, RandomAgent(5), 50)
    record = game_record(game)
    record["answers"][10]["answer"] = ["cast", 987654, 0, ""]
    with pytest.raises(ReplayError) as err:
        replay(record, pool)
    assert err.value.index == 10


def test_same_seed_same_game(decks: list[list[CardDef]]) -> None:
    a, b = Game(decks, seed=8), Game(decks, seed=8)
    play(a, RandomAgent(1), 400)
    play(b, RandomAgent(1), 400)
    assert a.digest() == b.digest()
    assert Game(decks, seed=9).digest() != Game(decks, seed=8).digest()


def test_a3_31_concede_at_any_moment_even_without_priority(decks: list[list[CardDef]]) -> None:
    game = Game(decks, seed=4)
    assert game.pending is not None
    decider = game.pending.player
    game.concede(1 - decider)  # the player without priority concedes
    assert game.result is not None
    assert game.result.winner == decider
    assert game.result.reason == "concede"
    with pytest.raises(IllegalAnswer):
        game.submit(Action("pass"))
