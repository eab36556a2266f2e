"""Stammtisch from a checkout: ``python main.py`` opens the menu; ``--help`` lists the flags.

An installed copy starts the same program as ``stammtisch`` (:mod:`game.app.launch`)."""

from __future__ import annotations

import sys

from game.app.launch import main

if __name__ == "__main__":
    sys.exit(main())
