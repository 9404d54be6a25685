"""Which events a triggered ability triggers on (D11.10): one matcher per trigger event word.

Each event word of `when:` is declared once, here, on its matcher (`TRIGGERS.word`, see
izvori/engine/vocabulary/triggers.py): `matcher(game, ability, holder, holder_controller,
event)` returns the trigger data of each time the ability triggers on `event` — none, one, or
one per creature (D11.92, D11.94). triggers.detect_triggers calls the matcher of the ability's
word for the event kinds it `listens` to.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from izvori.engine.carddef import CardType, TriggeredAbility
from izvori.engine.events import (
    AttackersDeclared,
    BlockersDeclared,
    CardDrawn,
    DamageDealt,
    SpellCast,
    StepBegan,
    TurnBegan,
    ZoneChanged,
)
from izvori.engine.mana import Color
from izvori.engine.mana_triggers import tapped_permanent_matches
from izvori.engine.objects import Zone, is_player_ref, player_is, player_of_ref
from izvori.engine.vocabulary.triggers import TRIGGERS

if TYPE_CHECKING:
    from izvori.engine.game import Game

Found = list[dict[str, Any]]
_NONE: Found = []


def _who_ok(
    who: str, holder: int, subject: int | None, holder_ctl: int, subject_ctl: int | None
) -> bool:
    if who == "self":
        return subject == holder
    if who == "another":
        return subject != holder
    if who == "another_you_control":
        return subject != holder and subject_ctl == holder_ctl
    if who == "you_control":
        return subject_ctl == holder_ctl
    if who == "opponent_controls":
        return subject_ctl is not None and subject_ctl != holder_ctl
    return True  # any


def _count_ok(ab: TriggeredAbility, n: int) -> bool:
    """D11.95: "blocks / is blocked by exactly (at least) N creatures", counted as declared."""
    exactly = ab.cond("exactly")
    at_least = ab.cond("at_least")
    return (exactly is None or n == exactly) and (at_least is None or n >= at_least)


def _color_ok(game: Game, ab: TriggeredAbility, oid: int) -> bool:
    """`color` / `not_color` of a block trigger: the colour of "that creature"."""
    colors = game.chars(oid).colors
    col, ncol = ab.cond("color"), ab.cond("not_color")
    return (not col or Color(col) in colors) and (not ncol or Color(ncol) not in colors)


def _damaged_by_this_turn(game: Game, holder: int, card: int) -> bool:
    """Was the card that just left play dealt damage by `holder` this turn, in that existence?

    Read from this turn's events: damage from `holder` (as the object it is now, or was just
    before it left play together with the card) marks the card; a zone change of the card
    before the one being looked at makes it a new object that was never damaged (B16.13).
    """
    obj = game.objects[holder]
    inc = obj.incarnation if obj.zone == Zone.PLAY else obj.incarnation - 1
    start = len(game.log) - 1
    while start > 0 and not isinstance(game.log[start - 1], TurnBegan):
        start -= 1
    marked = False
    for ev in game.log[start:-1]:  # the last event is the zone change being checked
        if isinstance(ev, DamageDealt) and ev.source == holder and ev.recipient == card:
            if ev.source_incarnation in (None, inc):
                marked = True
        elif isinstance(ev, ZoneChanged) and ev.card == card:
            marked = False
    return marked


@TRIGGERS.word(
    "enters_play",
    listens=(ZoneChanged,),
    reads=("who", "kind"),
    doc="a creature (with `kind: any`, any permanent) comes into play",
)
def enters_play(
    game: Game, ab: TriggeredAbility, holder: int, holder_ctl: int, ev: ZoneChanged
) -> Found:
    if ev.to_zone != Zone.PLAY.value:
        return _NONE
    oid = ev.card
    obj = game.objects[oid]
    if ab.cond("kind", "creature") == "creature" and not game.chars(oid).is_creature:
        return _NONE
    if not _who_ok(ab.cond("who", "self"), holder, oid, holder_ctl, obj.controller):
        return _NONE
    return [{"object": oid, "object_incarnation": obj.incarnation, "player": obj.controller}]


def _left_play(
    game: Game, ab: TriggeredAbility, holder: int, holder_ctl: int, ev: ZoneChanged, dies: bool
) -> Found:
    if ev.from_zone != Zone.PLAY.value:
        return _NONE
    if dies and ev.to_zone != Zone.GRAVEYARD.value:
        return _NONE
    if ab.cond("kind", "creature") == "creature" and not ev.was_creature:
        return _NONE
    if ab.cond("who") == "enchanted" and game.objects[holder].attached_to != ev.card:
        return _NONE  # D11.106: the Aura is still attached as its permanent leaves
    if not _who_ok(ab.cond("who", "self"), holder, ev.card, holder_ctl, ev.controller):
        return _NONE
    if ab.cond("damaged_by_self_this_turn") and not _damaged_by_this_turn(game, holder, ev.card):
        return _NONE
    card = game.objects[ev.card]
    return [
        {
            "object": ev.card,
            "player": ev.controller,
            # D11.100: where the card went, for effects that follow it there
            "card_zone": card.zone.value,
            "card_incarnation": card.incarnation,
        }
    ]


@TRIGGERS.word(
    "leaves_play",
    listens=(ZoneChanged,),
    reads=("who", "kind", "damaged_by_self_this_turn"),
    doc="a creature (or permanent) leaves play",
)
def leaves_play(
    game: Game, ab: TriggeredAbility, holder: int, holder_ctl: int, ev: ZoneChanged
) -> Found:
    return _left_play(game, ab, holder, holder_ctl, ev, dies=False)


@TRIGGERS.word(
    "dies",
    listens=(ZoneChanged,),
    reads=("who", "kind", "damaged_by_self_this_turn"),
    doc="a creature (or permanent) goes from play to an odlagalište; with "
    "`damaged_by_self_this_turn`, only a creature this permanent dealt damage to this turn. "
    "`trigger_object` is then the card in the odlagalište (for `delayed_trigger`).",
)
def dies(game: Game, ab: TriggeredAbility, holder: int, holder_ctl: int, ev: ZoneChanged) -> Found:
    return _left_play(game, ab, holder, holder_ctl, ev, dies=True)


@TRIGGERS.word(
    "step_begins",
    listens=(StepBegan,),
    reads=("step", "whose"),
    doc="a step begins (`step` is required)",
)
def step_begins(
    game: Game, ab: TriggeredAbility, holder: int, holder_ctl: int, ev: StepBegan
) -> Found:
    if ev.step != ab.cond("step"):
        return _NONE
    whose = ab.cond("whose", "your")
    if whose == "enchanted_controller":
        # D5.50: "the player who controls the enchanted permanent ... at the end of HIS
        # turn": the static part names the player, the trigger waits for his turn.
        att = game.objects[holder].attached_to
        if att is None or att not in game.battlefield:
            return _NONE
        if game.objects[att].controller != game.active:
            return _NONE
    elif not player_is(whose, holder_ctl, game.active):
        return _NONE
    return [{"player": game.active}]


@TRIGGERS.word(
    "attacks",
    listens=(AttackersDeclared,),
    reads=("who", "color", "not_color", "type"),
    doc="creatures are declared as attackers (`who` is about the attackers; default `self`: "
    '"when this creature attacks"). With another `who` ("kad god [žuto] biće napadne") it '
    "triggers once for each such attacker, with `color` / `not_color` / `type` judged as it is "
    "declared (C9.30); `trigger_object` is that creature",
)
def attacks(
    game: Game, ab: TriggeredAbility, holder: int, holder_ctl: int, ev: AttackersDeclared
) -> Found:
    who = ab.cond("who", "self")
    hits = [a for a in ev.cards if _who_ok(who, holder, a, holder_ctl, ev.player)]
    if not hits:
        return _NONE
    if who == "self":
        return [{"object": hits[0], "player": ev.player, "count": len(hits)}]
    # C9.30: "whenever a [yellow] creature attacks": once for each, as it is declared; one
    # already attacking that later matches doesn't trigger it
    t = ab.cond("type")
    return [
        {"player": ev.player, "object": a, "object_incarnation": game.objects[a].incarnation}
        for a in hits
        if _color_ok(game, ab, a) and (not t or CardType(t) in game.chars(a).types)
    ]


@TRIGGERS.word(
    "blocks",
    listens=(BlockersDeclared,),
    reads=("who", "exactly", "at_least"),
    read_values={"who": ("self",)},
    doc="this creature blocks (once per combat, D11.91; `who: self`); `trigger_object` is the "
    "creature it blocks",
)
def blocks(
    game: Game, ab: TriggeredAbility, holder: int, holder_ctl: int, ev: BlockersDeclared
) -> Found:
    # D11.91: once, however many creatures it blocks; "that creature" is the first.
    blocked = [a for b, a in ev.pairs if b == holder]
    if not blocked or not _count_ok(ab, len(blocked)):
        return _NONE
    return [
        {
            "player": ev.player,
            "object": blocked[0],
            "object_incarnation": game.objects[blocked[0]].incarnation,
        }
    ]


@TRIGGERS.word(
    "becomes_blocked",
    listens=(BlockersDeclared,),
    reads=("who", "exactly", "at_least"),
    read_values={"who": ("self",)},
    doc="this creature becomes blocked (once per combat, however many block it, D11.93; "
    "`who: self`); `trigger_object` is every creature that blocks it",
)
def becomes_blocked(
    game: Game, ab: TriggeredAbility, holder: int, holder_ctl: int, ev: BlockersDeclared
) -> Found:
    # D11.93: once, however many creatures block it.
    blockers = [b for b, a in ev.pairs if a == holder]
    if not blockers or not _count_ok(ab, len(blockers)):
        return _NONE
    # "those creatures": every creature that blocks it, as the objects they are now
    return [
        {
            "player": ev.player,
            "remembered": [[b, game.objects[b].incarnation, Zone.PLAY.value] for b in blockers],
        }
    ]


def _per_creature(
    game: Game, ab: TriggeredAbility, holder: int, ev: BlockersDeclared, blocking: bool
) -> Found:
    """D11.92 / D11.94: triggers once for each creature it blocks / that blocks it."""
    if blocking:
        others = [a for b, a in ev.pairs if b == holder]
    else:
        others = [b for b, a in ev.pairs if a == holder]
    return [
        {
            "player": ev.player,
            "object": o,
            "object_incarnation": game.objects[o].incarnation,
        }
        for o in others
        if _color_ok(game, ab, o)
    ]


@TRIGGERS.word(
    "blocks_creature",
    listens=(BlockersDeclared,),
    reads=("who", "color", "not_color"),
    read_values={"who": ("self",)},
    doc="this creature blocks a creature: once for each creature it blocks (D11.92; "
    "`who: self`); `trigger_object` is that creature; `color` / `not_color`: only a creature "
    "of (not of) that colour",
)
def blocks_creature(
    game: Game, ab: TriggeredAbility, holder: int, holder_ctl: int, ev: BlockersDeclared
) -> Found:
    return _per_creature(game, ab, holder, ev, blocking=True)


@TRIGGERS.word(
    "blocked_by_creature",
    listens=(BlockersDeclared,),
    reads=("who", "color", "not_color"),
    read_values={"who": ("self",)},
    doc="a creature blocks this creature: once for each blocker (D11.94; `who: self`); "
    "`trigger_object` is the blocker",
)
def blocked_by_creature(
    game: Game, ab: TriggeredAbility, holder: int, holder_ctl: int, ev: BlockersDeclared
) -> Found:
    return _per_creature(game, ab, holder, ev, blocking=False)


@TRIGGERS.word(
    "deals_damage",
    listens=(DamageDealt,),
    reads=("who", "to", "combat"),
    read_values={"who": ("self", "enchanted")},
    doc="this creature (`who: self`) or the enchanted one (`who: enchanted`) deals damage",
)
def deals_damage(
    game: Game, ab: TriggeredAbility, holder: int, holder_ctl: int, ev: DamageDealt
) -> Found:
    who = ab.cond("who", "self")
    src = ev.source
    subject = holder
    if who == "enchanted":
        subject = game.objects[holder].attached_to or -999
    if src != subject:
        return _NONE
    inc = ev.source_incarnation
    if inc is not None and game.objects[subject].incarnation != inc:
        return _NONE  # dealt by an earlier existence of this card (B16.13)
    if ab.cond("combat") and not ev.combat:
        return _NONE
    to = ab.cond("to", "any")
    rec = ev.recipient
    if to == "player" and not is_player_ref(rec):
        return _NONE
    if to == "creature" and is_player_ref(rec):
        return _NONE
    data: dict[str, Any] = {"amount": ev.amount}
    if is_player_ref(rec):
        data["player"] = player_of_ref(rec)
    else:
        data["object"] = rec
        data["object_incarnation"] = game.objects[rec].incarnation
    return [data]


@TRIGGERS.word(
    "is_dealt_damage",
    listens=(DamageDealt,),
    reads=("who",),
    read_values={"who": ("self",)},
    doc="this creature is dealt damage (`who: self`)",
)
def is_dealt_damage(
    game: Game, ab: TriggeredAbility, holder: int, holder_ctl: int, ev: DamageDealt
) -> Found:
    if ev.recipient != holder:
        return _NONE
    return [{"amount": ev.amount, "object": ev.source}]


@TRIGGERS.word("draws", listens=(CardDrawn,), reads=("player",), doc="a player draws a card")
def draws(game: Game, ab: TriggeredAbility, holder: int, holder_ctl: int, ev: CardDrawn) -> Found:
    if not player_is(ab.cond("player", "any"), holder_ctl, ev.player):
        return _NONE
    return [{"player": ev.player}]


@TRIGGERS.word(
    "casts",
    listens=(SpellCast,),
    reads=("player", "color", "not_color", "type"),
    doc="a player casts a spell",
)
def casts(game: Game, ab: TriggeredAbility, holder: int, holder_ctl: int, ev: SpellCast) -> Found:
    if not player_is(ab.cond("player", "any"), holder_ctl, ev.player):
        return _NONE
    col = ab.cond("color")
    if col and Color(col).value not in ev.colors:
        return _NONE
    ncol = ab.cond("not_color")
    if ncol and Color(ncol).value in ev.colors:
        return _NONE
    t = ab.cond("type")
    if t and CardType(t).value not in ev.types:
        return _NONE
    return [{"player": ev.player, "item": ev.item}]


# D11.110: a state trigger, checked by state_triggers.py (not against an event)
def state_holds(game: Game, ab: TriggeredAbility, controller: int) -> bool:
    """Whether the state of a `state_holds` trigger holds now (D11.110)."""
    state = ab.cond("state")
    if state == "your_hand_empty":
        return not game.players[controller].hand
    if state == "you_control_no_creatures":
        return not game.creatures(controller)
    return False


TRIGGERS.declare(
    "state_holds",
    state_holds,
    reads=("state",),
    doc='a game state holds (a "stanje izazivanja", D11.110; `state` is required)',
)
# D7.50, D12.30: playing a mana ability of the permanent, handled by mana_triggers.py
TRIGGERS.declare(
    "tapped_for_mana",
    tapped_permanent_matches,
    reads=("who",),
    doc="a permanent is tapped (`@`) for mana by a mana ability (`who` is about the permanent "
    "tapped). `trigger_player` is the player who tapped it, `trigger_object` the permanent.",
)
