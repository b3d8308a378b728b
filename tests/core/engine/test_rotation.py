"""The house setting ``button_rule``: a moving button (the default) or the TDA's dead button.

With a dead button the big blind moves on exactly one seat every hand; the small blind
goes on the seat that had the big blind and the button on the seat that had the small
blind, so a hand may have no small blind (the big blind's seat emptied) or a button on an
empty seat (the small blind's seat emptied). Heads-up nothing is dead: the big blind goes
to the player who did not post it last. The table is Ann, Bob, Cy, Di, Ed, Fay clockwise
with Ann on the button: Bob small blind, Cy big blind.

A player who leaves between hands is tested with the seat map (test_seat_map.py): his
seat empties as a bust in the hand before would have.
"""

from __future__ import annotations

from dataclasses import replace
from itertools import pairwise

import pytest
from hypothesis import given
from hypothesis import strategies as st

from binglao_tui.core.engine.actions import Action
from binglao_tui.core.engine.hand import Hand
from binglao_tui.core.engine.rotation import Positions, reseated, seat_positions
from binglao_tui.core.engine.seat_map import next_hand
from binglao_tui.core.engine.table import SetupError, TableSetup
from binglao_tui.core.rules import ButtonRule, HouseRules, RulesError, get_game
from tests.core.engine.hand_helpers import table

SIX = ("Ann", "Bob", "Cy", "Di", "Ed", "Fay")
DEAD = HouseRules(button_rule=ButtonRule.DEAD)


def ring(names: tuple[str, ...] = SIX, button: str = "Ann", house: HouseRules = DEAD) -> TableSetup:
    return table(stacks=dict.fromkeys(names, 200), button=button, house=house)


def after(setup: TableSetup, *busted: str) -> TableSetup:
    """The next hand's table when ``busted`` lose every chip and the rest keep theirs."""
    stacks = {name: 0 if name in busted else stack for name, stack in setup.stacks.items()}
    nxt = next_hand(setup, stacks)
    assert nxt.table is not None
    return nxt.table


def test_button_rule_default_is_a_moving_button_and_a_rules_file_may_choose_dead() -> None:
    assert HouseRules().button_rule is ButtonRule.MOVING
    house = HouseRules.from_mapping({"button_rule": "dead"})
    assert house.button_rule is ButtonRule.DEAD
    assert house.to_mapping()["button_rule"] == "dead"
    with pytest.raises(RulesError, match=r"house\.button_rule' must be one of 'moving', 'dead'"):
        HouseRules.from_mapping({"button_rule": "floating"})


def test_no_one_leaves_both_rules_move_the_button_one_seat() -> None:
    for house in (HouseRules(), DEAD):
        nxt = after(ring(house=house))
        assert nxt.positions == Positions("Bob", "Di", "Cy")
        assert (nxt.dead_button, nxt.no_small_blind) == (False, False)


def test_dead_button_bust_on_the_button_changes_nothing_for_the_blinds() -> None:
    nxt = after(ring(), "Ann")
    assert nxt.positions == Positions("Bob", "Di", "Cy")


def test_dead_button_bust_in_the_small_blind_leaves_the_button_dead_on_his_seat() -> None:
    nxt = after(ring(), "Bob")
    assert nxt.positions == Positions("Ann", "Di", "Cy", dead_button=True)
    assert (nxt.dead_button, nxt.no_small_blind) == (True, False)
    hand = Hand.start(nxt)
    assert (hand.bets["Cy"], hand.bets["Di"]) == (1, 2)
    assert (
        "Ann (before the dead button) rolls" in Hand.start(replace(nxt, game=get_game("binglao"))).next_step
    )
    then = after(nxt)
    assert then.positions == Positions("Cy", "Ed", "Di")  # the button comes off the empty seat


def test_moving_button_bust_in_the_small_blind_skips_the_small_blind() -> None:
    nxt = after(ring(house=HouseRules()), "Bob")
    assert nxt.positions == Positions("Cy", "Ed", "Di")  # Cy never posts the small blind


def test_dead_button_bust_in_the_big_blind_means_no_small_blind_then_a_dead_button() -> None:
    nxt = after(ring(), "Cy")
    assert nxt.positions == Positions("Bob", "Di", None)
    assert (nxt.dead_button, nxt.no_small_blind) == (False, True)
    hand = Hand.start(nxt)
    assert hand.bets == {"Ann": 0, "Bob": 0, "Di": 2, "Ed": 0, "Fay": 0}
    then = after(nxt)
    assert then.positions == Positions("Bob", "Ed", "Di", dead_button=True)
    assert then.small_blind == 1  # the stakes kept their small blind
    assert after(then).positions == Positions("Di", "Fay", "Ed")


def test_dead_button_two_busts_small_and_big_blind_in_one_hand() -> None:
    nxt = after(ring(), "Bob", "Cy")
    assert nxt.positions == Positions("Ann", "Di", None, dead_button=True)
    then = after(nxt)
    assert then.positions == Positions("Ann", "Ed", "Di", dead_button=True)
    assert after(then).positions == Positions("Di", "Fay", "Ed")


def test_dead_button_two_busts_button_and_big_blind_in_one_hand() -> None:
    nxt = after(ring(), "Ann", "Cy")
    assert nxt.positions == Positions("Bob", "Di", None)
    assert after(nxt).positions == Positions("Bob", "Ed", "Di", dead_button=True)


def test_dead_button_down_to_heads_up_nobody_posts_the_big_blind_twice_running() -> None:
    three = ring(("Ann", "Bob", "Cy"))  # Ann button, Bob small blind, Cy big blind
    assert after(three, "Ann").positions == Positions("Cy", "Bob", "Cy")
    assert after(three, "Bob").positions == Positions("Cy", "Ann", "Cy")
    assert after(three, "Cy").positions == Positions("Bob", "Ann", "Bob")


def test_moving_button_down_to_heads_up_nobody_posts_the_big_blind_twice_running() -> None:
    # TDA 2024 Rule 34 under either button rule (before issue 24 a moving button gave Cy
    # the big blind again): Bob, who did not post it, does; Cy has the button
    three = ring(("Ann", "Bob", "Cy"), house=HouseRules())
    assert after(three, "Ann").positions == Positions("Cy", "Bob", "Cy")
    assert after(three, "Bob").positions == Positions("Cy", "Ann", "Cy")
    assert after(three, "Cy").positions == Positions("Bob", "Ann", "Bob")


def test_dead_button_heads_up_the_blinds_alternate() -> None:
    two = ring(("Ann", "Bob"))
    nxt = after(two)
    assert nxt.positions == Positions("Bob", "Ann", "Bob")
    assert after(nxt).positions == Positions("Ann", "Bob", "Ann")


def test_dead_button_heads_up_has_no_dead_seat() -> None:
    with pytest.raises(SetupError, match="heads-up"):
        table(stacks={"Ann": 100, "Bob": 100}, dead_button=True)


def test_dead_button_without_a_small_blind_in_the_stakes_the_button_follows_the_big_blind() -> None:
    setup = table(stacks=dict.fromkeys(SIX, 200), blinds=(0, 2), house=DEAD)
    assert setup.positions == Positions("Ann", "Bob", None)
    nxt = after(setup, "Bob")
    assert nxt.positions == Positions("Ann", "Cy", None, dead_button=True)
    assert nxt.no_small_blind is False
    assert after(nxt).positions == Positions("Cy", "Di", None)


def test_dead_positions_round_trip_through_the_journal_dict() -> None:
    nxt = after(after(ring(), "Bob", "Cy"))
    data = nxt.to_dict()
    assert data["dead_button"] is True
    assert TableSetup.from_dict(data, nxt.game) == nxt
    assert "dead_button" not in ring().to_dict()


def test_dead_button_newcomer_keeps_the_big_blind_with_his_player() -> None:
    now = Positions("Ann", "Di", "Cy", dead_button=True)
    assert reseated(("Ann", "Cy", "Di", "Ed"), now) == now  # a seat away from the blinds
    assert reseated(("Ann", "Cy", "Di", "Ed", "Gus"), now) == now
    # Gus sits down between the small and big blind: he posts the small blind
    assert reseated(("Ann", "Cy", "Gus", "Di", "Ed"), now) == Positions("Cy", "Di", "Gus")


def test_dead_button_heads_up_to_three_with_a_newcomer() -> None:
    heads_up = Positions("Bob", "Ann", "Bob")
    assert reseated(("Ann", "Bob", "Cy"), heads_up) == Positions("Bob", "Ann", "Cy")
    assert reseated(("Ann", "Cy", "Bob"), heads_up) == Positions("Cy", "Ann", "Bob")


def _big_blinds(setup: TableSetup, busts: list[list[int]]) -> list[tuple[str, tuple[str, ...]]]:
    """Each hand's big blind and the players dealt in, as players bust out."""
    seen: list[tuple[str, tuple[str, ...]]] = []
    current: TableSetup | None = setup
    for bust in busts:
        assert current is not None
        seen.append((current.big_blind_player, current.names))
        hand = Hand.start(current).apply(Action.deal_hole())  # the engine deals every such table
        posts = {name: bet for name, bet in hand.bets.items() if bet}
        small = current.positions.small_blind
        assert posts == {current.big_blind_player: 2, **({small: 1} if small is not None else {})}
        names = current.names
        out = {names[i % len(names)] for i in bust[: len(names) - 2]}
        current = next_hand(current, {n: 0 if n in out else s for n, s in current.stacks.items()}).table
    return seen


@given(
    count=st.integers(min_value=3, max_value=6),
    button=st.integers(min_value=0, max_value=5),
    busts=st.lists(st.lists(st.integers(min_value=0, max_value=5), max_size=2), min_size=1, max_size=14),
)
def test_dead_button_every_player_posts_the_big_blind_once_per_orbit(
    count: int, button: int, busts: list[list[int]]
) -> None:
    names = SIX[:count]
    setup = ring(names, names[button % count])
    seen = _big_blinds(setup, busts)
    for (before, _), (big, seated) in pairwise(seen):
        # the big blind moves to the next player still seated after the last big blind:
        # nobody is skipped, so each posts it once per orbit, and never twice running
        start = names.index(before)
        clockwise = [names[(start + step) % count] for step in range(1, count + 1)]
        assert big == next(n for n in clockwise if n in seated)
        assert big != before
    orbit: list[str] = []
    for big, seated in seen:
        if big in orbit:  # an orbit is over: everyone seated all along has posted it
            assert set(seated) <= set(orbit) | {big}
            orbit = []
        orbit.append(big)


@given(
    count=st.integers(min_value=3, max_value=6),
    button=st.integers(min_value=0, max_value=5),
    busts=st.lists(st.lists(st.integers(min_value=0, max_value=5), max_size=2), min_size=1, max_size=10),
)
def test_moving_button_stays_on_a_seated_player_and_blinds_sit_left_of_it(
    count: int, button: int, busts: list[list[int]]
) -> None:
    names = SIX[:count]
    current: TableSetup | None = ring(names, names[button % count], house=HouseRules())
    for bust in busts:
        assert current is not None
        assert (current.dead_button, current.no_small_blind) == (False, False)
        out = {current.names[i % len(current.names)] for i in bust[: len(current.names) - 2]}
        nxt = next_hand(current, {n: 0 if n in out else s for n, s in current.stacks.items()}).table
        assert nxt is not None
        if nxt.heads_up:  # TDA 2024 Rule 34: the big blind to the player who did not post it
            assert nxt.big_blind_player != current.big_blind_player
            return
        start = current.names.index(current.button)
        clockwise = [
            current.names[(start + s) % len(current.names)] for s in range(1, len(current.names) + 1)
        ]
        assert nxt.button == next(n for n in clockwise if n not in out)
        current = nxt


@given(
    count=st.integers(min_value=3, max_value=6),
    button=st.integers(min_value=0, max_value=5),
    busts=st.lists(st.integers(min_value=0, max_value=5), max_size=2),
    places=st.lists(st.integers(min_value=0, max_value=8), max_size=3),
)
def test_dead_button_newcomers_never_move_the_big_blind_and_the_seats_give_the_positions(
    count: int, button: int, busts: list[int], places: list[int]
) -> None:
    names = SIX[:count]
    setup = ring(names, names[button % count])
    out = {names[i % count] for i in busts[: count - 2]}
    nxt = after(setup, *out)
    seats = list(nxt.names)
    for number, place in enumerate(places):
        seats.insert(place % (len(seats) + 1), f"New{number}")
    now = nxt.positions
    kept = reseated(seats, now)
    assert kept.big_blind == now.big_blind
    derived = seat_positions(
        seats, kept.button, small_blind=kept.small_blind is not None, dead_button=kept.dead_button
    )
    assert derived == kept
    if seats == list(nxt.names) and len(seats) > 2:
        assert kept == now
