"""What a phone is sent: one JSON text per seat, built from that seat's view only.

:func:`snapshot` is called on the pygame thread with ``state.view(seat)`` — never the
state itself — the seat's log (sentences already redacted for it) and the game's extra
rows (a game's ``phone_rows``: Toff-Poker's pool and bid, the open card …). The result is
an immutable ``str`` the server thread may send as it is.

Every legal action goes out as its canonical text (``str(action)``) with a sentence
(``view.describe``) and the cards it moves (``cards_of``), so the page needs no rules:
tapping cards selects them, and the actions that move exactly the selected cards are
offered; actions without cards (take, draw, pass) are buttons.
"""

from __future__ import annotations

import json
from collections.abc import Callable, Sequence
from typing import Any

from game.app import i18n
from game.rules import GAMES, cards_of

#: Sentences are written for at most this many actions (a huge set — 1,287 ways to
#: choose five cards — is sent with its texts and cards only).
MAX_LABELS = 300
#: The log lines a phone shows.
LOG_LINES = 6

#: ``rows(view, seat)`` -> [{"label": str, "cards": [card text], "note": str}]
Rows = Callable[[Any, int], list[dict[str, Any]]]

#: The page's own words, sent with every snapshot in the game's language.
PAGE_WORDS = ("your_turn", "waiting_for", "hand", "choose", "more", "sent", "over",
              "log", "connecting", "reconnecting", "taken", "closed", "winner", "play",
              "clear")


def no_rows(view: Any, seat: int) -> list[dict[str, Any]]:
    return []


def actions_of(view: Any) -> list[dict[str, Any]]:
    """The view's legal actions as ``{"a": text, "l": sentence, "c": [cards]}``."""
    legal = view.legal_actions()
    labelled = len(legal) <= MAX_LABELS
    out = []
    for action in legal:
        entry: dict[str, Any] = {"a": str(action),
                                 "c": [card.text for card in cards_of(action)]}
        if labelled:
            entry["l"] = i18n.text(view.describe(action))
        out.append(entry)
    return out


def snapshot(view: Any, seat: int, log: Sequence[Any], rows: Rows = no_rows,
             number: int = 0, connected: Sequence[str] = ()) -> str:
    """The JSON text for ``seat``'s phone, from its ``view`` (``log``: messages)."""
    names = view.names
    turn = view.current_player
    data: dict[str, Any] = {
        "t": "state",
        "n": number,
        "moves": len(view.history),
        "lang": i18n.language(),
        "game": GAMES[view.name].title,
        "seat": seat,
        "name": names[seat],
        "hand": [card.text for card in view.hand(seat)],
        "rows": rows(view, seat),
        "turn": None if turn is None else names[turn],
        "yours": turn == seat,
        "actions": actions_of(view) if turn == seat else [],
        "log": [i18n.text(message) for message in log[-LOG_LINES:]],
        "over": view.is_over,
        "winners": [names[s] for s in view.winners()] if view.is_over else [],
        "words": {word: i18n.tr(f"phones.page.{word}") for word in PAGE_WORDS},
    }
    if connected:
        data["status"] = list(connected)
    return json.dumps(data, ensure_ascii=False, separators=(",", ":"))
