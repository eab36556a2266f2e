"""Every sentence clear, as heard: a refusal and the events cue are two sentences, the
own move is confirmed unless the turn named it alone, the card Enter plays is said as
such, a single card's key is not a range — in English and German."""

from __future__ import annotations

import pytest
from support.listener import EarApp

from game.app import i18n
from game.rules.messages import Message


@pytest.fixture
def english_after():
    """A test that plays in German leaves the language English for the next."""
    yield
    i18n.set_language("en")


def _urgent(heard: EarApp) -> str:
    return [h.text for h in heard.ear.all if h.priority == "urgent"][-1]


def test_a_refusal_and_the_events_cue_are_two_sentences():
    heard = EarApp(game="stortok", players=3, seed=4)
    heard.narrator.unheard = 2
    heard.narrator.refused(Message("stortok.no_open_card", {}))
    assert _urgent(heard) == ("There is no open card to pick up: lead a card, or draw. "
                              "2 new events, F6.")


def test_a_refusal_and_the_events_cue_are_two_sentences_in_german(english_after):
    heard = EarApp(game="stortok", players=3, seed=4, lang="de")
    heard.narrator.unheard = 1
    heard.narrator.refused(Message("stortok.no_open_card", {}))
    assert _urgent(heard) == ("Es liegt keine offene Karte: spiel eine Karte aus oder zieh. "
                              "1 neues Ereignis, F6.")
