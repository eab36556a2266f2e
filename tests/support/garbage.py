"""Bad input of any type: what every game's engine must refuse cleanly, changing nothing."""

from __future__ import annotations

from game.rules.cards import card
from game.rules.stortok import TAKE, Play, Take
from game.rules.toffpoker import Bid, Select
from game.rules.zwicker import Capture, Stack, Trail

GARBAGE = [None, 5, 3.5, "", object(), [TAKE], {"card": "AS"}, Play(None), Play("AS"),
           Select(None), Select("KS QS"), Bid(5), Bid(("KS",)), Trail(None, 5),
           Trail(card("5S"), "5"), Stack(card("5S"), 5, "0"), Capture(card("KS"), 14, 3, "ab"),
           Capture(card("KS"), 14, -1, ((0, "x"),)), Capture(None, None, None, None),
           Take, Play]
