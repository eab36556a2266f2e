"""The one module that knows every screen: scenes ask it for the next one.

No scene module imports another scene module (that was a 17-module import cycle); a
scene says where to go — ``self.services.nav.open_setup()`` — and the navigator builds the
scene and changes the stack. Compare Tuxemon's state manager, which pushes states by
name from a registry.

With the App and ``launch.py`` it is the composition root: every scene it builds
receives the App's :class:`~game.app.services.Services` and nothing else of the App. It
knows the App only as a :class:`Host` (the services, and holding the files before phones
connect), so that the App may import it without an import cycle. Scenes see it as
:class:`~game.app.services.Navigation`, which passes a table as a scene: the navigator
checks that it is one (:func:`_table`).
"""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path
from typing import TYPE_CHECKING, Any, Protocol

import pygame

from game.app import i18n
from game.app.games import game_order, playable, table_for, ui_for
from game.app.lessons import Lesson
from game.app.lessons.start import lesson_table
from game.app.phones.hub import PhoneHub
from game.app.resume import resume_table
from game.app.screens.confirm import ConfirmScene
from game.app.screens.controls import ControlsScene
from game.app.screens.first_start import PlaceScene
from game.app.screens.handoff import HandoffScene
from game.app.screens.help import HelpScene
from game.app.screens.lessons import LessonDoneScene, LessonListScene
from game.app.screens.menu import MenuScene
from game.app.screens.pause import PauseScene
from game.app.screens.phones import PhonesScene
from game.app.screens.rate_offer import offer_rate_once
from game.app.screens.replay import ReplayListScene, ReplayScene
from game.app.screens.settings import SettingsScene
from game.app.screens.setup import SetupScene
from game.app.screens.speech_settings import SpeechSettingsScene
from game.app.screens.statistics import StatisticsScene
from game.app.session import Session
from game.app.shell.scene import Scene
from game.app.storage.records import GameRecord
from game.app.storage.service import StartError, read_replay
from game.app.table.policy import TablePolicy
from game.app.table.scene import TableScene

if TYPE_CHECKING:
    from game.app.services import Services
    from game.app.shell.stack import SceneStack, Staged


class Host(Protocol):
    """What the navigator needs of the App: the services it hands every scene (made
    after the navigator, which is one of them), and the files held before phones
    may connect."""

    @property
    def services(self) -> Services: ...
    def hold_files(self) -> None: ...


class Navigator:
    """Builds scenes and changes the app's scene stack (queued, between frames)."""

    def __init__(self, host: Host) -> None:
        self.host = host
        #: the phone seats' server of the match being played (None: no phone seats)
        self.phones: PhoneHub | None = None

    @property
    def services(self) -> Services:
        """What every scene built here receives (the App makes it after the navigator)."""
        return self.host.services

    @property
    def _stack(self) -> SceneStack:
        return self.services.scenes

    # --- the main flow: everything starts over the menu ----------------------------------

    def menu_scene(self) -> Scene:
        return MenuScene(self.services)

    def to_menu(self, *above: Staged) -> None:
        """Back to the menu (and ``above`` it, e.g. the setup or a table)."""
        self.close_phones()
        self._stack.reset(self.menu_scene(), *above)

    def table(self, session: Session, policy: TablePolicy | None = None) -> TableScene:
        """The table of ``session``'s game (driven by ``policy``: the plain game if None)."""
        return table_for(self.services, session, policy)

    def open_table(self, session: Session) -> None:
        """``session``'s table over the menu; with phone seats, the join screen over it
        (the match's phone server goes on from game to game)."""
        self._show_table(self.table(session))

    def _show_table(self, table: TableScene) -> None:
        hub = self._phone_hub(table.model.session)
        if hub is None:
            self.to_menu(table)
            return
        hub.attach(table)
        above = [PhonesScene(self.services, table, hub)] if hub.waiting else []
        self._stack.reset(self.menu_scene(), table, *above)

    def _phone_hub(self, session: Session) -> PhoneHub | None:
        """The running hub if it serves these seats, else a new one (None: no phone
        seats, or the server cannot start — then they are played here)."""
        phones = session.phone_seats
        hub = self.phones
        if hub is not None and (hub.closed or hub.seats != phones or [
                s.name for s in hub.session.seats] != [s.name for s in session.seats]):
            self.close_phones()
            hub = None
        if not phones or hub is not None:
            return hub
        config = self.services.config
        ui = ui_for(session.game)
        self.host.hold_files()          # nothing opened from disk once phones may connect
        try:
            hub = PhoneHub.serve(session, ui.seat_view, config.phone_host,
                                 config.phone_port, ui.phone_label)
        except OSError as problem:
            for seat in phones:
                session.seats[seat].phone = False
            self.services.window.notice.show(i18n.tr("phones.no_server", why=problem), 6.0)
            return None
        for seat in phones:
            print(f"{session.seats[seat].name}: {hub.server.join_url(seat)}", flush=True)
        self.phones = hub
        return hub

    def close_phones(self) -> None:
        """Stop the phone server (the match was left)."""
        if self.phones is not None:
            self.phones.close()
            self.phones = None

    def phone_seats(self, table: Staged) -> None:
        """The pause menu's page of the phone seats (scan again, take over, play here)."""
        if self.phones is not None:
            self._stack.push(PhonesScene(self.services, _table(table), self.phones,
                                         joining=False))

    def resume(self) -> bool:
        """The autosaved match's table over the menu; False (the menu says why) if none."""
        table = resume_table(self.services)
        if table is None:
            return False
        self._show_table(table)
        return True

    def start(self, first: Scene | None = None) -> None:
        """The first scene(s): ``first`` over the menu, or what the command line asks —
        ``--continue``/``--replay``, a table of ``--game`` —, else the menu; the very
        first start asks "Where do you play?" over it."""
        config = self.services.config
        if config.resume or config.replay:
            self.to_menu(self.first_scene())
        elif first is not None:
            self.to_menu(first)
        elif config.game is not None:
            session = Session.quick(config.game, config.players or 4, config.humans,
                                    config.level, config.seed, phones=config.phones)
            self.open_table(session)
            if self._asks_place():            # the first start's question, over the table
                self._stack.push(self.ask_place())
        elif self._asks_place():              # the menu under it offers a lesson
            self.to_menu(self.ask_place())
        else:
            self.to_menu()

    def _asks_place(self) -> bool:
        """Whether this start asks "Where do you play?": the very first start (of a
        version that asks: settings that had the lesson offered before are kept) with a
        player at the screen (not a demo, nor a run bounded to make a picture)."""
        config, settings = self.services.config, self.services.settings
        return not settings.place_asked and not settings.tutorial_offered and \
            not config.demo and config.max_frames is None and config.screenshot is None

    def first_scene(self) -> Scene:
        """The scene ``--continue`` or ``--replay FILE`` opens; StartError if it cannot."""
        config = self.services.config
        if config.replay:
            record, seats = read_replay(Path(config.replay))
            if record.game not in playable():
                raise StartError(f"{config.replay}: the {record.game} table is not built yet")
            return self.replay(record, seats)
        table = resume_table(self.services)
        if table is None:
            why = [i18n.tr(key, **values) for key, values in self.services.saves.take_notices()]
            raise StartError("nothing to continue" + (": " + " ".join(why) if why else ""))
        return table

    def open_setup(self, game: str | None = None, *, over_menu: bool = False) -> None:
        """The setup, on ``game`` (None: the game played last)."""
        if over_menu:
            self.to_menu(SetupScene(self.services, game))
        else:
            self._stack.push(SetupScene(self.services, game))

    def open_lesson(self, lesson: Lesson, resume: bool = True) -> None:
        """The lesson's table over the menu (a lesson left earlier goes on)."""
        self.to_menu(lesson_table(self.services, lesson, resume=resume))

    def open_lessons(self, *, over_menu: bool = False, replace: bool = False) -> None:
        scene = LessonListScene(self.services)
        if over_menu:
            self.to_menu(scene)
        elif replace:
            self._stack.replace(scene)
        else:
            self._stack.push(scene)

    def ask_place(self) -> Scene:
        """The very first start's question: where is the game played?"""
        return PlaceScene(self.services)

    def place_chosen(self, place: str | None) -> None:
        """The question answered: back to the scene below it, which confirms the answer
        (it is said too) in its own notice, else in the app's."""
        scenes = self._stack.scenes
        below = scenes[-2] if len(scenes) > 1 else None
        self._stack.pop()
        if place is None:
            return
        toast = below.toast if isinstance(below, (TableScene, MenuScene)) else \
            self.services.window.notice
        toast.show(
            i18n.tr(f"place.chosen.{place}"), 5.0)

    def play(self, game: str) -> None:
        """``game`` at once, with the seats and options its setup opens with (the last
        ones started); the setup itself if they cannot start (it shows why)."""
        setup = SetupScene(self.services, game)
        if not setup.start_game():
            self._stack.push(setup)

    # --- pages pushed over the current scene -------------------------------------------

    def open_statistics(self) -> None:
        self._stack.push(StatisticsScene(self.services))

    def open_settings(self) -> None:
        self._stack.push(SettingsScene(self.services))

    def open_speech_settings(self) -> None:
        self._stack.push(SpeechSettingsScene(self.services))

    def offer_speech_rate(self) -> None:
        """The first time speech is on: the offer of a speech rate (made once)."""
        offer_rate_once(self.services)

    def open_controls(self, game: str | None = None) -> None:
        self._stack.push(ControlsScene(self.services, game))

    def open_rules(self, game: str | None = None,
                   options: dict[str, Any] | None = None) -> None:
        self._stack.push(HelpScene(self.services, game, options))

    def open_replays(self) -> None:
        self._stack.push(ReplayListScene(self.services))

    def open_replay(self, record: GameRecord, seats: list[Any]) -> None:
        self._stack.push(self.replay(record, seats))

    def replay(self, record: GameRecord, seats: list[Any]) -> Scene:
        return ReplayScene(self.services, record, seats)

    def confirm(self, question: str, yes: str, no: str, on_yes: Callable[[], None]) -> None:
        self._stack.push(ConfirmScene(self.services, question, yes, no, on_yes))

    # --- around a table ------------------------------------------------------------------

    def pause(self, table: Staged) -> None:
        self._stack.push(PauseScene(self.services, _table(table)))

    def hand_off(self, table: Staged, seat: int) -> None:
        self._stack.push(HandoffScene(self.services, _table(table), seat))

    def scoreboard(self, table: Staged) -> None:
        table = _table(table)
        session = table.model.session
        self._stack.push(ui_for(session.game).scoreboard(self.services, session, table))

    def replay_sheet(self, table: Staged, again: Callable[[], None], back: Callable[[], None],
                     rewind: Callable[[pygame.event.Event], bool]) -> None:
        """The game's score sheet at the end of a replay (Watch again / Back)."""
        table = _table(table)
        session = table.model.session
        self._stack.push(ui_for(session.game).scoreboard(self.services, session, table)
                         .for_replay(again, back, rewind))

    def lesson_done(self, lesson: Lesson) -> None:
        self._stack.push(LessonDoneScene(self.services, lesson))

    # --- what there is -------------------------------------------------------------------

    @staticmethod
    def games() -> tuple[str, ...]:
        return game_order()

    @staticmethod
    def playable() -> frozenset[str]:
        return playable()


def _table(scene: Staged) -> TableScene:
    """``scene``, which navigation was given as a table (scenes pass it as the scene it
    is: :class:`~game.app.services.Navigation` names no table)."""
    if not isinstance(scene, TableScene):
        raise TypeError(f"a table was expected, not {type(scene).__name__}")
    return scene
