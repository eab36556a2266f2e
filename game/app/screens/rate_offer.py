"""The speech rate, offered the first time speech comes on (F2, ``--speech``, the
settings): each rate says a sample of itself when it is focused, so the player hears
how fast each is before choosing. Enter keeps the focused rate; Esc keeps the one
there was. Later the rate is in the pause menu and in the speech settings."""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

import pygame

from game.app import i18n
from game.app.kit import theme
from game.app.kit.screen_parts import draw_title, is_back_key
from game.app.kit.widgets import Button, FocusGroup
from game.app.settings import SPEECH_RATES
from game.app.shell.scene import Scene

if TYPE_CHECKING:
    from game.app.services import Services

PANEL = pygame.Rect(960 - 560, 160, 1120, 800)
BUTTON_W, BUTTON_H, GAP, TOP = 520, 86, 18, 480


class RateOfferScene(Scene):
    """"How fast shall I speak?" Slow / Normal / Fast / Fastest, each a spoken sample."""

    overlay = True
    backdrop_dim = 170

    def __init__(self, services: Services) -> None:
        super().__init__(services)
        self.before = services.settings.speech_rate
        buttons = []
        for i, rate in enumerate(SPEECH_RATES):
            button = Button((960 - BUTTON_W // 2, TOP + i * (BUTTON_H + GAP), BUTTON_W,
                             BUTTON_H), _rate_label(rate), _keep(self, rate),
                            size=theme.SIZE_BUTTON + 4, primary=rate == self.before)
            button.spoken_detail = _sample(i)
            buttons.append(button)
        self.group = FocusGroup(buttons)
        if self.before in SPEECH_RATES:
            self.group.set_focus(buttons[SPEECH_RATES.index(self.before)])

    def spoken_intro(self) -> str:
        return f"{i18n.tr('rate_offer.title')} {i18n.tr('rate_offer.text')}"

    @property
    def focused_rate(self) -> str:
        index = self.group.widgets.index(self.group.focused) \
            if self.group.focused in self.group.widgets else 0
        return SPEECH_RATES[index]

    def update(self, dt: float) -> None:
        # the focused rate is the rate at once: its sample is said at that rate
        self.services.settings.speech_rate = self.focused_rate

    def keep(self, rate: str) -> None:
        """Keep ``rate``, say so, and go back to what speech came on at."""
        self.services.settings.speech_rate = rate
        self.services.settings.speech_rate_offered = True
        self.services.prefs.save_settings()
        self.services.scenes.pop()
        self.services.speech.say(i18n.tr("rate_offer.kept", rate=i18n.tr(f"speech.rate.{rate}")),
                            "urgent")

    def handle(self, event: pygame.event.Event) -> bool:
        if is_back_key(event):
            self.keep(self.before)
            return True
        return self.group.handle(event)

    def draw(self, surface: pygame.Surface) -> None:
        theme.draw_panel(surface, PANEL, theme.PANEL, 242, radius=30, border=theme.BORDER)
        draw_title(surface, i18n.tr("rate_offer.title"), PANEL.y + 80)
        for i, line in enumerate(theme.wrap(i18n.tr("rate_offer.text"), theme.SIZE_BODY,
                                            PANEL.width - 120)[:3]):
            theme.blit_text(surface, line, (960, PANEL.y + 160 + i * 44), theme.SIZE_BODY,
                            theme.CREAM, "center")
        self.group.draw(surface)


def _rate_label(rate: str) -> Callable[[], str]:
    return lambda: i18n.tr(f"speech.rate.{rate}")


def _keep(scene: RateOfferScene, rate: str) -> Callable[[], None]:
    return lambda: scene.keep(rate)


def _sample(index: int) -> Callable[[], str]:
    return lambda: i18n.tr("rate_offer.sample", n=index + 1, total=len(SPEECH_RATES))


def offer_rate_once(services: Services) -> None:
    """Open the offer if speech is on and it was never made (it is made once)."""
    settings = services.settings
    if settings.speech_rate_offered or not services.speech.on:
        return
    settings.speech_rate_offered = True        # asked once, whatever the answer
    services.scenes.push(RateOfferScene(services))
