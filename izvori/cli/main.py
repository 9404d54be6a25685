"""The `izvori` command: igraj (default), simuliraj, scenario, proveri-karte, reprodukuj.

Help, usage and errors are Serbian (`izvori.cli.serbian`); each subcommand keeps its English
name as an alias (play, simulate, check-cards, replay) and each option its English spelling.

`izvori --nastavi [FILE]` (also `izvori play --nastavi [FILE]`) resumes a saved game: the save
is loaded and fully replayed here, before any screen opens, so a refused file is one clear
message on the terminal; then the TUI starts with `args.resume_path` / `args.resume_session`
set (see `prepare_resume`).

`izvori replay FILE` opens the replay viewer in the terminal (both hands visible, read-only);
with `--tekst`, or when the output is not a terminal, it prints the game as text.
"""

from __future__ import annotations

import argparse
import contextlib
import sys
from collections.abc import Callable
from pathlib import Path
from typing import TYPE_CHECKING

from izvori import __version__
from izvori.cli.serbian import SerbianArgumentParser
from izvori.limits import SEED_MAX, SEED_MIN
from izvori.safetext import clean
from izvori.strings import t

if TYPE_CHECKING:
    from izvori.agents.simulate import SimResult
    from izvori.engine.carddef import CardDef


def _cmd_simulate(args: argparse.Namespace) -> int:
    if getattr(args, "agents", None):  # issue 14: agent against agent
        from izvori.agents.arena_cli import main as arena_main

        return arena_main(args)
    if args.all_pairings or args.replay_check:
        return _cmd_soak(args)
    from izvori.agents.simulate import simulate
    from izvori.cards.library import LoadError, load_cards_or_raise, load_deck_by_name

    try:
        pool = load_cards_or_raise()
        decks = [load_deck_by_name(n, pool) for n in args.decks]
    except LoadError as e:
        print("\n".join(e.problems), file=sys.stderr)
        return 2
    res = simulate([d.cards for d in decks], args.games, args.seed, args.turn_cap)
    # --json: one object as the last line of stdout, whatever else is printed (issue 13).
    json_line = _summary_json_line(res) if args.json else None
    if res.failure is not None:
        from izvori.persist.crash import write_game_report

        fail = res.failure
        run = fail.run
        assert run.error is not None
        path = Path(args.out or f"izvori-simulate-greska-{fail.seed}.json")
        # The same replayable report as the soak's (docs/saves.md): `izvori replay` opens it.
        write_game_report(
            run.game,
            run.error,
            path,
            good_answers=run.good_answers,
            failing_answer=run.failing_answer,
            failing_player=run.failing_player,
        )
        print(fail.traceback, file=sys.stderr)
        print(
            t("cli.simulate_violation", game=fail.game, problem=fail.problem, path=path),
            file=sys.stderr,
        )
        if json_line is not None:
            print(json_line)
        return 1
    n = max(1, res.games)
    print(
        t(
            "cli.simulate_summary",
            games=res.games,
            answers=res.answers,
            seconds=res.seconds,
            gps=res.games / max(res.seconds, 1e-9),
            aps=res.answers / max(res.seconds, 1e-9),
            turns=sum(res.turns) / n,
            p0=res.wins[0],
            p1=res.wins[1],
            draws=res.draws,
            longest=max(res.turns, default=0),
            cap=args.turn_cap,
        )
    )
    if res.capped:
        print(t("cli.simulate_capped", count=res.capped, cap=args.turn_cap))
    if json_line is not None:
        print(json_line)
    return 0


def _summary_json_line(res: SimResult) -> str:
    import json

    from izvori.agents.simulate import summary_json

    return json.dumps(summary_json(res), ensure_ascii=False)


def _cmd_soak(args: argparse.Namespace) -> int:
    from izvori.cards.library import LoadError, deck_paths, load_cards_or_raise, load_deck_by_name
    from izvori.tools.soak import SoakResult, all_pairings, soak

    names = [p.stem for p in deck_paths()] if args.all_pairings else list(args.decks)
    try:
        pool = load_cards_or_raise()
        decks = {n: load_deck_by_name(n, pool).cards for n in dict.fromkeys(names)}
    except LoadError as e:
        print("\n".join(e.problems), file=sys.stderr)
        return 2
    pairings = all_pairings(sorted(decks)) if args.all_pairings else [(names[0], names[1])]

    def progress(r: SoakResult) -> None:
        if sys.stderr.isatty():
            print(f"\r{r.games}/{args.games}", end="", file=sys.stderr, flush=True)

    res = soak(
        decks,
        args.games,
        seed=args.seed,
        replay_check=args.replay_check,
        turn_cap=args.turn_cap,
        pairings=pairings,
        jobs=max(1, args.jobs),
        report_dir=Path(args.out) if args.out else Path.cwd(),
        progress=progress,
    )
    if sys.stderr.isatty():
        print(file=sys.stderr)
    for (a, b), st in res.pairings.items():
        print(
            t(
                "cli.soak_pairing",
                d0=a,
                d1=b,
                games=st.games,
                p0=st.wins[0],
                p1=st.wins[1],
                draws=st.draws,
                capped=st.capped,
            )
        )
    print(
        t(
            "cli.soak_summary",
            games=res.games,
            pairings=len(res.pairings),
            answers=res.answers,
            seconds=res.seconds,
            gps=res.games / max(res.seconds, 1e-9),
            checked=res.checked,
            failures=len(res.failures),
        )
    )
    for f in res.failures[:20]:
        print(f.traceback, file=sys.stderr)
        print(
            t(
                "cli.soak_failure",
                game=f.game,
                d0=f.pairing[0],
                d1=f.pairing[1],
                seed=f.seed,
                problem=f.problem,
            ),
            file=sys.stderr,
        )
        if f.report is not None:
            print(t("cli.soak_report", path=f.report), file=sys.stderr)
    return 1 if res.failures else 0


def _cmd_replay(args: argparse.Namespace) -> int:
    from izvori.persist.format import SaveError
    from izvori.persist.textreplay import load_for_replay, render_replay

    if not (args.text or args.all) and _in_terminal():
        return _replay_viewer(args)

    pool = _card_pool_for_saves()
    if pool is None:
        return 2
    try:
        data, warnings = load_for_replay(Path(args.file), pool)
    except SaveError as e:
        print(e.message, file=sys.stderr)
        return 2
    for warning in warnings:
        print(warning, file=sys.stderr)
    render_replay(data, pool, print, all_answers=args.all)
    return 0


def _in_terminal() -> bool:
    """Whether a person is at a terminal (else `izvori replay` prints text: `| less`, files)."""
    return sys.stdout.isatty() and sys.stdin.isatty()


def _replay_viewer(args: argparse.Namespace) -> int:
    """`izvori replay FILE` in a terminal: the TUI replay viewer (the file is read, checked
    and replayed before it opens; a refusal is one line on stderr)."""
    from izvori.persist.format import SaveError

    try:
        from izvori.tui.app import run_replay
        from izvori.tui.replay import load_tape
    except ImportError:
        print(t("cli.no_tui"))
        return 0
    pool = _card_pool_for_saves()
    if pool is None:
        return 2
    try:
        tape = load_tape(Path(args.file), pool)
    except SaveError as e:
        print(e.message, file=sys.stderr)
        return 2
    for warning in tape.warnings:
        print(warning, file=sys.stderr)
    return run_replay(tape)


def _card_pool_for_saves() -> dict[str, CardDef] | None:
    """The card pool a save is checked against; None after reporting broken card files."""
    from izvori.cards.library import LoadError, load_cards_or_raise

    try:
        return load_cards_or_raise()
    except LoadError as e:
        print(t("save.unreadable_cards"), file=sys.stderr)
        print("\n".join(e.problems), file=sys.stderr)
        return None


def prepare_resume(args: argparse.Namespace) -> int | None:
    """Resolve and load the save `--nastavi` asks for; an exit code if that is impossible.

    Sets `args.resume_path` (Path) and `args.resume_session` (a loaded
    `izvori.persist.SavedGame`, replayed to the saved state) for `run_app`; both are None when
    nothing is to be resumed.
    """
    args.resume_path = None
    args.resume_session = None
    wanted = getattr(args, "nastavi", None)
    if wanted is None:
        return None
    from izvori.persist import SavedGame, SaveError, latest_save, saves_dir

    path = Path(wanted) if wanted else latest_save()
    if path is None:
        print(t("save.none_to_resume", dir=saves_dir()), file=sys.stderr)
        return 1
    pool = _card_pool_for_saves()
    if pool is None:
        return 2
    try:
        session = SavedGame.open(path, pool)  # locked: a second process is refused
    except SaveError as e:
        print(e.message, file=sys.stderr)
        return 2
    for warning in session.warnings:
        print(warning, file=sys.stderr)
    if session.game.result is not None:
        print(t("save.already_finished", path=path), file=sys.stderr)
        return 1
    args.resume_path = path
    args.resume_session = session
    return None


def _cmd_scenario(args: argparse.Namespace) -> int:
    from izvori.scenario.runner import main as scenario_main

    return scenario_main(args.paths)


def _cmd_puzzle(args: argparse.Namespace) -> int:
    from izvori.tools.puzzles import main as puzzle_main

    return puzzle_main(args.paths, args.agent)


def _cmd_check(args: argparse.Namespace) -> int:
    from izvori.cards.check import main as check_main

    return check_main(args.paths)


def _cmd_play(args: argparse.Namespace) -> int:
    code = _names_problem(args) or prepare_resume(args)
    if code is not None:
        return code
    if args.resume_session is None and not _decks_found():
        return 2
    from izvori.collector import start_up_begins, start_up_done

    # no cycle collection until the first screen is painted; then what start-up loaded is
    # frozen out of the collector's full passes (izvori.collector, issue 11 item 6)
    start_up_begins()
    try:
        try:
            from izvori.tui.app import run_app
        except ImportError:
            print(t("cli.no_tui"))
            return 0
        from izvori.cli.opponents import AgentOpponents

        return run_app(args, AgentOpponents())  # issue 15: the TUI does not import the agents
    finally:
        # the app lets it go with its first frame; without the TUI, or after an app that
        # never painted, the collector must not stay off for the rest of the process
        start_up_done()


def _number(lo: int, hi: int) -> Callable[[str], int]:
    """An argparse type: ASCII digits only, within lo..hi (issue 12: strict numbers)."""

    def parse(text: str) -> int:
        from izvori.limits import parse_int

        try:
            return parse_int(text, lo, hi)
        except ValueError as e:
            raise argparse.ArgumentTypeError(clean(str(e))) from None

    return parse


def _safe_streams() -> None:
    """Any stdout/stderr encoding works: what it can't show is written as a \\x escape."""
    for stream in (sys.stdout, sys.stderr):
        reconfigure = getattr(stream, "reconfigure", None)
        if reconfigure is not None:
            with contextlib.suppress(Exception):
                reconfigure(errors="backslashreplace")


def _names_problem(args: argparse.Namespace) -> int | None:
    """`--names` that a save could not hold: one line on stderr before any screen opens."""
    from izvori.limits import player_name_problem

    for i, name in enumerate(getattr(args, "names", None) or ()):
        problem = player_name_problem(name)
        if problem is not None:
            print(clean(t("limits.player_name", number=i + 1, problem=problem)), file=sys.stderr)
            return 2
    return None


#: Subcommands: the Serbian name first, the English one kept as an alias (docs/glossary.md).
COMMANDS: dict[str, tuple[str, ...]] = {
    "igraj": ("play",),
    "simuliraj": ("simulate",),
    "scenario": (),
    "proveri-karte": ("check-cards",),
    "reprodukuj": ("replay",),
    "zagonetka": ("puzzle",),
}


def _decks_found() -> bool:
    """Whether any deck can be offered; if not, say where we looked (a game without decks
    cannot start, and the start screen must never open empty)."""
    from izvori.cards.decklist import list_decks, sources  # the deck files, not the card loader

    if list_decks().all:
        return True
    where = ", ".join(str(s.decks) for s in sources())
    print(t("err.no_decks_found", where=where), file=sys.stderr)
    return False


def build_parser() -> argparse.ArgumentParser:
    """The `izvori` command line, in Serbian; every English name and option still works."""
    parser = SerbianArgumentParser(prog="izvori", description=t("cli.description"))
    parser.add_argument(
        "--version",
        "--verzija",
        action="version",
        version=f"izvori {__version__}",
        help=t("cli.help_version"),
    )
    sub = parser.add_subparsers(
        dest="command", title=t("cli.argparse.commands"), metavar=t("cli.argparse.command_metavar")
    )

    def command(name: str, help_key: str) -> argparse.ArgumentParser:
        made: argparse.ArgumentParser = sub.add_parser(
            name, aliases=list(COMMANDS[name]), help=t(help_key), description=t(help_key)
        )
        return made

    sim = command("simuliraj", "cli.help_simulate")
    sim.add_argument(
        "--games", "--partije", dest="games", type=_number(1, 10**9), default=100, metavar="BROJ",
        help=t("cli.help_games"),
    )  # fmt: skip
    sim.add_argument(
        "--seed", "--seme", dest="seed", type=_number(0, 2**32 - 1), default=1, metavar="SEME",
        help=t("cli.help_seed"),
    )  # fmt: skip
    sim.add_argument(
        "--decks", "--spilovi", dest="decks", nargs=2, default=["demo-crvena", "demo-zelena"],
        metavar=("ŠPIL1", "ŠPIL2"), help=t("cli.help_sim_decks"),
    )  # fmt: skip
    sim.add_argument(
        "--turn-cap", "--granica-poteza", dest="turn_cap", type=_number(1, 10**6), default=200,
        metavar="BROJ", help=t("cli.help_turn_cap"),
    )  # fmt: skip
    sim.add_argument(
        "--out", "--izlaz", dest="out", default=None, metavar="PUTANJA", help=t("cli.help_out")
    )
    sim.add_argument(
        "--all-pairings", "--svi-parovi", dest="all_pairings", action="store_true",
        help=t("cli.help_all_pairings"),
    )  # fmt: skip
    sim.add_argument(
        "--replay-check", "--provera-snimka", dest="replay_check", type=_number(0, 10**9),
        default=0, metavar="K", help=t("cli.help_replay_check"),
    )  # fmt: skip
    sim.add_argument(
        "--jobs", "--procesi", dest="jobs", type=_number(1, 256), default=1, metavar="BROJ",
        help=t("cli.help_jobs"),
    )  # fmt: skip
    sim.add_argument("--json", action="store_true", help=t("cli.help_simulate_json"))
    # issue 14: --agents A B --think-ms N; the agents load only when a match is played
    sim.add_argument("--agents", nargs=2, metavar=("A", "B"), help=t("ai.cli.agents"))
    sim.add_argument(
        "--think-ms", "--razmisljanje-ms", dest="think_ms", type=_number(1, 60_000), default=None,
        metavar="MS", help=t("ai.cli.think_ms"),
    )  # fmt: skip
    sim.set_defaults(func=_cmd_simulate)
    sc = command("scenario", "cli.help_scenario")
    sc.add_argument("paths", nargs="+", metavar="PUTANJA", help=t("cli.help_scenario_paths"))
    sc.set_defaults(func=_cmd_scenario)
    pz = command("zagonetka", "ai.cli.puzzle")  # issue 14 item 8
    pz.add_argument("paths", nargs="+", metavar="PUTANJA", help=t("ai.cli.puzzle_paths"))
    pz.add_argument(
        "--agent", "--igrac", dest="agent", default="lako", metavar="IGRAČ", help=t("ai.cli.agent")
    )
    pz.set_defaults(func=_cmd_puzzle)
    ck = command("proveri-karte", "cli.help_check")
    ck.add_argument("paths", nargs="*", metavar="PUTANJA", help=t("cli.help_check_paths"))
    ck.set_defaults(func=_cmd_check)
    play = command("igraj", "cli.help_play")
    play.add_argument(
        "--names", "--imena", dest="names", nargs=2, metavar=("IME1", "IME2"),
        help=t("tui.cli.names"),
    )  # fmt: skip
    play.add_argument(
        "--decks", "--spilovi", dest="decks", nargs=2, metavar=("ŠPIL1", "ŠPIL2"),
        help=t("tui.cli.decks"),
    )  # fmt: skip
    play.add_argument(
        "--seed", "--seme", dest="seed", type=_number(SEED_MIN, SEED_MAX), default=None,
        metavar="SEME", help=t("tui.cli.seed"),
    )  # fmt: skip
    play.add_argument(
        "--first", "--prvi", dest="first", type=_number(1, 2), default=None,
        metavar="BROJ", help=t("tui.cli.first"),
    )  # fmt: skip
    _add_computer(play)
    _add_resume(play)
    play.set_defaults(func=_cmd_play)
    rp = command("reprodukuj", "cli.help_replay")
    rp.add_argument("file", metavar="FAJL", help=t("cli.help_replay_file"))
    rp.add_argument("--sve", dest="all", action="store_true", help=t("cli.help_replay_all"))
    rp.add_argument("--tekst", dest="text", action="store_true", help=t("tui.cli.replay_text"))
    rp.set_defaults(func=_cmd_replay)
    _add_resume(parser)
    return parser


def _add_computer(parser: argparse.ArgumentParser) -> None:
    """Issue 14: `izvori play --computer LEVEL` (the computer is the second player)."""
    from izvori.agents.levels import PLAYABLE

    parser.add_argument(
        "--computer",
        "--racunar",
        choices=PLAYABLE,
        default=None,
        metavar="NIVO",
        help=t("ai.cli.computer", levels=", ".join(PLAYABLE)),
    )


def _add_resume(parser: argparse.ArgumentParser) -> None:
    from izvori.persist.paths import saves_dir

    parser.add_argument(
        "--nastavi",
        nargs="?",
        const="",
        default=None,
        metavar="FAJL",
        help=t("cli.help_resume", dir=saves_dir()),
    )


def main(argv: list[str] | None = None) -> int:
    _safe_streams()
    parser = build_parser()
    args = parser.parse_args(argv)
    try:
        if args.command is None:
            return _cmd_play(args)
        code = int(args.func(args))
        sys.stdout.flush()  # a closed pipe shows here, not at exit's flush
        return code
    except BrokenPipeError:
        return _reader_left()


def _reader_left() -> int:
    """The program reading our output stopped (`izvori replay FILE | head`): stop quietly,
    as a command of the shell does, instead of a traceback. What is still buffered for stdout
    goes nowhere: Python would otherwise try to write it again at exit and print the error."""
    import os

    devnull = os.open(os.devnull, os.O_WRONLY)
    os.dup2(devnull, sys.stdout.fileno())
    return 141  # 128 + SIGPIPE, what the shell reports for a command stopped this way


if __name__ == "__main__":
    sys.exit(main())
