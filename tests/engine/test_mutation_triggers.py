"""What putting triggered abilities on the niz (izvori/engine/triggers.py) shows besides the
outcome: its questions (what the prompts and the computer players read), the niz entry it makes
and the event it sends (what the log and a replay read).

Written for the mutants of triggers.py that the rules scenarios let through (docs/mutation.md).
"""

from __future__ import annotations

import pytest
from positions import asked

from izvori.engine.carddef import CardDef
from izvori.engine.decisions import DecisionKind, IllegalAnswer
from izvori.engine.events import AbilityTriggered, Discarded, LifeChanged
from izvori.engine.game import Game
from izvori.engine.objects import StackKind, Zone, player_ref
from izvori.gamelog import event_line
from izvori.scenario.table import card_pool, obj, pass_priority
from izvori.strings import t


@pytest.fixture(scope="module")
def pool() -> dict[str, CardDef]:
    return card_pool()


#: Ana casts Kavgadžija with Onostrano Zlo in her hand and a red source untapped (D3.95)
ZLO = """
name: Onostrano Zlo u ruci, Ana igra biće
rules: [D3.95]
setup:
  active: Ana
  step: glavna1
  players:
    - name: Ana
      hand: [Onostrano Zlo, Kavgadžija]
      play:
        - {card: Kavgadžija, as_source: true}
        - {card: Kavgadžija, as_source: true}
        - {card: Grom, as_source: true}
    - name: Boris
script:
  - {cast: Kavgadžija, pay: [Kavgadžija, Kavgadžija#2]}
"""

#: Ognjeni Šaman enters play: its ability's target is chosen as it goes on the niz (D11.40)
SAMAN = """
name: Ognjeni Šaman ulazi u igru
rules: [D11.40]
setup:
  active: Ana
  step: glavna1
  players:
    - name: Ana
      hand: [Ognjeni Šaman]
      play:
        - {card: Grom, as_source: true}
        - {card: Oluja, as_source: true}
        - {card: Piromanija, as_source: true}
    - name: Boris
      play: [Orkozlob]
script:
  - {cast: Ognjeni Šaman, player: Ana}
  - {pass: Boris}
  - {pass: Ana}
"""


def test_d3_95_the_question_of_a_triggers_cost(pool: dict[str, CardDef]) -> None:
    """D3.95: Ana is asked whether she pays R and reveals Onostrano Zlo — yes or no, naming the
    card and the cost; anything but yes or no is refused (the game unchanged)."""
    game = asked(pool, ZLO, DecisionKind.YES_NO)
    d = game.pending
    assert d is not None and d.player == 0 and d.prompt == "trigger.pay_reveal"
    assert d.options == (True, False)
    zlo = obj(game, "Onostrano Zlo", Zone.HAND)
    assert d.context == {"card": zlo, "cost": "R"}
    before = game.digest()
    with pytest.raises(IllegalAnswer) as exc:
        game.submit("da")
    assert exc.value.key == "answer.not_yes_no"
    assert game.digest() == before


def test_d3_95_the_paid_ability_on_the_niz(pool: dict[str, CardDef]) -> None:
    """D3.95: paying asks for R for Onostrano Zlo; once paid the ability goes on the niz with the
    card revealed, looked at as the card in the hand (name, colours, controller: the source is
    not in play, B16.13), and the log's event names who, which card and which niz entry."""
    game = asked(pool, ZLO, DecisionKind.YES_NO)
    zlo = obj(game, "Onostrano Zlo", Zone.HAND)
    game.submit(True)
    d = game.pending
    assert d is not None and d.kind == DecisionKind.PAY and d.context["card"] == zlo
    grom = obj(game, "Grom")
    game.submit(next(a for a in d.options if getattr(a, "obj", None) == grom))
    item = game.stack[-1]
    assert item.kind == StackKind.TRIGGER and item.source == zlo
    assert item.revealed is True
    assert item.source_lki == {"name": "Onostrano Zlo", "colors": ["R"], "controller": 0}
    (ev,) = [e for e in game.log if isinstance(e, AbilityTriggered)]
    assert (ev.player, ev.card, ev.item, ev.name) == (0, zlo, item.id, "Onostrano Zlo")
    # a spell's trigger is not revealed (only a cost that says so reveals, D3.95)
    assert game.stack[0].revealed is False


def test_d11_40_the_target_question_of_a_trigger(pool: dict[str, CardDef]) -> None:
    """D11.40: Ognjeni Šaman's controller chooses its target as the ability goes on the niz;
    the question names the card, the target's place in the ability and its kind."""
    game = asked(pool, SAMAN, DecisionKind.TARGETS)
    d = game.pending
    assert d is not None and d.player == 0 and d.prompt == "trigger.targets"
    saman = obj(game, "Ognjeni Šaman")
    spec = game.objects[saman].card.triggered[0].targets[0]
    assert d.context == {"card": saman, "spec": spec.ref, "kind": "creature_or_player"}
    assert obj(game, "Orkozlob") in d.options and (d.min, d.max) == (1, 1)


# --- session 12: costs other than Onostrano Zlo's, triggers one after another, targets --------

#: Test-only cards: trigger costs no real card has yet (D3.95 in general: mana and life from
#: play; discard and reveal from the hand), and targets the real triggers don't combine.
CARDS = """
- name: Krvavi Zavetnik
  cost: "1R"
  type: Biće
  power: 10
  toughness: 10
  text: "Kad god igraš magiju bića, možeš platiti 1 i 20 života: protivnik gubi 30 života."
  abilities:
    - triggered:
        when: casts
        player: you
        type: Biće
        cost: {mana: "1", life: 20}
        effects: [{lose_life: {who: opponent, amount: 30}}]
        text: "Kad god igraš magiju bića, možeš platiti 1 i 20 života: protivnik gubi 30 života."
- name: Tajni Zavet
  cost: "2R"
  type: Biće
  power: 20
  toughness: 20
  text: "Kad igraš biće, možeš otkriti i odbaciti ovu kartu: protivnik gubi 10 života."
  abilities:
    - triggered:
        zone: ruka
        when: casts
        player: you
        type: Biće
        cost: {discard_self: true, reveal: true}
        effects: [{lose_life: {who: opponent, amount: 10}}]
        text: "Kad igraš biće, možeš otkriti i odbaciti ovu kartu: protivnik gubi 10 života."
- name: Dvostruki Vesnik
  cost: "1R"
  type: Biće
  power: 10
  toughness: 10
  text: "Kad uđe u igru, nanosi 10 štete odabranom protivnikovom i odabranom tvom biću."
  abilities:
    - triggered:
        when: enters_play
        targets:
          - {kind: creature, controller: opponent}
          - {ref: moje, kind: creature, controller: you}
        effects:
          - damage: {to: target, amount: 10}
          - damage: {to: moje, amount: 10}
        text: "Kad uđe u igru, nanosi 10 štete odabranom protivnikovom i odabranom tvom biću."
- name: Ljubomorni Vesnik
  cost: "1R"
  type: Biće
  power: 10
  toughness: 10
  text: "Kad uđe u igru, nanosi 10 štete drugom odabranom biću."
  abilities:
    - triggered:
        when: enters_play
        targets: [{kind: creature, not_self: true}]
        effects: [{damage: {to: target, amount: 10}}]
        text: "Kad uđe u igru, nanosi 10 štete drugom odabranom biću."
- name: Vesnik Izbora
  cost: "1R"
  type: Biće
  power: 10
  toughness: 10
  text: "Kad uđe u igru, nanosi 10 štete biću koje odabere protivnik."
  abilities:
    - triggered:
        when: enters_play
        targets: [{kind: creature, chosen_by: opponent}]
        effects: [{damage: {to: target, amount: 10}}]
        text: "Kad uđe u igru, nanosi 10 štete biću koje odabere protivnik."
- name: Dvostruki Diletator
  cost: "3P"
  type: Biće
  power: 30
  toughness: 30
  text: "Kad nanese borbenu štetu igraču: vrati po permanent na svakih 10."
  abilities:
    - triggered:
        when: deals_damage
        who: self
        to: player
        combat: true
        targets:
          - {kind: permanent, min: 0, max: 20, controller: opponent, one_per_10_damage: true}
          - {ref: igrac, kind: player}
          - {ref: jos, kind: permanent, min: 0, max: 20, controller: opponent,
             one_per_10_damage: true}
        effects:
          - bounce: {what: target}
          - damage: {to: igrac, amount: 10}
          - bounce: {what: jos}
        text: "Kad nanese borbenu štetu igraču: vrati po permanent na svakih 10."
- name: Samrtni Zavet
  cost: "1C"
  type: Biće
  power: 10
  toughness: 10
  text: "Kad Samrtni Zavet ode na odlagalište iz igre, dobijaš 30 života."
  abilities:
    - triggered:
        when: dies
        effects: [{gain_life: {who: you, amount: 30}}]
- name: Dvostruki Udar
  cost: "C"
  type: Vradžbina
  text: "Uništi dva odabrana bića."
  targets: [{kind: creature, min: 2, max: 2}]
  effects: [{destroy: {what: target}}]
"""


@pytest.fixture(scope="module")
def extra_pool() -> dict[str, CardDef]:
    return card_pool(CARDS)


#: Ana casts Kavgadžija with Krvavi Zavetnik in play and Grom untapped for its 1 (D3.95)
ZAVETNIK = """
name: Krvavi Zavetnik u igri, Ana igra biće
rules: [D3.95]
setup:
  active: Ana
  step: glavna1
  players:
    - name: Ana
      life: {life}
      hand: [Kavgadžija]
      play:
        - Krvavi Zavetnik
        - {{card: Kavgadžija, as_source: true}}
        - {{card: Kavgadžija, as_source: true}}
        - {{card: Grom, as_source: true}}
    - name: Boris
script:
  - {{cast: Kavgadžija, pay: [Kavgadžija, Kavgadžija#2]}}
"""


def test_d3_95_a_trigger_cost_of_mana_and_life_is_asked_and_paid(
    extra_pool: dict[str, CardDef],
) -> None:
    """D3.95, D10.18: Krvavi Zavetnik's "you may pay 1 and 20 life": Ana is asked to pay (not
    to reveal: the card is in play), the question names both parts of the cost; paying takes
    the 1 and 20 of her life (a cost, not damage: the log says she loses 20), then the ability
    goes on the niz."""
    game = asked(extra_pool, ZAVETNIK.format(life=200), DecisionKind.YES_NO)
    d = game.pending
    assert d is not None and d.player == 0 and d.prompt == "trigger.pay"
    zavetnik = obj(game, "Krvavi Zavetnik")
    assert d.context == {"card": zavetnik, "cost": "1 + 20 života"}
    game.submit(True)
    d = game.pending
    assert d is not None and d.kind == DecisionKind.PAY
    grom = obj(game, "Grom")
    game.submit(next(a for a in d.options if getattr(a, "obj", None) == grom))
    assert game.players[0].life == 180 and game.players[1].life == 200
    (paid,) = [e for e in game.log if isinstance(e, LifeChanged)]
    assert (paid.player, paid.amount, paid.reason) == (0, -20, "cost")
    assert event_line(game, paid) == t("log.life_loss", player="Ana", amount=20)
    item = game.stack[-1]
    assert item.kind == StackKind.TRIGGER and item.source == zavetnik
    assert item.revealed is False


def test_payment_all_of_ones_life_can_be_paid(extra_pool: dict[str, CardDef]) -> None:
    """Glossary "Plaćanje": a player can't pay more life than he has — but all of it he can.
    Ana at 20 life is asked whether she pays Krvavi Zavetnik's 1 and 20 life."""
    game = asked(extra_pool, ZAVETNIK.format(life=20), DecisionKind.YES_NO)
    assert game.pending is not None and game.pending.prompt == "trigger.pay"


def test_payment_more_life_than_one_has_is_not_offered(extra_pool: dict[str, CardDef]) -> None:
    """Glossary "Plaćanje": Ana at 10 life can't pay 20 life: the ability isn't played and
    nobody is asked (D3.95, D10.18)."""
    game = asked(extra_pool, ZAVETNIK.format(life=10), DecisionKind.PRIORITY)
    assert not any(isinstance(e, AbilityTriggered) for e in game.log)
    assert [i.kind for i in game.stack] == [StackKind.SPELL]
    assert game.players[0].life == 10


TAJNI = """
name: Tajni Zavet u ruci, Ana igra biće
rules: [D3.95]
setup:
  active: Ana
  step: glavna1
  players:
    - name: Ana
      hand: [Tajni Zavet, Kavgadžija]
      play:
        - {card: Kavgadžija, as_source: true}
        - {card: Kavgadžija, as_source: true}
    - name: Boris
script:
  - {cast: Kavgadžija, pay: [Kavgadžija, Kavgadžija#2]}
"""


def test_d3_95_d3_97_a_cost_of_discarding_the_revealed_card(extra_pool: dict[str, CardDef]) -> None:
    """D3.95, D3.97: Tajni Zavet's cost is to reveal it and discard it from the hand — no mana,
    no life: the question says the cost is "0" and asks to reveal; paying puts Tajni Zavet in
    Ana's odlagalište and its ability on the niz."""
    game = asked(extra_pool, TAJNI, DecisionKind.YES_NO)
    d = game.pending
    zavet = obj(game, "Tajni Zavet", Zone.HAND)
    assert d is not None and d.prompt == "trigger.pay_reveal"
    assert d.context == {"card": zavet, "cost": "0"}
    game.submit(True)
    while game.pending is not None and game.pending.kind == DecisionKind.PAY:
        game.submit(game.pending.options[0])
    assert game.objects[zavet].zone == Zone.GRAVEYARD and game.objects[zavet].owner == 0
    assert zavet not in game.players[0].hand
    (discarded,) = [e for e in game.log if isinstance(e, Discarded)]
    assert (discarded.player, discarded.card) == (0, zavet)
    assert event_line(game, discarded) == "Ana odbacuje Tajni Zavet."
    item = game.stack[-1]
    assert item.kind == StackKind.TRIGGER and item.source == zavet


#: Ana casts Kavgadžija with two Onostrano Zlo in her hand and two red sources (D3.95, D11.30)
DVA_ZLA = """
name: Dva Onostrana Zla u ruci, Ana igra biće
rules: [D3.95, D11.30]
setup:
  active: Ana
  step: glavna1
  players:
    - name: Ana
      hand: [Onostrano Zlo, Onostrano Zlo, Kavgadžija]
      play:
        - {card: Kavgadžija, as_source: true}
        - {card: Kavgadžija, as_source: true}
        - {card: Grom, as_source: true}
        - {card: Grom, as_source: true}
    - name: Boris
script:
  - {cast: Kavgadžija, pay: [Kavgadžija, Kavgadžija#2]}
"""


def _pay_r(game: Game) -> None:
    d = game.pending
    assert d is not None and d.kind == DecisionKind.PAY
    game.submit(next(a for a in d.options if getattr(a, "obj", None) is not None))


def test_d11_30_after_one_zlo_is_paid_the_other_is_asked_for_too(pool: dict[str, CardDef]) -> None:
    """D11.30, D3.95: both Onostrano Zlo trigger on one spell. Ana pays for the first: it goes on
    the niz; the second is a new question of its own (paying for one is not paying for both) —
    she declines it, and only the paid one is on the niz, aimed at Boris."""
    game = asked(pool, DVA_ZLA, DecisionKind.YES_NO)
    first = game.pending
    assert first is not None
    game.submit(True)
    _pay_r(game)
    assert [i.kind for i in game.stack] == [StackKind.SPELL, StackKind.TRIGGER]
    second = game.pending
    assert second is not None and second.kind == DecisionKind.YES_NO
    assert second.prompt == "trigger.pay_reveal" and second.context["cost"] == "R"
    assert second.context["card"] != first.context["card"]
    game.submit(False)
    assert [i.kind for i in game.stack] == [StackKind.SPELL, StackKind.TRIGGER]
    assert game.stack[-1].source == first.context["card"]
    assert [t for t, _ in game.stack[-1].targets["target"]] == [player_ref(1)]


def test_d11_30_after_one_zlo_is_declined_the_other_is_asked_anew(pool: dict[str, CardDef]) -> None:
    """D11.30, D3.95, D11.40: Ana declines to pay for the first Onostrano Zlo; the second is
    asked for anew — its target chosen again (the one opponent, Boris) and its cost asked —
    and once paid goes on the niz aimed at Boris."""
    game = asked(pool, DVA_ZLA, DecisionKind.YES_NO)
    first = game.pending
    assert first is not None
    game.submit(False)
    assert [i.kind for i in game.stack] == [StackKind.SPELL]
    second = game.pending
    assert second is not None and second.kind == DecisionKind.YES_NO
    assert second.prompt == "trigger.pay_reveal"
    assert second.context["card"] != first.context["card"]
    game.submit(True)
    _pay_r(game)
    item = game.stack[-1]
    assert item.kind == StackKind.TRIGGER and item.source == second.context["card"]
    assert list(item.targets) == ["target"]
    assert [t for t, _ in item.targets["target"]] == [player_ref(1)]


#: Ana casts a creature whose ability triggers as it enters play (D11.40: targets as it goes on)
VESNIK = """
name: Ana igra {card}
rules: [D11.40]
setup:
  active: Ana
  step: glavna1
  players:
    - name: Ana
      hand: [{card}]
      play: [{ana}{{card: Grom, as_source: true}}, {{card: Grom, as_source: true}}]
    - name: Boris
      play: [{boris}]
script:
  - {{cast: {card}, player: Ana}}
  - {{pass: Boris}}
  - {{pass: Ana}}
"""


def vesnik(pool: dict[str, CardDef], card: str, ana: str, boris: str, kind: DecisionKind) -> Game:
    text = VESNIK.format(card=card, ana=f"{ana}, " if ana else "", boris=boris)
    return asked(pool, text, kind)


def test_d11_40_the_first_target_automatic_the_second_asked(
    extra_pool: dict[str, CardDef],
) -> None:
    """D11.40, D10.13: Dvostruki Vesnik enters play; Boris has one creature (Orkozlob), the only
    legal first target, taken without a question; the second target — a creature of Ana's: the
    Vesnik or Kavgadžija — is asked, once; the ability goes on the niz with both."""
    game = vesnik(extra_pool, "Dvostruki Vesnik", "Kavgadžija", "Orkozlob", DecisionKind.TARGETS)
    d = game.pending
    ves, kav, ork = obj(game, "Dvostruki Vesnik"), obj(game, "Kavgadžija"), obj(game, "Orkozlob")
    assert d is not None and d.player == 0 and d.context["spec"] == "moje"
    assert sorted(d.options) == sorted([ves, kav])
    game.submit([kav])
    assert game.pending is not None and game.pending.kind == DecisionKind.PRIORITY
    item = game.stack[-1]
    assert item.kind == StackKind.TRIGGER and item.source == ves
    assert {r: [o for o, _ in ts] for r, ts in item.targets.items()} == {
        "target": [ork],
        "moje": [kav],
    }


def test_d11_40_the_first_target_asked_the_second_automatic(
    extra_pool: dict[str, CardDef],
) -> None:
    """D11.40, B16.13: Boris has two creatures: the first target is asked; Ana's only creature
    is the Vesnik itself, the second target, taken without a question — as the object it is
    now, the Vesnik that has just entered play."""
    game = vesnik(extra_pool, "Dvostruki Vesnik", "", "Orkozlob, Mladi Vuk", DecisionKind.TARGETS)
    d = game.pending
    ves, ork = obj(game, "Dvostruki Vesnik"), obj(game, "Orkozlob")
    assert d is not None and d.context["spec"] == "target"
    assert sorted(d.options) == sorted([ork, obj(game, "Mladi Vuk")])
    game.submit([ork])
    assert game.pending is not None and game.pending.kind == DecisionKind.PRIORITY
    item = game.stack[-1]
    inc = game.objects[ves].incarnation
    assert inc > 0
    assert item.targets == {"target": [(ork, game.objects[ork].incarnation)], "moje": [(ves, inc)]}


def test_d11_40_another_creature_is_not_the_source_itself(extra_pool: dict[str, CardDef]) -> None:
    """D11.40: "another creature" — Ljubomorni Vesnik can't target itself, so Orkozlob is the
    only legal target and is taken without a question."""
    game = vesnik(extra_pool, "Ljubomorni Vesnik", "", "Orkozlob", DecisionKind.PRIORITY)
    item = game.stack[-1]
    assert item.kind == StackKind.TRIGGER and item.source == obj(game, "Ljubomorni Vesnik")
    assert [o for o, _ in item.targets["target"]] == [obj(game, "Orkozlob")]


def test_d10_20_the_opponent_chooses_the_target_of_a_trigger(
    extra_pool: dict[str, CardDef],
) -> None:
    """D10.20, D11.40: Vesnik Izbora's target is chosen by the opponent: Boris is asked, and
    may take Ana's Vesnik or his Orkozlob."""
    game = vesnik(extra_pool, "Vesnik Izbora", "", "Orkozlob", DecisionKind.TARGETS)
    d = game.pending
    assert d is not None and d.player == 1 and d.prompt == "trigger.targets"
    assert sorted(d.options) == sorted([obj(game, "Vesnik Izbora"), obj(game, "Orkozlob")])


DVOSTRUKI_DILETATOR = """
name: Dvostruki Diletator napada igrača bez permanenata
rules: [D11.40, D10.13]
setup:
  active: Ana
  players:
    - name: Ana
      library: [Kavgadžija]
      play: [Dvostruki Diletator]
    - name: Boris
      library: [Kavgadžija]
script:
  - {pass_until: {step: napadači, kind: attackers}}
  - {attack: [Dvostruki Diletator]}
  - {pass_until: {step: borbena_šteta}}
  - {pass: Ana}
  - {pass: Boris}
"""


def test_d10_13_targets_bounded_by_damage_around_a_target_that_is_asked(
    extra_pool: dict[str, CardDef],
) -> None:
    """D10.13, D11.40: Boris controls no permanent, so both "one per 10 damage" targets are none,
    without a question; the player target between them is asked, once; the ability goes on the
    niz with no permanent and the chosen player."""
    game = asked(extra_pool, DVOSTRUKI_DILETATOR, DecisionKind.TARGETS)
    d = game.pending
    assert d is not None and d.player == 0 and d.context["spec"] == "igrac"
    game.submit([player_ref(1)])
    assert game.pending is not None and game.pending.kind == DecisionKind.PRIORITY
    item = game.stack[-1]
    assert item.kind == StackKind.TRIGGER
    assert {r: [o for o, _ in ts] for r, ts in item.targets.items()} == {
        "target": [],
        "igrac": [player_ref(1)],
        "jos": [],
    }


def test_d11_30_an_order_that_is_not_a_permutation_is_refused(
    extra_pool: dict[str, CardDef],
) -> None:
    """D11.30: Krvavi Zavetnik and Onostrano Zlo trigger on one spell: Ana orders them. An answer
    that names one twice, or leaves one out, is refused as "not an order of them all" (the
    game unchanged); a real order is taken."""
    text = ZAVETNIK.format(life=200).replace(
        "hand: [Kavgadžija]", "hand: [Kavgadžija, Onostrano Zlo]"
    )
    game = asked(extra_pool, text, DecisionKind.ORDER)
    d = game.pending
    assert d is not None and d.player == 0 and d.prompt == "triggers.order"
    before = game.digest()
    for wrong in ([0, 0], [1]):
        with pytest.raises(IllegalAnswer) as exc:
            game.submit(wrong)
        assert exc.value.key == "order.not_a_permutation"
        assert game.digest() == before
    game.submit([1, 0])
    assert game.pending is not None and game.pending.kind == DecisionKind.YES_NO
    assert game.pending.context["card"] == d.context["triggers"][1]


def test_b16_13_a_trigger_of_a_permanent_remembers_it_as_it_is_in_play(
    pool: dict[str, CardDef],
) -> None:
    """B16.13, D14.26: Ognjeni Šaman's ability, put on the niz while the Šaman is in play,
    remembers its source as the permanent is — name, colours, types, power and toughness,
    controller — for when the Šaman is gone by the time it resolves."""
    game = asked(pool, SAMAN, DecisionKind.TARGETS)
    saman = obj(game, "Ognjeni Šaman")
    game.submit([obj(game, "Orkozlob")])
    item = game.stack[-1]
    assert item.kind == StackKind.TRIGGER and item.source == saman
    assert item.source_lki == game.lki(saman)
    assert item.source_lki["power"] == game.chars(saman).power
    assert item.source_lki["types"] == sorted(game.chars(saman).types)


ISTOCNIK = """
name: Istočnik (Duh Prirode) plaćen
rules: [E3.52]
setup:
  active: Ana
  step: glavna1
  players:
    - name: Ana
      library: [Grom]
      hand: [Duh Prirode]
      play:
        - {card: Snaga Bivola, as_source: true}
    - name: Boris
script:
  - {play_source: Duh Prirode}
  - {yes_no: true}
  - {pay: auto}
"""


def test_e3_52_the_istocnik_ability_names_its_source(pool: dict[str, CardDef]) -> None:
    """E3.52.4: once Duh Prirode's Istočnik cost is paid, its ability goes on the niz: the niz
    entry is that Duh Prirode's (the one that has just entered play) and the log names it."""
    game = asked(pool, ISTOCNIK, DecisionKind.PRIORITY)
    duh = obj(game, "Duh Prirode")
    item = game.stack[-1]
    assert item.kind == StackKind.TRIGGER and item.source == duh
    assert item.source_incarnation == game.objects[duh].incarnation
    (ev,) = [e for e in game.log if isinstance(e, AbilityTriggered)]
    assert (ev.player, ev.card, ev.name) == (0, duh, "Duh Prirode")
    assert event_line(game, ev) == t("log.trigger", name="Duh Prirode")


UDAR = """
name: Dvostruki Udar na Samrtni Zavet i Kavgadžiju
rules: [D11.104]
setup:
  active: Ana
  step: glavna1
  players:
    - name: Ana
      hand: [Dvostruki Udar]
      play:
        - Kavgadžija
        - Samrtni Zavet
        - {card: Grobočuvarka, as_source: true}
    - name: Boris
script:
  - {cast: Dvostruki Udar, targets: [Samrtni Zavet, Kavgadžija]}
  - {pass: Boris}
  - {pass: Ana}
"""


def test_d11_104_a_creature_destroyed_first_of_two_looks_back(
    extra_pool: dict[str, CardDef],
) -> None:
    """D11.103, D11.104: Dvostruki Udar destroys Samrtni Zavet and then Kavgadžija, which is still
    in play as Samrtni Zavet leaves: Samrtni Zavet's "when it goes to the odlagalište from play"
    triggers all the same, and Ana gains 30 life when it resolves."""
    game = asked(extra_pool, UDAR, DecisionKind.PRIORITY)
    assert [i.kind for i in game.stack] == [StackKind.TRIGGER]
    zavet = obj(game, "Samrtni Zavet", Zone.GRAVEYARD)
    assert game.stack[0].source == zavet and game.stack[0].controller == 0
    assert obj(game, "Kavgadžija", Zone.GRAVEYARD) != zavet
    pass_priority(game, 2)
    assert game.players[0].life == 230


def test_d3_95_a_trigger_whose_cost_cant_be_paid_leaves_the_next_one_asked(
    extra_pool: dict[str, CardDef],
) -> None:
    """D3.95, D10.18, D11.30: Krvavi Zavetnik and Onostrano Zlo trigger on one spell; Ana puts
    Onostrano Zlo first, but she has no red mana left, so it is not played (no question) — and
    Krvavi Zavetnik, next in her order, is still asked for."""
    text = (
        ZAVETNIK.format(life=200)
        .replace("hand: [Kavgadžija]", "hand: [Kavgadžija, Onostrano Zlo]")
        .replace("{card: Grom, as_source: true}", "{card: Kavgadžija, as_source: true}")
    )
    game = asked(extra_pool, text, DecisionKind.ORDER)
    d = game.pending
    assert d is not None
    zlo, zavetnik = obj(game, "Onostrano Zlo", Zone.HAND), obj(game, "Krvavi Zavetnik")
    order = [d.context["triggers"].index(zlo), d.context["triggers"].index(zavetnik)]
    game.submit(order)
    d = game.pending
    assert d is not None and d.kind == DecisionKind.YES_NO and d.prompt == "trigger.pay"
    assert d.context["card"] == zavetnik
