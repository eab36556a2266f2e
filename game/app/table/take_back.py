"""Taking back a move: the one human at this screen undoes their last decision (Z, or the
controller's left trigger), as casual card apps and PySolFC let a player do.

Only where nobody else has seen the move to be undone: one human here, no phones, the
plain game (a lesson's policy says why not with :attr:`TablePolicy.no_take_back`).

The game is played again from its deal up to just before that decision, and a new table
is built for it the way a saved game is continued (the recorded moves fast-forwarded
through the engine): so the computers' moves after the decision are undone too, and
everything on the table is exactly what those moves make. That is exact because a game
is a pure function of its start (seed or fixed deck, dealer, options) and its moves: the
rules draw after the deal only from ``move_random()``, a stream fixed by the start and
the moves made. The computers keep their own random streams,
so their next moves may differ from the first time.

A game with a take-back is counted in no statistics and its replay is marked
(:attr:`Session.taken_back`); the autosave keeps both the mark and the position.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

import pygame

from game.app import i18n
from game.app.kit import theme
from game.app.shell import controls
from game.rules import GameState, new_game

if TYPE_CHECKING:
    from game.app.session import Session
    from game.app.table.scene import TableScene

#: the key at the table (Ctrl+Z is the same key)
KEY = pygame.K_z


def asked(event: pygame.event.Event) -> bool:
    """Whether ``event`` asks to take back a move (the key, or the pad's button for it)."""
    return event.type == pygame.KEYDOWN and (
        event.key == KEY or controls.pad_intent(event) == controls.TAKE_BACK)


def handle(table: TableScene, event: pygame.event.Event) -> bool:
    """The table's first look at an event: True if it asked for a take-back (done or
    refused with the reason on screen)."""
    if not asked(event):
        return False
    take_back(table)
    return True


def refusal(table: TableScene) -> str | None:
    """Why no move can be taken back now (a text key), or None."""
    policy_says = table.policy.no_take_back
    if policy_says is not None:
        return policy_says
    if table.model.session.phone_seats:
        return "take_back.phones"
    here = table.driver.local_humans
    if len(here) > 1:
        return "take_back.hot_seat"
    if not here:
        return "take_back.watching"
    if table.model.state.is_over:
        return "take_back.over"
    if last_decision(table.model.state, here[0]) is None:
        return "take_back.nothing"
    return None


def restart(state: GameState) -> GameState:
    """``state``'s game at its deal (the same seed or deck, dealer and options)."""
    return new_game(state.name, state.names, seed=state.seed, deck=state.deck,
                    dealer=state.dealer, options=dict(state.options))


def last_decision(state: GameState, seat: int) -> int | None:
    """How many moves of the game came before ``seat``'s last one (None: it has not
    moved yet); found by playing the game again, since the history names no movers."""
    again = restart(state)
    last = None
    for index, action in enumerate(state.history):
        if again.current_player == seat:
            last = index
        again.apply(action)
    return last


def take_back(table: TableScene) -> bool:
    """Undo the human's last decision and every move after it; False (and the reason
    shown and heard) when it may not be done here."""
    reason = refusal(table)
    if reason is not None:
        table.toast.show(i18n.tr(reason), 4.0, theme.DANGER)
        table.services.sound.play("error")
        return False
    state, session = table.model.state, table.model.session
    cut = last_decision(state, table.driver.local_humans[0])
    assert cut is not None                   # refusal() said there is one
    session.match.state = restart(state)
    session.taken_back += 1
    again = table.services.nav.table(session)
    again.driver.fast_forward(state.history[:cut])
    again.enter()                            # plays the moves and autosaves the position
    again.driver.finish_animations()         # at rest at once, the deal included
    again.driver.quiet()
    again.toast.show(i18n.tr("take_back.done"), 5.0, theme.HINT)
    table.services.sound.play("pickup")
    table.services.scenes.replace(again)
    return True


def draw_not_counted(surface: pygame.Surface, session: Session, panel: pygame.Rect) -> None:
    """On a game's score sheet: a label on the panel's top edge, clear of every game's
    own lines, saying that the game is not in the statistics (a move was taken back)."""
    if not session.taken_back:
        return
    image = theme.text(i18n.tr("take_back.not_counted"), theme.SIZE_SMALL, theme.HINT)
    label = image.get_rect(center=(panel.centerx, panel.top)).inflate(40, 16)
    theme.draw_panel(surface, label, theme.PANEL, 250, radius=label.height // 2,
                     border=theme.HINT, shadow=False)
    surface.blit(image, image.get_rect(center=label.center))
