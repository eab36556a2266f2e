"""Stammtisch: ``python main.py`` opens the menu; see ``--help`` for the flags."""

from __future__ import annotations

import os
import sys


def main(argv: list[str] | None = None) -> int:
    os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")
    from game.app.cli import parse
    from game.app.tables import playable

    config = parse(argv, playable())
    from game.app.session import ai_levels

    if config.game and config.level not in ai_levels():
        print(f"main.py: error: unknown computer strength {config.level!r}; choose one of "
              f"{', '.join(ai_levels())}", file=sys.stderr)
        return 2
    import pygame

    from game.app.app import App
    from game.app.storage.service import StartError

    app = App(config)
    try:
        try:
            app.start()
        except StartError as error:
            print(f"main.py: error: {error}", file=sys.stderr)
            return 2
        code = app.run()
        if app.saves.has_autosave():
            print("The game is saved: continue it from the menu or with --continue.")
        return code
    finally:
        pygame.quit()


if __name__ == "__main__":
    sys.exit(main())
