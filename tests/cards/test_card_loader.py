"""The card loader: every class of bad input gives `file:line: message` (issues 2, 4 and 6).

Each case is a small card file, the line the problem must be reported on and the exact Serbian
message. The whole table runs with libyaml's parser and with the pure-Python one.
"""

from __future__ import annotations

from pathlib import Path

import pytest

from izvori.cards import yamlsafe
from izvori.cards.library import MAX_MESSAGE, Report, load_card_file
from izvori.cards.schema import MAX_GENERIC, MAX_NUMBER
from izvori.cards.yamlsafe import LineDict, LineList, YamlProblem, load_text
from izvori.engine.carddef import CardType, Keyword
from izvori.engine.mana import ManaCost
from izvori.strings import t


@pytest.fixture(autouse=True, params=[True, False], ids=["libyaml", "pure"])
def parser(request: pytest.FixtureRequest, monkeypatch: pytest.MonkeyPatch) -> bool:
    if request.param and not yamlsafe.use_libyaml:
        pytest.skip("PyYAML was built without libyaml")
    monkeypatch.setattr(yamlsafe, "use_libyaml", request.param)
    return bool(request.param)


def creature(extra: str = "", **fields: str) -> str:
    """A valid creature card file (name on line 2), with fields replaced or added."""
    base = {
        "name": "Probni Vuk",
        "cost": '"1R"',
        "type": "Biće",
        "power": "20",
        "toughness": "10",
    }
    base.update(fields)
    body = "".join(f"    {k}: {v}\n" for k, v in base.items() if v != "<drop>")
    return "cards:\n  - " + body[4:] + extra


def spell(targets: str, effects: str, card_type: str = "Iznenađenje", extra: str = "") -> str:
    return (
        "cards:\n"
        "  - name: Proba\n"
        '    cost: "R"\n'
        f"    type: {card_type}\n"
        f"{extra}"
        f"    targets: {targets}\n"
        f"    effects: {effects}\n"
    )


def load(tmp_path: Path, text: str | bytes) -> tuple[Path, Report, dict[str, object]]:
    path = tmp_path / "karte.yaml"
    if isinstance(text, str):
        path.write_text(text, encoding="utf-8")
    else:
        path.write_bytes(text)
    report = Report()
    cards = load_card_file(path, report)
    return path, report, dict(cards)


def card(name: str = "Probni Vuk") -> str:
    return t("err.card_prefix", name=name)


# (case id, file text, expected line, expected message)
YAML_CASES: list[tuple[str, str | bytes, int, str]] = [
    ("unquoted braced cost", creature(cost="{2}{R}"), 3, t("err.yaml.mana_braces")),
    (
        "duplicate key",
        creature(extra="    power: 30\n"),
        7,
        t("err.yaml.duplicate_key", arg="power"),
    ),
    (
        "nested duplicate key",
        creature(extra="    abilities:\n      - static: {op: pump, op: grant}\n"),
        8,
        t("err.yaml.duplicate_key", arg="op"),
    ),
    ("alias", creature(extra="    text: *x\n"), 7, t("err.yaml.alias")),
    ("anchor", creature(text="&x Tekst"), 7, t("err.yaml.alias")),
    ("merge key", creature(extra="    <<: {flavor: x}\n"), 7, t("err.yaml.merge")),
    (
        "python object tag",
        creature(text="!!python/object/apply:os.system ['echo x']"),
        7,
        t("err.yaml.tag", arg="tag:yaml.org,2002:python/object/apply:os.system"),
    ),
    (
        "python object on a mapping",
        creature(text="!!python/object:os.system {}"),
        7,
        t("err.yaml.tag", arg="tag:yaml.org,2002:python/object:os.system"),
    ),
    ("set tag", creature(text="!!set {a, b}"), 7, t("err.yaml.tag", arg="tag:yaml.org,2002:set")),
    (
        "binary tag",
        creature(text="!!binary aGk="),
        7,
        t("err.yaml.tag", arg="tag:yaml.org,2002:binary"),
    ),
    ("custom tag", creature(text="!vatra x"), 7, t("err.yaml.tag", arg="!vatra")),
    ("bad explicit bool", creature(text="!!bool možda"), 7, t("err.yaml.value", arg="možda")),
    ("bad explicit int", creature(text="!!int ''"), 7, t("err.yaml.value", arg="")),
    ("two documents", creature() + "---\ncards: []\n", 7, t("err.yaml.multi_doc")),
    ("tab indentation", creature(extra="\tflavor: x\n"), 7, t("err.yaml.tab")),
    (
        "unclosed quote",
        creature(text='"Nikad zatvoreno', extra="    flavor: x\n"),
        7,
        t("err.yaml.unclosed_quote"),
    ),
    ("colon inside a value", creature(text="Letač: leti"), 7, t("err.yaml.colon")),
    ("a date", creature(flavor="2025-01-02"), 7, t("err.yaml.date", arg="2025-01-02")),
    ("NUL character", creature(text="a\x00b"), 7, t("err.yaml.bad_char", arg="#x0000")),
    ("not UTF-8", creature(flavor="x").encode() + b"    text: \xc8ak\n", 8, t("err.file.not_utf8")),
    ("UTF-16", "\ufeffcards: []\n".encode("utf-16"), 1, t("err.file.not_utf8")),
    ("empty file", "", 1, t("err.file.empty")),
    ("only comments", "# ništa\n\n", 1, t("err.file.empty")),
    ("too deep", creature(text="[" * 60 + "]" * 60), 7, t("err.yaml.too_deep")),
    ("yes as a key", creature(extra="    yes: 1\n"), 7, t("err.yaml.key_bool", arg="yes")),
    ("null as a key", creature(extra="    ~: 1\n"), 7, t("err.yaml.key_bool", arg="~")),
    ("list as a key", creature(extra="    ? [a]\n    : 1\n"), 7, t("err.yaml.key_type")),
    ("huge integer", creature(power="9" * 5000), 5, t("err.yaml.value", arg="9" * 40)),
    ("not a mapping", "- name: x\n", 1, t("err.card_file_shape")),
    ("no cards key", "karte: []\n", 1, t("err.card_file_shape")),
    ("cards not a list", "cards: Grom\n", 1, t("err.card.list", key="cards")),
    (
        "unknown top-level key",
        creature() + "verzija: 2\n",
        7,
        t("err.card.unknown_key", key="verzija", where="fajl", allowed="cards"),
    ),
]

SCHEMA_CASES: list[tuple[str, str, int, str]] = [
    (
        "name: no",
        creature(name="no"),
        2,
        t("err.card.yaml_bool", key="name", value="no"),
    ),
    ("name is a number", creature(name="42"), 2, t("err.card.name_type", value="42")),
    ("name missing", creature(name="<drop>"), 2, t("err.card.name")),
    ("name empty", creature(name='"  "'), 2, t("err.card.name")),
    (
        "type is a list",
        creature(type="[Biće]"),
        4,
        card()
        + t(
            "err.card.type",
            value="['Biće']",
            allowed="Biće, Artefakt, Artefakt Biće, Promena, Iznenađenje, Vradžbina, Izvor",
        ),
    ),
    (
        "type missing",
        creature(type="<drop>"),
        2,
        card() + t("err.card.missing", key="type", where="card"),
    ),
    (
        "unknown card key",
        creature(snaga="20"),
        7,
        card() + t("err.card.unknown_key", key="snaga", where="card", allowed="").split(" (")[0],
    ),
    ("cost {R} mapping", creature(cost="{R}"), 3, card() + t("err.card.cost_braces", field="cost")),
    (
        "cost with a wrong letter",
        creature(cost='"2G"'),
        3,
        card() + t("err.card.cost", field="cost", value="2G"),
    ),
    (
        "cost float",
        creature(cost="1.5"),
        3,
        card() + t("err.card.cost_type", field="cost", value="1.5"),
    ),
    (
        "cost too big",
        creature(cost=str(MAX_GENERIC + 1)),
        3,
        card() + t("err.card.too_big", key="cost", value=MAX_GENERIC + 1, max=MAX_GENERIC),
    ),
    (
        "cost 5000 digits",
        creature(cost='"' + "9" * 5000 + '"'),
        3,
        card() + t("err.card.cost", field="cost", value="9" * 57 + "..."),
    ),
    ("multicolour", creature(cost='"RZ"'), 3, card() + t("err.card.multicolor")),
    (
        "power as text",
        creature(power='"20"'),
        5,
        card() + t("err.card.pt", key="power", value="20"),
    ),
    (
        "power negative",
        creature(power="-10"),
        5,
        card() + t("err.card.pt", key="power", value="-10"),
    ),
    (
        "power huge",
        creature(power=str(MAX_NUMBER + 10)),
        5,
        card() + t("err.card.too_big", key="power", value=MAX_NUMBER + 10, max=MAX_NUMBER),
    ),
    ("one star", creature(power='"*"'), 5, card() + t("err.card.pt_star_both")),
    ("pt without star", creature(pt="cards_in_hand"), 7, card() + t("err.card.pt_without_star")),
    ("P/T on an artifact", creature(type="Artefakt"), 5, card() + t("err.card.pt_not_creature")),
    (
        "unknown keyword on its own line",
        creature(extra="    keywords:\n      - Letač\n      - Leteći\n"),
        9,
        card() + t("err.card.keyword", value="Leteći", allowed=", ".join(k.value for k in Keyword)),
    ),
    (
        "keyword yes",
        creature(keywords="[yes]"),
        7,
        card() + t("err.card.yaml_bool", key="keywords", value="yes"),
    ),
    (
        "subtype On",
        creature(subtypes="[Vuk, On]"),
        7,
        card() + t("err.card.yaml_bool", key="subtypes", value="On"),
    ),
    (
        "text off",
        creature(text="off"),
        7,
        card() + t("err.card.yaml_bool", key="text", value="off"),
    ),
    ("text empty", creature(text=""), 7, card() + t("err.card.empty", key="text")),
    (
        "text a list",
        creature(text="[a, b]"),
        7,
        card() + t("err.card.str", key="text", value="['a', 'b']"),
    ),
    (
        "rarity",
        creature(rarity="retka"),
        7,
        card() + t("err.card.rarity", value="retka", allowed="obična, srebrna, zlatna"),
    ),
    (
        "unknown effect",
        spell("[{kind: creature}]", "[{ubij: {what: target}}]"),
        6,
        t("err.card_prefix", name="Proba")
        + t("err.card.effect_op", value="ubij", allowed="").split(" (")[0],
    ),
    (
        "negative damage",
        spell("[{kind: creature}]", "[{damage: {to: target, amount: -5}}]"),
        6,
        t("err.card_prefix", name="Proba") + t("err.card.negative", key="amount"),
    ),
    (
        "damage to nobody",
        spell("[{kind: creature}]", "[{damage: {to: niko, amount: 5}}]"),
        6,
        t("err.card_prefix", name="Proba")
        + t("err.card.selector", key="to", value="niko", allowed="").split(" (")[0],
    ),
    (
        "target min is text",
        spell("[{kind: creature, min: a}]", "[{damage: {to: target, amount: 10}}]"),
        5,
        t("err.card_prefix", name="Proba") + t("err.card.target_count"),
    ),
    (
        "target kind unknown",
        spell("[{kind: zmaj}]", "[{damage: {to: target, amount: 10}}]"),
        5,
        t("err.card_prefix", name="Proba")
        + t("err.card.target_kind", value="zmaj", allowed="").split(" (")[0],
    ),
    (
        "filter 1 is not true",
        spell("[{kind: creature, attacking: 1}]", "[{damage: {to: target, amount: 10}}]"),
        5,
        t("err.card_prefix", name="Proba")
        + t("err.card.filter", key="attacking", value="1", allowed="true"),
    ),
    (
        "two targets with one ref",
        spell(
            "[{kind: creature, ref: a}, {kind: player, ref: a}]",
            "[{damage: {to: a, amount: 10}}]",
        ),
        5,
        t("err.card_prefix", name="Proba") + t("err.card.ref_duplicate", value="a"),
    ),
    (
        "ref named like a selector",
        spell("[{kind: creature, ref: self}]", "[{damage: {to: self, amount: 10}}]"),
        5,
        t("err.card_prefix", name="Proba") + t("err.card.ref", value="self"),
    ),
    (
        "mana kind a list",
        creature(
            extra="    abilities:\n      - activated:\n          cost: {tap: true}\n"
            "          effects: [{add_mana: {kind: [zelena]}}]\n"
        ),
        10,
        card() + t("err.card.mana_kind", value="['zelena']", allowed="").split(" (")[0],
    ),
    (
        "produces on a creature",
        creature(produces="[crvena]"),
        7,
        card() + t("err.card.produces_not_source"),
    ),
    (
        "unknown trigger event",
        creature(extra="    abilities:\n      - triggered: {when: umre, effects: [draw]}\n"),
        8,
        card() + t("err.card.trigger_event", value="umre", allowed="").split(" (")[0],
    ),
    (
        # D11.10: a condition the event word does not read would be ignored: refused, naming
        # the conditions it reads
        "trigger condition the event does not read",
        creature(
            extra="    abilities:\n      - triggered:\n          when: draws\n"
            "          color: crvena\n          effects: [draw]\n"
        ),
        10,
        card() + t("err.card.trigger_condition", key="color", event="draws", allowed="player"),
    ),
    (
        # D11.91: `blocks` is about this creature; another `who` would never trigger
        "trigger who the event does not read",
        creature(
            extra="    abilities:\n      - triggered:\n          when: blocks\n"
            "          who: any\n          effects: [draw]\n"
        ),
        10,
        card()
        + t("err.card.trigger_value", key="who", value="any", event="blocks", allowed="self"),
    ),
    (
        "intervening if with text",
        creature(
            extra="    abilities:\n      - triggered:\n          when: dies\n"
            "          if: {your_life_at_most: mnogo}\n          effects: [draw]\n"
        ),
        10,
        card() + t("err.card.int", key="your_life_at_most", value="mnogo"),
    ),
    (
        "optional maybe",
        creature(
            extra="    abilities:\n"
            "      - triggered: {when: dies, optional: maybe, effects: [draw]}\n"
        ),
        8,
        card() + t("err.card.bool", key="optional", value="maybe"),
    ),
    (
        "static power X",
        creature(extra="    abilities:\n      - static: {op: pump, power: X}\n"),
        8,
        card() + t("err.card.int_signed", key="power", value="X"),
    ),
    (
        "static subtype list",
        creature(extra="    abilities:\n      - static: {op: pump, subtype: [Vuk]}\n"),
        8,
        card() + t("err.card.str", key="subtype", value="['Vuk']"),
    ),
    (
        "kicker effects without kicker",
        spell("[{kind: creature}]", "[{damage: {to: target, amount: 10}}]")
        + "    kicker_effects: [draw]\n",
        7,
        t("err.card_prefix", name="Proba") + t("err.card.kicker_effects_without_kicker"),
    ),
    (
        "a billion tokens",
        spell(
            "[]",
            "[{create_token: {subtypes: [Vuk], power: 10, toughness: 10, count: 1000000000}}]",
            "Vradžbina",
        ),
        6,
        t("err.card_prefix", name="Proba")
        + t("err.card.too_big", key="count", value=10**9, max=MAX_NUMBER),
    ),
    (
        "ability cost empty mapping",
        creature(extra="    abilities:\n      - activated: {cost: {}, effects: [draw]}\n"),
        8,
        card() + t("err.card.cost_block"),
    ),
    (
        "enchant on a creature",
        creature(enchant="biće"),
        7,
        card() + t("err.card.enchant", value="biće", allowed="").split(" (")[0],
    ),
    (
        "enchant names an unknown source type",
        creature(type="Promena", enchant="[biće, Močvara]", power="<drop>", toughness="<drop>"),
        5,
        card() + t("err.card.enchant", value="Močvara", allowed="").split(" (")[0],
    ),
    (
        "spell with a for-as-long-as duration (D19.34)",
        spell("[{kind: creature}]", "[{grant: {keywords: [Letač], duration: while_self_tapped}}]"),
        6,
        t("err.card_prefix", name="Proba")
        + t("err.card.duration_spell", value="while_self_tapped"),
    ),
    (
        "change_text with a word of the wrong kind",
        spell(
            "[{kind: permanent}]",
            "[{change_text: {what: target, words: source_type, from: crna}}]",
        ),
        6,
        t("err.card_prefix", name="Proba")
        + t("err.card.filter", key="from", value="crna", allowed="").split(" (")[0],
    ),
    (
        "extra_step after a step of another phase (C1.80)",
        spell("[]", "[{extra_step: {step: priprema, after: kraj_poteza}}]"),
        6,
        t("err.card_prefix", name="Proba")
        + t("err.card.extra_step_phase", key="after", value="kraj_poteza", step="priprema"),
    ),
    (
        "extra_step both after and before (C1.80)",
        spell("[]", "[{extra_step: {step: vučenje, after: priprema, before: vučenje}}]"),
        6,
        t("err.card_prefix", name="Proba") + t("err.card.extra_step_both"),
    ),
    (
        "extra_step before a step that is not a step of the turn",
        spell("[]", "[{extra_step: {step: vučenje, before: ručak}}]"),
        6,
        t("err.card_prefix", name="Proba")
        + t("err.card.filter", key="before", value="ručak", allowed="").split(" (")[0],
    ),
    (
        "change_text without words",
        spell("[{kind: permanent}]", "[{change_text: {what: target}}]"),
        6,
        t("err.card_prefix", name="Proba")
        + t("err.card.missing", key="words", where="change_text"),
    ),
    (
        "static set_color without colors",
        creature(extra="    abilities:\n      - static: {op: set_color}\n"),
        8,
        card() + t("err.card.missing", key="colors", where="static"),
    ),
    (
        "spell without effects",
        "cards:\n  - name: Proba\n    cost: R\n    type: Vradžbina\n",
        2,
        t("err.card_prefix", name="Proba") + t("err.card.spell_without_effects"),
    ),
    (
        "duplicate card",
        creature() + creature().removeprefix("cards:\n"),
        7,
        t("err.card_duplicate", name="Probni Vuk", first=2),
    ),
]


def _ids(cases: list[tuple[str, object, int, str]]) -> list[str]:
    return [c[0] for c in cases]


@pytest.mark.parametrize(("case", "text", "line", "message"), YAML_CASES, ids=_ids(YAML_CASES))
def test_yaml_problem_is_reported_with_its_line(
    tmp_path: Path, case: str, text: str | bytes, line: int, message: str
) -> None:
    path, report, cards = load(tmp_path, text)
    assert report.problems == [f"{path}:{line}: {message}"]
    if case != "unknown top-level key":  # that file's card itself is fine
        assert cards == {}


@pytest.mark.parametrize(("case", "text", "line", "message"), SCHEMA_CASES, ids=_ids(SCHEMA_CASES))
def test_card_problem_is_reported_with_its_line(
    tmp_path: Path, case: str, text: str, line: int, message: str
) -> None:
    path, report, _cards = load(tmp_path, text)
    assert len(report.problems) == 1, report.problems
    # messages ending in a long "(dozvoljeno: ...)" list are compared up to that list; a report
    # line longer than MAX_MESSAGE is cut with "..."
    if len(message) > MAX_MESSAGE:
        message = message[: MAX_MESSAGE - 3] + "..."
    assert report.problems[0].startswith(f"{path}:{line}: {message}"), report.problems


def test_every_problem_is_reported_not_just_the_first(tmp_path: Path) -> None:
    text = creature(power='"x"') + creature(name="Drugi", cost="{R}").removeprefix("cards:\n")
    path, report, _ = load(tmp_path, text)
    assert [p.split(": ", 1)[0] for p in report.problems] == [f"{path}:5", f"{path}:8"]


# ------------------------------------------------------------------ valid loads
def test_unquoted_number_cost_is_fine(tmp_path: Path) -> None:
    _, report, cards = load(tmp_path, creature(cost="2", type="Artefakt Biće"))
    assert report.problems == []
    assert cards["Probni Vuk"][0].cost == ManaCost(2)  # type: ignore[index]


def test_quoted_braced_cost_is_read_as_the_plain_notation(tmp_path: Path) -> None:
    _, report, cards = load(tmp_path, creature(cost='"{1}{R}"'))
    assert report.problems == []
    assert str(cards["Probni Vuk"][0].cost) == "1R"  # type: ignore[index]


def test_unquoted_plain_cost_letters_are_fine(tmp_path: Path) -> None:
    _, report, _cards = load(tmp_path, creature(cost="1R"))
    assert report.problems == []


def test_quoted_yes_is_text(tmp_path: Path) -> None:
    _, report, cards = load(tmp_path, creature(name='"No"', subtypes='["On"]'))
    assert report.problems == []
    assert cards["No"][0].subtypes == ("On",)  # type: ignore[index]


def test_bom_is_accepted(tmp_path: Path) -> None:
    _, report, cards = load(tmp_path, ("\ufeff" + creature()).encode("utf-8"))
    assert report.problems == [] and "Probni Vuk" in cards


def test_negative_pump_and_static(tmp_path: Path) -> None:
    text = creature(
        extra="    abilities:\n"
        "      - static: {op: pump, affects: opponent_creatures, power: -10, toughness: 0}\n"
    ) + spell(
        "[{kind: creature}]", "[{pump: {what: target, power: -20, toughness: -20}}]"
    ).removeprefix("cards:\n")
    _, report, cards = load(tmp_path, text)
    assert report.problems == []
    assert dict(cards["Proba"][0].spell_effects[0].params)["power"] == -20  # type: ignore[index]


def test_ability_cost_may_be_a_bare_number(tmp_path: Path) -> None:
    text = creature(
        extra="    abilities:\n      - activated: {cost: 2, effects: [{bounce: {what: self}}]}\n"
    )
    _, report, cards = load(tmp_path, text)
    assert report.problems == []
    assert cards["Probni Vuk"][0].activated[0].cost.mana == ManaCost(2)  # type: ignore[index]


def test_source_card(tmp_path: Path) -> None:
    text = "cards:\n  - name: Kripta\n    type: Izvor\n    produces: [crna, bezbojna]\n"
    _, report, cards = load(tmp_path, text)
    assert report.problems == []
    kripta = cards["Kripta"][0]
    assert kripta.types == frozenset({CardType.SOURCE})  # type: ignore[attr-defined]
    assert kripta.source_colors == ("C|B",)  # type: ignore[attr-defined]


# ------------------------------------------------------------------ the YAML layer
def test_lines_and_raw_text_are_kept() -> None:
    data = load_text("a: no\nb:\n  - 1\n  - x\n  - off\nc: tekst\n")
    assert isinstance(data, LineDict) and isinstance(data["b"], LineList)
    assert data == {"a": False, "b": [1, "x", False], "c": "tekst"}
    assert data.key_lines == {"a": 1, "b": 2, "c": 6}
    assert data.raw_of("a") == "no" and data.raw_of("c") is None
    assert data["b"].item_lines == [3, 4, 5]
    assert data["b"].raw_of(2) == "off" and data["b"].raw_of(1) is None


def test_yaml_11_values_resolve_like_safe_load() -> None:
    data = load_text("a: 0o17\nb: 017\nc: 1:30\nd: 1_000\ne: 1e3\nf: 1.0e+3\ng: ~\nh: y\n")
    assert data == {
        "a": "0o17",
        "b": 15,
        "c": 90,
        "d": 1000,
        "e": "1e3",
        "f": 1000.0,
        "g": None,
        "h": "y",
    }


def test_alias_bomb_is_refused_at_the_first_anchor() -> None:
    bomb = "a: &a [x, x]\nb: &b [*a, *a]\nc: &c [*b, *b]\n"
    with pytest.raises(YamlProblem) as e:
        load_text(bomb)
    assert (e.value.line, e.value.message) == (1, "yaml.alias")


def test_the_two_parsers_agree_on_every_card_file(monkeypatch: pytest.MonkeyPatch) -> None:
    from izvori.cards.library import card_paths

    for path in card_paths():
        text = path.read_text(encoding="utf-8")
        monkeypatch.setattr(yamlsafe, "use_libyaml", False)
        pure = load_text(text)
        monkeypatch.setattr(yamlsafe, "use_libyaml", True)
        fast = load_text(text)
        assert pure == fast
        assert pure.key_lines == fast.key_lines
        assert [c.line for c in pure["cards"]] == [c.line for c in fast["cards"]]


def test_unreadable_path_is_a_problem_not_an_exception(tmp_path: Path) -> None:
    report = Report()
    load_card_file(tmp_path, report)  # a folder, not a file
    assert len(report.problems) == 1 and report.problems[0].startswith(f"{tmp_path}:0: ")
