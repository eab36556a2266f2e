"""Stortok's UI: its table (trumps, the open card, the stock) and its scoreboard."""

from game.app.games.registry import register
from game.app.games.stortok.presenter import StortokPresenter
from game.app.games.stortok.rules_help import RULE_SENTENCES, STORTOK_DE, STORTOK_EN
from game.app.games.stortok.scoreboard import StortokScoreboard, game_result
from game.app.games.stortok.seat_view import stortok_seat_view
from game.app.games.stortok.speech import SPEECH
from game.app.games.stortok.texts import MESSAGES_DE, TEXTS
from game.app.i18n import GameTexts
from game.app.shell.controls import TABLE_END_ROWS, TABLE_MOVE_ROW
from game.app.table.game_ui import GameUI

#: the controls page of this table: (pad buttons, keys, text key), as the table handles them
CONTROLS = (
    TABLE_MOVE_ROW,
    ("A", "Enter / Space", "controls.stortok.play"),
    ("", "1–9", "controls.numbers"),
    ("B", "T", "controls.stortok.take"),
    ("X", "D", "controls.stortok.draw"),
    ("", "Mouse", "controls.stortok.mouse"),
    *TABLE_END_ROWS,
)

UI = register(GameUI(id="stortok", texts=GameTexts(app=TEXTS, messages_de=MESSAGES_DE),
            order=0, presenter=StortokPresenter, scoreboard=StortokScoreboard,
            speech=SPEECH,
            controls=CONTROLS, rules={"en": STORTOK_EN, "de": STORTOK_DE},
            rule_sentences=RULE_SENTENCES,
            seat_view=stortok_seat_view, result=game_result,
            # what Stortok players count: games, times the Stortok, times first out (all
            # but the Stortok "win", and a game has no score or tricks to speak of)
            stats_columns=("played", "last", "first")))
