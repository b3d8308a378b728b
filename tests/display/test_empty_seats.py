"""The table display draws the table's seats as the real table has them (issue 24): the
empty seats, the players sitting out or waiting, and a dead button on its seat."""

from __future__ import annotations

from binglao_tui.core.engine.hand import Hand
from binglao_tui.core.engine.seat_map import Occupant, SeatMap
from binglao_tui.core.engine.table import Seat, TableSetup
from binglao_tui.core.rules import ButtonRule, HouseRules, get_game
from binglao_tui.tui.render.seats import seats_content


def _hand() -> Hand:
    """Seven seats: Ann (1), Bob (3, busted in the small blind), Cat (4), Dan (6, sitting out)."""
    game = get_game("plo")
    stakes = TableSetup(
        game, (Seat("x", 1), Seat("y", 1)), "x", 1, 2, house=HouseRules(button_rule=ButtonRule.DEAD)
    )
    seats = SeatMap(
        7,
        (Occupant(1, "Ann", 200), Occupant(3, "Bob", 200), Occupant(4, "Cat", 200), Occupant(5, "Eve", 200)),
    )
    first = seats.plan(stakes).table
    assert first is not None
    after = seats.after_hand(first, {"Ann": 200, "Bob": 0, "Cat": 200, "Eve": 200}).sit(6, "Dan", 150)
    table = after.plan(stakes).table
    assert table is not None
    return Hand.start(table)


def test_the_display_draws_every_seat_by_its_number() -> None:
    hand = _hand()
    assert hand.setup.dead_button
    lines = seats_content(hand, for_players=True).plain.splitlines()[1:]
    assert [line.split()[0] for line in lines] == ["1", "2", "3", "4", "5", "6", "7"]
    assert lines[1].split()[1:] == ["·"]  # seat 2: empty
    assert lines[2].split()[1:] == ["D", "Bob", "0", "out"]  # the dead button on Bob's seat, out of chips
    assert lines[5].split()[1:] == ["Dan", "150", "waiting"]
    hidden = seats_content(hand, for_players=True, hide_stacks=True).plain.splitlines()[1:]
    assert hidden[5].split()[1:] == ["Dan", "waiting"]


def test_the_dealer_and_the_players_read_the_same_seats() -> None:
    hand = _hand()
    dealer = [line.split()[:4] for line in seats_content(hand).plain.splitlines()]
    players = [line.split()[:4] for line in seats_content(hand, for_players=True).plain.splitlines()]
    assert dealer == players  # seat, marks, name and stack: one renderer, two audiences
