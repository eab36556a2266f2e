"""UI fuzz: a seeded stream of random input through every scene (not a test itself).

    python tools/checks/fuzz_ui.py [--events 100000] [--seed 1] [--speed instant]

Mouse moves, clicks and drags at random positions, random keys and text, wheel turns,
window resizes, focus loss and quit requests (answered "no") go through the menu,
setup, settings, statistics, rules help, a table of every playable game mid-game (one
human, and hot-seat), the pause menu and the replay viewer. Checked all along: no
exception, every move any table applied is legal (a shadow game re-applies each one),
and after the storm every game still plays to its end. tests/test_fuzz.py runs a short
version of the same thing.
"""

from __future__ import annotations

import argparse
import random
import sys
import time
from collections.abc import Callable
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))  # tools/, for toolkit
import toolkit  # noqa: E402

toolkit.headless()

import pygame  # noqa: E402

from game.app.app import App  # noqa: E402
from game.app.cli import Config  # noqa: E402
from game.app.games import playable, table_for  # noqa: E402
from game.app.phones.hub import RemoteSeat  # noqa: E402
from game.app.screens.handoff import HandoffScene  # noqa: E402
from game.app.screens.help import HelpScene  # noqa: E402
from game.app.screens.menu import MenuScene  # noqa: E402
from game.app.screens.replay import ReplayListScene, ReplayScene  # noqa: E402
from game.app.screens.settings import SettingsScene  # noqa: E402
from game.app.screens.setup import SetupScene  # noqa: E402
from game.app.screens.statistics import StatisticsScene  # noqa: E402
from game.app.session import Seat, Session  # noqa: E402
from game.app.speech import Narrator, Recorder, install  # noqa: E402
from game.app.table.scene import TableScene  # noqa: E402
from game.rules import GameState, new_game  # noqa: E402
from game.rules.playout import random_playout  # noqa: E402

KEYS = [pygame.K_LEFT, pygame.K_RIGHT, pygame.K_UP, pygame.K_DOWN, pygame.K_RETURN,
        pygame.K_SPACE, pygame.K_ESCAPE, pygame.K_TAB, pygame.K_BACKSPACE, pygame.K_F1,
        pygame.K_F11, pygame.K_h, pygame.K_m, pygame.K_t, pygame.K_d, pygame.K_r,
        pygame.K_PAGEUP, pygame.K_PAGEDOWN, pygame.K_KP_ENTER, pygame.K_a, pygame.K_z,
        *range(pygame.K_0, pygame.K_9 + 1)]
SIZES = [(1024, 600), (1280, 720), (1920, 1080), (800, 600), (1600, 1000)]


class Fuzzer:
    """Feeds random events to an app and checks every table's moves with a shadow game."""

    def __init__(self, app: App, rng: random.Random) -> None:
        self.app = app
        self.rng = rng
        self.events = 0
        self.moves_checked = 0
        self.quits_refused = 0
        self._shadows: dict[int, tuple[GameState, GameState]] = {}
        self._held = False

    # --- random input --------------------------------------------------------------------

    def _pos(self) -> tuple[int, int]:
        w, h = self.app.window.get_size()
        return self.rng.randrange(-20, w + 20), self.rng.randrange(-20, h + 20)

    def random_events(self) -> list[pygame.event.Event]:
        rng = self.rng
        roll = rng.random()
        if roll < 0.30:
            buttons = (1, 0, 0) if self._held else (0, 0, 0)
            return [pygame.event.Event(pygame.MOUSEMOTION, pos=self._pos(), rel=(0, 0),
                                       buttons=buttons, touch=False)]
        if roll < 0.50:                       # a click, or a drag from here to there
            button = rng.choice((1, 1, 1, 2, 3))
            down = pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=self._pos(), button=button,
                                      touch=False)
            if rng.random() < 0.5:
                self._held = button == 1
                return [down]
            return [down, pygame.event.Event(pygame.MOUSEBUTTONUP, pos=down.pos,
                                             button=button, touch=False)]
        if roll < 0.56:
            self._held = False
            return [pygame.event.Event(pygame.MOUSEBUTTONUP, pos=self._pos(), button=1,
                                       touch=False)]
        if roll < 0.85:
            key = rng.choice(KEYS)
            char = chr(key) if 32 <= key < 127 else ""
            return [pygame.event.Event(pygame.KEYDOWN, key=key, mod=0, unicode=char,
                                       scancode=0),
                    pygame.event.Event(pygame.KEYUP, key=key, mod=0, unicode=char, scancode=0)]
        if roll < 0.90:
            text = rng.choice(["a", "Ü", "zz", "€", " ", "ß", "x" * 30])
            return [pygame.event.Event(pygame.TEXTINPUT, text=text)]
        if roll < 0.93:
            return [pygame.event.Event(pygame.MOUSEWHEEL, x=0, y=rng.choice((-1, 1)),
                                       flipped=False)]
        if roll < 0.95:
            return [pygame.event.Event(pygame.WINDOWFOCUSLOST),
                    pygame.event.Event(pygame.WINDOWFOCUSGAINED)]
        if roll < 0.97:
            return [pygame.event.Event(pygame.QUIT)]
        if self.app.settings.fullscreen:
            return [pygame.event.Event(pygame.KEYDOWN, key=pygame.K_F11, mod=0, unicode="",
                                       scancode=0)]
        size = rng.choice(SIZES)
        pygame.display.set_mode(size, pygame.RESIZABLE)
        return [pygame.event.Event(pygame.VIDEORESIZE, size=size, w=size[0], h=size[1])]

    def storm(self, count: int) -> None:
        """``count`` random events, a few per frame, checking after every frame."""
        while count > 0:
            batch: list[pygame.event.Event] = []
            for _ in range(self.rng.randint(1, 12)):
                batch += self.random_events()
            count -= len(batch)
            self.events += len(batch)
            self.app.step(batch)
            self.refuse_quit()
            self.check_tables()

    def refuse_quit(self) -> None:
        """A quit request (window close, Esc in the menu, the Quit button) answered "no"."""
        if not self.app.running:
            self.app.running = True
            self.quits_refused += 1
        if not self.app.scenes.scenes:
            self.app.scenes.reset(MenuScene(self.app.services))
            self.app.scenes.apply_pending()

    # --- checks --------------------------------------------------------------------------

    def live_tables(self) -> list[TableScene]:
        found = [s for s in self.app.scenes.scenes if isinstance(s, TableScene)]
        found += [s.table for s in self.app.scenes.scenes if isinstance(s, ReplayScene)]
        return found

    def check_tables(self) -> None:
        """Every move a table applied, re-applied to a shadow game: IllegalMove if any
        illegal move got through."""
        for table in self.live_tables():
            state = table.model.state
            entry = self._shadows.get(id(state))
            if entry is None or entry[0] is not state:
                lesson = getattr(table.policy, "lesson", None)
                if lesson is not None:          # a lesson's arranged deal: its own start
                    shadow = lesson.new_state(state.names)
                else:
                    shadow = new_game(state.name, state.names, seed=state.seed,
                                      deck=state.deck, dealer=state.dealer,
                                      options=state.options)
                entry = self._shadows[id(state)] = (state, shadow)
            shadow = entry[1]
            new = state.history[len(shadow.history):]
            for action in new:
                shadow.apply(action)
                self.moves_checked += 1
            if new:
                assert shadow == state, "the table's game differs from its shadow"

    # --- scenes to fuzz ------------------------------------------------------------------

    def open(self, *scenes: Any) -> None:
        self.app.scenes.reset(MenuScene(self.app.services), *scenes)
        self.app.step([])

    def table(self, game: str, humans: int, moves: int, seed: int) -> TableScene:
        """A table of ``game`` with ``moves`` already played (mid-game)."""
        players = min(4, max(3, humans + 1))
        from game.rules import GAMES

        info = GAMES[game]
        players = max(info.min_players, min(info.max_players, players))
        seats = [Seat(f"P{i + 1}", human=i < humans) for i in range(players)]
        table = table_for(self.app.services, Session(game, seats, seed=seed))
        self.open(table)
        self.drive(table, until=lambda: len(table.model.state.history) >= moves)
        return table

    def drive(self, table: TableScene, until: Callable[[], bool], frames: int = 20000
              ) -> TableScene:
        """Play on with legal moves (hand-offs confirmed, overlays closed, a table that was
        left continued from the autosave) until ``until()``; returns the table in use."""
        app = self.app
        for _ in range(frames):
            if until():
                return table
            top = app.scenes.top
            if table.model.state.is_over and not table.busy:      # (each game has its scoreboard)
                return table
            if isinstance(top, HandoffScene):
                top.confirm()
            elif top is table:
                seat = table.model.state.current_player
                phone = seat is not None and isinstance(table.driver.controllers.get(seat),
                                                        RemoteSeat)
                if table.human_to_act() or (phone and not table.busy):
                    table.perform(self.good_move(table))   # a phone's move, as if sent
                elif table.driver.reading():            # a result held for reading: go on
                    table.driver.done_reading()
            elif table in app.scenes.scenes:
                app.scenes.pop()
            else:                               # the storm quit to the menu: Continue
                from game.app.resume import resume_table

                again = resume_table(app.services)
                if again is None:               # it had ended (the storm saw it through)
                    assert table.model.state.is_over, "a game left mid-way can be continued"
                    return table
                self.open(again)
                table = again
            self.tick()
            self.check_tables()
        raise AssertionError("the game did not go on")

    def tick(self) -> None:
        """A frame without drawing (playing on needs no pictures)."""
        scenes = self.app.scenes
        scenes.apply_pending()
        if scenes.top is not None:
            scenes.top.update(1 / 60)
        scenes.apply_pending()

    def good_move(self, table: TableScene) -> Any:
        """A human's move as the normal computer player would choose it (random games of
        some games last very long)."""
        from game.app.session import make_computer

        state = table.model.state
        legal = state.legal_actions()
        try:
            choice = make_computer(state.name, "normal", self.rng.randrange(2**16)).choose(
                state.view(state.current_player))
        except ValueError:
            choice = None
        return choice if choice in legal else legal[self.rng.randrange(len(legal))]

    def finish(self, table: TableScene) -> None:
        table = self.drive(table, until=lambda: False)
        assert table.model.state.is_over, "the game reached its end"

    def replay_viewer(self, seed: int) -> None:
        game = sorted(playable())[seed % len(playable())]
        session = Session(game, [Seat("R1", True), Seat("R2", True), Seat("R3", True)],
                          seed=seed)
        random_playout(session.state, random.Random(seed))
        path = self.app.saves.save_replay(session)
        if path is None:                        # saving is off: show it straight
            from game.app.storage.records import GameRecord

            record = GameRecord.of(session.state)
            self.open(ReplayScene(self.app.services, record, session.seats))
        else:
            self.open(ReplayListScene(self.app.services))
            self.app.scenes.top.open(path)
            self.app.step([])


def run(events: int, seed: int, speed: str = "instant", report: bool = False) -> Fuzzer:
    """The whole tour: every scene gets about ``events / phases`` random events."""
    rng = random.Random(seed)
    app = App(Config(size=(1280, 720), fast=speed == "instant"))
    # F2 in the storm turns speech on: its words go to a recorder that says each at once
    # (a real voice speaks in wall-clock time, which the fuzz's frames run far ahead of;
    # the voices have their own tests)
    install(app, lambda a: Narrator(a, Recorder(), available=True))
    app.settings.animation_speed = speed
    app.start()
    fuzz = Fuzzer(app, rng)
    games = sorted(playable())
    phases: list[tuple[str, Callable[[], Any]]] = [
        ("menu", lambda: fuzz.open()),
        ("setup", lambda: fuzz.open(SetupScene(app.services))),
        ("settings", lambda: fuzz.open(SettingsScene(app.services))),
        ("statistics", lambda: fuzz.open(StatisticsScene(app.services))),
        ("help", lambda: fuzz.open(HelpScene(app.services, games[0]))),
        ("replay", lambda: fuzz.replay_viewer(seed)),
    ]
    for game in games:
        phases.append((f"{game} table", lambda g=game: fuzz.table(g, 1, 6, seed)))
        phases.append((f"{game} hot-seat", lambda g=game: fuzz.table(g, 2, 4, seed + 1)))
    share = max(1, events // len(phases))
    started = time.perf_counter()
    for name, make in phases:
        before = fuzz.events
        scene = make()
        fuzz.storm(share)
        if isinstance(scene, TableScene):
            tables = [t for t in fuzz.live_tables() if t.model.session is scene.model.session]
            if tables:
                fuzz.finish(tables[0])
            else:                                # left to the menu: continue and finish
                from game.app.resume import resume_table

                again = resume_table(app.services)
                if again is not None:
                    fuzz.open(again)
                    fuzz.finish(again)
        if report:
            print(f"{name:>20}: {fuzz.events - before:7,} events")
    if report:
        seconds = time.perf_counter() - started
        print(f"{fuzz.events:,} events, {fuzz.moves_checked:,} moves checked, "
              f"{fuzz.quits_refused:,} quit requests refused, {seconds:.0f} s, no exception")
    return fuzz


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--events", type=int, default=100_000)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--speed", default="instant",
                        choices=("instant", "fast", "normal", "slow"))
    args = parser.parse_args()
    run(args.events, args.seed, args.speed, report=True)
    pygame.quit()


if __name__ == "__main__":
    main()
