"""The showdown's ask for the board cards dealt face down, as read at 80x24 (issue 11's
evening in tmux): the label named the streets and the greyed hint named them again, so the
line read "Flop, turn, river the flop and turn and river: 5 cards" (run twice: "Board 1:
turn the turn: 1 card"). It now reads as the street prompts do: the streets and the count,
then what to type ("Turn, river: 2 cards  type them in the order they were dealt").
"""

from __future__ import annotations

from pathlib import Path

from binglao_tui.core.engine.hand import Phase
from tests.tui.conftest import MakeApp
from tests.tui.hand.test_evening_words import SIX, all_in_on_the_flop
from tests.tui.helpers import hand_of, keys, screen_lines, seat_table, type_text

HOLES = iter(["AhAd3c4c", "KhKd3d4d", "QhQd3h4h", "JhJd3s4s"])


async def test_the_board_dealt_face_down_is_asked_for_once_with_its_count(
    make_app: MakeApp, tmp_path: Path
) -> None:
    seat_table(tmp_path / "config", "binglao", SIX, "Ann")
    app = make_app()
    async with app.run_test(size=(80, 24)) as pilot:
        await all_in_on_the_flop(pilot)  # flop 7s 5d 2c, four all in, the turn to deal
        await type_text(pilot, "d")  # the turn and the river dealt face down
        await keys(pilot, "enter", "enter")
        for cards in HOLES:  # every hand turned face up, one after the other
            hand = hand_of(app)
            assert hand is not None
            assert hand.actor is not None
            await type_text(pilot, cards)
            await keys(pilot, "enter")
        hand = hand_of(app)
        assert hand is not None
        assert hand.phase is Phase.SHOWDOWN
        assert hand.actor is None
        screen = "\n".join(screen_lines(app))
        assert "Turn, river: 2 cards" in screen
        assert "Turn, river: 2 cards type them in the order they were dealt" in screen
        assert "turn and river" not in screen  # the streets are named once
