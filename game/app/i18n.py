"""All user-facing texts in English and German: the app's own keys (``texts/``) and
the rules engine's message keys (English in ``game.rules.messages``, German in
``texts/engine.py``).

>>> from game.rules.cards import card
>>> from game.rules.messages import msg
>>> set_language("de"); tr("menu.new_game")
'Neues Spiel'
>>> text(msg("stortok.beats", name="Anna", beaten=card("8S"), card=card("9S")))
'Anna sticht 8S mit 9S'
>>> set_language("en")
"""

from __future__ import annotations

from game.app.texts import all_texts, engine
from game.rules.messages import ENGLISH as ENGINE_EN
from game.rules.messages import ENGLISH_WORDS, Message, render

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


# --- the rules engine's messages -------------------------------------------------------

def text(message: Message) -> str:
    """A message in the current language: an engine key (``stortok.beats``) from the
    engine's templates, or an app key from :data:`TEXTS` with the same values."""
    if message.key in ENGINE_EN:
        if _language == "de":
            return render(message, engine.DE, engine.WORDS_DE)
        return render(message, ENGINE_EN, ENGLISH_WORDS)
    return tr(message.key, **message.values)


def ordinal(place: int) -> str:
    """``1st`` / ``1.`` for the current language."""
    if _language == "de":
        return f"{place}."
    return _ORDINAL_PLACE.get(place, f"{place}th")
