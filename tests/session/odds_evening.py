"""An evening of all-ins, played through the dealer's own session into a real SQLite file,
for the odds, the chop and the luck of the night.

Omaha hi-lo eight-or-better at 1/2, the house allowing the equity chop. Three hands:

1. a three-way all-in before the flop with a side pot (Ann short), dealt out;
2. Ann and Bob all in on the flop, run twice;
3. Ann and Bob all in on the flop again, chopped by equity.

Each hand is dealt at a table set for it (the stacks a re-buy or a cash-out away from the
last), so the all-ins stay the same whatever the hand before left. Hole cards are dealt
face down and tabled at the all-in, as at a live table.
"""

from __future__ import annotations

from pathlib import Path

from binglao_tui.core.cards import Card, parse_cards
from binglao_tui.core.engine.actions import Action
from binglao_tui.core.engine.all_in import all_in_races
from binglao_tui.core.engine.table import Seat, TableSetup
from binglao_tui.core.equity.chop import equity_chop, shares_text
from binglao_tui.core.equity.odds import count_race
from binglao_tui.core.rules import HouseRules, load_games
from binglao_tui.session import DealerSession

GAMES = load_games(include_user=False)
PLO8 = GAMES["plo8"]
HOUSE = HouseRules(equity_chop=True)

SIDE_POT_HOLES = {"Ann": "Ah 2h 3c Kd", "Bob": "As 2s Qd Qc", "Cy": "Jh Td 9c 8s"}
SIDE_POT_BOARD = ("7h 5d 4c", "Qh", "2d")
TWICE_HOLES = {"Ann": "Ac 2c Ts Td", "Bob": "Ah 3h Js Jd"}
TWICE_FLOP = "4d 5s Kc"
TWICE_BOARDS = (("8h", "2d"), ("6c", "Qs"))
CHOP_HOLES = {"Ann": "Kh 4h 3c 8d", "Bob": "Ac Ad 5s 6s"}
CHOP_FLOP = "Jh 7h 2c"


def table(stacks: dict[str, int], button: str = "Ann", house: HouseRules = HOUSE) -> TableSetup:
    return TableSetup(
        PLO8, tuple(Seat(n, s) for n, s in stacks.items()), button, small_blind=1, big_blind=2, house=house
    )


def _apply(session: DealerSession, *actions: Action) -> None:
    for action in actions:
        refusal = session.apply(action)
        assert refusal is None, (action, refusal)


def _show(session: DealerSession, holes: dict[str, str]) -> None:
    _apply(session, *(Action.show(name, parse_cards(cards)) for name, cards in holes.items()))


def _board(*streets: str, board: int = 1) -> list[Action]:
    return [Action.deal_board(parse_cards(cards), board) for cards in streets]


def _deal(session: DealerSession, stacks: dict[str, int], house: HouseRules = HOUSE) -> None:
    assert session.choose_table(table(stacks, house=house)) is None
    assert session.deal() is None
    _apply(session, Action.deal_hole())


def side_pot_hand(session: DealerSession) -> None:
    """Ann (button) all in for 6, Bob all in for 20, Cy calls: a main pot of 18 and a side
    pot of 28 between Bob and Cy."""
    _deal(session, {"Ann": 6, "Bob": 20, "Cy": 20})
    _apply(session, Action.all_in("Ann"), Action.all_in("Bob"), Action.call("Cy"))
    _show(session, SIDE_POT_HOLES)
    _apply(session, *_board(*SIDE_POT_BOARD))
    assert session.hand is not None
    assert session.hand.is_complete


def _flop_all_in(session: DealerSession, holes: dict[str, str], flop: str, house: HouseRules = HOUSE) -> None:
    """Ann (button) raises to 7, Bob calls, Cy folds; Bob bets 16 on the flop, Ann goes all
    in for 23, Bob calls: 62 in the pot, Cy's blind in it."""
    _deal(session, {"Ann": 30, "Bob": 30, "Cy": 20}, house)
    _apply(session, Action.raise_to("Ann", 7), Action.call("Bob"), Action.fold("Cy"))
    _apply(session, *_board(flop), Action.bet("Bob", 16), Action.all_in("Ann"), Action.call("Bob"))
    _show(session, holes)


def run_twice_hand(session: DealerSession) -> None:
    _flop_all_in(session, TWICE_HOLES, TWICE_FLOP)
    _apply(session, Action.run_twice())
    for number, (turn, river) in enumerate(TWICE_BOARDS, start=1):
        _apply(session, *_board(turn, river, board=number))
    assert session.hand is not None
    assert session.hand.is_complete


def chop_now(session: DealerSession) -> dict[str, int]:
    """The chop of the race in play, booked through the session; the chips it gave."""
    hand = session.hand
    assert hand is not None
    (race,) = all_in_races(hand)
    result = count_race(hand.setup.game, race)
    chop = equity_chop(
        result, hand.setup.names, button=hand.setup.button, chip=hand.setup.chip, odd_chip=HOUSE.odd_chip
    )
    assert session.chop(chop.chips, shares_text(result, race.live)) is None
    return dict(chop.chips)


def chop_hand(session: DealerSession) -> dict[str, int]:
    _flop_all_in(session, CHOP_HOLES, CHOP_FLOP)
    return chop_now(session)


def evening(path: Path) -> dict[str, int]:
    """The three hands, each finished and booked; the chop's chips."""
    session = DealerSession.open(table({"Ann": 6, "Bob": 20, "Cy": 20}), path, GAMES)
    try:
        assert session.saving, session.opened
        side_pot_hand(session)
        assert not isinstance(session.finish(), str)
        run_twice_hand(session)
        session.finish()
        chopped = chop_hand(session)
        session.finish()
        return chopped
    finally:
        session.close()


def cards(text: str) -> tuple[Card, ...]:
    return parse_cards(text)
