"""The smaller things of issue 11, item 10, played as a newcomer would."""

from __future__ import annotations

from pathlib import Path

from textual.pilot import Pilot

from binglao_tui.tui.screens.hand import HandScreen
from tests.tui.conftest import MakeApp
from tests.tui.helpers import keys, seat_table


async def test_undo_at_the_first_step_says_there_is_nothing_to_undo(
    make_app: MakeApp, tmp_path: Path
) -> None:
    seat_table(tmp_path / "config", "plo", {"Ann": 200, "Bob": 200, "Cat": 200}, "Ann")
    app = make_app()
    async with app.run_test(size=(80, 24)) as pilot:
        await keys(pilot, "enter")
        assert isinstance(app.screen, HandScreen)
        await keys(pilot, "u")
        messages = [n.message for n in app._notifications]
        assert any("Nothing to undo: this is the first step of the hand" in m for m in messages), messages


async def test_the_pot_calculator_opened_before_the_die_keeps_the_blinds_as_bets(
    make_app: MakeApp, tmp_path: Path
) -> None:
    # the evening's repro: F2 while the table waited for the die showed the blinds in the
    # middle (pot 3, no bets: to call 0, max bet 3); first to act calls 2, raises 4 to 7
    from textual.widgets import Input

    from binglao_tui.tui.screens.pot_calc import PotCalculatorScreen
    from binglao_tui.tui.widgets.figures import Figure
    from tests.tui.helpers import text_of

    seat_table(tmp_path / "config", "binglao", {"Ann": 200, "Bob": 200, "Cat": 200, "Dan": 200}, "Ann")
    app = make_app()
    async with app.run_test(size=(80, 24)) as pilot:
        await keys(pilot, "enter")  # the table confirmed: blinds in, the die to roll
        assert app.hand is not None
        assert app.hand.legal() is None
        await keys(pilot, "f2")
        calc = app.screen
        assert isinstance(calc, PotCalculatorScreen)
        assert calc.query_one("#calc-pot", Input).value == "0"
        assert calc.query_one("#calc-bets", Input).value == "1 2"
        figures = tuple(calc.query_one(f"#fig-{k}", Figure).value for k in ("call", "min", "max"))
        assert figures == ("2", "4", "7")
        assert "From the table: pot 3; nobody to act yet" in text_of(app, "#calc-from")


async def test_the_pot_calculator_opened_in_a_hand_starts_from_the_table(
    make_app: MakeApp, tmp_path: Path
) -> None:
    from textual.widgets import Input

    from binglao_tui.tui.screens.pot_calc import PotCalculatorScreen
    from tests.tui.helpers import text_of

    seat_table(tmp_path / "config", "plo", {"Ann": 200, "Bob": 200, "Cat": 200}, "Ann")
    app = make_app()
    async with app.run_test(size=(80, 24)) as pilot:
        await keys(pilot, "enter", "enter")  # dealt: Ann (the button) to act, blinds 1 and 2 in
        assert app.hand is not None
        options = app.hand.legal()
        assert options is not None
        await keys(pilot, "f2")
        calc = app.screen
        assert isinstance(calc, PotCalculatorScreen)
        assert calc.query_one("#calc-pot", Input).value == "0"
        assert calc.query_one("#calc-bets", Input).value == "1 2"
        assert calc.query_one("#calc-stack", Input).value == "200"
        assert "From the table: pot 3; Ann to act" in text_of(app, "#calc-from")
        to_call, low, high, _, _ = calc.calculate()
        assert (to_call, low, high) == (options.to_call, options.min_raise_to, options.max_raise_to)
        assert high == 7  # what the hand itself offers Ann
        calc.query_one("#calc-pot", Input).value = "10"  # and editable
        await pilot.pause()
        assert calc.calculate()[2] == 17


async def test_the_pot_calculator_at_pot_zero_does_not_contradict_itself(make_app: MakeApp) -> None:
    from binglao_tui.tui.screens.pot_calc import PotCalculatorScreen
    from tests.tui.helpers import text_of

    app = make_app()
    async with app.run_test(size=(80, 24)) as pilot:
        await keys(pilot, "f2")
        calc = app.screen
        assert isinstance(calc, PotCalculatorScreen)
        _, low, high, _, words = calc.calculate()
        assert low == high == 2
        assert "the only bet is 2" in text_of(app, "#calc-text")
        assert "up to the pot: 0" not in words


async def _judge_two_hands(pilot: Pilot[None]) -> None:
    from tests.tui.helpers import type_text

    await type_text(pilot, "7s5d2ckc9h")
    for hole in ("ah3skdqs", "9d9s4h6h"):
        await keys(pilot, "tab")
        await type_text(pilot, hole)


async def test_the_judge_keeps_what_was_typed_after_escape(make_app: MakeApp) -> None:
    from binglao_tui.tui.screens.judge import JudgeScreen
    from binglao_tui.tui.widgets.card_entry import CardField
    from tests.tui.helpers import text_of

    app = make_app()
    async with app.run_test(size=(80, 24)) as pilot:
        await keys(pilot, "f3")
        await _judge_two_hands(pilot)
        await keys(pilot, "escape")
        assert not isinstance(app.screen, JudgeScreen)
        await keys(pilot, "f3")
        judge = app.screen
        assert isinstance(judge, JudgeScreen)
        texts = [field.text for field in judge.query(CardField)][:3]
        assert texts == ["7s5d2ckc9h", "ah3skdqs", "9d9s4h6h"]
        assert "ruling is ready" in text_of(app, "#judge-status")  # the window's last line
        await keys(pilot, "ctrl+l")  # cleared on purpose only
        assert [field.text for field in judge.query(CardField)][:3] == ["", "", ""]


async def test_enter_in_the_judge_brings_the_ruling_into_view_with_six_players(make_app: MakeApp) -> None:
    from binglao_tui.tui.screens.judge import JudgeScreen

    app = make_app()
    async with app.run_test(size=(80, 24)) as pilot:
        assert len(app.table.names) == 6
        await keys(pilot, "f3")
        judge = app.screen
        assert isinstance(judge, JudgeScreen)
        await _judge_two_hands(pilot)
        columns = judge.query_one("#judge-columns")
        result = judge.query_one("#judge-result")
        assert result.region.y >= columns.region.bottom - 1  # below the fold at 80x24 (its rule at most)
        await keys(pilot, "enter")
        await pilot.pause()
        assert result.region.y == columns.region.y  # at the top of the window now


async def test_a_small_blind_of_0_is_refused_as_a_blind(make_app: MakeApp) -> None:
    from textual.widgets import Input

    from binglao_tui.tui.screens.setup import SetupScreen
    from tests.tui.helpers import text_of

    app = make_app()
    async with app.run_test(size=(80, 24)) as pilot:
        setup = app.screen
        assert isinstance(setup, SetupScreen)
        setup.query_one("#small_blind", Input).value = "0"
        await keys(pilot, "ctrl+s")
        assert app.screen is setup
        problem = text_of(app, "#setup-problem")
        assert "Small blind: a blind of 0 is no blind; enter at least 1 chip" in problem


async def test_the_floor_dialog_keeps_its_entries_on_a_refusal_and_records_the_reason(
    make_app: MakeApp, tmp_path: Path
) -> None:
    from textual.widgets import Input

    from binglao_tui.core.engine.actions import ActionKind
    from binglao_tui.tui.screens.floor import FloorScreen
    from tests.tui.helpers import text_of

    seat_table(tmp_path / "config", "plo", {"Ann": 200, "Bob": 200, "Cat": 200}, "Ann")
    app = make_app()
    async with app.run_test(size=(80, 24)) as pilot:
        await keys(
            pilot, "enter", "enter", "f", "f"
        )  # folded to the big blind: a pot of 2 (his 1 over the small blind comes back)
        assert app.hand is not None
        assert app.hand.is_complete
        await keys(pilot, "o")
        floor = app.screen
        assert isinstance(floor, FloorScreen)
        floor.query_one("#award-0", Input).value = "9"  # more than the pot
        floor.query_one("#floor-reason", Input).value = "Cat's cards were exposed"
        floor.query_one("#award-0", Input).focus()
        await keys(pilot, "enter")
        assert app.screen is floor  # still open, with what was typed
        assert floor.query_one("#award-0", Input).value == "9"
        assert floor.query_one("#floor-reason", Input).value == "Cat's cards were exposed"
        assert text_of(app, "#floor-total").startswith("✗ ")
        for index, award in enumerate(("1", "1", "0")):  # the pot of 2, split by the floor
            floor.query_one(f"#award-{index}", Input).value = award
        floor.query_one("#award-0", Input).focus()
        await keys(pilot, "enter")
        assert app.screen is not floor, text_of(app, "#floor-total")
        last = app.hand.actions[-1]
        assert last.kind is ActionKind.FLOOR
        assert last.note == "Cat's cards were exposed"
