"""Text-changing effects (D19.60–D19.64), level 3 of D19.51.

A card's rules text is structured data here, so "replace every colour word X with Y" rewrites
the parameters that ARE such words, and nothing else (D19.61):

* colour words: protection keywords (Anti-Crno), colour filters of targets, groups, statics and
  triggers (`color`, `not_color`), the colours an effect sets (`set_color`, `colors`) and a
  token's colour. Mana symbols are not words (`add_mana`, costs) and a card's name never changes,
  even when it contains a colour word ("Crni Vitez").
* source type words: landwalk keywords (Šumski ↔ Šuma), source subtypes in statics and
  effects (`subtype`, `subtypes`), and "Promeni [tip izvora]" (`enchant`).
* creature type words: creature subtypes named in abilities (`subtype` filters, the types of the
  tokens an ability creates, D19.63 — an unnamed token is named after them when it is created),
  and a token's own creature types, which its creating effect wrote (D19.64).

Only the text of the object itself changes: abilities other effects grant it are applied in a
later level and are never rewritten (D19.62). Values are kept in the card format's encoding:
colour letters (Ž P C R Z), source and creature types as words.
"""

from __future__ import annotations

import dataclasses
from collections.abc import Callable
from typing import Any

from izvori.engine.carddef import (
    LANDWALK,
    PROTECTION,
    Effect,
    Keyword,
    Params,
    StaticAbility,
    TargetSpec,
    TriggeredAbility,
)
from izvori.engine.mana import BASIC_SOURCE_TYPE, COLOR_WORDS, SOURCE_TYPE_COLOR, Color

#: The kinds of words a text-changing effect replaces (the card format's `words:`).
WORD_KINDS = ("color", "source_type", "creature_type")
#: The creature types of the game (Gl. "Tip bića": "Spisak svih tipova bića"), as printed.
_CREATURE_TYPE_LIST = """
    Avet Aždaja Ajkula Ala Anđeo Banda Bauk Besomar Borac Vampir Varvarin Veštac Veštica Vila
    Vilenjak Vilinzmaj Vitez Vodenjak Vojnik Volšebnik Vuk Vukodlak German Golem Gromovnik
    Gušter Demon Div Drekavac Druid Duh Dušak Žrtva Zver Zloduh Zombi Zmaj Zmajolik Zmija
    Iluzija Imitator Insekt Kamenko Kit Krokodil Kraba Kurjak Lasica Leptirak Leptirica Lesnik
    Letilica Ljudožder Majmun Mačka Meduzoid Minotaur Mladunče Monah Mračnik Navi Najamnik
    Nekromanser Neman Nomad Oktopod Ork Orlav Otelovljenje Patuljak Pauk Pacov Ptica Pobunjenik
    Pošast Psihogen Psoglav Pegaz Pustinjak Ratnik Rusalka Sveštenik Senka Slon Skelet Stihija
    Snoviđenje Skaut Talason Trol Ubica Utvara Feniks Heroj Cvet Čarobnjak Čovek Šaman Šumar
"""
CREATURE_TYPES: tuple[str, ...] = tuple(_CREATURE_TYPE_LIST.split())
#: Every word of a kind a player may choose as the new word.
ALL_WORDS: dict[str, tuple[str, ...]] = {
    "color": tuple(c.value for c in COLOR_WORDS.values()),
    "source_type": tuple(BASIC_SOURCE_TYPE.values()),
    "creature_type": CREATURE_TYPES,
}
_PROTECTION_OF: dict[Color, Keyword] = {c: k for k, c in PROTECTION.items()}
_LANDWALK_OF: dict[str, Keyword] = {t: k for k, t in LANDWALK.items()}
#: Parameters that hold one colour letter, a list of them, or keywords.
_COLOR_KEYS = ("color", "not_color")

#: Rewrites a word of a kind: f(kind, word) -> word. Also used to collect the words present.
WordFn = Callable[[str, str], str]


def _subtype_kind(word: str) -> str:
    """A subtype word is a source type if it is one of the basic ones, else a creature type."""
    return "source_type" if word in SOURCE_TYPE_COLOR else "creature_type"


def _keyword(f: WordFn, kw: Keyword) -> Keyword:
    if kw in PROTECTION:
        return _PROTECTION_OF[Color(f("color", PROTECTION[kw].value))]
    if kw in LANDWALK:
        return _LANDWALK_OF[f("source_type", LANDWALK[kw])]
    return kw


def _params(params: Params, f: WordFn) -> Params:
    out: list[tuple[str, Any]] = []
    changed = False
    for k, v in params:
        new = v
        if k in _COLOR_KEYS and isinstance(v, str):
            new = f("color", v)
        elif k == "colors":
            new = tuple(f("color", x) for x in v)
        elif k == "keywords":
            new = tuple(_keyword(f, Keyword(x)).value for x in v)
        elif k == "subtype" and isinstance(v, str):
            new = f(_subtype_kind(v), v)
        elif k == "subtypes":
            new = tuple(f(_subtype_kind(x), x) for x in v)
        changed = changed or new != v
        out.append((k, new))
    return tuple(out) if changed else params


def _effects(effects: tuple[Effect, ...], f: WordFn) -> tuple[Effect, ...]:
    out = tuple(e if (p := _params(e.params, f)) is e.params else Effect(e.op, p) for e in effects)
    return effects if all(a is b for a, b in zip(out, effects, strict=True)) else out


def _targets(targets: tuple[TargetSpec, ...], f: WordFn) -> tuple[TargetSpec, ...]:
    out = tuple(
        t if (p := _params(t.filters, f)) is t.filters else dataclasses.replace(t, filters=p)
        for t in targets
    )
    return targets if all(a is b for a, b in zip(out, targets, strict=True)) else out


def _rewrite(ab: Any, f: WordFn) -> Any:
    if isinstance(ab, StaticAbility):
        p = _params(ab.params, f)
        return ab if p is ab.params else dataclasses.replace(ab, params=p)
    changes: dict[str, Any] = {}
    effects = _effects(ab.effects, f)
    if effects is not ab.effects:
        changes["effects"] = effects
    targets = _targets(ab.targets, f)
    if targets is not ab.targets:
        changes["targets"] = targets
    if isinstance(ab, TriggeredAbility):
        cond = _params(ab.condition, f)
        if cond is not ab.condition:
            changes["condition"] = cond
    return dataclasses.replace(ab, **changes) if changes else ab


_MEMO: dict[tuple[int, str, str, str], tuple[Any, Any]] = {}


def _rewrite_memo(ab: Any, words: str, old: str, new: str) -> Any:
    """Rewritten abilities are shared, so the same text change gives the same objects."""
    key = (id(ab), words, old, new)
    hit = _MEMO.get(key)
    if hit is not None and hit[0] is ab:
        return hit[1]
    out = _rewrite(ab, _replacer(words, old, new))
    _MEMO[key] = (ab, out)
    return out


def _replacer(words: str, old: str, new: str) -> WordFn:
    def f(kind: str, word: str) -> str:
        return new if kind == words and word == old else word

    return f


def change_text(c: dict[str, Any], words: str, old: str, new: str) -> None:
    """Apply "replace every `old` word of this kind with `new`" to computed values `c`."""
    f = _replacer(words, old, new)
    c["keywords"] = {_keyword(f, k) for k in c["keywords"]}
    c["activated"] = tuple(_rewrite_memo(a, words, old, new) for a in c["activated"])
    c["triggered"] = tuple(_rewrite_memo(a, words, old, new) for a in c["triggered"])
    c["statics"] = tuple(_rewrite_memo(a, words, old, new) for a in c["statics"])
    c["enchant"] = tuple(f(_subtype_kind(w), w) if w[:1].isupper() else w for w in c["enchant"])
    if c.get("token") and words == "creature_type":
        # D19.64: a token's type comes from its creating effect's text; its name stays (B15.10)
        c["subtypes"] = [f("creature_type", s) for s in c["subtypes"]]


def words_in_text(c: dict[str, Any], words: str) -> list[str]:
    """The words of a kind that `c`'s text uses as such, in a stable order (D19.61)."""
    found: list[str] = []

    def collect(kind: str, word: str) -> str:
        if kind == words and word not in found:
            found.append(word)
        return word

    for k in sorted(c["keywords"]):
        _keyword(collect, k)
    for ab in (*c["activated"], *c["triggered"], *c["statics"]):
        _rewrite(ab, collect)
    for w in c["enchant"]:
        if w[:1].isupper():
            collect(_subtype_kind(w), w)
    if c.get("token"):
        for s in c["subtypes"]:
            collect("creature_type", s)
    if words == "color":
        order = ALL_WORDS["color"]
        return sorted(found, key=order.index)
    return found


def word_label(words: str, word: str) -> str:
    """A word as players read it: colours by name (žuta), types as they are."""
    if words == "color":
        return next(n for n, c in COLOR_WORDS.items() if c.value == word)
    return word


def word_code(words: str, label: str) -> str:
    """The card format's encoding of a word players chose (a colour's letter)."""
    return COLOR_WORDS[label].value if words == "color" else label
