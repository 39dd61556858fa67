"""The app icon as a Windows .ico and a macOS .icns, written from our PNG exports.

Both containers may simply hold PNG images (ICO since Windows Vista, ICNS since
OS X 10.7), so a few lines of struct do what Pillow or iconutil would; the PNGs
come from icons.py (Qt's SVG renderer), like the Linux icons.
"""

from __future__ import annotations

import shutil
import struct
from pathlib import Path

import icons

ICO_SIZES = (16, 24, 32, 48, 64, 128, 256)
# ICNS element types that hold a PNG of this many pixels square
ICNS_TYPES = ((b"icp4", 16), (b"icp5", 32), (b"icp6", 64), (b"ic07", 128), (b"ic08", 256), (b"ic09", 512))


def ico(pngs: dict[int, bytes]) -> bytes:
    """ICONDIR, one ICONDIRENTRY per size (0 means 256), then the PNG data."""
    sizes = sorted(pngs)
    header = struct.pack("<HHH", 0, 1, len(sizes))
    offset = len(header) + 16 * len(sizes)
    entries, blobs = b"", b""
    for n in sizes:
        data = pngs[n]
        entries += struct.pack("<BBBBHHII", n % 256, n % 256, 0, 0, 1, 32, len(data), offset + len(blobs))
        blobs += data
    return header + entries + blobs


def icns(pngs: dict[int, bytes]) -> bytes:
    """'icns', the total length, then (type, length, PNG) elements; big-endian."""
    body = b"".join(kind + struct.pack(">I", 8 + len(pngs[n])) + pngs[n] for kind, n in ICNS_TYPES)
    return b"icns" + struct.pack(">I", 8 + len(body)) + body


def write_all(out: Path) -> Path:
    """out/lanjolly.ico, out/lanjolly.icns and out/lanjolly.png (256 px); returns out."""
    share = out / "share"
    if share.exists():
        shutil.rmtree(share)
    icons.export_hicolor(share)
    pngs = {n: (share / "icons" / "hicolor" / f"{n}x{n}" / "apps" / f"{icons.APP_ID}.png").read_bytes()
            for n in icons.SIZES}
    (out / "lanjolly.ico").write_bytes(ico({n: pngs[n] for n in ICO_SIZES}))
    (out / "lanjolly.icns").write_bytes(icns(pngs))
    (out / "lanjolly.png").write_bytes(pngs[256])
    return out
