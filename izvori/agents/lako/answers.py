"""`lako`'s answers to the questions inside a play: targets, X, a division of damage, modes
and choices, yes or no, and the mana payment — each following the plan it started with."""

from __future__ import annotations

from dataclasses import replace
from typing import Any

from izvori.agents.abilities import (
    as_dealt,
    item_effects,
    keeps_alive,
    mana_boost,
    printed_abilities,
    type_gain,
)
from izvori.agents.base import Choice
from izvori.agents.combat_plan import (
    BEFORE_BLOCKS,
    HASTE,
    able_attackers,
    health,
    joins_for_lethal,
    lethal_attack,
)
from izvori.agents.knowledge import (
    creature_value,
    entry_triggers,
    face_value,
    hits_players,
    life_cost,
    life_taken,
    lookup,
    opponents_hit,
    permanent_worth,
    source_kinds_of,
    spell_facts,
)
from izvori.agents.lako.casting import Casting
from izvori.agents.lako.seen import PLAYER_KINDS, as_newcomers, may_target, unused_type
from izvori.agents.tricks import is_fog
from izvori.engine.carddef import CardDef, Effect
from izvori.engine.decisions import Action, Decision
from izvori.engine.mana import ManaCost
from izvori.engine.objects import is_player_ref, player_of_ref
from izvori.engine.view import GameView, PermanentView
from izvori.strings import t

#: what a dead card (`_dead_removal`) counts below any other in a discard
DEAD_CARD = 100.0


class Answering(Casting):
    """The questions inside a play, answered by its plan."""

    # ------------------------------------------------------------------ targets
    def _targets(self, seen: GameView, d: Decision) -> Choice:
        opts = list(d.options)
        me = d.player
        plan = self.plan
        ref = str(d.context.get("spec", ""))
        planned = dict(plan.spec_targets).get(ref) if plan is not None else None
        if planned and d.min <= len(planned) <= d.max and all(r in opts for r in planned):
            return Choice(list(planned))  # another target spec of the play it chose (D10.13)
        several = plan.targets if plan is not None else ()
        if several and d.min <= len(several) <= d.max and all(r in opts for r in several):
            return Choice(list(several))
        if plan is not None and plan.target in opts and d.min <= 1 <= d.max:
            return Choice([plan.target])
        if plan is not None and plan.then is not None and self._follow_copy(seen, d):
            return self._targets(seen, d)  # the copy's targets (a copy played without asking)
        if d.prompt == "trigger.targets":
            aimed = self._trigger_targets(seen, d)
            if aimed is not None:
                return aimed
        harmful = plan.facts.harmful if plan is not None else True
        back = self._card_back(seen, d)
        if back is not None:
            return back
        if d.prompt in ("resolve.change_target", "copy.targets"):
            aimed = self._new_target(seen, d)
            if aimed is not None:
                return aimed
            item = next((i for i in seen.stack if i.id == d.context.get("spell")), None)
            card = lookup(self.cards, item.card) if item is not None and item.card else None
            harmful = card is None or spell_facts(card).harmful

        def rank(ref: int) -> tuple[int, int]:
            if is_player_ref(ref):
                owner = player_of_ref(ref)
                worth = 50
            else:
                perm = seen.permanent(ref)
                owner = perm.controller if perm is not None else me
                worth = creature_value(perm) if perm is not None and perm.is_creature else 10
            friendly = owner == me
            good = friendly != harmful
            # a target it must take on the wrong side (a forced trigger): the least it loses
            return (1, worth) if good else (0, -worth)

        ordered = sorted(opts, key=lambda r: (rank(r), -r), reverse=True)
        n = max(d.min, min(d.max, 1))
        good = [r for r in ordered if rank(r)[0] == 1]
        if d.min == 0 and not good:
            return Choice([])
        return Choice(ordered[:n])

    def _trigger_targets(self, seen: GameView, d: Decision) -> Choice | None:
        """The target of our triggered ability that harms (D11.40: chosen as it goes on the
        niz, after the play that caused it is over, so no plan holds it) — `_harm_target`.
        None: not such an ability (the general ranking decides)."""
        source = d.context.get("card")  # (the trigger's source object, in the view)
        card = self._def(seen, source) if isinstance(source, int) else None
        ref = str(d.context.get("spec", ""))
        found = [
            (ab, s) for ab in (card.triggered if card else ()) for s in ab.targets if s.ref == ref
        ]
        if card is None or len(found) != 1:
            return None
        ab, spec = found[0]
        if d.max > 1 and any(e.op in ("bounce", "destroy") for e in ab.effects):
            return self._several_removed(seen, d, card, ab.effects)
        if not d.min <= 1 <= d.max:
            return None
        if seen.active == d.player and ab in entry_triggers(card):
            # his "kad god drugo biće uđe u igru, dobijaš 10" (Dušebrižnik) triggered on the
            # same entry goes on the niz after ours and resolves first (D11.30, D14.10)
            seen = self._his_life_first(seen, 1 - d.player)
        return self._harm_target(seen, d.player, set(d.options), card, ab.effects, spec)

    def _several_removed(
        self, seen: GameView, d: Decision, card: CardDef, effects: tuple[Effect, ...]
    ) -> Choice | None:
        """Up to `d.max` of his permanents our trigger removes (Diletator: one for each 10
        combat damage, back to the hand): first the one that keeps him in the game at 0
        life or less (Senoviti Kamen: gone, he loses, A3.32), then his most valuable — not
        one whose entry, cast again, hurts us. None: no permanent of his offered."""
        opp = 1 - d.player
        dead = seen.player(opp).life <= 0
        bounces = any(e.op == "bounce" for e in effects)

        def comes_back_harmful(p: PermanentView) -> bool:
            """Back in his hand and cast again, its entry hurts us (Surovi Razbojnik's
            "odabrani protivnik gubi 20 života", D11)."""
            own = lookup(self.cards, p.card)
            return own is not None and any(
                e.op in ("lose_life", "damage", "discard") and e.get("who", "target") != "you"
                for ab in entry_triggers(own)
                for e in ab.effects
            )

        theirs = [
            p
            for o in d.options
            if isinstance(o, int)
            and (p := seen.permanent(o)) is not None
            and p.controller == opp
            and not (bounces and comes_back_harmful(p))
        ]
        if not theirs:
            return None

        def rank(p: PermanentView) -> tuple[bool, int, int]:
            keeper = dead and keeps_alive(self.cards, p)
            worth = permanent_worth(p)
            return (keeper, worth, -p.id)

        chosen = sorted(theirs, key=rank, reverse=True)[: d.max]
        names = ", ".join(p.card.name for p in chosen)
        return Choice(
            [p.id for p in chosen], t("ai.reason.removed_several", card=card.name, targets=names)
        )

    def _card_back(self, seen: GameView, d: Decision) -> Choice | None:
        """A card of our odlagalište to take back (Učenjak: "možeš vratiti odabrano
        iznenađenje iz svog odlagališta u svoju ruku"): the one whose play now scores best
        (`_copy_plan`: the Grom that wins first), else the dearest. None: the options are not
        all cards of our odlagalište."""
        ours = {c.id: c for c in seen.player(d.player).graveyard}
        if not d.options or not all(o in ours for o in d.options) or not d.min <= 1 <= d.max:
            return None

        def aimable(o: int) -> bool:
            """Whether the card has a target in play now: Teror Mraka ("koje nije crno")
            against his black creatures has none (D15), Kletva Krvi has."""
            card = lookup(self.cards, ours[o])
            if card is None or not card.spell_targets:
                return True
            specs = card.spell_targets
            if specs[0].kind not in ("creature", "creature_or_player"):
                return True
            return (
                any(
                    p.is_creature and may_target(specs[0], card, p)
                    for p in seen.permanents_of(1 - d.player)
                )
                or specs[0].kind == "creature_or_player"
            )

        def worth(o: int) -> tuple[float, bool, int, int]:
            got = self._copy_plan(seen, d.player, ours[o])
            return (got[0] if got is not None else 0.0, aimable(o), face_value(ours[o]), -o)

        best = max(d.options, key=worth)
        return Choice([best], t("ai.reason.card_back", card=ours[best].name))

    def _new_target(self, seen: GameView, d: Decision) -> Choice | None:
        """D15.71: the new target of a spell our Preusmeravanje changes ("Promeni metu
        odabrane magije"), or of our copy of a spell (Odjek, E4.82), chosen by us: for harm,
        as `_harm_target` (Boris's Grom into his own face when that is his last life); for
        help, our best creature (the general ranking, with the spell's own sense of harm)."""
        ref = d.context.get("spell", d.context.get("item"))  # (a copy's: its original, E4.82)
        item = next((i for i in seen.stack if i.id == ref), None)
        card = lookup(self.cards, item.card) if item is not None and item.card else None
        if item is None or card is None or not card.spell_targets or not d.min <= 1 <= d.max:
            return None
        effects = item_effects(card, item)[0] if item.kind == "spell" else ()
        spec = card.spell_targets[0]
        opts = set(d.options)
        if item.controller == d.player and "item" in d.context:
            # a copy of our own spell: another of his, not the one the original takes
            opts = (opts - {tv.ref for tv in item.targets}) or opts
        return self._harm_target(seen, d.player, opts, card, effects, spec, item.x)

    def _follow_copy(self, seen: GameView, d: Decision) -> bool:
        """As the copy of a card is played (E4.90): its plan made the one followed, from the
        plan that chose it or, without one, weighed now. False: no copy worth playing."""
        plan = self.plan
        if plan is not None and plan.then is not None:
            self.plan = plan.then
            return True
        g = seen.find_card(int(d.context.get("card", 0)))
        # (weighed as if the spell that plays it, resolving on top, were gone: the copy is
        # played now or never, E4.90)
        mine = bool(seen.stack) and seen.stack[0].controller == d.player
        now = replace(seen, stack=seen.stack[1:]) if mine else seen
        got = self._copy_plan(now, d.player, g) if g is not None else None
        self.plan = got[2] if got is not None else None
        return got is not None

    def _number(self, d: Decision, seen: GameView | None = None) -> Choice:
        plan = self.plan
        if self._planned_x(d) and plan is not None:
            return Choice(plan.x)
        if d.prompt == "cast.x":
            top = max(d.min, d.max)  # X that matters: as much as it can pay
            item = d.context.get("item")
            spell = next((i for i in seen.stack if i.id == item), None) if seen else None
            card = lookup(self.cards, spell.card) if spell is not None and spell.card else None
            if seen is not None and card is not None:
                # but no more than its draws leave a card in the library (D16.40), nor
                # damage to every player that takes our last life
                top = max(d.min, min(top, self._x_room(seen, d.player, card.spell_effects)))
                per = spell_facts(card).x_damage
                if hits_players(card.spell_effects) and per:
                    top = max(d.min, min(top, (seen.player(d.player).life - 1) // per))
            return Choice(top)
        return Choice(d.min)

    def _planned_x(self, d: Decision) -> bool:
        plan = self.plan
        return plan is not None and bool(plan.x) and d.min <= plan.x <= d.max

    def _divide(self, seen: GameView, d: Decision) -> list[list[int]]:
        ctx = d.context
        total = int(ctx["total"])
        opts = [int(o) for o in d.options]
        minimum = int(ctx.get("minimum", 5))
        if d.prompt == "cast.divide":
            shares = dict.fromkeys(opts, minimum)
            rest = total - minimum * len(opts)
            creatures = [o for o in opts if not is_player_ref(o)]
            for o in creatures:  # top up each creature to lethal first
                perm = seen.permanent(o)
                need = health(perm) - shares[o] if perm is not None else 0
                give = min(rest, max(0, need))
                give -= give % minimum if give < rest else 0
                shares[o] += give
                rest -= give
            # the rest to the player if one is among the targets (a split that kills the
            # creatures and hits the face, `plays._divided`), else to the first target
            face = next((o for o in opts if is_player_ref(o)), opts[0])
            shares[face] += rest
            return [[r, v] for r, v in shares.items()]
        lethal = {int(b): int(v) for b, v in ctx.get("lethal", {}).items()}
        blockers = [o for o in opts if o >= 0]
        player = next((o for o in opts if o < 0), None)
        out: dict[int, int] = {}
        left = total
        for b in blockers:  # C11: lethal damage to each blocker in turn
            perm = seen.permanent(b)
            need = lethal.get(b, health(perm) if perm is not None else left)
            give = min(left, max(need, minimum))
            if give <= 0:
                continue
            out[b] = give
            left -= give
        if left:
            key = player if player is not None else blockers[0]
            out[key] = out.get(key, 0) + left
        bad = [r for r, v in out.items() if 0 < v < minimum]
        if bad and total >= minimum:
            return [[blockers[0], total]]
        return [[r, v] for r, v in out.items() if v > 0]

    def _choose_some(self, seen: GameView, d: Decision) -> list[Any]:
        n = d.min
        opts = list(d.options)

        def worth(o: Any) -> float:
            if not isinstance(o, int):
                return 0.0
            face = self._face(seen, o)
            card = lookup(self.cards, face) if face is not None else None
            if card is None:
                return 0.0
            cost = float(card.cost.total() if card.cost is not None else 0)
            if discard and self._dead_removal(seen, d.player, card):
                return cost - DEAD_CARD
            if (
                discard
                and card.spell_effects
                and self._x_room(seen, d.player, card.spell_effects) < 0
            ):
                return cost - DEAD_CARD  # its own draws would deck us (D16.40): never cast
            if discard and is_fog(card.spell_effects) and doomed_next:
                return cost + DEAD_CARD  # the fog that outlives his next attack (D18)
            if discard and face is not None and self._card_needed(seen, d.player, face, life):
                return cost + DEAD_CARD  # our win, or the counter to his shown lethal spell
            return cost

        life = seen.player(d.player).life
        # his next attack kills us through our creatures' blocks (C10): a fog is kept
        doomed_next = (
            "discard" in d.prompt
            and self._next_attack(seen, d.player) >= seen.player(d.player).life
        )

        if d.prompt == "resolve.copy" and d.min <= 1 <= max(d.max, 1):
            won = self._copy_that_wins(seen, d.player, opts)
            if won is None:
                won = self._copy_that_saves(seen, d.player, opts)
            if won is not None:
                return [won]
        if d.prompt == "resolve.search_sources":
            return self._sources_found(seen, d, opts)
        if d.prompt == "resolve.search" and d.min == d.max == 1:
            return [self._tutored(seen, d, opts)]
        discard = "discard" in d.prompt
        planned = self.plan.discard if self.plan is not None else ()
        fits = len(planned) == d.min and all(o in opts for o in planned)
        if d.prompt == "cast.discard" and planned and fits:
            return list(planned)  # the cost the play it chose pays (D10.18)
        if d.prompt == "resolve.copy":
            # a copy's "kada uđe u igru, gubiš 30 života" is ours (E4.20): never our last
            opts = [o for o in opts if not self._copy_kills_us(seen, d.player, o)] or opts[: d.min]
        ordered = sorted(opts, key=lambda o: (worth(o), str(o)), reverse=not discard)
        if not discard:
            n = d.max if d.max >= 0 else n
        return ordered[:n]

    def _copy_kills_us(self, seen: GameView, me: int, o: Any) -> bool:
        """Whether a copy of the creature `o` (Imitator, E4.20) costs us our last life as
        it comes into play (Gladne Zmije's "gubiš 30 života", `knowledge.life_cost`)."""
        face = self._face(seen, o) if isinstance(o, int) else None
        card = lookup(self.cards, face) if face is not None else None
        return card is not None and life_cost(card) >= seen.player(me).life

    def _copy_that_wins(self, seen: GameView, me: int, opts: list[Any]) -> Any | None:
        """The creature a copy of which wins this turn (Imitator, E4.20: the copy has what
        the original prints, Ubrzanje too, E3.92): one whose "@" takes the opponent's last
        life at once with the mana left, or, before combat, one whose joining makes our
        attack lethal (C10). None: no such creature."""
        life = seen.player(1 - me).life
        left = self._mana_left(seen, me)
        for o in opts:
            p = seen.permanent(o) if isinstance(o, int) else None
            card = lookup(self.cards, p.card) if p is not None else None
            if p is None or card is None:
                continue
            hasty = HASTE in card.keywords
            for ab in card.activated if hasty else ():
                cost = ab.cost.mana.total() if ab.cost.mana is not None else 0
                at_face = bool(ab.targets) and ab.targets[0].kind in PLAYER_KINDS
                hurt = life_taken(ab.effects) + spell_facts(card, ab.effects).damage
                if at_face and cost <= left and hurt >= life and not ab.cost.sacrifice:
                    return o
            copy = replace(as_newcomers(me, (p.card,))[0], sick=not hasty, token=False)
            if joins_for_lethal(seen, me, (copy,)):
                return o
        return None

    def _copy_that_saves(self, seen: GameView, me: int, opts: list[Any]) -> Any | None:
        """Where his next attack kills us: the creature a copy of which, blocking, lets us
        live through it (`_blockers_save`; Neprolazna Vila's copy blocks any number of
        attackers, C10.25) — the least valuable such, the cheapest copy that does. None:
        no copy saves us, or none is needed."""
        saving = []
        for o in opts:
            p = seen.permanent(o) if isinstance(o, int) else None
            if p is None or not p.is_creature:
                continue
            copy = replace(as_newcomers(me, (p.card,))[0], token=False)
            if self._blockers_save(seen, me, (copy,)):
                saving.append((creature_value(p), o))
        return min(saving)[1] if saving else None

    def _tutored(self, seen: GameView, d: Decision, opts: list[Any]) -> Any:
        """The card a search puts into the hand ("Nađi u svojoj biblioteci kartu", Demonski
        Mentor): one whose damage at his face wins with the mana left now (A3.32); else the
        dearest our sources pay for by next turn (a source more, C1); else the cheapest."""
        me = d.player
        left = self._mana_left(seen, me)
        sources = len(self._sources(seen, me))
        life = seen.player(1 - me).life

        def key(o: Any) -> tuple[int, int, int, str]:
            face = self._face(seen, o) if isinstance(o, int) else None
            card = lookup(self.cards, face) if face is not None else None
            if card is None or card.cost is None:
                return (0, 0, 0, str(o))
            cost = card.cost.total()
            facts = spell_facts(card)
            hit = opponents_hit(card.spell_effects)
            if any(s.kind in PLAYER_KINDS for s in card.spell_targets):
                hit = max(hit, facts.damage)
            dealt = as_dealt(self.cards, seen, replace(facts, damage=hit)).damage if hit else 0
            if dealt >= life and cost <= left:
                return (2, 0, 0, str(o))
            if cost <= sources + 1:
                return (1, cost, card.power or 0, str(o))
            return (0, -cost, 0, str(o))

        return max(opts, key=key)

    def _dead_removal(self, seen: GameView, me: int, card: CardDef) -> bool:
        """Whether `card` is removal none of his creatures in play may be chosen for (Teror
        Mraka, "biće koje nije crno", against his black Utvara, D15): the card to discard
        first while that board stands."""
        theirs = [p for p in seen.permanents_of(1 - me) if p.is_creature]
        specs = card.spell_targets
        if not theirs or not specs or specs[0].kind not in ("creature", "creature_or_player"):
            return False
        if specs[0].kind == "creature_or_player" or not spell_facts(card).harmful:
            return False
        return not any(may_target(specs[0], card, p) for p in theirs)

    def _sources_found(self, seen: GameView, d: Decision, opts: list[Any]) -> list[Any]:
        """The cards a search puts into play as sources ("Nađi ... do dve karte koje su i
        Šuma", Pošumljavanje, B12.74), as many as it may: first those that make a colour our
        hand asks for and our sources don't (Goruća Šuma's R for the Grom), then printed
        sources (they are nothing else), then the cheapest spells."""
        me = d.player
        have = {k for p in seen.permanents_of(me) if p.is_source for k in p.mana}
        wanted: set[str] = set()
        for face in seen.player(me).hand or ():
            card = lookup(self.cards, face)
            if card is not None and card.cost is not None:
                wanted.update(c for c, _n in card.cost.colored)
        wanted -= have

        def key(o: Any) -> tuple[int, bool, int, str]:
            face = self._face(seen, o) if isinstance(o, int) else None
            card = lookup(self.cards, face) if face is not None else None
            if card is None:
                return (0, False, 0, str(o))
            cost = card.cost.total() if card.cost is not None else 0
            return (len(source_kinds_of(card) & wanted), card.only_source, -cost, str(o))

        return sorted(opts, key=key, reverse=True)[: max(d.max, d.min)]

    def _choose_one(self, seen: GameView, d: Decision) -> Any:
        opts = list(d.options)
        if d.prompt in ("resolve.change_text_from", "resolve.change_text_to"):
            words = str(d.context.get("words"))
            swap = self._text_swap(seen, d.player, words)  # (worked out again: D19.61)
            word = None if swap is None else swap[1 if d.prompt.endswith("from") else 2]
            if word in opts:
                return word
        if d.prompt == "resolve.move_aura":
            return self._move_aura_to(seen, d, opts)
        if d.prompt == "resolve.creature_type":
            return self._creature_type_for(seen, d, opts)
        if d.prompt == "enters.creature_type":
            return self._type_to_name(seen, d, opts)
        planned = self.plan.sacrifice if self.plan is not None else None
        if d.prompt == "cast.sacrifice" and planned in opts:
            return planned  # the cost the play it chose pays (D10.18)
        if d.prompt in ("cast.sacrifice", "resolve.sacrifice_which"):

            def cheap(o: Any) -> tuple[float, int]:
                perm = seen.permanent(o) if isinstance(o, int) else None
                if perm is None:
                    return (0.0, 0)
                worth = permanent_worth(perm)
                return (float(worth), o)

            return min(opts, key=cheap)  # the least we can give (D10.18, "žrtvuj")
        plan = self.plan
        if d.prompt == "cast.mode" and plan is not None and plan.mode in opts:
            return plan.mode  # D10.12: the mode of the play it chose
        if d.prompt == "resolve.graveyard_to_hand":

            def worth(o: Any) -> tuple[int, int, int]:
                face = seen.find_card(o) if isinstance(o, int) else None
                if face is None:
                    return (0, 0, -1)
                return (face_value(face), face.power or 0, -o)

            return max(opts, key=worth)  # the dearest card back (the one it needs most)
        if d.prompt == "resolve.choose_color":
            return self._color_to_discard(seen, d, opts)
        return opts[0]

    def _type_to_name(self, seen: GameView, d: Decision, opts: list[Any]) -> Any:
        """The creature type a permanent names as it enters (E4.50; Lažni Vođa: "Bića biranog
        tipa dobijaju +10/+10", and the creatures of it among the top three cards to the
        hand): the type of the most creatures of ours in play, the entering one and our hand
        — less his in play, which the pump would grow too."""
        me = d.player
        entering = seen.find_card(d.context["card"]) if "card" in d.context else None
        faces = [p.card for p in seen.permanents_of(me) if p.is_creature]
        faces += [c for c in seen.player(me).hand or () if c.power is not None]
        faces += [entering] if entering is not None else []
        theirs = [p.card for p in seen.permanents_of(1 - me) if p.is_creature]

        def count(word: Any) -> tuple[int, int]:
            ours = sum(1 for f in faces if word in f.subtypes)
            return (ours - sum(1 for f in theirs if word in f.subtypes), ours)

        return max(opts, key=lambda w: (*count(w), -opts.index(w)))

    def _creature_type_for(self, seen: GameView, d: Decision, opts: list[Any]) -> Any:
        """The type creatures become (B12.12, B12.13): for ours, one a lord of ours pumps
        (C6.30); for his, one nothing in play has — so no lord pumps it (Iluzionista on his
        Vojnik: Kapetan Straže's +10/+10 gone)."""
        cards = d.context.get("cards") or ()
        targets = [p for o in cards if (p := seen.permanent(o)) is not None]
        if len(targets) == 1 and targets[0].controller == d.player:
            # (Uzimač Forme gains a type: the one a lord pumps, even none has it yet)
            gained = type_gain(self.cards, seen, targets[0])
            if gained is not None and gained[0] in opts:
                return gained[0]
        if targets and all(p.controller == d.player for p in targets):
            for lord in seen.permanents_of(d.player):
                for _p, word, plus_p, _t in self._lord_pumps(seen, lord):
                    if plus_p > 0 and word in opts:
                        return word
        new = unused_type(seen, (str(w) for w in opts))
        return new if new is not None else opts[0]

    def _move_aura_to(self, seen: GameView, d: Decision, opts: list[Any]) -> Any:
        """Where the Aura we move goes (B12.69): `_aura_destination`'s creature of ours; with
        none offered, the creature of his that gains the least from it."""
        aura = d.context.get("card")
        got = self._aura_destination(seen, d.player, int(aura), opts) if aura is not None else None
        if got is not None:
            return got[0]

        def worth(o: Any) -> tuple[int, int]:
            p = seen.permanent(o) if isinstance(o, int) else None
            if p is None:
                return (0, 0)
            return (creature_value(p) if p.is_creature else 0, -o)

        return min(opts, key=worth)

    def _color_to_discard(self, seen: GameView, d: Decision, opts: list[Any]) -> Any:
        """The colour a discard by colour (Pogled kroz Noć) names (`discard_color`)."""
        word, _taken = self.discard_color(seen, d.player)
        return word if word in opts else opts[0]

    def _yes_no(self, seen: GameView, d: Decision) -> bool:
        if d.prompt == "cast.kicker" and self._kicker_decks(seen, d.player):
            return False  # the kicker's draws would take the library's last card (D16.40)
        if d.prompt == "cast.kicker" and self.plan is not None and self.plan.kick is not None:
            return self.plan.kick  # the play it chose, kicked or not (E3.140)
        if d.prompt == "cast.kicker":
            cost = str(d.context.get("cost", ""))
            extra = sum(int(ch) if ch.isdigit() else 1 for ch in cost)
            plan = self.plan
            base = plan.facts.mana_value if plan is not None else 0
            return self._mana_left(seen, d.player) >= base + extra
        if d.prompt == "resolve.play_copy":
            return self._follow_copy(seen, d)  # "Možeš igrati kopiju" (E4.90)
        if d.prompt in ("trigger.pay", "trigger.pay_reveal") and self._mana_for_lethal(seen, d):
            return False  # its mana makes our attack lethal this turn, its effect doesn't
        if d.prompt == "istocnik.pay" and seen.player(d.player).library_count < 2:
            return False  # E3.52: its draw would take the library's last card (D16.40)
        may = d.prompt in ("resolve.optional", "resolve.may") and True in d.options
        if may and self._may_decks(seen, d):
            return False  # "you may draw" with the library's last card (D16.40)
        if d.prompt == "resolve.optional" and self._return_feeds_him(seen, d):
            return False  # the creature back now gives him the life that keeps him alive
        if d.prompt == "resolve.optional" and self._gain_makes_dear(seen, d):
            return False  # the life would make a card of our hand cost more than we make
        # "may" effects and optional costs in our own cards' text are there to be used
        return True if True in d.options else bool(d.options[0])

    def _return_feeds_him(self, seen: GameView, d: Decision) -> bool:
        """Whether our optional "vrati ... u igru" (Neupokojena, D11.50) in our turn puts a
        creature into play that gains him life (Dušebrižnik's "kad god drugo biće uđe u igru,
        dobijaš 10", D11) where our attack this turn kills him without that life and not
        with it (C10) — the creature can come back at a later upkeep."""
        me = d.player
        item = next((i for i in seen.stack if i.id == d.context.get("item")), None)
        card = lookup(self.cards, item.card) if item is not None and item.card else None
        if item is None or card is None or seen.active != me:
            return False
        returns = any(
            e.op == "return_to_play" and e.get("what") == "self"
            for effects in item_effects(card, item)[:1]
            for e in effects
        )
        fed = self._his_life_first(seen, 1 - me)
        if not returns or fed is seen:
            return False
        attackers = able_attackers(seen, me)
        blockers = [p for p in seen.permanents_of(1 - me) if p.is_creature and not p.tapped]
        life, more = seen.player(1 - me).life, fed.player(1 - me).life
        return lethal_attack(seen, attackers, blockers, life) and not lethal_attack(
            seen, attackers, blockers, more
        )

    def _gain_makes_dear(self, seen: GameView, d: Decision) -> bool:
        """Whether the optional life gain of item `d` asks about (Bezdan Tajni's "možeš dobiti
        10 života", D11.50) lifts us past the life at which a card of our hand costs less
        (Donosilac Nade: "Ako imaš 35 života ili manje, košta 6 bezbojnih manje"; its cost is
        fixed as it is cast, D10.16), where our sources pay it only with that discount."""
        me = d.player
        item = next((i for i in seen.stack if i.id == d.context.get("item")), None)
        card = lookup(self.cards, item.card) if item is not None and item.card else None
        if item is None or card is None:
            return False
        gained = 0
        for effects in item_effects(card, item)[:1]:
            for e in effects:
                amount = e.get("amount")
                if e.op == "gain_life" and e.get("who", "you") == "you" and isinstance(amount, int):
                    gained += amount
        return self._gain_prices_out(seen, me, gained)

    def _mana_for_lethal(self, seen: GameView, d: Decision) -> bool:
        """Before blocks in our turn, an optional mana cost of a trigger of ours ("možeš
        platiti R ...: 10 štete odabranom protivniku", Onostrano Zlo, D14.25): whether our
        attack — a hasty creature on the niz in it — is lethal with the instant pumps our
        mana pays for (`_held_pump`, Bojni Poklič), and no longer with the mana it asks for
        spent, its damage to his face counted (C10, D21.51)."""
        me = d.player
        if seen.active != me or seen.step not in BEFORE_BLOCKS:
            return False
        source = d.context.get("card")
        card = self._def(seen, source) if isinstance(source, int) else None
        paid = [ab for ab in card.triggered if ab.cost is not None] if card is not None else []
        if len(paid) != 1 or paid[0].cost is None or paid[0].cost.mana is None:
            return False
        cost, harm = paid[0].cost.mana.total(), 0
        for e in paid[0].effects:
            amount = e.get("amount")
            if e.op == "damage" and isinstance(amount, int):
                harm += amount
        coming = tuple(
            i.card
            for i in seen.stack
            if i.kind == "spell"
            and i.controller == me
            and i.card is not None
            and i.card.power is not None
            and HASTE in i.card.keywords
        )
        attackers = able_attackers(seen, me, as_newcomers(me, coming))
        blockers = [p for p in seen.permanents_of(1 - me) if p.is_creature and not p.tapped]
        life, mana = seen.player(1 - me).life, self._mana_left(seen, me)
        if not attackers:
            return False
        kept = lethal_attack(seen, attackers, blockers, life, self._held_pump(seen, me, mana))
        spent = self._held_pump(seen, me, mana - cost)
        return kept and not lethal_attack(seen, attackers, blockers, life - harm, spent)

    def _kicker_decks(self, seen: GameView, me: int) -> bool:
        """Whether the kicker of the spell being cast (the plan's) would make it draw the
        library's last card (Plima pojačana: "vuci kartu")."""
        plan = self.plan
        card = self._def(seen, plan.action.obj) if plan is not None else None
        return card is not None and self._x_room(seen, me, card.kicker_effects) < 0

    def _may_decks(self, seen: GameView, d: Decision) -> bool:
        """Whether the optional ability or "may" effect asked about would make its player
        draw the library's last card. The ability is known by its text on the niz (a
        triggered or activated ability of the source's card), else every ability of the
        card that could be it is counted."""
        item_id = d.context.get("item")
        item = next((i for i in seen.stack if i.id == item_id), None)
        card = lookup(self.cards, item.card) if item is not None and item.card else None
        if item is None or card is None:
            return False
        lists = item_effects(card, item) or [ab.effects for ab in printed_abilities(card)]
        return any(self._x_room(seen, d.player, effects) < 0 for effects in lists)

    # ------------------------------------------------------------------ paying
    def _pay(self, d: Decision, seen: GameView | None = None) -> Choice:
        opts = [a for a in d.options if isinstance(a, Action)]
        exact = self._exact_tap(seen, d, opts) if seen is not None else None
        if exact is not None:
            return Choice(exact)
        # a payment it can't finish (a cost raised after it chose to cast) is backed out (D23);
        # "undo" would only give back the mana it just made, and it would make it again forever
        for kind in ("auto", "pay", "mana", "cancel"):
            for a in opts:
                if a.kind == kind:
                    return Choice(a)
        return Choice(opts[0] if opts else d.options[0])

    def _exact_tap(self, seen: GameView, d: Decision, opts: list[Action]) -> Action | None:
        """With a source that makes extra mana when tapped (Glava Zmaja, D12.30), tap by hand
        so that no more mana is made than the cost: mana left in the pool burns (mana udar,
        D7) — the automatic payment tapped two such sources for a cost of five in game 101 of
        the seed-1 schedule (6 mana, 10 life lost). Without one, the automatic payment pays."""
        taps = [a for a in opts if a.kind == "mana"]
        cost = ManaCost.parse(str(d.context.get("cost", "0")))
        pool = {str(k): int(v) for k, v in dict(d.context.get("pool", {})).items()}
        short = {c for c, n in cost.colored if pool.get(c, 0) < n}
        # the source our Glava Zmaja being cast enchants stays untapped: tapped later this
        # turn, it makes its extra mana (`agent._ramp_first`)
        spared = self._ramp_target(seen)
        others = [a for a in taps if a.obj not in spared]
        if spared and others and len(others) < len(taps):
            return max(others, key=lambda a: (a.choice in short, -a.obj))
        extra = {a.obj: self._extra_mana(seen, a.obj) for a in taps}
        makes = {a.obj: 1 + sum(extra[a.obj].values()) for a in taps}
        if not taps or all(n == 1 for n in makes.values()):
            return None
        left = cost.total() - sum(pool.values())
        fits = [a for a in taps if makes[a.obj] <= left] or [min(taps, key=lambda a: makes[a.obj])]
        wanted = [a for a in fits if short & ({a.choice} | set(extra[a.obj]))]
        return max(wanted or fits, key=lambda a: (makes[a.obj], -a.obj))

    def _ramp_target(self, seen: GameView) -> set[int]:
        """The sources our spell being paid for enchants where it is a Promena that makes
        extra mana when its source is tapped (Glava Zmaja, `mana_boost`)."""
        top = seen.stack[0] if seen.stack else None
        card = lookup(self.cards, top.card) if top is not None and top.card is not None else None
        if top is None or card is None or top.controller != seen.viewer or not mana_boost(card):
            return set()
        return {x.ref for x in top.targets}

    def _extra_mana(self, seen: GameView, source: int) -> dict[str, int]:
        """Extra mana, by kind, its auras add when it is tapped for mana (a triggered mana
        ability, Glava Zmaja: two green)."""
        perm = seen.permanent(source)
        extra: dict[str, int] = {}
        for aid in perm.attachments if perm is not None else ():
            card = self._def(seen, aid)
            for key, n in (mana_boost(card) if card is not None else {}).items():
                extra[key] = extra.get(key, 0) + n
        return extra
