"""`lako`'s defence: the plays that keep it alive or take a threat out of the game.

The fog's mana kept open against a lethal attack, life gained or set, an attacker or blocker
taken out of the way (bounce, Jednakost, Rusalka, Čarobnjak Magle), damage prevented or turned
aside, and the creatures saved by regeneration or by returning to the hand."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import replace

from izvori.agents.abilities import (
    NO_HARM,
    animated,
    animates_self,
    damage_coming,
    doomed,
    item_effects,
    niz_kills,
    prevention_target,
    redirect_target,
    source_power,
    spell_tax,
    without_creature,
)
from izvori.agents.combat_plan import (
    ATTACKS_IF_ABLE,
    BEFORE_BLOCKS,
    able_attackers,
    blockers_for_lethal,
    can_block,
    counter_attack,
    fight,
    gang_kills_first,
    health,
    lethal_after,
    lethal_attack,
    next_attack_damage,
    next_blocks,
    power,
    through_of,
    unstopped,
    wins_after_his_attack,
    with_permanent,
)
from izvori.agents.knowledge import (
    SpellFacts,
    creature_value,
    entry_life_gain,
    entry_triggers,
    kicked_drain,
    life_taken,
    lookup,
    own_life_gain,
    spell_facts,
    spell_target_ok,
    upkeep_life_cost,
    upkeep_win_goals,
)
from izvori.agents.lako.aim import Aiming
from izvori.agents.lako.seen import (
    PLAYER_KINDS,
    SURVIVES,
    Plan,
    as_newcomers,
    kill_for_lethal,
    may_target,
    our_main,
)
from izvori.agents.tricks import (
    LETHAL,
    counter_cost,
    is_fog,
)
from izvori.engine.carddef import (
    PROTECTION,
    ActivatedAbility,
    CardDef,
    CardType,
    Effect,
    TargetSpec,
)
from izvori.engine.decisions import Action
from izvori.engine.objects import player_ref
from izvori.engine.view import CardFace, GameView, PermanentView, StackItemView
from izvori.strings import t


class Defending(Aiming):
    """Plays that keep us alive or take a threat away."""

    def _fog_reserve(self, seen: GameView, me: int) -> int:
        """In our own turn, the mana to keep open for a fog in hand (Jutarnja Magla: "spreči
        svu borbenu štetu") when the opponent's next attack kills us through our blockers
        (`counter_attack`, C10): its cost in his turn, taxes included (`spell_tax`: Dvorana
        Tišine's 3). 0: nothing to keep, or more than we have."""
        if seen.active != me:
            return 0
        home = [p for p in seen.permanents_of(me) if p.is_creature]
        if counter_attack(seen, me, home) < seen.player(me).life:
            return 0
        return self._instant_reserve(seen, me, lambda card: is_fog(card.spell_effects))

    def _instant_reserve(self, seen: GameView, me: int, wanted: Callable[[CardDef], bool]) -> int:
        """The mana to keep open in our turn for the cheapest instant of our hand that
        `wanted` accepts: its cost in his turn, taxes included (`spell_tax`: Dvorana
        Tišine's 3). 0: no such card, or more than we have."""
        costs = [
            card.cost.total()
            for c in seen.player(me).hand or ()
            if (card := lookup(self.cards, c)) is not None
            and card.cost is not None
            and spell_facts(card).instant
            and wanted(card)
        ]
        if not costs:
            return 0
        need = min(costs) + spell_tax(self.cards, seen, own_turn=False)
        return need if need <= self._mana_left(seen, me) else 0

    def _counter_reserve(self, seen: GameView, me: int) -> int:
        """In our own turn, the mana to keep open for our counter (D16) where his shown
        hand (Vidovitost) holds a spell that kills us (`_burns_to`: Dodir Smrti's 40 at our
        40): our sources stay tapped through his turn (they untap in our untap step, C2),
        so the counter needs them untapped now — its cost in his turn, taxes included
        (`spell_tax`). 0: nothing to keep, or more than we have."""
        shown = seen.player(1 - me).hand
        if seen.active != me or not shown:
            return 0
        if not any(self._burns_to(c, seen.player(me).life) for c in shown):
            return 0
        return self._instant_reserve(
            seen, me, lambda card: counter_cost(card.spell_effects) is not None
        )

    def _animate_reserve(self, seen: GameView, me: int) -> int:
        """In our own turn, the mana to keep open for a permanent of ours that becomes a
        creature (Dete iz Kamena's "2: postaje 20/20 artefakt biće", `animates_self`) where
        his next attack kills us through our blocks and that creature, made in his turn,
        blocks so that we live (C10.21; our sources stay tapped through his turn, C2). 0: no
        need, or no such permanent."""
        if seen.active != me:
            return 0
        life = seen.player(me).life
        if self._next_attack(seen, me) < life:
            return 0
        for p in seen.permanents_of(me):
            card = lookup(self.cards, p.card) if not p.is_creature else None
            for i, ab in enumerate(card.activated if card is not None else ()):
                pt = animates_self(card, i) if card is not None else None
                need = ab.cost.mana.total() if ab.cost.mana is not None else 0
                if pt is None or need > self._mana_left(seen, me):
                    continue
                if self._next_attack(animated(seen, p, pt), me) < life:
                    return need
        return 0

    def _regeneration_reserve(self, seen: GameView, me: int) -> int:
        """In our own turn, the mana to keep open for the "Regeneracija" of our creature that
        blocks in his next attack (`next_blocks`) an attacker that kills it (C11), where
        without it his attack after that kills us (Noćni Vampir, our one flier, against his
        Stihija): regenerated, it lives (D19), and our sources stay tapped through his turn
        (C2). 0: no need, or more than we have."""
        if seen.active != me:
            return 0
        life = seen.player(me).life
        costs = self._regeneration(seen, me)
        home = [p for p in seen.permanents_of(me) if p.is_creature]
        for h, o in next_blocks(seen, me, home):
            need = costs.get(h.id)
            if need is None or need > self._mana_left(seen, me) or not fight(o, h)[1]:
                continue
            rest = [p for p in home if p.id != h.id]
            if next_attack_damage(seen, me, rest) >= life:
                return need
        return 0

    def _his_life_first(self, seen: GameView, opp: int) -> GameView:
        """The view with player `opp`'s life as his triggers on a creature entering play
        leave it (`knowledge.entry_life_gain`), before ours resolve."""
        gained = 0
        for p in seen.permanents_of(opp):
            his = lookup(self.cards, p.card)
            gained += entry_life_gain(his) if his is not None else 0
        if not gained:
            return seen
        players = list(seen.players)
        players[opp] = replace(players[opp], life=players[opp].life + gained)
        return replace(seen, players=(players[0], players[1]))

    def _card_needed(self, seen: GameView, me: int, face: CardFace, life: int) -> bool:
        """Whether card `face` of our hand is one we can't lose now (to a discard): our spell
        that kills him (`_burns_to` his life: the win, D21.51), or the counter (D16) for a
        spell of his shown hand (Vidovitost) that kills us at `life` — one it may target
        (Dematerijalizacija: a creature spell only)."""
        card = lookup(self.cards, face)
        opp = 1 - me
        if card is None:
            return False
        if self._burns_to(face, seen.player(opp).life):
            return True
        if self._stops_his_attack(seen, me, card):
            return True
        if counter_cost(card.spell_effects) is None or not card.spell_targets:
            return False
        spec = card.spell_targets[0]
        return any(
            self._burns_to(c, life) and spell_target_ok(spec, c.types)
            for c in seen.player(opp).hand or ()
        )

    def _stops_his_attack(self, seen: GameView, me: int, card: CardDef) -> bool:
        """Whether removal `card` (destroy, damage or -X/-X) kills a creature of his that
        it may target (D15: Teror Mraka's "koje nije crno" can't take a black one), paid by
        our sources, where his next attack kills us (C10) and no longer does without that
        creature: the card we keep for it, as long as it is not the turn of that attack."""
        if seen.active != me and seen.step in ("napadači", "blokeri", "borbena_šteta"):
            return False
        spec = card.spell_targets[0] if len(card.spell_targets) == 1 else None
        if spec is None or spec.kind not in ("creature", "creature_or_player"):
            return False
        cost = card.cost.with_x(0).total() if card.cost is not None else 0
        if cost > sum(1 for p in self._sources(seen, me) if p.mana):
            return False
        life = seen.player(me).life
        if self._next_attack(seen, me) < life:
            return False
        facts = spell_facts(card)
        for p in seen.permanents_of(1 - me):
            if not p.is_creature or not may_target(spec, card, p):
                continue
            if not (facts.destroys or 0 < health(p) <= max(facts.damage, facts.shrink)):
                continue
            if self._next_attack(without_creature(self.cards, seen, p), me) < life:
                return True
        return False

    def _burns_to(self, face: CardFace, life: int) -> bool:
        """Whether spell `face` takes a player at `life` to 0 (D21.51): its damage aimed at
        a player (Grom's 20) or the life it makes him lose (Dodir Smrti's 40)."""
        card = lookup(self.cards, face)
        if card is None or card.is_permanent_card or not card.spell_targets:
            return False
        if card.spell_targets[0].kind not in PLAYER_KINDS:
            return False
        return spell_facts(card).damage + life_taken(card.spell_effects) >= life

    def _survives_by(self, seen: GameView, me: int, gained: int) -> bool:
        """Whether `gained` life is what lets us live through the opponent's next attack
        (`combat_plan.unstopped`: what our creatures can't block) — without it, it kills."""
        if gained <= 0:
            return False
        coming = self._next_attack(seen, me)
        return seen.player(me).life <= coming < seen.player(me).life + gained

    def _blockers_save(self, seen: GameView, me: int, newcomers: tuple[PermanentView, ...]) -> bool:
        """Whether creatures coming into play for us (a creature, a spell's tokens) are the
        blockers that let us live through the opponent's next attack, which kills us
        without them (`combat_plan.unstopped`: each blocks the biggest it can, C10)."""
        life = seen.player(me).life
        return self._next_attack(seen, me) >= life > self._next_attack(seen, me, newcomers)

    def _boost_to_survive(
        self,
        seen: GameView,
        me: int,
        boost: tuple[tuple[str, ...], int, int],
        skip: int | None = None,
        cheapest_first: bool = False,
    ) -> PermanentView | None:
        """Where his next attack kills us through our blocks (`_next_attack`): our untapped
        creature (but `skip`) that `boost` — keywords, power, toughness: an Aura's or an
        Oprema's (`knowledge.aura_stats`) — makes the blocker that lets us live; the most
        valuable first (an Aura stays), or the cheapest (an Oprema moves on). None: no such
        creature, or no need."""
        life = seen.player(me).life
        keywords, plus, tough = boost
        if not (keywords or plus > 0 or tough > 0) or self._next_attack(seen, me) < life:
            return None
        sign = 1 if cheapest_first else -1
        for p in sorted(seen.permanents_of(me), key=lambda v: (sign * creature_value(v), v.id)):
            if not p.is_creature or p.tapped or p.id == skip:
                continue
            face = replace(
                p.card,
                keywords=(*p.card.keywords, *(k for k in keywords if k not in p.card.keywords)),
                power=(p.card.power or 0) + plus,
                toughness=(p.card.toughness or 0) + tough,
            )
            if self._next_attack(with_permanent(seen, replace(p, card=face)), me) < life:
                return p
        return None

    def _next_attack(
        self, seen: GameView, me: int, newcomers: tuple[PermanentView, ...] = ()
    ) -> int:
        """The damage the opponent's next attack deals us through our creatures (and
        `newcomers`) blocking it (`combat_plan.next_attack_damage`: each the biggest it can,
        C10; a trampler's excess counted, C11.50, and none from one a first striker kills)."""
        home = [p for p in seen.permanents_of(me) if p.is_creature]
        return next_attack_damage(seen, me, [*home, *newcomers])

    def _entry(
        self, seen: GameView, me: int, a: Action, facts: SpellFacts, name: str, card: CardDef
    ) -> tuple[float, str, Plan] | None:
        """A creature whose entry trigger (D11, `knowledge.entry_triggers`) is aimed harm:
        cast at once when its damage or life loss takes the opponent's last life, or, before
        combat, when its damage kills the one blocker between our attack and a win (C10) —
        where a creature is otherwise held until after combat. The trigger's target is
        chosen as it goes on the niz (`_trigger_targets`). In our turn his triggers on the
        same entry (Dušebrižnik's life) resolve before ours (D11.30)."""
        if seen.active == me:
            seen = self._his_life_first(seen, 1 - me)
        opp = seen.player(1 - me)
        for ab in entry_triggers(card):
            if self._survives_by(seen, me, own_life_gain(ab.effects)):
                return SURVIVES, t("ai.reason.survive", card=name), Plan(a, facts)
            if not ab.targets:
                continue
            hurt = spell_facts(card, ab.effects)
            spec = ab.targets[0]
            if spec.kind in PLAYER_KINDS and hurt.damage + life_taken(ab.effects) >= opp.life:
                why = t("ai.reason.burn_lethal", card=name, target=opp.name)
                return LETHAL, why, Plan(a, facts, player_ref(1 - me))
            if hurt.damage or hurt.shrink or hurt.destroys:
                blocker = kill_for_lethal(seen, me, hurt.damage or hurt.shrink, spec, card)
                if blocker is not None:
                    why = t("ai.reason.clear_lethal", card=name, target=blocker.card.name)
                    return LETHAL, why, Plan(a, facts, blocker.id)
        return None

    def _life_to(
        self, seen: GameView, me: int, a: Action, facts: SpellFacts, name: str, card: CardDef
    ) -> tuple[float, str, Plan] | None:
        """ "Ukupan život odabranog igrača postaje 200" (Blagoslov Anđela): on us where it
        raises our life (more when that outlasts the opponent's next attack), on the opponent
        only where it lowers his to nothing or below what wins him the game at his next
        upkeep; else held."""
        amounts = [e.get("amount") for e in card.spell_effects if e.get("who") == "target"]
        if len(amounts) != 1 or not isinstance(amounts[0], int):
            return None
        amount = amounts[0]
        opp = seen.player(1 - me)
        if amount <= 0 < opp.life:
            why = t("ai.reason.life_set_lethal", card=name, player=opp.name)
            return LETHAL, why, Plan(a, facts, player_ref(1 - me))
        goals: list[int] = []
        for p in seen.permanents_of(1 - me):
            owned = lookup(self.cards, p.card)
            goals += upkeep_win_goals(owned) if owned is not None else []
        if goals and amount < min(goals) <= opp.life:
            # his life wins him the game at his next upkeep (Stepenice k Nebu, D11.80):
            # set below it, the condition fails as it triggers
            why = t("ai.reason.life_goal_denied", card=name, player=opp.name)
            return SURVIVES, why, Plan(a, facts, player_ref(1 - me))
        gained = amount - seen.player(me).life
        if gained <= 0:
            return None
        why = t("ai.reason.life_to", card=name, n=amount)
        if self._survives_by(seen, me, gained):
            return SURVIVES, why, Plan(a, facts, player_ref(me))
        if not facts.instant and seen.step == "glavna1" and self._attack_possible(seen, me):
            return None  # after combat, as other sorceries
        return 10.0 + gained / 2, why, Plan(a, facts, player_ref(me))

    def _life_set(
        self, seen: GameView, me: int, a: Action, facts: SpellFacts, name: str, per: int
    ) -> tuple[float, str, Plan] | None:
        """Napad Vukova ("Ukupan život svakog igrača postaje jednak broju bića koja taj igrač
        kontroliše puta 10"): never where it leaves us no life (our creatures counted now),
        at once where it leaves the opponent none; else only when he loses more of it than
        we do, and our new life outlasts his next attack."""
        if not facts.instant and not our_main(seen, me):
            return None
        mine = [p for p in seen.permanents_of(me) if p.is_creature]
        ours = per * len(mine)
        theirs = per * sum(1 for p in seen.permanents_of(1 - me) if p.is_creature)
        opp = seen.player(1 - me)
        if ours <= 0:
            return None  # our life becomes 0: we lose (A3.32)
        if theirs <= 0:
            why = t("ai.reason.life_set_lethal", card=name, player=opp.name)
            return LETHAL, why, Plan(a, facts)
        gain = (ours - seen.player(me).life) - (theirs - opp.life)
        if gain <= 0 or sum(power(o) for o in unstopped(seen, me, mine)) >= ours:
            return None
        return 10.0 + gain / 2, t("ai.reason.life_set", card=name), Plan(a, facts)

    def _stop_attacker(
        self,
        seen: GameView,
        me: int,
        a: Action,
        facts: SpellFacts,
        name: str,
        card: CardDef,
        spec: TargetSpec | None = None,
        busy: int | None = None,
    ) -> tuple[float, str, Plan] | None:
        """Once the opponent's attack is declared and kills us (C10): the attacker without
        which it doesn't, for a spell that takes it out of the fight — back to the hand
        (Plima), or made a 0/10 with no abilities (Jednakost: no damage, no Razbijač, and our
        blockers kill it). None: the attack doesn't kill us, or no one attacker makes it.
        `busy`: our creature tapped to do it (Rusalka Virova), no blocker then — its taking
        the biggest attacker is worth it even where his attack is not lethal, as long as
        the rest isn't without it."""
        opp = 1 - me
        if seen.active != opp or seen.step not in ("napadači", "blokeri") or seen.stack:
            return None
        spec = spec or card.spell_targets[0]
        attackers = [p for p in seen.permanents_of(opp) if p.attacking]
        home = [
            p for p in seen.permanents_of(me) if p.is_creature and not p.tapped and p.id != busy
        ]
        life = seen.player(me).life

        def lethal(attack: list[PermanentView]) -> bool:
            """Whether `attack` kills us: through the blocks made (C11.50: a trampler's
            excess too), or, before blocks, through our best chumps (C10)."""
            if seen.step == "napadači":
                return lethal_attack(seen, attack, home, life)
            perms = {x.id: x for x in seen.battlefield}
            pairs = [[b, x.id] for x in attack for b in x.blocked_by]
            blocked = {x.id for x in attack if x.blocked_by}
            return through_of(perms, [x.id for x in attack], blocked, pairs) >= life

        danger = lethal(attackers)
        if not danger and (busy is None or seen.step != "napadači"):
            return None
        # a token sent back to the hand ceases to exist (D21.55): bounced, it is killed
        bounces = any(
            e.op == "bounce"
            for e in (*card.spell_effects, *(e for ab in card.activated for e in ab.effects))
        )
        his_life = seen.player(opp).life

        def his_doom(x: PermanentView) -> bool:
            """Left in play, its "gubiš 10 života" at his upkeep takes his last life
            (Demon Bezdana, C4.10): the other attacker is taken out first."""
            own = lookup(self.cards, x.card)
            return own is not None and upkeep_life_cost(own) >= his_life

        order = sorted(
            attackers,
            key=lambda x: (
                his_doom(x),
                not (bounces and x.token),
                -power(x),
                -creature_value(x),
                x.id,
            ),
        )
        for p in order:
            rest = [x for x in attackers if x.id != p.id]
            if not may_target(spec, card, p) or lethal(rest):
                continue
            if danger:
                why = t("ai.reason.bounce_attacker", card=name, target=p.card.name)
                return SURVIVES, why, Plan(a, facts, p.id)
            # (not lethal: it deals us nothing, and it is back only after our untap step)
            why = t("ai.reason.take_attacker", card=name, target=p.card.name)
            return 10.0 + power(p) / 2, why, Plan(a, facts, p.id)
        return None

    def _attacker_held(
        self, seen: GameView, me: int, a: Action, name: str, busy: int | None
    ) -> tuple[float, str, Plan] | None:
        """At the beginning of the opponent's combat, before he declares attackers: the
        creature of his without which his attack no longer kills us, tapped now ("@:
        Aktiviraj odabrano biće", Čarobnjak Magle; a tapped creature can't be declared an
        attacker, C9.21) — his flier our blockers can't stop, not his biggest. `busy`: ours
        tapped for it, which then blocks nothing. None: his attack doesn't kill us, or no one
        creature makes it."""
        opp = 1 - me
        if seen.active != opp or seen.step != "početak_borbe" or seen.stack:
            return None
        attackers = able_attackers(seen, opp)
        home = [
            p for p in seen.permanents_of(me) if p.is_creature and not p.tapped and p.id != busy
        ]
        life = seen.player(me).life
        if not attackers or not lethal_attack(seen, attackers, home, life):
            return None
        for p in sorted(attackers, key=lambda x: (-power(x), -creature_value(x), x.id)):
            rest = [x for x in attackers if x.id != p.id]
            if not lethal_attack(seen, rest, home, life):
                why = t("ai.reason.bounce_attacker", card=name, target=p.card.name)
                return SURVIVES, why, Plan(a, NO_HARM, p.id)
        return None

    def _blocker_put(
        self, seen: GameView, me: int, a: Action, name: str
    ) -> tuple[float, str, Plan] | None:
        """Once the opponent's attack is declared and kills us through our untapped
        creatures' best blocks (C10): a creature of our hand put into play now (Frulaš,
        D4.50: an ability, not a cast — at any time we have priority) that blocks, so that
        it doesn't — under bolest prizivanja, a creature still blocks (D10.18). None: the
        attack doesn't kill us, or no creature of the hand saves us."""
        attack = self._his_attack(seen, me)
        if attack is None:
            return None
        attackers, home, life = attack
        home = [p for p in home if p.id != a.obj]  # (tapped for the ability)
        if not lethal_attack(seen, attackers, home, life):
            return None
        for face in seen.player(me).hand or ():
            card = lookup(self.cards, face)
            if card is None or CardType.CREATURE not in card.types:
                continue
            newcomer = as_newcomers(me, (face,))[0]
            if not lethal_attack(seen, attackers, [*home, newcomer], life):
                why = t("ai.reason.blocker_saves", card=name)
                return SURVIVES, why, Plan(a, NO_HARM)
        return None

    def _power_shot_blanked(
        self, seen: GameView, me: int, a: Action, facts: SpellFacts, name: str, card: CardDef
    ) -> tuple[float, str, Plan] | None:
        """His ability on top of the niz dealing damage equal to its source's power
        (Besomar's "@") that kills our creature: its source made a 0/10 (Jednakost) deals 0,
        its power read as it resolves — where killing the source would not stop it, its
        last known power counted (D3.60, D14.26). None: no such ability."""
        toughness = next((e.get("toughness") for e in card.spell_effects if e.op == "set_pt"), None)
        top = seen.stack[0] if seen.stack else None
        if top is None or top.controller == me or top.kind != "ability" or top.source is None:
            return None
        src = seen.permanent(top.source)
        spell = lookup(self.cards, top.card) if top.card is not None else None
        if src is None or spell is None or not isinstance(toughness, int):
            return None
        lists = item_effects(spell, top)
        if not lists or not any(e.get("amount") == "power" for e in lists[0]):
            return None
        if not may_target(card.spell_targets[0], card, src):
            return None
        for tv in top.targets:
            p = seen.permanent(tv.ref)
            if p is None or p.controller != me or not p.is_creature:
                continue
            if niz_kills(self.cards, top, p, True, source_power(seen, top)):
                why = t("ai.reason.shot_blanked", card=name, target=src.card.name)
                return 15.0 + creature_value(p), why, Plan(a, facts, src.id)
        return None

    def _disarmed_blocker(
        self, seen: GameView, me: int, a: Action, facts: SpellFacts, name: str, card: CardDef
    ) -> tuple[float, str, Plan] | None:
        """Before our attack (C10): the blocker of his that, made a 0/10 with no abilities
        (Jednakost), no longer stops it — Talanski Pauk loses "blokira kao letač" and our
        flier gets through (E3.72). None: no such creature, or not the moment."""
        toughness = next((e.get("toughness") for e in card.spell_effects if e.op == "set_pt"), None)
        if not isinstance(toughness, int):
            return None
        spec = card.spell_targets[0]
        for p in sorted(seen.permanents_of(1 - me), key=lambda x: (-creature_value(x), x.id)):
            if not p.is_creature or not may_target(spec, card, p):
                continue
            bare = replace(p, card=replace(p.card, power=0, toughness=toughness, keywords=()))
            if lethal_after(seen, me, with_permanent(seen, bare)):
                why = t("ai.reason.strip_lethal", card=name, target=p.card.name)
                return LETHAL, why, Plan(a, facts, p.id)
        return None

    def _blocker_armed(
        self,
        seen: GameView,
        me: int,
        a: Action,
        name: str,
        given: tuple[str, ...],
        spec: TargetSpec,
        card: CardDef,
    ) -> tuple[float, str, Plan] | None:
        """Once the opponent's attack is declared and kills us through our best blocks (C10):
        the keyword given to one of our untapped creatures (Vetroviti Mag's Letač) that lets
        it block what nothing of ours could (E3.72), so that the attack no longer kills us —
        given now, before blockers are declared (C10.21). The least valuable such creature.
        None: the attack doesn't kill us, or no one creature so armed saves us."""
        attack = self._his_attack(seen, me)
        if attack is None or not lethal_attack(seen, *attack):
            return None
        attackers, home, life = attack
        for p in sorted(home, key=lambda x: (creature_value(x), x.id)):
            if not may_target(spec, card, p):
                continue
            words = p.card.keywords + tuple(w for w in given if w not in p.card.keywords)
            armed = replace(p, card=replace(p.card, keywords=words))
            if not lethal_attack(seen, attackers, [armed if x is p else x for x in home], life):
                why = t("ai.reason.arms_blocker", card=name, target=p.card.name)
                return SURVIVES, why, Plan(a, NO_HARM, p.id)
        return None

    def _bounce(
        self, seen: GameView, me: int, a: Action, facts: SpellFacts, name: str, card: CardDef
    ) -> tuple[float, str, Plan] | None:
        """ "Vrati odabrano biće u ruku vlasnika" (Plima): our creature the opponent's spell on
        the niz destroys, saved to be cast again (`abilities.doomed`); the opponent's attacker
        whose damage kills us, once his attack is declared (C10); before our attack, the one
        blocker between it and a win. Else held."""
        spec = card.spell_targets[0]
        top = seen.stack[0] if seen.stack else None
        if top is not None and top.controller != me:
            saved = [
                p
                for p in seen.permanents_of(me)
                if p.is_creature
                and may_target(spec, card, p)
                and doomed(self.cards, seen, me, p, True)
            ]
            if saved:
                best = max(saved, key=lambda p: (creature_value(p), -p.id))
                why = t("ai.reason.bounce_save", card=name, target=best.card.name)
                return 15.0 + creature_value(best), why, Plan(a, facts, best.id)
            taken = self._taken_by_niz(seen, me)
            if taken is not None and may_target(spec, card, taken):
                # his Zov Sirene on our Stihija: its one target back in our hand, it is
                # countered as it resolves (D14.21), and we cast ours again
                why = t("ai.reason.bounce_save", card=name, target=taken.card.name)
                return 15.0 + creature_value(taken), why, Plan(a, facts, taken.id)
            # his kicked spell whose "kontrolor tog bića gubi 20" takes our last life (Kletva
            # Krvi, E3.140): its only target gone, it does nothing (D9.12)
            spell = lookup(self.cards, top.card) if top.kicked and top.card is not None else None
            if spell is not None and kicked_drain(spell) >= seen.player(me).life:
                for tv in top.targets:
                    p = seen.permanent(tv.ref)
                    if p is not None and p.controller == me and may_target(spec, card, p):
                        why = t("ai.reason.bounce_save", card=name, target=p.card.name)
                        return SURVIVES, why, Plan(a, facts, p.id)
        stopped = self._stop_attacker(seen, me, a, facts, name, card)
        if stopped is not None:
            return stopped
        if seen.active != me and seen.step == "kraj_poteza" and not seen.stack:
            # at the end of his turn, the last moment before our upkeep (D9.13: no one has
            # priority in the untap step): our own creature whose "gubiš 10 života" at our
            # upkeep would take our last life goes back to the hand (Demon Bezdana, C4.10)
            life = seen.player(me).life
            for p in seen.permanents_of(me):
                own = lookup(self.cards, p.card) if p.is_creature else None
                if own is not None and may_target(spec, card, p) and upkeep_life_cost(own) >= life:
                    why = t("ai.reason.bounce_self_upkeep", card=name, target=p.card.name)
                    return SURVIVES, why, Plan(a, facts, p.id)
        blocker = kill_for_lethal(seen, me, 0, spec, card)
        if blocker is not None:
            why = t("ai.reason.deny_block", card=name, target=blocker.card.name)
            return LETHAL, why, Plan(a, facts, blocker.id)
        return None

    def _taken_by_niz(self, seen: GameView, me: int) -> PermanentView | None:
        """Our creature that the opponent's spell on top of the niz, aimed at it alone,
        takes from us (Zov Sirene, Kroćenje Kerbera: "stekni kontrolu"). None: no such."""
        top = seen.stack[0] if seen.stack else None
        spell = lookup(self.cards, top.card) if top and top.card is not None else None
        if top is None or spell is None or top.controller == me or len(top.targets) != 1:
            return None
        if top.kind != "spell" or not any(e.op == "gain_control" for e in spell.spell_effects):
            return None
        p = seen.permanent(top.targets[0].ref)
        return p if p is not None and p.controller == me and p.is_creature else None

    def _take_for_now(
        self, seen: GameView, me: int, a: Action, name: str, ab: ActivatedAbility
    ) -> tuple[float, str, Plan] | None:
        """ "@: Stekni kontrolu nad odabranim bićem dok god je Rusalka Virova aktivirana": the
        creature taken leaves his side — the attacker without which his attack doesn't kill
        us (a permanent that changes control leaves combat), or, before our attack, the one
        blocker between it and a win (C10; Rusalka, tapped for it, doesn't attack); in his
        attack, else, his biggest attacker. Else held: taken on a whim it comes back at our
        next untap step."""
        card = self._def(seen, a.obj)
        if card is None:
            return None
        spec = ab.targets[0]
        busy = a.obj if ab.cost.tap else None
        stopped = self._stop_attacker(seen, me, a, NO_HARM, name, card, spec, busy)
        if stopped is not None:
            return stopped
        return self._deny_blocker(
            seen, me, a, NO_HARM, name, busy, lambda b: may_target(spec, card, b)
        )

    def _forced_attacker_freed(
        self,
        seen: GameView,
        me: int,
        a: Action,
        facts: SpellFacts,
        name: str,
        may: Callable[[PermanentView], bool],
    ) -> tuple[float, str, Plan] | None:
        """In our first main phase: our creature that must attack ("napada u svakom potezu
        ako je sposobno", E1.20) into blockers that kill it — a gang of first strikers
        (C11.20), or one that kills it and lives — and the one blocker without which none
        does: "can't block" on it saves our creature (Plamena Pretnja on the Ork Jurišnik
        beside Vitez Plamena, Glineni Divljan). None: no such creature or blocker."""
        if seen.active != me or seen.step != "glavna1" or seen.stack:
            return None
        theirs = [p for p in seen.permanents_of(1 - me) if p.is_creature and not p.tapped]

        def killed(x: PermanentView, blockers: list[PermanentView]) -> bool:
            able = [b for b in blockers if can_block(b, x, seen)]
            if gang_kills_first(x, able):
                return True
            return any(fight(x, b)[0] and not fight(x, b)[1] for b in able)

        for x in able_attackers(seen, me):
            if ATTACKS_IF_ABLE not in x.card.keywords or not killed(x, theirs):
                continue
            for b in sorted(theirs, key=lambda v: (-creature_value(v), v.id)):
                if may(b) and not killed(x, [v for v in theirs if v.id != b.id]):
                    why = t("ai.reason.deny_block", card=name, target=b.card.name)
                    return 15.0 + creature_value(x), why, Plan(a, facts, b.id)
        return None

    def _deny_blocker(
        self,
        seen: GameView,
        me: int,
        a: Action,
        facts: SpellFacts,
        name: str,
        busy: int | None = None,
        may: Callable[[PermanentView], bool] = lambda _b: True,
    ) -> tuple[float, str, Plan] | None:
        """ "Can't block" (Plamena Pretnja, Hodnik Senki's up to three), a tap (Čarobnjak
        Magle) or control for now (Rusalka Virova) on the blockers between our attack and a
        win: played in our first main phase, before the attack (C10), when all our creatures
        that can attack (but `busy`, tapped for its cost) are lethal without those blockers
        and are not with them; `may`: the blockers it can take. Else held."""
        card = self._def(seen, a.obj) if a.kind == "cast" else None
        spec = card.spell_targets[0] if card is not None and card.spell_targets else None
        # as many blockers as it may take (Hodnik Senki: "do tri odabrana bića", D15)
        most = spec.max if spec is not None and spec.max >= 2 else 1
        taken = blockers_for_lethal(seen, me, may, most, busy)
        if taken is None:
            return self._forced_attacker_freed(seen, me, a, facts, name, may)
        names = ", ".join(p.card.name for p in taken)
        why = t("ai.reason.deny_block", card=name, target=names)
        if len(taken) == 1:
            return LETHAL, why, Plan(a, facts, taken[0].id)
        return LETHAL, why, Plan(a, facts, targets=tuple(p.id for p in taken))

    def _ward(
        self, seen: GameView, me: int, a: Action, facts: SpellFacts, name: str, card: CardDef
    ) -> tuple[float, str, Plan] | None:
        """An instant that gives our creature protection ("dobija Anti-Crno", Svetlost Zore)
        in answer to the opponent's spell on the niz that kills it or takes it (Kroćenje
        Kerbera): the spell's one target is then illegal and it is countered as it resolves
        (E3.20, D14.21). On the most valuable creature of ours so saved. None: no such spell
        on the niz."""
        granted = {
            str(k)
            for e in card.spell_effects
            if e.op in ("pump", "grant") and e.get("what") == "target"
            for k in (e.get("keywords") or ())
        }
        shields = {c.value for kw, c in PROTECTION.items() if kw.value in granted}
        if not shields or not card.spell_targets:
            return None
        best: tuple[float, str, Plan] | None = None
        for item in seen.stack:
            spell = lookup(self.cards, item.card) if item.card is not None else None
            if item.controller == me or spell is None:
                continue
            if not shields & {c.value for c in spell.colors}:
                continue
            if not item.targets:
                swept = self._shielded_from_sweep(seen, me, item, card)
                if swept is not None and (best is None or swept[1] > best[0]):
                    target, score = swept
                    why = t("ai.reason.ward", card=name, target=target.card.name, spell=spell.name)
                    best = (score, why, Plan(a, facts, target.id))
                continue
            if len(item.targets) != 1:
                continue
            p = seen.permanent(item.targets[0].ref)
            if p is None or p.controller != me or not may_target(card.spell_targets[0], card, p):
                continue
            steals = any(e.op == "gain_control" for e in spell.spell_effects)
            if not steals and not niz_kills(self.cards, item, p, True, source_power(seen, item)):
                continue
            score = 15.0 + creature_value(p)
            if best is None or score > best[0]:
                why = t("ai.reason.ward", card=name, target=p.card.name, spell=spell.name)
                best = (score, why, Plan(a, facts, p.id))
        return best

    def _shielded_from_sweep(
        self, seen: GameView, me: int, item: StackItemView, card: CardDef
    ) -> tuple[PermanentView, float] | None:
        """The creature of ours his colored sweep on the niz (Oluja's 20 to each creature)
        kills that protection from its colour keeps alive (its damage prevented, E3.25):
        first the one whose living makes our next attack win (C10), then the most valuable.
        (creature, score); None: the sweep kills none of ours that `card` may target."""
        doomed_ones = [
            p
            for p in seen.permanents_of(me)
            if p.is_creature
            and may_target(card.spell_targets[0], card, p)
            and niz_kills(self.cards, item, p, True, source_power(seen, item))
        ]
        if not doomed_ones:
            return None
        best, wins = self._saved_first(seen, me, doomed_ones)
        return best, 15.0 + creature_value(best) + (100.0 if wins else 0.0)

    def _saved_first(
        self, seen: GameView, me: int, doomed_ones: list[PermanentView]
    ) -> tuple[PermanentView, bool]:
        """Of our creatures his spell on the niz kills, the one to save: first the one
        whose living, the others gone, makes our next attack win (C10; Šumski Skaut's
        landwalk past his Red, E3.42), then the most valuable — and whether it wins."""

        def wins_with(p: PermanentView) -> bool:
            after = seen
            for q in doomed_ones:
                if q.id != p.id:
                    after = without_creature(self.cards, after, q)
            return wins_after_his_attack(after, me)

        best = max(doomed_ones, key=lambda p: (wins_with(p), creature_value(p), -p.id))
        return best, wins_with(best)

    def _prevent(
        self,
        seen: GameView,
        me: int,
        a: Action,
        name: str,
        card: CardDef,
        effects: tuple[Effect, ...],
        facts: SpellFacts,
        specs: tuple[TargetSpec, ...] | None = None,
    ) -> tuple[float, str, Plan] | None:
        """Damage prevention aimed at one (Sveti Čovek's ability, Voda Adžijazma's mode), where
        `abilities.prevention_target` says: on us against lethal damage, else on the creature
        a fight kills."""
        got = prevention_target(
            self.cards, seen, me, card, effects, card.spell_targets if specs is None else specs
        )
        if got is None:
            return None
        target, lethal = got
        why = t("ai.reason.prevent", card=name, target=self._label(seen, target))
        perm = seen.permanent(target)
        score = LETHAL if lethal else 15.0 + (creature_value(perm) if perm else 0)
        return score, why, Plan(a, facts, target)

    def _save(
        self, seen: GameView, me: int, a: Action, name: str, bounce: bool
    ) -> tuple[float, str, Plan] | None:
        """Regeneration (D19 "Regeneracija": the next time it would be destroyed this turn,
        it is tapped and leaves combat instead) or a return to the hand of its own (Rosna
        Vila, `bounce`: against any destroy too) for a creature of ours about to be
        destroyed (`abilities.doomed`). Once a step (`tried`): a shield lasts the turn, and
        the view doesn't show one."""
        p = seen.permanent(a.obj)
        if p is None or not p.is_creature or not doomed(self.cards, seen, me, p, bounce):
            return None
        why = t("ai.reason.bounce_self" if bounce else "ai.reason.regenerate", card=name)
        score = 15.0 + creature_value(p)
        if not bounce and self._blocker_tapped_kills(seen, me, p):
            score = 15.0  # below a save that keeps it untapped (a pump's toughness, C11)
        return score, why, Plan(a, NO_HARM)

    def _blocker_tapped_kills(self, seen: GameView, me: int, p: PermanentView) -> bool:
        """Whether regenerating `p` now, which taps it (D19 "Regeneracija": "ukloni svu
        štetu sa njega, aktiviraj ga"), leaves us dead to the opponent's attack still to
        come this turn, which `p` untapped blocks so that we live (C10.21: a tapped
        creature doesn't block)."""
        if seen.active == me or seen.step not in ("priprema", "vučenje", *BEFORE_BLOCKS):
            return False
        life = seen.player(me).life
        tapped = with_permanent(seen, replace(p, tapped=True))
        return self._next_attack(tapped, me) >= life > self._next_attack(seen, me)

    def _redirect(
        self, seen: GameView, me: int, a: Action, name: str, amount: int
    ) -> tuple[float, str, Plan] | None:
        """Fanatik (D20.63: the next `amount` damage to it is dealt to the target creature
        instead): played once for every `amount` of the damage coming at it — its fight after
        blocks, the opponent's spell on the niz (`abilities.damage_coming`) — each at
        `abilities.redirect_target`. The plays of this step are counted from its own memory
        (`tried`): a resolved redirection is not in the view."""
        p = seen.permanent(a.obj)
        if p is None or not p.is_creature:
            return None
        coming, least = damage_coming(self.cards, seen, me, p)
        needed = -(-coming // amount)  # (free, so enough for the most that may come)
        if self.played_this_step(seen, a) >= needed:
            return None
        redirected = min(least, needed * amount)
        target = redirect_target(seen, me, p, redirected)
        if target is None:
            return None
        score = 15.0 + (creature_value(p) if coming >= health(p) else 0)
        if redirected >= health(target):
            score += creature_value(target)
        why = t("ai.reason.redirect", card=name, target=target.card.name)
        return score, why, Plan(a, NO_HARM, target.id)
