"""One sanitiser for every text that came from outside the program.

Card and deck files, saves, scenarios, player names, crash reports and the file paths that
messages quote are written by whoever wrote the file. Before such text is printed to a terminal
or put into Rich/Textual markup it goes through here, so that a file can never send an escape
sequence (OSC 52 clipboard writes, window titles, screen clears) or markup (`[link=…]`) to the
player's terminal.

* `clean(text)`   — control characters (C0, DEL, C1, and the Unicode bidi/format controls that
  can reorder what a line appears to say) shown escaped as `\\xNN` / `\\uNNNN`; tabs become a
  space; newlines are kept only when `keep_newlines` is set.

Text put into Textual markup is also escaped (`izvori.tui.symbols.escape`).
"""

from __future__ import annotations

import unicodedata

# Unicode "format" characters that change how text is displayed without being visible:
# bidi overrides and isolates (Trojan-source style), zero-width joiners are left alone
# because Serbian text never needs them but they are harmless on a terminal.
_BIDI = frozenset("\u061c\u200e\u200f\u202a\u202b\u202c\u202d\u202e\u2066\u2067\u2068\u2069")


def _escaped(ch: str) -> str:
    code = ord(ch)
    return f"\\x{code:02x}" if code < 0x100 else f"\\u{code:04x}"


def clean(text: object, *, keep_newlines: bool = False) -> str:
    """`text` as a string that is safe to write to a terminal."""
    s = text if isinstance(text, str) else str(text)
    out: list[str] = []
    for ch in s:
        if ch == "\n" and keep_newlines:
            out.append(ch)
        elif ch == "\t":
            out.append(" ")
        elif ch in _BIDI or (unicodedata.category(ch) in ("Cc", "Cs")):
            # Cc: C0, DEL and C1 controls (ESC, BEL, CSI, OSC …); Cs: lone surrogates,
            # which cannot even be encoded for the terminal
            out.append(_escaped(ch))
        else:
            out.append(ch)
    return "".join(out)
