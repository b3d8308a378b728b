"""The judge (F3) while hands are being typed: the window's last line says what the result
is, and a ruling stays shown, marked not final, while a later hand is typed."""

from __future__ import annotations

from binglao_tui.tui.screens.judge import JudgeScreen
from binglao_tui.tui.widgets.ruling import RulingView
from tests.tui.conftest import MakeApp
from tests.tui.helpers import keys, text_of, type_text


async def test_a_ruling_typed_on_stays_shown_and_says_it_is_not_final(make_app: MakeApp) -> None:
    """Seed 000, roll 1, six seated at 80 x 24: Ann and Bob's hands are judged; while Cat's
    is half typed the ruling of those two stays, and the last line says it leaves Cat out."""
    app = make_app()
    async with app.run_test(size=(80, 24)) as pilot:
        await keys(pilot, "f3")
        judge = app.screen
        assert isinstance(judge, JudgeScreen)
        view = judge.query_one(RulingView)
        assert "Enter the board and the hands" in text_of(app, "#judge-status")
        await type_text(pilot, "7s5d2ckc9h")
        assert "Enter the board and the hands" in text_of(app, "#judge-status")
        await keys(pilot, "tab")
        await type_text(pilot, "ah3s")  # Ann's hand, half typed: nothing to judge yet
        assert "Waiting for Ann's hand: the note under it says why." in text_of(app, "#judge-status")
        assert view.text == ""
        await type_text(pilot, "kdqs")
        await keys(pilot, "tab")
        await type_text(pilot, "9d9s4h6h")
        assert "The ruling is ready" in text_of(app, "#judge-status")
        assert view.text == ""  # below the fold at 80 x 24: drawn when enter shows it
        await keys(pilot, "enter")
        ruled = view.text
        assert "high: Bob  low: Ann" in ruled
        assert "NOT FINAL" not in ruled
        await keys(pilot, "tab")
        await type_text(pilot, "as2d")  # Cat's hand, half typed
        status = text_of(app, "#judge-status")
        assert "Not final: waiting for Cat's hand; the ruling shown leaves Cat out." in status
        assert "ready" not in status
        await keys(pilot, "enter")
        assert view.text.startswith(
            "NOT FINAL: Cat's hand is not entered yet, and this ruling leaves them out"
        )
        assert "high: Bob  low: Ann" in view.text  # still Ann's and Bob's
        await type_text(pilot, "jcjd")
        assert "The ruling is ready" in text_of(app, "#judge-status")
        await keys(pilot, "enter")
        assert "NOT FINAL" not in view.text
        assert "\nCat\n" in view.text


async def test_an_earlier_hand_changed_is_left_out_and_named(make_app: MakeApp) -> None:
    """Editing Ann's hand after the ruling: the ruling shown is of Bob's alone until hers
    reads again, and the last line names her."""
    app = make_app()
    async with app.run_test(size=(80, 24)) as pilot:
        await keys(pilot, "f3")
        judge = app.screen
        assert isinstance(judge, JudgeScreen)
        await type_text(pilot, "7s5d2ckc9h")
        for hole in ("ah3skdqs", "9d9s4h6h"):
            await keys(pilot, "tab")
            await type_text(pilot, hole)
        await keys(pilot, "shift+tab", "end", "backspace")  # Ann's hand: three cards and a rank
        assert "waiting for Ann's hand; the ruling shown leaves Ann out" in text_of(app, "#judge-status")
        await keys(pilot, "enter")  # below the fold: enter draws the ruling and shows it
        assert "low: Ann" not in judge.query_one(RulingView).text
        await type_text(pilot, "s")
        assert "The ruling is ready" in text_of(app, "#judge-status")
        await keys(pilot, "enter")
        assert "low: Ann" in judge.query_one(RulingView).text
