"""Deleted call statements that no other test notices (issue 19, docs/mutation/statements.md):
copies, determinize, loops, replacement, delayed triggers, triggers, combat costs and damage —
each test a judge's example of the one line that the deletion would lose.

Written for the survivors of `docs/tools/mutation_statements.py` (each call statement made
`pass`) in the modules of session 19's "frames" group.
"""

from __future__ import annotations

import pytest
from positions import asked, logged, played

from izvori.agents.truth import true_deal
from izvori.engine.carddef import CardDef
from izvori.engine.decisions import Action, DecisionKind
from izvori.engine.determinize import determinize
from izvori.engine.events import CopyGone, ManaAdded, ValueChosen
from izvori.engine.loops import mandatory_position
from izvori.engine.objects import Zone
from izvori.engine.view import view
from izvori.gamelog import event_line
from izvori.scenario.table import ANA, card_pool, obj, refusal, setup

EXTRA = """
- name: Kolo Vetra
  cost: "1P"
  type: Promena
  text: "Kad god nemaš kartu u ruci, svako biće dobija +10/+0, pa -10/-0 do kraja poteza."
  abilities:
    - triggered:
        when: state_holds
        state: your_hand_empty
        effects:
          - pump: {what: each_creature, power: 10, toughness: 0}
          - pump: {what: each_creature, power: -10, toughness: 0}
- name: Probni Žar-Druid
  cost: "R"
  type: Biće
  subtypes: [Druid]
  power: 10
  toughness: 10
  text: "@: Dodaj R u svoje izvorište."
  abilities:
    - activated:
        cost: {tap: true}
        effects: [{add_mana: {kind: crvena, amount: 1}}]
- name: Probni Zavet Vatre
  cost: "1R"
  type: Promena
  text: "Kad god igraš magiju bića, možeš platiti 2: dobijaš 10 života."
  abilities:
    - triggered:
        when: casts
        player: you
        type: Biće
        cost: {mana: "2"}
        effects: [{gain_life: {who: you, amount: 10}}]
- name: Probno Dozivanje
  cost: "0"
  type: Vradžbina
  text: "Možeš igrati kopiju odabrane karte iz svog odlagališta."
  targets: [{kind: card_in_your_graveyard, ref: karta}]
  effects: [{play_copy: {what: karta, optional: true}}]
- name: Probni Odjek
  cost: "2R"
  type: Vradžbina
  text: "Probni Odjek nanosi 20 štete odabranom igraču. 1: Dobijaš 10 života (iz odlagališta)."
  targets: [{kind: player}]
  effects: [{damage: {to: target, amount: 20}}]
  abilities:
    - activated:
        zone: odlagalište
        cost: {mana: "1"}
        effects: [{gain_life: {who: you, amount: 10}}]
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
"""


@pytest.fixture(scope="module")
def pool() -> dict[str, CardDef]:
    return card_pool(EXTRA)


# ------------------------------------------------------------------ copies (E4)
IMITATOR = """
name: Imitator bira biće koje kopira
rules: [E4.40]
setup:
  active: Ana
  players:
    - name: Ana
      hand: [Imitator]
      library: [Grom, Oluja]
      pool: {P: 1, B: 3}
    - name: Boris
      play: [{card: Lažni Vođa, chosen_type: Vojnik}, Kavgadžija]
script:
  - {cast: Imitator}
  - {pass: Boris}
  - {pass: Ana}
"""


def test_e4_40_imitator_copies_at_most_one_creature_in_play(pool: dict[str, CardDef]) -> None:
    """E4.40 "možeš birati biće u igri": one creature or none — two creatures, a creature twice
    or something that is not a creature in play is refused, and nothing changes: the Imitator
    is still on the niz waiting for the answer."""
    game = asked(pool, IMITATOR, DecisionKind.CHOOSE_SOME)
    vodja, kavgadzija = obj(game, "Lažni Vođa"), obj(game, "Kavgadžija")
    assert refusal(game, [vodja, kavgadzija]).key == "answer.count"
    assert refusal(game, [vodja, vodja]).key == "answer.duplicate"
    assert refusal(game, [obj(game, "Grom", Zone.LIBRARY)]).key == "answer.not_an_option"
    assert game.pending is not None and game.pending.prompt == "resolve.copy"
    assert obj(game, "Imitator", Zone.STACK)


IMITATOR_HEROJ = """
name: Imitator kopira Lažnog Vođu čiji je tip bića promenjen
rules: [E4.40, E4.50, B12.12]
setup:
  active: Ana
  players:
    - name: Ana
      hand: [Imitator]
      library: [Grom, Oluja]
      pool: {P: 1, B: 3}
    - name: Boris
      play: [{card: Lažni Vođa, chosen_type: Vojnik}, Iluzionista]
script:
  - {cast: Imitator}
  - {activate: Iluzionista, targets: [Lažni Vođa], player: Boris}
  - {pass: Ana}
  - {pass: Boris}
  - {choose: Zombi}
  - {pass: Ana}
  - {pass: Boris}
"""


def test_e4_50_the_copy_may_name_a_creature_type_of_what_it_enters_as(
    pool: dict[str, CardDef],
) -> None:
    """E4.50: the Imitator enters as a copy of Lažni Vođa — a Čovek Heroj by its copiable
    values (E4.20), though Boris's Iluzionista made the Vođa in play only a Zombi until end of
    turn (B12.12). Ana owns no Heroj and sees none in play, yet Heroj is offered: the types of
    what is entering are among the choices, and she names it."""
    game = asked(pool, IMITATOR_HEROJ, DecisionKind.CHOOSE_SOME)
    vodja = obj(game, "Lažni Vođa")
    assert game.chars(vodja).subtypes == ("Zombi",)
    game.submit([vodja])
    d = game.pending
    assert d is not None and d.prompt == "enters.creature_type"
    assert {"Heroj", "Čovek", "Zombi"} <= set(d.options)
    game.submit("Heroj")
    imitator = obj(game, "Imitator")
    assert game.objects[imitator].choices == {"creature_type": "Heroj"}
    assert logged(game, ValueChosen)[-1] == ValueChosen(
        player=0, card=imitator, name="Lažni Vođa", value="Heroj"
    )


ZIVO_UTVRDJENJE = """
name: Ana odustaje od kopije Plime posle aktiviranja Šumskog Vilenjaka
rules: [E4.90, D23.10]
setup:
  active: Ana
  players:
    - name: Ana
      hand: [Živo Sećanje]
      graveyard: [Plima]
      library: [Grom, Oluja]
      play: [Utvrđenje, Šumski Vilenjak, {card: Grom, as_source: true}]
      pool: {P: 2, B: 3}
    - name: Boris
      play: [Mladi Vuk]
script:
  - {cast: Živo Sećanje, targets: [Plima]}
  - {pass: Boris}
  - {pass: Ana}
"""


def test_d23_10_backing_out_of_a_copy_gives_the_untapped_creature_its_bonus_again(
    pool: dict[str, CardDef],
) -> None:
    """D23.10 for an optional copy (E4.90): Ana taps her Šumski Vilenjak for the Pojačanje of
    Plima's copy — tapped, it loses Utvrđenje's +0/+20 — then backs out. The Vilenjak is
    untapped as if it had never been tapped, and so it is 10/30 again, as the player sees it."""
    game = asked(pool, ZIVO_UTVRDJENJE, DecisionKind.YES_NO)
    vilenjak = obj(game, "Šumski Vilenjak")
    assert game.chars(vilenjak).toughness == 30
    game.submit(True)
    game.submit(True)  # Pojačanje
    game.submit([obj(game, "Mladi Vuk")])
    d = game.pending
    assert d is not None and d.kind == DecisionKind.PAY
    game.submit(Action("mana", vilenjak, 0, "Z"))
    assert game.objects[vilenjak].tapped and game.chars(vilenjak).toughness == 10
    game.submit(Action("cancel"))
    assert not game.objects[vilenjak].tapped
    assert game.chars(vilenjak).toughness == 30
    seen = view(game, 0).permanent(vilenjak)
    assert seen is not None and seen.card.toughness == 30


ODJEK = """
name: Ana odustaje od kopije Probnog Odjeka
rules: [E4.90, D23.10, D3.92]
setup:
  active: Ana
  step: glavna1
  players:
    - name: Ana
      hand: [Probno Dozivanje]
      graveyard: [Probni Odjek]
      library: [Grom]
      play:
        - {card: Grom, as_source: true}
        - {card: Grom, as_source: true}
        - {card: Grom, as_source: true}
    - name: Boris
      library: [Grom]
script:
  - {cast: Probno Dozivanje, targets: [Probni Odjek]}
  - {pass: Boris}
  - {pass: Ana}
"""


def test_d23_10_backing_out_of_a_copy_of_a_card_with_an_odlagaliste_ability(
    pool: dict[str, CardDef],
) -> None:
    """D23.10, E4.90: Ana may play a copy of Probni Odjek, whose ability works from the
    odlagalište (D3.92). She starts to, taps one Grom for its 2R, and backs out: the copy was
    never played and is gone without a trace, Probno Dozivanje finishes resolving, and Ana has
    priority again with her Grom untapped."""
    game = asked(pool, ODJEK, DecisionKind.YES_NO)
    game.submit(True)
    game.submit([-2])
    d = game.pending
    assert d is not None and d.kind == DecisionKind.PAY
    grom = next(a for a in d.options if a.kind == "mana")
    game.submit(grom)
    game.submit(Action("cancel"))
    assert all(oid in game.objects for oid in game.zone_cards)
    assert not game.objects[grom.obj].tapped
    assert game.stack == [] and not [o for o in game.objects.values() if o.is_copy]
    d = game.pending
    assert d is not None and d.player == 0 and d.kind == DecisionKind.PRIORITY


# ------------------------------------------------------------------ determinize
def test_a_world_keeps_every_target_the_view_shows_of_a_niz_entry(
    pool: dict[str, CardDef],
) -> None:
    """A world shows its player the view it was built from. A niz entry built by hand with
    more targets than its card names (a scenario's `targets:` list is not counted against the
    card: here Plima with two creatures) keeps them all in the world, on its last target."""
    g = setup(
        pool,
        """
        active: Ana
        step: glavna1
        players:
          - name: Ana
            library: [Grom, Grom]
            play: [Kavgadžija]
          - name: Boris
            library: [Grom, Grom]
            play: [Dugina Vila]
        stack:
          - {spell: Plima, targets: [Dugina Vila, Kavgadžija]}
        """,
    )
    seen = view(g, ANA)
    world = determinize(seen, true_deal(g, ANA), pool)
    assert world.stack[0].targets == g.stack[0].targets
    assert [t.label for t in view(world, ANA).stack[0].targets] == ["Dugina Vila", "Kavgadžija"]
    assert view(world, ANA) == seen


# ------------------------------------------------------------------ loops (D22.40)
KOLO_VETRA = """
name: Petlja obaveznih radnji čiji efekti ne menjaju ništa
rules: [D22.40, A3.42, D11.110]
setup:
  active: Ana
  step: glavna1
  players:
    - name: Ana
      hand: []
      library: [Grom]
      play: [Kavgadžija, Kolo Vetra]
    - name: Boris
      library: [Grom]
"""


def test_d22_40_effects_that_give_back_the_same_characteristics_are_the_same_position(
    pool: dict[str, CardDef],
) -> None:
    """D22.40, A3.42: Ana's hand is empty, so Kolo Vetra triggers (D11.110) again after every
    resolution: Kavgadžija gets +10/+0 and then -10/+0 until end of turn. Each round leaves two
    more effects in the game, but what they do — Kavgadžija 20/20, as printed — is the same:
    the position repeats with no way to stop it, and the game is a draw a round later."""
    game = played(pool, KOLO_VETRA)
    kavgadzija = obj(game, "Kavgadžija")
    passes = 0
    while game.result is None and passes < 12:
        game.submit(Action("pass"))
        passes += 1
    assert game.result is not None
    assert (game.result.winner, game.result.reason) == (None, "loop")
    assert passes == 5 and len(game.effects) == 4
    assert (game.chars(kavgadzija).power, game.chars(kavgadzija).toughness) == (20, 20)


BIBLIOTEKA = """
name: Ana ima prednost, u biblioteci su Grom i Oluja
rules: [D22.40]
setup:
  active: Ana
  step: glavna1
  players:
    - name: Ana
      library: [Grom, Oluja]
      play: [Kavgadžija]
    - name: Boris
      library: [Grom]
"""


def test_d22_40_a_library_shuffled_back_into_its_order_is_the_same_position(
    pool: dict[str, CardDef],
) -> None:
    """D22.40: a position is what the players can see and act on; the random generator's
    state is not part of it. Ana's library shuffled until it is Grom–Oluja again is the same
    position as before the shuffles (the generator has moved on)."""
    game = played(pool, BIBLIOTEKA)
    before, _runs = mandatory_position(game)
    library = list(game.players[0].library)
    digest = game.digest()
    game.shuffle(0)
    while game.players[0].library != library:
        game.shuffle(0)
    assert game.digest() != digest  # the generator is not where it was
    assert mandatory_position(game)[0] == before


# ------------------------------------------------------------------ replacement (D20.91)
SEDAM_OPSADA = """
name: Sedam Opsada udvostručuje Grom sedam puta, bez pitanja o redosledu
rules: [D20.91, D20.61]
setup:
  active: Ana
  players:
    - name: Ana
      hand: [Grom]
      pool: {R: 1}
      play: [Opsada, Opsada, Opsada, Opsada, Opsada, Opsada, Opsada]
    - name: Boris
      play: [Kavgadžija]
script:
  - {cast: Grom, targets: [Boris]}
  - {pass: Boris}
  - {pass: Ana}
"""


def test_d20_91_seven_opsadas_in_any_order_double_seven_times_without_a_question(
    pool: dict[str, CardDef],
) -> None:
    """D20.91: Ana asks which of her seven Opsadas applies first only if the order could change
    the outcome. Opsadas are interchangeable: whichever goes first, Grom's 20 damage is doubled
    seven times (D20.61: each once) — 2560 to Boris, who loses. Nobody is asked anything."""
    game = played(pool, SEDAM_OPSADA)
    assert game.result is not None and game.result.winner == 0
    assert game.players[1].life == 200 - 20 * 2**7


# ------------------------------------------------------------------ delayed triggers (D9.28)
KLETVA = """
name: Ana baca Odloženu Kletvu, Boris je može zaustaviti sa 2
rules: [D9.28, D23.10]
setup:
  active: Ana
  step: glavna1
  players:
    - name: Ana
      hand: [Odložena Kletva]
      library: [Grom, Grom]
      pool: {C: 1, B: 1}
    - name: Boris
      library: [Grom]
      play:
        - {card: Mladi Vuk, as_source: true}
        - {card: Severnjak, as_source: true}
script:
  - {cast: Odložena Kletva, player: Ana}
  - {pass: Boris}
  - {pass: Ana}
  - {pass: Ana}
"""


def test_d23_10_backing_out_of_a_stop_untaps_the_source_and_empties_the_mana(
    pool: dict[str, CardDef],
) -> None:
    """D9.28, D23.10: Boris starts to stop Odložena Kletva for 2, taps one of his sources for
    it, then backs out: the source is untapped again and the mana it made is not in his pool —
    as if he had never started; the ability still waits."""
    game = asked(pool, KLETVA, DecisionKind.PRIORITY)
    assert game.pending is not None and game.pending.player == 1
    sources = [obj(game, "Mladi Vuk"), obj(game, "Severnjak")]
    stop = next(a for a in game.pending.options if a.kind == "stop")
    game.submit(stop)
    mana = next(a for a in game.pending.options if a.kind == "mana")
    game.submit(mana)
    assert game.objects[mana.obj].tapped and game.players[1].pool.total() == 1
    game.submit(Action("cancel"))
    assert not any(game.objects[s].tapped for s in sources)
    assert game.players[1].pool.total() == 0
    assert len(game.delayed) == 1
    d = game.pending
    assert d is not None and d.player == 1 and d.kind == DecisionKind.PRIORITY


# ------------------------------------------------------------------ triggers (D3.95)
ZAVET_VATRE = """
name: Ana ne plati cenu Zaveta Vatre do kraja
rules: [D3.95, D10.18, D23.10]
setup:
  active: Ana
  step: glavna1
  players:
    - name: Ana
      hand: [Kavgadžija]
      library: [Grom]
      pool: {Ž: 1, B: 1}
      play: [Utvrđenje, Probni Žar-Druid, Šumski Vilenjak, Probni Zavet Vatre]
    - name: Boris
      library: [Grom]
script:
  - {cast: Kavgadžija}
"""


def test_d3_95_backing_out_of_a_triggers_cost_gives_the_untapped_creature_its_bonus_again(
    pool: dict[str, CardDef],
) -> None:
    """D3.95, D10.18: Ana casts Kavgadžija; Probni Zavet Vatre triggers and she may pay 2 for
    it. She taps Probni Žar-Druid for R — tapped, it loses Utvrđenje's +0/+20 — then backs
    out: the ability does not go on the niz, the Druid is untapped as if never tapped, and so
    it is 10/30 again, as the players see it."""
    game = asked(pool, ZAVET_VATRE, DecisionKind.YES_NO)
    druid = obj(game, "Probni Žar-Druid")
    assert game.pending is not None and game.pending.prompt == "trigger.pay"
    assert game.chars(druid).toughness == 30
    game.submit(True)
    game.submit(Action("mana", druid, 0, "R"))
    assert game.objects[druid].tapped and game.chars(druid).toughness == 10
    game.submit(Action("cancel"))
    assert not game.objects[druid].tapped
    assert game.chars(druid).toughness == 30
    seen = view(game, 1).permanent(druid)
    assert seen is not None and seen.card.toughness == 30
    assert [game.objects[s.source or 0].card.name for s in game.stack] == ["Kavgadžija"]


# ------------------------------------------------------------------ sba (D21.57)
ODJEK_GROMA = """
name: Ana kopira svoj Grom Odjekom
rules: [E4.80, D21.57]
setup:
  active: Ana
  step: glavna1
  players:
    - name: Ana
      hand: [Odjek]
      library: [Grom]
      pool: {P: 2, B: 1}
    - name: Boris
      library: [Grom]
  stack:
    - {spell: Grom, targets: [Boris]}
script:
  - {cast: Odjek, targets: [Grom], player: Ana}
  - {pass: Boris}
  - {pass: Ana}
  - {answer: false}
"""


def test_d21_57_a_resolved_copy_of_a_spell_is_no_longer_among_the_games_copies(
    pool: dict[str, CardDef],
) -> None:
    """E4.80, D21.57: Odjek copies Ana's Grom (same target, Boris). The copy resolves, goes to
    the odlagalište and ceases to exist there: it is told in the log, the object is gone, and
    the game no longer counts it among its copies; then Grom resolves too — Boris has 160."""
    game = played(pool, ODJEK_GROMA)
    while game.stack:
        game.submit(Action("pass"))
    (gone,) = logged(game, CopyGone)
    assert gone.name == "Grom"
    assert not game.objects[gone.card].exists
    assert game.copies == []
    assert game.players[1].life == 160


# ------------------------------------------------------------------ mana triggers (D12.30)
GLAVA_ZMAJA = """
name: Ana aktivira izvor sa Glavom Zmaja za manu
rules: [D12.30]
setup:
  active: Ana
  step: glavna1
  players:
    - name: Ana
      library: [Grom]
      play:
        - {card: Mladi Vuk, as_source: true}
        - {card: Glava Zmaja, attached_to: Mladi Vuk}
    - name: Boris
      library: [Grom]
"""


def test_d12_30_the_extra_mana_of_a_triggered_mana_ability_is_told(
    pool: dict[str, CardDef],
) -> None:
    """D12.30: Ana taps her Šuma (Mladi Vuk played as a source) for Z at priority; Glava Zmaja's
    triggered mana ability adds two more Z at once, without the niz — her pool has 3 Z, and the
    log tells both: the Z of the source and Glava Zmaja's two."""
    game = played(pool, GLAVA_ZMAJA)
    suma, glava = obj(game, "Mladi Vuk"), obj(game, "Glava Zmaja")
    d = game.pending
    assert d is not None and d.kind == DecisionKind.PRIORITY
    game.submit(next(a for a in d.options if a.kind == "mana" and a.obj == suma))
    assert game.players[0].pool.amounts.get("Z") == 3 and game.stack == []
    added = logged(game, ManaAdded)
    assert [(e.card, e.mana, e.amount, e.triggered) for e in added] == [
        (suma, "Z", 1, False),
        (glava, "Z", 2, True),
    ]
    assert event_line(game, added[1]) == "Glava Zmaja: Ana dobija još 2 mane (zelena)."
