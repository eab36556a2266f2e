"""Speech for players who do not see the screen: the narrator (what is said,
when, which keys read what), spoken card names, and the OS speech engine run off the
frame loop."""

from game.app.speech.narrator import Narrator, install
from game.app.speech.output import Recorder

__all__ = ["Narrator", "Recorder", "install"]
