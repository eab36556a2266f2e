"""Checks for the generated sprites (tools/assets/make_cards.py) and sounds
(tools/assets/make_sounds.py)."""

from __future__ import annotations

import os

from support.tools import load_tool

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

import hashlib  # noqa: E402
import sys  # noqa: E402
import wave  # noqa: E402
from array import array  # noqa: E402
from pathlib import Path  # noqa: E402

import pygame  # noqa: E402
import pytest  # noqa: E402

ROOT = Path(__file__).resolve().parent.parent
SPRITES = ROOT / "sprites"
SOUNDS = ROOT / "sounds"

RANKS = ["2", "3", "4", "5", "6", "7", "8", "9", "10", "J", "Q", "K", "A"]
CARDS = [r + s for s in "SHDCOT" for r in RANKS] + ["JK", "back"]
ICONS = ["trump_high", "trump_low", "stock", "pile", "zwick", "hint", "sound_on",
         "sound_off", "computer", "human"]
SOUND_NAMES = ["card_play", "deal", "shuffle", "draw", "pickup", "trick", "capture", "zwick",
               "win", "lose", "click", "error", "turn", "legal", "illegal", "fanfare"]
#: the longest an effect may be, in seconds (the fanfare opens a game's celebration)
LONGEST = {"fanfare": 2.5}


@pytest.fixture(scope="module")
def make_cards():
    return load_tool("make_cards")


@pytest.fixture(scope="module")
def make_sounds():
    return load_tool("make_sounds")


def _load(path: Path) -> pygame.Surface:
    assert path.is_file(), f"missing {path.relative_to(ROOT)}"
    return pygame.image.load(str(path))


def _ink_mean(surf: pygame.Surface) -> tuple[float, float, float]:
    """Mean RGB of the clearly-not-ivory opaque pixels (the printed ink)."""
    raw = pygame.image.tobytes(surf, "RGBA")
    tot = [0, 0, 0]
    count = 0
    for i in range(0, len(raw), 4):
        r, g, b, a = raw[i], raw[i + 1], raw[i + 2], raw[i + 3]
        if a == 255 and r + g + b < 450:
            tot[0] += r
            tot[1] += g
            tot[2] += b
            count += 1
    assert count > 500, "card has almost no ink"
    return (tot[0] / count, tot[1] / count, tot[2] / count)


# --------------------------------------------------------------------------- cards
@pytest.mark.parametrize("deck", ["cards", "cards4"])
def test_every_card_exists_with_size_and_rounded_corners(deck):
    for name in CARDS:
        surf = _load(SPRITES / deck / f"{name}.png")
        assert surf.get_size() == (200, 280), name
        w, h = surf.get_size()
        for corner in ((0, 0), (w - 1, 0), (0, h - 1), (w - 1, h - 1)):
            assert surf.get_at(corner).a == 0, f"{deck}/{name} corner {corner} not transparent"
        assert surf.get_at((w // 2, h // 2)).a == 255, f"{deck}/{name} centre not opaque"
        assert surf.get_at((w // 2, 1)).a == 255, f"{deck}/{name} top edge not opaque"


def test_no_extra_card_files_and_all_cards_distinct():
    for deck in ("cards", "cards4"):
        on_disk = {p.stem for p in (SPRITES / deck).glob("*.png")}
        assert on_disk == set(CARDS), f"{deck}: unexpected {on_disk ^ set(CARDS)}"
    digests = {}
    for name in CARDS:
        data = pygame.image.tobytes(_load(SPRITES / "cards" / f"{name}.png"), "RGBA")
        digest = hashlib.sha1(data).hexdigest()
        assert digest not in digests, f"{name} is identical to {digests.get(digest)}"
        digests[digest] = name


def test_four_colour_deck_recolours_clubs_and_diamonds():
    def mean(deck, name):
        return _ink_mean(_load(SPRITES / deck / f"{name}.png"))

    r, g, b = mean("cards", "2C")
    assert max(r, g, b) - min(r, g, b) < 30, "normal clubs should be black"
    r4, g4, b4 = mean("cards4", "2C")
    assert g4 > r4 + 40 and g4 > b4 + 20, "four-colour clubs should be green"
    r, g, b = mean("cards", "2D")
    assert r > g + 60 and r > b + 60, "normal diamonds should be red"
    r4, g4, b4 = mean("cards4", "2D")
    assert b4 > r4 + 60 and b4 > g4 + 30, "four-colour diamonds should be blue"
    # spades and hearts are unchanged in the four-colour deck
    for name in ("AS", "7H", "KS", "QH"):
        a = pygame.image.tobytes(_load(SPRITES / "cards" / f"{name}.png"), "RGBA")
        b = pygame.image.tobytes(_load(SPRITES / "cards4" / f"{name}.png"), "RGBA")
        assert a == b, name


def test_suit_icons_icons_and_felt():
    for folder in ("suits", "suits4"):
        for suit in "SHDCOT":
            surf = _load(SPRITES / folder / f"{suit}.png")
            assert surf.get_size() == (64, 64)
            assert surf.get_at((0, 0)).a == 0 and surf.get_at((32, 32)).a > 0
    for name in ICONS:
        assert _load(SPRITES / "icons" / f"{name}.png").get_size() == (64, 64), name
    felt = _load(SPRITES / "felt.png")
    assert felt.get_size() == (480, 270)
    c = felt.get_at((240, 135))
    assert c.g > c.r and c.g > c.b, "felt should be green"


def test_sprites_folder_is_modest():
    total = sum(p.stat().st_size for p in SPRITES.rglob("*") if p.is_file())
    assert total < 10 * 1024 * 1024


@pytest.mark.parametrize("name,four", [("QH", False), ("10D", True), ("AS", False)])
def test_card_generation_is_deterministic(make_cards, name, four):
    fresh = make_cards.render_card(name, four_colour=four)
    folder = "cards4" if four else "cards"
    stored = _load(SPRITES / folder / f"{name}.png")
    assert fresh.get_size() == stored.get_size()
    assert pygame.image.tobytes(fresh, "RGBA") == pygame.image.tobytes(stored, "RGBA")


def test_suit_drawing_helpers_draw_something(make_cards):
    for suit in "SHDCOT":
        surf = pygame.Surface((40, 40), pygame.SRCALPHA)
        make_cards.draw_suit(surf, suit, (20, 20), 30)
        assert surf.get_at((20, 20)).a > 0 or suit == "O"
        assert surf.get_bounding_rect().w > 15, suit
    with pytest.raises(ValueError):
        make_cards.render_card("1X")


# --------------------------------------------------------------------------- sounds
def _read_wav(path: Path) -> tuple[wave._wave_params, array]:
    assert path.is_file(), f"missing {path.relative_to(ROOT)}"
    with wave.open(str(path), "rb") as w:
        params = w.getparams()
        data = array("h", w.readframes(w.getnframes()))
    if sys.byteorder == "big":
        data.byteswap()
    return params, data


@pytest.mark.parametrize("name", SOUND_NAMES)
def test_sound_files_are_valid(name):
    params, data = _read_wav(SOUNDS / f"{name}.wav")
    assert params.nchannels == 1
    assert params.sampwidth == 2
    assert params.framerate == 44100
    duration = params.nframes / params.framerate
    assert 0.03 <= duration <= LONGEST.get(name, 1.5), duration
    peak = max(abs(x) for x in data) / 32768
    assert 0.05 < peak <= 0.85, peak
    assert abs(data[0]) < 200 and abs(data[-1]) < 200, "no fade at the ends"


@pytest.mark.parametrize("name", ["click", "card_play", "zwick", "turn", "legal", "illegal",
                                  "fanfare"])
def test_sound_generation_is_deterministic(make_sounds, name):
    _, stored = _read_wav(SOUNDS / f"{name}.wav")
    assert make_sounds.render_sound(name) == stored


def test_the_app_finds_every_shipped_picture_and_sound():
    """After a demo game every card, back, icon and the felt came from sprites/, and the
    sound board found its files: nothing was drawn as a stand-in (a wrong path to the
    asset folders degrades silently, so only this test would notice)."""
    from game.app.app import App
    from game.app.cli import Config
    from game.app.shell import sound

    app = App(Config(size=(1920, 1080), fast=True, game="zwicker", players=3, humans=0,
                     seed=2))
    app.settings.tutorial_offered = True
    app.start()
    for _ in range(200):
        app.step()
    assert app.assets.missing == set()
    assert sound.SOUNDS.is_dir() and any(sound.SOUNDS.iterdir())
