"""The judge's pot rules: side pots, dead money, quartering, whole-pot splits, odd chips, bad input."""

from __future__ import annotations

import random
from collections.abc import Sequence

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from binglao_tui.core.cards import DECK, Card, parse_cards
from binglao_tui.core.explain import judge_and_explain as judge
from binglao_tui.core.formats.ruling_json import ruling_to_json
from binglao_tui.core.rules import HiLoOddChip, HouseRules, LowRule, OddChip, Split, Variant
from binglao_tui.core.showdown import Contender, Ruling, ShowdownError
from binglao_tui.core.showdown.judge import judge as judge_alone
from binglao_tui.core.showdown.pots import Pot

PLO8 = Variant(4, Split.HI_LO, LowRule.EIGHT)
PLO = Variant(4, Split.HIGH)
BOARD = parse_cards("7s 5d 2c Kc 9h")


def _c(name: str, hole: str, committed: int = 0, folded: bool = False) -> Contender:
    return Contender(name, parse_cards(hole), committed, folded)


def _judge(
    variant: Variant,
    contenders: Sequence[Contender],
    button: str | None = None,
    **kwargs: object,
) -> Ruling:
    return judge(variant, BOARD, contenders, button=button or contenders[-1].name, **kwargs)  # type: ignore[arg-type]


# Hands on BOARD (7s 5d 2c Kc 9h):
NUT_LOW = "Ah 3s Qd Jd"  # 7-5-3-2-A, ace high
TRIP_NINES = "9d 9s Ts 8d"  # three nines, no low
TRIP_KINGS = "Kd Ks Tc Jc"  # three kings, no low
ROUGH_LOW = "4h 6h Td Qs"  # 7-6-5-4-2, no pair


def test_short_all_in_wins_the_main_pot_and_the_side_pot_is_judged_without_him() -> None:
    ruling = _judge(PLO, [_c("A", TRIP_KINGS, 30), _c("B", TRIP_NINES, 100), _c("C", ROUGH_LOW, 100)])
    main, side = ruling.pots
    assert (main.amount, main.eligible, main.high_winners) == (90, ("A", "B", "C"), ("A",))
    assert (side.amount, side.eligible, side.high_winners) == (140, ("B", "C"), ("B",))
    assert dict(ruling.payouts) == {"A": 90, "B": 140, "C": 0}


def test_folded_chips_are_dead_money_and_folded_players_never_win() -> None:
    ruling = _judge(PLO, [_c("A", TRIP_NINES, 50), _c("B", "", 40, folded=True), _c("C", ROUGH_LOW, 50)])
    assert [p.amount for p in ruling.pots] == [140]
    assert ruling.pots[0].eligible == ("A", "C")
    assert dict(ruling.payouts) == {"A": 140, "B": 0, "C": 0}
    folded = ruling.players[1]
    assert folded.high is None
    assert folded.low is None
    assert "Folded" in folded.explanation[0]


def test_folded_player_may_show_cards_and_still_cannot_win() -> None:
    ruling = _judge(PLO, [_c("A", ROUGH_LOW, 50), _c("B", TRIP_KINGS, 40, folded=True), _c("C", NUT_LOW, 50)])
    assert "B" not in ruling.pots[0].high_winners
    assert ruling.payouts["B"] == 0


def test_the_only_eligible_player_takes_the_whole_pot() -> None:
    ruling = _judge(PLO8, [_c("A", ROUGH_LOW)], pots=[Pot(75, ("A",))])
    assert dict(ruling.payouts) == {"A": 75}


def test_no_qualifying_low_in_a_side_pot_gives_it_all_to_high() -> None:
    # A has the only low and is all in for 20: the main pot is split, the side pot is not.
    ruling = _judge(PLO8, [_c("A", NUT_LOW, 20), _c("B", TRIP_KINGS, 100), _c("C", TRIP_NINES, 100)])
    main, side = ruling.pots
    assert main.high_winners == ("B",)
    assert main.low_winners == ("A",)
    assert dict(main.awards) == {"A": 30, "B": 30}
    assert side.low_winners == ()
    assert dict(side.awards) == {"B": 160}
    assert dict(ruling.payouts) == {"A": 30, "B": 190, "C": 0}
    assert any("nobody here has a qualifying low" in line for line in ruling.players[1].explanation)


def test_same_players_winning_both_halves_split_the_whole_pot_not_each_half() -> None:
    # Three identical hands: halving first would pay 34/34/32; the whole pot pays 34/33/33.
    players = [_c("A", "Ah 3s Qd Jd"), _c("B", "Ac 3c Qh Jh"), _c("C", "Ad 3d Qs Js")]
    ruling = _judge(PLO8, players, pots=[Pot(100, ("A", "B", "C"))])
    pot = ruling.pots[0]
    assert pot.high_winners == ("A", "B", "C")
    assert pot.low_winners == ("A", "B", "C")
    assert dict(ruling.payouts) == {"A": 34, "B": 33, "C": 33}


def test_high_winner_who_ties_for_low_gets_three_quarters() -> None:
    players = [_c("A", "Ah 3s Kd Ks"), _c("B", "Ac 3c Qh Jh"), _c("C", TRIP_NINES)]
    ruling = _judge(PLO8, players, pots=[Pot(100, ("A", "B", "C"))])
    pot = ruling.pots[0]
    assert pot.high_winners == ("A",)
    assert pot.low_winners == ("A", "B")
    assert dict(ruling.payouts) == {"A": 75, "B": 25, "C": 0}


def test_odd_chips_go_clockwise_from_the_button_wrapping_round_the_table() -> None:
    players = [_c("A", "Ah 3s Qd Jd"), _c("B", TRIP_NINES), _c("C", "Ac 3c Qh Jh"), _c("D", "Ad 3d Qs Js")]
    # B's trips win high; A, C and D hold the same 7-5-3-2-A and share the low.
    pots = [Pot(202, ("A", "B", "C", "D"))]
    # Button on C: order D, A, B, C. High half 101 to B; low half 101 among D, A, C: 34/34/33.
    ruling = _judge(PLO8, players, button="C", pots=pots)
    assert ruling.pots[0].low_winners == ("D", "A", "C")
    assert dict(ruling.payouts) == {"A": 34, "B": 101, "C": 33, "D": 34}
    ruling = _judge(PLO8, players, button="A", pots=pots)
    assert ruling.pots[0].low_winners == ("C", "D", "A")
    assert dict(ruling.payouts) == {"A": 33, "B": 101, "C": 34, "D": 34}


def test_house_odd_chip_settings_are_used() -> None:
    players = [_c("A", "Ah 3s Qd Jd"), _c("B", TRIP_NINES), _c("C", "Ac 3c Qh Jh")]
    house = HouseRules(odd_chip=OddChip.RIGHT_OF_BUTTON, hi_lo_odd_chip=HiLoOddChip.LOW)
    ruling = _judge(PLO8, players, button="C", pots=[Pot(101, ("A", "B", "C"))], house=house)
    # High 50 to B; low 51 between A and C: the odd chip to the last clockwise, C.
    assert dict(ruling.payouts) == {"A": 25, "B": 50, "C": 26}


def test_chips_of_five_split_in_fives() -> None:
    players = [_c("A", "Ah 3s Qd Jd"), _c("B", TRIP_NINES), _c("C", "Ac 3c Qh Jh")]
    ruling = _judge(PLO8, players, pots=[Pot(115, ("A", "B", "C"))], chip=5)
    # 23 chips: high 12 chips (60) to B, low 11 chips (55) between A and C: 30 and 25.
    assert dict(ruling.payouts) == {"A": 30, "B": 60, "C": 25}


def test_without_money_a_pot_of_zero_still_names_the_winners() -> None:
    ruling = _judge(PLO8, [_c("A", NUT_LOW), _c("B", TRIP_NINES)])
    assert ruling.pots[0].amount == 0
    assert ruling.pots[0].high_winners == ("B",)
    assert ruling.pots[0].low_winners == ("A",)


def test_explicit_pot_eligibles_come_back_in_seat_order() -> None:
    ruling = _judge(
        PLO,
        [_c("A", NUT_LOW), _c("B", TRIP_NINES), _c("C", ROUGH_LOW)],
        pots=[Pot(60, ("C", "A", "B")), Pot(20, ("C", "B"))],
    )
    assert [p.eligible for p in ruling.pots] == [("A", "B", "C"), ("B", "C")]
    assert dict(ruling.payouts) == {"A": 0, "B": 80, "C": 0}


def test_each_player_gets_an_explanation_per_pot() -> None:
    ruling = _judge(PLO8, [_c("A", NUT_LOW, 20), _c("B", TRIP_KINGS, 100), _c("C", TRIP_NINES, 100)])
    a, b, c = (p.explanation for p in ruling.players)
    assert sum(line.startswith(("Main pot", "Side pot")) for line in a) == 1
    assert sum(line.startswith(("Main pot", "Side pot")) for line in b) == 2
    assert any("loses the high to B (three kings)" in line for line in c)
    assert any("wins the low" in line for line in a)


def test_the_judge_alone_gives_the_same_chips_without_words() -> None:
    players = [_c("A", NUT_LOW, 20), _c("B", TRIP_KINGS, 100), _c("C", TRIP_NINES, 100), _c("D", "", 5, True)]
    full = _judge(PLO8, players)
    quick = judge_alone(PLO8, BOARD, players, button="D")
    assert quick.pots == full.pots
    assert quick.payouts == full.payouts
    assert [(p.name, p.high, p.low) for p in quick.players] == [(p.name, p.high, p.low) for p in full.players]
    assert all(p.explanation == () for p in quick.players)


def test_cards_built_directly_are_judged_and_checked_like_parsed_ones() -> None:
    """Cards that are not the deck's own objects take the slow paths, with the same result."""

    def fresh(text: str) -> tuple[Card, ...]:
        return tuple(Card(c.rank, c.suit) for c in parse_cards(text))

    board = fresh("7s 5d 2c Kc 9h")
    players = [Contender("A", fresh(NUT_LOW)), Contender("B", fresh(TRIP_NINES))]
    ruling = judge(PLO8, board, players, button="B", pots=[Pot(100, ("A", "B"))])
    assert dict(ruling.payouts) == {"A": 50, "B": 50}
    assert ruling_to_json(ruling)["players"][0]["low"]["hole_used"] == ["Ah", "3s"]
    assert "A♥ 3♠" in ruling.players[0].explanation[1]
    twin = [Contender("A", fresh(NUT_LOW)), Contender("B", fresh("9d 9s Ts Ah"))]
    with pytest.raises(ShowdownError, match="duplicate card Ah: in player A and in player B"):
        judge(PLO8, board, twin, button="B")


# --------------------------------------------------------------------------- JSON


def test_ruling_json_has_exactly_the_issue_keys() -> None:
    ruling = _judge(PLO8, [_c("A", NUT_LOW, 50), _c("B", TRIP_NINES, 50), _c("C", "", 10, folded=True)])
    data = ruling_to_json(ruling)
    assert set(data) == {"players", "pots", "payouts"}
    for player in data["players"]:
        assert set(player) == {"name", "high", "low", "explanation"}
    a, b, c = data["players"]
    assert set(a["high"]) == {"category", "cards", "hole_used", "board_used", "description"}
    assert set(a["low"]) == {"ranks", "cards", "hole_used", "board_used", "description"}
    assert a["low"]["ranks"] == "7-5-3-2-A"
    assert a["low"]["hole_used"] == ["Ah", "3s"]
    assert b["high"]["category"] == "three_of_a_kind"
    assert b["low"] is None
    assert c["high"] is None
    assert isinstance(a["explanation"], list)
    assert data["pots"] == [
        {
            "amount": 110,
            "eligible": ["A", "B"],
            "high_winners": ["B"],
            "low_winners": ["A"],
            "awards": {"A": 55, "B": 55},
        }
    ]
    assert data["payouts"] == {"A": 55, "B": 55, "C": 0}


# ---------------------------------------------------------------------- bad input


@pytest.mark.parametrize(
    ("contenders", "kwargs", "message"),
    [
        ([_c("A", NUT_LOW), _c("B", "9d 9s Th")], {}, "player B: 3 hole cards, but this hand deals 4"),
        ([_c("A", NUT_LOW), _c("B", "9d 9s Th 7s")], {}, "duplicate card 7s: in board and in player B"),
        ([_c("A", NUT_LOW), _c("B", "9d 9s Th Ah")], {}, "duplicate card Ah: in player A and in player B"),
        ([_c("A", NUT_LOW), _c("A", TRIP_NINES)], {}, "two players are named 'A'"),
        ([_c("A", NUT_LOW), _c("B", TRIP_NINES)], {"button": "Z"}, "button 'Z'"),
        ([_c("A", NUT_LOW), _c("B", TRIP_NINES)], {"chip": 0}, "smallest chip"),
        ([_c("A", NUT_LOW, -5), _c("B", TRIP_NINES)], {}, "player A: chips put in"),
        ([_c("A", NUT_LOW, 15), _c("B", TRIP_NINES, 10)], {"chip": 10}, "not a multiple"),
        ([_c("A", NUT_LOW, 10, True), _c("B", TRIP_NINES, 10, True)], {}, "every player has folded"),
        (
            [_c("A", NUT_LOW), _c("B", TRIP_NINES, folded=True)],
            {"pots": [Pot(10, ("A", "B"))]},
            "pot 1: B folded",
        ),
        ([_c("A", NUT_LOW), _c("B", TRIP_NINES)], {"pots": [Pot(10, ("A", "Q"))]}, "'Q' is not one"),
        ([_c("A", NUT_LOW), _c("B", TRIP_NINES)], {"pots": [Pot(10, ())]}, "no eligible"),
        (
            [_c("A", NUT_LOW), _c("B", TRIP_NINES)],
            {"pots": [Pot(15, ("A", "B"))], "chip": 10},
            "pot 1: 15 is not a multiple",
        ),
        ([_c("A", NUT_LOW), _c("B", TRIP_NINES)], {"pots": []}, "at least one pot"),
    ],
)
def test_bad_showdowns_are_refused_with_the_place_named(
    contenders: list[Contender],
    kwargs: dict[str, object],
    message: str,
) -> None:
    with pytest.raises(ShowdownError, match=message):
        _judge(PLO8, contenders, **kwargs)  # type: ignore[arg-type]


def test_board_must_have_five_cards() -> None:
    with pytest.raises(ShowdownError, match="the board must have 5 cards, got 4"):
        judge(PLO, BOARD[:4], [_c("A", NUT_LOW), _c("B", TRIP_NINES)], button="B")


# ---------------------------------------------------------------------- invariants


@settings(max_examples=60, deadline=None)
@given(
    seed=st.integers(0, 2**32),
    players=st.integers(2, 7),
    hole=st.sampled_from([4, 5, 6]),
    split=st.sampled_from(
        [
            (Split.HIGH, None),
            (Split.HI_LO, LowRule.EIGHT),
            (Split.HI_LO, LowRule.NINE),
            (Split.HI_LO, LowRule.ANY),
        ]
    ),
    chip=st.sampled_from([1, 5, 25]),
    odd=st.sampled_from(["left-of-button", "right-of-button"]),
    hi_lo_odd=st.sampled_from(["high", "low"]),
)
def test_awards_sum_to_each_pot_in_chips_and_only_eligible_players_win(
    seed: int,
    players: int,
    hole: int,
    split: tuple[Split, LowRule | None],
    chip: int,
    odd: str,
    hi_lo_odd: str,
) -> None:
    rng = random.Random(seed)
    cards = rng.sample(DECK, players * hole + 5)
    board, rest = cards[:5], cards[5:]
    contenders = []
    for i in range(players):
        folded = rng.random() < 0.25
        committed = rng.randrange(0, 40) * chip
        contenders.append(Contender(f"P{i}", tuple(rest[i * hole : (i + 1) * hole]), committed, folded))
    if all(c.folded for c in contenders):
        contenders[0] = Contender("P0", contenders[0].hole, contenders[0].committed, False)
    if not any(c.committed and not c.folded for c in contenders):
        contenders[0] = Contender("P0", contenders[0].hole, chip, False)
    variant = Variant(hole, split[0], split[1])
    button = contenders[rng.randrange(players)].name
    ruling = judge(
        variant,
        board,
        contenders,
        button=button,
        chip=chip,
        house=HouseRules(odd_chip=OddChip(odd), hi_lo_odd_chip=HiLoOddChip(hi_lo_odd)),
    )
    returned = sum(ruling.returned.values())  # an uncalled bet: given back, in no pot
    assert sum(p.amount for p in ruling.pots) + returned == sum(c.committed for c in contenders)
    for pot in ruling.pots:
        assert sum(pot.awards.values()) == pot.amount
        assert all(chips % chip == 0 for chips in pot.awards.values())
        assert set(pot.awards) <= set(pot.eligible)
        assert set(pot.high_winners) <= set(pot.eligible)
        assert set(pot.low_winners) <= set(pot.eligible)
    assert sum(ruling.payouts.values()) == sum(p.amount for p in ruling.pots)
    out = {c.name for c in contenders if c.folded}
    assert all(ruling.payouts[name] == 0 for name in out)
