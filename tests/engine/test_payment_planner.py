"""Whether a mana cost can be paid (D10.17, D7.10, D12.30): the planner of auto-pay, which
`can_afford` asks before a spell is offered, finds a plan whenever one exists.

Session 16: with extra mana (Glava Zmaja) the greedy planner chose a kind that lowered what the
pool still lacked as much as the other did (Goruća Šuma for red: R and two Z, instead of green:
three Z), then nothing made the last pip, and a castable spell was not offered.
"""

from __future__ import annotations

import itertools
from types import SimpleNamespace

import pytest
from positions import played
from test_mutation_payment import cost, planned, sources_position

from izvori.engine import payment
from izvori.engine.carddef import CardDef
from izvori.engine.decisions import Action, DecisionKind
from izvori.engine.mana import plan_payment
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
