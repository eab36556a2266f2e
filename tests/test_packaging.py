"""The game as a package: the wheel carries every sprite and sound and no tests or tools,
installs a ``stammtisch`` command that plays from any folder and finds all its art, and
the desktop entry, icons and metainfo install and uninstall cleanly.

The wheel's venv reuses this interpreter's site-packages for pygame, aiohttp and segno
(a ``.pth`` file, after the venv's own), so the test needs no network and stays quick;
the game itself comes only from the wheel."""

from __future__ import annotations

import os
import re
import shutil
import struct
import subprocess
import sys
import sysconfig
import time
import venv
import zipfile
from pathlib import Path

import pygame
import pytest
from support.tools import load_tool

from game import bundled
from game.app import desktop

ROOT = Path(__file__).resolve().parent.parent
SHIPPED = {"sprites": "sprites", "sounds": "sounds", "packaging/linux": "desktop"}
DEMO = ("--demo", "zwicker", "--players", "4", "--fast", "--exit-at-end")


def _headless_env(**extra: str) -> dict[str, str]:
    """A child's environment: headless, no checkout on its import path, its data in
    the XDG data folder of ``extra`` (no STAMMTISCH_HOME)."""
    env = {k: v for k, v in os.environ.items()
           if not k.startswith("PYTHON") and k != "STAMMTISCH_HOME"}
    env.update(SDL_VIDEODRIVER="dummy", SDL_AUDIODRIVER="dummy",
               PYGAME_HIDE_SUPPORT_PROMPT="1", **extra)
    return env


def _looks_like_a_table(path: Path) -> None:
    """The screenshot is a full frame with a picture on it, not one flat colour."""
    image = pygame.image.load(str(path))
    assert image.get_size() == (1920, 1080)
    colours = {tuple(image.get_at((x, y))) for x in range(0, 1920, 24)
               for y in range(0, 1080, 24)}
    assert len(colours) > 40, f"the screenshot is almost blank: {len(colours)} colours"


# --- the resolver --------------------------------------------------------------------


def test_a_checkout_finds_its_shipped_folders_beside_the_package():
    assert not bundled.PACKAGED.exists(), "a checkout has no game/data (only a wheel has)"
    for name, place in bundled.FOLDERS.items():
        assert bundled.bundled(name) == ROOT / place
        assert any(bundled.bundled(name).iterdir()), name
    with pytest.raises(ValueError, match="no shipped folder"):
        bundled.bundled("tests")


def test_the_wheel_layout_in_pyproject_matches_the_resolver():
    """pyproject's force-include and the freezer's spec put each shipped folder where
    game/bundled.py looks for it."""
    import tomllib

    config = tomllib.loads((ROOT / "pyproject.toml").read_text(encoding="utf-8"))
    included = config["tool"]["hatch"]["build"]["targets"]["wheel"]["force-include"]
    assert included == {place: f"game/data/{name}" for name, place in bundled.FOLDERS.items()}
    spec = (ROOT / "packaging" / "stammtisch.spec").read_text(encoding="utf-8")
    for name in bundled.FOLDERS:
        assert f'"game/data/{name}"' in spec, name


def test_a_copy_without_its_art_says_what_it_drew_as_stand_ins(tmp_path):
    """The warning the packaging tests look for: a copy of the game without sprites/
    and sounds/ still plays, and says on stderr which pictures and sounds it lacked."""
    copy = tmp_path / "copy"
    shutil.copytree(ROOT / "game", copy / "game",
                    ignore=shutil.ignore_patterns("__pycache__"))
    shutil.copy(ROOT / "main.py", copy)
    done = subprocess.run([sys.executable, "main.py", *DEMO, "--max-frames", "60"],
                          cwd=copy, env=_headless_env(XDG_DATA_HOME=str(tmp_path / "data")),
                          capture_output=True, text=True, timeout=120)
    assert done.returncode == 0, done.stderr
    assert "main.py: warning: pictures not found in" in done.stderr
    assert "drawn as stand-ins: " in done.stderr and "felt.png" in done.stderr
    assert str(copy / "sprites") in done.stderr


# --- the application icon ------------------------------------------------------------


def test_the_committed_icons_are_what_the_icon_script_draws(tmp_path):
    make_icons = load_tool("make_icons")
    written = make_icons.write(tmp_path)
    committed = ROOT / "sprites" / "icons" / "app"
    assert sorted(p.name for p in written) == sorted(p.name for p in committed.iterdir())
    for size in make_icons.SIZES:
        fresh = pygame.image.load(str(tmp_path / f"stammtisch-{size}.png"))
        stored = pygame.image.load(str(committed / f"stammtisch-{size}.png"))
        assert stored.get_size() == (size, size)
        assert pygame.image.tobytes(fresh, "RGBA") == pygame.image.tobytes(stored, "RGBA"), \
            f"re-run tools/assets/make_icons.py: the {size} px icon differs"
        assert stored.get_at((0, 0)).a == 0, "rounded corners are transparent"
        assert stored.get_at((size // 2, size // 2)).a == 255


def test_the_windows_icon_holds_the_png_images():
    make_icons = load_tool("make_icons")
    data = (ROOT / "sprites" / "icons" / "app" / "stammtisch.ico").read_bytes()
    reserved, kind, count = struct.unpack_from("<HHH", data)
    assert (reserved, kind, count) == (0, 1, len(make_icons.ICO_SIZES))
    for index, size in enumerate(sorted(make_icons.ICO_SIZES)):
        width, height, _, _, _, bits, length, offset = struct.unpack_from("<BBBBHHII", data,
                                                                           6 + 16 * index)
        assert (width or 256, height or 256, bits) == (size, size, 32)
        png = data[offset:offset + length]
        assert png == (ROOT / "sprites" / "icons" / "app" / f"stammtisch-{size}.png").read_bytes()


# --- the desktop entry ---------------------------------------------------------------


def test_the_exec_line_quotes_what_the_desktop_entry_spec_reserves():
    assert desktop.exec_line(["/usr/bin/stammtisch"]) == "/usr/bin/stammtisch"
    assert desktop.exec_line(["/opt/my games/py", "/a/main.py"]) == '"/opt/my games/py" /a/main.py'
    assert desktop.exec_line(['/a$b/"x"', "100%"]) == '"/a\\$b/\\"x\\"" 100%%'


def test_install_desktop_puts_entry_icons_and_metainfo_in_the_data_folder(tmp_path):
    data = tmp_path / "xdg"
    env = _headless_env(XDG_DATA_HOME=str(data))
    done = subprocess.run([sys.executable, str(ROOT / "main.py"), "--install-desktop"],
                          cwd=tmp_path, env=env, capture_output=True, text=True, timeout=60)
    assert done.returncode == 0, done.stderr
    entry = data / "applications" / f"{desktop.APP_ID}.desktop"
    assert str(entry) in done.stdout
    text = entry.read_text(encoding="utf-8")
    assert f"Exec={sys.executable} {ROOT / 'main.py'}\n" in text
    assert "Name=Stammtisch" in text and "Comment[de]=Kartenspiele" in text
    for size in desktop.ICON_SIZES:
        icon = data / "icons" / "hicolor" / f"{size}x{size}" / "apps" / f"{desktop.APP_ID}.png"
        assert pygame.image.load(str(icon)).get_size() == (size, size)
    assert (data / "metainfo" / f"{desktop.APP_ID}.metainfo.xml").is_file()
    if shutil.which("desktop-file-validate"):
        check = subprocess.run(["desktop-file-validate", str(entry)], capture_output=True,
                               text=True)
        assert check.returncode == 0 and not check.stdout.strip(), check.stdout

    again = subprocess.run([sys.executable, str(ROOT / "main.py"), "--uninstall-desktop"],
                           cwd=tmp_path, env=env, capture_output=True, text=True, timeout=60)
    assert again.returncode == 0, again.stderr
    assert f"Removed {2 + len(desktop.ICON_SIZES)} files" in again.stdout
    assert not [p for p in data.rglob("*") if p.is_file()]


def test_help_says_where_the_data_is_kept(tmp_path):
    for env, folder in ((_headless_env(XDG_DATA_HOME=str(tmp_path / "xdg")),
                         tmp_path / "xdg" / "stammtisch"),
                        (_headless_env(STAMMTISCH_HOME=str(tmp_path / "mine")), tmp_path / "mine")):
        done = subprocess.run([sys.executable, str(ROOT / "main.py"), "--help"], cwd=tmp_path,
                              env=env, capture_output=True, text=True, timeout=60)
        assert done.returncode == 0, done.stderr
        text = " ".join(done.stdout.split())
        assert f"kept in {folder} (set STAMMTISCH_HOME" in text, text[-300:]
        assert not folder.exists(), "--help creates nothing"


def test_an_unwritable_data_folder_is_a_clear_message(tmp_path):
    blocker = tmp_path / "file"
    blocker.write_text("not a folder")
    done = subprocess.run([sys.executable, str(ROOT / "main.py"), "--install-desktop"],
                          cwd=tmp_path, env=_headless_env(XDG_DATA_HOME=str(blocker)),
                          capture_output=True, text=True, timeout=60)
    assert done.returncode == 1
    assert done.stderr.startswith("main.py: error: ") and "Traceback" not in done.stderr


@pytest.mark.skipif(not shutil.which("desktop-file-validate"),
                    reason="desktop-file-validate is not installed (Debian: desktop-file-utils)")
def test_the_shipped_desktop_entry_is_valid():
    entry = ROOT / "packaging" / "linux" / f"{desktop.APP_ID}.desktop"
    check = subprocess.run(["desktop-file-validate", str(entry)], capture_output=True, text=True)
    assert check.returncode == 0 and not check.stdout.strip(), check.stdout


@pytest.mark.skipif(not shutil.which("appstreamcli"),
                    reason="appstreamcli is not installed (Debian: appstream)")
def test_the_shipped_metainfo_is_valid():
    metainfo = ROOT / "packaging" / "linux" / f"{desktop.APP_ID}.metainfo.xml"
    check = subprocess.run(["appstreamcli", "validate", "--no-net", str(metainfo)],
                           capture_output=True, text=True)
    assert check.returncode == 0, check.stdout + check.stderr


def test_the_window_gets_the_application_icon():
    pygame.display.init()
    try:
        assert desktop.set_window_icon()
    finally:
        pygame.display.quit()


@pytest.mark.slow
@pytest.mark.skipif(not (shutil.which("Xvfb") and shutil.which("xprop")
                         and shutil.which("xwininfo")),
                    reason="needs an X server to look at the window (Xvfb, xprop, xwininfo)")
def test_the_window_has_the_title_icon_and_class_of_the_desktop_entry(tmp_path):
    """Under a real X server the window is named Stammtisch, carries the 128 px
    application icon, and its class is the entry's StartupWMClass (not "main.py")."""
    read, write = os.pipe()
    server = subprocess.Popen(["Xvfb", "-displayfd", str(write), "-screen", "0", "1600x900x24"],
                              pass_fds=(write,), stderr=subprocess.DEVNULL)
    os.close(write)
    game = None
    try:
        display = ":" + os.read(read, 16).decode().strip()
        env = _headless_env(DISPLAY=display, XDG_DATA_HOME=str(tmp_path))
        del env["SDL_VIDEODRIVER"]
        with (tmp_path / "err").open("w") as errors:
            game = subprocess.Popen([sys.executable, str(ROOT / "main.py"), "--max-frames",
                                     "100000"], env=env, stderr=errors,
                                    stdout=subprocess.DEVNULL)
        props = ""
        for _ in range(100):     # the window appears, then SDL gives it its properties
            tree = subprocess.run(["xwininfo", "-root", "-tree"], env=env, capture_output=True,
                                  text=True).stdout
            window = next((line.split()[0] for line in tree.splitlines()
                           if '"Stammtisch"' in line), None)
            if window:
                props = subprocess.run(["xprop", "-id", window, "WM_CLASS", "_NET_WM_ICON"],
                                       env=env, capture_output=True, text=True).stdout
                if "not found" not in props:
                    break
            time.sleep(0.2)
        assert props, "no window named Stammtisch appeared: " + (tmp_path / "err").read_text()
        assert f'WM_CLASS(STRING) = "{desktop.APP_ID}", "{desktop.APP_ID}"' in props
        assert f"Icon ({desktop.WINDOW_ICON_SIZE} x {desktop.WINDOW_ICON_SIZE})" in props, \
            props + (tmp_path / "err").read_text()
        entry = (ROOT / "packaging" / "linux" / f"{desktop.APP_ID}.desktop").read_text()
        assert f"StartupWMClass={desktop.APP_ID}\n" in entry
    finally:
        os.close(read)
        for process in (game, server):
            if process is not None:
                process.terminate()
                process.wait(timeout=10)


# --- the wheel -----------------------------------------------------------------------


@pytest.fixture(scope="module")
def wheel(tmp_path_factory) -> Path:
    pytest.importorskip("hatchling", reason="building the wheel needs hatchling "
                        "(requirements-test.txt)")
    out = tmp_path_factory.mktemp("wheel")
    subprocess.run([sys.executable, "-m", "pip", "wheel", "--no-deps", "--no-build-isolation",
                    "--quiet", "--wheel-dir", str(out), str(ROOT)], check=True, timeout=180)
    (found,) = out.glob("stammtisch-*.whl")
    return found


def _tracked_files(folder: str) -> set[str]:
    """The files of ``folder`` the repository holds (git's list, else the disk's)."""
    listed = subprocess.run(["git", "ls-files", folder], cwd=ROOT, capture_output=True,
                            text=True)
    if listed.returncode == 0 and listed.stdout.strip():
        return {line[len(folder) + 1:] for line in listed.stdout.splitlines()}
    return {p.relative_to(ROOT / folder).as_posix() for p in (ROOT / folder).rglob("*")
            if p.is_file()}


def _requirement(text: str) -> tuple[str, frozenset[str]]:
    """``"pygame-ce>=2.5,<3"`` as its name and set of bounds (the order is free)."""
    text = text.replace(" ", "")
    name = re.match(r"[A-Za-z0-9_.-]+", text)
    assert name, text
    return name.group().lower(), frozenset(text[name.end():].split(","))


def _listed(name: str) -> set[tuple[str, frozenset[str]]]:
    lines = (line.split("#")[0] for line in (ROOT / name).read_text().splitlines())
    return {_requirement(line) for line in lines if line.strip()}


def test_a_player_installs_the_game_and_no_test_tools():
    """requirements.txt (the README's play command) is what the game needs to run, the
    package's dependencies exactly; the tools of the tests, the checks and the docs are
    requirements-test.txt, the extra "test"."""
    import tomllib

    project = tomllib.loads((ROOT / "pyproject.toml").read_text(encoding="utf-8"))["project"]
    runtime = _listed("requirements.txt")
    assert {_requirement(r) for r in project["dependencies"]} == runtime
    assert {_requirement(r) for r in project["optional-dependencies"]["test"]} == \
        _listed("requirements-test.txt")
    assert {name for name, _ in runtime} == {"pygame-ce", "aiohttp", "segno"}


@pytest.mark.slow
def test_the_wheel_holds_every_sprite_and_sound_and_no_tests_or_tools(wheel):
    names = set(zipfile.ZipFile(wheel).namelist())
    for folder, name in SHIPPED.items():
        expected = {f"game/data/{name}/{path}" for path in _tracked_files(folder)}
        assert expected, folder
        assert expected <= names, sorted(expected - names)[:5]
    assert not [n for n in names if n.startswith(("tests/", "tools/", "main.py"))]
    assert not [n for n in names if n.endswith(".pyc")]
    assert "game/app/phones/page/index.html" in names and "game/app/lessons/zwicker.json" \
        in names
    metadata = zipfile.ZipFile(wheel).read(
        next(n for n in names if n.endswith("dist-info/METADATA"))).decode()
    required: dict[str, set[tuple[str, frozenset[str]]]] = {"": set(), "test": set(),
                                                             "freeze": set(), "speech": set()}
    for line in metadata.splitlines():
        if line.startswith("Requires-Dist:"):
            requirement, _, marker = line.partition(":")[2].partition(";")
            extra = re.search(r"extra == .(\w+).", marker)
            required[extra.group(1) if extra else ""].add(_requirement(requirement))
    # the command's dependencies are requirements.txt, nothing more (a player installs
    # no test tools); requirements-test.txt is the "test" extra
    assert required[""] == _listed("requirements.txt")
    assert required["test"] == _listed("requirements-test.txt")
    assert "stammtisch = game.app.launch:main" in zipfile.ZipFile(wheel).read(
        next(n for n in names if n.endswith("entry_points.txt"))).decode()


@pytest.mark.slow
def test_the_installed_command_plays_from_any_folder_with_all_its_art(wheel, tmp_path):
    env_dir = tmp_path / "venv"
    venv.EnvBuilder(with_pip=False).create(env_dir)
    python = env_dir / ("Scripts/python.exe" if os.name == "nt" else "bin/python")
    site = Path(subprocess.run([str(python), "-c", "import sysconfig; "
                                "print(sysconfig.get_paths()['purelib'])"],
                               capture_output=True, text=True, check=True).stdout.strip())
    # the dependencies from this interpreter, after the venv's own packages
    own = {sysconfig.get_paths()["purelib"], sysconfig.get_paths()["platlib"]}
    (site / "zz_dependencies.pth").write_text("\n".join(sorted(own)) + "\n")
    subprocess.run([sys.executable, "-m", "pip", "--python", str(python), "install",
                    "--no-deps", "--no-index", "--quiet", str(wheel)], check=True, timeout=180)
    command = env_dir / ("Scripts/stammtisch.exe" if os.name == "nt" else "bin/stammtisch")
    elsewhere = tmp_path / "elsewhere"
    elsewhere.mkdir()
    env = _headless_env(XDG_DATA_HOME=str(tmp_path / "data"))

    where = subprocess.run([str(python), "-c", "from game.bundled import bundled; "
                            "print(bundled('sprites'))"], cwd=elsewhere, env=env,
                           capture_output=True, text=True, check=True).stdout.strip()
    assert Path(where).is_relative_to(site), f"the game came from {where}, not the wheel"

    helped = subprocess.run([str(command), "--help"], cwd=elsewhere, env=env,
                            capture_output=True, text=True, timeout=60)
    assert helped.returncode == 0, helped.stderr
    assert helped.stdout.startswith("usage: stammtisch ")
    for flag in ("--demo", "--continue", "--replay", "--phones", "--install-desktop"):
        assert flag in helped.stdout, flag

    wrong = subprocess.run([str(command), "--demo", "chess"], cwd=elsewhere, env=env,
                           capture_output=True, text=True, timeout=60)
    assert wrong.returncode == 2 and "stammtisch: error: unknown game 'chess'" in wrong.stderr

    played = subprocess.run([str(command), *DEMO, "--screenshot", "x.png"], cwd=elsewhere,
                            env=env, capture_output=True, text=True, timeout=300)
    assert played.returncode == 0, played.stderr
    assert "warning:" not in played.stderr, played.stderr      # no stand-in art, no silence
    _looks_like_a_table(elsewhere / "x.png")
    assert list((tmp_path / "data" / "stammtisch" / "replays").glob("*zwicker*.json")), \
        "the game's data belongs in the user's data folder"
