"""What the shared app asks a game: one descriptor per game (like PySolFC's ``GameInfo``).

Each game's package under ``game/app/games/`` builds one :class:`GameUI` and the registry
(``game/app/games/__init__.py``) collects them. Shared code — the setup, the rules help,
the statistics, the navigator — asks the descriptor and never names a game.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any

from game.app import i18n
from game.app.i18n import GameTexts
from game.app.seat_view import SeatViewOf, no_seat_view
from game.app.speech.game_speech import GameSpeech
from game.app.table.events import Move
from game.app.table.scoreboard import ScoreboardScene
from game.rules import GAMES

if TYPE_CHECKING:
    from game.app.services import Services
    from game.app.session import Session
    from game.app.table.presenter import Presenter
    from game.app.table.scene import TableScene
    from game.rules import GameState


@dataclass(frozen=True)
class GameUI:
    """A game's user interface, as the shared app sees it."""

    #: the rules' name of the game (a key of ``game.rules.GAMES``)
    id: str
    #: place in the setup's tabs, the rules pages and the menus (lowest first)
    order: int
    #: the game's presentation at the shared table (layout, animations, buttons, parts)
    presenter: type[Presenter]
    #: the game's spoken words (``games/<game>/speech.py``): what the narrator says of
    #: its table; required, so a game cannot be registered mute
    speech: GameSpeech
    #: the scene shown over the table when a game ends,
    #: ``scoreboard(services, session, table)``: the shared one (who won, each seat's
    #: score and match total) unless the game has more to show
    scoreboard: Callable[[Services, Session, TableScene], ScoreboardScene] = ScoreboardScene
    #: match targets the setup offers (None: one game at a time; "again" adds up)
    match_targets: tuple[int | None, ...] = ()
    #: the controls page: (pad buttons, keys, text key) rows, as the table handles them
    controls: tuple[tuple[str, str, str], ...] = ()
    #: the rules help per language ("en", "de"); see ``rules_text`` for the markup
    rules: Mapping[str, str] = field(default_factory=dict)
    #: rules-help markers ``[[name]]`` -> the text key that holds under given options
    rule_sentences: Mapping[str, Callable[[Mapping[str, Any]], str]] = field(
        default_factory=dict)
    #: what a seat may know now, ``seat_view(view, seat)`` with ``view =
    #: state.view(seat)``: the public table, every seat's standing, whose turn; the TV's
    #: plates, the phones and speech read it (``game/app/seat_view.py``)
    seat_view: SeatViewOf = no_seat_view
    #: how a finished game ended, in one line: ``result(state, names)`` (the score
    #: sheet's headline of one game; the replay list says it too)
    result: Callable[[GameState, Sequence[str]], str] | None = None
    #: the statistics page's columns after the name (fields of ``storage.stats.Line``;
    #: a header ``stats.<field>.<game>`` says it the game's way if there is one)
    stats_columns: tuple[str, ...] = ("played", "won", "lost", "best", "tricks")
    #: the game's own words (``games/<game>/texts.py``): its app texts and the German of
    #: its rules messages; the registry joins them into the app's texts
    texts: GameTexts = field(default_factory=GameTexts)
    #: a phone's words for a move button, ``phone_label(view, action)`` (None: the
    #: engine's sentence for the move)
    phone_label: Callable[[GameState, Move], str | None] = lambda view, action: None

    def __post_init__(self) -> None:
        if "tricks" in self.stats_columns and not GAMES[self.id].takes_tricks:
            # a game without tricks has no tricks column (it would only ever say 0)
            object.__setattr__(self, "stats_columns",
                               tuple(c for c in self.stats_columns if c != "tricks"))
        if not isinstance(self.speech, GameSpeech):
            raise TypeError(f"the game {self.id!r} has no speech (a GameSpeech): the "
                            "narrator would be mute at its table")

    @property
    def title(self) -> str:
        return i18n.game_title(self.id)
