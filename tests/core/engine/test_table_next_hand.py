"""Between hands: the stacks carry over, busted players leave, the button moves clockwise.

Seed 000: "The button, blinds and order of action are the same as in Omaha" - the button
passes one seat to the left after every hand, so each player deals (and rolls) in turn.
"""

from __future__ import annotations

from hypothesis import given
from hypothesis import strategies as st

from binglao_tui.core.engine.seat_map import next_hand
from binglao_tui.core.engine.table import Seat
from tests.core.engine.hand_helpers import table

NAMES = ("Ann", "Bob", "Cy", "Di", "Ed")


def test_seed000_button_moves_one_seat_clockwise_and_stacks_carry_over() -> None:
    setup = table("binglao", stacks={"Ann": 200, "Bob": 200, "Cy": 200}, button="Ann")
    after = next_hand(setup, {"Ann": 150, "Bob": 260, "Cy": 190})
    assert after.left == ()
    assert after.table is not None
    assert after.table.button == "Bob"
    assert after.table.seats == (Seat("Ann", 150), Seat("Bob", 260), Seat("Cy", 190))
    assert after.table.game is setup.game
    assert (after.table.small_blind, after.table.big_blind) == (1, 2)


def test_button_goes_round_the_table_from_the_last_seat_to_the_first() -> None:
    setup = table(stacks={"Ann": 200, "Bob": 200, "Cy": 200}, button="Cy")
    after = next_hand(setup, setup.stacks)
    assert after.table is not None
    assert after.table.button == "Ann"


def test_busted_player_leaves_and_the_button_skips_the_empty_seat() -> None:
    setup = table(stacks={"Ann": 200, "Bob": 200, "Cy": 200, "Di": 200}, button="Ann")
    after = next_hand(setup, {"Ann": 300, "Bob": 0, "Cy": 300, "Di": 200})
    assert after.left == ("Bob",)
    assert after.table is not None
    assert after.table.names == ("Ann", "Cy", "Di")
    assert after.table.button == "Cy"


def test_busted_button_passes_the_button_on() -> None:
    setup = table(stacks={"Ann": 200, "Bob": 200, "Cy": 200, "Di": 200}, button="Bob")
    after = next_hand(setup, {"Ann": 300, "Bob": 0, "Cy": 300, "Di": 200})
    assert after.table is not None
    assert after.table.button == "Cy"
    assert after.left == ("Bob",)


def test_down_to_heads_up_the_big_blind_goes_to_the_player_who_did_not_post_it() -> None:
    # TDA 2024 Rule 34 (issue 24): Ann posted the big blind, so Cy posts it now and Ann has
    # the button, even under a moving button (which before gave it to Cy and Ann the big
    # blind twice running)
    setup = table(stacks={"Ann": 200, "Bob": 200, "Cy": 200}, button="Bob")
    after = next_hand(setup, {"Ann": 300, "Bob": 0, "Cy": 300})
    assert after.table is not None
    assert (after.table.button, after.table.big_blind_player) == ("Ann", "Cy")
    assert after.left == ("Bob",)


def test_one_player_with_chips_left_means_no_next_hand() -> None:
    setup = table(stacks={"Ann": 200, "Bob": 200, "Cy": 200}, button="Ann")
    after = next_hand(setup, {"Ann": 600, "Bob": 0, "Cy": 0})
    assert after.table is None
    assert after.left == ("Bob", "Cy")


def test_straddle_is_dropped_when_only_two_players_are_left() -> None:
    setup = table(stacks={"Ann": 200, "Bob": 200, "Cy": 200}, button="Ann", straddle=4)
    after = next_hand(setup, {"Ann": 400, "Bob": 200, "Cy": 0})
    assert after.table is not None
    assert after.table.straddle == 0
    kept = next_hand(setup, {"Ann": 100, "Bob": 300, "Cy": 200})
    assert kept.table is not None
    assert kept.table.straddle == 4


@given(
    count=st.integers(min_value=2, max_value=5),
    button=st.integers(min_value=0, max_value=4),
    stacks=st.lists(st.integers(min_value=0, max_value=500), min_size=5, max_size=5),
)
def test_next_table_keeps_seat_order_and_every_chip_of_the_players_who_stay(
    count: int,
    button: int,
    stacks: list[int],
) -> None:
    names = NAMES[:count]
    setup = table(stacks=dict.fromkeys(names, 100), button=names[button % count])
    after = next_hand(setup, dict(zip(names, stacks, strict=False)))
    staying = [n for n, s in zip(names, stacks, strict=False) if s > 0]
    assert list(after.left) == [n for n in names if n not in staying]
    if len(staying) < 2:
        assert after.table is None
        return
    assert after.table is not None
    assert list(after.table.names) == staying
    assert after.table.total_chips == sum(s for s in stacks[:count] if s > 0)
    if len(staying) == 2:  # TDA 2024 Rule 34: the big blind to the player who did not post it
        assert after.table.big_blind_player != setup.big_blind_player or setup.big_blind_player not in staying
        return
    start = names.index(setup.button)
    clockwise = [names[(start + step) % count] for step in range(1, count)]
    assert after.table.button == next(n for n in clockwise if n in staying)
