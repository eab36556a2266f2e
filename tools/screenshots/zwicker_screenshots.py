"""Screenshots of the Zwicker table for people to look at (not a test).

    python tools/screenshots/zwicker_screenshots.py [--out screenshots/] [--seed 5]

Writes zwicker.png (four seats, a capture chosen among several; the README picture),
zwicker2.png (heads-up, the human choosing a capture), zwicker_joker.png (the joker value
picker), zwicker8.png (eight seats, two packs, mid-game, cards in flight),
zwicker8_choice.png and zwicker_score.png (the scoreboard) at 1920x1080.
"""

from __future__ import annotations

import argparse
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))  # tools/, for toolkit
import toolkit  # noqa: E402

toolkit.headless()

import pygame  # noqa: E402

from game.app.app import App  # noqa: E402
from game.app.cli import Config  # noqa: E402
from game.app.games import table_for  # noqa: E402
from game.app.screens.menu import MenuScene  # noqa: E402
from game.app.session import Session  # noqa: E402
from game.rules.zwicker import Capture, Zwicker  # noqa: E402


def start(app: App, session: Session):
    table = table_for(app, session)
    app.scenes.reset(MenuScene(app), table)
    app.scenes.apply_pending()
    return table


def run(app: App, until, frames: int = 30000) -> None:
    for _ in range(frames):
        if until():
            return
        app.step([])
    raise RuntimeError("condition never met")


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--out", default="screenshots")
    parser.add_argument("--seed", type=int, default=5)
    parser.add_argument("--lang", default="en", choices=("en", "de"))
    args = parser.parse_args()
    out = Path(args.out)
    out.mkdir(parents=True, exist_ok=True)
    app = App(Config(size=(1920, 1080), fast=True, lang=args.lang))
    app.start()

    # heads-up: the human holds a card with several captures and has selected it
    session = Session.quick("zwicker", 2, humans=1, seed=args.seed)
    session.match.state = Zwicker.arranged(["KS JK 5D 3C", "9C 2H 4S 6D"],
                                           "10D 4C 5H 5S 9H+3H", turn=0,
                                           stock="7D 8C 9D 10S", piles=["AS 7S", "2D"],
                                           zwicks=[1, 0])
    session.match.state.names = tuple(session.match.names)
    table = start(app, session)
    run(app, table.human_to_act)
    table.chooser.select(next(s for s in table.perspective_hand() if s.card.text == "KS"))
    app.step([])
    app.save_screenshot(str(out / "zwicker2.png"))
    table.chooser.select(next(s for s in table.perspective_hand() if s.card.text == "JK"))
    app.step([])
    app.save_screenshot(str(out / "zwicker_joker.png"))

    # eight seats, two packs, mid-game with cards in flight
    app.settings.animation_speed = "normal"
    app.settings.think_time = 0.1
    session = Session.quick("zwicker", 8, humans=1, seed=args.seed)
    table = start(app, session)

    def mid_game() -> bool:
        if table.human_to_act():
            table.perform(table.state.legal_actions()[0])
        return len(table.state.history) >= 30 and any(s.moving for s in table.layer.all())

    run(app, mid_game)
    app.save_screenshot(str(out / "zwicker8.png"))
    run(app, lambda: table.human_to_act())
    legal = table.state.legal_actions()
    first = next((a for a in legal if isinstance(a, Capture)), legal[0])
    table.chooser.select(table.animation.hand_sprite(0, first.card))
    app.step([])
    app.save_screenshot(str(out / "zwicker8_choice.png"))

    # four seats: the human has a card with several captures selected (README picture)
    app.settings.animation_speed = "instant"
    app.settings.think_time = 0.0
    session = Session.quick("zwicker", 4, humans=1, seed=args.seed)
    session.match.state = Zwicker.arranged(
        ["KS 8D 2C 10H", "4S 5C 6D 7C", "3S 8S 9S 10S", "JS QS 2D 3H"],
        "9C 5H 3D 2S 7H+4D", turn=0, stock="7D 8C 9D 4H 5D 6S KC KH JC JD QH",
        piles=["AS 7S 6H 6C", "AH", "QD QC KD", ""], zwicks=[1, 0, 0, 0])
    session.match.state.names = tuple(session.match.names)
    table = start(app, session)
    run(app, table.human_to_act)
    table.chooser.select(next(s for s in table.perspective_hand() if s.card.text == "KS"))
    table.chooser.cycle(1)
    for _ in range(3):
        app.step([])
    app.save_screenshot(str(out / "zwicker.png"))

    session = Session.quick("zwicker", 4, humans=0, seed=args.seed)
    table = start(app, session)
    run(app, lambda: app.scenes.top is not table and table.state.is_over)
    for _ in range(3):
        app.step([])
    app.save_screenshot(str(out / "zwicker_score.png"))
    pygame.quit()
    print("written to", out)
    return 0


if __name__ == "__main__":
    sys.exit(main())
