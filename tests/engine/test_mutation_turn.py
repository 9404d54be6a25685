"""The turn's own steps (izvori/engine/turn.py) as a judge reads them: the discard down to seven
in the cleanup step (C15.10), the mana that burns as a phase ends (C1.30), the steps each
announced for the active player, the priority question, and the loop's last word (D22.30).

Written for the mutants of turn.py that the rules scenarios let through (docs/mutation.md).
"""

from __future__ import annotations

import pytest
from positions import LOOP_CARDS, played

from izvori.engine.carddef import CardDef
from izvori.engine.decisions import Action, DecisionKind
from izvori.engine.events import Discarded, LifeChanged, LoopLastWord, ManaBurn, StepBegan
from izvori.engine.objects import Zone, player_ref
from izvori.scenario.table import card_pool, obj


@pytest.fixture(scope="module")
def pool() -> dict[str, CardDef]:
    return card_pool()


def _end_of_turn(cards: int) -> str:
    hand = ", ".join(["Grom"] * cards)
    return f"""
name: Kraj poteza
rules: [C15.10]
setup:
  active: Ana
  step: kraj_poteza
  players:
    - name: Ana
      hand: [{hand}]
      library: [Grom]
    - name: Boris
      library: [Grom]
script:
  - {{pass: Ana}}
  - {{pass: Boris}}
"""


def test_c15_10_eight_cards_at_cleanup_discard_one(pool: dict[str, CardDef]) -> None:
    """C15.10: with eight cards in her hand at the cleanup step Ana discards one — she is asked
    for exactly one card of her hand, and the question says how many."""
    game = played(pool, _end_of_turn(8))
    d = game.pending
    assert d is not None
    assert (d.player, d.kind, d.prompt, d.min, d.max, d.context) == (
        0,
        DecisionKind.CHOOSE_SOME,
        "cleanup.discard",
        1,
        1,
        {"count": 1},
    )
    assert d.options == tuple(game.players[0].hand)


def test_c15_10_seven_cards_at_cleanup_discard_nothing(pool: dict[str, CardDef]) -> None:
    """C15.10: seven cards is the limit: nothing is asked, the turn goes on."""
    game = played(pool, _end_of_turn(7))
    d = game.pending
    assert d is None or d.prompt != "cleanup.discard"
    assert len(game.players[0].hand) == 7


def test_c1_30_unused_mana_burns_as_the_phase_ends(pool: dict[str, CardDef]) -> None:
    """C1.30: Ana ends her first main phase with two mana unused: it burns — the event names
    her and the two mana, and she loses 20 life as a mana burn."""
    game = played(
        pool,
        """
name: Mana udar
rules: [C1.30]
setup:
  active: Ana
  step: glavna1
  players:
    - name: Ana
      pool: {R: 2}
      library: [Grom]
    - name: Boris
      library: [Grom]
""",
    )
    since = len(game.log)
    game.submit(Action("pass"))
    game.submit(Action("pass"))
    new = game.log[since:]
    assert [e for e in new if isinstance(e, ManaBurn)] == [ManaBurn(player=0, amount=2)]
    assert [(e.player, e.amount, e.reason) for e in new if isinstance(e, LifeChanged)] == [
        (0, -20, "mana_burn")
    ]


def _position(pool: dict[str, CardDef], vuk: str) -> str:
    from izvori.engine.loops import position_key

    game = played(
        pool,
        f"""
name: Pozicija
rules: [D22.30]
setup:
  active: Ana
  step: glavna1
  players:
    - name: Ana
      play: [{vuk}, Kavgadžija]
      library: [Grom]
    - name: Boris
""",
    )
    return position_key(game)


def test_d22_30_a_loop_position_holds_each_permanents_counters_and_choices(
    pool: dict[str, CardDef],
) -> None:
    """D22.30: a position repeats only if everything is the same — a counter on Mladi Vuk (one
    that changes no characteristic), or a creature type chosen for it, makes another position;
    the same position is the same key."""
    plain = _position(pool, "Mladi Vuk")
    counter = _position(pool, "{card: Mladi Vuk, counters: {naboj: 1}}")
    chosen = _position(pool, "{card: Mladi Vuk, chosen_type: Vuk}")
    assert len({plain, counter, chosen}) == 3
    assert counter == _position(pool, "{card: Mladi Vuk, counters: {naboj: 1}}")


def test_c15_10_the_discard_down_to_seven_is_the_active_players(pool: dict[str, CardDef]) -> None:
    """C15.10: Ana discards the card she chose; the event (the log line) names her."""
    game = played(pool, _end_of_turn(8))
    card = game.players[0].hand[0]
    since = len(game.log)
    game.submit([card])
    assert [(e.player, e.card) for e in game.log[since:] if isinstance(e, Discarded)] == [(0, card)]
    assert game.objects[card].zone == Zone.GRAVEYARD


def test_c1_each_step_is_announced_for_the_active_player(pool: dict[str, CardDef]) -> None:
    """C1: from Ana's end step to Boris's upkeep every step begins, in order, each announced as
    the active player's — the untap step (C3.20: nobody receives priority in it) like the
    others."""
    game = played(pool, _end_of_turn(0))
    begun = [(e.step, e.player) for e in game.log if isinstance(e, StepBegan)]
    assert begun == [  # the scenario begins in the end step
        ("odbacivanje", 0),
        ("deaktiviranje", 1),
        ("priprema", 1),
    ]


def test_c7_30_the_combat_is_the_active_players(pool: dict[str, CardDef]) -> None:
    """C7.30: as the combat phase begins, the active player (Ana) is the attacking player and
    Boris the defending one: Ana's Kavgadžija, blocked by two of Boris's creatures, has its
    damage divided by Ana (C11.22)."""
    game = played(
        pool,
        """
name: Borba
rules: [C7.30, C11.22]
setup:
  active: Ana
  step: glavna1
  players:
    - name: Ana
      play: [Kavgadžija]
      library: [Grom]
    - name: Boris
      play: [Mladi Vuk, Mladi Vuk]
      library: [Grom]
script:
  - {pass: Ana}
  - {pass: Boris}
""",
    )
    assert game.combat is not None
    assert (game.combat.attacking_player, game.combat.defending_player) == (0, 1)


def test_d9_the_priority_question_names_the_step_and_the_niz(pool: dict[str, CardDef]) -> None:
    """D9.12: the priority question tells the player where the game is: the step and how many
    objects are on the niz (an agent and the screen read them from the decision)."""
    game = played(pool, _end_of_turn(0))  # both passed in Ana's end step: Boris's upkeep
    d = game.pending
    assert d is not None and d.kind == DecisionKind.PRIORITY
    assert d.context == {"step": "priprema", "stack": 0}


LOOP = (
    """
name: Petlja dva igrača
rules: [D22.30]
"""
    + LOOP_CARDS
    + """setup:
  active: Ana
  players:
    - name: Ana
      hand: [Grom]
      play: [Krilati Duh, {card: Grom, as_source: true}]
    - name: Boris
      play: [Kamen Oluje]
script:
  - {activate: Krilati Duh}
  - {pass: Boris}
  - {pass: Ana}
  - {pass: Ana}
  - {activate: Kamen Oluje, player: Boris, targets: [Krilati Duh]}
  - {pass: Ana}
  - {pass: Boris}
"""
)


def test_d22_30_the_last_word_is_announced_once_naming_the_non_active_player(
    pool: dict[str, CardDef],
) -> None:
    """D22.30: Ana gives Krilati Duh Letač, Boris takes it away: the position is back and Ana
    may not start the loop again; the log says once that Boris has the last word. Ana starts
    casting Grom and backs out of it (D23.20: the same position, her priority again): the
    last word is not announced a second time."""
    game = played(pool, LOOP)
    duh = obj(game, "Krilati Duh", Zone.PLAY)
    said = [e for e in game.log if isinstance(e, LoopLastWord)]
    assert said == [LoopLastWord(player=1)]
    assert game.pending is not None
    assert Action("activate", duh, 0) not in game.pending.options
    game.submit(Action("cast", obj(game, "Grom", Zone.HAND)))
    game.submit("cancel")
    assert game.pending is not None and game.pending.kind == DecisionKind.PRIORITY
    assert [e for e in game.log if isinstance(e, LoopLastWord)] == said


def test_d22_30_the_loop_memory_keeps_where_each_play_was_answered(
    pool: dict[str, CardDef],
) -> None:
    """D22.20, D22.30: the loop memory keeps, for each spell or ability played, the history
    entry of the priority answer that began it (where a repeated loop's answers start): Ana's
    Grom cast is the answer after the ones before it."""
    game = played(pool, LOOP)
    start = len(game.history)
    game.submit(Action("cast", obj(game, "Grom", Zone.HAND)))
    game.submit([player_ref(1)])
    game.submit(Action("auto"))
    assert game.loops is not None
    assert game.loops.starts[-1] == start
