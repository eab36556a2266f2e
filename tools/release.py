"""Make a release: the wheel, the sdist, the one-folder app's archive and SHA256SUMS in
``dist/``, each checked; or only the checks that need no build.

    python tools/release.py              # build everything into dist/, then check it
    python tools/release.py --app        # only the one-folder app's archive and its sum
    python tools/release.py --check      # version, CHANGELOG, metainfo, URLs, workflow, Flatpak
    python tools/release.py --metainfo   # write the metainfo's <releases> from CHANGELOG.md
    python tools/release.py --next 0.3.0 # after tagging: the version becomes 0.3.0.dev0

The version lives in ``game/__init__.py`` only (the build reads it from there). A release
version (``0.2.0``) must be the newest dated section of ``CHANGELOG.md`` ("Keep a
Changelog" format) and the newest ``<release>`` of the metainfo, whose notes are those of
the CHANGELOG (``--metainfo`` writes them). Between releases the version is the next one
with ``.dev0``, so no build claims a released version; where git knows the tag
``v<version>`` and the checkout has moved past it, ``--check`` says to run ``--next``.
The whole procedure: docs/packaging.md, "Releases".
"""

from __future__ import annotations

import argparse
import hashlib
import json
import platform
import re
import shutil
import subprocess
import sys
import tarfile
import tomllib
import zipfile
from dataclasses import dataclass
from datetime import date
from pathlib import Path
from xml.etree import ElementTree
from xml.sax.saxutils import escape

ROOT = Path(__file__).resolve().parent.parent
VERSION_FILE = ROOT / "game" / "__init__.py"
CHANGELOG = ROOT / "CHANGELOG.md"
METAINFO = ROOT / "packaging" / "linux" / "de.stammtisch.Stammtisch.metainfo.xml"
WORKFLOW = ROOT / ".github" / "workflows" / "release.yml"
FLATPAK = ROOT / "packaging" / "flatpak" / "de.stammtisch.Stammtisch.yml"
NAME = "stammtisch"

VERSION_LINE = re.compile(r'^__version__ = "([^"]+)"$', re.MULTILINE)
#: a version this project uses: X.Y.Z, or X.Y.Z.devN between releases
VERSION = re.compile(r"^(\d+)\.(\d+)\.(\d+)(?:\.dev(\d+))?$")
SECTION = re.compile(r"^## \[([^\]]+)\](?: - (\d{4}-\d{2}-\d{2}))?$")
KINDS = ("Added", "Changed", "Deprecated", "Removed", "Fixed", "Security")
LINK_REF = re.compile(r"^\[([^\]]+)\]: (\S+)$")


@dataclass(frozen=True)
class Release:
    """One release as the CHANGELOG and the metainfo hold it: its notes are blocks,
    ``("p", text)`` for a paragraph and ``("li", text)`` for a list item."""

    version: str
    date: str
    notes: tuple[tuple[str, str], ...]


# --- the version ---------------------------------------------------------------------


def read_version(root: Path = ROOT) -> str:
    found = VERSION_LINE.search((root / "game" / "__init__.py").read_text(encoding="utf-8"))
    if not found:
        raise SystemExit("game/__init__.py has no line __version__ = \"…\"")
    return found.group(1)


def version_key(version: str) -> tuple[int, int, int, float]:
    """Sortable: ``0.3.0.dev0`` comes before ``0.3.0`` and after ``0.2.0``."""
    parts = VERSION.match(version)
    if not parts:
        raise ValueError(f"{version!r} is not a version like 1.2.3 or 1.2.3.dev0")
    major, minor, patch, dev = parts.groups()
    return int(major), int(minor), int(patch), float("inf") if dev is None else int(dev)


def is_release(version: str) -> bool:
    return ".dev" not in version


def set_version(version: str, root: Path = ROOT) -> None:
    path = root / "game" / "__init__.py"
    text = path.read_text(encoding="utf-8")
    path.write_text(VERSION_LINE.sub(f'__version__ = "{version}"', text), encoding="utf-8")


# --- the CHANGELOG -------------------------------------------------------------------


def plain(text: str) -> str:
    """Markdown emphasis, code and links as plain text (the metainfo's notes)."""
    text = re.sub(r"\[([^\]]+)\]\([^)]+\)", r"\1", text)
    return re.sub(r"[*_`]+([^*_`]+)[*_`]+", r"\1", text)


def parse_changelog(text: str) -> tuple[list[Release], list[str]]:
    """The dated releases of a "Keep a Changelog" file, newest first, and what is wrong
    with its form: a title, ``## [Unreleased]`` first, ``## [X.Y.Z] - YYYY-MM-DD``
    sections newest first with ``### Added`` etc. (or a paragraph) and ``- `` items, and
    a link for each section at the end."""
    problems: list[str] = []
    lines = text.splitlines()
    if not lines or lines[0] != "# Changelog":
        problems.append("CHANGELOG.md starts with '# Changelog'")
    sections: list[tuple[str, str | None, list[str]]] = []
    links: dict[str, str] = {}
    for number, line in enumerate(lines, 1):
        match = SECTION.match(line)
        if match:
            sections.append((match.group(1), match.group(2), []))
        elif LINK_REF.match(line):
            ref = LINK_REF.match(line)
            assert ref
            links[ref.group(1)] = ref.group(2)
        elif sections:
            sections[-1][2].append(line)
        elif line.startswith("## "):
            problems.append(f"CHANGELOG.md:{number}: a section is '## [X.Y.Z] - YYYY-MM-DD'")
    if not sections or sections[0][0] != "Unreleased" or sections[0][1] is not None:
        problems.append("CHANGELOG.md's first section is '## [Unreleased]'")
    releases: list[Release] = []
    for version, day, body in sections[1:]:
        where = f"CHANGELOG.md [{version}]"
        if not VERSION.match(version) or not is_release(version):
            problems.append(f"{where}: not a release version like 1.2.3")
            continue
        if day is None:
            problems.append(f"{where}: no date ('## [{version}] - YYYY-MM-DD')")
            continue
        try:
            date.fromisoformat(day)
        except ValueError:
            problems.append(f"{where}: {day} is not a date")
        notes, paragraph = [], []
        for line in body + [""]:
            if line.startswith("### "):
                if line[4:] not in KINDS:
                    problems.append(f"{where}: '{line}' is none of {', '.join(KINDS)}")
                notes.append(("p", line[4:] + ":"))
            elif line.startswith("- "):
                notes.append(("li", line[2:]))
            elif line.startswith("  ") and notes and notes[-1][0] == "li":
                notes[-1] = ("li", notes[-1][1] + " " + line.strip())
            elif line.strip():
                paragraph.append(line.strip())
            elif paragraph:
                notes.append(("p", " ".join(paragraph)))
                paragraph = []
        if not any(kind == "li" for kind, _ in notes):
            problems.append(f"{where}: no '- ' item says what changed")
        releases.append(Release(version, day, tuple((k, plain(t)) for k, t in notes)))
    keys = [version_key(r.version) for r in releases]
    if keys != sorted(keys, reverse=True) or len(set(keys)) != len(keys):
        problems.append("CHANGELOG.md's releases are not newest first, each once")
    days = [r.date for r in releases]
    if days != sorted(days, reverse=True):
        problems.append("CHANGELOG.md's dates do not go back in time")
    for version, _, _ in sections:
        if version not in links:
            problems.append(f"CHANGELOG.md has no link '[{version}]: …' at its end")
    return releases, problems


# --- the metainfo --------------------------------------------------------------------


def metainfo_releases(text: str) -> list[Release]:
    """The metainfo's ``<release>`` entries, newest first as written."""
    found = []
    for release in ElementTree.fromstring(text).iter("release"):
        notes: list[tuple[str, str]] = []
        description = release.find("description")
        for element in description if description is not None else ():
            if element.tag == "p":
                notes.append(("p", " ".join((element.text or "").split())))
            elif element.tag == "ul":
                notes += [("li", " ".join((item.text or "").split())) for item in element]
        found.append(Release(release.get("version", ""), release.get("date", ""),
                             tuple(notes)))
    return found


def releases_xml(releases: list[Release], indent: str = "  ") -> str:
    """The ``<releases>`` element for ``releases``, notes as ``<p>`` and ``<ul>``."""
    out = [f"{indent}<releases>"]
    for release in releases:
        out.append(f'{indent * 2}<release version="{release.version}" date="{release.date}">')
        out.append(f"{indent * 3}<description>")
        in_list = False
        for kind, text in release.notes:
            if kind == "li" and not in_list:
                out.append(f"{indent * 4}<ul>")
                in_list = True
            if kind == "p" and in_list:
                out.append(f"{indent * 4}</ul>")
                in_list = False
            tag_indent = indent * (5 if kind == "li" else 4)
            out.append(f"{tag_indent}<{kind}>{escape(text)}</{kind}>")
        if in_list:
            out.append(f"{indent * 4}</ul>")
        out.append(f"{indent * 3}</description>")
        out.append(f"{indent * 2}</release>")
    out.append(f"{indent}</releases>")
    return "\n".join(out)


def with_releases(metainfo: str, releases: list[Release]) -> str:
    """The metainfo text with its ``<releases>`` element made from ``releases`` and its
    screenshots taken from the newest release's tag."""
    block = re.compile(r"^  <releases>.*?</releases>$|^  <releases/>$", re.S | re.M)
    if not block.search(metainfo):
        raise ValueError("the metainfo has no <releases> element to replace")
    if releases:
        metainfo = re.sub(r"(<image>[^<]*/raw/)[^/<]+/", rf"\g<1>v{releases[0].version}/",
                          metainfo)
    return block.sub(lambda _: releases_xml(releases), metainfo, count=1)


# --- the checks that need no build ---------------------------------------------------


def project_urls(root: Path = ROOT) -> dict[str, str]:
    project = tomllib.loads((root / "pyproject.toml").read_text(encoding="utf-8"))["project"]
    return dict(project["urls"])


def version_problems(root: Path = ROOT) -> list[str]:
    """The version, the CHANGELOG and the metainfo tell the same story."""
    version = read_version(root)
    if not VERSION.match(version):
        return [f"game/__init__.py: {version!r} is not a version like 1.2.3 or 1.2.3.dev0"]
    releases, problems = parse_changelog((root / "CHANGELOG.md").read_text(encoding="utf-8"))
    metainfo_text = (root / METAINFO.relative_to(ROOT)).read_text(encoding="utf-8")
    listed = metainfo_releases(metainfo_text)
    if listed != releases:
        problems.append("the metainfo's <release> entries are not the CHANGELOG's releases "
                        "with their notes: python tools/release.py --metainfo")
    newest = releases[0].version if releases else None
    if is_release(version) and newest != version:
        problems.append(f"version {version} is not the CHANGELOG's newest release ({newest})")
    if not is_release(version) and newest and version_key(version) <= version_key(newest):
        problems.append(f"the development version {version} is not after the released "
                        f"{newest}: python tools/release.py --next X.Y.Z")
    return problems


def url_problems(root: Path = ROOT) -> list[str]:
    """Every address of the project is built on pyproject's ``[project.urls]`` (its one
    place): the README's clone command, the CHANGELOG's links, the metainfo's URLs and
    screenshots."""
    urls = project_urls(root)
    source = urls.get("Source", "").rstrip("/")
    problems = [f"[project.urls] lacks {key}" for key in
                ("Homepage", "Source", "Issues", "Changelog", "Documentation") if key not in urls]
    if not source:
        return problems
    readme = root / "README.md"
    if readme.is_file() and f"git clone {source} " not in readme.read_text(encoding="utf-8"):
        problems.append(f"the README's clone command is not 'git clone {source}'")
    changelog = (root / "CHANGELOG.md").read_text(encoding="utf-8")
    for line in changelog.splitlines():
        ref = LINK_REF.match(line)
        if ref and not ref.group(2).startswith(source + "/"):
            problems.append(f"CHANGELOG.md: [{ref.group(1)}] does not point into {source}")
    tree = ElementTree.fromstring((root / METAINFO.relative_to(ROOT)).read_text("utf-8"))
    wanted = {"homepage": urls.get("Homepage"), "bugtracker": urls.get("Issues"),
              "vcs-browser": source}
    for kind, address in wanted.items():
        found = [u.text for u in tree.iter("url") if u.get("type") == kind]
        if found != [address]:
            problems.append(f"the metainfo's <url type=\"{kind}\"> is {found}, not {address}")
    # the screenshots as the newest release has them (its tag holds them for good)
    releases, _ = parse_changelog(changelog)
    ref_name = f"v{releases[0].version}" if releases else "main"
    images = [i.text or "" for i in tree.iter("image")]
    if not images:
        problems.append("the metainfo shows no <screenshots>")
    for image in images:
        prefix = f"{source}/raw/{ref_name}/"
        if not image.startswith(prefix) or not (root / image[len(prefix):]).is_file():
            problems.append(f"the metainfo's screenshot {image} is not a file of the "
                            f"repository under {prefix}")
    return problems


def stale_problems(root: Path = ROOT) -> list[str]:
    """A release version whose tag git knows, while the checkout has moved past it: the
    builds made now would claim that release."""
    version = read_version(root)
    if not is_release(version) or not (root / ".git").exists() or not shutil.which("git"):
        return []
    tagged = subprocess.run(["git", "rev-list", "-n", "1", f"v{version}", "--"], cwd=root,
                            capture_output=True, text=True)
    head = subprocess.run(["git", "rev-parse", "HEAD"], cwd=root, capture_output=True,
                          text=True)
    if tagged.returncode != 0 or head.returncode != 0:
        return []
    if tagged.stdout.strip() != head.stdout.strip():
        return [f"v{version} is tagged and this checkout is past it: start the next "
                f"version (python tools/release.py --next X.Y.Z)"]
    return []


def workflow_problems(root: Path = ROOT) -> list[str]:
    """The release workflow against GitHub's workflow schema (check-jsonschema, which
    carries the schema: no network)."""
    workflow = root / WORKFLOW.relative_to(ROOT)
    if not workflow.is_file():
        return [f"{workflow.relative_to(root)} is missing"]
    done = subprocess.run([sys.executable, "-m", "check_jsonschema", "--builtin-schema",
                           "vendor.github-workflows", str(workflow)],
                          capture_output=True, text=True)
    if done.returncode != 0:
        return [f"{workflow.relative_to(root)}: " + (done.stdout + done.stderr).strip()]
    return []


def flatpak_problems(root: Path = ROOT) -> list[str]:
    """What can be checked of the Flatpak manifest without its runtime: flatpak-builder
    reads it (where installed) with no unknown property; the app id is the desktop
    files'; every requirement has a module whose files come from PyPI with a SHA-256,
    for the architectures flatpak builds; the files it installs exist."""
    manifest = root / FLATPAK.relative_to(ROOT)
    modules_file = manifest.parent / "python3-requirements.json"
    if not manifest.is_file() or not modules_file.is_file():
        return [f"{manifest.relative_to(root)} or its python3-requirements.json is missing"]
    problems = []
    if shutil.which("flatpak-builder"):
        shown = subprocess.run(["flatpak-builder", "--show-manifest", manifest.name],
                               cwd=manifest.parent, capture_output=True, text=True)
        if shown.returncode != 0 or "WARNING" in shown.stderr or "rror" in shown.stderr:
            problems.append("flatpak-builder --show-manifest: " + shown.stderr.strip())
    text = manifest.read_text(encoding="utf-8")
    app_id = re.search(r"^app-id: (\S+)$", text, re.M)
    if not app_id or not (root / "packaging" / "linux" / f"{app_id.group(1)}.desktop").is_file():
        problems.append("the manifest's app-id is not the desktop entry's id")
    for shipped in re.findall(r"install -Dm644 (\S+) ", text):
        if "$" not in shipped and not (root / shipped).is_file():
            problems.append(f"the manifest installs {shipped}, which is not there")
    modules = json.loads(modules_file.read_text(encoding="utf-8"))["modules"]
    names = {m["name"] for m in modules}
    lines = (line.split("#")[0].strip() for line in (root / "requirements.txt").open())
    for line in filter(None, lines):
        name = re.match(r"[A-Za-z0-9_.-]+", line)
        if name and f"python3-{name.group()}" not in names:
            problems.append(f"python3-requirements.json has no module for {line}")
    for module in modules:
        for source in module["sources"]:
            url = source.get("url", "")
            if not url.startswith("https://files.pythonhosted.org/packages/") \
                    or not re.fullmatch(r"[0-9a-f]{64}", source.get("sha256", "")):
                problems.append(f"{module['name']}: {url or source} is not a PyPI file "
                                "with its SHA-256")
            if not set(source.get("only-arches", [])) <= {"x86_64", "aarch64"}:
                problems.append(f"{module['name']}: {url} is for {source['only-arches']}")
            if re.search(r"-cp3\d+-", url) and "-cp312-" not in url:
                problems.append(f"{module['name']}: {url} is not for the runtime's Python 3.12")
    return problems


def source_checks(root: Path = ROOT) -> list[str]:
    return (version_problems(root) + url_problems(root) + stale_problems(root)
            + workflow_problems(root) + flatpak_problems(root))


# --- the build -----------------------------------------------------------------------


def platform_tag() -> str:
    """``linux-x86_64``, ``windows-amd64``, ``macos-arm64``: the app archive's system."""
    system = {"win32": "windows", "darwin": "macos"}.get(sys.platform, sys.platform)
    return f"{system}-{platform.machine().lower()}"


def app_archive(folder: Path, out: Path, version: str) -> Path:
    """``folder`` (the one-folder app) packed as ``stammtisch-<version>-<system>``:
    a zip on Windows, else a tar.gz; entries in name order, so the same folder packs to
    the same bytes."""
    base = out / f"{NAME}-{version}-{platform_tag()}"
    files = sorted(p for p in folder.rglob("*") if p.is_file() or p.is_symlink())
    if sys.platform == "win32":
        target = base.with_suffix(".zip")
        with zipfile.ZipFile(target, "w", zipfile.ZIP_DEFLATED) as archive:
            for path in files:
                archive.write(path, Path(NAME) / path.relative_to(folder))
        return target
    target = Path(f"{base}.tar.gz")
    with tarfile.open(target, "w:gz") as archive:
        for path in files:
            info = archive.gettarinfo(str(path), str(Path(NAME) / path.relative_to(folder)))
            info.uid = info.gid = 0
            info.uname = info.gname = ""
            info.mtime = 0
            if info.isfile():
                with path.open("rb") as data:
                    archive.addfile(info, data)
            else:
                archive.addfile(info)
    return target


def write_sums(out: Path) -> Path:
    """``SHA256SUMS`` for every file in ``out`` (the ``sha256sum -c`` format)."""
    lines = [f"{hashlib.sha256(p.read_bytes()).hexdigest()}  {p.name}"
             for p in sorted(out.iterdir()) if p.is_file() and p.name != "SHA256SUMS"]
    (out / "SHA256SUMS").write_text("\n".join(lines) + "\n", encoding="utf-8")
    return out / "SHA256SUMS"


def build(out: Path, work: Path, app_only: bool = False) -> Path:
    """The wheel and sdist (hatchling, no build isolation; not with ``app_only``), the
    frozen app and its archive, and the checksums, into ``out``; the app's folder."""
    sys.path.insert(0, str(ROOT / "packaging"))
    import freeze  # packaging/freeze.py, a script beside the spec

    out.mkdir(parents=True, exist_ok=True)
    for old in out.iterdir():
        if old.is_file():
            old.unlink()
    if not app_only:
        subprocess.run([sys.executable, "-m", "hatchling", "build", "-d", str(out)],
                       cwd=ROOT, check=True)
    exe = freeze.build(work / "app", work / "pyinstaller")
    app_archive(exe.parent, out, read_version())
    write_sums(out)
    return exe.parent


# --- the checks of the built files ---------------------------------------------------


def sum_problems(out: Path) -> list[str]:
    sums = out / "SHA256SUMS"
    if not sums.is_file():
        return ["dist/ has no SHA256SUMS"]
    problems = []
    listed = {}
    for line in sums.read_text(encoding="utf-8").splitlines():
        digest, _, name = line.partition("  ")
        listed[name] = digest
    for path in sorted(out.iterdir()):
        if path.name == "SHA256SUMS" or not path.is_file():
            continue
        if listed.get(path.name) != hashlib.sha256(path.read_bytes()).hexdigest():
            problems.append(f"SHA256SUMS does not hold {path.name}'s checksum")
    return problems + [f"SHA256SUMS names {n}, which is not there" for n in listed
                       if not (out / n).is_file()]


def distribution_problems(out: Path, version: str) -> list[str]:
    """The wheel and the sdist: named for the version, the sdist the whole source, and
    their metadata as PyPI renders it (``twine check --strict``)."""
    wheels = sorted(out.glob(f"{NAME}-*.whl"))
    sdists = sorted(s for s in out.glob(f"{NAME}-*.tar.gz")
                    if not re.search(r"-(linux|macos|windows)-", s.name))    # not the app
    problems = []
    if [w.name for w in wheels] != [f"{NAME}-{version}-py3-none-any.whl"]:
        problems.append(f"dist/ holds the wheels {[w.name for w in wheels]}, not one of {version}")
    if [s.name for s in sdists] != [f"{NAME}-{version}.tar.gz"]:
        problems.append(f"dist/ holds the sdists {[s.name for s in sdists]}, not one of {version}")
    if problems:
        return problems
    with tarfile.open(sdists[0]) as sdist:
        names = {Path(n).relative_to(f"{NAME}-{version}").as_posix()
                 for n in sdist.getnames() if "/" in n}
    for needed in ("mkdocs.yml", ".ci/run", "CHANGELOG.md", "hatch_build.py",
                   "tests/conftest.py", "packaging/stammtisch.spec", "LICENSE"):
        if needed not in names:
            problems.append(f"the sdist lacks {needed}")
    metadata = zipfile.ZipFile(wheels[0]).read(
        f"{NAME}-{version}.dist-info/METADATA").decode("utf-8")
    if f"\nVersion: {version}\n" not in metadata:
        problems.append(f"the wheel's metadata does not say Version: {version}")
    problems += description_problems(metadata)
    done = subprocess.run([sys.executable, "-m", "twine", "check", "--strict",
                           str(wheels[0]), str(sdists[0])], capture_output=True, text=True)
    if done.returncode != 0:
        problems.append("twine check --strict: " + (done.stdout + done.stderr).strip())
    return problems


def description_problems(metadata: str) -> list[str]:
    """The long description (after the metadata's headers) has no relative link left."""
    body = metadata.partition("\n\n")[2]
    relative = [t for t in re.findall(r"\]\(([^)\s]+)\)", body)
                if not re.match(r"[a-z][a-z0-9+.-]*:", t) and not t.startswith("#")]
    return [f"the PyPI description links to {t}, relative" for t in relative]


def app_problems(folder: Path, version: str) -> list[str]:
    """The frozen app: its licences, and it says its version."""
    sys.path.insert(0, str(ROOT / "packaging"))
    import licenses  # packaging/licenses.py

    problems = licenses.check(folder)
    if sys.platform == "win32":     # built without a console: --version prints nowhere
        return problems
    exe = folder / NAME
    said = subprocess.run([str(exe), "--version"], capture_output=True, text=True, timeout=60)
    if said.stdout.strip() != f"{NAME} {version}":
        problems.append(f"the app says {said.stdout.strip()!r}, not '{NAME} {version}'")
    return problems


# --- the command ---------------------------------------------------------------------


def next_version(number: str, root: Path = ROOT) -> str:
    """After a release: ``number`` with ``.dev0`` becomes the version, after the last."""
    if not re.fullmatch(r"\d+\.\d+\.\d+", number):
        raise SystemExit(f"--next takes the next release's number like 0.3.0, not {number!r}")
    current = read_version(root)
    if version_key(number) <= version_key(current):
        raise SystemExit(f"{number} is not after {current}")
    set_version(f"{number}.dev0", root)
    return f"{number}.dev0"


def report(problems: list[str]) -> int:
    for problem in problems:
        print(f"release: {problem}", file=sys.stderr)
    return 1 if problems else 0


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    what = parser.add_mutually_exclusive_group()
    what.add_argument("--check", action="store_true", help="only the checks that need no build")
    what.add_argument("--metainfo", action="store_true",
                      help="write the metainfo's <releases> from CHANGELOG.md")
    what.add_argument("--next", metavar="X.Y.Z", help="start the next version (X.Y.Z.dev0)")
    parser.add_argument("--app", action="store_true",
                        help="only the one-folder app's archive (the workflow on Windows and "
                        "macOS; the wheel and sdist come from Linux)")
    parser.add_argument("--dist", type=Path, default=ROOT / "dist", help="output folder")
    parser.add_argument("--work", type=Path, default=ROOT / "build" / "release",
                        help="work folder (the app is frozen there)")
    args = parser.parse_args(argv)
    if args.next:
        print(f"the version is now {next_version(args.next)}; add what changes under "
              "## [Unreleased] in CHANGELOG.md")
        return 0
    if args.metainfo:
        releases, problems = parse_changelog(CHANGELOG.read_text(encoding="utf-8"))
        if problems:
            return report(problems)
        METAINFO.write_text(with_releases(METAINFO.read_text(encoding="utf-8"), releases),
                            encoding="utf-8")
        print(f"wrote {len(releases)} releases into {METAINFO.relative_to(ROOT)}")
        return 0
    problems = source_checks()
    if args.check or problems:
        if not problems:
            print(f"version {read_version()}: CHANGELOG, metainfo, addresses, workflow "
                  "and Flatpak manifest agree")
        return report(problems)
    version = read_version()
    folder = build(args.dist.resolve(), args.work.resolve(), app_only=args.app)
    problems = app_problems(folder, version) + sum_problems(args.dist)
    if not args.app:
        problems += distribution_problems(args.dist, version)
    if not problems:
        for path in sorted(args.dist.iterdir()):
            print(f"{path.stat().st_size / 1e6:8.1f} MB  {path.name}")
    return report(problems)


if __name__ == "__main__":
    sys.exit(main())
