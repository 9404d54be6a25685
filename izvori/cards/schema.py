"""The card file format: validation against the closed vocabulary, and building `CardDef`s.

Every problem is reported as ``file:line: card "Name": what is wrong (allowed: ...)``.
The format is documented in docs/cards.md.
"""

from __future__ import annotations

import re
from typing import Any, TypedDict

# importing the resolver declares the effect words it carries out (izvori/engine/vocabulary/)
import izvori.engine.resolve  # noqa: F401
from izvori import limits
from izvori.cards.yamlsafe import LineDict, LineList
from izvori.engine import amounts, durations, timing_words  # noqa: F401  (declare their words)
from izvori.engine.carddef import (
    KEYWORD_ALIASES,
    PERMANENT_TYPES,
    ZONE_GRAVEYARD,
    ZONE_HAND,
    ZONE_PLAY,
    ActivatedAbility,
    CardDef,
    CardType,
    Cost,
    Effect,
    Keyword,
    Mode,
    Params,
    StaticAbility,
    TargetSpec,
    TriggeredAbility,
    freeze,
)
from izvori.engine.copies import AS_ENTERS_CHOICES, COPY_KEEPS, REVEAL_TAKE
from izvori.engine.delayed import DELAYED_EVENTS, OBJECT_EVENTS, STOP_BY
from izvori.engine.events import DamageDealt, Event
from izvori.engine.mana import COLORLESS, ManaCost
from izvori.engine.static_words import COSTS
from izvori.engine.static_words import STATICS as STATIC_WORDS
from izvori.engine.steps import STEP_PHASE, Phase, Step
from izvori.engine.targeting import TARGET_KINDS
from izvori.engine.text import ALL_WORDS, WORD_KINDS
from izvori.engine.vocabulary import EFFECT_WORDS
from izvori.engine.vocabulary.amounts import AMOUNTS as AMOUNT_FAMILY
from izvori.engine.vocabulary.conditions import CONDITIONS
from izvori.engine.vocabulary.costs import PERMANENT_KINDS
from izvori.engine.vocabulary.durations import ABILITY_ONLY
from izvori.engine.vocabulary.durations import DURATIONS as DURATION_FAMILY
from izvori.engine.vocabulary.mana import MANA_KIND_WORDS as MANA_KIND_FAMILY
from izvori.engine.vocabulary.mana import MANA_TRIGGER_WHO as MANA_TRIGGER_WHO_FAMILY
from izvori.engine.vocabulary.selectors import GROUP_SELECTORS as GROUP_SELECTOR_WORDS
from izvori.engine.vocabulary.selectors import PLAYER_SELECTORS as PLAYER_SELECTOR_WORDS
from izvori.engine.vocabulary.selectors import TARGET_FILTER_WORDS
from izvori.engine.vocabulary.statics import STATIC_AFFECTS as STATIC_AFFECTS_WORDS
from izvori.engine.vocabulary.steps import EXTRA_STEPS as EXTRA_STEP_FAMILY
from izvori.engine.vocabulary.steps import SKIP_WHAT as SKIP_WHAT_FAMILY
from izvori.engine.vocabulary.timing import ONLY_DURING as ONLY_DURING_FAMILY
from izvori.engine.vocabulary.triggers import TRIGGER_CONDITIONS, TRIGGERS
from izvori.engine.vocabulary.words import COLOR_NAMES

TYPE_LINES: dict[str, frozenset[CardType]] = {
    "Biće": frozenset({CardType.CREATURE}),
    "Artefakt": frozenset({CardType.ARTIFACT}),
    "Artefakt Biće": frozenset({CardType.ARTIFACT, CardType.CREATURE}),
    "Promena": frozenset({CardType.ENCHANTMENT}),
    "Iznenađenje": frozenset({CardType.INSTANT}),
    "Vradžbina": frozenset({CardType.SORCERY}),
    "Izvor": frozenset({CardType.SOURCE}),
}
RARITIES = ("obična", "srebrna", "zlatna")
#: Where a card comes from (issue 16): printed in the rulebooks, or our own design.
ORIGINS = ("pravila", "izvori")
#: "Promeni [tip]": a card type, or a basic source type ("Promeni Grob": a source of type Grob).
ENCHANT = (
    "biće",
    "izvor",
    "artefakt",
    "promena",
    "permanent",
    "Zemlja",
    "Voda",
    "Grob",
    "Vatra",
    "Šuma",
)
CDA = (
    "cards_in_hand",
    "sorceries_in_all_graveyards",
    "creatures_you_control",
    "cards_in_your_graveyard",
)

# the selector words and the target filters: declared with their implementations
# (izvori/engine/selectors.py, izvori/engine/targeting.py)
PLAYER_SELECTORS = PLAYER_SELECTOR_WORDS.names()
GROUP_SELECTORS = GROUP_SELECTOR_WORDS.names()
# amount, duration and timing words: declared with their implementations
# (izvori/engine/amounts.py, durations.py, timing_words.py)
AMOUNT_WORDS = AMOUNT_FAMILY.names()
#: trigger events (`when:`), one matcher each (izvori/engine/trigger_match.py, zone_cause.py)
TRIGGER_EVENTS = TRIGGERS.names()
#: The keys of a damage instruction's own "instead" (D20.64 self-replacement).
INSTEAD_KEYS = ("amount", "if_color")
#: At most this many destinations of a (modal) redirection.
MAX_MODES = 4
#: `add_mana` kinds that are not a fixed kind: the kind the triggering mana ability produced
#: (D12.31; only in `tapped_for_mana` triggers) and "a colour a source an opponent controls could
#: produce" (D7.60; only in activated mana abilities). Declared with their implementations
#: (izvori/engine/mana_triggers.py, payment.py), as are the next three.
MANA_KIND_WORDS = MANA_KIND_FAMILY.names()
#: Whose pool a triggered mana ability may add to (it has no targets; mana_triggers.py).
MANA_TRIGGER_WHO = MANA_TRIGGER_WHO_FAMILY.names()
#: What the `skip` effect skips (C1.90, D20.65): a step, the combat phase, or a turn (skip.py).
SKIP_WHAT = SKIP_WHAT_FAMILY.names()

#: The largest number a card may use anywhere (P/T, damage, counts, costs to pay...).
MAX_NUMBER = 1000
#: The largest generic part of a mana cost, and the longest cost string.
MAX_GENERIC = 99
MAX_COST_CHARS = 30
#: A name a player may give a target (`ref`): lower-case letters, digits and `_`.
REF_RE = re.compile(r"^[a-z][a-z0-9_]{0,30}$")

# effect op -> {param: kind} and its required params: declared once, with the implementation,
# in the engine's vocabulary registry (izvori/engine/vocabulary/); the kinds are checked by
# `_param` below.
EFFECT_PARAMS: dict[str, dict[str, str]] = {
    name: word.param_kinds for name, word in EFFECT_WORDS.items()
}
REQUIRED_PARAMS: dict[str, tuple[str, ...]] = {
    name: word.required for name, word in EFFECT_WORDS.items() if word.required
}
#: C1.80: the steps an effect can add right after the current step of the same phase
#: (declared with the `extra_step` effect, izvori/engine/resolve.py).
EXTRA_STEPS = EXTRA_STEP_FAMILY.names()
#: C1.80: the steps an added step can be put right after (`after`) or right before (`before`):
#: those of the phases the added steps belong to (the beginning and the ending phase).
NAMED_STEPS = tuple(
    step.value for step, phase in STEP_PHASE.items() if phase in (Phase.BEGINNING, Phase.ENDING)
)
# static ability ops and what they affect: declared with their implementations
# (izvori/engine/static_words.py)
STATIC_OPS = STATIC_WORDS.names()
#: Durations of continuous effects; the "for as long as ..." ones (D19.34) only on abilities
DURATIONS = DURATION_FAMILY.names()
CONDITIONAL_DURATIONS = tuple(w.name for w in DURATION_FAMILY if w.usage == ABILITY_ONLY)
STATIC_AFFECTS = STATIC_AFFECTS_WORDS.names()
# trigger conditions → their allowed values, and the whole-number ones (D11.95): declared with
# the trigger words (izvori/engine/vocabulary/triggers.py)
TRIGGER_COND = {w.name: w.values for w in TRIGGER_CONDITIONS if w.values}
TRIGGER_COUNT_COND = tuple(w.name for w in TRIGGER_CONDITIONS if not w.values)
#: target filter → its allowed values (`types`, a list of card types, is checked in `_targets`)
TARGET_FILTER_VALUES = {w.name: w.values for w in TARGET_FILTER_WORDS}
CARD_KEYS = (
    "name",
    "cost",
    "type",
    "subtypes",
    "power",
    "toughness",
    "pt",
    "keywords",
    "abilities",
    "targets",
    "effects",
    "enchant",
    "istocnik",
    "kicker",
    "kicker_effects",
    "regeneration",
    "equip",
    "enters_tapped",
    "enters_with_counters",
    "enters_as_copy",
    "as_enters_choose",
    "modes",
    "mode_chosen_by",
    "cant_be_countered",
    "produces",
    "text",
    "flavor",
    "rarity",
    "origin",
    "reminder",
)
KEYWORD_NAMES = tuple(k.value for k in Keyword)


# the parts of a cost: declared with their implementations (izvori/engine/static_words.py)
COST_KEYS = COSTS.names()
#: the kinds of permanent a cost names (`sacrifice: creature`; izvori/engine/cost_parts.py)
SACRIFICE_KINDS = PERMANENT_KINDS.names()
# the conditions of an intervening "if" (D11.80): declared with their implementations
# (izvori/engine/conditions.py)
INTERVENING_IF = CONDITIONS.names()
#: Zones an ability may name (D3.92); the default is "u igri".
ABILITY_ZONES = (ZONE_PLAY, ZONE_HAND, ZONE_GRAVEYARD)
ONLY_DURING = ONLY_DURING_FAMILY.names()
CHOOSERS = ("you", "opponent")
ACTIVATED_KEYS = (
    "cost",
    "targets",
    "effects",
    "sorcery_speed",
    "text",
    "zone",
    "per_turn",
    "only_during",
    "modes",
    "mode_chosen_by",
)
TRIGGERED_KEYS = (
    "when",
    "targets",
    "effects",
    "optional",
    "text",
    "if",
    "zone",
    "cost",
    *TRIGGER_COND,
    *TRIGGER_COUNT_COND,
)
MODE_KEYS = ("text", "targets", "effects")
STATIC_KEYS = (
    "op",
    "affects",
    "power",
    "toughness",
    "keywords",
    "subtype",
    "color",
    "untapped",
    "types",
    "subtypes",
    "colors",
    "amount",
    "when",
    "chosen_type",
    "player",
    "optional",
    "instead",
    "text",
    "if",
    "ignore_cost",
    "mana",
    "life",  # attack_cost / block_cost (C9.23)
    "sacrifice",
    "tap",
    "which",  # replace_to_graveyard (D20.91)
    "from",
    "goes_to",
    "ability",  # grant_activated: the activated ability it grants
)
TARGET_KEYS = ("ref", "kind", "min", "max", "divide", "chosen_by", *TARGET_FILTER_VALUES)
#: Names a target `ref` can't take, because effects already use them for something else.
RESERVED_REFS = frozenset({*PLAYER_SELECTORS, *GROUP_SELECTORS, *AMOUNT_WORDS})


class CardError(Exception):
    """One problem in a card definition: the line, a message key (``err.<key>``) and its args."""

    def __init__(self, line: int, msg_key: str, /, **args: Any) -> None:
        self.line = line
        self.key = msg_key
        self.args_ = args
        super().__init__(msg_key)


# ------------------------------------------------------------------ helpers
def _is_int(value: Any) -> bool:
    return isinstance(value, int) and not isinstance(value, bool)


def _raw(container: Any, key: Any) -> str | None:
    """The source text of a non-text plain value (``no`` for False), if the loader kept it."""
    raw_of = getattr(container, "raw_of", None)
    return raw_of(key) if raw_of is not None else None


def _show(value: Any, raw: str | None = None) -> str:
    """A value as the player wrote it, for messages."""
    if raw is not None:
        return raw
    if isinstance(value, bool):
        return "true" if value else "false"
    if value is None:
        return ""
    text = str(value)
    return text if len(text) <= 60 else text[:57] + "..."


def _not_text(line: int, key: str, value: Any, raw: str | None = None) -> CardError:
    """The right error for a value that should have been text but isn't."""
    if isinstance(value, bool):
        # YAML 1.1: yes/no/on/off/true/false (any case) are booleans, not words.
        return CardError(line, "card.yaml_bool", key=key, value=_show(value, raw))
    if value is None:
        return CardError(line, "card.empty", key=key)
    return CardError(line, "card.str", key=key, value=_show(value, raw))


def _text(value: Any, line: int, key: str, raw: str | None = None) -> str:
    if isinstance(value, str):
        return value
    raise _not_text(line, key, value, raw)


def _choice(
    value: Any, allowed: tuple[Any, ...], line: int, key: str, msg: str, raw: str | None = None
) -> Any:
    """`value` if it is one of `allowed` (same type too: `1` is not `true`), else an error."""
    for a in allowed:
        if type(value) is type(a) and value == a:
            return a
    if all(isinstance(a, str) for a in allowed) and isinstance(value, bool):
        raise _not_text(line, key, value, raw)
    raise CardError(
        line, msg, key=key, value=_show(value, raw), allowed=", ".join(_show(a) for a in allowed)
    )


def _number(
    value: Any, line: int, key: str, *, signed: bool = False, raw: str | None = None
) -> int:
    if not _is_int(value) or (value < 0 and not signed):
        msg = "card.int_signed" if signed else "card.int"
        raise CardError(line, msg, key=key, value=_show(value, raw))
    if abs(value) > MAX_NUMBER:
        raise CardError(line, "card.too_big", key=key, value=value, max=MAX_NUMBER)
    return int(value)


def _items(node: LineList | list[Any], line: int) -> list[tuple[Any, int, str | None]]:
    """The items of a list with their lines and raw texts."""
    lines = getattr(node, "item_lines", None) or [line] * len(node)
    pairs = zip(node, lines, strict=False)
    return [(item, iline, _raw(node, i)) for i, (item, iline) in enumerate(pairs)]


def _empty_dict(line: int) -> LineDict:
    d = LineDict()
    d.line = line
    d.key_lines = {}
    d.raw = {}
    return d


def _line_of(d: Any, key: str, default: int) -> int:
    line_of = getattr(d, "line_of", None)
    return int(line_of(key)) if line_of is not None else default


def _keyword(name: Any, line: int, raw: str | None = None) -> Keyword:
    if isinstance(name, str):
        if name in KEYWORD_ALIASES:
            return KEYWORD_ALIASES[name]
        try:
            return Keyword(name)
        except ValueError:
            pass
    elif isinstance(name, bool) or name is None:
        raise _not_text(line, "keywords", name, raw)
    raise CardError(line, "card.keyword", value=_show(name, raw), allowed=", ".join(KEYWORD_NAMES))


def _keywords(node: Any, line: int, key: str) -> tuple[Keyword, ...]:
    if not isinstance(node, list):
        raise CardError(line, "card.list", key=key)
    return tuple(_keyword(k, kline, raw) for k, kline, raw in _items(node, line))


def _cost(value: Any, line: int, field_name: str, raw: str | None = None) -> ManaCost:
    """A mana cost: "2RR", "XR", "0", or a bare number (`cost: 2`)."""
    if isinstance(value, dict):
        # `cost: {R}` is a YAML mapping and `cost: {2}{R}` a syntax error: braces are not used.
        raise CardError(line, "card.cost_braces", field=field_name)
    if isinstance(value, bool) or not isinstance(value, (str, int)):
        raise CardError(line, "card.cost_type", field=field_name, value=_show(value, raw))
    text = str(value)
    if len(text) > MAX_COST_CHARS:
        raise CardError(line, "card.cost", field=field_name, value=_show(text))
    try:
        cost = ManaCost.parse(text)
    except ValueError:
        raise CardError(line, "card.cost", field=field_name, value=_show(text)) from None
    if cost.generic > MAX_GENERIC:
        raise CardError(line, "card.too_big", key=field_name, value=cost.generic, max=MAX_GENERIC)
    return cost


def _check_keys(d: LineDict, allowed: tuple[str, ...], what: str) -> None:
    for k in d:
        if k not in allowed:
            raise CardError(
                d.line_of(k), "card.unknown_key", key=k, where=what, allowed=", ".join(allowed)
            )


def _color(value: Any, line: int, key: str = "color", raw: str | None = None) -> str:
    if isinstance(value, str) and value in COLOR_NAMES:
        return COLOR_NAMES[value]
    if isinstance(value, bool) or value is None:
        raise _not_text(line, key, value, raw)
    raise CardError(line, "card.color", value=_show(value, raw), allowed=", ".join(COLOR_NAMES))


# ------------------------------------------------------------------ effect parameters
def _param(
    kind: str, value: Any, line: int, refs: set[str], op: str, key: str, raw: str | None = None
) -> Any:
    """One parameter checked by its kind (the kinds the vocabulary registry declares, and the
    loader's own); an unknown kind is the loader's mistake (`card.internal`)."""
    if kind in ("amount", "signed", "int", "bool"):
        return _number_param(kind, value, line, key, raw)
    if kind in ("who", "what", "to", "tos", "target"):
        return _selector_param(kind, value, line, refs, op, key, raw)
    if kind in ("color", "keywords", "str", "strs", "mana_kind", "add_mana_kind", "mana_cost"):
        return _text_param(kind, value, line, key, raw)
    if kind in ("effects", "delayed_effects", "instead"):
        return _effects_param(kind, value, line, refs, op, key)
    if kind in (
        "card_type",
        "skip_what",
        "extra_step",
        "named_step",
        "duration",
        "word_kind",
        "counter",
        "reveal_take",
        "delayed_event",
        "stop_by",
        "card_types",
        "copy_keep",
    ):
        return _word_param(kind, value, line, key, raw)
    raise CardError(line, "card.internal", key=key)


def _number_param(kind: str, value: Any, line: int, key: str, raw: str | None) -> Any:
    """An amount (a number ≥ 0 or an amount word; `signed`: any number or a word), a whole
    number, or true/false."""
    if kind in ("amount", "signed"):
        if _is_int(value):
            if value < 0 and kind == "amount":
                raise CardError(line, "card.negative", key=key)
            return _number(value, line, key, signed=True)
        if isinstance(value, str) and value in AMOUNT_WORDS:
            return value
        raise CardError(
            line,
            "card.amount",
            key=key,
            value=_show(value, raw),
            allowed="broj, " + ", ".join(AMOUNT_WORDS),
        )
    if kind == "int":
        return _number(value, line, key, raw=raw)
    if isinstance(value, bool):
        return value
    raise CardError(line, "card.bool", key=key, value=_show(value, raw))


def _selector_param(
    kind: str, value: Any, line: int, refs: set[str], op: str, key: str, raw: str | None
) -> Any:
    """Who or what an effect acts on: a target's `ref` or a selector word (`to`: players and
    groups); `tos`: one recipient or a list of them, a modal replacement (D20.67); `target`:
    a target's `ref` only (the effect reads nothing but its targets)."""
    if kind == "tos":
        if isinstance(value, list):
            items = _items(value, line)
            if not 1 <= len(items) <= MAX_MODES:
                raise CardError(line, "card.redirect_modes", key=key, max=MAX_MODES)
            return tuple(_param("to", v, vline, refs, op, key, vraw) for v, vline, vraw in items)
        return _param("to", value, line, refs, op, key, raw)
    allowed = set(refs)
    if kind in ("who", "to"):
        allowed |= set(PLAYER_SELECTORS)
    if kind in ("what", "to"):
        allowed |= set(GROUP_SELECTORS)
    if isinstance(value, str) and value in allowed:
        return value
    if isinstance(value, bool) or value is None:
        raise _not_text(line, key, value, raw)
    raise CardError(
        line,
        "card.selector",
        key=key,
        value=_show(value, raw),
        allowed=", ".join(sorted(allowed)),
    )


def _text_param(kind: str, value: Any, line: int, key: str, raw: str | None) -> Any:
    """Text of a known form: a colour, keywords, free text (or a list of it), a kind of mana,
    a mana cost."""
    if kind == "color":
        return _color(value, line, key, raw)
    if kind == "keywords":
        return tuple(k.value for k in _keywords(value, line, key))
    if kind == "str":
        return _text(value, line, key, raw)
    if kind == "strs":
        if not isinstance(value, list):
            raise CardError(line, "card.list", key=key)
        return tuple(_text(v, vline, key, vraw) for v, vline, vraw in _items(value, line))
    if kind == "mana_cost":
        return str(_cost(value, line, key, raw))
    if kind == "add_mana_kind" and value in MANA_KIND_WORDS:
        return value
    if isinstance(value, str) and value in COLOR_NAMES:
        return COLOR_NAMES[value]
    if value == "bezbojna":
        return COLORLESS
    if isinstance(value, bool) or value is None:
        raise _not_text(line, key, value, raw)
    raise CardError(
        line,
        "card.mana_kind",
        value=_show(value, raw),
        allowed=", ".join(
            [*COLOR_NAMES, "bezbojna", *(MANA_KIND_WORDS if kind == "add_mana_kind" else ())]
        ),
    )


def _effects_param(
    kind: str, value: Any, line: int, refs: set[str], op: str, key: str
) -> tuple[Effect, ...] | Params:
    """Instructions inside an instruction: effects, a delayed ability's effects, or a damage
    instruction's own "instead" (D20.64: `amount` and maybe `if_color`)."""
    if kind == "effects":
        return _effects(value, line, refs, key)
    if kind == "delayed_effects":
        # Effects of a delayed ability happen later, as a new ability: they can't use the
        # targets of the spell that created it, only what it remembers (`trigger_object`).
        return _effects(value, line, set(), key)
    if not isinstance(value, LineDict):
        raise CardError(line, "card.instead_shape", key=key)
    _check_keys(value, INSTEAD_KEYS, key)
    if "amount" not in value:
        raise CardError(line, "card.missing", key="amount", where=key)
    out = {"amount": _param("amount", value["amount"], value.line_of("amount"), refs, op, "amount")}
    if "if_color" in value:
        out["if_color"] = _color(
            value["if_color"], value.line_of("if_color"), "if_color", _raw(value, "if_color")
        )
    return freeze(out)


def _word_param(kind: str, value: Any, line: int, key: str, raw: str | None) -> Any:
    """One word of a closed list (a card type, a step, a duration...), or a list of them."""
    if kind == "card_type":
        return _choice(value, tuple(t.value for t in CardType), line, key, "card.filter", raw)
    if kind == "skip_what":
        return _choice(value, SKIP_WHAT, line, key, "card.filter", raw)
    if kind == "extra_step":
        return _choice(value, EXTRA_STEPS, line, key, "card.filter", raw)
    if kind == "named_step":
        return _choice(value, NAMED_STEPS, line, key, "card.filter", raw)
    if kind == "duration":
        return _choice(value, DURATIONS, line, key, "card.duration", raw)
    if kind == "word_kind":
        return _choice(value, WORD_KINDS, line, key, "card.filter", raw)
    if kind == "counter":
        return _choice(value, ("+10/+10", "-10/-10"), line, key, "card.counter", raw)
    if kind == "reveal_take":
        return _choice(value, REVEAL_TAKE, line, key, "card.filter", raw)
    if kind == "delayed_event":
        return _choice(value, DELAYED_EVENTS, line, key, "card.delayed_event", raw)
    if kind == "stop_by":
        return _choice(value, STOP_BY, line, key, "card.selector", raw)
    # card_types, copy_keep: a list of such words
    if not isinstance(value, list):
        raise CardError(line, "card.list", key=key)
    names = tuple(t.value for t in CardType) if kind == "card_types" else COPY_KEEPS
    return tuple(
        _choice(v, names, vline, key, "card.filter", vraw) for v, vline, vraw in _items(value, line)
    )


def _effects(node: Any, line: int, refs: set[str], key: str = "effects") -> tuple[Effect, ...]:
    if not isinstance(node, list):
        raise CardError(line, "card.list", key=key)
    out = []
    for item, iline, _raw_text in _items(node, line):
        if isinstance(item, str):
            op, params = item, _empty_dict(iline)
        elif isinstance(item, dict) and len(item) == 1:
            op, params = next(iter(item.items()))
            if params is None:
                params = _empty_dict(iline)
        else:
            raise CardError(iline, "card.effect_shape")
        if op not in EFFECT_PARAMS:
            raise CardError(
                iline, "card.effect_op", value=_show(op), allowed=", ".join(sorted(EFFECT_PARAMS))
            )
        if not isinstance(params, dict):
            raise CardError(iline, "card.effect_params", op=op)
        spec = EFFECT_PARAMS[op]
        built: dict[str, Any] = {}
        for k, v in params.items():
            pline = _line_of(params, k, iline)
            if k not in spec:
                raise CardError(
                    pline, "card.unknown_key", key=k, where=op, allowed=", ".join(spec) or "-"
                )
            built[k] = _param(spec[k], v, pline, refs, op, k, _raw(params, k))
        for req in REQUIRED_PARAMS.get(op, ()):
            if req not in built:
                raise CardError(iline, "card.missing", key=req, where=op)
        if op == "delayed_trigger" and built["at"] in OBJECT_EVENTS and "what" not in built:
            # "when THAT creature leaves play": the event is about the remembered object
            raise CardError(iline, "card.missing", key="what", where=op)
        if op == "change_text":
            _check_change_text(built, params, iline)
        if op == "extra_step":
            _check_extra_step(built, params, iline)
        out.append(Effect(op, freeze(built)))
    return tuple(out)


def _no_conditional_duration(node: Any, line: int) -> None:
    """D19.34: "for as long as [this] ..." belongs to abilities of permanents, not to spells."""
    if not isinstance(node, list):
        return
    for item, iline, _raw_text in _items(node, line):
        if isinstance(item, dict) and len(item) == 1:
            params = next(iter(item.values()))
            if isinstance(params, dict) and params.get("duration") in CONDITIONAL_DURATIONS:
                raise CardError(
                    _line_of(params, "duration", iline),
                    "card.duration_spell",
                    value=params["duration"],
                )


def _check_change_text(built: dict[str, Any], params: Any, line: int) -> None:
    """`from` and `to` are words of the kind `words` names (Gl. "Tip bića" lists creature types)."""
    words = built["words"]
    for k in ("from", "to"):
        if k not in built:
            continue
        kline = _line_of(params, k, line)
        if words == "color":
            built[k] = _color(built[k], kline, k)
        else:
            built[k] = _choice(built[k], ALL_WORDS[words], kline, k, "card.filter")


def _check_extra_step(built: dict[str, Any], params: Any, line: int) -> None:
    """C1.80: a step is added right after OR right before a named step, and it belongs to a
    phase: the named step must be of the added step's phase (C1.10)."""
    if "after" in built and "before" in built:
        raise CardError(_line_of(params, "before", line), "card.extra_step_both")
    for k in ("after", "before"):
        if k in built and STEP_PHASE[Step(built[k])] != STEP_PHASE[Step(built["step"])]:
            raise CardError(
                _line_of(params, k, line),
                "card.extra_step_phase",
                key=k,
                value=built[k],
                step=built["step"],
            )


def _check_mana_words(effects: tuple[Effect, ...], line: int, allowed: tuple[str, ...]) -> None:
    """`add_mana` kinds `same_kind` / `opponent_source_color` only where they mean something."""
    for e in effects:
        kind = e.get("kind")
        if e.op == "add_mana" and kind in MANA_KIND_WORDS and kind not in allowed:
            raise CardError(line, "card.mana_word", value=kind)
        for _key, value in e.params:
            # nested instructions: `then`, a draw replacement's `instead`, `may`, delayed ones
            if isinstance(value, tuple) and value and all(isinstance(v, Effect) for v in value):
                _check_mana_words(value, line, ())


# ------------------------------------------------------------------ targets
def _targets(node: Any, line: int, event: str = "") -> tuple[TargetSpec, ...]:
    """`event`: the trigger event of a triggered ability's targets ("" for the others)."""
    if node is None:
        return ()
    if not isinstance(node, list):
        raise CardError(line, "card.list", key="targets")
    out: list[TargetSpec] = []
    seen: set[str] = set()
    for i, (t, tline, _raw_text) in enumerate(_items(node, line)):
        out.append(_target(t, tline, i, seen, event))
    return tuple(out)


def _target(t: Any, tline: int, i: int, seen: set[str], event: str) -> TargetSpec:
    """The `i`-th entry of `targets`: its kind, name (`ref`, not one of those in `seen`, which
    it joins), how many, a total to divide, filters and who chooses."""
    if not isinstance(t, LineDict):
        raise CardError(tline, "card.target_shape")
    _check_keys(t, TARGET_KEYS, "targets")
    kind = t.get("kind")
    if kind is None:
        raise CardError(tline, "card.missing", key="kind", where="targets")
    kind = _choice(
        kind, TARGET_KINDS, t.line_of("kind"), "kind", "card.target_kind", _raw(t, "kind")
    )
    ref = _target_ref(t, i, seen)
    lo = t.get("min", 1)
    hi = t.get("max", lo if _is_int(lo) and lo > 0 else 1)
    if not (_is_int(lo) and _is_int(hi) and 0 <= lo <= hi <= 20):
        raise CardError(t.line_of("min" if "min" in t else "max"), "card.target_count")
    divide = t.get("divide")
    if divide is not None:
        if _is_int(divide) and 0 < divide <= MAX_NUMBER:
            pass
        elif divide != "X*10" or not isinstance(divide, str):
            raise CardError(t.line_of("divide"), "card.divide", value=_show(divide))
    filters = _target_filters(t, kind, event)
    chooser = _choice(
        t.get("chosen_by", "you"),
        CHOOSERS,
        t.line_of("chosen_by"),
        "chosen_by",
        "card.filter",
        _raw(t, "chosen_by"),
    )
    return TargetSpec(str(ref), str(kind), lo, hi, freeze(filters), divide, str(chooser))


def _target_ref(t: LineDict, i: int, seen: set[str]) -> Any:
    """The target's name: `ref`, or target, target2... by its place; each used once."""
    ref = t.get("ref", "target" if i == 0 else f"target{i + 1}")
    if "ref" in t:
        ref = _text(ref, t.line_of("ref"), "ref", _raw(t, "ref"))
        if not REF_RE.match(ref) or ref in RESERVED_REFS:
            raise CardError(t.line_of("ref"), "card.ref", value=_show(ref))
    if ref in seen:
        raise CardError(t.line_of("ref"), "card.ref_duplicate", value=ref)
    seen.add(ref)
    return ref


def _target_filters(t: LineDict, kind: str, event: str) -> dict[str, Any]:
    """The target's filters (`types`: a non-empty list of card types; colours by their
    letter), and those that only some targets may have."""
    filters: dict[str, Any] = {}
    for fk, allowed_vals in TARGET_FILTER_VALUES.items():
        if fk == "types" and fk in t:
            filters[fk] = _param(
                "card_types", t[fk], t.line_of(fk), set(), "targets", fk, _raw(t, fk)
            )
            if not filters[fk]:
                raise CardError(t.line_of(fk), "card.list", key=fk)
            continue
        if fk in t:
            v = _choice(t[fk], allowed_vals, t.line_of(fk), fk, "card.filter", _raw(t, fk))
            filters[fk] = COLOR_NAMES.get(v, v) if fk in ("color", "not_color") else v
    if "one_per_10_damage" in filters and DamageDealt not in _listens(event):
        # "for each 10 damage so dealt": only a damage trigger has the damage to count
        raise CardError(
            t.line_of("one_per_10_damage"),
            "card.only_with",
            key="one_per_10_damage",
            other="when: " + " / ".join(w.name for w in TRIGGERS if DamageDealt in w.listens),
        )
    if "single_target" in filters and kind != "spell":
        raise CardError(
            t.line_of("single_target"),
            "card.only_with",
            key="single_target",
            other="kind: spell",
        )
    return filters


def _listens(event: str) -> frozenset[type[Event]]:
    return TRIGGERS[event].listens if event in TRIGGERS else frozenset()


# ------------------------------------------------------------------ costs and abilities
def _cost_block(node: Any, line: int) -> Cost:
    """An activation cost: a mana string or number, or a mapping (mana, tap, sacrifice...)."""
    if isinstance(node, (str, int)) and not isinstance(node, bool):
        return Cost(_cost(node, line, "cost"))
    if not isinstance(node, LineDict):
        raise CardError(line, "card.cost_block")
    if node and all(v is None for v in node.values()) and not set(node) & set(COST_KEYS):
        # `cost: {2R}` is YAML for the mapping {2R: null}: costs are written without braces
        raise CardError(line, "card.cost_braces", field="cost")
    _check_keys(node, COST_KEYS, "cost")
    mana = (
        _cost(node["mana"], node.line_of("mana"), "cost.mana", _raw(node, "mana"))
        if "mana" in node
        else None
    )
    sac = node.get("sacrifice")
    if sac is not None:
        sac = _choice(
            sac,
            SACRIFICE_KINDS,
            node.line_of("sacrifice"),
            "sacrifice",
            "card.sacrifice",
            _raw(node, "sacrifice"),
        )
    flags = {}
    for b in ("tap", "sacrifice_self", "discard_self", "reveal"):
        flags[b] = _param("bool", node.get(b, False), node.line_of(b), set(), "cost", b)
    nums = {}
    for n in ("life", "discard"):
        nums[n] = _number(node.get(n, 0), node.line_of(n), n, raw=_raw(node, n))
    if mana is None and not (any(flags.values()) or sac or any(nums.values())):
        raise CardError(node.line, "card.cost_block")
    return Cost(
        mana,
        flags["tap"],
        flags["sacrifice_self"],
        sac,
        nums["life"],
        nums["discard"],
        flags["discard_self"],
        flags["reveal"],
    )


#: Cost parts that can be paid only while the object is in a given zone (D3.95, D3.97).
_COST_ZONE = {
    "tap": ZONE_PLAY,
    "sacrifice_self": ZONE_PLAY,
    "discard_self": ZONE_HAND,
    "reveal": ZONE_HAND,
}


def _check_cost_zone(cost: Cost, zone: str, line: int) -> None:
    """D3.95: a cost part that moves or shows this object can be paid only from its zone."""
    for part, needs in _COST_ZONE.items():
        if getattr(cost, part) and zone != needs:
            raise CardError(line, "card.zone_cost", key=part, zone=zone, needs=needs)


def _zone(body: LineDict) -> str:
    return str(
        _choice(
            body.get("zone", ZONE_PLAY),
            ABILITY_ZONES,
            body.line_of("zone"),
            "zone",
            "card.filter",
            _raw(body, "zone"),
        )
    )


def _check_self_move(
    effects: tuple[Effect, ...], zone: str, line: int, moved_there: bool = False
) -> None:
    """D3.97: an effect that moves this object out of a zone works only in that zone, unless
    the trigger condition says the object was put there (`moved_there`)."""
    for e in effects:
        self_move = e.op == "return_to_play" and e.get("what") == "self"
        if self_move and zone != ZONE_GRAVEYARD and not moved_there:
            raise CardError(line, "card.zone_effect", op=e.op)


def _modes(node: Any, line: int) -> tuple[Mode, ...]:
    """D15.72: "choose one — A or B": each mode has its own text, targets and effects."""
    if not isinstance(node, list) or len(node) < 2:
        raise CardError(line, "card.modes")
    out: list[Mode] = []
    for item, iline, _raw_text in _items(node, line):
        if not isinstance(item, LineDict):
            raise CardError(iline, "card.modes")
        _check_keys(item, MODE_KEYS, "modes")
        if "text" not in item or "effects" not in item:
            raise CardError(iline, "card.missing", key="text/effects", where="modes")
        text = _text(item["text"], item.line_of("text"), "text", _raw(item, "text")).strip()
        if not text:
            raise CardError(item.line_of("text"), "card.empty", key="text")
        if any(m.text == text for m in out):
            raise CardError(item.line_of("text"), "card.mode_text_duplicate", value=_show(text))
        targets = _targets(item.get("targets"), item.line_of("targets"))
        refs = {t.ref for t in targets}
        effects = _effects(item["effects"], item.line_of("effects"), refs)
        if not effects:
            raise CardError(item.line_of("effects"), "card.missing", key="effects", where="modes")
        out.append(Mode(text, targets, effects))
    return tuple(out)


def _mode_chooser(body: LineDict) -> str:
    if "mode_chosen_by" in body and "modes" not in body:
        raise CardError(
            body.line_of("mode_chosen_by"), "card.only_with", key="mode_chosen_by", other="modes"
        )
    return str(
        _choice(
            body.get("mode_chosen_by", "you"),
            CHOOSERS,
            body.line_of("mode_chosen_by"),
            "mode_chosen_by",
            "card.filter",
            _raw(body, "mode_chosen_by"),
        )
    )


def _ability(node: Any, line: int) -> ActivatedAbility | TriggeredAbility | StaticAbility:
    """One entry of `abilities`: ``{activated|triggered|static: body}``, built by its kind."""
    if not isinstance(node, dict) or len(node) != 1:
        raise CardError(line, "card.ability_shape")
    kind, body = next(iter(node.items()))
    if kind not in ("activated", "triggered", "static"):
        raise CardError(
            line, "card.ability_kind", value=_show(kind), allowed="activated, triggered, static"
        )
    if not isinstance(body, LineDict):
        raise CardError(line, "card.ability_shape")
    text = _text(body.get("text", ""), body.line_of("text"), "text", _raw(body, "text"))
    if kind == "activated":
        return _activated(body, text)
    if kind == "triggered":
        return _triggered(body, text)
    return _static(body, text)


# ------------------------------------------------------------------ activated abilities
def _activated(body: LineDict, text: str) -> ActivatedAbility:
    """`activated:` — targets, the cost and its zone, effects or modes, and its limits."""
    _check_keys(body, ACTIVATED_KEYS, "activated")
    targets = _targets(body.get("targets"), body.line_of("targets"))
    refs = {t.ref for t in targets}
    zone, cost = _activation_cost(body)
    modes = _activated_modes(body)
    effects = _effects(body.get("effects", []), body.line_of("effects"), refs)
    for part in (effects, *(m.effects for m in modes)):
        _check_self_move(part, zone, body.line)
    _check_mana_ability(body, effects, targets, zone)
    per_turn = _number(
        body.get("per_turn", 0),
        body.line_of("per_turn"),
        "per_turn",
        raw=_raw(body, "per_turn"),
    )
    only_during = _only_during(body)
    sorcery_speed = _param(
        "bool",
        body.get("sorcery_speed", False),
        body.line_of("sorcery_speed"),
        set(),
        "activated",
        "sorcery_speed",
        _raw(body, "sorcery_speed"),
    )
    return ActivatedAbility(
        cost,
        effects,
        targets,
        sorcery_speed,
        text,
        zone=zone,
        per_turn=per_turn,
        only_during=only_during,
        modes=modes,
        mode_chooser=_mode_chooser(body),
    )


def _activation_cost(body: LineDict) -> tuple[str, Cost]:
    """The zone the ability works from and its cost (required), whose parts that move or show
    the object can be paid only from that zone (D3.95)."""
    if "cost" not in body:
        raise CardError(body.line, "card.missing", key="cost", where="activated")
    zone = _zone(body)
    cost = _cost_block(body["cost"], body.line_of("cost"))
    _check_cost_zone(cost, zone, body.line_of("cost"))
    return zone, cost


def _activated_modes(body: LineDict) -> tuple[Mode, ...]:
    """D15.72: a modal ability has `modes` instead of its own `effects` and `targets`."""
    if "modes" not in body:
        return ()
    if "effects" in body or "targets" in body:
        raise CardError(body.line_of("modes"), "card.modes_and_effects")
    return _modes(body["modes"], body.line_of("modes"))


def _check_mana_ability(
    body: LineDict, effects: tuple[Effect, ...], targets: tuple[TargetSpec, ...], zone: str
) -> None:
    """A mana ability (no targets, its first effect adds mana) in play only adds mana; the mana
    words are checked on the effects after that first one."""
    is_mana = bool(effects) and not targets and effects[0].op == "add_mana"
    if is_mana and zone == ZONE_PLAY and len(effects) > 1:
        # D7.10 lets a mana ability make other effects as it makes mana, but the engine
        # plays a mana ability as mana only (payment.activate_mana, auto-pay, the AI's
        # plans): refuse what it would silently drop.
        extra = _items(body["effects"], body.line_of("effects"))[1]
        raise CardError(extra[1], "card.mana_ability_effects", op=effects[1].op)
    amount = effects[0].get("amount", 1) if is_mana else 1
    if zone == ZONE_PLAY and not isinstance(amount, int):
        # the mana is made as the ability is played, never on the niz (D7.10): a number the
        # card says, not one a resolving ability would work out (X, power, ...)
        first = _items(body["effects"], body.line_of("effects"))[0]
        raise CardError(first[1], "card.mana_ability_amount", value=_show(amount))
    # D7.60: "a colour an opponent's source could produce" is only for a mana ability
    _check_mana_words(effects[1:] if is_mana else effects, body.line_of("effects"), ())


def _only_during(body: LineDict) -> str | None:
    """`only_during`: the step or phase the ability can be played in, if it is limited."""
    only_during = body.get("only_during")
    if only_during is None:
        return None
    return str(
        _choice(
            only_during,
            ONLY_DURING,
            body.line_of("only_during"),
            "only_during",
            "card.filter",
            _raw(body, "only_during"),
        )
    )


# ------------------------------------------------------------------ triggered abilities
def _triggered(body: LineDict, text: str) -> TriggeredAbility:
    """`triggered:` — the event and its conditions, an intervening "if", targets, a cost to
    pay as it resolves, effects."""
    _check_keys(body, TRIGGERED_KEYS, "triggered")
    event = _trigger_event(body)
    cond = _trigger_conditions(body, event)
    intervening = _intervening_if(body)
    targets = _targets(body.get("targets"), body.line_of("targets"), event)
    refs = {t.ref for t in targets}
    zone = _zone(body)
    trigger_cost = _trigger_cost(body, zone)
    if "effects" not in body:
        # D11.10: a triggered ability says what it does; one with no instructions is a slip
        raise CardError(body.line, "card.missing", key="effects", where="triggered")
    effects = _effects(body["effects"], body.line_of("effects"), refs)
    moved_there = event in ("dies", "leaves_play") and cond.get("who", "self") == "self"
    _check_self_move(effects, zone, body.line, moved_there)
    optional = _param(
        "bool",
        body.get("optional", False),
        body.line_of("optional"),
        set(),
        "triggered",
        "optional",
        _raw(body, "optional"),
    )
    _check_mana_trigger(body, event, effects, targets, optional, intervening)
    return TriggeredAbility(
        event,
        freeze(cond),
        effects,
        targets,
        optional,
        freeze(intervening),
        text,
        zone=zone,
        cost=trigger_cost,
    )


def _trigger_event(body: LineDict) -> str:
    """`when` (required), and what the event needs besides (`step`, `state`)."""
    if "when" not in body:
        raise CardError(body.line, "card.missing", key="when", where="triggered")
    event = _choice(
        body["when"],
        TRIGGER_EVENTS,
        body.line_of("when"),
        "when",
        "card.trigger_event",
        _raw(body, "when"),
    )
    if event == "step_begins" and "step" not in body:
        raise CardError(body.line, "card.missing", key="step", where="triggered")
    if event == "state_holds" and "state" not in body:
        raise CardError(body.line, "card.missing", key="state", where="triggered")
    return str(event)


def _trigger_conditions(body: LineDict, event: str) -> dict[str, Any]:
    """The trigger's conditions on its event: words, and whole numbers of at least 1 (D11.95).
    Only the conditions the event word reads (`TRIGGERS.word(reads=...)`): any other would be
    silently ignored by its matcher, so it is refused."""
    reads = TRIGGERS[event].reads
    for ck in (*TRIGGER_COND, *TRIGGER_COUNT_COND):
        if ck in body and ck not in reads:
            raise CardError(
                body.line_of(ck),
                "card.trigger_condition",
                key=ck,
                event=event,
                allowed=", ".join(reads) or "—",
            )
    cond: dict[str, Any] = {}
    for ck, vals in TRIGGER_COND.items():
        if ck in body:
            v = _choice(body[ck], vals, body.line_of(ck), ck, "card.filter", _raw(body, ck))
            only = TRIGGERS[event].allowed_values(ck)
            if only is not None and v not in only:  # e.g. `blocks` is about this creature
                raise CardError(
                    body.line_of(ck),
                    "card.trigger_value",
                    key=ck,
                    value=v,
                    event=event,
                    allowed=", ".join(map(str, only)),
                )
            cond[ck] = COLOR_NAMES.get(v, v) if ck in ("color", "not_color") else v
    for ck in TRIGGER_COUNT_COND:
        if ck in body:
            n = _number(body[ck], body.line_of(ck), ck, raw=_raw(body, ck))
            if n < 1:
                raise CardError(body.line_of(ck), "card.int_positive", key=ck, value=n)
            cond[ck] = n
    return cond


def _intervening_if(body: LineDict) -> dict[str, Any]:
    """D11.80: the intervening "if" — a mapping of known conditions to a word or a number."""
    if "if" not in body:
        return {}
    cond_if = body["if"]
    iline = body.line_of("if")
    if not isinstance(cond_if, LineDict) or not cond_if or set(cond_if) - set(INTERVENING_IF):
        raise CardError(iline, "card.intervening_if", allowed=", ".join(INTERVENING_IF))
    return {
        k: (
            _choice(v, values, cond_if.line_of(k), k, "card.filter", _raw(cond_if, k))
            if (values := CONDITIONS[k].values)
            else _number(v, cond_if.line_of(k), k, raw=_raw(cond_if, k))
        )
        for k, v in cond_if.items()
    }


def _trigger_cost(body: LineDict, zone: str) -> Cost | None:
    """The cost a triggered ability asks for — what the engine pays for one (triggers.py):
    mana, life, discarding or revealing the card itself; one in the hand must reveal it."""
    trigger_cost = None
    if "cost" in body:
        trigger_cost = _cost_block(body["cost"], body.line_of("cost"))
        _check_cost_zone(trigger_cost, zone, body.line_of("cost"))
        if (
            trigger_cost.tap
            or trigger_cost.sacrifice_self
            or trigger_cost.sacrifice
            or trigger_cost.discard
        ):
            raise CardError(body.line_of("cost"), "card.trigger_cost")
    if zone == ZONE_HAND and not (trigger_cost and trigger_cost.reveal):
        # a card in the hand is hidden: the ability is played by revealing it (D3.95)
        raise CardError(body.line, "card.hand_trigger_reveal")
    return trigger_cost


def _check_mana_trigger(
    body: LineDict,
    event: str,
    effects: tuple[Effect, ...],
    targets: tuple[TargetSpec, ...],
    optional: bool,
    intervening: dict[str, Any],
) -> None:
    """The mana words a trigger may use, and a triggered mana ability that only adds mana."""
    eline = body.line_of("effects")
    _check_mana_words(effects, eline, ("same_kind",) if event == "tapped_for_mana" else ())
    is_mana_trigger = event == "tapped_for_mana" and effects and effects[0].op == "add_mana"
    # D7.10, D12.30: a triggered mana ability resolves at once, without the niz, so it
    # can only add mana: no targets, no "you may", no other instructions.
    if is_mana_trigger and (
        targets
        or optional
        or intervening
        or any(
            e.op != "add_mana"
            or not _is_int(e.get("amount", 1))
            or e.get("who", "you") not in MANA_TRIGGER_WHO
            for e in effects
        )
    ):
        raise CardError(eline, "card.mana_trigger")


# ------------------------------------------------------------------ static abilities
def _static(body: LineDict, text: str) -> StaticAbility:
    """`static:` — the op and what it affects, then the parameters of the op, each checked
    where it belongs."""
    _check_keys(body, STATIC_KEYS, "static")
    if "op" not in body:
        raise CardError(body.line, "card.missing", key="op", where="static")
    op = _choice(body["op"], STATIC_OPS, body.line_of("op"), "op", "card.static_op")
    affects = _choice(
        body.get("affects", "self"),
        STATIC_AFFECTS,
        body.line_of("affects"),
        "affects",
        "card.static_affects",
        _raw(body, "affects"),
    )
    params: dict[str, Any] = {}
    _combat_cost_params(body, op, params)
    _characteristic_params(body, params)
    _granted_ability_param(body, op, params)
    _amount_and_when_params(body, params)
    _cost_reduction_params(body, op, affects, params)
    _ignore_cost_param(body, op, params)
    _replace_draw_params(body, op, params)
    _replace_to_graveyard_params(body, op, params)
    _check_replacement_keys(body, op)
    _check_static_required(body.line, op, params)
    real_op = {"pump": "static_pump", "grant": "static_pump"}.get(op, op)
    return StaticAbility(real_op, affects, freeze(params), text)


def _combat_cost_params(body: LineDict, op: str, params: dict[str, Any]) -> None:
    """C9.23: attack_cost / block_cost — mana, life, or a permanent to sacrifice or tap, for
    each creature; those keys belong to no other op."""
    if op in ("attack_cost", "block_cost"):
        if not {"mana", "life", "sacrifice", "tap"} & set(body):
            raise CardError(body.line, "card.missing", key="mana/life/sacrifice/tap", where=op)
        if "mana" in body:
            raw = _raw(body, "mana")
            params["mana"] = str(_cost(body["mana"], body.line_of("mana"), "mana", raw))
        if "life" in body:
            params["life"] = _number(body["life"], body.line_of("life"), "life")
        for k in ("sacrifice", "tap"):
            if k in body:
                params[k] = _choice(body[k], SACRIFICE_KINDS, body.line_of(k), k, "card.filter")
    elif {"life", "sacrifice", "tap"} & set(body):
        k = sorted({"life", "sacrifice", "tap"} & set(body))[0]
        raise CardError(body.line_of(k), "card.only_for", key=k, what="op: attack_cost/block_cost")
    elif "mana" in body:
        raise CardError(
            body.line_of("mana"), "card.unknown_key", key="mana", where="static", allowed=op
        )


def _characteristic_params(body: LineDict, params: dict[str, Any]) -> None:
    """The characteristics a static ability gives or sets: P/T, keywords, types, colours."""
    for k in ("power", "toughness"):
        if k in body:
            params[k] = _number(body[k], body.line_of(k), k, signed=True, raw=_raw(body, k))
    if "keywords" in body:
        params["keywords"] = tuple(
            k.value for k in _keywords(body["keywords"], body.line_of("keywords"), "keywords")
        )
    if "subtype" in body:
        params["subtype"] = _text(
            body["subtype"], body.line_of("subtype"), "subtype", _raw(body, "subtype")
        )
    if "color" in body:
        params["color"] = _color(body["color"], body.line_of("color"), "color", _raw(body, "color"))
    if "untapped" in body:
        params["untapped"] = _param(
            "bool", body["untapped"], body.line_of("untapped"), set(), "static", "untapped"
        )
    if "types" in body:
        params["types"] = _param(
            "card_types", body["types"], body.line_of("types"), set(), "static", "types"
        )
    if "subtypes" in body:
        params["subtypes"] = _param(
            "strs", body["subtypes"], body.line_of("subtypes"), set(), "static", "subtypes"
        )
    if "colors" in body:
        cnode = body["colors"]
        if not isinstance(cnode, list):
            raise CardError(body.line_of("colors"), "card.list", key="colors")
        params["colors"] = tuple(
            dict.fromkeys(
                _color(v, vline, "colors", vraw)
                for v, vline, vraw in _items(cnode, body.line_of("colors"))
            )
        )


def _granted_ability_param(body: LineDict, op: str, params: dict[str, Any]) -> None:
    """D3.70: grant_activated — "the enchanted creature has '@: ...'" (`ability`, required)."""
    if op == "grant_activated" and "ability" not in body:
        raise CardError(body.line, "card.missing", key="ability", where=op)
    if "ability" in body:
        if op != "grant_activated":
            raise CardError(
                body.line_of("ability"),
                "card.only_with",
                key="ability",
                other="op: grant_activated",
            )
        params["ability"] = _ability({"activated": body["ability"]}, body.line_of("ability"))


def _amount_and_when_params(body: LineDict, params: dict[str, Any]) -> None:
    """`amount`, `chosen_type` and `when` (whose turn the ability works in)."""
    if "amount" in body:
        params["amount"] = _number(body["amount"], body.line_of("amount"), "amount")
    if "chosen_type" in body:
        params["chosen_type"] = _param(
            "bool", body["chosen_type"], body.line_of("chosen_type"), set(), "static", "chosen_type"
        )
    if "when" in body:
        params["when"] = _choice(
            body["when"],
            ("not_your_turn", "always"),
            body.line_of("when"),
            "when",
            "card.filter",
        )


def _cost_reduction_params(body: LineDict, op: str, affects: Any, params: dict[str, Any]) -> None:
    """D3.93: cost_reduction — of the object's own cost only, by `amount`, maybe `if` the
    controller's life is at most a number."""
    if "if" in body:
        if op != "cost_reduction":
            raise CardError(
                body.line_of("if"), "card.only_with", key="if", other="op: cost_reduction"
            )
        cond_if = body["if"]
        if not isinstance(cond_if, LineDict) or set(cond_if) != {"your_life_at_most"}:
            raise CardError(body.line_of("if"), "card.intervening_if", allowed="your_life_at_most")
        params["if_life_at_most"] = _number(
            cond_if["your_life_at_most"],
            cond_if.line_of("your_life_at_most"),
            "your_life_at_most",
            raw=_raw(cond_if, "your_life_at_most"),
        )
    if op == "cost_reduction":
        # D3.93: an object's ability that changes the cost of playing it works on the niz;
        # only reductions of the object's own cost exist.
        if affects != "self":
            raise CardError(
                body.line_of("affects"), "card.static_affects", value=_show(affects), allowed="self"
            )
        if "amount" not in params:
            raise CardError(body.line, "card.missing", key="amount", where="static")


def _ignore_cost_param(body: LineDict, op: str, params: dict[str, Any]) -> None:
    """D9.29: "a player may [cost] to ignore this effect until end of turn"
    (spell_cost_increase only; a cost that neither moves nor shows the card, without X)."""
    if "ignore_cost" in body:
        if op != "spell_cost_increase":
            raise CardError(
                body.line_of("ignore_cost"),
                "card.only_with",
                key="ignore_cost",
                other="op: spell_cost_increase",
            )
        ic = _cost_block(body["ignore_cost"], body.line_of("ignore_cost"))
        if ic.tap or ic.sacrifice_self or ic.discard_self or ic.reveal or ic.has_x():
            raise CardError(body.line_of("ignore_cost"), "card.ignore_cost")
        params["ignore_cost"] = ic


def _replace_draw_params(body: LineDict, op: str, params: dict[str, Any]) -> None:
    """D16.60: "if [player] would draw a card, [you may] instead [effects]" (and the same for
    gaining life)."""
    if op in ("replace_draw", "replace_life_gain"):
        if "player" in body:
            params["player"] = _choice(
                body["player"],
                ("you", "opponent", "any"),
                body.line_of("player"),
                "player",
                "card.filter",
                _raw(body, "player"),
            )
        if "optional" in body:
            params["optional"] = _param(
                "bool", body["optional"], body.line_of("optional"), set(), "static", "optional"
            )
        if "instead" in body:
            params["instead"] = _effects(body["instead"], body.line_of("instead"), set(), "instead")
            _check_mana_words(params["instead"], body.line_of("instead"), ())


def _replace_to_graveyard_params(body: LineDict, op: str, params: dict[str, Any]) -> None:
    """D20.60, D20.91: "if [a card / this] would go to the odlagalište, instead ..." — `which`,
    `from` and `goes_to` (required) belong to this op only."""
    if op == "replace_to_graveyard":
        if "goes_to" not in body:
            raise CardError(body.line, "card.missing", key="goes_to", where=op)
        for k, allowed in (
            ("which", ("self", "any")),
            ("from", ("play", "any")),
            ("goes_to", ("library_top", "removed")),
        ):
            if k in body:
                params[k] = _choice(
                    body[k], allowed, body.line_of(k), k, "card.filter", _raw(body, k)
                )
        if "optional" in body:
            params["optional"] = _param(
                "bool", body["optional"], body.line_of("optional"), set(), "static", "optional"
            )
    elif {"which", "from", "goes_to"} & set(body):
        k = sorted({"which", "from", "goes_to"} & set(body))[0]
        raise CardError(body.line_of(k), "card.only_for", key=k, what="op: replace_to_graveyard")


def _check_replacement_keys(body: LineDict, op: str) -> None:
    """`player`, `optional` and `instead` belong to the draw (and life-gain) replacements;
    `optional` also to replace_to_graveyard, but not to replace_life_gain."""
    for k in ("player", "optional", "instead"):
        if k == "optional" and op == "replace_to_graveyard":
            continue
        if k in body and op not in ("replace_draw", "replace_life_gain"):
            raise CardError(body.line_of(k), "card.only_for", key=k, what="op: replace_draw")
    if op == "replace_life_gain" and "optional" in body:
        raise CardError(
            body.line_of("optional"), "card.only_for", key="optional", what="op: replace_draw"
        )


def _check_static_required(bline: int, op: str, params: dict[str, Any]) -> None:
    """The parameters an op cannot do without."""
    if op in ("set_pt", "pump_per_shared_type") and not (
        "power" in params and "toughness" in params
    ):
        raise CardError(bline, "card.missing", key="power/toughness", where="static")
    if op in ("max_attackers", "spell_cost_increase") and "amount" not in params:
        raise CardError(bline, "card.missing", key="amount", where="static")
    if op == "attack_you_only_with" and not params.get("keywords"):
        raise CardError(bline, "card.missing", key="keywords", where="static")
    if op in ("add_type", "set_type") and ("power" in params) != ("toughness" in params):
        raise CardError(bline, "card.missing", key="power/toughness", where="static")
    required = {"set_type": "types", "set_subtype": "subtypes", "set_color": "colors"}.get(op)
    if required and required not in params:
        raise CardError(bline, "card.missing", key=required, where="static")


# ------------------------------------------------------------------ the card
def card_name(d: Any) -> str | None:
    """The card's name if it has a usable one (for message prefixes), else None."""
    if isinstance(d, dict):
        name = d.get("name")
        if isinstance(name, str) and name.strip():
            return name.strip()
    return None


class _Entering(TypedDict):
    """How the permanent enters play (CardDef's fields of the same names)."""

    enters_tapped: bool
    enters_counters: Params
    enters_as_copy: bool
    copy_keeps: frozenset[str]
    copy_grants: tuple[ActivatedAbility | TriggeredAbility | StaticAbility, ...]
    as_enters_choice: str | None


class _Spell(TypedDict):
    """What an instant or sorcery does (CardDef's fields of the same names)."""

    spell_targets: tuple[TargetSpec, ...]
    spell_effects: tuple[Effect, ...]
    modes: tuple[Mode, ...]
    mode_chooser: str


class _Labels(TypedDict):
    """The card's texts and labels, which no rule reads (CardDef's fields of the same names)."""

    text: str
    flavor: str
    rarity: str
    origin: str
    reminder: str


def build_card(d: Any, line: int) -> CardDef:
    """Validate one card mapping and build its definition; raise CardError on a problem.

    The parts are checked one after another in a fixed order, so a card with two mistakes is
    always told about the same one."""
    if not isinstance(d, LineDict):
        raise CardError(line, "card.not_mapping")
    _check_keys(d, CARD_KEYS, "card")
    name = _name(d)
    types = _type_line(d)
    cost = _mana_cost(d, types)
    subtypes = _param("strs", d.get("subtypes", []), d.line_of("subtypes"), set(), "", "subtypes")
    power, toughness, pt_cda = _power_toughness(d, types)
    keywords = frozenset(_keywords(d.get("keywords", []), d.line_of("keywords"), "keywords"))
    activated, triggered, statics = _abilities(d)
    activated += _regeneration(d)
    activated += _equip(d)
    entering = _entering(d, types)
    spell = _spell(d, types)
    cant_be_countered = _cant_be_countered(d)
    enchant = _enchant(d, types)
    istocnik = _optional_cost(d, "istocnik")
    kicker = _optional_cost(d, "kicker")
    kicker_effects = _kicker_effects(d, kicker, spell["spell_targets"])
    produces = _produces(d, types)
    labels = _labels(d)
    return CardDef(
        name=name,
        cost=cost,
        types=types,
        subtypes=_implied_subtypes(d, subtypes),
        power=power,
        toughness=toughness,
        pt_defined_by=pt_cda,
        keywords=keywords,
        activated=tuple(activated),
        triggered=tuple(triggered),
        statics=tuple(statics),
        enchant=enchant,
        istocnik=istocnik,
        kicker=kicker,
        kicker_effects=kicker_effects,
        source_colors=produces,
        cant_be_countered=cant_be_countered,
        **entering,
        **spell,
        **labels,
    )


def _name(d: LineDict) -> str:
    """`name` (required): text, not blank, of the form a save accepts; without the spaces
    around it."""
    if "name" not in d:
        raise CardError(d.line, "card.name")
    name = d["name"]
    if not isinstance(name, str):
        if isinstance(name, bool) or name is None:
            raise _not_text(d.line_of("name"), "name", name, _raw(d, "name"))
        raise CardError(d.line_of("name"), "card.name_type", value=_show(name, _raw(d, "name")))
    if not name.strip():
        raise CardError(d.line_of("name"), "card.name")
    if limits.card_name_problem(name) is not None:  # the same rule a save applies
        raise CardError(d.line_of("name"), "card.name_form")
    return name.strip()


def _type_line(d: LineDict) -> frozenset[CardType]:
    """`type` (required): one of the type lines, as its card types."""
    if "type" not in d:
        raise CardError(d.line, "card.missing", key="type", where="card")
    type_line = _choice(
        d["type"], tuple(TYPE_LINES), d.line_of("type"), "type", "card.type", _raw(d, "type")
    )
    return TYPE_LINES[type_line]


def _mana_cost(d: LineDict, types: frozenset[CardType]) -> ManaCost | None:
    """`cost`: required of every card but a source, which has none; one colour at most."""
    if CardType.SOURCE in types:
        if "cost" in d:
            raise CardError(d.line_of("cost"), "card.source_has_cost")
        return None
    if "cost" not in d:
        raise CardError(d.line, "card.missing", key="cost", where="card")
    cost = _cost(d["cost"], d.line_of("cost"), "cost", _raw(d, "cost"))
    if len(cost.colors) > 1:
        raise CardError(d.line_of("cost"), "card.multicolor")
    return cost


def _power_toughness(
    d: LineDict, types: frozenset[CardType]
) -> tuple[int | None, int | None, str | None]:
    """A creature's power and toughness (required), or both "*" with the ability that defines
    them (`pt`, B9.20); other cards have none. Returns power, toughness and that ability."""
    if CardType.CREATURE not in types:
        if "power" in d or "toughness" in d or "pt" in d:
            first = next(k for k in ("power", "toughness", "pt") if k in d)
            raise CardError(d.line_of(first), "card.pt_not_creature")
        return None, None, None
    for k in ("power", "toughness"):
        if k not in d:
            raise CardError(d.line, "card.missing", key=k, where="card")
    stars = [d[k] == "*" for k in ("power", "toughness")]
    if any(stars):
        if not all(stars):
            raise CardError(d.line_of("power"), "card.pt_star_both")
        if "pt" not in d:
            raise CardError(d.line_of("power"), "card.cda", value="", allowed=", ".join(CDA))
        pt_cda = _choice(d["pt"], CDA, d.line_of("pt"), "pt", "card.cda", _raw(d, "pt"))
        return 0, 0, str(pt_cda)
    if "pt" in d:
        raise CardError(d.line_of("pt"), "card.pt_without_star")
    for k in ("power", "toughness"):
        v = d[k]
        if not _is_int(v) or v < 0:
            raise CardError(d.line_of(k), "card.pt", key=k, value=_show(v, _raw(d, k)))
        _number(v, d.line_of(k), k)
    return int(d["power"]), int(d["toughness"]), None


def _abilities(
    d: LineDict,
) -> tuple[list[ActivatedAbility], list[TriggeredAbility], list[StaticAbility]]:
    """`abilities`, sorted by kind (each keeps its place among those of its kind)."""
    abilities = d.get("abilities", [])
    if not isinstance(abilities, list):
        raise CardError(d.line_of("abilities"), "card.list", key="abilities")
    activated: list[ActivatedAbility] = []
    triggered: list[TriggeredAbility] = []
    statics: list[StaticAbility] = []
    for a, aline, _raw_text in _items(abilities, d.line_of("abilities")):
        ab = _ability(a, aline)
        if isinstance(ab, ActivatedAbility):
            activated.append(ab)
        elif isinstance(ab, TriggeredAbility):
            triggered.append(ab)
        else:
            statics.append(ab)
    return activated, triggered, statics


def _regeneration(d: LineDict) -> list[ActivatedAbility]:
    """E3.111: "[cost]: Regeneracija" means "pay this cost: regenerate this permanent"."""
    if "regeneration" not in d:
        return []
    rc = _cost_block(d["regeneration"], d.line_of("regeneration"))
    return [
        ActivatedAbility(rc, (Effect("regenerate", freeze({"what": "self"})),), text="Regeneracija")
    ]


def _equip(d: LineDict) -> list[ActivatedAbility]:
    """E3.121: "[cost]: Opremi" = attach to target creature you control, as a sorcery."""
    if "equip" not in d:
        return []
    ec = _cost_block(d["equip"], d.line_of("equip"))
    return [
        ActivatedAbility(
            ec,
            (Effect("attach", freeze({"to": "target"})),),
            (TargetSpec("target", "creature", filters=freeze({"controller": "you"})),),
            sorcery_speed=True,
            text="Opremi",
        )
    ]


def _implied_subtypes(d: LineDict, subtypes: tuple[str, ...]) -> tuple[str, ...]:
    """The subtypes with those `equip` (Oprema) and `enchant` (Oreol) imply, if not written."""
    if "equip" in d and "Oprema" not in subtypes:
        subtypes = (*subtypes, "Oprema")
    if "enchant" in d and "Oreol" not in subtypes:
        subtypes = (*subtypes, "Oreol")
    return tuple(subtypes)


def _entering(d: LineDict, types: frozenset[CardType]) -> _Entering:
    """How a permanent enters play: tapped, as a copy (E4.40), choosing something as it enters
    (E4.50), with counters."""
    enters_tapped = (
        _param(
            "bool", d["enters_tapped"], d.line_of("enters_tapped"), set(), "card", "enters_tapped"
        )
        if "enters_tapped" in d
        else False
    )
    enters_as_copy, copy_keeps, copy_grants = _enters_as_copy(d)
    as_enters_choice = _as_enters_choice(d)
    if (enters_as_copy or as_enters_choice) and not types & PERMANENT_TYPES:
        key = "enters_as_copy" if enters_as_copy else "as_enters_choose"
        raise CardError(d.line_of(key), "card.enters_not_permanent", key=key)
    return _Entering(
        enters_tapped=enters_tapped,
        enters_counters=freeze(_enters_counters(d)),
        enters_as_copy=enters_as_copy,
        copy_keeps=copy_keeps,
        copy_grants=copy_grants,
        as_enters_choice=as_enters_choice,
    )


def _as_enters_choice(d: LineDict) -> str | None:
    """E4.50: `as_enters_choose` — what the player chooses as the permanent enters play."""
    if "as_enters_choose" not in d:
        return None
    return str(
        _choice(
            d["as_enters_choose"],
            AS_ENTERS_CHOICES,
            d.line_of("as_enters_choose"),
            "as_enters_choose",
            "card.filter",
            _raw(d, "as_enters_choose"),
        )
    )


def _enters_counters(d: LineDict) -> dict[str, int]:
    """`enters_with_counters`: a mapping of counter kinds to how many."""
    enters_counters: dict[str, int] = {}
    if "enters_with_counters" in d:
        node = d["enters_with_counters"]
        if not isinstance(node, dict):
            raise CardError(d.line_of("enters_with_counters"), "card.counters_shape")
        for ck, cv in node.items():
            kind = _param(
                "counter",
                ck,
                d.line_of("enters_with_counters"),
                set(),
                "card",
                "enters_with_counters",
            )
            enters_counters[kind] = _number(cv, d.line_of("enters_with_counters"), ck)
    return enters_counters


def _spell(d: LineDict, types: frozenset[CardType]) -> _Spell:
    """An instant's or sorcery's targets and effects, or its modes (only spells have them, and
    a spell must have one or the other)."""
    is_spell = bool(types & {CardType.INSTANT, CardType.SORCERY})
    if ("effects" in d or "targets" in d or "modes" in d) and not is_spell:
        first = next(k for k in ("effects", "targets", "modes") if k in d)
        raise CardError(d.line_of(first), "card.effects_not_spell")
    modes = _spell_modes(d)
    mode_chooser = _mode_chooser(d)
    targets = _targets(d.get("targets"), d.line_of("targets"))
    refs = {t.ref for t in targets}
    spell_effects = _effects(d.get("effects", []), d.line_of("effects"), refs)
    _check_self_move(spell_effects, "", d.line_of("effects"))
    _check_mana_words(spell_effects, d.line_of("effects"), ())
    if is_spell and not spell_effects and not modes:
        raise CardError(d.line_of("effects"), "card.spell_without_effects")
    # D19.34: a spell's instructions have no "for as long as" duration — an instant's or
    # sorcery's, and a kicked permanent spell's kicker_effects, carried out as it resolves
    # (a permanent's own `effects` were refused above)
    for key in ("effects", "kicker_effects"):
        _no_conditional_duration(d.get(key), d.line_of(key))
    return _Spell(
        spell_targets=targets, spell_effects=spell_effects, modes=modes, mode_chooser=mode_chooser
    )


def _spell_modes(d: LineDict) -> tuple[Mode, ...]:
    """D15.72: a modal spell has `modes` instead of its own effects, targets and kicker."""
    if "modes" not in d:
        return ()
    if "effects" in d or "targets" in d or "kicker" in d:
        raise CardError(d.line_of("modes"), "card.modes_and_effects")
    modes = _modes(d["modes"], d.line_of("modes"))
    for m in modes:
        _check_self_move(m.effects, "", d.line_of("modes"))
    return modes


def _cant_be_countered(d: LineDict) -> bool:
    """D13.30: `cant_be_countered: true`."""
    if "cant_be_countered" not in d:
        return False
    return bool(
        _param(
            "bool",
            d["cant_be_countered"],
            d.line_of("cant_be_countered"),
            set(),
            "card",
            "cant_be_countered",
            _raw(d, "cant_be_countered"),
        )
    )


def _enchant(d: LineDict, types: frozenset[CardType]) -> tuple[str, ...]:
    """ "Promeni [tip]" (E3.130), only on a Promena: one word, or a list of them (E3.133: all of
    them apply), each once."""
    if "enchant" not in d:
        return ()
    node = d["enchant"]
    eline = d.line_of("enchant")
    if CardType.ENCHANTMENT not in types:
        raise CardError(eline, "card.enchant", value=_show(node), allowed=", ".join(ENCHANT))
    items = _items(node, eline) if isinstance(node, list) else [(node, eline, _raw(d, "enchant"))]
    if not items:
        raise CardError(eline, "card.enchant", value="", allowed=", ".join(ENCHANT))
    return tuple(
        dict.fromkeys(
            str(_choice(v, ENCHANT, vline, "enchant", "card.enchant", vraw))
            for v, vline, vraw in items
        )
    )


def _optional_cost(d: LineDict, key: str) -> ManaCost | None:
    """A mana cost the card may have under `key` (`istocnik`, E3.50; `kicker`, E3.140)."""
    return _cost(d[key], d.line_of(key), key, _raw(d, key)) if key in d else None


def _kicker_effects(
    d: LineDict, kicker: ManaCost | None, targets: tuple[TargetSpec, ...]
) -> tuple[Effect, ...]:
    """`kicker_effects`: what the spell also does when kicked (only with a `kicker`); they may
    name the spell's targets."""
    if "kicker_effects" in d and kicker is None:
        raise CardError(d.line_of("kicker_effects"), "card.kicker_effects_without_kicker")
    refs = {t.ref for t in targets}
    kicker_effects = (
        _effects(d["kicker_effects"], d.line_of("kicker_effects"), refs, "kicker_effects")
        if "kicker_effects" in d
        else ()
    )
    _check_mana_words(kicker_effects, d.line_of("kicker_effects"), ())
    return kicker_effects


def _produces(d: LineDict, types: frozenset[CardType]) -> tuple[str, ...]:
    """A source's `produces` (required, only on a source): the mana kinds it can make, as one
    "|"-joined choice."""
    if CardType.SOURCE in types:
        prod = d.get("produces", [])
        if not isinstance(prod, list) or not prod:
            raise CardError(d.line_of("produces"), "card.produces")
        kinds = [
            _param("mana_kind", p, pline, set(), "produces", "produces", praw)
            for p, pline, praw in _items(prod, d.line_of("produces"))
        ]
        return ("|".join(kinds),)
    if "produces" in d:
        raise CardError(d.line_of("produces"), "card.produces_not_source")
    return ()


def _labels(d: LineDict) -> _Labels:
    """Rarity, origin (issue 16), and the card's text, flavour and reminder texts."""
    rarity = _choice(
        d.get("rarity", "obična"),
        RARITIES,
        d.line_of("rarity"),
        "rarity",
        "card.rarity",
        _raw(d, "rarity"),
    )
    # Unmarked (user) cards are our own design until someone quotes the rulebook for them.
    origin = _choice(
        d.get("origin", "izvori"),
        ORIGINS,
        d.line_of("origin"),
        "origin",
        "card.origin",
        _raw(d, "origin"),
    )
    texts = {
        k: _text(d.get(k, ""), d.line_of(k), k, _raw(d, k)) for k in ("text", "flavor", "reminder")
    }
    return _Labels(
        text=texts["text"],
        flavor=texts["flavor"],
        rarity=str(rarity),
        origin=str(origin),
        reminder=texts["reminder"],
    )


ENTERS_AS_COPY_KEYS = ("keep", "grants")


def _enters_as_copy(
    d: LineDict,
) -> tuple[bool, frozenset[str], tuple[ActivatedAbility | TriggeredAbility | StaticAbility, ...]]:
    """`enters_as_copy: true`, or a mapping: `keep` (values it keeps of its own) and `grants`
    (abilities the copy gains, written like `abilities`) — E4.40, E4.70."""
    if "enters_as_copy" not in d:
        return False, frozenset(), ()
    node = d["enters_as_copy"]
    line = d.line_of("enters_as_copy")
    if not isinstance(node, LineDict):
        flag = _param(
            "bool", node, line, set(), "card", "enters_as_copy", _raw(d, "enters_as_copy")
        )
        return flag, frozenset(), ()
    _check_keys(node, ENTERS_AS_COPY_KEYS, "enters_as_copy")
    keep: tuple[str, ...] = ()
    if "keep" in node:
        keep = _param("copy_keep", node["keep"], node.line_of("keep"), set(), "card", "keep")
    grants: list[ActivatedAbility | TriggeredAbility | StaticAbility] = []
    if "grants" in node:
        gnode = node["grants"]
        if not isinstance(gnode, list):
            raise CardError(node.line_of("grants"), "card.list", key="grants")
        grants = [_ability(a, aline) for a, aline, _r in _items(gnode, node.line_of("grants"))]
    return True, frozenset(keep), tuple(grants)
