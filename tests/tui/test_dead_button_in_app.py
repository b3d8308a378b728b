"""A house game whose rules file sets ``button_rule = "dead"``, played in the app: Bob busts
in the small blind and the next hand is dealt with the button dead on his empty seat (Ann,
before it, acts last), Cat in the small blind and Dan in the big blind."""

from __future__ import annotations

from pathlib import Path

from binglao_tui.core.engine.rotation import Positions
from tests.house_games import seat_dead_plo
from tests.tui.conftest import MakeApp
from tests.tui.helpers import keys, text_of, type_text


async def test_dead_button_from_a_rules_file_is_dealt_after_a_bust_in_the_small_blind(
    make_app: MakeApp, tmp_path: Path
) -> None:
    folder = seat_dead_plo(tmp_path, {"Ann": 200, "Bob": 2, "Cat": 200, "Dan": 200})
    app = make_app(rules_dirs=[str(folder)])
    async with app.run_test(size=(80, 24)) as pilot:
        await keys(pilot, "enter", "enter", "f", "f", "a", "enter")  # Dan and Ann fold, Bob all in
        assert app.hand is not None
        assert app.hand.setup.game.id == "plo-dead"
        await keys(pilot, "enter", "enter", "enter")  # flop, turn, river, not entered
        for hole in ("ah3skdqs", "9d9s4h6h"):
            await type_text(pilot, hole)
            await keys(pilot, "enter")
        await type_text(pilot, "7s5d2ckc9h")
        await keys(pilot, "enter")
        assert app.hand.is_complete
        assert app.hand.stacks["Bob"] == 0
        await keys(pilot, "enter")  # confirm: next hand
        assert app.hand_number == 2
        setup = app.hand.setup
        assert setup.names == ("Ann", "Cat", "Dan")
        assert setup.positions == Positions("Ann", "Dan", "Cat", dead_button=True)
        assert app.hand.bets == {"Ann": 0, "Cat": 1, "Dan": 2}
        assert "Button: dead, on the empty seat after Ann" in text_of(app, "#instruction")
