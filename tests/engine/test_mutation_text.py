"""Text-changing effects (izvori/engine/text.py, D19.60–D19.64) on the words of an ability's
targets, of the keywords an effect grants and of the colours an effect sets.

Written for the mutants of text.py that the rules scenarios let through (docs/mutation.md).
"""

from __future__ import annotations

from positions import played

from izvori.engine.decisions import Action
from izvori.engine.objects import Zone
from izvori.scenario.table import card_pool, obj

#: Probni Lovac: "@: Uništi odabrano zeleno biće." and "@: Odabrano biće dobija Anti-Zeleno i
#: postaje zeleno do kraja poteza."; Probna Promena Reči makes its "zelena" "crvena" for good
HUNTER = """
name: Promena reči
rules: [D19.60, D19.61]
cards:
  - name: Probni Lovac
    cost: "2"
    type: Artefakt
    text: "@: Uništi odabrano zeleno biće. @: Odabrano biće dobija Anti-Zeleno i postaje zeleno."
    abilities:
      - activated:
          cost: {tap: true}
          targets: [{kind: creature, color: zelena}]
          effects: [{destroy: {what: target}}]
      - activated:
          cost: {tap: true}
          targets: [{kind: creature}]
          effects:
            - grant: {what: target, keywords: [Anti-Zeleno]}
            - set_color: {what: target, color: zelena}
  - name: Probna Promena Reči
    cost: "0"
    type: Iznenađenje
    text: "U tekstu odabranog permanenta reč „zelena” postaje „crvena”."
    targets: [{kind: permanent}]
    effects:
      - change_text: {words: color, from: zelena, to: crvena}
setup:
  active: Ana
  step: glavna1
  players:
    - name: Ana
      hand: [Probna Promena Reči]
      play: [Probni Lovac]
      library: [Grom]
    - name: Boris
      play: [Mladi Vuk, Kavgadžija, Vulkanski Gušter]
script:
  - {cast: Probna Promena Reči, targets: [Probni Lovac]}
  - {pass: Boris}
  - {pass: Ana}
"""


def test_d19_61_a_colour_word_in_an_abilitys_target_is_changed() -> None:
    """D19.61: after "zelena" became "crvena" in Probni Lovac's text, its first ability targets
    a red creature (Vulkanski Gušter), no longer a green one (Mladi Vuk)."""
    pool = card_pool()
    game = played(pool, HUNTER)
    lovac = obj(game, "Probni Lovac", Zone.PLAY)
    game.submit(Action("activate", lovac, 0))
    d = game.pending
    assert d is not None and d.prompt == "cast.targets"
    assert obj(game, "Vulkanski Gušter", Zone.PLAY) in d.options
    assert obj(game, "Mladi Vuk", Zone.PLAY) not in d.options


def test_d19_61_the_keyword_and_the_colour_an_effect_gives_are_changed() -> None:
    """D19.61: the second ability now gives Anti-Crveno and makes the creature red; its target
    has no colour word, so it is left as it was (any creature)."""
    pool = card_pool()
    game = played(pool, HUNTER)
    lovac = obj(game, "Probni Lovac", Zone.PLAY)
    first, second = game.chars(lovac).activated
    assert dict(first.targets[0].filters).get("color") == "R"
    assert dict(second.effects[0].params)["keywords"] == ("Anti-Crveno",)
    assert dict(second.effects[1].params)["color"] == "R"
    assert second.targets is game.objects[lovac].card.activated[1].targets
