"""Spoken forms: card names in English and German, and a sentence of the log turned into
one a speech engine reads well ("Anna beats 8S with 9S" -> "Anna beats eight of spades
with nine of spades"; "Anna sticht Pik Acht mit Pik Neun").

Cards inside sentences are found the way the log's card chips find them
(:data:`game.app.kit.richtext.CARD_TOKEN`), so what is drawn as a chip is what is read as
a card name. :func:`parse_cards` reads the names back (for the tests' listener).
"""

from __future__ import annotations

import re

from game.app import i18n
from game.app.kit.richtext import CARD_TOKEN
from game.rules import Card

RANKS_EN = {2: "two", 3: "three", 4: "four", 5: "five", 6: "six", 7: "seven", 8: "eight",
            9: "nine", 10: "ten", 11: "jack", 12: "queen", 13: "king", 14: "ace"}
RANKS_DE = {2: "Zwei", 3: "Drei", 4: "Vier", 5: "Fünf", 6: "Sechs", 7: "Sieben", 8: "Acht",
            9: "Neun", 10: "Zehn", 11: "Bube", 12: "Dame", 13: "König", 14: "Ass"}
SUITS_EN = {"S": "spades", "H": "hearts", "D": "diamonds", "C": "clubs", "O": "circles",
            "T": "stars"}
SUITS_DE = {"S": "Pik", "H": "Herz", "D": "Karo", "C": "Kreuz", "O": "Kreis", "T": "Stern"}
JOKER = {"en": "joker", "de": "Joker"}
HIDDEN = {"en": "a hidden card", "de": "eine verdeckte Karte"}
RANKS = {"en": RANKS_EN, "de": RANKS_DE}
SUITS = {"en": SUITS_EN, "de": SUITS_DE}
LANGUAGES = ("en", "de")


def said(key: str, language: str | None = None, **values: object) -> str:
    """The speech text ``key`` in ``language`` (the current one by default): the
    language's grammar (the order of a card's name, the word that joins a list) lives in
    the texts, not here."""
    pair = i18n.TEXTS[key]
    text = pair[LANGUAGES.index(language or i18n.language())]
    return text.format(**values) if values else text


def suit_name(suit: str, language: str | None = None) -> str:
    """``hearts`` / ``Herz``."""
    return SUITS[language or i18n.language()][suit]


def joined(names: list[str], language: str | None = None, last: str = "speech.and_last") -> str:
    """Names joined as the language joins a list: "a, b and c" (``last`` the text key
    that joins the last one: ``speech.and_last`` or ``speech.or_last``)."""
    if len(names) < 2:
        return "".join(names)
    return said(last, language, rest=", ".join(names[:-1]), last=names[-1])


def card_name(card: Card | str, language: str | None = None) -> str:
    """``seven of hearts`` / ``Herz Sieben``; ``joker``; a hidden card for an unknown."""
    lang = language or i18n.language()
    if isinstance(card, str):
        card = Card.parse(card) if card != "??" else _unknown()
    if card.is_joker:
        return JOKER[lang]
    if card.is_unknown:
        return HIDDEN[lang]
    return said("speech.card", lang, rank=RANKS[lang][card.rank], suit=SUITS[lang][card.suit])


def _unknown() -> Card:
    from game.rules.cards import UNKNOWN
    return UNKNOWN


def cards_list(cards: list[Card] | tuple[Card, ...], language: str | None = None) -> str:
    """Card names joined as the language joins a list ("a, b and c")."""
    lang = language or i18n.language()
    names = [card_name(c, lang) for c in cards]
    return joined(names, lang) if names else said("speech.nothing", lang)


_STACK = re.compile(r"(?<=\w)\+(?=\w)")
_HASH = re.compile(r"#(\d+)")
_SEPARATORS = re.compile(r"\s*[·|]\s*")
_DOUBLED = re.compile(r"([!?.:])\.")


def _listed(text: str) -> str:
    """Card texts side by side with only blanks between (chips in a row) joined by
    commas, as a list is said."""
    out, last, previous_end = [], 0, -1
    for match in CARD_TOKEN.finditer(text):
        between = text[previous_end:match.start()] if previous_end >= 0 else "x"
        if between and not between.strip():
            out.append(text[last:previous_end] + ", ")
            last = match.start()
        previous_end = match.end()
    out.append(text[last:])
    return "".join(out)


def speakable(text: str, language: str | None = None) -> str:
    """A sentence of the screen as a speech engine should read it: card texts become
    card names (side by side they are a list: "9S 8S" reads "nine of spades, eight of
    spades"), ``9H+3D`` reads "nine of hearts plus three of diamonds", the
    separators ``·`` and ``|`` become commas, ``JK=7`` reads "joker as 7"."""
    lang = language or i18n.language()
    text = re.sub(r"\bJK=(\d+)", lambda m: said("speech.joker_as", lang, value=m.group(1)),
                  text)
    text = _STACK.sub(f" {said('speech.plus', lang)} ", text)

    def name(match: re.Match[str]) -> str:
        return card_name(match.group(0), lang)

    text = _listed(text)                    # "9S 8S 7S" is a list: "nine of spades, ..."
    text = CARD_TOKEN.sub(name, text)
    text = _HASH.sub(lambda m: m.group(1), text)
    text = _SEPARATORS.sub(", ", text)
    text = _DOUBLED.sub(r"\1", text)            # "Zwick!." and "New here?." read as written
    return " ".join(text.split())


def _name_patterns() -> list[tuple[re.Pattern[str], Card]]:
    from game.rules.cards import ALL_SUITS, RANKS, card_of
    from game.rules.cards import JOKER as JOKER_CARD
    found: list[tuple[re.Pattern[str], Card]] = []
    for lang in ("en", "de"):
        for suit in ALL_SUITS:
            for rank in RANKS:
                c = card_of(rank, suit)
                found.append((re.compile(r"\b" + re.escape(card_name(c, lang)) + r"\b"), c))
        found.append((re.compile(r"\b" + JOKER[lang] + r"\b"), JOKER_CARD))
    return found


_PATTERNS: list[tuple[re.Pattern[str], Card]] = []


def parse_cards(spoken: str) -> list[Card]:
    """The cards named in a spoken sentence, in the order spoken (either language)."""
    if not _PATTERNS:
        _PATTERNS.extend(_name_patterns())
    hits: list[tuple[int, Card]] = []
    for pattern, c in _PATTERNS:
        hits += [(m.start(), c) for m in pattern.finditer(spoken)]
    return [c for _, c in sorted(hits, key=lambda h: h[0])]
