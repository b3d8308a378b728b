"""``binglao-tui replay FILE|-``: replay a PHH hand history through the engine.

Every action is checked against the rules; the pots, the showdown and the finishing
stacks are printed (``--json``: ``finishing_stacks`` in seat order and, for each player
action, what the player faced before it). Exit codes: 0 a legal hand; 1 the first
illegal action (quoted on stderr with the reason), or a hand whose result differs from
the file's ``finishing_stacks``; 2 a file that cannot be read.
"""

from __future__ import annotations

import sys
from dataclasses import replace
from pathlib import Path
from typing import TYPE_CHECKING, Any

import click

from binglao_tui.commands.common import (
    Described,
    ExitCode,
    example,
    fail,
    load_games_or_fail,
    print_json,
    rules_dir_option,
)
from binglao_tui.core.engine.actions import chop_shares, floor_reason
from binglao_tui.core.entry import printable, utf8_text
from binglao_tui.core.formats.phh import PhhError, PhhIllegal, read_phh, replay_phh
from binglao_tui.core.showdown.pot_names import pot_name

if TYPE_CHECKING:
    from collections.abc import Callable

    from binglao_tui.core.formats.phh import PhhHand, Replay
    from binglao_tui.core.showdown.judge import Ruling


def _read(source: str) -> str:
    """The file's text, read as bytes and decoded here, so a file and standard input report
    text that is not UTF-8 alike, at its line."""
    # start-up: the store's reader of PHH files, for its size limit
    from binglao_tui.store.phh_import import PhhImportError, read_phh_bytes

    try:
        if source == "-":
            raw = read_phh_bytes(sys.stdin.buffer, "stdin")
        else:
            with Path(source).open("rb") as file:
                raw = read_phh_bytes(file, source)
    except PhhImportError as exc:
        fail(str(exc))
    except FileNotFoundError:
        fail(f"{source}: no such file")
    except IsADirectoryError:
        fail(f"{source}: is a folder, not a hand history file")
    except OSError as exc:
        fail(f"{source}: cannot be read ({exc.strerror or exc.__class__.__name__})")
    except ValueError:  # a name no file system can hold (a NUL, half a character)
        fail(f"{source!r}: no such file")
    try:
        return utf8_text(raw)
    except ValueError as exc:
        fail(f"{'stdin' if source == '-' else source}: {exc}")


def _illegal(message: str) -> None:
    click.echo(f"binglao-tui: {' '.join(message.split())}", err=True)
    sys.exit(ExitCode.ILLEGAL)


def _with_floor(phh: PhhHand, result: Replay, name: str) -> Replay | None:
    """The replay with the file's floor ruling applied, as history import stores it: the
    floor's awards, not the cards' (None when refused: the command has said why)."""
    # start-up: the store's reader only for a file with a floor ruling
    from binglao_tui.store.phh_import import PhhImportError, with_floor_ruling

    try:
        return replace(result, hand=with_floor_ruling(phh, result.hand, name))
    except PhhImportError as exc:
        if not exc.illegal:
            fail(str(exc))
        _illegal(str(exc))
        return None


@click.command(epilog=example("binglao-tui replay hand.phh", "binglao-tui replay - --json < hand.phh"))
@click.argument(
    "source", metavar="FILE|-", cls=Described, help="a PHH hand history file, or - to read it from stdin"
)
@click.option("--json", "as_json", is_flag=True, help="Print a JSON object.")
@rules_dir_option
def replay(source: str, as_json: bool, rules_dirs: tuple[Path, ...]) -> None:
    """Replay a PHH hand history (FILE, or - for stdin) and check every action."""
    text = _read(source)
    games = load_games_or_fail(rules_dirs)
    name = "stdin" if source == "-" else source
    try:
        phh = read_phh(text, games)
        result = replay_phh(phh)
    except PhhError as exc:
        fail(f"{name}: {exc}")
    except PhhIllegal as exc:
        _illegal(f"{name}: illegal action {exc.index + 1} {exc.text!r}: {exc.reason}")
        return
    hand = result.hand
    ruled_early = "_floor" in phh.fields and not hand.is_complete and hand.floor_open
    if ruled_early:  # the floor (or the players' equity chop) gave the pot at the all-in
        floored = _with_floor(phh, result, name)
        if floored is None:
            return
        result, hand = floored, floored.hand
    if not hand.is_complete:
        _illegal(f"{name}: the hand stops before its end (next: {hand.next_step}){phh.units_note}")
        return
    finishing = hand.finishing_stacks
    assert finishing is not None
    stacks = [finishing[n] for n in phh.setup.names]
    if phh.finishing_stacks is not None and list(phh.finishing_stacks) != stacks:
        wrong = [
            f"{n} {phh.amount(got)} (file: {phh.amount(want)})"
            for n, got, want in zip(phh.setup.names, stacks, phh.finishing_stacks, strict=True)
            if got != want
        ]
        _illegal(f"{name}: finishing stacks differ from the file's: {', '.join(wrong)}")
        return
    if "_floor" in phh.fields and not ruled_early:
        floored = _with_floor(phh, result, name)
        if floored is None:
            return
        result, hand = floored, floored.hand
        finishing = hand.finishing_stacks
        assert finishing is not None
        stacks = [finishing[n] for n in phh.setup.names]
    if as_json:
        print_json(_as_json(phh, result, stacks))
    else:
        _print(phh, result, stacks)


def _pot_lines(phh: PhhHand, ruling: Ruling, who: Callable[[str], str]) -> list[str]:
    """Each pot of a ruling in the file's names and units: who won the high and the low, and
    the chips. (The ruling's own pot lines speak in seat codes and whole units.)"""
    hands = {p.name: p for p in ruling.players}
    hi_lo = any(pot.low_winners for pot in ruling.pots) or any(p.low for p in ruling.players)
    lines = []
    count = len(ruling.pots)
    for number, pot in enumerate(ruling.pots, start=1):
        kind = pot_name(number - 1, count).lower()
        awards = ", ".join(f"{who(n)} {phh.amount(a)}" for n, a in pot.awards.items() if a)
        if len(pot.eligible) == 1:
            lines.append(
                f"{kind} {phh.amount(pot.amount)}: only {who(pot.eligible[0])} is left in it; takes: {awards}"
            )
            continue
        high = hands[pot.high_winners[0]].high
        parts = [f"high {', '.join(map(who, pot.high_winners))}, {high.description.lower() if high else ''}"]
        if hi_lo:
            low = hands[pot.low_winners[0]].low if pot.low_winners else None
            parts.append(
                f"low {', '.join(map(who, pot.low_winners))}, {low.description}"
                if low
                else "no qualifying low"
            )
        lines.append(f"{kind} {phh.amount(pot.amount)}: {'; '.join(parts)}; takes: {awards}")
    return lines


def _faced(phh: PhhHand, value: int | None) -> int | float | None:
    return None if value is None else phh.amount(value)


def _as_json(phh: PhhHand, result: Replay, stacks: list[int]) -> dict[str, Any]:
    actions = []
    for step in result.steps:
        if step.action is None or step.text.split()[0] == "d":
            continue
        faced = step.faced
        actions.append(
            {
                "action": step.text,
                "to_call": _faced(phh, faced.to_call) if faced else None,
                "min_raise_to": _faced(phh, faced.min_raise_to) if faced else None,
                "max_raise_to": _faced(phh, faced.max_raise_to) if faced else None,
            }
        )
    floor = result.hand.floor_ruling
    return {
        "finishing_stacks": [phh.amount(s) for s in stacks],
        "actions": actions,
        "floor": None
        if floor is None
        else {"awards": {n: phh.amount(a) for n, a in floor.awards}, "note": floor.note},
    }


def _print(phh: PhhHand, result: Replay, stacks: list[int]) -> None:
    # start-up: the explanations only for the human output, not for --json
    from binglao_tui.core.explain import hand_lines

    hand = result.hand
    setup = hand.setup
    label = dict(zip(setup.names, phh.players, strict=True))

    def who(code: str) -> str:  # the file's names, with anything that acts on a terminal escaped
        return code if label[code] == code else f"{printable(label[code])} ({code})"

    blinds = f"blinds {phh.amount(setup.small_blind)}/{phh.amount(setup.big_blind)}"
    if setup.bb_ante:
        blinds += f", big-blind ante {phh.amount(setup.bb_ante)}"
    click.echo(f"{setup.game.name}, {setup.structure.value}, {len(setup.seats)} players, {blinds}")
    if hand.roll is not None and hand.variant is not None:
        click.echo(f"Roll {hand.roll}: {hand.variant.describe}")
    click.echo(f"{len(result.steps)} actions replayed, all legal")
    for number, board in enumerate(hand.boards, start=1):
        if not board:
            continue  # the hand ended before the flop
        cards = " ".join(str(c) if c else "??" for c in board)
        click.echo(f"Board{'' if len(hand.boards) == 1 else f' {number}'}: {cards}")
    for name, amount in hand.returned.items():
        click.echo(f"Uncalled bet returned to {who(name)}: {phh.amount(amount)}")
    if hand.winner_by_fold:
        taken = (hand.payouts or {}).get(hand.winner_by_fold, 0)
        click.echo(f"Everyone else folded: {who(hand.winner_by_fold)} takes the pot ({phh.amount(taken)})")
    for board_number, ruling in enumerate(hand.rulings, start=1):
        prefix = f"Board {board_number}, " if len(hand.rulings) > 1 else ""
        for line in _pot_lines(phh, ruling, who):
            click.echo(prefix + line if prefix else line[:1].upper() + line[1:])
        for player in ruling.players:
            if player.high is not None:
                click.echo(f"  {who(player.name)}:")
                click.echo("\n".join(f"    {line}" for line in hand_lines(ruling, player)))
    count = len(hand.uncontested) + (len(hand.rulings[0].pots) if hand.rulings else 0)
    for place, name, amount in hand.uncontested:
        kind = pot_name(place, count)
        click.echo(
            f"{kind} {phh.amount(amount)}: {who(name)} takes it uncontested (nobody else is left in it)"
        )
    floor = hand.floor_ruling
    if floor is not None:  # the floor's awards replace the cards' (as history import stores it)
        why = f" ({printable(floor.note)})" if floor_reason(floor.note) else ""
        awards = ", ".join(f"{who(n)} {phh.amount(a)}" for n, a in floor.awards)
        kind = "Floor ruling"
        if floor.is_chop:  # the players' deal at the all-in: say so, with the equities
            kind, why = "Chopped by equity", f" (equity {printable(str(chop_shares(floor.note)))})"
        above = ", replacing the awards above" if hand.rulings or hand.uncontested else ""
        click.echo(f"{kind}{why}{above}: {awards}")
    click.echo("Finishing stacks:")
    for code, stack in zip(setup.names, stacks, strict=True):
        click.echo(f"  {who(code)}: {phh.amount(stack)}")
