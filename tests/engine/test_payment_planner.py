"""Whether a mana cost can be paid (D10.17, D7.10, D12.30): the planner of auto-pay, which
`can_afford` asks before a spell is offered, finds a plan whenever one exists.

Session 16: with extra mana (Glava Zmaja) the greedy planner chose a kind that lowered what the
pool still lacked as much as the other did (Goruća Šuma for red: R and two Z, instead of green:
three Z), then nothing made the last pip, and a castable spell was not offered.
"""

from __future__ import annotations

import itertools
import random
from types import SimpleNamespace
from typing import Any

import pytest
from positions import played
from test_mutation_payment import cost, planned, sources_position

from izvori.engine import payment
from izvori.engine.carddef import CardDef
from izvori.engine.decisions import Action, DecisionKind
from izvori.engine.mana import ManaCost, plan_payment
from izvori.engine.payment import ManaSource
from izvori.scenario.table import card_pool, obj


@pytest.fixture(scope="module")
def pool() -> dict[str, CardDef]:
    return card_pool()


#: Grom played as a source (red) and Goruća Šuma (red or green) with Glava Zmaja (D12.30:
#: two more green whenever it is tapped for mana): four mana at most, R + ZZZ or RR + ZZ
SUMA_WITH_GLAVA = sources_position(
    "[{card: Grom, as_source: true}, Goruća Šuma, {card: Glava Zmaja, attached_to: Goruća Šuma}]"
)


def test_d12_30_the_suma_tapped_for_green_and_a_red_source_pay_rzzz_and_1zzz(pool) -> None:
    """D12.30, D10.17: the Šuma tapped for green makes three green (its one and Glava Zmaja's
    two), Grom's red the fourth: RZZZ and 1ZZZ can be paid, and auto-pay taps exactly these.
    Tapped for red the Šuma makes R and two Z, which pays RRZZ (with Grom) but not RZZZ."""
    game = played(pool, SUMA_WITH_GLAVA)
    assert payment.can_afford(game, 0, cost("RZZZ"))
    assert payment.can_afford(game, 0, cost("1ZZZ"))
    assert planned(game, "RZZZ") == [("Goruća Šuma", "Z"), ("Grom", "R")]
    assert planned(game, "1ZZZ") == [("Goruća Šuma", "Z"), ("Grom", "R")]
    assert payment.can_afford(game, 0, cost("RRZZ"))
    # five mana, or three red, or four green: never from these two
    assert not payment.can_afford(game, 0, cost("RZZZZ"))
    assert not payment.can_afford(game, 0, cost("RRR"))
    assert not payment.can_afford(game, 0, cost("ZZZZ"))


def test_d10_17_auto_pay_of_rzzz_taps_the_suma_for_green_and_grom(pool) -> None:
    """D10.17: paying RZZZ, "auto" is offered and pays it: the Šuma for green (three green),
    Grom for red; nothing is left in the pool (C1.30: no mana udar)."""
    game = played(pool, SUMA_WITH_GLAVA)
    result = payment.PayResult()
    frame = payment.PayFrame(player=0, cost=cost("RZZZ"), result=result)
    game.frames.append(frame)
    d = frame.run(game)
    assert d is not None and d.kind == DecisionKind.PAY
    assert Action("auto") in d.options
    frame.answer(game, d, Action("auto"))
    assert frame.run(game) is None and result.paid
    assert game.players[0].pool.total() == 0
    assert game.objects[obj(game, "Goruća Šuma")].tapped and game.objects[obj(game, "Grom")].tapped


#: each permanent of the boards below: its mana abilities (all `@`, so one of them once, A5.40)
_ONE_KIND = [("R",), ("Z",), ("R", "Z"), ("Ž", "P")]
_EXTRA = [(), (("Z", 2),), (("same_kind", 2),)]  # none, Glava Zmaja's, "two of the same kind"
_PERMANENTS: list[list[tuple[tuple[str, ...], int, tuple[tuple[str, int], ...]]]] = [
    *([(kinds, 1, extra)] for kinds in _ONE_KIND for extra in _EXTRA),
    [(("R",), 2, ())],  # two red from one ability
    [(("R",), 1, ()), (("Z",), 1, ())],  # two abilities: red or green
]
_COSTS = ["R", "Z", "RZ", "ZZ", "RZZ", "ZZZ", "RZZZ", "1ZZZ", "RRZ", "1RZ", "2Z", "ŽZ"]


def _board(choice: tuple[int, ...]) -> list[list[ManaSource]]:
    return [
        [ManaSource(perm, i, kinds, n, extra) for i, (kinds, n, extra) in enumerate(_PERMANENTS[c])]
        for perm, c in enumerate(choice, start=1)
    ]


def _plans(board: list[list[ManaSource]]) -> list[list[tuple[ManaSource, str]]]:
    """Every way of playing the board: each permanent unused or tapped for one kind of one of
    its abilities."""
    ways = [[None, *((s, k) for s in perm for k in s.kinds)] for perm in board]
    return [[w for w in choice if w is not None] for choice in itertools.product(*ways)]


def test_d10_17_auto_pay_finds_a_plan_exactly_when_one_exists(monkeypatch) -> None:
    """D10.17, D7.10, D12.30: over every board of one to three permanents of these kinds
    (one or two mana, Glava Zmaja's extra green or two of the same kind, two abilities on one
    permanent) and these costs, auto-pay (and so `can_afford`) finds a plan exactly when some
    way of playing the sources pays the cost, its plan pays it with one `@` per permanent —
    and the complete search's plan makes no more mana than any plan that pays (C1.30)."""
    game = SimpleNamespace(players=[SimpleNamespace(pool=SimpleNamespace(amounts={}))])
    sources: list[ManaSource] = []
    monkeypatch.setattr(payment, "mana_sources", lambda *_: sources)
    checked = 0
    for size in (1, 2, 3):
        for choice in itertools.combinations_with_replacement(range(len(_PERMANENTS)), size):
            board = _board(choice)
            sources[:] = [s for perm in board for s in perm]
            everything = _plans(board)
            for text in _COSTS:
                c = cost(text)
                paying = [p for p in everything if plan_payment(payment._with({}, p), c)]
                plan = payment.auto_pay_plan(game, 0, c)  # type: ignore[arg-type]
                assert (plan is not None) == bool(paying), (sources, text, plan)
                checked += 1
                if plan is None:
                    continue
                assert plan_payment(payment._with({}, plan), c) is not None
                assert len({s.perm for s, _ in plan}) == len(plan)
                full = payment._plan_complete(game, 0, c, sources, {}, {})  # type: ignore[arg-type]
                assert full is not None
                assert payment._made(full) == min(map(payment._made, paying)), (sources, text)
    assert checked == 12 * (14 + 105 + 560)


# --- session 16, mutation run of the complete search (`_plan_complete`, `_within_reach`) ---
#: Glava Zmaja's extra mana (D12.30): two more green whenever the source is tapped for mana
GLAVA = (("Z", 2),)


def _auto_plan(
    monkeypatch,
    board: list[ManaSource],
    text: str,
    keep: dict[str, int] | None,
    creatures: frozenset[int] = frozenset(),
    pool: dict[str, int] | None = None,
) -> list[tuple[int, str]] | None:
    """What auto-pay plays for `text` on a board of sources (permanent, kind), with the hand's
    demand `keep` (None: only whether a plan exists, as `can_afford` asks); `creatures` are the
    permanents that are creatures."""
    game = SimpleNamespace(
        players=[SimpleNamespace(pool=SimpleNamespace(amounts=dict(pool or {})))],
        chars=lambda perm: SimpleNamespace(is_creature=perm in creatures),
    )
    monkeypatch.setattr(payment, "mana_sources", lambda *_: board)
    plan = payment.auto_pay_plan(game, 0, cost(text), keep=keep)  # type: ignore[arg-type]
    return None if plan is None else [(s.perm, k) for s, k in plan]


#: Goruća Šuma with Glava Zmaja (1: R + ZZ or ZZZ), a red source (2), and a source of yellow
#: or blue with Glava Zmaja (3: Ž + ZZ or P + ZZ)
SUMA_GROM_RAVNICA = [
    ManaSource(1, 0, ("R", "Z"), 1, GLAVA),
    ManaSource(2, 0, ("R",)),
    ManaSource(3, 0, ("Ž", "P"), 1, GLAVA),
]


def test_d12_30_generic_mana_from_an_extra_mana_source_is_of_the_kind_the_hand_needs_less(
    monkeypatch,
) -> None:
    """D12.30, D10.17: 1RZZZZZ is paid only by the Šuma for green (ZZZ), the red source and the
    third source (its kind and ZZ): the greedy choice (the Šuma for red) misses it, the complete
    search finds it. The third source's own mana pays the generic 1: yellow or blue, the one the
    hand needs less (issue 11 item 5); with no demand, the first it names (yellow)."""
    plan = _auto_plan(monkeypatch, SUMA_GROM_RAVNICA, "1RZZZZZ", {})
    assert plan == [(1, "Z"), (3, "Ž"), (2, "R")]
    assert _auto_plan(monkeypatch, SUMA_GROM_RAVNICA, "1RZZZZZ", {"P": 1}) == plan
    assert _auto_plan(monkeypatch, SUMA_GROM_RAVNICA, "1RZZZZZ", {"Ž": 1}) == [
        (1, "Z"),
        (3, "P"),
        (2, "R"),
    ]


#: the Šuma with Glava Zmaja (1), two red sources (2, 3) and a yellow-or-blue source (4)
SUMA_TWO_RED_RAVNICA = [
    ManaSource(1, 0, ("R", "Z"), 1, GLAVA),
    ManaSource(2, 0, ("R",)),
    ManaSource(3, 0, ("R",)),
    ManaSource(4, 0, ("Ž", "P")),
]


def test_d10_17_with_the_complete_search_generic_mana_spares_the_colour_the_hand_needs(
    monkeypatch,
) -> None:
    """D10.17, D12.30: 1RZZZ — the Šuma for green (ZZZ), a red source for R, and one more for
    the 1 (the greedy choice, the Šuma for red, leaves a Z unpaid). The 1 comes from the source
    the hand needs less (issue 11 item 5): red when the hand needs nothing (the first such
    source), yellow when the hand needs red."""
    assert _auto_plan(monkeypatch, SUMA_TWO_RED_RAVNICA, "1RZZZ", {}) == [
        (1, "Z"),
        (2, "R"),
        (3, "R"),
    ]
    assert _auto_plan(monkeypatch, SUMA_TWO_RED_RAVNICA, "1RZZZ", {"R": 1}) == [
        (1, "Z"),
        (2, "R"),
        (4, "Ž"),
    ]


def test_d10_17_with_the_complete_search_a_source_pays_before_a_creature(monkeypatch) -> None:
    """Issue 11 item 5: the same 1RZZZ when the second red source (3) is a creature: the 1 comes
    from the yellow-or-blue source, so the creature stays untapped (it may attack or block)."""
    plan = _auto_plan(monkeypatch, SUMA_TWO_RED_RAVNICA, "1RZZZ", {}, frozenset({3}))
    assert plan == [(1, "Z"), (2, "R"), (4, "Ž")]


#: the Šuma with Glava Zmaja (1), a red source (2), two sources of two blue each (3, 4)
SUMA_GROM_TWO_BLUE = [
    ManaSource(1, 0, ("R", "Z"), 1, GLAVA),
    ManaSource(2, 0, ("R",)),
    ManaSource(3, 0, ("P",), 2),
    ManaSource(4, 0, ("P",), 2),
]


def test_c1_30_of_two_plans_making_as_much_mana_the_one_without_a_creature(monkeypatch) -> None:
    """C1.30, issue 11 item 5: 2RZZZ — the Šuma for green, the red source, and one of the two
    sources of two blue (PP pays the 2; both would make two mana too many, C1.30). Six mana
    either way: when one of them is a creature, the other is tapped."""
    plan = _auto_plan(monkeypatch, SUMA_GROM_TWO_BLUE, "2RZZZ", {}, frozenset({4}))
    assert plan == [(1, "Z"), (3, "P"), (2, "R")]
    plan = _auto_plan(monkeypatch, SUMA_GROM_TWO_BLUE, "2RZZZ", {}, frozenset({3}))
    assert plan == [(1, "Z"), (4, "P"), (2, "R")]


def test_d10_17_the_most_a_permanent_makes_is_that_of_its_best_ability() -> None:
    """D7.10, A5.40: a permanent with "@: two red" and "@: one green" makes two mana at most
    (one `@`), so with it alone RR is within reach and RRZ is not; ZZ is not (one green)."""
    both = [ManaSource(1, 0, ("R",), 2), ManaSource(1, 1, ("Z",))]
    assert payment._within_reach({}, cost("RR"), both)
    assert payment._within_reach({}, cost("2"), both)
    assert not payment._within_reach({}, cost("RRZ"), both)
    assert not payment._within_reach({}, cost("ZZ"), both)


def test_c1_30_of_two_sources_alike_the_complete_search_taps_the_first(monkeypatch) -> None:
    """C1.30, D10.17: the same 2RZZZ with two equal sources of two blue, neither a creature:
    the first (3) is tapped, as two equal sources are everywhere else in auto-pay."""
    plan = _auto_plan(monkeypatch, SUMA_GROM_TWO_BLUE, "2RZZZ", {})
    assert plan == [(1, "Z"), (3, "P"), (2, "R")]
    assert _auto_plan(monkeypatch, SUMA_GROM_TWO_BLUE, "2RZZZ", None) == plan


def test_d10_17_what_is_within_reach_counts_the_pool_and_each_kind_at_its_best() -> None:
    """D10.17, D12.30: Z in the pool and a green source reach ZZ; a source of "green or red"
    with Glava Zmaja reaches ZZZ (tapped for green: three green), though tapped for red it makes
    only two green; a permanent with "@: two green" and "@: one green" reaches ZZ."""
    assert payment._within_reach({"Z": 1}, cost("ZZ"), [ManaSource(1, 0, ("Z",))])
    assert not payment._within_reach({"R": 1}, cost("ZZ"), [ManaSource(1, 0, ("Z",))])
    assert payment._within_reach({}, cost("ZZZ"), [ManaSource(1, 0, ("Z", "R"), 1, GLAVA)])
    two = [ManaSource(1, 0, ("Z",), 2), ManaSource(1, 1, ("Z",))]
    assert payment._within_reach({}, cost("ZZ"), two)


def test_c1_30_three_sources_rather_than_a_creature_when_they_make_as_much_mana(
    monkeypatch,
) -> None:
    """C1.30, issue 11 item 5: RZZ — a red creature with Glava Zmaja (1: R and ZZ) pays it
    alone; a red source and two green sources pay it too. Three mana either way, so the
    creature stays untapped (it may attack or block); when it is no creature, it alone is
    tapped (the fewest abilities)."""
    board = [
        ManaSource(1, 0, ("R",), 1, GLAVA),
        ManaSource(2, 0, ("R",)),
        ManaSource(3, 0, ("Z",)),
        ManaSource(4, 0, ("Z",)),
    ]
    assert _auto_plan(monkeypatch, board, "RZZ", {}, frozenset({1})) == [
        (2, "R"),
        (3, "Z"),
        (4, "Z"),
    ]
    assert _auto_plan(monkeypatch, board, "RZZ", {}) == [(1, "R")]


def test_c1_30_when_the_greedy_plan_fails_the_least_mana_before_sparing_a_creature(
    monkeypatch,
) -> None:
    """C1.30, D10.17: 1Z from Goruća Šuma (1: R or Z), a yellow-or-blue source making two more
    of the same kind (2: three mana) and a yellow creature (3). The greedy planner takes the
    Šuma for red and finds no plan; of the plans that pay, the Šuma for green and the creature
    make two mana, the Šuma and the source four — two unused, 20 life at the end of the phase.
    The least mana comes first (the lead's decision, session 16), then sparing creatures."""
    board = [
        ManaSource(1, 0, ("R", "Z")),
        ManaSource(2, 0, ("Ž", "P"), 1, (("same_kind", 2),)),
        ManaSource(3, 0, ("Ž",)),
    ]
    assert _auto_plan(monkeypatch, board, "1Z", {}, frozenset({3})) == [(1, "Z"), (3, "Ž")]


def test_d10_17_when_the_greedy_plan_fails_the_matchings_plan_is_kept_on_a_tie(monkeypatch) -> None:
    """D10.17, C1.30: RZ from Goruća Šuma (1: R or Z), a creature making two red (2), a
    yellow-or-blue source with one more red (3: Ž + R or P + R) and a red-or-yellow source with
    one more of the same kind (4: RR or ŽŽ); the hand needs nothing. The greedy planner finds no
    plan; the matching (creatures last) gives R to source 4 and Z to the Šuma; the complete
    search finds the Šuma for Z and source 3 for Ž (its extra R pays R). Both make three mana
    (one left over) and tap no creature: auto-pay keeps the matching's plan, the one it used
    before the complete search existed (session 16, 7647b1b: the fallback first on a tie).
    Matched without putting creatures last, it would tap the creature for R (its two red and
    the Šuma's Z: three mana, but a creature), and the search's plan would be used."""
    board = [
        ManaSource(1, 0, ("R", "Z")),
        ManaSource(2, 0, ("R",), 2),
        ManaSource(3, 0, ("Ž", "P"), 1, (("R", 1),)),
        ManaSource(4, 0, ("R", "Ž"), 1, (("same_kind", 1),)),
    ]
    assert _auto_plan(monkeypatch, board, "RZ", {}, frozenset({2})) == [(1, "Z"), (4, "R")]


# --- session 17 "pay2": the matching of the coloured pips taps the fewest creatures ---
#: the kinds of one mana ability of the random boards below (C: black, as Kripta Plamena's)
_RANDOM_KINDS = [
    ("R",),
    ("Z",),
    ("C",),
    ("R", "Z"),
    ("C", "R"),
    ("Z", "Ž"),
    ("Ž", "P"),
    ("R", "Z", "P"),
]
#: abilities making more than one mana (D7.10) or extra mana (D12.30), as in _PERMANENTS
_RANDOM_MULTI = [(("R", "Z"), 1, GLAVA), (("Ž", "P"), 1, (("same_kind", 2),)), (("C",), 2, ())]


def _random_board(
    rng: random.Random, multi: int
) -> tuple[list[ManaSource], frozenset[int], list[list[ManaSource]]]:
    """One to five one-mana permanents (one in six with two abilities), `multi` permanents of
    more mana, about half of them creatures; the sources, the creatures, the permanents."""
    board: list[list[ManaSource]] = []
    for _ in range(multi):
        kinds, n, extra = rng.choice(_RANDOM_MULTI)
        board.append([ManaSource(len(board) + 1, 0, kinds, n, extra)])
    for _ in range(rng.randint(1, 5)):
        perm = len(board) + 1
        abilities = 2 if rng.random() < 1 / 6 else 1
        board.append([ManaSource(perm, i, rng.choice(_RANDOM_KINDS)) for i in range(abilities)])
    sources = [s for perm in board for s in perm]
    rng.shuffle(sources)
    creatures = frozenset(p for p in range(1, len(board) + 1) if rng.random() < 0.5)
    return sources, creatures, board


def _random_cost(rng: random.Random) -> ManaCost:
    """One to three coloured pips of two or three colours, and 0–2 generic."""
    colors = rng.sample(["R", "Z", "C", "Ž", "P"], rng.randint(2, 3))
    pips = "".join(rng.choice(colors) for _ in range(rng.randint(1, 3)))
    generic = rng.choice([0, 0, 1, 2])
    return cost(f"{generic or ''}{pips}")


def _best(board: list[list[ManaSource]], c: ManaCost, rank: dict[int, int]) -> tuple[int, ...]:
    """The best `_preference` of every way of playing the board that pays `c`."""
    return min(
        payment._preference(p, rank) for p in _plans(board) if plan_payment(payment._with({}, p), c)
    )


def _assert_best(
    plan: Any, board: list[list[ManaSource]], c: ManaCost, creatures: Any, *why: Any
) -> None:
    """`plan` is as good by `_preference` as the best way of playing the board (creatures rank
    1: tapping any of them counts the same)."""
    rank = {p: 1 for p in creatures}
    assert payment._preference(plan, rank) == _best(board, c, rank), (
        *why,
        str(c),
        sorted(creatures),
        [(s.perm, k) for s, k in plan],
    )


def _game(creatures: frozenset[int]) -> SimpleNamespace:
    """Ana with an empty pool, the permanents `creatures` creatures."""
    return SimpleNamespace(
        players=[SimpleNamespace(pool=SimpleNamespace(amounts={}))],
        chars=lambda perm: SimpleNamespace(is_creature=perm in creatures),
    )


def test_d10_17_auto_pay_taps_no_creature_a_plan_of_the_same_mana_spares(monkeypatch) -> None:
    """D10.17, C1.30, issue 11 item 5 ("sources before creatures"): on 2,500 random boards of
    one to five one-mana permanents (one in six with two abilities, one `@` a permanent,
    A5.40), about half of them creatures, and costs of one to three pips of two or three
    colours, auto-pay's plan is as good as the best of every way of playing the board: the
    least mana, then the fewest creatures, then the fewest abilities (`_preference`).
    Session 17: the matching took the pips in turn and moved a pip to a creature where a
    source could pay it (Kripta Plamena, Goruća Šuma and a black creature: CR paid by the
    creature and the Kripta)."""
    rng = random.Random(17)
    sources: list[ManaSource] = []
    monkeypatch.setattr(payment, "mana_sources", lambda *_: sources)
    checked = 0
    for _ in range(2500):
        board_sources, creatures, board = _random_board(rng, 0)
        sources[:] = board_sources
        c = _random_cost(rng)
        plan = payment.auto_pay_plan(_game(creatures), 0, c, keep={})  # type: ignore[arg-type]
        if plan is None:
            continue
        _assert_best(plan, board, c, creatures, board_sources)
        checked += 1
    assert checked > 800


def test_c1_30_the_complete_search_is_the_best_way_of_playing_the_board() -> None:
    """C1.30, D10.17, D12.30: with one or two permanents making more than one mana beside the
    one-mana ones, the complete search (which decides the one-mana permanents by the matching)
    finds, on 2,000 random boards, a plan as good as the best way of playing the board by
    `_preference`: the least mana, then the fewest creatures, then the fewest abilities."""
    rng = random.Random(1730)
    checked = 0
    for _ in range(2000):
        sources, creatures, board = _random_board(rng, rng.randint(1, 2))
        c = _random_cost(rng)
        rank = {p: 1 for p in creatures}
        game = _game(creatures)
        plan = payment._plan_complete(game, 0, c, sources, {}, rank)  # type: ignore[arg-type]
        if plan is None:
            continue
        _assert_best(plan, board, c, creatures, sources)
        checked += 1
    assert checked > 800


# --- session 17 "pay3": auto-pay's plan with sources of more than one mana is the best ---
def test_c1_30_auto_pay_with_sources_of_more_mana_makes_no_mana_the_best_way_spares(
    monkeypatch,
) -> None:
    """C1.30, D10.17, D12.30, issue 11 item 5: on 2,000 random boards with one or two
    permanents making more than one mana (Glava Zmaja's extra green, two more of the same kind,
    two black from one ability) beside one to five one-mana permanents, about half of them
    creatures, and random demands of the hand (`keep`), the plan auto-pay plays is as good as
    the best way of playing the board by `_preference`: the least mana (mana left unused burns,
    10 life a mana), then the fewest creatures, then the fewest abilities. Session 17: the greedy
    planner's plan was played whenever it found one — C from a source of two black and a source
    of black or red: the two black, one of them burns."""
    rng = random.Random(1731)
    sources: list[ManaSource] = []
    monkeypatch.setattr(payment, "mana_sources", lambda *_: sources)
    checked = 0
    for _ in range(2000):
        board_sources, creatures, board = _random_board(rng, rng.randint(1, 2))
        sources[:] = board_sources
        c = _random_cost(rng)
        keep = {k: rng.randint(0, 2) for k in rng.sample(["R", "Z", "C", "Ž", "P"], 2)}
        plan = payment.auto_pay_plan(_game(creatures), 0, c, keep=keep)  # type: ignore[arg-type]
        if plan is None:
            continue
        assert plan_payment(payment._with({}, plan), c) is not None
        _assert_best(plan, board, c, creatures, board_sources, keep)
        checked += 1
    assert checked > 800


def test_c1_30_auto_pay_takes_one_black_rather_than_two_of_which_one_burns(monkeypatch) -> None:
    """C1.30, D10.17: C from a source of two black (1: "@: Dodaj CC") and one of black or red
    (2): the second pays exactly C; the first would make one black too many (10 life at the end
    of the phase). Whether a plan exists (`keep` None, `can_afford`) is answered by the greedy
    planner, which takes the two black."""
    board = [ManaSource(1, 0, ("C",), 2), ManaSource(2, 0, ("C", "R"))]
    assert _auto_plan(monkeypatch, board, "C", {}) == [(2, "C")]
    assert _auto_plan(monkeypatch, board, "C", None) == [(1, "C")]
