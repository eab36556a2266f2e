"""Stortok spoken: the open card to beat and the trumps, what a focused card
may do, who is out. Read by the narrator (``game/app/speech/narrator.py``)."""

from __future__ import annotations

from typing import Any

from game.app import i18n
from game.app.speech.spoken import SUITS_DE, SUITS_EN, card_name, cards_list
from game.rules.stortok import LEAD


def _suit(suit: str) -> str:
    return (SUITS_DE if i18n.language() == "de" else SUITS_EN)[suit]


def situation(table: Any) -> str:
    """The open card to beat (or who leads), the trumps and the stock."""
    state = table.state
    parts = []
    if state.is_over:
        parts.append(i18n.tr("table.status.over"))
    elif state.phase == LEAD or state.open_card is None:
        parts.append(i18n.tr("speech.stortok.lead",
                             name=state.player_name(state.current_player)))
    else:
        parts.append(i18n.tr("speech.stortok.open", card=state.open_card.text))
    parts.append(i18n.tr("speech.stortok.trumps", high=_suit(state.high_trump),
                         low=_suit(state.low_trump)))
    parts.append(i18n.tr("speech.stortok.stock", n=state.stock_size))
    return " ".join(parts)


def turn_hint(table: Any) -> str:
    """For the seat to act: the cards that beat the open card (or that nothing does)."""
    state = table.state
    if state.phase == LEAD:
        return ""
    cards = sorted(table.legal_cards(), key=table.hand_sort_key)
    if not cards:
        return i18n.tr("speech.stortok.none_beats")
    return i18n.tr("speech.stortok.beat_with", cards=cards_list(cards))


def focus(table: Any, item: Any) -> tuple[str, bool | None] | None:
    """A focused hand card: "seven of hearts, can beat" (or can lead, or not now)."""
    card = getattr(item, "card", None)
    if card is None:
        return None
    legal = card in table.legal_cards()
    if not legal:
        word = i18n.tr("speech.not_now")
    elif table.state.phase == LEAD:
        word = i18n.tr("speech.stortok.leads")
    else:
        word = i18n.tr("speech.stortok.beats")
    return f"{card_name(card)}, {word}", legal


def scores(table: Any) -> str:
    """Who is out, in order, and who still plays."""
    state = table.state
    out = [state.player_name(s) for s in state.out_order]
    playing = [state.player_name(s) for s in range(state.players)
               if s not in state.out_order]
    parts = []
    if out:
        parts.append(i18n.tr("speech.stortok.out", names=", ".join(out)))
    if playing:
        parts.append(i18n.tr("speech.stortok.in", names=", ".join(playing)))
    return " ".join(parts)
