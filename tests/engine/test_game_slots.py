"""`Game`'s attributes are slots (issue 13, docs/performance.md "Session 22, second round"),
and `Game.copy` copies the slots only: an attribute kept anywhere else — in the `__dict__`
that stays for tests' monkeypatching — would be missing from every copy the search plays on.
So no game the engine makes, plays, copies or rebuilds from a view may keep one there."""

from __future__ import annotations

from izvori.agents.random_agent import RandomAgent
from izvori.agents.truth import true_deal
from izvori.cards.library import load_cards_or_raise, load_deck_by_name
from izvori.engine.determinize import NotRebuildable, determinize
from izvori.engine.game import Game
from izvori.engine.view import view


def _outside_the_slots(game: Game) -> dict[str, object]:
    return dict(vars(game))


def test_no_game_keeps_an_attribute_outside_its_slots() -> None:
    pool = load_cards_or_raise()
    rebuilt = 0
    for i, names in enumerate((("demo-crvena", "demo-zelena"), ("ogledalo", "bazilisk"))):
        decks = [load_deck_by_name(n, pool).cards for n in names]
        game = Game(decks, seed=70 + i)
        assert _outside_the_slots(game) == {}
        agent = RandomAgent(70 + i)
        answers = 0
        while game.result is None and answers < 400:
            assert game.pending is not None
            game.submit(agent.choose(game.pending))
            answers += 1
            if answers % 50 == 0:
                twin = game.copy()
                assert _outside_the_slots(game) == {} and _outside_the_slots(twin) == {}
                d = game.pending
                if d is not None:
                    seen = view(game, d.player)
                    try:
                        world = determinize(seen, true_deal(game, d.player), pool, seed=1)
                    except NotRebuildable:
                        continue
                    assert _outside_the_slots(world) == {}
                    rebuilt += 1
        assert _outside_the_slots(game) == {}
    assert rebuilt > 0
