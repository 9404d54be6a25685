"""The special action of ignoring a static effect (D9.29, izvori/engine/special.py) as a judge
reads it (session 15, docs/mutation.md): what the player is asked while paying the cost, what
the game records when the cost is paid, and several effects that may be ignored at once.

Written for the mutants of special.py that the rules scenarios let through. The cards are
written here, in the vocabulary of docs/cards.md, like the scenarios' own cards.
"""

from __future__ import annotations

import pytest
from positions import played

from izvori.engine.carddef import CardDef
from izvori.engine.decisions import Action, DecisionKind
from izvori.engine.events import Discarded, LifeChanged, StaticIgnored
from izvori.engine.objects import Zone
from izvori.engine.view import view
from izvori.gamelog import event_line
from izvori.scenario.table import card_pool, obj

CARDS = """
- name: Kamen Svega
  cost: "3"
  type: Artefakt
  text: >-
    Magije koštaju 2 više. Svaki igrač može da žrtvuje biće, odbaci kartu, plati 20 života
    i 1 da bi zanemario ovaj efekat do kraja poteza.
  abilities:
    - static:
        op: spell_cost_increase
        amount: 2
        ignore_cost: {sacrifice: creature, discard: 1, life: 20, mana: "1"}
- name: Kamen Mane
  cost: "3"
  type: Artefakt
  text: >-
    Magije koštaju 2 više. Svaki igrač može da plati 1 da bi zanemario ovaj efekat do kraja
    poteza.
  abilities:
    - static:
        op: spell_cost_increase
        amount: 2
        ignore_cost: {mana: "1"}
- name: Dvostruki Kamen
  cost: "4"
  type: Artefakt
  text: >-
    Magije koštaju 1 više. Magije koštaju 2 više; svaki igrač može da plati 1 da bi zanemario
    taj efekat do kraja poteza.
  abilities:
    - static:
        op: spell_cost_increase
        amount: 1
    - static:
        op: spell_cost_increase
        amount: 2
        ignore_cost: {mana: "1"}
"""


@pytest.fixture(scope="module")
def pool() -> dict[str, CardDef]:
    return card_pool(CARDS)


#: Ana may ignore Kamen Svega by sacrificing a creature, discarding a card, paying 20 life and 1
EVERYTHING = """
name: Kamen Svega
rules: [D9.29]
setup:
  active: Ana
  step: glavna1
  players:
    - name: Ana
      hand: [Oluja]
      play:
        - Kamen Svega
        - Šumski Vilenjak
        - {card: Grom, as_source: true}
    - name: Boris
script:
  - {ignore: Kamen Svega}
"""


def test_d9_29_what_the_player_is_asked_while_paying_to_ignore_a_static_effect(
    pool: dict[str, CardDef],
) -> None:
    """D9.29, D10.16: the questions of the cost, each about Kamen Svega (the TUI names the card
    from the decision's `card`, and fills the prompt's text from its context): the creature to
    sacrifice (one of Ana's creatures, of the kind the cost names), then the card to discard
    (one, `count` 1), then the mana (1), each of which Ana may back out of (D23)."""
    game = played(pool, EVERYTHING)
    kamen, vilenjak = obj(game, "Kamen Svega"), obj(game, "Šumski Vilenjak")
    oluja = obj(game, "Oluja", Zone.HAND)
    d = game.pending
    assert d is not None
    assert (d.player, d.kind, d.prompt, d.options, d.context, d.can_cancel) == (
        0,
        DecisionKind.CHOOSE_ONE,
        "cast.sacrifice",
        (vilenjak,),
        {"kind": "creature", "card": kamen},
        True,
    )
    game.submit(vilenjak)
    d = game.pending
    assert d is not None
    assert (d.player, d.kind, d.prompt, d.options, d.min, d.max, d.context, d.can_cancel) == (
        0,
        DecisionKind.CHOOSE_SOME,
        "cast.discard",
        (oluja,),
        1,
        1,
        {"count": 1, "card": kamen},
        True,
    )
    game.submit([oluja])
    d = game.pending
    assert d is not None
    assert (d.player, d.kind, d.context["card"], d.context["cost"]) == (
        0,
        DecisionKind.PAY,
        kamen,
        "1",
    )


def test_d9_29_the_cost_paid_and_the_effect_ignored_are_recorded(
    pool: dict[str, CardDef],
) -> None:
    """D9.29: Ana pays everything: the log says she lost 20 life as a cost (the record keeps the
    reason: a cost, not damage), that she discarded Oluja, that Vilenjak was sacrificed, and that
    she ignores Kamen Svega's effect until end of turn — each event naming her and the card."""
    game = played(pool, EVERYTHING)
    kamen, vilenjak = obj(game, "Kamen Svega"), obj(game, "Šumski Vilenjak")
    oluja = obj(game, "Oluja", Zone.HAND)
    start = len(game.log)
    game.submit(vilenjak)
    game.submit([oluja])
    game.submit(Action("auto"))
    new = game.log[start:]
    assert [(e.player, e.amount, e.reason) for e in new if isinstance(e, LifeChanged)] == [
        (0, -20, "cost")
    ]
    (discarded,) = [e for e in new if isinstance(e, Discarded)]
    assert (discarded.player, discarded.card) == (0, oluja)
    assert event_line(game, discarded) == "Ana odbacuje Oluja."
    (ignored,) = [e for e in new if isinstance(e, StaticIgnored)]
    assert (ignored.player, ignored.card, ignored.name) == (0, kamen, "Kamen Svega")
    assert event_line(game, ignored) == "Ana do kraja poteza zanemaruje efekat karte Kamen Svega."
    assert game.players[0].life == 180
    assert game.objects[vilenjak].zone == Zone.GRAVEYARD
    assert game.objects[oluja].zone == Zone.GRAVEYARD
    assert game.pending is not None and game.pending.kind == DecisionKind.PRIORITY


#: two permanents whose effects may be ignored; Dvostruki Kamen's is its second static ability
TWO = """
name: Dva kamena
rules: [D9.29]
setup:
  active: Ana
  step: glavna1
  players:
    - name: Ana
      play:
        - Kamen Mane
        - Dvostruki Kamen
        - {card: Grom, as_source: true}
        - {card: Grom, as_source: true}
    - name: Boris
"""


def ignore_options(game: object) -> list[Action]:
    d = game.pending  # type: ignore[attr-defined]
    assert d is not None and d.kind == DecisionKind.PRIORITY
    return [a for a in d.options if isinstance(a, Action) and a.kind == "ignore"]


def test_d9_29_each_ignorable_effect_is_offered_and_ignored_on_its_own(
    pool: dict[str, CardDef],
) -> None:
    """D9.29: with two permanents whose effects may be ignored, ignoring the first leaves the
    second on offer; the offer names the static ability (Dvostruki Kamen's second one, the one
    with the cost). Ignored both, each is its own "until end of turn" effect, and what the
    players see of the permanents is still shown."""
    game = played(pool, TWO)
    kamen, dvostruki = obj(game, "Kamen Mane"), obj(game, "Dvostruki Kamen")
    assert ignore_options(game) == [Action("ignore", kamen, 0), Action("ignore", dvostruki, 1)]
    game.submit(Action("ignore", kamen, 0))
    game.submit(Action("auto"))
    assert ignore_options(game) == [Action("ignore", dvostruki, 1)]
    game.submit(Action("ignore", dvostruki, 1))
    game.submit(Action("auto"))
    assert ignore_options(game) == []
    ignoring = [e for e in game.effects if e.op == "ignore_static"]
    assert [(e.affected, e.params, e.duration) for e in ignoring] == [
        ([(kamen, game.objects[kamen].incarnation)], {"player": 0, "static": 0}, "end_of_turn"),
        (
            [(dvostruki, game.objects[dvostruki].incarnation)],
            {"player": 0, "static": 1},
            "end_of_turn",
        ),
    ]
    shown = view(game, 0)
    assert {p.card.name for p in shown.battlefield} >= {"Kamen Mane", "Dvostruki Kamen"}
