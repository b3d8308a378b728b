"""Run it twice's words at 80x24 with six players, as the evening's play found them: the
line under the table put "Run it twice: two boards, each pot halved between them." before
the hand's own line and cut it at "Roll 4: 4 cards", and the keys line in the board field
offered "twice typed: run it twice". The message now takes its own line when both do not
fit, and the field offers a key that works there (ctrl+t; w types a w)."""

from __future__ import annotations

from pathlib import Path

from textual.pilot import Pilot

from binglao_tui.tui.app import BinglaoApp
from tests.tui.conftest import MakeApp
from tests.tui.helpers import hand_of, keys, screen_lines, seat_table, text_of, type_text

SIX = {"Ann": 200, "Bob": 20, "Cat": 50, "Dan": 200, "Eve": 200, "Fay": 200}
SAID = "Run it twice: two boards, each pot halved between them."
INFO = "Roll 4: 4 cards each, high only · 1/2 pot-limit"


async def _all_in_on_the_flop(pilot: Pilot[None]) -> None:
    """Roll 4; Bob, Cat, Dan and Eve all in by the flop: the turn to deal, in the field."""
    await keys(pilot, "enter", "4", "enter", "c", "c", "c", "c", "b")
    await type_text(pilot, "14")
    await keys(pilot, "enter", "a", "enter", "c", "c", "f", "f", "c")
    await type_text(pilot, "7s5d2c")
    await keys(pilot, "enter", "a", "enter", "c")


def _rows(app: BinglaoApp, selector: str) -> list[str]:
    region = app.screen.query_one(selector).region
    return [row[region.x : region.right].strip() for row in screen_lines(app)[region.y : region.bottom]]


async def test_the_field_offers_a_key_for_run_it_twice(make_app: MakeApp, tmp_path: Path) -> None:
    seat_table(tmp_path / "config", "binglao", SIX, "Ann")
    app = make_app()
    async with app.run_test(size=(80, 24)) as pilot:
        await _all_in_on_the_flop(pilot)
        assert app.focused is not None
        assert app.focused.id == "entry-input"
        keys_line = text_of(app, "#keys")
        assert "ctrl+t run it twice" in keys_line
        assert "typed" not in keys_line
        assert "ctrl+t run it twice" in "\n".join(_rows(app, "#keys"))  # drawn whole
        await keys(pilot, "ctrl+t")
        hand = hand_of(app)
        assert hand is not None
        assert len(hand.boards) == 2


async def test_the_run_twice_message_and_the_hand_line_fit_80_columns(
    make_app: MakeApp, tmp_path: Path
) -> None:
    seat_table(tmp_path / "config", "binglao", SIX, "Ann")
    app = make_app()
    async with app.run_test(size=(80, 24)) as pilot:
        await _all_in_on_the_flop(pilot)
        assert _rows(app, "#hand-info") == [INFO]  # alone, one line
        await type_text(pilot, "twice")
        await keys(pilot, "enter")
        hand = hand_of(app)
        assert hand is not None
        assert len(hand.boards) == 2
        assert _rows(app, "#hand-info") == [SAID, INFO]  # each whole, the message first
        assert "Side 2 300" in "\n".join(_rows(app, "#middle-panel"))  # the pots still shown
        await type_text(pilot, "d")  # the next step (the hands left face down): the message goes
        await keys(pilot, "enter")
        assert _rows(app, "#hand-info") == [INFO]


async def test_w_outside_the_field_is_offered_as_before(make_app: MakeApp, tmp_path: Path) -> None:
    seat_table(tmp_path / "config", "binglao", SIX, "Ann")
    app = make_app()
    async with app.run_test(size=(80, 24)) as pilot:
        await _all_in_on_the_flop(pilot)
        await keys(pilot, "escape")
        assert "w run it twice" in text_of(app, "#keys")
        await keys(pilot, "w")
        hand = hand_of(app)
        assert hand is not None
        assert len(hand.boards) == 2
