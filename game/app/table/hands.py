"""The hands on the table: which cards are whose, which lie face up, how they are sorted,
and whose eyes the screen is for (the perspective) — the shared rule, which a game's
:class:`~game.app.table.parts.HandRules` part may refine."""

from __future__ import annotations

import dataclasses
from collections.abc import Iterable
from typing import TYPE_CHECKING

from game.app.table.layout import hand_zone, zone_owner
from game.app.table.parts import HandRules
from game.rules import Card

if TYPE_CHECKING:
    from game.app.kit.cards_view import CardSprite
    from game.app.table.scene import TableScene


def _cards_in(value: object) -> list[Card]:
    """The known cards in ``value`` (an event: its fields, tuples of them, nested)."""
    if isinstance(value, Card):
        return [] if value.is_unknown else [value]
    if isinstance(value, tuple | list):
        return [card for item in value for card in _cards_in(item)]
    if dataclasses.is_dataclass(value) and not isinstance(value, type):
        return [card for f in dataclasses.fields(value)
                for card in _cards_in(getattr(value, f.name))]
    return []


class Hands:
    """The table's hands and its perspective."""

    def __init__(self, table: TableScene) -> None:
        self.table = table
        self.model = table.model
        self.layer = table.layer

    def _rules(self) -> tuple[HandRules, ...]:
        return self.table.parts.having(HandRules)

    # --- whose cards --------------------------------------------------------------------

    def hand_zones(self, seat: int) -> list[str]:
        """The zones whose cards are ``seat``'s hand to play from."""
        for part in self._rules():
            zones = part.hand_zones(seat)
            if zones is not None:
                return zones
        return [hand_zone(seat)]

    def perspective_hand(self) -> list[CardSprite]:
        """The cards of the hand shown at the bottom (the perspective's, or in a demo
        the bottom seat's)."""
        model = self.model
        if model.perspective is None and not model.show_all:
            return []
        seat = model.perspective if model.perspective is not None else model.bottom
        cards: list[CardSprite] = []
        for zone in self.hand_zones(seat):
            cards.extend(self.layer.zone(zone))
        return cards

    def hit_zones(self) -> list[str]:
        """Zones whose cards the perspective seat may click or hover."""
        seat = self.model.perspective
        return self.hand_zones(seat) if seat is not None else []

    def cards_to_come(self) -> Iterable[Card]:
        """The cards the opening of the game shows (their art is read before the first
        frame): every card named in the engine's opening events, every card already on
        the table, and those the parts add (a deal its events do not name)."""
        found = [s.card for s in self.layer.all() if s.card is not None]
        for event in self.model.state.opening_events(None):
            found += _cards_in(event)
        for part in self._rules():
            found += part.cards_to_come()
        return found

    # --- faces and order ----------------------------------------------------------------

    def face_rule(self, sprite: CardSprite) -> bool:
        """Whether a card lies face up: a hand to its owner (or in a demo), a public
        zone to all — unless a part says otherwise."""
        for part in self._rules():
            face = part.face_up(sprite)
            if face is not None:
                return face
        owner = zone_owner(sprite.zone)
        if owner is None:
            return sprite.zone in self.table.presenter.public_zones
        return self.model.show_all or owner == self.model.perspective

    def sync_faces(self, animate: bool = True) -> None:
        for sprite in self.layer.all():
            self.layer.set_face(sprite, self.face_rule(sprite), animate)

    def arrange(self) -> None:
        """Sort the hands their owners may see; keep the others in arrival order (unless
        a part arranges them)."""
        if any(part.arrange_hands() for part in self._rules()):
            return
        model, sort_key = self.model, self.table.presenter.hand_sort_key
        for seat in range(model.players):
            cards = self.layer.zone(hand_zone(seat))
            if model.show_all or seat == model.perspective:
                cards.sort(key=lambda s: sort_key(s.card) if s.card else (0,))
            else:
                cards.sort(key=lambda s: s.arrival)

    def settle(self, duration: float) -> float:
        """Sort and turn the hands as they should be, and move every card home."""
        self.arrange()
        self.sync_faces()
        return self.layer.relayout(duration)

    def in_hand(self, seat: int, card: Card) -> CardSprite | None:
        """The sprite of ``card`` in ``seat``'s hand as shown (None: not there)."""
        return next((s for s in self.layer.zone(hand_zone(seat)) if s.card is card), None)

    def take_from_stock(self, card: Card, zone: str,
                        face_up: bool | None = None) -> CardSprite | None:
        """The stock's top card becomes ``card`` and moves to ``zone``, face up as
        :meth:`face_rule` says unless ``face_up`` is given (None: the stock is empty).
        The caller lays the zones out."""
        stock = self.layer.zone("stock")
        if not stock:
            return None
        sprite = stock[-1]
        sprite.card = card
        self.layer.move(sprite, zone)
        self.layer.set_face(sprite, self.face_rule(sprite) if face_up is None else face_up)
        return sprite

    # --- the perspective ----------------------------------------------------------------

    def private_turn(self, seat: int) -> bool:
        """Whether this human turn shows something secret (then humans hand over)."""
        for part in self._rules():
            private = part.private_turn(seat)
            if private is not None:
                return private
        return True

    def set_perspective(self, seat: int | None) -> None:
        """Whose hand is face up. ``None`` hides every hand at once (hand-off). At a
        public turn (nothing secret shown, e.g. bidding in the open) the acting human uses
        their cards where they lie: the table keeps its orientation, no spinning."""
        model = self.model
        if seat is not None and model.perspective is not None and not self.private_turn(seat):
            model.perspective = seat
            for part in self._rules():
                part.public_turn(seat)
            self.sync_faces()
            self.layer.relayout(0.2)
            return
        model.perspective = seat
        self.table.input.key_queue.clear()
        if seat is not None:
            model.bottom = seat
        self.sync_faces(animate=seat is not None)
        self.arrange()
        self.layer.relayout(0.35)

    def veil(self) -> None:
        """The table is covered by an overlay (pause, confirm, phones): the hand shown
        to the player at this screen turns face down, since the screen may now be seen
        by anyone on the sofa. The cards keep their places; :meth:`unveil` undoes it."""
        model = self.model
        if model.state.is_over or model.show_all or model.perspective is None or \
                model.veiled is not None:
            return
        model.veiled, model.perspective = model.perspective, None
        self.sync_faces(animate=False)

    def unveil(self) -> None:
        """Back on top: one human here sees their hand again; with several, whoever is
        to act confirms a hand-off first (the driver sees no perspective and asks)."""
        model = self.model
        seat, model.veiled = model.veiled, None
        if seat is None:
            return
        if len(self.table.driver.local_humans) > 1:
            self.set_perspective(None)
            return
        model.perspective = seat
        self.sync_faces(animate=False)
