"""Toff-Poker's round end by ear: the last trick's event is followed by every seat's
sum (who won it the event says) and, while the table holds the last trick for the
player, "Enter for the next round"; F4 then reads the last trick's cards per seat."""

from __future__ import annotations

import pygame
from support.listener import EarApp
from support.toffpoker import human_turn

from game.app.games.toffpoker.components import ReadingPause
from game.app.session import Seat, Session
from game.app.speech.spoken import parse_cards


def _table_at_round_end(fast: bool) -> tuple[EarApp, object]:
    ears = EarApp(fast=fast)
    session = Session("toffpoker", [Seat("Alex", True), Seat("Bert", False, "normal")],
                      seed=4, options={"rounds": 2}, ai_seed=4)
    ears.app.nav.open_table(session)
    ears.app.scenes.apply_pending()
    table = ears.app.scenes.top
    for _ in range(20000):
        if any("Sums:" in h.text for h in ears.ear.all):
            return ears, table
        if table.human_to_act() and not table.busy:
            human_turn(ears.app, table, by_mouse=False)
        ears.step()
        if fast:
            continue
        for _ in range(30):
            if any("Sums:" in h.text for h in ears.ear.all):
                return ears, table
            ears.step()
    raise AssertionError([h.text for h in ears.ear.all][-8:])


def test_the_round_end_says_every_sum_and_the_key_that_goes_on():
    ears, table = _table_at_round_end(fast=False)
    said = next(h.text for h in ears.ear.all if "Sums:" in h.text)
    assert said.startswith("Last trick, "), said       # short: no colon
    sums = said.split("Sums: ")[1]
    for seat in range(table.model.players):
        assert f"{table.model.state.player_name(seat)} {table.presenter.shown.totals[seat]}" \
                in sums, said
    assert said.endswith("Enter for the next round."), said
    # the trick is held for reading
    ears.run_until(table.parts.of(ReadingPause).waits_for_reader, frames=600)
    # F4 reads the laid-out trick: each seat's cards as on the table, with their sum
    pressed = ears.press(pygame.K_F4)
    answer = ears.answer_to(pressed)
    assert answer is not None and answer.text.startswith("Last trick: "), answer
    for seat in range(table.model.players):
        shown = {s.card for s in table.layer.zone(f"bid:{seat}") if s.card is not None}
        part = next(p for p in answer.text.split("; ")
                    if table.model.state.player_name(seat) in p)
        assert set(parse_cards(part)) == shown and shown, (part, shown)
        assert f"sum {table.presenter.shown.totals[seat]}" in part


def test_without_a_hold_the_round_end_says_the_sums_but_no_key():
    ears, table = _table_at_round_end(fast=True)
    said = next(h.text for h in ears.ear.all if "Sums:" in h.text)
    assert "Enter" not in said and "Bert" in said.split("Sums: ")[1]


def test_the_round_end_and_f5_say_every_seats_tricks_as_the_plates_and_phones_show_them():
    """One seat view for every channel: the tricks said at the round end and on F5 are
    the numbers on the TV's name plates and on every phone's list of players."""
    import json

    from game.app.games import ui_for
    from game.app.phones.snapshot import snapshot

    ears, table = _table_at_round_end(fast=False)
    said = next(h.text for h in ears.ear.all if "Sums:" in h.text)
    tricks = table.model.state.tricks
    assert sum(tricks) > 0
    listed = ", ".join(f"{table.model.state.player_name(s)} {n}" for s, n in enumerate(tricks))
    assert f"Tricks: {listed}." in said, said
    ears.run_until(table.parts.of(ReadingPause).waits_for_reader, frames=600)
    answer = ears.answer_to(ears.press(pygame.K_F5))
    assert answer is not None and answer.text == f"Tricks: {listed}.", answer
    plates = [table.chrome.plate_info(seat)[0] for seat in range(table.model.players)]
    for seat in range(table.model.players):
        page = json.loads(snapshot(table.model.state.view(seat), seat, [],
                                   ui_for("toffpoker").seat_view))
        assert [p["standing"] for p in page["players"]] == plates
    assert plates[tricks.index(max(tricks))] == (
        "1 trick" if max(tricks) == 1 else f"{max(tricks)} tricks")
