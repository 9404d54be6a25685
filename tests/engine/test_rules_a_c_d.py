"""Rules of chapters A, C and D that a scenario file can't express (a real game from its start).

Scenarios (tests/scenarios/a_c_d/) set up any position; these tests start real games with
`Game(decks, seed=...)` so the setup itself (A1, A2), the first turn, the coin toss, undoing a
cast (D23) and replaying a recorded game can be checked.
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest

from izvori.agents.random_agent import RandomAgent
from izvori.cards.library import (
    Report,
    load_cards_or_raise,
    load_deck,
    load_deck_by_name,
)
from izvori.engine.carddef import CardDef
from izvori.engine.decisions import Action, DecisionKind, IllegalAnswer
from izvori.engine.game import Game
from izvori.engine.record import game_record, replay
from izvori.engine.steps import Step

DECKS = ("demo-crvena", "demo-zelena")


@pytest.fixture(scope="module")
def pool() -> dict[str, CardDef]:
    return load_cards_or_raise()


@pytest.fixture(scope="module")
def decks(pool: dict[str, CardDef]) -> list[list[CardDef]]:
    return [load_deck_by_name(n, pool).cards for n in DECKS]


def pass_priority(game: Game) -> None:
    """Answer the pending decision as passively as possible (pass, no attack, no block)."""
    d = game.pending
    assert d is not None
    if d.kind == DecisionKind.PRIORITY:
        game.submit(Action("pass"))
    elif d.kind in (DecisionKind.ATTACKERS, DecisionKind.BLOCKERS):
        game.submit([])
    elif d.kind == DecisionKind.CHOOSE_SOME:
        game.submit(list(d.options[: d.min]))
    elif d.kind == DecisionKind.ORDER:
        game.submit(list(d.options))
    else:
        raise AssertionError(f"unexpected decision {d.kind} {d.prompt}")


def pass_until(game: Game, turn: int, step: Step) -> None:
    for _ in range(500):
        if game.result is not None:
            return
        if game.turn == turn and game.step == step and game.pending is not None:
            return
        pass_priority(game)
    raise AssertionError("did not reach the step")


def play_randomly(game: Game, agent: RandomAgent, answers: int) -> None:
    for _ in range(answers):
        if game.result is not None:
            return
        assert game.pending is not None
        game.submit(agent.choose(game.pending))


# ------------------------------------------------------------------ A1, A2
def test_a1_starting_life_200_and_seven_cards(decks: list[list[CardDef]]) -> None:
    """Gl. "Život" / osnovna pravila: 200 life; B16.31: an opening hand of seven cards."""
    game = Game(decks, seed=5, starting_player=0)
    for p, deck in zip(game.players, decks, strict=True):
        assert p.life == 200
        assert len(p.hand) == 7
        assert len(p.library) == len(deck) - 7
        assert p.graveyard == []
    assert game.battlefield == []  # B16.51: play starts empty
    assert game.stack == []


def test_a1_20_deck_needs_forty_cards_and_at_most_four_copies(
    pool: dict[str, CardDef], tmp_path: Path
) -> None:
    """A1.20: a deck has at least 40 cards and no more than four cards of the same name."""
    small = tmp_path / "mali.yaml"
    small.write_text("name: Mali\ncards:\n  Grom: 4\n  Oluja: 4\n", encoding="utf-8")
    report = Report()
    assert load_deck(small, pool, report) is None
    assert any("mali.yaml" in p for p in report.problems)

    five = tmp_path / "pet.yaml"
    names = [n for n, c in pool.items() if c.cost is not None][:10]
    body = "".join(f"  {n}: 4\n" for n in names[1:]) + f"  {names[0]}: 5\n"
    five.write_text(f"name: Pet\ncards:\n{body}", encoding="utf-8")
    report = Report()
    assert load_deck(five, pool, report) is None
    assert len(report.problems) == 1

    ok = tmp_path / "dobar.yaml"
    ok.write_text("name: Dobar\ncards:\n" + "".join(f"  {n}: 4\n" for n in names), encoding="utf-8")
    report = Report()
    deck = load_deck(ok, pool, report)
    assert deck is not None and len(deck.cards) == 40, report.problems


def test_a2_10_libraries_are_shuffled_by_the_seed(decks: list[list[CardDef]]) -> None:
    """A2.10: each deck is shuffled; the same seed gives the same order (a replayable game)."""
    a = Game(decks, seed=17, starting_player=0)
    b = Game(decks, seed=17, starting_player=0)
    c = Game(decks, seed=18, starting_player=0)

    def order(g: Game) -> list[str]:
        p = g.players[0]
        return [g.objects[i].card.name for i in p.hand + p.library]

    assert order(a) == order(b)
    assert order(a) != order(c)
    assert order(a) != [card.name for card in decks[0]]


def test_a2_20_coin_toss_is_seeded(decks: list[list[CardDef]]) -> None:
    """A2.20: who plays first is decided by a random method; the engine's is its seeded RNG."""
    first = {seed: Game(decks, seed=seed).starting_player for seed in range(30)}
    again = {seed: Game(decks, seed=seed).starting_player for seed in range(30)}
    assert first == again
    assert set(first.values()) == {0, 1}
    game = Game(decks, seed=3)
    assert any(e.kind == "coin_toss" for e in game.log)
    assert game.active == game.starting_player
    chosen = Game(decks, seed=3, starting_player=1)
    assert chosen.starting_player == 1
    assert not any(e.kind == "coin_toss" for e in chosen.log)


@pytest.mark.parametrize("starting", [0, 1])
def test_a2_21_starting_player_skips_first_draw(decks: list[list[CardDef]], starting: int) -> None:
    """A2.21: in a two-player game the starting player skips the draw of his first turn only."""
    game = Game(decks, seed=9, starting_player=starting)
    other = 1 - starting
    assert game.turn == 1 and game.active == starting
    library = len(game.players[starting].library)
    pass_until(game, 1, Step.MAIN1)
    assert Step.DRAW not in [s for s, _ in game.turn_plan]
    assert len(game.players[starting].hand) == 7
    assert len(game.players[starting].library) == library
    # The other player draws in his first turn (turn 2) ...
    other_hand = len(game.players[other].hand)
    pass_until(game, 2, Step.MAIN1)
    assert game.active == other
    assert len(game.players[other].hand) == other_hand + 1
    # ... and the starting player draws normally from his second turn on (turn 3).
    hand = len(game.players[starting].hand)
    pass_until(game, 3, Step.MAIN1)
    assert game.active == starting
    assert len(game.players[starting].hand) == hand + 1
    assert len(game.players[starting].library) == library - 1


def test_a3_33_a2_21_second_player_with_seven_cards_loses_on_his_first_draw(
    pool: dict[str, CardDef],
) -> None:
    """Seven-card decks: the starting player never draws on turn 1 (A2.21); the other player
    draws from an empty library on turn 2 and loses at the next state check (A3.33, D21.56)."""
    deck = [pool["Mladi Vuk"]] * 7
    game = Game([deck, deck], seed=1, starting_player=0)
    for _ in range(200):
        if game.result is not None:
            break
        pass_priority(game)
    assert game.result is not None
    assert game.result.winner == 0
    assert game.result.reason == "empty_library"
    assert game.turn == 2
    assert game.players[1].drew_from_empty


# ------------------------------------------------------------------ A3
def test_a3_31_concede_while_the_opponent_decides(decks: list[list[CardDef]]) -> None:
    """A3.31/A4.10: a player may concede at any time, also while the other player decides."""
    game = Game(decks, seed=4, starting_player=0)
    play_randomly(game, RandomAgent(4), 40)
    assert game.result is None and game.pending is not None
    waiting = 1 - game.pending.player
    game.concede(waiting)
    assert game.result is not None
    assert game.result.winner == 1 - waiting
    assert game.result.reason == "concede"
    with pytest.raises(IllegalAnswer):
        game.submit(Action("pass"))


def test_a3_10_game_over_refuses_further_answers(pool: dict[str, CardDef]) -> None:
    """A3.10: the game ends the moment a player wins; nothing can be played afterwards."""
    deck = [pool["Grom"]] * 7
    game = Game([deck, deck], seed=2, starting_player=0)
    game.concede(0)
    before = game.digest()
    with pytest.raises(IllegalAnswer):
        game.submit(Action("pass"))
    with pytest.raises(IllegalAnswer):
        game.concede(1)
    assert game.digest() == before


# ------------------------------------------------------------------ C, D9
def test_c3_20_nobody_gets_priority_in_the_untap_step(decks: list[list[CardDef]]) -> None:
    """C3.20 / D9.13: no decision is ever asked in the untap step; the first priority of a turn
    is the active player's, in upkeep (C4.10)."""
    game = Game(decks, seed=6, starting_player=0)
    agent = RandomAgent(6)
    seen_turns = set()
    for _ in range(600):
        if game.result is not None:
            break
        d = game.pending
        assert d is not None
        assert game.step != Step.UNTAP
        if game.turn not in seen_turns:
            seen_turns.add(game.turn)
            assert game.step == Step.UPKEEP
            if d.kind == DecisionKind.PRIORITY:
                assert d.player == game.active
        game.submit(agent.choose(d))
    assert len(seen_turns) > 3


def test_c15_10_discard_to_seven_in_a_real_game(pool: dict[str, CardDef]) -> None:
    """C15.10: with nothing played, the active player with eight cards discards one in his
    discard step (turn 2: the second player drew his eighth card)."""
    deck = [pool["Piromanija"]] * 20
    game = Game([deck, deck], seed=3, starting_player=0)
    pass_until(game, 2, Step.CLEANUP)
    d = game.pending
    assert d is not None
    assert d.kind == DecisionKind.CHOOSE_SOME and d.player == 1
    assert d.min == d.max == 1
    game.submit([d.options[0]])
    assert len(game.players[1].hand) == 7
    assert len(game.players[1].graveyard) == 1
    assert game.turn == 3 and game.active == 0


def test_d9_24_playing_a_source_keeps_priority_and_uses_no_stack(
    decks: list[list[CardDef]],
) -> None:
    """D9.24/D9.13: a source is played with priority in one's own main phase; afterwards the
    same player has priority again and the stack is still empty."""
    game = Game(decks, seed=12, starting_player=0)
    pass_until(game, 1, Step.MAIN1)
    d = game.pending
    assert d is not None and d.player == 0
    source = next(a for a in d.options if isinstance(a, Action) and a.kind == "source")
    game.submit(source)
    assert game.stack == []
    after = game.pending
    assert after is not None and after.kind == DecisionKind.PRIORITY and after.player == 0
    assert not any(isinstance(a, Action) and a.kind == "source" for a in after.options)


# ------------------------------------------------------------------ D23
def _without_incarnations(summary: dict[str, Any]) -> dict[str, Any]:
    out = dict(summary)
    out["objects"] = {k: v[:10] + v[11:] for k, v in summary["objects"].items()}
    return out


def _cancel_casts(
    decks: list[list[CardDef]], seeds: range, kinds: tuple[str, ...]
) -> list[tuple[dict[str, Any], dict[str, Any], str, str]]:
    """Start each cast/activation the random games offer, back out of it at its first decision
    (after playing one mana ability when that decision is the payment), and return the state
    summaries before and after, the decision at which it was cancelled and the action kind."""
    out = []
    for seed in seeds:
        game = Game(decks, seed=seed)
        agent = RandomAgent(seed)
        for _ in range(300):
            if game.result is not None:
                break
            d = game.pending
            assert d is not None
            starts = [
                a
                for a in d.options
                if d.kind == DecisionKind.PRIORITY and isinstance(a, Action) and a.kind in kinds
            ]
            if starts:
                before = game.state_summary()
                hand = list(game.players[d.player].hand)
                game.submit(starts[0])
                p = game.pending
                if p is not None and p.kind == DecisionKind.PAY:
                    mana = [o for o in p.options if o.kind == "mana"]
                    if mana:
                        game.submit(mana[0])
                        p = game.pending
                if p is not None and p.can_cancel and p.player == d.player:
                    game.submit(Action("cancel") if p.kind == DecisionKind.PAY else "cancel")
                    assert game.players[d.player].hand == hand  # D23.10: back where it was
                    after_pending = game.pending
                    assert after_pending is not None
                    assert after_pending.kind == DecisionKind.PRIORITY
                    assert after_pending.player == d.player  # D23.20: he keeps priority
                    out.append((before, game.state_summary(), p.kind.value, starts[0].kind))
                else:
                    continue  # the action completed; go on with the game
            assert game.pending is not None
            game.submit(agent.choose(game.pending))
    return out


def test_d23_cancelled_cast_is_undone_completely(decks: list[list[CardDef]]) -> None:
    """D23.10: a cast or activation that is backed out of (at its targets, X or payment) is
    undone completely — the card returns to where it was, mana abilities played for it are
    reversed, nothing triggers, and the same player keeps priority (D23.20). Everything in
    the state is as before (the cast card's internal incarnation counter is checked in
    test_d23_cancelled_cast_leaves_the_identical_digest)."""
    results = _cancel_casts(decks, range(6), ("cast", "activate"))
    assert {k for _, _, k, _ in results} >= {"targets", "pay"}
    for before, after, _, _ in results:
        assert _without_incarnations(after) == _without_incarnations(before)


def test_d23_cancelled_activation_leaves_the_identical_digest(
    decks: list[list[CardDef]],
) -> None:
    """D23.10 for activated abilities: the state summary (hence the digest) is identical."""
    results = _cancel_casts(decks, range(10), ("activate",))
    assert results
    for before, after, _, _ in results:
        assert after == before


def test_d23_cancelled_cast_leaves_the_identical_digest(decks: list[list[CardDef]]) -> None:
    """D23.10: the game returns to the moment before the cast — the same digest."""
    results = _cancel_casts(decks, range(3), ("cast",))
    assert results
    for before, after, _, _ in results:
        assert after == before


# ------------------------------------------------------------------ replay
def test_replay_of_a_random_game_gives_the_identical_digest(
    pool: dict[str, CardDef], decks: list[list[CardDef]]
) -> None:
    """A game is data (decks, seed, answers): replaying its record gives the same state,
    including the coin toss (A2.20) and every shuffle (A2.10)."""
    for seed in (21, 22):
        game = Game(decks, seed=seed)
        play_randomly(game, RandomAgent(seed), 2500)
        record = game_record(game)
        again = replay(record, pool)
        assert again.digest() == game.digest()
        assert again.result == game.result
        assert again.starting_player == game.starting_player
