"""A card typed twice in the judge (F3) is flagged under the two fields that hold it, and
only there: the evening's play found the duplicate between the board and Bob's hand said
under every player's field, Ann's and Cat's included, as if each of them held it."""

from __future__ import annotations

from binglao_tui.tui.screens.judge import JudgeScreen
from binglao_tui.tui.widgets.card_entry import CardField
from tests.tui.conftest import MakeApp
from tests.tui.helpers import keys, type_text


async def test_a_duplicate_is_said_under_the_two_fields_holding_it_not_under_the_others(
    make_app: MakeApp,
) -> None:
    app = make_app()
    async with app.run_test(size=(80, 24)) as pilot:
        await keys(pilot, "f3")
        judge = app.screen
        assert isinstance(judge, JudgeScreen)
        await keys(pilot, "ctrl+l")  # the board's field
        await type_text(pilot, "7s5d2ckc9h")
        for hand in ("ah3skdqs", "9d9s4h7s", "jcjdtcth"):  # Bob's 7s is the board's too
            await keys(pilot, "tab")
            await type_text(pilot, hand)
        board, ann, bob, cat = list(judge.query(CardField))[:4]
        assert bob.note == "✗ duplicate card 7s: in player Bob and in board"
        assert board.note == "✗ duplicate card 7s: in board and in player Bob"
        assert ann.note == "A♥ 3♠ K♦ Q♠"  # the cards read, no duplicate
        assert cat.note == "J♣ J♦ T♣ T♥"
        assert ann.cards is not None
        assert cat.cards is not None
        # Bob's hand put right: the board's note clears with it
        await keys(pilot, "shift+tab", "end", "backspace", "backspace")
        await type_text(pilot, "6h")
        assert bob.note == "9♦ 9♠ 4♥ 6♥"
        assert board.note == "7♠ 5♦ 2♣ K♣ 9♥"
