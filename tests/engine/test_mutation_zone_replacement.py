"""Replacing a card's way to the odlagalište (izvori/engine/zone_replacement.py, D20.60,
D20.64, D20.91) as a judge reads it: which cards a replacement sees ("this creature" / "a card",
"from play" / from anywhere), who chooses, where the card goes, and what the log says of it.

Written for the mutants of zone_replacement.py that the rules scenarios let through
(docs/mutation.md). The cards of EXTRA are written for this module only, in the vocabulary of
docs/cards.md (`op: replace_to_graveyard`), like the scenarios' (Večni Zaborav and Feniks
Povratnik of tests/scenarios/pravila/d20_91_zamena_odlaska_*).
"""

from __future__ import annotations

import pytest
from positions import played

from izvori.engine.carddef import CardDef
from izvori.engine.events import ZoneChanged, ZoneChangeReplaced
from izvori.engine.game import Game
from izvori.engine.objects import Zone
from izvori.gamelog import event_line
from izvori.scenario.table import card_pool, obj, refusal

EXTRA = """
- name: Večni Zaborav
  cost: "2C"
  type: Promena
  text: "Ako bi karta otišla na odlagalište, umesto toga je ukloni iz igre."
  abilities:
    - static: {op: replace_to_graveyard, which: any, goes_to: removed}
- name: Zaborav Bojišta
  cost: "2C"
  type: Promena
  text: "Ako bi karta otišla na odlagalište iz igre, umesto toga je ukloni iz igre."
  abilities:
    - static: {op: replace_to_graveyard, which: any, from: play, goes_to: removed}
- name: Tvrdoglavi Duh
  cost: "2Z"
  type: Biće
  power: 10
  toughness: 10
  text: >-
    Ako bi Tvrdoglavi Duh otišao na odlagalište iz igre, umesto toga ga stavi na vrh biblioteke
    vlasnika.
  abilities:
    - static: {op: replace_to_graveyard, from: play, goes_to: library_top}
- name: Dvostruki Zaborav
  cost: "3C"
  type: Promena
  text: >-
    Ako bi karta otišla na odlagalište iz igre, umesto toga je ukloni iz igre. Ako bi karta
    otišla na odlagalište, umesto toga je stavi na vrh biblioteke vlasnika.
  abilities:
    - static: {op: replace_to_graveyard, which: any, from: play, goes_to: removed}
    - static: {op: replace_to_graveyard, which: any, goes_to: library_top}
- name: Štedljivi Zaborav
  cost: "3C"
  type: Promena
  text: >-
    Tvoje magije koštaju 1 manje. Ako bi karta otišla na odlagalište, umesto toga je ukloni iz
    igre.
  abilities:
    - static: {op: cost_reduction, amount: 1}
    - static: {op: replace_to_graveyard, which: any, goes_to: removed}
- name: Čuvar Groba
  cost: "3C"
  type: Promena
  text: >-
    Ako bi Čuvar Groba otišao na odlagalište, umesto toga ga stavi na vrh biblioteke vlasnika.
    Ako bi karta otišla na odlagalište, umesto toga je ukloni iz igre.
  abilities:
    - static: {op: replace_to_graveyard, which: self, goes_to: library_top}
    - static: {op: replace_to_graveyard, which: any, goes_to: removed}
- name: Zaborav Biblioteke
  cost: "2P"
  type: Promena
  text: "Ako bi karta otišla na odlagalište, umesto toga je stavi na vrh biblioteke vlasnika."
  abilities:
    - static: {op: replace_to_graveyard, which: any, goes_to: library_top}
- name: Smak Sveta
  cost: "4"
  type: Vradžbina
  text: "Uništi sva bića. Zatim svaki igrač vuče kartu."
  effects:
    - destroy: {what: all_creatures}
    - draw: {who: each_player}
- name: Feniks Povratnik
  cost: "2R"
  type: Biće
  power: 20
  toughness: 20
  text: >-
    Ako bi Feniks Povratnik otišao na odlagalište iz igre, umesto toga ga možeš staviti na vrh
    biblioteke vlasnika.
  abilities:
    - static:
        op: replace_to_graveyard
        which: self
        from: play
        goes_to: library_top
        optional: true
- name: Pepeljasti Feniks
  cost: "2R"
  type: Biće
  power: 20
  toughness: 20
  text: >-
    Ako bi Pepeljasti Feniks otišao na odlagalište iz igre, umesto toga ga možeš ukloniti iz
    igre.
  abilities:
    - static:
        op: replace_to_graveyard
        which: self
        from: play
        goes_to: removed
        optional: true
"""


@pytest.fixture(scope="module")
def pool() -> dict[str, CardDef]:
    return card_pool(EXTRA)


def _terror(ana_play: str, target: str, extra: str = "", boris_play: str = "") -> str:
    """Boris casts Teror Mraka on Ana's `target`; Ana has `ana_play` in play."""
    return f"""
name: Teror Mraka na {target}
rules: [D20.60, D20.91]
setup:
  active: Boris
  step: glavna1
  players:
    - name: Ana
      library: [Grom, Oluja]
      play: [{ana_play}]
    - name: Boris
      hand: [Teror Mraka]
      library: [Grom]
      play: [{boris_play}{{card: Grobni Skelet, as_source: true}},
             {{card: Grobni Skelet, as_source: true}}]
script:
  - {{cast: Teror Mraka, targets: [{target}]}}
  - {{pass: Ana}}
  - {{pass: Boris}}
{extra}"""


def _moves(game: Game, name: str) -> list[tuple[str, str, str]]:
    return [
        (e.from_zone, e.to_zone, e.cause)
        for e in game.log
        if isinstance(e, ZoneChanged) and e.name == name
    ]


def test_d20_60_a_destroyed_creature_removed_instead_is_still_destroyed_in_the_log(
    pool: dict[str, CardDef],
) -> None:
    """D20.60: Ana's Večni Zaborav ("if a card would go to the odlagalište, remove it from the
    game instead") — Boris destroys Ana's Mladi Vuk (a permanent with no static ability, in
    play before Zaborav): it is removed from the game; its move is still the destruction
    (the log tells it once, as destroyed), and the replacement's event names the card, its
    owner and Zaborav. Teror Mraka, going from the niz to the odlagalište, is removed too."""
    game = played(
        pool,
        _terror(
            "Mladi Vuk, Večni Zaborav",
            "Mladi Vuk",
            "expect:\n  removed: {Ana: [Mladi Vuk], Boris: [Teror Mraka]}\n"
            "  graveyard: {Ana: [], Boris: []}\n",
        ),
    )
    assert _moves(game, "Mladi Vuk") == [("u igri", "van igre", "destroy")]
    vuk = obj(game, "Mladi Vuk", Zone.REMOVED)
    zaborav = obj(game, "Večni Zaborav")
    (ev,) = [e for e in game.log if isinstance(e, ZoneChangeReplaced) and e.card == vuk]
    assert (ev.to_zone, ev.name, ev.owner, ev.source, ev.source_name) == (
        "removed",
        "Mladi Vuk",
        0,
        zaborav,
        "Večni Zaborav",
    )
    assert "Večni Zaborav" in str(event_line(game, ev))


def test_d20_60_this_creature_only(
    pool: dict[str, CardDef],
) -> None:
    """D20.60: Tvrdoglavi Duh's replacement ("if Tvrdoglavi Duh would go ...": written without
    `which`, it is about the Duh itself) leaves Ana's Mladi Vuk alone — destroyed, it goes to
    the odlagalište. Destroyed itself, the Duh goes on top of Ana's library instead, and the
    log names it as the card that moved and as the replacement's source."""
    game = played(
        pool,
        _terror(
            "Tvrdoglavi Duh, Mladi Vuk",
            "Mladi Vuk",
            "expect:\n  graveyard: {Ana: [Mladi Vuk]}\n  library: {Ana: [Grom, Oluja]}\n",
        ),
    )
    assert not [e for e in game.log if isinstance(e, ZoneChangeReplaced)]
    game = played(
        pool,
        _terror(
            "Tvrdoglavi Duh, Mladi Vuk",
            "Tvrdoglavi Duh",
            "expect:\n  library: {Ana: [Tvrdoglavi Duh, Grom, Oluja]}\n  graveyard: {Ana: []}\n",
        ),
    )
    (ev,) = [e for e in game.log if isinstance(e, ZoneChangeReplaced)]
    assert (ev.to_zone, ev.name, ev.source_name) == (
        "library_top",
        "Tvrdoglavi Duh",
        "Tvrdoglavi Duh",
    )
    assert _moves(game, "Tvrdoglavi Duh") == [("u igri", "biblioteka", "destroy")]


def test_d20_60_from_play_only_leaves_a_spell_going_to_the_odlagaliste_alone(
    pool: dict[str, CardDef],
) -> None:
    """D20.60: Zaborav Bojišta replaces only a card's way from play ("iz igre"): Ana's
    destroyed Mladi Vuk is removed from the game; Boris's Teror Mraka, going from the niz,
    goes to his odlagalište."""
    played(
        pool,
        _terror(
            "Zaborav Bojišta, Mladi Vuk",
            "Mladi Vuk",
            "expect:\n  removed: {Ana: [Mladi Vuk]}\n  graveyard: {Boris: [Teror Mraka]}\n",
        ),
    )


def test_d20_60_a_permanents_second_replacement_applies_where_the_first_does_not(
    pool: dict[str, CardDef],
) -> None:
    """D20.60: Dvostruki Zaborav has two replacements: from play, removed; from anywhere, on
    top of the owner's library. Ana's Grom, going from the niz to the odlagalište, is not
    leaving play: the second applies, and Grom goes on top of Ana's library."""
    scenario = """
name: Grom posle razrešavanja
rules: [D20.60]
setup:
  active: Ana
  step: glavna1
  players:
    - name: Ana
      hand: [Grom]
      library: [Oluja]
      play: [Dvostruki Zaborav, {card: Vatreni Vuk, as_source: true}]
    - name: Boris
script:
  - {cast: Grom, targets: [Boris]}
  - {pass: Boris}
  - {pass: Ana}
expect:
  life: {Boris: 180}
  library: {Ana: [Grom, Oluja]}
  graveyard: {Ana: []}
"""
    played(pool, scenario)


def test_d20_60_a_replacement_after_another_static_of_its_permanent(
    pool: dict[str, CardDef],
) -> None:
    """D20.60: Štedljivi Zaborav's replacement is its second static ability (after a cost
    reduction): Ana's destroyed Mladi Vuk is removed from the game."""
    played(
        pool,
        _terror(
            "Štedljivi Zaborav, Mladi Vuk",
            "Mladi Vuk",
            "expect:\n  removed: {Ana: [Mladi Vuk], Boris: [Teror Mraka]}\n",
        ),
    )


def test_d20_91_the_controller_of_a_borrowed_creature_chooses(
    pool: dict[str, CardDef],
) -> None:
    """D20.91: the controller of the affected card chooses which replacement applies first —
    not its owner. Boris controls Ana's Feniks Povratnik; Ana controls Večni Zaborav. Boris's
    Teror Mraka destroys the Feniks: Boris is asked. A card that is not one of the two
    offered is refused as "not an option"."""
    scenario = """
name: pozajmljeni Feniks
rules: [D20.91]
setup:
  active: Boris
  step: glavna1
  players:
    - name: Ana
      library: [Grom, Oluja]
      play: [Večni Zaborav, {card: Feniks Povratnik, controller: Boris}]
    - name: Boris
      hand: [Teror Mraka]
      library: [Grom]
      play: [{card: Grobni Skelet, as_source: true}, {card: Grobni Skelet, as_source: true}]
script:
  - {cast: Teror Mraka, targets: [Feniks Povratnik]}
  - {pass: Ana}
  - {pass: Boris}
"""
    game = played(pool, scenario)
    d = game.pending
    assert d is not None and d.player == 1 and d.prompt == "zone.replacement_choice"
    feniks = obj(game, "Feniks Povratnik")
    assert set(d.options) == {feniks, obj(game, "Večni Zaborav")}
    assert d.context == {"card": feniks}
    exc = refusal(game, 10_000)
    assert exc.key == "answer.not_an_option"
    game.submit(obj(game, "Večni Zaborav"))
    assert game.objects[feniks].zone == Zone.REMOVED


def test_d20_91_a_may_replacement_accepted_removes_the_creature(
    pool: dict[str, CardDef],
) -> None:
    """D20.91: Pepeljasti Feniks ("you may remove it from the game instead"), destroyed: Ana
    is asked yes or no — the question names the Feniks, its replacement and where it would go;
    yes: it is removed from the game."""
    game = played(pool, _terror("Pepeljasti Feniks", "Pepeljasti Feniks"))
    d = game.pending
    assert d is not None and d.player == 0 and d.prompt == "zone.replacement_optional"
    feniks = obj(game, "Pepeljasti Feniks")
    assert d.options == (True, False)
    assert d.context == {"card": feniks, "source": feniks, "to": "removed"}
    game.submit(True)
    assert game.objects[feniks].zone == Zone.REMOVED
    assert _moves(game, "Pepeljasti Feniks") == [("u igri", "van igre", "destroy")]


def test_d20_91_a_may_replacement_declined_the_creature_is_destroyed(
    pool: dict[str, CardDef],
) -> None:
    """D20.91: declined, the event is unchanged: Pepeljasti Feniks goes to the odlagalište,
    destroyed (the log tells it once, as destroyed)."""
    game = played(
        pool,
        _terror(
            "Pepeljasti Feniks",
            "Pepeljasti Feniks",
            "  - {yes_no: false}\nexpect:\n  graveyard: {Ana: [Pepeljasti Feniks]}\n",
        ),
    )
    assert _moves(game, "Pepeljasti Feniks") == [("u igri", "odlagalište", "destroy")]


def test_d20_60_a_replacement_of_any_card_after_one_of_this_card(
    pool: dict[str, CardDef],
) -> None:
    """D20.60: Čuvar Groba's first replacement is about itself, its second about any card:
    Ana's destroyed Mladi Vuk is removed from the game (by the second)."""
    played(
        pool,
        _terror(
            "Čuvar Groba, Mladi Vuk",
            "Mladi Vuk",
            "expect:\n  removed: {Ana: [Mladi Vuk], Boris: [Teror Mraka]}\n",
        ),
    )


def _curse(ana_play: str) -> str:
    """Ana casts Urok on Boris, whose hand is one Grom: he discards it."""
    return f"""
name: Urok
rules: [D20.60]
setup:
  active: Ana
  step: glavna1
  players:
    - name: Ana
      hand: [Urok]
      play: [{ana_play}{{card: Grobni Skelet, as_source: true}},
             {{card: Grobni Skelet, as_source: true}}, {{card: Grobni Skelet, as_source: true}},
             {{card: Grobni Skelet, as_source: true}}]
    - name: Boris
      hand: [Grom]
      library: [Oluja]
script:
  - {{cast: Urok, targets: [Boris]}}
  - {{pass: Boris}}
  - {{pass: Ana}}
"""


def test_d20_60_a_discarded_card_removed_instead_is_named(pool: dict[str, CardDef]) -> None:
    """D20.60: Boris discards Grom with Ana's Večni Zaborav in play: Grom is removed from the
    game instead — a public zone, so the replacement's event names it."""
    game = played(pool, _curse("Večni Zaborav, "))
    grom = obj(game, "Grom", Zone.REMOVED)
    (ev,) = [e for e in game.log if isinstance(e, ZoneChangeReplaced) and e.card == grom]
    assert (ev.to_zone, ev.name, ev.owner) == ("removed", "Grom", 1)


def test_d20_60_a_discarded_card_put_on_the_library_stays_hidden(
    pool: dict[str, CardDef],
) -> None:
    """D20.60: with Zaborav Biblioteke, Boris's discarded Grom goes from his hand on top of his
    library instead: from a hidden zone to a hidden zone, so the event doesn't name it. Urok,
    going from the niz, goes on top of Ana's library — named."""
    game = played(pool, _curse("Zaborav Biblioteke, "))
    assert game.players[1].library[-1] == obj(game, "Grom", Zone.LIBRARY)
    events = [(e.to_zone, e.name) for e in game.log if isinstance(e, ZoneChangeReplaced)]
    assert events == [("library_top", None), ("library_top", "Urok")]


def test_d20_60_a_copy_removed_instead_is_named_as_it_was_in_play(
    pool: dict[str, CardDef],
) -> None:
    """D20.60, E4.50: Ana's Imitator entered as a copy of Mladi Vuk; destroyed with Večni
    Zaborav in play, it is removed from the game instead, and the replacement's event names
    the permanent as it was in play: Mladi Vuk."""
    scenario = """
name: Imitator kao Mladi Vuk
rules: [D20.60, E4.50]
setup:
  active: Ana
  step: glavna1
  players:
    - name: Ana
      hand: [Imitator, Teror Mraka]
      play: [Mladi Vuk, Večni Zaborav, {card: Rosna Vila, as_source: true},
             {card: Rosna Vila, as_source: true}, {card: Rosna Vila, as_source: true},
             {card: Rosna Vila, as_source: true}, {card: Grobni Skelet, as_source: true},
             {card: Grobni Skelet, as_source: true}]
    - name: Boris
script:
  - {cast: Imitator}
  - {pass: Boris}
  - {pass: Ana}
  - {choose: [Mladi Vuk]}
  - {cast: Teror Mraka, targets: [Imitator]}
  - {pass: Boris}
  - {pass: Ana}
expect:
  removed: {Ana: [Imitator, Teror Mraka]}
"""
    game = played(pool, scenario)
    imitator = obj(game, "Imitator", Zone.REMOVED)
    (ev,) = [e for e in game.log if isinstance(e, ZoneChangeReplaced) and e.card == imitator]
    assert ev.name == "Mladi Vuk"


def test_d20_91_both_choices_come_before_the_rest_of_the_spell(
    pool: dict[str, CardDef],
) -> None:
    """D20.91 (APNAP), D20.60: Ana's Smak Sveta destroys every creature, then each player draws
    a card. Both Feniks Povratnik would go to the odlagalište at once: Ana chooses first, then
    Boris — both before the rest of the spell. Each puts his Feniks on top of his library, so
    each then draws his Feniks."""
    scenario = """
name: Smak Sveta i dva Feniksa
rules: [D20.91, D20.60]
setup:
  active: Ana
  step: glavna1
  players:
    - name: Ana
      hand: [Smak Sveta]
      library: [Grom]
      play:
        - Feniks Povratnik
        - {card: Kavgadžija, as_source: true}
        - {card: Kavgadžija, as_source: true}
        - {card: Kavgadžija, as_source: true}
        - {card: Kavgadžija, as_source: true}
    - name: Boris
      library: [Grom]
      play: [Feniks Povratnik]
script:
  - {cast: Smak Sveta}
  - {pass: Boris}
  - {pass: Ana}
  - expect: {pending: {player: Ana, kind: yes_no, prompt: zone.replacement_optional}}
  - {answer: true}
  - expect:
      pending: {player: Boris, kind: yes_no, prompt: zone.replacement_optional}
      hand_count: {Ana: 0, Boris: 0}
  - {answer: true}
expect:
  hand: {Ana: [Feniks Povratnik], Boris: [Feniks Povratnik]}
  library: {Ana: [Grom], Boris: [Grom]}
  pending: {player: Ana, kind: priority}
"""
    played(pool, scenario)
