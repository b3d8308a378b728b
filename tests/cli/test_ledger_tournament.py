"""``binglao-tui ledger`` after a tournament: the money is the entries and the prizes, never
the chips (the evening's repro: it told three players to pay the winner 10000 each)."""

from __future__ import annotations

import json
from pathlib import Path

from binglao_tui.core.tournament.entries import EntryKind
from binglao_tui.session import DealerSession, TournamentSession
from binglao_tui.store.paths import ENV_VAR
from tests.cli._cli_main import run
from tests.session.tournament_play import GAMES, FakeClock, base_table, book, deal, play_out, tournament


def _finished_tournament(db_path: Path) -> None:
    """Ann (a rebuy: 4000 chips) wins; Bob (an add-on) is second; Cat and Dan tie 3rd-4th."""
    dealer = DealerSession.open(base_table(), db_path, GAMES)
    try:
        opened = dealer.opened
        assert opened is not None
        assert opened.db is not None
        director = TournamentSession.create(opened.db, tournament(), now=FakeClock())
        assert isinstance(director, TournamentSession)
        assert director.add_entry("Ann", EntryKind.REBUY) is None
        assert director.add_entry("Bob", EntryKind.ADD_ON) is None
        deal(dealer, director)
        play_out(dealer)
        assert book(dealer, director).over
    finally:
        dealer.close()


def test_a_tournaments_ledger_settles_the_prizes_not_the_chips(tmp_path: Path) -> None:
    db_path = tmp_path / "t.sqlite3"
    _finished_tournament(db_path)
    code, out, err = run("ledger", "--json", env={ENV_VAR: str(db_path)})
    assert (code, err) == (0, "")
    data = json.loads(out)
    assert data["players"] == []
    paid_to: dict[str, int] = {}
    for t in data["settlement"]:
        paid_to[t["to"]] = paid_to.get(t["to"], 0) + t["amount"]
    # 110.00 collected, 11.00 to the house; prizes 64.35 and 34.65, in cents as the app's sheet
    assert paid_to == {"Ann": 2435, "Bob": 465, "the house": 1100}
    assert data["tournament"]["unit"] == "cent"
    assert [(p["player"], p["place"], p["won"]) for p in data["tournament"]["players"]] == [
        ("Ann", "1st", 6435),
        ("Bob", "2nd", 3465),
        ("Cat", "3rd-4th", 0),
        ("Dan", "3rd-4th", 0),
    ]
    code, out, err = run("ledger", env={ENV_VAR: str(db_path)})
    assert (code, err) == (0, "")
    assert "a tournament, over" in out
    assert "The chips are not money" in out
    assert "Ann              1st      paid     40.00  won     64.35  net     24.35" in out
    assert "Cat pays Ann 20.00" in out
    assert "10000" not in out
