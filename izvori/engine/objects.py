"""Game objects: cards and tokens in zones, stack items, players (B1, B16)."""

from __future__ import annotations

from dataclasses import dataclass, field
from enum import StrEnum
from typing import TYPE_CHECKING, Any

from izvori.engine.carddef import ActivatedAbility, CardDef, Effect, TargetSpec, TriggeredAbility
from izvori.engine.mana import ManaPool

if TYPE_CHECKING:
    from izvori.engine.game import Game


class Zone(StrEnum):
    """The six zones (B16.10)."""

    LIBRARY = "biblioteka"
    HAND = "ruka"
    GRAVEYARD = "odlagalište"
    PLAY = "u igri"
    STACK = "niz"
    REMOVED = "van igre"


def player_ref(index: int) -> int:
    """Targets and recipients refer to players by negative numbers: -1 and -2."""
    return -1 - index


def is_player_ref(ref: int) -> bool:
    return ref < 0


def player_of_ref(ref: int) -> int:
    return -1 - ref


def player_is(rel: str, controller: int, player: int) -> bool:
    """Whether `player` is the one a card's word names, seen from `controller`: `you` /
    `your` (the controller), `opponent`, anything else (`any`, `each`) every player. The
    `player:` of draw and spell triggers and of draw and life replacements, a trigger's
    `whose:` turn."""
    if rel in ("you", "your"):
        return player == controller
    if rel == "opponent":
        return player != controller
    return True  # any, each


@dataclass
class GameObject:
    """A card or a token.

    `id` is stable for the whole game so scripts and the UI can name exactly one card;
    `incarnation` grows on every zone change, because an object that changes zones becomes a
    new object with no memory of its previous existence (B16.13). Targets remember the
    incarnation they chose.
    """

    id: int
    owner: int
    card: CardDef
    zone: Zone
    incarnation: int = 0
    is_token: bool = False
    exists: bool = True  # False once a token or a copy has ceased to exist (D21.55, D21.57)
    is_copy: bool = False  # E4.81: a copy of a spell or of a card, not a card itself
    # --- meaningful only in play ---
    controller: int = 0
    base_controller: int = 0  # who put it into play, before control-changing effects
    tapped: bool = False
    damage: int = 0
    counters: dict[str, int] = field(default_factory=dict)
    attached_to: int | None = None
    as_source: str | None = None  # "basic:Šuma", "artifact" or "printed" while in play as a source
    copy_of: CardDef | None = None  # E4: entered play as a copy of this card's values
    # E4.50, E4.60: choices made as it entered play ("creature_type" -> "Vilenjak"); never
    # copied, and kept when it later becomes a copy of something else while in play
    choices: dict[str, str] = field(default_factory=dict)
    sick: bool = True  # not controlled continuously since its controller's turn began (A5.40)
    timestamp: int = 0
    regen_shields: int = 0
    activations_this_turn: dict[int, int] = field(default_factory=dict)
    # activations_this_turn is never changed in place: a write puts a new dict in the
    # attribute, so copies of the game share it (Game.copy)

    @property
    def turned_as(self) -> str | None:
        """The source it is while in play as a basic or an artifact source ("basic:Šuma",
        "artifact"): turned over, its printed card can't be read (B12.71). None otherwise — a
        printed Izvor ("printed") stays as it is."""
        return None if self.as_source == "printed" else self.as_source

    def reset_for_zone_change(self) -> None:
        self.incarnation += 1
        self.tapped = False
        self.damage = 0
        self.counters = {}
        self.attached_to = None
        self.as_source = None
        self.copy_of = None
        self.choices = {}
        self.sick = True
        self.regen_shields = 0
        self.activations_this_turn = {}


class StackKind(StrEnum):
    SPELL = "spell"
    ABILITY = "ability"
    TRIGGER = "trigger"
    COMBAT_DAMAGE = "combat_damage"


@dataclass
class DamageAssignment:
    """One share of combat damage on the niz (C11.10): frozen at assignment."""

    source: int
    source_incarnation: int
    recipient: int  # object id or player ref
    recipient_incarnation: int
    amount: int


@dataclass
class StackItem:
    """An object on the niz: a spell, an ability, or the combat damage (B16.60–B16.65)."""

    id: int
    kind: StackKind
    controller: int
    source: int | None  # card id (spell) or source permanent id (ability)
    source_incarnation: int = 0
    effects: tuple[Effect, ...] = ()
    target_specs: tuple[TargetSpec, ...] = ()
    targets: dict[str, list[tuple[int, int]]] = field(default_factory=dict)
    division: dict[str, dict[int, int]] = field(default_factory=dict)
    x: int = 0
    kicked: bool = False
    ability: ActivatedAbility | TriggeredAbility | None = None
    optional: bool = False
    trigger_data: dict[str, Any] = field(default_factory=dict)
    combat_damage: list[DamageAssignment] = field(default_factory=list)
    source_lki: dict[str, Any] = field(default_factory=dict)
    first_strike_step: bool = False
    # what the last damage instruction of this spell or ability really dealt, after prevention
    # and replacement ("you gain life equal to the damage dealt this way")
    damage_dealt: int = 0
    mode: int | None = None  # D10.12: the chosen mode of a modal spell or ability
    revealed: bool = False  # D3.95: its source card was revealed from the hand to play it

    def all_targets(self) -> list[tuple[int, int]]:
        return [t for ts in self.targets.values() for t in ts]


@dataclass
class Player:
    index: int
    name: str
    life: int = 200
    pool: ManaPool = field(default_factory=ManaPool)
    library: list[int] = field(default_factory=list)  # top of library is the END
    hand: list[int] = field(default_factory=list)
    graveyard: list[int] = field(default_factory=list)  # top is the END
    sources_played_this_turn: int = 0
    drew_from_empty: bool = False
    lost: bool = False
    won: bool = False


def source_card_still_there(game: Game, it: StackItem, zone: Zone) -> int | None:
    """The item's source card, if it is still the same object in `zone` (B16.13)."""
    src = it.source
    if src is None:
        return None
    obj = game.objects[src]
    if obj.zone != zone or obj.incarnation != it.source_incarnation:
        return None
    return src
