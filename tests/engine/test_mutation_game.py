"""What the game object (izvori/engine/game.py) does besides the outcome a scenario reads: the
events it records (what the log, a replay and the triggers read), the history a save keeps, a
copy of the game (previews, undo, lookahead: ARCHITECTURE §4) and the digest a save is checked
against.

Written for the mutants of game.py that the rules scenarios let through (docs/mutation.md).
"""

from __future__ import annotations

import hashlib

import pytest
from positions import LOOP_CARDS, SCENARIOS, played

from izvori.engine.carddef import CardDef
from izvori.engine.characteristics import ContinuousEffect
from izvori.engine.decisions import Action, Decision, DecisionKind, IllegalAnswer
from izvori.engine.events import (
    CardDrawn,
    CoinTossed,
    Conceded,
    ControlChanged,
    Destroyed,
    DrewFromEmptyLibrary,
    GameOver,
    Regenerated,
    Sacrificed,
    Tapped,
    TurnBegan,
    Untapped,
    ZoneChanged,
)
from izvori.engine.game import Game, HistoryEntry, answer_to_json, normalize_answer
from izvori.engine.loops import position_key
from izvori.engine.objects import DamageAssignment, StackItem, StackKind, Zone
from izvori.engine.turn_state import Combat, PendingTrigger
from izvori.engine.view import view
from izvori.gamelog import event_line
from izvori.scenario.table import card_pool, obj


@pytest.fixture(scope="module")
def pool() -> dict[str, CardDef]:
    return card_pool()


def deck(pool: dict[str, CardDef], *names: str) -> list[CardDef]:
    return [pool[n] for n in names]


#: Ana's main phase, a creature of each player in play, cards in every zone
TABLE = """
name: Sto za igru
rules: [B16.13]
setup:
  active: Ana
  step: glavna1
  turn: 3
  players:
    - name: Ana
      hand: [Grom, Oluja]
      library: [Piromanija, Besomar]
      graveyard: [Kavgadžija]
      play:
        - Mladi Vuk
        - {card: Grom, as_source: true}
    - name: Boris
      hand: [Orkozlob]
      library: [Grom]
      play: [Orkozlob]
"""


# ------------------------------------------------------------------- history and concession
def test_a3_31_a_concession_is_kept_in_the_history_and_ends_the_game(
    pool: dict[str, CardDef],
) -> None:
    """A3.31: Boris concedes while Ana has priority. The save's history keeps who conceded
    (`concede: true`, no answer), the log says Boris conceded and that Ana won by concession;
    after the end nobody can concede again ("game.over")."""
    game = played(pool, TABLE)
    game.concede(1)
    assert game.history[-1].to_json() == {"player": 1, "answer": None, "concede": True}
    assert game.log[-2:] == [Conceded(player=1), GameOver(winner=0, reason="concede")]
    assert game.result is not None and (game.result.winner, game.result.reason) == (0, "concede")
    with pytest.raises(IllegalAnswer) as exc:
        game.concede(0)
    assert exc.value.key == "game.over"
    assert len(game.history) == 1


def test_an_answer_in_the_history_has_no_concede_key(pool: dict[str, CardDef]) -> None:
    """A history entry as a save writes it: the player and the answer in its JSON shape, and
    `concede` only for a concession; an answer of pairs is written as a list of pairs."""
    game = played(pool, TABLE)
    game.submit(Action("pass"))
    assert game.history[-1].to_json() == {"player": 0, "answer": Action("pass").to_json()}
    assert HistoryEntry(1, [3, 4]).to_json() == {"player": 1, "answer": [3, 4]}
    assert answer_to_json({7: 20, 8: 10}) == [[7, 20], [8, 10]]
    assert answer_to_json((Action("pass"), 5)) == [Action("pass").to_json(), 5]


# ------------------------------------------------------------------------ the game's start
def test_a2_20_the_coin_toss_names_the_starting_player(pool: dict[str, CardDef]) -> None:
    """A2.20, B16.31: with no starting player given a coin toss decides; the log says who won
    it and that player takes the first turn. Each player draws seven cards as a game action
    (not a draw of a spell or ability: D16.10), the starting player first."""
    cards = deck(pool, *(["Grom"] * 10))
    for seed in range(4):
        game = Game([list(cards), list(cards)], ("Ana", "Boris"), seed=seed)
        first = game.starting_player
        assert game.log[0] == CoinTossed(player=first)
        assert game.active == first
        draws = [e for e in game.log if isinstance(e, CardDrawn)]
        assert [d.player for d in draws] == [first] * 7 + [1 - first] * 7
        assert all(d.game_action for d in draws)
        assert [d.card for d in draws[:7]] == game.players[first].hand
        turn = next(e for e in game.log if isinstance(e, TurnBegan))
        assert turn == TurnBegan(turn=1, player=first)


def test_a2_20_a_starting_player_given_needs_no_coin_toss(pool: dict[str, CardDef]) -> None:
    cards = deck(pool, *(["Grom"] * 10))
    game = Game([list(cards), list(cards)], ("Ana", "Boris"), seed=0, starting_player=1)
    assert not any(isinstance(e, CoinTossed) for e in game.log)
    assert game.starting_player == 1 and game.active == 1


def test_a2_21_only_the_first_turns_draw_is_skipped(pool: dict[str, CardDef]) -> None:
    """A2.21: the starting player skips the draw step of his first turn, and only that step:
    the rest of the turn's steps follow in order; the second turn has all twelve."""
    cards = deck(pool, *(["Grom"] * 10))
    game = Game([list(cards), list(cards)], ("Ana", "Boris"), seed=0, starting_player=0)
    steps = [str(s) for s, _ in game.turn_plan]
    assert "vučenje" not in steps and len(steps) == 11
    assert steps[-1] == "odbacivanje"
    game.start_turn(1)
    assert len(game.turn_plan) == 12
    assert game.log[-1] == TurnBegan(turn=2, player=1)


# ------------------------------------------------------------------------- primitive events
def test_d16_draws_and_untapping_name_the_card_and_player(pool: dict[str, CardDef]) -> None:
    """The log's events of the primitive actions name what they are about: the card drawn, the
    player who drew from an empty library (D16.40), the card untapped."""
    game = played(pool, TABLE)
    top = game.players[0].library[-1]
    assert game.draw(0) == top
    assert game.log[-1] == CardDrawn(player=0, card=top, game_action=False)
    game.players[1].library.clear()
    assert game.draw(1) is None
    assert game.log[-1] == DrewFromEmptyLibrary(player=1)
    assert game.players[1].drew_from_empty
    vuk = obj(game, "Mladi Vuk")
    game.tap(vuk)
    assert game.log[-1] == Tapped(card=vuk)
    game.untap(vuk)
    assert game.log[-1] == Untapped(card=vuk)


def test_destroy_regenerate_and_sacrifice_name_the_permanent(pool: dict[str, CardDef]) -> None:
    """D20.62: a regeneration shield replaces the destruction (the log says which permanent was
    regenerated); destroying and sacrificing name the permanent, and the move to the
    odlagalište says why it moved (a trigger or a replacement may ask: Gl. "Žrtvovanje")."""
    game = played(pool, TABLE)
    vuk = obj(game, "Mladi Vuk")
    game.objects[vuk].regen_shields = 1
    game.destroy(vuk)
    assert game.log[-1] == Regenerated(card=vuk)
    assert game.objects[vuk].zone == Zone.PLAY
    game.destroy(vuk)
    destroyed = [e for e in game.log if isinstance(e, Destroyed)]
    assert destroyed == [Destroyed(card=vuk, name="Mladi Vuk")]
    moved = [e for e in game.log if isinstance(e, ZoneChanged)]
    assert moved[-1].cause == "destroy" and moved[-1].card == vuk
    ork = obj(game, "Orkozlob")
    game.sacrifice(ork)
    assert [e for e in game.log if isinstance(e, Sacrificed)] == [
        Sacrificed(card=ork, name="Orkozlob")
    ]
    moved = [e for e in game.log if isinstance(e, ZoneChanged)]
    assert (moved[-1].card, moved[-1].cause) == (ork, "sacrifice")
    grom = obj(game, "Grom", Zone.HAND)
    game.discard(0, grom)
    moved = [e for e in game.log if isinstance(e, ZoneChanged)]
    assert (moved[-1].card, moved[-1].cause, moved[-1].to_zone) == (grom, "discard", "odlagalište")


def test_the_end_of_the_game_names_the_winner_and_the_reason(pool: dict[str, CardDef]) -> None:
    game = played(pool, TABLE)
    game.end_game(1, "life")
    assert game.log[-1] == GameOver(winner=1, reason="life")
    game.end_game(0, "effect")  # the game ended once: nothing more
    assert game.log[-1] == GameOver(winner=1, reason="life")


def test_d19_51_a_control_change_names_the_card_the_new_and_the_old_controller(
    pool: dict[str, CardDef],
) -> None:
    """Level 2 (D19.51): the latest control effect decides; the log says whose the permanent
    was and whose it is now."""
    game = played(pool, TABLE)
    ork = obj(game, "Orkozlob")
    eff = ContinuousEffect(
        game.new_stack_id(),
        game.next_timestamp(),
        "control",
        [(ork, game.objects[ork].incarnation)],
        {"controller": 0},
    )
    game.effects.append(eff)
    game.refresh_control(ork)
    assert game.log[-1] == ControlChanged(card=ork, player=0, previous=1)
    assert game.objects[ork].controller == 0


# ------------------------------------------------------------------------------- the copy
def rich(pool: dict[str, CardDef]) -> Game:
    """The table with combat, an item on the niz, an effect and a waiting trigger, every part
    holding something a copy must not share."""
    game = played(pool, TABLE)
    vuk = obj(game, "Mladi Vuk")
    ork = obj(game, "Orkozlob")
    game.objects[vuk].counters = {"+10/+10": 1}
    game.objects[vuk].choices = {"creature_type": "Vuk"}
    game.combat = Combat(0, 1, [vuk], {ork: [vuk]}, {vuk: [ork]}, {vuk}, True, True, {vuk, ork})
    game.stack.append(
        StackItem(
            game.new_stack_id(),
            StackKind.COMBAT_DAMAGE,
            0,
            vuk,
            targets={"t": [(ork, 0)]},
            division={"t": {ork: 20}},
            trigger_data={"lki": {"name": "Mladi Vuk", "colors": ["Z"]}},
            combat_damage=[DamageAssignment(vuk, 0, ork, 0, 20)],
            source_lki={"name": "Mladi Vuk"},
        )
    )
    game.effects.append(
        ContinuousEffect(
            game.new_stack_id(),
            game.next_timestamp(),
            "pump",
            [(vuk, game.objects[vuk].incarnation)],
            {"power": 10, "toughness": 10, "nested": {"a": [1]}},
        )
    )
    ability = next(c for c in pool.values() if c.triggered).triggered[0]
    game.pending_triggers.append(
        PendingTrigger(vuk, 0, 0, 0, {"player": 1, "seen": [vuk]}, "Mladi Vuk", ability)
    )
    game.players[0].pool.add("Z", 2)
    return game


def test_a_copy_is_the_same_game(pool: dict[str, CardDef]) -> None:
    """ARCHITECTURE §4: a copy (a preview, an undo point) is the same game: its combat, niz,
    effects, waiting triggers, players and objects are equal to the original's."""
    game = rich(pool)
    new = game.copy()
    assert new.combat == game.combat
    assert new.stack == game.stack
    assert new.effects == game.effects
    assert new.pending_triggers == game.pending_triggers
    assert [p.__dict__ for p in new.players] == [p.__dict__ for p in game.players]
    assert {i: o.__dict__ for i, o in new.objects.items()} == {
        i: o.__dict__ for i, o in game.objects.items()
    }
    assert new.digest() == game.digest()


def test_a_copy_shares_nothing_the_game_changes(pool: dict[str, CardDef]) -> None:
    """Changing everything a rule may change in the copy leaves the original as it was."""
    game = rich(pool)
    before = game.digest()
    combat = (
        (
            list(game.combat.attackers),
            {k: list(v) for k, v in game.combat.blocks.items()},
            {k: list(v) for k, v in game.combat.blocked_by.items()},
            set(game.combat.blocked),
            set(game.combat.dealt_damage),
        )
        if game.combat
        else None
    )
    item = game.stack[0]
    item_before = (
        {k: dict(v) for k, v in item.division.items()},
        repr(item.trigger_data),
        repr(item.combat_damage),
        dict(item.source_lki),
    )
    eff_before = (list(game.effects[0].affected), repr(game.effects[0].params))
    pending_before = repr(game.pending_triggers)
    vuk = obj(game, "Mladi Vuk")
    new = game.copy()
    assert new.combat is not None
    new.combat.attackers.append(99)
    new.combat.blocks[next(iter(new.combat.blocks))].append(99)
    new.combat.blocked_by[vuk].append(99)
    new.combat.blocked.add(99)
    new.combat.dealt_damage.add(99)
    s = new.stack[0]
    s.division["t"][99] = 1
    s.trigger_data["lki"]["colors"].append("C")
    s.combat_damage[0].amount = 1
    s.source_lki["name"] = "x"
    new.effects[0].affected.append((99, 0))
    new.effects[0].params["nested"]["a"].append(2)
    new.pending_triggers[0].data["seen"].append(99)
    new.objects[vuk].counters["+10/+10"] = 5
    new.objects[vuk].choices["creature_type"] = "Ork"
    new.players[0].pool.clear()
    new.players[0].library.append(99)
    new.players[0].hand.append(99)
    new.players[0].graveyard.append(99)
    new.extra_turns.append(1)
    new.skips.append((1, "untap"))
    new.zone_cards.append(99)
    assert game.combat is not None
    assert (
        game.combat.attackers,
        game.combat.blocks,
        game.combat.blocked_by,
        game.combat.blocked,
        game.combat.dealt_damage,
    ) == combat
    assert (
        item.division,
        repr(item.trigger_data),
        repr(item.combat_damage),
        item.source_lki,
    ) == item_before
    assert (game.effects[0].affected, repr(game.effects[0].params)) == eff_before
    assert repr(game.pending_triggers) == pending_before
    assert game.objects[vuk].counters == {"+10/+10": 1}
    assert game.objects[vuk].choices == {"creature_type": "Vuk"}
    assert game.players[0].pool.total() == 2
    assert game.extra_turns == [] and game.skips == [] and 99 not in game.zone_cards
    assert game.digest() == before


def test_a_copys_random_numbers_and_their_digest_are_its_own(pool: dict[str, CardDef]) -> None:
    """A copy draws the same random numbers as the original would (ARCHITECTURE §4), and the
    hash of its RNG state in the digest follows its own draws — also after as many draws as
    the original had made (the hash is kept by the count of changes: izvori.engine.rng)."""
    game = played(pool, TABLE)
    game.shuffle(0)
    kept = game._rng_digest()
    assert game.copy()._rng_digest() == kept
    for draws in range(1, game.rng.changes + 3):
        new = game.copy()
        for _ in range(draws):
            new.rng.random()
        want = hashlib.sha256(repr(new.rng.getstate()).encode()).hexdigest()
        assert new._rng_digest() == want
    other = game.copy()
    other.shuffle(1)
    game.shuffle(1)
    assert other.players[1].library == game.players[1].library
    assert other.digest() == game.digest()


def test_a_copy_keeps_the_loop_memory_and_the_extra_turns(pool: dict[str, CardDef]) -> None:
    game = played(pool, TABLE)
    game.extra_turns.append(0)
    game.skips.append((1, "untap"))
    new = game.copy()
    assert new.extra_turns == [0] and new.skips == [(1, "untap")]
    assert new.digest() == game.digest()


# ------------------------------------------------------------------------------ the digest
def test_the_digest_of_a_known_position_does_not_change(pool: dict[str, CardDef]) -> None:
    """A save keeps the digest of its last state and warns when the replay gives another
    (persist/session.py): the digest of the same position must stay the same from one version
    to the next — keys sorted, names with č, ć, š, ž, đ encoded as UTF-8."""
    game = played(pool, TABLE)
    assert game.digest() == DIGEST


DIGEST = "e77c7506adb842364338bf811ed887551bdc9d008a57334de37d078b246904a7"


# ------------------------------------------------------------------ removed from combat
def test_c7_20_an_attacker_removed_from_combat_is_shown_neither_attacking_nor_blocked(
    pool: dict[str, CardDef],
) -> None:
    """C7.20: Mladi Vuk attacks and Orkozlob blocks it; Mladi Vuk is removed from combat. The
    table shows it neither attacking nor blocked by anything; Orkozlob stays a blocking
    creature with nothing to block (C10.26)."""
    game = played(pool, TABLE)
    vuk = obj(game, "Mladi Vuk")
    ork = obj(game, "Orkozlob")
    game.combat = Combat(0, 1, [vuk], {ork: [vuk]}, {vuk: [ork]}, {vuk})
    shown = view(game, 0).permanent(vuk)
    assert shown is not None and shown.attacking and shown.blocked_by == (ork,)
    game.remove_from_combat(vuk)
    shown = view(game, 0).permanent(vuk)
    assert shown is not None and not shown.attacking and shown.blocked_by == ()
    blocker = view(game, 0).permanent(ork)
    assert blocker is not None and blocker.blocks == (vuk,)


def test_c10_26_an_attacker_whose_blocker_is_removed_stays_blocked(
    pool: dict[str, CardDef],
) -> None:
    game = played(pool, TABLE)
    vuk = obj(game, "Mladi Vuk")
    ork = obj(game, "Orkozlob")
    game.combat = Combat(0, 1, [vuk], {ork: [vuk]}, {vuk: [ork]}, {vuk})
    game.remove_from_combat(ork)
    shown = view(game, 0).permanent(vuk)
    assert shown is not None and shown.attacking and shown.blocked_by == ()
    assert vuk in game.combat.blocked
    blocker = view(game, 0).permanent(ork)
    assert blocker is not None and blocker.blocks == ()


# ------------------------------------------------------------------- the answers' shapes
def asking(kind: DecisionKind) -> Decision:
    return Decision(0, kind, "q")


@pytest.mark.parametrize(
    ("kind", "answer", "shape"),
    [
        (DecisionKind.PRIORITY, ["cast", 5, 0, ""], Action("cast", 5)),
        (DecisionKind.PRIORITY, "pass", Action("pass")),
        (DecisionKind.PAY, ["auto"], Action("auto")),
        (DecisionKind.TARGETS, (4, -1), [4, -1]),
        (DecisionKind.CHOOSE_SOME, [3], [3]),
        (DecisionKind.ATTACKERS, (), []),
        (DecisionKind.ORDER, (2, 1), [2, 1]),
        (DecisionKind.BLOCKERS, [[7, 8], (9, 8)], [(7, 8), (9, 8)]),
        (DecisionKind.BLOCKERS, (), []),
        (DecisionKind.DIVIDE, {4: 20, -2: 10}, [(4, 20), (-2, 10)]),
        (DecisionKind.DIVIDE, [[4, 30]], [(4, 30)]),
        (DecisionKind.DIVIDE, ((4, 0),), [(4, 0)]),
        (DecisionKind.NUMBER, 0, 0),
        (DecisionKind.NUMBER, 7, 7),
        (DecisionKind.YES_NO, False, False),
        (DecisionKind.YES_NO, True, True),
        (DecisionKind.CHOOSE_ONE, "Vilenjak", "Vilenjak"),
    ],
)
def test_an_answer_in_its_json_shape_is_read_as_the_engines(
    kind: DecisionKind, answer: object, shape: object
) -> None:
    """ARCHITECTURE §2: an answer arrives as JSON (a save, a replay, the TUI) and is read into
    the shape of its decision's kind: actions, lists, (blocker, attacker) and (recipient,
    amount) pairs, a whole number, yes or no."""
    got = normalize_answer(asking(kind), answer)
    assert got == shape
    assert type(got) is type(shape)
    if isinstance(shape, list) and shape and isinstance(shape[0], tuple):
        assert all(type(p) is tuple for p in got)


@pytest.mark.parametrize(
    ("kind", "answer", "key"),
    [
        (DecisionKind.PRIORITY, 12, "answer.malformed"),
        (DecisionKind.TARGETS, 4, "answer.not_a_list"),
        (DecisionKind.CHOOSE_SOME, "3", "answer.not_a_list"),
        (DecisionKind.ATTACKERS, None, "answer.not_a_list"),
        (DecisionKind.ORDER, {1: 2}, "answer.not_a_list"),
        (DecisionKind.BLOCKERS, 7, "answer.not_a_list"),
        (DecisionKind.BLOCKERS, [7], "answer.malformed"),
        (DecisionKind.BLOCKERS, [[7, 8, 9]], "answer.malformed"),
        (DecisionKind.BLOCKERS, [[7]], "answer.malformed"),
        (DecisionKind.DIVIDE, 20, "answer.not_a_list"),
        (DecisionKind.DIVIDE, [4], "answer.malformed"),
        (DecisionKind.DIVIDE, [[4, 10, 1]], "answer.malformed"),
        (DecisionKind.DIVIDE, [[4]], "answer.malformed"),
        (DecisionKind.DIVIDE, [[4, "10"]], "answer.malformed"),
        (DecisionKind.DIVIDE, [[4, True]], "answer.malformed"),
        (DecisionKind.DIVIDE, {4: 1.5}, "answer.malformed"),
        (DecisionKind.NUMBER, "5", "answer.not_a_number"),
        (DecisionKind.NUMBER, True, "answer.not_a_number"),
        (DecisionKind.NUMBER, 2.0, "answer.not_a_number"),
        (DecisionKind.YES_NO, 1, "answer.not_yes_no"),
        (DecisionKind.YES_NO, "da", "answer.not_yes_no"),
    ],
)
def test_an_answer_of_the_wrong_shape_is_refused_saying_why(
    kind: DecisionKind, answer: object, key: str
) -> None:
    with pytest.raises(IllegalAnswer) as exc:
        normalize_answer(asking(kind), answer)
    assert exc.value.key == key


def everything(pool: dict[str, CardDef]) -> Game:
    """`rich` with every optional part of the state summary present: extra turns, an
    interrupted normal turn, a skip, a "for as long as" effect, a niz item with X, a mode, a
    revealed card and damage dealt, activations this turn, and a finished game."""
    game = rich(pool)
    vuk = obj(game, "Mladi Vuk")
    game.extra_turns = [1, 0]
    game.interrupted_normal = 1
    game.skips = [(1, "untap")]
    game.attackers_this_turn = [[vuk, 0]]
    game.effects.append(
        ContinuousEffect(
            game.new_stack_id(),
            game.next_timestamp(),
            "pump",
            [(vuk, 0)],
            {"power": 10},
            "while_you_control_self",
            vuk,
            0,
        )
    )
    item = game.stack[0]
    item.x, item.mode, item.revealed, item.damage_dealt = 2, 1, True, 30
    game.objects[vuk].activations_this_turn = {0: 2}
    game.objects[vuk].tapped = True
    game.objects[vuk].damage = 10
    game.objects[vuk].regen_shields = 1
    izvor = obj(game, "Grom")
    game.objects[izvor].attached_to = vuk
    ork = obj(game, "Orkozlob")
    game.objects[ork].copy_of = pool["Kavgadžija"]
    game.objects[ork].is_copy = True
    game.end_game(0, "life")
    return game


def test_the_digest_of_a_position_with_every_part_does_not_change(
    pool: dict[str, CardDef],
) -> None:
    """As above, for a position in which every part the digest reads is present (saves of
    games with extra turns, skips, combat damage on the niz, a finished game)."""
    game = everything(pool)
    assert game.digest() == DIGEST_EVERYTHING
    assert rich(pool).digest() == DIGEST_RICH
    loop = played(pool, LOOP)
    assert loop.loops is not None and loop.loops.taken
    assert loop.digest() == DIGEST_LOOP
    assert loop.copy().digest() == DIGEST_LOOP  # a copy keeps what was played from where
    on_niz = played(pool, LOOP_ON_NIZ)
    assert [s.kind for s in on_niz.stack] == ["spell", "ability"]
    assert on_niz.digest() == DIGEST_LOOP_ON_NIZ
    later = played(pool, DELAYED)
    assert later.delayed
    assert later.digest() == DIGEST_DELAYED


#: D22.20: one turn of Ana's loop played (scenario d22_20_broj_ponavljanja): what was played
#: from which position is part of the state
LOOP = (
    """
name: Petlja
rules: [D22.20]
"""
    + LOOP_CARDS
    + """setup:
  active: Ana
  players:
    - name: Ana
      play: [Krilati Duh, Kamen Oluje]
    - name: Boris
script:
  - {activate: Krilati Duh}
  - {pass: Boris}
  - {pass: Ana}
  - {activate: Kamen Oluje, targets: [Krilati Duh]}
  - {pass: Boris}
  - {pass: Ana}
"""
)


DIGEST_EVERYTHING = "cbfd80372ce154e14a2aff5bdbcbb2acdec239a62fa93a25c071da59892f9f84"
DIGEST_RICH = "d6afefc1605feb6db80394b51dca5066797a9248044c0e035f02f95b77b6689c"
#: Ana plays Kamen Oluje's ability while Boris's Grom is on the niz: the position it is played
#: from holds the card on the niz (D22.30)
LOOP_ON_NIZ = LOOP.replace(
    "    - name: Boris\n",
    "    - name: Boris\n      hand: [Grom]\n      pool: {R: 1}\n",
).replace(
    """  - {activate: Kamen Oluje, targets: [Krilati Duh]}
  - {pass: Boris}
  - {pass: Ana}
""",
    """  - {pass: Ana}
  - {cast: Grom, player: Boris, targets: [Ana]}
  - {activate: Kamen Oluje, targets: [Krilati Duh]}
""",
)

#: D5.40: a delayed triggered ability waiting for Ana's next upkeep is part of the state
DELAYED = """
name: Odloženi dar
rules: [D5.40]
cards:
  - name: Odloženi Dar
    cost: "1C"
    type: Vradžbina
    text: "Na početku tvoje sledeće pripreme dobijaš 50 života."
    effects:
      - delayed_trigger:
          at: your_next_upkeep
          effects: [{gain_life: {who: you, amount: 50}}]
setup:
  active: Ana
  players:
    - name: Ana
      hand: [Odloženi Dar]
      pool: {C: 2}
    - name: Boris
script:
  - {cast: Odloženi Dar}
  - {pass: Boris}
  - {pass: Ana}
"""
DIGEST_DELAYED = "9d342dd92a70f1f3442a8e9acb973656a971261da7901c0913ff7827b125cda4"
DIGEST_LOOP_ON_NIZ = "6d37d840e5203d2abb0019341aa50b71bb24820918a8464acc7bd3adacd628c7"
DIGEST_LOOP = "d21d173d6809720b2cae471886ac41a19df76b8a643d6f8ab0c9e4fc1b958259"


# ------------------------------------------------------------------------- the protocol
def test_d23_a_cast_backed_out_of_is_kept_in_the_history_as_cancel(
    pool: dict[str, CardDef],
) -> None:
    """D23.10: Ana starts casting Grom and backs out before it is paid for: the game
    is as before the cast, she has priority again, and the history (what a save replays) keeps
    both answers — the cast and "cancel" — each counted as an answer taken."""
    game = played(pool, CANCEL)
    before = game.digest()
    asked_before = game.pending
    assert asked_before is not None and asked_before.player == 0
    cast = next(a for a in asked_before.options if a.kind == "cast")
    game.submit(cast)
    assert game.pending is not None and game.pending.can_cancel
    with pytest.raises(IllegalAnswer):
        game.submit("nazad")
    game.submit("cancel")
    assert game.history[-2:] == [
        HistoryEntry(0, cast.to_json()),
        HistoryEntry(0, "cancel"),
    ]
    assert game.answers_submitted == 2
    assert game.digest() == before
    assert game.pending == asked_before


CANCEL = """
name: Odustajanje
rules: [D23.10]
setup:
  active: Ana
  step: glavna1
  players:
    - name: Ana
      hand: [Grom]
      play:
        - {card: Oluja, as_source: true}
        - {card: Piromanija, as_source: true}
    - name: Boris
"""


def test_a3_10_no_answer_without_a_question_and_none_after_the_end(
    pool: dict[str, CardDef],
) -> None:
    """A game set up but not started asks nothing ("game.no_decision") and is in no step; a
    finished game takes no answers ("game.over")."""
    waiting = Game([[], []], ("Ana", "Boris"), start=False)
    with pytest.raises(IllegalAnswer) as exc:
        waiting.submit("pass")
    assert exc.value.key == "game.no_decision"
    assert waiting.state_summary()["step"] is None  # no turn yet: no step
    game = played(pool, TABLE)
    game.end_game(1, "life")
    with pytest.raises(IllegalAnswer) as exc:
        game.submit("pass")
    assert exc.value.key == "game.over"
    assert game.history == []


def test_an_indestructible_permanent_is_not_destroyed(pool: dict[str, CardDef]) -> None:
    """Gl. "Neuništiv": Mladi Vuk, made indestructible until end of turn, is not destroyed —
    no regeneration shield is used and nothing is logged."""
    game = played(pool, TABLE)
    vuk = obj(game, "Mladi Vuk")
    game.objects[vuk].regen_shields = 1
    game.effects.append(
        ContinuousEffect(
            game.new_stack_id(),
            game.next_timestamp(),
            "grant",
            [(vuk, game.objects[vuk].incarnation)],
            {"keywords": ["Neuništiv"]},
        )
    )
    game.touch()
    mark = len(game.log)
    game.destroy(vuk)
    assert game.objects[vuk].zone == Zone.PLAY
    assert game.objects[vuk].regen_shields == 1
    assert game.log[mark:] == []


#: Ana's Imitator enters as a copy of Boris's Mladi Vuk, and her Plima returns it to her hand
COPY_BOUNCED = """
name: Kopija se vraća u ruku
rules: [E4.20, D14.26]
setup:
  active: Ana
  step: glavna1
  players:
    - name: Ana
      hand: [Imitator, Plima]
      play:
        - {card: Magične Reči, as_source: true}
        - {card: Magične Reči, as_source: true}
        - {card: Magične Reči, as_source: true}
        - {card: Magične Reči, as_source: true}
        - {card: Magične Reči, as_source: true}
        - {card: Magične Reči, as_source: true}
    - name: Boris
      play: [Mladi Vuk]
script:
  - {cast: Imitator}
  - {pass: Boris}
  - {pass: Ana}
  - {choose: [Mladi Vuk]}
  - {cast: Plima, targets: [Imitator]}
  - {pass: Boris}
  - {pass: Ana}
expect:
  hand: {Ana: [Imitator]}
"""


def test_d14_26_a_copy_leaving_play_is_named_as_it_was_in_play(pool: dict[str, CardDef]) -> None:
    """E4.20, D14.26: Ana's Imitator, a copy of Mladi Vuk, is returned to her hand by Plima: the
    log names what left play by its last known information — "Mladi Vuk", as the players saw it
    in play — while the card in her hand is Imitator again."""
    game = played(pool, COPY_BOUNCED)
    imitator = obj(game, "Imitator", Zone.HAND)
    (moved,) = [
        e
        for e in game.log
        if isinstance(e, ZoneChanged) and e.card == imitator and e.from_zone == "u igri"
    ]
    assert (moved.name, moved.to_zone, moved.was_creature) == ("Mladi Vuk", "ruka", True)
    assert event_line(game, moved) == "Mladi Vuk: u igri → ruka."
    assert game.objects[imitator].card.name == "Imitator"


def test_d3_92_a_new_game_with_a_card_that_works_from_the_hand_starts(
    pool: dict[str, CardDef],
) -> None:
    """D3.92: decks of Onostrano Zlo (whose ability works from the hand): the game starts, the
    opening hands are dealt, and the starting player is asked at his first priority — the
    cards in the hand, looked at for what they can do from there, have their printed values."""
    zla = deck(pool, *["Onostrano Zlo"] * 10)
    game = Game([zla, list(zla)], ("Ana", "Boris"), seed=3, starting_player=0)
    assert [len(p.hand) for p in game.players] == [7, 7]
    d = game.pending
    assert d is not None and (d.player, d.kind) == (0, DecisionKind.PRIORITY)
    zlo = game.players[0].hand[0]
    assert (game.chars(zlo).name, game.chars(zlo).power) == ("Onostrano Zlo", 30)


#: D20.91 (pravila/d20_91_zamena_odlaska_bira_bice.yaml up to its first question): Teror Mraka
#: destroys Ana's Feniks Povratnik; two replacements of its move to the odlagalište apply, so
#: it waits, still in play, while Ana chooses which applies first.
FENIKS_WAITS = """
name: Feniks čeka izbor zamene
rules: [D20.91]
cards:
  - name: Večni Zaborav
    cost: "2C"
    type: Promena
    text: "Ako bi karta otišla na odlagalište, umesto toga je ukloni iz igre."
    abilities:
      - static: {op: replace_to_graveyard, which: any, goes_to: removed}
  - name: Feniks Povratnik
    cost: "2R"
    type: Biće
    power: 20
    toughness: 20
    text: >-
      Ako bi Feniks Povratnik otišao na odlagalište iz igre, umesto toga ga možeš staviti na vrh
      biblioteke vlasnika.
    abilities:
      - static:
          op: replace_to_graveyard
          which: self
          from: play
          goes_to: library_top
          optional: true
setup:
  active: Boris
  step: glavna1
  players:
    - name: Ana
      library: [Grom, Grom]
      graveyard: [Kavgadžija]
      play: [Feniks Povratnik, Večni Zaborav]
    - name: Boris
      hand: [Teror Mraka]
      play: [{card: Grobni Skelet, as_source: true}, {card: Grobni Skelet, as_source: true}]
script:
  - {cast: Teror Mraka, targets: [Feniks Povratnik]}
  - {pass: Ana}
  - {pass: Boris}
  - expect: {pending: {player: Ana, prompt: zone.replacement_choice}}
"""


def test_gl_unistiti_only_a_permanent_in_play_not_yet_on_its_way_is_destroyed(
    pool: dict[str, CardDef],
) -> None:
    """Gl. "Uništiti": destroying moves a permanent from play to the odlagalište. A card in the
    odlagalište is not a permanent: destroying it does nothing (no Destroyed, it stays where it
    is). D20.91: a permanent whose destruction waits for its controller's choice of replacement
    is already on its way — a second destruction meanwhile does nothing either (one Destroyed,
    one question). (No card today destroys twice while a choice waits: Game.destroy's own
    guard, read by every effect that destroys.)"""
    game = played(pool, FENIKS_WAITS)
    feniks = obj(game, "Feniks Povratnik")
    kavgadzija = obj(game, "Kavgadžija", Zone.GRAVEYARD)
    log_before = len(game.log)
    graveyard_before = list(game.players[0].graveyard)
    assert game.destroy(kavgadzija) is False
    assert game.log[log_before:] == []
    assert game.players[0].graveyard == graveyard_before
    assert game.destroy(feniks) is False
    assert [e for e in game.log if isinstance(e, Destroyed)] == [
        Destroyed(card=feniks, name="Feniks Povratnik")
    ]
    assert game.objects[feniks].zone == Zone.PLAY
    d = game.pending
    assert d is not None and (d.player, d.prompt) == (0, "zone.replacement_choice")


# ------------------------------------------------------------ D22.20: a shortcut that breaks off
#: scenario pravila/d22_20_rep17_prekinuta_precica_nudi_novu.yaml: Ana's loop with Boris's
#: choice of target for Zeleni Odsjaj in it; in the first repeated round the trigger has no
#: legal target (D11.40), so the loop's next answer is Boris's where Ana has prednost
BROKEN_OFF = "d22_20_rep17_prekinuta_precica_nudi_novu.yaml"


def _broken_off_text(by_hand: bool) -> str:
    """The scenario's text without its final `expect`: with the shortcut (3 repetitions), or
    with the first repeated round played out by hand up to the same moment instead."""
    text = (SCENARIOS / BROKEN_OFF).read_text("utf-8")
    text = text[: text.index("\nexpect:\n")] + "\n"
    if by_hand:
        text = text[: text.index("  - {answer: loop}")] + (
            "  - {activate: Ključ Okova, targets: [Stezaljka Boja]}\n"
            "  - {pass: Boris}\n"
            "  - {pass: Ana}\n"
            "  - {activate: Ključ Okova, targets: [Kamen Mane]}\n"
            "  - {pass: Boris}\n"
            "  - {pass: Ana}\n"
            "  - {mana: Kamen Mane}\n"
        )
    return text


def test_d22_20_where_a_shortcut_breaks_off_the_player_decides_as_if_he_had_played_it_out(
    pool: dict[str, CardDef],
) -> None:
    """D22.20, D22.30: a shortcut only saves playing the loop's answers one by one; the loop
    position and the answers are the game, the shortcut's list of answers still to repeat is
    not. So where it breaks off — the next answer in the list is Boris's (his choice of target
    for Zeleni Odsjaj, which now has none, D11.40) and Ana has prednost — Ana decides exactly
    as if she had played the round out herself: the same position, the same options, among
    them a new shortcut (she is back at a position she played Stezaljka Boja from in this
    step). The decision is made with the list empty (Game._repeat), not kept from the moment
    it was still full (then "loop" was missing)."""
    shortcut = played(pool, _broken_off_text(by_hand=False))
    by_hand = played(pool, _broken_off_text(by_hand=True))
    assert shortcut.loops is not None and shortcut.loops.queue == []
    assert position_key(shortcut) == position_key(by_hand)
    assert shortcut.pending is not None and by_hand.pending is not None
    assert shortcut.pending == by_hand.pending
    assert Action("loop") in shortcut.pending.options
