"""`lako`'s spells and abilities scored: what each play is worth now, and the plan it follows.

`_score_play` sends each cast or activation to the reading of its kind (`aim`, `defence`,
`combat`, or the spell kinds here: counters, tricks, discard, draws, copies); the best score
over 0 is played (`agent.HeuristicAgent._priority`)."""

from __future__ import annotations

from dataclasses import replace
from typing import Any

from izvori.agents.abilities import (
    NO_HARM,
    activation_facts,
    animates_self,
    as_dealt,
    could_pay,
    creature_to_put,
    dies_for_nothing,
    discards_after_sacrifice,
    equips,
    fodder_for,
    granted_ability,
    granted_to_target,
    keeps_alive,
    killed_by_statics,
    niz_kills,
    puts_from_hand,
    redirect_amount,
    regenerates,
    regeneration_ready,
    returns_from_graveyard,
    returns_itself,
    source_power,
    sources_animated,
    spell_tax,
    stars_after,
    toughness_saves,
    type_gain,
    with_sources_animated,
    with_statics,
    without_creature,
)
from izvori.agents.combat_plan import (
    able_attackers,
    attack_is_lethal,
    boost_for_lethal,
    can_block,
    fight,
    grown,
    health,
    joins_for_lethal,
    lethal_after,
    lethal_attack,
    power,
    shielded_from,
    steal_for_lethal,
    strikes_first,
    through_share,
    unstopped,
    with_permanent,
)
from izvori.agents.knowledge import (
    MANA_WORDS,
    SpellFacts,
    aura_stats,
    aura_steals,
    aura_toughness,
    cost_at_life,
    creature_value,
    death_life_gain,
    denies_blocks,
    disarms,
    draw_harm,
    entry_life_gain,
    entry_triggers,
    face_value,
    face_worth,
    granted_abilities,
    kicked_drain,
    life_cost,
    life_per_creature,
    lookup,
    mode_card,
    opponents_hit,
    own_draws,
    own_life_gain,
    shrinks_all,
    spell_facts,
    star_face,
    token_faces,
    upkeep_life_cost,
    upkeep_win_goals,
    x_life_gain,
    x_life_loss,
)
from izvori.agents.lako.combat import AT_CREATURES, Fighting, shield_name
from izvori.agents.lako.seen import (
    DESTROYS_ALL,
    HASTE,
    NO_DRAWS,
    PLAYER_KINDS,
    SURVIVES,
    Options,
    Plan,
    as_newcomers,
    kill_for_lethal,
    may_target,
    our_main,
    tap_ready,
)
from izvori.agents.tricks import (
    LETHAL,
    WORTH_A_CARD,
    Pump,
    counter_cost,
    counter_play,
    flash_timely,
    fog_worth,
    is_fog,
    is_trick,
    makes_tokens,
    opponent_mana,
    pump_of,
    pump_play,
)
from izvori.engine.carddef import (
    PROTECTION,
    ActivatedAbility,
    CardDef,
    CardType,
    Effect,
)
from izvori.engine.decisions import Action
from izvori.engine.objects import Zone, player_ref
from izvori.engine.view import CardFace, GameView, PermanentView
from izvori.strings import t

#: what a creature's "@" does that answers our attack (`_tapped_through_our_turn`)
_ANSWERS_ATTACK = frozenset({"prevent_damage", "damage", "destroy", "tap", "bounce"})


class Casting(Fighting):
    """Each cast or activation scored, with its plan."""

    def _score_play(
        self, seen: GameView, me: int, a: Action, options: Options = ()
    ) -> tuple[float, str, Plan] | None:
        card = self._def(seen, a.obj)
        face = self._face(seen, a.obj)
        if card is None or face is None:
            return None
        if a.kind == "activate":
            if a.index >= len(card.activated):
                # an ability not printed on the card: one an Aura or Oprema grants (Dar
                # Predaka's "@: 10 štete") is played like any aimed harm; others are not ours
                granted = granted_ability(self.cards, seen, a.obj, a.index)
                strength = self._power_of(seen, a.obj)
                facts = spell_facts(card, granted.effects, strength) if granted else None
                if granted is None or facts is None or not granted.targets or not facts.harmful:
                    return None
                return self._aimed(seen, me, a, facts, face.name, card, ab_cost=True)
            if regenerates(card, a.index):
                return self._save(seen, me, a, face.name, bounce=False)
            if self._self_pump(seen, a) is not None:
                return self._pump_for_lethal(seen, me, a, face.name)
            if equips(card, a.index):
                return self._equip(seen, me, a, face.name, card)
            ab = card.activated[a.index]
            redirected = redirect_amount(ab)
            if redirected:
                return self._redirect(seen, me, a, face.name, redirected)
            animation = animates_self(card, a.index)
            if animation is not None:
                return self._animate(seen, me, a, face.name, animation, ab)
            discards = discards_after_sacrifice(ab)
            if discards is not None:
                return self._cards_for_the_dying(seen, me, a, face.name, discards)
            if returns_itself(ab):
                return self._save(seen, me, a, face.name, bounce=True)
            if puts_from_hand(ab):
                return self._put_from_hand(seen, me, a, face.name)
            if {e.op for e in ab.effects} == {"prevent_damage"} and ab.targets:
                return self._prevent(seen, me, a, face.name, card, ab.effects, NO_HARM, ab.targets)
            if {e.op for e in ab.effects} == {"tap"} and ab.targets:
                # Čarobnjak Magle's "@: Aktiviraj odabrano biće": the one blocker between our
                # attack and a win tapped before combat blocks nothing (C10); the source
                # tapped for the cost doesn't attack. In his turn, the attacker that would
                # kill us tapped before attackers are declared (C9.21)
                busy = a.obj if ab.cost.tap else None
                denied = self._deny_blocker(seen, me, a, NO_HARM, face.name, busy)
                held = denied or self._attacker_held(seen, me, a, face.name, busy)
                return held or self._tapped_through_our_turn(seen, me, a, face.name, ab)
            if {e.op for e in ab.effects} == {"gain_control"} and ab.targets:
                return self._take_for_now(seen, me, a, face.name, ab)
            if any(
                e.op == "become_creature_type" and e.get("keep") and e.get("what") == "self"
                for e in ab.effects
            ):
                return self._type_taken(seen, me, a, face.name)
            if ab.targets and any(
                e.op == "become_creature_type" and not e.get("keep") for e in ab.effects
            ):
                # Iluzionista's "@: Odabrano biće postaje biće tipa po tvom izboru": the
                # creature in a fight that loses a lord's pump with its type (B12.12)
                got = self._type_stripped(seen, me)
                if got is None:
                    return None
                target, gained = got
                why = t("ai.reason.unpumped", card=face.name, target=self._label(seen, target))
                return gained, why, Plan(a, NO_HARM, target)
            given = granted_to_target(ab)
            if given:
                lethal = boost_for_lethal(seen, me, given, 0)
                if lethal is None and ab.targets:
                    armed = self._blocker_armed(seen, me, a, face.name, given, ab.targets[0], card)
                    return armed or self._evasion_for_our_turn(seen, me, a, face.name, ab, card)
                if lethal is None:
                    return None
                why = t("ai.reason.aura_lethal", card=face.name, target=lethal.card.name)
                return LETHAL, why, Plan(a, NO_HARM, lethal.id)
            if returns_from_graveyard(ab):
                return self._return_self(seen, me, a, face, ab)
            facts = activation_facts(card, a.index, self._power_of(seen, a.obj))
            if facts is None or self._x_room(seen, me, card.activated[a.index].effects) < 0:
                return None
            taken = self._taken_by_niz(seen, me)
            if taken is not None and taken.id == a.obj and facts.damage and ab.cost.tap:
                last = self._last_shot(seen, me, a, facts, face.name, taken)
                if last is not None:
                    return last
            cleared = self._shot_then_attack(seen, me, a, ab)
            if cleared is not None:
                why = t("ai.reason.shot_lethal", card=face.name, target=self._label(seen, cleared))
                return LETHAL, why, Plan(a, facts, cleared)
            x = 0
            x_mana = ab.cost.mana
            if facts.x_damage and x_mana is not None and x_mana.x_count:
                # A5.33: the X of an ability's cost is ours to choose, as a spell's: the most
                # the mana pays for here, lowered by `_aimed` to what kills its target
                x = (self._mana_left(seen, me) - x_mana.with_x(0).total()) // x_mana.x_count
                if x < 1:
                    return None  # X = 0 does nothing
            return self._aimed(seen, me, a, facts, face.name, card, x=x, ab_cost=True)
        if card.modes:
            return self._score_modes(seen, me, a, card, face, options)
        return self._score_cast(seen, me, a, card, face, options)

    def _score_modes(
        self, seen: GameView, me: int, a: Action, card: CardDef, face: CardFace, options: Options
    ) -> tuple[float, str, Plan] | None:
        """D15.72: a modal spell ("izaberi jedno"), each mode weighed as a card of its own
        (`knowledge.mode_card`); the best, with its mode for the engine's question."""
        best: tuple[float, str, Plan] | None = None
        for mode in card.modes:
            got = self._score_cast(seen, me, a, mode_card(card, mode), face, options)
            if got is not None and (best is None or got[0] > best[0]):
                best = (got[0], got[1], replace(got[2], mode=mode.text))
        return best

    def _score_cast(
        self, seen: GameView, me: int, a: Action, card: CardDef, face: CardFace, options: Options
    ) -> tuple[float, str, Plan] | None:
        facts = spell_facts(card)
        if self._life_price_too_high(seen, me, card, facts):
            return None
        if self._countered_if_cast(seen, me, a.obj, card):
            return None
        hit = opponents_hit(card.spell_effects)  # (Pipci Zla: 20 to each opponent)
        hit = as_dealt(self.cards, seen, replace(facts, damage=hit)).damage if hit else 0
        if hit and hit >= seen.player(1 - me).life and (facts.instant or our_main(seen, me)):
            why = t("ai.reason.burn_lethal", card=face.name, target=seen.player(1 - me).name)
            return LETHAL, why, Plan(a, facts)
        per_creature = life_per_creature(card.spell_effects)
        if per_creature:
            return self._life_set(seen, me, a, facts, face.name, per_creature)
        x_room = self._x_room(seen, me, card.spell_effects)
        if x_room < 0 or (x_room == 0 and own_draws(card.spell_effects)[1]):
            return None  # it would draw the library's last card (D16.40), or X = 0
        searched = any(e.op == "search_library" for e in card.spell_effects)
        if searched and seen.player(me).library_count <= 1:
            return None  # its last card taken, our next draw step loses the game (D16.40)
        main = our_main(seen, me)
        if main and self._wins_by_life(seen, me, card):
            return LETHAL, t("ai.reason.life_win", card=face.name), Plan(a, facts)
        if main and not facts.instant and self._wins_at_his_draw(seen, me, card):
            why = t("ai.reason.draw_lethal", card=face.name, target=seen.player(1 - me).name)
            return LETHAL, why, Plan(a, facts)
        if main and not facts.instant and death_life_gain(card):
            fed = self._before_the_sweep(seen, me, a, facts, face.name, card)
            if fed is not None:
                return fed
        before = self._lethal_before_combat(seen, me, card, facts)
        if before is not None:
            return LETHAL, t("ai.reason.board_lethal", card=face.name), Plan(a, facts)
        if self._arms_him(seen, me, card):
            return None
        words = next((e.get("words") for e in card.spell_effects if e.op == "change_text"), None)
        if words is not None:
            swap = self._text_swap(seen, me, str(words)) if card.spell_targets else None
            if swap is None:
                return None
            target, old, new, score = swap
            if score >= LETHAL:
                why = t("ai.reason.board_lethal", card=face.name)
            elif words == "creature_type":
                why = t("ai.reason.unpumped", card=face.name, target=self._label(seen, target))
            else:
                label = self._label(seen, target)
                if words == "color":
                    old, new = shield_name(old), shield_name(new)  # (only colours: D19.61)
                why = t("ai.reason.text_change", card=face.name, target=label, old=old, new=new)
            return score, why, Plan(a, facts, target)
        if any(e.op == "extra_combat" for e in card.spell_effects):
            # "dodatna faza borbe posle ove glavne faze" (C1.70): after our combat, the
            # creatures still untapped (Opreznost, E3.82) attack again — where that wins
            if main and seen.step == "glavna2" and attack_is_lethal(seen, me):
                return LETHAL, t("ai.reason.extra_combat", card=face.name), Plan(a, facts)
            return None
        counter = counter_cost(card.spell_effects)
        if counter is not None:
            return self._counter(seen, me, a, facts, face.name, counter)
        rest = card.cost.with_x(0).total() if card.cost is not None else 0
        if facts.x_damage and not card.spell_targets:
            return self._x_sweeper(seen, me, a, facts, face.name, card, x_room)
        if facts.x_damage:
            x = min(self._mana_left(seen, me) - rest, x_room)
            if x < 1:
                return None  # X = 0 does nothing
            return self._aimed(seen, me, a, facts, face.name, card, x=x)
        drain = x_life_loss(card.spell_effects)
        opp_life = seen.player(1 - me).life
        if drain and card.spell_targets and drain * (self._mana_left(seen, me) - rest) >= opp_life:
            # "loses X×10 life" (Isisavanje Života) with the X that takes the last of it
            x = -(-opp_life // drain)
            why = t("ai.reason.burn_lethal", card=face.name, target=seen.player(1 - me).name)
            return LETHAL, why, Plan(a, facts, player_ref(1 - me), x)
        x_first = self._drain_then_attack(seen, me, drain, rest) if drain else None
        if x_first is not None and card.spell_targets:
            # the drain, a removal on the one blocker, and the attack take the rest (C10)
            why = t("ai.reason.board_lethal", card=face.name)
            return LETHAL, why, Plan(a, facts, player_ref(1 - me), x_first)
        gain = x_life_gain(card.spell_effects)
        x_count = card.cost.x_count if card.cost is not None else 0
        x_alive = self._x_to_live(seen, me, gain, rest) if gain and x_count else None
        if x_alive is not None:
            # "ti dobijaš X puta 10" (Isisavanje Života) with the least X that outlives his
            # pings and his next attack; the rest of the mana stays open
            whom = player_ref(1 - me) if card.spell_targets else None
            why = t("ai.reason.survive", card=face.name)
            return SURVIVES, why, Plan(a, facts, whom, x_alive)
        if card.spell_targets and disarms(card.spell_effects):
            stopped = self._stop_attacker(seen, me, a, facts, face.name, card)
            blanked = stopped or self._power_shot_blanked(seen, me, a, facts, face.name, card)
            return blanked or self._disarmed_blocker(seen, me, a, facts, face.name, card)
        if card.spell_targets and denies_blocks(card.spell_effects):
            spec = card.spell_targets[0]
            return self._deny_blocker(
                seen, me, a, facts, face.name, may=lambda b: may_target(spec, card, b)
            )
        if card.spell_targets and any(e.op == "move_aura" for e in card.spell_effects):
            return self._borrowed_aura(seen, me, a, facts, face.name, card)
        if card.spell_targets and any(
            e.op == "gain_control" and e.get("duration") == "end_of_turn"
            for e in card.spell_effects
        ):
            # control until end of turn (Kroćenje Kerbera): where the creature taken attacks
            # for the win (its blocker gone with it, C10), or out of his lethal attack
            untaps = any(e.op == "untap" for e in card.spell_effects)
            hasty = any(HASTE in (e.get("keywords") or ()) for e in card.spell_effects)
            his_shots, our_shots = self._creature_shots(seen, me, card)
            taken = steal_for_lethal(seen, me, untaps, hasty, his_shots, our_shots)
            again = self._second_shot(seen, me, card) if taken is None and untaps else None
            if again is not None:
                shooter, target, score = again
                why = t(
                    "ai.reason.second_shot",
                    card=face.name,
                    shooter=self._label(seen, shooter),
                    target=self._label(seen, target),
                )
                return score, why, Plan(a, facts, shooter)
            if taken is None:
                # in his declared attack: the attacker without which it doesn't kill us
                # leaves combat as it changes control (C7.20)
                return self._stop_attacker(seen, me, a, facts, face.name, card)
            why = t("ai.reason.steal_lethal", card=face.name, target=taken.card.name)
            return LETHAL, why, Plan(a, facts, taken.id)
        if card.spell_targets and {e.op for e in card.spell_effects} == {"bounce"}:
            return self._bounce(seen, me, a, facts, face.name, card)
        if card.spell_targets and {e.op for e in card.spell_effects} == {"discard"}:
            return self._discard(seen, me, a, facts, face.name, card)
        if card.spell_targets and {e.op for e in card.spell_effects} == {"discard_by_color"}:
            return self._discard_by_color(seen, me, a, facts, face.name, card)
        if card.spell_targets and {e.op for e in card.spell_effects} == {"set_life"}:
            return self._life_to(seen, me, a, facts, face.name, card)
        if self._survives_by(seen, me, own_life_gain(card.spell_effects)):
            # (Dodir Smrti: "gubi 40 života, a ti dobijaš 40" — the win first, where it is one)
            aimed = self._aimed(seen, me, a, facts, face.name, card) if card.spell_targets else None
            if aimed is not None and aimed[0] >= LETHAL:
                return aimed
            return SURVIVES, t("ai.reason.survive", card=face.name), Plan(a, facts)
        if any(e.op == "copy_spell" for e in card.spell_effects):
            # "Kopiraj odabranu magiju" (Odjek): only a copy that harms him (a copy of his
            # pump on his attacker is a blunder)
            return self._echo(seen, me, a, facts, face.name, card)
        if card.spell_targets and {e.op for e in card.spell_effects} == {"prevent_damage"}:
            return self._prevent(seen, me, a, face.name, card, card.spell_effects, facts)
        ward = self._ward(seen, me, a, facts, face.name, card) if facts.instant else None
        if ward is not None:
            return ward
        if card.spell_targets and card.spell_targets[0].divide is not None:
            return self._divided_burn(seen, me, a, facts, face.name, card)
        if card.spell_targets and {e.op for e in card.spell_effects} == {"change_target"}:
            return self._turn_aside(seen, me, a, facts, face.name)
        if card.spell_targets and any(e.op == "play_copy" for e in card.spell_effects):
            return self._replay(seen, me, a, facts, face.name, card, options)
        if card.spell_targets and card.kicker is not None:
            drained = self._kicked_drain(seen, me, a, facts, face.name, card)
            if drained is not None:
                return drained
        if card.spell_targets and (facts.harmful or facts.damage):
            aimed = self._aimed(seen, me, a, facts, face.name, card)
            kicked = self._kicked_burn(seen, me, a, facts, face.name, card)
            if kicked is not None and (aimed is None or kicked[0] > aimed[0]):
                return kicked
            return aimed if aimed is None else (aimed[0], aimed[1], replace(aimed[2], kick=False))
        if facts.creature and facts.instant:
            # a flash creature (E3 Presretač): at the end of the opponent's turn or as a
            # surprise blocker (B12.21); in our own main phase it is held, unless our mana
            # goes to other plays now anyway — then it is cast like any creature, since mana
            # spent in our turn is not open in the opponent's
            if flash_timely(seen, me):
                return (
                    20.0 + facts.mana_value * 10,
                    t("ai.reason.flash", card=face.name),
                    Plan(a, facts),
                )
            if not (main and self._mana_wanted(seen, me, a, options)):
                return None
        if facts.instant and not facts.creature and is_trick(card):
            trick = self._trick(seen, me, a, facts, face.name, card)
            if trick is not None or not makes_tokens(card.spell_effects):
                return trick
            if not (main and self._mana_wanted(seen, me, a, options)):
                return None  # instant tokens: like a flash creature (above)
        if card.is_permanent_card and card.triggered:
            hand_gone = self._hand_taken(seen, me, a, facts, face.name, card)
            if hand_gone is not None:
                return hand_gone
        if facts.creature:
            if not main:
                return None
            ours, theirs = killed_by_statics(card, seen, me)
            lost = sum(creature_value(p) for p in ours)
            if lost and lost >= face_worth(face) + sum(creature_value(p) for p in theirs):
                return None  # its static kills more of ours than it is worth (Pakosnik, C11)
            if theirs:
                # his blockers its static kills (toughness 0, C11: no regeneration saves
                # them) open the way for our attack now (Pakosnik on his black creatures)
                after = seen
                for p in (*ours, *theirs):
                    after = without_creature(self.cards, after, p)
                if lethal_after(seen, me, after):
                    why = t("ai.reason.static_clears", card=face.name)
                    return LETHAL, why, Plan(a, facts)
            entry = self._entry(seen, me, a, facts, face.name, card)
            if entry is not None:
                return entry
            hasty = HASTE in face.keywords
            # with the tokens its entry trigger makes (Vučica's Mladunče, D11): blockers too
            made = (e for ab in entry_triggers(card) for e in ab.effects)
            here = as_newcomers(me, (star_face(card, face, seen, me), *token_faces(tuple(made))))
            # hasty ones attack; any newcomer counts toward "more creatures than the
            # defender" (Ork Banda, with Vučica and her Mladunče: C10)
            if joins_for_lethal(self._after_cast_triggers(seen, me, card), me, here):
                why = "ai.reason.haste_lethal" if hasty else "ai.reason.count_lethal"
                return LETHAL, t(why, card=face.name), Plan(a, facts)
            if seen.step == "glavna1" and not hasty and self._attack_possible(seen, me):
                return None  # after combat: the opponent blocks knowing less
            # one that comes into play tapped (Ledeni Div, D20.12) stays tapped through his
            # next turn: no blocker then (its tokens still are)
            blockers = here[1:] if card.enters_tapped else here
            if blockers and self._blockers_save(seen, me, blockers):
                # of two creatures that save us, the one that lives through blocking his
                # biggest attacker (Sila Šumskih Dubina on Red Svete Šume, not Jahač Zveri
                # who trades with it)
                held = self._outlives(seen, me, blockers[0])
                why = t("ai.reason.blocker_saves", card=face.name)
                return SURVIVES + held, why, Plan(a, facts)
            return (
                # (of two at one mana value, the bigger body: a tie-break, a tenth at most)
                20.0 + facts.mana_value * 10 + min(face_worth(face), 100) / 1000,
                t("ai.reason.creature", card=face.name),
                Plan(a, facts),
            )
        if card.spell_targets:
            return self._help(seen, me, a, facts, face.name, card)
        if not main:
            return None
        if any(e.op == "damage" and e.get("to") == "each_creature" for e in card.spell_effects):
            return self._sweeper(seen, me, a, facts, face.name, card)
        if any(e.op == "animate_all_sources" for e in card.spell_effects):
            return None  # every source a creature for the turn (Prirodna Srodnost): no plan
        if any(
            e.op == "destroy" and e.get("what") == "all_artifacts_and_enchantments"
            for e in card.spell_effects
        ):
            return self._purge(seen, me, a, facts, face.name)
        if any(e.op == "destroy" and e.get("what") == "all_creatures" for e in card.spell_effects):
            # "Uništi sva bića" (Perunov Gnev): a sweeper that kills every creature but an
            # indestructible one (`health`), cast only when it costs the opponent more
            return self._sweeper(seen, me, a, facts, face.name, card, DESTROYS_ALL)
        shrink_all = shrinks_all(card.spell_effects)
        if shrink_all:  # toughness taken from every creature kills like damage (C11)
            return self._sweeper(seen, me, a, facts, face.name, card, shrink_all)
        if (
            card.enchant
            and card.statics
            and all(s.op in ("set_subtype", "add_type") for s in card.statics)
        ):
            # it only renames a source (Potop: "je Voda", B12.77): worth it where the new
            # name opens his side to our landwalk (E3.42) for a lethal attack
            return self._renamed_source(seen, me, a, facts, face.name, card)
        if card.enchant and seen.step == "glavna1":
            # (before it is read as removal: Samopovređivanje's Zastrašuje on our own
            # attacker may win, E3.32)
            lethal = self._aura_for_lethal(seen, me, card)
            if lethal is not None:
                why = t("ai.reason.aura_lethal", card=face.name, target=lethal.card.name)
                return LETHAL, why, Plan(a, facts, lethal.id)
            warded = self._ward_before_sweep(seen, me, card)
            if warded is not None:
                why = t("ai.reason.ward_sweep", card=face.name, target=warded.card.name)
                return LETHAL, why, Plan(a, facts, warded.id)
        if card.enchant:
            armed = self._arms_pinger(seen, me, a, facts, face.name, card)
            if armed is not None:
                return armed
        if card.enchant and "biće" in card.enchant and our_main(seen, me):
            # (Refleksi Pume's Jurišnik on the Red: his trampling Sila dies before it deals
            # damage, C11.20, C11.50)
            kept = self._boost_to_survive(seen, me, aura_stats(card))
            if kept is not None:
                why = t("ai.reason.equip_saves", card=face.name, target=kept.card.name)
                return SURVIVES + self._outlives(seen, me, kept), why, Plan(a, facts, kept.id)
        if card.enchant and aura_toughness(card) < 0:
            return self._shrinking_aura(seen, me, a, facts, face.name, -aura_toughness(card))
        if card.enchant:
            pinger = self._granted_lethal(seen, me, card, facts)
            if pinger is not None:
                why = t("ai.reason.aura_ping_lethal", card=face.name, target=pinger.card.name)
                return LETHAL, why, Plan(a, facts, pinger.id)
        if card.enchant and seen.step == "glavna1":
            life_aura = self._drain_aura(seen, me, a, facts, face.name, card)
            if life_aura is not None:
                return life_aura
        tokens = as_newcomers(me, token_faces(card.spell_effects))
        if tokens and joins_for_lethal(seen, me, tokens):
            return LETHAL, t("ai.reason.tokens_lethal", card=face.name), Plan(a, facts)
        if seen.step == "glavna1" and self._attack_possible(seen, me):
            return None
        if tokens and self._blockers_save(seen, me, tokens):
            return SURVIVES, t("ai.reason.blocker_saves", card=face.name), Plan(a, facts)
        if tokens and self._survives_by(seen, me, self._life_on_entry(seen, me, len(tokens))):
            return SURVIVES, t("ai.reason.survive", card=face.name), Plan(a, facts)
        if aura_steals(card):
            # "Kontrolišeš promenjeno biće" (Razumno Objašnjenje): his best creature — but one
            # whose "gubiš 10 života" at its controller's upkeep would take our last (C4.10)
            life = seen.player(me).life
            able = [
                p
                for p in seen.permanents_of(1 - me)
                if p.is_creature
                and (stolen := lookup(self.cards, p.card)) is not None
                and upkeep_life_cost(stolen) < life
            ]
            if not able:
                return None
            best = max(able, key=lambda p: (creature_value(p), -p.id))
            why = t("ai.reason.steal", card=face.name, target=best.card.name)
            return 10.0 + creature_value(best), why, Plan(a, facts, best.id)
        plan = Plan(a, facts)
        if own_draws(card.spell_effects)[1]:  # "draw X" (Vrtlog Misli): all it can pay, and safe
            plan = Plan(a, facts, x=min(self._mana_left(seen, me) - rest, x_room))
            if plan.x < 1:
                return None
        return (10.0 + facts.mana_value * 5, t("ai.reason.spell", card=face.name), plan)

    def _drain_aura(
        self, seen: GameView, me: int, a: Action, facts: SpellFacts, name: str, card: CardDef
    ) -> tuple[float, str, Plan] | None:
        """ "Kad god promenjeno biće nanese štetu, dobijaš toliko života" (Aura Bogova,
        D11.20): before combat, on the attacker none of his untapped creatures can block
        (C10), so its damage this turn is life — the most where that life is what keeps us
        alive through his next turn (his attack and his pingers, all untapped then). None:
        not such an Aura, or no attacker sure to connect (it waits, as other Auras)."""
        drains = any(
            ab.event == "deals_damage"
            and ab.cond("who") == "enchanted"
            and any(e.op == "gain_life" and e.get("amount") == "trigger_amount" for e in ab.effects)
            for ab in card.triggered
        )
        if not drains or not self._attack_possible(seen, me):
            return None
        blockers = [p for p in seen.permanents_of(1 - me) if p.is_creature and not p.tapped]
        # its damage to a blocker is life too (C11.40): any attacker no blocker of his kills
        # first or shields itself from (first strike, protection: E3.62, E3.25)
        free = [
            p
            for p in able_attackers(seen, me)
            if power(p) > 0
            and not any(
                can_block(b, p, seen) and (shielded_from(b, p) or strikes_first(b, p))
                for b in blockers
            )
        ]
        if not free:
            return None
        best = max(free, key=lambda p: (power(p), p.id))
        gained, life = power(best), seen.player(me).life
        danger = self._next_attack(seen, me) + self._shots_at_face(seen, 1 - me, next_turn=True)
        why = t("ai.reason.enchant", card=name, target=best.card.name)
        score = SURVIVES if life <= danger < life + gained else 10.0 + gained / 2
        return score, why, Plan(a, facts, best.id)

    def _renamed_source(
        self, seen: GameView, me: int, a: Action, facts: SpellFacts, name: str, card: CardDef
    ) -> tuple[float, str, Plan] | None:
        """An Aura that makes the source it enchants a basic kind ("Promenjeni izvor je
        Voda", Potop, B12.77) or that kind too ("Promenjeni izvor je i Šuma", Puzavica on a
        Grob) on the opponent's source, before combat, where that kind lets our landwalk
        through (Vodeni, Šumski: E3.42) and the attack becomes lethal (C10). None: no such
        source. (The walk needs only the kind present: a kind added is counted as the
        source's one kind.)"""
        kinds = [
            str(k)
            for s in card.statics
            if s.op in ("set_subtype", "add_type") and s.affects == "enchanted"
            for k in (s.get("subtypes") or ())
        ]
        if len(kinds) != 1 or not our_main(seen, me):
            return None
        named = {w for w in card.enchant if w[:1].isupper()}  # "Promeni Grob": Grobs only
        saved = self._renamed_for_blocks(seen, me, kinds[0], named, card)
        if saved is not None:
            why = t("ai.reason.renamed_blocks", card=name, target=saved.card.name)
            return SURVIVES, why, Plan(a, facts, saved.id)
        if seen.step != "glavna1":
            return None
        for p in seen.permanents_of(1 - me):
            if not p.is_source or p.is_creature:
                continue
            if named and not named & {p.source_group, *p.card.subtypes}:
                continue
            after = with_permanent(seen, replace(p, source_group=kinds[0]))
            if lethal_after(seen, me, after):
                why = t("ai.reason.board_lethal", card=name)
                return LETHAL, why, Plan(a, facts, p.id)
        return None

    def _renamed_for_blocks(
        self, seen: GameView, me: int, kind: str, named: set[str], card: CardDef
    ) -> PermanentView | None:
        """Where his next attack kills us through our blocks because his landwalkers can't be
        blocked while we control a source of their kind ("Grobni", E3.42): our source of
        that kind, renamed (Potop: "je Voda", B12.77), so that our blockers can block them and
        we live (`_next_attack`). None: no such source, or no need."""
        life = seen.player(me).life
        if self._next_attack(seen, me) < life:
            return None
        for p in seen.permanents_of(me):
            if not p.is_source or p.is_creature or p.source_group == kind:
                continue
            if named and not named & {p.source_group, *p.card.subtypes}:
                continue
            if not may_target(card.spell_targets[0], card, p) if card.spell_targets else False:
                continue
            renamed = replace(p, source_group=kind, card=replace(p.card, subtypes=(kind,)))
            if self._next_attack(with_permanent(seen, renamed), me) < life:
                return p
        return None

    def _borrowed_aura(
        self, seen: GameView, me: int, a: Action, facts: SpellFacts, name: str, card: CardDef
    ) -> tuple[float, str, Plan] | None:
        """An Aura taken and moved ("Stekni kontrolu nad odabranim Oreolom i premesti ga",
        Trajna Pozajmica, B12.69): the Aura in play whose move onto a creature of ours makes
        our attack lethal before blocks (C10), or wins a fight under way after them
        (`_fights_gained`). Where it goes is chosen again as it resolves
        (`_aura_destination`). None: no such Aura — the card is held."""
        spec = card.spell_targets[0]
        best: tuple[float, PermanentView] | None = None
        for p in seen.battlefield:
            if not may_target(spec, card, p):
                continue
            ours = [c.id for c in seen.permanents_of(me) if c.is_creature and c.id != p.attached_to]
            got = self._aura_destination(seen, me, p.id, ours)
            if got is not None and (best is None or got[1] > best[0]):
                best = (got[1], p)
        if best is None or best[0] < WORTH_A_CARD:
            return None
        score, aura = best
        if score >= LETHAL:
            return LETHAL, t("ai.reason.board_lethal", card=name), Plan(a, facts, aura.id)
        why = t("ai.reason.move_aura", card=name, target=aura.card.name)
        return score, why, Plan(a, facts, aura.id)

    def _arms_pinger(
        self, seen: GameView, me: int, a: Action, facts: SpellFacts, name: str, card: CardDef
    ) -> tuple[float, str, Plan] | None:
        """An Aura's power on our creature whose "@" deals damage equal to its power
        (Besomar, C11): the creature of his it then kills, where it couldn't before — first
        the one without which his next attack no longer kills us. Cast in our main phase,
        on the ready creature; scored as that kill. None: no new kill worth a card."""
        _words, plus, _tough = aura_stats(card)
        if plus <= 0 or not our_main(seen, me):
            return None
        left = self._mana_left(seen, me) - facts.mana_value
        life = seen.player(me).life
        best: tuple[float, PermanentView, PermanentView] | None = None
        for p in seen.permanents_of(me):
            own = lookup(self.cards, p.card) if p.is_creature and not p.tapped else None
            if own is None:
                continue
            for i, ab in enumerate(own.activated):
                if ab.cost.tap and p.sick and HASTE not in p.card.keywords:
                    continue  # D10.18
                if (ab.cost.mana.total() if ab.cost.mana is not None else 0) > left:
                    continue
                now = activation_facts(own, i, power(p))
                then = activation_facts(own, i, power(p) + plus)
                if now is None or then is None or then.damage <= now.damage:
                    continue
                for v in seen.permanents_of(1 - me):
                    if not v.is_creature or not now.damage < health(v) <= then.damage:
                        continue
                    if not ab.targets or not may_target(ab.targets[0], own, v):
                        continue
                    rest = replace(
                        seen, battlefield=tuple(x for x in seen.battlefield if x.id != v.id)
                    )
                    saves = self._next_attack(seen, me) >= life > self._next_attack(rest, me)
                    score = SURVIVES if saves else float(creature_value(v))
                    if best is None or score > best[0]:
                        best = (score, p, v)
        if best is None or best[0] < WORTH_A_CARD:
            return None
        score, p, v = best
        why = t("ai.reason.arms_pinger", card=name, target=p.card.name, victim=v.card.name)
        return score, why, Plan(a, facts, p.id)

    def _wins_by_life(self, seen: GameView, me: int, card: CardDef) -> bool:
        """Whether the life `card` gains us (its own "dobijaš N života", or its entry
        trigger's, D11) reaches what a permanent of ours wins the game with at our next
        upkeep ("ako imaš 500 ili više života, dobijaš partiju", Stepenice k Nebu, D11.80),
        where it doesn't now — the opponent's next attack and pingers, and the upkeep
        costs of ours and of `card` (Demon Bezdana), taken from it first."""
        effects = (*card.spell_effects, *(e for ab in entry_triggers(card) for e in ab.effects))
        gained = own_life_gain(effects)
        goals: list[int] = []
        upkeep = upkeep_life_cost(card)
        for p in seen.permanents_of(me):
            owned = lookup(self.cards, p.card)
            goals += upkeep_win_goals(owned) if owned is not None else []
            upkeep += upkeep_life_cost(owned) if owned is not None else 0
        if not gained or not goals:
            return False
        life = seen.player(me).life
        danger = self._next_attack(seen, me) + self._shots_at_face(seen, 1 - me, next_turn=True)
        return life < min(goals) <= life + gained - danger - upkeep

    def _after_cast_triggers(self, seen: GameView, me: int, card: CardDef) -> GameView:
        """The view with the opponent's life as the cards in our hand leave it once `card`
        is cast: "Kad god igraš magiju bića, možeš platiti R i otkriti ovu kartu iz ruke:
        nanosi 10 štete odabranom protivniku" (Onostrano Zlo, D3.96, D11.20), where the mana
        left after `card` pays for it — and as his permanents' entry triggers leave it
        once a creature `card` comes in (Dušebrižnik's 10)."""
        left = self._mana_left(seen, me) - (card.cost.total() if card.cost is not None else 0)
        hurt = 0
        for face in seen.player(me).hand or ():
            other = lookup(self.cards, face)
            if other is None or other is card:
                continue
            for ab in other.triggered:
                if ab.zone != Zone.HAND or ab.event != "casts" or ab.cond("player") != "you":
                    continue
                if ab.cond("type") and ab.cond("type") not in card.types:
                    continue
                if not ab.targets or ab.targets[0].kind not in PLAYER_KINDS:
                    continue
                price = ab.cost.mana.total() if ab.cost and ab.cost.mana is not None else 0
                dealt = sum(
                    e.get("amount") or 0
                    for e in ab.effects
                    if e.op == "damage" and isinstance(e.get("amount"), int)
                )
                if dealt and price <= left:
                    hurt, left = hurt + dealt, left - price
        # his permanents that gain him life as our creature comes in (Dušebrižnik: "Kad
        # god drugo biće uđe u igru, dobijaš 10 života", D11) give some of it back
        if CardType.CREATURE in card.types:
            for p in seen.permanents_of(1 - me):
                his = lookup(self.cards, p.card)
                hurt -= entry_life_gain(his) if his is not None else 0
        if not hurt:
            return seen
        opp = seen.player(1 - me)
        first, second = seen.players
        hit = replace(opp, life=opp.life - hurt)
        players = (hit, second) if opp.index == first.index else (first, hit)
        return replace(seen, players=players)

    def _type_taken(
        self, seen: GameView, me: int, a: Action, name: str
    ) -> tuple[float, str, Plan] | None:
        """ "Dobija tip bića po tvom izboru do kraja poteza" on itself (Uzimač Forme, B12.13):
        the type a lord's static pumps (`abilities.type_gain`, C6.30), where that pump makes
        our unblocked attackers' damage lethal after blocks (C11.22), or wins a fight. Else
        held."""
        p = seen.permanent(a.obj)
        gained = type_gain(self.cards, seen, p) if p is not None else None
        if p is None or gained is None:
            return None
        word, plus_p, plus_t = gained
        why = t("ai.reason.type_taken", card=name, word=word)
        if seen.active == me and seen.step == "blokeri" and p.attacking and not p.blocked_by:
            through = sum(through_share(seen, x) for x in seen.permanents_of(me) if x.attacking)
            if through < seen.player(1 - me).life <= through + plus_p:
                return LETHAL, why, Plan(a, NO_HARM)
        won = self._fights_gained(seen, me, with_permanent(seen, grown(p, plus_p, plus_t)))
        return (won, why, Plan(a, NO_HARM)) if won >= WORTH_A_CARD else None

    def _life_on_entry(self, seen: GameView, me: int, creatures: int) -> int:
        """The life our permanents gain us as `creatures` creatures come into play for us
        (`knowledge.entry_life_gain`: Dušebrižnik's 10 each)."""
        per = 0
        for p in seen.permanents_of(me):
            card = lookup(self.cards, p.card)
            per += entry_life_gain(card) if card is not None else 0
        return per * creatures

    def _before_the_sweep(
        self, seen: GameView, me: int, a: Action, facts: SpellFacts, name: str, card: CardDef
    ) -> tuple[float, str, Plan] | None:
        """A permanent that gains us life for each creature that dies (Bezdan Tajni), cast
        before the damage sweeper of our hand the mana left still pays for (Oluja): each
        creature it kills then gains us its life (D11: in play before they die). Where we
        would lose at our next draw (Mračni Strahovi), and that life saves us: SURVIVES.
        None: no such sweeper in hand, or it kills nothing."""
        left = self._mana_left(seen, me) - facts.mana_value
        deaths = 0
        for face in seen.player(me).hand or ():
            other = lookup(self.cards, face)
            if other is None or other is card or other.cost is None or other.cost.total() > left:
                continue
            amount = max(
                (
                    int(e.get("amount"))
                    for e in other.spell_effects
                    if e.op == "damage"
                    and e.get("to") in ("each_creature", "each_creature_and_player")
                    and isinstance(e.get("amount"), int)
                ),
                default=0,
            )
            killed = sum(1 for p in seen.battlefield if p.is_creature and 0 < health(p) <= amount)
            deaths = max(deaths, killed)
        if not deaths:
            return None
        gained = death_life_gain(card) * deaths
        life, price = seen.player(me).life, self._draw_price(seen, me)
        why = t("ai.reason.death_gain", card=name, n=gained)
        if price >= life and life + gained > price:
            return SURVIVES, why, Plan(a, facts)
        return 10.0 + gained / 2, why, Plan(a, facts)

    def _x_to_live(self, seen: GameView, me: int, per_x: int, rest: int) -> int | None:
        """The least X whose "dobijaš X puta 10 života" (`per_x` a point of X) keeps us
        alive through what he can still deal us — his "@" at our face now and again in his
        next turn (Besni Zloduh), his next attack through our blockers (C10, D21.51) — and
        our own next upkeep's life cost (Demon Bezdana), where that kills us now; paid with
        the mana left after the rest of the cost (`rest`). None: no need, or no X we can
        pay saves us."""
        life = seen.player(me).life
        upkeep = sum(
            upkeep_life_cost(card)
            for p in seen.permanents_of(me)
            if (card := lookup(self.cards, p.card)) is not None
        )
        danger = (
            self._next_attack(seen, me)
            + self._shots_at_face(seen, 1 - me)
            + self._shots_at_face(seen, 1 - me, next_turn=True)
            + (upkeep if seen.active == me else 0)  # our next upkeep's "gubiš 10" (C4.10)
        )
        if danger < life:
            return None
        need = -(-(danger - life + 1) // per_x)
        if need > self._mana_left(seen, me) - rest or self._gain_prices_out(seen, me, need * per_x):
            return None
        return need

    def _drain_then_attack(self, seen: GameView, me: int, per_x: int, rest: int) -> int | None:
        """In our first main phase: the least X of "gubi X puta 10 života" (`per_x` a point
        of X; `rest` the rest of its cost) after which our attack is lethal (C10), as the
        board stands or once a removal of our hand, paid with the mana left, takes the one
        blocker in its way (`kill_for_lethal`; Prsti Noći on his Pegaz). None: no such X."""
        if seen.active != me or seen.step != "glavna1" or seen.stack:
            return None
        mana = self._mana_left(seen, me) - rest
        opp = 1 - me
        for x in range(1, mana + 1):
            players = list(seen.players)
            players[opp] = replace(players[opp], life=players[opp].life - per_x * x)
            after = replace(seen, players=(players[0], players[1]))
            if attack_is_lethal(after, me):
                return x
            for face in seen.player(me).hand or ():
                other = lookup(self.cards, face)
                if other is None or other.cost is None or other.cost.total() > mana - x:
                    continue
                hurt = spell_facts(other)
                specs = other.spell_targets
                if len(specs) != 1 or not (hurt.destroys or hurt.damage or hurt.shrink):
                    continue
                kill = 0 if hurt.destroys else hurt.damage or hurt.shrink
                if kill_for_lethal(after, me, kill, specs[0], other) is not None:
                    return x
        return None

    def _gain_prices_out(self, seen: GameView, me: int, gained: int) -> bool:
        """Whether `gained` life lifts us past the life at which a card of our hand costs
        less (Donosilac Nade: "Ako imaš 35 života ili manje, košta 6 bezbojnih manje"; its
        cost is fixed as it is cast, D10.16), where our sources pay it only with that
        discount."""
        life = seen.player(me).life
        sources = sum(1 for p in seen.permanents_of(me) if p.is_source and p.mana)
        for face in seen.player(me).hand or ():
            dear = lookup(self.cards, face)
            if dear is None or not gained:
                continue
            if cost_at_life(dear, life) <= sources < cost_at_life(dear, life + gained):
                return True
        return False

    def _wins_at_his_draw(self, seen: GameView, me: int, card: CardDef) -> bool:
        """Whether permanent `card` in play makes the cards the opponent draws in his draw
        step (C5.10) cost him his last life (Mračni Strahovi at 10 life: he loses then,
        A3.32, before any creature of his attacks), where nothing in play does so now — or
        makes him draw more there, each draw priced by what is in play (Večna Zagonetka: his
        hand, the drawn card with it, to the bottom and drawn again, D11.60)."""
        opp = seen.player(1 - me)
        now = self._draw_price(seen, 1 - me)
        if opp.library_count < 1 or now >= opp.life:
            return False
        redraws = any(
            ab.event == "step_begins"
            and ab.cond("step") == "vučenje"
            and ab.cond("whose") in ("each", "opponent")
            and any(e.op == "hand_to_bottom_and_draw" for e in ab.effects)
            for ab in card.triggered
        )
        draws = 1 + (opp.hand_count + 1 if redraws else 0)
        return (now + draw_harm(card, False)) * draws >= opp.life

    def _lethal_before_combat(
        self, seen: GameView, me: int, card: CardDef, facts: SpellFacts
    ) -> GameView | None:
        """The board after `card`, where it makes our attack lethal before combat (C10,
        `combat_plan.lethal_after`): a permanent whose statics pump our attackers or give
        them evasion (Junačke Pesme's +10/+10, Vilenjački Heroj's Šumski, C6.30), cast in
        our first main phase; or "svi izvori su 20/20 bića" (Prirodna Srodnost), our sources
        that paid for it tapped; a creature whose "*" grows with it (Crvena Ala and a
        sorcery, `abilities.stars_after`). None: no such play."""
        if not (facts.instant or our_main(seen, me)):
            return None
        after = with_statics(card, seen, me) if card.statics and not facts.instant else None
        animated = self._animated(seen, me, card, (*card.spell_effects, *sources_animated(card)))
        after = animated if animated is not None else after
        # a "*" that counts what the play changes (Crvena Ala: one sorcery more, B9.20)
        after = stars_after(self.cards, after or seen, me, card) or after
        return after if after is not None and lethal_after(seen, me, after) else None

    def _animated(
        self, seen: GameView, me: int, card: CardDef, effects: tuple[Effect, ...]
    ) -> GameView | None:
        """The board after "svi izvori su N/M bića" among `effects` (Prirodna Srodnost's
        spell, Buđenje Prirode's static: `abilities.sources_animated`), the sources that paid
        for `card` tapped; None: no such effect."""
        paid = card.cost.total() if card.cost is not None else 0
        after: GameView | None = None
        for e in effects:
            size = (e.get("power"), e.get("toughness"))
            if e.op == "animate_all_sources" and all(isinstance(n, int) for n in size):
                after = with_sources_animated(seen, int(size[0]), int(size[1]), paid, me)
        return after

    def _arms_him(self, seen: GameView, me: int, card: CardDef) -> bool:
        """Whether permanent `card`'s statics make the opponent's next attack kill us where
        it doesn't now (C10): "Svako biće dobija +10/+10 za svako drugo biće ... koje deli tip"
        (Simbol Zajedništva) grows his three Vojnici more than our two Vukovi; "svi izvori su
        20/20 bića" (Buđenje Prirode) turns his untapped sources on us."""
        after = with_statics(card, seen, me) if card.statics else None
        animated = self._animated(seen, me, card, tuple(sources_animated(card)))
        after = animated if animated is not None else after
        if after is None:
            return False
        life = seen.player(me).life
        return self._next_attack(after, me) >= life > self._next_attack(seen, me)

    def _x_room(self, seen: GameView, me: int, effects: tuple[Effect, ...]) -> int:
        """The largest X its own draws may have (D16.40: a player who must draw from an empty
        library loses): they must leave a card in the library for the next draw step (C3),
        or the game is lost by then — nor take our last life where each card drawn costs some
        (`_draw_price`, Mračni Strahovi). Negative: even X = 0 (its fixed draws) is too many; a
        large number: it draws nothing."""
        fixed, per_x = own_draws(effects)
        if not fixed and not per_x:
            return NO_DRAWS
        room = seen.player(me).library_count - 1 - fixed
        price = self._draw_price(seen, me)
        if price:
            room = min(room, (seen.player(me).life - 1) // price - fixed)
        return room if room < 0 or not per_x else room // per_x

    def _draw_price(self, seen: GameView, me: int) -> int:
        """Damage or life each card player `me` draws costs him: triggered abilities in play
        on "a player draws" that hurt the player who drew (`knowledge.draw_harm`)."""
        price = 0
        for p in seen.battlefield:
            card = lookup(self.cards, p.card)
            price += draw_harm(card, p.controller == me) if card is not None else 0
        return price

    def _life_price_too_high(
        self, seen: GameView, me: int, card: CardDef, facts: SpellFacts
    ) -> bool:
        """A card that costs life as it comes (`knowledge.life_cost`), or at our next upkeep
        (`knowledge.upkeep_life_cost`), is not played when the price kills us, or leaves us
        where the opponent's next attack kills us through the blockers we would have (with
        the new creature among them)."""
        price = life_cost(card) + upkeep_life_cost(card)
        if price <= 0 or any(keeps_alive(self.cards, p) for p in seen.permanents_of(me)):
            return False  # (under Senoviti Kamen life at 0 or less doesn't lose, A3.32)
        life = seen.player(me).life
        if price >= life:
            return True
        home = [p for p in seen.permanents_of(me) if p.is_creature]
        coming = [power(o) for o in unstopped(seen, me, home)]
        if facts.creature and coming:
            # the new creature blocks one more of them (evasion of the rest not weighed)
            coming.remove(max(coming))
        return sum(coming) >= life - price

    def _trick(
        self, seen: GameView, me: int, a: Action, facts: SpellFacts, name: str, card: CardDef
    ) -> tuple[float, str, Plan] | None:
        """Pumps, fogs and instant tokens (`tricks.is_trick`): used where they change the
        fight or at the end of the opponent's turn, else held."""
        effects = card.spell_effects
        pump = pump_of(effects)
        saved = toughness_saves(self.cards, seen, me, pump.toughness) if pump else []
        if pump is not None and saved and (pump.everyone or len(card.spell_targets) == 1):
            # in answer to his Oluja: resolved first, its toughness keeps ours alive (D9.12)
            best, _wins = self._saved_first(seen, me, saved)
            kept = saved if pump.everyone else [best]
            kept_worth = float(sum(creature_value(p) for p in kept))
            if kept_worth >= WORTH_A_CARD:
                plan = Plan(a, facts) if pump.everyone else Plan(a, facts, best.id)
                why = t("ai.reason.pump_saves", card=name, count=len(kept))
                return 15.0 + kept_worth, why, plan
        if pump is not None and pump.power > 0:
            shot = self._pump_completes_shot(seen, me, pump)
            if shot is not None and (pump.everyone or len(card.spell_targets) == 1):
                shooter_id, target_id, shot_worth = shot
                plan = Plan(a, facts) if pump.everyone else Plan(a, facts, shooter_id)
                why = t(
                    "ai.reason.pump_completes_shot",
                    card=name,
                    shooter=self._label(seen, shooter_id),
                    target=self._label(seen, target_id),
                )
                return shot_worth, why, plan
            shooter = self._pump_then_shot(seen, me, pump, card)
            if shooter is not None:
                plan = Plan(a, facts) if pump.everyone else Plan(a, facts, shooter)
                return LETHAL, t("ai.reason.pump_shot", card=name), plan
        if pump is not None and pump.toughness > 0:
            holder = self._pump_to_live(seen, me, pump)
            if holder is not None:
                plan = Plan(a, facts) if pump.everyone else Plan(a, facts, holder)
                return SURVIVES, t("ai.reason.pump_survives", card=name), plan
        if pump is not None:
            spec = card.spell_targets[0] if card.spell_targets else None
            # the burn the rest of the mana casts after it, its kicker unpaid (E3.140)
            rest = self._mana_left(seen, me) - (card.cost.total() if card.cost else 0)
            burn = self._burn_in_hand(seen, me, a.obj, rest)
            n = max(spec.min, 1) if spec is not None else 0
            got = pump_play(seen, me, pump, n, burn)
            if got is None:
                return None  # held: after blocks it may win a fight (C10)
            score, ids = got
            one = len(ids) == 1  # one target: the same plan `plays.complete_plays` would make
            plan = Plan(a, facts, ids[0] if one else None, targets=() if one else ids)
            if burn and score >= LETHAL and pump_play(seen, me, pump, n) is None:
                plan = replace(plan, kick=False)  # its mana is the burn's
            if score >= LETHAL:
                return score, t("ai.reason.pump_lethal", card=name), plan
            if not ids:
                return score, t("ai.reason.pump_all", card=name), plan
            target = self._label(seen, ids[0])
            return score, t("ai.reason.pump", card=name, target=target), plan
        if is_fog(effects):
            worth = fog_worth(seen, me)
            if worth is None:
                return None  # held for the opponent's attack
            return worth, t("ai.reason.fog", card=name), Plan(a, facts)
        tokens = as_newcomers(me, token_faces(effects))
        attack = self._his_attack(seen, me)
        if tokens and attack is not None and lethal_attack(seen, *attack):
            # in his declared attack, before blocks (C10.21): the tokens are the blockers
            # that let us live (a 10/10 chump, or company for Kukavni Ork, E3)
            attackers, home, life = attack
            if not lethal_attack(seen, attackers, [*home, *tokens], life):
                return SURVIVES, t("ai.reason.blocker_saves", card=name), Plan(a, facts)
        gained = self._life_on_entry(seen, me, len(token_faces(effects)))
        if self._survives_by(seen, me, gained):
            # each token's entry gains us life (Dušebrižnik, D11): what lets us live
            return SURVIVES, t("ai.reason.survive", card=name), Plan(a, facts)
        if not flash_timely(seen, me):
            return None  # instant tokens: at the end of the opponent's turn, or to block
        return 15.0 + facts.mana_value * 5, t("ai.reason.flash", card=name), Plan(a, facts)

    def _mana_wanted(self, seen: GameView, me: int, a: Action, options: tuple[Any, ...]) -> bool:
        """Would another play of this decision spend our mana now (so a held flash card
        would find it tapped in the opponent's turn)? Instants don't: they are held too."""
        for b in options:
            if not isinstance(b, Action) or b.kind not in ("cast", "activate") or b.obj == a.obj:
                continue
            card = self._def(seen, b.obj)
            if card is None or (b.kind == "cast" and spell_facts(card).instant):
                continue
            if self._score_play(seen, me, b) is not None:
                return True
        return False

    def _counter(
        self, seen: GameView, me: int, a: Action, facts: SpellFacts, name: str, unless: int
    ) -> tuple[float, str, Plan] | None:
        """A counterspell (D16) on the opponent's spell on the niz, when the spell is worth
        a card; never on our own, and "unless it pays" only when it can't."""
        got = counter_play(seen, me, self.cards, unless, opponent_mana(seen, me))
        if got is None:
            return None
        worth, item = got
        if worth < LETHAL and self._counter_held_for(seen, me):
            return None
        if worth < LETHAL and self._price_is_his_death(seen, me, item):
            return None
        label = next(i.source_name for i in seen.stack if i.id == item)
        return worth, t("ai.reason.counter", card=name, target=label), Plan(a, facts, item)

    def _ward_before_sweep(self, seen: GameView, me: int, card: CardDef) -> PermanentView | None:
        """In our first main phase: the creature of ours an Aura's protection (Mahovinski
        Plašt's Anti-Crveno, +10/+10) keeps out of the damage sweeper of our hand of that
        colour (Oluja's 20 to each creature: prevented, E3.25), where the mana pays both and
        the sweep then leaves our attack lethal (C10, D21.53) — the Aura first. None: no
        such creature."""
        keywords, plus_p, plus_t = aura_stats(card)
        shields = {c.value for kw, c in PROTECTION.items() if kw.value in keywords}
        if not shields or card.cost is None:
            return None
        left = self._mana_left(seen, me) - card.cost.total()
        for face in seen.player(me).hand or ():
            sweep = lookup(self.cards, face)
            if sweep is None or sweep.cost is None or sweep.cost.total() > left:
                continue
            if not shields & {c.value for c in sweep.colors}:
                continue
            amounts = [
                e.get("amount")
                for e in sweep.spell_effects
                if e.op == "damage" and e.get("to") == "each_creature"
            ]
            if len(amounts) != 1 or not isinstance(amounts[0], int):
                continue
            for p in able_attackers(seen, me):
                big = grown(p, plus_p, plus_t)
                words = (*big.card.keywords, *(k for k in keywords if k not in big.card.keywords))
                after = with_permanent(seen, replace(big, card=replace(big.card, keywords=words)))
                for q in seen.battlefield:
                    if q.is_creature and q.id != p.id and 0 < health(q) <= amounts[0]:
                        after = without_creature(self.cards, after, q)
                if lethal_after(seen, me, after):
                    return p
        return None

    def _pump_to_live(self, seen: GameView, me: int, pump: Pump) -> int | None:
        """In his attack after blocks, where the damage coming through kills us: the
        blocker of ours whose toughness, grown by `pump`, cuts a Razbijač's excess enough
        that we live (it must be assigned lethal damage first, C11.50, E3.102) — with a
        pump on all of ours (Udruženi Napad), any of them (0). None: no need, or no help."""
        if seen.active == me or seen.step != "blokeri":
            return None
        life = seen.player(me).life
        attackers = [p for p in seen.permanents_of(1 - me) if p.attacking]

        def through(view: GameView) -> int:
            return sum(through_share(view, x) for x in attackers if view.permanent(x.id))

        if through(seen) < life:
            return None
        blockers = [p for p in seen.permanents_of(me) if p.is_creature and p.blocking is not None]
        if pump.everyone:
            after = seen
            for p in seen.permanents_of(me):
                if p.is_creature:
                    after = with_permanent(after, grown(p, pump.power, pump.toughness))
            return 0 if through(after) < life else None
        for p in sorted(blockers, key=lambda x: (creature_value(x), x.id)):
            if through(with_permanent(seen, grown(p, pump.power, pump.toughness))) < life:
                return p.id
        return None

    def _pump_completes_shot(
        self, seen: GameView, me: int, pump: Pump
    ) -> tuple[int, int, float] | None:
        """Our creature's "@" on the niz deals damage equal to its power (Besomar's), counted
        as it resolves (D14.26), and falls short of his creature it aims at: `pump`, cast now,
        resolves first (D14.10) and makes it lethal (D21.53). (Our creature, his, the score): his
        attacker whose damage would kill us, SURVIVES; else what his creature is worth, when
        it is worth a card. None: no such shot, or regeneration would save it (D19)."""
        life = seen.player(me).life
        best: tuple[int, int, float] | None = None
        for item in seen.stack:
            src = seen.permanent(item.source) if item.source is not None else None
            if item.controller != me or item.kind == "spell" or src is None:
                continue
            if src.controller != me or not src.is_creature or item.card is None:
                continue
            now = source_power(seen, item)
            for tv in item.targets:
                his = seen.permanent(tv.ref)
                if his is None or his.controller == me or not his.is_creature:
                    continue
                if niz_kills(self.cards, item, his, True, now):
                    continue  # it kills already
                if not niz_kills(self.cards, item, his, True, now + pump.power):
                    continue
                if regeneration_ready(self.cards, seen, his):
                    continue
                worth = float(creature_value(his))
                if his.attacking and through_share(seen, his) >= life:
                    worth = SURVIVES
                elif worth < WORTH_A_CARD:
                    continue
                if best is None or worth > best[2]:
                    best = (src.id, his.id, worth)
        return best

    def _second_shot(self, seen: GameView, me: int, card: CardDef) -> tuple[int, int, float] | None:
        """A spell that untaps its target (Kroćenje Kerbera; control of our own creature we
        have already, D19.52) cast on our creature tapped for its "@" (Besomar), so that it
        shoots again, paid with the mana left after the spell: at his creature it kills (not
        one that would regenerate, D19) whose death keeps his next attack short of our life,
        or makes our attack lethal (C10). (Our creature, his, the score); None: no such."""
        left = self._mana_left(seen, me) - (card.cost.total() if card.cost is not None else 0)
        life = seen.player(me).life
        dead = self._next_attack(seen, me) >= life
        best: tuple[int, int, float] | None = None
        for p in seen.permanents_of(me):
            if not p.is_creature or not p.tapped:
                continue
            ready = with_permanent(seen, replace(p, tapped=False, sick=False))
            for pid, damage, cost in self._damage_abilities(ready, me, AT_CREATURES):
                if pid != p.id or cost > left:
                    continue
                for b in seen.permanents_of(1 - me):
                    if not b.is_creature or not 0 < health(b) <= damage:
                        continue
                    if regeneration_ready(self.cards, seen, b):
                        continue
                    after = without_creature(self.cards, seen, b)
                    if dead and self._next_attack(after, me) < life:
                        score = SURVIVES
                    elif lethal_after(seen, me, after):
                        score = LETHAL
                    else:
                        continue
                    if best is None or score > best[2]:
                        best = (p.id, b.id, score)
        return best

    def _pump_then_shot(self, seen: GameView, me: int, pump: Pump, card: CardDef) -> int | None:
        """Before combat in our turn, where the attack isn't lethal and no creature's "@"
        makes it so (`_shot_for_lethal`): the creature of ours whose "@" — its damage
        equal to its power (Besomar's), grown by `pump` (Udruženi Napad's +10/+10 to all)
        — then kills the blocker that stands between us and the win. None: no such one."""
        if seen.active != me or attack_is_lethal(seen, me):
            return None
        left = self._mana_left(seen, me) - (card.cost.total() if card.cost is not None else 0)
        if left < 0 or self._shot_for_lethal(seen, me, left) is not None:
            return None
        mine = [p for p in seen.permanents_of(me) if p.is_creature]
        for p in sorted(mine, key=lambda x: (-creature_value(x), x.id)):
            grown_ones = mine if pump.everyone else [p]
            after = seen
            for q in grown_ones:
                after = with_permanent(after, grown(q, pump.power, pump.toughness))
            shot = self._shot_for_lethal(after, me, left)
            if shot is not None and (pump.everyone or shot[0] == p.id):
                return shot[0]
        return None

    def _last_shot(
        self,
        seen: GameView,
        me: int,
        a: Action,
        facts: SpellFacts,
        name: str,
        taken: PermanentView,
    ) -> tuple[float, str, Plan] | None:
        """Our creature his spell on the niz takes (Kroćenje Kerbera: untapped, hasty, his
        until the end of the turn) shoots first with its "@" — tapping it costs nothing, the
        spell untaps it for him. At the attacker of his whose death keeps his coming attack,
        our creature in it, short of our life (C10); else at the best creature it kills.
        None: nothing for it to kill."""
        opp = 1 - me
        life = seen.player(me).life
        his = [*able_attackers(seen, opp), replace(taken, controller=opp, tapped=False, sick=False)]
        home = [
            p for p in seen.permanents_of(me) if p.is_creature and not p.tapped and p.id != taken.id
        ]
        kills = [
            p for p in seen.permanents_of(opp) if p.is_creature and 0 < health(p) <= facts.damage
        ]
        if not kills:
            return None
        if lethal_attack(seen, his, home, life):
            for p in sorted(kills, key=lambda x: (-power(x), x.id)):
                rest = [x for x in his if x.id != p.id]
                if not lethal_attack(seen, rest, home, life):
                    why = t("ai.reason.strip_survive", card=name, target=p.card.name)
                    return SURVIVES, why, Plan(a, facts, p.id)
        best = max(kills, key=lambda p: (creature_value(p), -p.id))
        why = t("ai.reason.burn_kill", card=name, target=best.card.name)
        return 15.0 + creature_value(best), why, Plan(a, facts, best.id)

    def _shot_then_attack(
        self, seen: GameView, me: int, a: Action, ab: ActivatedAbility
    ) -> int | None:
        """The blocker our creature's "@" (Besomar's) kills now so that the attack wins
        (`_shot_for_lethal`) — with a hasty creature of our hand cast after it, where the
        mana left pays for it (Vatreni Vuk once his Dušebrižnik, whose life gain it
        would set off, is dead, D11). None: no such blocker."""
        cost = ab.cost.mana.total() if ab.cost.mana is not None else 0
        left = self._mana_left(seen, me) - cost
        hasty = [
            c
            for c in seen.player(me).hand or ()
            if HASTE in c.keywords
            and (card := lookup(self.cards, c)) is not None
            and CardType.CREATURE in card.types
            and card.cost is not None
            and card.cost.total() <= left
        ]
        for newcomers in ((), *((c,) for c in hasty)):
            shot = self._shot_for_lethal(seen, me, left + cost, as_newcomers(me, newcomers))
            if shot is not None and shot[0] == a.obj:
                return shot[1]
        return None

    def _creature_shots(
        self, seen: GameView, me: int, card: CardDef
    ) -> tuple[dict[int, int], dict[int, int]]:
        """The damage each creature of his can deal a creature with its "@" (Besomar's,
        `_damage_abilities`, as if untapped): (paid with his open mana, paid with ours
        after `card` — once we take it)."""
        mine = self._mana_left(seen, me) - (card.cost.total() if card.cost is not None else 0)
        his_mana = opponent_mana(seen, me)
        his: dict[int, int] = {}
        ours: dict[int, int] = {}
        for pid, damage, cost in self._damage_abilities(seen, 1 - me, AT_CREATURES, True):
            p = seen.permanent(pid)
            if p is None or not p.is_creature:
                continue
            for paid, out in ((his_mana, his), (mine, ours)):
                if cost <= paid:
                    out[pid] = max(out.get(pid, 0), damage)
        return his, ours

    def _countered_if_cast(self, seen: GameView, me: int, obj: int, card: CardDef) -> bool:
        """Whether his shown hand (Vidovitost) holds a counter (D16) that his open mana pays
        for now, taxes included (Dvorana Tišine, D10.16), and whose "unless it pays N" the
        mana we have left after this spell doesn't pay: ours would be countered (D20.73), a
        card lost — held (his discard may take the counter first: Opčinjavajuća Utvara).
        Not a spell that can't be countered (Vodenko, D13.30), nor one our own counter in
        hand, paid with what is left, would protect."""
        shown = seen.player(1 - me).hand
        if card.cant_be_countered or not shown:
            return False
        left = self._mana_left(seen, me) - (card.cost.total() if card.cost is not None else 0)
        for c in seen.player(me).hand or ():
            other = lookup(self.cards, c)
            if c.id == obj or other is None or other.cost is None:
                continue
            if counter_cost(other.spell_effects) is not None and other.cost.total() <= left:
                return False
        mana = opponent_mana(seen, me)
        tax = spell_tax(self.cards, seen, own_turn=seen.active != me)
        for c in shown:
            counter = lookup(self.cards, c)
            unless = counter_cost(counter.spell_effects) if counter is not None else None
            if counter is None or counter.cost is None or unless is None:
                continue
            if counter.cost.total() + tax > mana or not could_pay(seen, 1 - me, counter.cost):
                continue
            if not unless or left < unless:
                return True
        return False

    def _price_is_his_death(self, seen: GameView, me: int, item: int) -> bool:
        """Whether his spell `item` on the niz costs him the life (Gladne Zmije's "gubiš 30
        života" as they enter) that leaves him within what our permanents' "@" take from
        him still this turn (`_shots_at_face`: Besni Zloduh's 10) — countered, it never
        costs him anything (D20.73)."""
        spell = next((i for i in seen.stack if i.id == item), None)
        card = lookup(self.cards, spell.card) if spell and spell.card is not None else None
        price = life_cost(card) if card is not None else 0
        return bool(price) and seen.player(1 - me).life - price <= self._shots_at_face(seen, me)

    def _counter_held_for(self, seen: GameView, me: int) -> bool:
        """Whether our one counter is kept for the spell of his shown hand (Vidovitost) that
        kills us (`_burns_to`: Dodir Smrti's 40 at our 40, D21.51) — a lesser spell of his
        is let through (D20.73: one counter answers one spell)."""
        shown = seen.player(1 - me).hand
        if not shown or not any(self._burns_to(c, seen.player(me).life) for c in shown):
            return False
        counters = [
            c
            for c in seen.player(me).hand or ()
            if (card := lookup(self.cards, c)) is not None
            and counter_cost(card.spell_effects) is not None
        ]
        return len(counters) == 1

    def _return_self(
        self, seen: GameView, me: int, a: Action, face: CardFace, ab: ActivatedAbility
    ) -> tuple[float, str, Plan] | None:
        """Navi Suvoduha back from the odlagalište (`abilities.returns_from_graveyard`):
        paid with our least valuable creature (`fodder_for`) when that is worth less than the
        creature it brings back; with no sacrifice in the cost, always."""
        back = face_worth(face)
        kind = ab.cost.sacrifice
        fodder = fodder_for(self.cards, seen, me, str(kind), back, face.id) if kind else None
        if kind and fodder is None:
            return None
        why = t("ai.reason.return_self", card=face.name)
        if fodder is not None:
            why = t("ai.reason.sacrifice", reason=why, card=fodder.card.name)
        plan = Plan(a, NO_HARM, sacrifice=fodder.id if fodder is not None else None)
        return 20.0 + back - (creature_value(fodder) if fodder is not None else 0), why, plan

    def _cards_for_the_dying(
        self, seen: GameView, me: int, a: Action, name: str, discards: int
    ) -> tuple[float, str, Plan] | None:
        """Viši Ciljevi: a creature of ours that dies for nothing anyway
        (`abilities.dies_for_nothing`) sacrificed for a tenth of its power in cards, when
        that is more than the cards discarded after (as many cards left in the hand or more
        otherwise), and the draws leave a card in the library (D16.40)."""
        library = seen.player(me).library_count
        best: tuple[int, PermanentView] | None = None
        for p in seen.permanents_of(me):
            draws = power(p) // 10
            if not p.is_creature or draws <= discards or draws >= library:
                continue
            if dies_for_nothing(self.cards, seen, me, p) and (best is None or draws > best[0]):
                best = (draws, p)
        if best is None:
            return None
        draws, p = best
        why = t("ai.reason.sacrifice_draw", card=name, target=p.card.name, n=draws)
        return 15.0 + 10 * (draws - discards), why, Plan(a, NO_HARM, sacrifice=p.id)

    def _put_from_hand(
        self, seen: GameView, me: int, a: Action, name: str
    ) -> tuple[float, str, Plan] | None:
        """Frulaš: a creature of the hand into play without its cost, when a creature would
        be cast (`abilities.creature_to_put`); scored like casting the dearest of them. In
        the opponent's lethal attack, the blocker that saves us (`_blocker_put`)."""
        dearest = creature_to_put(self.cards, seen, me, self._attack_possible(seen, me))
        if dearest is None:
            return self._blocker_put(seen, me, a, name)
        return 25.0 + dearest * 10, t("ai.reason.put_creature", card=name), Plan(a, NO_HARM)

    def _purge(
        self, seen: GameView, me: int, a: Action, facts: SpellFacts, name: str
    ) -> tuple[float, str, Plan] | None:
        """ "Uništi sve artefakte i promene" (Pročišćenje): cast when the opponent loses more
        of them than we do (by mana value, a creature by its worth); never on our own alone."""
        wanted = ("Artefakt", "Promena")
        gain = 0.0
        for p in seen.battlefield:
            if not any(kind in p.card.types for kind in wanted):
                continue
            worth = creature_value(p) if p.is_creature else 10 + 10 * face_value(p.card)
            gain += worth if p.controller != me else -worth
        if gain < 20:
            return None
        return gain, t("ai.reason.purge", card=name), Plan(a, facts)

    def _discard(
        self, seen: GameView, me: int, a: Action, facts: SpellFacts, name: str, card: CardDef
    ) -> tuple[float, str, Plan] | None:
        """ "Odabrani igrač odbacuje tri karte" (Urok): on the opponent, while his hand holds
        cards, in our main phase after combat (a sorcery's moment, as other spells), worth
        the cards it takes."""
        counts = [e.get("count") for e in card.spell_effects if e.get("who") == "target"]
        spec = card.spell_targets[0]
        hand = seen.player(1 - me).hand_count
        if not counts or spec.kind not in PLAYER_KINDS or hand == 0:
            return None
        if not facts.instant and not our_main(seen, me):
            return None
        if seen.step == "glavna1" and self._attack_possible(seen, me):
            return None
        taken = min(hand, sum(c for c in counts if isinstance(c, int)) or 1)
        why = t("ai.reason.discard_opp", card=name, target=seen.player(1 - me).name, n=taken)
        return 10.0 + 10 * taken, why, Plan(a, facts, player_ref(1 - me))

    def _tapped_through_our_turn(
        self, seen: GameView, me: int, a: Action, name: str, ab: ActivatedAbility
    ) -> tuple[float, str, Plan] | None:
        """At the end of his turn: his best untapped creature tapped ("@: Aktiviraj odabrano
        biće", Čarobnjak Magle) stays tapped through our turn — he untaps only in his own
        untap step (C2, C3.10) — and blocks nothing then (C10.21), while our source untaps
        in ours and can tap another: the tap and the mana are free now. None: not that
        moment, or no creature of his worth it."""
        if seen.active == me or seen.step != "kraj_poteza" or seen.stack:
            return None
        spec = ab.targets[0]
        card = self._def(seen, a.obj)
        theirs = [
            p
            for p in seen.permanents_of(1 - me)
            if p.is_creature and not p.tapped and card is not None and may_target(spec, card, p)
        ]
        if not theirs or not any(p.is_creature for p in seen.permanents_of(me)):
            return None
        ours = [p for p in seen.permanents_of(me) if p.is_creature]

        def matters(p: PermanentView) -> tuple[bool, bool, int, int]:
            # first one whose "@" would answer our attack (Sveti Čovek's prevention, a
            # pinger: D10.18, a tapped creature can't pay "@"), then one that could block
            # one of ours (C10), then the most valuable
            printed = lookup(self.cards, p.card)
            answers = printed is not None and any(
                ab.cost.tap and {e.op for e in ab.effects} & _ANSWERS_ATTACK
                for ab in printed.activated
            )
            blocks = any(can_block(replace(p, tapped=False), q, seen) for q in ours)
            return answers, blocks, creature_value(p), -p.id

        best = max(theirs, key=matters)
        why = t("ai.reason.tap_for_our_turn", card=name, target=best.card.name)
        return 10.0 + creature_value(best) / 10, why, Plan(a, NO_HARM, best.id)

    def _outlives(self, seen: GameView, me: int, p: PermanentView) -> float:
        """How much better a blocker our creature `p` is against the opponent's biggest
        creature: 10 where it blocks it and lives (C11), and a tenth of its worth."""
        theirs = [o for o in seen.permanents_of(1 - me) if o.is_creature]
        biggest = max(theirs, key=power, default=None)
        lives = biggest is not None and can_block(p, biggest, seen) and not fight(biggest, p)[1]
        return (10.0 if lives else 0.0) + creature_value(p) / 10

    def _discard_by_color(
        self, seen: GameView, me: int, a: Action, facts: SpellFacts, name: str, card: CardDef
    ) -> tuple[float, str, Plan] | None:
        """ "Izaberi boju. Odabrani igrač ... odbacuje sve karte te boje" (Pogled kroz Noć):
        on the opponent, at a sorcery's moment as `_discard`, worth the cards of the colour
        it will name (`discard_color`) — counted where his hand is shown (Vidovitost),
        estimated from what he has shown where it is hidden; held for less than one."""
        spec = card.spell_targets[0]
        if spec.kind not in PLAYER_KINDS or seen.player(1 - me).hand_count == 0:
            return None
        if not facts.instant and not our_main(seen, me):
            return None
        if seen.step == "glavna1" and self._attack_possible(seen, me):
            return None
        word, taken = self.discard_color(seen, me)
        if taken < 1:
            return None
        n = round(taken)
        why = t("ai.reason.discard_opp", card=name, target=seen.player(1 - me).name, n=n)
        if word in self._deadly_colours(seen, me):
            # the spell of his shown hand that kills us goes (D21.51): it saves us
            return SURVIVES, why, Plan(a, facts, player_ref(1 - me))
        return 10.0 + 10 * taken, why, Plan(a, facts, player_ref(1 - me))

    def discard_color(self, seen: GameView, me: int) -> tuple[str, float]:
        """The colour to name for his discard (Pogled kroz Noć) and how many cards it takes:
        the colour most of his shown hand has (Vidovitost, revealed); hidden, the colour most
        of what he has shown is (his permanents but sources, his odlagalište), his hand
        counted in that share. A shown hand's spell whose damage to us kills us (Grom at 20
        life, D21.51) decides: its colour first, however few cards it takes. The first in the
        rulebook's order on a tie."""
        opp = seen.player(1 - me)
        deadly = self._deadly_colours(seen, me)
        if opp.hand is not None:
            cards, scale = list(opp.hand), 1.0
        else:
            cards = [p.card for p in seen.permanents_of(1 - me) if not p.is_source]
            cards += list(opp.graveyard)
            scale = opp.hand_count / len(cards) if cards else 0.0
        counts = {w: sum(MANA_WORDS[w] in c.colors for c in cards) for w in MANA_WORDS}
        word = max(MANA_WORDS, key=lambda w: (w in deadly, counts[w], -list(MANA_WORDS).index(w)))
        return word, counts[word] * scale

    def _kicked_drain(
        self, seen: GameView, me: int, a: Action, facts: SpellFacts, name: str, card: CardDef
    ) -> tuple[float, str, Plan] | None:
        """A spell whose kicker makes the controller of its target creature lose life (Kletva
        Krvi: "kontrolor tog bića gubi 20 života", E3.140), kicked on a creature of his when
        that takes his last life — at once, even in answer to his spell that would kill us
        first (D9.10: ours resolves before it; D21.51)."""
        drain = kicked_drain(card)
        assert card.kicker is not None
        cost = card.cost.with_x(0).total() if card.cost is not None else 0
        if not drain or drain < seen.player(1 - me).life:
            return None
        if self._mana_left(seen, me) < cost + card.kicker.total():
            return None
        if not (facts.instant or our_main(seen, me)):
            return None
        spec = card.spell_targets[0]
        for p in seen.permanents_of(1 - me):
            if p.is_creature and may_target(spec, card, p):
                why = t("ai.reason.burn_lethal", card=name, target=seen.player(1 - me).name)
                return LETHAL, why, replace(Plan(a, facts, p.id), kick=True)
        return None

    def _deadly_colours(self, seen: GameView, me: int) -> set[str]:
        """The colours (words) of the spells in his shown hand that kill us (`_burns_to`);
        none where his hand is hidden."""
        hand, life = seen.player(1 - me).hand or (), seen.player(me).life
        return {
            w
            for c in hand
            if self._burns_to(c, life)
            for w in MANA_WORDS
            if MANA_WORDS[w] in c.colors
        }

    def _hand_taken(
        self, seen: GameView, me: int, a: Action, facts: SpellFacts, name: str, card: CardDef
    ) -> tuple[float, str, Plan] | None:
        """A permanent that makes each player put his hand on the bottom of his library at
        his draw step (Večna Zagonetka, C5.10: after his draw, before his main phase), cast
        where his shown hand (Vidovitost) holds a spell that kills us: it never gets cast."""
        takes = any(
            e.op == "hand_to_bottom_and_draw"
            for ab in card.triggered
            if ab.event == "step_begins" and ab.cond("whose") in ("each", "opponent")
            for e in ab.effects
        )
        hand = seen.player(1 - me).hand
        if not takes or not hand or not our_main(seen, me):
            return None
        life = seen.player(me).life
        deadly = next((c for c in hand if self._burns_to(c, life)), None)
        if deadly is None:
            return None
        return SURVIVES, t("ai.reason.hand_taken", card=name, target=deadly.name), Plan(a, facts)

    def _help(
        self, seen: GameView, me: int, a: Action, facts: SpellFacts, name: str, card: CardDef
    ) -> tuple[float, str, Plan] | None:
        """A spell that helps its target (pumps, auras): on a creature of ours in a fight it
        changes, or on our best creature in the main phase for lasting effects."""
        mine = [p for p in seen.permanents_of(me) if p.is_creature]
        if not mine:
            return None
        if facts.instant:
            if seen.step != "blokeri":
                return None
            perms = {p.id: p for p in seen.battlefield}
            for p in mine:
                foes = [perms[b] for b in p.blocked_by if b in perms]
                if p.blocking is not None and p.blocking in perms:
                    foes.append(perms[p.blocking])
                for f in foes:
                    dies, _ = fight(p, f) if p.attacking else fight(f, p)[::-1]
                    if dies:
                        return (
                            15.0 + creature_value(p),
                            t("ai.reason.save", card=name, target=p.card.name),
                            Plan(a, facts, p.id),
                        )
            return None
        if not our_main(seen, me):
            return None
        # an ability it gives goes to a creature that can use it now (not one that came
        # this turn, for a "@" cost, D10.18)
        given = granted_abilities(card)
        best = max(
            mine, key=lambda p: (all(tap_ready(p, ab) for ab in given), creature_value(p), p.id)
        )
        return (
            8.0 + facts.mana_value * 4,
            t("ai.reason.enchant", card=name, target=best.card.name),
            Plan(a, facts, best.id),
        )

    def _replay(
        self,
        seen: GameView,
        me: int,
        a: Action,
        facts: SpellFacts,
        name: str,
        card: CardDef,
        options: Options,
    ) -> tuple[float, str, Plan] | None:
        """ "Igraj kopiju odabrane karte ... iz svog odlagališta bez plaćanja njene mana cene"
        (Živo Sećanje, E4.90): aimed at the card in our odlagalište whose copy, played now,
        is the best play (weighed as if cast from the hand, `_copy_plan`); its plan is kept
        for the copy's own targets. None: no copy worth playing."""
        spec = card.spell_targets[0]
        kinds = set(spec.filter("types") or ())
        best: tuple[float, str, Plan] | None = None
        for g in seen.player(me).graveyard:
            if kinds and not kinds & set(g.types):
                continue
            got = self._copy_plan(seen, me, g, options)
            if got is not None and (best is None or got[0] > best[0]):
                why = t("ai.reason.replay", card=name, copy=g.name, reason=got[1])
                best = (got[0], why, Plan(a, facts, g.id, then=got[2]))
        return best

    def _copy_plan(
        self, seen: GameView, me: int, g: CardFace, options: Options = ()
    ) -> tuple[float, str, Plan] | None:
        """The score, reason and plan of card `g`'s copy played now, as if cast from the hand
        (`_score_cast`); None: not worth it (or X, which a free copy pays as 0, A5.33). An
        instant's copy is played as the spell that makes it resolves (E4.90), or never: it is
        weighed as a sorcery, not held for his turn."""
        copied = lookup(self.cards, g)
        if copied is None or copied.cost is None or copied.cost.x_count:
            return None
        if CardType.INSTANT in copied.types:
            now = (copied.types - {CardType.INSTANT}) | {CardType.SORCERY}
            copied = replace(copied, types=frozenset(now))
        return self._score_cast(seen, me, Action("cast", g.id), copied, g, options)
