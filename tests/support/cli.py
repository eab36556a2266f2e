"""Running the game's command line (``main.py``) headless in a subprocess."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]


def run_main(*args: str, home: Path | None = None,
             timeout: float = 60) -> subprocess.CompletedProcess:
    """``main.py`` with ``args`` and no window or sound device; its data folder ``home``
    (default: the test's own, from the environment)."""
    env = {**os.environ, "SDL_VIDEODRIVER": "dummy", "SDL_AUDIODRIVER": "dummy",
           "PYGAME_HIDE_SUPPORT_PROMPT": "1"}
    if home is not None:
        env["STAMMTISCH_HOME"] = str(home)
    return subprocess.run([sys.executable, "main.py", *args], cwd=ROOT, env=env,
                          capture_output=True, text=True, timeout=timeout)
