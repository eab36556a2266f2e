"""The table's shared parts (the turn driver, the hand input, the chrome) built alone,
each on a tiny host with the table's seams — a real :class:`TableModel`, the game's
parts, a presenter — and no App, no scene. The game, the card layer, the animation
queues, the toast, the images and the settings are the real ones; only what the part
would tell the others is recorded here."""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

import pygame
import pytest
from support.hosts import RecordedSounds

from game.app import i18n
from game.app.kit import richtext
from game.app.kit.assets import Assets
from game.app.kit.cards_view import CardLayer, CardSprite, Place
from game.app.kit.tween import Timeline, Tweens
from game.app.kit.widgets import Button, Toast
from game.app.session import Session
from game.app.settings import Settings
from game.app.table.chrome import Chrome
from game.app.table.driver import TurnDriver
from game.app.table.events import TableEvents
from game.app.table.hand_input import HandInput
from game.app.table.layout import hand_zone
from game.app.table.model import TableModel
from game.app.table.parts import Frames, HandMarks, Parts, PlateLine
from game.rules import Card, Event
from game.rules.messages import Message


@pytest.fixture(autouse=True, scope="module")
def _pygame():
    pygame.init()
    yield


@dataclass
class HostWindow:
    last_device: str = "keys"


@dataclass
class HostServices:
    """The app's services as the parts see them: settings, sounds, images, no saved
    games, the device used last."""

    settings: Settings = field(default_factory=Settings)
    sound: RecordedSounds = field(default_factory=RecordedSounds)
    saves: None = None
    assets: Assets = field(default_factory=Assets)
    window: HostWindow = field(default_factory=HostWindow)


def _place(zone: str, index: int, count: int, sprite: CardSprite) -> Place:
    return Place(300 + index * 120, 900 if zone.startswith("hand:") else 400, 110, 0, index)


class Recorder:
    """Stands in for the parts a part tells things to (the log, the input, the policy)."""

    def __init__(self) -> None:
        self.calls: list[tuple[Any, ...]] = []

    def __getattr__(self, name: str) -> Any:
        if name.startswith("_"):
            raise AttributeError(name)
        return lambda *args: self.calls.append((name, *args)) or 0.0

    def names(self) -> list[str]:
        return [call[0] for call in self.calls]


class _DriverHands:
    """The hands as the driver asks them: every turn private; the perspective moves."""

    def __init__(self, model: TableModel) -> None:
        self.model = model

    def private_turn(self, seat: int) -> bool:
        return True

    def set_perspective(self, seat: int | None) -> None:
        self.model.perspective = seat


class _DriverPresenter:
    def __init__(self) -> None:
        self.animated: list[tuple[int, Any, list[Event]]] = []

    def animate(self, seat: int, action: Any, events: list[Event]) -> None:
        self.animated.append((seat, action, events))

    def describe_hint(self, action: Any) -> str:
        return str(action)


class _Quieted(Frames):
    """A part that counts how often the table forgot its banners."""

    times = 0

    def update(self, dt: float) -> None:
        pass

    def quiet(self) -> None:
        self.times += 1


class DriverHost:
    """One game of Stortok and what the driver tells the table."""

    started = True
    speed = 0.0                 # instant: a computer seat thinks no visible while

    def __init__(self, humans: int = 0, players: int = 3) -> None:
        self.services = HostServices()
        self.model = TableModel(Session.quick("stortok", players, humans=humans,
                                              level="easy", seed=4))
        self.model.perspective = None
        self.state = self.model.state
        self.tweens = Tweens()
        self.timeline = Timeline()
        self.layer = CardLayer(self.services.assets, self.tweens, _place)
        self.toast = Toast()
        self.chrome = Recorder()
        self.input = Recorder()
        self.policy = Recorder()
        self.policy.suggest = lambda: None          # no lesson: the adviser is asked
        self.presenter = _DriverPresenter()
        self.hands = _DriverHands(self.model)
        self.parts = Parts([_Quieted(self)])        # type: ignore[arg-type]
        self.handed_to: list[int] = []

    @property
    def animations_busy(self) -> bool:
        return self.timeline.busy or self.tweens.pending > 0

    def human_to_act(self) -> bool:
        seat = self.state.current_player
        return seat is not None and seat == self.model.perspective

    def hand_off(self, seat: int) -> None:
        self.handed_to.append(seat)


def test_the_driver_plays_a_computer_seats_move_through_the_engine():
    host = DriverHost(humans=0)
    driver = TurnDriver(host)
    seat = host.state.current_player
    assert seat is not None
    driver.update(0.016)                    # the turn starts: one frame at rest
    assert driver.thinking == seat and not host.state.history
    for _ in range(10):
        driver.update(0.016)
        if host.state.history:
            break
    assert len(host.state.history) == 1 and host.model.shown_turn == seat
    (moved, action, events), = host.presenter.animated
    assert moved == seat and action == host.state.history[0] and events
    host.timeline.update(1.0)               # the log's step runs with the animation
    assert host.chrome.names() == ["add_log"]
    assert isinstance(host.chrome.calls[0][1], Message)
    assert host.policy.names() == ["after_move"]


def test_a_refused_move_shows_the_engines_reason_and_changes_nothing():
    host = DriverHost(humans=1)
    driver = TurnDriver(host)
    before = len(host.state.history)
    legal = host.state.legal_actions()
    illegal = next(a for a in ("take", "draw", "play 6H", "play AS") if a not in
                   [str(x) for x in legal])
    assert not driver.perform(illegal)
    assert len(host.state.history) == before and not host.presenter.animated
    assert host.toast.visible and host.services.sound.played == ["error"]


def test_a_second_human_at_the_screen_is_handed_the_turn_first():
    host = DriverHost(humans=2, players=2)
    driver = TurnDriver(host)
    seat = host.state.current_player
    assert seat is not None and driver.is_local(seat)
    driver.update(0.016)
    assert host.handed_to == [seat] and host.model.perspective is None
    host.model.perspective = seat                 # the player confirmed: their hand is shown
    driver.update(0.016)
    assert "focus_first_legal" in host.input.names()


def test_fast_forward_replays_recorded_moves_silently_and_quiets_the_table():
    source = DriverHost(humans=0)
    for _ in range(5):
        source.state.apply(source.state.legal_actions()[0])
    recorded = [str(a) for a in source.state.history]
    host = DriverHost(humans=0)
    driver = TurnDriver(host)
    driver.fast_forward(recorded)           # the table started: played at once
    assert [str(a) for a in host.state.history] == recorded
    assert not driver.forwarding and not host.services.settings.muted
    assert host.parts.of(_Quieted).times == 1 and not host.animations_busy


class _Legal(HandMarks):
    """The one card of the hand the test lets the engine allow."""

    def legal_cards(self) -> set[Card]:
        return {Card.parse("9S")}


class _InputHands:
    def __init__(self, layer: CardLayer) -> None:
        self.layer = layer

    def perspective_hand(self) -> list[CardSprite]:
        return self.layer.zone(hand_zone(0))

    def hit_zones(self) -> list[str]:
        return [hand_zone(0)]


class _InputPresenter:
    buttons: list[tuple[Button, Any]] = []
    drop_rect = pygame.Rect(760, 300, 400, 360)

    def __init__(self) -> None:
        self.played: list[CardSprite] = []

    def play_card(self, sprite: CardSprite) -> bool:
        self.played.append(sprite)
        return True


class InputHost:
    """A hand of three cards at the bottom, one of them legal."""

    speed = 1.0

    def __init__(self) -> None:
        self.services = HostServices()
        self.model = TableModel(Session.quick("stortok", 2, humans=1, level="easy", seed=1))
        self.model.perspective = 0
        self.layer = CardLayer(self.services.assets, Tweens(), _place)
        self.hand = [self.layer.add(CardSprite(Card.parse(t)), hand_zone(0))
                     for t in ("6H", "9S", "KD")]
        self.layer.snap()
        self.driver = Recorder()
        self.presenter = _InputPresenter()
        self.hands = _InputHands(self.layer)
        self.parts = Parts([_Legal(self)])          # type: ignore[arg-type]
        self.hint_button = Button((1560, 20, 160, 70), "Hint", lambda: None)
        self.pause_button = Button((1740, 20, 160, 70), "Menu", lambda: None)
        self.acting = True

    @property
    def played(self) -> list[CardSprite]:
        return self.presenter.played

    def human_to_act(self) -> bool:
        return self.acting

    def perform(self, action: Any) -> bool:
        return True

    def open_rules(self) -> None:
        pass


def _key(key: int) -> pygame.event.Event:
    return pygame.event.Event(pygame.KEYDOWN, key=key, mod=0, unicode="")


def test_a_number_key_plays_the_card_at_that_place_in_the_hand():
    host = InputHost()
    hand_input = HandInput(host)
    assert hand_input.handle(_key(pygame.K_2))
    assert host.played == [host.hand[1]] and hand_input.focus == 1


def test_a_key_pressed_while_cards_move_is_kept_for_the_humans_turn():
    host = InputHost()
    hand_input = HandInput(host)
    host.acting = False                     # cards still move
    assert hand_input.handle(_key(pygame.K_3))
    assert not host.played and len(hand_input.key_queue) == 1
    host.acting = True
    hand_input.replay_queued_key()
    assert host.played == [host.hand[2]] and not hand_input.key_queue


def test_the_marks_gold_the_legal_cards_and_dim_the_others():
    host = InputHost()
    hand_input = HandInput(host)
    hand_input.refresh_marks()
    marks = {s.card.text: (s.highlight is not None, s.dim) for s in host.hand if s.card}
    assert marks == {"6H": (False, True), "9S": (True, False), "KD": (False, True)}
    host.acting = False                     # not the human's turn: no marks at all
    hand_input.refresh_marks()
    assert all(s.highlight is None and not s.dim for s in host.hand)


def test_a_new_turn_focuses_the_first_card_the_engine_allows():
    host = InputHost()
    hand_input = HandInput(host)
    hand_input.focus_first_legal()
    assert hand_input.focused() is host.hand[1]


class _Badges(PlateLine):
    """A game's standing on the plates, as the test sets it."""

    def __init__(self, table: Any) -> None:
        super().__init__(table)
        self.badges: dict[int, tuple[str, tuple[int, int, int], tuple[int, int, int]]] = {}

    def plate_badge(self, seat: int) -> tuple[str, tuple[int, int, int],
                                              tuple[int, int, int]] | None:
        return self.badges.get(seat)


class _ChromePresenter:
    status_y = 660
    buttons: list[tuple[Button, Any]] = []

    def keys_text(self) -> str:
        return "1-9 play"

    def seat_anchor(self, seat: int) -> tuple[int, int]:
        return (300 + seat * 500, 200)


class ChromeHost:
    """Three seats, the plates and the log."""

    elapsed = 0.0
    animations_busy = False
    busy = False

    def __init__(self) -> None:
        self.services = HostServices()
        self.model = TableModel(Session.quick("stortok", 3, humans=1, level="easy", seed=2))
        self.model.shown_turn = 0
        self.layer = CardLayer(self.services.assets, Tweens(), _place)
        self.toast = Toast()
        self.driver = _PlateDriver()
        self.input = Recorder()
        self.input.number_badges = lambda: []
        self.policy = _Policy()
        self.presenter = _ChromePresenter()
        self.parts = Parts([_Badges(self)])
        self.pause_button = Button((1740, 20, 160, 70), "Menu", lambda: None)
        self.hint_button = Button((1560, 20, 160, 70), "Hint", lambda: None)

    @property
    def badges(self) -> dict[int, tuple[str, tuple[int, int, int], tuple[int, int, int]]]:
        return self.parts.of(_Badges).badges

    def human_to_act(self) -> bool:
        return True


class _PlateDriver:
    thinking: int | None = None

    def __init__(self) -> None:
        self.events = TableEvents()

    def seat_note(self, seat: int) -> tuple[str, tuple[int, int, int]] | None:
        return None

    def seat_icon(self, seat: int) -> str | None:
        return None


class _Policy:
    drives_turns = True
    shows_status = True

    def retell(self, event: Event, message: Message) -> Message:
        return message


def test_the_log_keeps_the_last_eight_entries():
    chrome = Chrome(ChromeHost())
    for n in range(11):
        chrome.add_log(Message("table.log", {"n": n}))
    assert [entry.values["n"] for entry in chrome.log] == list(range(3, 11))


def test_the_newest_log_line_is_dimmed_ahead_in_a_still_frame_not_with_the_next_line():
    host = ChromeHost()
    chrome = Chrome(host)
    surface = pygame.Surface((1920, 1080))
    made = richtext._cache.made

    def draw() -> int:
        """One frame's log; the rich text images it made."""
        nonlocal made
        host.services.assets.new_frame()
        chrome.draw_log(surface)
        count, made = richtext._cache.made - made, richtext._cache.made
        return count

    chrome.add_log(Message("Bert leads", {}))            # (no template: said as it is)
    assert draw() == 1                      # the new line, bright
    host.animations_busy = True
    assert draw() == 0                      # cards move: nothing made ahead
    host.animations_busy = False
    chrome.on_top = False
    assert draw() == 0                      # under a scoreboard or the pause: neither
    chrome.on_top = True
    assert draw() == 1                      # still: its dim look, made ahead
    assert draw() == 0
    chrome.add_log(Message("Carla follows", {}))
    assert draw() == 1                      # only the new line: the old one is ready


def test_a_plate_says_the_card_count_thinking_or_the_games_badge():
    host = ChromeHost()
    chrome = Chrome(host)
    for _ in range(4):
        host.layer.add(CardSprite(None), hand_zone(1))
    _, info, _ = chrome.plate_look(1)
    assert "4" in info
    host.driver.thinking = 1
    _, info, _ = chrome.plate_look(1)
    assert info.startswith(i18n.tr("table.thinking"))
    host.badges[1] = ("Out", (0, 200, 0), (20, 40, 20))
    body, info, colour = chrome.plate_look(1)
    assert info == "Out" and colour == (0, 200, 0) and (20, 40, 20) in body


def test_a_toast_avoids_the_plates_and_the_menu_button():
    host = ChromeHost()
    chrome = Chrome(host)
    avoid = chrome.toast_avoid()
    assert host.pause_button.rect in avoid
    assert all(any(rect.collidepoint(host.presenter.seat_anchor(seat)) for rect in avoid)
               for seat in range(host.model.players))
