"""The journal hooked to the engine: every step committed, a hand resumed to the same state."""

from __future__ import annotations

from pathlib import Path

import pytest

from binglao_tui.core.engine.actions import Action
from binglao_tui.core.engine.hand import Hand
from binglao_tui.store.db import Database
from binglao_tui.store.errors import StoreError
from binglao_tui.store.history import History
from binglao_tui.store.journal import HandStatus, JournalKind
from binglao_tui.store.ledger import Ledger
from binglao_tui.store.recording import TableJournal
from tests.store.store_dealer import GAMES, UNDO, plan, play, state_of


def _drive(table: TableJournal, seed: int, stop: int | None = None) -> Hand:
    """Play planned hand ``seed`` through the recorder as the app does, up to ``stop`` steps."""
    p = plan(seed)
    hand = Hand.start(p.setup)
    table.hand_started(1, hand)
    for step in p.steps[:stop]:
        if step is UNDO:
            hand = hand.undo()
            table.undone(hand)
        else:
            hand = hand.apply(step)
            table.action_applied(step, hand)
    if stop is None:
        table.hand_finished(hand)
    return hand


@pytest.mark.parametrize("seed", range(12))
def test_resume_mid_hand_gives_the_identical_state(db_path: Path, seed: int) -> None:
    p = plan(seed)
    stop = len(p.steps) // 2
    with Database.open(db_path) as db:
        _drive(TableJournal(db, GAMES), seed, stop)
    with Database.open(db_path) as db:
        resumed = TableJournal(db, GAMES).resume()
    assert resumed is not None
    assert state_of(resumed) == state_of(play(p.setup, p.steps[:stop]))


def test_resumed_hand_carries_on_into_the_history(db_path: Path) -> None:
    p = plan(3)
    stop = len(p.steps) // 2
    with Database.open(db_path) as db:
        _drive(TableJournal(db, GAMES), 3, stop)
    with Database.open(db_path) as db:
        table = TableJournal(db, GAMES)
        hand = table.resume()
        assert hand is not None
        for step in p.steps[stop:]:
            if step is UNDO:
                hand = hand.undo()
                table.undone(hand)
            else:
                hand = hand.apply(step)
                table.action_applied(step, hand)
        table.hand_finished(hand)
        assert table.unfinished() is None
        [summary] = History(db).hands()
        record = History(db).get(summary.hand_id)
    assert record.result is not None
    finishing = play(p.setup, p.steps).finishing_stacks
    assert finishing is not None
    assert record.result.finishing_stacks == tuple(finishing[n] for n in p.setup.names)
    assert record.summary.status is HandStatus.FINISHED
    assert [Action.from_dict(a) for a in record.actions] == list(play(p.setup, p.steps).actions)


def test_history_keeps_game_roll_board_shown_pots_ruling_payouts(db: Database) -> None:
    table = TableJournal(db, GAMES)
    seeds = range(20)
    for seed in seeds:
        _drive(table, seed)
    history = History(db)
    hands = history.hands()
    assert len(hands) == len(seeds)
    for seed, summary in zip(seeds, hands, strict=True):
        final = play(plan(seed).setup, plan(seed).steps)
        result = history.get(summary.hand_id).result
        assert result is not None
        assert summary.game == final.setup.game.id
        assert result.roll == final.roll
        assert result.boards == tuple(tuple(str(c) for c in b) for b in final.boards)
        assert result.payouts == final.payouts
        assert set(result.shown) == {p.name for p in final.players if p.shown}
        assert sum(pot.amount for pot in result.pots) == sum(final.payouts.values())
        assert len(result.rulings) == len(final.rulings)
        assert sum(result.finishing_stacks) == sum(result.starting_stacks)


def test_ledger_follows_the_hands_and_balances(db: Database) -> None:
    table = TableJournal(db, GAMES)
    for seed in range(8):
        _drive(table, seed)
    assert table.session_id is not None
    sheet = Ledger(db).sheet(table.session_id)
    assert sheet.hands == 8
    assert sheet.problem is None
    assert sum(line.net for line in sheet.players) == 0


def test_misdeal_voids_the_hand_and_the_next_one_starts_clean(db: Database) -> None:
    table = TableJournal(db, GAMES)
    hand = _drive(table, 5, stop=6)
    table.misdealt(hand)
    assert table.unfinished() is None
    _drive(table, 6)
    hands = History(db).hands()
    assert [h.number for h in hands] == [1]  # the deal that replaces a void hand takes its number


def test_floor_ruling_is_journaled_and_kept_in_the_result(db: Database) -> None:
    table = TableJournal(db, GAMES)
    hand = _drive(table, 2, stop=len(plan(2).steps))
    payouts = hand.payouts
    assert payouts is not None
    winners = [n for n, v in payouts.items() if v]
    total = sum(payouts.values())
    floor = Action.floor({winners[0]: total}, note="the floor gives it all to one player")
    hand = hand.apply(floor)
    table.action_applied(floor, hand)
    journaled = table.journal.hand(table._current())
    assert journaled.entries[-1].kind is JournalKind.FLOOR
    table.hand_finished(hand)
    record = History(db).get(journaled.hand_id)
    assert record.result is not None
    assert record.result.floor == floor
    assert record.result.payouts == {**dict.fromkeys(payouts, 0), winners[0]: total}


def test_table_changed_before_the_deal_replaces_the_unplayed_hand(db: Database) -> None:
    table = TableJournal(db, GAMES)
    setup = plan(1).setup
    table.hand_started(1, Hand.start(setup))
    table.hand_started(1, Hand.start(setup))
    rows = db.conn.execute("SELECT count(*) FROM hands").fetchone()[0]
    assert rows == 1


def test_journal_refuses_a_step_with_no_hand(db: Database) -> None:
    table = TableJournal(db, GAMES)
    with pytest.raises(StoreError, match="no hand is being journaled"):
        table.undone(Hand.start(plan(1).setup))


def test_second_app_on_the_same_file_cannot_journal(db_path: Path) -> None:
    with Database.open(db_path) as db:
        _drive(TableJournal(db, GAMES), 1, stop=4)
        reader = Database.open(db_path, read_only=True)
        with reader:
            table = TableJournal(reader, GAMES)
            assert table.unfinished() is not None
            with pytest.raises(StoreError, match="read-only"):
                table.hand_started(1, Hand.start(plan(1).setup))


def test_ending_the_session_starts_a_new_one_with_every_stack_bought_in(db: Database) -> None:
    table = TableJournal(db, GAMES)
    _drive(table, 1)
    first = table.session_id
    assert first is not None
    Ledger(db).end_session(first)
    _drive(table, 2)
    assert table.session_id not in (None, first)
    assert table.session_id is not None
    sheet = Ledger(db).sheet(table.session_id)
    assert sheet.hands == 1
    assert {line.player: line.buy_ins for line in sheet.players} == plan(2).setup.stacks
