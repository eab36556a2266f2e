"""What a scene and its parts may use of the application, as one small typed record.

The App (``app.py``, with ``navigator.py`` and ``launch.py`` the composition root) builds
one :class:`Services` and every scene receives it (``self.services``); a table's parts
reach it through their table (``table.services``). Nothing below the composition root
imports the App, for running or for typing: what the application alone can do comes in
two narrow handles, :class:`Window` (the picture, the input device, quitting) and
:class:`Preferences` (settings the application applies and keeps), and the screens'
changes go through :class:`Navigation`.

This module imports only leaf modules (the settings, the images, the sounds, the saved
files, the scene stack) so that every module may import it without an import cycle.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any, Protocol

if TYPE_CHECKING:
    import pygame

    from game.app.cli import Config
    from game.app.kit.assets import Assets
    from game.app.kit.widgets import Toast
    from game.app.lessons import Lesson
    from game.app.session import Seat, Session
    from game.app.settings import Settings
    from game.app.shell.sound import SoundBoard
    from game.app.shell.stack import SceneStack, Staged
    from game.app.storage.records import GameRecord
    from game.app.storage.service import Saves
    from game.rules.messages import Message


class Window(Protocol):
    """What only the application's window and loop can do for a scene."""

    @property
    def canvas(self) -> pygame.Surface:
        """The logical 1920x1080 picture (a scene records a frame on it ahead of time)."""
    @property
    def last_device(self) -> str:
        """The input device used last: "keys", "mouse" or "pad" (hint rows follow it)."""
    @property
    def notice(self) -> Toast:
        """The app-wide notice, for scenes without a toast of their own."""
    def redraw(self) -> None:
        """Draw the next frame: something changed that no input or animation shows."""
    def quit(self) -> None:
        """End the program after this frame."""
    def set_fullscreen(self, on: bool) -> None:
        """Fullscreen on or off (saved as the player's choice)."""


class Preferences(Protocol):
    """Settings the application applies at once (language, text size, the first
    start's answers) and writes to disk."""

    def save_settings(self) -> bool: ...
    def set_language(self, language: str) -> None: ...
    def set_text_size(self, size: str) -> None: ...
    def choose_place(self, place: str | None) -> None:
        """The first start's "Where do you play?" answered (None: the defaults)."""
    def offer_shown(self) -> None:
        """The first start's lesson offer is up."""
    def offer_answered(self) -> None: ...


class Navigation(Protocol):
    """Where a scene may send the player; the navigator builds the scene it names.
    A table is passed as the scene it is (the navigator checks that it is a table), so
    that navigation names neither the table nor the screens."""

    def to_menu(self, *above: Staged) -> None: ...
    def table(self, session: Session, policy: Any = None) -> Any:
        """A new table scene of ``session``'s game, driven by ``policy`` (None: the
        plain game); not shown (``Any``: the table package's ``TableScene``)."""
    def open_table(self, session: Session) -> None: ...
    def resume(self) -> bool: ...
    def open_setup(self, game: str | None = None, *, over_menu: bool = False) -> None: ...
    def open_lesson(self, lesson: Lesson, resume: bool = True) -> None: ...
    def open_lessons(self, *, over_menu: bool = False, replace: bool = False) -> None: ...
    def lesson_done(self, lesson: Lesson) -> None: ...
    def place_chosen(self, place: str | None) -> None: ...
    def play(self, game: str) -> None: ...
    def open_statistics(self) -> None: ...
    def open_settings(self) -> None: ...
    def open_speech_settings(self) -> None: ...
    def open_controls(self, game: str | None = None) -> None: ...
    def open_rules(self, game: str | None = None,
                   options: dict[str, Any] | None = None) -> None: ...
    def open_replays(self) -> None: ...
    def open_replay(self, record: GameRecord, seats: list[Seat]) -> None: ...
    def confirm(self, question: str, yes: str, no: str,
                on_yes: Callable[[], None]) -> None: ...
    def pause(self, table: Staged) -> None: ...
    def hand_off(self, table: Staged, seat: int) -> None: ...
    def scoreboard(self, table: Staged) -> None: ...
    def replay_sheet(self, table: Staged, again: Callable[[], None],
                     back: Callable[[], None],
                     rewind: Callable[[pygame.event.Event], bool]) -> None: ...
    def phone_seats(self, table: Staged) -> None: ...


class Narration(Protocol):
    """What scenes ask of the speech narrator: whether it speaks, switching it, the
    voice it uses, a sentence to say, and a refused move said at once."""

    @property
    def on(self) -> bool: ...
    @property
    def available(self) -> bool: ...
    @property
    def voice_name(self) -> str: ...
    def set_on(self, on: bool) -> None: ...
    def say(self, text: str, priority: str = "event") -> None:
        """Speak a sentence of the screen if speech is on (``priority`` as the speech
        engine orders them: "urgent", "focus", "event", …)."""
    def refused(self, message: Message) -> None: ...
    def logged(self, entry: Message, table: object = None) -> None:
        """A line of a table's log, to be said (and kept for F6)."""


@dataclass(eq=False)
class Services:
    """The one record of what scenes use, built by the App and shared by every scene.

    Not frozen on purpose: a part the App replaces (a recording narrator in a test,
    settings read back from a file) is replaced here, and every scene sees it at once.
    """

    settings: Settings
    assets: Assets
    sound: SoundBoard
    saves: Saves
    #: the scene stack (changes are queued and applied between frames)
    scenes: SceneStack
    nav: Navigation
    speech: Narration
    window: Window
    prefs: Preferences
    #: the command line of this run (a seed, ``--exit-at-end``, …)
    config: Config
