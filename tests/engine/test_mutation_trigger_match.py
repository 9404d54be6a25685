"""Which events a triggered ability triggers on (D11.10; izvori/engine/trigger_match.py), told
as a judge would: one short game per trigger word and condition, with test-only cards whose
abilities gain or lose life, so how many times an ability triggered and whom it was about can
be read from the life totals.

Written for the mutants of trigger_match.py that the rules scenarios let through
(docs/mutation.md, session 13): the defaults of the conditions (`who: self`, `kind: creature`,
`whose: your`, `player: any`, `to: any`), the values of `who`, and the trigger data the
effects read (`trigger_player`, `trigger_object`, `trigger_amount`).
"""

from __future__ import annotations

import pytest
from positions import played

from izvori.engine.carddef import CardDef
from izvori.scenario.table import card_pool

#: the test-only cards: each says in its text what it does
CARDS = """
- name: Nulti Vojnik
  cost: "0"
  type: Biće
  power: 10
  toughness: 10
- name: Nulti Kip
  cost: "0"
  type: Artefakt
  text: "Artefakt bez osobina."
- name: Tihi Glasnik
  cost: "0"
  type: Biće
  power: 10
  toughness: 10
  text: "Kad Tihi Glasnik uđe u igru, dobijaš 10 života."
  abilities:
    - triggered:
        when: enters_play
        effects: [{gain_life: {who: you, amount: 10}}]
- name: Kapija Dolazaka
  cost: "0"
  type: Artefakt
  text: "Kad god biće uđe u igru, njegov kontroler gubi 10 života."
  abilities:
    - triggered:
        when: enters_play
        who: any
        effects: [{lose_life: {who: trigger_player, amount: 10}}]
- name: Kapija Svega
  cost: "0"
  type: Artefakt
  text: "Kad god permanent uđe u igru, njegov kontroler gubi 10 života."
  abilities:
    - triggered:
        when: enters_play
        who: any
        kind: any
        effects: [{lose_life: {who: trigger_player, amount: 10}}]
- name: Straža Saveznika
  cost: "0"
  type: Biće
  power: 10
  toughness: 10
  text: "Kad god neko drugo biće pod tvojom kontrolom uđe u igru, dobijaš 10 života."
  abilities:
    - triggered:
        when: enters_play
        who: another_you_control
        effects: [{gain_life: {who: you, amount: 10}}]
- name: Straža Vojske
  cost: "0"
  type: Artefakt
  text: "Kad god biće pod tvojom kontrolom uđe u igru, dobijaš 20 života."
  abilities:
    - triggered:
        when: enters_play
        who: you_control
        effects: [{gain_life: {who: you, amount: 20}}]
- name: Straža Granice
  cost: "0"
  type: Artefakt
  text: "Kad god biće pod kontrolom protivnika uđe u igru, dobijaš 40 života."
  abilities:
    - triggered:
        when: enters_play
        who: opponent_controls
        effects: [{gain_life: {who: you, amount: 40}}]
- name: Nulti Udar
  cost: "0"
  type: Iznenađenje
  text: "Uništi odabrani permanent."
  targets: [{kind: permanent}]
  effects: [{destroy: {what: target}}]
- name: Nulti Povratak
  cost: "0"
  type: Iznenađenje
  text: "Vrati odabrano biće u ruku vlasnika."
  targets: [{kind: creature}]
  effects: [{bounce: {what: target}}]
- name: Tugovanje
  cost: "0"
  type: Artefakt
  text: "Kad god biće ode iz igre u odlagalište, njegov kontroler gubi 10 života."
  abilities:
    - triggered:
        when: dies
        who: any
        effects: [{lose_life: {who: trigger_player, amount: 10}}]
- name: Odlazak Svega
  cost: "0"
  type: Artefakt
  text: "Kad god permanent napusti igru, njegov kontroler gubi 10 života."
  abilities:
    - triggered:
        when: leaves_play
        who: any
        kind: any
        effects: [{lose_life: {who: trigger_player, amount: 10}}]
- name: Oplakivač
  cost: "0"
  type: Artefakt
  text: "Kad god biće pod tvojom kontrolom ode iz igre u odlagalište, dobijaš 10 života."
  abilities:
    - triggered:
        when: dies
        who: you_control
        effects: [{gain_life: {who: you, amount: 10}}]
- name: Rastanak
  cost: "0"
  type: Artefakt
  text: "Kad god biće pod tvojom kontrolom napusti igru, dobijaš 20 života."
  abilities:
    - triggered:
        when: leaves_play
        who: you_control
        effects: [{gain_life: {who: you, amount: 20}}]
- name: Senka Tuge
  cost: "0"
  type: Promena
  enchant: biće
  text: "Promeni biće. Kad promenjeno biće ode iz igre u odlagalište, dobijaš 40 života."
  abilities:
    - triggered:
        when: dies
        who: enchanted
        effects: [{gain_life: {who: you, amount: 40}}]
- name: Jurišni Glasnik
  cost: "0"
  type: Biće
  power: 10
  toughness: 10
  text: "Kad Jurišni Glasnik napadne, dobija +10/+0 do kraja poteza, a igrač koji napada gubi
    10 života."
  abilities:
    - triggered:
        when: attacks
        effects:
          - pump: {what: trigger_object, power: 10, toughness: 0}
          - lose_life: {who: trigger_player, amount: 10}
- name: Stražar Bojišta
  cost: "0"
  type: Artefakt
  text: "Kad god artefakt napadne, igrač koji napada gubi 10 života."
  abilities:
    - triggered:
        when: attacks
        who: any
        type: Artefakt
        effects: [{lose_life: {who: trigger_player, amount: 10}}]
- name: Zastava Vojske
  cost: "0"
  type: Artefakt
  text: "Kad god biće pod tvojom kontrolom napadne, dobijaš 10 života."
  abilities:
    - triggered:
        when: attacks
        who: you_control
        effects: [{gain_life: {who: you, amount: 10}}]
- name: Branik
  cost: "0"
  type: Biće
  power: 0
  toughness: 50
  text: "Kad Branik blokira, uništi biće koje blokira; igrač koji blokira gubi 10 života."
  abilities:
    - triggered:
        when: blocks
        effects:
          - destroy: {what: trigger_object}
          - lose_life: {who: trigger_player, amount: 10}
- name: Bojni Rog
  cost: "0"
  type: Biće
  power: 10
  toughness: 50
  text: "Kad Bojni Rog bude blokiran sa bar dva bića, uništi ta bića; igrač koji blokira gubi
    10 života."
  abilities:
    - triggered:
        when: becomes_blocked
        at_least: 2
        effects:
          - destroy: {what: trigger_object}
          - lose_life: {who: trigger_player, amount: 10}
- name: Zidar
  cost: "0"
  type: Biće
  power: 0
  toughness: 50
  text: "Kad god Zidar blokira biće, igrač koji blokira gubi 10 života."
  abilities:
    - triggered:
        when: blocks_creature
        effects: [{lose_life: {who: trigger_player, amount: 10}}]
- name: Brzi Vojnik
  cost: "0"
  type: Biće
  power: 10
  toughness: 20
  keywords: [Presretač]
- name: Osveta Bojišta
  cost: "0"
  type: Artefakt
  text: "Kad god biće napadne, uništi ga."
  abilities:
    - triggered:
        when: attacks
        who: any
        effects: [{destroy: {what: trigger_object}}]
- name: Lovac na Napadače
  cost: "0"
  type: Biće
  power: 0
  toughness: 50
  text: "Kad god Lovac na Napadače blokira biće, uništi to biće."
  abilities:
    - triggered:
        when: blocks_creature
        effects: [{destroy: {what: trigger_object}}]
- name: Bojni Bubanj
  cost: "0"
  type: Biće
  power: 10
  toughness: 50
  text: "Kad Bojni Bubanj bude blokiran, dobijaš 10 života."
  abilities:
    - triggered:
        when: becomes_blocked
        effects: [{gain_life: {who: you, amount: 10}}]
- name: Dvostruki Branik
  cost: "0"
  type: Biće
  power: 0
  toughness: 50
  keywords: [Može da blokira dodatno biće]
  text: "Može da blokira dodatno biće. Kad Dvostruki Branik blokira tačno dva bića, dobijaš 10
    života."
  abilities:
    - triggered:
        when: blocks
        exactly: 2
        effects: [{gain_life: {who: you, amount: 10}}]
- name: Jutarnja Molitva
  cost: "0"
  type: Promena
  text: "Na početku tvoje pripreme dobijaš 10 života."
  abilities:
    - triggered:
        when: step_begins
        step: priprema
        effects: [{gain_life: {who: you, amount: 10}}]
- name: Žeđ za Znanjem
  cost: "0"
  type: Promena
  text: "Kad god vučeš kartu, dobijaš 10 života."
  abilities:
    - triggered:
        when: draws
        player: you
        effects: [{gain_life: {who: you, amount: 10}}]
- name: Tuđe Znanje
  cost: "0"
  type: Promena
  text: "Kad god protivnik vuče kartu, dobijaš 20 života."
  abilities:
    - triggered:
        when: draws
        player: opponent
        effects: [{gain_life: {who: you, amount: 20}}]
- name: Oko Straže
  cost: "0"
  type: Artefakt
  text: "Kad god protivnik baci Iznenađenje koje nije zeleno, gubi 10 života."
  abilities:
    - triggered:
        when: casts
        player: opponent
        not_color: zelena
        type: Iznenađenje
        effects: [{lose_life: {who: trigger_player, amount: 10}}]
- name: Samotnjak
  cost: "0"
  type: Promena
  text: "Kad ne kontrolišeš nijedno biće, stavi u igru simbol-biće Vojnik 10/10."
  abilities:
    - triggered:
        when: state_holds
        state: you_control_no_creatures
        effects: [{create_token: {subtypes: [Vojnik], power: 10, toughness: 10}}]
- name: Ubojiti Šiljak
  cost: "0"
  type: Biće
  power: 10
  toughness: 10
  keywords: [Presretač]
  text: "Presretač. @: Ubojiti Šiljak nanosi 10 štete odabranom biću ili igraču. Kad god
    Ubojiti Šiljak nanese štetu biću, uništi to biće i dobijaš 10 života."
  abilities:
    - activated:
        cost: {tap: true}
        targets: [{kind: creature_or_player}]
        effects: [{damage: {to: target, amount: 10}}]
    - triggered:
        when: deals_damage
        to: creature
        effects:
          - destroy: {what: trigger_object}
          - gain_life: {who: you, amount: 10}
- name: Borbeni Šiljak
  cost: "0"
  type: Biće
  power: 10
  toughness: 10
  text: "@: Borbeni Šiljak nanosi 10 štete odabranom biću ili igraču. Kad god Borbeni Šiljak
    nanese borbenu štetu, dobijaš 20 života."
  abilities:
    - activated:
        cost: {tap: true}
        targets: [{kind: creature_or_player}]
        effects: [{damage: {to: target, amount: 10}}]
    - triggered:
        when: deals_damage
        combat: true
        effects: [{gain_life: {who: you, amount: 20}}]
- name: Trnoviti Golem
  cost: "0"
  type: Biće
  power: 0
  toughness: 50
  text: "Kad god je Trnovitom Golemu naneta šteta, dobijaš toliko života i uništi ono što mu je
    nanelo štetu."
  abilities:
    - triggered:
        when: is_dealt_damage
        effects:
          - gain_life: {who: you, amount: trigger_amount}
          - destroy: {what: trigger_object}
- name: Krvavi Trag
  cost: "0"
  type: Biće
  power: 10
  toughness: 10
  text: "@: Krvavi Trag nanosi 10 štete odabranom biću. Kad god biće kojem je Krvavi Trag naneo
    štetu u ovom potezu ode iz igre u odlagalište, dobijaš 10 života."
  abilities:
    - activated:
        cost: {tap: true}
        targets: [{kind: creature}]
        effects: [{damage: {to: target, amount: 10}}]
    - triggered:
        when: dies
        who: any
        damaged_by_self_this_turn: true
        effects: [{gain_life: {who: you, amount: 10}}]
- name: Osvetnik
  cost: "0"
  type: Biće
  power: 30
  toughness: 10
  text: "Kad Osvetnik ode iz igre u odlagalište, nanosi protivniku štetu jednaku svojoj snazi."
  abilities:
    - triggered:
        when: dies
        effects: [{damage: {to: each_opponent, amount: power}}]
- name: Tužni Svedok
  cost: "0"
  type: Biće
  power: 30
  toughness: 10
  text: "Kad god neko drugo biće ode iz igre u odlagalište, Tužni Svedok nanosi protivniku
    štetu jednaku svojoj snazi."
  abilities:
    - triggered:
        when: dies
        who: another
        effects: [{damage: {to: each_opponent, amount: power}}]
"""


@pytest.fixture(scope="module")
def pool() -> dict[str, CardDef]:
    return card_pool(CARDS)


def test_d11_10_enters_play_is_about_this_creature_unless_it_says_otherwise(
    pool: dict[str, CardDef],
) -> None:
    """D11.10: "Kad Tihi Glasnik uđe u igru" (no `who`: this permanent). Another creature
    entering doesn't trigger the Glasnik in play; the second Glasnik entering triggers its own
    ability only."""
    played(
        pool,
        """
name: Glasnik
rules: [D11.10]
setup:
  active: Ana
  step: glavna1
  players:
    - name: Ana
      hand: [Nulti Vojnik, Tihi Glasnik]
      play: [Tihi Glasnik]
    - name: Boris
script:
  - {cast: Nulti Vojnik}
  - {pass: Boris}
  - {pass: Ana}
  - expect: {stack_size: 0, life: {Ana: 200}}
  - {cast: Tihi Glasnik}
  - {pass: Boris}
  - {pass: Ana}
  - expect: {stack: [Tihi Glasnik]}
  - {pass: Ana}
  - {pass: Boris}
expect:
  stack_size: 0
  life: {Ana: 210, Boris: 200}
""",
    )


def test_d11_10_a_creature_enters_a_permanent_that_is_not_one_does_not_count(
    pool: dict[str, CardDef],
) -> None:
    """ "Kad god biće uđe u igru, njegov kontroler gubi 10 života" (`who: any`, `kind` left at
    its default, creature): Ana's artifact entering doesn't trigger Boris's Kapija; her
    creature does, and "its controller" is Ana, not the Kapija's controller."""
    played(
        pool,
        """
name: Kapija
rules: [D11.10]
setup:
  active: Ana
  step: glavna1
  players:
    - name: Ana
      hand: [Nulti Kip, Nulti Vojnik]
    - name: Boris
      play: [Kapija Dolazaka]
script:
  - {cast: Nulti Kip}
  - {pass: Boris}
  - {pass: Ana}
  - expect: {stack_size: 0, life: {Ana: 200, Boris: 200}}
  - {cast: Nulti Vojnik}
  - {pass: Boris}
  - {pass: Ana}
  - expect: {stack: [Kapija Dolazaka]}
  - {pass: Ana}
  - {pass: Boris}
expect:
  stack_size: 0
  life: {Ana: 190, Boris: 200}
""",
    )


def test_d11_10_who_another_you_control_you_control_opponent_controls(
    pool: dict[str, CardDef],
) -> None:
    """The values of `who` (whose creature entering counts): Ana's Straža Saveznika ("neko
    drugo biće pod tvojom kontrolom") triggers for her Vojnik but not for itself; Boris's
    Straža Granice ("biće pod kontrolom protivnika") for both of Ana's creatures; Boris's Straža
    Vojske ("biće pod tvojom kontrolom") for neither."""
    played(
        pool,
        """
name: Straže
rules: [D11.10]
setup:
  active: Ana
  step: glavna1
  players:
    - name: Ana
      hand: [Straža Saveznika, Nulti Vojnik]
    - name: Boris
      play: [Straža Vojske, Straža Granice]
script:
  - {cast: Straža Saveznika}
  - {pass: Boris}
  - {pass: Ana}
  - expect: {stack: [Straža Granice]}
  - {pass: Ana}
  - {pass: Boris}
  - expect: {stack_size: 0, life: {Ana: 200, Boris: 240}}
  - {cast: Nulti Vojnik}
  - {pass: Boris}
  - {pass: Ana}
  - expect: {stack_size: 2}
  - {pass: Ana}
  - {pass: Boris}
  - {pass: Ana}
  - {pass: Boris}
expect:
  stack_size: 0
  life: {Ana: 210, Boris: 280}
""",
    )


def test_d11_10_you_control_counts_your_own_creature_entering_itself_included(
    pool: dict[str, CardDef],
) -> None:
    """`who: you_control` ("Kad god biće pod tvojom kontrolom uđe u igru"): Ana's Straža
    Vojske triggers for her Vojnik, her Straža Granice doesn't (her own creature); Boris's
    Straža Granice does (an opponent's creature)."""
    played(
        pool,
        """
name: Straža Vojske
rules: [D11.10]
setup:
  active: Ana
  step: glavna1
  players:
    - name: Ana
      hand: [Nulti Vojnik]
      play: [Straža Vojske, Straža Granice]
    - name: Boris
      play: [Straža Granice]
script:
  - {cast: Nulti Vojnik}
  - {pass: Boris}
  - {pass: Ana}
  - expect: {stack_size: 2}
  - {pass: Ana}
  - {pass: Boris}
  - {pass: Ana}
  - {pass: Boris}
expect:
  stack_size: 0
  life: {Ana: 220, Boris: 240}
""",
    )


def test_d11_10_kind_any_counts_every_permanent(pool: dict[str, CardDef]) -> None:
    """`kind: any` ("Kad god permanent uđe u igru"): Ana's artifact entering triggers Boris's
    Kapija Svega, and "its controller" is Ana."""
    played(
        pool,
        """
name: Kapija Svega
rules: [D11.10]
setup:
  active: Ana
  step: glavna1
  players:
    - name: Ana
      hand: [Nulti Kip]
    - name: Boris
      play: [Kapija Svega]
script:
  - {cast: Nulti Kip}
  - {pass: Boris}
  - {pass: Ana}
  - expect: {stack: [Kapija Svega]}
  - {pass: Ana}
  - {pass: Boris}
expect:
  stack_size: 0
  life: {Ana: 190, Boris: 200}
""",
    )


def test_d11_10_dies_is_a_creature_going_from_play_to_an_odlagaliste(
    pool: dict[str, CardDef],
) -> None:
    """ "Kad god biće ode iz igre u odlagalište, njegov kontroler gubi 10 života": an artifact
    destroyed doesn't trigger Boris's Tugovanje (`kind` creature by default), a creature
    returned to its owner's hand doesn't (it didn't go to an odlagalište), a creature
    destroyed does — and "its controller" is Ana. Ana's Odlazak Svega ("Kad god permanent
    napusti igru", `kind: any`) triggers all three times."""
    played(
        pool,
        """
name: Tugovanje
rules: [D11.10]
setup:
  active: Ana
  step: glavna1
  players:
    - name: Ana
      hand: [Nulti Udar, Nulti Udar, Nulti Povratak]
      play: [Nulti Kip, Nulti Vojnik, Tihi Glasnik, Odlazak Svega]
    - name: Boris
      play: [Tugovanje]
script:
  - {cast: Nulti Udar, targets: [Nulti Kip]}
  - {pass: Boris}
  - {pass: Ana}
  - expect: {stack: [Odlazak Svega]}
  - {pass: Ana}
  - {pass: Boris}
  - expect: {stack_size: 0, life: {Ana: 190}, graveyard: {Ana: [Nulti Udar, Nulti Kip]}}
  - {cast: Nulti Povratak, targets: [Tihi Glasnik]}
  - {pass: Boris}
  - {pass: Ana}
  - expect: {stack: [Odlazak Svega]}
  - {pass: Ana}
  - {pass: Boris}
  - expect: {stack_size: 0, life: {Ana: 180}, hand: {Ana: [Nulti Udar, Tihi Glasnik]}}
  - {cast: Nulti Udar, targets: [Nulti Vojnik]}
  - {pass: Boris}
  - {pass: Ana}
  - expect: {stack: [Tugovanje, Odlazak Svega]}
  - {pass: Ana}
  - {pass: Boris}
  - {pass: Ana}
  - {pass: Boris}
expect:
  stack_size: 0
  life: {Ana: 160, Boris: 200}
""",
    )


def test_d11_106_whose_creature_left_play_you_control_and_enchanted(
    pool: dict[str, CardDef],
) -> None:
    """`who` of a leaving creature: Ana's Oplakivač ("biće pod tvojom kontrolom") triggers for
    her Vojnik only; Boris's Rastanak ("... napusti igru") for his Kavgadžija only; Ana's Senka
    Tuge on Boris's Kavgadžija ("promenjeno biće", D11.106: still attached as it leaves)
    triggers for Kavgadžija, not for Ana's Vojnik."""
    played(
        pool,
        """
name: Oplakivač, Rastanak, Senka Tuge
rules: [D11.106, D11.10]
setup:
  active: Ana
  step: glavna1
  players:
    - name: Ana
      hand: [Nulti Udar, Nulti Udar]
      play: [Oplakivač, Nulti Vojnik, {card: Senka Tuge, attached_to: Kavgadžija}]
    - name: Boris
      play: [Rastanak, Kavgadžija]
script:
  - {cast: Nulti Udar, targets: [Nulti Vojnik]}
  - {pass: Boris}
  - {pass: Ana}
  - expect: {stack: [Oplakivač]}
  - {pass: Ana}
  - {pass: Boris}
  - expect: {stack_size: 0, life: {Ana: 210, Boris: 200}}
  - {cast: Nulti Udar, targets: [Kavgadžija]}
  - {pass: Boris}
  - {pass: Ana}
  - expect: {stack_size: 2}
  - {pass: Ana}
  - {pass: Boris}
  - {pass: Ana}
  - {pass: Boris}
expect:
  stack_size: 0
  life: {Ana: 250, Boris: 220}
  not_in_play: [Senka Tuge]
""",
    )


def test_d11_10_attacks_this_creature_and_every_artifact_that_attacks(
    pool: dict[str, CardDef],
) -> None:
    """ "Kad Jurišni Glasnik napadne" (no `who`: this creature) triggers once, about the
    Glasnik, though two other creatures attack with it, the Vojnik declared first; Boris's
    Stražar Bojišta ("Kad god artefakt napadne", C9.30) once, for the Letilica; both make
    the attacking player, Ana, lose life."""
    played(
        pool,
        """
name: Jurišni Glasnik
rules: [D11.10, C9.30]
setup:
  active: Ana
  step: glavna1
  players:
    - name: Ana
      play: [Nulti Vojnik, Jurišni Glasnik, Bakarna Letilica]
    - name: Boris
      play: [Stražar Bojišta]
script:
  - {pass_until: {step: napadači, kind: attackers}}
  - {attack: [Nulti Vojnik, Jurišni Glasnik, Bakarna Letilica]}
  - expect: {stack: [Stražar Bojišta, Jurišni Glasnik]}
  - {pass: Ana}
  - {pass: Boris}
  - {pass: Ana}
  - {pass: Boris}
expect:
  stack_size: 0
  life: {Ana: 180, Boris: 200}
  permanent:
    Jurišni Glasnik: {power: 20}
    Nulti Vojnik: {power: 10}
""",
    )


def test_d11_10_attacks_who_you_control_counts_each_of_your_attackers(
    pool: dict[str, CardDef],
) -> None:
    """`who: you_control` ("Kad god biće pod tvojom kontrolom napadne"): Ana's Zastava
    triggers once for each of her two attackers (C9.30); Boris's Zastava not at all."""
    played(
        pool,
        """
name: Zastava Vojske
rules: [D11.10, C9.30]
setup:
  active: Ana
  step: glavna1
  players:
    - name: Ana
      play: [Zastava Vojske, Nulti Vojnik, Tihi Glasnik]
    - name: Boris
      play: [Zastava Vojske]
script:
  - {pass_until: {step: napadači, kind: attackers}}
  - {attack: [Nulti Vojnik, Tihi Glasnik]}
  - expect: {stack_size: 2}
  - {pass: Ana}
  - {pass: Boris}
  - {pass: Ana}
  - {pass: Boris}
expect:
  stack_size: 0
  life: {Ana: 220, Boris: 200}
""",
    )


def test_d11_91_blocks_is_about_the_creature_this_one_blocks(pool: dict[str, CardDef]) -> None:
    """D11.91: "Kad Branik blokira" triggers once, about the creature the Branik blocks (the
    Vojnik, not the Glasnik another creature blocks); the blocking player is Boris. Zidar
    ("Kad god Zidar blokira biće", D11.92) too, once."""
    played(
        pool,
        """
name: Branik
rules: [D11.91, D11.92]
setup:
  active: Ana
  step: glavna1
  players:
    - name: Ana
      play: [Nulti Vojnik, Tihi Glasnik, Jurišni Glasnik]
    - name: Boris
      play: [Branik, Kavgadžija, Zidar]
script:
  - {pass_until: {step: napadači, kind: attackers}}
  - {attack: [Tihi Glasnik, Nulti Vojnik]}
  - {pass_until: {step: blokeri, kind: blockers}}
  - {block: {Kavgadžija: Tihi Glasnik, Branik: Nulti Vojnik, Zidar: Tihi Glasnik}}
  - {order: [Branik, Zidar]}
  - expect: {stack: [Zidar, Branik]}
  - {pass: Ana}
  - {pass: Boris}
  - {pass: Ana}
  - {pass: Boris}
  - expect: {stack_size: 0}
expect:
  life: {Ana: 200, Boris: 180}
  not_in_play: [Nulti Vojnik]
  permanent: {Tihi Glasnik: {in_play: true}}
""",
    )


def test_d11_95_becomes_blocked_by_at_least_two(pool: dict[str, CardDef]) -> None:
    """D11.93, D11.95: "Kad Bojni Rog bude blokiran sa bar dva bića" — not when it attacks
    unblocked, not when one creature blocks it, once when two do ("ta bića": both blockers;
    the blocking player is Boris)."""
    played(
        pool,
        """
name: Bojni Rog
rules: [D11.93, D11.95]
setup:
  active: Ana
  step: glavna1
  players:
    - name: Ana
      play: [Bojni Rog]
      library: [Grom, Grom, Grom]
    - name: Boris
      play: [Kavgadžija, Branik]
      library: [Grom, Grom, Grom]
script:
  - {pass_until: {step: napadači, kind: attackers}}
  - {attack: [Bojni Rog]}
  - {pass_until: {step: blokeri, kind: blockers}}
  - {block: {}}
  - expect: {stack_size: 0}
  - {pass_until: {step: napadači, turn: 4, kind: attackers}}
  - {attack: [Bojni Rog]}
  - {pass_until: {step: blokeri, kind: blockers}}
  - {block: {Kavgadžija: Bojni Rog}}
  - expect: {stack_size: 0}
  - {pass_until: {step: napadači, turn: 6, kind: attackers}}
  - {attack: [Bojni Rog]}
  - {pass_until: {step: blokeri, kind: blockers}}
  - {block: {Kavgadžija: Bojni Rog, Branik: Bojni Rog}}
  - expect: {stack: [Branik, Bojni Rog]}
  - {pass: Ana}
  - {pass: Boris}
  - {pass: Ana}
  - {pass: Boris}
expect:
  stack_size: 0
  life: {Ana: 200, Boris: 170}
  not_in_play: [Bojni Rog, Kavgadžija, Branik]
""",
    )


#: Ana attacks with Brzi Vojnik ("Presretač": cast at any time); while a trigger about it waits
#: on the niz she returns it to her hand and casts it again: a new object (B16.13)
AGAIN = """
  - {cast: Nulti Povratak, targets: [Brzi Vojnik]}
  - {pass: Boris}
  - {pass: Ana}
  - {cast: Brzi Vojnik}
  - {pass: Boris}
  - {pass: Ana}
  - expect: {stack_size: 1, permanent: {Brzi Vojnik: {attacking: false}}}
  - {pass: Ana}
  - {pass: Boris}
expect:
  stack_size: 0
  permanent: {Brzi Vojnik: {in_play: true}}
"""


def test_b16_13_an_attacker_that_left_and_came_back_is_not_that_creature(
    pool: dict[str, CardDef],
) -> None:
    """B16.13: Boris's Osveta Bojišta ("Kad god biće napadne, uništi ga") triggers for Ana's
    Brzi Vojnik; she returns it to her hand and casts it again before the ability resolves:
    "it" was the attacker, a permanent that no longer exists, and the new Vojnik stays."""
    played(
        pool,
        """
name: Osveta Bojišta
rules: [B16.13, C9.30]
setup:
  active: Ana
  step: glavna1
  players:
    - name: Ana
      hand: [Nulti Povratak]
      play: [Brzi Vojnik]
    - name: Boris
      play: [Osveta Bojišta]
script:
  - {pass_until: {step: napadači, kind: attackers}}
  - {attack: [Brzi Vojnik]}
  - expect: {stack: [Osveta Bojišta]}
"""
        + AGAIN,
    )


@pytest.mark.parametrize("blocker", ["Branik", "Lovac na Napadače"])
def test_b16_13_a_blocked_creature_that_left_and_came_back_is_not_that_creature(
    pool: dict[str, CardDef], blocker: str
) -> None:
    """B16.13, D11.91, D11.92: Boris's blocker's ability ("uništi biće koje blokira") is about
    the Brzi Vojnik it blocks; Ana returns the Vojnik to her hand and casts it again before the
    ability resolves, and the new Vojnik stays."""
    played(
        pool,
        f"""
name: {blocker}
rules: [B16.13, D11.91, D11.92]
setup:
  active: Ana
  step: glavna1
  players:
    - name: Ana
      hand: [Nulti Povratak]
      play: [Brzi Vojnik]
    - name: Boris
      play: [{blocker}]
script:
  - {{pass_until: {{step: napadači, kind: attackers}}}}
  - {{attack: [Brzi Vojnik]}}
  - {{pass_until: {{step: blokeri, kind: blockers}}}}
  - {{block: {{{blocker}: Brzi Vojnik}}}}
  - expect: {{stack: [{blocker}]}}
"""
        + AGAIN,
    )


def test_d11_93_becomes_blocked_not_when_unblocked(pool: dict[str, CardDef]) -> None:
    """D11.93: "Kad Bojni Bubanj bude blokiran" — not when Kavgadžija blocks the creature
    attacking beside it; once when Kavgadžija blocks the Bubanj."""
    played(
        pool,
        """
name: Bojni Bubanj
rules: [D11.93]
setup:
  active: Ana
  step: glavna1
  players:
    - name: Ana
      play: [Bojni Bubanj, Nulti Vojnik]
      library: [Grom, Grom, Grom]
    - name: Boris
      play: [Kavgadžija]
      library: [Grom, Grom, Grom]
script:
  - {pass_until: {step: napadači, kind: attackers}}
  - {attack: [Bojni Bubanj, Nulti Vojnik]}
  - {pass_until: {step: blokeri, kind: blockers}}
  - {block: {Kavgadžija: Nulti Vojnik}}
  - expect: {stack_size: 0}
  - {pass_until: {step: napadači, turn: 4, kind: attackers}}
  - {attack: [Bojni Bubanj]}
  - {pass_until: {step: blokeri, kind: blockers}}
  - {block: {Kavgadžija: Bojni Bubanj}}
  - expect: {stack: [Bojni Bubanj]}
  - {pass: Ana}
  - {pass: Boris}
expect:
  stack_size: 0
  life: {Ana: 210}
""",
    )


def test_d11_95_blocks_exactly_two(pool: dict[str, CardDef]) -> None:
    """D11.95, C10.25: "Kad Dvostruki Branik blokira tačno dva bića" — not when it blocks one
    attacker (the other deals Boris 10 damage), once when it blocks two."""
    played(
        pool,
        """
name: Dvostruki Branik
rules: [D11.95, C10.25]
setup:
  active: Ana
  step: glavna1
  players:
    - name: Ana
      play: [Nulti Vojnik, Tihi Glasnik]
      library: [Grom, Grom, Grom]
    - name: Boris
      play: [Dvostruki Branik]
      library: [Grom, Grom, Grom]
script:
  - {pass_until: {step: napadači, kind: attackers}}
  - {attack: [Nulti Vojnik, Tihi Glasnik]}
  - {pass_until: {step: blokeri, kind: blockers}}
  - {block: {Dvostruki Branik: Nulti Vojnik}}
  - expect: {stack_size: 0}
  - {pass_until: {step: napadači, turn: 4, kind: attackers}}
  - {attack: [Nulti Vojnik, Tihi Glasnik]}
  - {pass_until: {step: blokeri, kind: blockers}}
  - {block: [[Dvostruki Branik, Nulti Vojnik], [Dvostruki Branik, Tihi Glasnik]]}
  - expect: {stack: [Dvostruki Branik]}
  - {pass: Ana}
  - {pass: Boris}
expect:
  stack_size: 0
  life: {Boris: 200}  # 10 from the Glasnik unblocked in turn 2, 10 gained in turn 4
""",
    )


def test_d11_10_your_upkeep_your_draws_the_opponents_draws(pool: dict[str, CardDef]) -> None:
    """ "Na početku tvoje pripreme" (`whose` left at its default, your turn): Ana's Molitva
    triggers in her priprema, not in Boris's. "Kad god vučeš kartu" (`player: you`) for her
    draw only; "Kad god protivnik vuče kartu" (`player: opponent`) for Boris's only."""
    played(
        pool,
        """
name: Molitva i znanje
rules: [D11.10, C3]
setup:
  active: Boris
  turn: 2
  step: kraj_poteza
  players:
    - name: Ana
      play: [Jutarnja Molitva, Žeđ za Znanjem, Tuđe Znanje]
      library: [Grom, Grom, Grom]
    - name: Boris
      library: [Grom, Grom, Grom]
script:
  - {pass_until: {step: glavna1, turn: 3}}
  - expect: {life: {Ana: 220}, hand_count: {Ana: 1}}
  - {pass_until: {step: glavna1, turn: 4}}
expect:
  life: {Ana: 240}
  hand_count: {Boris: 1}
""",
    )


def test_d11_10_casts_the_opponents_spell_of_a_type_not_of_a_colour(
    pool: dict[str, CardDef],
) -> None:
    """ "Kad god protivnik baci Iznenađenje koje nije zeleno, gubi 10 života": Boris's Oko
    Straže doesn't trigger for Ana's creature spell or her green Iznenađenje, and does for her
    colourless one ("gubi": Ana); Ana's own Oko Straže never triggers for her spells."""
    played(
        pool,
        """
name: Oko Straže
rules: [D11.10]
setup:
  active: Ana
  step: glavna1
  players:
    - name: Ana
      hand: [Nulti Vojnik, Prirodna Transformacija, Nulti Udar]
      play: [Oko Straže, Nulti Kip, Kavgadžija, {card: Mladi Vuk, as_source: true}]
    - name: Boris
      play: [Oko Straže]
script:
  - {cast: Nulti Vojnik}
  - {pass: Boris}
  - {pass: Ana}
  - {cast: Prirodna Transformacija, targets: [Kavgadžija]}
  - {pass: Boris}
  - {pass: Ana}
  - expect: {stack_size: 0, life: {Ana: 200}}
  - {cast: Nulti Udar, targets: [Nulti Kip]}
  - expect: {stack: [Oko Straže, Nulti Udar]}
  - {pass: Boris}
  - {pass: Ana}
  - {pass: Ana}
  - {pass: Boris}
expect:
  stack_size: 0
  life: {Ana: 190, Boris: 200}
  not_in_play: [Nulti Kip]
""",
    )


def test_d11_110_a_state_trigger_when_you_control_no_creatures(
    pool: dict[str, CardDef],
) -> None:
    """D11.110: "Kad ne kontrolišeš nijedno biće" triggers once Ana's only creature is
    destroyed (Boris's creature doesn't count), not while she has one."""
    played(
        pool,
        """
name: Samotnjak
rules: [D11.110]
setup:
  active: Ana
  step: glavna1
  players:
    - name: Ana
      hand: [Nulti Udar]
      play: [Samotnjak, Nulti Vojnik]
    - name: Boris
      play: [Kavgadžija]
script:
  - expect: {stack_size: 0}
  - {cast: Nulti Udar, targets: [Nulti Vojnik]}
  - {pass: Boris}
  - {pass: Ana}
  - expect: {stack: [Samotnjak]}
  - {pass: Ana}
  - {pass: Boris}
expect:
  stack_size: 0
  tokens: {Ana: [Vojnik]}
""",
    )


def test_d11_10_deals_damage_to_a_creature_and_combat_damage(pool: dict[str, CardDef]) -> None:
    """ "Kad god Ubojiti Šiljak nanese štetu biću" (`to: creature`): not when it deals damage
    to Boris; when it deals combat damage to Kavgadžija, "to biće" is destroyed. "Kad god
    Borbeni Šiljak nanese borbenu štetu" (`combat: true`): not for the damage of its @
    ability, once for its combat damage to Boris."""
    played(
        pool,
        """
name: Šiljci
rules: [D11.10, D20]
setup:
  active: Ana
  step: glavna1
  players:
    - name: Ana
      play: [Ubojiti Šiljak, Borbeni Šiljak]
      library: [Grom, Grom, Grom]
    - name: Boris
      play: [Kavgadžija]
      library: [Grom, Grom, Grom]
script:
  - {activate: Ubojiti Šiljak, targets: [Boris]}
  - {pass: Boris}
  - {pass: Ana}
  - {activate: Borbeni Šiljak, targets: [Boris]}
  - {pass: Boris}
  - {pass: Ana}
  - expect: {stack_size: 0, life: {Ana: 200, Boris: 180}}
  - {pass_until: {step: napadači, turn: 4, kind: attackers}}
  - {attack: [Ubojiti Šiljak, Borbeni Šiljak]}
  - {pass_until: {step: blokeri, kind: blockers}}
  - {block: {Kavgadžija: Ubojiti Šiljak}}
  - {pass_until: {step: borbena_šteta}}
  - {pass: Ana}
  - {pass: Boris}
  - {order: [Ubojiti Šiljak, Borbeni Šiljak]}
  - expect: {stack: [Borbeni Šiljak, Ubojiti Šiljak]}
  - {pass: Ana}
  - {pass: Boris}
  - {pass: Ana}
  - {pass: Boris}
expect:
  stack_size: 0
  life: {Ana: 230, Boris: 170}
  not_in_play: [Kavgadžija, Ubojiti Šiljak]
""",
    )


def test_d11_10_is_dealt_damage_this_creature_by_what(pool: dict[str, CardDef]) -> None:
    """ "Kad god je Trnovitom Golemu naneta šteta, dobijaš toliko života i uništi ono što mu je
    nanelo štetu": Grom at Kavgadžija doesn't trigger it; the Vojnik it blocks deals it 10
    combat damage — Boris gains 10 and the Vojnik is destroyed."""
    played(
        pool,
        """
name: Trnoviti Golem
rules: [D11.10, D20]
setup:
  active: Ana
  step: glavna1
  players:
    - name: Ana
      hand: [Grom]
      play: [Nulti Vojnik, {card: Vatreni Vuk, as_source: true}]
    - name: Boris
      play: [Trnoviti Golem, Kavgadžija]
script:
  - {cast: Grom, targets: [Kavgadžija]}
  - {pass: Boris}
  - {pass: Ana}
  - expect: {stack_size: 0, life: {Boris: 200}, not_in_play: [Kavgadžija]}
  - {pass_until: {step: napadači, kind: attackers}}
  - {attack: [Nulti Vojnik]}
  - {pass_until: {step: blokeri, kind: blockers}}
  - {block: {Trnoviti Golem: Nulti Vojnik}}
  - {pass_until: {step: borbena_šteta}}
  - {pass: Ana}
  - {pass: Boris}
  - expect: {stack: [Trnoviti Golem]}
  - {pass: Ana}
  - {pass: Boris}
expect:
  stack_size: 0
  life: {Ana: 200, Boris: 210}
  not_in_play: [Nulti Vojnik]
""",
    )


def test_d11_10_dies_after_this_dealt_it_damage_this_turn(pool: dict[str, CardDef]) -> None:
    """ "Kad god biće kojem je Krvavi Trag naneo štetu u ovom potezu ode u odlagalište": not for
    a creature cast this turn and destroyed without damage from it; for the Vojnik its @
    ability kills at once."""
    played(
        pool,
        """
name: Krvavi Trag
rules: [D11.10, B16.13]
setup:
  active: Ana
  step: glavna1
  players:
    - name: Ana
      hand: [Nulti Vojnik, Nulti Udar]
      play: [Krvavi Trag, Tihi Glasnik]
    - name: Boris
      play: [Nulti Vojnik]
script:
  - {cast: Nulti Vojnik}
  - {pass: Boris}
  - {pass: Ana}
  - {cast: Nulti Udar, targets: [{card: Nulti Vojnik, owner: Ana, zone: u igri}]}
  - {pass: Boris}
  - {pass: Ana}
  - expect: {stack_size: 0, life: {Ana: 200}}
  - {activate: Krvavi Trag, targets: [Nulti Vojnik]}
  - {pass: Boris}
  - {pass: Ana}
  - expect: {stack: [Krvavi Trag]}
  - {pass: Ana}
  - {pass: Boris}
expect:
  stack_size: 0
  life: {Ana: 210}
""",
    )


def test_b16_13_dies_together_with_the_creature_it_damaged(pool: dict[str, CardDef]) -> None:
    """B16.13, D11.106: Krvavi Trag deals 10 damage to Kavgadžija; then Oluja deals 20 to each
    creature and both go to the odlagalište at once. The Trag that dealt the damage is the
    object that just left play, so its ability triggers for Kavgadžija."""
    played(
        pool,
        """
name: Krvavi Trag i Oluja
rules: [B16.13, D11.106]
setup:
  active: Ana
  step: glavna1
  players:
    - name: Ana
      hand: [Oluja]
      play: [Krvavi Trag, {card: Grom, as_source: true}, {card: Vatreni Vuk, as_source: true}]
    - name: Boris
      play: [Kavgadžija]
script:
  - {activate: Krvavi Trag, targets: [Kavgadžija]}
  - {pass: Boris}
  - {pass: Ana}
  - {cast: Oluja}
  - {pass: Boris}
  - {pass: Ana}
  - expect: {stack: [Krvavi Trag]}
  - {pass: Ana}
  - {pass: Boris}
expect:
  stack_size: 0
  life: {Ana: 210}
  not_in_play: [Krvavi Trag, Kavgadžija]
""",
    )


def test_b16_13_a_damaged_creature_that_left_and_came_back_is_not_that_creature(
    pool: dict[str, CardDef],
) -> None:
    """B16.13: Ubojiti Šiljak's @ ability deals 10 damage to Ana's Brzi Vojnik and its
    trigger ("uništi to biće") waits on the niz; Ana returns the Vojnik to her hand and casts
    it again: the new Vojnik stays (Ana still gains the 10 life)."""
    played(
        pool,
        """
name: Ubojiti Šiljak i Brzi Vojnik
rules: [B16.13, D11.10]
setup:
  active: Ana
  step: glavna1
  players:
    - name: Ana
      hand: [Nulti Povratak]
      play: [Ubojiti Šiljak, Brzi Vojnik]
    - name: Boris
script:
  - {activate: Ubojiti Šiljak, targets: [Brzi Vojnik]}
  - {pass: Boris}
  - {pass: Ana}
  - expect: {stack: [Ubojiti Šiljak]}
"""
        + AGAIN.replace(
            "permanent: {Brzi Vojnik: {in_play: true}}",
            "permanent: {Brzi Vojnik: {in_play: true}}\n  life: {Ana: 210}",
        ),
    )


def test_b16_13_damage_from_an_earlier_existence_does_not_trigger_the_new_one(
    pool: dict[str, CardDef],
) -> None:
    """B16.13: Ana activates Ubojiti Šiljak at Kavgadžija; in response Boris returns the
    Šiljak to her hand, and she casts it again ("Presretač") before the ability resolves. The
    damage is dealt by the Šiljak that left play; the new one's "Kad god Ubojiti Šiljak nanese
    štetu biću" does not trigger: Kavgadžija stays and Ana gains nothing. (D9.13: after a
    spell or ability is played, priority passes to the next player.)"""
    played(
        pool,
        """
name: Ubojiti Šiljak se vraća
rules: [B16.13, D11.10]
setup:
  active: Ana
  step: glavna1
  players:
    - name: Ana
      play: [Ubojiti Šiljak]
    - name: Boris
      hand: [Nulti Povratak]
      play: [Kavgadžija]
script:
  - {activate: Ubojiti Šiljak, targets: [Kavgadžija]}
  - {cast: Nulti Povratak, player: Boris, targets: [Ubojiti Šiljak]}
  - {pass: Ana}
  - {pass: Boris}
  - {cast: Ubojiti Šiljak}
  - {pass: Boris}
  - {pass: Ana}
  - expect: {stack: [Ubojiti Šiljak]}
  - {pass: Ana}
  - {pass: Boris}
expect:
  stack_size: 0
  life: {Ana: 200}
  permanent: {Kavgadžija: {in_play: true, damage: 10}, Ubojiti Šiljak: {in_play: true}}
""",
    )


def test_d3_60_a_creature_that_died_deals_damage_as_it_last_existed(
    pool: dict[str, CardDef],
) -> None:
    """D3.60, D11.106: "Kad Osvetnik ode ... u odlagalište, nanosi protivniku štetu jednaku
    svojoj snazi": its power is read as it last existed in play (pumped by Prirodna
    Transformacija: 60), though the card is in the odlagalište when the ability resolves."""
    played(
        pool,
        """
name: Osvetnik
rules: [D3.60, D11.106]
setup:
  active: Ana
  step: glavna1
  players:
    - name: Ana
      hand: [Prirodna Transformacija, Nulti Udar]
      play: [Osvetnik, {card: Mladi Vuk, as_source: true}]
    - name: Boris
script:
  - {cast: Prirodna Transformacija, targets: [Osvetnik]}
  - {pass: Boris}
  - {pass: Ana}
  - {cast: Nulti Udar, targets: [Osvetnik]}
  - {pass: Boris}
  - {pass: Ana}
  - expect: {stack: [Osvetnik]}
  - {pass: Ana}
  - {pass: Boris}
expect:
  stack_size: 0
  life: {Ana: 200, Boris: 140}
""",
    )


@pytest.mark.parametrize("first", ["Tužni Svedok", "Nulti Vojnik"])
def test_d3_60_the_source_that_died_with_the_creature_is_itself_as_it_last_existed(
    pool: dict[str, CardDef], first: str
) -> None:
    """D3.60, D14.26, D11.104: Oluja kills Boris's Tužni Svedok ("Kad god neko drugo biće ode
    ... u odlagalište, Tužni Svedok nanosi protivniku štetu jednaku svojoj snazi") and Ana's
    Vojnik at once. The ability is the Svedok's: it deals damage as the Svedok last existed
    (30), not as the Vojnik did — whichever of the two went to the odlagalište first."""
    second = "Nulti Vojnik" if first == "Tužni Svedok" else "Tužni Svedok"
    owner = {"Tužni Svedok": "Boris", "Nulti Vojnik": "Ana"}
    played(
        pool,
        f"""
name: Tužni Svedok
rules: [D3.60, D14.26, D11.104]
setup:
  active: Ana
  step: glavna1
  players:
    - name: Ana
      hand: [Oluja]
      play:
        - {{card: {first}, controller: {owner[first]}}}
        - {{card: {second}, controller: {owner[second]}}}
        - {{card: Grom, as_source: true}}
        - {{card: Vatreni Vuk, as_source: true}}
    - name: Boris
script:
  - {{cast: Oluja}}
  - {{pass: Boris}}
  - {{pass: Ana}}
  - expect: {{stack_items: [{{name: Tužni Svedok, kind: trigger, controller: Boris}}]}}
  - {{pass: Ana}}
  - {{pass: Boris}}
expect:
  stack_size: 0
  life: {{Ana: 170, Boris: 200}}
  not_in_play: [Tužni Svedok, Nulti Vojnik]
""",
    )
