"""The seats as the real table has them, in every layout (issues 24 and 26): at a nine-seat
table the television's boxes and the served page's seats are the nine seats by number,
the empty ones drawn empty, a player sitting out dimmed with his stack, the button's mark
on its seat. The journal is written by the dealer's own session.

The table: nine seats, PLO at 1/2; Ann (seat 1, button), Bob (3), Cat (5, sitting out),
Dan (7); seats 2, 4, 6, 8 and 9 empty. Ann is first to act.
"""

from __future__ import annotations

import json
from pathlib import Path

from binglao_tui.display.app import TableDisplay
from binglao_tui.display.feed import Feed
from binglao_tui.display.settings import DisplaySettings
from binglao_tui.display.widgets import SeatBox
from binglao_tui.display.words import seat_lines, seat_title, seat_views
from binglao_tui.store.follow import Follower
from tests.display.helpers import POLL, until
from tests.display.nine_seats import EMPTY, nine_seats
from tests.display.served import words
from tests.store.scripted_table import GAMES


def test_each_seat_by_its_number(db_path: Path) -> None:
    nine_seats(db_path)
    follower = Follower(db_path, GAMES)
    try:
        seen = follower.poll()
        assert seen is not None
        assert seen.hand is not None
        seats = seat_views(seen.hand)
    finally:
        follower.close()
    assert [seat.number for seat in seats] == list(range(1, 10))
    assert [seat.number for seat in seats if seat.empty] == EMPTY
    assert [seat_title(seat) for seat in seats[:3]] == ["Seat 1 D", "Seat 2", "Seat 3 SB"]
    cat = seats[4]
    assert (cat.name, cat.stack, cat.folded, cat.empty) == ("Cat", 200, True, False)
    assert [line.plain for line in seat_lines(cat)][2] == "sitting out"
    assert [line.plain for line in seat_lines(seats[1])] == ["empty seat"]
    (acting,) = [seat for seat in seats if seat.acting]
    assert acting.name == "Ann"


async def test_the_television_draws_every_seat(db_path: Path) -> None:
    nine_seats(db_path)
    app = TableDisplay(db_path, games=GAMES, poll_seconds=POLL)
    async with app.run_test(size=(200, 60)) as pilot:
        await until(pilot, lambda: "Ann to act" in app.shown_text(), "Ann to act")
        await pilot.pause()
        boxes = list(app.query(SeatBox))
        assert len(boxes) == 9
        assert sum(box.has_class("-empty") for box in boxes) == len(EMPTY)
        shown = app.shown_text()
        assert "sitting out" in shown
        assert shown.count("empty seat") == len(EMPTY)
        for box in boxes:  # every box on the screen, none over another
            assert box.region.right <= 200
            assert box.region.bottom <= 60
        regions = [box.region for box in boxes]
        assert all(not a.overlaps(b) for i, a in enumerate(regions) for b in regions[i + 1 :])


async def test_the_terminal_table_lists_the_seats_by_number(db_path: Path) -> None:
    nine_seats(db_path)
    app = TableDisplay(db_path, games=GAMES, poll_seconds=POLL)
    async with app.run_test(size=(80, 24)) as pilot:
        await until(pilot, lambda: "Ann to act" in app.shown_text(), "Ann to act")
        shown = app.shown_text()
        assert "Cat" in shown
        assert "out" in shown


def test_the_page_is_sent_every_seat(db_path: Path) -> None:
    nine_seats(db_path)
    feed = Feed(db_path, GAMES, DisplaySettings())
    try:
        feed.look()
        data = json.loads(feed.payload)
    finally:
        feed.close()
    seats = data["seats"]
    assert [seat["title"] for seat in seats] == [
        "Seat 1 D",
        "Seat 2",
        "Seat 3 SB",
        "Seat 4",
        "Seat 5",
        "Seat 6",
        "Seat 7 BB",
        "Seat 8",
        "Seat 9",
    ]
    assert [n for n, seat in enumerate(seats, start=1) if seat["empty"]] == EMPTY
    assert words(seats[4]["lines"][0]) == "Cat"
    assert seats[4]["folded"] is True
    assert [words(line) for line in seats[1]["lines"]] == ["empty seat"]
    assert sum(len(places) for places in data["places"].values()) == 9
