"""Run the whole suite headless: no window, no sound device — and never touch the
real per-user data folder: every test gets its own empty ``STAMMTISCH_HOME``."""

import os
import tempfile

import pytest

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
