"""Issue 14: complete plays (the search's candidates carry the cast's target, X and mode) and
what `lako` knows about shrinking spells."""

from __future__ import annotations

from pathlib import Path

from izvori.agents.knowledge import spell_facts
from izvori.agents.lako import HeuristicAgent, Plan
from izvori.agents.plays import complete_plays, priority_candidates
from izvori.cards.library import load_cards_or_raise
from izvori.cards.yamlsafe import load_file
from izvori.engine.decisions import PASS, Action
from izvori.engine.game import Game
from izvori.engine.objects import player_ref
from izvori.engine.view import view
from izvori.scenario.builder import build_game

PUZZLES = Path(__file__).parents[1] / "puzzles"


def _puzzle(name: str) -> Game:
    data = load_file(PUZZLES / f"{name}.yaml")
    return build_game(data.get("setup"), load_cards_or_raise(), 1)


def _id(game: Game, name: str) -> int:
    return next(o.id for o in game.objects.values() if o.card.name == name)


def test_every_target_of_one_card_is_a_play() -> None:
    game = _puzzle("strele-na-blokera")
    pool = load_cards_or_raise()
    agent = HeuristicAgent(pool, seed=1)
    d = game.pending
    assert d is not None
    cast = next(a for a in d.options if isinstance(a, Action) and a.kind == "cast")
    seen = view(game, 0)
    plays = complete_plays(agent, seen, 0, cast)
    by_target = {p.plan.target: p.plan for p in plays}
    ork, vila = _id(game, "Ork Jurišnik"), _id(game, "Dugina Vila")
    assert set(by_target) == {ork, vila, player_ref(1)}
    assert all(p.x == 1 for p in by_target.values())  # two sources: X = 1 (D10.12), never 0
    assert plays[0].plan.target == ork  # the heuristic's measure: the most valuable first
    # the search's candidates: the heuristic's own play, the other target, then passing
    cands = priority_candidates(agent, seen, d, 3)
    assert [c.answer for c in cands] == [cast, cast, PASS]
    assert [c.plan.target for c in cands[:2]] == [ork, vila]
    assert isinstance(cands[1].plan, Plan) and cands[1].reason
    assert priority_candidates(agent, seen, d, 2) == cands[:2]  # the level's cap holds


def test_adopted_plan_is_followed_during_the_cast() -> None:
    """The chosen play's target is the answer at the targets decision (D10.13)."""
    game = _puzzle("strele-na-blokera")
    pool = load_cards_or_raise()
    agent = HeuristicAgent(pool, seed=1)
    d = game.pending
    assert d is not None
    seen = view(game, 0)
    other = priority_candidates(agent, seen, d, 3)[1]
    agent.adopt(seen, d, other)
    game.submit(other.answer)
    while game.pending is not None and game.pending.kind.value != "targets":
        game.submit(agent.decide(view(game, 0), game.pending).answer)
    assert game.pending is not None
    answer = agent.decide(view(game, 0), game.pending).answer
    assert answer == [_id(game, "Dugina Vila")]


def test_shrinking_spells_are_removal() -> None:
    pool = load_cards_or_raise()
    curse = spell_facts(pool["Kletva Krvi"])  # −20/−20 until end of turn
    wither = spell_facts(pool["Venuće"])  # three −10/−10 counters
    assert curse.harmful and curse.shrink == 20
    assert wither.harmful and wither.shrink == 30
    growth = spell_facts(pool["Bujanje"])  # +10/+10 counters: help, not harm
    assert not growth.harmful and growth.shrink == 0
