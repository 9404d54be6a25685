"""The card catalog and check-cards' deck summary (izvori.cards.catalog, izvori.cards.deck_summary),
pinned against mutation testing (issue 19, session 14): what a search finds, the mana value
buckets (B4.30, A5.33), which colours a deck can make (B12.71, B12.76, B12.77) and the lines
check-cards prints for a deck."""

from __future__ import annotations

from izvori.cards.catalog import CardFilter, Catalog, entry, fold, mana_value, names
from izvori.cards.deck_summary import CURVE_TOP, describe, summarize
from izvori.cards.library import load_cards_or_raise
from izvori.engine.carddef import CardType
from izvori.strings import t

POOL = load_cards_or_raise()
CATALOG = Catalog(POOL)


def found(**kw: object) -> list[str]:
    return names(CATALOG.find(CardFilter(**kw)))  # type: ignore[arg-type]


# ---------------------------------------------------------------- catalog
def test_a_search_reads_the_name_type_line_subtypes_keywords_and_text() -> None:
    e = entry(POOL["Vatreni Zmajolik"])
    # name, type, subtype, then the keywords (a set: in any order), then the text
    assert e.search.startswith("vatreni zmajolik bice zmajolik ")
    words = e.search.split(" ")
    assert sorted(words[4:6]) == ["anti-zeleno", "letac"]
    assert "ne moze biti blokiran" in e.search  # the printed text, folded
    assert e.name == "Vatreni Zmajolik" and e.card is POOL["Vatreni Zmajolik"]
    assert "Vatreni Zmajolik" in found(text="zmajolik")  # a subtype
    assert "Kripta Plamena" in found(text="izvor grob")  # type and subtype of a source


def test_colourless_cards_are_found_as_colourless_and_coloured_ones_are_not() -> None:
    e = entry(POOL["Kripta Plamena"])
    assert e.colors == frozenset({"B"}) and e.cost == 0
    assert entry(POOL["Grom"]).colors == frozenset({"R"})
    colourless = found(color="B")
    assert "Kripta Plamena" in colourless and "Grom" not in colourless


def test_b4_30_the_mana_value_buckets_and_the_last_one_holds_the_rest() -> None:
    assert mana_value(POOL["Grom"]) == 1 and mana_value(POOL["Kripta Plamena"]) == 0
    assert mana_value(POOL["Blagoslov Anđela"]) == 9
    five = found(cost=5)
    assert five and all(mana_value(POOL[n]) == 5 for n in five)
    top = found(cost=CURVE_TOP)
    assert {"Vatreni Div", "Zmaj Plamena", "Blagoslov Anđela", "Napad Vukova"} <= set(top)
    assert all(mana_value(POOL[n]) >= CURVE_TOP for n in top)
    assert found(cost=0) == [n for n in found() if mana_value(POOL[n]) == 0]
    assert "Blagoslov Anđela" not in found(cost=CURVE_TOP - 1)


def test_a_keyword_filter_matches_only_cards_with_that_keyword() -> None:
    fliers = found(keyword="Letač")
    assert "Vatreni Zmajolik" in fliers and "Grom" not in fliers
    assert found(keyword="Letač", card_type=CardType.INSTANT) == []


def test_the_catalog_s_choices_keywords_by_alphabet_and_types_in_rule_order() -> None:
    kws = CATALOG.keywords()
    assert kws == sorted(kws, key=fold) and "Šumski" in kws
    assert kws.index("Šumski") < kws.index("Ubrzanje")  # Š read as S, not after Z
    assert CATALOG.types() == [
        CardType.ARTIFACT,
        CardType.CREATURE,
        CardType.SORCERY,
        CardType.INSTANT,
        CardType.ENCHANTMENT,
        CardType.SOURCE,
    ]
    only_grom = Catalog({"Grom": POOL["Grom"]})
    assert only_grom.types() == [CardType.INSTANT] and only_grom.keywords() == []
    assert only_grom.by_name["Grom"].name == "Grom"


# ---------------------------------------------------------------- deck summary
def test_b12_76_b12_77_what_a_deck_makes_and_what_it_cannot_cast() -> None:
    s = summarize({"Kripta Plamena": 2, "Grom": 1, "Bakarna Letilica": 1}, POOL)
    assert s.size == 4
    # Kripta Plamena: a colourless printed Izvor making black or red (B12.71); Bakarna
    # Letilica: a colourless artifact, no basic source of a colour (B12.77)
    assert s.colors == {"R": 1, "B": 3}
    assert s.producers == {"C": 2, "R": 3}
    assert s.curve == {0: 0, 1: 1, 2: 0, 3: 0, 4: 0, 5: 0, 6: 0} | {
        mana_value(POOL["Bakarna Letilica"]): 1 + (mana_value(POOL["Bakarna Letilica"]) == 1)
    }
    assert s.uncastable == {}


def test_the_curve_s_last_column_counts_every_dearer_card() -> None:
    s = summarize({"Blagoslov Anđela": 2, "Zmaj Plamena": 1}, POOL)
    assert s.curve == {0: 0, 1: 0, 2: 0, 3: 0, 4: 0, 5: 0, 6: 3}


def test_each_missing_colour_is_named_once_per_card() -> None:
    grom = summarize({"Grom": 1}, POOL)
    assert grom.uncastable == {"Grom": ("R",)}
    assert summarize({"Grom": 2}, POOL).uncastable == {}  # two copies fuel each other


def test_the_lines_check_cards_prints_for_a_deck() -> None:
    s = summarize({"Grom": 1, "Kripta Plamena": 3, "Blagoslov Anđela": 1}, POOL)
    lines = describe("decks/x.yaml", "Moj", s, {"Grom": 4})
    assert lines[0] == t(
        "check.deck.summary",
        path="decks/x.yaml",
        name="Moj",
        size=5,
        colors=f"{t('mana.Ž')} 1, {t('mana.R')} 1, {t('mana.B')} 3",
        sources=f"{t('mana.Ž')} 1, {t('mana.C')} 3, {t('mana.R')} 4",
        curve="0:0 1:1 2:0 3:0 4:0 5:0 6+:1",
    )
    assert lines[1:] == [
        t(
            "check.deck.uncastable",
            path="decks/x.yaml",
            line=1,
            card="Blagoslov Anđela",
            colors=t("mana.Ž"),
        )
    ]


def test_a_warning_is_at_the_card_s_line_and_an_empty_count_says_none() -> None:
    s = summarize({"Grom": 1}, POOL)
    (summary, warning) = describe("d.yaml", "D", s, {"Grom": 7})
    assert warning == t(
        "check.deck.uncastable", path="d.yaml", line=7, card="Grom", colors="crvena"
    )
    assert f"izvori boja: {t('mana.R')} 1;" in summary
    (nothing,) = describe("d.yaml", "D", summarize({"Bakarna Letilica": 4}, POOL))
    assert f"izvori boja: {t('check.deck.none')};" in nothing
    assert describe("d.yaml", "D", s)[1].startswith("d.yaml:1: ")


def test_a_colour_is_counted_over_every_card_of_that_colour() -> None:
    s = summarize({"Grom": 2, "Vatreni Div": 1, "Kripta Plamena": 1}, POOL)
    assert s.colors == {"R": 3, "B": 1}


def test_b12_71_a_creature_s_mana_ability_of_another_colour_is_a_source_of_it() -> None:
    """A test-only green creature that taps for red makes both (its colour as a basic source,
    B12.76, and red by its ability); Medaljon Refleksije's kind names no colour: none."""
    from izvori.cards.schema import build_card
    from izvori.cards.yamlsafe import load_text

    vilenjak = build_card(
        load_text(
            "name: Crveni Vilenjak\ncost: Z\ntype: Biće\npower: 10\ntoughness: 10\n"
            "abilities:\n  - activated:\n      cost: {tap: true}\n      effects:\n"
            "        - add_mana: {kind: crvena, amount: 1}\n"
        ),
        1,
    )
    pool = {**POOL, "Crveni Vilenjak": vilenjak}
    s = summarize({"Crveni Vilenjak": 1, "Medaljon Refleksije": 1, "Grom": 1}, pool)
    assert s.producers == {"R": 2, "Z": 1}
    # Grom is cast with the Vilenjak's red; the Vilenjak itself needs another green card
    assert s.uncastable == {"Crveni Vilenjak": ("Z",)}
