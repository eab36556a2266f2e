"""Command line: ``stammtisch [--game G --players N | --demo G] ...`` (from a checkout:
``python main.py ...``); messages name the program as it was started."""

from __future__ import annotations

import argparse
import errno
import os
import sys
from dataclasses import dataclass
from pathlib import Path

import game
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
    phones: int = 0                          # --phones N: human seats played from phones
    phone_host: str | None = None            # None: the LAN address of the default route
    phone_port: int = 0                      # 0: a free port
    speech: bool = False                     # --speech: speak (the setting, switched on)
    desktop: str | None = None               # --install-desktop / --uninstall-desktop


MAX_SIZE = (16384, 16384)
IMAGE_SUFFIXES = (".png", ".jpg", ".jpeg", ".bmp", ".tga")


def _size(text: str) -> tuple[int, int]:
    try:
        w, h = (int(part) for part in text.lower().split("x"))
    except ValueError:
        raise argparse.ArgumentTypeError(f"{text!r} is not a size like 1280x720") from None
    if w < 320 or h < 240:
        raise argparse.ArgumentTypeError("the window must be at least 320x240")
    if w > MAX_SIZE[0] or h > MAX_SIZE[1]:
        raise argparse.ArgumentTypeError(
            f"the window can be at most {MAX_SIZE[0]}x{MAX_SIZE[1]}, not {text}")
    return w, h


_OS_REASONS = {errno.ENAMETOOLONG: "the name is too long",
               errno.ENOTDIR: "a part of the path is a file, not a folder",
               errno.EEXIST: "a part of the path is a file, not a folder",
               errno.EACCES: "no permission to write there",
               errno.EPERM: "no permission to write there",
               errno.EROFS: "the disk is read-only"}


def screenshot_problem(path: str) -> str | None:
    """Why a screenshot could not be written to ``path`` (None if it can). Checked
    before anything runs, by creating the file (and its folder) and removing it again."""
    if not path.strip():
        return "--screenshot needs a file name"
    target = Path(path)
    folder = path.endswith(("/", os.sep)) or _is_dir(target)
    if target.suffix.lower() not in IMAGE_SUFFIXES and not folder:
        return (f"--screenshot {path!r}: the name must end in one of "
                f"{', '.join(IMAGE_SUFFIXES)}")
    try:
        if folder:
            return f"--screenshot {path!r} is a folder; give a file name like out.png"
        if any(parent.exists() and not parent.is_dir() for parent in target.parents):
            raise NotADirectoryError(errno.ENOTDIR, "not a directory")
        existed = target.exists()
        target.parent.mkdir(parents=True, exist_ok=True)
        with open(target, "ab"):
            pass
        if not existed:
            target.unlink(missing_ok=True)
    except OSError as problem:
        reason = _OS_REASONS.get(problem.errno or 0, problem.strerror or str(problem))
        return f"cannot write the screenshot {path!r}: {reason}"
    return None


def _is_dir(target: Path) -> bool:
    try:
        return target.is_dir()
    except OSError:
        return False


def ai_levels() -> tuple[str, ...]:
    """The computer strengths that exist (read from ``game.ai.LEVELS``)."""
    try:
        from game.ai import LEVELS
    except ImportError:
        return ()
    return tuple(LEVELS)


def program_name() -> str:
    """The program as it was started: ``stammtisch`` (the installed command or the
    frozen app) or ``main.py`` (a checkout)."""
    return os.path.basename(sys.argv[0]) if sys.argv and sys.argv[0] else "stammtisch"


def data_note() -> str:
    """Where the player's data is kept, for ``--help``: the folder this run would use."""
    from game.app.storage.paths import data_dir

    return ("Saved games, settings, statistics and replays are kept in\n"
            f"  {data_dir()}\n(set STAMMTISCH_HOME to keep them in another folder).")


def build_parser() -> argparse.ArgumentParser:
    parser = argparse.ArgumentParser(
        prog=program_name(), description="Stammtisch: card games for the couch.",
        epilog=data_note(), formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--version", action="version", version=f"%(prog)s {game.__version__}")
    parser.add_argument("--game", help="go straight to a table: " + ", ".join(sorted(GAMES)))
    parser.add_argument("--players", type=int, help="number of seats")
    parser.add_argument("--humans", type=int, help="human seats (default 1 with --game)")
    levels = ai_levels()
    parser.add_argument("--level", help="computer strength with --game/--demo: "
                        + ", ".join(levels) + (" (default normal)" if "normal" in levels
                                               else ""))
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
    parser.add_argument("--phones", type=int, metavar="N",
                        help="with --game: N human seats play from phones (QR codes on the TV)")
    parser.add_argument("--phone-host", metavar="ADDR",
                        help="address the phone server binds (default: the LAN address)")
    parser.add_argument("--phone-port", type=int, metavar="PORT",
                        help="port of the phone server (default: a free one)")
    parser.add_argument("--speech", action="store_true",
                        help="speak events, focus and menus (the Speech setting; F2 toggles)")
    desktop = parser.add_mutually_exclusive_group()
    desktop.add_argument("--install-desktop", dest="desktop", action="store_const",
                         const="install", help="add Stammtisch to the desktop's menus "
                         "(launcher entry and icons in ~/.local/share) and quit")
    desktop.add_argument("--uninstall-desktop", dest="desktop", action="store_const",
                         const="uninstall", help="remove it from the menus again and quit")
    parser.add_argument("--max-frames", type=int, help=argparse.SUPPRESS)
    return parser


def parse(argv: list[str] | None = None, tables: frozenset[str] = frozenset()) -> Config:
    """Parse and check the arguments; problems exit with code 2 and a message."""
    parser = build_parser()
    args = parser.parse_args(argv)
    game = args.demo if args.demo is not None else args.game
    if (args.resume or args.replay) and game is not None:
        parser.error("--continue and --replay cannot be combined with --game or --demo")
    if args.demo is not None and args.game is not None and args.demo != args.game:
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
    elif args.level is not None:
        parser.error("--level needs --game or --demo")
    level = args.level if args.level is not None else "normal"
    levels = ai_levels()
    if game is not None and levels and level not in levels:
        parser.error(f"unknown computer strength {level!r}; choose one of {', '.join(levels)}")
    if args.screenshot is not None:
        problem = screenshot_problem(args.screenshot)
        if problem:
            parser.error(problem)
    humans = 0 if args.demo else (args.humans if args.humans is not None else 1)
    phones = args.phones or 0
    if args.phones is not None and (args.game is None or args.demo is not None):
        parser.error("--phones needs --game (and no --demo)")
    if players is not None and not 0 <= phones <= players:
        parser.error(f"--phones must be between 0 and {players}")
    humans = max(humans, phones)
    if players is not None and not 0 <= humans <= players:
        parser.error(f"--humans must be between 0 and {players}")
    if args.phone_port is not None and not 0 <= args.phone_port <= 65535:
        parser.error("--phone-port must be between 0 and 65535")
    return Config(game=game, players=players, humans=humans, level=level, seed=args.seed,
                  demo=args.demo is not None, exit_at_end=args.exit_at_end,
                  screenshot=args.screenshot, fast=args.fast, fullscreen=args.fullscreen,
                  size=args.size, lang=args.lang, max_frames=args.max_frames,
                  windowed=args.windowed, resume=args.resume, replay=args.replay,
                  phones=phones, phone_host=args.phone_host,
                  phone_port=args.phone_port or 0, speech=args.speech,
                  desktop=args.desktop)


def display_problem(config: Config) -> str | None:
    """A message if there is no screen to show the game on (None if there is one).

    Without a display SDL silently falls back to its invisible "offscreen" driver, and
    the game would run unseen forever. Bounded runs (``--exit-at-end``, ``--max-frames``)
    may still run that way, e.g. to make screenshots; asking for a driver explicitly
    (``SDL_VIDEODRIVER``) is respected.
    """
    import pygame

    if os.environ.get("SDL_VIDEODRIVER"):
        return None
    try:
        pygame.display.init()
    except pygame.error as problem:
        return f"cannot open a window: {problem}"
    if pygame.display.get_driver() in ("offscreen", "dummy") and not (
            (config.exit_at_end and (config.demo or config.replay)) or config.max_frames):
        return ("no display found: start it in a graphical session (DISPLAY or "
                "WAYLAND_DISPLAY), or for a headless run set SDL_VIDEODRIVER=dummy")
    return None
