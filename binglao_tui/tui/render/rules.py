"""A game's rules as text: what is played, the die's faces, the house settings in force
and the table's own settings."""

from __future__ import annotations

from textual.content import Content

from binglao_tui.core.engine.table import TableSetup
from binglao_tui.core.rules import Game, HouseRules, RollTime
from binglao_tui.core.rules.prose import paragraphs, rulings

_HOUSE_WORDS: dict[str, str] = {
    "odd_chip": "Odd chip between tied players",
    "hi_lo_odd_chip": "Odd chip when a hi-lo pot is halved goes to",
    "bb_ante_counts_preflop": "Big-blind ante counts toward the pot limit preflop",
    "small_blind_counts": "Small blind counts preflop",
    "raise_cap": "Fixed-limit bets per street (bet and raises)",
    "cap_heads_up": "Fixed-limit cap applies heads-up",
    "short_all_in": "Fixed-limit all-in that counts as a full bet",
    "bb_ante_order": "Short big blind posts first",
    "button_rule": "Button and blinds as players come and go",
    "tournament_button_rule": "Button and blinds in a tournament",
    "new_player": "A new player comes in",
    "missed_blinds": "A player back with missed blinds comes in",
    "equity_chop": "All-in players may chop by equity",
}


def _setting(value: object) -> str:
    if isinstance(value, bool):
        return "yes" if value else "no"
    return str(value)


def house_content(house: HouseRules) -> Content:
    """The house settings, one per line, with their values."""
    lines = []
    for key, words in _HOUSE_WORDS.items():
        lines.append(Content.assemble(f"  {words}: ", (_setting(getattr(house, key)), "bold")))
    return Content("\n").join(lines)


def rules_content(
    game: Game,
    extra: list[tuple[str, str]] | None = None,
    house: HouseRules | None = None,
) -> Content:
    """The whole rules page for ``game``; ``extra`` adds table settings (label, value) and
    ``house`` the table's own house settings when they differ from the game's."""
    parts: list[Content] = [Content.styled(game.name, "bold $accent")]
    facts = [
        f"{game.betting.value}",
        f"{game.min_players}-{game.player_limit} players",
    ]
    if game.die is None:
        facts.insert(0, game.variant().describe)
    parts.append(Content(" · ".join(facts)))
    if game.die is not None and not game.summary:
        parts.append(Content(""))
        parts.append(Content.styled("The die", "bold"))
        for face in sorted(game.die.faces):
            parts.append(Content(f"  Roll {face}: {game.die.faces[face].describe}"))
        when = "before the deal" if game.die.roll_time is RollTime.BEFORE_DEAL else ("after the flop betting")
        parts.append(Content(f"  The button rolls {when}."))
    if game.summary:
        parts.append(Content(""))
        parts.append(Content("\n".join(paragraphs(game.summary))))  # wrapped to the window
    parts.append(Content(""))
    parts.append(Content.styled("Rulings and their sources", "bold"))
    parts.extend(Content(f"  {line}") for line in rulings(game, house=house))
    parts.append(Content(""))
    parts.append(Content.styled("House settings in force", "bold"))
    parts.append(house_content(house or game.house))
    if extra:
        parts.append(Content(""))
        parts.append(Content.styled("This table", "bold"))
        for label, value in extra:
            parts.append(Content.assemble(f"  {label}: ", (value, "bold")))
    if game.source:
        parts.append(Content(""))
        parts.append(Content.styled(f"Rules file: {game.source}", "$foreground-muted"))
    return Content("\n").join(parts)


def table_settings(table: TableSetup) -> list[tuple[str, str]]:
    """The table's own settings as (label, value) lines for the rules page."""
    return [
        ("Betting", table.structure.value),
        ("Blinds", f"{table.small_blind}/{table.big_blind}"),
        ("Big-blind ante", str(table.bb_ante) if table.bb_ante else "none"),
        ("Ante, everyone", str(table.ante) if table.ante else "none"),
        ("Straddle", str(table.straddle) if table.straddle else "none"),
        ("Smallest chip", str(table.chip)),
    ]
