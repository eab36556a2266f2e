"""Write ``python3-requirements.json``: the game's Python dependencies as flatpak-builder
modules, in the layout flatpak-builder-tools' ``flatpak-pip-generator`` writes.

    python packaging/flatpak/pip_modules.py

The generator takes binary wheels only with ``--runtime`` (it then runs pip inside the
Flatpak SDK), and the binary packages here (pygame-ce with its SDL, aiohttp's parsers)
are wheels. This script asks pip itself which files it would install for the runtime's
Python on each architecture (``pip install --dry-run --report``, the ordinary client
against PyPI) and writes one module per requirement with each file's URL and SHA-256,
the architecture-specific wheels marked ``only-arches``. Where ``flatpak`` is installed,
``flatpak-pip-generator --runtime org.freedesktop.Sdk//24.08 --prefer-wheels pygame-ce,…``
makes the same modules.
"""

from __future__ import annotations

import json
import os
import subprocess
import sys
import tempfile
from pathlib import Path

HERE = Path(__file__).resolve().parent
ROOT = HERE.parent.parent
OUTPUT = HERE / "python3-requirements.json"
#: the Python of the Flatpak runtime the manifest names (org.freedesktop.Platform 24.08)
PYTHON = "3.12"
ARCHES = ("x86_64", "aarch64")
#: what the manifest's last module needs besides the game's requirements: the build
#: backend, to install the game from its source with --no-build-isolation
BUILD = ["hatchling>=1.27"]


def requirements() -> list[str]:
    lines = (line.split("#")[0].strip() for line in (ROOT / "requirements.txt").open())
    return [line for line in lines if line] + BUILD


def files_for(requirement: str, arch: str) -> list[dict[str, str]]:
    """The files pip would install for ``requirement`` on ``arch``: name, URL, SHA-256."""
    with tempfile.TemporaryDirectory() as scratch:
        report = Path(scratch) / "report.json"
        subprocess.run(
            [sys.executable, "-m", "pip", "install", "--dry-run", "--ignore-installed",
             "--quiet", "--report", str(report), "--only-binary", ":all:",
             "--platform", f"manylinux_2_28_{arch}", "--platform", f"manylinux2014_{arch}",
             "--platform", f"manylinux_2_17_{arch}", "--python-version", PYTHON,
             "--implementation", "cp", "--abi", f"cp{PYTHON.replace('.', '')}",
             "--index-url", "https://pypi.org/simple", "--target", scratch, requirement],
            check=True, env=_pip_environment())
        installed = json.loads(report.read_text())["install"]
    found = [{"name": item["metadata"]["name"], "url": item["download_info"]["url"],
              "sha256": item["download_info"]["archive_info"]["hashes"]["sha256"]}
             for item in installed]
    local = [f["url"] for f in found if not f["url"].startswith("https://")]
    if local:
        raise SystemExit(f"pip took files from elsewhere than PyPI: {local}")
    return found


def _pip_environment() -> dict[str, str]:
    """This environment with no pip configuration that adds other indexes or local
    folders (the files must come from PyPI, where flatpak-builder fetches them)."""
    env = {k: v for k, v in os.environ.items()
           if k not in ("PIP_FIND_LINKS", "PIP_EXTRA_INDEX_URL", "PIP_INDEX_URL",
                        "PIP_CONSTRAINT", "PIP_NO_INDEX")}
    env["PIP_CONFIG_FILE"] = os.devnull
    return env


def module(requirement: str) -> dict[str, object]:
    """One requirement and everything it pulls in, as the generator writes a module."""
    sources: list[dict[str, object]] = []
    by_arch = {arch: files_for(requirement, arch) for arch in ARCHES}
    urls_everywhere = set.intersection(*({f["url"] for f in files} for files in by_arch.values()))
    seen: set[str] = set()
    for arch, files in by_arch.items():
        for found in files:
            if found["url"] in seen:
                continue
            seen.add(found["url"])
            source: dict[str, object] = {"type": "file", "url": found["url"],
                                         "sha256": found["sha256"]}
            if found["url"] not in urls_everywhere:
                source["only-arches"] = [arch]
            sources.append(source)
    name = requirement.split(">")[0].split("<")[0].split("=")[0].strip()
    return {
        "name": f"python3-{name}",
        "buildsystem": "simple",
        "build-commands": [
            'pip3 install --verbose --exists-action=i --no-index --find-links="file://${PWD}" '
            f'--prefix=${{FLATPAK_DEST}} "{requirement}" --no-build-isolation'],
        "sources": sources,
    }


def main() -> int:
    modules = {"name": "python3-requirements", "buildsystem": "simple", "build-commands": [],
               "modules": [module(r) for r in requirements()]}
    OUTPUT.write_text(json.dumps(modules, indent=4) + "\n", encoding="utf-8")
    print(f"wrote {OUTPUT.relative_to(ROOT)}: {len(modules['modules'])} modules")
    return 0


if __name__ == "__main__":
    sys.exit(main())
