"""``binglao-tui games`` and ``binglao-tui rules GAME``."""

from __future__ import annotations

import shutil
import textwrap
from pathlib import Path
from typing import Any

import click

from binglao_tui.commands.common import (
    Described,
    all_rules_dirs,
    example,
    fail,
    game_or_fail,
    one_line,
    print_json,
    rules_dir_option,
)
from binglao_tui.core.rules import RulesError, load_good_games
from binglao_tui.core.rules.prose import paragraphs, rulings


@click.command(epilog=example("binglao-tui games --json"))
@click.option("--json", "as_json", is_flag=True, help="Print a JSON list.")
@rules_dir_option
def games(as_json: bool, rules_dirs: tuple[Path, ...]) -> None:
    """List every game: the shipped ones and your house rules files (a broken rules file
    is named in a warning on stderr, and the others are listed)."""
    try:
        table, problems = load_good_games(all_rules_dirs(rules_dirs))
    except RulesError as exc:
        fail(str(exc))
    for problem in problems:
        click.echo(f"binglao-tui: warning: {one_line(str(problem))}; its game is not listed", err=True)
    rows: list[dict[str, Any]] = []
    for game in sorted(table.values(), key=lambda g: g.id):
        variants = list(game.die.faces.values()) if game.die else [game.variant()]
        splits = sorted({v.split.value for v in variants})
        lows = sorted({v.low.value for v in variants if v.low is not None})
        rows.append(
            {
                "id": game.id,
                "name": game.name,
                "hole_cards": sorted({v.hole_cards for v in variants}),
                "split": splits[0] if len(splits) == 1 else "by die roll",
                "low": lows[0] if len(lows) == 1 else None,
                "die": game.die is not None,
                "max_players": game.player_limit,
                "betting": game.betting.value,
                "source": game.source,
            }
        )
    if as_json:
        print_json(rows)
        return
    width = max(len(r["id"]) for r in rows)
    for row in rows:
        cards = "/".join(str(n) for n in row["hole_cards"])
        click.echo(
            f"{row['id']:<{width}}  {row['name']} ({cards} cards, {row['split']}, "
            f"up to {row['max_players']} players)"
        )


@click.command(epilog=example("binglao-tui rules binglao"))
@click.argument(
    "game_id", metavar="GAME", cls=Described, help="the id of a game, as binglao-tui games lists them"
)
@rules_dir_option
def rules(game_id: str, rules_dirs: tuple[Path, ...]) -> None:
    """Show the rules text of GAME and the house settings in force."""
    game = game_or_fail(game_id, rules_dirs)
    click.echo(f"{game.name} ({game.id})")
    click.echo("")
    _echo_flowing(game.summary or "(this rules file has no summary)")
    click.echo("")
    if game.die:
        click.echo(f"Die ({game.die.roll_time.value.replace('-', ' ')}):")
        for face, variant in sorted(game.die.faces.items()):
            click.echo(f"  {face}: {variant.describe}")
    else:
        click.echo(f"Play: {game.variant().describe}")
    click.echo(f"Players: {game.min_players} to {game.player_limit}; betting: {game.betting.value}")
    click.echo("Rulings and their sources:")
    _echo_flowing("\n".join(f"- {line}" for line in rulings(game)))
    house = game.house
    click.echo("House settings:")
    click.echo(f"  odd_chip = {house.odd_chip}; hi_lo_odd_chip = {house.hi_lo_odd_chip}")
    click.echo(
        f"  bb_ante_counts_preflop = {str(house.bb_ante_counts_preflop).lower()}; "
        f"small_blind_counts = {house.small_blind_counts}"
    )
    click.echo(f"  raise_cap = {house.raise_cap}; cap_heads_up = {str(house.cap_heads_up).lower()}")
    click.echo(f"  short_all_in = {house.short_all_in}; bb_ante_order = {house.bb_ante_order}")
    click.echo(f"  button_rule = {house.button_rule}; equity_chop = {str(house.equity_chop).lower()}")
    click.echo(f"  tournament_button_rule = {house.tournament_button_rule}")
    click.echo(f"  new_player = {house.new_player}; missed_blinds = {house.missed_blinds}")


def _echo_flowing(text: str) -> None:
    """Print a summary's paragraphs wrapped to the terminal's width (80 columns when the
    output is not a terminal), its indented rows and list items on lines of their own."""
    width = max(20, shutil.get_terminal_size((80, 24)).columns - 1)
    for block in paragraphs(text):
        indent = block[: len(block) - len(block.lstrip())]
        hanging = indent + "  " if indent or block[:1] in "-*•" else ""
        click.echo(textwrap.fill(block, width, subsequent_indent=hanging) if block else "")
