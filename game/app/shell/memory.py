"""Keep the process's memory from creeping up over a long evening.

Surfaces are big C buffers (a 1920x1080 backdrop is 8 MB) that come and go: overlays,
card images evicted from the LRU caches. glibc serves big allocations with ``mmap`` and
gives them back when freed — but after each such free it *raises* that threshold (up to
32 MB), so later big surfaces come from the heap, fragment it, and resident memory only
grows. Pinning the threshold (``mallopt(M_MMAP_THRESHOLD)``) keeps big surfaces on
``mmap``. Measured by ``tools/benchmarks/bench_memory.py``: a fuzz run peaked at 140 MB instead of
163 MB. A lower threshold (32 KB, so that card images and text lines go back too) stopped
a slow creep of a long demo (125 → 132 MB over 21 games became 124–125 MB) but cost
every frame about 0.3 ms at p50 and 1 ms at p99 in page faults (measured side by
side with ``tools/benchmarks/bench_frames.py``), so it stays at 128 KB. Elsewhere (not
Linux/glibc) this does nothing.
"""

from __future__ import annotations

import ctypes
import gc
import sys

from game.app.shell import lru

M_MMAP_THRESHOLD = -3
MMAP_THRESHOLD = 128 * 1024      # glibc's default starting value, now fixed


#: The window's surface, a canvas apart from it and the image caches together, at most
#: (bytes). At 1920x1080 the canvas is the window (8 MB) and the caches have their full
#: budgets; a 3840x2160 window's surface is 33 MB and the canvas beside it 8 MB, so the
#: caches give up part of theirs (70 % of them left: the demo's peak went from 153 to
#: 139–140 MB, its frames making about 30 % more images, none every frame). Of it,
#: 16 MB are the cards a window a whole multiple of the canvas shows at its own scale
#: (``kit/assets.py``, ``SHARP_BUDGET``: kept at any scale, unused in smaller windows).
IMAGE_MEMORY = 101 * lru.MB
#: … but never less than this share of their budgets.
LEAST_CACHE_SCALE = 0.5


def cache_scale(window_bytes: int, canvas_bytes: int) -> float:
    """The share of their full budgets the image caches may hold beside a window surface
    of ``window_bytes`` and a canvas apart from it of ``canvas_bytes`` (0: the canvas is
    the window); what every cache keeps whatever the scale is not scaled."""
    kept = sum(keep for _, keep in lru.budgets.values())
    scalable = sum(full - keep for full, keep in lru.budgets.values())
    if scalable <= 0:
        return 1.0
    left = IMAGE_MEMORY - window_bytes - canvas_bytes - kept
    return max(LEAST_CACHE_SCALE, min(1.0, left / scalable))


def fit_caches_to(window: object, canvas: object) -> float:
    """Scale the caches' budgets for ``window`` and ``canvas`` (surfaces); the scale."""
    def size(surface: object) -> int:
        return lru.surface_bytes(surface)  # type: ignore[arg-type]

    scale = cache_scale(size(window), 0 if canvas is window else size(canvas))
    lru.scale_budgets(scale)
    return scale


def pin_mmap_threshold() -> bool:
    """True if glibc accepted the fixed threshold."""
    if not sys.platform.startswith("linux"):
        return False
    try:
        libc = ctypes.CDLL("libc.so.6")
        return bool(libc.mallopt(M_MMAP_THRESHOLD, MMAP_THRESHOLD))
    except (OSError, AttributeError):
        return False


def give_back() -> bool:
    """Free what a scene that left the stack held and return the heap's free pages to
    the system: called when a scene leaves, where a few milliseconds go unnoticed.

    A scene sits in reference cycles (callbacks that know their scene), so without a
    full collection a finished table and its sprites wait for the next automatic one.
    ``malloc_trim`` then gives the freed pages back: over 21 demo games the resident
    set crept from 122 to 126 MB instead of from 125 to 132 MB."""
    gc.collect()
    if not sys.platform.startswith("linux"):
        return False
    try:
        return bool(ctypes.CDLL("libc.so.6").malloc_trim(0))
    except (OSError, AttributeError):
        return False


def freeze_what_lives() -> None:
    """Collect once, then set every object alive now (modules, classes, functions, the
    app being built) aside for good: later collections skip them. A scene change's
    collection then looks at the scenes' objects only — 0.5 ms instead of 6–10 ms
    for the 28,000 objects a running app holds, which made the frame that opens the
    next table cost 38 ms at 1920x1080 (``tools/benchmarks/bench_frames.py``). Called before any
    scene exists, so no scene's garbage is ever set aside."""
    gc.collect()
    gc.freeze()
