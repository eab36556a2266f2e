"""Pictures of the phones as private hands, for people to look at (not a test).

    python tools/screenshots/screenshots_phones.py [--out docs/screenshots]

Writes, in English and German: the setup with phone seats and the TV's join screen with
QR codes for three phone seats (headless pygame, 1920x1080), and one phone's page in
headless Chromium at a phone's size (412x915) for each game, on its turn: Stortok,
Toff-Poker (choosing five cards, some tapped) and Zwicker (a card tapped: its moves
offered); and Toff-Poker's moments at 390x844 and 844x390 (a phone upright and lying):
five cards tapped (*Choose these 5*), the chosen five shown while the player at the TV
still chooses, and the board at the game's end. Everything on 127.0.0.1.
"""

from __future__ import annotations

import argparse
import shutil
import sys
import threading
import time
from pathlib import Path
from typing import TYPE_CHECKING

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))  # tools/, for toolkit
import toolkit  # noqa: E402

ROOT = toolkit.headless()

#: a game's phone page: (players, taps before the shot) where the defaults do not do
PAGES = {"stortok": (3, 1), "toffpoker": (3, 3), "zwicker": (4, 1)}


def phone_games() -> list[tuple[str, int, int]]:
    """Every registered game's page: (game, players, taps), a new game with 3 and 1."""
    from game.app.games import game_order

    return [(game, *PAGES.get(game, (3, 1))) for game in game_order()]


if TYPE_CHECKING:
    from game.app.app import App
    from game.app.cli import Config


def started(config: Config) -> App:
    """The app started as a returning player's: the first start's questions (where one
    plays, a lesson) answered, so nothing covers the table or the screen photographed
    (every run of this tool has a fresh data folder)."""
    from game.app.app import App

    app = App(config)
    app.settings.place_asked = app.settings.tutorial_offered = True
    app.start()
    return app


def join_screen(out: Path, lang: str) -> Path:
    from game.app.cli import Config

    app = started(Config(size=(1920, 1080), game="stortok", players=4, humans=3, phones=3,
                     phone_host="127.0.0.1", seed=4, lang=lang, fast=True))
    for _ in range(5):
        app.step()
    path = out / f"phones_join_{lang}.png"
    app.save_screenshot(str(path))
    app.nav.close_phones()
    return path


def setup_screen(out: Path, lang: str) -> Path:
    """The setup with a seat of each kind: human here, phone, computer."""
    from game.app.cli import Config
    from game.app.screens.setup import set_seat_kind

    app = started(Config(size=(1920, 1080), lang=lang))
    app.nav.open_setup()
    app.step()
    setup = app.scenes.top
    setup.set_count(4)
    for seat, kind in zip(setup.seats, ("human", "phone", "phone", "computer"), strict=False):
        set_seat_kind(seat, kind)
    setup.rebuild()
    for _ in range(3):
        app.step()
    path = out / f"phones_setup_{lang}.png"
    app.save_screenshot(str(path))
    return path


def browser(width: int = 412, height: int = 915):
    from selenium import webdriver
    from selenium.webdriver.chrome.service import Service

    options = webdriver.ChromeOptions()
    options.binary_location = shutil.which("chromium") or "chromium"
    for flag in ("--headless=new", "--no-sandbox", "--disable-gpu", "--disable-dev-shm-usage",
                 f"--window-size={width},{height}", "--hide-scrollbars"):
        options.add_argument(flag)
    return webdriver.Chrome(service=Service(shutil.which("chromedriver")), options=options)


def phone_page(out: Path, lang: str, game: str, players: int, taps: int) -> Path:
    """One phone seat's page on its turn, ``taps`` of its legal cards tapped."""
    from selenium.webdriver.common.by import By

    from game.app.cli import Config

    app = started(Config(size=(1920, 1080), game=game, players=players, humans=1, phones=1,
                     phone_host="127.0.0.1", seed=5, lang=lang, fast=True))
    hub = app.nav.phones
    seat = hub.seats[0]
    path = out / f"phone_{game}_{lang}.png"
    done = threading.Event()

    def drive() -> None:
        page = browser()
        try:
            page.get(hub.server.join_url(seat))
            for _ in range(400):
                banner = page.find_element(By.ID, "banner").get_attribute("class")
                if "yours" in banner:
                    break
                time.sleep(0.05)
            time.sleep(0.3)
            for _ in range(taps):
                cards = page.find_elements(By.CSS_SELECTOR, ".card.legal:not(.picked)")
                if cards:
                    cards[0].click()
                    time.sleep(0.1)
            page.save_screenshot(str(path))
        finally:
            page.quit()
            done.set()

    threading.Thread(target=drive, daemon=True).start()
    deadline = time.monotonic() + 90
    while not done.is_set() and time.monotonic() < deadline:
        app.step()
        time.sleep(0.01)
    app.nav.close_phones()
    return path


#: the sizes of the pictures of a Toff-Poker game's moments: a phone upright and lying
SIZES = ((390, 844), (844, 390))

#: one step of a player who takes whatever comes first (a move for the tapped cards,
#: else one more legal card, else a move without cards)
PLAY_ON = """
const live = [...document.querySelectorAll('#moves button[data-action]')]
  .filter((b) => !b.disabled);
if (!document.getElementById('banner').classList.contains('yours')) return 'wait';
const played = live.find((b) => !b.classList.contains('plain'));
if (played) { played.click(); return 'move'; }
const free = document.querySelector('.card.legal:not(.picked)');
if (free) { free.click(); return 'pick'; }
if (live.length) { live[0].click(); return 'move'; }
return 'wait';"""


def photograph(page, out: Path, stem: str) -> list[Path]:
    """The page at each of :data:`SIZES`, as ``<stem>_<width>x<height>.png``."""
    paths = []
    for width, height in SIZES:
        page.execute_cdp_cmd("Emulation.setDeviceMetricsOverride", {
            "width": width, "height": height, "deviceScaleFactor": 1, "mobile": True})
        time.sleep(0.6)                                   # drawn anew, faces loaded
        path = out / f"{stem}_{width}x{height}.png"
        page.save_screenshot(str(path))
        paths.append(path)
    return paths


def run_with_page(app, url: str, drive) -> None:
    """``drive(page)`` in a browser thread while this thread runs the app (bounded)."""
    done = threading.Event()

    def worker() -> None:
        page = browser()
        try:
            page.get(url)
            drive(page)
        finally:
            page.quit()
            done.set()

    threading.Thread(target=worker, daemon=True).start()
    deadline = time.monotonic() + 240
    while not done.is_set() and time.monotonic() < deadline:
        app.step()
        time.sleep(0.005)
    app.nav.close_phones()


def toffpoker_chosen(out: Path, lang: str) -> list[Path]:
    """Toff-Poker: the phone has chosen its five (``Choose these 5``) while the player at
    the TV still chooses — the page shows them; and, before, five cards tapped."""
    from selenium.webdriver.common.by import By

    from game.app.cli import Config
    from game.app.table.scene import TableScene

    for seed in range(1, 60):       # a deal whose forehand is the phone: it chooses first
        app = started(Config(size=(1920, 1080), game="toffpoker", players=3, humans=2, phones=1,
                         phone_host="127.0.0.1", seed=seed, lang=lang, fast=True))
        hub = app.nav.phones
        if app.scenes.find(TableScene).model.state.current_player == hub.seats[0]:
            break
        app.nav.close_phones()
    paths: list[Path] = []

    def drive(page) -> None:
        for _ in range(400):
            if "yours" in page.find_element(By.ID, "banner").get_attribute("class"):
                break
            time.sleep(0.05)
        for _ in range(5):
            page.find_elements(By.CSS_SELECTOR, "#hand .card.legal:not(.picked)")[0].click()
            time.sleep(0.05)
        paths.extend(photograph(page, out, f"phone_toffpoker_five_{lang}"))
        page.find_element(By.CSS_SELECTOR, "#moves button[data-action]:not(.plain)").click()
        for _ in range(200):
            if page.find_elements(By.CSS_SELECTOR, "#rows .card") and "yours" not in \
                    page.find_element(By.ID, "banner").get_attribute("class"):
                break
            time.sleep(0.05)
        paths.extend(photograph(page, out, f"phone_toffpoker_chosen_{lang}"))

    run_with_page(app, hub.server.join_url(hub.seats[0]), drive)
    return paths


def toffpoker_over(out: Path, lang: str) -> list[Path]:
    """Toff-Poker played to its end from the phone (against a computer): the board."""
    from selenium.webdriver.common.by import By

    from game.app.cli import Config

    app = started(Config(size=(1920, 1080), game="toffpoker", players=3, humans=1, phones=1,
                     phone_host="127.0.0.1", seed=5, lang=lang, fast=True))
    hub = app.nav.phones
    paths: list[Path] = []

    def drive(page) -> None:
        deadline = time.monotonic() + 200
        while time.monotonic() < deadline and not page.find_elements(By.CSS_SELECTOR,
                                                                      "table.board"):
            if page.execute_script(PLAY_ON) == "wait":
                time.sleep(0.03)
        paths.extend(photograph(page, out, f"phone_toffpoker_over_{lang}"))

    run_with_page(app, hub.server.join_url(hub.seats[0]), drive)
    return paths


def main() -> int:
    parser = argparse.ArgumentParser(description="Screenshots of the phones' join screen "
                                     "and page.")
    parser.add_argument("--out", default=str(ROOT / "docs" / "screenshots"))
    args = parser.parse_args()
    out = Path(args.out)
    out.mkdir(parents=True, exist_ok=True)
    for lang in ("en", "de"):
        print(join_screen(out, lang))
        print(setup_screen(out, lang))
        if shutil.which("chromedriver"):
            for game, players, taps in phone_games():
                print(phone_page(out, lang, game, players, taps))
            for moment in (toffpoker_chosen, toffpoker_over):
                for path in moment(out, lang):
                    print(path)
        else:
            print("no chromedriver: the phone page is not photographed")
    return 0


if __name__ == "__main__":
    sys.exit(main())
