"""Resolving spells and abilities (izvori/engine/resolve.py), continued: the survivors of
session 13's mutation run that tests/engine/test_mutation_resolve.py left open (docs/mutation/
resolve.md, "Open") — added phases and steps, equipment, "you may" without "if you do", the
hand put under the library while draws are replaced, amounts read from the game.

The cards of EXTRA are written for this module only, in the vocabulary of docs/cards.md: no
bundled card reaches these words in these ways (an instant that adds a combat phase, an
Equipment whose ability names its own target, a draw replaced by "put your hand under").
"""

from __future__ import annotations

import pytest
from positions import played

from izvori.engine.carddef import CardDef
from izvori.engine.decisions import DecisionKind
from izvori.engine.events import ManaBurn, RedirectionShield, ZoneChanged
from izvori.engine.game import Game
from izvori.engine.objects import Zone, player_ref
from izvori.engine.steps import Step
from izvori.scenario.table import card_pool, obj

EXTRA = """
- name: Iznenadni Juriš
  cost: "0"
  type: Iznenađenje
  text: "Posle ove faze igra se dodatna faza borbe, a posle nje dodatna glavna faza."
  effects: [extra_combat]
- name: Probni Napad
  cost: "0"
  type: Vradžbina
  text: "Posle ove glavne faze igra se dodatna faza borbe, a posle nje dodatna glavna faza."
  effects: [extra_combat]
- name: Još Jedna Priprema
  cost: "0"
  type: Iznenađenje
  text: "Posle tvog koraka pripreme ovog poteza, ovaj potez ima dodatni korak pripreme."
  effects: [{extra_step: {step: priprema, after: priprema}}]
- name: Rano Vučenje
  cost: "0"
  type: Iznenađenje
  text: "Neposredno pre koraka vučenja ovog poteza, ovaj potez ima dodatni korak vučenja."
  effects: [{extra_step: {step: vučenje, before: vučenje}}]
- name: Dvostruko Veče
  cost: "0"
  type: Vradžbina
  text: "Neposredno pre koraka kraja poteza ovog poteza, ovaj potez ima dodatni korak kraja
    poteza."
  effects: [{extra_step: {step: kraj_poteza, before: kraj_poteza}}]
- name: Kasno Veče
  cost: "0"
  type: Vradžbina
  text: "Posle koraka kraja poteza ovog poteza, ovaj potez ima dodatni korak kraja poteza."
  effects: [{extra_step: {step: kraj_poteza, after: kraj_poteza}}]
- name: Probni Prerušitelj
  cost: "2"
  type: Biće
  subtypes: [Imitator]
  power: 10
  toughness: 10
  enters_as_copy: true
  text: "Dok ulazi u igru, možeš birati biće u igri: ulazi kao njegova kopija. 0: Ubaci Probnog
    Prerušitelja u igru."
  abilities:
    - activated:
        cost: "0"
        effects: [{put_into_play: {what: self}}]
- name: Probni Bodež
  cost: "1"
  type: Artefakt
  subtypes: [Oprema]
  text: "0: Veži Probni Bodež za odabrano biće. 0: Veži ga za odabrano biće. 0: Žrtvuj ga."
  abilities:
    - activated:
        cost: "0"
        targets: [{ref: nosilac, kind: creature}]
        effects: [{attach: {to: nosilac}}]
    - activated:
        cost: "0"
        targets: [{kind: creature}]
        effects: [{attach: {}}]
    - activated:
        cost: "0"
        effects: [{sacrifice: {}}]
- name: Tuđa Zagonetka
  cost: "0"
  type: Vradžbina
  text: "Protivnik stavlja sve karte iz ruke na dno biblioteke, zatim vuče toliko karata."
  effects: [{hand_to_bottom_and_draw: {who: opponent}}]
- name: Probna Zagonetka
  cost: "0"
  type: Vradžbina
  text: "Stavi sve karte iz ruke na dno biblioteke bilo kojim redosledom, zatim vuci toliko karata."
  effects: [{hand_to_bottom_and_draw: {}}]
- name: Suša Uma
  cost: "1C"
  type: Promena
  text: "Ako bi vukao kartu, umesto toga gubiš 10 života."
  abilities:
    - static:
        op: replace_draw
        player: you
        instead: [{lose_life: {who: you, amount: 10}}]
- name: Zid Zaborava
  cost: "1P"
  type: Promena
  text: "Ako bi vukao kartu, umesto toga stavi sve karte iz ruke na dno biblioteke bilo kojim
    redosledom, zatim vuci toliko karata."
  abilities:
    - static:
        op: replace_draw
        player: you
        instead: [{hand_to_bottom_and_draw: {}}]
- name: Dvostruka Mudrost
  cost: "2P"
  type: Promena
  text: "Ako bi vukao kartu, umesto toga vuci dve karte."
  abilities:
    - static:
        op: replace_draw
        player: you
        instead: [{draw: {who: you, count: 2}}]
- name: Probni Mudrac
  cost: "2"
  type: Biće
  subtypes: [Čarobnjak]
  power: 20
  toughness: 20
  text: "0: Odabrani igrač dodaje X zelene mane. 0: Probni Mudrac nanosi 10 štete odabranom
    biću; ako je crno, X umesto toga. 0: Protivnik odbacuje X karata. 0: Vuci X karata.
    (X: snaga Probnog Mudraca.)"
  abilities:
    - activated:
        cost: "0"
        targets: [{kind: player}]
        effects: [{add_mana: {kind: zelena, amount: power, who: target}}]
    - activated:
        cost: "0"
        targets: [{kind: creature}]
        effects: [{damage: {amount: 10, instead: {amount: power, if_color: crna}}}]
    - activated:
        cost: "0"
        effects: [{discard: {who: opponent, count: power}}]
    - activated:
        cost: "0"
        effects: [{draw: {who: you, count: power}}]
- name: Probni Plamen
  cost: "0"
  type: Iznenađenje
  text: "Probni Plamen nanosi 20 štete odabranom biću."
  targets: [{kind: creature}]
  effects: [{damage: {amount: 20}}]
- name: Povratni Talas
  cost: "0"
  type: Iznenađenje
  text: "Vrati odabrano biće u ruku vlasnika."
  targets: [{kind: creature}]
  effects: [{bounce: {what: target}}]
- name: Probni Povraćaj
  cost: "0"
  type: Iznenađenje
  text: "Probni Povraćaj nanosi 10 štete odabranom biću. Vrati odabranu kartu iz svog
    odlagališta u ruku."
  targets: [{kind: creature}, {ref: karta, kind: card_in_your_graveyard}]
  effects: [{damage: {amount: 10}}, {return_from_graveyard: {what: karta}}]
- name: Brzi Povratak
  cost: "0"
  type: Iznenađenje
  text: "Vrati kartu po izboru iz svog odlagališta u ruku."
  effects: [{graveyard_to_hand: {}}]
- name: Štit Čopora
  cost: "0"
  type: Iznenađenje
  text: "Sva šteta koja bi u ovom potezu bila naneta bićima biva naneta odabranom biću."
  targets: [{kind: creature}]
  effects: [{redirect_damage: {what: all_creatures, to: target}}]
- name: Štit od Necrvenog
  cost: "0"
  type: Vradžbina
  text: "Sledeći put kad bi necrveni izvor po tvom izboru naneo štetu tebi ovog poteza, spreči
    tu štetu."
  effects: [{prevent_from_source: {not_color: crvena}}]
- name: Zaklon od Izvora
  cost: "0"
  type: Iznenađenje
  text: "Sledeći put kad bi izvor po tvom izboru naneo štetu odabranom biću ovog poteza, spreči
    tu štetu."
  targets: [{kind: creature}]
  effects: [{prevent_from_source: {to: target}}]
- name: Probni Oklop
  cost: "0"
  type: Iznenađenje
  text: "Spreči sledećih 20 štete koje bi bile nanete odabranom biću u ovom potezu."
  targets: [{kind: creature}]
  effects: [{prevent_damage: {to: target, amount: 20}}]
- name: Probna Mudrost
  cost: "0"
  type: Iznenađenje
  text: "Vuci kartu."
  effects: [{draw: {who: you}}]
- name: Probni Izbor
  cost: "0"
  type: Vradžbina
  text: "Možeš odbaciti kartu."
  effects: [{may: {effects: [{discard: {who: you}}]}}]
"""


@pytest.fixture(scope="module")
def pool() -> dict[str, CardDef]:
    return card_pool(EXTRA)


def _steps(game: Game) -> list[Step]:
    """The steps of the turn still to come, the current one first."""
    return [s for s, _ in game.turn_plan[game.plan_index :]]


COMBAT = [
    Step.BEGIN_COMBAT,
    Step.DECLARE_ATTACKERS,
    Step.DECLARE_BLOCKERS,
    Step.COMBAT_DAMAGE,
    Step.END_COMBAT,
]


def _juris(step: str, combat: str = "") -> str:
    """Ana, in `step` of her turn, casts Iznenadni Juriš; both pass."""
    return f"""
name: dodatna faza borbe
rules: [C1.70]
setup:
  active: Ana
  step: {step}
  {combat}
  players:
    - name: Ana
      hand: [Iznenadni Juriš]
      play: [Kavgadžija]
    - name: Boris
      play: [Mladi Vuk]
script:
  - {{cast: Iznenadni Juriš}}
  - {{pass: Boris}}
  - {{pass: Ana}}
"""


def test_c1_70_an_extra_combat_from_the_attackers_step_comes_after_this_combat_phase(
    pool: dict[str, CardDef],
) -> None:
    """C1.70: phases are added right after the phase named — "after this phase". Cast while
    attackers are declared, Iznenadni Juriš adds a combat phase and a main phase after the end
    of this combat phase (not in the middle of it, nor after a phase already past), before the
    turn's second main phase."""
    game = played(pool, _juris("napadači", "combat: {attackers: [Kavgadžija]}"))
    assert _steps(game) == [
        Step.DECLARE_ATTACKERS,
        Step.DECLARE_BLOCKERS,
        Step.COMBAT_DAMAGE,
        Step.END_COMBAT,
        *COMBAT,
        Step.MAIN2,
        Step.MAIN2,
        Step.END_OF_TURN,
        Step.CLEANUP,
    ]


def test_c1_70_an_extra_combat_from_the_end_step_comes_after_the_end_phase(
    pool: dict[str, CardDef],
) -> None:
    """C1.70: cast in the end step, the phases come after the end phase, the last phase of
    the turn: its cleanup step is still played first."""
    game = played(pool, _juris("kraj_poteza"))
    assert _steps(game) == [Step.END_OF_TURN, Step.CLEANUP, *COMBAT, Step.MAIN2]


def test_c1_30_the_beginning_phase_still_ends_before_an_extra_combat_after_it(
    pool: dict[str, CardDef],
) -> None:
    """C1.30, C1.70: cast in the upkeep, Iznenadni Juriš adds its phases after the beginning
    phase. That phase still ends after the draw step: Ana's unused mana empties there and she
    loses 10 life for it (mana udar) — before the added combat phase begins."""
    text = _juris("priprema").replace(
        "      hand: [Iznenadni Juriš]",
        "      hand: [Iznenadni Juriš]\n      pool: {R: 1}\n      library: [Grom]",
    )
    text += "  - {pass_until: {step: početak_borbe}}\n"
    game = played(pool, text)
    assert game.step == Step.BEGIN_COMBAT
    assert _steps(game)[:6] == [*COMBAT, Step.MAIN2]  # the added combat phase
    assert game.players[0].life == 190
    assert [(e.player, e.amount) for e in game.log if isinstance(e, ManaBurn)] == [(0, 1)]


def test_c1_30_two_extra_combats_each_a_phase_of_its_own_the_main_phase_ends_first(
    pool: dict[str, CardDef],
) -> None:
    """C1.70: two Probni Napad in the first main phase: each adds a combat phase and a main
    phase right after it, the last created played first. Every added phase is a phase of its
    own (C1.30): the first main phase ends before the first added combat, and Ana's unused
    mana empties there (mana udar, 10 life)."""
    text = """
name: dva dodatna napada
rules: [C1.70, C1.30]
setup:
  active: Ana
  step: glavna1
  players:
    - name: Ana
      hand: [Probni Napad, Probni Napad]
      pool: {R: 1}
    - name: Boris
      play: [Mladi Vuk]
script:
  - {cast: Probni Napad}
  - {pass: Boris}
  - {pass: Ana}
  - {cast: Probni Napad}
  - {pass: Boris}
  - {pass: Ana}
  - {pass_until: {step: početak_borbe}}
"""
    game = played(pool, text)
    assert _steps(game) == [
        *COMBAT,
        Step.MAIN2,
        *COMBAT,
        Step.MAIN2,
        *COMBAT,
        Step.MAIN2,
        Step.END_OF_TURN,
        Step.CLEANUP,
    ]
    assert game.players[0].life == 190
    assert [(e.player, e.amount) for e in game.log if isinstance(e, ManaBurn)] == [(0, 1)]


def _added(pool: dict[str, CardDef], card: str, step: str) -> Game:
    """Ana casts `card` in `step` of her turn 3; both pass."""
    return played(
        pool,
        f"""
name: dodatni korak
rules: [C1.80]
setup:
  active: Ana
  step: {step}
  turn: 3
  players:
    - name: Ana
      hand: [{card}]
      library: [Grom, Oluja]
    - name: Boris
      play: [Mladi Vuk]
script:
  - {{cast: {card}}}
{BOTH_PASS}""",
    )


def test_c1_80_a_step_after_the_named_step_counts_the_step_under_way(
    pool: dict[str, CardDef],
) -> None:
    """C1.80: cast in Ana's upkeep, Još Jedna Priprema ("after your upkeep of this turn") adds
    an upkeep right after this one: the named step is the one under way."""
    game = _added(pool, "Još Jedna Priprema", "priprema")
    assert _steps(game)[:4] == [Step.UPKEEP, Step.UPKEEP, Step.DRAW, Step.MAIN1]


def test_c1_80_after_a_step_already_past_nothing_is_added(pool: dict[str, CardDef]) -> None:
    """C1.80, A4.30: cast in the draw step, Još Jedna Priprema names an upkeep that is over:
    there is none to come this turn, so no step is added."""
    game = _added(pool, "Još Jedna Priprema", "vučenje")
    assert _steps(game)[:2] == [Step.DRAW, Step.MAIN1]
    assert [s for s, _ in game.turn_plan].count(Step.UPKEEP) == 1


def test_c1_80_a_step_right_before_the_next_step(pool: dict[str, CardDef]) -> None:
    """C1.80: cast in the upkeep, Rano Vučenje adds a draw step right before the draw step
    that comes next."""
    game = _added(pool, "Rano Vučenje", "priprema")
    assert _steps(game)[:4] == [Step.UPKEEP, Step.DRAW, Step.DRAW, Step.MAIN1]


def test_c1_80_an_end_step_right_before_the_end_step_begins_the_ending_phase(
    pool: dict[str, CardDef],
) -> None:
    """C1.80: Dvostruko Veče, cast in the first main phase, adds an end step right before the
    end step: it opens the ending phase (the second main phase before it is another phase)."""
    game = _added(pool, "Dvostruko Veče", "glavna1")
    assert _steps(game)[-4:] == [Step.MAIN2, Step.END_OF_TURN, Step.END_OF_TURN, Step.CLEANUP]


def test_c1_80_an_end_step_right_after_the_end_step(pool: dict[str, CardDef]) -> None:
    """C1.80: Kasno Veče, cast in the first main phase, adds an end step right after the end
    step, in the same ending phase."""
    game = _added(pool, "Kasno Veče", "glavna1")
    assert _steps(game)[-4:] == [Step.MAIN2, Step.END_OF_TURN, Step.END_OF_TURN, Step.CLEANUP]
    phases = [n for s, n in game.turn_plan if s in (Step.END_OF_TURN, Step.CLEANUP)]
    assert len(set(phases)) == 1


def test_e4_50_a_permanent_already_in_play_is_not_put_into_play_again(
    pool: dict[str, CardDef],
) -> None:
    """ "Put into play" acts on cards that are not in play: Probni Prerušitelj, already in play,
    stays as it is when its own ability says to put it into play — it doesn't enter again, so
    its "as it enters" choice (E4.50: the creature to copy) isn't asked."""
    text = """
name: ubaci u igru ono što je već u igri
rules: [E4.50]
setup:
  active: Ana
  step: glavna1
  players:
    - name: Ana
      play: [Probni Prerušitelj]
    - name: Boris
      play: [Mladi Vuk]
script:
  - {activate: Probni Prerušitelj}
  - {pass: Boris}
  - {pass: Ana}
"""
    game = played(pool, text)
    assert game.pending is not None and game.pending.kind == DecisionKind.PRIORITY
    preru = obj(game, "Probni Prerušitelj", Zone.PLAY)
    assert game.chars(preru).name == "Probni Prerušitelj"
    assert not [e for e in game.log if isinstance(e, ZoneChanged) and e.card == preru]


#: both pass: the top of the niz resolves
BOTH_PASS = "  - {pass: Boris}\n  - {pass: Ana}\n"


def _bodez(ability: int, target: str, then: str = BOTH_PASS) -> str:
    """Ana activates Probni Bodež's ability `ability` at `target`; then the steps `then`."""
    return f"""
name: oprema
rules: [E3.121, B12.27]
setup:
  active: Ana
  step: glavna1
  players:
    - name: Ana
      play: [Probni Bodež, Kavgadžija]
    - name: Boris
      play: [Mladi Vuk]
script:
  - {{activate: Probni Bodež, ability: {ability}, targets: [{target}]}}
{then}"""


def test_e3_121_an_equipment_is_attached_to_the_creature_its_ability_names(
    pool: dict[str, CardDef],
) -> None:
    """E3.121: Probni Bodež's first ability names its target "nosilac": the Bodež is attached
    to Kavgadžija."""
    game = played(pool, _bodez(0, "Kavgadžija"))
    bodez = obj(game, "Probni Bodež", Zone.PLAY)
    assert game.objects[bodez].attached_to == obj(game, "Kavgadžija", Zone.PLAY)


def test_e3_121_attach_without_to_attaches_to_the_target(pool: dict[str, CardDef]) -> None:
    """`attach` without `to` attaches to the ability's target (docs/cards.md): Kavgadžija."""
    game = played(pool, _bodez(1, "Kavgadžija"))
    bodez = obj(game, "Probni Bodež", Zone.PLAY)
    assert game.objects[bodez].attached_to == obj(game, "Kavgadžija", Zone.PLAY)


def test_e3_121_an_equipment_gone_before_its_ability_resolves_attaches_nothing(
    pool: dict[str, CardDef],
) -> None:
    """A4.30: Ana sacrifices Probni Bodež in answer to its own ability: when that resolves
    there is no Bodež to attach; nothing happens and Kavgadžija is unchanged."""
    then = (
        "  - {pass: Boris}\n  - {activate: Probni Bodež, ability: 2}\n"
        + BOTH_PASS
        + "  - {pass: Ana}\n  - {pass: Boris}\n"
    )
    game = played(pool, _bodez(1, "Kavgadžija", then))
    assert game.pending is not None and game.pending.kind == DecisionKind.PRIORITY
    assert not game.stack
    assert obj(game, "Probni Bodež", Zone.GRAVEYARD)
    assert game.chars(obj(game, "Kavgadžija", Zone.PLAY)).power == 20


def _zagonetka(card: str, ana: str, boris: str) -> str:
    """Ana casts `card` (cost 0) in her main phase; both pass. `ana` goes right after the card
    in her hand list: the rest of that list, its closing bracket, then her other setup lines;
    `boris` is Boris's setup lines."""
    return f"""
name: zagonetka
rules: [D16.10, D20.61]
setup:
  active: Ana
  step: glavna1
  players:
    - name: Ana
      hand: [{card}{ana}
    - name: Boris
      {boris}
script:
  - {{cast: {card}}}
  - {{pass: Boris}}
  - {{pass: Ana}}
"""


def test_vecna_zagonetka_for_the_opponent_his_hand_goes_under_his_library(
    pool: dict[str, CardDef],
) -> None:
    """Tuđa Zagonetka (`who: opponent`): Boris puts his one card, Grom, under his library and
    draws one, Oluja; Ana's hand and library are untouched."""
    game = played(
        pool,
        _zagonetka(
            "Tuđa Zagonetka",
            ", Kavgadžija]\n      library: [Mladi Vuk]",
            "hand: [Grom]\n      library: [Oluja]",
        ),
    )
    assert game.players[1].hand == [obj(game, "Oluja", Zone.HAND)]
    assert game.players[1].library == [obj(game, "Grom", Zone.LIBRARY)]
    assert game.players[0].hand == [obj(game, "Kavgadžija", Zone.HAND)]
    assert game.players[0].library == [obj(game, "Mladi Vuk", Zone.LIBRARY)]


def test_vecna_zagonetka_the_order_is_asked_once_while_another_draw_replacement_is_in_play(
    pool: dict[str, CardDef],
) -> None:
    """D16.62: Boris's Suša Uma replaces only his own draws, but while it is in play Ana's draws
    go one by one past it. Probna Zagonetka asks Ana the order of her two cards once; she then
    draws two cards and the spell is done (she is not asked again about the cards she drew)."""
    game = played(
        pool,
        _zagonetka(
            "Probna Zagonetka",
            ", Grom, Oluja]\n      library: [Kavgadžija, Mladi Vuk]",
            "play: [Suša Uma]",
        ),
    )
    assert game.pending is not None and game.pending.kind == DecisionKind.ORDER
    game.submit([1, 0])
    assert game.pending is not None and game.pending.kind == DecisionKind.PRIORITY
    assert sorted(game.players[0].hand) == sorted(
        [obj(game, "Kavgadžija", Zone.HAND), obj(game, "Mladi Vuk", Zone.HAND)]
    )
    assert game.players[0].library == [
        obj(game, "Oluja", Zone.LIBRARY),
        obj(game, "Grom", Zone.LIBRARY),
    ]
    assert obj(game, "Probna Zagonetka", Zone.GRAVEYARD)


def test_vecna_zagonetka_one_card_under_the_library_its_replaced_draw_gives_two(
    pool: dict[str, CardDef],
) -> None:
    """D16.62, D20.68: Ana's one card, Grom, goes under her library without a question; the
    draw that follows is replaced by her Dvostruka Mudrost ("instead draw two cards"): she
    draws Kavgadžija and Mladi Vuk and the spell is done — she isn't asked to put those two
    under her library too."""
    text = _zagonetka(
        "Probna Zagonetka",
        ", Grom]\n      library: [Kavgadžija, Mladi Vuk, Orkozlob]\n"
        "      play: [Dvostruka Mudrost]",
        "play: [Mladi Vuk]",
    )
    game = played(pool, text)
    assert game.pending is not None and game.pending.kind == DecisionKind.PRIORITY
    assert sorted(game.players[0].hand) == sorted(
        [obj(game, "Kavgadžija", Zone.HAND), obj(game, "Mladi Vuk", Zone.HAND)]
    )
    assert game.players[0].library == [
        obj(game, "Grom", Zone.LIBRARY),
        obj(game, "Orkozlob", Zone.LIBRARY),
    ]
    assert obj(game, "Probna Zagonetka", Zone.GRAVEYARD)


def test_d20_61_draws_made_instead_of_a_draw_are_not_replaced_by_the_same_effect(
    pool: dict[str, CardDef],
) -> None:
    """D20.61: a replacement effect gets one chance at an event and doesn't cause itself to
    repeat. Ana's Zid Zaborava replaces her draw (Probna Mudrost) with "put your hand under
    your library, then draw that many": she orders Grom and Oluja, and the two draws that
    follow are real draws, not replaced again — she draws Kavgadžija and Mladi Vuk."""
    text = _zagonetka(
        "Probna Mudrost",
        ", Grom, Oluja]\n      library: [Kavgadžija, Mladi Vuk, Orkozlob]\n"
        "      play: [Zid Zaborava]",
        "play: [Mladi Vuk]",
    )
    game = played(pool, text)
    assert game.pending is not None and game.pending.kind == DecisionKind.ORDER
    game.submit([0, 1])
    assert game.pending is not None and game.pending.kind == DecisionKind.PRIORITY
    assert sorted(game.players[0].hand) == sorted(
        [obj(game, "Kavgadžija", Zone.HAND), obj(game, "Mladi Vuk", Zone.HAND)]
    )
    assert game.players[0].library == [  # the bottom first
        obj(game, "Grom", Zone.LIBRARY),
        obj(game, "Oluja", Zone.LIBRARY),
        obj(game, "Orkozlob", Zone.LIBRARY),
    ]


def test_d20_52_may_without_if_you_do_the_answer_goes_to_the_question_inside(
    pool: dict[str, CardDef],
) -> None:
    """D20.52: Probni Izbor ("you may discard a card", nothing "if you do"): Ana says yes, is
    asked which of her two cards (resolve.discard) and discards the one she names, Oluja."""
    text = _zagonetka("Probni Izbor", ", Grom, Oluja]", "play: [Mladi Vuk]")
    game = played(pool, text)
    assert game.pending is not None and game.pending.prompt == "resolve.may"
    game.submit(True)
    assert game.pending is not None and game.pending.prompt == "resolve.discard"
    game.submit([obj(game, "Oluja", Zone.HAND)])
    assert game.pending is not None and game.pending.kind == DecisionKind.PRIORITY
    assert game.players[0].hand == [obj(game, "Grom", Zone.HAND)]
    assert obj(game, "Oluja", Zone.GRAVEYARD)


def _mudrac(ability: int, targets: str = "", ana: str = "", boris: str = "") -> str:
    """Ana activates Probni Mudrac's ability `ability` (X: its power, 20); both pass."""
    return f"""
name: mudrac
rules: [D14.26]
setup:
  active: Ana
  step: glavna1
  players:
    - name: Ana
      play: [Probni Mudrac]
      {ana}
    - name: Boris
      play: [Gladne Zmije]
      {boris}
script:
  - {{activate: Probni Mudrac, ability: {ability}{targets}}}
{BOTH_PASS}"""


def test_d14_26_mana_equal_to_the_sources_power_for_the_target_player(
    pool: dict[str, CardDef],
) -> None:
    """D14.26: Probni Mudrac (power 20): Boris, its target, adds 20 green mana."""
    game = played(pool, _mudrac(0, ", targets: [Boris]"))
    assert game.players[1].pool.amounts["Z"] == 20
    assert game.players[0].pool.total() == 0


def test_d20_64_the_instead_amount_equal_to_the_sources_power(pool: dict[str, CardDef]) -> None:
    """D20.64: "10 damage; if it's black, X instead" (X: Probni Mudrac's power, 20): the black
    Gladne Zmije is dealt 20."""
    game = played(pool, _mudrac(1, ", targets: [Gladne Zmije]"))
    assert game.objects[obj(game, "Gladne Zmije", Zone.PLAY)].damage == 20


def test_d14_26_the_opponent_discards_as_many_cards_as_the_sources_power(
    pool: dict[str, CardDef],
) -> None:
    """D14.26, A4.30: Boris is to discard 20 cards; he has two: he discards both, no question."""
    game = played(pool, _mudrac(2, boris="hand: [Grom, Oluja]"))
    assert game.pending is not None and game.pending.kind == DecisionKind.PRIORITY
    assert game.players[1].hand == []
    assert {game.objects[o].card.name for o in game.players[1].graveyard} == {"Grom", "Oluja"}


def test_d14_26_draw_as_many_cards_as_the_sources_power(pool: dict[str, CardDef]) -> None:
    """D14.26: Ana draws 20 cards (Probni Mudrac's power) of her 21."""
    library = ", ".join(["Grom"] * 21)
    game = played(pool, _mudrac(3, ana=f"library: [{library}]"))
    assert len(game.players[0].hand) == 20
    assert len(game.players[0].library) == 1


def test_d11_104_after_a_sacrifice_a_creature_bounced_later_leaves_play_alone(
    pool: dict[str, CardDef],
) -> None:
    """D11.104: Ana sacrifices Probni Bodež (its own ability); later Povratni Talas returns
    Boris's Mladi Vuk to his hand — an object leaving play on its own, with nothing leaving
    beside it."""
    then = BOTH_PASS + "  - {cast: Povratni Talas, targets: [Mladi Vuk]}\n" + BOTH_PASS
    text = _bodez(2, "Kavgadžija", then).replace(", targets: [Kavgadžija]", "")
    text = text.replace(
        "      play: [Probni Bodež, Kavgadžija]",
        "      play: [Probni Bodež, Kavgadžija]\n      hand: [Povratni Talas]",
    )
    game = played(pool, text)
    assert obj(game, "Probni Bodež", Zone.GRAVEYARD)
    assert game.players[1].hand == [obj(game, "Mladi Vuk", Zone.HAND)]
    assert game.pending is not None and game.pending.kind == DecisionKind.PRIORITY


def test_b16_13_a_card_that_left_the_graveyard_and_came_back_is_not_returned(
    pool: dict[str, CardDef],
) -> None:
    """B16.13, D14.21: Ana's Probni Povraćaj targets Mladi Vuk and Grom in her odlagalište. In
    answer she takes Grom back to her hand (Brzi Povratak) and casts it at Boris: the Grom in
    her odlagalište is a new card, no longer the target. Povraćaj still resolves (the Vuk is
    still a legal target): the Vuk is dealt 10, and Grom stays in the odlagalište."""
    text = """
name: nova karta u odlagalištu
rules: [B16.13, D14.21]
setup:
  active: Ana
  step: glavna1
  players:
    - name: Ana
      hand: [Probni Povraćaj, Brzi Povratak]
      graveyard: [Grom]
      pool: {R: 1}
    - name: Boris
      play: [Mladi Vuk]
script:
  - {cast: Probni Povraćaj, targets: [Mladi Vuk], targets2: [Grom]}
  - {pass: Boris}
  - {cast: Brzi Povratak}
  - {pass: Boris}
  - {pass: Ana}
  - {cast: Grom, targets: [Boris]}
  - {pass: Boris}
  - {pass: Ana}
  - {pass: Ana}
  - {pass: Boris}
"""
    game = played(pool, text)
    assert not game.stack
    assert game.objects[obj(game, "Mladi Vuk", Zone.PLAY)].damage == 10
    assert obj(game, "Grom", Zone.GRAVEYARD)
    assert game.players[0].hand == []


def test_d20_63_damage_redirected_to_a_creature_is_not_redirected_from_it(
    pool: dict[str, CardDef],
) -> None:
    """D20.63: Štit Čopora on Kavgadžija: the damage to every other creature goes to
    Kavgadžija; Kavgadžija's own damage stays with it (redirecting it to itself would change
    nothing, so it gets no shield) — and Mladi Vuk, after it, still gets its shield."""
    game = played(pool, _cast_each("Štit Čopora", "Kavgadžija"))
    kav, vuk = obj(game, "Kavgadžija", Zone.PLAY), obj(game, "Mladi Vuk", Zone.PLAY)
    assert kav < vuk  # Kavgadžija is looked at first
    shields = [e for e in game.log if isinstance(e, RedirectionShield)]
    assert shields == [RedirectionShield(recipient=vuk, to=[kav], amount=None)]


def _cast_each(card: str, target: str) -> str:
    return f"""
name: {card}
rules: [D20.63]
setup:
  active: Ana
  step: glavna1
  players:
    - name: Ana
      hand: [{card}]
      play: [Kavgadžija]
    - name: Boris
      play: [Mladi Vuk]
script:
  - {{cast: {card}, targets: [{target}]}}
{BOTH_PASS}"""


def test_d20_81_a_non_red_source_of_your_choice_leaves_out_the_red_ones(
    pool: dict[str, CardDef],
) -> None:
    """D20.81, D20.82: Štit od Necrvenog ("a non-red source of your choice"): of Boris's Mladi
    Vuk and red Orkozlob only the Vuk may be chosen — the only choice, so Ana isn't asked; the
    shield remembers "non-red" to check it again when the damage would be dealt."""
    text = f"""
name: necrveni izvor
rules: [D20.81]
setup:
  active: Ana
  step: glavna1
  players:
    - name: Ana
      hand: [Štit od Necrvenog]
    - name: Boris
      play: [Mladi Vuk, Orkozlob]
script:
  - {{cast: Štit od Necrvenog}}
{BOTH_PASS}"""
    game = played(pool, text)
    assert game.pending is not None and game.pending.kind == DecisionKind.PRIORITY
    vuk = obj(game, "Mladi Vuk", Zone.PLAY)
    [shield] = [e for e in game.effects if e.op == "prevent_from_source"]
    assert shield.affected == [(player_ref(0), 0)]
    assert shield.params == {
        "source": vuk,
        "incarnations": [game.objects[vuk].incarnation],
        "not_color": "R",
    }


def test_d20_81_the_shield_protects_the_creature_as_the_object_it_is_now(
    pool: dict[str, CardDef],
) -> None:
    """D20.81, B16.13: Ana casts Kavgadžija, then Zaklon od Izvora on it and chooses Boris's
    Mladi Vuk as the source: the shield is for the Kavgadžija that entered play — the object
    it is now, not the card it was in her hand."""
    text = f"""
name: zaklon za novo biće
rules: [D20.81, B16.13]
setup:
  active: Ana
  step: glavna1
  players:
    - name: Ana
      hand: [Kavgadžija, Zaklon od Izvora]
      pool: {{Ž: 1, B: 1}}
    - name: Boris
      play: [Mladi Vuk]
script:
  - {{cast: Kavgadžija}}
{BOTH_PASS}  - {{cast: Zaklon od Izvora, targets: [Kavgadžija]}}
{BOTH_PASS}  - {{choose: Mladi Vuk}}
"""
    game = played(pool, text)
    kav, vuk = obj(game, "Kavgadžija", Zone.PLAY), obj(game, "Mladi Vuk", Zone.PLAY)
    inc = game.objects[kav].incarnation
    assert inc != 0  # it moved: hand, niz, play
    [shield] = [e for e in game.effects if e.op == "prevent_from_source"]
    assert shield.affected == [(kav, inc)]
    assert shield.params["source"] == vuk


def _new_creatures(hand: str, then: str) -> str:
    """Ana casts Kavgadžija and Mladi Vuk (both enter play now: new objects, B16.13), then the
    steps `then`; `hand` is the rest of her hand."""
    return f"""
name: nova bića
rules: [B16.13]
setup:
  active: Ana
  step: glavna1
  players:
    - name: Ana
      hand: [Kavgadžija, Mladi Vuk, {hand}]
      pool: {{Ž: 1, Z: 1, B: 2}}
    - name: Boris
script:
  - {{cast: Kavgadžija}}
{BOTH_PASS}  - {{cast: Mladi Vuk}}
{BOTH_PASS}{then}"""


def test_d20_72_a_shield_on_a_creature_that_entered_play_this_game_protects_it(
    pool: dict[str, CardDef],
) -> None:
    """D20.72, B16.13: Probni Oklop on the Kavgadžija Ana just cast prevents the next 20 damage
    to it: Probni Plamen's 20 is prevented (the shield is for the object Kavgadžija is now)."""
    then = (
        "  - {cast: Probni Oklop, targets: [Kavgadžija]}\n"
        + BOTH_PASS
        + "  - {cast: Probni Plamen, targets: [Kavgadžija]}\n"
        + BOTH_PASS
    )
    game = played(pool, _new_creatures("Probni Oklop, Probni Plamen", then))
    kav = obj(game, "Kavgadžija", Zone.PLAY)
    assert game.objects[kav].incarnation != 0
    assert game.objects[kav].damage == 0


def test_d20_63_redirection_between_creatures_that_entered_play_this_game(
    pool: dict[str, CardDef],
) -> None:
    """D20.63, B16.13: Štit Čopora on Mladi Vuk, both Ana's creatures just cast: Probni
    Plamen's 20 damage to Kavgadžija is dealt to the Vuk instead, which dies; Kavgadžija is
    unharmed."""
    then = (
        "  - {cast: Štit Čopora, targets: [Mladi Vuk]}\n"
        + BOTH_PASS
        + "  - {cast: Probni Plamen, targets: [Kavgadžija]}\n"
        + BOTH_PASS
    )
    game = played(pool, _new_creatures("Štit Čopora, Probni Plamen", then))
    kav = obj(game, "Kavgadžija", Zone.PLAY)
    assert game.objects[kav].incarnation != 0
    assert game.objects[kav].damage == 0
    assert obj(game, "Mladi Vuk", Zone.GRAVEYARD)


# ------------------------------------------------------------------ D16.63's extra action: its id
#: Ana casts Vidovito Vučenje twice (D16.63: "draw a card and reveal it; if it is a creature
#: card, gain 30 life" — the extra action is put on the niz with an id of its own); Boris
#: answers the second with Ometanje, naming it by its id on the niz.
_SEEN_DRAW = """
name: an id for the extra action of a draw
rules: [D16.63]
cards:
  - name: Vidovito Vučenje
    cost: "P"
    type: Iznenađenje
    text: "Vuci kartu i pokaži je. Ako je to karta bića, dobijaš 30 života."
    effects:
      - draw: {who: you, then_if_type: Biće, then: [{gain_life: {who: you, amount: 30}}]}
setup:
  active: Ana
  step: glavna1
  players:
    - name: Ana
      library: [Mladi Vuk, Grom]
      hand: [Vidovito Vučenje, Vidovito Vučenje]
      play:
        - {card: Rosna Vila, as_source: true}
        - {card: Rosna Vila, as_source: true}
    - name: Boris
      hand: [Ometanje]
      play:
        - {card: Rosna Vila, as_source: true}
        - {card: Rosna Vila, as_source: true}
script: []
"""

#: The answers of that play as a save holds them (docs/saves.md, "Answers"), written down once:
#: Boris's target answer names the second Vidovito Vučenje by its id on the niz, 12.
_SEEN_DRAW_ANSWERS = [
    {"player": 0, "answer": ["cast", 3, 0, ""]},
    {"player": 0, "answer": ["auto", 0, 0, ""]},
    {"player": 1, "answer": ["pass", 0, 0, ""]},
    {"player": 0, "answer": ["pass", 0, 0, ""]},
    {"player": 0, "answer": ["cast", 4, 0, ""]},
    {"player": 0, "answer": ["auto", 0, 0, ""]},
    {"player": 1, "answer": ["cast", 7, 0, ""]},
    {"player": 1, "answer": [12]},
    {"player": 1, "answer": ["auto", 0, 0, ""]},
]


def test_d16_63_a_save_naming_a_spell_cast_after_an_extra_action_replays() -> None:
    """Ids are handed out in one order, an extra action's included: a save's answers name
    objects by id, so a save made before must replay to the same position (the extra action
    taking no id, or the spell's own, would give the second spell the id 11)."""
    from izvori.engine.record import apply_entry

    game = played(card_pool(), _SEEN_DRAW)
    for i, entry in enumerate(_SEEN_DRAW_ANSWERS):
        apply_entry(game, i, entry)
    assert game.players[0].life == 230  # the first draw was Mladi Vuk: 30 life
    assert [item.id for item in game.stack] == [12, 13]
    [ometanje] = [it for it in game.stack if it.id == 13]
    assert ometanje.targets["target"][0][0] == 12
