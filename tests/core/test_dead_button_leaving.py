"""Under the dead button, a player who leaves through the table setup between hands leaves
his seat as a bust in the hand before would have: the next hand's button, small blind and
big blind are those the TDA rule gives after that bust (core.engine.rotation.dead_button).

The table is Ann, Bob, Cy, Di, Ed, Fay clockwise with Ann on the button; after the first
hand Bob has the button, Cy is due the small blind and Di the big blind.
"""

from __future__ import annotations

from dataclasses import replace

from hypothesis import given
from hypothesis import strategies as st

from binglao_tui.core.engine.rotation import Positions
from binglao_tui.core.engine.table import TableSetup
from binglao_tui.core.rules import HouseRules
from tests.core.test_dead_button import SIX, after, ring


def leave(prepared: TableSetup, *leaving: str, button: str | None = None) -> TableSetup:
    """``prepared`` as the setup gives it back when ``leaving`` are taken off the table:
    the button field on the same player, or (his seat gone) on the next one clockwise,
    unless the dealer sets ``button``; then the session keeps the positions it can."""
    seats = tuple(seat for seat in prepared.seats if seat.name not in leaving)
    if button is None:
        start = prepared.names.index(prepared.button)
        clockwise = [
            prepared.names[(start + step) % len(prepared.names)] for step in range(len(prepared.names))
        ]
        button = next(name for name in clockwise if name not in leaving)
    return replace(
        prepared, seats=seats, button=button, dead_button=False, no_small_blind=False
    ).keeping_positions_of(prepared)


def test_the_big_blind_leaving_gives_it_to_the_next_player_as_his_bust_does() -> None:
    nxt = after(ring())
    assert leave(nxt, "Di").positions == after(ring(), "Di").positions == Positions("Bob", "Ed", "Cy")


def test_the_big_blind_leaving_after_a_small_blind_seat_emptied_posts_no_small_blind() -> None:
    nxt = after(ring(), "Cy")  # Cy busted in the big blind: Bob's button, no small blind, Di's big blind
    assert nxt.positions == Positions("Bob", "Di", None)
    kept = leave(nxt, "Di")  # the setup started afresh: Ed posted the small blind and Fay the big
    assert kept.positions == after(ring(), "Cy", "Di").positions == Positions("Bob", "Ed", None)
    assert (kept.dead_button, kept.no_small_blind) == (False, True)


def test_the_button_leaving_leaves_the_button_dead_on_his_seat() -> None:
    nxt = after(ring())
    kept = leave(nxt, "Bob")  # the setup's button field moved on to Cy: Cy would have had it
    assert kept.positions == after(ring(), "Bob").positions == Positions("Ann", "Di", "Cy", dead_button=True)
    assert kept.button == "Ann"
    assert (kept.dead_button, kept.no_small_blind) == (True, False)
    assert leave(nxt, "Bob", button="Fay").positions == kept.positions  # whatever the field says


def test_the_player_before_a_dead_button_leaving_gives_the_button_to_the_one_before_him() -> None:
    nxt = after(ring(), "Bob")  # Ann acts last before the dead button
    kept = leave(nxt, "Ann")
    assert (
        kept.positions
        == after(ring(), "Bob", "Ann").positions
        == Positions("Fay", "Di", "Cy", dead_button=True)
    )


def test_the_button_and_the_big_blind_leaving_together() -> None:
    kept = leave(after(ring()), "Bob", "Di")
    assert (
        kept.positions
        == after(ring(), "Bob", "Di").positions
        == Positions("Ann", "Ed", "Cy", dead_button=True)
    )


def test_a_leave_down_to_two_players_is_heads_up_with_the_big_blind_due() -> None:
    kept = leave(after(ring()), "Ann", "Cy", "Ed", "Fay")
    assert (
        kept.positions == after(ring(), "Ann", "Cy", "Ed", "Fay").positions == Positions("Bob", "Di", "Bob")
    )


def test_a_middle_player_leaving_keeps_the_dead_button() -> None:
    nxt = after(ring(), "Bob")
    kept = leave(nxt, "Fay")
    assert (
        kept.positions
        == after(ring(), "Bob", "Fay").positions
        == Positions("Ann", "Di", "Cy", dead_button=True)
    )


def test_a_moving_button_takes_the_table_as_set() -> None:
    nxt = after(ring(house=HouseRules()))
    without_bob = replace(nxt, seats=tuple(s for s in nxt.seats if s.name != "Bob"), button="Cy")
    assert without_bob.keeping_positions_of(nxt) == without_bob


def test_the_dealer_moving_the_button_of_a_seated_player_starts_afresh() -> None:
    nxt = after(ring(), "Bob")
    moved = replace(nxt, seats=tuple(s for s in nxt.seats if s.name != "Fay"), button="Cy", dead_button=False)
    assert moved.keeping_positions_of(nxt) == moved


@given(
    count=st.integers(min_value=3, max_value=6),
    button=st.integers(min_value=0, max_value=5),
    history=st.lists(st.lists(st.integers(min_value=0, max_value=5), max_size=2), max_size=6),
    busts=st.lists(st.integers(min_value=0, max_value=5), max_size=2),
    leaving=st.lists(st.integers(min_value=0, max_value=5), min_size=1, max_size=3),
    small_blind=st.booleans(),
)
def test_leaving_through_the_setup_is_a_bust_in_the_hand_before(
    count: int,
    button: int,
    history: list[list[int]],
    busts: list[int],
    leaving: list[int],
    small_blind: bool,
) -> None:
    names = SIX[:count]
    hand = replace(ring(names, names[button % count]), small_blind=1 if small_blind else 0)
    for bust in history:  # a few hands, with busts: dead buttons and missing small blinds
        if len(hand.names) < 4:
            break
        hand = after(hand, *{hand.names[i % len(hand.names)] for i in bust[: len(hand.names) - 3]})
    seated = hand.names
    out = {seated[i % len(seated)] for i in busts[: len(seated) - 3]}
    prepared = after(hand, *out)
    gone = {prepared.names[i % len(prepared.names)] for i in leaving[: len(prepared.names) - 2]}
    kept = leave(prepared, *gone)
    oracle = after(hand, *out, *gone)
    assert kept.names == oracle.names
    assert kept.positions == oracle.positions
    assert (kept.button, kept.dead_button, kept.no_small_blind) == (
        oracle.button,
        oracle.dead_button,
        oracle.no_small_blind,
    )
