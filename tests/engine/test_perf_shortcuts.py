"""The speed shortcuts of issue 13 give exactly what the long way gives (docs/performance.md).

Each test plays random games with the rules decks and, at every answer, compares a shortcut
with the computation it replaces: characteristics (D19) of untouched permanents, the
affordability bound before planning a payment (D10.17), and copies that share nothing with
the game they were copied from.
"""

from __future__ import annotations

import ast
import importlib
import itertools
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest

from izvori.agents.random_agent import RandomAgent
from izvori.cards.library import load_cards_or_raise, load_deck_by_name
from izvori.engine import characteristics, loops
from izvori.engine.carddef import CardDef, CardType
from izvori.engine.casting import legal_actions
from izvori.engine.characteristics import (
    Chars,
    cached_base_chars,
    compute_all,
    from_values,
    values,
)
from izvori.engine.decisions import Action, DecisionKind, shared_action
from izvori.engine.events import CardDrawn, ZoneChanged
from izvori.engine.game import Game
from izvori.engine.mana import MANA_KINDS, ManaCost
from izvori.engine.objects import GameObject, Zone
from izvori.engine.payment import PayFrame, PayResult, auto_pay_plan, can_afford
from izvori.engine.targeting import legal_targets

DECK_PAIRS = [("ogledalo", "bazilisk"), ("demo-crvena", "demo-zelena"), ("zuta", "crna")]


def _games(per_pair: int = 2, answers: int = 400) -> Iterator[Game]:
    """Every position of a few random games (the same game object, answer after answer)."""
    pool = load_cards_or_raise()
    for (a, b), i in itertools.product(DECK_PAIRS, range(per_pair)):
        decks = [load_deck_by_name(a, pool).cards, load_deck_by_name(b, pool).cards]
        yield from _positions(Game(decks, seed=500 + i), RandomAgent(500 + i), answers)


def _positions(game: Game, agent: RandomAgent, answers: int) -> Iterator[Game]:
    """`game` before each of its first `answers` answers (the agent's), while it lasts."""
    for _ in range(answers):
        if game.result is not None:
            break
        yield game
        assert game.pending is not None
        game.submit(agent.choose(game.pending))


def _compute_all_the_long_way(game: Game) -> dict[int, Chars]:
    """D19.51 for every permanent, each one rebuilt from its working values (no shortcut)."""
    in_play = [game.objects[i] for i in game.battlefield]
    bases = {o.id: cached_base_chars(o) for o in in_play}
    chars = {o.id: values(bases[o.id], o) for o in in_play}
    characteristics.apply_levels(game, in_play, chars)
    out = {}
    for i, c in chars.items():
        new = from_values(c)
        out[i] = bases[i] if new == bases[i] else new
    return out


def test_d19_unchanged_permanents_keep_their_printed_characteristics() -> None:
    compared = 0
    for game in _games():
        if not game.battlefield:
            continue
        assert compute_all(game) == _compute_all_the_long_way(game)
        compared += 1
    assert compared > 500


@pytest.mark.parametrize("as_source", [None, "printed", "artifact"])
def test_chars_unmodified_is_the_rebuild_of_printed_values(as_source: str | None) -> None:
    for card in load_cards_or_raise().values():
        obj = GameObject(1, 0, card, Zone.PLAY, as_source=as_source)
        base = cached_base_chars(obj)
        rebuilt = from_values(values(base, obj))
        assert base.unmodified is (base if rebuilt == base else base.unmodified)
        assert base.unmodified == rebuilt


@pytest.mark.parametrize("generic", [0, 1, 3, 6, 12])
def test_d10_17_affordability_bound_never_changes_the_answer(generic: int) -> None:
    costs = [ManaCost(generic), ManaCost(generic, (("R", 1),)), ManaCost(generic, (("Z", 2),))]
    checked = 0
    for game in _games(per_pair=1, answers=250):
        for player, cost in itertools.product((0, 1), costs):
            plan = auto_pay_plan(game, player, cost)
            assert can_afford(game, player, cost) == (cost.is_zero() or plan is not None)
            checked += 1
    assert checked > 100


def test_copy_shares_nothing_mutable_with_the_original() -> None:
    """A copy played on leaves the original as it was; its objects, their counters and
    choices are its own (activations, never changed in place, are shared: the next test)."""
    for n, game in enumerate(_games(per_pair=1, answers=300)):
        if n % 25:
            continue
        twin = game.copy()
        before = game.digest()
        for a, b in zip(game.objects.values(), twin.objects.values(), strict=True):
            assert a is not b
            assert a.counters is not b.counters
            assert a.choices is not b.choices
        agent = RandomAgent(n)
        for _ in range(40):
            if twin.result is not None:
                break
            assert twin.pending is not None
            twin.submit(agent.choose(twin.pending))
        assert game.digest() == before


#: The dicts of a GameObject that copies of a game share (Game.copy): never changed in place.
_SHARED_DICTS = {"activations_this_turn"}
_IN_PLACE = {"update", "pop", "popitem", "setdefault", "clear", "__setitem__", "__delitem__"}


def _in_place_writes(tree: ast.AST) -> list[int]:
    """Lines of `tree` that change a shared dict of an object in place (x.counters[k] = v,
    del x.choices[k], x.activations_this_turn.update(...), ...)."""

    def shared(node: ast.AST) -> bool:
        return isinstance(node, ast.Attribute) and node.attr in _SHARED_DICTS

    lines = []
    for node in ast.walk(tree):
        targets: list[ast.expr] = []
        if isinstance(node, ast.Assign | ast.Delete):
            targets = list(node.targets)
        elif isinstance(node, ast.AugAssign | ast.AnnAssign):
            targets = [node.target]
        if any(isinstance(t, ast.Subscript) and shared(t.value) for t in targets):
            lines.append(node.lineno)
        if (
            isinstance(node, ast.Call)
            and isinstance(node.func, ast.Attribute)
            and node.func.attr in _IN_PLACE
            and shared(node.func.value)
        ):
            lines.append(node.lineno)
    return lines


def test_copies_share_the_dicts_of_objects_because_nothing_changes_them_in_place() -> None:
    """Game.copy shares each object's activations this turn with the original: no code in
    izvori/ writes into them (a write puts a new dict in place)."""
    root = Path(__file__).parents[2] / "izvori"
    found = {
        str(path.relative_to(root)): lines
        for path in sorted(root.rglob("*.py"))
        if (lines := _in_place_writes(ast.parse(path.read_text("utf-8"))))
    }
    assert found == {}
    # the check itself sees each kind of write
    sample = (
        "o.activations_this_turn[k] = 1\n"
        "del o.activations_this_turn[k]\n"
        "o.activations_this_turn.update(x)\n"
    )
    assert _in_place_writes(ast.parse(sample)) == [1, 2, 3]


def test_game_random_draws_what_random_draws_and_counts_each_change() -> None:
    import random

    from izvori.engine.rng import GameRandom

    a, b = random.Random(7), GameRandom(7)
    for n in (2, 10, 40, 1000):
        assert a.randrange(n) == b.randrange(n)
        assert a.random() == b.random()
        xs, ys = list(range(n)), list(range(n))
        a.shuffle(xs)
        b.shuffle(ys)
        assert xs == ys
    assert a.getstate() == b.getstate()
    before = b.changes
    b.shuffle(list(range(5)))
    assert b.changes > before


def test_digest_follows_every_change_of_the_rng() -> None:
    game = next(_games(per_pair=1, answers=1))
    first = game.digest()
    assert game.digest() == first
    game.shuffle(0)  # A2.10: the state of the RNG is part of the game
    assert game.digest() != first
    twin = game.copy()
    assert twin.digest() == game.digest()
    twin.shuffle(1)
    assert twin.digest() != game.digest()


def _loop_answers(game: Game) -> tuple[object, object]:
    p = game.priority_player
    actions = legal_actions(game, p)
    return loops.loop_body(game, p), loops.loop_restarts(game, p, actions)


def test_d22_30_outline_prefilter_gives_what_the_full_position_gives(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    """D22.20, D22.30: the full loop position is computed only when the outline matches a
    recorded one; at every priority the answers are those of comparing full positions."""
    compared = 0
    for game in _games(per_pair=2, answers=500):
        if game.pending is None or game.pending.prompt != "priority" or game.loops is None:
            continue
        fast = _loop_answers(game)
        with monkeypatch.context() as m:
            m.setattr(loops, "_may_be_at_a_recorded_position", lambda *_: True)
            assert _loop_answers(game) == fast
        compared += 1
    assert compared > 100


def _until_loop_shortcut(name: str) -> Game:
    """A D22 scenario's script up to its `answer: loop` step (as test_loop_shortcuts does)."""

    from izvori.cards.yamlsafe import load_text
    from izvori.scenario.runner import Runner

    path = Path(__file__).parents[1] / "scenarios" / "pravila" / name
    data = load_text(path.read_text("utf-8"))
    script = data["script"]
    data["script"] = script[: next(i for i, s in enumerate(script) if s.get("answer") == "loop")]
    data.pop("expect", None)
    runner = Runner(Path(name), data, load_cards_or_raise())
    runner.run()
    return runner.g


@pytest.mark.parametrize(
    "name", ["d22_20_broj_ponavljanja.yaml", "d22_30_broj_ponavljanja_slaze_se.yaml"]
)
def test_d22_30_outline_never_hides_a_real_loop(name: str) -> None:
    """At the loop of the D22.20 and D22.30 scenarios the prefilter lets the full position
    through, also when the outlines were not remembered (a game restored from a save)."""
    game = _until_loop_shortcut(name)
    assert game.pending is not None and game.loops is not None
    p = game.pending.player
    assert loops._may_be_at_a_recorded_position(game, game.loops, p)
    assert loops.loop_body(game, p) is not None
    _with_outlines(game, None)
    assert loops.loop_body(game, p) is not None
    # an outline that differs rules the position out without its full key: in a part the
    # quick comparison looks at, or only in the whole outline
    here = loops._outline(game)
    for other in (here._replace(stack=(-1,)), here._replace(turn=-1)):
        _with_outlines(game, other)
        assert loops.loop_body(game, p) is None
    _with_outlines(game, here)
    assert loops.loop_body(game, p) is not None


def test_d22_30_loop_checks_are_skipped_only_where_they_find_nothing() -> None:
    """D22.20, D22.30: a priority asks for restarts and a shortcut only when something was
    played in this step (`loops.played_in_this_step`, `TurnFrame._priority_decision`); at
    every priority of random games where it says nothing was, the long way finds no restart
    and no loop — and at the loops of the D22 scenarios it says something was."""
    skipped = 0
    for game in _games(per_pair=2, answers=500):
        if game.pending is None or game.pending.prompt != "priority":
            continue
        if loops.played_in_this_step(game) is None:
            assert _loop_answers(game) == (None, set())
            skipped += 1
    assert skipped > 100
    for name in ("d22_20_broj_ponavljanja.yaml", "d22_30_broj_ponavljanja_slaze_se.yaml"):
        game = _until_loop_shortcut(name)
        assert loops.played_in_this_step(game) is not None
        assert game.pending is not None and Action("loop") in game.pending.options


def _with_outlines(game: Game, outline: loops.Outline | None) -> None:
    """The positions played from, with `outline` as their outline (None: not known)."""
    assert game.loops is not None
    game.loops.taken = [
        (loops.PlayedFrom(None, outline, pos.key), p, act) for pos, p, act in game.loops.taken
    ]


def test_d22_30_a_position_encoded_later_is_the_key_it_had_when_played_from() -> None:
    """A play's position (loops.PlayedFrom) is encoded only when first asked for: at the end
    of each game, every position taken along the way gives the key it had at its moment."""
    taken: list[tuple[loops.PlayedFrom, str]] = []
    compared = 0
    last: Game | None = None
    for game in _games(per_pair=2, answers=400):
        if game is not last:
            compared += _keys_still_equal(taken)
            last = game
        if game.pending is not None and game.pending.prompt == "priority":
            taken.append((loops.play_position(game), loops.position_key(game)))
    compared += _keys_still_equal(taken)
    assert compared > 1000


def _keys_still_equal(taken: list[tuple[loops.PlayedFrom, str]]) -> int:
    for played_from, key in taken:
        assert played_from.key == key
    n = len(taken)
    taken.clear()
    return n


def _containers(root: object, skip: tuple[type, ...]) -> set[int]:
    """The ids of every list, dict and set reachable from `root` (not into `skip` types)."""
    seen: set[int] = set()
    out: set[int] = set()
    todo = [root]
    while todo:
        x = todo.pop()
        if id(x) in seen or isinstance(x, (str, int, float, type(None), *skip)):
            continue
        seen.add(id(x))
        if isinstance(x, list | dict | set):
            out.add(id(x))
        if isinstance(x, dict):
            todo.extend(x.keys())
            todo.extend(x.values())
        elif isinstance(x, list | tuple | set | frozenset):
            todo.extend(x)
        else:
            if hasattr(x, "__dict__"):
                todo.append(vars(x))
            # and the slots (Game keeps its attributes in slots)
            for cls in type(x).__mro__:
                for name in getattr(cls, "__slots__", ()):
                    if name != "__dict__" and hasattr(x, name):
                        todo.append(getattr(x, name))
    return out


def test_d22_30_a_position_played_from_shares_no_list_with_the_game() -> None:
    """What a play's position is encoded from later (loops._position_parts) holds no list or
    dict the game holds: nothing the game changes afterwards can change its key."""
    checked = 0
    for n, game in enumerate(_games(per_pair=1, answers=300)):
        if n % 5 or game.pending is None or game.pending.prompt != "priority":
            continue
        parts = loops._position_parts(game)
        ours = _containers(game, (CardDef, Chars)) - {id(game.__dict__)}
        assert not _containers(parts, ()) & ours
        checked += 1
    assert checked > 50


def test_d19_every_input_of_the_characteristics_changes_them() -> None:
    """Each thing the characteristics of permanents depend on, changed with a state change
    (`touch`), changes them as compute_all works them out again (D19.51, and its shortcut
    for the permanents nothing reaches, characteristics._reached_objects):
    counters (D19.51 level 6), control, tapped state read by "while untapped" (Utvrđenje),
    the chosen creature type (E4.50, Lažni Vođa), cards in hand and in the odlagališta
    counted by "*" (B9.20: Manus, Crvena Ala), what an object is attached to."""
    pool = load_cards_or_raise()
    game = Game([[], []], ("Ana", "Boris"), seed=1, start=False)

    def put(name: str, controller: int) -> GameObject:
        obj = game.new_object(pool[name], controller, Zone.PLAY)
        obj.timestamp = game.next_timestamp()
        game.battlefield.append(obj.id)
        game.touch()
        return obj

    put("Utvrđenje", 0)
    leader = put("Lažni Vođa", 1)
    hero = put("Vilenjački Heroj", 0)
    manus = put("Manus", 0)
    ala = put("Crvena Ala", 1)
    bear = put("Manus", 1)
    wings = put("Krila", 0)
    wings.attached_to = bear.id
    sorcery = next(c for c in pool.values() if CardType.SORCERY in c.types)
    in_hand = game.new_object(sorcery, 0, Zone.HAND)

    def add_card_to_hand() -> None:
        game.players[0].hand.append(in_hand.id)

    def sorcery_to_graveyard() -> None:  # (the hand stays as it is)
        game.players[1].graveyard.append(game.new_object(sorcery, 1, Zone.GRAVEYARD).id)

    def choose_type() -> None:
        leader.choices["creature_type"] = "Otelovljenje"

    changes = {
        "counters": lambda: manus.counters.update({"+10/+10": 2}),
        "control": lambda: setattr(bear, "controller", 0),
        "tapped": lambda: setattr(bear, "tapped", True),
        "chosen type": choose_type,
        "hand": add_card_to_hand,
        "odlagalište": sorcery_to_graveyard,
        "attached": lambda: setattr(wings, "attached_to", hero.id),
    }
    for what, change in changes.items():
        before = game.in_play()
        change()
        game.touch()
        assert game.in_play() == [(i, c) for i, c in compute_all(game).items()], what
        assert game.in_play() != before, what
    assert ala.id in game.battlefield


def test_d10_17_a_plan_remembered_by_pool_sources_and_cost_is_the_plan_found_now(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    """can_afford answers from what it found before for the same pool, mana sources and
    cost (payment._plan_exists); at every answer that is what planning now gives."""
    from izvori.engine import payment

    payment._PLAN_EXISTS.clear()
    planned = 0
    real_plan = payment.auto_pay_plan

    def counting(*args: object, **kwargs: object) -> object:
        nonlocal planned
        planned += 1
        return real_plan(*args, **kwargs)  # type: ignore[arg-type]

    costs = [ManaCost(1), ManaCost(2, (("R", 1),)), ManaCost(1, (("Z", 1),)), ManaCost(4)]
    asked = 0
    for game in _games(per_pair=1, answers=300):
        for player, cost in itertools.product((0, 1), costs):
            game.derived.clear()  # not the answer kept until the next event
            asked += cost.total() <= payment.potential_mana(game, player)
            with monkeypatch.context() as m:
                m.setattr(payment, "auto_pay_plan", counting)
                got = can_afford(game, player, cost)
            assert got == (auto_pay_plan(game, player, cost) is not None)
    assert asked > 500
    assert planned < asked / 2  # most answers were remembered


def test_d19_affects_words_read_nothing_that_changes_without_a_touch() -> None:
    """Characteristics are kept across changes that don't `touch` (D19.51): damage
    (`forget_derived`), "sickness", regeneration shields, activations, and tapped state
    unless an `untapped` filter is in play (Game._may_change_characteristics), so no
    `affects` word (izvori/engine/static_affects.py) may look at them, nor at the controller
    an object entered under. A word that needs one of them must make those changes touch."""
    from izvori.engine import static_affects  # noqa: F401  (declares the words)
    from izvori.engine.vocabulary.statics import STATIC_AFFECTS

    card = load_cards_or_raise()["Vilenjački Heroj"]
    varied = {
        "damage": 20,
        "sick": False,
        "regen_shields": 1,
        "activations_this_turn": {0: 1},
        "base_controller": 1,
        "tapped": True,
    }
    assert STATIC_AFFECTS.words
    for name, word in STATIC_AFFECTS.words.items():
        assert word.run is not None
        for attached in (None, 2):
            holder = GameObject(1, 0, card, Zone.PLAY, attached_to=attached)
            obj = GameObject(2, 0, card, Zone.PLAY)
            c = values(cached_base_chars(obj), obj)
            before = word.run(holder, obj, c)
            for field, value in varied.items():
                for who in (holder, obj):
                    old = getattr(who, field)
                    setattr(who, field, value)
                    assert word.run(holder, obj, c) == before, (name, field)
                    setattr(who, field, old)


# ------------------------------------------------------------------ fifth session (issue 13)
def test_d19_51_only_the_permanents_something_reaches_go_through_the_levels(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    """With no static ability in play, compute_all runs the levels (D19.51) over the
    permanents an effect, counters or a "*" reaches (characteristics._reached_objects) and
    gives the others their printed values: at every answer that is what running every
    permanent through the levels gives, object by object."""
    real = characteristics._reached_objects
    reached = 0

    def counting(*args: object) -> object:
        nonlocal reached
        out = real(*args)  # type: ignore[arg-type]
        reached += out is not None and len(out) < len(args[1])  # type: ignore[arg-type]
        return out

    monkeypatch.setattr(characteristics, "_reached_objects", counting)
    compared = 0
    for game in _games(per_pair=2, answers=400):
        if not game.battlefield:
            continue
        assert compute_all(game) == _compute_all_the_long_way(game)
        compared += 1
    assert compared > 500
    assert reached > 100  # the shortcut was taken, with permanents left out


def test_d19_51_a_permanent_left_out_of_the_levels_is_one_nothing_changes() -> None:
    """The shortcut is not taken while a static ability is in play (it may reach any
    permanent); without one, exactly the permanents with a counter or a "*" go through
    the levels here (no effect is in play), and the result is the long way's."""
    pool = load_cards_or_raise().values()
    plain = next(
        c for c in pool if CardType.CREATURE in c.types and not c.statics and not c.pt_defined_by
    )
    star = next(c for c in pool if c.pt_defined_by and not c.statics)
    lord = next(c for c in pool if CardType.CREATURE in c.types and c.statics)

    def reached(cards: list[CardDef]) -> tuple[set[int] | None, set[int], int]:
        game = Game([cards * 5, [plain] * 10], seed=1)
        for oid in list(game.players[0].hand):
            game.move(oid, Zone.PLAY)
        objs = [game.objects[i] for i in game.battlefield]
        objs[0].counters["+10/+10"] = 1
        game.touch()
        assert game.in_play() == list(_compute_all_the_long_way(game).items())
        bases = {o.id: cached_base_chars(o) for o in objs}
        out = characteristics._reached_objects(game, objs, bases)
        changing = {o.id for o in objs if o.counters or o.card.pt_defined_by}
        return (None if out is None else {o.id for o in out}), changing, len(objs)

    assert reached([lord])[0] is None
    got, changing, in_play = reached([plain, star])
    assert got == changing
    assert 1 < len(got) < in_play  # some go through the levels, some are left out


def test_d4_40_mana_sources_kept_across_events_are_those_worked_out_now() -> None:
    """payment._kept_mana_sources gives, at every answer and for both players, what
    `_mana_sources` works out now (tapped, "sick", control and characteristics read live),
    and it does keep them across events."""
    from izvori.engine import payment

    kept = 0
    compared = 0
    for game in _games(per_pair=2, answers=400):
        for player in (0, 1):
            before = dict(game.kept_sources)
            game.derived.clear()  # what is kept across events, not until the next one
            got = payment.mana_sources(game, player)
            assert got == payment._mana_sources(game, player, frozenset())
            kept += before.get(player) == game.kept_sources.get(player)
            compared += 1
    assert compared > 1000
    assert kept > compared / 2


def test_d19_51_changes_outside_play_keep_the_characteristics(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    """A card moving between zones other than play (a spell cast or resolved, a card
    discarded), a spell or ability put on or taken off the niz, damage dealt: none is an
    input of the characteristics (D19.51), so they are kept (Game.forget_derived, Game.emit)
    — and at every answer they are what compute_all gives for the state now."""
    kept = 0
    real_emit = Game.emit

    def counting(game: Game, ev: object) -> object:
        nonlocal kept
        before = game._chars
        out = real_emit(game, ev)  # type: ignore[arg-type]
        kept += before is not None and game._chars is before
        return out

    monkeypatch.setattr(Game, "emit", counting)
    compared = 0
    for game in _games(per_pair=2, answers=400):
        assert game.in_play() == list(compute_all(game).items())
        compared += 1
    assert compared > 1000
    assert kept > 500


def test_d9_legal_actions_kept_across_a_step_are_those_worked_out_now(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    """casting.legal_actions keeps each player's actions while `Game.state_gen` (every
    event but a step beginning, every touch) and the timing context (D9.14, D4.30, B12.71,
    the pools, the niz, combat, delayed triggers) are unchanged, and leaves out what needs
    sorcery timing when only his main phase is over; at every answer, for both players,
    they are what `all_legal_actions` works out now — and both shortcuts are taken."""
    from izvori.engine import casting
    from izvori.engine.casting import all_legal_actions

    derived = 0
    real = casting._at_instant_speed

    def counting(game: Game, actions: tuple[object, ...]) -> object:
        nonlocal derived
        derived += 1
        return real(game, actions)  # type: ignore[arg-type]

    monkeypatch.setattr(casting, "_at_instant_speed", counting)
    kept = compared = 0
    pairs = [*DECK_PAIRS, ("plava", "zelena"), ("crvena", "zuta")]
    pool = load_cards_or_raise()
    for (a, b), seed in itertools.product(pairs, (700, 701)):
        decks = [load_deck_by_name(a, pool).cards, load_deck_by_name(b, pool).cards]
        game = Game(decks, seed=seed)
        agent = RandomAgent(seed)
        while game.result is None and game.answers_submitted < 600:
            for player in (0, 1):
                before = game.kept_actions.get(player)
                got = legal_actions(game, player)
                assert got == all_legal_actions(game, player), (a, b, seed, player)
                kept += before is not None and game.kept_actions.get(player) is before
                compared += 1
            assert game.pending is not None
            game.submit(agent.choose(game.pending))
    assert compared > 5000
    assert kept > compared / 4
    assert derived > 50


def test_d21_30_state_based_effects_skipped_only_when_none_would_apply() -> None:
    """sba.check_state_based skips the look when nothing changed (`Game.state_gen`) since a
    look that found none; at every answer where it would skip, a full pass on a copy finds
    none either (D21.30) — and it does skip."""
    from izvori.engine import sba

    skipped = compared = 0
    for game in _games(per_pair=3, answers=500):
        if game.sba_clear_at == game.state_gen:
            assert not sba._one_pass(game.copy())
            skipped += 1
        compared += 1
    assert compared > 1000
    assert skipped > compared / 10


def test_d11_10_triggered_abilities_by_event_class_are_those_listening(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    """triggers.listeners_by_event_class gives, for every event emitted, exactly the permanents and
    abilities (in battlefield order, each permanent's in its order) whose `when:` word
    listens to the event's class — what detect_triggers looked at before the index."""
    from izvori.engine import triggers
    from izvori.engine.vocabulary.triggers import TRIGGERS

    real_emit = Game.emit
    compared = found = 0

    def checking(game: Game, ev: object) -> object:
        nonlocal compared, found
        index = game.play_view("triggers_by_event", triggers.listeners_by_event_class)
        long_way = []
        for oid, abilities in triggers._with_triggers(game.in_play()):
            listening = tuple(
                ab
                for ab in abilities
                if ab.event in TRIGGERS.words and type(ev) in TRIGGERS.words[ab.event].listens
            )
            if listening:
                long_way.append((oid, listening))
        assert index.get(type(ev), []) == long_way
        compared += 1
        found += bool(long_way)
        return real_emit(game, ev)  # type: ignore[arg-type]

    monkeypatch.setattr(Game, "emit", checking)
    for _game in _games(per_pair=2, answers=400):
        pass
    assert compared > 2000
    assert found > 20


def test_d4_40_mana_sources_without_one_permanent_are_the_others() -> None:
    """payment.mana_sources with a permanent left out (its `@` ability is being paid for)
    is the full list without that permanent's sources — what `_mana_sources` works out."""
    from izvori.engine import payment

    compared = 0
    for game in _games(per_pair=1, answers=300):
        for player in (0, 1):
            for oid in game.battlefield:
                exclude = frozenset({oid})
                got = payment.mana_sources(game, player, exclude)
                assert got == payment._mana_sources(game, player, exclude)
                compared += 1
    assert compared > 5000


def test_d20_60_replacement_views_are_what_every_permanent_says() -> None:
    """replace_draw.any_draw_replacement and zone_replacement.any_zone_replacement are views
    of the characteristics (Game.play_view): with such permanents in play, as they leave
    and at every answer of random games, they say what looking at every permanent's static
    abilities says (D20.60, D20.91)."""
    from izvori.engine.replace_draw import any_draw_replacement
    from izvori.engine.zone_replacement import any_zone_replacement
    from izvori.scenario.table import card_pool, obj, setup

    def long_way(game: Game, op: str) -> bool:
        return any(st.op == op for o in game.battlefield for st in game.chars(o).statics)

    def same(game: Game) -> tuple[bool, bool]:
        draw, zone = any_draw_replacement(game), any_zone_replacement(game)
        assert (draw, zone) == (
            long_way(game, "replace_draw"),
            long_way(game, "replace_to_graveyard"),
        )
        return draw, zone

    pool = card_pool(
        """
        - name: Zaborav
          cost: "1C"
          type: Promena
          text: "Protivnici preskaču svako vučenje karte."
          abilities: [{static: {op: replace_draw, player: opponent}}]
        - name: Praznina
          cost: "1C"
          type: Promena
          text: "Ako bi karta otišla na odlagalište, umesto toga je ukloni iz igre."
          abilities: [{static: {op: replace_to_graveyard, which: any, goes_to: removed}}]
        """
    )
    game = setup(
        pool,
        """
        active: Ana
        step: glavna1
        players:
          - name: Ana
            play: [Zaborav, Praznina]
          - name: Boris
        """,
    )
    assert same(game) == (True, True)
    game.move(obj(game, "Zaborav"), Zone.HAND)
    assert same(game) == (False, True)
    game.move(obj(game, "Praznina"), Zone.HAND)
    assert same(game) == (False, False)
    compared = 0
    for game in _games(per_pair=1, answers=300):
        same(game)
        compared += 1
    assert compared > 500


def test_d4_40_values_kept_across_a_step_beginning_are_those_worked_out_now() -> None:
    """`Game.derived` (mana sources, affordability) is kept when a step begins (an
    `only_timing` event); at every answer what it holds is what is worked out now."""
    from izvori.engine import payment

    kept = compared = 0
    for game in _games(per_pair=2, answers=400):
        for player in (0, 1):
            kept += ("funds", player, frozenset()) in game.derived
            got = payment.mana_sources(game, player)
            assert got == payment._mana_sources(game, player, frozenset())
            pool_now = tuple(game.players[player].pool.amounts.items())
            for key, funds in list(game.derived.items()):
                if key[0] != "funds" or key[1] != player:
                    continue
                for (cost, pool), value in list(funds._afford.items()):
                    # an answer kept for the pool as it is now (the pool is in the key)
                    if pool == pool_now:
                        plan = payment.auto_pay_plan(game, player, cost.with_x(0), key[2])
                        assert value == (plan is not None)
            compared += 1
    assert compared > 1000
    assert kept > compared / 10


def test_d4_30_d4_50_kept_legal_actions_follow_the_timing_words_step_by_step() -> None:
    """An ability "only during your upkeep" (D4.30) and one "only as a sorcery" (D4.50) on a
    creature in play: step by step through a turn in which nothing else happens, the kept
    legal actions (`casting.legal_actions`) are what `all_legal_actions` works out — each
    ability offered exactly in its own step — though nothing but the step changes."""
    from izvori.engine.casting import all_legal_actions
    from izvori.scenario.table import card_pool, obj, setup

    pool = card_pool(
        """
        - name: Satni Stražar
          cost: "1C"
          type: Biće
          power: 10
          toughness: 10
          text: "1: +0/+10 (samo tokom pripreme). 1: +10/+0 (samo kao vradžbina)."
          abilities:
            - activated:
                cost: "1"
                only_during: your_upkeep
                effects: [{pump: {what: self, power: 0, toughness: 10}}]
                text: "1: +0/+10 do kraja poteza. Samo tokom svoje pripreme."
            - activated:
                cost: "1"
                sorcery_speed: true
                effects: [{pump: {what: self, power: 10, toughness: 0}}]
                text: "1: +10/+0 do kraja poteza. Samo kao vradžbina."
        """
    )
    game = setup(
        pool,
        """
        active: Ana
        step: priprema
        players:
          - name: Ana
            library: [Grom, Oluja]
            play: [Satni Stražar, {card: Grom, as_source: true}]
          - name: Boris
            library: [Grom, Oluja]
        """,
    )
    guard = obj(game, "Satni Stražar")
    offered: dict[str, set[int]] = {}
    while game.step.value != "kraj_borbe":
        assert game.pending is not None and game.pending.prompt == "priority"
        p = game.priority_player
        got = legal_actions(game, p)
        assert got == all_legal_actions(game, p), game.step
        if p == 0:
            offered[game.step.value] = {
                a.index for a in got if a.kind == "activate" and a.obj == guard
            }
        game.submit(Action("pass"))
        while game.pending is not None and game.pending.prompt != "priority":
            game.submit([])  # no attackers
    assert offered["priprema"] == {0}
    assert offered["glavna1"] == {1}
    assert offered["početak_borbe"] == set()


def test_faces_kept_with_the_characteristics_are_those_made_now() -> None:
    """`view._face_in_play` keeps a permanent's face with its values (`Chars.faces`); at every
    answer of random games, every permanent's face in both players' views is the face made
    now from the object, its characteristics and the text changes (D19.60), and faces are
    reused."""
    # the package's `view` is the function; the module is imported by its name
    view_mod = importlib.import_module("izvori.engine.view")

    made = reused = 0
    for game in _games(per_pair=1, answers=300):
        for oid in game.battlefield:
            obj, chars = game.objects[oid], game.chars(oid)
            changes = view_mod._text_changes(game, obj) if game.effects else ()
            kept = chars.faces.get((oid, obj.as_source))
            face = view_mod._face_in_play(obj, chars, game)
            assert face == view_mod._make_face(obj, chars, changes)
            reused += kept is not None and face is kept.face
            made += 1
    assert made > 1000
    assert reused > made / 2


# ------------------------------------------------ legal actions of a priority (issue 13)
# The shortcuts of casting.legal_actions / all_legal_actions and payment.Funds against the
# long way they replace, position by position, over random games of every deck.


def _bundled_decks() -> list[str]:
    """Every deck that ships with the game (the demo, colour and rules decks)."""
    from izvori.cards.decklist import bundled_dir

    return sorted(p.stem for p in (bundled_dir() / "decks").glob("*.yaml"))


def _pool_deck(seed: int) -> list[CardDef]:
    """40 cards drawn from the whole card pool (every card can be played as a source,
    B12.71), so that cards no deck holds are looked at too."""
    import random

    cards = sorted(load_cards_or_raise().values(), key=lambda c: c.name)
    return random.Random(seed).choices(cards, k=40)


def _all_deck_games(answers: int = 300) -> Iterator[Game]:
    """Every position of random games: each deck against the next (all nine), and two games
    of decks drawn from the whole card pool."""
    pool = load_cards_or_raise()
    names = _bundled_decks()
    assert len(names) >= 9
    pairs: list[tuple[list[CardDef], list[CardDef]]] = [
        (load_deck_by_name(a, pool).cards, load_deck_by_name(b, pool).cards)
        for a, b in zip(names, names[1:] + names[:1], strict=True)
    ]
    pairs += [(_pool_deck(1), _pool_deck(2)), (_pool_deck(3), _pool_deck(4))]
    for n, decks in enumerate(pairs):
        yield from _positions(Game(list(decks), seed=900 + n), RandomAgent(900 + n), answers)


def _long_way_actions(game: Game, player: int) -> list[Action]:
    """Everything `player` may do with priority (D9.14, D9.19) as it was worked out before
    the shortcuts: every card in hand through `can_cast`, every ability through
    `ability_usable`, every affordability planned now (`auto_pay_plan`, no answer kept) and
    the mana sources worked out now (`_mana_sources`)."""
    from izvori.engine import casting, delayed, payment, special
    from izvori.engine.zones import outside_play_cards

    def planned(g: Game, p: int, cost: ManaCost, exclude: frozenset[int] = frozenset()) -> bool:
        return cost.is_zero() or auto_pay_plan(g, p, cost.with_x(0), exclude) is not None

    def all_targets(
        g: Game, specs: Any, p: int, colors: Any, self_id: int | None = None
    ) -> bool:  # every legal target listed, not only the first ones (D10.13)
        return all(len(legal_targets(g, s, p, colors, self_id)) >= s.min for s in specs)

    with pytest.MonkeyPatch.context() as m:
        for module in (casting, special, delayed):
            m.setattr(module, "can_afford", planned)
        m.setattr(casting, "targets_available", all_targets)
        hand = game.players[player].hand
        out = [Action("pass")]
        if casting.may_play_a_source(game, player):
            out += [Action("source", oid) for oid in hand]
        out += [Action("cast", oid) for oid in hand if casting.can_cast(game, player, oid)]
        for oid in game.battlefield:
            if game.objects[oid].controller == player:
                for i, _ab in game.chars(oid).other_abilities:
                    if casting.ability_usable(game, player, oid, i):
                        out.append(Action("activate", oid, i))
        for oid in outside_play_cards(game, player):
            for i in range(len(game.chars(oid).activated)):
                if casting.ability_usable(game, player, oid, i):
                    out.append(Action("activate", oid, i))
        out += special.ignore_actions(game, player)
        for src in payment._mana_sources(game, player, frozenset()):
            out += [Action("mana", src.perm, src.index, kind) for kind in src.kinds]
        if game.delayed:
            out += delayed.stop_actions(game, player)
    return out


def test_d9_19_legal_actions_are_those_worked_out_the_long_way() -> None:
    """At every answer of random games of every deck (and of decks drawn from the whole
    pool), for both players, the legal actions — kept (`legal_actions`, at every priority)
    and worked out (`all_legal_actions`: cards in hand judged against the most mana first,
    affordability kept with the mana sources, mana actions made once per sources) — are
    the long way's, action by action in the same order; and the shortcuts were taken."""
    from izvori.engine import casting
    from izvori.engine.decisions import DecisionKind

    compared = bounded = kept_compared = 0
    real_castable = casting._castable_from_hand
    looked = [0]

    def counting(*args: object) -> bool:
        looked[0] += 1
        return real_castable(*args)  # type: ignore[arg-type]

    with pytest.MonkeyPatch.context() as m:
        m.setattr(casting, "_castable_from_hand", counting)
        for game in _all_deck_games():
            assert game.pending is not None
            at_priority = game.pending.kind == DecisionKind.PRIORITY
            for player in (0, 1):
                long_way = _long_way_actions(game, player)
                if at_priority:
                    # kept actions are asked for only at a priority: while a spell is being
                    # cast, its targets and X are chosen without an event (D10.13, D10.14)
                    assert legal_actions(game, player) == long_way
                    kept_compared += 1
                before = looked[0]
                assert casting.all_legal_actions(game, player) == long_way
                hand = game.players[player].hand
                in_hand = sum(casting.spell_facts(game.objects[o].card) is not None for o in hand)
                bounded += in_hand - (looked[0] - before)
                compared += 1
    assert compared > 3000
    assert kept_compared > 2000
    assert bounded > 1000  # cards found too dear without looking further


def test_d10_17_funds_answers_are_kept_with_the_sources_and_are_the_plans_found_now() -> None:
    """`can_afford` answers from the player's `Funds`, kept across events while his mana
    sources are unchanged (also when only the opponent's permanents changed); at every
    answer, for a spread of costs, with and without each of his permanents (its `@` being
    paid for), the answer is whether a plan is found now."""
    from izvori.engine import payment

    costs = [ManaCost(1), ManaCost(2, (("R", 1),)), ManaCost(0, (("Z", 2),)), ManaCost(3)]
    compared = across = 0
    previous: dict[int, payment.Funds] = {}
    for game in _all_deck_games(answers=200):
        for player in (0, 1):
            game.derived.clear()  # what is kept across events, not until the next one
            funds = payment.funds(game, player)
            across += previous.get(player) is funds
            previous[player] = funds
            assert funds.sources == payment._mana_sources(game, player, frozenset())
            excludes = [frozenset(), *(frozenset({o}) for o in game.battlefield[:4])]
            for cost, exclude in itertools.product(costs, excludes):
                plan = auto_pay_plan(game, player, cost, exclude)
                assert can_afford(game, player, cost, exclude) == (plan is not None)
                compared += 1
    assert compared > 10_000
    assert across > 500


def _exists_by_trying_every_kind(
    pool: dict[str, int], cost: ManaCost, kinds: list[tuple[str, ...]]
) -> bool:
    """Whether some choice of a kind (or none) for each one-mana source pays `cost`."""
    from izvori.engine.mana import plan_payment

    for choice in itertools.product(*[(None, *k) for k in kinds]):
        have = dict(pool)
        for k in choice:
            if k is not None:
                have[k] = have.get(k, 0) + 1
        if plan_payment(have, cost) is not None:
            return True
    return False


def test_d10_17_the_plan_key_decides_whether_the_planner_finds_a_plan() -> None:
    """`Funds.plan_key`: sources with the same key, pool and cost get the same answer from
    the planner (`_plan_single`, no extra mana) — sources in any order, on any permanents,
    some of them two abilities of one permanent (one `@` pays for one of them); and when
    the key is only the kinds, the answer is whether any choice of kinds pays."""
    import random

    from izvori.engine.payment import Funds, ManaSource, _plan_single

    game = next(_games(per_pair=1, answers=1))
    rng = random.Random(5)
    menu = [("R",), ("Z",), ("C",), ("Ž",), ("P",), ("B",), ("R", "Z"), ("Ž", "P", "C", "R", "Z")]
    answers: dict[tuple[object, ...], set[bool]] = {}
    by_kinds = found = met_again = 0
    for _ in range(1500):
        kinds = [rng.choice(menu) for _ in range(rng.randrange(6))]
        colored = tuple((c, n) for c in ("Z", "C") if (n := rng.randrange(3)))
        cost = ManaCost(rng.randrange(3), colored)
        pool = {k: int(rng.random() < 0.05) for k in ("Ž", "P", "C", "R", "Z", "B")}
        game.players[0].pool.amounts = dict(pool)
        perms = rng.sample(range(100, 200), len(kinds))
        if len(kinds) > 1 and rng.random() < 0.3:
            perms[1] = perms[0]  # two mana abilities of one permanent
        sources = [ManaSource(p, i, k) for i, (p, k) in enumerate(zip(perms, kinds, strict=True))]
        key = Funds(sources).plan_key()
        got = _plan_single(game, 0, cost, sources) is not None
        same = (key, cost, tuple(pool.items()))
        met_again += same in answers
        answers.setdefault(same, set()).add(got)
        if key[0] == "kinds":
            assert got == _exists_by_trying_every_kind(pool, cost, kinds), (kinds, cost, pool)
            by_kinds += 1
        found += got
    assert all(len(a) == 1 for a in answers.values())
    assert met_again > 100
    assert by_kinds > 500
    assert 200 < found < 1300


def test_d10_17_one_mana_sources_pay_by_hall_s_condition_as_the_planner_finds() -> None:
    """`payment._pays_by_matching` (Hall's condition over the colours of the pips the pool
    doesn't pay, then a count for the generic rest) answers what the planner (`_plan_single`)
    and an exhaustive search answer, for random one-mana sources (one, two or five kinds,
    colourless among them), pools and costs of up to three colours; and `Funds` answers by
    it only for sources of one mana each on permanents of their own."""
    import random

    from izvori.engine.payment import Funds, ManaSource, _pays_by_matching, _plan_single

    game = next(_games(per_pair=1, answers=1))
    rng = random.Random(21)
    menu = [
        ("R",), ("Z",), ("C",), ("Ž",), ("P",), ("B",),
        ("R", "Z"), ("C", "Ž"), ("Z", "C"), ("Ž", "P", "C", "R", "Z"),
    ]  # fmt: skip
    compared = found = several = 0
    for _ in range(4000):
        kinds = [rng.choice(menu) for _ in range(rng.randrange(7))]
        colors = rng.sample(("Ž", "P", "C", "R", "Z"), rng.randrange(4))
        colored = tuple(
            (c, n) for c in ("Ž", "P", "C", "R", "Z") if c in colors and (n := rng.randrange(1, 3))
        )
        if colored and rng.random() < 0.1:
            colored += colored[:1]  # a colour twice (no card's cost is written so; the planner
            # takes the pool pip by pip, and so must the formula)
        cost = ManaCost(rng.randrange(4), colored)
        pool = {k: int(rng.random() < 0.08) for k in ("Ž", "P", "C", "R", "Z", "B")}
        game.players[0].pool.amounts = dict(pool)
        sources = [ManaSource(100 + i, 0, k) for i, k in enumerate(kinds)]
        groups = Funds(sources).one_mana_groups()
        assert groups is not None
        got = _pays_by_matching(pool, cost, groups, len(sources))
        assert got == (_plan_single(game, 0, cost, sources) is not None), (kinds, cost, pool)
        assert got == _exists_by_trying_every_kind(pool, cost, kinds), (kinds, cost, pool)
        compared += 1
        found += got
        several += len(colored) > 1
    assert compared == 4000
    assert 500 < found < 3500
    assert several > 1000
    one = ManaSource(1, 0, ("R",))
    assert Funds([one, ManaSource(1, 1, ("Z",))]).one_mana_groups() is None  # one `@`
    assert Funds([one, ManaSource(2, 0, ("R",), 2)]).one_mana_groups() is None  # two mana
    assert Funds([one, ManaSource(2, 0, ("R",), 1, (("R", 1),))]).one_mana_groups() is None


# ------------------------------------------------- eighth session (issue 13): views and events
def _mana_kinds_the_long_way(chars: Chars) -> tuple[str, ...]:
    kinds: list[str] = []
    for ab in chars.activated:
        if ab.is_mana_ability:
            kind = str(ab.effects[0].get("kind", "any"))
            made = [k for k in MANA_KINDS if k != "B"] if kind == "any" else kind.split("|")
            kinds.extend(k for k in made if k not in kinds)
    return tuple(kinds)


def _permanent_view_the_long_way(game: Game, oid: int) -> Any:
    """What `view._permanent_view` made before anything of it was kept: every field anew."""
    view_mod = importlib.import_module("izvori.engine.view")
    obj, chars, combat = game.objects[oid], game.chars(oid), game.combat
    blocks = tuple(combat.blocks.get(oid, ())) if combat is not None else ()
    is_source = "Izvor" in {t.value for t in chars.types}
    if obj.as_source is None and not is_source:
        group = None
    elif obj.as_source is not None and obj.as_source.startswith("basic:"):
        group = obj.as_source.split(":", 1)[1]
    else:
        group = chars.name
    changes = view_mod._text_changes(game, obj) if game.effects else ()
    return view_mod.PermanentView(
        card=view_mod._make_face(obj, chars, changes),
        controller=obj.controller,
        owner=obj.owner,
        tapped=obj.tapped,
        damage=obj.damage,
        counters=tuple(sorted((k, v) for k, v in obj.counters.items() if v)),
        attached_to=obj.attached_to,
        attachments=tuple(
            i for i in game.battlefield if game.objects[i].attached_to == oid and i != oid
        ),
        source_group=group,
        mana=_mana_kinds_the_long_way(chars),
        sick=obj.sick,
        token=obj.is_token,
        attacking=combat is not None and oid in combat.attackers,
        blocking=blocks[0] if blocks else None,
        blocks=blocks,
        blocked_by=tuple(combat.blocked_by.get(oid, ())) if combat is not None else (),
        shields=obj.regen_shields,
    )


def test_views_kept_faces_and_permanents_are_those_made_now() -> None:
    """ARCHITECTURE §6: printed faces kept per card and id (hands, odlagališta), a
    permanent's source group and mana kinds kept with its values, and its last view reused
    while what it shows is unchanged give, at every answer of random games of the rules
    decks and for both players and a spectator, exactly the views made anew — hidden
    information the same (a hidden hand is None in both)."""
    view_mod = importlib.import_module("izvori.engine.view")
    reused = shown = 0
    for game in _games(per_pair=1, answers=300):
        long_bf = tuple(_permanent_view_the_long_way(game, i) for i in game.battlefield)
        for viewer in (0, 1, None):
            before = {
                i: (s.last[1] if s is not None and s.last is not None else None)
                for i in game.battlefield
                for s in [game.chars(i).faces.get((i, game.objects[i].as_source))]
            }
            got = view_mod.view(game, viewer)
            assert got.battlefield == long_bf
            # permanents by id, kept with the view, are those a scan in order finds
            for p in got.battlefield:
                assert got.permanent(p.id) is next(q for q in got.battlefield if q.id == p.id)
            assert got.permanent(-5) is None
            reused += sum(p is before[p.id] for p in got.battlefield)
            shown += len(got.battlefield)
            for pv in got.players:
                p = game.players[pv.index]
                assert pv.graveyard == tuple(
                    view_mod._make_printed_face(game.objects[i].card, i)
                    for i in reversed(p.graveyard)
                )
                if pv.hand is not None:
                    assert pv.hand == tuple(
                        view_mod._make_printed_face(game.objects[i].card, i) for i in p.hand
                    )
                else:
                    assert viewer != pv.index
    assert shown > 1000
    assert reused > shown / 2


def test_printed_faces_are_kept_per_card_and_id() -> None:
    """A printed face is the same value for the same card and id, another for another id, and
    the card browser's faces (id 0) are those made anew."""
    view_mod = importlib.import_module("izvori.engine.view")
    pool = load_cards_or_raise()
    cards = list(pool.values())[:20]
    for c in cards:
        assert view_mod.printed_face(c) == view_mod._make_printed_face(c, 0)
        assert view_mod.printed_face(c, 7) is view_mod.printed_face(c, 7)
        assert view_mod.printed_face(c, 7).id == 7
        assert view_mod.printed_face(c, 8) == view_mod._make_printed_face(c, 8)


def test_d12_30_d7_60_mana_sources_kept_with_what_extra_mana_and_kinds_read() -> None:
    """With a triggered mana ability (Glava Zmaja, D12.30) or a mana ability whose kinds
    other permanents decide (Medaljon Refleksije, D7.60) in play, the kept mana sources are
    still what `_mana_sources` works out now, at every answer of random ogledalo–bazilisk
    games, for both players — and they are kept across events there too."""
    from izvori.engine import payment

    pool = load_cards_or_raise()
    decks = [load_deck_by_name("ogledalo", pool).cards, load_deck_by_name("bazilisk", pool).cards]
    kept = {"triggers": 0, "others": 0}
    for seed in range(40, 52):
        for game in _positions(Game(decks, seed=seed), RandomAgent(seed), 500):
            _, triggers, others, _ = game.play_view("mana_inputs", payment._mana_inputs)
            for player in (0, 1):
                before = game.kept_sources.get(player)
                game.derived.clear()  # what is kept across events, not until the next one
                got = payment.mana_sources(game, player)
                assert got == payment._mana_sources(game, player, frozenset())
                again = before is not None and before[2] is game.kept_sources[player][2]
                kept["triggers"] += again and triggers
                kept["others"] += again and others
    assert kept["triggers"] > 200 and kept["others"] > 200, kept


def test_d12_30_kept_sources_see_a_changed_attachment_control_or_tapped_state() -> None:
    """Kept mana sources follow each input alone: on copies of positions of random
    ogledalo–bazilisk games (sharing what the game kept), a triggered mana ability's aura
    (Glava Zmaja, "enchanted", D12.30) moved to another source, a permanent given to the
    other player, or one tapped or untapped — then `touch` (as the events do) — and the
    mana sources are what `_mana_sources` works out now. (Leaving the aura's attachment out
    of `payment._more_inputs` makes this fail.)"""
    import random

    from izvori.engine import payment

    pool = load_cards_or_raise()
    decks = [load_deck_by_name("ogledalo", pool).cards, load_deck_by_name("bazilisk", pool).cards]
    rng = random.Random(3)
    moved = 0
    for seed in range(60, 70):
        for n, game in enumerate(_positions(Game(decks, seed=seed), RandomAgent(seed), 400)):
            if n % 3 or not game.battlefield:
                continue
            for player in (0, 1):
                payment.mana_sources(game, player)  # kept in the game, shared with the copy
            g = game.copy()
            auras = [o for o in g.battlefield if g.chars(o).mana_triggers]
            sources = [o for o in g.battlefield if CardType.SOURCE in g.chars(o).types]
            change = rng.randrange(3)
            if change == 0 and auras and len(sources) > 1:
                aura = g.objects[rng.choice(auras)]
                aura.attached_to = rng.choice([s for s in sources if s != aura.attached_to])
                moved += 1
            else:
                obj = g.objects[rng.choice(g.battlefield)]
                if change == 1:
                    obj.controller = 1 - obj.controller
                else:
                    obj.tapped = not obj.tapped
            g.touch()
            for player in (0, 1):
                got = payment.mana_sources(g, player)
                assert got == payment._mana_sources(g, player, frozenset()), (seed, n, change)
    assert moved > 30


#: An artifact whose only mana ability costs more than `@`: it has no mana template (the
#: ability is never offered as a source); made an Izvor by an effect, D7.60 counts what it
#: could produce.
_COSTLY_SOURCE = """
cards:
  - name: Skupi Kamen
    cost: "2"
    type: Artefakt
    text: "1, @: Dodaj 1 plavu manu u svoje izvorište."
    abilities:
      - activated:
          cost: {mana: "1", tap: true}
          effects: [{add_mana: {kind: plava, amount: 1}}]
"""


def _becomes_a_source(game: Game, name: str) -> None:
    """An effect makes the permanent `name` an Izvor too (add_type, D19 level 4)."""
    from izvori.engine.characteristics import ContinuousEffect
    from izvori.scenario.table import obj

    oid = obj(game, name)
    game.effects.append(
        ContinuousEffect(
            game.new_stack_id(),
            game.next_timestamp(),
            "add_type",
            [(oid, game.objects[oid].incarnation)],
            {"types": ["Izvor"]},
        )
    )
    game.touch()  # as ContinuousEffectAdded does


def _medaljon_game() -> Game:
    """Ana with Medaljon Refleksije (D7.60); Boris with Kripta Plamena, the creature Gajski
    Druid ("@: Dodaj Z", not a source) and Skupi Kamen made an Izvor (no mana template)."""
    from izvori.scenario.table import card_pool, setup

    game = setup(
        card_pool(_COSTLY_SOURCE),
        """
        players:
          - name: Ana
            play: [Medaljon Refleksije]
          - name: Boris
            play: [Kripta Plamena, Gajski Druid, Skupi Kamen]
        """,
    )
    _becomes_a_source(game, "Skupi Kamen")
    return game


def _medaljon_kinds(game: Game) -> tuple[str, ...]:
    from izvori.engine import payment
    from izvori.scenario.table import obj

    medaljon = obj(game, "Medaljon Refleksije")
    kept = [s.kinds for s in payment.mana_sources(game, 0) if s.perm == medaljon]
    worked_out = [
        s.kinds for s in payment._mana_sources(game, 0, frozenset()) if s.perm == medaljon
    ]
    assert kept == worked_out
    return kept[0] if kept else ()


def test_d7_60_kept_sources_see_another_permanent_become_a_source() -> None:
    """D7.60 reads every permanent's characteristics: Boris's Gajski Druid becomes an Izvor
    too (its mana template and its controller, tapped state and "sick" stay as they were),
    so Medaljon Refleksije can make zelena now. Only the characteristics part of
    `payment._more_inputs` sees it: without it the kept sources are stale and this fails."""
    game = _medaljon_game()
    assert "Z" not in _medaljon_kinds(game)  # kept in the game, shared with the copy
    g = game.copy()
    _becomes_a_source(g, "Gajski Druid")
    assert "Z" in _medaljon_kinds(g)


def test_d7_60_kept_sources_see_a_source_without_template_change_control() -> None:
    """D7.60 reads every permanent's controller: Boris's Skupi Kamen, an Izvor whose mana
    ability costs more than `@` (no mana template, so in no source's state), is given to
    Ana, and Medaljon Refleksije can no longer make plava (her own source doesn't count).
    Only the controllers part of `payment._more_inputs` sees it: without it this fails."""
    from izvori.scenario.table import obj

    game = _medaljon_game()
    assert "P" in _medaljon_kinds(game)
    g = game.copy()
    g.objects[obj(g, "Skupi Kamen")].controller = 0
    g.touch()  # as ControlChanged does
    assert "P" not in _medaljon_kinds(g)


def test_b9_20_a_move_outside_play_recomputes_only_for_a_star_counting_its_zones(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    """A draw, a spell cast or resolved, a discard — a card moving between zones outside
    play — keeps the characteristics unless a "*" in play counts the cards of one of those
    zones (B9.20, characteristics.CDA_ZONES): Manus counts his hand, Crvena Ala the sorceries
    of every odlagalište. At every answer of random games full of one of them, what is kept
    is what compute_all and the levels give for the state now; with each "*" in play, moves
    outside play are seen both kept and recomputed many times."""
    pool = load_cards_or_raise()
    seen: dict[str, int] = {}
    real_emit = Game.emit

    def counting(game: Game, ev: Any) -> Any:
        before = game._chars
        star = next(
            (game.objects[i].card.name for i in game.battlefield if game.objects[i].card in stars),
            None,
        )
        out = real_emit(game, ev)
        outside_play = isinstance(ev, CardDrawn) or (
            isinstance(ev, ZoneChanged) and Zone.PLAY not in (ev.from_zone, ev.to_zone)
        )
        if star is not None and before is not None and outside_play:
            what = f"{star} {'kept' if game._chars is before else 'recomputed'}"
            seen[what] = seen.get(what, 0) + 1
        return out

    monkeypatch.setattr(Game, "emit", counting)
    compared = 0
    for n, (name, a, b) in enumerate(
        [("Manus", "demo-zelena", "zelena"), ("Crvena Ala", "demo-crvena", "crvena")]
    ):
        stars = [pool[name]] * 10
        decks = []
        for deck in (a, b):
            cards = load_deck_by_name(deck, pool).cards
            spells = [c for c in cards if c.types & {CardType.SORCERY, CardType.INSTANT}]
            decks.append(cards[:24] + stars + spells * 2)
        for seed in range(70 + 3 * n, 73 + 3 * n):
            for game in _positions(Game(decks, seed=seed), RandomAgent(seed), 700):
                assert game.in_play() == list(compute_all(game).items())
                assert game.in_play() == list(_compute_all_the_long_way(game).items())
                compared += 1
    assert compared > 3000
    for star, how in itertools.product(("Manus", "Crvena Ala"), ("kept", "recomputed")):
        assert seen.get(f"{star} {how}", 0) > 10, seen


def test_b9_20_every_star_word_says_the_zones_it_counts() -> None:
    """Each "*" word the card files may use (cards.schema.CDA) has its zones in
    characteristics.CDA_ZONES (a missing one would be taken to read every zone: correct,
    but slower), and they are the zones `cda_value` reads."""
    from izvori.cards.schema import CDA

    assert set(characteristics.CDA_ZONES) == set(CDA)
    assert {
        "cards_in_hand": {Zone.HAND},
        "sorceries_in_all_graveyards": {Zone.GRAVEYARD},
        "creatures_you_control": {Zone.PLAY},
        "cards_in_your_graveyard": {Zone.GRAVEYARD},
    } == characteristics.CDA_ZONES


def test_d19_51_statics_in_play_by_op_are_what_every_permanent_says() -> None:
    """`Game.statics_with(op)` (a view of the characteristics) is, at every answer of random
    games of every deck and of decks drawn from the whole card pool, what looking at the
    statics of every permanent in battlefield order finds — for every op a card has."""
    ops = sorted({st.op for card in load_cards_or_raise().values() for st in card.statics})
    found = 0
    for game in _all_deck_games(answers=300):
        for op in ops:
            long_way = [
                (oid, i, st)
                for oid in game.battlefield
                for i, st in enumerate(game.chars(oid).statics)
                if st.op == op
            ]
            assert list(game.statics_with(op)) == long_way, op
            found += bool(long_way)
    assert found > 500


def test_d19_52_printed_values_kept_with_the_characteristics_are_those_looked_up_now() -> None:
    """While the characteristics are kept, the printed values they were computed from
    (`Game._printed`, read by the "while untapped" check, D19.52) are each permanent's
    `cached_base_chars` now, and whether tapping can change the characteristics is what
    every permanent's current and printed statics say — at every answer of random games of
    every deck and of decks drawn from the whole card pool."""
    reads = {True: 0, False: 0}
    for game in _all_deck_games(answers=300):
        in_play = game.in_play()  # (computes them if a change dropped them)
        assert game._chars is not None or not game.battlefield
        for oid in game.battlefield:
            assert game._printed[oid] is cached_base_chars(game.objects[oid])
        long_way = any(
            c.reads_tapped or cached_base_chars(game.objects[oid]).reads_tapped
            for oid, c in in_play
        )
        assert game.play_view("reads_tapped", game._reads_tapped) is long_way
        reads[long_way] += 1
    assert reads[True] > 10 and reads[False] > 1000, reads


def test_d23_pay_options_are_shared_values_and_cancel_is_offered_where_it_is_one() -> None:
    """The pay step's options are the shared Action values (decisions.shared_action), equal
    to the actions they name, and it says cancelling is possible (Esc) exactly when
    "cancel" is one of them — at every decision of random games of every deck."""
    pays = cancellable = 0
    for game in _all_deck_games(answers=300):
        d = game.pending
        assert d is not None
        if d.kind != DecisionKind.PAY:
            continue
        pays += 1
        for a in d.options:
            assert a is shared_action(a.kind, a.obj, a.index, a.choice)
            assert a == Action(a.kind, a.obj, a.index, a.choice)
        assert d.can_cancel is (Action("cancel") in d.options)
        cancellable += d.can_cancel
    assert pays > 100 and cancellable == pays, (pays, cancellable)
    # a payment that can't be backed out of (a copy that must be played) offers "cancel" —
    # and says so — only when nothing else can be done
    pool = load_cards_or_raise()
    game = Game([[], []], ("Ana", "Boris"), seed=1, start=False)
    for with_source in (False, True):
        if with_source:
            obj = game.new_object(pool["Grom"], 0, Zone.PLAY)
            obj.as_source = "basic:Vatra"  # B12.76: a red card played as a source
            game.battlefield.append(obj.id)
            game.touch()
        pay = PayFrame(0, ManaCost.parse("R"), PayResult(), can_cancel=False)
        d = pay.run(game)
        assert d is not None
        assert d.can_cancel is (Action("cancel") in d.options) is (not with_source), d.options


def test_chars_is_creature_worked_out_once_is_what_its_types_say() -> None:
    """`Chars.is_creature` is a memo (worked out on first use, Chars are immutable): at
    every answer of random games it is whether the types hold "Biće", and a Chars made from
    another one with other types (`dataclasses.replace`, as copies and the levels make them)
    doesn't take the first one's answer."""
    import dataclasses

    seen = {True: 0, False: 0}
    for game in _games(per_pair=1, answers=300):
        for _, c in game.in_play():
            assert c.is_creature is (CardType.CREATURE in c.types)
            seen[c.is_creature] += 1
            other = dataclasses.replace(c, types=c.types ^ {CardType.CREATURE})
            assert other.is_creature is not c.is_creature
    assert seen[True] > 500 and seen[False] > 500, seen


def _growable_views(game: Game) -> list[tuple[str, Any, Any]]:
    """(name, build, grow) of every view the engine asks `Game.play_view` for with a `grow`,
    as its call sites name them."""
    from izvori.engine import (
        casting,
        mana_triggers,
        payment,
        replace_draw,
        revealed_hands,
        sba,
        special,
        state_triggers,
        triggers,
        zone_replacement,
    )
    from izvori.engine import game as game_mod

    return [
        ("spell_cost_increase", casting._cost_increases, casting._GROW_COST_INCREASES),
        ("names_timing_word", casting._names_timing_word, casting._GROW_NAMES_TIMING_WORD),
        ("other_abilities", casting._with_other_abilities, casting._GROW_OTHER_ABILITIES),
        ("statics_by_op", game_mod._statics_by_op, game_mod._GROW_STATICS_BY_OP),
        ("mana_triggers", mana_triggers._with_mana_triggers, mana_triggers._GROW_MANA_TRIGGERS),
        ("mana_inputs", payment._mana_inputs, payment._grow_mana_inputs),
        (
            "draw_replacement",
            replace_draw._draw_replacement_in_play,
            replace_draw._GROW_DRAW_REPLACEMENT,
        ),
        (
            revealed_hands.REVEAL_OPPONENTS_HANDS,
            revealed_hands._revealers,
            revealed_hands._GROW_REVEALERS,
        ),
        (
            "sba",
            lambda ip: sba._sba_subjects(game, ip),
            lambda v, oid, c: sba._grow_sba_subjects(game, v, oid, c),
        ),
        ("ignorable", special.ignorable_in_play, special.GROW_IGNORABLE),
        ("state_triggers", state_triggers._holders, state_triggers._GROW_HOLDERS),
        ("triggers_by_event", triggers.listeners_by_event_class, triggers.GROW_BY_EVENT_CLASS),
        (
            "zone_replacement",
            zone_replacement._zone_replacement_in_play,
            zone_replacement._GROW_ZONE_REPLACEMENT,
        ),
        # views of two parts (play_views.together), fetched with one call: each part grown
        # by its own grow, checked above on its own too
        ("priority_views", casting._PRIORITY_VIEWS, casting._GROW_PRIORITY_VIEWS),
        ("listeners", state_triggers.LISTENERS, state_triggers.GROW_LISTENERS),
    ]


def test_d19_51_views_grown_by_an_entering_permanent_are_the_views_rebuilt() -> None:
    """A view of the permanents in play grown by the one permanent that entered
    (`Game.play_view`'s `grow`, izvori/engine/play_views.py) is, at every answer of random
    games of every deck and of decks drawn from the whole card pool, what building it from
    every permanent gives — every growable view, asked at every answer so that each change
    that can grow one does (and those the engine asked for itself in between checked too)."""
    grown = other = 0
    names = [name for name, _, _ in _growable_views(Game.__new__(Game))]
    turned: dict[str, int] = dict.fromkeys(names, 0)
    for game in _all_deck_games(answers=300):
        views = _growable_views(game)
        for name, build, grow in views:
            in_play = game.in_play()  # (a change since the last answer builds it anew here)
            if game._in_play is not in_play:
                continue  # not kept (a scenario's hand-built play): built every time
            kept_from = game._grown_from
            was_grown = (
                grow is not None
                and name not in game._play_views
                and kept_from is not None
                and name in kept_from[0]
            )
            view = game.play_view(name, build, grow)
            assert view == build(list(in_play)), name
            if was_grown:
                grown += 1
            else:
                other += 1
            if game.answers_submitted % 10 == 0:
                # and grown one permanent at a time from none, whatever the games bring in
                for k, (oid, c) in enumerate(in_play):
                    assert grow(build(in_play[:k]), oid, c) == build(in_play[: k + 1]), name
                    turned[name] += build(in_play[:k]) != build(in_play[: k + 1])
    assert grown > 800 and other > 10_000, (grown, other)
    # ... and grown one card of the whole pool at a time, in play as printed (every static,
    # trigger and ability a card can have, whether or not a random game brings it in)
    pool = sorted(load_cards_or_raise().values(), key=lambda c: c.name)
    game = Game([pool, pool], seed=1)
    everything = [(oid, cached_base_chars(obj)) for oid, obj in game.objects.items()]
    for name, build, grow in _growable_views(game):
        for k, (oid, c) in enumerate(everything):
            before, after = build(everything[:k]), build(everything[: k + 1])
            assert grow(before, oid, c) == after, name
            turned[name] += before != after
    # every view was seen to change as a permanent was added (a "yes" of `by_any` too) —
    # but four that no card of the pool gives anything to (state triggers, draw and zone
    # replacements, costs to ignore a static: scenario cards only), grown by the same
    # helpers as views that did change (`by_concatenation`, `by_any`)
    unseen = {"draw_replacement", "ignorable", "state_triggers", "zone_replacement"}
    assert {n for n, v in turned.items() if not v} == unseen, turned


def _control_candidates_the_long_way(game: Game) -> list[int]:
    """The candidates of `refresh_static_control` (D19.42), every permanent looked at."""
    from izvori.engine.aura_control import _may_give_control

    out: list[int] = []
    for oid in game.battlefield:
        obj = game.objects[oid]
        if obj.controller != obj.base_controller:
            out.append(oid)
        if obj.attached_to is not None and _may_give_control(game, oid):
            out.append(obj.attached_to)
    return out


def test_d19_42_control_is_looked_at_again_whenever_a_candidate_can_be() -> None:
    """`aura_control.could_have_candidates` says "none" only where the long way finds no
    candidate, at every answer of random games of every deck and of pool decks; and it says
    "maybe" for a permanent attached to another, and for one controlled by another player
    than who put it into play, each alone."""
    from izvori.engine.aura_control import could_have_candidates

    said = {True: 0, False: 0}
    for game in _all_deck_games(answers=300):
        in_play = [game.objects[oid] for oid in game.battlefield]
        maybe = could_have_candidates(in_play)
        if not maybe:
            assert not _control_candidates_the_long_way(game)
        said[maybe] += 1
        if not maybe and len(in_play) >= 2 and said[False] % 50 == 0:
            first, second = in_play[0], in_play[1]
            first.attached_to = second.id
            assert could_have_candidates(in_play)
            first.attached_to = None
            first.controller = 1 - first.controller
            assert could_have_candidates(in_play)
            first.controller = first.base_controller
            assert not could_have_candidates(in_play)
    assert said[True] > 50 and said[False] > 1000, said


def test_c1_the_step_kept_beside_the_plan_index_is_the_plan_s_current_step(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    """`Game.step` is kept with `plan_index` (`go_to_step`) instead of looked up in the turn
    plan at each read: after every event of random games of every deck and of every scenario
    (extra phases and steps, C9.40's skipped combat steps, a second combat damage step, turns
    and steps set up by hand), it is `turn_plan[plan_index]`'s step."""
    from izvori.scenario.runner import collect, run_file

    checked = [0]
    emit = Game.emit

    def checking_emit(game: Game, ev: Any) -> Any:
        if game.turn_plan:
            assert game.step == game.turn_plan[game.plan_index][0], ev
            checked[0] += 1
        return emit(game, ev)

    monkeypatch.setattr(Game, "emit", checking_emit)
    for game in _all_deck_games(answers=200):
        assert game.step == game.turn_plan[game.plan_index][0]
    pool = load_cards_or_raise()
    scenarios = collect([str(Path(__file__).parents[1] / "scenarios")])
    assert len(scenarios) > 700
    for path in scenarios:
        outcome = run_file(path, pool)  # (a failed check is a failed outcome, not a raise)
        assert outcome.passed, outcome.message
    assert checked[0] > 10_000


def test_a_history_entry_keeping_the_action_gives_the_json_made_when_it_was_answered() -> None:
    """A history entry keeps an `Action` answer as it is and makes its JSON form when read
    (`HistoryEntry.answer`): at every answer of random games of every deck, what the entry
    gives — and what a save writes of it — is the JSON made of the answer when it was given
    (`answer_to_json`, the long way), and the game's history is equal to one built of those."""
    import json

    from izvori.engine.game import HistoryEntry, answer_to_json, normalize_answer

    pool = load_cards_or_raise()
    names = _bundled_decks()
    actions = 0
    for n, (a, b) in enumerate(zip(names, names[1:] + names[:1], strict=True)):
        decks = [load_deck_by_name(a, pool).cards, load_deck_by_name(b, pool).cards]
        game, agent = Game(decks, seed=700 + n), RandomAgent(700 + n)
        made: list[tuple[int, Any]] = []
        while game.result is None and len(made) < 300:
            d = game.pending
            assert d is not None
            answer = agent.choose(d)
            made.append((d.player, answer_to_json(normalize_answer(d, answer))))
            actions += isinstance(normalize_answer(d, answer), Action)
            game.submit(answer)
            entry = game.history[-1]
            assert (entry.player, entry.answer) == made[-1]
            assert json.loads(json.dumps(entry.to_json())) == {
                "player": made[-1][0],
                "answer": made[-1][1],
            }
        assert game.history == [HistoryEntry(p, a) for p, a in made]
    assert actions > 1000


def test_str_of_a_step_or_a_zone_is_its_value_as_plain_text() -> None:
    """The events' steps and zones are written with `str()` (a StrEnum's value, without the
    enum's `.value` descriptor): for every step and zone it is the value, as a plain `str` —
    what the log, the digest and the triggers compare."""
    from izvori.engine.steps import Step

    for member in [*Step, *Zone]:
        text = str(member)
        assert text == member.value and type(text) is str
        assert member == member.value  # what `zones.works_from` compares


def test_an_action_answer_is_normalized_to_itself_and_its_json_to_an_equal_action() -> None:
    """`normalize_answer` gives an `Action` answer back as it is (without `Action.from_json`)
    and makes an equal Action of its JSON form, at every priority and payment of random games
    of every deck."""
    from izvori.engine.game import normalize_answer

    looked = 0
    for game in _all_deck_games(answers=150):
        d = game.pending
        assert d is not None
        if d.kind in (DecisionKind.PRIORITY, DecisionKind.PAY):
            for a in d.options:
                assert normalize_answer(d, a) is Action.from_json(a) is a
                assert normalize_answer(d, a.to_json()) == a
                looked += 1
    assert looked > 1000


def _static_deck(seed: int) -> list[CardDef]:
    """40 cards, most with a static ability or a "*" (anthems, auras and Oprema, type- and
    colour-setting statics, Simbol Zajedništva, Crvena Ala, Manus), the rest drawn from the
    whole pool: games where permanents enter and leave among static abilities."""
    import random

    cards = sorted(load_cards_or_raise().values(), key=lambda c: c.name)
    statics = [c for c in cards if c.statics or c.pt_defined_by]
    rng = random.Random(seed)
    return rng.choices(statics, k=26) + rng.choices(cards, k=14)


class _KeptAcrossMoves:
    """`chars_per_object.after_move` as the game calls it, checked each time it keeps the
    characteristics: they — the other permanents' and the one that entered — are what
    compute_all and the levels run over every permanent give for the state then, object by
    object, in the order of `battlefield`; the printed values are those looked up now, and
    the zones counted by a "*" (when known) those `Game._counted_zones` finds. Counts the
    times it kept them (by way, and whether a static ability was in play) and refused."""

    def __init__(self, monkeypatch: pytest.MonkeyPatch) -> None:
        from izvori.engine import chars_per_object
        from izvori.engine import game as game_module

        self.real = chars_per_object.after_move
        self.taken: dict[tuple[str, bool], int] = {}
        self.refused = 0
        self.last: bool | None = None  # whether the last call kept them
        monkeypatch.setattr(game_module, "after_move", self.checked)

    def checked(self, game: Game, *args: Any) -> Any:
        from izvori.engine.characteristics import printed_in_play

        out = self.real(game, *args)
        self.last = out is not None
        if out is None:
            self.refused += 1
            return out
        kept, printed, counted = out
        assert list(kept) == game.battlefield
        assert kept == compute_all(game) == _compute_all_the_long_way(game)
        assert printed == printed_in_play(game)
        assert counted is None or counted == game._counted_zones(list(kept.items()))
        way = "entered" if game.objects[args[3]].zone == Zone.PLAY else "left"
        key = (way, any(b.statics for b in printed.values()))
        self.taken[key] = self.taken.get(key, 0) + 1
        return out


def test_d19_53_characteristics_kept_across_a_move_are_those_worked_out_now(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    """Whenever the characteristics of the other permanents are kept across one permanent
    entering or leaving play, they are those worked out now (`_KeptAcrossMoves`), and at
    every answer `in_play` is compute_all's (and whether a static reads tapped state, when
    kept with them, is what the permanents say). Over random games of every deck, of pool decks
    and of decks full of static abilities and "*", the shortcut is seen taken both ways, with
    and without a static ability in play, and refused."""
    kept = _KeptAcrossMoves(monkeypatch)
    pool = load_cards_or_raise()
    static_games = (
        _positions(Game([_static_deck(s), _static_deck(s + 50)], seed=s), RandomAgent(s), 400)
        for s in range(6)
    )
    plain = (
        _positions(
            Game([load_deck_by_name("demo-crvena", pool).cards, _static_deck(s)], seed=s),
            RandomAgent(s),
            400,
        )
        for s in range(2)
    )
    compared = tapped = 0
    for game in itertools.chain(_all_deck_games(), *static_games, *plain):
        assert game.in_play() == list(compute_all(game).items())
        compared += 1
        # whether a static reads tapped state, kept with them across moves (D19.52)
        if game._tapped_read is not None:
            assert game._tapped_read == game._reads_tapped(game.in_play())
            tapped += 1
    assert compared > 5000
    assert tapped > 1000
    assert kept.refused > 50
    ways = [(way, statics) for way in ("entered", "left") for statics in (False, True)]
    assert all(kept.taken.get(way, 0) > 10 for way in ways), kept.taken


def _moved_into_play(game: Game, card: CardDef, player: int = 0, **how: Any) -> int:
    """A card put into `player`'s hand, then into play by `Game.move` (its ZoneChanged)."""
    obj = game.new_object(card, player, Zone.HAND)
    game.players[player].hand.append(obj.id)
    game.move(obj.id, Zone.PLAY, **how)
    return obj.id


def _game_with(*cards: CardDef) -> tuple[Game, list[int]]:
    """A game not started, with `cards` put into play by player 0 one after the other."""
    game = Game([[], []], ("Ana", "Boris"), seed=1, start=False)
    return game, [_moved_into_play(game, c) for c in cards]


def _changed(game: Game, before: dict[int, Chars]) -> set[int]:
    """The permanents still in play whose characteristics changed since `before` (and
    `in_play` checked against the long way)."""
    assert game.in_play() == list(_compute_all_the_long_way(game).items())
    now = dict(game.in_play())
    return {i for i in before if i in now and now[i] != before[i]}


def test_d19_53_a_move_that_changes_only_itself_keeps_the_others(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    """The moves the shortcut takes where random games rarely go: a creature entering with a
    counter (it alone through the levels, D19.51 level 6.3); an Elf entering under Vilenjački
    Heroj ("other Elves get +10/+10", judged with the Heroj in the levels) and a creature
    the Heroj doesn't take; Manus leaving (its "*" no longer counted, B9.20). Each time the
    others keep their characteristics, checked as `_KeptAcrossMoves` does."""
    from izvori.engine.carddef import freeze

    kept = _KeptAcrossMoves(monkeypatch)
    pool = load_cards_or_raise()
    spider, heroj = pool["Talanski Pauk"], pool["Vilenjački Heroj"]
    elf = next(
        c
        for c in pool.values()
        if "Vilenjak" in c.subtypes and CardType.CREATURE in c.types and not c.statics
    )
    counted = CardDef(
        name="Brojani", cost=ManaCost.parse("1Z"), types=frozenset({CardType.CREATURE}),
        power=10, toughness=10, enters_counters=freeze({"+10/+10": 1}),
    )  # fmt: skip
    game, _ = _game_with(spider)
    before = dict(game.in_play())
    oid = _moved_into_play(game, counted)
    assert _changed(game, before) == set()
    assert kept.last
    assert (game.chars(oid).power, game.chars(oid).toughness) == (20, 20)

    game, (_, s) = _game_with(heroj, spider)
    before = dict(game.in_play())
    oid = _moved_into_play(game, elf)
    assert _changed(game, before) == set()
    assert kept.last
    assert game.chars(oid).power == elf.power + 10  # type: ignore[operator]
    oid = _moved_into_play(game, spider)
    assert _changed(game, before) == set()
    assert kept.last
    assert game.chars(oid) is game.chars(s)  # the printed values, shared

    game, (manus, _) = _game_with(pool["Manus"], spider)
    before = dict(game.in_play())
    game.move(manus, Zone.GRAVEYARD)
    assert _changed(game, before) == set()
    assert kept.last


def test_d19_53_a_move_that_changes_other_permanents_is_worked_out_in_full(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    """Where one permanent entering or leaving play changes another's characteristics, the
    other's are worked out again, not kept (chars_per_object.after_move refuses, or works out
    that one again): at each step `in_play` is what the levels give over every permanent,
    and the other permanent did change. A static ability of its own (Junačke Pesme entering
    and leaving, D19.51); a dependency it makes appear (D19.53–D19.54: "black creatures have
    Letač" waits for "all creatures are black" once a green creature is in play, so it now
    applies after "all creatures lose Letač"); a "*" counting the hand it came from (Manus,
    B9.20) or the odlagalište it went to (Crvena Ala, a sorcery played as a source) is worked
    out again, the others kept (level 6.1 changes only its own power and toughness); a bonus
    per other creature sharing a type (Simbol Zajedništva and such an effect, F2.110); a
    battlefield put in another order by hand (a scenario's), which the kept values no longer
    follow."""
    from izvori.engine.carddef import Keyword, StaticAbility, freeze
    from izvori.engine.characteristics import ContinuousEffect
    from izvori.engine.shared_type import OP

    kept = _KeptAcrossMoves(monkeypatch)
    pool = load_cards_or_raise()
    spider = pool["Talanski Pauk"]

    # its own static ability, entering and leaving
    game, (mine,) = _game_with(spider)
    before = dict(game.in_play())
    pesme = _moved_into_play(game, pool["Junačke Pesme"])
    assert _changed(game, before) == {mine}
    assert kept.last is False
    before = dict(game.in_play())
    game.move(pesme, Zone.GRAVEYARD)
    assert _changed(game, before) == {mine}
    assert kept.last is False

    # a dependency it makes appear and vanish (level 5, in the order the cards entered)
    def static(op: str, **params: Any) -> CardDef:
        st = StaticAbility(op, "all_creatures", freeze(params))
        return CardDef(name=op, cost=None, types=frozenset({CardType.ENCHANTMENT}), statics=(st,))

    black = CardDef(
        name="Crni", cost=ManaCost.parse("1C"), types=frozenset({CardType.CREATURE}), power=10,
        toughness=10,
    )  # fmt: skip
    game, (o, *_) = _game_with(
        black,
        static("static_pump", color="C", keywords=("Letač",)),
        static("lose", keywords=("Letač",)),
        static("set_color", colors=("C",)),
    )
    assert Keyword.FLYING not in game.chars(o).keywords
    before = dict(game.in_play())
    green = _moved_into_play(game, spider)
    assert _changed(game, before) == {o}
    assert kept.last is False
    assert Keyword.FLYING in game.chars(o).keywords
    before = dict(game.in_play())
    game.move(green, Zone.GRAVEYARD)
    assert _changed(game, before) == {o}
    assert kept.last is False

    # a "*" counting the hand the card came from: it alone is worked out again (level 6.1)
    game, (manus, other) = _game_with(pool["Manus"], spider)
    hand = game.players[0].hand
    hand.extend(game.new_object(spider, 0, Zone.HAND).id for _ in range(3))
    game.touch()
    before = dict(game.in_play())
    game.move(hand[0], Zone.PLAY)  # from the hand it counts: 3 cards, then 2
    assert _changed(game, before) == {manus}
    assert kept.last  # the others kept, the "*" worked out again
    assert game.chars(other) is before[other]

    # a "*" counting the odlagalište it went to: a sorcery played as a source
    sorcery = next(c for c in pool.values() if c.types == frozenset({CardType.SORCERY}))
    game, (ala,) = _game_with(pool["Crvena Ala"])
    source = _moved_into_play(game, sorcery, as_source="basic:Šuma")
    before = dict(game.in_play())
    game.move(source, Zone.GRAVEYARD)
    assert _changed(game, before) == {ala}
    assert kept.last

    # a bonus per other creature sharing a type (two Pauk): a static ability, an effect
    game, (_, first) = _game_with(pool["Simbol Zajedništva"], spider)
    before = dict(game.in_play())
    _moved_into_play(game, spider)
    assert _changed(game, before) == {first}
    assert kept.last is False
    game, (first,) = _game_with(spider)
    bonus = {"power": 10, "toughness": 10}
    inc = game.objects[first].incarnation
    game.effects.append(ContinuousEffect(1, game.next_timestamp(), OP, [(first, inc)], bonus))
    game.touch()
    before = dict(game.in_play())
    _moved_into_play(game, spider)
    assert _changed(game, before) == {first}
    assert kept.last is False

    # a battlefield put in order by hand (as a scenario may), then a permanent entering
    # or leaving
    game, (a, b) = _game_with(spider, spider)
    game.in_play()
    game.battlefield.reverse()
    _moved_into_play(game, spider)
    assert game.in_play() == list(_compute_all_the_long_way(game).items())
    assert [i for i, _ in game.in_play()][:2] == [b, a]
    assert kept.last is False
    game.battlefield.reverse()  # and one leaving
    game.move(a, Zone.GRAVEYARD)
    assert game.in_play() == list(_compute_all_the_long_way(game).items())
    assert kept.last is False


def test_in_play_follows_a_battlefield_changed_by_hand() -> None:
    """`in_play` is built from the kept characteristics in one go when they were worked out
    for the battlefield as it is (ids in the same order); a battlefield a scenario put in
    another order or shortened by hand, without an event, is followed id by id (the values
    those ids had), a permanent added by hand is looked up (`chars`), and a "*" added by
    hand is counted at the next draw."""
    pool = load_cards_or_raise()
    spider, heroj = pool["Talanski Pauk"], pool["Vilenjački Heroj"]
    game, (a, b, c) = _game_with(spider, heroj, spider)
    kept = game.in_play()
    assert kept == list(game._chars.items()) == list(_compute_all_the_long_way(game).items())
    game.battlefield.reverse()
    assert game.in_play() == [(c, kept[2][1]), (b, kept[1][1]), (a, kept[0][1])]
    game.battlefield.remove(b)
    assert game.in_play() == [(c, kept[2][1]), (a, kept[0][1])]
    extra = game.new_object(spider, 1, Zone.PLAY)
    game.battlefield.append(extra.id)
    assert game.in_play()[-1] == (extra.id, cached_base_chars(extra))
    # a "*" put in play by hand counts from the next change it sees (a draw: B9.20)
    manus = game.new_object(pool["Manus"], 0, Zone.PLAY)
    game.battlefield.append(manus.id)
    game.players[0].library.append(game.new_object(spider, 0, Zone.LIBRARY).id)
    game.draw(0)
    assert game.in_play() == list(_compute_all_the_long_way(game).items())
    assert game.chars(manus.id).power == 10 * len(game.players[0].hand) > 0
