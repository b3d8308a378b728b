"""A hand's odds street by street, as JSON and for a person (``history odds``).

The JSON is one object::

    {"hand": 12, "game": "plo8", "roll": null, "runs": 1,
     "known": ["Ann", "Bob"], "unknown": ["Cy"],
     "streets": [{"street": "flop", "board": ["7h", "5d", "4c"], "run": 0, "dead": [],
                  "boards": 666, "players": [...], "pots": [...],
                  "outs": {"Ann": ["3h", ...]}, "high_outs": {...}, "low_outs": {...}}, ...]}

Each street's ``players``, ``pots``, ``faces`` and ``boards`` are exactly what ``equity
--json`` prints for that race (:func:`binglao_tui.commands.equity.result_json`); ``run`` is
the board (1 or 2) of a hand run twice once its boards part, else 0; ``outs`` are the
cards that improve each live player's share of the pot (empty before the flop), and
``high_outs`` and ``low_outs`` the same for each half where a low can be paid.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

import click

from binglao_tui.commands.equity import result_json
from binglao_tui.commands.equity_view import table_lines
from binglao_tui.core.cards import cards_to_json
from binglao_tui.core.equity.odds import StreetOdds, outs_sentences, race_live, street_title
from binglao_tui.core.rules import Game
from binglao_tui.tui.render.odds import unknown_line


def street_json(game: Game, odds: StreetOdds) -> dict[str, Any]:
    """One street's odds as JSON."""
    race = odds.race
    data: dict[str, Any] = {
        "street": odds.street,
        "board": cards_to_json(race.board),
        "run": race.number,
        "dead": cards_to_json(race.dead),
    }
    data.update(result_json(odds.equity))
    live = race_live(race)
    data["players"] = [row for row in data["players"] if row["name"] in live]  # the hands in the race
    data["outs"] = {name: cards_to_json(found.pot) for name, found in odds.outs.items()}
    if game.plays_low(race.roll):
        data["high_outs"] = {name: cards_to_json(found.high) for name, found in odds.outs.items()}
        data["low_outs"] = {name: cards_to_json(found.low) for name, found in odds.outs.items()}
    return data


def odds_json(
    hand_id: int,
    game: Game,
    roll: int | None,
    runs: int,
    known: Sequence[str],
    unknown: Sequence[str],
    streets: Sequence[StreetOdds],
) -> dict[str, Any]:
    """The whole hand's odds as JSON (see the module's docstring)."""
    return {
        "hand": hand_id,
        "game": game.id,
        "roll": roll,
        "runs": runs,
        "known": list(known),
        "unknown": list(unknown),
        "streets": [street_json(game, odds) for odds in streets],
    }


def outs_lines(game: Game, odds: StreetOdds) -> list[str]:
    """The outs of a street, a line a live player (none before the flop)."""
    if not odds.outs:
        return []
    coming = "turn" if len(odds.race.board) == 3 else "river"
    return [f"Outs on the {coming}:"] + [f"  {line}" for line in outs_sentences(game, odds.race, odds.outs)]


def print_odds(
    title: str, game: Game, unknown: Sequence[str], streets: Sequence[StreetOdds], notes: Sequence[str] = ()
) -> None:
    """Print the odds for a person; ``notes`` under the title (the players' own names, the
    units the chips are counted in)."""
    click.echo(title)
    for note in notes:
        click.echo(note)
    if unknown:
        click.echo(unknown_line(unknown))
    for odds in streets:
        click.echo("")
        click.echo(street_title(odds))
        for line in table_lines(game, odds.race.roll, odds.equity, race_live(odds.race)):
            click.echo(line)
        for line in outs_lines(game, odds):
            click.echo(line)
