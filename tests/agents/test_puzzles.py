"""Issue 14 item 8: the AI puzzles as regression tests (tests/puzzles, `izvori puzzle`)."""

from __future__ import annotations

from pathlib import Path

import pytest

from izvori.engine.decisions import PASS, Action, shared_action
from izvori.scenario.table import card_pool, setup
from izvori.tools.puzzles import EXPECT_KEYS, judge, run_puzzle

PUZZLES = sorted((Path(__file__).parents[1] / "puzzles").glob("*.yaml"))
#: puzzles where the heuristic's first plan is wrong and only the search finds the right one
#: (its candidates are complete plays: the card with its target, X and mode). Since session 28
#: `lako` plans the four it had (bounce, kicker, divided damage, a sacrifice cost) itself.
SEARCH_ONLY: frozenset[str] = frozenset()


#: puzzles never seen that levels still fail (docs/ai.md "Not done"): asserted failing, so a
#: fix shows here and the entry is taken out. Session 29 fixed round E's nine, session 30
#: round G's nine and 14 of round H's 16, session 31 the last two of round H and round I's
#: ten, session 32 all of rounds L to O but one, session 33 all of rounds R to W but one
#: and all of rounds X and Y but five.
ALL = {"lako", "srednje", "tesko"}
OPEN: dict[str, set[str]] = {
    # Round O (session 32): `lako` sacrifices the Vodenjak, but the search doesn't bring the
    # Navi back at all. In one world of twelve the pass wins by the horizon (the five
    # sources left open pay a card Ana draws), and that world outweighs the rest. In the
    # others the evaluation rates the Ledeni Div's sacrifice 200 points above the
    # Vodenjak's: there the Vodenjak trades with his Kavgadžija, and the clock term gives a
    # side with no creature ten turns. A fault of the evaluation's weights
    # (benchmarks/eval_fit.py), not changed without a strength run.
    "navi-suvoduha-zrtvuje-malo": {"srednje", "tesko"},
    # Round AI (session 35), the same fault: `lako` sacrifices Neupokojena (she comes back
    # by herself, `abilities.sacrifice_cost`), but in one world of twelve passing wins by the
    # horizon, and that world's outcome outweighs the rest; the search passes.
    "navi-zrtvuju-neupokojenu-a-ne-razbojnika": {"srednje", "tesko"},
    # Round AA (session 34): his shown Dodir Smrti comes in his next turn; our one Ometanje
    # is kept for it, not spent on his Gladne Zmije now. `lako` keeps it (and the mana for
    # it through our turn); the search's horizon ends with our turn, before the Dodir, and
    # its evaluation doesn't read his shown hand, so the counter now scores higher there.
    "ometanje-ceka-dodir-smrti-ne-gladne-zmije": {"srednje", "tesko"},
    # Round AE: the two mana for Noćni Vampir's regeneration kept through his turn, where
    # losing it to his Stihija's block loses the game a turn later. `lako` keeps them; the
    # search's horizon ends with his turn, before that loss, where the Zmije look better.
    "nocni-vampir-ceka-dve-mane-za-regeneraciju": {"srednje", "tesko"},
    # Round Z: Kroćenje Kerbera on his Besomar, not his Pauk. Since `lako` answers a steal
    # of its shooter by shooting first (`_last_shot`), his Besomar kills our Pegaz in answer
    # and no target wins; the search's rollouts see that and take the Pauk. The puzzle
    # assumes he doesn't answer; `lako` still chooses as it says.
    "krocenje-na-besomara-ne-na-pauka": {"srednje", "tesko"},
    # Rounds AB to AE (session 34), open:
    # - Donosilac Nade ("košta 6 manje ako imaš 35 života ili manje") before the Isisavanje
    #   whose life would make it dear: no level weighs a cost that our own play changes.
    "donosilac-nade-pre-isisavanja-dok-je-jeftin": ALL,
    # - Dvorana Tišine first, so that his Skrivanje (shown once, in his odlagalište) costs
    #   more than his sources: no level guesses a second copy of a card he has shown.
    "dvorana-tisine-pre-napada-protiv-skrivanja": ALL,
    # - Jednakost on his attacking Bazilisk before blocks, so its "uništi to biće" never
    #   triggers and our blockers kill it: `lako` has no trick that makes a block good. Tried
    #   in session 34 and left out: the view doesn't show that a creature lost its triggered
    #   abilities (only power, toughness and keywords), so the block after it isn't planned.
    "jednakost-na-baziliska-pre-blokova": {"lako"},
    # Round AG (session 35): Prevrtljivi Um on his Pakosnik ("Ostala crna bića dobijaju
    # -10/-10"), "crna" rewritten so that our black Grobočuvarka is 20/20 again and its
    # unblockable attack wins: `lako` rewrites colour words in protection only, not in a
    # lord's text (`_protection_swap`); the search finds it.
    "prevrtljivi-um-okrece-pakosnika-na-plavu": {"lako"},
    # Round AH: Kletva Krvi on his Lažni Vođa, whose pump by the type it chose ("izabrani
    # tip", Vojnik) goes with it, so that our first-striking Vitez Tame kills the Kavgadžija
    # it blocks: a static whose creatures are chosen as it enters is not read
    # (`abilities.static_reach`), so no level sees the lord's death undo the pump.
    "kletva-krvi-na-laznog-vodju-vitez-tame-dovrsava-kavgadziju": ALL,
    # Round AH: Čarobnjak Magle taps one of his two first-striking Vitezi before our Glineni
    # Divljan's forced attack (E1.20), so the gang block that kills it can't be made:
    # `lako` taps a blocker only where that makes our attack lethal (`_deny_blocker`), not
    # where it saves an attacker the rules make attack; the search finds it.
    "carobnjak-magle-aktivira-viteza-jer-divljan-mora-da-napada": {"lako"},
    # Round AM: Neprolazna Vila alone blocks both first strikers and the Ratnik (it dies to
    # the first strikers' 50, the Ratnik stays blocked and deals nothing, C11.23), and the
    # Kavgadžija doesn't block: the block planner gives the Ratnik its own blocker, so both
    # die for the same 10 through. No level weighs a blocker spent for nothing.
    "neprolazna-vila-prima-oba-jurisnika-i-ratnika-kavgadzija-ne-blokira": ALL,
    # Round AM: Vatrene Strele with X = 2 on a blocker, the rest for Kroćenje Kerbera on his
    # Anđeo: `lako` plans a steal or a removal for lethal one at a time (`steal_for_lethal`,
    # `_paired_for_lethal` pairs two removals, not a steal and a removal); the search finds it.
    "vatrene-strele-x-dva-i-krocenje-kerbera-na-andjela": {"lako"},
}


@pytest.mark.parametrize("level", ["lako", "srednje", "tesko"])
@pytest.mark.parametrize("path", PUZZLES, ids=lambda p: p.stem)
def test_each_level_solves(path: Path, level: str) -> None:
    out = run_puzzle(path, card_pool(), level)
    if level == "lako" and path.stem in SEARCH_ONLY:
        assert not out.passed  # the heuristic alone aims at the wrong target: search is needed
        return
    if level in OPEN.get(path.stem, ()):
        assert not out.passed  # a known weakness (OPEN): solved now? take it out of OPEN
        return
    assert out.passed, out.problem


def test_puzzles_tell_agents_apart() -> None:
    """The random agent fails some: the puzzles are not passed by any answer."""
    pool = card_pool()
    failed = [p.stem for p in PUZZLES if not run_puzzle(p, pool, "nasumicno").passed]
    assert len(PUZZLES) >= 6
    assert failed


def test_bad_puzzle_is_one_serbian_line(tmp_path: Path) -> None:
    bad = tmp_path / "los.yaml"
    bad.write_text("name: los\ncomputer: Niko\nuntil: attackers\nsetup:\n  players: []\n")
    out = run_puzzle(bad, card_pool(), "lako")
    assert not out.passed and "\n" not in out.problem and "Traceback" not in out.problem


def test_a_misspelt_expectation_is_refused_with_its_line(tmp_path: Path) -> None:
    """A key under `expect:` that asks nothing would let any answer pass: refused, with the
    file, the line and the keys allowed."""
    bad = tmp_path / "tipfeler.yaml"
    bad.write_text(
        "name: tipfeler\ncomputer: Ana\nuntil: priority\nexpect:\n  passes: true\n"
        "  nevr_casts: [Grom]\nsetup:\n  active: Ana\n  step: glavna1\n  players:\n"
        "    - name: Ana\n    - name: Boris\n",
        encoding="utf-8",
    )
    out = run_puzzle(bad, card_pool(), "lako")
    assert not out.passed
    assert out.problem.startswith(f"{bad}:6: ") and "nevr_casts" in out.problem
    assert all(key in out.problem for key in EXPECT_KEYS)


def test_the_decking_expectations_judge_answers() -> None:
    """`x_at_most`, `declines` and `never_casts` (the puzzles about not decking itself)."""
    game = setup(card_pool(), "players:\n  - name: Ana\n    hand: [Grom]\n  - name: Boris\n")
    grom = next(o for o in game.players[0].hand)
    cast = shared_action("cast", grom)
    assert judge(game, "number", 3, {"x_at_most": 2}) is not None
    assert judge(game, "number", 2, {"x_at_most": 2}) is None
    assert judge(game, "yes_no", True, {"declines": True}) is not None
    assert judge(game, "yes_no", False, {"declines": True}) is None
    assert judge(game, "priority", cast, {"never_casts": ["Grom"]}) is not None
    assert judge(game, "priority", cast, {"never_casts": ["Magične Reči"]}) is None
    assert judge(game, "priority", PASS, {"never_casts": ["Grom"]}) is None


def test_a_puzzle_given_to_the_scenario_runner_says_which_command_runs_it() -> None:
    """`izvori scenario` on a puzzle file: one line naming the puzzle command, not "unknown
    key computer" (issue 14 §8: runnable with `izvori scenario` or the puzzle command)."""
    from izvori.scenario.runner import run_file

    path = PUZZLES[0]
    out = run_file(path, card_pool())
    assert not out.passed
    assert "izvori zagonetka" in out.message and str(path) in out.message
    assert "\n" not in out.message


def test_one_blocker_on_several_and_a_choice_are_judged() -> None:
    """Round G's helper could not write these (session 30): a blocker that blocks two
    attackers (C10.25) as a list under `blocks_include`, and `chooses` for a choice among
    cards (Imitator's copy)."""
    game = setup(
        card_pool(),
        "players:\n  - name: Ana\n    play: [Severnjak]\n"
        "  - name: Boris\n    play: [Mladi Vuk, Kameni Golem]\n",
    )
    ids = {o.card.name: o.id for o in game.objects.values()}
    wall, wolf, golem = ids["Severnjak"], ids["Mladi Vuk"], ids["Kameni Golem"]
    both = {"blocks_include": {"Severnjak": ["Mladi Vuk", "Kameni Golem"]}}
    assert judge(game, "blockers", [[wall, wolf], [wall, golem]], both) is None
    assert judge(game, "blockers", [[wall, wolf]], both) is not None
    assert judge(game, "choose_some", [golem], {"chooses": ["Kameni Golem"]}) is None
    assert judge(game, "choose_some", [wolf], {"chooses": ["Kameni Golem"]}) is not None
    assert judge(game, "choose_one", golem, {"chooses": ["Kameni Golem"]}) is None


def test_an_attacker_or_blocker_named_is_a_creature_not_a_source() -> None:
    """Round U's helper found a puzzle failing every level (session 33): "Noćna Avet" under
    `blocks_include` named Ana's Noćna Avet played as a source (B12.71), not Boris's
    attacker. Attackers and blockers are creatures in play."""
    game = setup(
        card_pool(),
        "players:\n  - name: Ana\n    play: [{card: Noćna Avet, as_source: true}, Kavgadžija]\n"
        "  - name: Boris\n    play: [Noćna Avet]\n",
    )
    creature = next(o.id for o in game.objects.values() if o.controller == 1)
    wall = next(o.id for o in game.objects.values() if o.card.name == "Kavgadžija")
    expect = {"blocks_include": {"Kavgadžija": "Noćna Avet"}}
    assert judge(game, "blockers", [[wall, creature]], expect) is None
    assert judge(game, "attackers", [creature], {"attack_includes": ["Noćna Avet"]}) is None


def test_casts_takes_a_name_or_a_list_of_names() -> None:
    """Round W's helper wrote `casts: [Refleksi Pume]` (session 33): compared with the name
    as a list, every level failed. A list names the cards any of which will do."""
    game = setup(
        card_pool(),
        "players:\n  - name: Ana\n    hand: [Grom, Oluja]\n"
        "    play: [{card: Gorski Razbojnik, as_source: true}]\n  - name: Boris\n",
    )
    grom = next(o.id for o in game.objects.values() if o.card.name == "Grom")
    cast = Action("cast", grom)
    assert judge(game, "priority", cast, {"casts": "Grom"}) is None
    assert judge(game, "priority", cast, {"casts": ["Grom"]}) is None
    assert judge(game, "priority", cast, {"casts": ["Oluja", "Grom"]}) is None
    assert judge(game, "priority", cast, {"casts": ["Oluja"]}) is not None


def test_a_declaration_the_setup_has_made_is_refused_with_its_line(tmp_path: Path) -> None:
    """Rounds U and V's helpers (session 33): a setup at the computer's own declare-attackers
    step has its attack declared already (none, without `combat:`), so `until: attackers`
    judged the next turn's. The runner says so, at `until`'s line, and what to do."""
    bad = tmp_path / "kasno.yaml"
    bad.write_text(
        "name: Kasno\ndescription: x\ncomputer: Ana\nuntil: attackers\nexpect: {}\n"
        "setup:\n  active: Ana\n  step: napadači\n  players:\n"
        "    - name: Ana\n      play: [Kavgadžija]\n    - name: Boris\n",
        encoding="utf-8",
    )
    out = run_puzzle(bad, card_pool(), "lako")
    assert not out.passed
    assert out.problem.startswith(f"{bad}:4: ") and "početak_borbe" in out.problem


def test_a_word_choice_is_judged_by_the_word() -> None:
    """`chooses` took card names only, so a puzzle could not expect a creature type or a
    colour (round I's helper dropped one, session 31). A word the decision offers is now the
    answer itself: Preobražaj Roda asks which creature type of Kapetan Straže's text to
    change (D19.61)."""
    game = setup(
        card_pool(),
        "stack:\n  - {spell: Preobražaj Roda, controller: Ana, targets: [Kapetan Straže]}\n"
        "players:\n  - name: Ana\n    play: [Kapetan Straže]\n"
        "    library: [Severnjak]\n  - name: Boris\n    library: [Severnjak]\n",
    )
    while game.pending is not None and game.pending.kind.value == "priority":
        game.submit(PASS)
    assert game.pending is not None and game.pending.prompt == "resolve.change_text_from"
    assert "Vojnik" in game.pending.options
    assert judge(game, "choose_one", "Vojnik", {"chooses": ["Vojnik"]}) is None
    wrong = judge(game, "choose_one", "Čovek", {"chooses": ["Vojnik"]})
    assert wrong is not None and "Vojnik" in wrong


def test_a_wrong_player_or_decision_kind_names_what_is_allowed(tmp_path: Path) -> None:
    """Before, `computer: Ema` or `until: napad` failed as "neispravna zagonetka" with an
    English exception text; now the line and the choices, in Serbian."""
    base = (
        "name: x\ncomputer: {who}\nuntil: {kind}\nexpect:\n  passes: true\nsetup:\n"
        "  active: Ana\n  step: glavna1\n  players:\n    - name: Ana\n    - name: Boris\n"
    )
    bad = tmp_path / "x.yaml"
    bad.write_text(base.format(who="Ema", kind="priority"), encoding="utf-8")
    out = run_puzzle(bad, card_pool(), "lako")
    assert out.problem.startswith(f"{bad}:2: ") and "Ana, Boris" in out.problem
    bad.write_text(base.format(who="Ana", kind="napad"), encoding="utf-8")
    out = run_puzzle(bad, card_pool(), "lako")
    assert out.problem.startswith(f"{bad}:3: ") and "attackers" in out.problem
