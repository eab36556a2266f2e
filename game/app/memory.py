"""Keep the process's memory from creeping up over a long evening.

Surfaces are big C buffers (a 1920x1080 backdrop is 8 MB) that come and go: overlays,
card images evicted from the LRU caches. glibc serves big allocations with ``mmap`` and
gives them back when freed — but after each such free it *raises* that threshold (up to
32 MB), so later big surfaces come from the heap, fragment it, and resident memory only
grows. Pinning the threshold (``mallopt(M_MMAP_THRESHOLD)``) keeps big surfaces on
``mmap``. Measured by ``tools/bench_memory.py``: a fuzz run peaked at 140 MB instead of
163 MB. The threshold is 32 KB, below glibc's 128 KB start, so that card images (a
110-pixel card is 68 KB) and lines of text, which the caches evict and replace all
evening, go back to the system too: a 5-player demo then stays at 124–125 MB over 21
games instead of creeping from 125 to 132 MB. Elsewhere (not Linux/glibc) this does
nothing.
"""

from __future__ import annotations

import ctypes
import sys

M_MMAP_THRESHOLD = -3
MMAP_THRESHOLD = 32 * 1024       # fixed (glibc would raise it after each big free)


def pin_mmap_threshold() -> bool:
    """True if glibc accepted the fixed threshold."""
    if not sys.platform.startswith("linux"):
        return False
    try:
        libc = ctypes.CDLL("libc.so.6")
        return bool(libc.mallopt(M_MMAP_THRESHOLD, MMAP_THRESHOLD))
    except (OSError, AttributeError):
        return False
