"""The odds window says whose hands were not shown, as ``history odds`` does: their cards
count as unknown, and a player who asks why the figures differ from his own sees it."""

from __future__ import annotations

from binglao_tui.tui.render.odds import StreetBlock, odds_content, unknown_line

FLOP = StreetBlock(
    "Flop 7♥ 5♦ 4♣ · 820 boards", [["Player", "Share"], ["Ann", "55.0%"], ["Cat", "45.0%"]], [], []
)


def test_the_odds_name_the_hands_not_shown_first() -> None:
    lines = odds_content([FLOP], ["Bob"]).plain.splitlines()
    assert lines[0] == unknown_line(["Bob"]) == "Not shown (their cards count as unknown): Bob"
    assert lines[1:3] == ["", FLOP.title]


def test_with_every_hand_shown_the_odds_start_with_the_first_street() -> None:
    assert odds_content([FLOP]).plain.splitlines()[0] == FLOP.title
