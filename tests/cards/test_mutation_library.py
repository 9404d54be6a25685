"""Loading cards and decks (izvori.cards.library) pinned against mutation testing (issue 19,
session 14): a deck chosen by name, the deck size limits (A1.20 and the loader's bound), and
every problem as one readable `file:line: message` line."""

from __future__ import annotations

from pathlib import Path

import pytest

from izvori import limits
from izvori.cards import library
from izvori.cards.library import (
    MAX_MESSAGE,
    LoadError,
    Report,
    internal_message,
    load_cards_or_raise,
    load_deck,
    load_deck_by_name,
)
from izvori.strings import t

POOL = load_cards_or_raise()


@pytest.fixture
def data(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    monkeypatch.setenv("IZVORI_DATA_DIR", str(tmp_path / "data"))
    monkeypatch.delenv("IZVORI_CARDS", raising=False)
    return tmp_path / "data"


def write(path: Path, text: str) -> Path:
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text(text, encoding="utf-8")
    return path


def deck_text(counts: dict[str, int], name: str = "Probni") -> str:
    return f"name: {name}\ncards:\n" + "".join(f"  {k}: {v}\n" for k, v in counts.items())


# ---------------------------------------------------------------- one line per problem
def test_a_problem_is_one_line_of_readable_length() -> None:
    r = Report()
    r.add("a.yaml", 3, "prvi\nred\tdalje\x1b[31m")
    r.add(Path("b.yaml"), 4, "x" * (MAX_MESSAGE + 50))
    assert r.problems[0] == "a.yaml:3: prvi\\nred\\tdalje\\x1b[31m"
    assert r.problems[1] == "b.yaml:4: " + "x" * (MAX_MESSAGE - 3) + "..."
    r.add("c.yaml", 5, "y" * MAX_MESSAGE)  # exactly at the limit: kept whole
    assert r.problems[2] == "c.yaml:5: " + "y" * MAX_MESSAGE


def test_an_internal_error_names_its_kind_and_is_capped() -> None:
    message = internal_message(ValueError("z" * 300))
    assert message == t("err.internal", arg=("ValueError: " + "z" * 300)[:200])


# ---------------------------------------------------------------- decks by name
def test_a_deck_name_that_does_not_exist_lists_the_decks_there_are(data: Path) -> None:
    with pytest.raises(LoadError) as e:
        load_deck_by_name("nema-takvog", POOL)
    names = [p.stem for p in sorted((library.bundled_dir() / "decks").glob("*.yaml"))]
    assert e.value.problems == [
        t("err.deck_not_found", name="nema-takvog", allowed=", ".join(names))
    ]


def test_a_deck_name_two_files_give_is_refused_naming_both(data: Path) -> None:
    bundled = library.bundled_dir() / "decks" / "demo-crvena.yaml"
    mine = write(data / "spilovi" / "demo-crvena.yaml", bundled.read_text(encoding="utf-8"))
    with pytest.raises(LoadError) as e:
        load_deck_by_name("demo-crvena", POOL)
    assert e.value.problems == [
        t("err.deck_ambiguous", name="demo-crvena", files=f"{bundled}, {mine}")
    ]


def test_with_no_deck_anywhere_it_says_where_it_looked(
    data: Path, monkeypatch: pytest.MonkeyPatch, tmp_path: Path
) -> None:
    empty = tmp_path / "prazno"
    monkeypatch.setattr(library, "bundled_dir", lambda: empty)
    monkeypatch.setattr("izvori.cards.decklist.bundled_dir", lambda: empty)
    with pytest.raises(LoadError) as e:
        load_deck_by_name("bilo-koji", POOL)
    where = f"{empty / 'decks'}, {data / 'spilovi'}"
    assert e.value.problems == [t("err.no_decks_found", where=where)]


def test_a_deck_by_path_and_its_problems(tmp_path: Path) -> None:
    path = write(tmp_path / "d.yaml", deck_text({"Grom": 4}))
    with pytest.raises(LoadError) as e:
        load_deck_by_name(str(path), POOL)
    assert e.value.problems == [f"{path}:2: " + t("err.deck_size", count=4, min=40)]
    ok = write(tmp_path / "ok.yaml", deck_text({n: 4 for n in sorted(POOL)[:10]}, "Dobar"))
    deck = load_deck_by_name(str(ok), POOL)
    assert deck.name == "Dobar" and deck.path == ok and len(deck.cards) == 40


# ---------------------------------------------------------------- deck sizes
def test_a1_20_forty_cards_is_a_deck_thirty_nine_is_not(tmp_path: Path) -> None:
    names = sorted(POOL)[:10]
    forty = {n: 4 for n in names}
    r = Report()
    assert load_deck(write(tmp_path / "a.yaml", deck_text(forty)), POOL, r) is not None
    assert r.problems == [] and r.decks_checked == 1
    short = {**forty, names[0]: 3}
    r = Report()
    assert load_deck(write(tmp_path / "b.yaml", deck_text(short)), POOL, r) is None
    assert r.problems == [f"{tmp_path / 'b.yaml'}:2: " + t("err.deck_size", count=39, min=40)]


def test_a_deck_over_the_loader_s_bound_is_refused(tmp_path: Path) -> None:
    """More names than the shipped pool has: a test pool of 300 names for one card."""
    pool = {f"Karta {i:03}": POOL["Grom"] for i in range(300)}
    names = sorted(pool)
    per = limits.MAX_DECK // 4
    big = {n: 4 for n in names[:per]}  # exactly MAX_DECK cards: still a deck
    r = Report()
    assert load_deck(write(tmp_path / "a.yaml", deck_text(big)), pool, r) is not None
    assert r.problems == []
    bigger = {n: 4 for n in names[: per + 1]}
    r = Report()
    assert load_deck(write(tmp_path / "b.yaml", deck_text(bigger)), pool, r) is None
    assert r.problems == [
        f"{tmp_path / 'b.yaml'}:2: "
        + t("limits.deck_big", count=limits.MAX_DECK + 4, max=limits.MAX_DECK)
    ]


# ---------------------------------------------- session 15: the run through all mutants
def _deck_problems(path: Path) -> list[str]:
    r = Report()
    assert load_deck(path, POOL, r) is None
    return r.problems


def test_an_empty_deck_file_is_reported_on_line_1(tmp_path: Path) -> None:
    path = write(tmp_path / "prazan.yaml", "")
    r = Report()
    assert load_deck(path, POOL, r) is None
    assert (r.problems, r.decks_checked) == ([f"{path}:1: " + t("err.file.empty")], 0)


def test_a_deck_file_that_is_not_yaml_gets_only_the_yaml_problem(tmp_path: Path) -> None:
    path = write(tmp_path / "los.yaml", "name: x\ncards: [\n")
    problems = _deck_problems(path)
    assert len(problems) == 1 and problems[0].startswith(f"{path}:")
    assert t("err.file.empty") not in problems[0] and t("err.deck_shape") not in problems[0]


def test_a_file_that_is_no_deck_is_reported_where_its_value_starts(tmp_path: Path) -> None:
    shape = t("err.deck_shape")
    a_list = write(tmp_path / "lista.yaml", "# spil\n\n- Grom\n- Grom\n")
    assert _deck_problems(a_list) == [f"{a_list}:3: {shape}"]
    no_cards = write(tmp_path / "bez.yaml", "\nname: Bez karata\n")
    assert _deck_problems(no_cards) == [f"{no_cards}:2: {shape}"]
    # a plain value has no line of its own: the file's first line
    number = write(tmp_path / "broj.yaml", "\n\n42\n")
    assert _deck_problems(number) == [f"{number}:1: {shape}"]


def test_every_deck_checked_is_counted(tmp_path: Path) -> None:
    names = sorted(POOL)[:10]
    r = Report()
    for i in range(3):
        load_deck(write(tmp_path / f"{i}.yaml", deck_text({n: 4 for n in names})), POOL, r)
    assert r.decks_checked == 3 and r.problems == []


def test_a_deck_name_that_is_empty_or_blank_has_no_value(tmp_path: Path) -> None:
    names = sorted(POOL)[:10]
    body = "cards:\n" + "".join(f"  {n}: 4\n" for n in names)
    empty = write(tmp_path / "a.yaml", "name:\n" + body)
    assert _deck_problems(empty) == [f"{empty}:1: " + t("err.card.empty", key="name")]
    blank = write(tmp_path / "b.yaml", "name: '   '\n" + body)
    assert _deck_problems(blank) == [f"{blank}:1: " + t("err.card.empty", key="name")]
    # a blank description is text: allowed
    r = Report()
    described = write(tmp_path / "c.yaml", "description: ' '\n" + body)
    assert load_deck(described, POOL, r) is not None and r.problems == []


def test_a_value_that_is_not_text_is_quoted_up_to_60_characters(tmp_path: Path) -> None:
    names = sorted(POOL)[:10]
    items = [f"stavka{i}" for i in range(20)]
    path = write(
        tmp_path / "d.yaml",
        "name: Dug opis\ndescription: ["
        + ", ".join(items)
        + "]\ncards:\n"
        + "".join(f"  {n}: 4\n" for n in names),
    )
    assert _deck_problems(path) == [
        f"{path}:2: " + t("err.card.str", key="description", value=str(items)[:60])
    ]


def test_a_deck_by_name_is_checked_against_the_pool_given(data: Path) -> None:
    pool = {f"Karta {i:03}": POOL["Grom"] for i in range(10)}
    write(data / "spilovi" / "test-spil.yaml", deck_text({n: 4 for n in pool}, "Test"))
    deck = load_deck_by_name("test-spil", pool)
    assert deck.name == "Test" and deck.counts == {n: 4 for n in pool}


def test_a_deck_without_a_name_is_named_by_its_file(tmp_path: Path) -> None:
    names = sorted(POOL)[:10]
    body = "cards:\n" + "".join(f"  {n}: 4\n" for n in names)
    r = Report()
    deck = load_deck(write(tmp_path / "bezimeni.yaml", body), POOL, r)
    assert deck is not None and deck.name == "bezimeni" and r.problems == []
    # without a name, the description is still checked
    bad = write(tmp_path / "opis.yaml", "description: [a]\n" + body)
    assert _deck_problems(bad) == [
        f"{bad}:1: " + t("err.card.str", key="description", value="['a']")
    ]


def test_an_unknown_key_alone_refuses_the_deck(tmp_path: Path) -> None:
    names = sorted(POOL)[:10]
    path = write(tmp_path / "d.yaml", "boja: crvena\n" + deck_text({n: 4 for n in names}))
    assert _deck_problems(path) == [
        f"{path}:1: "
        + t("err.card.unknown_key", key="boja", where="špil", allowed="name, cards, description")
    ]


def _forty(extra: str, path: Path) -> Path:
    """A 40-card deck of shipped cards with one more line under `cards:`."""
    names = sorted(POOL)[:10]
    return write(path, "name: Probni\ncards:\n" + "".join(f"  {n}: 4\n" for n in names) + extra)


def test_a1_20_an_unknown_card_refuses_a_deck_that_is_otherwise_whole(tmp_path: Path) -> None:
    path = _forty("  Nepostojeća Karta Xyz: 1\n", tmp_path / "d.yaml")
    assert _deck_problems(path) == [
        f"{path}:13: " + t("err.deck_unknown_card", name="Nepostojeća Karta Xyz", hint="")
    ]


def test_a1_20_five_copies_refuse_a_deck_that_is_otherwise_whole(tmp_path: Path) -> None:
    path = _forty(f"  {sorted(POOL)[10]}: 5\n", tmp_path / "d.yaml")
    assert _deck_problems(path) == [
        f"{path}:13: " + t("err.deck_copies", name=sorted(POOL)[10], count=5, max=4)
    ]


def test_a_count_that_is_no_whole_number_is_quoted_as_written(tmp_path: Path) -> None:
    """Text, nothing, a list and a long text: each shown as written (at most 40 characters)."""
    name = sorted(POOL)[10]
    for written, shown in (
        ("četiri", "četiri"),
        ("", ""),
        ("[1]", "[1]"),
        ("y" * 50, "y" * 40),
    ):
        path = _forty(f"  {name}: {written}\n", tmp_path / "d.yaml")
        assert _deck_problems(path) == [
            f"{path}:13: " + t("err.deck_count", name=name, value=shown)
        ], written


def test_only_the_first_20_unknown_cards_get_a_hint(tmp_path: Path) -> None:
    unknown = "".join(f"  Grom {i:02}x: 1\n" for i in range(library.MAX_HINTS + 1))
    path = _forty(unknown, tmp_path / "d.yaml")
    problems = _deck_problems(path)
    hint = t("err.did_you_mean", name="Grom")
    assert all(hint in p for p in problems[: library.MAX_HINTS])
    last = f"Grom {library.MAX_HINTS:02}x"
    assert problems[library.MAX_HINTS] == (
        f"{path}:{13 + library.MAX_HINTS}: " + t("err.deck_unknown_card", name=last, hint="")
    )


def test_a_file_that_is_no_card_file_is_reported_where_its_value_starts(tmp_path: Path) -> None:
    shape = t("err.card_file_shape")
    for name, text, line in (
        ("lista.yaml", "# karte\n\n- name: Grom\n", 3),
        ("bez.yaml", "\nime: Grom\n", 2),
        ("broj.yaml", "\n\n42\n", 1),  # a plain value has no line of its own
    ):
        path = write(tmp_path / name, text)
        r = Report()
        assert library.load_card_file(path, r) == {}
        assert r.problems == [f"{path}:{line}: {shape}"], name


def test_cards_that_are_no_list_are_reported_on_their_key_s_line(tmp_path: Path) -> None:
    path = write(tmp_path / "k.yaml", "# karte\nopis: x\ncards: Grom\n")
    r = Report()
    assert library.load_card_file(path, r) == {}
    assert r.problems == [
        f"{path}:2: " + t("err.card.unknown_key", key="opis", where="fajl", allowed="cards"),
        f"{path}:3: " + t("err.card.list", key="cards"),
    ]


def test_an_empty_list_of_cards_is_a_file_of_no_cards(tmp_path: Path) -> None:
    r = Report()
    assert library.load_card_file(write(tmp_path / "k.yaml", "cards: []\n"), r) == {}
    assert (r.problems, r.cards_checked) == ([], 0)


def _creature(name: str) -> str:
    return (
        f"  - name: {name}\n    cost: '1R'\n    type: Biće\n    subtypes: [Vuk]\n"
        "    power: 20\n    toughness: 10\n"
    )


def test_a_card_named_twice_in_one_file_is_reported_and_the_rest_are_read(
    tmp_path: Path,
) -> None:
    path = write(
        tmp_path / "k.yaml",
        "cards:\n" + _creature("Probni A") + _creature("Probni A") + _creature("Probni B"),
    )
    r = Report()
    cards = library.load_card_file(path, r)
    assert {name: line for name, (_card, line) in cards.items()} == {"Probni A": 2, "Probni B": 14}
    assert r.problems == [f"{path}:8: " + t("err.card_duplicate", name="Probni A", first=2)]
    assert r.cards_checked == 3


def test_a_card_that_is_no_mapping_is_reported_on_its_own_line(tmp_path: Path) -> None:
    path = write(tmp_path / "k.yaml", "cards:\n" + _creature("Probni A") + "  - Grom\n")
    r = Report()
    assert list(library.load_card_file(path, r)) == ["Probni A"]
    assert r.problems == [f"{path}:8: " + t("err.card.not_mapping")]


def test_a_file_the_reader_fails_on_is_an_internal_error_on_line_1(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    def broken(path: Path) -> object:
        raise RuntimeError("kvar")

    monkeypatch.setattr(library, "load_file", broken)
    path = tmp_path / "k.yaml"
    r = Report()
    assert library.read_yaml(path, r) == (False, None)
    assert r.problems == [f"{path}:1: " + t("err.internal", arg="RuntimeError: kvar")]
