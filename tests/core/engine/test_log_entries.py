"""The hand's log entries: one line per action, written in one place for every reader (the
dealer's screen, the table display, the history in the table's units)."""

from __future__ import annotations

from binglao_tui.core.cards import parse_cards
from binglao_tui.core.engine.actions import Action
from binglao_tui.core.engine.hand import Hand
from binglao_tui.core.engine.table import Seat, TableSetup
from binglao_tui.core.rules import get_game


def _hand(*actions: Action, stacks: tuple[int, int, int] = (200, 20, 60)) -> Hand:
    seats = tuple(Seat(name, stack) for name, stack in zip(("Ann", "Bob", "Cat"), stacks, strict=True))
    setup = TableSetup(get_game("plo"), seats, button="Ann", small_blind=1, big_blind=2)
    return Hand.replay(setup, actions)


def test_log_says_the_chips_an_all_in_raise_and_the_uncalled_bet_when_it_comes_back() -> None:
    hand = _hand(
        Action.deal_hole(),
        Action.raise_to("Ann", 7),
        Action.all_in("Bob"),
        Action.raise_to("Cat", 60),
        Action.fold("Ann"),
    )
    assert hand.log[1:] == (
        "Ann raises to 7",
        "Bob raises to 20, all in",
        "Cat raises to 60, all in",
        "Ann folds; Cat's own 40 comes back: nobody called it",
    )
    assert hand.returned == {"Cat": 40}
    assert not hand.is_complete  # said when it happens, the board still to come
    assert len(hand.log_entries) == len(hand.actions)


def test_an_all_in_is_said_as_the_bet_raise_or_call_it_was() -> None:
    """Issue 22 §2: the all-in key names no amount, and the log said "Bob is all in for N"
    for a bet and a raise alike, leaving the table to work out which it was."""
    preflop = _hand(Action.deal_hole(), Action.all_in("Ann"), Action.all_in("Bob"), stacks=(6, 5, 60))
    assert preflop.log[1:] == ("Ann raises to 6, all in", "Bob calls 4, all in")
    flop = _hand(
        Action.deal_hole(),
        Action.call("Ann"),
        Action.call("Bob"),
        Action.check("Cat"),
        Action.deal_board(),
        Action.all_in("Bob"),
        Action.all_in("Cat"),
        stacks=(200, 8, 20),
    )
    assert flop.log[-2:] == ("Bob bets 6, all in", "Cat raises to 18, all in")


def test_deals_are_said_short_and_the_table_never_hears_the_hole_cards() -> None:
    hand = _hand(
        Action.deal_hole("Ann", parse_cards("As Ah Kd Qc")),
        Action.deal_hole(),
        Action.call("Ann"),
        Action.call("Bob"),
        Action.check("Cat"),
        Action.deal_board(parse_cards("Th 7d 2c")),
        stacks=(200, 200, 200),
    )
    dealt, rest, *_, flop = hand.log_entries
    assert dealt.words() == "Hole cards dealt to Ann: A♠ A♥ K♦ Q♣"
    assert dealt.words(table=True) == "Hole cards dealt to Ann"
    assert rest.words() == "Hole cards dealt"
    assert flop.words() == "Flop: T♥ 7♦ 2♣"
    assert hand.log[2:5] == ("Ann calls 2", "Bob calls 1", "Cat checks")


def test_amounts_are_written_in_the_units_the_reader_asks_for() -> None:
    hand = _hand(Action.deal_hole(), Action.raise_to("Ann", 7), Action.call("Bob"), stacks=(200, 200, 200))
    cents = [entry.words(lambda chips: f"{chips / 4:.2f}") for entry in hand.log_entries]
    assert cents[1:] == ["Ann raises to 1.75", "Bob calls 1.50"]
