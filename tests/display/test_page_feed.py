"""What the served page is sent (the feed's JSON, ``page/table.js`` lays it out) carries
everything issue 26 asks the players to see, as the terminal display shows it: both boards
when a hand is run twice, the equity at an all-in once the hands are tabled, the ruling
in short words at the showdown, the result between hands, and in a tournament the clock
with the blinds now and next, the players left and the average stack.

The journal is written by the dealer's own session on a real SQLite file; the feed reads
it as ``serve`` does (no server needed: the server only forwards these bytes).
"""

from __future__ import annotations

import json
import time
from pathlib import Path
from typing import Any

from binglao_tui.core.engine.actions import Action
from binglao_tui.display.feed import Feed
from binglao_tui.display.settings import DisplaySettings
from binglao_tui.session import DealerSession, TournamentSession
from tests.display.run_twice import SHORT_STACKS, run_twice_to_the_end
from tests.display.served import words
from tests.session.tournament_play import FakeClock, base_table, deal, tournament
from tests.store.scripted_table import FLOP, GAMES, HOLES, dealer, play, table

PATIENCE = 120.0  # seconds a count may take on a loaded two-core machine


def page(feed: Feed, until: str = "", field: str = "equity") -> dict[str, Any]:
    """The page's latest JSON, looked at until ``field``'s words hold ``until``."""
    deadline = time.monotonic() + PATIENCE
    while True:
        feed.look()
        data: dict[str, Any] = json.loads(feed.payload)
        shown = words(data[field]) if data.get(field) is not None else ""
        if until in shown and "counting" not in shown:
            return data
        assert time.monotonic() < deadline, f"the page never showed {until!r}: {shown!r}"
        time.sleep(0.05)


def test_both_boards_and_the_ruling_when_run_twice(db_path: Path) -> None:
    with dealer(db_path, table("plo8", SHORT_STACKS)) as session:
        session.deal()
        run_twice_to_the_end(session)
        feed = Feed(db_path, GAMES, DisplaySettings())
        try:
            data = page(feed, "Board 2", field="outcome")
        finally:
            feed.close()
    faces = [[card["face"] for card in board] for board in data["boards"]]
    assert faces == [["2♣", "3♦", "8♥", "K♦", "Q♣"], ["5♠", "6♠", "7♦", "T♥", "J♣"]]
    assert data["board_names"] == ["Board 1", "Board 2"]
    ruling = words(data["outcome"])
    assert "Main pot 9" in ruling
    assert "★ Ann  high  Three kings  K♠ K♥ + 8♥ K♦ Q♣" in ruling  # who wins which half, with which cards
    assert "★ Cat  low   7-6-5-4-A  A♦ 4♥ + 5♠ 6♠ 7♦" in ruling
    assert data["pot_caption"] == "Paid out"
    assert "is over" in words(data["now"])  # the result, between hands


def test_the_equity_of_an_all_in_once_the_hands_are_tabled(db_path: Path) -> None:
    heads_up = table(stacks={"Ann": 10, "Bob": 10})
    with dealer(db_path, heads_up) as session:
        session.deal()
        steps = (
            (Action.deal_hole("Bob", HOLES["Bob"]), 3),
            (Action.deal_hole("Ann", HOLES["Ann"]), 3),
            (Action.raise_to("Ann", 6), 8),
            (Action.all_in("Bob"), 16),
            (Action.call("Ann"), 20),
            (Action.show("Ann"), 20),
        )
        play(session, steps)
        feed = Feed(db_path, GAMES, DisplaySettings())
        try:
            feed.look()
            assert json.loads(feed.payload)["equity"] is None  # Bob's hand is not tabled yet
            play(session, ((Action.show("Bob"), 20), (Action.deal_board(FLOP), 20)))
            data = page(feed, "(820 boards)")
        finally:
            feed.close()
    equity = words(data["equity"])
    assert equity.startswith("All in · equity: Ann ")
    assert "% · Bob " in equity
    shown = json.dumps(data, ensure_ascii=False)
    assert "A♠" in shown  # tabled: the hands are shown now


def test_a_tournaments_clock_blinds_players_left_and_average_stack(db_path: Path) -> None:
    clock = FakeClock()
    session = DealerSession.open(base_table(), db_path, GAMES)
    try:
        opened = session.opened
        assert opened is not None
        assert opened.db is not None
        director = TournamentSession.create(opened.db, tournament(), now=clock)
        assert isinstance(director, TournamentSession)
        deal(session, director)
        assert director.toggle_clock() is None
        clock.advance(150)
        assert director.toggle_clock() is None  # paused with 7:30 left in level 1
        feed = Feed(db_path, GAMES, DisplaySettings(), now=clock)
        try:
            feed.look()
            data = json.loads(feed.payload)
        finally:
            feed.close()
    finally:
        session.close()
    shown = data["clock"]
    assert shown is not None
    assert shown["figures"] == "7:30"
    assert shown["blinds"] == "Blinds 100/200"  # now
    assert shown["coming"].startswith("Next: level 2 200/400")  # and next
    assert shown["table"] == "4 players left · average stack 1,000"
    assert shown["paused"] is True
