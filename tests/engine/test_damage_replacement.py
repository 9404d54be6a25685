"""Replacement and prevention of damage (D20) where scenario files can't look: a damage event
waiting in the middle for a player's choice (copies, replays, illegal answers), the combat
damage item waiting with it, "you may" around instructions that ask or wait, and the card
vocabulary's error messages.

The rules themselves are shown by the scenarios in tests/scenarios/pravila/d20_*.yaml.
"""

from __future__ import annotations

import textwrap
from collections import Counter
from typing import Any

import pytest
import soak_mode

from izvori.agents.random_agent import RandomAgent
from izvori.cards.schema import MAX_MODES, CardError, build_card
from izvori.cards.yamlsafe import load_text
from izvori.engine.carddef import CardDef
from izvori.engine.damage import DamageFrame
from izvori.engine.decisions import DecisionKind, IllegalAnswer
from izvori.engine.events import DamageDealt
from izvori.engine.game import Game
from izvori.engine.objects import StackKind, Zone, player_ref
from izvori.engine.record import game_record, replay
from izvori.scenario.table import card_pool, obj, pass_while_priority, setup

ANA, BORIS = 0, 1

EXTRA = """
- name: Mali Štit
  cost: "Ž"
  type: Iznenađenje
  targets: [{kind: creature_or_player}]
  effects: [{prevent_damage: {to: target, amount: 10}}]
- name: Krvava Žrtva
  cost: "C"
  type: Vradžbina
  effects:
    - may:
        effects: [{damage: {to: you, amount: 20}}]
        if_you_do: [{draw: {who: you, count: 2}}]
- name: Izbor Žrtve
  cost: "C"
  type: Vradžbina
  effects:
    - may:
        effects: [{discard: {who: you, count: 1}}]
        if_you_do: [{draw: {who: you, count: 2}}]
- name: Zavet Štitonoše
  cost: "Ž"
  type: Iznenađenje
  targets: [{kind: creature}, {kind: creature}]
  effects:
    - redirect_damage: {what: target, to: [you, target2]}
"""


@pytest.fixture(scope="module")
def pool() -> dict[str, CardDef]:
    return card_pool(EXTRA)


SHIELD_AND_OPSADA = """
active: Ana
players:
  - name: Ana
    play: [Opsada]
  - name: Boris
stack:
  - {spell: Grom, controller: Ana, targets: [Boris]}
  - {spell: Mali Štit, controller: Boris, targets: [Boris]}
"""


def test_d20_91_the_damage_event_waits_for_the_affected_player(
    pool: dict[str, CardDef],
) -> None:
    """D20.91: the question belongs to the player the damage would be dealt to; the spell is
    still resolving (on the niz) while he thinks, and his answer decides the outcome."""
    game = setup(pool, SHIELD_AND_OPSADA)
    pass_while_priority(game)
    d = game.pending
    assert d is not None
    assert (d.player, d.kind, d.prompt) == (BORIS, DecisionKind.ORDER, "damage.order")
    names = [game.objects[s].card.name for s in d.context["triggers"]]
    assert sorted(names) == ["Mali Štit", "Opsada"]
    assert d.context["amount"] == 20 and d.context["recipient"] == player_ref(BORIS)
    assert isinstance(game.frames[-1], DamageFrame)
    assert [s.source and game.objects[s.source].card.name for s in game.stack] == ["Grom"]
    assert game.players[BORIS].life == 200
    shield_first = game.copy()
    shield_first.submit([names.index("Mali Štit"), names.index("Opsada")])
    game.submit([names.index("Opsada"), names.index("Mali Štit")])
    assert shield_first.players[BORIS].life == 180  # (20 - 10) × 2
    assert game.players[BORIS].life == 170  # 20 × 2 - 10
    for g in (game, shield_first):
        assert g.stack == [] and not any(isinstance(f, DamageFrame) for f in g.frames)
        assert g.pending is not None and g.pending.kind == DecisionKind.PRIORITY


@pytest.mark.parametrize("answer", [[0, 0], [0], [1, 0, 2], ["a", "b"], [True, False], 7])
def test_d20_91_an_illegal_order_changes_nothing(pool: dict[str, CardDef], answer: Any) -> None:
    game = setup(pool, SHIELD_AND_OPSADA)
    pass_while_priority(game)
    before = game.digest()
    with pytest.raises(IllegalAnswer):
        game.submit(answer)
    assert game.digest() == before


def test_d20_91_a_copy_taken_mid_damage_continues_identically(pool: dict[str, CardDef]) -> None:
    game = setup(pool, SHIELD_AND_OPSADA)
    pass_while_priority(game)
    clone = game.copy()
    for g in (game, clone):
        g.submit([1, 0])
        pass_while_priority(g)
    assert game.digest() == clone.digest()


def test_d20_91_combat_damage_waits_on_the_niz(pool: dict[str, CardDef]) -> None:
    """The combat damage item stays on the niz until the defender has ordered the effects,
    then leaves it; the damage is dealt once."""
    game = setup(
        pool,
        """
        active: Ana
        step: blokeri
        combat: {attackers: [Kavgadžija]}
        players:
          - name: Ana
            play: [Opsada, Kavgadžija]
          - name: Boris
        stack:
          - {spell: Mali Štit, controller: Boris, targets: [Boris]}
        """,
    )
    pass_while_priority(game)  # the shield resolves, combat damage goes on the niz...
    d = game.pending
    assert d is not None and d.prompt == "damage.order" and d.player == BORIS
    assert [s.kind for s in game.stack] == [StackKind.COMBAT_DAMAGE]
    names = [game.objects[s].card.name for s in d.context["triggers"]]
    game.submit([names.index("Opsada"), names.index("Mali Štit")])
    assert game.stack == []
    assert game.players[BORIS].life == 170
    damage = [e for e in game.log if isinstance(e, DamageDealt)]
    assert [(e.amount, e.combat) for e in damage] == [(30, True)]


def test_d20_52_you_may_around_damage_that_waits_for_a_choice(pool: dict[str, CardDef]) -> None:
    """D20.52: "if you do" follows the choice; the damage in [A] may itself stop for a
    D20.91 question, and [B] still happens after it."""
    game = setup(
        pool,
        """
        active: Ana
        players:
          - name: Ana
            library: [Grom, Grom, Grom]
            play: [Opsada]
          - name: Boris
        stack:
          - {spell: Krvava Žrtva, controller: Ana}
          - {spell: Mali Štit, controller: Ana, targets: [Ana]}
        """,
    )
    pass_while_priority(game)
    assert game.pending is not None and game.pending.prompt == "resolve.may"
    game.submit(True)
    d = game.pending
    assert d is not None and d.prompt == "damage.order" and d.player == ANA
    names = [game.objects[s].card.name for s in d.context["triggers"]]
    assert len(game.players[ANA].hand) == 0  # [B] waits for [A]
    game.submit([names.index("Mali Štit"), names.index("Opsada")])
    assert game.players[ANA].life == 180
    assert len(game.players[ANA].hand) == 2
    assert game.stack == []


def test_d20_52_you_may_around_an_instruction_that_asks(pool: dict[str, CardDef]) -> None:
    game = setup(
        pool,
        """
        active: Ana
        players:
          - name: Ana
            library: [Grom, Grom, Grom]
            hand: [Oluja, Mladi Vuk]
          - name: Boris
        stack:
          - {spell: Izbor Žrtve, controller: Ana}
        """,
    )
    pass_while_priority(game)
    game.submit(True)
    d = game.pending
    assert d is not None and d.prompt == "resolve.discard"
    vuk = obj(game, "Mladi Vuk", Zone.HAND)
    with pytest.raises(IllegalAnswer):
        game.submit([12345])
    game.submit([vuk])
    assert game.objects[vuk].zone == Zone.GRAVEYARD
    assert len(game.players[ANA].hand) == 3  # Oluja and the two cards drawn
    assert game.stack == []


def test_d20_67_a_mode_must_be_one_offered(pool: dict[str, CardDef]) -> None:
    game = setup(
        pool,
        """
        active: Ana
        players:
          - name: Ana
            play: [Kavgadžija, Mladi Vuk, Sveti Čovek]
          - name: Boris
        stack:
          - {spell: Grom, controller: Boris, targets: [Kavgadžija]}
          - {spell: Zavet Štitonoše, controller: Ana, targets: [Kavgadžija]}
        """,
    )
    vuk = obj(game, "Mladi Vuk")
    game.stack[-1].targets["target2"] = [(vuk, game.objects[vuk].incarnation)]
    pass_while_priority(game)
    d = game.pending
    assert d is not None and (d.kind, d.prompt, d.player) == (
        DecisionKind.CHOOSE_ONE,
        "damage.mode",
        ANA,
    )
    assert set(d.options) == {player_ref(ANA), obj(game, "Mladi Vuk")}
    before = game.digest()
    for bad in (obj(game, "Sveti Čovek"), player_ref(BORIS), True, "Ana"):
        with pytest.raises(IllegalAnswer):
            game.submit(bad)
        assert game.digest() == before
    game.submit(obj(game, "Mladi Vuk"))
    assert game.objects[obj(game, "Mladi Vuk", Zone.GRAVEYARD)].zone == Zone.GRAVEYARD
    assert game.players[ANA].life == 200


#: the suite's games are the two of seeds 1-8 that ask both damage questions (damage.order and
#: damage.which_share; the others ask none); the soak command (`IZVORI_SOAK=1 pytest -m soak`)
#: plays all eight
DAMAGE_GAME_SEEDS = soak_mode.cases(short=(5, 7), long=range(1, 9))


@pytest.mark.soak
def test_d20_91_random_games_with_damage_choices_copy_and_replay(
    pool: dict[str, CardDef],
) -> None:
    """Random games full of shields, Opsada and "you gain the damage dealt": every damage
    question can be copied mid-way and every game replays to the same digest."""
    names = [
        "Opsada",
        "Sveti Čovek",
        "Grom",
        "Kostolomac",
        "Pipci Zla",
        "Skrivanje",
        "Mladi Vuk",
        "Kavgadžija",
        "Vatreni Vuk",
        "Sveti Čovek",
    ]
    deck = [pool[n] for n in names for _ in range(4)]
    asked: Counter[str] = Counter()
    for seed in DAMAGE_GAME_SEEDS:
        game = Game([deck, deck], ("Ana", "Boris"), seed=seed)
        agent = RandomAgent(seed)
        for _ in range(2500):
            if game.result is not None:
                break
            d = game.pending
            assert d is not None
            answer = agent.choose(d)
            if d.prompt.startswith("damage."):
                asked[d.prompt] += 1
                clone = game.copy()
                clone.submit(answer)
                game.submit(answer)
                assert clone.digest() == game.digest()
            else:
                game.submit(answer)
        assert replay(game_record(game), pool).digest() == game.digest()
    assert asked["damage.order"] > 0


# ------------------------------------------------------------------ the vocabulary
def _card(effects: str) -> Any:
    return load_text(
        "name: Proba\ncost: R\ntype: Iznenađenje\ntargets: [{kind: creature}]\n"
        f"effects:\n{textwrap.indent(textwrap.dedent(effects), '  ')}"
    )


@pytest.mark.parametrize(
    ("effects", "line", "key"),
    [
        ("- damage: {to: target, amount: 10, instead: 60}\n", 6, "card.instead_shape"),
        ("- damage: {to: target, amount: 10, instead: {if_color: crna}}\n", 6, "card.missing"),
        (
            "- damage: {to: target, amount: 10, instead: {amount: 60, boja: crna}}\n",
            6,
            "card.unknown_key",
        ),
        (
            "- damage: {to: target, amount: 10, instead: {amount: 6, if_color: siva}}\n",
            6,
            "card.color",
        ),
        (
            "- redirect_damage: {what: target, to: ["
            + ", ".join(["you"] * (MAX_MODES + 1))
            + "]}\n",
            6,
            "card.redirect_modes",
        ),
        ("- redirect_damage: {what: target, to: [you, nigde]}\n", 6, "card.selector"),
        ("- redirect_damage: {what: target, to: []}\n", 6, "card.redirect_modes"),
        ("- may: {if_you_do: [draw]}\n", 6, "card.missing"),
        ("- may:\n    effects:\n      - bum: {}\n", 8, "card.effect_op"),
        ("- prevent_from_source: {type: Zmaj}\n", 6, "card.filter"),
        ("- gain_life: {amount: damage_done}\n", 6, "card.amount"),
    ],
)
def test_bad_damage_vocabulary_is_a_clean_error(effects: str, line: int, key: str) -> None:
    with pytest.raises(CardError) as err:
        build_card(_card(effects), 1)
    assert (err.value.line, err.value.key) == (line, key)


def test_the_damage_vocabulary_builds() -> None:
    c = build_card(
        _card(
            """
            - damage: {to: target, amount: 30, instead: {amount: X*10, if_color: crna}}
            - redirect_damage: {what: target, to: [you, target], amount: 10}
            - prevent_from_source: {to: you, color: crvena, type: Biće}
            - may:
                effects: [{damage: {to: you, amount: 20}}]
                if_you_do: [{gain_life: {amount: damage_dealt}}]
            """
        ),
        1,
    )
    ops = [e.op for e in c.spell_effects]
    assert ops == ["damage", "redirect_damage", "prevent_from_source", "may"]
    assert dict(c.spell_effects[0].get("instead")) == {"amount": "X*10", "if_color": "C"}
    assert c.spell_effects[1].get("to") == ("you", "target")
    inner = c.spell_effects[3].get("if_you_do")
    assert inner[0].op == "gain_life" and inner[0].get("amount") == "damage_dealt"
