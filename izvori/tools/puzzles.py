"""AI puzzles (issue 14 item 8): a scenario setup and what the computer must (not) do.

    izvori puzzle PATHS... [--agent lako]

A puzzle file is a scenario `setup:` (the same builder as `izvori scenario`) plus:

    computer: Ana            # the player the agent plays
    until: attackers         # the decision kind to judge (its first one for that player)
    expect:                  # any of:
      attack_includes: [Ime, ...]     attack_excludes: [Ime, ...]
      blocks_include: {Bloker: Napadač}   (or {Bloker: [Napadač, ...]}: one that blocks several)
      blocks_some: true / blocks_none: true
      chooses: [Ime, ...]            (a choice among cards: choose_some / choose_one)
      never_targets: [Ime, ...]       targets_include: [Ime ili igrač, ...]
      x_at_least: 1                   x_at_most: 2
      passes: true / casts: Ime / activates: Ime   (or [Ime, ...]: any of them)
      never_casts: [Ime, ...]         declines: true (a "may" or an optional cost: no)

Any other key under `expect:` is refused with the list of these (a misspelt key would
otherwise ask nothing).

Until that decision, the agent answers its own decisions and the opponent passes (and answers
anything else with the heuristic). Every problem is one Serbian line, never a traceback.
"""

from __future__ import annotations

import sys
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from izvori.agents.base import ask
from izvori.agents.lako import HeuristicAgent
from izvori.agents.registry import AGENT_IDS, make_agent
from izvori.cards.library import LoadError, load_cards_or_raise, yaml_message
from izvori.cards.yamlsafe import LineDict, YamlProblem, load_file
from izvori.engine.carddef import CardDef
from izvori.engine.decisions import PASS, Action, DecisionKind
from izvori.engine.game import Game
from izvori.engine.steps import Step
from izvori.scenario.builder import ScenarioError, build_game, find_object, resolve_ref
from izvori.strings import t

MAX_ANSWERS = 200
#: what `expect:` may ask (see the module's text)
EXPECT_KEYS = (
    "attack_includes",
    "attack_excludes",
    "blocks_include",
    "blocks_some",
    "blocks_none",
    "never_targets",
    "targets_include",
    "x_at_least",
    "x_at_most",
    "passes",
    "casts",
    "activates",
    "never_casts",
    "declines",
    "chooses",
)


@dataclass(frozen=True)
class PuzzleOutcome:
    name: str
    passed: bool
    problem: str = ""


def _names(game: Game, refs: Any) -> list[int]:
    return [resolve_ref(game, r, 0) for r in (refs or [])]


def _creature(game: Game, ref: Any) -> int:
    """An attacker or blocker named in `expect`: a creature in play, never a card of that
    name played as a source (round U's finding: "Noćna Avet" named Ana's source)."""
    return find_object(game, ref, 0, creature=True)


def judge(game: Game, kind: str, answer: Any, expect: dict[str, Any]) -> str | None:
    """The first expectation the answer breaks, as a Serbian sentence; None: all hold."""
    chosen: set[int] = set()
    if kind in ("attackers", "targets"):
        chosen = {int(a) for a in answer}
    for oid in [_creature(game, r) for r in expect.get("attack_includes") or ()]:
        if oid not in chosen:
            return t("ai.puzzle.must_attack", card=game.objects[oid].card.name)
    for oid in [_creature(game, r) for r in expect.get("attack_excludes") or ()]:
        if oid in chosen:
            return t("ai.puzzle.must_not_attack", card=game.objects[oid].card.name)
    pairs = {(int(b), int(a)) for b, a in answer} if kind == "blockers" else set()
    for blocker, attackers in (expect.get("blocks_include") or {}).items():
        # (a list: one blocker that may block several attackers, C10.25, Šanac)
        for attacker in attackers if isinstance(attackers, list) else [attackers]:
            b, a = _creature(game, blocker), _creature(game, attacker)
            if (b, a) not in pairs:
                return t("ai.puzzle.must_block", blocker=blocker, attacker=attacker)
    if kind in ("choose_some", "choose_one"):
        picked = set(answer) if isinstance(answer, (list, tuple)) else {answer}
        words = {o for o in game.pending.options if isinstance(o, str)} if game.pending else set()
        for want in expect.get("chooses") or ():
            # A word option (a colour, a creature type, a mode's text) is itself the answer;
            # anything else names a card or a player.
            if want in words:
                if want not in picked:
                    return t("ai.puzzle.must_choose", card=want)
                continue
            # (a card the decision offers first: Kavgadžija in the hand, not the one in play)
            offered = game.pending.options if game.pending else ()
            named = [o for o in offered if isinstance(o, int) and _label(game, o) == want]
            ref = named[0] if len(named) == 1 else resolve_ref(game, want, 0)
            if ref not in picked:
                return t("ai.puzzle.must_choose", card=_label(game, ref))
    if expect.get("blocks_some") and not pairs:
        return t("ai.puzzle.must_block_any")
    if expect.get("blocks_none") and pairs:
        return t("ai.puzzle.must_not_block")
    for ref in _names(game, expect.get("never_targets")):
        if ref in chosen:
            return t("ai.puzzle.bad_target", target=_label(game, ref))
    for ref in _names(game, expect.get("targets_include")):
        if ref not in chosen:
            return t("ai.puzzle.must_target", target=_label(game, ref))
    if "x_at_least" in expect and (not isinstance(answer, int) or answer < expect["x_at_least"]):
        return t("ai.puzzle.x_small", x=answer, need=expect["x_at_least"])
    if "x_at_most" in expect and (not isinstance(answer, int) or answer > expect["x_at_most"]):
        return t("ai.puzzle.x_large", x=answer, most=expect["x_at_most"])
    if expect.get("declines") and answer is not False:
        return t("ai.puzzle.must_decline")
    cast = answer.kind == "cast" if isinstance(answer, Action) else False
    for name in expect.get("never_casts") or ():
        if cast and game.objects[answer.obj].card.name == name:
            return t("ai.puzzle.must_not_cast", card=name)
    if expect.get("passes") and answer != PASS:
        return t("ai.puzzle.must_pass")
    for kind, key in (("cast", "casts"), ("activate", "activates")):
        if key in expect:
            # a name, or a list of names any of which will do (round W's helper wrote
            # `casts: [Ime]`, which compared a list with the name and failed every level)
            wanted = expect[key]
            names = [str(n) for n in wanted] if isinstance(wanted, list) else [str(wanted)]
            ok = isinstance(answer, Action) and answer.kind == kind
            if not ok or game.objects[answer.obj].card.name not in names:
                return t(f"ai.puzzle.must_{kind}", card=" / ".join(names))
    return None


def _label(game: Game, ref: int) -> str:
    """A target's name: a player's, an object's, or a niz item's card (a counterspell's
    target is the item, D16)."""
    if ref < 0:
        return game.players[-1 - ref].name
    if ref in game.objects:
        return game.objects[ref].card.name
    item = game.find_stack_item(ref)
    source = item.source if item is not None else None
    return game.objects[source].card.name if source is not None else str(ref)


def run_puzzle(path: Path, pool: dict[str, CardDef], agent_id: str) -> PuzzleOutcome:
    try:
        data = load_file(path)
    except YamlProblem as e:
        return PuzzleOutcome(path.stem, False, f"{path}:{e.line}: {yaml_message(e)}")
    if not isinstance(data, LineDict):
        return PuzzleOutcome(path.stem, False, f"{path}:1: {t('ai.puzzle.not_a_map')}")
    name = str(data.get("name", path.stem))
    try:
        game = build_game(data.get("setup"), pool, data.line_of("setup"))
        me = next((p.index for p in game.players if p.name == data.get("computer")), None)
        if me is None:
            names = ", ".join(p.name for p in game.players)
            raise ScenarioError(
                data.line_of("computer"), t("ai.puzzle.bad_computer", allowed=names)
            )
        kinds = {k.value: k for k in DecisionKind}
        if str(data.get("until")) not in kinds:
            allowed = ", ".join(kinds)
            raise ScenarioError(data.line_of("until"), t("ai.puzzle.bad_until", allowed=allowed))
        until = kinds[str(data.get("until"))]
        # a setup at the computer's own declaration has it made already (none without
        # `combat:`): the puzzle would judge a later turn's (rounds U and V's helpers fell in)
        own = {DecisionKind.ATTACKERS: (Step.DECLARE_ATTACKERS, True, Step.BEGIN_COMBAT)}
        own[DecisionKind.BLOCKERS] = (Step.DECLARE_BLOCKERS, False, Step.DECLARE_ATTACKERS)
        if until in own:
            step, active, earlier = own[until]
            if game.step == step and (game.active == me) == active:
                problem = t("ai.puzzle.declared_already", step=step.value, earlier=earlier.value)
                raise ScenarioError(data.line_of("until"), problem)
        expect = dict(data.get("expect") or {})
        unknown = sorted(str(k) for k in expect if k not in EXPECT_KEYS)
        if unknown:
            raw = data.get("expect")
            line = raw.line_of(unknown[0]) if isinstance(raw, LineDict) else data.line_of("expect")
            allowed = ", ".join(EXPECT_KEYS)
            problem = t("ai.puzzle.unknown_expect", key=unknown[0], allowed=allowed)
            return PuzzleOutcome(name, False, f"{path}:{line}: {problem}")
        agent = make_agent(agent_id, pool, seed=int(data.get("seed", 1)))
        other = HeuristicAgent(pool, seed=2)
        for _ in range(MAX_ANSWERS):
            d = game.pending
            if d is None:
                break
            if d.player == me:
                choice = ask(agent, game).choice
                if d.kind == until:
                    problem = judge(game, until.value, choice.answer, expect)
                    if problem is None:
                        return PuzzleOutcome(name, True)
                    reason = f" ({choice.reason})" if choice.reason else ""
                    return PuzzleOutcome(name, False, f"{path}: {problem}{reason}")
                game.submit(choice.answer)
            elif d.kind == DecisionKind.PRIORITY:
                game.submit(PASS)
            else:
                game.submit(ask(other, game).choice.answer)
        return PuzzleOutcome(name, False, f"{path}: {t('ai.puzzle.never_asked', kind=until)}")
    except ScenarioError as e:
        return PuzzleOutcome(name, False, f"{path}:{e.line}: {e.message}")
    except (StopIteration, ValueError, KeyError, TypeError) as e:
        detail = f"{type(e).__name__}: {e}" if str(e) else type(e).__name__
        return PuzzleOutcome(name, False, f"{path}: {t('ai.puzzle.bad_file', detail=detail)}")


def main(paths: list[str], agent_id: str = "lako") -> int:
    if agent_id not in AGENT_IDS:
        print(t("ai.unknown_agent", name=agent_id, choices=", ".join(AGENT_IDS)), file=sys.stderr)
        return 2
    try:
        pool = load_cards_or_raise()
    except LoadError as e:
        print("\n".join(e.problems), file=sys.stderr)
        return 2
    files: list[Path] = []
    for p in map(Path, paths):
        files.extend(sorted(p.rglob("*.yaml")) if p.is_dir() else [p])
    failed = 0
    for f in files:
        out = run_puzzle(f, pool, agent_id)
        print(f"PROŠAO  {out.name}" if out.passed else f"PAO     {out.name}: {out.problem}")
        failed += not out.passed
    print(t("ai.puzzle.summary", passed=len(files) - failed, failed=failed))
    return 1 if failed else 0
