"""The card loader's checks (izvori/cards/schema.py), as a judge reading a card file would state
them: what a card's YAML builds, and for what it is refused — on which line, with which message
and which values in it (the player reads that message: its key and parameters are pinned, not
just "refused").

Written for the mutants of schema.py that the card-loader tests let through (docs/mutation.md,
session 14). Each card is written out as text, so the lines of a refusal can be counted.
"""

from __future__ import annotations

from typing import Any

import pytest
from built_card import HEAD, SPELL, built, refused

from izvori.cards.schema import (
    AMOUNT_WORDS,
    CDA,
    DURATIONS,
    EFFECT_PARAMS,
    ENCHANT,
    EXTRA_STEPS,
    GROUP_SELECTORS,
    INTERVENING_IF,
    KEYWORD_NAMES,
    NAMED_STEPS,
    PLAYER_SELECTORS,
    SKIP_WHAT,
    STATIC_AFFECTS,
    STATIC_OPS,
    TARGET_KINDS,
    TRIGGER_EVENTS,
    TYPE_LINES,
)
from izvori.engine.carddef import (
    ActivatedAbility,
    CardType,
    Cost,
    Effect,
    Keyword,
    Mode,
    StaticAbility,
    TargetSpec,
    TriggeredAbility,
)
from izvori.engine.copies import COPY_KEEPS
from izvori.engine.delayed import DELAYED_EVENTS
from izvori.engine.mana import ManaCost
from izvori.engine.text import WORD_KINDS


# ------------------------------------------------------------------ how a value is shown
def test_a_yes_no_word_where_a_word_is_expected_is_named_as_written() -> None:
    """`op: true` is YAML's boolean, not a word: the message says so and quotes it."""
    text = HEAD + "    abilities:\n      - static:\n          op: true\n"
    assert refused(text) == (9, "card.yaml_bool", {"key": "op", "value": "true"})
    text = HEAD + "    abilities:\n      - static:\n          op: false\n"
    assert refused(text) == (9, "card.yaml_bool", {"key": "op", "value": "false"})


def test_a_number_where_text_is_expected_is_quoted_as_written() -> None:
    """`flavor: 1.50` is a number: the message quotes "1.50", not Python's 1.5."""
    assert refused(HEAD + "    flavor: 1.50\n") == (
        7,
        "card.str",
        {"key": "flavor", "value": "1.50"},
    )


def test_an_empty_value_is_shown_as_nothing() -> None:
    """`rarity:` with nothing after it: the message shows an empty value and the allowed ones."""
    assert refused(HEAD + "    rarity:\n") == (
        7,
        "card.rarity",
        {"key": "rarity", "value": "", "allowed": "obična, srebrna, zlatna"},
    )


def test_an_empty_word_is_shown_as_nothing() -> None:
    """`op:` with nothing after it: not one of the static words, and shown as empty."""
    line, key, args = refused(HEAD + "    abilities:\n      - static:\n          op:\n")
    assert (line, key, args["key"], args["value"]) == (9, "card.static_op", "op", "")
    assert args["allowed"] == ", ".join(STATIC_OPS)


def test_a_long_value_is_shown_whole_up_to_60_characters_then_cut() -> None:
    """An unknown instruction word is quoted in the message: whole up to 60 characters, a longer
    one cut to 57 and "..."."""
    for word, shown in (("a" * 60, "a" * 60), ("b" * 61, "b" * 57 + "...")):
        line, key, args = refused(SPELL + f"    effects: [{word}]\n")
        assert (line, key, args["value"]) == (5, "card.effect_op", shown)


# ------------------------------------------------------------------ instructions' own checks
#: C1.80: an instant that adds a step; its parameters each on their own line (7, 8, 9).
EXTRA_STEP = SPELL + "    effects:\n      - extra_step:\n          step: {}\n          {}: {}\n"


def test_c1_80_an_added_step_after_and_before_is_refused_on_the_before_line() -> None:
    text = EXTRA_STEP.format("vučenje", "after", "priprema") + "          before: vučenje\n"
    assert refused(text) == (9, "card.extra_step_both", {})


@pytest.mark.parametrize("where", ["after", "before"])
def test_c1_80_the_named_step_must_be_of_the_added_steps_phase(where: str) -> None:
    """An extra end-of-turn step can't be put right after or before the upkeep (another
    phase): refused on that key's line, naming both steps."""
    text = EXTRA_STEP.format("kraj_poteza", where, "priprema")
    assert refused(text) == (
        8,
        "card.extra_step_phase",
        {"key": where, "value": "priprema", "step": "kraj_poteza"},
    )


def test_change_text_to_alone_is_checked() -> None:
    """ "Change the text" may name only the new word (`to`): it is checked all the same."""
    text = (
        SPELL
        + "    effects:\n      - change_text:\n          words: creature_type\n          to: Tost\n"
    )
    line, key, args = refused(text)
    assert (line, key, args["key"], args["value"]) == (8, "card.filter", "to", "Tost")


@pytest.mark.parametrize("where", ["from", "to"])
def test_change_text_words_are_checked_for_from_and_to(where: str) -> None:
    """ "Change the text": `from` and `to` must each be a word of the kind `words` names."""
    other = "to" if where == "from" else "from"
    text = (
        SPELL + "    effects:\n      - change_text:\n          words: creature_type\n"
        f"          {other}: Avet\n          {where}: Tost\n"
    )
    line, key, args = refused(text)
    assert (line, key, args["key"], args["value"]) == (9, "card.filter", where, "Tost")


# ------------------------------------------------------------------ modes (D15.72)
#: A modal instant: `modes` on line 5, its first mode on lines 6-9, the second from line 10.
MODAL = (
    SPELL + "    modes:\n"
    "      - text: Uništi odabrano biće\n"
    "        targets:\n"
    "          - {kind: creature}\n"
    "        effects: [{destroy: {what: target}}]\n"
    "      - text: '  Vuci kartu  '\n"
    "        effects: [draw]\n"
)


def test_d15_72_each_mode_has_its_own_text_targets_and_effects() -> None:
    card = built(MODAL)
    assert card.modes == (
        Mode(
            "Uništi odabrano biće",
            (TargetSpec("target", "creature"),),
            (Effect("destroy", (("what", "target"),)),),
        ),
        Mode("Vuci kartu", (), (Effect("draw"),)),
    )
    assert card.spell_effects == () and card.spell_targets == ()


def test_d15_72_a_mode_can_t_name_another_modes_target() -> None:
    text = MODAL.replace("effects: [draw]", "effects: [{destroy: {what: target}}]")
    line, key, args = refused(text)
    assert (line, key, args["key"], args["value"]) == (11, "card.selector", "what", "target")


@pytest.mark.parametrize(
    ("modes", "line"),
    [
        ("    modes: [{text: a, effects: [draw]}]\n", 5),  # one mode is no choice
        ("    modes: {text: a, effects: [draw]}\n", 5),  # a mapping, not a list
        ("    modes:\n      - {text: a, effects: [draw]}\n      - Vuci kartu\n", 7),
    ],
)
def test_d15_72_modes_are_two_or_more_mappings(modes: str, line: int) -> None:
    assert refused(SPELL + modes) == (line, "card.modes", {})


@pytest.mark.parametrize("missing", ["text", "effects"])
def test_d15_72_a_mode_without_its_text_or_effects_is_refused_on_its_line(missing: str) -> None:
    mode = "        text: b\n" if missing == "effects" else "        effects: [draw]\n"
    text = SPELL + "    modes:\n      - {text: a, effects: [draw]}\n      -\n" + mode
    text = text.replace("      -\n        ", "      - ")
    assert refused(text) == (7, "card.missing", {"key": "text/effects", "where": "modes"})


def test_d15_72_a_modes_text_is_text_and_not_blank() -> None:
    """Checked on the line of `text` (here the line after the mode's first line)."""
    two = (
        SPELL
        + "    modes:\n      - {text: a, effects: [draw]}\n"
        + "      - effects: [draw]\n        text: @\n"
    )
    assert refused(two.replace("@", "1.50")) == (8, "card.str", {"key": "text", "value": "1.50"})
    assert refused(two.replace("@", "'   '")) == (8, "card.empty", {"key": "text"})
    assert refused(two.replace("@", "' a '")) == (8, "card.mode_text_duplicate", {"value": "a"})


def test_d15_72_a_mode_without_effects_is_refused_on_its_effects_line() -> None:
    text = (
        SPELL
        + "    modes:\n      - {text: a, effects: [draw]}\n      - text: b\n        effects: []\n"
    )
    assert refused(text) == (8, "card.missing", {"key": "effects", "where": "modes"})


def test_d15_72_a_modes_targets_and_effects_must_be_lists_on_their_lines() -> None:
    mode = SPELL + "    modes:\n      - {text: a, effects: [draw]}\n      - text: b\n"
    text = mode + "        targets: {kind: creature}\n        effects: [draw]\n"
    assert refused(text) == (8, "card.list", {"key": "targets"})
    text = mode + "        targets: [{kind: creature}]\n        effects: draw\n"
    assert refused(text) == (9, "card.list", {"key": "effects"})


def test_d15_72_an_unknown_key_in_a_mode_is_named_as_in_the_modes() -> None:
    text = (
        SPELL
        + "    modes:\n      - {text: a, effects: [draw]}\n"
        + "      - {text: b, effects: [draw], mete: 1}\n"
    )
    line, key, args = refused(text)
    assert (line, key, args["key"], args["where"]) == (7, "card.unknown_key", "mete", "modes")


def test_d15_72_a_modes_targets_and_effects_are_checked_on_their_lines() -> None:
    mode = SPELL + "    modes:\n      - {text: a, effects: [draw]}\n      - text: b\n"
    bad_target = "        targets:\n          - {kind: čarobnjak}\n        effects: [draw]\n"
    line, key, _ = refused(mode + bad_target)
    assert (line, key) == (9, "card.target_kind")
    bad_effect = "        targets: [{kind: creature}]\n        effects:\n          - leti\n"
    line, key, _ = refused(mode + bad_effect)
    assert (line, key) == (10, "card.effect_op")


# ------------------------------------------------------------------ nested instructions
def test_then_is_a_list_of_instructions_that_may_name_the_spells_targets() -> None:
    text = (
        SPELL + "    targets: [{kind: creature}]\n    effects:\n      - draw:\n"
        "          then: [{destroy: {what: target}}]\n"
    )
    (draw,) = built(text).spell_effects
    assert draw.get("then") == (Effect("destroy", (("what", "target"),)),)
    line, key, args = refused(text.replace("[{destroy: {what: target}}]", "gain_life"))
    assert (line, key, args) == (8, "card.list", {"key": "then"})


#: D9.28: a delayed ability made by a spell with a target; its effects on line 10.
DELAYED = (
    SPELL + "    targets: [{kind: creature}]\n    effects:\n      - delayed_trigger:\n"
    "          at: end_of_turn\n          text: Na kraju poteza\n"
    "          effects: [{destroy: {what: trigger_object}}]\n"
)


def test_d9_28_a_delayed_abilitys_effects_remember_no_targets() -> None:
    """It is a new ability: it can't name the spell's targets, only what it remembers."""
    (delayed,) = built(DELAYED).spell_effects
    assert delayed.get("effects") == (Effect("destroy", (("what", "trigger_object"),)),)
    line, key, args = refused(DELAYED.replace("trigger_object", "target"))
    assert (line, key, args["key"], args["value"]) == (10, "card.selector", "what", "target")
    assert "target" not in args["allowed"].split(", ")
    line, key, args = refused(DELAYED.replace("[{destroy: {what: trigger_object}}]", "draw"))
    assert (line, key, args) == (10, "card.list", {"key": "effects"})


def test_d9_28_a_delayed_ability_about_that_object_says_which() -> None:
    """ "When THAT creature leaves play": the event is about an object, so `what` is needed."""
    text = DELAYED.replace("end_of_turn", "leaves_play")
    assert refused(text) == (7, "card.missing", {"key": "what", "where": "delayed_trigger"})
    (delayed,) = built(text.replace("text: Na", "what: target\n          text: Na")).spell_effects
    assert (delayed.get("at"), delayed.get("what")) == ("leaves_play", "target")


#: D20.64: damage with its own "instead" (a self-replacement); the `instead` mapping on line 10.
INSTEAD = (
    SPELL + "    targets: [{kind: creature}]\n    effects:\n      - damage:\n"
    "          to: target\n          amount: 10\n          instead:\n"
    "            amount: 30\n            if_color: zelena\n"
)


def test_d20_64_a_damage_instead_has_an_amount_and_maybe_a_colour() -> None:
    (damage,) = built(INSTEAD).spell_effects
    assert damage.get("instead") == (("amount", 30), ("if_color", "Z"))
    (damage,) = built(INSTEAD.replace("            if_color: zelena\n", "")).spell_effects
    assert damage.get("instead") == (("amount", 30),)


@pytest.mark.parametrize(
    ("instead", "expected"),
    [
        ("          instead: 30\n", (10, "card.instead_shape", {"key": "instead"})),
        (
            "          instead:\n            if_color: zelena\n",
            (10, "card.missing", {"key": "amount", "where": "instead"}),
        ),
        (
            "          instead:\n            amount: -30\n",
            (11, "card.negative", {"key": "amount"}),
        ),
        (
            "          instead:\n            amount: 30\n            if_color: ljubičasta\n",
            (
                12,
                "card.color",
                {"value": "ljubičasta", "allowed": "žuta, plava, crna, crvena, zelena"},
            ),
        ),
        (
            "          instead:\n            amount: 30\n            boja: zelena\n",
            (
                12,
                "card.unknown_key",
                {"key": "boja", "where": "instead", "allowed": "amount, if_color"},
            ),
        ),
    ],
)
def test_d20_64_a_bad_damage_instead_is_refused_on_its_line(instead: str, expected: tuple) -> None:
    text = INSTEAD[: INSTEAD.index("          instead:")] + instead
    assert refused(text) == expected


# ------------------------------------------------------------------ triggered abilities (D11)
#: Probni Vuk with one triggered ability whose body starts on line 9 (`@` is replaced by keys).
TRIG = HEAD + "    abilities:\n      - triggered:\n@"


def trig(*lines: str) -> str:
    return TRIG.replace("@", "".join(f"          {x}\n" for x in lines))


def test_d11_a_triggered_ability_is_built_with_everything_it_says() -> None:
    text = trig(
        "when: casts",
        "player: opponent",
        "color: zelena",
        "not_color: crvena",
        "text: Kad protivnik igra zelenu magiju",
        "optional: yes",
        "if: {your_life_at_most: 50}",
        "targets: [{kind: player}]",
        "cost: R",
        "effects: [{damage: {to: target, amount: 10}}]",
    )
    (ab,) = built(text).triggered
    assert ab == TriggeredAbility(
        "casts",
        (("color", "Z"), ("not_color", "R"), ("player", "opponent")),
        (Effect("damage", (("amount", 10), ("to", "target"))),),
        (TargetSpec("target", "player"),),
        True,
        (("your_life_at_most", 50),),
        "Kad protivnik igra zelenu magiju",
        zone="u igri",
        cost=Cost(ManaCost.parse("R")),
    )


def test_d11_a_triggered_ability_needs_its_event() -> None:
    assert refused(trig("effects: [draw]")) == (
        9,
        "card.missing",
        {"key": "when", "where": "triggered"},
    )
    assert refused(trig("effects: [draw]", "when: sneezes")) == (
        10,
        "card.trigger_event",
        {"key": "when", "value": "sneezes", "allowed": ", ".join(TRIGGER_EVENTS)},
    )


@pytest.mark.parametrize(("event", "needs"), [("step_begins", "step"), ("state_holds", "state")])
def test_d11_an_event_that_names_a_step_or_state_needs_it(event: str, needs: str) -> None:
    assert refused(trig("effects: [draw]", f"when: {event}")) == (
        9,
        "card.missing",
        {"key": needs, "where": "triggered"},
    )


def test_d11_a_condition_the_event_does_not_read_is_refused() -> None:
    assert refused(trig("when: draws", "effects: [draw]", "who: self")) == (
        11,
        "card.trigger_condition",
        {"key": "who", "event": "draws", "allowed": "player"},
    )
    assert refused(trig("when: attacks", "effects: [draw]", "exactly: 2")) == (
        11,
        "card.trigger_condition",
        {"key": "exactly", "event": "attacks", "allowed": "who, color, not_color, type"},
    )


def test_d11_a_condition_value_the_event_does_not_allow_is_refused() -> None:
    """ "When this creature blocks": `blocks` is about this creature only."""
    assert refused(trig("when: blocks", "effects: [draw]", "who: another")) == (
        11,
        "card.trigger_value",
        {"key": "who", "value": "another", "event": "blocks", "allowed": "self"},
    )
    line, key, args = refused(trig("when: blocks", "effects: [draw]", "who: nobody"))
    assert (line, key, args["key"], args["value"]) == (11, "card.filter", "who", "nobody")


def test_d11_95_a_count_condition_is_a_whole_number_of_at_least_one() -> None:
    (ab,) = built(trig("when: becomes_blocked", "effects: [draw]", "at_least: 2")).triggered
    assert ab.condition == (("at_least", 2),)
    assert refused(trig("when: becomes_blocked", "effects: [draw]", "exactly: 0")) == (
        11,
        "card.int_positive",
        {"key": "exactly", "value": 0},
    )
    assert refused(trig("when: becomes_blocked", "effects: [draw]", "exactly: dva")) == (
        11,
        "card.int",
        {"key": "exactly", "value": "dva"},
    )


def test_d11_80_the_intervening_if_names_known_conditions() -> None:
    (ab,) = built(
        trig("when: dies", "effects: [draw]", "if: {only_creature_card_in_your_graveyard: true}")
    ).triggered
    assert ab.intervening_if == (("only_creature_card_in_your_graveyard", True),)
    allowed = {"allowed": ", ".join(INTERVENING_IF)}
    for bad in ("{}", "{tvoj_zivot: 5}", "50"):
        text = trig("when: dies", "effects: [draw]", f"if: {bad}")
        assert refused(text) == (11, "card.intervening_if", allowed)
    text = trig("when: dies", "effects: [draw]", "if:", "  your_life_at_most: pet")
    assert refused(text) == (12, "card.int", {"key": "your_life_at_most", "value": "pet"})
    text = trig("when: dies", "effects: [draw]", "if:", "  only_creature_card_in_your_graveyard: 1")
    line, key, args = refused(text)
    assert (line, key, args["key"], args["value"]) == (
        12,
        "card.filter",
        "only_creature_card_in_your_graveyard",
        "1",
    )


@pytest.mark.parametrize("part", ["tap: true", "sacrifice_self: true", "discard: 1"])
def test_d3_95_a_trigger_cost_can_t_tap_sacrifice_itself_or_discard(part: str) -> None:
    text = trig("when: dies", "effects: [draw]", f"cost: {{{part}}}")
    assert refused(text) == (11, "card.trigger_cost", {})


def test_d3_95_a_trigger_from_the_hand_is_played_by_revealing_the_card() -> None:
    hand = ("when: draws", "zone: ruka", "effects: [draw]")
    assert refused(trig(*hand)) == (9, "card.hand_trigger_reveal", {})
    assert refused(trig(*hand, "cost: R")) == (9, "card.hand_trigger_reveal", {})
    (ab,) = built(trig(*hand, "cost: {reveal: true}")).triggered
    assert (ab.zone, ab.cost) == ("ruka", Cost(reveal=True))
    assert refused(trig("when: draws", "effects: [draw]", "cost: {reveal: true}")) == (
        11,
        "card.zone_cost",
        {"key": "reveal", "zone": "u igri", "needs": "ruka"},
    )


def test_d3_97_returning_itself_to_play_works_only_after_it_went_there() -> None:
    """A trigger in play may return "this" to play only when it died / left play itself."""
    back = "effects: [{return_to_play: {what: self}}]"
    for when in ("dies", "leaves_play"):
        (ab,) = built(trig(f"when: {when}", back)).triggered
        assert ab.effects == (Effect("return_to_play", (("what", "self"),)),)
    refusal = (9, "card.zone_effect", {"op": "return_to_play"})
    assert refused(trig("when: enters_play", back)) == refusal
    assert refused(trig("when: dies", "who: another", back)) == refusal


def test_d11_optional_is_true_or_false() -> None:
    assert refused(trig("when: dies", "effects: [draw]", "optional: 5")) == (
        11,
        "card.bool",
        {"key": "optional", "value": "5"},
    )


# ------------------------------------------------------------------ triggered mana abilities
def test_d12_31_same_kind_only_in_a_trigger_on_tapping_for_mana() -> None:
    mana = "effects: [{add_mana: {kind: same_kind}}]"
    (ab,) = built(trig("when: tapped_for_mana", "who: you_control", mana)).triggered
    assert ab.effects == (Effect("add_mana", (("kind", "same_kind"),)),)
    assert refused(trig("when: dies", mana)) == (10, "card.mana_word", {"value": "same_kind"})


@pytest.mark.parametrize(
    "extra",
    [
        ("targets: [{kind: player}]",),
        ("optional: true",),
        ("if: {your_life_at_most: 50}",),
        ("effects: [{add_mana: {kind: same_kind}}, draw]",),
        ("effects: [{add_mana: {kind: same_kind, amount: X}}]",),
        ("effects: [{add_mana: {kind: same_kind, who: target_controller}}]",),
    ],
)
def test_d7_10_a_triggered_mana_ability_only_adds_mana(extra: tuple[str, ...]) -> None:
    """D12.30: it resolves at once, without the niz: no targets, no "may", no "if", nothing
    but mana, a fixed amount, to a player it can name without a target."""
    body = ["when: tapped_for_mana", "effects: [{add_mana: {kind: same_kind}}]"]
    if extra[0].startswith("effects"):
        body[1] = extra[0]
    else:
        body.append(extra[0])
    assert refused(trig(*body)) == (10, "card.mana_trigger", {})


# ------------------------------------------------------------------ activated abilities (D4)
#: Probni Vuk with one activated ability whose body starts on line 9.
ACT = HEAD + "    abilities:\n      - activated:\n@"


def act(*lines: str) -> str:
    return ACT.replace("@", "".join(f"          {x}\n" for x in lines))


def test_d4_an_activated_ability_is_built_with_everything_it_says() -> None:
    text = act(
        "cost: {mana: 1R, tap: true}",
        "targets: [{kind: creature}]",
        "effects: [{destroy: {what: target}}]",
        "sorcery_speed: true",
        "text: Uništi",
        "per_turn: 2",
        "only_during: your_upkeep",
    )
    (ab,) = built(text).activated
    assert ab == ActivatedAbility(
        Cost(ManaCost.parse("1R"), tap=True),
        (Effect("destroy", (("what", "target"),)),),
        (TargetSpec("target", "creature"),),
        True,
        "Uništi",
        zone="u igri",
        per_turn=2,
        only_during="your_upkeep",
    )


def test_d4_an_activated_ability_needs_a_cost() -> None:
    assert refused(act("effects: [draw]")) == (
        9,
        "card.missing",
        {"key": "cost", "where": "activated"},
    )


@pytest.mark.parametrize(
    ("line", "expected"),
    [
        ("per_turn: -1", ("card.int", {"key": "per_turn", "value": "-1"})),
        ("sorcery_speed: 5", ("card.bool", {"key": "sorcery_speed", "value": "5"})),
        (
            "mode_chosen_by: opponent",
            ("card.only_with", {"key": "mode_chosen_by", "other": "modes"}),
        ),
    ],
)
def test_d4_an_activated_abilitys_limits_are_checked_on_their_lines(
    line: str, expected: tuple
) -> None:
    assert refused(act("cost: R", "effects: [draw]", line)) == (11, *expected)


def test_d4_30_only_during_is_one_of_the_known_times() -> None:
    line, key, args = refused(act("cost: R", "effects: [draw]", "only_during: your_combat"))
    assert (line, key, args["key"], args["value"], args["allowed"]) == (
        11,
        "card.filter",
        "only_during",
        "your_combat",
        "your_turn, your_upkeep",
    )


def test_d15_72_a_modal_activated_ability() -> None:
    modes = (
        "modes:",
        "  - {text: a, effects: [draw]}",
        "  - {text: b, effects: [{gain_life: {amount: 10}}]}",
    )
    (ab,) = built(act("cost: R", *modes, "mode_chosen_by: opponent")).activated
    assert (ab.effects, ab.mode_chooser) == ((), "opponent")
    assert [m.text for m in ab.modes] == ["a", "b"]
    for own in ("effects: [draw]", "targets: [{kind: player}]"):
        assert refused(act("cost: R", own, *modes)) == (11, "card.modes_and_effects", {})
    line, key, args = refused(act("cost: R", *modes, "mode_chosen_by: nobody"))
    assert (line, key, args["key"], args["value"]) == (
        13,
        "card.filter",
        "mode_chosen_by",
        "nobody",
    )
    back = "  - {text: c, effects: [{return_to_play: {what: self}}]}"
    assert refused(act("cost: R", *modes, back)) == (
        9,
        "card.zone_effect",
        {"op": "return_to_play"},
    )


def test_d3_95_a_cost_that_moves_or_shows_the_card_is_paid_only_from_its_zone() -> None:
    assert refused(act("zone: odlagalište", "cost: {tap: true}", "effects: [draw]")) == (
        10,
        "card.zone_cost",
        {"key": "tap", "zone": "odlagalište", "needs": "u igri"},
    )
    assert refused(act("cost: {discard_self: true}", "effects: [draw]")) == (
        9,
        "card.zone_cost",
        {"key": "discard_self", "zone": "u igri", "needs": "ruka"},
    )
    (ab,) = built(act("zone: ruka", "cost: {discard_self: true}", "effects: [draw]")).activated
    assert (ab.zone, ab.cost) == ("ruka", Cost(discard_self=True))
    line, key, args = refused(act("zone: biblioteka", "cost: R", "effects: [draw]"))
    assert (line, key, args["key"], args["value"]) == (9, "card.filter", "zone", "biblioteka")


def test_d7_10_a_mana_ability_in_play_only_adds_mana() -> None:
    mana = ("cost: {tap: true}", "effects:", "  - {add_mana: {kind: crvena}}", "  - draw")
    assert refused(act(*mana)) == (12, "card.mana_ability_effects", {"op": "draw"})
    # with a target it is no mana ability (D7.10): the second instruction is fine
    (ab,) = built(act(*mana, "targets: [{kind: player}]")).activated
    assert [e.op for e in ab.effects] == ["add_mana", "draw"]


def test_d7_60_an_opponents_source_colour_only_in_a_mana_ability() -> None:
    mana = ("cost: {tap: true}", "effects: [{add_mana: {kind: opponent_source_color}}]")
    (ab,) = built(act(*mana)).activated
    assert ab.effects[0].get("kind") == "opponent_source_color"
    assert refused(act(*mana, "targets: [{kind: player}]")) == (
        10,
        "card.mana_word",
        {"value": "opponent_source_color"},
    )
    text = act(
        "cost: {tap: true}",
        "effects: [{add_mana: {kind: crvena}}, {add_mana: {kind: opponent_source_color}}]",
    )
    assert refused(text) == (10, "card.mana_ability_effects", {"op": "add_mana"})


# ------------------------------------------------------------------ costs (D4.10)
def test_d4_10_every_part_of_a_cost_is_read() -> None:
    """E3.111: `regeneration` takes a cost like any ability's (checked for no zone here)."""
    text = HEAD + (
        "    regeneration:\n      mana: 1\n      tap: true\n      sacrifice_self: true\n"
        "      sacrifice: artifact\n      life: 20\n      discard: 1\n      discard_self: true\n"
        "      reveal: true\n"
    )
    (regen,) = built(text).activated
    assert regen.cost == Cost(ManaCost.parse("1"), True, True, "artifact", 20, 1, True, True)
    assert (regen.text, regen.effects) == (
        "Regeneracija",
        (Effect("regenerate", (("what", "self"),)),),
    )


@pytest.mark.parametrize(
    ("part", "expected"),
    [
        ("mana: RR", None),
        ("mana: 2Q", ("card.cost", {"field": "cost.mana", "value": "2Q"})),
        (
            "sacrifice: planet",
            (
                "card.sacrifice",
                {
                    "key": "sacrifice",
                    "value": "planet",
                    "allowed": "creature, artifact, source, enchantment",
                },
            ),
        ),
        ("tap: 5", ("card.bool", {"key": "tap", "value": "5"})),
        ("sacrifice_self: 1", ("card.bool", {"key": "sacrifice_self", "value": "1"})),
        ("discard_self: 1", ("card.bool", {"key": "discard_self", "value": "1"})),
        ("reveal: 1", ("card.bool", {"key": "reveal", "value": "1"})),
        ("life: -2", ("card.int", {"key": "life", "value": "-2"})),
        ("discard: jedna", ("card.int", {"key": "discard", "value": "jedna"})),
        ("tap: false", ("card.cost_block", {})),
    ],
)
def test_d4_10_each_part_of_a_cost_is_checked_on_its_line(
    part: str, expected: tuple | None
) -> None:
    first = "discard: 0" if part.startswith("life") else "life: 0"
    text = HEAD + f"    equip:\n      {first}\n      {part}\n"
    if expected is None:
        (equip,) = built(text).activated
        assert equip.cost == Cost(ManaCost.parse("RR"))
        return
    line = 8 if expected[0] == "card.cost_block" else 9
    assert refused(text) == (line, *expected)


def test_d4_10_a_cost_is_text_a_number_or_a_mapping() -> None:
    assert refused(HEAD + "    equip: [R]\n") == (7, "card.cost_block", {})
    assert refused(HEAD + "    equip: true\n") == (7, "card.cost_block", {})
    (equip,) = built(HEAD + "    equip: 3\n").activated
    assert equip.cost == Cost(ManaCost(3))


# ------------------------------------------------------------------ static abilities (D6)
#: Probni Vuk with one static ability whose body starts on line 9.
STAT = HEAD + "    abilities:\n      - static:\n@"


def stat(*lines: str) -> str:
    return STAT.replace("@", "".join(f"          {x}\n" for x in lines))


def static_of(*lines: str) -> StaticAbility:
    (ab,) = built(stat(*lines)).statics
    return ab


def test_d6_a_static_pump_is_built_with_what_it_gives() -> None:
    ab = static_of(
        "op: pump",
        "affects: creatures_you_control",
        "power: 10",
        "toughness: -10",
        "keywords: [Letač, Anti-Zelen]",
        "text: Tvoja bića",
    )
    assert ab == StaticAbility(
        "static_pump",
        "creatures_you_control",
        (("keywords", ("Letač", "Anti-Zeleno")), ("power", 10), ("toughness", -10)),
        "Tvoja bića",
    )
    assert static_of("op: grant", "keywords: [Letač]").op == "static_pump"
    assert static_of("op: double_damage").op == "double_damage"
    assert static_of("op: double_damage").affects == "self"


def test_d6_a_static_ability_needs_a_known_op_and_what_it_affects() -> None:
    assert refused(stat("text: x")) == (9, "card.missing", {"key": "op", "where": "static"})
    line, key, args = refused(stat("text: x", "op: fly"))
    assert (line, key, args["key"], args["value"]) == (10, "card.static_op", "op", "fly")
    assert refused(stat("op: pump", "affects: everyone")) == (
        10,
        "card.static_affects",
        {"key": "affects", "value": "everyone", "allowed": ", ".join(STATIC_AFFECTS)},
    )


def test_d19_characteristics_a_static_ability_sets() -> None:
    ab = static_of(
        "op: set_type",
        "affects: enchanted",
        "types: [Artefakt, Biće]",
        "subtypes: [Golem]",
        "subtype: Vuk",
        "color: zelena",
        "colors: [zelena, crna, zelena]",
        "untapped: yes",
        "power: 0",
        "toughness: 10",
    )
    assert dict(ab.params) == {
        "types": ("Artefakt", "Biće"),
        "subtypes": ("Golem",),
        "subtype": "Vuk",
        "color": "Z",
        "colors": ("Z", "C"),
        "untapped": True,
        "power": 0,
        "toughness": 10,
    }


@pytest.mark.parametrize(
    ("param", "expected"),
    [
        ("power: deset", ("card.int_signed", {"key": "power", "value": "deset"})),
        ("toughness: deset", ("card.int_signed", {"key": "toughness", "value": "deset"})),
        ("keywords: Letač", ("card.list", {"key": "keywords"})),
        ("subtype: 5", ("card.str", {"key": "subtype", "value": "5"})),
        (
            "color: siva",
            ("card.color", {"value": "siva", "allowed": "žuta, plava, crna, crvena, zelena"}),
        ),
        ("untapped: 1", ("card.bool", {"key": "untapped", "value": "1"})),
        ("subtypes: Golem", ("card.list", {"key": "subtypes"})),
        ("colors: zelena", ("card.list", {"key": "colors"})),
        ("amount: -1", ("card.int", {"key": "amount", "value": "-1"})),
        ("chosen_type: 1", ("card.bool", {"key": "chosen_type", "value": "1"})),
    ],
)
def test_d6_a_static_abilitys_values_are_checked_on_their_lines(
    param: str, expected: tuple
) -> None:
    assert refused(stat("op: pump", "text: x", param)) == (11, *expected)


def test_d6_a_bad_colour_in_a_list_is_refused_on_its_line() -> None:
    text = stat("op: set_color", "colors:", "  - zelena", "  - siva")
    line, key, args = refused(text)
    assert (line, key, args["value"]) == (12, "card.color", "siva")
    line, key, args = refused(stat("op: set_type", "types: [Biće, Planeta]"))
    assert (line, key, args["key"], args["value"]) == (10, "card.filter", "types", "Planeta")


def test_d6_amount_chosen_type_and_when() -> None:
    ab = static_of("op: max_attackers", "amount: 1", "chosen_type: true", "when: not_your_turn")
    assert dict(ab.params) == {"amount": 1, "chosen_type": True, "when": "not_your_turn"}
    line, key, args = refused(stat("op: pump", "text: x", "when: sometimes"))
    assert (line, key, args["key"], args["value"]) == (11, "card.filter", "when", "sometimes")
    assert args["allowed"] == "not_your_turn, always"


@pytest.mark.parametrize(
    ("op", "params", "missing"),
    [
        ("set_pt", ["power: 10"], "power/toughness"),
        ("set_pt", ["toughness: 10"], "power/toughness"),
        ("pump_per_shared_type", ["power: 10"], "power/toughness"),
        ("max_attackers", [], "amount"),
        ("attack_you_only_with", [], "keywords"),
        ("attack_you_only_with", ["keywords: []"], "keywords"),
        ("add_type", ["types: [Biće]", "power: 10"], "power/toughness"),
        ("set_type", ["types: [Biće]", "toughness: 10"], "power/toughness"),
        ("set_type", [], "types"),
        ("set_subtype", [], "subtypes"),
        ("set_color", [], "colors"),
    ],
)
def test_d6_what_an_op_can_t_do_without(op: str, params: list[str], missing: str) -> None:
    assert refused(stat(f"op: {op}", *params)) == (
        9,
        "card.missing",
        {"key": missing, "where": "static"},
    )


def test_d6_ops_with_what_they_need_load() -> None:
    assert dict(static_of("op: set_pt", "power: 0", "toughness: 10").params) == {
        "power": 0,
        "toughness": 10,
    }
    assert dict(static_of("op: add_type", "types: [Artefakt]").params) == {"types": ("Artefakt",)}
    ab = static_of("op: attack_you_only_with", "keywords: [Letač]")
    assert ab.get("keywords") == ("Letač",)


# ------------------------------------------------------------------ C9.23: attack and block costs
def test_c9_23_an_attack_cost_is_mana_life_or_a_permanent() -> None:
    ab = static_of("op: attack_cost", "mana: 2", "life: 10", "sacrifice: creature", "tap: artifact")
    assert dict(ab.params) == {"mana": "2", "life": 10, "sacrifice": "creature", "tap": "artifact"}
    assert static_of("op: block_cost", "tap: source").get("tap") == "source"
    assert refused(stat("op: block_cost", "text: x")) == (
        9,
        "card.missing",
        {"key": "mana/life/sacrifice/tap", "where": "block_cost"},
    )


@pytest.mark.parametrize(
    ("param", "expected"),
    [
        ("mana: 2Q", ("card.cost", {"field": "mana", "value": "2Q"})),
        ("life: mnogo", ("card.int", {"key": "life", "value": "mnogo"})),
        (
            "sacrifice: planet",
            (
                "card.filter",
                {
                    "key": "sacrifice",
                    "value": "planet",
                    "allowed": "creature, artifact, source, enchantment",
                },
            ),
        ),
        (
            "tap: planet",
            (
                "card.filter",
                {
                    "key": "tap",
                    "value": "planet",
                    "allowed": "creature, artifact, source, enchantment",
                },
            ),
        ),
    ],
)
def test_c9_23_each_part_of_an_attack_cost_is_checked(param: str, expected: tuple) -> None:
    assert refused(stat("op: attack_cost", "text: x", param)) == (11, *expected)


def test_c9_23_attack_cost_keys_belong_to_no_other_op() -> None:
    assert refused(stat("op: pump", "tap: creature", "life: 2", "sacrifice: creature")) == (
        11,
        "card.only_for",
        {"key": "life", "what": "op: attack_cost/block_cost"},
    )
    assert refused(stat("op: pump", "tap: creature")) == (
        10,
        "card.only_for",
        {"key": "tap", "what": "op: attack_cost/block_cost"},
    )
    assert refused(stat("op: pump", "text: x", "mana: 2")) == (
        11,
        "card.unknown_key",
        {"key": "mana", "where": "static", "allowed": "pump"},
    )


# ------------------------------------------------------------------ D3.70: grant_activated
def test_d3_70_grant_activated_grants_an_activated_ability() -> None:
    ab = static_of(
        "op: grant_activated", "affects: enchanted", "ability: {cost: R, effects: [draw]}"
    )
    assert ab.get("ability") == ActivatedAbility(Cost(ManaCost.parse("R")), (Effect("draw"),))
    assert refused(stat("op: grant_activated", "affects: enchanted")) == (
        9,
        "card.missing",
        {"key": "ability", "where": "grant_activated"},
    )
    assert refused(stat("op: pump", "text: x", "ability: {cost: R, effects: [draw]}")) == (
        11,
        "card.only_with",
        {"key": "ability", "other": "op: grant_activated"},
    )
    assert refused(stat("op: grant_activated", "text: x", "ability: 5")) == (
        11,
        "card.ability_shape",
        {},
    )


# ------------------------------------------------------------------ D3.93: cost_reduction
def test_d3_93_a_cost_reduction_of_the_objects_own_cost() -> None:
    ab = static_of("op: cost_reduction", "amount: 2", "if: {your_life_at_most: 50}")
    assert dict(ab.params) == {"amount": 2, "if_life_at_most": 50}
    assert refused(stat("op: cost_reduction", "text: x")) == (
        9,
        "card.missing",
        {"key": "amount", "where": "static"},
    )
    assert refused(stat("op: cost_reduction", "amount: 2", "affects: all_creatures")) == (
        11,
        "card.static_affects",
        {"value": "all_creatures", "allowed": "self"},
    )


def test_d3_93_the_if_of_a_cost_reduction() -> None:
    assert refused(stat("op: pump", "text: x", "if: {your_life_at_most: 50}")) == (
        11,
        "card.only_with",
        {"key": "if", "other": "op: cost_reduction"},
    )
    for bad in ("{your_life_at_least: 5}", "50", "{your_life_at_most: 5, your_life_at_least: 1}"):
        assert refused(stat("op: cost_reduction", "amount: 2", f"if: {bad}")) == (
            11,
            "card.intervening_if",
            {"allowed": "your_life_at_most"},
        )
    text = stat("op: cost_reduction", "amount: 2", "if:", "  your_life_at_most: pola")
    assert refused(text) == (12, "card.int", {"key": "your_life_at_most", "value": "pola"})


# ------------------------------------------------------------------ D9.29: ignore_cost
def test_d9_29_a_cost_to_ignore_a_spell_cost_increase() -> None:
    ab = static_of("op: spell_cost_increase", "amount: 1", "ignore_cost: 2")
    assert ab.get("ignore_cost") == Cost(ManaCost(2))
    assert refused(stat("op: pump", "text: x", "ignore_cost: 2")) == (
        11,
        "card.only_with",
        {"key": "ignore_cost", "other": "op: spell_cost_increase"},
    )
    for bad in (
        "{tap: true}",
        "{sacrifice_self: true}",
        "{discard_self: true}",
        "{reveal: true}",
        "XR",
    ):
        text = stat("op: spell_cost_increase", "amount: 1", f"ignore_cost: {bad}")
        assert refused(text) == (11, "card.ignore_cost", {})


# ------------------------------------------------------------------ D16.60, D20.91: replacements
def test_d16_60_a_draw_replacement() -> None:
    ab = static_of(
        "op: replace_draw",
        "player: opponent",
        "optional: true",
        "instead: [{gain_life: {amount: 10}}]",
    )
    assert dict(ab.params) == {
        "player": "opponent",
        "optional": True,
        "instead": (Effect("gain_life", (("amount", 10),)),),
    }
    assert static_of("op: replace_life_gain", "player: any").get("player") == "any"


@pytest.mark.parametrize(
    ("param", "expected"),
    [
        (
            "player: everyone",
            (
                "card.filter",
                {"key": "player", "value": "everyone", "allowed": "you, opponent, any"},
            ),
        ),
        ("optional: 1", ("card.bool", {"key": "optional", "value": "1"})),
        ("instead: draw", ("card.list", {"key": "instead"})),
        ("instead: [{add_mana: {kind: same_kind}}]", ("card.mana_word", {"value": "same_kind"})),
    ],
)
def test_d16_60_a_draw_replacements_values_are_checked(param: str, expected: tuple) -> None:
    assert refused(stat("op: replace_draw", "text: x", param)) == (11, *expected)


def test_d20_91_replace_to_graveyard() -> None:
    ab = static_of(
        "op: replace_to_graveyard", "which: any", "from: play", "goes_to: removed", "optional: yes"
    )
    assert dict(ab.params) == {
        "which": "any",
        "from": "play",
        "goes_to": "removed",
        "optional": True,
    }
    assert refused(stat("op: replace_to_graveyard", "which: self")) == (
        9,
        "card.missing",
        {"key": "goes_to", "where": "replace_to_graveyard"},
    )
    for param, allowed in (
        ("which: all", "self, any"),
        ("from: hand", "play, any"),
        ("goes_to: hand", "library_top, removed"),
    ):
        text = stat("op: replace_to_graveyard", "goes_to: removed", param)
        if param.startswith("goes_to"):
            text = stat("op: replace_to_graveyard", "text: x", param)
        line, key, args = refused(text)
        assert (line, key, args["key"], args["allowed"]) == (
            11,
            "card.filter",
            param.split(":")[0],
            allowed,
        )
    text = stat("op: replace_to_graveyard", "goes_to: removed", "optional: 1")
    assert refused(text) == (11, "card.bool", {"key": "optional", "value": "1"})


def test_d20_91_replacement_keys_belong_to_their_ops() -> None:
    for k in ("which: self", "from: play", "goes_to: removed"):
        key = k.split(":")[0]
        assert refused(stat("op: pump", "text: x", k)) == (
            11,
            "card.only_for",
            {"key": key, "what": "op: replace_to_graveyard"},
        )
    assert refused(stat("op: pump", "goes_to: removed", "from: play")) == (
        11,
        "card.only_for",
        {"key": "from", "what": "op: replace_to_graveyard"},
    )
    for k in ("player: you", "optional: true", "instead: [draw]"):
        assert refused(stat("op: pump", "text: x", k)) == (
            11,
            "card.only_for",
            {"key": k.split(":")[0], "what": "op: replace_draw"},
        )
    assert refused(stat("op: replace_life_gain", "text: x", "optional: true")) == (
        11,
        "card.only_for",
        {"key": "optional", "what": "op: replace_draw"},
    )


# ------------------------------------------------------------------ the card's own fields
#: A card whose mapping starts on line 2 with `text`, so every field below is on a line of its own.
CARD = "cards:\n  - text: ''\n@"


def card(*lines: str) -> str:
    return CARD.replace("@", "".join(f"    {x}\n" for x in lines))


CREATURE = ("name: Probni Vuk", "cost: 1R", "type: Biće", "power: 20", "toughness: 10")


def test_the_name_is_required_text_and_kept_without_spaces() -> None:
    assert built(card("name: '  Probni Vuk  '", *CREATURE[1:])).name == "Probni Vuk"
    assert refused(card(*CREATURE[1:])) == (2, "card.name", {})
    assert refused(card("name: '   '", *CREATURE[1:])) == (3, "card.name", {})
    assert refused(card("name: no", *CREATURE[1:])) == (
        3,
        "card.yaml_bool",
        {"key": "name", "value": "no"},
    )
    assert refused(card("name:", *CREATURE[1:])) == (3, "card.empty", {"key": "name"})
    assert refused(card("name: 0x10", *CREATURE[1:])) == (3, "card.name_type", {"value": "0x10"})
    assert refused(card("name: " + "V" * 200, *CREATURE[1:])) == (3, "card.name_form", {})


def test_the_type_line_is_required_and_one_of_the_known_ones() -> None:
    assert built(card(*CREATURE[:2], "type: Artefakt Biće", *CREATURE[3:])).types == frozenset(
        {CardType.ARTIFACT, CardType.CREATURE}
    )
    assert refused(card(*CREATURE[:2], *CREATURE[3:])) == (
        2,
        "card.missing",
        {"key": "type", "where": "card"},
    )
    assert refused(card(*CREATURE[:2], "type: Zmaj", *CREATURE[3:])) == (
        5,
        "card.type",
        {"key": "type", "value": "Zmaj", "allowed": ", ".join(TYPE_LINES)},
    )


def test_the_cost_is_required_but_a_source_has_none() -> None:
    assert built(card(*CREATURE)).cost == ManaCost.parse("1R")
    assert refused(card(CREATURE[0], *CREATURE[2:])) == (
        2,
        "card.missing",
        {"key": "cost", "where": "card"},
    )
    assert refused(card(CREATURE[0], "cost: RP", *CREATURE[2:])) == (4, "card.multicolor", {})
    source = ("name: Izvorče", "type: Izvor", "produces: [crvena]")
    assert built(card(*source)).cost is None
    assert refused(card(*source, "cost: R")) == (6, "card.source_has_cost", {})


def test_b9_20_power_and_toughness_of_a_creature() -> None:
    creature = built(card(*CREATURE))
    assert (creature.power, creature.toughness, creature.pt_defined_by) == (20, 10, None)
    for k in ("power", "toughness"):
        rest = [x for x in CREATURE if not x.startswith(k)]
        assert refused(card(*rest)) == (2, "card.missing", {"key": k, "where": "card"})
        line = 6 if k == "power" else 7
        bad = [f"{k}: -10" if x.startswith(k) else x for x in CREATURE]
        assert refused(card(*bad)) == (line, "card.pt", {"key": k, "value": "-10"})
        bad = [f"{k}: 2000" if x.startswith(k) else x for x in CREATURE]
        assert refused(card(*bad)) == (line, "card.too_big", {"key": k, "value": 2000, "max": 1000})


def test_b9_20_a_star_power_and_toughness_need_the_ability_that_defines_them() -> None:
    stars = (*CREATURE[:3], "power: '*'", "toughness: '*'")
    creature = built(card(*stars, "pt: cards_in_hand"))
    assert (creature.power, creature.toughness, creature.pt_defined_by) == (0, 0, "cards_in_hand")
    allowed = ", ".join(CDA)
    assert refused(card(*stars)) == (6, "card.cda", {"value": "", "allowed": allowed})
    assert refused(card(*stars, "pt: mana")) == (
        8,
        "card.cda",
        {"key": "pt", "value": "mana", "allowed": allowed},
    )
    assert refused(card(*CREATURE[:3], "power: '*'", "toughness: 10")) == (
        6,
        "card.pt_star_both",
        {},
    )
    assert refused(card(*CREATURE[:3], "power: 10", "toughness: '*'")) == (
        6,
        "card.pt_star_both",
        {},
    )
    assert refused(card(*CREATURE, "pt: cards_in_hand")) == (8, "card.pt_without_star", {})


@pytest.mark.parametrize("key", ["power", "toughness", "pt"])
def test_b9_20_only_a_creature_has_power_and_toughness(key: str) -> None:
    artifact = ("name: Kamen", "cost: 1", "type: Artefakt", "text2: x")
    text = card(*artifact[:3], f"{key}: 10").replace("text2", "flavor")
    assert refused(text) == (6, "card.pt_not_creature", {})
    if key != "power":
        # power is named first, wherever it is written
        text = card(*artifact[:3], "flavor: x", f"{key}: 10", "power: 10")
        assert refused(text) == (8, "card.pt_not_creature", {})


def test_abilities_are_a_list_and_each_keeps_its_place_among_its_kind() -> None:
    text = card(
        *CREATURE,
        "abilities:",
        "  - activated: {cost: R, effects: [draw], text: a}",
        "  - static: {op: pump, power: 10, text: s}",
        "  - activated: {cost: P, effects: [draw], text: b}",
        "  - triggered: {when: dies, effects: [draw], text: t}",
    )
    c = built(text)
    assert [a.text for a in c.activated] == ["a", "b"]
    assert [a.text for a in c.triggered] == ["t"]
    assert [a.text for a in c.statics] == ["s"]
    assert refused(card(*CREATURE, "abilities: {static: {op: pump}}")) == (
        8,
        "card.list",
        {"key": "abilities"},
    )


@pytest.mark.parametrize(
    ("ability", "expected"),
    [
        ("  - draw", ("card.ability_shape", {})),
        ("  - {activated: {cost: R}, static: {op: pump}}", ("card.ability_shape", {})),
        ("  - activated: 5", ("card.ability_shape", {})),
        (
            "  - passive: {op: pump}",
            ("card.ability_kind", {"value": "passive", "allowed": "activated, triggered, static"}),
        ),
    ],
)
def test_an_ability_is_one_kind_with_its_body(ability: str, expected: tuple) -> None:
    assert refused(card(*CREATURE, "abilities:", ability)) == (9, *expected)


def test_an_abilitys_text_is_text() -> None:
    text = card(*CREATURE, "abilities:", "  - static:", "      op: pump", "      text: 5")
    assert refused(text) == (11, "card.str", {"key": "text", "value": "5"})


def test_e3_121_equip_attaches_to_a_creature_you_control_as_a_sorcery() -> None:
    c = built(card("name: Mač", "cost: 1", "type: Artefakt", "equip: 2"))
    assert c.activated == (
        ActivatedAbility(
            Cost(ManaCost(2)),
            (Effect("attach", (("to", "target"),)),),
            (TargetSpec("target", "creature", filters=(("controller", "you"),)),),
            sorcery_speed=True,
            text="Opremi",
        ),
    )
    assert c.subtypes == ("Oprema",)
    c = built(card("name: Mač", "cost: 1", "type: Artefakt", "equip: 2", "subtypes: [Oprema, Mač]"))
    assert c.subtypes == ("Oprema", "Mač")


def test_e3_130_an_aura_is_an_oreol_and_enchants_known_kinds() -> None:
    aura = ("name: Oreol", "cost: R", "type: Promena")
    c = built(card(*aura, "enchant: biće"))
    assert (c.enchant, c.subtypes) == (("biće",), ("Oreol",))
    c = built(card(*aura, "subtypes: [Oreol]", "enchant: [Zemlja, Voda, Zemlja]"))
    assert (c.enchant, c.subtypes) == (("Zemlja", "Voda"), ("Oreol",))
    allowed = ", ".join(ENCHANT)
    assert refused(card(*aura, "enchant: []")) == (
        6,
        "card.enchant",
        {"value": "", "allowed": allowed},
    )
    line, key, args = refused(card(*aura, "enchant:", "  - biće", "  - oblak"))
    assert (line, key, args["value"]) == (8, "card.enchant", "oblak")
    assert refused(card(*CREATURE, "enchant: biće")) == (
        8,
        "card.enchant",
        {"value": "biće", "allowed": allowed},
    )


def test_entering_play_tapped_with_counters_or_choosing() -> None:
    c = built(
        card(
            *CREATURE,
            "enters_tapped: true",
            "enters_with_counters: {'+10/+10': 2, '-10/-10': 1}",
            "as_enters_choose: creature_type",
        )
    )
    assert (c.enters_tapped, dict(c.enters_counters), c.as_enters_choice) == (
        True,
        {"+10/+10": 2, "-10/-10": 1},
        "creature_type",
    )
    plain = built(card(*CREATURE))
    assert (plain.enters_tapped, plain.enters_counters, plain.as_enters_choice) == (False, (), None)
    assert refused(card(*CREATURE, "enters_tapped: 1")) == (
        8,
        "card.bool",
        {"key": "enters_tapped", "value": "1"},
    )


@pytest.mark.parametrize(
    ("counters", "expected"),
    [
        ("[+10/+10]", ("card.counters_shape", {})),
        (
            "{'+20/+20': 1}",
            (
                "card.counter",
                {"key": "enters_with_counters", "value": "+20/+20", "allowed": "+10/+10, -10/-10"},
            ),
        ),
        ("{'+10/+10': -1}", ("card.int", {"key": "+10/+10", "value": "-1"})),
    ],
)
def test_counters_a_permanent_enters_with(counters: str, expected: tuple) -> None:
    text = card(*CREATURE, f"enters_with_counters: {counters}").replace("'-1'", "-1")
    line, key, args = refused(text)
    if key == "card.int":
        args["value"] = str(args["value"])
    assert (line, key, args) == (8, *expected)


@pytest.mark.parametrize("key", ["enters_as_copy: true", "as_enters_choose: creature_type"])
def test_e4_only_a_permanent_enters_as_a_copy_or_chooses_as_it_enters(key: str) -> None:
    text = SPELL + "    effects: [draw]\n    " + key + "\n"
    assert refused(text) == (6, "card.enters_not_permanent", {"key": key.split(":")[0]})


# ------------------------------------------------------------------ spells (D15)
def test_only_an_instant_or_sorcery_has_effects_targets_or_modes() -> None:
    for key in ("effects: [draw]", "targets: [{kind: player}]", "modes: []"):
        assert refused(card(*CREATURE, "flavor: x", key)) == (9, "card.effects_not_spell", {})
    # effects is named first, wherever it is written
    assert refused(card(*CREATURE, "targets: [{kind: player}]", "effects: [draw]")) == (
        9,
        "card.effects_not_spell",
        {},
    )


def test_a_spell_does_something() -> None:
    assert refused(SPELL + "    flavor: x\n") == (2, "card.spell_without_effects", {})
    assert refused(SPELL + "    flavor: x\n    effects: []\n") == (
        6,
        "card.spell_without_effects",
        {},
    )
    sorcery = built(SPELL.replace("Iznenađenje", "Vradžbina") + "    effects: [draw]\n")
    assert (sorcery.spell_effects, sorcery.types) == (
        (Effect("draw"),),
        frozenset({CardType.SORCERY}),
    )


def test_d19_34_for_as_long_as_is_for_abilities_not_spells() -> None:
    pump = "{pump: {what: target, power: 10, duration: while_self_tapped}}"
    text = SPELL + f"    targets: [{{kind: creature}}]\n    effects:\n      - {pump}\n"
    assert refused(text) == (7, "card.duration_spell", {"value": "while_self_tapped"})
    kicked = (
        SPELL + "    targets: [{kind: creature}]\n    effects: [draw]\n    kicker: R\n"
        f"    kicker_effects:\n      - {pump}\n"
    )
    assert refused(kicked) == (9, "card.duration_spell", {"value": "while_self_tapped"})
    ability = act("cost: R", "targets: [{kind: creature}]", f"effects: [{pump}]")
    (ab,) = built(ability).activated
    assert ab.effects[0].get("duration") == "while_self_tapped"


def test_d3_97_a_spell_can_t_return_itself_to_play() -> None:
    back = "{return_to_play: {what: self}}"
    assert refused(SPELL + f"    flavor: x\n    effects: [{back}]\n") == (
        6,
        "card.zone_effect",
        {"op": "return_to_play"},
    )
    modes = (
        "    flavor: x\n    modes:\n      - {text: a, effects: [draw]}\n"
        f"      - {{text: b, effects: [{back}]}}\n"
    )
    assert refused(SPELL + modes) == (6, "card.zone_effect", {"op": "return_to_play"})


def test_d7_60_an_opponents_source_colour_is_no_spells_word() -> None:
    mana = "[{add_mana: {kind: opponent_source_color}}]"
    assert refused(SPELL + f"    flavor: x\n    effects: {mana}\n") == (
        6,
        "card.mana_word",
        {"value": "opponent_source_color"},
    )
    kicked = (
        SPELL + f"    effects: [draw]\n    kicker: R\n    flavor: x\n    kicker_effects: {mana}\n"
    )
    assert refused(kicked) == (8, "card.mana_word", {"value": "opponent_source_color"})


def test_d15_72_a_modal_spell_has_no_effects_targets_or_kicker_of_its_own() -> None:
    modes = "    modes:\n      - {text: a, effects: [draw]}\n      - {text: b, effects: [draw]}\n"
    for own in ("effects: [draw]", "targets: [{kind: player}]", "kicker: R"):
        assert refused(SPELL + f"    {own}\n" + modes) == (6, "card.modes_and_effects", {})
    c = built(SPELL + "    mode_chosen_by: opponent\n" + modes)
    assert (c.mode_chooser, [m.text for m in c.modes]) == ("opponent", ["a", "b"])
    assert built(SPELL + modes).mode_chooser == "you"
    assert refused(SPELL + "    effects: [draw]\n    mode_chosen_by: opponent\n") == (
        6,
        "card.only_with",
        {"key": "mode_chosen_by", "other": "modes"},
    )


def test_e3_140_kicker_and_its_effects() -> None:
    kicked = SPELL + (
        "    targets: [{kind: creature}]\n    effects: [draw]\n    kicker: 1R\n"
        "    kicker_effects: [{destroy: {what: target}}]\n"
    )
    c = built(kicked)
    assert (c.kicker, c.kicker_effects) == (
        ManaCost.parse("1R"),
        (Effect("destroy", (("what", "target"),)),),
    )
    assert refused(kicked.replace("    kicker: 1R\n", "")) == (
        7,
        "card.kicker_effects_without_kicker",
        {},
    )
    assert refused(kicked.replace("kicker: 1R", "kicker: 1Q")) == (
        7,
        "card.cost",
        {"field": "kicker", "value": "1Q"},
    )
    assert refused(kicked.replace("[{destroy: {what: target}}]", "destroy")) == (
        8,
        "card.list",
        {"key": "kicker_effects"},
    )
    plain = built(SPELL + "    effects: [draw]\n")
    assert (plain.kicker, plain.kicker_effects, plain.istocnik) == (None, (), None)


def test_e3_50_istocnik_is_a_mana_cost() -> None:
    assert built(card(*CREATURE, "istocnik: 2R")).istocnik == ManaCost.parse("2R")
    assert refused(card(*CREATURE, "istocnik: R2Q")) == (
        8,
        "card.cost",
        {"field": "istocnik", "value": "R2Q"},
    )


def test_d13_30_cant_be_countered() -> None:
    assert (
        built(SPELL + "    effects: [draw]\n    cant_be_countered: yes\n").cant_be_countered is True
    )
    assert built(SPELL + "    effects: [draw]\n").cant_be_countered is False
    assert refused(SPELL + "    effects: [draw]\n    cant_be_countered: 1\n") == (
        6,
        "card.bool",
        {"key": "cant_be_countered", "value": "1"},
    )


# ------------------------------------------------------------------ sources (A2)
def test_a_source_produces_its_kinds_of_mana_as_one_choice() -> None:
    source = ("name: Izvorče", "type: Izvor")
    assert built(card(*source, "produces: [crvena, bezbojna]")).source_colors == ("R|B",)
    assert refused(card(*source)) == (2, "card.produces", {})
    assert refused(card(*source, "produces: []")) == (5, "card.produces", {})
    assert refused(card(*source, "produces: crvena")) == (5, "card.produces", {})
    line, key, args = refused(card(*source, "produces:", "  - crvena", "  - siva"))
    assert (line, key, args["value"]) == (7, "card.mana_kind", "siva")
    assert refused(card(*CREATURE, "produces: [crvena]")) == (8, "card.produces_not_source", {})


# ------------------------------------------------------------------ labels (issue 16)
def test_rarity_origin_and_texts() -> None:
    c = built(card(*CREATURE))
    assert (c.rarity, c.origin, c.text, c.flavor, c.reminder) == ("obična", "izvori", "", "", "")
    c = built(
        card(*CREATURE, "rarity: zlatna", "origin: pravila", "flavor: Vuk.", "reminder: (Leti.)")
    )
    assert (c.rarity, c.origin, c.flavor, c.reminder) == ("zlatna", "pravila", "Vuk.", "(Leti.)")
    assert refused(card(*CREATURE, "origin: magija")) == (
        8,
        "card.origin",
        {"key": "origin", "value": "magija", "allowed": "pravila, izvori"},
    )
    assert refused(card(*CREATURE, "reminder: 5")) == (
        8,
        "card.str",
        {"key": "reminder", "value": "5"},
    )


# ------------------------------------------------------------------ E4.40: entering as a copy
def test_e4_40_enters_as_a_copy_keeping_and_gaining() -> None:
    c = built(card(*CREATURE, "enters_as_copy: true"))
    assert (c.enters_as_copy, c.copy_keeps, c.copy_grants) == (True, frozenset(), ())
    assert built(card(*CREATURE, "enters_as_copy: false")).enters_as_copy is False
    c = built(
        card(
            *CREATURE,
            "enters_as_copy:",
            "  keep: [name, color]",
            "  grants:",
            "    - static: {op: pump, power: 10}",
        )
    )
    assert (c.enters_as_copy, c.copy_keeps) == (True, frozenset({"name", "color"}))
    assert c.copy_grants == (StaticAbility("static_pump", "self", (("power", 10),)),)
    assert built(card(*CREATURE, "enters_as_copy: {keep: [name]}")).copy_grants == ()


@pytest.mark.parametrize(
    ("body", "expected"),
    [
        ("enters_as_copy: 1", (8, "card.bool", {"key": "enters_as_copy", "value": "1"})),
        (
            "enters_as_copy:\n      grants: {static: {op: pump}}",
            (9, "card.list", {"key": "grants"}),
        ),
        ("enters_as_copy:\n      keep: name", (9, "card.list", {"key": "keep"})),
        (
            "enters_as_copy:\n      keep: [name]\n      zadrzi: [color]",
            (
                10,
                "card.unknown_key",
                {"key": "zadrzi", "where": "enters_as_copy", "allowed": "keep, grants"},
            ),
        ),
    ],
)
def test_e4_40_a_bad_copy_is_refused_on_its_line(body: str, expected: tuple) -> None:
    assert refused(card(*CREATURE, body)) == expected


# ------------------------------------------------------------------ an instruction's parameters
#: An instant with one target (`target`, a creature) and one instruction on line 7.
ONE = SPELL + "    targets: [{kind: creature}]\n    effects:\n      - @\n"


def effect_of(effect: str) -> Effect:
    (e,) = built(ONE.replace("@", effect)).spell_effects
    return e


def refused_effect(effect: str) -> tuple[int, str, dict[str, Any]]:
    return refused(ONE.replace("@", effect))


PLAYERS = ", ".join(sorted({"target", *PLAYER_SELECTORS}))
GROUPS = ", ".join(sorted({"target", *GROUP_SELECTORS}))
COLORS = "žuta, plava, crna, crvena, zelena"


@pytest.mark.parametrize(
    ("effect", "params"),
    [
        (
            "{pump: {what: target, power: -10, toughness: -1000}}",
            {"power": -10, "toughness": -1000},
        ),
        ("{pump: {what: target, keywords: [Letač]}}", {"keywords": ("Letač",)}),
        (
            "{pump: {what: target, color: zelena, not_color: crna}}",
            {"color": "Z", "not_color": "C"},
        ),
        ("{destroy: {what: target, no_regeneration: yes}}", {"no_regeneration": True}),
        ("{damage: {to: each_creature_and_player, amount: X*10}}", {"amount": "X*10"}),
        ("{damage: {to: you, amount: 1000}}", {"amount": 1000}),
        ("{redirect_damage: {what: target, to: [you, opponent]}}", {"to": ("you", "opponent")}),
        ("{redirect_damage: {what: target, to: you}}", {"to": "you"}),
        ("{add_mana: {kind: bezbojna}}", {"kind": "B"}),
        ("{add_mana: {kind: zelena}}", {"kind": "Z"}),
        (
            "{delayed_trigger: {at: dies, what: target, effects: [draw], stop_cost: 2R}}",
            {"stop_cost": "2R"},
        ),
        (
            "{animate: {what: target, power: 0, toughness: 0, types: [Artefakt], subtypes: [Ent]}}",
            {"types": ("Artefakt",), "subtypes": ("Ent",)},
        ),
        (
            "{become_copy: {what: target, of: target, keep: [name, color]}}",
            {"keep": ("name", "color")},
        ),
        ("{put_counters: {what: target, counter: '-10/-10', count: 2}}", {"counter": "-10/-10"}),
        ("{skip: {who: target_controller, what: potez}}", {"what": "potez"}),
        ("{draw: {then_if_type: Biće}}", {"then_if_type": "Biće"}),
        ("{reveal_top: {count: 3, take: creature}}", {"take": "creature"}),
    ],
)
def test_an_instructions_parameters_are_read(effect: str, params: dict[str, Any]) -> None:
    e = effect_of(effect)
    assert {k: e.get(k) for k in params} == params


def test_an_instruction_without_parameters() -> None:
    assert effect_of("draw") == Effect("draw")
    assert effect_of("draw:") == Effect("draw")


@pytest.mark.parametrize(
    ("effect", "expected"),
    [
        ("{damage: {to: target, amount: -10}}", ("card.negative", {"key": "amount"})),
        (
            "{damage: {to: target, amount: lots}}",
            (
                "card.amount",
                {"key": "amount", "value": "lots", "allowed": "broj, " + ", ".join(AMOUNT_WORDS)},
            ),
        ),
        (
            "{damage: {to: target, amount: 1001}}",
            ("card.too_big", {"key": "amount", "value": 1001, "max": 1000}),
        ),
        (
            "{pump: {what: target, power: -1001}}",
            ("card.too_big", {"key": "power", "value": -1001, "max": 1000}),
        ),
        (
            "{counter: {what: target, unless_pays: -1}}",
            ("card.int", {"key": "unless_pays", "value": "-1"}),
        ),
        (
            "{destroy: {what: target, no_regeneration: 1}}",
            ("card.bool", {"key": "no_regeneration", "value": "1"}),
        ),
        (
            "{draw: {who: self}}",
            ("card.selector", {"key": "who", "value": "self", "allowed": PLAYERS}),
        ),
        (
            "{destroy: {what: you}}",
            ("card.selector", {"key": "what", "value": "you", "allowed": GROUPS}),
        ),
        ("{destroy: {what: yes}}", ("card.yaml_bool", {"key": "what", "value": "yes"})),
        ("{destroy: {what: null}}", ("card.empty", {"key": "what"})),
        (
            "{redirect_damage: {what: target, to: []}}",
            ("card.redirect_modes", {"key": "to", "max": 4}),
        ),
        (
            "{redirect_damage: {what: target, to: [you, you, you, you, you]}}",
            ("card.redirect_modes", {"key": "to", "max": 4}),
        ),
        (
            "{pump: {what: target, color: siva}}",
            ("card.color", {"value": "siva", "allowed": COLORS}),
        ),
        ("{pump: {what: target, keywords: Letač}}", ("card.list", {"key": "keywords"})),
        (
            "{animate: {what: target, power: 0, toughness: 0, subtypes: Golem}}",
            ("card.list", {"key": "subtypes"}),
        ),
        (
            "{animate: {what: target, power: 0, toughness: 0, types: Biće}}",
            ("card.list", {"key": "types"}),
        ),
        (
            "{create_token: {name: 5, subtypes: [Vuk], power: 1, toughness: 1}}",
            ("card.str", {"key": "name", "value": "5"}),
        ),
        (
            "{delayed_trigger: {at: dies, what: target, effects: [draw], stop_cost: 2Q}}",
            ("card.cost", {"field": "stop_cost", "value": "2Q"}),
        ),
        (
            "{add_mana: {kind: siva}}",
            (
                "card.mana_kind",
                {
                    "value": "siva",
                    "allowed": COLORS + ", bezbojna, same_kind, opponent_source_color",
                },
            ),
        ),
        ("{add_mana: {kind: yes}}", ("card.yaml_bool", {"key": "kind", "value": "yes"})),
        (
            "{put_counters: {what: target, counter: '+20/+20'}}",
            ("card.counter", {"key": "counter", "value": "+20/+20", "allowed": "+10/+10, -10/-10"}),
        ),
        (
            "{pump: {what: target, duration: forever}}",
            (
                "card.duration",
                {"key": "duration", "value": "forever", "allowed": ", ".join(DURATIONS)},
            ),
        ),
        (
            "{delayed_trigger: {at: sometime, effects: [draw]}}",
            (
                "card.delayed_event",
                {"key": "at", "value": "sometime", "allowed": ", ".join(DELAYED_EVENTS)},
            ),
        ),
        (
            "{delayed_trigger: {at: end_of_turn, effects: [draw], stop_by: target}}",
            (
                "card.selector",
                {"key": "stop_by", "value": "target", "allowed": "you, opponent, each_player"},
            ),
        ),
        (
            "{skip: {what: ručak}}",
            ("card.filter", {"key": "what", "value": "ručak", "allowed": ", ".join(SKIP_WHAT)}),
        ),
        (
            "{draw: {then_if_type: Zmaj}}",
            (
                "card.filter",
                {
                    "key": "then_if_type",
                    "value": "Zmaj",
                    "allowed": ", ".join(t.value for t in CardType),
                },
            ),
        ),
        (
            "{reveal_top: {count: 1, take: all}}",
            (
                "card.filter",
                {"key": "take", "value": "all", "allowed": "creature_of_chosen_type, creature"},
            ),
        ),
        (
            "{extra_step: {step: borba}}",
            ("card.filter", {"key": "step", "value": "borba", "allowed": ", ".join(EXTRA_STEPS)}),
        ),
        (
            "{extra_step: {step: priprema, after: borba}}",
            ("card.filter", {"key": "after", "value": "borba", "allowed": ", ".join(NAMED_STEPS)}),
        ),
        (
            "{change_text: {words: emotion}}",
            ("card.filter", {"key": "words", "value": "emotion", "allowed": ", ".join(WORD_KINDS)}),
        ),
        (
            "{animate: {what: target, power: 0, toughness: 0, types: [Zmaj]}}",
            (
                "card.filter",
                {"key": "types", "value": "Zmaj", "allowed": ", ".join(t.value for t in CardType)},
            ),
        ),
        (
            "{become_copy: {of: target, keep: [name, smell]}}",
            ("card.filter", {"key": "keep", "value": "smell", "allowed": ", ".join(COPY_KEEPS)}),
        ),
    ],
)
def test_an_instructions_bad_parameter_is_refused(effect: str, expected: tuple) -> None:
    assert refused_effect(effect) == (7, *expected)


@pytest.mark.parametrize(
    ("effect", "expected"),
    [
        ("[draw, 5]", ("card.effect_shape", {})),
        ("{draw: {}, tap: {}}", ("card.effect_shape", {})),
        ("5", ("card.effect_shape", {})),
        ("{draw: 5}", ("card.effect_params", {"op": "draw"})),
        (
            "{draw: {kolicina: 1}}",
            (
                "card.unknown_key",
                {"key": "kolicina", "where": "draw", "allowed": "who, count, then, then_if_type"},
            ),
        ),
        (
            "{return_source_to_play: {what: self}}",
            ("card.unknown_key", {"key": "what", "where": "return_source_to_play", "allowed": "-"}),
        ),
        ("{gain_life: {who: you}}", ("card.missing", {"key": "amount", "where": "gain_life"})),
        (
            "{reveal_top: {take: creature}}",
            ("card.missing", {"key": "count", "where": "reveal_top"}),
        ),
    ],
)
def test_an_instruction_is_a_word_or_a_word_with_parameters(effect: str, expected: tuple) -> None:
    assert refused_effect(effect) == (7, *expected)


def test_an_unknown_instruction_word_names_the_known_ones() -> None:
    assert refused_effect("{leti: {}}") == (
        7,
        "card.effect_op",
        {"value": "leti", "allowed": ", ".join(sorted(EFFECT_PARAMS))},
    )


def test_an_instructions_parameter_is_refused_on_its_own_line() -> None:
    text = ONE.replace("@", "damage:\n          to: target\n          amount: -10")
    assert refused(text) == (9, "card.negative", {"key": "amount"})
    text = ONE.replace("@", "draw:\n          who: you\n          kolicina: 1")
    line, key, _ = refused(text)
    assert (line, key) == (9, "card.unknown_key")
    text = ONE.replace(
        "@",
        "redirect_damage:\n          what: target\n          to:\n"
        "            - you\n            - nobody",
    )
    line, key, args = refused(text)
    assert (line, key, args["value"]) == (11, "card.selector", "nobody")
    assert refused(SPELL + "    effects: draw\n") == (5, "card.list", {"key": "effects"})


# ------------------------------------------------------------------ targets (D15)
#: An instant whose `targets` list is on line 5, its targets on lines 6, 7, ...
TARGETS = SPELL + "    targets:\n@    effects: [draw]\n"


def targets(*items: str) -> str:
    return TARGETS.replace("@", "".join(f"      - {x}\n" for x in items))


def specs(*items: str) -> tuple[TargetSpec, ...]:
    return built(targets(*items)).spell_targets


def test_d15_each_target_is_named_by_its_place_or_its_ref() -> None:
    assert [t.ref for t in specs("{kind: creature}", "{kind: player}", "{kind: source}")] == [
        "target",
        "target2",
        "target3",
    ]
    assert [t.ref for t in specs("{kind: creature, ref: zver}", "{kind: player}")] == [
        "zver",
        "target2",
    ]
    assert specs("{kind: creature, ref: " + "a" * 31 + "}")[0].ref == "a" * 31


@pytest.mark.parametrize(
    ("target", "expected"),
    [
        ("{kind: creature, ref: Zver}", ("card.ref", {"value": "Zver"})),
        ("{kind: creature, ref: " + "a" * 32 + "}", ("card.ref", {"value": "a" * 32})),
        ("{kind: creature, ref: you}", ("card.ref", {"value": "you"})),
        ("{kind: creature, ref: X}", ("card.ref", {"value": "X"})),
        ("{kind: creature, ref: 5}", ("card.str", {"key": "ref", "value": "5"})),
    ],
)
def test_d15_a_ref_is_a_lower_case_name_no_word_takes(target: str, expected: tuple) -> None:
    assert refused(targets(target)) == (6, *expected)


def test_d15_each_ref_is_used_once() -> None:
    text = targets("{kind: creature, ref: zver}", "{kind: player, ref: zver}")
    assert refused(text) == (7, "card.ref_duplicate", {"value": "zver"})
    text = targets("{kind: creature, ref: target2}", "{kind: player}")
    assert refused(text) == (7, "card.ref_duplicate", {"value": "target2"})


def test_d15_how_many_targets() -> None:
    def count(t: str) -> tuple[int, int]:
        (spec,) = specs(t)
        return spec.min, spec.max

    assert count("{kind: creature}") == (1, 1)
    assert count("{kind: creature, min: 0}") == (0, 1)
    assert count("{kind: creature, min: 2}") == (2, 2)
    assert count("{kind: creature, max: 3}") == (1, 3)
    assert count("{kind: creature, min: 0, max: 0}") == (0, 0)
    assert count("{kind: creature, min: 20, max: 20}") == (20, 20)


@pytest.mark.parametrize(
    ("target", "line"),
    [
        ("kind: creature\n        min: 3\n        max: 2", 7),
        ("kind: creature\n        max: 21", 7),
        ("kind: creature\n        min: -1", 7),
        ("kind: creature\n        min: jedan", 7),
        ("kind: creature\n        max: 2\n        min: true", 8),
        ("kind: creature\n        max: 0", 7),
    ],
)
def test_d15_a_bad_number_of_targets_is_refused_on_its_line(target: str, line: int) -> None:
    assert refused(targets(target)) == (line, "card.target_count", {})


def test_d10_15_a_total_to_divide() -> None:
    assert specs("{kind: creature, divide: 40}")[0].divide == 40
    assert specs("{kind: creature, divide: 1000}")[0].divide == 1000
    assert specs("{kind: creature, divide: X*10}")[0].divide == "X*10"
    assert specs("{kind: creature}")[0].divide is None
    for bad in ("0", "1001", "X", "true", "-5"):
        text = targets("kind: creature\n        divide: " + bad)
        assert refused(text) == (7, "card.divide", {"value": bad})


def test_d15_a_target_is_a_mapping_with_a_known_kind() -> None:
    assert refused(targets("creature")) == (6, "card.target_shape", {})
    assert refused(targets("{min: 1}")) == (6, "card.missing", {"key": "kind", "where": "targets"})
    assert refused(targets("min: 1\n        kind: čarobnjak")) == (
        7,
        "card.target_kind",
        {"key": "kind", "value": "čarobnjak", "allowed": ", ".join(TARGET_KINDS)},
    )
    assert refused(SPELL + "    effects: [draw]\n    targets: {kind: creature}\n") == (
        6,
        "card.list",
        {"key": "targets"},
    )


def test_d15_filters_of_a_target() -> None:
    (spec,) = specs(
        "{kind: creature, color: zelena, not_color: crna, controller: opponent, tapped: false,"
        " type: Biće, types: [Biće, Artefakt], attacking: true, not_self: true}"
    )
    assert dict(spec.filters) == {
        "color": "Z",
        "not_color": "C",
        "controller": "opponent",
        "tapped": False,
        "type": "Biće",
        "types": ("Biće", "Artefakt"),
        "attacking": True,
        "not_self": True,
    }
    assert specs("{kind: spell, single_target: true}")[0].filters == (("single_target", True),)


@pytest.mark.parametrize(
    ("flt", "expected"),
    [
        ("color: siva", ("card.filter", {"key": "color", "value": "siva", "allowed": COLORS})),
        ("tapped: 1", ("card.filter", {"key": "tapped", "value": "1", "allowed": "true, false"})),
        ("types: []", ("card.list", {"key": "types"})),
        ("types: Biće", ("card.list", {"key": "types"})),
        (
            "single_target: true",
            ("card.only_with", {"key": "single_target", "other": "kind: spell"}),
        ),
        (
            "chosen_by: everyone",
            ("card.filter", {"key": "chosen_by", "value": "everyone", "allowed": "you, opponent"}),
        ),
    ],
)
def test_d15_a_bad_filter_is_refused_on_its_line(flt: str, expected: tuple) -> None:
    assert refused(targets("kind: creature\n        " + flt)) == (7, *expected)


def test_d10_20_who_chooses_a_target() -> None:
    assert specs("{kind: creature}")[0].chooser == "you"
    assert specs("{kind: creature, chosen_by: opponent}")[0].chooser == "opponent"


def test_d15_one_per_10_damage_only_on_a_damage_trigger() -> None:
    text = trig(
        "when: dies",
        "effects: [draw]",
        "targets:",
        "  - kind: creature",
        "    one_per_10_damage: true",
    )
    assert refused(text) == (
        13,
        "card.only_with",
        {"key": "one_per_10_damage", "other": "when: deals_damage / is_dealt_damage"},
    )
    (ab,) = built(
        trig(
            "when: deals_damage",
            "effects: [draw]",
            "targets: [{kind: creature, one_per_10_damage: true}]",
        )
    ).triggered
    assert dict(ab.targets[0].filters) == {"one_per_10_damage": True}


# ------------------------------------------------------------------ more of what a player reads
def test_d9_28_the_delayed_abilitys_allowed_words_are_the_group_words() -> None:
    _line, _key, args = refused(DELAYED.replace("trigger_object", "e"))
    assert args["allowed"] == ", ".join(sorted(GROUP_SELECTORS))


def test_d20_64_the_instead_amount_and_colour_on_their_own_lines() -> None:
    base = INSTEAD[: INSTEAD.index("          instead:")] + "          instead:\n"
    text = base + "            if_color: zelena\n            amount: -30\n"
    assert refused(text) == (12, "card.negative", {"key": "amount"})
    text = base + "            amount: 30\n            if_color: yes\n"
    assert refused(text) == (12, "card.yaml_bool", {"key": "if_color", "value": "yes"})


def test_d11_80_an_intervening_if_value_is_quoted_as_written_on_its_line() -> None:
    text = trig(
        "when: dies",
        "effects: [draw]",
        "if:",
        "  your_life_at_least: 1",
        "  your_life_at_most: yes",
    )
    assert refused(text) == (13, "card.int", {"key": "your_life_at_most", "value": "yes"})
    text = trig(
        "when: dies",
        "effects: [draw]",
        "if:",
        "  your_life_at_least: 1",
        "  only_creature_card_in_your_graveyard: no",
    )
    line, key, args = refused(text)
    assert (line, key, args["value"]) == (13, "card.filter", "no")


def test_d7_10_a_trigger_that_adds_mana_otherwise_is_no_mana_ability() -> None:
    """Only a trigger on tapping for mana whose first instruction adds mana is a mana ability."""
    (ab,) = built(
        trig("when: dies", "optional: true", "effects: [{add_mana: {kind: crvena}}]")
    ).triggered
    assert ab.optional is True
    (ab,) = built(trig("when: tapped_for_mana", "optional: true", "effects: [draw]")).triggered
    assert ab.effects == (Effect("draw"),)


def test_d11_condition_values_are_quoted_as_written() -> None:
    assert refused(trig("when: deals_damage", "effects: [draw]", "who: another")) == (
        11,
        "card.trigger_value",
        {"key": "who", "value": "another", "event": "deals_damage", "allowed": "self, enchanted"},
    )
    assert refused(trig("when: attacks", "effects: [draw]", "who: yes")) == (
        11,
        "card.yaml_bool",
        {"key": "who", "value": "yes"},
    )
    assert refused(trig("when: blocks", "effects: [draw]", "exactly: yes")) == (
        11,
        "card.int",
        {"key": "exactly", "value": "yes"},
    )
    (ab,) = built(trig("when: blocks", "effects: [draw]", "exactly: 1")).triggered
    assert ab.condition == (("exactly", 1),)
    assert refused(trig("when: yes", "effects: [draw]")) == (
        9,
        "card.yaml_bool",
        {"key": "when", "value": "yes"},
    )


def test_d11_a_step_or_state_trigger_with_its_step_or_state_loads() -> None:
    (ab,) = built(
        trig("when: step_begins", "step: priprema", "whose: your", "effects: [draw]")
    ).triggered
    assert dict(ab.condition) == {"step": "priprema", "whose": "your"}
    (ab,) = built(trig("when: state_holds", "state: your_hand_empty", "effects: [draw]")).triggered
    assert dict(ab.condition) == {"state": "your_hand_empty"}


def test_change_text_of_colour_words() -> None:
    text = (
        SPELL
        + "    effects:\n      - change_text:\n          words: color\n"
        + "          from: zelena\n          to: @\n"
    )
    (e,) = built(text.replace("@", "crvena")).spell_effects
    assert (e.get("from"), e.get("to")) == ("Z", "R")
    assert refused(text.replace("@", "siva")) == (
        9,
        "card.color",
        {"value": "siva", "allowed": COLORS},
    )
    assert refused(text.replace("@", "''")) == (9, "card.color", {"value": "", "allowed": COLORS})


def test_d3_95_a_trigger_without_a_cost_has_none_and_a_bad_cost_is_refused_on_its_line() -> None:
    (ab,) = built(trig("when: dies", "effects: [draw]")).triggered
    assert ab.cost is None
    assert refused(trig("when: dies", "effects: [draw]", "cost: [R]")) == (
        11,
        "card.cost_block",
        {},
    )


def test_d11_a_triggered_abilitys_parts_are_checked_on_their_lines() -> None:
    line, key, args = refused(trig("when: dies", "effects: [draw]", "kad: uvek"))
    assert (line, key, args["key"], args["where"]) == (11, "card.unknown_key", "kad", "triggered")
    assert refused(trig("when: dies", "effects: [draw]", "targets: {kind: player}")) == (
        11,
        "card.list",
        {"key": "targets"},
    )
    assert refused(trig("when: dies", "text: x", "effects: draw")) == (
        11,
        "card.list",
        {"key": "effects"},
    )
    assert refused(trig("when: dies", "effects: [draw]", "optional: 1.50")) == (
        11,
        "card.bool",
        {"key": "optional", "value": "1.50"},
    )


def test_d3_96_a_trigger_in_the_graveyard_may_return_its_card_to_play() -> None:
    back = "effects: [{return_to_play: {what: self}}]"
    (ab,) = built(trig("when: step_begins", "step: priprema", "zone: odlagalište", back)).triggered
    assert ab.zone == "odlagalište"


# ------------------------------------------------------------------ mana costs and keywords
@pytest.mark.parametrize(
    ("cost", "expected"),
    [
        ("1.50", ("card.cost_type", {"field": "cost", "value": "1.50"})),
        ("{R}", ("card.cost_braces", {"field": "cost"})),
        ("[R]", ("card.cost_type", {"field": "cost", "value": "['R']"})),
        ("'" + "R" * 31 + "'", ("card.cost", {"field": "cost", "value": "R" * 31})),
        ("100", ("card.too_big", {"key": "cost", "value": 100, "max": 99})),
        ("'100R'", ("card.too_big", {"key": "cost", "value": 100, "max": 99})),
    ],
)
def test_a_mana_cost_is_text_or_a_number_of_a_bounded_size(cost: str, expected: tuple) -> None:
    assert refused(card(CREATURE[0], "cost: " + cost, *CREATURE[2:])) == (4, *expected)


def test_a_mana_cost_at_its_bounds_loads() -> None:
    assert built(card(CREATURE[0], "cost: 99", *CREATURE[2:])).cost == ManaCost(99)
    assert built(card(CREATURE[0], "cost: " + "R" * 30, *CREATURE[2:])).cost == ManaCost.parse(
        "R" * 30
    )


@pytest.mark.parametrize(
    ("keyword", "expected"),
    [
        ("yes", ("card.yaml_bool", {"key": "keywords", "value": "yes"})),
        ("''", ("card.keyword", {"value": "", "allowed": ", ".join(KEYWORD_NAMES)})),
        ("Leteći", ("card.keyword", {"value": "Leteći", "allowed": ", ".join(KEYWORD_NAMES)})),
        ("1_0", ("card.keyword", {"value": "1_0", "allowed": ", ".join(KEYWORD_NAMES)})),
    ],
)
def test_a_keyword_is_one_of_the_known_ones(keyword: str, expected: tuple) -> None:
    text = card(*CREATURE, "keywords:", "  - Letač", f"  - {keyword}")
    assert refused(text) == (10, *expected)


def test_keywords_and_their_aliases() -> None:
    c = built(card(*CREATURE, "keywords: [Letač, Anti-Crven]"))
    assert c.keywords == frozenset({Keyword("Letač"), Keyword("Anti-Crveno")})
    assert refused(card(*CREATURE, "keywords: Letač")) == (8, "card.list", {"key": "keywords"})


def test_d19_34_the_duration_is_refused_on_its_own_line() -> None:
    text = SPELL + (
        "    targets: [{kind: creature}]\n    effects:\n      - draw\n      - pump:\n"
        "          what: target\n          duration: while_you_control_self\n"
    )
    assert refused(text) == (10, "card.duration_spell", {"value": "while_you_control_self"})


def test_d7_60_mana_words_are_checked_in_nested_instructions_too() -> None:
    text = SPELL + "    effects:\n      - draw:\n          then: [{add_mana: {kind: same_kind}}]\n"
    assert refused(text) == (5, "card.mana_word", {"value": "same_kind"})
    text = (
        SPELL
        + "    effects:\n      - may:\n"
        + "          effects: [{add_mana: {kind: opponent_source_color}}]\n"
    )
    assert refused(text) == (5, "card.mana_word", {"value": "opponent_source_color"})


def test_d3_97_returning_another_card_to_play_works_from_play() -> None:
    text = act(
        "cost: R",
        "targets: [{kind: card_in_your_graveyard}]",
        "effects: [{return_to_play: {what: target}}]",
    )
    (ab,) = built(text).activated
    assert ab.effects == (Effect("return_to_play", (("what", "target"),)),)


def test_a_rarity_is_quoted_as_written() -> None:
    assert refused(card(*CREATURE, "rarity: yes")) == (
        8,
        "card.yaml_bool",
        {"key": "rarity", "value": "yes"},
    )


def test_a_yes_no_word_or_a_list_where_text_is_expected() -> None:
    """`flavor: yes` is YAML's boolean; `flavor: [a, b]` a list: neither is text."""
    assert refused(card(*CREATURE, "flavor: yes")) == (
        8,
        "card.yaml_bool",
        {"key": "flavor", "value": "yes"},
    )
    assert refused(card(*CREATURE, "flavor: [a, b]")) == (
        8,
        "card.str",
        {"key": "flavor", "value": "['a', 'b']"},
    )


def test_an_amount_may_be_zero_and_words_are_quoted_as_written() -> None:
    """D20.51: damage of 0 is allowed on a card (it is no damage); values quoted as written."""
    assert effect_of("{damage: {to: target, amount: 0}}").get("amount") == 0
    assert refused_effect("{skip: {what: yes}}") == (
        7,
        "card.yaml_bool",
        {"key": "what", "value": "yes"},
    )
    assert refused_effect("{pump: {what: target, color: 1.50}}") == (
        7,
        "card.color",
        {"value": "1.50", "allowed": COLORS},
    )
