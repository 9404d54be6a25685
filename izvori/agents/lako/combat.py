"""`lako`'s combat: its attack and block declarations (C10), and the plays that make an attack
lethal (a pump of its own, an Aura or Oprema, a creature-land animated).

The plans themselves are `combat_plan`'s; here they are fed what the view and the hand hold:
pumps kept open, a shot held for after blocks, regeneration mana."""

from __future__ import annotations

from collections.abc import Collection, Iterator
from dataclasses import replace
from itertools import product

from izvori.agents.abilities import (
    NO_HARM,
    activation_facts,
    animated,
    as_attacking,
    as_dealt,
    as_fought,
    could_pay,
    equip_target,
    keeps_alive,
    mana_next_turn,
    open_kinds,
    pumps_to_lethal,
    regeneration_ready,
    self_pump_of,
    static_reach,
    without_attachment,
    without_creature,
)
from izvori.agents.base import Choice
from izvori.agents.combat_plan import (
    CANT_ATTACK,
    INDESTRUCTIBLE,
    HeldPump,
    able_attackers,
    attack_is_lethal,
    boost_for_lethal,
    can_block,
    damage_kills,
    fight,
    grown,
    health,
    lethal_after,
    lethal_attack,
    plan_attack,
    plan_blocks,
    power,
    source_kinds,
    through_of,
    wins_after_his_attack,
    with_permanent,
)
from izvori.agents.knowledge import (
    SpellFacts,
    aura_boost,
    aura_stats,
    creature_value,
    granted_abilities,
    life_taken,
    lookup,
    spell_facts,
)
from izvori.agents.lako.defence import Defending
from izvori.agents.lako.seen import (
    HASTE,
    PLAYER_KINDS,
    SURVIVES,
    Plan,
    may_target,
    our_main,
    tap_ready,
    unused_type,
)
from izvori.agents.tricks import (
    LETHAL,
    WORTH_A_CARD,
    counter_cost,
    opponent_mana,
    pump_feared,
    pump_of,
)
from izvori.engine.carddef import (
    LANDWALK,
    PROTECTION,
    ActivatedAbility,
    CardDef,
    Keyword,
)
from izvori.engine.decisions import Action, Decision
from izvori.engine.mana import COLOR_WORDS
from izvori.engine.text import CREATURE_TYPES
from izvori.engine.view import CardFace, GameView, PermanentView
from izvori.strings import t

#: target kinds that take a creature (a shot at an attacker after blocks)
AT_CREATURES = ("creature", "creature_or_player")


class Fighting(Defending):
    """Attack and block declarations, and plays that make an attack lethal."""

    def _attack(self, seen: GameView, d: Decision) -> Choice:
        # (an attack trigger's own pump, D11.20; then Opsada: every creature's damage doubled,
        # D20)
        seen = as_fought(self.cards, as_attacking(self.cards, seen, d.player))
        options = [int(o) for o in d.options]
        regeneration, mana = self._regeneration(seen, d.player), self._mana_left(seen, d.player)
        pump = self._held_pump(seen, d.player, mana)
        own = self._own_pumps(seen, d.player, mana)
        # burn to his face after combat (Pipci Zla in our second main phase) counts too
        reach = self._burn_in_hand(seen, d.player, -1, mana, later=seen.active == d.player)
        plan = plan_attack(
            seen, d.player, options, self._jitter(), regeneration, mana, pump, own, reach
        )
        answer = self._legal(d, plan.attackers)
        names = ", ".join(self._label(seen, a) for a in answer)
        return Choice(answer, t(plan.reason, cards=names) if answer else t("ai.reason.no_attack"))

    def _own_pumps(self, seen: GameView, me: int, mana: int) -> dict[int, int]:
        """The power each creature of ours can add to itself with `mana` (Zmaj Plamena's
        "R: +10/+0", `abilities.self_pump_of`, played as often as the mana pays)."""
        out: dict[int, int] = {}
        untapped = open_kinds(seen, me)
        for p in seen.permanents_of(me):
            card = lookup(self.cards, p.card) if p.is_creature else None
            for i, ab in enumerate(card.activated if card is not None else ()):
                got = self_pump_of(card, i) if card is not None else None
                if got is None or got[1] <= 0 or ab.cost.mana is None:
                    continue
                times = mana // got[1]
                for c, n in ab.cost.mana.colored:  # (a colour our sources make that often)
                    times = min(times, sum(1 for kinds in untapped if c in kinds) // n)
                out[p.id] = max(out.get(p.id, 0), got[0] * times)
        return out

    def _held_pump(self, seen: GameView, me: int, mana: int) -> HeldPump:
        """The pumps in our hand (instants, B12.21: played after blocks) that `mana` pays
        for: the most power one adds to each creature of ours, or to one."""
        each = one = 0
        untapped = open_kinds(seen, me)
        for face in seen.player(me).hand or ():
            card = lookup(self.cards, face)
            if card is None or card.cost is None or card.cost.total() > mana:
                continue
            if any(sum(1 for kinds in untapped if c in kinds) < n for c, n in card.cost.colored):
                continue  # a colour no untapped source of ours makes often enough
            if not spell_facts(card).instant:
                continue
            pump = pump_of(card.spell_effects)
            if pump is None or pump.power <= 0:
                continue
            if pump.everyone:
                each = max(each, pump.power)
            elif len(card.spell_targets) == 1 and card.spell_targets[0].max == 1:
                one = max(one, pump.power)
        return HeldPump(each, one)

    def _block(self, seen: GameView, d: Decision) -> Choice:
        options = [(int(b), int(a)) for b, a in d.options]
        regeneration, mana = self._regeneration(seen, d.player), self._mana_left(seen, d.player)
        shot = self._held_shot(seen, d.player, mana)
        fought = self._regrowing(as_fought(self.cards, self._as_blocked(seen)))  # (Opsada, D20)
        # what an attacker that grows only once blocked deals unblocked (C10.26)
        bare = {p.id: power(p) for p in as_fought(self.cards, seen).battlefield if p.attacking}
        unblocked = {
            p.id: bare[p.id] for p in fought.battlefield if p.id in bare and power(p) != bare[p.id]
        }
        feared = pump_feared(self.cards, seen, 1 - d.player)
        later = self._shots_at_face(seen, 1 - d.player)
        # Senoviti Kamen (A3.32): at 0 life or less we stay in the game
        undying = any(keeps_alive(self.cards, p) for p in seen.permanents_of(d.player))
        lords = self._lords_gone(fought)
        plan = plan_blocks(
            fought,
            d.player,
            options,
            regeneration,
            mana,
            shot,
            feared,
            later,
            unblocked,
            undying,
            lords,
        )
        kept = self._hand_kept(seen, d.player, options, plan.pairs)
        reason = plan.reason if kept is None else "ai.reason.hand_kept"
        if kept is None:
            kept = self._winner_kept(fought, d.player, options, plan.pairs)
            reason = plan.reason if kept is None else "ai.reason.winner_kept"
        if kept is None:
            trick = self._trick_block(fought, d.player, options, plan.pairs, mana)
            if trick is not None:
                kept, reason = [*plan.pairs, list(trick)], "ai.reason.trick_block"
        answer = self._legal(d, plan.pairs if kept is None else kept)
        if not answer:
            return Choice(answer, t("ai.reason.no_block"))
        text = ", ".join(f"{self._label(seen, b)} → {self._label(seen, a)}" for b, a in answer)
        return Choice(answer, t(reason, blocks=text))

    def _trick_block(
        self,
        seen: GameView,
        me: int,
        options: list[tuple[int, int]],
        pairs: list[list[int]],
        mana: int,
    ) -> tuple[int, int] | None:
        """In his attack: the block our instant in hand, cast after blocks (C10.25), makes
        good — its -N/-N on the attacker (Kletva Krvi) or its +N/+N on our blocker, and the
        blocker kills the attacker and lives (C11.21) where without it it doesn't. The
        attacker worth the most, worth a card. (blocker, attacker); None: no such block."""
        if seen.active == me:
            return None
        used, blocked = {b for b, _a in pairs}, {a for _b, a in pairs}
        best: tuple[int, int, int] | None = None
        for face in seen.player(me).hand or ():
            card = lookup(self.cards, face)
            if card is None or card.cost is None or len(card.spell_targets) != 1:
                continue
            if not spell_facts(card).instant or card.cost.total() > mana:
                continue
            change = _pt_change(card)
            if change is None or not could_pay(seen, me, card.cost):
                continue
            spec = card.spell_targets[0]
            for b, a in options:
                blocker, attacker = seen.permanent(b), seen.permanent(a)
                if b in used or a in blocked or blocker is None or attacker is None:
                    continue
                if fight(attacker, blocker) == (True, False):
                    continue  # good without the trick
                ours = change[0] >= 0 and change[1] >= 0
                aimed = blocker if ours else attacker
                if not may_target(spec, card, aimed):
                    continue
                changed = grown(aimed, *change)
                if health(changed) <= 0:
                    continue  # the spell alone kills it: no block needed for that
                after = (attacker, changed) if ours else (changed, blocker)
                worth = creature_value(attacker)
                if fight(*after) != (True, False) or worth < WORTH_A_CARD:
                    continue
                if best is None or worth > best[2]:
                    best = (b, a, worth)
        return None if best is None else (best[0], best[1])

    def _hand_kept(
        self, seen: GameView, me: int, options: list[tuple[int, int]], pairs: list[list[int]]
    ) -> list[list[int]] | None:
        """In his attack: where every card of our hand is one we can't lose (`_card_needed`:
        our spell that kills him, or the counter for his shown spell that kills us after
        this combat, its mana open), an unblocked attacker whose damage to us makes us
        discard (Opčinjavajuća Utvara's trigger, D11) would take one: it is blocked instead
        (C10.21: a blocked attacker deals us no damage), by the cheapest blocker that leaves
        the rest of the attack short of our life. None: no such need, or no such block."""
        opp, hand = 1 - me, seen.player(me).hand or ()
        if seen.active != opp or not hand:
            return None
        attackers = {p.id: p for p in seen.permanents_of(opp) if p.attacking}
        life = seen.player(me).life

        def through(blocks: list[list[int]]) -> int:
            blocked = {a for _b, a in blocks}
            return sum(power(p) for i, p in attackers.items() if i not in blocked)

        mana = self._mana_left(seen, me)

        def needed(c: CardFace) -> bool:
            card = lookup(self.cards, c)
            if card is None or card.cost is None:
                return False
            is_counter = counter_cost(card.spell_effects) is not None
            if is_counter and (card.cost.total() > mana or not spell_facts(card).instant):
                return False  # (a counter we can't cast in his turn saves nothing)
            return self._card_needed(seen, me, c, life - through(pairs))

        if not all(needed(c) for c in hand):
            return None  # (with another card in hand, we discard that one)
        taken = {a for _b, a in pairs}
        for a in (i for i, p in attackers.items() if i not in taken and self._makes_discard(p)):
            tries = []
            for b, target in options:
                if target != a:
                    continue
                blocks = [[x, y] for x, y in pairs if x != b] + [[b, a]]
                if through(blocks) < life and (q := seen.permanent(b)) is not None:
                    tries.append((creature_value(q), b, blocks))
            if tries:
                return min(tries, key=lambda x: (x[0], x[1]))[2]
        return None

    def _winner_kept(
        self, seen: GameView, me: int, options: list[tuple[int, int]], pairs: list[list[int]]
    ) -> list[list[int]] | None:
        """In his attack, where our creatures win at our next turn as the board stands
        (`wins_after_his_attack`: his attackers stay tapped through it, C2) but the planned
        blocks lose one we need for it: other blocks from `options` that let us live (the
        damage through, a Razbijač's excess too, short of our life, C11.50) and keep that win
        — the least damage through. A creature blocking alone dies as its fight says (first
        strike too, C11.20); in a gang, where its attacker's power alone is lethal to it (he
        assigns, E3.102). None: no such need, or no such blocks."""
        opp = 1 - me
        if seen.active != opp or not wins_after_his_attack(seen, me):
            return None
        attackers = {p.id: p for p in seen.permanents_of(opp) if p.attacking}
        ours = {p.id: p for p in seen.permanents_of(me) if p.is_creature}
        perms = {p.id: p for p in seen.battlefield}
        life = seen.player(me).life

        def lost(blocks: list[list[int]]) -> set[int]:
            out = set()
            for b, a in blocks:
                gang = sum(1 for _x, y in blocks if y == a)
                if b not in ours or a not in attackers:
                    continue
                alone = gang == 1 and fight(attackers[a], ours[b])[1]
                if alone or (gang > 1 and power(attackers[a]) >= health(ours[b])):
                    out.add(b)
            return out

        def through(blocks: list[list[int]]) -> int:
            blocked = {a for _b, a in blocks}
            return through_of(perms, list(attackers), blocked, blocks)

        def bounced(blocks: list[list[int]]) -> bool:
            # an attacker whose damage to us returns our permanents to the hand (Diletator,
            # C11.22, D11) may take the winner: blocked, it deals us none (C10.21)
            blocked = {a for _b, a in blocks}
            return any(self._bounces_on_hit(p) for i, p in attackers.items() if i not in blocked)

        def good(blocks: list[list[int]]) -> bool:
            if bounced(blocks):
                return False
            return through(blocks) < life and wins_after_his_attack(seen, me, lost(blocks))

        if good(pairs):
            return None
        by_blocker: dict[int, list[list[int]]] = {}
        for b, a in options:
            by_blocker.setdefault(b, []).append([b, a])
        choices: list[list[list[list[int]]]] = [
            [[], *([pair] for pair in by_blocker[b])] for b in sorted(by_blocker)
        ]
        best: tuple[int, int, list[list[int]]] | None = None
        for n, combo in enumerate(product(*choices)):
            if n >= 4096:
                break  # (a board this big is left to the planner)
            blocks = [pair for part in combo for pair in part]
            if not good(blocks):
                continue
            key = (through(blocks), sum(creature_value(ours[b]) for b in lost(blocks)))
            if best is None or key < best[:2]:
                best = (*key, blocks)
        return best[2] if best is not None else None

    def _bounces_on_hit(self, p: PermanentView) -> bool:
        """Whether creature `p`'s damage to a player returns that player's permanents to
        the hand ("Kad god Diletator nanese borbenu štetu igraču, ... vratiti ... permanent
        koji taj igrač kontroliše u ruku vlasnika")."""
        card = lookup(self.cards, p.card)
        return card is not None and any(
            ab.event == "deals_damage"
            and ab.cond("to") == "player"
            and any(e.op == "bounce" for e in ab.effects)
            for ab in card.triggered
        )

    def _makes_discard(self, p: PermanentView) -> bool:
        """Whether creature `p`'s damage to a player makes him discard ("Kad god ... nanese
        štetu igraču, taj igrač odbacuje kartu": Opčinjavajuća Utvara)."""
        card = lookup(self.cards, p.card)
        return card is not None and any(
            ab.event == "deals_damage"
            and ab.cond("to") == "player"
            and any(e.op == "discard" and e.get("who") == "trigger_player" for e in ab.effects)
            for ab in card.triggered
        )

    def _held_shot(self, seen: GameView, me: int, mana: int) -> int:
        """The most damage we can still deal to one attacker after blocks (C10.25: a blocker
        tapped for it still blocks): an untapped creature's "@: N štete odabranom biću"
        (Kostolomac), or an instant in hand that only deals damage (Grom), with the mana."""
        best = 0
        for _p, damage, cost in self._damage_abilities(seen, me, AT_CREATURES):
            if cost <= mana:
                best = max(best, damage)
        for c in seen.player(me).hand or ():
            card = lookup(self.cards, c)
            if card is None or card.cost is None or card.cost.x_count or card.modes:
                continue
            facts = spell_facts(card)
            specs = card.spell_targets
            if not facts.instant or not specs or card.cost.total() > mana:
                continue
            if specs[0].kind in ("creature", "creature_or_player") and all(
                e.op == "damage" for e in card.spell_effects
            ):
                best = max(best, facts.damage)
        return best

    def _damage_abilities(
        self, seen: GameView, who: int, kinds: Collection[str], next_turn: bool = False
    ) -> Iterator[tuple[int, int, int]]:
        """(permanent, damage, mana) of each activated ability of `who`'s permanents that
        deals damage to a target of `kinds` (Kostolomac's "@: 10 štete odabranom biću ili
        igraču") and can be played now: its permanent untapped, a creature's "@" not the
        turn it came (D10.18) — or, `next_turn`, in his next turn, all of it untapped. At
        players (`kinds` of `PLAYER_KINDS` only), life it makes him lose counts too (Besni
        Zloduh's "@: Odabrani igrač gubi 10 života")."""
        at_players = set(kinds) <= PLAYER_KINDS
        for p in seen.permanents_of(who):
            card = lookup(self.cards, p.card) if next_turn or not p.tapped else None
            for i, ab in enumerate(card.activated if card is not None else ()):
                facts = activation_facts(card, i, power(p)) if card is not None else None
                if facts is None or ab.cost.sacrifice or not ab.targets:
                    continue
                hurt = facts.damage + (life_taken(ab.effects) if at_players else 0)
                if not hurt or ab.targets[0].kind not in kinds:
                    continue
                if ab.cost.tap and not next_turn and (p.sick and HASTE not in p.card.keywords):
                    continue
                yield p.id, hurt, ab.cost.mana.total() if ab.cost.mana is not None else 0

    def _shot_for_lethal(
        self, seen: GameView, me: int, mana: int, newcomers: tuple[PermanentView, ...] = ()
    ) -> tuple[int, int] | None:
        """In our turn before attackers are declared (C9), the niz empty: (our creature, his
        blocker) where the creature's "@: N štete odabranom biću" (`_damage_abilities`:
        Besomar's damage equal to its power, as `seen` shows it), paid with `mana`, kills
        that blocker (C11; not one that would regenerate, D19), and the attack without it
        is lethal (C10) — the creature tapped for it doesn't attack; `newcomers` (hasty
        creatures cast after it) do. None: no such pair."""
        if seen.active != me or seen.step not in ("glavna1", "početak_borbe") or seen.stack:
            return None
        life = seen.player(1 - me).life
        for pid, damage, cost in self._damage_abilities(seen, me, AT_CREATURES):
            shooter = seen.permanent(pid)
            if shooter is None or cost > mana:
                continue
            spent = with_permanent(seen, replace(shooter, tapped=True))
            for b in seen.permanents_of(1 - me):
                if not b.is_creature or b.tapped or not 0 < health(b) <= damage:
                    continue
                if regeneration_ready(self.cards, seen, b):
                    continue
                after = without_creature(self.cards, spent, b)
                attackers = able_attackers(after, me, newcomers)
                blockers = [
                    p for p in after.permanents_of(1 - me) if p.is_creature and not p.tapped
                ]
                if attackers and lethal_attack(after, attackers, blockers, life):
                    return pid, b.id
        return None

    def _shots_at_face(self, seen: GameView, who: int, next_turn: bool = False) -> int:
        """The damage player `who` can still deal to his opponent's face after combat
        damage (C11.22) with what the view shows: each untapped permanent's best "N štete
        odabranom biću ili igraču" (Kostolomac's "@"; a creature's "@" not the turn it came,
        D10.18), as far as his open mana pays for them. What his hand holds is hidden.
        `next_turn`: in his next turn, all of it untapped (C2)."""
        mana = mana_next_turn(seen, who) if next_turn else opponent_mana(seen, 1 - who)
        best: dict[int, tuple[int, int]] = {}  # (damage, mana) of each permanent's best
        for pid, damage, cost in self._damage_abilities(seen, who, PLAYER_KINDS, next_turn):
            if pid not in best or damage > best[pid][0]:
                best[pid] = (damage, cost)
        total = 0
        for damage, cost in sorted(best.values(), key=lambda s: (s[1], -s[0])):
            if cost <= mana:
                total, mana = total + damage, mana - cost
        return total

    def _text_swap(self, seen: GameView, me: int, words: str) -> tuple[int, str, str, float] | None:
        """The text change worth its card (D19.60, D19.61): one basic source type's word for
        another (Varka Predela, `_landwalk_swap`) or one colour word for another (Prevrtljivi
        Um, `_protection_swap`) — (creature, old word, new word, score). None: no such change."""
        if words == "source_type":
            swap = self._landwalk_swap(seen, me)
            return self._landwalk_undone(seen, me) if swap is None else (*swap, LETHAL)
        if words == "color":
            return self._protection_swap(seen, me)
        if words == "creature_type":
            return self._lord_renamed(seen, me)
        return None

    def _lord_pumps(
        self, seen: GameView, lord: PermanentView
    ) -> Iterator[tuple[PermanentView, str, int, int]]:
        """Each creature a lord in play pumps by creature type ("Ostali Vojnici koje
        kontrolišeš dobijaju +10/+10", Kapetan Straže, C6.30): (creature, the type, power,
        toughness) — counted in the view's values, which a change of type takes away."""
        card = lookup(self.cards, lord.card)
        for p, st in static_reach(card, seen, lord.controller) if card is not None else ():
            word, plus_p, plus_t = st.get("subtype"), st.get("power"), st.get("toughness")
            if not word or not isinstance(plus_p, int) or not isinstance(plus_t, int):
                continue
            if p.id == lord.id and str(st.affects).startswith("other"):
                continue
            yield p, str(word), plus_p, plus_t

    def _without_pumps(
        self, seen: GameView, lost: list[tuple[PermanentView, str, int, int]]
    ) -> GameView:
        out = seen
        for p, _word, plus_p, plus_t in lost:
            now = out.permanent(p.id)
            if now is not None:
                out = with_permanent(out, grown(now, -plus_p, -plus_t))
        return out

    def _type_stripped(self, seen: GameView, me: int) -> tuple[int, float] | None:
        """The creature whose type to change for the turn (Iluzionista, B12.12: a new type
        replaces the old ones) so that it loses a lord's pump in a fight under way (C11.40:
        the blocked Vojnik back to 20/20 trades with our blocker) — (creature, what the
        fights gain, `_fights_gained`); None: none worth a card."""
        lords = [p for p in seen.battlefield if p.is_creature]
        pumps = [x for lord in lords for x in self._lord_pumps(seen, lord)]
        best: tuple[float, int] | None = None
        for target in {x[0].id for x in pumps}:
            after = self._without_pumps(seen, [x for x in pumps if x[0].id == target])
            gained = self._fights_gained(seen, me, after)
            if gained >= WORTH_A_CARD and (best is None or (gained, -target) > best):
                best = (gained, -target)
        return None if best is None else (-best[1], best[0])

    def _lord_renamed(self, seen: GameView, me: int) -> tuple[int, str, str, float] | None:
        """The type word to change in a lord's text (Preobražaj Roda on Kapetan Straže,
        D19.60, D19.61: "Vojnici" → a type no creature in play has) so that every creature
        it pumps loses the pump in the fights under way (C11.40) — (lord, old word, new word,
        what the fights gain); None: none worth a card."""
        new = unused_type(seen, CREATURE_TYPES)
        if new is None:
            return None
        best: tuple[int, str, str, float] | None = None
        for lord in seen.battlefield:
            pumps = list(self._lord_pumps(seen, lord)) if lord.is_creature else []
            for word in dict.fromkeys(x[1] for x in pumps):
                after = self._without_pumps(seen, [x for x in pumps if x[1] == word])
                gained = self._fights_gained(seen, me, after)
                if gained >= WORTH_A_CARD and (best is None or gained > best[3]):
                    best = (lord.id, word, new, gained)
        return best

    def _landwalk_swap(self, seen: GameView, me: int) -> tuple[int, str, str] | None:
        """The text change (Varka Predela: one basic source type's word for another, D19.60,
        D19.61) that makes our attack lethal: on our attacker with a landwalk (Vatreni), the
        word of a kind the defender controls (Voda: Vodeni, E3.42) — (creature, old word, new
        word). None: no such change."""
        theirs = source_kinds(seen, 1 - me)
        attacking = [p for p in seen.permanents_of(me) if p.attacking]
        for p in attacking or able_attackers(seen, me):
            for kw, old in LANDWALK.items():
                if kw.value not in p.card.keywords:
                    continue
                for new_kw, new in LANDWALK.items():
                    if new == old or new not in theirs:
                        continue
                    if lethal_after(seen, me, with_permanent(seen, _rewritten(p, kw, new_kw))):
                        return p.id, old, new
        return None

    def _landwalk_undone(self, seen: GameView, me: int) -> tuple[int, str, str, float] | None:
        """In his declare-attackers step, before blocks (C10.10): the text change (Varka
        Predela, D19.60, D19.61) on his attacker with a landwalk of a kind we control
        (Zemljani, E3.42) to the word of a kind we don't, so that our creatures may block it
        — where those blocks save us from a lethal attack, or let a blocker kill it and live.
        (creature, old word, new word, score); None: no such change."""
        if seen.active == me or seen.step != "napadači":
            return None
        opp = 1 - me
        ours_kinds = source_kinds(seen, me)
        ours = [b for b in seen.permanents_of(me) if b.is_creature and not b.tapped]
        free = [k for k, kind in LANDWALK.items() if kind not in ours_kinds]
        dead = attack_is_lethal(seen, opp)
        best: tuple[int, str, str, float] | None = None
        for p in seen.permanents_of(opp):
            for kw, old in LANDWALK.items() if p.attacking else ():
                if kw.value not in p.card.keywords or old not in ours_kinds:
                    continue
                into = next((k for k in free if k.value not in p.card.keywords), None)
                if into is None:
                    continue
                gain = _blocks_opened(seen, opp, p, _rewritten(p, kw, into), ours, dead)
                if gain is not None and (best is None or gain > best[3]):
                    best = (p.id, old, LANDWALK[into], gain)
                    if gain >= SURVIVES:
                        return best
        return None if dead else best

    def _protection_swap(self, seen: GameView, me: int) -> tuple[int, str, str, float] | None:
        """The colour-word change (Prevrtljivi Um, D19.60, D19.61) on a protection keyword
        ("Anti-Zeleno": not blocked by green creatures, their damage prevented, E3.25, E3.26):
        in our turn before blocks, on our attacker, the colour of the defender's blockers —
        where that makes the attack lethal (C10); in his declare-attackers step, on his
        attacker, a colour none of our untapped creatures has — where the blocks it opens save
        us from a lethal attack, or let a blocker kill the attacker and live. (creature, old
        colour, new colour, score); None: no such change."""
        if seen.active == me:
            attacking = [p for p in seen.permanents_of(me) if p.attacking]
            for p in attacking or able_attackers(seen, me):
                for kw in _shields(p):
                    for new_kw in PROTECTION:
                        if new_kw.value in p.card.keywords:
                            continue
                        after = with_permanent(seen, _rewritten(p, kw, new_kw))
                        if lethal_after(seen, me, after):
                            return p.id, _color_word(kw), _color_word(new_kw), LETHAL
            return None
        if seen.step != "napadači":
            return None
        opp = 1 - me
        ours = [b for b in seen.permanents_of(me) if b.is_creature and not b.tapped]
        colors = {c for b in ours for c in b.card.colors}
        free = [k for k, c in PROTECTION.items() if c.value not in colors]
        dead = attack_is_lethal(seen, opp)
        best: tuple[int, str, str, float] | None = None
        for p in seen.permanents_of(opp):
            for kw in _shields(p) if p.attacking else ():
                into = next((k for k in free if k.value not in p.card.keywords), None)
                if PROTECTION[kw].value not in colors or into is None:
                    continue
                gain = _blocks_opened(seen, opp, p, _rewritten(p, kw, into), ours, dead)
                if gain is not None and (best is None or gain > best[3]):
                    best = (p.id, _color_word(kw), _color_word(into), gain)
                    if gain >= SURVIVES:
                        return best
        return None if dead else best

    def _aura_moved(
        self, seen: GameView, aura: PermanentView, dest: PermanentView
    ) -> GameView | None:
        """The view with Aura `aura` moved onto creature `dest` ("premesti ga na drugi
        permanent", Trajna Pozajmica, B12.69): what it gives (`aura_stats`) taken from the
        creature it enchants — the keywords its printed card lacks — and given to `dest`.
        None: not an Aura we know."""
        card = lookup(self.cards, aura.card)
        if card is None or not card.enchant:
            return None
        keywords, plus_p, plus_t = aura_stats(card)
        out = seen
        host = seen.permanent(aura.attached_to) if aura.attached_to is not None else None
        if host is not None and host.is_creature:
            printed = lookup(self.cards, host.card)
            own = {k.value for k in printed.keywords} if printed is not None else set()
            kept = tuple(k for k in host.card.keywords if k not in keywords or k in own)
            out = with_permanent(
                out,
                replace(
                    grown(host, -plus_p, -plus_t),
                    card=replace(grown(host, -plus_p, -plus_t).card, keywords=kept),
                ),
            )
        target = out.permanent(dest.id)
        if target is None:
            return None
        more = tuple(k for k in keywords if k not in target.card.keywords)
        moved = grown(target, plus_p, plus_t)
        moved = replace(moved, card=replace(moved.card, keywords=(*moved.card.keywords, *more)))
        return with_permanent(out, moved)

    def _fights_gained(self, seen: GameView, me: int, after: GameView) -> float:
        """What a change to the creatures in combat wins in its one-on-one fights (C11):
        each opponent's creature killed that lived, and each of ours kept that died, by
        their worth — less the reverse."""
        gained = 0.0
        for b in after.battlefield:
            a = after.permanent(b.blocking) if b.blocking is not None else None
            if a is None or len(a.blocked_by) != 1:
                continue
            a0, b0 = seen.permanent(a.id), seen.permanent(b.id)
            if a0 is None or b0 is None:
                continue
            before, now = fight(a0, b0), fight(a, b)
            for p0, died, dies in ((a0, before[0], now[0]), (b0, before[1], now[1])):
                worth = float(creature_value(p0))
                sign = 1.0 if p0.controller != me else -1.0
                if dies and not died:
                    gained += sign * worth
                elif died and not dies:
                    gained -= sign * worth
        return gained

    def _aura_destination(
        self, seen: GameView, me: int, aura_id: int, options: Collection[int]
    ) -> tuple[int, float] | None:
        """Where an Aura we move goes (B12.69), and what that is worth: onto our creature
        whose attack it makes lethal (C10); else where it wins the most in the fights under
        way (`_fights_gained`: the blocker it lets kill the attacker and live); else onto our
        creature it makes worth the most. None: not an Aura we read."""
        aura = seen.permanent(aura_id)
        if aura is None:
            return None
        best: tuple[float, float, int] | None = None
        for o in options:
            dest = seen.permanent(o)
            if dest is None or not dest.is_creature or dest.controller != me:
                continue
            after = self._aura_moved(seen, aura, dest)
            moved = after.permanent(o) if after is not None else None
            if after is None or moved is None:
                continue
            score = (
                LETHAL if lethal_after(seen, me, after) else self._fights_gained(seen, me, after)
            )
            key = (score, float(creature_value(moved) - creature_value(dest)), -o)
            if best is None or key > best:
                best = key
        return None if best is None else (-best[2], best[0])

    def _lords_gone(self, seen: GameView) -> dict[int, dict[int, PermanentView]]:
        """For each attacker whose pump statics reach other creatures (Kapetan Straže's
        "Ostali Vojnici ... +10/+10", C6.30), the creatures as they are without it
        (`without_creature`): a block that kills it first shrinks the rest (`plan_blocks`)."""
        out: dict[int, dict[int, PermanentView]] = {}
        for p in seen.battlefield:
            card = lookup(self.cards, p.card) if p.attacking else None
            if card is None or not any(
                q.id != p.id for q, _s in static_reach(card, seen, p.controller)
            ):
                continue
            out[p.id] = {q.id: q for q in without_creature(self.cards, seen, p).battlefield}
        return out

    def _regrowing(self, seen: GameView) -> GameView:
        """The view with each attacker that his open mana regenerates (Lesni Trol's "Z",
        D19) marked as one no damage destroys: the blocks are planned knowing a block that
        "kills" it kills nothing (`regeneration_ready`)."""
        field = tuple(
            replace(p, card=replace(p.card, keywords=(*p.card.keywords, INDESTRUCTIBLE)))
            if p.attacking and regeneration_ready(self.cards, seen, p)
            else p
            for p in seen.battlefield
        )
        return replace(seen, battlefield=field) if field != seen.battlefield else seen

    def _as_blocked(self, seen: GameView) -> GameView:
        """The view with each attacker as it fights once blocked: "Kad god ... postane
        blokirana, dobija +20/+20" (Razjarena Zver, a trigger on becoming blocked, C10.26)
        counted in its power and toughness — the blocks are planned against that creature.
        (Unblocked it stays smaller: `_block` tells the plan what it deals then.)"""
        grown: dict[int, PermanentView] = {}
        for p in seen.battlefield:
            card = lookup(self.cards, p.card) if p.attacking else None
            plus = [0, 0]
            for ab in card.triggered if card is not None else ():
                if ab.event != "becomes_blocked" or ab.cond("who") != "self":
                    continue
                for e in ab.effects:
                    pw, th = e.get("power"), e.get("toughness")
                    if e.op == "pump" and e.get("what") == "self":
                        plus[0] += pw if isinstance(pw, int) else 0
                        plus[1] += th if isinstance(th, int) else 0
            if plus != [0, 0]:
                face = replace(
                    p.card,
                    power=(p.card.power or 0) + plus[0],
                    toughness=(p.card.toughness or 0) + plus[1],
                )
                grown[p.id] = replace(p, card=face)
        if not grown:
            return seen
        return replace(seen, battlefield=tuple(grown.get(p.id, p) for p in seen.battlefield))

    def _self_pump(self, seen: GameView, a: Action) -> tuple[int, int] | None:
        """(power it adds, mana it costs) of an activated ability that pumps its own
        creature's power for mana alone (`abilities.self_pump_of`); None for any other."""
        if a.kind != "activate":
            return None
        card = self._def(seen, a.obj)
        return self_pump_of(card, a.index) if card is not None else None

    def _pump_for_lethal(
        self, seen: GameView, me: int, a: Action, name: str
    ) -> tuple[float, str, Plan] | None:
        """A pump of its own (Zmaj Plamena) on an unblocked attacker after blocks, when the
        pumps the mana left pays for make the damage through lethal: one now (the next
        after it resolves, `_priority` lets it be played again)."""
        got = self._self_pump(seen, a)
        if got is None or not pumps_to_lethal(seen, me, a.obj, *got, self._mana_left(seen, me)):
            return None
        return LETHAL, t("ai.reason.pump_lethal", card=name), Plan(a, NO_HARM)

    def _aura_for_lethal(self, seen: GameView, me: int, card: CardDef) -> PermanentView | None:
        """The creature of ours an Aura (its keywords, power and toughness: Krila's Letač,
        Samopovređivanje's Zastrašuje at -10/-10) would make the attack lethal with this
        turn, where it isn't without: the Aura goes on it before combat rather than after.
        None: no such creature."""
        return boost_for_lethal(seen, me, *aura_stats(card))

    def _evasion_for_our_turn(
        self,
        seen: GameView,
        me: int,
        a: Action,
        name: str,
        ab: ActivatedAbility,
        card: CardDef,
    ) -> tuple[float, str, Plan] | None:
        """At the end of the opponent's turn, with the niz empty: a keyword that lasts
        (Vetroviti Mag's Letač "dok god kontrolišeš Vetrovitog Maga") given to our creature
        that some of his untapped creatures could block at our next turn and none can with
        it (E3.72) — paid with mana that would go unused (our sources untap in our untap
        step, C2), so our turn's mana is left for the rest. The most power so freed. None:
        not then, a grant that ends with the turn, or no such creature."""
        if seen.active == me or seen.step != "kraj_poteza" or seen.stack or not ab.targets:
            return None
        grants = [e for e in ab.effects if e.op == "grant"]
        if not grants or any(
            e.get("duration") not in ("permanent", "while_you_control_self") for e in grants
        ):
            return None
        given = tuple(str(k) for e in grants for k in (e.get("keywords") or ()))
        blockers = [p for p in seen.permanents_of(1 - me) if p.is_creature and not p.tapped]
        best: PermanentView | None = None
        for p in seen.permanents_of(me):
            if not p.is_creature or not may_target(ab.targets[0], card, p):
                continue
            ready = replace(p, tapped=False, sick=False)
            words = p.card.keywords + tuple(w for w in given if w not in p.card.keywords)
            freed = replace(ready, card=replace(p.card, keywords=words))
            if not any(can_block(b, ready, seen) for b in blockers):
                continue
            if any(can_block(b, freed, seen) for b in blockers):
                continue
            if CANT_ATTACK in p.card.keywords or power(p) <= 0:
                continue
            if best is None or (power(p), -p.id) > (power(best), -best.id):
                best = p
        if best is None:
            return None
        why = t("ai.reason.evasion_kept", card=name, target=best.card.name)
        return 10.0 + power(best) / 10, why, Plan(a, NO_HARM, best.id)

    def _granted_lethal(
        self, seen: GameView, me: int, card: CardDef, facts: SpellFacts
    ) -> PermanentView | None:
        """Our creature that can use at once the damage an Aura gives it (Dar Predaka's "@:
        10 štete odabranom biću ili igraču") when that takes the opponent's last life: not
        one that came into play this turn (bolest prizivanja, D10.18), nor a tapped one;
        the mana for the ability left after the Aura. None: no such creature."""
        spare = self._mana_left(seen, me) - facts.mana_value
        life = seen.player(1 - me).life
        for ab in granted_abilities(card):
            hurt = as_dealt(self.cards, seen, spell_facts(card, ab.effects))
            costs = ab.cost.mana.total() if ab.cost.mana is not None else 0
            at_face = bool(ab.targets) and ab.targets[0].kind in PLAYER_KINDS
            if not at_face or hurt.damage < life or costs > spare or ab.cost.sacrifice:
                continue
            ready = [p for p in seen.permanents_of(me) if p.is_creature and tap_ready(p, ab)]
            if ready:
                return min(ready, key=lambda p: (creature_value(p), p.id))
        return None

    def _equip(
        self, seen: GameView, me: int, a: Action, name: str, card: CardDef
    ) -> tuple[float, str, Plan] | None:
        """Equip ("Opremi", B12.65) where `abilities.equip_target` says: first on the
        creature its boost makes the attack lethal with. (Unequipped, an Oprema does
        nothing.)"""
        boost = aura_boost(card)
        kept = self._equip_to_survive(seen, me, a.obj, card)
        if kept is not None:
            why = t("ai.reason.equip_saves", card=name, target=kept.card.name)
            return SURVIVES, why, Plan(a, NO_HARM, kept.id)
        # judged without what it gives its holder now: moved, the holder loses it (E3.121)
        equipment = seen.permanent(a.obj)
        bare = without_attachment(self.cards, seen, equipment) if equipment else None
        lethal = boost_for_lethal(bare or seen, me, *boost)
        if lethal is not None and lethal.id != (equipment.attached_to if equipment else None):
            why = t("ai.reason.aura_lethal", card=name, target=lethal.card.name)
            return LETHAL, why, Plan(a, NO_HARM, lethal.id)
        best = equip_target(seen, me, a.obj, boost)
        if best is None:
            return None
        if boost_for_lethal(seen, me, *boost) is best:
            why = t("ai.reason.aura_lethal", card=name, target=best.card.name)
            return LETHAL, why, Plan(a, NO_HARM, best.id)
        why = t("ai.reason.enchant", card=name, target=best.card.name)
        return 12.0, why, Plan(a, NO_HARM, best.id)

    def _equip_to_survive(
        self, seen: GameView, me: int, gear: int, card: CardDef
    ) -> PermanentView | None:
        """In our main phase, where his next attack kills us: the untapped creature of ours
        the Oprema, moved now (B12.65, E3.122: as a sorcery), makes the blocker that lets us
        live (Bronzana Krila's Letač on the Kavgadžija against his flier, E3.70;
        `_boost_to_survive`), judged without what it gives its holder now."""
        equipment = seen.permanent(gear)
        if equipment is None or not our_main(seen, me):
            return None
        if self._next_attack(seen, me) < seen.player(me).life:
            return None  # (where it is, it lets us live already)
        bare = without_attachment(self.cards, seen, equipment) or seen
        return self._boost_to_survive(bare, me, aura_stats(card), equipment.attached_to, True)

    def _animate(
        self,
        seen: GameView,
        me: int,
        a: Action,
        name: str,
        pt: tuple[int, int],
        ab: ActivatedAbility,
    ) -> tuple[float, str, Plan] | None:
        """Dete iz Kamena ("2: postaje 20/20 artefakt biće do kraja poteza"): at the
        beginning of our combat when the attack planner would attack with it as that
        creature (C10; it can attack if we have controlled it since the turn began), or in
        the opponent's declare-attackers step when the block planner would block with it.
        Else held: as an artifact it is safe from what kills creatures."""
        p = seen.permanent(a.obj)
        if p is None or p.is_creature or p.tapped or seen.stack:
            return None
        cost = ab.cost.mana.total() if ab.cost.mana is not None else 0
        mana = self._mana_left(seen, me) - cost
        if mana < 0:
            return None
        world = animated(seen, p, pt)
        creature = world.permanent(p.id)
        assert creature is not None
        regeneration = self._regeneration(seen, me)
        if seen.active == me and seen.step == "početak_borbe":
            options = [x.id for x in able_attackers(world, me)]
            attack = plan_attack(world, me, options, 0.0, regeneration, mana)
            if p.id not in attack.attackers:
                return None
            lethal = attack.reason == "ai.reason.lethal_attack"
            score = LETHAL if lethal else 20.0 + creature_value(creature)
            return score, t("ai.reason.animate_attack", card=name), Plan(a, NO_HARM)
        if seen.active != me and seen.step == "napadači" and seen.attackers:
            attackers = [x for x in (world.permanent(i) for i in seen.attackers) if x is not None]
            mine = [x for x in world.permanents_of(me) if x.is_creature and not x.tapped]
            pairs = [(b.id, at.id) for b in mine for at in attackers if can_block(b, at, world)]
            blocks = plan_blocks(world, me, pairs, regeneration, mana)
            if not any(b == p.id for b, _a in blocks.pairs):
                return None
            return (
                20.0 + creature_value(creature),
                t("ai.reason.animate_block", card=name),
                Plan(a, NO_HARM),
            )
        return None


def _shields(p: PermanentView) -> list[Keyword]:
    """`p`'s protection keywords (E3.25: "Anti-Zeleno")."""
    return [kw for kw in PROTECTION if kw.value in p.card.keywords]


def _color_word(kw: Keyword) -> str:
    """The colour word a protection keyword holds, as the text change names it (D19.61)."""
    return next(word for word, c in COLOR_WORDS.items() if c == PROTECTION[kw])


def shield_name(word: str) -> str:
    """The protection keyword of a colour word ("zelena": "Anti-Zeleno", E3.25)."""
    return next(kw.value for kw in PROTECTION if _color_word(kw) == word)


def _pt_change(card: CardDef) -> tuple[int, int] | None:
    """The (+power, +toughness) instant `card` gives its one target creature until the end
    of the turn (Kletva Krvi's -20/-20, a pump's +30/+30); None: it does something else."""
    changes = [
        (e.get("power") or 0, e.get("toughness") or 0)
        for e in card.spell_effects
        if e.op == "pump" and e.get("what") in ("target", None)
    ]
    if len(changes) != 1 or len(card.spell_effects) != 1:
        return None
    p, tough = changes[0]
    if not isinstance(p, int) or not isinstance(tough, int) or (p, tough) == (0, 0):
        return None
    return p, tough


def _blocks_opened(
    seen: GameView,
    opp: int,
    p: PermanentView,
    changed: PermanentView,
    ours: list[PermanentView],
    dead: bool,
) -> float | None:
    """What rewriting his attacker `p` as `changed` (D19.61) gains us, our untapped `ours`
    blocking: where his attack kills us (`dead`), SURVIVES if it no longer does; else its
    worth where a blocker that couldn't block it now can, kills it and lives (C10). None:
    nothing."""
    after = with_permanent(seen, changed)
    if dead:
        return SURVIVES if not attack_is_lethal(after, opp) else None
    if any(
        can_block(b, changed, after) and damage_kills(b, changed) and not damage_kills(changed, b)
        for b in ours
        if not can_block(b, p, seen)
    ):
        return float(creature_value(p))
    return None


def _rewritten(p: PermanentView, old: Keyword, new: Keyword) -> PermanentView:
    """`p` with keyword `old` read as `new` — its text changed (D19.61)."""
    words = tuple(new.value if k == old.value else k for k in p.card.keywords)
    return replace(p, card=replace(p.card, keywords=words))
