"""``binglao-tui roll [FACE]``: what the button's die roll means."""

from __future__ import annotations

import secrets
from pathlib import Path

import click

from binglao_tui.commands.common import example, fail, game_or_fail, print_json, rules_dir_option
from binglao_tui.core.entry import read_whole_number
from binglao_tui.core.rules import RulesError


@click.command(epilog=example("binglao-tui roll 4", "binglao-tui roll --game binglaha"))
@click.argument("face", required=False)
@click.option("--game", "game_id", default="binglao", show_default=True, help="A die game.")
@click.option("--json", "as_json", is_flag=True, help="Print a JSON object.")
@rules_dir_option
def roll(face: str | None, game_id: str, as_json: bool, rules_dirs: tuple[Path, ...]) -> None:
    """Say what a roll of FACE means; without FACE, roll a fair die."""
    game = game_or_fail(game_id, rules_dirs)
    if game.die is None:
        fail(f"{game.name} ({game.id}) is not a die game")
    rolled = face is None
    if face is None:
        value = secrets.randbelow(game.die.sides) + 1
    else:
        number = read_whole_number(face)
        if number is None:
            shown = repr(face) if len(face) <= 20 else repr(face[:17] + "...")
            fail(f"roll must be a whole number from 1 to {game.die.sides} (got {shown})")
        value = number
    try:
        variant = game.variant(value)
    except RulesError as exc:
        fail(str(exc))
    if as_json:
        print_json(
            {
                "game": game.id,
                "roll": value,
                "rolled": rolled,
                "hole_cards": variant.hole_cards,
                "split": variant.split.value,
                "low": variant.low.value if variant.low else None,
                "when": game.die.roll_time.value,
                "description": variant.describe,
            }
        )
        return
    click.echo(f"Roll {value}: {variant.describe}")
