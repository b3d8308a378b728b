"""A hand kept before the pots' winners were recorded still names them, pot by pot.

Such a row has payouts but no ``pot_winners``: the history used to fall back to one list
of the players paid, or, with no payouts either (the first schema's rows), to the players
up on the hand, so Bob and Cat, who took quarters and halves but ended down, went missing.
The winners are now worked out by replaying the hand from its journal. The hand is played
through the dealer's own session on a real SQLite file, then its row is made old.
"""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from click.testing import CliRunner

from binglao_tui.commands.group import cli
from binglao_tui.core.cards import parse_cards
from binglao_tui.core.engine.actions import Action
from binglao_tui.core.engine.hand import Phase
from binglao_tui.store.db import Database
from binglao_tui.store.history import History
from binglao_tui.store.history_words import describe, won_by
from tests.store.scripted_table import GAMES, dealer, table

HOLES = {"Ann": "AsAhKsKh", "Bob": "Ac4c9s9d", "Cat": "Ad4hJsJh"}


def _split_hand(path: Path) -> None:
    """Ann all in for 6 preflop; Bob bets 10 on the flop and Cat calls, a side pot. Ann's
    three kings take the main pot's high, Bob and Cat quarter its low; the side pot's high
    goes to Cat's jacks and its low is split. Payouts: Ann 9, Bob 10, Cat 19: only Ann is up."""
    cards = parse_cards
    steps = [Action.deal_hole(name, cards(hole)) for name, hole in HOLES.items()]
    steps += [Action.all_in("Ann"), Action.call("Bob"), Action.call("Cat")]
    steps += [Action.deal_board(cards("2c3d8h")), Action.bet("Bob", 10), Action.call("Cat")]
    for street in ("Kd", "Qc"):
        steps += [Action.deal_board(cards(street)), Action.check("Bob"), Action.check("Cat")]
    with dealer(path, table("plo8", {"Ann": 6, "Bob": 20, "Cat": 20})) as session:
        assert session.deal() is None
        for step in steps:
            assert session.apply(step) is None, step
        while (hand := session.hand) is not None and hand.phase is Phase.SHOWDOWN:
            assert hand.actor is not None
            assert session.apply(Action.show(hand.actor)) is None
        assert session.hand is not None
        assert session.hand.payouts == {"Ann": 9, "Bob": 10, "Cat": 19}
        session.finish()


def _made_old(path: Path, *drop: str) -> None:
    """The finished hand's result as an older version kept it: without ``drop``'s keys."""
    with Database.open(path) as db, db.transaction() as conn:
        (hand_id, text) = conn.execute("SELECT id, result FROM hands WHERE status = 'finished'").fetchone()
        result = json.loads(text)
        for key in drop:
            result.pop(key)
        conn.execute("UPDATE hands SET result = ? WHERE id = ?", (json.dumps(result), hand_id))


@pytest.mark.parametrize("drop", [("pot_winners",), ("pot_winners", "payouts")])
def test_an_old_hand_names_each_pots_winners(tmp_path: Path, drop: tuple[str, ...]) -> None:
    path = tmp_path / "evening.sqlite3"
    _split_hand(path)
    _made_old(path, *drop)
    with Database.open(path, read_only=True) as db:
        history = History(db, GAMES)
        (summary,) = history.hands()
        assert summary.pot_winners == (("Ann", "Bob", "Cat"), ("Bob", "Cat"))
        assert summary.winners == ("Ann", "Bob", "Cat")
        assert won_by(summary) == "main: Ann, Bob, Cat · side 1: Bob, Cat"
        lines = describe(history.get(summary.hand_id), GAMES)
        assert "Main pot: 18 (Ann, Bob, Cat); won by Ann, Bob, Cat" in lines
        assert "Side pot 1: 20 (Bob, Cat); won by Bob, Cat" in lines
    result = CliRunner(env={"COLUMNS": "160"}).invoke(cli, ["--db", str(path), "history", "list"])
    assert result.exit_code == 0, result.stderr
    cells = [line.split("│")[-2].strip() for line in result.stdout.splitlines() if line.startswith("│")]
    assert cells[:2] == ["main: Ann, Bob, Cat", "side 1: Bob, Cat"]  # a pot a line, as in the app
    listed = CliRunner().invoke(cli, ["--db", str(path), "history", "list", "--json"])
    assert json.loads(listed.stdout)[0]["winners"] == ["Ann", "Bob", "Cat"]


def test_an_old_hand_that_no_longer_replays_keeps_what_it_has(tmp_path: Path) -> None:
    """Its game gone from the rules: the payouts are all the history has (paid: all three)."""
    path = tmp_path / "evening.sqlite3"
    _split_hand(path)
    _made_old(path, "pot_winners")
    with Database.open(path, read_only=True) as db:
        (summary,) = History(db, {}).hands()
        assert summary.winners == ("Ann", "Bob", "Cat")
        assert won_by(summary) == "Ann, Bob, Cat"
