"""The tournament director's session on a real SQLite file, beside the dealer's session:
every step saved before it is seen, the clock across a restart, blinds per hand, bust-outs,
entries, the prize pool, the deal and the ledger's settlement."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pytest

from binglao_tui.core.tournament.clock import ClockEventKind
from binglao_tui.core.tournament.deal import make_deal
from binglao_tui.core.tournament.entries import EntryKind
from binglao_tui.core.tournament.tournament import DealRecord
from binglao_tui.session import DealerSession, Refusal, RefusalKind, TournamentSession
from binglao_tui.session.tournament_table import _next_seated
from binglao_tui.store.db import Database
from binglao_tui.store.tournament import StepKind, TournamentStore
from binglao_tui.store.tournament_sheet import tournament_sheet
from tests.session.tournament_play import GAMES, T0, FakeClock, base_table, book, deal, play_out, tournament


@pytest.fixture
def clock() -> FakeClock:
    return FakeClock()


@pytest.fixture
def dealer(db_path: Path) -> Iterator[DealerSession]:
    session = DealerSession.open(base_table(), db_path, GAMES)
    yield session
    session.close()


def director_for(dealer: DealerSession, clock: FakeClock) -> TournamentSession:
    opened = dealer.opened
    assert opened is not None
    assert opened.db is not None
    made = TournamentSession.create(opened.db, tournament(), now=clock)
    assert isinstance(made, TournamentSession), made
    return made


def stored(db_path: Path) -> TournamentStore:
    return TournamentStore(Database.open(db_path, read_only=True))


def test_a_new_tournament_is_saved_with_everyone_bought_in_and_the_clock_paused(
    dealer: DealerSession, clock: FakeClock, db_path: Path
) -> None:
    director = director_for(dealer, clock)
    store = stored(db_path)
    saved = store.running()
    assert saved is not None
    assert saved.tournament == director.tournament
    assert [e.player for e in saved.tournament.entries] == ["Ann", "Bob", "Cat", "Dan"]
    assert not saved.tournament.clock.running
    assert saved.tournament.pool.pool == 4 * 2000 - 800  # a 10% fee
    assert [s.kind for s in store.steps(saved.tournament_id)] == [StepKind.CREATED]


def test_each_clock_step_is_in_the_file_before_it_returns(
    dealer: DealerSession, clock: FakeClock, db_path: Path
) -> None:
    director = director_for(dealer, clock)
    assert director.toggle_clock() is None
    clock.advance(90)
    assert director.toggle_clock() is None  # paused after a minute and a half
    saved = stored(db_path).running()
    assert saved is not None
    assert saved.tournament.clock.elapsed(T0 + 10_000) == 90
    clock.advance(600)  # paused time is not counted
    assert director.elapsed == 90


def test_a_running_clock_counts_the_time_the_app_was_closed_and_says_so(
    db_path: Path, clock: FakeClock
) -> None:
    first = DealerSession.open(base_table(), db_path, GAMES)
    director = director_for(first, clock)
    assert director.toggle_clock() is None
    clock.advance(4 * 60)
    director.tick()
    first.close()  # the app is killed or quits with the clock running
    clock.advance(3 * 60)
    again = DealerSession.open(base_table(), db_path, GAMES)
    try:
        assert again.opened is not None
        assert again.opened.db is not None
        resumed = TournamentSession.resume(again.opened.db, now=clock)
        assert isinstance(resumed, TournamentSession)
        assert resumed.elapsed == 7 * 60
        assert resumed.reading.level.number == 1
        assert resumed.reading.left == 3 * 60
        note = resumed.resume_note
        assert note is not None
        assert note.counted == 3 * 60
        assert "kept running while the app was closed (3:00 counted)" in note.text
        assert resumed.tick() == ()  # what happened while closed rings no bell
    finally:
        again.close()


def test_the_time_closed_is_counted_from_the_moment_the_app_stopped_not_its_last_step(
    db_path: Path, clock: FakeClock
) -> None:
    """Issue 22 §5: "Tournament resumed" counted the time closed from the last save. The
    app ran on for ten seconds after its last heartbeat (every 15 seconds then) and was
    killed: the note counted those ten seconds as closed. It now says the app is there
    every second: the count starts when it stopped."""
    first = DealerSession.open(base_table(), db_path, GAMES)
    director = director_for(first, clock)
    assert director.toggle_clock() is None
    clock.advance(4 * 60)
    director.tick()
    for _ in range(10):  # the app runs on, ticking, with no step to save
        clock.advance(1)
        director.tick()
    first.close()  # killed here: a kill closes nothing, and the file holds what was written
    clock.advance(3 * 60)
    again = DealerSession.open(base_table(), db_path, GAMES)
    try:
        assert again.opened is not None
        assert again.opened.db is not None
        resumed = TournamentSession.resume(again.opened.db, now=clock)
        assert isinstance(resumed, TournamentSession)
        note = resumed.resume_note
        assert note is not None
        assert note.away == 3 * 60
        assert "kept running while the app was closed (3:00 counted)" in note.text
        assert resumed.elapsed == 4 * 60 + 10 + 3 * 60  # the clock itself ran on throughout
    finally:
        again.close()


def test_a_paused_clock_stays_where_it_was(db_path: Path, clock: FakeClock) -> None:
    first = DealerSession.open(base_table(), db_path, GAMES)
    director = director_for(first, clock)
    director.toggle_clock()
    clock.advance(125)
    director.toggle_clock()
    first.close()
    clock.advance(3600)
    with Database.open(db_path) as db:
        resumed = TournamentSession.resume(db, now=clock)
        assert isinstance(resumed, TournamentSession)
        assert resumed.elapsed == 125
        assert resumed.resume_note is not None
        assert resumed.resume_note.text.startswith("The clock was paused and still is: level 1")


def test_ticks_bring_the_warning_and_the_level_change_once_each(
    dealer: DealerSession, clock: FakeClock
) -> None:
    director = director_for(dealer, clock)
    director.toggle_clock()
    clock.advance(8 * 60)
    assert director.tick() == ()
    clock.advance(61)
    assert [e.kind for e in director.tick()] == [ClockEventKind.ONE_MINUTE_LEFT]
    assert director.tick() == ()
    clock.advance(60)
    assert [e.kind for e in director.tick()] == [ClockEventKind.LEVEL_STARTED]
    assert director.reading.level.number == 2


def test_a_level_that_starts_during_a_hand_applies_from_the_next_one(
    dealer: DealerSession, clock: FakeClock
) -> None:
    director = director_for(dealer, clock)
    director.toggle_clock()
    clock.advance(9 * 60 + 50)
    deal(dealer, director)
    hand = dealer.hand
    assert hand is not None
    assert (hand.setup.small_blind, hand.setup.big_blind) == (100, 200)
    assert director.next_hand_change(dealer.hand_number) is None
    clock.advance(20)  # level 2 starts in the middle of the hand
    director.tick()
    change = director.next_hand_change(dealer.hand_number)
    assert change is not None
    assert change.number == 2
    assert dealer.hand is not None
    assert dealer.hand.setup.big_blind == 200
    play_out(dealer, folders={"Ann", "Bob", "Cat"})  # they fold to Dan's raise
    book(dealer, director)
    deal(dealer, director)
    assert dealer.hand is not None
    assert (dealer.hand.setup.small_blind, dealer.hand.setup.big_blind) == (200, 400)
    assert director.dealt_level(dealer.hand_number) == 2


def test_two_players_out_in_one_hand_are_placed_by_their_stacks_at_its_start(
    dealer: DealerSession, clock: FakeClock, db_path: Path
) -> None:
    director = director_for(dealer, clock)
    assert director.add_entry("Ann", EntryKind.REBUY) is None  # Ann 4000
    assert director.add_entry("Dan", EntryKind.ADD_ON) is None  # Dan 1500
    deal(dealer, director)  # Dan's button: Ann small blind, Bob big blind
    play_out(dealer, folders={"Bob"})
    booking = book(dealer, director)
    assert [(f.player, f.place) for f in booking.out] == [("Dan", 3), ("Cat", 4)]
    assert not booking.over
    assert director.tournament.alive == ("Ann", "Bob")
    saved = stored(db_path).running()
    assert saved is not None
    assert saved.tournament.standings == director.tournament.standings
    assert dict(director.tournament.stacks) == {"Ann": 6700, "Bob": 800}


def test_entries_only_in_the_periods_the_host_allows(dealer: DealerSession, clock: FakeClock) -> None:
    director = director_for(dealer, clock)
    refusal = director.add_entry("Ann", EntryKind.RE_ENTRY)
    assert isinstance(refusal, Refusal)
    assert "still in" in str(refusal)
    director.toggle_clock()
    clock.advance(26 * 60)  # level 3: rebuys closed after level 2
    refusal = director.add_entry("Bob", EntryKind.REBUY)
    assert isinstance(refusal, Refusal)
    assert str(refusal) == "rebuys closed after level 2"
    assert len(director.tournament.entries) == 4


def test_a_bust_the_history_holds_but_the_tournament_missed_is_booked_on_resume(
    db_path: Path, clock: FakeClock
) -> None:
    first = DealerSession.open(base_table(), db_path, GAMES)
    director = director_for(first, clock)
    deal(first, director)
    play_out(first)  # everyone in: Ann takes it all
    assert first.finish() is not None  # booked in the history; the app dies before the tournament
    first.close()
    again = DealerSession.open(base_table(), db_path, GAMES)
    try:
        assert again.opened is not None
        assert again.opened.db is not None
        resumed = TournamentSession.resume(again.opened.db, now=clock)
        assert isinstance(resumed, TournamentSession)
        assert resumed.finished
        assert TournamentStore(again.opened.db).running() is None
        finished = TournamentStore(again.opened.db).for_session(director.session_id)
        assert finished is not None
        assert finished.finished
        # the three who went out together started it with the same stack: they tie
        assert [(f.player, f.place, f.tied_to) for f in finished.tournament.standings.finishes] == [
            ("Ann", 1, 1),
            ("Bob", 2, 4),
            ("Cat", 2, 4),
            ("Dan", 2, 4),
        ]
    finally:
        again.close()


def test_the_winner_ends_it_and_the_ledger_settles_who_pays_whom(
    dealer: DealerSession, clock: FakeClock, db_path: Path
) -> None:
    director = director_for(dealer, clock)
    assert director.add_entry("Ann", EntryKind.REBUY) is None  # Ann 4000 covers everyone
    assert director.add_entry("Bob", EntryKind.ADD_ON) is None  # Bob 1500: second when all go out
    deal(dealer, director)
    play_out(dealer)
    booking = book(dealer, director)
    assert booking.over
    assert booking.winner == "Ann"
    assert director.finished
    sheet = director.sheet()
    # 11000 collected, 1100 to the house, 9900: 65% and 35% for four entries; Cat and Dan tie
    assert [(line.player, line.place, line.paid, line.won) for line in sheet.lines] == [
        ("Ann", "1st", 4000, 6435),
        ("Bob", "2nd", 3000, 3465),
        ("Cat", "3rd-4th", 2000, 0),
        ("Dan", "3rd-4th", 2000, 0),
    ]
    paid_to: dict[str, int] = {}
    for transfer in sheet.transfers:
        paid_to[transfer.payee] = paid_to.get(transfer.payee, 0) + transfer.amount
    assert paid_to == {"Ann": 2435, "Bob": 465, "the house": 1100}
    assert {t.payer for t in sheet.transfers} == {"Cat", "Dan"}
    with Database.open(db_path, read_only=True) as reader:
        ended = reader.conn.execute("SELECT ended_at FROM sessions WHERE id = ?", (director.session_id,))
        assert ended.fetchone()[0] is not None
    assert isinstance(director.toggle_clock(), Refusal)


def test_a_deal_shares_the_prizes_left_and_ends_it(dealer: DealerSession, clock: FakeClock) -> None:
    director = director_for(dealer, clock)
    t = director.tournament
    stacks = [s for _, s in t.stacks]
    made = make_deal(stacks, t.prizes_left())
    record = DealRecord(t.alive, tuple(line.icm for line in made.lines), "icm")
    assert director.agree_deal(record) is None
    assert director.finished
    sheet = tournament_sheet(director.tournament)
    assert [line.place for line in sheet.lines] == ["deal"] * 4
    assert sum(line.won for line in sheet.lines) == 7200
    assert sheet.transfers


def test_a_deal_that_does_not_share_the_prizes_left_is_refused(
    dealer: DealerSession, clock: FakeClock
) -> None:
    director = director_for(dealer, clock)
    t = director.tournament
    refusal = director.agree_deal(DealRecord(t.alive, (1000, 1000, 1000, 1000), "chip-chop"))
    assert isinstance(refusal, Refusal)
    assert "7200 are still to be won" in str(refusal)
    assert not director.finished


def test_a_step_the_file_cannot_take_is_refused_and_nothing_changes(
    dealer: DealerSession, clock: FakeClock, db_path: Path
) -> None:
    director = director_for(dealer, clock)
    before = director.tournament
    opened = dealer.opened
    assert opened is not None
    assert opened.db is not None
    opened.db.conn.execute("PRAGMA query_only = ON")  # the file refuses every write from now
    refusal = director.toggle_clock()
    assert isinstance(refusal, Refusal)
    assert refusal.kind is RefusalKind.NOT_SAVED
    assert director.tournament == before
    assert not director.clock.running


def test_the_button_passes_to_the_next_seated_player_clockwise() -> None:
    order = ["Ann", "Bob", "Cat", "Dan"]
    assert _next_seated(order, "Bob", ["Ann", "Dan"]) == "Dan"  # Cat busted: past his seat
    assert _next_seated(order, "Dan", ["Bob", "Cat"]) == "Bob"  # round the table
    assert _next_seated(order, "Eve", ["Cat", "Dan"]) == "Cat"  # a name the order lacks: the first
