"""All user-facing texts in English and German, plus German patterns for the
English sentences the rules engine produces (``describe()`` and refusal reasons).

>>> set_language("de"); tr("menu.new_game")
'Neues Spiel'
>>> translate_sentence("Anna beats 8S with 9S")
'Anna sticht 8S mit 9S'
>>> set_language("en")
"""

from __future__ import annotations

import re

from .texts import all_texts

_language = "en"

TEXTS: dict[str, tuple[str, str]] = all_texts()

_ORDINAL_PLACE = {1: "1st", 2: "2nd", 3: "3rd"}


def set_language(language: str) -> None:
    global _language
    _language = language if language in ("en", "de") else "en"


def language() -> str:
    return _language


def tr(key: str, **values: object) -> str:
    """The text for ``key`` in the current language, formatted with ``values``."""
    pair = TEXTS.get(key)
    text = key if pair is None else pair[1] if _language == "de" else pair[0]
    return text.format(**values) if values else text


# --- German patterns for the engine's English sentences ---------------------------------

_SUIT_DE = {"spade": "Pik", "heart": "Herz", "diamond": "Karo", "club": "Kreuz"}
_KIND_DE = {"high trump": "ein hoher Trumpf", "low trump": "ein niedriger Trumpf",
            "plain card": "eine Fehlkarte"}
_C = r"(\S+)"
_SENTENCES_DE: list[tuple[re.Pattern[str], str]] = [
    (re.compile(rf"^(.+) beats {_C} with {_C}$"), "{0} sticht {1} mit {2}"),
    (re.compile(rf"^(.+) leads {_C}$"), "{0} spielt {1} aus"),
    (re.compile(rf"^(.+) picks up {_C}$"), "{0} nimmt {1} auf"),
    (re.compile(r"^(.+) draws a card instead of leading$"),
     "{0} zieht eine Karte, statt auszuspielen"),
    (re.compile(rf"^{_C} is lower than {_C}: beat it with a higher (\w+)( or a higher trump)?$"),
     "{0} ist niedriger als {1}: stich mit höherem {2:suit}{3:or_trump}"),
    (re.compile(rf"^{_C} is a (high trump|low trump|plain card) and cannot beat the high trump "
                rf"{_C}; only a higher (\w+) can$"),
     "{0} ist {1:kind} und kann den hohen Trumpf {2} nicht stechen; nur ein höheres "
     "{3:suit} kann das"),
    (re.compile(rf"^{_C} is a (high trump|low trump|plain card) and cannot beat the low trump "
                rf"{_C}; play a higher (\w+) or a high trump \((\w+)\)$"),
     "{0} ist {1:kind} und kann den niedrigen Trumpf {2} nicht stechen; spiel ein höheres "
     "{3:suit} oder einen hohen Trumpf ({4:suit})"),
    (re.compile(rf"^{_C} cannot beat {_C}: play a higher (\w+) or a trump$"),
     "{0} kann {1} nicht stechen: spiel ein höheres {2:suit} oder einen Trumpf"),
    (re.compile(rf"^you do not hold {_C}$"), "du hast {0} nicht auf der Hand"),
    (re.compile(r"^there is no open card to pick up: lead a card, or draw$"),
     "es liegt keine offene Karte: spiel eine Karte aus oder zieh"),
    (re.compile(rf"^you must beat {_C} or pick it up; drawing is only allowed instead of "
                r"leading$"),
     "du musst {0} stechen oder aufnehmen; ziehen darf man nur statt auszuspielen"),
    (re.compile(r"^the stock is empty: lead a card$"),
     "der Stapel ist leer: spiel eine Karte aus"),
    (re.compile(rf"^you hold a higher (\w+), so you must beat {_C} with the suit$"),
     "du hast ein höheres {0:suit}, also musst du {1} mit der Farbe stechen"),
    (re.compile(r"^the game is over$"), "das Spiel ist vorbei"),
]


def _convert(value: str | None, how: str) -> str:
    if value is None:
        return ""
    if how == "suit":
        return _SUIT_DE.get(value, value)
    if how == "kind":
        return _KIND_DE.get(value, value)
    if how == "or_trump":
        return " oder einem höheren Trumpf"
    return value


_FIELD = re.compile(r"\{(\d+)(?::(\w+))?\}")


def translate_sentence(sentence: str) -> str:
    """An engine sentence in the current language (English ones pass unchanged)."""
    if _language != "de":
        return sentence
    for pattern, template in _SENTENCES_DE:
        found = pattern.match(sentence)
        if found:
            return _fill(template, found.groups())
    return sentence


def _fill(template: str, groups: tuple[str | None, ...]) -> str:
    return _FIELD.sub(lambda m: _convert(groups[int(m.group(1))], m.group(2) or ""), template)


def ordinal(place: int) -> str:
    """``1st`` / ``1.`` for the current language."""
    if _language == "de":
        return f"{place}."
    return _ORDINAL_PLACE.get(place, f"{place}th")
