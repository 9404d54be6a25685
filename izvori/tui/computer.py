"""Playing against the computer in the TUI (issue 14 item 6).

`ComputerSeat` plays one seat of a game screen: whenever that seat is asked (or could act but
would pass automatically), its agent decides in a worker thread from that seat's view only, so
the screen never freezes; "Računar razmišlja…" appears after 0.5 s. Each answer goes through
the controller (so it is saved, and resume and replays work as for hot-seat games), its one-line
reason goes to the log, and the next step waits a short pause so the human can follow the
computer's actions one by one. The human is stopped by his usual stops when it attacks,
targets or puts something on the niz — the controller decides that as in hot-seat.

`suggest` asks the same heuristic what it would do in the human's place (for learning).

The TUI does not import `izvori.agents` (issue 15, an import contract): what it calls is the
small protocols below, and the command line hands the app an `Opponents` that builds the real
agents (`izvori.cli.opponents`). Without one the app offers hot-seat games only.
"""

from __future__ import annotations

import asyncio
import functools
from collections.abc import Mapping
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any, Protocol

from izvori.cards.library import LoadError, load_cards_or_raise, load_deck_by_name
from izvori.collector import collect, held
from izvori.engine import Action, CardDef, Decision, GameView, view
from izvori.strings import t
from izvori.tui.controller import Ask, AutoPass, Next, player_names

if TYPE_CHECKING:
    from izvori.tui.screens.game import GameScreen

#: Seconds before the thinking line shows; pause after each of the computer's plays.
THINKING_AFTER = 0.5
PAUSE = 0.6
#: The save settings that make a game one against the computer (read back on resume).
SETTING_LEVEL = "computer"
SETTING_SEAT = "computer_seat"


class Answer(Protocol):
    """An agent's answer for `game.submit` and its one-line Serbian reason (may be empty)."""

    @property
    def answer(self) -> Any: ...

    @property
    def reason(self) -> str: ...


class Thinker(Protocol):
    """A computer player: decides from its seat's view only."""

    def decide(self, seen: GameView, decision: Decision) -> Answer: ...


class Picker(Protocol):
    """Some legal answer to a decision (the tutorial opponent's fallback)."""

    def choose(self, decision: Decision) -> Any: ...


#: Both decks' open lists (card name: count), per seat.
DeckLists = tuple[Mapping[str, int], Mapping[str, int]]


class Opponents(Protocol):
    """What the app may ask of the computer players (built by the command line)."""

    @property
    def levels(self) -> tuple[str, ...]:
        """The levels a human can play against, weakest first."""
        ...

    def computer(
        self, level: str, cards: Mapping[str, CardDef], seed: int, decklists: DeckLists | None
    ) -> Thinker:
        """A fresh computer player; KeyError for an unknown level."""
        ...

    def adviser(self, cards: Mapping[str, CardDef], seed: int) -> Thinker:
        """The heuristic asked what it would do in the human's place."""
        ...

    def tutorial_opponent(self) -> Picker: ...


@functools.cache
def _cards() -> dict[str, CardDef]:
    """The public card definitions the agents read (loaded once)."""
    return load_cards_or_raise()


@dataclass
class ComputerSeat:
    seat: int
    level: str
    agent: Thinker
    pause: float = PAUSE
    reasons: list[str] = field(default_factory=list)
    thinking: bool = False

    @classmethod
    def create(
        cls,
        opponents: Opponents,
        level: str,
        seat: int = 1,
        seed: int = 0,
        pause: float = PAUSE,
        deck_names: tuple[str, str] | None = None,
    ) -> ComputerSeat:
        """Raises KeyError for an unknown level (callers show `ai.unknown_agent`). The two
        decks' open lists, when known, are what a search samples the unknown cards from."""
        agent = opponents.computer(level, _cards(), seed, _decklists(deck_names))
        return cls(seat, level, agent, pause)

    @property
    def human(self) -> int:
        return 1 - self.seat

    def settings(self) -> dict[str, object]:
        return {SETTING_LEVEL: self.level, SETTING_SEAT: self.seat}

    def takes(self, step: Next) -> bool:
        """Its own decisions, and priority it could use (its stops are the agent's own)."""
        if isinstance(step, Ask):
            return step.decision.player == self.seat
        # every priority of its seat, also where a human's stops would pass: the agent decides
        # for itself whether to act (its answers are as fast as a pass when it has nothing)
        return isinstance(step, AutoPass) and step.player == self.seat

    def move(self, screen: GameScreen) -> None:
        """Think in a worker thread, then answer (see the module docstring)."""
        game = screen.ctl.game
        decision = game.pending
        assert decision is not None
        seen = view(game, self.seat)
        screen.viewer = self.human  # no hand-over screens: the human's hand stays shown
        screen.ctl.took_keyboard(self.human)
        screen.redraw()
        self.thinking = True
        timer = screen.set_timer(THINKING_AFTER, lambda: screen.set_autoline(t("ai.thinking")))

        async def think() -> None:
            try:
                choice = await asyncio.to_thread(_decide, self.agent, seen, decision)
            except Exception as e:  # an agent bug must not lose the game (the save holds it)
                timer.stop()
                self.thinking = False
                screen.izvori.crashed(e)
                return
            timer.stop()
            self.thinking = False
            if game.pending is not decision or not screen.is_attached or not screen.children:
                # the game moved on (a new game, a recovery), or this screen was replaced or
                # taken down (a resume, the app closing) while it thought: a stale answer
                return
            self.answer(screen, choice)

        screen.run_worker(think(), group="computer", exclusive=True)

    def answer(self, screen: GameScreen, choice: Answer) -> None:
        try:
            screen.ctl.submit(choice.answer)
        except Exception as e:  # an engine bug: the save holds the last good answer
            screen.izvori.crashed(e)
            return
        if not screen.query("#status"):
            # the screen is not (or no longer) built: show the move once it is, if ever
            screen.call_after_refresh(screen.advance)
            return
        screen.set_autoline("")
        screen.redraw()
        delay = 0.0
        if choice.reason:
            name = player_names(screen.ctl.game)[self.seat]
            line = t("ai.log_line", player=name, reason=choice.reason)
            self.reasons.append(line)
            screen.write_log_line(line)
            delay = self.pause
        if not isinstance(choice.answer, Action) or choice.answer.kind != "pass":
            delay = max(delay, self.pause / 2)
        if delay > 0:
            # the move is on screen and the human reads it: a good moment for the collector's
            # full pass, rather than in the middle of the next answer or key (izvori.collector)
            screen.call_after_refresh(collect)
            screen.set_timer(delay, screen.advance)
        else:
            screen.advance()


def _decide(agent: Thinker, seen: GameView, decision: Decision) -> Answer:
    """The worker thread's call: no cycle collection inside the answer (izvori.collector)."""
    with held():
        return agent.decide(seen, decision)


def _decklists(deck_names: tuple[str, str] | None) -> DeckLists | None:
    """Both decks' lists (card name: count): public, as in the paper game's open deck lists.
    None when a deck can't be read (a position prepared in code); the search then samples
    from the whole card pool."""
    if deck_names is None or not all(deck_names):
        return None
    try:
        first, second = (load_deck_by_name(n, _cards()) for n in deck_names)
    except (LoadError, OSError):
        return None
    return dict(first.counts), dict(second.counts)


def computer_for(
    opponents: Opponents | None,
    level: str | None,
    seed: int,
    deck_names: tuple[str, str] | None = None,
) -> ComputerSeat | None:
    """The computer for a new game (None: hot-seat); an unknown level plays the weakest one."""
    if not level or opponents is None or not opponents.levels:
        return None
    try:
        return ComputerSeat.create(opponents, level, seed=seed, deck_names=deck_names)
    except KeyError:
        weakest = opponents.levels[0]
        return ComputerSeat.create(opponents, weakest, seed=seed, deck_names=deck_names)


def computer_settings(seat: ComputerSeat | None) -> dict[str, object]:
    return seat.settings() if seat is not None else {}


def computer_from_settings(
    opponents: Opponents | None,
    settings: object,
    seed: int,
    deck_names: tuple[str, str] | None = None,
) -> ComputerSeat | None:
    """The computer of a resumed game, from its save (answers so far are in the save; a fresh
    agent of the same level continues)."""
    if not isinstance(settings, dict) or opponents is None:
        return None
    level = settings.get(SETTING_LEVEL)
    seat = settings.get(SETTING_SEAT, 1)
    if not isinstance(level, str) or seat not in (0, 1):
        return None
    try:
        return ComputerSeat.create(
            opponents, level, seat=int(seat), seed=seed, deck_names=deck_names
        )
    except KeyError:
        return None


def suggest(opponents: Opponents, seen: GameView, screen: GameScreen) -> str:
    """What the heuristic would do in the human's place, with its reason (one line)."""
    decision = screen.ctl.game.pending
    if decision is None:
        return ""
    helper = opponents.adviser(_cards(), seen.turn)
    choice = helper.decide(seen, decision)
    what = describe(seen, choice)
    return t("ai.suggest_line", answer=what, reason=choice.reason or t("ai.suggest_no_reason"))


def describe(seen: GameView, choice: Answer) -> str:
    """A short Serbian description of an answer (card names the viewer can see)."""
    a = choice.answer
    if isinstance(a, Action):
        card = seen.find_card(a.obj) if a.obj else None
        name = card.name if card is not None else ""
        return t(f"ai.action.{a.kind}", card=name)
    if isinstance(a, list):
        parts = []
        for item in a:
            ref = item[0] if isinstance(item, list) else item
            card = seen.find_card(ref) if isinstance(ref, int) and ref >= 0 else None
            if isinstance(ref, int) and ref < 0:
                parts.append(seen.player(-1 - ref).name)
            else:
                parts.append(card.name if card is not None else str(ref))
        return ", ".join(parts) if parts else t("ai.action.none")
    return str(a)
