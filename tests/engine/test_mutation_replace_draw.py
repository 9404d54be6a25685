"""Drawing with replacement effects (izvori/engine/replace_draw.py, D16.60–D16.63, D20.68,
D20.91) as a judge reads it: which draw is the turn's game action (C5.10), what the log says of
a replaced draw, what the drawing player is asked and which answers are refused.

Written for the mutants of replace_draw.py that the rules scenarios let through
(docs/mutation.md). No bundled card replaces a draw: the cards of EXTRA are written for this
module only, in the vocabulary of docs/cards.md (`op: replace_draw`), like the scenarios'.
"""

from __future__ import annotations

import pytest
from positions import asked

from izvori.engine.carddef import CardDef
from izvori.engine.decisions import DecisionKind
from izvori.engine.events import CardDrawn, DrawReplaced
from izvori.engine.objects import Zone
from izvori.engine.view import view
from izvori.gamelog import event_line
from izvori.scenario.table import card_pool, obj, refusal

EXTRA = """
- name: Zlatni Izvor
  cost: "2Ž"
  type: Promena
  text: "Ako bi protivnik vukao kartu, umesto toga dobija 30 života."
  abilities:
    - static:
        op: replace_draw
        player: opponent
        instead: [{gain_life: {who: trigger_player, amount: 30}}]
- name: Suša Uma
  cost: "1C"
  type: Promena
  text: "Ako bi vukao kartu, umesto toga gubiš 10 života."
  abilities:
    - static:
        op: replace_draw
        player: you
        instead: [{lose_life: {who: you, amount: 10}}]
- name: Zov Pepela
  cost: "1CC"
  type: Promena
  text: "Ako bi vukao kartu, umesto toga možeš vratiti kartu iz svog odlagališta u svoju ruku."
  abilities:
    - static:
        op: replace_draw
        optional: true
        instead: [{graveyard_to_hand: {who: you}}]
- name: Mala Mudrost
  cost: "P"
  type: Iznenađenje
  text: "Vuci kartu."
  effects: [{draw: {who: you}}]
"""


@pytest.fixture(scope="module")
def pool() -> dict[str, CardDef]:
    return card_pool(EXTRA)


def _draw_step_then_effect(in_play: str) -> str:
    """Ana's draw step, then Ana's Mala Mudrost (an effect's draw), with `in_play` beside her
    sources."""
    return f"""
name: vučenje u koraku vučenja i vučenje efektom
rules: [C5.10, D16.10]
setup:
  active: Ana
  step: priprema
  players:
    - name: Ana
      library: [Grom, Oluja, Mladi Vuk]
      hand: [Mala Mudrost]
      play: [{in_play}{{card: Rečni Vodenjak, as_source: true}}]
    - name: Boris
      library: [Grom, Oluja]
script:
  - {{pass: Ana}}
  - {{pass: Boris}}
  - {{cast: Mala Mudrost}}
  - {{pass: Boris}}
  - {{pass: Ana}}
"""


@pytest.mark.parametrize(
    "in_play",
    ["", "Zlatni Izvor, "],
    ids=["no draw replacement in play", "a replacement that is not Ana's to suffer"],
)
def test_c5_10_the_turns_draw_is_a_game_action_an_effects_draw_is_not(
    pool: dict[str, CardDef], in_play: str
) -> None:
    """C5.10, D16.10: the draw of the draw step is a game action, Mala Mudrost's draw is not —
    both with no draw replacement in play (the draws happen at once) and with Ana's own Zlatni
    Izvor in play, which replaces only her opponent's draws (each draw is looked at one by one,
    and neither is replaced). The event of each draw says which it was."""
    game = asked(pool, _draw_step_then_effect(in_play), DecisionKind.PRIORITY)
    draws = [e for e in game.log if isinstance(e, CardDrawn)]
    assert [(e.player, e.game_action) for e in draws] == [(0, True), (0, False)]
    assert [e.game_action is True for e in draws] == [True, False]
    assert not [e for e in game.log if isinstance(e, DrawReplaced)]
    assert game.players[0].hand == [obj(game, "Grom", Zone.HAND), obj(game, "Oluja", Zone.HAND)]


#: Boris controls Zlatni Izvor; Ana's draw step
GOLDEN = """
name: Zlatni Izvor zamenjuje Anino vučenje
rules: [D16.60, D20.68]
setup:
  active: Ana
  step: priprema
  players:
    - name: Ana
      library: [Grom, Oluja]
    - name: Boris
      library: [Grom, Oluja]
      play: [Zlatni Izvor]
script:
  - {pass: Ana}
  - {pass: Boris}
"""


def test_d20_68_the_log_says_whose_draw_was_replaced_and_by_what(
    pool: dict[str, CardDef],
) -> None:
    """D20.68: Ana's draw doesn't happen; Boris's Zlatni Izvor acts instead. The event the log
    reads names the player who would have drawn and the card whose replacement applied, and the
    log line says so: "Ana ne vuče kartu: umesto toga deluje Zlatni Izvor." """
    game = asked(pool, GOLDEN, DecisionKind.PRIORITY)
    (ev,) = [e for e in game.log if isinstance(e, DrawReplaced)]
    assert (ev.player, ev.card, ev.name) == (0, obj(game, "Zlatni Izvor"), "Zlatni Izvor")
    assert event_line(game, ev) == "Ana ne vuče kartu: umesto toga deluje Zlatni Izvor."
    assert game.players[0].life == 230 and game.players[0].hand == []


#: Ana controls Suša Uma, Boris Zlatni Izvor: both would replace Ana's draw (D20.91)
TWO = """
name: dve zamene Aninog vučenja
rules: [D20.91]
setup:
  active: Ana
  step: priprema
  players:
    - name: Ana
      library: [Grom, Oluja]
      play: [Suša Uma]
    - name: Boris
      library: [Grom, Oluja]
      play: [Zlatni Izvor]
script:
  - {pass: Ana}
  - {pass: Boris}
"""


def test_d20_91_the_choice_of_replacement_refuses_a_card_not_offered(
    pool: dict[str, CardDef],
) -> None:
    """D20.91: Ana chooses which of the two replacements applies first; the options are the two
    cards. Any other answer — a number that is not one of them, or "yes" — is refused as "not
    an option" (D20.10), and the game is unchanged. The player sees the
    game while she chooses (the view is built for her)."""
    game = asked(pool, TWO, DecisionKind.CHOOSE_ONE)
    d = game.pending
    assert d is not None and d.player == 0 and d.prompt == "draw.replacement_choice"
    assert set(d.options) == {obj(game, "Suša Uma"), obj(game, "Zlatni Izvor")}
    assert view(game, 0).revealed == ()
    other = 10_000
    for answer in (other, True):
        exc = refusal(game, answer)
        assert (exc.key, exc.args_) == ("answer.not_an_option", {"rule": "D20.10"})
    game.submit(obj(game, "Suša Uma"))
    assert game.players[0].life == 190


#: Ana controls Zov Pepela (optional); Severnjak is in her odlagalište
ASHES = """
name: Zov Pepela pita
rules: [D16.60, D20.68]
setup:
  active: Ana
  step: priprema
  players:
    - name: Ana
      library: [Grom, Oluja]
      graveyard: [Severnjak]
      play: [Zov Pepela]
    - name: Boris
      library: [Grom, Oluja]
script:
  - {pass: Ana}
  - {pass: Boris}
"""


def test_d20_68_a_may_replacement_asks_yes_or_no_about_its_card(
    pool: dict[str, CardDef],
) -> None:
    """ "Umesto toga možeš ...": the replacement's controller is asked yes or no — both answers
    offered, the question about Zov Pepela (the prompt names the card from the question's
    `card`); an answer other than yes or no is refused as such. The view is built while she
    chooses. Yes: Severnjak comes back instead of a draw."""
    game = asked(pool, ASHES, DecisionKind.YES_NO)
    d = game.pending
    assert d is not None and d.player == 0 and d.prompt == "draw.replacement_optional"
    assert d.options == (True, False)
    assert d.context["card"] == obj(game, "Zov Pepela")
    assert view(game, 0).revealed == ()
    exc = refusal(game, "možda")
    assert (exc.key, exc.args_) == ("answer.not_yes_no", {"rule": "D20.10"})
    game.submit(True)
    assert game.players[0].hand == [obj(game, "Severnjak", Zone.HAND)]
