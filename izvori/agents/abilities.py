"""Activated abilities the heuristic plays, read from the public card definitions (B2).

`lako` plays an activated ability that is not a mana ability only when it knows what it is for.
The table of them:
- aimed harm (`activation_facts`: Kostolomac's ping, Besomar);
- regeneration, or a return to the hand of its own, for a creature about to be destroyed
  (`doomed`);
- a pump of its own for a lethal attack (`self_pump_of`, `pumps_to_lethal`);
- equip (`equips`, `equip_target`);
- a creature from the hand (Frulaš, `creature_to_put`);
- damage prevention (Sveti Čovek, `prevention_target`);
- keywords for a target (Vetroviti Mag, `granted_to_target`).

Everything else is left to humans (`ever_activated` is False). What to do here is decided from
the view; the reasons and plans are `lako`'s.
"""

from __future__ import annotations

from collections.abc import Mapping

from izvori.agents.combat_plan import able_attackers, fight, health, power
from izvori.agents.knowledge import SpellFacts, creature_value, lookup, spell_facts
from izvori.engine.carddef import ActivatedAbility, CardDef, CardType
from izvori.engine.objects import player_ref
from izvori.engine.view import GameView, PermanentView, StackItemView

#: the facts of a play that harms nothing (abilities that help their own)
NO_HARM = SpellFacts(False, 0, 0, False, False, False, True, 0)


def ever_activated(card: CardDef, index: int) -> bool:
    """Whether `lako` may ever play activated ability `index` of `card` (the module's
    table); the rest it leaves to humans."""
    if index >= len(card.activated):
        return False
    ab = card.activated[index]
    ops = {e.op for e in ab.effects}
    return (
        activation_facts(card, index) is not None
        or regenerates(card, index)
        or self_pump_of(card, index) is not None
        or equips(card, index)
        or ops == {"bounce"}
        or puts_from_hand(ab)
        or (ops == {"prevent_damage"} and bool(ab.targets))
        or bool(granted_to_target(ab))
    )


def activation_facts(card: CardDef, index: int) -> SpellFacts | None:
    """What activated ability `index` of `card` does, if it is aimed harm (it is then played
    like burn and removal); None for any other."""
    if index >= len(card.activated):
        return None
    ab = card.activated[index]
    facts = spell_facts(card, ab.effects)
    if not ab.targets or not facts.harmful:
        return None
    return facts


def regenerates(card: CardDef, index: int) -> bool:
    """Whether activated ability `index` of `card` is its regeneration ("Regeneracija")."""
    if index >= len(card.activated):
        return False
    effects = card.activated[index].effects
    return any(e.op == "regenerate" and e.get("what", "self") == "self" for e in effects)


def returns_itself(ab: ActivatedAbility) -> bool:
    """Whether the ability only returns its own permanent to the hand (Rosna Vila)."""
    return bool(ab.effects) and all(
        e.op == "bounce" and e.get("what") == "self" for e in ab.effects
    )


def puts_from_hand(ab: ActivatedAbility) -> bool:
    """Whether the ability only puts a card from the hand into play (Frulaš)."""
    return {e.op for e in ab.effects} == {"put_from_hand"}


def self_pump_of(card: CardDef, index: int) -> tuple[int, int] | None:
    """(power it adds, mana it costs) of activated ability `index` of `card` if it only
    pumps its own creature's power for mana (Zmaj Plamena: "R: +10/+0"), else None."""
    if index >= len(card.activated):
        return None
    ab = card.activated[index]
    cost = ab.cost
    if ab.targets or cost.mana is None or cost.tap or cost.sacrifice_self or cost.sacrifice:
        return None
    plus = sum(
        int(e.get("power"))
        for e in ab.effects
        if e.op == "pump" and e.get("what") == "self" and isinstance(e.get("power"), int)
    )
    return (plus, cost.mana.total()) if plus > 0 and len(ab.effects) == 1 else None


def equips(card: CardDef, index: int) -> bool:
    """Whether activated ability `index` of `card` is its equip ("Opremi", B12.65)."""
    if index >= len(card.activated):
        return False
    return any(e.op == "attach" for e in card.activated[index].effects)


def granted_to_target(ab: ActivatedAbility) -> tuple[str, ...]:
    """The keywords an activated ability gives its target creature (Vetroviti Mag: Letač),
    if that is all it does."""
    if not ab.targets or any(e.op != "grant" or e.get("what") != "target" for e in ab.effects):
        return ()
    return tuple(k for e in ab.effects for k in (e.get("keywords") or ()))


def loses_fight(seen: GameView, p: PermanentView) -> bool:
    """After blocks (C10), whether `p` dies in its fight (C11)."""
    if seen.step != "blokeri":
        return False
    return any(fight(p, f)[0] if p.attacking else fight(f, p)[1] for f in _foes(seen, p))


def _foes(seen: GameView, p: PermanentView) -> list[PermanentView]:
    """The creatures `p` fights: its blockers when it attacks, the attacker it blocks."""
    perms = {x.id: x for x in seen.battlefield}
    foes = [perms[b] for b in p.blocked_by if b in perms] if p.attacking else []
    if p.blocking is not None and p.blocking in perms:
        foes.append(perms[p.blocking])
    return foes


def doomed(
    cards: Mapping[str, CardDef], seen: GameView, me: int, p: PermanentView, any_kill: bool
) -> bool:
    """Whether our creature `p` is about to be destroyed: it loses its fight after blocks
    (C11), or the opponent's spell or ability on top of the niz kills it — by damage it
    can't take, or by a destroy that allows regeneration (`any_kill`: any destroy)."""
    if loses_fight(seen, p):
        return True
    top = seen.stack[0] if seen.stack else None
    return top is not None and top.controller != me and aimed_to_kill(cards, top, p, any_kill)


def aimed_to_kill(
    cards: Mapping[str, CardDef], item: StackItemView, p: PermanentView, any_kill: bool = False
) -> bool:
    """Whether the spell or ability `item` on the niz targets `p` and kills it in a way
    regeneration saves it from (damage it can't take, or "destroy" that allows it) —
    `any_kill`: in any way (a destroy that forbids regeneration too)."""
    if p.id not in {tv.ref for tv in item.targets} or item.card is None:
        return False
    card = lookup(cards, item.card)
    if card is None:
        return False
    if item.kind == "spell":
        effects = card.spell_effects
    else:
        named = [ab.effects for ab in card.activated if ab.text and ab.text == item.text]
        effects = named[0] if named else ()
    for e in effects:
        destroys = e.op == "destroy" and e.get("what") == "target"
        if destroys and (any_kill or not e.get("no_regeneration")):
            return True
    facts = spell_facts(card, effects)
    damage = facts.damage + facts.x_damage * max(item.x, 0)
    return damage > 0 and damage >= health(p)


def pumps_to_lethal(
    seen: GameView, me: int, creature: int, plus: int, cost: int, mana_left: int
) -> bool:
    """After blocks (C10), with `creature` attacking unblocked: whether the damage that gets
    through reaches the opponent's life with the pumps (`plus` power for `cost` mana each)
    that `mana_left` pays for, where without them it doesn't."""
    p = seen.permanent(creature)
    if p is None or seen.active != me or seen.step != "blokeri" or cost <= 0:
        return False
    if not p.attacking or p.blocked_by:
        return False
    through = sum(power(x) for x in seen.permanents_of(me) if x.attacking and not x.blocked_by)
    life = seen.player(1 - me).life
    return through < life <= through + plus * (mana_left // cost)


def equip_target(seen: GameView, me: int, gear: int) -> PermanentView | None:
    """The creature of ours to equip (B12.65): the best of those that can attack, in the
    first main phase, else the best; None where the Oprema already is on it — or on one of
    ours, with no attack to come."""
    equipment = seen.permanent(gear)
    mine = [p for p in seen.permanents_of(me) if p.is_creature]
    if equipment is None or not mine:
        return None
    attackers = able_attackers(seen, me) if seen.step == "glavna1" else []
    best = max(attackers or mine, key=lambda p: (creature_value(p), -p.id))
    on = equipment.attached_to
    if on == best.id or (on is not None and on in {p.id for p in mine} and not attackers):
        return None
    return best


def creature_to_put(
    cards: Mapping[str, CardDef], seen: GameView, me: int, attack_possible: bool
) -> int | None:
    """Frulaš ("Z, @: Ubaci kartu bića iz svoje ruke u igru"): the mana value of the dearest
    creature of our hand, when a creature would be cast — our main phase, after combat
    (before it when none of ours can attack). None: no creature, or not the moment."""
    if not (seen.active == me and seen.step in ("glavna1", "glavna2") and not seen.stack):
        return None
    if seen.step == "glavna1" and attack_possible:
        return None
    hand = [lookup(cards, c) for c in seen.player(me).hand or ()]
    creatures = [c for c in hand if c is not None and CardType.CREATURE in c.types]
    if not creatures:
        return None
    return max(c.cost.total() if c.cost is not None else 0 for c in creatures)


def prevention_target(seen: GameView, me: int, ab: ActivatedAbility) -> tuple[int, bool] | None:
    """Damage prevention aimed at one (Sveti Čovek: "Spreči idućih 40 štete ... odabranom
    biću ili igraču"), after blocks: (our player, True) when the damage through would kill
    us and the prevented part saves us; else (our most valuable creature that dies in its
    fight and the prevented part saves, False); None: nothing to save."""
    if seen.step != "blokeri":
        return None
    amount = sum(int(e.get("amount")) for e in ab.effects if isinstance(e.get("amount"), int))
    kinds = {spec.kind for spec in ab.targets}
    attacker = seen.active
    if attacker != me and kinds & {"player", "creature_or_player"}:
        through = sum(
            power(x) for x in seen.permanents_of(attacker) if x.attacking and not x.blocked_by
        )
        if through >= seen.player(me).life > through - amount:
            return player_ref(me), True
    if not kinds & {"creature", "creature_or_player"}:
        return None
    saved = [
        p
        for p in seen.permanents_of(me)
        if p.is_creature
        and loses_fight(seen, p)
        and sum(power(f) for f in _foes(seen, p)) - amount < health(p)
    ]
    if not saved:
        return None
    return max(saved, key=lambda x: (creature_value(x), -x.id)).id, False
