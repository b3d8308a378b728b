"""The seat map: numbered seats, players coming and going, and who is dealt the next hand.

Each test is named after the rule it holds (the module docstring of
:mod:`binglao_tui.core.engine.seat_map` gives them with their sources). The table is a
9-seat PLO table at 1/2; ``seated`` puts players in the seats given, the first one on the
button, and deals the first hand.
"""

from __future__ import annotations

from dataclasses import replace
from itertools import pairwise

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from binglao_tui.core.engine.actions import Action
from binglao_tui.core.engine.hand import Hand
from binglao_tui.core.engine.rotation import Positions, between
from binglao_tui.core.engine.seat_map import SeatError, SeatMap, numbered
from binglao_tui.core.engine.table import PostReason, Seat, SeatState, TableSetup
from binglao_tui.core.rules import ButtonRule, HouseRules
from tests.core.engine.hand_helpers import GAMES
from tests.core.engine.test_rotation import SIX, after, ring

DEAD = HouseRules(button_rule=ButtonRule.DEAD)
MOVING = HouseRules(button_rule=ButtonRule.MOVING)


def stakes(house: HouseRules = DEAD, blinds: tuple[int, int] = (1, 2)) -> TableSetup:
    """The stakes of the table (the seats are the seat map's)."""
    return TableSetup(
        GAMES["plo"], (Seat("x", 1), Seat("y", 1)), "x", blinds[0], blinds[1], house=house, seat_count=9
    )


def seat_map(players: dict[int, str], button: int | None = None, size: int = 9, stack: int = 200) -> SeatMap:
    """A table before its first hand: ``players`` by seat, the button on ``button``'s seat."""
    from binglao_tui.core.engine.seat_map import Occupant

    occupants = tuple(Occupant(seat, name, stack) for seat, name in sorted(players.items()))
    return SeatMap(size, occupants, button or min(players))


def deal(
    seats: SeatMap, house: HouseRules = DEAD, busted: tuple[str, ...] = ()
) -> tuple[TableSetup, SeatMap]:
    """Plan the next hand, play it (everyone keeps his chips but ``busted``, who lose them
    all) and give the hand's table and the seat map after it."""
    table = seats.plan(stakes(house)).table
    assert table is not None
    stacks = {name: 0 if name in busted else chips for name, chips in table.stacks.items()}
    return table, seats.after_hand(table, stacks)


def where(table: TableSetup) -> tuple[int, int | None, int]:
    """The seats of the button, the small blind (None when nobody posts it) and the big blind."""
    small = table.number_of(table.small_blind_player) if table.posted_small_blind else None
    return table.button_at, small, table.number_of(table.big_blind_player)


FIVE = {1: "Ann", 2: "Bob", 4: "Cat", 6: "Dan", 8: "Eve"}


# -- the first hand and the empty seats --------------------------------------------------------


def test_the_first_hand_deals_from_the_button_past_the_empty_seats() -> None:
    table, _ = deal(seat_map(FIVE, button=2))
    assert where(table) == (2, 4, 6)
    assert table.seat_count == 9
    assert [seat.number for seat in table.seats] == [1, 2, 4, 6, 8]


def test_a_new_player_before_the_first_hand_is_simply_in() -> None:
    seats = seat_map(FIVE).sit(3, "Gus", 100, post=False)
    table, _ = deal(seats)
    assert "Gus" in table.names
    assert table.posts == ()


# -- the dead button (TDA 2024 Rule 32) --------------------------------------------------------


def test_dead_button_the_big_blind_moves_one_player_each_hand_past_empty_seats() -> None:
    seats = seat_map(FIVE)
    seen = []
    for _ in range(6):
        table, seats = deal(seats)
        seen.append(where(table))
    assert seen == [(1, 2, 4), (2, 4, 6), (4, 6, 8), (6, 8, 1), (8, 1, 2), (1, 2, 4)]


def test_dead_button_a_bust_in_the_small_blind_leaves_the_button_dead_on_his_seat() -> None:
    _, seats = deal(seat_map(FIVE), busted=("Bob",))  # Ann button, Bob small blind, Cat big
    table = seats.plan(stakes()).table
    assert table is not None
    assert table.dead_button
    assert table.button_at == 2
    assert table.button == "Ann"
    assert where(table)[1:] == (4, 6)


def test_dead_button_a_bust_in_the_big_blind_means_no_small_blind() -> None:
    _, seats = deal(seat_map(FIVE), busted=("Cat",))
    table = seats.plan(stakes()).table
    assert table is not None
    assert table.no_small_blind
    assert table.small_blind_at == 4
    assert (table.button, table.big_blind_player) == ("Bob", "Dan")


def test_a_busted_player_keeps_his_seat_out_of_chips_until_he_rebuys_or_leaves() -> None:
    _, seats = deal(seat_map(FIVE), busted=("Bob",))
    bob = seats.find("Bob")
    assert (bob.stack, bob.state) == (0, SeatState.OUT)
    plan = seats.plan(stakes())
    assert [(w.name, w.why) for w in plan.waiting] == [("Bob", "out of chips")]
    with pytest.raises(SeatError, match="re-buy brings him back"):
        seats.back("Bob")


def test_a_rebuy_right_after_a_bust_is_no_new_player_and_posts_nothing() -> None:
    _, seats = deal(seat_map(FIVE), busted=("Bob",))
    table = seats.rebuy("Bob", 200).plan(stakes()).table
    assert table is not None
    assert "Bob" in table.names
    assert table.posts == ()
    assert where(table) == (2, 4, 6)  # as if he had never busted


# -- new players (Robert's Rules, "Button and blind use") --------------------------------------


def test_a_new_player_who_posts_is_dealt_in_at_once_with_one_live_big_blind() -> None:
    _, seats = deal(seat_map(FIVE))  # next: Bob button (2), Cat small blind (4), Dan big (6)
    table = seats.sit(7, "Gus", 150, post=True).plan(stakes()).table
    assert table is not None
    assert "Gus" in table.names
    assert [(p.name, p.live, p.dead, p.reason) for p in table.posts] == [("Gus", 2, 0, PostReason.NEW_PLAYER)]
    hand = Hand.start(table).apply(Action.deal_hole())
    assert hand.bets["Gus"] == 2
    assert hand.actor == "Gus"  # left of the big blind: his post is live, he acts first
    hand = hand.apply(Action.check("Gus"))  # and may check, as the big blind may
    assert hand.actor == "Eve"


@pytest.mark.parametrize("house", [DEAD, MOVING], ids=["dead", "moving"])
@pytest.mark.parametrize("post", [True, False], ids=["posting", "waiting"])
def test_a_table_everyone_left_starts_again_with_the_players_who_sit_down(
    house: HouseRules, post: bool
) -> None:
    """Robert's Rules deal a game that starts in without posts: once every player of the
    last hand has gone, nobody is in to wait behind, so the new players are simply in."""
    _, seats = deal(seat_map({1: "Ann", 2: "Bob"}), house)
    seats = seats.leave("Ann").leave("Bob").sit(1, "Cat", 100, post=post).sit(2, "Dan", 100, post=post)
    plan = seats.plan(stakes(house))
    assert plan.table is not None
    assert plan.table.names == ("Cat", "Dan")
    assert plan.table.posts == ()
    assert not plan.waiting
    assert "The game starts again" in " ".join(plan.reasons)


def test_a_new_player_who_waits_comes_in_when_the_big_blind_reaches_him() -> None:
    _, seats = deal(seat_map(FIVE))  # next: Dan (6) big blind
    seats = seats.sit(7, "Gus", 150, post=False)
    plan = seats.plan(stakes())
    assert plan.table is not None
    assert "Gus" not in plan.table.names
    assert [(w.name, w.why) for w in plan.waiting] == [("Gus", "waits for the big blind")]
    table, seats = deal(seats)
    table, seats = deal(seats)
    assert table.big_blind_player == "Gus"
    assert table.posts == ()


def test_a_new_player_in_the_big_blinds_seat_just_posts_the_big_blind() -> None:
    _, seats = deal(seat_map(FIVE))  # Cat (4) had the big blind; Dan (6) is next
    table = seats.sit(5, "Gus", 150, post=False).plan(stakes()).table
    assert table is not None
    assert table.big_blind_player == "Gus"
    assert table.posts == ()
    assert where(table) == (2, 4, 5)  # Dan is not skipped: the big blind reaches him next


@pytest.mark.parametrize("house", [DEAD, MOVING], ids=["dead", "moving"])
@pytest.mark.parametrize("seat", [3], ids=["between button and small blind"])
def test_a_new_player_between_the_button_and_the_big_blind_waits_until_the_button_passes(
    house: HouseRules, seat: int
) -> None:
    _, seats = deal(seat_map(FIVE), house)  # next: Bob button (2), Cat small blind (4), Dan big (6)
    seats = seats.sit(seat, "Gus", 150, post=True)
    plan = seats.plan(stakes(house))
    assert plan.table is not None
    assert "Gus" not in plan.table.names
    (waiting,) = plan.waiting
    assert "until the button has passed" in waiting.why
    _, seats = deal(seats, house)  # the button passes him: Cat's (4)
    after_pass = seats.plan(stakes(house)).table
    assert after_pass is not None
    assert "Gus" in after_pass.names
    assert after_pass.post_of("Gus") is not None


# -- sitting out and coming back ---------------------------------------------------------------


def test_sitting_out_past_both_blinds_then_back_posts_the_big_live_and_the_small_dead() -> None:
    seats = seat_map(FIVE).sit_out("Dan")  # Dan (6) sits out before the first hand
    _, seats = deal(seats)  # Ann button, Bob, Cat
    _, seats = deal(seats)  # Bob button, Cat, Eve: the big blind passed Dan
    assert seats.find("Dan").owes_big
    assert not seats.find("Dan").owes_small
    _, seats = deal(seats)  # Cat button, Eve small blind: the small blind passed him too
    assert seats.find("Dan").owes_small
    back = seats.back("Dan", post=True).plan(stakes()).table
    assert back is not None
    (post,) = back.posts
    assert (post.name, post.live, post.dead, post.reason) == ("Dan", 2, 1, PostReason.MISSED_BLINDS)
    hand = Hand.start(back)
    assert hand.bets["Dan"] == 2
    assert hand.pot_total == 1 + 2 + 2 + 1  # the dead small blind is in the middle


def test_back_but_waiting_while_the_small_blind_passes_him_owes_it_too() -> None:
    """Robert's Rules: a player makes up the blinds he missed; waiting to come in (his
    seat between the button and the blinds) he misses the small blind as a player out
    does. Here he was back before it passed him and saved the dead small blind."""
    seats = seat_map(FIVE).sit_out("Dan")
    _, seats = deal(seats)  # Ann button, Bob, Cat
    _, seats = deal(seats)  # Bob button, Cat, Eve: the big blind passed Dan
    seats = seats.back("Dan", post=True)  # Cat's button next: Dan's seat is in the blinds' way
    table, seats = deal(seats)
    assert "Dan" not in table.names
    assert seats.find("Dan").owes_small  # the small blind passed him as he waited
    back = seats.plan(stakes()).table
    assert back is not None
    (post,) = back.posts
    assert (post.name, post.live, post.dead) == ("Dan", 2, 1)


def test_coming_back_waiting_for_the_big_blind_posts_nothing_extra() -> None:
    seats = seat_map(FIVE).sit_out("Dan")
    for _ in range(2):
        _, seats = deal(seats)
    seats = seats.back("Dan", post=False)
    assert seats.find("Dan").state is SeatState.WAITING
    for _ in range(8):
        table, seats = deal(seats)
        if "Dan" in table.names:
            break
    assert table.big_blind_player == "Dan"
    assert table.posts == ()


def test_coming_back_before_the_blinds_reach_him_owes_nothing() -> None:
    _, seats = deal(seat_map(FIVE))  # Dan (6) is due the big blind next
    seats = seats.sit_out("Eve")  # Eve (8) sits out and is back before a hand
    table = seats.back("Eve").plan(stakes()).table
    assert table is not None
    assert "Eve" in table.names
    assert table.posts == ()


def test_a_player_out_is_passed_by_the_big_blind_which_goes_on_to_the_next_player() -> None:
    _, seats = deal(seat_map(FIVE))
    table = seats.sit_out("Dan").plan(stakes()).table  # Dan (6) was due the big blind
    assert table is not None
    assert table.big_blind_player == "Eve"


# -- the moving button (Robert's Rules) ---------------------------------------------------------


def test_moving_button_a_player_the_big_blind_passes_over_posts_one() -> None:
    _, seats = deal(seat_map(FIVE), MOVING, busted=("Cat",))  # Cat busts in the big blind
    table = seats.plan(stakes(MOVING)).table
    assert table is not None
    assert where(table) == (2, 6, 8)  # the button to Bob, the blinds left of him
    (post,) = table.posts
    assert (post.name, post.live, post.reason) == ("Dan", 2, PostReason.BIG_BLIND_DUE)
    assert Hand.start(table).bets["Dan"] == 2  # his big blind in place of the small blind


def test_moving_button_never_leaves_a_button_dead_nor_a_small_blind_missing() -> None:
    _, seats = deal(seat_map(FIVE), MOVING, busted=("Bob",))
    table = seats.plan(stakes(MOVING)).table
    assert table is not None
    assert not table.dead_button
    assert not table.no_small_blind
    assert where(table) == (4, 6, 8)


# -- heads-up (TDA 2024 Rule 34) --------------------------------------------------------------


@pytest.mark.parametrize("house", [DEAD, MOVING], ids=["dead", "moving"])
def test_down_to_heads_up_the_big_blind_goes_to_the_player_who_did_not_post_it(house: HouseRules) -> None:
    three = seat_map({1: "Ann", 4: "Bob", 7: "Cat"})  # Ann button, Bob small blind, Cat big blind
    _, seats = deal(three, house, busted=("Ann",))
    table = seats.plan(stakes(house)).table
    assert table is not None
    assert (table.button, table.big_blind_player) == ("Cat", "Bob")


def test_heads_up_to_three_a_new_player_where_the_button_would_go_waits() -> None:
    two = seat_map({1: "Ann", 5: "Bob"})
    _, seats = deal(two)  # Ann button and small blind, Bob big blind
    waiting = seats.sit(4, "Cat", 100, post=True)  # just before Bob's small blind: the button's seat
    plan = waiting.plan(stakes())
    assert plan.table is not None
    assert plan.table.names == ("Ann", "Bob")
    assert plan.table.big_blind_player == "Ann"
    table = seats.sit(3, "Cat", 100, post=True).plan(stakes()).table  # a seat further: he comes in
    assert table is not None
    assert where(table) == (4, 5, 1)
    assert table.dead_button
    assert table.button == "Cat"


# -- the old dead-button cases: a leave between hands is a bust in the hand before ---------------


def map_after(hand: TableSetup, *busted: str) -> SeatMap:
    """The seat map after ``hand`` (a table without seat numbers) when ``busted`` lose it all."""
    table = numbered(hand)
    return SeatMap.of_table(table).after_hand(
        table, {name: 0 if name in busted else chips for name, chips in table.stacks.items()}
    )


def leave(hand: TableSetup, busted: tuple[str, ...], *leaving: str) -> TableSetup:
    """The next hand's table when, after ``hand``, ``leaving`` get up and go."""
    table = map_after(hand, *busted).without(busted).without(leaving).plan(hand).table
    assert table is not None
    return table


def test_the_big_blind_leaving_gives_it_to_the_next_player_as_his_bust_does() -> None:
    assert leave(ring(), (), "Di").positions == after(ring(), "Di").positions == Positions("Bob", "Ed", "Cy")


def test_the_big_blind_leaving_after_a_small_blind_seat_emptied_posts_no_small_blind() -> None:
    kept = leave(ring(), ("Cy",), "Di")
    assert kept.positions == after(ring(), "Cy", "Di").positions == Positions("Bob", "Ed", None)
    assert (kept.dead_button, kept.no_small_blind) == (False, True)


def test_the_button_leaving_leaves_the_button_dead_on_his_seat() -> None:
    kept = leave(ring(), (), "Bob")
    assert kept.positions == after(ring(), "Bob").positions == Positions("Ann", "Di", "Cy", dead_button=True)
    assert (kept.dead_button, kept.no_small_blind) == (True, False)


def test_the_player_before_a_dead_button_leaving_gives_the_button_to_the_one_before_him() -> None:
    kept = leave(ring(), ("Bob",), "Ann")
    assert (
        kept.positions
        == after(ring(), "Bob", "Ann").positions
        == Positions("Fay", "Di", "Cy", dead_button=True)
    )


def test_a_leave_down_to_two_players_is_heads_up_with_the_big_blind_due() -> None:
    kept = leave(ring(), (), "Ann", "Cy", "Ed", "Fay")
    assert (
        kept.positions == after(ring(), "Ann", "Cy", "Ed", "Fay").positions == Positions("Bob", "Di", "Bob")
    )


def test_new_stakes_between_hands_keep_a_dead_button_and_a_restart_starts_afresh() -> None:
    seats = map_after(ring(), "Bob").without(["Bob"])
    table = seats.plan(replace(ring(), small_blind=2, big_blind=4)).table
    assert table is not None
    assert table.dead_button
    assert table.big_blind == 4
    cy = seats.find("Cy").seat
    fresh = seats.restart(cy).plan(ring()).table
    assert fresh is not None
    assert fresh.positions == Positions("Cy", "Ed", "Di")


@given(
    count=st.integers(min_value=3, max_value=6),
    button=st.integers(min_value=0, max_value=5),
    history=st.lists(st.lists(st.integers(min_value=0, max_value=5), max_size=2), max_size=6),
    busts=st.lists(st.integers(min_value=0, max_value=5), max_size=2),
    leaving=st.lists(st.integers(min_value=0, max_value=5), min_size=1, max_size=3),
    small_blind=st.booleans(),
)
def test_leaving_between_hands_is_a_bust_in_the_hand_before(
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
    out = tuple({seated[i % len(seated)] for i in busts[: len(seated) - 3]})
    staying = [name for name in seated if name not in out]
    gone = {staying[i % len(staying)] for i in leaving[: len(staying) - 2]}
    kept = leave(hand, out, *gone)
    oracle = after(hand, *out, *gone)
    assert kept.names == oracle.names
    assert kept.positions == oracle.positions
    assert (kept.dead_button, kept.no_small_blind) == (oracle.dead_button, oracle.no_small_blind)


# -- invariants over random evenings ----------------------------------------------------------

STEPS = st.lists(
    st.tuples(
        st.sampled_from(
            ["bust", "sit", "sit-post", "leave", "out", "back", "back-wait", "rebuy", "move", "deal"]
        ),
        st.integers(min_value=1, max_value=9),
    ),
    min_size=5,
    max_size=40,
)


def _evening(house: HouseRules, steps: list[tuple[str, int]]) -> list[tuple[TableSetup, SeatMap]]:
    """Random comings and goings; every ``deal`` plays a hand in which everyone checks
    down... (chips only move by the busts). Gives each hand's table and the map before it."""
    seats = seat_map(FIVE)
    hands: list[tuple[TableSetup, SeatMap]] = []
    fresh = iter(f"New{n}" for n in range(100))
    busted: set[str] = set()
    for kind, at in steps:
        occupant = seats.at(at)
        try:
            if kind in ("sit", "sit-post") and occupant is None:
                seats = seats.sit(at, next(fresh), 100, post=kind == "sit-post")
            elif occupant is None:
                pass
            elif kind == "bust":
                busted.add(occupant.name)
            elif kind == "leave":
                seats = seats.leave(occupant.name)
            elif kind == "out":
                seats = seats.sit_out(occupant.name)
            elif kind in ("back", "back-wait"):
                seats = seats.back(occupant.name, post=kind == "back")
            elif kind == "rebuy":
                seats = seats.rebuy(occupant.name, 50)
            elif kind == "move":
                empty = next((s for s in range(1, 10) if seats.at(s) is None), None)
                if empty is not None:
                    seats = seats.move(occupant.name, empty)
        except SeatError:  # the step is refused: nothing changed
            pass
        if kind != "deal":
            continue
        plan = seats.plan(stakes(house))
        if plan.table is None:
            continue
        table = plan.table
        hands.append((table, seats))
        stacks = {name: 0 if name in busted else chips for name, chips in table.stacks.items()}
        busted -= set(table.names)
        seats = seats.after_hand(table, stacks)
    return hands


@settings(max_examples=150, deadline=None)
@given(rule=st.sampled_from([ButtonRule.DEAD, ButtonRule.MOVING]), steps=STEPS)
def test_the_big_blind_is_never_skipped_nor_posted_twice_running(
    rule: ButtonRule, steps: list[tuple[str, int]]
) -> None:
    hands = _evening(HouseRules(button_rule=rule), steps)
    for (before, _), (table, seats) in pairwise(hands):
        big = table.number_of(table.big_blind_player)
        last_big = before.number_of(before.big_blind_player)
        # nobody posts the big blind twice running (TDA 2024 Rule 34, and either rule)
        assert (
            table.big_blind_player != before.big_blind_player or len(set(table.names) & set(before.names)) < 2
        )
        # every player dealt in whom the big blind passed over (seats between last hand's
        # and this hand's) posts a big blind all the same
        size = seats.size
        passed = [(last_big + step - 1) % size + 1 for step in range(1, (big - last_big) % size)]
        for seat in passed:
            occupant = seats.at(seat)
            if occupant is None or occupant.name not in table.names:
                continue
            post = table.post_of(occupant.name)
            assert post is not None, (seat, table.posts)
            assert post.live == table.big_blind


@settings(max_examples=150, deadline=None)
@given(rule=st.sampled_from([ButtonRule.DEAD, ButtonRule.MOVING]), steps=STEPS)
def test_every_hand_planned_is_dealable_and_chips_are_conserved(
    rule: ButtonRule, steps: list[tuple[str, int]]
) -> None:
    for table, seats in _evening(HouseRules(button_rule=rule), steps):
        hand = Hand.start(table).apply(Action.deal_hole())
        assert hand.total_chips == table.total_chips
        assert sum(table.table_stacks.values()) == sum(seats.stacks.values())
        assert set(table.names) | {s.name for s in table.away} == set(seats.names)
        forced = table.forced
        assert sum(forced.values()) == table.total_chips - sum(p.stack for p in hand.players)
        # a player coming in (new, or back owing blinds) posts, unless the big blind reached
        # him, and is never dealt in from the button's seat to the big blind's
        big = table.number_of(table.big_blind_player)
        zone = {table.button_at, *between(seats.size, table.button_at, big)}
        for seat in table.seats:
            occupant = seats.at(seat.number)
            assert occupant is not None
            if occupant.state is SeatState.IN or seat.name == table.big_blind_player:
                continue
            assert table.post_of(seat.name) is not None, (seat, table.posts)
            assert seat.number not in zone, (seat, zone)


def test_a_hand_with_a_post_is_written_in_phh_so_that_no_standard_reader_misreads_it() -> None:
    from binglao_tui.core.formats.phh_write import write_phh

    _, seats = deal(seat_map(FIVE))
    table = seats.sit(7, "Gus", 150, post=True).plan(stakes()).table
    assert table is not None
    text = write_phh(Hand.start(table))
    assert 'variant = "_plo"' in text  # the standard's "PO" would read the post as nothing
    assert "_posts = [[" in text
    assert ", 2, 0]]" in text
