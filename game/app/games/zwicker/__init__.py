"""Zwicker's UI: its table (units, capture choices, joker values, piles) and its
scoreboard of categories."""

from game.app.games.zwicker.scoreboard import ZwickerScoreboard
from game.app.games.zwicker.table import ZwickerTable
from game.app.table.game_ui import GameUI

UI = GameUI(id="zwicker", order=1, table=ZwickerTable, scoreboard=ZwickerScoreboard,
            match_targets=(None, 21, 31, 51, 101))
