"""Command line: ``python main.py [--game G --players N | --demo G] ...``."""

from __future__ import annotations

import argparse
from dataclasses import dataclass

from game.rules import GAMES


@dataclass
class Config:
    game: str | None = None
    players: int | None = None
    humans: int = 1
    level: str = "normal"
    seed: int | None = None
    demo: bool = False
    exit_at_end: bool = False
    screenshot: str | None = None
    fast: bool = False
    fullscreen: bool = False
    size: tuple[int, int] | None = None      # None: the saved window size (or 1280x720)
    lang: str | None = None                  # None: the saved language
    max_frames: int | None = None
    windowed: bool = False
    resume: bool = False                     # --continue: the autosaved game
    replay: str | None = None                # --replay FILE


def _size(text: str) -> tuple[int, int]:
    try:
        w, h = (int(part) for part in text.lower().split("x"))
    except ValueError:
        raise argparse.ArgumentTypeError(f"{text!r} is not a size like 1280x720") from None
    if w < 320 or h < 240:
        raise argparse.ArgumentTypeError("the window must be at least 320x240")
    return w, h


def build_parser() -> argparse.ArgumentParser:
    parser = argparse.ArgumentParser(
        prog="main.py", description="Stammtisch: card games for the couch.")
    parser.add_argument("--game", help="go straight to a table: " + ", ".join(sorted(GAMES)))
    parser.add_argument("--players", type=int, help="number of seats")
    parser.add_argument("--humans", type=int, help="human seats (default 1 with --game)")
    parser.add_argument("--level", default="normal", help="computer strength (easy, normal…)")
    parser.add_argument("--seed", type=int, help="shuffle seed (a replayable deal)")
    parser.add_argument("--demo", metavar="GAME", help="computer players only, animated")
    parser.add_argument("--exit-at-end", action="store_true",
                        help="quit when the game is over")
    parser.add_argument("--screenshot", metavar="PATH", help="save the last frame as PNG")
    parser.add_argument("--fast", action="store_true",
                        help="instant animations and no pauses")
    window = parser.add_mutually_exclusive_group()
    window.add_argument("--windowed", action="store_true", help="open in a window (default)")
    window.add_argument("--fullscreen", action="store_true", help="open fullscreen")
    parser.add_argument("--size", type=_size, help="window size, WxH (default: as last time)")
    parser.add_argument("--lang", choices=("de", "en"), help="language (default: as last time)")
    start = parser.add_mutually_exclusive_group()
    start.add_argument("--continue", dest="resume", action="store_true",
                       help="continue the autosaved game")
    start.add_argument("--replay", metavar="FILE", help="watch a recorded game")
    parser.add_argument("--max-frames", type=int, help=argparse.SUPPRESS)
    return parser


def parse(argv: list[str] | None = None, tables: frozenset[str] = frozenset()) -> Config:
    """Parse and check the arguments; problems exit with code 2 and a message."""
    parser = build_parser()
    args = parser.parse_args(argv)
    game = args.demo or args.game
    if (args.resume or args.replay) and (args.demo or args.game):
        parser.error("--continue and --replay cannot be combined with --game or --demo")
    if args.demo and args.game and args.demo != args.game:
        parser.error("--demo and --game name different games")
    if game is not None:
        if game not in GAMES:
            parser.error(f"unknown game {game!r}; choose one of {', '.join(sorted(GAMES))}")
        if game not in tables:
            parser.error(f"the {GAMES[game].title} table is not built yet; "
                         f"playable now: {', '.join(sorted(tables))}")
    players = args.players
    if game is not None:
        info = GAMES[game]
        if players is None:
            players = max(info.min_players, min(info.max_players, 4))
        if not info.min_players <= players <= info.max_players:
            parser.error(f"{info.title} is for {info.min_players}-{info.max_players} players, "
                         f"not {players}")
    elif args.players is not None or args.humans is not None:
        parser.error("--players and --humans need --game or --demo")
    humans = 0 if args.demo else (args.humans if args.humans is not None else 1)
    if players is not None and not 0 <= humans <= players:
        parser.error(f"--humans must be between 0 and {players}")
    return Config(game=game, players=players, humans=humans, level=args.level, seed=args.seed,
                  demo=bool(args.demo), exit_at_end=args.exit_at_end,
                  screenshot=args.screenshot, fast=args.fast, fullscreen=args.fullscreen,
                  size=args.size, lang=args.lang, max_frames=args.max_frames,
                  windowed=args.windowed, resume=args.resume, replay=args.replay)
