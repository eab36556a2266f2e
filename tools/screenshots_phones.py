"""Pictures of the phones as private hands, for people to look at (not a test).

    python tools/screenshots_phones.py [--out docs/screenshots]

Writes, in English and German: the setup with phone seats and the TV's join screen with
QR codes for three phone seats (headless pygame, 1920x1080), and one phone's page in
headless Chromium at a phone's size (412x915) for each game, on its turn: Stortok,
Toff-Poker (choosing five cards, some tapped) and Zwicker (a card tapped: its moves
offered). Everything on 127.0.0.1.
"""

from __future__ import annotations

import argparse
import shutil
import sys
import threading
import time
from pathlib import Path

import toolkit

ROOT = toolkit.headless()

GAMES = (("stortok", 3, 1), ("toffpoker", 3, 3), ("zwicker", 4, 1))


def join_screen(out: Path, lang: str) -> Path:
    from game.app.app import App
    from game.app.cli import Config

    app = App(Config(size=(1920, 1080), game="stortok", players=4, humans=3, phones=3,
                     phone_host="127.0.0.1", seed=4, lang=lang, fast=True))
    app.start()
    for _ in range(5):
        app.step()
    path = out / f"phones_join_{lang}.png"
    app.save_screenshot(str(path))
    app.nav.close_phones()
    return path


def setup_screen(out: Path, lang: str) -> Path:
    """The setup with a seat of each kind: human here, phone, computer."""
    from game.app.app import App
    from game.app.cli import Config
    from game.app.screens.setup import set_seat_kind

    app = App(Config(size=(1920, 1080), lang=lang))
    app.settings.tutorial_offered = True
    app.start()
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

    from game.app.app import App
    from game.app.cli import Config

    app = App(Config(size=(1920, 1080), game=game, players=players, humans=1, phones=1,
                     phone_host="127.0.0.1", seed=5, lang=lang, fast=True))
    app.start()
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
            for game, players, taps in GAMES:
                print(phone_page(out, lang, game, players, taps))
        else:
            print("no chromedriver: the phone page is not photographed")
    return 0


if __name__ == "__main__":
    sys.exit(main())
