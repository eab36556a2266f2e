"""Stammtisch as a desktop citizen: its window icon, and its entry in the desktop's menus.

``stammtisch --install-desktop`` copies the freedesktop launcher entry, the icon at every
size and the AppStream metainfo into the user's data folder (``$XDG_DATA_HOME``, else
``~/.local/share``), where desktops look for them; the entry's ``Exec`` line is the
command that is running, so it starts the same installation (a pipx or pip script, a
frozen app, or ``python main.py`` in a checkout) even where it is not on the menu's
``PATH``. ``--uninstall-desktop`` removes exactly those files again.
"""

from __future__ import annotations

import os
import sys
from collections.abc import Mapping, MutableMapping
from pathlib import Path

from game.bundled import bundled

#: the reverse-DNS id: the name of the desktop entry, the icon and the metainfo, and the
#: window class (so a dock matches the window to its entry)
APP_ID = "de.stammtisch.Stammtisch"
ICON_SIZES = (16, 32, 48, 64, 128, 256, 512)
WINDOW_ICON_SIZE = 128


def icon_file(size: int) -> Path:
    """The application icon ``size`` pixels square (drawn by ``tools/assets/make_icons.py``)."""
    return bundled("sprites") / "icons" / "app" / f"stammtisch-{size}.png"


def set_window_icon() -> bool:
    """Give the window (made or about to be made) the application icon; without the file
    the window keeps SDL's own icon. Whether the icon was set."""
    import pygame

    try:
        pygame.display.set_icon(pygame.image.load(str(icon_file(WINDOW_ICON_SIZE))))
    except (pygame.error, OSError):
        return False
    return True


def name_the_window_class(env: MutableMapping[str, str] | None = None) -> None:
    """Let SDL name the window's class after :data:`APP_ID` (X11 and Wayland), the
    ``StartupWMClass`` of the entry: a dock then shows the entry's icon and name for the
    window. Set before pygame is imported (which names it after the script otherwise);
    a class already asked for is kept."""
    env = os.environ if env is None else env
    env.setdefault("SDL_VIDEO_X11_WMCLASS", APP_ID)
    env.setdefault("SDL_VIDEO_WAYLAND_WMCLASS", APP_ID)


def data_home(env: Mapping[str, str] | None = None, home: Path | None = None) -> Path:
    """``$XDG_DATA_HOME``, else ``~/.local/share`` (a relative value is ignored, as the
    XDG spec asks)."""
    env = os.environ if env is None else env
    xdg = env.get("XDG_DATA_HOME")
    if xdg and Path(xdg).is_absolute():
        return Path(xdg)
    return (Path.home() if home is None else home) / ".local" / "share"


def launch_command(argv0: str | None = None) -> list[str]:
    """The command that starts this very program: a frozen app's executable, an
    installed script (``stammtisch``), or the interpreter with ``main.py``."""
    if getattr(sys, "frozen", False):
        return [str(Path(sys.executable).absolute())]
    script = Path(sys.argv[0] if argv0 is None else argv0).absolute()
    if script.suffix == ".py":
        return [str(Path(sys.executable).absolute()), str(script)]
    return [str(script)]


def exec_line(command: list[str]) -> str:
    """``command`` quoted for a desktop entry's ``Exec`` key (the Desktop Entry spec:
    arguments with reserved characters in double quotes, with ``"`\\$`` escaped; a
    literal ``%`` doubled)."""
    reserved = set(' \t\n"\'\\><~|&;$*?#()`')
    words = []
    for word in command:
        word = word.replace("%", "%%")
        if any(c in reserved for c in word):
            word = '"' + "".join("\\" + c if c in '"`$\\' else c for c in word) + '"'
        words.append(word)
    return " ".join(words)


def targets(home: Path) -> dict[Path, Path]:
    """Where each installed file goes under the data folder ``home``: target -> source."""
    shipped = bundled("desktop")
    found = {home / "applications" / f"{APP_ID}.desktop": shipped / f"{APP_ID}.desktop",
             home / "metainfo" / f"{APP_ID}.metainfo.xml": shipped / f"{APP_ID}.metainfo.xml"}
    for size in ICON_SIZES:
        found[home / "icons" / "hicolor" / f"{size}x{size}" / "apps" / f"{APP_ID}.png"] = \
            icon_file(size)
    return found


def install(home: Path | None = None, command: list[str] | None = None) -> list[Path]:
    """Copy the entry (its ``Exec`` line naming ``command``, default: this program), the
    icons and the metainfo under ``home`` (default: :func:`data_home`). The written files."""
    home = data_home() if home is None else home
    command = launch_command() if command is None else command
    plan = targets(home)
    missing = [str(source) for source in plan.values() if not source.is_file()]
    if missing:
        raise FileNotFoundError("the desktop files are not shipped with this copy: "
                                + ", ".join(missing))
    written = []
    for target, source in plan.items():
        target.parent.mkdir(parents=True, exist_ok=True)
        if source.suffix == ".desktop":
            lines = source.read_text(encoding="utf-8").splitlines()
            text = "\n".join(f"Exec={exec_line(command)}" if line.startswith("Exec=")
                             else line for line in lines) + "\n"
            target.write_text(text, encoding="utf-8")
        else:
            target.write_bytes(source.read_bytes())
        written.append(target)
    return written


def uninstall(home: Path | None = None) -> list[Path]:
    """Remove what :func:`install` wrote under ``home``; the files removed."""
    home = data_home() if home is None else home
    removed = []
    for target in targets(home):
        if target.is_file():
            target.unlink()
            removed.append(target)
    return removed
