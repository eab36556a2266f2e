"""Zwicker's UI: its table (units, capture choices, joker values, piles) and its
scoreboard of categories."""

from game.app.games.registry import register
from game.app.games.zwicker.presenter import ZwickerPresenter
from game.app.games.zwicker.rules_help import ZWICKER_DE, ZWICKER_EN
from game.app.games.zwicker.scoreboard import ZwickerScoreboard, game_result
from game.app.games.zwicker.seat_view import zwicker_seat_view
from game.app.games.zwicker.speech import SPEECH
from game.app.games.zwicker.texts import MESSAGES_DE, TEXTS
from game.app.i18n import GameTexts
from game.app.shell.controls import TABLE_END_ROWS, TABLE_MOVE_ROW
from game.app.table.game_ui import GameUI

#: the controls page of this table: (pad buttons, keys, text key), as the table handles them
CONTROLS = (
    TABLE_MOVE_ROW,
    ("A", "Enter / Space", "controls.zwicker.play"),
    ("", "1–9", "controls.zwicker.numbers"),
    ("D-pad", "Tab / Up / Down", "controls.zwicker.next"),
    ("D-pad", "Up / Down", "controls.zwicker.joker"),
    ("B", "Esc", "controls.zwicker.back"),
    ("", "Mouse", "controls.zwicker.mouse"),
    *TABLE_END_ROWS,
)

UI = register(GameUI(id="zwicker", texts=GameTexts(app=TEXTS, messages_de=MESSAGES_DE),
            order=1, presenter=ZwickerPresenter, scoreboard=ZwickerScoreboard,
            speech=SPEECH,
            match_targets=(None, 21, 31, 51, 101),
            controls=CONTROLS, rules={"en": ZWICKER_EN, "de": ZWICKER_DE},
            seat_view=zwicker_seat_view, result=game_result))
