"""A game's presentation at the shared table: where its cards lie, how its engine's
events move them, what a hand card means, its buttons and texts — and the parts it adds
(``table/parts.py``).

A game's presenter subclasses :class:`Presenter` and answers the questions every game's
table has (like python-chess's variants answer a board's): nothing here is used by one
game alone; what only one game needs is a part of that game. The shared table
(:class:`~game.app.table.scene.TableScene`) owns the presenter; the presenter reaches the
table's card layer, animation queues and model through :attr:`table`.
"""

from __future__ import annotations

from collections.abc import Callable
from functools import cached_property
from typing import TYPE_CHECKING, ClassVar, NamedTuple, final

import pygame

from game.app.kit.widgets import Button
from game.app.table.events import Move
from game.app.table.parts import Part
from game.rules import Card, Event, GameState

if TYPE_CHECKING:
    from game.app.kit.cards_view import CardSprite, Place
    from game.app.table.scene import TableScene


class GameButton(NamedTuple):
    """A button of the game's own (Take, Draw, Bid, Pass …): what it plays — asked when
    pressed — and the pad button that presses it too (its key is the button's
    ``key_hint``)."""

    button: Button
    action: Callable[[], Move | None]
    #: the pad intent that presses it (``controls.BACK``: B, ``controls.ALT``: X)
    pad: str | None = None


class Presenter:
    """What one game's table shows and means; the shared table asks it."""

    #: zones whose cards everybody sees
    public_zones: ClassVar[frozenset[str]] = frozenset()
    #: where a dragged card may be dropped to play it
    drop_rect: ClassVar[pygame.Rect] = pygame.Rect(760, 300, 400, 360)
    #: height of the centre of the status line; toasts (refusals, hints) are shown above
    #: it, so they never cover it (see the chrome's placing of toasts)
    status_y: ClassVar[int] = 660
    #: what this game's table adds (built with the table, in this order)
    parts: ClassVar[tuple[type[Part], ...]] = ()

    def __init__(self, table: TableScene) -> None:
        self.table = table

    @property
    def state(self) -> GameState:
        return self.table.model.state

    @final
    @cached_property
    def buttons(self) -> list[GameButton]:
        """The game's buttons (made on first use, after the game's table is set up)."""
        return self.make_buttons()

    # --- layout -----------------------------------------------------------------------------

    def place(self, zone: str, index: int, count: int, sprite: CardSprite) -> Place:
        """Where card ``index`` of ``count`` in ``zone`` lies."""
        raise NotImplementedError

    def seat_anchor(self, seat: int) -> tuple[int, int]:
        """Centre of the seat's name plate."""
        raise NotImplementedError

    def stacked(self) -> dict[str, int]:
        """Zones drawn as a neat stack of at most this many cards (the rest lie under
        them, unseen)."""
        return {}

    def lesson_panel_rect(self) -> pygame.Rect:
        """Where the lesson coach's panel may sit without covering this table's cards."""
        return pygame.Rect(400, 606, 1060, 188)

    # --- the cards' story -------------------------------------------------------------------

    def setup_cards(self) -> None:
        """Create the sprites and queue the deal."""
        raise NotImplementedError

    def animate(self, seat: int, action: Move, events: list[Event]) -> None:
        """Queue the animation steps for the events of one action."""
        raise NotImplementedError

    def hand_sort_key(self, card: Card) -> tuple[int, ...]:
        return (card.index,)

    def draw_centre(self, surface: pygame.Surface) -> None:
        """Game panels under the cards (trumps, stock count …)."""

    # --- what a gesture means ---------------------------------------------------------------

    def action_for_card(self, card: Card) -> Move:
        """The move a hand card means when played (clicked, dropped, chosen by key)."""
        raise NotImplementedError

    def play_card(self, sprite: CardSprite) -> bool:
        """A hand card clicked, or chosen by key: play what it means."""
        table = self.table
        if not table.human_to_act() or sprite.card is None:
            return False
        return table.perform(self.action_for_card(sprite.card))

    def make_buttons(self) -> list[GameButton]:
        return []

    # --- texts ------------------------------------------------------------------------------

    def turn_status(self, name: str) -> str:
        """What the human to act (``name``) may do now."""
        return ""

    def describe_hint(self, action: Move) -> str:
        return str(action)

    def keys_text(self) -> str:
        """The row of keys under the hand: each game names its own (empty: no row)."""
        return ""
