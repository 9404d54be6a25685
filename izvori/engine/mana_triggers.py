"""Abilities that trigger on playing a mana ability: "whenever [a source] is tapped for mana".

A triggered ability with `when: tapped_for_mana` triggers when a mana ability with `@` in its
cost is played (D12.30). If it adds mana (its instructions are `add_mana`), it is itself a mana
ability (D7.10): it resolves at once, right after the mana ability that triggered it, without
the niz and without waiting for priority, so the extra mana can pay for the very spell being
cast (D12.30). "Mana of the same kind" (`kind: same_kind`) is the kind the triggering ability
produced (D12.31): in this vocabulary one activation of a mana ability makes one kind of mana,
which the player chooses as he plays it (a dual source: crna or crvena), so that choice is also
the choice of the kind the triggered ability adds. Any other such ability is an ordinary
triggered ability and uses the niz (D7.50).

`mana_bonus` tells automatic payment how much extra mana tapping a source gives, from the same
rules that add it.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from izvori.engine.carddef import TriggeredAbility
from izvori.engine.events import ManaAdded
from izvori.engine.mana import MANA_KINDS
from izvori.engine.play_views import by_concatenation
from izvori.engine.turn_state import PendingTrigger
from izvori.engine.vocabulary.mana import MANA_KIND_WORDS, MANA_TRIGGER_WHO

if TYPE_CHECKING:
    from izvori.engine.characteristics import Chars
    from izvori.engine.game import Game

Holder = tuple[int, int, TriggeredAbility]  # permanent, its controller, the ability


def is_mana_trigger(ab: TriggeredAbility) -> bool:
    """D7.10 (2): triggered by a mana ability and adds mana → a mana ability itself."""
    return bool(ab.effects) and not ab.targets and ab.effects[0].op == "add_mana"


def _with_mana_triggers(
    in_play: list[tuple[int, Chars]],
) -> list[tuple[int, tuple[TriggeredAbility, ...]]]:
    return [(oid, c.mana_triggers) for oid, c in in_play if c.mana_triggers]


_GROW_MANA_TRIGGERS = by_concatenation(_with_mana_triggers)


def mana_trigger_holders(game: Game) -> list[Holder]:
    objects = game.objects
    return [
        (oid, objects[oid].controller, ab)
        for oid, abilities in game.play_view(
            "mana_triggers", _with_mana_triggers, _GROW_MANA_TRIGGERS
        )
        for ab in abilities
    ]


def tapped_permanent_matches(
    game: Game, holder: int, ctl: int, ab: TriggeredAbility, perm: int
) -> bool:
    """`who` of a `tapped_for_mana` trigger: is `perm` a permanent it is about (D12.30)?"""
    who = ab.cond("who", "self")
    if who == "self":
        return perm == holder
    if who == "enchanted":
        return game.objects[holder].attached_to == perm
    perm_ctl = game.objects[perm].controller
    if who in ("you_control", "another_you_control"):
        return perm_ctl == ctl and (who == "you_control" or perm != holder)
    if who == "opponent_controls":
        return perm_ctl != ctl
    if who == "another":
        return perm != holder
    return True  # any


@MANA_TRIGGER_WHO.word("you", doc="the ability's controller (the default)")
def _you(game: Game, ctl: int, player: int) -> list[int]:
    return [ctl]


@MANA_TRIGGER_WHO.word("trigger_player", doc="the player who tapped the permanent for mana")
def _trigger_player(game: Game, ctl: int, player: int) -> list[int]:
    return [player]


@MANA_TRIGGER_WHO.word("opponent", doc="the controller's opponent")
def _opponent(game: Game, ctl: int, player: int) -> list[int]:
    return [game.opponent(ctl)]


MANA_TRIGGER_WHO.declare("each_opponent", _opponent, doc="each opponent of the controller")


@MANA_TRIGGER_WHO.word("each_player", doc="each player, the active player first")
def _each_player(game: Game, ctl: int, player: int) -> list[int]:
    return [game.active, game.opponent(game.active)]


def _recipients(game: Game, who: str, ctl: int, player: int) -> list[int]:
    """The players whose pool a triggered mana ability adds to (a `MANA_TRIGGER_WHO` word)."""
    run = MANA_TRIGGER_WHO.run_of(who) or _you
    recipients: list[int] = run(game, ctl, player)
    return recipients


@MANA_KIND_WORDS.word(
    "same_kind",
    doc='"Mana of the same kind": the kind the triggering mana ability produced (D12.31); '
    "only in the `add_mana` of a `tapped_for_mana` trigger.",
)
def _kind(word: str, produced: str) -> str:
    return produced if word == "same_kind" else word


def mana_bonus(
    game: Game, player: int, perm: int, holders: list[Holder] | None = None
) -> tuple[tuple[str, int], ...]:
    """Extra mana `player` gets when he taps `perm` for mana: (kind or "same_kind", amount)."""
    out: list[tuple[str, int]] = []
    for holder, ctl, ab in mana_trigger_holders(game) if holders is None else holders:
        if not is_mana_trigger(ab) or not tapped_permanent_matches(game, holder, ctl, ab, perm):
            continue
        for eff in ab.effects:
            if player in _recipients(game, str(eff.get("who", "you")), ctl, player):
                out.append((str(eff.get("kind")), int(eff.get("amount", 1))))
    return tuple(out)


def after_mana_ability(game: Game, player: int, perm: int, kind: str) -> None:
    """`player` has just tapped `perm` for mana of `kind` (D12.30, D7.50)."""
    for holder, ctl, ab in mana_trigger_holders(game):
        if not tapped_permanent_matches(game, holder, ctl, ab, perm):
            continue
        if is_mana_trigger(ab):
            # D12.30: resolves at once, no niz, no priority
            for eff in ab.effects:
                k = _kind(str(eff.get("kind")), kind)
                if k not in MANA_KINDS:
                    continue  # D7.60: mana of an undefined kind is not produced
                n = int(eff.get("amount", 1))
                for p in _recipients(game, str(eff.get("who", "you")), ctl, player):
                    game.players[p].pool.add(k, n)
                    game.emit(ManaAdded(player=p, card=holder, mana=k, amount=n, triggered=True))
            continue
        # D7.50: any other ability that triggers on a mana ability uses the niz
        game.pending_triggers.append(
            PendingTrigger(
                holder,
                game.objects[holder].incarnation,
                ctl,
                -1,
                {
                    "player": player,
                    "object": perm,
                    "object_incarnation": game.objects[perm].incarnation,
                    "mana_kind": kind,
                },
                game.objects[holder].card.name,
                ability=ab,
            )
        )
