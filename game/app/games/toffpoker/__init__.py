"""Toff-Poker's UI: its table (seat boxes with hand, pool and bid), its layout, its
scoreboard of tricks per round and its rules help."""

from game.app.games.registry import register
from game.app.games.toffpoker.presenter import ToffPokerPresenter
from game.app.games.toffpoker.rules_help import TOFFPOKER_DE, TOFFPOKER_EN
from game.app.games.toffpoker.scoreboard import ToffPokerScoreboard, game_result
from game.app.games.toffpoker.seat_view import phone_label, toffpoker_seat_view
from game.app.games.toffpoker.speech import SPEECH
from game.app.games.toffpoker.texts import MESSAGES_DE, TEXTS
from game.app.i18n import GameTexts
from game.app.shell.controls import TABLE_END_ROWS, TABLE_MOVE_ROW
from game.app.table.game_ui import GameUI

#: the controls page of this table: (pad buttons, keys, text key), as the table handles them
CONTROLS = (
    TABLE_MOVE_ROW,
    ("A", "Space", "controls.toffpoker.pick"),
    ("", "1 / A  2–9  0  J  Q  K", "controls.toffpoker.ranks"),
    ("B", "Enter", "controls.toffpoker.confirm"),
    ("X", "P", "controls.toffpoker.pass"),
    ("", "Mouse", "controls.toffpoker.mouse"),
    *TABLE_END_ROWS,
)

UI = register(GameUI(id="toffpoker", texts=GameTexts(app=TEXTS, messages_de=MESSAGES_DE),
            order=2, presenter=ToffPokerPresenter, scoreboard=ToffPokerScoreboard,
            speech=SPEECH,
            match_targets=(None, 20, 40, 60),
            controls=CONTROLS, rules={"en": TOFFPOKER_EN, "de": TOFFPOKER_DE},
            seat_view=toffpoker_seat_view, phone_label=phone_label, result=game_result))
