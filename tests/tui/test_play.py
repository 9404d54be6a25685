"""Two people play through the real app with the keyboard: sources, a creature, an iznenađenje
cast in response on the niz, an attack with a block."""

from __future__ import annotations

from driver import SIZE, game, game_screen, make_app, pick, press, screen_text, to_decision
from games import pool

from izvori.engine.decisions import DecisionKind
from izvori.engine.game import Game
from izvori.engine.steps import Step
from izvori.tui.screens.handover import HandOverScreen


def duel() -> Game:
    p = pool()
    ana = [p["Vatreni Vuk"]] * 20 + [p["Grom"]] * 20
    boris = [p["Šumski Vilenjak"]] * 40
    return Game([ana, boris], ("Ana", "Boris"), seed=1, starting_player=0)


async def test_two_turns_source_creature_response_attack_and_block() -> None:
    app = make_app(duel())
    async with app.run_test(size=SIZE) as pilot:
        g = game(app)
        # --- turn 1, Ana: a card played as a source, then dalje
        d = await to_decision(pilot, 0)
        assert d.kind == DecisionKind.PRIORITY and g.step == Step.MAIN1
        text = screen_text(app)
        assert "Ruka — Ana" in text and "Igraj kao izvor: Vatreni Vuk" in text
        await press(pilot, "1")
        assert g.players[0].sources_played_this_turn == 1
        assert "Vatra" in screen_text(app)
        await press(pilot, "d")  # main 1 (glavna faza 2 is not a default stop)
        # --- turn 2, Boris: hand-over, source, creature spell
        assert isinstance(app.screen, HandOverScreen)
        assert "Tastaturu preuzima: Boris" in screen_text(app)
        # Ana wants to answer anything Boris casts: her own (private) danger stop
        game_screen(app).ctl.stops[0].dangers.add("opponent_niz")
        await to_decision(pilot, 1)
        assert g.turn == 2
        await press(pilot, "1")  # Šumski Vilenjak as a source (Šuma)
        await press(pilot, "1")  # cast Šumski Vilenjak: its one source pays, nothing is asked
        # Ana has Grom and an untapped Vatra: the opponent's spell on the niz stops her
        assert isinstance(app.screen, HandOverScreen)
        await to_decision(pilot, 0)
        assert len(g.stack) == 1
        await press(pilot, "1")  # cast Grom in response
        pending = g.pending  # (a fresh name: mypy narrowed g.pending above)
        assert pending is not None and pending.kind == DecisionKind.TARGETS
        assert "igrač Boris" in screen_text(app)
        await press(pilot, "enter")  # the opponent is offered first; the payment is forced
        # both players had nothing more to do: Grom and then the creature resolved
        assert g.players[1].life == 180
        assert any(g.objects[i].card.name == "Šumski Vilenjak" for i in g.battlefield)
        log = "\n".join(game_screen(app).logbook.lines)
        assert "Ana baca Grom." in log and "Razrešeno: Grom." in log
        # Boris is back in his main phase (his stop): nothing left to pay with, "dalje"
        d = await to_decision(pilot, 1)
        assert g.turn == 2 and g.step == Step.MAIN1 and d.kind == DecisionKind.PRIORITY
        assert "možeš samo da kažeš „dalje”" in screen_text(app)
        await press(pilot, "d")
        # --- turn 3, Ana: a second source, a creature with Ubrzanje, attack, Boris blocks
        d = await to_decision(pilot, 0)
        assert g.turn == 3 and g.step == Step.MAIN1
        await pick(pilot, "Igraj kao izvor: Grom")
        await pick(pilot, "Baci: Vatreni Vuk")  # two Vatras for 1R: paid without asking
        await to_decision(pilot, 0)
        vuk = next(
            i
            for i in g.battlefield
            if g.objects[i].card.name == "Vatreni Vuk" and not g.objects[i].as_source
        )
        await press(pilot, "d")  # to combat: declare attackers
        d = await to_decision(pilot, 0)
        assert d.kind == DecisionKind.ATTACKERS
        assert "Svi u napad" in screen_text(app)  # the one-key declaration is in the footer
        await press(pilot, "v")  # Svi u napad: every creature that can attack (the wolf)
        assert g.combat is not None and g.combat.attackers == [vuk]
        # Boris is attacked (his danger stop: his elf could pay for something): hand-over,
        # "dalje", then the block prompt
        d = await to_decision(pilot, 1)
        assert d.kind == DecisionKind.PRIORITY and g.step == Step.DECLARE_ATTACKERS
        await press(pilot, "d")
        d = await to_decision(pilot, 1)
        assert d.kind == DecisionKind.BLOCKERS
        text = screen_text(app)
        assert "Najavi bića koja blokiraju." in text
        await pick(pilot, "Šumski Vilenjak")  # the blocker
        assert "blokira koje biće?" in screen_text(app)
        await pick(pilot, "Vatreni Vuk")  # the attacker it blocks
        assert "Vilenjak ⛨ Vatreni Vuk" in screen_text(app)
        await pick(pilot, "Potvrdi blokade")
        log = "\n".join(game_screen(app).logbook.lines)
        assert "Boris blokira: Šumski Vilenjak blokira Vatreni Vuk." in log
        # nobody could act any more: the combat damage went on the niz and resolved
        assert "Vatreni Vuk nanosi 20 štete: Šumski Vilenjak." in log
        assert vuk not in g.battlefield  # 10 damage killed the 20/10 wolf
        assert g.players[1].graveyard  # and the 10/10 elf died too
