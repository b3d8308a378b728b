"""At an all-in showdown every hand is turned face up (TDA 2024 Rule 16): the caller with
chips behind is not offered a muck, and one typed is refused with the engine's reason; the
board is asked for before the pot is pushed (issue 22 §2)."""

from __future__ import annotations

from pathlib import Path

from binglao_tui.core.engine.hand import Phase
from tests.tui.conftest import MakeApp
from tests.tui.helpers import hand_of, keys, phase, screen_lines, seat_table, text_of, type_text


async def test_the_caller_with_chips_behind_shows_and_the_board_comes_before_the_push(
    make_app: MakeApp, tmp_path: Path
) -> None:
    seat_table(tmp_path / "config", "plo", {"Ann": 200, "Bob": 6}, "Ann")
    app = make_app()
    async with app.run_test(size=(80, 24)) as pilot:
        await keys(pilot, "enter", "enter", "c", "b")  # Ann calls, Bob all in
        await type_text(pilot, "all")
        await keys(pilot, "enter", "c")  # Ann calls with 194 behind
        await type_text(pilot, "d")  # tabled later: the flop face down (enter alone is refused)
        await keys(pilot, "enter", "enter", "enter", "enter")  # the streets face down
        assert phase(app) is Phase.SHOWDOWN
        await type_text(pilot, "Ks Kd 4h 5h")
        await keys(pilot, "enter")
        hand = hand_of(app)
        assert hand is not None
        assert hand.actor == "Ann"
        drawn = "\n".join(screen_lines(app))
        assert "or muck" not in drawn  # neither the field's hint nor the keys line
        await keys(pilot, "escape")
        drawn = "\n".join(screen_lines(app))
        assert "s show" in drawn
        assert "k muck" not in drawn
        await keys(pilot, "k")  # not a key here: nothing happens
        assert hand_of(app) == hand
        await keys(pilot, "enter")  # back to the field
        await type_text(pilot, "muck")
        await keys(pilot, "enter")
        assert hand_of(app) == hand
        note = text_of(app, "#entry-note")
        assert "Ann has chips behind at an all-in showdown" in note
        assert "(TDA 2024 Rule 16)" in note
        await type_text(pilot, "Qd Qc 2c 3c")
        await keys(pilot, "enter")
        assert phase(app) is Phase.SHOWDOWN  # the board first, then the push
        assert text_of(app, "#instruction") == "Enter the cards to judge the showdown"
        await type_text(pilot, "Ah 7d 2s Tc Jh")
        await keys(pilot, "enter")
        done = hand_of(app)
        assert done is not None
        assert done.is_complete
        assert done.next_step == "Hand over: push 12 to Bob"
