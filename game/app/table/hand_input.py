"""The hand input: how a local human points at and plays the cards of their hand.

Focus (arrows, a white ring), hover and drag with the mouse, number keys, the pad's
buttons, keys pressed while cards still move (kept and played when the turn comes), and
the marks on the hand (gold for legal cards, dimmed illegal ones, the hint, the focus).
A gesture becomes a move through the game's presenter (``play_card``, its buttons'
actions) or a part's drop target; the engine judges it in the turn driver. A game's
parts add their own keys, clicks and pointer handling (:class:`~.parts.Input`) and
marks, lifts and number badges (:class:`~.parts.HandMarks`).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

import pygame

from game.app.kit import theme
from game.app.kit.cards_view import CardSprite
from game.app.kit.widgets import Button
from game.app.shell import controls
from game.app.table.events import Move
from game.app.table.parts import DropTarget, HandMarks, Input
from game.rules import Card, cards_of

if TYPE_CHECKING:
    from game.app.table.scene import TableScene

DRAG_THRESHOLD = 12
#: key presses kept while cards move or a computer thinks (replayed on the human's turn)
KEY_QUEUE = 3
MOVE_KEYS = (pygame.K_RETURN, pygame.K_KP_ENTER, pygame.K_SPACE)


class HandInput:
    def __init__(self, table: TableScene) -> None:
        self.table = table
        self.model = table.model
        self.focus = 0                 # index into focusables()
        self.keyboard_focus = False    # show the focus ring (after a key press)
        self.hovered: CardSprite | None = None
        self.drag: CardSprite | None = None
        self.drag_from: tuple[int, int] = (0, 0)
        self.drag_offset: tuple[float, float] = (0.0, 0.0)
        self.dragging = False
        self.lifting = False
        self.key_queue: list[pygame.event.Event] = []

    # --- focus ---------------------------------------------------------------------------

    def focusables(self) -> list[CardSprite | Button]:
        table = self.table
        items: list[CardSprite | Button] = list(table.hands.perspective_hand())
        items.extend(game.button for game in table.presenter.buttons)
        items.append(table.hint_button)
        return items

    def focused(self) -> CardSprite | Button | None:
        items = self.focusables()
        if not items:
            return None
        self.focus = max(0, min(self.focus, len(items) - 1))
        return items[self.focus]

    def shown_focus(self) -> CardSprite | Button | None:
        """The focused item if its ring is shown (after a key press), else None."""
        return self.focused() if self.keyboard_focus else None

    def focus_on_move(self, action: Move) -> None:
        """Put the focus on what plays ``action`` (its card or its button)."""
        table = self.table
        hinted = [game.button for game in table.presenter.buttons if game.action() == action]
        cards = cards_of(action) if action is not None else ()
        for index, item in enumerate(self.focusables()):
            if item in hinted or (isinstance(item, CardSprite) and item.card in cards):
                self.focus = index
        self.keyboard_focus = True

    def focus_first_legal(self) -> None:
        """A new turn of the human: keep the focus on a card the engine allows, else put
        it on the first such card (or the first enabled game button): never on a dimmed
        card, never on Hint, so Enter plays."""
        table = self.table
        items = self.focusables()
        legal = self.legal_cards()
        current = self.focused()
        if isinstance(current, CardSprite) and current.card in legal:
            return
        for index, item in enumerate(items):
            if isinstance(item, CardSprite) and item.card in legal:
                self.focus = index
                return
        game_buttons = [game.button for game in table.presenter.buttons]
        for index, item in enumerate(items):
            if item in game_buttons and item.is_enabled:
                self.focus = index
                return

    def refresh_marks(self) -> None:
        """Gold legal cards, dimmed illegal ones, the hint, the focus ring."""
        table = self.table
        acting = table.human_to_act()
        legal_cards: set[Card] = self.legal_cards() if acting else set()
        highlight = table.services.settings.highlight_legal
        hint_cards = cards_of(self.model.hint) if self.model.hint is not None else ()
        focused = self.shown_focus()
        mine = set(map(id, table.hands.perspective_hand()))
        for sprite in table.layer.all():
            is_mine = id(sprite) in mine
            sprite.focus = sprite is focused
            if not (acting and is_mine):
                sprite.highlight = None
                sprite.dim = False
                continue
            legal = sprite.card in legal_cards
            sprite.dim = highlight and not legal
            sprite.highlight = theme.HINT if sprite.card in hint_cards else (
                theme.GOLD if highlight and legal else None)
        for part in table.parts.having(HandMarks):
            part.mark_cards()

    def legal_cards(self) -> set[Card]:
        """Cards of the perspective the engine lets the acting human use now."""
        for part in self.table.parts.having(HandMarks):
            found = part.legal_cards()
            if found is not None:
                return found
        cards: set[Card] = set()
        for action in self.model.state.legal_actions():
            cards.update(cards_of(action))
        return cards

    def hover_lift(self, sprite: CardSprite) -> float:
        """How far a hovered or focused card of the hand shown rises."""
        for part in self.table.parts.having(HandMarks):
            lift = part.hover_lift(sprite)
            if lift is not None:
                return lift
        return 34.0

    def number_badges(self) -> list[tuple[CardSprite, str]]:
        """The key that plays each hand card (1–9 by position; a part may differ)."""
        for part in self.table.parts.having(HandMarks):
            badges = part.number_badges()
            if badges is not None:
                return badges
        return [(sprite, str(number))
                for number, sprite in enumerate(self.table.hands.perspective_hand()[:9], 1)]

    def update_lifts(self, dt: float) -> None:
        """Hovered and focused cards rise a little (eased)."""
        table = self.table
        focused = self.shown_focus()
        rate = min(1.0, dt * 18)
        self.lifting = False
        for sprite in table.hands.perspective_hand():
            target = self.hover_lift(sprite) if (sprite is self.hovered or sprite is focused) \
                and not sprite.dragging else 0.0
            target += sum(part.resting_lift(sprite)
                          for part in table.parts.having(HandMarks))
            sprite.lift += (target - sprite.lift) * (rate if table.speed > 0 else 1.0)
            if abs(target - sprite.lift) < 0.5:
                sprite.lift = target
            else:
                self.lifting = True

    # --- events --------------------------------------------------------------------------

    def handle(self, event: pygame.event.Event) -> bool:
        if event.type == pygame.KEYDOWN:
            return self.handle_key(event)
        if event.type == pygame.MOUSEMOTION:
            self.keyboard_focus = False
            return self.mouse_motion(event.pos)
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
            return self.mouse_down(event.pos)
        if event.type == pygame.MOUSEBUTTONUP and event.button == 1:
            return self.mouse_up(event.pos)
        return False

    def press_button(self, button: Button) -> bool:
        table = self.table
        for candidate, make_action, _ in table.presenter.buttons:
            if candidate is button:
                if table.human_to_act():
                    return table.perform(make_action())
                return False
        return button.activate()

    def activate_focused(self) -> None:
        """Play the focused card or press the focused button (Enter, Space, pad A)."""
        self.keyboard_focus = True
        item = self.focused()
        if isinstance(item, CardSprite):
            self.table.presenter.play_card(item)
        elif isinstance(item, Button):
            self.press_button(item)

    def pad_button(self, intent: str) -> Button | None:
        """The game button a pad button presses at this table (each declares its own)."""
        return next((game.button for game in self.table.presenter.buttons
                     if game.pad == intent), None)

    # --- keys ----------------------------------------------------------------------------

    def _is_move_key(self, event: pygame.event.Event) -> bool:
        """Keys that make a move (queued while the table is busy)."""
        key = event.key
        intent = controls.pad_intent(event)
        if intent in (controls.BACK, controls.ALT):
            return self.pad_button(intent) is not None
        hotkeys = {pygame.key.key_code(b.key_hint.lower()) for b, *_ in self.table.presenter.buttons
                   if b.key_hint}
        return pygame.K_1 <= key <= pygame.K_9 or key in hotkeys or key in MOVE_KEYS

    def _queue_while_busy(self, event: pygame.event.Event) -> bool:
        """Keep a move key pressed while cards move or a computer thinks, for the turn
        of the human whose hand is shown (never across a hand-off)."""
        table = self.table
        model = self.model
        if table.human_to_act() or model.state.is_over or model.perspective is None \
                or not model.session.is_human(model.perspective) or not self._is_move_key(event):
            return False
        if len(self.key_queue) < KEY_QUEUE:
            self.key_queue.append(event)
        return True

    def replay_queued_key(self) -> None:
        """The human's turn has come: play the first key kept meanwhile."""
        if self.key_queue and self.table.human_to_act():
            self.handle_key(self.key_queue.pop(0))

    def handle_key(self, event: pygame.event.Event) -> bool:
        table = self.table
        if any(part.key(event) for part in table.parts.having(Input)):
            return True
        key = event.key
        if self._queue_while_busy(event):
            return True
        intent = controls.pad_intent(event)
        if intent in (controls.BACK, controls.ALT):
            button = self.pad_button(intent)
            if button is not None:
                self.keyboard_focus = True
                if table.human_to_act():
                    self.press_button(button)
                return True
            if intent == controls.ALT:
                return True
        if key == pygame.K_ESCAPE:
            table.pause_button.on_click()          # the table's menu, as its button opens it
            return True
        if key == pygame.K_F1:
            table.open_rules()
            return True
        if key == pygame.K_h:
            table.driver.show_hint()
            return True
        for button, make_action, _ in table.presenter.buttons:
            if button.key_hint and key == pygame.key.key_code(button.key_hint.lower()):
                if table.human_to_act():
                    table.perform(make_action())
                return True
        if pygame.K_1 <= key <= pygame.K_9:
            hand = table.hands.perspective_hand()
            index = key - pygame.K_1
            if index < len(hand):
                self.keyboard_focus = True
                self.focus = index
                table.presenter.play_card(hand[index])
            return True
        if key in (pygame.K_LEFT, pygame.K_RIGHT):
            self._move_focus(-1 if key == pygame.K_LEFT else 1)
            return True
        if key in MOVE_KEYS:
            self.activate_focused()
            return True
        return False

    def _move_focus(self, step: int) -> None:
        """The next item left or right, skipping disabled buttons (the first key press
        only shows the ring)."""
        items = self.focusables()
        if items and self.keyboard_focus:
            for _ in range(len(items)):
                self.focus = (self.focus + step) % len(items)
                item = items[self.focus]
                if not isinstance(item, Button) or item.is_enabled:
                    break
        if items:
            self.keyboard_focus = True

    # --- mouse ---------------------------------------------------------------------------

    def mouse_motion(self, pos: tuple[int, int]) -> bool:
        table = self.table
        used = False
        if self.drag is not None:
            moved = abs(pos[0] - self.drag_from[0]) + abs(pos[1] - self.drag_from[1])
            if not self.dragging and moved > DRAG_THRESHOLD:
                self.dragging = True
                self.drag.dragging = True
            if self.dragging:
                self.drag.x = pos[0] + self.drag_offset[0]
                self.drag.y = pos[1] + self.drag_offset[1]
            used = True
        else:
            self.hovered = None
            for zone in table.hands.hit_zones():
                self.hovered = self.hovered or table.layer.hit(pos, zone)
        for part in table.parts.having(Input):
            part.pointer_moved(pos)
        return used

    def mouse_down(self, pos: tuple[int, int]) -> bool:
        table = self.table
        shared = [table.hint_button, table.pause_button]
        for button in [game.button for game in table.presenter.buttons] + shared:
            if button.rect.collidepoint(pos):
                self.keyboard_focus = False
                self.press_button(button)
                return True
        sprite = None
        for zone in table.hands.hit_zones():
            sprite = sprite or table.layer.hit(pos, zone)
        if sprite is None:
            return any(part.click(pos) for part in table.parts.having(Input))
        self.drag = sprite
        self.drag_from = pos
        self.drag_offset = (sprite.x - pos[0], sprite.y - pos[1])
        self.dragging = False
        return True

    def mouse_up(self, pos: tuple[int, int]) -> bool:
        sprite = self.drag
        if sprite is None:
            return False
        was_drag = self.dragging
        self.end_drag(cancel=False)
        if was_drag:
            return self.drop_card(sprite, pos)
        if not self.table.presenter.play_card(sprite):
            self.table.layer.relayout(0.25)
        return True

    def drop_card(self, sprite: CardSprite, pos: tuple[int, int]) -> bool:
        """A hand card dragged and let go at ``pos``: a part's drop target, else played
        on the table's drop zone."""
        for part in self.table.parts.having(DropTarget):
            used = part.drop(sprite, pos)
            if used is not None:
                return used
        if not self.table.presenter.drop_rect.collidepoint(pos) or \
                not self.table.presenter.play_card(sprite):
            self.table.layer.relayout(0.25)
        return True

    def drop_glow(self) -> pygame.Rect | None:
        """Where the card being dragged would land if let go now, to glow (None: no
        glow, letting go there does nothing). By default the whole drop zone."""
        glow: pygame.Rect | None = self.table.presenter.drop_rect
        for part in self.table.parts.having(DropTarget):
            glow = part.drop_glow(glow)
        return glow

    def end_drag(self, cancel: bool) -> None:
        if self.drag is not None:
            self.drag.dragging = False
            if cancel:
                self.table.layer.relayout(0.2)
        self.drag = None
        self.dragging = False
