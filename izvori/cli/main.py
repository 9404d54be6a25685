"""The `izvori` command: play (default), simulate, scenario, check-cards."""

from __future__ import annotations

import argparse
import json
import sys
from pathlib import Path

from izvori.strings import t


def _cmd_simulate(args: argparse.Namespace) -> int:
    from izvori.agents.simulate import simulate
    from izvori.cards.library import LoadError, load_cards_or_raise, load_deck_by_name
    from izvori.engine.record import game_record

    try:
        pool = load_cards_or_raise()
        decks = [load_deck_by_name(n, pool) for n in args.decks]
    except LoadError as e:
        print("\n".join(e.problems), file=sys.stderr)
        return 2
    res = simulate([d.cards for d in decks], args.games, args.seed, args.turn_cap)
    if res.failure is not None:
        game = res.failure.pop("game_obj")
        path = Path(args.out or f"izvori-simulate-greska-{res.failure['seed']}.json")
        record = game_record(game) if game is not None else {}
        record["failure"] = {k: v for k, v in res.failure.items()}
        path.write_text(json.dumps(record, ensure_ascii=False, indent=1), encoding="utf-8")
        print(res.failure["traceback"], file=sys.stderr)
        print(
            t(
                "cli.simulate_violation",
                game=res.failure["game"],
                problem=res.failure["problem"],
                path=path,
            ),
            file=sys.stderr,
        )
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
    return 0


def _cmd_scenario(args: argparse.Namespace) -> int:
    from izvori.scenario.runner import main as scenario_main

    return scenario_main(args.paths)


def _cmd_check(args: argparse.Namespace) -> int:
    from izvori.cards.check import main as check_main

    return check_main(args.paths)


def _cmd_play(args: argparse.Namespace) -> int:
    try:
        from izvori.tui.app import run_app
    except ImportError:
        print(t("cli.no_tui"))
        return 0
    return run_app(args)


def build_parser() -> argparse.ArgumentParser:
    parser = argparse.ArgumentParser(prog="izvori", description=t("cli.description"))
    sub = parser.add_subparsers(dest="command")
    sim = sub.add_parser("simulate", help=t("cli.help_simulate"))
    sim.add_argument("--games", type=int, default=100)
    sim.add_argument("--seed", type=int, default=1)
    sim.add_argument("--decks", nargs=2, default=["demo-crvena", "demo-zelena"])
    sim.add_argument("--turn-cap", type=int, default=200)
    sim.add_argument("--out", default=None)
    sim.set_defaults(func=_cmd_simulate)
    sc = sub.add_parser("scenario", help=t("cli.help_scenario"))
    sc.add_argument("paths", nargs="+")
    sc.set_defaults(func=_cmd_scenario)
    ck = sub.add_parser("check-cards", help=t("cli.help_check"))
    ck.add_argument("paths", nargs="*")
    ck.set_defaults(func=_cmd_check)
    play = sub.add_parser("play", help=t("cli.help_play"))
    play.add_argument("--names", nargs=2, metavar=("IME1", "IME2"), help=t("tui.cli.names"))
    play.add_argument("--decks", nargs=2, metavar=("ŠPIL1", "ŠPIL2"), help=t("tui.cli.decks"))
    play.add_argument("--seed", type=int, default=None, help=t("tui.cli.seed"))
    play.add_argument("--first", type=int, choices=(1, 2), default=None, help=t("tui.cli.first"))
    play.set_defaults(func=_cmd_play)
    return parser


def main(argv: list[str] | None = None) -> int:
    parser = build_parser()
    args = parser.parse_args(argv)
    if args.command is None:
        return _cmd_play(args)
    return int(args.func(args))


if __name__ == "__main__":
    sys.exit(main())
