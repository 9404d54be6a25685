"""The vocabulary's small effect words as a judge reads them (izvori/engine/aura_moves.py, ...):
what a player is asked when an effect of one card family resolves, and which answers are refused.

Written for the mutants of the decorated vocabulary words that the rules suite lets through
(docs/mutation.md, "Decorated functions"). Most of them are pinned by scenarios
(`tests/scenarios/**/*vocab*.yaml`); the tests here look where a scenario can't — an answer the
scenario runner itself would refuse before the engine sees it. The cards of EXTRA are written for
these tests only, in the vocabulary of docs/cards.md.
"""

from __future__ import annotations

import pytest
from positions import asked, played

from izvori.engine.carddef import CardDef
from izvori.engine.decisions import DecisionKind
from izvori.engine.events import (
    Discarded,
    HandRevealed,
    MayChosen,
    SkipAdded,
    Skipped,
    TargetChanged,
    TargetKept,
    ValueChosen,
)
from izvori.engine.game import Game
from izvori.engine.objects import Zone
from izvori.engine.view import view
from izvori.gamelog import event_line
from izvori.scenario.table import card_pool, obj, refusal
from izvori.strings import t

EXTRA = """
- name: Seoba Oreola
  cost: "P"
  type: Iznenađenje
  text: "Premesti odabrani Oreol na drugi permanent koji može promeniti."
  targets: [{kind: enchantment, aura: true}]
  effects: [{move_aura: {what: target}}]
- name: Danak Tami
  cost: "C"
  type: Vradžbina
  text: >-
    Protivnik može žrtvovati biće. Ako to uradi, vučeš kartu. Ako to ne uradi, odbacuje kartu.
  effects:
    - may_sacrifice:
        who: opponent
        sacrifice: Biće
        if_you_do: [{draw: {who: you}}]
        otherwise: [{discard: {who: opponent, count: 1}}]
- name: Izvori Vode
  cost: "P"
  type: Vradžbina
  text: >-
    Nađi u svojoj biblioteci do dve karte koje su i Voda i ubaci ih u igru kao izvore. Zatim
    promešaj svoju biblioteku.
  effects: [{search_put_sources: {subtype: Voda, count: 2}}]
- name: Pogled kroz Tamu
  cost: "C"
  type: Vradžbina
  text: "Izaberi boju. Protivnik otkriva svoju ruku i odbacuje sve karte te boje."
  effects: [{discard_by_color: {}}]
- name: Dva Mirna Dana
  cost: "P"
  type: Iznenađenje
  text: "Preskoči svoje sledeće dve faze borbe."
  effects: [{skip: {what: borba, count: 2}}]
- name: Smrtni Udarac
  cost: "R"
  type: Iznenađenje
  text: "Uništi odabrano biće."
  targets: [{kind: creature}]
  effects: [{destroy: {what: target}}]
- name: Povratak iz Senki
  cost: "C"
  type: Vradžbina
  text: "Vrati odabranu kartu bića iz svog odlagališta u igru."
  targets: [{kind: card_in_your_graveyard, types: [Biće]}]
  effects: [{return_to_play: {what: target}}]
- name: Bezoblični Imitator
  cost: "3P"
  type: Biće
  power: 0
  toughness: 0
  enters_as_copy: true
  text: >-
    Dok Bezoblični Imitator ulazi u igru, možeš birati biće u igri. Ako to uradiš, ulazi u igru
    kao kopija tog bića.
- name: Bezimeni Vođa
  cost: "3ŽŽ"
  type: Biće
  power: 20
  toughness: 20
  as_enters_choose: creature_type
  text: "Dok Bezimeni Vođa ulazi u igru, izaberi tip bića."
- name: Divovska Snaga
  cost: "Z"
  type: Promena
  enchant: biće
  text: "Promeni biće. Promenjeno biće je 50/50."
  abilities:
    - static: {op: set_pt, affects: enchanted, power: 50, toughness: 50}
"""


@pytest.fixture(scope="module")
def pool() -> dict[str, CardDef]:
    return card_pool(EXTRA)


#: Ana's Seoba Oreola moves her Divovska Snaga off Mladi Vuk; she is asked where to
MOVING = """
name: Seoba Oreola pita kuda
rules: [B12.69]
setup:
  active: Ana
  step: glavna1
  players:
    - name: Ana
      hand: [Seoba Oreola]
      play:
        - Mladi Vuk
        - {card: Divovska Snaga, attached_to: Mladi Vuk}
        - Kavgadžija
        - {card: Rečni Vodenjak, as_source: true}
    - name: Boris
      play: [Vatreni Vuk]
script:
  - {cast: Seoba Oreola, player: Ana, targets: [Divovska Snaga]}
  - {pass: Boris}
  - {pass: Ana}
"""


def test_b12_69_the_aura_is_moved_to_another_permanent_not_where_it_is(
    pool: dict[str, CardDef],
) -> None:
    """B12.69, D23.10: "premesti ga na DRUGI permanent koji može promeniti" — the creature the
    Aura is on is not one of the answers: the engine refuses it ("not one of the options") and
    nothing changes; Kavgadžija and Boris's Vatreni Vuk are the choices, and the Aura is then
    moved to the one chosen."""
    game = asked(pool, MOVING, DecisionKind.CHOOSE_ONE)
    assert game.pending is not None and game.pending.prompt == "resolve.move_aura"
    wolf, aura = obj(game, "Mladi Vuk"), obj(game, "Divovska Snaga")
    assert set(game.pending.options) == {obj(game, "Kavgadžija"), obj(game, "Vatreni Vuk")}
    # the decision names the Aura being moved: the TUI's title shows its name (prompts/base.py)
    assert game.pending.context.get("card") == aura
    exc = refusal(game, wolf)
    assert exc.key == "answer.not_an_option"
    assert t(exc.key, **exc.args_).startswith("To nije jedna od ponuđenih mogućnosti")
    assert game.objects[aura].attached_to == wolf
    game.submit(obj(game, "Vatreni Vuk"))
    assert game.objects[aura].attached_to == obj(game, "Vatreni Vuk")
    assert game.chars(obj(game, "Vatreni Vuk")).power == 50
    assert game.chars(wolf).power == 20


#: Ana's Danak Tami: Boris may sacrifice a creature (he controls two) or discard a card
TRIBUTE = """
name: Danak Tami pita protivnika
rules: [D14.23]
setup:
  active: Ana
  step: glavna1
  players:
    - name: Ana
      hand: [Danak Tami]
      library: [Grom, Oluja]
      play:
        - Kavgadžija
        - {card: Noćna Avet, as_source: true}
    - name: Boris
      hand: [Grom, Oluja]
      play: [Mladi Vuk, Vatreni Vuk, {card: Pegaz, as_source: true}]
script:
  - {cast: Danak Tami, player: Ana}
  - {pass: Boris}
  - {pass: Ana}
"""


def _asked_to_sacrifice(pool: dict[str, CardDef]) -> Game:
    game = asked(pool, TRIBUTE, DecisionKind.YES_NO)
    d = game.pending
    assert d is not None
    # D14.23: the player the effect names — Boris, the opponent — chooses, not the caster
    assert d.player == 1 and d.prompt == "resolve.may_sacrifice"
    assert d.options == (True, False)
    # what he is asked names the kind of permanent (the TUI's title is the prompt with its context)
    assert "(Biće)" in t(d.prompt, **d.context)
    assert view(game, 1).decider == 1  # what Boris sees of the decision
    return game


def test_d14_23_the_opponent_may_sacrifice_and_if_he_does_the_caster_draws(
    pool: dict[str, CardDef],
) -> None:
    """D14.23: "Protivnik može žrtvovati biće. Ako to uradi, vučeš kartu." Boris is asked yes or
    no (an answer that is neither is refused), then which of his creatures — Ana's Kavgadžija
    and his source Pegaz are no answer (refused: a sacrifice is of one's own permanent of that
    kind). He sacrifices Vatreni Vuk; the log says he chose to, and Ana draws."""
    game = _asked_to_sacrifice(pool)
    assert refusal(game, 1).key == "answer.not_yes_no"
    game.submit(True)
    d = game.pending
    assert d is not None and d.player == 1 and d.prompt == "resolve.sacrifice_which"
    assert set(d.options) == {obj(game, "Mladi Vuk"), obj(game, "Vatreni Vuk")}
    assert view(game, 1).decider == 1  # what Boris sees of the decision
    for wrong in (obj(game, "Kavgadžija"), obj(game, "Pegaz")):
        exc = refusal(game, wrong)
        assert exc.key == "answer.not_an_option"
        assert t(exc.key, **exc.args_).startswith("To nije jedna od ponuđenih mogućnosti")
    game.submit(obj(game, "Vatreni Vuk"))
    assert game.players[1].graveyard == [obj(game, "Vatreni Vuk", Zone.GRAVEYARD)]
    assert game.players[0].hand == [obj(game, "Grom", Zone.HAND, controller=0)]
    chosen = [event_line(game, e) for e in game.log if isinstance(e, MayChosen)]
    assert chosen == [t("log.may_yes", player="Boris")]


def test_d14_23_if_the_opponent_does_not_he_discards_a_card_of_his_choice(
    pool: dict[str, CardDef],
) -> None:
    """D14.23: Boris answers no: nothing is sacrificed, Ana draws nothing, and "ako to ne
    uradi, odbacuje kartu" asks Boris which card he discards (an instruction after "if you
    don't" may ask its own question)."""
    game = _asked_to_sacrifice(pool)
    game.submit(False)
    d = game.pending
    assert d is not None and d.player == 1 and d.kind == DecisionKind.CHOOSE_SOME
    game.submit([obj(game, "Oluja", Zone.HAND, controller=1)])
    assert [game.objects[o].card.name for o in game.players[1].graveyard] == ["Oluja"]
    assert [game.objects[o].card.name for o in game.players[1].hand] == ["Grom"]
    assert len(game.players[0].hand) == 0
    assert obj(game, "Vatreni Vuk") in game.battlefield
    chosen = [event_line(game, e) for e in game.log if isinstance(e, MayChosen)]
    assert chosen == [t("log.may_no", player="Boris")]


#: Boris's Tabuisanje on Ana's Vodenko, which can't be countered (D13.30)
TABOO = """
name: Tabuisanje na Vodenka
rules: [D13.30]
setup:
  active: Ana
  step: glavna1
  players:
    - name: Ana
      hand: [Vodenko, Vodenko]
      library: [Grom, Grom]
      graveyard: [Vodenko]
      pool: {P: 2, B: 2}
    - name: Boris
      hand: [Tabuisanje]
      library: [Grom, Grom]
      pool: {P: 2, B: 2}
script:
  - {cast: Vodenko, player: Ana}
  - {cast: Tabuisanje, player: Boris, targets: [Vodenko]}
  - {pass: Ana}
  - {pass: Boris}
"""


def test_gl_naci_the_searcher_is_told_which_name_he_looks_for(pool: dict[str, CardDef]) -> None:
    """Gl. "Naći", Tabuisanje on Ana's Vodenko, still on the niz (D13.30): Boris chooses the
    cards of that name in Ana's hand to remove; what he is asked names "Vodenko"."""
    game = asked(pool, TABOO, DecisionKind.CHOOSE_SOME)
    d = game.pending
    assert d is not None and d.player == 1 and d.prompt == "resolve.remove_named"
    assert "„Vodenko”" in t(d.prompt, **d.context)


def test_b12_74_the_search_says_how_many_sources_may_be_found(pool: dict[str, CardDef]) -> None:
    """B12.74, Gl. "Naći": Izvori Vode find up to two cards that are Voda; what Ana is asked says
    "do 2" (the TUI's title is the prompt with its context)."""
    game = asked(
        pool,
        """
name: Izvori Vode pitaju
rules: [B12.74]
setup:
  active: Ana
  step: glavna1
  players:
    - name: Ana
      hand: [Izvori Vode]
      library: [Crno Jezero, Rečni Vodenjak, Kavgadžija]
      pool: {P: 1}
    - name: Boris
script:
  - {cast: Izvori Vode, player: Ana}
  - {pass: Boris}
  - {pass: Ana}
""",
        DecisionKind.CHOOSE_SOME,
    )
    d = game.pending
    assert d is not None and d.prompt == "resolve.search_sources" and d.max == 2
    assert t(d.prompt, **d.context).startswith("Izaberi do 2 karata")


#: Ana's Iluzionista ("@: Odabrano biće postaje biće tipa po tvom izboru do kraja poteza.")
ILLUSION = """
name: Iluzionista bira tip
rules: [B12.14]
setup:
  active: Ana
  step: glavna1
  players:
    - name: Ana
      play: [Iluzionista]
    - name: Boris
      play: [Mladi Vuk]
script:
  - {activate: Iluzionista, player: Ana, targets: [Mladi Vuk]}
  - {pass: Boris}
  - {pass: Ana}
"""


def test_b12_14_the_creature_type_is_chosen_among_the_types_and_the_log_says_which(
    pool: dict[str, CardDef],
) -> None:
    """B12.14: Ana chooses the creature type as Iluzionista's ability resolves — a word that is
    no creature type is refused and nothing changes; she chooses Vilenjak, Mladi Vuk is a
    Vilenjak only (B12.12), and the log says who chose what for which card."""
    game = asked(pool, ILLUSION, DecisionKind.CHOOSE_ONE)
    assert game.pending is not None and game.pending.prompt == "resolve.creature_type"
    assert refusal(game, "Nepostojeći").key == "answer.not_an_option"
    game.submit("Vilenjak")
    assert game.chars(obj(game, "Mladi Vuk")).subtypes == ("Vilenjak",)
    chosen = [event_line(game, e) for e in game.log if isinstance(e, ValueChosen)]
    assert chosen == [t("log.chosen", player="Ana", name="Iluzionista", value="Vilenjak")]
    assert chosen == ["Ana bira tip bića za Iluzionista: Vilenjak."]


def _glimpse(card: str, target: str) -> str:
    """Ana casts `card` (at `target`, if any); she and Boris hold a red and a green card each."""
    targets = f", targets: [{target}]" if target else ""
    return f"""
name: pogled u ruku
rules: [D14.22]
setup:
  active: Ana
  step: glavna1
  players:
    - name: Ana
      hand: [{card}, Grom, Mladi Vuk]
      pool: {{C: 2, B: 2}}
    - name: Boris
      hand: [Oluja, Severnjak]
script:
  - {{cast: {card}, player: Ana{targets}}}
  - {{pass: Boris}}
  - {{pass: Ana}}
"""


def _hands(game: Game) -> list[list[str]]:
    return [[game.objects[o].card.name for o in p.hand] for p in game.players]


def test_d14_22_the_chosen_player_may_be_the_caster_himself(pool: dict[str, CardDef]) -> None:
    """Pogled kroz Noć: "Odabrani igrač otkriva svoju ruku i odbacuje sve karte te boje." Ana
    chooses herself and crvena: she reveals her hand (the log names its cards) and discards her
    red Grom; Boris's hand is not touched."""
    game = asked(pool, _glimpse("Pogled kroz Noć", "Ana"), DecisionKind.CHOOSE_ONE)
    game.submit("crvena")
    assert _hands(game) == [["Mladi Vuk"], ["Oluja", "Severnjak"]]
    lines = [event_line(game, e) for e in game.log if isinstance(e, HandRevealed)]
    assert lines == ["Ana otkriva ruku: Grom, Mladi Vuk."]
    discards = [event_line(game, e) for e in game.log if isinstance(e, Discarded)]
    assert discards == [t("log.discard", player="Ana", name="Grom")]


def test_d14_22_with_no_player_named_the_opponent_reveals_and_a_colour_must_be_a_colour(
    pool: dict[str, CardDef],
) -> None:
    """Pogled kroz Tamu names no player: the opponent reveals. Ana is asked a colour: a word that
    is none of the five is refused, nothing changes; she chooses zelena and Boris discards his
    green Severnjak."""
    game = asked(pool, _glimpse("Pogled kroz Tamu", ""), DecisionKind.CHOOSE_ONE)
    assert game.pending is not None and game.pending.player == 0
    exc = refusal(game, "ljubičasta")
    assert exc.key == "answer.not_an_option"
    assert t(exc.key, **exc.args_).startswith("To nije jedna od ponuđenih mogućnosti")
    assert refusal(game, 3).key == "answer.not_an_option"
    game.submit("zelena")
    assert _hands(game) == [["Grom", "Mladi Vuk"], ["Oluja"]]
    lines = [event_line(game, e) for e in game.log if isinstance(e, HandRevealed)]
    assert lines == ["Boris otkriva ruku: Oluja, Severnjak."]


def test_c1_90_the_log_says_who_will_skip_what_how_many_times_and_when_it_is_skipped(
    pool: dict[str, CardDef],
) -> None:
    """C1.90: Ana's Dva Mirna Dana, cast in her upkeep: the log says she will skip her next
    combat phase twice, then, as this turn's combat would begin, that she skips it."""
    game = played(
        pool,
        """
name: Dva Mirna Dana
rules: [C1.90]
setup:
  active: Ana
  step: priprema
  players:
    - name: Ana
      hand: [Dva Mirna Dana]
      library: [Grom, Oluja]
      pool: {P: 1}
    - name: Boris
      library: [Grom, Oluja]
script:
  - {cast: Dva Mirna Dana, player: Ana}
  - {pass: Boris}
  - {pass: Ana}
  - pass_until: {step: glavna2}
""",
    )
    lines = [event_line(game, e) for e in game.log if isinstance(e, (SkipAdded, Skipped))]
    assert lines == [
        "Ana će preskočiti sledeću fazu borbe (puta: 2).",
        "Ana preskače fazu borbe.",
    ]
    assert game.skips == [(0, "borba")]


def _redirect(spell: str) -> str:
    """Boris's `spell` at Ana's Kavgadžija, her only creature; Ana answers with Preusmeravanje."""
    return f"""
name: Preusmeravanje
rules: [D15.71]
setup:
  active: Ana
  step: glavna1
  priority: Ana
  stack:
    - {{spell: {spell}, controller: Boris, targets: [Kavgadžija]}}
  players:
    - name: Ana
      hand: [Preusmeravanje]
      pool: {{P: 1, B: 2}}
      play: [Kavgadžija]
    - name: Boris
script:
  - {{cast: Preusmeravanje, targets: [{spell}]}}
  - {{pass: Boris}}
  - {{pass: Ana}}
"""


def test_d15_71_with_no_other_legal_target_the_log_says_the_target_stays(
    pool: dict[str, CardDef],
) -> None:
    """D15.71: Smrtni Udarac can target only a creature, and Kavgadžija is the only one: its
    target stays, nobody is asked, and the log says so, naming the spell."""
    game = played(pool, _redirect("Smrtni Udarac"))
    kept = [event_line(game, e) for e in game.log if isinstance(e, TargetKept)]
    assert kept == [t("log.target_kept", name="Smrtni Udarac")]


def test_d15_71_the_new_target_is_one_other_legal_target(pool: dict[str, CardDef]) -> None:
    """D15.71: Grom's new target is one of the other legal targets — Ana or Boris, not
    Kavgadžija, which it already targets, and not both at once (refused, nothing changes); Ana
    makes it Boris, and the log names the spell and its new target."""
    game = asked(pool, _redirect("Grom"), DecisionKind.TARGETS)
    kav = obj(game, "Kavgadžija")
    assert game.pending is not None and game.pending.prompt == "resolve.change_target"
    # refused as an illegal target (D14.23), both the current one and two at once
    assert refusal(game, [kav]).key == "target.illegal"
    assert refusal(game, [-1, -2]).key == "target.illegal"
    game.submit([-2])
    changed = [event_line(game, e) for e in game.log if isinstance(e, TargetChanged)]
    assert changed == [t("log.target_changed", name="Grom", target="Boris")]


def test_e4_50_the_player_returning_the_imitator_makes_its_choices_as_it_enters(
    pool: dict[str, CardDef],
) -> None:
    """E4.40, E4.50: Ana's Povratak iz Senki returns her Imitator from her odlagalište; as it
    enters, she — its controller — chooses what it copies (Lažni Vođa) and then, as that copy,
    the creature type; the log says Ana chose."""
    game = asked(
        pool,
        """
name: Imitator vraćen iz odlagališta
rules: [E4.50]
setup:
  active: Ana
  step: glavna1
  players:
    - name: Ana
      hand: [Povratak iz Senki]
      graveyard: [Imitator]
      pool: {C: 1}
      play:
        - {card: Lažni Vođa, chosen_type: Vojnik}
    - name: Boris
script:
  - {cast: Povratak iz Senki, player: Ana, targets: [Imitator]}
  - {pass: Boris}
  - {pass: Ana}
""",
        DecisionKind.CHOOSE_SOME,
    )
    assert game.pending is not None and game.pending.player == 0
    game.submit([obj(game, "Lažni Vođa")])
    d = game.pending
    assert d is not None and d.prompt == "enters.creature_type" and d.player == 0
    game.submit(d.options[0])
    chosen = [event_line(game, e) for e in game.log if isinstance(e, ValueChosen)]
    assert chosen and all(line.startswith("Ana ") for line in chosen)


# ------------------------------------------------------------------ the registry of words
# izvori/engine/vocabulary/words.py: each family keeps its words in declaration order, which
# is the order the card loader's "allowed: ..." messages and docs/cards.md list them in; a word
# is refused when it is declared twice, without an implementation, without a doc line, when it
# listens to an event that never triggers (D11.10) or narrows a key it does not read. Most
# declarations run while the engine is imported (mutmut can't reach them there): these tests
# declare the words of a family of their own, kept out of the registry's FAMILIES.


def _zz_run(*args: object) -> list[object]:
    return []


def _zz_other(*args: object) -> list[object]:
    return [None]


@pytest.fixture
def families(monkeypatch: pytest.MonkeyPatch) -> dict[str, object]:
    from izvori.engine.vocabulary import words

    table: dict[str, object] = {}
    monkeypatch.setattr(words, "FAMILIES", table)
    return table


def test_a_family_is_registered_under_its_name_with_its_title(
    families: dict[str, object],
) -> None:
    from izvori.engine.vocabulary.words import Family

    fam = Family("zz_probe", "Probe words")
    params = Family("zz_probe_condition", "Probe conditions", params_of="zz_probe")
    assert families == {"zz_probe": fam, "zz_probe_condition": params}
    assert (fam.name, fam.title, fam.params_of) == ("zz_probe", "Probe words", "")
    assert params.params_of == "zz_probe"
    assert fam.words == {} and len(fam) == 0 and fam.names() == () and list(fam) == []


def test_a_word_keeps_everything_it_was_declared_with(families: dict[str, object]) -> None:
    from izvori.engine.events import CoinTossed, ZoneChanged
    from izvori.engine.vocabulary.words import Family, Word

    fam = Family("zz_probe", "Probe words")
    plain = fam.declare("zz_plain", _zz_run, doc="a word with every default")
    assert plain == Word("zz_probe", "zz_plain", "a word with every default", _zz_run, __name__)
    assert (plain.usage, plain.values, plain.reads, plain.read_values) == ("", (), (), ())
    assert plain.listens == frozenset()
    full = fam.declare(
        "zz_full",
        _zz_other,
        doc="a word with every field",
        values=("self", "any"),
        reads=("who", "color"),
        listens=(ZoneChanged,),
        usage="who",
        read_values={"who": ("self",)},
    )
    assert full == Word(
        "zz_probe",
        "zz_full",
        "a word with every field",
        _zz_other,
        __name__,
        ("self", "any"),
        ("who", "color"),
        frozenset({ZoneChanged}),
        "who",
        (("who", ("self",)),),
    )
    # a key it reads only some values of, and one it reads every value of
    assert full.allowed_values("who") == ("self",)
    assert full.allowed_values("color") is None
    # declaration order, lookup, membership, iteration
    assert fam.names() == ("zz_plain", "zz_full") and len(fam) == 2
    assert fam["zz_full"] is full and list(fam) == [plain, full]
    assert "zz_full" in fam and "zz_nothing" not in fam
    assert fam.run_of("zz_full") is _zz_other and fam.run_of("zz_nothing") is None
    # D11.10: a trigger word listens only to events whose class triggers
    with pytest.raises(ValueError, match=r"^zz_probe word 'zz_coin' listens to an event that"):
        fam.declare("zz_coin", _zz_run, doc="a coin toss", listens=(CoinTossed,))
    assert "zz_coin" not in fam


def test_a_word_is_refused_twice_without_implementation_doc_or_with_a_key_it_does_not_read(
    families: dict[str, object],
) -> None:
    from izvori.engine.vocabulary.words import Family

    fam = Family("zz_probe", "Probe words")
    fam.declare("zz_once", _zz_run, doc="declared once")
    with pytest.raises(ValueError, match=r"^zz_probe word 'zz_once' is declared twice$"):
        fam.declare("zz_once", _zz_other, doc="declared again")
    assert fam.run_of("zz_once") is _zz_run
    with pytest.raises(ValueError, match=r"^zz_probe word 'zz_none': an implementation is req"):
        fam.declare("zz_none", None, doc="no implementation")
    with pytest.raises(ValueError, match=r"^zz_probe word 'zz_blank' has no documentation line$"):
        fam.declare("zz_blank", _zz_run, doc="  ")
    with pytest.raises(ValueError, match=r"^zz_probe word 'zz_wide' narrows a key it does not r"):
        fam.declare("zz_wide", _zz_run, doc="narrows", reads=("who",), read_values={"to": ("x",)})
    # narrowing every key it reads is allowed
    fam.declare("zz_narrow", _zz_run, doc="narrows", reads=("who",), read_values={"who": ("x",)})
    assert fam.names() == ("zz_once", "zz_narrow")


def test_a_parameter_word_has_no_implementation_of_its_own(families: dict[str, object]) -> None:
    from izvori.engine.vocabulary.words import Family, Word

    Family("zz_probe", "Probe words")
    params = Family("zz_probe_condition", "Probe conditions", params_of="zz_probe")
    word = params.param("zz_color", doc="the colour it is about", values=("žuta", "plava"))
    assert word == Word(
        "zz_probe_condition", "zz_color", "the colour it is about", None, "", ("žuta", "plava")
    )
    assert params["zz_color"] is word and params.run_of("zz_color") is None
    with pytest.raises(ValueError, match=r"^zz_probe_condition word 'zz_run': an implementation"):
        params.declare("zz_run", _zz_run, doc="a parameter carried out by itself")


def test_the_decorator_declares_the_function_it_is_written_on(
    families: dict[str, object],
) -> None:
    from izvori.engine.events import ZoneChanged
    from izvori.engine.vocabulary.words import Family, Word

    fam = Family("zz_probe", "Probe words")

    def zz_decorated(*args: object) -> list[object]:
        return []

    returned = fam.word(
        "zz_deco",
        doc="declared by the decorator",
        values=("a",),
        reads=("who",),
        listens=(ZoneChanged,),
        usage="what",
        read_values={"who": ("self",)},
    )(zz_decorated)
    assert returned is zz_decorated
    assert fam["zz_deco"] == Word(
        "zz_probe",
        "zz_deco",
        "declared by the decorator",
        zz_decorated,
        __name__,
        ("a",),
        ("who",),
        frozenset({ZoneChanged}),
        "what",
        (("who", ("self",)),),
    )
    fam.word("zz_bare", doc="every default")(_zz_run)
    assert fam["zz_bare"] == Word("zz_probe", "zz_bare", "every default", _zz_run, __name__)


def test_e4_50_the_returned_copy_offers_the_types_its_controller_knows_of_in_his_library(
    pool: dict[str, CardDef],
) -> None:
    """E4.40, E4.50: Ana returns her Bezoblični Imitator (no creature type) as a copy of
    Bezimeni Vođa (no creature type either, "as it enters, choose a creature type"). The only
    creature types in the game are those of Kavgadžija in her own library: as the copy enters
    she is asked to choose among them — the choice is hers, made with what she knows of."""
    game = asked(
        pool,
        """
name: Bezoblicni Imitator vracen iz odlagalista
rules: [E4.50]
setup:
  active: Ana
  step: glavna1
  players:
    - name: Ana
      hand: [Povratak iz Senki]
      graveyard: [Bezoblični Imitator]
      library: [Kavgadžija]
      pool: {C: 1}
      play:
        - {card: Bezimeni Vođa, chosen_type: Vojnik}
    - name: Boris
script:
  - {cast: Povratak iz Senki, player: Ana, targets: [Bezoblični Imitator]}
  - {pass: Boris}
  - {pass: Ana}
""",
        DecisionKind.CHOOSE_SOME,
    )
    game.submit([obj(game, "Bezimeni Vođa")])
    d = game.pending
    assert d is not None and d.prompt == "enters.creature_type" and d.player == 0
    assert d.options == ("Vojnik", "Čovek")
