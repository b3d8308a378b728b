"""A hand of the history in words: its title as a dealer names it, who won each pot, the
pot won and any uncalled bet given back, and the whole record as ``history show`` prints
it (the app's hand record shows the same).

The history's pot is the chips won, every pot together. An uncalled bet is never in a
pot: it goes back to the player who made it. A bet of 37 nobody called, over a pot of 37,
put 74 in the middle and won 37; the history says ``37`` under "Pot won" and, separately,
``uncalled 37 back``, so the figure a host reads is what it says.
"""

from __future__ import annotations

import json
from collections.abc import Mapping, Sequence

from binglao_tui.core.engine.actions import Action, ActionError, chop_shares, floor_reason
from binglao_tui.core.engine.hand import Hand
from binglao_tui.core.engine.log import LogEntry
from binglao_tui.core.rules import Game
from binglao_tui.core.showdown.pot_names import pot_name
from binglao_tui.store.errors import ROW_PROBLEMS, UnreadableRow, row_problem
from binglao_tui.store.history import HandRecord, HandSummary, RulingRecord, format_amount
from binglao_tui.store.journal import HandStatus, JournalKind
from binglao_tui.store.replay import replayed


def won_by(summary: HandSummary, between: str = " · ") -> str:
    """Who won what, as the history lists it: ``Ann, Bob`` for one pot, else pot by pot
    (``main: Ann, Bob · side 1: Cat``; ``between`` joins the pots, a new line in a narrow
    table)."""
    pots = summary.pot_winners
    if len(pots) <= 1:
        return ", ".join(summary.winners)
    names = [pot_name(n, short=True).lower() for n in range(len(pots))]
    return between.join(f"{name}: {', '.join(pot) or '-'}" for name, pot in zip(names, pots, strict=True))


POT_WON = "Pot won"
"""The history's heading over the chips won (an uncalled bet given back is not in them)."""


def uncalled_back(returned: Mapping[str, int] | None, unit: str = "1") -> list[str]:
    """The uncalled bet given back, as the history's list says it under the pot won, in
    two short lines (``uncalled``, ``37 back``: the app's list fits 80 columns); none for
    none. The hand's record says to whom."""
    back = sum(chips for chips in (returned or {}).values())
    return ["uncalled", f"{format_amount(back, unit)} back"] if back else []


def hand_title(summary: HandSummary) -> str:
    """The hand as a dealer names it: ``Session 1, hand 3`` (void hands take no number, so
    the count never skips: a misdealt deal is ``Session 1, hand 3, misdealt``, and the hand
    dealt again after it is hand 3), or the file an imported hand came from."""
    if summary.source == "import":
        return f"Imported hand ({summary.source_name or 'no file name'})"
    if summary.session_id is None or summary.number is None:
        return "A hand of no session"
    misdealt = ", misdealt" if summary.status is HandStatus.VOID else ""
    return f"Session {summary.session_id}, hand {summary.number}{misdealt}"


def describe(
    record: HandRecord, games: Mapping[str, Game] | None = None, *, with_id: bool = False
) -> list[str]:
    """The hand in lines of plain text, as ``history show`` prints it (an
    :class:`~binglao_tui.store.errors.UnreadableRow` if what is stored does not parse).
    The actions are the hand's own log, replayed with ``games`` (by default the shipped and
    the user's), so each call says its chips; a hand that no longer replays lists each
    action as it was recorded. ``with_id``: the title also gives the database's id, which
    ``history show ID`` takes (the app, which never asks for it, does not show it)."""
    try:
        return _describe(record, games, with_id)
    except ROW_PROBLEMS as exc:
        raise UnreadableRow(
            f"hand {record.summary.hand_id}: its record cannot be read ({row_problem(exc)})"
        ) from None


def _describe(record: HandRecord, games: Mapping[str, Game] | None, with_id: bool) -> list[str]:
    s = record.summary
    result = record.result
    unit = result.unit if result else "1"
    hand = replayed(record.setup, record.actions, games)

    def amount(value: int) -> str:
        return format_amount(value, unit)

    title = f"{hand_title(s)} (ID {s.hand_id})" if with_id else hand_title(s)
    lines = [f"{title}: {s.game}, {s.status.value}"]
    if result and result.roll is not None:
        lines.append(f"Roll {result.roll}" + (f": {result.variant}" if result.variant else ""))
    elif result and result.variant:
        lines.append(result.variant)
    if result and any(seat != name for seat, name in result.labels.items()):
        lines.append("Players: " + ", ".join(f"{seat} {name}" for seat, name in result.labels.items()))
    seats = record.setup.get("seats", [])
    if seats:
        button = record.setup.get("button")
        lines.append(
            "Seats: "
            + ", ".join(
                f"{seat['name']} {amount(int(seat['stack']))}"
                + (" (button)" if seat["name"] == button else "")
                for seat in seats
            )
        )
    lines.append("Actions:")
    lines.extend(f"  {line}" for line in _actions_text(record, unit, hand))
    for e in record.entries:
        if e.kind is JournalKind.MISDEAL:
            lines.append(_voided(str((e.payload or {}).get("reason", ""))))
    if result is None:
        return lines
    for n, board in enumerate(result.boards, start=1):
        if board:  # none when the hand ended before the flop (an empty "Board:" said nothing)
            label = "Board" if len(result.boards) == 1 else f"Board {n}"
            lines.append(f"{label}: {' '.join(board)}")
    for player, cards in result.shown.items():
        lines.append(f"{player} shows {' '.join(cards)}")
    by_pot = result.pot_winners if len(result.pot_winners) == len(result.pots) else ()
    for n, pot in enumerate(result.pots):
        name = pot_name(n)
        eligible = ", ".join(pot.eligible)
        won = f"; won by {', '.join(by_pot[n])}" if by_pot and by_pot[n] else ""
        lines.append(f"{name}: {amount(pot.amount)}" + (f" ({eligible})" if eligible else "") + won)
    # kept since the hands record it; an older hand's is the replayed hand's
    returned = result.returned if result.returned is not None else (hand.returned if hand else {})
    for player, chips in returned.items():
        if chips:
            lines.append(f"Uncalled bet back to {player}: {amount(chips)} (not in any pot)")
    judged = _ruling_lines(result.rulings, result.labels, unit, result.words_in_units)
    shares = chop_shares(result.floor.note) if result.floor else None
    if shares is not None:
        # the players' deal at the all-in: the rest of the board was never dealt
        lines.append(f"Chopped by equity at the all-in (the board not dealt): {shares}")
    elif result.floor:
        # the floor's ruling is what was paid: it comes first, the cards' reading after it
        # its reason only when the dealer typed one ("floor ruling" is what no reason records)
        note = floor_reason(result.floor.note)
        lines.append("Floor ruling (overrides the showdown)" + (f": {note}" if note else ""))
        if judged:
            judged.insert(0, "What the cards alone gave (overruled by the floor):")
    lines.extend(judged)
    paid = ", ".join(f"{p} {amount(v)}" for p, v in result.payouts.items() if v)
    if paid:
        lines.append(f"Payouts: {paid}")
    lines.append(
        "Finishing stacks: "
        + ", ".join(f"{p} {amount(v)}" for p, v in zip(result.players, result.finishing_stacks, strict=True))
    )
    return lines


_VOIDED = {  # the reasons the journal records for a void hand, in a dealer's words
    "misdeal": "the dealer called a misdeal",
    "abandoned": "a new hand was dealt over it",
    "not resumed": "left in play when the app stopped, and not resumed",
}


def _voided(reason: str) -> str:
    """Why the hand is void: ``Voided: the dealer called a misdeal`` ("Misdeal: misdeal"
    said the journal's word twice)."""
    return f"Voided: {_VOIDED.get(reason, reason or 'no reason recorded')}; every chip went back"


def _actions_text(record: HandRecord, unit: str, hand: Hand | None) -> list[str]:
    """Each action as the hand's log says it (``hand``: the record replayed, None if it no
    longer replays), with the chips it moved, amounts in the table's units."""

    def chips(value: int) -> str:
        return format_amount(value, unit)

    if hand is not None:
        return [entry.words(chips) for entry in hand.log_entries]
    lines = []
    for action in record.actions:
        try:
            lines.append(LogEntry(Action.from_dict(action)).words(chips))
        except ActionError:
            lines.append(json.dumps(action, ensure_ascii=False))
    return lines


def _ruling_lines(
    rulings: Sequence[RulingRecord], labels: Mapping[str, str], unit: str, words_in_units: bool
) -> list[str]:
    """Each player's explanation from the judge, as it was written when the hand was kept."""
    if not rulings:
        return []
    lines: list[str] = []
    for n, one in enumerate(rulings, start=1):
        if len(rulings) > 1:
            lines.append(f"Ruling on board {n}:")
        for player in one.players:
            name = player.name
            label = labels.get(name, name)
            lines.append(f"  {name}" + (f" ({label})" if label != name else "") + ":")
            for sentence in player.explanation:
                lines.append(f"    {sentence}")
    if unit != "1" and not words_in_units:
        lines.append(f"  (chips in these lines are counted in units of {unit})")
    return lines
