"""What combat (izvori/engine/combat.py) shows besides the outcome: the context of its
questions, which the prompts and the computer players read.

Written for the mutants of combat.py that the rules scenarios let through (docs/mutation.md).
"""

from __future__ import annotations

from pathlib import Path

import pytest
from positions import asked

from izvori.cards.library import load_cards_or_raise
from izvori.cards.yamlsafe import load_text
from izvori.engine.carddef import CardDef
from izvori.engine.decisions import DecisionKind
from izvori.engine.events import (
    AttackersDeclared,
    BlockersDeclared,
    CombatDamageAssigned,
    CombatDamageResolves,
)
from izvori.engine.game import Game
from izvori.engine.objects import Zone
from izvori.gamelog import event_line
from izvori.scenario.runner import Runner
from izvori.scenario.table import obj, refusal
from izvori.strings import t

BAZILISK = Path(__file__).parents[1] / "scenarios" / "karte" / "crna"


@pytest.fixture(scope="module")
def pool() -> dict[str, CardDef]:
    return load_cards_or_raise()


def _played_until_divide(path: Path, pool: dict[str, CardDef]) -> Game:
    """A scenario's game at its first combat damage division (the script cut there)."""
    data = load_text(path.read_text("utf-8"))
    script = data["script"]
    cut = next(i for i, step in enumerate(script) if "assign" in step)
    del script[cut:]
    del data["expect"]
    runner = Runner(path, data, pool)
    runner.run()
    assert runner.game is not None
    return runner.game


def test_c11_24_a_blocker_dividing_its_damage_is_asked_without_trample(
    pool: dict[str, CardDef],
) -> None:
    """C11.24, C11.25: Pećinski Bazilisk blocking two attackers divides its 20 between them, at
    least 5 a share, with no lethal-damage rule (that is E3.102's, for trample attackers) and
    no player to trample over to — what the divide prompt and the computer players read."""
    game = _played_until_divide(BAZILISK / "pecinski_bazilisk_blokira_dva.yaml", pool)
    d = game.pending
    assert d is not None and d.kind == DecisionKind.DIVIDE and d.prompt == "combat.divide"
    assert d.context == {
        "blocker": obj(game, "Pećinski Bazilisk"),
        "total": 20,
        "minimum": 5,
        "lethal": {},
        "trample": False,
    }


THREE_ATTACKERS = """
name: Tri napadača, Bazilisk sa Šancem blokira
rules: [C10.25]
setup:
  active: Ana
  step: početak_borbe
  players:
    - name: Ana
      play: [Kavgadžija, Mladi Vuk, Grobni Skelet]
    - name: Boris
      play: [Pećinski Bazilisk, Šanac]
script:
  - pass_until: {step: napadači, kind: attackers}
  - {attack: [Kavgadžija, Mladi Vuk, Grobni Skelet]}
  - pass_until: {step: blokeri, kind: blockers}
"""


@pytest.fixture
def blocking(pool: dict[str, CardDef]) -> Game:
    """Boris declares blockers: his Pećinski Bazilisk may block two attackers (Šanac)."""
    return asked(pool, THREE_ATTACKERS, DecisionKind.BLOCKERS)


def test_c10_25_a_blocker_over_its_capacity_is_named(blocking: Game) -> None:
    """C10.25: Šanac lets the Bazilisk block one more attacker, not two more; the refusal names
    the creature."""
    game = blocking
    baz = obj(game, "Pećinski Bazilisk")
    attackers = [obj(game, n) for n in ("Kavgadžija", "Mladi Vuk", "Grobni Skelet")]
    exc = refusal(game, [[baz, a] for a in attackers])
    assert exc.key == "block.too_many"
    assert t(exc.key, **exc.args_) == (
        "Biće Pećinski Bazilisk ne može blokirati toliko bića koja napadaju (C10.25)."
    )


@pytest.mark.parametrize("which", ["blocker", "attacker"])
def test_c10_21_a_block_naming_something_that_is_not_there_is_refused(
    blocking: Game, which: str
) -> None:
    """A blocker or an attacker that is no object at all (a client's mistake) is refused with
    the general reason, never a crash."""
    game = blocking
    baz, vuk = obj(game, "Pećinski Bazilisk"), obj(game, "Mladi Vuk")
    missing = max(game.objects) + 1
    pair = [missing, vuk] if which == "blocker" else [baz, missing]
    exc = refusal(game, [pair])
    assert exc.key == "block.illegal"
    assert t(exc.key, **exc.args_) == "To blokiranje nije dozvoljeno (C10.21)."


def test_c10_21_the_blockers_question(blocking: Game) -> None:
    """C10.21, C10.25: the defender is asked which blockers block which attackers; with Šanac
    the Bazilisk may block two of the three, so at most two pairs."""
    game = blocking
    d = game.pending
    assert d is not None and d.prompt == "combat.blockers"
    attackers = [obj(game, n) for n in ("Kavgadžija", "Mladi Vuk", "Grobni Skelet")]
    assert d.context["attackers"] == attackers
    assert d.max == 2


def test_c10_25_the_most_pairs_count_only_what_a_blocker_can_block(
    pool: dict[str, CardDef],
) -> None:
    """C10.25, E3.72: with Šanac the Bazilisk may block two attackers, but of Kavgadžija and
    the flying Vila Poludnica it can block only Kavgadžija: at most one pair."""
    text = THREE_ATTACKERS.replace("Grobni Skelet", "Vila Poludnica").replace(
        "[Kavgadžija, Mladi Vuk, Vila Poludnica]", "[Kavgadžija, Vila Poludnica]"
    )
    text = text.replace(
        "play: [Kavgadžija, Mladi Vuk, Vila Poludnica]", "play: [Kavgadžija, Vila Poludnica]"
    )
    game = asked(pool, text, DecisionKind.BLOCKERS)
    assert game.pending is not None
    assert game.pending.options == ((obj(game, "Pećinski Bazilisk"), obj(game, "Kavgadžija")),)
    assert game.pending.max == 1


def test_c10_21_a_permanent_that_is_no_creature_cannot_block(blocking: Game) -> None:
    game = blocking
    exc = refusal(game, [[obj(game, "Šanac"), obj(game, "Kavgadžija")]])
    assert t(exc.key, **exc.args_) == "Samo bića mogu da blokiraju (C10.21)."


def test_the_declared_blocks_are_logged_with_the_defender(blocking: Game) -> None:
    game = blocking
    game.submit([[obj(game, "Pećinski Bazilisk"), obj(game, "Kavgadžija")]])
    lines = [event_line(game, e) for e in game.log if isinstance(e, BlockersDeclared)]
    assert lines == ["Boris blokira: Pećinski Bazilisk blokira Kavgadžija."]


def test_c9_21_an_attacker_that_is_no_object_is_refused(pool: dict[str, CardDef]) -> None:
    """An attacker that is no object at all (a client's mistake) is refused, never a crash."""
    text = THREE_ATTACKERS.replace("  - {attack: [Kavgadžija, Mladi Vuk, Grobni Skelet]}\n", "")
    text = text.replace("  - pass_until: {step: blokeri, kind: blockers}\n", "")
    game = asked(pool, text, DecisionKind.ATTACKERS)
    exc = refusal(game, [max(game.objects) + 1])
    assert exc.key == "answer.not_an_option"


DIVISIONS = (
    Path(__file__).parents[1] / "scenarios" / "borba" / "c11_25_raspodela_manje_od_pet_i_nula.yaml"
)


def test_c11_23_an_attacker_without_trample_divides_with_no_lethal_rule(
    pool: dict[str, CardDef],
) -> None:
    """C11.23: a blocked attacker without Razbijač divides among its blockers only; the
    lethal-damage amounts the prompt shows are E3.102's, for Razbijač alone."""
    game = _played_until_divide(DIVISIONS, pool)
    d = game.pending
    assert d is not None and d.options == (obj(game, "Stražar"), obj(game, "Stražar#2"))
    assert d.context == {
        "attacker": obj(game, "Mali Ork"),
        "total": 4,
        "minimum": 5,
        "lethal": {},
        "trample": False,
    }


def test_the_combat_damage_events_name_the_niz_object_and_the_assignments(
    pool: dict[str, CardDef],
) -> None:
    """C11.10, C11.40: the assignments go on the niz as one object, and the damage resolves
    from it as assigned (the events a replay and the log read)."""
    data = load_text(DIVISIONS.read_text("utf-8"))
    runner = Runner(DIVISIONS, data, pool)
    runner.run()
    game = runner.game
    assert game is not None
    assigned = [e for e in game.log if isinstance(e, CombatDamageAssigned)]
    resolved = [e for e in game.log if isinstance(e, CombatDamageResolves)]
    assert len(assigned) == len(resolved) == 1
    assert assigned[0].item == resolved[0].item and assigned[0].item is not None
    ork, petak = obj(game, "Mali Ork"), obj(game, "Ork Petak")
    assert assigned[0].assignments == [
        [ork, obj(game, "Stražar"), 4],
        [petak, obj(game, "Stražar#4"), 5],
    ]


ATTACKING = """
name: Ana bira napadače
rules: [C9.21]
setup:
  active: Ana
  step: početak_borbe
  players:
    - name: Ana
      hand: [Grobni Skelet]
      play: [Kavgadžija, Mladi Vuk, {card: Grom, as_source: true}]
    - name: Boris
      play: [Pećinski Bazilisk]
script:
  - pass_until: {step: napadači, kind: attackers}
"""


@pytest.fixture
def attacking(pool: dict[str, CardDef]) -> Game:
    return asked(pool, ATTACKING, DecisionKind.ATTACKERS)


def test_c9_21_the_attackers_question(attacking: Game) -> None:
    """C9.21: the active player is asked which of his creatures attack (the prompt's text)."""
    d = attacking.pending
    assert d is not None and d.prompt == "combat.attackers"
    assert d.options == (obj(attacking, "Kavgadžija"), obj(attacking, "Mladi Vuk"))


@pytest.mark.parametrize(
    ("name", "zone", "message"),
    [
        ("Grom", Zone.PLAY, "Samo bića mogu da napadnu (C9.21)."),
        ("Grobni Skelet", Zone.HAND, "To nije jedna od ponuđenih mogućnosti (C9.21)."),
        (
            "Pećinski Bazilisk",
            Zone.PLAY,
            "Napadati mogu samo bića koja kontroliše aktivni igrač (C9.21).",
        ),
    ],
)
def test_c9_21_what_cannot_attack_is_refused_with_the_reason(
    attacking: Game, name: str, zone: Zone, message: str
) -> None:
    """C9.21: a source that is no creature, a creature card in the hand and the other
    player's creature can't attack, each refused with its own reason."""
    exc = refusal(attacking, [obj(attacking, name, zone)])
    assert t(exc.key, **exc.args_) == message


def test_the_declared_attackers_are_logged_with_the_attacking_player(attacking: Game) -> None:
    game = attacking
    game.submit([obj(game, "Kavgadžija")])
    lines = [event_line(game, e) for e in game.log if isinstance(e, AttackersDeclared)]
    assert lines == ["Ana napada: Kavgadžija."]


def test_c9_26_a_declared_attacker_sacrificed_to_pay_the_attack_cost_does_not_attack(
    pool: dict[str, CardDef],
) -> None:
    """C9.26: after the costs are paid, each chosen creature becomes an attacking creature only
    if it is still under the active player's control. Ana declares Kavgadžija and Mladi Vuk
    under Boris's Zid Kostiju and sacrifices Mladi Vuk and Pegaz to pay: only Kavgadžija is
    declared an attacker (the event, the log line, the turn's attackers)."""
    path = Path(__file__).parents[1] / "scenarios" / "pravila"
    path = path / "sm16_c9_26_zrtvovani_napadac_ne_napada.yaml"
    runner = Runner(path, load_text(path.read_text("utf-8")), pool)
    runner.run()
    game = runner.game
    assert game is not None
    kav = obj(game, "Kavgadžija")
    declared = [e for e in game.log if isinstance(e, AttackersDeclared)]
    assert [e.cards for e in declared] == [[kav]]
    assert event_line(game, declared[0]) == "Ana napada: Kavgadžija."
    assert [a for a, _ in game.attackers_this_turn] == [kav]
