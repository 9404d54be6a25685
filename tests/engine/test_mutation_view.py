"""What one player may see of a game (izvori/engine/view.py), field by field.

The glossary of the rules ("Javna informacija", "Skrivena informacija"): permanents in play,
spells and abilities on the niz and the odlagališta are public; the number of cards in a
library and a hand is public, their content hidden; a card an effect reveals is public while it
is revealed. The view is what the front ends and the computer players read, so each value it
shows is pinned here: a wrong one is a wrong screen, a leaked one a broken rule.

Written for the mutants of view.py that the rules scenarios let through (docs/mutation.md):
no scenario reads a view.
"""

from __future__ import annotations

from typing import Any

import pytest
from positions import played

from izvori.engine.carddef import CardDef
from izvori.engine.decisions import Action, DecisionKind
from izvori.engine.game import Game
from izvori.engine.objects import Zone, player_ref
from izvori.engine.view import (
    CardFace,
    DamageView,
    PlayerView,
    StackItemView,
    TargetView,
    printed_face,
    ref_label,
    view,
)
from izvori.scenario.table import ANA, BORIS, card, card_pool, obj, pass_priority, setup

EXTRA = """
cards:
  - name: Probna Kula
    cost: "2R"
    type: Biće
    subtypes: [Zver, Duh]
    power: 20
    toughness: 30
    keywords: [Ubrzanje, Letač]
    rarity: srebrna
    text: "Letač, Ubrzanje. @: Probna Kula nanosi 10 štete odabranom igraču."
    reminder: "(Podsetnik.)"
    flavor: "Kula stoji."
    abilities:
      - activated:
          text: "@: Probna Kula nanosi 10 štete odabranom igraču."
          cost: {tap: true}
          targets: [{kind: player}]
          effects: [{damage: {to: target, amount: 10}}]
  - name: Probni Izbor
    cost: "1R"
    type: Biće
    subtypes: [Duh]
    power: 10
    toughness: 10
    rarity: obična
    text: "1: Izaberi jedno — Probni Izbor nanosi 10 štete odabranom igraču; ili dobijaš 10 života."
    abilities:
      - activated:
          text: "1: Izaberi jedno."
          cost: {mana: "1"}
          modes:
            - text: "Probni Izbor nanosi 10 štete odabranom igraču."
              targets: [{kind: player}]
              effects: [{damage: {to: target, amount: 10}}]
            - text: "Dobijaš 10 života."
              effects: [{gain_life: {who: you, amount: 10}}]
  - name: Probni Pogled
    cost: "P"
    type: Iznenađenje
    rarity: obična
    text: "Otkrij tri karte sa vrha biblioteke. Bića među njima stavi u ruku, ostale na dno."
    effects: [{reveal_top: {count: 3, take: creature}}]
  - name: Probni Šapat
    cost: "3R"
    type: Biće
    subtypes: [Duh]
    power: 10
    toughness: 10
    rarity: obična
    text: "1: Dobijaš 10 života. Igra se samo dok je Probni Šapat u tvojoj ruci."
    abilities:
      - activated:
          text: "1: Dobijaš 10 života."
          zone: ruka
          cost: {mana: "1"}
          effects: [{gain_life: {who: you, amount: 10}}]
  - name: Plašt Žara
    cost: "Z"
    type: Promena
    enchant: biće
    rarity: obična
    text: "Promeni biće. Promenjeno biće ima Anti-Crveno."
    abilities:
      - static: {op: grant, affects: enchanted, keywords: [Anti-Crveno]}
  - name: Probna Kripta
    type: Izvor
    subtypes: [Vatra]
    produces: [crvena]
    rarity: obična
    text: "@: Dodaj 1 crvenu manu. Crna bića koja kontroliše protivnik dobijaju -10/-0."
    abilities:
      - static: {op: pump, affects: opponent_creatures, color: crna, power: -10}
  - name: Probni Povratak
    cost: "1C"
    type: Vradžbina
    rarity: obična
    text: "Vrati odabranu kartu iz svog odlagališta u igru."
    targets: [{kind: card_in_your_graveyard}]
    effects: [{return_to_play: {what: target}}]
"""


@pytest.fixture(scope="module")
def pool() -> dict[str, CardDef]:
    return card_pool(EXTRA)


def face(pool: dict[str, CardDef], name: str, oid: int, **changed: Any) -> CardFace:
    """The printed face of `name` with id `oid`, with the fields a position changes."""
    base = printed_face(pool[name], oid)
    return CardFace(**{**base.__dict__, **changed})


# ------------------------------------------------------------------ printed faces
def test_a_printed_face_shows_everything_printed_on_the_card() -> None:
    """A card outside play is read as printed: cost, colours, types, subtypes, power and
    toughness, keywords (in a fixed order), text, reminder, flavour, rarity and the texts of its
    activated abilities. The card browser shows cards outside any game with id 0."""
    kula = card(
        """
        name: Probna Kula
        cost: "2R"
        type: Biće
        subtypes: [Zver, Duh]
        power: 20
        toughness: 30
        keywords: [Ubrzanje, Letač]
        rarity: srebrna
        text: "Tekst."
        reminder: "(Podsetnik.)"
        flavor: "Kula stoji."
        abilities:
          - activated:
              text: "@: Probna Kula nanosi 10 štete odabranom igraču."
              cost: {tap: true}
              targets: [{kind: player}]
              effects: [{damage: {to: target, amount: 10}}]
        """
    )
    expected = CardFace(
        id=0,
        name="Probna Kula",
        printed_name="Probna Kula",
        cost="2R",
        colors=("R",),
        types=("Biće",),
        subtypes=("Zver", "Duh"),
        power=20,
        toughness=30,
        keywords=("Letač", "Ubrzanje"),
        text="Tekst.",
        reminder="(Podsetnik.)",
        flavor="Kula stoji.",
        rarity="srebrna",
        ability_texts=("@: Probna Kula nanosi 10 štete odabranom igraču.",),
        text_changes=(),
        pt_defined=False,
    )
    assert printed_face(kula) == expected  # the browser's face: id 0
    seven = printed_face(kula, 7)
    assert seven == CardFace(**{**expected.__dict__, "id": 7})
    assert printed_face(kula, 7) is seven  # the same card and id: the same face
    assert printed_face(kula) == expected
    assert seven.is_creature


def test_a_star_card_reads_zero_outside_play_and_a_source_has_no_cost(
    pool: dict[str, CardDef],
) -> None:
    """B9.20: power and toughness "*" are defined by an ability that works only in play: the
    face shows 0/0 and says so; a printed Izvor has no mana cost (B13.11) and is no creature."""
    ala = printed_face(pool["Crvena Ala"], 3)
    assert (ala.power, ala.toughness, ala.pt_defined, ala.cost) == (0, 0, True, "2RR")
    assert ala.keywords == ("Ubrzanje",)
    assert ala.flavor == "Gde prođe oluja, ostaju samo pepeo i priče."
    kripta = printed_face(pool["Kripta Plamena"], 4)
    assert (kripta.cost, kripta.power, kripta.pt_defined) == (None, None, False)
    assert not kripta.is_creature


# ------------------------------------------------------------------ players: hands, libraries
def test_a_player_sees_his_hand_and_only_counts_of_the_hidden_zones(
    pool: dict[str, CardDef],
) -> None:
    """Glossary, "Skrivena informacija": the content of a hand and a library is hidden, their
    sizes are public. Ana sees her hand; Boris's hand and both libraries are counts; the
    odlagališta are public, the top card first; the mana pool lists the kinds she has, in the
    fixed order of the mana kinds."""
    g = setup(
        pool,
        """
        active: Ana
        step: glavna1
        players:
          - name: Ana
            life: 170
            library: [Grom, Oluja]
            hand: [Grom, Kostolomac]
            graveyard: [Oluja, Piromanija]
            pool: {R: 2, Ž: 1, P: 0}
            sources_played: 1
          - name: Boris
            hand: [Severnjak]
            library: [Kavgadžija]
            graveyard: [Grom]
        """,
    )
    ana = view(g, ANA)
    assert ana.players[ANA] == PlayerView(
        index=0,
        name="Ana",
        life=170,
        library_count=2,
        hand_count=2,
        hand=(face(pool, "Grom", 3), face(pool, "Kostolomac", 4)),
        graveyard=(face(pool, "Piromanija", 6), face(pool, "Oluja", 5)),
        pool=(("Ž", 1), ("R", 2)),
        lost=False,
        sources_played=1,
    )
    assert ana.players[BORIS] == PlayerView(
        index=1,
        name="Boris",
        life=200,
        library_count=1,
        hand_count=1,
        hand=None,
        graveyard=(face(pool, "Grom", 9),),
        pool=(),
        lost=False,
        sources_played=0,
    )
    assert ana.player(BORIS) is ana.players[BORIS]
    boris = view(g, BORIS)
    assert boris.players[ANA].hand is None and boris.players[ANA].hand_count == 2
    assert boris.players[BORIS].hand == (face(pool, "Severnjak", 8),)
    nobody = view(g, None)  # the hot-seat hand-over screen: no hand at all
    assert nobody.players[ANA].hand is None and nobody.players[BORIS].hand is None
    # a card in a hidden zone is named to nobody (a target label, a search result)
    assert ref_label(g, obj(g, "Grom", Zone.HAND)) == "?"
    assert ref_label(g, obj(g, "Kavgadžija", Zone.LIBRARY)) == "?"
    assert ref_label(g, obj(g, "Oluja", Zone.GRAVEYARD, controller=ANA)) == "Oluja"
    assert ref_label(g, player_ref(BORIS)) == "Boris"
    assert ref_label(g, 999) == "?"  # an id no object and no niz item has
    # find_card: any card this viewer can see, wherever it is; never a hidden one
    assert ana.find_card(3) == face(pool, "Grom", 3)
    assert ana.find_card(5) == face(pool, "Oluja", 5)
    assert ana.find_card(9) == face(pool, "Grom", 9)
    assert ana.find_card(8) is None  # Boris's Severnjak
    assert ana.find_card(1) is None  # Ana's library
    assert boris.find_card(8) == face(pool, "Severnjak", 8)


def test_the_end_of_the_game_is_in_the_view(pool: dict[str, CardDef]) -> None:
    """A3: a player at 0 life loses; the view says who won, why, and that the game is over."""
    g = setup(
        pool,
        """
        active: Ana
        step: glavna1
        players:
          - name: Ana
            hand: [Grom]
            play: [{card: Grom, as_source: true}]
          - name: Boris
            life: 20
        """,
    )
    before = view(g, ANA)
    assert (before.over, before.result_winner, before.result_reason) == (False, None, None)
    g.submit(Action("cast", obj(g, "Grom", Zone.HAND)))
    g.submit([player_ref(BORIS)])
    g.submit(Action("auto"))
    pass_priority(g, 2)
    assert g.result is not None
    after = view(g, ANA)
    assert after.over and after.result_winner == ANA
    assert after.result_reason == g.result.reason and after.result_reason
    assert after.players[BORIS].lost and not after.players[ANA].lost
    assert after.decider is None and after.decision_kind is None


# ------------------------------------------------------------------ permanents
COMBAT = """
active: Ana
step: blokeri
turn: 5
combat:
  attackers: [Kavgadžija, Probna Kula]
  blocks: {Dugina Vila: [Kavgadžija, Probna Kula]}
players:
  - name: Ana
    library: [Grom]
    play:
      - {card: Kavgadžija, counters: {"+10/+10": 1, "-10/-10": 0}}
      - Probna Kula
      - {card: Grom, as_source: true, tapped: true}
      - Kripta Plamena
      - {card: Kameni Golem, as_source: true}
      - {card: Vojnik, token: true, power: 10, toughness: 10, sick: true}
  - name: Boris
    library: [Grom]
    graveyard: [Oluja]
    play:
      - {card: Dugina Vila, damage: 5}
      - Kavgadžija
      - {card: Plašt Žara, attached_to: Kavgadžija#2}
      - {card: Vitez Tame, as_source: true}
      - {card: Kavgadžija, as_source: true}
      - Crvena Ala
"""


def test_every_permanent_shows_its_state_to_both_players(pool: dict[str, CardDef]) -> None:
    """Glossary, "Javna informacija": everything about a permanent is public — its current
    characteristics (counters count, D19.51), controller, owner, tapped, damage, counters,
    attachments, summoning sickness, token, and its place in combat (C10.25: one creature
    blocking two attackers). A card played as a source is that source: no cost, no text
    (B12.76, B12.77); a printed Izvor keeps its name and text."""
    g = setup(pool, COMBAT)
    seen = view(g, BORIS)
    assert view(g, ANA).battlefield == seen.battlefield
    kav, kula, grom, kripta, golem, vojnik, vila, kav2, plast, vitez, zemlja, ala = seen.battlefield
    assert kav.card == face(pool, "Kavgadžija", kav.id, power=30, toughness=30)
    assert (kav.counters, kav.attacking, kav.blocked_by, kav.blocks, kav.blocking) == (
        (("+10/+10", 1),),
        True,
        (vila.id,),
        (),
        None,
    )
    assert (kav.controller, kav.owner, kav.tapped, kav.damage, kav.sick, kav.token) == (
        ANA,
        ANA,
        False,
        0,
        False,
        False,
    )
    assert kav.source_group is None and not kav.is_source and kav.mana == ()
    assert kula.card == face(pool, "Probna Kula", kula.id)
    assert kula.attacking and kula.blocked_by == (vila.id,)
    assert (vila.blocks, vila.blocking, vila.attacking, vila.damage) == (
        (kav.id, kula.id),
        kav.id,
        False,
        5,
    )
    assert (vila.controller, vila.owner) == (BORIS, BORIS)
    assert grom.card == CardFace(
        id=grom.id,
        name="Vatra",
        printed_name="Grom",
        cost=None,
        colors=(),
        types=("Izvor",),
        subtypes=("Vatra",),
        power=None,
        toughness=None,
        keywords=(),
        text="",
        reminder="",
        flavor="",
        rarity="obična",
        ability_texts=("@: dodaj 1 R",),
        text_changes=(),
        pt_defined=False,
    )
    assert (grom.source_group, grom.is_source, grom.mana, grom.tapped) == (
        "Vatra",
        True,
        ("R",),
        True,
    )
    assert kripta.card == face(pool, "Kripta Plamena", kripta.id, ability_texts=("@: dodaj 1 C|R",))
    assert (kripta.source_group, kripta.mana) == ("Kripta Plamena", ("C", "R"))
    assert golem.card.name == "Izvor" and golem.card.printed_name == "Kameni Golem"
    assert golem.card.cost is None and golem.card.power is None
    assert (golem.source_group, golem.mana) == ("Izvor", ("B",))
    assert (vojnik.token, vojnik.sick, vojnik.card.name, vojnik.card.cost) == (
        True,
        True,
        "Vojnik",
        None,
    )
    # two permanents of one card are two objects: each shows its own id and state
    assert kav2.card == face(pool, "Kavgadžija", kav2.id, keywords=("Anti-Crveno",))
    assert kav2.id != kav.id and not kav2.attacking and kav2.counters == ()
    assert (kav2.attachments, plast.attached_to, plast.attachments) == ((plast.id,), kav2.id, ())
    assert kav.attachments == () and kav.attached_to is None
    assert seen.permanent(kav2.id) is kav2 and seen.permanent(plast.id) is plast
    assert seen.permanent(12345) is None
    assert seen.permanents_of(BORIS) == (vila, kav2, plast, vitez, zemlja, ala)
    # a card played as a source shows neither its reminder nor its flavour text (B12.76)
    assert (vitez.card.name, vitez.card.reminder, vitez.card.flavor, vitez.card.text) == (
        "Grob",
        "",
        "",
        "",
    )
    assert pool["Vitez Tame"].reminder and pool["Kavgadžija"].flavor
    assert (zemlja.card.name, zemlja.card.flavor, zemlja.source_group) == ("Zemlja", "", "Zemlja")
    # B9.20: in play the ability defines the "*": one sorcery in the odlagališta, 10/10
    assert (ala.card.power, ala.card.toughness, ala.card.pt_defined) == (10, 10, True)
    assert not kav.card.pt_defined
    assert seen.find_card(kula.id) is kula.card
    assert (seen.attackers, seen.defending, seen.step, seen.turn, seen.active) == (
        (kav.id, kula.id),
        BORIS,
        "blokeri",
        5,
        ANA,
    )
    quiet = view(setup(pool, "active: Boris\nplayers: [{name: Ana}, {name: Boris}]"), ANA)
    assert (quiet.attackers, quiet.defending, quiet.active) == ((), None, BORIS)


def test_a_permanent_seen_again_shows_its_new_state(pool: dict[str, CardDef]) -> None:
    """A5.40: tapping a source for mana taps it; the next view shows it tapped, and the mana in
    the pool (the view keeps what it made from an unchanged permanent, never from a changed
    one)."""
    g = setup(
        pool,
        """
        active: Ana
        step: glavna1
        players:
          - name: Ana
            play: [{card: Grom, as_source: true}, Kavgadžija]
          - name: Boris
        """,
    )
    first = view(g, ANA)
    kav = first.battlefield[1]
    assert (kav.attacking, kav.blocks, kav.blocked_by, kav.blocking) == (False, (), (), None)
    again = view(g, ANA)
    assert again.battlefield == first.battlefield
    g.submit(Action("mana", obj(g, "Grom"), choice="R"))
    later = view(g, ANA)
    assert later.battlefield[0].tapped and not first.battlefield[0].tapped
    assert later.battlefield[1] == first.battlefield[1]
    assert later.players[ANA].pool == (("R", 1),)


# ------------------------------------------------------------------ the niz
NIZ = """
active: Ana
step: glavna1
players:
  - name: Ana
    hand: [Odjek, Grom]
    library: [Grom]
    play:
      - Probna Kula
      - Probni Izbor
      - {card: Rosna Vila, as_source: true}
      - {card: Rosna Vila, as_source: true}
      - {card: Grom, as_source: true}
  - name: Boris
    library: [Grom]
    play: [Kavgadžija]
stack:
  - {spell: Varnica, kicked: true, targets: [Kavgadžija]}
  - {spell: Vatrene Strele, x: 3, targets: [Grom]}
  - {ability: Probni Izbor, mode: 2}
  - {ability: Probna Kula, targets: [Boris]}
  - {spell: Voda Adžijazma, mode: 2, targets: [Kavgadžija]}
"""


def item(seen_stack: tuple[StackItemView, ...], item_id: int) -> StackItemView:
    return next(s for s in seen_stack if s.id == item_id)


def test_the_niz_shows_each_spell_and_ability_with_its_choices(pool: dict[str, CardDef]) -> None:
    """Glossary, "Javna informacija": spells and abilities on the niz are public, with what was
    chosen for them — targets (named as the players see them: a permanent by its current name,
    a player by name, a spell by its card), X (D10.12), a paid kicker, the mode of a modal
    ability (D10.12) — and an ability shows its text and the permanent it came from."""
    g = setup(pool, NIZ)
    seen = view(g, BORIS)
    assert view(g, ANA).stack == seen.stack
    assert [s.id for s in seen.stack] == [18, 16, 15, 14, 12]  # the top first
    voda = item(seen.stack, 18)
    assert (voda.source_name, voda.card, voda.mode, voda.text) == (
        "Voda Adžijazma",
        face(pool, "Voda Adžijazma", 17),
        "Spreči idućih 60 štete koji bi bili naneti odabranom biću koje nije crno u ovom potezu.",
        "",
    )
    varnica, strele, izbor, kula = (
        item(seen.stack, 12),
        item(seen.stack, 14),
        item(seen.stack, 15),
        item(seen.stack, 16),
    )
    kav = obj(g, "Kavgadžija")
    assert varnica == StackItemView(
        id=12,
        kind="spell",
        controller=ANA,
        source=11,
        source_name="Varnica",
        card=face(pool, "Varnica", 11),
        text="",
        targets=(TargetView(kav, "Kavgadžija"),),
        damage=(),
        x=0,
        kicked=True,
        copy=False,
        mode="",
    )
    assert (strele.x, strele.kicked, strele.card, strele.targets) == (
        3,
        False,
        face(pool, "Vatrene Strele", 13),
        (TargetView(8, "Vatra"),),  # Grom played as a source is a Vatra (B12.76)
    )
    assert izbor == StackItemView(
        id=15,
        kind="ability",
        controller=ANA,
        source=5,
        source_name="Probni Izbor",
        card=face(pool, "Probni Izbor", 5, ability_texts=("1: Izaberi jedno.",)),
        text="1: Izaberi jedno.",
        targets=(),
        damage=(),
        x=0,
        kicked=False,
        copy=False,
        mode="Dobijaš 10 života.",
    )
    assert (kula.text, kula.source_name, kula.card, kula.targets, kula.mode) == (
        "@: Probna Kula nanosi 10 štete odabranom igraču.",
        "Probna Kula",
        face(pool, "Probna Kula", 4),
        (TargetView(player_ref(BORIS), "Boris"),),
        "",
    )
    assert seen.find_card(11) == face(pool, "Varnica", 11)  # a spell's card, on the niz
    # Ana copies Varnica with Odjek (E4.80): the copy is on the niz, marked as a copy
    g.submit(Action("cast", obj(g, "Odjek", Zone.HAND)))
    assert view(g, ANA).revealed == ()  # the target options are niz items, not hidden cards
    g.submit([12])
    odjek = view(g, BORIS).stack[0]
    assert (odjek.source_name, odjek.targets, odjek.copy) == (
        "Odjek",
        (TargetView(12, "Varnica"),),  # a spell target is named by its card
        False,
    )
    assert ref_label(g, 12) == "Varnica"
    g.submit(Action("auto"))
    pass_priority(g, 2)
    g.submit(False)  # copy.new_targets: the copy keeps Kavgadžija
    copy = view(g, BORIS).stack[0]
    assert (copy.kind, copy.source_name, copy.copy, copy.kicked, copy.targets) == (
        "spell",
        "Varnica",
        True,
        True,
        (TargetView(kav, "Kavgadžija"),),
    )
    assert not any(s.copy for s in view(g, BORIS).stack[1:])
    assert view(g, BORIS).stack[0].mode == ""  # Varnica has no modes


def test_combat_damage_on_the_niz_names_each_source_and_recipient(
    pool: dict[str, CardDef],
) -> None:
    """C11 (damage on the niz): the combat damage item has no card and no text; each
    assignment names its source and recipient."""
    g = setup(
        pool,
        """
        active: Ana
        step: blokeri
        combat:
          attackers: [Kavgadžija, Probna Kula]
          blocks: {Kostolomac: Kavgadžija}
        players:
          - name: Ana
            library: [Grom]
            play: [Kavgadžija, Probna Kula]
          - name: Boris
            library: [Grom]
            play: [Kostolomac]
        """,
    )
    pass_priority(g, 2)
    kav, kula, kost = obj(g, "Kavgadžija"), obj(g, "Probna Kula"), obj(g, "Kostolomac")
    assert view(g, BORIS).stack == (
        StackItemView(
            id=g.stack[0].id,
            kind="combat_damage",
            controller=ANA,
            source=None,
            source_name="",
            card=None,
            text="",
            targets=(),
            damage=(
                DamageView(kav, "Kavgadžija", kost, "Kostolomac", 20),
                DamageView(kula, "Probna Kula", player_ref(BORIS), "Boris", 20),
                DamageView(kost, "Kostolomac", kav, "Kavgadžija", 10),
            ),
            x=0,
            kicked=False,
            copy=False,
            mode="",
        ),
    )


# ------------------------------------------------------------------ revealed cards
ZLO = """
name: Onostrano Zlo u ruci, Ana igra biće
rules: [D3.95]
setup:
  active: Ana
  step: glavna1
  players:
    - name: Ana
      hand: [Onostrano Zlo, Kavgadžija, Grom]
      play:
        - {card: Kavgadžija, as_source: true}
        - {card: Kavgadžija, as_source: true}
        - {card: Grom, as_source: true}
    - name: Boris
script:
  - {cast: Kavgadžija, pay: [Kavgadžija, Kavgadžija#2]}
"""


def test_d3_95_a_card_revealed_from_the_hand_is_public_while_its_ability_is_on_the_niz(
    pool: dict[str, CardDef],
) -> None:
    """D3.95 and the glossary ("Skrivena informacija": a revealed card is public while it is
    revealed): once Ana pays R and reveals Onostrano Zlo, both players see that card — in
    `revealed` and on its niz entry — and nothing else of her hand; before she reveals it,
    Boris sees nothing of it."""
    g = played(pool, ZLO)
    assert g.pending is not None and g.pending.kind == DecisionKind.YES_NO
    zlo = obj(g, "Onostrano Zlo", Zone.HAND)
    g.submit(True)
    hidden = view(g, BORIS)
    assert hidden.revealed == () and hidden.find_card(zlo) is None
    assert all(s.card is None or s.card.id != zlo for s in hidden.stack)
    g.submit(Action("mana", obj(g, "Grom"), choice="R"))
    assert g.stack[-1].revealed and g.stack[-1].source == zlo
    shown = face(pool, "Onostrano Zlo", zlo)
    for viewer in (ANA, BORIS, None):
        seen = view(g, viewer)
        assert seen.revealed == (shown,)
        top = seen.stack[0]
        assert (top.kind, top.card, top.source_name, top.source) == (
            "trigger",
            shown,
            "Onostrano Zlo",
            zlo,
        )
        assert seen.find_card(zlo) == shown
    boris = view(g, BORIS)
    assert boris.players[ANA].hand is None and boris.players[ANA].hand_count == 2
    assert boris.find_card(obj(g, "Grom", Zone.HAND)) is None
    pass_priority(g, 2)  # the ability resolves: the card is hidden again
    assert view(g, BORIS).revealed == () and view(g, BORIS).find_card(zlo) is None


def test_an_ability_of_a_hand_card_is_no_card_to_play_and_reveals_it(
    pool: dict[str, CardDef],
) -> None:
    """D9.14: "playable" marks the hand cards the viewer can cast or play as a source now; an
    ability that works from the hand (D3.92) does not make its card one. Played, the ability
    reveals the card to both players while it is on the niz (D3.95)."""
    g = setup(
        pool,
        """
        active: Ana
        step: glavna1
        players:
          - name: Ana
            hand: [Probni Šapat]
            library: [Grom]
            sources_played: 1
            pool: {B: 1}
          - name: Boris
            library: [Grom]
        """,
    )
    sapat = obj(g, "Probni Šapat", Zone.HAND)
    assert Action("activate", sapat, 0) in g.pending.options  # type: ignore[union-attr]
    assert view(g, ANA).playable == frozenset()
    assert view(g, BORIS).find_card(sapat) is None
    g.submit(Action("activate", sapat, 0))
    shown = face(pool, "Probni Šapat", sapat)
    for viewer in (ANA, BORIS, None):
        seen = view(g, viewer)
        assert (seen.stack[0].card, seen.stack[0].text) == (shown, "1: Dobijaš 10 života.")
        assert seen.revealed == (shown,)


POGLED = """
active: Ana
step: glavna1
players:
  - name: Ana
    library: [Grom, Oluja, Piromanija, Kavgadžija]
    hand: [Grom]
  - name: Boris
    library: [Grom]
stack:
  - {spell: Probni Pogled}
"""


def test_b16_24_the_cards_put_on_the_bottom_in_any_order_are_shown_to_their_owner(
    pool: dict[str, CardDef],
) -> None:
    """B16.24: the owner orders the revealed cards going to the bottom of his library and keeps
    that order hidden: the question shows him those cards (and only those); the other player
    and a spectator see none of his library."""
    g = setup(pool, POGLED)
    pass_priority(g, 2)
    d = g.pending
    assert d is not None and d.kind == DecisionKind.ORDER and d.player == ANA
    lib = g.players[ANA].library
    top3 = [lib[-1], lib[-2], lib[-3]]
    assert d.context["cards"] == top3
    ana = view(g, ANA)
    assert [c.id for c in ana.revealed] == top3
    assert [c.name for c in ana.revealed] == ["Grom", "Oluja", "Piromanija"]
    assert view(g, BORIS).revealed == () and view(g, None).revealed == ()
    assert ana.decider == ANA and ana.decision_kind == "order"
    assert ana.playable == frozenset()


def test_an_order_question_shows_no_card_of_the_library(pool: dict[str, CardDef]) -> None:
    """B16.24 / C5.10: Večna Zagonetka asks Ana to order her hand for the bottom of her library;
    the question's options are positions 0, 1, ... — never the cards of her library that happen
    to have those numbers as ids."""
    g = setup(
        pool,
        """
        active: Ana
        step: priprema
        players:
          - name: Ana
            library: [Grom, Oluja, Piromanija]
            hand: [Kavgadžija, Kostolomac]
            play: [Večna Zagonetka]
          - name: Boris
            library: [Grom]
        """,
    )
    pass_priority(g, 2)  # to the draw step: Ana draws, the trigger goes on the niz
    pass_priority(g, 2)
    d = g.pending
    assert d is not None and d.kind == DecisionKind.ORDER and d.prompt == "resolve.order_bottom"
    assert set(d.options) & set(g.players[ANA].library)  # positions that are also library ids
    assert view(g, ANA).revealed == ()


# ------------------------------------------------------------------ copies and last known names
def test_e4_20_a_copy_shows_the_copied_card_and_its_ability_keeps_the_copied_name(
    pool: dict[str, CardDef],
) -> None:
    """E4.20: Imitator entering as a copy of Probni Izbor is a Probni Izbor — its name, text
    and abilities are the copied card's; the printed card, cost and rarity stay Imitator's. Its
    ability on the niz is "Probni Izbor"'s (the name it had as it was activated, B16.13) even
    after Imitator has left play, where it is again the printed Imitator."""
    g = setup(
        pool,
        """
        active: Ana
        step: glavna1
        players:
          - name: Ana
            hand: [Imitator]
            library: [Grom]
            pool: {P: 1, B: 4}
          - name: Boris
            hand: [Grom]
            library: [Grom]
            pool: {R: 1}
            play: [Probni Izbor]
        """,
    )
    g.submit(Action("cast", obj(g, "Imitator", Zone.HAND)))
    pass_priority(g, 2)
    g.submit([obj(g, "Probni Izbor")])  # resolve.copy: the creature to copy
    im = obj(g, "Imitator")
    izbor = printed_face(pool["Probni Izbor"], im)
    shown = view(g, BORIS).permanent(im)
    assert shown is not None
    assert shown.card == CardFace(
        **{
            **izbor.__dict__,
            "printed_name": "Imitator",
            "cost": "3P",
            "rarity": "zlatna",
            "copy_of": "Probni Izbor",  # (the card whose text it reads, for an agent too)
        }
    )
    g.submit(Action("activate", im, 0))
    g.submit("Dobijaš 10 života.")  # cast.mode; the mana is in the pool
    assert g.pending is not None and g.pending.player == BORIS
    ability = view(g, BORIS).stack[0]
    assert (ability.source_name, ability.card, ability.mode, ability.text) == (
        "Probni Izbor",
        shown.card,
        "Dobijaš 10 života.",
        "1: Izaberi jedno.",
    )
    g.submit(Action("cast", obj(g, "Grom", Zone.HAND)))
    g.submit([im])
    pass_priority(g, 2)  # Grom resolves: Imitator (10/10) is destroyed
    assert g.objects[im].zone == Zone.GRAVEYARD
    left = view(g, BORIS).stack[0]
    assert (left.source_name, left.card, left.mode) == (
        "Probni Izbor",
        printed_face(pool["Imitator"], im),
        "Dobijaš 10 života.",
    )


# ------------------------------------------------------------------ what the viewer can play
def test_the_cards_the_viewer_can_play_now_are_marked_for_him_only(
    pool: dict[str, CardDef],
) -> None:
    """D9.14, B12.71: at his prednost Ana can cast Grom (R untapped) and play a card of her
    hand as a source (none played this turn); Kostolomac (3R) she can't pay for. Only the player
    with prednost sees what he can play; nobody else does."""
    g = setup(
        pool,
        """
        active: Ana
        step: glavna1
        players:
          - name: Ana
            hand: [Grom, Kostolomac]
            library: [Grom]
            play: [{card: Grom, as_source: true}]
          - name: Boris
            hand: [Oluja]
            library: [Grom]
        """,
    )
    grom, kost = obj(g, "Grom", Zone.HAND), obj(g, "Kostolomac", Zone.HAND)
    ana = view(g, ANA)
    assert ana.playable == frozenset({grom, kost})  # Grom to cast; both as a source
    assert {(a.kind, a.obj) for a in g.pending.options if a.kind in ("cast", "source")} == {  # type: ignore[union-attr]
        ("cast", grom),
        ("source", grom),
        ("source", kost),
    }
    assert (ana.decider, ana.decision_kind, ana.priority) == (ANA, "priority", ANA)
    assert view(g, BORIS).playable == frozenset() and view(g, None).playable == frozenset()
    g.submit(Action("source", kost))  # B12.71: one source a turn — now only Grom, cast
    assert view(g, ANA).playable == frozenset({grom})
    g.submit(Action("cast", grom))
    assert g.pending is not None and g.pending.kind == DecisionKind.TARGETS
    assert any(o < 0 for o in g.pending.options)  # the players are options, not cards
    during = view(g, ANA)
    assert during.playable == frozenset() and during.revealed == ()
    assert (during.decider, during.decision_kind) == (ANA, "targets")


def test_a_game_not_yet_started_has_no_step(pool: dict[str, CardDef]) -> None:
    """Before the first turn there is no step to show (A1: the game has not begun)."""
    g = Game([[], []], ("Ana", "Boris"), start=False)
    seen = view(g, None)
    assert (seen.step, seen.steps, seen.battlefield, seen.stack) == ("", (), (), ())


# ------------------------------------------------------------------ text changes
MENJANJE = """
name: Menjanje boje u tekstu
rules: [D19.60, D19.61]
cards:
  - name: Stražar Crne Kule
    cost: "2Ž"
    type: Biće
    subtypes: [Čovek, Vojnik]
    power: 20
    toughness: 20
    keywords: [Anti-Crno]
    text: "Anti-Crno. Crna bića koja kontroliše protivnik dobijaju -10/-0."
    abilities:
      - static: {op: pump, affects: opponent_creatures, color: crna, power: -10}
      - activated:
          text: "1: Dobijaš 10 života."
          cost: {mana: "1"}
          effects: [{gain_life: {who: you, amount: 10}}]
setup:
  active: Boris
  step: glavna1
  players:
    - name: Ana
      library: [Kavgadžija, Kavgadžija]
      pool: {B: 1}
      play: [Stražar Crne Kule]
    - name: Boris
      hand: [Prevrtljivi Um]
      library: [Kavgadžija, Kavgadžija]
      play:
        - {card: Rosna Vila, as_source: true}
script:
  - {cast: Prevrtljivi Um, player: Boris, targets: [Stražar Crne Kule], pay: [Rosna Vila]}
  - {pass: Ana}
  - {pass: Boris}
  - {choose: crna}
  - {choose: žuta}
"""


def test_d19_60_a_changed_text_shows_which_words_were_replaced(pool: dict[str, CardDef]) -> None:
    """D19.60: Prevrtljivi Um replaced the colour word "crna" with "žuta" in Stražar Crne Kule's
    text: the face says so (as players read the words), and shows the changed keyword."""
    g = played(pool, MENJANJE)
    stražar = obj(g, "Stražar Crne Kule")
    seen = view(g, ANA).permanent(stražar)
    assert seen is not None
    assert seen.card.text_changes == (("crna", "žuta"),)
    assert seen.card.keywords == ("Anti-Žuto",)
    assert seen.card.name == "Stražar Crne Kule" and seen.card.cost == "2Ž"
    assert view(g, BORIS).permanent(stražar) == seen
    # the other permanents' texts are unchanged
    rosna = view(g, ANA).permanent(obj(g, "Rosna Vila"))
    assert rosna is not None and rosna.card.text_changes == () and rosna.source_group == "Voda"
    # its ability on the niz shows the permanent with its changed text
    g.submit(Action("pass"))
    g.submit(Action("activate", stražar, 0))
    top = view(g, BORIS).stack[0]
    assert (top.source_name, top.card) == ("Stražar Crne Kule", seen.card)


def test_gl_naci_searching_his_own_zones_the_searcher_sees_his_library_cards_of_that_name(
    pool: dict[str, CardDef],
) -> None:
    """Tabuisanje (Gl. "Naći") on Ana's own Grom: she chooses among the Grom cards of her hand
    and her library. The question shows her the one in her library (her hand she sees anyway);
    Boris sees none of them."""
    g = setup(
        pool,
        """
        active: Ana
        step: glavna1
        players:
          - name: Ana
            hand: [Grom, Tabuisanje]
            library: [Oluja, Grom]
            pool: {P: 2, B: 2}
          - name: Boris
            library: [Grom]
        stack:
          - {spell: Grom, targets: [Boris]}
        """,
    )
    g.submit(Action("cast", obj(g, "Tabuisanje", Zone.HAND)))
    g.submit([g.stack[0].id])
    while g.pending is not None and g.pending.prompt != "resolve.remove_named":
        g.submit(Action("pass"))
    d = g.pending
    assert d is not None and d.player == ANA
    in_hand = obj(g, "Grom", Zone.HAND)
    in_library = obj(g, "Grom", Zone.LIBRARY, controller=ANA)
    assert list(d.options) == [in_hand, in_library]  # the hand card first
    assert view(g, ANA).revealed == (face(pool, "Grom", in_library),)
    assert view(g, BORIS).revealed == ()


def test_b12_77_a_printed_izvor_returned_to_play_by_an_effect_is_a_source(
    pool: dict[str, CardDef],
) -> None:
    """B12.77: a printed Izvor is a source whichever way it came into play — Kripta Plamena
    returned from Ana's odlagalište by Probni Povratak (not played as the turn's source) is
    shown among her sources, under its own name."""
    g = setup(
        pool,
        """
        active: Ana
        step: glavna1
        players:
          - name: Ana
            library: [Grom]
            graveyard: [Kripta Plamena]
          - name: Boris
            library: [Grom]
        stack:
          - {spell: Probni Povratak, targets: [Kripta Plamena]}
        """,
    )
    pass_priority(g, 2)
    kripta = obj(g, "Kripta Plamena")
    seen = view(g, ANA).permanent(kripta)
    assert seen is not None
    assert (seen.source_group, seen.mana) == ("Kripta Plamena", ("C", "R"))


def test_d19_60_a_printed_izvor_with_a_changed_text_is_still_a_source(
    pool: dict[str, CardDef],
) -> None:
    """D19.60, B12.77: Prevrtljivi Um replaced "crna" with "žuta" in the text of Ana's Probna
    Kripta (a printed Izvor): the face shows the change, and it is still shown among her
    sources."""
    g = setup(
        pool,
        """
        active: Boris
        step: glavna1
        players:
          - name: Ana
            library: [Grom]
            play: [Probna Kripta]
          - name: Boris
            hand: [Prevrtljivi Um]
            library: [Grom]
            pool: {P: 1}
        """,
    )
    g.submit(Action("cast", obj(g, "Prevrtljivi Um", Zone.HAND)))
    kripta = obj(g, "Probna Kripta")
    g.submit([kripta])
    pass_priority(g, 2)
    g.submit("crna")
    g.submit("žuta")
    seen = view(g, ANA).permanent(kripta)
    assert seen is not None
    assert seen.card.text_changes == (("crna", "žuta"),)
    assert seen.source_group == "Probna Kripta"


def test_d3_95_a_card_revealed_twice_is_shown_once(pool: dict[str, CardDef]) -> None:
    """D3.95: Ana plays Probni Šapat's ability from her hand twice; with both on the niz the
    card is revealed — once, to both players."""
    g = setup(
        pool,
        """
        active: Ana
        step: glavna1
        players:
          - name: Ana
            hand: [Probni Šapat, Grom]
            library: [Grom]
            pool: {B: 2}
          - name: Boris
            library: [Grom]
        """,
    )
    sapat = obj(g, "Probni Šapat", Zone.HAND)
    g.submit(Action("activate", sapat, 0))
    g.submit(Action("pass"))  # Boris
    g.submit(Action("activate", sapat, 0))
    assert [it.source for it in g.stack] == [sapat, sapat]
    for viewer in (ANA, BORIS, None):
        assert [c.id for c in view(g, viewer).revealed] == [sapat]
