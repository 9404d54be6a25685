"""State-based effects (D21): checked whenever a player would receive priority.

All applicable effects are performed as one simultaneous event, then the check repeats
until none apply (D21.30).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from izvori.engine.cant_lose import cant_lose_for_life
from izvori.engine.carddef import PROTECTION
from izvori.engine.events import CopyGone, TokenGone, Unattached
from izvori.engine.objects import Zone
from izvori.engine.targeting import can_enchant

if TYPE_CHECKING:
    from izvori.engine.characteristics import Chars
    from izvori.engine.game import Game


def aura_legal(game: Game, aura: int) -> bool:
    """D21.54, B12.66, E3.23: an Aura must be attached to a permanent it can enchant."""
    obj = game.objects[aura]
    target = obj.attached_to
    if target is None or target == aura or target not in game.battlefield:
        return False
    ac = game.chars(aura)
    if ac.is_creature:
        return False
    tc = game.chars(target)
    if not can_enchant(ac.enchant, tc):
        return False
    colors = ac.colors or obj.card.colors
    return not any(PROTECTION[k] in colors for k in tc.keywords if k in PROTECTION)


def check_state_based(game: Game) -> bool:
    """Perform state-based effects until none apply. Returns whether any happened.

    D21.30: they are looked at whenever a player would receive priority; when nothing has
    changed since a look that found none (`Game.state_gen`: every event but a step
    beginning, every `touch` and `forget_derived`), none apply, and the look is skipped.
    What they read — life, the flags of A3.22/D21.56, counters, damage, toughness,
    attachments, tokens and copies outside play — changes with an event, with `touch`
    (characteristics) or `forget_derived` (damage, life, the niz); the only change without
    one, damage removed in the cleanup step (C15.20), can't make one apply."""
    if game.sba_clear_at == game.state_gen:
        return False
    any_done = False  # pragma: no mutate (None: the one caller tests truthiness, turn.py)
    frames = len(game.frames)
    # a guard never reached (each pass ends the game, removes something or cancels counters, so
    # 100 or 101 passes are the same): not mutated
    for _ in range(100):  # pragma: no mutate
        done = _one_pass(game)
        if not done:
            game.sba_clear_at = game.state_gen
            break
        any_done = True
        if game.result is not None or len(game.frames) > frames:
            break  # ... or a player must choose where a card goes (D20.91): wait for him
    return any_done


def _sba_subjects(
    game: Game, in_play: list[tuple[int, Chars]]
) -> tuple[list[tuple[int, int]], list[int], list[tuple[int, Chars]]]:
    """What the state-based effects on permanents look at, in the order of play: creatures
    with their toughness (D21.52–53), Aura cards (D21.54; an object's card never changes) and
    Equipment (D21.58): what is Equipment now or was printed as Equipment, since Equipment
    that lost the subtype can't equip a creature and falls off (B12.28)."""
    creatures = [
        (oid, c.toughness) for oid, c in in_play if c.is_creature and c.toughness is not None
    ]
    objects = game.objects
    auras = [oid for oid, _ in in_play if objects[oid].card.enchant]
    equipment = [
        (oid, c)
        for oid, c in in_play
        if "Oprema" in c.subtypes or "Oprema" in objects[oid].card.subtypes
    ]
    return creatures, auras, equipment


_Subjects = tuple[list[tuple[int, int]], list[int], list[tuple[int, "Chars"]]]


def _grow_sba_subjects(game: Game, subjects: _Subjects, oid: int, c: Chars) -> _Subjects:
    """`_sba_subjects` of the permanents of `subjects` and one more after them: each list
    is of the permanents in order, each entry read from its own permanent (play_view)."""
    creatures, auras, equipment = _sba_subjects(game, [(oid, c)])
    return subjects[0] + creatures, subjects[1] + auras, subjects[2] + equipment


def _one_pass(game: Game) -> bool:
    losers: list[tuple[int, str]] = []
    for p in game.players:
        if p.life <= 0 and not cant_lose_for_life(game, p.index):
            losers.append((p.index, "life"))  # D21.51; A4.10: a card may say he doesn't lose
        elif p.drew_from_empty:
            losers.append((p.index, "empty_library"))  # D21.56
    to_graveyard: list[int] = []
    to_destroy: list[int] = []
    unattach: list[int] = []
    objects = game.objects
    # D21.59 first: it changes counters and the check starts over, so what the other checks
    # found before it is never used.
    # (the permanents with counters, picked in a comprehension: most have none)
    for obj in [o for o in map(objects.__getitem__, game.battlefield) if o.counters]:
        plus = obj.counters.get("+10/+10", 0)
        minus = obj.counters.get("-10/-10", 0)
        if plus and minus:
            n = min(plus, minus)  # D21.59
            # a new dict, never a change in place: copies of the game share it (Game.copy)
            counters = {**obj.counters, "+10/+10": plus - n, "-10/-10": minus - n}
            obj.counters = {k: v for k, v in counters.items() if v}
            game.touch()
            return True
    creatures, auras, equipment = game.play_view(
        "sba",
        lambda ip: _sba_subjects(game, ip),
        lambda subjects, oid, c: _grow_sba_subjects(game, subjects, oid, c),
    )
    for oid, toughness in creatures:
        if toughness <= 0:
            to_graveyard.append(oid)  # D21.52: not destruction, no regeneration
        else:
            damage = objects[oid].damage
            if damage >= toughness and damage > 0:
                to_destroy.append(oid)  # D21.53
    for oid in auras:
        if objects[oid].as_source is None and not aura_legal(game, oid):
            to_graveyard.append(oid)  # D21.54
    for oid, c in equipment:
        t = objects[oid].attached_to
        if t is not None and (
            t not in game.battlefield
            or t == oid
            or not game.chars(t).is_creature
            or c.is_creature
            or "Oprema" not in c.subtypes
            or any(PROTECTION[k] in c.colors for k in game.chars(t).keywords if k in PROTECTION)
        ):
            unattach.append(oid)  # D21.58, B12.28, E3.24
    tokens_gone = [
        oid
        for oid in game.tokens
        if game.objects[oid].zone != Zone.PLAY and game.objects[oid].exists
    ]
    # D21.57, E4.81: a copy of a spell anywhere but the niz, and a copy of a card anywhere but
    # the niz and play, ceases to exist (a copy of a permanent spell resolves into play).
    copies_gone = [
        oid
        for oid in game.copies
        if game.objects[oid].exists and game.objects[oid].zone not in (Zone.STACK, Zone.PLAY)
    ]
    # A3.34: a player who would win and lose at the same time loses.
    winners = [p.index for p in game.players if p.won and p.index not in dict(losers)]
    if winners and not losers:
        game.end_game(winners[0], "effect")  # A3.22
        return True
    if not (losers or to_graveyard or to_destroy or unattach or tokens_gone or copies_gone):
        return False
    for idx, _ in losers:
        game.players[idx].lost = True  # A3.50: he leaves the game; the result says why
    if losers:
        if len(losers) == 2:
            game.end_game(None, "draw_both")  # A3.41
        else:
            game.end_game(1 - losers[0][0], losers[0][1])
        return True
    game.lookback = sorted(set(to_graveyard) | set(to_destroy))
    try:
        for oid in sorted(set(to_graveyard)):
            if game.objects[oid].zone == Zone.PLAY:
                game.move(oid, Zone.GRAVEYARD, cause="sba")
        for oid in to_destroy:
            if game.objects[oid].zone == Zone.PLAY and oid not in to_graveyard:
                game.destroy(oid)
    finally:
        game.lookback = []
    for oid in unattach:
        game.objects[oid].attached_to = None
        game.emit(Unattached(card=oid))
    for oid in tokens_gone:
        _cease_to_exist(game, oid)  # D21.55
    for oid in copies_gone:
        _cease_to_exist(game, oid, CopyGone)  # D21.57
        game.copies.remove(oid)
    return True


def _cease_to_exist(game: Game, oid: int, event: type[TokenGone | CopyGone] = TokenGone) -> None:
    obj = game.objects[oid]
    lst = game.zone_list(obj)
    # every object is in its zone's list and no token or copy is on the niz here, so the test is
    # always true: its mutants that keep it true are equivalent
    if lst is not None and oid in lst:  # pragma: no mutate
        lst.remove(oid)
    obj.zone = Zone.REMOVED
    if oid in game.removed:
        game.removed.remove(oid)  # pragma: no mutate (unreached: zone_list already took it out)
    obj.exists = False
    game.emit(event(card=oid, name=obj.card.name))
