"""Properties every all-in count keeps, on random deals of every kind of game."""

from __future__ import annotations

from fractions import Fraction

from hypothesis import given, settings
from hypothesis import strategies as st

from binglao_tui.core.cards import DECK, Card, Rank, Suit
from binglao_tui.core.equity import AllInPlayer, Equity, all_in_equity
from binglao_tui.core.evaluation.high import high_strength
from binglao_tui.core.rules import Game, get_game

GAMES = [
    get_game(game_id, include_user=False)
    for game_id in ("plo", "plo5", "plo6", "plo8", "big-o", "plo8-regular")
]
HIGH_ONLY = [game for game in GAMES if game.low is None]


@st.composite
def all_ins(
    draw: st.DrawFn, games: list[Game] = GAMES, boards: tuple[int, ...] = (3, 4, 5)
) -> tuple[Game, tuple[Card, ...], list[AllInPlayer]]:
    game = draw(st.sampled_from(games))
    board_size = draw(st.sampled_from(boards))
    players = draw(st.integers(2, 4))
    cards = draw(st.permutations(DECK))
    board = tuple(cards[:board_size])
    n = game.hole_cards
    holes = [tuple(cards[board_size + i * n : board_size + (i + 1) * n]) for i in range(players)]
    return game, board, [AllInPlayer(f"P{i + 1}", hole) for i, hole in enumerate(holes)]


def _count(game: Game, board: tuple[Card, ...], players: list[AllInPlayer]) -> Equity:
    return all_in_equity(game, players, board=board)


@settings(max_examples=60, deadline=None)
@given(all_ins())
def test_equities_sum_to_one_and_every_share_is_between_zero_and_one(
    deal: tuple[Game, tuple[Card, ...], list[AllInPlayer]],
) -> None:
    result = _count(*deal)
    assert sum(p.equity for p in result.players) == 1
    for p in result.players:
        for share in (p.equity, p.scoop, p.high_win, p.high_tie, p.low_win, p.low_tie):
            assert 0 <= share <= 1
        assert p.high_win + p.high_tie <= 1
        assert p.low_win + p.low_tie <= 1
        assert p.scoop <= p.high_win + p.high_tie
    # Exactly one player wins the high alone or it is shared: the high figures add up.
    assert sum(p.high_win for p in result.players) + max(p.high_tie for p in result.players) <= 1


@settings(max_examples=40, deadline=None)
@given(all_ins())
def test_swapping_the_hands_swaps_the_results(deal: tuple[Game, tuple[Card, ...], list[AllInPlayer]]) -> None:
    game, board, players = deal
    before = _count(game, board, players)
    after = _count(
        game, board, [AllInPlayer(p.name, q.hole) for p, q in zip(players, players[::-1], strict=True)]
    )
    assert [p.equity for p in after.players] == [p.equity for p in before.players][::-1]
    assert [p.low_tie for p in after.players] == [p.low_tie for p in before.players][::-1]


_SUITS = list(Suit)


@settings(max_examples=30, deadline=None)
@given(all_ins(), st.permutations(_SUITS))
def test_renaming_the_suits_changes_nothing(
    deal: tuple[Game, tuple[Card, ...], list[AllInPlayer]], suits: list[Suit]
) -> None:
    game, board, players = deal
    rename = {suit: suits[i] for i, suit in enumerate(_SUITS)}

    def renamed(cards: tuple[Card, ...]) -> tuple[Card, ...]:
        return tuple(Card(card.rank, rename[card.suit]) for card in cards)

    before = _count(game, board, players)
    after = _count(game, renamed(board), [AllInPlayer(p.name, renamed(p.hole)) for p in players])
    assert after == before


@settings(max_examples=50, deadline=None)
@given(all_ins(HIGH_ONLY, boards=(5,)))
def test_on_a_complete_board_the_best_high_has_the_whole_pot(
    deal: tuple[Game, tuple[Card, ...], list[AllInPlayer]],
) -> None:
    game, board, players = deal
    result = _count(game, board, players)
    strengths = [high_strength(p.hole, board) for p in players]
    best = [i for i, s in enumerate(strengths) if s == max(strengths)]
    assert result.boards == 1
    assert [p.equity for p in result.players] == [
        Fraction(1, len(best)) if i in best else 0 for i in range(len(players))
    ]


@settings(max_examples=30, deadline=None)
@given(st.sampled_from(HIGH_ONLY), st.sampled_from(_SUITS), st.permutations(DECK), st.sampled_from((3, 4, 5)))
def test_a_royal_flush_already_made_has_equity_one(
    game: Game, suit: Suit, cards: list[Card], board_size: int
) -> None:
    royal = [Card(rank, suit) for rank in (Rank.ACE, Rank.KING, Rank.QUEEN, Rank.JACK, Rank.TEN)]
    rest = [card for card in cards if card not in royal]
    board = (*royal[:3], *rest[: board_size - 3])
    n = game.hole_cards
    nuts = AllInPlayer("Nuts", (*royal[3:], *rest[board_size - 3 : board_size - 3 + n - 2]))
    other = AllInPlayer("Other", tuple(rest[board_size - 3 + n - 2 : board_size - 3 + 2 * n - 2]))
    result = _count(game, board, [other, nuts])
    assert result.players[1].equity == result.players[1].scoop == result.players[1].high_win == 1
    assert result.players[0].equity == 0
