"""The Zwicker capture choice: the hand card the player has chosen, the joker's declared
value and which of the card's legal moves is meant (captures can often be grouped in
several ways; Tab or a click on another unit switches). Every move it offers comes from
the engine's legal actions; a move that is not legal is put to the engine as text, so
its refusal is the engine's reason.

As a part of the table it also takes the choice's keys (Tab, Up/Down, Escape),
pre-selects a hint, keeps the chosen card lifted, marks the units the choice takes and
draws the joker's value picker.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

import pygame

from game.app import i18n
from game.app.games.zwicker.board import OnBoard
from game.app.games.zwicker.layout import FREE, PICKER_Y
from game.app.kit import theme
from game.app.kit.cards_view import CardSprite
from game.app.shell import frame
from game.app.table.events import Explained, Move
from game.app.table.parts import HandMarks, Input, Overlay
from game.rules import Card, IllegalMove, cards_of
from game.rules.zwicker import Action, Capture, Stack, Trail, value_of

#: what a chosen card is played onto: a unit's index, or free table space (``FREE``)
Target = int | str

if TYPE_CHECKING:
    from game.app.table.scene import TableScene


def _label(card: Card, declared: int) -> str:
    """A card as the action texts write it (a joker with its declared value)."""
    return f"JK={declared}" if card.is_joker else card.text


class CaptureChoice(OnBoard, Input, HandMarks, Overlay):
    def __init__(self, table: TableScene) -> None:
        super().__init__(table)
        self.selected: CardSprite | None = None
        self.declared: int | None = None
        self.choice = 0

    def matching(self, card: Card, target: Target | None = None) -> list[Action]:
        """The legal actions that play ``card`` (and involve ``target``, a unit index or
        :data:`FREE`, if given).

        Like python-chess's ``find_move``: a gesture is turned into moves by filtering
        ``legal_actions()``, never by re-deriving a rule.
        """
        return [a for a in self.state.legal_actions() if card in cards_of(a)
                and (target is None or self.touches(a, target))]

    @staticmethod
    def touches(action: Action, target: Target) -> bool:
        """Whether ``action`` involves ``target``: a unit it takes or stacks on, or free
        space for a card laid down."""
        if target == FREE:
            return isinstance(action, Trail)
        if isinstance(action, Capture):
            return target in action.taken
        return isinstance(action, Stack) and action.index == target

    def joker_values(self, card: Card) -> list[int]:
        """The declared values that lead to a legal move for ``card`` (a joker)."""
        return sorted({a.declared for a in self.matching(card)})

    def choices(self) -> list[Action]:
        """The legal actions of the selected card (with the declared value)."""
        if self.selected is None or self.selected.card is None:
            return []
        found = self.matching(self.selected.card)
        if self.declared is not None:
            found = [a for a in found if a.declared == self.declared]
        return found

    def current(self) -> Action | None:
        found = self.choices()
        return found[self.choice % len(found)] if found else None

    def select(self, sprite: CardSprite) -> bool:
        """Select a hand card; one without a legal move shows the engine's reason."""
        card = sprite.card
        if card is None or not self.table.human_to_act():
            return False
        if not self.matching(card):
            self.deselect()
            return self.attempt(f"trail {_label(card, 2)}")
        self.selected = sprite
        self.choice = 0
        items = self.table.input.focusables()
        if sprite in items:
            self.table.input.focus = items.index(sprite)
        values = self.joker_values(card) if card.is_joker else []
        self.declared = (values[0] if values else None) if card.is_joker else None
        self._prefer(self.table.policy.suggest())
        return True

    def _prefer(self, wanted: Move | None) -> None:
        """Make ``wanted`` (the move the table's policy would suggest: a lesson's move)
        the choice if the chosen card plays it, so that what the coach outlines and what
        Enter plays are the same move."""
        card = self.selected.card if self.selected is not None else None
        if not isinstance(wanted, Capture | Stack | Trail) or card is None or wanted.card != card:
            return
        if card.is_joker:
            self.declared = wanted.declared
        found = self.choices()
        if wanted in found:
            self.choice = found.index(wanted)

    def deselect(self) -> None:
        self.selected = None
        self.declared = None
        self.choice = 0

    def cycle(self, step: int) -> None:
        found = self.choices()
        if len(found) == 1:                 # nothing changes: speech says why
            self.table.driver.events.publish(Explained("speech.zwicker.only_one"))
        if found:
            self.choice = (self.choice + step) % len(found)
            self.table.services.sound.play("click")

    def change_declared(self, step: int) -> None:
        if self.selected is None or self.selected.card is None or self.declared is None:
            return
        values = self.joker_values(self.selected.card)
        if values:
            index = values.index(self.declared) if self.declared in values else 0
            self.declared = values[(index + step) % len(values)]
            self.choice = 0

    def set_declared(self, value: int) -> None:
        self.declared = value
        self.choice = 0

    def confirm(self) -> bool:
        action = self.current()
        if action is None:
            return False
        return self.table.perform(action)

    def choose_target(self, target: Target, confirm_first: bool = True) -> bool:
        """The selected card aimed at a unit index or :data:`FREE` space."""
        sprite = self.selected
        if sprite is None or sprite.card is None:
            return False
        card = sprite.card
        found = self.choices()
        hits = [i for i, a in enumerate(found) if self.touches(a, target)]
        if not hits and card.is_joker:       # another declared value may reach it
            other = [a for a in self.matching(card, target)]
            if other:
                self.declared = other[0].declared
                found = self.choices()
                hits = [i for i, a in enumerate(found) if self.touches(a, target)]
                self.choice = hits[0]
                return True
        if not hits:
            return self.refuse(card, target)
        current = self.choice % len(found)
        if current in hits and confirm_first:
            return self.table.perform(found[current])
        if len(hits) == 1 and not isinstance(found[hits[0]], Capture):
            return self.table.perform(found[hits[0]])
        later = [i for i in hits if i > current] or hits
        self.choice = later[0]
        self.table.services.sound.play("click")
        return True

    def refuse(self, card: Card, target: Target) -> bool:
        """``card`` has no move with ``target``: the engine's reason for that very card
        and target (a capture of it if the card may capture, else a stack on it, or
        laying it down on free space)."""
        label = _label(card, self.declared or value_of(card) or 2)
        if target == FREE:
            return self.attempt(f"trail {label}")
        if any(isinstance(a, Capture) for a in self.matching(card)):
            return self.attempt(f"capture {label}: #{target}")
        return self.attempt(f"stack {label} on #{target}")

    def attempt(self, text: str) -> bool:
        """Let the engine judge a move written as text; a refusal shows its reason."""
        try:
            action = self.state.action_from_text(text)
        except IllegalMove as refusal:
            self.table.toast.show(i18n.text(refusal.message), 3.5, theme.DANGER)
            self.table.services.sound.play("error")
            return False
        return self.table.perform(action)

    def picker_rects(self) -> list[tuple[int, pygame.Rect]]:
        sprite = self.selected
        if sprite is None or sprite.card is None or not sprite.card.is_joker:
            return []
        values = self.joker_values(sprite.card)
        size, gap = 56, 8
        left = 960 - (len(values) * (size + gap) - gap) // 2
        return [(v, pygame.Rect(left + i * (size + gap), PICKER_Y - size // 2, size, size))
                for i, v in enumerate(values)]

    def pointed_choice(self) -> Capture | None:
        """The other capture a click on the unit under the mouse would switch to."""
        action = self.current()
        board = self.board
        if not isinstance(action, Capture):
            return None
        unit = board.unit_at(board.pointer)
        if unit is None or unit in action.taken:
            return None
        found = self.choices()
        start = self.choice % len(found)
        for step in range(1, len(found)):
            candidate = found[(start + step) % len(found)]
            if isinstance(candidate, Capture) and unit in candidate.taken:
                return candidate
        return None

    # --- as a part of the table ------------------------------------------------------

    def key(self, event: pygame.event.Event) -> bool:
        """Tab (Shift+Tab) and Up/Down switch the choice or the joker's value, Escape
        puts the card back; Tab with nothing chosen says so."""
        table = self.table
        key = event.key
        if self.selected is not None and table.human_to_act():
            if key == pygame.K_ESCAPE:
                self.deselect()
                return True
            if key == pygame.K_TAB:
                self.cycle(-1 if event.mod & pygame.KMOD_SHIFT else 1)
                return True
            if key in (pygame.K_UP, pygame.K_DOWN):
                step = 1 if key == pygame.K_UP else -1
                if self.declared is not None:
                    self.change_declared(step)
                else:
                    self.cycle(-step)
                return True
        elif key == pygame.K_TAB:
            if table.human_to_act():        # nothing chosen to cycle: speech says why
                table.driver.events.publish(Explained("speech.zwicker.choose_first"))
            return True
        return False

    def hint_shown(self) -> None:
        """The hint's card is selected with the hint's move as the choice."""
        table = self.table
        hint, seat = table.model.hint, self.state.current_player
        if not isinstance(hint, Capture | Stack | Trail) or seat is None \
                or not table.human_to_act():
            return
        sprite = self.table.hands.in_hand(seat, hint.card)
        if sprite is not None and self.select(sprite):
            self.declared = hint.declared if hint.card.is_joker else None
            found = self.choices()
            self.choice = found.index(hint) if hint in found else 0

    def resting_lift(self, sprite: CardSprite) -> float:
        """The chosen card stays lifted (as high as a hovered or focused one)."""
        if sprite is not self.selected:
            return 0.0
        table = self.table
        pointed = sprite is table.input.hovered or table.input.shown_focus() is sprite
        return 0.0 if pointed else 34.0

    def mark_cards(self) -> None:
        """The units taken glow (gold, or the hint colour for a stack), the others dim;
        a click on the unit under the mouse would offer another capture (hint colour)."""
        table = self.table
        for sprite in self.board.flash:
            sprite.highlight = theme.GOLD
        if table.busy:
            return
        for unit in self.board.units:
            for sprite in unit:
                sprite.highlight = None
        action = self.current() if table.human_to_act() else None
        if isinstance(action, Capture):
            marked = action.taken
        elif isinstance(action, Stack):
            marked = (action.index,)
        else:
            marked = ()
        colour = theme.GOLD if isinstance(action, Capture) else theme.HINT
        other = self.pointed_choice()
        offered = other.taken if other is not None else ()
        for u, unit in enumerate(self.board.units):
            for sprite in unit:
                sprite.highlight = colour if u in marked else (
                    theme.HINT if u in offered else None)
                sprite.dim = bool(marked) and u not in marked and u not in offered

    def draw_over(self, surface: pygame.Surface) -> None:
        """The joker's value picker."""
        rects = self.picker_rects()
        if not rects or not self.table.human_to_act():
            return
        whole = rects[0][1].unionall([r for _, r in rects]).inflate(12, 8)
        theme.draw_panel(surface, whole, theme.PANEL, 230, radius=14)
        for value, rect in rects:
            on = value == self.declared
            frame.rect(surface, theme.GOLD if on else theme.BUTTON, rect, border_radius=12)
            theme.blit_text(surface, str(value), rect.center, theme.SIZE_BODY,
                            theme.INK if on else theme.TEXT, "center")
