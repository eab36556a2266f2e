"""What a phone is sent: one JSON text per seat, built from that seat's view only.

:func:`snapshot` is called on the pygame thread with ``state.view(seat)`` — never the
state itself — the seat's log (sentences already redacted for it) and the game's extra
seat view (a game's ``seat_view``: Toff-Poker's pool and bid, the open card, every seat's
standing …). The result is
an immutable ``str`` the server thread may send as it is.

Every legal action goes out as its canonical text (``str(action)``) with a sentence
(``view.describe``) and the cards it moves (``cards_of``), so the page needs no rules:
tapping cards selects them, and the actions that move exactly the selected cards are
offered; actions without cards (take, draw, pass) are buttons.
"""

from __future__ import annotations

import contextlib
import json
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from typing import NotRequired, TypedDict

from game.app import i18n
from game.app.seat_view import RowJson, SeatView, SeatViewOf, moves_of, no_seat_view
from game.app.table.events import Move
from game.rules import GameState
from game.rules.cards import UNKNOWN_TEXT, Card
from game.rules.messages import Message

#: The log lines a phone shows.
LOG_LINES = 6

#: ``label(view, action)`` -> the move button's words, or None for the engine's sentence
Label = Callable[[GameState, Move], "str | None"]
#: how a hand is sorted: a card's place
SortKey = Callable[[Card], tuple[int, ...]]

#: The page's own words, sent with every snapshot in the game's language (the page
#: also carries them in both languages for the moments before its first snapshot).
PAGE_WORDS = ("your_turn", "waiting_for", "hand", "choose", "more", "sent", "over",
              "log", "connecting", "reconnecting", "taken", "held", "passed", "passed_away",
              "closed", "winner", "play", "clear", "starting", "continue", "cards", "card1",
              "score", "total", "error", "sound", "players", "you_won", "you_won_with")


def no_label(view: GameState, action: Move) -> str | None:
    return None


class PhoneAction(TypedDict):
    """A legal action: its text, its sentence (none in a huge set), the cards it moves."""

    a: str
    c: list[str]
    l: NotRequired[str]  # noqa: E741 - the page's short key


class PlayerLine(TypedDict):
    """A seat in the page's list of players."""

    name: str
    cards: int
    you: bool
    turn: bool
    standing: str


class BoardLine(TypedDict):
    """A seat on the scoreboard at the game's end (``total``: the match's, if any)."""

    name: str
    score: int
    won: bool
    total: NotRequired[int]


class Snapshot(TypedDict):
    """What a phone is sent, as its page reads it."""

    t: str
    n: int
    moves: int
    lang: str
    game: str
    pack: str
    seat: int
    name: str
    hand: list[str]
    rows: list[RowJson]
    players: list[PlayerLine]
    turn: str | None
    started: bool
    yours: bool
    pending: bool
    hold: bool
    actions: list[PhoneAction]
    log: list[str]
    over: bool
    winners: list[str]
    won: bool
    board: list[BoardLine]
    words: dict[str, str]


@dataclass(frozen=True)
class Facts:
    """What the table knows beyond the seat's view: whether it has begun, whether this
    seat's move is accepted and waits to be played, whether it holds for reading, how
    it sorts a hand, the match's totals at the end, the game's own button words."""

    started: bool = True
    pending: bool = False
    hold: bool = False
    sort_key: SortKey | None = None
    totals: Sequence[int] | None = None
    label: Label = no_label
    pack: str = "2"                 # the card faces: "2" two colours, "4" four colours


def actions_of(view: GameState, label: Label = no_label) -> list[PhoneAction]:
    """The view's legal moves (:func:`~game.app.seat_view.moves_of`) as ``{"a": text,
    "l": sentence, "c": [cards]}``; the game's ``label`` may word a move its own way."""
    out = []
    for move in moves_of(view):
        entry = PhoneAction(a=str(move.action), c=[card.text for card in move.cards])
        own = label(view, move.action)
        if own is not None:
            entry["l"] = own
        elif move.sentence is not None:
            entry["l"] = i18n.text(move.sentence)
        out.append(entry)
    return out


def players_of(seen: SeatView) -> list[PlayerLine]:
    """Every seat as the page lists it: name, cards in hand (a count only) and its
    standing in words (tricks, the place it went out in …), as the TV's plates say it.
    The points come with the board at the end (a game's score can cost a good part of a
    millisecond per view, eight views a move)."""
    return [PlayerLine(name=line.name, cards=line.cards, you=line.seat == seen.seat,
                       turn=line.turn, standing=line.standing_text()) for line in seen.seats]


def board_of(view: GameState, totals: Sequence[int] | None) -> list[BoardLine]:
    """The scoreboard at the game's end: best first (by the match's total if any)."""
    scores = view.scores()
    winners = set(view.winners())
    ranked = totals if totals is not None else scores
    rows = []
    for s in sorted(range(len(view.names)), key=lambda s: (s not in winners, -ranked[s])):
        row = BoardLine(name=view.names[s], score=scores[s], won=s in winners)
        if totals is not None:
            row["total"] = totals[s]
        rows.append(row)
    return rows


def in_hand_order(rows: list[RowJson], key: SortKey | None) -> list[RowJson]:
    """The rows' cards in the order the hand is sorted in (Toff-Poker's five chosen
    from a sorted hand came back in the order the engine keeps them); unknown cards and
    units (Zwicker's table) stay as they are."""
    if key is None:
        return rows
    for row in rows:
        texts = row.get("cards") or []
        if len(texts) > 1 and UNKNOWN_TEXT not in texts:
            with contextlib.suppress(ValueError):     # not card texts: left as they are
                row["cards"] = [c.text for c in sorted(map(Card.parse, texts), key=key)]
    return rows


def snapshot(view: GameState, seat: int, log: Sequence[Message],
             seat_view: SeatViewOf = no_seat_view,
             number: int = 0, facts: Facts = Facts()) -> str:
    """The JSON text for ``seat``'s phone, from its ``view`` and the game's ``seat_view``
    of it (``log``: messages)."""
    seen = seat_view(view, seat)
    names = view.names
    turn = view.current_player
    yours = facts.started and turn == seat
    hand = list(view.hand(seat))
    winners = list(view.winners()) if view.is_over else []
    if facts.sort_key is not None:
        hand.sort(key=facts.sort_key)
    data = Snapshot(
        t="state",
        n=number,
        moves=len(view.history),
        lang=i18n.language(),
        game=i18n.game_title(view.name),
        pack=facts.pack,
        seat=seat,
        name=names[seat],
        hand=[card.text for card in hand],
        rows=in_hand_order([row.as_json() for row in seen.table], facts.sort_key),
        players=players_of(seen),
        turn=None if turn is None else names[turn],
        started=facts.started,
        yours=yours,
        pending=facts.pending and yours,
        hold=facts.hold,
        actions=actions_of(view, facts.label) if yours else [],
        log=[i18n.text(message) for message in log[-LOG_LINES:]],
        over=view.is_over,
        winners=[names[s] for s in winners],
        won=seat in winners,
        board=board_of(view, facts.totals) if view.is_over else [],
        words=page_words(),
    )
    return json.dumps(data, ensure_ascii=False, separators=(",", ":"))


def page_words(language: str | None = None) -> dict[str, str]:
    """The page's own words in ``language`` ("en", "de"; default: the game's)."""
    if language is None:
        return {word: i18n.tr(f"phones.page.{word}") for word in PAGE_WORDS}
    index = 1 if language == "de" else 0
    return {word: i18n.TEXTS[f"phones.page.{word}"][index] for word in PAGE_WORDS}
