"""PHH round trip: the 22 real hands imported, exported, and the exported files replayed
in this project and in pokerkit 0.7.7 to the recorded finishing stacks."""

from __future__ import annotations

import tomllib
import warnings
from datetime import datetime
from decimal import Decimal
from pathlib import Path

import pytest

from binglao_tui.core.cards import parse_cards
from binglao_tui.core.engine.actions import Action
from binglao_tui.core.engine.hand import Hand
from binglao_tui.core.engine.table import Seat, TableSetup
from binglao_tui.core.formats.phh import read_phh, replay_phh
from binglao_tui.core.rules import Betting
from binglao_tui.store.db import Database
from binglao_tui.store.history import History
from binglao_tui.store.phh_export import export_hand
from binglao_tui.store.phh_import import PhhImportError, import_file, import_text
from binglao_tui.store.phh_text import hand_to_phh
from binglao_tui.store.recording import TableJournal
from tests.store.store_dealer import GAMES, UNDO, plan

SHARED = Path(__file__).resolve().parents[1] / "data" / "phh"
FILES = sorted(SHARED.rglob("*.phh"))
# The one file without finishing_stacks: the winner ends with 1937923.75, the loser with 0.
KNOWN = {"antonius-blom-2009.phh": [Decimal("1937923.75"), Decimal(0)]}


def _recorded(path: Path) -> list[Decimal]:
    data = tomllib.loads(path.read_text())
    if "finishing_stacks" not in data:
        return KNOWN[path.name]
    return [Decimal(str(v)) for v in data["finishing_stacks"]]


def _pokerkit_stacks(text: str) -> list[Decimal]:
    pokerkit = pytest.importorskip("pokerkit")
    with warnings.catch_warnings():
        warnings.simplefilter("ignore")
        states = list(pokerkit.HandHistory.loads(text))
    return [Decimal(str(s)) for s in states[-1].stacks]


def _project_stacks(text: str) -> list[Decimal]:
    phh = read_phh(text, GAMES)
    hand = replay_phh(phh).hand
    assert hand.is_complete
    finishing = hand.finishing_stacks
    assert finishing is not None
    return [Decimal(finishing[n]) / phh.scale for n in phh.setup.names]


def _fields(text: str) -> dict[str, object]:
    data = tomllib.loads(text)
    data["actions"] = [a.split("#", 1)[0].strip() for a in data["actions"]]
    return data


def test_the_22_real_hands_survive_import_and_export(tmp_path: Path) -> None:
    assert len(FILES) == 22
    out = tmp_path / "out"
    out.mkdir()
    exported: dict[Path, Path] = {}
    with Database.open(tmp_path / "t.sqlite3") as db:
        for path in FILES:
            hand_id = import_file(db, path, GAMES)
            exported[path] = export_hand(History(db).get(hand_id), out, GAMES)
        assert len(History(db).hands()) == 22
    same_fields = project = pokerkit = 0
    for original, copy in exported.items():
        text = copy.read_text()
        want = _recorded(original)
        assert _project_stacks(text) == want, original.name
        project += 1
        assert _pokerkit_stacks(text) == want, original.name
        pokerkit += 1
        before, after = _fields(original.read_text()), _fields(text)
        if "finishing_stacks" not in before:
            after.pop("finishing_stacks")
        assert after == before, original.name
        same_fields += 1
    print(
        f"\nround trip: {len(FILES)} files imported, {len(exported)} exported, {project} replayed "
        f"here and {pokerkit} in pokerkit to the recorded finishing stacks, "
        f"{same_fields} with every field as in the original"
    )


def test_history_keeps_the_files_units_and_names(tmp_path: Path) -> None:
    with Database.open(tmp_path / "t.sqlite3") as db:
        hand_id = import_file(db, SHARED / "antonius-blom-2009.phh", GAMES)
        record = History(db).get(hand_id)
        [summary] = History(db).hands()
    assert record.result is not None
    assert record.result.unit == "0.01"
    assert summary.players == ("Patrik Antonius", "Victor Blom")
    assert summary.winners == ("Patrik Antonius",)
    assert summary.source_name == "antonius-blom-2009.phh"
    assert record.result.meta["author"] == "Juho Kim"


ILLEGAL = """variant = "PO"
antes = [0, 0, 0]
blinds_or_straddles = [1, 2, 0]
min_bet = 2
starting_stacks = [200, 200, 200]
actions = ["d dh p1 AhKhQhJh", "d dh p2 2c3c4c5c", "d dh p3 9s9d8s8d", "p3 cbr 50"]
"""


def test_illegal_file_is_refused_and_nothing_is_stored(tmp_path: Path) -> None:
    with Database.open(tmp_path / "t.sqlite3") as db:
        with pytest.raises(PhhImportError, match=r"illegal action 4 'p3 cbr 50': .*pot limit") as caught:
            import_text(db, ILLEGAL, "bad.phh", GAMES)
        assert caught.value.illegal
        assert db.conn.execute("SELECT count(*) FROM hands").fetchone()[0] == 0
        assert db.conn.execute("SELECT count(*) FROM journal").fetchone()[0] == 0


def test_unfinished_or_wrong_stacks_are_refused(tmp_path: Path) -> None:
    short = ILLEGAL.replace('"p3 cbr 50"', '"p3 cbr 7"')
    wrong = (SHARED / "wsop-2023-43-day5" / "15.phh").read_text()
    wrong = wrong.replace("finishing_stacks = [4250000, 9375000,", "finishing_stacks = [4250000, 9375001,")
    with Database.open(tmp_path / "t.sqlite3") as db:
        with pytest.raises(PhhImportError, match="stops before its end"):
            import_text(db, short, "short.phh", GAMES)
        with pytest.raises(PhhImportError, match="finishing stacks differ"):
            import_text(db, wrong, "wrong.phh", GAMES)
        assert db.conn.execute("SELECT count(*) FROM hands").fetchone()[0] == 0


def test_unreadable_file_is_refused_as_bad_input(tmp_path: Path) -> None:
    with Database.open(tmp_path / "t.sqlite3") as db:
        with pytest.raises(PhhImportError, match="not valid TOML") as caught:
            import_text(db, "variant = ", "broken.phh", GAMES)
        assert not caught.value.illegal
        with pytest.raises(PhhImportError, match="no such file"):
            import_file(db, tmp_path / "missing.phh", GAMES)


def _table_hand(db: Database, seed: int) -> int:
    p = plan(seed)
    table = TableJournal(db, GAMES)
    hand = Hand.start(p.setup)
    table.hand_started(1, hand)
    for step in p.steps:
        hand = hand.undo() if step is UNDO else hand.apply(step)
        if step is UNDO:
            table.undone(hand)
        else:
            table.action_applied(step, hand)
    table.hand_finished(hand)
    assert table.session_id is not None
    return History(db).hands()[-1].hand_id


@pytest.mark.parametrize("seed", range(16))
def test_table_hands_export_and_import_to_the_same_result(tmp_path: Path, seed: int) -> None:
    with Database.open(tmp_path / "t.sqlite3") as db:
        history = History(db)
        original = history.get(_table_hand(db, seed))
        text = hand_to_phh(original, GAMES)
        with pytest.raises(
            PhhImportError, match=f"already in the history as hand {original.summary.hand_id}"
        ):
            import_text(db, text, "again.phh", GAMES)
        again = history.get(import_text(db, text, "again.phh", GAMES, allow_duplicate=True))
        assert again.result is not None
        assert original.result is not None
        assert again.result.fingerprint == original.result.fingerprint
    assert original.result is not None
    assert again.result is not None
    game = original.summary.game
    data = tomllib.loads(text)
    extensions = {k for k in data if k.startswith("_")}
    structure = original.setup.get("betting")
    standard = (game == "plo" and structure in (None, "pot-limit")) or (
        game == "o8" and structure in (None, "fixed-limit")
    )
    assert (not extensions) if standard else ("_game" in extensions)
    if original.result.roll is not None:
        assert data["_roll"] == original.result.roll
    by_seat = dict(zip(original.result.players, original.result.finishing_stacks, strict=True))
    imported = dict(zip(again.result.labels.values(), again.result.finishing_stacks, strict=True))
    assert imported == by_seat
    assert again.result.boards == original.result.boards
    assert again.result.roll == original.result.roll


def test_floor_ruling_goes_out_and_comes_back(tmp_path: Path) -> None:
    with Database.open(tmp_path / "t.sqlite3") as db:
        p = plan(4)
        table = TableJournal(db, GAMES)
        hand = Hand.start(p.setup)
        table.hand_started(1, hand)
        for step in p.steps:
            hand = hand.undo() if step is UNDO else hand.apply(step)
            table.undone(hand) if step is UNDO else table.action_applied(step, hand)
        total = sum((hand.payouts or {}).values())
        floor = Action.floor({p.setup.names[0]: total}, note="dealer exposed a card")
        hand = hand.apply(floor)
        table.action_applied(floor, hand)
        table.hand_finished(hand)
        record = History(db).hands()[-1]
        text = hand_to_phh(History(db).get(record.hand_id), GAMES)
        again = History(db).get(import_text(db, text, "floor.phh", GAMES, allow_duplicate=True))
    data = tomllib.loads(text)
    assert data["_floor_note"] == "dealer exposed a card"
    assert again.result is not None
    assert again.result.floor is not None
    assert again.result.floor.note == "dealer exposed a card"
    assert dict(zip(again.result.labels.values(), again.result.finishing_stacks, strict=True)) == (
        hand.finishing_stacks
    )


HEADS_UP_ANTE = """variant = "PO"
antes = [0, 3]
blinds_or_straddles = [1, 2]
min_bet = 2
starting_stacks = [100, 100]
actions = [
  "d dh p1 AhKhQhJh", "d dh p2 2c3c4c5c",
  "p2 cbr 6", "p1 cbr 18", "p2 cc",
  "d db 7h4d8c", "p1 cbr 10", "p2 cc",
  "d db Td", "p1 cc", "p2 cc",
  "d db 2s", "p1 cc", "p2 cc",
  "p1 sm AhKhQhJh", "p2 sm 2c3c4c5c",
]
finishing_stacks = [69, 131]
"""


def test_heads_up_big_blind_ante_is_imported_and_exported_on_the_big_blinds_entry(tmp_path: Path) -> None:
    with Database.open(tmp_path / "t.sqlite3") as db:
        record = History(db).get(import_text(db, HEADS_UP_ANTE, "hu.phh", GAMES))
        text = hand_to_phh(record, GAMES)
    assert tomllib.loads(text)["antes"] == [0, 3]
    assert _pokerkit_stacks(text) == [69, 131]
    assert _project_stacks(text) == [69, 131]


# -- hands played here: their date, number and seats; never read as another game ----------------


def _played(
    db: Database, game: str, betting: Betting | None = None, times: int = 1, numbers: tuple[int, ...] = ()
) -> list[int]:
    """``times`` three-handed hands of ``game`` at 5/10 dealt here and journaled, each to a
    showdown: Cy's kings win the high, Bob's 7-5-4-3-2 the low when there is one. ``numbers``:
    the seats of Ann, Bob and Cy at a table of nine (else seats 1 to 3 of three)."""
    stacks = {"Ann": 1_000, "Bob": 1_000, "Cy": 1_000}
    seated = tuple(Seat(n, s, numbers[i] if numbers else 0) for i, (n, s) in enumerate(stacks.items()))
    setup = TableSetup(GAMES[game], seated, "Ann", 5, 10, betting=betting, seat_count=9 if numbers else 0)
    steps = [Action.deal_hole(n, parse_cards(c)) for n, c in (("Bob", "Qh Jh 5c 4d"), ("Cy", "As Ah Ks Kd"))]
    steps.append(Action.deal_hole("Ann", parse_cards("Td 9d 6c 6d")))
    steps += [Action.raise_to("Ann", 20), Action.call("Bob"), Action.call("Cy")]
    steps += [Action.deal_board(parse_cards("Kc 8d 3s")), Action.bet("Bob", 10), Action.raise_to("Cy", 20)]
    steps += [Action.call("Ann"), Action.call("Bob"), Action.deal_board(parse_cards("2h"))]
    steps += [Action.check("Bob"), Action.bet("Cy", 20), Action.call("Ann"), Action.call("Bob")]
    steps += [
        Action.deal_board(parse_cards("7c")),
        Action.check("Bob"),
        Action.check("Cy"),
        Action.check("Ann"),
    ]
    steps += [Action.show("Bob"), Action.show("Cy"), Action.show("Ann")]
    table = TableJournal(db, GAMES)
    for number in range(1, times + 1):
        hand = Hand.start(setup)
        table.hand_started(number, hand)
        for step in steps:
            hand = hand.apply(step)
            table.action_applied(step, hand)
        assert hand.is_complete
        table.hand_finished(hand)
    return [summary.hand_id for summary in History(db).hands()[-times:]]


def test_a_hand_played_here_exports_with_its_date_hand_number_and_seats(tmp_path: Path) -> None:
    with Database.open(tmp_path / "t.sqlite3") as db:
        hand_id = _played(db, "plo", times=2)[-1]
        record = History(db).get(hand_id)
        text = hand_to_phh(record, GAMES)
    data = tomllib.loads(text)
    started = datetime.fromisoformat(record.summary.started_at).astimezone()
    assert (data["year"], data["month"], data["day"]) == (started.year, started.month, started.day)
    assert data["time"] == started.time().replace(microsecond=0)
    assert data["time_zone_abbreviation"] == started.tzname()
    assert data["hand"] == record.summary.number == 2
    # p1 is the small blind (Bob, seat 2), then Cy (seat 3), the button Ann (seat 1) last.
    assert (data["players"], data["seats"]) == (["Bob", "Cy", "Ann"], [2, 3, 1])
    assert not {k for k in data if k.startswith("_")}  # all standard fields for a PO hand


def test_a_hand_played_here_exports_the_tables_own_seat_numbers(tmp_path: Path) -> None:
    with Database.open(tmp_path / "t.sqlite3") as db:
        hand_id = _played(db, "plo", numbers=(1, 3, 5))[-1]
        text = hand_to_phh(History(db).get(hand_id), GAMES)
    data = tomllib.loads(text)
    assert (data["players"], data["seats"], data["seat_count"]) == (["Bob", "Cy", "Ann"], [3, 5, 1], 9)


@pytest.mark.slow
@pytest.mark.parametrize(
    ("game", "betting", "variant"),
    [
        ("plo", None, "PO"),
        ("o8", None, "FO/8"),
        ("plo8", Betting.FIXED_LIMIT, "FO/8"),
        ("plo8", None, "_plo8"),
    ],
)
def test_a_hand_played_here_replays_in_pokerkit_to_the_journals_stacks_or_is_refused(
    tmp_path: Path, game: str, betting: Betting | None, variant: str
) -> None:
    """PLO and FO/8 hands (limit O8, and PLO8 dealt fixed-limit) replay in pokerkit to the
    stacks the journal kept; a PLO8 hand, which the standard has no code for, is refused
    (pokerkit paid it as high only)."""
    with Database.open(tmp_path / "t.sqlite3") as db:
        record = History(db).get(_played(db, game, betting)[0])
        text = hand_to_phh(record, GAMES)
    assert record.result is not None
    data = tomllib.loads(text)
    assert data["variant"] == variant
    journal = dict(zip(record.result.players, record.result.finishing_stacks, strict=True))
    assert data["finishing_stacks"] == [journal[name] for name in data["players"]]
    if variant.startswith("_"):
        with pytest.raises(KeyError):
            _pokerkit_stacks(text)
    else:
        assert _pokerkit_stacks(text) == [Decimal(journal[name]) for name in data["players"]]
    assert _project_stacks(text) == [Decimal(journal[name]) for name in data["players"]]
