"""What the tools share: a headless start, and the statistics of their measurements.

Every script in the folders beside this module starts with :func:`headless` (before
pygame is imported), so it runs without a window or sound device, never reads or writes
the player's own settings, saves or statistics, and finds the game's package. A script
puts ``tools/`` on ``sys.path`` in its first line of code and imports this module by its
name::

    sys.path.insert(0, str(Path(__file__).resolve().parents[1]))  # tools/, for toolkit
    import toolkit  # noqa: E402

(Python itself puts the script's own folder there: a script finds its neighbours by name.)
"""

from __future__ import annotations

import math
import os
import statistics
import sys
import tempfile
from collections.abc import Sequence
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
#: Frames a scoreboard is shown before a benchmark presses Next (half a second at 60 Hz:
#: a quick player), so that its first frames are drawn and measured like a player's
SCOREBOARD_FRAMES = 30


def headless(*, fresh_home: bool = True, dummy_video: bool = True) -> Path:
    """Dummy SDL video (unless ``dummy_video`` is false: a real display is measured) and
    audio drivers and no pygame greeting (each unless the caller's environment already
    chose), a fresh empty data folder (unless ``STAMMTISCH_HOME`` is set, or ``fresh_home``
    is false), and the repository on ``sys.path``. Returns the repository's root."""
    if dummy_video:
        os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
    os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
    os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")
    if fresh_home:
        os.environ.setdefault("STAMMTISCH_HOME", tempfile.mkdtemp(prefix="stammtisch-tool-"))
    on_path()
    return ROOT


def on_path() -> Path:
    """The repository on ``sys.path`` (for the tools that need no display): its root."""
    if str(ROOT) not in sys.path:
        sys.path.insert(0, str(ROOT))
    return ROOT


def percentile(values: Sequence[float], p: float) -> float:
    """The ``p``-th percentile (0–100) by the nearest rank of the sorted values. A
    fraction (``0.99``) is refused rather than read as the 1st percentile."""
    if not values:
        raise ValueError("percentile of no values")
    if not (p == 0 or 1 <= p <= 100):
        raise ValueError(f"percentile {p}: give it as 0-100 (99, not 0.99)")
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, int(round(p / 100 * (len(ordered) - 1))))]


def mean_and_margin(values: Sequence[float], z: float = 1.96) -> tuple[float, float]:
    """The mean and the half-width of its confidence interval (``z`` standard errors;
    1.96: 95 %). With fewer than two values the margin is 0: nothing to measure it by."""
    mean = statistics.fmean(values)
    if len(values) < 2:
        return mean, 0.0
    return mean, z * statistics.stdev(values) / math.sqrt(len(values))


def is_scoreboard(scene: object) -> bool:
    """Whether ``scene`` is a game's scoreboard (no card layer, and a next game to offer)."""
    return getattr(scene, "layer", None) is None and callable(getattr(scene, "again", None))
