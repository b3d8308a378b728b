"""A hand's odds street by street: the seeds' worked hands and a hand run twice, every
street's race held to the plain count (exact fractions); the chop and the luck's sums."""

from __future__ import annotations

from fractions import Fraction

import pytest

from binglao_tui.core.cards import parse_cards
from binglao_tui.core.engine.actions import Action
from binglao_tui.core.engine.hand import Hand
from binglao_tui.core.engine.streets import all_in_races, street_races
from binglao_tui.core.equity import AllInPlayer, all_in_equity
from binglao_tui.core.equity.chop import equity_chop, share_out
from binglao_tui.core.equity.odds import AllInHand, StreetOdds, expected_chips, luck, street_odds
from binglao_tui.core.rules import OddChip, Split, get_game
from tests.core.engine.hand_helpers import dealt, play, table
from tests.core.equity.plain_count import reference_equity
from tests.core.equity.pokerkit_half import pokerkit_half_ev


def _all_in_preflop(game: str, stacks: dict[str, int], raises: list[str], roll: int | None = None) -> Hand:
    return play(dealt(table(game, stacks=stacks), roll), *raises)


def _show(hand: Hand, holes: dict[str, str]) -> Hand:
    for name, cards in holes.items():
        hand = hand.apply(Action.show(name, parse_cards(cards)))
    return hand


def _run_out(hand: Hand, board: str) -> Hand:
    cards = board.split()
    for street in (cards[:3], cards[3:4], cards[4:5]):
        hand = hand.apply(Action.deal_board(parse_cards(" ".join(street))))
    return hand


def _held_to_the_reference(hand: Hand, odds: list[StreetOdds], *, with_preflop: bool = False) -> None:
    """Every street's figures equal the plain count's, board by board, exactly."""
    game = hand.setup.game
    for street in odds:
        race = street.race
        if not race.board and not with_preflop:
            continue
        variant = game.variant(race.roll)
        low = variant.low if variant.split is Split.HI_LO else None
        live = [r for r in race.runners if not r.out]
        expected = reference_equity([r.hole for r in live], race.board, low, race.dead)
        assert street.equity.boards == expected.boards
        rows = {p.name: p for p in street.equity.players}
        for at, runner in enumerate(live):
            row = rows[runner.name]
            assert row.equity == expected.equity[at], (street.street, runner.name)
            for figure in ("scoop", "high_win", "high_tie", "low_win", "low_tie"):
                assert getattr(row, figure) == getattr(expected, figure)[at], (street.street, figure)


# -- the seeds' worked hands ------------------------------------------------------------------


def test_seed_000_roll_1_street_by_street() -> None:
    # OPR-107's first example: A's A-3 takes the low, B's three nines the high.
    hand = _all_in_preflop("binglao", {"A": 18, "B": 18}, ["A raise 6", "B allin", "A call"], roll=1)
    hand = _run_out(_show(hand, {"B": "9d 9s 4h 6h", "A": "Ah 3s Kd Qs"}), "7s 5d 2c Kc 9h")
    assert hand.is_complete
    odds = street_odds(hand.setup.game, street_races(hand))
    assert [(o.street, len(o.race.board)) for o in odds] == [("preflop", 0), ("flop", 3), ("turn", 4)]
    assert [[round(float(p.equity), 5) for p in o.equity.players] for o in odds] == [
        [0.55136, 0.44864],
        [0.58598, 0.41402],
        [0.8125, 0.1875],
    ]
    _held_to_the_reference(hand, odds)
    # before the flop: what the plain count gave over all 1,086,008 boards (five minutes,
    # too slow to run here; tests/core/equity/plain_count.py)
    assert odds[0].equity.players[0].equity == Fraction(21385, 38786)
    assert hand.payouts == {"A": 18, "B": 18}  # what the river gave: half each


def test_seed_000_roll_6_street_by_street() -> None:
    # OPR-107's second example: six cards, high only; B's king-high flush beats A's straight.
    hand = _all_in_preflop("binglao", {"A": 18, "B": 18}, ["A raise 6", "B allin", "A call"], roll=6)
    hand = _show(hand, {"B": "Kh 9h Js Jd Tc 4s", "A": "As Ad Ac 5d 4d 7c"})
    hand = _run_out(hand, "8h 6h 3h Qc 2s")
    odds = street_odds(hand.setup.game, street_races(hand))
    assert [[round(float(p.equity), 5) for p in o.equity.players] for o in odds] == [
        [0.47309, 0.52691],
        [0.02703, 0.97297],
        [0.0, 1.0],
    ]
    _held_to_the_reference(hand, odds)
    assert odds[0].equity.players[0].equity == Fraction(2048, 4329)  # the plain count, 658,008 boards
    # the flop gives B his flush; on the turn A is drawing dead: no card helps him
    assert odds[-1].outs["A"].pot == ()
    assert hand.payouts == {"A": 0, "B": 36}


def test_seed_003_an_ugly_low_gets_paid_street_by_street() -> None:
    # The no-qualifier game's first example, its hands filled out: Alice's A-2 makes
    # T-9-4-2-A for the low, Bob's kings make three kings for the high.
    hand = _all_in_preflop(
        "plo8-regular", {"Alice": 18, "Bob": 18}, ["Alice raise 6", "Bob allin", "Alice call"]
    )
    hand = _run_out(_show(hand, {"Bob": "Kd Ks 3c 5h", "Alice": "Ac 2d 7s 6h"}), "Kc Qd 9s Th 4c")
    odds = street_odds(hand.setup.game, street_races(hand))
    _held_to_the_reference(hand, odds)
    assert hand.payouts == {"Alice": 18, "Bob": 18}
    river_low = odds[-1].outs["Alice"].low  # on the turn, the river cards that keep her low
    assert river_low
    assert odds[-1].equity.players[0].low_win + odds[-1].equity.players[0].low_tie > 0


def test_a_three_way_preflop_all_in_with_a_side_pot_is_the_plain_count_preflop_too() -> None:
    # Six-card hi-lo three ways leaves 34 cards: 278,256 boards, few enough for the
    # plain count before the flop as well.
    hand = _all_in_preflop(
        "binglao", {"Ann": 6, "Bob": 20, "Cy": 20}, ["Ann allin", "Bob allin", "Cy call"], roll=3
    )
    hand = _show(hand, {"Ann": "Ah 2h 3c Kd 9s 9d", "Bob": "As 2s Qd Qc 4h 6h", "Cy": "Jh Td 9c 8s 7d 7c"})
    hand = _run_out(hand, "7h 5d 4c Qh 2d")
    odds = street_odds(hand.setup.game, street_races(hand))
    assert odds[0].race.pots == ((18, ("Ann", "Bob", "Cy")), (28, ("Bob", "Cy")))
    _held_to_the_reference(hand, odds[1:])
    pots = odds[0].equity.pots
    assert pots is not None
    assert sum(p.ev or 0 for p in odds[0].equity.players) == 46


@pytest.mark.slow
def test_the_preflop_of_a_three_way_six_card_hand_is_the_plain_count() -> None:
    hand = _all_in_preflop(
        "binglao", {"Ann": 6, "Bob": 20, "Cy": 20}, ["Ann allin", "Bob allin", "Cy call"], roll=3
    )
    hand = _show(hand, {"Ann": "Ah 2h 3c Kd 9s 9d", "Bob": "As 2s Qd Qc 4h 6h", "Cy": "Jh Td 9c 8s 7d 7c"})
    hand = _run_out(hand, "7h 5d 4c Qh 2d")
    odds = street_odds(hand.setup.game, street_races(hand))
    _held_to_the_reference(hand, odds[:1], with_preflop=True)


# -- a hand run twice --------------------------------------------------------------------------


def _run_twice_on_the_flop() -> Hand:
    hand = dealt(table("plo8", stacks={"Ann": 30, "Bob": 30, "Cy": 20}))
    hand = play(
        hand, "Ann raise 7", "Bob call", "Cy fold", "flop 4d 5s Kc", "Bob bet 16", "Ann allin", "Bob call"
    )
    hand = _show(hand, {"Bob": "Ah 3h Js Jd", "Ann": "Ac 2c Ts Td"})
    hand = hand.apply(Action.run_twice())
    for number, streets in ((1, ("8h", "2d")), (2, ("6c", "Qs"))):
        for cards in streets:
            hand = hand.apply(Action.deal_board(parse_cards(cards), number))
    assert hand.is_complete
    return hand


def test_a_hand_run_twice_has_the_shared_streets_once_and_each_board_after() -> None:
    hand = _run_twice_on_the_flop()
    odds = street_odds(hand.setup.game, street_races(hand))
    assert [(o.street, o.race.number, " ".join(map(str, o.race.board))) for o in odds] == [
        ("preflop", 0, ""),
        ("flop", 0, "4d 5s Kc"),
        ("turn", 1, "4d 5s Kc 8h"),
        ("turn", 2, "4d 5s Kc 6c"),
    ]
    # the second board was dealt after the first: its turn counts the first's own cards dead
    assert [str(c) for c in odds[3].race.dead] == ["8h", "2d"]
    assert odds[2].race.dead == ()
    # Cy folded before the flop: out of every race, his chips in the pot
    assert odds[1].race.pots == ((62, ("Ann", "Bob")),)
    assert odds[2].race.pots == ((31, ("Ann", "Bob")),)  # each board plays for half
    assert odds[3].race.pots == ((31, ("Ann", "Bob")),)
    _held_to_the_reference(hand, odds)


def test_at_the_all_in_each_board_races_for_its_half_from_the_flop() -> None:
    hand = _run_twice_on_the_flop()
    races = all_in_races(hand)
    assert [(r.number, len(r.board), r.pots, r.dead) for r in races] == [
        (1, 3, ((31, ("Ann", "Bob")),), ()),
        (2, 3, ((31, ("Ann", "Bob")),), ()),
    ]
    expected = expected_chips(hand.setup.game, races)
    assert sum(expected.values()) == 62
    one = all_in_equity(
        hand.setup.game,
        [
            AllInPlayer("Ann", parse_cards("Ac 2c Ts Td")),
            AllInPlayer("Bob", parse_cards("Ah 3h Js Jd")),
        ],
        board=parse_cards("4d 5s Kc"),
        button="Ann",
        pots=[(31, ("Ann", "Bob"))],  # one board's half of the 62
    )
    assert expected["Ann"] == 2 * (one.players[0].ev or 0)


def test_a_street_both_boards_shared_is_worth_each_halfs_chips() -> None:
    # Before the boards parted the pot of 62 was already two halves of 31, each hi-lo half
    # of 31 paying 16 and 15 as the showdown does: the shared streets expect those chips,
    # not those of one board for 62, and the flop's are the night's luck's to the chip.
    hand = _run_twice_on_the_flop()
    odds = street_odds(hand.setup.game, street_races(hand))
    preflop, flop = odds[0], odds[1]
    luck_expects = expected_chips(hand.setup.game, all_in_races(hand))
    for street in (preflop, flop):
        rows = {p.name: p for p in street.equity.players}
        assert {name: rows[name].ev for name in ("Ann", "Bob")} == {
            name: _two_halves_ev(street, name) for name in ("Ann", "Bob")
        }
        assert sum(rows[name].ev or 0 for name in ("Ann", "Bob")) == 62
        pots = street.equity.pots
        assert pots is not None
        assert [(pot.amount, pot.eligible) for pot in pots] == [(62, ("Ann", "Bob"))]
    assert {p.name: p.ev for p in flop.equity.players if p.name != "Cy"} == luck_expects


def _two_halves_ev(street: StreetOdds, name: str) -> Fraction:
    """Twice a board's expected chips for a half of 31 from the street's cards."""
    race = street.race
    holes = {r.name: r.hole for r in race.runners if not r.out}
    one = all_in_equity(
        get_game("plo8", include_user=False),
        [AllInPlayer(n, cards) for n, cards in holes.items()],
        board=race.board,
        dead=race.dead,
        button="Ann",
        pots=[(31, ("Ann", "Bob"))],
    )
    return 2 * next(p.ev or Fraction(0) for p in one.players if p.name == name)


@pytest.mark.slow
def test_a_street_both_boards_shared_is_pokerkits_count_of_each_half() -> None:
    """The shared flop's expected chips against pokerkit's own Omaha hands, every turn and
    river, each half of 31 paid hi 16 / lo 15 (ties split, the odd chip left of the
    button), in exact fractions."""
    hand = _run_twice_on_the_flop()
    flop = street_odds(hand.setup.game, street_races(hand))[1]
    assert flop.street == "flop"
    independent = pokerkit_half_ev(
        {"Ann": "Ac2cTsTd", "Bob": "Ah3hJsJd"}, "4d5sKc", half=31, clockwise=["Bob", "Ann"]
    )
    rows = {p.name: p.ev for p in flop.equity.players}
    assert rows["Ann"] == 2 * independent["Ann"]
    assert rows["Bob"] == 2 * independent["Bob"]


def test_a_hand_nobody_showed_has_no_odds_and_no_all_in_race() -> None:
    hand = play(dealt(table("plo")), "Ann raise 7", "Bob fold", "Cy fold")
    assert street_races(hand) == ()
    assert all_in_races(hand) == ()


# -- the chop ----------------------------------------------------------------------------------


def test_the_chop_hands_out_each_pot_exactly_odd_chips_from_the_button() -> None:
    third = Fraction(100, 3)
    assert share_out(
        100, {"A": third, "B": third, "C": third}, ["B", "C", "A"], 1, OddChip.LEFT_OF_BUTTON
    ) == {
        "A": 33,
        "B": 34,
        "C": 33,
    }
    assert share_out(
        100, {"A": third, "B": third, "C": third}, ["B", "C", "A"], 1, OddChip.RIGHT_OF_BUTTON
    ) == {"A": 34, "B": 33, "C": 33}
    # in chips of 5: 50 and 50 of 100 at 41.2 / 58.8 -> 40 and 55 whole, the last 5 to B first
    assert share_out(
        100, {"A": Fraction(206, 5), "B": Fraction(294, 5)}, ["B", "A"], 5, OddChip.LEFT_OF_BUTTON
    ) == {
        "A": 40,
        "B": 60,
    }


def test_the_chop_of_a_side_pot_all_in_sums_to_every_pot() -> None:
    game = get_game("plo8", include_user=False)
    players = [
        AllInPlayer("A", parse_cards("Ah 2h 3c Kd"), 6),
        AllInPlayer("B", parse_cards("As 2s Qd Qc"), 20),
        AllInPlayer("C", parse_cards("Jh Td 9c 8s"), 20),
    ]
    result = all_in_equity(game, players, board=parse_cards("7h 5d 4c"), button="A")
    chop = equity_chop(result, ["A", "B", "C"], button="A", odd_chip=OddChip.LEFT_OF_BUTTON)
    assert [(p.amount, sum(p.chips.values())) for p in chop.pots] == [(18, 18), (28, 28)]
    assert sum(chop.chips.values()) == 46
    assert result.pots is not None
    for pot, chopped in zip(result.pots, chop.pots, strict=True):
        assert pot.ev is not None
        for name, chips in chopped.chips.items():
            assert abs(chips - pot.ev[name]) < 1  # never a chip from the exact share


# -- the luck ----------------------------------------------------------------------------------


def test_luck_adds_up_to_zero_and_rounds_by_the_largest_fraction() -> None:
    hands = [
        AllInHand(
            {"A": Fraction(101, 3), "B": Fraction(100, 3), "C": Fraction(99, 3)}, {"A": 0, "B": 100, "C": 0}
        ),
        AllInHand({"A": Fraction(25, 2), "B": Fraction(25, 2)}, {"A": 25, "B": 0}),
    ]
    lines = luck(hands, ["A", "B", "C"])
    assert [(line.name, line.all_ins, line.expected, line.won, line.luck) for line in lines] == [
        ("A", 2, 46, 25, -21),  # 45.83: the largest fraction takes the chip left over
        ("B", 2, 46, 100, 54),  # 45.83
        ("C", 1, 33, 0, -33),
    ]
    assert sum(line.luck for line in lines) == 0
    assert sum(line.expected for line in lines) == 125
