"""How good a position is for one player, from his view (issue 14 item 2: the evaluation
search scores its rollouts with).

In damage units (power and toughness are tens, life starts at 200): life with a danger term
when the opponent's board threatens to finish us soon, board value from power, toughness and
keywords (`knowledge.creature_value`), cards in hand, sources in play (up to what a hand
needs), and a turns-to-kill clock both ways. A won game is worth more than any position; a
library emptied (D16.40) is worth half a lost game.
"""

from __future__ import annotations

import math

from izvori.agents.combat_plan import power
from izvori.agents.knowledge import creature_value
from izvori.engine.view import GameView

WIN = 100_000.0
DECKED = WIN / 2  # an empty library at the horizon (D16.40)
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
    empty = [p for p in (me, 1 - me) if seen.player(p).library_count == 0]
    if len(empty) == 1:
        # D16.40: he loses at his next draw step (C3), before he can do much: nearly a
        # lost game, though not yet one (a win first, or a replaced draw, may save it)
        return DECKED if empty[0] != me else -DECKED
    return _side(seen, me) - _side(seen, 1 - me)


def outcome(winner: int | None, me: int) -> float:
    """A finished game's worth for `me` (`winner` None: a draw). The search scores a rollout
    that ended the game with this, without building a view."""
    if winner is None:
        return 0.0
    return WIN if winner == me else -WIN


#: the terms of one side's score, one by one (`terms`), and their weights (`WEIGHTS`): a
#: side's score is their weighted sum; benchmarks/eval_fit.py weighs them against who won
TERMS = ("life", "board", "hand", "sources", "others", "clock", "danger", "decking")
DECKING = 40.0  # per card short of three in the library (D16.40: decking is near)
WEIGHTS = (1.0, 1.0, HAND_CARD, SOURCE, OTHER_PERMANENT, CLOCK, DANGER, DECKING)


def _side(seen: GameView, p: int) -> float:
    # every term and weight is a whole number, so the sum is exact in any order
    return sum(w * x for w, x in zip(WEIGHTS, terms(seen, p), strict=True))


def term_gaps(seen: GameView, me: int) -> list[float]:
    """`me`'s terms minus the other side's: `evaluate` is their weighted sum (measurement
    tools keep these to weigh them another way)."""
    mine, theirs = terms(seen, me), terms(seen, 1 - me)
    return [a - b for a, b in zip(mine, theirs, strict=True)]


def terms(seen: GameView, p: int) -> tuple[float, ...]:
    """`TERMS` for player `p`, signed so that more is better for him."""
    pl = seen.player(p)
    other = seen.player(1 - p)
    mine = seen.permanents_of(p)
    creatures = [c for c in mine if c.is_creature]
    attack = sum(max(0, power(c)) for c in creatures)
    # the clock: turns this side needs to kill the other with its board (C10 unblocked)
    my_clock = math.ceil(other.life / attack) if attack > 0 else 10
    # danger: the other side's board kills this one within a turn or two
    their_attack = sum(max(0, power(c)) for c in seen.permanents_of(1 - p) if c.is_creature)
    danger = 0
    if their_attack > 0:
        danger = max(0, 3 - math.ceil(max(pl.life, 1) / their_attack))
    return (
        float(pl.life),
        float(sum(creature_value(c) for c in creatures)),
        float(pl.hand_count),
        float(min(sum(1 for c in mine if c.is_source and not c.is_creature), ENOUGH_SOURCES)),
        float(sum(1 for c in mine if not c.is_creature and not c.is_source)),
        -float(min(my_clock, 10)),
        -float(danger),
        -float(max(0, 3 - pl.library_count)),  # decking (D16.40) is near
    )
