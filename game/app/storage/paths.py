"""Where the per-user data folder is (``STAMMTISCH_HOME`` overrides the platform's)."""

from __future__ import annotations

import os
import sys
from collections.abc import Mapping
from pathlib import Path

APP_FOLDER = "stammtisch"


def data_dir(env: Mapping[str, str] | None = None, platform: str | None = None,
             home: Path | None = None) -> Path:
    """The data folder: ``$STAMMTISCH_HOME``, else the platform's convention.

    Linux and others: ``$XDG_DATA_HOME/stammtisch`` or ``~/.local/share/stammtisch``;
    macOS: ``~/Library/Application Support/Stammtisch``; Windows: ``%APPDATA%\\Stammtisch``.
    """
    env = os.environ if env is None else env
    platform = sys.platform if platform is None else platform
    home = Path.home() if home is None else home
    override = env.get("STAMMTISCH_HOME")
    if override:
        return Path(override)
    if platform == "darwin":
        return home / "Library" / "Application Support" / "Stammtisch"
    if platform.startswith("win"):
        base = env.get("APPDATA")
        return (Path(base) if base else home / "AppData" / "Roaming") / "Stammtisch"
    xdg = env.get("XDG_DATA_HOME")
    # the XDG spec: a relative path is invalid and must be ignored
    data = Path(xdg) if xdg and Path(xdg).is_absolute() else home / ".local" / "share"
    return data / APP_FOLDER
