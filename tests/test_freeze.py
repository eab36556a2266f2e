"""The one-folder app (``packaging/freeze.py``): built with PyInstaller, it runs with no
Python of its own, finds all its art, keeps its data in the user's data folder and
plays a headless demo to the end — its computer players' worker included — and carries
the licences of everything it bundles.

Freezing takes a while and needs PyInstaller, which the test requirements leave out on
purpose: without it this test is skipped, saying so."""

from __future__ import annotations

import importlib.util
import os
import subprocess
from pathlib import Path

import pygame
import pytest

import game

ROOT = Path(__file__).resolve().parent.parent

pytestmark = [
    pytest.mark.slow,
    pytest.mark.skipif(importlib.util.find_spec("PyInstaller") is None,
                       reason="PyInstaller is not installed (pip install pyinstaller): "
                       "the one-folder app cannot be built here"),
]


def _freeze_tool():
    spec = importlib.util.spec_from_file_location("_stammtisch_freeze",
                                                  ROOT / "packaging" / "freeze.py")
    assert spec and spec.loader
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


def test_the_frozen_app_plays_a_demo_with_its_own_art_and_worker(tmp_path):
    freeze = _freeze_tool()
    exe = freeze.build(tmp_path / "dist", tmp_path / "work")
    assert exe.is_file()
    bundle = exe.parent
    assert (bundle / "_internal" / "game" / "data" / "sprites" / "felt.png").is_file()
    assert not list(bundle.rglob("test_*.py")), "no tests in the app"

    # the licences of the game and of everything bundled, beside the program
    assert freeze.licenses.check(bundle) == []
    held = bundle / "licenses"
    assert (held / "stammtisch" / "LICENSE").read_bytes() == (ROOT / "LICENSE").read_bytes()
    assert (held / "python" / "LICENSE.txt").is_file()
    for package in ("pygame-ce", "aiohttp", "segno"):
        assert list((held / "python-packages" / package).iterdir()), package
    for library in ("SDL2", "SDL2-mixer", "FluidSynth", "mpg123", "libsndfile", "OpenSSL"):
        assert (held / "libraries" / f"{library}.txt").is_file(), library
    said = subprocess.run([str(exe), "--version"], capture_output=True, text=True, timeout=60)
    assert said.stdout.strip() == f"stammtisch {game.__version__}"

    helped = subprocess.run([str(exe), "--help"], capture_output=True, text=True, timeout=60)
    assert helped.returncode == 0 and helped.stdout.startswith("usage: stammtisch ")

    # the thinking worker is the app itself, started as "-m game.ai.background"; it
    # ends when its input closes
    worker = subprocess.run([str(exe), "-m", "game.ai.background"], stdin=subprocess.DEVNULL,
                            capture_output=True, timeout=60)
    assert worker.returncode == 0, worker.stderr

    (tmp_path / "run").mkdir()
    shot = tmp_path / "run" / "x.png"
    done = freeze.demo(exe, shot, tmp_path / "data")
    assert done.returncode == 0, done.stderr
    assert "warning:" not in done.stderr, done.stderr
    image = pygame.image.load(str(shot))
    assert image.get_size() == (1920, 1080)
    colours = {tuple(image.get_at((x, y))) for x in range(0, 1920, 24)
               for y in range(0, 1080, 24)}
    assert len(colours) > 40, "the screenshot is almost blank"
    assert list((tmp_path / "data" / "stammtisch" / "replays").glob("*zwicker*.json"))

    # its desktop entry starts the frozen program itself
    desktop = subprocess.run([str(exe), "--install-desktop"], capture_output=True, text=True,
                             env={**os.environ, "XDG_DATA_HOME": str(tmp_path / "xdg")},
                             timeout=60)
    assert desktop.returncode == 0, desktop.stderr
    entry = next((tmp_path / "xdg" / "applications").glob("*.desktop")).read_text()
    assert f"\nExec={exe}\n" in entry
    assert len(list((tmp_path / "xdg" / "icons").rglob("*.png"))) == 7
