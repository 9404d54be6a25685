"""Drawing cards with replacement effects (D16.20, D16.21, D16.60–D16.63, D20.61, D20.68, D20.91).

A static ability `replace_draw` of a permanent in play says "if [a player] would draw a card,
instead [...]". Each single draw (D16.20) is one event: the replacements that apply to it are
found, the drawing player chooses which one applies first when there are several (D20.91), a
"you may ... instead" asks the replacement's controller, and the chosen replacement's actions
are completed before the next draw of the sequence (D16.62, D20.68). A replacement applies even
if the library is empty, so the player is not drawing from an empty library (D16.61). A
replacement gets one chance at an event and at anything that replaces it (D20.61): draws its own
"instead" makes can't be replaced by it again.

Without any draw replacement in play, draws happen at once (no frame), exactly as before.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any, ClassVar

from izvori.engine.carddef import StaticAbility
from izvori.engine.decisions import (
    REPLACEMENT_ORDER_CHOICE,
    Decision,
    DecisionKind,
    IllegalAnswer,
)
from izvori.engine.events import DrawReplaced
from izvori.engine.frames import Frame
from izvori.engine.instructions import EffectsFrame
from izvori.engine.objects import StackItem, StackKind, player_is
from izvori.engine.play_views import by_any

if TYPE_CHECKING:
    from izvori.engine.characteristics import Chars
    from izvori.engine.game import Game

#: A replacement of one permanent: (permanent id, incarnation, index among its statics).
Key = tuple[int, int, int]


@dataclass
class DrawResult:
    """Cards actually drawn by a sequence, for "draw ... and then [do X with them]" (D16.63)."""

    drawn: list[int] = field(default_factory=list)


@dataclass(frozen=True)
class DrawReplacement:
    perm: int
    incarnation: int
    index: int
    controller: int
    ability: StaticAbility

    @property
    def key(self) -> Key:
        return (self.perm, self.incarnation, self.index)


def _key(k: Any) -> Key:
    return (int(k[0]), int(k[1]), int(k[2]))


def draw_replacements(
    game: Game, player: int, used: list[Key] | None = None
) -> list[DrawReplacement]:
    """Replacement effects that would apply if `player` drew a card now (D16.60)."""
    out: list[DrawReplacement] = []
    skip = {_key(k) for k in used or ()}
    for oid in game.battlefield:
        statics = game.chars(oid).statics
        if not statics:
            continue
        obj = game.objects[oid]
        for i, st in enumerate(statics):
            if st.op != "replace_draw":
                continue
            if not player_is(str(st.get("player", "you")), obj.controller, player):
                continue
            r = DrawReplacement(oid, obj.incarnation, i, obj.controller, st)
            if r.key not in skip:
                out.append(r)
    return out


def any_draw_replacement(game: Game) -> bool:
    """Whether a permanent has a static ability replacing a draw (D20.60): a view of the
    characteristics, asked at every draw."""
    return game.play_view("draw_replacement", _draw_replacement_in_play, _GROW_DRAW_REPLACEMENT)


def _draw_replacement_in_play(in_play: list[tuple[int, Chars]]) -> bool:
    return any(st.op == "replace_draw" for _, c in in_play for st in c.statics)


_GROW_DRAW_REPLACEMENT = by_any(_draw_replacement_in_play)


def draw_cards(
    game: Game,
    players: list[int],
    *,
    game_action: bool = False,
    used: list[Key] | None = None,
    result: DrawResult | None = None,
    life_used: tuple[int, ...] = (),
) -> bool:
    """Draw one card for each entry of `players`, in that order (D16.20, D16.21).

    Returns True when a `DrawFrame` was pushed (a replacement may need a decision); the caller
    must then wait for it to finish before going on. `life_used`: the life-gain replacements
    that already had their chance at the event these draws replace (D20.61, replace_life.py).
    """
    if not players:
        return False
    if any_draw_replacement(game):
        frame = DrawFrame(list(players), game_action, [_key(k) for k in used or ()], result)
        frame.life_used = list(life_used)
        game.frames.append(frame)
        return True
    for p in players:
        oid = game.draw(p, as_game_action=game_action)
        if oid is not None and result is not None:
            result.drawn.append(oid)
    return False


@dataclass
class DrawFrame(Frame):
    """A sequence of single draws; each one may be replaced (D16.62: one at a time)."""

    MANDATORY_CHOICES: ClassVar[frozenset[DecisionKind]] = REPLACEMENT_ORDER_CHOICE  # D20.91

    queue: list[int]
    game_action: bool = False
    used: list[Key] = field(default_factory=list)
    result: DrawResult | None = None
    declined: list[Key] = field(default_factory=list)  # "may" replacements declined this draw
    chosen: Key | None = None
    # D20.61: life-gain replacements that already had their chance at the event these draws
    # replace: a life gain made instead of a draw goes past them (replace_life.py)
    life_used: list[int] = field(default_factory=list)

    def _current(self, game: Game) -> list[DrawReplacement]:
        return draw_replacements(game, self.queue[0], self.used + self.declined)

    def run(self, game: Game) -> Decision | None:
        while self.queue and game.result is None:
            p = self.queue[0]
            options = self._current(game)
            if not options:
                self._next(game)  # pragma: no mutate (_next doesn't read game)
                oid = game.draw(p, as_game_action=self.game_action)
                if oid is not None and self.result is not None:
                    self.result.drawn.append(oid)
                continue
            chosen = next((r for r in options if r.key == self.chosen), None)
            if chosen is None:
                perms = list(dict.fromkeys(r.perm for r in options))
                if len(perms) > 1:
                    # D20.91: the affected player chooses which replacement applies first.
                    return Decision(
                        p,
                        DecisionKind.CHOOSE_ONE,
                        "draw.replacement_choice",
                        tuple(perms),
                        context={"player": p},
                    )
                chosen = options[0]
                self.chosen = chosen.key
            if chosen.ability.get("optional", False):
                return Decision(
                    chosen.controller,
                    DecisionKind.YES_NO,
                    "draw.replacement_optional",
                    (True, False),
                    context={"card": chosen.perm, "player": p},
                )
            self._apply(game, chosen)
            return None
        if game.frames and game.frames[-1] is self:
            self.done(game)
        return None

    def answer(self, game: Game, decision: Decision, answer: Any) -> None:
        options = self._current(game)
        if decision.kind == DecisionKind.CHOOSE_ONE:
            if answer not in decision.options or isinstance(answer, bool):
                raise IllegalAnswer("answer.not_an_option", option=answer)
            self.chosen = next(r.key for r in options if r.perm == answer)
            return
        if answer not in (True, False):
            # never reached through Game.submit: normalize_answer refuses a YES_NO answer that
            # is not a bool first, with this same key (its mutants are equivalent)
            raise IllegalAnswer("answer.not_yes_no")  # pragma: no mutate
        chosen = next(r for r in options if r.key == self.chosen)
        if answer:
            self._apply(game, chosen)
        else:
            # Declined: the event is unchanged; other replacements may still apply to it.
            self.declined.append(chosen.key)
            # `chosen` is only compared with a replacement's key (a tuple): None and any
            # non-tuple behave alike (its mutants are equivalent)
            self.chosen = None  # pragma: no mutate

    def _next(self, game: Game) -> None:
        self.queue.pop(0)
        self.declined = []
        self.chosen = None  # pragma: no mutate (only compared with key tuples, as in answer)

    def _apply(self, game: Game, r: DrawReplacement) -> None:
        """D20.68: the draw doesn't happen; the replacement's actions are completed first."""
        p = self.queue[0]
        self._next(game)  # pragma: no mutate (_next doesn't read game)
        name = game.chars(r.perm).name
        game.emit(DrawReplaced(player=p, card=r.perm, name=name))
        effects = tuple(r.ability.get("instead", ()))
        if not effects:
            return
        item = StackItem(
            game.new_stack_id(),
            StackKind.ABILITY,
            r.controller,
            r.perm,
            r.incarnation,
            effects,
            trigger_data={
                "player": p,
                # D20.61: draws this replacement makes can't be replaced by it again
                "draw_replacements_used": [list(k) for k in [*self.used, r.key]],
                **({"life_replacements_used": list(self.life_used)} if self.life_used else {}),
            },
            source_lki=game.lki(r.perm),
        )
        game.frames.append(EffectsFrame(item.id, held=item))
