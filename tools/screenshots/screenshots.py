"""Render a screenshot of every scene headless, for people to look at.

    python tools/screenshots/screenshots.py [--out screenshots/] [--lang en|de] [--seed 11]

Writes the first start (its question and the lesson offer), menu, setup, settings,
rules, table (mid-game, 4 and 5 players), pause, hand-off, scoreboard, the lesson list
and a lesson's coach, the replay viewer over each game's fullest table and the replay
list (and a German menu) as PNG files at 1920x1080.
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
from game.app.screens.handoff import HandoffScene  # noqa: E402
from game.app.screens.help import HelpScene  # noqa: E402
from game.app.screens.pause import PauseScene  # noqa: E402
from game.app.screens.settings import SettingsScene  # noqa: E402
from game.app.screens.setup import SetupScene  # noqa: E402
from game.app.session import Seat, Session  # noqa: E402
from game.app.table.scene import TableScene  # noqa: E402
from game.app.table.scoreboard import ScoreboardScene  # noqa: E402


def settle(app: App, frames: int = 3) -> None:
    for _ in range(frames):
        app.step([])


def shoot(app: App, out: Path, name: str) -> Path:
    settle(app)
    path = out / f"{name}.png"
    app.save_screenshot(str(path))
    print(path)
    return path


def play_humans(app: App, table: TableScene, until, max_frames: int = 20000) -> None:
    """Step the table; human seats play the first legal action when they are to act."""
    for _ in range(max_frames):
        if until():
            return
        top = app.scenes.top
        if isinstance(top, HandoffScene):
            top.confirm()
        elif top is table and table.human_to_act():
            table.perform(table.state.legal_actions()[0])
        elif top is table and table.reading():      # a result held for reading: go on
            table.done_reading()
        app.step([])
    raise RuntimeError("the condition was never met")


def table_scene(app: App, session: Session) -> TableScene:
    from game.app.screens.menu import MenuScene

    table = table_for(app, session)
    app.scenes.reset(MenuScene(app), table)
    app.scenes.apply_pending()
    return table


def reach_step(app: App, table: TableScene, step_id: str) -> None:
    """Play the lesson's moves until the coach says ``step_id``."""
    for _ in range(3000):
        shown = table.policy.shown_step
        if shown is not None and shown.step.id == step_id and (shown.waits or
                                                               table.human_to_act()):
            return
        if table.policy.coach_waiting:
            table.policy.coach_continue()
        elif table.human_to_act():
            table.perform(table.policy.lesson.scripted_move(table.state)
                          or table.state.legal_actions()[0])
        app.step([])
    raise RuntimeError(f"the coach never said {step_id}")


def shoot_lessons(app: App, out: Path) -> None:
    """The lesson list and a coach step of every lesson whose table exists."""
    from game.app.games import playable
    from game.app.lessons import find
    from game.app.screens.lessons import LessonListScene

    app.scenes.reset(app.scenes.scenes[0], LessonListScene(app))
    shoot(app, out, "lessons")
    app.nav.open_lesson(find("stortok"), resume=False)
    settle(app, 1)
    table = app.scenes.top
    reach_step(app, table, "trick_complete")
    shoot(app, out, "lesson_trick")          # the complete trick still lies there
    reach_step(app, table, "low_trump")
    shoot(app, out, "lesson")
    hand = table.perspective_hand()
    table.play_card(next(s for s in hand if s.card.text == "6S"))   # refused by the engine
    table.play_card(next(s for s in hand if s.card.text == "KH"))   # legal, off the lesson
    shoot(app, out, "lesson_pointer")
    for lesson_id, step_id in (("toffpoker", "raise"), ("zwicker", "choose")):
        if lesson_id in playable():
            app.nav.open_lesson(find(lesson_id), resume=False)
            settle(app, 1)
            reach_step(app, app.scenes.top, step_id)
            shoot(app, out, f"lesson_{lesson_id}")


def shoot_replays(app: App, out: Path, seed: int) -> None:
    """The replay viewer over every game's fullest table, all hands shown, a few moves in
    (its bar must cover none of the top seats' cards)."""
    import random

    from game.app.games import playable
    from game.app.screens.replay import ReplayListScene, ReplayScene
    from game.app.storage.records import GameRecord
    from game.rules import GAMES
    from game.rules.playout import random_playout

    for game in sorted(playable()):
        players = GAMES[game].max_players
        session = Session(game, [Seat(f"Seat {i + 1}", True) for i in range(players)],
                          seed=seed)
        random_playout(session.state, random.Random(seed))
        app.saves.save_replay(session)
        viewer = ReplayScene(app, GameRecord.of(session.state), session.seats)
        app.scenes.reset(app.scenes.scenes[0], viewer)
        viewer.toggle_reveal()
        viewer.jump(2 * players)
        shoot(app, out, f"replay_{game}")
    app.scenes.reset(app.scenes.scenes[0], ReplayListScene(app))
    shoot(app, out, "replays")


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
    shoot(app, out, "first_start")            # "Where do you play?"
    app.scenes.top.answer(None)               # no answer: on to the "Learn to play" offer
    shoot(app, out, "first_start_offer")
    app.scenes.pop()
    shoot(app, out, "menu")
    app.scenes.push(SetupScene(app))
    shoot(app, out, "setup")
    app.scenes.pop()
    app.scenes.push(SettingsScene(app))
    shoot(app, out, "settings")
    app.scenes.pop()
    app.scenes.push(HelpScene(app, "stortok"))
    shoot(app, out, "rules")
    app.scenes.pop()

    # a table in the middle of a 4-player game, the human to act
    table = table_scene(app, Session.quick("stortok", 4, humans=1, seed=args.seed))
    def mixed_choice() -> bool:
        """The human to act with some cards that beat and some that do not."""
        if len(table.state.history) < 8 or not table.human_to_act():
            return False
        plays = {getattr(a, "card", None) for a in table.state.legal_actions()}
        hand = table.state.hand(table.state.current_player)
        return 0 < len(plays & set(hand)) < len(hand)

    play_humans(app, table, mixed_choice)
    table.input.keyboard_focus = True
    legal_cards = {getattr(a, "card", None) for a in table.state.legal_actions()}
    table.input.focus = next(i for i, s in enumerate(table.perspective_hand())
                       if s.card in legal_cards)
    shoot(app, out, "table")
    app.scenes.push(PauseScene(app, table))
    shoot(app, out, "pause")
    app.scenes.pop()
    settle(app)
    # try an illegal card to show the engine's reason
    legal = {getattr(a, "card", None) for a in table.state.legal_actions()}
    refused = next((s for s in table.perspective_hand() if s.card not in legal), None)
    if refused is not None:
        table.play_card(refused)
        shoot(app, out, "table_refused")
    play_humans(app, table, lambda: isinstance(app.scenes.top, ScoreboardScene))
    shoot(app, out, "scoreboard")

    # five players, mid-animation
    table = table_scene(app, Session.quick("stortok", 5, humans=1, seed=args.seed + 1))
    play_humans(app, table, lambda: len(table.state.history) >= 14 and table.human_to_act())
    shoot(app, out, "table5")

    # hot seat: two humans, the hand-off overlay
    seats = [Seat("Anna", True), Seat("Bert", True), Seat("Carla", False)]
    table = table_scene(app, Session("stortok", seats, seed=args.seed))
    play_humans(app, table, lambda: isinstance(app.scenes.top, HandoffScene)
                and bool(table.state.history), max_frames=2000)
    shoot(app, out, "handoff")

    shoot_lessons(app, out)
    shoot_replays(app, out, args.seed)

    app.set_language("de" if args.lang == "en" else "en")
    app.start()
    shoot(app, out, "menu_" + ("de" if args.lang == "en" else "en"))
    pygame.quit()
    return 0


if __name__ == "__main__":
    sys.exit(main())
