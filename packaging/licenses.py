"""The licence texts the one-folder app carries in ``licenses/`` beside its program.

    python packaging/licenses.py --refresh     # rewrite packaging/licenses/ (Debian only)
    python packaging/licenses.py FOLDER        # check a built app's folder

What goes in (``collect``, called by ``packaging/stammtisch.spec`` after the build):

- ``stammtisch/LICENSE``: the game's own (MIT);
- ``python/LICENSE.txt``: CPython's, from the interpreter that built the app (it covers
  the parts of other projects CPython itself contains);
- ``python-packages/<distribution>/``: every bundled Python distribution's licence files,
  found in its installed metadata (``License-File`` and the usual names, e.g. pygame-ce's
  ``LGPL.txt``);
- ``libraries/<project>.txt``: for every bundled shared library (SDL and its codecs,
  OpenSSL, zlib …) its project's copyright and licence, from ``packaging/licenses/``;
- ``README.txt``: which file covers which part.

``packaging/licenses/`` holds one text per library project, made by ``--refresh`` from
the Debian packages' ``/usr/share/doc/<package>/copyright`` files (the same upstream
projects as the libraries pygame-ce's wheel bundles; Debian's version may be a little
older, the licences are the same), and the common licences they refer to. A library the
table below does not know makes the check fail: add it to ``LIBRARIES`` and refresh.
"""

from __future__ import annotations

import argparse
import re
import shutil
import sys
import sysconfig
from collections.abc import Iterable
from importlib import metadata
from pathlib import Path

HERE = Path(__file__).resolve().parent
ROOT = HERE.parent
TEXTS = HERE / "licenses"
FOLDER = "licenses"

#: shared library (its file name's stem without "lib" and version, lower case) ->
#: (project, Debian package whose copyright file describes it). The GCC runtime and
#: libpython come from the compiler and the interpreter.
LIBRARIES: dict[str, tuple[str, str]] = {
    "sdl2": ("SDL2", "libsdl2-2.0-0"),
    "sdl2_image": ("SDL2_image", "libsdl2-image-2.0-0"),
    "sdl2_mixer": ("SDL2_mixer", "libsdl2-mixer-2.0-0"),
    "sdl2_ttf": ("SDL2_ttf", "libsdl2-ttf-2.0-0"),
    "flac": ("FLAC", "libflac12"),
    "fluidsynth": ("FluidSynth", "libfluidsynth3"),
    "freetype": ("FreeType", "libfreetype6"),
    "harfbuzz": ("HarfBuzz", "libharfbuzz0b"),
    "brotlicommon": ("Brotli", "libbrotli1"),
    "brotlidec": ("Brotli", "libbrotli1"),
    "jpeg": ("libjpeg-turbo", "libjpeg62-turbo"),
    "mpg123": ("mpg123", "libmpg123-0"),
    "ogg": ("Ogg", "libogg0"),
    "opus": ("Opus", "libopus0"),
    "opusfile": ("opusfile", "libopusfile0"),
    "png16": ("libpng", "libpng16-16"),
    "sndfile": ("libsndfile", "libsndfile1"),
    "tiff": ("LibTIFF", "libtiff6"),
    "vorbis": ("Vorbis", "libvorbis0a"),
    "vorbisenc": ("Vorbis", "libvorbis0a"),
    "vorbisfile": ("Vorbis", "libvorbis0a"),
    "wavpack": ("WavPack", "libwavpack1"),
    "webp": ("WebP", "libwebp7"),
    "webpdemux": ("WebP", "libwebp7"),
    "sharpyuv": ("WebP", "libwebp7"),
    "xmp": ("libxmp", "libxmp4"),
    "crypto": ("OpenSSL", "libssl3"),
    "ssl": ("OpenSSL", "libssl3"),
    "ffi": ("libffi", "libffi8"),
    "bz2": ("bzip2", "libbz2-1.0"),
    "lzma": ("XZ Utils", "liblzma5"),
    "z": ("zlib", "zlib1g"),
    "uuid": ("util-linux libuuid", "libuuid1"),
    "gcc_s": ("GCC runtime", "libgcc-s1"),
    "stdc++": ("GCC runtime", "libstdc++6"),
}
#: libraries that are CPython itself (covered by python/LICENSE.txt)
PYTHON_LIBRARY = re.compile(r"^(lib)?python\d")
COMMON = re.compile(r"/usr/share/common-licenses/([A-Za-z][A-Za-z0-9+-]*(?:\.\d+)?)")
LICENCE_NAME = re.compile(r"^(LICEN[CS]E|COPYING|NOTICE|AUTHORS|(L?GPL))", re.IGNORECASE)


def library_key(name: str) -> str | None:
    """``libSDL2_mixer-2-6719e6f6.0.so.0.800.2`` -> ``sdl2_mixer``; None for a Python
    extension module (the distribution's licence covers it) or a non-library."""
    if ".cpython-" in name or name.endswith(".pyd") or ".abi3." in name:
        return None
    if not re.search(r"\.(so(\.\d+)*|dll|dylib)$", name, re.IGNORECASE) \
            and not re.search(r"\.so\.", name):
        return None
    stem = name.split(".")[0].lower()
    stem = re.sub(r"-[0-9a-f]{8}$", "", stem)          # auditwheel's hash
    stem = re.sub(r"(-\d+)+$", "", stem)              # -2, -3 (Windows: SDL2-2, libssl-3)
    return stem.removeprefix("lib")


def project_file(project: str) -> str:
    return re.sub(r"[^A-Za-z0-9.+-]+", "-", project) + ".txt"


def bundled_libraries(bundle: Path) -> dict[str, list[str]]:
    """The shared libraries in a built app: key (see :func:`library_key`) -> file names."""
    found: dict[str, list[str]] = {}
    for path in sorted(bundle.rglob("*")):
        if path.is_file() or path.is_symlink():
            key = library_key(path.name)
            if key is not None:
                found.setdefault(key, []).append(path.name)
    return found


def distribution_licences(dist: metadata.Distribution) -> list[Path]:
    """A distribution's licence files as installed: its ``License-File`` entries and any
    file whose name starts like a licence (``LICENSE``, ``COPYING``, ``LGPL.txt`` …)."""
    files = [Path(str(dist.locate_file(f))) for f in dist.files or ()
             if LICENCE_NAME.match(Path(str(f)).name) and not str(f).endswith(".py")]
    return sorted({p for p in files if p.is_file()})


def distributions_of(modules: Iterable[str]) -> dict[str, metadata.Distribution]:
    """The installed distributions the top-level ``modules`` come from (the standard
    library comes from none)."""
    owners = metadata.packages_distributions()
    found: dict[str, metadata.Distribution] = {}
    for module in sorted(set(modules)):
        for name in owners.get(module, ()):
            dist = metadata.distribution(name)
            found[dist.metadata["Name"]] = dist
    return found


def python_licence() -> Path:
    """CPython's LICENSE.txt of the running interpreter (beside the standard library,
    or at the installation's top on Windows)."""
    for place in (Path(sysconfig.get_paths()["stdlib"]) / "LICENSE.txt",
                  Path(sys.base_prefix) / "LICENSE.txt"):
        if place.is_file():
            return place
    raise FileNotFoundError("CPython's LICENSE.txt was not found beside the standard library")


def collect(bundle: Path, modules: Iterable[str]) -> list[str]:
    """Write ``bundle/licenses/`` for an app built from ``modules`` (top-level import
    names); the problems found (an empty list when every part has its licence)."""
    target = bundle / FOLDER
    shutil.rmtree(target, ignore_errors=True)
    target.mkdir(parents=True)
    problems: list[str] = []
    index = ["Licences of Stammtisch and of everything this folder bundles.", ""]
    (target / "stammtisch").mkdir()
    shutil.copy(ROOT / "LICENSE", target / "stammtisch" / "LICENSE")
    index.append("stammtisch/LICENSE: the game (MIT)")
    (target / "python").mkdir()
    shutil.copy(python_licence(), target / "python" / "LICENSE.txt")
    index.append(f"python/LICENSE.txt: CPython {sysconfig.get_python_version()}")

    index += ["", "Python packages (python-packages/<name>/):"]
    for name, dist in distributions_of(modules).items():
        texts = distribution_licences(dist)
        folder = target / "python-packages" / name
        folder.mkdir(parents=True)
        for licence_file in texts:
            shutil.copy(licence_file, folder / licence_file.name)
        licence = (dist.metadata.get_all("License-Expression")
                   or dist.metadata.get_all("License") or [""])[0]
        index.append(f"  {name} {dist.version}: {licence.splitlines()[0] if licence else '?'}"
                     f" ({', '.join(t.name for t in texts) or 'no licence file'})")
        if not texts:
            problems.append(f"the Python package {name} installed no licence file")

    index += ["", "Shared libraries (libraries/<project>.txt):"]
    (target / "libraries").mkdir()
    for key, names in bundled_libraries(bundle).items():
        if PYTHON_LIBRARY.match(names[0]) or key.startswith("python"):
            index.append(f"  {', '.join(names)}: CPython, see python/LICENSE.txt")
            continue
        if key not in LIBRARIES:
            problems.append(f"no licence text known for the bundled library {names[0]}: "
                            "add it to LIBRARIES in packaging/licenses.py")
            continue
        project = LIBRARIES[key][0]
        source = TEXTS / project_file(project)
        shutil.copy(source, target / "libraries" / source.name)
        for common in sorted(set(COMMON.findall(source.read_text(encoding="utf-8")))):
            if (TEXTS / "common" / common).is_file():
                (target / "libraries" / "common").mkdir(exist_ok=True)
                shutil.copy(TEXTS / "common" / common, target / "libraries" / "common" / common)
        index.append(f"  {', '.join(sorted(set(names)))}: {project}, "
                     f"libraries/{source.name}")
    (target / "README.txt").write_text("\n".join(index) + "\n", encoding="utf-8")
    return problems


def check(bundle: Path) -> list[str]:
    """What a built app's ``licenses/`` lacks: the game's, CPython's, a text for each
    Python package it lists and for each shared library that is in the folder."""
    target = bundle / FOLDER
    if not (target / "README.txt").is_file():
        return [f"{target} has no README.txt: the licences were not collected"]
    problems = [f"{FOLDER}/{part} is missing or empty"
                for part in ("stammtisch/LICENSE", "python/LICENSE.txt")
                if not (target / part).is_file() or not (target / part).stat().st_size]
    if (target / "stammtisch" / "LICENSE").is_file() and \
            (target / "stammtisch" / "LICENSE").read_bytes() != (ROOT / "LICENSE").read_bytes():
        problems.append("licenses/stammtisch/LICENSE is not the game's LICENSE")
    packages = target / "python-packages"
    for folder in sorted(packages.iterdir()) if packages.is_dir() else ():
        if not any(folder.iterdir()):
            problems.append(f"no licence text for the Python package {folder.name}")
    for key, names in bundled_libraries(bundle).items():
        if PYTHON_LIBRARY.match(names[0]) or key.startswith("python"):
            continue
        project = LIBRARIES.get(key, (None,))[0]
        if project is None or not (target / "libraries" / project_file(project)).is_file():
            problems.append(f"no licence text for the bundled library {names[0]}")
    for text in (target / "libraries").glob("*.txt") if (target / "libraries").is_dir() else ():
        for common in set(COMMON.findall(text.read_text(encoding="utf-8"))):
            if (TEXTS / "common" / common).is_file() and \
                    not (target / "libraries" / "common" / common).is_file():
                problems.append(f"{text.name} refers to {common}, which is not in the folder")
    return problems


def refresh(docs: Path = Path("/usr/share/doc"),
            common: Path = Path("/usr/share/common-licenses")) -> None:
    """Rewrite ``packaging/licenses/`` from the Debian packages' copyright files (the
    packages must be installed; their libraries need not be the bundled ones)."""
    shutil.rmtree(TEXTS, ignore_errors=True)
    (TEXTS / "common").mkdir(parents=True)
    needed: set[str] = set()
    for project, package in sorted(set(LIBRARIES.values())):
        copyright_file = docs / package / "copyright"
        text = copyright_file.read_text(encoding="utf-8")
        header = (f"{project}: copyright and licence, as Debian's package {package} states "
                  f"them ({copyright_file}).\n"
                  "Texts it names under /usr/share/common-licenses/ are in common/.\n\n")
        (TEXTS / project_file(project)).write_text(header + text, encoding="utf-8")
        needed |= set(COMMON.findall(text))
    for name in sorted(needed):
        if (common / name).is_file() and not (common / name).is_symlink():
            shutil.copy(common / name, TEXTS / "common" / name)
        elif (common / name).is_symlink():
            shutil.copy((common / name).resolve(), TEXTS / "common" / name)


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("folder", nargs="?", type=Path, help="a built app's folder to check")
    parser.add_argument("--refresh", action="store_true",
                        help="rewrite packaging/licenses/ from Debian's copyright files")
    args = parser.parse_args(argv)
    if args.refresh:
        refresh()
        print(f"wrote {len(list(TEXTS.rglob('*.txt')))} texts to {TEXTS}")
    if args.folder:
        problems = check(args.folder)
        for problem in problems:
            print(problem, file=sys.stderr)
        return 1 if problems else 0
    return 0


if __name__ == "__main__":
    sys.exit(main())
