"""A rules file's summary as paragraphs (issue 11 item 6: the rules text flows to the
reader's width instead of keeping the file's line breaks)."""

from __future__ import annotations

from binglao_tui.core.rules import load_games
from binglao_tui.core.rules.prose import paragraphs


def test_lines_of_a_paragraph_are_joined_and_blank_lines_separate_paragraphs() -> None:
    text = "One two\nthree four.\n\n\nFive\nsix.\n"
    assert paragraphs(text) == ["One two three four.", "", "Five six."]


def test_indented_rows_and_list_items_keep_lines_of_their_own() -> None:
    text = (
        "Rolls:\n  Roll 1: four\n  Roll 2: five\nAfter the table.\n"
        "- an item\n  that goes on\n- another\ncontinued"
    )
    assert paragraphs(text) == [
        "Rolls:",
        "  Roll 1: four",
        "  Roll 2: five",
        "After the table.",
        "- an item",
        "  that goes on",
        "- another continued",
    ]


def test_every_shipped_summary_keeps_its_words() -> None:
    for game in load_games(include_user=False).values():
        assert " ".join(" ".join(paragraphs(game.summary)).split()) == " ".join(game.summary.split())


def test_the_rulings_name_their_sources() -> None:
    """Issue 22: each betting ruling says which source decides it."""
    from binglao_tui.core.rules import Betting, BigBlindAnte, HouseRules, get_game
    from binglao_tui.core.rules.prose import rulings

    plo8 = get_game("plo8", include_user=False)
    text = " ".join(rulings(plo8))
    for source in ("TDA 2024 Rule 54-B", "TDA 2024 Rule 43", "TDA 2024 Rule 47", "TDA 2024, WSOP, BARGE"):
        assert source in text
    assert "posts his blind first" in text
    limit = " ".join(rulings(plo8, Betting.FIXED_LIMIT))
    assert "three or more players not all in" in limit
    assert "stays capped when a fold leaves two (Robert's Rules)" in limit
    assert "pot limit" not in limit
    old = " ".join(rulings(plo8, house=HouseRules(bb_ante_order=BigBlindAnte.ANTE_FIRST)))
    assert "his ante first, then what is left toward the blind (the TDA's 2019 rule" in old
