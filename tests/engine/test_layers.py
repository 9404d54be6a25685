"""The order of continuous effects (D19.51–D19.59) on the rulebook's own worked examples."""

from __future__ import annotations

from typing import Any

from izvori.engine.carddef import CardDef, CardType, Keyword, StaticAbility, freeze
from izvori.engine.characteristics import ContinuousEffect
from izvori.engine.game import Game
from izvori.engine.mana import Color, ManaCost
from izvori.engine.objects import Zone


def creature(name: str, cost: str, p: int, t: int, **kw: Any) -> CardDef:
    return CardDef(
        name=name,
        cost=ManaCost.parse(cost),
        types=frozenset({CardType.CREATURE}),
        power=p,
        toughness=t,
        **kw,
    )


def enchantment(name: str, cost: str, *statics: StaticAbility) -> CardDef:
    return CardDef(
        name=name,
        cost=ManaCost.parse(cost),
        types=frozenset({CardType.ENCHANTMENT}),
        statics=statics,
    )


def empty_game() -> Game:
    return Game([[], []], ("Ana", "Boris"), seed=1, start=False)


def put(game: Game, card: CardDef, controller: int = 0) -> int:
    obj = game.new_object(card, controller, Zone.PLAY)
    obj.timestamp = game.next_timestamp()
    obj.sick = False
    game.battlefield.append(obj.id)
    game.touch()
    return obj.id


def effect(game: Game, op: str, oid: int, **params: Any) -> ContinuousEffect:
    eff = ContinuousEffect(
        game.new_stack_id(),
        game.next_timestamp(),
        op,
        [(oid, game.objects[oid].incarnation)],
        params,
        "end_of_turn",
    )
    game.effects.append(eff)
    game.touch()
    return eff


def pt(game: Game, oid: int) -> tuple[int | None, int | None]:
    c = game.chars(oid)
    return c.power, c.toughness


def test_d19_51_orkozlob_example() -> None:
    """Orkozlob 10/10 Ubrzanje: counter, +30/+30, Utvrđenje, Jednakost → 10/40, no haste."""
    g = empty_game()
    ork = put(g, creature("Orkozlob", "1R", 10, 10, keywords=frozenset({Keyword.HASTE})))
    g.objects[ork].counters["+10/+10"] = 1
    g.touch()
    assert pt(g, ork) == (20, 20)
    effect(g, "pump", ork, power=30, toughness=30)
    assert pt(g, ork) == (50, 50)
    utvrdjenje = StaticAbility(
        "static_pump", "creatures_you_control", freeze({"toughness": 20, "untapped": True})
    )
    put(g, enchantment("Utvrđenje", "1Ž", utvrdjenje))
    assert pt(g, ork) == (50, 70)
    effect(g, "set_pt", ork, power=0, toughness=10, remove_abilities=True)  # Jednakost
    assert pt(g, ork) == (10, 40)
    assert Keyword.HASTE not in g.chars(ork).keywords
    g.objects[ork].tapped = True  # Utvrđenje only helps untapped creatures
    g.touch()
    assert pt(g, ork) == (10, 20)


def test_d19_59_switch_then_later_pump_applies_on_top() -> None:
    """10/20 +0/+10 → switch → 30/10; +40/+0 created after the switch → 70/10."""
    g = empty_game()
    c = put(g, creature("Probni Vojnik", "1", 10, 20))
    effect(g, "pump", c, power=0, toughness=10)
    effect(g, "switch_pt", c)
    assert pt(g, c) == (30, 10)
    effect(g, "pump", c, power=40, toughness=0)
    assert pt(g, c) == (70, 10)


def test_d19_59_switch_when_the_earlier_pump_ends_first() -> None:
    g = empty_game()
    c = put(g, creature("Probni Vojnik", "1", 10, 20))
    first = effect(g, "pump", c, power=0, toughness=10)
    effect(g, "switch_pt", c)
    g.effects.remove(first)
    g.touch()
    assert pt(g, c) == (20, 10)
    effect(g, "pump", c, power=0, toughness=20)
    assert pt(g, c) == (20, 30)


def test_d19_51_pakosnik_and_colour_changes_in_timestamp_order() -> None:
    """ "Other black creatures get -10/-10": Severnjak 10/20 made black → 0/10, then yellow."""
    g = empty_game()
    pakosnik_static = StaticAbility(
        "static_pump", "other_creatures", freeze({"color": "C", "power": -10, "toughness": -10})
    )
    put(g, creature("Pakosnik", "1CC", 20, 20, statics=(pakosnik_static,)))
    sev = put(g, creature("Severnjak", "1Z", 10, 20))
    assert pt(g, sev) == (10, 20)
    effect(g, "set_color", sev, colors=["C"])
    assert pt(g, sev) == (0, 10)
    effect(g, "set_color", sev, colors=["Ž"])
    assert pt(g, sev) == (10, 20)


def test_d19_58_later_timestamp_wins_between_gain_and_lose_flying() -> None:
    g = empty_game()
    c = put(g, creature("Probni Vojnik", "1", 10, 20))
    effect(g, "grant", c, keywords=["Letač"])
    effect(g, "lose", c, keywords=["Letač"])
    assert Keyword.FLYING not in g.chars(c).keywords
    effect(g, "grant", c, keywords=["Letač"])
    assert Keyword.FLYING in g.chars(c).keywords


def test_d19_58_colour_applies_before_colour_dependent_pump() -> None:
    """ "Yellow creatures get +10/+10" and "Enchanted creature is yellow" (D19.58)."""
    g = empty_game()
    anthem = StaticAbility(
        "static_pump", "all_creatures", freeze({"color": "Ž", "power": 10, "toughness": 10})
    )
    put(g, enchantment("Žuta Zastava", "1Ž", anthem))
    red = put(g, creature("Crveni Vojnik", "1R", 20, 20))
    assert pt(g, red) == (20, 20)
    effect(g, "set_color", red, colors=["Ž"])
    assert pt(g, red) == (30, 30)


def test_d19_51_control_change_moves_the_anthem_bonus() -> None:
    """Junačke Pesme (+10/+10 to your creatures) and an opponent's 20/20 (D19.51 level 2)."""
    g = empty_game()
    pesme = StaticAbility(
        "static_pump", "creatures_you_control", freeze({"power": 10, "toughness": 10})
    )
    put(g, enchantment("Junačke Pesme", "2Ž", pesme), controller=0)
    theirs = put(g, creature("Tuđi Div", "3Z", 20, 20), controller=1)
    assert pt(g, theirs) == (20, 20)
    eff = effect(g, "control", theirs, controller=0)
    g.refresh_control(theirs)
    assert g.objects[theirs].controller == 0
    assert pt(g, theirs) == (30, 30)
    assert g.objects[theirs].sick  # B12.34: not controlled since the turn began
    g.effects.remove(eff)
    g.refresh_control(theirs)
    assert g.objects[theirs].controller == 1
    assert pt(g, theirs) == (20, 20)


def test_d19_32_locked_in_set_ignores_creatures_arriving_later() -> None:
    g = empty_game()
    a = put(g, creature("Prvi", "1", 10, 10))
    effect(g, "pump", a, power=10, toughness=10)
    b = put(g, creature("Drugi", "1", 10, 10))
    assert pt(g, a) == (20, 20)
    assert pt(g, b) == (10, 10)


def test_b12_12_becomes_replaces_types_b12_13_still_keeps_them() -> None:
    g = empty_game()
    art = put(
        g,
        CardDef(
            name="Dete iz Kamena", cost=ManaCost.parse("3"), types=frozenset({CardType.ARTIFACT})
        ),
    )
    effect(g, "set_type", art, types=["Artefakt", "Biće"], power=20, toughness=20)
    c = g.chars(art)
    assert c.types == {CardType.ARTIFACT, CardType.CREATURE}
    assert pt(g, art) == (20, 20)
    src_card = creature("Mladi Vuk", "1Z", 20, 20)
    src = put(g, src_card)
    g.objects[src].as_source = "basic:Šuma"
    g.touch()
    effect(g, "add_type", src, types=["Biće"], power=20, toughness=20)
    c = g.chars(src)
    assert c.types == {CardType.SOURCE, CardType.CREATURE}  # "are still sources"
    assert "Šuma" in c.subtypes
    assert pt(g, src) == (20, 20)


def test_d19_52_static_keeps_its_objects_across_levels() -> None:
    """An anthem that grants a keyword and P/T affects the same creatures in both levels."""
    g = empty_game()
    heroj = StaticAbility(
        "static_pump",
        "other_creatures",
        freeze({"subtype": "Vilenjak", "power": 10, "toughness": 10, "keywords": ("Šumski",)}),
    )
    put(
        g,
        creature(
            "Vilenjački Heroj", "1ZZ", 20, 20, statics=(heroj,), subtypes=("Vilenjak", "Heroj")
        ),
    )
    elf = put(g, creature("Šumski Vilenjak", "Z", 10, 10, subtypes=("Vilenjak",)))
    other = put(g, creature("Mladi Vuk", "1Z", 20, 20, subtypes=("Vuk",)))
    assert pt(g, elf) == (20, 20)
    assert Keyword.FORESTWALK in g.chars(elf).keywords
    assert pt(g, other) == (20, 20)
    assert Keyword.FORESTWALK not in g.chars(other).keywords


# ---------------------------------------------------------------- dependency (D19.53–D19.54)
def source_card(name: str) -> CardDef:
    return CardDef(name=name, cost=None, types=frozenset({CardType.SOURCE}), source_colors=("B",))


def put_source(game: Game, card: CardDef, basic: str, controller: int = 0) -> int:
    oid = put(game, card, controller)
    game.objects[oid].as_source = f"basic:{basic}"
    game.touch()
    return oid


def test_d19_54_a_loop_keeps_timestamps_and_what_depends_on_it_waits() -> None:
    """C "Vode su bića" (oldest) depends on A "Šume su Vode" and B "Vode su Šume"; A and B form
    a loop, so they apply by timestamp (A, B) and C waits for both: no Voda is left for it."""
    g = empty_game()
    c_static = StaticAbility(
        "add_type",
        "all_sources",
        freeze({"subtype": "Voda", "types": ("Biće",), "power": 20, "toughness": 20}),
    )
    a_static = StaticAbility(
        "set_subtype", "all_sources", freeze({"subtype": "Šuma", "subtypes": ("Voda",)})
    )
    b_static = StaticAbility(
        "set_subtype", "all_sources", freeze({"subtype": "Voda", "subtypes": ("Šuma",)})
    )
    put(g, enchantment("Plima Kopna", "3P", c_static))
    put(g, enchantment("Potopljene Šume", "1P", a_static))
    put(g, enchantment("Isušene Vode", "1Z", b_static))
    voda = put_source(g, creature("Rečni Vodenjak", "1P", 20, 10), "Voda")
    suma = put_source(g, creature("Mladi Vuk", "1Z", 20, 20), "Šuma")
    for oid in (voda, suma):
        c = g.chars(oid)
        assert c.subtypes == ("Šuma",)
        assert not c.is_creature  # timestamp order alone would have made the Voda a creature


def test_d19_53_a_type_change_decides_what_an_older_static_applies_to() -> None:
    """Buđenje Prirode ("all sources are 20/20 creatures") is older than an effect that makes an
    artifact a source too; the artifact becomes a creature all the same (D19.53)."""
    g = empty_game()
    budjenje = StaticAbility(
        "add_type", "all_sources", freeze({"types": ("Biće",), "power": 20, "toughness": 20})
    )
    put(g, enchantment("Buđenje Prirode", "3ZZ", budjenje))
    art = put(
        g,
        CardDef(name="Kamen Međaš", cost=ManaCost.parse("2"), types=frozenset({CardType.ARTIFACT})),
    )
    assert not g.chars(art).is_creature
    effect(g, "add_type", art, types=["Izvor"])
    c = g.chars(art)
    assert c.types == {CardType.ARTIFACT, CardType.SOURCE, CardType.CREATURE}
    assert pt(g, art) == (20, 20)


def test_d19_58_grant_and_lose_stay_independent() -> None:
    """Neither changes what the other applies to or does: the later one wins (D19.58)."""
    g = empty_game()
    krila = StaticAbility("static_pump", "enchanted", freeze({"keywords": ("Letač",)}))
    c = put(g, creature("Probni Vojnik", "1", 10, 20))
    effect(g, "lose", c, keywords=["Letač"])
    aura = put(g, enchantment("Krila", "P", krila))
    g.objects[aura].attached_to = c
    g.touch()
    assert Keyword.FLYING in g.chars(c).keywords  # the aura is newer


# ---------------------------------------------------------------- text (D19.60–D19.64)
def test_d19_61_text_change_leaves_names_and_mana_symbols() -> None:
    """ "Crni" in a name and the C of "@: Dodaj C" are not colour words used as such."""
    from izvori.engine.carddef import ActivatedAbility, Cost, Effect

    g = empty_game()
    mana = ActivatedAbility(Cost(tap=True), (Effect("add_mana", freeze({"kind": "C"})),))
    anti_crno = frozenset({Keyword.PROTECTION_BLACK})
    card = creature("Crni Sluga", "1C", 10, 10, keywords=anti_crno, activated=(mana,))
    oid = put(g, card)
    effect(g, "change_text", oid, words="color", **{"from": "C", "to": "Ž"})
    c = g.chars(oid)
    assert c.name == "Crni Sluga"
    assert c.keywords == {Keyword.PROTECTION_YELLOW}
    assert c.activated == (mana,)  # the very same ability: nothing in it is a colour word
    assert c.colors == {Color.BLACK}  # the mana cost is not text either


def test_d19_62_granted_abilities_are_not_text() -> None:
    g = empty_game()
    oid = put(g, creature("Probni Vojnik", "1", 10, 20, keywords=frozenset({Keyword.SWAMPWALK})))
    effect(g, "grant", oid, keywords=["Grobni"])
    effect(g, "change_text", oid, words="source_type", **{"from": "Grob", "to": "Voda"})
    assert g.chars(oid).keywords == {Keyword.ISLANDWALK, Keyword.SWAMPWALK}
    # players see what the text now says
    from izvori.engine.view import view
    from izvori.tui.widgets.inspector import card_text

    face = next(p.card for p in view(g, 0).battlefield if p.card.id == oid)
    assert face.text_changes == (("Grob", "Voda"),)
    assert "Voda" in card_text(face)


# ---------------------------------------------------------------- CDAs (D3.91, D6.21)
def test_d6_21_type_and_colour_cdas_work_outside_play_but_star_pt_does_not() -> None:
    g = empty_game()
    card = CardDef(
        name="Kameni Div",
        cost=ManaCost.parse("3R"),
        types=frozenset({CardType.CREATURE}),
        power=0,
        toughness=0,
        pt_defined_by="cards_in_hand",
        statics=(
            StaticAbility("add_type", "self", freeze({"types": ("Artefakt",)})),
            StaticAbility("set_color", "self", freeze({"colors": ("Ž", "P")})),
        ),
    )
    for zone in (Zone.HAND, Zone.GRAVEYARD, Zone.LIBRARY, Zone.STACK):
        obj = g.new_object(card, 0, zone)
        c = g.chars(obj.id)
        assert c.types == {CardType.CREATURE, CardType.ARTIFACT}
        assert c.colors == {Color.YELLOW, Color.BLUE}
        assert (c.power, c.toughness) == (0, 0)  # B9.20: "*" is 0 outside play
    oid = put(g, card)
    assert g.chars(oid).types == {CardType.CREATURE, CardType.ARTIFACT}
    assert g.chars(oid).colors == {Color.YELLOW, Color.BLUE}


# ---------------------------------------------------------------- D19.34 and game copies
def test_d19_34_conditional_effect_survives_copy_and_is_in_the_digest() -> None:
    g = empty_game()
    mag = put(g, creature("Vetroviti Mag", "1P", 10, 10))
    c = put(g, creature("Probni Vojnik", "1", 10, 20))
    eff = effect(g, "grant", c, keywords=["Letač"])
    eff.duration = "while_you_control_self"
    eff.source = mag
    eff.source_incarnation = g.objects[mag].incarnation
    g.touch()
    copy = g.copy()
    assert copy.digest() == g.digest()
    assert Keyword.FLYING in copy.chars(c).keywords
    copy.move(mag, Zone.HAND)
    assert Keyword.FLYING not in copy.chars(c).keywords
    assert Keyword.FLYING in g.chars(c).keywords  # the original is untouched
    assert copy.effects == [] and len(g.effects) == 1
    plain = g.copy()
    plain.effects[0].duration = "end_of_turn"
    assert plain.digest() != g.digest()


def test_d19_61_promeni_grob_is_a_source_type_word() -> None:
    """ "Promeni Grob" uses Grob as a source type: a text change can make it "Promeni Voda"."""
    from izvori.engine.sba import aura_legal

    g = empty_game()
    grob = put_source(g, creature("Grobni Skelet", "1C", 10, 10), "Grob")
    card = CardDef(
        name="Puzavica",
        cost=ManaCost.parse("1Z"),
        types=frozenset({CardType.ENCHANTMENT}),
        subtypes=("Oreol",),
        enchant=("Grob",),
    )
    aura = put(g, card)
    g.objects[aura].attached_to = grob
    g.touch()
    assert aura_legal(g, aura)
    effect(g, "change_text", aura, words="source_type", **{"from": "Grob", "to": "Voda"})
    assert g.chars(aura).enchant == ("Voda",)
    assert not aura_legal(g, aura)
