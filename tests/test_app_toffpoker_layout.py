"""What is seen of the Toff-Poker seats in the upper band: a human seat there (two humans
at one table) is laid out as cleanly as a computer's — no row of a seat covers another,
and no card hides the rank corner of a face-up card of its own seat."""

from __future__ import annotations

import pygame
import pytest
from support.app import click, make_app, mouse, press, start_table
from support.toffpoker import BIG, KEY_OF_RANK, human_turn, simple_action

from game.app.games.toffpoker.components import SeatMarks
from game.app.games.toffpoker.presenter import ToffPokerPresenter
from game.app.games.toffpoker.shown import seat_box
from game.app.kit.cards_view import CardSprite
from game.app.screens.handoff import HandoffScene
from game.app.session import Seat
from game.app.table.scene import TableScene
from game.rules.toffpoker import PASS, SELECT

#: the rows of one seat's box: its hand, its pool (saved, chosen and revealed cards), its bid
ROWS = {"hand": "hand", "sel": "pool", "pool": "pool", "saved": "pool", "bid": "bid"}


def _row(sprite: CardSprite, seat: int) -> str | None:
    kind, _, tail = sprite.zone.partition(":")
    return ROWS.get(kind) if tail == str(seat) else None


def seat_overlaps(table: TableScene, seat: int) -> list[str]:
    """What covers what in ``seat``'s box (cards at rest): a card over a card of another
    row, or over the rank corner (top-left quarter each way) of a face-up card."""
    assets = table.services.assets
    order = [s for s in table.layer.draw_order() if _row(s, seat) is not None]
    if any(s.moving or s.flip < 0.999 for s in order):
        return []
    problems = []
    for index, under in enumerate(order):
        rect = under.rect(assets)
        corner = pygame.Rect(rect.x, rect.y, rect.width // 4, rect.height // 4)
        for over in order[index + 1:]:
            top = over.rect(assets)
            if _row(over, seat) != _row(under, seat) and top.colliderect(rect):
                problems.append(f"{over.zone} {over.card} over {under.zone} {under.card}")
            elif under.showing_face and top.colliderect(corner):
                problems.append(f"{over.zone} {over.card} hides the corner of {under.card}")
    return problems


@pytest.mark.parametrize("players", [3, 6])
def test_a_human_seat_in_the_upper_band_covers_none_of_its_own_cards(players):
    app = make_app(size=BIG)
    seats = [Seat("Anna", True), Seat("Bert", True)] + [
        Seat(f"Bot{i}", False) for i in range(players - 2)]
    table = start_table(app, "toffpoker", seats, seed=2, ai_seed=2, rounds=1)
    seen: set[str] = set()

    def check(moment: str) -> None:
        for seat in (0, 1):
            if not seat_box(table.model, seat).bottom:
                problems = seat_overlaps(table, seat)
                assert not problems, f"{moment}, {players} seats: {problems}"

    for _ in range(6000):
        top = app.scenes.top
        state = table.model.state
        if state.round > 1 or state.is_over or {"choosing", "bidding", "after a bid"} <= seen:
            break
        if isinstance(top, HandoffScene):
            press(app, pygame.K_RETURN)
            continue
        up = [s for s in (0, 1) if not seat_box(table.model, s).bottom]
        if any(table.layer.zone(f"sel:{s}") or s in table.presenter.shown.pending for s in up):
            seen.add("choosing")
        if any(table.layer.zone(f"bid:{s}") for s in up):
            seen.add("after a bid")
        if top is table and table.human_to_act():
            seat = state.current_player
            if state.phase != SELECT and not seat_box(table.model, seat).bottom:
                # the bidder up top picks its first card (focused and picked) and
                # points at the next (hovered): both rise
                cards = table.hands.perspective_hand()
                table.input.focus = 0
                press(app, pygame.K_SPACE)
                if len(cards) > 1:
                    rect = cards[1].rect(app.assets)       # its left edge lies on top
                    mouse(app, pygame.MOUSEMOTION, (rect.x + 6, rect.centery))
                for _ in range(20):
                    app.step()
                assert table.presenter.picking.picked == {cards[0].card} and cards[0].lift > 0
                assert len(cards) == 1 or table.input.hovered is cards[1]
                check("bidding")
                seen.add("bidding")
                press(app, pygame.K_SPACE)
            human_turn(app, table, by_mouse=False)
        else:
            app.step()
        check(", ".join(sorted(seen)) or "dealing")
    assert {"choosing", "bidding", "after a bid"} <= seen


def marks_over_cards(table: TableScene) -> list[str]:
    """The bid's sum badge over one of its seat's bid cards, or "chosen" over a card of
    its seat (cards at rest only)."""
    assets = table.services.assets
    problems = []
    for seat in range(table.model.players):
        cards = [s for s in table.layer.all() if _row(s, seat) is not None]
        if any(s.moving for s in cards):
            continue
        badge = table.parts.of(SeatMarks).sum_badge(seat)
        if badge is not None:
            for s in table.layer.zone(f"bid:{seat}"):
                if badge[0].colliderect(s.rect(assets)):
                    problems.append(f"seat {seat}: the sum covers {s.card}")
        if seat in table.presenter.shown.pending and seat != table.model.perspective:
            label = table.parts.of(SeatMarks).chosen_label_rect(seat)
            for s in cards:
                if label is not None and label.colliderect(s.rect(assets)):
                    problems.append(f"seat {seat}: 'chosen' lies on {s.zone}")
    return problems


@pytest.mark.parametrize("size", ["normal", "large"])
def test_the_sum_badge_and_the_chosen_label_cover_no_card(size):
    app = make_app(size=BIG)
    app.prefs.set_text_size(size)
    seats = [Seat("Ute", True), *(Seat(n) for n in ("Ann", "Ben", "Cy", "Di", "Ed"))]
    table = start_table(app, "toffpoker", seats, seed=7, ai_seed=7, rounds=2)
    longest = 0
    chosen_seen = 0
    try:
        for _ in range(20000):
            if table.model.state.is_over:
                break
            if table.human_to_act():                # the longest bid it may make
                table.perform(max(table.model.state.legal_actions(),
                                  key=lambda a: len(getattr(a, "cards", ()))))
            app.step()
            assert marks_over_cards(table) == []
            longest = max([longest, *(len(table.layer.zone(f"bid:{s}")) for s in range(6))])
            chosen_seen += any(table.parts.of(SeatMarks).chosen_label_rect(s) for s
                               in table.presenter.shown.pending
                               if s != table.model.perspective)
        assert table.model.state.is_over
        assert longest >= 3 and chosen_seen                 # the cases were met
    finally:
        app.prefs.set_text_size("normal")


@pytest.mark.parametrize(("size", "players"), [("normal", 3), ("large", 6)])
def test_the_saved_label_lies_on_its_saved_cards_clear_of_the_other_rows(size, players):
    """"saved" hung under the saved cards, over the row below (the bid's J of clubs up
    top): it lies over the saved cards' lower edge, on no card of another row and on no
    card's rank corner."""
    app = make_app(size=BIG)
    app.prefs.set_text_size(size)
    seats = [Seat("Ute", True), *(Seat(n) for n in ("Ann", "Ben", "Cy", "Di", "Ed"))]
    table = start_table(app, "toffpoker", seats[:players], seed=5, ai_seed=5, rounds=1)
    assets = app.assets
    seen = set()
    try:
        for _ in range(20000):
            if table.model.state.is_over or len(seen) == players:
                break
            if table.human_to_act():
                table.perform(max(table.model.state.legal_actions(),
                                  key=lambda a: len(getattr(a, "cards", ()))))
            app.step()
            for seat in range(players):
                found = table.parts.of(SeatMarks).saved_label(seat)
                cards = [s for s in table.layer.all() if _row(s, seat) is not None]
                if found is None or any(s.moving for s in cards):
                    continue
                label, _ = found
                saved = [s.rect(assets) for s in table.layer.zone(f"saved:{seat}")]
                assert label.colliderect(saved[0].unionall(saved))
                for s in cards:
                    rect = s.rect(assets)
                    corner = pygame.Rect(rect.x, rect.y, rect.width // 4, rect.height // 4)
                    assert _row(s, seat) == "pool" or not label.colliderect(rect), s.zone
                    assert not label.colliderect(corner), (seat, s.zone, s.card)
                seen.add(seat)
        assert seen                                          # some seat saved cards
    finally:
        app.prefs.set_text_size("normal")


def test_after_a_bid_by_keys_no_card_stays_raised():
    """The focus left on the next card after a bid (arrows and Space) raised it like a
    picked card: only a picked card (or the one under the mouse) rises, the focus is a
    ring."""
    app = make_app(size=BIG)
    seats = [Seat("Ute", True), Seat("Ann"), Seat("Ben")]
    table = start_table(app, "toffpoker", seats, seed=4, ai_seed=4, rounds=1)
    bids = 0
    for _ in range(20000):
        if bids >= 2 or table.model.state.is_over:
            break
        if table.human_to_act() and table.model.state.phase != SELECT:
            action = simple_action(table.model.state)
            if action == PASS:
                human_turn(app, table, by_mouse=False)
                continue
            for card in action.cards:                        # arrows to it, Space picks
                for _ in range(20):
                    focused = table.input.shown_focus()
                    if getattr(focused, "card", None) == card:
                        break
                    press(app, pygame.K_RIGHT)
                press(app, pygame.K_SPACE)
            assert table.presenter.picking.picked == set(action.cards)
            press(app, pygame.K_RETURN)
            bids += 1
            for _ in range(30):
                app.step()
            assert not table.presenter.picking.picked
            raised = [(s.zone, s.card) for s in table.layer.all() if s.lift > 0.5]
            assert raised == [], raised
        elif table.human_to_act():
            human_turn(app, table, by_mouse=False)
        else:
            app.step()
    assert bids >= 1


def test_in_hot_seat_the_bid_buttons_sit_by_the_seat_that_bids():
    """Two humans: the other human bids from its box in the upper band (the table keeps
    its orientation), and Bid/Pass come under that box instead of staying by the bottom
    seat; they go home for the bottom seat's turn."""
    app = make_app(size=BIG)
    seats = [Seat("Anna", True), Seat("Bert", True), Seat("Carla", False)]
    table = start_table(app, "toffpoker", seats, seed=2, ai_seed=2, rounds=1)
    homes = [game.button.rect.copy() for game in table.presenter.buttons]
    up_seen = bottom_seen = False
    for _ in range(6000):
        top = app.scenes.top
        if isinstance(top, HandoffScene):
            press(app, pygame.K_RETURN)
            continue
        if top is table and table.human_to_act() and table.model.state.phase != SELECT:
            seat = table.model.state.current_player
            box = seat_box(table.model, seat)
            rects = [game.button.rect for game in table.presenter.buttons]
            if box.bottom:
                assert rects == homes
                bottom_seen = True
            else:
                cards = table.hands.perspective_hand()
                left = min(s.rect(app.assets).left for s in cards) - 200
                right = max(s.rect(app.assets).right for s in cards) + 200
                for rect in rects:
                    assert left <= rect.centerx <= right and rect.top > box.bid.y
                    assert not any(rect.colliderect(s.rect(app.assets))
                                   for s in table.layer.all())
                    assert table.chrome.status_rect is None or \
                        not rect.colliderect(table.chrome.status_rect)
                up_seen = True
                action = simple_action(table.model.state)
                if action != PASS:                       # a click on the Bid button there
                    for card in action.cards:
                        press(app, KEY_OF_RANK[card.rank])
                    before = len(table.model.state.history)
                    click(app, table.presenter.buttons[0][0].rect.center)
                    assert table.model.state.history[before] == action
                    continue
            human_turn(app, table, by_mouse=False)
        elif top is table and table.human_to_act():
            human_turn(app, table, by_mouse=False)
        else:
            app.step()
        if up_seen and bottom_seen:
            break
    assert up_seen and bottom_seen


@pytest.mark.parametrize("size", ["normal", "large"])
@pytest.mark.parametrize("lang", ["en", "de"])
def test_the_openers_chip_lies_clear_of_plates_cards_and_the_status_line(recorder, lang,
                                                                         size):
    """"opens" sat on the top edge of the opener's name plate, over its border; it goes
    under the bid's sum now, touching no plate, no card and not the status line."""
    from support.text_sizes import text_sizes

    from game.app import i18n
    from game.app.kit import theme
    from game.app.table.layout import PLATE_SIZE

    app = text_sizes.make_app(lang, size)
    for name in text_sizes.scenes(app, seed=3, games=("toffpoker",), pages=False):
        if name == "toffpoker table: mid-game":
            break
    table = app.scenes.top
    assert isinstance(table, TableScene) and isinstance(table.presenter, ToffPokerPresenter)
    assert table.presenter.shown.opener is not None and table.presenter.shown.bidding
    app.dirty = True
    app.step()
    chip = theme.text(i18n.tr("tp.opener"), theme.SIZE_SMALL - 6, theme.INK)
    shown = [pygame.Rect(rect) for key, rect in app.picture._last
             if key[0] == "blit" and key[1] is chip]
    assert len(shown) == 1
    ink = shown[0].inflate(16, 4)                       # the gold pill around the word
    plates = [pygame.Rect((0, 0), PLATE_SIZE) for _ in range(table.model.players)]
    for seat, plate in enumerate(plates):
        plate.center = table.presenter.seat_anchor(seat)
    assert ink.collidelist(plates) == -1
    cards = [s.rect(app.assets) for s in table.layer.all() if not s.moving]
    assert ink.collidelist(cards) == -1
    assert table.chrome.status_rect is not None
    assert not ink.colliderect(table.chrome.status_rect)
