"""The Stortok trumps panel says "High trump" / "Low trump" inside the panel, in English
and German ("Niedriger Trumpf" or "Tiefer Trumpf") and in Large text, where no card
of the seat fanned above it covers the words; the pile counts stay clear of the lesson
coach's panel."""

from __future__ import annotations

import math

import pygame
import pytest
from support.app import make_app

from game.app import i18n
from game.app.games import table_for
from game.app.games.stortok.layout import OTHER_W, TRUMP_RECT
from game.app.games.stortok.presenter import StortokPresenter
from game.app.kit.cards_view import CardSprite
from game.app.screens.menu import MenuScene
from game.app.session import Seat, Session
from game.app.table.layout import backs_fan, seat_positions


def fanned_backs(app, count: int) -> list[pygame.Rect]:
    """The rotated cards' bounds of a hand of ``count`` backs at the seat left of the
    human at three seats (its fan hangs next to the trumps panel)."""
    ax, ay = seat_positions(3)[1]
    rects = []
    for index in range(count):
        place = backs_fan(index, count, (ax, ay - 128), OTHER_W, 40.0, 250.0)
        w, h = OTHER_W, app.assets.card_height(OTHER_W)
        turn = math.radians(abs(place.angle))
        bound = pygame.Rect(0, 0, w * math.cos(turn) + h * math.sin(turn),
                            h * math.cos(turn) + w * math.sin(turn))
        bound.center = (round(place.x), round(place.y))
        rects.append(bound)
    return rects


@pytest.mark.parametrize("size", ["normal", "large"])
@pytest.mark.parametrize("low", [None, "Tiefer Trumpf"])
@pytest.mark.parametrize("language", ["en", "de"])
def test_the_trump_labels_fit_the_panel_clear_of_the_cards(language, low, size, monkeypatch):
    if low is not None:
        monkeypatch.setitem(i18n.TEXTS, "table.stortok.low_trump", ("Low trump", low))
    app = make_app(size=(1920, 1080))
    app.prefs.set_language(language)
    app.prefs.set_text_size(size)
    try:
        session = Session("stortok", [Seat("Ute", True), Seat("Bert"), Seat("Carla")], seed=3)
        table = table_for(app.services, session)
        assert isinstance(table.presenter, StortokPresenter)
        app.scenes.reset(MenuScene(app.services), table)
        assert app.run_until(lambda: not table.animations_busy, 2000)
        labels = [rect for _, rect in table.presenter.trump_labels()]
        assert len(labels) >= 2
        inner = TRUMP_RECT.inflate(-12, -12)
        for rect in labels:
            assert inner.contains(rect), (rect, TRUMP_RECT)
        cards = [s.rect(app.assets) for s in table.layer.all()]
        for count in range(1, 16):
            cards += fanned_backs(app, count)
        for rect in labels:
            assert rect.collidelist(cards) == -1, rect
        for index, rect in enumerate(labels):
            assert rect.collidelist(labels[index + 1:]) == -1
    finally:
        app.prefs.set_language("en")
        app.prefs.set_text_size("normal")


@pytest.mark.parametrize("size", ["normal", "large"])
@pytest.mark.parametrize("language", ["en", "de"])
def test_the_pile_counts_stay_clear_of_the_lesson_coach(language, size):
    app = make_app(size=(1920, 1080))
    app.prefs.set_language(language)
    app.prefs.set_text_size(size)
    try:
        session = Session("stortok", [Seat("Ute", True), Seat("Bert"), Seat("Carla")], seed=3)
        table = table_for(app.services, session)
        for _ in range(40):                       # two-digit counts
            table.layer.add(CardSprite(None), "dead")
        panel = table.presenter.lesson_panel_rect()
        for _, rect in table.presenter.pile_labels():
            assert not rect.colliderect(panel), (rect, panel)
    finally:
        app.prefs.set_language("en")
        app.prefs.set_text_size("normal")
