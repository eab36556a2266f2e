"""The phone page in a real browser: headless Chromium (Debian ``chromium`` and
``chromium-driver``, driven by Selenium) opens the join address the TV shows as a QR
code and plays a whole Stortok game for its seat by tapping (reloading the page once on
the way: the same seat again); a screenshot at a phone's size shows the hand. Skipped,
with the reason, where the browser is missing.

The app runs on this (main) thread; the browser is driven from a helper thread; only
loopback is used, and every loop is bounded in count and time."""

from __future__ import annotations

import os
import shutil
import threading
import time
from pathlib import Path

import pygame
import pytest
from support.app import make_app
from support.phones import (
    CHROMEDRIVER,
    CHROMIUM,
    as_phone,
    chromium,
    feedback_log,
    probe_feedback,
    touch,
    with_browser,
)

from game.app.games import playable
from game.app.games.toffpoker.components import ReadingPause
from game.app.phones.qr import qr_matrix
from game.app.screens.phones import PhonesScene
from game.app.table.scene import TableScene

selenium = pytest.importorskip("selenium", reason="selenium is not installed "
                               "(pip install -r requirements-test.txt)")
pytestmark = pytest.mark.skipif(
    CHROMIUM is None or CHROMEDRIVER is None,
    reason="no headless browser: apt-get install chromium chromium-driver (.ci/run does)")


@pytest.fixture(scope="module")
def started():
    """One headless Chromium for the module's tests (starting one takes a second or two of
    both cores), with the window size it started with."""
    browser = chromium()
    browser.set_page_load_timeout(20)
    yield browser, browser.get_window_size()
    browser.quit()


@pytest.fixture
def browser(started):
    """The module's browser; afterwards as it started: a blank page, its first window size,
    no device emulated (a test that puts a script into every page takes it out itself)."""
    opened, size = started
    yield opened
    opened.get("about:blank")
    opened.set_window_size(size["width"], size["height"])
    opened.execute_cdp_cmd("Emulation.clearDeviceMetricsOverride", {})
    opened.execute_cdp_cmd("Emulation.setTouchEmulationEnabled", {"enabled": False})


def tap_through_a_game(browser, shot: Path, deadline: float) -> dict:
    """Tap legal cards and moves until the page says the game is over."""
    from selenium.common.exceptions import StaleElementReferenceException

    taps = shots = reloads = 0
    over = ""
    end = None
    for _ in range(1500):
        if time.monotonic() > deadline:
            break
        try:
            step = tap_once(browser, shot, shots)
        except StaleElementReferenceException:     # the page drew a new snapshot
            continue
        if step == "over":
            over = browser.find_element("id", "banner").text
            end = wait_for(browser, """
                if (!document.querySelector('table.board')) return null;
                return {board: [...document.querySelectorAll('table.board tr')].slice(1)
                          .map((tr) => [...tr.cells].map((td) => td.textContent)),
                        chips: document.querySelectorAll('#players li').length,
                        rows: document.querySelectorAll('#rows > *').length,
                        dock: getComputedStyle(document.getElementById('dock')).display};""",
                           10)
            break
        taps += step == "tap"
        shots += step == "shot"
        if taps == 6 and step == "tap":
            browser.refresh()         # a reload takes the same seat again
            reloads += 1
        time.sleep(0.03)
    return {"taps": taps, "over": over, "shots": shots, "reloads": reloads, "end": end}


def tap_once(browser, shot: Path, shots: int) -> str:
    """One look at the page: "over", "shot" (a screenshot taken), "tap" or "wait"."""
    from selenium.webdriver.common.by import By

    banner = browser.find_element(By.ID, "banner").text
    if "over" in banner.lower():
        return "over"
    moves = [b for b in browser.find_elements(By.CSS_SELECTOR, "#moves button")
             if b.get_attribute("data-action") and b.is_enabled()]
    cards = browser.find_elements(By.CSS_SELECTOR, "#hand .card.legal")
    if not shots and cards and "your turn" in banner.lower():
        browser.save_screenshot(str(shot))
        return "shot"
    card_moves = [b for b in moves if "plain" not in (b.get_attribute("class") or "")]
    picked = browser.find_elements(By.CSS_SELECTOR, "#hand .card.picked")
    for candidates in (card_moves, [] if picked else cards, moves):
        if candidates:
            candidates[0].click()
            return "tap"
    return "wait"


@pytest.mark.slow
def test_a_whole_stortok_game_tapped_in_chromium(browser, tmp_path):
    app = make_app(game="stortok", players=2, humans=1, phones=1, phone_host="127.0.0.1",
                   seed=3)
    try:
        hub = app.nav.phones
        assert hub is not None and hub.server.host == "127.0.0.1"
        seat = hub.seats[0]
        assert isinstance(app.scenes.top, PhonesScene)     # the join screen waits
        url = hub.server.join_url(seat)
        # the QR code on the TV encodes exactly this address
        import segno
        assert qr_matrix(url) == [[bool(v) for v in row] for row in
                                  segno.make(url, error="m").matrix_iter(border=4)]
        result: dict = {}
        shot = tmp_path / "phone.png"

        def drive() -> None:
            try:
                browser.get(url)
                result.update(tap_through_a_game(browser, shot, time.monotonic() + 150))
            except Exception as problem:  # noqa: BLE001 - reported by the main thread
                result["error"] = repr(problem)

        worker = threading.Thread(target=drive, daemon=True)
        worker.start()
        deadline = time.monotonic() + 200
        statuses: list[str] = []
        while worker.is_alive() and time.monotonic() < deadline:
            app.step()
            if not statuses or statuses[-1] != hub.status(seat):
                statuses.append(hub.status(seat))
            time.sleep(0.002)
        worker.join(5)
        assert "error" not in result, result.get("error")
        # joined, lost the connection on the reload, joined again with the same code
        assert statuses[:4] == ["waiting", "connected", "reconnecting", "connected"], statuses
        assert result["reloads"] == 1
        table = app.scenes.find(TableScene)
        assert table.model.state.is_over, result
        assert result["taps"] >= 4
        assert result["over"]
        # the end: the board with every seat's points, the winners first; no card counts
        # (all 0 now), no game rows, no empty dock under it
        end = result["end"]
        state = table.model.state
        assert {name: int(points) for name, points in end["board"]} == dict(
            zip(state.names, state.scores(), strict=True)), end
        winners = {state.names[s] for s in state.winners()}
        assert {name for name, _ in end["board"][:len(winners)]} == winners, end
        assert end["chips"] == 0 and end["rows"] == 0 and end["dock"] == "none", end
        # the screenshot shows a page with cards on it (many colours, not blank)
        assert shot.exists() and shot.stat().st_size > 5000
        image = pygame.image.load(str(shot))
        assert image.get_size() == (412, 915) or image.get_width() >= 400
        colours = {image.get_at((x, y))[:3] for x in range(0, image.get_width(), 7)
                   for y in range(0, image.get_height(), 7)}
        assert len(colours) > 12
        if os.environ.get("STAMMTISCH_KEEP_SHOTS"):
            shutil.copy(shot, os.environ["STAMMTISCH_KEEP_SHOTS"])
    finally:
        app.nav.close_phones()


SIZES = [(360, 640), (390, 844), (844, 390)]


def fit_check(browser, width: int, height: int, shot: Path) -> dict:
    """At a phone's size: wait for the turn, tap legal cards until moves for them are
    offered, then measure where every move button and the banner are."""
    from selenium.webdriver.common.by import By

    browser.execute_cdp_cmd("Emulation.setDeviceMetricsOverride", {
        "width": width, "height": height, "deviceScaleFactor": 1, "mobile": True})
    browser.refresh()
    deadline = time.monotonic() + 30
    while time.monotonic() < deadline and "your turn" not in browser.find_element(
            By.ID, "banner").text.lower():
        time.sleep(0.05)
    picks = 0
    for _ in range(8):
        moves = browser.find_elements(By.CSS_SELECTOR, "#moves button[data-action]")
        if any("plain" not in (b.get_attribute("class") or "") for b in moves):
            break
        free = browser.find_elements(By.CSS_SELECTOR, ".card.legal:not(.picked)")
        if not free:
            break
        free[0].click()
        picks += 1
        time.sleep(0.05)
    time.sleep(0.3)                                  # card faces loaded
    browser.save_screenshot(str(shot))
    return browser.execute_script("""
        const box = (el) => { const r = el.getBoundingClientRect();
          return [r.left, r.top, r.right, r.bottom]; };
        return {
          view: [innerWidth, innerHeight],
          scroll: [document.scrollingElement.scrollWidth, document.scrollingElement.scrollHeight],
          banner: box(document.getElementById('banner')),
          bannerText: document.getElementById('banner').textContent,
          moves: [...document.querySelectorAll('#moves button')].map(
            (b) => ({text: b.textContent, box: box(b), action: b.dataset.action || ''})),
          hand: [...document.querySelectorAll('#hand .card')].map((c) => box(c)),
          faces: [...document.querySelectorAll('#hand .card img')].filter(
            (i) => i.complete && i.naturalWidth === 200).length,
        };""") | {"picks": picks}


def inside(box, view) -> bool:
    left, top, right, bottom = box
    return left >= -0.5 and top >= -0.5 and right <= view[0] + 0.5 and bottom <= view[1] + 0.5


@pytest.mark.slow
@pytest.mark.parametrize("game", sorted(playable()))
def test_the_move_buttons_fit_a_phone_without_scrolling(browser, game, tmp_path):
    """At 360x640, 390x844 and 844x390 (landscape): the turn banner is at the top, the
    hand is drawn with the card faces, and after cards are tapped every move offered
    for them is inside the viewport; the page itself never scrolls."""
    app = make_app(game=game, players=2, humans=1, phones=1, phone_host="127.0.0.1", seed=5)
    try:
        hub = app.nav.phones
        url = hub.server.join_url(hub.seats[0])
        results: dict = {}

        def drive() -> None:
            try:
                browser.get(url)
                for width, height in SIZES:
                    results[(width, height)] = fit_check(
                        browser, width, height, tmp_path / f"{game}_{width}x{height}.png")
            except Exception as problem:  # noqa: BLE001 - reported by the main thread
                results["error"] = repr(problem)

        worker = threading.Thread(target=drive, daemon=True)
        worker.start()
        deadline = time.monotonic() + 150
        while worker.is_alive() and time.monotonic() < deadline:
            app.step()
            time.sleep(0.002)
        worker.join(5)
        assert "error" not in results, results.get("error")
        for (width, height), seen in results.items():
            view = seen["view"]
            assert view == [width, height], seen
            assert seen["scroll"][0] <= width and seen["scroll"][1] <= height, (width, seen)
            assert "turn" in seen["bannerText"].lower(), seen["bannerText"]
            assert seen["banner"][1] < 20 and inside(seen["banner"], view)
            assert seen["hand"] and all(inside(b, view) for b in seen["hand"]), seen["hand"]
            assert seen["faces"] == len(seen["hand"])          # the TV's card pictures
            played = [m for m in seen["moves"] if m["action"]]
            assert seen["picks"] >= 1 and played, (width, seen)
            for move in seen["moves"]:
                assert inside(move["box"], view), (width, height, move)
        keep = os.environ.get("STAMMTISCH_KEEP_SHOTS")
        if keep:
            for shot in tmp_path.glob("*.png"):
                shutil.copy(shot, Path(keep) / shot.name)
    finally:
        app.nav.close_phones()


@pytest.mark.slow
def test_a_second_phone_reads_why_in_its_own_words_before_any_snapshot(browser):
    """While another phone holds the seat, the page says so at once — in words it
    carries itself (no snapshot ever reaches it), not "…"."""
    import asyncio

    from aiohttp import ClientSession

    from game.app import i18n

    app = make_app(game="stortok", players=2, humans=1, phones=1, phone_host="127.0.0.1")
    try:
        hub = app.nav.phones
        url = hub.server.join_url(hub.seats[0])
        held = threading.Event()
        leave = threading.Event()

        async def hold() -> None:
            async with ClientSession() as http, http.ws_connect(
                    url.replace("/j/", "/ws/") + "?p=holder") as ws:
                held.set()
                while not leave.is_set():
                    try:
                        await ws.receive(timeout=0.05)
                    except TimeoutError:
                        continue

        holder = threading.Thread(target=lambda: asyncio.run(hold()), daemon=True)
        holder.start()
        seen: dict = {}

        def drive() -> None:
            held.wait(10)
            try:
                browser.set_window_size(360, 640)
                browser.get(url)
                end = time.monotonic() + 20
                while time.monotonic() < end:
                    seen["banner"] = browser.find_element("id", "banner").text
                    if seen["banner"] not in ("", "\u2026", i18n.TEXTS[
                            "phones.page.connecting"][0]):
                        break
                    time.sleep(0.05)
                seen["hand"] = len(browser.find_elements("css selector", "#hand .card"))
            except Exception as problem:  # noqa: BLE001 - reported by the main thread
                seen["error"] = repr(problem)

        worker = threading.Thread(target=drive, daemon=True)
        worker.start()
        deadline = time.monotonic() + 60
        while worker.is_alive() and time.monotonic() < deadline:
            app.step()
            time.sleep(0.005)
        leave.set()
        holder.join(5)
        assert "error" not in seen, seen["error"]
        assert seen["banner"] == i18n.TEXTS["phones.page.taken"][0]
        assert seen["hand"] == 0                    # nothing of the seat was shown
    finally:
        app.nav.close_phones()


def wait_for(browser, script: str, seconds: float = 30.0):
    """Poll the page until ``script`` returns something true (bounded); that value."""
    deadline = time.monotonic() + seconds
    while True:
        value = browser.execute_script(script)
        if value or time.monotonic() > deadline:
            return value
        time.sleep(0.04)


#: The seat's turn, with something to tap: a legal card (in the hand, or on the table as
#: Toff-Poker's pool) or a move.
YOUR_TURN = ("return document.getElementById('banner').classList.contains('yours') && "
             "document.querySelector('.card.legal, #moves button[data-action]:enabled')")


def touch_a_move(browser) -> None:
    """On this seat's turn, with a finger: a legal card and then the first move for it,
    or else the first move button."""
    from selenium.webdriver.common.by import By

    cards = browser.find_elements(By.CSS_SELECTOR, "#hand .card.legal")
    if cards:
        touch(browser, cards[0])
        move = wait_for(browser, "return document.querySelector("
                        "'#moves button[data-action]:not(.plain):enabled')", 5)
    else:
        move = browser.find_element(By.CSS_SELECTOR, "#moves button[data-action]:enabled")
    assert move, "no move for the tapped card"
    touch(browser, move)


def turn_starts(log: list[dict]) -> list[int]:
    """Where in the log a snapshot begins this seat's turn (the one before was not)."""
    starts, before = [], False
    for at, entry in enumerate(log):
        if entry["kind"] == "state":
            now = entry["yours"] and not entry["over"]
            if now and not before:
                starts.append(at)
            before = now
    return starts


@pytest.mark.slow
def test_the_turn_is_felt_and_heard_after_the_first_tap_and_the_screen_kept_on(browser):
    """A real table, the page on a touch phone (360x640) with the browser's feedback
    APIs probed: the first turn comes before anyone tapped — no sound, no vibration
    (browsers refuse both then); the first tap (a finger's, whose pointerdown does not
    count as a user activation) makes the sound context, which is running; every turn
    that arrives after it vibrates once and chimes once, audibly; the Screen Wake Lock
    is asked for once while the page is shown, and again when the page comes back after
    the screen was off (the browser had let it go)."""
    app = make_app(game="stortok", players=2, humans=1, phones=1, phone_host="127.0.0.1",
                   seed=3)
    try:
        hub = app.nav.phones
        url = hub.server.join_url(hub.seats[0])
        seen: dict = {}

        def drive() -> None:
            browser.set_window_size(360, 640)
            as_phone(browser, 360, 640)
            probe = probe_feedback(browser)
            try:
                browser.get(url)
                assert wait_for(browser, YOUR_TURN), "the seat's turn never came"
                time.sleep(0.5)                      # a chime or buzz would be here now
                seen["untapped"] = feedback_log(browser)
                for _ in range(12):
                    if len(turn_starts(feedback_log(browser))) >= 4:
                        break
                    made = max(e["moves"] for e in feedback_log(browser) if e["kind"] == "state")
                    touch_a_move(browser)
                    # the move's own snapshot (the turn may stay this seat's: no banner change)
                    wait_for(browser, "return window.__feedback.log.some((e) => "
                             f"e.kind === 'state' && e.moves > {made})", 10)
                    if not wait_for(browser, YOUR_TURN, 20):
                        break                                # the game is over
                time.sleep(0.3)
                browser.execute_script("window.__feedback.hide()")
                time.sleep(0.2)
                browser.execute_script("window.__feedback.show()")
                time.sleep(0.3)
                seen["log"] = feedback_log(browser)
            finally:
                browser.execute_cdp_cmd("Page.removeScriptToEvaluateOnNewDocument",
                                        {"identifier": probe})

        with_browser(app, drive, 150)
    finally:
        app.nav.close_phones()
    sounds = ("audio", "tone", "play", "vibrate")
    untapped = seen["untapped"]
    assert turn_starts(untapped), "no turn arrived before the first tap"
    assert not [e for e in untapped if e["kind"] in sounds + ("input",)], untapped
    log = seen["log"]
    first_tap = next(at for at, e in enumerate(log) if e["kind"] == "input")
    assert not [e for e in log[:first_tap] if e["kind"] in sounds]
    made = [e for e in log if e["kind"] == "audio"]
    assert len(made) == 1 and made[0]["active"], made      # made inside a user activation
    later = [at for at in turn_starts(log) if at > first_tap]
    assert len(later) >= 2, log
    buzzes = [at for at, e in enumerate(log) if e["kind"] == "vibrate"]
    tones = [e for e in log if e["kind"] == "tone"]
    # one buzz per turn that arrived after the tap, right as its snapshot came …
    assert len(buzzes) == len(later), (buzzes, later)
    for start, buzz in zip(later, buzzes, strict=True):
        assert buzz > start and all(e["kind"] != "state" for e in log[start + 1:buzz])
    # … and one two-note chime each, on a running (audible) context
    assert len(tones) == 2 * len(later), tones
    assert all(t["state"] == "running" for t in tones), tones
    assert not [e for e in log if e["kind"] == "play"]
    asked = [e for e in log if e["kind"] == "wake-request"]
    hidden = next(at for at, e in enumerate(log) if e["kind"] == "wake-release")
    assert len([e for e in log[:hidden] if e["kind"] == "wake-request"]) == 1, asked
    assert len([e for e in log[hidden:] if e["kind"] == "wake-request"]) == 1, asked
    assert all(e["visible"] for e in asked), asked


#: One step of a player who takes whatever comes first: a move for the tapped cards,
#: else one more legal card (hand or pool), else a move without cards.
PLAY_ON = """
const live = [...document.querySelectorAll('#moves button[data-action]')]
  .filter((b) => !b.disabled);
if (!document.getElementById('banner').classList.contains('yours')) return 'wait';
const played = live.find((b) => !b.classList.contains('plain'));
if (played) { played.click(); return 'move: ' + played.textContent; }
const free = document.querySelector('.card.legal:not(.picked)');
if (free) { free.click(); return 'pick'; }
if (live.length) { live[0].click(); return 'move: ' + live[0].textContent; }
return 'wait';"""


@pytest.mark.slow
def test_a_phones_continue_ends_the_tvs_reading_pause(browser):
    """Toff-Poker, the only human on a phone (nobody at the TV can press a key): the
    page plays its seat to the round's last trick (its first move: "Choose these 5");
    while the TV holds it for reading,
    the page shows Continue inside a 360x640 screen, and a finger's tap on it ends the
    pause on the TV long before its timer would — the table goes on to the next round."""
    from selenium.webdriver.common.by import By

    from game.app import i18n

    app = make_app(game="toffpoker", players=2, humans=1, phones=1, phone_host="127.0.0.1",
                   seed=4)
    app.settings.animation_speed = "normal"          # the pause is held (5 s)
    try:
        hub = app.nav.phones
        url = hub.server.join_url(hub.seats[0])
        seen: dict = {}
        pauses: list[dict] = []         # each pause the TV held: its timer, first and last

        def watch() -> None:
            table = app.scenes.find(TableScene)
            if table is None:
                return
            if table.driver.reader_pause():
                left = table.parts.of(ReadingPause).reading_left
                if not pauses or "ended" in pauses[-1]:
                    pauses.append({"timer": left, "moves": None})
                pauses[-1]["left"] = left
            elif pauses and "ended" not in pauses[-1]:
                pauses[-1]["ended"] = time.monotonic()
                pauses[-1]["moves"] = len(table.model.state.history)
            seen["moves"] = len(table.model.state.history)

        def drive() -> None:
            browser.set_window_size(360, 640)
            as_phone(browser, 360, 640)
            browser.get(url)
            deadline = time.monotonic() + 150
            while time.monotonic() < deadline and not browser.find_elements(
                    By.CSS_SELECTOR, "#moves button[data-continue]"):
                step = browser.execute_script(PLAY_ON)
                if step == "wait":
                    time.sleep(0.03)
                elif step.startswith("move: "):
                    seen.setdefault("played", []).append(step[6:])
            button = browser.find_element(By.CSS_SELECTOR, "#moves button[data-continue]")
            seen["button"] = browser.execute_script("""
                const r = arguments[0].getBoundingClientRect();
                return {box: [r.left, r.top, r.right, r.bottom], text: arguments[0].textContent,
                        view: [innerWidth, innerHeight]};""", button)
            seen["tapped"] = time.monotonic()
            touch(browser, button)
            seen["gone"] = wait_for(browser, "return !document.querySelector("
                                    "'#moves button[data-continue]')", 10)
            wait_for(browser, YOUR_TURN, 20)
            seen["after"] = browser.find_element(By.ID, "banner").text

        with_browser(app, drive, 200, each_frame=watch)
    finally:
        app.nav.close_phones()
    assert pauses, "the TV never held the last trick"
    first = pauses[0]
    assert first["timer"] != float("inf"), "it waits for a key nobody at the TV can press"
    assert seen["played"][0] == i18n.TEXTS["phones.tp.choose"][0], seen["played"]
    button = seen["button"]
    assert button["text"] == i18n.TEXTS["phones.page.continue"][0]
    assert button["view"] == [360, 640] and inside(button["box"], button["view"]), button
    # the tap ended it, not its timer: seconds of it were left, and it ended right after
    assert "ended" in first, pauses
    assert first["left"] > 0.4 * first["timer"], first
    assert 0 <= first["ended"] - seen["tapped"] < 2.0, (first, seen)
    assert seen["gone"]                              # the page let go of Continue
    # the table went on: the next round's choosing is the seat's turn
    assert seen["after"] == i18n.TEXTS["phones.page.your_turn"][0], seen
    assert seen["moves"] > first["moves"], (seen, first)
