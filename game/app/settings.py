"""User settings: one object, passed around (saved by ``game.app.storage``)."""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any, TypedDict

if TYPE_CHECKING:
    from game.app.session import OptionValue, Seat

#: Animation speed name -> factor applied to every duration (0 = instant).
SPEEDS: dict[str, float] = {"instant": 0.0, "fast": 0.5, "normal": 1.0, "slow": 1.7}
LANGUAGES = ("en", "de")
TEXT_SIZES = ("normal", "large")
#: speech rate names (words per minute in ``game.app.speech.engine.RATES``)
SPEECH_RATES = ("slow", "normal", "fast", "fastest")
#: "short": a turn says what changed and what to do; "full": every standing fact too
SPEECH_VERBOSITY = ("short", "full")

class Choices(TypedDict):
    """What was chosen for a game when it was last started."""

    options: dict[str, OptionValue]
    target: int | None


#: what the first start's answer to "Where do you play?" sets (fields of Settings)
PLACES: dict[str, dict[str, Any]] = {
    "tv": {"text_size": "large", "four_colour": True, "large_cards": True,
           "fullscreen": True, "start_fullscreen": True},
    "desk": {"text_size": "normal", "four_colour": False, "large_cards": False,
             "fullscreen": False, "start_fullscreen": False},
}


@dataclass
class Settings:
    animation_speed: str = "normal"
    volume: float = 0.7          # 0.0 .. 1.0
    muted: bool = False
    #: music for the menu and the table (N switches it; M mutes it with every sound)
    music: bool = True
    music_volume: float = 0.4    # 0.0 .. 1.0, apart from the sounds' volume
    highlight_legal: bool = True
    four_colour: bool = False
    language: str = "en"
    fullscreen: bool = False
    #: open fullscreen at start (unless --windowed); "the last window mode" once saved
    start_fullscreen: bool = False
    #: "normal" or "large" (every font scaled up, for a TV far from the sofa)
    text_size: str = "normal"
    #: Speak events, focus and menus through the OS speech engine (F2 toggles it).
    speech: bool = False
    #: how fast speech talks (:data:`SPEECH_RATES`)
    speech_rate: str = "normal"
    #: how much a turn says (:data:`SPEECH_VERBOSITY`)
    speech_verbosity: str = "short"
    #: with speech on and a human at the table, computers wait until the events of the
    #: last move have been spoken (or a key pressed)
    speech_waits: bool = True
    #: the speech rate was offered (with a sample of each) the first time speech came on
    speech_rate_offered: bool = False
    #: Large-print, high-contrast card faces: big indices, four-colour suits.
    large_cards: bool = False
    #: Computer players think visibly for this long (seconds, scaled by the speed).
    think_time: float = 0.65
    #: Remembered between runs: the window size, the last game and seats of the setup.
    window_size: tuple[int, int] | None = None
    last_game: str = ""
    last_seats: list[Seat] = field(default_factory=list)
    #: per game, the rule options and the match target chosen when it was last started
    #: ({"options": {...}, "target": 20 or None}); the setup starts from them
    last_choices: dict[str, Choices] = field(default_factory=dict)
    #: The first start asked "Where do you play?" (answered or skipped).
    place_asked: bool = False
    #: The first start offered "Learn to play" already (saved with the lessons' progress).
    tutorial_offered: bool = False
    #: Lessons left unfinished: lesson id -> the moves played so far (action texts).
    lesson_progress: dict[str, list[str]] = field(default_factory=dict)
    #: Lessons played to the end.
    lessons_done: list[str] = field(default_factory=list)

    @property
    def speed(self) -> float:
        """Multiplier for animation durations and pauses (0 means instant)."""
        return SPEEDS.get(self.animation_speed, 1.0)

    def value(self, name: str) -> object:
        """The setting whose field is ``name``: the settings pages, the one-off
        command-line flags and the settings file go through the fields by name."""
        return getattr(self, name)
