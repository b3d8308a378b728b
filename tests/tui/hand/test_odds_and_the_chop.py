"""After the hand, in the app at 80x24: the outs and the equity chop at an all-in (booked,
undone, in the history), and the hand's odds street by street right after it and from the
history (F5). Everything the equity counts is counted in a worker: the keys are answered
meanwhile. (The night's luck in the ledger: tests/tui/ledger/test_luck.py.)"""

from __future__ import annotations

from pathlib import Path

from textual.app import App
from textual.containers import ScrollableContainer
from textual.pilot import Pilot
from textual.widgets import Input, Static

from binglao_tui.core.engine.hand import Phase
from binglao_tui.core.engine.table import Seat, TableSetup
from binglao_tui.core.rules import load_game_file
from binglao_tui.tui.screens.dialogs import ConfirmScreen
from binglao_tui.tui.screens.history import HandRecordScreen
from binglao_tui.tui.screens.odds import OddsScreen
from binglao_tui.tui.table_memory import save_setup
from binglao_tui.tui.widgets.equity_panel import EquityPanel
from tests.house_games import HOUSE
from tests.session.odds_evening import CHOP_FLOP, CHOP_HOLES
from tests.tui.app.test_journal import _opened
from tests.tui.conftest import MakeApp
from tests.tui.helpers import hand_of, keys, phase, seat_table, text_of, type_text

CHOP_PLO8 = (HOUSE / "plo8-chop.toml").read_text(encoding="utf-8")


def chop_table(tmp_path: Path) -> Path:
    """The house's PLO8 that chops, Ann (button) 30, Bob 30, Cy 20 at 1/2; its folder."""
    folder = tmp_path / "house"
    folder.mkdir()
    (folder / "plo8-chop.toml").write_text(CHOP_PLO8, encoding="utf-8")
    game = load_game_file(folder / "plo8-chop.toml")
    seats = (Seat("Ann", 30), Seat("Bob", 30), Seat("Cy", 20))
    save_setup(tmp_path / "config", TableSetup(game, seats, "Ann", 1, 2))
    return folder


async def all_in_on_the_flop(pilot: Pilot[None]) -> None:
    """Ann raises to 7, Bob calls, Cy folds; J♥ 7♥ 2♣; Bob bets 16, Ann all in, Bob calls;
    both hands tabled."""
    await keys(pilot, "enter", "enter", "b")
    await type_text(pilot, "7")
    await keys(pilot, "enter", "c", "f")
    await type_text(pilot, CHOP_FLOP.replace(" ", "").lower())
    await keys(pilot, "enter", "b")
    await type_text(pilot, "16")
    await keys(pilot, "enter", "a", "enter", "c")
    for name in ("Ann", "Bob"):
        await type_text(pilot, CHOP_HOLES[name].replace(" ", "").lower())
        await keys(pilot, "enter")


async def counted(pilot: Pilot[None], panel: EquityPanel) -> str:
    for _ in range(600):
        if not panel.counting and panel.chop_offer is not None:
            return panel.text
        await pilot.pause(0.05)
    raise AssertionError("the equity was never counted")


async def odds_counted(pilot: Pilot[None], screen: OddsScreen) -> str:
    for _ in range(600):
        if "counting" not in screen.text:
            return screen.text
        await pilot.pause(0.05)
    raise AssertionError("the odds were never counted")


async def test_the_chop_is_shown_with_the_outs_booked_undone_and_kept(
    make_app: MakeApp, tmp_path: Path
) -> None:
    app = make_app(rules_dirs=[str(chop_table(tmp_path))])
    async with app.run_test(size=(80, 24)) as pilot:
        await _opened(pilot, app)
        await all_in_on_the_flop(pilot)
        assert phase(app) is Phase.DEAL_BOARD
        panel = app.screen.query_one(EquityPanel)
        shown = await counted(pilot, panel)
        assert "Chop by equity: Ann 28 · Bob 34" in shown
        assert "Ann: 12 outs for the high (any heart, any king), 11 for the low" in shown
        assert "Bob: 29 outs for the high, 6 for the low (any four, any three)" in shown
        await keys(pilot, "escape")  # out of the turn's field: the hand's keys
        assert "e chop by equity" in text_of(app, "#keys")
        await keys(pilot, "e")
        assert isinstance(app.screen, ConfirmScreen)
        await keys(pilot, "y")
        hand = hand_of(app)
        assert hand is not None
        assert hand.is_complete
        assert hand.payouts == {"Ann": 28, "Bob": 34, "Cy": 0}
        assert text_of(app, "#instruction").startswith("Chopped by equity: push 28 to Ann")
        await keys(pilot, "u")  # the chop is a step like any other: undone
        assert phase(app) is Phase.DEAL_BOARD
        await keys(pilot, "escape", "e", "y", "enter")  # chopped again, and booked
        assert app.hand_number == 2
        await keys(pilot, "f5", "enter")
        record = app.screen
        assert isinstance(record, HandRecordScreen)
        text = str(record.query_one("#hand-text", Static).render())
        assert "Chopped by equity at the all-in (the board not dealt): Ann 46.10%, Bob 53.90%" in text
        assert "Ann shows Kh 4h 3c 8d" in text
        await keys(pilot, "e")
        odds = app.screen
        assert isinstance(odds, OddsScreen)
        await keys(pilot, "escape")  # answered at once, while it counts
        assert app.screen is record


async def test_the_odds_right_after_a_showdown_and_no_chop_where_the_house_says_no(
    make_app: MakeApp, tmp_path: Path
) -> None:
    seat_table(tmp_path / "config", "plo8", {"Ann": 30, "Bob": 30, "Cy": 20}, "Ann")
    app = make_app()
    async with app.run_test(size=(80, 24)) as pilot:
        await _opened(pilot, app)
        await all_in_on_the_flop(pilot)
        panel = app.screen.query_one(EquityPanel)
        for _ in range(600):
            if not panel.counting and "Outs" in panel.text:
                break
            await pilot.pause(0.05)
        assert "Chop by equity" not in panel.text  # plo8 as shipped: every all-in dealt out
        await keys(pilot, "escape")
        assert "chop" not in text_of(app, "#keys")
        await keys(pilot, "e")
        assert not isinstance(app.screen, ConfirmScreen)
        await keys(pilot, "enter")
        await type_text(pilot, "qs")
        await keys(pilot, "enter")
        await type_text(pilot, "2d")
        await keys(pilot, "enter")
        assert hand_of(app) is not None
        assert phase(app) is Phase.COMPLETE
        assert "e the odds" in text_of(app, "#keys")
        await keys(pilot, "e")
        odds = app.screen
        assert isinstance(odds, OddsScreen)
        text = await odds_counted(pilot, odds)
        assert text.startswith("Not shown (their cards count as unknown): Cy\n\nPreflop · 1,086,008 boards")
        assert "Flop J♥ 7♥ 2♣ · 820 boards" in text
        assert "Turn J♥ 7♥ 2♣ Q♠ · 40 boards" in text
        assert "Ann     46.10%" in text
        assert "Ann: 12 outs for the high (any heart, any king), 11 for the low" in text
        window = odds.query_one("#odds")
        assert window.region.right <= 80  # long lines wrap inside the window at 80 columns
        assert window.max_scroll_x == 0


def _last_outs_seen(app: App[None]) -> bool:
    """Whether the last line of the outs (the equity panel's last) is inside the Table
    panel's visible part."""
    panel = app.screen.query_one("#seats-panel", ScrollableContainer)
    last = app.screen.query_one(EquityPanel).virtual_region.bottom - 1
    return panel.scroll_y <= last < panel.scroll_y + panel.scrollable_content_region.height


async def test_at_80x24_pagedown_brings_the_outs_into_view_from_the_field(
    make_app: MakeApp, tmp_path: Path
) -> None:
    # The outs sit under the equity in the Table panel: below its fold at 80x24. The
    # cursor is in the turn's field; PageDown there scrolled nothing (only the mouse did).
    seat_table(tmp_path / "config", "plo8", {"Ann": 30, "Bob": 30, "Cy": 20}, "Ann")
    app = make_app()
    async with app.run_test(size=(80, 24)) as pilot:
        await _opened(pilot, app)
        await all_in_on_the_flop(pilot)
        await type_text(pilot, "twice")  # run it twice: a table a board, then the outs
        await keys(pilot, "enter")
        panel = app.screen.query_one(EquityPanel)
        for _ in range(600):
            if not panel.counting and "Outs" in panel.text:
                break
            await pilot.pause(0.05)
        await pilot.pause()
        assert isinstance(app.focused, Input)  # typing the turn
        table = app.screen.query_one("#seats-panel", ScrollableContainer)
        assert not _last_outs_seen(app)
        assert table.border_subtitle == "PgDn more"  # the panel says how to see the rest
        await keys(pilot, "pagedown")
        await pilot.pause()
        assert _last_outs_seen(app)
        assert isinstance(app.focused, Input)  # still typing the turn
        assert app.screen.query_one(Input).value == ""  # and nothing typed by the key
        await keys(pilot, "pagedown", "pagedown")  # on to the stacks, at the panel's end
        await pilot.pause()
        assert table.scroll_y == table.max_scroll_y
        assert table.border_subtitle == "PgUp back"
        await keys(pilot, "pageup", "pageup", "pageup")
        await pilot.pause()
        assert table.scroll_y == 0
        assert table.border_subtitle == "PgDn more"
