"""What a player knows about cards without seeing hidden ones: the public card definitions.

Every card's rules are printed and public (B2), so an agent may read a `CardDef` by the name it
sees on a card face. Here are the few facts the heuristic needs: does a spell hurt or help its
target, how much damage it deals, and how much a creature is worth on the board.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, replace

from izvori.engine.carddef import (
    PROTECTION,
    ActivatedAbility,
    CardDef,
    CardType,
    Effect,
    Keyword,
    Mode,
    TargetSpec,
    TriggeredAbility,
)
from izvori.engine.mana import SOURCE_TYPE_COLOR, ManaCost
from izvori.engine.view import CardFace, GameView, PermanentView

#: Effects that are bad for whatever they target (everything else is taken as help).
HARMFUL = frozenset(
    {
        "damage",
        "destroy",
        "tap",
        "bounce",
        "gain_control",
        "lose_life",
        "discard",
        "discard_by_color",  # Pogled kroz Noć: "odabrani igrač ... odbacuje" (never ourselves)
        "counter",
        "set_pt",
        "change_text",
        "change_target",
    }
)

#: Keywords that make a creature worth more, in tenths of a point of power (heuristic weights).
KEYWORD_VALUE: dict[str, int] = {
    Keyword.FLYING.value: 8,
    Keyword.FIRST_STRIKE.value: 6,
    Keyword.TRAMPLE.value: 3,
    Keyword.VIGILANCE.value: 3,
    Keyword.HASTE.value: 2,
    Keyword.FEAR.value: 6,
    Keyword.INDESTRUCTIBLE.value: 15,
    Keyword.UNBLOCKABLE.value: 8,
    Keyword.REACH.value: 3,
}
NEGATIVE_KEYWORDS: dict[str, int] = {
    Keyword.CANT_BLOCK.value: -5,
    Keyword.CANT_ATTACK.value: -8,
    Keyword.CANT_ATTACK_ALONE.value: -3,
}


@dataclass(frozen=True)
class SpellFacts:
    """What one castable card or ability does, as far as targeting and value go."""

    harmful: bool  # its targets are meant to suffer
    damage: int  # fixed damage to a target (0: none or X-dependent)
    x_damage: int  # damage per X (Vatrene Strele: 10)
    destroys: bool
    creature: bool
    permanent: bool
    instant: bool
    mana_value: int
    #: toughness taken from a target (Kletva Krvi −20/−20, Venuće three −10/−10 counters):
    #: it kills what has no more toughness than that, like damage (C11, D20)
    shrink: int = 0


def effects_of(card: CardDef) -> tuple[Effect, ...]:
    return card.spell_effects


#: `spell_facts` of a card's own spell effects, by the card's identity (with the card, so the
#: id stays its own): a card definition is immutable, so these facts never change, and the
#: heuristic asks for them thousands of times a game in a searching opponent's rollouts
_CARD_FACTS: dict[int, tuple[CardDef, SpellFacts]] = {}


def spell_facts(
    card: CardDef, effects: tuple[Effect, ...] | None = None, power: int = 0
) -> SpellFacts:
    """What `card` does (`effects`: an ability's or a chosen part's effects instead of the
    card's spell effects; `power`: its source's power now, for damage "equal to its power",
    Besomar's `amount: power`)."""
    if effects is not None:
        return _facts(card, effects, power)
    kept = _CARD_FACTS.get(id(card))
    if kept is not None and kept[0] is card:
        return kept[1]
    facts = _facts(card, None)
    if len(_CARD_FACTS) > 10_000:  # (card pools are a few hundred cards)
        _CARD_FACTS.clear()
    _CARD_FACTS[id(card)] = (card, facts)
    return facts


def denies_blocks(effects: tuple[Effect, ...]) -> bool:
    """Whether the effects make their target unable to block (Plamena Pretnja: "Odabrano
    biće ne može da blokira do kraja poteza"): harm aimed at a blocker, not help."""
    return any(
        e.op in ("pump", "grant")
        and e.get("what") == "target"
        and CANT_BLOCK in (e.get("keywords") or ())
        for e in effects
    )


CANT_BLOCK = Keyword.CANT_BLOCK.value


def disarms(effects: tuple[Effect, ...]) -> bool:
    """Whether the effects leave their target with no power and no abilities (Jednakost:
    "gubi sve osobine i postaje 0/10 biće do kraja poteza"): an attacker made harmless."""
    return bool(effects) and all(
        e.op == "set_pt"
        and e.get("what") == "target"
        and e.get("power") == 0
        and bool(e.get("remove_abilities"))
        for e in effects
    )


def x_life_loss(effects: tuple[Effect, ...]) -> int:
    """Life a target player loses per X (Isisavanje Života: "gubi X puta 10 života")."""
    return _per_x(effects, "lose_life", "target")


def x_life_gain(effects: tuple[Effect, ...]) -> int:
    """Life their own player gains per X (Isisavanje Života: "ti dobijaš X puta 10")."""
    return _per_x(effects, "gain_life", "you")


def _per_x(effects: tuple[Effect, ...], op: str, who: str) -> int:
    per = 0
    for e in effects:
        amount = e.get("amount")
        if (
            e.op == op
            and e.get("who") == who
            and isinstance(amount, str)
            and amount.startswith("X*")
            and amount[2:].isdigit()
        ):
            per += int(amount[2:])
    return per


def hits_players(effects: tuple[Effect, ...]) -> bool:
    """Whether the damage of the effects goes to every player too (Ognjena Kiša: "svakom
    biću i svakom igraču"), its own player among them."""
    return any(e.op == "damage" and e.get("to") == "each_creature_and_player" for e in effects)


def aura_toughness(card: CardDef) -> int:
    """The toughness an Aura gives the creature it enchants (Samopovređivanje: -10): below
    zero, it is removal where that kills (C11), harm to our own creatures."""
    total = 0
    for s in card.statics:
        tough = s.get("toughness")
        if s.affects == "enchanted" and s.op in ("static_pump", "pump") and isinstance(tough, int):
            total += tough
    return total


def shrinks_all(effects: tuple[Effect, ...]) -> int:
    """Toughness every creature loses (Zlokobni Oblaci: "Sva bića dobijaju -10/-10"): it
    kills like damage to each creature (C11), a sweeper."""
    return max(
        (
            -int(e.get("toughness"))
            for e in effects
            if e.op == "pump"
            and e.get("what") == "all_creatures"
            and isinstance(e.get("toughness"), int)
            and int(e.get("toughness")) < 0
        ),
        default=0,
    )


def source_kinds_of(card: CardDef) -> set[str]:
    """The mana kinds `card` makes once in play as a source: a printed Izvor's ("R|Z": red or
    green, B12.71), else the basic source of its one colour's (B12.76: Mladi Vuk is a Šuma,
    green); none for a card of no single colour (an artifact's kind is not read here)."""
    if card.only_source:
        return {k for entry in card.source_colors for k in entry.split("|")}
    basic = card.basic_source_type()
    return {SOURCE_TYPE_COLOR[basic].value} if basic is not None else set()


def aura_boost(card: CardDef) -> tuple[tuple[str, ...], int]:
    """The keywords and power an Aura gives the creature it enchants, or an Oprema the one it
    equips (E3.131, B12.65: its statics that affect "enchanted" or "equipped"; Krila: Letač,
    Kovani Mač: +20/+0)."""
    keywords, plus, _toughness = aura_stats(card)
    return keywords, plus


def aura_stats(card: CardDef) -> tuple[tuple[str, ...], int, int]:
    """`aura_boost` with the toughness too: (keywords, power, toughness) — Sveta Moć's
    +10/+20."""
    keywords: tuple[str, ...] = ()
    plus = [0, 0]
    for s in card.statics:
        if s.affects not in ("enchanted", "equipped") or s.op not in (
            "static_pump",
            "grant",
            "pump",
        ):
            continue
        keywords += tuple(s.get("keywords") or ())
        for i, key in enumerate(("power", "toughness")):
            n = s.get(key)
            plus[i] += n if isinstance(n, int) else 0
    return keywords, plus[0], plus[1]


def star_face(card: CardDef, face: CardFace, seen: GameView, me: int) -> CardFace:
    """`face` of a creature card in our hand with its "*" power and toughness as they will be
    once it is in play under our control (B9.20; outside play the face shows 0/0): Crvena
    Ala's "broj vradžbina u svim odlagalištima puta 10", counted from the view."""
    word = card.pt_defined_by
    if word is None:
        return face
    mine = seen.player(me)
    if word == "cards_in_hand":
        n = len(mine.hand or ()) - 1  # (itself gone from the hand)
    elif word == "sorceries_in_all_graveyards":
        sorcery = CardType.SORCERY.value
        n = sum(1 for p in seen.players for c in p.graveyard if sorcery in c.types)
    elif word == "creatures_you_control":
        n = 1 + sum(1 for p in seen.permanents_of(me) if p.is_creature)
    elif word == "cards_in_your_graveyard":
        n = len(mine.graveyard)
    else:
        return face
    return replace(face, power=10 * n, toughness=10 * n)


def opponents_hit(effects: tuple[Effect, ...]) -> int:
    """Damage or life loss the effects deal each opponent with no target ("Pipci Zla nanose
    20 štete ostalim igračima")."""
    return sum(
        int(e.get("amount"))
        for e in effects
        if isinstance(e.get("amount"), int)
        and (
            (e.op == "damage" and e.get("to") == "each_opponent")
            or (e.op == "lose_life" and e.get("who") == "each_opponent")
        )
    )


def token_faces(effects: tuple[Effect, ...]) -> tuple[CardFace, ...]:
    """The creature tokens the effects make, each as the face it will show ("Ubaci u igru
    dva crna simbol-bića Zombi 20/20", Povorka Mrtvih; D5 tokens), with ids no card has."""
    faces: list[CardFace] = []
    for e in effects:
        if e.op != "create_token":
            continue
        count = e.get("count", 1)
        color = MANA_WORDS.get(str(e.get("color", "")))
        for _ in range(count if isinstance(count, int) else 1):
            faces.append(
                CardFace(
                    id=TOKEN_IDS - len(faces),
                    name="",
                    printed_name="",
                    cost=None,
                    colors=(color,) if color else (),
                    types=(CardType.CREATURE.value,),
                    subtypes=tuple(e.get("subtypes") or ()),
                    power=int(e.get("power") or 0),
                    toughness=int(e.get("toughness") or 0),
                    keywords=tuple(e.get("keywords") or ()),
                    text="",
                    reminder="",
                    flavor="",
                    rarity="",
                )
            )
    return tuple(faces)


#: the ids `token_faces` gives, downwards (no object and no player reference has one)
TOKEN_IDS = -10_000


def granted_abilities(card: CardDef) -> tuple[ActivatedAbility, ...]:
    """The activated abilities an Aura gives the creature it enchants, or an Oprema the one
    it equips (Dar Predaka: "@: Ovo biće nanosi 10 štete odabranom biću ili igraču")."""
    return tuple(
        ability
        for s in card.statics
        if s.op == "grant_activated"
        and s.affects in ("enchanted", "equipped")
        and isinstance(ability := s.get("ability"), ActivatedAbility)
    )


def aura_steals(card: CardDef) -> bool:
    """Whether `card` is an Aura that gives its controller the creature it enchants
    ("Kontrolišeš promenjeno biće", Razumno Objašnjenje; aura_control.py)."""
    return bool(card.enchant) and any(s.op == "control" for s in card.statics)


def _facts(card: CardDef, effects: tuple[Effect, ...] | None, power: int = 0) -> SpellFacts:
    effs = card.spell_effects if effects is None else effects
    # an aura "Kontrolišeš promenjeno biće" (aura_control.py), or control for good (Zov Sirene:
    # "Stekni kontrolu nad odabranim bićem"), takes the creature: aimed as removal
    steals = effects is None and aura_steals(card)
    steals = steals or any(
        e.op == "gain_control" and e.get("duration", "permanent") == "permanent" for e in effs
    )
    harmful = any(e.op in HARMFUL for e in effs) or steals or denies_blocks(effs)
    damage = 0
    x_damage = 0
    shrink = 0
    for e in effs:
        if e.op == "pump" and e.get("what") == "target":
            tough = e.get("toughness")
            shrink = max(shrink, -tough if isinstance(tough, int) else 0)
        if e.op == "put_counters" and e.get("what") == "target":
            kind, count = str(e.get("counter") or ""), e.get("count")
            if kind.startswith("-") and "/-" in kind and isinstance(count, int):
                shrink = max(shrink, count * int(kind.split("/-")[1]))
        if e.op != "damage":
            continue
        amount = e.get("amount")
        if isinstance(amount, int):
            damage = max(damage, amount)
        elif amount == "power":  # "štetu jednaku svojoj snazi" (never below 0, D3.60)
            damage = max(damage, power)
        elif isinstance(amount, str) and amount.startswith("X*"):
            x_damage = int(amount[2:]) if amount[2:].isdigit() else 10
        elif isinstance(amount, str) and amount == "X":
            x_damage = 1
    return SpellFacts(
        harmful=harmful or shrink > 0,
        damage=damage,
        x_damage=x_damage,
        destroys=any(e.op == "destroy" for e in effs) or steals,
        creature=CardType.CREATURE in card.types,
        permanent=bool(card.types & {CardType.ARTIFACT, CardType.ENCHANTMENT, CardType.CREATURE}),
        instant=CardType.INSTANT in card.types or Keyword.FLASH in card.keywords,
        mana_value=card.cost.total() if card.cost is not None else 0,
        shrink=shrink,
    )


#: A colour word of the card text (an `add_mana` kind: "zelena") to its mana letter. The
#: engine's own table (mana.COLOR_WORDS) is not on its public face; tests/agents/test_lako.py
#: checks that the two agree.
MANA_WORDS: dict[str, str] = {
    "žuta": "Ž",
    "plava": "P",
    "crna": "C",
    "crvena": "R",
    "zelena": "Z",
}


def entry_triggers(card: CardDef) -> list[TriggeredAbility]:
    """The card's own "Kada [ovo] uđe u igru, ..." abilities (D11: they trigger as it enters
    play, so casting it is casting them too)."""
    return [ab for ab in card.triggered if ab.event == "enters_play" and ab.cond("who") == "self"]


def life_cost(card: CardDef) -> int:
    """Life the card makes its own player lose as it is cast or enters play (Gladne Zmije:
    "Kada uđu u igru, gubiš 30 života"): a price paid at once, like mana."""
    effects = list(card.spell_effects)
    for ab in entry_triggers(card):
        effects.extend(ab.effects)
    return _own_life_loss(effects)


def life_taken(effects: tuple[Effect, ...], x: int = 0) -> int:
    """Life the effects make their target player lose ("odabrani igrač gubi 40 života",
    Dodir Smrti; "gubi X puta 10", Isisavanje Života with this X)."""
    fixed = sum(
        int(e.get("amount"))
        for e in effects
        if e.op == "lose_life" and e.get("who") == "target" and isinstance(e.get("amount"), int)
    )
    return fixed + x_life_loss(effects) * x


def kicked_drain(card: CardDef) -> int:
    """The life its kicker makes the controller of its target creature lose (Kletva Krvi:
    "Ako je Kletva Krvi pojačana, kontrolor tog bića gubi 20 života", E3.140)."""
    return sum(
        int(e.get("amount"))
        for e in card.kicker_effects
        if e.op == "lose_life"
        and e.get("who") == "target_controller"
        and isinstance(e.get("amount"), int)
    )


def life_per_creature(effects: tuple[Effect, ...]) -> int:
    """Napad Vukova: "Ukupan život svakog igrača postaje jednak broju bića koja taj igrač
    kontroliše puta 10" — the life each player gets per creature (0: not such a card)."""
    for e in effects:
        per = e.get("per_creature")
        if (
            e.op == "set_life_by_creatures"
            and e.get("who") == "each_player"
            and isinstance(per, int)
        ):
            return per
    return 0


#: `mode_card` by (card identity, mode index), with the card so the identity stays its own
_MODE_CARDS: dict[tuple[int, int], tuple[CardDef, CardDef]] = {}


def mode_card(card: CardDef, mode: Mode) -> CardDef:
    """A modal spell (D15.72) as the card it is with one mode chosen: that mode's targets and
    effects as its own, and no other mode — so each mode is weighed like a card of its own."""
    key = (id(card), card.modes.index(mode))
    kept = _MODE_CARDS.get(key)
    if kept is not None and kept[0] is card:
        return kept[1]
    if len(_MODE_CARDS) > 10_000:  # (card pools are a few hundred cards)
        _MODE_CARDS.clear()
    chosen = replace(card, spell_targets=mode.targets, spell_effects=mode.effects, modes=())
    _MODE_CARDS[key] = (card, chosen)
    return chosen


def protected_from(p: PermanentView, card: CardDef) -> bool:
    """E3.20 "Anti-[boja]": a permanent with protection from a colour can't be the target of
    a spell or ability of that colour — whether `card`'s colours keep it from targeting `p`."""
    colors = {c.value for c in card.colors}
    return any(kw.value in p.card.keywords and c.value in colors for kw, c in PROTECTION.items())


def entry_life_gain(card: CardDef) -> int:
    """Life permanent `card` gains its controller for each other creature that comes into
    play ("Kad god drugo biće uđe u igru, dobijaš 10 života", Dušebrižnik, D11)."""
    return sum(
        int(e.get("amount"))
        for ab in card.triggered
        if ab.event == "enters_play"
        and ab.cond("who") in ("another", "any")
        and ab.cond("kind", "creature") == "creature"
        for e in ab.effects
        if e.op == "gain_life" and e.get("who") == "you" and isinstance(e.get("amount"), int)
    )


def death_life_gain(card: CardDef) -> int:
    """Life permanent `card` gains its controller for each creature that dies ("Kad god
    biće ode na odlagalište iz igre, možeš dobiti 10 života", Bezdan Tajni, D11)."""
    return sum(
        int(e.get("amount"))
        for ab in card.triggered
        if ab.event == "dies" and ab.cond("who") == "any"
        for e in ab.effects
        if e.op == "gain_life" and e.get("who") == "you" and isinstance(e.get("amount"), int)
    )


def upkeep_win_goals(card: CardDef) -> list[int]:
    """The life at which permanent `card` wins its controller the game at the beginning of
    his upkeep ("ako imaš 500 ili više života, dobijaš partiju", Stepenice k Nebu, D11.80)."""
    goals: list[int] = []
    for ab in card.triggered:
        goal = dict(ab.intervening_if).get("your_life_at_least")
        wins = any(e.op == "win_game" for e in ab.effects)
        if ab.event == "step_begins" and ab.cond("step") == "priprema" and wins:
            goals += [goal] if isinstance(goal, int) else []
    return goals


def draw_harm(card: CardDef, drawer_controls: bool) -> int:
    """Damage or life each card a player draws costs him through the triggered abilities of
    permanent `card` on "a player draws" that hurt the player who drew (D11; Mračni
    Strahovi: "Kad god neki protivnik vuče kartu, ... mu nanose 10 štete");
    `drawer_controls`: whether he controls `card`."""
    price = 0
    for ab in card.triggered:
        who = ab.cond("player", "any")
        if ab.event != "draws" or (who != "any" and (who == "you") != drawer_controls):
            continue
        for e in ab.effects:
            amount = e.get("amount")
            hurts = e.op in ("damage", "lose_life") and "trigger_player" in (
                e.get("to"),
                e.get("who"),
            )
            if hurts and isinstance(amount, int):
                price += amount
    return price


def upkeep_life_cost(card: CardDef) -> int:
    """Life the permanent makes its controller lose at the beginning of each of his upkeeps
    (Demon Bezdana: "Na početku tvoje pripreme, gubiš 10 života"; C2): the first of them is
    paid before it has done anything."""
    return _own_life_loss(
        [
            e
            for ab in card.triggered
            if ab.event == "step_begins"
            and ab.cond("step") == "priprema"
            and ab.cond("whose") == "your"
            for e in ab.effects
        ]
    )


def own_life_gain(effects: tuple[Effect, ...]) -> int:
    """The life `effects` make their own player gain ("dobijaš 20 života", Surovi Razbojnik)."""
    return sum(
        int(e.get("amount"))
        for e in effects
        if e.op == "gain_life" and e.get("who") == "you" and isinstance(e.get("amount"), int)
    )


def _own_life_loss(effects: list[Effect]) -> int:
    """The life `effects` make their own player lose ("gubiš N života")."""
    return sum(
        int(e.get("amount"))
        for e in effects
        if e.op == "lose_life" and e.get("who") == "you" and isinstance(e.get("amount"), int)
    )


def own_draws(effects: tuple[Effect, ...]) -> tuple[int, int]:
    """The cards `effects` make their own player draw (`draw` with `who: you` or `each`, a
    "may" included): (a fixed number, a number per X). A count worked out on resolution
    (Viši Ciljevi: a tenth of the sacrificed creature's power) counts as one at least."""
    fixed = per_x = 0
    for e in effects:
        inner = e.get("effects")
        if isinstance(inner, tuple):
            f, x = own_draws(tuple(i for i in inner if isinstance(i, Effect)))
            fixed, per_x = fixed + f, per_x + x
        if e.op != "draw" or e.get("who", "you") not in ("you", "each"):
            continue
        count = e.get("count", 1)
        if count == "X":
            per_x += 1
        else:
            fixed += count if isinstance(count, int) else 1
    return fixed, per_x


def face_value(c: CardFace) -> int:
    """A card's mana value as its face shows it (B4.30; X counts as nothing)."""
    return ManaCost.parse(c.cost).total() if c.cost else 0


def cost_at_life(card: CardDef, life: int) -> int:
    """The mana `card` costs its caster at `life` (D10.16, D3.93): its printed cost less
    its own reductions whose condition holds ("Ako imaš 35 života ili manje, košta 6
    bezbojnih manje", Donosilac Nade), generic mana only."""
    cost = card.cost
    if cost is None:
        return 0
    less = 0
    for st in card.statics:
        limit, amount = st.get("if_life_at_most"), st.get("amount")
        if st.op != "cost_reduction" or not isinstance(amount, int):
            continue
        if limit is None or (isinstance(limit, int) and life <= limit):
            less += amount
    return cost.total() - min(less, cost.generic)


def lookup(cards: Mapping[str, CardDef], face: CardFace) -> CardDef | None:
    """The definition whose text the card in view has: a copy's, the copied card's (E4.20),
    else its own printed card's."""
    copied = cards.get(face.copy_of) if face.copy_of is not None else None
    return copied if copied is not None else cards.get(face.printed_name)


def creature_value(p: PermanentView) -> int:
    """Board worth of a creature in damage units (power and toughness are tens: 20/20); an
    activated ability (a mana one too: Monah Zemlje) makes it worth a little more than the
    same body without, so the plainer one is the chump (C10)."""
    return face_worth(p.card, p.damage)


def permanent_worth(p: PermanentView) -> int:
    """What permanent `p` is worth to its controller: a creature's `creature_value`, else a
    little over its card's (`face_value`)."""
    return creature_value(p) if p.is_creature else 10 + 5 * face_value(p.card)


def face_worth(face: CardFace, damage: int = 0) -> int:
    """`creature_value` of a creature card as its face shows it, with `damage` marked (a card
    outside play: what it would be worth back in it)."""
    power = face.power or 0
    toughness = max(0, (face.toughness or 0) - damage)
    bonus = sum(KEYWORD_VALUE.get(k, 0) + NEGATIVE_KEYWORDS.get(k, 0) for k in face.keywords)
    abilities = ABILITY_VALUE * len(face.ability_texts)
    return power + toughness + bonus * max(power, 10) // 10 + abilities


#: what an activated ability adds to a creature's worth (`creature_value`): a tie-breaker
ABILITY_VALUE = 2


def colour_allows(spec: TargetSpec, p: PermanentView) -> bool:
    """Whether target spec `spec` may take `p` by the filters the view can check (colour:
    Teror Mraka's "koje nije crno"); the engine checks the rest."""
    color = spec.filter("color")
    if color and color not in p.card.colors:
        return False
    not_color = spec.filter("not_color")
    return not (not_color and not_color in p.card.colors)


def spell_target_ok(spec: TargetSpec, types: tuple[str, ...]) -> bool:
    """Whether a spell of `types` is a legal target for `spec` (Dematerijalizacija's "magija
    bića": a creature spell only)."""
    wanted = spec.filter("type")
    if wanted and wanted not in types:
        return False
    kinds = spec.filter("types")
    return not (kinds and not set(kinds) & set(types))
