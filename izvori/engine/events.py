"""Typed engine events (ARCHITECTURE §6; issue 15 item 2).

Every change the engine makes is recorded as an `Event`: one dataclass per kind (`event_class`:
a value, never changed), made by the rule that makes the change and handed to `Game.emit`.
Triggered abilities listen to them by type (izvori/engine/trigger_match.py declares which
classes each `when:` word listens to) and the game log renders them in Serbian
(izvori/gamelog.py) by their class (`@log_line(TheEvent)`).
`kind` is the short name kept on each class for the replay text, the digest and the tests.

What `Game.emit` does after recording an event is said by flags of its class, so no list
of kind names is kept anywhere else:

* `triggers` — a triggered ability may trigger on it (D11.10; delayed ones too, D5.44), and a
  state trigger is looked at after it (D11.110);
* `ends_conditions` — it can end a "for as long as ..." effect (D19.34): control, zone, tapped;
* `moves_control` — a static control ability (an aura's "you control enchanted ...") can start
  or stop applying after it (D19.42): zone changes, attaching and unattaching, control;
* `chars` — whether computed characteristics (D19) can have changed: never, always, or only
  when a static ability reads tapped state (Utvrđenje) / a "*" counts the cards of a zone the
  event changes (`zones_changed`; a `ZoneChanged` outside play says its own two zones);
* `only_timing` — it changes nothing a player's legal actions read but which step it is
  (`casting.legal_actions` keeps them across it, checking the timing rules again).

Events are never saved (a save keeps the answers, docs/saves.md), so the classes may change
shape freely; `kind` names stay as they are (the log, replays as text and the tests use them).
"""

from __future__ import annotations

from dataclasses import fields
from enum import Enum
from typing import Any, ClassVar, TypeVar, dataclass_transform

from izvori.engine.values import value_class

_T = TypeVar("_T")


@dataclass_transform(frozen_default=True, kw_only_default=True)
def event_class(cls: type[_T]) -> type[_T]:
    """An event class: a value (`values.value_class`: equal and hashed by its fields, frozen
    for the type checker, not at run time) with slots and keyword-only fields.

    Its `__init__` is a plain slot store per field where a frozen dataclass's calls
    `object.__setattr__` per field: ~2.7 % of the engine's machine instructions in random
    games (issue 13). Nothing in the engine writes to an event after `emit`; mypy would say
    so (`test_events` checks that it does)."""
    return value_class(slots=True, kw_only=True)(cls)


class CharsChange(Enum):
    """Whether an event can change computed characteristics (D19), so they must be worked out
    again (see `Game._may_change_characteristics`)."""

    NEVER = "never"
    ALWAYS = "always"
    IF_TAPPED_READ = "tapped"  # tapping matters only to a static ability "while untapped"
    # a card moving between zones outside play (a draw, a spell put on the niz, a discard)
    # matters only to a "*" that counts the cards of one of those zones (B9.20)
    IF_ZONE_COUNTED = "zones"


@event_class
class Event:
    """The base of every engine event; see the module docstring for the class flags."""

    kind: ClassVar[str] = "event"
    triggers: ClassVar[bool] = False
    ends_conditions: ClassVar[bool] = False
    moves_control: ClassVar[bool] = False
    chars: ClassVar[CharsChange] = CharsChange.ALWAYS
    #: with `chars` IF_ZONE_COUNTED: the zones (`Zone` values) whose cards the event changes
    zones_changed: ClassVar[tuple[str, ...]] = ()
    only_timing: ClassVar[bool] = False

    @property
    def data(self) -> dict[str, Any]:
        """The event's fields by name: what the log's text (izvori/gamelog.py) is made from."""
        return {f.name: getattr(self, f.name) for f in fields(self)}

    def __deepcopy__(self, memo: dict[int, Any]) -> Event:
        return self  # never changed: a copied game shares its past events


# ------------------------------------------------------------------ turns and steps


@event_class
class CoinTossed(Event):
    """B16.21: the coin toss (or the chosen first player) decided who starts."""

    kind = "coin_toss"
    chars = CharsChange.NEVER
    player: int


@event_class
class TurnBegan(Event):
    """A player's turn begins (C1)."""

    kind = "turn"
    chars = CharsChange.NEVER
    turn: int
    player: int


@event_class
class StepBegan(Event):
    """A step begins (C1; `step_begins` triggers, D11.10)."""

    kind = "step"
    triggers = True
    chars = CharsChange.NEVER
    only_timing = True
    step: str
    player: int


@event_class
class ExtraPhasesAdded(Event):
    """Extra combat and main phases after this one (D13)."""

    kind = "extra_phases"
    player: int


@event_class
class ExtraStepAdded(Event):
    """An extra step is added to this turn."""

    kind = "extra_step"
    player: int
    step: str


@event_class
class ExtraTurnAdded(Event):
    """A player takes an extra turn after this one."""

    kind = "extra_turn"
    player: int


@event_class
class SkipAdded(Event):
    """A player will skip his next steps, phases or turns (D16.70)."""

    kind = "skip_added"
    player: int
    what: str
    count: int


@event_class
class Skipped(Event):
    """A step, phase or turn is skipped (D16.70)."""

    kind = "skipped"
    player: int
    what: str


@event_class
class ManaBurn(Event):
    """C1.60: unused mana burns its owner as a phase ends."""

    kind = "mana_burn"
    chars = CharsChange.NEVER
    player: int
    amount: int


@event_class
class LoopShortcut(Event):
    """D22.30: a loop is shortcut: the number of iterations named and the one agreed."""

    kind = "loop_shortcut"
    player: int
    count: int
    agreed: int
    rule: str  # D22.20 / D22.30 / D22.50: the loop rule that applied


@event_class
class LoopLastWord(Event):
    """D22.30: the other player gets the last word on a loop."""

    kind = "loop_last_word"
    player: int


# ------------------------------------------------------------------ cards and zones


@event_class
class ZoneChanged(Event):
    """A card moves between zones and becomes a new object (B16.13); `lki`: what it was
    in play."""

    kind = "zone"
    moves_control = True
    triggers = True
    ends_conditions = True
    card: int
    from_zone: str
    to_zone: str
    owner: int
    controller: int
    name: str
    token: bool
    was_creature: bool
    lki: dict[str, Any] | None
    cause: str
    #: Sveto Tlo (K64): whose spell or ability, resolving as it left play, moved it
    cause_controller: int | None


@event_class
class ZoneChangeReplaced(Event):
    """D20.60: a card went elsewhere instead of the odlagalište."""

    kind = "zone_replaced"
    card: int
    to_zone: str
    name: str | None  # None: it went between hidden zones, the log does not name it
    owner: int
    source: int
    source_name: str | None


@event_class
class CardDrawn(Event):
    """D16.10: a player draws a card."""

    kind = "draw"
    triggers = True
    chars = CharsChange.IF_ZONE_COUNTED
    zones_changed = ("biblioteka", "ruka")  # Zone.LIBRARY, Zone.HAND (D16.10)
    player: int
    card: int
    game_action: bool


@event_class
class DrewFromEmptyLibrary(Event):
    """D16.40: a player had to draw from an empty library."""

    kind = "draw_empty"
    player: int


@event_class
class DrawReplaced(Event):
    """A replacement effect took the place of a draw (D20)."""

    kind = "draw_replaced"
    player: int
    card: int
    name: str


@event_class
class Discarded(Event):
    """A player discards a card."""

    kind = "discard"
    player: int
    card: int
    name: str


@event_class
class LibraryShuffled(Event):
    """A player's library is shuffled."""

    kind = "shuffle"
    chars = CharsChange.NEVER
    player: int


@event_class
class CardRevealed(Event):
    """A card is revealed (public from now on)."""

    kind = "reveal_card"
    player: int
    card: int
    name: str


@event_class
class CardsRevealed(Event):
    """Cards revealed from a library, and which of them were taken."""

    kind = "reveal"
    player: int
    cards: list[int]
    names: list[str]
    taken: list[str]


@event_class
class HandRevealed(Event):
    """A hand revealed by an effect (public from now on)."""

    kind = "reveal_hand"
    player: int
    cards: list[int]
    names: list[str]
    color: str


@event_class
class Destroyed(Event):
    """A permanent is destroyed (D6)."""

    kind = "destroyed"
    chars = CharsChange.NEVER
    card: int
    name: str


@event_class
class Sacrificed(Event):
    """A permanent is sacrificed."""

    kind = "sacrificed"
    chars = CharsChange.NEVER
    card: int
    name: str


@event_class
class Regenerated(Event):
    """D6.30: regeneration replaced a destruction."""

    kind = "regenerated"
    chars = CharsChange.NEVER
    card: int


@event_class
class TokenGone(Event):
    """D21.55: a token outside play ceases to exist."""

    kind = "token_gone"
    card: int
    name: str


@event_class
class CopyGone(Event):
    """D21.57: a copy of a spell outside the niz ceases to exist."""

    kind = "copy_gone"
    card: int
    name: str


# ------------------------------------------------------------------ permanents


@event_class
class Tapped(Event):
    """A permanent is tapped."""

    kind = "tap"
    ends_conditions = True
    chars = CharsChange.IF_TAPPED_READ
    card: int


@event_class
class Untapped(Event):
    """A permanent is untapped."""

    kind = "untap"
    ends_conditions = True
    chars = CharsChange.IF_TAPPED_READ
    card: int


@event_class
class ControlChanged(Event):
    """A permanent gets a new controller."""

    kind = "control"
    moves_control = True
    ends_conditions = True
    card: int
    player: int
    previous: int


@event_class
class Attached(Event):
    """An aura or equipment is attached to a permanent."""

    kind = "attached"
    moves_control = True
    card: int
    to: int


@event_class
class Unattached(Event):
    """An aura or equipment falls off (state-based, D21)."""

    kind = "unattached"
    moves_control = True
    card: int


@event_class
class CountersPlaced(Event):
    """Counters are put on a permanent."""

    kind = "counters"
    card: int
    counter: str
    count: int


@event_class
class BecameCopy(Event):
    """E4: a permanent becomes a copy of another."""

    kind = "became_copy"
    card: int
    name: str
    of_name: str


@event_class
class ValueChosen(Event):
    """A choice made for a permanent as it enters (E4.50: a colour, a creature type)."""

    kind = "chosen"
    player: int
    card: int | None
    name: str
    value: Any


@event_class
class ContinuousEffectAdded(Event):
    """A continuous effect starts to apply (D19)."""

    kind = "continuous"
    op: str
    cards: list[Any]
    params: dict[str, Any]


@event_class
class Pumped(Event):
    """A power/toughness (and keyword) boost until end of turn."""

    kind = "pump"
    cards: list[Any]
    power: int
    toughness: int
    keywords: list[str]


@event_class
class TextChanged(Event):
    """A word of a card's text is changed."""

    kind = "text_changed"
    cards: list[Any]
    old: str
    new: str


@event_class
class StaticIgnored(Event):
    """A player uses a special action to ignore a static ability."""

    kind = "ignore_static"
    player: int
    card: int
    name: str


# ------------------------------------------------------------------ mana and life


@event_class
class SourcePlayed(Event):
    """A source (land) is played (C8)."""

    kind = "source_played"
    chars = CharsChange.NEVER
    player: int
    card: int
    source_type: str
    name: str


@event_class
class ManaAdded(Event):
    """Mana (`mana`: its kind, a colour or colourless) is added to a pool; `triggered`: by a
    triggered mana ability (D12.30)."""

    kind = "mana"
    chars = CharsChange.NEVER
    player: int
    card: int | None
    mana: str
    amount: int
    triggered: bool = False


@event_class
class LifeChanged(Event):
    """A life total changes: positive for gain, negative for loss."""

    kind = "life"
    chars = CharsChange.NEVER
    player: int
    amount: int
    reason: str


@event_class
class LifeGainReplaced(Event):
    """A replacement effect took the place of a life gain."""

    kind = "life_gain_replaced"
    player: int
    card: int
    name: str
    amount: int


# ------------------------------------------------------------------ the niz


@event_class
class SpellCast(Event):
    """A spell is cast (D10); `copy`: a copy cast (E4)."""

    kind = "cast"
    triggers = True
    chars = CharsChange.NEVER
    player: int
    card: int
    item: int
    name: str
    colors: list[str]
    types: list[str]
    mode: str = ""
    copy: bool = False


@event_class
class AbilityActivated(Event):
    """An activated ability is played (D10)."""

    kind = "activate"
    chars = CharsChange.NEVER
    player: int
    card: int
    item: int
    name: str
    mode: str


@event_class
class AbilityTriggered(Event):
    """A triggered ability is put on the niz (D11)."""

    kind = "trigger"
    chars = CharsChange.NEVER
    player: int
    card: int
    item: int
    name: str


@event_class
class SpellCopied(Event):
    """E4: a copy of a spell is put on the niz."""

    kind = "spell_copied"
    player: int
    item: int
    original: int
    card: int
    name: str


@event_class
class Resolved(Event):
    """A spell or ability resolves; `nothing`: it did nothing (all targets gone, D10.60)."""

    kind = "resolve"
    chars = CharsChange.NEVER
    item: int
    name: str
    player: int
    nothing: bool = False


@event_class
class Countered(Event):
    """A spell or ability is countered."""

    kind = "countered"
    item: int
    name: str
    reason: str
    player: int


@event_class
class NotCountered(Event):
    """A counterspell's condition was not met."""

    kind = "not_countered"
    item: int
    name: str


@event_class
class PaidUnless(Event):
    """A player paid to keep a spell from being countered."""

    kind = "paid_unless"
    chars = CharsChange.NEVER
    item: int
    player: int


@event_class
class TargetChanged(Event):
    """A spell's target is changed."""

    kind = "target_changed"
    item: int
    name: str
    target: Any


@event_class
class TargetKept(Event):
    """A spell keeps its target (no other legal one)."""

    kind = "target_kept"
    item: int
    name: str


@event_class
class MayChosen(Event):
    """A player chose whether to do an optional action."""

    kind = "may"
    chars = CharsChange.NEVER
    player: int
    choice: Any
    item: int


@event_class
class DelayedTriggerCreated(Event):
    """D5.44: a delayed triggered ability is set up."""

    kind = "delayed_created"
    chars = CharsChange.NEVER
    player: int
    item: int
    name: str
    at: str
    cards: list[int]


@event_class
class DelayedTriggerStopped(Event):
    """A delayed triggered ability will not trigger any more."""

    kind = "delayed_stopped"
    chars = CharsChange.NEVER
    player: int
    item: int
    name: str


# ------------------------------------------------------------------ combat


@event_class
class AttackersDeclared(Event):
    """C9: attacking creatures are declared."""

    kind = "attackers"
    triggers = True
    chars = CharsChange.NEVER
    player: int
    cards: list[int]


@event_class
class BlockersDeclared(Event):
    """C10: blockers are declared as [blocker, attacker] pairs."""

    kind = "blockers"
    triggers = True
    chars = CharsChange.NEVER
    player: int
    pairs: list[list[int]]


@event_class
class CombatDamageAssigned(Event):
    """C11: combat damage is assigned: [source, recipient, amount]."""

    kind = "combat_damage"
    chars = CharsChange.NEVER
    item: int
    assignments: list[list[int]]


@event_class
class CombatDamageResolves(Event):
    """C11: the combat damage on the niz resolves."""

    kind = "combat_damage_resolves"
    chars = CharsChange.NEVER
    item: int


# ------------------------------------------------------------------ damage and prevention


@event_class
class DamageDealt(Event):
    """Damage is dealt (D14); the source as it was (`source_incarnation`, B16.13)."""

    kind = "damage"
    triggers = True
    chars = CharsChange.NEVER
    source: int | None
    source_incarnation: int | None
    source_name: str
    source_controller: int | None
    recipient: int
    amount: int
    combat: bool


@event_class
class DamagePrevented(Event):
    """D20: damage is prevented."""

    kind = "prevented"
    chars = CharsChange.NEVER
    source: int | None
    recipient: int
    amount: int


@event_class
class DamageRedirected(Event):
    """D20: damage is dealt to another instead."""

    kind = "redirected"
    chars = CharsChange.NEVER
    source: int | None
    recipient: int
    to: int | None
    amount: int


@event_class
class PreventionShield(Event):
    """A shield prevents the next N damage to a creature or player."""

    kind = "shield"
    recipient: int
    amount: int


@event_class
class RedirectionShield(Event):
    """The next N damage to a recipient will be dealt to others."""

    kind = "redirect_shield"
    chars = CharsChange.NEVER
    recipient: int
    to: list[int]
    amount: int | None


@event_class
class SourcePreventionShield(Event):
    """Damage from a chosen source to a recipient will be prevented."""

    kind = "source_shield"
    chars = CharsChange.NEVER
    recipient: int
    source: int


@event_class
class RegenerationShield(Event):
    """D6.30: a regeneration shield is set up."""

    kind = "regeneration_shield"
    chars = CharsChange.NEVER
    card: int


@event_class
class AllCombatDamagePrevented(Event):
    """All combat damage this turn will be prevented."""

    kind = "prevent_all_combat"
    player: int


# ------------------------------------------------------------------ the end


@event_class
class Conceded(Event):
    """A player concedes (B16.50)."""

    kind = "concede"
    player: int


@event_class
class GameOver(Event):
    """The game ends; `winner` None: a draw."""

    kind = "game_over"
    winner: int | None
    reason: str
