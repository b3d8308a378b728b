"""The tournament's table for each hand: the players still in, with their chips, at the
blinds of the level in force (the game, button and house settings are the dealer's; the
button and blinds move by the house's ``tournament_button_rule``, by default the dead
button of TDA 2024 Rule 32)."""

from __future__ import annotations

import dataclasses
from collections.abc import Sequence

from binglao_tui.core.engine.rotation import next_seat, reseated
from binglao_tui.core.engine.table import Seat, SetupError, TableSetup
from binglao_tui.core.rules import ButtonRule
from binglao_tui.core.tournament.clock import HandBlinds
from binglao_tui.core.tournament.tournament import Tournament
from binglao_tui.session.outcomes import Refusal


def tournament_table(tournament: Tournament, blinds: HandBlinds, base: TableSetup) -> TableSetup | Refusal:
    """``base`` (game, button, house settings) with the tournament's players still in and
    their chips, in seat order, and ``blinds``; the button passes to the next player in
    when his seat is empty. Under a dead button (the house's ``button_rule``) the big
    blind stays with the player the rotation gave it to when players join
    (:func:`~binglao_tui.core.engine.rotation.reseated`)."""
    if tournament.over:
        return Refusal("the tournament is over")
    house = dataclasses.replace(base.rules, button_rule=base.rules.tournament_button_rule)
    base = dataclasses.replace(base.unnumbered(), posts=(), house=house)
    seats = tuple(Seat(p, s) for p, s in tournament.stacks if s > 0)
    if len(seats) < 2:
        return Refusal("fewer than two players have chips")
    names = [s.name for s in seats]
    button = base.button if base.button in names else _next_seated(tournament.seats, base.button, names)
    dead_button = no_small_blind = False
    if base.rules.button_rule is ButtonRule.DEAD and base.big_blind_player in names:
        positions = reseated(names, base.positions, small_blind=bool(blinds.small_blind))
        button, dead_button = positions.button, positions.dead_button
        no_small_blind = positions.small_blind is None and bool(blinds.small_blind)
    amounts = [blinds.small_blind, blinds.big_blind, blinds.ante, blinds.bb_ante, *(s.stack for s in seats)]
    chip = _chip_for(blinds.chip, tournament.schedule.denominations, amounts)
    try:
        return dataclasses.replace(
            base,
            seats=seats,
            button=button,
            dead_button=dead_button,
            no_small_blind=no_small_blind,
            small_blind=blinds.small_blind,
            big_blind=blinds.big_blind,
            ante=blinds.ante,
            bb_ante=blinds.bb_ante,
            straddle=0,
            chip=chip,
            small_bet=0,
            big_bet=0,
        )
    except SetupError as exc:
        return Refusal(str(exc))


def _next_seated(order: Sequence[str], after: str, seated: Sequence[str]) -> str:
    """The first seated player clockwise after ``after`` in the tournament's seat order
    (the order's places as the seats of :func:`~binglao_tui.core.engine.rotation.next_seat`)."""
    places = {order.index(name) + 1 for name in seated if name in order}
    found = next_seat(len(order), order.index(after) + 1, places) if after in order else None
    return seated[0] if found is None else order[found - 1]


def _chip_for(chip: int, denominations: Sequence[int], amounts: Sequence[int]) -> int:
    """The level's smallest chip when every amount is made of it, else the largest
    denomination that makes them all (a colour-up not done yet), else 1."""
    for candidate in (chip, *sorted((d for d in denominations if d < chip), reverse=True)):
        if all(amount % candidate == 0 for amount in amounts):
            return candidate
    return 1
