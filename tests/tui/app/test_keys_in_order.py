"""Every key applied in the order typed, whatever the load (issue 11; Textual issue #6605).

Each test posts its keys all at once, without waiting for any to be handled, as a fast
typist on a busy machine sends them: a key a binding handles (tab, backspace, enter, the
hand screen's letters) must not be overtaken by the characters typed after it.
"""

from __future__ import annotations

import ast
from pathlib import Path

from textual.widgets import Input

from binglao_tui.core.engine.hand import Phase
from binglao_tui.tui.screens.judge import JudgeScreen
from binglao_tui.tui.screens.setup import SetupScreen
from binglao_tui.tui.widgets.card_entry import CardField
from tests.tui.conftest import MakeApp
from tests.tui.helpers import hand_of, post_keys, seat_table, settle


def _chars(text: str) -> list[str]:
    return ["space" if c == " " else c for c in text]


async def test_tabs_between_card_fields_keep_every_card_in_its_own_field(make_app: MakeApp) -> None:
    app = make_app()
    async with app.run_test(size=(120, 32)) as pilot:
        await pilot.press("f3")
        await pilot.pause()
        screen = app.screen
        assert isinstance(screen, JudgeScreen)
        post_keys(app, *_chars("7s 5d 2c Kc 9h"), "tab", *_chars("Ah 3s Kd Qs"), "tab", *_chars("9d9s4h6h"))
        fields = list(screen.query(CardField))
        assert await settle(pilot, lambda: fields[2].text == "9d9s4h6h")
        assert [f.text for f in fields[:3]] == ["7s 5d 2c Kc 9h", "Ah 3s Kd Qs", "9d9s4h6h"]


async def test_backspace_takes_the_character_before_it_not_one_typed_after(make_app: MakeApp) -> None:
    app = make_app()
    async with app.run_test(size=(120, 32)) as pilot:
        await pilot.press("f3")
        await pilot.pause()
        screen = app.screen
        assert isinstance(screen, JudgeScreen)
        post_keys(app, *_chars("7s 5d 2x"), "backspace", "c", "ctrl+u", *_chars("8h6h3hqc2s"))
        board = screen.query_one("#judge-board", CardField)
        assert await settle(pilot, lambda: board.text.endswith("2s"))
        assert board.text == "8h6h3hqc2s"


async def test_tab_through_the_setup_puts_each_figure_in_its_field(make_app: MakeApp) -> None:
    app = make_app()
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.pause()
        screen = app.screen
        assert isinstance(screen, SetupScreen)
        screen.set_focus(screen.query_one("#small_blind", Input))
        await pilot.pause()
        post_keys(app, "ctrl+u", "5", "tab", "ctrl+u", "1", "0", "tab", "ctrl+u", "3")
        ante = screen.query_one("#bb_ante", Input)
        assert await settle(pilot, lambda: ante.value == "3")
        assert [screen.query_one(f"#{k}", Input).value for k in ("small_blind", "big_blind", "bb_ante")] == [
            "5",
            "10",
            "3",
        ]


async def test_a_hand_typed_in_one_burst_lands_every_key_where_it_belongs(
    make_app: MakeApp, tmp_path: Path
) -> None:
    """Setup, roll, deal, preflop called round, the flop typed straight after the last call."""
    seat_table(tmp_path / "config", "binglao", {"Ann": 200, "Bob": 200, "Cat": 200}, "Ann")
    app = make_app()
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.pause()
        assert await settle(pilot, lambda: app.journal_ready)
        post_keys(app, "enter", "4", "enter", "c", "c", "c", *_chars("7s5d2c"), "enter", "c", "c", "c")
        assert await settle(
            pilot, lambda: (h := hand_of(app)) is not None and len(h.board) == 3 and h.board_due is not None
        )
        hand = hand_of(app)
        assert hand is not None
        assert [str(c) for c in hand.board if c is not None] == ["7s", "5d", "2c"]
        assert hand.phase is Phase.DEAL_BOARD  # the flop checked round: the turn is due


async def test_judge_pot_field_keeps_a_burst_of_keys_in_its_fields(make_app: MakeApp) -> None:
    # the evening's repro: F3, ctrl+l, shift+tab to the pot, then in one burst the pot,
    # tab, the board, tab, a hand; the pot field took every digit ("32762334") and the
    # tabs came after, because the pot was a plain text field
    app = make_app()
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.press("f3")
        await pilot.pause()
        screen = app.screen
        assert isinstance(screen, JudgeScreen)
        await pilot.press("ctrl+l", "shift+tab")
        await pilot.pause()
        pot = screen.query_one("#judge-pot", Input)
        assert app.focused is pot
        post_keys(app, "3", "2", "tab", *_chars("7h 6d 2c Kd 3s"), "tab", *_chars("Ah 3d 4s Qc"))
        fields = list(screen.query(CardField))
        assert await settle(pilot, lambda: fields[1].text == "Ah 3d 4s Qc")
        assert (pot.value, fields[0].text) == ("32", "7h 6d 2c Kd 3s")


def test_every_text_field_of_the_app_keeps_its_keys_in_order() -> None:
    # a plain Input lets a tab overtake the characters typed after it (Textual #6605):
    # every field the app shows is the ordered one
    root = Path(__file__).resolve().parents[3] / "binglao_tui" / "tui"
    plain = []
    for path in sorted(root.rglob("*.py")):
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            if isinstance(node, ast.Call) and isinstance(node.func, ast.Name) and node.func.id == "Input":
                plain.append(f"{path.relative_to(root)}:{node.lineno}")
    assert plain == []
