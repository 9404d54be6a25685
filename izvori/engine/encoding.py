"""The one JSON text of a game position (loops.position_key, Chars.position_json).

Equal values give equal text: keys sorted, non-ASCII kept, anything else written as `str`.
It sits at the bottom of the engine so that both the characteristics (which encode themselves
once) and the loop detection use the same encoder.
"""

from __future__ import annotations

import json
from typing import Any

#: What `json.dumps(value, sort_keys=True, ensure_ascii=False, default=str)` uses, made once.
_ENCODER = json.JSONEncoder(sort_keys=True, ensure_ascii=False, default=str)


def encode_position(value: Any) -> str:
    return _ENCODER.encode(value)
