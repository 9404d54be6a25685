"""Delayed triggered abilities (D5.40–D5.44, D9.28) and the per-creature block triggers (D11.92,
D11.94) where a scenario file can't reach: copies and digests, a declaration in which one
creature blocks two attackers, refused answers and backing out of a payment, card-file errors.

Scenarios for the same rules are in tests/scenarios/a_c_d/d_izazvane/ and tests/scenarios/karte/.
"""

from __future__ import annotations

import pytest

from izvori.cards.schema import CardError
from izvori.engine.carddef import CardDef
from izvori.engine.decisions import Action, DecisionKind, IllegalAnswer
from izvori.engine.events import BlockersDeclared, SpellCast
from izvori.engine.game import Game
from izvori.engine.objects import Zone
from izvori.scenario.table import card, card_pool, obj, pass_priority, setup

ANA, BORIS = 0, 1

KLETVA = """
name: Odložena Kletva
cost: "1C"
type: Vradžbina
text: "Na početku tvoje sledeće pripreme, protivnik gubi 50 života. Protivnik je zaustavlja sa 2."
effects:
  - delayed_trigger:
      at: your_next_upkeep
      stop_by: opponent
      stop_cost: "2"
      effects: [{lose_life: {who: opponent, amount: 50}}]
"""


@pytest.fixture(scope="module")
def pool() -> dict[str, CardDef]:
    kletva = card(KLETVA)
    return {**card_pool(), kletva.name: kletva}


def kletva_resolved(pool: dict[str, CardDef]) -> Game:
    """Ana has cast Odložena Kletva and it resolved; Ana has priority."""
    game = setup(
        pool,
        """
        active: Ana
        step: glavna1
        players:
          - name: Ana
            hand: [Odložena Kletva]
            library: [Grom, Grom]
            play:
              - {card: Gladne Zmije, as_source: true}
              - {card: Grobočuvarka, as_source: true}
          - name: Boris
            library: [Grom]
            play:
              - {card: Mladi Vuk, as_source: true}
              - {card: Severnjak, as_source: true}
        """,
    )
    game.submit(Action("cast", obj(game, "Odložena Kletva", Zone.HAND)))
    while game.pending is not None and game.pending.kind == DecisionKind.PAY:
        game.submit(Action("auto"))
    pass_priority(game)
    pass_priority(game)
    assert not game.stack and len(game.delayed) == 1
    return game


# ------------------------------------------------------------------ D5.40: state of the game
def test_d5_40_delayed_ability_is_copied_and_in_the_digest(pool: dict[str, CardDef]) -> None:
    """The waiting ability is game state: a copy has its own, and the digest sees it."""
    game = kletva_resolved(pool)
    copy = game.copy()
    assert copy.digest() == game.digest()
    assert copy.delayed[0] is not game.delayed[0]
    copy.delayed.clear()
    assert copy.digest() != game.digest()
    assert len(game.delayed) == 1
    # D9.28: stopping it in the copy leaves the original waiting
    fork = game.copy()
    pass_priority(fork)
    stop = next(a for a in fork.pending.options if a.kind == "stop")  # type: ignore[union-attr]
    fork.submit(stop)
    while fork.pending is not None and fork.pending.kind == DecisionKind.PAY:
        fork.submit(Action("auto"))
    assert fork.delayed == [] and len(game.delayed) == 1


# ------------------------------------------------------------------ D9.28
def test_d9_28_only_the_allowed_player_may_stop_it(pool: dict[str, CardDef]) -> None:
    game = kletva_resolved(pool)
    dt = game.delayed[0]
    assert game.pending is not None and game.pending.player == ANA
    assert not any(a.kind == "stop" for a in game.pending.options)
    before = game.digest()
    with pytest.raises(IllegalAnswer):
        game.submit(Action("stop", dt.source, dt.id, "2"))
    assert game.digest() == before


def test_d9_28_backing_out_of_the_payment_undoes_it(pool: dict[str, CardDef]) -> None:
    """D23.10: Boris starts to stop it, taps a source, then backs out: all as before."""
    game = kletva_resolved(pool)
    pass_priority(game)
    assert game.pending is not None and game.pending.player == BORIS
    before = game.digest()
    stop = next(a for a in game.pending.options if a.kind == "stop")
    game.submit(stop)
    assert game.pending.kind == DecisionKind.PAY and game.pending.prompt == "pay.stop_delayed"
    mana = next(a for a in game.pending.options if a.kind == "mana")
    game.submit(mana)
    assert any(game.objects[o].tapped for o in game.battlefield)
    game.submit(Action("cancel"))
    assert game.digest() == before
    assert len(game.delayed) == 1
    assert game.pending.player == BORIS and game.pending.kind == DecisionKind.PRIORITY


def test_d9_28_stopping_is_not_offered_without_the_mana(pool: dict[str, CardDef]) -> None:
    game = kletva_resolved(pool)
    pass_priority(game)
    for o in list(game.battlefield):
        if game.objects[o].controller == BORIS:
            game.objects[o].tapped = True
    game.touch()
    from izvori.engine.casting import legal_actions

    assert not any(a.kind == "stop" for a in legal_actions(game, BORIS))


# ------------------------------------------------------------------ D11.92 / D11.91
def test_d11_92_triggers_once_for_each_creature_it_blocks(pool: dict[str, CardDef]) -> None:
    """No card lets a creature block two attackers yet (C10.25), so the declaration is emitted
    directly: Mnogooki Bazilisk blocking two attackers triggers its "blocks a creature"
    ability twice, each knowing its attacker, while a "whenever this blocks" ability (D11.91)
    triggers once."""
    shtitonosa = card(
        """
        name: Štitonoša
        cost: "1Ž"
        type: Biće
        power: 10
        toughness: 30
        abilities:
          - triggered:
              when: blocks
              effects: [{gain_life: {who: you, amount: 10}}]
        """
    )
    game = setup(
        {**pool, shtitonosa.name: shtitonosa},
        """
        active: Ana
        step: blokeri
        combat: {attackers: [Kavgadžija, Mladi Vuk]}
        players:
          - name: Ana
            play: [Kavgadžija, Mladi Vuk]
          - name: Boris
            play: [Mnogooki Bazilisk, Štitonoša]
        """,
    )
    game.pending_triggers.clear()
    baz, sht = obj(game, "Mnogooki Bazilisk"), obj(game, "Štitonoša")
    kav, vuk = obj(game, "Kavgadžija"), obj(game, "Mladi Vuk")
    game.emit(
        BlockersDeclared(player=BORIS, pairs=[[baz, kav], [baz, vuk], [sht, kav], [sht, vuk]])
    )
    from_baz = [t for t in game.pending_triggers if t.source == baz]
    from_sht = [t for t in game.pending_triggers if t.source == sht]
    assert sorted(t.data["object"] for t in from_baz) == sorted([kav, vuk])
    assert {t.ability.event for t in from_baz} == {"blocks_creature"}
    assert len(from_sht) == 1
    assert from_sht[0].data["object"] == kav  # "that creature": the (first) one it blocks


def test_d11_94_one_trigger_per_blocker_with_that_blocker(pool: dict[str, CardDef]) -> None:
    game = setup(
        pool,
        """
        active: Ana
        step: blokeri
        combat: {attackers: [Mnogooki Bazilisk]}
        players:
          - name: Ana
            play: [Mnogooki Bazilisk]
          - name: Boris
            play: [Severnjak, Kavgadžija]
        """,
    )
    game.pending_triggers.clear()
    baz = obj(game, "Mnogooki Bazilisk")
    sev, kav = obj(game, "Severnjak"), obj(game, "Kavgadžija")
    game.emit(BlockersDeclared(player=BORIS, pairs=[[sev, baz], [kav, baz]]))
    per_blocker = [t for t in game.pending_triggers if t.ability.event == "blocked_by_creature"]
    assert sorted(t.data["object"] for t in per_blocker) == sorted([sev, kav])
    assert len(per_blocker) == len(game.pending_triggers)


def test_d11_93_becomes_blocked_refers_to_all_its_blockers(pool: dict[str, CardDef]) -> None:
    """Once however many block it (D11.93); `trigger_object` is every creature blocking it."""
    game = setup(
        pool,
        """
        active: Ana
        step: blokeri
        combat: {attackers: [Razjarena Zver]}
        players:
          - name: Ana
            play: [Razjarena Zver]
          - name: Boris
            play: [Severnjak, Kavgadžija]
        """,
    )
    game.pending_triggers.clear()
    zver = obj(game, "Razjarena Zver")
    sev, kav = obj(game, "Severnjak"), obj(game, "Kavgadžija")
    game.emit(BlockersDeclared(player=BORIS, pairs=[[sev, zver], [kav, zver]]))
    assert len(game.pending_triggers) == 1
    from izvori.engine.selectors import remembered_objects

    remembered = game.pending_triggers[0].data["remembered"]
    assert sorted(remembered_objects(game, remembered)) == sorted([sev, kav])


# ------------------------------------------------------------------ card files
@pytest.mark.parametrize(
    ("effects", "problem"),
    [
        ("[{delayed_trigger: {effects: [draw]}}]", "card.missing"),
        ("[{delayed_trigger: {at: soon, effects: [draw]}}]", "card.delayed_event"),
        ("[{delayed_trigger: {at: leaves_play, effects: [draw]}}]", "card.missing"),
        (
            "[{delayed_trigger: {at: end_of_turn, stop_by: nobody, effects: [draw]}}]",
            "card.selector",
        ),
        ("[{delayed_trigger: {at: end_of_turn, stop_cost: 'Q', effects: [draw]}}]", "card.cost"),
        # the delayed ability can't use the spell's targets: only what it remembers
        (
            "[{delayed_trigger: {at: end_of_turn, effects: [{destroy: {what: target}}]}}]",
            "card.selector",
        ),
    ],
)
def test_delayed_trigger_errors_in_card_files(effects: str, problem: str) -> None:
    text = f"""
name: Loša Kletva
cost: "C"
type: Vradžbina
targets: [{{kind: creature}}]
effects: {effects}
"""
    with pytest.raises(CardError) as err:
        card(text)
    assert err.value.key == problem


def test_block_count_condition_must_be_positive() -> None:
    with pytest.raises(CardError) as err:
        card(
            """
            name: Div
            cost: "3Z"
            type: Biće
            power: 30
            toughness: 30
            abilities:
              - triggered: {when: becomes_blocked, exactly: 0, effects: [draw]}
            """
        )
    assert err.value.key == "card.int_positive"


def test_casts_trigger_with_not_color(pool: dict[str, CardDef]) -> None:
    """`not_color` works for `casts` as it does for the block triggers."""
    straza = card(
        """
        name: Bela Straža
        cost: "1Ž"
        type: Biće
        power: 10
        toughness: 10
        abilities:
          - triggered:
              when: casts
              player: any
              not_color: crna
              effects: [{gain_life: {who: you, amount: 10}}]
        """
    )
    game = setup(
        {**pool, straza.name: straza},
        """
        active: Ana
        step: glavna1
        players:
          - name: Ana
            play: [Bela Straža]
          - name: Boris
        """,
    )
    game.pending_triggers.clear()
    game.emit(SpellCast(player=BORIS, card=0, item=0, name="Teror Mraka", colors=["C"], types=[]))
    assert game.pending_triggers == []
    game.emit(SpellCast(player=BORIS, card=0, item=0, name="Grom", colors=["R"], types=[]))
    assert len(game.pending_triggers) == 1


def test_random_games_with_delayed_abilities_replay_identically(
    pool: dict[str, CardDef],
) -> None:
    """Seeded random play with the cards that make delayed abilities (and one that may be
    stopped): no engine error, the invariants hold, and a replay gives the same digest."""
    from izvori.agents.simulate import run_game
    from izvori.engine.record import game_record, replay

    ana = {"Mnogooki Bazilisk": 4, "Vila Poludnica": 4, "Odložena Kletva": 4, "Severnjak": 4}
    boris = {"Pećinski Bazilisk": 4, "Razjarena Zver": 4, "Lučonoša": 4, "Teror Mraka": 4}
    decks = [[pool[n] for n, k in d.items() for _ in range(k * 3)] for d in (ana, boris)]
    created = stopped = 0
    for seed in range(6):
        run = run_game(decks, seed)
        assert run.error is None, run.traceback
        created += sum(1 for e in run.game.log if e.kind == "delayed_created")
        stopped += sum(1 for e in run.game.log if e.kind == "delayed_stopped")
        assert replay(game_record(run.game), pool).digest() == run.game.digest()
    assert created > 0 and stopped > 0
