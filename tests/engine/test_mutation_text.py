"""Text-changing effects (izvori/engine/text.py, D19.60–D19.64) on the words of an ability's
targets, of the keywords an effect grants and of the colours an effect sets.

Written for the mutants of text.py that the rules scenarios let through (docs/mutation.md).
"""

from __future__ import annotations

import pytest
from positions import played

from izvori.engine import text
from izvori.engine.decisions import Action, DecisionKind
from izvori.engine.game import Game
from izvori.engine.layers import text_values
from izvori.engine.mana import Color
from izvori.engine.objects import Zone
from izvori.scenario.table import card_pool, obj


@pytest.fixture(autouse=True)
def _text_read_afresh() -> None:
    """Rewritten abilities are kept in a process-wide memo (`text._MEMO`, keyed by the
    ability's id; the card pool is cached too): clear it, so that each test rewrites the text
    itself even in a process that ran the same test before — mutmut's workers are forked after
    a pass over all the tests, and a memo filled then would hide a wrong rewrite."""
    text._MEMO.clear()


#: Probni Lovac: "@: Uništi odabrano zeleno biće." and "@: Odabrano biće dobija Anti-Zeleno i
#: postaje zeleno do kraja poteza."; Probna Promena Reči makes its "zelena" "crvena" for good
HUNTER = """
name: Promena reči
rules: [D19.60, D19.61]
cards:
  - name: Probni Lovac
    cost: "2"
    type: Artefakt
    text: "@: Uništi odabrano zeleno biće. @: Odabrano biće dobija Anti-Zeleno i postaje zeleno."
    abilities:
      - activated:
          cost: {tap: true}
          targets: [{kind: creature, color: zelena}]
          effects: [{destroy: {what: target}}]
      - activated:
          cost: {tap: true}
          targets: [{kind: creature}]
          effects:
            - grant: {what: target, keywords: [Anti-Zeleno]}
            - set_color: {what: target, color: zelena}
  - name: Probna Promena Reči
    cost: "0"
    type: Iznenađenje
    text: "U tekstu odabranog permanenta reč „zelena” postaje „crvena”."
    targets: [{kind: permanent}]
    effects:
      - change_text: {words: color, from: zelena, to: crvena}
setup:
  active: Ana
  step: glavna1
  players:
    - name: Ana
      hand: [Probna Promena Reči]
      play: [Probni Lovac]
      library: [Grom]
    - name: Boris
      play: [Mladi Vuk, Kavgadžija, Vulkanski Gušter]
script:
  - {cast: Probna Promena Reči, targets: [Probni Lovac]}
  - {pass: Boris}
  - {pass: Ana}
"""


def test_d19_61_a_colour_word_in_an_abilitys_target_is_changed() -> None:
    """D19.61: after "zelena" became "crvena" in Probni Lovac's text, its first ability targets
    a red creature (Vulkanski Gušter), no longer a green one (Mladi Vuk)."""
    pool = card_pool()
    game = played(pool, HUNTER)
    lovac = obj(game, "Probni Lovac", Zone.PLAY)
    game.submit(Action("activate", lovac, 0))
    d = game.pending
    assert d is not None and d.prompt == "cast.targets"
    assert obj(game, "Vulkanski Gušter", Zone.PLAY) in d.options
    assert obj(game, "Mladi Vuk", Zone.PLAY) not in d.options


def test_d19_61_the_keyword_and_the_colour_an_effect_gives_are_changed() -> None:
    """D19.61: the second ability now gives Anti-Crveno and makes the creature red; its target
    has no colour word, so it is left as it was (any creature)."""
    pool = card_pool()
    game = played(pool, HUNTER)
    lovac = obj(game, "Probni Lovac", Zone.PLAY)
    first, second = game.chars(lovac).activated
    assert dict(first.targets[0].filters).get("color") == "R"
    assert dict(second.effects[0].params)["keywords"] == ("Anti-Crveno",)
    assert dict(second.effects[1].params)["color"] == "R"
    assert second.targets is game.objects[lovac].card.activated[1].targets


def _scenario(cards: str, ana_hand: str, ana_play: str, script: str, boris_play: str = "[]") -> str:
    return f"""
name: Promena reči
rules: [D19.60, D19.61]
cards: {cards}
setup:
  active: Ana
  step: glavna1
  players:
    - name: Ana
      hand: {ana_hand}
      play: {ana_play}
      library: [Kavgadžija, Kavgadžija]
      pool: {{P: 3, B: 7}}
    - name: Boris
      play: {boris_play}
      library: [Kavgadžija, Kavgadžija]
script: {script}
"""


def _change(spell: str, target: str) -> str:
    return f"""
  - {{cast: {spell}, targets: [{target}]}}
  - {{pass: Boris}}
  - {{pass: Ana}}"""


def _asked_words(game: Game, prompt: str = "resolve.change_text_from") -> tuple[object, ...]:
    d = game.pending
    assert d is not None and d.kind == DecisionKind.CHOOSE_ONE and d.prompt == prompt
    return tuple(d.options)


def test_d19_61_each_colour_of_a_list_is_a_colour_word() -> None:
    """D19.61: Dugina Vila "je svih boja" — five colour words. Prevrtljivi Um offers each once,
    in the colours' order, and turning "crna" into "zelena" changes only that word: the Vila is
    yellow, blue, red and green, no longer black."""
    pool = card_pool()
    game = played(
        pool,
        _scenario(
            "[]", "[Prevrtljivi Um]", "[Dugina Vila]", _change("Prevrtljivi Um", "Dugina Vila")
        ),
    )
    assert _asked_words(game) == ("žuta", "plava", "crna", "crvena", "zelena")
    game.submit("crna")
    assert "crna" not in _asked_words(game, "resolve.change_text_to")
    game.submit("zelena")
    assert game.chars(obj(game, "Dugina Vila", Zone.PLAY)).colors == {
        Color.YELLOW,
        Color.BLUE,
        Color.RED,
        Color.GREEN,
    }


#: Probni Čuvar: "Anti-Zeleno, Anti-Žuto. Ostali crni Vukovi dobijaju +10/+0. Probni Čuvar
#: dobija +0/+10. @: Dobijaš 10 života." — colour words in its keywords and first static, a
#: creature type word in it too, and two abilities with no word of either kind
GUARD = """
  - name: Probni Čuvar
    cost: "2"
    type: Biće
    subtypes: [Vojnik]
    power: 10
    toughness: 10
    keywords: [Anti-Zeleno, Anti-Žuto]
    text: "Anti-Zeleno, Anti-Žuto. Ostali crni Vukovi dobijaju +10/+0. … @: Dobijaš 10 života."
    abilities:
      - static: {op: pump, affects: other_creatures, color: crna, subtype: Vuk, power: 10}
      - static: {op: pump, affects: self, toughness: 10}
      - activated:
          cost: {tap: true}
          effects: [{gain_life: {who: you, amount: 10}}]
"""


def test_d19_61_only_words_of_the_kind_are_offered_in_the_colours_order() -> None:
    """D19.61: the colour words of Probni Čuvar's text are offered in the colours' order (žuta,
    crna, zelena), not as the text lists them; its creature type word is not a colour word, and
    Preobražaj Roda offers only that one."""
    pool = card_pool()
    colours = _scenario(
        GUARD, "[Prevrtljivi Um]", "[Probni Čuvar]", _change("Prevrtljivi Um", "Probni Čuvar")
    )
    assert _asked_words(played(pool, colours)) == ("žuta", "crna", "zelena")
    types = _scenario(
        GUARD, "[Preobražaj Roda]", "[Probni Čuvar]", _change("Preobražaj Roda", "Probni Čuvar")
    )
    assert _asked_words(played(pool, types)) == ("Vuk",)


def test_d19_61_abilities_without_the_word_stay_the_same_abilities() -> None:
    """D19.61: after "crna" became "plava", the static naming black creatures is rewritten and
    the same rewrite is reused each time the text is read; the static and the activated ability
    with no colour word are left as they were — the card's own abilities, not copies."""
    pool = card_pool()
    game = played(
        pool,
        _scenario(
            GUARD, "[Prevrtljivi Um]", "[Probni Čuvar]", _change("Prevrtljivi Um", "Probni Čuvar")
        ),
    )
    game.submit("crna")
    game.submit("plava")
    guard = obj(game, "Probni Čuvar", Zone.PLAY)
    card = game.objects[guard].card
    first, second = text_values(game, guard), text_values(game, guard)
    assert dict(first["statics"][0].params)["color"] == "P"
    assert first["statics"][0] is second["statics"][0]
    assert first["statics"][1] is card.statics[1]
    assert first["activated"][0] is card.activated[0]
    assert first["activated"][0].effects is card.activated[0].effects


def test_d19_61_the_same_card_changed_two_ways_keeps_each_change() -> None:
    """D19.61: two Pećinski Baziliski, "crna" made "zelena" in one and "crvena" in the other:
    each destroys what is not of its own new colour; their delayed destruction has no colour
    word and stays as printed."""
    pool = card_pool()
    script = (
        _change("Prevrtljivi Um", "Pećinski Bazilisk")
        + "\n  - {choose: crna}\n  - {choose: zelena}"
        + _change("Prevrtljivi Um", "Pećinski Bazilisk#2")
        + "\n  - {choose: crna}\n  - {choose: crvena}"
    )
    game = played(
        pool,
        _scenario(
            "[]",
            "[Prevrtljivi Um, Prevrtljivi Um]",
            "[Pećinski Bazilisk, Pećinski Bazilisk]",
            script,
        ),
    )
    for name, colour in (("Pećinski Bazilisk", "Z"), ("Pećinski Bazilisk#2", "R")):
        oid = obj(game, name, Zone.PLAY)
        card = game.objects[oid].card
        triggered = game.chars(oid).triggered
        assert [t.cond("not_color") for t in triggered] == [colour, colour]
        assert [t.effects for t in triggered] == [t.effects for t in card.triggered]
        assert triggered[0].effects is card.triggered[0].effects


def test_d19_61_source_type_words_of_an_aura_and_its_ability() -> None:
    """D19.61: Puzavica ("Promeni Grob. Promenjeni izvor je i Šuma.") — Varka Predela offers
    both source type words, the ability's first; "Šuma" made "Vatra" makes the enchanted Grob
    a Vatra too."""
    pool = card_pool()
    game = played(
        pool,
        _scenario(
            "[]",
            "[Varka Predela]",
            "[{card: Teror Mraka, as_source: true}, {card: Puzavica, attached_to: Teror Mraka}]",
            _change("Varka Predela", "Puzavica"),
        ),
    )
    source = obj(game, "Teror Mraka", Zone.PLAY)
    assert set(game.chars(source).subtypes) == {"Grob", "Šuma"}
    assert _asked_words(game) == ("Šuma", "Grob")
    game.submit("Šuma")
    game.submit("Vatra")
    assert set(game.chars(source).subtypes) == {"Grob", "Vatra"}


def test_d19_61_a_source_type_a_static_is_about() -> None:
    """D19.61: "Sve Šume su Vode" with "Šuma" made "Vatra" is "Sve Vatre su Vode": Boris's
    Vatra becomes a Voda, his Šuma stays a Šuma."""
    pool = card_pool()
    flood = """
  - name: Potopljene Šume
    cost: "1P"
    type: Promena
    text: "Sve Šume su Vode."
    abilities:
      - static: {op: set_subtype, affects: all_sources, subtype: Šuma, subtypes: [Voda]}
"""
    game = played(
        pool,
        _scenario(
            flood,
            "[Varka Predela]",
            "[Potopljene Šume]",
            _change("Varka Predela", "Potopljene Šume")
            + "\n  - {choose: Šuma}\n  - {choose: Vatra}",
            boris_play="[{card: Mladi Vuk, as_source: true},"
            " {card: Vulkanski Gušter, as_source: true}]",
        ),
    )
    assert set(game.chars(obj(game, "Mladi Vuk", Zone.PLAY)).subtypes) == {"Šuma"}
    assert set(game.chars(obj(game, "Vulkanski Gušter", Zone.PLAY)).subtypes) == {"Voda"}


def test_d19_63_a_tokens_given_name_is_not_a_creature_type_word() -> None:
    """D19.61, D19.63: "Ubaci u igru 10/10 simbol-biće Vuk po imenu Vuk" with "Vuk" made
    "Zombi" makes a Zombi token still named Vuk: the name is a name, not a type word."""
    pool = card_pool()
    hunter = """
  - name: Probni Gonič
    cost: "3"
    type: Artefakt
    text: "2: Ubaci u igru 10/10 simbol-biće Vuk po imenu Vuk."
    abilities:
      - activated:
          cost: {mana: "2"}
          effects:
            - create_token: {name: Vuk, subtypes: [Vuk], power: 10, toughness: 10}
"""
    script = (
        _change("Preobražaj Roda", "Probni Gonič")
        + "\n  - {choose: Vuk}\n  - {choose: Zombi}"
        + "\n  - {activate: Probni Gonič}\n  - {pass: Boris}\n  - {pass: Ana}"
    )
    game = played(pool, _scenario(hunter, "[Preobražaj Roda]", "[Probni Gonič]", script))
    token = obj(game, "Vuk", Zone.PLAY)
    assert game.objects[token].card.name == "Vuk"
    assert set(game.chars(token).subtypes) == {"Zombi"}
