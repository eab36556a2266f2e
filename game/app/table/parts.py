"""Parts: what one game's table adds to the shared table, found by what they can do.

A game's presenter declares its parts (``parts = (DropTargets, ZwickBanner)``). Each part
says what it can do by the capabilities it derives from — a small base class per
question the shared table asks (:class:`Overlay`: marks over the cards; :class:`DropTarget`:
a dragged card let go; :class:`Reading`: the table holds still to be read; …). The part of
the table that asks the question finds the parts by that type (``parts.having(Overlay)``),
so a game that has no drop targets has no drop hook, and nothing is found by a method's
name.

A capability's methods that answer ``None`` have no say: the first part with an answer is
taken, else the table's own rule holds.
"""

from __future__ import annotations

from collections.abc import Iterable
from typing import TYPE_CHECKING, TypeVar

import pygame

from game.rules import Card

if TYPE_CHECKING:
    from game.app.kit.cards_view import CardSprite
    from game.app.table.presenter import Presenter
    from game.app.table.scene import TableScene

Colour = tuple[int, int, int]
T = TypeVar("T")


class Part:
    """One thing a game's table adds (a banner, drop targets, a pause for reading).
    It derives from the capabilities below that it has."""

    #: the game's presenter (a part in its presenter's module may narrow it to its own
    #: game's; a part in a module of its own finds what it shares by class instead)
    presenter: Presenter

    def __init__(self, table: TableScene) -> None:
        self.table = table
        self.presenter = table.presenter


# --- shared state -------------------------------------------------------------------------

class Shared(Part):
    """What a game's presenter, animations and other parts share (Zwicker's board as
    shown). Each finds it by its class (``table.parts.of(Board)``), so none of them needs
    another's class."""


# --- the frame ------------------------------------------------------------------------------

class Frames(Part):
    """Changes by itself from frame to frame (a banner fading, buttons following the
    bidder)."""

    def update(self, dt: float) -> None:
        """Every frame, after the table's own update (also while a policy holds it)."""
        raise NotImplementedError

    def quiet(self) -> None:
        """Forget the banners and marks of moves already past (after a fast-forward)."""


# --- drawing --------------------------------------------------------------------------------

class Panel(Part):
    """A panel that never changes during a game, kept with the felt."""

    def draw_static(self, surface: pygame.Surface) -> None:
        raise NotImplementedError

    def static_rects(self) -> list[pygame.Rect]:
        """Where :meth:`draw_static` draws."""
        raise NotImplementedError

    def static_key(self) -> tuple[object, ...]:
        """What :meth:`draw_static` depends on (the kept felt is redrawn when it changes)."""
        return ()


class Overlay(Part):
    """Marks over the cards (sums, banners, pickers), and the places a toast must leave
    readable."""

    def draw_over(self, surface: pygame.Surface) -> None:
        """Drawn over the cards."""

    def keep_clear(self) -> list[pygame.Rect]:
        """Places a toast must not cover."""
        return []

    def covers_status(self) -> bool:
        """True while the overlay draws in the status line's place (no status then)."""
        return False


class PlateLine(Part):
    """What a seat's name plate says beyond its card count."""

    def plate_info(self, seat: int) -> tuple[str, Colour] | None:
        """The plate's second line instead of the card count (None: no say)."""
        return None

    def plate_badge(self, seat: int) -> tuple[str, Colour, Colour] | None:
        """A seat's standing that replaces its plate's line and ends its turns — (text,
        text colour, plate colour) — or None."""
        return None


class LessonPlaces(Part):
    """Places on the table a lesson's coach may point at by name (a panel, a pile)."""

    def lesson_targets(self, name: str) -> list[pygame.Rect]:
        """Where ``name`` is (empty: not one of this part's places)."""
        raise NotImplementedError


# --- input ----------------------------------------------------------------------------------

class Input(Part):
    """Input the game handles itself before the shared table's."""

    def handle(self, event: pygame.event.Event) -> bool:
        """Any input, before the policy and the hand input (True: used)."""
        return False

    def key(self, event: pygame.event.Event) -> bool:
        """A key, before the shared keys (True: used)."""
        return False

    def click(self, pos: tuple[int, int]) -> bool:
        """A click that hit no hand card (True: used)."""
        return False

    def pointer_moved(self, pos: tuple[int, int]) -> None:
        """The mouse moved (after hover and drag were updated)."""


class DropTarget(Part):
    """Places on the table a dragged hand card may be let go on."""

    def drop(self, sprite: CardSprite, pos: tuple[int, int]) -> bool | None:
        """``sprite`` let go at ``pos`` (None: no say, the table's drop zone plays it)."""
        raise NotImplementedError

    def drop_glow(self, glow: pygame.Rect | None) -> pygame.Rect | None:
        """Where the dragged card would land, to glow (``glow``: the table's drop zone)."""
        return glow


# --- the hands ------------------------------------------------------------------------------

class HandRules(Part):
    """Which cards make a seat's hand and how they lie, where a game differs from one
    hand zone per seat, face up to its owner only."""

    def hand_zones(self, seat: int) -> list[str] | None:
        """The zones whose cards are ``seat``'s hand to play from (None: its hand)."""
        return None

    def face_up(self, sprite: CardSprite) -> bool | None:
        """Whether ``sprite`` lies face up (None: the table's rule)."""
        return None

    def arrange_hands(self) -> bool:
        """Sort the hands (True: done; else the table sorts the hands shown)."""
        return False

    def cards_to_come(self) -> list[Card]:
        """Cards the opening shows that the engine's opening events do not name."""
        return []

    def public_turn(self, seat: int) -> None:
        """The perspective passed to ``seat`` at a public turn (the table kept its
        orientation and the hand shown)."""

    def private_turn(self, seat: int) -> bool | None:
        """Whether this human turn shows something secret (None: always)."""
        return None

    def thinking_pause(self, seat: int) -> float | None:
        """How long a computer seat visibly thinks (None: the settings' time)."""
        return None


class HandMarks(Part):
    """How the acting hand's cards are marked, lifted and numbered."""

    def legal_cards(self) -> set[Card] | None:
        """The cards the acting seat may use now (None: those of the legal actions)."""
        return None

    def number_badges(self) -> list[tuple[CardSprite, str]] | None:
        """The key that plays each hand card (None: 1–9 by position)."""
        return None

    def hover_lift(self, sprite: CardSprite) -> float | None:
        """How far a hovered or focused hand card rises (None: the table's)."""
        return None

    def resting_lift(self, sprite: CardSprite) -> float:
        """How far a hand card rests lifted (e.g. when picked)."""
        return 0.0

    def mark_cards(self) -> None:
        """More marks after the hand's (legal, hint, focus) were set."""

    def hint_shown(self) -> None:
        """The table's hint has just been shown (the part may pre-select it)."""


# --- turns ----------------------------------------------------------------------------------

class Reading(Part):
    """The table holds still for its players to read what lies there (a last trick)."""

    def reading(self) -> bool:
        """True while the table holds still."""
        raise NotImplementedError

    def done_reading(self) -> None:
        """The player continues: what was held for reading goes on."""
        raise NotImplementedError

    def reader_pause(self) -> bool:
        """Whether a phone seat's page offers Continue now (the reading is theirs too)."""
        return False


class Parts:
    """A table's parts, found by capability (the tuples are made once per kind)."""

    def __init__(self, parts: Iterable[Part]) -> None:
        self.all: tuple[Part, ...] = tuple(parts)
        self._found: dict[type, tuple[Part, ...]] = {}

    def having(self, kind: type[T]) -> tuple[T, ...]:
        """The parts that have the capability ``kind`` (in declaration order)."""
        found = self._found.get(kind)
        if found is None:
            found = self._found[kind] = tuple(p for p in self.all if isinstance(p, kind))
        return found  # type: ignore[return-value]

    def of(self, kind: type[T]) -> T:
        """The part of class ``kind`` (a game's presenter reaches its own this way)."""
        for part in self.having(kind):
            return part
        raise LookupError(kind.__name__)
