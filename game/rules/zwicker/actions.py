"""Zwicker table units and actions (docs/rules/reference.md §3): a :class:`Unit` is a card or an
indivisible stack; a move is a :class:`Capture`, a :class:`Stack` or a :class:`Trail`,
and this module reads their canonical texts. The game is in :mod:`game.rules.zwicker.state`;
the package re-exports the public names.
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field

from ..base import UnreadableAction, fast_init
from ..cards import SUITS, Card
from ..messages import msg, quote
from .captures import MAX_VALUE, Grouping, bits
from .cards import _VALUE, JOKER_VALUES, MIN_VALUE, zwicker_pack


def _label(c: Card, declared: int) -> str:
    return f"JK={declared}" if c.is_joker else c.text


# --- the table ------------------------------------------------------------------------

@fast_init
@dataclass(frozen=True, slots=True)
class Unit:
    """One unit on the table: a single card or a stack (bottom first).

    ``values`` holds each card's value (a joker's declared value); ``value`` their sum.
    """

    cards: tuple[Card, ...]
    values: tuple[int, ...]

    @property
    def value(self) -> int:
        return sum(self.values)

    @property
    def is_stack(self) -> bool:
        return len(self.cards) > 1

    def __str__(self) -> str:
        return "+".join(_label(c, v) for c, v in zip(self.cards, self.values, strict=True))

    def describe(self) -> str:
        """``"9H"`` for a card, ``"the stack 9H+3D (12)"`` for a stack."""
        return f"the stack {self} ({self.value})" if self.is_stack else str(self)


_SINGLE: dict[tuple[Card, int], Unit] = {}


def _single(c: Card, v: int) -> Unit:
    unit = _SINGLE.get((c, v))
    if unit is None:
        unit = _SINGLE[(c, v)] = Unit((c,), (v,))
    return unit


# --- actions --------------------------------------------------------------------------

@fast_init
@dataclass(frozen=True, slots=True)
class Capture:
    """Capture with ``card`` (worth ``declared``) the set of units in ``mask``.

    A capture is identified by the *set* it takes: ``groups`` (one valid split of
    that set into groups, used for the text) does not take part in equality.
    ``mask`` is -1 for a text whose grouping is not valid on the table it was read on.
    """

    card: Card
    declared: int
    mask: int
    groups: Grouping = field(compare=False)

    @property
    def taken(self) -> tuple[int, ...]:
        """The indexes of the units taken, ascending."""
        return bits(self.mask) if self.mask > 0 else tuple(sorted(i for g in self.groups
                                                                   for i in g))

    def __str__(self) -> str:
        groups = " | ".join("+".join(f"#{i}" for i in g) for g in self.groups)
        return f"capture {_label(self.card, self.declared)}: {groups}"


@fast_init
@dataclass(frozen=True, slots=True)
class Stack:
    """Lay ``card`` (worth ``declared``) on the unit at ``index``."""

    card: Card
    declared: int
    index: int

    def __str__(self) -> str:
        return f"stack {_label(self.card, self.declared)} on #{self.index}"


@fast_init
@dataclass(frozen=True, slots=True)
class Trail:
    """Lay ``card`` (worth ``declared``) down as a new unit at the end of the table."""

    card: Card
    declared: int

    def __str__(self) -> str:
        return f"trail {_label(self.card, self.declared)}"


Action = Capture | Stack | Trail

_TRAIL: dict[Card, tuple[Trail, ...]] = {
    c: (tuple(Trail(c, d) for d in JOKER_VALUES) if c.is_joker else (Trail(c, _VALUE[c]),))
    for c in zwicker_pack()}


def _unit_parts(unit: Unit) -> tuple[tuple[str, int], ...]:
    """A unit as message values: (label, value) per card, bottom first."""
    return tuple((_label(c, v), v) for c, v in zip(unit.cards, unit.values, strict=True))


_CARD_VALUE_RE = re.compile(r"^([0-9]{1,2}[SHDC]|[JQKA][SHDC]|JK)(?:=(-?[0-9]+))?$", re.I)
_CAPTURE_RE = re.compile(r"^capture (\S+?) ?: ?(.+)$", re.I)
_STACK_RE = re.compile(r"^stack (\S+) on #?([0-9]+)$", re.I)
_TRAIL_RE = re.compile(r"^trail (\S+)$", re.I)


def _parse_card_value(text: str) -> tuple[Card, int]:
    m = _CARD_VALUE_RE.match(text.strip())
    c = None
    if m is not None:
        try:
            c = Card.parse(m.group(1))
        except ValueError:
            c = None
    if m is None or c is None or (c.suit not in SUITS and not c.is_joker):
        raise UnreadableAction(msg("zwicker.not_a_card", text=quote(text)))
    if c.is_joker:
        if m.group(2) is None:
            raise UnreadableAction(msg("zwicker.joker_value_missing"))
        d = int(m.group(2))
        if not MIN_VALUE <= d <= MAX_VALUE:
            raise UnreadableAction(msg("zwicker.joker_range", value=d))
        return c, d
    if m.group(2) is not None and int(m.group(2)) != _VALUE[c]:
        raise UnreadableAction(msg("zwicker.fixed_value", card=c, value=_VALUE[c]))
    return c, _VALUE[c]


def _parse_groups(text: str, whole: str) -> list[tuple[int, ...]]:
    groups = []
    for part in text.split("|"):
        items = [x.strip() for x in part.split("+")]
        if not all(re.fullmatch(r"#?[0-9]+", x) for x in items):
            raise UnreadableAction(msg("game.unreadable", text=quote(whole),
                                       hint=msg("zwicker.groups_hint")))
        groups.append(tuple(int(x.lstrip("#")) for x in items))
    return groups


__all__ = ["Unit", "Capture", "Stack", "Trail", "Action"]
