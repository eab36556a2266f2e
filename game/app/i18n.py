"""All user-facing texts in English and German: the app's own keys (``texts/`` for the
shared ones, each game's ``texts.py`` for its own) and the rules engine's message keys
(English in ``game.rules.messages`` and each game's ``<game>_messages.py``, German in
``texts/engine.py`` and each game's ``texts.py``). A game's texts join the tables when
the registry of games adds them (:func:`add_game_texts`).

>>> import game.app.games  # the registry: every game's texts
>>> from game.rules.cards import card
>>> from game.rules.messages import msg
>>> set_language("de"); tr("menu.new_game")
'Neues Spiel'
>>> text(msg("stortok.beats", name="Anna", beaten=card("8S"), card=card("9S")))
'Anna sticht 8S mit 9S'
>>> set_language("en")
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, field

from game.app.texts import all_texts, engine
from game.rules import GAMES
from game.rules.messages import ENGLISH as ENGINE_EN
from game.rules.messages import ENGLISH_WORDS, Message, render

_language = "en"

#: key -> (English, German): the shared texts, and every registered game's
TEXTS: dict[str, tuple[str, str]] = all_texts()
#: the rules' message key -> its German template: the shared keys, and every registered game's
ENGINE_DE: dict[str, str] = dict(engine.DE)


@dataclass(frozen=True)
class GameTexts:
    """A game's own words, brought by its ``GameUI``: its app texts and the German of its
    rules messages (their English is the rules' own, registered with the game)."""

    #: key -> (English, German)
    app: Mapping[str, tuple[str, str]] = field(default_factory=dict)
    #: the rules' message key -> its German template
    messages_de: Mapping[str, str] = field(default_factory=dict)


def add_game_texts(texts: GameTexts) -> None:
    """Join a game's texts into :data:`TEXTS` and :data:`ENGINE_DE`. A key may be defined
    once: a key already there with other words is refused (ValueError) and nothing is
    added; adding the same texts again changes nothing."""
    for table, own in ((TEXTS, texts.app), (ENGINE_DE, texts.messages_de)):
        clash = sorted(key for key, words in own.items()
                       if key in table and table[key] != words)
        if clash:
            raise ValueError(f"text keys defined twice: {clash}")
    TEXTS.update(texts.app)
    ENGINE_DE.update(texts.messages_de)


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


def game_title(game: str) -> str:
    """A game's name in the current language: its texts' ``title.<game>`` where the game
    gives one (a name that is a word, "Higher Card", translates), else the name it
    registered with (Stortok, Zwicker and Toff-Poker are the same in every language)."""
    return tr(f"title.{game}") if f"title.{game}" in TEXTS else GAMES[game].title


# --- the rules engine's messages -------------------------------------------------------

def text(message: Message) -> str:
    """A message in the current language: an engine key (``stortok.beats``) from the
    engine's templates, or an app key from :data:`TEXTS` with the same values."""
    if message.key in ENGINE_EN:
        if _language == "de":
            return render(message, ENGINE_DE, engine.WORDS_DE)
        return render(message, ENGINE_EN, ENGLISH_WORDS)
    return tr(message.key, **message.values)
