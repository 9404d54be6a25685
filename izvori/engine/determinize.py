"""A playable world from one player's view (issue 14 item 3: determinization).

The computer opponent's search needs games to play forward, but it may only know what its
player sees (ARCHITECTURE §6). `determinize(seen, deal, cards)` builds a `Game` from a
`GameView` alone plus a `HiddenDeal` — card names for the cards that view can't show (the
opponent's hand, both libraries) — and the public card definitions. It never reads a real
game: everything comes from the view, so a world can't carry what the player doesn't know.

Reproduced exactly: life, mana pools, sources played, the cards in every zone the view shows
(ids kept, so answers to the real decision are answers in the world), permanents with their
controller, tapped state, damage, counters, attachment, summoning sickness and "as a source"
state, combat (attackers, blocks), the niz with targets, X, kick and mode, turn, step, the
active player and who has priority, and — for priority, attackers and blockers — the pending
decision. The unknown cards are the dealt ones, in the dealt order (library top first).

Approximations, because a view doesn't show them (docs/ai.md lists them too):

* continuous effects ("until end of turn" pumps, gained or lost keywords): rebuilt as an
  until-end-of-turn pump / grant / lose effect of the difference between what the view shows
  and the printed values; other effects (colour, type, text changes) are not rebuilt;
* delayed triggers, "skip your next" effects, loop memory, extra turns, pending (not yet
  put) triggers and a trigger's remembered event data are not rebuilt (regeneration shields
  are: the view shows them, session 24; resolved redirections and preventions are not);
* which creatures attacked this turn is known only during combat (the view's attackers): a
  world rebuilt after a combat forgets them (E1.20 "napada u svakom potezu" in a later combat);
* how many players have passed in succession (D9.13) is not shown: it is taken as 1 when the
  non-active player has priority over an empty niz (the active player must have passed), else 0;
* a control-changing effect is rebuilt as the permanent simply being its controller's;
* a damage-division spell on the niz gets its damage divided evenly (the view shows no split);
* cards in the removed zone (not in the view) are not in the world;
* the world's random generator is its own (`seed`), so shuffles differ from the real game's.

Other pending decisions (mid-cast targets, payment, X, choices) can't be rebuilt: the
procedure that asked them is not visible; `determinize` raises `NotRebuildable` for them.
"""

from __future__ import annotations

from collections.abc import Iterator, Mapping
from dataclasses import dataclass

from izvori.engine.carddef import ActivatedAbility, CardDef, CardType, Keyword, TriggeredAbility
from izvori.engine.casting import spell_target_specs
from izvori.engine.characteristics import ContinuousEffect
from izvori.engine.combat import DeclareAttackersFrame, DeclareBlockersFrame
from izvori.engine.copies import source_values
from izvori.engine.decisions import DecisionKind
from izvori.engine.game import Game
from izvori.engine.mana import SOURCE_TYPE_COLOR, Color
from izvori.engine.modes import apply_mode
from izvori.engine.objects import DamageAssignment, StackItem, StackKind, Zone
from izvori.engine.steps import Step
from izvori.engine.turn import TurnFrame
from izvori.engine.turn_state import Combat
from izvori.engine.view import CardFace, GameView, PermanentView, StackItemView

#: Decisions whose procedure can be rebuilt from a view.
REBUILDABLE = frozenset({DecisionKind.PRIORITY, DecisionKind.ATTACKERS, DecisionKind.BLOCKERS})
_COMBAT_STEPS = (
    Step.BEGIN_COMBAT,
    Step.DECLARE_ATTACKERS,
    Step.DECLARE_BLOCKERS,
    Step.COMBAT_DAMAGE,
    Step.END_COMBAT,
)


class NotRebuildable(Exception):
    """The view's pending decision (or a card it shows) can't be rebuilt as a world."""


@dataclass(frozen=True)
class HiddenDeal:
    """Card names for the unknowns of one world, per player: hand (the opponent's only) and
    library (top first).

    `ids` (hand ids and library ids per player, in the same order) and `next_id` are only
    known when the deal is the real one — the measurement-only cheating agent and the tests
    that check a world against its game. Without them the unknown cards get ids no visible
    object has, in a fixed order that depends on the view alone.
    """

    hands: tuple[tuple[str, ...], tuple[str, ...]]
    libraries: tuple[tuple[str, ...], tuple[str, ...]]
    ids: tuple[tuple[tuple[int, ...], tuple[int, ...]], ...] | None = None  # per player
    next_id: int | None = None


def determinize(
    seen: GameView, deal: HiddenDeal, cards: Mapping[str, CardDef], seed: int = 0
) -> Game:
    """A game consistent with `seen` whose hidden cards are `deal` (see the module docstring)."""
    me = seen.viewer
    if me is None:
        raise NotRebuildable("spectator")
    if seen.over:
        raise NotRebuildable("over")
    kind = DecisionKind(seen.decision_kind) if seen.decision_kind else None
    if kind not in REBUILDABLE:
        raise NotRebuildable(str(kind))
    game = Game([[], []], (seen.players[0].name, seen.players[1].name), seed=seed, start=False)
    visible = _visible_ids(seen)
    top = max(visible, default=0)
    builder = _Builder(game, cards)
    for pl in seen.players:
        p = game.players[pl.index]
        p.life = pl.life
        p.lost = pl.lost
        p.sources_played_this_turn = pl.sources_played
        for k, n in pl.pool:
            p.pool.amounts[k] = n
        for face in reversed(pl.graveyard):  # the view lists the top first
            builder.put(face.id, _card(cards, face.printed_name), pl.index, Zone.GRAVEYARD)
        for face in pl.hand or ():
            builder.put(face.id, _card(cards, face.printed_name), pl.index, Zone.HAND)
    # revealed cards of a hand (D3.95) are shown with their id: they stay those cards
    revealed = {c.id: c for c in seen.revealed}
    # the unknowns: dealt names, with the real ids when known, else ids nobody can see
    free = _free_ids(visible)
    for owner in (0, 1):
        hand_names = deal.hands[owner] if owner != me else ()
        lib_names = deal.libraries[owner]
        ids = deal.ids[owner] if deal.ids is not None else None
        hand_ids = ids[0] if ids is not None else tuple(next(free) for _ in hand_names)
        lib_ids = ids[1] if ids is not None else tuple(next(free) for _ in lib_names)
        if owner != me and len(hand_names) != seen.players[owner].hand_count:
            raise NotRebuildable("hand count")
        if len(lib_names) != seen.players[owner].library_count:
            raise NotRebuildable("library count")
        for oid, name in zip(hand_ids, hand_names, strict=True):
            shown = revealed.get(oid)
            name = shown.printed_name if shown is not None else name
            builder.put(oid, _card(cards, name), owner, Zone.HAND)
        # the library list's end is its top (objects.Player)
        for oid, name in reversed(list(zip(lib_ids, lib_names, strict=True))):
            builder.put(oid, _card(cards, name), owner, Zone.LIBRARY)
    for perm in seen.battlefield:
        builder.permanent(perm)
    for perm in seen.battlefield:
        if perm.attached_to is not None:
            game.objects[perm.id].attached_to = perm.attached_to
    for item in reversed(seen.stack):  # the view lists the top first
        game.stack.append(builder.stack_item(item))
    used = max((top, *game.objects), default=0)
    used = max(used, *(s.id for s in game.stack)) if game.stack else used
    game.next_id = max(used + 1, deal.next_id or 0)
    _turn(game, seen, kind)
    game.touch()
    _residual_effects(game, seen)
    game.touch()
    game._advance()
    return game


# ------------------------------------------------------------------ helpers
def _card(cards: Mapping[str, CardDef], name: str) -> CardDef:
    card = cards.get(name)
    if card is None:
        raise NotRebuildable(f"card {name}")
    return card


def _visible_ids(seen: GameView) -> set[int]:
    ids: set[int] = set()
    for perm in seen.battlefield:
        ids.add(perm.id)
    for item in seen.stack:
        ids.add(item.id)
        if item.source is not None:
            ids.add(item.source)
    for pl in seen.players:
        ids.update(c.id for c in pl.graveyard)
        ids.update(c.id for c in pl.hand or ())
    ids.update(c.id for c in seen.revealed)
    return ids


def _free_ids(visible: set[int]) -> Iterator[int]:
    """Ids no visible object has, lowest first: which unknown card gets which depends on the
    view alone."""
    n = 0
    while True:
        n += 1
        if n not in visible:
            yield n


class _Builder:
    def __init__(self, game: Game, cards: Mapping[str, CardDef]) -> None:
        self.game = game
        self.cards = cards

    def put(self, oid: int, card: CardDef, owner: int, zone: Zone, token: bool = False) -> None:
        game = self.game
        if oid in game.objects:
            return  # a card the view shows twice (a spell's source listed again)
        saved = game.next_id
        game.next_id = oid
        obj = game.new_object(card, owner, zone, token=token)
        game.next_id = max(saved, oid + 1)
        lst = game.zone_list(obj)
        if lst is not None:
            lst.append(oid)

    def permanent(self, perm: PermanentView) -> None:
        game = self.game
        face = perm.card
        card = _token_card(face) if perm.token else _card(self.cards, face.printed_name)
        self.put(perm.id, card, perm.owner, Zone.PLAY, token=perm.token)
        obj = game.objects[perm.id]
        obj.controller = obj.base_controller = perm.controller
        obj.tapped = perm.tapped
        obj.damage = perm.damage
        obj.counters = dict(perm.counters)
        obj.sick = perm.sick
        obj.regen_shields = perm.shields  # D19: the view shows them (resolved in public)
        obj.timestamp = game.next_timestamp()
        # B12.71: a card played as a source is turned: its cost can't be read (the view shows
        # none); a card that copies a source (E4.20) is upright, its printed cost in sight
        as_source = (
            perm.source_group is not None
            and not perm.token
            and (card.only_source or face.cost is None)
        )
        if not perm.token and not as_source and face.name != face.printed_name:
            # E4.20: a copy shows the copied card's name and text: rebuilt as a copy of it; a
            # copy of a card played as a source copies the source it is (B12.76, B12.77); a
            # copy of a token (no card of that name) copies what the token's face shows
            obj.copy_of = self.cards.get(face.name) or _copied_source(perm) or _token_card(face)
        if as_source:
            if card.only_source:
                obj.as_source = "printed"
            elif CardType.SOURCE not in card.types:
                basic = card.basic_source_type()
                obj.as_source = f"basic:{basic}" if basic else "artifact"

    def stack_item(self, v: StackItemView) -> StackItem:
        game = self.game
        if v.kind == StackKind.COMBAT_DAMAGE.value:
            item = StackItem(v.id, StackKind.COMBAT_DAMAGE, v.controller, None)
            item.combat_damage = [
                DamageAssignment(d.source, 0, d.recipient, 0, d.amount) for d in v.damage
            ]
            return item
        if v.kind == StackKind.SPELL.value:
            if v.card is None or v.source is None:
                raise NotRebuildable("spell")
            card = _card(self.cards, v.card.printed_name)
            self.put(v.source, card, v.controller, Zone.STACK)
            game.objects[v.source].is_copy = v.copy
            item = StackItem(
                v.id,
                StackKind.SPELL,
                v.controller,
                v.source,
                0,
                card.spell_effects,
                spell_target_specs(card),
                x=v.x,
                kicked=v.kicked,
            )
            modes = card.modes
        else:
            if v.source is None or v.source not in game.objects:
                raise NotRebuildable("ability source")
            obj = game.objects[v.source]
            ability = _ability(game, v)
            kind = StackKind.ABILITY if v.kind == StackKind.ABILITY.value else StackKind.TRIGGER
            item = StackItem(
                v.id,
                kind,
                v.controller,
                v.source,
                obj.incarnation,
                ability.effects,
                ability.targets,
                x=v.x,
                ability=ability,
                source_lki=game.lki(v.source) if obj.zone == Zone.PLAY else {"name": v.source_name},
                optional=bool(getattr(ability, "optional", False)),
                # D3.95: the view shows the card of a hand only for an ability that revealed it
                revealed=obj.zone == Zone.HAND and v.card is not None,
            )
            modes = ability.modes if isinstance(ability, ActivatedAbility) else ()
        if v.mode and modes:
            texts = [m.text for m in modes]
            if v.mode in texts:
                apply_mode(item, modes, texts.index(v.mode))
        _targets(game, item, v)
        return item


def _copied_source(perm: PermanentView) -> CardDef | None:
    """The values of the card played as a source that `perm` is a copy of, from what it shows:
    a basic source is known by its type, an artifact source is "Izvor" (copies.source_values).
    None: not a copy of a card played as a source."""
    face = perm.card
    if perm.source_group is None:
        return None
    if face.name in SOURCE_TYPE_COLOR and face.subtypes == (face.name,):
        return source_values(f"basic:{face.name}")
    if face.subtypes == () and source_values("artifact").name == face.name:
        return source_values("artifact")
    return None


def _token_card(face: CardFace) -> CardDef:
    """A token's definition from what its face shows (B15: the effect that made it defined
    it; E4.20: a copy of a token copies that definition)."""
    return CardDef(
        name=face.name,
        cost=None,
        types=frozenset(CardType(t) for t in face.types),
        subtypes=face.subtypes,
        power=face.power,
        toughness=face.toughness,
        keywords=frozenset(Keyword(k) for k in face.keywords),
        color_override=frozenset(Color(c) for c in face.colors),
    )


def _ability(game: Game, v: StackItemView) -> ActivatedAbility | TriggeredAbility:
    obj = game.objects[v.source or 0]
    card = obj.card
    pool: tuple[ActivatedAbility | TriggeredAbility, ...] = card.activated
    if v.kind != "ability":
        pool = card.triggered
    elif obj.zone == Zone.PLAY:
        pool = (*game.chars(obj.id).activated, *card.activated)
    for ab in pool:
        if ab.text == v.text:
            return ab
    # a delayed trigger or an ability an effect granted: not printed on the source
    raise NotRebuildable("ability")


def _targets(game: Game, item: StackItem, v: StackItemView) -> None:
    """Spread the view's flat target list over the item's target specs, in order."""
    refs = [t.ref for t in v.targets]
    for spec in item.target_specs:
        if not refs:
            break
        take = max(1, spec.max)
        chosen, refs = refs[:take], refs[take:]
        item.targets[spec.ref] = [(r, _inc(game, r)) for r in chosen]
        if spec.divide is not None and chosen:
            # the split is not in the view: an even one (see the module docstring)
            total = spec.divide if isinstance(spec.divide, int) else 10 * max(1, v.x)
            share, extra = divmod(total, len(chosen))
            item.division[spec.ref] = {
                r: share + (1 if i < extra else 0) for i, r in enumerate(chosen)
            }
    if refs and item.target_specs:
        last = item.target_specs[-1].ref
        item.targets.setdefault(last, []).extend((r, _inc(game, r)) for r in refs)


def _inc(game: Game, ref: int) -> int:
    obj = game.objects.get(ref)
    return obj.incarnation if obj is not None else 0


def _turn(game: Game, seen: GameView, kind: DecisionKind | None) -> None:
    game.turn = seen.turn
    game.active = seen.active
    game.starting_player = seen.active if seen.turn % 2 else 1 - seen.active
    steps = [Step(s) for s in seen.steps] or [Step(seen.step)]
    game.turn_plan = [(s, 0) for s in steps]
    game._number_phases()
    step = Step(seen.step)
    game.go_to_step(steps.index(step) if step in steps else 0)
    game.priority_player = seen.priority
    # D9.13: the active player gets priority first; the other one over an empty niz only
    # after the active player passed (the view doesn't say how many passed: module docstring)
    game.passes = 1 if seen.priority != seen.active and not seen.stack else 0
    game.frames = [TurnFrame()]
    if step in _COMBAT_STEPS:
        c = Combat(seen.active, seen.defending if seen.defending is not None else 1 - seen.active)
        c.attackers = list(seen.attackers)
        for perm in seen.battlefield:
            if perm.blocks:
                c.blocks[perm.id] = list(perm.blocks)
            if perm.blocked_by:
                c.blocked_by[perm.id] = list(perm.blocked_by)
                c.blocked.add(perm.id)
        game.combat = c
        game.attackers_this_turn = [[a, 0] for a in seen.attackers]
    if step == Step.CLEANUP:
        game.cleanup_acted = True  # someone has priority in the cleanup step (C15.30)
    if kind == DecisionKind.ATTACKERS:
        game.frames.append(DeclareAttackersFrame())
        game.step_state = "priority_check"
    elif kind == DecisionKind.BLOCKERS:
        game.frames.append(DeclareBlockersFrame())
        game.step_state = "priority_check"
    else:
        # straight to the decision: state-based effects and triggers were already checked
        # before this priority (D9.12), and checking again could act on an approximation
        game.step_state = "priority"


def _residual_effects(game: Game, seen: GameView) -> None:
    """What continuous effects did that the rebuilt permanents don't show (module docstring):
    until-end-of-turn pumps and keyword changes of the difference."""
    for perm in seen.battlefield:
        chars = game.chars(perm.id)
        face = perm.card
        inc = game.objects[perm.id].incarnation
        dp = (face.power or 0) - (chars.power or 0)
        dt = (face.toughness or 0) - (chars.toughness or 0)
        if chars.power is not None and face.power is not None and (dp or dt):
            _effect(game, perm.id, inc, "pump", {"power": dp, "toughness": dt})
        have = {k.value for k in chars.keywords}
        gained = sorted(set(face.keywords) - have)
        lost = sorted(have - set(face.keywords))
        if gained:
            _effect(game, perm.id, inc, "grant", {"keywords": gained})
        if lost:
            _effect(game, perm.id, inc, "lose", {"keywords": lost})


def _effect(game: Game, oid: int, inc: int, op: str, params: dict[str, object]) -> None:
    game.effects.append(
        ContinuousEffect(
            # an id of its own, not the next object's: what the world makes next gets the id
            # the game gives it (the game's effect took its id before the view was made)
            -1 - len(game.effects),
            game.next_timestamp(),
            op,
            [(oid, inc)],
            dict(params),
            "end_of_turn",
            None,
            game.objects[oid].controller,
        )
    )
    game.touch()
