"""The card file format: validation against the closed vocabulary, and building `CardDef`s.

Every problem is reported as ``file:line: card "Name": what is wrong (allowed: ...)``.
The format is documented in docs/cards.md.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from izvori.cards.yamlsafe import LineDict, LineList
from izvori.engine.carddef import (
    KEYWORD_ALIASES,
    ActivatedAbility,
    CardDef,
    CardType,
    Cost,
    Effect,
    Keyword,
    StaticAbility,
    TargetSpec,
    TriggeredAbility,
    freeze,
)
from izvori.engine.mana import COLORLESS, ManaCost, ManaCostError
from izvori.engine.targeting import TARGET_KINDS
from izvori.engine.triggers import TRIGGER_EVENTS

COLOR_NAMES = {"žuta": "Ž", "plava": "P", "crna": "C", "crvena": "R", "zelena": "Z"}
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
ENCHANT = ("biće", "izvor", "artefakt", "promena", "permanent")
CDA = (
    "cards_in_hand",
    "sorceries_in_all_graveyards",
    "creatures_you_control",
    "cards_in_your_graveyard",
)

PLAYER_SELECTORS = (
    "you",
    "each_player",
    "each_opponent",
    "opponent",
    "trigger_player",
    "target_controller",
)
GROUP_SELECTORS = (
    "self",
    "enchanted",
    "trigger_object",
    "all_creatures",
    "each_creature",
    "other_creatures",
    "your_creatures",
    "opponent_creatures",
    "attacking_creatures",
    "each_creature_and_player",
)
AMOUNT_WORDS = ("X", "X*10", "power", "trigger_amount", "sacrificed_power_tenth")

# effect op -> {param: kind}; kinds: amount, int, who, what, to, color, keywords, str,
# strs, bool, mana_kind, counter
EFFECT_PARAMS: dict[str, dict[str, str]] = {
    "damage": {"to": "to", "amount": "amount", "color": "color", "not_color": "color"},
    "destroy": {"what": "what", "no_regeneration": "bool", "color": "color", "not_color": "color"},
    "pump": {
        "what": "what",
        "power": "amount",
        "toughness": "amount",
        "keywords": "keywords",
        "duration": "duration",
        "color": "color",
        "not_color": "color",
    },
    "gain_life": {"who": "who", "amount": "amount"},
    "lose_life": {"who": "who", "amount": "amount"},
    "draw": {"who": "who", "count": "amount"},
    "discard": {"who": "who", "count": "amount"},
    "counter": {"what": "what", "unless_pays": "int"},
    "bounce": {"what": "what"},
    "tap": {"what": "what"},
    "untap": {"what": "what"},
    "add_mana": {"kind": "mana_kind", "amount": "amount"},
    "regenerate": {"what": "what"},
    "search_library": {},
    "return_from_graveyard": {"what": "what"},
    "create_token": {
        "name": "str",
        "subtypes": "strs",
        "power": "int",
        "toughness": "int",
        "keywords": "keywords",
        "color": "color",
        "count": "int",
    },
    "put_counters": {"what": "what", "counter": "counter", "count": "int"},
}
REQUIRED_PARAMS: dict[str, tuple[str, ...]] = {
    "gain_life": ("amount",),
    "lose_life": ("amount",),
    "add_mana": ("kind",),
    "create_token": ("subtypes", "power", "toughness"),
}
STATIC_OPS = ("pump", "grant", "double_damage")
STATIC_AFFECTS = (
    "self",
    "enchanted",
    "creatures_you_control",
    "other_creatures_you_control",
    "other_creatures",
    "all_creatures",
    "opponent_creatures",
)
TRIGGER_COND = {
    "who": (
        "self",
        "another",
        "another_you_control",
        "you_control",
        "opponent_controls",
        "any",
        "enchanted",
    ),
    "kind": ("creature", "any"),
    "step": ("priprema", "vučenje", "početak_borbe", "kraj_borbe", "kraj_poteza"),
    "whose": ("your", "opponent", "each"),
    "player": ("you", "opponent", "any"),
    "to": ("player", "creature", "any"),
    "combat": (True, False),
    "color": tuple(COLOR_NAMES),
    "type": tuple(t.value for t in CardType),
}
TARGET_FILTER_VALUES = {
    "color": tuple(COLOR_NAMES),
    "not_color": tuple(COLOR_NAMES),
    "attacking_or_blocking": (True,),
    "attacking": (True,),
    "controller": ("you", "opponent"),
    "tapped": (True, False),
    "type": tuple(t.value for t in CardType),
    "not_self": (True,),
}
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
    "produces",
    "text",
    "flavor",
    "rarity",
    "reminder",
)
KEYWORD_NAMES = tuple(k.value for k in Keyword)


@dataclass
class Problem:
    line: int
    card: str | None
    key: str
    args: dict[str, Any]


class CardError(Exception):
    def __init__(self, line: int, msg_key: str, /, **args: Any) -> None:
        self.line = line
        self.key = msg_key
        self.args_ = args
        super().__init__(msg_key)


def _line(node: Any, default: int) -> int:
    return getattr(node, "line", default) or default


def _keyword(name: Any, line: int) -> Keyword:
    if isinstance(name, str):
        if name in KEYWORD_ALIASES:
            return KEYWORD_ALIASES[name]
        try:
            return Keyword(name)
        except ValueError:
            pass
    raise CardError(line, "card.keyword", value=name, allowed=", ".join(KEYWORD_NAMES))


def _cost(value: Any, line: int, field_name: str) -> ManaCost:
    if isinstance(value, bool) or not isinstance(value, (str, int)):
        raise CardError(line, "card.cost_type", field=field_name)
    try:
        return ManaCost.parse(str(value))
    except ManaCostError:
        raise CardError(line, "card.cost", field=field_name, value=value) from None


def _check_keys(d: LineDict, allowed: tuple[str, ...], what: str) -> None:
    for k in d:
        if k not in allowed:
            raise CardError(
                d.line_of(k), "card.unknown_key", key=k, where=what, allowed=", ".join(allowed)
            )


def _color(value: Any, line: int) -> str:
    if isinstance(value, str) and value in COLOR_NAMES:
        return COLOR_NAMES[value]
    raise CardError(line, "card.color", value=value, allowed=", ".join(COLOR_NAMES))


def _param(kind: str, value: Any, line: int, refs: set[str], op: str, key: str) -> Any:
    if kind == "amount":
        if isinstance(value, int) and not isinstance(value, bool):
            if value < 0:
                raise CardError(line, "card.negative", key=key)
            return value
        if value in AMOUNT_WORDS:
            return value
        raise CardError(
            line, "card.amount", key=key, value=value, allowed="broj, " + ", ".join(AMOUNT_WORDS)
        )
    if kind == "int":
        if isinstance(value, int) and not isinstance(value, bool) and value >= 0:
            return value
        raise CardError(line, "card.int", key=key, value=value)
    if kind == "bool":
        if isinstance(value, bool):
            return value
        raise CardError(line, "card.bool", key=key, value=value)
    if kind in ("who", "what", "to"):
        allowed = set(refs)
        if kind in ("who", "to"):
            allowed |= set(PLAYER_SELECTORS)
        if kind in ("what", "to"):
            allowed |= set(GROUP_SELECTORS)
        if isinstance(value, str) and value in allowed:
            return value
        raise CardError(
            line, "card.selector", key=key, value=value, allowed=", ".join(sorted(allowed))
        )
    if kind == "color":
        return _color(value, line)
    if kind == "keywords":
        if not isinstance(value, list):
            raise CardError(line, "card.list", key=key)
        return tuple(_keyword(v, line).value for v in value)
    if kind == "str":
        if isinstance(value, str):
            return value
        raise CardError(line, "card.str", key=key, value=value)
    if kind == "strs":
        if isinstance(value, list) and all(isinstance(v, str) for v in value):
            return tuple(value)
        raise CardError(line, "card.list", key=key)
    if kind == "mana_kind":
        if value in COLOR_NAMES:
            return COLOR_NAMES[value]
        if value == "bezbojna":
            return COLORLESS
        raise CardError(
            line, "card.mana_kind", value=value, allowed=", ".join([*COLOR_NAMES, "bezbojna"])
        )
    if kind == "duration":
        if value in ("end_of_turn", "end_of_combat"):
            return value
        raise CardError(line, "card.duration", value=value, allowed="end_of_turn, end_of_combat")
    if kind == "counter":
        if value in ("+10/+10", "-10/-10"):
            return value
        raise CardError(line, "card.counter", value=value, allowed="+10/+10, -10/-10")
    raise CardError(line, "card.internal", key=key)


def _effects(node: Any, line: int, refs: set[str]) -> tuple[Effect, ...]:
    if not isinstance(node, list):
        raise CardError(line, "card.list", key="effects")
    out = []
    lines = getattr(node, "item_lines", [line] * len(node))
    for item, iline in zip(node, lines, strict=False):
        if isinstance(item, str):
            op, params = item, LineDict()
            params.line = iline
            params.key_lines = {}
        elif isinstance(item, dict) and len(item) == 1:
            op, params = next(iter(item.items()))
            if params is None:
                params = LineDict()
                params.line = iline
                params.key_lines = {}
        else:
            raise CardError(iline, "card.effect_shape")
        if op not in EFFECT_PARAMS:
            raise CardError(
                iline, "card.effect_op", value=op, allowed=", ".join(sorted(EFFECT_PARAMS))
            )
        if not isinstance(params, dict):
            raise CardError(iline, "card.effect_params", op=op)
        spec = EFFECT_PARAMS[op]
        built: dict[str, Any] = {}
        for k, v in params.items():
            pline = params.line_of(k) if isinstance(params, LineDict) else iline
            if k not in spec:
                raise CardError(
                    pline, "card.unknown_key", key=k, where=op, allowed=", ".join(spec) or "-"
                )
            built[k] = _param(spec[k], v, pline, refs, op, k)
        for req in REQUIRED_PARAMS.get(op, ()):
            if req not in built:
                raise CardError(iline, "card.missing", key=req, where=op)
        out.append(Effect(op, freeze(built)))
    return tuple(out)


def _targets(node: Any, line: int) -> tuple[TargetSpec, ...]:
    if node is None:
        return ()
    if not isinstance(node, list):
        raise CardError(line, "card.list", key="targets")
    out = []
    lines = getattr(node, "item_lines", [line] * len(node))
    for i, (t, tline) in enumerate(zip(node, lines, strict=False)):
        if not isinstance(t, dict):
            raise CardError(tline, "card.target_shape")
        allowed = ("ref", "kind", "min", "max", "divide", *TARGET_FILTER_VALUES)
        _check_keys(t, allowed, "targets")  # type: ignore[arg-type]
        kind = t.get("kind")
        if kind not in TARGET_KINDS:
            raise CardError(tline, "card.target_kind", value=kind, allowed=", ".join(TARGET_KINDS))
        ref = t.get("ref", "target" if i == 0 else f"target{i + 1}")
        lo = t.get("min", 1)
        hi = t.get("max", lo if lo > 0 else 1)
        if not all(isinstance(v, int) and not isinstance(v, bool) for v in (lo, hi)) or not (
            0 <= lo <= hi <= 20
        ):
            raise CardError(tline, "card.target_count")
        divide = t.get("divide")
        if divide is not None and not (
            (isinstance(divide, int) and not isinstance(divide, bool) and divide > 0)
            or divide == "X*10"
        ):
            raise CardError(tline, "card.divide", value=divide)
        filters: dict[str, Any] = {}
        for fk, allowed_vals in TARGET_FILTER_VALUES.items():
            if fk in t:
                v = t[fk]
                if v not in allowed_vals:
                    raise CardError(
                        t.line_of(fk),
                        "card.filter",
                        key=fk,
                        value=v,  # type: ignore[attr-defined]
                        allowed=", ".join(map(str, allowed_vals)),
                    )
                filters[fk] = COLOR_NAMES.get(v, v) if fk in ("color", "not_color") else v
        out.append(TargetSpec(str(ref), kind, lo, hi, freeze(filters), divide))
    return tuple(out)


def _cost_block(node: Any, line: int) -> Cost:
    if isinstance(node, str):
        node = {"mana": node}
    if not isinstance(node, dict):
        raise CardError(line, "card.cost_block")
    allowed = ("mana", "tap", "sacrifice_self", "sacrifice", "life", "discard")
    for k in node:
        if k not in allowed:
            raise CardError(
                getattr(node, "line_of", lambda _k: line)(k),
                "card.unknown_key",
                key=k,
                where="cost",
                allowed=", ".join(allowed),
            )
    mana = _cost(node["mana"], line, "cost.mana") if "mana" in node else None
    sac = node.get("sacrifice")
    if sac is not None and sac not in ("creature", "artifact", "source", "enchantment"):
        raise CardError(
            line, "card.sacrifice", value=sac, allowed="creature, artifact, source, enchantment"
        )
    for b in ("tap", "sacrifice_self"):
        if b in node and not isinstance(node[b], bool):
            raise CardError(line, "card.bool", key=b, value=node[b])
    for n in ("life", "discard"):
        if n in node and (not isinstance(node[n], int) or isinstance(node[n], bool) or node[n] < 0):
            raise CardError(line, "card.int", key=n, value=node[n])
    return Cost(
        mana,
        bool(node.get("tap", False)),
        bool(node.get("sacrifice_self", False)),
        sac,
        int(node.get("life", 0)),
        int(node.get("discard", 0)),
    )


def _ability(node: Any, line: int) -> ActivatedAbility | TriggeredAbility | StaticAbility:
    if not isinstance(node, dict) or len(node) != 1:
        raise CardError(line, "card.ability_shape")
    kind, body = next(iter(node.items()))
    if not isinstance(body, dict):
        raise CardError(line, "card.ability_shape")
    bline = getattr(body, "line", line)
    text = body.get("text", "")
    if kind == "activated":
        _check_keys(body, ("cost", "targets", "effects", "sorcery_speed", "text"), "activated")  # type: ignore[arg-type]
        targets = _targets(body.get("targets"), bline)
        refs = {t.ref for t in targets}
        if "cost" not in body:
            raise CardError(bline, "card.missing", key="cost", where="activated")
        return ActivatedAbility(
            _cost_block(body["cost"], body.line_of("cost")),  # type: ignore[attr-defined]
            _effects(body.get("effects", []), bline, refs),
            targets,
            bool(body.get("sorcery_speed", False)),
            str(text),
        )
    if kind == "triggered":
        allowed = ("when", "targets", "effects", "optional", "text", "if", *TRIGGER_COND)
        _check_keys(body, allowed, "triggered")  # type: ignore[arg-type]
        event = body.get("when")
        if event not in TRIGGER_EVENTS:
            raise CardError(
                bline, "card.trigger_event", value=event, allowed=", ".join(TRIGGER_EVENTS)
            )
        cond: dict[str, Any] = {}
        for ck, vals in TRIGGER_COND.items():
            if ck in body:
                if body[ck] not in vals:
                    raise CardError(
                        body.line_of(ck),
                        "card.filter",
                        key=ck,
                        value=body[ck],  # type: ignore[attr-defined]
                        allowed=", ".join(map(str, vals)),
                    )
                cond[ck] = COLOR_NAMES.get(body[ck], body[ck]) if ck == "color" else body[ck]
        intervening: dict[str, Any] = {}
        if "if" in body:
            cond_if = body["if"]
            if not isinstance(cond_if, dict) or set(cond_if) - {
                "you_control_creatures_at_least",
                "your_life_at_most",
            }:
                raise CardError(
                    bline,
                    "card.intervening_if",
                    allowed="you_control_creatures_at_least, your_life_at_most",
                )
            intervening = dict(cond_if)
        targets = _targets(body.get("targets"), bline)
        refs = {t.ref for t in targets}
        return TriggeredAbility(
            str(event),
            freeze(cond),
            _effects(body.get("effects", []), bline, refs),
            targets,
            bool(body.get("optional", False)),
            freeze(intervening),
            str(text),
        )
    if kind == "static":
        allowed = ("op", "affects", "power", "toughness", "keywords", "subtype", "color", "text")
        _check_keys(body, allowed, "static")  # type: ignore[arg-type]
        op = body.get("op")
        if op not in STATIC_OPS:
            raise CardError(bline, "card.static_op", value=op, allowed=", ".join(STATIC_OPS))
        affects = body.get("affects", "self")
        if affects not in STATIC_AFFECTS:
            raise CardError(
                bline, "card.static_affects", value=affects, allowed=", ".join(STATIC_AFFECTS)
            )
        params: dict[str, Any] = {}
        for k in ("power", "toughness"):
            if k in body:
                params[k] = _param("amount", body[k], bline, set(), "static", k)
        if "keywords" in body:
            params["keywords"] = _param(
                "keywords", body["keywords"], bline, set(), "static", "keywords"
            )
        if "subtype" in body:
            params["subtype"] = str(body["subtype"])
        if "color" in body:
            params["color"] = _color(body["color"], bline)
        real_op = {"pump": "static_pump", "grant": "static_pump"}.get(op, op)
        return StaticAbility(real_op, affects, freeze(params), str(text))
    raise CardError(line, "card.ability_kind", value=kind, allowed="activated, triggered, static")


def build_card(d: Any, line: int) -> CardDef:
    """Validate one card mapping and build its definition."""
    if not isinstance(d, LineDict):
        raise CardError(line, "card.not_mapping")
    _check_keys(d, CARD_KEYS, "card")
    name = d.get("name")
    if not isinstance(name, str) or not name.strip():
        raise CardError(d.line, "card.name")
    type_line = d.get("type")
    if type_line not in TYPE_LINES:
        raise CardError(
            d.line_of("type"), "card.type", value=type_line, allowed=", ".join(TYPE_LINES)
        )
    types = TYPE_LINES[type_line]
    cost = None
    if CardType.SOURCE in types:
        if "cost" in d:
            raise CardError(d.line_of("cost"), "card.source_has_cost")
    else:
        if "cost" not in d:
            raise CardError(d.line, "card.missing", key="cost", where="card")
        cost = _cost(d["cost"], d.line_of("cost"), "cost")
        if len(cost.colors) > 1:
            raise CardError(d.line_of("cost"), "card.multicolor")
    subtypes = d.get("subtypes", [])
    if not isinstance(subtypes, list) or not all(isinstance(s, str) for s in subtypes):
        raise CardError(d.line_of("subtypes"), "card.list", key="subtypes")
    power = toughness = None
    pt_cda = None
    if CardType.CREATURE in types:
        for k in ("power", "toughness"):
            if k not in d:
                raise CardError(d.line, "card.missing", key=k, where="card")
        if d["power"] == "*" or d["toughness"] == "*":
            pt_cda = d.get("pt")
            if pt_cda not in CDA:
                raise CardError(d.line_of("pt"), "card.cda", value=pt_cda, allowed=", ".join(CDA))
            power = toughness = 0
        else:
            for k in ("power", "toughness"):
                v = d[k]
                if not isinstance(v, int) or isinstance(v, bool) or v < 0:
                    raise CardError(d.line_of(k), "card.pt", key=k, value=v)
            power, toughness = d["power"], d["toughness"]
    elif "power" in d or "toughness" in d:
        raise CardError(d.line_of("power"), "card.pt_not_creature")
    kw_node = d.get("keywords", [])
    if not isinstance(kw_node, list):
        raise CardError(d.line_of("keywords"), "card.list", key="keywords")
    keywords = frozenset(_keyword(k, d.line_of("keywords")) for k in kw_node)
    abilities = d.get("abilities", [])
    if not isinstance(abilities, list):
        raise CardError(d.line_of("abilities"), "card.list", key="abilities")
    activated: list[ActivatedAbility] = []
    triggered: list[TriggeredAbility] = []
    statics: list[StaticAbility] = []
    alines = getattr(abilities, "item_lines", [d.line] * len(abilities))
    for a, aline in zip(abilities, alines, strict=False):
        ab = _ability(a, aline)
        if isinstance(ab, ActivatedAbility):
            activated.append(ab)
        elif isinstance(ab, TriggeredAbility):
            triggered.append(ab)
        else:
            statics.append(ab)
    if "regeneration" in d:
        # E3.111: "[cost]: Regeneracija" means "pay this cost: regenerate this permanent".
        rc = _cost_block(d["regeneration"], d.line_of("regeneration"))
        activated.append(
            ActivatedAbility(
                rc, (Effect("regenerate", freeze({"what": "self"})),), text="Regeneracija"
            )
        )
    targets = _targets(d.get("targets"), d.line_of("targets"))
    refs = {t.ref for t in targets}
    is_spell = bool(types & {CardType.INSTANT, CardType.SORCERY})
    if ("effects" in d or "targets" in d) and not is_spell:
        raise CardError(
            d.line_of("effects" if "effects" in d else "targets"), "card.effects_not_spell"
        )
    spell_effects = _effects(d.get("effects", []), d.line_of("effects"), refs)
    if is_spell and not spell_effects:
        raise CardError(d.line, "card.spell_without_effects")
    enchant = d.get("enchant")
    if enchant is not None and (enchant not in ENCHANT or CardType.ENCHANTMENT not in types):
        raise CardError(
            d.line_of("enchant"), "card.enchant", value=enchant, allowed=", ".join(ENCHANT)
        )
    if enchant is not None and "Oreol" not in subtypes:
        subtypes = [*subtypes, "Oreol"]
    ist = _cost(d["istocnik"], d.line_of("istocnik"), "istocnik") if "istocnik" in d else None
    kicker = _cost(d["kicker"], d.line_of("kicker"), "kicker") if "kicker" in d else None
    kicker_effects = (
        _effects(d["kicker_effects"], d.line_of("kicker_effects"), refs)
        if "kicker_effects" in d
        else ()
    )
    produces: tuple[str, ...] = ()
    if CardType.SOURCE in types:
        prod = d.get("produces", [])
        if not isinstance(prod, list) or not prod:
            raise CardError(d.line_of("produces"), "card.produces")
        produces = tuple(
            _param("mana_kind", p, d.line_of("produces"), set(), "produces", "produces")
            for p in prod
        )
        produces = ("|".join(produces),)
    rarity = d.get("rarity", "obična")
    if rarity not in RARITIES:
        raise CardError(
            d.line_of("rarity"), "card.rarity", value=rarity, allowed=", ".join(RARITIES)
        )
    for k in ("text", "flavor", "reminder"):
        if k in d and not isinstance(d[k], str):
            raise CardError(d.line_of(k), "card.str", key=k, value=d[k])
    return CardDef(
        name=name.strip(),
        cost=cost,
        types=types,
        subtypes=tuple(subtypes),
        power=power,
        toughness=toughness,
        pt_defined_by=pt_cda,
        keywords=keywords,
        activated=tuple(activated),
        triggered=tuple(triggered),
        statics=tuple(statics),
        spell_targets=targets,
        spell_effects=spell_effects,
        enchant=enchant,
        istocnik=ist,
        kicker=kicker,
        kicker_effects=kicker_effects,
        source_colors=produces,
        text=str(d.get("text", "")),
        flavor=str(d.get("flavor", "")),
        rarity=str(rarity),
        reminder=str(d.get("reminder", "")),
    )


def is_line_list(x: Any) -> bool:
    return isinstance(x, LineList)
