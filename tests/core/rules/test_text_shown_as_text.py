"""Text from a rules file is shown as text (issue 22 §5): a game's ``name`` or ``summary``
holding an escape sequence reached the terminal raw (it set the tmux pane title through
``display``, and went to every browser through ``serve``), and so did bidi overrides. The
rules reader writes them out as escapes once, where the file is read; the summary keeps
its line breaks."""

from __future__ import annotations

from binglao_tui.core.rules.files import game_from_mapping

EVIL = {
    "id": "evil",
    "name": "Evil \x1b]0;pwned\x07 \u202eOmaha",
    "hole_cards": 4,
    "split": "high",
    "max_players": 6,
    "summary": "Red \x1b[31mtext\x1b[0m,\u2066 isolated.\r\nSecond line\twith a tab.\n",
}


def test_a_games_name_with_an_escape_sequence_is_shown_as_text() -> None:
    game = game_from_mapping(EVIL, "evil.toml")
    assert game.name == "Evil \\x1b]0;pwned\\x07 \\u202eOmaha"
    assert game.name.isprintable()


def test_a_games_summary_keeps_its_lines_and_escapes_the_rest() -> None:
    game = game_from_mapping(EVIL, "evil.toml")
    assert game.summary == "Red \\x1b[31mtext\\x1b[0m,\\u2066 isolated.\nSecond line\twith a tab."
    assert all(line.replace("\t", " ").isprintable() for line in game.summary.split("\n"))
