"""The announcements (issue 26): what the room is told when the level changes, a break
starts and ends, the last hand before a break is dealt, a player is out and in what
place, the next game of a rotation comes, and an all in is called; nothing for the state
found at the start, and an all in called once a street.

The words are checked here; ``test_speech.py`` has them said into WAV files.
"""

from __future__ import annotations

from pathlib import Path

from binglao_tui.core.engine.actions import Action
from binglao_tui.core.tournament.schedule import AnteKind, Level
from binglao_tui.display.announce import ALL_IN_AND_A_CALL, Announcer, Moment, announcements
from binglao_tui.display.app import TableDisplay
from binglao_tui.display.feed import Feed
from binglao_tui.display.settings import DisplaySettings
from binglao_tui.display.speech import Silent
from binglao_tui.session import DealerSession, TournamentSession
from tests.display.helpers import POLL, text, until, visible
from tests.session.tournament_play import GAMES, FakeClock, base_table, book, deal, play_out, tournament
from tests.store.scripted_table import HOLES, dealer, play, table

ONE = Level(1, 10, 100, 200)
TWO = Level(2, 10, 200, 400, 50)


def test_nothing_is_said_at_the_first_look() -> None:
    assert announcements(None, Moment(TWO, on_break=True, out=(("Cat", "4th"),))) == []


def test_the_level_changing() -> None:
    assert announcements(Moment(ONE), Moment(TWO, AnteKind.ANTE)) == [
        "Level 2. The blinds are now 200 and 400, with an ante of 50."
    ]
    assert announcements(Moment(ONE), Moment(TWO, AnteKind.BIG_BLIND_ANTE)) == [
        "Level 2. The blinds are now 200 and 400, with a big blind ante of 50."
    ]


def test_a_break_its_last_hand_and_its_end() -> None:
    playing = Moment(ONE, hand_in_play=True)
    due = Moment(TWO, on_break=True, break_minutes=15, hand_in_play=True)
    assert announcements(playing, due) == ["This is the last hand before the break."]
    on_break = Moment(TWO, on_break=True, break_minutes=15)
    assert announcements(due, on_break) == ["The break starts: 15 minutes."]
    assert announcements(on_break, Moment(TWO)) == [
        "The break is over. Level 2: the blinds are now 200 and 400."
    ]
    assert announcements(Moment(ONE), on_break) == ["The break starts: 15 minutes."]


def test_a_player_out_and_in_what_place() -> None:
    before = Moment(ONE, out=(("Dan", "4th"),))
    after = Moment(ONE, out=(("Dan", "4th"), ("Cat", "3rd")))
    assert announcements(before, after) == ["Cat is out in 3rd place."]


def test_the_next_game_of_a_rotation() -> None:
    assert announcements(Moment(next_game="PLO8"), Moment(next_game="Big O")) == ["The next game is Big O."]
    assert announcements(Moment(next_game="Big O"), Moment(next_game="Big O")) == []


def test_all_in_and_a_call_once_a_street(db_path: Path) -> None:
    heads_up = table(stacks={"Ann": 10, "Bob": 10, "Cat": 10})
    announcer = Announcer()
    with dealer(db_path, heads_up) as session:
        session.deal()
        play(session, ((Action.deal_hole(), 3),))
        said = []
        for step in (
            Action.raise_to("Ann", 7),
            Action.all_in("Bob"),  # a shove: not news yet
            Action.call("Cat"),
            Action.fold("Ann"),  # the same all in, the same street: said once
        ):
            assert session.apply(step) is None
            hand = session.hand
            assert hand is not None
            said.append(announcer.hear(hand, 1, True, None, 0.0))
    assert said == [[], [], [ALL_IN_AND_A_CALL], []]


def test_a_call_on_a_later_street_is_not_an_all_in_called(db_path: Path) -> None:
    """Bob went all in before the flop and was called there; on the flop Cat bets and Dee
    calls Cat's bet: nobody's all in is called on the flop, so nothing is said (the
    served page said it at every call of a hand with a player all in)."""
    from tests.display.table_six import SIX, TO_THE_FLOP_BET

    announcer = Announcer()
    said: list[list[str]] = []
    with dealer(db_path, table("plo", SIX)) as session:
        session.deal()
        for step, _pot in TO_THE_FLOP_BET:
            assert session.apply(step) is None
            hand = session.hand
            assert hand is not None
            said.append(announcer.hear(hand, 1, True, None, 0.0))
        for step in (Action.call("Dee"), Action.fold("Fay"), Action.call("Ann")):
            assert session.apply(step) is None
            hand = session.hand
            assert hand is not None
            said.append(announcer.hear(hand, 1, True, None, 0.0))
    assert [n for n, words in enumerate(said) if words] == [11]  # Cat's call of Bob's all in
    assert said[11] == [ALL_IN_AND_A_CALL]


def test_an_all_in_called_between_two_looks_is_still_said(db_path: Path) -> None:
    """The display looks a few times a second: the call and the next card may both come
    between two looks, and the call is still news."""
    announcer = Announcer()
    with dealer(db_path, table(stacks={"Ann": 10, "Bob": 10})) as session:
        session.deal()
        play(session, ((Action.deal_hole(), 3),))
        hand = session.hand
        assert hand is not None
        assert announcer.hear(hand, 1, True, None, 0.0) == []
        steps = (Action.raise_to("Ann", 6), Action.all_in("Bob"), Action.call("Ann"))
        play(session, tuple((step, 0) for step in steps))
        play(session, ((Action.show("Bob", HOLES["Bob"]), 0), (Action.show("Ann", HOLES["Ann"]), 0)))
        hand = session.hand
        assert hand is not None
        assert announcer.hear(hand, 1, True, None, 0.0) == [ALL_IN_AND_A_CALL]


def test_a_tournament_said_as_it_goes(db_path: Path) -> None:
    """A real tournament through the served page's feed: the level, the all-ins, the
    players out and in what place, the break, in that order."""
    clock = FakeClock()
    session = DealerSession.open(base_table(), db_path, GAMES)
    speaker = Silent()
    try:
        opened = session.opened
        assert opened is not None
        assert opened.db is not None
        director = TournamentSession.create(opened.db, tournament(), now=clock)
        assert isinstance(director, TournamentSession)
        assert director.toggle_clock() is None
        feed = Feed(db_path, GAMES, DisplaySettings(), speaker=speaker, now=clock)
        feed.look()  # the first look: nothing is news
        deal(session, director)
        feed.look()
        clock.advance(10 * 60 + 1)  # level 2 while the hand is played
        feed.look()
        play_out(session)
        feed.look()
        book(session, director)
        feed.look()
        clock.advance(10 * 60)  # the break
        feed.look()
        feed.close()
    finally:
        session.close()
    said = speaker.said
    assert said[0] == "Level 2. The blinds are now 200 and 400."
    assert ALL_IN_AND_A_CALL in said
    outs = [line for line in said if " is out in " in line]
    assert outs, said
    assert all(line.endswith(" place.") for line in outs)
    assert said[-1] == "The break starts: 5 minutes."
    assert b'"said":["The break starts: 5 minutes."]' in feed.payload


async def test_the_terminal_display_shows_what_it_says(db_path: Path) -> None:
    speaker = Silent()
    app = TableDisplay(db_path, games=GAMES, poll_seconds=POLL, speaker=speaker)
    heads_up = table(stacks={"Ann": 10, "Bob": 10})
    async with app.run_test(size=(80, 24)) as pilot:
        with dealer(db_path, heads_up) as session:
            session.deal()
            await until(pilot, lambda: visible(app, "#table"), "the table")
            steps = (Action.deal_hole(), Action.raise_to("Ann", 6), Action.all_in("Bob"), Action.call("Ann"))
            play(session, tuple((step, 0) for step in steps))
            await until(pilot, lambda: visible(app, "#announcement"), "the announcement")
            assert text(app, "#announcement") == ALL_IN_AND_A_CALL
            assert speaker.said == [ALL_IN_AND_A_CALL]
