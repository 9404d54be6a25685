"""Replacing a card's way to the odlagalište (D20.60, D20.91's example, D20.64).

A static ability `replace_to_graveyard` says "if [a card / this creature] would go to the
odlagalište [from play], [you may] [put it on top of its owner's library / remove it from the
game] instead". `which: self` is the permanent's own ("if [this creature] would go to the
odlagalište from play ..."), `which: any` any card of any player from any zone ("Ako bi karta
otišla na odlagalište, umesto toga je ukloni iz igre"); `from: play` limits it to leaving play.

D20.91 (its example is exactly these two): when two or more would apply, the controller of the
affected card (or its owner, if nobody controls it) chooses which applies first; then the other
applies if it still can — here it can't, the card no longer goes to the odlagalište. An optional
one ("možeš") asks that same player; declined, the others may still apply. With one mandatory
replacement nothing is asked and the card simply goes elsewhere.

The choice is asked in the middle of the event: `Game.move` hands the move to a
`ZoneChoiceFrame` and the card stays where it is until the answer (nothing else happens in
between); state-based effects stop and wait for it.
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
from izvori.engine.events import ZoneChangeReplaced
from izvori.engine.frames import Frame
from izvori.engine.objects import Zone
from izvori.engine.play_views import by_any

if TYPE_CHECKING:
    from izvori.engine.characteristics import Chars
    from izvori.engine.game import Game

#: where a replaced card goes instead
DESTINATIONS = ("library_top", "removed")


@dataclass(frozen=True)
class ZoneReplacement:
    perm: int  # the permanent with the static ability
    index: int
    ability: StaticAbility

    @property
    def optional(self) -> bool:
        return bool(self.ability.get("optional", False))

    @property
    def goes_to(self) -> str:
        return str(self.ability.get("goes_to"))


def replacements(game: Game, oid: int, frm: Zone, skip: list[int]) -> list[ZoneReplacement]:
    """The replacements that would apply if `oid` went from `frm` to the odlagalište now."""
    out: list[ZoneReplacement] = []
    for perm in game.battlefield:
        statics = game.chars(perm).statics
        if not statics:
            continue
        for i, st in enumerate(statics):
            if st.op != "replace_to_graveyard" or perm in skip:
                continue
            if st.get("which", "self") == "self" and perm != oid:
                continue
            if st.get("from", "any") == "play" and frm != Zone.PLAY:
                continue
            out.append(ZoneReplacement(perm, i, st))
    return out


def any_zone_replacement(game: Game) -> bool:
    """Whether a permanent has a static ability replacing a move to the odlagalište (D20.60,
    D20.91): a view of the characteristics, asked at every such move."""
    return game.play_view("zone_replacement", _zone_replacement_in_play, _GROW_ZONE_REPLACEMENT)


def _zone_replacement_in_play(in_play: list[tuple[int, Chars]]) -> bool:
    return any(st.op == "replace_to_graveyard" for _, c in in_play for st in c.statics)


_GROW_ZONE_REPLACEMENT = by_any(_zone_replacement_in_play)


def _chooser(game: Game, oid: int) -> int:
    obj = game.objects[oid]
    return obj.controller if obj.zone == Zone.PLAY else obj.owner  # D20.91


def _go(game: Game, oid: int, where: str, move_args: dict[str, Any], source: int) -> None:
    obj = game.objects[oid]
    # The log names the card unless it goes from one hidden zone to another (a card of the
    # hand or the library put on top of the library instead is never shown).
    public = where == "removed" or obj.zone not in (Zone.HAND, Zone.LIBRARY)
    name = (game.chars(oid).name if obj.zone == Zone.PLAY else obj.card.name) if public else None
    by = game.chars(source).name if source in game.battlefield else None
    args = dict(move_args)
    if where == "removed":
        game.move(oid, Zone.REMOVED, replaced=True, **args)
    else:
        args.pop("bottom", None)
        game.move(oid, Zone.LIBRARY, replaced=True, **args)  # on top of the owner's library
    game.emit(
        ZoneChangeReplaced(
            card=oid,
            to_zone=where,
            name=name,
            owner=obj.owner,
            source=source,
            source_name=by,
        )
    )


def zone_moving(game: Game, oid: int) -> bool:
    """Whether `oid` is waiting for a choice about where it goes (nothing may move it meanwhile)."""
    return any(isinstance(f, ZoneChoiceFrame) and f.card == oid for f in game.frames)


def zone_to_graveyard(game: Game, oid: int, move_args: dict[str, Any]) -> bool:
    """Called by `Game.move` before a card goes to the odlagalište. Returns True when the move
    was taken over: replaced at once, or waiting for the affected player's choice."""
    if zone_moving(game, oid):
        return True
    frm = game.objects[oid].zone
    found = replacements(game, oid, frm, [])
    if not found:
        return False
    if len(found) == 1 and not found[0].optional:
        _go(game, oid, found[0].goes_to, move_args, found[0].perm)
        return True
    _push_apnap(game, ZoneChoiceFrame(oid, frm.value, dict(move_args)))
    return True


def _push_apnap(game: Game, frame: ZoneChoiceFrame) -> None:
    """D20.91: when several players must choose at the same time (cards of both going to the
    odlagalište at once), they choose in APNAP order. The choices waiting on top of the frames
    were all made by the same event (nothing happens while one is asked), so a non-active
    player's choice goes below the active player's waiting ones."""
    i = len(game.frames)
    if _chooser(game, frame.card) != game.active:
        while (
            i > 0
            and isinstance(game.frames[i - 1], ZoneChoiceFrame)
            and _chooser(game, game.frames[i - 1].card) == game.active  # type: ignore[attr-defined]
        ):
            i -= 1
    game.frames.insert(i, frame)


@dataclass
class ZoneChoiceFrame(Frame):
    """D20.91: the affected player chooses which replacement applies; "may" asks him too."""

    MANDATORY_CHOICES: ClassVar[frozenset[DecisionKind]] = REPLACEMENT_ORDER_CHOICE  # D20.91

    card: int
    frm: str
    move_args: dict[str, Any] = field(default_factory=dict)
    declined: list[int] = field(default_factory=list)
    chosen: int | None = None

    def _options(self, game: Game) -> list[ZoneReplacement]:
        return replacements(game, self.card, Zone(self.frm), self.declined)

    def run(self, game: Game) -> Decision | None:
        options = self._options(game)
        who = _chooser(game, self.card)
        if not options:
            self.done(game)
            game.move(self.card, Zone.GRAVEYARD, replaced=True, **self.move_args)
            return None
        chosen = next((r for r in options if r.perm == self.chosen), None)
        if chosen is None:
            if len(options) > 1:
                return Decision(
                    who,
                    DecisionKind.CHOOSE_ONE,
                    "zone.replacement_choice",
                    tuple(r.perm for r in options),
                    context={"card": self.card},
                )
            chosen = options[0]
            self.chosen = chosen.perm
        if chosen.optional:
            return Decision(
                who,
                DecisionKind.YES_NO,
                "zone.replacement_optional",
                (True, False),
                context={"card": self.card, "source": chosen.perm, "to": chosen.goes_to},
            )
        self.done(game)
        _go(game, self.card, chosen.goes_to, self.move_args, chosen.perm)
        return None

    def answer(self, game: Game, decision: Decision, answer: Any) -> None:
        if decision.kind == DecisionKind.CHOOSE_ONE:
            if answer not in decision.options or isinstance(answer, bool):
                raise IllegalAnswer("answer.not_an_option", option=answer)
            self.chosen = int(answer)
            return
        if answer not in (True, False):
            # never reached through Game.submit: normalize_answer refuses a yes/no answer
            # that is not a bool first, with this same key
            raise IllegalAnswer("answer.not_yes_no")  # pragma: no mutate
        chosen = next(r for r in self._options(game) if r.perm == self.chosen)
        if answer:
            self.done(game)
            _go(game, self.card, chosen.goes_to, self.move_args, chosen.perm)
        else:
            # declined: the event is unchanged, the other replacements may still apply
            self.declined.append(chosen.perm)
            self.chosen = None  # pragma: no mutate (only compared with permanents' ids)
