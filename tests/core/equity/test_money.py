"""Side pots, expected chips, the die's faces, and the all-ins that cannot be counted."""

from __future__ import annotations

from fractions import Fraction

import pytest

from binglao_tui.core.cards import parse_cards
from binglao_tui.core.equity import AllInPlayer, EquityError, all_in_equity
from binglao_tui.core.rules import get_game

PLO = get_game("plo", include_user=False)
PLO8 = get_game("plo8", include_user=False)
BINGLAO = get_game("binglao", include_user=False)
BINGLAHA = get_game("binglaha", include_user=False)


def _player(name: str, hole: str, committed: int = 0, folded: bool = False) -> AllInPlayer:
    return AllInPlayer(name, parse_cards(hole), committed, folded)


THREE_WAY = [
    _player("A", "Ah 2h 3c Kd", 100),
    _player("B", "As 2s Qd Qc", 300),
    _player("C", "Jh Td 9c 8s", 300),
]
FLOP = parse_cards("7h 5d 4c")


def test_seed_000_roll_1_on_the_river_splits_high_and_low() -> None:
    result = all_in_equity(
        BINGLAO,
        [_player("A", "Ah 3s Kd Qs", 50), _player("B", "9d 9s 4h 6h", 50)],
        board=parse_cards("7s 5d 2c Kc 9h"),
        roll=1,
    )
    a, b = result.players
    assert (a.equity, a.low_win, a.high_win) == (Fraction(1, 2), Fraction(1), Fraction(0))
    assert (b.equity, b.high_win, b.low_win) == (Fraction(1, 2), Fraction(1), Fraction(0))
    assert (a.ev, b.ev) == (Fraction(50), Fraction(50))
    assert result.pots is not None
    assert [(p.amount, p.eligible) for p in result.pots] == [(100, ("A", "B"))]


def test_side_pots_are_built_from_chips_put_in_and_counted_among_their_players() -> None:
    result = all_in_equity(PLO8, THREE_WAY, board=FLOP)
    assert result.pots is not None
    main, side = result.pots
    assert (main.amount, main.eligible, side.amount, side.eligible) == (300, ("A", "B", "C"), 400, ("B", "C"))
    assert main.equity == {p.name: p.equity for p in result.players}
    # The side pot is the all-in between B and C alone, A's cards out of the deck.
    heads_up = all_in_equity(PLO8, THREE_WAY[1:], board=FLOP, dead=THREE_WAY[0].hole)
    assert side.equity == {p.name: p.equity for p in heads_up.players}
    assert sum(p.ev or 0 for p in result.players) == 700


def test_expected_chips_pay_the_odd_chip_as_the_showdown_does() -> None:
    # Both make broadway (ace-king with the board's queen, jack, ten): the odd chip of a
    # split pot goes to the first player left of the button.
    players = [_player("A", "Ac Kd 4c 4d", 50), _player("B", "Ah Kc 5c 5d", 51)]
    result = all_in_equity(PLO, players, board=parse_cards("Ts Js Qh 2d 3c"), button="B")
    assert [p.ev for p in result.players] == [Fraction(50), Fraction(50)]  # of the pot of 100
    assert result.returned == {"B": 1}  # B's uncalled chip: B's own, in no pot
    players = [
        _player("A", "Ac Kd 4c 4d", 51),
        _player("B", "Ah Kc 5c 5d", 51),
        _player("C", "7c 7d 8c 9h", 1, True),
    ]
    result = all_in_equity(PLO, players, board=parse_cards("Ts Js Qh 2d 3c"), button="B")
    assert [p.ev for p in result.players] == [Fraction(52), Fraction(51), Fraction(0)]
    result = all_in_equity(PLO, players, board=parse_cards("Ts Js Qh 2d 3c"), button="A")
    assert [p.ev for p in result.players] == [Fraction(51), Fraction(52), Fraction(0)]


def test_a_folded_player_wins_nothing_and_his_cards_are_dead() -> None:
    folded = _player("F", "Kh Ks Kc 2d", 40, folded=True)
    live = [_player("A", "Ac Ah Kd Qd", 100), _player("B", "Jc Td 9d 8h", 100)]
    result = all_in_equity(PLO, [*live, folded], board=FLOP)
    without = all_in_equity(PLO, live, board=FLOP, dead=folded.hole)
    assert result.boards == without.boards == 666
    assert [p.equity for p in result.players[:2]] == [p.equity for p in without.players]
    assert result.players[2].equity == 0
    assert result.players[2].ev == 0


def test_binglaha_before_the_roll_averages_the_six_faces() -> None:
    players = [_player("A", "Ah 2h 3c Kd"), _player("B", "As 2s Qd Qc")]
    result = all_in_equity(BINGLAHA, players, board=FLOP)
    assert result.faces is not None
    assert [face.roll for face in result.faces] == [1, 2, 3, 4, 5, 6]
    hi_lo = all_in_equity(BINGLAHA, players, board=FLOP, roll=1)
    high = all_in_equity(BINGLAHA, players, board=FLOP, roll=6)
    assert hi_lo.faces is None
    for p, low_face, high_face in zip(result.players, hi_lo.players, high.players, strict=True):
        assert p.equity == (low_face.equity + high_face.equity) / 2
        assert p.low_tie == low_face.low_tie / 2
        assert result.faces[0].equity[p.name] == low_face.equity
        assert result.faces[5].equity[p.name] == high_face.equity


def test_binglaha_on_the_turn_needs_the_roll() -> None:
    players = [_player("A", "Ah 2h 3c Kd"), _player("B", "As 2s Qd Qc")]
    with pytest.raises(EquityError, match="after the flop betting"):
        all_in_equity(BINGLAHA, players, board=parse_cards("7h 5d 4c 9s"))


def test_binglao_needs_the_roll_and_deals_by_it() -> None:
    six = [_player("A", "Ac Ah Kc Kh 2s 3s"), _player("B", "Jc Td 9d 8h 7s 6s")]
    with pytest.raises(EquityError, match="needs the button's die roll"):
        all_in_equity(BINGLAO, six)
    with pytest.raises(EquityError, match="player A: 6 hole cards, but roll 1 deals 4"):
        all_in_equity(BINGLAO, six, roll=1)
    assert all_in_equity(BINGLAO, six, roll=3).boards == 658_008


@pytest.mark.parametrize(
    ("board", "dead", "words"),
    [
        ("Ts", "", "the board must have 0, 3, 4 or 5 cards, got 1"),
        ("Ts 9s", "", "got 2"),
        ("Ts 9s 8s 7s 6s 5s", "", "got 6"),
        ("Ts 9s 8s", "9s", "duplicate card 9s: in board and in dead cards"),
        ("Ts 9s 8s", "Ac", "duplicate card Ac: in dead cards and in player A"),
        ("Ts 9s Ah", "", "duplicate card Ah: in board and in player A"),
    ],
)
def test_all_ins_that_cannot_be_counted(board: str, dead: str, words: str) -> None:
    players = [_player("A", "Ac Ah Kc Kh"), _player("B", "Jc Td 9d 8h")]
    with pytest.raises(EquityError, match=words):
        all_in_equity(PLO, players, board=parse_cards(board), dead=parse_cards(dead))


def test_too_few_cards_left_to_finish_the_board() -> None:
    deck = parse_cards(
        "2c 2d 2h 2s 3c 3d 3h 3s 4c 4d 4h 4s 5c 5d 5h 5s 6c 6d 6h 6s 7c 7d 7h 7s "
        "8c 8d 8h 8s 9c 9d 9h 9s Tc Td Th Ts Jc Jd Jh Js"
    )
    players = [AllInPlayer(f"P{i}", deck[i * 4 : i * 4 + 4]) for i in range(10)]
    with pytest.raises(EquityError, match="only 1 cards are left, too few to deal the board's 2 more"):
        all_in_equity(
            PLO, players, board=parse_cards("Qc Qd Qh"), dead=parse_cards("Qs Kc Kd Kh Ks Ac Ad Ah")
        )
    assert (
        all_in_equity(
            PLO, players, board=parse_cards("Qc Qd Qh"), dead=parse_cards("Qs Kc Kd Kh Ks Ac")
        ).boards
        == 3
    )


def test_a_hole_of_the_wrong_size() -> None:
    with pytest.raises(EquityError, match="player B: 5 hole cards, but Pot-Limit Omaha deals 4"):
        all_in_equity(PLO, [_player("A", "Ac Ah Kc Kh"), _player("B", "Jc Td 9d 8h 7h")])


def test_one_live_player_has_the_whole_pot_on_every_board() -> None:
    players = [_player("A", "Ac Ah Kd Qd", 100), _player("B", "Jc Td 9d 8h", 50, folded=True)]
    result = all_in_equity(PLO8, players, board=FLOP)
    assert result.boards == 820
    assert (result.players[0].equity, result.players[0].scoop, result.players[0].ev) == (
        Fraction(1),
        Fraction(1),
        Fraction(100),  # the pot: B's 50 and the 50 of A's that B matched
    )
    assert result.returned == {"A": 50}  # the rest of A's 100, which nobody called
    assert (result.players[1].equity, result.players[1].ev) == (Fraction(0), Fraction(0))


def test_share_of_all_pots_with_one_pot_is_ev_over_the_pot_odd_chip_included() -> None:
    """A pot of 103 halved between A and B: A's equity is 1/2, but the odd chip goes to the
    first left of the button, so A can expect 52 of the 103: ev over the chips in the pots,
    the one definition with one pot as with several."""
    players = [
        _player("A", "Ac Kd 4c 4d", 51),
        _player("B", "Ah Kc 5c 5d", 51),
        _player("C", "7c 7d 8c 9h", 1, True),
    ]
    result = all_in_equity(PLO, players, board=parse_cards("Ts Js Qh 2d 3c"), button="B")
    assert result.pots is not None
    assert len(result.pots) == 1
    a = result.players[0]
    assert a.equity == Fraction(1, 2)
    assert result.whole_share(a) == Fraction(52, 103) == a.ev / 103  # type: ignore[operator]


def test_an_uncalled_bet_is_no_side_pot_in_the_equity() -> None:
    """A all in for 50, B for 51: the chip B put in over A is returned, never a pot."""
    players = [_player("A", "Ac Kd 3c 3d", 50), _player("B", "Ah Kc 6c 6d", 51)]
    result = all_in_equity(PLO, players, board=FLOP)
    assert result.pots is not None
    assert [(pot.amount, pot.eligible) for pot in result.pots] == [(100, ("A", "B"))]
    assert result.returned == {"B": 1}
    assert sum(p.ev or 0 for p in result.players) == 100
