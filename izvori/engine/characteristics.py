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

from collections.abc import Iterable
from dataclasses import dataclass, field, replace
from typing import TYPE_CHECKING, Any, TypeVar

from izvori.engine.carddef import (
    ActivatedAbility,
    CardDef,
    CardType,
    Keyword,
    StaticAbility,
    TriggeredAbility,
    memo,
)
from izvori.engine.effect_ops import SOURCE_ABILITIES, apply_op, split_effect
from izvori.engine.effect_ops import mana_ability as _mana_ability
from izvori.engine.encoding import encode_position
from izvori.engine.mana import MANA_KINDS, Color
from izvori.engine.objects import GameObject, Zone
from izvori.engine.payment import mana_templates
from izvori.engine.shared_type import OP as COUNTS_OTHERS
from izvori.engine.values import value_class
from izvori.engine.zones import in_play_abilities

if TYPE_CHECKING:
    from izvori.engine.game import Game


_T = TypeVar("_T")


def apply_levels(game: Game, in_play: list[GameObject], chars: dict[int, dict[str, Any]]) -> None:
    """The continuous effects by level (layers.py, D19.50–D19.59), through the game: the
    order of the levels reads these characteristics, so it sits above this module."""
    game.apply_levels(in_play, chars)


@value_class
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
    enchant: tuple[str, ...] = ()  # "Promeni [tip]" (E3.130), as text-changing left it

    @memo
    def is_creature(self) -> bool:
        return CardType.CREATURE in self.types

    def has(self, kw: Keyword) -> bool:
        return kw in self.keywords

    @memo
    def unmodified(self) -> Chars:
        """What compute_all makes of these values when nothing modifies them: the same
        object, but for a non-creature's power and toughness, which don't exist (B9)."""
        return _same_or(self, from_values(values(self, None)))

    @memo
    def card_values(self) -> dict[str, Any]:
        """`values` of these values on a card (not a token): what compute_all compares the
        working values of a permanent with after the levels. Compared, never changed."""
        return values(self, None)

    @memo
    def faces(self) -> dict[tuple[int, str | None], Any]:
        """What players see of permanents with these values (`view._shown`: the face, the
        source group, the last view), by (object id, as_source): a view is built for every
        decision of a searched game, and the printed values are shared by every permanent of
        a card in every game."""
        return {}

    # Views of the abilities that the rules scan for on every priority. A Chars is immutable, so
    # each is worked out once per object (the printed ones are shared by every game: _BASE).
    @memo
    def mana_kinds(self) -> tuple[str, ...]:
        """The mana kinds its mana abilities can make, in the order they first appear (a
        permanent's view shows them: view.PermanentView.mana)."""
        kinds: list[str] = []
        for ab in self.activated:
            if not ab.is_mana_ability:
                continue
            kind = str(ab.effects[0].get("kind", "any"))
            made = [k for k in MANA_KINDS if k != "B"] if kind == "any" else kind.split("|")
            kinds.extend(k for k in made if k not in kinds)
        return tuple(kinds)

    @memo
    def mana_abilities(self) -> tuple[tuple[int, ActivatedAbility], ...]:
        """(index, ability) of the mana abilities (D7.10)."""
        return tuple((i, ab) for i, ab in enumerate(self.activated) if ab.is_mana_ability)

    @memo
    def free_mana_abilities(self) -> tuple[tuple[int, ActivatedAbility], ...]:
        """(index, ability) of the mana abilities whose cost is at most `@` (D7.10): the
        ones automatic payment and the mana buttons offer (`payment.activate_mana` pays only
        `@`: a costlier one — "Žrtvuj ovo: dodaj C" included — is never played, and counts
        only for what a source could produce, D7.60)."""
        return tuple(
            (i, ab)
            for i, ab in self.mana_abilities
            if not (
                (ab.cost.mana and not ab.cost.mana.is_zero())
                or ab.cost.sacrifice
                or ab.cost.sacrifice_self
                or ab.cost.life
                or ab.cost.discard
            )
        )

    @memo
    def position_entry(self) -> tuple[Any, ...]:
        """What a loop position records of these characteristics (D22.30, loops.position_key)."""
        return (
            self.name,
            sorted(self.colors),
            sorted(self.types),
            list(self.subtypes),
            self.power,
            self.toughness,
            sorted(self.keywords),
            [repr(a) for a in self.activated],
            [repr(a) for a in self.triggered],
            [repr(a) for a in self.statics],
        )

    @memo
    def position_json(self) -> str:
        """`position_entry` as loops.position_key writes it."""
        return encode_position(self.position_entry)

    @memo
    def reads_tapped(self) -> bool:
        """Whether one of its static abilities looks at tapped state ("while untapped")."""
        return any(st.get("untapped") for st in self.statics)

    @memo
    def mana_templates(self) -> tuple[tuple[Any, ...], ...]:
        """Its mana abilities as mana sources are made from (payment.mana_templates)."""
        return mana_templates(self)

    @memo
    def other_abilities(self) -> tuple[tuple[int, ActivatedAbility], ...]:
        """(index, ability) of the activated abilities that are not mana abilities."""
        return tuple((i, ab) for i, ab in enumerate(self.activated) if not ab.is_mana_ability)

    @memo
    def triggered_in_play(self) -> tuple[TriggeredAbility, ...]:
        """The triggered abilities that work while it is in play (D3.80, D3.96)."""
        return in_play_abilities(self.triggered)

    @memo
    def state_triggers(self) -> tuple[tuple[int, TriggeredAbility], ...]:
        """(index, ability) of its state triggers (D11.110)."""
        return tuple((i, ab) for i, ab in enumerate(self.triggered) if ab.event == "state_holds")

    @memo
    def mana_triggers(self) -> tuple[TriggeredAbility, ...]:
        """Its abilities that trigger on a mana ability (D12.30, D7.50)."""
        return tuple(ab for ab in self.triggered if ab.event == "tapped_for_mana")

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
    op: str  # pump | set_pt | grant | remove_abilities | set_color | add_type | change_text ...
    affected: list[tuple[int, int]]
    params: dict[str, Any] = field(default_factory=dict)
    # a duration word (izvori/engine/durations.py; "for as long as" ones: D19.34)
    duration: str = "end_of_turn"
    source: int | None = None
    controller: int = 0
    source_incarnation: int = 0


#: "For as long as ..." durations (D19.34): the effect ends the moment its condition stops.


def _basic_source_chars(stype: str) -> Chars:
    """B12.76: a basic source of type `stype` — colourless, named by its type, its one ability
    the imaginary "@: add one mana of its colour"."""
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


def _is_basic_source_values(card: CardDef) -> bool:
    """Whether `card` is the copiable values of a basic source (copies.source_values): no
    printed card is named by a basic type with that type's imaginary ability as its only one."""
    return card.subtypes == (card.name,) and card.activated == (SOURCE_ABILITIES.get(card.name),)


def base_chars(obj: GameObject) -> Chars:
    """Printed characteristics, or the source template while in play as a source."""
    card: CardDef = obj.copy_of or obj.card  # E4: a copy's copiable values are its base
    form = obj.turned_as if obj.zone == Zone.PLAY else None
    if form is not None:
        # B12.71: a card played as a source loses every other characteristic, even colour.
        if form.startswith("basic:"):
            return _basic_source_chars(form.split(":", 1)[1])
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
    if obj.copy_of is not None and _is_basic_source_values(obj.copy_of):
        # B12.76: a copy of a card in play as a basic source (copies.source_values) has that
        # source's values, and "basic source" means one of those subtypes: it is one too
        return _basic_source_chars(obj.copy_of.name)
    activated = card.activated
    if card.only_source:
        extra = tuple(_mana_ability(k) for k in card.source_colors)
        activated = extra + activated
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
        enchant=card.enchant,
    )


def cached_base_chars(obj: GameObject) -> Chars:
    """`base_chars` depends only on the card and how it is in play (`as_source`): worked out
    once per definition and template, kept with the definition (`CardDef.derived`)."""
    card = obj.copy_of or obj.card
    kept = card.derived
    key = ("printed", obj.as_source)
    c: Chars | None = kept.get(key)
    if c is None:
        c = kept[key] = base_chars(obj)
    return c


def printed_in_play(game: Game) -> dict[int, Chars]:
    """The printed characteristics of every permanent (`cached_base_chars`), by id in the
    order of play: what the levels start from (D19.51)."""
    objects = game.objects
    return {oid: cached_base_chars(objects[oid]) for oid in game.battlefield}


def compute_all(game: Game, bases: dict[int, Chars] | None = None) -> dict[int, Chars]:
    """Characteristics of every object in play, applying continuous effects by level
    (`bases`: their printed characteristics, `printed_in_play`, if already looked up)."""
    in_play = [game.objects[i] for i in game.battlefield]
    if bases is None:
        bases = printed_in_play(game)
    if not game.effects and not any(
        obj.counters or (obj.copy_of or obj.card).pt_defined_by or bases[obj.id].statics
        for obj in in_play
    ):
        # nothing modifies anything: printed (or source) values, as the levels leave them
        # (B9: a non-creature has no power or toughness). A copy's "*" is the copied card's
        # (E4.20: the printed values are copied), not the copying card's own.
        return {oid: b.unmodified for oid, b in bases.items()}
    # D19.51 with no static ability in play: every part is a resolved effect's, locked to
    # its objects, a "*" or counters, each one on its own object: the levels run over the
    # objects something reaches, the others keep their printed values (_reached_objects).
    reached = _reached_objects(game, in_play, bases)
    return levelled_chars(game, in_play, reached if reached is not None else in_play, bases)


def levelled_chars(
    game: Game, in_play: list[GameObject], levelled: list[GameObject], bases: dict[int, Chars]
) -> dict[int, Chars]:
    """The characteristics of `in_play` when the levels run over `levelled` (the objects of
    `in_play` not among them keep their printed values; `bases`: the printed values of both)."""
    chars = {obj.id: values(bases[obj.id], obj) for obj in levelled}
    apply_levels(game, levelled, chars)
    # An object whose values came out of the levels as they went in (no effect, counter or
    # "*" changed them) gives what its printed values give, worked out once per printed value
    # (Chars.unmodified), not rebuilt at every computation. Compared, not tracked: whatever
    # writes to the values, an unchanged object is one whose values are unchanged.
    return {
        obj.id: bases[obj.id].unmodified
        if obj.id not in chars or chars[obj.id] == _printed_values(bases[obj.id], obj)
        else _same_or(bases[obj.id], from_values(chars[obj.id]))
        for obj in in_play
    }


def _printed_values(b: Chars, obj: GameObject) -> dict[str, Any]:
    """`values(b, obj)`, to compare with: a card's are worked out once per printed value."""
    return values(b, obj) if obj.is_token else b.card_values


def _reached_objects(
    game: Game, in_play: list[GameObject], bases: dict[int, Chars]
) -> list[GameObject] | None:
    """The permanents a continuous effect, counters or a "*" can change, when each of those
    changes only its own object — else None (then every permanent goes through the levels).

    That is so when no permanent has a static ability (D19.51: statics can be removed or
    their text changed, never granted, so none appears during the levels) and no effect
    counts other permanents (pump_per_shared_type): the parts left are those of resolved
    spells and abilities, locked to the objects they affected (D19.32, D19.52; they never
    depend on another part, D19.53), characteristic-defining "*" (level 6.1, cda_value reads
    printed values and zones, never computed ones) and counters (6.3). Each part then writes
    only to its own objects, in the same order whichever other objects are in the run, so a
    permanent no part reaches comes out of the levels as it went in.
    """
    if any(bases[obj.id].statics for obj in in_play):
        return None
    if any(e.op == COUNTS_OTHERS for e in game.effects):
        return None
    affected = {i for e in game.effects for i, _ in e.affected}
    return [
        obj
        for obj in in_play
        if obj.id in affected or obj.counters or (obj.copy_of or obj.card).pt_defined_by
    ]


def from_values(c: dict[str, Any]) -> Chars:
    """The characteristics the working values `c` (see `values`) end up as."""
    is_creature = CardType.CREATURE in c["types"]
    return Chars(
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
        enchant=tuple(c["enchant"]),
    )


def _same_or(base: Chars, new: Chars) -> Chars:
    """`base` when nothing changed the object: the shared value keeps what was worked out
    from it (the `memo` views), so an unaffected permanent costs nothing to look at again."""
    return base if new == base else new


def values(b: Chars, obj: GameObject | None) -> dict[str, Any]:
    """Mutable working values of one object, for applying continuous effects to."""
    return {
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
        "enchant": b.enchant,
        "token": obj is not None and obj.is_token,
    }


def parse_pt_counter(key: str) -> tuple[int, int]:
    """'+10/+10' → (10, 10); any other counter name has no P/T effect."""
    if "/" not in key:
        return (0, 0)
    a, b = key.split("/", 1)
    try:
        return int(a), int(b)
    except ValueError:
        return (0, 0)


#: The zones whose cards each "*" (B9.20) counts: `cda_value` reads nothing else but the
#: controller (a control change is an event that always recomputes) and printed types, so a
#: card moving between zones outside play changes a "*" only if it enters or leaves one of
#: these (`Game._may_change_characteristics`). **A new "*" word must be added here with
#: every zone it reads**; a word missing here is taken to read every zone.
CDA_ZONES: dict[str, frozenset[str]] = {
    "cards_in_hand": frozenset({Zone.HAND}),
    "sorceries_in_all_graveyards": frozenset({Zone.GRAVEYARD}),
    "creatures_you_control": frozenset({Zone.PLAY}),
    "cards_in_your_graveyard": frozenset({Zone.GRAVEYARD}),
}
EVERY_ZONE: frozenset[str] = frozenset(Zone)
_NO_ZONE: frozenset[str] = frozenset()


def star_zones(obj: GameObject) -> frozenset[str]:
    """The zones whose cards the "*" of `obj` counts (B9.20), if it has one — as the levels
    read it: a copy's is the copied card's (E4.20, layers.apply_levels)."""
    word = (obj.copy_of or obj.card).pt_defined_by
    return CDA_ZONES.get(word, EVERY_ZONE) if word else _NO_ZONE


def counted_zones(objects: dict[int, GameObject], ids: Iterable[int]) -> frozenset[str]:
    """The zones whose cards a "*" of one of `ids` counts (B9.20)."""
    counted = _NO_ZONE
    for oid in ids:
        counted |= star_zones(objects[oid])
    return counted


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
            if CardType.SORCERY in card_chars(game.objects[cid]).types
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
    """Characteristics of an object outside play: its printed values, "*" is 0 (B9.20).

    D3.91, D6.21: an ability defining the object's type, subtype or colour ("[this] is every
    colour") works in every zone, so it applies here too; other characteristic-defining
    abilities (the "*" of P/T) don't.
    """
    hit = _CARD_CHARS.get(id(obj.card))
    if hit is not None and hit[0] is obj.card:
        return hit[1]
    b = base_chars(obj)
    if obj.card.pt_defined_by:
        b = replace(b, power=0, toughness=0)
    cdas = [st for st in obj.card.statics if is_type_or_color_cda(st)]
    if cdas:
        c = values(b, obj)
        for st in cdas:
            for op, params in split_effect(st.op, dict(st.params)):
                if op in ("set_type", "add_type", "set_subtype", "set_color"):
                    apply_op(c, op, params)
        b = replace(
            b,
            colors=frozenset(c["colors"]),
            types=frozenset(c["types"]),
            subtypes=tuple(c["subtypes"]),
        )
    _CARD_CHARS[id(obj.card)] = (obj.card, b)
    return b


#: Static abilities that say what the object itself "is" (D6.20) for type, subtype or colour.
_TYPE_COLOR_OPS = frozenset({"set_color", "set_type", "add_type", "set_subtype"})


def is_type_or_color_cda(st: StaticAbility) -> bool:
    """A characteristic-defining ability for type, subtype or colour (D3.91, D6.20–D6.21)."""
    return st.affects == "self" and st.op in _TYPE_COLOR_OPS
