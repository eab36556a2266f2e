"""Toff-Poker spoken: the round and pass, every seat's bid and sum and who
passed, the cards picked for a bid or choice, and whether a focused card is picked. Read
by the narrator (``game/app/speech/narrator.py``)."""

from __future__ import annotations

from collections.abc import Iterable
from typing import TYPE_CHECKING, Any

from game.app import i18n
from game.app.games.toffpoker.components import ReadingPause
from game.app.games.toffpoker.presenter import ToffPokerPresenter
from game.app.games.toffpoker.seat_view import toffpoker_seat_view
from game.app.kit.cards_view import CardSprite
from game.app.speech.game_speech import GameSpeech, presenter_of
from game.app.speech.spoken import card_name, cards_list
from game.app.speech.turn_words import hint
from game.rules import Card
from game.rules.toffpoker import PASS, SELECT, value

if TYPE_CHECKING:
    from game.app.kit.widgets import Button
    from game.app.table.scene import TableScene

#: Enter confirms the picked cards, it does not play the focused one: the short turn
#: sentence does not name the focus
ENTER_PLAYS_FOCUS = False
#: the events that end a round: the last trick, laid out and held for reading
ROUND_END = ("toffpoker.last_trick_won", "toffpoker.last_trick_forfeited")
#: logged events said shorter at the "short" verbosity (the turn says the round and the
#: pass, and that five cards are chosen)
SHORT_EVENTS = {key: f"speech.{key}_short" for key in (
    "toffpoker.chooses", "toffpoker.raises", "toffpoker.round", "toffpoker.revealed",
    "toffpoker.trick_won", "toffpoker.trick_forfeited", *ROUND_END)}


def last_trick(table: ToffPokerPresenter) -> str:
    """The laid-out last trick, per seat: its cards and their sum."""
    parts = []
    for seat in range(table.table.model.players):
        cards = [s.card for s in table.table.layer.zone(f"bid:{seat}") if s.card is not None]
        parts.append(i18n.tr("speech.toffpoker.seat_trick", name=table.state.player_name(seat),
                             cards=cards_list(sorted(cards, key=lambda c: -value(c))),
                             total=table.shown.totals[seat]))
    return i18n.tr("speech.toffpoker.last_trick", list="; ".join(parts))


def standings(table: ToffPokerPresenter) -> str:
    """Every seat's tricks so far ("Tricks: Alex 4, Bert 3, Carla 1."), from the seat view
    the TV's plates and the phones read."""
    seat = table.table.model.perspective or 0           # the standings are public: any seat's view
    return toffpoker_seat_view(table.state.view(seat), seat).standings_sentence()


class ToffPokerSpeech(GameSpeech):
    """Toff-Poker's words for the narrator."""

    enter_plays_focus = ENTER_PLAYS_FOCUS
    short_events = SHORT_EVENTS
    #: the end of a pass is said only if nothing follows it: the next turn says the pass
    unless_followed = frozenset({"toffpoker.pass_ended"})

    def short_values(self, values: dict[str, Any]) -> dict[str, Any]:
        """An event's values for its short form: the cards bid named as a list."""
        cards = values.get("cards")
        if cards is None or isinstance(cards, str):
            return values
        return {**values, "cards": cards_list([Card.parse(c) if isinstance(c, str) else c
                                               for c in cards])}

    def situation(self, table: TableScene) -> str:
        """Round and pass; while choosing, that everyone chooses; while bidding, each seat's
        bid with its sum (and "passed"); the cards picked so far."""
        game = presenter_of(table, ToffPokerPresenter)
        state = game.state
        parts = [i18n.tr("speech.toffpoker.round", round=state.round, rounds=state.rounds,
                         pass_no=state.pass_number)]
        if state.phase == SELECT:
            parts.append(i18n.tr("speech.toffpoker.choosing"))
        else:
            bids = []
            for seat in range(state.players):
                name = state.player_name(seat)
                bid = state.bid(seat)
                text = i18n.tr("speech.toffpoker.bid", name=name, cards=cards_list(bid),
                               total=state.bid_total(seat)) if bid else \
                    i18n.tr("speech.toffpoker.no_bid", name=name)
                if seat in game.shown.passed:
                    text += ", " + i18n.tr("speech.toffpoker.passed")
                bids.append(text)
            parts.append("; ".join(bids) + ".")
        if game.picking.picked:
            picked = sorted(game.picking.picked, key=lambda c: -value(c))
            parts.append(i18n.tr("speech.toffpoker.picked_now", cards=cards_list(picked),
                                 total=sum(value(c) for c in picked)))
        return " ".join(parts)

    def standing(self, table: TableScene) -> dict[str, str]:
        """Facts said once when they change (short verbosity): the round and pass."""
        game = presenter_of(table, ToffPokerPresenter)
        state = game.state
        return {"round": i18n.tr("speech.toffpoker.round", round=state.round, rounds=state.rounds,
                                 pass_no=state.pass_number)}

    def turn_short(self, table: TableScene, readable: bool) -> str:
        """What to do: choose five cards, open, or the highest bid and yours ("Carla
        bids 15, you 12.", "Carla bids 2, you have no bid yet."); the first time in a
        game, with the keys that do it."""
        game = presenter_of(table, ToffPokerPresenter)
        state = game.state
        if state.phase == SELECT:
            text = i18n.tr("speech.toffpoker.choose")
        else:
            seat = state.current_player
            others = [s for s in range(state.players) if s != seat and state.bid(s)]
            if not others:
                text = i18n.tr("speech.toffpoker.no_bids")
            else:
                top = max(others, key=state.bid_total)
                name, total = state.player_name(top), state.bid_total(top)
                text = i18n.tr("speech.toffpoker.highest_yours", name=name, total=total,
                               yours=state.bid_total(seat)) \
                    if seat is not None and state.bid(seat) else \
                    i18n.tr("speech.toffpoker.highest", name=name, total=total)
        if not readable:
            return text
        key = self._keys_key(game)
        return text + hint(key, " " + i18n.tr(f"speech.{key}"))

    def turn_hint(self, table: TableScene) -> str:
        """At the full verbosity: the keys that choose, bid or raise and pass."""
        return i18n.tr(f"speech.{self._keys_key(presenter_of(table, ToffPokerPresenter))}")

    @staticmethod
    def _keys_key(table: ToffPokerPresenter) -> str:
        """The text key of the keys that make the moves allowed now."""
        state = table.state
        if state.phase == SELECT:
            return "toffpoker.choose_keys"
        return "toffpoker.raise_keys" if PASS in state.legal_actions() else \
            "toffpoker.bid_keys"

    def hand(self, table: TableScene, seat: int) -> str:
        """While choosing: the hand, and the cards saved from pass 1 (already in the pool);
        while bidding: the pool (saved cards included) and the cards kept in the hand for
        the next pass."""
        game = presenter_of(table, ToffPokerPresenter)
        state = game.state

        def listed(cards: Iterable[Card]) -> str:
            return cards_list(sorted(cards, key=lambda c: -value(c)))

        if state.phase == SELECT:
            text = i18n.tr("speech.hand", n=len(state.hand(seat)), cards=listed(state.hand(seat)))
            if state.pool(seat):
                text += " " + i18n.tr("speech.toffpoker.saved", cards=listed(state.pool(seat)))
            return text
        text = i18n.tr("speech.toffpoker.pool", n=len(state.pool(seat)),
                       cards=listed(state.pool(seat)))
        if state.hand(seat):
            text += " " + i18n.tr("speech.toffpoker.kept", cards=listed(state.hand(seat)))
        return text

    def after_event(self, key: str, table: TableScene) -> str:
        """Said after a round's last trick (who won it the event says): every seat's sum and,
        while the table waits for the player, which key goes on."""
        if key not in ROUND_END:
            return ""
        game = presenter_of(table, ToffPokerPresenter)
        state = game.state
        sums = ", ".join(i18n.tr("speech.score", name=state.player_name(s), n=n)
                         for s, n in enumerate(game.shown.totals))
        text = f"{i18n.tr('speech.toffpoker.sums', list=sums)} {standings(game)}"
        if game.table.speed > 0 and table.parts.of(ReadingPause).reader_continues():
            text += " " + i18n.tr("speech.toffpoker.enter_result" if state.is_over
                                  else "speech.toffpoker.enter_next")
        return text

    def details(self, table: TableScene) -> str:
        """F4: the situation and, while bidding, every seat's pool (public once revealed);
        while the last trick is laid out, its cards per seat."""
        game = presenter_of(table, ToffPokerPresenter)
        state = game.state
        if game.shown.last_trick:
            return last_trick(game)
        text = self.situation(table)
        if state.phase == SELECT or state.is_over:
            return text
        pools = [i18n.tr("speech.toffpoker.seat_pool", name=state.player_name(s),
                         cards=cards_list(sorted(state.pool(s), key=lambda c: -value(c))))
                 for s in range(state.players)]
        return f"{text} {'; '.join(pools)}."

    def focus(self, table: TableScene, item: CardSprite | Button) -> tuple[str, bool | None] | None:
        """A focused card: its name, whether it is picked, and what is picked so far (how
        many of the five while choosing; the bid it would make while bidding)."""
        game = presenter_of(table, ToffPokerPresenter)
        card = item.card if isinstance(item, CardSprite) else None
        if card is None:
            return None
        state, picked = game.state, game.picking.picked
        word = "speech.toffpoker.picked" if card in picked else "speech.toffpoker.not_picked"
        text = f"{card_name(card)}, {i18n.tr(word)}"
        if picked and state.phase == SELECT:
            text += ", " + i18n.tr("speech.toffpoker.count", n=len(picked))
        elif picked and state.current_player is not None:
            seat = state.current_player
            plus = sum(value(c) for c in picked)
            top = max((state.bid_total(s) for s in range(state.players) if s != seat), default=0)
            text += ", " + i18n.tr("speech.toffpoker.would_bid", total=state.bid_total(seat) + plus,
                                   top=top)
        return text, card in game.table.input.legal_cards()

    def scores(self, table: TableScene) -> str:
        """Tricks won so far, per seat, as the seat view says them."""
        return standings(presenter_of(table, ToffPokerPresenter))


SPEECH = ToffPokerSpeech()
