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
- keywords for a target (Vetroviti Mag, `granted_to_target`);
- damage redirected from itself to a creature (Fanatik, `redirect_amount`, `damage_coming`,
  `redirect_target`);
- becoming a creature for a turn (Dete iz Kamena, `animates_self`, `animated`);
- cards for a creature that dies anyway (Viši Ciljevi, `discards_after_sacrifice`,
  `dies_for_nothing`).

Everything else is left to humans (`ever_activated` is False). What to do here is decided from
the view; the reasons and plans are `lako`'s.
"""

from __future__ import annotations

from collections.abc import Iterable, Iterator, Mapping
from dataclasses import replace

from izvori.agents.combat_plan import (
    DESTROYS_FOES,
    HASTE,
    TRAMPLE,
    able_attackers,
    blocker_before_next_win,
    boost_for_lethal,
    fight,
    grown,
    health,
    past_his_blockers,
    power,
    through_share,
    with_permanent,
)
from izvori.agents.knowledge import (
    MANA_WORDS,
    SpellFacts,
    aura_stats,
    colour_allows,
    creature_value,
    lookup,
    protected_from,
    spell_facts,
)
from izvori.engine.carddef import (
    ActivatedAbility,
    CardDef,
    CardType,
    Effect,
    Keyword,
    StaticAbility,
    TargetSpec,
    TriggeredAbility,
)
from izvori.engine.mana import ManaCost
from izvori.engine.objects import Zone, player_ref
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
        or redirect_amount(ab) > 0
        or animates_self(card, index) is not None
        or discards_after_sacrifice(ab) is not None
        or returns_from_graveyard(ab)
    )


def returns_from_graveyard(ab: ActivatedAbility) -> bool:
    """Navi Suvoduha ("3CC, Žrtvuj biće: Vrati Nave Suvoduha iz svog odlagališta u igru"): an
    ability played from the odlagalište (D3.92) that returns its own card to play."""
    return ab.zone == Zone.GRAVEYARD and any(
        e.op == "return_to_play" and e.get("what") == "self" for e in ab.effects
    )


def fodder_for(
    cards: Mapping[str, CardDef],
    seen: GameView,
    me: int,
    kind: str,
    worth: int,
    leaving: int | None = None,
) -> PermanentView | None:
    """The creature of ours a "Žrtvuj biće" cost takes (D10.18): the one whose loss costs
    least (`sacrifice_cost`), when that is less than `worth` (what the ability brings back;
    `leaving`: the card of our odlagalište it brings). None: no such creature."""
    if kind != "creature":
        return None
    mine = [p for p in seen.permanents_of(me) if p.is_creature]
    if not mine:
        return None
    cheapest = min(mine, key=lambda p: (sacrifice_cost(cards, seen, me, p, leaving), p.id))
    return cheapest if sacrifice_cost(cards, seen, me, cheapest, leaving) < worth else None


def sacrifice_cost(
    cards: Mapping[str, CardDef],
    seen: GameView,
    me: int,
    p: PermanentView,
    leaving: int | None = None,
) -> int:
    """What giving up our creature `p` loses: its worth, and its power once more where none
    of his creatures may block it (E3: a clock of its own); a quarter of that where it
    comes back from our odlagalište by itself at our next upkeep ("ako je Neupokojena jedino
    biće na tvom odlagalištu, možeš vratiti", D11.80) — no other creature card there but
    `leaving`, which the play takes out."""
    worth = creature_value(p) + past_his_blockers(seen, me, p)
    card = lookup(cards, p.card)
    others = any(
        g.id != leaving and CardType.CREATURE.value in g.types for g in seen.player(me).graveyard
    )
    for ab in card.triggered if card is not None else ():
        back = ab.zone == Zone.GRAVEYARD and ab.event == "step_begins"
        if not back or not any(
            e.op == "return_to_play" and e.get("what") == "self" for e in ab.effects
        ):
            continue
        # (its own condition: the only creature card in our odlagalište)
        if not dict(ab.intervening_if).get("only_creature_card_in_your_graveyard") or not others:
            return worth // 4
    return worth


def activation_facts(card: CardDef, index: int, power: int = 0) -> SpellFacts | None:
    """What activated ability `index` of `card` does, if it is aimed harm (it is then played
    like burn and removal); None for any other. `power`: its source's power now (Besomar:
    "štetu jednaku svojoj snazi")."""
    if index >= len(card.activated):
        return None
    ab = card.activated[index]
    facts = spell_facts(card, ab.effects, power)
    if not ab.targets or not facts.harmful:
        return None
    return facts


def regenerates(card: CardDef, index: int) -> bool:
    """Whether activated ability `index` of `card` is its regeneration ("Regeneracija")."""
    if index >= len(card.activated):
        return False
    effects = card.activated[index].effects
    return any(e.op == "regenerate" and e.get("what", "self") == "self" for e in effects)


def mana_boost(card: CardDef) -> dict[str, int]:
    """The extra mana, by kind (the mana symbol), that Promena `card` adds each time the
    source it enchants is tapped for mana (Glava Zmaja: two green; a triggered mana
    ability, D12.30)."""
    extra: dict[str, int] = {}
    for ab in card.triggered:
        if ab.event != "tapped_for_mana" or ab.cond("who") != "enchanted":
            continue
        for e in ab.effects:
            kind, n = e.get("kind"), e.get("amount")
            if e.op == "add_mana" and isinstance(n, int):
                key = MANA_WORDS.get(str(kind), str(kind))
                extra[key] = extra.get(key, 0) + n
    return extra


def mana_makers(seen: GameView, who: int) -> list[PermanentView]:
    """Player `who`'s permanents that can make mana now: his untapped sources, and his
    untapped permanents with a mana ability (Sluga Tame's "@: Dodaj C u svoje izvorište",
    Medaljon Refleksije; a creature's "@" not the turn it came under his control, D10.18)
    — played even while a cost is paid (D7.10)."""
    return [
        p
        for p in seen.permanents_of(who)
        if p.mana
        and not p.tapped
        and (p.is_source or not p.is_creature or not p.sick or HASTE in p.card.keywords)
    ]


def mana_next_turn(seen: GameView, who: int) -> int:
    """The mana player `who`'s sources make at his next turn, all of them untapped by then
    (C2)."""
    return sum(1 for p in seen.permanents_of(who) if p.is_source and p.mana)


def open_kinds(seen: GameView, who: int) -> list[tuple[str, ...]]:
    """The mana kinds each of player `who`'s `mana_makers` can make (one entry each)."""
    return [p.mana for p in mana_makers(seen, who)]


def could_pay(seen: GameView, who: int, cost: ManaCost) -> bool:
    """Whether player `who`'s untapped sources and pool could pay `cost` as far as the view
    shows (each source counted once, for any kind it makes: the colours a cost asks for
    checked one by one)."""
    untapped = open_kinds(seen, who)
    pool = dict(seen.player(who).pool)
    if len(untapped) + sum(pool.values()) < cost.total():
        return False
    return all(
        sum(1 for kinds in untapped if c in kinds) + pool.get(c, 0) >= n for c, n in cost.colored
    )


def regeneration_ready(cards: Mapping[str, CardDef], seen: GameView, p: PermanentView) -> bool:
    """Whether `p` would be regenerated if destroyed now (D19): a shield already on it, or
    its own "Regeneracija" whose mana its controller has open (Lesni Trol's "Z", Noćni
    Vampir's "1C") — a kill that allows regeneration, aimed at it, is wasted."""
    if p.shields:
        return True
    card = lookup(cards, p.card) if p.is_creature else None
    if card is None:
        return False
    for i, ab in enumerate(card.activated):
        if not regenerates(card, i) or ab.cost.sacrifice or ab.cost.mana is None:
            continue
        if ab.cost.tap and (p.tapped or p.sick):
            continue
        if could_pay(seen, p.controller, ab.cost.mana):
            return True
    return False


def allows_regeneration(effects: tuple[Effect, ...]) -> bool:
    """Whether a kill by `effects` may be regenerated from (D19): not "ne može biti
    regenerisano" (Perunov Gnev)."""
    return not any(e.get("no_regeneration") for e in effects)


#: the creatures of a static's `affects` on each side: (ours, theirs), "ours" being the
#: side of the permanent that has the static (static_affects.py)
_AFFECTED_SIDES: dict[str, tuple[bool, bool]] = {
    "creatures_you_control": (True, False),
    "other_creatures_you_control": (True, False),
    "other_creatures": (True, True),
    "all_creatures": (True, True),
    "opponent_creatures": (False, True),
}


def static_reach(
    card: CardDef, seen: GameView, me: int
) -> Iterator[tuple[PermanentView, StaticAbility]]:
    """Each creature in play a pump static of `card` ("Bića koja kontrolišeš imaju +10/+10",
    "Ostali vilenjaci dobijaju +10/+10 i osobinu Šumski", "Ostala crna bića dobijaju
    -10/-10") would change as `card` comes into play under our control, with the static:
    by side, colour, subtype and "untapped" (C6.30's continuous effects). A static whose
    creatures are chosen as it comes into play ("chosen_type") is not read."""
    for s in card.statics:
        sides = _AFFECTED_SIDES.get(str(s.affects))
        if s.op not in ("pump", "static_pump") or sides is None or s.get("chosen_type"):
            continue
        color, subtype, untapped = s.get("color"), s.get("subtype"), s.get("untapped")
        for p in seen.battlefield:
            if not p.is_creature or (color and color not in p.card.colors):
                continue
            if (subtype and subtype not in p.card.subtypes) or (untapped and p.tapped):
                continue
            if sides[0 if p.controller == me else 1]:
                yield p, s


def type_gain(
    cards: Mapping[str, CardDef], seen: GameView, p: PermanentView
) -> tuple[str, int, int] | None:
    """The creature type whose gaining ("dobija tip bića po tvom izboru", Uzimač Forme,
    B12.13: added to its types) brings our creature `p` the most power from the pump statics
    in play by type (Kapetan Straže's "Ostali Vojnici koje kontrolišeš dobijaju +10/+10",
    C6.30): (type, power, toughness). None: no type brings it anything it hasn't."""
    best: tuple[str, int, int] | None = None
    for lord in seen.battlefield:
        card = lookup(cards, lord.card)
        for s in card.statics if card is not None else ():
            word, plus_p, plus_t = s.get("subtype"), s.get("power"), s.get("toughness")
            sides = _AFFECTED_SIDES.get(str(s.affects))
            if s.op not in ("pump", "static_pump") or sides is None or not word:
                continue
            if not isinstance(plus_p, int) or not isinstance(plus_t, int) or plus_p <= 0:
                continue
            reached = sides[0 if lord.controller == p.controller else 1]
            if str(word) in p.card.subtypes or not reached:
                continue
            if lord.id == p.id and str(s.affects).startswith("other"):
                continue
            if best is None or plus_p > best[1]:
                best = (str(word), plus_p, plus_t)
        for s in card.statics if card is not None else ():
            shared = _shared_type_gain(seen, p, s)
            if shared is not None and (best is None or shared[1] > best[1]):
                best = shared
    return best


def _shared_type_gain(
    seen: GameView, p: PermanentView, static: StaticAbility
) -> tuple[str, int, int] | None:
    """The type whose gaining brings our creature `p` the most from `static`, if it is
    "+10/+10 za svako drugo biće u igri koje deli tip bića sa njim" (Simbol Zajedništva,
    F2.110): one shared with the most creatures of ours that share none with it yet, and
    with no creature of his — he would grow as much (type, power, toughness)."""
    each_p, each_t = static.get("power"), static.get("toughness")
    if static.op != "pump_per_shared_type" or not isinstance(each_p, int) or each_p <= 0:
        return None
    if not isinstance(each_t, int):
        return None
    own = set(p.card.subtypes)
    others = [o for o in seen.battlefield if o.is_creature and o.id != p.id]
    new = [o for o in others if not own & set(o.card.subtypes)]
    best: tuple[str, int, int] | None = None
    for word in sorted({w for o in new for w in o.card.subtypes}):
        sharers = [o for o in new if word in o.card.subtypes]
        if any(o.controller != p.controller for o in sharers):
            continue
        if best is None or each_p * len(sharers) > best[1]:
            best = (word, each_p * len(sharers), each_t * len(sharers))
    return best


def killed_by_statics(
    card: CardDef, seen: GameView, me: int
) -> tuple[list[PermanentView], list[PermanentView]]:
    """The creatures in play (ours, the opponent's) that a permanent `card` would kill as it
    comes into play under our control: a static that lowers toughness ("Ostala crna bića
    dobijaju -10/-10", Pakosnik) to 0 or below puts them in the odlagalište (C11)."""
    ours: list[PermanentView] = []
    theirs: list[PermanentView] = []
    for p, s in static_reach(card, seen, me):
        tough = s.get("toughness")
        if not isinstance(tough, int) or tough >= 0 or (p.card.toughness or 0) + tough > 0:
            continue
        if p not in ours and p not in theirs:
            (ours if p.controller == me else theirs).append(p)
    return ours, theirs


def _shared_type_reach(card: CardDef, seen: GameView) -> Iterator[tuple[PermanentView, int, int]]:
    """Each creature in play `card`'s "+10/+10 za svako drugo biće u igri koje deli tip bića
    sa njim" (Simbol Zajedništva, F2.110) would grow, with how much (power, toughness)."""
    creatures = [p for p in seen.battlefield if p.is_creature]
    for s in card.statics:
        each_p, each_t = s.get("power") or 0, s.get("toughness") or 0
        if s.op != "pump_per_shared_type" or not isinstance(each_p, int):
            continue
        for p in creatures:
            n = sum(
                1 for o in creatures if o.id != p.id and set(o.card.subtypes) & set(p.card.subtypes)
            )
            if n and isinstance(each_t, int):
                yield p, each_p * n, each_t * n


def with_statics(card: CardDef, seen: GameView, me: int) -> GameView | None:
    """The view as it would be with permanent `card` in play under our control: its pump
    statics' power, toughness and keywords on the creatures they reach (`static_reach`,
    `_shared_type_reach`). None: it has no such static, or it changes no creature."""
    grown: dict[int, PermanentView] = {}
    reach = [
        *(
            (p, s.get("power") or 0, s.get("toughness") or 0, s.get("keywords") or ())
            for p, s in static_reach(card, seen, me)
        ),
        *((p, plus_p, plus_t, ()) for p, plus_p, plus_t in _shared_type_reach(card, seen)),
    ]
    for p, plus_p, plus_t, words in reach:
        q = grown.get(p.id, p)
        if not isinstance(plus_p, int) or not isinstance(plus_t, int):
            continue
        face = replace(
            q.card,
            power=(q.card.power or 0) + plus_p,
            toughness=(q.card.toughness or 0) + plus_t,
            keywords=(*q.card.keywords, *(w for w in words if w not in q.card.keywords)),
        )
        grown[p.id] = replace(q, card=face)
    if not grown:
        return None
    return replace(seen, battlefield=tuple(grown.get(p.id, p) for p in seen.battlefield))


def _stripped(
    cards: Mapping[str, CardDef],
    p: PermanentView,
    words: Iterable[str],
    plus_p: int,
    plus_t: int,
) -> PermanentView:
    """Creature `p` without what a static gave it: `plus_p`/`plus_t` taken off, and the
    keywords `words` — but one its own card prints, which stays."""
    printed = lookup(cards, p.card)
    own = set(printed.keywords) if printed is not None else set()
    lost = {str(w) for w in words if w not in own}
    smaller = grown(p, -plus_p, -plus_t)
    keywords = tuple(k for k in p.card.keywords if k not in lost)
    return replace(smaller, card=replace(smaller.card, keywords=keywords))


def without_attachment(
    cards: Mapping[str, CardDef], seen: GameView, gone: PermanentView
) -> GameView | None:
    """The view as it would be with the Aura or Oprema `gone` out of play: the creature it
    is attached to loses what it gave (Bronzana Krila's Letač, Sveta Moć's +10/+20; E3.131,
    B12.65) — a keyword its own card prints stays. None: `gone` is attached to no creature,
    or gives it nothing."""
    host = seen.permanent(gone.attached_to) if gone.attached_to is not None else None
    card = lookup(cards, gone.card)
    if host is None or not host.is_creature or card is None:
        return None
    words, plus_p, plus_t = aura_stats(card)
    bare = _stripped(cards, host, words, plus_p, plus_t)
    if bare.card == host.card:
        return None
    bare = replace(bare, attachments=tuple(i for i in host.attachments if i != gone.id))
    field = tuple(bare if p.id == host.id else p for p in seen.battlefield if p.id != gone.id)
    return replace(seen, battlefield=field)


def without_creature(cards: Mapping[str, CardDef], seen: GameView, gone: PermanentView) -> GameView:
    """The view with creature `gone` out of play, and what its pump statics gave the others
    taken from them (Vilenjački Heroj's +10/+10 and Šumski on the other vilenjaci, C6.30:
    a static ability ends with its permanent) — a keyword a creature's own card prints
    stays."""
    card = lookup(cards, gone.card)
    field = {p.id: p for p in seen.battlefield if p.id != gone.id}
    for p, st in static_reach(card, seen, gone.controller) if card is not None else ():
        now = field.get(p.id)
        plus_p, plus_t = st.get("power") or 0, st.get("toughness") or 0
        if now is None or not isinstance(plus_p, int) or not isinstance(plus_t, int):
            continue
        field[p.id] = _stripped(cards, now, st.get("keywords") or (), plus_p, plus_t)
    return replace(seen, battlefield=tuple(field[p.id] for p in seen.battlefield if p.id in field))


def stars_after(
    cards: Mapping[str, CardDef], seen: GameView, me: int, card: CardDef
) -> GameView | None:
    """The view once `card`, cast from our hand, has resolved: each creature whose "*" (B9.20)
    counts what that changes grows or shrinks by 10 — a sorcery in an odlagalište (Crvena
    Ala), a card more in our odlagalište or one fewer in our hand, a creature more under our
    control. None: no creature's "*" changes."""
    spell = CardType.SORCERY in card.types or CardType.INSTANT in card.types
    field: list[PermanentView] = []
    changed = False
    for p in seen.battlefield:
        printed = lookup(cards, p.card) if p.is_creature else None
        word = printed.pt_defined_by if printed is not None else None
        ours = p.controller == me
        step = {
            "sorceries_in_all_graveyards": CardType.SORCERY in card.types,
            "cards_in_your_graveyard": ours and spell,
            "creatures_you_control": ours and CardType.CREATURE in card.types,
        }.get(word or "", False)
        delta = 10 if step else -10 if word == "cards_in_hand" and ours else 0
        if delta:
            p = grown(p, delta, delta)
            changed = True
        field.append(p)
    return replace(seen, battlefield=tuple(field)) if changed else None


def sources_animated(card: CardDef) -> Iterator[Effect]:
    """ "Svi izvori su N/M bića koja su i dalje izvori" as a permanent's static (Buđenje
    Prirode: `add_type` Biće on all sources, B12.35), read as the spell effect that does it
    for a turn (Prirodna Srodnost's `animate_all_sources`): the same board while it lasts."""
    for s in card.statics:
        if s.op == "add_type" and s.affects == "all_sources" and "Biće" in (s.get("types") or ()):
            params = (("power", s.get("power")), ("toughness", s.get("toughness")))
            yield Effect("animate_all_sources", params)


def with_sources_animated(
    seen: GameView, power_: int, toughness: int, spent: int, me: int
) -> GameView:
    """The view after "svi izvori su N/M bića koja su i dalje izvori" (Prirodna Srodnost's
    `animate_all_sources`) resolves, our `spent` sources tapped to pay for it first: every
    source of both players a creature (one played this turn can't attack: D10.18, A5.40)."""
    field: list[PermanentView] = []
    left = spent
    for p in seen.battlefield:
        if p.is_source and not p.is_creature:
            tapped = p.tapped
            if p.controller == me and not tapped and left > 0:
                tapped, left = True, left - 1
            face = replace(
                p.card,
                types=(*p.card.types, CardType.CREATURE.value),
                power=power_,
                toughness=toughness,
            )
            p = replace(p, card=face, tapped=tapped)
        field.append(p)
    return replace(seen, battlefield=tuple(field))


def statics_in_play(
    cards: Mapping[str, CardDef], seen: GameView, op: str
) -> Iterator[StaticAbility]:
    """Each static ability `op` of the permanents in play, as printed on their cards."""
    for p in seen.battlefield:
        card = lookup(cards, p.card)
        yield from (s for s in (card.statics if card is not None else ()) if s.op == op)


def damage_times(cards: Mapping[str, CardDef], seen: GameView) -> int:
    """How many times over damage is dealt now: each permanent in play with "nanosi duplu
    štetu" (Opsada's `double_damage`, a replacement on all damage, D20) doubles it."""
    return 1 << sum(1 for _s in statics_in_play(cards, seen, "double_damage"))  # 2 ** n


def as_dealt(cards: Mapping[str, CardDef], seen: GameView, facts: SpellFacts) -> SpellFacts:
    """`facts` with the damage as it will be dealt now (`damage_times`)."""
    times = damage_times(cards, seen)
    if times == 1:
        return facts
    return replace(facts, damage=facts.damage * times, x_damage=facts.x_damage * times)


def as_attacking(cards: Mapping[str, CardDef], seen: GameView, me: int) -> GameView:
    """The view our attack is planned on: each creature of ours not yet attacking with the
    pump its own "Kad god napadne, dobija +N/+M" (Ork Predvodnik, D11.20) gives it as it
    attacks — the defender blocks knowing it (the trigger resolves before blocks, C10) — and
    without what a static gives only untapped creatures ("Deaktivirana bića koja kontrolišeš
    imaju +0/+20", Utvrđenje): attacking taps it (C9.22), Opreznost aside (E3.82)."""
    field: list[PermanentView] = []
    changed = False
    untapped_only = _untapped_pumps(cards, seen, me)
    for p in seen.battlefield:
        card = lookup(cards, p.card) if p.is_creature and p.controller == me else None
        plus_p = plus_t = 0
        if card is not None and not p.attacking and VIGILANCE not in p.card.keywords:
            plus_p, plus_t = (-n for n in untapped_only.get(p.id, (0, 0)))
        for ab in card.triggered if card is not None and not p.attacking else ():
            if ab.event != "attacks" or ab.cond("who") != "self" or ab.cond("if"):
                continue
            for e in ab.effects:
                pw, tg = e.get("power") or 0, e.get("toughness") or 0
                if e.op == "pump" and e.get("what") == "self" and isinstance(pw, int):
                    plus_p += pw
                    plus_t += tg if isinstance(tg, int) else 0
        if plus_p or plus_t:
            p = grown(p, plus_p, plus_t)
            changed = True
        field.append(p)
    return replace(seen, battlefield=tuple(field)) if changed else seen


#: E3.82 Opreznost: attacking doesn't tap it
VIGILANCE = Keyword.VIGILANCE.value


def _untapped_pumps(
    cards: Mapping[str, CardDef], seen: GameView, me: int
) -> dict[int, tuple[int, int]]:
    """(power, toughness) each untapped creature of ours has only while untapped: the
    statics in play that reach untapped creatures (Utvrđenje, C6.30), by creature."""
    out: dict[int, tuple[int, int]] = {}
    for holder in seen.battlefield:
        card = lookup(cards, holder.card)
        for p, st in static_reach(card, seen, holder.controller) if card is not None else ():
            pw, tg = st.get("power") or 0, st.get("toughness") or 0
            if not st.get("untapped") or p.controller != me or not isinstance(pw, int):
                continue
            old = out.get(p.id, (0, 0))
            out[p.id] = (old[0] + pw, old[1] + (tg if isinstance(tg, int) else 0))
    return out


def as_fought(cards: Mapping[str, CardDef], seen: GameView) -> GameView:
    """The view attacks and blocks are planned on: each creature's power as the combat
    damage it deals now (`damage_times`: under Opsada a 20/20 deals 40, to a blocker as to a
    player, C11), and a creature that destroys what it fights marked so
    (`combat_plan.DESTROYS_FOES`, Mnogooki Bazilisk)."""
    times = damage_times(cards, seen)
    changed = False
    field: list[PermanentView] = []
    for p in seen.battlefield:
        mark = _foe_destroyer(cards, p) if p.is_creature else None
        if p.is_creature and (times > 1 or mark is not None):
            face = replace(p.card, power=max(0, p.card.power or 0) * times)
            if mark is not None:
                face = replace(face, keywords=(*face.keywords, mark))
            p = replace(p, card=face)
            changed = True
        field.append(p)
    return replace(seen, battlefield=tuple(field)) if changed else seen


def _foe_destroyer(cards: Mapping[str, CardDef], p: PermanentView) -> str | None:
    """`combat_plan.DESTROYS_FOES` (with the colour spared) when `p`'s card destroys, at end
    of combat, each creature it blocks or that blocks it (D11.92: "blocks_creature" and
    "blocked_by_creature" triggers whose delayed trigger destroys the trigger object)."""
    card = lookup(cards, p.card)
    events: set[str] = set()
    spared = ""
    for ab in card.triggered if card is not None else ():
        if ab.event not in ("blocks_creature", "blocked_by_creature"):
            continue
        for e in ab.effects:
            inner = e.get("effects") or ()
            if e.op == "delayed_trigger" and any(
                isinstance(x, Effect) and x.op == "destroy" and x.get("what") == "trigger_object"
                for x in inner
            ):
                events.add(ab.event)
                word = str(ab.cond("not_color") or "")
                spared = MANA_WORDS.get(word, word)  # (the loader gives the letter: "C")
    if events != {"blocks_creature", "blocked_by_creature"}:
        return None
    return f"{DESTROYS_FOES}:{spared}" if spared else DESTROYS_FOES


def spell_tax(cards: Mapping[str, CardDef], seen: GameView, own_turn: bool) -> int:
    """The mana every spell costs more now (B4.40, D10.16: "Tokom poteza svakog igrača,
    magije ostalih igrača koštaju 3 više", Dvorana Tišine — `when: not_your_turn` only in a
    turn not the caster's); `own_turn`: cast in the caster's own turn."""
    extra = 0
    for s in statics_in_play(cards, seen, "spell_cost_increase"):
        if not (own_turn and s.get("when") == "not_your_turn"):
            amount = s.get("amount", 0)
            extra += amount if isinstance(amount, int) else 0
    return extra


def keeps_alive(cards: Mapping[str, CardDef], p: PermanentView) -> bool:
    """Whether `p` keeps its controller in the game at 0 life or less ("Ne gubiš partiju ako
    ti je ukupan život 0 ili manje", Senoviti Kamen): gone, he loses at once (A3.32)."""
    card = lookup(cards, p.card)
    return card is not None and any(s.op == "cant_lose_for_life" for s in card.statics)


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
    return loses_fight(seen, p) or _opponent_kills_now(cards, seen, me, p, any_kill)


def _opponent_kills_now(
    cards: Mapping[str, CardDef], seen: GameView, me: int, p: PermanentView, any_kill: bool
) -> bool:
    """Whether the opponent's spell or ability on top of the niz kills `p` (`niz_kills`)."""
    top = seen.stack[0] if seen.stack else None
    if top is None or top.controller == me:
        return False
    q = _after_resolving(cards, seen, top, p)
    return niz_kills(cards, top, q, any_kill, source_power(seen, top))


def _after_resolving(
    cards: Mapping[str, CardDef], seen: GameView, item: StackItemView, p: PermanentView
) -> PermanentView:
    """Our creature `p` as the state-based check after niz item `item` resolves sees it:
    a spell goes to its odlagalište as the last step of resolving (D14.29), so a "*" that
    counts sorceries in odlagališta (Crvena Ala) has grown by then (B9.20)."""
    card = lookup(cards, item.card) if item.kind == "spell" and item.card is not None else None
    after = stars_after(cards, seen, item.controller, card) if card is not None else None
    grown_p = after.permanent(p.id) if after is not None else None
    return grown_p if grown_p is not None else p


def outgrown_after_top(
    cards: Mapping[str, CardDef], seen: GameView, p: PermanentView, damage: int
) -> bool:
    """Whether `damage` kills creature `p` now but not once the spell on top of the niz has
    resolved and gone to its odlagalište (D14.29): a "*" that counts sorceries in the
    odlagališta (Crvena Ala, B9.20) grows past it — burn at it is now or never."""
    top = seen.stack[0] if seen.stack else None
    if top is None or not 0 < health(p) <= damage:
        return False
    return health(_after_resolving(cards, seen, top, p)) > damage


def toughness_saves(
    cards: Mapping[str, CardDef], seen: GameView, me: int, toughness: int
) -> list[PermanentView]:
    """Our creatures the opponent's spell or ability on top of the niz kills by damage alone
    (Oluja's 20 to each creature) that `toughness` more, given first in answer (D9.12: the
    last put on the niz resolves first), keeps alive (C11). A destroy is not survived so."""
    top = seen.stack[0] if seen.stack else None
    card = lookup(cards, top.card) if top is not None and top.card is not None else None
    if top is None or card is None or top.controller == me or toughness <= 0:
        return []
    effects = item_effects(card, top)[:1]
    if not effects or any(e.op == "destroy" for e in effects[0]):
        return []
    saved = []
    for p in seen.permanents_of(me):
        if not p.is_creature:
            continue
        q = _after_resolving(cards, seen, top, p)
        if not niz_kills(cards, top, q, True, source_power(seen, top)):
            continue
        if damage_to(card, top, effects[0], p, source_power(seen, top)) < health(p) + toughness:
            saved.append(p)
    return saved


#: the groups a "destroy" or damage sweeps (every creature: Oluja, Ognjena Kiša, Perunov Gnev)
SWEPT = frozenset({"all_creatures", "each_creature", "each_creature_and_player"})


def niz_kills(
    cards: Mapping[str, CardDef],
    item: StackItemView,
    p: PermanentView,
    any_kill: bool = False,
    power: int = 0,
) -> bool:
    """Whether the spell or ability `item` on the niz, aimed at `p` or at every creature,
    kills it in a way regeneration saves it from (damage it can't take, or "destroy" that
    allows it) — `any_kill`: in any way (a destroy that forbids regeneration too, or its
    toughness brought to 0). `power`:
    its source's (`source_power`)."""
    aimed = p.id in {tv.ref for tv in item.targets}
    card = lookup(cards, item.card) if item.card is not None else None
    if card is None:
        return False
    one_target = card.spell_targets[0] if len(card.spell_targets) == 1 else None
    if aimed and item.kind == "spell" and one_target and not colour_allows(one_target, p):
        return False  # its one target is no longer legal: it is countered (D14.21)
    for effects in item_effects(card, item)[:1]:
        for e in effects:
            destroys = e.op == "destroy" and (
                (aimed and e.get("what") == "target") or e.get("what") in SWEPT
            )
            if destroys and (any_kill or not e.get("no_regeneration")):
                return True
        damage = damage_to(card, item, effects, p, power)
        if damage > 0 and damage >= health(p):
            return True
        # -10/-10 counters or -X/-X to its toughness (Venuće's three): it dies as a state-based
        # effect, which regeneration can't replace (D21.52)
        shrink = spell_facts(card, effects, power).shrink if aimed and any_kill else 0
        if shrink and shrink >= health(p):
            return True
    return False


def damage_to(
    card: CardDef,
    item: StackItemView,
    effects: tuple[Effect, ...],
    p: PermanentView,
    power: int = 0,
) -> int:
    """The damage `effects` of niz item `item` (of `card`) deal `p`: aimed at it, or to
    every creature (C11 sweepers: Oluja's 20, Ognjena Kiša's X×10). `power`: its source's,
    for damage equal to it (Besomar)."""
    aimed = p.id in {tv.ref for tv in item.targets}
    sweeps = any(e.op == "damage" and e.get("to") in SWEPT for e in effects)
    return _damage_of(card, item, effects, power) if aimed or sweeps else 0


def item_effects(card: CardDef, item: StackItemView) -> list[tuple[Effect, ...]]:
    """The effects of niz item `item` of `card`: its spell's; for an ability, those of the
    card's triggered and activated abilities whose text the item shows (several printed
    alike; none when no text matches, as for a granted ability). A card's one ability
    printed without a text of its own (Besomar: the card's text is the ability's) shows
    an empty text on the niz, and is matched by it."""
    if item.kind == "spell":
        return [card.spell_effects]
    return [ab.effects for ab in printed_abilities(card) if ab.text == item.text]


def printed_abilities(card: CardDef) -> list[TriggeredAbility | ActivatedAbility]:
    """The triggered and activated abilities printed on `card` (D3.70)."""
    return [*card.triggered, *card.activated]


def source_power(seen: GameView, item: StackItemView) -> int:
    """The power of niz item `item`'s source as the view shows it now (0 when it is gone: the
    engine then uses its last known power, D3.60, which the view no longer shows)."""
    src = seen.permanent(item.source) if item.source is not None else None
    return power(src) if src is not None else 0


def _damage_of(
    card: CardDef, item: StackItemView, effects: tuple[Effect, ...], power: int = 0
) -> int:
    facts = spell_facts(card, effects, power)
    return facts.damage + facts.x_damage * max(item.x, 0)


def redirect_amount(ab: ActivatedAbility) -> int:
    """The damage an ability takes off its own creature and deals to a target creature
    instead, if that is all it does (Fanatik: "Idućih 10 štete koji bi bili naneti Fanatiku
    ... nanose se odabranom biću umesto toga", D20.63); else 0."""
    if len(ab.effects) != 1 or not ab.targets:
        return 0
    e = ab.effects[0]
    amount = e.get("amount")
    if e.op != "redirect_damage" or e.get("what") != "self" or e.get("to") != "target":
        return 0
    return amount if isinstance(amount, int) else 0


def damage_coming(
    cards: Mapping[str, CardDef], seen: GameView, me: int, p: PermanentView
) -> tuple[int, int]:
    """(at most, at least) the damage our creature `p` is about to be dealt: by the
    creatures it fights after blocks (C11) and by the opponent's spells and abilities on the
    niz aimed at it or at every creature. An attacker `p` blocks may give it less than its
    power: a Razbijač only the damage that destroys it (E3.102, the rest to the player), one
    blocked by others too perhaps nothing (it divides its damage among them)."""
    most = least = 0
    if seen.step == "blokeri":
        for f in _foes(seen, p):
            most += power(f)
            if not f.attacking:
                least += power(f)
            elif len(f.blocked_by) == 1:
                least += min(power(f), health(p)) if TRAMPLE in f.card.keywords else power(f)
    for item in seen.stack:
        card = lookup(cards, item.card) if item.card is not None else None
        if item.controller == me or card is None:
            continue
        for effects in item_effects(card, item)[:1]:
            dealt = damage_to(card, item, effects, p, source_power(seen, item))
            most, least = most + dealt, least + dealt
    return most, least


def redirect_target(
    seen: GameView, me: int, p: PermanentView, redirected: int
) -> PermanentView | None:
    """Where our `p` (Fanatik) sends `redirected` damage (the least that will come, so a
    kill counted on is a kill made): the blocker it kills between our next attack and a
    win (`combat_plan.blocker_before_next_win`), else the opponent's most valuable
    creature it kills (with `p`'s own combat damage when they fight), else the one of his
    that `p` fights, else his most valuable. None: he has no creature (one of ours gains
    nothing from it)."""
    theirs = [x for x in seen.permanents_of(1 - me) if x.is_creature]
    foes = {f.id for f in _foes(seen, p)} if seen.step == "blokeri" else set()

    def worth(x: PermanentView) -> tuple[int, int]:
        return creature_value(x), -x.id

    killed = [x for x in theirs if redirected + (power(p) if x.id in foes else 0) >= health(x)]
    # (first the blocker between our next attack and a win, C10)
    decisive = blocker_before_next_win(seen, me, lambda x: x in killed)
    if decisive is not None:
        return decisive
    fought = [x for x in theirs if x.id in foes]
    pick = killed or fought or theirs
    return max(pick, key=worth) if pick else None


def animates_self(card: CardDef, index: int) -> tuple[int, int] | None:
    """(power, toughness) activated ability `index` of `card` gives its own permanent as a
    creature until the end of the turn, for mana (Dete iz Kamena: "2: postaje 20/20
    artefakt biće do kraja poteza"), if that is all it does; else None."""
    if index >= len(card.activated):
        return None
    ab = card.activated[index]
    if len(ab.effects) != 1 or ab.cost.tap or ab.cost.sacrifice_self or ab.cost.sacrifice:
        return None
    e = ab.effects[0]
    pt = e.get("power"), e.get("toughness")
    if e.op != "animate" or e.get("what") != "self" or "Biće" not in (e.get("types") or ()):
        return None
    return (pt[0], pt[1]) if isinstance(pt[0], int) and isinstance(pt[1], int) else None


def animated(seen: GameView, p: PermanentView, pt: tuple[int, int]) -> GameView:
    """The view with `p` a `pt` creature, as it would be after its animation resolves
    (what the attack and block planners are asked about)."""
    face = replace(p.card, types=(*p.card.types, "Biće"), power=pt[0], toughness=pt[1])
    return with_permanent(seen, replace(p, card=face))


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


def equip_target(
    seen: GameView, me: int, gear: int, boost: tuple[tuple[str, ...], int] = ((), 0)
) -> PermanentView | None:
    """The creature of ours to equip (B12.65): the one the Oprema's `boost` (keywords,
    power: `knowledge.aura_boost`) makes the attack lethal with (C10, `boost_for_lethal`),
    else the best of those that can attack, in the first main phase, else the best; None
    where the Oprema already is on it — or on one of ours, with no attack to come."""
    equipment = seen.permanent(gear)
    mine = [p for p in seen.permanents_of(me) if p.is_creature]
    if equipment is None or not mine:
        return None
    attackers = able_attackers(seen, me) if seen.step == "glavna1" else []
    lethal = boost_for_lethal(seen, me, *boost) if equipment.attached_to is None else None
    best = lethal or max(attackers or mine, key=lambda p: (creature_value(p), -p.id))
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


def prevention_target(
    cards: Mapping[str, CardDef],
    seen: GameView,
    me: int,
    card: CardDef,
    effects: tuple[Effect, ...],
    targets: tuple[TargetSpec, ...],
) -> tuple[int, bool] | None:
    """Damage prevention aimed at one (Sveti Čovek: "Spreči idućih 40 štete ... odabranom
    biću ili igraču"; Voda Adžijazma's mode), after blocks: (our player, True) when the
    damage through would kill us and the prevented part saves us; else (our most valuable
    creature `card` may target that dies in its fight and the prevented part saves, False);
    None: nothing to save."""
    amount = sum(int(e.get("amount")) for e in effects if isinstance(e.get("amount"), int))
    kinds = {spec.kind for spec in targets}
    top = seen.stack[0] if seen.stack else None
    if top is not None and top.controller != me and kinds & {"player", "creature_or_player"}:
        # his spell or ability on top of the niz dealing us our last life (Kostolomac's 10):
        # the prevention resolves first (D9.12); killing its source wouldn't stop it (D3.60)
        aimed = any(tv.ref == player_ref(me) for tv in top.targets)
        spell = lookup(cards, top.card) if aimed and top.card is not None else None
        lists = item_effects(spell, top) if spell is not None else []
        hurt = _damage_of(spell, top, lists[0], source_power(seen, top)) if spell and lists else 0
        if hurt >= seen.player(me).life > hurt - amount:
            return player_ref(me), True
    if seen.step != "blokeri" or not targets or any(i.controller != me for i in seen.stack):
        # combat damage comes only once the niz is empty, and the opponent's spell on it (a
        # pump, Bojni Poklič) changes what gets through: decided after it resolves (we get
        # prednost again before the damage: a step ends only when all pass in succession with
        # the niz empty, C1.20, D9.13)
        return None
    attacker = seen.active
    if attacker != me and kinds & {"player", "creature_or_player"}:
        # a blocked Razbijač's excess comes through too: it assigns its blockers lethal
        # damage by their toughness, prevention on them not counted (E3.102, E3.104)
        through = sum(through_share(seen, x) for x in seen.permanents_of(attacker))
        if through >= seen.player(me).life > through - amount:
            return player_ref(me), True
    if not kinds & {"creature", "creature_or_player"}:
        return None
    saved = [
        p
        for p in seen.permanents_of(me)
        if p.is_creature
        and colour_allows(targets[0], p)
        and not protected_from(p, card)
        and loses_fight(seen, p)
        and sum(power(f) for f in _foes(seen, p)) - amount < health(p)
    ]
    if not saved:
        return None
    return max(saved, key=lambda x: (creature_value(x), -x.id)).id, False


def discards_after_sacrifice(ab: ActivatedAbility) -> int | None:
    """Viši Ciljevi ("Žrtvuj biće: Vuci onoliko karti kolika je desetina snage tog bića ...,
    zatim odbaci tri karte"): the cards it discards after drawing a tenth of the sacrificed
    creature's power, if that is all it does; else None."""
    if ab.cost.sacrifice is None or ab.cost.tap or ab.targets or not ab.effects:
        return None
    draw, *rest = ab.effects
    if draw.op != "draw" or draw.get("count") != "sacrificed_power_tenth":
        return None
    if draw.get("who", "you") != "you" or len(rest) > 1:
        return None
    if not rest:
        return 0
    discard = rest[0]
    count = discard.get("count")
    if discard.op != "discard" or discard.get("who", "you") != "you":
        return None
    return count if isinstance(count, int) else None


def dies_for_nothing(
    cards: Mapping[str, CardDef], seen: GameView, me: int, p: PermanentView
) -> bool:
    """Whether our creature `p` is about to be destroyed and its dying gains nothing: the
    opponent's spell or ability on top of the niz kills it, or it loses its fight after
    blocks (C11) killing none of the creatures it fights, and it doesn't stand before a
    Razbijač (E3.103: with its blockers gone, all its damage goes to the player)."""
    if _opponent_kills_now(cards, seen, me, p, True):
        return True
    if not loses_fight(seen, p):
        return False
    foes = _foes(seen, p)
    if p.blocking is not None and any(TRAMPLE in f.card.keywords for f in foes):
        return False
    return not any(fight(p, f)[1] if p.attacking else fight(f, p)[0] for f in foes)


def granted_ability(
    cards: Mapping[str, CardDef], seen: GameView, oid: int, index: int
) -> ActivatedAbility | None:
    """Activated ability `index` of permanent `oid` when an Aura or Oprema on it grants it
    (Dar Predaka: "Promenjeno biće ima osobinu: „@: Ovo biće nanosi 10 štete ...”"; D3.70: a
    granted ability comes after the printed ones), found by its text among what the
    attached permanents grant; None if none grants it."""
    p = seen.permanent(oid)
    if p is None or index >= len(p.card.ability_texts):
        return None
    text = p.card.ability_texts[index]
    for attached in (seen.permanent(i) for i in p.attachments):
        card = lookup(cards, attached.card) if attached is not None else None
        for static in card.statics if card is not None else ():
            ability = static.get("ability")
            if static.op != "grant_activated" or not isinstance(ability, ActivatedAbility):
                continue
            if ability.text == text:
                return ability
    return None
