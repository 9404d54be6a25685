"""An object's characteristics (izvori/engine/characteristics.py, B2.20, B9.20, B12.71–B12.77,
D6.20–D6.21), told as a judge's examples on positions built directly: what the rules
scenarios leave unsaid.

Written for the mutants of characteristics.py that the rules scenarios let through
(docs/mutation.md, session 13).
"""

from __future__ import annotations

from test_layers import creature, effect, empty_game, enchantment, pt, put

from izvori.engine.carddef import (
    ActivatedAbility,
    CardDef,
    CardType,
    Cost,
    Effect,
    Keyword,
    StaticAbility,
    TriggeredAbility,
    freeze,
)
from izvori.engine.characteristics import (
    _CARD_CHARS,
    Chars,
    base_chars,
    card_chars,
    cda_value,
    parse_pt_counter,
)
from izvori.engine.effect_ops import SOURCE_ABILITIES, mana_ability
from izvori.engine.game import Game
from izvori.engine.mana import Color, ManaCost
from izvori.engine.objects import Zone

_TRIGGER = TriggeredAbility(
    "enters_play", effects=(Effect("draw", freeze({"count": 1})),), text="Kad uđe: vuci kartu."
)
_STATIC = StaticAbility("static_pump", "all_creatures", freeze({"power": 10, "toughness": 10}))
_PUMP = ActivatedAbility(
    cost=Cost(mana=ManaCost.parse("R")),
    effects=(Effect("pump", freeze({"power": 10, "toughness": 0})),),
    text="R: +1/+0.",
)


def _rich_creature(cost: str = "2ZZ") -> CardDef:
    """A creature with something of every characteristic a source loses (B12.71)."""
    return creature(
        "Šumski Div",
        cost,
        40,
        50,
        subtypes=("Div",),
        keywords=frozenset({Keyword.FLYING}),
        activated=(_PUMP,),
        triggered=(_TRIGGER,),
        statics=(_STATIC,),
        enchant=("Biće",),
    )


def _as_source(card: CardDef, as_source: str) -> int:
    g = empty_game()
    oid = put(g, card)
    g.objects[oid].as_source = as_source
    g.touch()
    return oid


def test_b12_76_a_green_creature_played_as_a_source_is_a_basic_suma_and_nothing_else() -> None:
    """B12.71, B12.76: a one-colour card played as a source is a colourless basic source of
    its colour's type, named after it, with only "@: dodaj 1 Z" — no power, toughness,
    keyword, other ability, mana value or Promeni word of the printed card is left."""
    g = empty_game()
    oid = put(g, _rich_creature())
    g.objects[oid].as_source = "basic:Šuma"
    g.touch()
    expected = Chars(
        name="Šuma",
        colors=frozenset(),
        types=frozenset({CardType.SOURCE}),
        subtypes=("Šuma",),
        power=None,
        toughness=None,
        keywords=frozenset(),
        activated=(SOURCE_ABILITIES["Šuma"],),
        triggered=(),
        statics=(),
        is_basic_source=True,
        mana_value=0,
        enchant=(),
    )
    assert base_chars(g.objects[oid]) == expected
    assert g.chars(oid) == expected
    assert g.chars(oid).mana_kinds == ("Z",)


def test_b12_77_a_multicoloured_card_played_as_a_source_is_a_non_basic_colourless_izvor() -> None:
    """B12.71, B12.77: a card of two colours (or an artifact) played as a source is a
    non-basic source called Izvor, with no subtype, making one colourless mana."""
    g = empty_game()
    oid = put(g, _rich_creature("1RZ"))
    g.objects[oid].as_source = "artifact"
    g.touch()
    expected = Chars(
        name="Izvor",
        colors=frozenset(),
        types=frozenset({CardType.SOURCE}),
        subtypes=(),
        power=None,
        toughness=None,
        keywords=frozenset(),
        activated=(SOURCE_ABILITIES["artifact"],),
        triggered=(),
        statics=(),
        is_basic_source=False,
        mana_value=0,
        enchant=(),
    )
    assert base_chars(g.objects[oid]) == expected
    assert g.chars(oid) == expected
    assert g.chars(oid).mana_kinds == ("B",)


def test_b2_20_a_creature_in_play_has_its_printed_values_and_mana_value() -> None:
    """B2.20: the printed values; the mana value is the cost's total (2ZZ: 4), kept Promeni
    words and all."""
    card = _rich_creature()
    g = empty_game()
    oid = put(g, card)
    c = base_chars(g.objects[oid])
    assert c == Chars(
        name="Šumski Div",
        colors=card.colors,
        types=frozenset({CardType.CREATURE}),
        subtypes=("Div",),
        power=40,
        toughness=50,
        keywords=frozenset({Keyword.FLYING}),
        activated=(_PUMP,),
        triggered=(_TRIGGER,),
        statics=(_STATIC,),
        is_basic_source=False,
        mana_value=4,
        enchant=("Biće",),
    )


def test_b12_77_a_printed_izvor_keeps_its_abilities_after_its_mana_abilities() -> None:
    """B12.77: a printed Izvor card played as a source stays itself: its mana abilities (one
    per kind it can make, in the printed order) come before its printed abilities; it has no
    cost, so its mana value is 0."""
    card = CardDef(
        name="Dvostruki Izvor",
        cost=None,
        types=frozenset({CardType.SOURCE}),
        source_colors=("R", "Z"),
        activated=(_PUMP,),
    )
    g = empty_game()
    oid = put(g, card)
    g.objects[oid].as_source = "printed"
    g.touch()
    c = g.chars(oid)
    assert c.activated == (mana_ability("R"), mana_ability("Z"), _PUMP)
    assert c.name == "Dvostruki Izvor"
    assert c.mana_value == 0
    assert not c.is_basic_source
    assert c.mana_kinds == ("R", "Z")
    # in the hand it is the same printed card
    in_hand = g.new_object(card, 0, Zone.HAND)
    assert card_chars(in_hand).activated == (mana_ability("R"), mana_ability("Z"), _PUMP)


def _mana(kind: str, **cost: object) -> ActivatedAbility:
    return ActivatedAbility(
        cost=Cost(tap=True, **cost),  # type: ignore[arg-type]
        effects=(Effect("add_mana", freeze({"kind": kind, "amount": 1})),),
        text=f"@: dodaj 1 {kind}",
    )


def _chars(**kw: object) -> Chars:
    base: dict[str, object] = dict(
        name="Test",
        colors=frozenset(),
        types=frozenset({CardType.ARTIFACT}),
        subtypes=(),
        power=None,
        toughness=None,
        keywords=frozenset(),
        activated=(),
        triggered=(),
        statics=(),
    )
    base.update(kw)
    return Chars(**base)  # type: ignore[arg-type]


def test_d7_10_mana_kinds_in_the_order_they_first_appear_any_colour_is_every_colour() -> None:
    """D7.10: a permanent's view lists the mana its mana abilities can make, each kind once,
    in the order the abilities first make it; "any colour" is the five colours, not
    colourless; an ability that is not a mana ability adds nothing."""
    c = _chars(
        activated=(
            _PUMP,
            _mana("R|Z"),
            _mana("Z"),
            _mana("any"),
            _mana("B"),
            _mana("any"),
        )
    )
    assert c.mana_kinds == ("R", "Z", "Ž", "P", "C", "B")
    assert _chars(activated=(_PUMP, _mana("C"))).mana_kinds == ("C",)
    assert _chars(activated=(_mana("P|Ž"), _mana("Ž|B"))).mana_kinds == ("P", "Ž", "B")
    assert _chars(activated=(_PUMP,)).mana_kinds == ()


def test_d7_10_an_ability_that_makes_mana_of_no_named_kind_makes_any_colour() -> None:
    """An `add_mana` without a kind word is read as "any colour" (payment reads it so)."""
    no_kind = ActivatedAbility(
        cost=Cost(tap=True), effects=(Effect("add_mana", freeze({"amount": 1})),)
    )
    assert _chars(activated=(no_kind,)).mana_kinds == ("Ž", "P", "C", "R", "Z")


def test_d7_10_free_mana_abilities_are_those_that_cost_at_most_the_tap() -> None:
    """D7.10: automatic payment and the mana buttons offer only mana abilities whose cost is
    at most @: not one that costs mana, a sacrifice, life or a discard; a "0" cost is free."""
    free = _mana("Z")
    zero = _mana("R", mana=ManaCost.parse("0"))
    costs_mana = _mana("C", mana=ManaCost.parse("1"))
    sacrifice = _mana("P", sacrifice="creature")
    life = _mana("Ž", life=2)
    discard = _mana("B", discard=1)
    c = _chars(activated=(_PUMP, free, costs_mana, sacrifice, zero, life, discard))
    assert c.free_mana_abilities == ((1, free), (4, zero))
    assert c.mana_abilities == (
        (1, free),
        (2, costs_mana),
        (3, sacrifice),
        (4, zero),
        (5, life),
        (6, discard),
    )
    assert c.other_abilities == ((0, _PUMP),)


def test_reads_tapped_only_with_a_while_untapped_static() -> None:
    """A static ability that looks at tapped state (Utvrđenje: `untapped: true`) makes the
    permanent's tapped state matter to its characteristics; other statics don't."""
    untapped = StaticAbility(
        "pump", "creatures_you_control", freeze({"untapped": True, "power": 0, "toughness": 20})
    )
    assert _chars(statics=(_STATIC, untapped)).reads_tapped
    assert _chars(statics=(untapped, _STATIC)).reads_tapped
    assert not _chars(statics=(_STATIC,)).reads_tapped
    assert not _chars().reads_tapped


def _star(cda: str) -> CardDef:
    return creature("Zvezdani Div", "3Z", 0, 0, pt_defined_by=cda)


def _sorcery(name: str) -> CardDef:
    return CardDef(name=name, cost=ManaCost.parse("1C"), types=frozenset({CardType.SORCERY}))


def _card_in(g: Game, card: CardDef, owner: int, zone: Zone) -> int:
    obj = g.new_object(card, owner, zone)
    p = g.players[owner]
    (p.hand if zone == Zone.HAND else p.graveyard).append(obj.id)
    return obj.id


def _zones(g: Game) -> None:
    """Ana: 3 cards in hand, 4 in her odlagalište (2 sorceries); Boris: 1 in hand, 2 in his
    odlagalište (1 sorcery)."""
    bear = creature("Medved", "1Z", 20, 20)
    for _ in range(3):
        _card_in(g, bear, 0, Zone.HAND)
    _card_in(g, bear, 1, Zone.HAND)
    for card in (_sorcery("Kletva"), bear, _sorcery("Kletva"), bear):
        _card_in(g, card, 0, Zone.GRAVEYARD)
    for card in (bear, _sorcery("Pepeo")):
        _card_in(g, card, 1, Zone.GRAVEYARD)
    g.touch()


def test_b9_20_star_counts_the_cards_in_its_controllers_hand() -> None:
    """B9.20: "* is the number of cards in your hand": Ana's 3, not Boris's 1."""
    g = empty_game()
    _zones(g)
    assert pt(g, put(g, _star("cards_in_hand"))) == (30, 30)
    assert pt(g, put(g, _star("cards_in_hand"), controller=1)) == (10, 10)


def test_b9_20_star_counts_the_cards_in_its_controllers_odlagaliste() -> None:
    g = empty_game()
    _zones(g)
    assert pt(g, put(g, _star("cards_in_your_graveyard"))) == (40, 40)
    assert pt(g, put(g, _star("cards_in_your_graveyard"), controller=1)) == (20, 20)


def test_b9_20_star_counts_the_sorceries_in_every_odlagaliste() -> None:
    """ "* is the number of Vradžbine in all odlagališta": Ana's 2 and Boris's 1, not the
    creature cards."""
    g = empty_game()
    _zones(g)
    assert pt(g, put(g, _star("sorceries_in_all_graveyards"))) == (30, 30)
    assert pt(g, put(g, _star("sorceries_in_all_graveyards"), controller=1)) == (30, 30)


def test_b9_20_star_counts_the_creatures_its_controller_controls() -> None:
    """ "* is the number of creatures you control": itself and Ana's other creature — not
    Boris's creature, not her enchantment, not a creature card she played as a source
    (B12.71: a source is no creature)."""
    g = empty_game()
    put(g, creature("Medved", "1Z", 20, 20))
    put(g, creature("Vuk", "1Z", 20, 20), controller=1)
    put(g, enchantment("Zeleni Svet", "1Z"))
    src = put(g, creature("Jelen", "1Z", 20, 20))
    g.objects[src].as_source = "basic:Šuma"
    g.touch()
    star = put(g, _star("creatures_you_control"))
    assert pt(g, star) == (20, 20)
    boris_star = put(g, _star("creatures_you_control"), controller=1)
    assert pt(g, boris_star) == (20, 20)
    assert pt(g, star) == (20, 20)


def test_b9_20_star_is_zero_in_the_hand_and_for_a_word_the_engine_does_not_know() -> None:
    """B9.20: outside play "*" is 0; a defining word it does not know counts nothing."""
    g = empty_game()
    _zones(g)
    hand = g.new_object(_star("cards_in_hand"), 0, Zone.HAND)
    assert (card_chars(hand).power, card_chars(hand).toughness) == (0, 0)
    assert cda_value(g, g.objects[put(g, _star("cards_in_hand"))], "unknown") == 0


def test_d19_51_level_6_3_counters_named_like_pt_change_pt_others_do_not() -> None:
    """Level 6.3: a +10/+10 or -10/-10 counter changes power and toughness by its numbers
    (the engine counts tenths); a counter of another name ("vreme", "a/b", "+1/+1/+1") does
    not."""
    g = empty_game()
    oid = put(g, creature("Medved", "1Z", 20, 20))
    g.objects[oid].counters = {"+10/+20": 2, "-10/-0": 1, "vreme": 3, "a/b": 1, "+1/+1/+1": 1}
    g.touch()
    assert pt(g, oid) == (30, 60)
    assert parse_pt_counter("+10/+10") == (10, 10)
    assert parse_pt_counter("-10/-20") == (-10, -20)
    assert parse_pt_counter("vreme") == (0, 0)
    assert parse_pt_counter("10/x") == (0, 0)
    assert parse_pt_counter("x/10") == (0, 0)
    assert parse_pt_counter("+1/+1/+1") == (0, 0)


def _cda_card() -> CardDef:
    """A creature card whose own text says what it is (D6.20): a Vuk, also an artifact,
    yellow and blue (and still a Div); its "*" power is the cards in hand; it gives itself
    +1/+1 and makes every creature black."""
    return CardDef(
        name="Kameni Vuk",
        cost=ManaCost.parse("3R"),
        types=frozenset({CardType.CREATURE}),
        subtypes=("Div",),
        power=0,
        toughness=0,
        pt_defined_by="cards_in_hand",
        statics=(
            StaticAbility(
                "add_type", "self", freeze({"types": ("Artefakt",), "subtypes": ("Vuk",)})
            ),
            StaticAbility("set_color", "self", freeze({"colors": ("Ž", "P")})),
            StaticAbility("pump", "self", freeze({"power": 10, "toughness": 10})),
            StaticAbility("set_color", "all_creatures", freeze({"colors": ("C",)})),
        ),
    )


def test_d6_21_type_subtype_and_colour_defining_abilities_work_in_the_hand() -> None:
    """D3.91, D6.21: in the hand the card is a yellow-blue Vuk artifact creature (its own
    "is" abilities apply in every zone); its "*" is 0 (B9.20) and neither its +1/+1 on itself
    nor its effect on all creatures applies outside play."""
    g = empty_game()
    _card_in(g, creature("Medved", "1Z", 20, 20), 0, Zone.HAND)
    obj = g.new_object(_cda_card(), 0, Zone.HAND)
    c = card_chars(obj)
    assert c.types == {CardType.CREATURE, CardType.ARTIFACT}
    assert c.subtypes == ("Div", "Vuk")
    assert c.colors == {Color.YELLOW, Color.BLUE}
    assert (c.power, c.toughness) == (0, 0)
    assert c.name == "Kameni Vuk"
    assert c.mana_value == 4
    assert g.chars(obj.id) == c


def test_d6_20_a_card_that_becomes_another_type_in_every_zone() -> None:
    """D6.20: "Kameni Čovek je Artefakt" (set_type on itself) makes it an artifact and
    nothing else in the hand too; its "*" is 0 there."""
    g = empty_game()
    card = CardDef(
        name="Kameni Čovek",
        cost=ManaCost.parse("3"),
        types=frozenset({CardType.CREATURE}),
        subtypes=("Čovek",),
        power=30,
        toughness=30,
        statics=(StaticAbility("set_type", "self", freeze({"types": ("Artefakt",)})),),
    )
    c = card_chars(g.new_object(card, 0, Zone.GRAVEYARD))
    assert c.types == {CardType.ARTIFACT}
    assert c.subtypes == ()
    assert (c.power, c.toughness) == (30, 30)  # printed values: no "*" to zero


def test_card_chars_does_not_reuse_the_values_of_another_card() -> None:
    """The values worked out outside play are kept per card; an entry left by a card that no
    longer exists (its id reused by a new card) is not this card's values."""
    g = empty_game()
    card = _cda_card()
    obj = g.new_object(card, 0, Zone.HAND)
    other = creature("Medved", "1Z", 20, 20)
    stale = card_chars(g.new_object(other, 0, Zone.HAND))
    _CARD_CHARS[id(card)] = (other, stale)
    try:
        assert card_chars(obj).name == "Kameni Vuk"
        assert card_chars(obj) is card_chars(obj)  # kept once worked out
    finally:
        _CARD_CHARS.pop(id(card), None)


def test_d6_21_a_printed_izvor_that_says_its_source_type_has_it_in_the_hand() -> None:
    """D6.21, B12.78: "Izvor Mora je Voda" (set_subtype on itself) gives the card its source
    type in every zone: a card that looks for a Voda in the hand finds it."""
    g = empty_game()
    card = CardDef(
        name="Izvor Mora",
        cost=None,
        types=frozenset({CardType.SOURCE}),
        source_colors=("P",),
        statics=(StaticAbility("set_subtype", "self", freeze({"subtypes": ("Voda",)})),),
    )
    c = card_chars(g.new_object(card, 0, Zone.HAND))
    assert c.subtypes == ("Voda",)
    assert c.types == {CardType.SOURCE}


def test_d19_51_a_creature_with_an_effect_keeps_its_mana_value() -> None:
    """B4.30: a creature pumped by an effect (its values go through the levels) still has
    its printed cost's mana value."""
    g = empty_game()
    oid = put(g, creature("Medved", "2ZZ", 20, 20))
    effect(g, "pump", oid, power=10, toughness=10)
    assert pt(g, oid) == (30, 30)
    assert g.chars(oid).mana_value == 4


def test_b9_a_creature_that_becomes_an_artifact_has_no_power_or_toughness() -> None:
    """B12.12, B9: "becomes an artifact" takes away the creature type, and with it power and
    toughness (only creatures have them)."""
    g = empty_game()
    oid = put(g, creature("Medved", "1Z", 20, 20))
    effect(g, "set_type", oid, types=["Artefakt"])
    c = g.chars(oid)
    assert c.types == {CardType.ARTIFACT}
    assert (c.power, c.toughness) == (None, None)


def test_d22_30_a_loop_position_tells_permanents_with_other_abilities_apart() -> None:
    """D22.30: a position repeats only if every permanent is the same, its abilities too: two
    artifacts alike but for one activated, triggered or static ability are not the same."""
    plain = _chars()
    for other in (
        _chars(activated=(_PUMP,)),
        _chars(triggered=(_TRIGGER,)),
        _chars(statics=(_STATIC,)),
    ):
        assert other.position_json != plain.position_json
    assert _chars(activated=(_PUMP,)).position_json != _chars(activated=(_mana("Z"),)).position_json
    assert (
        _chars(triggered=(_TRIGGER,)).position_json
        != _chars(triggered=(TriggeredAbility("dies"),)).position_json
    )
    assert (
        _chars(statics=(_STATIC,)).position_json
        != _chars(statics=(StaticAbility("pump", "self"),)).position_json
    )


def test_b12_71_the_same_card_played_as_a_source_and_cast_is_each_its_own_form() -> None:
    """B12.71: the values kept for a card are kept per form: one copy of Medved played as a
    source (a basic Šuma) and another copy of the same card cast as a creature each have the
    values of their own form, whichever was looked at first."""
    bear = creature("Medved", "1Z", 20, 20)
    g = empty_game()
    src = put(g, bear)
    g.objects[src].as_source = "basic:Šuma"
    g.touch()
    assert g.chars(src).types == {CardType.SOURCE}
    cast = put(g, bear)
    g.touch()
    assert g.chars(cast).types == {CardType.CREATURE}
    assert pt(g, cast) == (20, 20)
    assert g.chars(src).name == "Šuma"
