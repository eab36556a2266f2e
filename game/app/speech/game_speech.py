"""What the narrator asks of a game, of a table's policy and of the registry: the typed
seams of speech.

Each game's ``game/app/games/<game>/speech.py`` builds one :class:`GameSpeech` and its
:class:`~game.app.table.game_ui.GameUI` carries it (``speech=``); a game without one
fails at registration, not mute at its table. The narrator reaches a game only through
these members, a lesson's coach only through :meth:`SpokenPolicy.spoken_panel`.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Protocol, TypeVar, runtime_checkable

from game.app import i18n
from game.app.speech.spoken import cards_list

if TYPE_CHECKING:
    from game.app.kit.cards_view import CardSprite
    from game.app.kit.widgets import Button
    from game.app.table.scene import TableScene


Shown = TypeVar("Shown")


def presenter_of(table: TableScene, kind: type[Shown]) -> Shown:
    """``table``'s presenter as the game's own ``kind``: a game's words read only its
    own game's table."""
    presenter = table.presenter
    if not isinstance(presenter, kind):
        raise TypeError(f"{type(presenter).__name__} is not the {kind.__name__} these words "
                        "read")
    return presenter


@runtime_checkable
class GameSpeech(Protocol):
    """A game's spoken words. A game subclasses it and writes at least
    :meth:`situation`, :meth:`turn_short` and :meth:`focus`; the others have the plain
    defaults below."""

    #: logged events said shorter at the "short" verbosity: message key -> text key (the
    #: same values, or those :meth:`short_values` makes of them)
    short_events: Mapping[str, str] = {}
    #: logged events said in other words at every verbosity (where the log's sentence
    #: reads badly aloud: "Bert is out (1.)"): message key -> text key, the same values
    said_events: Mapping[str, str] = {}
    #: logged events said (at the "short" verbosity) only when nothing follows them: the
    #: next event or the turn says what they say (Stortok's "Trick complete" before a lead)
    unless_followed: frozenset[str] = frozenset()
    #: what the rules page shows in letters and is said in words: (shown, said) pairs
    said_instead: tuple[tuple[str, str], ...] = ()
    #: False where Enter confirms picked cards rather than playing the focused one (the
    #: short turn sentence then does not name the focus)
    enter_plays_focus: bool = True

    def situation(self, table: TableScene) -> str:
        """The whole situation (the full turn sentence, F4 by default)."""
        ...

    def turn_short(self, table: TableScene, readable: bool) -> str:
        """At the short verbosity: what changed and what to do (``readable``: the hand
        may be read aloud)."""
        ...

    def focus(self, table: TableScene,
              item: CardSprite | Button) -> tuple[str, bool | None] | None:
        """The focused item as spoken and whether it may be played (None: the
        narrator's plain card or button words)."""
        ...

    def turn_hint(self, table: TableScene) -> str:
        """At the full verbosity: the hint after the situation ("" none)."""
        return ""

    def standing(self, table: TableScene) -> dict[str, str]:
        """Facts said once when they change (short verbosity): name -> sentence."""
        return {}

    def hand(self, table: TableScene, seat: int) -> str:
        """F3: the seat's hand, sorted as on screen."""
        cards = sorted(table.model.state.hand(seat), key=table.presenter.hand_sort_key)
        if not cards:
            return i18n.tr("speech.hand_empty")
        return i18n.tr("speech.hand", n=len(cards), cards=cards_list(cards))

    def details(self, table: TableScene) -> str:
        """F4: the table."""
        return self.situation(table)

    def scores(self, table: TableScene) -> str:
        """F5 (and the scoreboard's intro): ``state.scores()`` per seat."""
        state = table.model.state
        parts = [i18n.tr("speech.score", name=state.player_name(s), n=n)
                 for s, n in enumerate(state.scores())]
        return i18n.tr("speech.scores", list=", ".join(parts))

    def after_event(self, key: str, table: TableScene) -> str:
        """What follows a logged event with message ``key`` ("" nothing)."""
        return ""

    def short_values(self, values: dict[str, Any]) -> dict[str, Any]:
        """An event's values for its short text (those its fields cannot format)."""
        return values


class SpokenPolicy(Protocol):
    """A table's policy as the narrator reads it (a lesson's coach has a panel)."""

    def spoken_panel(self) -> str:
        """The coach's panel as spoken, in the screen's words ("" none)."""
        ...


class SpokenGame(Protocol):
    """A registered game as the narrator reads it (:class:`GameUI` is one)."""

    @property
    def speech(self) -> GameSpeech: ...

    @property
    def controls(self) -> tuple[tuple[str, str, str], ...]: ...
