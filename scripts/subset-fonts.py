#!/usr/bin/python3
"""Writes the storefront's web fonts (apps/storefront/app/styles/fonts/*.woff2) from the
@fontsource-variable latin files, cut to what the shop shows (decision 014, "Fonts").

    apt-get install -y fonttools python3-brotli   # Debian's fontTools, 4.38 or newer
    /usr/bin/python3 scripts/subset-fonts.py

The files are committed, so neither the build nor a developer needs fontTools; run this again
after upgrading @fontsource-variable or after changing what core-fonts.css (the preloaded cores)
and fonts.css (the rests) declare. Those are the one place that says what each file holds: for
every @font-face with a `./fonts/…` source, its `font-weight` range limits the weight axis
(fontTools' instancer; one weight makes a static file) and its `unicode-range` is the character
set kept (fontTools' subsetter). Only the OpenType features a browser applies on its
own, plus `tnum` (prices and quantities ask for tabular figures), are kept.

Playfair Display's licence reserves its name (OFL, Reserved Font Name "Playfair Display"), and a
cut file is a Modified Version, so the file's own names (the ones a font menu would show) become
"Van Arkel Display"; the copyright and licence records stay. Inter reserves no name.
"""

import re
import sys
from io import BytesIO
from pathlib import Path

from fontTools import subset
from fontTools.ttLib import TTFont
from fontTools.varLib import instancer

ROOT = Path(__file__).resolve().parent.parent
STYLES = ROOT / "apps/storefront/app/styles"
FONTSOURCE = ROOT / "node_modules/@fontsource-variable"

# Each output file and the @fontsource-variable file it is cut from, and the family name the file
# itself carries (None keeps the original's). Each typeface is two files, its core and the rest of
# its characters (core-fonts.css and fonts.css say which are which).
INTER = FONTSOURCE / "inter/files/inter-latin-wght-normal.woff2"
PLAYFAIR = FONTSOURCE / "playfair-display/files/playfair-display-latin-wght-normal.woff2"
SOURCES = {
    "inter-latin-core-wght-400-600.woff2": (INTER, None),
    "inter-latin-rest-wght-400-600.woff2": (INTER, None),
    "playfair-display-latin-core-wght-400.woff2": (PLAYFAIR, "Van Arkel Display"),
    "playfair-display-latin-rest-wght-400.woff2": (PLAYFAIR, "Van Arkel Display"),
}

# What browsers turn on by themselves (shaping, kerning, marks, ligatures) and tabular figures
# (`font-variant-numeric: tabular-nums`). Fractions, numerators and old-style/lining switches are
# never asked for by the shop's CSS. Contextual alternates (`calt`) are left out too: in Inter they
# are 66 more glyphs (a raised colon between figures, arrows drawn from "->", dashes and brackets
# set for capitals), 4 KB of the file for refinements the shop's texts hardly meet.
FEATURES = ["ccmp", "kern", "liga", "locl", "mark", "mkmk", "rlig", "rvrn", "tnum"]


def faces(css: str):
    """(file name, (min, max) weight, code points) of every @font-face that loads a ./fonts/ file."""
    for body in re.findall(r"@font-face\s*\{([^}]*)\}", css):
        source = re.search(r"url\('\./fonts/([^']+)'\)", body)
        if not source:
            continue
        weight = [int(value) for value in re.search(r"font-weight:\s*([\d\s]+);", body).group(1).split()]
        ranges = re.search(r"unicode-range:\s*([^;]+);", body).group(1)
        yield source.group(1), (weight[0], weight[-1]), code_points(ranges)


def code_points(ranges: str) -> list[int]:
    points = []
    for item in ranges.replace("\n", " ").split(","):
        item = item.strip().upper().removeprefix("U+")
        first, _, last = item.partition("-")
        points.extend(range(int(first, 16), int(last or first, 16) + 1))
    return points


def rename(font: TTFont, family: str) -> None:
    """Gives the file a name of its own wherever the original's family name appears."""
    postscript = family.replace(" ", "")
    for record in font["name"].names:
        text = record.toUnicode()
        if "Playfair" not in text or record.nameID == 0:
            continue
        text = text.replace("Playfair Display", family).replace("PlayfairDisplay", postscript)
        record.string = text


def cut(file: str, weights: tuple[int, int], points: list[int]) -> None:
    source, family = SOURCES[file]
    font = TTFont(source)
    low, high = weights
    axis = next(a for a in font["fvar"].axes if a.axisTag == "wght")
    if (low, high) != (axis.minValue, axis.maxValue):
        font = instancer.instantiateVariableFont(font, {"wght": (low, high) if low != high else low})
        # The subsetter needs the instanced tables as they would be read from a file.
        buffer = BytesIO()
        font.save(buffer)
        buffer.seek(0)
        font = TTFont(buffer)
    options = subset.Options()
    options.layout_features = FEATURES
    options.flavor = "woff2"
    options.name_IDs = ["*"]
    options.name_languages = ["*"]
    subsetter = subset.Subsetter(options)
    subsetter.populate(unicodes=points)
    subsetter.subset(font)
    if family:
        rename(font, family)
    target = STYLES / "fonts" / file
    target.parent.mkdir(exist_ok=True)
    font.flavor = "woff2"
    font.save(target)
    print(f"{file}: {source.stat().st_size} → {target.stat().st_size} bytes, wght {low}–{high}, {len(points)} code points")


def main() -> int:
    css = "".join((STYLES / name).read_text(encoding="utf8") for name in ("core-fonts.css", "fonts.css"))
    found = list(faces(css))
    missing = set(SOURCES) - {file for file, _, _ in found}
    if missing:
        print(f"core-fonts.css and fonts.css declare no @font-face for {', '.join(sorted(missing))}", file=sys.stderr)
        return 1
    for file, weights, points in found:
        cut(file, weights, points)
    return 0


if __name__ == "__main__":
    sys.exit(main())
