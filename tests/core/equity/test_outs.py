"""Outs on known flops and turns: a flush draw, a low draw, a counterfeit; and every out
held to the plain count, card by card, in exact fractions."""

from __future__ import annotations

import random

import pytest

from binglao_tui.core.cards import DECK, Card, parse_cards
from binglao_tui.core.equity import AllInPlayer
from binglao_tui.core.equity.outs import Shares, next_card_shares, out_words, outs
from binglao_tui.core.rules import Game, Split, get_game
from tests.core.equity.plain_count import reference_shares

PLO = get_game("plo", include_user=False)
PLO8 = get_game("plo8", include_user=False)
BINGLAO = get_game("binglao", include_user=False)


def _players(**holes: str) -> list[AllInPlayer]:
    return [AllInPlayer(name, parse_cards(cards)) for name, cards in holes.items()]


def _unseen(players: list[AllInPlayer], board: tuple[Card, ...]) -> list[Card]:
    seen = {*board, *(card for p in players for card in p.hole)}
    return [card for card in DECK if card not in seen]


def test_a_flush_draw_on_the_turn_has_the_nine_hearts_left() -> None:
    players = _players(Ann="Kh 4h 3c 8d", Bob="Ac Ad 5s 6s")
    board = parse_cards("Jh 7h 2c 9d")
    found = outs(PLO, players, board)
    hearts = [card for card in _unseen(players, board) if card.suit.value == "h"]
    assert list(found["Ann"].pot) == hearts
    assert len(hearts) == 9
    assert out_words(found["Ann"].pot, _unseen(players, board)) == "any heart"
    # a high-only game: the high's outs are the pot's, and there is no low
    assert found["Ann"].high == found["Ann"].pot
    assert found["Ann"].low == ()


def test_a_heart_that_fills_the_aces_up_is_no_out_for_the_flush() -> None:
    # On a paired board the ace of hearts gives Bob aces full: the flush loses to it.
    players = _players(Ann="Kh 4h 3c 8d", Bob="Ac Ad 5s 6s")
    board = parse_cards("Jh 7h 2c Jd")
    found = outs(PLO, players, board)
    assert out_words(found["Ann"].pot, _unseen(players, board)) == "any heart but A♥"
    assert len(found["Ann"].pot) == 8


def test_a_low_draw_has_the_low_cards_the_board_and_hand_do_not_pair() -> None:
    players = _players(Ann="Ac 2c 9s 9d", Bob="Qh Qd Jc Js")
    board = parse_cards("7h 5d Kc Qs")
    found = outs(PLO8, players, board)
    unseen = _unseen(players, board)
    assert {card.rank.value for card in found["Ann"].low} == {3, 4, 6, 8}
    assert len(found["Ann"].low) == 16
    assert out_words(found["Ann"].low, unseen) == "any eight, any six, any four, any three"
    assert found["Ann"].high == ()  # the set of queens is not caught by nines


def test_a_deuce_counterfeits_the_ace_deuce_low_and_is_the_other_lows_out() -> None:
    # Ann's A-2 low beats Bob's A-3 low on 4-5-K-8; a deuce gives Bob the wheel.
    players = _players(Ann="Ac 2c Ts Td", Bob="Ah 3h Js Jd")
    board = parse_cards("4d 5s Kc 8h")
    found = outs(PLO8, players, board)
    unseen = _unseen(players, board)
    twos = [card for card in unseen if card.rank.value == 2]
    assert list(found["Bob"].low) == twos
    assert out_words(found["Bob"].low, unseen) == "any two"
    assert not set(found["Ann"].low) & set(twos)
    _, after = next_card_shares(PLO8, players, board)
    assert all(after[card]["Ann"].low == 0 for card in twos)  # the low half is Bob's then


def _check_against_reference(game: Game, roll: int | None, holes: list[str], board_text: str) -> None:
    players = _players(**{f"P{n}": hole for n, hole in enumerate(holes)})
    board = parse_cards(board_text)
    variant = game.variant(roll)
    low = variant.low if variant.split is Split.HI_LO else None
    now, after = next_card_shares(game, players, board, roll=roll)
    holes_cards = [p.hole for p in players]
    expected_now = reference_shares(holes_cards, board, low)
    for p, (pot, high, low_share) in zip(players, expected_now, strict=True):
        assert now[p.name] == Shares(pot, high, low_share)
    for card in _unseen(players, board):
        expected = reference_shares(holes_cards, (*board, card), low)
        for p, shares in zip(players, expected, strict=True):
            assert after[card][p.name] == Shares(*shares), (str(card), p.name)


def test_every_turn_card_on_a_hi_lo_flop_matches_the_plain_count() -> None:
    _check_against_reference(PLO8, None, ["Ac 2c Ts Td", "Ah 3h Js Jd"], "4d 5s Kc")


@pytest.mark.slow
@pytest.mark.parametrize("seed", range(6))
def test_random_flops_and_turns_match_the_plain_count(seed: int) -> None:
    rng = random.Random(seed)
    game, roll, cards = [(PLO, None, 4), (PLO8, None, 4), (BINGLAO, 3, 6)][seed % 3]
    deck = list(DECK)
    rng.shuffle(deck)
    players = 2 + seed % 2
    holes = [" ".join(str(c) for c in deck[i * cards : (i + 1) * cards]) for i in range(players)]
    board = deck[players * cards : players * cards + 3 + seed % 2]
    _check_against_reference(game, roll, holes, " ".join(str(c) for c in board))
