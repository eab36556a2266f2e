"""Language-free messages: a key plus values, rendered by whoever shows them.

The rules package never builds sentences for people directly. ``describe(action)``,
refusals (:class:`~game.rules.base.IllegalMove`) and events carry a :class:`Message`
— a stable key such as ``"stortok.beats"`` and its values (names, cards, numbers).
``str(message)`` is the English sentence, from the templates in :data:`ENGLISH`; the
app renders the same key in other languages from its own templates with
:func:`render` and a :class:`Words` for that language.

>>> from game.rules.cards import card
>>> str(Message("stortok.beats", {"name": "Anna", "card": card("9S"), "beaten": card("8S")}))
'Anna beats 8S with 9S'

Value kinds and the format specs templates use:

* ``str`` and ``int``: as they are;
* a :class:`~game.rules.cards.Card`: its text (``"10D"``; the app draws the suit);
* ``{x:suit}``: a suit letter as a word (``"spade"``);
* ``{x:list}``: a tuple of cards or texts joined as ``"9S, 2S and AS"``;
* ``{x:units}``: Zwicker units, each a tuple of ``(label, value)`` pairs; a stack
  reads ``"the stack 9H+3D (12)"``;
"""

from __future__ import annotations

import string
from collections.abc import Iterator, Mapping, Sequence
from dataclasses import dataclass, field
from typing import Any

from .cards import Card

#: The longest piece of a caller's input a message quotes (refusals stay readable and
#: bounded, whatever was sent).
QUOTE_LIMIT = 40


def quote(value: object) -> str:
    """``repr`` of the caller's input, cut to :data:`QUOTE_LIMIT` characters."""
    text = str.__str__(value) if isinstance(value, str) else type(value).__name__
    if len(text) > QUOTE_LIMIT:
        text = text[:QUOTE_LIMIT] + "…"
    return repr(text)


class FrozenDict(Mapping[str, Any]):
    """A read-only mapping over a private copy (unlike ``MappingProxyType`` it can be
    copied and pickled)."""

    __slots__ = ("_data",)

    def __init__(self, data: Mapping[str, Any] = ()) -> None:
        object.__setattr__(self, "_data", dict(data))

    def __setattr__(self, name: str, value: object) -> None:
        raise AttributeError("read-only")

    def __getitem__(self, key: str) -> Any:
        return self._data[key]

    def __iter__(self) -> Iterator[str]:
        return iter(self._data)

    def __len__(self) -> int:
        return len(self._data)

    def __repr__(self) -> str:
        return f"FrozenDict({self._data!r})"

    def __reduce__(self) -> tuple:
        return (FrozenDict, (self._data,))

    def __copy__(self) -> FrozenDict:
        return self


@dataclass(frozen=True)
class Words:
    """The words a language needs to fill message values."""

    conjunction: str
    nothing: str
    suits: Mapping[str, str]
    stack: str          # template with {cards} and {value}


ENGLISH_WORDS = Words(
    conjunction="and",
    nothing="nothing",
    suits={"S": "spade", "H": "heart", "D": "diamond", "C": "club", "O": "circle",
           "T": "star"},
    stack="the stack {cards} ({value})",
)


def join(items: Sequence[str], words: Words) -> str:
    """``"a, b and c"`` in the language of ``words``."""
    if not items:
        return words.nothing
    if len(items) == 1:
        return items[0]
    return ", ".join(items[:-1]) + f" {words.conjunction} " + items[-1]


class _Formatter(string.Formatter):
    def __init__(self, templates: Mapping[str, str], words: Words) -> None:
        self.templates = templates
        self.words = words

    def message(self, message: Message) -> str:
        template = self.templates.get(message.key)
        if template is None:
            return message.key
        return self.vformat(template, (), message.values)

    def format_field(self, value: Any, spec: str) -> str:
        words = self.words
        if isinstance(value, Message):
            return self.message(value)
        if spec == "suit":
            return words.suits.get(value, str(value))
        if spec == "list":
            return join([_plain(v) for v in value], words)
        if spec == "units":
            return join([_unit(u, words) for u in value], words)
        return super().format_field(_plain(value), spec)


def _plain(value: Any) -> Any:
    return value.text if isinstance(value, Card) else value


def _unit(unit: Sequence[tuple[str, int]], words: Words) -> str:
    label = "+".join(text for text, _ in unit)
    if len(unit) == 1:
        return label
    return words.stack.format(cards=label, value=sum(v for _, v in unit))


def render(message: Message, templates: Mapping[str, str], words: Words) -> str:
    """``message`` in the language of ``templates`` and ``words`` (the key itself when
    a template is missing; nested messages in values are rendered the same way)."""
    return _Formatter(templates, words).message(message)


@dataclass(frozen=True)
class Message:
    """A stable ``key`` and its ``values``; ``str()`` gives the English sentence."""

    key: str
    values: Mapping[str, Any] = field(default_factory=dict)

    def __post_init__(self) -> None:
        object.__setattr__(self, "values", FrozenDict(self.values))

    def __str__(self) -> str:
        return render(self, ENGLISH, ENGLISH_WORDS)

    def __eq__(self, other: object) -> bool:
        if not isinstance(other, Message):
            return NotImplemented
        return self.key == other.key and dict(self.values) == dict(other.values)

    def __hash__(self) -> int:
        return hash(self.key)


def msg(key: str, **values: Any) -> Message:
    """Shorthand: ``msg("stortok.beats", name="Anna", card=..., beaten=...)``."""
    return Message(key, values)


#: Every key the rules package can produce, with its English template.
ENGLISH: dict[str, str] = {
    # --- any game ---------------------------------------------------------------------
    "game.over": "The game is over",
    "game.not_a_move": "{what} is not a {game} move ({hint})",
    "game.unreadable": "Cannot read {text}: {hint}",
    "game.too_long": "That text is too long to be a move ({length} characters)",
    "game.not_a_card": "{text} is not a card (write e.g. 10D, AS, QH or JK)",
    "game.not_your_view": "Only the seat to move has legal actions",
    # --- Stortok ------------------------------------------------------------------------
    "stortok.hint": "play a card, pick up, or draw",
    "stortok.text_hint": "write 'play 9S', 'take' or 'draw'",
    "stortok.beats": "{name} beats {beaten} with {card}",
    "stortok.leads": "{name} leads {card}",
    "stortok.picks_up": "{name} picks up {card}",
    "stortok.draws": "{name} draws a card instead of leading",
    "stortok.not_held": "You do not hold {card}",
    "stortok.must_follow": "You hold a higher {suit:suit}, so you must beat {card} with the suit",
    "stortok.lower.high": "{card} is lower than {open}: beat the high trump with a higher "
                          "{suit:suit}",
    "stortok.lower.low": "{card} is lower than {open}: beat the low trump with a higher "
                         "{suit:suit} or a high trump ({high:suit})",
    "stortok.lower.plain": "{card} is lower than {open}: beat the plain card with a higher "
                           "{suit:suit} or a trump",
    "stortok.not_over_high": "{card} is a {kind} and cannot beat the high trump {open}; "
                             "only a higher {suit:suit} can",
    "stortok.not_over_low": "{card} is a {kind} and cannot beat the low trump {open}; play a "
                            "higher {suit:suit} or a high trump ({high:suit})",
    "stortok.not_over_plain": "{card} cannot beat {open}: play a higher {suit:suit} or a trump",
    "stortok.unbeatable": "Nothing beats {open}, the highest high trump: pick it up",
    "stortok.kind.high": "high trump",
    "stortok.kind.low": "low trump",
    "stortok.kind.plain": "plain card",
    "stortok.no_open_card": "There is no open card to pick up: lead a card, or draw",
    "stortok.no_open_card_lead": "There is no open card to pick up: lead a card",
    "stortok.draw_in_beat": "You must beat {open} or pick it up; drawing is only allowed "
                            "instead of leading",
    "stortok.stock_empty": "The stock is empty: lead a card",
    "stortok.trick_complete": "Trick complete, {name} leads",
    "stortok.out": "{name} is out ({place}.)",
    "stortok.fool": "{name} is the Stortok",
    "stortok.capped": "The game is drawn (safety cap)",
    "stortok.deals": "{name} deals; {card} is turned: {suit:suit}s are high trumps",
    # --- Zwicker ------------------------------------------------------------------------
    "zwicker.hint": "capture, stack or trail",
    "zwicker.text_hint": "write e.g. 'capture KS: #0+#2 | #3', 'capture JK=13: #1', "
                         "'stack 3D on #1' or 'trail 5S'",
    "zwicker.groups_hint": "write the groups like '#0+#2 | #3'",
    "zwicker.not_a_card": "{text} is not a Zwicker card (write e.g. 10D, AS, QH or JK=7)",
    "zwicker.joker_value_missing": "Say what the joker is worth, e.g. 'trail JK=7' or "
                                   "'capture JK=13: #1'",
    "zwicker.joker_range": "A joker is worth 2 to 14, not {value}",
    "zwicker.fixed_value": "{card} is worth {value}; only a joker takes a declared value",
    "zwicker.not_held": "You do not hold {card}",
    "zwicker.must_capture": "{card} cannot be {verb}: you must capture, and {cards:list} can "
                            "capture",
    "zwicker.verb.stacked": "stacked",
    "zwicker.verb.laid": "laid down",
    "zwicker.stack_too_high": "{label} on {unit} would make {total}; a stack may be at most "
                              "{max}",
    "zwicker.stack_illegal": "That stack is not legal now",
    "zwicker.must_stack": "You can stack, so you may not lay down: {label} on {unit} makes "
                          "{total} (at most {max})",
    "zwicker.move_illegal": "That move is not legal now",
    "zwicker.capture_empty": "A capture must take at least one unit",
    "zwicker.named_twice": "#{index} is named twice: each unit can be taken only once",
    # {group} is the rules' unit numbers ("#0+#2"), never shown: a player sees cards
    "zwicker.wrong_sum": "{label} cannot take that: those cards make {total}, not {value}",
    "zwicker.extendable": "That capture can be extended: more cards on the table also make "
                          "{value}",
    "zwicker.capture_illegal": "That capture is not legal now",
    "zwicker.no_unit_empty": "There is no unit #{index}: the table is empty",
    "zwicker.no_unit": "There is no unit #{index} on the table (units #0..#{last})",
    "zwicker.takes": "{name} takes {units:units} with {card}",
    "zwicker.joker_takes": "{name} plays the joker as {value} and takes {units:units}",
    "zwicker.takes_zwick": "{name} takes {units:units} with {card} and clears the table: Zwick!",
    "zwicker.joker_takes_zwick": "{name} plays the joker as {value} and takes {units:units} and "
                                 "clears the table: Zwick!",
    "zwicker.stacks": "{name} stacks {card} on {unit} ({total})",
    "zwicker.joker_stacks": "{name} stacks the joker as {value} on {unit} ({total})",
    "zwicker.trails": "{name} lays down {card}",
    "zwicker.joker_trails": "{name} lays down the joker as {value}",
    # the events carry no counts yet: a short last deal (16 cards, 8 seats) gives 2 each
    # and a lesson may lay out 6, so these say no number they do not know
    "zwicker.deals": "{name} deals and lays {table} cards out on the table",
    "zwicker.dealt_again": "New cards: {each} each ({left} left in the stock)",
    "zwicker.joker_returned": "A joker turned up for the table goes under the stock",
    "zwicker.leftovers": "{name} gets the {count} cards left on the table",
    "zwicker.leftovers_nobody": "Nobody captured: the cards stay on the table",
    "zwicker.game_over": "Game over",
    # --- Toff-Poker ---------------------------------------------------------------------
    "toffpoker.hint": "select five cards, bid cards from your pool, or pass",
    "toffpoker.text_hint": "write 'select KS QS 9S 2S AS', 'bid 9S 2S' or 'pass'",
    "toffpoker.chosen_already_open": "The cards of this pass are chosen already: put at "
                                     "least one card from your pool into your bid",
    "toffpoker.chosen_already_raise": "The cards of this pass are chosen already: raise with "
                                      "cards from your pool, or pass",
    "toffpoker.name_five": "Name the five cards you choose, e.g. 'select KS QS 9S 2S AS'",
    "toffpoker.exactly_five": "You must choose exactly {size} cards, not {count}",
    "toffpoker.select_first": "First choose your {size} cards: bidding starts when all "
                              "choices are revealed",
    "toffpoker.bid_empty": "You must put at least one card into your bid",
    "toffpoker.no_pass_select": "You cannot pass now: choose exactly {size} cards",
    "toffpoker.no_pass_open": "You cannot pass in the opening circuit: put in at least one card",
    "toffpoker.named_twice": "{card} is named twice",
    "toffpoker.not_in_hand": "{card} is not in your hand",
    "toffpoker.not_in_pool": "{card} is not in your pool",
    "toffpoker.order": "Write the cards in descending order of value, e.g. 'bid KS 9S AS'",
    "toffpoker.chooses": "{name} chooses five cards",
    "toffpoker.raises": "{name} raises by {cards:list} (total {total})",
    "toffpoker.opens": "{name} opens with {cards:list} ({value})",
    "toffpoker.bids": "{name} bids {cards:list} ({value})",
    "toffpoker.passes": "{name} passes",
    "toffpoker.round": "Round {round}: {name} deals, {forehand} selects first",
    "toffpoker.revealed": "Pass {number}: the choices are revealed",
    "toffpoker.trick_won": "{name} wins the trick with {total}",
    "toffpoker.trick_forfeited": "Tie at {total}: the trick is forfeited",
    "toffpoker.pass_ended": "Pass {number} is over",
    "toffpoker.last_trick_won": "Last trick: {name} wins with {total}",
    "toffpoker.last_trick_forfeited": "Last trick: tie at {total}, forfeited",
    "toffpoker.game_over": "Game over: {names:list} won",
}
