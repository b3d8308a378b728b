"""The display's layouts by shape (issue 26): an upright phone is one column with the pot
and the board first, then the player to act with the call and the maximum, then the
seats; a laptop's terminal is two columns; a television's the whole screen, with the pot
in block figures at least a tenth of the screen's height and the seats around the edge.
Snapshots at 40x40, 80x24 and 200x60 (``--snapshot-update`` after looking at them)."""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

import pytest
from textual.pilot import Pilot
from textual.widgets import Static

from binglao_tui.display.app import TableDisplay
from binglao_tui.display.layout import Edge, Shape, around_the_table
from binglao_tui.display.screen import TableScreen
from binglao_tui.display.widgets import BigFigure, SeatBox
from tests.display.helpers import POLL, until, visible
from tests.display.table_six import HOLES, six_at_the_flop_bet
from tests.store.scripted_table import GAMES

Snap = Callable[..., bool]


def display(db_path: Path) -> TableDisplay:
    return TableDisplay(db_path, games=GAMES, poll_seconds=POLL)


def screen(app: TableDisplay) -> TableScreen:
    return app.table


async def at_the_flop_bet(pilot: Pilot[None]) -> None:
    app = pilot.app
    assert isinstance(app, TableDisplay)
    await until(pilot, lambda: "Dee to act" in app.shown_text(), "Dee to act")
    await pilot.pause()


@pytest.mark.parametrize(
    ("size", "shape"),
    [((40, 40), Shape.PHONE), ((80, 24), Shape.TWO_COLUMNS), ((200, 60), Shape.TELEVISION)],
)
async def test_each_size_has_its_layout(db_path: Path, size: tuple[int, int], shape: Shape) -> None:
    six_at_the_flop_bet(db_path)
    app = display(db_path)
    async with app.run_test(size=size) as pilot:
        await at_the_flop_bet(pilot)
        assert screen(app).shape is shape
        assert visible(app, "#television") is (shape is Shape.TELEVISION)
        assert visible(app, "#table") is (shape is not Shape.TELEVISION)
        shown = app.shown_text()
        for words in (
            "Pot-Limit Omaha",
            "70",
            "Dee to act",
            "call 20",
            "110",
            "Main pot 50",
            "Bets in front 20",
        ):
            assert words in shown, words
        for hole in HOLES.values():  # nobody has shown: no hole card anywhere
            assert not any(card.pretty in shown for card in hole if card.pretty not in ("7♠", "5♦", "2♣"))


@pytest.mark.parametrize("size", [(40, 40), (80, 24), (100, 30)])
async def test_the_three_figures_captions_stand_apart(db_path: Path, size: tuple[int, int]) -> None:
    """ "Min raise to" filled its third of the column at 80x24 and ran into "Max raise to"
    ("Min raise toMax raise to"): each caption ends a column or more before the next."""
    six_at_the_flop_bet(db_path)
    app = display(db_path)
    async with app.run_test(size=size) as pilot:
        await at_the_flop_bet(pilot)
        captions = [app.query_one(f"#{name} .figure-caption", Static) for name in ("to-call", "min", "max")]
        texts = [str(caption.render()).strip() for caption in captions]
        assert texts == ["To call", "Min raise to", "Max raise to"]  # each on one line
        starts = [caption.region.x for caption in captions]
        assert all(
            start + len(text) < after
            for start, text, after in zip(starts[:-1], texts[:-1], starts[1:], strict=True)
        )


async def test_the_upright_phone_is_one_column_in_the_players_order(db_path: Path) -> None:
    six_at_the_flop_bet(db_path)
    app = display(db_path)
    async with app.run_test(size=(40, 40)) as pilot:
        await at_the_flop_bet(pilot)
        order = [
            app.query_one(name).region for name in ("#pot-box", "#board-box", "#now", "#figures", "#seats")
        ]
        assert all(region.x == order[0].x for region in order)  # one column
        assert [region.y for region in order] == sorted(region.y for region in order)
        assert all(region.right <= 40 and region.bottom <= 40 for region in order)


async def test_the_television_uses_the_screen(db_path: Path) -> None:
    six_at_the_flop_bet(db_path)
    app = display(db_path)
    async with app.run_test(size=(200, 60)) as pilot:
        await at_the_flop_bet(pilot)
        pot = app.query_one("#tv-pot", BigFigure)
        assert pot.text == "70"
        assert pot.region.height >= 60 / 10  # read from across the room
        boxes = list(app.query(SeatBox))
        assert len(boxes) == 6
        left = min(b.region.x for b in boxes)
        right = max(b.region.right for b in boxes)
        top = min(b.region.y for b in boxes)
        bottom = max(b.region.bottom for b in boxes)
        assert right - left >= 0.7 * 200
        assert bottom - top >= 0.7 * 60
        acting = [box.text.split()[2:4] for box in boxes if box.has_class("-acting")]
        assert acting == [["▶", "Dee"]]  # after "Seat 4"


@pytest.mark.parametrize("size", [(140, 40), (160, 45), (200, 60)], ids=["140x40", "160x45", "200x60"])
async def test_every_television_size_shows_the_whole_centre(db_path: Path, size: tuple[int, int]) -> None:
    """The smallest television (140x40) had its board's boxes wider than the centre (the
    rows wrapped into a tangle) and the three figures pushed out of sight."""
    six_at_the_flop_bet(db_path)
    app = display(db_path)
    async with app.run_test(size=size) as pilot:
        await at_the_flop_bet(pilot)
        assert screen(app).shape is Shape.TELEVISION
        centre = app.query_one("#tv-centre").region
        for part in ("#tv-pot", "#tv-board", "#tv-now", "#tv-call", "#tv-min", "#tv-max"):
            region = app.query_one(part).region
            assert region.height > 0, part
            assert centre.contains_region(region), (part, region, centre)
        board = app.query_one("#tv-board", Static)
        drawn = str(board.render()).splitlines()
        assert max(len(line) for line in drawn) <= board.content_size.width
        assert pot_figure_rows(app) >= size[1] / 10


@pytest.mark.parametrize("size", [(140, 40), (200, 60)], ids=["140x40", "200x60"])
async def test_a_long_ruling_fits_the_television(db_path: Path, size: tuple[int, int]) -> None:
    """A hand run twice, hi-lo: four pots, each split. The ruling is on the screen whole
    (in short when the whole does not fit), with both boards and the pot paid out."""
    from tests.display.run_twice import SHORT_STACKS, run_twice_to_the_end
    from tests.store.scripted_table import dealer, table

    with dealer(db_path, table("plo8", SHORT_STACKS)) as session:
        session.deal()
        run_twice_to_the_end(session)
    app = display(db_path)
    async with app.run_test(size=size) as pilot:
        await until(pilot, lambda: "Board 2" in app.shown_text(), "the ruling")
        await pilot.pause()
        centre = app.query_one("#tv-centre").region
        for part in ("#tv-pot", "#tv-board", "#tv-now", "#tv-outcome"):
            region = app.query_one(part).region
            assert region.height > 0, part
            assert centre.contains_region(region), (part, region, centre)
        ruling = str(app.query_one("#tv-outcome", Static).render())
        assert ruling.count("Main pot 9") == 2
        assert "Three kings" in ruling


def pot_figure_rows(app: TableDisplay) -> int:
    return app.query_one("#tv-pot", BigFigure).region.height


@pytest.mark.parametrize("size", [(40, 40), (80, 24), (200, 60)], ids=["40x40", "80x24", "200x60"])
def test_snapshot_display(snap_compare: Snap, db_path: Path, size: tuple[int, int]) -> None:
    six_at_the_flop_bet(db_path)
    assert snap_compare(display(db_path), terminal_size=size, run_before=at_the_flop_bet)


@pytest.mark.parametrize("seats", range(2, 11))
def test_the_television_draws_the_seats_in_their_order_round_the_table(seats: int) -> None:
    """Walked clockwise round the screen (the bottom right to left, up the left side, the
    top left to right, down the right side), the seats come in their numbers' order, seat
    1 on the dealer's left after the last seat: neighbours at the table are neighbours on
    the screen."""
    places = around_the_table(seats)
    walk = [*places[Edge.BOTTOM][::-1], *places[Edge.LEFT][::-1], *places[Edge.TOP], *places[Edge.RIGHT]]
    assert sorted(walk) == list(range(seats))
    start = walk.index(0)
    assert walk[start:] + walk[:start] == list(range(seats))
