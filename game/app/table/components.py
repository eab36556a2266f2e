"""Components: what one game's table adds to the shared table, instead of a hook that
every game would inherit.

A game's table declares its components (``components = (DropTargets, ZwickBanner)``);
the shared table builds each with itself and asks them at fixed points: drawing, input,
the frame, the hand's marks and faces. Every hook of :class:`Component` does nothing (or
has no say) by default, so a component overrides only what it adds; the table asks only
the components that override a hook (:class:`Components` sorts them once).

Hooks that answer ``None`` have no say: the first component with an answer is taken,
else the table's own rule holds.
"""

from __future__ import annotations

from collections.abc import Iterable, Iterator, Sequence
from typing import TYPE_CHECKING, TypeVar

import pygame

from game.rules import Card

if TYPE_CHECKING:
    from game.app.kit.cards_view import CardSprite
    from game.app.table.scene import TableScene

Colour = tuple[int, int, int]
T = TypeVar("T")


class Component:
    """One thing a game's table adds (a banner, drop targets, a pause for reading).

    A component of one game may narrow ``table`` to that game's table class: it is
    built by that table only."""

    def __init__(self, table: TableScene) -> None:
        self.table = table

    # --- drawing ------------------------------------------------------------------------

    def draw_static(self, surface: pygame.Surface) -> None:
        """Panels that never change during a game (kept with the felt)."""

    def static_rects(self) -> list[pygame.Rect]:
        """Where :meth:`draw_static` draws."""
        return []

    def static_key(self) -> tuple[object, ...]:
        """What :meth:`draw_static` depends on (the kept felt is redrawn when it changes)."""
        return ()

    def draw_over(self, surface: pygame.Surface) -> None:
        """Marks over the cards (sums, banners, pickers)."""

    def keep_clear(self) -> list[pygame.Rect]:
        """Places a toast must not cover."""
        return []

    def covers_status(self) -> bool:
        """True while the component draws in the status line's place (no status then)."""
        return False

    def plate_info(self, seat: int) -> tuple[str, Colour] | None:
        """The name plate's second line instead of the card count (None: no say)."""
        return None

    def plate_badge(self, seat: int) -> tuple[str, Colour, Colour] | None:
        """A seat's standing that replaces its plate's line and ends its turns — (text,
        text colour, plate colour) — or None."""
        return None

    def lesson_targets(self, name: str) -> list[pygame.Rect]:
        """Where ``name`` (a panel, a pile) is, for the lesson coach (empty: no say)."""
        return []

    # --- input --------------------------------------------------------------------------

    def handle(self, event: pygame.event.Event) -> bool:
        """Any input, before the policy and the hand input (True: used)."""
        return False

    def key(self, event: pygame.event.Event) -> bool:
        """A key the game handles itself, before the shared keys (True: used)."""
        return False

    def click(self, pos: tuple[int, int]) -> bool:
        """A click that hit no hand card (True: used)."""
        return False

    def drop(self, sprite: CardSprite, pos: tuple[int, int]) -> bool | None:
        """A hand card dragged and let go at ``pos`` (None: no say, the table's drop
        zone plays it)."""
        return None

    def drop_glow(self, glow: pygame.Rect | None) -> pygame.Rect | None:
        """Where the dragged card would land, to glow (``glow``: the table's drop zone)."""
        return glow

    def pointer_moved(self, pos: tuple[int, int]) -> None:
        """The mouse moved (after hover and drag were updated)."""

    # --- the hand -----------------------------------------------------------------------

    def hand_zones(self, seat: int) -> list[str] | None:
        """The zones whose cards are ``seat``'s hand to play from (None: its hand)."""
        return None

    def face_up(self, sprite: CardSprite) -> bool | None:
        """Whether ``sprite`` lies face up (None: the table's rule)."""
        return None

    def arrange_hands(self) -> bool:
        """Sort the hands (True: done; else the table sorts the hands shown)."""
        return False

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

    def cards_to_come(self) -> list[Card]:
        """Cards the opening shows that the engine's opening events do not name."""
        return []

    # --- turns and the frame ------------------------------------------------------------

    def update(self, dt: float) -> None:
        """Every frame, after the table's own update (also while a policy holds it)."""

    def quiet(self) -> None:
        """Forget the banners and marks of moves already past (after a fast-forward)."""

    def reading(self) -> bool:
        """True while the table holds still for its players to read what lies there."""
        return False

    def done_reading(self) -> None:
        """The player continues: what was held for reading goes on."""

    def reader_pause(self) -> bool:
        """Whether a phone seat's page offers Continue now (the reading is theirs too)."""
        return False

    def hint_shown(self) -> None:
        """The table's hint has just been shown (the component may pre-select it)."""

    def private_turn(self, seat: int) -> bool | None:
        """Whether this human turn shows something secret (None: always)."""
        return None

    def thinking_pause(self, seat: int) -> float | None:
        """How long a computer seat visibly thinks (None: the settings' time)."""
        return None

    def public_turn(self, seat: int) -> None:
        """The perspective passed to ``seat`` at a public turn (the table kept its
        orientation and the hand shown)."""


#: the hooks a component may override (the table asks only those that do)
HOOKS: tuple[str, ...] = tuple(
    name for name, value in vars(Component).items()
    if callable(value) and not name.startswith("_"))


class Components:
    """A table's components, and for each hook the ones that override it."""

    def __init__(self, parts: Iterable[Component]) -> None:
        self.all: tuple[Component, ...] = tuple(parts)
        self._by_hook: dict[str, tuple[Component, ...]] = {
            hook: tuple(c for c in self.all
                        if getattr(type(c), hook) is not getattr(Component, hook))
            for hook in HOOKS}

    def __iter__(self) -> Iterator[Component]:
        return iter(self.all)

    def having(self, hook: str) -> Sequence[Component]:
        """The components that override ``hook`` (in declaration order)."""
        return self._by_hook[hook]

    def of(self, kind: type[T]) -> T:
        """The component of class ``kind`` (a game's table reaches its own this way)."""
        for part in self.all:
            if isinstance(part, kind):
                return part
        raise LookupError(kind.__name__)
