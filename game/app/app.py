"""The application: window, main loop, scene stack, global keys.

Everything is drawn on a logical 1920x1080 canvas. When the window has exactly that
size the canvas *is* the window surface; otherwise it is scaled into the window
(letterboxed) and mouse positions are translated back.

Frames are drawn only when something changed (input, a scene change, the window, or a
scene that is animating); an idle menu or a table waiting for a human costs almost
nothing. A drawn frame is recorded, and only the places where it differs from the last
one are painted and sent to the screen (:mod:`.frame`).

(pygame's ``SCALED`` mode was tried: under an X server without GPU, e.g. Xvfb, SDL falls
back to a software renderer — "no fast renderer available" — whose present
costs as much as our own scaling, so the canvas is scaled by us, only on change, and
only the changed parts where that is exact: :mod:`.scaling`.)
"""

from __future__ import annotations

import time
from collections.abc import Callable, Iterable
from pathlib import Path
from typing import cast

import pygame

from game.app import i18n
from game.app.cli import Config
from game.app.desktop import set_window_icon
from game.app.games import REGISTRY
from game.app.kit import theme
from game.app.kit.assets import Assets
from game.app.kit.widgets import Toast, WithToast
from game.app.navigator import Navigator
from game.app.preferences import PlayerSettings
from game.app.services import Services
from game.app.settings import Settings
from game.app.shell import controls, display
from game.app.shell.frame import Frame
from game.app.shell.input_wait import wait_for_input
from game.app.shell.memory import fit_caches_to, freeze_what_lives, pin_mmap_threshold
from game.app.shell.scaling import Scaler, canvas_point, letterbox, window_point
from game.app.shell.scene import Scene
from game.app.shell.sound import SoundBoard
from game.app.shell.stack import SceneStack
from game.app.speech import Narrator
from game.app.speech import install as install_speech
from game.app.storage.service import Saves
from game.app.table.game_ui import GameUI

LOGICAL = (1920, 1080)
MIN_WINDOW = (1024, 600)
FPS = 60
IDLE_FPS = 30          # events and updates still run while nothing needs drawing
NOTICE_CENTRE = (960, 985)
class App:
    #: the display the window is on (where a fullscreen window goes back to)
    _display = 0

    def __init__(self, config: Config | None = None, settings: Settings | None = None,
                 saves: Saves | None = None) -> None:
        self.config = config or Config()
        self.saves = saves if saves is not None else Saves.open()
        #: the settings in use, the command line's one-off flags, and their saving
        self.prefs = PlayerSettings(self.saves, self.config, settings)
        self.settings = self.prefs.settings
        pin_mmap_threshold()
        pygame.display.init()
        pygame.font.init()
        pygame.display.set_caption("Stammtisch")
        set_window_icon()
        self.window_size = self.config.size or self.settings.window_size or \
            display.default_window_size(MIN_WINDOW)
        self.window = self._open_window()
        self._use_canvas()
        self.prefs.redraw = self.redraw
        self.prefs.set_fullscreen = self.set_fullscreen
        self.prefs.window_size = lambda: self.window_size
        self.assets = Assets()
        self._fit_to_window()                       # the assets' caches too
        self.sound = SoundBoard(self.settings)
        self.scenes = SceneStack()
        #: builds every scene and changes the stack: scenes never import each other
        self.nav = Navigator(self)
        self.clock = pygame.time.Clock()
        self.running = True
        self.frame = 0
        self.work_ms = 0.0          # update + draw (+ scaling) of the last frame
        self.dirty = True           # the next frame must be drawn
        self.drew = False           # the last step drew and flipped
        self.painted: list[pygame.Rect] = []    # where that drawing changed the canvas
        self.frames_drawn = 0
        self.window_switched = False    # F11 or Settings switched the window in this frame
        self.switched_in_place = False  # … keeping the window (not made again)
        self.scale_next = False         # the last drawing waits to be scaled and shown
        self._deferred_last = False
        self.window_fresh = False       # the window surface is new, never written
        self.window_unshown = False     # … and never sent to the screen (see _first_update)
        #: app-wide notices (mute, …) for scenes without a toast of their own
        self.notice = Toast()
        #: the clock the hold on hovering is timed by (tests hold it still)
        self.now: Callable[[], float] = time.monotonic
        #: the pads plugged in, the device used last, the pointer at rest
        self.devices = controls.Devices()
        #: a registered game's UI by its id (None: no such game); speech reads its words
        self.game_ui: Callable[[str], GameUI | None] = REGISTRY.get
        #: speaks events, focus and menus when the Speech setting is on
        self.speech = install_speech(self)
        #: what every scene receives of the app (the navigator hands it on)
        self.services = Services(
            settings=self.settings, assets=self.assets, sound=self.sound, saves=self.saves,
            scenes=self.scenes, nav=self.nav, speech=self.speech, window=self, prefs=self.prefs,
            config=self.config)
        freeze_what_lives()

    # --- the parts scenes share (kept in step with the services scenes hold) -------------

    @property
    def settings(self) -> Settings:
        return self._settings

    @settings.setter
    def settings(self, settings: Settings) -> None:
        self._settings = settings
        self.prefs.settings = settings
        if "services" in self.__dict__:
            self.services.settings = settings

    @property
    def speech(self) -> Narrator:
        return self._speech

    @speech.setter
    def speech(self, narrator: Narrator) -> None:
        """A narrator put in (a test's recording one): every scene's services get it."""
        self._speech = narrator
        if "services" in self.__dict__:
            self.services.speech = narrator

    @property
    def last_device(self) -> str:
        """The input device used last: "keys", "mouse" or "pad" (hint rows follow it)."""
        return self.devices.last

    def redraw(self) -> None:
        """Draw the next frame (scenes ask, through :class:`~game.app.services.Window`)."""
        self.dirty = True

    # --- window -------------------------------------------------------------------------

    def _open_window(self) -> pygame.Surface:
        """The window as the settings say (see :func:`display.open_window`)."""
        window, self.switched_in_place, self._display = display.open_window(
            self.settings.fullscreen, self.window_size, MIN_WINDOW, self._display)
        return window

    def _use_canvas(self) -> None:
        """The logical canvas for the current window, and a fresh retained frame on it."""
        self.scaler: Scaler | None = None
        if self.window.get_size() == LOGICAL:
            self.canvas = self.window
        else:
            self.canvas = self._own_canvas()
            self.scaler = Scaler(self.canvas, self.window, self.viewport)
            self.scaler.check()         # on the blank canvas: the first frame paints all
        self.picture = Frame(self.canvas)
        self._fit_to_window()
        self.show_whole = True      # the next frame goes to the window in full
        self._changed_in_window: list[pygame.Rect] = []

    def _fit_to_window(self) -> None:
        """The caches' budgets for this window (a 4K window's surface is 33 MB) and,
        in a window a whole multiple of the canvas, cards made at the window's scale."""
        fit_caches_to(self.window, self.canvas)
        assets = getattr(self, "assets", None)      # (made after the first window)
        if assets is not None:
            assets.sharp_multiple = self.scaler.multiple if self.scaler else 1

    def _own_canvas(self) -> pygame.Surface:
        """A canvas apart from the window, in the window's pixel format: the one in use if
        it is one already (a resize or F11 keeps it; the next frame paints all of it),
        else a new one."""
        kept = getattr(self, "canvas", None)
        window = self.window
        if (kept is not None and kept is not window and kept.get_size() == LOGICAL
                and kept.get_bitsize() == window.get_bitsize()
                and kept.get_masks() == window.get_masks()):
            return kept
        return pygame.Surface(LOGICAL, 0, window)

    @property
    def viewport(self) -> pygame.Rect:
        """Where the logical canvas appears in the window (letterboxed)."""
        return letterbox(self.window.get_size(), LOGICAL)

    def to_logical(self, pos: tuple[float, float]) -> tuple[int, int]:
        return canvas_point(pos, self.viewport, LOGICAL)

    def to_window(self, pos: tuple[float, float]) -> tuple[int, int]:
        return window_point(pos, self.viewport, LOGICAL)

    def set_fullscreen(self, on: bool) -> None:
        """Fullscreen on or off (Settings, F11): the player's choice, saved."""
        self.prefs.chosen("fullscreen")
        self.settings.fullscreen = on
        self.window = self._open_window()
        self._use_canvas()
        self.dirty = True
        #: the frame of the switch draws nothing: the new window's first picture is the
        #: next frame's work (at 4K the switch and a whole picture painted, scaled and
        #: sent to the X server are each 20-40 ms)
        self.window_switched = True
        self.window_fresh = self.scaler is not None     # (else the canvas is the window)
        self.window_unshown = self.window_fresh
        self.pointer_rests()

    def pointer_rests(self) -> None:
        """The window changed under a pointer that may not move (see
        :class:`~game.app.shell.controls.RestingPointer`)."""
        self.devices.pointer.rests(self.now())

    def _resized(self) -> None:
        surface = pygame.display.get_surface()
        if surface is not None:
            self.pointer_rests()
            self.window = surface
            if not self.settings.fullscreen:
                self.window_size = surface.get_size()
                self.settings.window_size = self.window_size
            if self.scaler is not None and self.scaler.serves(surface, self.viewport):
                # the second event of one resize (SDL sends VIDEORESIZE and
                # WINDOWSIZECHANGED): the canvas and its picture stay, the window is
                # shown whole again
                self.scaler.window = surface
                self.show_whole = True
            else:
                self._use_canvas()
            self.dirty = True

    # --- sound ------------------------------------------------------------------------

    def toggle_mute(self) -> None:
        muted = self.sound.toggle_mute()
        self._brief_notice(i18n.tr("toast.muted" if muted else "toast.unmuted"))

    def toggle_music(self) -> None:
        """N: the music on or off (kept in the settings); said like mute."""
        on = self.sound.music.toggle()
        self._brief_notice(i18n.tr("toast.music_on" if on else "toast.music_off"))

    def _brief_notice(self, text: str) -> None:
        """A short notice in the top scene's own toast, else in the app's."""
        top = self.scenes.top
        toast = top.toast if isinstance(top, WithToast) else self.notice
        toast.show(text, 1.5)
        self.dirty = True

    @property
    def animating(self) -> bool:
        top = self.scenes.top
        return self.notice.visible or (top is not None and top.animating)

    # --- loop ---------------------------------------------------------------------------

    def quit(self) -> None:
        self.running = False

    def _translate(self, event: pygame.event.Event) -> pygame.event.Event:
        if event.type in controls.MOUSE_EVENTS:
            data = dict(event.dict)
            data["pos"] = self.to_logical(event.pos)
            return pygame.event.Event(event.type, data)
        return event

    def _dispatch(self, event: pygame.event.Event) -> bool:
        """Handle one event; False if it was ignored (nothing needs redrawing)."""
        mapped = self.devices.map(event, self.now(),
                                  lambda key, **values: self.notice.show(i18n.tr(key, **values),
                                                                         2.5))
        if mapped is None:
            return event.type in (pygame.CONTROLLERDEVICEADDED,
                                  pygame.CONTROLLERDEVICEREMOVED)
        self._dispatch_event(mapped)
        return True

    def _dispatch_event(self, event: pygame.event.Event) -> None:
        if event.type == pygame.QUIT:
            self.quit()
            return
        if event.type in (pygame.VIDEORESIZE, pygame.WINDOWSIZECHANGED):
            self._resized()
            return
        if event.type in (pygame.WINDOWEXPOSED, pygame.WINDOWSHOWN, pygame.WINDOWRESTORED):
            self.show_whole = True
            return
        if event.type == pygame.KEYDOWN and event.key == pygame.K_F11:
            self.set_fullscreen(not self.settings.fullscreen)
            return
        if event.type == pygame.KEYDOWN and self.speech.handle_key(event):
            return
        top = self.scenes.top
        if top is None:
            return
        used = top.handle(self._translate(event))
        if not used and event.type == pygame.KEYDOWN and event.key == pygame.K_m:
            self.toggle_mute()
        elif not used and event.type == pygame.KEYDOWN and event.key == pygame.K_n:
            self.toggle_music()

    def step(self, events: Iterable[pygame.event.Event] | None = None,
             dt: float | None = None) -> None:
        """One frame: events, update, draw. ``events`` defaults to the pygame queue."""
        if dt is None:
            dt = 1 / 60
        started = time.perf_counter()
        self.assets.new_frame()
        self.scenes.prepared = False
        self.window_switched = False
        if self.window_unshown:
            self._first_update()
        dirty = self.scenes.apply_pending() or self.dirty
        for event in (pygame.event.get() if events is None else events):
            dirty = self._dispatch(event) or dirty
            self.scenes.apply_pending()
        dirty = dirty or self.animating
        top = self.scenes.top
        if top is not None:
            top.update(min(dt, 0.1))
        self.notice.update(min(dt, 0.1))
        self.speech.update(self.scenes.top)
        self.sound.follow(self.scenes.top, min(dt, 0.1), self.speech.speaking)
        self.assets.set_large_print(self.settings.large_cards)
        dirty = self.scenes.apply_pending() or dirty or self.animating or self.dirty
        if dirty and (self.scenes.prepared or self.window_switched):
            # a scene new on the stack made its first frame's images in this frame, or
            # the window went fullscreen or back: it is drawn in the next one (each a
            # frame's work, not one frame of both)
            self.dirty, dirty = True, False
        self.drew = dirty
        self.painted = []
        if dirty:
            self.dirty = False
            self.painted = self.draw()
            self.frames_drawn += 1
            if self.assets.rough_in_frame:   # smooth them in the next frames
                self.dirty = True
        self.work_ms = (time.perf_counter() - started) * 1000
        if dirty and not self.scale_next:
            self._show()
        self.frame += 1
        if self.config.max_frames is not None and self.frame >= self.config.max_frames:
            self.quit()
        if not self.scenes.scenes:
            self.quit()

    def _first_update(self) -> None:
        """The frame after the window went fullscreen or back (to a window the canvas is
        scaled into): one pixel is sent to the screen, and the picture waits for the next
        frames. SDL's first update of a new window costs 20-25 ms of processor time at
        3840x2160 under X, however little it sends: with the switch, or with the whole
        picture, that frame took over 50."""
        self.window_unshown = False
        if pygame.display.get_surface() is not None:
            pygame.display.update(pygame.Rect(0, 0, 1, 1))
        self.window_switched = True

    def draw(self) -> list[pygame.Rect]:
        """Draw the frame on the canvas (only where it changed, see :mod:`.frame`) and,
        if the canvas is not the window, scale it into the window; returns the parts of
        the canvas that were painted."""
        picture = cast(pygame.Surface, self.picture)   # a Frame takes a Surface's calls
        self.scenes.draw(picture)
        self.notice.draw(picture, self.assets, NOTICE_CENTRE,
                         four_colour=self.settings.four_colour)
        painted = self.picture.paint()
        self._changed_in_window = painted
        self.scale_next = False
        if self.scaler is not None and self._defer_scaling(painted):
            # most of the picture painted: scaled into the window in the next frame
            # (at 4K each is 5-8 ms; both in one frame made a scene's first frame 12-16
            # ms), the frames in between show the last picture
            self.scale_next = self.show_whole = self.dirty = True
            self._deferred_last = True
            if self.window_fresh:
                # a window surface just made (fullscreen on or off) has never been
                # written: its pages are mapped in now, not while it is scaled into
                self.window.fill((0, 0, 0))
                self.window_fresh = False
            return painted
        self._deferred_last = False
        if self.scaler is not None and self.show_whole:
            self.scaler.whole()
            self._sharpen([self.canvas.get_rect()])
        elif self.scaler is not None and (painted or self.picture.sharp_pending):
            shown = self.scaler.parts(painted)
            if shown is None:
                self.show_whole = True
            else:
                self._changed_in_window = shown + self._sharpen(painted)
        return painted

    def _sharpen(self, scaled: list[pygame.Rect]) -> list[pygame.Rect]:
        """In a window a whole multiple of the canvas, paint the cards in the canvas
        parts just ``scaled`` at the window's scale (:meth:`Frame.paint_sharp`); the
        window rectangles painted. A card not made yet in this frame is made in one of
        the next: they are drawn until none waits."""
        k = self.scaler.multiple if self.scaler is not None else 0
        if k < 2:
            return []
        shown = self.picture.paint_sharp(self.window, self.viewport.topleft, k, scaled)
        if self.picture.sharp_pending:
            self.dirty = True
        return shown

    def _defer_scaling(self, painted: list[pygame.Rect]) -> bool:
        """Whether this frame painted so much of the canvas that scaling it into the
        window waits for the next frame (never twice in a row: a picture that is
        painted whole in every frame is still shown in every other)."""
        if self._deferred_last:
            return False
        width, height = LOGICAL
        return sum(rect.w * rect.h for rect in painted) * 2 >= width * height

    def _show(self) -> None:
        """Put the frame on the screen: the changed parts, or all after a change of the
        window (the window surface keeps its pixels, the screen may not)."""
        if self.show_whole:
            pygame.display.flip()
            self.show_whole = False
        elif self._changed_in_window:
            pygame.display.update(self._changed_in_window)

    def run(self) -> int:
        """The real main loop; returns the exit code."""
        began = time.perf_counter()
        while self.running:
            busy = self.drew or self.dirty or self.animating
            # until the frame is due, or at once on a key or button (shell/input_wait)
            events = wait_for_input(began + 1 / (FPS if busy else IDLE_FPS))
            now = time.perf_counter()
            dt, began = now - began, now
            self.step(events, dt=dt)
        self.save_screenshot()
        self.prefs.save_settings()
        self.saves.flush()
        self.nav.close_phones()
        return 0

    def run_until(self, condition: Callable[[], bool], max_frames: int = 5000,
                  events: Callable[[App], Iterable[pygame.event.Event]] | None = None) -> bool:
        """Step until ``condition()`` holds (for tests and tools); False on timeout."""
        for _ in range(max_frames):
            if condition():
                return True
            self.step(events(self) if events else None)
        return condition()

    def save_screenshot(self, path: str | None = None) -> None:
        target = path or self.config.screenshot
        if target:
            Path(target).parent.mkdir(parents=True, exist_ok=True)
            self.draw()
            pygame.image.save(self.canvas, target)

    def hold_files(self) -> None:
        """Read every file the game would otherwise open later (fonts, card art,
        sounds) now, before phones may connect: whatever the network does to the open
        files, nothing the game needs is left to open."""
        theme.hold_font_file()
        self.assets.hold_files()
        self.sound.load_all()

    # --- start --------------------------------------------------------------------------

    def start(self, first: Scene | None = None) -> None:
        """Open the first scene(s) (see :meth:`Navigator.start`)."""
        self.nav.start(first)
        self.scenes.apply_pending()


__all__ = ["App", "LOGICAL", "theme"]
