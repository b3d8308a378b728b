"""Differential test: the judge against pokerkit 0.7.7 on seeded random deals.

For every deal both sides rank every player's best high (and low, in hi-lo) hand; the
orderings must agree pair by pair, the categories must agree, and so must each pot's
high and low winners. The pot is 1680 chips, which halves and then divides evenly among
any number of winners up to eight, so no odd chip arises and the awards can be compared
exactly with the TDA split computed from the reference winners. (pokerkit's own chip
splitting differs from this project's odd-chip rules, so its state machine is not used.)

The reference ranks five-card hands with pokerkit's lookups (standard high, eight-or-better
low, and its ace-to-five "regular" low with pairs for the no-qualifier game) and takes
the best of every two-hole-and-three-board combination. That combining loop is checked
against pokerkit's own Omaha hand classes (``from_game``) on a smaller sample, which are
too slow to run on every deal. Nine-or-better has no pokerkit lookup, so it is checked
against a plain brute-force reference written here.
"""

from __future__ import annotations

import random
from collections.abc import Callable, Sequence
from itertools import combinations

import pytest
from pokerkit import Card as PkCard
from pokerkit import OmahaEightOrBetterLowHand, OmahaHoldemHand
from pokerkit.hands import HoleBoardCombinationHand
from pokerkit.lookups import EightOrBetterLookup, Label, Lookup, RegularLookup, StandardLookup

from binglao_tui.core.cards import DECK, Card
from binglao_tui.core.evaluation.high import Category
from binglao_tui.core.explain import judge_and_explain as judge
from binglao_tui.core.rules import LowRule, Split, Variant
from binglao_tui.core.showdown import Contender, Ruling
from binglao_tui.core.showdown.pots import Pot

pytestmark = pytest.mark.slow

DEALS_PER_FAMILY = 2000
COMBINER_DEALS = 150
POT = 1680  # 2 * lcm(1..8): every half divides evenly among up to eight winners

_CATEGORY_OF_LABEL = {
    Label.HIGH_CARD: Category.HIGH_CARD,
    Label.ONE_PAIR: Category.ONE_PAIR,
    Label.TWO_PAIR: Category.TWO_PAIR,
    Label.THREE_OF_A_KIND: Category.THREE_OF_A_KIND,
    Label.STRAIGHT: Category.STRAIGHT,
    Label.FLUSH: Category.FLUSH,
    Label.FULL_HOUSE: Category.FULL_HOUSE,
    Label.FOUR_OF_A_KIND: Category.FOUR_OF_A_KIND,
    Label.STRAIGHT_FLUSH: Category.STRAIGHT_FLUSH,
}
_PK = {card: next(iter(PkCard.parse(str(card)))) for card in DECK}
_HIGH = StandardLookup()
_LOW8 = EightOrBetterLookup()
_REGULAR = RegularLookup()


class _OmahaRegularLowHand(HoleBoardCombinationHand):
    """Omaha two-and-three over pokerkit's ace-to-five low with pairs (no qualifier)."""

    lookup = _REGULAR
    low = True
    card_count = 5
    board_card_count = 3
    hole_card_count = 2


# A reference score is an int, greater is better; None means no qualifying low.
Score = int | None


def _best_entry(lookup: Lookup, hole: Sequence[Card], board: Sequence[Card], low: bool) -> object:
    """pokerkit's best entry over every two-hole, three-board combination (None if none)."""
    threes = list(combinations([_PK[c] for c in board], 3))
    best = None
    for pair in combinations([_PK[c] for c in hole], 2):
        for three in threes:
            entry = lookup.get_entry_or_none(pair + three)
            if entry is not None and (best is None or (entry < best if low else entry > best)):
                best = entry
    return best


def _ref_high(hole: Sequence[Card], board: Sequence[Card]) -> tuple[int, Category]:
    entry = _best_entry(_HIGH, hole, board, low=False)
    return entry.index, _CATEGORY_OF_LABEL[entry.label]  # type: ignore[attr-defined]


def _ref_low(lookup: Lookup) -> Callable[[Sequence[Card], Sequence[Card]], Score]:
    def low(hole: Sequence[Card], board: Sequence[Card]) -> Score:
        entry = _best_entry(lookup, hole, board, low=True)
        return None if entry is None else -entry.index  # type: ignore[attr-defined]

    return low


def _ref_nine(hole: Sequence[Card], board: Sequence[Card]) -> Score:
    """Brute force: the lowest five different ranks of nine or lower, compared top down."""
    best: tuple[int, ...] | None = None
    for pair in combinations(hole, 2):
        for three in combinations(board, 3):
            values = sorted((c.rank.low_value for c in pair + three), reverse=True)
            if len(set(values)) == 5 and values[0] <= 9 and (best is None or tuple(values) < best):
                best = tuple(values)
    if best is None:
        return None
    return -sum(v << (4 * (4 - i)) for i, v in enumerate(best))


LowReference = Callable[[Sequence[Card], Sequence[Card]], Score]
FAMILIES: dict[str, tuple[Split, LowRule | None, LowReference | None]] = {
    "high": (Split.HIGH, None, None),
    "hi-lo-8": (Split.HI_LO, LowRule.EIGHT, _ref_low(_LOW8)),
    "hi-lo-9": (Split.HI_LO, LowRule.NINE, _ref_nine),
    "no-qualifier": (Split.HI_LO, LowRule.ANY, _ref_low(_REGULAR)),
}


def _winners(names: Sequence[str], scores: dict[str, Score]) -> set[str]:
    live = {n: score for n in names if (score := scores[n]) is not None}
    if not live:
        return set()
    top = max(live.values())
    return {n for n, score in live.items() if score == top}


def _tda_awards(high: set[str], low: set[str]) -> dict[str, int]:
    if not low or low == high:
        return {n: POT // len(high) for n in high}
    awards = {n: POT // 2 // len(high) for n in high}
    for n in low:
        awards[n] = awards.get(n, 0) + POT // 2 // len(low)
    return awards


def _sign(a: int, b: int) -> int:
    return (a > b) - (a < b)


def _compare(
    where: str,
    ruling: Ruling,
    names: list[str],
    highs: dict[str, tuple[int, Category]],
    lows: dict[str, Score] | None,
) -> None:
    mine = {p.name: p for p in ruling.players}
    for n in names:
        ours = mine[n].high
        assert ours is not None
        assert ours.category is highs[n][1], f"{where}: {n}'s category"
        if lows is not None:
            assert (mine[n].low is None) == (lows[n] is None), f"{where}: whether {n} has a low"
    for a, b in combinations(names, 2):
        ha, hb = mine[a].high, mine[b].high
        assert ha is not None
        assert hb is not None
        assert _sign(ha.strength, hb.strength) == _sign(highs[a][0], highs[b][0]), (
            f"{where}: high order of {a} and {b}"
        )
        if lows is not None:
            la, lb, ra, rb = mine[a].low, mine[b].low, lows[a], lows[b]
            if la is not None and lb is not None and ra is not None and rb is not None:
                assert _sign(la.strength, lb.strength) == _sign(ra, rb), f"{where}: low order of {a} and {b}"
    pot = ruling.pots[0]
    high_ref = _winners(names, {n: highs[n][0] for n in names})
    low_ref = _winners(names, lows) if lows is not None else set()
    assert set(pot.high_winners) == high_ref, f"{where}: high winners"
    assert set(pot.low_winners) == low_ref, f"{where}: low winners"
    assert dict(pot.awards) == _tda_awards(high_ref, low_ref), f"{where}: awards"


def _deals(seed: int, count: int) -> list[tuple[int, tuple[Card, ...], dict[str, tuple[Card, ...]]]]:
    """Seeded deals: 4, 5 or 6 hole cards, 2 to 8 players (as many as the deck allows)."""
    rng = random.Random(seed)
    deals = []
    for _ in range(count):
        hole_cards = rng.choice((4, 5, 6))
        players = rng.randint(2, min(8, (52 - 5) // hole_cards))
        cards = rng.sample(DECK, players * hole_cards + 5)
        holes = {f"P{i}": tuple(cards[5 + i * hole_cards : 5 + (i + 1) * hole_cards]) for i in range(players)}
        deals.append((hole_cards, tuple(cards[:5]), holes))
    return deals


def _text(board: Sequence[Card], holes: dict[str, tuple[Card, ...]]) -> str:
    return f"board {' '.join(map(str, board))}, " + ", ".join(
        f"{n}={' '.join(map(str, h))}" for n, h in holes.items()
    )


@pytest.mark.parametrize("family", list(FAMILIES))
def test_judge_agrees_with_pokerkit_on_random_deals(family: str) -> None:
    split, rule, low_ref = FAMILIES[family]
    compared = 0
    for index, (hole_cards, board, holes) in enumerate(_deals(20_260_000 + len(family), DEALS_PER_FAMILY)):
        names = list(holes)
        ruling = judge(
            Variant(hole_cards, split, rule),
            board,
            [Contender(n, holes[n]) for n in names],
            button=names[-1],
            pots=[Pot(POT, tuple(names))],
        )
        highs = {n: _ref_high(holes[n], board) for n in names}
        lows = {n: low_ref(holes[n], board) for n in names} if low_ref is not None else None
        _compare(f"{family} deal {index}: {_text(board, holes)}", ruling, names, highs, lows)
        compared += 1
    assert compared == DEALS_PER_FAMILY


def test_reference_combiner_matches_pokerkits_own_omaha_hands() -> None:
    """The reference's two-and-three loop picks the same hands as pokerkit's Omaha classes."""
    for _, board, holes in _deals(7, COMBINER_DEALS):
        pk_board = "".join(map(str, board))
        for hole in holes.values():
            pk_hole = "".join(map(str, hole))
            high = OmahaHoldemHand.from_game(pk_hole, pk_board)
            assert _best_entry(_HIGH, hole, board, low=False) == high.entry
            try:
                low8 = OmahaEightOrBetterLowHand.from_game(pk_hole, pk_board).entry
            except ValueError:
                low8 = None
            assert _best_entry(_LOW8, hole, board, low=True) == low8
            regular = _OmahaRegularLowHand.from_game(pk_hole, pk_board)
            assert _best_entry(_REGULAR, hole, board, low=True) == regular.entry


def test_reference_regular_low_ranks_any_unpaired_low_above_a_paired_one() -> None:
    """The no-qualifier reference follows seed 003's reading of paired lows."""
    unpaired = _OmahaRegularLowHand.from_game("KcQd", "JhTs9c2d3h")
    paired = _OmahaRegularLowHand.from_game("AcAd", "2h3s4c5d6h")
    assert unpaired > paired


def test_reference_nine_or_better_brute_force() -> None:
    cards = {str(c): c for c in DECK}
    board = [cards[t] for t in ("2h", "3s", "4c", "Kd", "Qh")]
    nine = _ref_nine([cards["9c"], cards["Ad"]], board)
    eight = _ref_nine([cards["8c"], cards["Ad"]], board)
    assert nine is not None
    assert eight is not None
    assert eight > nine
    assert _ref_nine([cards["Tc"], cards["Ad"]], board) is None
