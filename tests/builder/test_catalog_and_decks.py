"""The card catalog's search and the deck builder's files (issue 17): A1.20, no lost edits.

A deck the builder saves must be a deck the game loads: a property test builds random legal
decks (names with YAML-hostile characters included), saves them and reads them back through
the same loader as `izvori check-cards`.
"""

from __future__ import annotations

from pathlib import Path

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from izvori import rulebook
from izvori.cards.catalog import CardFilter, Catalog, fold
from izvori.cards.deck_edit import (
    DeckDraft,
    DeckExists,
    delete_deck,
    load_draft,
    rename_draft,
    rule_problems,
    save_draft,
    save_unfinished,
    unfinished_dir,
)
from izvori.cards.library import MAX_COPIES, MIN_DECK, Report, load_cards_or_raise, load_deck
from izvori.engine.carddef import CardType

POOL = load_cards_or_raise()
CATALOG = Catalog(POOL)


@pytest.fixture(autouse=True)
def data_dir(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    monkeypatch.setenv("IZVORI_DATA_DIR", str(tmp_path / "data"))
    return tmp_path / "data"


def legal_draft(name: str = "Moj špil") -> DeckDraft:
    names = [e.name for e in CATALOG.entries][:10]
    return DeckDraft(name, {n: MAX_COPIES for n in names})


# ---------------------------------------------------------------- catalog
def test_search_ignores_case_and_diacritics() -> None:
    assert fold("Čarobni ĐAK šŽć") == "carobni djak szc"
    assert "Zmaj Plamena" in [e.name for e in CATALOG.find(CardFilter(text="ZMAJ plamena"))]
    assert "Vatreni Zmajolik" in [e.name for e in CATALOG.find(CardFilter(text="letac zmaj"))]
    # every word must match somewhere (name, type line, keywords or text)
    assert CATALOG.find(CardFilter(text="zmaj nepostojećareč")) == []


def test_filters_by_colour_type_cost_and_keyword() -> None:
    red = CATALOG.find(CardFilter(color="R"))
    assert red and all("R" in e.colors for e in red)
    instants = CATALOG.find(CardFilter(card_type=CardType.INSTANT))
    assert instants and all(CardType.INSTANT in e.card.types for e in instants)
    one = CATALOG.find(CardFilter(cost=1))
    assert one and all(e.cost == 1 for e in one)
    top = CATALOG.find(CardFilter(cost=6))
    assert top and all(e.cost >= 6 for e in top)
    fliers = CATALOG.find(CardFilter(keyword="Letač"))
    assert fliers and all("Letač" in {k.value for k in e.card.keywords} for e in fliers)
    both = CATALOG.find(CardFilter(color="R", keyword="Letač"))
    assert {e.name for e in both} == {e.name for e in red} & {e.name for e in fliers}


def test_empty_filter_lists_the_whole_pool_sorted() -> None:
    every = CATALOG.find(CardFilter())
    assert len(every) == len(POOL)
    assert [fold(e.name) for e in every] == sorted(fold(e.name) for e in every)


# ---------------------------------------------------------------- deck rules
def test_a1_20_minimum_forty_and_at_most_four_of_a_name() -> None:
    draft = DeckDraft("x", {"Grom": 5})
    problems = rule_problems(draft)
    assert any("najmanje je 40 (A1.20)" in p for p in problems)
    assert any("„Grom”" in p and "najviše je 4 (A1.20)" in p for p in problems)
    assert rule_problems(legal_draft()) == []
    assert legal_draft().size == MIN_DECK


# ---------------------------------------------------------------- files
def test_saved_deck_loads_back_and_never_overwrites_another(data_dir: Path) -> None:
    folder = data_dir / "spilovi"
    draft = legal_draft()
    path = save_draft(draft, folder, POOL)
    report = Report()
    deck = load_deck(path, POOL, report)
    assert deck is not None and not report.problems
    assert deck.name == draft.name and deck.counts == draft.counts
    # a second, different deck with the same name must not replace the first without asking
    other = DeckDraft(draft.name, {n: 4 for n in [e.name for e in CATALOG.entries][10:20]})
    before = path.read_text(encoding="utf-8")
    with pytest.raises(DeckExists):
        save_draft(other, folder, POOL)
    assert path.read_text(encoding="utf-8") == before
    save_draft(other, folder, POOL, overwrite=True)
    assert path.read_text(encoding="utf-8") != before
    # saving the draft again writes its own file without asking
    draft.add(next(iter(draft.counts)), 0)
    assert save_draft(draft, folder, POOL) == path


def test_unfinished_deck_is_kept_outside_the_deck_folder(data_dir: Path) -> None:
    draft = DeckDraft("Pola špila", {"Grom": 3})
    path = save_unfinished(draft)
    assert path.parent == unfinished_dir()
    assert not (data_dir / "spilovi").exists()  # check-cards never sees an illegal deck
    again = load_draft(path)
    assert again.counts == {"Grom": 3} and again.name == "Pola špila" and again.path is None


def test_rename_moves_the_file_and_delete_only_removes_own_decks(data_dir: Path) -> None:
    folder = data_dir / "spilovi"
    draft = legal_draft("Prvi")
    first = save_draft(draft, folder, POOL)
    second = rename_draft(draft, "Drugi", folder, POOL)
    assert not first.exists() and second.exists() and draft.path == second
    assert load_draft(second).path == second  # the player's own file stays the draft's file
    outside = data_dir / "drugo.yaml"
    outside.write_text("x", encoding="utf-8")
    with pytest.raises(ValueError):
        delete_deck(outside, folder)
    delete_deck(second, folder)
    assert not second.exists()


NAMES = st.text(
    alphabet=st.sampled_from(list("abcčćšžđ ABZ:#'\"-{}[]&*!|>%@`yesno0123")),
    min_size=1,
    max_size=30,
).filter(lambda s: s.strip())


@settings(
    max_examples=40, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture]
)
@given(
    name=NAMES,
    picks=st.lists(
        st.tuples(st.sampled_from(sorted(POOL)), st.integers(1, MAX_COPIES)),
        min_size=10,
        max_size=20,
        unique_by=lambda p: p[0],
    ),
)
def test_every_legal_deck_the_builder_saves_loads_back_identically(
    data_dir: Path, name: str, picks: list[tuple[str, int]]
) -> None:
    counts = dict(picks)
    while sum(counts.values()) < MIN_DECK:  # top up to a legal size
        for card in list(counts):
            counts[card] = MAX_COPIES
        extra = next(c for c in sorted(POOL) if c not in counts)
        counts[extra] = MAX_COPIES
    draft = DeckDraft(name, counts)
    assert rule_problems(draft) == []
    path = save_draft(draft, data_dir / "spilovi", POOL, overwrite=True)
    report = Report()
    deck = load_deck(path, POOL, report)
    assert not report.problems, report.problems
    assert deck is not None and deck.name == name and deck.counts == counts
    assert load_draft(path).counts == counts


# ---------------------------------------------------------------- rules at hand
def test_rulebook_search_by_number_and_word() -> None:
    assert rulebook.rules(), "the rulebook text must ship inside the package"
    a120 = rulebook.search("a1.20")
    assert a120[0].number == "A1.20" and "četrdeset" in a120[0].text
    c9 = [r.number for r in rulebook.search("C9")]
    assert "C9.21" in c9 and all(n.startswith("C9") for n in c9)
    udar = [r.number for r in rulebook.search("mana udar")]
    assert "C1.30" in udar
    assert rulebook.search("cetrdeset karata")  # without diacritics
    assert rulebook.cited("Samo bića mogu da napadnu (C9.21). Vidi C9.21 i D20.72.") == [
        "C9.21",
        "D20.72",
    ]
