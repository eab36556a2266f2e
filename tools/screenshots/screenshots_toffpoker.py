"""Screenshots of the Toff-Poker table, headless, for people to look at.

    python tools/screenshots/screenshots_toffpoker.py [--out screenshots/] [--lang en|de]
        [--seed 11]

Writes a 3-seat table during a selection and during bidding, a 6-seat table while
bidding, a reveal in flight, the scoreboard and the rules help, at 1920x1080.
"""

from __future__ import annotations

import argparse
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))  # tools/, for toolkit
import toolkit  # noqa: E402

toolkit.headless()

import pygame  # noqa: E402
from screenshots import play_humans, shoot, table_scene  # noqa: E402

from game.ai import make_player  # noqa: E402
from game.app.app import App  # noqa: E402
from game.app.cli import Config  # noqa: E402
from game.app.screens.help import HelpScene  # noqa: E402
from game.app.session import Session  # noqa: E402
from game.app.table.scoreboard import ScoreboardScene  # noqa: E402


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--out", default="screenshots")
    parser.add_argument("--lang", default="en", choices=("en", "de"))
    parser.add_argument("--seed", type=int, default=11)
    args = parser.parse_args()
    out = Path(args.out)
    out.mkdir(parents=True, exist_ok=True)
    app = App(Config(size=(1920, 1080), lang=args.lang, fast=True))
    app.start()
    adviser = make_player("toffpoker", "normal", seed=1)

    table = table_scene(app, Session.quick("toffpoker", 3, humans=1, seed=args.seed))
    play_humans(app, table, lambda: table.human_to_act() and table.state.phase == "select")
    table.picked = set(adviser.choose(table.state.view(0)).cards[:4])
    shoot(app, out, "toffpoker3_select")
    play_humans(app, table, lambda: table.human_to_act() and table.state.phase == "raise"
                and len(table.state.history) > 12)
    table.picked = {table.state.pool(0)[-1]}
    shoot(app, out, "toffpoker3_bid")

    table = table_scene(app, Session.quick("toffpoker", 6, humans=1, seed=args.seed))
    play_humans(app, table, lambda: table.human_to_act() and table.state.phase == "raise"
                and table.state.pass_number == 2)
    shoot(app, out, "toffpoker6")

    app.settings.animation_speed = "normal"
    table = table_scene(app, Session.quick("toffpoker", 4, humans=0, seed=args.seed))
    play_humans(app, table, lambda: table.busy and table.state.phase == "open"
                and len(table.state.history) == 4 and table.tweens.pending > 0)
    for _ in range(8):
        app.step([])
    shoot(app, out, "toffpoker_reveal")
    app.settings.animation_speed = "instant"
    play_humans(app, table, lambda: isinstance(app.scenes.top, ScoreboardScene))
    shoot(app, out, "toffpoker_scoreboard")
    app.scenes.push(HelpScene(app, "toffpoker"))
    shoot(app, out, "toffpoker_rules")
    pygame.quit()
    return 0


if __name__ == "__main__":
    sys.exit(main())
