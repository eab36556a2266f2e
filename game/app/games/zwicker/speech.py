"""Zwicker spoken: the table's units with their values, what a focused card
may do, the capture choice under the focus ("king of spades takes nine of hearts and five
of clubs, choice 1 of 2"), the points. Read by the narrator
(``game/app/speech/narrator.py``)."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from game.app import i18n
from game.app.games.zwicker.presenter import ZwickerPresenter
from game.app.games.zwicker.scoreboard import HEADINGS
from game.app.kit.cards_view import CardSprite
from game.app.speech.game_speech import GameSpeech, presenter_of
from game.app.speech.spoken import card_name, cards_list, joined
from game.app.speech.turn_words import hint
from game.rules import Card
from game.rules.zwicker import Action, Capture, Stack, Unit, value_of

if TYPE_CHECKING:
    from game.app.kit.widgets import Button
    from game.app.table.scene import TableScene

#: logged events said shorter at the "short" verbosity (a Zwick clears the table: what
#: it took was on the table a moment ago; a stack is named by its new total; the deals in
#: fewer words)
SHORT_EVENTS = {"zwicker.deals": "speech.zwicker.deals_short",
                "zwicker.dealt_again": "speech.zwicker.dealt_again_short",
                "zwicker.joker_returned": "speech.zwicker.joker_returned_short",
                "zwicker.leftovers": "speech.zwicker.leftovers_short",
                "zwicker.leftovers_nobody": "speech.zwicker.leftovers_nobody_short",
                "zwicker.takes_zwick": "speech.zwicker.zwick_short",
                "zwicker.joker_takes_zwick": "speech.zwicker.joker_zwick_short",
                "zwicker.stacks": "speech.zwicker.stacks_short",
                "zwicker.joker_stacks": "speech.zwicker.joker_stacks_short",
                "zwicker.takes": "speech.zwicker.takes_short",
                "zwicker.joker_takes": "speech.zwicker.joker_takes_short"}

#: the rules page's values as they are said (a letter alone is read as a letter):
#: (shown, said), either language
SAID_INSTEAD = (
    ("Values: K 14, Q 13, J 12, A 11, 2 to 10 as printed. A joker is wild",
     "Values: king 14, queen 13, jack 12, ace 11, 2 to 10 as printed, joker any. A joker "
     "is wild"),
    ("Werte: K (König) 14, Q (Dame) 13, J (Bube) 12, A (Ass) 11, 2 bis 10 wie aufgedruckt.",
     "Werte: König 14, Dame 13, Bube 12, Ass 11, 2 bis 10 wie aufgedruckt, Joker beliebig."),
)


def _card(card: Card, value: int) -> str:
    if card.is_joker:
        return i18n.tr("speech.zwicker.joker", value=value)
    return card_name(card)


def unit_text(unit: Unit) -> str:
    """One unit: "nine of hearts, 9" or "stack nine of hearts plus three of diamonds, 12"."""
    if len(unit.cards) == 1:
        return i18n.tr("speech.zwicker.single", card=_card(unit.cards[0], unit.values[0]),
                       value=unit.value)
    plus = f" {i18n.tr('speech.plus')} "
    cards = plus.join(_card(c, v) for c, v in zip(unit.cards, unit.values, strict=True))
    return i18n.tr("speech.zwicker.stack", cards=cards, value=unit.value)


def choice_text(table: ZwickerPresenter, action: Action) -> str:
    """The move the capture choice points at, as spoken."""
    units = table.state.table
    card = _card(action.card, action.declared)
    if isinstance(action, Capture):
        taken = [unit_text(units[i]) if len(units[i].cards) > 1 else _card(
            units[i].cards[0], units[i].values[0]) for i in action.taken]
        return i18n.tr("speech.zwicker.takes", card=card, units=joined(taken))
    if isinstance(action, Stack):
        unit = units[action.index]
        return i18n.tr("speech.zwicker.stacks", card=card, unit=unit_text(unit),
                       total=unit.value + action.declared)
    return i18n.tr("speech.zwicker.lays", card=card)


def valued(card: Card) -> str:
    """A hand card with its Zwicker value where the name does not say it: "king of
    spades 14", "ace of hearts 11", "joker any", "seven of clubs"."""
    if card.is_joker:
        return i18n.tr("speech.zwicker.joker_any")
    return f"{card_name(card)} {value_of(card)}" if card.rank > 10 else card_name(card)


def counted(what: str, n: int) -> str:
    """ "3 points", "1 point" (and cards, Zwicks) in the current language."""
    return i18n.tr(f"speech.n_{what}1") if n == 1 else i18n.tr(f"speech.n_{what}", n=n)


class ZwickerSpeech(GameSpeech):
    """Zwicker's words for the narrator."""

    short_events = SHORT_EVENTS
    said_instead = SAID_INSTEAD

    def short_values(self, values: dict[str, Any]) -> dict[str, Any]:
        """An event's values for its short form: the units taken as a single card's name or
        a stack's total ("stack 14"), joined as the language joins a list."""
        units = values.get("units")
        if units is None:
            return values
        names = [unit[0][0] if len(unit) == 1 else
                 i18n.tr("speech.zwicker.stack_total", value=sum(v for _, v in unit))
                 for unit in units]
        return {**values, "units": joined(names)}

    def situation(self, table: TableScene) -> str:
        """The units on the table (bottom card first in a stack) and the stock."""
        game = presenter_of(table, ZwickerPresenter)
        units = game.state.table
        if not units:
            text = i18n.tr("speech.zwicker.empty")
        else:
            text = i18n.tr("speech.zwicker.table", units="; ".join(unit_text(u) for u in units))
        return f"{text} {i18n.tr('speech.stock', n=game.state.stock_size)}"

    def turn_hint(self, table: TableScene) -> str:
        """For the seat to act: the cards that must capture, when capturing is compulsory."""
        game = presenter_of(table, ZwickerPresenter)
        legal = game.state.legal_actions()
        capturing = sorted({a.card for a in legal if isinstance(a, Capture)},
                           key=game.hand_sort_key)
        if capturing:
            return i18n.tr("speech.zwicker.must_capture", cards=cards_list(capturing))
        return ""

    def standing(self, table: TableScene) -> dict[str, str]:
        """Facts said once when they change (short verbosity): an empty stock."""
        game = presenter_of(table, ZwickerPresenter)
        return {"stock": i18n.tr("speech.stock_empty")} if game.state.stock_size == 0 else {}

    def turn_short(self, table: TableScene, readable: bool) -> str:
        """What to do: "Capture with jack of spades or joker.", or "Nothing captures." (the
        first time in a game: "Stack or lay down.")."""
        game = presenter_of(table, ZwickerPresenter)
        if not readable:
            return ""
        legal = game.state.legal_actions()
        capturing = sorted({a.card for a in legal if isinstance(a, Capture)},
                           key=game.hand_sort_key)
        if capturing:
            return i18n.tr("speech.zwicker.capture_with",
                           cards=joined([card_name(c) for c in capturing], last="speech.or_last"))
        return i18n.tr("speech.zwicker.nothing_captures") + hint(
            "zwicker.no_capture", " " + i18n.tr("speech.zwicker.stack_or_lay"))

    def hand(self, table: TableScene, seat: int) -> str:
        """F3: the hand as on screen, each card with its value (K 14, Q 13, J 12, A 11)."""
        game = presenter_of(table, ZwickerPresenter)
        cards = sorted(game.state.hand(seat), key=game.hand_sort_key)
        if not cards:
            return i18n.tr("speech.hand_empty")
        names = [valued(c) for c in cards]
        return i18n.tr("speech.hand", n=len(cards), cards=joined(names))

    def focus(self, table: TableScene, item: CardSprite | Button) -> tuple[str, bool | None] | None:
        """A focused hand card: the chosen move if it is the chosen card, else what it may
        do ("can capture", "can stack", "can be laid down", "not now")."""
        game = presenter_of(table, ZwickerPresenter)
        card = item.card if isinstance(item, CardSprite) else None
        if card is None:
            return None
        chooser = game.chooser
        if chooser.selected is item:
            action = chooser.current()
            if action is not None:
                found = chooser.choices()
                text = choice_text(game, action)
                if len(found) > 1:
                    text += ", " + i18n.tr("speech.zwicker.of", n=chooser.choice % len(found) + 1,
                                           of=len(found))
                    text += hint("zwicker.tab", ", " + i18n.tr("speech.zwicker.tab"))
                text += "."
                if card.is_joker and len(chooser.joker_values(card)) > 1:
                    text += hint("zwicker.joker", " " + i18n.tr("speech.zwicker.joker_keys") + ".")
                return text + hint("zwicker.enter", " " + i18n.tr("speech.zwicker.enter")), True
        moves = chooser.matching(card)
        if not moves:
            return f"{card_name(card)}, {i18n.tr('speech.not_now')}", False
        if any(isinstance(a, Capture) for a in moves):
            word = "speech.zwicker.can_capture"
        elif any(isinstance(a, Stack) for a in moves):
            word = "speech.zwicker.can_stack"
        else:
            word = "speech.zwicker.can_lay"
        return f"{card_name(card)}, {i18n.tr(word)}", True

    def scores(self, table: TableScene) -> str:
        """Each seat's points so far, captured cards and Zwicks; at the end also where the
        points came from (the scoreboard's categories)."""
        game = presenter_of(table, ZwickerPresenter)
        state = game.state
        points = state.scores()
        parts = []
        for s in range(state.players):
            part = i18n.tr("speech.zwicker.pile", name=state.player_name(s),
                           points=counted("points", points[s]),
                           cards=counted("cards", len(state.pile(s))),
                           zwicks=counted("zwicks", state.zwicks(s)))
            if state.is_over:
                earned = [i18n.tr("speech.points1" if n == 1 else "speech.points",
                                  what=i18n.tr(HEADINGS[c]), n=n) for c, n in
                          state.score_breakdown()[s].items() if n and c in HEADINGS]
                if earned:
                    part += " (" + ", ".join(earned) + ")"
            parts.append(part)
        return i18n.tr("speech.zwicker.points", list="; ".join(parts))


SPEECH = ZwickerSpeech()
