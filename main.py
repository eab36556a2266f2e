"""Stammtisch: ``python main.py`` opens the menu; see ``--help`` for the flags."""

from __future__ import annotations

import os
import sys


def main(argv: list[str] | None = None) -> int:
    os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")
    from game.app.cli import parse
    from game.app.games import playable

    config = parse(argv, playable())
    import pygame

    from game.app.app import App
    from game.app.cli import display_problem
    from game.app.storage.service import StartError

    problem = display_problem(config)
    if problem:
        print(f"main.py: error: {problem}", file=sys.stderr)
        pygame.quit()
        return 1
    try:
        app = App(config)
        try:
            app.start()
        except StartError as error:
            print(f"main.py: error: {error}", file=sys.stderr)
            return 2
        code = app.run()
        if app.saves.saved_this_run and app.saves.has_autosave():
            print("The game is saved: continue it from the menu or with --continue.")
        return code
    except (pygame.error, OSError) as failure:   # e.g. the window or the screenshot
        print(f"main.py: error: {failure}", file=sys.stderr)
        return 1
    finally:
        pygame.quit()


if __name__ == "__main__":
    sys.exit(main())
