"""Words the players read: a text says what the button or the table does."""

from __future__ import annotations

from game.app import i18n


def test_the_german_play_again_button_names_a_game_not_a_round():
    """Toff-Poker's "Runde" is a round inside a game; the scoreboard's button starts a
    whole new game, so in German it must not say Runde."""
    i18n.set_language("de")
    try:
        assert "Runde" in i18n.tr("tp.round", n=1, total=9)
        again = i18n.tr("score.again")
        assert "Runde" not in again and "Spiel" in again
    finally:
        i18n.set_language("en")
