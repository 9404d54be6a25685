"""Copies (izvori/engine/copies.py, E4) as a judge reads them: what a copy effect keeps and
grants (E4.70), playing a copy (E4.90) and when it can't be played (D10.10, D2.12), copying a
spell and choosing its new targets (E4.80, E4.82), becoming a copy in play (E4.60), the "as it
enters" choices (E4.40, E4.50) and Lažni Vođa's reveal — with what the player is asked, which
answers are refused, and what the log's events say.

Written for the mutants of copies.py that the rules scenarios let through (docs/mutation.md).
The cards of EXTRA are written for this module only: no bundled card names its target with a
`ref` of its own, plays a copy it must pay for, or becomes a copy of something without `what`.
"""

from __future__ import annotations

from typing import Any

import pytest
from positions import asked, logged, played

from izvori.engine.carddef import CardDef
from izvori.engine.copies import copy_values
from izvori.engine.decisions import Action, DecisionKind, IllegalAnswer
from izvori.engine.events import (
    BecameCopy,
    CardsRevealed,
    SpellCast,
    SpellCopied,
    ValueChosen,
    ZoneChanged,
)
from izvori.engine.objects import Zone
from izvori.scenario.table import card_pool, cards, obj, refusal

EXTRA = """
- name: Probno Prizivanje
  cost: "0"
  type: Vradžbina
  text: "Igraj kopiju odabrane karte iz svog odlagališta."
  targets: [{kind: card_in_your_graveyard, ref: karta}]
  effects: [{play_copy: {what: karta}}]
- name: Probni Plamen
  cost: "R"
  type: Iznenađenje
  text: "Probni Plamen nanosi 10 štete odabranom biću."
  targets: [{kind: creature}]
  effects: [{damage: {amount: 10}}]
- name: Probni Eho
  cost: "0"
  type: Iznenađenje
  text: "Kopiraj odabranu magiju. Možeš odabrati nove mete za kopiju."
  targets: [{kind: spell, ref: magija}]
  effects: [{copy_spell: {what: magija, new_targets: true}}]
- name: Probni Dvojni Udar
  cost: "0"
  type: Iznenađenje
  text: "Odabrano biće dobija +10/+0, a drugo odabrano biće +0/+10 do kraja poteza."
  targets: [{kind: creature, ref: prvo}, {kind: creature, ref: drugo}]
  effects:
    - pump: {what: prvo, power: 10, toughness: 0}
    - pump: {what: drugo, power: 0, toughness: 10}
- name: Probni Oponašač
  cost: "0"
  type: Biće
  subtypes: [Oponašač]
  power: 10
  toughness: 10
  text: "0: Probni Oponašač postaje kopija odabranog bića."
  abilities:
    - activated:
        cost: {mana: "0"}
        targets: [{kind: creature, ref: uzor}]
        effects: [{become_copy: {of: uzor}}]
- name: Probno Ogledalo
  cost: "0"
  type: Artefakt
  text: "0: Prvo odabrano biće postaje kopija drugog odabranog bića, osim što zadržava svoje ime."
  abilities:
    - activated:
        cost: {mana: "0"}
        targets: [{kind: creature, ref: kopija}, {kind: creature, ref: uzor}]
        effects: [{become_copy: {what: kopija, of: uzor, keep: [name]}}]
- name: Probno Otkrovenje
  cost: "0"
  type: Vradžbina
  text: "Otkrij dve karte sa vrha biblioteke. Otkrivena bića stavi u ruku, a ostalo na dno."
  effects: [{reveal_top: {count: 2, take: creature}}]
- name: Probni Izbor
  cost: "1"
  type: Iznenađenje
  text: "Protivnik bira biće koje ti kontrolišeš. Ono dobija +10/+10 do kraja poteza."
  targets: [{kind: creature, chosen_by: opponent}]
  effects: [{pump: {power: 10, toughness: 10}}]
- name: Probna Kletva
  cost: "0"
  type: Vradžbina
  text: "Odabrani protivnik gubi 10 života."
  targets: [{kind: opponent}]
  effects: [{lose_life: {who: target, amount: 10}}]
- name: Probni Eho i Snaga
  cost: "0"
  type: Iznenađenje
  text: "Kopiraj odabranu magiju. Odabrano biće dobija +10/+10 do kraja poteza."
  targets: [{kind: spell, ref: magija}, {kind: creature, ref: bice}]
  effects:
    - copy_spell: {what: magija}
    - pump: {what: bice, power: 10, toughness: 10}
- name: Probno Prorocanstvo
  cost: "0"
  type: Vradžbina
  text: "Otkrij dve karte sa vrha biblioteke. Bića biranog tipa stavi u ruku, a ostalo na dno."
  effects: [{reveal_top: {count: 2, take: creature_of_chosen_type}}]
- name: Probni Zavet
  cost: "0"
  type: Promena
  as_enters_choose: creature_type
  text: "Dok Probni Zavet ulazi u igru, izaberi tip bića."
"""


@pytest.fixture(scope="module")
def pool() -> dict[str, CardDef]:
    return card_pool(EXTRA)


# ------------------------------------------------------------------ E4.70: copy_values
VALUES = cards("""
- name: Uzor
  cost: "1Z"
  type: Biće
  subtypes: [Vilenjak]
  power: 20
  toughness: 30
  text: "Kada Uzor uđe u igru, dobijaš 10 života."
  abilities:
    - triggered:
        when: enters_play
        who: self
        effects: [{gain_life: {who: you, amount: 10}}]
- name: Kopist
  cost: "2P"
  type: Biće
  subtypes: [Menjolik]
  power: "*"
  toughness: "*"
  pt: cards_in_hand
  text: "Kopistova snaga i izdržljivost su jednake broju karata u ruci njegovog kontrolora."
- name: Dar
  cost: "1"
  type: Artefakt
  text: "Kada Dar uđe u igru, dobijaš 10 života. Ostala bića dobijaju +10/+0."
  abilities:
    - triggered:
        when: enters_play
        who: self
        effects: [{gain_life: {who: you, amount: 10}}]
    - static: {op: pump, affects: other_creatures, power: 10, toughness: 0}
""")


def test_e4_20_a_plain_copy_is_the_very_same_values() -> None:
    """E4.20: with nothing kept and nothing granted a copy effect gives the copiable values
    themselves."""
    uzor, kopist = VALUES["Uzor"], VALUES["Kopist"]
    assert copy_values(uzor, kopist) is uzor


@pytest.mark.parametrize(
    ("keep", "changed"),
    [
        (("name",), {"name": "Kopist"}),
        (("types",), {"types": frozenset()}),
        (("subtypes",), {"subtypes": ("Menjolik",)}),
        (("power_toughness",), {"power": 0, "toughness": 0, "pt_defined_by": "cards_in_hand"}),
    ],
)
def test_e4_70_a_copy_keeps_exactly_the_values_it_says(
    keep: tuple[str, ...], changed: dict[str, Any]
) -> None:
    """E4.70 "osim što zadržava ...": each kept value is the copier's own; everything else is
    the copied creature's (its name, types, subtypes, P/T, triggered ability)."""
    uzor, kopist = VALUES["Uzor"], VALUES["Kopist"]
    if "types" in changed:
        changed["types"] = kopist.types
    made = copy_values(uzor, kopist, keep)
    for key in ("name", "types", "subtypes", "power", "toughness", "pt_defined_by"):
        want = changed.get(key, getattr(uzor, key))
        assert getattr(made, key) == want, key
    assert made.triggered == uzor.triggered and made.statics == uzor.statics
    assert made.colors == uzor.colors


def test_e4_70_kept_types_are_the_copiers() -> None:
    """E4.70: an artifact copying a creature but keeping its types stays an artifact."""
    uzor, dar = VALUES["Uzor"], VALUES["Dar"]
    made = copy_values(uzor, dar, ("types",))
    assert made.types == dar.types != uzor.types
    assert made.name == "Uzor" and made.subtypes == ("Vilenjak",)


def test_e4_70_granted_triggered_and_static_abilities_follow_the_copied_ones() -> None:
    """E4.70 "i dobija ...": a granted triggered and static ability are added after the
    copied creature's own, and nothing is kept."""
    uzor, kopist, dar = VALUES["Uzor"], VALUES["Kopist"], VALUES["Dar"]
    made = copy_values(uzor, kopist, (), (*dar.triggered, *dar.statics))
    assert made.triggered == (*uzor.triggered, *dar.triggered)
    assert made.statics == (*uzor.statics, *dar.statics)
    assert made.activated == uzor.activated
    assert (made.name, made.power, made.toughness) == ("Uzor", 20, 30)


def test_e4_70_a_copy_that_only_keeps_its_name_grants_nothing() -> None:
    uzor, kopist = VALUES["Uzor"], VALUES["Kopist"]
    made = copy_values(uzor, kopist, frozenset({"name"}))
    assert made.name == "Kopist"
    assert made.triggered == uzor.triggered and made.activated == uzor.activated


# ------------------------------------------------------------------ E4.90: playing a copy
def _prizivanje(graveyard: str, mana: str, *, boris: str = "[]") -> str:
    return f"""
name: Ana igra kopiju karte iz odlagališta i plaća njenu cenu
rules: [E4.90, D10.10]
setup:
  active: Ana
  players:
    - name: Ana
      hand: [Probno Prizivanje]
      graveyard: [{graveyard}]
      {mana}
    - name: Boris
      play: {boris}
script:
  - {{cast: Probno Prizivanje, targets: [{graveyard}]}}
  - {{pass: Boris}}
  - {{pass: Ana}}
"""


def test_e4_90_a_copy_played_without_free_pays_its_mana_cost_x_announced(
    pool: dict[str, CardDef],
) -> None:
    """E4.90 without "bez plaćanja mana cene": the copy is played like any spell (D10.11–D10.18)
    — X is announced (Ana's one R leaves X = 0), the target chosen, the cost R paid from her
    pool — and then it has been played (D10.19): the event says so, naming the copy."""
    game = asked(pool, _prizivanje("Vatrene Strele", "pool: {R: 1}"), DecisionKind.NUMBER)
    d = game.pending
    assert d is not None and (d.prompt, d.min, d.max, d.can_cancel) == ("cast.x", 0, 0, False)
    game.submit(0)
    d = game.pending
    assert d is not None and d.prompt == "cast.targets" and d.player == 0
    game.submit([-2])
    assert game.players[0].pool.total() == 0
    top = game.stack[-1]
    copy = game.objects[top.source or 0]
    assert copy.is_copy and copy.owner == 0 and top.x == 0
    cast = logged(game, SpellCast)[-1]
    assert cast == SpellCast(
        player=0,
        card=copy.id,
        item=top.id,
        name="Vatrene Strele",
        colors=sorted(copy.card.colors),
        types=sorted(copy.card.types),
        copy=True,
    )


def test_e4_90_d10_10_a_copy_its_controller_cannot_pay_for_is_not_played(
    pool: dict[str, CardDef],
) -> None:
    """D10.10: with no mana for the copy's R (X counted as 0), it can't be played: nothing is
    asked, no copy is made, Probno Prizivanje just resolves."""
    game = played(pool, _prizivanje("Vatrene Strele", "pool: {}"))
    assert game.pending is not None and game.pending.kind == DecisionKind.PRIORITY
    assert game.stack == [] and not [o for o in game.objects.values() if o.is_copy]
    assert not logged(game, SpellCast)[1:]


def test_e4_90_x_counts_as_0_when_deciding_whether_a_copy_can_be_paid(
    pool: dict[str, CardDef],
) -> None:
    """X is 0 when judging whether Vatrene Strele's copy can be paid: one R is enough."""
    game = asked(pool, _prizivanje("Vatrene Strele", "pool: {R: 1}"), DecisionKind.NUMBER)
    assert game.pending is not None and game.pending.prompt == "cast.x"


def test_e4_90_d10_10_a_copy_with_no_legal_target_is_not_played(pool: dict[str, CardDef]) -> None:
    """D10.10, D15: the only creature is Ledeni Div (Anti-Crveno): the red Probni Plamen's copy
    could not target it, so it can't be played — though Ana could pay its R."""
    game = played(pool, _prizivanje("Probni Plamen", "pool: {R: 1}", boris="[Ledeni Div]"))
    assert game.pending is not None and game.pending.kind == DecisionKind.PRIORITY
    assert game.stack == [] and game.players[0].pool.total() == 1
    assert not [o for o in game.objects.values() if o.is_copy]


def test_e4_90_a_copy_that_must_be_played_cannot_be_cancelled_at_its_payment(
    pool: dict[str, CardDef],
) -> None:
    """E4.90 without "možeš": Ana pays for the copy by tapping a source, and may not back out
    there (no "cancel" among the payment's answers); the copy is played."""
    game = asked(
        pool,
        _prizivanje("Vatrene Strele", "play: [{card: Grom, as_source: true}]"),
        DecisionKind.NUMBER,
    )
    game.submit(0)
    game.submit([-2])
    d = game.pending
    assert d is not None and d.kind == DecisionKind.PAY
    assert Action("cancel") not in d.options
    with pytest.raises(IllegalAnswer):
        game.submit(Action("cancel"))
    game.submit(Action("auto"))
    assert logged(game, SpellCast)[-1].copy


ZIVO = """
name: Ana može da igra kopiju Plime bez plaćanja njene mana cene
rules: [E4.90, D10.16, D23.10]
setup:
  active: Ana
  players:
    - name: Ana
      hand: [Živo Sećanje]
      graveyard: [Plima]
      library: [Grom, Oluja]
      play:
        - {card: Grom, as_source: true}
        - {card: Grom, as_source: true}
        - {card: Oluja, as_source: true, tapped: true}
      pool: {P: 2, B: 3}
    - name: Boris
      play: [Mladi Vuk]
script:
  - {cast: Živo Sećanje, targets: [Plima]}
  - {pass: Boris}
  - {pass: Ana}
"""


def test_e4_90_the_question_whether_to_play_the_copy(pool: dict[str, CardDef]) -> None:
    """E4.90 "možeš igrati kopiju": Ana is asked yes or no, naming the card in her
    odlagalište and the resolving Živo Sećanje; anything else is refused."""
    game = asked(pool, ZIVO, DecisionKind.YES_NO)
    d = game.pending
    assert d is not None
    zivo = game.stack[-1]
    plima = obj(game, "Plima", Zone.GRAVEYARD)
    assert (d.player, d.prompt, d.options) == (0, "resolve.play_copy", (True, False))
    assert d.context == {"item": zivo.id, "card": plima}
    assert refusal(game, "da").key == "answer.not_yes_no"


def test_e4_90_declining_to_play_the_copy(pool: dict[str, CardDef]) -> None:
    game = asked(pool, ZIVO, DecisionKind.YES_NO)
    game.submit(False)
    assert game.stack == [] and not [o for o in game.objects.values() if o.is_copy]
    assert game.pending is not None and game.pending.kind == DecisionKind.PRIORITY


def test_e4_90_the_copys_questions_are_those_of_casting_the_card(
    pool: dict[str, CardDef],
) -> None:
    """D10.11–D10.18 for a copy: the Pojačanje question is the one casting Plima asks, except
    that an optional copy may still be backed out of."""
    game = asked(pool, ZIVO, DecisionKind.YES_NO)
    game.submit(True)
    d = game.pending
    assert d is not None
    assert (d.player, d.kind, d.prompt, d.options, d.min, d.max) == (
        0,
        DecisionKind.YES_NO,
        "cast.kicker",
        (True, False),
        0,
        0,
    )
    assert d.can_cancel


def test_e4_90_d23_10_backing_out_at_the_payment_untaps_only_what_it_tapped(
    pool: dict[str, CardDef],
) -> None:
    """D23.10 for an optional copy: Ana taps a Grom for the Pojačanje's 2, then backs out —
    that Grom untaps, the Oluja tapped before stays tapped, her pool is as it was, and the copy
    was never played."""
    game = asked(pool, ZIVO, DecisionKind.YES_NO)
    log = list(game.log)
    game.submit(True)
    game.submit(True)  # Pojačanje
    game.submit([obj(game, "Mladi Vuk")])
    d = game.pending
    assert d is not None and d.kind == DecisionKind.PAY and Action("cancel") in d.options
    grom = obj(game, "Grom")
    oluja = obj(game, "Oluja")
    game.submit(Action("mana", grom, 0, "R"))
    assert game.objects[grom].tapped is True
    game.submit(Action("cancel"))
    assert game.objects[grom].tapped is False
    assert game.objects[oluja].tapped is True
    assert game.players[0].pool.amounts["P"] == 0 and game.players[0].pool.amounts["B"] == 0
    assert game.stack == [] and not [o for o in game.objects.values() if o.is_copy]
    assert not [e for e in logged(game, SpellCast) if e.copy]
    assert game.log[: len(log)] == log  # what happened before the copy's play stays in the log


DVORANA = """
name: Dvorana Tišine ne poskupljuje kopiju koju Ana igra u svom potezu
rules: [E4.90, D10.16]
setup:
  active: Ana
  players:
    - name: Ana
      hand: [Živo Sećanje]
      graveyard: [Grom]
      pool: {P: 2, B: 3}
    - name: Boris
      play: [Dvorana Tišine]
script:
  - {cast: Živo Sećanje, targets: [Grom]}
  - {pass: Boris}
  - {pass: Ana}
"""


def test_d10_16_a_cost_increase_for_the_other_players_spells_spares_the_active_players_copy(
    pool: dict[str, CardDef],
) -> None:
    """D10.16: Dvorana Tišine makes the OTHER players' spells cost 3 more during each player's
    turn; in her own turn Ana's free copy of Grom costs nothing — she has no mana left and
    plays it."""
    game = asked(pool, DVORANA, DecisionKind.YES_NO)
    game.submit(True)
    d = game.pending
    assert d is not None and d.prompt == "cast.targets"
    game.submit([-2])
    assert logged(game, SpellCast)[-1].copy
    assert game.pending is not None and game.pending.kind == DecisionKind.PRIORITY


def test_e4_90_a_free_copy_without_pojacanje_costs_nothing(pool: dict[str, CardDef]) -> None:
    """E4.90, D10.16: "bez plaćanja mana cene" and no Pojačanje: nothing to pay — the copy of
    Plima goes on the niz as soon as its target is chosen."""
    game = asked(pool, ZIVO, DecisionKind.YES_NO)
    game.submit(True)
    game.submit(False)  # no Pojačanje
    game.submit([obj(game, "Mladi Vuk")])
    assert game.pending is not None and game.pending.kind == DecisionKind.PRIORITY
    assert logged(game, SpellCast)[-1].copy
    assert not any(game.objects[i].tapped for i in (obj(game, "Grom"), obj(game, "Grom#2")))


# ------------------------------------------------------------------ E4.60: becoming a copy
OPONASAC = """
name: Probni Oponašač postaje kopija Kavgadžije
rules: [E4.60]
setup:
  active: Ana
  players:
    - name: Ana
      play: [Probni Oponašač, Probno Ogledalo, Mladi Vuk]
    - name: Boris
      hand: [Grom]
      pool: {R: 1}
      play: [Kavgadžija]
"""


def test_e4_60_without_what_the_permanent_itself_becomes_the_copy(
    pool: dict[str, CardDef],
) -> None:
    """E4.60: "Probni Oponašač postaje kopija odabranog bića" — the card says no `what`, so the
    permanent the ability comes from becomes the copy (docs/cards.md: the default `self`). It
    keeps nothing of its own and gains no ability (no "i dobija ovu osobinu"); the log names it
    as it was and what it became."""
    game = played(
        pool,
        OPONASAC
        + """script:
  - {activate: Probni Oponašač, targets: [Kavgadžija]}
  - {pass: Boris}
  - {pass: Ana}
""",
    )
    op = obj(game, "Probni Oponašač")
    kav = obj(game, "Kavgadžija")
    c = game.chars(op)
    assert (c.name, c.power, c.toughness, c.subtypes) == ("Kavgadžija", 20, 20, ("Čovek", "Vojnik"))
    assert c.activated == game.chars(kav).activated
    assert logged(game, BecameCopy) == [
        BecameCopy(card=op, name="Probni Oponašač", of_name="Kavgadžija")
    ]


def test_e4_60_the_permanent_what_names_becomes_the_copy_keeping_its_name(
    pool: dict[str, CardDef],
) -> None:
    """E4.60, E4.70: Probno Ogledalo makes its FIRST target (Mladi Vuk) a copy of its second
    (Kavgadžija), except that it keeps its name; the Ogledalo itself stays what it is."""
    game = played(
        pool,
        OPONASAC.replace("[Probni Oponašač, Probno Ogledalo", "[Probno Ogledalo")
        + """script:
  - {activate: Probno Ogledalo, targets: [Mladi Vuk], targets2: [Kavgadžija]}
  - {pass: Boris}
  - {pass: Ana}
""",
    )
    vuk = obj(game, "Mladi Vuk")
    c = game.chars(vuk)
    assert (c.name, c.power, c.toughness, c.subtypes) == ("Mladi Vuk", 20, 20, ("Čovek", "Vojnik"))
    assert game.chars(obj(game, "Probno Ogledalo")).name == "Probno Ogledalo"
    assert logged(game, BecameCopy) == [BecameCopy(card=vuk, name="Mladi Vuk", of_name="Mladi Vuk")]


def test_e4_60_d14_21_with_the_model_gone_nothing_becomes_a_copy(pool: dict[str, CardDef]) -> None:
    """D14.21: Boris kills Kavgadžija in response; the Ogledalo's ability still resolves for its
    other target, but with nothing to copy Mladi Vuk stays itself."""
    game = played(
        pool,
        OPONASAC
        + """script:
  - {activate: Probno Ogledalo, targets: [Mladi Vuk], targets2: [Kavgadžija]}
  - {cast: Grom, player: Boris, targets: [Kavgadžija]}
  - {pass: Ana}
  - {pass: Boris}
  - {pass: Ana}
  - {pass: Boris}
""",
    )
    c = game.chars(obj(game, "Mladi Vuk"))
    assert c.name == "Mladi Vuk"
    assert logged(game, BecameCopy) == []
    assert game.stack == []


# ------------------------------------------------------------------ E4.80, E4.82: copying a spell
EHO = """
name: Ana kopira svoj Probni Dvojni Udar Probnim Ehom i bira nove mete
rules: [E4.80, E4.82]
setup:
  active: Ana
  players:
    - name: Ana
      hand: [Probni Dvojni Udar, Probni Eho, Mladi Vuk]
      pool: {Z: 1, B: 1}
      play: [Kavgadžija, Stražar Zore]
    - name: Boris
      play: [Šumski Skaut]
script:
  - {cast: Mladi Vuk}
  - {pass: Boris}
  - {pass: Ana}
  - {cast: Probni Dvojni Udar, targets: [Kavgadžija], targets2: [Stražar Zore]}
  - {pass: Boris}
  - {cast: Probni Eho, targets: [Probni Dvojni Udar]}
  - {pass: Boris}
  - {pass: Ana}
"""


def test_e4_82_each_target_instance_is_asked_in_turn(pool: dict[str, CardDef]) -> None:
    """E4.82 "možeš odabrati nove mete za kopiju": Ana is asked yes or no, then once per
    target instance of the copied spell — "prvo", then "drugo" — each time with the old target
    first and every legal creature, exactly as many as before. She moves the +10/+0 to Mladi
    Vuk (cast this turn) and the +0/+10 to Boris's Šumski Skaut; the copy resolves first."""
    game = asked(pool, EHO, DecisionKind.YES_NO)
    udar = game.stack[0]
    assert udar.source is not None
    d = game.pending
    assert d is not None
    assert (d.player, d.prompt, d.options, d.context) == (
        0,
        "copy.new_targets",
        (True, False),
        {"item": udar.id, "card": udar.source},
    )
    kav, straz = obj(game, "Kavgadžija"), obj(game, "Stražar Zore")
    vuk, skaut = obj(game, "Mladi Vuk"), obj(game, "Šumski Skaut")
    game.submit(True)
    d = game.pending
    assert d is not None
    assert (d.player, d.kind, d.prompt, d.min, d.max) == (
        0,
        DecisionKind.TARGETS,
        "copy.targets",
        1,
        1,
    )
    assert d.options[0] == kav and set(d.options) == {kav, straz, vuk, skaut}
    assert d.context == {"item": udar.id, "card": udar.source, "spec": "prvo", "kind": "creature"}
    game.submit([vuk])
    d = game.pending
    assert d is not None and d.prompt == "copy.targets"
    assert d.options[0] == straz and set(d.options) == {kav, straz, vuk, skaut}
    assert d.context == {"item": udar.id, "card": udar.source, "spec": "drugo", "kind": "creature"}
    game.submit([skaut])
    top = game.stack[-1]
    copied = logged(game, SpellCopied)
    assert copied == [
        SpellCopied(
            player=0, item=top.id, original=udar.id, card=top.source, name="Probni Dvojni Udar"
        )
    ]
    before = {o: (game.chars(o).power, game.chars(o).toughness) for o in (kav, straz, vuk, skaut)}
    game.submit(Action("pass"))
    game.submit(Action("pass"))
    after = {o: (game.chars(o).power, game.chars(o).toughness) for o in (kav, straz, vuk, skaut)}
    assert after[vuk] == (before[vuk][0] + 10, before[vuk][1])
    assert after[skaut] == (before[skaut][0], before[skaut][1] + 10)
    assert after[kav] == before[kav] and after[straz] == before[straz]


def test_e4_82_no_new_targets_the_copy_keeps_the_spells_targets(pool: dict[str, CardDef]) -> None:
    """E4.80: answering no, the copy has the copied spell's targets."""
    game = asked(pool, EHO, DecisionKind.YES_NO)
    udar = game.stack[0]
    game.submit(False)
    top = game.stack[-1]
    assert top.targets == udar.targets and top.id != udar.id
    assert game.pending is not None and game.pending.kind == DecisionKind.PRIORITY


# ------------------------------------------------------------------ E4.40, E4.50: as it enters
IMITATOR = """
name: Imitator ulazi u igru kao kopija Lažnog Vođe i bira tip bića
rules: [E4.40, E4.50]
setup:
  active: Ana
  players:
    - name: Ana
      hand: [Imitator]
      library: [Grom, Šumski Vilenjak, Oluja]
      pool: {P: 1, B: 3}
    - name: Boris
      play: [{card: Lažni Vođa, chosen_type: Vojnik}, Kavgadžija]
script:
  - {cast: Imitator}
  - {pass: Boris}
  - {pass: Ana}
"""


def test_e4_40_the_question_which_creature_to_copy(pool: dict[str, CardDef]) -> None:
    """E4.40 "možeš birati biće u igri": Ana chooses at most one of the creatures in play (or
    none), for the Imitator resolving as niz object `item`."""
    game = asked(pool, IMITATOR, DecisionKind.CHOOSE_SOME)
    d = game.pending
    assert d is not None
    imitator = obj(game, "Imitator", Zone.STACK)
    assert (d.player, d.prompt, d.min, d.max) == (0, "resolve.copy", 0, 1)
    assert set(d.options) == {obj(game, "Lažni Vođa"), obj(game, "Kavgadžija")}
    assert d.context == {"item": game.stack[-1].id, "card": imitator}


def test_e4_50_a_copy_makes_the_copied_cards_as_it_enters_choice_anew(
    pool: dict[str, CardDef],
) -> None:
    """E4.50: the Imitator enters as a copy of Lažni Vođa, so it chooses a creature type as it
    enters — its own choice, not the copied Vođa's (Vojnik). The question and the log name
    what it enters as (Lažni Vođa); an answer that is not one of the types is refused."""
    game = asked(pool, IMITATOR, DecisionKind.CHOOSE_SOME)
    imitator = obj(game, "Imitator", Zone.STACK)
    item = game.stack[-1].id
    game.submit([obj(game, "Lažni Vođa")])
    d = game.pending
    assert d is not None
    assert (d.player, d.kind, d.prompt) == (0, DecisionKind.CHOOSE_ONE, "enters.creature_type")
    assert d.context == {"item": item, "card": imitator, "name": "Lažni Vođa"}
    assert {"Vilenjak", "Vojnik", "Heroj", "Čovek"} <= set(d.options)
    assert refusal(game, "Zmaj").key == "answer.not_an_option"
    game.submit("Vilenjak")
    assert logged(game, ValueChosen) == [
        ValueChosen(player=0, card=imitator, name="Lažni Vođa", value="Vilenjak")
    ]
    assert game.objects[imitator].choices == {"creature_type": "Vilenjak"}


def test_e4_60_nothing_to_choose_from_the_choice_is_none(pool: dict[str, CardDef]) -> None:
    """E4.60: Probni Zavet chooses a creature type as it enters, but Ana knows of no creature
    anywhere: nothing is asked and nothing is chosen."""
    game = played(
        pool,
        """
name: Probni Zavet bez ijednog bića
rules: [E4.60]
setup:
  active: Ana
  players:
    - name: Ana
      hand: [Probni Zavet]
      library: [Grom]
    - name: Boris
script:
  - {cast: Probni Zavet}
  - {pass: Boris}
  - {pass: Ana}
""",
    )
    zavet = obj(game, "Probni Zavet")
    assert game.objects[zavet].choices == {}
    assert game.pending is not None and game.pending.kind == DecisionKind.PRIORITY
    assert logged(game, ValueChosen) == []


# ------------------------------------------------------------------ Lažni Vođa's reveal
VODJA = """
name: Lažni Vođa otkriva tri karte
rules: [E4.50, D14.26]
setup:
  active: Ana
  players:
    - name: Ana
      hand: [Lažni Vođa]
      library: [Grom, Šumski Vilenjak, Oluja, Kavgadžija, Magične Reči]
      pool: {Ž: 2, B: 3}
    - name: Boris
      hand: [Grom]
      pool: {R: 1}
script:
  - {cast: Lažni Vođa}
  - {pass: Boris}
  - {pass: Ana}
  - {choose: Vilenjak}
"""


def test_the_reveal_says_what_was_revealed_and_taken_and_asks_the_order(
    pool: dict[str, CardDef],
) -> None:
    """Lažni Vođa: the top three cards are revealed, top card first; the Vilenjak goes to the
    hand, and Ana orders the other two for the bottom (B16.24) — each move caused by the
    reveal, as the log says."""
    game = played(pool, VODJA)
    lib = game.players[0].library
    grom, vilenjak, oluja = reversed(lib[-3:])
    assert [game.objects[c].card.name for c in (grom, vilenjak, oluja)] == [
        "Grom",
        "Šumski Vilenjak",
        "Oluja",
    ]
    mark = len(game.log)
    game.submit(Action("pass"))
    game.submit(Action("pass"))
    d = game.pending
    assert d is not None and game.stack
    item = game.stack[-1].id
    assert (d.player, d.kind, d.prompt, d.options) == (
        0,
        DecisionKind.ORDER,
        "resolve.bottom_order",
        (0, 1),
    )
    assert d.context == {"item": item, "cards": [grom, oluja]}
    assert logged(game, CardsRevealed) == [
        CardsRevealed(
            player=0,
            cards=[grom, vilenjak, oluja],
            names=["Grom", "Šumski Vilenjak", "Oluja"],
            taken=["Šumski Vilenjak"],
        )
    ]
    game.submit([1, 0])
    assert game.players[0].library[:2] == [grom, oluja]  # Grom is the bottom card
    moves = [(e.name, e.to_zone, e.cause) for e in game.log[mark:] if isinstance(e, ZoneChanged)]
    assert ("Šumski Vilenjak", "ruka", "reveal") in moves
    assert ("Oluja", "biblioteka", "reveal") in moves and ("Grom", "biblioteka", "reveal") in moves


def test_d14_26_the_chosen_type_is_read_from_the_vodja_that_left_play(
    pool: dict[str, CardDef],
) -> None:
    """D14.26: Boris kills Lažni Vođa in response to its enters-play ability; the ability still
    uses the type the Vođa chose as it entered (its last known information): the Vilenjak is
    taken."""
    game = played(
        pool, VODJA + "  - {pass: Ana}\n  - {cast: Grom, player: Boris, targets: [Lažni Vođa]}\n"
    )
    game.submit(Action("pass"))
    game.submit(Action("pass"))  # Grom resolves: the Vođa dies
    assert obj(game, "Lažni Vođa", Zone.GRAVEYARD)
    game.submit(Action("pass"))
    game.submit(Action("pass"))
    (revealed,) = logged(game, CardsRevealed)
    assert revealed.taken == ["Šumski Vilenjak"]


def test_reveal_top_take_creature_takes_every_creature(pool: dict[str, CardDef]) -> None:
    """`take: creature`: every creature card revealed goes to the hand, whatever its type."""
    game = played(
        pool,
        """
name: Probno Otkrovenje
rules: [D14.20]
setup:
  active: Ana
  players:
    - name: Ana
      hand: [Probno Otkrovenje]
      library: [Kavgadžija, Grom, Oluja]
    - name: Boris
script:
  - {cast: Probno Otkrovenje}
  - {pass: Boris}
  - {pass: Ana}
""",
    )
    (revealed,) = logged(game, CardsRevealed)
    assert revealed.names == ["Kavgadžija", "Grom"] and revealed.taken == ["Kavgadžija"]
    assert obj(game, "Kavgadžija", Zone.HAND)


def test_d10_20_the_opponent_still_chooses_the_target_of_a_played_copy(
    pool: dict[str, CardDef],
) -> None:
    """E4.90, D10.20: a copy of Probni Izbor is played like the card: its target is chosen by
    Ana's opponent, Boris."""
    game = asked(
        pool,
        ZIVO.replace("graveyard: [Plima]", "graveyard: [Probni Izbor]").replace(
            "targets: [Plima]", "targets: [Probni Izbor]"
        ),
        DecisionKind.YES_NO,
    )
    game.submit(True)
    d = game.pending
    assert d is not None and (d.player, d.prompt) == (1, "cast.targets")


def test_e4_82_new_targets_are_legal_for_the_copys_controller(pool: dict[str, CardDef]) -> None:
    """E4.82: Ana's Probna Kletva targets her opponent Boris; she copies it and may choose a new
    target — but only an opponent of hers: Boris is the only choice, never Ana herself."""
    game = asked(
        pool,
        """
name: Ana kopira svoju Kletvu
rules: [E4.82]
setup:
  active: Ana
  players:
    - name: Ana
      hand: [Probna Kletva, Probni Eho]
    - name: Boris
script:
  - {cast: Probna Kletva, targets: [Boris]}
  - {pass: Boris}
  - {cast: Probni Eho, targets: [Probna Kletva]}
  - {pass: Boris}
  - {pass: Ana}
  - {yes_no: true}
""",
        DecisionKind.TARGETS,
    )
    d = game.pending
    assert d is not None and d.options == (-2,)
    game.submit([-2])
    for _ in range(4):
        game.submit(Action("pass"))
    assert (game.players[0].life, game.players[1].life) == (200, 180)


def test_e4_90_a_copy_of_a_spell_that_targets_a_card_in_the_odlagaliste(
    pool: dict[str, CardDef],
) -> None:
    """E4.90, D15.10: Ana plays (and pays for) a copy of Živo Sećanje from her odlagalište;
    its target is a card in HER odlagalište (the Grom there, or the Živo Sećanje card itself),
    so it can be played."""
    game = played(
        pool,
        _prizivanje("Živo Sećanje", "pool: {P: 2, B: 3}").replace(
            "graveyard: [Živo Sećanje]", "graveyard: [Živo Sećanje, Grom]"
        ),
    )
    d = game.pending
    assert d is not None and (d.player, d.prompt) == (0, "cast.targets")
    assert set(d.options) == {
        obj(game, "Grom", Zone.GRAVEYARD),
        obj(game, "Živo Sećanje", Zone.GRAVEYARD),
    }


def test_d14_21_a_spell_gone_from_the_niz_is_not_copied(pool: dict[str, CardDef]) -> None:
    """D14.21: Ana's Probni Eho i Snaga targets Boris's Grom and her Kavgadžija; she then
    counters the Grom with Ometanje. The Eho still resolves for its creature target (+10/+10)
    but copies nothing: the spell it would copy is gone."""
    game = played(
        pool,
        """
name: Kopirana magija je sprečena pre razrešenja
rules: [D14.21, E4.80]
setup:
  active: Boris
  players:
    - name: Ana
      hand: [Probni Eho i Snaga, Ometanje]
      pool: {P: 1, B: 1}
      play: [Kavgadžija]
    - name: Boris
      hand: [Grom]
      pool: {R: 1}
script:
  - {cast: Grom, targets: [Ana]}
  - {cast: Probni Eho i Snaga, player: Ana, targets: [Grom], targets2: [Kavgadžija]}
  - {pass: Boris}
  - {cast: Ometanje, player: Ana, targets: [Grom]}
  - {pass: Boris}
  - {pass: Ana}
""",
    )
    while game.stack and game.pending is not None and game.pending.kind == DecisionKind.PRIORITY:
        game.submit(Action("pass"))
    assert game.stack == []
    assert logged(game, SpellCopied) == []
    assert game.chars(obj(game, "Kavgadžija")).power == 30
    assert game.players[0].life == 200


def test_e4_60_a_spell_that_chose_nothing_takes_no_creature_of_the_chosen_type(
    pool: dict[str, CardDef],
) -> None:
    """E4.60: "creatures of the chosen type" when nothing was ever chosen (a spell makes no
    "as it enters" choice): none is taken; both revealed cards go to the bottom."""
    game = played(
        pool,
        """
name: Probno Proročanstvo
rules: [E4.60]
setup:
  active: Ana
  players:
    - name: Ana
      hand: [Probno Prorocanstvo]
      library: [Kavgadžija, Grom, Oluja]
    - name: Boris
script:
  - {cast: Probno Prorocanstvo}
  - {pass: Boris}
  - {pass: Ana}
""",
    )
    (revealed,) = logged(game, CardsRevealed)
    assert revealed.names == ["Kavgadžija", "Grom"] and revealed.taken == []
