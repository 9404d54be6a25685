"""Casting and playing sources (izvori/engine/casting.py) as a judge reads them: what a player
is asked and shown when an Istočnik card is played as a source (E3.52).

Written for the mutants of casting.py's first (partial) run that the rules scenarios let
through (docs/mutation.md, session 13).
"""

from __future__ import annotations

import pytest
from positions import asked, played

from izvori.engine.carddef import CardDef
from izvori.engine.casting import SPELL_SHARE_MIN
from izvori.engine.decisions import Action, DecisionKind
from izvori.engine.events import (
    AbilityActivated,
    Discarded,
    LifeChanged,
    SourcePlayed,
    SpellCast,
    ZoneChanged,
)
from izvori.engine.game import Game
from izvori.engine.objects import Zone, player_ref
from izvori.engine.view import view
from izvori.gamelog import event_line
from izvori.scenario.table import card_pool, obj
from izvori.strings import t


@pytest.fixture(scope="module")
def pool() -> dict[str, CardDef]:
    return card_pool()


#: Ana plays Vila Studenca ("Letač. Istočnik 1") as a source with a source of her own untapped
ISTOCNIK = """
name: Istočnik
rules: [E3.52]
setup:
  active: Ana
  step: glavna1
  players:
    - name: Ana
      hand: [Vila Studenca]
      library: [Grom, Grom]
      play: [{card: Mladi Vuk, as_source: true}]
    - name: Boris
script:
  - {play_source: Vila Studenca}
"""


def test_e3_52_the_question_names_the_card_and_its_cost(pool: dict[str, CardDef]) -> None:
    """E3.52: played as a source, an Istočnik card enters tapped and its controller is asked —
    yes or no — whether she pays its cost; the question names the card and the cost."""
    game = asked(pool, ISTOCNIK, DecisionKind.YES_NO)
    d = game.pending
    assert d is not None and d.player == 0
    assert d.prompt == "istocnik.pay"
    assert d.options == (True, False)
    vila = obj(game, "Vila Studenca", Zone.PLAY)
    assert d.context == {"card": vila, "cost": "1"}
    assert t(d.prompt, **d.context).strip() != d.prompt  # a sentence, not the bare key


def test_e3_52_paying_is_asked_as_the_istocnik_payment(pool: dict[str, CardDef]) -> None:
    """E3.52: "yes" asks for the payment of that cost, named as the Istočnik's, about the card."""
    game = asked(pool, ISTOCNIK, DecisionKind.YES_NO)
    game.submit(True)
    d = game.pending
    assert d is not None and d.kind == DecisionKind.PAY and d.player == 0
    assert d.prompt == "pay.istocnik"
    assert d.context.get("card") == obj(game, "Vila Studenca", Zone.PLAY)


#: Ana plays the card named below as her source for the turn (B12.71)
SOURCE = """
name: Izvor
rules: [B12.71]
setup:
  active: Ana
  step: glavna1
  players:
    - name: Ana
      hand: [{card}]
      library: [Grom, Grom]
    - name: Boris
script:
  - {{play_source: {card}}}
"""


@pytest.mark.parametrize(
    ("card", "as_source", "source_type", "kind"),
    [
        # B12.76: a card of one colour becomes a basic source of that colour's type
        ("Mladi Vuk", "basic:Šuma", "Šuma", "Šuma"),
        # B12.77: an artifact becomes a non-basic source of colourless mana
        ("Dvorana Tišine", "artifact", "artifact", t("log.source_kind.artifact")),
        # B12.71, B12.77: a printed Izvor card stays itself, a non-basic source
        ("Kripta Plamena", "printed", "printed", t("log.source_kind.printed")),
    ],
    ids=["basic", "artifact", "printed"],
)
def test_b12_71_a_source_played_is_told_with_what_it_became(
    pool: dict[str, CardDef], card: str, as_source: str, source_type: str, kind: str
) -> None:
    """B12.71–B12.77: the card enters play under Ana's control as what it became, moved as a
    source (not cast), counted as her source for the turn; the event and the log line name
    Ana, the card and the kind of source."""
    game = played(pool, SOURCE.format(card=card))
    oid = obj(game, card, Zone.PLAY)
    assert game.objects[oid].as_source == as_source
    assert game.objects[oid].controller == 0
    played_events = [e for e in game.log if isinstance(e, SourcePlayed)]
    assert played_events == [SourcePlayed(player=0, card=oid, source_type=source_type, name=card)]
    moves = [e for e in game.log if isinstance(e, ZoneChanged) and e.card == oid]
    assert [(e.to_zone, e.cause) for e in moves] == [(Zone.PLAY.value, "source")]
    assert game.players[0].sources_played_this_turn == 1
    assert view(game, 0).players[0].sources_played == 1
    line = event_line(game, played_events[0])
    assert line == t("log.source_played", player="Ana", name=card, source=kind)


#: Ana, in her main phase with mana in her pool, holds the spells below; Boris has a creature
CASTING = """
name: Igranje
rules: [D10.12]
cards:
  - name: Ludi Prorok
    cost: "1R"
    type: Biće
    subtypes: [Čovek, Šaman]
    power: 10
    toughness: 10
    text: "Odbaci kartu: Ludi Prorok nanosi 10 štete odabranom igraču."
    abilities:
      - activated:
          cost: {discard: 1}
          targets: [{kind: player}]
          effects: [{damage: {to: target, amount: 10}}]
setup:
  active: Ana
  step: glavna1
  players:
    - name: Ana
      hand: [Varnica, Piromanija, Grom]
      play: [Viši Ciljevi, Ludi Prorok, Mladi Vuk]
      library: [Grom, Grom]
      pool: {R: 8}
    - name: Boris
      play: [Kavgadžija]
script:
  - {pass_until: {step: glavna1}}
"""


def _decision(game: Game) -> tuple[object, ...]:
    d = game.pending
    assert d is not None
    return (d.player, d.kind, d.prompt, d.options, d.context, d.min, d.max)


def test_d10_12_kicker_is_asked_yes_or_no_naming_its_cost(pool: dict[str, CardDef]) -> None:
    """D10.12, E3.143 (Pojačanje): casting Varnica, Ana is first asked whether she pays its
    Pojačanje, and the question names that cost; then its target, as one of one spec."""
    game = played(pool, CASTING)
    game.submit(Action("cast", obj(game, "Varnica", Zone.HAND)))
    assert _decision(game)[:5] == (
        0,
        DecisionKind.YES_NO,
        "cast.kicker",
        (True, False),
        {"cost": "2", "card": obj(game, "Varnica", Zone.STACK), "item": game.stack[-1].id},
    )
    game.submit(False)
    spec = pool["Varnica"].spell_targets[0]
    player, kind, prompt, options, context, lo, hi = _decision(game)
    assert (player, kind, prompt) == (0, DecisionKind.TARGETS, "cast.targets")
    assert context == {
        "spec": spec.ref,
        "kind": "creature_or_player",
        "index": 0,
        "card": obj(game, "Varnica", Zone.STACK),
        "item": game.stack[-1].id,
    }
    assert (lo, hi) == (1, 1)
    assert obj(game, "Kavgadžija", Zone.PLAY) in options


def test_d10_14_a_division_is_asked_over_the_chosen_targets(pool: dict[str, CardDef]) -> None:
    """D10.14: Piromanija's 40 is divided over the two targets Ana chose — each at least the
    smallest share — in one answer naming both."""
    game = played(pool, CASTING)
    game.submit(Action("cast", obj(game, "Piromanija", Zone.HAND)))
    medved = obj(game, "Kavgadžija", Zone.PLAY)
    boris = player_ref(1)
    game.submit([medved, boris])
    spec = pool["Piromanija"].spell_targets[0]
    assert _decision(game) == (
        0,
        DecisionKind.DIVIDE,
        "cast.divide",
        (medved, boris),
        {
            "spec": spec.ref,
            "total": 40,
            "minimum": SPELL_SHARE_MIN,
            "card": obj(game, "Piromanija", Zone.STACK),
            "item": game.stack[-1].id,
        },
        2,
        2,
    )


def test_d4_10_a_sacrifice_cost_asks_which_creature(pool: dict[str, CardDef]) -> None:
    """D4.10: Viši Ciljevi's cost is a creature sacrificed: Ana chooses which of hers."""
    game = played(pool, CASTING)
    game.submit(Action("activate", obj(game, "Viši Ciljevi", Zone.PLAY), 0))
    player, kind, prompt, options, context, _, _ = _decision(game)
    assert (player, kind, prompt, context) == (
        0,
        DecisionKind.CHOOSE_ONE,
        "cast.sacrifice",
        {
            "kind": "creature",
            "card": obj(game, "Viši Ciljevi", Zone.PLAY),
            "item": game.stack[-1].id,
        },
    )
    assert set(options) == {obj(game, "Ludi Prorok", Zone.PLAY), obj(game, "Mladi Vuk", Zone.PLAY)}


def test_d4_10_a_discard_cost_asks_for_that_many_cards(pool: dict[str, CardDef]) -> None:
    """D4.10: "Odbaci kartu:" — Ana chooses one card of her hand, and the question says how
    many."""
    game = played(pool, CASTING)
    game.submit(Action("activate", obj(game, "Ludi Prorok", Zone.PLAY), 0))
    game.submit([player_ref(1)])
    player, kind, prompt, options, context, lo, hi = _decision(game)
    assert (player, kind, prompt, context, lo, hi) == (
        0,
        DecisionKind.CHOOSE_SOME,
        "cast.discard",
        {"count": 1, "card": obj(game, "Ludi Prorok", Zone.PLAY), "item": game.stack[-1].id},
        1,
        1,
    )
    assert set(options) == set(game.players[0].hand)


def test_d10_16_the_payment_names_the_card_and_its_niz_entry(pool: dict[str, CardDef]) -> None:
    """D10.16: Grom's payment, from a source still to be tapped, is asked about Grom and the
    niz entry it made."""
    text = CASTING.replace("pool: {R: 8}", "play: [{card: Oluja, as_source: true}]").replace(
        "      play: [Viši Ciljevi, Ludi Prorok, Mladi Vuk]\n", ""
    )
    game = played(pool, text)
    game.submit(Action("cast", obj(game, "Grom", Zone.HAND)))
    game.submit([player_ref(1)])
    d = game.pending
    assert d is not None and d.kind == DecisionKind.PAY
    assert d.context.get("card") == obj(game, "Grom", Zone.STACK)
    assert d.context.get("item") == game.stack[-1].id


#: Ana's Probni Strelac makes Ž and has an "XŽ, @" ability; she has three yellow sources and
#: Vatrene Strele ("XR") in hand
ARCHER = """
name: Strelac
rules: [D10.15]
cards:
  - name: Probni Strelac
    cost: "1Ž"
    type: Biće
    subtypes: [Čovek]
    power: 10
    toughness: 10
    text: "@: Dodaj Ž u svoje izvorište. XŽ, @: Probni Strelac nanosi X×10 štete igraču."
    abilities:
      - activated:
          cost: {tap: true}
          effects: [{add_mana: {kind: žuta, amount: 1}}]
      - activated:
          cost: {mana: "XŽ", tap: true}
          targets: [{kind: player}]
          effects: [{damage: {to: target, amount: X*10}}]
setup:
  active: Ana
  step: glavna1
  players:
    - name: Ana
      hand: [Vatrene Strele]
      play:
        - Probni Strelac
        - {card: Vitez Svetlosti, as_source: true}
        - {card: Vitez Svetlosti, as_source: true}
        - {card: Vitez Svetlosti, as_source: true}
      library: [Grom, Grom]
      pool: {R: 1}
    - name: Boris
"""


def test_d10_15_x_is_at_most_what_the_other_sources_can_pay(pool: dict[str, CardDef]) -> None:
    """D10.15, D4.10: Probni Strelac taps itself for its ability, so its own mana can't pay
    for X: with three other yellow sources and one red mana in her pool, and Ž still to pay, X
    is 0 to 3 — a whole number —
    and the payment doesn't offer the Strelac's mana ability."""
    game = played(pool, ARCHER)
    strelac = obj(game, "Probni Strelac", Zone.PLAY)
    game.submit(Action("activate", strelac, 1))
    d = game.pending
    assert d is not None and (d.kind, d.prompt) == (DecisionKind.NUMBER, "cast.x")
    assert (d.min, d.max) == (0, 3) and type(d.max) is int
    game.submit(1)
    game.submit([player_ref(1)])
    d = game.pending
    assert d is not None and d.kind == DecisionKind.PAY
    assert not [a for a in d.options if isinstance(a, Action) and a.obj == strelac]


def test_d10_15_x_is_zero_when_only_the_rest_of_the_cost_can_be_paid(
    pool: dict[str, CardDef],
) -> None:
    """D10.15: Vatrene Strele ("XR") with only the one red mana of the pool (every permanent
    of Ana's tapped): X can only be 0."""
    tapped = ARCHER.replace("- Probni Strelac", "- {card: Probni Strelac, tapped: true}")
    tapped = tapped.replace("as_source: true}", "as_source: true, tapped: true}")
    game = played(pool, tapped)
    assert all(game.objects[oid].tapped for oid in game.battlefield)
    game.submit(Action("cast", obj(game, "Vatrene Strele", Zone.HAND)))
    d = game.pending
    assert d is not None and (d.kind, d.prompt) == (DecisionKind.NUMBER, "cast.x")
    assert (d.min, d.max) == (0, 0)


#: Ana's test-only Probni Prorok: "R: draw" and "Odbaci kartu, 10 života: 10 damage to a
#: player"; Probni Glasnik in her hand: "R, discard this card from your hand: draw"
PROPHET = """
name: Prorok
rules: [D4.10, D10.19]
cards:
  - name: Probni Prorok
    cost: "1R"
    type: Biće
    subtypes: [Čovek]
    power: 10
    toughness: 10
    text: "R: Vuci kartu. Odbaci kartu, plati 10 života: 10 štete odabranom igraču."
    abilities:
      - activated:
          cost: {mana: "R"}
          effects: [{draw: {}}]
      - activated:
          cost: {discard: 1, life: 10}
          targets: [{kind: player}]
          effects: [{damage: {to: target, amount: 10}}]
  - name: Probni Glasnik
    cost: "2R"
    type: Biće
    subtypes: [Čovek]
    power: 10
    toughness: 10
    text: "R, odbaci Probnog Glasnika iz ruke: Vuci kartu."
    abilities:
      - activated:
          zone: ruka
          cost: {mana: "R", discard_self: true}
          effects: [{draw: {}}]
setup:
  active: Ana
  step: glavna1
  players:
    - name: Ana
      hand: [Grom, Oluja, Probni Glasnik]
      play:
        - Probni Prorok
        - {card: Grom, as_source: true}
      library: [Grom, Grom, Grom]
    - name: Boris
"""


def _activate_second(game: Game, discard: str) -> None:
    prorok = obj(game, "Probni Prorok", Zone.PLAY)
    game.submit(Action("activate", prorok, 1))
    game.submit([player_ref(1)])
    game.submit([obj(game, discard, Zone.HAND)])


def test_d10_19_an_activated_ability_played_is_told_and_counted(
    pool: dict[str, CardDef],
) -> None:
    """D4.10, D10.19: Ana plays Probni Prorok's second ability twice this turn: each time she
    discards the card she chose and pays 10 life as a cost (the life change says so), the
    activation is announced naming her, the card and its niz entry, the loop memory keeps it
    as that ability of that card (D22.30), and the ability — not the first — is counted
    twice."""
    game = played(pool, PROPHET)
    prorok = obj(game, "Probni Prorok", Zone.PLAY)
    for discard in ("Grom", "Oluja"):
        since = len(game.log)
        _activate_second(game, discard)
        item = game.stack[-1].id
        new = game.log[since:]
        assert [e for e in new if isinstance(e, AbilityActivated)] == [
            AbilityActivated(player=0, card=prorok, item=item, name="Probni Prorok", mode="")
        ]
        assert [(e.player, e.name) for e in new if isinstance(e, Discarded)] == [(0, discard)]
        assert [(e.player, e.amount, e.reason) for e in new if isinstance(e, LifeChanged)] == [
            (0, -10, "cost")
        ]
        assert game.loops is not None
        assert game.loops.taken[-1][1:] == (0, ("activate", prorok, 1))
        game.submit(Action("pass"))
        game.submit(Action("pass"))
    assert game.objects[prorok].activations_this_turn == {1: 2}


def test_d23_10_a_cancelled_cast_leaves_the_log_as_it_was(pool: dict[str, CardDef]) -> None:
    """D23.10: backing out of casting Grom at its target takes back only what the cast did
    (its move to the niz, "cast"): the log before it — a source played — is kept, the card is
    back in the hand."""
    game = played(pool, PROPHET + "script:\n  - {play_source: Oluja}\n")
    before = list(game.log)
    assert before
    grom = obj(game, "Grom", Zone.HAND)
    game.submit(Action("cast", grom))
    assert game.objects[grom].zone == Zone.STACK
    moves = [e for e in game.log if isinstance(e, ZoneChanged) and e.name == "Grom"]
    assert [(e.to_zone, e.cause) for e in moves] == [(Zone.STACK.value, "cast")]
    game.submit("cancel")
    assert game.log == before
    assert grom in game.players[0].hand


def test_d3_95_an_ability_played_from_the_hand_shows_the_card(pool: dict[str, CardDef]) -> None:
    """D3.95: playing Probni Glasnik's ability from her hand, Ana shows the card: Boris sees
    it on the niz entry while she pays; an ability of a permanent is no such reveal."""
    game = played(pool, PROPHET)
    glasnik = obj(game, "Probni Glasnik", Zone.HAND)
    game.submit(Action("activate", glasnik, 0))
    d = game.pending
    assert d is not None and d.kind == DecisionKind.PAY
    assert game.stack[-1].revealed is True
    entry = view(game, 1).stack[-1]
    assert entry.card is not None and entry.card.name == "Probni Glasnik"
    game.submit("cancel")
    game.submit(Action("activate", obj(game, "Probni Prorok", Zone.PLAY), 0))
    assert game.stack[-1].revealed is False


def test_d10_19_a_spell_cast_is_told_and_remembered(pool: dict[str, CardDef]) -> None:
    """D10.19, B16.13, D22.30: once Grom is paid for, the cast is announced naming Ana, the
    card, its niz entry, its colour and type; the entry belongs to Grom as it is on the niz;
    and the loop memory keeps the play as the cast of that card (what a restarted loop is
    compared with)."""
    game = played(pool, PROPHET)
    grom = obj(game, "Grom", Zone.HAND)
    game.submit(Action("cast", grom))
    game.submit([player_ref(1)])
    game.submit(Action("auto"))
    item = game.stack[-1]
    assert item.source == grom and item.source_incarnation == game.objects[grom].incarnation
    casts = [e for e in game.log if isinstance(e, SpellCast)]
    assert casts == [
        SpellCast(
            player=0, card=grom, item=item.id, name="Grom", colors=["R"], types=["Iznenađenje"]
        )
    ]
    assert game.loops is not None
    assert game.loops.taken[-1][1:] == (0, ("cast", grom, 0))


def test_d3_97_an_ability_that_discards_its_own_card_from_the_hand(
    pool: dict[str, CardDef],
) -> None:
    """D3.97: paid for, Probni Glasnik's ability discards the card itself — Ana discards it."""
    game = played(pool, PROPHET)
    glasnik = obj(game, "Probni Glasnik", Zone.HAND)
    game.submit(Action("activate", glasnik, 0))
    game.submit(Action("auto"))
    assert [(e.player, e.card) for e in game.log if isinstance(e, Discarded)] == [(0, glasnik)]
    assert game.objects[glasnik].zone == Zone.GRAVEYARD


#: a test-only spell with a player target and two divided damages, one of X×10
RAIN = """
name: Kiša
rules: [D10.14]
cards:
  - name: Probna Vatrena Kiša
    cost: "XR"
    type: Vradžbina
    text: >-
      Probna Vatrena Kiša nanosi 10 štete odabranom igraču, 20 štete raspoređenih na jedno ili
      dva odabrana bića i X×10 štete raspoređenih na jedno ili dva odabrana bića.
    targets:
      - {ref: igrac, kind: player}
      - {ref: druga, kind: creature, min: 1, max: 2, divide: 20}
      - {ref: bica, kind: creature, min: 1, max: 2, divide: "X*10"}
    effects:
      - damage: {to: igrac, amount: 10}
      - damage: {to: druga}
      - damage: {to: bica}
setup:
  active: Ana
  step: glavna1
  players:
    - name: Ana
      hand: [Probna Vatrena Kiša]
      library: [Grom]
      pool: {R: 8}
    - name: Boris
      play: [Kavgadžija, Mladi Vuk]
"""


def _rain(pool: dict[str, CardDef], second: list[str]) -> tuple[Game, int, int]:
    game = played(pool, RAIN)
    game.submit(Action("cast", obj(game, "Probna Vatrena Kiša", Zone.HAND)))
    game.submit(3)  # X
    kav, vuk = obj(game, "Kavgadžija", Zone.PLAY), obj(game, "Mladi Vuk", Zone.PLAY)
    game.submit([player_ref(1)])
    game.submit([obj(game, name, Zone.PLAY) for name in second])
    game.submit([kav, vuk])
    return game, kav, vuk


def test_d10_14_each_divided_damage_is_asked_in_turn(pool: dict[str, CardDef]) -> None:
    """D10.14: with two targets for each divided damage, Ana divides the 20 first, then the
    X×10 (30 with X = 3); the player target divides nothing."""
    game, kav, vuk = _rain(pool, ["Kavgadžija", "Mladi Vuk"])
    d = game.pending
    assert d is not None and (d.prompt, d.context["spec"], d.context["total"]) == (
        "cast.divide",
        "druga",
        20,
    )
    game.submit([[kav, 5], [vuk, 15]])
    d = game.pending
    assert d is not None and (d.prompt, d.context["spec"], d.context["total"]) == (
        "cast.divide",
        "bica",
        30,
    )
    game.submit([[kav, 25], [vuk, 5]])
    assert game.stack[-1].division == {"druga": {kav: 5, vuk: 15}, "bica": {kav: 25, vuk: 5}}


def test_d10_14_one_target_takes_the_whole_amount_and_the_next_is_still_asked(
    pool: dict[str, CardDef],
) -> None:
    """D10.14: one target for the 20 takes all of it without a question; the X×10 over two
    targets is still asked."""
    game, _, vuk = _rain(pool, ["Mladi Vuk"])
    d = game.pending
    assert d is not None and (d.prompt, d.context["spec"], d.context["total"]) == (
        "cast.divide",
        "bica",
        30,
    )
    assert game.stack[-1].division == {"druga": {vuk: 20}}


#: a test-only spell whose divided damage is paid for by Pojačanje only (E3.143)
KICKED_RAIN = """
name: Pojačana kiša
rules: [E3.143]
cards:
  - name: Probna Pojačana Kiša
    cost: "R"
    kicker: "1"
    type: Vradžbina
    text: >-
      Pojačanje 1. Probna Pojačana Kiša nanosi 10 štete odabranom igraču i 10 štete odabranom
      biću. Ako je Pojačanje plaćeno, nanosi i 20 štete raspoređenih na jedno ili dva odabrana
      bića.
    targets:
      - {ref: igrac, kind: player}
      - {ref: bica, kind: creature, min: 1, max: 2, divide: 20}
      - {ref: drugo, kind: creature}
    effects:
      - damage: {to: igrac, amount: 10}
      - damage: {to: drugo, amount: 10}
    kicker_effects:
      - damage: {to: bica}
setup:
  active: Ana
  step: glavna1
  players:
    - name: Ana
      hand: [Probna Pojačana Kiša]
      library: [Grom]
      pool: {R: 8}
    - name: Boris
      play: [Kavgadžija, Mladi Vuk]
"""


def _targets_asked(game: Game, answers: list[list[int]]) -> list[tuple[str, int]]:
    asked_for = []
    for answer in answers:
        d = game.pending
        assert d is not None and d.prompt == "cast.targets"
        asked_for.append((d.context["spec"], d.context["index"]))
        game.submit(answer)
    return asked_for


def test_e3_143_unkicked_the_kicker_only_division_is_neither_targeted_nor_asked(
    pool: dict[str, CardDef],
) -> None:
    """E3.143: without Pojačanje the spell is played as if it had no kicker-only target: Ana
    chooses the player and the other creature (the third target of the card), and is asked no
    division for the damage she didn't pay for — the spell goes on the niz with two targets.
    (Before this session's fix she was asked to divide 20 among no creatures, which no answer
    could do: the spell could not be cast without Pojačanje.)"""
    game = played(pool, KICKED_RAIN)
    game.submit(Action("cast", obj(game, "Probna Pojačana Kiša", Zone.HAND)))
    game.submit(False)  # no Pojačanje
    kav = obj(game, "Kavgadžija", Zone.PLAY)
    assert _targets_asked(game, [[player_ref(1)], [kav]]) == [("igrac", 0), ("drugo", 2)]
    d = game.pending
    assert d is not None and d.kind == DecisionKind.PRIORITY
    item = game.stack[-1]
    assert set(item.targets) == {"igrac", "drugo"} and item.division == {}


def test_e3_143_kicked_every_target_is_chosen_and_the_damage_divided(
    pool: dict[str, CardDef],
) -> None:
    """E3.143: with Pojačanje paid all three targets are chosen in order, then the 20 divided."""
    game = played(pool, KICKED_RAIN)
    game.submit(Action("cast", obj(game, "Probna Pojačana Kiša", Zone.HAND)))
    game.submit(True)
    kav, vuk = obj(game, "Kavgadžija", Zone.PLAY), obj(game, "Mladi Vuk", Zone.PLAY)
    assert _targets_asked(game, [[player_ref(1)], [kav, vuk], [kav]]) == [
        ("igrac", 0),
        ("bica", 1),
        ("drugo", 2),
    ]
    d = game.pending
    assert d is not None and (d.prompt, d.context["spec"]) == ("cast.divide", "bica")


def test_d23_10_pojacanje_whose_target_does_not_exist_backs_the_cast_out(
    pool: dict[str, CardDef],
) -> None:
    """E3.143, D23.10: with no creature in play, Probna Pojačana Kiša (here without its third
    target) can still be cast — its only other target is a player — but choosing Pojačanje,
    whose damage needs a creature target, makes the cast illegal: it is taken back, the card
    is in Ana's hand again and nothing is on the niz."""
    text = KICKED_RAIN.replace("      - {ref: drugo, kind: creature}\n", "")
    text = text.replace("      - damage: {to: drugo, amount: 10}\n", "")
    text = text.replace("      play: [Kavgadžija, Mladi Vuk]\n", "")
    game = played(pool, text)
    kisa = obj(game, "Probna Pojačana Kiša", Zone.HAND)
    game.submit(Action("cast", kisa))
    game.submit(True)
    assert _targets_asked(game, [[player_ref(1)]]) == [("igrac", 0)]
    d = game.pending
    assert d is not None and (d.kind, d.player) == (DecisionKind.PRIORITY, 0)
    assert game.stack == [] and kisa in game.players[0].hand


#: a test-only "1, Žrtvuj biće: Vuci kartu." beside Gajski Druid ("@: Dodaj Z") and a source
ALTAR = """
name: Žrtvenik
rules: [D4.10]
cards:
  - name: Probni Žrtvenik
    cost: "2"
    type: Artefakt
    text: "1, Žrtvuj biće: Vuci kartu."
    abilities:
      - activated:
          cost: {mana: "1", sacrifice: creature}
          effects: [{draw: {}}]
setup:
  active: Ana
  step: glavna1
  players:
    - name: Ana
      play:
        - Probni Žrtvenik
        - Gajski Druid
        - {card: Grom, as_source: true}
      library: [Grom, Grom]
    - name: Boris
"""


def test_d4_10_a_sacrificed_creature_does_not_pay_the_rest_of_the_cost(
    pool: dict[str, CardDef],
) -> None:
    """D4.10, D10.16: Ana sacrifices Gajski Druid to Probni Žrtvenik; the 1 still to pay is
    paid by her source — the payment never offers the mana of the creature being sacrificed
    (the source's is offered)."""
    game = played(pool, ALTAR)
    druid = obj(game, "Gajski Druid", Zone.PLAY)
    game.submit(Action("activate", obj(game, "Probni Žrtvenik", Zone.PLAY), 0))
    game.submit(druid)
    d = game.pending
    assert d is not None and d.kind == DecisionKind.PAY
    tapped_for_mana = {a.obj for a in d.options if isinstance(a, Action) and a.kind == "mana"}
    assert tapped_for_mana == {obj(game, "Grom", Zone.PLAY)}


#: a test-only permanent with a modal ability (D15.72)
TWO_WAYS = """
name: Dvojnik
rules: [D10.12, D15.72]
cards:
  - name: Probni Dvojnik
    cost: "2"
    type: Artefakt
    text: "@: Izaberi jedno — dobijaš 10 života; ili vuci kartu."
    abilities:
      - activated:
          cost: {tap: true}
          modes:
            - text: "Dobijaš 10 života."
              effects: [{gain_life: {who: you, amount: 10}}]
            - text: "Vuci kartu."
              effects: [{draw: {}}]
setup:
  active: Ana
  step: glavna1
  players:
    - name: Ana
      play: [Probni Dvojnik]
      library: [Grom, Grom]
    - name: Boris
"""


def test_d10_12_the_mode_of_an_ability_is_announced_with_it(pool: dict[str, CardDef]) -> None:
    """D10.12, D15.72: Ana plays Probni Dvojnik's ability choosing "Vuci kartu.": the activation
    is announced with that mode — the ability's own, the card has no modes of its own."""
    game = played(pool, TWO_WAYS)
    dvojnik = obj(game, "Probni Dvojnik", Zone.PLAY)
    game.submit(Action("activate", dvojnik, 0))
    d = game.pending
    assert d is not None and d.prompt == "cast.mode"
    game.submit("Vuci kartu.")
    (ev,) = [e for e in game.log if isinstance(e, AbilityActivated)]
    assert (ev.card, ev.mode) == (dvojnik, "Vuci kartu.")


#: test-only permanents whose abilities are offered or not by what their costs and targets need
USABLE_CARDS = """
cards:
  - name: Probni Žrtvenik
    cost: "2"
    type: Artefakt
    text: "1, Žrtvuj biće: Vuci kartu."
    abilities:
      - activated:
          cost: {mana: "1", sacrifice: creature}
          effects: [{draw: {}}]
  - name: Probni Samotnik
    cost: "1Ž"
    type: Biće
    power: 10
    toughness: 10
    text: "@: Dodaj Ž u svoje izvorište. Ž, @: Probni Samotnik nanosi 10 štete odabranom igraču."
    abilities:
      - activated:
          cost: {tap: true}
          effects: [{add_mana: {kind: žuta, amount: 1}}]
      - activated:
          cost: {mana: "Ž", tap: true}
          targets: [{kind: player}]
          effects: [{damage: {to: target, amount: 10}}]
  - name: Probni Bujač
    cost: "1Z"
    type: Biće
    power: 10
    toughness: 10
    text: "@: Dodaj Z u svoje izvorište. Z: Probni Bujač dobija +10/+10 do kraja poteza."
    abilities:
      - activated:
          cost: {tap: true}
          effects: [{add_mana: {kind: zelena, amount: 1}}]
      - activated:
          cost: {mana: "Z"}
          effects: [{pump: {what: self, power: 10, toughness: 10}}]
  - name: Probni Pomagač
    cost: "1Ž"
    type: Biće
    power: 10
    toughness: 10
    text: "@: Drugo odabrano biće dobija +10/+10 do kraja poteza."
    abilities:
      - activated:
          cost: {tap: true}
          targets: [{kind: creature, not_self: true}]
          effects: [{pump: {what: target, power: 10, toughness: 10}}]
  - name: Probni Dvostruki Pomagač
    cost: "1Ž"
    type: Biće
    power: 10
    toughness: 10
    text: "@: Izaberi jedno — drugo biće dobija +10/+0; ili drugo biće dobija +0/+10."
    abilities:
      - activated:
          cost: {tap: true}
          modes:
            - text: "Drugo odabrano biće dobija +10/+0 do kraja poteza."
              targets: [{kind: creature, not_self: true}]
              effects: [{pump: {what: target, power: 10, toughness: 0}}]
            - text: "Drugo odabrano biće dobija +0/+10 do kraja poteza."
              targets: [{kind: creature, not_self: true}]
              effects: [{pump: {what: target, power: 0, toughness: 10}}]
"""


def _alone(pool: dict[str, CardDef], play: str) -> tuple[Game, list[Action]]:
    """Ana in her main phase with only `play` (a YAML list) in play, nothing in her pool."""
    text = f"""
name: Osobine
rules: [D4.10]
{USABLE_CARDS}
setup:
  active: Ana
  step: glavna1
  players:
    - name: Ana
      play: {play}
      library: [Grom, Grom]
    - name: Boris
"""
    game = played(pool, text)
    d = game.pending
    assert d is not None and d.kind == DecisionKind.PRIORITY and d.player == 0
    return game, [a for a in d.options if isinstance(a, Action) and a.kind == "activate"]


@pytest.mark.parametrize(
    ("play", "offered"),
    [
        # D4.10: no creature to sacrifice (the Žrtvenik is an artifact): not offered
        ("[Probni Žrtvenik, {card: Grom, as_source: true}]", []),
        # a creature to sacrifice and a source for the 1: offered
        ("[Probni Žrtvenik, Kavgadžija, {card: Grom, as_source: true}]", [("Probni Žrtvenik", 0)]),
        # "Ž, @": its own Ž can't pay, the permanent taps for the ability: not offered
        ("[Probni Samotnik]", []),
        ("[Probni Samotnik, {card: Vitez Svetlosti, as_source: true}]", [("Probni Samotnik", 1)]),
        # "Z:" with no @: its own mana pays for it
        ("[Probni Bujač]", [("Probni Bujač", 1)]),
        # "another target creature": alone, nothing to target
        ("[Probni Pomagač]", []),
        ("[Probni Pomagač, Kavgadžija]", [("Probni Pomagač", 0)]),
        # a modal ability none of whose modes can be chosen alone
        ("[Probni Dvostruki Pomagač]", []),
        ("[Probni Dvostruki Pomagač, Kavgadžija]", [("Probni Dvostruki Pomagač", 0)]),
    ],
    ids=[
        "no-sacrifice",
        "sacrifice",
        "own-mana-taps",
        "other-source",
        "own-mana-no-tap",
        "no-other",
        "other",
        "modes-no-other",
        "modes-other",
    ],
)
def test_d4_10_an_ability_is_offered_only_if_its_costs_and_targets_can_be_met(
    pool: dict[str, CardDef], play: str, offered: list[tuple[str, int]]
) -> None:
    """D4.10, D10.16, D15.72: at her priority Ana is offered a permanent's ability only when
    every part of its cost can be paid — a creature to sacrifice, mana from anything but the
    permanent tapped for it — and its targets (or one of its modes' targets) can be chosen."""
    game, actions = _alone(pool, play)
    assert [(game.objects[a.obj].card.name, a.index) for a in actions] == offered


def _grom_castable(pool: dict[str, CardDef], boris_play: str, sources: int) -> bool:
    """Whether Ana, in her main phase with `sources` red sources, may cast Grom (R) while
    Boris controls `boris_play` (a YAML list)."""
    text = f"""
name: Poskupljenje
rules: [B4.40, D10.16]
cards:
  - name: Probna Kula
    cost: "2"
    type: Artefakt
    text: "Magije koštaju 1 više pri igranju."
    abilities:
      - static: {{op: spell_cost_increase, amount: 1}}
setup:
  active: Ana
  step: glavna1
  players:
    - name: Ana
      hand: [Grom]
      play: [{", ".join(["{card: Oluja, as_source: true}"] * sources)}]
      library: [Grom]
    - name: Boris
      play: {boris_play}
"""
    game = played(pool, text)
    d = game.pending
    assert d is not None and d.kind == DecisionKind.PRIORITY and d.player == 0
    grom = obj(game, "Grom", Zone.HAND)
    return Action("cast", grom) in d.options


def test_b4_40_cost_increases_add_up(pool: dict[str, CardDef]) -> None:
    """B4.40, D10.16: two Probne Kule make Grom cost R + 2: three sources cast it, two don't."""
    assert _grom_castable(pool, "[Probna Kula, Probna Kula]", 3)
    assert not _grom_castable(pool, "[Probna Kula, Probna Kula]", 2)


def test_b4_40_an_increase_that_does_not_apply_leaves_the_others(
    pool: dict[str, CardDef],
) -> None:
    """B4.40: on Ana's own turn Dvorana Tišine ("other players' spells") doesn't raise her
    cost, but Probna Kula beside it still does: Grom costs R + 1."""
    assert not _grom_castable(pool, "[Dvorana Tišine, Probna Kula]", 1)
    assert _grom_castable(pool, "[Dvorana Tišine, Probna Kula]", 2)
    assert _grom_castable(pool, "[Dvorana Tišine]", 1)


#: test-only: an artifact whose second ability (index 1) is "Z, @" (the counting of an
#: ability's activations is by its index)
BUNAR = """
- name: Probni Bunar
  cost: "2"
  type: Artefakt
  text: "@: Dodaj 1 zelenu manu u svoje izvorište. Z, @: Dobijaš 10 života."
  abilities:
    - activated:
        cost: {tap: true}
        effects:
          - add_mana: {kind: zelena, amount: 1}
    - activated:
        cost: {mana: "Z", tap: true}
        effects:
          - gain_life: {who: you, amount: 10}
"""


@pytest.fixture(scope="module")
def bunar_pool() -> dict[str, CardDef]:
    return card_pool(BUNAR)


def main_phase(script: str, hand: str = "[Grom, Kameni Golem, Goruća Šuma]") -> str:
    """Ana's first main phase: Probni Bunar, a red and a green source in play."""
    return f"""
name: Ana igra
rules: [D10.10]
setup:
  active: Ana
  step: glavna1
  players:
    - name: Ana
      hand: {hand}
      library: [Grom, Grom]
      play: [Probni Bunar, {{card: Grom, as_source: true}}, {{card: Mladi Vuk, as_source: true}}]
    - name: Boris
script: {script}
"""


def test_d10_17_the_payment_names_the_spell_being_paid_for(bunar_pool: dict[str, CardDef]) -> None:
    """D10.17: the payment of Grom's R names the card and the niz item it pays for."""
    game = asked(
        bunar_pool, main_phase("[{cast: Grom, targets: [Boris], pay: manual}]"), DecisionKind.PAY
    )
    d = game.pending
    assert d is not None
    grom = obj(game, "Grom", Zone.STACK)
    assert d.context["card"] == grom and d.context["item"] == game.stack[-1].id
    assert d.context["cost"] == "R"


@pytest.mark.parametrize(("life", "offered"), [(35, True), (36, False)])
def test_d3_93_a_card_that_costs_less_is_offered_at_what_it_costs(
    pool: dict[str, CardDef], life: int, offered: bool
) -> None:
    """D3.93, D10.16: at 35 life Donosilac Nade (6ŽŽ, "costs 6 less at 35 life or less") costs
    ŽŽ, so Ana's two yellow sources cast it; at 36 they don't."""
    game = played(
        pool,
        f"""
name: Donosilac Nade
rules: [D3.93]
setup:
  active: Ana
  step: glavna1
  players:
    - name: Ana
      life: {life}
      hand: [Donosilac Nade]
      play:
        - {{card: Vitez Svetlosti, as_source: true}}
        - {{card: Vitez Svetlosti, as_source: true}}
      library: [Grom]
    - name: Boris
""",
    )
    d = game.pending
    assert d is not None and d.kind == DecisionKind.PRIORITY
    assert (Action("cast", obj(game, "Donosilac Nade", Zone.HAND)) in d.options) is offered


def test_e3_143_unkicked_the_spell_resolves_with_the_targets_it_has(
    pool: dict[str, CardDef],
) -> None:
    """E3.143, D14.21: unkicked, a spell whose first target only the Pojačanje text uses
    resolves with the two targets Ana chose — the kicker-only target, never chosen, neither
    counters it nor is damaged: Boris takes 10, Kavgadžija is dealt 10, Mladi Vuk nothing."""
    text = KICKED_RAIN.replace(
        """    targets:
      - {ref: igrac, kind: player}
      - {ref: bica, kind: creature, min: 1, max: 2, divide: 20}
""",
        """    targets:
      - {ref: bica, kind: creature, min: 1, max: 2, divide: 20}
      - {ref: igrac, kind: player}
""",
    )
    assert text != KICKED_RAIN
    game = played(pool, text)
    game.submit(Action("cast", obj(game, "Probna Pojačana Kiša", Zone.HAND)))
    game.submit(False)  # no Pojačanje
    kav = obj(game, "Kavgadžija", Zone.PLAY)
    vuk = obj(game, "Mladi Vuk", Zone.PLAY)
    assert _targets_asked(game, [[player_ref(1)], [kav]]) == [("igrac", 1), ("drugo", 2)]
    game.submit(Action("pass"))
    game.submit(Action("pass"))
    assert not game.stack
    assert game.players[1].life == 190
    assert (game.objects[kav].damage, game.objects[vuk].damage) == (10, 0)
