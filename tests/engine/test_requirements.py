"""E1.40–E1.50: the exact check of attack and block declarations (izvori/engine/requirements.py).

The dynamic programme is compared with a brute force that follows the rules' words directly on
many small random situations: a declaration is legal iff it breaks no restriction and no
declaration breaking no restriction, in which each creature without a requirement does at most
what it does in the proposal (E1.50), obeys more requirements (E1.40). Random play with the new
cards checks that the random agent always finds a legal declaration.
"""

from __future__ import annotations

import random
import time
from itertools import combinations, product
from pathlib import Path

import pytest
import soak_mode

from izvori.agents.random_agent import RandomAgent
from izvori.agents.simulate import simulate
from izvori.cards.library import card_paths, load_cards, load_deck_by_name
from izvori.engine.decisions import Decision, DecisionKind
from izvori.engine.requirements import (
    Declaration,
    Rules,
    attack_declaration,
    block_declaration,
    legal_example,
    obeyed,
    problem,
    restriction_problem,
)


# ------------------------------------------------------------------ brute force
def choices(targets: list[int], cap: int) -> list[frozenset[int]]:
    out = [frozenset()]
    for k in range(1, min(cap, len(targets)) + 1):
        out += [frozenset(c) for c in combinations(targets, k)]
    return out


def all_declarations(decision: Decision, rules: Rules) -> list[Declaration]:
    if decision.kind == DecisionKind.ATTACKERS:
        per = {a: [frozenset(), frozenset({0})] for a in decision.options}
    else:
        legal: dict[int, list[int]] = {}
        for b, a in decision.options:
            legal.setdefault(b, []).append(a)
        per = {b: choices(ts, rules.capacity.get(b, 1)) for b, ts in legal.items()}
    names = sorted(per)
    out = []
    for combo in product(*(per[n] for n in names)):
        out.append({n: c for n, c in zip(names, combo, strict=True) if c})
    return out


def brute_legal(decision: Decision, rules: Rules, p: Declaration) -> bool:
    attack = decision.kind == DecisionKind.ATTACKERS
    if restriction_problem(rules, p, attack) is not None:
        return False
    have = obeyed(rules, p)
    for q in all_declarations(decision, rules):
        if restriction_problem(rules, q, attack) is not None:
            continue
        free_ok = all(c in rules.required or q[c] <= p.get(c, frozenset()) for c in q)
        if free_ok and obeyed(rules, q) > have:
            return False
    return True


def decision_for(kind: DecisionKind, options: list[object], rules: Rules) -> Decision:
    return Decision(0, kind, "test", tuple(options), context={"rules": rules.to_context()})


def random_block_situation(rng: random.Random) -> tuple[Decision, Rules]:
    blockers = list(range(1, rng.randint(1, 4) + 1))
    attackers = list(range(10, 10 + rng.randint(1, 3)))
    pairs = [(b, a) for b in blockers for a in attackers if rng.random() < 0.7]
    if not pairs:
        pairs = [(blockers[0], attackers[0])]
    rules = Rules(
        required=frozenset(b for b in blockers if rng.random() < 0.5),
        alone=frozenset(b for b in blockers if rng.random() < 0.3),
        min_two=frozenset(a for a in attackers if rng.random() < 0.5),
        capacity={b: rng.choice([1, 1, 2, 3]) for b in blockers},
    )
    return decision_for(DecisionKind.BLOCKERS, pairs, rules), rules


def random_attack_situation(rng: random.Random) -> tuple[Decision, Rules]:
    creatures = list(range(1, rng.randint(1, 5) + 1))
    rules = Rules(
        required=frozenset(c for c in creatures if rng.random() < 0.5),
        alone=frozenset(c for c in creatures if rng.random() < 0.3),
        max_total=rng.choice([None, None, 0, 1, 2, 3]),
    )
    return decision_for(DecisionKind.ATTACKERS, creatures, rules), rules


@pytest.mark.parametrize("seed", range(60))
def test_e1_40_block_check_matches_brute_force(seed: int) -> None:
    rng = random.Random(seed)
    decision, rules = random_block_situation(rng)
    for p in all_declarations(decision, rules):
        assert (problem(decision, p) is None) == brute_legal(decision, rules, p), p
    example = block_declaration((b, a) for b, a in legal_example(decision))
    assert brute_legal(decision, rules, example)


@pytest.mark.parametrize("seed", range(60))
def test_e1_40_attack_check_matches_brute_force(seed: int) -> None:
    rng = random.Random(1000 + seed)
    decision, rules = random_attack_situation(rng)
    for p in all_declarations(decision, rules):
        assert (problem(decision, p) is None) == brute_legal(decision, rules, p), p
    example = attack_declaration(legal_example(decision))
    assert brute_legal(decision, rules, example)


def test_e1_50_example_both_or_none() -> None:
    """E1.50: "blocks if able" (1), no abilities (2), "blocked only by two or more"."""
    rules = Rules(required=frozenset({1}), min_two=frozenset({10}))
    d = decision_for(DecisionKind.BLOCKERS, [(1, 10), (2, 10)], rules)
    assert problem(d, {}) is None
    assert problem(d, {1: frozenset({10}), 2: frozenset({10})}) is None
    assert problem(d, {1: frozenset({10})}) == ("block.min_two", 10)
    assert problem(d, {2: frozenset({10})}) == ("block.min_two", 10)


def test_e1_40_a_blocker_blocks_one_attacker_unless_its_capacity_says_more() -> None:
    """E1.40, E1.50: attackers 10 and 11 can be blocked only by two or more; blockers 1 (may
    block either), 2 (only 10) and 3 (only 11) block if able. Each blocks one attacker (the
    rules give no capacity for them), so at most two requirements can be obeyed: 1 and 2 on 10
    is legal, and 1 on both is not."""
    rules = Rules(required=frozenset({1, 2, 3}), min_two=frozenset({10, 11}))
    d = decision_for(DecisionKind.BLOCKERS, [(1, 10), (1, 11), (2, 10), (3, 11)], rules)
    assert problem(d, {1: frozenset({10}), 2: frozenset({10})}) is None
    assert problem(d, {1: frozenset({10, 11}), 2: frozenset({10}), 3: frozenset({11})}) is not None


def test_e1_20_example_only_the_savage_attacks() -> None:
    """E1.20: Glineni Divljan (1) must attack, "only one creature can attack each turn"."""
    rules = Rules(required=frozenset({1}), max_total=1)
    d = decision_for(DecisionKind.ATTACKERS, [1, 2], rules)
    assert problem(d, attack_declaration([1])) is None
    assert problem(d, attack_declaration([2])) == ("attack.requirement", 1)
    assert problem(d, attack_declaration([])) == ("attack.requirement", 1)
    assert problem(d, attack_declaration([1, 2])) is not None


def test_the_search_is_fast_on_a_big_board() -> None:
    """Twelve blockers that must block, eight attackers that need two blockers each."""
    blockers = list(range(1, 13))
    attackers = list(range(100, 108))
    rules = Rules(
        required=frozenset(blockers),
        alone=frozenset(blockers[:3]),
        min_two=frozenset(attackers),
        capacity={1: 2},
    )
    d = decision_for(DecisionKind.BLOCKERS, [(b, a) for b in blockers for a in attackers], rules)
    start = time.process_time()  # CPU time: a busy shared machine must not fail the budget
    example = legal_example(d)
    assert problem(d, {}) is not None
    assert problem(d, block_declaration((b, a) for b, a in example)) is None
    assert len({b for b, _ in example}) == 12
    assert time.process_time() - start < 5.0


# ------------------------------------------------------------------ the random agent
def test_the_random_agent_declares_only_legal_blocks() -> None:
    rng = random.Random(5)
    agent = RandomAgent(3)
    for _ in range(200):
        decision, rules = random_block_situation(rng)
        answer = agent.choose(decision)
        decl = block_declaration((b, a) for b, a in answer)
        assert brute_legal(decision, rules, decl), (answer, rules)


E1_CARDS = """
cards:
  - name: Uska Klisura
    cost: "1R"
    type: Promena
    text: "Samo jedno biće može napasti u svakom potezu."
    abilities:
      - static: {op: max_attackers, amount: 1}
  - name: Gusti Redovi
    cost: "2Z"
    type: Promena
    text: "Bića mogu biti blokirana samo sa dva ili više bića."
    abilities:
      - static:
          op: grant
          affects: all_creatures
          keywords: [Može biti blokirano samo sa dva ili više bića]
  - name: Stražar Mosta
    cost: "1Z"
    type: Biće
    power: 20
    toughness: 20
    keywords: [Blokira ako je sposobno]
"""


#: games: the first four of the soak command's twelve (`IZVORI_SOAK=1 pytest -m soak`)
REQUIREMENT_GAMES = soak_mode.size(4, 12)


@pytest.mark.soak
def test_random_games_with_e1_cards_finish_without_violation(tmp_path: Path) -> None:
    """Decks full of restrictions, requirements and blockers of several attackers: the random
    agent always finds a legal declaration and every game ends (no illegal answer, no hang)."""
    extra = tmp_path / "e1.yaml"
    extra.write_text(E1_CARDS, encoding="utf-8")
    pool = load_cards([extra, *card_paths()])
    red = load_deck_by_name("demo-crvena", pool).cards
    green = load_deck_by_name("demo-zelena", pool).cards
    swaps_red = ["Kukavni Ork"] * 4 + ["Ork Banda"] * 4 + ["Glineni Divljan"] * 3 + ["Uska Klisura"]
    swaps_green = (
        ["Stražar Mosta"] * 4
        + ["Jahač Zveri"] * 4
        + ["Gusti Redovi"] * 2
        + ["Neprolazna Vila"] * 4
        + ["Šanac"] * 2
    )
    deck_a = [pool[n] for n in swaps_red] + red[len(swaps_red) :]
    deck_b = [pool[n] for n in swaps_green] + green[len(swaps_green) :]
    res = simulate([deck_a, deck_b], games=REQUIREMENT_GAMES, seed=3)
    assert res.failure is None, res.failure and res.failure["traceback"]
    assert res.games == REQUIREMENT_GAMES
