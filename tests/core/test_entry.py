"""Names are data, never markup or terminal control; chip counts are plain digits.

Issue 9, section 4: a name may hold any printable text (``[bold]`` and ``[/x]`` included);
escape and other control characters, bidi overrides, line separators and lone surrogates
are refused where names are accepted, and shown as escapes when they come from a file.
"""

from __future__ import annotations

import pytest
from hypothesis import given
from hypothesis import strategies as st

from binglao_tui.core.engine.table import Seat, SetupError, TableSetup
from binglao_tui.core.entry import MAX_CHIPS, check_name, hidden_character, printable, read_whole_number
from tests.core.engine.hand_helpers import GAMES, table

ACTING = [
    "\x1b",
    "\x07",
    "\n",
    "\r",
    "\t",
    "\x00",
    "\x7f",
    "\x9b",
    "\u202e",
    "\u2066",
    "\u2028",
    "\ud800",
    "\udcff",
]


@pytest.mark.parametrize("name", ["[bold]", "[/x]", "Ann [red]", "李", "Zoë", "🂡 Ace", "a\u200db"])
def test_markup_looking_and_foreign_names_are_plain_names(name: str) -> None:
    assert check_name(name) == name
    assert printable(name) == name


@pytest.mark.parametrize("char", ACTING)
def test_a_character_that_acts_on_the_terminal_is_refused_in_a_name(char: str) -> None:
    with pytest.raises(ValueError, match="names are plain text") as caught:
        check_name(f"Ann{char}Bob")
    message = str(caught.value)
    assert char not in message  # the message itself shows it escaped
    assert hidden_character(f"Ann{char}") is not None


@pytest.mark.parametrize("char", ACTING)
def test_a_name_from_a_file_is_shown_with_its_control_characters_escaped(char: str) -> None:
    shown = printable(f"Ann{char}Bob")
    assert char not in shown
    assert shown.startswith("Ann\\")
    assert shown.endswith("Bob")
    shown.encode("utf-8")  # a lone surrogate no longer stops the line being written


def test_a_name_too_long_for_a_column_is_refused() -> None:
    assert check_name("x" * 40) == "x" * 40
    with pytest.raises(ValueError, match="at most 40"):
        check_name("x" * 41)


@given(st.text())
def test_printable_never_leaves_a_character_that_acts_and_keeps_printable_text(text: str) -> None:
    shown = printable(text)
    assert hidden_character(shown) is None
    shown.encode("utf-8")
    if hidden_character(text) is None:
        assert shown == text


@pytest.mark.parametrize("name", ["Ann\x1b]0;owned\x07", "Ann\nBob", "Ann\u202e", "\ud83c"])
def test_a_table_refuses_a_seat_name_with_a_control_character(name: str) -> None:
    with pytest.raises(SetupError, match="seat 2: the name"):
        TableSetup(
            GAMES["plo"], (Seat("Bob", 100), Seat(name, 100)), button="Bob", small_blind=1, big_blind=2
        )


def test_a_table_seats_markup_looking_names() -> None:
    setup = table(stacks={"[bold]": 100, "[/x]": 100})
    assert setup.names == ("[bold]", "[/x]")


def test_a_table_refuses_stacks_and_blinds_past_the_chip_limit() -> None:
    with pytest.raises(SetupError, match="more chips than can be counted"):
        table(stacks={"Ann": MAX_CHIPS + 1, "Bob": 100})
    with pytest.raises(SetupError, match="big blind is more chips"):
        table(blinds=(1, MAX_CHIPS + 1))


@pytest.mark.parametrize(
    ("text", "number"),
    [
        ("5", 5),
        (" 12 ", 12),
        ("-3", -3),
        ("²", None),
        ("٣", None),
        ("--5", None),
        ("+5", None),
        ("1e3", None),
    ],
)
def test_whole_numbers_are_ascii_digits_only(text: str, number: int | None) -> None:
    assert read_whole_number(text) == number


def test_a_number_longer_than_any_chip_count_is_not_read() -> None:
    assert read_whole_number("9" * 31) is None
    assert read_whole_number("9" * 5000) is None  # never reaches int(), whatever its digit limit


INVISIBLE = {
    "zero-width space": "\u200b",
    "word joiner": "\u2060",
    "soft hyphen": "\xad",
    "BOM": "\ufeff",
    "Hangul filler": "\u3164",
    "Hangul choseong filler": "\u115f",
    "Hangul jungseong filler": "\u1160",
    "halfwidth Hangul filler": "\uffa0",
    "blank Braille pattern": "\u2800",
    "tag letter a": "\U000e0061",
    "cancel tag": "\U000e007f",
    "invisible separator": "\u2063",
}


@pytest.mark.parametrize("char", list(INVISIBLE.values()), ids=list(INVISIBLE))
def test_a_name_with_an_invisible_character_is_refused_as_control_characters_are(char: str) -> None:
    """Issue 22 §5: two seats "Ann" and "A\u200bnn" looked the same in who-pays-whom."""
    with pytest.raises(ValueError, match="holds an invisible character") as caught:
        check_name(f"A{char}nn")
    assert char not in str(caught.value)
    assert char not in printable(f"A{char}nn")  # and shown escaped when it comes from a file


def test_a_tag_character_is_escaped_with_all_its_digits() -> None:
    assert printable("Ann\U000e0061") == "Ann\\U000e0061"


def test_the_soft_hyphen_is_called_invisible_not_a_control_character() -> None:
    with pytest.raises(ValueError, match=r"holds an invisible character, \\xad"):
        check_name("Ann\xad")
