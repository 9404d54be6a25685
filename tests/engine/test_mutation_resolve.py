"""Resolving spells and abilities (izvori/engine/resolve.py, D14.20–D14.29) as a judge reads
it: what each effect word does when the card leaves out a word it may leave out (`what`, `to`,
`who`: the defaults of docs/cards.md), what the player is asked and which answers are refused,
and what the log and the events say.

Written for the mutants of resolve.py that the rules scenarios let through (docs/mutation.md).
The cards of EXTRA are written for this module only, in the vocabulary of docs/cards.md: most
bundled cards spell out every word, so no bundled card reaches the defaults.
"""

from __future__ import annotations

from typing import Any

import pytest
from positions import asked, logged, played

from izvori.engine.carddef import CardDef
from izvori.engine.decisions import DecisionKind
from izvori.engine.events import (
    CardRevealed,
    Countered,
    CountersPlaced,
    Discarded,
    LibraryShuffled,
    MayChosen,
    NotCountered,
    PaidUnless,
    Pumped,
    RedirectionShield,
    RegenerationShield,
    Resolved,
    SourcePreventionShield,
    TextChanged,
    ZoneChanged,
)
from izvori.engine.game import Game
from izvori.engine.objects import Zone, player_ref
from izvori.gamelog import event_line
from izvori.scenario.table import card_pool, obj, refusal

EXTRA = """
- name: Probna Iskra
  cost: "0"
  type: Iznenađenje
  text: "Probna Iskra nanosi 10 štete odabranom biću ili igraču."
  targets: [{kind: creature_or_player}]
  effects: [{damage: {amount: 10}}]
- name: Probni Podsticaj
  cost: "0"
  type: Iznenađenje
  text: "Odabrano biće dobija +20/+10 i Letač do kraja poteza."
  targets: [{kind: creature}]
  effects: [{pump: {power: 20, toughness: 10, keywords: [Letač]}}]
- name: Probno Uništenje
  cost: "0"
  type: Vradžbina
  text: "Uništi odabrano biće."
  targets: [{kind: creature}]
  effects: [{destroy: {}}]
- name: Probno Sprečavanje
  cost: "0"
  type: Iznenađenje
  text: "Spreči odabranu magiju osim ako njen kontrolor plati 1."
  targets: [{kind: spell}]
  effects: [{counter: {unless_pays: 1}}]
- name: Probna Reč
  cost: "0"
  type: Iznenađenje
  text: "Zameni u tekstu odabranog permanenta sve reči jedne boje rečju druge boje."
  targets: [{kind: permanent}]
  effects: [{change_text: {words: color}}]
- name: Probna Obnova
  cost: "0"
  type: Iznenađenje
  text: "Regeneriši odabrano biće."
  targets: [{kind: creature}]
  effects: [{regenerate: {what: target}}]
- name: Probni Vodenko
  cost: "1"
  type: Biće
  subtypes: [Vodenjak]
  power: 10
  toughness: 10
  cant_be_countered: true
  text: "Probni Vodenko ne može biti sprečen."
- name: Probni Trol
  cost: "1"
  type: Biće
  subtypes: [Trol]
  power: 20
  toughness: 10
  text: "0: Regeneriši Probnog Trola. 0: Probni Trol dobija +0/+X (X: njegova snaga)."
  abilities:
    - activated:
        cost: "0"
        effects: [{regenerate: {}}]
    - activated:
        cost: "0"
        effects: [{pump: {what: self, power: 0, toughness: power}}]
- name: Zelena Magla
  cost: "0"
  type: Iznenađenje
  text: "Zelena bića dobijaju +10/+0 do kraja poteza."
  effects:
    - pump: {what: all_creatures, color: zelena, power: 10, toughness: 0}
- name: Zeleno Uništenje
  cost: "0"
  type: Vradžbina
  text: "Uništi sva zelena bića."
  effects: [{destroy: {what: all_creatures, color: zelena}}]
- name: Probna Otmica
  cost: "0"
  type: Vradžbina
  text: "Aktiviraj odabrano biće, stavi brojač +10/+10 na njega i preuzmi kontrolu nad njim."
  targets: [{kind: creature}]
  effects: [{tap: {}}, {put_counters: {}}, {gain_control: {}}]
- name: Probno Buđenje
  cost: "0"
  type: Iznenađenje
  text: "Deaktiviraj odabrano biće."
  targets: [{kind: creature}]
  effects: [{untap: {}}]
- name: Probni Talas
  cost: "0"
  type: Iznenađenje
  text: "Vrati odabrano biće u ruku vlasnika."
  targets: [{kind: creature}]
  effects: [{bounce: {}}]
- name: Probna Potraga
  cost: "0"
  type: Vradžbina
  text: "Potraži u svojoj biblioteci kartu i stavi je u ruku, pa promešaj biblioteku."
  effects: [{search_library: {}}]
- name: Probni Povratak
  cost: "0"
  type: Vradžbina
  text: "Vrati kartu po izboru iz svog odlagališta u ruku."
  effects: [{graveyard_to_hand: {}}]
- name: Probna Zagonetka
  cost: "0"
  type: Vradžbina
  text: "Stavi sve karte iz ruke na dno biblioteke bilo kojim redosledom, zatim vuci toliko karata."
  effects: [{hand_to_bottom_and_draw: {}}]
- name: Probno Odbacivanje
  cost: "0"
  type: Vradžbina
  text: "Odbaci kartu."
  effects: [{discard: {}}]
- name: Probna Mogućnost
  cost: "0"
  type: Vradžbina
  text: "Možeš vući kartu. Ako to učiniš, gubiš 10 života."
  effects:
    - may: {effects: [{draw: {who: you}}], if_you_do: [{lose_life: {who: you, amount: 10}}]}
- name: Probna Nemogućnost
  cost: "0"
  type: Vradžbina
  text: "Možeš odbaciti dve karte. Ako to ne učiniš, dobijaš 10 života."
  effects:
    - may:
        effects: [{discard: {who: you, count: 2}}]
        otherwise: [{gain_life: {who: you, amount: 10}}]
- name: Probni Štit
  cost: "0"
  type: Iznenađenje
  text: "Sledeći put kad bi izvor po tvom izboru naneo štetu tebi ovog poteza, spreči tu štetu."
  effects: [{prevent_from_source: {}}]
- name: Probna Zamena
  cost: "0"
  type: Iznenađenje
  text: "Do kraja poteza, u tekstu odabranog permanenta reč „crna” postaje „zelena”."
  targets: [{ref: permanent, kind: permanent}]
  effects:
    - change_text: {what: permanent, words: color, from: crna, to: zelena, duration: end_of_turn}
- name: Probni Stražar
  cost: "1"
  type: Biće
  subtypes: [Vojnik]
  power: 10
  toughness: 10
  keywords: [Anti-Crno]
  text: "Anti-Crno."
- name: Probni Glasnik
  cost: "0"
  type: Biće
  subtypes: [Glasnik]
  power: 10
  toughness: 10
  text: "Kad Probni Glasnik uđe u igru, možeš vući kartu."
  abilities:
    - triggered:
        when: enters_play
        optional: true
        effects: [{draw: {who: you}}]
- name: Probna Zaliha
  cost: "0"
  type: Vradžbina
  text: "Vuci dve karte. Za svaku tako izvučenu kartu gubiš 10 života."
  effects:
    - draw: {count: 2, then: [{lose_life: {who: you, amount: 10}}]}
- name: Probni Lov
  cost: "0"
  type: Vradžbina
  text: "Vuci tri karte i pokaži ih. Za svako tako izvučeno biće dobijaš 10 života."
  effects:
    - draw: {who: you, count: 3, then_if_type: Biće, then: [{gain_life: {who: you, amount: 10}}]}
- name: Probni Leglo
  cost: "0"
  type: Vradžbina
  text: "Stavi u igru dva simbol-bića 10/20 Vuk Ratnik i simbol-biće 20/10 Zver Senke."
  effects:
    - create_token: {subtypes: [Vuk, Ratnik], power: 10, toughness: 20, count: 2}
    - create_token: {name: Zver Senke, subtypes: [Zver], power: 20, toughness: 10}
- name: Probno Preusmeravanje
  cost: "0"
  type: Iznenađenje
  text: "Sledećih 10 štete koje bi bile nanete tebi u ovom potezu biva naneto odabranom biću."
  targets: [{kind: creature}]
  effects: [{redirect_damage: {what: you, amount: 10}}]
- name: Crna Noć
  cost: "0"
  type: Vradžbina
  text: "Sva bića postaju crna do kraja poteza."
  effects: [{set_color: {what: all_creatures, color: crna}}]
- name: Probni Kovač
  cost: "1"
  type: Biće
  subtypes: [Kovač]
  power: 30
  toughness: 30
  text: "0: Odabrano biće ima osnovno X/X. 0: Dobijaš X. 0: Protivnik gubi X. 0: Spreči X štete."
  abilities:
    - activated:
        cost: "0"
        targets: [{kind: creature}]
        effects: [{set_pt: {what: target, power: power, toughness: power}}]
    - activated:
        cost: "0"
        effects: [{gain_life: {amount: power}}]
    - activated:
        cost: "0"
        effects: [{lose_life: {who: opponent, amount: power}}]
    - activated:
        cost: "0"
        effects: [{prevent_damage: {to: you, amount: power}}]
- name: Probno Oživljavanje
  cost: "0"
  type: Vradžbina
  text: "Odabrano biće postaje Golem 30/30."
  targets: [{kind: creature}]
  effects: [{animate: {types: [Biće], subtypes: [Golem], power: 30, toughness: 30}}]
- name: Probna Zaštita
  cost: "0"
  type: Iznenađenje
  text: "Spreči sledećih 20 štete koje bi bile nanete odabranom biću ili igraču u ovom potezu."
  targets: [{kind: creature_or_player}]
  effects: [{prevent_damage: {amount: 20}}]
- name: Probno Skrivanje
  cost: "0"
  type: Iznenađenje
  text: "Spreči svu borbenu štetu u ovom potezu."
  effects: [{prevent_combat_damage: {}}]
- name: Probna Pobeda
  cost: "0"
  type: Vradžbina
  text: "Pobeđuješ u partiji."
  effects: [{win_game: {}}]
- name: Probni Potez
  cost: "0"
  type: Vradžbina
  text: "Igraš dodatni potez posle ovog."
  effects: [{extra_turn: {}}]
- name: Probna Mana
  cost: "0"
  type: Vradžbina
  text: "Protivnik dodaje RR u svoje izvorište."
  effects: [{add_mana: {kind: crvena, amount: 2, who: opponent}}]
- name: Probno Vraćanje
  cost: "0"
  type: Vradžbina
  text: "Vrati odabranu kartu iz svog odlagališta u ruku."
  targets: [{kind: card_in_your_graveyard}]
  effects: [{return_from_graveyard: {}}]
- name: Probna Žrtva
  cost: "1"
  type: Biće
  subtypes: [Duh]
  power: 10
  toughness: 10
  text: "0: Žrtvuj Probnu Žrtvu."
  abilities:
    - activated:
        cost: "0"
        effects: [{sacrifice: {}}]
- name: Skupa Zemlja
  cost: "1C"
  type: Promena
  enchant: izvor
  text: "Kad god je promenjeni izvor aktiviran za manu, gubiš 10 života i dodaješ manu iste vrste."
  abilities:
    - triggered:
        when: tapped_for_mana
        who: enchanted
        effects:
          - lose_life: {who: you, amount: 10}
          - add_mana: {kind: same_kind, amount: 1}
- name: Probni Poraz
  cost: "0"
  type: Vradžbina
  text: "Protivnik pobeđuje u partiji."
  effects: [{win_game: {who: opponent}}]
- name: Probno Izbavljenje
  cost: "0"
  type: Vradžbina
  text: "Vrati odabranu kartu iz svog odlagališta u ruku."
  targets: [{ref: karta, kind: card_in_your_graveyard}]
  effects: [{return_from_graveyard: {what: karta}}]
- name: Probna Vlast
  cost: "0"
  type: Vradžbina
  text: "Aktiviraj sva bića i preuzmi kontrolu nad njima."
  effects: [{tap: {what: all_creatures}}, {gain_control: {what: all_creatures}}]
- name: Probna Zabrana
  cost: "0"
  type: Iznenađenje
  text: "Spreči odabranu magiju."
  targets: [{ref: magija, kind: spell}]
  effects: [{counter: {what: magija}}]
- name: Probni Štitonoša
  cost: "1"
  type: Biće
  subtypes: [Vojnik]
  power: 10
  toughness: 30
  text: "0: Sledećih X štete za Probnog Štitonošu ide na odabrano biće (X: njegova snaga)."
  abilities:
    - activated:
        cost: "0"
        targets: [{kind: creature}]
        effects: [{redirect_damage: {to: target, amount: power}}]
- name: Probni Bes
  cost: "0"
  type: Iznenađenje
  text: "Odabrano biće dobija +20/+0 do kraja borbe."
  targets: [{kind: creature}]
  effects: [{pump: {power: 20, toughness: 0, duration: end_of_combat}}]
- name: Probni Zaklon
  cost: "0"
  type: Iznenađenje
  text: "Sledeći put kad bi izvor po tvom izboru naneo štetu odabranom biću ovog poteza, spreči je."
  targets: [{kind: creature}]
  effects: [{prevent_from_source: {to: target}}]
- name: Tuđi Povratak
  cost: "0"
  type: Vradžbina
  text: "Protivnik vraća kartu po tvom izboru iz svog odlagališta u ruku."
  effects: [{graveyard_to_hand: {who: opponent}}]
- name: Zeleni Plamen
  cost: "0"
  type: Vradžbina
  text: "Zeleni Plamen nanosi 10 štete svakom zelenom biću."
  effects: [{damage: {to: all_creatures, color: zelena, amount: 10}}]
- name: Probni Čuvar
  cost: "1"
  type: Biće
  subtypes: [Vojnik]
  power: 10
  toughness: 10
  keywords: [Anti-Zeleno]
  text: "Anti-Zeleno."
- name: Probna Boja
  cost: "0"
  type: Vradžbina
  text: "Zameni u tekstu svih bića sve reči jedne boje rečju druge boje."
  effects: [{change_text: {what: all_creatures, words: color}}]
- name: Probni Vuk
  cost: "1"
  type: Biće
  subtypes: [Vuk]
  power: 10
  toughness: 10
  text: ""
"""


@pytest.fixture(scope="module")
def pool() -> dict[str, CardDef]:
    return card_pool(EXTRA)


def _lines(game: Game, since: int = 0) -> list[str]:
    return [line for ev in game.log[since:] if (line := event_line(game, ev)) is not None]


def _cast_at(card: str, target: str, boris_play: str = "[Mladi Vuk]") -> str:
    """Ana, in her main phase, casts `card` (cost 0) at `target`; both pass."""
    return f"""
name: {card}
rules: [D14.21, D14.29]
setup:
  active: Ana
  step: glavna1
  players:
    - name: Ana
      hand: [{card}]
      play: [Kavgadžija]
    - name: Boris
      play: {boris_play}
script:
  - {{cast: {card}, targets: [{target}]}}
  - {{pass: Boris}}
  - {{pass: Ana}}
"""


def test_d14_29_a_resolved_instant_goes_to_the_graveyard_the_log_says_it_resolved(
    pool: dict[str, CardDef],
) -> None:
    """D14.29, D14.21: Probna Iskra (no `to`: its target) deals 10 to Mladi Vuk and goes to
    Ana's odlagalište. The event names the niz entry, the card and Ana; the log says it
    resolved and tells no separate move to the odlagalište (the resolution covers it)."""
    game = played(pool, _cast_at("Probna Iskra", "Mladi Vuk"))
    vuk = obj(game, "Mladi Vuk", Zone.PLAY)
    assert game.objects[vuk].damage == 10
    iskra = obj(game, "Probna Iskra", Zone.GRAVEYARD)
    resolved = logged(game, Resolved)
    cast_item = next(e.item for e in game.log if type(e).__name__ == "SpellCast")
    assert resolved == [Resolved(item=cast_item, name="Probna Iskra", player=0)]
    moves = [e for e in logged(game, ZoneChanged) if e.card == iskra]
    assert [(m.from_zone, m.to_zone, m.cause) for m in moves][-1] == (
        Zone.STACK.value,
        Zone.GRAVEYARD.value,
        "resolve",
    )
    lines = _lines(game)
    assert not [line for line in lines if "odlagalište" in line and "Probna Iskra" in line]


def test_d14_22_a_pump_without_what_pumps_its_target_the_event_and_log_say_how(
    pool: dict[str, CardDef],
) -> None:
    """D14.22: Probni Podsticaj (no `what`: its target) gives Kavgadžija +20/+10 and Letač until
    end of turn; the event names the creature, the numbers and the keyword, and so does the log."""
    game = played(pool, _cast_at("Probni Podsticaj", "Kavgadžija"))
    kav = obj(game, "Kavgadžija", Zone.PLAY)
    ch = game.chars(kav)
    assert (ch.power, ch.toughness) == (40, 30)
    assert "Letač" in {k.value for k in ch.keywords}
    assert logged(game, Pumped) == [Pumped(cards=[kav], power=20, toughness=10, keywords=["Letač"])]
    assert "Kavgadžija: +20/+10 do kraja poteza." in _lines(game)


#: Boris answers Ana's Probno Uništenje with Probna Obnova on Mladi Vuk (E3.111)
REGEN = """
name: regeneracija protiv uništenja
rules: [E3.111, E3.112]
setup:
  active: Ana
  step: glavna1
  players:
    - name: Ana
      hand: [Probno Uništenje]
    - name: Boris
      hand: [Probna Obnova]
      play: [Mladi Vuk]
script:
  - {cast: Probno Uništenje, targets: [Mladi Vuk]}
  - {cast: Probna Obnova, player: Boris, targets: [Mladi Vuk]}
  - {pass: Ana}
  - {pass: Boris}
  - {pass: Ana}
  - {pass: Boris}
"""


def test_e3_111_destroy_without_no_regeneration_lets_the_shield_save_the_creature(
    pool: dict[str, CardDef],
) -> None:
    """E3.111–E3.112: Probno Uništenje says nothing of regeneration, so Probna Obnova's shield
    replaces the destruction: Mladi Vuk stays in play, tapped, its shield used up."""
    game = played(pool, REGEN)
    vuk = obj(game, "Mladi Vuk", Zone.PLAY)
    assert game.objects[vuk].tapped
    assert game.objects[vuk].regen_shields == 0


def test_e3_111_destroy_without_what_destroys_its_target(pool: dict[str, CardDef]) -> None:
    """Probno Uništenje (no `what`: its target) destroys Mladi Vuk."""
    game = played(pool, _cast_at("Probno Uništenje", "Mladi Vuk"))
    assert obj(game, "Mladi Vuk", Zone.GRAVEYARD)


def _counter_scenario(spell: str, boris_sources: str, answer: str) -> str:
    """Boris casts `spell` (cost 1) in his main phase; Ana counters it with Probno Sprečavanje
    ("unless its controller pays 1"); Boris passes on it."""
    return f"""
name: sprečavanje osim ako plati
rules: [D13.30]
setup:
  active: Boris
  step: glavna1
  players:
    - name: Ana
      hand: [Probno Sprečavanje]
    - name: Boris
      hand: [{spell}]
      play: {boris_sources}
script:
  - {{cast: {spell}, player: Boris}}
  - {{cast: Probno Sprečavanje, player: Ana, targets: [{spell}]}}
  - {{pass: Boris}}
  - {{pass: Ana}}
{answer}"""


ONE_SOURCE = "[{card: Kavgadžija, as_source: true}, {card: Kavgadžija, as_source: true}]"


def test_gl_osim_ako_the_controller_is_asked_to_pay_and_paying_saves_the_spell(
    pool: dict[str, CardDef],
) -> None:
    """Gl. "Osim ako": Probno Sprečavanje (no `what`: its target) asks Boris, the spell's
    controller, to pay 1 for his Probni Vuk (prompt pay.unless, naming the niz entry); he pays,
    the Vuk resolves into play and the log says he paid."""
    game = asked(pool, _counter_scenario("Probni Vuk", ONE_SOURCE, ""), DecisionKind.PAY)
    d = game.pending
    assert d is not None and d.player == 1 and d.prompt == "pay.unless"
    vuk_item = game.stack[0].id
    assert (d.context["item"], d.context["cost"]) == (vuk_item, "1")
    paid = "  - {pay: auto}\n  - {pass: Boris}\n  - {pass: Ana}\n"
    game = played(pool, _counter_scenario("Probni Vuk", ONE_SOURCE, paid))
    assert logged(game, PaidUnless) == [PaidUnless(item=vuk_item, player=1)]
    assert "Boris je platio da magija ne bude sprečena." in _lines(game)
    assert not logged(game, Countered)
    assert obj(game, "Probni Vuk", Zone.PLAY)


def test_gl_osim_ako_a_controller_who_cannot_pay_sees_the_spell_countered(
    pool: dict[str, CardDef],
) -> None:
    """Gl. "Osim ako": Boris's only source paid for the Vuk: he can't pay 1, isn't asked, and
    Probni Vuk is countered into his odlagalište."""
    sources = "[{card: Kavgadžija, as_source: true}]"
    game = played(pool, _counter_scenario("Probni Vuk", sources, ""))
    assert game.pending is not None and game.pending.kind == DecisionKind.PRIORITY
    assert obj(game, "Probni Vuk", Zone.GRAVEYARD)
    assert [e.name for e in logged(game, Countered)] == ["Probni Vuk"]


def test_d13_30_a_spell_that_cannot_be_countered_is_named_in_the_log(
    pool: dict[str, CardDef],
) -> None:
    """D13.30: Probni Vodenko can't be countered: Probno Sprečavanje doesn't even ask for the
    payment; the event names the niz entry and the card, the log says it can't be countered."""
    sources = "[{card: Kavgadžija, as_source: true}]"
    game = played(pool, _counter_scenario("Probni Vodenko", sources, ""))
    assert obj(game, "Probni Vodenko", Zone.STACK)  # still on the niz, not countered
    item = next(e.item for e in game.log if type(e).__name__ == "SpellCast")
    assert logged(game, NotCountered) == [NotCountered(item=item, name="Probni Vodenko")]
    assert "Probni Vodenko ne može biti sprečen." in _lines(game)


#: Ana's Zelena Magla with her Kavgadžija (yellow) and Boris's Mladi Vuk (green) in play
GREEN = """
name: zelena bića
rules: [D14.22]
setup:
  active: Ana
  step: glavna1
  players:
    - name: Ana
      hand: [{spell}]
      play: [Kavgadžija]
    - name: Boris
      play: [{{card: Mladi Vuk, tapped: {tapped}}}]
script:
  - {{cast: {spell}}}
  - {{pass: Boris}}
  - {{pass: Ana}}
"""


def test_d14_22_a_pump_of_all_green_creatures_leaves_the_others_alone(
    pool: dict[str, CardDef],
) -> None:
    """The effect's `color` narrows "all creatures": Zelena Magla gives Mladi Vuk +10/+0 and
    leaves Kavgadžija (yellow) alone; the event names only the Vuk."""
    game = played(pool, GREEN.format(spell="Zelena Magla", tapped="false"))
    vuk, kav = obj(game, "Mladi Vuk", Zone.PLAY), obj(game, "Kavgadžija", Zone.PLAY)
    assert (game.chars(vuk).power, game.chars(kav).power) == (30, 20)
    assert logged(game, Pumped) == [Pumped(cards=[vuk], power=10, toughness=0, keywords=[])]


def test_d14_22_destroy_all_green_creatures(pool: dict[str, CardDef]) -> None:
    """Zeleno Uništenje destroys Mladi Vuk and not Kavgadžija."""
    game = played(pool, GREEN.format(spell="Zeleno Uništenje", tapped="false"))
    assert obj(game, "Mladi Vuk", Zone.GRAVEYARD)
    assert obj(game, "Kavgadžija", Zone.PLAY)


def test_d14_22_tap_counter_and_control_default_to_the_target(pool: dict[str, CardDef]) -> None:
    """Probna Otmica (no `what`: its target) taps Mladi Vuk, puts one +10/+10 counter on it
    (the event and the log say so) and Ana gains control of it for good."""
    game = played(pool, _cast_at("Probna Otmica", "Mladi Vuk"))
    vuk = obj(game, "Mladi Vuk", Zone.PLAY)
    assert game.objects[vuk].tapped and game.objects[vuk].controller == 0
    assert game.objects[vuk].counters == {"+10/+10": 1}
    assert logged(game, CountersPlaced) == [CountersPlaced(card=vuk, counter="+10/+10", count=1)]
    assert "Mladi Vuk dobija brojač +10/+10 ×1." in _lines(game)
    assert [e.duration for e in game.effects if e.op == "control"] == ["permanent"]


def test_d14_22_untap_and_bounce_default_to_the_target(pool: dict[str, CardDef]) -> None:
    """Probno Buđenje untaps the tapped Mladi Vuk; Probni Talas returns it to Boris's hand."""
    game = played(
        pool, _cast_at("Probno Buđenje", "Mladi Vuk", "[{card: Mladi Vuk, tapped: true}]")
    )
    assert not game.objects[obj(game, "Mladi Vuk", Zone.PLAY)].tapped
    game = played(pool, _cast_at("Probni Talas", "Mladi Vuk"))
    assert obj(game, "Mladi Vuk", Zone.HAND)


#: Ana activates Probni Trol's abilities: the shield twice, then +0/+X
TROL = """
name: Probni Trol
rules: [E3.111]
setup:
  active: Ana
  step: glavna1
  players:
    - name: Ana
      play: [Probni Trol]
    - name: Boris
script:
  - {activate: Probni Trol, ability: 0}
  - {pass: Boris}
  - {pass: Ana}
  - {activate: Probni Trol, ability: 0}
  - {pass: Boris}
  - {pass: Ana}
  - {activate: Probni Trol, ability: 1}
  - {pass: Boris}
  - {pass: Ana}
"""


def test_e3_111_regenerate_without_what_shields_its_own_creature_twice(
    pool: dict[str, CardDef],
) -> None:
    """E3.111: "Regeneriši Probnog Trola" (no `what`: the source itself), activated twice: two
    shields, one event each naming the Trol. Its +0/+X: X is its power, 20."""
    game = played(pool, TROL)
    trol = obj(game, "Probni Trol", Zone.PLAY)
    assert game.objects[trol].regen_shields == 2
    assert logged(game, RegenerationShield) == [RegenerationShield(card=trol)] * 2
    assert (game.chars(trol).power, game.chars(trol).toughness) == (20, 30)
    assert logged(game, Pumped)[-1] == Pumped(cards=[trol], power=0, toughness=20, keywords=[])
    # an ability leaves the niz with its own Resolved event, named after its source (D14.29)
    resolved = logged(game, Resolved)
    assert [(e.name, e.player) for e in resolved] == [("Probni Trol", 0)] * 3
    assert len({e.item for e in resolved}) == 3 and all(e.item is not None for e in resolved)


def _sorcery(card: str, hand: str = "", library: str = "[]", graveyard: str = "[]") -> str:
    """Ana casts `card` (cost 0) in her main phase, with the cards `hand` (a list's inside)
    beside it; both pass."""
    hand = f"[{card}, {hand}]" if hand else f"[{card}]"
    return f"""
name: {card}
rules: [D14.22]
setup:
  active: Ana
  step: glavna1
  players:
    - name: Ana
      hand: {hand}
      library: {library}
      graveyard: {graveyard}
    - name: Boris
      play: [Mladi Vuk, Orkozlob]
script:
  - {{cast: {card}}}
  - {{pass: Boris}}
  - {{pass: Ana}}
"""


def test_gl_naci_the_search_asks_for_one_card_of_the_library_then_shuffles(
    pool: dict[str, CardDef],
) -> None:
    """Gl. "Naći": Probna Potraga asks Ana for exactly one card of her library (resolve.search,
    naming the niz entry); two cards are refused; Oluja goes to her hand, the library is
    shuffled and the event names Ana."""
    game = played(pool, _sorcery("Probna Potraga", library="[Grom, Oluja]"))
    d = game.pending
    grom, oluja = obj(game, "Grom", Zone.LIBRARY), obj(game, "Oluja", Zone.LIBRARY)
    item = game.stack[-1].id
    assert (d.player, d.kind, d.prompt) == (0, DecisionKind.CHOOSE_SOME, "resolve.search")
    assert (d.options, d.min, d.max, d.context) == (
        tuple(sorted((grom, oluja))),
        1,
        1,
        {"item": item},
    )
    refusal(game, [grom, oluja])
    game.submit([oluja])
    assert game.players[0].hand == [oluja]
    assert logged(game, LibraryShuffled) == [LibraryShuffled(player=0)]


def test_gl_naci_an_empty_library_is_shuffled_without_a_question(pool: dict[str, CardDef]) -> None:
    """A4.30: with no library there is nothing to find: no question, the spell resolves."""
    game = played(pool, _sorcery("Probna Potraga"))
    assert game.pending is not None and game.pending.kind == DecisionKind.PRIORITY
    assert obj(game, "Probna Potraga", Zone.GRAVEYARD)


def test_a4_30_graveyard_to_hand_asks_which_card_and_refuses_what_is_not_there(
    pool: dict[str, CardDef],
) -> None:
    """Probni Povratak (no `who`: Ana) asks Ana which card of her odlagalište she takes
    (resolve.graveyard_to_hand); yes/no and a card of her library are refused; Oluja comes back."""
    game = played(
        pool, _sorcery("Probni Povratak", library="[Kavgadžija]", graveyard="[Grom, Oluja]")
    )
    d = game.pending
    grom, oluja = obj(game, "Grom", Zone.GRAVEYARD), obj(game, "Oluja", Zone.GRAVEYARD)
    assert (d.player, d.kind, d.prompt) == (0, DecisionKind.CHOOSE_ONE, "resolve.graveyard_to_hand")
    assert (d.options, d.context) == ((grom, oluja), {"item": game.stack[-1].id})
    assert refusal(game, True).key == "answer.not_an_option"
    assert refusal(game, obj(game, "Kavgadžija", Zone.LIBRARY)).key == "answer.not_an_option"
    game.submit(oluja)
    assert game.players[0].hand == [oluja]


def test_vecna_zagonetka_order_of_the_hand_is_asked_and_must_be_a_permutation(
    pool: dict[str, CardDef],
) -> None:
    """Probna Zagonetka (no `who`: Ana) asks the order of Ana's two cards (resolve.order_bottom,
    naming them); [0, 0] is refused (order.not_a_permutation); the first goes to the very bottom,
    then she draws two."""
    game = played(
        pool, _sorcery("Probna Zagonetka", hand="Grom, Oluja", library="[Kavgadžija, Mladi Vuk]")
    )
    d = game.pending
    grom, oluja = obj(game, "Grom", Zone.HAND), obj(game, "Oluja", Zone.HAND)
    assert (d.player, d.kind, d.prompt, d.options) == (
        0,
        DecisionKind.ORDER,
        "resolve.order_bottom",
        (0, 1),
    )
    assert d.context == {"item": game.stack[-1].id, "cards": [grom, oluja]}
    assert refusal(game, [0, 0]).key == "order.not_a_permutation"
    game.submit([1, 0])
    assert sorted(game.players[0].hand) == sorted(
        [obj(game, "Kavgadžija", Zone.HAND), obj(game, "Mladi Vuk", Zone.HAND)]
    )
    assert game.players[0].library == [oluja, grom]  # the bottom first


def test_vecna_zagonetka_one_card_is_put_back_without_a_question(pool: dict[str, CardDef]) -> None:
    """With one card in the hand there is no order to choose: Grom goes under the library and
    Ana draws one (Kavgadžija)."""
    game = played(pool, _sorcery("Probna Zagonetka", hand="Grom", library="[Kavgadžija]"))
    assert game.pending is not None and game.pending.kind == DecisionKind.PRIORITY
    assert game.players[0].hand == [obj(game, "Kavgadžija", Zone.HAND)]
    assert game.players[0].library == [obj(game, "Grom", Zone.LIBRARY)]


def test_a4_30_discard_without_who_or_count_is_one_card_of_the_casters_choice(
    pool: dict[str, CardDef],
) -> None:
    """Probno Odbacivanje (no `who`, no `count`): Ana chooses one of her two cards
    (resolve.discard, count 1); two are refused; the chosen one is discarded."""
    game = played(pool, _sorcery("Probno Odbacivanje", hand="Grom, Oluja"))
    d = game.pending
    grom, oluja = obj(game, "Grom", Zone.HAND), obj(game, "Oluja", Zone.HAND)
    assert (d.player, d.kind, d.prompt, d.options) == (
        0,
        DecisionKind.CHOOSE_SOME,
        "resolve.discard",
        (grom, oluja),
    )
    assert (d.min, d.max, d.context) == (1, 1, {"item": game.stack[-1].id, "count": 1})
    refusal(game, [grom, oluja])
    game.submit([oluja])
    assert game.players[0].hand == [grom]
    assert logged(game, Discarded) == [Discarded(player=0, card=oluja, name="Oluja")]
    assert game.players[0].graveyard[-2:] == [
        oluja,
        obj(game, "Probno Odbacivanje", Zone.GRAVEYARD),
    ]


def test_d20_52_may_asks_yes_or_no_and_if_you_do_follows(pool: dict[str, CardDef]) -> None:
    """D20.52: Probna Mogućnost asks Ana yes or no (resolve.may); "da" is refused
    (answer.not_yes_no); yes: she draws and loses 10; the event and the log say she chose."""
    game = played(pool, _sorcery("Probna Mogućnost", library="[Grom]"))
    d = game.pending
    item = game.stack[-1].id
    assert (d.player, d.kind, d.prompt, d.options, d.context) == (
        0,
        DecisionKind.YES_NO,
        "resolve.may",
        (True, False),
        {"item": item},
    )
    assert refusal(game, "da").key == "answer.not_yes_no"
    since = len(game.log)
    game.submit(True)
    assert game.players[0].hand == [obj(game, "Grom", Zone.HAND)]
    assert game.players[0].life == 190
    assert logged(game, MayChosen) == [MayChosen(player=0, choice=True, item=item)]
    assert event_line(game, game.log[since]) == "Ana bira da to uradi."


def test_d14_23_an_impossible_may_is_declined_without_a_question(pool: dict[str, CardDef]) -> None:
    """D14.23: Ana can't discard two cards from an empty hand, so "yes" is no option: she isn't
    asked, the event says she declined, and "otherwise" happens: she gains 10."""
    game = played(pool, _sorcery("Probna Nemogućnost"))
    assert game.pending is not None and game.pending.kind == DecisionKind.PRIORITY
    item = next(e.item for e in game.log if type(e).__name__ == "SpellCast")
    assert logged(game, MayChosen) == [MayChosen(player=0, choice=False, item=item)]
    assert game.players[0].life == 210


def test_d20_81_the_source_is_chosen_as_the_shield_is_made(pool: dict[str, CardDef]) -> None:
    """D20.81: Probni Štit (no `to`: Ana) asks Ana which source (resolve.choose_source): Boris's
    Mladi Vuk or Orkozlob; yes/no is refused; the shield protects Ana from the Vuk, as the
    event and the log say."""
    game = played(pool, _sorcery("Probni Štit"))
    d = game.pending
    vuk, ork = obj(game, "Mladi Vuk", Zone.PLAY), obj(game, "Orkozlob", Zone.PLAY)
    assert (d.player, d.kind, d.prompt) == (0, DecisionKind.CHOOSE_ONE, "resolve.choose_source")
    assert (d.options, d.context) == (tuple(sorted((vuk, ork))), {"item": game.stack[-1].id})
    assert refusal(game, True).key == "answer.not_an_option"
    stit = obj(game, "Probni Štit", Zone.STACK)  # not a source that could deal damage
    assert refusal(game, stit).key == "answer.not_an_option"
    since = len(game.log)
    game.submit(vuk)
    shields = logged(game, SourcePreventionShield)
    assert shields == [SourcePreventionShield(recipient=player_ref(0), source=vuk)]
    assert event_line(game, shields[0]) in _lines(game, since)
    assert "Mladi Vuk" in event_line(game, shields[0]) and "Ana" in event_line(game, shields[0])
    shield = _effect(game, "prevent_from_source")
    assert (shield.affected, shield.duration, shield.controller) == (
        [(player_ref(0), 0)],
        "end_of_turn",
        0,
    )
    assert shield.params == {"source": vuk, "incarnations": [game.objects[vuk].incarnation]}
    assert isinstance(shield.timestamp, int)


def test_d19_61_change_text_asks_the_old_word_then_the_new_one(pool: dict[str, CardDef]) -> None:
    """D19.60–D19.61: Probna Reč (no `what`: its target, no `from` / `to`) on Probni Stražar
    (Anti-Crno): Ana is asked the old colour among those its text uses (resolve.change_text_from:
    only "crna"), then the new one among the others (resolve.change_text_to, naming the old);
    an answer not offered is refused each time. The text changes for good; the event and the
    log name the card and both words."""
    game = played(pool, _cast_at("Probna Reč", "Probni Stražar", "[Probni Stražar]"))
    straz = obj(game, "Probni Stražar", Zone.PLAY)
    item = game.stack[-1].id
    d = game.pending
    assert (d.player, d.kind, d.prompt, d.options) == (
        0,
        DecisionKind.CHOOSE_ONE,
        "resolve.change_text_from",
        ("crna",),
    )
    assert d.context == {"item": item, "cards": [straz], "words": "color"}
    assert refusal(game, "zelena").key == "answer.not_an_option"
    game.submit("crna")
    d = game.pending
    assert (d.player, d.kind, d.prompt) == (0, DecisionKind.CHOOSE_ONE, "resolve.change_text_to")
    assert "crna" not in d.options and "žuta" in d.options
    assert d.context == {"item": item, "cards": [straz], "words": "color", "old": "crna"}
    assert refusal(game, "crna").key == "answer.not_an_option"
    since = len(game.log)
    game.submit("žuta")
    assert "Anti-Žuto" in {k.value for k in game.chars(straz).keywords}
    changed = logged(game, TextChanged)
    assert changed == [TextChanged(cards=[straz], old="crna", new="žuta")]
    assert "Probni Stražar: u tekstu je „crna” zamenjeno rečju „žuta”." in _lines(game, since)
    assert [e.duration for e in game.effects if e.op == "change_text"] == ["permanent"]


def test_d19_60_change_text_with_both_words_named_asks_nothing(pool: dict[str, CardDef]) -> None:
    """D19.60: Probna Zamena names both words and its target by its own name: no question,
    Probni Stražar has Anti-Zeleno until end of turn."""
    game = played(pool, _cast_at("Probna Zamena", "Probni Stražar", "[Probni Stražar]"))
    assert game.pending is not None and game.pending.kind == DecisionKind.PRIORITY
    straz = obj(game, "Probni Stražar", Zone.PLAY)
    assert "Anti-Zeleno" in {k.value for k in game.chars(straz).keywords}
    assert [e.duration for e in game.effects if e.op == "change_text"] == ["end_of_turn"]
    assert logged(game, TextChanged) == [TextChanged(cards=[straz], old="crna", new="zelena")]


#: Ana casts Probni Glasnik; its optional "enters play" trigger goes on the niz and resolves
GLASNIK = """
name: Probni Glasnik
rules: [D11.40]
setup:
  active: Ana
  step: glavna1
  players:
    - name: Ana
      hand: [Probni Glasnik]
      library: [Grom]
    - name: Boris
script:
  - {cast: Probni Glasnik}
  - {pass: Boris}
  - {pass: Ana}
  - {pass: Ana}
  - {pass: Boris}
"""


def test_d14_29_a_creature_spell_enters_play_the_log_tells_no_separate_move(
    pool: dict[str, CardDef],
) -> None:
    """D14.29: Probni Glasnik resolves into play under Ana's control, attached to nothing; the
    log says it resolved and tells no separate move from the niz into play."""
    game = played(pool, GLASNIK.replace("  - {pass: Ana}\n  - {pass: Boris}\n", "", 1))
    glasnik = obj(game, "Probni Glasnik", Zone.PLAY)
    assert game.objects[glasnik].controller == 0 and game.objects[glasnik].attached_to is None
    entered = [e for e in logged(game, ZoneChanged) if e.card == glasnik and e.to_zone == "u igri"]
    assert [e.cause for e in entered] == ["resolve"]
    assert event_line(game, entered[0]) is None


def test_d11_40_an_optional_trigger_asks_on_resolution_and_no_does_nothing(
    pool: dict[str, CardDef],
) -> None:
    """Probni Glasnik's "you may draw a card": on resolution Ana is asked yes or no
    (resolve.optional, naming the niz entry); "da" is refused; no: she draws nothing, and the
    ability's resolution is logged under the Glasnik's name."""
    game = asked(pool, GLASNIK, DecisionKind.YES_NO)
    d = game.pending
    item = game.stack[-1].id
    assert (d.player, d.prompt, d.options, d.context) == (
        0,
        "resolve.optional",
        (True, False),
        {"item": item},
    )
    assert refusal(game, "da").key == "answer.not_yes_no"
    game.submit(False)
    assert game.players[0].hand == []
    assert logged(game, Resolved)[-1] == Resolved(item=item, name="Probni Glasnik", player=0)


def test_d16_63_then_is_done_once_for_each_card_drawn(pool: dict[str, CardDef]) -> None:
    """D16.63: Probna Zaliha (no `who`: Ana) draws two cards: "then lose 10" twice: 180."""
    game = played(pool, _sorcery("Probna Zaliha", library="[Grom, Oluja, Kavgadžija]"))
    assert len(game.players[0].hand) == 2
    assert game.players[0].life == 180


def test_d16_63_then_if_type_counts_the_revealed_creatures(pool: dict[str, CardDef]) -> None:
    """Probni Lov draws Mladi Vuk, Grom and Kavgadžija and reveals each (the events name Ana
    and the card); two are creatures: Ana gains 10 twice."""
    game = played(pool, _sorcery("Probni Lov", library="[Kavgadžija, Grom, Mladi Vuk]"))
    revealed = logged(game, CardRevealed)
    names = {"Mladi Vuk", "Grom", "Kavgadžija"}
    assert {(e.player, e.name) for e in revealed} == {(0, n) for n in names}
    assert {e.card for e in revealed} == set(game.players[0].hand)
    assert game.players[0].life == 220


def test_b15_10_tokens_named_by_their_subtypes_or_by_the_card(pool: dict[str, CardDef]) -> None:
    """B15.10: Probni Leglo makes two 10/20 "Vuk Ratnik" tokens (unnamed: named by their
    subtypes) and one 20/10 "Zver Senke" (named by the card), all Ana's."""
    game = played(pool, _sorcery("Probni Leglo"))
    tokens = [o for o in game.battlefield if game.objects[o].is_token]
    got = sorted((game.chars(o).name, game.chars(o).power, game.chars(o).toughness) for o in tokens)
    assert got == [("Vuk Ratnik", 10, 20), ("Vuk Ratnik", 10, 20), ("Zver Senke", 20, 10)]
    assert {game.objects[o].controller for o in tokens} == {0}


def test_d20_63_redirect_without_to_sends_the_damage_to_the_target(
    pool: dict[str, CardDef],
) -> None:
    """D20.63: Probno Preusmeravanje (no `to`: its target) on Boris's Mladi Vuk: the next 10
    damage to Ana this turn goes to the Vuk; the event and the log say so."""
    game = played(pool, _cast_at("Probno Preusmeravanje", "Mladi Vuk"))
    vuk = obj(game, "Mladi Vuk", Zone.PLAY)
    shields = logged(game, RedirectionShield)
    assert shields == [RedirectionShield(recipient=player_ref(0), to=[vuk], amount=10)]
    assert "Preusmeravanje: idućih 10 štete za Ana ide na: Mladi Vuk." in _lines(game)
    [effect] = [e for e in game.effects if e.op == "redirect_damage"]
    assert isinstance(effect.timestamp, int)
    assert (effect.affected, effect.params, effect.duration, effect.controller) == (
        [(player_ref(0), 0)],
        {"to": [[vuk, game.objects[vuk].incarnation]], "remaining": 10},
        "end_of_turn",
        0,
    )


def test_d19_51_all_creatures_become_black_whatever_their_colour(pool: dict[str, CardDef]) -> None:
    """D19.51 level 5: Crna Noć makes every creature black — the green Mladi Vuk and the red
    Orkozlob. (set_color's `color` is the new colour: it once narrowed "all creatures" to those
    already black, so nothing changed.)"""
    game = played(pool, _sorcery("Crna Noć"))
    for name in ("Mladi Vuk", "Orkozlob"):
        assert [c.value for c in game.chars(obj(game, name, Zone.PLAY)).colors] == ["C"]


#: Ana's Probni Kovač (30/30) sets Orkozlob's base P/T to its power, then gains life and makes
#: Boris lose life equal to it
KOVAC = """
name: Probni Kovač
rules: [D19.51, D14.26]
setup:
  active: Ana
  step: glavna1
  players:
    - name: Ana
      play: [Probni Kovač]
    - name: Boris
      play: [Orkozlob]
script:
  - {activate: Probni Kovač, ability: 0, targets: [Orkozlob]}
  - {pass: Boris}
  - {pass: Ana}
  - {activate: Probni Kovač, ability: 1}
  - {pass: Boris}
  - {pass: Ana}
  - {activate: Probni Kovač, ability: 2}
  - {pass: Boris}
  - {pass: Ana}
  - {activate: Probni Kovač, ability: 3}
  - {pass: Boris}
  - {pass: Ana}
"""


def test_d14_26_amounts_equal_to_the_sources_power(pool: dict[str, CardDef]) -> None:
    """D14.26: "equal to its power" is worked out as each ability resolves: Orkozlob becomes
    30/30 (base P/T only: it keeps Ubrzanje), Ana gains 30 (no `who`: herself), Boris loses 30,
    and the next 30 damage to Ana this turn is prevented."""
    game = played(pool, KOVAC)
    ork = obj(game, "Orkozlob", Zone.PLAY)
    ch = game.chars(ork)
    assert (ch.power, ch.toughness) == (30, 30)
    assert "Ubrzanje" in {k.value for k in ch.keywords}
    assert (game.players[0].life, game.players[1].life) == (230, 170)
    assert _effect(game, "prevent_shield").params == {"remaining": 30}


def test_d19_51_animate_without_what_gives_its_target_the_new_subtypes(
    pool: dict[str, CardDef],
) -> None:
    """Probno Oživljavanje (no `what`: its target) makes Mladi Vuk a 30/30 Golem creature (its
    types and subtypes replaced)."""
    game = played(pool, _cast_at("Probno Oživljavanje", "Mladi Vuk"))
    ch = game.chars(obj(game, "Mladi Vuk", Zone.PLAY))
    assert (ch.power, ch.toughness, list(ch.subtypes)) == (30, 30, ["Golem"])


def _boris_instant(card: str, target: str | None) -> str:
    """In Ana's main phase Boris casts the instant `card` (cost 0), then both pass."""
    targets = f", targets: [{target}]" if target else ""
    return f"""
name: {card}
rules: [D19.30]
setup:
  active: Ana
  step: glavna1
  players:
    - name: Ana
      play: [Mladi Vuk]
    - name: Boris
      hand: [{card}]
script:
  - {{pass: Ana}}
  - {{cast: {card}, player: Boris{targets}}}
  - {{pass: Ana}}
  - {{pass: Boris}}
"""


def _effect(game: Game, op: str) -> Any:
    [effect] = [e for e in game.effects if e.op == op]
    return effect


def test_d20_72_a_prevention_shield_is_boriss_until_end_of_turn(pool: dict[str, CardDef]) -> None:
    """D20.72, D19.30: Boris's Probna Zaštita (no `to`: its target) on himself: a shield for the
    next 20 damage to Boris this turn, controlled by Boris, from the card, with its timestamp."""
    game = played(pool, _boris_instant("Probna Zaštita", "Boris"))
    shield = _effect(game, "prevent_shield")
    assert (shield.affected, shield.params, shield.duration) == (
        [(player_ref(1), 0)],
        {"remaining": 20},
        "end_of_turn",
    )
    assert (shield.controller, shield.source) == (1, obj(game, "Probna Zaštita", Zone.GRAVEYARD))
    assert isinstance(shield.timestamp, int)


def test_c11_prevent_combat_damage_is_boriss_rules_change_for_this_turn(
    pool: dict[str, CardDef],
) -> None:
    """D19.32: Boris's Probno Skrivanje: one effect for all combat damage this turn,
    controlled by Boris, from the card, with its timestamp."""
    game = played(pool, _boris_instant("Probno Skrivanje", None))
    eff = _effect(game, "prevent_all_combat")
    assert (eff.affected, eff.params, eff.duration) == ([], {}, "end_of_turn")
    assert (eff.controller, eff.source) == (1, obj(game, "Probno Skrivanje", Zone.GRAVEYARD))
    assert isinstance(eff.timestamp, int)


def test_a3_22_win_game_without_who_the_caster_wins(pool: dict[str, CardDef]) -> None:
    """A3.22: Probna Pobeda (no `who`): Ana wins."""
    game = played(pool, _sorcery("Probna Pobeda"))
    assert game.players[0].won and not game.players[1].won


def test_c1_60_extra_turn_without_who_is_the_casters(pool: dict[str, CardDef]) -> None:
    """C1.60: Probni Potez (no `who`): Ana takes an extra turn after this one."""
    game = played(pool, _sorcery("Probni Potez"))
    assert game.extra_turns == [0]


def test_d14_22_add_mana_to_the_opponents_pool(pool: dict[str, CardDef]) -> None:
    """Probna Mana (`who: opponent`, resolved from the niz, not a mana ability): RR in Boris's
    izvorište, none in Ana's."""
    game = played(pool, _sorcery("Probna Mana"))
    assert game.players[1].pool.amounts["R"] == 2
    assert game.players[0].pool.amounts["R"] == 0


def test_d14_22_return_from_graveyard_without_what_returns_its_target(
    pool: dict[str, CardDef],
) -> None:
    """Probno Vraćanje (no `what`: its target) returns Grom from Ana's odlagalište to her hand."""
    text = _sorcery("Probno Vraćanje", graveyard="[Grom]").replace(
        "{cast: Probno Vraćanje}", "{cast: Probno Vraćanje, targets: [Grom]}"
    )
    game = played(pool, text)
    assert game.players[0].hand == [obj(game, "Grom", Zone.HAND)]


def test_gl_zrtvovanje_sacrifice_without_what_is_its_own_source(pool: dict[str, CardDef]) -> None:
    """Gl. "Žrtvovanje": Probna Žrtva's "0: sacrifice" (no `what`: itself) puts it into Ana's
    odlagalište."""
    text = """
name: Probna Žrtva
rules: [D14.22]
setup:
  active: Ana
  step: glavna1
  players:
    - name: Ana
      play: [Probna Žrtva]
    - name: Boris
script:
  - {activate: Probna Žrtva, ability: 0}
  - {pass: Boris}
  - {pass: Ana}
"""
    game = played(pool, text)
    assert obj(game, "Probna Žrtva", Zone.GRAVEYARD)


def test_d12_31_same_kind_from_the_niz_is_the_kind_the_source_made(
    pool: dict[str, CardDef],
) -> None:
    """D12.31, D7.50: Skupa Zemlja's trigger does more than add mana, so it uses the niz; as it
    resolves Ana loses 10 and adds one more mana of the kind Kripta Plamena made: red."""
    text = """
name: Skupa Zemlja
rules: [D12.31, D7.50]
setup:
  active: Ana
  step: glavna1
  players:
    - name: Ana
      play:
        - Kripta Plamena
        - {card: Skupa Zemlja, attached_to: Kripta Plamena}
    - name: Boris
script:
  - {mana: Kripta Plamena, color: crvena}
  - expect: {pool: {Ana: {R: 1}}, stack: [Skupa Zemlja]}
  - {pass: Ana}
  - {pass: Boris}
expect:
  pool: {Ana: {R: 2}}
  life: {Ana: 190}
  stack: []
"""
    played(pool, text)


def test_a3_22_win_game_for_the_opponent(pool: dict[str, CardDef]) -> None:
    """A3.22: Probni Poraz (`who: opponent`): Boris wins, not Ana."""
    game = played(pool, _sorcery("Probni Poraz"))
    assert game.players[1].won and not game.players[0].won


def test_d14_22_return_from_graveyard_of_a_named_target(pool: dict[str, CardDef]) -> None:
    """Probno Izbavljenje names its target `karta`: Grom comes back to Ana's hand."""
    text = _sorcery("Probno Izbavljenje", graveyard="[Grom, Oluja]").replace(
        "{cast: Probno Izbavljenje}", "{cast: Probno Izbavljenje, targets: [Grom]}"
    )
    game = played(pool, text)
    assert game.players[0].hand == [obj(game, "Grom", Zone.HAND)]


def test_d14_22_tap_and_control_of_all_creatures(pool: dict[str, CardDef]) -> None:
    """Probna Vlast (`what: all_creatures`): Boris's Mladi Vuk and Orkozlob are tapped and Ana
    controls them."""
    game = played(pool, _sorcery("Probna Vlast"))
    for name in ("Mladi Vuk", "Orkozlob"):
        oid = obj(game, name, Zone.PLAY)
        assert game.objects[oid].tapped and game.objects[oid].controller == 0


def test_d20_73_counter_of_a_named_target(pool: dict[str, CardDef]) -> None:
    """Probna Zabrana names its target `magija`: Boris's Probni Vuk is countered into his
    odlagalište."""
    text = _counter_scenario("Probni Vuk", ONE_SOURCE, "").replace(
        "Probno Sprečavanje", "Probna Zabrana"
    )
    game = played(pool, text)
    assert obj(game, "Probni Vuk", Zone.GRAVEYARD)


def test_d14_22_a_counter_is_added_to_those_already_there(pool: dict[str, CardDef]) -> None:
    """Probna Otmica on a Mladi Vuk that already has a +10/+10 counter: it has two."""
    game = played(
        pool, _cast_at("Probna Otmica", "Mladi Vuk", "[{card: Mladi Vuk, counters: {+10/+10: 1}}]")
    )
    assert game.objects[obj(game, "Mladi Vuk", Zone.PLAY)].counters == {"+10/+10": 2}


def test_a4_30_discarding_the_whole_hand_asks_nothing(pool: dict[str, CardDef]) -> None:
    """Probno Odbacivanje with only Grom beside it: no choice to make, Ana discards Grom (the
    event names her)."""
    game = played(pool, _sorcery("Probno Odbacivanje", hand="Grom"))
    grom = obj(game, "Grom", Zone.GRAVEYARD)
    assert logged(game, Discarded) == [Discarded(player=0, card=grom, name="Grom")]


def test_d20_63_redirect_without_what_protects_its_own_source(pool: dict[str, CardDef]) -> None:
    """D20.63: Probni Štitonoša's ability (no `what`: the Štitonoša itself) sends the next 10
    damage to it this turn to Boris's Mladi Vuk."""
    text = """
name: Probni Štitonoša
rules: [D20.63]
setup:
  active: Ana
  step: glavna1
  players:
    - name: Ana
      play: [Probni Štitonoša]
    - name: Boris
      play: [Mladi Vuk]
script:
  - {activate: Probni Štitonoša, ability: 0, targets: [Mladi Vuk]}
  - {pass: Boris}
  - {pass: Ana}
"""
    game = played(pool, text)
    sto, vuk = obj(game, "Probni Štitonoša", Zone.PLAY), obj(game, "Mladi Vuk", Zone.PLAY)
    assert logged(game, RedirectionShield) == [
        RedirectionShield(recipient=sto, to=[vuk], amount=10)
    ]


def test_c1_40_a_pump_until_end_of_combat(pool: dict[str, CardDef]) -> None:
    """Probni Bes: +20/+0 until end of combat, not end of turn."""
    game = played(pool, _cast_at("Probni Bes", "Kavgadžija"))
    assert game.chars(obj(game, "Kavgadžija", Zone.PLAY)).power == 40
    assert [e.duration for e in game.effects if e.op == "pump"] == ["end_of_combat"]


def test_d20_81_boriss_shield_for_a_creature_from_the_only_source(pool: dict[str, CardDef]) -> None:
    """D20.81: Boris's Probni Zaklon (`to: target`) on Ana's Mladi Vuk: the only source that
    could deal damage is the Vuk itself, so nothing is asked; the shield protects the Vuk and is
    Boris's."""
    game = played(pool, _boris_instant("Probni Zaklon", "Mladi Vuk"))
    vuk = obj(game, "Mladi Vuk", Zone.PLAY)
    shield = _effect(game, "prevent_from_source")
    assert (shield.affected, shield.controller) == ([(vuk, game.objects[vuk].incarnation)], 1)
    assert shield.params["source"] == vuk


def test_d20_63_boriss_redirection_is_his(pool: dict[str, CardDef]) -> None:
    """Boris's Probno Preusmeravanje on Ana's Mladi Vuk: the next 10 damage to Boris goes to the
    Vuk; the effect is Boris's."""
    game = played(pool, _boris_instant("Probno Preusmeravanje", "Mladi Vuk"))
    effect = _effect(game, "redirect_damage")
    assert (effect.affected, effect.controller) == ([(player_ref(1), 0)], 1)


def test_a4_30_graveyard_to_hand_of_the_opponent(pool: dict[str, CardDef]) -> None:
    """Tuđi Povratak (`who: opponent`): Boris's only card in his odlagalište, Grom, goes to his
    hand."""
    text = _sorcery("Tuđi Povratak").replace(
        "      play: [Mladi Vuk, Orkozlob]",
        "      play: [Mladi Vuk, Orkozlob]\n      graveyard: [Grom]",
    )
    game = played(pool, text)
    assert game.players[1].hand == [obj(game, "Grom", Zone.HAND)]


def test_d14_22_damage_to_all_green_creatures(pool: dict[str, CardDef]) -> None:
    """Zeleni Plamen (`to: all_creatures, color: zelena`): 10 to Mladi Vuk, none to Orkozlob."""
    game = played(pool, _sorcery("Zeleni Plamen"))
    vuk, ork = obj(game, "Mladi Vuk", Zone.PLAY), obj(game, "Orkozlob", Zone.PLAY)
    assert (game.objects[vuk].damage, game.objects[ork].damage) == (10, 0)


def test_d19_61_change_text_of_several_permanents_offers_the_words_of_all(
    pool: dict[str, CardDef],
) -> None:
    """D19.61: Probna Boja on all creatures: the old word is asked among the colour words of
    every creature's text — Probni Stražar's "crna" and Probni Čuvar's "zelena"."""
    text = _sorcery("Probna Boja").replace(
        "      play: [Mladi Vuk, Orkozlob]", "      play: [Probni Stražar, Probni Čuvar]"
    )
    game = played(pool, text)
    d = game.pending
    assert d is not None and d.prompt == "resolve.change_text_from"
    assert sorted(d.options) == ["crna", "zelena"]
