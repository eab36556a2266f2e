"""The files shipped with the game, found one way from a checkout, a wheel or a frozen app.

A checkout keeps them where the repository has them: ``sprites/`` and ``sounds/`` at the
top level beside ``game/``, the desktop entry, metainfo and their template in
``packaging/linux/``. An installed wheel and a frozen app carry them inside the package
as ``game/data/<name>`` (the wheel's build puts them there, and so does the freezer's
spec). Either way they are found relative to this file, never to the current directory,
so the game starts from any folder.
"""

from __future__ import annotations

from pathlib import Path

#: the ``game`` package's folder (a frozen app sets ``__file__`` inside its bundle too)
PACKAGE = Path(__file__).resolve().parent
#: where a wheel or a frozen app keeps the shipped folders
PACKAGED = PACKAGE / "data"
#: where a checkout keeps them: the repository's top level
CHECKOUT = PACKAGE.parent
#: the shipped folders: name in the package -> place in a checkout
FOLDERS = {"sprites": "sprites", "sounds": "sounds", "desktop": "packaging/linux"}


def bundled(name: str) -> Path:
    """The shipped folder ``name`` (a key of :data:`FOLDERS`): the package's copy where
    there is one (an installed wheel, a frozen app), else the checkout's."""
    if name not in FOLDERS:
        raise ValueError(f"no shipped folder {name!r}; there are {', '.join(FOLDERS)}")
    packaged = PACKAGED / name
    return packaged if packaged.is_dir() else CHECKOUT / FOLDERS[name]
