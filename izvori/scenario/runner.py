"""Run scenario files: set up a state, script answers, check expectations (docs/scenarios.md).

`izvori scenario PATH...` prints one line per scenario and a closing ``N passed, N failed``.
pytest collects ``tests/scenarios/**/*.yaml`` through the same runner (tests/conftest.py).
"""

from __future__ import annotations

import sys
from collections import Counter
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from izvori.cards.library import LoadError, load_cards_or_raise, yaml_message
from izvori.cards.yamlsafe import LineDict, YamlProblem, load_file
from izvori.engine import requirements
from izvori.engine.carddef import CardDef
from izvori.engine.decisions import Action, Decision, DecisionKind, IllegalAnswer
from izvori.engine.game import Game
from izvori.engine.objects import StackKind, Zone, is_player_ref, player_of_ref
from izvori.engine.steps import Step
from izvori.safetext import clean
from izvori.scenario.builder import (
    ANY_ZONE,
    ScenarioError,
    build_game,
    check_keys,
    find_object,
    illegal_text,
    number,
    player_index,
    resolve_ref,
)
from izvori.strings import t

TOP_KEYS = ("name", "rules", "description", "cards", "setup", "script", "expect")
STEP_KEYS = (
    "pass",
    "pass_until",
    "play_source",
    "cast",
    "activate",
    "mana",
    "attack",
    "block",
    "assign",
    "targets",
    "choose",
    "yes_no",
    "number",
    "order",
    "pay",
    "cancel",
    "answer",
    "concede",
    "reject",
    "expect",
    "discard",
    "stop",
    "mode",
    "ignore",
)
CAST_OPTIONS = (
    "player",
    "targets",
    "x",
    "divide",
    "kicker",
    "pay",
    "sacrifice",
    "ability",
    "color",
    "reason",
    "targets2",
    "mode",
)
EXPECT_KEYS = (
    "life",
    "hand",
    "hand_count",
    "library",
    "library_count",
    "graveyard",
    "graveyard_count",
    "in_play",
    "not_in_play",
    "permanent",
    "stack",
    "stack_size",
    "pending",
    "step",
    "turn",
    "active",
    "result",
    "pool",
    "removed",
    "stack_items",
    "tokens",
)
#: what one niz entry of `stack_items` may check (top first)
STACK_ITEM_KEYS = ("name", "kind", "controller", "targets", "x", "damage")
PERM_EXPECT_KEYS = (
    "tapped",
    "damage",
    "power",
    "toughness",
    "counters",
    "controller",
    "attacking",
    "blocking",
    "sick",
    "attached_to",
    "in_play",
    "keywords",
    "zone",
    "regeneration_shields",
    "colors",
    "types",
    "subtypes",
    "basic",
    "blocked",
    "owner",
    "token",
    "abilities",
    "name",
)
PENDING_KEYS = (
    "player",
    "kind",
    "prompt",
    "options",
    "options_include",
    "options_exclude",
    "min",
    "max",
)


_MAPPING_EXPECTS = (
    "life",
    "hand",
    "hand_count",
    "library",
    "library_count",
    "graveyard",
    "graveyard_count",
    "in_play",
    "permanent",
    "pool",
    "removed",
    "tokens",
)
_LIST_EXPECTS = ("not_in_play", "stack_items")
#: step keys whose value must be a list / a mapping
_LIST_STEPS = ("attack", "targets", "targets2", "order")
_MAPPING_STEPS = ("assign", "divide")


@dataclass
class Outcome:
    name: str
    path: Path
    passed: bool
    message: str = ""


class Runner:
    def __init__(self, path: Path, data: LineDict, pool: dict[str, CardDef]) -> None:
        self.path = path
        self.data = data
        self.pool = pool
        self.game: Game | None = None
        self.line = data.line  # the step being run, for messages

    # ------------------------------------------------------------- main
    def run(self) -> None:
        d = self.data
        check_keys(d, TOP_KEYS, "scenarij")
        rules = d.get("rules")
        if not isinstance(rules, list) or not rules:
            raise ScenarioError(d.line, "scenarij mora navesti pravila koja proverava (rules)")
        if "setup" not in d:
            raise ScenarioError(d.line, "nedostaje setup")
        # an unforeseen error is reported at the section being read, not at line 1
        if "cards" in d:
            self.line = d.line_of("cards")
            self.pool = {**self.pool, **self.extra_cards(d["cards"], d.line_of("cards"))}
        self.line = d.line_of("setup")
        self.game = build_game(d["setup"], self.pool, d.line_of("setup"))
        script = d.get("script", []) or []
        if not isinstance(script, list):
            raise ScenarioError(d.line_of("script"), "script mora biti spisak koraka")
        for i, step in enumerate(script):
            line = script.item_lines[i] if hasattr(script, "item_lines") else d.line
            self.line = line
            self.step(step, line)
        if "expect" in d:
            self.line = d.line_of("expect")
            self.expect(d["expect"], d.line_of("expect"))

    def extra_cards(self, node: Any, line: int) -> dict[str, CardDef]:
        """Cards defined in the scenario itself (same format as card files, docs/cards.md)."""
        from izvori.cards.schema import CardError, build_card

        if not isinstance(node, list):
            raise ScenarioError(line, "cards mora biti spisak karata")
        out: dict[str, CardDef] = {}
        lines = getattr(node, "item_lines", [line] * len(node))
        for item, iline in zip(node, lines, strict=False):
            try:
                card = build_card(item, iline)
            except CardError as e:
                raise ScenarioError(e.line, t(f"err.{e.key}", **e.args_)) from None
            out[card.name] = card
        return out

    @property
    def g(self) -> Game:
        assert self.game is not None
        return self.game

    # ------------------------------------------------------------ steps
    def step(self, step: Any, line: int) -> None:
        if isinstance(step, str):
            step = {step: True}
        if not isinstance(step, dict):
            raise ScenarioError(line, "korak mora biti mapa, npr. {pass: Ana}")
        main = [k for k in step if k in STEP_KEYS and k not in CAST_OPTIONS] or [
            k for k in step if k in STEP_KEYS
        ]
        if len(main) != 1:
            raise ScenarioError(line, f"korak mora imati tačno jedan od: {', '.join(STEP_KEYS)}")
        key = main[0]
        extra = [k for k in step if k != key and k not in CAST_OPTIONS]
        if extra:
            raise ScenarioError(
                line,
                f"nepoznat ključ „{extra[0]}” u koraku {key} "
                f"(dozvoljeno: {', '.join(CAST_OPTIONS)})",
            )
        for k in _LIST_STEPS:
            if k in step and step[k] is not None and not isinstance(step[k], list):
                raise ScenarioError(line, f"{k} mora biti spisak, npr. {k}: [Kavgadžija]")
        for k in _MAPPING_STEPS:
            if k in step and not isinstance(step[k], dict):
                raise ScenarioError(line, f"{k} mora biti mapa, npr. {k}: {{Kavgadžija: 20}}")
        if key == "block" and not isinstance(step[key], (dict, list)):
            raise ScenarioError(line, "block mora biti mapa bloker: napadač")
        if key == "expect":
            self.expect(step["expect"], line)
            return
        if key == "reject":
            self.reject(step["reject"], step.get("reason"), line)
            return
        if key == "concede":
            self.g.concede(player_index(self.g, step["concede"], line))
            return
        if key == "pass_until":
            self.pass_until(step["pass_until"], line)
            return
        self.perform(key, step, line)

    def submit(self, answer: Any, line: int) -> None:
        try:
            self.g.submit(answer)
        except IllegalAnswer as e:
            raise ScenarioError(line, f"odgovor je odbijen: {illegal_text(e)}") from None

    def pending(self, line: int, *kinds: DecisionKind) -> Decision:
        d = self.g.pending
        if d is None:
            res = self.g.result
            raise ScenarioError(line, f"nema odluke na čekanju (partija: {res})")
        if kinds and d.kind not in kinds:
            raise ScenarioError(
                line,
                f"na čekanju je odluka „{d.kind.value}” ({d.prompt}) "
                f"igrača {self.g.players[d.player].name}, a ne "
                f"{'/'.join(k.value for k in kinds)}",
            )
        return d

    def check_player(self, d: Decision, who: Any, line: int) -> None:
        if who is None or who is True:
            return
        p = player_index(self.g, who, line)
        if d.player != p:
            raise ScenarioError(
                line,
                f"odluku donosi {self.g.players[d.player].name}, a ne {self.g.players[p].name}",
            )

    def perform(self, key: str, step: dict[str, Any], line: int) -> None:
        g = self.g
        if key == "pass":
            d = self.pending(line, DecisionKind.PRIORITY)
            self.check_player(d, step["pass"], line)
            self.submit(Action("pass"), line)
        elif key == "play_source":
            d = self.pending(line, DecisionKind.PRIORITY)
            self.check_player(d, step.get("player"), line)
            oid = find_object(g, step["play_source"], line, (Zone.HAND,), owner=d.player)
            self.submit(Action("source", oid), line)
        elif key in ("cast", "activate"):
            self.cast(key, step, line)
        elif key == "mana":
            d = self.pending(line, DecisionKind.PRIORITY, DecisionKind.PAY)
            oid = find_object(g, step["mana"], line, (Zone.PLAY,), controller=d.player)
            self.submit(self.mana_action(d, oid, step.get("color"), line), line)
        elif key == "attack":
            d = self.pending(line, DecisionKind.ATTACKERS)
            names = step["attack"] or []
            self.submit([find_object(g, n, line, controller=d.player) for n in names], line)
        elif key == "block":
            d = self.pending(line, DecisionKind.BLOCKERS)
            pairs = step["block"] or {}
            items = pairs.items() if isinstance(pairs, dict) else pairs
            ans = [
                [
                    find_object(g, b, line, controller=d.player),
                    find_object(g, a, line, controller=1 - d.player),
                ]
                for b, a in items
            ]
            self.submit(ans, line)
        elif key == "assign":
            self.pending(line, DecisionKind.DIVIDE)
            self.submit(
                [
                    [resolve_ref(g, r, line), number(v, line, "assign")]
                    for r, v in step["assign"].items()
                ],
                line,
            )
        elif key == "targets":
            self.pending(line, DecisionKind.TARGETS)
            self.submit([resolve_ref(g, r, line) for r in step["targets"]], line)
        elif key in ("choose", "discard"):
            d = self.pending(line, DecisionKind.CHOOSE_SOME, DecisionKind.CHOOSE_ONE)
            names = step[key]
            if d.kind == DecisionKind.CHOOSE_ONE:
                self.submit(self.pick_option(d, names, line), line)
            else:
                names = names if isinstance(names, list) else [names]
                chosen: list[int] = []
                for n in names:
                    oid = self.pick_option(d, n, line, exclude=chosen)
                    chosen.append(oid)
                self.submit(chosen, line)
        elif key == "yes_no":
            self.pending(line, DecisionKind.YES_NO)
            if not isinstance(step["yes_no"], bool):
                raise ScenarioError(line, "yes_no: true ili false")
            self.submit(step["yes_no"], line)
        elif key == "number":
            self.pending(line, DecisionKind.NUMBER)
            self.submit(number(step["number"], line, "number"), line)
        elif key == "order":
            d = self.pending(line, DecisionKind.ORDER)
            names = step["order"]
            ids = d.context.get("cards") or d.context.get("triggers", [])
            order: list[int] = []
            for n in names:
                cands = [
                    i
                    for i, oid in enumerate(ids)
                    if g.objects[oid].card.name == n and i not in order
                ]
                if not cands:
                    raise ScenarioError(line, f"„{n}” nije među osobinama za ređanje")
                order.append(cands[0])
            self.submit(order, line)
        elif key == "pay":
            self.pay(step["pay"], line)
        elif key == "stop":
            # D9.28: stop a delayed triggered ability, named by the card that created it
            d = self.pending(line, DecisionKind.PRIORITY)
            self.check_player(d, step.get("player"), line)
            name = step["stop"]
            acts = [
                a
                for a in d.options
                if isinstance(a, Action) and a.kind == "stop" and g.objects[a.obj].card.name == name
            ]
            if not acts:
                raise ScenarioError(line, f"odložena osobina „{name}” se sada ne može zaustaviti")
            self.submit(acts[0], line)
        elif key == "cancel":
            self.submit("cancel", line)
        elif key == "answer":
            self.submit(step["answer"], line)
        elif key == "mode":
            d = self.pending(line, DecisionKind.CHOOSE_ONE)
            self.submit(self.mode_option(d, step["mode"], line), line)
        elif key == "ignore":
            self.ignore(step, line)

    def mode_option(self, d: Decision, mode: Any, line: int) -> str:
        """`mode: 2` is the card's second mode (D10.12), or the mode's text itself."""
        texts = d.context.get("modes")
        if d.prompt != "cast.mode" or not isinstance(texts, list):
            raise ScenarioError(line, f"na čekanju nije izbor moda nego {d.prompt}")
        if isinstance(mode, int) and not isinstance(mode, bool):
            if not 1 <= mode <= len(texts):
                raise ScenarioError(line, f"karta ima {len(texts)} moda, nema moda {mode}")
            return str(texts[mode - 1])
        if isinstance(mode, str):
            return mode
        raise ScenarioError(line, "mode: redni broj moda (1, 2, ...) ili njegov tekst")

    def ignore(self, step: dict[str, Any], line: int) -> None:
        """D9.29: the special action of ignoring a static effect until end of turn."""
        g = self.g
        d = self.pending(line, DecisionKind.PRIORITY)
        self.check_player(d, step.get("player"), line)
        oid = find_object(g, step["ignore"], line, (Zone.PLAY,))
        acts = [
            a for a in d.options if isinstance(a, Action) and a.kind == "ignore" and a.obj == oid
        ]
        if not acts:
            raise ScenarioError(line, f"„{step['ignore']}”: zanemarivanje efekta sada ne može")
        who = d.player
        self.submit(acts[0], line)
        for _ in range(10):
            d2 = g.pending
            if d2 is None or d2.player != who or d2.kind == DecisionKind.PRIORITY:
                return
            if d2.prompt == "cast.sacrifice" and "sacrifice" in step:
                self.submit(find_object(g, step["sacrifice"], line, controller=who), line)
            elif d2.kind == DecisionKind.PAY:
                how = step.get("pay", "auto")
                if how == "manual":
                    return
                self.pay(how, line)
            else:
                return

    def pick_option(
        self, d: Decision, name: Any, line: int, exclude: list[int] | None = None
    ) -> Any:
        """The option `name` means: a card by name, or a word option itself (a colour, a type)."""
        exclude = exclude or []
        if isinstance(name, str) and name in d.options:
            return name
        base = name.rpartition("#")[0] if isinstance(name, str) and "#" in name else name
        for o in d.options:
            if isinstance(o, str) and o == name:
                return o  # a named option, e.g. a creature type
            if o in exclude or not isinstance(o, int):
                continue
            if o in self.g.objects and self.g.objects[o].card.name == base:
                return o
            if is_player_ref(o) and self.g.players[player_of_ref(o)].name == base:
                return o  # a player offered as a choice (e.g. where damage goes, D20.67)
        raise ScenarioError(line, f"„{name}” nije među ponuđenim mogućnostima")

    def mana_action(self, d: Decision, oid: int, color: Any, line: int) -> Action:
        acts = [a for a in d.options if isinstance(a, Action) and a.kind == "mana" and a.obj == oid]
        if color is not None:
            from izvori.cards.schema import COLOR_NAMES

            letter = COLOR_NAMES.get(color, color)
            acts = [a for a in acts if a.choice == letter]
        if not acts:
            raise ScenarioError(line, "taj izvor sada ne može dati manu")
        return acts[0]

    def pay(self, how: Any, line: int) -> None:
        d = self.pending(line, DecisionKind.PAY)
        if how == "auto":
            self.submit(Action("auto"), line)
        elif how == "cancel":
            self.submit(Action("cancel"), line)
        elif isinstance(how, list):
            for name in how:
                d = self.pending(line, DecisionKind.PAY)
                oid = find_object(self.g, name, line, controller=d.player)
                self.submit(self.mana_action(d, oid, None, line), line)
        else:
            raise ScenarioError(line, "pay: auto, cancel ili spisak izvora")

    def cast(self, key: str, step: dict[str, Any], line: int) -> None:
        g = self.g
        d = self.pending(line, DecisionKind.PRIORITY)
        self.check_player(d, step.get("player"), line)
        if key == "cast":
            oid = find_object(g, step["cast"], line, (Zone.HAND,), owner=d.player)
            self.submit(Action("cast", oid), line)
        else:
            try:
                oid = find_object(g, step["activate"], line, (Zone.PLAY,), controller=d.player)
            except ScenarioError:
                # D3.92: an ability that works from the hand or the odlagalište
                oid = find_object(
                    g, step["activate"], line, (Zone.HAND, Zone.GRAVEYARD), owner=d.player
                )
            index = step.get("ability")
            if index is None:
                obj = g.objects[oid]
                abilities = g.chars(oid).activated
                index = next(
                    (
                        i
                        for i, a in enumerate(abilities)
                        if not a.is_mana_ability and a.zone == obj.zone.value
                    ),
                    0,
                )
            self.submit(Action("activate", oid, number(index, line, "index")), line)
        who = d.player
        targets_lists = [step.get("targets"), step.get("targets2")]
        spec_i = 0
        for _ in range(50):
            d2 = g.pending
            if d2 is None or d2.player != who or d2.kind == DecisionKind.PRIORITY:
                return
            if d2.prompt == "cast.kicker":
                self.submit(bool(step.get("kicker", False)), line)
            elif d2.prompt == "cast.x":
                if "x" not in step:
                    return
                self.submit(number(step["x"], line, "x"), line)
            elif d2.prompt == "cast.mode":
                if "mode" not in step:
                    return
                self.submit(self.mode_option(d2, step["mode"], line), line)
            elif d2.prompt == "cast.targets":
                tl = targets_lists[spec_i] if spec_i < len(targets_lists) else None
                if tl is None:
                    return
                spec_i += 1
                self.submit([resolve_ref(g, r, line) for r in tl], line)
            elif d2.prompt == "cast.divide":
                if "divide" not in step:
                    return
                self.submit(
                    [
                        [resolve_ref(g, r, line), number(v, line, "divide")]
                        for r, v in step["divide"].items()
                    ],
                    line,
                )
            elif d2.prompt == "cast.sacrifice":
                if "sacrifice" not in step:
                    return
                self.submit(find_object(g, step["sacrifice"], line, controller=who), line)
            elif d2.kind == DecisionKind.PAY and d2.context.get("card") == oid:
                how = step.get("pay", "auto")
                if how == "manual":
                    return
                self.pay(how, line)
            else:
                return

    def pass_until(self, spec: Any, line: int) -> None:
        if isinstance(spec, str):
            spec = {"step": spec}
        check_keys(spec, ("step", "turn", "player", "kind"), "pass_until")
        try:
            target = Step(spec["step"])
        except (KeyError, ValueError):
            raise ScenarioError(line, "pass_until treba step: ime koraka (npr. blokeri)") from None
        turn = spec.get("turn")
        kind = spec.get("kind")
        reached = False
        for _ in range(2000):
            g = self.g
            d = g.pending
            if d is None:
                raise ScenarioError(line, f"partija je završena pre koraka {target.value}")
            at = g.step == target and (turn is None or g.turn == turn)
            if at and (kind is None or d.kind.value == kind):
                return
            if reached and not at:
                # The step came and went without the decision asked for (a defender with no
                # creature able to block gets no blockers decision): stop here rather than
                # play on, maybe to the end of the game.
                raise ScenarioError(
                    line,
                    f"pass_until: korak {target.value} je prošao bez odluke „{kind}”",
                )
            reached = reached or at
            if d.kind == DecisionKind.PRIORITY:
                self.submit(Action("pass"), line)
            elif d.kind == DecisionKind.ATTACKERS or d.kind == DecisionKind.BLOCKERS:
                # No attackers/blockers, or, when a requirement forbids that (E1.40), the
                # one only the creatures with a requirement make.
                self.submit(requirements.legal_example(d), line)
            elif d.kind == DecisionKind.ORDER:
                self.submit(list(d.options), line)
            else:
                raise ScenarioError(
                    line,
                    f"pass_until je stao kod odluke „{d.kind.value}” "
                    f"({d.prompt}) na koraku {g.step.value}",
                )
        raise ScenarioError(line, "pass_until nije stigao do koraka")

    def reject(self, inner: Any, reason: Any, line: int) -> None:
        """The answer must be refused and leave the state exactly as it was."""
        before = self.g.digest()
        try:
            if isinstance(inner, str):
                inner = {inner: True}
            key = next((k for k in inner if k in STEP_KEYS), None)
            if key is None:
                raise ScenarioError(line, "reject treba korak, npr. {cast: Grom}")
            self.perform(key, inner, line)
        except ScenarioError as e:
            if (
                "odbijen" not in e.message
                and "nije među" not in e.message
                and ("ne može" not in e.message)
            ):
                raise
            if reason and str(reason) not in e.message:
                raise ScenarioError(line, f"odbijeno, ali iz drugog razloga: {e.message}") from None
            d = self.g.pending
            if self.g.digest() != before and d is not None and d.can_cancel:
                # The action was begun and a later choice was refused: the player backs out
                # and the whole action is undone (D23.10).
                self.submit("cancel", line)
        else:
            raise ScenarioError(line, "odgovor je trebalo da bude odbijen, a prihvaćen je")
        if self.g.digest() != before:
            raise ScenarioError(line, "odbijen odgovor je promenio stanje igre")

    # ------------------------------------------------------ expectations
    def expect(self, exp: Any, line: int) -> None:
        check_keys(exp, EXPECT_KEYS, "expect")
        g = self.g

        def lno(k: str) -> int:
            return exp.line_of(k) if isinstance(exp, LineDict) else line

        def fail(k: str, msg: str) -> None:
            raise ScenarioError(lno(k), f"očekivano {k}: {msg}")

        for k, v in exp.items():
            if k in _MAPPING_EXPECTS and not isinstance(v, dict):
                raise ScenarioError(lno(k), f"expect {k} mora biti mapa, npr. {k}: {{Ana: ...}}")
            if k in _LIST_EXPECTS and not isinstance(v, list):
                raise ScenarioError(lno(k), f"expect {k} mora biti spisak, npr. {k}: [Grom]")
            if k == "life":
                for who, n in v.items():
                    p = g.players[player_index(g, who, lno(k))]
                    if p.life != n:
                        fail(k, f"{p.name} ima {p.life}, a ne {n}")
            elif k in ("hand", "graveyard", "removed"):
                for who, names in v.items():
                    pi = player_index(g, who, lno(k))
                    if k == "removed":
                        ids = [i for i in g.removed if g.objects[i].owner == pi]
                    else:
                        ids = getattr(g.players[pi], k)
                    have = Counter(g.objects[i].card.name for i in ids)
                    want = Counter(names or [])
                    if have != want:
                        fail(
                            k,
                            f"{g.players[pi].name}: {sorted(have.elements())} ≠ "
                            f"{sorted(want.elements())}",
                        )
            elif k == "library":
                for who, names in v.items():
                    pi = player_index(g, who, lno(k))
                    lib = [g.objects[i].card.name for i in reversed(g.players[pi].library)]
                    if lib != list(names or []):
                        fail(k, f"{g.players[pi].name}: {lib} ≠ {list(names or [])} (vrh prvi)")
            elif k in ("hand_count", "library_count", "graveyard_count"):
                attr = {
                    "hand_count": "hand",
                    "library_count": "library",
                    "graveyard_count": "graveyard",
                }[k]
                for who, n in v.items():
                    pi = player_index(g, who, lno(k))
                    have_n = len(getattr(g.players[pi], attr))
                    if have_n != n:
                        fail(k, f"{g.players[pi].name}: {have_n}, a ne {n}")
            elif k == "in_play":
                for who, names in v.items():
                    pi = player_index(g, who, lno(k))
                    have = Counter(
                        g.objects[i].card.name
                        for i in g.battlefield
                        if g.objects[i].controller == pi
                    )
                    want = Counter(names or [])
                    if have != want:
                        fail(
                            k,
                            f"{g.players[pi].name}: {sorted(have.elements())} ≠ "
                            f"{sorted(want.elements())}",
                        )
            elif k == "not_in_play":
                for name in v:
                    if any(g.objects[i].card.name == name for i in g.battlefield):
                        fail(k, f"„{name}” je u igri")
            elif k == "permanent":
                for ref, props in v.items():
                    self.expect_permanent(ref, props, lno(k))
            elif k == "stack":
                have_names = [self.stack_name(i) for i in reversed(range(len(g.stack)))]
                if have_names != list(v or []):
                    fail(k, f"{have_names} ≠ {list(v or [])} (vrh niza prvi)")
            elif k == "stack_items":
                self.expect_stack_items(v, lno(k))
            elif k == "tokens":
                for who, names in v.items():
                    pi = player_index(g, who, lno(k))
                    have = Counter(
                        g.objects[i].card.name
                        for i in g.battlefield
                        if g.objects[i].controller == pi and g.objects[i].is_token
                    )
                    want = Counter(names or [])
                    if have != want:
                        fail(
                            k,
                            f"{g.players[pi].name}: {sorted(have.elements())} ≠ "
                            f"{sorted(want.elements())}",
                        )
            elif k == "stack_size":
                if len(g.stack) != v:
                    fail(k, f"{len(g.stack)} ≠ {v}")
            elif k == "pending":
                self.expect_pending(v, lno(k))
            elif k == "step":
                if g.step.value != v:
                    fail(k, f"{g.step.value} ≠ {v}")
            elif k == "turn":
                if g.turn != v:
                    fail(k, f"{g.turn} ≠ {v}")
            elif k == "active":
                if g.active != player_index(g, v, lno(k)):
                    fail(k, f"aktivan je {g.players[g.active].name}")
            elif k == "result":
                self.expect_result(v, lno(k))
            elif k == "pool":
                for who, amounts in v.items():
                    pi = player_index(g, who, lno(k))
                    have_pool = {m: n for m, n in g.players[pi].pool.amounts.items() if n}
                    want_pool = {m: n for m, n in (amounts or {}).items() if n}
                    if have_pool != want_pool:
                        fail(k, f"{g.players[pi].name}: {have_pool} ≠ {want_pool}")

    def stack_name(self, i: int) -> str:
        g = self.g
        it = g.stack[i]
        if it.kind == StackKind.COMBAT_DAMAGE:
            return "borbena šteta"
        if it.source is not None:
            obj = g.objects[it.source]
            # E4.80: a copy of a spell is shown as such, like in the niz panel
            return f"Kopija: {obj.card.name}" if obj.is_copy else obj.card.name
        return "?"

    def ref_name(self, ref: int) -> str:
        """A player's name or an object's current name, as a scenario writes it."""
        g = self.g
        if is_player_ref(ref):
            return g.players[player_of_ref(ref)].name
        if ref in g.objects:
            obj = g.objects[ref]
            return g.chars(ref).name if obj.zone == Zone.PLAY else obj.card.name
        return "?"

    def expect_stack_items(self, want: list[Any], line: int) -> None:
        """Each niz entry, top first: its name, kind, controller, targets, X and — for the
        combat damage (C11.10) — its frozen shares as "Izvor → Primalac: N"."""
        g = self.g
        items = list(reversed(g.stack))
        if len(items) != len(want):
            raise ScenarioError(line, f"na nizu je {len(items)} stavki, a ne {len(want)}")
        for pos, (it, props) in enumerate(zip(items, want, strict=True), 1):
            check_keys(props, STACK_ITEM_KEYS, f"stack_items[{pos}]")
            for k, v in props.items():
                have: Any
                if k == "name":
                    have = self.stack_name(g.stack.index(it))
                elif k == "kind":
                    have = it.kind.value
                elif k == "controller":
                    have = it.controller
                    v = player_index(g, v, line)
                elif k == "targets":
                    have = [self.ref_name(ref) for ref, _inc in it.all_targets()]
                    v = list(v or [])
                elif k == "x":
                    have = it.x
                else:  # damage
                    have = sorted(
                        f"{self.ref_name(a.source)} → {self.ref_name(a.recipient)}: {a.amount}"
                        for a in it.combat_damage
                    )
                    v = sorted(v or [])
                if have != v:
                    raise ScenarioError(line, f"stack_items[{pos}] {k}: {have} ≠ {v}")

    def expect_permanent(self, ref: Any, props: Any, line: int) -> None:
        g = self.g
        check_keys(props, PERM_EXPECT_KEYS, f"permanent {ref}")
        zones = ANY_ZONE if "in_play" in props or "zone" in props else (Zone.PLAY,)
        oid = find_object(g, ref, line, zones)
        obj = g.objects[oid]
        for k, want in props.items():
            if k == "in_play":
                have: Any = obj.zone == Zone.PLAY
            elif k == "zone":
                have = obj.zone.value
            elif obj.zone != Zone.PLAY:
                raise ScenarioError(line, f"„{ref}” nije u igri (zona: {obj.zone.value})")
            elif k == "tapped":
                have = obj.tapped
            elif k == "damage":
                have = obj.damage
            elif k == "power":
                have = g.chars(oid).power
            elif k == "toughness":
                have = g.chars(oid).toughness
            elif k == "counters":
                have = dict(obj.counters)
                want = {str(a): b for a, b in (want or {}).items()}
            elif k == "controller":
                have = obj.controller
                want = player_index(g, want, line)
            elif k == "attacking":
                have = g.combat is not None and oid in g.combat.attackers
            elif k == "blocking":
                have = g.combat is not None and oid in g.combat.blocks
            elif k == "sick":
                have = obj.sick
            elif k == "attached_to":
                have = obj.attached_to
                want = None if want is None else find_object(g, want, line)
            elif k == "keywords":
                have = sorted(kw.value for kw in g.chars(oid).keywords)
                want = sorted(want)
            elif k == "regeneration_shields":
                have = obj.regen_shields
            elif k == "colors":
                from izvori.cards.schema import COLOR_NAMES

                have = sorted(c.value for c in g.chars(oid).colors)
                want = sorted(COLOR_NAMES.get(w, w) for w in want or [])
            elif k in ("types", "subtypes"):
                have = sorted(str(x) for x in getattr(g.chars(oid), k))
                want = sorted(want or [])
            elif k == "basic":
                have = g.chars(oid).is_basic_source
            elif k == "blocked":
                # C10.40: an attacker stays blocked even when its blockers have left combat
                have = g.combat is not None and oid in g.combat.blocked
            elif k == "owner":
                have = obj.owner
                want = player_index(g, want, line)
            elif k == "token":
                have = obj.is_token
            elif k == "abilities":
                ch = g.chars(oid)
                have = sorted(a.text for a in (*ch.activated, *ch.triggered, *ch.statics) if a.text)
                want = sorted(want or [])
            elif k == "name":
                have = g.chars(oid).name  # the current name: a copy has the copied name (E4.20)
            if have != want:
                raise ScenarioError(line, f"„{ref}” {k}: {have} ≠ {want}")

    def expect_pending(self, v: Any, line: int) -> None:
        g = self.g
        if v is None:
            if g.pending is not None:
                raise ScenarioError(line, f"očekivano je da nema odluke, a čeka {g.pending.kind}")
            return
        check_keys(v, PENDING_KEYS, "pending")
        d = g.pending
        if d is None:
            raise ScenarioError(line, "nema odluke na čekanju")
        if "player" in v and d.player != player_index(g, v["player"], line):
            raise ScenarioError(line, f"odluku donosi {g.players[d.player].name}")
        if "kind" in v and d.kind.value != v["kind"]:
            raise ScenarioError(line, f"vrsta odluke je {d.kind.value}, a ne {v['kind']}")
        if "prompt" in v and d.prompt != v["prompt"]:
            raise ScenarioError(line, f"pitanje je {d.prompt}, a ne {v['prompt']}")
        for bound in ("min", "max"):
            if bound in v and getattr(d, bound) != v[bound]:
                raise ScenarioError(line, f"{bound} odluke je {getattr(d, bound)}, a ne {v[bound]}")
        names = self.option_names(d)
        if "options" in v and names != set(v["options"] or []):
            raise ScenarioError(
                line, f"mogućnosti su {sorted(names)}, a ne {sorted(v['options'] or [])}"
            )
        for n in v.get("options_include", []) or []:
            if n not in names:
                raise ScenarioError(line, f"„{n}” nije među mogućnostima {sorted(names)}")
        for n in v.get("options_exclude", []) or []:
            if n in names:
                raise ScenarioError(line, f"„{n}” ne bi smelo biti među mogućnostima")

    def option_names(self, d: Decision) -> set[str]:
        """Options as readable strings: "cast Grom", "source Grom", "pass", "Ana", "Grom"."""
        g = self.g
        out: set[str] = set()
        if d.kind == DecisionKind.ORDER:
            # the options are places in a list (0, 1, ...) of triggered abilities or cards: name
            # what stands at each place, not an object that happens to have that id
            listed = d.context.get("triggers") or d.context.get("cards") or []
            return {g.objects[oid].card.name for oid in listed if oid in g.objects}
        for o in d.options:
            if isinstance(o, Action):
                name = g.objects[o.obj].card.name if o.obj in g.objects else ""
                out.add(f"{o.kind} {name}".strip())
            elif isinstance(o, tuple):
                out.add(" → ".join(g.objects[x].card.name for x in o))
            elif isinstance(o, str):
                # a word (a colour, a source or creature type) or a mode, by its text; a mode
                # also as "mod N" (its place on the card)
                out.add(o)
                texts = d.context.get("modes")
                if isinstance(texts, list) and o in texts:
                    out.add(f"mod {texts.index(o) + 1}")
            elif isinstance(o, int):
                if is_player_ref(o):
                    out.add(g.players[player_of_ref(o)].name)
                elif o in g.objects:
                    out.add(g.objects[o].card.name)
                else:
                    it = g.find_stack_item(o)
                    if it is not None and it.source is not None:
                        out.add(g.objects[it.source].card.name)
            elif isinstance(o, str):
                out.add(o)  # a named option, e.g. a creature type
        return out

    def expect_result(self, v: Any, line: int) -> None:
        g = self.g
        if v is None or v == "none":
            if g.result is not None:
                raise ScenarioError(line, f"partija je završena: {g.result}")
            return
        check_keys(v, ("winner", "reason", "draw"), "result")
        if g.result is None:
            raise ScenarioError(line, "partija nije završena")
        if v.get("draw"):
            if g.result.winner is not None:
                raise ScenarioError(line, "očekivano je nerešeno")
        elif "winner" in v and g.result.winner != player_index(g, v["winner"], line):
            raise ScenarioError(line, f"pobednik je {g.result.winner}")
        if "reason" in v and g.result.reason != v["reason"]:
            raise ScenarioError(line, f"razlog je {g.result.reason}, a ne {v['reason']}")


def run_file(path: Path, pool: dict[str, CardDef]) -> Outcome:
    """Run one scenario file; every problem becomes a failed Outcome, never an exception."""
    try:
        data = load_file(path)
    except YamlProblem as e:
        return Outcome(path.stem, path, False, f"{path}:{e.line}: {yaml_message(e)}")
    if not isinstance(data, LineDict):
        return Outcome(path.stem, path, False, f"{path}:1: scenarij mora biti mapa")
    name = data.get("name", path.stem)
    name = name if isinstance(name, str) else path.stem
    if "computer" in data:
        # an AI puzzle (izvori.tools.puzzles): a question for a computer player, not a rule
        line = data.line_of("computer")
        return Outcome(name, path, False, f"{path}:{line}: {t('scenario.is_puzzle', path=path)}")
    runner = Runner(path, data, pool)
    try:
        runner.run()
    except ScenarioError as e:
        return Outcome(name, path, False, f"{path}:{e.line}: {e.message}")
    except IllegalAnswer as e:
        return Outcome(name, path, False, f"{path}:{runner.line}: {illegal_text(e)}")
    except Exception as e:  # a malformed value the checks above didn't foresee, or an engine bug
        detail = f"{type(e).__name__}: {e}"[:300]
        return Outcome(
            name, path, False, f"{path}:{runner.line}: {t('scenario.unexpected', detail=detail)}"
        )
    return Outcome(name, path, True)


def collect(paths: list[str]) -> list[Path]:
    files: list[Path] = []
    for p in map(Path, paths):
        if p.is_dir():
            files.extend(sorted(p.rglob("*.yaml")))
        else:
            files.append(p)
    return files


def main(paths: list[str]) -> int:
    try:
        pool = load_cards_or_raise()
    except LoadError as e:
        print("\n".join(e.problems), file=sys.stderr)
        return 2
    passed = failed = 0
    for f in collect(paths):
        out = run_file(f, pool)
        if out.passed:
            passed += 1
            print(f"PROŠAO  {clean(out.name)}")
        else:
            failed += 1
            # the name and the message quote the file: nothing raw reaches the terminal
            print(f"PAO     {clean(out.name)}\n        {clean(out.message)}")
    print(t("cli.scenario_summary", passed=passed, failed=failed))
    return 1 if failed else 0
