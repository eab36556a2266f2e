"""A whole game of each kind played by keys only, by a scripted listener that never
looks at the screen. It hears what a person hears (the speaker's queue rules, eSpeak's
durations: a key cuts what is being said, a stale turn is dropped), decides from the
utterances it heard to their end alone, and at every one of its turns rebuilds its hand
and the table from them; both must equal ``state.view(seat)``."""

from __future__ import annotations

import re

import pygame
import pytest
from support.listener import EarApp

from game.app.session import Seat, Session
from game.app.speech.spoken import SUITS_EN, parse_cards
from game.rules import Card

SUIT_OF_NAME = {name: suit for suit, name in SUITS_EN.items()}


class Listener:
    """Keys in, utterances out: everything it knows comes from what it *heard* — the
    utterances spoken to their end by the listener with the speaker's queue rules and
    eSpeak's durations (``support.listener``); it waits for each answer to end."""

    def __init__(self, game: str, options: dict | None = None, seed: int = 5) -> None:
        self.ears = EarApp()
        self.app = self.ears.app
        self.ear = self.ears.ear
        session = Session(game, [Seat("Alex", True), Seat("Bert", False, "normal")],
                          seed=seed, options=options or {}, ai_seed=seed)
        self.app.nav.open_table(session)
        self.app.scenes.apply_pending()
        self.table = self.app.scenes.top
        self.turns = 0
        self.refusals: list[str] = []
        self.mark = 0       # heard utterances before this index were listened to
        self.saved_heard = False    # Toff-Poker: the cards saved from pass 1 were read

    @property
    def heard(self) -> list[str]:
        return [h.text for h in self.ear.heard]

    def key(self, key: int) -> str:
        """Press a key and listen to its answer to the end: the answer ("" if it was
        not heard whole)."""
        pressed = self.ears.press(key)
        asked = [h for h in self.ear.all if h.asked >= pressed and h.priority != "event"]
        self.refusals += [h.text for h in asked if h.priority == "urgent"]
        if not asked:
            return ""
        answer = asked[-1]
        self.ears.run_until(lambda: answer.ended >= 0)
        return answer.text if answer in self.ear.heard else ""

    def wait_for_turn(self) -> bool:
        """Listen until a turn sentence has been heard (False: the game ended first)."""
        for _ in range(200000):
            heard = self.ear.heard
            turns = [i for i in range(self.mark, len(heard)) if heard[i].priority == "turn"]
            if turns:
                self.mark = turns[0] + 1
                assert heard[turns[0]].text.startswith("Your turn")
                return True
            if self.table.model.state.is_over and not self.table.busy:
                return False
            self.ears.step()
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
        seat = table.model.state.current_player
        view = table.model.state.view(seat)
        heard = spoken_hand(listener)
        expected = view.pool(seat) if game == "toffpoker" and view.phase != "select" \
            else view.hand(seat)
        assert same_cards(heard, expected), (heard, expected)
        if game == "toffpoker" and view.phase == "select" and view.pool(seat):
            saved = listener.key(pygame.K_F3).split("Saved from pass 1: ")[1].split(". ")[0]
            assert same_cards(parse_cards(saved), view.pool(seat)), saved
            listener.saved_heard = True
        if game == "toffpoker" and view.phase != "select" and view.hand(seat):
            kept = listener.key(pygame.K_F3).split("Kept in your hand: ")[1].split(". ")[0]
            assert same_cards(parse_cards(kept), view.hand(seat)), kept
        CHECKS[game](listener, view)
        moves = len(table.model.state.history)
        MOVES[game](listener)
        assert len(table.model.state.history) > moves, listener.heard[-6:]   # the move was made
    assert table.model.state.is_over
    assert listener.turns >= 5
    assert listener.refusals == []          # everything chosen by ear was legal
    # the events were heard (computers waited for the words)
    logged = [h for h in listener.ear.heard if h.priority == "event"]
    assert len(logged) >= listener.turns
    if game == "toffpoker":     # pass 2's choice was made hearing the saved cards
        assert listener.saved_heard
    if game == "zwicker":       # the short verbosity says the key hint once in a game
        assert sum("Enter plays it" in h.text for h in listener.ear.all) == 1
