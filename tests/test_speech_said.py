"""What is said instead of what is shown: Zwicker's card values on the rules page in
words, the language's own joining words."""

from __future__ import annotations

import pygame
import pytest
from support.listener import EarApp

from game.app import i18n


@pytest.mark.parametrize("lang,values", [
    ("en", "Values: king 14, queen 13, jack 12, ace 11, 2 to 10 as printed, joker any."),
    ("de", "Werte: König 14, Dame 13, Bube 12, Ass 11, 2 bis 10 wie aufgedruckt, Joker "
           "beliebig.")])
def test_zwicker_rules_say_the_card_values_in_words(lang, values):
    from game.app.screens.help import HelpScene
    heard = EarApp(lang=lang)
    try:
        app = heard.app
        app.scenes.push(HelpScene(app, "zwicker"))
        heard.step(2)
        shown = app.scenes.top.paragraphs()[1][1]       # after the heading: the packs
        said = heard.answer_to(heard.press(pygame.K_DOWN)).text
        assert "K 14" not in said and "K (" not in said, said
        assert values in said, said
        assert "K" in shown and values not in shown      # the page itself is unchanged
    finally:
        i18n.set_language("en")
