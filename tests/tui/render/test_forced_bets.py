"""What the dealer and the players read when the house plays a dead button: the button on an
empty seat is nobody's mark, a small blind nobody posts is said, and the player before a
dead button rolls Binglao's die."""

from __future__ import annotations

from dataclasses import replace

from binglao_tui.core.engine.hand import Hand
from binglao_tui.core.engine.seat_map import next_hand
from binglao_tui.core.engine.table import Post, PostReason, Seat, TableSetup
from binglao_tui.core.rules import ButtonRule, HouseRules, get_game
from binglao_tui.display.words import stakes_content
from binglao_tui.tui.render.hand import forced_bets
from binglao_tui.tui.render.seats import roles

DEAD = HouseRules(button_rule=ButtonRule.DEAD)
SEATS = tuple(Seat(name, 200) for name in ("Ann", "Bob", "Cy", "Di"))


def _after_bust(name: str, game: str = "plo") -> TableSetup:
    table = TableSetup(get_game(game), SEATS, "Ann", 1, 2, house=DEAD)
    nxt = next_hand(table, {s.name: 0 if s.name == name else s.stack for s in SEATS}).table
    assert nxt is not None
    return nxt


def test_dead_button_is_said_and_marks_no_player() -> None:
    hand = Hand.start(_after_bust("Bob"))  # dead button on Bob's seat, after Ann
    assert (
        forced_bets(hand)
        == "Button: dead, on the empty seat after Ann. In: Cy 1 (small blind), Di 2 (big blind)."
    )
    assert roles(hand) == {"Ann": "", "Cy": "SB", "Di": "BB"}
    assert "dead button after Ann, SB Cy, BB Di" in str(stakes_content(hand.setup))


def test_dead_button_no_small_blind_is_said_and_nobody_is_marked_for_it() -> None:
    hand = Hand.start(_after_bust("Cy"))  # Cy's seat had the big blind: no small blind
    assert forced_bets(hand) == "Button: Bob. In: no small blind (its seat is empty), Di 2 (big blind)."
    assert roles(hand) == {"Ann": "", "Bob": "D", "Di": "BB"}
    text = str(stakes_content(hand.setup))
    assert "Blinds 1/2" in text
    assert "SB" not in text


def test_dead_button_the_player_before_it_rolls_the_die() -> None:
    hand = Hand.start(replace(_after_bust("Bob"), game=get_game("binglao")))
    assert hand.next_step.startswith("Ann (before the dead button) rolls the die")


def test_a_post_from_the_small_blinds_seat_is_said_once_in_its_place() -> None:
    """A post by the player in the small blind's seat replaces his small blind (the
    moving button's big blind due): the line says the 2 he puts in, not 1 and 2."""
    posts = (Post("Bob", 2, 0, PostReason.BIG_BLIND_DUE),)
    hand = Hand.start(TableSetup(get_game("plo"), SEATS, "Ann", 1, 2, posts=posts))
    assert hand.bets["Bob"] == 2
    assert forced_bets(hand) == (
        "Button: Ann. In: Cy 2 (big blind), Bob 2 live (big blind due, in place of the small blind)."
    )
