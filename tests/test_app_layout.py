"""Shared scene frames and what must never overlap: the menu pages' toasts, the replay
bar over every table, a table's toast over its cards, hand and status line."""

from __future__ import annotations

import random

import pygame
import pytest
from support.app import make_app, press

from game.app import i18n
from game.app.games import playable, table_for
from game.app.games.zwicker.presenter import ZwickerPresenter
from game.app.kit import theme
from game.app.kit.placement import FreePlace
from game.app.screens.menu import MenuScene
from game.app.screens.page import TOAST_CENTRE
from game.app.screens.replay import ReplayListScene, ReplayScene
from game.app.screens.statistics import StatisticsScene
from game.app.session import Seat, Session
from game.app.storage.records import GameRecord
from game.app.table.layout import PLATE_SIZE, TOAST_WIDTH
from game.rules import GAMES, IllegalMove, new_game
from game.rules.messages import Message
from game.rules.playout import random_playout


def pixels(app, rect: pygame.Rect) -> bytes:
    return pygame.image.tobytes(app.canvas.subsurface(rect), "RGB")


@pytest.mark.parametrize("page", [StatisticsScene, ReplayListScene])
def test_a_pages_toast_comes_and_goes_without_input_and_the_page_stays_idle(page):
    app = make_app()
    scene = page(app)
    app.scenes.push(scene)
    app.step()
    scene.toast.time_left = 0.0
    press(app, pygame.K_DOWN, pygame.K_UP, frames=3)         # drawn without a toast
    area = pygame.Rect(0, 0, 300, 40)
    area.center = TOAST_CENTRE
    empty = pixels(app, area)
    scene.toast.show("Saved", 0.5)
    app.step()                                                # no input: still drawn
    assert pixels(app, area) != empty
    app.step()
    assert not app.drew                                       # and not again meanwhile
    assert app.run_until(lambda: not scene.toast.visible, 60)
    app.step()
    assert pixels(app, area) == empty                         # and gone again


def plate_rects(table) -> list[pygame.Rect]:
    plates = []
    for seat in range(table.model.players):
        rect = pygame.Rect(0, 0, *PLATE_SIZE)
        rect.center = table.presenter.seat_anchor(seat)
        plates.append(rect)
    return plates


def card_rects(table) -> list[pygame.Rect]:
    return [s.rect(table.services.assets) for s in table.layer.all()]


@pytest.mark.slow
@pytest.mark.parametrize("size", [(1280, 720), (1920, 1080)])
@pytest.mark.parametrize("game", sorted(playable()))
def test_the_replay_controls_cover_no_card_and_no_name_plate_at_any_seat_count(game, size):
    app = make_app(size=size)
    info = GAMES[game]
    for players in range(info.min_players, info.max_players + 1):
        session = Session(game, [Seat(f"Seat {i + 1}", True) for i in range(players)],
                          seed=players)
        random_playout(session.state, random.Random(players))
        viewer = ReplayScene(app.services, GameRecord.of(session.state), session.seats)
        app.scenes.push(viewer)
        press(app, pygame.K_r)                                # every hand face up
        controls = viewer.footprint()
        for position in range(viewer.total + 1):              # every position at rest
            table = viewer.table
            table.driver.finish_animations()
            assert viewer.position == position
            drawn = card_rects(table) + plate_rects(table)
            for rect in controls:
                hit = rect.collidelist(drawn)
                assert hit == -1, f"{players} seats, move {position}: {rect} on {drawn[hit]}"
            viewer.step_forward()
        app.scenes.pop()
        app.step()


def longest_refusals(game: str) -> list[Message]:
    """The longest refusal in English and the longest in German that the engine gives in
    a few seeded games when offered the moves of another deal."""
    found: list[Message] = []
    for seed in range(8):
        rng = random.Random(seed)
        state, other = new_game(game, 4, seed=seed), new_game(game, 4, seed=seed + 100)
        while not state.is_over and not other.is_over:
            try:
                state.clone().apply(rng.choice(other.legal_actions()))
            except IllegalMove as refusal:
                found.append(refusal.message)
            state.apply(rng.choice(state.legal_actions()))
            other.apply(rng.choice(other.legal_actions()))
    longest = []
    for language in ("en", "de"):
        i18n.set_language(language)
        longest.append(max(found, key=lambda m: len(i18n.text(m))))
    i18n.set_language("en")
    return longest


def keep_clear_drawn(table) -> list[pygame.Rect]:
    """Cards (the hand included) and the status line, as drawn in the last frame."""
    drawn = card_rects(table)
    if table.chrome.status_text():
        drawn.append(table.chrome.status_rect)
    return drawn


@pytest.mark.slow
@pytest.mark.parametrize("game", sorted(playable()))
def test_a_tables_toast_covers_no_card_hand_or_status_line_at_any_seat_count(game):
    app = make_app()
    refusals = longest_refusals(game)
    info = GAMES[game]
    for text_size in ("normal", "large"):
        app.prefs.set_text_size(text_size)
        for players in range(info.min_players, info.max_players + 1):
            table = table_for(app.services, Session.quick(game, players, humans=1, seed=players))
            app.scenes.reset(MenuScene(app.services), table)
            app.step()
            assert app.run_until(lambda t=table: t.human_to_act() and not t.busy, 3000)
            assert table.hands.perspective_hand()
            if isinstance(table.presenter, ZwickerPresenter):       # a chosen card stands lifted
                assert table.presenter.chooser.select(next(s for s in table.hands.perspective_hand()
                                         if table.presenter.chooser.matching(s.card)))
            for _ in range(20):
                app.step()
            for language, refusal in zip(("en", "de"), refusals, strict=True):
                app.prefs.set_language(language)
                table.toast.show(i18n.text(refusal), 30.0, theme.DANGER)
                app.step()
                toast = table.toast.last_rect
                where = f"{text_size} text, {players} seats, {language}: toast {toast}"
                hit = toast.collidelist(keep_clear_drawn(table))
                assert hit == -1, f"{where} on {keep_clear_drawn(table)[hit]}"
                if len(theme.wrap(table.toast.text, theme.SIZE_BODY, TOAST_WIDTH)) == 1:
                    assert toast.collidelist(plate_rects(table)) == -1, where
                table.toast.time_left = 0.0
    app.prefs.set_language("en")
    app.prefs.set_text_size("normal")


def test_a_notice_in_a_replay_covers_neither_the_table_nor_the_controls():
    app = make_app()
    session = Session("zwicker", [Seat(f"Seat {i + 1}", True) for i in range(8)], seed=3)
    random_playout(session.state, random.Random(3))
    viewer = ReplayScene(app.services, GameRecord.of(session.state), session.seats)
    app.scenes.push(viewer)
    press(app, pygame.K_r, *[pygame.K_RIGHT] * 12, pygame.K_m, frames=40)
    assert viewer.toast.visible
    toast = viewer.toast.last_rect
    assert toast.collidelist(card_rects(viewer.table) + viewer.footprint()) == -1


def test_a_found_place_stays_while_it_is_free_and_moves_when_covered():
    place = FreePlace()
    card = pygame.Rect(900, 500, 120, 168)
    first = place.centre((400, 80), (960, 560), [card])
    toast = pygame.Rect(0, 0, 400, 80)
    toast.center = first
    assert not toast.colliderect(card)
    elsewhere = pygame.Rect(100, 900, 120, 168)
    assert place.centre((400, 80), (960, 560), [card, elsewhere]) == first   # no wandering
    landed = toast.move(0, 20)                                # a card lands under it
    moved = place.centre((400, 80), (960, 560), [card, landed])
    toast.center = moved
    assert moved != first and toast.collidelist([card, landed]) == -1
