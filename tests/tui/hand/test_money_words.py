"""The hand screen's money words (issue 11, item 7): uncalled bets said beside the push,
"everyone left is all in" only when it is so, side pots as the last complete round left
them with the bets in front apart, calls with their chips, and a short all-in named."""

from __future__ import annotations

from pathlib import Path

from binglao_tui.core.engine.hand import Phase
from tests.tui.conftest import MakeApp
from tests.tui.helpers import hand_of, keys, phase, seat_table, text_of, type_text


async def test_a_push_says_the_uncalled_bet_comes_back(make_app: MakeApp) -> None:
    """Eve raises to 7 and everyone folds: 5 is pushed to her, and her own 5 over the big
    blind comes back as an uncalled bet (the instruction says both)."""
    app = make_app()
    async with app.run_test(size=(80, 24)) as pilot:
        await keys(pilot, "enter", "1", "enter", "f", "b")  # Dan folds, Eve raises
        await type_text(pilot, "7")
        await keys(pilot, "enter", "f", "f", "f", "f")
        assert phase(app) is Phase.COMPLETE
        said = text_of(app, "#instruction")
        assert "push 5 to Eve" in said
        assert "Eve's own 5 comes back as an uncalled bet" in said
        hand = hand_of(app)
        assert hand is not None
        assert hand.stacks["Eve"] == 203


async def test_all_in_words_pots_and_calls_while_the_round_is_open(make_app: MakeApp, tmp_path: Path) -> None:
    """Ann calls 2, Bob is all in for 6: while Cat is to act there is no side pot yet (only
    bets in front); Cat calls 4 more, Ann folds: no more betting, but Cat still has chips,
    so the screen does not say everyone is all in."""
    seat_table(tmp_path / "config", "binglao", {"Ann": 200, "Bob": 6, "Cat": 200}, "Ann")
    app = make_app()
    async with app.run_test(size=(80, 24)) as pilot:
        await keys(pilot, "enter", "1", "enter", "c", "a", "enter")
        middle = text_of(app, "#middle")
        assert "Side" not in middle  # Bob's 4 over the call is a raise nobody answered yet
        assert "Bets in front 10" in middle
        assert "Ann calls 2" in text_of(app, "#history")
        await keys(pilot, "c", "f")
        assert phase(app) is Phase.DEAL_BOARD
        assert "Cat calls 4" in text_of(app, "#history")
        said = text_of(app, "#instruction")
        assert "Everyone left is all in" not in said
        assert "No more betting: everyone else is all in (Cat has 194 behind)" in said


async def test_side_pots_appear_when_the_round_is_complete(make_app: MakeApp, tmp_path: Path) -> None:
    """Bob all in for 6 preflop, called by both: on the flop Cat bets 10; until Ann answers
    it the bet is in front, not a side pot; once she calls, Main 18 and Side 1 20."""
    seat_table(tmp_path / "config", "binglao", {"Ann": 200, "Bob": 6, "Cat": 200}, "Ann")
    app = make_app()
    async with app.run_test(size=(100, 32)) as pilot:
        await keys(pilot, "enter", "1", "enter", "c", "a", "enter", "c", "c")
        await type_text(pilot, "7s5d2c")
        await keys(pilot, "enter", "b")
        await type_text(pilot, "10")
        await keys(pilot, "enter")
        middle = text_of(app, "#middle")
        assert "Side" not in middle
        assert "Bets in front 10" in middle
        await keys(pilot, "c")
        middle = text_of(app, "#middle")
        assert "Main 18" in middle
        assert "Side 1 20" in middle
        assert "Bets in front" not in middle
