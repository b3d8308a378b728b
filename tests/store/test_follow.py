"""The follower: the dealer's journal read from beside the dealer's app, never written.

Every database here is written by the dealer's own session (``scripted_table``); the
follower reads the same file as the table display does, and the tests check both what it
sees and that the file, its WAL and the dealer's lock are exactly as the dealer left them.
"""

from __future__ import annotations

import hashlib
from pathlib import Path

import pytest

from binglao_tui.core.engine.actions import Action
from binglao_tui.session import Booked
from binglao_tui.store.db import Database, set_aside
from binglao_tui.store.errors import DatabaseInUse
from binglao_tui.store.follow import Followed, Follower, Following, dealer_present, lock_path
from tests.store.scripted_table import FLOP_BETTING, PREFLOP, SHOWDOWN, TO_THE_SHOWDOWN, dealer, play, table


def files(folder: Path) -> dict[str, str]:
    """Every file in ``folder`` with a digest of its bytes."""
    return {p.name: hashlib.sha256(p.read_bytes()).hexdigest() for p in sorted(folder.iterdir())}


def content(folder: Path) -> dict[str, str]:
    """The database, its WAL and the lock file (the ``-shm`` index is SQLite's shared memory:
    a WAL reader marks its place there, and it holds none of the data)."""
    return {name: digest for name, digest in files(folder).items() if not name.endswith("-shm")}


def news(follower: Follower) -> Followed:
    seen = follower.poll()
    assert seen is not None
    return seen


def test_no_file_yet_is_waiting_for_the_dealer_and_creates_nothing(db_path: Path) -> None:
    follower = Follower(db_path)
    seen = news(follower)
    assert seen.state is Following.NO_FILE
    assert seen.waiting is not None
    assert seen.waiting.startswith("Waiting for the dealer")
    assert follower.poll() is None  # nothing changed: no news
    follower.close()
    assert not db_path.parent.exists() or files(db_path.parent) == {}


def test_each_committed_step_is_news_and_nothing_else_is(db_path: Path) -> None:
    follower = Follower(db_path)
    with dealer(db_path) as session:
        assert news(follower).state is Following.NO_HAND
        session.deal()
        seen = news(follower)
        assert seen.state is Following.IN_PLAY
        assert seen.hand is not None
        assert seen.hand.pot_total == 3
        assert seen.number == 1
        assert seen.dealer_here is True
        for action, pot in PREFLOP + FLOP_BETTING:
            assert session.apply(action) is None
            seen = news(follower)
            assert seen.hand is not None
            assert seen.hand.pot_total == pot
            assert seen.hand.actions[-1] == action
            assert follower.poll() is None
    follower.close()


def test_the_file_the_wal_and_the_lock_are_untouched_while_the_dealer_plays(db_path: Path) -> None:
    follower = Follower(db_path)
    with dealer(db_path) as session:
        session.deal()
        play(session, PREFLOP)
        before = content(db_path.parent)
        assert f"{db_path.name}-wal" in before
        for _ in range(5):
            follower.poll()
        assert content(db_path.parent) == before
        with pytest.raises(DatabaseInUse):  # the dealer's app still holds its lock
            Database.open(db_path)
        play(session, FLOP_BETTING)  # and can still write
        assert news(follower).hand is not None
    follower.close()


def test_with_the_dealer_gone_the_file_is_read_as_it_lies(db_path: Path) -> None:
    with dealer(db_path) as session:
        session.deal()
        play(session, PREFLOP)
    before = files(db_path.parent)
    assert f"{db_path.name}-wal" not in before  # the dealer's app checkpointed and closed
    follower = Follower(db_path)
    seen = news(follower)
    assert seen.state is Following.IN_PLAY
    assert seen.dealer_here is False
    assert seen.hand is not None
    assert seen.hand.pot_total == 21
    for _ in range(3):
        assert follower.poll() is None
    follower.close()
    assert files(db_path.parent) == before  # not even an empty WAL or index file


def test_the_dealer_closing_and_opening_again(db_path: Path) -> None:
    follower = Follower(db_path)
    with dealer(db_path) as session:
        session.deal()
        play(session, PREFLOP)
        assert news(follower).dealer_here is True
    seen = news(follower)
    assert seen.dealer_here is False
    assert seen.state is Following.IN_PLAY
    with dealer(db_path) as session:
        assert session.resume() is None
        seen = news(follower)
        assert seen.dealer_here is True
        play(session, FLOP_BETTING[:1])
        seen = news(follower)
        assert seen.hand is not None
        assert len(seen.hand.board) == 3
    follower.close()


def test_the_dealer_opening_after_the_display(db_path: Path) -> None:
    with dealer(db_path) as session:  # last night's file, closed
        session.deal()
        play(session, PREFLOP + FLOP_BETTING + TO_THE_SHOWDOWN + SHOWDOWN)
        assert isinstance(session.finish(), Booked)
    follower = Follower(db_path)
    assert news(follower).state is Following.FINISHED
    with dealer(db_path, table(button="Bob")) as session:  # the dealer comes back: no WAL before
        session.deal()
        seen = news(follower)
        assert seen.state is Following.IN_PLAY
        assert seen.number == 2
    follower.close()


def test_between_hands_the_last_finished_hand_with_its_ruling(db_path: Path) -> None:
    follower = Follower(db_path)
    with dealer(db_path) as session:
        session.deal()
        play(session, PREFLOP + FLOP_BETTING + TO_THE_SHOWDOWN + SHOWDOWN)
        seen = news(follower)
        assert seen.state is Following.IN_PLAY
        assert seen.hand is not None
        assert seen.hand.is_complete
        session.finish()
        seen = news(follower)
        assert seen.state is Following.FINISHED
        assert seen.number == 1
        assert seen.hand is not None
        assert seen.hand.payouts == {"Ann": 0, "Bob": 63, "Cat": 0}
        assert seen.hand.rulings[0].pots[0].high_winners == ("Bob",)
        session.deal()
        seen = news(follower)
        assert seen.state is Following.IN_PLAY
        assert seen.number == 2
    follower.close()


def test_an_undo_says_what_was_taken_back(db_path: Path) -> None:
    follower = Follower(db_path)
    with dealer(db_path) as session:
        session.deal()
        play(session, PREFLOP[:4])
        assert news(follower).undone is None
        session.undo()
        seen = news(follower)
        assert seen.undone == Action.raise_to("Ann", 7)
        assert seen.hand is not None
        assert seen.hand.pot_total == 3
    follower.close()


def test_a_misdeal_shows_the_hand_dealt_again(db_path: Path) -> None:
    follower = Follower(db_path)
    with dealer(db_path) as session:
        session.deal()
        play(session, PREFLOP[:4])
        first = news(follower)
        session.misdeal()
        seen = news(follower)
        assert seen.state is Following.IN_PLAY
        assert seen.hand_id != first.hand_id
        assert seen.number == 1
        assert seen.hand is not None
        assert not seen.hand.actions
    follower.close()


def test_following_a_given_session(db_path: Path) -> None:
    from binglao_tui.store.ledger import Ledger

    with dealer(db_path) as session:
        session.deal()
        play(session, PREFLOP + FLOP_BETTING + TO_THE_SHOWDOWN + SHOWDOWN)
        session.finish()
        opened = session.opened
        assert opened is not None
        assert opened.db is not None
        Ledger(opened.db).end_session(1)
        session.deal()  # the first hand of session 2
    pinned, latest = Follower(db_path, session=1), Follower(db_path)
    first, second = news(pinned), news(latest)
    assert (first.state, first.session_id, first.session_ended) == (Following.FINISHED, 1, True)
    assert (second.state, second.session_id) == (Following.IN_PLAY, 2)
    pinned.close()
    latest.close()
    missing = Follower(db_path, session=7)
    seen = news(missing)
    assert seen.state is Following.NO_HAND
    assert seen.waiting is not None
    assert "session 7" in seen.waiting
    missing.close()


def test_a_damaged_file_is_reported_and_left_as_it_is(db_path: Path) -> None:
    db_path.parent.mkdir(parents=True, exist_ok=True)
    db_path.write_bytes(b"not a database at all, just words" * 100)
    before = files(db_path.parent)
    follower = Follower(db_path)
    seen = news(follower)
    assert seen.state is Following.UNREADABLE
    assert seen.waiting == f"Waiting for the dealer: {db_path} is not an SQLite file"
    assert follower.poll() is None
    follower.close()
    assert files(db_path.parent) == before


def test_a_file_moved_aside_and_started_afresh(db_path: Path) -> None:
    follower = Follower(db_path)
    with dealer(db_path) as session:
        session.deal()
        play(session, PREFLOP)
    assert news(follower).state is Following.IN_PLAY
    set_aside(db_path)  # what the dealer's app does with a damaged file, when told to
    assert news(follower).state is Following.NO_FILE
    with dealer(db_path) as session:
        assert news(follower).state is Following.NO_HAND
        session.deal()
        seen = news(follower)
        assert seen.state is Following.IN_PLAY
        assert seen.hand is not None
        assert not seen.hand.actions
    follower.close()


def test_dealer_present_reads_the_lock_without_taking_it(db_path: Path) -> None:
    assert dealer_present(db_path) is False  # no lock file at all
    with dealer(db_path):
        before = lock_path(db_path).read_bytes()
        assert dealer_present(db_path) is True
        assert lock_path(db_path).read_bytes() == before
    assert dealer_present(db_path) is False  # the lock file stays, but nobody holds it
