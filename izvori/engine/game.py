"""The game: state, the decision loop and the primitive game actions.

`Game` is a deterministic state machine (ARCHITECTURE §1–§4). It owns one seeded RNG, runs
until a player must decide, and exposes that decision in `pending`. `submit` validates an
answer and runs on. The only other entry point that changes state is `concede` (A3.31: a
player may concede at any time, even without priority).

Game actions that many rules share — moving between zones, dealing damage, destroying,
drawing, gaining and losing life — live here; the step-by-step procedures (turn structure,
casting, resolution, combat, triggers, state-based effects) live in their own modules and are
driven as a stack of resumable `Frame`s so that a game can be copied at any decision.
"""

from __future__ import annotations

import copy
import dataclasses
import hashlib
import json
import operator
import random
from collections.abc import Callable
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any, TypeVar

from izvori.engine.aura_control import refresh_static_control, static_controllers
from izvori.engine.carddef import CardDef, CardType, Keyword, StaticAbility
from izvori.engine.characteristics import (
    Chars,
    ContinuousEffect,
    base_chars,
    cached_base_chars,
    card_chars,
    compute_all,
    counted_zones,
    printed_in_play,
)
from izvori.engine.chars_per_object import Before, after_move
from izvori.engine.decisions import Action, Decision, DecisionKind, IllegalAnswer
from izvori.engine.delayed import DelayedTrigger, end_delayed
from izvori.engine.durations import CONDITIONAL
from izvori.engine.events import (
    CardDrawn,
    CharsChange,
    CoinTossed,
    Conceded,
    ControlChanged,
    Destroyed,
    Discarded,
    DrewFromEmptyLibrary,
    Event,
    GameOver,
    LifeChanged,
    Regenerated,
    Sacrificed,
    Tapped,
    TurnBegan,
    Untapped,
    ZoneChanged,
)
from izvori.engine.explain import check, refine
from izvori.engine.frames import Frame
from izvori.engine.layers import apply_levels
from izvori.engine.loops import (
    LoopMemory,
    choice_breaks_loop,
    forget_passes,
    mandatory_loop,
    next_repeated,
    stop_repeating,
)
from izvori.engine.object_rows import RawObjects, object_row, object_values, object_values_of
from izvori.engine.objects import (
    GameObject,
    Player,
    StackItem,
    Zone,
    is_player_ref,
    player_of_ref,
)
from izvori.engine.play_views import by_key
from izvori.engine.rng import GameRandom
from izvori.engine.state_triggers import GROW_LISTENERS, LISTENERS, check_state_triggers
from izvori.engine.steps import STEP_PHASE, TURN_STEPS, Step
from izvori.engine.triggers import detect_triggers
from izvori.engine.turn import TurnFrame
from izvori.engine.turn_state import Combat, PendingTrigger
from izvori.engine.vocabulary.durations import DURATIONS
from izvori.engine.zone_cause import cause_controller
from izvori.engine.zone_replacement import any_zone_replacement, zone_moving, zone_to_graveyard

if TYPE_CHECKING:
    from izvori.engine.explain import Refusal

_V = TypeVar("_V")

# Enum members read at every answer, event or move, bound once to module names:
# in Python 3.11 a member read off its enum class (`Zone.PLAY`) goes through the
# attribute hook `EnumType.__getattr__` gives every enum class: ~1,000 machine instructions
# a read, where a global costs a few dozen (callgrind, docs/performance.md, session 22)
_PRIORITY, _PAY = DecisionKind.PRIORITY, DecisionKind.PAY
_NEVER, _IF_TAPPED_READ = CharsChange.NEVER, CharsChange.IF_TAPPED_READ
_IF_ZONE_COUNTED = CharsChange.IF_ZONE_COUNTED
_LIBRARY, _HAND, _GRAVEYARD = Zone.LIBRARY, Zone.HAND, Zone.GRAVEYARD
_IN_PLAY, _REMOVED, _STACK = Zone.PLAY, Zone.REMOVED, Zone.STACK
_DRAW = Step.DRAW

STARTING_LIFE = 200  # Gl. "Život"

OPENING_HAND = 7  # B16.31
MAX_HAND = 7  # B16.32


@dataclass
class GameResult:
    winner: int | None  # None = draw (nerešeno)
    reason: str  # life | empty_library | concede | draw_both | loop | effect


class HistoryEntry:
    """One answer of the game's history (what a save keeps: docs/saves.md): who gave it, the
    answer in its JSON form (`answer_to_json`), and whether it was a concession (A3.31).

    An `Action` answer (priority and payment: nearly every answer) is kept as the Action and
    its JSON form made when `answer` is read, not at every answer (issue 13). An Action is a
    value never changed (`values.value_class`: mypy refuses a write) and its JSON form a
    function of its fields, so `answer` is the same list whenever it is read; other answers
    (lists, dicts of the answering player's choices, which a frame may keep) are turned into
    JSON at once, as before."""

    __slots__ = ("_answer", "concede", "player")

    def __init__(self, player: int, answer: Any, concede: bool = False) -> None:
        self.player = player
        self._answer = answer if isinstance(answer, Action) else answer_to_json(answer)
        self.concede = concede

    @property
    def answer(self) -> Any:
        """The answer as JSON (`answer_to_json` of the answer given)."""
        a = self._answer
        return a.to_json() if isinstance(a, Action) else a

    def __eq__(self, other: object) -> bool:
        if not isinstance(other, HistoryEntry):
            return NotImplemented
        return (self.player, self.answer, self.concede) == (
            other.player,
            other.answer,
            other.concede,
        )

    __hash__ = None  # type: ignore[assignment]  # (mutable, compared by value: as a dataclass)

    def __repr__(self) -> str:
        return (
            f"HistoryEntry(player={self.player!r}, answer={self.answer!r}, "
            f"concede={self.concede!r})"
        )

    def to_json(self) -> dict[str, Any]:
        d: dict[str, Any] = {"player": self.player, "answer": self.answer}
        if self.concede:
            d["concede"] = True
        return d


def answer_to_json(answer: Any) -> Any:
    if isinstance(answer, Action):
        return answer.to_json()
    if isinstance(answer, (list, tuple)):
        return [answer_to_json(a) for a in answer]
    if isinstance(answer, dict):
        return [[k, v] for k, v in answer.items()]
    return answer


class Game:
    """A two-player duel."""

    # Every attribute `__init__` sets is a slot (issue 13): with more than 30 attributes in
    # its instance dict, CPython 3.11 stops sharing the dict's layout between games, and then
    # no `game.method()` call site is specialized; a slot's read is the quickest there is.
    # `__dict__` stays for what tests set on one game (`monkeypatch.setattr(game, "submit",
    # ...)`). A new attribute must be added here: it would otherwise land in `__dict__`,
    # which `copy` leaves out (it copies the slots, `_GAME_SLOTS`) —
    # tests/engine/test_game_slots.py fails on any attribute a game keeps outside them.
    __slots__ = (
        "__dict__",
        "_chars",
        "_chars_before",
        "_counted",
        "_grown_from",
        "_in_play",
        "_in_play_ids",
        "_play_views",
        "_printed",
        "_rng_hash",
        "_tapped_read",
        "_views_before",
        "active",
        "answers_submitted",
        "attackers_this_turn",
        "battlefield",
        "cleanup_acted",
        "combat",
        "copies",
        "decks",
        "delayed",
        "derived",
        "effects",
        "extra_turns",
        "frames",
        "history",
        "interrupted_normal",
        "kept_actions",
        "kept_sources",
        "log",
        "lookback",
        "loops",
        "next_id",
        "objects",
        "passes",
        "pending",
        "pending_triggers",
        "phase_counter",
        "plan_index",
        "players",
        "priority_player",
        "removed",
        "result",
        "rng",
        "sba_clear_at",
        "seed",
        "skips",
        "stack",
        "starting_player",
        "starting_player_arg",
        "state_gen",
        "step",
        "step_state",
        "timestamp",
        "tokens",
        "turn",
        "turn_plan",
        "zone_cards",
    )

    def __init__(
        self,
        decks: list[list[CardDef]],
        names: tuple[str, str] = ("Igrač 1", "Igrač 2"),
        seed: int = 0,
        starting_player: int | None = None,
        *,
        start: bool = True,
    ) -> None:
        self.seed = seed
        self.rng: random.Random = GameRandom(seed)
        self.decks = decks
        self.players = [Player(0, names[0], STARTING_LIFE), Player(1, names[1], STARTING_LIFE)]
        self.objects: dict[int, GameObject] = {}
        self.tokens: list[int] = []
        self.copies: list[int] = []  # copies of spells and cards (E4.81): not cards
        self.next_id = 1
        self.battlefield: list[int] = []
        self.stack: list[StackItem] = []
        self.removed: list[int] = []
        self.effects: list[ContinuousEffect] = []
        self.timestamp = 0
        self.turn = 0
        self.active = 0
        self.starting_player = 0
        self.starting_player_arg = starting_player  # as given; None means a coin toss
        self.turn_plan: list[tuple[Step, int]] = []
        self.plan_index = 0
        # the current step, `turn_plan[plan_index]`'s: kept beside the index (see go_to_step)
        # because it is read several times at every answer (issue 13); the first step until a
        # turn begins
        self.step: Step = TURN_STEPS[0]
        self.phase_counter = 0
        self.step_state = "begin"
        self.priority_player = 0
        self.passes = 0
        self.combat: Combat | None = None
        # E1.20: [id, incarnation] of the creatures declared as attackers this turn, in every
        # combat of the turn ("only N creatures can attack each turn", "attacks each turn").
        self.attackers_this_turn: list[list[int]] = []
        self.pending_triggers: list[PendingTrigger] = []
        self.delayed: list[DelayedTrigger] = []  # delayed triggered abilities (D5.40)
        self.frames: list[Frame] = []
        self.pending: Decision | None = None
        self.result: GameResult | None = None
        self.history: list[HistoryEntry] = []
        self.log: list[Event] = []
        self.cleanup_acted = False
        self.lookback: list[int] = []  # objects leaving play together (D11.104)
        self.extra_turns: list[int] = []  # C1.60: the last one added is taken first
        # C1.60: during an extra turn, whose normal turn it interrupted (None in a normal turn):
        # the normal order resumes from there, whoever took the extra turn (skip.py)
        self.interrupted_normal: int | None = None
        self.loops: LoopMemory | None = None  # D22.30 (izvori.engine.loops)
        # D20.66: pending "skip your next ..." effects, one entry per occurrence (skip.py)
        self.skips: list[tuple[int, str]] = []
        self.answers_submitted = 0
        # D3.92: objects whose card has abilities that work outside play (hand, odlagalište)
        self.zone_cards: list[int] = []
        self._chars: dict[int, Chars] | None = None
        # the printed characteristics of the permanents `_chars` was computed from (see
        # _characteristics); read only while `_chars` is kept
        self._printed: dict[int, Chars] = {}
        # (id, characteristics) of every permanent in play, built with `_chars` (see in_play)
        self._in_play: list[tuple[int, Chars]] | None = None
        # the ids of `battlefield` `_in_play` was built for; None exactly when `_in_play` is
        # (so that play_view's common case is one comparison)
        self._in_play_ids: list[int] | None = None
        self._play_views: dict[str, Any] = {}  # see play_view
        # The in-play list and views of before the last change (kept by `touch`), and those
        # views again when the list built after it is that one with one permanent more at the
        # end (D19.51: a permanent entered, nothing else changed); a view grows from them
        # only then, and only if it is a join of one part per permanent (play_view, grow).
        # Both are replaced at the next rebuild of the list and dropped by `copy`.
        self._views_before: tuple[list[tuple[int, Chars]], dict[str, Any]] | None = None
        # the zones whose cards a "*" of the permanents `_chars` was computed from counts, if
        # known (chars_per_object.after_move works it out and keeps it up to date)
        self._counted: frozenset[str] | None = None
        # whether a static ability of those permanents reads tapped state (`_reads_tapped`),
        # if known: kept across what after_move keeps them across (the permanent that moved
        # has no static ability, printed or computed)
        self._tapped_read: bool | None = None
        # `_chars`, `_printed` and `_counted` dropped by a permanent entering or leaving play,
        # with its id and the zones it moved between, when that was the only change since
        # they were worked out (see touch): the next look may keep the other permanents'
        # characteristics (chars_per_object.after_move)
        self._chars_before: Before | None = None
        self._grown_from: tuple[dict[str, Any], int, Chars] | None = None
        self._rng_hash: tuple[int, str] | None = None  # see _rng_digest
        # Values derived from the state, valid until the next event (a speed cache): payment's
        # mana sources and affordability. A step beginning (an `only_timing` event) keeps
        # them: nothing kept here may depend on which step it is.
        self.derived: dict[Any, Any] = {}
        # payment's mana sources with what they were worked out from, kept across events
        # (payment._kept_mana_sources). An entry's sources are never changed; its `Funds` only
        # gains answers worked out from those sources, so copies may share the entries.
        self.kept_sources: dict[int, Any] = {}  # by player
        # Counts the changes a player's legal actions may read: every event but a step
        # beginning, and every `touch` and `forget_derived` (casting.legal_actions keeps the
        # actions of each player with the count they were worked out at, in `kept_actions`).
        self.state_gen = 0
        self.kept_actions: dict[int, Any] = {}
        self.sba_clear_at = -1  # state_gen when state-based effects last found nothing (sba)
        if start:
            self._setup(starting_player)
            self._advance()

    # ------------------------------------------------------------------ setup
    def _setup(self, starting_player: int | None) -> None:
        for p, deck in enumerate(self.decks):
            for card in deck:
                obj = self.new_object(card, p, Zone.LIBRARY)
                self.players[p].library.append(obj.id)
            self.shuffle(p)  # A2.10
        if starting_player is None:
            starting_player = self.rng.randrange(2)  # A2.20: a random method
            self.emit(CoinTossed(player=starting_player))
        self.starting_player = starting_player
        for p in (starting_player, 1 - starting_player):
            for _ in range(OPENING_HAND):
                self.draw(p, as_game_action=True)
        self.start_turn(starting_player)

    def new_object(self, card: CardDef, owner: int, zone: Zone, token: bool = False) -> GameObject:
        obj = GameObject(
            self.next_id,
            owner,
            card,
            zone,
            is_token=token,
            controller=owner,
            base_controller=owner,
        )
        self.objects[obj.id] = obj
        if token:
            self.tokens.append(obj.id)
        if card.zone_abilities:
            self.zone_cards.append(obj.id)
        self.next_id += 1
        return obj

    def shuffle(self, player: int) -> None:
        self.rng.shuffle(self.players[player].library)

    # ------------------------------------------------------------- protocol
    def submit(self, answer: Any) -> None:
        """Answer the pending decision. An illegal answer raises and changes nothing."""
        if self.result is not None:
            raise IllegalAnswer("game.over")
        decision = self.pending
        if decision is None or not self.frames:
            raise IllegalAnswer("game.no_decision")
        frame = self.frames[-1]
        if decision.can_cancel and answer == "cancel" and hasattr(frame, "cancel"):
            # D23: an action the player backs out of is undone completely.
            frame.cancel(self)
            self.history.append(HistoryEntry(decision.player, "cancel"))
            self.answers_submitted += 1
            self.pending = None
            self._advance()
            return
        try:
            normalized = normalize_answer(decision, answer)
            frame.answer(self, decision, normalized)
        except IllegalAnswer as e:
            # Issue 11: every refusal says why, naming the rule (the state is unchanged here).
            raise refine(self, decision, answer, e) from None
        # D22.40, A3.42: an optional action breaks a loop of mandatory actions; a pass or a
        # choice inside a mandatory action (the order of one's triggers, D11.30) doesn't. Only
        # once the answer is accepted: a refused one changes nothing, this memory included (or
        # a refused answer and a pass every round would keep a mandatory loop going forever).
        passed = isinstance(normalized, Action) and normalized.kind == "pass"
        if not passed and choice_breaks_loop(frame, decision):
            forget_passes(self)
        self.history.append(HistoryEntry(decision.player, normalized))
        self.answers_submitted += 1
        self.pending = None
        self._advance(after_pass=passed)

    def check(self, answer: Any) -> Refusal | None:
        """Whether `answer` to the pending decision is legal: None, or the reason it is not
        (a message key naming the rule). Changes nothing."""
        return check(self, answer)

    def concede(self, player: int) -> None:
        """A3.31: conceding is possible at any moment and loses the game at once."""
        if self.result is not None:
            raise IllegalAnswer("game.over")
        self.history.append(HistoryEntry(player, None, concede=True))
        self.emit(Conceded(player=player))
        self.players[player].lost = True
        self.end_game(1 - player, "concede")

    def _advance(self, *, after_pass: bool = False) -> None:
        steps = 0
        while self.result is None:
            steps += 1
            if steps > 200_000:
                # D22.40: a loop of mandatory actions only is a draw.
                self.end_game(None, "loop")
                return
            if not self.frames:
                self.frames.append(TurnFrame())
            frame = self.frames[-1]
            decision = frame.run(self)
            if decision is not None:
                if self.loops is not None and self.loops.queue and self._repeat(frame, decision):
                    continue  # D22.20, D22.30: a loop shortcut repeats the loop's answers
                if after_pass and decision.kind == _PRIORITY and mandatory_loop(self):
                    # D22.40, A3.42: the same position again, with nothing but passes and
                    # mandatory actions since: a loop of mandatory actions only is a draw.
                    self.end_game(None, "loop")
                    break
                self.pending = decision
                return
        self.pending = None

    def _repeat(self, frame: Frame, decision: Decision) -> bool:
        """Give `decision` the answer a loop shortcut repeats (izvori.engine.loops); True when
        it was answered, or when it must be made again because the shortcut broke off."""
        answer = next_repeated(self, decision)
        # (No `forget_passes` here: the D22.40 memory is always empty while a shortcut repeats
        # — the queue is filled and used up within the `_advance` after a number was submitted,
        # which emptied it, and that `_advance` doesn't look for a loop of passes.)
        if answer is not None:
            try:
                frame.answer(self, decision, normalize_answer(decision, answer))
                return True
            except IllegalAnswer:
                stop_repeating(self)
        # The shortcut broke off: another player decides than the loop's next answer is for,
        # or its answer is no longer legal (the game went another way). D22.20, D22.30: the
        # player then decides as at any other moment, and the queue is no part of the game — so
        # a priority decision, which was made while the queue was full (no "loop" option, no
        # D22.30 restart blocked), is made again now that it is empty. No other decision reads
        # the queue, and a frame need not give its decision twice (PutTriggersFrame's order):
        # kept.
        return decision.kind == _PRIORITY

    # --------------------------------------------------------------- turns
    def start_turn(self, player: int) -> None:
        self.turn += 1
        self.active = player
        self.turn_plan = []
        for step in TURN_STEPS:
            if step == _DRAW and self.turn == 1:
                continue  # A2.21: the starting player skips the draw of his first turn
            self.turn_plan.append((step, 0))
        self._number_phases()
        self.go_to_step(0)
        self.step_state = "begin"
        self.priority_player = player
        self.passes = 0
        for p in self.players:
            p.sources_played_this_turn = 0
        self.attackers_this_turn = []
        # D4.30: "only once each turn" counts per object, in any zone, whoever controls it
        for obj in self.objects.values():
            if obj.activations_this_turn:
                obj.activations_this_turn = {}
        self.emit(TurnBegan(turn=self.turn, player=player))

    def _number_phases(self) -> None:
        """Give each phase of the plan its own instance number (for mana burn, C1.30)."""
        numbered: list[tuple[Step, int]] = []
        last_phase = None
        for step, _ in self.turn_plan:
            phase = STEP_PHASE[step]
            if phase != last_phase:
                self.phase_counter += 1
                last_phase = phase
            numbered.append((step, self.phase_counter))
        self.turn_plan = numbered

    def go_to_step(self, index: int) -> None:
        """Make step `index` of `turn_plan` the current one (C1). `step` is kept here with
        `plan_index`: whatever moves the index, or gives the turn a new plan, calls this. The
        plan's other changes (extra phases and steps, C9.40's skipped combat steps, a second
        combat damage step) insert or remove steps after the current one only, so they leave
        `step` as it is."""
        self.plan_index = index
        self.step = self.turn_plan[index][0]

    def opponent(self, player: int) -> int:
        return 1 - player

    # -------------------------------------------------------- characteristics
    def touch(self, moved: ZoneChanged | None = None) -> None:
        """The state changed in a way the characteristics of permanents may depend on (D19.51):
        they are worked out again when next asked for. (Events that change nothing they read
        call `forget_derived` instead, and tapping and drawing touch only when something in
        play reads them: `_may_change_characteristics`.)

        `moved`: the change is that card entering or leaving play. If it is the only change
        since the characteristics were worked out, they are kept aside for the next look,
        which may keep the other permanents' (`_characteristics`); any other touch before
        that look drops them for good."""
        if moved is not None and self._chars is not None:
            self._chars_before = (
                self._chars,
                self._printed,
                self._counted,
                moved.card,
                (moved.from_zone, moved.to_zone),
            )
        else:
            self._chars_before = None
        self._chars = None
        if self._in_play is not None:
            self._views_before = (self._in_play, self._play_views)
        self._in_play = self._in_play_ids = None
        self._play_views = {}
        self.derived.clear()
        self.state_gen += 1

    def forget_derived(self) -> None:
        """Something changed that the characteristics of permanents don't depend on (the
        niz, damage, life: D19.51 reads none of them): only the values
        derived from the state until the next event are dropped, not the characteristics."""
        self.derived.clear()
        self.state_gen += 1

    def _characteristics(self) -> dict[int, Chars]:
        """`_chars`, computed when a state change dropped them (touch)."""
        cache = self._chars
        if cache is None:
            before = self._chars_before
            kept = None
            if before is not None:
                self._chars_before = None
                kept = after_move(self, *before)  # one permanent entered or left (D19.51)
            if kept is not None:
                cache, self._printed, self._counted = kept
            else:
                # the printed values the levels start from are kept beside them: they are an
                # input of `_chars`, so whatever changes them drops `_chars` too (`touch`)
                self._printed = printed_in_play(self)
                self._counted = self._tapped_read = None
                cache = compute_all(self, self._printed)
            self._chars = cache
        return cache

    def in_play(self) -> list[tuple[int, Chars]]:
        """(id, characteristics) of every permanent, in the order of `battlefield`.

        The same values `chars` gives, gathered once per state change: most rules that look
        at every permanent (state-based effects, triggers, mana sources) only need these.
        """
        idx = self._in_play
        bf = self.battlefield
        if idx is None and self._chars is None and bf:
            self._characteristics()
        # The battlefield changes only through events (which drop the list), but a scenario
        # builds it by hand: check the ids are still those the list was built from.
        if idx is not None and self._in_play_ids == bf:
            return idx
        cache = self._chars
        idx = None
        if cache is not None:
            ids = list(cache)  # the permanents they were worked out for, in that order
            if ids == bf:
                idx = list(cache.items())  # what `chars` gives for each
            elif all(oid in cache for oid in bf):
                idx = [(oid, cache[oid]) for oid in bf]
                ids = list(bf)
        if idx is not None:
            self._in_play = idx  # kept only when `chars` itself keeps them (see chars)
            self._in_play_ids = ids
            self._play_views = {}
            before = self._views_before
            self._views_before = None
            self._grown_from = None
            if before is not None and len(before[0]) == len(idx) - 1 and before[0] == idx[:-1]:
                # one permanent entered, nothing else changed: views can grow (play_view)
                self._grown_from = (before[1], *idx[-1])
            return idx
        chars = self.chars
        return [(oid, chars(oid)) for oid in bf]

    def play_view(
        self,
        name: str,
        build: Callable[[list[tuple[int, Chars]]], _V],
        grow: Callable[[_V, int, Chars], _V] | None = None,
    ) -> _V:
        """`build(in_play())`, kept as long as `in_play()` is: e.g. the permanents with mana
        abilities. `build` must depend on the characteristics only (read controllers, tapped
        state and the like live), and `name` must always mean the same `build`.

        `grow(view, oid, c)`, if given, is `build(in_play + [(oid, c)])` made from `view =
        build(in_play)` (a view of permanents in order: the new one's part added at the end).
        It is used when the only change since the view was built is a permanent entering
        play, last in `battlefield`, with every other permanent's characteristics as they
        were (equal values in the same order: nine in ten changes of the demo games are a
        permanent entering or leaving, D19.51). `test_perf_shortcuts.py` compares each
        grown view with the rebuilt one at every answer of random games."""
        # in_play() kept is the common case (asked thousands of times per game): looked at
        # here first, without calling in_play() (`_in_play_ids` is None when `_in_play` is)
        if self._in_play_ids != self.battlefield:
            idx = self.in_play()  # may start a new `_play_views`
            if idx is not self._in_play:
                return build(idx)
        views = self._play_views
        if name in views:
            return views[name]  # type: ignore[no-any-return]
        grown = self._grown_from
        if grow is not None and grown is not None and name in grown[0]:
            v = views[name] = grow(grown[0][name], grown[1], grown[2])
        else:
            in_play = self._in_play
            assert in_play is not None  # (the ids are kept with it)
            v = views[name] = build(in_play)
        return v

    def statics_with(self, op: str) -> tuple[tuple[int, int, StaticAbility], ...]:
        """(permanent, index, ability) of every static ability in play whose `op` is `op`, in
        the order of `battlefield` and of each permanent's statics: what looking at
        `chars(oid).statics` of every permanent finds. A view of the characteristics
        (`play_view`, kept until they change, D19.51), so a rule asked for every attacker or
        every damage part (E1.20, E1.10, D20.60, the combat costs) doesn't look at every
        permanent each time."""
        return self.play_view("statics_by_op", _statics_by_op, _GROW_STATICS_BY_OP).get(op, ())

    def chars(self, oid: int) -> Chars:
        cache = self._chars
        if cache is not None:
            c = cache.get(oid)
            if c is not None:
                return c
        obj = self.objects[oid]
        if obj.zone != _IN_PLAY:
            return card_chars(obj)
        if cache is None:
            cache = self._characteristics()
        c = cache.get(oid)
        return c if c is not None else base_chars(obj)

    def apply_levels(self, in_play: list[GameObject], chars: dict[int, dict[str, Any]]) -> None:
        """Apply the continuous effects to the working values `chars`, level by level (D19.50;
        layers.py). characteristics.compute_all calls this: the order of the levels reads the
        printed characteristics, so layers.py sits above characteristics.py."""
        apply_levels(self, in_play, chars)

    def creatures(self, controller: int | None = None) -> list[int]:
        objects = self.objects
        return [
            i
            for i, c in self.in_play()
            if c.is_creature and (controller is None or objects[i].controller == controller)
        ]

    def lki(self, oid: int) -> dict[str, Any]:
        """Last known information of an object (D14.26), as a plain dict."""
        obj = self.objects[oid]
        c = self.chars(oid)
        return {
            "name": c.name,
            "colors": sorted(c.colors),
            "types": sorted(c.types),
            "power": c.power,
            "toughness": c.toughness,
            "controller": obj.controller,
            "owner": obj.owner,
            "keywords": sorted(c.keywords),
            "incarnation": obj.incarnation,
            "choices": dict(obj.choices),  # E4.50: what it chose as it entered play
            # an Aura's or Oprema's permanent, as that object (D14.26: "promenjeno biće" of an
            # ability that resolves after the Aura is gone)
            "attached_to": None
            if obj.attached_to is None
            else [obj.attached_to, self.objects[obj.attached_to].incarnation],
        }

    # --------------------------------------------------------------- events
    def emit(self, ev: Event) -> Event:
        """Record an event; what follows from it is said by flags of its class (events.py)."""
        self.log.append(ev)
        if not ev.only_timing:
            self.derived.clear()
            self.state_gen += 1  # see casting.legal_actions
        change = ev.chars
        zones = ev.zones_changed
        moved = None  # a permanent entering or leaving play (touch)
        if isinstance(ev, ZoneChanged):
            if _PLAY not in (ev.from_zone, ev.to_zone):
                # A card moving between the hand, the library, the niz, the odlagalište or out
                # of the game changes nothing in play: only a "*" counting the cards of one of
                # those two zones may read it (B9.20).
                change = _IF_ZONE_COUNTED
                zones = (ev.from_zone, ev.to_zone)
            else:
                moved = ev
        if change is not _NEVER and self._may_change_characteristics(change, zones):
            self.touch(moved)
        if ev.ends_conditions and self.effects:
            self.end_conditional_effects()  # D19.34
        if ev.moves_control:
            refresh_static_control(self)  # D19.42: an aura's control lasts while it applies
        if ev.triggers:
            listening, holders = self.play_view("listeners", LISTENERS, GROW_LISTENERS)
            detect_triggers(self, ev, listening)  # D11.104
            # D11.110: a state that holds even for a moment. (detect_triggers only adds
            # pending triggers and takes delayed ones off: nothing the characteristics read
            # changes, D19.51, so `holders` is still the view now.)
            check_state_triggers(self, holders)
        return ev

    def _may_change_characteristics(self, change: CharsChange, zones: tuple[str, ...]) -> bool:
        """Whether an event can change computed characteristics (D19), so they must be
        worked out again. Tapping and untapping matter only to a static ability "while
        untapped" (layers: `untapped`), and a card moving between `zones` outside play (a
        draw, a spell cast or resolved, a discard) only to a "*" power/toughness counting the
        cards of one of them (B9.20, characteristics.CDA_ZONES: Crvena Ala counts the
        odlagališta, so a draw doesn't change it); most of the time neither is in play."""
        if self._chars is None:
            return True  # nothing is kept: nothing to keep either
        if change is _IF_TAPPED_READ:
            # kept with the characteristics across moves, as `_counted` below
            reads = self._tapped_read
            if reads is None or list(self._chars) != self.battlefield:
                reads = self.play_view("reads_tapped", self._reads_tapped)
                if list(self._chars) == self.battlefield:
                    self._tapped_read = reads
            return reads or any("untapped" in e.params for e in self.effects)
        if change is _IF_ZONE_COUNTED:
            if not zones:
                return True  # an event that doesn't say which zones: any "*" may see it
            # kept with the characteristics across moves (chars_per_object.after_move), for
            # the permanents they were worked out for; else, or for a battlefield changed by
            # hand since, from the permanents in play
            counted = self._counted
            if counted is None or list(self._chars) != self.battlefield:
                counted = self.play_view("counted_zones", self._counted_zones)
            return not counted.isdisjoint(zones)
        return True

    def _reads_tapped(self, in_play: list[tuple[int, Chars]]) -> bool:
        # The printed statics too: one removed by an effect may still apply (D19.52). (Those
        # `_chars` was computed from; a permanent a scenario put in play by hand, without a
        # `touch`, is looked up.)
        objects = self.objects
        printed = self._printed
        return any(
            c.reads_tapped or (printed.get(oid) or cached_base_chars(objects[oid])).reads_tapped
            for oid, c in in_play
        )

    def _counted_zones(self, in_play: list[tuple[int, Chars]]) -> frozenset[str]:
        """The zones whose cards a "*" in play counts (B9.20; as the levels read it, a
        copy's own or the card's, layers.apply_levels)."""
        return counted_zones(self.objects, [oid for oid, _ in in_play])

    def next_timestamp(self) -> int:
        self.timestamp += 1
        return self.timestamp

    # --------------------------------------------------------------- zones
    def zone_list(self, obj: GameObject) -> list[int] | None:
        p = self.players[obj.owner]
        if obj.zone == _LIBRARY:
            return p.library
        if obj.zone == _HAND:
            return p.hand
        if obj.zone == _GRAVEYARD:
            return p.graveyard
        if obj.zone == _IN_PLAY:
            return self.battlefield
        if obj.zone == _REMOVED:
            return self.removed
        return None

    def move(
        self,
        oid: int,
        to: Zone,
        *,
        controller: int | None = None,
        tapped: bool = False,
        as_source: str | None = None,
        bottom: bool = False,
        cause: str = "",
        attach_to: int | None = None,
        copy_of: CardDef | None = None,
        choices: dict[str, str] | None = None,
        replaced: bool = False,
    ) -> None:
        """Move an object between zones; it becomes a new object (B16.13).

        Cards that would go to another player's library, hand or graveyard go to their
        owner's instead (B16.11); instants and sorceries never enter play (B14.10).
        """
        # D20.60, D20.91: "... would go to the odlagalište, instead ..." (zone_replacement.py)
        if (
            to == _GRAVEYARD
            and not replaced
            and any_zone_replacement(self)
            and zone_to_graveyard(self, oid, {"cause": cause, "bottom": bottom})
        ):
            return
        obj = self.objects[oid]
        frm = obj.zone
        if (
            to == _IN_PLAY
            and obj.card.types & {CardType.INSTANT, CardType.SORCERY}
            and not (as_source)
        ):
            return
        was_creature = frm == _IN_PLAY and self.chars(oid).is_creature
        lki = self.lki(oid) if frm == _IN_PLAY else None
        old_controller = obj.controller
        lst = self.zone_list(obj)
        if lst is not None and oid in lst:
            lst.remove(oid)
        if frm == _STACK:
            self.stack = [s for s in self.stack if not (s.kind == "spell" and s.source == oid)]
        if frm == _IN_PLAY:
            self._leave_play(oid)
        obj.reset_for_zone_change()
        obj.zone = to
        if to == _IN_PLAY:
            obj.controller = old_controller if controller is None else controller
            obj.base_controller = obj.controller
            obj.tapped = tapped
            if not as_source:
                # D20.12, D11.105: "enters play tapped / with counters" modify the event itself
                entering = copy_of or obj.card  # E4.40: a copy's "enters with" applies
                obj.tapped = tapped or entering.enters_tapped
                obj.counters = {k: int(v) for k, v in entering.enters_counters}
            obj.as_source = as_source
            obj.attached_to = attach_to
            obj.copy_of = copy_of
            obj.choices = dict(choices or {})  # E4.50: made as it enters, not afterwards
            obj.timestamp = self.next_timestamp()
        else:
            obj.controller = obj.owner
        new_list = self.zone_list(obj)
        if new_list is not None:
            if bottom:
                new_list.insert(0, oid)
            else:
                new_list.append(oid)
        self.emit(
            ZoneChanged(
                card=oid,
                from_zone=str(frm),  # a Zone's value (str() of a StrEnum: no `.value` calls)
                to_zone=str(to),
                owner=obj.owner,
                controller=old_controller,
                name=lki["name"] if lki else obj.card.name,
                token=obj.is_token,
                was_creature=was_creature,
                lki=lki,
                cause=cause,
                # Sveto Tlo (K64): whose spell or ability, resolving now, made it move (zone_cause)
                cause_controller=cause_controller(self) if frm == _IN_PLAY else None,
            )
        )

    def _leave_play(self, oid: int) -> None:
        # Auras and Equipment left attached to it are handled as state-based effects
        # (D21.54, D21.58).
        self.remove_from_combat(oid)

    def refresh_control(self, oid: int) -> None:
        """Level 2 (D19.51): the latest control effect decides; otherwise its owner's side.

        A creature whose controller changes is removed from combat (C7.20) and needs a new
        turn under its new controller before it can attack or use `@` (B12.34).
        """
        obj = self.objects[oid]
        if obj.zone != Zone.PLAY:
            return
        effects = [
            e
            for e in self.effects
            if e.op == "control" and (oid, obj.incarnation) in [tuple(a) for a in e.affected]
        ]
        # D19.56: an aura's "Kontrolišeš promenjeno biće" competes by its timestamp (aura_control)
        latest = [(e.timestamp, e.params["controller"]) for e in effects]
        latest += static_controllers(self, oid)
        new = max(latest)[1] if latest else obj.base_controller
        if new != obj.controller:
            old = obj.controller
            obj.controller = new
            obj.sick = True
            self.remove_from_combat(oid)
            self.emit(ControlChanged(card=oid, player=new, previous=old))

    def end_effects(self, duration: str) -> None:
        """Effects lasting "until end of turn" / "until end of combat" end (C1.40, C15.20)."""
        end_delayed(self, duration)
        ending = [e for e in self.effects if e.duration == duration]
        if not ending:
            return
        self.effects = [e for e in self.effects if e.duration != duration]
        self.touch()
        for e in ending:
            if e.op == "control":
                for oid, _inc in e.affected:
                    self.refresh_control(oid)

    def condition_holds(self, e: ContinuousEffect) -> bool:
        """Whether a "for as long as ..." effect may still last (D19.34); others always may."""
        if e.duration not in CONDITIONAL:
            return True
        obj = self.objects.get(e.source) if e.source is not None else None
        if obj is None or obj.zone != Zone.PLAY or obj.incarnation != e.source_incarnation:
            return False  # "[this]" left play: it is a new object now (B16.13)
        holds = DURATIONS.run_of(e.duration)  # izvori/engine/durations.py
        assert holds is not None, e.duration
        return bool(holds(self, e, obj))

    def end_conditional_effects(self) -> None:
        """D19.34: an effect lasting "for as long as ..." ends the moment that stops being so."""
        ending = [
            e for e in self.effects if e.duration in CONDITIONAL and not self.condition_holds(e)
        ]
        if not ending:
            return
        gone = {id(e) for e in ending}
        self.effects = [e for e in self.effects if id(e) not in gone]
        self.touch()
        for e in ending:
            if e.op == "control":
                for oid, _inc in e.affected:
                    self.refresh_control(oid)

    def remove_from_combat(self, oid: int) -> None:
        """C7.20: a creature removed from combat stops attacking/blocking."""
        c = self.combat
        if c is None:
            return
        if oid in c.attackers:
            c.attackers.remove(oid)
            # blockers of a removed attacker stay blocking creatures with nothing to block
            c.blocked_by.pop(oid, None)
        if oid in c.blocks:
            for att in c.blocks.pop(oid):
                if att in c.blocked_by and oid in c.blocked_by[att]:
                    c.blocked_by[att].remove(oid)
            # C10.26: the attacker stays blocked

    # ------------------------------------------------------------- actions
    def draw(self, player: int, as_game_action: bool = False) -> int | None:
        """D16.10–D16.40: draw the top card; from an empty library the player will lose."""
        p = self.players[player]
        if not p.library:
            p.drew_from_empty = True
            self.emit(DrewFromEmptyLibrary(player=player))
            return None
        oid = p.library.pop()
        obj = self.objects[oid]
        obj.reset_for_zone_change()
        obj.zone = Zone.HAND
        p.hand.append(oid)
        self.emit(CardDrawn(player=player, card=oid, game_action=as_game_action))
        return oid

    def change_life(self, player: int, amount: int, reason: str = "") -> None:
        if amount == 0:
            return
        self.players[player].life += amount
        self.emit(LifeChanged(player=player, amount=amount, reason=reason))

    def tap(self, oid: int) -> None:
        obj = self.objects[oid]
        if not obj.tapped:
            obj.tapped = True
            self.emit(Tapped(card=oid))

    def untap(self, oid: int) -> None:
        obj = self.objects[oid]
        if obj.tapped:
            obj.tapped = False
            self.emit(Untapped(card=oid))

    def destroy(self, oid: int, can_regenerate: bool = True) -> bool:
        """Destroy a permanent (Gl. "Uništiti"); regeneration replaces it (D20.62)."""
        obj = self.objects[oid]
        if obj.zone != Zone.PLAY or (self.frames and zone_moving(self, oid)):
            return False  # ... or already on its way, waiting for a choice (D20.91)
        if self.chars(oid).has(Keyword.INDESTRUCTIBLE):
            return False
        if can_regenerate and obj.regen_shields > 0:
            obj.regen_shields -= 1
            obj.damage = 0
            self.tap(oid)
            self.remove_from_combat(oid)
            self.emit(Regenerated(card=oid))
            return False
        self.emit(Destroyed(card=oid, name=self.chars(oid).name))
        self.move(oid, Zone.GRAVEYARD, cause="destroy")
        return True

    def sacrifice(self, oid: int) -> None:
        """Sacrifice is not destruction: regeneration can't save it (Gl. "Žrtvovanje")."""
        self.emit(Sacrificed(card=oid, name=self.chars(oid).name))
        self.move(oid, Zone.GRAVEYARD, cause="sacrifice")

    def discard(self, player: int, oid: int) -> None:
        self.emit(Discarded(player=player, card=oid, name=self.objects[oid].card.name))
        self.move(oid, Zone.GRAVEYARD, cause="discard")

    # ------------------------------------------------------------ game end
    def end_game(self, winner: int | None, reason: str) -> None:
        if self.result is not None:
            return
        self.result = GameResult(winner, reason)
        self.pending = None
        self.emit(GameOver(winner=winner, reason=reason))

    # ------------------------------------------------------------- utility
    def find_stack_item(self, item_id: int) -> StackItem | None:
        for s in self.stack:
            if s.id == item_id:
                return s
        return None

    def new_stack_id(self) -> int:
        i = self.next_id
        self.next_id += 1
        return i

    def target_alive(self, ref: int, incarnation: int) -> bool:
        if is_player_ref(ref):
            return not self.players[player_of_ref(ref)].lost
        obj = self.objects.get(ref)
        if obj is not None:
            return obj.incarnation == incarnation
        return self.find_stack_item(ref) is not None

    # ------------------------------------------------------- copy and digest
    def copy(self) -> Game:
        """A full, independent copy (for previews, undo and lookahead).

        Hand-written rather than `copy.deepcopy` because it is on the hot path of any
        lookahead: definitions, events and computed characteristics are immutable and shared.
        """
        new = Game.__new__(Game)
        # The slots only: what a test set on this game alone (its `__dict__`) is no state, and
        # reading `self.__dict__` would make it a real dict, where 3.11 no longer specializes
        # a method load on this game (`__slots__` above).
        for name, value in zip(_GAME_SLOTS, _game_slot_values(self), strict=True):
            setattr(new, name, value)
        new.rng = GameRandom.__new__(GameRandom)  # not seeded: the state is set next
        new.rng.setstate(self.rng.getstate())
        new.rng.changes = getattr(self.rng, "changes", 0)  # the same state: the same hash
        new.players = [_copy_player(p) for p in self.players]
        new.objects = _copy_objects(self.objects)
        new.tokens = list(self.tokens)
        new.copies = list(self.copies)
        new.battlefield = list(self.battlefield)
        new.removed = list(self.removed)
        new.stack = [_copy_stack_item(s) for s in self.stack]
        new.effects = [
            dataclasses.replace(e, affected=list(e.affected), params=copy.deepcopy(e.params))
            for e in self.effects
        ]
        new.turn_plan = list(self.turn_plan)
        new.combat = _copy_combat(self.combat) if self.combat is not None else None
        new.frames, new.pending_triggers = _copy_frames(self.frames, self.pending_triggers)
        new.delayed = [d.copy() for d in self.delayed]
        new.history = list(self.history)
        new.log = list(self.log)
        new.lookback = list(self.lookback)
        new.extra_turns = list(self.extra_turns)
        new.loops = self.loops.copy() if self.loops is not None else None
        new.attackers_this_turn = list(self.attackers_this_turn)
        new.zone_cards = list(self.zone_cards)
        new.skips = list(self.skips)
        new.derived = {}
        new.kept_sources = dict(self.kept_sources)
        new.kept_actions = dict(self.kept_actions)
        new._in_play = new._in_play_ids = None
        new._play_views = {}
        new._views_before = None
        new._grown_from = None
        new._chars_before = None
        return new

    def digest(self) -> str:
        """A canonical hash of the game state: equal states give equal digests."""
        return hashlib.sha256(
            json.dumps(self.state_summary(), sort_keys=True, ensure_ascii=False).encode()
        ).hexdigest()

    def _rng_digest(self) -> str:
        """A hash of the RNG state; remembered until the state changes (izvori.engine.rng),
        as it is long and seldom changes between two summaries (a loop position is taken at
        every spell, D22.30)."""
        changes = getattr(self.rng, "changes", None)  # None: a plain Random put here by hand
        last = self._rng_hash
        if last is not None and last[0] == changes:
            return last[1]
        h = hashlib.sha256(repr(self.rng.getstate()).encode()).hexdigest()
        self._rng_hash = None if changes is None else (changes, h)
        return h

    def state_summary(
        self, *, loop_position: bool = False, raw_objects: bool = False
    ) -> dict[str, Any]:
        """Everything that makes the state; `loop_position` leaves out activation counts,
        which grow on every iteration of a loop (D22.30, izvori.engine.loops), the objects
        outside play and the niz, whose place the zone lists already give, the loop memory
        and the pending decision. `raw_objects` (with `loop_position`) gives the objects as
        `object_values`, to be made rows (`object_rows`) only if the summary is encoded."""
        objects = (
            [self.objects[i] for i in (*self.battlefield, *self.removed)]
            + [self.objects[s.source] for s in self.stack if s.source is not None]
            if loop_position
            else self.objects.values()
        )
        objs: dict[str, list[Any]] | RawObjects
        if raw_objects:
            assert isinstance(objects, list)  # loop_position's
            objs = object_values(objects)
        else:
            objs = {
                str(o.id): object_row(
                    object_values_of(o),
                    o.counters,
                    o.choices,
                    None if loop_position else o.activations_this_turn,
                )
                for o in objects
            }
        summary: dict[str, Any] = {
            "turn": self.turn,
            "active": self.active,
            "step": self.step.value if self.turn_plan else None,
            "priority": self.priority_player,
            "players": [
                [p.life, p.library, p.hand, p.graveyard, sorted(p.pool.amounts.items())]
                for p in self.players
            ],
            "battlefield": self.battlefield,
            "stack": [
                [
                    s.id,
                    s.kind.value,
                    s.source,
                    s.controller,
                    sorted((k, [list(t) for t in v]) for k, v in s.targets.items()),
                    s.x,
                    s.mode,
                    s.revealed,
                ]
                + ([s.damage_dealt] if s.damage_dealt else [])  # only while it resolves
                for s in self.stack
            ],
            "objects": objs,
            "effects": [
                [
                    e.op,
                    e.affected,
                    sorted(e.params.items()),
                    *(
                        (e.duration, e.source, e.source_incarnation)
                        if e.duration in CONDITIONAL
                        else ()
                    ),
                ]
                for e in self.effects
            ],
            "result": [self.result.winner, self.result.reason] if self.result else None,
            # C1.60: only present while extra turns matter, so other digests keep their value
            **({"extra_turns": list(self.extra_turns)} if self.extra_turns else {}),
            **(
                {"interrupted_normal": self.interrupted_normal}
                if self.interrupted_normal is not None
                else {}
            ),
            "attackers_this_turn": self.attackers_this_turn,
            "rng": self._rng_digest(),
            # only when there are any, so digests of games without them are unchanged
            **({"delayed": [d.summary() for d in self.delayed]} if self.delayed else {}),
        }
        if self.skips:  # only when there are any, so digests of older saves stay the same
            summary["skips"] = [list(s) for s in self.skips]
        if not loop_position:
            # what a loop position leaves out (loops.position_key): the positions of this
            # step's plays — each of them encoded here only, when first asked for — and the
            # decision pending (keys are sorted when encoded: their place here doesn't matter)
            summary["loops"] = (
                [
                    list(self.loops.step_id),
                    [(pos.key, p, act) for pos, p, act in self.loops.taken],
                    self.loops.announced,
                ]
                if self.loops is not None
                else None
            )
            summary["pending"] = (
                [self.pending.player, self.pending.kind.value, self.pending.prompt]
                if self.pending
                else None
            )
        return summary


def _statics_by_op(
    in_play: list[tuple[int, Chars]],
) -> dict[str, tuple[tuple[int, int, StaticAbility], ...]]:
    """The static abilities in play by their `op` (Game.statics_with)."""
    found: dict[str, list[tuple[int, int, StaticAbility]]] = {}
    for oid, c in in_play:
        for i, st in enumerate(c.statics):
            found.setdefault(st.op, []).append((oid, i, st))
    return {op: tuple(statics) for op, statics in found.items()}


_GROW_STATICS_BY_OP = by_key(_statics_by_op)


def _copy_player(p: Player) -> Player:
    # the attributes as one dict, then the mutable ones replaced by copies
    d = p.__dict__.copy()
    d["pool"] = p.pool.copy()
    d["library"] = p.library.copy()
    d["hand"] = p.hand.copy()
    d["graveyard"] = p.graveyard.copy()
    new = object.__new__(Player)
    new.__dict__ = d
    return new


def _copy_frames(
    frames: list[Frame], pending: list[PendingTrigger]
) -> tuple[list[Frame], list[PendingTrigger]]:
    """Frames and waiting triggers, deep-copied; a frame with no attributes (the turn frame
    at every priority) holds no state, so a new one of its class is its copy."""
    if not pending and all(not fr.__dict__ for fr in frames):
        return [object.__new__(type(fr)) for fr in frames], []
    return copy.deepcopy((frames, pending))


def _copy_objects(objects: dict[int, GameObject]) -> dict[int, GameObject]:
    """Each object as copy.copy copies a plain dataclass, without its generic machinery (hot
    path): its attributes as one dict, its counters and choices copied (tests and tools
    write into them). Its activations this turn are shared: only the engine writes them, and
    never in place — a write puts a new dict in their place (objects.GameObject;
    test_perf_shortcuts checks every write in izvori/)."""
    make = object.__new__
    out = {}
    for i, o in objects.items():
        new = make(GameObject)
        d = new.__dict__ = o.__dict__.copy()
        d["counters"] = o.counters.copy()
        d["choices"] = o.choices.copy()
        out[i] = new
    return out


_PLAY = Zone.PLAY.value


def _copy_stack_item(s: StackItem) -> StackItem:
    new = copy.copy(s)
    new.targets = {k: list(v) for k, v in s.targets.items()}
    new.division = {k: dict(v) for k, v in s.division.items()}
    new.trigger_data = copy.deepcopy(s.trigger_data)
    new.combat_damage = [copy.copy(a) for a in s.combat_damage]
    new.source_lki = dict(s.source_lki)
    return new


def _copy_combat(c: Combat) -> Combat:
    return Combat(
        c.attacking_player,
        c.defending_player,
        list(c.attackers),
        {k: list(v) for k, v in c.blocks.items()},
        {k: list(v) for k, v in c.blocked_by.items()},
        set(c.blocked),
        c.first_strike_done,
        c.is_first_strike_step,
        set(c.dealt_damage),
    )


def normalize_answer(decision: Decision, answer: Any) -> Any:
    """Turn a JSON-shaped answer into the engine's shape for this kind of decision."""
    kind = decision.kind
    if kind in (_PRIORITY, _PAY):
        # an Action (nearly every answer) is the engine's shape already: no call to say so
        return answer if isinstance(answer, Action) else Action.from_json(answer)
    if kind in (
        DecisionKind.TARGETS,
        DecisionKind.CHOOSE_SOME,
        DecisionKind.ATTACKERS,
        DecisionKind.ORDER,
    ):
        if not isinstance(answer, (list, tuple)):
            raise IllegalAnswer("answer.not_a_list")
        return list(answer)
    if kind == DecisionKind.BLOCKERS:
        if not isinstance(answer, (list, tuple)):
            raise IllegalAnswer("answer.not_a_list")
        pairs = []
        for pair in answer:
            if not isinstance(pair, (list, tuple)) or len(pair) != 2:
                raise IllegalAnswer("answer.malformed")
            pairs.append((pair[0], pair[1]))
        return pairs
    if kind == DecisionKind.DIVIDE:
        if isinstance(answer, dict):
            answer = list(answer.items())
        if not isinstance(answer, (list, tuple)):
            raise IllegalAnswer("answer.not_a_list")
        out = []
        for pair in answer:
            if not isinstance(pair, (list, tuple)) or len(pair) != 2:
                raise IllegalAnswer("answer.malformed")
            if not isinstance(pair[1], int) or isinstance(pair[1], bool):
                raise IllegalAnswer("answer.malformed")
            out.append((pair[0], pair[1]))
        return out
    if kind == DecisionKind.NUMBER:
        if not isinstance(answer, int) or isinstance(answer, bool):
            raise IllegalAnswer("answer.not_a_number")
        return answer
    if kind == DecisionKind.YES_NO:
        if not isinstance(answer, bool):
            raise IllegalAnswer("answer.not_yes_no")
        return answer
    return answer


# Game's attributes, for `copy`
_GAME_SLOTS: tuple[str, ...] = tuple(n for n in Game.__slots__ if n != "__dict__")
_game_slot_values = operator.attrgetter(*_GAME_SLOTS)
