"""Build the one-folder app (no Python needed to run it) with PyInstaller.

    python packaging/freeze.py                 # dist/stammtisch/stammtisch
    python packaging/freeze.py --check         # … and play a headless demo with it
    python packaging/freeze.py --dist DIR --work DIR

Needs PyInstaller (``pip install pyinstaller`` or ``pip install .[freeze]``) in the
environment that has the game's dependencies (``requirements.txt``: checked before
building, since PyInstaller would leave out what is missing and build an app that fails
at its first start); the spec is ``packaging/stammtisch.spec`` and builds for the system
it runs on (Linux, Windows, macOS). The app carries the licences of everything it
bundles in ``licenses/`` (``packaging/licenses.py``); ``--check`` checks them too.
"""

from __future__ import annotations

import argparse
import os
import subprocess
import sys
import tempfile
import time
from importlib import metadata
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))
import licenses  # noqa: E402

ROOT = Path(__file__).resolve().parent.parent
SPEC = ROOT / "packaging" / "stammtisch.spec"
NAME = "stammtisch"


def program(dist: Path) -> Path:
    """The frozen program in the output folder ``dist``."""
    return dist / NAME / (NAME + (".exe" if sys.platform == "win32" else ""))


def missing_requirements(requirements: Path = ROOT / "requirements.txt") -> list[str]:
    """The game's requirements this environment lacks or has in a version outside the
    range, each with what was found; PyInstaller itself too."""
    try:
        from packaging.requirements import Requirement  # PyInstaller depends on it
    except ImportError:
        return ["the Python package 'packaging' (PyInstaller brings it): pip install pyinstaller"]
    lines = [line.split("#")[0].strip() for line in requirements.read_text().splitlines()]
    problems = []
    for wanted in [Requirement(line) for line in lines if line] + [Requirement("pyinstaller>=6")]:
        try:
            found = metadata.version(wanted.name)
        except metadata.PackageNotFoundError:
            problems.append(f"{wanted} (not installed)")
            continue
        if not wanted.specifier.contains(found, prereleases=True):
            problems.append(f"{wanted} (installed: {found})")
    return problems


def build(dist: Path, work: Path) -> Path:
    """Run PyInstaller on the spec; the frozen program. Refuses, saying what is missing,
    in an environment without the game's dependencies."""
    missing = missing_requirements()
    if missing:
        raise SystemExit("cannot build the app: this Python lacks " + "; ".join(missing)
                         + f"\n(install them: {sys.executable} -m pip install -r "
                         "requirements.txt pyinstaller)")
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
        problems = licenses.check(exe.parent)
        for problem in problems:
            print(problem, file=sys.stderr)
        if problems:
            return 1
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
