"""Issue 24: a whole game of each kind played by keys only, by a scripted listener that
never looks at the screen. It hears the utterances (a recording speech output), decides
from them alone, and at every one of its turns rebuilds its hand and the table from
what it heard; both must equal ``state.view(seat)``."""

from __future__ import annotations

import re

import pygame
import pytest
from test_app_support import make_app, press

from game.app.session import Seat, Session
from game.app.speech import Narrator, Recorder, install
from game.app.speech.spoken import SUITS_EN, parse_cards
from game.rules import Card

SUIT_OF_NAME = {name: suit for suit, name in SUITS_EN.items()}


class Listener:
    """Keys in, utterances out: everything it knows comes from ``heard``."""

    def __init__(self, game: str, options: dict | None = None, seed: int = 5) -> None:
        self.app = make_app()
        self.recorder = Recorder()
        install(self.app, lambda app: Narrator(app, self.recorder, available=True))
        self.app.settings.speech = True
        session = Session(game, [Seat("Alex", True), Seat("Bert", False, "normal")],
                          seed=seed, options=options or {}, ai_seed=seed)
        self.app.nav.open_table(session)
        self.app.scenes.apply_pending()
        self.table = self.app.scenes.top
        self.turns = 0
        self.refusals: list[str] = []
        self.mark = 0       # utterances before this index were listened to
        self.saved_heard = False    # Toff-Poker: the cards saved from pass 1 were read

    @property
    def heard(self) -> list[str]:
        return self.recorder.texts

    def key(self, key: int) -> str:
        """Press a key; what was said in answer (the last utterance since)."""
        before = len(self.recorder.said)
        press(self.app, key)
        said = self.recorder.said[before:]
        self.refusals += [text for text, priority in said if priority == "urgent"]
        return said[-1][0] if said else ""

    def wait_for_turn(self) -> bool:
        """Step until "Your turn" is heard (False: the game ended first)."""
        for _ in range(20000):
            turns = [i for i, t in enumerate(self.heard) if i >= self.mark
                     and t.startswith("Your turn")]
            if turns:
                self.mark = turns[0] + 1
                return True
            if self.table.state.is_over and not self.table.busy:
                return False
            self.app.step()
        raise AssertionError("no turn and no end")

    def cycle_focus(self, wanted) -> str | None:
        """Move the focus right until an utterance satisfies ``wanted``; that utterance."""
        heard = self.key(pygame.K_RIGHT)          # the first press shows the focus
        for _ in range(40):
            if wanted(heard):
                return heard
            heard = self.key(pygame.K_RIGHT)
        return None


# --- what the listener rebuilds from the utterances -------------------------------------

def spoken_hand(listener: Listener) -> list[Card]:
    said = listener.key(pygame.K_F3)
    assert said.startswith(("Your hand", "Your pool")), said
    return parse_cards(said.split(":", 1)[1].split(".")[0]) if ":" in said else []


def same_cards(a, b) -> bool:
    return sorted(c.text for c in a) == sorted(c.text for c in b)


def check_stortok(listener: Listener, view) -> None:
    said = listener.key(pygame.K_F4)
    if said.startswith("To beat"):
        assert parse_cards(said.split(".")[0]) == [view.open_card], said
    else:
        assert said.startswith("No open card") and view.phase == "lead", said
    trumps = re.search(r"High trumps (\w+), low trumps (\w+)", said)
    assert trumps, said
    assert SUIT_OF_NAME[trumps.group(1)] == view.high_trump
    assert SUIT_OF_NAME[trumps.group(2)] == view.low_trump
    stock = re.search(r"Stock (\d+)", said)
    assert stock and int(stock.group(1)) == view.stock_size


def check_zwicker(listener: Listener, view) -> None:
    said = listener.key(pygame.K_F4)
    if said.startswith("The table is empty"):
        assert not view.table
        return
    body = said[len("Table: "):said.index(". Stock")]
    heard = []
    for part in body.split("; "):
        value = int(part.rsplit(", ", 1)[1])
        heard.append(([c.text for c in parse_cards(part)], value))
    assert heard == [([c.text for c in u.cards], u.value) for u in view.table], said


def check_toffpoker(listener: Listener, view) -> None:
    said = listener.key(pygame.K_F4)
    assert re.match(rf"Round {view.round} of {view.rounds}, pass {view.pass_number}\.",
                    said), said
    if view.phase == "select":
        assert "Everyone chooses" in said
        return
    for seat in range(view.players):
        name = view.player_name(seat)
        bid = re.search(rf"{name} bids (.*?), sum (\d+)", said)
        if view.bid(seat):
            assert bid, said
            assert same_cards(parse_cards(bid.group(1)), view.bid(seat))
            assert int(bid.group(2)) == view.bid_total(seat)
        else:
            assert f"{name} has no bid" in said
        pool = re.search(rf"{name}'s pool: (.*?)[;.]", said)          # public once revealed
        assert pool and same_cards(parse_cards(pool.group(1)), view.pool(seat)), said


CHECKS = {"stortok": check_stortok, "zwicker": check_zwicker, "toffpoker": check_toffpoker}


# --- how the listener chooses, by ear ---------------------------------------------------

def move_stortok(listener: Listener) -> None:
    found = listener.cycle_focus(lambda s: s.endswith(("can beat", "can lead"))
                                 or s in ("Pick up", "Draw"))
    assert found, listener.heard[-5:]
    listener.key(pygame.K_RETURN)


def move_zwicker(listener: Listener) -> None:
    found = listener.cycle_focus(lambda s: s.endswith(("can capture", "can stack",
                                                       "can be laid down")))
    assert found, listener.heard[-5:]
    chosen = listener.key(pygame.K_RETURN)        # chooses the card: its move is read
    assert re.search(r"( takes | on |^lay down )", chosen), chosen
    listener.key(pygame.K_RETURN)


def pick_a_card(listener: Listener) -> None:
    """Move to a card heard as not picked and pick it (Space): heard as picked."""
    assert listener.cycle_focus(lambda s: ", not picked" in s), listener.heard[-5:]
    assert re.search(r", picked(,|$)", listener.key(pygame.K_SPACE)), listener.heard[-3:]


def move_toffpoker(listener: Listener) -> None:
    said = listener.key(pygame.K_F4)
    if "Everyone chooses" in said:
        for _ in range(5):
            pick_a_card(listener)
        listener.key(pygame.K_RETURN)
        return
    before = len(listener.refusals)
    listener.key(pygame.K_p)                      # pass if the rules allow it
    if len(listener.refusals) == before:
        return
    listener.refusals.pop()                       # "cannot pass in the opening circuit"
    pick_a_card(listener)
    listener.key(pygame.K_RETURN)


MOVES = {"stortok": move_stortok, "zwicker": move_zwicker, "toffpoker": move_toffpoker}


@pytest.mark.parametrize("game,options", [("stortok", {}), ("zwicker", {}),
                                          ("toffpoker", {"rounds": 2})])
def test_a_whole_game_by_keys_and_ears(game, options):
    listener = Listener(game, options)
    table = listener.table
    while listener.wait_for_turn():
        listener.turns += 1
        seat = table.state.current_player
        view = table.state.view(seat)
        heard = spoken_hand(listener)
        expected = view.pool(seat) if game == "toffpoker" and view.phase != "select" \
            else view.hand(seat)
        assert same_cards(heard, expected), (heard, expected)
        if game == "toffpoker" and view.phase == "select" and view.pool(seat):
            saved = listener.key(pygame.K_F3).split("Saved from pass 1: ")[1]
            assert same_cards(parse_cards(saved), view.pool(seat)), saved
            listener.saved_heard = True
        if game == "toffpoker" and view.phase != "select" and view.hand(seat):
            kept = listener.key(pygame.K_F3).split("Kept in your hand: ")[1]
            assert same_cards(parse_cards(kept), view.hand(seat)), kept
        CHECKS[game](listener, view)
        moves = len(table.state.history)
        MOVES[game](listener)
        assert len(table.state.history) > moves, listener.heard[-6:]   # the move was made
    assert table.state.is_over
    assert listener.turns >= 5
    assert listener.refusals == []          # everything chosen by ear was legal
    # every logged event was spoken, in the log's own words
    logged = [t for t, p in listener.recorder.said if p == "event"]
    assert len(logged) >= listener.turns
    if game == "toffpoker":     # pass 2's choice was made hearing the saved cards
        assert listener.saved_heard
    if game == "zwicker":       # the short verbosity says the key hint once in a game
        assert sum("Enter plays it" in t for t in listener.heard) == 1
