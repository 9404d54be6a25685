"""Card definitions: the immutable data a card's rules come from (B2, B12, D3).

A `CardDef` is built by `izvori.cards` from YAML after validation against the closed
vocabulary registered in `izvori.engine.vocabulary`. Nothing here is ever evaluated as code.
All definition objects are frozen and shared between game copies.
"""

from __future__ import annotations

from collections.abc import Callable, Hashable
from dataclasses import dataclass, field
from enum import StrEnum
from typing import Any, Generic, TypeVar

from izvori.engine.mana import BASIC_SOURCE_TYPE, Color, ManaCost


class CardType(StrEnum):
    """The six card types (B6.21)."""

    ARTIFACT = "Artefakt"
    CREATURE = "Biće"
    SORCERY = "Vradžbina"
    INSTANT = "Iznenađenje"
    ENCHANTMENT = "Promena"
    SOURCE = "Izvor"


PERMANENT_TYPES = frozenset(
    {CardType.ARTIFACT, CardType.CREATURE, CardType.ENCHANTMENT, CardType.SOURCE}
)


class Keyword(StrEnum):
    """Static keyword abilities of E3 plus the glossary's keyword-like terms."""

    FLYING = "Letač"
    FEAR = "Zastrašuje"
    FIRST_STRIKE = "Jurišnik"
    TRAMPLE = "Razbijač"
    VIGILANCE = "Opreznost"
    HASTE = "Ubrzanje"
    FLASH = "Presretač"
    INDESTRUCTIBLE = "Neuništiv"
    PLAINSWALK = "Zemljani"
    ISLANDWALK = "Vodeni"
    SWAMPWALK = "Grobni"
    MOUNTAINWALK = "Vatreni"
    FORESTWALK = "Šumski"
    PROTECTION_YELLOW = "Anti-Žuto"
    PROTECTION_BLUE = "Anti-Plavo"
    PROTECTION_BLACK = "Anti-Crno"
    PROTECTION_RED = "Anti-Crveno"
    PROTECTION_GREEN = "Anti-Zeleno"
    REACH = "Blokira kao Letač"
    UNBLOCKABLE = "Ne može biti blokirano"
    CANT_BLOCK = "Ne može da blokira"
    # E1.10: restrictions and requirements on attacking and blocking (see engine/requirements.py)
    CANT_ATTACK = "Ne može da napada"
    CANT_ATTACK_ALONE = "Ne može da napada sam"
    CANT_BLOCK_ALONE = "Ne može da blokira sam"
    ATTACKS_ONLY_IF_MORE_CREATURES = "Napada samo ako kontrolišeš više bića nego branilac"
    BLOCKED_ONLY_BY_FLYING = "Može biti blokirano samo letačima"
    BLOCKED_ONLY_BY_TWO = "Može biti blokirano samo sa dva ili više bića"
    ATTACKS_IF_ABLE = "Napada u svakom potezu ako je sposobno"
    BLOCKS_IF_ABLE = "Blokira ako je sposobno"
    # C10.25 says each blocker blocks one attacker; these effects say otherwise (Šanac, K65;
    # Neprolazna Vila, K94).
    BLOCKS_EXTRA = "Može da blokira dodatno biće"
    BLOCKS_ANY_NUMBER = "Može da blokira bilo koji broj bića"


LANDWALK: dict[Keyword, str] = {
    Keyword.PLAINSWALK: "Zemlja",
    Keyword.ISLANDWALK: "Voda",
    Keyword.SWAMPWALK: "Grob",
    Keyword.MOUNTAINWALK: "Vatra",
    Keyword.FORESTWALK: "Šuma",
}
PROTECTION: dict[Keyword, Color] = {
    Keyword.PROTECTION_YELLOW: Color.YELLOW,
    Keyword.PROTECTION_BLUE: Color.BLUE,
    Keyword.PROTECTION_BLACK: Color.BLACK,
    Keyword.PROTECTION_RED: Color.RED,
    Keyword.PROTECTION_GREEN: Color.GREEN,
}
#: Spellings the rulebooks use for the same keyword (E3.21: "adjectival forms vary").
KEYWORD_ALIASES: dict[str, Keyword] = {
    "Anti-Žut": Keyword.PROTECTION_YELLOW,
    "Anti-Plav": Keyword.PROTECTION_BLUE,
    "Anti-Crn": Keyword.PROTECTION_BLACK,
    "Anti-Crven": Keyword.PROTECTION_RED,
    "Anti-Zelen": Keyword.PROTECTION_GREEN,
}


_T = TypeVar("_T")


_set_attribute = object.__setattr__  # past a frozen class's own __setattr__


class memo(Generic[_T]):
    """A value worked out from an immutable object once, on first use.

    `functools.cached_property` does the same but takes a lock on every first use (Python
    3.11), which costs more than most of the values it would save here.
    """

    def __init__(self, fn: Callable[[Any], _T]) -> None:
        self.fn = fn
        self.name = fn.__name__

    def __get__(self, obj: Any, owner: type | None = None) -> _T:
        if obj is None:
            return self  # type: ignore[return-value]
        value = self.fn(obj)
        # found before this descriptor from now on; set as an attribute, not through
        # `obj.__dict__`, which would turn the instance's inline values into a dict
        _set_attribute(obj, self.name, value)
        return value


class _Shared:
    """Definitions are immutable: copies of a game share them."""

    def __deepcopy__(self, memo: dict[int, Any]) -> Any:
        return self

    def __copy__(self) -> Any:
        return self


Params = tuple[tuple[str, Any], ...]


def freeze(d: dict[str, Any]) -> Params:
    return tuple(sorted(d.items()))


@dataclass(frozen=True)
class TargetSpec(_Shared):
    """One instance of "odabran" (D15): what can be targeted and how many."""

    ref: str
    kind: str
    min: int = 1
    max: int = 1
    filters: Params = ()
    divide: int | str | None = None  # total to divide (D10.15), e.g. 40 or "X*10"
    chooser: str = "you"  # D10.20: "opponent" when an opponent chooses this target

    @property
    def opponent_chooses(self) -> bool:
        return self.chooser == "opponent"

    def filter(self, key: str, default: Any = None) -> Any:
        return dict(self.filters).get(key, default)


@dataclass(frozen=True)
class Effect(_Shared):
    """One instruction of an effect, from the closed vocabulary (`vocabulary.EFFECT_WORDS`)."""

    op: str
    params: Params = ()

    def get(self, key: str, default: Any = None) -> Any:
        return dict(self.params).get(key, default)


@dataclass(frozen=True)
class Cost(_Shared):
    """An activation or additional cost (D4.10, D10.16)."""

    mana: ManaCost | None = None
    tap: bool = False
    sacrifice_self: bool = False
    sacrifice: str | None = None  # kind of permanent to sacrifice, e.g. "creature"
    life: int = 0
    discard: int = 0
    discard_self: bool = False  # "Odbaci ovu kartu": only from the hand (D3.97)
    reveal: bool = False  # "otkrij ovu kartu iz ruke": only from the hand (D3.95)

    def has_x(self) -> bool:
        return self.mana is not None and self.mana.x_count > 0


#: Zones an ability can function from (D3.80, D3.92): the values of `objects.Zone`.
ZONE_PLAY = "u igri"
ZONE_HAND = "ruka"
ZONE_GRAVEYARD = "odlagalište"


@dataclass(frozen=True)
class Mode(_Shared):
    """One mode of a modal spell or ability (D15.72): its own targets and effects."""

    text: str
    targets: tuple[TargetSpec, ...] = ()
    effects: tuple[Effect, ...] = ()


@dataclass(frozen=True)
class ActivatedAbility(_Shared):
    cost: Cost
    effects: tuple[Effect, ...]
    targets: tuple[TargetSpec, ...] = ()
    sorcery_speed: bool = False
    text: str = ""
    zone: str = ZONE_PLAY  # D3.92: the zone it functions from
    per_turn: int = 0  # D4.30: "only N times each turn" (0: no limit)
    only_during: str | None = None  # D4.30: "your_turn" or "your_upkeep"
    modes: tuple[Mode, ...] = ()  # D15.72: modal ability ("choose one")
    mode_chooser: str = "you"  # D10.20: "opponent" when an opponent chooses the mode

    @property
    def is_mana_ability(self) -> bool:
        """D7.10: an activated ability that adds mana and has no target."""
        return (
            bool(self.effects)
            and not self.targets
            and self.effects[0].op == "add_mana"
            and self.zone == ZONE_PLAY
        )


@dataclass(frozen=True)
class TriggeredAbility(_Shared):
    event: str
    condition: Params = ()
    effects: tuple[Effect, ...] = ()
    targets: tuple[TargetSpec, ...] = ()
    optional: bool = False
    intervening_if: Params = ()
    text: str = ""
    zone: str = ZONE_PLAY  # D3.96: the zone it triggers from
    cost: Cost | None = None  # D3.95: "you may pay [cost]: [effect]", paid as it is played

    def cond(self, key: str, default: Any = None) -> Any:
        return dict(self.condition).get(key, default)


@dataclass(frozen=True)
class StaticAbility(_Shared):
    """A static ability (D6): a continuous effect while its permanent is in play."""

    op: str
    affects: str = "self"
    params: Params = ()
    text: str = ""

    def get(self, key: str, default: Any = None) -> Any:
        return dict(self.params).get(key, default)


# Enum members read in the functions below at nearly every priority, bound once to module
# names: in Python 3.11 a member read off its enum class goes through the attribute hook
# `EnumType.__getattr__` gives every enum class, ~1,000 machine instructions a read
# (callgrind, docs/performance.md, session 22)
_SOURCE = CardType.SOURCE


@dataclass(frozen=True)
class CardDef(_Shared):
    """Everything the engine needs about one card name."""

    name: str
    cost: ManaCost | None
    types: frozenset[CardType]
    subtypes: tuple[str, ...] = ()
    power: int | None = None
    toughness: int | None = None
    pt_defined_by: str | None = None  # characteristic-defining ability for "*" (B9.20)
    keywords: frozenset[Keyword] = frozenset()
    activated: tuple[ActivatedAbility, ...] = ()
    triggered: tuple[TriggeredAbility, ...] = ()
    statics: tuple[StaticAbility, ...] = ()
    spell_targets: tuple[TargetSpec, ...] = ()
    spell_effects: tuple[Effect, ...] = ()
    # "Promeni [tip]" (E3.130), one word per instance: all must hold (E3.133)
    enchant: tuple[str, ...] = ()
    istocnik: ManaCost | None = None  # E3.50: cost paid when played as a source
    kicker: ManaCost | None = None  # Pojačanje (E3.140)
    kicker_effects: tuple[Effect, ...] = ()
    source_colors: tuple[str, ...] = ()  # for printed Izvor cards: mana kinds it can make
    enters_tapped: bool = False  # D20.12: "enters play tapped" is a replacement, not a trigger
    enters_counters: Params = ()  # "enters play with N counters"
    enters_as_copy: bool = False  # E4.40: "may enter play as a copy of a creature in play"
    # E4.70: what that copy effect keeps of this card's own values, and abilities it grants
    copy_keeps: frozenset[str] = frozenset()
    copy_grants: tuple[ActivatedAbility | TriggeredAbility | StaticAbility, ...] = ()
    as_enters_choice: str | None = None  # E4.50: "as it enters play, choose a creature type"
    color_override: frozenset[Color] | None = None  # E4.70: a copy that kept its own colour
    modes: tuple[Mode, ...] = ()  # D15.72: a modal spell ("choose one — A or B")
    mode_chooser: str = "you"  # D10.20: "opponent" when an opponent chooses the mode
    cant_be_countered: bool = False  # D13.30: "can't be countered" works on the niz
    text: str = ""
    flavor: str = ""
    rarity: str = "obična"
    origin: str = "izvori"  # "pravila" = printed in the rulebooks, "izvori" = our design
    reminder: str = ""
    extra: Params = field(default=())

    @memo
    def derived(self) -> dict[Hashable, Any]:
        """Values other modules work out from this definition alone (and a small key of
        their own: the printed characteristics as a source, the spell facts, a printed face
        by object id), kept with the definition: it is immutable, so a value stays right as
        long as the definition lives, and is freed with it. Not a field: not compared,
        hashed, recorded (record.py) nor carried over by `dataclasses.replace` (a changed
        definition starts empty)."""
        return {}

    @property
    def colors(self) -> frozenset[Color]:
        if self.color_override is not None:
            return self.color_override
        return self.cost.colors if self.cost else frozenset()

    @property
    def zone_abilities(self) -> bool:
        """Whether any ability works outside play (D3.92), so the game must watch this card
        in the hand and the odlagalište too."""
        return any(a.zone != ZONE_PLAY for a in self.activated) or any(
            a.zone != ZONE_PLAY for a in self.triggered
        )

    @property
    def is_permanent_card(self) -> bool:
        return bool(self.types & PERMANENT_TYPES)

    @property
    def only_source(self) -> bool:
        """A card whose printed type is Izvor can only be played as a source (B12.71)."""
        return _SOURCE in self.types

    def basic_source_type(self) -> str | None:
        """The basic source type this card becomes when played as a source (B12.76).

        Only a card of exactly one colour becomes a basic source; an artifact or a printed
        Izvor becomes a non-basic source (B12.77).
        """
        if self.only_source:
            return None
        cols = self.colors
        if len(cols) == 1:
            return BASIC_SOURCE_TYPE[next(iter(cols))]
        return None
