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
    _data: dict[str, Any]

    def __init__(self, data: Mapping[str, Any] | None = None) -> None:
        object.__setattr__(self, "_data", {} if data is None else dict(data))

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

    def __reduce__(self) -> tuple[type[FrozenDict], tuple[dict[str, Any]]]:
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
        return str(self.vformat(template, (), message.values))

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
        return str(super().format_field(_plain(value), spec))


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


#: Every key the rules package can produce, with its English template: the keys every
#: game shares here, each game's own (``"<game>.…"``) joined in when it registers.
ENGLISH: dict[str, str] = {
    # --- any game ---------------------------------------------------------------------
    "game.over": "The game is over",
    "game.not_a_move": "{what} is not a {game} move ({hint})",
    "game.unreadable": "Cannot read {text}: {hint}",
    "game.too_long": "That text is too long to be a move ({length} characters)",
    "game.not_a_card": "{text} is not a card (write e.g. 10D, AS, QH or JK)",
    "game.not_your_view": "Only the seat to move has legal actions",
}
