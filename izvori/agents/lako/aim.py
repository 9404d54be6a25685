"""`lako`'s harm: burn, removal and sweepers aimed where they kill or win (D15, C11, D19).

Never into a toughness it cannot beat, never at a creature the opponent can regenerate with his
open mana, and a redirected or triggered harm goes where it hurts most (`_harm_target`)."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import replace
from itertools import combinations

from izvori.agents.abilities import (
    as_dealt,
    damage_to,
    doomed,
    item_effects,
    keeps_alive,
    mana_next_turn,
    niz_kills,
    outgrown_after_top,
    self_pump_of,
    source_power,
    spell_tax,
    without_attachment,
    without_creature,
)
from izvori.agents.base import Choice
from izvori.agents.combat_plan import (
    TRAMPLE,
    attack_is_lethal,
    blocker_before_next_win,
    blockers_for_lethal,
    can_block,
    combat_due,
    fight,
    grown,
    health,
    lethal_after,
    lethal_attack,
    power,
    through_share,
    wins_after_his_attack,
    with_permanent,
)
from izvori.agents.knowledge import (
    SpellFacts,
    aura_steals,
    creature_value,
    hits_players,
    kicked_drain,
    life_taken,
    lookup,
    opponents_hit,
    spell_facts,
    upkeep_life_cost,
)
from izvori.agents.lako.seen import (
    PLAYER_KINDS,
    SHARE_MIN,
    SURVIVES,
    THREAT,
    Plan,
    ViewReading,
    kill_for_lethal,
    may_target,
    our_main,
    sweep_gain,
)
from izvori.agents.tricks import (
    LETHAL,
    WINS_FIRST,
    WORTH_A_CARD,
)
from izvori.engine.carddef import (
    CardDef,
    Effect,
    TargetSpec,
)
from izvori.engine.decisions import Action
from izvori.engine.objects import player_ref
from izvori.engine.view import GameView, PermanentView
from izvori.strings import t


class Aiming(ViewReading):
    """Burn, removal and sweepers: where harm kills or wins."""

    def _shields_coming(self, seen: GameView, player: int) -> set[int]:
        """Creatures of `player` whose "Regeneracija" is on the niz, not yet resolved — until
        it is, they have no shield (D19) — or that his own spell on the niz helps (an Aura,
        a pump: Mahovinski Plašt's +10/+10 and Anti-Crveno): an instant played now resolves
        first (D9.12), and his spell, its one target gone, is countered (D14.21)."""
        out: set[int] = set()
        for item in seen.stack:
            card = lookup(self.cards, item.card) if item.card is not None else None
            if item.controller != player or card is None:
                continue
            if item.kind == "spell":
                if not spell_facts(card).harmful and len(item.targets) == 1:
                    helped = seen.permanent(item.targets[0].ref)
                    if helped is not None and helped.controller == player:
                        out.add(helped.id)
                continue
            regenerating = any(e.op == "regenerate" for fx in item_effects(card, item) for e in fx)
            if regenerating and item.source is not None:
                out.add(item.source)
        return out

    def _shown_removal_for(self, seen: GameView, me: int, p: PermanentView) -> bool:
        """Whether his shown hand (Vidovitost) holds a spell that destroys creature `p` and
        may target it (Teror Mraka: "koje nije crno", D10.13) — all his sources pay for it
        by his next turn."""
        his = 1 - me
        mana = mana_next_turn(seen, his)
        for c in seen.player(his).hand or ():
            card = lookup(self.cards, c)
            if card is None or card.cost is None or not card.spell_targets:
                continue
            if card.cost.total() > mana or not spell_facts(card).destroys:
                continue
            if may_target(card.spell_targets[0], card, replace(p, controller=me)):
                return True
        return False

    def _aimed(
        self,
        seen: GameView,
        me: int,
        a: Action,
        facts: SpellFacts,
        name: str,
        card: CardDef,
        x: int = 0,
        ab_cost: bool = False,
    ) -> tuple[float, str, Plan] | None:
        """Burn and removal: aimed where it kills or wins, else held."""
        opp = 1 - me
        my_turn = seen.active == me
        facts = as_dealt(self.cards, seen, facts)  # Opsada: twice over (D20), face and creatures
        damage = facts.damage + facts.x_damage * x
        kill = damage or facts.shrink  # toughness taken kills like damage (C11)
        opp_life = seen.player(opp).life
        ab = None
        specs = card.spell_targets
        effects = card.spell_effects
        if a.kind == "activate":  # (one an Aura grants: its targets are not the card's)
            ab = card.activated[a.index] if a.index < len(card.activated) else None
            specs = ab.targets if ab is not None else ()
            effects = ab.effects if ab is not None else ()
        spec = specs[0] if specs else None
        # D15: only what the target spec allows (Brdska Streličarka: a creature in combat)
        face = spec is None or spec.kind in ("player", "creature_or_player", "opponent")
        in_combat = spec is not None and bool(spec.filter("attacking_or_blocking"))
        taken = life_taken(effects, x)  # (Besni Zloduh's "@: Odabrani igrač gubi 10 života")
        # (his spell on the niz: ours, on top, resolves first, D9.12)
        instant_now = bool(seen.stack) and seen.stack[0].controller != me
        if face and damage + taken and damage + taken >= opp_life:
            return (
                WINS_FIRST if instant_now else LETHAL,
                t("ai.reason.burn_lethal", card=name, target=seen.player(opp).name),
                Plan(a, facts, player_ref(opp), x),
            )
        if facts.destroys and opp_life <= 0:
            # the permanent that keeps him in the game at 0 life (Senoviti Kamen): gone, he
            # loses at once (A3.32, a state-based check)
            for p in seen.permanents_of(opp):
                if keeps_alive(self.cards, p) and may_target(spec, card, p):
                    who = seen.player(opp).name
                    why = t("ai.reason.keeps_alive", card=name, target=p.card.name, player=who)
                    return LETHAL, why, Plan(a, facts, p.id, x)
        together = self._burn_together(seen, me, a, facts, card) if face and damage else None
        if together is not None:
            why = t("ai.reason.burn_together", card=name, target=seen.player(opp).name)
            return LETHAL, why, Plan(a, facts, player_ref(opp), together)
        cleared = self._trampler_cleared(seen, me, a, facts, spec, card, effects)
        if cleared is not None:
            why = t("ai.reason.burn_kill", card=name, target=cleared[0].card.name)
            return LETHAL, why, Plan(a, facts, cleared[0].id, cleared[1])
        if kill or facts.destroys:
            # removal on the one blocker between our attack and a win: now, before combat
            # (a creature tapped for the ability, D10.18, is not among the attackers)
            busy = a.obj if ab is not None and ab.cost.tap else None
            blocker = kill_for_lethal(seen, me, kill, spec, card, busy)
            if blocker is not None:
                if facts.x_damage:
                    x = max(1, -(-health(blocker) // facts.x_damage))
                why = t("ai.reason.clear_lethal", card=name, target=blocker.card.name)
                return LETHAL, why, Plan(a, facts, blocker.id, x)
        if kill or facts.destroys:
            # two removals of our hand on the two blockers between our attack and a win
            paired = self._paired_for_lethal(seen, me, a, card, spec, kill)
            if paired is not None:
                why = t("ai.reason.clear_lethal", card=name, target=paired.card.name)
                return LETHAL, why, Plan(a, facts, paired.id, x, kick=False)
        if facts.destroys:
            stripped = self._stripped_for_lethal(seen, me, spec, card)
            if stripped is not None:
                why = t("ai.reason.strip_lethal", card=name, target=stripped.card.name)
                return LETHAL, why, Plan(a, facts, stripped.id, x)
            stripped = self._stripped_to_survive(seen, me, spec, card)
            if stripped is not None:
                why = t("ai.reason.strip_survive", card=name, target=stripped.card.name)
                return SURVIVES, why, Plan(a, facts, stripped.id, x)
        if (kill or facts.destroys) and self._his_attack_kills(seen, me):
            # the one creature whose death (and its statics' with it, C6.30) turns his
            # declared attack from lethal: the lord, not the vilenjak it pumps; or, for
            # toughness taken (Venuće's -10/-10 counters), the one it shrinks enough
            for p in sorted(seen.permanents_of(opp), key=lambda v: (-creature_value(v), v.id)):
                if not p.is_creature or not may_target(spec, card, p):
                    continue
                dies = facts.destroys or health(p) <= kill
                if dies and self.regenerated(seen, p, facts, effects):
                    continue
                if dies:
                    after = without_creature(self.cards, seen, p)
                elif facts.shrink:
                    after = with_permanent(seen, grown(p, -facts.shrink, -facts.shrink))
                else:
                    continue
                source = after.permanent(a.obj) if ab is not None and ab.cost.tap else None
                if source is not None:
                    # (its source tapped for it blocks nothing, C10.21)
                    after = with_permanent(after, replace(source, tapped=True))
                if not self._his_attack_kills(after, me):
                    why = t("ai.reason.strip_survive", card=name, target=p.card.name)
                    return SURVIVES, why, Plan(a, facts, p.id, x)
        best: tuple[float, int] | None = None
        # the creature whose attack we can't block and that kills us goes first (its source
        # tapped for the cost blocks nothing, D10.18), then the most valuable
        threats = self.threats(seen, me, a.obj if ab is not None and ab.cost.tap else None)
        # his attack, blocks declared, kills us: the damage coming through (C11.22)
        my_life = seen.player(me).life
        dying = 0
        if not my_turn and seen.step == "blokeri":
            coming = sum(through_share(seen, p) for p in seen.permanents_of(opp))
            dying = coming if coming >= my_life else 0
        if not dying and a.kind == "cast" and self._burn_wins_tomorrow(seen, me, card):
            return None  # held: at our next turn it and our attack take his last life (C10)
        shielding = self._shields_coming(seen, opp)
        # in his turn: the one creature of his without which our next attack wins (C10)
        decisive = (
            blocker_before_next_win(seen, me, lambda x: may_target(spec, card, x))
            if not my_turn
            else None
        )
        steals = aura_steals(card)
        steals = steals or any(e.op == "gain_control" for e in effects)
        for p in seen.permanents_of(opp):
            if not p.is_creature or not may_target(spec, card, p):
                continue
            stolen = lookup(self.cards, p.card) if steals else None
            if stolen is not None and upkeep_life_cost(stolen) >= my_life:
                continue  # taken, its "gubiš 10 u pripremi" is ours, and our last (C4.10)
            if stolen is not None and self._shown_removal_for(seen, me, p):
                continue  # taken, his shown Teror Mraka destroys it (D10.13: one it may target)
            sweep_due = self._sweep_due(seen, me, p)
            fighting = p.attacking or p.blocking is not None
            if in_combat and not fighting:
                continue
            # blocks declared: the damage its fight deals it counts with ours (D21.53: 10 from
            # Streličarka and 20 in combat kill a 30/30), and one its fight kills anyway
            # needs no shot
            due = combat_due(seen, p) if fighting and seen.step == "blokeri" else 0
            # and the damage his sweep on the niz deals it after our answer (Oluja's 20,
            # D14.10: ours resolves first; damage stays marked to the end of the turn, C15.20)
            due += sweep_due
            # one its fight kills anyway, but that kills our blocker with it: the shot alone,
            # before combat damage, kills it first, and our blocker takes none (C11.43)
            kept = self._blocker_kept(seen, me, p, kill, facts.destroys)
            if due and due >= health(p) and kept is None:
                continue
            if kill and health(p) > kill + due:
                continue  # burn that cannot kill is wasted (the anchors' known fault)
            if not kill and not facts.destroys:
                continue
            # its damage is what kills us in this combat (C11.22) — stopped only where the
            # shot alone kills it: one that dies of the shot and its fight deals its damage
            # with the rest (C11.40)
            alone = not kill or health(p) <= kill
            saves = bool(dying) and p.attacking and alone
            saves = saves and dying - through_share(seen, p) < my_life
            # D19: he has the mana to regenerate it — the card would be wasted; but an
            # attacker regenerated is removed from combat and deals no damage (D20.62)
            if stolen is None and not saves and self.regenerated(seen, p, facts, effects):
                continue
            value = float(creature_value(p))
            if fighting:
                value += 20  # it is fighting right now
            if kept is not None:
                value = max(value, 20.0 + creature_value(kept))
            if saves:
                value += SURVIVES
            if p.id in threats:
                value += THREAT
            if decisive is not None and p.id == decisive.id:
                value += WORTH_A_CARD * 3  # gone, our next attack wins
            if p.id in shielding:
                value += 20  # now or never: its shield is on the niz (D19)
            if best is None or value > best[0]:
                best = (value, p.id)
        taken_back = self._stolen_back(seen, me, spec, card) if facts.destroys else None
        if taken_back is not None and (best is None or taken_back[0] > best[0]):
            best = taken_back
        instant = facts.instant or ab_cost
        timely = (not my_turn and seen.step in ("kraj_poteza", "blokeri", "napadači")) or (
            my_turn and seen.step in ("blokeri",)
        )
        if not instant:
            timely = our_main(seen, me)
        elif a.kind == "cast" and my_turn and not self._paid_in_his_turn(seen, me, card):
            # held, it would cost more than our sources make (Dvorana Tišine, D10.16): now,
            # in our turn — to our end step, the last moment before his
            timely = True
        elif (
            best is not None
            and our_main(seen, me)
            and self._regenerates_later(seen, best[1], facts, effects)
        ):
            timely = True  # now, while his sources can't pay its "Regeneracija" (D19)
        elif taken_back is not None and best == taken_back and not seen.stack:
            timely = True  # ours back before it can fight for him (D19.42)
        elif (
            best is not None
            and kill
            and (aimed := seen.permanent(best[1])) is not None
            and outgrown_after_top(self.cards, seen, aimed, kill)
        ):
            timely = True  # now or never: the spell on the niz, resolved, grows it (B9.20)
        elif best is not None and best[1] in shielding:
            timely = True  # an answer to its "Regeneracija" on the niz resolves first (D9)
        elif best is not None and my_turn and seen.step == "kraj_poteza" and kill:
            # the kill counts on damage marked this turn, which goes at cleanup (C15.20):
            # now or never
            marked = seen.permanent(best[1])
            timely = marked is not None and marked.damage > 0
        elif (
            ab is not None
            and ab.cost.tap
            and (source := seen.permanent(a.obj)) is not None
            and doomed(self.cards, seen, me, source, True)
        ):
            timely = True  # now or never: what is on the niz kills the creature with the "@"
        tapped = ab is not None and ab.cost.tap
        if tapped and best is not None and self._needed_blocker(seen, me, a.obj, best[1]):
            timely = False  # blocks first: tapped after it blocks, it still blocks (C10.25)
        if best is not None and best[0] >= 20 and timely:
            target = best[1]
            if facts.x_damage:
                need = health(seen.permanent(target))  # type: ignore[arg-type]
                x = max(1, -(-need // facts.x_damage))
            plan = Plan(a, facts, target, x)
            return (
                best[0],
                t("ai.reason.burn_kill", card=name, target=self._label(seen, target)),
                plan,
            )
        if (
            face
            and damage + taken
            and ab_cost
            and not my_turn
            and seen.step == "kraj_poteza"
            and best is None
        ):
            return (
                5.0,
                t("ai.reason.burn_face", card=name, target=seen.player(opp).name),
                Plan(a, facts, player_ref(opp), x),
            )
        at_player = spec is not None and spec.kind in ("player", "opponent")
        if tapped and self._may_block_first(seen, me, a.obj):
            return None  # blocks first: tapped after blocks, it still blocks (C10.25)
        if at_player and taken and timely and not facts.instant:
            # life loss aimed at a player (Dodir Smrti): nothing else to aim at — the opponent,
            # in our main phase after combat (as other sorceries)
            if seen.step == "glavna1" and self._attack_possible(seen, me):
                return None
            why = t("ai.reason.aimed", card=name, target=seen.player(opp).name)
            return 10.0 + taken / 2, why, Plan(a, facts, player_ref(opp), x)
        return None

    def _stripped_for_lethal(
        self, seen: GameView, me: int, spec: TargetSpec | None, card: CardDef
    ) -> PermanentView | None:
        """The Aura or Oprema that `card` may destroy without which our attack, not lethal
        now, is (C10): Bronzana Krila that let his one blocker block our flier (E3.72). None:
        no such permanent, or not before blocks."""
        for p in seen.battlefield:
            if p.is_creature or p.attached_to is None or not may_target(spec, card, p):
                continue
            after = without_attachment(self.cards, seen, p)
            if after is not None and lethal_after(seen, me, after):
                return p
        return None

    def _stripped_to_survive(
        self, seen: GameView, me: int, spec: TargetSpec | None, card: CardDef
    ) -> PermanentView | None:
        """Once the opponent's attack is declared and kills us through our best blocks (C10):
        the Aura or Oprema that `card` may destroy without which it doesn't — Strava's
        Zastrašuje that keeps our blocker off his attacker (E3.32). None: no such one."""
        if not self._his_attack_kills(seen, me):
            return None
        for p in seen.battlefield:
            if p.is_creature or p.attached_to is None or not may_target(spec, card, p):
                continue
            after = without_attachment(self.cards, seen, p)
            if after is not None and not self._his_attack_kills(after, me):
                return p
        return None

    def _his_attack(
        self, view: GameView, me: int
    ) -> tuple[list[PermanentView], list[PermanentView], int] | None:
        """In the opponent's declare-attackers step, before blocks, with the niz empty: his
        attackers, our untapped creatures and our life on the board `view`; None at any
        other moment or with no attacker."""
        opp = 1 - me
        if view.active != opp or view.step != "napadači" or view.stack:
            return None
        attackers = [p for p in view.permanents_of(opp) if p.attacking]
        home = [p for p in view.permanents_of(me) if p.is_creature and not p.tapped]
        return (attackers, home, view.player(me).life) if attackers else None

    def _his_attack_kills(self, view: GameView, me: int) -> bool:
        """Whether his declared attack (`_his_attack`) kills us through our untapped
        creatures' best blocks (C10) on the board `view`."""
        attack = self._his_attack(view, me)
        return attack is not None and lethal_attack(view, *attack)

    def _stolen_back(
        self, seen: GameView, me: int, spec: TargetSpec | None, card: CardDef
    ) -> tuple[float, int] | None:
        """The opponent's Aura that gives him control of a creature we own ("Kontrolišeš
        promenjeno biće", Razumno Objašnjenje): destroyed, the creature is ours again (its
        control lasts only while the Aura is in play, D19.41, D19.42) — worth it twice,
        his loss and our gain. (value, the Aura's id); None: no such Aura we may target."""
        best: tuple[float, int] | None = None
        for p in seen.permanents_of(1 - me):
            held = seen.permanent(p.attached_to) if p.attached_to is not None else None
            aura = lookup(self.cards, p.card)
            if held is None or aura is None or held.owner != me or held.controller == me:
                continue
            if not any(s.op == "control" for s in aura.statics):
                continue
            if not may_target(spec, card, p):
                continue
            value = 2.0 * creature_value(held)
            if best is None or value > best[0]:
                best = (value, p.id)
        return best

    def _burn_together(
        self, seen: GameView, me: int, a: Action, facts: SpellFacts, card: CardDef
    ) -> int | None:
        """The X (0 without one) with which this spell to the opponent's face and the burn
        left in our hand (`_burn_in_hand`, with the mana left after it) take his last life
        this turn — the least such X, so the mana goes to the rest. None: they don't."""
        if a.kind != "cast" or card.cost is None:
            return None
        mana = self._mana_left(seen, me) - card.cost.with_x(0).total()
        life = seen.player(1 - me).life
        per = facts.x_damage
        for x in range(1, mana + 1) if per else (0,):  # (X = 0 does nothing)
            rest = mana - x
            burn = self._burn_in_hand(seen, me, a.obj, rest)
            through, pumped = self._combat_to_come(seen, me, rest)
            if facts.damage + per * x + through + max(burn, pumped) >= life:
                return x
        return None

    def _regenerates_later(
        self, seen: GameView, target: int, facts: SpellFacts, effects: tuple[Effect, ...]
    ) -> bool:
        """Whether the opponent's creature `target`, which can't regenerate now (his sources
        tapped), could once his sources untap in his turn (D19, E3.111: the cost is paid)."""
        p = seen.permanent(target)
        if p is None:
            return False
        untapped = replace(
            seen,
            battlefield=tuple(
                replace(x, tapped=False) if x.controller == p.controller and x.is_source else x
                for x in seen.battlefield
            ),
        )
        return self.regenerated(untapped, p, facts, effects)

    def _burn_damage(self, card: CardDef, mana: int) -> int:
        """What burn `card` deals a player's face with `mana`: kicked where the mana pays
        the kicker too (Varnica's Pojačanje, E3.140). 0: it doesn't hit players."""
        if card.cost is None or not card.spell_targets:
            return 0
        if card.spell_targets[0].kind not in PLAYER_KINDS:
            return 0
        damage = spell_facts(card).damage
        kicker = card.kicker
        if kicker is not None and card.cost.total() + kicker.total() <= mana:
            damage += spell_facts(card, card.kicker_effects).damage
        return damage

    def burn_wins_with_attack(self, seen: GameView, me: int, card: CardDef, mana: int) -> bool:
        """In our first main phase: whether burn `card` at his face, with `mana`, and our
        attack this turn take his last life where the attack alone doesn't (C10, D21.51) —
        the card kept for that (not played as a source)."""
        if seen.active != me or seen.step != "glavna1" or attack_is_lethal(seen, me):
            return False
        damage = self._burn_damage(card, mana)
        if not damage:
            return False
        opp = 1 - me
        players = list(seen.players)
        players[opp] = replace(players[opp], life=players[opp].life - damage)
        after = replace(seen, players=(players[0], players[1]))
        return players[opp].life <= 0 or attack_is_lethal(after, me)

    def _burn_wins_tomorrow(self, seen: GameView, me: int, card: CardDef) -> bool:
        """In his turn: whether burn `card` at his face — kicked, where our sources pay for
        it then (Varnica's Pojačanje, E3.140) — is what makes our attack at our next turn
        lethal through the blockers he has then (`wins_after_his_attack`), where the attack
        alone isn't: the card is kept for that, not spent now."""
        if seen.active == me or seen.stack:
            return False  # (his spell on the niz: a target may be now or never)
        damage = self._burn_damage(card, mana_next_turn(seen, me))
        # (our blockers that die in this combat don't attack then, C11)
        lost = {
            b.id
            for b in seen.permanents_of(me)
            if (a := seen.permanent(b.blocking) if b.blocking is not None else None) is not None
            and fight(a, b)[1]
        }
        if not damage or wins_after_his_attack(seen, me, lost):
            return False
        opp = 1 - me
        players = list(seen.players)
        players[opp] = replace(players[opp], life=players[opp].life - damage)
        return wins_after_his_attack(replace(seen, players=(players[0], players[1])), me, lost)

    def _blocker_kept(
        self, seen: GameView, me: int, p: PermanentView, kill: int, destroys: bool
    ) -> PermanentView | None:
        """After blocks in his attack, before combat damage: our blocker that dies fighting
        his attacker `p` alone (C11), where our shot (`kill` damage, or a destroy) kills `p`
        by itself first — a blocked attacker gone deals no damage (C11.43). None: none."""
        if seen.step != "blokeri" or not p.attacking or len(p.blocked_by) != 1:
            return None
        if not destroys and not 0 < health(p) <= kill:
            return None
        ours = seen.permanent(p.blocked_by[0])
        if ours is None or ours.controller != me or not fight(p, ours)[1]:
            return None
        return ours

    def _sweep_due(self, seen: GameView, me: int, p: PermanentView) -> int:
        """The damage his spell on top of the niz deals his creature `p` once it resolves
        (Oluja's 20 to each creature; `abilities.damage_to`). 0: none, or not his."""
        top = seen.stack[0] if seen.stack else None
        card = lookup(self.cards, top.card) if top is not None and top.card is not None else None
        if top is None or card is None or top.controller == me:
            return 0
        effects = item_effects(card, top)[:1]
        return damage_to(card, top, effects[0], p, source_power(seen, top)) if effects else 0

    def _paired_for_lethal(
        self,
        seen: GameView,
        me: int,
        a: Action,
        card: CardDef,
        spec: TargetSpec | None,
        kill: int,
    ) -> PermanentView | None:
        """Before blocks in our turn: where two blockers stand between our attack and a win
        (C10) and this removal (`kill` damage or toughness, 0: it destroys) and another of
        our hand, both paid for now, take one each — each only what it may target (Teror
        Mraka not the black one, D10.13) — the one this card takes. Its kicker stays
        unpaid: the mana is the other's. None: no such pair."""
        if a.kind != "cast" or card.cost is None:
            return None
        left = self._mana_left(seen, me) - card.cost.with_x(0).total()
        mine = _taker(card, spec, kill)
        for face in seen.player(me).hand or ():
            other = lookup(self.cards, face) if face.id != a.obj else None
            if other is None or other.cost is None or other.cost.total() > left:
                continue
            if not (our_main(seen, me) or spell_facts(other).instant):
                continue
            hurt = spell_facts(other)
            specs = other.spell_targets
            if len(specs) != 1 or not (hurt.damage or hurt.shrink or hurt.destroys):
                continue
            theirs = _taker(other, specs[0], 0 if hurt.destroys else hurt.damage or hurt.shrink)
            pair = blockers_for_lethal(seen, me, _either(mine, theirs), 2)
            if pair is None or len(pair) != 2:
                continue
            first, second = pair
            if mine(first) and theirs(second):
                return first
            if mine(second) and theirs(first):
                return second
        return None

    def _paid_in_his_turn(self, seen: GameView, me: int, card: CardDef) -> bool:
        """Whether our sources pay for `card` in the opponent's turn, with the tax spells
        cost there ("Tokom poteza svakog igrača, magije ostalih igrača koštaju 3 više",
        Dvorana Tišine, B4.40 — ours too, in his turn)."""
        price = (card.cost.with_x(0).total() if card.cost is not None else 0) + spell_tax(
            self.cards, seen, own_turn=False
        )
        return price <= sum(1 for p in self._sources(seen, me) if p.mana)

    def _combat_to_come(self, seen: GameView, me: int, mana: int) -> tuple[int, int]:
        """In our combat after blocks, before its damage: the combat damage our attackers
        will deal his face (C11.22; a trampler's excess, a first striker's kill counted:
        `through_share`), and what the self-pumps of our unblocked attackers ("R: +10/+0",
        Zmaj Plamena) add with `mana`. (0, 0) at any other moment."""
        if seen.active != me or seen.step != "blokeri":
            return 0, 0
        through = pumped = 0
        for p in seen.permanents_of(me):
            if not p.attacking:
                continue
            through += through_share(seen, p)
            card = lookup(self.cards, p.card)
            if p.blocked_by or card is None:
                continue
            for i in range(len(card.activated)):
                got = self_pump_of(card, i)
                if got is not None and got[1] > 0:
                    pumped = max(pumped, mana // got[1] * got[0])
        return through, pumped

    def _burn_in_hand(
        self, seen: GameView, me: int, skip: int, mana: int, later: bool = False
    ) -> int:
        """The most damage the other burn in our hand (spells that only deal damage and may
        aim at a player: Grom, Vatrene Strele; or hit each opponent: Pipci Zla) deals to the
        face with `mana` (colours not weighed), each castable now — `later`: in this turn's
        main phase after combat too: fixed damage first, by damage per mana, then one X spell
        with the rest."""
        now = our_main(seen, me) or later
        fixed: list[tuple[int, int]] = []
        per_x: list[tuple[int, int]] = []
        for c in seen.player(me).hand or ():
            card = lookup(self.cards, c) if c.id != skip else None
            if card is None or card.cost is None or card.kicker is not None:
                continue
            hit = opponents_hit(card.spell_effects)
            if hit and (spell_facts(card).instant or now):
                fixed.append((hit, card.cost.total()))
                continue
            specs = card.spell_targets
            if not specs or specs[0].kind not in PLAYER_KINDS or card.modes:
                continue
            if not card.spell_effects or any(e.op != "damage" for e in card.spell_effects):
                continue
            facts = spell_facts(card)
            if not (facts.instant or now):
                continue
            cost = card.cost.with_x(0).total()
            if facts.x_damage and card.cost.x_count == 1:
                per_x.append((facts.x_damage, cost))
            elif facts.damage:
                fixed.append((facts.damage, cost))
        total = 0
        for dmg, cost in sorted(fixed, key=lambda f: -f[0] / max(f[1], 1)):
            if cost <= mana:
                total, mana = total + dmg, mana - cost
        return total + max((per * (mana - cost) for per, cost in per_x if mana > cost), default=0)

    def _trampler_cleared(
        self,
        seen: GameView,
        me: int,
        a: Action,
        facts: SpellFacts,
        spec: TargetSpec | None,
        card: CardDef,
        effects: tuple[Effect, ...],
    ) -> tuple[PermanentView, int] | None:
        """In our combat after blocks: the lone blocker of our Razbijač that this damage kills
        (with the X that does it), where the Razbijač then deals all its damage to him
        (E3.103: every blocker removed) and that is his last life (D21.51). (Streličarka on
        the Dušebrižnik blocking the Vepar.) None: no such blocker."""
        if seen.active != me or seen.step != "blokeri" or spec is None:
            return None
        if not (facts.damage or facts.x_damage) or facts.destroys:
            return None
        mine = [p for p in seen.permanents_of(me) if p.attacking]
        through = sum(through_share(seen, p) for p in mine)
        if a.kind == "activate" and a.index < len(card.activated):
            price = card.activated[a.index].cost.mana
        else:
            price = card.cost
        mana = self._mana_left(seen, me) - (price.with_x(0).total() if price is not None else 0)
        for t_ in mine:
            if TRAMPLE not in t_.card.keywords or len(t_.blocked_by) != 1:
                continue
            b = seen.permanent(t_.blocked_by[0])
            if b is None or not may_target(spec, card, b):
                continue
            need = health(b)
            x = 0
            if facts.damage < need:
                if not facts.x_damage:
                    continue
                x = -(-(need - facts.damage) // facts.x_damage)
                if x > mana:
                    continue
            if self.regenerated(seen, b, facts, effects):
                continue
            if through - through_share(seen, t_) + power(t_) >= seen.player(1 - me).life:
                return b, x
        return None

    def _may_block_first(self, seen: GameView, me: int, source: int) -> bool:
        """Whether our creature `source` can block an attacker of the opponent's attack
        under way (his declare-attackers step, C10): an ability that taps it for what can
        wait (life or damage at his face, not lethal) waits for the blockers step, where
        it still blocks once tapped (C10.25) — tapped before, it blocks nothing (C10.21;
        the blunder scan's seed 4, game 120: Besni Zloduh at his face, then dead)."""
        if seen.active == me or seen.step != "napadači":
            return False
        p = seen.permanent(source)
        if p is None or not p.is_creature or p.tapped:
            return False
        return any(can_block(p, x, seen) for x in seen.permanents_of(1 - me) if x.attacking)

    def _needed_blocker(self, seen: GameView, me: int, source: int, target: int) -> bool:
        """Whether `source`, our creature, is a blocker the attack under way (the opponent's
        declare-attackers step) needs: with `target` gone, the attack kills us through our
        best chumps without it (C10) — lethal with it too, every blocker and trick we have
        is still wanted. An ability that taps it then waits for the blockers step — a
        blocker tapped after blocks are declared still blocks (C10.25), one tapped before
        blocks nothing (C10.21). (The blunder scan's finds: Kostolomac pinged an attacker
        and left unblocked the one its player's life needed; seed 9, game 82: Streličarka
        pinged a 10/10 out of an army, and a pump after blocks no longer saved us.)"""
        if seen.active == me or seen.step != "napadači":
            return False
        attack = [x for x in seen.permanents_of(1 - me) if x.attacking and x.id != target]
        home = [x for x in seen.permanents_of(me) if x.is_creature and not x.tapped]
        without = [x for x in home if x.id != source]
        return lethal_attack(seen, attack, without, seen.player(me).life)

    def _divided_burn(
        self, seen: GameView, me: int, a: Action, facts: SpellFacts, name: str, card: CardDef
    ) -> tuple[float, str, Plan] | None:
        """Damage divided as we choose among the targets (Piromanija: 40 "raspoređenih kako
        izabereš", D10.15): the opponent when it takes his last life; else the opponent's
        creatures it kills together worth the most (a threat to us first; up to three, each
        given its lethal damage by `_divide`), the rest to his face where it may go. Sorcery
        speed: our main phase."""
        spec = card.spell_targets[0]
        x = 0
        if isinstance(spec.divide, int):
            total = spec.divide
        else:
            # "X*10" (a card of the players' own, D10.15 with A5.33): the most X the mana
            # pays for, chosen as it is cast (the plan's X)
            cost = card.cost
            if cost is None or not cost.x_count:
                return None
            x = (self._mana_left(seen, me) - cost.with_x(0).total()) // cost.x_count
            if x < 1:
                return None  # X = 0 divides nothing
            total = 10 * x
        opp = seen.player(1 - me)
        face = player_ref(1 - me)
        if spec.kind in PLAYER_KINDS and total >= opp.life:
            why = t("ai.reason.burn_lethal", card=name, target=opp.name)
            return LETHAL, why, Plan(a, facts, x=x, targets=(face,))
        if not (facts.instant or our_main(seen, me)):
            return None
        threats = self.threats(seen, me)
        foes = sorted(
            (
                p
                for p in seen.permanents_of(1 - me)
                if p.is_creature and health(p) > 0 and may_target(spec, card, p)
            ),
            key=lambda p: (-creature_value(p), p.id),
        )[:6]
        best: tuple[int, tuple[PermanentView, ...]] | None = None
        for n in range(1, min(3, spec.max) + 1):
            for group in combinations(foes, n):
                if sum(max(health(p), SHARE_MIN) for p in group) > total:
                    continue
                worth = sum(creature_value(p) + (THREAT if p.id in threats else 0) for p in group)
                if best is None or worth > best[0]:
                    best = (worth, group)
        if best is None or best[0] < 20:
            return None
        worth, group = best
        ids = tuple(p.id for p in group)
        rest = total - sum(max(health(p), SHARE_MIN) for p in group)
        if rest >= SHARE_MIN and spec.kind in PLAYER_KINDS and len(ids) < spec.max:
            ids = (*ids, face)
        killed = ", ".join(p.card.name for p in group)
        why = t("ai.reason.burn_split", card=name, targets=killed, killed=killed)
        return float(worth), why, Plan(a, facts, x=x, targets=ids)

    def _kicked_burn(
        self, seen: GameView, me: int, a: Action, facts: SpellFacts, name: str, card: CardDef
    ) -> tuple[float, str, Plan] | None:
        """Burn whose kicker adds damage (Varnica: 10, kicked 20 more to the same target,
        E3.140), aimed as if it dealt the sum — when the mana pays for the kicker too. The
        plan says kicked; it is taken over the plain one only where it scores higher (kills
        what the plain one can't)."""
        extra = card.kicker_effects
        if card.kicker is None or card.cost is None or not extra:
            return None
        if any(e.op != "damage" or e.get("to") != "target" for e in extra):
            return None
        if self._mana_left(seen, me) < card.cost.with_x(0).total() + card.kicker.total():
            return None
        total = sum(
            int(e.get("amount"))
            for e in (*card.spell_effects, *extra)
            if e.op == "damage" and e.get("to") == "target" and isinstance(e.get("amount"), int)
        )
        kicked = replace(facts, damage=total)
        got = self._aimed(seen, me, a, kicked, t("ai.reason.kicked", card=name), card)
        return None if got is None else (got[0], got[1], replace(got[2], kick=True))

    def _harm_target(
        self,
        seen: GameView,
        me: int,
        opts: set[int],
        card: CardDef,
        effects: tuple[Effect, ...],
        spec: TargetSpec,
        x: int = 0,
    ) -> Choice | None:
        """The target of harm chosen after the play that made it: the opponent when it takes
        his last life, the one blocker between our attack and a win (C10), else the best
        creature of his it kills (a threat to us first; not one he regenerates, D19), else
        his face. None: `effects` harm nothing, or no such target."""
        hurt = as_dealt(self.cards, seen, spell_facts(card, effects))
        damage = hurt.damage + hurt.x_damage * x
        kill = damage or hurt.shrink
        opp = seen.player(1 - me)
        face = player_ref(1 - me)
        taken = life_taken(effects, x)
        if not (kill or hurt.destroys or taken):
            return None
        if face in opts and damage + taken >= opp.life:
            return Choice([face], t("ai.reason.burn_lethal", card=card.name, target=opp.name))
        blocker = kill_for_lethal(seen, me, kill, spec, card) if kill or hurt.destroys else None
        if blocker is not None and blocker.id in opts:
            why = t("ai.reason.clear_lethal", card=card.name, target=blocker.card.name)
            return Choice([blocker.id], why)
        threats = self.threats(seen, me)
        best: tuple[int, PermanentView] | None = None
        for p in seen.permanents_of(1 - me):
            if p.id not in opts or not p.is_creature or (kill and health(p) > kill):
                continue  # (burn that cannot kill is wasted)
            if self.regenerated(seen, p, hurt, effects):
                continue
            value = creature_value(p) + (THREAT if p.id in threats else 0)
            if best is None or (value, -p.id) > (best[0], -best[1].id):
                best = (value, p)
        if best is not None and (best[0] >= 20 or face not in opts):
            why = t("ai.reason.burn_kill", card=card.name, target=best[1].card.name)
            return Choice([best[1].id], why)
        if face in opts:
            return Choice([face], t("ai.reason.aimed", card=card.name, target=opp.name))
        return None

    def _turn_aside(
        self, seen: GameView, me: int, a: Action, facts: SpellFacts, name: str
    ) -> tuple[float, str, Plan] | None:
        """ "Promeni metu odabrane magije koja ima tačno jednu metu" (Preusmeravanje, D15.71):
        on the opponent's spell on the niz that harms us — our last life, or a creature of
        ours it kills — where a target of his is there to take it instead (`_harm_target`:
        his face when that is his last life). None: nothing of ours to save."""
        opp = 1 - me
        life = seen.player(me).life
        theirs = {player_ref(opp)} | {p.id for p in seen.permanents_of(opp)}
        best: tuple[float, str, Plan] | None = None
        for item in seen.stack:
            card = lookup(self.cards, item.card) if item.card is not None else None
            if item.controller == me or item.kind != "spell" or card is None:
                continue
            if len(card.spell_targets) != 1 or len(item.targets) != 1:
                continue
            aimed_at = item.targets[0].ref
            effects = card.spell_effects
            hurt = as_dealt(self.cards, seen, spell_facts(card))
            lost = hurt.damage + hurt.x_damage * item.x + life_taken(effects, item.x)
            if aimed_at == player_ref(me):
                saved = SURVIVES if lost >= life else lost / 2
            else:
                p = seen.permanent(aimed_at)
                dies = (
                    p is not None
                    and p.controller == me
                    and niz_kills(self.cards, item, p, True, source_power(seen, item))
                )
                saved = 15.0 + creature_value(p) if dies and p is not None else 0.0
            new = self._harm_target(seen, me, theirs, card, effects, card.spell_targets[0], item.x)
            if not saved or new is None:
                continue
            wins = new.answer == [player_ref(opp)] and lost >= seen.player(opp).life
            score = max(saved, LETHAL if wins else 0.0)
            if best is None or score > best[0]:
                why = t("ai.reason.turn_aside", card=name, target=card.name)
                best = (score, why, Plan(a, facts, item.id))
        return best

    def _echo(
        self, seen: GameView, me: int, a: Action, facts: SpellFacts, name: str, card: CardDef
    ) -> tuple[float, str, Plan] | None:
        """ "Kopiraj odabranu magiju" (Odjek, E4.80): the copy is ours, and with "možeš
        odabrati nove mete" (E4.82) its target is chosen as harm (`_harm_target`: his face
        where that is his last life, else what it kills of his). Aimed at the spell on the
        niz whose copy harms him most, where it kills or wins; a copy that keeps its
        targets only where they are his already. None: no such spell."""
        effect = next(e for e in card.spell_effects if e.op == "copy_spell")
        spec = card.spell_targets[0] if card.spell_targets else None
        kinds = spec.filter("types") if spec is not None else None
        opp = 1 - me
        theirs = {player_ref(opp)} | {p.id for p in seen.permanents_of(opp)}
        best: tuple[float, str, Plan] | None = None
        for item in seen.stack:
            original = lookup(self.cards, item.card) if item.card is not None else None
            if item.kind != "spell" or original is None or len(original.spell_targets) != 1:
                continue
            if kinds and not any(k in original.types for k in kinds):
                continue
            effects, aim = original.spell_effects, original.spell_targets[0]
            # (a copy that keeps the targets is worth it only where they are his; a copy of
            # our own spell goes on another of his, not the one the original takes)
            kept = {r.ref for r in item.targets} & theirs
            opts = theirs if effect.get("new_targets") else kept
            if item.controller == me and effect.get("new_targets"):
                opts = opts - kept
            new = self._harm_target(seen, me, opts, original, effects, aim, item.x)
            if new is None or not isinstance(new.answer, list) or len(new.answer) != 1:
                continue
            hurt = as_dealt(self.cards, seen, spell_facts(original, effects))
            dealt = hurt.damage + hurt.x_damage * item.x + life_taken(effects, item.x)
            target = new.answer[0]
            drain = kicked_drain(original) if item.kicked else 0
            p = seen.permanent(target)
            if drain >= seen.player(opp).life and p is not None and p.controller == opp:
                # a kicked copy stays kicked (E4.80): "kontrolor tog bića gubi 20" is his
                # last life (Kletva Krvi, E3.140), and ours resolves first (D9.10)
                why = t("ai.reason.echo", card=name, target=original.name, why=new.reason)
                return WINS_FIRST, why, Plan(a, facts, item.id)
            if target == player_ref(opp):
                score = WINS_FIRST if dealt >= seen.player(opp).life else dealt / 2
            else:
                p = seen.permanent(target)
                score = 15.0 + creature_value(p) if p is not None else 0.0
                removes = any(e.op == "destroy" for e in effects)
                gone = [q for r in {target, *kept} if (q := seen.permanent(r)) is not None]
                if p is not None and item.controller == me and removes:
                    after = seen
                    for q in gone:
                        after = without_creature(self.cards, after, q)
                    if lethal_after(seen, me, after):
                        score = LETHAL  # both his blockers gone before our attack (C10)
            if score >= 20 and (best is None or score > best[0]):
                why = t("ai.reason.echo", card=name, target=original.name, why=new.reason)
                best = (score, why, Plan(a, facts, item.id))
        return best

    def _sweeper(
        self,
        seen: GameView,
        me: int,
        a: Action,
        facts: SpellFacts,
        name: str,
        card: CardDef,
        amount: int | None = None,
    ) -> tuple[float, str, Plan] | None:
        """Damage (or toughness taken, `amount`) to every creature: cast when the opponent
        loses at least 30 more than we do."""
        if amount is None:
            amount = max(
                (
                    int(e.get("amount"))
                    for e in card.spell_effects
                    if isinstance(e.get("amount"), int)
                ),
                default=0,
            )
        gain = sweep_gain(seen, me, amount)
        if gain < 30:
            return None
        return (gain, t("ai.reason.sweeper", card=name), Plan(a, facts))

    def _x_sweeper(
        self,
        seen: GameView,
        me: int,
        a: Action,
        facts: SpellFacts,
        name: str,
        card: CardDef,
        x_room: int,
    ) -> tuple[float, str, Plan] | None:
        """X damage to each creature, and to each player too (Ognjena Kiša): the X that wins
        (the opponent's life, not ours), else the smallest X where the opponent loses the most
        more than we do (at least 30, as `_sweeper`). Never an X that kills us, nor one that
        leaves us inside the opponent's next attack when it hits the players."""
        if not our_main(seen, me):
            return None
        players = hits_players(card.spell_effects)
        rest = card.cost.with_x(0).total() if card.cost is not None else 0
        top = min(self._mana_left(seen, me) - rest, x_room)
        my_life, opp_life = seen.player(me).life, seen.player(1 - me).life
        theirs = [p for p in seen.permanents_of(1 - me) if p.is_creature]
        best: tuple[int, int] | None = None
        for x in range(1, top + 1):
            dmg = x * facts.x_damage
            if players and dmg >= my_life:
                break  # D20: our own player takes it too
            if players and dmg >= opp_life:
                why = t("ai.reason.burn_lethal", card=name, target=seen.player(1 - me).name)
                return LETHAL, why, Plan(a, facts, x=x)
            survivors = [p for p in theirs if health(p) > dmg]
            if players and my_life - dmg <= sum(power(p) for p in survivors):
                continue  # we would be inside their next attack
            gain = sweep_gain(seen, me, dmg)
            if best is None or gain > best[0]:
                best = (gain, x)
        if best is None or best[0] < 30:
            return None
        return float(best[0]), t("ai.reason.sweeper", card=name), Plan(a, facts, x=best[1])

    def _shrinking_aura(
        self, seen: GameView, me: int, a: Action, facts: SpellFacts, name: str, shrink: int
    ) -> tuple[float, str, Plan] | None:
        """An Aura that takes toughness (Samopovređivanje -10/-10) is removal: on the
        opponent's most valuable creature it kills (C11), never on ours."""
        doomed = [
            p for p in seen.permanents_of(1 - me) if p.is_creature and 0 < health(p) <= shrink
        ]
        if not doomed:
            return None
        target = max(doomed, key=lambda p: (creature_value(p), -p.id))
        why = t("ai.reason.burn_kill", card=name, target=target.card.name)
        return float(creature_value(target)), why, Plan(a, replace(facts, harmful=True), target.id)


def _taker(card: CardDef, spec: TargetSpec | None, kill: int) -> Callable[[PermanentView], bool]:
    """Whether removal `card` takes creature `p`: one it may target (D10.13) that `kill`
    damage or toughness kills (0: it destroys)."""
    return lambda p: (health(p) <= kill if kill else True) and may_target(spec, card, p)


def _either(
    one: Callable[[PermanentView], bool], other: Callable[[PermanentView], bool]
) -> Callable[[PermanentView], bool]:
    return lambda p: one(p) or other(p)
