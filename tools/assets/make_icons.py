"""Draw Stammtisch's application icon into ``sprites/icons/app/``.

Three fanned cards (spade, heart, club) on a rounded square of table felt in a wooden
rim, drawn with pygame primitives and the suit shapes of ``make_cards.py`` (no
third-party art). One master is drawn at twice 512 px and shrunk to every size the
desktops ask for (16, 32, 48, 64, 128, 256, 512 px PNG), plus a Windows ``.ico`` that
holds the 16–256 px images. Output is deterministic; re-run after changing the drawing:

    python tools/assets/make_icons.py              # headless; writes sprites/icons/app/
    python tools/assets/make_icons.py --out DIR    # somewhere else
"""

from __future__ import annotations

import argparse
import struct
import sys
from collections.abc import Sequence
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))  # tools/, for toolkit
import toolkit  # noqa: E402

ROOT = toolkit.headless()

import make_cards  # noqa: E402
import pygame  # noqa: E402

OUT = ROOT / "sprites" / "icons" / "app"
NAME = "stammtisch"
SIZES = (16, 32, 48, 64, 128, 256, 512)
ICO_SIZES = (16, 32, 48, 256)
MASTER = 512
SS = 2                                   # the master is drawn at MASTER * SS, then shrunk

FELT = (22, 84, 52)
FELT_LIGHT = (34, 112, 70)
WOOD = (118, 70, 34)
WOOD_DARK = (78, 44, 20)
#: (suit, turn in degrees) of the fanned cards, left to right
FAN = (("S", 30), ("H", 0), ("C", -30))


def _card(width: int, height: int, suit: str) -> pygame.Surface:
    """An ivory card with a thin edge and one large suit in its upper left corner, the
    part of a card a fanned hand shows."""
    card = pygame.Surface((width, height), pygame.SRCALPHA)
    radius = width // 9
    pygame.draw.rect(card, make_cards.EDGE, card.get_rect(), border_radius=radius)
    edge = max(2, width // 50)
    pygame.draw.rect(card, make_cards.IVORY, card.get_rect().inflate(-2 * edge, -2 * edge),
                     border_radius=radius - edge)
    make_cards.draw_suit(card, suit, (width * 0.34, height * 0.26), width * 0.46)
    return card


def render_master() -> pygame.Surface:
    """The icon at ``MASTER * SS`` pixels, before shrinking."""
    side = MASTER * SS
    icon = pygame.Surface((side, side), pygame.SRCALPHA)
    icon.fill((0, 0, 0, 0))
    radius = side * 22 // 100
    pygame.draw.rect(icon, WOOD_DARK, icon.get_rect(), border_radius=radius)
    rim = side // 40
    pygame.draw.rect(icon, WOOD, icon.get_rect().inflate(-2 * rim, -2 * rim),
                     border_radius=radius - rim)
    felt = icon.get_rect().inflate(-side // 9, -side // 9)
    pygame.draw.rect(icon, FELT, felt, border_radius=radius - side // 18)
    pygame.draw.ellipse(icon, FELT_LIGHT, felt.inflate(-side // 5, -side // 4))
    width, height = side * 36 // 100, side * 50 // 100
    pivot = pygame.Vector2(side * 0.53, side * 0.79)      # the fan turns about this point
    for suit, angle in FAN:
        card = _card(width, height, suit)
        turned = pygame.transform.rotozoom(card, angle, 1.0)
        # the card's centre sits 0.42 of its height above the pivot, turned with it
        centre = pivot + pygame.Vector2(0, -height * 0.42).rotate(-angle)
        icon.blit(turned, turned.get_rect(center=(round(centre.x), round(centre.y))))
    return icon


def render(sizes: Sequence[int] = SIZES) -> dict[int, pygame.Surface]:
    """The icon at each of ``sizes`` (pixels square)."""
    master = render_master()
    return {size: make_cards.downscale(master, (size, size)) for size in sizes}


def ico_bytes(pngs: dict[int, bytes]) -> bytes:
    """A Windows icon file holding the given PNG images (size -> PNG bytes): the ICO
    format allows PNG-compressed entries (Windows Vista and later)."""
    header = struct.pack("<HHH", 0, 1, len(pngs))
    entries, data = b"", b""
    offset = len(header) + 16 * len(pngs)
    for size, png in sorted(pngs.items()):
        dim = 0 if size >= 256 else size              # 0 means 256 in an ICO entry
        entries += struct.pack("<BBBBHHII", dim, dim, 0, 0, 1, 32, len(png), offset + len(data))
        data += png
    return header + entries + data


def write(out: Path) -> list[Path]:
    """Write every size as ``stammtisch-<N>.png`` and ``stammtisch.ico`` into ``out``."""
    out.mkdir(parents=True, exist_ok=True)
    written = []
    for size, image in render().items():
        path = out / f"{NAME}-{size}.png"
        pygame.image.save(image, str(path))
        written.append(path)
    ico = out / f"{NAME}.ico"
    ico.write_bytes(ico_bytes({size: (out / f"{NAME}-{size}.png").read_bytes()
                               for size in ICO_SIZES}))
    written.append(ico)
    return written


def main(argv: Sequence[str] | None = None) -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--out", type=Path, default=OUT, help="folder (default: %(default)s)")
    args = parser.parse_args(argv)
    pygame.display.init()
    for path in write(args.out):
        print(path)


if __name__ == "__main__":
    main()
