"""The vectorised count against the plain one, board by board, on seeded flop and turn all-ins.

Every game family (high only with 4, 5 and 6 cards; hi-lo 8 with 4, 5 and 6; hi-lo 9; hi-lo
with no qualifier, with 4 and 6 cards), two or three players, some dead cards, and a share
of paired boards (where a no-qualifier low must play a pair). Every figure must be equal as
a fraction, not just close. :mod:`equity_reference` deals each board and judges it with the
project's evaluator.
"""

from __future__ import annotations

import random

import pytest

from binglao_tui.core.cards import DECK, Card
from binglao_tui.core.equity import AllInPlayer, all_in_equity
from binglao_tui.core.rules import Game, LowRule, Split, get_game
from tests.core.equity.plain_count import reference_equity


def _house(hole_cards: int, low: LowRule) -> Game:
    return Game(f"test-{hole_cards}-{low.value}", f"Test {low.value}", hole_cards, Split.HI_LO, low, 9)


FAMILIES: dict[str, tuple[Game, int | None]] = {
    "plo": (get_game("plo", include_user=False), None),
    "plo5": (get_game("plo5", include_user=False), None),
    "plo6": (get_game("plo6", include_user=False), None),
    "plo8": (get_game("plo8", include_user=False), None),
    "big-o": (get_game("big-o", include_user=False), None),
    "binglao-6-hi-lo": (get_game("binglao", include_user=False), 3),
    "hi-lo-9": (_house(4, LowRule.NINE), None),
    "no-qualifier": (get_game("plo8-regular", include_user=False), None),
    "no-qualifier-6": (_house(6, LowRule.ANY), None),
}
FIGURES = ("scoop", "high_win", "high_tie", "low_win", "low_tie")


def _deal(
    rng: random.Random,
    board_size: int,
    hole_cards: int,
    players: int,
    dead: int,
    paired: bool,
) -> tuple[list[Card], list[list[Card]], list[Card]]:
    deck = list(DECK)
    rng.shuffle(deck)
    board = deck[:board_size]
    if paired:  # swap in a card of the same rank as the first board card
        twin = next(c for c in deck[board_size:] if c.rank == board[0].rank)
        deck.remove(twin)
        board = [board[0], twin, *board[1 : board_size - 1]]
        deck = [c for c in deck if c not in board]
        deck = board + deck
    rest = deck[board_size:]
    holes = [rest[i * hole_cards : (i + 1) * hole_cards] for i in range(players)]
    used = players * hole_cards
    return board, holes, rest[used : used + dead]


def _check(
    game: Game, roll: int | None, board: list[Card], holes: list[list[Card]], dead: list[Card]
) -> None:
    variant = game.variant(roll)
    low = variant.low if variant.split is Split.HI_LO else None
    expected = reference_equity(holes, board, low, dead)
    players = [AllInPlayer(f"P{i + 1}", tuple(hole)) for i, hole in enumerate(holes)]
    result = all_in_equity(game, players, board=tuple(board), dead=tuple(dead), roll=roll)
    assert result.boards == expected.boards
    for i, player in enumerate(result.players):
        where = (game.id, [str(c) for c in board], [[str(c) for c in h] for h in holes], player.name)
        assert player.equity == expected.equity[i], where
        for figure in FIGURES:
            assert getattr(player, figure) == getattr(expected, figure)[i], (figure, *where)
    assert sum(p.equity for p in result.players) == 1


@pytest.mark.parametrize("family", list(FAMILIES))
def test_turn_all_ins_match_the_plain_count(family: str) -> None:
    game, roll = FAMILIES[family]
    hole_cards = game.variant(roll).hole_cards
    rng = random.Random(f"turn {family}")
    # The plain count of a no-qualifier low is the slow one (a row of pairs per board pattern).
    for number in range(60 if family.startswith("no-qualifier") else 120):
        players = 2 + number % 2
        deal = _deal(rng, 4, hole_cards, players, dead=number % 4, paired=number % 3 == 0)
        _check(game, roll, *deal)


@pytest.mark.parametrize("family", list(FAMILIES))
def test_flop_all_ins_match_the_plain_count(family: str) -> None:
    game, roll = FAMILIES[family]
    hole_cards = game.variant(roll).hole_cards
    rng = random.Random(f"flop {family}")
    for number in range(12):
        # Dead cards keep the plain count quick: some 200-400 boards a flop.
        deal = _deal(rng, 3, hole_cards, 2, dead=14, paired=number % 3 == 0)
        _check(game, roll, *deal)


@pytest.mark.parametrize("family", ["plo", "plo8", "no-qualifier", "binglao-6-hi-lo"])
def test_preflop_all_ins_with_most_of_the_deck_dead_match_the_plain_count(family: str) -> None:
    game, roll = FAMILIES[family]
    hole_cards = game.variant(roll).hole_cards
    rng = random.Random(f"preflop {family}")
    for _ in range(3):
        # Five of fourteen cards left: 2,002 boards, every suited and plain group kind.
        _check(game, roll, *_deal(rng, 0, hole_cards, 2, dead=38 - 2 * hole_cards, paired=False))


def test_complete_boards_match_the_showdown_shares() -> None:
    rng = random.Random("river")
    for number in range(700):
        game, roll = list(FAMILIES.values())[number % len(FAMILIES)]
        hole_cards = game.variant(roll).hole_cards
        _check(game, roll, *_deal(rng, 5, hole_cards, 2 + number % 3, dead=0, paired=number % 4 == 0))
