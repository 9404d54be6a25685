"""Build any game state from a scenario's `setup` (docs/scenarios.md)."""

from __future__ import annotations

from typing import Any

from izvori import limits
from izvori.cards.yamlsafe import LineDict
from izvori.engine.aura_control import static_controllers
from izvori.engine.carddef import ActivatedAbility, CardDef, CardType
from izvori.engine.decisions import IllegalAnswer
from izvori.engine.game import Combat, Game
from izvori.engine.mana import COLORLESS, Color
from izvori.engine.objects import GameObject, StackItem, StackKind, Zone
from izvori.engine.steps import TURN_STEPS, Step


class ScenarioError(Exception):
    """A mistake in a scenario file (or a failed expectation), with its line."""

    def __init__(self, line: int, message: str) -> None:
        self.line = line
        self.message = message
        super().__init__(f"{line}: {message}")


SETUP_KEYS = (
    "players",
    "active",
    "turn",
    "step",
    "priority",
    "stack",
    "seed",
    "combat",
    "decks",
    "first",
)
#: with `decks`, the game is a real new game (shuffle, opening hands) from these keys only
NEW_GAME_KEYS = ("players", "seed", "decks", "first")
PLAYER_KEYS = (
    "name",
    "life",
    "library",
    "hand",
    "graveyard",
    "play",
    "pool",
    "sources_played",
    "removed",
)
PERMANENT_KEYS = (
    "card",
    "tapped",
    "damage",
    "counters",
    "attached_to",
    "sick",
    "as_source",
    "controller",
    "token",
    "power",
    "toughness",
    "subtypes",
    "chosen_type",
)
STACK_KEYS = ("spell", "ability", "controller", "targets", "x", "divide", "kicked", "mode")
MANA_LETTERS = {c.value for c in Color} | {COLORLESS}


def check_keys(d: Any, allowed: tuple[str, ...], where: str) -> None:
    if not isinstance(d, dict):
        raise ScenarioError(getattr(d, "line", 0), f"{where}: očekivana je mapa ključeva")
    for k in d:
        if k not in allowed:
            line = d.line_of(k) if isinstance(d, LineDict) else 0
            raise ScenarioError(
                line, f"nepoznat ključ „{k}” u {where} (dozvoljeno: {', '.join(allowed)})"
            )


def card_def(pool: dict[str, CardDef], name: Any, line: int) -> CardDef:
    if not isinstance(name, str) or name not in pool:
        import difflib

        close = difflib.get_close_matches(str(name), list(pool), n=1)
        hint = f" (da li ste mislili „{close[0]}”?)" if close else ""
        raise ScenarioError(line, f"karta „{name}” ne postoji{hint}")
    return pool[name]


def _line(node: Any, parent: Any, key: str | int) -> int:
    if hasattr(node, "line"):
        return int(node.line)
    if isinstance(parent, LineDict) and isinstance(key, str):
        return parent.line_of(key)
    if hasattr(parent, "item_lines") and isinstance(key, int) and key < len(parent.item_lines):
        return int(parent.item_lines[key])
    return int(getattr(parent, "line", 0))


def number(value: Any, line: int, what: str) -> int:
    """A number the scenario file holds: an integer, or ASCII digits (izvori.limits)."""
    try:
        return limits.strict_int(value)
    except ValueError as e:
        raise ScenarioError(line, f"{what}: {e}") from None


def _num(node: Any, key: str, default: int, line: int) -> int:
    """`node[key]` as a strict number (`default` when absent), refused at the key's line."""
    if not isinstance(node, dict) or key not in node:
        return default
    at = node.line_of(key) if isinstance(node, LineDict) else line
    return number(node[key], at, key)


def player_index(game: Game, ref: Any, line: int) -> int:
    if isinstance(ref, int) and not isinstance(ref, bool) and ref in (0, 1):
        return ref
    for p in game.players:
        if p.name == ref:
            return p.index
    raise ScenarioError(
        line, f"nepoznat igrač „{ref}” (igrači: {game.players[0].name}, {game.players[1].name})"
    )


def build_game(setup: Any, pool: dict[str, CardDef], line: int) -> Game:
    check_keys(setup, SETUP_KEYS, "setup")
    if "decks" in setup:
        return _new_game(setup, pool, line)
    if "first" in setup:
        raise ScenarioError(setup.line_of("first"), "first ide samo uz decks (nova partija)")
    players = setup.get("players")
    if not isinstance(players, list) or len(players) != 2:
        raise ScenarioError(line, "setup.players mora imati tačno dva igrača")
    for pnode in players:
        check_keys(pnode, PLAYER_KEYS, "igrač")
    names = (str(players[0].get("name", "Ana")), str(players[1].get("name", "Boris")))
    for i, name in enumerate(names):
        problem = limits.player_name_problem(name)
        if problem is not None:
            raise ScenarioError(_line(players[i], players, i), f"ime igrača: {problem}")
    seed = _num(setup, "seed", 1, line)
    problem = limits.seed_problem(seed)
    if problem is not None:
        raise ScenarioError(setup.line_of("seed"), problem)
    game = Game([[], []], names, seed=seed, start=False)
    pending_attach: list[tuple[GameObject, Any, int]] = []
    for i, pnode in enumerate(players):
        p = game.players[i]
        p.life = _num(pnode, "life", 200, line)
        for zone_key, zone in (
            ("library", Zone.LIBRARY),
            ("hand", Zone.HAND),
            ("graveyard", Zone.GRAVEYARD),
            ("removed", Zone.REMOVED),
        ):
            cards = pnode.get(zone_key, [])
            if not isinstance(cards, list):
                raise ScenarioError(pnode.line_of(zone_key), f"{zone_key} mora biti spisak")
            for j, name in enumerate(cards):
                cd = card_def(pool, name, _line(name, cards, j))
                obj = game.new_object(cd, i, zone)
                lst = game.zone_list(obj)
                assert lst is not None
                lst.append(obj.id)
            if zone == Zone.LIBRARY:
                p.library.reverse()  # the file lists the top card first
        for j, perm in enumerate(pnode.get("play", []) or []):
            pline = _line(perm, pnode.get("play"), j)
            if isinstance(perm, str):
                perm = {"card": perm}
            check_keys(perm, PERMANENT_KEYS, "permanent")
            if perm.get("token"):
                cd = CardDef(
                    name=str(perm["card"]),
                    cost=None,
                    types=frozenset({CardType.CREATURE}),
                    subtypes=tuple(perm.get("subtypes", [perm["card"]])),
                    power=_num(perm, "power", 10, pline),
                    toughness=_num(perm, "toughness", 10, pline),
                )
                obj = game.new_object(cd, i, Zone.PLAY, token=True)
            else:
                cd = card_def(pool, perm.get("card"), pline)
                obj = game.new_object(cd, i, Zone.PLAY)
            ctl = perm.get("controller")
            obj.controller = i if ctl is None else player_index(game, ctl, pline)
            obj.base_controller = obj.controller
            obj.tapped = bool(perm.get("tapped", False))
            obj.damage = _num(perm, "damage", 0, pline)
            obj.sick = bool(perm.get("sick", False))
            counters = perm.get("counters") or {}
            if not isinstance(counters, dict):
                raise ScenarioError(pline, "counters mora biti mapa (vrsta: broj)")
            obj.counters = {str(k): number(v, pline, "counters") for k, v in counters.items()}
            obj.timestamp = game.next_timestamp()
            if "chosen_type" in perm:
                # E4.50: the creature type it chose as it entered play
                obj.choices = {"creature_type": str(perm["chosen_type"])}
            if perm.get("as_source"):
                basic = cd.basic_source_type()
                obj.as_source = (
                    "printed" if cd.only_source else f"basic:{basic}" if basic else "artifact"
                )
            elif cd.only_source:
                obj.as_source = "printed"
            elif cd.types & {CardType.INSTANT, CardType.SORCERY}:
                raise ScenarioError(pline, f"„{cd.name}” ne može biti u igri osim kao izvor")
            game.battlefield.append(obj.id)
            if "attached_to" in perm:
                pending_attach.append((obj, perm["attached_to"], pline))
        pool_node = pnode.get("pool") or {}
        if not isinstance(pool_node, dict):
            raise ScenarioError(pnode.line_of("pool"), "pool mora biti mapa (mana: broj)")
        for k, v in pool_node.items():
            if k not in MANA_LETTERS:
                raise ScenarioError(
                    pnode.line_of("pool"), f"nepoznata mana „{k}” (dozvoljeno: Ž P C R Z B)"
                )
            p.pool.amounts[k] = number(v, pnode.line_of("pool"), "pool")
        p.sources_played_this_turn = _num(pnode, "sources_played", 0, line)
    for obj, ref, pline in pending_attach:
        obj.attached_to = find_object(game, ref, pline, zones=(Zone.PLAY,))
    for obj, _ref, _pline in pending_attach:
        # F1.41, D19.42: an Aura placed with "Kontrolišeš promenjeno biće" gives control of
        # what it is attached to from the start, as it would in play; whether the creature
        # came this turn (B12.34) is the position's own `sick`, not a change made here
        target = game.objects[obj.attached_to]  # type: ignore[index]
        given = static_controllers(game, target.id)
        if given:
            target.controller = max(given)[1]
    game.active = player_index(
        game, setup.get("active", 0), setup.line_of("active") if "active" in setup else line
    )
    game.starting_player = game.active
    game.turn = _num(setup, "turn", 2, line)
    step_name = setup.get("step", Step.MAIN1.value)
    try:
        step = Step(step_name)
    except ValueError:
        raise ScenarioError(
            setup.line_of("step"),
            f"nepoznat korak „{step_name}” (dozvoljeno: {', '.join(s.value for s in Step)})",
        ) from None
    game.turn_plan = [(s, 0) for s in TURN_STEPS]
    game._number_phases()
    game.go_to_step(next(i for i, (s, _) in enumerate(game.turn_plan) if s == step))
    if step in (
        Step.BEGIN_COMBAT,
        Step.DECLARE_ATTACKERS,
        Step.DECLARE_BLOCKERS,
        Step.COMBAT_DAMAGE,
        Step.END_COMBAT,
    ):
        game.combat = Combat(game.active, 1 - game.active)
        _setup_combat(
            game, setup.get("combat"), setup.line_of("combat") if "combat" in setup else line
        )
    elif "combat" in setup:
        raise ScenarioError(setup.line_of("combat"), "combat je moguć samo u fazi borbe")
    for j, s in enumerate(setup.get("stack", []) or []):
        _put_stack_item(game, pool, s, _line(s, setup.get("stack"), j))
    prio = setup.get("priority", game.active)
    game.priority_player = player_index(game, prio, line)
    game.step_state = "priority_check"
    game.touch()
    game._advance()
    return game


def _new_game(setup: Any, pool: dict[str, CardDef], line: int) -> Game:
    """`decks: [a, b]` with `seed` (and `first`): a new game exactly as `izvori play` starts it
    (A1.30 shuffle, A2.10 opening hands), for scenarios about a whole game."""
    from izvori.cards.library import LoadError, load_deck_by_name

    check_keys(setup, NEW_GAME_KEYS, "setup sa decks")
    dline = setup.line_of("decks")
    names_node = setup["decks"]
    if not isinstance(names_node, list) or len(names_node) != 2:
        raise ScenarioError(
            dline, "decks mora imati tačno dva špila, npr. [demo-crvena, demo-zelena]"
        )
    decks = []
    for name in names_node:
        try:
            decks.append(list(load_deck_by_name(str(name), pool).cards))
        except LoadError as e:
            raise ScenarioError(dline, "; ".join(e.problems)) from None
    players = setup.get("players") or [{}, {}]
    if not isinstance(players, list) or len(players) != 2:
        raise ScenarioError(line, "setup.players mora imati tačno dva igrača")
    for pnode in players:
        check_keys(pnode, ("name",), "igrač (nova partija)")
    names = (str(players[0].get("name", "Ana")), str(players[1].get("name", "Boris")))
    first = None
    if "first" in setup:
        first = _player_by_name(names, setup["first"], setup.line_of("first"))
    return Game(decks, names, seed=int(setup.get("seed", 1)), starting_player=first)


def _player_by_name(names: tuple[str, str], ref: Any, line: int) -> int:
    if ref in (0, 1):
        return int(ref)
    if ref in names:
        return names.index(ref)
    raise ScenarioError(line, f"nepoznat igrač „{ref}” (dozvoljeno: {names[0]}, {names[1]})")


def _setup_combat(game: Game, node: Any, line: int) -> None:
    if node is None:
        return
    check_keys(node, ("attackers", "blocks"), "combat")
    assert game.combat is not None
    c = game.combat
    # (only creatures fight: a card of the same name played as a source is not meant)
    for a in node.get("attackers", []) or []:
        c.attackers.append(find_object(game, a, line, zones=(Zone.PLAY,), creature=True))
    for b, a in (node.get("blocks") or {}).items():
        bid = find_object(game, b, line, zones=(Zone.PLAY,), creature=True)
        # a blocker that blocks several attackers (C10.25 exceptions) lists them
        for name in a if isinstance(a, list) else [a]:
            aid = find_object(game, name, line, zones=(Zone.PLAY,), creature=True)
            c.blocks.setdefault(bid, []).append(aid)
            c.blocked_by.setdefault(aid, []).append(bid)
            c.blocked.add(aid)


def _put_stack_item(game: Game, pool: dict[str, CardDef], node: Any, line: int) -> None:
    check_keys(node, STACK_KEYS, "stack")
    ctl = player_index(game, node.get("controller", game.active), line)
    if "spell" in node:
        cd = card_def(pool, node["spell"], line)
        obj = game.new_object(cd, ctl, Zone.STACK)
        from izvori.engine.casting import spell_target_specs

        item = StackItem(
            game.new_stack_id(),
            StackKind.SPELL,
            ctl,
            obj.id,
            obj.incarnation,
            cd.spell_effects,
            spell_target_specs(cd),
        )
    elif "ability" in node:
        src = find_object(game, node["ability"], line, zones=(Zone.PLAY,))
        ab = next((a for a in game.chars(src).activated if not a.is_mana_ability), None)
        if ab is None:
            # (a triggered ability goes on the niz by its event, D11.40: set up the position
            # before the event instead)
            raise ScenarioError(
                line,
                f"„{node['ability']}” nema aktivnu osobinu koja ide na niz (mana osobine ne "
                "idu na niz, D7.10; izazvanu osobinu izaziva njen događaj: postavi poziciju "
                "pre njega)",
            )
        item = StackItem(
            game.new_stack_id(),
            StackKind.ABILITY,
            ctl,
            src,
            game.objects[src].incarnation,
            ab.effects,
            ab.targets,
            ability=ab,
            source_lki=game.lki(src),
        )
    else:
        raise ScenarioError(line, "stavka niza mora imati spell ili ability")
    modes = item.ability.modes if isinstance(item.ability, ActivatedAbility) else ()
    if item.kind == StackKind.SPELL and item.source is not None:
        modes = game.objects[item.source].card.modes
    if modes:
        # a modal spell or ability on the niz has its mode chosen (D10.12): `mode: 2`
        mode = node.get("mode")
        if not isinstance(mode, int) or isinstance(mode, bool) or not 1 <= mode <= len(modes):
            raise ScenarioError(line, f"izaberite mod ove stavke niza: mode: 1 do {len(modes)}")
        from izvori.engine.modes import apply_mode

        apply_mode(item, modes, mode - 1)
    elif "mode" in node:
        raise ScenarioError(line, "ova stavka niza nema modove")
    item.x = _num(node, "x", 0, line)
    item.kicked = bool(node.get("kicked", False))
    targets = node.get("targets") or []
    specs = item.target_specs
    if targets and not specs:
        raise ScenarioError(line, "ova magija nema mete")
    if targets:
        refs = [resolve_ref(game, t, line) for t in targets]
        item.targets[specs[0].ref] = [(r, _inc(game, r)) for r in refs]
    if node.get("divide"):
        item.division[specs[0].ref] = {
            resolve_ref(game, k, line): number(v, line, "divide") for k, v in node["divide"].items()
        }
    game.stack.append(item)


def _inc(game: Game, ref: int) -> int:
    obj = game.objects.get(ref)
    return obj.incarnation if obj is not None else 0


# Where a card named without a zone is looked for when it may be anywhere: in play first,
# then where a card that left play goes, the library last. A library holding a copy of the
# card must not answer for the one that was in play.
ANY_ZONE: tuple[Zone, ...] = (
    Zone.PLAY,
    Zone.STACK,
    Zone.GRAVEYARD,
    Zone.REMOVED,
    Zone.HAND,
    Zone.LIBRARY,
)


def find_object(
    game: Game,
    ref: Any,
    line: int,
    zones: tuple[Zone, ...] = (Zone.PLAY,),
    owner: int | None = None,
    controller: int | None = None,
    creature: bool = False,
) -> int:
    """Find one object by card name ("Ime", "Ime#2") or {card, owner, zone, index}; among
    several, those of the earlier zone in `zones` come first, then the older object.
    `creature`: only a creature in play (not a card of that name played as a source)."""
    index = 1
    if isinstance(ref, dict):
        name = ref.get("card")
        if "owner" in ref:
            owner = player_index(game, ref["owner"], line)
        if "controller" in ref:
            controller = player_index(game, ref["controller"], line)
        if "zone" in ref:
            try:
                zones = (Zone(ref["zone"]),)
            except ValueError:
                raise ScenarioError(line, f"nepoznata zona „{ref['zone']}”") from None
        index = _num(ref, "index", 1, line)
    else:
        name = ref
    if not isinstance(name, str):
        raise ScenarioError(line, f"očekivano je ime karte, a ne „{ref}”")
    if "#" in name:
        name, _, idx = name.rpartition("#")
        index = number(idx, line, "#")
    candidates = [
        o
        for o in game.objects.values()
        if o.exists
        and o.card.name == name
        and o.zone in zones
        and (owner is None or o.owner == owner)
        and (controller is None or o.zone != Zone.PLAY or o.controller == controller)
        and (not creature or game.chars(o.id).is_creature)
    ]
    found = [o.id for o in sorted(candidates, key=lambda o: (zones.index(o.zone), o.id))]
    if len(found) < index:
        where = ", ".join(z.value for z in zones)
        raise ScenarioError(line, f"nema karte „{name}” (#{index}) u zoni: {where}")
    if index == 1 and len(found) > 1 and not isinstance(ref, dict) and "#" not in str(ref):
        pass  # the first by id is a stable, documented choice
    return found[index - 1]


def resolve_ref(game: Game, ref: Any, line: int) -> int:
    """A target or recipient: a player's name, or a card in play / on the niz / anywhere."""
    for p in game.players:
        if ref == p.name:
            return -1 - p.index
    if isinstance(ref, str):
        # A spell on the niz: "Ime" is the topmost, "Ime#2" the second from the bottom.
        name, _, idx = ref.rpartition("#") if "#" in ref else (ref, "", "")
        spells = [
            item.id
            for item in game.stack
            if item.kind == StackKind.SPELL
            and item.source is not None
            and game.objects[item.source].card.name == name
        ]
        if spells and not idx:
            return spells[-1]
        if spells and idx.isascii() and idx.isdigit() and 0 < int(idx) <= len(spells):
            return spells[int(idx) - 1]
    try:
        return find_object(game, ref, line, zones=(Zone.PLAY,))
    except ScenarioError:
        return find_object(game, ref, line, zones=ANY_ZONE)


def illegal_text(e: IllegalAnswer) -> str:
    from izvori.strings import t

    return t(e.key, **e.args_)
