"""Toff-Poker's UI: its table (seat boxes with hand, pool and bid), its layout, its
scoreboard of tricks per round and its rules help."""

from game.app.games.toffpoker.scoreboard import ToffPokerScoreboard
from game.app.games.toffpoker.table import ToffPokerTable
from game.app.table.game_ui import GameUI

UI = GameUI(id="toffpoker", order=2, table=ToffPokerTable, scoreboard=ToffPokerScoreboard,
            match_targets=(None, 20, 40, 60))
