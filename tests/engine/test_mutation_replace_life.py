"""Replacing life gain (izvori/engine/replace_life.py, D20.60, D20.61, D20.68, D20.91, D20.92)
as a judge reads it: whose gain a replacement sees (D16.60's "you / opponent / any player"),
which of two identical replacements applies, what "instead" does with its own permanent, and
how the memory of the replacements used (D20.61) survives a choice and a remainder.

Written for the mutants of replace_life.py that the rules scenarios let through
(docs/mutation.md). No bundled card replaces a life gain: the cards of EXTRA are written for
this module only, in the vocabulary of docs/cards.md (`op: replace_life_gain`), like the
scenarios' (Zlatni Kalež, Crni Pehar, Zlatna Česma of tests/scenarios/pravila/d20_*).
"""

from __future__ import annotations

import pytest
from positions import played

from izvori.engine.carddef import CardDef
from izvori.engine.events import LifeGainReplaced
from izvori.engine.objects import Zone
from izvori.gamelog import event_line
from izvori.scenario.table import card_pool, obj, refusal

EXTRA = """
- name: Obilje
  cost: "Z"
  type: Iznenađenje
  text: "Svaki igrač dobija 10 života."
  effects: [{gain_life: {who: each_player, amount: 10}}]
- name: Melem
  cost: "Z"
  type: Iznenađenje
  text: "Dobijaš 25 života."
  effects: [{gain_life: {who: you, amount: 25}}]
- name: Prazna Čaša
  cost: "Z"
  type: Iznenađenje
  text: "Dobijaš 0 života."
  effects: [{gain_life: {who: you, amount: 0}}]
- name: Žedni Duh
  cost: "2C"
  type: Biće
  power: 10
  toughness: 10
  text: "Ako bi bilo koji igrač dobio život, umesto toga uništi sva bića."
  abilities:
    - static:
        op: replace_life_gain
        player: any
        instead: [{destroy: {what: all_creatures}}]
- name: Mudri Duh
  cost: "2P"
  type: Biće
  power: 10
  toughness: 10
  text: "Ako bi bilo koji igrač dobio život, umesto toga vuci kartu."
  abilities:
    - static:
        op: replace_life_gain
        player: any
        instead: [{draw: {who: you}}]
- name: Kap Melema
  cost: "Z"
  type: Iznenađenje
  text: "Dobijaš 1 život."
  effects: [{gain_life: {who: you, amount: 1}}]
- name: Uvid
  cost: "Z"
  type: Iznenađenje
  text: "Vuci kartu."
  effects: [{draw: {who: you}}]
- name: Zavidna Kletva
  cost: "2C"
  type: Promena
  text: "Ako bi protivnik dobio život, umesto toga taj igrač gubi 10 života."
  abilities:
    - static:
        op: replace_life_gain
        player: opponent
        instead: [{lose_life: {who: trigger_player, amount: 10}}]
- name: Opšta Kletva
  cost: "2C"
  type: Promena
  text: "Ako bi bilo koji igrač dobio život, umesto toga taj igrač gubi 10 života."
  abilities:
    - static:
        op: replace_life_gain
        player: any
        instead: [{lose_life: {who: trigger_player, amount: 10}}]
- name: Krhki Pehar
  cost: "1"
  type: Artefakt
  text: "Ako bi dobio život, umesto toga žrtvuj Krhki Pehar."
  abilities:
    - static:
        op: replace_life_gain
        instead: [{sacrifice: {what: self}}]
- name: Kletva Izvora
  cost: "2C"
  type: Promena
  text: "Ako bi bilo koji igrač dobio život, umesto toga ti gubiš 10 života."
  abilities:
    - static:
        op: replace_life_gain
        player: any
        instead: [{lose_life: {who: you, amount: 10}}]
- name: Suva Usta
  cost: "1C"
  type: Promena
  text: "Ako bi dobio život, umesto toga ne dobijaš život."
  abilities:
    - static:
        op: replace_life_gain
- name: Vatreni Pehar
  cost: "1R"
  type: Promena
  text: "Ako bi dobio život, umesto toga žrtvuj Vatreni Pehar, a on nanosi 10 štete svakom biću."
  abilities:
    - static:
        op: replace_life_gain
        instead:
          - sacrifice: {what: self}
          - damage: {to: each_creature, amount: 10}
- name: Česma Petnaest
  cost: "2Ž"
  type: Promena
  text: "Ako bi vukao kartu, umesto toga dobijaš 15 života."
  abilities:
    - static:
        op: replace_draw
        player: you
        instead: [{gain_life: {who: you, amount: 15}}]
- name: Zlatni Kalež
  cost: "3"
  type: Artefakt
  text: "Za svakih 10 života koje bi dobio, umesto toga vuci kartu."
  abilities:
    - static:
        op: replace_life_gain
        amount: 10
        instead: [{draw: {who: you}}]
- name: Pehar Znanja
  cost: "3"
  type: Artefakt
  text: "Ako bi dobio život, umesto toga vuci kartu."
  abilities:
    - static:
        op: replace_life_gain
        instead: [{draw: {who: you}}]
- name: Česma Obilja
  cost: "2Ž"
  type: Promena
  text: "Ako bi vukao kartu, umesto toga svaki igrač dobija 10 života."
  abilities:
    - static:
        op: replace_draw
        player: you
        instead: [{gain_life: {who: each_player, amount: 10}}]
- name: Krhka Kletva
  cost: "1"
  type: Artefakt
  text: "Ako bi bilo koji igrač dobio život, umesto toga žrtvuj Krhku Kletvu."
  abilities:
    - static:
        op: replace_life_gain
        player: any
        instead: [{sacrifice: {what: self}}]
- name: Pehar Mudrosti
  cost: "3"
  type: Artefakt
  text: "Ako bi bilo koji igrač dobio život, umesto toga vuci kartu."
  abilities:
    - static:
        op: replace_life_gain
        player: any
        instead: [{draw: {who: you}}]
"""


@pytest.fixture(scope="module")
def pool() -> dict[str, CardDef]:
    return card_pool(EXTRA)


def _cast_in_main(spell: str, ana_play: str, boris_play: str = "", extra: str = "") -> str:
    return f"""
name: {spell}
rules: [D16.60, D20.60]
setup:
  active: Ana
  step: glavna1
  players:
    - name: Ana
      hand: [{spell}]
      library: [Oluja, Grom, Oluja]
      play: [{ana_play}{{card: Mladi Vuk, as_source: true}}]
    - name: Boris
      library: [Grom, Oluja]
      play: [{boris_play}]
script:
  - {{cast: {spell}}}
  - {{pass: Boris}}
  - {{pass: Ana}}
{extra}"""


def test_d16_60_an_opponents_replacement_leaves_its_controllers_gain_alone(
    pool: dict[str, CardDef],
) -> None:
    """D16.60, D20.60: Boris's Zavidna Kletva ("if an opponent would gain life, instead that
    player loses 10") replaces Ana's part of Obilje ("each player gains 10") — she loses 10 —
    but not Boris's own: he gains 10."""
    scenario = _cast_in_main(
        "Obilje",
        "",
        "Zavidna Kletva",
        "expect:\n  life: {Ana: 190, Boris: 210}\n  pending: {player: Ana, kind: priority}\n",
    )
    game = played(pool, scenario)
    (ev,) = [e for e in game.log if isinstance(e, LifeGainReplaced)]
    assert (ev.player, ev.card, ev.name, ev.amount) == (
        0,
        obj(game, "Zavidna Kletva"),
        "Zavidna Kletva",
        10,
    )
    assert event_line(game, ev).startswith("Ana")


def test_d16_60_a_replacement_of_any_players_gain_replaces_both(
    pool: dict[str, CardDef],
) -> None:
    """D16.60: Ana's Opšta Kletva ("if any player would gain life, instead that player loses
    10") replaces both gains of Obilje, Ana's own and Boris's: each loses 10."""
    scenario = _cast_in_main(
        "Obilje",
        "Opšta Kletva, ",
        "",
        "expect:\n  life: {Ana: 190, Boris: 190}\n  pending: {player: Ana, kind: priority}\n",
    )
    played(pool, scenario)


def test_d20_91_identical_replacements_the_first_in_timestamp_order_applies(
    pool: dict[str, CardDef],
) -> None:
    """D20.91: two Krhki Pehar of Ana's ("if you would gain life, instead sacrifice Krhki
    Pehar") would do exactly the same, so Ana is not asked; the one that came into play first
    (timestamp order, D6) applies and is sacrificed — here the one already in play, not the
    one Ana casts from her hand this turn. The other stays. Ana gains nothing."""
    scenario = """
name: dva Krhka Pehara
rules: [D20.91]
setup:
  active: Ana
  step: glavna1
  players:
    - name: Ana
      hand: [Krhki Pehar, Melem]
      library: [Oluja, Grom]
      play: [Krhki Pehar, {card: Mladi Vuk, as_source: true}, {card: Mladi Vuk, as_source: true}]
    - name: Boris
script:
  - {cast: Krhki Pehar}
  - {pass: Boris}
  - {pass: Ana}
  - {cast: Melem}
  - {pass: Boris}
  - {pass: Ana}
expect:
  life: {Ana: 200}
  pending: {player: Ana, kind: priority}
"""
    # the copy in Ana's hand is made before the one in play: its id is the lower one
    game = played(pool, scenario)
    (left,) = [o for o in game.battlefield if game.objects[o].card.name == "Krhki Pehar"]
    (gone,) = [o for o in game.players[0].graveyard if game.objects[o].card.name == "Krhki Pehar"]
    assert game.objects[left].timestamp > game.objects[gone].timestamp
    assert left < gone  # timestamp order is not the order of the ids here


def test_d20_91_the_same_replacement_of_two_players_is_chosen(
    pool: dict[str, CardDef],
) -> None:
    """D20.91: Ana's and Boris's Kletva Izvora ("if any player would gain life, instead you lose
    10") would not do the same thing — each makes its own controller lose life — so Ana, who
    would gain, chooses; she chooses Boris's: Boris loses 10, Ana gains nothing and loses
    nothing (the gain is replaced whole, nothing is left for Ana's)."""
    scenario = _cast_in_main("Melem", "Kletva Izvora, ", "Kletva Izvora")
    game = played(pool, scenario)
    d = game.pending
    assert d is not None and d.player == 0 and d.prompt == "life.replacement_choice"
    borisov = obj(game, "Kletva Izvora", controller=1)
    assert set(d.options) == {obj(game, "Kletva Izvora", controller=0), borisov}
    game.submit(borisov)
    assert [p.life for p in game.players] == [200, 190]


def test_d20_68_a_replacement_without_effects_just_stops_the_gain(
    pool: dict[str, CardDef],
) -> None:
    """D20.68: Suva Usta ("if you would gain life, instead you don't") has nothing to do
    instead: Melem gives Ana no life, and nothing else happens."""
    scenario = _cast_in_main(
        "Melem",
        "Suva Usta, ",
        "",
        "expect:\n  life: {Ana: 200, Boris: 200}\n  pending: {player: Ana, kind: priority}\n"
        "  hand_count: {Ana: 0}\n",
    )
    played(pool, scenario)


def test_d20_68_a_replacement_that_sacrifices_its_source_still_deals_red_damage(
    pool: dict[str, CardDef],
) -> None:
    """D20.68, D3.60, E3.22: Vatreni Pehar's "instead" sacrifices it (its own permanent, this
    incarnation), then it deals 10 damage to each creature as it last existed — red: Boris's
    Kavgadžija takes 10, Ledeni Div (Anti-Crveno) none."""
    scenario = _cast_in_main(
        "Melem",
        "Vatreni Pehar, ",
        "Ledeni Div, Kavgadžija",
        "expect:\n  life: {Ana: 200}\n  graveyard: {Ana: [Vatreni Pehar, Melem]}\n"
        "  permanent:\n    Kavgadžija: {damage: 10}\n    Ledeni Div: {damage: 0}\n",
    )
    played(pool, scenario)


def test_d20_60_a_gain_of_one_life_is_gained(pool: dict[str, CardDef]) -> None:
    """Kap Melema: Ana gains 1 life (the smallest gain there is is still a gain)."""
    scenario = _cast_in_main("Kap Melema", "", "", "expect:\n  life: {Ana: 201}\n")
    played(pool, scenario)


def test_d20_60_a_gain_of_no_life_is_no_event_to_replace(pool: dict[str, CardDef]) -> None:
    """D20.60: Prazna Čaša gives Ana 0 life — no life is gained, so there is no gain for
    Opšta Kletva ("if any player would gain life, instead that player loses 10")
    to replace: Ana loses nothing."""
    scenario = _cast_in_main(
        "Prazna Čaša", "Opšta Kletva, ", "", "expect:\n  life: {Ana: 200, Boris: 200}\n"
    )
    game = played(pool, scenario)
    assert not [e for e in game.log if isinstance(e, LifeGainReplaced)]


def test_d20_61_the_memory_of_the_draw_replacement_survives_a_choice_and_a_remainder(
    pool: dict[str, CardDef],
) -> None:
    """D20.61, D20.91, D20.92: Ana casts Uvid; her draw would become 15 life (Česma
    Petnaest); that gain would be replaced by Zlatni Kalež ("for each 10 life, draw instead")
    or Pehar Znanja ("instead draw a card"), and Ana chooses Kalež: 10 of the life become a
    draw, the 5 left are replaced by Pehar Znanja, another draw. Česma has had its chance at
    this event: neither draw is replaced by it again. Ana draws two cards and gains no life."""
    scenario = _cast_in_main(
        "Uvid",
        "Česma Petnaest, Zlatni Kalež, Pehar Znanja, ",
        "",
        "  - expect:\n      pending: {player: Ana, kind: choose_one, "
        "prompt: life.replacement_choice}\n"
        "  - {choose: Zlatni Kalež}\n"
        "expect:\n  life: {Ana: 200, Boris: 200}\n  hand: {Ana: [Oluja, Grom]}\n"
        "  pending: {player: Ana, kind: priority}\n",
    )
    played(pool, scenario)


def test_d20_91_a_choice_made_first_changes_the_second_players_options(
    pool: dict[str, CardDef],
) -> None:
    """D20.91 (APNAP), D20.61: Ana casts Uvid; Česma Obilja makes her draw "each player gains
    10". Each gain could be replaced by Krhka Kletva (sacrificed instead) or Pehar Mudrosti
    (Ana draws instead). Ana chooses first and takes Krhka Kletva: it is sacrificed. Boris
    then has only Pehar Mudrosti left, which applies to his gain without a question: Ana draws
    a card — and Česma, which has had its chance at this event, doesn't replace that draw."""
    scenario = _cast_in_main(
        "Uvid",
        "Česma Obilja, Krhka Kletva, Pehar Mudrosti, ",
        "",
        "  - expect:\n      pending: {player: Ana, kind: choose_one, "
        "prompt: life.replacement_choice}\n"
        "  - {choose: Krhka Kletva}\n"
        "expect:\n  life: {Ana: 200, Boris: 200}\n  hand: {Ana: [Oluja]}\n"
        "  graveyard: {Ana: [Krhka Kletva, Uvid]}\n"
        "  pending: {player: Ana, kind: priority}\n",
    )
    game = played(pool, scenario)
    assert obj(game, "Pehar Mudrosti")
    replaced = [(e.player, e.name) for e in game.log if isinstance(e, LifeGainReplaced)]
    assert replaced == [(0, "Krhka Kletva"), (1, "Pehar Mudrosti")]
    assert game.objects[obj(game, "Krhka Kletva", Zone.GRAVEYARD)].zone == Zone.GRAVEYARD


def test_d20_91_yes_is_no_answer_to_which_replacement(pool: dict[str, CardDef]) -> None:
    """D20.91, D20.10: Boris casts Obilje; his gain could be replaced by his own Kletva Izvora
    or by Ana's (the game's first object here). He chooses which — "yes" is not one of the
    cards offered and is refused as "not an option", whatever number the cards have; then he
    takes Ana's: Ana loses 10."""
    scenario = """
name: Boris bira između dve Kletve Izvora
rules: [D20.91, D20.10]
setup:
  active: Boris
  step: glavna1
  players:
    - name: Ana
      play: [Kletva Izvora]
    - name: Boris
      hand: [Obilje]
      library: [Grom, Oluja]
      play: [Kletva Izvora, {card: Mladi Vuk, as_source: true}]
script:
  - {cast: Obilje}
  - {pass: Ana}
  - {pass: Boris}
"""
    game = played(pool, scenario)
    d = game.pending
    assert d is not None and d.player == 1 and d.prompt == "life.replacement_choice"
    anina = obj(game, "Kletva Izvora", controller=0)
    assert anina == 1 and anina in d.options
    assert refusal(game, True).key == "answer.not_an_option"
    game.submit(anina)
    assert game.players[0].life == 190


def test_d20_91_when_the_first_choice_leaves_no_replacement_the_second_gain_happens(
    pool: dict[str, CardDef],
) -> None:
    """D20.91 (APNAP): Obilje — each player's gain could be replaced by Žedni Duh ("instead
    destroy all creatures") or Mudri Duh ("instead draw a card"). Ana chooses first and takes
    Žedni Duh: every creature is destroyed, both Duhs with it. Nothing is left to replace
    Boris's gain: he is not asked, and gains his 10 life."""
    scenario = _cast_in_main(
        "Obilje",
        "Žedni Duh, Mudri Duh, ",
        "",
        "  - expect:\n      pending: {player: Ana, kind: choose_one, "
        "prompt: life.replacement_choice}\n"
        "  - {choose: Žedni Duh}\n"
        "expect:\n  life: {Ana: 200, Boris: 210}\n  hand_count: {Ana: 0}\n"
        "  pending: {player: Ana, kind: priority}\n",
    )
    played(pool, scenario)
