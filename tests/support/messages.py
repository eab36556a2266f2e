"""Sample values for the fields of a message template, so that every text can be
rendered (and spoken) without a game: cards as the engine gives them or as the app's
texts write them."""

from __future__ import annotations

import string

from game.rules import card
from game.rules.messages import Message

#: fields that hold one card
CARD_FIELDS = {"card", "beaten", "open", "example"}


def sample_value(name: str, spec: str, engine: bool) -> object:
    """A value of the kind the field takes; cards as Card (engine) or card text (app)."""
    if spec == "list":
        return (card("9S"), card("2H"))
    if spec == "units":
        return ((("9H", 9), ("3D", 3)), (("KS", 13),))
    if spec == "suit":
        return "H"
    if spec == "stacked_card":
        return "9D on #0"
    if name == "kind":
        return Message("stortok.kind.high")
    if name in CARD_FIELDS:
        return card("9S") if engine else "9S"
    if name in ("cards",):
        return "9S 2H" if not engine else (card("9S"),)
    return 3 if name in ("n", "value", "total", "count", "place", "left", "number", "round",
                         "index", "last", "max", "size", "length", "of", "rounds",
                         "zwicks", "pass_no") else "Anna"


def fields(template: str) -> list[tuple[str, str]]:
    """The template's fields: (name, format spec)."""
    return [(name, spec or "") for _, name, spec, _ in string.Formatter().parse(template)
            if name]
