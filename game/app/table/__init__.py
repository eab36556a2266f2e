"""The table core every game shares: the table scene (animation and drawing), the turn
driver and its seat controllers, hand input, the chrome around the cards, the scoreboard
frame and the GameUI descriptor a game registers."""
