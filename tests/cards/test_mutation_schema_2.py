"""The card loader's checks (izvori/cards/schema.py), continued (session 15): what a card's YAML
builds, and for what it is refused — on which line, with which message key and which values in
it (the player reads that message: its key and parameters are pinned, not just "refused").

Written for the mutants of schema.py that mutmut's run of session 15 (and the in-process
estimate beside it) found the card-loader tests letting through (docs/mutation/schema.md).
Each card is written out as text, so the lines of a refusal can be counted.
"""

from __future__ import annotations

from typing import Any

import pytest
from built_card import HEAD, SPELL, built, refused

from izvori.cards import schema
from izvori.cards.schema import AMOUNT_WORDS, PLAYER_SELECTORS
from izvori.engine.carddef import Effect


# ------------------------------------------------------------------ the loader's own mistakes
def test_a_parameter_kind_the_loader_does_not_check_is_its_own_mistake(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    """An instruction word declared (in the vocabulary registry) with a parameter kind the
    loader has no check for: the card is not loaded unchecked but refused as the loader's own
    error (`err.card.internal`), on the parameter's line, naming the parameter."""
    monkeypatch.setitem(schema.EFFECT_PARAMS, "probna_rec", {"koliko": "nova_vrsta"})
    text = SPELL + "    effects:\n      - probna_rec:\n          koliko: 1\n"
    assert refused(text) == (7, "card.internal", {"key": "koliko"})


# ------------------------------------------------------------------ an instruction's parameters
#: An instant with one target (`target`, a creature) and one instruction on line 7.
ONE = SPELL + "    targets: [{kind: creature}]\n    effects:\n      - @\n"
COLORS = "žuta, plava, crna, crvena, zelena"


def effect_params(effect: str) -> dict[str, Any]:
    (e,) = built(ONE.replace("@", effect)).spell_effects
    return dict(e.params)


def refused_effect(effect: str) -> tuple[int, str, dict[str, Any]]:
    return refused(ONE.replace("@", effect))


@pytest.mark.parametrize(
    "to",
    [
        ("you",),
        ("you", "opponent", "target", "each_opponent"),
    ],
)
def test_d20_67_damage_is_redirected_to_one_to_four_recipients(to: tuple[str, ...]) -> None:
    """D20.67: a redirection's `to` is one recipient, or a list of one to four (a modal
    replacement): a list of one and a list of four both load, in their order."""
    effect = "{redirect_damage: {what: target, to: [" + ", ".join(to) + "]}}"
    assert effect_params(effect)["to"] == to


@pytest.mark.parametrize(
    ("effect", "expected"),
    [
        # a recipient of a list, each on its own line: named as written, with its key
        (
            "redirect_damage:\n          what: target\n          to:\n"
            "            - you\n            - yes",
            (11, "card.yaml_bool", {"key": "to", "value": "yes"}),
        ),
        # one recipient, on its own line
        (
            "redirect_damage:\n          what: target\n          to: yes",
            (9, "card.yaml_bool", {"key": "to", "value": "yes"}),
        ),
        (
            "redirect_damage:\n          what: target\n          to: 1.50",
            (
                9,
                "card.selector",
                {
                    "key": "to",
                    "value": "1.50",
                    "allowed": ", ".join(
                        sorted({"target", *PLAYER_SELECTORS, *schema.GROUP_SELECTORS})
                    ),
                },
            ),
        ),
    ],
)
def test_d20_67_a_bad_recipient_is_refused_on_its_line_as_written(
    effect: str, expected: tuple
) -> None:
    assert refused_effect(effect) == expected


@pytest.mark.parametrize(
    ("effect", "expected"),
    [
        (
            "{damage: {to: target, amount: 1.50}}",
            (
                "card.amount",
                {"key": "amount", "value": "1.50", "allowed": "broj, " + ", ".join(AMOUNT_WORDS)},
            ),
        ),
        (
            "{reveal_top: {count: 1.50, take: creature}}",
            ("card.int", {"key": "count", "value": "1.50"}),
        ),
        (
            "{reveal_top: {count: yes, take: creature}}",
            ("card.int", {"key": "count", "value": "yes"}),
        ),
        (
            "{damage: {to: target, amount: 1, not_color: yes}}",
            ("card.yaml_bool", {"key": "not_color", "value": "yes"}),
        ),
        (
            "{search_put_sources: {subtype: 1.50}}",
            ("card.str", {"key": "subtype", "value": "1.50"}),
        ),
        (
            "{delayed_trigger: {at: dies, what: target, effects: [draw], stop_cost: yes}}",
            ("card.cost_type", {"field": "stop_cost", "value": "yes"}),
        ),
        (
            "{add_mana: {kind: 1.50}}",
            (
                "card.mana_kind",
                {
                    "value": "1.50",
                    "allowed": COLORS + ", bezbojna, " + ", ".join(schema.MANA_KIND_WORDS),
                },
            ),
        ),
        (
            "{draw: {then_if_type: 1.50}}",
            (
                "card.filter",
                {
                    "key": "then_if_type",
                    "value": "1.50",
                    "allowed": "Artefakt, Biće, Vradžbina, Iznenađenje, Promena, Izvor",
                },
            ),
        ),
        (
            "{draw: {then_if_type: yes}}",
            ("card.yaml_bool", {"key": "then_if_type", "value": "yes"}),
        ),
        (
            "{destroy: {what: 1.50}}",
            (
                "card.selector",
                {
                    "key": "what",
                    "value": "1.50",
                    "allowed": ", ".join(sorted({"target", *schema.GROUP_SELECTORS})),
                },
            ),
        ),
    ],
)
def test_a_bad_parameter_is_quoted_as_written(effect: str, expected: tuple) -> None:
    """The refused value is shown as the card's author wrote it (`1.50`, `yes`), never as the
    number or truth value YAML made of it, with the parameter's name."""
    assert refused_effect(effect) == (7, *expected)


def test_a_sources_mana_kinds_are_the_colours_and_colourless() -> None:
    """A source (Izvor) produces colours or colourless mana: the words only an instruction that
    adds mana may use are not offered to it."""
    text = "cards:\n  - name: Probni Izvor\n    type: Izvor\n    produces: [ljubičasta]\n"
    assert refused(text) == (
        4,
        "card.mana_kind",
        {"value": "ljubičasta", "allowed": COLORS + ", bezbojna"},
    )


@pytest.mark.parametrize(
    ("effect", "key", "message", "allowed"),
    [
        ("{extra_step: {step: 1.50}}", "step", "card.filter", schema.EXTRA_STEPS),
        (
            "{extra_step: {step: kraj_poteza, after: 1.50}}",
            "after",
            "card.filter",
            schema.NAMED_STEPS,
        ),
        ("{pump: {what: target, power: 10, duration: 1.50}}", "duration", "card.duration", None),
        ("{change_text: {words: 1.50}}", "words", "card.filter", None),
        ("{put_counters: {what: target, counter: 1.50}}", "counter", "card.counter", None),
        ("{reveal_top: {count: 1, take: 1.50}}", "take", "card.filter", None),
        ("{delayed_trigger: {at: 1.50, effects: [draw]}}", "at", "card.delayed_event", None),
        (
            "{delayed_trigger: {at: dies, what: target, effects: [draw], stop_by: 1.50}}",
            "stop_by",
            "card.selector",
            None,
        ),
        (
            "{animate: {what: target, power: 0, toughness: 0, types: [Artefakt, 1.50]}}",
            "types",
            "card.filter",
            None,
        ),
        (
            "{become_copy: {what: target, of: target, keep: [name, 1.50]}}",
            "keep",
            "card.filter",
            None,
        ),
    ],
)
def test_a_bad_word_of_a_closed_list_is_quoted_as_written(
    effect: str, key: str, message: str, allowed: tuple[str, ...] | None
) -> None:
    """A step, a duration, a kind of words, a counter, what to take, when a delayed ability
    triggers, who stops it, card types, what a copy keeps: a value that is none of the words is
    refused quoting it as written (`1.50`, not 1.5), naming its parameter."""
    line, msg, args = refused_effect(effect)
    assert (line, msg, args["key"], args["value"]) == (7, message, key, "1.50")
    if allowed is not None:
        assert args["allowed"] == ", ".join(allowed)


# ------------------------------------------------------------------ kicker (E3.140)
@pytest.mark.parametrize(
    ("item", "expected"),
    [
        ("5", ("card.effect_shape", {})),
        (
            "X",
            ("card.effect_op", {"value": "X", "allowed": ", ".join(sorted(schema.EFFECT_PARAMS))}),
        ),
        (
            "{draw: {}, pump: {what: target, duration: while_self_tapped}}",
            ("card.effect_shape", {}),
        ),
    ],
)
def test_e3_140_a_kicker_instruction_that_is_no_instruction(item: str, expected: tuple) -> None:
    """E3.140: what a kicked spell also does is a list of instructions like `effects`: a number,
    an unknown word or a mapping of two words is refused as such, on its line (not taken for
    an instruction with a duration, D19.34)."""
    text = (
        SPELL + "    targets: [{kind: creature}]\n    effects: [draw]\n    kicker: R\n"
        f"    kicker_effects:\n      - {item}\n"
    )
    assert refused(text) == (9, *expected)


# ------------------------------------------------------------------ targets (D15)
#: An instant whose `targets` list is on line 5, its targets on lines 6, 7, ...
TARGETS = SPELL + "    targets:\n@    effects: [draw]\n"


def targets(*items: str) -> str:
    return TARGETS.replace("@", "".join(f"      - {x}\n" for x in items))


def test_d10_15_a_total_of_1_can_be_divided() -> None:
    """D10.15: the total to divide is any whole number from 1 up."""
    (spec,) = built(targets("{kind: creature, divide: 1}")).spell_targets
    assert spec.divide == 1


@pytest.mark.parametrize(
    ("target", "expected"),
    [
        ("kind: yes", (6, "card.yaml_bool", {"key": "kind", "value": "yes"})),
        (
            "kind: 1.50",
            (
                6,
                "card.target_kind",
                {"key": "kind", "value": "1.50", "allowed": ", ".join(schema.TARGET_KINDS)},
            ),
        ),
        (
            "kind: creature\n        chosen_by: yes",
            (7, "card.yaml_bool", {"key": "chosen_by", "value": "yes"}),
        ),
    ],
)
def test_d15_a_targets_bad_kind_or_chooser_is_quoted_as_written(
    target: str, expected: tuple
) -> None:
    assert refused(targets(target)) == expected


@pytest.mark.parametrize(
    ("items", "expected"),
    [
        (
            ("kind: creature\n        ref: yes",),
            (7, "card.yaml_bool", {"key": "ref", "value": "yes"}),
        ),
        (("kind: creature\n        ref: Zver",), (7, "card.ref", {"value": "Zver"})),
        (
            ("{kind: creature, ref: zver}", "kind: player\n        ref: zver"),
            (8, "card.ref_duplicate", {"value": "zver"}),
        ),
        (
            ("kind: creature\n        tapped: 1.50",),
            (7, "card.filter", {"key": "tapped", "value": "1.50", "allowed": "true, false"}),
        ),
        (
            ("kind: creature\n        color: yes",),
            (7, "card.yaml_bool", {"key": "color", "value": "yes"}),
        ),
    ],
)
def test_d15_a_targets_ref_and_filters_are_refused_on_their_lines_as_written(
    items: tuple[str, ...], expected: tuple
) -> None:
    """A target's name (`ref`) and filters each on their own line: a bad one is refused on
    that line (not the target's first), quoted as written."""
    assert refused(targets(*items)) == expected


# ------------------------------------------------------------------ costs (D4.10, E3.121)
@pytest.mark.parametrize(
    ("cost", "expected"),
    [
        ("2Q", (7, "card.cost", {"field": "cost", "value": "2Q"})),
        (
            "\n      tap: true\n      mana: yes",
            (9, "card.cost_type", {"field": "cost.mana", "value": "yes"}),
        ),
        (
            "\n      tap: true\n      sacrifice: yes",
            (9, "card.yaml_bool", {"key": "sacrifice", "value": "yes"}),
        ),
        ("\n      tap: true\n      life: 1.50", (9, "card.int", {"key": "life", "value": "1.50"})),
        (
            "\n      tap: true\n      discard: 1.50",
            (9, "card.int", {"key": "discard", "value": "1.50"}),
        ),
    ],
)
def test_d4_10_a_bad_cost_part_is_quoted_as_written_on_its_line(cost: str, expected: tuple) -> None:
    """E3.121: the cost of Opremi is a cost like an activated ability's (D4.10): a cost in
    words that is no mana cost, and a bad part of a cost in parts, are quoted as written."""
    assert refused(HEAD + f"    equip: {cost}\n") == expected


# ------------------------------------------------------------------ activated abilities (D4)
#: A creature with one activated ability: `abilities` on line 7, `- activated:` on line 8, the
#: ability's own lines from line 9.
ACT = HEAD + "    abilities:\n      - activated:\n@"


def act(*lines: str) -> str:
    return ACT.replace("@", "".join(f"          {x}\n" for x in lines))


MODES = ("modes:", "  - {text: Vuci, effects: [draw]}", "  - {text: Leči, effects: [draw]}")


@pytest.mark.parametrize(
    ("lines", "expected"),
    [
        (
            ("cost: R", "effects: [draw]", "zone: yes"),
            (11, "card.yaml_bool", {"key": "zone", "value": "yes"}),
        ),
        (("effects: [draw]", "cost: 2Q"), (10, "card.cost", {"field": "cost", "value": "2Q"})),
        (("cost: R", "modes: Vuci"), (10, "card.modes", {})),
        (
            ("cost: R", "effects: [draw]", "text: 1.50"),
            (11, "card.str", {"key": "text", "value": "1.50"}),
        ),
        (("cost: R", "targets: creature"), (10, "card.list", {"key": "targets"})),
        (("cost: R", "effects: draw"), (10, "card.list", {"key": "effects"})),
        (
            ("cost: R", "effects: [draw]", "per_turn: 1.50"),
            (11, "card.int", {"key": "per_turn", "value": "1.50"}),
        ),
        (
            ("cost: R", "effects: [draw]", "sorcery_speed: 1.50"),
            (11, "card.bool", {"key": "sorcery_speed", "value": "1.50"}),
        ),
        (
            ("cost: R", "effects: [draw]", "only_during: yes"),
            (11, "card.yaml_bool", {"key": "only_during", "value": "yes"}),
        ),
        (
            ("cost: R", *MODES, "mode_chosen_by: yes"),
            (13, "card.yaml_bool", {"key": "mode_chosen_by", "value": "yes"}),
        ),
    ],
)
def test_d4_an_activated_abilitys_parts_are_refused_on_their_lines_as_written(
    lines: tuple[str, ...], expected: tuple
) -> None:
    """Its zone (D3.92), cost (D4.10), modes (D15.72), text, targets, effects, limits and who
    chooses the mode, each on its own line: a bad one is refused on that line, quoted as written."""
    assert refused(act(*lines)) == expected


def test_d7_60_an_opponents_source_colour_only_as_the_mana_abilitys_own_mana() -> None:
    """D7.60: "a colour a source an opponent controls could produce" is the mana a mana ability
    makes (its first instruction); a second instruction of a mana ability played from the hand
    may not use it."""
    first = "{add_mana: {kind: opponent_source_color}}"
    (ab,) = built(act("zone: ruka", "cost: {discard_self: true}", f"effects: [{first}]")).activated
    assert ab.effects[0].get("kind") == "opponent_source_color"
    text = act(
        "zone: ruka",
        "cost: {discard_self: true}",
        f"effects: [{{add_mana: {{kind: crvena}}}}, {first}]",
    )
    assert refused(text) == (11, "card.mana_word", {"value": "opponent_source_color"})


# ------------------------------------------------------------------ static abilities (D6)
#: Probni Vuk with one static ability whose body starts on line 9.
STAT = HEAD + "    abilities:\n      - static:\n@"


def stat(*lines: str) -> str:
    return STAT.replace("@", "".join(f"          {x}\n" for x in lines))


@pytest.mark.parametrize(
    ("lines", "expected"),
    [
        (
            ("op: pump", "power: 10", "affects: yes"),
            (11, "card.yaml_bool", {"key": "affects", "value": "yes"}),
        ),
        (
            ("op: attack_cost", "affects: creatures_you_control", "mana: yes"),
            (11, "card.cost_type", {"field": "mana", "value": "yes"}),
        ),
        (
            ("op: pump", "affects: creatures_you_control", "power: 1.50"),
            (11, "card.int_signed", {"key": "power", "value": "1.50"}),
        ),
        (
            ("op: add_type", "affects: creatures_you_control", "subtype: 1.50"),
            (11, "card.str", {"key": "subtype", "value": "1.50"}),
        ),
        (
            ("op: set_color", "affects: creatures_you_control", "color: yes"),
            (11, "card.yaml_bool", {"key": "color", "value": "yes"}),
        ),
        (
            ("op: add_type", "affects: creatures_you_control", "types: Artefakt"),
            (11, "card.list", {"key": "types"}),
        ),
        (
            ("op: set_color", "affects: creatures_you_control", "colors: [crna, yes]"),
            (11, "card.yaml_bool", {"key": "colors", "value": "yes"}),
        ),
        (
            ("op: spell_cost_increase", "amount: 1", "ignore_cost: 2Q"),
            (11, "card.cost", {"field": "cost", "value": "2Q"}),
        ),
        (
            ("op: replace_draw", "text: x", "player: yes"),
            (11, "card.yaml_bool", {"key": "player", "value": "yes"}),
        ),
        (
            ("op: replace_to_graveyard", "goes_to: removed", "which: yes"),
            (11, "card.yaml_bool", {"key": "which", "value": "yes"}),
        ),
        (
            ("op: replace_to_graveyard", "goes_to: removed", "optional: true", "instead: [draw]"),
            (12, "card.only_for", {"key": "instead", "what": "op: replace_draw"}),
        ),
        (
            ("op: pump", "power: 10", "tap: creature", "sacrifice: creature"),
            (12, "card.only_for", {"key": "sacrifice", "what": "op: attack_cost/block_cost"}),
        ),
    ],
)
def test_d6_a_static_abilitys_values_are_quoted_as_written(
    lines: tuple[str, ...], expected: tuple
) -> None:
    assert refused(stat(*lines)) == expected


@pytest.mark.parametrize("key", ["life", "sacrifice"])
def test_c9_23_each_attack_cost_key_alone_belongs_to_no_other_op(key: str) -> None:
    """C9.23: `life` and `sacrifice` are parts of an attack or block cost: on another static
    ability each is refused on its own, not silently dropped."""
    value = "2" if key == "life" else "creature"
    assert refused(stat("op: pump", "power: 10", f"{key}: {value}")) == (
        11,
        "card.only_for",
        {"key": key, "what": "op: attack_cost/block_cost"},
    )


def test_d3_93_the_if_of_a_cost_reduction_is_refused_on_the_line_of_its_value() -> None:
    """D3.93: "if your life is at most N": a bad N is refused on its own line, quoted as written,
    even in a `{...}` mapping that starts on the line before."""
    text = stat("op: cost_reduction", "amount: 2", "if: {", "  your_life_at_most: 1.50}")
    assert refused(text) == (12, "card.int", {"key": "your_life_at_most", "value": "1.50"})


def test_d16_60_what_a_replacement_does_instead_names_players_but_no_target() -> None:
    """D16.60: "if you would draw a card, instead ...": the instructions done instead may name a
    player (`who: you`), but no target: a replacement has none."""
    (ab,) = built(
        stat("op: replace_draw", "instead: [{gain_life: {who: you, amount: 10}}]")
    ).statics
    assert ab.get("instead") == (Effect("gain_life", (("amount", 10), ("who", "you"))),)
    line, key, args = refused(
        stat("op: replace_draw", "instead: [{damage: {to: target, amount: 10}}]")
    )
    assert (line, key, args["key"], args["value"]) == (10, "card.selector", "to", "target")


# ------------------------------------------------------------------ the card's own fields
def test_a_card_is_a_mapping() -> None:
    """An entry of `cards` that is a bare word is no card: refused on its line."""
    assert refused("cards:\n  - Probni Vuk\n") == (2, "card.not_mapping", {})


def test_subtypes_are_a_list_refused_on_their_line() -> None:
    assert refused(HEAD + "    subtypes: Vuk\n") == (7, "card.list", {"key": "subtypes"})


def test_a_name_that_is_a_list_is_shown_as_it_was_read() -> None:
    """`name: [Vuk]` is a list, not a name: refused, showing what was read."""
    text = "cards:\n  - cost: R\n    name: [Vuk]\n    type: Biće\n"
    assert refused(text) == (3, "card.name_type", {"value": "['Vuk']"})


#: An aura (Promena) up to its type line (line 4); `enchant` on line 5.
AURA = "cards:\n  - name: Oreol\n    cost: R\n    type: Promena\n"
#: A creature's card up to its type line (line 4); its P/T and what follows come after.
NAMED = "cards:\n  - name: Probni Vuk\n    cost: R\n    type: {}\n"


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        (NAMED.format("yes"), (4, "card.yaml_bool", {"key": "type", "value": "yes"})),
        (
            NAMED.format("Biće") + "    power: '*'\n    toughness: '*'\n    pt: yes\n",
            (7, "card.yaml_bool", {"key": "pt", "value": "yes"}),
        ),
        (
            NAMED.format("Biće") + "    power: 1.50\n    toughness: 10\n",
            (5, "card.pt", {"key": "power", "value": "1.50"}),
        ),
        (HEAD + "    regeneration: 2Q\n", (7, "card.cost", {"field": "cost", "value": "2Q"})),
        (
            HEAD + "    as_enters_choose: yes\n",
            (7, "card.yaml_bool", {"key": "as_enters_choose", "value": "yes"}),
        ),
        (
            HEAD + "    as_enters_choose: 1.50\n",
            (
                7,
                "card.filter",
                {
                    "key": "as_enters_choose",
                    "value": "1.50",
                    "allowed": ", ".join(schema.AS_ENTERS_CHOICES),
                },
            ),
        ),
        (AURA + "    enchant: yes\n", (5, "card.yaml_bool", {"key": "enchant", "value": "yes"})),
        (
            AURA + "    enchant: [biće, yes]\n",
            (5, "card.yaml_bool", {"key": "enchant", "value": "yes"}),
        ),
        (
            AURA + "    enchant: [biće, 1.50]\n",
            (
                5,
                "card.enchant",
                {"key": "enchant", "value": "1.50", "allowed": ", ".join(schema.ENCHANT)},
            ),
        ),
        (
            SPELL + "    effects: [draw]\n    kicker: yes\n",
            (6, "card.cost_type", {"field": "kicker", "value": "yes"}),
        ),
        (
            "cards:\n  - name: Izvorče\n    type: Izvor\n    produces: [crvena, yes]\n",
            (4, "card.yaml_bool", {"key": "produces", "value": "yes"}),
        ),
        (HEAD + "    origin: yes\n", (7, "card.yaml_bool", {"key": "origin", "value": "yes"})),
        (
            HEAD + "    enters_as_copy: 1.50\n",
            (7, "card.bool", {"key": "enters_as_copy", "value": "1.50"}),
        ),
        (
            HEAD + "    enters_as_copy:\n      grants: []\n      keep: name\n",
            (9, "card.list", {"key": "keep"}),
        ),
        (
            HEAD + "    enters_as_copy:\n      keep: [name]\n      grants: name\n",
            (9, "card.list", {"key": "grants"}),
        ),
        (
            HEAD + "    enters_as_copy:\n      grants:\n        - 5\n",
            (9, "card.ability_shape", {}),
        ),
        (
            SPELL + "    effects: [draw]\n    cant_be_countered: 1.50\n",
            (6, "card.bool", {"key": "cant_be_countered", "value": "1.50"}),
        ),
    ],
)
def test_the_cards_fields_are_refused_on_their_lines_as_written(text: str, expected: tuple) -> None:
    """The type line, B9.20's `pt`, power, E3.111's regeneration cost, what is chosen as the
    permanent enters (E4.50), what an aura enchants (E3.130), the kicker (E3.140), a source's
    mana (A2), D13.30's "can't be countered": a bad value is refused on its own
    line, quoted as written."""
    assert refused(text) == expected


def test_b9_20_a_creature_may_have_0_power_and_toughness() -> None:
    card = built(NAMED.format("Biće") + "    power: 0\n    toughness: 0\n")
    assert (card.power, card.toughness) == (0, 0)


def test_e4_40_a_copy_that_keeps_nothing_of_its_own() -> None:
    """E4.40: `enters_as_copy` with only what the copy gains keeps nothing of its own."""
    card = built(HEAD + "    enters_as_copy:\n      grants: []\n")
    assert (card.enters_as_copy, card.copy_keeps, card.copy_grants) == (True, frozenset(), ())


def test_the_cards_text_is_kept() -> None:
    assert built(HEAD + "    text: Leti.\n").text == "Leti."


def test_d19_34_a_kicked_permanent_s_extra_instructions_are_a_spell_s_not_an_ability_s() -> None:
    """D19.34: "for as long as ..." is a duration of the effects of activated and triggered
    abilities. A kicked creature's `kicker_effects` are carried out as the creature spell
    resolves (E3.140): they are a spell's instructions, and the duration is refused on the
    instruction's line, as it is for an instant's."""
    pump = "{pump: {what: self, power: 10, duration: while_self_tapped}}"
    kicked = HEAD + f"    kicker: R\n    kicker_effects:\n      - {pump}\n"
    assert refused(kicked) == (9, "card.duration_spell", {"value": "while_self_tapped"})


def test_d4_10_an_ability_cost_with_an_unknown_key_is_refused_by_that_key_not_as_braces() -> None:
    """D4.10: `cost: {2R}` (YAML's mapping {2R: null}) gets the braces message; a cost mapping
    whose keys are no cost words but which has values (`cost: {plati: 1}`) is an unknown key,
    named with the keys a cost allows."""
    ability = (
        HEAD + "    abilities:\n      - activated:\n          cost: @\n          effects: [draw]\n"
    )
    assert refused(ability.replace("@", "{2R}")) == (9, "card.cost_braces", {"field": "cost"})
    assert refused(ability.replace("@", "{plati: 1}")) == (
        9,
        "card.unknown_key",
        {
            "key": "plati",
            "where": "cost",
            "allowed": "mana, tap, sacrifice_self, sacrifice, life, discard, discard_self, reveal",
        },
    )
