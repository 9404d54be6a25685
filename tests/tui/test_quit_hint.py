"""Ctrl+C is pressed by reflex to quit; Textual answers with an English note ("Do you want to
quit? Press ctrl+q to quit the app"). Ours says it in Serbian (issue 11 item 8: everything a
player reads is Serbian), naming the key that quits."""

from __future__ import annotations

from izvori.strings import t
from izvori.tui.app import IzvoriApp


async def test_ctrl_c_says_in_serbian_which_key_quits() -> None:
    app = IzvoriApp(coin_flips=0)
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.pause()
        await pilot.press("ctrl+c")
        await pilot.pause()
        notes = list(app._notifications)
        assert [n.title for n in notes] == [t("tui.quit_title")]
        assert notes[0].message == t("tui.quit_hint", key="^q")
        assert "quit" not in notes[0].message.lower()
        assert app.is_running  # Ctrl+C doesn't quit
