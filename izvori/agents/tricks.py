"""Instant-speed tricks for `lako`: when a pump, a fog, a counter or a flash creature is worth
more now than the mana kept open (issue 14 item 2: "instants held for the opponent's turn when
that is better").

An instant (B12.21: played whenever its controller has priority) is worth most where the
opponent has already committed: a pump after blocks are declared (C10: blocks are final, the
fight changes), a fog once the attack is on the table, a counter while the opponent's spell is
on the niz (D9, D16), a flash creature (E3 Presretač) at the end of the opponent's turn — it
attacks on our turn just the same, and a sorcery-speed removal never saw it — or as a surprise
blocker after the opponent declared its attack. Everywhere else they are held: nothing here
ever wants to be cast in our own main phase.

All of it reads the view only (ARCHITECTURE §6).
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass

from izvori.agents.abilities import could_pay, mana_makers
from izvori.agents.combat_plan import fight, grown, power
from izvori.agents.knowledge import (
    creature_value,
    kicked_drain,
    life_taken,
    lookup,
    spell_facts,
)
from izvori.engine.carddef import CardDef, CardType, Effect
from izvori.engine.objects import player_of_ref
from izvori.engine.view import GameView, PermanentView, StackItemView

LETHAL = 10_000.0
#: a spell or ability that takes his last life as it resolves, played on top of the niz: it
#: resolves before anything of his below it (D9.12), so it goes even before the counter to
#: his spell that would kill us
WINS_FIRST = LETHAL + 1
WORTH_A_CARD = 20.0  # a trick must gain at least about one small creature's worth
FOG_WORTH = 40.0  # creatures saved by a fog that justify it when the damage isn't lethal
OPP_END = "kraj_poteza"  # the end step (C3): the last moment before our own turn
BLOCKS = "blokeri"  # the declare-blockers step: blocks are known (C10)
ATTACKS = "napadači"  # the declare-attackers step: the attack is known, blocks are not yet


@dataclass(frozen=True)
class Pump:
    """What a pump spell does: power and toughness added, to one target or to all ours."""

    power: int
    toughness: int
    everyone: bool  # "your_creatures": every creature of ours


def pump_of(effects: tuple[Effect, ...]) -> Pump | None:
    """A positive pump (power or toughness up), or None."""
    for e in effects:
        if e.op != "pump":
            continue
        p, tough = e.get("power") or 0, e.get("toughness") or 0
        if not isinstance(p, int) or not isinstance(tough, int) or (p <= 0 and tough <= 0):
            continue
        return Pump(p, tough, e.get("what") == "your_creatures")
    return None


def pump_feared(cards: Mapping[str, CardDef], seen: GameView, who: int) -> tuple[int, int] | None:
    """The biggest pump on one creature (+power, +toughness) that player `who` could cast
    after blocks (B12.21, C10.25): an instant of the game's cards his open mana pays for
    (`could_pay`, colours counted), while he holds a card. What he holds is hidden; what
    the game's cards could do and his open mana are not. None: no such pump, or no card."""
    if not seen.player(who).hand_count:
        return None
    best: tuple[int, int] | None = None
    for card in cards.values():
        pump = pump_of(card.spell_effects)
        if pump is None or pump.everyone or len(card.spell_targets) != 1:
            continue
        if card.cost is None or not spell_facts(card).instant:
            continue
        if not could_pay(seen, who, card.cost):
            continue
        size = (pump.power, pump.toughness)
        if best is None or sum(size) > sum(best):
            best = size
    return best


def is_fog(effects: tuple[Effect, ...]) -> bool:
    return any(e.op == "prevent_combat_damage" for e in effects)


def makes_tokens(effects: tuple[Effect, ...]) -> bool:
    return any(e.op == "create_token" for e in effects)


def is_trick(card: CardDef) -> bool:
    """An instant whose moment is combat or the opponent's turn: a pump (on a target or on
    all ours), a fog, or one that makes creatures without a target."""
    effects = card.spell_effects
    pump = pump_of(effects)
    if pump is not None:
        return bool(card.spell_targets) or pump.everyone
    return is_fog(effects) or (makes_tokens(effects) and not card.spell_targets)


def counter_cost(effects: tuple[Effect, ...]) -> int | None:
    """None: not a counterspell; else the mana the opponent may pay to save its spell (0:
    none — D16: "poništi odabranu magiju, osim ako njen kontrolor plati N")."""
    for e in effects:
        if e.op == "counter":
            n = e.get("unless_pays")
            return int(n) if isinstance(n, int) else 0
    return None


def _fights(seen: GameView, me: int) -> list[tuple[PermanentView, PermanentView]]:
    """Our creatures in a fight right now, each with its (first) opponent."""
    perms = {p.id: p for p in seen.battlefield}
    out: list[tuple[PermanentView, PermanentView]] = []
    for p in seen.permanents_of(me):
        if not p.is_creature:
            continue
        if p.attacking and p.blocked_by and p.blocked_by[0] in perms:
            out.append((p, perms[p.blocked_by[0]]))
        elif p.blocking is not None and p.blocking in perms:
            out.append((p, perms[p.blocking]))
    return out


def _fight_gain(mine: PermanentView, foe: PermanentView, pump: Pump) -> float:
    """What a pump on `mine` gains in its fight: our creature saved, theirs killed."""

    def outcome(m: PermanentView) -> tuple[bool, bool]:
        if m.attacking:
            return fight(m, foe)
        foe_dies, m_dies = fight(foe, m)
        return m_dies, foe_dies

    dies, kills = outcome(mine)
    dies_after, kills_after = outcome(grown(mine, pump.power, pump.toughness))
    gain = 0.0
    if dies and not dies_after:
        gain += creature_value(mine)
    if kills_after and not kills:
        gain += creature_value(foe)
    return gain


def _unblocked(seen: GameView, player: int) -> list[PermanentView]:
    return [
        p for p in seen.permanents_of(player) if p.is_creature and p.attacking and not p.blocked_by
    ]


def pump_play(
    seen: GameView, me: int, pump: Pump, targets: int, burn: int = 0
) -> tuple[float, tuple[int, ...]] | None:
    """After blocks (C10), the gain of a pump and the creatures it should go on (`targets`:
    how many the spell targets; 0: every creature of ours). None: hold it. `burn`: the
    damage to his face the rest of our hand still deals after it (Grom after Bojni Poklič,
    C11.22) — a pump lethal with it is lethal."""
    if seen.step != BLOCKS:
        return None
    gains: dict[int, float] = {}
    for mine, foe in _fights(seen, me):
        gains[mine.id] = max(gains.get(mine.id, 0.0), _fight_gain(mine, foe, pump))
    if seen.active == me:
        # unblocked attackers: the pump's extra damage may be what wins (C11)
        free = _unblocked(seen, me)
        life = seen.player(1 - me).life
        through = sum(power(p) for p in free)
        n = len(free) if targets == 0 else min(targets, len(free))
        if free and through + burn < life <= through + pump.power * n + burn:
            best = sorted(free, key=lambda p: p.id)[: max(n, 1)]
            return LETHAL, tuple(p.id for p in best)
    if targets == 0:
        total = sum(gains.values())
        return (total, ()) if total >= WORTH_A_CARD else None
    ranked = sorted(gains.items(), key=lambda kv: (-kv[1], kv[0]))
    if not ranked or ranked[0][1] < WORTH_A_CARD:
        return None
    chosen = [oid for oid, _g in ranked[:targets]]
    if len(chosen) < targets:  # e.g. Sloga: two creatures; the second is any other of ours
        others = sorted(
            (p for p in seen.permanents_of(me) if p.is_creature and p.id not in chosen),
            key=lambda p: (-creature_value(p), p.id),
        )
        chosen += [p.id for p in others[: targets - len(chosen)]]
        if len(chosen) < targets:
            return None
    return sum(gains.get(oid, 0.0) for oid in chosen), tuple(chosen)


def fog_worth(seen: GameView, me: int) -> float | None:
    """On the opponent's turn after blocks: prevent all combat damage (Jutarnja Magla) when
    the damage through would kill us, or when it saves enough of our blockers."""
    if seen.active == me or seen.step != BLOCKS:
        return None
    attackers = _unblocked(seen, 1 - me)
    if attackers and sum(power(p) for p in attackers) >= seen.player(me).life:
        return LETHAL
    saved = 0.0
    for mine, foe in _fights(seen, me):
        foe_dies, mine_dies = fight(foe, mine)
        if mine_dies:
            saved += creature_value(mine) - (creature_value(foe) if foe_dies else 0)
    return saved if saved >= FOG_WORTH else None


def counter_play(
    seen: GameView, me: int, cards: Mapping[str, CardDef], unless_pays: int, mana_of_opp: int
) -> tuple[float, int] | None:
    """The opponent's spell on the niz most worth countering (D16), and how much
    (`spell_worth`), if it is worth a card. Any spell on the niz, not only the top one: the
    one below may be the one that kills us (with one counter, it goes there). A "counter
    unless it pays N" is wasted when the opponent can pay."""
    if unless_pays and mana_of_opp >= unless_pays:
        return None
    best: tuple[float, int] | None = None
    for item in seen.stack:
        if item.controller == me or item.kind != "spell" or item.card is None:
            continue
        worth = spell_worth(seen, me, cards, item)
        if worth >= 30 and (best is None or worth > best[0]):
            best = (worth, item.id)
    return best


def spell_worth(
    seen: GameView, me: int, cards: Mapping[str, CardDef], item: StackItemView
) -> float:
    """What the opponent's spell on the niz would cost us: a creature by its worth, a spell
    aimed at us or our creatures by what it would take (our last life: LETHAL, its damage or
    life loss counted), else by its mana value."""
    assert item.card is not None
    card = lookup(cards, item.card)
    if card is None:
        return 0.0
    mv = card.cost.total(item.x) if card.cost is not None else 0
    worth = 10.0 * mv
    if CardType.CREATURE in card.types:
        worth = max(worth, float((card.power or 0) + (card.toughness or 0)))
    # his spell aimed at ours on the niz (a counter, D16): worth what ours would do —
    # all of it where ours takes his last life (Isisavanje Života under his Ometanje)
    for tv in item.targets:
        ours = next((i for i in seen.stack if i.id == tv.ref and i.controller == me), None)
        if ours is not None and ours.card is not None:
            worth = max(worth, _own_spell_worth(seen, me, cards, ours))
    facts = spell_facts(card)
    if not facts.harmful:
        return worth
    hit = 0.0
    for tv in item.targets:
        ref = tv.ref
        if ref < 0:
            if player_of_ref(ref) == me:
                dealt = facts.damage + facts.x_damage * item.x
                dealt += life_taken(card.spell_effects, item.x)
                hit += LETHAL if dealt >= seen.player(me).life else 30.0
            continue
        perm = seen.permanent(ref)
        if perm is not None and perm.controller == me and perm.is_creature:
            hit += creature_value(perm)
            # kicked, it makes us lose life too (Kletva Krvi's 20, E3.140): our last?
            drain = kicked_drain(card) if item.kicked else 0
            if drain:
                hit += LETHAL if drain >= seen.player(me).life else drain
    return min(max(worth, hit), LETHAL)


def _own_spell_worth(
    seen: GameView, me: int, cards: Mapping[str, CardDef], item: StackItemView
) -> float:
    """What our spell on the niz does for us: LETHAL where its damage or life loss at his
    face takes his last life (D21.51), else its mana value."""
    assert item.card is not None
    card = lookup(cards, item.card)
    if card is None:
        return 0.0
    facts = spell_facts(card)
    at_him = any(tv.ref < 0 and player_of_ref(tv.ref) != me for tv in item.targets)
    dealt = facts.damage + facts.x_damage * item.x + life_taken(card.spell_effects, item.x)
    if at_him and dealt >= seen.player(1 - me).life:
        return LETHAL
    return 10.0 * (card.cost.total(item.x) if card.cost is not None else 0)


def opponent_mana(seen: GameView, me: int) -> int:
    """Mana the opponent could still make (`abilities.mana_makers` and his pool: the view
    shows both)."""
    opp = 1 - me
    return len(mana_makers(seen, opp)) + sum(n for _k, n in seen.player(opp).pool)


def flash_timely(seen: GameView, me: int) -> bool:
    """A flash creature or an instant that makes creatures: at the end of the opponent's turn,
    or after the opponent declared its attack, to block (C10)."""
    if seen.active == me or seen.stack:
        return False
    if seen.step == OPP_END:
        return True
    return seen.step == ATTACKS and bool(_unblocked(seen, 1 - me))
