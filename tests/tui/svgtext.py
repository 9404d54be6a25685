"""Plain text of a Textual SVG screenshot, row by row (for assertions and for reading)."""

from __future__ import annotations

import html
import re

_TEXT = re.compile(r'<text[^>]*?x="([\d.]+)"[^>]*?y="([\d.]+)"[^>]*>(.*?)</text>', re.S)


def svg_text(svg: str) -> str:
    rows: dict[float, list[tuple[float, str]]] = {}
    for x, y, body in _TEXT.findall(svg):
        text = html.unescape(re.sub(r"<[^>]+>", "", body)).replace("\xa0", " ")
        rows.setdefault(float(y), []).append((float(x), text))
    out = []
    for y in sorted(rows):
        line = ""
        for x, text in sorted(rows[y]):
            col = round(x / 12.2)
            if len(line) < col:
                line += " " * (col - len(line))
            line += text
        out.append(line.rstrip())
    return "\n".join(out)
