"""The game log in Serbian: engine events (izvori.engine.events) rendered as readable lines.

Each event class that the log tells about has one function, registered with `@log_line(TheEvent)`
and reading the event's typed fields; `event_line` picks it by the event's class. The classes the
log leaves out are listed in `SILENT` (tests/tui/test_gamelog_classes.py fails on a class in
neither). Only public information is rendered: a draw says that a card was drawn, never which
one; a card moving between two hidden zones is not named. Noise the status line already shows
(taps, mana, step changes) is left out. `LogBook` renders incrementally and notices when the
engine rolled its log back (a cancelled cast removes the events it had emitted).
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from typing import Any, TypeVar

from izvori.engine.events import (
    AbilityActivated,
    AbilityTriggered,
    AllCombatDamagePrevented,
    Attached,
    AttackersDeclared,
    BecameCopy,
    BlockersDeclared,
    CardDrawn,
    CardRevealed,
    CardsRevealed,
    CoinTossed,
    CombatDamageAssigned,
    CombatDamageResolves,
    Conceded,
    ContinuousEffectAdded,
    ControlChanged,
    CopyGone,
    Countered,
    CountersPlaced,
    DamageDealt,
    DamagePrevented,
    DamageRedirected,
    DelayedTriggerCreated,
    DelayedTriggerStopped,
    Destroyed,
    Discarded,
    DrawReplaced,
    DrewFromEmptyLibrary,
    Event,
    ExtraPhasesAdded,
    ExtraStepAdded,
    ExtraTurnAdded,
    GameOver,
    HandRevealed,
    LibraryShuffled,
    LifeChanged,
    LifeGainReplaced,
    LoopLastWord,
    LoopShortcut,
    ManaAdded,
    ManaBurn,
    MayChosen,
    NotCountered,
    PaidUnless,
    PreventionShield,
    Pumped,
    RedirectionShield,
    Regenerated,
    RegenerationShield,
    Resolved,
    Sacrificed,
    SkipAdded,
    Skipped,
    SourcePlayed,
    SourcePreventionShield,
    SpellCast,
    SpellCopied,
    StaticIgnored,
    StepBegan,
    Tapped,
    TargetChanged,
    TargetKept,
    TextChanged,
    TokenGone,
    TurnBegan,
    Unattached,
    Untapped,
    ValueChosen,
    ZoneChanged,
    ZoneChangeReplaced,
)
from izvori.engine.game import Game
from izvori.engine.objects import is_player_ref, player_of_ref
from izvori.strings import t

_HIDDEN = {"biblioteka", "ruka"}
#: Events the log leaves out: noise the status line already shows (taps, mana, steps), and
#: changes another line already tells about or that players see on the board.
SILENT: frozenset[type[Event]] = frozenset(
    {
        Tapped,
        Untapped,
        StepBegan,
        CombatDamageResolves,
        RegenerationShield,
        LibraryShuffled,
        Attached,
        ContinuousEffectAdded,
        ControlChanged,
        ExtraPhasesAdded,
        ExtraStepAdded,
        ExtraTurnAdded,
        AllCombatDamagePrevented,
        PreventionShield,
    }
)
# zone moves another event already tells about
_COVERED_CAUSES = {"destroy", "sacrifice", "discard", "cast", "source", "resolve", "reveal"}


def _player(game: Game, index: Any) -> str:
    if isinstance(index, int) and 0 <= index < len(game.players):
        return game.players[index].name
    return "?"


def _ref(game: Game, ref: Any) -> str:
    if not isinstance(ref, int):
        return "?"
    if is_player_ref(ref):
        return _player(game, player_of_ref(ref))
    obj = game.objects.get(ref)
    if obj is None:
        item = game.find_stack_item(ref)
        return "?" if item is None else str(item.source_lki.get("name", "?"))
    if obj.zone.value in _HIDDEN:
        return "?"
    return game.chars(ref).name if obj.zone.value == "u igri" else obj.card.name


_E = TypeVar("_E", bound=Event)
#: an event class → the function that writes its line (None: no line this time)
_LINES: dict[type[Event], Callable[[Game, Any], str | None]] = {}


def log_line(
    cls: type[_E],
) -> Callable[[Callable[[Game, _E], str | None]], Callable[[Game, _E], str | None]]:
    """Register the function that writes the log line of events of class `cls`."""

    def wrap(fn: Callable[[Game, _E], str | None]) -> Callable[[Game, _E], str | None]:
        if cls in _LINES or cls in SILENT:
            raise ValueError(f"the log already knows {cls.__name__}")
        _LINES[cls] = fn
        return fn

    return wrap


def event_line(game: Game, ev: Event) -> str | None:
    """One log line for an event, or None for events the log leaves out."""
    write = _LINES.get(type(ev))
    return None if write is None else write(game, ev)


@log_line(TurnBegan)
def _turn(game: Game, ev: TurnBegan) -> str:
    return t("log.turn", turn=ev.turn, player=_player(game, ev.player))


@log_line(CoinTossed)
def _coin_toss(game: Game, ev: CoinTossed) -> str:
    return t("log.coin_toss", player=_player(game, ev.player))


@log_line(CardDrawn)
def _draw(game: Game, ev: CardDrawn) -> str:
    return t("log.draw", player=_player(game, ev.player))


@log_line(DrewFromEmptyLibrary)
def _draw_empty(game: Game, ev: DrewFromEmptyLibrary) -> str:
    return t("log.draw_empty", player=_player(game, ev.player))


@log_line(DrawReplaced)
def _draw_replaced(game: Game, ev: DrawReplaced) -> str:
    return t("log.draw_replaced", player=_player(game, ev.player), name=ev.name)


@log_line(CardRevealed)
def _reveal_card(game: Game, ev: CardRevealed) -> str:
    return t("log.reveal_card", player=_player(game, ev.player), name=ev.name)


@log_line(SkipAdded)
def _skip_added(game: Game, ev: SkipAdded) -> str:
    what = t(f"skip.next.{ev.what}")
    return t("log.skip_added", player=_player(game, ev.player), what=what, count=ev.count)


@log_line(Skipped)
def _skipped(game: Game, ev: Skipped) -> str:
    return t("log.skipped", player=_player(game, ev.player), what=t(f"skip.now.{ev.what}"))


@log_line(ManaAdded)
def _mana(game: Game, ev: ManaAdded) -> str | None:
    if not ev.triggered:
        return None  # ordinary mana is left out (the status line shows the pool)
    # D12.30: extra mana from a triggered mana ability
    return t(
        "log.mana_triggered",
        name=_ref(game, ev.card),
        player=_player(game, ev.player),
        amount=ev.amount,
        kind=t(f"mana.{ev.mana}"),
    )


@log_line(SourcePlayed)
def _source_played(game: Game, ev: SourcePlayed) -> str:
    return t(
        "log.source_played",
        player=_player(game, ev.player),
        name=ev.name,
        source=_source_kind(ev.source_type),
    )


@log_line(SpellCast)
def _cast(game: Game, ev: SpellCast) -> str:
    key = "log.cast_copy" if ev.copy else "log.cast"
    line = t(key, player=_player(game, ev.player), name=ev.name)
    return line + (t("log.mode", mode=ev.mode) if ev.mode else "")


@log_line(SpellCopied)
def _spell_copied(game: Game, ev: SpellCopied) -> str:
    return t("log.spell_copied", player=_player(game, ev.player), name=ev.name)


@log_line(CopyGone)
def _copy_gone(game: Game, ev: CopyGone) -> str:
    return t("log.copy_gone", name=ev.name)


@log_line(BecameCopy)
def _became_copy(game: Game, ev: BecameCopy) -> str:
    return t("log.became_copy", name=ev.name, of_name=ev.of_name)


@log_line(ValueChosen)
def _chosen(game: Game, ev: ValueChosen) -> str:
    return t("log.chosen", player=_player(game, ev.player), name=ev.name, value=ev.value)


@log_line(CardsRevealed)
def _reveal(game: Game, ev: CardsRevealed) -> str:
    # revealed cards are public: the log names them
    return t(
        "log.reveal",
        player=_player(game, ev.player),
        cards=", ".join(ev.names) or t("log.reveal_none"),
        taken=", ".join(ev.taken) or t("log.reveal_none"),
    )


@log_line(HandRevealed)
def _reveal_hand(game: Game, ev: HandRevealed) -> str:
    # a hand revealed by an effect (Pogled kroz Noć) is public: the log names its cards
    cards = ", ".join(ev.names) or t("log.reveal_none")
    return t("log.reveal_hand", player=_player(game, ev.player), cards=cards)


@log_line(AbilityActivated)
def _activate(game: Game, ev: AbilityActivated) -> str:
    line = t("log.activate", player=_player(game, ev.player), name=ev.name)
    return line + (t("log.mode", mode=ev.mode) if ev.mode else "")


@log_line(AbilityTriggered)
def _trigger(game: Game, ev: AbilityTriggered) -> str:
    return t("log.trigger", name=ev.name)


@log_line(Resolved)
def _resolve(game: Game, ev: Resolved) -> str:
    # D5.30: an intervening "if" false on resolution: the ability does nothing, say so
    key = "log.resolve_nothing" if ev.nothing else "log.resolve"
    return t(key, name=ev.name)


@log_line(Countered)
def _countered(game: Game, ev: Countered) -> str:
    return t("log.countered", name=ev.name)


@log_line(DamageDealt)
def _damage(game: Game, ev: DamageDealt) -> str:
    return t(
        "log.damage",
        source=ev.source_name or "?",
        amount=ev.amount,
        target=_ref(game, ev.recipient),
    )


@log_line(DamagePrevented)
def _prevented(game: Game, ev: DamagePrevented) -> str:
    return t("log.prevented", amount=ev.amount, target=_ref(game, ev.recipient))


@log_line(DamageRedirected)
def _redirected(game: Game, ev: DamageRedirected) -> str:
    return t(
        "log.redirected",
        amount=ev.amount,
        target=_ref(game, ev.recipient),
        to=_ref(game, ev.to),
    )


@log_line(RedirectionShield)
def _redirect_shield(game: Game, ev: RedirectionShield) -> str:
    to = " / ".join(_ref(game, r) for r in ev.to)
    target = _ref(game, ev.recipient)
    if ev.amount is None:
        return t("log.redirect_shield_all", target=target, to=to)
    return t("log.redirect_shield", amount=ev.amount, target=target, to=to)


@log_line(SourcePreventionShield)
def _source_shield(game: Game, ev: SourcePreventionShield) -> str:
    return t(
        "log.source_shield",
        source=_ref(game, ev.source),
        target=_ref(game, ev.recipient),
    )


@log_line(MayChosen)
def _may(game: Game, ev: MayChosen) -> str:
    return t("log.may_yes" if ev.choice else "log.may_no", player=_player(game, ev.player))


@log_line(LifeChanged)
def _life(game: Game, ev: LifeChanged) -> str | None:
    if ev.reason == "damage":
        return None  # the damage line tells it
    key = "log.life_gain" if ev.amount > 0 else "log.life_loss"
    return t(key, player=_player(game, ev.player), amount=abs(ev.amount))


@log_line(LoopLastWord)
def _loop_last_word(game: Game, ev: LoopLastWord) -> str:
    return t("log.loop_last_word", player=_player(game, ev.player))


@log_line(LoopShortcut)
def _loop_line(game: Game, ev: LoopShortcut) -> str:
    """A loop shortcut (D22.20, D22.30, D22.50): the number named and the number agreed."""
    player = _player(game, ev.player)
    other = _player(game, 1 - ev.player) if ev.player in (0, 1) else "?"
    count, agreed, rule = ev.count, ev.agreed, ev.rule
    if agreed == count:
        key = "log.loop_agreed" if rule != "D22.20" else "log.loop_repeated"
    elif rule == "D22.50":
        key = "log.loop_higher"
    elif rule == "D22.30":
        key = "log.loop_lower"
    else:
        key = "log.loop_intervened"
    return t(key, player=player, other=other, count=count, agreed=agreed, rule=rule)


@log_line(ZoneChangeReplaced)
def _zone_replaced_line(game: Game, ev: ZoneChangeReplaced) -> str:
    """D20.60, D20.91: a card went elsewhere instead of the odlagalište."""
    name = ev.name or t("log.zone_replaced_card", player=_player(game, ev.owner))
    where = "removed" if ev.to_zone == "removed" else "library_top"
    if ev.source_name:
        return t(f"log.zone_replaced_{where}", name=name, source=ev.source_name)
    return t(f"log.zone_replaced_{where}_plain", name=name)


@log_line(LifeGainReplaced)
def _life_gain_replaced(game: Game, ev: LifeGainReplaced) -> str:
    return t(
        "log.life_gain_replaced",
        player=_player(game, ev.player),
        amount=ev.amount,
        name=ev.name,
    )


@log_line(ManaBurn)
def _mana_burn(game: Game, ev: ManaBurn) -> str:
    return t("log.mana_burn", player=_player(game, ev.player), amount=ev.amount)


@log_line(AttackersDeclared)
def _attackers(game: Game, ev: AttackersDeclared) -> str:
    names = ", ".join(_ref(game, c) for c in ev.cards)
    return t("log.attackers", player=_player(game, ev.player), cards=names)


@log_line(BlockersDeclared)
def _blockers(game: Game, ev: BlockersDeclared) -> str:
    pairs = "; ".join(
        t("log.block_pair", blocker=_ref(game, b), attacker=_ref(game, a)) for b, a in ev.pairs
    )
    return t("log.blockers", player=_player(game, ev.player), pairs=pairs)


@log_line(CombatDamageAssigned)
def _combat_damage(game: Game, ev: CombatDamageAssigned) -> str:
    return t("log.combat_damage")


@log_line(Destroyed)
def _destroyed(game: Game, ev: Destroyed) -> str:
    return t("log.destroyed", name=ev.name)


@log_line(Sacrificed)
def _sacrificed(game: Game, ev: Sacrificed) -> str:
    return t("log.sacrificed", name=ev.name)


@log_line(Regenerated)
def _regenerated(game: Game, ev: Regenerated) -> str:
    return t("log.regenerated", name=_ref(game, ev.card))


@log_line(Discarded)
def _discard(game: Game, ev: Discarded) -> str:
    return t("log.discard", player=_player(game, ev.player), name=ev.name)


@log_line(CountersPlaced)
def _counters(game: Game, ev: CountersPlaced) -> str:
    return t("log.counters", name=_ref(game, ev.card), counter=ev.counter, count=ev.count)


@log_line(Pumped)
def _pump(game: Game, ev: Pumped) -> str:
    names = ", ".join(_ref(game, c) for c in ev.cards)
    return t("log.pump", cards=names, power=ev.power, toughness=ev.toughness)


@log_line(TextChanged)
def _text_changed(game: Game, ev: TextChanged) -> str:
    names = ", ".join(_ref(game, c) for c in ev.cards)
    return t("log.text_changed", cards=names, old=ev.old, new=ev.new)


@log_line(TokenGone)
def _token_gone(game: Game, ev: TokenGone) -> str:
    return t("log.token_gone", name=ev.name)


@log_line(Unattached)
def _unattached(game: Game, ev: Unattached) -> str:
    return t("log.unattached", name=_ref(game, ev.card))


@log_line(PaidUnless)
def _paid_unless(game: Game, ev: PaidUnless) -> str:
    return t("log.paid_unless", player=_player(game, ev.player))


@log_line(DelayedTriggerCreated)
def _delayed_created(game: Game, ev: DelayedTriggerCreated) -> str:
    at = t(f"log.delayed_at.{ev.at}")
    names = ", ".join(_ref(game, c) for c in ev.cards)
    key = "log.delayed_created_cards" if names else "log.delayed_created"
    return t(key, name=ev.name, at=at, cards=names)


@log_line(DelayedTriggerStopped)
def _delayed_stopped(game: Game, ev: DelayedTriggerStopped) -> str:
    return t("log.delayed_stopped", player=_player(game, ev.player), name=ev.name)


@log_line(TargetChanged)
def _target_changed(game: Game, ev: TargetChanged) -> str:
    return t("log.target_changed", name=ev.name, target=_ref(game, ev.target))


@log_line(TargetKept)
def _target_kept(game: Game, ev: TargetKept) -> str:
    return t("log.target_kept", name=ev.name)


@log_line(NotCountered)
def _not_countered(game: Game, ev: NotCountered) -> str:
    return t("log.not_countered", name=ev.name)


@log_line(StaticIgnored)
def _ignore_static(game: Game, ev: StaticIgnored) -> str:
    return t("log.ignore_static", player=_player(game, ev.player), name=ev.name)


@log_line(Conceded)
def _concede(game: Game, ev: Conceded) -> str:
    return t("log.concede", player=_player(game, ev.player))


@log_line(GameOver)
def _game_over(game: Game, ev: GameOver) -> str:
    if ev.winner is None:
        return t("log.game_over_draw", reason=t(f"reason.{ev.reason}"))
    return t("log.game_over", player=_player(game, ev.winner))


@log_line(ZoneChanged)
def _zone_line(game: Game, ev: ZoneChanged) -> str | None:
    if ev.cause in _COVERED_CAUSES:
        return None
    frm, to = ev.from_zone, ev.to_zone
    owner = _player(game, ev.owner)
    if frm in _HIDDEN and to in _HIDDEN:
        return t("log.zone_hidden", player=owner, frm=frm, to=to)
    return t("log.zone", name=ev.name, frm=frm, to=to)


def turn_began(events: Sequence[Event]) -> bool:
    """Whether turn 1 began among `events` (before it, draws fill the opening hands)."""
    return any(isinstance(ev, TurnBegan) for ev in events)


def logged_lines(game: Game, events: Sequence[Event], *, started: bool) -> tuple[list[str], bool]:
    """The log's lines for `events`, and whether turn 1 has begun after them. Until it has
    (`started` says whether it had before `events`), the opening hands' draws are not logged
    card by card: what is drawn into a hand is hidden, and seven draw lines say nothing."""
    lines: list[str] = []
    for ev in events:
        started = started or isinstance(ev, TurnBegan)
        if isinstance(ev, CardDrawn) and not started:
            continue
        line = event_line(game, ev)
        if line is not None:
            lines.append(line)
    return lines, started


@dataclass
class LogFollower:
    """The lines of `game.log` rendered so far, per event."""

    events: list[object] = field(default_factory=list)  # the engine's events
    lines: list[str] = field(default_factory=list)
    ends: list[int] = field(default_factory=list)  # len(lines) after each event
    begun: list[bool] = field(default_factory=list)  # turn 1 had begun after each event

    def update(self, game: Game) -> tuple[int, list[str]]:
        """(keep, new): keep the first `keep` lines rendered before, then add `new`."""
        log = game.log
        n = len(self.events)
        same = n if n <= len(log) and (n == 0 or log[n - 1] is self.events[-1]) else 0
        if not same and n:
            same = _shared(self.events, log)
            del self.events[same:], self.ends[same:], self.begun[same:]
            del self.lines[self.ends[-1] if self.ends else 0 :]
        keep = len(self.lines)
        started = self.begun[-1] if self.begun else False
        for ev in log[same:]:
            fresh, started = logged_lines(game, (ev,), started=started)
            self.events.append(ev)
            self.lines.extend(fresh)
            self.ends.append(len(self.lines))
            self.begun.append(started)
        return keep, self.lines[keep:]


def _shared(before: Sequence[object], now: Sequence[object]) -> int:
    """How many events the two logs share from the start."""
    for i, (a, b) in enumerate(zip(before, now, strict=False)):
        if a is not b and a != b:
            return i
    return min(len(before), len(now))


@dataclass
class LogBook:
    """Incremental rendering of `game.log`; `update` says whether to start over."""

    follower: LogFollower = field(default_factory=LogFollower)

    def update(self, game: Game) -> tuple[bool, list[str]]:
        """Returns (reset, new_lines): with reset, `new_lines` is the whole log."""
        before = len(self.follower.lines)
        keep, fresh = self.follower.update(game)
        if keep == before:
            # the lines shown so far stay (the usual case, also after a cancelled cast)
            return (before == 0 and bool(fresh)), fresh
        return True, list(self.follower.lines)


def _source_kind(kind: str) -> str:
    """A basic source's type (Šuma, ...) or what a non-basic source is, in Serbian (B12.77)."""
    if kind == "artifact":
        return t("log.source_kind.artifact")
    if kind == "printed":
        return t("log.source_kind.printed")
    return kind
