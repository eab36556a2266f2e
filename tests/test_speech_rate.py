"""The speech rate is easy to find: offered with a spoken sample of each rate the first
time speech comes on (F2, ``--speech`` at the first start), and a row of the pause menu
while speech is on."""

from __future__ import annotations

import pygame
from support.app import make_app, press, start_table

from game.app.screens.pause import PauseScene
from game.app.screens.rate_offer import RateOfferScene
from game.app.session import Seat
from game.app.speech import Narrator, install
from game.app.speech.engine import RATES
from game.app.speech.output import Recorder
from game.app.speech.screen import widget_text


class RateHeard(Recorder):
    """An output that keeps each utterance with the rate it was asked at."""

    def __init__(self) -> None:
        super().__init__()
        self.rate = RATES["normal"]
        self.said: list[tuple[str, int]] = []   # type: ignore[assignment]

    def say(self, text: str, language: str, priority: str = "event", joins: bool = False,
            subject: str = "", voice: int = 0, cue: str = "") -> None:
        self.said.append((text, self.rate))


def speaking_app(**config) -> tuple[object, RateHeard]:
    app = make_app(**config)
    heard = RateHeard()
    install(app, lambda a: Narrator(a, heard, available=True))
    return app, heard


def test_the_first_f2_offers_the_rate_and_each_rate_says_its_sample_at_that_rate():
    app, heard = speaking_app()
    app.settings.speech_rate_offered = False
    press(app, pygame.K_F2, frames=3)
    offer = app.scenes.top
    assert isinstance(offer, RateOfferScene)
    assert offer.focused_rate == "normal"
    press(app, pygame.K_DOWN, frames=2)               # Fast: its sample, said fast
    assert app.settings.speech_rate == "fast"
    text, rate = heard.said[-1]
    assert text.startswith("Fast") and "3 of 4" in text and rate == RATES["fast"]
    press(app, pygame.K_DOWN, frames=2)
    assert heard.said[-1][1] == RATES["fastest"] and "4 of 4" in heard.said[-1][0]
    press(app, pygame.K_UP, pygame.K_RETURN, frames=3)  # keeps Fast
    assert not isinstance(app.scenes.top, RateOfferScene)
    assert app.settings.speech_rate == "fast" and app.settings.speech_rate_offered
    assert ("Speech rate: Fast.", RATES["fast"]) in heard.said
    press(app, pygame.K_F2, pygame.K_F2, frames=3)   # off and on again: offered once
    assert not isinstance(app.scenes.top, RateOfferScene)


def test_esc_keeps_the_rate_there_was():
    app, heard = speaking_app()
    app.settings.speech_rate_offered = False
    app.settings.speech_rate = "slow"
    press(app, pygame.K_F2, frames=3)
    assert app.scenes.top.focused_rate == "slow"
    press(app, pygame.K_DOWN, pygame.K_DOWN, frames=2)
    assert app.settings.speech_rate == "fast"
    press(app, pygame.K_ESCAPE, frames=2)
    assert app.settings.speech_rate == "slow" and app.settings.speech_rate_offered
    assert not isinstance(app.scenes.top, RateOfferScene)


def test_speech_from_the_command_line_at_the_first_start_offers_it_over_the_question():
    app, heard = speaking_app(ask_place=True, speech=True)
    app.step()
    app.step()
    app.scenes.apply_pending()
    assert isinstance(app.scenes.top, RateOfferScene)
    below = app.scenes.scenes[-2]
    press(app, pygame.K_RETURN, frames=3)
    assert app.scenes.top is below                    # the question, as it was
    assert any(text.startswith("Where do you play") for text, _ in heard.said[-3:]), \
        heard.said[-3:]


def test_the_pause_menu_has_the_rate_while_speech_is_on():
    app, heard = speaking_app()
    table = start_table(app, "stortok", [Seat("Anna", True), Seat("Bot", False)], seed=5)
    pause = PauseScene(app.services, table)
    assert "Speech rate" not in [widget_text(w) for w in pause.group.widgets]
    app.settings.speech = True
    pause = PauseScene(app.services, table)
    rows = [widget_text(w) for w in pause.group.widgets]
    assert rows[1] == "Speech rate: Normal", rows
    for widget in pause.group.widgets:
        assert pause.panel.contains(widget.rect)
    app.scenes.push(pause)
    app.scenes.apply_pending()
    press(app, pygame.K_DOWN, pygame.K_RIGHT, frames=2)
    assert app.settings.speech_rate == "fast"
    text, rate = heard.said[-1]                  # (with its place in the menu, if said)
    assert text.startswith("Speech rate: Fast") and rate == RATES["fast"], heard.said[-1]


def test_the_pace_each_computer_move_is_held_anew_after_one_reached_the_limit():
    """With "computers wait for speech" on, a long answer to a key (F3's hand) may hold
    a computer to the limit; the next computer's move is held again, so the turn
    sentence does not end up behind a pile of events."""
    from support.listener import EarApp

    from game.app.speech.table_speech import HOLD_LIMIT
    heard = EarApp(game="stortok", players=3, seed=2)
    table = heard.app.scenes.top
    narrator = heard.narrator
    heard.run_until(table.human_to_act, 5000)
    heard.ear.pending = lambda priority: 1          # events are always still being said
    assert narrator.holding(table, HOLD_LIMIT - 0.1)
    assert not narrator.holding(table, 0.2)         # this move: the limit is reached
    table.perform(table.model.state.legal_actions()[0])   # a move is made
    assert narrator.holding(table, 0.0)             # the next one is held again
    assert narrator.holding(table, HOLD_LIMIT - 0.1)
