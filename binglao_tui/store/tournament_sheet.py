"""The tournament's ledger: what each player paid in and won, and who pays whom.

Money is in cents. Every entry (buy-in, re-entry, rebuy, add-on) is money put in; the
prizes (by place, or by the deal) are money taken out; the house keeps its fee. Once
the tournament is over the nets add up to zero with the house's fee counted as the
house's win, and the payments are settled as a cash game's are (:mod:`.settlement`,
fewest payments). Before that, the sheet shows what was paid and the pool.
"""

from __future__ import annotations

from dataclasses import dataclass

from binglao_tui.core.tournament.entries import EntryKind
from binglao_tui.core.tournament.tournament import ResultLine, Tournament
from binglao_tui.store.settlement import SettlementError, Transfer, settle

HOUSE = "the house"
"""The name the house fee is settled under (with ``(fee)`` added should a player be
called that too)."""


@dataclass(frozen=True, slots=True)
class TournamentSheet:
    """Each player's line (best finish first), the pool and fee, and the payments."""

    lines: tuple[ResultLine, ...]
    entries: dict[str, dict[str, int]]
    collected: int
    house_fee: int
    pool: int
    over: bool
    transfers: tuple[Transfer, ...] = ()
    problem: str | None = None

    def to_dict(self) -> dict[str, object]:
        return {
            "players": [
                {
                    "player": line.player,
                    "place": line.place,
                    "paid": line.paid,
                    "won": line.won,
                    "net": line.net,
                    "entries": self.entries.get(line.player, {}),
                }
                for line in self.lines
            ],
            "collected": self.collected,
            "house_fee": self.house_fee,
            "pool": self.pool,
            "over": self.over,
            "settlement": [t.to_dict() for t in self.transfers],
            "problem": self.problem,
        }


def tournament_sheet(tournament: Tournament) -> TournamentSheet:
    """The sheet of ``tournament``; settled once it is over."""
    lines = tournament.results()
    pool = tournament.pool
    counts: dict[str, dict[str, int]] = {}
    for entry in tournament.entries:
        kinds = counts.setdefault(entry.player, {})
        kinds[entry.kind.value] = kinds.get(entry.kind.value, 0) + 1
    transfers: tuple[Transfer, ...] = ()
    problem = None
    over = tournament.over
    if over:
        nets = {line.player: line.net for line in lines}
        if pool.house_fee:
            nets[HOUSE if HOUSE not in nets else f"{HOUSE} (fee)"] = pool.house_fee
        try:
            transfers = settle(nets)
        except SettlementError as exc:
            problem = str(exc)
    return TournamentSheet(lines, counts, pool.collected, pool.house_fee, pool.pool, over, transfers, problem)


def entry_words(kinds: dict[str, int]) -> str:
    """``buy-in, 2 rebuys, add-on`` for one player's entries.

    >>> entry_words({"buy-in": 1, "rebuy": 2, "add-on": 1})
    'buy-in, 2 rebuys, add-on'
    """
    words = []
    for kind in EntryKind:
        count = kinds.get(kind.value, 0)
        if count:
            words.append(kind.value if count == 1 else f"{count} {kind.value}s")
    return ", ".join(words)
