"""The ``stammtisch`` command (and ``python main.py`` in a checkout, and the frozen app):
parse the flags, open the window, play; ``--help`` lists the flags."""

from __future__ import annotations

import os
import sys
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from game.app.app import App

#: modules a frozen app runs as ``stammtisch -m MODULE``: it has no interpreter of its own
#: to start them with (the computer players' thinking worker is started that way)
FROZEN_MODULES = ("game.ai.background",)


def main(argv: list[str] | None = None) -> int:
    args = sys.argv[1:] if argv is None else argv
    if getattr(sys, "frozen", False) and len(args) == 2 and args[0] == "-m" \
            and args[1] in FROZEN_MODULES:
        import importlib

        importlib.import_module(args[1]).main()
        return 0
    os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")
    from game.app import desktop

    desktop.name_the_window_class()      # before pygame is imported: it names it otherwise
    from game.app.cli import parse, program_name
    from game.app.games import playable

    config = parse(argv, playable())
    prog = program_name()
    if config.desktop:
        return _desktop(config.desktop, prog)
    import pygame

    from game.app.app import App
    from game.app.cli import display_problem
    from game.app.storage.service import StartError

    problem = display_problem(config)
    if problem:
        print(f"{prog}: error: {problem}", file=sys.stderr)
        pygame.quit()
        return 1
    try:
        app = App(config)
        try:
            app.start()
        except StartError as error:
            print(f"{prog}: error: {error}", file=sys.stderr)
            return 2
        code = app.run()
        _report_stand_ins(app, prog)
        if app.saves.saved_this_run and app.saves.has_autosave():
            print("The game is saved: continue it from the menu or with --continue.")
        return code
    except (pygame.error, OSError) as failure:   # e.g. the window or the screenshot
        print(f"{prog}: error: {failure}", file=sys.stderr)
        return 1
    finally:
        pygame.quit()


def _desktop(action: str, prog: str) -> int:
    """``--install-desktop`` / ``--uninstall-desktop``."""
    from game.app import desktop

    try:
        if action == "install":
            written = desktop.install()
            print(f"Added Stammtisch to the desktop's menus: {written[0]} "
                  f"(and {len(written) - 1} icon and metainfo files). "
                  f"Remove it with {prog} --uninstall-desktop.")
        else:
            removed = desktop.uninstall()
            print(f"Removed {len(removed)} files of the desktop entry." if removed
                  else "The desktop entry was not installed: nothing to remove.")
    except OSError as problem:
        print(f"{prog}: error: {problem}", file=sys.stderr)
        return 1
    return 0


def _report_stand_ins(app: App, prog: str) -> None:
    """Say on stderr which pictures were drawn as stand-ins and which sounds stayed
    silent because their files were not found: the game goes on without them, so a
    broken installation would otherwise go unnoticed."""
    if app.assets.missing:
        print(f"{prog}: warning: pictures not found in {app.assets.sprites}, drawn as "
              "stand-ins: "
              + ", ".join(sorted(app.assets.missing)), file=sys.stderr)
    if app.sound.missing:
        print(f"{prog}: warning: sounds not found in {app.sound.folder}, left silent: "
              + ", ".join(sorted(app.sound.missing)), file=sys.stderr)


if __name__ == "__main__":
    sys.exit(main())
