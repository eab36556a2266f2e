"""The phone page itself in headless Chromium, fed snapshots of real game positions
(built by the rules and the snapshot code the table uses, for a seat's view only) by a
real phone server on 127.0.0.1 — no table, so each case takes a moment. At 360x640,
390x844 and 844x390, for every game: each tappable card shows a strip of at least
44 px both ways (the largest hands and pools the games reach), and the newest "What
happened" line is in view however long the page; the end on a winner's own phone says
"You won"; a refusal's reason stays until the seat acts again; a tapped dimmed card
asks the table why. Skipped, with the reason, where the browser is missing."""

from __future__ import annotations

import json
import random
import time
from collections.abc import Callable
from typing import Any

import pytest
from support.phones import CHROMEDRIVER, CHROMIUM, chromium

from game.app import i18n
from game.app.games import ui_for
from game.app.phones.server import PhoneServer
from game.app.phones.snapshot import Facts, snapshot
from game.rules import GameState, cards_of, new_game

selenium = pytest.importorskip("selenium", reason="selenium is not installed "
                               "(pip install -r requirements-test.txt)")
pytestmark = pytest.mark.skipif(
    CHROMIUM is None or CHROMEDRIVER is None,
    reason="no headless browser: apt-get install chromium chromium-driver (.ci/run does)")

SIZES = [(360, 640), (390, 844), (844, 390)]
#: the smallest strip of a tappable card a finger hits for sure, both ways (CSS px)
TAP = 44


# --- positions -------------------------------------------------------------------------

def position(game: str, players: int, seed: int, score: Callable[[GameState, int], float],
             moves: int = 4000) -> tuple[GameState, int, list[Any]]:
    """The position, in a game played by random legal moves, where ``score`` of the
    seat to move is highest (its turn: its cards are tappable); that seat; and what
    happened, as its phone's log has it (each move's sentence and events, redacted)."""
    state = new_game(game, players=players, seed=seed)
    rng = random.Random(seed)
    best: tuple[float, int] = (-1.0, 0)
    for _ in range(moves):
        if state.is_over:
            break
        turn = state.current_player
        value = score(state, turn)
        if value > best[0]:
            best = (value, len(state.history))
        state.apply(rng.choice(list(state.legal_actions())))
    again = new_game(game, players=players, seed=seed)
    played = []
    for action in state.history[:best[1]]:
        played.append((again.describe(action), again.apply(str(action))))
    seat = again.current_player
    names = again.names
    messages = [m for e in again.opening_events(seat) if (m := e.message(names))]
    for sentence, events in played:     # each move's sentence, then its events as seen
        messages.append(sentence)
        messages.extend(m for e in events if (m := e.redacted(seat).message(names)))
    return again, seat, messages


def tappable(state: GameState, seat: int) -> float:
    """How many of the seat's cards its phone shows to tap (hand and pickable rows)."""
    rows = ui_for(state.name).seat_view(state.view(seat), seat).table
    return len(state.hand(seat)) + sum(len(r.cards) for r in rows if r.pick)


def crowded(state: GameState, seat: int) -> float:
    """How long the seat's page is: the cards in the game's rows, and the rows."""
    rows = ui_for(state.name).seat_view(state.view(seat), seat).table
    return sum(len(r.cards) + sum(len(g.cards) for g in r.groups) + 4 for r in rows)


def sent(state: GameState, seat: int, log: list[Any]) -> str:
    """The seat's snapshot as the table sends it."""
    ui = ui_for(state.name)
    return snapshot(state.view(seat), seat, log, ui.seat_view, 1,
                    Facts(label=ui.phone_label))


def finished(game: str, players: int, seed: int) -> GameState:
    state = new_game(game, players=players, seed=seed)
    rng = random.Random(seed)
    while not state.is_over:
        state.apply(rng.choice(list(state.legal_actions())))
    return state


# --- the page --------------------------------------------------------------------------

NOTE_SNAPSHOTS = """
(() => {
  const Real = window.WebSocket;
  window.WebSocket = class extends Real {
    constructor(...args) {
      super(...args);
      this.addEventListener("message", (e) => {
        try { const d = JSON.parse(e.data); if (d.t === "state") setTimeout(() => {
          window.__n = d.n; }, 0); } catch (x) { /* not ours */ }
      });
    }
  };
})();
"""


class Page:
    """A phone server on 127.0.0.1 with one seat, fed by hand, and one browser on it."""

    def __init__(self) -> None:
        self.server = PhoneServer("127.0.0.1")
        self.server.add_seat(0)
        self.server.start()
        self.browser = chromium(412, 915)
        # notes the number of each snapshot the page receives, before its own script
        self.browser.execute_cdp_cmd("Page.addScriptToEvaluateOnNewDocument", {
            "source": NOTE_SNAPSHOTS})
        self.browser.set_page_load_timeout(20)
        self.number = 0

    def close(self) -> None:
        try:
            self.browser.quit()
        finally:
            self.server.stop()

    def show(self, text: str, width: int, height: int) -> None:
        """The page at this size, drawn from the snapshot ``text`` (sent anew)."""
        self.browser.execute_cdp_cmd("Emulation.setDeviceMetricsOverride", {
            "width": width, "height": height, "deviceScaleFactor": 1, "mobile": True})
        if not self.browser.current_url.startswith(self.server.address):
            self.browser.get(self.server.join_url(0))
        self.publish(text)

    def publish(self, text: str) -> None:
        """Send the page a snapshot and wait until it has drawn it, faces loaded."""
        self.number += 1
        data = json.loads(text)
        data["n"] = self.number
        self.server.publish(0, json.dumps(data, ensure_ascii=False))
        assert self.wait(f"return window.__n === {self.number}"), "the snapshot never came"
        assert self.wait("return [...document.images].every((i) => i.complete)", 5)
        self.browser.execute_script(
            "return new Promise((done) => requestAnimationFrame(() => "
            "requestAnimationFrame(done)))")

    def wait(self, script: str, seconds: float = 10.0) -> Any:
        deadline = time.monotonic() + seconds
        while True:
            value = self.browser.execute_script(script)
            if value or time.monotonic() > deadline:
                return value
            time.sleep(0.03)

    def wait_inbox(self, until: Callable[[list[Any]], bool], seconds: float = 5.0
                   ) -> list[Any]:
        """What the page sent the table, until ``until`` holds of it (bounded)."""
        got: list[Any] = []
        deadline = time.monotonic() + seconds
        while time.monotonic() < deadline:
            got.extend(self.inbox())
            if until(got):
                break
            time.sleep(0.02)
        return got

    def inbox(self) -> list[Any]:
        """What the page sent the table since the last look."""
        seen = []
        while not self.server.inbox.empty():
            seen.append(self.server.inbox.get_nowait())
        return seen


@pytest.fixture(scope="module")
def page():
    opened = Page()
    try:
        yield opened
    finally:
        opened.close()


#: Each tappable card's rectangle and the part of it a finger reaches (scrolled into
#: view first: a row's card may be below the fold), as the runs of points on which it is
#: the topmost element; and the newest log line's rectangle, and whether it is on top
#: at its top, middle and bottom with the info panel scrolled to its start.
MEASURE = """
const strip = (el, r) => {
  // the widest run of points across its middle on which the card is on top, then the
  // tallest run down the middle of that run
  const on = (x, y) => { const hit = document.elementFromPoint(x, y);
                         return !!hit && el.contains(hit); };
  let wide = 0, run = 0, middle = r.left + r.width / 2;
  const y = Math.round(r.top + r.height / 2);
  // whole pixels: the browser hit-tests a point at whole CSS pixels
  for (let x = Math.floor(r.left); x <= r.right; x += 1) {
    run = on(x, y) ? run + 1 : 0;
    if (run > wide) { wide = run; middle = Math.round(x - run / 2); }
  }
  let tall = 0;
  run = 0;
  for (let y2 = Math.floor(r.top); y2 <= r.bottom; y2 += 1) {
    run = on(middle, y2) ? run + 1 : 0;
    tall = Math.max(tall, run);
  }
  return [wide, tall];
};
const cards = [...document.querySelectorAll('.card.legal, .card.dim')].map((el) => {
  el.scrollIntoView({block: 'center', inline: 'nearest'});   // a row's card: scrolled to
  const r = el.getBoundingClientRect();
  return {card: el.dataset.card, zone: el.dataset.zone, box: [r.left, r.top, r.right, r.bottom],
          strip: strip(el, r)};
});
document.getElementById('info').scrollTop = 0;              // the page as it comes
const lines = [...document.querySelectorAll('#log li')];
const last = lines[lines.length - 1];
let newest = null;
if (last) {
  const r = last.getBoundingClientRect();
  const x = r.left + Math.min(r.width, 40) / 2;
  const onTop = [r.top + 2, r.top + r.height / 2, r.bottom - 2].every((y) => {
    const hit = document.elementFromPoint(x, y);
    return !!hit && last.contains(hit);
  });
  newest = {text: last.textContent, box: [r.left, r.top, r.right, r.bottom], onTop: onTop};
}
const info = document.getElementById('info');
return {cards: cards, newest: newest, view: [innerWidth, innerHeight],
        scrolls: info.scrollHeight > info.clientHeight + 1,
        page: [document.scrollingElement.scrollWidth, document.scrollingElement.scrollHeight]};
"""


def inside(box: list[float], view: list[int]) -> bool:
    left, top, right, bottom = box
    return left >= -0.5 and top >= -0.5 and right <= view[0] + 0.5 and bottom <= view[1] + 0.5


#: For each game at its usual table sizes, the position whose tappable cards are most
#: (its hand and the rows it taps, e.g. Toff-Poker's pool), and the one whose page is
#: longest (the game's rows: Toff-Poker's bids, Zwicker's table)
SCORES = {"cards": tappable, "rows": crowded}
CROWDED = [(game, players, seed, score) for game, players, seed in (
    ("stortok", 2, 3), ("stortok", 4, 8), ("toffpoker", 2, 5), ("toffpoker", 4, 6),
    ("zwicker", 2, 5), ("zwicker", 4, 7)) for score in SCORES]


@pytest.mark.slow
@pytest.mark.parametrize("game,players,seed,score", CROWDED)
def test_every_tappable_card_is_a_finger_wide_and_the_newest_line_is_in_view(
        page, game, players, seed, score):
    state, seat, log = position(game, players, seed, SCORES[score])
    text = sent(state, seat, log)
    data = json.loads(text)
    assert data["yours"] and data["log"], data
    for width, height in SIZES:
        page.show(text, width, height)
        seen = page.browser.execute_script(MEASURE)
        assert seen["view"] == [width, height]
        assert seen["page"][0] <= width and seen["page"][1] <= height, seen["page"]
        shown = [c for c in seen["cards"] if c["zone"] == "hand"]
        assert len(shown) == len(data["hand"]), (width, height, len(shown))
        for card in seen["cards"]:
            assert inside(card["box"], seen["view"]) or card["zone"] != "hand", card
            assert min(card["strip"]) >= TAP, (game, width, height, tappable(state, seat),
                                                 card)
        newest = seen["newest"]
        assert newest["text"], newest
        assert inside(newest["box"], seen["view"]) and newest["onTop"], (
            game, width, height, seen["scrolls"], newest)


@pytest.mark.slow
@pytest.mark.parametrize("game,players,seed", [("stortok", 3, 4), ("zwicker", 3, 2)])
def test_the_end_on_a_winners_phone_says_you_won(page, game, players, seed):
    state = finished(game, players, seed)
    winners = set(state.winners())
    loser = next(s for s in range(3) if s not in winners)
    before = i18n.language()
    try:
        for lang in ("en", "de"):
            i18n.set_language(lang)
            won = snapshot(state.view(min(winners)), min(winners), [])
            lost = snapshot(state.view(loser), loser, [])
            page.show(won, 390, 844)
            banner = page.browser.find_element("id", "banner").text
            others = ", ".join(state.names[s] for s in sorted(winners) if s != min(winners))
            assert banner.endswith(i18n.tr("phones.page.you_won_with", names=others)
                                   if others else i18n.tr("phones.page.you_won")), banner
            assert page.browser.execute_script(          # lit up as the turn banner is
                "return document.getElementById('banner').classList.contains('yours')")
            page.show(lost, 390, 844)
            banner = page.browser.find_element("id", "banner").text
            names = ", ".join(state.names[s] for s in sorted(winners))
            assert banner.endswith(i18n.tr("phones.page.winner", names=names)), banner
            assert not page.browser.execute_script(
                "return document.getElementById('banner').classList.contains('yours')")
    finally:
        i18n.set_language(before)


@pytest.mark.slow
def test_a_reason_stays_until_the_seat_acts_and_a_dimmed_card_asks_why(page):
    state, seat, log = position("stortok", 2, 3, lambda s, t: len(
        [c for c in s.hand(t) if c not in {x for a in s.legal_actions() for x in cards_of(a)}])
        * (len(s.legal_actions()) > 1))
    text = sent(state, seat, log)
    page.show(text, 390, 844)
    page.inbox()
    dim = page.browser.find_elements("css selector", "#hand .card.dim")
    assert dim, "no dimmed card in the position"
    dim[0].click()
    asked = page.wait_inbox(lambda got: any(i.kind == "why" for i in got))
    why = [i for i in asked if i.kind == "why"]
    assert [i.text for i in why] == [dim[0].get_attribute("data-card")], asked
    # the table answers (any reason will do here: the hub's answer is tested elsewhere)
    page.server.reply(0, why[0].conn, json.dumps({"t": "error", "key": "phones.why",
                                                  "text": "Reason one", "ref": 0}))
    assert page.wait("return document.getElementById('error').textContent === 'Reason one'")
    # new snapshots (the table moved on, here the same position again) keep it …
    for _ in range(3):
        page.publish(text)
    assert page.browser.find_element("id", "error").text == "Reason one"
    # … until the seat acts: a legal card tapped
    page.browser.find_element("css selector", "#hand .card.legal").click()
    assert page.wait("return document.getElementById('error').textContent === ''", 3)


@pytest.mark.slow
def test_toffpokers_pool_shows_no_empty_row_while_the_seats_choose(page):
    """While choosing, the pool is empty: its heading says what it will hold and no empty
    box of cards stands under it (as the TV shows no empty bid row)."""
    state = new_game("toffpoker", players=3, seed=2)
    before = i18n.language()
    try:
        for lang in ("en", "de"):
            i18n.set_language(lang)
            page.show(sent(state, 0, []), 390, 844)
            found = page.browser.execute_script("""
                const heads = [...document.querySelectorAll('#rows h2')];
                const pool = heads.find((h) => h.textContent.startsWith(arguments[0]));
                const next = pool && pool.nextElementSibling;
                return pool ? {text: pool.textContent,
                               box: !!next && next.classList.contains('cards')} : null;
            """, i18n.tr("phones.row.pool"))
            assert found is not None
            assert not found["box"], found
            note = i18n.tr("phones.row.pool_to_come", round=1)
            assert found["text"].lower().endswith(note.lower()), found
    finally:
        i18n.set_language(before)
