"""A world rebuilt from one player's view (izvori/engine/determinize.py), position by position.

The computer opponent may know only what its player sees (glossary, "Skrivena informacija");
`determinize` builds a playable game from that view plus a deal of the hidden cards. With the
true deal, the world must show its player exactly the view it was built from, ask the same
question, and play on like the real game: the same answers give the same views. Each position
below puts one thing the view shows in front of it — tokens, control, counters, damage,
attachments, sources, combat and blocks, the niz with targets, X, kicker, modes, a divided
spell, a copy, abilities and triggers, pumps and keywords from effects.

Written for the mutants of determinize.py that the rules scenarios let through
(docs/mutation.md): its own tests (tests/agents/test_determinize.py) play random games.
"""

from __future__ import annotations

from dataclasses import replace
from typing import Any

import pytest

from izvori.agents.truth import true_deal
from izvori.cards.library import load_deck_by_name
from izvori.engine.carddef import CardDef
from izvori.engine.decisions import Action, DecisionKind
from izvori.engine.determinize import HiddenDeal, NotRebuildable, determinize
from izvori.engine.game import Game
from izvori.engine.objects import Zone
from izvori.engine.steps import Step
from izvori.engine.view import StackItemView, view
from izvori.scenario.table import ANA, BORIS, card_pool, obj, played, setup

EXTRA = """
cards:
  - name: Probni Izbor
    cost: "1R"
    type: Biće
    subtypes: [Duh]
    power: 10
    toughness: 10
    rarity: obična
    text: "1: Izaberi jedno — Probni Izbor nanosi 10 štete odabranom igraču; ili dobijaš 10 života."
    abilities:
      - activated:
          text: "1: Izaberi jedno."
          cost: {mana: "1"}
          modes:
            - text: "Probni Izbor nanosi 10 štete odabranom igraču."
              targets: [{kind: player}]
              effects: [{damage: {to: target, amount: 10}}]
            - text: "Dobijaš 10 života."
              effects: [{gain_life: {who: you, amount: 10}}]
  - name: Dvostruki Udar
    cost: "1R"
    type: Vradžbina
    rarity: obična
    text: "Dvostruki Udar nanosi 10 štete odabranom biću i 20 štete odabranom igraču."
    targets:
      - {kind: creature}
      - {kind: player, ref: drugi}
    effects:
      - damage: {to: target, amount: 10}
      - damage: {to: drugi, amount: 20}
  - name: Prizemljenje
    cost: "P"
    type: Iznenađenje
    rarity: obična
    text: "Odabrano biće gubi Letač do kraja poteza."
    targets: [{kind: creature}]
    effects: [{lose: {what: target, keywords: [Letač]}}]
  - name: Krila
    cost: "Ž"
    type: Iznenađenje
    rarity: obična
    text: "Odabrano biće dobija +10/+0 i Letač do kraja poteza."
    targets: [{kind: creature}]
    effects: [{pump: {what: target, power: 10, toughness: 0, keywords: [Letač]}}]
  - name: Probni Šapat
    cost: "3R"
    type: Biće
    subtypes: [Duh]
    power: 10
    toughness: 10
    rarity: obična
    text: "1: Dobijaš 10 života. Igra se samo dok je Probni Šapat u tvojoj ruci."
    abilities:
      - activated:
          text: "1: Dobijaš 10 života."
          zone: ruka
          cost: {mana: "1"}
          effects: [{gain_life: {who: you, amount: 10}}]
  - name: Probna Kiša
    cost: "XR"
    type: Vradžbina
    rarity: obična
    text: "Probna Kiša nanosi X puta 10 štete raspoređenih na do četiri odabrana bića i/ili igrača."
    targets:
      - {kind: creature_or_player, min: 1, max: 4, divide: "X*10"}
    effects:
      - damage: {to: target}
  - name: Plašt Žara
    cost: "Z"
    type: Promena
    enchant: biće
    rarity: obična
    text: "Promeni biće. Promenjeno biće ima Anti-Crveno."
    abilities:
      - static: {op: grant, affects: enchanted, keywords: [Anti-Crveno]}
  - name: Probni Jurišnik
    cost: "1R"
    type: Biće
    subtypes: [Ratnik]
    power: 10
    toughness: 10
    keywords: [Opreznost, Napada u svakom potezu ako je sposobno]
    rarity: obična
    text: "Opreznost. Probni Jurišnik napada u svakom potezu ako je sposoban."
"""


#: C15.30: the cards of pravila/c15_30_izazvana_osobina_u_odbacivanju.yaml, played up to Ana's
#: priority in the cleanup step after the trigger resolved
SAMOTNA_STRAZA = """
  - name: Samotna Straža
    cost: "1"
    type: Promena
    rarity: obična
    text: "Kad god ne kontrolišeš bića, ubaci u igru simbol-biće Vojnik 10/10 i vuci kartu."
    abilities:
      - triggered:
          when: state_holds
          state: you_control_no_creatures
          effects:
            - create_token: {subtypes: [Vojnik], power: 10, toughness: 10}
            - draw: {who: you}
"""
CLEANUP_TRIGGER = """
name: Izazvana osobina u koraku odbacivanja
rules: [C15.30]
setup:
  active: Ana
  step: glavna1
  players:
    - name: Ana
      hand: [Kroćenje Kerbera, Samotna Straža, Grom, Grom, Grom, Grom, Grom, Grom, Grom]
      library: [Grom, Grom]
      play:
        - {card: Grom, as_source: true}
        - {card: Grom, as_source: true}
        - {card: Grom, as_source: true}
        - {card: Grom, as_source: true}
    - name: Boris
      library: [Grom, Grom]
      play: [Mladi Vuk]
script:
  - {cast: Kroćenje Kerbera, targets: [Mladi Vuk]}
  - {pass: Boris}
  - {pass: Ana}
  - {cast: Samotna Straža}
  - {pass: Boris}
  - {pass: Ana}
  - {pass_until: {step: odbacivanje}}
  - {pass: Ana}
  - {pass: Boris}
"""


@pytest.fixture(scope="module")
def pool() -> dict[str, CardDef]:
    return card_pool(EXTRA + SAMOTNA_STRAZA)


def answer_for(game: Game) -> Any:
    """A plain answer to the pending question: pass, attack or block with nothing, or the
    first option."""
    d = game.pending
    assert d is not None
    if d.kind == DecisionKind.PRIORITY:
        return Action("pass")
    if d.kind in (DecisionKind.ATTACKERS, DecisionKind.BLOCKERS):
        return []
    if d.kind in (DecisionKind.CHOOSE_SOME, DecisionKind.TARGETS):
        return list(d.options[: max(d.min, 1)])
    if d.kind == DecisionKind.YES_NO:
        return False
    if d.kind == DecisionKind.DIVIDE:
        return [[d.options[0], d.context["total"]]]
    if d.kind == DecisionKind.ORDER:
        return list(range(len(d.options)))
    return d.options[0]


def same_world(
    game: Game, pool: dict[str, CardDef], steps: int = 12, real_ids: bool = True
) -> Game:
    """Rebuild the pending decider's world from his view and the true deal; it must show him
    that view, ask him the same, and go on like the game for `steps` answers (his view and a
    spectator's)."""
    d = game.pending
    assert d is not None
    me = d.player
    seen = view(game, me)
    deal = true_deal(game, me)
    if not real_ids:
        deal = replace(deal, ids=None, next_id=None)
    world = determinize(seen, deal, pool)
    assert view(world, me) == seen
    w = world.pending
    assert w is not None
    assert (w.player, w.kind, w.prompt, w.options) == (d.player, d.kind, d.prompt, d.options)
    if not real_ids:
        return world
    real = game.copy()
    for n in range(steps):
        if real.result is not None:
            assert world.result == real.result
            break
        answer = answer_for(real)
        real.submit(answer)
        world.submit(answer)
        for viewer in (me, None):
            assert view(world, viewer) == view(real, viewer), (n, viewer)
    return world


# ------------------------------------------------------------------ positions
def test_permanents_of_every_kind_are_rebuilt(pool: dict[str, CardDef]) -> None:
    """Permanents with their controller (a card Boris controls but Ana owns), tapped state,
    damage, counters, summoning sickness, an Aura on its creature, a token, and cards played as
    sources — a basic one (B12.76), an artifact (B12.77), a printed Izvor — are rebuilt as they
    are, and play on the same: both players' turns, their untap, draw and combat steps."""
    g = setup(
        pool,
        """
        active: Ana
        step: glavna1
        players:
          - name: Ana
            hand: [Grom, Oluja]
            library: [Grom, Kavgadžija, Oluja]
            graveyard: [Piromanija, Grom]
            pool: {R: 1}
            play:
              - {card: Kavgadžija, counters: {"+10/+10": 1}, damage: 10}
              - {card: Kostolomac, controller: Boris, tapped: true}
              - {card: Grom, as_source: true, tapped: true}
              - Kripta Plamena
              - {card: Kameni Golem, as_source: true}
              - {card: Vojnik, token: true, power: 10, toughness: 20, sick: true}
              - Bakarna Letilica
          - name: Boris
            life: 150
            hand: [Severnjak, Grom]
            library: [Grom, Oluja, Kavgadžija, Grom]
            sources_played: 1
            play:
              - {card: Dugina Vila, sick: true}
              - {card: Plašt Žara, attached_to: Dugina Vila}
              - {card: Rosna Vila, as_source: true}
        """,
    )
    world = same_world(g, pool, steps=30)
    assert world.objects[obj(g, "Kostolomac")].owner == ANA
    vojnik = world.objects[obj(g, "Vojnik")]
    assert vojnik.is_token
    same_world(g, pool, real_ids=False)


def test_the_niz_is_rebuilt_with_its_choices(pool: dict[str, CardDef]) -> None:
    """The niz (top first in the view, D9): spells with their targets — two target specs of one
    spell in order, a divided spell (D10.15: the split is not shown: an even one) — X, a paid
    kicker, a modal ability's mode (D10.12) and an ability of a permanent; they resolve the same
    in the world as in the game."""
    g = setup(
        pool,
        """
        active: Ana
        step: glavna1
        players:
          - name: Ana
            library: [Grom, Grom]
            play: [Probni Izbor, Kostolomac, Kavgadžija]
          - name: Boris
            library: [Grom, Grom]
            play: [Dugina Vila, Kavgadžija]
        stack:
          - spell: Piromanija
            targets: [Boris, Kavgadžija#2]
            divide: {Boris: 20, Kavgadžija#2: 20}
          - {spell: Dvostruki Udar, targets: [Kavgadžija#2]}
          - {spell: Varnica, kicked: true, targets: [Dugina Vila]}
          - {spell: Vatrene Strele, x: 2, targets: [Ana]}
          - {ability: Probni Izbor, mode: 2}
          - {ability: Kostolomac, targets: [Dugina Vila]}
          - {spell: Voda Adžijazma, mode: 1, targets: [Kavgadžija]}
        """,
    )
    world = same_world(g, pool, steps=0)
    assert [(i.mode, i.kind) for i in world.stack] == [(i.mode, i.kind) for i in g.stack]
    same_world(g, pool, steps=16)


def test_a_spell_with_two_target_specs_keeps_each_target_in_its_place(
    pool: dict[str, CardDef],
) -> None:
    """D10.13: the view shows a spell's targets as one list; the world gives the first to the
    creature target and the second to the player target, as the card says."""
    g = setup(
        pool,
        """
        active: Ana
        step: glavna1
        players:
          - name: Ana
            hand: [Dvostruki Udar]
            library: [Grom]
            pool: {R: 1, B: 1}
          - name: Boris
            library: [Grom]
            play: [Dugina Vila]
        """,
    )
    g.submit(Action("cast", obj(g, "Dvostruki Udar", Zone.HAND)))
    g.submit([obj(g, "Dugina Vila")])
    g.submit([-2])
    vila = obj(g, "Dugina Vila")
    world = same_world(g, pool, steps=0)
    assert world.stack[-1].targets == g.stack[-1].targets
    assert world.stack[-1].targets == {
        "target": [(vila, g.objects[vila].incarnation)],
        "drugi": [(-2, 0)],
    }
    same_world(g, pool, steps=3)


COMBAT = """
active: Ana
step: {step}
combat:
  attackers: [Kavgadžija, Kostolomac]
  {blocks}
players:
  - name: Ana
    library: [Grom, Grom, Grom]
    play: [Kavgadžija, Kostolomac, Probni Izbor]
  - name: Boris
    library: [Grom, Grom, Grom]
    play: [Dugina Vila, {{card: Kavgadžija, sick: true}}]
"""


@pytest.mark.parametrize(
    ("step", "blocks"),
    [
        ("napadači", ""),
        ("blokeri", "blocks: {Dugina Vila: [Kavgadžija, Kostolomac]}"),
        ("blokeri", "blocks: {Kavgadžija#2: Kostolomac}"),
        ("borbena_šteta", "blocks: {Kavgadžija#2: Kavgadžija}"),
        # C11.22: two blockers on one attacker: its controller divides the damage
        ("blokeri", "blocks: {Dugina Vila: Kavgadžija, Kavgadžija#2: Kavgadžija}"),
        ("kraj_borbe", ""),
    ],
)
def test_combat_is_rebuilt_step_by_step(pool: dict[str, CardDef], step: str, blocks: str) -> None:
    """C9–C11: the attackers, the defending player, who blocks whom (C10.25: Dugina Vila
    blocks two), whether blockers were declared, and the combat damage on the niz are rebuilt;
    the rest of the combat goes the same."""
    g = setup(pool, COMBAT.format(step=step, blocks=blocks))
    same_world(g, pool, steps=16)


def test_the_declare_attackers_and_blockers_questions_are_rebuilt(
    pool: dict[str, CardDef],
) -> None:
    """C9.21, C10.21: the questions "which creatures attack" and "which creatures block" are
    asked again in the world, with the same options, and the same answers do the same."""
    g = setup(
        pool,
        """
        active: Ana
        step: početak_borbe
        players:
          - name: Ana
            library: [Grom, Grom]
            play: [Kavgadžija, Kostolomac]
          - name: Boris
            library: [Grom, Grom]
            play: [Dugina Vila, Kavgadžija]
        """,
    )
    pass_all = 0
    while g.pending is not None and g.pending.kind == DecisionKind.PRIORITY and pass_all < 4:
        g.submit(Action("pass"))
        pass_all += 1
    assert g.pending is not None and g.pending.kind == DecisionKind.ATTACKERS
    same_world(g, pool, steps=10)
    g.submit([obj(g, "Kavgadžija", controller=ANA), obj(g, "Kostolomac")])
    while g.pending is not None and g.pending.kind == DecisionKind.PRIORITY:
        g.submit(Action("pass"))
    assert g.pending is not None and g.pending.kind == DecisionKind.BLOCKERS
    world = same_world(g, pool, steps=0)
    assert world.combat is not None and not world.combat.blocks
    same_world(g, pool, steps=10)
    g.submit([[obj(g, "Dugina Vila"), obj(g, "Kostolomac")]])
    same_world(g, pool, steps=10)


def test_boris_with_prednost_in_anas_turn_after_she_passed(pool: dict[str, CardDef]) -> None:
    """D9.13: over an empty niz the non-active player has prednost only after the active player
    passed; his pass ends the step, in the world as in the game."""
    g = setup(
        pool,
        """
        active: Ana
        step: glavna1
        players:
          - name: Ana
            library: [Grom, Grom]
            play: [Kavgadžija]
          - name: Boris
            library: [Grom, Grom]
            play: [Kostolomac]
        """,
    )
    g.submit(Action("pass"))
    assert g.pending is not None and g.pending.player == BORIS
    world = same_world(g, pool, steps=0)
    assert world.passes == 1 and world.step == g.step
    same_world(g, pool, steps=20)  # his pass ends the main phase in both


def test_pumps_and_keywords_from_effects_are_rebuilt_until_end_of_turn(
    pool: dict[str, CardDef],
) -> None:
    """D19: what the view shows of "until end of turn" effects — a creature pumped and given
    Letač, another that lost Letač — is rebuilt as such effects, and ends with the turn."""
    g = setup(
        pool,
        """
        active: Ana
        step: glavna1
        players:
          - name: Ana
            library: [Grom, Grom]
            play: [Kavgadžija, Stihija Plavih Talasa]
          - name: Boris
            library: [Grom, Grom]
            play: [Kostolomac]
        stack:
          - {spell: Krila, targets: [Kavgadžija]}
          - {spell: Prizemljenje, targets: [Stihija Plavih Talasa]}
          - {spell: Snaga Bivola, targets: [Kostolomac]}
        """,
    )
    for _ in range(6):
        g.submit(Action("pass"))
    assert not g.stack
    kav = view(g, ANA).permanent(obj(g, "Kavgadžija"))
    assert kav is not None and (kav.card.power, kav.card.keywords) == (30, ("Letač",))
    world = same_world(g, pool, steps=0)
    ops = sorted(e.op for e in world.effects)
    assert ops == ["grant", "lose", "pump", "pump"]
    assert all(e.duration == "end_of_turn" for e in world.effects)
    same_world(g, pool, steps=24)  # past the cleanup step: the effects end in both


def test_what_cannot_be_rebuilt_is_refused(pool: dict[str, CardDef]) -> None:
    """Only a player's view of a running game with a question whose procedure is visible can
    be rebuilt; a deal that does not fit the view is refused."""
    g = setup(
        pool,
        """
        active: Ana
        step: glavna1
        players:
          - name: Ana
            hand: [Grom]
            library: [Grom, Oluja]
            play: [{card: Grom, as_source: true}]
          - name: Boris
            hand: [Oluja]
            library: [Grom]
        """,
    )
    deal = true_deal(g, ANA)
    seen = view(g, ANA)
    with pytest.raises(NotRebuildable, match=r"^spectator$"):
        determinize(view(g, None), deal, pool)
    with pytest.raises(NotRebuildable, match=r"^hand count$"):
        determinize(seen, replace(deal, hands=((), ("Oluja", "Grom"))), pool)
    with pytest.raises(NotRebuildable, match=r"^library count$"):
        determinize(seen, replace(deal, libraries=(("Grom",), ("Grom",))), pool)
    with pytest.raises(NotRebuildable, match=r"^card Nepostojeća$"):
        determinize(seen, replace(deal, libraries=(("Grom", "Nepostojeća"), ("Grom",))), pool)
    # my own hand needs no names: the deal's names for it are ignored
    mine = HiddenDeal(((), ("Oluja",)), (("Grom", "Oluja"), ("Grom",)))
    assert view(determinize(seen, mine, pool), ANA) == seen
    g.submit(Action("cast", obj(g, "Grom", Zone.HAND)))
    assert g.pending is not None and g.pending.kind == DecisionKind.TARGETS
    with pytest.raises(NotRebuildable, match=r"^targets$"):
        determinize(view(g, ANA), true_deal(g, ANA), pool)
    over = setup(
        pool,
        """
        active: Ana
        players:
          - name: Ana
            library: [Grom]
          - name: Boris
            life: 0
            library: [Grom]
        """,
    )
    assert over.result is not None
    with pytest.raises(NotRebuildable, match=r"^over$"):
        determinize(view(over, ANA), true_deal(over, ANA), pool)


def test_combat_damage_on_the_niz_is_rebuilt_and_dealt_the_same(pool: dict[str, CardDef]) -> None:
    """C11: the combat damage put on the niz — who deals how much to whom — is rebuilt, and
    dealt the same: the blocked and blocking creatures die, the defending player loses life."""
    g = setup(
        pool,
        """
        active: Ana
        step: blokeri
        combat:
          attackers: [Kavgadžija, Kostolomac]
          blocks: {Dugina Vila: Kostolomac}
        players:
          - name: Ana
            library: [Grom, Grom]
            play: [Kavgadžija, Kostolomac]
          - name: Boris
            library: [Grom, Grom]
            play: [{card: Dugina Vila, damage: 45}]
        """,
    )
    g.submit(Action("pass"))
    g.submit(Action("pass"))
    assert g.stack and g.stack[-1].kind.value == "combat_damage"
    same_world(g, pool, steps=6)


def test_a_divided_spell_is_split_evenly_in_the_world(pool: dict[str, CardDef]) -> None:
    """D10.15: the view does not show how Piromanija's 40 damage is divided; the world splits it
    evenly, the first targets taking what does not divide (14, 13, 13) — here the real split."""
    g = setup(
        pool,
        """
        active: Ana
        step: glavna1
        players:
          - name: Ana
            library: [Grom, Grom]
          - name: Boris
            life: 100
            library: [Grom, Grom]
            play: [Kavgadžija, Kostolomac]
        stack:
          - spell: Piromanija
            targets: [Boris, Kavgadžija, Kostolomac]
            divide: {Boris: 14, Kavgadžija: 13, Kostolomac: 13}
        """,
    )
    world = same_world(g, pool, steps=0)
    assert world.stack[-1].division == g.stack[-1].division
    same_world(g, pool, steps=3)


def test_a_spell_dividing_x_times_10_is_split_evenly(pool: dict[str, CardDef]) -> None:
    """D10.15: a spell dividing X times 10 damage: the world divides 10 × X (X = 3: 10 each of
    three targets; X = 1: all 10 to one)."""
    g = setup(
        pool,
        """
        active: Ana
        step: glavna1
        players:
          - name: Ana
            library: [Grom, Grom]
          - name: Boris
            life: 100
            library: [Grom, Grom]
            play: [Kavgadžija, Kostolomac]
        stack:
          - spell: Probna Kiša
            x: 1
            targets: [Boris]
            divide: {Boris: 10}
          - spell: Probna Kiša
            x: 3
            targets: [Boris, Kavgadžija, Kostolomac]
            divide: {Boris: 10, Kavgadžija: 10, Kostolomac: 10}
        """,
    )
    world = same_world(g, pool, steps=0)
    assert [i.division for i in world.stack] == [i.division for i in g.stack]
    same_world(g, pool, steps=5)


def test_a_trigger_on_the_niz_is_rebuilt_as_a_trigger(pool: dict[str, CardDef]) -> None:
    """D11: Dušebrižnik's "whenever another creature enters play" on the niz is a triggered
    ability in the world too, found on its source, and resolves the same."""
    g = setup(
        pool,
        """
        active: Ana
        step: glavna1
        players:
          - name: Ana
            library: [Grom, Grom]
            play: [Dušebrižnik]
          - name: Boris
            library: [Grom, Grom]
        stack:
          - {spell: Kavgadžija}
        """,
    )
    g.submit(Action("pass"))
    g.submit(Action("pass"))  # Kavgadžija enters play: Dušebrižnik triggers
    assert g.stack and g.stack[-1].kind.value == "trigger"
    world = same_world(g, pool, steps=0)
    assert world.stack[-1].kind == g.stack[-1].kind
    assert world.stack[-1].ability == g.stack[-1].ability
    same_world(g, pool, steps=3)


def test_an_ability_played_from_the_hand_keeps_its_card_revealed(
    pool: dict[str, CardDef],
) -> None:
    """D3.95: an ability played from the hand reveals its card while it is on the niz; the
    world's niz entry is found on that card in the hand and keeps it revealed — Boris sees the
    same card in the world as in the game, and the rest of Ana's hand stays hidden."""
    g = setup(
        pool,
        """
        active: Ana
        step: glavna1
        players:
          - name: Ana
            hand: [Probni Šapat, Grom]
            library: [Grom, Grom]
            pool: {B: 1}
          - name: Boris
            library: [Grom, Grom]
        """,
    )
    g.submit(Action("activate", obj(g, "Probni Šapat", Zone.HAND), 0))
    assert g.pending is not None and g.pending.player == BORIS and g.stack[-1].revealed
    world = same_world(g, pool, steps=0)
    assert world.stack[-1].revealed and world.stack[-1].ability == g.stack[-1].ability
    same_world(g, pool, steps=4)


def test_e4_20_a_copy_in_play_is_rebuilt_as_a_copy(pool: dict[str, CardDef]) -> None:
    """E4.20: Imitator that entered play as a copy of Probni Izbor is a Probni Izbor (name,
    text, power and toughness, abilities); in the world too — not a 0/0 Imitator that dies —
    and its copied ability, played there, is found among the copy's abilities."""
    g = setup(
        pool,
        """
        active: Ana
        step: glavna1
        players:
          - name: Ana
            hand: [Imitator]
            library: [Grom, Grom]
            pool: {P: 1, B: 5}
          - name: Boris
            library: [Grom, Grom]
            play: [Probni Izbor]
        """,
    )
    g.submit(Action("cast", obj(g, "Imitator", Zone.HAND)))
    g.submit(Action("pass"))
    g.submit(Action("pass"))
    g.submit([obj(g, "Probni Izbor")])  # resolve.copy
    im = obj(g, "Imitator")
    world = same_world(g, pool, steps=0)
    assert world.objects[im].copy_of is pool["Probni Izbor"]
    g.submit(Action("activate", im, 0))
    g.submit("Dobijaš 10 života.")
    assert g.pending is not None and g.pending.player == BORIS
    world = same_world(g, pool, steps=0)
    assert world.stack[-1].ability == g.stack[-1].ability
    same_world(g, pool, steps=3)


def test_a_niz_entry_the_world_cannot_show_is_refused(pool: dict[str, CardDef]) -> None:
    """An ability whose text is not on its source (a delayed trigger, a granted ability), an
    ability whose source the view doesn't show, a spell without its card: not rebuildable."""
    g = setup(
        pool,
        """
        active: Ana
        step: glavna1
        players:
          - name: Ana
            library: [Grom]
            play: [Probni Izbor]
          - name: Boris
            library: [Grom]
        stack:
          - {spell: Grom, targets: [Boris]}
          - {ability: Probni Izbor, mode: 2}
        """,
    )
    seen = view(g, ANA)
    deal = true_deal(g, ANA)
    ability, spell = seen.stack

    def with_top(*items: StackItemView) -> Any:
        return replace(seen, stack=items)

    with pytest.raises(NotRebuildable, match=r"^ability$"):
        determinize(with_top(replace(ability, text="Nešto drugo."), spell), deal, pool)
    with pytest.raises(NotRebuildable, match=r"^ability$"):
        determinize(with_top(replace(ability, kind="trigger"), spell), deal, pool)
    with pytest.raises(NotRebuildable, match=r"^ability source$"):
        determinize(with_top(replace(ability, source=None), spell), deal, pool)
    with pytest.raises(NotRebuildable, match=r"^ability source$"):
        determinize(with_top(replace(ability, source=999), spell), deal, pool)
    with pytest.raises(NotRebuildable, match=r"^spell$"):
        determinize(with_top(ability, replace(spell, card=None)), deal, pool)
    with pytest.raises(NotRebuildable, match=r"^spell$"):
        determinize(with_top(ability, replace(spell, source=None)), deal, pool)
    assert view(determinize(seen, deal, pool), ANA) == seen


def test_the_worlds_random_generator_is_its_own_seed(pool: dict[str, CardDef]) -> None:
    """The world shuffles with its own generator: seed 0 unless told (module docstring)."""
    g = setup(
        pool,
        """
        active: Ana
        step: glavna1
        players:
          - name: Ana
            library: [Grom, Oluja]
          - name: Boris
            library: [Grom, Oluja, Kavgadžija]
        """,
    )
    seen, deal = view(g, ANA), true_deal(g, ANA)
    plain = determinize(seen, deal, pool).rng.random()
    assert plain == determinize(seen, deal, pool, seed=0).rng.random()
    assert plain != determinize(seen, deal, pool, seed=5).rng.random()


def test_the_deal_gives_only_what_the_player_cannot_see(pool: dict[str, CardDef]) -> None:
    """The deal's names fill only the hidden cards: names for the player's own hand are ignored
    (he sees it), and a card of the opponent's hand revealed to play an ability (D3.95) stays
    the card the view shows, whatever the deal calls it."""
    g = setup(
        pool,
        """
        active: Ana
        step: glavna1
        players:
          - name: Ana
            hand: [Grom]
            library: [Grom, Oluja]
          - name: Boris
            hand: [Oluja]
            library: [Grom]
        """,
    )
    seen = view(g, ANA)
    deal = true_deal(g, ANA)
    mine = replace(deal, hands=(("Kavgadžija",), deal.hands[BORIS]))
    assert view(determinize(seen, mine, pool), ANA) == seen
    z = setup(
        pool,
        """
        active: Ana
        step: glavna1
        players:
          - name: Ana
            hand: [Probni Šapat, Grom]
            library: [Grom, Oluja]
            pool: {B: 1}
          - name: Boris
            library: [Grom]
        """,
    )
    sapat = obj(z, "Probni Šapat", Zone.HAND)
    z.submit(Action("activate", sapat, 0))
    assert z.pending is not None and z.pending.player == BORIS
    seen = view(z, BORIS)
    deal = true_deal(z, BORIS)
    renamed = replace(deal, hands=(("Oluja", "Oluja"), ()))
    world = determinize(seen, renamed, pool)
    assert view(world, BORIS) == seen
    assert world.objects[sapat].card.name == "Probni Šapat"


def test_a_sampled_world_gives_the_hidden_cards_the_lowest_unseen_ids(
    pool: dict[str, CardDef],
) -> None:
    """Without the real ids, the unknown cards get the lowest ids no visible object has — ids
    that depend on the view alone, never a player's (negative) — and the world's next id is
    above every id in it."""
    g = setup(
        pool,
        """
        active: Ana
        step: priprema
        players:
          - name: Ana
            library: [Grom, Oluja, Grom]
            hand: [Kavgadžija]
            play: [{card: Grom, as_source: true}]
          - name: Boris
            hand: [Grom, Oluja]
            library: [Grom, Oluja, Kavgadžija]
            play: [Kostolomac]
        """,
    )
    g.submit(Action("pass"))
    g.submit(Action("pass"))  # to the draw step: Ana draws Grom (C5.10)
    drawn = g.players[ANA].hand[-1]
    assert g.objects[drawn].card.name == "Grom" and g.step.value == "vučenje"
    g.submit(Action("cast", drawn))
    g.submit([-2])
    g.submit(Action("auto"))
    assert g.pending is not None and g.pending.player == BORIS
    seen = view(g, BORIS)
    deal = replace(true_deal(g, BORIS), ids=None, next_id=None)
    world = determinize(seen, deal, pool)
    assert view(world, BORIS) == seen
    visible = {p.id for p in seen.battlefield} | {s.id for s in seen.stack}
    visible |= {s.source for s in seen.stack if s.source is not None}
    visible |= {c.id for c in seen.players[BORIS].hand or ()}
    hidden = sorted(set(world.objects) - visible)
    unseen = [n for n in range(1, 100) if n not in visible][: len(hidden)]
    assert hidden == unseen
    assert world.next_id > max([*world.objects, *(s.id for s in world.stack)])


def test_a_card_drawn_in_the_world_is_the_real_card_with_the_true_deal(
    pool: dict[str, CardDef],
) -> None:
    """C5.10: with the true deal (names and ids), Ana's draw in the world gives her the card she
    draws in the game, with its id."""
    g = setup(
        pool,
        """
        active: Ana
        step: priprema
        players:
          - name: Ana
            library: [Oluja, Grom, Kavgadžija]
          - name: Boris
            library: [Grom]
        """,
    )
    same_world(g, pool, steps=4)


def test_a_view_with_no_visible_object(pool: dict[str, CardDef]) -> None:
    """Nothing in play, no hand, no odlagalište: only libraries, whose cards get ids from 1."""
    g = setup(
        pool,
        """
        active: Ana
        step: glavna1
        players:
          - name: Ana
            library: [Grom]
          - name: Boris
            library: [Oluja]
        """,
    )
    world = same_world(g, pool, steps=0, real_ids=False)
    assert sorted(world.objects) == [1, 2]


def test_tokens_made_by_a_card_are_rebuilt_with_their_colour_and_keywords(
    pool: dict[str, CardDef],
) -> None:
    """B15 (simbol-bića): Poziv Hordi's two red 10/10 Ork tokens with Ubrzanje are rebuilt from
    what the view shows of them — colour, creature type, power and toughness, keyword — and can
    attack the turn they came, in the world as in the game."""
    g = setup(
        pool,
        """
        active: Ana
        step: glavna1
        players:
          - name: Ana
            library: [Grom, Grom]
          - name: Boris
            library: [Grom, Grom]
        stack:
          - {spell: Poziv Hordi}
        """,
    )
    g.submit(Action("pass"))
    g.submit(Action("pass"))
    orks = [p for p in view(g, ANA).battlefield if p.token]
    assert [(p.card.colors, p.card.keywords) for p in orks] == [(("R",), ("Ubrzanje",))] * 2
    world = same_world(g, pool, steps=0)
    assert all(world.objects[p.id].is_token for p in orks)
    same_world(g, pool, steps=8)


def test_c9_an_attack_trigger_goes_on_the_niz_in_the_world_as_in_the_game(
    pool: dict[str, CardDef],
) -> None:
    """C9, D11: rebuilt at the question "which creatures attack", the world declares Ork
    Predvodnik's attack like the game: its "whenever it attacks" ability triggers and goes on
    the niz before anyone receives priority (D9.12), and the rest goes the same."""
    g = setup(
        pool,
        """
        active: Ana
        step: početak_borbe
        players:
          - name: Ana
            library: [Grom, Grom]
            play: [Ork Predvodnik]
          - name: Boris
            library: [Grom, Grom]
            play: [Kavgadžija]
        """,
    )
    while g.pending is not None and g.pending.kind == DecisionKind.PRIORITY:
        g.submit(Action("pass"))
    assert g.pending is not None and g.pending.kind == DecisionKind.ATTACKERS
    world = same_world(g, pool, steps=0)
    ork = obj(g, "Ork Predvodnik")
    for game in (g, world):
        game.submit([ork])
    assert [it.source for it in g.stack] == [ork]
    for viewer in (ANA, BORIS, None):
        assert view(world, viewer) == view(g, viewer)
    same_world(g, pool, steps=8)


def test_c15_30_priority_in_the_cleanup_step_is_rebuilt_and_another_cleanup_step_follows(
    pool: dict[str, CardDef],
) -> None:
    """C15.30: rebuilt where Ana has priority in the cleanup step (a trigger resolved there),
    the world knows that once all pass another cleanup step begins — in which Ana, with eight
    cards, discards one — as in the game."""
    g = played(pool, CLEANUP_TRIGGER)
    assert g.step == Step.CLEANUP and not g.stack
    assert g.pending is not None and g.pending.kind == DecisionKind.PRIORITY
    same_world(g, pool, steps=3)
    g.submit(Action("pass"))
    g.submit(Action("pass"))
    assert (g.step, g.pending and g.pending.prompt) == (Step.CLEANUP, "cleanup.discard")


def test_the_first_turn_is_rebuilt_with_the_player_who_started(pool: dict[str, CardDef]) -> None:
    """A3.20, C5.10: rebuilt in the first turn's upkeep, whoever started, the world goes on like
    the game — the starting player's first turn has no draw there either."""
    decks = [load_deck_by_name(n, pool).cards for n in ("demo-crvena", "demo-zelena")]
    for first in (0, 1):
        g = Game(decks, ("Ana", "Boris"), seed=5, starting_player=first)
        assert g.turn == 1 and g.step == Step.UPKEEP
        same_world(g, pool, steps=4)


def test_e4_20_a_copy_of_a_token_is_rebuilt_as_a_copy_of_what_the_token_shows(
    pool: dict[str, CardDef],
) -> None:
    """E4.20, B15: Imitator that entered play as a copy of one of Poziv Hordi's red Ork tokens
    (10/10, Ubrzanje) is a red Ork 10/10 with Ubrzanje for good — no card of the pool is named
    Ork, so the world copies what the token shows: its player sees the same, and at the end of
    the turn nothing wears off (not a 0/0 Imitator pumped until end of turn that then dies)."""
    g = setup(
        pool,
        """
        active: Ana
        step: glavna1
        players:
          - name: Ana
            hand: [Imitator]
            library: [Grom, Grom]
            pool: {P: 1, B: 5}
          - name: Boris
            library: [Grom, Grom]
        stack:
          - {spell: Poziv Hordi}
        """,
    )
    g.submit(Action("pass"))
    g.submit(Action("pass"))  # Poziv Hordi resolves: two Ork tokens
    ork = next(p.id for p in view(g, ANA).battlefield if p.token)
    g.submit(Action("cast", obj(g, "Imitator", Zone.HAND)))
    g.submit(Action("pass"))
    g.submit(Action("pass"))
    g.submit([ork])  # resolve.copy: Imitator enters as a copy of the Ork
    im = obj(g, "Imitator")
    face = view(g, ANA).permanent(im)
    assert face is not None and (face.card.name, face.card.colors) == ("Ork", ("R",))
    world = same_world(g, pool, steps=0)
    assert world.objects[im].copy_of is not None and not world.effects
    same_world(g, pool, steps=12)  # Ana's turn ends, Boris's begins: the copy stays


def test_b9_20_a_star_creature_at_zero_is_rebuilt_with_its_pump(pool: dict[str, CardDef]) -> None:
    """B9.20, D19: Manus is as strong as its controller's hand (×10); with Ana's hand empty it
    is 0/0 by its own ability, 70/70 with Snaga Bivola until end of turn. The world rebuilds the
    whole 70 as the pump over its 0, and at the cleanup step the pump ends and Manus dies (D21)
    in the world as in the game."""
    g = setup(
        pool,
        """
        active: Ana
        step: glavna1
        players:
          - name: Ana
            hand: [Grom]
            library: [Grom, Grom]
            play: [Manus]
          - name: Boris
            library: [Grom, Grom]
        stack:
          - {spell: Snaga Bivola, targets: [Manus]}
        """,
    )
    g.submit(Action("pass"))
    g.submit(Action("pass"))  # +70/+70: Manus 80/80
    g.submit(Action("source", obj(g, "Grom", Zone.HAND)))  # her hand is empty: Manus 70/70
    manus = view(g, ANA).permanent(obj(g, "Manus"))
    assert manus is not None and (manus.card.power, manus.card.toughness) == (70, 70)
    same_world(g, pool, steps=0)
    world = same_world(g, pool, steps=14)
    assert world.turn == 2  # past Ana's cleanup step
    assert world.objects[world.players[ANA].graveyard[-1]].card.name == "Manus"


def test_c10_a_block_trigger_goes_on_the_niz_in_the_world_as_in_the_game(
    pool: dict[str, CardDef],
) -> None:
    """C10, D11: rebuilt at Boris's question "which creatures block", the world declares
    Pećinski Bazilisk's block like the game: its "whenever it blocks a creature that is not
    black" ability triggers and goes on the niz before anyone receives priority (D9.12)."""
    g = setup(
        pool,
        """
        active: Ana
        step: početak_borbe
        players:
          - name: Ana
            library: [Grom, Grom]
            play: [Kavgadžija]
          - name: Boris
            library: [Grom, Grom]
            play: [Pećinski Bazilisk]
        """,
    )
    while g.pending is not None and g.pending.kind == DecisionKind.PRIORITY:
        g.submit(Action("pass"))
    g.submit([obj(g, "Kavgadžija")])
    while g.pending is not None and g.pending.kind == DecisionKind.PRIORITY:
        g.submit(Action("pass"))
    assert g.pending is not None and g.pending.kind == DecisionKind.BLOCKERS
    world = same_world(g, pool, steps=0)
    bazilisk = obj(g, "Pećinski Bazilisk")
    for game in (g, world):
        game.submit([[bazilisk, obj(g, "Kavgadžija")]])
    assert [it.source for it in g.stack] == [bazilisk]
    for viewer in (ANA, BORIS, None):
        assert view(world, viewer) == view(g, viewer)
    same_world(g, pool, steps=8)


def test_e1_20_a_creature_that_attacked_is_free_in_the_extra_combat(
    pool: dict[str, CardDef],
) -> None:
    """E1.20, C1.70: Probni Jurišnik "napada u svakom potezu ako je sposobno" (and doesn't tap
    to attack) attacked in the first of the turn's two combats (Nemilosrdni Napad); rebuilt
    while that combat goes on, the world knows it attacked this turn, so in the second combat
    it need not attack — as in the game."""
    g = setup(
        pool,
        """
        active: Ana
        step: glavna1
        players:
          - name: Ana
            library: [Grom, Grom]
            play: [Probni Jurišnik]
          - name: Boris
            library: [Grom, Grom]
        stack:
          - {spell: Nemilosrdni Napad}
        """,
    )
    while g.pending is not None and g.pending.kind == DecisionKind.PRIORITY:
        g.submit(Action("pass"))
    assert g.pending is not None and g.pending.kind == DecisionKind.ATTACKERS
    jurisnik = obj(g, "Probni Jurišnik")
    assert g.check([]) is not None  # it must attack
    g.submit([jurisnik])
    assert g.pending is not None and g.pending.kind == DecisionKind.PRIORITY
    same_world(g, pool, steps=16)
    while g.pending is not None and g.pending.kind == DecisionKind.PRIORITY:
        g.submit(Action("pass"))
    assert g.pending is not None and g.pending.kind == DecisionKind.ATTACKERS
    assert g.check([]) is None  # the second combat of the turn: it attacked already


def test_c11_43_e3_22_combat_damage_between_creatures_is_rebuilt(
    pool: dict[str, CardDef],
) -> None:
    """C11.40–C11.43, E3.22: the combat damage on the niz between two creatures, rebuilt, is
    dealt as in the game: the red Probni Izbor's 10 to Ledeni Div is prevented (Anti-Crveno: the
    source's colour as it exists now, C11.42), the Div's 30 to Probni Izbor is dealt and it dies
    — each share still finds its source and its recipient in play."""
    g = setup(
        pool,
        """
        active: Ana
        step: blokeri
        combat:
          attackers: [Probni Izbor]
          blocks: {Ledeni Div: Probni Izbor}
        players:
          - name: Ana
            library: [Grom, Grom]
            play: [Probni Izbor]
          - name: Boris
            library: [Grom, Grom]
            play: [{card: Ledeni Div, tapped: false}]
        """,
    )
    g.submit(Action("pass"))
    g.submit(Action("pass"))
    assert g.stack and g.stack[-1].kind.value == "combat_damage"
    assert len(g.stack[-1].combat_damage) == 2
    world = same_world(g, pool, steps=2)
    div = world.objects[obj(g, "Ledeni Div")]
    assert div.zone == Zone.PLAY and div.damage == 0
    assert world.objects[obj(g, "Probni Izbor")].zone == Zone.GRAVEYARD


def test_d11_an_optional_trigger_on_the_niz_is_still_optional(pool: dict[str, CardDef]) -> None:
    """D11, D14.23: Učenjak's "when it enters play, you MAY return target surprise from your
    odlagalište to your hand" on the niz, rebuilt, asks Ana on resolution whether she does it,
    as in the game — she declines and Snaga Bivola stays in the odlagalište."""
    g = setup(
        pool,
        """
        active: Ana
        step: glavna1
        players:
          - name: Ana
            library: [Grom, Grom]
            graveyard: [Snaga Bivola]
          - name: Boris
            library: [Grom, Grom]
        stack:
          - {spell: Učenjak}
        """,
    )
    g.submit(Action("pass"))
    g.submit(Action("pass"))  # Učenjak enters play: its trigger, with its one target
    assert g.stack[-1].kind.value == "trigger" and g.stack[-1].optional
    world = same_world(g, pool, steps=0)
    assert world.stack[-1].optional
    world = same_world(g, pool, steps=4)
    assert world.objects[world.players[ANA].graveyard[-1]].card.name == "Snaga Bivola"


def test_d3_60_an_ability_whose_source_leaves_play_uses_what_it_last_was(
    pool: dict[str, CardDef],
) -> None:
    """D3.60, D14.26: Besomar's "@: deals damage equal to its power to target creature" is on
    the niz under Grom aimed at Besomar. Rebuilt there, Grom kills Besomar first, and the
    ability still deals Besomar's power as it last existed in play — 30, Kavgadžija dies — in
    the world as in the game."""
    g = setup(
        pool,
        """
        active: Ana
        step: glavna1
        players:
          - name: Ana
            library: [Grom, Grom]
            play: [{card: Besomar, tapped: true}]
          - name: Boris
            library: [Grom, Grom]
            play: [Kavgadžija]
        stack:
          - {ability: Besomar, targets: [Kavgadžija]}
          - {spell: Grom, targets: [Besomar], controller: Boris}
        """,
    )
    assert [it.kind.value for it in g.stack] == ["ability", "spell"]
    world = same_world(g, pool, steps=4)
    assert world.objects[obj(g, "Besomar")].zone == Zone.GRAVEYARD
    assert world.objects[obj(g, "Kavgadžija")].zone == Zone.GRAVEYARD


def test_an_ability_with_x_keeps_its_x_in_the_world(pool: dict[str, CardDef]) -> None:
    """D10.12 (X), C9: Brdska Streličarka's "XŽ, @: X times 10 damage to target attacking or
    blocking creature", played with X = 2 on Boris's attacking Kavgadžija, is rebuilt with its
    X: the 20 damage kill it in the world as in the game."""
    g = setup(
        pool,
        """
        active: Boris
        step: napadači
        combat:
          attackers: [Kavgadžija]
        players:
          - name: Ana
            library: [Grom, Grom]
            play: [{card: Brdska Streličarka, tapped: true}]
          - name: Boris
            library: [Grom, Grom]
            play: [Kavgadžija]
        stack:
          - {ability: Brdska Streličarka, x: 2, targets: [Kavgadžija]}
        """,
    )
    assert g.stack[-1].x == 2
    world = same_world(g, pool, steps=2)
    assert world.objects[obj(g, "Kavgadžija")].zone == Zone.GRAVEYARD


def test_b12_76_e4_20_a_copy_of_a_card_played_as_a_source_is_the_same_in_the_world(
    pool: dict[str, CardDef],
) -> None:
    """B12.76, E4.20: Grom played as a source is a Vatra — its name is not its card's, yet it is
    no copy: rebuilt as the card played as a source, not as a copy of what it shows. Made a
    20/20 creature by Prirodna Srodnost (on the niz when the world is rebuilt: the world does
    not rebuild a change of types), it is copied by Imitator in the world exactly as in the
    game."""
    g = setup(
        pool,
        """
        active: Ana
        step: glavna1
        players:
          - name: Ana
            hand: [Imitator]
            library: [Grom, Grom]
            pool: {P: 1, B: 5}
            play: [{card: Grom, as_source: true}]
          - name: Boris
            library: [Grom, Grom]
        stack:
          - {spell: Prirodna Srodnost}
        """,
    )
    vatra, imitator = obj(g, "Grom"), obj(g, "Imitator", Zone.HAND)
    world = same_world(g, pool, steps=0)
    assert world.objects[vatra].copy_of is None
    for game in (g, world):
        game.submit(Action("pass"))
        game.submit(Action("pass"))  # every source is a 20/20 creature until end of turn
        face = view(game, ANA).permanent(vatra)
        assert face is not None and (face.card.name, face.card.power) == ("Vatra", 20)
        game.submit(Action("cast", imitator))
        game.submit(Action("pass"))
        game.submit(Action("pass"))
        game.submit([vatra])  # resolve.copy: Imitator copies the source
    for _ in range(6):
        for viewer in (ANA, BORIS, None):
            assert view(world, viewer) == view(g, viewer)
        answer = answer_for(g)
        g.submit(answer)
        world.submit(answer)


def test_d3_95_an_ability_whose_source_went_to_the_hand_reveals_nothing(
    pool: dict[str, CardDef],
) -> None:
    """D3.95, glossary "Skrivena informacija": Rosna Vila's "1P: return Rosna Vila to its
    owner's hand", played twice. Rebuilt with both on the niz, the first returns the Vila to
    Ana's hand; the second, still on the niz, did not reveal the card — Boris does not see
    which card of her hand it is, in the world as in the game."""
    g = setup(
        pool,
        """
        active: Ana
        step: glavna1
        players:
          - name: Ana
            library: [Grom, Grom]
            play: [Rosna Vila]
          - name: Boris
            library: [Grom, Grom]
        stack:
          - {ability: Rosna Vila}
          - {ability: Rosna Vila}
        """,
    )
    vila = obj(g, "Rosna Vila")
    world = same_world(g, pool, steps=0)
    for game in (g, world):
        game.submit(Action("pass"))
        game.submit(Action("pass"))  # the first returns the Vila to Ana's hand
        assert game.objects[vila].zone == Zone.HAND and len(game.stack) == 1
    for viewer in (BORIS, None):
        seen = view(world, viewer)
        assert seen == view(g, viewer) and seen.revealed == ()
    same_world(g, pool, steps=4)


def test_what_is_made_after_a_rebuilt_pump_gets_the_id_it_gets_in_the_game(
    pool: dict[str, CardDef],
) -> None:
    """D19: Kavgadžija pumped by Snaga Bivola until end of turn is rebuilt with a pump effect;
    the Grom Ana casts next is the same niz item, with the same id, in the world as in the
    game (the rebuilt effect takes no id the game gives an object)."""
    g = setup(
        pool,
        """
        active: Ana
        step: glavna1
        players:
          - name: Ana
            hand: [Grom]
            library: [Grom, Grom]
            pool: {R: 1}
            play: [Kavgadžija]
          - name: Boris
            library: [Grom, Grom]
        stack:
          - {spell: Snaga Bivola, targets: [Kavgadžija]}
        """,
    )
    g.submit(Action("pass"))
    g.submit(Action("pass"))
    grom = obj(g, "Grom", Zone.HAND)
    world = same_world(g, pool, steps=0)
    assert [e.op for e in world.effects] == ["pump"]
    for game in (g, world):
        game.submit(Action("cast", grom))
        game.submit([-2])
    assert world.stack[-1].id == g.stack[-1].id
    same_world(g, pool, steps=4)
