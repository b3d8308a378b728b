"""The rotation's menu as the dealer types it in the app, and the ring of a hand's table."""

from __future__ import annotations

import pytest

from binglao_tui.core.engine.table import Seat, SeatState, TableSetup
from binglao_tui.core.mixed import MixedError, Ring, RingSeat, menu_text, parse_menu
from binglao_tui.core.rules import load_games

GAMES = load_games(include_user=False)


def test_a_menu_reads_blinds_for_pot_limit_and_bets_for_limit() -> None:
    menu = parse_menu("plo8 5/10, O8 10/20, big-o 10/20 bb-ante 20", GAMES)
    assert [stakes.words for stakes in menu] == [
        "PLO8 5/10 pot-limit",
        "O8 10/20 limit, blinds 5/10",
        "Big O 10/20 pot-limit, big-blind ante 20",
    ]
    assert menu_text(menu) == "plo8 5/10, o8 10/20, big-o 10/20 bb-ante 20"


def test_a_limit_games_blinds_may_be_given() -> None:
    (o8,) = parse_menu("o8 15/30 blinds 10/15", GAMES)
    assert (o8.small_blind, o8.big_blind, o8.small_bet, o8.big_bet) == (10, 15, 15, 30)
    assert menu_text((o8,)) == "o8 15/30 blinds 10/15"


@pytest.mark.parametrize(
    ("text", "words"),
    [
        ("stud 1/2", "unknown game 'stud'"),
        ("plo8", "PLO8: give its stakes"),
        ("plo8 5-10", "PLO8: stakes are two numbers such as 5/10 (got '5-10')"),
        ("plo8 5/10 blinds 1/2", "PLO8: its stakes are its blinds already"),
        ("o8 15/30", "O8: half the small bet of 15 is no whole chip; give the blinds too"),
        ("plo8 5/10 straddle 20", "PLO8: after the stakes come blinds 5/10, ante 1 or bb-ante 10"),
        (" , ", "the rotation needs at least one game"),
    ],
)
def test_a_bad_menu_is_refused_in_words(text: str, words: str) -> None:
    with pytest.raises(MixedError) as refused:
        parse_menu(text, GAMES)
    assert str(refused.value).startswith(words)


def test_the_ring_of_a_table_numbers_its_seats_and_knows_who_is_away() -> None:
    table = TableSetup(
        GAMES["plo"],
        (Seat("Ann", 100, 2), Seat("Bob", 100, 5)),
        "Ann",
        1,
        2,
        seat_count=9,
        away=(Seat("Cat", 100, 7, SeatState.OUT), Seat("Dan", 100, 8, SeatState.WAITING)),
    )
    ring = Ring.of_table(table)
    assert (ring.size, ring.button_seat, ring.button) == (9, 2, "Ann")
    assert ring.seats == (
        RingSeat(2, "Ann"),
        RingSeat(5, "Bob"),
        RingSeat(7, "Cat", present=False),
        RingSeat(8, "Dan"),
    )
