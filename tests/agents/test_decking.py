"""D16.40: a player who must draw from an empty library loses. The computer never makes itself
draw its library's last card by its own choice (issue 14 item 8, "not decking itself"): the
draw spells it casts, the X of "draw X", a kicker that draws, a "may draw", and the search's
judgement of a position whose library is empty. The puzzles in tests/puzzles check the same
from whole positions (`magicne-reci-*`, `vrtlog-misli-*`, `prsti-noci-*`, `prozdrljivac-*`)."""

from __future__ import annotations

from izvori.agents.evaluate import DECKED, evaluate
from izvori.agents.knowledge import own_draws, spell_facts
from izvori.agents.lako import HeuristicAgent, Plan
from izvori.engine.decisions import Action, DecisionKind
from izvori.engine.game import Game
from izvori.engine.view import view
from izvori.scenario.table import card_pool, setup

POOL = card_pool()

BLUE_TABLE = """
active: Ana
step: glavna2
players:
  - name: Ana
    hand: [{hand}]
    play:
      - {{card: Rosna Vila, as_source: true}}
      - {{card: Rosna Vila, as_source: true}}
      - {{card: Rosna Vila, as_source: true}}
      - {{card: Rosna Vila, as_source: true}}
      - {{card: Rosna Vila, as_source: true}}
    library: [{library}]
  - name: Boris
    play: [Mladi Vuk]
    library: [Severnjak, Severnjak]
"""


def _table(hand: str, library: int) -> Game:
    return setup(POOL, BLUE_TABLE.format(hand=hand, library=", ".join(["Rosna Vila"] * library)))


def _cast(game: Game, name: str) -> Action:
    d = game.pending
    assert d is not None and d.kind == DecisionKind.PRIORITY
    return next(
        a
        for a in d.options
        if isinstance(a, Action) and a.kind == "cast" and game.objects[a.obj].card.name == name
    )


def test_the_draws_each_draw_card_of_the_pool_makes() -> None:
    """(fixed, per X) cards drawn by the player whose spell or ability it is."""
    assert own_draws(POOL["Magične Reči"].spell_effects) == (2, 0)
    assert own_draws(POOL["Vrtlog Misli"].spell_effects) == (0, 1)  # "Vuci X karata"
    assert own_draws(POOL["Prsti Noći"].spell_effects) == (1, 0)
    assert own_draws(POOL["Plima"].spell_effects) == (0, 0)
    assert own_draws(POOL["Plima"].kicker_effects) == (1, 0)  # "Ako je pojačana, vuci kartu"
    # a count worked out on resolution (a tenth of the sacrificed power) counts as one at least
    assert own_draws(POOL["Viši Ciljevi"].activated[0].effects) == (1, 0)
    assert own_draws(POOL["Proždrljivac"].triggered[0].effects) == (1, 0)  # "možeš vući"
    assert own_draws(POOL["Grom"].spell_effects) == (0, 0)


def test_a_draw_spell_is_cast_only_while_it_leaves_a_card() -> None:
    """Magične Reči draw two: with three cards in the library they are cast, with two they
    would empty it (the next draw step loses), with one the second draw loses at once."""
    for library, casts in ((3, True), (2, False), (1, False)):
        game = _table("Magične Reči", library)
        d = game.pending
        assert d is not None
        answer = HeuristicAgent(POOL, seed=1).decide(view(game, 0), d).answer
        cast = answer == _cast(game, "Magične Reči")
        assert cast == casts, library


def test_draw_x_leaves_a_card_with_or_without_a_plan() -> None:
    """Vrtlog Misli (XPP, five sources: X up to 3) with three cards in the library: X = 2.
    The heuristic's own play carries that X; an X asked without a plan (a human's cast, the
    hint key) reads the spell on the niz and is capped the same way."""
    game = _table("Vrtlog Misli", 3)
    agent = HeuristicAgent(POOL, seed=1)
    d = game.pending
    assert d is not None
    assert agent.decide(view(game, 0), d).answer == _cast(game, "Vrtlog Misli")
    game.submit(_cast(game, "Vrtlog Misli"))
    d = game.pending
    assert d is not None and d.prompt == "cast.x" and d.max == 3
    assert agent.decide(view(game, 0), d).answer == 2  # its plan
    fresh = HeuristicAgent(POOL, seed=1)
    assert fresh.blind(d, True, lambda oid: None) is None  # no plan: the view is needed
    assert fresh.decide(view(game, 0), d).answer == 2


def test_the_kicker_that_draws_is_not_paid_with_one_card_left() -> None:
    """Plima pojačana draws a card (E3.140): even a plan that kicks it declines the kicker
    when that card is the library's last."""
    for library, kicked in ((1, False), (2, True)):
        game = _table("Plima", library)
        cast = _cast(game, "Plima")
        game.submit(cast)
        agent = HeuristicAgent(POOL, seed=1)
        agent.plan = Plan(cast, spell_facts(POOL["Plima"]), kick=True)
        d = game.pending
        while d is not None and d.prompt != "cast.kicker":
            game.submit(agent.decide(view(game, 0), d).answer)
            d = game.pending
        assert d is not None
        assert agent.decide(view(game, 0), d).answer is kicked, library


def test_an_empty_library_is_nearly_a_lost_game() -> None:
    """The search plays to the end of the next turn; the draw step that loses (D16.40) may
    come after it, so an empty library at the horizon is scored as half a lost game, for
    either side, and as nothing special when both are empty."""
    game = _table("Grom", 3)
    before = evaluate(view(game, 0), 0)
    assert abs(before) < DECKED
    game.players[0].library.clear()
    assert evaluate(view(game, 0), 0) == -DECKED
    assert evaluate(view(game, 1), 1) == DECKED
    game.players[1].library.clear()
    assert abs(evaluate(view(game, 0), 0)) < DECKED
