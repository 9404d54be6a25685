"""Skipping steps, phases and turns (C1.90, D20.65, D20.66).

"Skip your next [untap step / draw step / combat phase / turn]" is a replacement effect: "instead
of doing it, do nothing" (D20.65). The `skip` effect records one pending skip per occurrence in
`game.skips`; two effects skip the next two occurrences (D20.66). A skip is only consumed when a
step, phase or turn of that player is about to begin: one that has already begun can't be
skipped, so the effect waits for the next one (D20.65). A skipped step, phase or turn is passed
over as if it didn't exist (C1.90): it is never announced, so nothing scheduled for it happens
(D20.66) — no "at the beginning of" abilities trigger and its game actions (untapping,
drawing) don't happen.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from izvori.engine.events import SkipAdded, Skipped
from izvori.engine.instructions import players_of
from izvori.engine.steps import STEP_PHASE, Phase, Step
from izvori.engine.vocabulary import effect
from izvori.engine.vocabulary.steps import SKIP_WHAT

if TYPE_CHECKING:
    from izvori.engine.carddef import Effect
    from izvori.engine.decisions import Decision
    from izvori.engine.game import Game
    from izvori.engine.instructions import InstructionsFrame
    from izvori.engine.objects import StackItem

UNTAP = Step.UNTAP.value
DRAW = Step.DRAW.value
COMBAT = Phase.COMBAT.value
TURN = "potez"


@effect(
    "skip",
    params={"who": "who", "what": "skip_what", "count": "int"},
    required=("what",),
    doc=(
        "The players skip their next `count` (default 1) occurrences of `what`: `deaktiviranje` "
        "(untap step), `vučenje` (draw step), `borba` (combat phase) or `potez` (turn). A step, "
        "phase or turn that has already begun can't be skipped: the effect waits for the next "
        'one. Nothing of a skipped step happens, not even its "at the beginning of" triggers.'
    ),
)
def skip_effect(
    game: Game, fr: InstructionsFrame, it: StackItem, eff: Effect, ans: Any
) -> Decision | None:
    """`skip: {who, what, count}`: the players skip their next `count` occurrences."""
    what = str(eff.get("what"))
    count = int(eff.get("count", 1))
    for p in players_of(game, it, eff.get("who", "you")):
        if count <= 0:
            continue
        game.skips.extend([(p, what)] * count)
        game.emit(SkipAdded(player=p, what=what, count=count))
    return None


def _consume(game: Game, player: int, what: str) -> bool:
    """Use up the oldest pending skip of this kind for this player, if there is one."""
    for i, (p, w) in enumerate(game.skips):
        if p == player and w == what:
            del game.skips[i]
            game.emit(Skipped(player=player, what=what))
            return True
    return False


@SKIP_WHAT.word(UNTAP, doc="the untap step: nothing untaps (C1.90, D20.66)")
def _untap_step(game: Game, i: int) -> int | None:
    return i + 1 if game.turn_plan[i][0] == Step.UNTAP else None


@SKIP_WHAT.word(DRAW, doc="the draw step: no card is drawn (C1.90, D20.66)")
def _draw_step(game: Game, i: int) -> int | None:
    return i + 1 if game.turn_plan[i][0] == Step.DRAW else None


@SKIP_WHAT.word(COMBAT, doc="the combat phase, all its steps (C1.90)")
def _combat_phase(game: Game, i: int) -> int | None:
    plan = game.turn_plan
    step, phase_no = plan[i]
    first_of_phase = i == 0 or plan[i - 1][1] != phase_no
    if not first_of_phase or STEP_PHASE[step] != Phase.COMBAT:
        return None
    j = i
    while j < len(plan) and plan[j][1] == phase_no:
        j += 1
    return j


def skipped_until(game: Game) -> int | None:
    """Called as the current step of the turn plan is about to begin.

    If it is skipped, returns the index of the plan to go on from (the step after it, or after
    the whole combat phase); otherwise None.
    """
    if not game.skips:
        return None
    i = game.plan_index
    for word in SKIP_WHAT:
        if word.name == TURN:
            continue  # a turn is skipped as it would begin (next_turn_player)
        resume: int | None = word.run(game, i) if word.run is not None else None
        if resume is not None and _consume(game, game.active, word.name):
            return resume
    return None


def next_turn_player(game: Game) -> int:
    """Whose turn comes next: extra turns first, the last created first (C1.60), then the normal
    order resumes where it was interrupted — the opponent of whoever took the last *normal* turn,
    whoever took the extra turns. A skipped turn is passed over as if it didn't exist (C1.90,
    D20.66); a skipped normal turn still moves the normal order on."""
    last_normal = game.active if game.interrupted_normal is None else game.interrupted_normal
    while True:
        extra = bool(game.extra_turns)
        p = game.extra_turns.pop() if extra else game.opponent(last_normal)
        if game.skips and _consume(game, p, TURN):
            if not extra:
                last_normal = p
            continue
        game.interrupted_normal = last_normal if extra else None
        return p


SKIP_WHAT.declare(
    TURN,
    next_turn_player,
    doc="a turn: passed over as if it didn't exist; a skipped normal turn still moves the "
    "normal order of turns on (C1.90, D20.66)",
)
