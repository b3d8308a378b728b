"""Card parsing and printing: every format a dealer types, every error names its place."""

from __future__ import annotations

import pytest
from hypothesis import given
from hypothesis import strategies as st

from binglao_tui.core.cards import (
    DECK,
    Card,
    CardError,
    Rank,
    Suit,
    cards_to_json,
    check_no_duplicates,
    format_cards,
    parse_card,
    parse_cards,
)


@pytest.mark.parametrize("text", ["Ah", "ah", "AH", "A♥", "a♥", "aH"])
def test_ace_of_hearts_in_every_spelling(text: str) -> None:
    assert parse_card(text) == Card(Rank.ACE, Suit.HEARTS)


@pytest.mark.parametrize("text", ["10h", "Th", "th", "10♥", "TH"])
def test_ten_written_as_10_or_t(text: str) -> None:
    assert parse_card(text) == Card(Rank.TEN, Suit.HEARTS)


@pytest.mark.parametrize(
    "text",
    ["Ah Kd 7c", "Ah,Kd,7c", "Ah, Kd, 7c", "AhKd7c", "ah kd 7C", "A♥K♦7♣", "  Ah   Kd,7c  "],
)
def test_separators_spaces_commas_or_none(text: str) -> None:
    assert [str(c) for c in parse_cards(text)] == ["Ah", "Kd", "7c"]


def test_run_together_with_tens() -> None:
    assert [str(c) for c in parse_cards("10h10dAs")] == ["Th", "Td", "As"]


def test_list_input_as_in_json() -> None:
    assert [str(c) for c in parse_cards(["Ah", "kd", "7c8c"])] == ["Ah", "Kd", "7c", "8c"]


def test_empty_text_is_no_cards() -> None:
    assert parse_cards("") == ()


@pytest.mark.parametrize(
    ("text", "token"),
    [("Ah Xd", "'XD'"), ("Ah 1h", "'1H'"), ("Ah Kx", "'KX'"), ("Ah K", "'K'"), ("11h", "'11H'")],
)
def test_unknown_card_names_token_and_place(text: str, token: str) -> None:
    with pytest.raises(CardError) as err:
        parse_cards(text, where="player Bob")
    assert token in str(err.value)
    assert "player Bob" in str(err.value)


def test_duplicate_inside_one_list() -> None:
    with pytest.raises(CardError, match="duplicate card Ah: twice in board"):
        parse_cards("Ah Kd ah", where="board")


def test_duplicate_across_lists_names_both_places() -> None:
    with pytest.raises(CardError, match="duplicate card 7c: in board and in player A"):
        check_no_duplicates({"board": parse_cards("7c 8d 9h"), "player A": parse_cards("7c As")})


def test_pretty_and_json_forms() -> None:
    cards = parse_cards("Ah Td 2c Ks")
    assert format_cards(cards) == "A♥ T♦ 2♣ K♠"
    assert format_cards(cards, pretty=False) == "Ah Td 2c Ks"
    assert cards_to_json(cards) == ["Ah", "Td", "2c", "Ks"]


def test_deck_has_52_distinct_cards_indexed_in_order() -> None:
    assert len(set(DECK)) == 52
    assert [card.index for card in DECK] == list(range(52))


def test_red_suits() -> None:
    assert Suit.HEARTS.is_red
    assert Suit.DIAMONDS.is_red
    assert not Suit.CLUBS.is_red
    assert not Suit.SPADES.is_red


@given(st.lists(st.sampled_from(DECK), unique=True, max_size=12))
def test_printing_then_parsing_round_trips(cards: list[Card]) -> None:
    assert list(parse_cards(format_cards(cards))) == cards
    assert list(parse_cards("".join(str(c) for c in cards))) == cards
