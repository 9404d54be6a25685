"""Text from files and the rulebook shows on screen exactly as written (issue 11, hardening).

Textual's markup parser takes any "[Word …]" for a tag — the rulebook's placeholders such as
"[Ovaj permanent]" or a card named "[Link=…]" — and drops it; `textual.markup.escape` only
escapes what looks like a tag to Rich (a lower-case start), so those vanished from the rules
screen and from names. `symbols.escape` escapes every "[".
"""

from __future__ import annotations

from hypothesis import given
from hypothesis import strategies as st
from textual.markup import to_content

from izvori.safetext import clean
from izvori.tui import symbols


@given(st.text(alphabet=st.sampled_from("[]\\/=#@$&:aBž ćx\n\t"), max_size=40))
def test_a_name_shows_exactly_as_cleaned(text: str) -> None:
    assert to_content(symbols.name(text)).plain == clean(text)


def test_the_rulebooks_placeholders_stay_on_the_rules_screen() -> None:
    line = "[Ovaj permanent] dobija +1/+1 dok [ime] plati [cena 2]."
    assert to_content(symbols.name(line)).plain == line
    assert to_content(symbols.cost("[X]")).plain == "[X]"
