"""Delayed triggered abilities (izvori/engine/delayed.py, D5.40–D5.44, D9.28) where the outcome
of a scenario file does not show everything: the ability as it waits (its text, its source's
look, who may stop it and for what), the events and log lines of creating and stopping it, what
its effects know when it triggers ("that player", "that creature"), and backing out of a stop.

Written for the mutants of delayed.py that the rules scenarios let through (docs/mutation.md).
"""

from __future__ import annotations

import pytest
from positions import asked, logged

from izvori.engine.carddef import CardDef
from izvori.engine.casting import legal_actions
from izvori.engine.decisions import Action, DecisionKind
from izvori.engine.events import AbilityTriggered, DelayedTriggerCreated, DelayedTriggerStopped
from izvori.engine.game import Game
from izvori.engine.objects import StackKind, Zone
from izvori.gamelog import event_line
from izvori.scenario.table import card_pool, obj, pass_priority

ANA, BORIS = 0, 1

CARDS = """
- name: Odložena Kletva
  cost: "1C"
  type: Vradžbina
  text: "Na početku tvoje sledeće pripreme, protivnik gubi 50 života. Protivnik je zaustavlja sa 2."
  effects:
    - delayed_trigger:
        at: your_next_upkeep
        stop_by: opponent
        stop_cost: "2"
        effects: [{lose_life: {who: opponent, amount: 50}}]
- name: Tiha Kletva
  cost: "C"
  type: Vradžbina
  text: "Na kraju poteza protivnik gubi 10 života. Možeš platiti 1 da je zaustaviš."
  effects:
    - delayed_trigger:
        at: end_of_turn
        stop_cost: "1"
        text: "Na kraju poteza protivnik gubi 10 života."
        effects: [{lose_life: {who: opponent, amount: 10}}]
- name: Gluva Kletva
  cost: "C"
  type: Vradžbina
  text: "Na kraju poteza protivnik gubi 20 života."
  effects:
    - delayed_trigger:
        at: end_of_turn
        effects: [{lose_life: {who: opponent, amount: 20}}]
- name: Vesnik Zime
  cost: "1C"
  type: Biće
  power: 10
  toughness: 10
  text: "Hladan vetar. Kad uđe u igru: igrač sledeće pripreme gubi 10 života."
  abilities:
    - triggered:
        when: enters_play
        text: "Na početku sledeće pripreme igrač čija je to priprema gubi 10 života."
        effects:
          - delayed_trigger:
              at: next_upkeep
              effects: [{lose_life: {who: trigger_player, amount: 10}}]
- name: Smrtni Zavet
  cost: "C"
  type: Iznenađenje
  text: "Kad odabrano biće umre, kontrolor gubi 30 života; ubaci ga u igru."
  targets: [{kind: creature}]
  effects:
    - delayed_trigger:
        at: dies
        what: target
        effects:
          - {lose_life: {who: trigger_player, amount: 30}}
          - {put_into_play: {what: trigger_object}}
- name: Izlazni Zavet
  cost: "C"
  type: Iznenađenje
  text: "Kada odabrano biće napusti igru, njegov kontrolor gubi 30 života."
  targets: [{kind: creature}]
  effects:
    - delayed_trigger:
        at: leaves_play
        what: target
        effects: [{lose_life: {who: trigger_player, amount: 30}}]
- name: Krvavi Zavet
  cost: "C"
  type: Iznenađenje
  text: "Kad odabrano biće nanese štetu, taj igrač gubi još 10 života; uništi ga."
  targets: [{kind: creature}]
  effects:
    - delayed_trigger:
        at: deals_damage
        what: target
        effects:
          - {lose_life: {who: trigger_player, amount: 10}}
          - {destroy: {what: trigger_object}}
- name: Žuti Sjaj
  cost: "R"
  type: Iznenađenje
  text: "Odabrano biće postaje žuto do kraja poteza."
  targets: [{kind: creature}]
  effects: [{set_color: {what: target, color: žuta}}]
- name: Vatreni Strelac
  cost: "1R"
  type: Biće
  power: 10
  toughness: 10
  text: "R: Vatreni Strelac nanosi 10 štete odabranom igraču."
  abilities:
    - activated:
        cost: "R"
        targets: [{kind: player}]
        effects: [{damage: {to: target, amount: 10}}]
"""


@pytest.fixture(scope="module")
def pool() -> dict[str, CardDef]:
    return card_pool(CARDS)


#: Ana casts one of the curses in her first main phase; it has resolved, Ana has priority.
CURSE = """
name: Ana baca kletvu
rules: [D5.40]
setup:
  active: Ana
  step: glavna1
  players:
    - name: Ana
      hand: [{spell}]
      library: [Grom, Grom]
      play:
        - {{card: Gladne Zmije, as_source: true}}
        - {{card: Grobočuvarka, as_source: true}}
        - {{card: Gladne Zmije, as_source: true}}
    - name: Boris
      library: [Grom]
      play:
        - {{card: Mladi Vuk, as_source: true}}
        - {{card: Severnjak, as_source: true}}
script:
  - {{cast: {spell}, player: Ana}}
  - {{pass: Boris}}
  - {{pass: Ana}}
"""


def curse(pool: dict[str, CardDef], spell: str) -> Game:
    game = asked(pool, CURSE.format(spell=spell), DecisionKind.PRIORITY)
    assert not game.stack and len(game.delayed) == 1
    assert game.pending is not None and game.pending.player == ANA
    return game


def test_d5_40_a_curse_creates_an_ability_that_waits_with_its_own_text(
    pool: dict[str, CardDef],
) -> None:
    """D18.20, D5.40: Tiha Kletva creates an ability that waits for the end of the turn. It is
    a new object with its own id, Ana controls it, it remembers its source as the spell was (a
    black Tiha Kletva of Ana's) and has the text its effect gives it; the log says it waits."""
    game = curse(pool, "Tiha Kletva")
    dt = game.delayed[0]
    kletva = obj(game, "Tiha Kletva", Zone.GRAVEYARD)
    assert dt.source == kletva and dt.controller == ANA
    assert dt.text == "Na kraju poteza protivnik gubi 10 života."
    assert dt.source_lki == {"name": "Tiha Kletva", "colors": ["C"], "controller": ANA}
    (created,) = logged(game, DelayedTriggerCreated)
    assert isinstance(dt.id, int) and created.item == dt.id
    assert (created.player, created.name, created.at, created.cards) == (
        ANA,
        "Tiha Kletva",
        "end_of_turn",
        [],
    )
    assert event_line(game, created) == "Odložena osobina (Tiha Kletva) čeka: kraj poteza."


TWO_CURSES = """
name: Ana baca dve Odložene Kletve
rules: [D5.40, D9.28]
setup:
  active: Ana
  step: glavna1
  players:
    - name: Ana
      hand: [Odložena Kletva, Odložena Kletva]
      library: [Grom, Grom]
      play:
        - {card: Gladne Zmije, as_source: true}
        - {card: Grobočuvarka, as_source: true}
        - {card: Gladne Zmije, as_source: true}
        - {card: Grobočuvarka, as_source: true}
    - name: Boris
      library: [Grom]
      play:
        - {card: Mladi Vuk, as_source: true}
        - {card: Severnjak, as_source: true}
script:
  - {cast: Odložena Kletva, player: Ana, pay: [Gladne Zmije, Grobočuvarka]}
  - {pass: Boris}
  - {pass: Ana}
  - {cast: Odložena Kletva, player: Ana, pay: [Gladne Zmije#2, Grobočuvarka#2]}
  - {pass: Boris}
  - {pass: Ana}
  - {pass: Ana}
"""


def test_d9_28_two_waiting_abilities_boris_stops_one(pool: dict[str, CardDef]) -> None:
    """D9.28: Ana casts Odložena Kletva twice; Boris (the opponent, who may stop them) is
    offered to stop each for 2 and stops the second: that one is gone, the first still waits.
    The pay question names the card; the log says who stopped which; Boris receives priority
    again."""
    game = asked(pool, TWO_CURSES, DecisionKind.PRIORITY)
    assert not game.stack and len(game.delayed) == 2
    first, second = game.delayed
    assert first.id != second.id and first.source != second.source
    assert game.pending is not None and game.pending.player == BORIS
    stops = [a for a in game.pending.options if a.kind == "stop"]
    assert stops == [
        Action("stop", first.source, first.id, "2"),
        Action("stop", second.source, second.id, "2"),
    ]
    game.submit(stops[1])
    d = game.pending
    assert d is not None and d.kind == DecisionKind.PAY and d.player == BORIS
    assert d.prompt == "pay.stop_delayed" and d.context["card"] == second.source
    game.submit(Action("auto"))
    assert [dt.id for dt in game.delayed] == [first.id]
    (stopped,) = logged(game, DelayedTriggerStopped)
    assert (stopped.player, stopped.item, stopped.name) == (BORIS, second.id, "Odložena Kletva")
    assert event_line(game, stopped) == "Boris zaustavlja odloženu osobinu (Odložena Kletva)."
    assert game.pending is not None and game.pending.player == BORIS
    assert game.pending.kind == DecisionKind.PRIORITY


def test_d5_40_at_end_of_turn_it_goes_on_the_niz_as_its_source_was(
    pool: dict[str, CardDef],
) -> None:
    """D5.40, D11.30: at the beginning of the end-of-turn step Tiha Kletva's ability triggers
    and goes on the niz: Ana's, with the text of the delayed ability and the look of the spell
    that created it (its card is in the odlagalište: a black Tiha Kletva); the log names it."""
    text = CURSE.format(spell="Tiha Kletva") + "  - pass_until: {step: kraj_poteza}\n"
    game = asked(pool, text, DecisionKind.PRIORITY)
    (item,) = game.stack
    kletva = obj(game, "Tiha Kletva", Zone.GRAVEYARD)
    assert item.kind == StackKind.TRIGGER and item.controller == ANA and item.source == kletva
    assert item.ability is not None
    assert item.ability.text == "Na kraju poteza protivnik gubi 10 života."
    assert item.source_lki == {"name": "Tiha Kletva", "colors": ["C"], "controller": ANA}
    assert game.delayed == []  # D5.42: it triggers only once
    triggered = logged(game, AbilityTriggered)[-1]
    assert (triggered.player, triggered.card, triggered.item, triggered.name) == (
        ANA,
        kletva,
        item.id,
        "Tiha Kletva",
    )
    pass_priority(game, 2)
    assert game.players[BORIS].life == 190


def test_d5_40_without_its_own_text_it_has_the_text_of_what_created_it(
    pool: dict[str, CardDef],
) -> None:
    """The delayed ability's text: the effect's own text, else the text of the triggered
    ability that created it (Vesnik Zime), else the text of the spell's card (Gluva Kletva)."""
    game = curse(pool, "Gluva Kletva")
    assert game.delayed[0].text == "Na kraju poteza protivnik gubi 20 života."
    game = asked(pool, CURSE.format(spell="Vesnik Zime"), DecisionKind.PRIORITY)
    assert game.pending is not None and game.pending.player == ANA
    assert len(game.stack) == 1  # Vesnik Zime's enters-play trigger
    pass_priority(game, 2)
    assert not game.stack
    (dt,) = game.delayed
    assert dt.text == "Na početku sledeće pripreme igrač čija je to priprema gubi 10 života."
    assert dt.source == obj(game, "Vesnik Zime")
    assert dt.source_lki == {"name": "Vesnik Zime", "colors": ["C"], "controller": ANA}
    assert dt.source_incarnation == game.objects[dt.source].incarnation


def test_d5_40_at_the_next_upkeep_that_player_is_the_one_whose_upkeep_it_is(
    pool: dict[str, CardDef],
) -> None:
    """Vesnik Zime's delayed ability triggers at the beginning of the next upkeep — Boris's —
    and "the player whose upkeep it is" loses 10 life: Boris, not Ana. Its source on the niz is
    the Vesnik Zime still in play (the same object it was)."""
    text = CURSE.format(spell="Vesnik Zime") + (
        "  - {pass: Ana}\n  - {pass: Boris}\n  - pass_until: {step: priprema}\n"
    )
    game = asked(pool, text, DecisionKind.PRIORITY)
    assert game.active == BORIS
    (item,) = game.stack
    vesnik = obj(game, "Vesnik Zime")
    assert item.source == vesnik and item.controller == ANA
    assert item.source_incarnation == game.objects[vesnik].incarnation
    pass_priority(game, 2)
    assert not game.stack
    assert (game.players[ANA].life, game.players[BORIS].life) == (200, 190)


def test_d9_28_with_a_stop_cost_and_no_one_named_only_its_controller_may_stop_it(
    pool: dict[str, CardDef],
) -> None:
    """D9.28: the effect says who may stop the ability; Tiha Kletva names a cost (1) and no
    one, so its controller may: Ana is offered to stop it for 1, Boris is not. Gluva Kletva
    names no cost: no one may stop it."""
    game = curse(pool, "Tiha Kletva")
    dt = game.delayed[0]
    assert dt.stop_by == "you"
    ana = [a for a in legal_actions(game, ANA) if a.kind == "stop"]
    assert ana == [Action("stop", dt.source, dt.id, "1")]
    assert not any(a.kind == "stop" for a in legal_actions(game, BORIS))
    game = curse(pool, "Gluva Kletva")
    assert game.delayed[0].stop_by is None
    for player in (ANA, BORIS):
        assert not any(a.kind == "stop" for a in legal_actions(game, player))


#: Ana has cast a Zavet on Boris's Mladi Vuk; it has resolved, Ana has priority.
ZAVET = """
name: Ana baca zavet na Mladog Vuka
rules: [D5.40, D5.44]
setup:
  active: Ana
  step: glavna1
  players:
    - name: Ana
      hand: [{spell}, Teror Mraka, Plima, Krvavi Zavet]
      library: [Grom, Grom]
      play:
        - Vatreni Strelac
        - {{card: Gladne Zmije, as_source: true}}
        - {{card: Grobočuvarka, as_source: true}}
        - {{card: Gladne Zmije, as_source: true}}
        - {{card: Plima, as_source: true}}
        - {{card: Plima, as_source: true}}
        - {{card: Grom, as_source: true}}
    - name: Boris
      library: [Grom]
      play: [Mladi Vuk, Kavgadžija]
script:
  - {{cast: {spell}, player: Ana, targets: [Mladi Vuk]}}
  - {{pass: Boris}}
  - {{pass: Ana}}
"""


def zavet(pool: dict[str, CardDef], spell: str, then: str = "") -> Game:
    game = asked(pool, ZAVET.format(spell=spell) + then, DecisionKind.PRIORITY)
    return game


def test_d5_44_when_that_creature_dies_its_controller_loses_life_and_it_comes_back(
    pool: dict[str, CardDef],
) -> None:
    """D5.44, D11.100: Smrtni Zavet waits for Boris's Mladi Vuk to die. Teror Mraka destroys
    it: the ability triggers; "its controller" is Boris (who controlled it as it died), and
    "that creature" is the card in the odlagalište, which Ana puts into play under her
    control."""
    game = zavet(
        pool,
        "Smrtni Zavet",
        "  - {cast: Teror Mraka, player: Ana, targets: [Mladi Vuk]}\n"
        "  - {pass: Boris}\n  - {pass: Ana}\n",
    )
    (item,) = game.stack
    assert item.kind == StackKind.TRIGGER and game.delayed == []
    pass_priority(game, 2)
    assert not game.stack
    assert (game.players[ANA].life, game.players[BORIS].life) == (200, 170)
    vuk = obj(game, "Mladi Vuk")
    assert game.objects[vuk].controller == ANA


def test_d5_44_a_creature_returned_to_the_hand_did_not_die(pool: dict[str, CardDef]) -> None:
    """Smrtni Zavet waits for Mladi Vuk to die; Plima returns it to Boris's hand instead. It
    left play without dying: nothing triggers, and the ability is gone — the card in the hand
    is a new object it can never see (D5.44, B16.13)."""
    game = zavet(
        pool,
        "Smrtni Zavet",
        "  - {cast: Plima, player: Ana, targets: [Mladi Vuk]}\n"
        "  - {pass: Boris}\n  - {pass: Ana}\n",
    )
    assert not game.stack and game.delayed == []
    assert obj(game, "Mladi Vuk", Zone.HAND)
    assert (game.players[ANA].life, game.players[BORIS].life) == (200, 200)


def test_d5_44_when_that_creature_leaves_play_not_when_another_does(
    pool: dict[str, CardDef],
) -> None:
    """Izlazni Zavet waits for Mladi Vuk to leave play. Teror Mraka destroys Kavgadžija first:
    another creature leaving play does not trigger it. Plima then returns Mladi Vuk to the
    hand: it triggers, and Boris, who controlled Mladi Vuk, loses 30 life."""
    game = zavet(
        pool,
        "Izlazni Zavet",
        "  - {cast: Teror Mraka, player: Ana, targets: [Kavgadžija]}\n"
        "  - {pass: Boris}\n  - {pass: Ana}\n",
    )
    assert not game.stack and len(game.delayed) == 1
    assert obj(game, "Kavgadžija", Zone.GRAVEYARD)
    game = zavet(
        pool,
        "Izlazni Zavet",
        "  - {cast: Teror Mraka, player: Ana, targets: [Kavgadžija]}\n"
        "  - {pass: Boris}\n  - {pass: Ana}\n"
        "  - {cast: Plima, player: Ana, targets: [Mladi Vuk]}\n"
        "  - {pass: Boris}\n  - {pass: Ana}\n",
    )
    (item,) = game.stack
    assert item.kind == StackKind.TRIGGER and game.delayed == []
    pass_priority(game, 2)
    assert (game.players[ANA].life, game.players[BORIS].life) == (200, 170)


def test_d5_44_when_that_creature_deals_damage_not_when_another_does(
    pool: dict[str, CardDef],
) -> None:
    """Krvavi Zavet on Boris's Mladi Vuk waits for Mladi Vuk to deal damage: Ana's Vatreni
    Strelac dealing 10 damage to Boris does not trigger it; it still waits."""
    game = zavet(
        pool,
        "Krvavi Zavet",
        "  - {activate: Vatreni Strelac, player: Ana, targets: [Boris]}\n"
        "  - {pass: Boris}\n  - {pass: Ana}\n",
    )
    assert not game.stack and len(game.delayed) == 1
    assert game.players[BORIS].life == 190


def test_d5_44_that_player_is_the_one_dealt_damage_and_that_creature_is_destroyed(
    pool: dict[str, CardDef],
) -> None:
    """Ana casts Smrtni Zavet on Mladi Vuk, then Krvavi Zavet on her Vatreni Strelac; the
    Strelac deals 10 damage to Boris. The first ability waits for something else and stays;
    the second triggers: Boris, the player dealt the damage, loses 10 more life, and the
    Strelac is destroyed."""
    text = ZAVET.format(spell="Smrtni Zavet") + (
        "  - {cast: Krvavi Zavet, player: Ana, targets: [Vatreni Strelac]}\n"
        "  - {pass: Boris}\n  - {pass: Ana}\n"
        "  - {activate: Vatreni Strelac, player: Ana, targets: [Boris]}\n"
        "  - {pass: Boris}\n  - {pass: Ana}\n"
    )
    game = asked(pool, text, DecisionKind.PRIORITY)
    (item,) = game.stack
    assert item.kind == StackKind.TRIGGER
    assert [dt.event for dt in game.delayed] == ["dies"]
    assert game.players[BORIS].life == 190
    pass_priority(game, 2)
    assert not game.stack
    assert (game.players[ANA].life, game.players[BORIS].life) == (200, 180)
    assert obj(game, "Vatreni Strelac", Zone.GRAVEYARD)


def test_d23_10_backing_out_of_a_stop_leaves_the_log_and_the_passes_as_they_were(
    pool: dict[str, CardDef],
) -> None:
    """D9.28, D23.10: Ana passes; Boris starts to stop Odložena Kletva, taps a source for it,
    then backs out. Nothing of it stays in the log, and Ana's pass still counts: when Boris
    passes too, the main phase ends (both passed in succession with the niz empty)."""
    game = curse(pool, "Odložena Kletva")
    pass_priority(game)
    log = list(game.log)
    assert game.pending is not None and game.pending.player == BORIS
    stop = next(a for a in game.pending.options if a.kind == "stop")
    game.submit(stop)
    mana = next(a for a in game.pending.options if a.kind == "mana")
    game.submit(mana)
    assert len(game.log) > len(log)
    game.submit(Action("cancel"))
    assert game.log == log
    assert len(game.delayed) == 1
    assert game.pending.player == BORIS and game.pending.kind == DecisionKind.PRIORITY
    step = game.step
    pass_priority(game)
    assert game.step != step


VESNIK_ZUT = """
name: Vesnik Zime, požuteo, vraćen u ruku
rules: [D5.40, D3.60]
setup:
  active: Ana
  step: glavna1
  players:
    - name: Ana
      hand: [Vesnik Zime, Žuti Sjaj, Plima]
      library: [Grom, Grom]
      play:
        - {card: Gladne Zmije, as_source: true}
        - {card: Grobočuvarka, as_source: true}
        - {card: Grom, as_source: true}
        - {card: Plima, as_source: true}
        - {card: Plima, as_source: true}
    - name: Boris
      library: [Grom]
script:
  - {cast: Vesnik Zime, player: Ana}
  - {pass: Boris}
  - {pass: Ana}
  - {cast: Žuti Sjaj, player: Ana, targets: [Vesnik Zime]}
  - {pass: Boris}
  - {pass: Ana}
  - expect: {permanent: {Vesnik Zime: {colors: [žuta]}}, stack: [Vesnik Zime]}
  - {pass: Ana}
  - {pass: Boris}
  - {cast: Plima, player: Ana, targets: [Vesnik Zime]}
  - {pass: Boris}
  - {pass: Ana}
  - expect: {hand: {Ana: [Vesnik Zime]}}
  - pass_until: {step: priprema}
"""


def test_d3_60_its_source_out_of_play_is_seen_as_it_last_was(pool: dict[str, CardDef]) -> None:
    """Vesnik Zime (black) is made yellow by Žuti Sjaj while its enters-play ability waits on
    the niz; the ability creates the delayed one, and then Plima returns Vesnik Zime to Ana's
    hand. At Boris's upkeep the delayed ability triggers all the same (it waits for a step,
    not for Vesnik), and its entry on the niz shows its source as it last existed in play — a
    yellow Vesnik Zime (D3.60, D14.26) — not the black card in the hand; Boris loses 10 life."""
    game = asked(pool, VESNIK_ZUT, DecisionKind.PRIORITY)
    assert game.active == BORIS
    (item,) = game.stack
    vesnik = obj(game, "Vesnik Zime", Zone.HAND)
    assert item.source == vesnik
    assert item.source_lki == {"name": "Vesnik Zime", "colors": ["Ž"], "controller": ANA}
    pass_priority(game, 2)
    assert (game.players[ANA].life, game.players[BORIS].life) == (200, 190)


BAZILISK_GONE = """
name: Mnogooki Bazilisk blokira i biva uništen dok je njegova osobina na nizu
rules: [D5.40, D11.92]
setup:
  active: Ana
  step: početak_borbe
  players:
    - name: Ana
      hand: [Teror Mraka]
      library: [Grom, Grom]
      play:
        - Kavgadžija
        - {card: Gladne Zmije, as_source: true}
        - {card: Grobočuvarka, as_source: true}
    - name: Boris
      library: [Grom]
      play: [Mnogooki Bazilisk]
script:
  - pass_until: {step: napadači, kind: attackers}
  - {attack: [Kavgadžija]}
  - pass_until: {step: blokeri, kind: blockers}
  - {block: {Mnogooki Bazilisk: Kavgadžija}}
  - expect: {stack: [Mnogooki Bazilisk]}
  - {cast: Teror Mraka, player: Ana, targets: [Mnogooki Bazilisk]}
  - {pass: Boris}
  - {pass: Ana}
  - expect: {stack: [Mnogooki Bazilisk], graveyard: {Boris: [Mnogooki Bazilisk]}}
"""


def test_d5_40_in_a_world_of_the_ai_a_source_known_only_by_name_creates_it(
    pool: dict[str, CardDef],
) -> None:
    """The computer player's search plays forward a world built from what Ana sees
    (determinize.py): there, Mnogooki Bazilisk's block trigger on the niz, whose source has
    left play, knows its source only by name (no colours). It still resolves and creates the
    delayed ability — with no colours, not a crash — which destroys Kavgadžija at end of
    combat."""
    from izvori.agents.truth import true_deal
    from izvori.engine import determinize
    from izvori.engine.view import view

    game = asked(pool, BAZILISK_GONE, DecisionKind.PRIORITY)
    assert game.pending is not None and game.pending.player == ANA
    world = determinize(view(game, ANA), true_deal(game, ANA), pool)
    (item,) = world.stack
    assert item.source_lki == {"name": "Mnogooki Bazilisk"}
    pass_priority(world, 2)
    assert not world.stack
    (dt,) = world.delayed
    assert dt.source_lki == {"name": "Mnogooki Bazilisk", "colors": [], "controller": BORIS}
    assert dt.event == "end_of_combat"
