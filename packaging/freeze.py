"""Build the one-folder app (no Python needed to run it) with PyInstaller.

    python packaging/freeze.py                 # dist/stammtisch/stammtisch
    python packaging/freeze.py --check         # … and play a headless demo with it
    python packaging/freeze.py --dist DIR --work DIR

Needs PyInstaller (``pip install pyinstaller`` or ``pip install .[freeze]``) in the
environment that has the game's dependencies; the spec is ``packaging/stammtisch.spec``
and builds for the system it runs on (Linux, Windows, macOS).
"""

from __future__ import annotations

import argparse
import os
import subprocess
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
SPEC = ROOT / "packaging" / "stammtisch.spec"
NAME = "stammtisch"


def program(dist: Path) -> Path:
    """The frozen program in the output folder ``dist``."""
    return dist / NAME / (NAME + (".exe" if sys.platform == "win32" else ""))


def build(dist: Path, work: Path) -> Path:
    """Run PyInstaller on the spec; the frozen program."""
    subprocess.run([sys.executable, "-m", "PyInstaller", "--noconfirm", "--clean",
                    "--log-level", "WARN", "--distpath", str(dist), "--workpath", str(work),
                    str(SPEC)], check=True, cwd=ROOT)
    return program(dist)


def folder_size(folder: Path) -> int:
    """Bytes in ``folder`` (a symbolic link counts as its target, once)."""
    return sum(p.stat().st_size for p in folder.rglob("*") if p.is_file() and not p.is_symlink())


def demo(exe: Path, screenshot: Path, home: Path) -> subprocess.CompletedProcess[str]:
    """The frozen program plays a four-player demo headless, from another folder, with
    no Python on its path; its data goes to ``home``."""
    env = {k: v for k, v in os.environ.items()
           if not k.startswith("PYTHON") and k != "STAMMTISCH_HOME"}
    env.update(SDL_VIDEODRIVER="dummy", SDL_AUDIODRIVER="dummy", XDG_DATA_HOME=str(home))
    return subprocess.run([str(exe), "--demo", "zwicker", "--players", "4", "--fast",
                           "--exit-at-end", "--screenshot", str(screenshot)],
                          cwd=screenshot.parent, env=env, capture_output=True, text=True,
                          timeout=300)


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--dist", type=Path, default=ROOT / "dist", help="output folder")
    parser.add_argument("--work", type=Path, default=ROOT / "build" / "pyinstaller",
                        help="PyInstaller's work folder")
    parser.add_argument("--check", action="store_true",
                        help="then play a headless demo with the frozen program")
    args = parser.parse_args(argv)
    started = time.perf_counter()
    exe = build(args.dist.resolve(), args.work.resolve())
    seconds = time.perf_counter() - started
    size = folder_size(exe.parent) / 1e6
    print(f"built {exe} in {seconds:.0f} s; the folder holds {size:.0f} MB")
    if args.check:
        with tempfile.TemporaryDirectory() as scratch:
            shot = Path(scratch) / "demo.png"
            started = time.perf_counter()
            done = demo(exe, shot, Path(scratch) / "data")
            print(done.stdout + done.stderr, end="")
            if done.returncode != 0 or not shot.is_file() or "warning:" in done.stderr:
                print(f"the demo failed (exit code {done.returncode})", file=sys.stderr)
                return 1
            print(f"the demo played to the end in {time.perf_counter() - started:.1f} s")
    return 0


if __name__ == "__main__":
    sys.exit(main())
