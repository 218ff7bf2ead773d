"""Render the app icon, resources/icons/popout.svg, to the sizes desktops and installers want.

    python build_scripts/make_icons.py

writes (all committed; run it again after changing the SVG):

- ``resources/icons/hicolor/<N>x<N>/apps/popout.png`` for N in 16, 24, 32, 48, 64, 128, 256, 512
  (the freedesktop icon theme layout: ``install_desktop.py`` copies the tree as it is);
- ``resources/icons/popout.ico`` for Windows: 16-256 px, each entry a PNG (valid in ICO files
  since Windows Vista);
- ``resources/icons/popout.icns`` for macOS: PNG entries from 16 px to 1024 px (512@2x).

Qt renders the SVG (QtSvg, offscreen: no display needed); the ICO and ICNS containers are written
here, byte by byte, so nothing beyond PySide6 is needed.
"""

from __future__ import annotations

import argparse
import os
import struct
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
ICONS = ROOT / "resources" / "icons"
SOURCE = ICONS / "popout.svg"

#: The PNG sizes of the icon theme.
PNG_SIZES = (16, 24, 32, 48, 64, 128, 256, 512)
#: The sizes in popout.ico (256 is the largest an ICO entry can be).
ICO_SIZES = (16, 24, 32, 48, 64, 128, 256)
#: ICNS entry types holding PNG data, with their pixel sizes (the @2x types are Retina sizes).
ICNS_TYPES = (
    ("icp4", 16),
    ("icp5", 32),
    ("icp6", 64),
    ("ic07", 128),
    ("ic08", 256),
    ("ic09", 512),
    ("ic10", 1024),  # 512x512@2x
    ("ic11", 32),  # 16x16@2x
    ("ic12", 64),  # 32x32@2x
    ("ic13", 256),  # 128x128@2x
    ("ic14", 512),  # 256x256@2x
)


def png_path(size: int, icons: Path = ICONS) -> Path:
    """Where the PNG of ``size`` pixels goes in the icon theme tree."""
    return icons / "hicolor" / f"{size}x{size}" / "apps" / "popout.png"


def render_png(svg: Path, size: int) -> bytes:
    """The SVG drawn on a transparent ``size`` x ``size`` square, as PNG bytes."""
    from PySide6.QtCore import QBuffer, QByteArray, QIODevice, QRectF
    from PySide6.QtGui import QImage, QPainter
    from PySide6.QtSvg import QSvgRenderer

    renderer = QSvgRenderer(str(svg))
    if not renderer.isValid():
        raise SystemExit(f"make_icons: {svg} is not a valid SVG")
    image = QImage(size, size, QImage.Format.Format_ARGB32_Premultiplied)
    image.fill(0)
    painter = QPainter(image)
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    painter.setRenderHint(QPainter.RenderHint.SmoothPixmapTransform)
    renderer.render(painter, QRectF(0, 0, size, size))
    painter.end()
    data = QByteArray()
    buffer = QBuffer(data)
    buffer.open(QIODevice.OpenModeFlag.WriteOnly)
    # PySide6 takes the format as str at run time, whatever its type stubs say.
    png = image.convertToFormat(QImage.Format.Format_ARGB32)
    if not png.save(buffer, "PNG", 9):  # type: ignore[call-overload]
        raise SystemExit(f"make_icons: cannot encode a {size} px PNG")
    buffer.close()
    return bytes(data.data())


def png_size(data: bytes) -> tuple[int, int]:
    """Width and height from a PNG's IHDR chunk (ValueError if it is not a PNG)."""
    if data[:8] != b"\x89PNG\r\n\x1a\n" or data[12:16] != b"IHDR":
        raise ValueError("not a PNG")
    width, height = struct.unpack(">II", data[16:24])
    return width, height


def ico_bytes(images: dict[int, bytes]) -> bytes:
    """An ICO file holding the given PNGs (size -> PNG bytes), smallest first.

    ICONDIR (6 bytes), one ICONDIRENTRY (16 bytes) per image, then the images. A width or
    height of 256 is written as 0, as the format requires.
    """
    sizes = sorted(images)
    header = struct.pack("<HHH", 0, 1, len(sizes))
    offset = len(header) + 16 * len(sizes)
    entries, blobs = [], []
    for size in sizes:
        if not 1 <= size <= 256:
            raise ValueError(f"an ICO entry is 1-256 px, not {size}")
        blob = images[size]
        dim = 0 if size == 256 else size
        entries.append(struct.pack("<BBBBHHII", dim, dim, 0, 0, 1, 32, len(blob), offset))
        blobs.append(blob)
        offset += len(blob)
    return header + b"".join(entries) + b"".join(blobs)


def icns_bytes(entries: list[tuple[str, bytes]]) -> bytes:
    """An ICNS file: ``icns``, the total length, then (type, length, data) per entry, all
    big-endian; each length counts its own 8-byte header."""
    body = b"".join(
        kind.encode("ascii") + struct.pack(">I", 8 + len(data)) + data for kind, data in entries
    )
    return b"icns" + struct.pack(">I", 8 + len(body)) + body


def _write(path: Path, data: bytes) -> None:
    path.parent.mkdir(parents=True, exist_ok=True)
    if path.exists() and path.read_bytes() == data:
        return
    path.write_bytes(data)
    print(f"wrote {path.relative_to(ROOT) if path.is_relative_to(ROOT) else path}")


def make_icons(svg: Path = SOURCE, icons: Path = ICONS) -> list[Path]:
    """Render and write every icon file; return their paths."""
    os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    from PySide6.QtGui import QGuiApplication

    app = QGuiApplication.instance() or QGuiApplication([sys.argv[0]])
    wanted = set(PNG_SIZES) | set(ICO_SIZES) | {size for _, size in ICNS_TYPES}
    rendered = {size: render_png(svg, size) for size in sorted(wanted)}
    for size, data in rendered.items():
        if png_size(data) != (size, size):
            raise SystemExit(f"make_icons: the {size} px PNG came out {png_size(data)}")
    written = []
    for size in PNG_SIZES:
        _write(png_path(size, icons), rendered[size])
        written.append(png_path(size, icons))
    _write(icons / "popout.ico", ico_bytes({size: rendered[size] for size in ICO_SIZES}))
    _write(icons / "popout.icns", icns_bytes([(kind, rendered[size]) for kind, size in ICNS_TYPES]))
    written += [icons / "popout.ico", icons / "popout.icns"]
    del app
    return written


def main(argv: list[str] | None = None) -> int:
    """Command line: ``make_icons.py [--svg FILE] [--out DIR]``."""
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--svg", type=Path, default=SOURCE, help="the source SVG")
    parser.add_argument("--out", type=Path, default=ICONS, help="the icons folder to write")
    args = parser.parse_args(argv)
    files = make_icons(args.svg, args.out)
    print(f"{len(files)} icon files up to date in {args.out}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
