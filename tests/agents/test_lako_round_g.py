"""What the never-seen puzzles of round G found (session 30), each played out as a judge
would: a copy of the opponent's burn turned on him, a permanent or an instant that makes the
attack lethal before combat, a control change that gives no haste, protection in answer to
removal, a hand that is the attacker's size, the damage a pinger adds after combat, and an
extra combat for creatures that stayed untapped."""

from __future__ import annotations

from lako_tables import first_answer, play_on, sources, to_decision

from izvori.agents.combat_plan import steal_for_lethal
from izvori.engine.decisions import PASS, Action, DecisionKind
from izvori.engine.game import Game
from izvori.engine.objects import Zone
from izvori.engine.view import view
from izvori.scenario.table import card_pool, setup


def _cast(game: Game) -> str | None:
    """The card Ana casts at this priority (None: she passes or plays a source)."""
    answer = first_answer(game).answer
    if not isinstance(answer, Action) or answer.kind != "cast":
        return None
    return game.objects[answer.obj].card.name


def test_echo_turns_his_burn_on_him() -> None:
    """E4.80, E4.82: Odjek copies Boris's Grom aimed at Mladi Vuk; the copy is Ana's, its
    new target Boris at 20 — he loses before his Grom resolves (A3.32)."""
    game = setup(
        card_pool(),
        f"""
    active: Boris
    step: glavna1
    priority: Ana
    stack:
      - {{spell: Grom, controller: Boris, targets: [Mladi Vuk]}}
    players:
      - name: Ana
        hand: [Odjek]
        play: [Mladi Vuk, {sources("Rosna Vila", 3)}]
        library: [Severnjak]
      - name: Boris
        life: 20
        library: [Severnjak]
    """,
    )
    assert _cast(game) == "Odjek"
    play_on(game)
    assert game.result is not None and game.result.winner == 0


def test_no_echo_of_his_pump() -> None:
    """A copy of Boris's pump on his own creature helps only him: Odjek is held."""
    game = setup(
        card_pool(),
        f"""
    active: Boris
    step: glavna1
    priority: Ana
    stack:
      - {{spell: Snaga Bivola, controller: Boris, targets: [Kameni Golem]}}
    players:
      - name: Ana
        hand: [Odjek]
        play: [Mladi Vuk, {sources("Rosna Vila", 3)}]
        library: [Severnjak]
      - name: Boris
        play: [Kameni Golem]
        library: [Severnjak]
    """,
    )
    assert _cast(game) is None


def test_an_anthem_before_combat_only_where_it_wins() -> None:
    """C6.30: Junačke Pesme (+10/+10 to Ana's creatures) make three Mladi Vukovi lethal
    past one blocker (50 life; 40 get through without them): cast before combat, and the
    attack wins. With Boris at 200 it changes nothing now, and it waits (after combat)."""
    table = """
    active: Ana
    step: glavna1
    players:
      - name: Ana
        hand: [Junačke Pesme]
        play: [Mladi Vuk, Mladi Vuk, Mladi Vuk, {srcs}]
        library: [Severnjak]
      - name: Boris
        life: {life}
        play: [Severnjak]
        library: [Severnjak]
    """
    srcs = sources("Kavgadžija", 3)
    game = setup(card_pool(), table.format(srcs=srcs, life=50))
    assert _cast(game) == "Junačke Pesme"
    play_on(game)
    assert game.result is not None and game.result.winner == 0
    game = setup(card_pool(), table.format(srcs=srcs, life=200))
    assert _cast(game) is None


def test_sources_animated_only_where_no_source_of_his_blocks() -> None:
    """Prirodna Srodnost makes every source a 20/20 creature (his too): at the beginning of
    combat, paid with three of five, Ana's two others attack for 40 — unless Boris's own
    untapped source, a creature now, blocks one (C10.21)."""
    table = """
    active: Ana
    step: početak_borbe
    players:
      - name: Ana
        hand: [Prirodna Srodnost]
        play: [{srcs}]
        library: [Severnjak]
      - name: Boris
        life: 40
        play: [{{card: Orkozlob, as_source: true, tapped: {tapped}}}]
        library: [Severnjak]
    """
    srcs = sources("Šumski Vilenjak", 5)
    game = setup(card_pool(), table.format(srcs=srcs, tapped="true"))
    assert _cast(game) == "Prirodna Srodnost"
    game = setup(card_pool(), table.format(srcs=srcs, tapped="false"))
    assert _cast(game) is None


def test_a_creature_taken_without_haste_only_stops_blocking() -> None:
    """A5.40: a creature taken this turn is under bolest prizivanja unless the spell gives
    Ubrzanje. Varljivi Zov (no untap, no haste) on the tapped Sila adds no attacker; on
    Severnjak, the only blocker, it makes two Vukovi lethal. Kroćenje Kerbera (untaps and
    gives haste) would make the Sila the 50 that wins."""
    game = setup(
        card_pool(),
        """
    active: Ana
    step: glavna1
    players:
      - {name: Ana, play: [Mladi Vuk, Mladi Vuk], library: [Severnjak]}
      - name: Boris
        life: 40
        play: [{card: Sila Šumskih Dubina, tapped: true}, Severnjak]
        library: [Severnjak]
    """,
    )
    seen = view(game, 0)
    zov = steal_for_lethal(seen, 0, untaps=False, hasty=False)
    kerber = steal_for_lethal(seen, 0, untaps=True, hasty=True)
    assert zov is not None and zov.card.name == "Severnjak"
    assert kerber is not None and kerber.card.name == "Sila Šumskih Dubina"


def test_protection_in_answer_to_removal() -> None:
    """E3.20, D14.21: Svetlost Zore gives Anđeo Čuvar Anti-Crno in answer to Teror Mraka
    (black): its one target is illegal as it resolves, and it does nothing."""
    game = setup(
        card_pool(),
        f"""
    active: Boris
    step: glavna1
    priority: Ana
    stack:
      - {{spell: Teror Mraka, controller: Boris, targets: [Anđeo Čuvar]}}
    players:
      - name: Ana
        hand: [Svetlost Zore]
        play: [Anđeo Čuvar, {sources("Kavgadžija", 1)}]
        library: [Severnjak]
      - {{name: Boris, library: [Severnjak]}}
    """,
    )
    assert _cast(game) == "Svetlost Zore"
    play_on(game)
    angel = next(o for o in game.objects.values() if o.card.name == "Anđeo Čuvar")
    assert angel.zone == Zone.PLAY


def test_the_pingers_damage_after_combat_makes_the_chump() -> None:
    """C11.22: Mladi Vuk's 20 leave Ana at 10, and Boris's untapped Kostolomac deals the last
    10 after combat: Severnjak blocks. With the Kostolomac tapped, it stays home."""
    table = """
    active: Boris
    step: napadači
    combat:
      attackers: [Mladi Vuk]
    players:
      - {{name: Ana, life: 30, play: [Severnjak], library: [Severnjak]}}
      - name: Boris
        play: [{{card: Mladi Vuk, tapped: true}}, {{card: Kostolomac, tapped: {tapped}}}]
        library: [Severnjak]
    """
    for tapped, blocks in (("false", True), ("true", False)):
        game = setup(card_pool(), table.format(tapped=tapped))
        to_decision(game, DecisionKind.BLOCKERS)
        assert bool(first_answer(game).answer) is blocks


def test_a_lethal_hand_sized_attacker_keeps_the_hand() -> None:
    """B9.20: Manus is "*/*" = cards in Ana's hand (3: 30/30 against 30 life). A source
    played first makes it 20/20: in the first main phase, with the attack lethal as the
    board stands, the source waits."""
    game = setup(
        card_pool(),
        f"""
    active: Ana
    step: glavna1
    players:
      - name: Ana
        hand: [Mladi Vuk, Kavgadžija, Severnjak]
        play: [Manus, {sources("Šumski Vilenjak", 3)}]
        library: [Severnjak]
      - name: Boris
        life: 30
        library: [Severnjak]
    """,
    )
    assert first_answer(game).answer == PASS
    play_on(game)
    assert game.result is not None and game.result.winner == 0


def test_an_extra_combat_for_the_untapped() -> None:
    """C1.70, E3.82: in the second main phase, two Pegazi (Opreznost: untapped after their
    attack) make Nemilosrdni Napad's extra combat lethal (40 against 40)."""
    game = setup(
        card_pool(),
        f"""
    active: Ana
    step: glavna2
    players:
      - name: Ana
        hand: [Nemilosrdni Napad]
        play: [Pegaz, Pegaz, {sources("Vatreni Vuk", 4)}]
        library: [Severnjak]
      - {{name: Boris, life: 40, library: [Severnjak]}}
    """,
    )
    assert _cast(game) == "Nemilosrdni Napad"
    play_on(game)
    assert game.result is not None and game.result.winner == 0
