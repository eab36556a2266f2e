"""The release procedure (``tools/release.py``): one version tied to the CHANGELOG and the
metainfo, the project's addresses from one place, the workflow's syntax, the licences the
one-folder app carries (``packaging/licenses.py``, on a small fake folder here; the real
build is ``test_freeze.py``), the archives and checksums, the PyPI page as twine checks
it, and the suite passing from an unpacked sdist without git."""

from __future__ import annotations

import importlib.util
import json
import os
import shutil
import subprocess
import sys
import tarfile
import venv
from pathlib import Path
from types import ModuleType

import pytest

import game

ROOT = Path(__file__).resolve().parent.parent


def _load(path: Path, name: str) -> ModuleType:
    spec = importlib.util.spec_from_file_location(name, path)
    assert spec and spec.loader
    module = importlib.util.module_from_spec(spec)
    sys.modules[name] = module
    spec.loader.exec_module(module)
    return module


release = _load(ROOT / "tools" / "release.py", "_stammtisch_release")
licenses = _load(ROOT / "packaging" / "licenses.py", "_stammtisch_licenses")


def _project_copy(tmp_path: Path) -> Path:
    """The files the source checks read, copied into a scratch project."""
    for part in ("game/__init__.py", "CHANGELOG.md", "pyproject.toml", "README.md",
                 "packaging/linux/de.stammtisch.Stammtisch.metainfo.xml",
                 ".github/workflows/release.yml", "docs/screenshots", "packaging/flatpak",
                 "packaging/linux/de.stammtisch.Stammtisch.desktop", "requirements.txt",
                 "sprites/icons/app"):
        target = tmp_path / part
        target.parent.mkdir(parents=True, exist_ok=True)
        if (ROOT / part).is_dir():
            shutil.copytree(ROOT / part, target)
        else:
            shutil.copy(ROOT / part, target)
    return tmp_path


def _edit(path: Path, old: str, new: str) -> None:
    text = path.read_text(encoding="utf-8")
    assert old in text, old
    path.write_text(text.replace(old, new), encoding="utf-8")


# --- the version, the CHANGELOG, the metainfo ----------------------------------------


def test_the_version_changelog_and_metainfo_tell_one_story():
    assert release.read_version() == game.__version__
    assert release.version_problems() == []
    assert release.url_problems() == []
    assert release.stale_problems() == []
    releases, problems = release.parse_changelog((ROOT / "CHANGELOG.md").read_text("utf-8"))
    assert problems == []
    if release.is_release(game.__version__):
        assert releases[0].version == game.__version__


def test_the_metainfo_notes_are_the_changelogs():
    releases, _ = release.parse_changelog((ROOT / "CHANGELOG.md").read_text("utf-8"))
    assert releases and any(kind == "li" for kind, _ in releases[0].notes)
    xml = f"<component>{release.releases_xml(releases)}</component>"
    assert release.metainfo_releases(xml) == releases
    shipped = release.METAINFO.read_text(encoding="utf-8")
    assert release.with_releases(shipped, releases) == shipped, \
        "python tools/release.py --metainfo"


def test_changed_notes_in_the_metainfo_are_found(tmp_path):
    root = _project_copy(tmp_path)
    _edit(root / "packaging/linux/de.stammtisch.Stammtisch.metainfo.xml",
          "<li>English and German throughout.</li>", "<li>English only.</li>")
    assert any("--metainfo" in p for p in release.version_problems(root))


@pytest.mark.parametrize(("old", "new", "complaint"), [
    ("## [Unreleased]\n", "", "first section is '## [Unreleased]'"),
    ("## [0.2.0] - 2026-12-04", "## [0.2.0]", "no date"),
    ("The first release.\n\n### Added", "The first release.\n\n### New", "none of Added"),
    ("[0.2.0]: https", "[0.1.9]: https", "no link '[0.2.0]"),
    ("# Changelog", "# Changes", "starts with '# Changelog'"),
    ("## [0.2.0] - 2026-12-04", "## [0.2] - 2026-12-04", "not a release version"),
])
def test_a_changelog_out_of_form_is_refused(old, new, complaint):
    text = (ROOT / "CHANGELOG.md").read_text(encoding="utf-8")
    assert old in text
    _, problems = release.parse_changelog(text.replace(old, new, 1))
    assert any(complaint in p for p in problems), problems


def test_releases_newest_first_and_each_with_items():
    text = ("# Changelog\n\n## [Unreleased]\n\n## [0.1.0] - 2026-11-01\n\n- one\n\n"
            "## [0.2.0] - 2026-12-01\n\nWords only.\n\n"
            "[Unreleased]: x\n[0.1.0]: x\n[0.2.0]: x\n")
    _, problems = release.parse_changelog(text)
    assert any("newest first" in p for p in problems)
    assert any("[0.2.0]: no '- ' item" in p for p in problems)


def test_a_release_version_needs_its_changelog_section_and_a_dev_version_comes_after(tmp_path):
    root = _project_copy(tmp_path)
    released = release.parse_changelog((root / "CHANGELOG.md").read_text("utf-8"))[0][0]
    release.set_version("9.9.9", root)
    assert any("not the CHANGELOG's newest release" in p for p in release.version_problems(root))
    release.set_version(f"{released.version}.dev0", root)
    assert any("is not after" in p for p in release.version_problems(root))
    release.set_version(released.version, root)
    assert release.version_problems(root) == []
    assert release.next_version("99.0.0", root) == "99.0.0.dev0"
    assert release.read_version(root) == "99.0.0.dev0"
    assert release.version_problems(root) == []     # a dev version needs no section
    with pytest.raises(SystemExit, match="is not after"):
        release.next_version("0.0.1", root)
    with pytest.raises(SystemExit, match="like 0.3.0"):
        release.next_version("0.3", root)


def test_version_order():
    order = ["0.1.0", "0.2.0.dev0", "0.2.0.dev3", "0.2.0", "0.10.0"]
    assert sorted(order, key=release.version_key) == order
    with pytest.raises(ValueError):
        release.version_key("0.2.0rc1")


@pytest.mark.skipif(not shutil.which("git"), reason="git is not installed")
def test_a_checkout_past_its_release_tag_must_start_the_next_version(tmp_path):
    root = _project_copy(tmp_path)
    release.set_version("0.2.0", root)
    git = ["git", "-c", "user.name=t", "-c", "user.email=t@t", "-c", "commit.gpgsign=false"]
    subprocess.run([*git, "init", "-q"], cwd=root, check=True)
    subprocess.run([*git, "add", "-A"], cwd=root, check=True)
    subprocess.run([*git, "commit", "-qm", "release"], cwd=root, check=True)
    subprocess.run([*git, "tag", "v0.2.0"], cwd=root, check=True)
    assert release.stale_problems(root) == []
    (root / "new.txt").write_text("more work")
    subprocess.run([*git, "add", "-A"], cwd=root, check=True)
    subprocess.run([*git, "commit", "-qm", "more"], cwd=root, check=True)
    assert any("--next" in p for p in release.stale_problems(root))
    release.next_version("0.3.0", root)
    assert release.stale_problems(root) == []


# --- addresses and the workflow ------------------------------------------------------


def test_every_address_comes_from_pyprojects_urls(tmp_path):
    root = _project_copy(tmp_path)
    assert release.url_problems(root) == []
    _edit(root / "packaging/linux/de.stammtisch.Stammtisch.metainfo.xml",
          '<url type="bugtracker">https://github.com/', '<url type="bugtracker">https://example.org/')
    _edit(root / "CHANGELOG.md", "[0.2.0]: https://github.com/", "[0.2.0]: https://example.org/")
    _edit(root / "README.md", "git clone https://github.com/", "git clone https://example.org/")
    problems = release.url_problems(root)
    assert any("clone command" in p for p in problems)
    assert any("bugtracker" in p for p in problems)
    assert any("[0.2.0] does not point" in p for p in problems)


def test_the_metainfo_screenshots_are_shipped_files(tmp_path):
    root = _project_copy(tmp_path)
    _edit(root / "packaging/linux/de.stammtisch.Stammtisch.metainfo.xml",
          "docs/screenshots/zwicker.png", "docs/screenshots/nothing.png")
    assert any("nothing.png" in p for p in release.url_problems(root))


def test_the_release_workflow_is_a_valid_workflow(tmp_path):
    pytest.importorskip("check_jsonschema", reason="check-jsonschema is in requirements-test.txt")
    assert release.workflow_problems() == []
    root = _project_copy(tmp_path)
    _edit(root / ".github/workflows/release.yml", "runs-on:", "runs_on:")
    assert release.workflow_problems(root), "a misspelt key is found"


def test_the_flatpak_manifest_holds_together(tmp_path):
    """What can be checked without the Flatpak runtime (flatpak-builder reads the
    manifest where it is installed)."""
    assert release.flatpak_problems() == []
    root = _project_copy(tmp_path)
    modules = root / "packaging/flatpak/python3-requirements.json"
    data = json.loads(modules.read_text(encoding="utf-8"))
    for module in data["modules"]:
        if module["name"] == "python3-segno":
            module["sources"][0]["sha256"] = "0" * 63
        if module["name"] == "python3-aiohttp":
            module["name"] = "python3-other"
    modules.write_text(json.dumps(data), encoding="utf-8")
    _edit(root / "packaging/flatpak/de.stammtisch.Stammtisch.yml",
          "sprites/icons/app/stammtisch-${size}.png", "sprites/icons/app/stammtisch-${size}.png "
          "x && install -Dm644 packaging/linux/missing.desktop")
    problems = release.flatpak_problems(root)
    assert any("python3-segno" in p and "SHA-256" in p for p in problems), problems
    assert any("no module for aiohttp" in p for p in problems)
    assert any("missing.desktop" in p for p in problems)
    if shutil.which("flatpak-builder"):
        _edit(root / "packaging/flatpak/de.stammtisch.Stammtisch.yml", "finish-args:",
              "finish-argz:")
        assert any("--show-manifest" in p for p in release.flatpak_problems(root))


# --- archives and checksums ----------------------------------------------------------


def test_the_app_archive_is_reproducible_and_the_sums_check(tmp_path):
    folder = tmp_path / "app"
    (folder / "_internal").mkdir(parents=True)
    (folder / "stammtisch").write_text("program")
    (folder / "_internal" / "data.txt").write_text("data")
    out = tmp_path / "out"
    out.mkdir()
    first = release.app_archive(folder, out, "1.2.3").read_bytes()
    (folder / "stammtisch").touch()           # a newer time changes nothing
    archive = release.app_archive(folder, out, "1.2.3")
    assert archive.read_bytes() == first
    assert archive.name.startswith("stammtisch-1.2.3-")
    if archive.suffix == ".gz":
        with tarfile.open(archive) as opened:
            assert opened.getnames() == ["stammtisch/_internal/data.txt",
                                         "stammtisch/stammtisch"]
    release.write_sums(out)
    assert release.sum_problems(out) == []
    archive.write_bytes(b"changed")
    assert any(archive.name in p for p in release.sum_problems(out))


def test_the_pypi_readme_points_into_the_repository_at_the_versions_tag():
    pytest.importorskip("hatchling", reason="hatch_build.py is a hatchling hook")
    hook = _load(ROOT / "hatch_build.py", "_stammtisch_hatch_build")
    text = ("![t](docs/screenshots/table.png) [g](docs/en/index.md#start) "
            "[p](https://pipx.pypa.io) [top](#install) [c](./CHANGELOG.md)")
    assert hook.absolute_links(text, "https://forge/x/", "v1.2.3") == (
        "![t](https://forge/x/raw/v1.2.3/docs/screenshots/table.png) "
        "[g](https://forge/x/blob/v1.2.3/docs/en/index.md#start) "
        "[p](https://pipx.pypa.io) [top](#install) [c](https://forge/x/blob/v1.2.3/CHANGELOG.md)")
    assert hook.git_ref("1.2.3") == "v1.2.3" and hook.git_ref("1.3.0.dev0") == "main"
    readme = hook.pypi_readme(ROOT, release.project_urls()["Source"])
    assert release.description_problems("Name: x\n\n" + readme) == []
    assert f"/raw/{hook.git_ref(game.__version__)}/docs/screenshots/table.png" in readme


def test_the_pypi_description_has_no_relative_link():
    assert release.description_problems("Name: x\n\nSee [docs](https://a/b) and [c](#top)") == []
    assert release.description_problems("Name: x\n\n![shot](docs/a.png)") != []


# --- the licences in the one-folder app ----------------------------------------------


def test_library_names_on_every_system():
    key = licenses.library_key
    assert key("libSDL2_mixer-2-6719e6f6.0.so.0.800.2") == "sdl2_mixer"
    assert key("libpng16-fefdc88d.so.16.58.0") == "png16"
    assert key("libcrypto.so.3") == "crypto"
    assert key("libstdc++.so.6") == "stdc++"
    assert key("SDL2.dll") == "sdl2"
    assert key("libSDL2-2.0.0.dylib") == "sdl2"
    assert key("base.cpython-311-x86_64-linux-gnu.so") is None
    assert key("felt.png") is None


def test_every_known_library_has_its_text_and_the_texts_it_names():
    for project, _ in licenses.LIBRARIES.values():
        text = (licenses.TEXTS / licenses.project_file(project)).read_text(encoding="utf-8")
        assert "Copyright" in text or "copyright" in text, project
        for common in licenses.COMMON.findall(text):
            if common.startswith(("GPL", "LGPL", "Apache", "MPL", "BSD")):
                assert (licenses.TEXTS / "common" / common).is_file(), (project, common)


def test_the_licences_are_collected_and_a_part_without_one_is_named(tmp_path):
    bundle = tmp_path / "stammtisch"
    inside = bundle / "_internal"
    (inside / "pygame").mkdir(parents=True)
    (bundle / "stammtisch").write_text("program")
    (inside / "libSDL2-2-50d19f93.0.so.0.3200.10").write_bytes(b"\x7fELF")
    (inside / "pygame" / "base.cpython-311-x86_64-linux-gnu.so").write_bytes(b"\x7fELF")
    (inside / "libpython3.11.so.1.0").write_bytes(b"\x7fELF")
    mystery = inside / "libmystery-1a2b3c4d.so.1"
    mystery.write_bytes(b"\x7fELF")

    problems = licenses.collect(bundle, ["pygame", "segno", "json", "game"])
    assert problems == ["no licence text known for the bundled library "
                        "libmystery-1a2b3c4d.so.1: add it to LIBRARIES in packaging/licenses.py"]
    folder = bundle / "licenses"
    assert (folder / "stammtisch" / "LICENSE").read_bytes() == (ROOT / "LICENSE").read_bytes()
    assert "PYTHON SOFTWARE FOUNDATION LICENSE" in (folder / "python" / "LICENSE.txt").read_text()
    assert "GNU LESSER GENERAL PUBLIC LICENSE" in \
        (folder / "python-packages" / "pygame-ce" / "LGPL.txt").read_text()
    assert list((folder / "python-packages" / "segno").iterdir())
    assert "zlib" in (folder / "libraries" / "SDL2.txt").read_text(encoding="utf-8").lower()
    index = (folder / "README.txt").read_text(encoding="utf-8")
    assert "pygame-ce" in index and "libSDL2-2-50d19f93.0.so.0.3200.10: SDL2" in index
    assert any("libmystery" in p for p in licenses.check(bundle))

    mystery.unlink()
    assert licenses.check(bundle) == []
    (folder / "libraries" / "SDL2.txt").unlink()
    (folder / "stammtisch" / "LICENSE").write_text("something else")
    problems = licenses.check(bundle)
    assert any("libSDL2" in p for p in problems)
    assert any("not the game's LICENSE" in p for p in problems)


def test_the_freezer_names_the_dependencies_it_lacks(tmp_path):
    freeze = _load(ROOT / "packaging" / "freeze.py", "_stammtisch_freeze_deps")
    wanted = tmp_path / "requirements.txt"
    wanted.write_text("# comment\nno-such-package-for-stammtisch>=1\npygame-ce>=99\nsegno>=1.6\n")
    missing = freeze.missing_requirements(wanted)
    assert any(m.startswith("no-such-package-for-stammtisch>=1 (not installed)") for m in missing)
    assert any(m.startswith("pygame-ce>=99 (installed: ") for m in missing)
    assert not any(m.startswith("segno") for m in missing)
    game_needs = [m for m in freeze.missing_requirements() if not m.startswith("pyinstaller")]
    assert game_needs == []


def test_the_freezer_refuses_a_python_without_the_games_dependencies(tmp_path):
    """In a bare venv (no pygame-ce, aiohttp, segno, PyInstaller) freeze.py says what is
    missing and builds nothing, instead of an app that fails at its first start."""
    bare = tmp_path / "bare"
    venv.EnvBuilder(with_pip=False).create(bare)
    python = bare / ("Scripts/python.exe" if os.name == "nt" else "bin/python")
    done = subprocess.run([str(python), str(ROOT / "packaging" / "freeze.py"), "--dist",
                           str(tmp_path / "dist"), "--work", str(tmp_path / "work")],
                          capture_output=True, text=True, timeout=120)
    assert done.returncode != 0
    assert "cannot build the app: this Python lacks" in done.stderr, done.stderr
    assert "Traceback" not in done.stderr
    assert not (tmp_path / "dist").exists() and not (tmp_path / "work").exists()


# --- the built wheel and sdist -------------------------------------------------------


@pytest.fixture(scope="module")
def built(tmp_path_factory) -> Path:
    pytest.importorskip("hatchling", reason="building needs hatchling (requirements-test.txt)")
    out = tmp_path_factory.mktemp("dist")
    subprocess.run([sys.executable, "-m", "hatchling", "build", "-d", str(out)], cwd=ROOT,
                   check=True, capture_output=True, timeout=300)
    return out


@pytest.mark.slow
def test_the_wheel_and_sdist_pass_twine_and_hold_the_whole_source(built, tmp_path):
    pytest.importorskip("twine", reason="twine is in requirements-test.txt")
    assert release.distribution_problems(built, game.__version__) == []
    # beside the app's archive, as in dist/ after a release build
    for path in built.iterdir():
        shutil.copy(path, tmp_path)
    (tmp_path / f"stammtisch-{game.__version__}-linux-x86_64.tar.gz").write_bytes(b"app")
    assert release.distribution_problems(tmp_path, game.__version__) == []


UNPACKED_SDIST_TEST = "test_the_packaging_and_docs_tests_pass_from_the_unpacked_sdist_without_git"


@pytest.mark.slow
def test_the_packaging_and_docs_tests_pass_from_the_unpacked_sdist_without_git(built,
                                                                               tmp_path):
    (sdist,) = built.glob("stammtisch-*.tar.gz")
    with tarfile.open(sdist) as opened:
        opened.extractall(tmp_path, filter="data")
    (source,) = tmp_path.iterdir()
    assert not (source / ".git").exists()
    assert (source / "mkdocs.yml").is_file() and (source / ".ci" / "run").is_file()
    done = subprocess.run(
        [sys.executable, "-m", "pytest", "-n", "0", "-p", "no:cacheprovider",
         "tests/test_packaging.py", "tests/test_docs.py", "tests/test_release.py",
         "--deselect", "tests/test_release.py::" + UNPACKED_SDIST_TEST],
        cwd=source, capture_output=True, text=True, timeout=600,
        env={k: v for k, v in os.environ.items() if k != "PYTHONPATH"})
    assert done.returncode == 0, done.stdout[-3000:] + done.stderr[-2000:]
    assert " passed" in done.stdout and " failed" not in done.stdout
