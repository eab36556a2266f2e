"""The drawing kit: palette and fonts, widgets, rich text with card chips, the card
layer and its tweens, asset loading. Knows no game and no screen."""
