"""Run the whole suite headless: no window, no sound device — and never touch the
real per-user data folder: every test gets its own empty ``STAMMTISCH_HOME``."""

import gc
import os
import tempfile

import pytest
from hypothesis import HealthCheck, settings

# Property tests check behaviour, not speed (benchmarks live in tools/): no per-example
# deadline, which only measured how busy the machine was.
settings.register_profile("stammtisch", deadline=None,
                          suppress_health_check=[HealthCheck.too_slow])
settings.load_profile("stammtisch")

os.environ["SDL_VIDEODRIVER"] = "dummy"
os.environ["SDL_AUDIODRIVER"] = "dummy"
os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")
# for anything started at import time (subprocess environments copied from os.environ)
os.environ["STAMMTISCH_HOME"] = tempfile.mkdtemp(prefix="stammtisch-tests-")


@pytest.fixture(autouse=True)
def _own_data_folder(tmp_path_factory, monkeypatch):
    home = tmp_path_factory.mktemp("home")
    monkeypatch.setenv("STAMMTISCH_HOME", str(home))
    return home


@pytest.fixture(autouse=True, scope="session")
def _shipped_art_decoded_once():
    """The shipped pictures are decoded once per test process, each load a copy of its
    own (``support/art.py``): hundreds of apps no longer decode the same card art."""
    import pygame
    from support.art import DecodedOnce

    from game.app.kit.assets import SPRITES

    load = pygame.image.load
    pygame.image.load = DecodedOnce(load, SPRITES)
    yield
    pygame.image.load = load


@pytest.fixture(autouse=True)
def _apps_are_collected():
    """An app sets every object alive at its start aside from the collector for good
    (``shell/memory.py``: one app per process in a real run), itself included; a test
    process makes hundreds. Without this, each test's apps stayed in memory to the
    end of the run: a worker grew to gigabytes."""
    yield
    gc.unfreeze()


@pytest.fixture(autouse=True)
def _each_test_starts_in_english():
    """The language is the process's (``i18n``): a test that switched to German must not
    leave the next test reading German words."""
    yield
    from game.app import i18n

    i18n.set_language("en")


@pytest.fixture
def recorder():
    """Records every text drawn (``tools/checks/text_sizes.py``); the text size and language a
    test changes are put back afterwards."""
    from support.text_sizes import text_sizes

    from game.app import i18n
    from game.app.kit import theme

    found = text_sizes.Recorder()
    found.install()
    yield found
    found.uninstall()
    theme.set_text_scale(1.0)
    i18n.set_language("en")
