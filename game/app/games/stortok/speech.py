"""Stortok spoken: the open card to beat and the trumps, what a focused card
may do, who is out. Read by the narrator (``game/app/speech/narrator.py``)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from game.app import i18n
from game.app.games.stortok.presenter import StortokPresenter
from game.app.kit.cards_view import CardSprite
from game.app.speech.game_speech import GameSpeech, presenter_of
from game.app.speech.spoken import card_name, cards_list, joined, suit_name
from game.app.speech.turn_words import hint
from game.rules.stortok import LEAD

if TYPE_CHECKING:
    from game.app.kit.widgets import Button
    from game.app.table.scene import TableScene

#: logged events said shorter at the "short" verbosity (the card beaten was just heard,
#: the turn says the trumps, a draw is always one instead of a lead)
SHORT_EVENTS: dict[str, str] = {"stortok.beats": "speech.stortok.beats_short",
                                "stortok.trick_complete": "speech.stortok.trick_complete_short",
                                "stortok.deals": "speech.stortok.deals_short",
                                "stortok.draws": "speech.stortok.draws_short"}
#: logged events said in other words at every verbosity ("Bert is out (1.)" reads badly)
SAID_EVENTS: dict[str, str] = {"stortok.out": "speech.stortok.out_event"}
#: more cards that beat than this are counted, not named (arrows read each)
LIST_AT_MOST = 2
#: what the rules page shows in letters, said in words
SAID_INSTEAD = (
    ("6 7 8 9 10 J Q K A in four suits",
     "six, seven, eight, nine, ten, jack, queen, king and ace in four suits"),
    ("6 7 8 9 10 J Q K A (Bube, Dame, König, Ass; so stehen sie auf den Karten)",
     "Sechs, Sieben, Acht, Neun, Zehn, Bube, Dame, König und Ass"),
)


def _suit(suit: str) -> str:
    return suit_name(suit)


class StortokSpeech(GameSpeech):
    """Stortok's words for the narrator."""

    short_events = SHORT_EVENTS
    said_events = SAID_EVENTS
    said_instead = SAID_INSTEAD
    #: the lead that follows a complete trick says that a new one begins
    unless_followed = frozenset({"stortok.trick_complete"})

    def situation(self, table: TableScene) -> str:
        """The open card to beat (or who leads), the trumps and the stock."""
        state = presenter_of(table, StortokPresenter).state
        parts = []
        seat = state.current_player
        if state.is_over or seat is None:
            parts.append(i18n.tr("table.status.over"))
        elif state.phase == LEAD or state.open_card is None:
            parts.append(i18n.tr("speech.stortok.lead", name=state.player_name(seat)))
        else:
            parts.append(i18n.tr("speech.stortok.open", card=state.open_card.text))
        parts.append(i18n.tr("speech.stortok.trumps", high=_suit(state.high_trump),
                             low=_suit(state.low_trump)))
        parts.append(i18n.tr("speech.stortok.stock", n=state.stock_size))
        return " ".join(parts)

    def turn_hint(self, table: TableScene) -> str:
        """For the seat to act: the cards that beat the open card (or that nothing does)."""
        state = presenter_of(table, StortokPresenter).state
        if state.phase == LEAD:
            return ""
        cards = sorted(table.input.legal_cards(), key=table.presenter.hand_sort_key)
        if not cards:
            return i18n.tr("speech.stortok.none_beats")
        return i18n.tr("speech.stortok.beat_with", cards=cards_list(cards))

    def focus(self, table: TableScene, item: CardSprite | Button) -> tuple[str, bool | None] | None:
        """A focused hand card: "seven of hearts, can beat" (or can lead, or not now)."""
        card = item.card if isinstance(item, CardSprite) else None
        if card is None:
            return None
        legal = card in table.input.legal_cards()
        if not legal:
            word = i18n.tr("speech.not_now")
        elif presenter_of(table, StortokPresenter).state.phase == LEAD:
            word = i18n.tr("speech.stortok.leads")
        else:
            word = i18n.tr("speech.stortok.beats")
        return f"{card_name(card)}, {word}", legal

    def standing(self, table: TableScene) -> dict[str, str]:
        """Facts said once when they change (short verbosity): the trumps, an empty stock."""
        state = presenter_of(table, StortokPresenter).state
        facts = {"trumps": i18n.tr("speech.stortok.trumps_short",
                                   high=_suit(state.high_trump), low=_suit(state.low_trump))}
        if state.stock_size == 0:
            facts["stock"] = i18n.tr("speech.stock_empty")
        return facts

    def turn_short(self, table: TableScene, readable: bool) -> str:
        """What to do: "Beat nine of hearts with queen of hearts or six of diamonds." (the
        trumps are a standing fact) — or that nothing beats it: "pick up" (the first time:
        "with T"), or that you lead."""
        state = presenter_of(table, StortokPresenter).state
        if state.phase == LEAD or state.open_card is None:
            return i18n.tr("speech.stortok.you_lead")
        open_card = card_name(state.open_card)
        if not readable:
            return i18n.tr("speech.stortok.open", card=state.open_card.text)
        cards = sorted(table.input.legal_cards(), key=table.presenter.hand_sort_key)
        if not cards:
            return i18n.tr("speech.stortok.nothing_beats", card=open_card, t=hint(
                "stortok.pick_up", " " + i18n.tr("speech.stortok.with_t")))
        if len(cards) > LIST_AT_MOST:
            return i18n.tr("speech.stortok.to_beat_n", card=open_card, n=len(cards))
        names = [card_name(c) for c in cards]
        if len(names) == 1:
            return i18n.tr("speech.stortok.beat_with_one", card=open_card, with_card=names[0])
        return i18n.tr("speech.stortok.to_beat", card=open_card,
                       cards=joined(names, last="speech.or_last"))

    def scores(self, table: TableScene) -> str:
        """Who is out, in order; who still plays, with their cards; after the game, the
        Stortok."""
        state = presenter_of(table, StortokPresenter).state
        out = [state.player_name(s) for s in state.out_order]
        parts = []
        if out:
            parts.append(i18n.tr("speech.stortok.out", names=", ".join(out)))
        if not state.is_over:
            playing = [i18n.tr("speech.count1" if len(state.hand(s)) == 1 else "speech.count",
                               name=state.player_name(s), n=len(state.hand(s)))
                       for s in range(state.players) if s not in state.out_order]
            if playing:
                parts.append(i18n.tr("speech.stortok.in", names=", ".join(playing)))
        elif state.stortok is not None:
            parts.append(i18n.tr("speech.stortok.fool", name=state.player_name(state.stortok)))
        return " ".join(parts)


SPEECH = StortokSpeech()
