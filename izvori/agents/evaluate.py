"""How good a position is for one player, from his view (issue 14 item 2: the evaluation
search scores its rollouts with).

In damage units (power and toughness are tens, life starts at 200): life with a danger term
when the opponent's board threatens to finish us soon, board value from power, toughness and
keywords (`knowledge.creature_value`), cards in hand, sources in play (up to what a hand
needs), and a turns-to-kill clock both ways. A won game is worth more than any position.
"""

from __future__ import annotations

import math

from izvori.agents.combat_plan import power
from izvori.agents.knowledge import creature_value
from izvori.engine.view import GameView

WIN = 100_000.0
HAND_CARD = 15.0  # a card in hand: about a small creature's worth of options
SOURCE = 10.0  # a source in play, up to ENOUGH_SOURCES
ENOUGH_SOURCES = 7
OTHER_PERMANENT = 15.0  # an artifact or a Promena in play (not a creature or a source)
CLOCK = 25.0  # per turn of difference in how soon each side kills the other
DANGER = 60.0  # per turn short of three before the opponent's board kills us


def evaluate(seen: GameView, me: int) -> float:
    """Higher is better for `me`."""
    if seen.over:
        return outcome(seen.result_winner, me)
    return _side(seen, me) - _side(seen, 1 - me)


def outcome(winner: int | None, me: int) -> float:
    """A finished game's worth for `me` (`winner` None: a draw). The search scores a rollout
    that ended the game with this, without building a view."""
    if winner is None:
        return 0.0
    return WIN if winner == me else -WIN


def _side(seen: GameView, p: int) -> float:
    pl = seen.player(p)
    other = seen.player(1 - p)
    mine = seen.permanents_of(p)
    creatures = [c for c in mine if c.is_creature]
    board = sum(creature_value(c) for c in creatures)
    sources = sum(1 for c in mine if c.is_source and not c.is_creature)
    others = sum(1 for c in mine if not c.is_creature and not c.is_source)
    attack = sum(max(0, power(c)) for c in creatures)
    # the clock: turns this side needs to kill the other with its board (C10 unblocked)
    my_clock = math.ceil(other.life / attack) if attack > 0 else 10
    score = (
        pl.life
        + board
        + HAND_CARD * pl.hand_count
        + SOURCE * min(sources, ENOUGH_SOURCES)
        + OTHER_PERMANENT * others
        - CLOCK * min(my_clock, 10)
    )
    # danger: the other side's board kills this one within a turn or two
    their_attack = sum(max(0, power(c)) for c in seen.permanents_of(1 - p) if c.is_creature)
    if their_attack > 0:
        their_clock = math.ceil(max(pl.life, 1) / their_attack)
        score -= DANGER * max(0, 3 - their_clock)
    if pl.library_count < 3:
        score -= 40.0 * (3 - pl.library_count)  # decking (D16.40) is near
    return score
