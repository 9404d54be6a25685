"""What dealing damage (izvori/engine/damage.py) shows outside the life totals: the text of
its three questions, its log lines, the life events, the order of its events, and the shields
it leaves behind.

Written for the mutants of damage.py that the rules scenarios let through (docs/mutation.md):
each test plays a rules scenario of tests/scenarios/pravila (or a position written here) and
reads what a player or the rest of the program reads.
"""

from __future__ import annotations

from pathlib import Path

import pytest

from izvori.agents.simulate import LifeLedger
from izvori.cards.library import load_cards_or_raise
from izvori.cards.yamlsafe import load_text
from izvori.engine.carddef import CardDef
from izvori.engine.decisions import Decision
from izvori.engine.events import DamageDealt, DamagePrevented, DamageRedirected
from izvori.engine.game import Game
from izvori.engine.objects import Zone, player_ref
from izvori.gamelog import event_line
from izvori.scenario.runner import Runner
from izvori.scenario.table import ANA, BORIS, obj
from izvori.strings import t

SCENARIOS = Path(__file__).parents[1] / "scenarios" / "pravila"


@pytest.fixture(scope="module")
def pool() -> dict[str, CardDef]:
    return load_cards_or_raise()


def _played(name: str, pool: dict[str, CardDef], text: str | None = None) -> Game:
    """The game at the end of a scenario file's script (or of the scenario `text`)."""
    data = load_text(text if text is not None else (SCENARIOS / name).read_text("utf-8"))
    runner = Runner(Path(name), data, pool)
    runner.run()
    assert runner.game is not None
    return runner.game


def _title(d: Decision) -> str:
    """The question as the prompt shows it (tui/prompts/base.py: the text and its numbers)."""
    return t(d.prompt, **{k: v for k, v in d.context.items() if isinstance(v, (str, int))})


def _lines(game: Game, kind: str) -> list[str | None]:
    return [event_line(game, e) for e in game.log if e.kind == kind]


# ------------------------------------------------------------------ the questions
@pytest.mark.parametrize(
    ("scenario", "title"),
    [
        (
            "d20_72_izbor_stete_neispravni_odgovori.yaml",
            "Više izvora bi istovremeno nanelo štetu: Ana, a efekat sprečavanja ili "
            "preusmeravanja pokriva samo deo. Izaberi čiju štetu prvo menja (D20.72).",
        ),
        (
            "d20_91_redosled_neispravni_odgovori.yaml",
            "Više efekata menja 20 štete koja bi bila naneta: Boris. Poređaj ih: prvi izabrani "
            "se prvi primenjuje (D20.91).",
        ),
        (
            "d20_67_mod_neispravni_odgovori.yaml",
            "20 štete koja bi bila naneta: Kavgadžija — izaberi kome se nanosi umesto toga "
            "(D20.67).",
        ),
    ],
)
def test_each_damage_question_names_the_damage_and_whom_it_is_about(
    scenario: str, title: str, pool: dict[str, CardDef]
) -> None:
    """The share question (D20.72), the order question (D20.91) and the mode question
    (D20.67), as the prompt shows them."""
    game = _played(scenario, pool)
    assert game.pending is not None
    assert _title(game.pending) == title


def test_d20_72_the_share_question_tells_who_deals_how_much(pool: dict[str, CardDef]) -> None:
    """The question's context (what a client of the decision protocol reads besides the text):
    the recipient, and each source's amount."""
    game = _played("d20_72_izbor_stete_neispravni_odgovori.yaml", pool)
    assert game.pending is not None
    vuk, kavgadzija = obj(game, "Mladi Vuk"), obj(game, "Kavgadžija", controller=BORIS)
    assert game.pending.context == {
        "recipient": player_ref(ANA),
        "target": "Ana",
        "amounts": {vuk: 20, kavgadzija: 20},
    }


def test_d20_67_the_mode_question_names_the_recipient_and_the_card(
    pool: dict[str, CardDef],
) -> None:
    game = _played("d20_67_mod_neispravni_odgovori.yaml", pool)
    d = game.pending
    assert d is not None
    assert d.context["recipient"] == obj(game, "Kavgadžija")
    # the prompt names the effect's card before the question (tui/prompts/base.py `subject`)
    assert d.context["card"] == obj(game, "Zavet Štitonoše", Zone.GRAVEYARD)


# ------------------------------------------------------------------ the log and life events
def test_d20_63_redirected_and_prevented_damage_is_logged(pool: dict[str, CardDef]) -> None:
    """D20.92's example: Fanatik redirects 10 of Grom's 20 to Kavgadžija, whose shield prevents
    them; Fanatik is dealt the other 10."""
    game = _played("d20_92_preusmerena_steta_i_stit.yaml", pool)
    assert _lines(game, "redirected") == ["10 štete preusmereno: Fanatik → Kavgadžija."]
    assert _lines(game, "prevented") == ["Sprečeno 10 štete: Kavgadžija."]
    assert _lines(game, "damage") == ["Grom nanosi 10 štete: Fanatik."]


def test_d20_63_the_damage_events_name_the_source(pool: dict[str, CardDef]) -> None:
    """The events the log and the triggered abilities read: Grom (Boris's) is the source of
    what is redirected, prevented and dealt."""
    game = _played("d20_92_preusmerena_steta_i_stit.yaml", pool)
    grom = obj(game, "Grom", Zone.GRAVEYARD)
    fanatik = obj(game, "Fanatik", Zone.GRAVEYARD)
    kavgadzija = obj(game, "Kavgadžija")
    assert [e for e in game.log if isinstance(e, (DamageRedirected, DamagePrevented))] == [
        DamageRedirected(source=grom, recipient=fanatik, to=kavgadzija, amount=10),
        DamagePrevented(source=grom, recipient=kavgadzija, amount=10),
    ]
    dealt = [e for e in game.log if isinstance(e, DamageDealt)]
    assert [(e.source, e.source_name, e.source_controller, e.recipient) for e in dealt] == [
        (grom, "Grom", BORIS, fanatik)
    ]


def test_d20_63_damage_redirected_back_is_one_line(pool: dict[str, CardDef]) -> None:
    game = _played("d20_63_preusmerena_steta_se_vraca.yaml", pool)
    assert _lines(game, "damage") == ["Grom nanosi 20 štete: Štitonoša Div."]


def test_damage_to_players_is_told_once_and_the_life_events_add_up(
    pool: dict[str, CardDef],
) -> None:
    """Damage to a player is one log line (the life change it causes has none of its own), and
    the life events sum to the life totals (the invariant the game soaks check)."""
    game = _played("d14_24_steta_naneta_zbir.yaml", pool)
    assert _lines(game, "damage") == [
        "Krvavi Pipci nanosi 20 štete: Ana.",
        "Krvavi Pipci nanosi 20 štete: Boris.",
    ]
    assert [line for line in _lines(game, "life") if line is not None] == ["Ana dobija 40 života."]
    LifeLedger().check(game)  # raises when the events don't give 220 and 180


# ------------------------------------------------------------------ the order of the events
PIROMANIJA = """
name: Piromanija na Borisa i Aninu Kavgadžiju
rules: [D20.91, D14.24]
setup:
  active: Ana
  players:
    - name: Ana
      hand: [Piromanija]
      pool: {R: 1, B: 4}
      play: [Kavgadžija]
    - name: Boris
script:
  - {cast: Piromanija, targets: [Boris, Kavgadžija], divide: {Boris: 30, Kavgadžija: 10}}
  - {pass: Boris}
  - {pass: Ana}
expect:
  life: {Boris: 170}
  permanent: {Kavgadžija: {damage: 10}}
"""


def test_d20_91_damage_is_dealt_in_the_order_of_the_shares(pool: dict[str, CardDef]) -> None:
    """D20.91: the shares affecting the active player go through the replacement effects first
    (APNAP), but the damage is still dealt, and told, in the order of the spell's shares."""
    game = _played("piromanija.yaml", pool, PIROMANIJA)
    dealt = [e for e in game.log if isinstance(e, DamageDealt)]
    assert [(event_line(game, e)) for e in dealt] == [
        "Piromanija nanosi 30 štete: Boris.",
        "Piromanija nanosi 10 štete: Kavgadžija.",
    ]


# ------------------------------------------------------------------ used-up shields
@pytest.mark.parametrize(
    ("scenario", "op"),
    [
        ("d20_72_stit_pokriva_svu_stetu_bez_pitanja.yaml", "prevent_shield"),
        ("d20_81_izabrana_magija_bica.yaml", "prevent_from_source"),
        ("d20_63_preusmerena_steta_se_vraca.yaml", "redirect_damage"),
    ],
)
def test_a_used_up_shield_no_longer_exists(
    scenario: str, op: str, pool: dict[str, CardDef]
) -> None:
    """A shield of "the next 40 damage", "the next time a source of your choice" or "the next
    10 damage ... instead": once used up, the effect is over (D20.72, D20.81, D20.63) and
    leaves the game's effects the same turn — the loop detector's position (D22) lists the
    effects, so a spent shield left behind would make two equal positions differ."""
    game = _played(scenario, pool)
    assert [e.op for e in game.effects if e.op == op] == []


# ------------------------------------------------------------------ a share in two parts
def test_d20_91_the_first_of_two_redirected_parts_is_not_asked(pool: dict[str, CardDef]) -> None:
    """D20.91 (never a pointless question), with the lookahead over the rest of the event:
    Boris's two Štit Preusmeravanja send Grom's 20 to the first Čuvar Gaja as two parts of 10
    (scenario ord17_d20_91_dva_dela_iste_stete_pita_se_jednom.yaml). For the first 10 the order
    of Anti-Crveno and Zavet Zamene can't change what can happen — the second 10 has the same
    choice — so Anti-Crveno (prevention first) takes them without a question; Boris is asked
    about the second 10. A lookahead that left out the second part would ask about the first 10,
    before anything was prevented."""
    name = "ord17_d20_91_dva_dela_iste_stete_pita_se_jednom.yaml"
    data = load_text((SCENARIOS / name).read_text("utf-8"))
    script = data["script"]
    data["script"] = script[: next(i for i, step in enumerate(script) if "order" in step)]
    data.pop("expect")
    runner = Runner(Path(name), data, pool)
    runner.run()
    game = runner.g
    assert game.pending is not None and game.pending.prompt == "damage.order"
    assert _lines(game, "redirected") == ["10 štete preusmereno: Boris → Čuvar Gaja."] * 2
    assert _lines(game, "prevented") == ["Sprečeno 10 štete: Čuvar Gaja."]
