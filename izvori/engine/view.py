"""What one viewer may see of a game (ARCHITECTURE §6) — the only place that decides it.

`view(game, viewer)` returns values (`values.value_class`: dataclasses frozen for the type
checker, whose `__init__` stores each field directly — a searching opponent makes thousands of
views a decision, and a frozen dataclass's `__init__` cost ~6 % of the machine instructions of
its games, docs/performance.md, session 23). Everything in play, on the niz and in the
odlagališta is public; the viewer's own hand is shown to that viewer only; the other player's
hand and both libraries are only counts. `viewer=None` is a spectator (the hot-seat hand-over
screen): no hand at all. Cards in a hidden zone that the pending decision asks the viewer to
choose among (searching one's own library) are listed in `revealed`, to the decider only. A card
revealed from a hand to play its ability (D3.95) is public while that ability is on the niz: it
is in `revealed` (and on its niz item) for every viewer, the rest of that hand stays hidden.
A hand played revealed (Vidovitost, revealed_hands.py) is in its `PlayerView.hand` for both
players while the ability applies.

Front ends render views, never raw state, so a hot-seat player can't see the other hand by
accident. This module is pure: no I/O, no UI toolkit.
"""

from __future__ import annotations

from typing import Any

from izvori.engine.carddef import ActivatedAbility, CardDef, CardType
from izvori.engine.characteristics import Chars
from izvori.engine.decisions import Action, DecisionKind
from izvori.engine.game import Game
from izvori.engine.mana import MANA_KINDS
from izvori.engine.objects import (
    GameObject,
    StackItem,
    StackKind,
    Zone,
    is_player_ref,
    player_of_ref,
)
from izvori.engine.revealed_hands import hand_revealed
from izvori.engine.text import word_label
from izvori.engine.values import value_class


@value_class
class CardFace:
    """A card as a player reads it: current characteristics plus the printed text."""

    id: int
    name: str
    printed_name: str
    cost: str | None
    colors: tuple[str, ...]
    types: tuple[str, ...]
    subtypes: tuple[str, ...]
    power: int | None
    toughness: int | None
    keywords: tuple[str, ...]
    text: str
    reminder: str
    flavor: str
    rarity: str
    ability_texts: tuple[str, ...] = ()  # aligned with the activated abilities' indices
    #: words a text-changing effect replaced in its text, (old, new) in order (D19.60)
    text_changes: tuple[tuple[str, str], ...] = ()
    #: the printed card's power and toughness are "*"/"*", defined by an ability (B9.20): outside
    #: play, where the ability does not work, the face shows 0/0 and a player reads "*/*"
    pt_defined: bool = False
    #: the name of the card whose copiable values it has (E4.20: Imitator as a Besni Zloduh
    #: reads that card's text, abilities and all); None: no copy
    copy_of: str | None = None

    @property
    def is_creature(self) -> bool:
        return "Biće" in self.types


@value_class
class PermanentView:
    card: CardFace
    controller: int
    owner: int
    tapped: bool
    damage: int
    counters: tuple[tuple[str, int], ...]
    attached_to: int | None
    attachments: tuple[int, ...]
    source_group: str | None  # "Šuma", "Izvor", a printed source's name; None: not a source
    mana: tuple[str, ...]  # mana kinds its mana abilities can make
    sick: bool
    token: bool
    attacking: bool
    blocking: int | None  # the (first) attacker it blocks
    blocked_by: tuple[int, ...]
    blocks: tuple[int, ...] = ()  # every attacker it blocks (more than one: C10.25 exceptions)
    #: regeneration shields on it this turn (D19: each resolved "Regeneracija" — public, as
    #: the ability that made it was on the niz for everyone to see)
    shields: int = 0

    @property
    def id(self) -> int:
        return self.card.id

    @property
    def is_creature(self) -> bool:
        return self.card.is_creature

    @property
    def is_source(self) -> bool:
        return self.source_group is not None


@value_class
class PlayerView:
    index: int
    name: str
    life: int
    library_count: int
    hand_count: int
    hand: tuple[CardFace, ...] | None  # None: hidden from this viewer
    graveyard: tuple[CardFace, ...]  # top first
    pool: tuple[tuple[str, int], ...]  # mana kinds with a positive amount, in MANA_KINDS order
    lost: bool
    sources_played: int


@value_class
class TargetView:
    ref: int
    label: str


@value_class
class DamageView:
    source: int
    source_name: str
    recipient: int
    recipient_name: str
    amount: int


@value_class
class StackItemView:
    id: int
    kind: str  # spell | ability | trigger | combat_damage
    controller: int
    source: int | None
    source_name: str
    card: CardFace | None  # the spell's card (spells) or the source card (abilities)
    text: str  # the ability's text for abilities and triggers
    targets: tuple[TargetView, ...]
    damage: tuple[DamageView, ...]
    x: int
    kicked: bool
    copy: bool = False  # a copy of a spell (E4.80) or a played copy (E4.90), not a card
    mode: str = ""  # the chosen mode's text of a modal spell or ability (D10.12)


@value_class
class GameView:
    viewer: int | None
    turn: int
    active: int
    step: str
    steps: tuple[str, ...]  # the steps of this turn, in order (skipped ones left out)
    priority: int
    players: tuple[PlayerView, PlayerView]
    battlefield: tuple[PermanentView, ...]
    stack: tuple[StackItemView, ...]  # top (resolves next) first
    attackers: tuple[int, ...]
    defending: int | None
    decider: int | None
    decision_kind: str | None
    revealed: tuple[CardFace, ...]
    playable: frozenset[int]  # hand cards the viewer can play now (cast or as a source)
    result_winner: int | None
    result_reason: str | None
    over: bool

    def player(self, index: int) -> PlayerView:
        return self.players[index]

    def permanent(self, oid: int) -> PermanentView | None:
        return self._by_id.get(oid)

    @property
    def _by_id(self) -> dict[int, PermanentView]:
        """The permanents by id, made on first use and kept with this (immutable) view: a
        searching opponent asks for permanents by id thousands of times per game. Kept
        outside the fields, so equality and `dataclasses.replace` don't see it."""
        found: dict[int, PermanentView] | None = self.__dict__.get("_by_id_kept")
        if found is None:
            found = {}
            for p in self.battlefield:
                found.setdefault(p.id, p)  # the first, as a scan in order finds
            self.__dict__["_by_id_kept"] = found
        return found

    def permanents_of(self, controller: int) -> tuple[PermanentView, ...]:
        return tuple([p for p in self.battlefield if p.controller == controller])

    def find_card(self, oid: int) -> CardFace | None:
        """Any card this viewer can see, wherever it is."""
        perm = self.permanent(oid)
        if perm is not None:
            return perm.card
        for item in self.stack:
            if item.card is not None and item.card.id == oid:
                return item.card
        for pl in self.players:
            for c in (*(pl.hand or ()), *pl.graveyard):
                if c.id == oid:
                    return c
        for c in self.revealed:
            if c.id == oid:
                return c
        return None


# ------------------------------------------------------------------ builders
def _printed_face(obj: GameObject) -> CardFace:
    return printed_face(obj.card, obj.id)


def printed_face(card: CardDef, oid: int = 0) -> CardFace:
    """A card as printed (the card browser shows cards outside any game with `oid` 0).

    A face is a pure function of the two, and the hands and odlagališta of both players are
    shown at every view (a searching opponent builds thousands): kept with the definition
    (`CardDef.derived`) by object id."""
    kept = card.derived
    key = ("printed face", oid)
    face: CardFace | None = kept.get(key)
    if face is None:
        face = kept[key] = _make_printed_face(card, oid)
    return face


def _make_printed_face(card: CardDef, oid: int) -> CardFace:
    pt_star = card.pt_defined_by is not None
    return CardFace(
        id=oid,
        name=card.name,
        printed_name=card.name,
        cost=str(card.cost) if card.cost is not None else None,
        colors=tuple(sorted(c.value for c in card.colors)),
        types=tuple(sorted(t.value for t in card.types)),
        subtypes=card.subtypes,
        power=0 if pt_star else card.power,
        toughness=0 if pt_star else card.toughness,
        keywords=tuple(sorted(k.value for k in card.keywords)),
        text=card.text,
        reminder=card.reminder,
        flavor=card.flavor,
        rarity=card.rarity,
        ability_texts=tuple(a.text for a in card.activated),
        pt_defined=pt_star,
    )


def _text_changes(game: Game, obj: GameObject) -> tuple[tuple[str, str], ...]:
    key = (obj.id, obj.incarnation)
    return tuple(
        (
            word_label(e.params["words"], e.params["from"]),
            word_label(e.params["words"], e.params["to"]),
        )
        for e in sorted(game.effects, key=lambda e: e.timestamp)
        if e.op == "change_text" and key in e.affected
    )


class _Shown:
    """What players see of one permanent with one set of values, kept with the values
    (`Chars.faces`, by object id and source form): its face, its source group and the last
    view made of it with the state that view shows (`_permanent_view`)."""

    __slots__ = ("card", "copy_of", "face", "group", "last")

    def __init__(self, obj: GameObject, chars: Chars) -> None:
        self.card = obj.card
        self.copy_of = obj.copy_of
        self.face = _make_face(obj, chars, ())
        self.group = _source_group(obj, chars)
        #: (the live state of the permanent, its view), replaced as one value
        self.last: tuple[tuple[Any, ...], PermanentView] | None = None


def _shown(obj: GameObject, chars: Chars, game: Game) -> _Shown | None:
    """What a player sees of a permanent: made once per (values, object id, card, copied card,
    source form) and kept with the values (`Chars.faces`) — None while its text is changed
    (D19.60: the changes depend on the game's effects, not on the values)."""
    if game.effects and _text_changes(game, obj):
        return None
    key = (obj.id, obj.as_source)
    kept: _Shown | None = chars.faces.get(key)
    # the card and the copied card are compared by identity: definitions are immutable
    if kept is not None and kept.card is obj.card and kept.copy_of is obj.copy_of:
        return kept
    kept = chars.faces[key] = _Shown(obj, chars)
    return kept


def _face_in_play(obj: GameObject, chars: Chars, game: Game) -> CardFace:
    """The face of a permanent (see `_shown`)."""
    shown = _shown(obj, chars, game)
    if shown is None:
        return _make_face(obj, chars, _text_changes(game, obj))
    return shown.face


def _make_face(
    obj: GameObject, chars: Chars, text_changes: tuple[tuple[str, str], ...]
) -> CardFace:
    card = obj.card
    shown = obj.copy_of or card  # E4.20: a copy shows the copied text as well as its name
    as_source = obj.turned_as is not None
    return CardFace(
        id=obj.id,
        name=chars.name,
        printed_name=card.name,
        cost=None if as_source or card.cost is None else str(card.cost),
        colors=tuple(sorted(c.value for c in chars.colors)),
        types=tuple(sorted(t.value for t in chars.types)),
        subtypes=chars.subtypes,
        power=chars.power,
        toughness=chars.toughness,
        keywords=tuple(sorted(k.value for k in chars.keywords)),
        text="" if as_source else shown.text,
        reminder="" if as_source else shown.reminder,
        flavor="" if as_source else shown.flavor,
        rarity=card.rarity,
        ability_texts=tuple(a.text for a in chars.activated),
        text_changes=text_changes,
        pt_defined=card.pt_defined_by is not None,
        copy_of=obj.copy_of.name if obj.copy_of is not None else None,
    )


def _source_group(obj: GameObject, chars: Chars) -> str | None:
    # CardType is a str enum: the member is the value "Izvor"
    if obj.as_source is None and CardType.SOURCE not in chars.types:
        return None
    if obj.as_source is not None and obj.as_source.startswith("basic:"):
        return obj.as_source.split(":", 1)[1]
    return chars.name


def ref_label(game: Game, ref: int) -> str:
    """A public name for anything a target or a recipient can be."""
    if is_player_ref(ref):
        return game.players[player_of_ref(ref)].name
    obj = game.objects.get(ref)
    if obj is not None:
        if obj.zone in (Zone.LIBRARY, Zone.HAND):
            return "?"
        return game.chars(ref).name if obj.zone == Zone.PLAY else obj.card.name
    item = game.find_stack_item(ref)
    if item is not None:
        return _item_source_name(game, item)
    return "?"


def _item_source_name(game: Game, item: StackItem) -> str:
    if item.kind == StackKind.COMBAT_DAMAGE:
        return ""
    if item.source is None:
        return ""
    if item.kind == StackKind.SPELL:
        return game.objects[item.source].card.name
    name = item.source_lki.get("name")
    if isinstance(name, str) and name:
        return name
    return ref_label(game, item.source)


def _item_view(game: Game, item: StackItem) -> StackItemView:
    card: CardFace | None = None
    text = ""
    if item.source is not None and item.kind != StackKind.COMBAT_DAMAGE:
        obj = game.objects[item.source]
        if obj.zone == Zone.PLAY:
            card = _face_in_play(obj, game.chars(obj.id), game)
        elif obj.zone in (Zone.STACK, Zone.GRAVEYARD, Zone.REMOVED):
            card = _printed_face(obj)
        elif obj.zone == Zone.HAND and item.revealed:
            card = _printed_face(obj)  # D3.95: revealed to play this ability
    if item.ability is not None:
        text = item.ability.text
    targets = tuple(TargetView(ref, ref_label(game, ref)) for ref, _inc in item.all_targets())
    damage = tuple(
        DamageView(
            a.source,
            ref_label(game, a.source),
            a.recipient,
            ref_label(game, a.recipient),
            a.amount,
        )
        for a in item.combat_damage
    )
    return StackItemView(
        id=item.id,
        kind=item.kind.value,
        controller=item.controller,
        source=item.source,
        source_name=_item_source_name(game, item),
        card=card,
        text=text,
        targets=targets,
        damage=damage,
        x=item.x,
        kicked=item.kicked,
        copy=item.kind == StackKind.SPELL
        and item.source is not None
        and game.objects[item.source].is_copy,
        mode=_mode_text(game, item),
    )


def _mode_text(game: Game, item: StackItem) -> str:
    if item.mode is None or item.source is None:
        return ""
    ab = item.ability
    modes = ab.modes if isinstance(ab, ActivatedAbility) else game.objects[item.source].card.modes
    return modes[item.mode].text if item.mode < len(modes) else ""


def publicly_revealed(game: Game) -> list[int]:
    """Hand cards revealed to play an ability that is still on the niz (D3.95)."""
    out = []
    for item in game.stack:
        if item.revealed and item.source is not None:
            obj = game.objects[item.source]
            if obj.zone == Zone.HAND and obj.id not in out:
                out.append(obj.id)
    return out


def _attachments(game: Game) -> dict[int, tuple[int, ...]]:
    """What is attached to each permanent, in battlefield order (one pass for the view)."""
    found: dict[int, list[int]] = {}
    for i in game.battlefield:
        host = game.objects[i].attached_to
        if host is not None and host != i:
            found.setdefault(host, []).append(i)
    return {host: tuple(ids) for host, ids in found.items()}


def _permanent_view(
    game: Game, oid: int, chars: Chars, attachments: tuple[int, ...]
) -> PermanentView:
    obj = game.objects[oid]
    combat = game.combat
    blocks: tuple[int, ...] = ()
    blocked_by: tuple[int, ...] = ()
    attacking = False
    if combat is not None:
        attacking = oid in combat.attackers
        blocks = tuple(combat.blocks.get(oid, ()))
        blocked_by = tuple(combat.blocked_by.get(oid, ()))
    counters = tuple(sorted((k, v) for k, v in obj.counters.items() if v)) if obj.counters else ()
    # everything the view shows besides the face and what the values give
    state = (
        obj.controller,
        obj.owner,
        obj.tapped,
        obj.damage,
        counters,
        obj.attached_to,
        attachments,
        obj.sick,
        obj.is_token,
        attacking,
        blocks,
        blocked_by,
        obj.regen_shields,
    )
    shown = _shown(obj, chars, game)
    if shown is not None:
        last = shown.last
        if last is not None and last[0] == state:
            return last[1]  # the same immutable value as made from this state before
        face, group = shown.face, shown.group
    else:
        face = _make_face(obj, chars, _text_changes(game, obj))
        group = _source_group(obj, chars)
    made = PermanentView(
        card=face,
        controller=obj.controller,
        owner=obj.owner,
        tapped=obj.tapped,
        damage=obj.damage,
        counters=counters,
        attached_to=obj.attached_to,
        attachments=attachments,
        source_group=group,
        mana=chars.mana_kinds,
        sick=obj.sick,
        token=obj.is_token,
        attacking=attacking,
        blocking=blocks[0] if blocks else None,
        blocks=blocks,
        blocked_by=blocked_by,
        shields=obj.regen_shields,
    )
    if shown is not None:
        shown.last = (state, made)
    return made


def _player_view(game: Game, index: int, viewer: int | None) -> PlayerView:
    p = game.players[index]
    hand: tuple[CardFace, ...] | None = None
    # a hand played revealed (Vidovitost) is shown to both players, never to a spectator
    if viewer == index or (viewer is not None and hand_revealed(game, index)):
        hand = tuple([_printed_face(game.objects[i]) for i in p.hand])
    return PlayerView(
        index=index,
        name=p.name,
        life=p.life,
        library_count=len(p.library),
        hand_count=len(p.hand),
        hand=hand,
        graveyard=tuple([_printed_face(game.objects[i]) for i in reversed(p.graveyard)]),
        pool=tuple((k, p.pool.amounts.get(k, 0)) for k in MANA_KINDS if p.pool.amounts.get(k)),
        lost=p.lost,
        sources_played=p.sources_played_this_turn,
    )


def _revealed(game: Game, viewer: int | None) -> tuple[CardFace, ...]:
    out: list[CardFace] = [_printed_face(game.objects[i]) for i in publicly_revealed(game)]
    d = game.pending
    if d is None or viewer is None or d.player != viewer:
        return tuple(out)
    own = game.players[viewer]
    # a decision about cards of his library (a search), or about cards revealed from it
    # an ORDER decision's options are positions (0, 1, ...), never cards
    options = () if d.kind == DecisionKind.ORDER else d.options
    shown = [*options, *d.context.get("cards", ())]
    # a search of the hidden zones of either player (Tabuisanje, Gl. "Naći"): the searcher sees
    # the cards he may choose among, and only those
    searching = bool(d.context.get("searching"))
    # numbers only, picked before duplicates are dropped (hashing the priority's actions
    # costs); no other option equals a number, so the same ones are kept, in the same order
    numbers = (o for o in shown if isinstance(o, int))
    for opt in dict.fromkeys(numbers):
        if isinstance(opt, bool) or opt in own.hand:
            continue
        zone = game.objects[opt].zone if opt in game.objects else None
        if opt in own.library or (searching and zone in (Zone.HAND, Zone.LIBRARY)):
            out.append(_printed_face(game.objects[opt]))
    return tuple(out)


def _playable(game: Game, viewer: int | None) -> frozenset[int]:
    d = game.pending
    if d is None or viewer is None or d.player != viewer or d.kind != DecisionKind.PRIORITY:
        return frozenset()
    hand = set(game.players[viewer].hand)
    return frozenset(
        [
            a.obj
            for a in d.options
            if isinstance(a, Action) and a.kind in ("cast", "source") and a.obj in hand
        ]
    )


def view(game: Game, viewer: int | None) -> GameView:
    """The game as `viewer` (0, 1, or None for nobody in particular) may see it."""
    combat = game.combat
    d = game.pending
    # (`_value_`, the member's value itself: `.value` is a Python-level property in 3.11, and a
    # searching opponent makes thousands of views a decision)
    steps = tuple([s._value_ for s, _ in game.turn_plan])
    attached = _attachments(game)
    return GameView(
        viewer=viewer,
        turn=game.turn,
        active=game.active,
        step=game.step.value if game.turn_plan else "",
        steps=steps,
        priority=game.priority_player,
        players=(_player_view(game, 0, viewer), _player_view(game, 1, viewer)),
        battlefield=tuple(
            [_permanent_view(game, i, chars, attached.get(i, ())) for i, chars in game.in_play()]
        ),
        stack=tuple(_item_view(game, it) for it in reversed(game.stack)),
        attackers=tuple(combat.attackers) if combat is not None else (),
        defending=combat.defending_player if combat is not None else None,
        decider=d.player if d is not None else None,
        decision_kind=d.kind.value if d is not None else None,
        revealed=_revealed(game, viewer),
        playable=_playable(game, viewer),
        result_winner=game.result.winner if game.result is not None else None,
        result_reason=game.result.reason if game.result is not None else None,
        over=game.result is not None,
    )
