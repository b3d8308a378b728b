"""``history list`` and ``history show`` in the dealer's numbers (issue 11): the app names a
hand "Session 1, hand 2", and a misdealt deal takes no number, so after a misdeal the
database's ID runs one ahead. The CLI prints both, and finds a hand by either; ``history
show ID`` is as it was. Played through the dealer's session on a real SQLite file."""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from click.testing import CliRunner

from binglao_tui.commands.group import cli
from binglao_tui.core.engine.actions import Action
from binglao_tui.session import Booked, DealerSession
from tests.session.session_play import GAMES, table_of


def _fold_round(session: DealerSession) -> None:
    assert session.apply(Action.deal_hole()) is None
    while (hand := session.hand) is not None and not hand.is_complete:
        assert hand.actor is not None
        assert session.apply(Action.fold(hand.actor)) is None
    assert isinstance(session.finish(), Booked)


@pytest.fixture(scope="module")
def evening(tmp_path_factory: pytest.TempPathFactory) -> Path:
    """Hand 1 (ID 1); hand 2 misdealt (ID 2) and dealt again (ID 3); hand 3 (ID 4)."""
    db = tmp_path_factory.mktemp("numbers") / "evening.sqlite3"
    session = DealerSession.open(table_of("plo", {"Ann": 200, "Bob": 200, "Cat": 200}), db, GAMES)
    try:
        assert session.deal() is None
        _fold_round(session)
        assert session.deal() is None
        assert session.apply(Action.deal_hole()) is None
        assert session.misdeal() is None  # dealt again, still hand 2
        assert session.hand_number == 2
        _fold_round(session)
        assert session.deal() is None
        _fold_round(session)
    finally:
        session.close()
    return db


def _history(db: Path, *args: str) -> tuple[int, str, str]:
    result = CliRunner().invoke(cli, ["--db", str(db), "history", *args])
    return result.exit_code, result.stdout, result.stderr


def test_history_show_by_session_and_hand_finds_the_hand_the_app_names(evening: Path) -> None:
    code, out, err = _history(evening, "show", "--session", "1", "--hand", "2")
    assert (code, err) == (0, "")
    assert out.splitlines()[0] == "Session 1, hand 2 (ID 3): plo, finished"
    assert _history(evening, "show", "3") == (0, out, "")  # the ID, as it always was
    code, by_id, _ = _history(evening, "show", "3", "--json")
    assert code == 0
    shown = json.loads(by_id)
    assert (shown["id"], shown["session"], shown["number"]) == (3, 1, 2)
    assert _history(evening, "show", "--session", "1", "--hand", "2", "--json")[1] == by_id


def test_the_misdealt_deal_says_so_and_the_list_gives_both_numbers(evening: Path) -> None:
    code, out, _ = _history(evening, "show", "2")  # an existing ID still shows its hand
    assert code == 0
    assert out.splitlines()[0] == "Session 1, hand 2, misdealt (ID 2): plo, void"
    code, out, _ = _history(evening, "list")
    assert code == 0
    rows = [line.split("│")[1:4] for line in out.splitlines() if line.startswith("│")]
    head = next(line for line in out.splitlines() if line.startswith("┃"))
    assert [cell.strip() for cell in head.split("┃")[1:4]] == ["ID", "Session", "Hand"]
    assert [[c.strip() for c in row] for row in rows if row[0].strip()] == [
        ["1", "1", "1"],
        ["3", "1", "2"],
        ["4", "1", "3"],
    ]
    assert "history show ID, or history show --session S --hand N" in out


@pytest.mark.parametrize(
    ("args", "message"),
    [
        (("--session", "1", "--hand", "4"), "session 1 has no hand 4; see 'binglao-tui history list'"),
        (("--session", "2", "--hand", "1"), "session 2 has no hand 1"),
        (("--hand", "2"), "--session and --hand go together"),
        (("--session", "1"), "--session and --hand go together"),
        (("3", "--session", "1", "--hand", "2"), "give a hand ID or --session S --hand N, not both"),
        ((), "give a hand ID or --session S --hand N"),
        (("--session", "1", "--hand", "two"), "--hand takes a whole number from 1 (got 'two')"),
        (("--session", "0", "--hand", "1"), "--session takes a whole number from 1"),
        (("--session", "1", "--hand", "9" * 25), "session 1 has no hand 9999"),
    ],
)
def test_bad_session_and_hand_are_one_line_exit_2(evening: Path, args: tuple[str, ...], message: str) -> None:
    code, out, err = _history(evening, "show", *args)
    assert (code, out) == (2, "")
    assert err.count("\n") == 1
    assert err.startswith("binglao-tui: ")
    assert message in err


def test_a_history_of_imported_hands_only_has_no_session_column(tmp_path: Path) -> None:
    """Imported hands have no session: an empty Session column only took room from their names."""
    db = tmp_path / "imported.sqlite3"
    phh = Path(__file__).resolve().parents[1] / "data" / "phh" / "antonius-blom-2009.phh"
    assert _history(db, "import", str(phh))[0] == 0
    code, out, _ = _history(db, "list")
    assert code == 0
    head = next(line for line in out.splitlines() if line.startswith("┃"))
    assert [cell.strip() for cell in head.split("┃")[1:3]] == ["ID", "Hand"]
    assert "│ antonius-bl" in out  # the room the column took is the name's
    assert out.splitlines()[-1] == "One hand: binglao-tui history show ID"


def test_the_record_says_why_a_deal_is_void_and_no_empty_board(evening: Path) -> None:
    """Read in tmux at 80x24: the void deal ended "Misdeal: misdeal", and a hand folded
    before the flop had a line "Board:" with nothing after it."""
    code, out, _ = _history(evening, "show", "2")
    assert code == 0
    assert out.splitlines()[-1] == "Voided: the dealer called a misdeal; every chip went back"
    code, out, _ = _history(evening, "show", "--session", "1", "--hand", "1")
    assert code == 0
    assert not any(line.startswith("Board") for line in out.splitlines())


def test_a_hand_run_twice_lists_a_board_a_line(tmp_path: Path) -> None:
    """As the app's history lists it: at 80 columns the two boards wrapped mid-board."""
    from binglao_tui.core.cards import parse_cards

    db = tmp_path / "twice.sqlite3"
    session = DealerSession.open(table_of("plo", {"Ann": 6, "Bob": 200}), db, GAMES)
    try:
        assert session.deal() is None
        for step in (Action.deal_hole(), Action.all_in("Ann"), Action.call("Bob"), Action.run_twice()):
            assert session.apply(step) is None
        for board, streets in ((1, ("7s5d2c", "Kc", "9h")), (2, ("7h5h2h", "Ks", "9d"))):
            for cards in streets:
                assert session.apply(Action.deal_board(parse_cards(cards), board=board)) is None
        for player, hole in (("Ann", "Ah3sKdQs"), ("Bob", "9c9s4h6h")):
            assert session.apply(Action.show(player, parse_cards(hole))) is None
        assert isinstance(session.finish(), Booked)
    finally:
        session.close()
    result = CliRunner(env={"COLUMNS": "80"}).invoke(cli, ["--db", str(db), "history", "list"])
    assert result.exit_code == 0, result.stderr
    rows = [line.split("│") for line in result.stdout.splitlines() if line.startswith("│")]
    assert [row[6].strip() for row in rows] == ["7s 5d 2c Kc 9h", "7h 5h 2h Ks 9d"]
