"""Deleted call statements in the effect words (issue 19, docs/mutation/statements.md): what a
judge would see go wrong when one call of resolve.py, aura_moves.py, creature_type_choice.py,
search_sources.py, remove_named.py, hand_to_play.py or cost_parts.py is left out.

Each test is the example of one rule: the answer a player may not give is refused and changes
nothing (`check_subset`), a library searched is shuffled (its order changes with the game's
seed), the event the log, saves and replays keep is there and names who and what (`emit`),
and the state the effect changes (life, the ids and timestamps a recorded game replays with).
The cards of EXTRA are written for this module only, in the vocabulary of docs/cards.md.
"""

from __future__ import annotations

import pytest
from positions import logged

from izvori.engine.carddef import CardDef, Keyword
from izvori.engine.decisions import Action
from izvori.engine.effect_ops import split_effect
from izvori.engine.events import (
    AllCombatDamagePrevented,
    Attached,
    ContinuousEffectAdded,
    ExtraPhasesAdded,
    ExtraStepAdded,
    ExtraTurnAdded,
    LibraryShuffled,
    LifeChanged,
    PreventionShield,
    ValueChosen,
    ZoneChanged,
)
from izvori.engine.mana import Color
from izvori.engine.objects import Zone, player_ref
from izvori.scenario.table import card_pool, obj, played, refusal, setup

EXTRA = """
- name: Probni Napitak
  cost: "0"
  type: Vradžbina
  text: "Dobijaš 30 života."
  effects: [{gain_life: {amount: 30}}]
- name: Probni Otrov
  cost: "0"
  type: Vradžbina
  text: "Protivnik gubi 20 života."
  effects: [{lose_life: {who: opponent, amount: 20}}]
- name: Probna Krila
  cost: "0"
  type: Iznenađenje
  text: "Odabrano biće dobija Letač do kraja poteza."
  targets: [{kind: creature}]
  effects: [{grant: {keywords: [Letač]}}]
- name: Probna Zaštita
  cost: "0"
  type: Iznenađenje
  text: "Spreči sledećih 20 štete koje bi bilo naneto odabranom biću ili igraču u ovom potezu."
  targets: [{kind: creature_or_player}]
  effects: [{prevent_damage: {amount: 20}}]
- name: Probno Skrivanje
  cost: "0"
  type: Iznenađenje
  text: "Spreči svu borbenu štetu u ovom potezu."
  effects: [{prevent_combat_damage: {}}]
- name: Probni Potez
  cost: "0"
  type: Vradžbina
  text: "Posle ovog poteza imaš dodatni potez."
  effects: [{extra_turn: {}}]
- name: Probni Napad
  cost: "0"
  type: Vradžbina
  text: "Nakon ove glavne faze, imaš dodatnu fazu borbe koju sledi dodatna glavna faza."
  effects: [extra_combat]
- name: Probni Sumrak
  cost: "0"
  type: Vradžbina
  text: "Posle tvog koraka kraja poteza imaš dodatni korak kraja poteza."
  effects: [{extra_step: {step: kraj_poteza, after: kraj_poteza}}]
- name: Probna Potraga
  cost: "0"
  type: Vradžbina
  text: "Potraži u svojoj biblioteci kartu i stavi je u ruku, pa promešaj biblioteku."
  effects: [{search_library: {}}]
- name: Zaborav Biblioteke
  cost: "2P"
  type: Promena
  text: "Ako bi karta otišla na odlagalište, umesto toga je stavi na vrh biblioteke vlasnika."
  abilities:
    - static: {op: replace_to_graveyard, which: any, goes_to: library_top}
- name: Probni Leglo
  cost: "0"
  type: Vradžbina
  text: "Ubaci u igru dva zelena simbol-bića Vuk 20/20."
  effects: [{create_token: {subtypes: [Vuk], power: 20, toughness: 20, color: zelena, count: 2}}]
"""


@pytest.fixture(scope="module")
def pool() -> dict[str, CardDef]:
    return card_pool(EXTRA)


def _ana_casts(card: str, targets: str = "", hand: str = "", library: str = "[]") -> str:
    """Ana, in her main phase, casts `card` (cost 0) at `targets`; both pass. Boris has Mladi
    Vuk in play."""
    aimed = f", targets: [{targets}]" if targets else ""
    cards = f"[{card}, {hand}]" if hand else f"[{card}]"
    return f"""
name: {card}
rules: [D14.22]
setup:
  active: Ana
  step: glavna1
  seed: 3
  players:
    - name: Ana
      hand: {cards}
      library: {library}
      play: [Kavgadžija]
    - name: Boris
      library: [Grom, Grom]
      play: [Mladi Vuk]
script:
  - {{cast: {card}{aimed}}}
  - {{pass: Boris}}
  - {{pass: Ana}}
"""


# ------------------------------------------------------------------ life (resolve._life)
def test_d14_22_gain_life_the_caster_gains_it_and_the_event_says_so(
    pool: dict[str, CardDef],
) -> None:
    """D14.22: Probni Napitak (no `who`: the caster) — Ana goes from 200 to 230 life, one
    life change of +30 for her, by an effect."""
    game = played(pool, _ana_casts("Probni Napitak"))
    assert (game.players[0].life, game.players[1].life) == (230, 200)
    assert logged(game, LifeChanged) == [LifeChanged(player=0, amount=30, reason="effect")]


def test_d14_22_lose_life_the_opponent_loses_it_and_the_event_says_so(
    pool: dict[str, CardDef],
) -> None:
    """D14.22: Probni Otrov (`who: opponent`) — Boris loses 20 life (not damage), Ana none."""
    game = played(pool, _ana_casts("Probni Otrov"))
    assert (game.players[0].life, game.players[1].life) == (200, 180)
    assert logged(game, LifeChanged) == [LifeChanged(player=1, amount=-20, reason="effect")]


# ------------------------------------------------------ continuous effects (resolve._continuous)
def test_d19_30_a_granted_keyword_starts_an_effect_the_event_names_it(
    pool: dict[str, CardDef],
) -> None:
    """D19.30, D19.32: Probna Krila on Mladi Vuk — it has Letač, and the event of the new
    continuous effect names the operation, the creature and the keyword."""
    game = played(pool, _ana_casts("Probna Krila", "Mladi Vuk"))
    vuk = obj(game, "Mladi Vuk")
    assert Keyword("Letač") in game.chars(vuk).keywords
    assert logged(game, ContinuousEffectAdded) == [
        ContinuousEffectAdded(op="grant", cards=[vuk], params={"keywords": ["Letač"]})
    ]


def test_b12_13_a_creature_type_chosen_the_event_names_the_new_effect(
    pool: dict[str, CardDef],
) -> None:
    """B12.13, B12.14: Uzimač Forme gains Vilenjak — the choice is told (ValueChosen) and so is
    the continuous effect it starts: add_type, on Uzimač Forme, the subtype Vilenjak."""
    game = played(
        pool,
        """
name: Uzimač Forme
rules: [B12.13]
setup:
  active: Ana
  players:
    - name: Ana
      library: [Kavgadžija, Kavgadžija]
      pool: {B: 1}
      play: [Uzimač Forme]
    - name: Boris
      library: [Kavgadžija, Kavgadžija]
script:
  - {activate: Uzimač Forme}
  - {pass: Boris}
  - {pass: Ana}
  - {choose: Vilenjak}
""",
    )
    uzimac = obj(game, "Uzimač Forme")
    assert game.chars(uzimac).subtypes == ("Iluzija", "Vilenjak")
    chosen = logged(game, ValueChosen)
    assert [(e.player, e.card, e.name, e.value) for e in chosen] == [
        (0, uzimac, "Uzimač Forme", "Vilenjak")
    ]
    assert logged(game, ContinuousEffectAdded) == [
        ContinuousEffectAdded(
            op="add_type", cards=[uzimac], params={"subtypes": ["Vilenjak"], "types": []}
        )
    ]


# ------------------------------------------------------------- shields (resolve._prevent_*)
def test_d20_72_a_prevention_shield_is_told_with_its_recipient_and_amount(
    pool: dict[str, CardDef],
) -> None:
    """D20.72: Probna Zaštita on Boris — the shield for the next 20 damage to Boris is told."""
    game = played(pool, _ana_casts("Probna Zaštita", "Boris"))
    assert [e.op for e in game.effects] == ["prevent_shield"]
    assert logged(game, PreventionShield) == [PreventionShield(recipient=player_ref(1), amount=20)]


def test_d19_32_all_combat_damage_prevented_is_told_naming_the_caster(
    pool: dict[str, CardDef],
) -> None:
    """D19.32: Probno Skrivanje — the rules change for this turn is told, naming Ana."""
    game = played(pool, _ana_casts("Probno Skrivanje"))
    assert [e.op for e in game.effects] == ["prevent_all_combat"]
    assert logged(game, AllCombatDamagePrevented) == [AllCombatDamagePrevented(player=0)]


# ----------------------------------------------------- turns, phases, steps (resolve._extra_*)
def test_c1_60_an_extra_turn_is_told_naming_who_takes_it(pool: dict[str, CardDef]) -> None:
    """C1.60: Probni Potez — Ana takes a turn after this one, and the event says so."""
    game = played(pool, _ana_casts("Probni Potez"))
    assert game.extra_turns == [0]
    assert logged(game, ExtraTurnAdded) == [ExtraTurnAdded(player=0)]


def test_c1_70_extra_combat_and_main_phases_are_told(pool: dict[str, CardDef]) -> None:
    """C1.70: Probni Napad — a combat phase and a main phase are added after this main phase,
    and the event names Ana."""
    game = played(pool, _ana_casts("Probni Napad"))
    assert logged(game, ExtraPhasesAdded) == [ExtraPhasesAdded(player=0)]


def test_c1_80_an_extra_step_is_told_naming_the_step(pool: dict[str, CardDef]) -> None:
    """C1.80: Probni Sumrak — an end of turn step after this turn's end of turn step, told
    with Ana and the step."""
    game = played(pool, _ana_casts("Probni Sumrak"))
    steps = [s.value for s, _ in game.turn_plan[game.plan_index :]]
    assert steps[-3:] == ["kraj_poteza", "kraj_poteza", "odbacivanje"]
    assert logged(game, ExtraStepAdded) == [ExtraStepAdded(player=0, step="kraj_poteza")]


# --------------------------------------------------------------- attaching (Oprema, Oreol)
def test_e3_121_equip_attaches_and_the_event_names_equipment_and_creature(
    pool: dict[str, CardDef],
) -> None:
    """E3.121 (Opremi): Kovani Mač is attached to Orkozlob (30/10), and the event says which
    Oprema went onto which creature."""
    game = played(
        pool,
        """
name: Opremi
rules: [E3.121]
setup:
  active: Ana
  step: glavna1
  players:
    - name: Ana
      library: [Grom]
      pool: {B: 2}
      play: [Orkozlob, Kovani Mač]
    - name: Boris
      library: [Grom]
script:
  - {activate: Kovani Mač, targets: [Orkozlob]}
  - {pass: Boris}
  - {pass: Ana}
""",
    )
    mac, orko = obj(game, "Kovani Mač"), obj(game, "Orkozlob")
    assert game.objects[mac].attached_to == orko and game.chars(orko).power == 30
    assert logged(game, Attached) == [Attached(card=mac, to=orko)]


def test_b12_69_a_moved_aura_is_told_attached_to_its_new_permanent(
    pool: dict[str, CardDef],
) -> None:
    """B12.69 (Trajna Pozajmica): Strava moves from Mladi Vuk to Kavgadžija — the event names
    the Oreol and its new permanent."""
    game = played(
        pool,
        """
name: Trajna Pozajmica
rules: [B12.69]
setup:
  active: Ana
  step: glavna1
  players:
    - name: Ana
      hand: [Trajna Pozajmica]
      pool: {P: 1, B: 1}
      play: [Kavgadžija]
    - name: Boris
      play:
        - Mladi Vuk
        - {card: Strava, attached_to: Mladi Vuk}
script:
  - {cast: Trajna Pozajmica, targets: [Strava]}
  - {pass: Boris}
  - {pass: Ana}
  - {choose: Kavgadžija}
""",
    )
    strava, kavga = obj(game, "Strava"), obj(game, "Kavgadžija")
    assert game.objects[strava].attached_to == kavga
    assert logged(game, Attached) == [Attached(card=strava, to=kavga)]


def test_d11_106_an_aura_returned_from_the_graveyard_is_told_attached(
    pool: dict[str, CardDef],
) -> None:
    """D11.106 (Crvena Groznica): Mladi Vuk dies, the Groznica goes to the odlagalište and its
    ability puts it into play attached to Grobni Skelet — the event names both."""
    game = played(
        pool,
        """
name: Crvena Groznica
rules: [D11.106]
setup:
  active: Ana
  step: glavna1
  players:
    - name: Ana
      library: [Kavgadžija]
      play:
        - Mladi Vuk
        - {card: Crvena Groznica, attached_to: Mladi Vuk}
    - name: Boris
      hand: [Grom]
      library: [Grom]
      play:
        - Grobni Skelet
        - {card: Grom, as_source: true}
script:
  - {pass: Ana}
  - {cast: Grom, player: Boris, targets: [Mladi Vuk]}
  - {pass: Ana}
  - {pass: Boris}
  - {pass: Ana}
  - {pass: Boris}
""",
    )
    groznica, skelet = obj(game, "Crvena Groznica"), obj(game, "Grobni Skelet")
    assert game.objects[groznica].attached_to == skelet
    assert logged(game, Attached) == [Attached(card=groznica, to=skelet)]


# ---------------------------------------------------------- searching a library (Gl. "Naći")
def test_gl_naci_the_searched_library_is_shuffled(pool: dict[str, CardDef]) -> None:
    """Gl. "Naći": Probna Potraga takes Oluja; the rest of Ana's library is shuffled — with
    this game's seed its order is no longer the order it had."""
    game = played(
        pool, _ana_casts("Probna Potraga", library="[Grom, Oluja, Kavgadžija, Mladi Vuk, Orkozlob]")
    )
    oluja = obj(game, "Oluja", Zone.LIBRARY)
    before = [o for o in game.players[0].library if o != oluja]
    game.submit([oluja])
    after = game.players[0].library
    assert sorted(after) == sorted(before) and after != before
    assert logged(game, LibraryShuffled) == [LibraryShuffled(player=0)]


POSUMLJAVANJE = """
name: Pošumljavanje
rules: [B12.74]
setup:
  active: Ana
  seed: 3
  players:
    - name: Ana
      hand: [Pošumljavanje]
      library: [Grom, Duh Prirode, Kavgadžija, Goruća Šuma, Severnjak, Oluja, Grom]
      pool: {Z: 1, B: 3}
    - name: Boris
script:
  - {cast: Pošumljavanje}
  - {pass: Boris}
  - {pass: Ana}
"""


def test_b12_74_at_most_two_sources_and_only_those_that_are_suma(
    pool: dict[str, CardDef],
) -> None:
    """B12.74, Gl. "Naći": Pošumljavanje finds up to two cards that are Šuma — Grom (red) is
    refused, so are three cards; nothing moved or was shuffled meanwhile."""
    game = played(pool, POSUMLJAVANJE)
    d = game.pending
    assert d is not None and d.prompt == "resolve.search_sources" and d.max == 2
    duh, suma, sev = d.options
    refusal(game, [obj(game, "Grom", Zone.LIBRARY)])
    refusal(game, [duh, suma, sev])
    refusal(game, [duh, duh])
    assert game.pending == d


def test_b12_74_the_library_is_shuffled_after_the_sources_enter(
    pool: dict[str, CardDef],
) -> None:
    """B12.74 ("Zatim promešaj svoju biblioteku"): after Duh Prirode and Goruća Šuma enter
    play, the five cards left are shuffled (their order changes with this seed), and the
    shuffle is told."""
    game = played(pool, POSUMLJAVANJE)
    taken = [obj(game, "Duh Prirode", Zone.LIBRARY), obj(game, "Goruća Šuma", Zone.LIBRARY)]
    before = [o for o in game.players[0].library if o not in taken]
    since = len(game.log)
    game.submit(taken)
    after = game.players[0].library
    assert sorted(after) == sorted(before) and after != before
    assert logged(game, LibraryShuffled, since) == [LibraryShuffled(player=0)]


TABUISANJE = """
name: Tabuisanje
rules: [D20.73, D3.60]
setup:
  active: Boris
  seed: 2
  players:
    - name: Ana
      hand: [Tabuisanje]
      pool: {P: 2, B: 2}
    - name: Boris
      hand: [Grom, Grom, Kavgadžija]
      library: [Grom, Kavgadžija, Oluja, Mladi Vuk, Orkozlob, Grom]
      graveyard: [Grom, Kavgadžija]
      pool: {R: 1}
script:
  - {cast: Grom, targets: [Ana]}
  - {cast: Tabuisanje, player: Ana, targets: [Grom]}
  - {pass: Boris}
  - {pass: Ana}
"""


def test_gl_naci_only_cards_of_that_name_may_be_taken_from_hand_and_library(
    pool: dict[str, CardDef],
) -> None:
    """Gl. "Naći": Tabuisanje on Boris's Grom — Ana may take the Gromovi of his hand and
    library; his Kavgadžija is refused, and so is the same Grom twice (nothing changes)."""
    game = played(pool, TABUISANJE)
    d = game.pending
    assert d is not None and d.prompt == "resolve.remove_named"
    refusal(game, [obj(game, "Kavgadžija", Zone.HAND)])
    refusal(game, [d.options[0], d.options[0]])
    assert game.pending == d


def test_gl_naci_the_library_of_the_spells_controller_is_shuffled(
    pool: dict[str, CardDef],
) -> None:
    """Tabuisanje: after the Gromovi are removed, Boris's library (four cards left) is
    shuffled — with this seed its order changes — and the shuffle is told, naming Boris."""
    game = played(pool, TABUISANJE)
    d = game.pending
    assert d is not None
    gromovi = list(d.options)
    before = [o for o in game.players[1].library if o not in gromovi]
    since = len(game.log)
    game.submit(gromovi)
    after = game.players[1].library
    assert sorted(after) == sorted(before) and after != before
    assert logged(game, LibraryShuffled, since) == [LibraryShuffled(player=1)]
    moved = [e for e in logged(game, ZoneChanged, since) if e.cause == "remove_named"]
    assert set(gromovi) < {e.card for e in moved}
    assert {game.objects[e.card].card.name for e in moved} == {"Grom"}


# ------------------------------------------------------------ Frulaš (hand_to_play.py)
def test_gl_ubaciti_u_igru_only_one_creature_card_of_the_hand(pool: dict[str, CardDef]) -> None:
    """Gl. "Ubaciti u igru" (Frulaš): one creature card of Ana's hand — Grom is refused, so
    are two creatures and none at all; nothing enters meanwhile."""
    game = played(
        pool,
        """
name: Frulaš
rules: [D10.10]
setup:
  active: Ana
  players:
    - name: Ana
      hand: [Sila Šumskih Dubina, Grom, Severnjak]
      pool: {Z: 1}
      play: [Frulaš]
    - name: Boris
script:
  - {activate: Frulaš}
  - {pass: Boris}
  - {pass: Ana}
""",
    )
    d = game.pending
    assert d is not None and d.prompt == "resolve.put_from_hand"
    sila, severnjak = d.options
    refusal(game, [obj(game, "Grom", Zone.HAND)])
    refusal(game, [sila, severnjak])
    refusal(game, [])
    assert game.pending == d and obj(game, "Frulaš") in game.battlefield


# --------------------------------------------------------- a discard cost (cost_parts.py)
def test_d4_10_a_discard_cost_takes_cards_of_the_hand_as_many_as_it_says(
    pool: dict[str, CardDef],
) -> None:
    """D4.10, D10.16: "Odbaci kartu:" — two cards are refused, so is a card not in Ana's
    hand; nothing is discarded meanwhile."""
    game = played(
        pool,
        """
name: Ludi Prorok
rules: [D4.10]
cards:
  - name: Ludi Prorok
    cost: "1R"
    type: Biće
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
      hand: [Grom, Oluja]
      library: [Grom]
      play: [Ludi Prorok]
    - name: Boris
      library: [Grom]
      hand: [Kavgadžija]
""",
    )
    game.submit(Action("activate", obj(game, "Ludi Prorok"), 0))
    game.submit([player_ref(1)])
    d = game.pending
    assert d is not None and d.prompt == "cast.discard"
    grom, oluja = obj(game, "Grom", Zone.HAND), obj(game, "Oluja", Zone.HAND)
    refusal(game, [grom, oluja])
    refusal(game, [obj(game, "Kavgadžija", Zone.HAND)])
    refusal(game, [grom, grom])
    assert game.pending == d and sorted(game.players[0].hand) == sorted([grom, oluja])


# ------------------------------------------------------------- tokens (resolve._create_token)
def test_b15_10_coloured_tokens_keep_the_ids_and_timestamps_of_recorded_games(
    pool: dict[str, CardDef],
) -> None:
    """B15.10: Probni Leglo makes two green Vuk tokens 20/20. The colour was once an effect of
    its own, and its id and timestamp stay reserved so that games recorded before replay with
    the same object ids: the second token's id and timestamp are each two after the first's."""
    game = played(pool, _ana_casts("Probni Leglo"))
    made = [e for e in logged(game, ZoneChanged) if e.cause == "token"]
    first, second = (e.card for e in made)
    assert game.chars(first).colors == frozenset({Color.GREEN})
    assert second == first + 2
    assert game.objects[second].timestamp == game.objects[first].timestamp + 2
    assert game.next_id == second + 2


# ---------------------------------------------------- a replaced move (zone_replacement._go)
def test_d20_60_instead_on_top_of_the_library_whatever_the_move_asked(
    pool: dict[str, CardDef],
) -> None:
    """D20.60: "umesto toga je stavi na vrh biblioteke vlasnika" — the replaced event puts
    the card on top of its owner's library, even a move that would have put it at the bottom
    of the odlagalište (`Game.move(..., bottom=True)`; no effect of today asks for that)."""
    game = setup(
        pool,
        """
active: Ana
step: glavna1
players:
  - name: Ana
    hand: [Grom]
    library: [Oluja, Kavgadžija]
    play: [Zaborav Biblioteke]
  - name: Boris
""",
    )
    grom = obj(game, "Grom", Zone.HAND)
    game.move(grom, Zone.GRAVEYARD, bottom=True, cause="discard")
    assert game.players[0].library[-1] == grom and game.players[0].graveyard == []


# ------------------------------------------------- parts in several levels (effect_ops.py)
def test_d19_52_a_type_change_that_also_sets_pt_and_removes_abilities_has_three_parts() -> None:
    """D19.52: each part of an effect applies in its own level — "becomes a 0/10 Golem
    artifact creature with no abilities" is a type change (level 4), the loss of abilities
    (level 5) and the new power and toughness (level 6), each kept for the same objects."""
    params = {
        "types": ["Artefakt", "Biće"],
        "subtypes": ["Golem"],
        "power": 0,
        "toughness": 10,
        "remove_abilities": True,
    }
    for op in ("set_type", "add_type"):
        assert split_effect(op, params) == [
            (op, {"types": ["Artefakt", "Biće"], "subtypes": ["Golem"]}),
            ("set_pt", {"power": 0, "toughness": 10}),
            ("remove_abilities", {}),
        ]
