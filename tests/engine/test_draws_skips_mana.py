"""Draw replacement (D16.60–D16.63, D20.68), skipping (D20.65–D20.66), state triggers (D11.110)
and triggered mana abilities (D7.50, D7.60, D12.30, D12.31): what a scenario file can't express
well — exact mana kinds, the order of events in the log, automatic payment over many random
positions, and whole random games with these cards (invariants, copies, replay).

The scenarios for the same rules are in tests/scenarios/pravila/ and tests/scenarios/karte/.
"""

from __future__ import annotations

import itertools
import random

import pytest

from izvori.agents.random_agent import RandomAgent
from izvori.agents.simulate import LifeLedger, check_invariants
from izvori.cards.library import load_deck_by_name
from izvori.cards.schema import CardError, build_card
from izvori.cards.yamlsafe import load_text
from izvori.engine.carddef import CardDef
from izvori.engine.decisions import Action, DecisionKind, IllegalAnswer
from izvori.engine.events import (
    CardDrawn,
    CardRevealed,
    DrawReplaced,
    ManaAdded,
    SkipAdded,
    Skipped,
)
from izvori.engine.game import Game
from izvori.engine.mana import ManaCost, plan_payment
from izvori.engine.objects import Zone
from izvori.engine.payment import activate_mana, auto_pay_plan, mana_sources
from izvori.engine.record import game_record, replay
from izvori.engine.view import view
from izvori.gamelog import event_line
from izvori.scenario.table import card_pool, cards, obj, setup
from izvori.strings import t

ANA, BORIS = 0, 1

EXTRA_CARDS = """
cards:
  - name: Zov Pepela
    cost: "1C"
    type: Promena
    text: "Ako bi vukao kartu, umesto toga možeš vratiti kartu iz svog odlagališta u svoju ruku."
    abilities:
      - static:
          op: replace_draw
          optional: true
          instead: [{graveyard_to_hand: {who: you}}]
  - name: Izvor Obilja
    cost: "2P"
    type: Promena
    text: "Ako bi protivnik vukao kartu, umesto toga vuče dve karte."
    abilities:
      - static:
          op: replace_draw
          player: opponent
          instead: [{draw: {who: trigger_player, count: 2}}]
  - name: Okovi Vremena
    cost: "P"
    type: Iznenađenje
    text: "Odabrani igrač preskače svoj sledeći korak vučenja i svoju sledeću fazu borbe."
    targets: [{kind: player}]
    effects:
      - skip: {who: target, what: vučenje}
      - skip: {who: target, what: borba}
  - name: Zaustavljeno Vreme
    cost: "1P"
    type: Vradžbina
    text: "Protivnik preskače svoj sledeći potez i svoj sledeći korak deaktiviranja."
    effects:
      - skip: {who: opponent, what: potez}
      - skip: {who: opponent, what: deaktiviranje}
  - name: Vrelo Utehe
    cost: "1P"
    type: Promena
    text: "Kad god nemaš kartu u ruci, vuci kartu."
    abilities:
      - triggered:
          when: state_holds
          state: your_hand_empty
          effects: [{draw: {who: you}}]
  - name: Plodna Zemlja
    cost: "Z"
    type: Promena
    enchant: izvor
    text: "Kad god je promenjeni izvor aktiviran za manu, dodaj još jednu manu iste vrste."
    abilities:
      - triggered:
          when: tapped_for_mana
          who: enchanted
          effects: [{add_mana: {kind: same_kind, amount: 1, who: trigger_player}}]
  - name: Vidovito Vučenje
    cost: "P"
    type: Iznenađenje
    text: "Vuci kartu i pokaži je. Ako je to karta bića, dobijaš 30 života."
    effects:
      - draw: {who: you, then_if_type: Biće, then: [{gain_life: {who: you, amount: 30}}]}
"""


@pytest.fixture(scope="module")
def pool() -> dict[str, CardDef]:
    return card_pool(EXTRA_CARDS)


# ------------------------------------------------------------------ D16.21
def test_d16_21_active_player_takes_all_his_draws_first(pool: dict[str, CardDef]) -> None:
    """D16.21: "each player draws two": the active player's two draws, then the other's."""
    card = cards(
        """
        cards:
          - name: Razmena Misli
            cost: "P"
            type: Vradžbina
            text: "Svaki igrač vuče dve karte."
            effects: [{draw: {who: each_player, count: 2}}]
        """
    )
    game = setup(
        {**pool, **card},
        """
        active: Boris
        players:
          - name: Ana
            library: [Grom, Oluja]
          - name: Boris
            library: [Grom, Oluja]
            hand: [Razmena Misli]
            play: [{card: Rosna Vila, as_source: true}]
        """,
    )
    start = len(game.log)
    spell = obj(game, "Razmena Misli", Zone.HAND)
    game.submit(Action("cast", spell))
    game.submit(Action("auto"))  # pay
    while game.stack:
        game.submit(Action("pass"))
    drawers = [e.player for e in game.log[start:] if isinstance(e, CardDrawn)]
    assert drawers == [BORIS, BORIS, ANA, ANA]


# ------------------------------------------------------------------ D7.60
def test_d7_60_medaljon_makes_only_colours_of_the_opponents_sources(
    pool: dict[str, CardDef],
) -> None:
    """D7.60: only colours an opponent's source could make; colourless is not a colour."""
    game = setup(
        pool,
        """
        players:
          - name: Ana
            play: [Medaljon Refleksije, {card: Rosna Vila, as_source: true}]
          - name: Boris
            play:
              - Kripta Plamena
              - {card: Mladi Vuk, as_source: true, tapped: true}
              - {card: Kameni Golem, as_source: true}
              - Gajski Druid
        """,
    )
    medaljon = obj(game, "Medaljon Refleksije", Zone.PLAY)
    kinds = {s.perm: s.kinds for s in mana_sources(game, ANA)}
    # crna and crvena (Kripta Plamena), zelena (the tapped Šuma still "could"); not Ana's own
    # blue, not colourless, not the creature Gajski Druid (not a source)
    assert kinds[medaljon] == ("C", "R", "Z")


# ------------------------------------------------------------------ D12.30: auto payment
SOURCES = ["Mladi Vuk", "Kavgadžija", "Kripta Plamena", "Kameni Golem", "Rosna Vila"]
COSTS = ["Z", "1Z", "2Z", "ZZ", "ZZZ", "3", "4", "CR", "1CC", "2RR", "ŽZ", "5", "2ZZ", "ŽŽ", "6"]


def _random_position(pool: dict[str, CardDef], rng: random.Random) -> Game:
    """Ana with 1–4 sources, some enchanted with Glava Zmaja or Plodna Zemlja."""
    names = [rng.choice(SOURCES) for _ in range(rng.randint(1, 4))]
    play: list[str] = []
    seen: dict[str, int] = {}
    for n in names:
        play.append(n if n == "Kripta Plamena" else f"{{card: {n}, as_source: true}}")
        seen[n] = seen.get(n, 0) + 1
        ref = n if seen[n] == 1 else f"{n}#{seen[n]}"
        for aura in ("Glava Zmaja", "Plodna Zemlja"):
            if rng.random() < 0.3:
                play.append(f"{{card: {aura}, attached_to: {ref}}}")
    mana = rng.choice(["{}", "{Z: 1}", "{B: 1}"])
    position = (
        f"players:\n  - name: Ana\n    pool: {mana}\n    play: [{', '.join(play)}]\n"
        "  - name: Boris\n"
    )
    return setup(pool, position)


def _brute_force_payable(game: Game, cost: ManaCost) -> bool:
    """Is there any set of sources and kinds whose mana (triggered mana included) pays it?"""
    pool0 = dict(game.players[ANA].pool.amounts)
    sources = mana_sources(game, ANA)
    for r in range(len(sources) + 1):
        for subset in itertools.combinations(sources, r):
            for kinds in itertools.product(*(s.kinds for s in subset)):
                p = dict(pool0)
                for s, k in zip(subset, kinds, strict=True):
                    for kind, n in s.produces(k).items():
                        p[kind] = p.get(kind, 0) + n
                if plan_payment(p, cost) is not None:
                    return True
    return False


def test_d12_30_auto_pay_counts_triggered_mana_and_is_never_illegal(
    pool: dict[str, CardDef],
) -> None:
    """D12.30: automatic payment knows the extra mana of triggered mana abilities.

    Over random positions: a plan, carried out, always pays the cost (never an illegal plan);
    it taps no source the cost could be paid without (no needless mana udar); and whenever
    some choice of sources pays, a plan is found.
    """
    rng = random.Random(12_30)
    found = 0
    for _ in range(400):
        game = _random_position(pool, rng)
        cost = ManaCost.parse(rng.choice(COSTS))
        plan = auto_pay_plan(game, ANA, cost)
        assert (plan is not None) == _brute_force_payable(game, cost), cost
        if plan is None:
            continue
        found += 1
        copy = game.copy()
        for src, kind in plan:
            activate_mana(copy, ANA, src, kind)
        assert copy.players[ANA].pool.can_pay(cost)
        for i in range(len(plan)):
            trial = game.copy()
            for src, kind in plan[:i] + plan[i + 1 :]:
                activate_mana(trial, ANA, src, kind)
            assert not trial.players[ANA].pool.can_pay(cost), (cost, plan)
    assert found > 100


# ------------------------------------------------------------------ card files
@pytest.mark.parametrize(
    ("text", "problem"),
    [
        ("effects: [{add_mana: {kind: same_kind}}]", "card.mana_word"),
        (
            "abilities: [{triggered: {when: tapped_for_mana, who: self, targets: [{kind: player}], "
            "effects: [{add_mana: {kind: zelena}}]}}]",
            "card.mana_trigger",
        ),
        (
            "abilities: [{triggered: {when: tapped_for_mana, who: self, "
            "effects: [{add_mana: {kind: zelena}}, {draw: {who: you}}]}}]",
            "card.mana_trigger",
        ),
        ("abilities: [{triggered: {when: state_holds, effects: [draw]}}]", "card.missing"),
        ("abilities: [{static: {op: pump, instead: [draw]}}]", "card.only_for"),
        ("effects: [{skip: {who: you}}]", "card.missing"),
        ("effects: [{skip: {what: faza}}]", "card.filter"),
    ],
)
def test_card_files_reject_meaningless_uses(text: str, problem: str) -> None:
    kind = "Vradžbina" if text.startswith("effects") else "Promena"
    data = load_text(f"name: X\ncost: '1'\ntype: {kind}\n{text}\n")
    with pytest.raises(CardError) as err:
        build_card(data, 1)
    assert err.value.key == problem


# ------------------------------------------------------------------ whole games
def test_random_games_with_replacements_skips_and_mana_triggers(pool: dict[str, CardDef]) -> None:
    """D16.60, D20.65, D11.110, D12.30: whole random games with every new mechanic keep the
    invariants, and replay to the same digest (the new state is part of the game)."""
    extra = [
        "Glava Zmaja",
        "Glava Zmaja",
        "Večna Zagonetka",
        "Medaljon Refleksije",
        "Zov Pepela",
        "Izvor Obilja",
        "Izvor Obilja",
        "Okovi Vremena",
        "Okovi Vremena",
        "Zaustavljeno Vreme",
        "Vrelo Utehe",
        "Plodna Zemlja",
        "Vidovito Vučenje",
        "Vidovito Vučenje",
    ]
    base = [load_deck_by_name(n, pool).cards for n in ("demo-zelena", "plava")]
    decks = [d[: len(d) - len(extra)] + [pool[n] for n in extra] for d in base]
    seen: set[str] = set()
    for seed in range(4):
        game = Game(decks, ("Ana", "Boris"), seed=seed)
        agent = RandomAgent(seed)
        ledger = LifeLedger()
        while game.result is None and game.turn < 60:
            assert game.pending is not None
            game.submit(agent.choose(game.pending))
            check_invariants(game, ledger)
        seen |= {e.kind for e in game.log}
        again = replay(game_record(game), pool)
        assert again.digest() == game.digest()
    # the mechanics really came up
    assert {"draw_replaced", "skip_added"} <= seen


# ------------------------------------------------------------------ details
def test_d20_65_a_replacement_without_instead_skips_the_draw(pool: dict[str, CardDef]) -> None:
    """D20.65: "skip [an action]" is "instead, do nothing": `replace_draw` with no `instead`."""
    card = cards(
        """
        cards:
          - name: Zaborav
            cost: "1C"
            type: Promena
            text: "Protivnici preskaču svako vučenje karte."
            abilities: [{static: {op: replace_draw, player: opponent}}]
        """
    )
    game = setup(
        {**pool, **card},
        """
        active: Boris
        step: priprema
        players:
          - name: Ana
            play: [Zaborav]
          - name: Boris
            library: [Grom]
        """,
    )
    game.submit(Action("pass"))
    game.submit(Action("pass"))
    assert game.step.value == "vučenje"
    assert game.players[BORIS].hand == [] and len(game.players[BORIS].library) == 1
    assert [e.kind for e in game.log if e.kind.startswith("draw")] == ["draw_replaced"]


def test_draw_replacement_decisions_refuse_illegal_answers(pool: dict[str, CardDef]) -> None:
    """An answer the decision doesn't offer is refused and changes nothing."""
    game = setup(
        pool,
        """
        active: Ana
        step: priprema
        players:
          - name: Ana
            library: [Grom]
            graveyard: [Severnjak]
            play: [Zov Pepela]
          - name: Boris
        """,
    )
    game.submit(Action("pass"))
    game.submit(Action("pass"))
    assert game.pending is not None and game.pending.prompt == "draw.replacement_optional"
    before = game.digest()
    for bad in (1, "da", None, [True]):
        with pytest.raises(IllegalAnswer):
            game.submit(bad)
        assert game.digest() == before
    game.submit(True)
    assert [game.objects[o].card.name for o in game.players[ANA].hand] == ["Severnjak"]


def test_new_events_have_serbian_log_lines(pool: dict[str, CardDef]) -> None:
    game = setup(
        pool,
        """
        players:
          - name: Ana
            play: [{card: Mladi Vuk, as_source: true}, {card: Glava Zmaja, attached_to: Mladi Vuk}]
          - name: Boris
        """,
    )
    glava = obj(game, "Glava Zmaja", Zone.PLAY)
    events = [
        DrawReplaced(player=ANA, card=glava, name="Zov Pepela"),
        CardRevealed(player=ANA, card=glava, name="Severnjak"),
        SkipAdded(player=BORIS, what="borba", count=2),
        Skipped(player=BORIS, what="potez"),
        ManaAdded(player=ANA, card=glava, mana="Z", amount=2, triggered=True),
    ]
    lines = [event_line(game, e) for e in events]
    assert lines == [
        "Ana ne vuče kartu: umesto toga deluje Zov Pepela.",
        "Ana pokazuje izvučenu kartu: Severnjak.",
        "Boris će preskočiti sledeću fazu borbe (puta: 2).",
        "Boris preskače potez.",
        "Glava Zmaja: Ana dobija još 2 mane (zelena).",
    ]
    for key in (
        "draw.replacement_choice",
        "draw.replacement_optional",
        "resolve.graveyard_to_hand",
        "resolve.order_bottom",
    ):
        assert t(key) != key


def test_ordering_a_hand_reveals_no_library_card(pool: dict[str, CardDef]) -> None:
    """Hidden information: the options of an ORDER decision are positions, not card ids, so
    the view must not take them for library cards to show the decider (view._revealed)."""
    game = setup(
        pool,
        """
        active: Ana
        step: priprema
        players:
          - name: Ana
            hand: [Kavgadžija, Rosna Vila]
            library: [Grom, Oluja, Mladi Vuk]
            play: [Večna Zagonetka]
          - name: Boris
        """,
    )
    game.submit(Action("pass"))
    game.submit(Action("pass"))
    while game.pending is not None and game.pending.kind != DecisionKind.ORDER:
        game.submit(Action("pass"))
    assert game.pending is not None and game.pending.prompt == "resolve.order_bottom"
    # positions 0..2 collide with the ids of Ana's library cards in this game
    assert set(game.pending.options) & set(game.players[ANA].library)
    assert view(game, ANA).revealed == ()
