"""Computed characteristics of objects (B2.20) and the order of continuous effects (D19).

Nothing about a permanent's power, toughness, colour, types or abilities is stored: it is
computed from the printed card, the "as a source" template (B12.71, B12.76) and the
continuous effects in play, in the levels of D19.51:

* level 4 type, level 5 colour and abilities,
* level 6 power/toughness: 6.1 characteristic-defining abilities, 6.2 effects that set or
  modify P/T from spells and abilities, 6.3 counters, 6.4 static abilities, 6.5 switching.

Within a level, effects apply in timestamp order (D19.55).
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any

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
from izvori.engine.mana import COLORLESS, SOURCE_TYPE_COLOR, Color
from izvori.engine.objects import GameObject, Zone

if TYPE_CHECKING:
    from izvori.engine.game import Game


@dataclass(frozen=True)
class Chars:
    name: str
    colors: frozenset[Color]
    types: frozenset[CardType]
    subtypes: tuple[str, ...]
    power: int | None
    toughness: int | None
    keywords: frozenset[Keyword]
    activated: tuple[ActivatedAbility, ...]
    triggered: tuple[TriggeredAbility, ...]
    statics: tuple[StaticAbility, ...]
    is_basic_source: bool = False
    mana_value: int = 0

    @property
    def is_creature(self) -> bool:
        return CardType.CREATURE in self.types

    def has(self, kw: Keyword) -> bool:
        return kw in self.keywords

    def __deepcopy__(self, memo: dict[int, Any]) -> Chars:
        return self


@dataclass
class ContinuousEffect:
    """A continuous effect from a resolved spell or ability (D19.30).

    The set of affected objects is locked in when it is created (D19.32): `affected` holds
    (id, incarnation) pairs, so an object that changed zones is no longer affected.
    """

    id: int
    timestamp: int
    op: str  # pump | set_pt | grant | remove_abilities | set_color | add_type
    affected: list[tuple[int, int]]
    params: dict[str, Any] = field(default_factory=dict)
    duration: str = "end_of_turn"  # end_of_turn | end_of_combat | permanent
    source: int | None = None
    controller: int = 0


def _mana_ability(kind: str) -> ActivatedAbility:
    return ActivatedAbility(
        cost=Cost(tap=True),
        effects=(Effect("add_mana", freeze({"kind": kind, "amount": 1})),),
        text=f"@: dodaj 1 {kind}",
    )


#: The imaginary mana ability of each basic source type (B12.76) and of artifacts (B12.77).
SOURCE_ABILITIES: dict[str, ActivatedAbility] = {
    **{t: _mana_ability(c.value) for t, c in SOURCE_TYPE_COLOR.items()},
    "artifact": _mana_ability(COLORLESS),
}


def base_chars(obj: GameObject) -> Chars:
    """Printed characteristics, or the source template while in play as a source."""
    card: CardDef = obj.card
    if obj.zone == Zone.PLAY and obj.as_source and obj.as_source != "printed":
        # B12.71: a card played as a source loses every other characteristic, even colour.
        if obj.as_source.startswith("basic:"):
            stype = obj.as_source.split(":", 1)[1]
            return Chars(
                name=stype,
                colors=frozenset(),
                types=frozenset({CardType.SOURCE}),
                subtypes=(stype,),
                power=None,
                toughness=None,
                keywords=frozenset(),
                activated=(SOURCE_ABILITIES[stype],),
                triggered=(),
                statics=(),
                is_basic_source=True,
            )
        return Chars(
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
        )
    activated = card.activated
    if card.only_source:
        extra = tuple(_mana_ability(k) for k in card.source_colors)
        activated = extra + activated
    if obj.zone == Zone.PLAY and obj.as_source == "printed":
        pass
    return Chars(
        name=card.name,
        colors=card.colors,
        types=card.types,
        subtypes=card.subtypes,
        power=card.power,
        toughness=card.toughness,
        keywords=card.keywords,
        activated=activated,
        triggered=card.triggered,
        statics=card.statics,
        mana_value=card.cost.total() if card.cost else 0,
    )


_BASE: dict[tuple[int, str | None], tuple[CardDef, Chars]] = {}


def cached_base_chars(obj: GameObject) -> Chars:
    """`base_chars` depends only on the card and how it is in play; share the result."""
    key = (id(obj.card), obj.as_source)
    hit = _BASE.get(key)
    if hit is not None and hit[0] is obj.card:
        return hit[1]
    b = base_chars(obj)
    _BASE[key] = (obj.card, b)
    return b


def compute_all(game: Game) -> dict[int, Chars]:
    """Characteristics of every object in play, applying continuous effects by level."""
    in_play = [game.objects[i] for i in game.battlefield]
    bases = {obj.id: cached_base_chars(obj) for obj in in_play}
    if not game.effects and not any(
        obj.counters or obj.card.pt_defined_by or bases[obj.id].statics for obj in in_play
    ):
        return bases  # nothing modifies anything: printed (or source) values
    chars: dict[int, dict[str, Any]] = {}
    for obj in in_play:
        b = bases[obj.id]
        chars[obj.id] = {
            "name": b.name,
            "colors": set(b.colors),
            "types": set(b.types),
            "subtypes": list(b.subtypes),
            "power": b.power,
            "toughness": b.toughness,
            "keywords": set(b.keywords),
            "activated": b.activated,
            "triggered": b.triggered,
            "statics": b.statics,
            "is_basic_source": b.is_basic_source,
            "mana_value": b.mana_value,
        }
    # Collect effects: resolved ones (timestamped) and statics of permanents in play.
    layered: list[tuple[int, int, str, dict[str, Any], list[int]]] = []
    for eff in game.effects:
        ids = [i for i, inc in eff.affected if i in chars and game.objects[i].incarnation == inc]
        layer = _LAYER.get(eff.op)
        if layer is not None and ids:
            layered.append((layer, eff.timestamp, eff.op, eff.params, ids))
    for obj in in_play:
        for st in chars[obj.id]["statics"]:
            layer = _LAYER.get(st.op)
            if layer is None:
                continue
            ids = [i for i in chars if _static_applies(game, obj, st, game.objects[i], chars[i])]
            if ids:
                layered.append((layer, obj.timestamp, st.op, dict(st.params), ids))
    # CDA (6.1) first among P/T.
    for obj in in_play:
        card = obj.card
        if card.pt_defined_by and not obj.as_source:
            v = cda_value(game, obj, card.pt_defined_by)
            chars[obj.id]["power"] = v
            chars[obj.id]["toughness"] = v
    layered.sort(key=lambda t: (t[0], t[1]))
    counters_applied = False
    for layer, _ts, op, params, ids in layered:
        if layer >= 64 and not counters_applied:
            _apply_counters(game, chars)
            counters_applied = True
        for i in ids:
            _apply(chars[i], op, params)
    if not counters_applied:
        _apply_counters(game, chars)
    out: dict[int, Chars] = {}
    for i, c in chars.items():
        is_creature = CardType.CREATURE in c["types"]
        out[i] = Chars(
            name=c["name"],
            colors=frozenset(c["colors"]),
            types=frozenset(c["types"]),
            subtypes=tuple(c["subtypes"]),
            power=c["power"] if is_creature else None,
            toughness=c["toughness"] if is_creature else None,
            keywords=frozenset(c["keywords"]),
            activated=c["activated"],
            triggered=c["triggered"],
            statics=c["statics"],
            is_basic_source=c["is_basic_source"],
            mana_value=c["mana_value"],
        )
    return out


# Level numbers: 4 type, 5 colour/abilities, 62 P/T set+modify, 63 counters, 64 statics, 65 switch
_LAYER: dict[str, int] = {
    "add_type": 4,
    "set_color": 5,
    "grant": 5,
    "remove_abilities": 5,
    "set_pt": 62,
    "pump": 62,
    "static_pump": 64,
    "switch_pt": 65,
}


def _apply(c: dict[str, Any], op: str, p: dict[str, Any]) -> None:
    if op in ("pump", "static_pump"):
        if c["power"] is not None:
            c["power"] += p.get("power", 0)
        if c["toughness"] is not None:
            c["toughness"] += p.get("toughness", 0)
        for kw in p.get("keywords", ()):
            c["keywords"].add(Keyword(kw))
    elif op == "set_pt":
        c["power"], c["toughness"] = p["power"], p["toughness"]
    elif op == "switch_pt":
        c["power"], c["toughness"] = c["toughness"], c["power"]
    elif op == "grant":
        for kw in p.get("keywords", ()):
            c["keywords"].add(Keyword(kw))
    elif op == "remove_abilities":
        c["keywords"] = set()
        c["activated"] = ()
        c["triggered"] = ()
        c["statics"] = ()
    elif op == "set_color":
        c["colors"] = {Color(x) for x in p.get("colors", ())}
    elif op == "add_type":
        c["types"] |= {CardType(t) for t in p.get("types", ())}
        if "power" in p and c["power"] is None:
            c["power"], c["toughness"] = p["power"], p["toughness"]


def _apply_counters(game: Game, chars: dict[int, dict[str, Any]]) -> None:
    """Level 6.3: +10/+10 and -10/-10 style counters (B1.90)."""
    for i, c in chars.items():
        counters = game.objects[i].counters
        if not counters or c["power"] is None:
            continue
        for key, n in counters.items():
            dp, dt = parse_pt_counter(key)
            c["power"] += dp * n
            c["toughness"] += dt * n


def parse_pt_counter(key: str) -> tuple[int, int]:
    """'+10/+10' → (10, 10); any other counter name has no P/T effect."""
    if "/" not in key:
        return (0, 0)
    a, b = key.split("/", 1)
    try:
        return int(a), int(b)
    except ValueError:
        return (0, 0)


def _static_applies(
    game: Game, holder: GameObject, st: StaticAbility, obj: GameObject, c: dict[str, Any]
) -> bool:
    """Whether a static ability of `holder` affects `obj` (affects selectors of the vocabulary)."""
    a = st.affects
    if a == "self":
        return obj.id == holder.id
    if a == "enchanted":
        return holder.attached_to == obj.id
    is_creature = CardType.CREATURE in c["types"]
    if not is_creature:
        return False
    subtype = st.get("subtype")
    if subtype and subtype not in c["subtypes"]:
        return False
    color = st.get("color")
    if color and Color(color) not in c["colors"]:
        return False
    if a == "creatures_you_control":
        return obj.controller == holder.controller
    if a == "other_creatures_you_control":
        return obj.controller == holder.controller and obj.id != holder.id
    if a == "other_creatures":
        return obj.id != holder.id
    if a == "all_creatures":
        return True
    if a == "opponent_creatures":
        return obj.controller != holder.controller
    return False


def cda_value(game: Game, obj: GameObject, what: str) -> int:
    """Characteristic-defining abilities for "*" P/T (B9.20), already ×10."""
    you = game.players[obj.controller]
    if what == "cards_in_hand":
        return 10 * len(you.hand)
    if what == "sorceries_in_all_graveyards":
        return 10 * sum(
            1
            for p in game.players
            for cid in p.graveyard
            if CardType.SORCERY in game.objects[cid].card.types
        )
    if what == "creatures_you_control":
        return 10 * sum(
            1
            for i in game.battlefield
            if game.objects[i].controller == obj.controller
            and CardType.CREATURE in base_chars(game.objects[i]).types
        )
    if what == "cards_in_your_graveyard":
        return 10 * len(you.graveyard)
    return 0


_CARD_CHARS: dict[int, tuple[CardDef, Chars]] = {}


def card_chars(obj: GameObject) -> Chars:
    """Characteristics of an object outside play: its printed values, "*" is 0 (B9.20)."""
    hit = _CARD_CHARS.get(id(obj.card))
    if hit is not None and hit[0] is obj.card:
        return hit[1]
    b = base_chars(obj)
    if obj.card.pt_defined_by:
        b = Chars(**{**b.__dict__, "power": 0, "toughness": 0})
    _CARD_CHARS[id(obj.card)] = (obj.card, b)
    return b
