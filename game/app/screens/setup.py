"""Game setup: choose the game, the seats (name, human or computer, strength) and
the game's options (defaults from ``GAMES``); Start opens the table."""

from __future__ import annotations

from collections.abc import Callable, Iterable
from functools import partial
from typing import TYPE_CHECKING

import pygame

from game.app import i18n
from game.app.games import game_order, match_targets, playable
from game.app.kit import theme
from game.app.kit.screen_parts import draw_background, draw_title, is_back_key
from game.app.kit.widgets import Button, Choice, FocusGroup, TextField, Toast, Widget
from game.app.rules_options import option_value_name
from game.app.session import DEFAULT_NAMES, OptionValue, Seat, Session, ai_levels
from game.app.settings import Choices
from game.app.shell import frame
from game.app.shell.scene import Scene
from game.rules import GAMES, Option

if TYPE_CHECKING:
    from game.app.services import Services

LEFT_X, SEAT_TOP, SEAT_STEP = 90, 372, 92
#: the options column is wide enough for the longest value ("Mehrere Sieger") on Large
RIGHT_X, RIGHT_W = 1120, 720
OPTION_LABEL_W = 380
NAME_LIMIT = 14
#: engine options that are safeguards, not rules to tune (shown in the rules help only)
HIDDEN_OPTIONS = frozenset({"max_actions"})


#: the computer players' strength offered for the very first game (nobody's seats yet)
FIRST_LEVEL = "easy"


def added_level(last: list[Seat], levels: tuple[str, ...]) -> str:
    """The strength of a computer seat the last game did not have: the last computer's
    of that game, else the first game's (Easy)."""
    level = next((seat.level for seat in reversed(last) if not seat.human), FIRST_LEVEL)
    return level if level in levels else FIRST_LEVEL if FIRST_LEVEL in levels else levels[0]


def setup_options(options: Iterable[Option]) -> list[Option]:
    """The options the setup screen offers for tuning."""
    return [option for option in options if option.name not in HIDDEN_OPTIONS]


#: what a seat can be: a human here, a human with a phone (game/app/phones), a computer
SEAT_KINDS = ("human", "phone", "computer")


def seat_kind(seat: Seat) -> str:
    return "computer" if not seat.human else "phone" if seat.phone else "human"


def set_seat_kind(seat: Seat, kind: str) -> None:
    seat.human = kind != "computer"
    seat.phone = kind == "phone"


def option_label(option: Option) -> str:
    key = f"option.{option.name}"
    text = i18n.tr(key)
    return text if text != key else option.name.replace("_", " ").capitalize()


def option_help(option: Option) -> str:
    key = f"option.{option.name}.help"
    text = i18n.tr(key)
    return text if text != key else option.help


#: a count option offers every number from 1 up to the rules' own (if that is no more)
MAX_COUNT_STEPS = 20


def option_values(option: Option) -> list[OptionValue]:
    """What the option's choice steps through: its choices, Off/On, or for a count
    (the rules' number of rounds) every number from 1 to the rules' one."""
    if option.choices:
        return list(option.choices)
    if isinstance(option.default, bool):
        return [False, True]
    if isinstance(option.default, int) and 0 < option.default <= MAX_COUNT_STEPS:
        return list(range(1, option.default + 1))
    return [option.default]


def option_shower(option: Option) -> Callable[[OptionValue], str]:
    """How the option's values are named ("9 rounds"; On/Off; a choice's label)."""
    return lambda value: option_value_name(option.name, value, i18n.language())



def show_target(game: str, target: int | None) -> str:
    """``One game`` or the game's way to say the target (``To 20 tricks``)."""
    return i18n.tr("match.one_game") if target is None else i18n.tr(f"match.to.{game}",
                                                                    n=target)


class SetupScene(Scene):
    def __init__(self, services: Services, game: str | None = None) -> None:
        super().__init__(services)
        self.games = [*game_order(), *sorted(set(GAMES) - set(game_order()))]
        self.tables = playable()
        self.levels = ai_levels() or ("normal",)
        last = services.settings.last_seats                 # the seats of the last game started
        # a first game is against Easy players; later ones start from the last seats, and
        # a seat added to them plays as the last computer did
        level = added_level(last, self.levels)
        self.seats = [Seat(DEFAULT_NAMES[i], human=i == 0, level=level)
                      for i in range(len(DEFAULT_NAMES))]
        for i, seat in enumerate(last[: len(self.seats)]):
            level = seat.level if seat.level in self.levels else self.seats[i].level
            self.seats[i] = Seat(seat.name, seat.human, level, seat.phone)
        if game is None and services.settings.last_game in self.tables:
            game = services.settings.last_game      # asked for no game: the last one played
        self.game = game if game in self.tables else next(g for g in self.games
                                                          if g in self.tables)
        info = GAMES[self.game]
        self.count = max(info.min_players, min(info.max_players, len(last) or 4))
        self.options: dict[str, OptionValue] = {}
        self.target: int | None = None
        self.recall_choices()
        self.toast = Toast()
        self.group = FocusGroup()
        self.error_seat: int | None = None     # the seat whose empty name stopped Start
        self.rebuild()

    def name_full(self) -> None:
        self.toast.show(i18n.tr("setup.name_full", n=NAME_LIMIT), 2.5)

    # --- widgets --------------------------------------------------------------------------

    def rebuild(self, focus: Widget | None = None) -> None:
        info = GAMES[self.game]
        widgets: list[Widget] = []
        tab_w = 420
        left = 960 - (tab_w * len(self.games) + 20 * (len(self.games) - 1)) // 2
        self.tabs: list[Button] = []
        for i, game in enumerate(self.games):
            ready = game in self.tables
            title = i18n.game_title(game)

            def label(title: str = title, ready: bool = ready) -> str:
                return title if ready else f"{title} ({i18n.tr('setup.coming_soon')})"

            tab = Button((left + i * (tab_w + 20), 150, tab_w, 84), label,
                         partial(self.choose_game, game), size=theme.SIZE_BODY,
                         primary=game == self.game)
            self.tabs.append(tab)
            widgets.append(tab)
        counts = list(range(info.min_players, info.max_players + 1))
        self.players_choice = Choice((LEFT_X, 262, 560, 80), lambda: i18n.tr("setup.players"),
                                     counts, counts.index(self.count), self.set_count, str,
                                     wrap=False, label_width=330)
        widgets.append(self.players_choice)
        self.seat_widgets: list[tuple[TextField, Choice, Choice]] = []
        step = SEAT_STEP if self.count <= 5 else 62
        for i in range(self.count):
            seat = self.seats[i]
            y = SEAT_TOP + i * step
            name = TextField((LEFT_X + 70, y, 360, step - 14), seat.name,
                             partial(setattr, seat, "name"), max_length=NAME_LIMIT)
            name.on_full = self.name_full
            kind = Choice((LEFT_X + 444, y, 270, step - 14), "", list(SEAT_KINDS),
                          SEAT_KINDS.index(seat_kind(seat)),
                          partial(set_seat_kind, seat),
                          lambda v: i18n.tr(f"setup.{v}"))
            level = Choice((LEFT_X + 728, y, 240, step - 14), "", list(self.levels),
                           self.levels.index(seat.level) if seat.level in self.levels else 0,
                           partial(setattr, seat, "level"),
                           lambda v: i18n.tr(f"level.{v}"))
            level.enabled = lambda s=seat: not s.human
            level.spoken_label = lambda s=seat: i18n.tr("setup.level_said", name=s.name)
            level.hide_disabled = True
            self.seat_widgets.append((name, kind, level))
            widgets += [name, kind, level]
        self.option_widgets: list[tuple[Option, Choice[OptionValue]]] = []
        forced = info.forced_options(self.count)
        for i, option in enumerate(setup_options(info.options)):
            values = option_values(option)
            current = forced.get(option.name, self.options.get(option.name, option.default))
            index = values.index(current) if current in values else 0
            widget = Choice((RIGHT_X, 332 + i * 96, RIGHT_W, 84),
                            partial(option_label, option), values, index,
                            partial(self.options.__setitem__, option.name),
                            option_shower(option),
                            label_width=OPTION_LABEL_W, size=theme.SIZE_SMALL + 2)
            if option.name in forced:             # the rules fix it for this many players
                widget.enabled = False
            self.option_widgets.append((option, widget))
            widgets.append(widget)
        targets = list(match_targets(self.game))
        if targets:
            self.target_choice = Choice(
                (RIGHT_X, 332 + len(info.options) * 96, RIGHT_W, 84),
                lambda: i18n.tr("match.label"), targets,
                targets.index(self.target) if self.target in targets else 0,
                lambda v: setattr(self, "target", v), lambda v: show_target(self.game, v),
                label_width=OPTION_LABEL_W,
                size=theme.SIZE_SMALL + 2)
            widgets.append(self.target_choice)
        self.back_button = Button((RIGHT_X, 930, 270, 96), lambda: i18n.tr("common.back"),
                                  self.back)
        self.start_button = Button((RIGHT_X + 290, 930, 300, 96),
                                   lambda: i18n.tr("setup.start"), self.start, primary=True)
        widgets += [self.start_button, self.back_button]
        self.group = FocusGroup(widgets)
        if focus is not None:
            for index, item in enumerate(widgets):
                if item.rect == focus.rect:
                    self.group.focus = index
        else:
            self.group.focus = self.group.widgets.index(self.start_button)

    def choose_game(self, game: str) -> None:
        if game not in self.tables:
            self.toast.show(i18n.tr("setup.coming_soon_tab", game=i18n.game_title(game),
                                    ready=i18n.game_title(self.game)), 4.0)
            return
        self.game = game
        info = GAMES[game]
        self.count = max(info.min_players, min(info.max_players, self.count))
        self.recall_choices()
        self.rebuild(self.tabs[self.games.index(game)])

    def recall_choices(self) -> None:
        """The game's options and match target as chosen when it was last started (each
        value still one the game offers), else the rules' defaults."""
        info = GAMES[self.game]
        chosen = self.services.settings.last_choices.get(self.game,
                                                         Choices(options={}, target=None))
        self.options = info.defaults()
        kept = chosen["options"]
        for option in info.options:
            if option.name in kept and kept[option.name] in option_values(option):
                self.options[option.name] = kept[option.name]
        target = chosen["target"]
        self.target = target if target in match_targets(self.game) else None

    def set_count(self, count: int) -> None:
        self.count = count
        self.rebuild(self.players_choice)

    # --- actions --------------------------------------------------------------------------

    def back(self) -> None:
        self.services.scenes.pop()

    def make_session(self) -> Session | None:
        seats = [Seat(s.name.strip(), s.human, s.level, s.human and s.phone)
                 for s in self.seats[: self.count]]
        for index, seat in enumerate(seats):
            if not seat.name:
                self.toast.show(i18n.tr("setup.need_name_seat", seat=index + 1), 4.0,
                                theme.DANGER)
                self.group.set_focus(self.seat_widgets[index][0])
                self.error_seat = index
                return None
        self.error_seat = None
        return Session(self.game, seats, seed=self.services.config.seed, options=dict(self.options),
                       target=self.target)

    def start(self) -> None:
        """The Start button."""
        self.start_game()

    def start_game(self) -> bool:
        """Open the table of the game as set up; False (the toast says why) if it
        cannot start."""
        session = self.make_session()
        if session is None:
            return False
        self.services.settings.last_game = self.game
        self.services.settings.last_seats = [Seat(s.name, s.human, s.level, s.phone)
                                        for s in session.seats]
        self.services.settings.last_choices[self.game] = Choices(options=dict(self.options),
                                                                 target=self.target)
        self.services.prefs.save_settings()
        self.services.sound.play("click")
        self.services.nav.open_table(session)
        return True

    def focused_help(self) -> str:
        """What the focused choice means: an option's help, or a strength's ("Easy:
        plays almost at random …"); empty for anything else."""
        focused = self.group.focused
        for option, widget in self.option_widgets:
            if widget is focused:
                return option_help(option)
        for _name, _kind, level in self.seat_widgets:
            if level is focused and level.is_enabled:
                return i18n.tr(f"level.{level.value}.help")
        return ""

    def handle(self, event: pygame.event.Event) -> bool:
        if not self.group.captures_keys and is_back_key(event):
            self.back()
            return True
        return self.group.handle(event)

    def update(self, dt: float) -> None:
        self.toast.update(dt)

    @property
    def animating(self) -> bool:
        return self.toast.visible or self.group.captures_keys   # a toast, a blinking cursor

    # --- drawing --------------------------------------------------------------------------

    def draw(self, surface: pygame.Surface) -> None:
        draw_background(self.services, surface)
        draw_title(surface, i18n.tr("setup.title"), 80)
        left = pygame.Rect(LEFT_X - 30, 250, 1010, 660)
        right = pygame.Rect(RIGHT_X - 30, 250, RIGHT_W + 60, 660)
        theme.draw_panel(surface, left, theme.PANEL, 205, radius=26)
        theme.draw_panel(surface, right, theme.PANEL, 205, radius=26)
        theme.blit_text(surface, i18n.tr("setup.options"), (RIGHT_X, 272), theme.SIZE_BODY,
                        theme.GOLD)
        step = SEAT_STEP if self.count <= 5 else 62
        assets = self.services.assets
        for i, (_name, kind, _level) in enumerate(self.seat_widgets):
            y = SEAT_TOP + i * step + (step - 14) // 2
            icon = assets.icon(kind.value, 48)
            surface.blit(icon, icon.get_rect(center=(LEFT_X + 28, y)))
            if i == self.error_seat and not self.seats[i].name.strip():
                field = self.seat_widgets[i][0].rect
                frame.rect(surface, theme.DANGER, field.inflate(8, 8), 4,
                                 border_radius=16)
        self.group.draw(surface)
        explained = self.focused_help()
        if explained:
            y = 760
            for line in theme.wrap(explained, theme.SIZE_SMALL, RIGHT_W)[:3]:
                theme.blit_text(surface, line, (RIGHT_X, y), theme.SIZE_SMALL, theme.TEXT_DIM)
                y += 34
        theme.blit_text(surface, i18n.tr("setup.name_limit", n=NAME_LIMIT),
                        (LEFT_X + 590, 302), theme.SIZE_SMALL, theme.TEXT_DIM, "midleft")
        theme.help_row(surface, i18n.tr("setup.help"), (960, 1052))
        self.toast.draw(surface, assets, (960, 560))
