"""A hand being typed in the judge (F3) is not called wrong before it is finished.

While its field has the focus, an entry with fewer cards than it needs (the last one
maybe half typed) shows the cards read so far and how many the field takes, and the field
stays its colour; a wrong card (unknown, a duplicate, one too many) turns it red at once.
Left short, the field turns red and its note says what is missing; typed into again, it is
back to the cards read so far. (Before, the field turned red at a hand's first key and back
at its last, and said "needs 4 cards, got 1" while the dealer was still typing.)
"""

from __future__ import annotations

from binglao_tui.tui.screens.judge import JudgeScreen
from binglao_tui.tui.widgets.card_entry import CardField
from binglao_tui.tui.widgets.ruling import RulingView
from tests.tui.conftest import MakeApp
from tests.tui.helpers import keys, screen_lines, type_text


def _red(field: CardField) -> bool:
    return field.input.has_class("-invalid")


async def test_an_entry_still_being_typed_shows_the_cards_so_far_and_is_not_flagged(
    make_app: MakeApp,
) -> None:
    app = make_app()
    async with app.run_test(size=(80, 24)) as pilot:
        await keys(pilot, "f3")
        judge = app.screen
        assert isinstance(judge, JudgeScreen)
        board, ann, bob = list(judge.query(CardField))[:3]
        await type_text(pilot, "7s5d")
        assert board.note.startswith("7♠ 5♦ · 2 of 3, 4 or 5 cards")
        assert not _red(board)
        await type_text(pilot, "2ckc9h")
        await keys(pilot, "tab")
        await type_text(pilot, "ah3sk")  # the king's suit still to come
        assert ann.note == "A♥ 3♠ · 2 of 4 cards"
        assert not _red(ann)
        await type_text(pilot, "d")
        assert ann.note == "A♥ 3♠ K♦ · 3 of 4 cards"
        await keys(pilot, "tab")  # left one card short
        assert _red(ann)
        assert ann.note == "✗ player Ann needs 4 cards, got 3"
        await keys(pilot, "shift+tab", "end")  # back to it: being typed again
        assert not _red(ann)
        assert ann.note == "A♥ 3♠ K♦ · 3 of 4 cards"
        await type_text(pilot, "qs")
        assert ann.note == "A♥ 3♠ K♦ Q♠"
        assert not _red(ann)
        assert bob.note == ""


async def test_a_wrong_card_is_flagged_at_once_while_typing(make_app: MakeApp) -> None:
    app = make_app()
    async with app.run_test(size=(80, 24)) as pilot:
        await keys(pilot, "f3")
        judge = app.screen
        assert isinstance(judge, JudgeScreen)
        board, ann = list(judge.query(CardField))[:2]
        await type_text(pilot, "7s5d2ckc9h")
        await keys(pilot, "tab")
        await type_text(pilot, "ah7s")  # the board's seven of spades
        assert _red(ann)
        assert ann.note == "✗ duplicate card 7s: in player Ann and in board"
        await keys(pilot, "backspace", "backspace")
        assert not _red(ann)
        await type_text(pilot, "xh")  # no such card
        assert _red(ann)
        assert ann.note.startswith("✗ unknown card")
        await keys(pilot, "backspace", "backspace")
        await type_text(pilot, "3skdqs2h")  # five cards for a four-card game
        assert _red(ann)
        assert ann.note == "✗ player Ann needs 4 cards, got 5"
        assert not _red(board)


async def test_the_last_line_names_the_winners_and_a_refused_hand_is_not_called_unentered(
    make_app: MakeApp,
) -> None:
    """The ready line says who wins each half; a hand left out because a later hand
    repeats one of its cards is said to be refused, not "not entered yet" (the evening's
    play: Dan typed Ann's Tc and the ruling said Ann's hand was not entered)."""
    app = make_app()
    async with app.run_test(size=(80, 24)) as pilot:
        await keys(pilot, "f3")
        judge = app.screen
        assert isinstance(judge, JudgeScreen)
        await type_text(pilot, "AhKh7h2c3d")
        for hand in ("QhJdTc9s", "AsAd5h6s", "AcKc9c9d"):
            await keys(pilot, "tab")
            await type_text(pilot, hand)
        status = judge.query_one("#judge-status")
        assert "The ruling is ready: high Bob, low Bob. Enter shows why." in str(status.render())
        await keys(pilot, "tab")
        await type_text(pilot, "Tc")  # Dan's first card is Ann's
        status_text = str(status.render())
        assert "Ann's hand is refused (see its note)" in status_text
        await keys(pilot, "enter")
        ruling = judge.query_one("#judge-ruling", RulingView)
        assert "NOT FINAL: Ann's hand is refused (duplicate card Tc" in ruling.text


async def test_a_long_explanation_wraps_under_its_own_words_not_under_the_bullet(
    make_app: MakeApp,
) -> None:
    """At 80x24 an explanation longer than the panel goes on under its first word, so a
    reader sees where each point starts (it wrapped back under the bullet before)."""
    app = make_app()
    async with app.run_test(size=(80, 24)) as pilot:
        await keys(pilot, "f3")
        await type_text(pilot, "AhKh7h2c3d")
        for hand in ("QhJdTc9s", "AsAd5h6s"):
            await keys(pilot, "tab")
            await type_text(pilot, hand)
        await keys(pilot, "enter")
        lines = screen_lines(app)
        start = next(i for i, line in enumerate(lines) if "· No straight:" in line)
        bullet = lines[start].index("·")
        following = lines[start + 1]
        assert following[bullet : bullet + 2] == "  "  # not a new point
        assert following[bullet + 2] != " "  # the words go on under "No"
