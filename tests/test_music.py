"""Music: made by our own tool, streamed (never a whole track in memory), the track the
top scene wants, its own volume, N to switch it, M mutes it, and it ducks under speech."""

from __future__ import annotations

import pygame
import pytest
from support.app import make_app, press
from support.listener import EarApp
from support.tools import load_tool

from game.app.screens.settings import SettingsScene
from game.app.settings import Settings
from game.app.shell import sound
from game.app.storage.files import BadFile
from game.app.storage.records import settings_from_record


def _steps(app, n: int) -> None:
    for _ in range(n):
        app.step()


def test_the_menu_plays_its_music_and_a_table_its_own():
    app = make_app(size=(1920, 1080))
    music = app.sound.music
    assert music.available, "the dummy audio driver has a mixer"
    _steps(app, 60)
    assert music.playing == "menu" and pygame.mixer.music.get_busy()
    assert pygame.mixer.music.get_volume() == pytest.approx(app.settings.music_volume, abs=0.02)
    app.nav.open_table(_session())
    _steps(app, 120)                                   # faded out, the table's faded in
    assert music.playing == "table"


def _session():
    from game.app.session import Session

    return Session.quick("zwicker", 3, humans=1, seed=3)


def test_n_switches_the_music_off_and_on_and_m_mutes_it_with_every_sound():
    app = make_app(size=(1920, 1080))
    music = app.sound.music
    _steps(app, 60)
    press(app, pygame.K_n)
    assert app.settings.music is False and music.playing == ""
    assert music.track == "" and not pygame.mixer.music.get_busy()  # nothing decoded
    press(app, pygame.K_n)
    _steps(app, 60)
    assert app.settings.music is True and music.playing == "menu"
    press(app, pygame.K_m)
    assert app.settings.muted and music.playing == ""
    press(app, pygame.K_m)
    _steps(app, 5)
    assert music.playing == "menu"


def test_the_music_ducks_while_speech_speaks():
    ear = EarApp(size=(1920, 1080))
    app = ear.app
    ear.step(90)
    ear.ear.advance(60)                                 # the menu's words are said
    ear.step(60)
    full = pygame.mixer.music.get_volume()
    assert full == pytest.approx(app.settings.music_volume, abs=0.02)
    app.speech.say("A long sentence that takes a while to say, word after word after word.")
    ear.step(2)
    assert app.speech.speaking
    assert pygame.mixer.music.get_volume() == pytest.approx(full * sound.DUCKED, abs=0.02)


def test_the_settings_row_turns_the_music_off_at_zero_and_keeps_its_volume():
    app = make_app(size=(1920, 1080))
    app.scenes.push(SettingsScene(app.services))
    app.step()
    page = app.scenes.top
    row = page.widgets[2]
    assert row.label() == "Music" and row.show(row.value) == "40 %"
    while row.index > 0:
        row.change(-1)
    assert app.settings.music is False and app.settings.music_volume == pytest.approx(0.1)
    assert row.show(row.value) == "Off"
    row.change(1)
    row.change(1)
    assert app.settings.music is True and app.settings.music_volume == pytest.approx(0.2)


def test_music_settings_are_saved_and_a_bad_volume_is_refused():
    loaded = settings_from_record({"music": False, "music_volume": 0.3})
    assert (loaded.music, loaded.music_volume) == (False, 0.3)
    with pytest.raises(BadFile):
        settings_from_record({"music_volume": 3})
    assert Settings().music and 0 < Settings().music_volume <= 1


def test_a_missing_track_is_silence_never_an_error(tmp_path):
    music = sound.Music(Settings(), available=True, folder=tmp_path)
    music.want("menu")
    music.update(1 / 60)
    music.update(1 / 60)
    assert music.playing == "" and "menu" in music.missing


def test_without_a_mixer_music_does_nothing():
    music = sound.Music(Settings(), available=False)
    music.want("menu")
    music.update(1 / 60)
    assert music.playing == "" and music.track == ""


@pytest.fixture(scope="module")
def make_music():
    return load_tool("make_music")


@pytest.fixture(scope="module")
def rendered(make_music):
    return {name: make_music.render_track(name) for name in make_music.TRACKS}


@pytest.mark.parametrize("name", ["menu", "table"])
def test_the_shipped_tracks_are_the_tools_loops_small_and_streamable(make_music, rendered,
                                                                      name):
    track = make_music.TRACKS[name]
    path = sound.MUSIC / f"{name}.ogg"
    assert path.is_file() and path.stat().st_size < 120_000
    pcm = rendered[name]
    assert len(pcm) == round(track.seconds * make_music.RATE)
    assert max(abs(x) for x in pcm) / 32767 == pytest.approx(make_music.PEAK, abs=0.01)
    decoded = pygame.mixer.Sound(str(path))               # (only here: the game streams it)
    assert decoded.get_length() == pytest.approx(track.seconds, abs=0.05)


def test_the_music_is_the_same_on_every_run(make_music, rendered):
    assert make_music.render_track("table") == rendered["table"]
