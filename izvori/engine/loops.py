"""Loops: of optional actions of both players (D22.30, D22.50), and of mandatory actions with
priority passed between the repetitions (D22.40, A3.42).

A loop with only one player's optional actions needs nothing: every iteration is a separate
decision of that player, so he chooses the number of iterations himself (D22.20). A loop of
mandatory actions only ends the game in a draw (D22.40, `Game._advance`).

When both players' optional actions keep a loop going, the rulebook lets the active player name a
number and the non-active player either agree (he has "the last word") or name a lower one (the
active player has it) — so the non-active player always decides where the loop ends (D22.30,
rulebook example). In a game where each iteration is played out, that choice needs one rule: once
a position has come back after both players acted, the active player may not start the same loop
again from that position. The non-active player then decides by doing his part once more, or not.

When both players' optional actions are in the loop but do not depend on each other (D22.50,
"even if the actions could be in separate loops"), the active player names the number and the
non-active player agrees or names a HIGHER one: neither player's actions need the other's, so
nobody gets a "last word" and nobody may be held below the number he wants. A judge decides
independence by asking whether each player's part of the loop, with the other player passing,
brings the position back on its own; the engine asks the same question on a copy of the game
(`independent`). In both D22.30 and D22.50 the active player names the number, so a loop of both
players' actions is offered as a shortcut to the active player only.

A position is the whole game state with continuous effects replaced by what they do: each loop
iteration adds "until end of turn" effects, but the permanents' characteristics come back the same.
Positions are remembered only within one step and only once a player has played a spell or an
ability in it, so ordinary play pays almost nothing.

A loop of mandatory actions only is a draw (D22.40, A3.42) even when the players receive
priority between the repetitions: passing is not an optional action that stops it (issue 13's
example: "whenever you have no cards in hand, draw a card" with "if you would draw, gain life
instead"). While no optional action (below) has been answered in a step, each priority with
something on the niz records its position; when the same position comes back with the same
player to act, the events repeat with no way to stop them and the game is a draw. The position
leaves out the ids of the objects on the niz (each repetition puts a new one there) and life
totals that only grew: a life gain in every repetition does not stop the loop, while a loss of
life would end the game by itself (A3.31), so a position whose life went down is not a
repetition. Only a priority with a triggered ability on top of the niz can be part of such a
loop (a spell or an activated ability got there by an optional action), and the full position is
computed only when a cheap outline of it (who acts, the niz, the zone sizes) comes back, so
ordinary play pays little; a loop is found one repetition later for it.

What ends such a stretch is an optional action (A3.42, D22.40: "izborne radnje", what a player
may do or not do): a spell or an ability played, a source played, any other answer at priority
but a pass, "yes" or "no" to a "may", an optional cost paid or not (D3.95), a number named (a
loop shortcut, D22.20: `Game._repeat` relies on its answer emptying the memory), attackers and
blockers declared — every answer but a pass, except the choices made inside a mandatory action.
Putting triggered abilities on the niz is mandatory (D11.30), so the order of a player's
simultaneous triggers and the targets chosen as a trigger goes on the niz (D11.40, by whoever
chooses them, D10.20) are such choices, just as passing priority is no optional action (issue
13; the lead's ruling, session 17): they don't end the stretch (`choice_breaks_loop`; the frame
that puts triggers on the niz has them in its `Frame.MANDATORY_CHOICES`). Without that, a
loop in which a player orders his triggers every round never ends. A player who could have
broken the loop — another order, other targets, an instant — and brought the game back to the
same position anyway has not broken it: the same position coming back is a draw; one who chose
otherwise and reached a new position goes on. Positions are still recorded only at priorities
reached by a pass (`Game._advance`'s `after_pass`), not at the one right after such a choice:
every round of a loop with priority has a pass that doesn't resolve the top of the niz (the
first of the two), and the other player's priority after it, with the same niz, is recorded.
The same ruling holds effect by effect for the choices asked as something resolves (session 17,
`InstructionsFrame.MANDATORY_CHOICES`): what the effect forces its player to choose — a colour or
a creature type to name, which card to discard or to put into play, the order of cards put on
the bottom, a new target, how to divide — is a choice inside a mandatory action and doesn't end
the stretch, and so is the affected player's choice of the replacement effect that applies first
to a draw, a life gain or a card going to the odlagalište (D20.91, `DrawFrame`,
`LifeChoiceFrame`, `ZoneChoiceFrame`), and so are the choices asked while damage is dealt
(`DamageFrame`, session 18: which damage a partial shield covers, D20.72; which effect applies
first, D20.91; a modal replacement's mode, D20.67 — a shield and Opsada on the same damage
every round made a loop that never ended before); what is optional ends it: a "may" or an optional
cost (YES_NO; an optional replacement too), a payment (a PayFrame, "unless he pays"), and a choice
of some cards in which fewer may be chosen ("up to N", "you may choose a creature", a search that
may fail to find: choosing fewer declines, `choice_breaks_loop`). Still ending the stretch, as
not classified: the choices asked while a spell is cast or an ability activated (they follow
that optional action, which ended it already).

A mandatory loop may also make the niz grow: two triggers every round, one of which stays
below (Večni Povratak twice: the top one returns the creature, the other is left with a target
that is no longer that object), so the niz is one item deeper every round and no position ever
comes back. As with life, the position leaves out what only grew: a run of identical consecutive
niz rows (as `_niz_row` writes them) is one row, and the memory keeps each run's item ids
(`Visit`). A position repeats a recorded one (`_repeats`) when the key is the same, no life is
lower, no run is shorter, and every run that grew still holds the item at its bottom. (A trigger
that puts two of itself on the niz each time it resolves grows its run from the top: the top item
resolves and two take its place, the bottom one stays.)

Why that is a repetition (a pumping argument). Between the two visits only passes and choices
inside mandatory actions were answered (the same choices are open again in the same position,
and making them again repeats the round: that they could be made otherwise doesn't make the
loop optional, as above).
An item that is there at both visits never left the niz (an id is never used again); the niz is
last in, first out, and nothing is put under an item nor taken from under one but a spell (a
countered spell, and a spell is a run of its own whose row names its card: it can't be in both
keys once gone), so the items kept are the bottom of the niz, the same at both visits, and the
rounds in between worked only on the niz above them: the recorded round took the niz down to the
kept items, resolving or removing the k items above them, and built it up again. If the grown
run's bottom item is kept, the kept items reach into that run (or just to its bottom), every run
above it was used up (so it did not grow, and no run is shorter: it is as long as then), and the
top k items now have the rows of the k items above the kept ones then. The position now is the
recorded one (up to the renaming of objects) with the same kind of items added to one run below
everything the round reached, and life not lower; so the next round does what the last one did,
to the same objects, adds the same items to that run again, and so on: the same events repeat with
no way to stop them (A3.42). A run that was used up and rebuilt longer (its bottom item gone) is
not a repetition: every round resolves its items, more of them each time, and what the extra ones
do (each may cost a life, draw a card, ...) was never seen; the engine only knows the rounds were
alike so far. A shorter run means the niz runs down and the game moves on.

The argument needs that what a round does doesn't depend on how many items lie under what it
resolves. The engine reads the rest of the niz in three places: a "target spell" choice lists
the spells on the niz (one legal target is taken without a question, two are asked about), the
D20.81 choice of a source lists the niz items' sources, and a state trigger waits while one of
its own is on the niz (D11.110). The last two ask only whether some item is there, which more
identical items don't change (as far as a row tells: it doesn't name the source's incarnation or
which of its abilities the item is, a gap of the D22.40 key itself); the first counts spells, so
a spell is never part of a run (the stricter reading).
"""

from __future__ import annotations

import hashlib
import json
from collections.abc import Collection
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any, NamedTuple

from izvori.engine.decisions import Action, Decision, DecisionKind, IllegalAnswer
from izvori.engine.effect_ops import split_effect
from izvori.engine.encoding import encode_position
from izvori.engine.events import LoopShortcut
from izvori.engine.frames import Frame
from izvori.engine.layers import PART_LEVEL
from izvori.engine.object_rows import object_rows
from izvori.engine.objects import StackItem, StackKind

if TYPE_CHECKING:
    from izvori.engine.game import Game

# Enum members read in the functions below at nearly every answer, bound once to module
# names: in Python 3.11 a member read off its enum class goes through the attribute hook
# `EnumType.__getattr__` gives every enum class, ~1,000 machine instructions a read
# (callgrind, docs/performance.md, session 22)
_CHOOSE_SOME = DecisionKind.CHOOSE_SOME
_TRIGGER = StackKind.TRIGGER


@dataclass
class LoopMemory:
    """What was played from which position during the current step."""

    step_id: tuple[int, int, int]
    # (position, player, action) in the order they were taken
    taken: list[tuple[PlayedFrom, int, tuple[Any, ...]]] = field(default_factory=list)
    announced: bool = False
    # D22.40: positions at priority since the last optional action (`choice_breaks_loop`) ->
    # each visit's life totals and niz runs (a tuple: a copy of the memory shares it and never
    # changes it)
    passed: dict[str, tuple[Visit, ...]] = field(default_factory=dict)
    # the cheap outlines seen since then: the full position is computed only on a second visit
    outlines: set[tuple[Any, ...]] = field(default_factory=set)
    # D22.20, D22.30: where in the history each play of `taken` began (its priority answer)
    starts: list[int] = field(default_factory=list)
    # positions a shortcut was taken from (once each: no game runs without bound)
    shortcut_from: set[str] = field(default_factory=set)
    # the answers a shortcut still repeats: (player, answer as in the history)
    queue: list[tuple[int, Any]] = field(default_factory=list)

    def copy(self) -> LoopMemory:
        return LoopMemory(
            self.step_id,
            list(self.taken),
            self.announced,
            dict(self.passed),
            set(self.outlines),
            list(self.starts),
            set(self.shortcut_from),
            list(self.queue),
        )


def _step_id(game: Game) -> tuple[int, int, int]:
    return (game.turn, game.plan_index, game.phase_counter)


def _characteristic_only(op: str, params: dict[str, Any]) -> bool:
    if op == "control":
        return True  # its result, the controller, is part of every object's summary
    parts = split_effect(op, params)
    return bool(parts) and all(p in PART_LEVEL for p, _ in parts)


def position_key(game: Game) -> str:
    """The game state as it matters for a loop, independent of effect bookkeeping."""
    return _encode_parts(_position_parts(game))


#: What a position key is made of: the state summary, and each permanent's characteristics
#: as encoded text (Chars.position_json) by object id.
_Parts = tuple[dict[str, Any], dict[str, str]]


def _position_parts(game: Game) -> _Parts:
    """What `position_key` encodes, as it is now and stays: every list in it that the game
    goes on changing (the zones, the battlefield, the attackers of the turn, the effects'
    objects and parameters) is a copy, so the parts can be encoded later (`PlayedFrom`) and
    give the text they give now. The rest of the summary is built afresh by `state_summary`
    (sorted lists, new rows) or is immutable (numbers, text: an object's choices are text,
    E4.50). `test_perf_shortcuts` checks that no list or dict of the parts is the game's.
    **A new entry of `state_summary` that is a list the game keeps must be copied here.**"""
    summary = game.state_summary(loop_position=True, raw_objects=True)
    _effects_bookkeeping_left_out(game, summary)
    summary["players"] = [
        [life, list(library), list(hand), list(graveyard), pool]
        for life, library, hand, graveyard, pool in summary["players"]
    ]
    summary["battlefield"] = list(summary["battlefield"])
    summary["attackers_this_turn"] = [list(a) for a in summary["attackers_this_turn"]]
    # The characteristics are most of the text, and most of them are the same at every
    # position: each Chars is encoded once (Chars.position_json) and put in its place.
    chars = {str(oid): c.position_json for oid, c in game.in_play()}
    summary["chars"] = _PLACE
    return summary, chars


def _encode_parts(parts: _Parts) -> str:
    summary, chars = parts
    summary = {**summary, "objects": object_rows(summary["objects"])}
    data = encode_position(summary).replace(encode_position(_PLACE), _encode_object(chars), 1)
    return hashlib.sha256(data.encode()).hexdigest()


def _frozen(value: Any) -> Any:
    """A copy of a value of the summary that nothing else holds (lists and dicts copied all
    the way down; tuples become lists, which JSON writes the same)."""
    if isinstance(value, list | tuple):
        return [_frozen(v) for v in value]
    if isinstance(value, dict):
        return {k: _frozen(v) for k, v in value.items()}
    return value


class PlayedFrom:
    """The position a spell or an ability was played from (D22.30): its key
    (`position_key`) and its outline.

    The key is compared only when the outline of a later position is the same (a possible
    loop, almost never) and written only into the game's digest, so what it is made of is
    taken when the play is made (`_position_parts`, nothing the game changes later) and
    encoded and hashed only when it is first asked for: the same text, the same key."""

    __slots__ = ("_key", "_parts", "outline")

    def __init__(self, parts: _Parts | None, outline: Outline | None, key: str = "") -> None:
        self._parts = parts
        self._key = key
        # None: not known (then the full key is always compared)
        self.outline = outline

    @property
    def key(self) -> str:
        parts = self._parts
        if parts is not None:
            self._key = _encode_parts(parts)
            self._parts = None
        return self._key


#: Where a spell or an ability was played from when not at a priority (a copy played while
#: another resolves, E4.90): no position, never equal to one.
NO_POSITION = PlayedFrom(None, None)


#: Holds the place of a value encoded apart: no card or player name has a NUL character.
_PLACE = "\0encoded apart\0"


def _encode_object(encoded: dict[str, str]) -> str:
    """`encode_position` of a dict whose values are given already encoded: JSON writes an
    object as '{' + its 'key: value' items in key order joined by ', ' + '}', and a value's
    text doesn't depend on where it stands. The keys are object ids: a string of digits is
    written as itself in quotes, with nothing to escape."""
    return "{" + ", ".join(f"{_encode_key(k)}: {encoded[k]}" for k in sorted(encoded)) + "}"


def _encode_key(key: str) -> str:
    return f'"{key}"' if key.isdigit() and key.isascii() else encode_position(key)


def _what_effects_do(game: Game, summary: dict[str, Any]) -> None:
    """Replace the effects' bookkeeping by the characteristics they give (see the docstring)."""
    _effects_bookkeeping_left_out(game, summary)
    summary["chars"] = {str(oid): c.position_entry for oid, c in game.in_play()}


def _effects_bookkeeping_left_out(game: Game, summary: dict[str, Any]) -> None:
    """The effects of the summary without those that only give characteristics (their
    result is in the position's characteristics)."""
    summary["effects"] = [
        [e.op, list(e.affected), _frozen(sorted(e.params.items()))]
        for e in game.effects
        if not _characteristic_only(e.op, e.params)
    ]


def _memory(game: Game) -> LoopMemory:
    mem = game.loops
    if mem is None or mem.step_id != _step_id(game):
        mem = LoopMemory(_step_id(game))
        game.loops = mem
    return mem


def _action_key(action: Action) -> tuple[Any, ...]:
    return (action.kind, action.obj, action.index)


def record_played(
    game: Game, player: int, action: Action, position: PlayedFrom, start: int
) -> None:
    """Remember that a spell or ability was played (D10.19) from `position`, its priority
    answer being history entry `start` (-1: not played at a priority).

    Called when playing is complete, so an action backed out of (D23) leaves no trace.
    """
    mem = _memory(game)
    mem.taken.append((position, player, _action_key(action)))
    mem.starts.append(start)


def play_position(game: Game) -> PlayedFrom:
    """The position a player plays a spell or an ability from (its priority answer will be
    the next history entry). Nothing is remembered until the play is complete
    (`record_played`), so a play backed out of leaves the game as it was (D23)."""
    return PlayedFrom(_position_parts(game), _outline(game))


# ------------------------------------------- D22.20, D22.30: the outline of a position
class Outline(NamedTuple):
    """A few parts of the loop position (`position_key`) that cost almost nothing to read:
    two positions with the same key have the same outline, so a position whose outline differs
    from every recorded one can't be one of them, and its full key isn't needed."""

    turn: int
    active: int
    priority: int
    battlefield: tuple[int, ...]
    tapped: tuple[bool, ...]
    players: tuple[tuple[int, int, int, int, int], ...]  # life, library, hand, odlagalište, mana
    stack: tuple[int, ...]


#: (an outline is made at every play: its reads are comprehensions, whose `LOAD_ATTR`s are
#: specialized, not `operator` getters, which look attributes up the generic way — callgrind,
#: docs/performance.md, session 22)


def _outline(game: Game) -> Outline:
    objects = game.objects
    return Outline(
        game.turn,
        game.active,
        game.priority_player,
        tuple(game.battlefield),
        tuple([objects[i].tapped for i in game.battlefield]),
        tuple(
            (p.life, len(p.library), len(p.hand), len(p.graveyard), p.pool.total())
            for p in game.players
        ),
        tuple([s.id for s in game.stack]),
    )


def _may_be_at_a_recorded_position(game: Game, mem: LoopMemory, player: int) -> bool:
    """Whether `player` may be back at a position he played from in this step: False only when
    the outline differs from that of each of them (a position whose outline isn't remembered,
    e.g. after a restart from a save, can't be ruled out)."""
    outlines = [pos.outline for pos, p, _ in mem.taken if p == player]
    if not outlines:
        return False
    if None in outlines:
        return True
    # the parts that differ most often, compared before the whole outline is made
    priority, in_play = game.priority_player, len(game.battlefield)
    stack = tuple([s.id for s in game.stack])
    if not any(
        o is not None
        and o.priority == priority
        and len(o.battlefield) == in_play
        and o.stack == stack
        for o in outlines
    ):
        return False
    return _outline(game) in outlines


def played_in_this_step(game: Game) -> LoopMemory | None:
    """The loop memory, when a spell or an ability was played in the current step (and so
    the game may be back at a position one was played from: D22.20, D22.30), else None.
    `loop_restarts` and `loop_body` find nothing without it; asked first at each priority."""
    mem = game.loops
    if mem is None or not mem.taken or mem.step_id != _step_id(game):
        return None
    return mem


def loop_restarts(game: Game, player: int, actions: list[Action]) -> set[Action]:
    """D22.30: the active player's actions that would start a completed two-player loop again.

    An action is such a restart when the same player took it from this very position before,
    and the other player has played something since: the position came back because both acted.
    """
    if player != game.active:
        return set()
    mem = game.loops
    if mem is None or mem.step_id != _step_id(game) or not mem.taken or mem.queue:
        return set()  # (a shortcut the other player agreed to repeats the loop, D22.30)
    if {p for _, p, _ in mem.taken} != {0, 1}:
        return set()
    if not _may_be_at_a_recorded_position(game, mem, player):
        return set()
    here = position_key(game)
    blocked: set[tuple[Any, ...]] = set()
    first: int | None = None  # where the loop was first played from here
    for i, (pos, p, act) in enumerate(mem.taken):
        if p != player or pos.key != here:
            continue
        if any(q != player for _, q, _ in mem.taken[i + 1 :]):
            blocked.add(act)
            if first is None and mem.starts[i] >= 0:
                first = mem.starts[i]
    if not blocked:
        return set()
    body = _answers_since(game, first) if first is not None else None
    if body is not None and independent(game, body):
        return set()  # D22.50: each player's part is a loop of its own; nobody has a last word
    return {a for a in actions if _action_key(a) in blocked}


# ------------------------------------------------------------------ D22.40 with priority
#: The ids of the items of each run of identical consecutive niz rows (`_niz_runs`), bottom first.
Runs = tuple[tuple[int, ...], ...]


class Visit(NamedTuple):
    """What a D22.40 position leaves out of its key and the memory compares apart."""

    life: tuple[int, ...]
    runs: Runs


def mandatory_position(game: Game) -> tuple[str, Runs]:
    """The position for D22.40: as `position_key`, without the ids of niz objects and life,
    a run of identical consecutive niz rows written as one row; and the ids of each run's
    items (what `_repeats` compares apart)."""
    summary = game.state_summary(loop_position=True)
    summary.pop("rng")
    summary["players"] = [row[1:] for row in summary["players"]]  # life is compared apart
    rows = zip(summary["stack"], game.stack, strict=True)
    summary["stack"], runs = _niz_runs([(row[0], _niz_row(game, row, item)) for row, item in rows])
    summary["priority"] = game.priority_player
    _what_effects_do(game, summary)
    data = json.dumps(summary, sort_keys=True, ensure_ascii=False, default=str)
    return hashlib.sha256(data.encode()).hexdigest(), runs


def _niz_runs(items: list[tuple[int, list[Any]]]) -> tuple[list[list[Any]], Runs]:
    """The niz rows (id, row) bottom first, a run of identical consecutive rows as one row, and
    the ids of each run's items. A spell is a run of its own: how many spells are on the niz is
    read by what a round may do (the legal targets of "target spell": one is taken without a
    question, two are asked about), so more of them is not "the same events" (the docstring)."""
    rows: list[list[Any]] = []
    runs: list[list[int]] = []
    for item_id, row in items:
        if rows and row == rows[-1] and row[0] != StackKind.SPELL.value:
            runs[-1].append(item_id)
        else:
            rows.append(row)
            runs.append([item_id])
    return rows, tuple(tuple(run) for run in runs)


def _niz_outline(game: Game) -> tuple[tuple[str, int | None], ...]:
    """The niz in the cheap outline of a D22.40 position: each item's kind and source, a run
    of equal consecutive ones (spells apart) as one, as `_niz_runs` writes the rows: two
    positions with the same key have the same outline, however long their runs."""
    out: list[tuple[str, int | None]] = []
    for s in game.stack:
        entry = (s.kind.value, s.source)
        if not out or entry != out[-1] or s.kind == StackKind.SPELL:
            out.append(entry)
    return tuple(out)


def _niz_row(game: Game, row: list[Any], item: StackItem) -> list[Any]:
    """A niz row of the D22.40 position, up to the renaming of objects (A3.42: the events repeat,
    whichever objects they name): without its own id (a new one every repetition), with which
    ability of its source it is (two abilities of one card are different objects on the niz,
    B16.63: each has the text of the ability that made it; the summary names only the source),
    and each target card named by its id and whether it is still that object. A card that left
    its zone and came back is a new object (B16.13) with a new incarnation, in a loop every
    repetition; the engine compares a target's incarnation only with its card's incarnation now
    (`Game.target_alive`, the effects), and an incarnation only grows, so an earlier one never
    becomes any object's again: which earlier one a target names changes nothing that follows."""
    kind, source, controller, targets, *rest = row[1:]
    named = [(k, [[ref, _is_now(game, ref, inc)] for ref, inc in ts]) for k, ts in targets]
    return [kind, source, repr(item.ability), controller, named, *rest]


def _is_now(game: Game, ref: int, incarnation: int) -> int | bool:
    """Whether a target card is still the object it was (a player or a spell on the niz, which
    has no incarnation: its number as it is)."""
    obj = game.objects.get(ref)
    if obj is None:
        return incarnation
    return obj.incarnation == incarnation


def choice_breaks_loop(frame: Frame, decision: Decision) -> bool:
    """A3.42, D22.40: whether an answer other than a pass to `decision`, asked by `frame`, is
    an optional action, which ends a stretch of a loop of mandatory actions (`forget_passes`):
    not a choice inside a mandatory action (`Frame.MANDATORY_CHOICES`: the order and the
    targets of triggers as they go on the niz, D11.30). The module docstring says which
    answers are which, and why. (A pass is no optional action: `Game.submit` asks only for
    other answers.) A CHOOSE_SOME that allows fewer than its most ("up to N", "you may
    choose") is always optional: choosing fewer declines (A3.42, "izborne radnje")."""
    if decision.kind == _CHOOSE_SOME and decision.min < decision.max:
        return True
    return decision.kind not in frame.MANDATORY_CHOICES


def forget_passes(game: Game) -> None:
    """An optional action (`choice_breaks_loop`): any loop of mandatory actions is broken."""
    if game.loops is not None and (game.loops.passed or game.loops.outlines):
        game.loops.passed = {}
        game.loops.outlines = set()


def mandatory_loop(game: Game) -> bool:
    """D22.40, A3.42: whether this priority repeats a position reached since the last optional
    action (`choice_breaks_loop`, `_repeats`) — a loop of mandatory actions only."""
    if not game.stack or game.stack[-1].kind != _TRIGGER:
        # with an empty niz, passing moves the game on; a spell or an activated ability on top
        # was put there by an optional action, which already broke any loop
        return False
    mem = _memory(game)
    outline = (
        game.priority_player,
        _niz_outline(game),
        tuple((len(p.hand), len(p.library), len(p.graveyard)) for p in game.players),
        len(game.battlefield),
    )
    if outline not in mem.outlines:
        mem.outlines.add(outline)  # a first visit can't be a repetition
        return False
    key, runs = mandatory_position(game)
    now = Visit(tuple(p.life for p in game.players), runs)
    before = mem.passed.get(key, ())
    if any(_repeats(now, then) for then in before):
        return True
    # every visit is kept, not only the last: a loop may pass the same key with shorter and
    # longer runs in one round (a run resolved one item at a time), and only the same point of
    # the next round repeats it
    mem.passed[key] = (*before, now)
    return False


def _repeats(now: Visit, then: Visit) -> bool:
    """Whether a position with the same key as a recorded one repeats it (the module
    docstring): no life is lower, no run of identical niz rows is shorter, and a run that grew
    still holds the item at its bottom — the rounds in between worked only above it."""
    if any(a < b for a, b in zip(now.life, then.life, strict=True)):
        return False  # life lost in a round ends the game by itself (A3.31)
    for run, run_then in zip(now.runs, then.runs, strict=True):
        if len(run) < len(run_then):
            return False  # the niz runs down: the game moves on
        if len(run) > len(run_then) and run[0] != run_then[0]:
            return False  # used up and rebuilt longer: more of it resolves every round
    return True


# ------------------------------------------------------ D22.20, D22.30: naming a number
#: The most repetitions a player may name: a loop shortcut never runs without bound.
MAX_REPETITIONS = 100


def loop_body(game: Game, player: int) -> list[tuple[int, Any]] | None:
    """The answers since `player` last played something from the position he is at now.

    None when there is no loop: he never played from here in this step, or nothing but
    passes came between (then there is nothing to repeat)."""
    mem = game.loops
    if mem is None or mem.step_id != _step_id(game) or not mem.taken:
        return None
    if not _may_be_at_a_recorded_position(game, mem, player):
        return None
    here = position_key(game)
    if here in mem.shortcut_from:
        return None
    for (pos, p, _act), start in zip(mem.taken, mem.starts, strict=True):
        if p != player or start < 0 or pos.key != here:
            continue
        body = _answers_since(game, start)
        if body is not None:
            return body
    return None


def _answers_since(game: Game, start: int) -> list[tuple[int, Any]] | None:
    """The answers given since history entry `start` (None when there are none, or one of
    them backed out of a play: such a stretch is no loop to repeat)."""
    body: list[tuple[int, Any]] = []
    for h in game.history[start:]:
        if h.concede:
            continue
        if isinstance(h.answer, list) and h.answer[:1] == ["loop"]:
            break  # a shortcut was taken back at the start: what came before is the loop
        body.append((h.player, h.answer))
    if body and all(a != "cancel" for _, a in body):
        return body
    return None


def shortcut_available(game: Game, player: int, actions: Collection[Action]) -> bool:
    """D22.20, D22.30, D22.50: the player is back at a position he played a spell or an
    ability from in this step: he may name a number of repetitions instead of playing them
    out. When the other player's optional actions are in the loop too, only the active player
    names the number (D22.30, D22.50). Not when the loop's first action is not among his
    legal `actions` now (an ability played as often as it may be, D4.30, or a restart D22.30
    forbids): that loop can't be played again, so there is no number to name."""
    body = loop_body(game, player)
    if body is None or Action.from_json(body[0][1]) not in actions:
        return False
    return player == game.active or not _acts(body, game.opponent(player))


def _acts(body: list[tuple[int, Any]], player: int) -> bool:
    """Whether `player` took an optional action (anything but a pass) in the loop."""
    return any(p == player and not _is_pass(a) for p, a in body)


# ------------------------------------------------------------ D22.50: independent actions
#: How many decisions a player's part of a loop may take on the copy before it is given up.
_PART_DECISIONS = 400


def independent(game: Game, body: list[tuple[int, Any]]) -> bool:
    """D22.50: whether the optional actions of the two players in the loop `body` (the answers
    from the position the game is at now back to it) do not depend on each other: each
    player's part, played on a copy of the game with the other player passing, brings the
    position back by itself. Only a loop with both players' optional actions can be so."""
    players = {p for p, a in body if not _is_pass(a)}
    if len(players) < 2:
        return False
    here = position_key(game)
    return all(_part_returns(game, q, body, here) for q in sorted(players))


def _part_returns(game: Game, q: int, body: list[tuple[int, Any]], here: str) -> bool:
    """Play `q`'s answers of the loop on a copy of the game, the other player passing at every
    priority, each of `q`'s plays made with an empty niz (what q played resolves before his
    next play): True when the position `here` comes back once all of them are given. Anything
    else — a decision of the other player but priority, an answer no longer legal, the game
    ending — means the part needs the other player: not independent."""
    if game.step_state != "priority":
        return False
    answers = [a for p, a in body if p == q and not _is_pass(a)]
    sim = game.copy()
    sim.loops = None  # a fresh memory: no restart is blocked and no shortcut is offered there
    # The position is a priority (the shortcut is answered at one, a restart is looked for
    # while one is made): make that decision again on the copy, without the memory.
    sim.pending = None
    sim._advance()
    passing = Action("pass").to_json()
    for _ in range(_PART_DECISIONS):
        decision = sim.pending
        if sim.result is not None or decision is None:
            return False
        priority = decision.kind == DecisionKind.PRIORITY
        if not answers and priority and position_key(sim) == here:
            return True
        try:
            if decision.player != q:
                if not priority:
                    return False
                sim.submit(passing)
            elif priority and (sim.stack or not answers):
                if not sim.stack:
                    return False  # all of his part played, and the position is another
                sim.submit(passing)
            elif answers:
                sim.submit(answers.pop(0))
            else:
                return False
        except ValueError:  # IllegalAnswer: the part can't be played without the other's
            return False
    return False


def _is_pass(answer: Any) -> bool:
    return isinstance(answer, list) and bool(answer) and answer[0] == "pass"


@dataclass
class LoopFrame(Frame):
    """A loop shortcut: the player names a number; the other player agrees, or intervenes
    earlier (D22.20) / names a lower number (D22.30); then the game repeats the answers."""

    player: int
    body: list[tuple[int, Any]]
    count: int | None = None
    #: D22.20 (one player's loop), D22.30 (both players' actions needed) or D22.50 (both
    #: players' actions, independent of each other) — decided when the shortcut is taken
    rule: str = "D22.20"

    def _both(self) -> bool:
        """D22.30: the other player's optional actions keep the loop going too."""
        return self.rule == "D22.30"

    def _others(self) -> bool:
        return any(p != self.player for p, _ in self.body)

    def run(self, game: Game) -> Decision | None:
        if self.count is None:
            return Decision(
                self.player,
                DecisionKind.NUMBER,
                "loop.how_many",
                (),
                1,
                MAX_REPETITIONS,
                {"rule": self.rule},
            )
        if self.rule == "D22.50":
            # the non-active player agrees or names a higher number
            return Decision(
                game.opponent(self.player),
                DecisionKind.NUMBER,
                "loop.higher",
                (),
                self.count,
                MAX_REPETITIONS,
                {"count": self.count, "rule": self.rule},
            )
        if self._others():
            return Decision(
                game.opponent(self.player),
                DecisionKind.NUMBER,
                "loop.lower" if self._both() else "loop.intervene",
                (),
                0,
                self.count,
                {"count": self.count, "rule": self.rule},
            )
        self._start(game, self.count, self.count)
        return None

    def answer(self, game: Game, decision: Decision, answer: Any) -> None:
        if not isinstance(answer, int) or isinstance(answer, bool):
            raise IllegalAnswer("answer.not_a_number")
        if not decision.min <= answer <= decision.max:
            raise IllegalAnswer("answer.out_of_range", min=decision.min, max=decision.max)
        if self.count is None:
            self.count = answer
            return
        self._start(game, self.count, answer)

    def _start(self, game: Game, named: int, agreed: int) -> None:
        """Repeat the body `agreed` times; if the other player chose fewer than `named`, go on
        to where he first acts in the next repetition and stop there: he intervenes (D22.20),
        or the first player had the last word (D22.30)."""
        other = game.opponent(self.player)
        queue = list(self.body) * agreed
        if agreed < named:
            for p, a in self.body:
                if p == other and (not self._both() or not _is_pass(a)):
                    break
                queue.append((p, a))
        mem = _memory(game)
        mem.shortcut_from.add(position_key(game))
        mem.queue = queue
        game.emit(LoopShortcut(player=self.player, count=named, agreed=agreed, rule=self.rule))
        self.done(game)


def take_shortcut(game: Game, player: int) -> None:
    """The player answered "loop": start the shortcut, with the rule that decides who names
    which numbers (D22.20, D22.30, D22.50). Called while his priority decision is pending, so
    `independent` can play each part on a copy from this very position."""
    body = loop_body(game, player)
    assert body is not None  # offered only when there is one
    if not _acts(body, game.opponent(player)):
        rule = "D22.20"
    else:
        rule = "D22.50" if independent(game, body) else "D22.30"
    game.frames.append(LoopFrame(player, body, rule=rule))


def next_repeated(game: Game, decision: Decision) -> Any | None:
    """The answer a loop shortcut gives to `decision`, or None (the shortcut is over or no
    longer fits: the player who decides or the legal options differ — then he decides)."""
    mem = game.loops
    if mem is None or not mem.queue:
        return None
    player, answer = mem.queue[0]
    # (called only by Game._repeat, for a decision a frame just gave in `_advance`: the game
    # can't be over — it ends only by state-based effects, after which no frame gives a
    # decision in that `_advance`, by a concession between answers, or in `_advance` itself)
    if player != decision.player:
        mem.queue = []
        return None
    mem.queue.pop(0)
    return answer


def stop_repeating(game: Game) -> None:
    if game.loops is not None:
        game.loops.queue = []
