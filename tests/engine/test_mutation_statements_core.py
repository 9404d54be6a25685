"""Deleted call statements of the core engine modules that no other test notices (issue 19,
session 19: docs/tools/mutation_statements.py turns each call statement into `pass`).

The game object, the turn, casting, paying, combat and the small modules beside them: each test
here fails with one such statement deleted and passes today (docs/mutation/statements.md).
"""

from __future__ import annotations

import random
from collections.abc import Iterator

import pytest
from positions import played

from izvori.engine import decisions, payment
from izvori.engine.carddef import CardDef
from izvori.engine.decisions import PASS, Action, DecisionKind, IllegalAnswer
from izvori.engine.game import Game
from izvori.engine.mana import ManaCost
from izvori.engine.objects import Zone
from izvori.engine.rng import GameRandom
from izvori.engine.steps import Step
from izvori.scenario.table import card_pool, obj


@pytest.fixture(scope="module")
def pool() -> dict[str, CardDef]:
    return card_pool()


#: Ana's first main phase: two red cards (Grom) in play as sources (B12.71), Grom in her hand
MAIN = """
name: Ana u glavnoj fazi
rules: [D10.17]
setup:
  active: Ana
  step: glavna1
  players:
    - name: Ana
      hand: [Grom]
      library: [Grom, Grom]
      play:
        - {card: Grom, as_source: true}
        - {card: Grom, as_source: true}
    - name: Boris
      library: [Grom, Grom]
script: []
"""


# --------------------------------------------------------------- the speed tables' caps
@pytest.fixture
def empty_tables() -> Iterator[None]:
    """The module-level tables of shared values start and end empty (they only keep values
    that are made again, equal, when missing)."""
    tables = (decisions.SHARED_ACTIONS, payment._PLAIN, payment._PLAN_EXISTS)
    for t in tables:
        t.clear()
    yield
    for t in tables:
        t.clear()


def test_the_table_of_shared_actions_is_emptied_past_its_cap(empty_tables: None) -> None:
    """The actions offered at every priority are made once and shared; the table is bounded:
    past 100 000 entries it starts again instead of growing for as long as the process lives
    (a long session of many games, the computer's lookahead)."""
    filler = {("pass", i, 0, ""): PASS for i in range(100_001)}
    decisions.SHARED_ACTIONS.update(filler)
    a = decisions.shared_action("cast", 7)
    assert a == Action("cast", 7)
    assert {("cast", 7, 0, ""): a} == decisions.SHARED_ACTIONS


def test_the_table_of_shared_mana_sources_is_emptied_past_its_cap(empty_tables: None) -> None:
    """D12.10: the plain mana sources (one ability, no extra mana) are shared values, kept in
    a table that starts again past 100 000 entries."""
    src = payment.ManaSource(1, 0, ("R",))
    payment._PLAIN.update({(i, 0, ("R",), 1): src for i in range(100_001)})
    made = payment._plain_source(7, 0, ("Z",), 1)
    assert made == payment.ManaSource(7, 0, ("Z",), 1)
    assert {(7, 0, ("Z",), 1): made} == payment._PLAIN


def test_the_table_of_costs_known_payable_is_emptied_past_its_cap(
    pool: dict[str, CardDef], empty_tables: None
) -> None:
    """D10.17: whether a cost can be paid from a pool and sources is remembered by those, in
    a table that starts again past 100 000 entries. Ana's two red sources pay {1R}."""
    game = played(pool, MAIN)
    payment._PLAN_EXISTS.update(dict.fromkeys(range(100_001), True))  # filler keys
    held = payment.funds(game, 0)
    assert payment._plan_exists(game, 0, ManaCost.parse("1R"), frozenset(), held)
    assert len(payment._PLAN_EXISTS) == 1
    assert not payment._plan_exists(game, 0, ManaCost.parse("2R"), frozenset(), held)
    assert len(payment._PLAN_EXISTS) == 2


# ------------------------------------------------------------ backing out of a payment
#: Ana's first main phase: Vatreni Vuk ({1R}) in her hand, two red sources in play
VUK = MAIN.replace("hand: [Grom]", "hand: [Vatreni Vuk]")


def test_d23_10_backing_out_of_a_cast_gives_back_the_sources_it_tapped(
    pool: dict[str, CardDef],
) -> None:
    """D23.10, D23.20: Ana casts Vatreni Vuk, taps one red source for it, then backs out. The
    whole action is reversed: the source untapped, its mana gone from the pool, the card in her
    hand, and she has priority with exactly the choices she had before — the Vuk can be cast
    again and both sources can make mana."""
    game = played(pool, VUK)
    before = game.pending
    assert before is not None
    vuk = game.players[0].hand[0]
    source = game.battlefield[0]
    game.submit(Action("cast", vuk))
    game.submit(Action("mana", source, 0, "R"))
    assert game.objects[source].tapped
    game.submit(Action("cancel"))
    assert not game.objects[source].tapped and game.players[0].pool.total() == 0
    assert game.players[0].hand == [vuk] and game.stack == []
    d = game.pending
    assert d is not None and d.kind == before.kind and d.player == 0
    assert d.options == before.options
    assert Action("mana", source, 0, "R") in d.options and Action("cast", vuk) in d.options


def test_d23_10_a_mana_ability_taken_back_while_paying_can_be_played_again(
    pool: dict[str, CardDef],
) -> None:
    """D23.10: while paying for Vatreni Vuk Ana takes back the mana ability she just played:
    the source is untapped and offered again, the pool is as before, and its events are gone
    from the log."""
    game = played(pool, VUK)
    vuk = game.players[0].hand[0]
    source = game.battlefield[0]
    game.submit(Action("cast", vuk))
    paying = game.pending
    assert paying is not None and paying.prompt == "pay.mana"
    log_len = len(game.log)
    game.submit(Action("mana", source, 0, "R"))
    assert Action("mana", source, 0, "R") not in game.pending.options
    game.submit(Action("undo"))
    assert not game.objects[source].tapped and game.players[0].pool.total() == 0
    assert len(game.log) == log_len
    d = game.pending
    assert d is not None and d.options == paying.options


# ------------------------------------------------------------------------------- combat
#: Ana attacks Boris with Kameni Golem; Boris's Neprolazna Vila can block any number of
#: creatures (E3.105) and is asked for his blockers (C10.10)
VILA = """
name: Neprolazna Vila bira koga blokira
rules: [C10.25, E3.105]
setup:
  active: Ana
  step: napadači
  combat:
    attackers: [Kameni Golem]
  players:
    - name: Ana
      library: [Grom]
      play:
        - {card: Kameni Golem, tapped: true}
    - name: Boris
      play: [Neprolazna Vila]
script:
  - {pass: Ana}
  - {pass: Boris}
"""


def test_c10_25_the_same_block_named_twice_is_refused(pool: dict[str, CardDef]) -> None:
    """C10.25, E3.105: Neprolazna Vila may block any number of attackers, but each of them
    once: naming "Vila blocks Kameni Golem" twice is refused as a repeated answer, and nothing
    is declared — Boris is asked again."""
    game = played(pool, VILA)
    d = game.pending
    assert d is not None and d.kind == DecisionKind.BLOCKERS
    vila, golem = obj(game, "Neprolazna Vila"), obj(game, "Kameni Golem")
    log_len = len(game.log)
    with pytest.raises(IllegalAnswer) as refused:
        game.submit([(vila, golem), (vila, golem)])
    assert refused.value.key == "answer.duplicate"
    assert game.combat is not None and game.combat.blocks == {} and not game.combat.blocked
    assert game.pending is d and len(game.log) == log_len
    game.submit([(vila, golem)])
    assert game.combat.blocks == {vila: [golem]} and game.combat.blocked_by == {golem: [vila]}


# ------------------------------------------------------------------------------ drawing
def test_b16_13_a_drawn_card_is_a_new_object_like_any_card_put_into_a_hand(
    pool: dict[str, CardDef],
) -> None:
    """B16.13, D16.10: drawing moves the top card of the library to the hand, and a card that
    changes zones is a new object — the same new object whether it is drawn or put into the
    hand by an effect: a new incarnation (what remembered objects, targets and the saves'
    digest compare), untapped, no counters, no choices."""
    game = played(pool, MAIN)
    top = game.players[0].library[-1]
    before = game.objects[top].incarnation
    drawn, moved = game.copy(), game.copy()
    assert drawn.draw(0) == top
    moved.move(top, Zone.HAND, cause="test")
    assert drawn.objects[top].incarnation == moved.objects[top].incarnation == before + 1
    assert drawn.objects[top].zone == moved.objects[top].zone == Zone.HAND
    assert drawn.state_summary()["objects"] == moved.state_summary()["objects"]


# ------------------------------------------------------------------------------ the turn
def test_c1_30_each_new_turn_numbers_its_phases_for_mana_burn(pool: dict[str, CardDef]) -> None:
    """C1.10, C1.30: mana empties (and burns) at the end of each phase. When Boris's turn
    begins its steps are grouped in phases anew, numbered on from Ana's turn: mana left in his
    pool burns as his draw step ends the beginning phase, not as his upkeep ends (the same
    phase), and after his first main phase (a phase of its own)."""
    game = played(pool, MAIN)
    last = game.turn_plan[-1][1]
    game.start_turn(1)
    phases = [n for _, n in game.turn_plan]
    assert phases == [last + k for k in (1, 1, 1, 2, 3, 3, 3, 3, 3, 4, 5, 5)]
    game.players[1].pool.add("R", 1)
    steps = [s for s, _ in game.turn_plan]
    game.go_to_step(steps.index(Step.UPKEEP))
    assert payment.burn_if_step_ends(game, 1) == 0
    game.go_to_step(steps.index(Step.DRAW))
    assert payment.burn_if_step_ends(game, 1) == 10
    game.go_to_step(steps.index(Step.MAIN1))
    assert payment.burn_if_step_ends(game, 1) == 10


# -------------------------------------------------------------------------------- rng.py
def test_the_games_random_generator_seeded_again_draws_what_random_draws() -> None:
    """A2.10: the game's generator is `random.Random` counting its changes of state: seeded
    again (as `random.Random` allows) it draws exactly what a new `random.Random` with that
    seed draws, and the seeding counts as a change (the digest's hash of the state follows)."""
    rng = GameRandom(1)
    rng.random()
    before = rng.changes
    rng.seed(7)
    assert rng.changes == before + 1
    other = random.Random(7)
    assert [rng.random() for _ in range(3)] == [other.random() for _ in range(3)]
    deck, same = list(range(20)), list(range(20))
    rng.shuffle(deck)
    other.shuffle(same)
    assert deck == same and rng.getstate() == other.getstate()


# ----------------------------------------------------------------------- the game's start
def test_a2_10_each_deck_is_shuffled_before_the_opening_hands(pool: dict[str, CardDef]) -> None:
    """A2.10: at the start of the game each player shuffles his deck, then draws seven (A2.20).
    With twenty different cards in each deck and a fixed seed, neither library is in the
    deck's order, the opening hands are not the deck's last seven cards, and the two players'
    equal decks end up in different orders; the shuffles are the game's own generator's (the
    same seed, the same libraries)."""
    names = sorted(n for n, c in pool.items() if c.cost is not None)[:20]
    deck = [pool[n] for n in names]
    game = Game([list(deck), list(deck)], ("Ana", "Boris"), seed=0, starting_player=0)
    orders = []
    for p in (0, 1):
        player = game.players[p]
        cards = [game.objects[o].card.name for o in [*player.library, *player.hand]]
        assert sorted(cards) == names
        assert cards != names
        assert [game.objects[o].card.name for o in player.hand] != names[-7:]
        orders.append(cards)
    assert orders[0] != orders[1]
    again = Game([list(deck), list(deck)], ("Ana", "Boris"), seed=0, starting_player=0)
    assert [again.players[p].library for p in (0, 1)] == [game.players[p].library for p in (0, 1)]
