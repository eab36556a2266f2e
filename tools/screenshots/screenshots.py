"""Render a screenshot of every scene headless, for people to look at (not a test).

    python tools/screenshots/screenshots.py [--out screenshots/] [--lang en|de] [--seed N]
    python tools/screenshots/screenshots.py --game zwicker [--game toffpoker]

With no ``--game`` it writes the scenes every game shares — the first start (its
question and the menu offering a lesson), menu, setup, settings, the lesson list and
each lesson's coach, the replay viewer over each game's fullest table and the replay
list (and the menu in the other language) — and then every game's table shots; with
``--game ID`` only those games' table shots. PNG files at 1920x1080.

A game's table shots:

- Stortok: the rules help, a 4-seat table mid-game (the human to act, the focus on a
  legal card), pause, a refused card with the engine's reason, the scoreboard, a 5-seat
  table with cards in flight and the hot-seat hand-off.
- Toff-Poker: a 3-seat table during a selection and during bidding, a 6-seat table
  while bidding, a reveal in flight, the scoreboard and the rules help.
- Zwicker: ``zwicker.png`` (four seats, a capture chosen among several; the README
  picture), heads-up with a capture to choose, the joker value picker, eight seats with
  two packs mid-game in flight and a capture chosen, and the scoreboard.
- A game without shots of its own here: its rules help, a 3-seat table mid-game and
  its scoreboard.

``--seed`` deals every table from that seed; without it each game keeps the seed its
pictures were made with (11; Zwicker 5).
"""

from __future__ import annotations

import argparse
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))  # tools/, for toolkit
import toolkit  # noqa: E402

toolkit.headless()

import pygame  # noqa: E402

from game.ai import make_player  # noqa: E402
from game.app.app import App  # noqa: E402
from game.app.cli import Config  # noqa: E402
from game.app.games import playable, table_for  # noqa: E402
from game.app.kit.cards_view import CardSprite  # noqa: E402
from game.app.screens.handoff import HandoffScene  # noqa: E402
from game.app.screens.help import HelpScene  # noqa: E402
from game.app.screens.pause import PauseScene  # noqa: E402
from game.app.screens.settings import SettingsScene  # noqa: E402
from game.app.screens.setup import SetupScene  # noqa: E402
from game.app.session import Seat, Session  # noqa: E402
from game.app.table.scene import TableScene  # noqa: E402
from game.app.table.scoreboard import ScoreboardScene  # noqa: E402
from game.rules import GAMES  # noqa: E402
from game.rules.zwicker import Capture, Zwicker  # noqa: E402

#: The seed each game's pictures were made with (when ``--seed`` is not given).
DEFAULT_SEED = 11
SEEDS = {"zwicker": 5}


def card_sprite(table: TableScene, text: str) -> CardSprite:
    """The card ``text`` of the hand shown."""
    return next(s for s in table.hands.perspective_hand() if s.card.text == text)


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
            table.perform(table.model.state.legal_actions()[0])
        elif top is table and table.driver.reading():      # a result held for reading: go on
            table.driver.done_reading()
        app.step([])
    raise RuntimeError("the condition was never met")


def table_scene(app: App, session: Session) -> TableScene:
    from game.app.screens.menu import MenuScene

    table = table_for(app.services, session)
    app.scenes.reset(MenuScene(app.services), table)
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
            table.perform(table.policy.lesson.scripted_move(table.model.state)
                          or table.model.state.legal_actions()[0])
        app.step([])
    raise RuntimeError(f"the coach never said {step_id}")


#: the coach step shot of each lesson (any other lesson: its first step)
LESSON_STEPS = {"toffpoker": "raise", "zwicker": "choose"}


def shoot_lessons(app: App, out: Path) -> None:
    """The lesson list and a coach step of every lesson whose table exists."""
    from game.app.games import playable
    from game.app.lessons import all_lessons, find
    from game.app.screens.lessons import LessonListScene

    app.scenes.reset(app.scenes.scenes[0], LessonListScene(app.services))
    shoot(app, out, "lessons")
    app.nav.open_lesson(find("stortok"), resume=False)
    settle(app, 1)
    table = app.scenes.top
    reach_step(app, table, "trick_complete")
    shoot(app, out, "lesson_trick")          # the complete trick still lies there
    reach_step(app, table, "low_trump")
    shoot(app, out, "lesson")
    hand = table.hands.perspective_hand()
    play = table.presenter.play_card
    play(next(s for s in hand if s.card.text == "6S"))   # refused by the engine
    play(next(s for s in hand if s.card.text == "KH"))   # legal, off the lesson
    shoot(app, out, "lesson_pointer")
    for lesson in all_lessons():
        if lesson.id == "stortok" or lesson.game not in playable():
            continue                       # Stortok's lesson is shot step by step above
        app.nav.open_lesson(lesson, resume=False)
        settle(app, 1)
        reach_step(app, app.scenes.top, LESSON_STEPS.get(lesson.id, lesson.steps[0].id))
        shoot(app, out, f"lesson_{lesson.id}")


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
        viewer = ReplayScene(app.services, GameRecord.of(session.state), session.seats)
        app.scenes.reset(app.scenes.scenes[0], viewer)
        viewer.toggle_reveal()
        viewer.jump(2 * players)
        shoot(app, out, f"replay_{game}")
    app.scenes.reset(app.scenes.scenes[0], ReplayListScene(app.services))
    shoot(app, out, "replays")


def shoot_stortok(app: App, out: Path, seed: int) -> None:
    """Stortok's table: mid-game, pause, a refused card, scoreboard, five seats, hand-off."""
    app.scenes.push(HelpScene(app.services, "stortok"))
    shoot(app, out, "rules")
    app.scenes.pop()

    # a table in the middle of a 4-player game, the human to act
    table = table_scene(app, Session.quick("stortok", 4, humans=1, seed=seed))

    def mixed_choice() -> bool:
        """The human to act with some cards that beat and some that do not."""
        if len(table.model.state.history) < 8 or not table.human_to_act():
            return False
        plays = {getattr(a, "card", None) for a in table.model.state.legal_actions()}
        hand = table.model.state.hand(table.model.state.current_player)
        return 0 < len(plays & set(hand)) < len(hand)

    play_humans(app, table, mixed_choice)
    table.input.keyboard_focus = True
    legal_cards = {getattr(a, "card", None) for a in table.model.state.legal_actions()}
    table.input.focus = next(i for i, s in enumerate(table.hands.perspective_hand())
                             if s.card in legal_cards)
    shoot(app, out, "table")
    app.scenes.push(PauseScene(app.services, table))
    shoot(app, out, "pause")
    app.scenes.pop()
    settle(app)
    # try an illegal card to show the engine's reason
    legal = {getattr(a, "card", None) for a in table.model.state.legal_actions()}
    refused = next((s for s in table.hands.perspective_hand() if s.card not in legal), None)
    if refused is not None:
        table.presenter.play_card(refused)
        shoot(app, out, "table_refused")
    play_humans(app, table, lambda: isinstance(app.scenes.top, ScoreboardScene))
    shoot(app, out, "scoreboard")

    # five players, mid-animation
    table = table_scene(app, Session.quick("stortok", 5, humans=1, seed=seed + 1))
    play_humans(app, table, lambda: len(table.model.state.history) >= 14 and table.human_to_act())
    shoot(app, out, "table5")

    # hot seat: two humans, the hand-off overlay
    seats = [Seat("Anna", True), Seat("Bert", True), Seat("Carla", False)]
    table = table_scene(app, Session("stortok", seats, seed=seed))
    play_humans(app, table, lambda: isinstance(app.scenes.top, HandoffScene)
                and bool(table.model.state.history), max_frames=2000)
    shoot(app, out, "handoff")


def shoot_toffpoker(app: App, out: Path, seed: int) -> None:
    """Toff-Poker's table: selecting, bidding at three and six seats, a reveal in flight,
    the scoreboard and the rules help."""
    adviser = make_player("toffpoker", "normal", seed=1)
    table = table_scene(app, Session.quick("toffpoker", 3, humans=1, seed=seed))
    play_humans(app, table, lambda: table.human_to_act() and table.model.state.phase == "select")
    table.presenter.picking.picked = set(adviser.choose(table.model.state.view(0)).cards[:4])
    shoot(app, out, "toffpoker3_select")
    play_humans(app, table, lambda: table.human_to_act() and table.model.state.phase == "raise"
                and len(table.model.state.history) > 12)
    table.presenter.picking.picked = {table.model.state.pool(0)[-1]}
    shoot(app, out, "toffpoker3_bid")

    table = table_scene(app, Session.quick("toffpoker", 6, humans=1, seed=seed))
    play_humans(app, table, lambda: table.human_to_act() and table.model.state.phase == "raise"
                and table.model.state.pass_number == 2)
    shoot(app, out, "toffpoker6")

    app.settings.animation_speed = "normal"
    table = table_scene(app, Session.quick("toffpoker", 4, humans=0, seed=seed))
    play_humans(app, table, lambda: table.busy and table.model.state.phase == "open"
                and len(table.model.state.history) == 4 and table.tweens.pending > 0)
    for _ in range(8):
        app.step([])
    shoot(app, out, "toffpoker_reveal")
    app.settings.animation_speed = "instant"
    play_humans(app, table, lambda: isinstance(app.scenes.top, ScoreboardScene))
    shoot(app, out, "toffpoker_scoreboard")
    app.scenes.push(HelpScene(app.services, "toffpoker"))
    shoot(app, out, "toffpoker_rules")
    app.scenes.pop()


def run(app: App, until, frames: int = 30000) -> None:
    """Step the app (no one plays for the humans) until ``until()``."""
    for _ in range(frames):
        if until():
            return
        app.step([])
    raise RuntimeError("the condition was never met")


def snap(app: App, out: Path, name: str) -> None:
    """The frame as it is now (no frames settled first: cards stay in flight)."""
    path = out / f"{name}.png"
    app.save_screenshot(str(path))
    print(path)


def shoot_zwicker(app: App, out: Path, seed: int) -> None:
    """Zwicker's table: captures to choose heads-up, at four seats (the README picture)
    and at eight, the joker's value picker, cards in flight and the scoreboard."""
    # heads-up: the human holds a card with several captures and has selected it
    session = Session.quick("zwicker", 2, humans=1, seed=seed)
    session.match.state = Zwicker.arranged(["KS JK 5D 3C", "9C 2H 4S 6D"],
                                           "10D 4C 5H 5S 9H+3H", turn=0,
                                           stock="7D 8C 9D 10S", piles=["AS 7S", "2D"],
                                           zwicks=[1, 0])
    session.match.state.names = tuple(session.match.names)
    table = table_scene(app, session)
    run(app, table.human_to_act)
    table.presenter.chooser.select(card_sprite(table, "KS"))
    app.step([])
    snap(app, out, "zwicker2")
    table.presenter.chooser.select(card_sprite(table, "JK"))
    app.step([])
    snap(app, out, "zwicker_joker")

    # eight seats, two packs, mid-game with cards in flight
    app.settings.animation_speed = "normal"
    app.settings.think_time = 0.1
    table = table_scene(app, Session.quick("zwicker", 8, humans=1, seed=seed))

    def mid_game() -> bool:
        if table.human_to_act():
            table.perform(table.model.state.legal_actions()[0])
        return len(table.model.state.history) >= 30 and any(s.moving for s in table.layer.all())

    run(app, mid_game)
    snap(app, out, "zwicker8")
    run(app, lambda: table.human_to_act())
    legal = table.model.state.legal_actions()
    first = next((a for a in legal if isinstance(a, Capture)), legal[0])
    table.presenter.chooser.select(table.hands.in_hand(0, first.card))
    app.step([])
    snap(app, out, "zwicker8_choice")

    # four seats: the human has a card with several captures selected (README picture)
    app.settings.animation_speed = "instant"
    app.settings.think_time = 0.0
    session = Session.quick("zwicker", 4, humans=1, seed=seed)
    session.match.state = Zwicker.arranged(
        ["KS 8D 2C 10H", "4S 5C 6D 7C", "3S 8S 9S 10S", "JS QS 2D 3H"],
        "9C 5H 3D 2S 7H+4D", turn=0, stock="7D 8C 9D 4H 5D 6S KC KH JC JD QH",
        piles=["AS 7S 6H 6C", "AH", "QD QC KD", ""], zwicks=[1, 0, 0, 0])
    session.match.state.names = tuple(session.match.names)
    table = table_scene(app, session)
    run(app, table.human_to_act)
    table.presenter.chooser.select(card_sprite(table, "KS"))
    table.presenter.chooser.cycle(1)
    for _ in range(3):
        app.step([])
    snap(app, out, "zwicker")

    table = table_scene(app, Session.quick("zwicker", 4, humans=0, seed=seed))
    run(app, lambda: app.scenes.top is not table and table.model.state.is_over)
    for _ in range(3):
        app.step([])
    snap(app, out, "zwicker_score")


def shoot_any(app: App, out: Path, game: str, seed: int) -> None:
    """Any game without shots of its own: rules help, a table mid-game, the scoreboard."""
    app.scenes.push(HelpScene(app.services, game))
    shoot(app, out, f"{game}_rules")
    app.scenes.pop()
    players = max(GAMES[game].min_players, min(3, GAMES[game].max_players))
    table = table_scene(app, Session.quick(game, players, humans=1, seed=seed))
    play_humans(app, table, lambda: len(table.model.state.history) >= 2 * players
                and table.human_to_act())
    shoot(app, out, f"{game}_table")
    play_humans(app, table, lambda: isinstance(app.scenes.top, ScoreboardScene))
    shoot(app, out, f"{game}_scoreboard")


#: Each game's own table shots (a game not named here gets :func:`shoot_any`).
TABLE_SHOTS = {"stortok": shoot_stortok, "toffpoker": shoot_toffpoker,
               "zwicker": shoot_zwicker}


def shoot_shared(app: App, out: Path, seed: int) -> None:
    """The scenes every game shares, from the first start to the replay list."""
    shoot(app, out, "first_start")            # "Where do you play?"
    app.scenes.top.answer(None)               # no answer: the menu, offering a lesson
    shoot(app, out, "first_start_offer")
    app.nav.to_menu()                         # offered once: a later menu has no offer
    shoot(app, out, "menu")
    app.scenes.push(SetupScene(app.services))
    shoot(app, out, "setup")
    app.scenes.pop()
    app.scenes.push(SettingsScene(app.services))
    shoot(app, out, "settings")
    app.scenes.pop()
    shoot_lessons(app, out)
    shoot_replays(app, out, seed)


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--out", default="screenshots")
    parser.add_argument("--lang", default="en", choices=("en", "de"))
    parser.add_argument("--seed", type=int, default=None,
                        help="deal every table from this seed (default: each game's own)")
    parser.add_argument("--game", action="append", choices=sorted(playable()),
                        help="only this game's table shots (repeatable; default: every "
                             "scene and every game)")
    args = parser.parse_args()
    out = Path(args.out)
    out.mkdir(parents=True, exist_ok=True)
    app = App(Config(size=(1920, 1080), lang=args.lang, fast=True))
    app.start()
    everything = not args.game
    if everything:
        shoot_shared(app, out, DEFAULT_SEED if args.seed is None else args.seed)
    for game in args.game or sorted(playable()):
        seed = SEEDS.get(game, DEFAULT_SEED) if args.seed is None else args.seed
        shots = TABLE_SHOTS.get(game)
        if shots is None:
            shoot_any(app, out, game, seed)
        else:
            shots(app, out, seed)
    if everything:
        other = "de" if args.lang == "en" else "en"
        app.prefs.set_language(other)
        app.start()
        shoot(app, out, f"menu_{other}")
    pygame.quit()
    return 0


if __name__ == "__main__":
    sys.exit(main())
