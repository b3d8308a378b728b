"""One meaning of "Equity" on every screen: the expected share of the chips the race is
for, odd chips paid as the showdown pays them (``Equity.whole_share``). A board of a hand
run twice races for its half of the pot, so the live panel at the all-in and the hand's
odds page afterwards (F5, ``e``; ``history odds``) give it the same figures."""

from __future__ import annotations

from fractions import Fraction

from binglao_tui.core.cards import parse_cards
from binglao_tui.core.engine.actions import Action
from binglao_tui.core.engine.all_in import all_in_races, to_table
from binglao_tui.core.engine.hand import Hand
from binglao_tui.core.equity.result import Equity
from binglao_tui.tui.counting import hand_odds
from binglao_tui.tui.render.equity import equity_rows
from binglao_tui.tui.render.odds import StreetBlock
from binglao_tui.tui.widgets.equity_panel import count_race
from tests.core.engine.hand_helpers import dealt, play, table

HOLES = {"Ann": "Ad 2h Kh Qh", "Cat": "8c 8d 5s 4d"}


def _run_twice_from_the_flop() -> Hand:
    """The evidence's hand 2 in short: 210 in the pot, run twice from 8♥ 6♥ 3♣."""
    hand = play(
        dealt(table("plo8", stacks={"Ann": 105, "Cat": 105})),
        "Ann raise 6",
        "Cat raise 18",
        "Ann raise 54",
        "Cat allin",
        "Ann call",
    )
    for name in to_table(hand):
        hand = hand.apply(Action.show(name, parse_cards(HOLES[name])))
    return play(hand, "flop 8h 6h 3c").apply(Action.run_twice())


def test_a_board_run_twice_has_one_equity_live_and_after_the_hand() -> None:
    hand = _run_twice_from_the_flop().apply(Action.deal_board(parse_cards("7c"), 1))
    live = {race.number: race for race in all_in_races(hand)}
    counted = count_race(hand.setup.game, live[1])
    assert isinstance(counted, Equity)
    assert [p.ev for p in counted.players] == [
        Fraction("52.15"),
        Fraction("52.85"),
    ]  # of 105: 53 to the high, 52 to the low
    panel = equity_rows(counted, True, live[1].live)
    for cards, board in (("Kd", 1), ("Jh", 2), ("2s", 2)):
        hand = hand.apply(Action.deal_board(parse_cards(cards), board))
    assert hand.is_complete
    blocks = hand_odds(hand)
    assert not isinstance(blocks, str)
    page: dict[str, StreetBlock] = {block.title.split(" 8♥")[0]: block for block in blocks}
    assert page["Turn, board 1"].rows == panel
    assert panel[1][:2] == ["Ann", "49.67%"]
