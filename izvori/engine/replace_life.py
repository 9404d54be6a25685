"""Replacing life gain (D20.92's example, D20.60, D20.61, D20.68, D20.91).

A static ability `replace_life_gain` of a permanent in play says "[for each `amount` life] [a
player] would gain, instead [effects]" ("Za svakih 10 života koje bi dobio, umesto toga vuci
kartu"). The replaced life is not gained; the effects happen instead, at once, as part of the
event (D20.68), once for each full `amount` (without `amount`: once for the whole gain). What the
effects do can itself be replaced: a draw made instead goes through the draw replacements (D20.92:
"for each 10 life, draw instead" with "if you would draw, return a card from your odlagalište
instead" gives a card from the odlagalište instead of 10 life, whichever effect came first). A
replacement gets one chance at an event and at what replaces it (D20.61): life its own effects
would gain is not replaced by it again, and the memory crosses kinds — a draw made instead of a
gain carries the life-gain replacements used, a gain made instead of a draw the draw replacements
used (`life_replacements_used`, `draw_replacements_used` of the effects' object), so "gain ->
draw -> gain" stops once each replacement has had its chance.

D20.91: when several life-gain replacements would apply to the same gain, the player who would
gain the life (the affected player) chooses which one applies; then the others apply if they
still can — to the life below a full `amount` the chosen one left, which is gained (or replaced
further) as a gain of its own. Replacements that would do exactly the same thing leave nothing to
choose (the first in timestamp order is used, as for identical shields).
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING, Any, ClassVar

from izvori.engine.carddef import StaticAbility
from izvori.engine.decisions import (
    REPLACEMENT_ORDER_CHOICE,
    Decision,
    DecisionKind,
    IllegalAnswer,
)
from izvori.engine.events import LifeGainReplaced
from izvori.engine.frames import Frame
from izvori.engine.instructions import EffectsFrame
from izvori.engine.objects import StackItem, StackKind, player_is

if TYPE_CHECKING:
    from izvori.engine.game import Game


def life_replacements(
    game: Game, player: int, used: tuple[int, ...]
) -> list[tuple[int, StaticAbility]]:
    """The replacements that would apply if `player` gained life now, in timestamp order (one
    per permanent: a permanent's replacement gets one chance at the event, D20.61)."""
    found: list[tuple[int, StaticAbility]] = []
    for oid in sorted(game.battlefield, key=lambda o: game.objects[o].timestamp):
        if oid in used:
            continue  # D20.61
        obj = game.objects[oid]
        for st in game.chars(oid).statics:
            if st.op == "replace_life_gain" and player_is(
                str(st.get("player", "you")), obj.controller, player
            ):
                found.append((oid, st))
                break
    return found


def _same(game: Game, options: list[tuple[int, StaticAbility]]) -> bool:
    """Whether every replacement would do exactly the same (then choosing changes nothing)."""
    first = options[0]
    return all(
        st == first[1] and game.objects[oid].controller == game.objects[first[0]].controller
        for oid, st in options[1:]
    )


def gain_life(
    game: Game,
    player: int,
    amount: int,
    used: tuple[int, ...] = (),
    drawn: list[Any] | None = None,
) -> None:
    """`player` gains `amount` life, unless a replacement effect replaces (part of) it.

    `used`: the life-gain replacements that already had their chance at this event, `drawn`:
    the draw replacements that did (a gain made instead of a draw, D20.61) — both go with the
    effects that replace it, so that no replacement applies twice to one event."""
    if amount <= 0:
        return
    options = life_replacements(game, player, used)
    if not options:
        game.change_life(player, amount, reason="effect")
        return
    if len(options) > 1 and not _same(game, options):
        # D20.91: the affected player chooses; the gain waits for his answer
        game.frames.append(LifeChoiceFrame(player, amount, used, drawn))
        return
    _apply(game, player, amount, used, drawn, *options[0])


def gain_life_each(
    game: Game,
    players: list[int],
    amount: int,
    used: tuple[int, ...],
    drawn: list[Any] | None = None,
) -> None:
    """Each of `players` (in APNAP order) gains `amount` life at once. D20.91: when several
    players must choose among replacements at the same time, they choose in APNAP order — the
    frames their gains pushed are stacked so that the first player's is answered first."""
    mark = len(game.frames)
    groups: list[list[Frame]] = []
    for p in players:
        start = len(game.frames)
        gain_life(game, p, amount, used, drawn)
        groups.append(game.frames[start:])
    game.frames[mark:] = [f for group in reversed(groups) for f in group]


def _apply(
    game: Game,
    player: int,
    amount: int,
    used: tuple[int, ...],
    drawn: list[Any] | None,
    oid: int,
    st: StaticAbility,
) -> None:
    """Replace the gain by the effects of `oid`'s replacement `st`, once per full amount."""
    per = st.get("amount")
    times = amount // int(per) if per else 1
    rest = amount - times * int(per) if per else 0
    now_used = (*used, oid)
    if rest:
        # D20.91: the other replacements apply to what this one left, if they still can
        gain_life(game, player, rest, now_used, drawn)
    if not times:
        return
    obj = game.objects[oid]
    game.emit(
        LifeGainReplaced(
            player=player,
            card=oid,
            name=game.chars(oid).name,
            amount=amount - rest,
        )
    )
    effects = tuple(st.get("instead", ())) * times
    if not effects:
        return
    item = StackItem(
        game.new_stack_id(),
        StackKind.ABILITY,
        obj.controller,
        oid,
        obj.incarnation,
        effects,
        trigger_data={
            "player": player,
            "life_replacements_used": list(now_used),
            **({"draw_replacements_used": drawn} if drawn else {}),
        },
        source_lki=game.lki(oid),
    )
    game.frames.append(EffectsFrame(item.id, held=item))


@dataclass
class LifeChoiceFrame(Frame):
    """D20.91: the player who would gain the life chooses which replacement applies."""

    MANDATORY_CHOICES: ClassVar[frozenset[DecisionKind]] = REPLACEMENT_ORDER_CHOICE  # D20.91

    player: int
    amount: int
    used: tuple[int, ...] = ()
    drawn: list[Any] | None = None  # D20.61: draw replacements that had their chance

    def run(self, game: Game) -> Decision | None:
        options = life_replacements(game, self.player, self.used)
        if len(options) > 1 and not _same(game, options):
            return Decision(
                self.player,
                DecisionKind.CHOOSE_ONE,
                "life.replacement_choice",
                tuple(oid for oid, _ in options),
                context={"player": self.player, "amount": self.amount},
            )
        # nothing left to choose between (nothing can leave play while he chooses, but the
        # frame must not rely on it)
        self.done(game)
        gain_life(game, self.player, self.amount, self.used, self.drawn)
        return None

    def answer(self, game: Game, decision: Decision, answer: Any) -> None:
        if isinstance(answer, bool) or answer not in decision.options:
            raise IllegalAnswer("answer.not_an_option", option=answer)
        chosen = next(
            (o for o in life_replacements(game, self.player, self.used) if o[0] == answer), None
        )
        if chosen is None:
            # the answer is one of the options, which are these replacements (nothing happens
            # between the question and the answer): never reached through Game.submit
            raise IllegalAnswer("answer.not_an_option", option=answer)  # pragma: no mutate
        self.done(game)
        _apply(game, self.player, self.amount, self.used, self.drawn, *chosen)
