"""The card faces a phone draws: the TV's own card art, read once when the server starts.

The art is found through the app's asset folder (:data:`game.app.kit.assets.SPRITES`),
both packs: ``cards`` (two colours) and ``cards4`` (the four-colour option). Its 200x280
pictures suit a phone as they are: a card shown about 60–70 CSS pixels wide is drawn
from 180–210 device pixels on a phone of density three. Every face is public art (the
same picture for every table); which cards a seat holds is only ever said in that
seat's own snapshot.
"""

from __future__ import annotations

import re
from pathlib import Path

from game.app.kit.assets import SPRITES

#: URL pack name -> sprite folder.
PACKS = {"2": "cards", "4": "cards4"}
#: A face's file name: a rank and a suit, the joker or the back.
FACE_NAME = re.compile(r"(?:10|[2-9JQKA])[SHDCOT]|JK|back")


class Faces:
    """Every face of both packs as PNG bytes, by (pack, card text)."""

    def __init__(self, sprites: Path = SPRITES) -> None:
        self.images: dict[tuple[str, str], bytes] = {}
        for pack, folder in PACKS.items():
            for path in sorted((sprites / folder).glob("*.png")):
                if FACE_NAME.fullmatch(path.stem):
                    self.images[(pack, path.stem)] = path.read_bytes()

    def get(self, pack: str, name: str) -> bytes | None:
        """The PNG of face ``name`` (``"10D"``, ``"JK"``, ``"back"``) in ``pack``."""
        return self.images.get((pack, name))
