"""The floor dialog fits 80x24 with ten players. It was 20 rows high with six (a row for
each player's award), so at a ten-handed PLO table it took all 24 rows, over the header
and the footer, and a refusal's second line pushed its buttons off the screen. The awards
now sit two to a row, in seat order, tab going through them in that order; a ruling
refused keeps every entry, as before. (Since the evening's audit the players still in the
hand come first and the folded ones apart under them: everyone folding to Cat puts Cat
first, where the focus starts.)"""

from __future__ import annotations

from pathlib import Path

from textual.pilot import Pilot
from textual.widgets import Input

from binglao_tui.tui.app import BinglaoApp
from binglao_tui.tui.screens.floor import FloorScreen
from tests.tui.conftest import MakeApp
from tests.tui.helpers import keys, post_keys, seat_table, settle, type_text

TEN = {name: 200 for name in ("Ann", "Bob", "Cat", "Dan", "Eve", "Fay", "Gus", "Hal", "Ivy", "Jon")}
SIX = dict(list(TEN.items())[:6])


async def _floor(pilot: Pilot[None], players: int) -> FloorScreen:
    """Everyone folds to the big blind (Cat), then o: the floor dialog."""
    await keys(pilot, "enter", "enter", *["f"] * (players - 1), "o")
    screen = pilot.app.screen
    assert isinstance(screen, FloorScreen)
    return screen


def _on_screen(app: BinglaoApp, selector: str) -> bool:
    region = app.screen.query_one(selector).region
    return region.height > 0 and region.y >= 0 and region.bottom <= app.size.height


async def test_ten_players_awards_and_buttons_are_all_on_an_80x24_screen(
    make_app: MakeApp, tmp_path: Path
) -> None:
    seat_table(tmp_path / "config", "plo", TEN, "Ann")
    app = make_app()
    async with app.run_test(size=(80, 24)) as pilot:
        screen = await _floor(pilot, 10)
        dialog = screen.query_one("#floor").region
        assert dialog.height <= 20  # what six took: the header and the footer still show
        assert dialog.y >= 1
        assert dialog.bottom <= 23
        for index in range(10):
            assert _on_screen(app, f"#award-{index}")
        for selector in ("#floor-reason", "#floor-total", "#rule", "#cancel"):
            assert _on_screen(app, selector)
        reason = screen.query_one("#floor-reason", Input)
        assert len(reason.placeholder) <= reason.size.width


async def test_tab_goes_through_the_awards_still_in_then_folded_in_seat_order(
    make_app: MakeApp, tmp_path: Path
) -> None:
    seat_table(tmp_path / "config", "plo", TEN, "Ann")
    app = make_app()
    async with app.run_test(size=(80, 24)) as pilot:
        await _floor(pilot, 10)
        order = []
        for _ in range(13):
            focused = app.focused
            assert focused is not None
            order.append(focused.id)
            await keys(pilot, "tab")
        folded = [f"award-{i}" for i in range(10) if i != 2]  # all but Cat, the big blind
        assert order == ["award-2", *folded, "floor-reason", "rule", "cancel"]


async def test_keys_typed_at_once_land_in_their_awards(make_app: MakeApp, tmp_path: Path) -> None:
    """Cat's 3 taken away and split between Ann and Jon, typed as a fast dealer does."""
    seat_table(tmp_path / "config", "plo", TEN, "Ann")
    app = make_app()
    async with app.run_test(size=(80, 24)) as pilot:
        screen = await _floor(pilot, 10)
        post_keys(app, "ctrl+u", "0", "tab", "ctrl+u", "1", *["tab"] * 8, "ctrl+u", "2")  # Cat, Ann ... Jon
        awards = {"Ann": 1, "Bob": 0, "Cat": 0, "Dan": 0, "Jon": 2}
        assert await settle(pilot, lambda: all(screen.awards()[p] == v for p, v in awards.items()))


async def test_a_refused_ruling_keeps_every_entry(make_app: MakeApp, tmp_path: Path) -> None:
    seat_table(tmp_path / "config", "plo", SIX, "Ann")
    app = make_app()
    async with app.run_test(size=(80, 24)) as pilot:
        screen = await _floor(pilot, 6)
        await keys(pilot, "tab", "ctrl+u")  # past Cat (still in) to Ann
        await type_text(pilot, "9")
        await keys(pilot, "tab", "tab", "tab", "tab", "tab")
        await type_text(pilot, "chip dropped")
        await keys(pilot, "enter")
        assert app.screen is screen  # more than the pot of 2: refused
        assert "✗" in str(screen.query_one("#floor-total").render())
        assert screen.query_one("#award-0", Input).value == "9"
        assert screen.query_one("#award-2", Input).value == "2"  # the pot: Cat's 2
        assert screen.query_one("#floor-reason", Input).value == "chip dropped"
        assert _on_screen(app, "#rule")


async def test_a_refusal_with_ten_players_leaves_the_buttons_on_screen(
    make_app: MakeApp, tmp_path: Path
) -> None:
    seat_table(tmp_path / "config", "plo", TEN, "Ann")
    app = make_app()
    async with app.run_test(size=(80, 24)) as pilot:
        screen = await _floor(pilot, 10)
        await keys(pilot, "ctrl+u")
        await type_text(pilot, "99999")
        await keys(pilot, "enter")
        said = str(screen.query_one("#floor-total").render())
        assert said.startswith("✗")
        for selector in ("#award-0", "#award-9", "#floor-total", "#rule", "#cancel"):
            assert _on_screen(app, selector)


async def test_a_refusal_typed_at_once_stays_said(make_app: MakeApp, tmp_path: Path) -> None:
    """The evening's repro in tmux: an award and enter typed at once were refused, and the
    refusal was at once replaced by 'Awarded 50 of 20' (the total was redrawn from the
    field's Changed message, which came after the enter that ruled)."""
    seat_table(tmp_path / "config", "plo", TEN, "Ann")
    app = make_app()
    async with app.run_test(size=(80, 24)) as pilot:
        screen = await _floor(pilot, 10)
        post_keys(app, "tab", "ctrl+u", "9", "enter")  # past Cat (still in) to Ann
        assert await settle(pilot, lambda: screen.query_one("#award-0", Input).value == "9")
        await pilot.pause()
        said = str(screen.query_one("#floor-total").render())
        assert said.startswith("✗ the floor ruling hands out 11, but the pot is 2")
