"""Stortok's UI: its table (trumps, the open card, the stock) and its scoreboard."""

from game.app.games.stortok.scoreboard import StortokScoreboard
from game.app.games.stortok.table import StortokTable
from game.app.table.game_ui import GameUI

UI = GameUI(id="stortok", order=0, table=StortokTable, scoreboard=StortokScoreboard,
            lost_key="stats.lost.stortok")
