"""What keeps single frames short (see docs/performance-frames.md), checked as behaviour,
never as timing: a table has its art and panels before its first frame, a window change
rebuilds what depends on the window once, changed areas are not joined into bands, a 4K
window is scaled in parts exactly, and the kept panels of a table are the pixels they
were when they were cut out of a whole picture."""

from __future__ import annotations

import gc

import pygame
import pytest
from support.app import make_app
from support.frames import differing_pixels

from game.app.games import game_order
from game.app.shell import frame
from game.app.shell.frame import Frame
from game.app.shell.frame_diff import _merge
from game.app.shell.scaling import Scaler
from game.rules import GAMES


@pytest.mark.parametrize("game,players", [(game, GAMES[game].max_players)
                                          for game in game_order()])   # the fullest tables
def test_a_table_reads_its_cards_art_before_the_first_frame_and_none_in_the_deal(game, players):
    app = make_app(fast=False, game=game, players=players, humans=0, demo=True, seed=7,
                   size=(1920, 1080))
    table = app.scenes.top
    read = app.assets.loaded
    assert read > 0                                 # the table opened: its art is read
    shown: set[str] = set()
    for _ in range(120):                            # the deal: cards fly and turn up
        app.step()
        shown |= {s.text for s in table.layer.drawn_face_up}
    assert len(shown) >= 10                         # faces were drawn …
    assert app.assets.loaded == read                # … and no file was read for them
    assert not app.assets.missing


def test_the_first_frame_of_a_table_makes_no_felt_plate_or_kept_strip():
    app = make_app(fast=False, game="zwicker", players=8, humans=0, demo=True, seed=7,
                   size=(1920, 1080))
    made = app.assets._misc.made, app.assets.plates.made
    strips = app.scenes.top.chrome._static
    assert strips                                   # the static panels are cut already
    app.step()
    assert (app.assets._misc.made, app.assets.plates.made) == made
    assert app.scenes.top.chrome._static is strips


def test_the_kept_strips_are_the_pixels_of_the_panels_drawn_on_the_whole_felt():
    app = make_app(fast=False, game="stortok", players=5, humans=0, demo=True, seed=3,
                   size=(1920, 1080))
    for _ in range(200):
        app.step()
    table = app.scenes.top
    table.chrome.forget()                           # cut again now, from the recording
    app.assets.new_frame()
    strips = table.chrome.static_strips((1920, 1080))
    app.assets.new_frame()                          # the same card images for the whole
    whole = app.assets.felt((1920, 1080)).copy()
    table.chrome._draw_static(whole)
    assert len(strips) >= 2
    for strip, place in strips:
        cut = whole.subsurface(pygame.Rect(place, strip.get_size()))
        assert pygame.image.tobytes(cut, "RGBA") == pygame.image.tobytes(strip, "RGBA")


def test_a_recording_replayed_at_an_offset_paints_that_part_of_the_whole():
    whole = pygame.Surface((120, 90), pygame.SRCALPHA)
    whole.fill((20, 90, 40, 255))
    recorded = Frame(whole)
    image = pygame.Surface((30, 20), pygame.SRCALPHA)
    image.fill((200, 30, 30, 140))
    for target in (whole, recorded):
        target.blit(image, (40, 25))
        target.fill((250, 240, 90), (10, 60, 70, 8))
        frame.rect(target, (30, 30, 160), (50, 30, 40, 30), 3, border_radius=6)
        frame.circle(target, (240, 240, 240), (70, 50), 12, 2)
        frame.polygon(target, (90, 10, 90), [(45, 70), (95, 55), (100, 85)])
    part = pygame.Rect(35, 22, 70, 60)
    piece = whole.subsurface(part).copy()
    piece.fill((20, 90, 40, 255))
    recorded.replay(piece, part.topleft)
    assert pygame.image.tobytes(piece, "RGBA") == pygame.image.tobytes(
        whole.subsurface(part), "RGBA")


def test_changes_far_apart_in_a_row_are_not_joined_into_a_band():
    left, right = pygame.Rect(10, 100, 200, 150), pygame.Rect(1700, 110, 200, 150)
    middle = pygame.Rect(205, 120, 1500, 20)        # touches both: joining costs a band
    merged = _merge([left, right, middle])
    assert sum(r.w * r.h for r in merged) < 1.2 * sum(r.w * r.h for r in (left, right, middle))
    assert all(any(r.contains(rect) for r in merged) for rect in (left, right, middle))
    # overlapping and nearly touching areas are still painted as one
    assert _merge([pygame.Rect(0, 0, 100, 100), pygame.Rect(50, 4, 100, 100)]) == \
        [pygame.Rect(0, 0, 150, 104)]
    assert len(_merge([pygame.Rect(0, 0, 100, 100), pygame.Rect(104, 0, 100, 100)])) == 1


def test_a_4k_window_scaled_in_overlapping_parts_is_the_whole_canvas_doubled():
    make_app()
    canvas, window = pygame.Surface((1920, 1080)), pygame.Surface((3840, 2160))
    scaler = Scaler(canvas, window, window.get_rect())
    scaler.check()
    assert scaler.exact
    for i in range(40):
        colour = (i * 37 % 256, i * 91 % 256, i * 53 % 256)
        pygame.draw.circle(canvas, colour, (i * 131 % 1920, i * 71 % 1080), 30 + i % 60)
    scaler.whole()
    parts = [pygame.Rect(0, 0, 300, 200), pygame.Rect(250, 150, 400, 90),
             pygame.Rect(1800, 1000, 200, 200)]                 # overlapping, off the edge
    for part in parts:
        canvas.fill((250, 250, 250), part.inflate(-20, -20).clip(canvas.get_rect()))
    shown = scaler.parts(parts)
    assert shown is not None and shown[0] == pygame.Rect(0, 0, 600, 400)
    assert differing_pixels(pygame.transform.scale(canvas, (3840, 2160)), window, 0) == 0


def test_a_resize_paints_the_whole_picture_once_and_keeps_the_canvas():
    app = make_app(fast=False, game="toffpoker", players=6, humans=0, demo=True, seed=7,
                   size=(1920, 1080))
    for _ in range(30):
        app.step()

    def resize(size: tuple[int, int]) -> list[pygame.Rect]:
        """As SDL tells of a resize: two events (VIDEORESIZE, WINDOWSIZECHANGED)."""
        pygame.display.set_mode(size, pygame.RESIZABLE)
        pygame.event.clear()
        app.step([pygame.event.Event(pygame.VIDEORESIZE, size=size, w=size[0], h=size[1]),
                  pygame.event.Event(pygame.WINDOWSIZECHANGED, x=size[0], y=size[1])])
        return app.painted

    assert resize((3840, 2160)) == [pygame.Rect(0, 0, 1920, 1080)]    # all of it, once
    canvas, picture, scaler = app.canvas, app.picture, app.scaler
    assert canvas is not app.window and scaler.exact
    app.step([pygame.event.Event(pygame.WINDOWSIZECHANGED, x=3840, y=2160)])
    assert (app.picture, app.scaler) == (picture, scaler)               # nothing rebuilt
    app.step([])
    assert sum(r.w * r.h for r in app.painted) < 1920 * 1080 // 2      # then the changes
    assert resize((2560, 1440)) == [pygame.Rect(0, 0, 1920, 1080)]      # another size
    assert app.canvas is canvas and app.scaler is not scaler            # canvas kept
    assert resize((1920, 1080)) and app.canvas is app.window


def test_a_scene_change_collects_garbage_once_and_skips_what_lived_at_start():
    app = make_app(fast=False, game="stortok", players=3, humans=0, demo=True, seed=7)
    assert gc.get_freeze_count() > 0                # modules and the app are set aside
    full: list[int] = []

    def watch(phase: str, info: dict) -> None:
        if phase == "stop" and info["generation"] == 2:
            full.append(1)

    gc.callbacks.append(watch)
    try:
        app.nav.to_menu()                           # the table and what was under it go
        app.scenes.apply_pending()
    finally:
        gc.callbacks.remove(watch)
    assert len(full) == 1


@pytest.mark.parametrize("game,players", [("toffpoker", 6), ("stortok", 5), ("zwicker", 8)])
def test_the_deal_is_prepared_before_the_first_frame(game, players):
    """The table's preparation starts the deal without moving anything and draws it
    unpainted: the first frame makes no text, panel, rich text or shadow (Toff-Poker's
    78 flying cards' shadows, its banner and first log line were made there)."""
    from game.app.kit import richtext, theme

    app = make_app(fast=False, game=game, players=players, humans=0, demo=True, seed=7,
                   size=(1920, 1080))
    table = app.scenes.top
    caches = (theme._text_cache, theme._panel_cache, richtext._cache, app.assets._misc)
    made = [cache.made for cache in caches]
    assert table.elapsed == 0.0                     # nothing has moved yet
    app.step()
    assert app.drew
    assert [cache.made for cache in caches] == made
    if game == "toffpoker":
        assert sum(1 for s in table.layer.all() if s.moving) == 78     # the whole deal


def test_a_dropped_app_is_collected_once_what_it_froze_is_let_go():
    """Only the start's freeze keeps an app: nothing else (a thread, a registry, a
    callback held by the sound or the speech) holds a table or the app once it is
    dropped — the suite's processes stay small because of it."""
    import weakref

    app = make_app(game="zwicker", players=3, humans=0, demo=True, seed=7)
    for _ in range(30):
        app.step()
    dropped = weakref.ref(app), weakref.ref(app.scenes.top)
    del app
    gc.unfreeze()
    gc.collect()
    assert [ref() for ref in dropped] == [None, None]
