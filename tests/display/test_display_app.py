"""The table display (Pilot) following a database the dealer's session writes as it deals.

No mocks: each test opens the dealer's own :class:`~binglao_tui.session.DealerSession` on a
real SQLite file, commits steps through it, and waits for the display (another connection,
read-only) to show them.
"""

from __future__ import annotations

import hashlib
from pathlib import Path

import pytest

from binglao_tui.core.engine.actions import Action
from binglao_tui.display.app import TableDisplay
from binglao_tui.display.settings import DisplaySettings
from binglao_tui.store.db import Database
from binglao_tui.store.errors import DatabaseInUse
from binglao_tui.store.ledger import Ledger
from tests.display.helpers import POLL, pot, text, until, visible
from tests.store.scripted_table import (
    FLOP_BETTING,
    GAMES,
    HOLES,
    PREFLOP,
    SHOWDOWN,
    TO_THE_SHOWDOWN,
    WHOLE_HAND,
    dealer,
    play,
    table,
)

FLOP_TEXT = "T♥ 7♦ 2♣"


def display(db_path: Path, **settings: object) -> TableDisplay:
    return TableDisplay(db_path, games=GAMES, settings=DisplaySettings(**settings), poll_seconds=POLL)  # type: ignore[arg-type]


def digest(folder: Path) -> dict[str, str]:
    """The database, its WAL and the lock file by content (not SQLite's ``-shm`` index)."""
    return {
        p.name: hashlib.sha256(p.read_bytes()).hexdigest()
        for p in sorted(folder.iterdir())
        if not p.name.endswith("-shm")
    }


async def test_before_the_dealer_starts_it_waits_and_creates_nothing(db_path: Path) -> None:
    app = display(db_path)
    async with app.run_test(size=(80, 24)) as pilot:
        await until(pilot, lambda: "Waiting for the dealer" in text(app, "#waiting"), "waiting")
        assert not visible(app, "#table")
        with dealer(db_path) as session:  # the dealer's app opens after the display
            await until(pilot, lambda: "deal the first hand" in text(app, "#waiting"), "no hand yet")
            session.deal()
            await until(pilot, lambda: visible(app, "#table") and pot(app) == "3", "the blinds")


async def test_the_pot_and_the_board_after_every_step(db_path: Path) -> None:
    app = display(db_path)
    async with app.run_test(size=(80, 24)) as pilot:
        with dealer(db_path) as session:
            session.deal()
            await until(pilot, lambda: pot(app) == "3", "the blinds in")
            assert "Pot-Limit Omaha · hand 1 · 4 cards each, high only" in text(app, "#game")
            assert "Blinds 1/2 · pot-limit" in text(app, "#stakes")
            assert "button Ann, SB Bob, BB Cat" in text(app, "#stakes")
            for number, (action, chips) in enumerate(WHOLE_HAND[:-1], start=1):
                assert session.apply(action) is None

                def at_step(n: int = number) -> bool:
                    return app.followed is not None and app.followed.steps == n

                await until(pilot, at_step, "the step")
                assert pot(app) == str(chips), action
            board = text(app, "#board")
            assert board == "▒ T♥ 7♦ 2♣  ▒ 5♠  ▒ 9♥"  # each street behind its burn


async def test_what_the_player_to_act_faces(db_path: Path) -> None:
    app = display(db_path)
    async with app.run_test(size=(80, 24)) as pilot:
        with dealer(db_path) as session:
            session.deal()
            play(session, PREFLOP + FLOP_BETTING[:4])  # Ann bets 21 into 21 on the flop
            await until(pilot, lambda: pot(app) == "42", "Ann's bet")
            options = session.hand.legal() if session.hand else None
            assert options is not None
            assert text(app, "#now") == "Bob to act: fold, call 21 or raise to 42 to 84"
            figures = [app.query_one(f"#{name} Digits").value for name in ("to-call", "min", "max")]  # type: ignore[attr-defined]
            assert figures == [str(options.to_call), str(options.min_raise_to), str(options.max_raise_to)]
            assert text(app, "#arithmetic") == options.arithmetic
            assert text(app, "#last") == "Last: Ann bets 21"
            seats = text(app, "#seats").splitlines()
            assert seats[2].startswith("▶  2 SB Bob")  # numbered as the table's seats
            assert "21" in seats[1]  # Ann's bet in front


async def test_hole_cards_stay_face_down_until_the_dealer_enters_them_as_shown(db_path: Path) -> None:
    app = display(db_path)
    async with app.run_test(size=(80, 24)) as pilot:
        with dealer(db_path) as session:
            session.deal()
            play(session, PREFLOP[:1])  # Ann's cards entered at the deal
            await until(pilot, lambda: "Hole cards dealt to Ann" in text(app, "#last"), "the deal")
            play(session, PREFLOP[1:] + FLOP_BETTING + TO_THE_SHOWDOWN)
            await until(pilot, lambda: "shows first" in text(app, "#now"), "the showdown")
            shown = app.shown_text()
            for hole in HOLES.values():
                assert all(card.pretty not in shown for card in hole if card.pretty not in "T♥ 7♦ 2♣ 5♠ 9♥")
            assert "▒▒ ▒▒ ▒▒ ▒▒" in text(app, "#seats")
            play(session, SHOWDOWN[:1])  # Bob tables his hand
            await until(pilot, lambda: "J♠ T♦ 9♠ 8♥" in text(app, "#seats"), "Bob's cards")
            assert "A♠ A♥ K♦ Q♣" not in app.shown_text()  # Ann has not shown yet


async def test_the_ruling_winners_cards_used_and_awards(db_path: Path) -> None:
    app = display(db_path)
    async with app.run_test(size=(80, 24)) as pilot:
        with dealer(db_path) as session:
            session.deal()
            play(session, WHOLE_HAND)
            await until(pilot, lambda: visible(app, "#outcome"), "the ruling")
            outcome = text(app, "#outcome").splitlines()
            assert outcome[0] == "Pot 63  → Bob 63"
            assert outcome[1] == "★ Bob  high  Jack-high straight  J♠ 8♥ + T♥ 7♦ 9♥"
            assert outcome[2] == "  Ann  high  Pair of aces  A♠ A♥ + T♥ 7♦ 9♥"
            assert text(app, "#now") == "Hand 1 is over"
            assert pot(app) == "63"
            assert "+63" in text(app, "#seats")
            session.finish()  # between hands: the last finished hand stays up
            await until(pilot, lambda: "waiting for the next deal" in text(app, "#now"), "between hands")
            assert text(app, "#outcome").startswith("Pot 63  → Bob 63")
            session.deal()
            await until(pilot, lambda: "hand 2" in text(app, "#game"), "the next hand")
            assert not visible(app, "#outcome")


async def test_a_hand_won_without_a_showdown(db_path: Path) -> None:
    app = display(db_path)
    async with app.run_test(size=(80, 24)) as pilot:
        with dealer(db_path) as session:
            session.deal()
            play(session, ((Action.deal_hole(), 3), (Action.fold("Ann"), 3), (Action.fold("Bob"), 3)))
            await until(pilot, lambda: visible(app, "#outcome"), "the award")
            assert text(app, "#outcome") == "Cat wins 2: everyone else folded; 1 uncalled back to Cat"


async def test_an_undo_is_shown_as_taken_back(db_path: Path) -> None:
    app = display(db_path)
    async with app.run_test(size=(80, 24)) as pilot:
        with dealer(db_path) as session:
            session.deal()
            play(session, PREFLOP[:4])
            await until(pilot, lambda: pot(app) == "10", "Ann's raise")
            assert session.undo() is None
            await until(pilot, lambda: pot(app) == "3", "the undo")
            assert text(app, "#last") == "Taken back: Ann raises to 7"


async def test_the_dealer_closing_and_coming_back(db_path: Path) -> None:
    app = display(db_path)
    async with app.run_test(size=(80, 24)) as pilot:
        with dealer(db_path) as session:
            session.deal()
            play(session, PREFLOP)
            await until(pilot, lambda: pot(app) == "21", "preflop")
            assert not visible(app, "#away")
        await until(pilot, lambda: visible(app, "#away"), "the dealer gone")
        assert text(app, "#away") == "The dealer's app is closed: waiting for the dealer."
        assert pot(app) == "21"  # the hand in play stays up: it resumes where it stopped
        with dealer(db_path) as session:
            assert session.resume() is None
            await until(pilot, lambda: not visible(app, "#away"), "the dealer back")
            play(session, FLOP_BETTING[:1])
            await until(pilot, lambda: FLOP_TEXT in text(app, "#board"), "the flop")


async def test_the_display_never_writes_and_the_dealer_keeps_the_lock(db_path: Path) -> None:
    with dealer(db_path) as session:
        session.deal()
        play(session, PREFLOP)
        before = digest(db_path.parent)
        app = display(db_path)
        async with app.run_test(size=(80, 24)) as pilot:
            await until(pilot, lambda: pot(app) == "21", "the hand")
            await pilot.pause(10 * POLL)
            assert digest(db_path.parent) == before
            with pytest.raises(DatabaseInUse):
                Database.open(db_path)
            play(session, FLOP_BETTING[:1])  # the dealer still writes while it watches
            await until(pilot, lambda: FLOP_TEXT in text(app, "#board"), "the flop")
    closed = {p.name for p in db_path.parent.iterdir()}
    contents = digest(db_path.parent)
    app = display(db_path)
    async with app.run_test(size=(80, 24)) as pilot:  # the dealer's app closed: read as it lies
        await until(pilot, lambda: FLOP_TEXT in text(app, "#board"), "the flop")
        await pilot.pause(10 * POLL)
    assert {p.name for p in db_path.parent.iterdir()} == closed
    assert digest(db_path.parent) == contents


async def test_hide_stacks(db_path: Path) -> None:
    app = display(db_path, hide_stacks=True)
    async with app.run_test(size=(80, 24)) as pilot:
        with dealer(db_path, table(stacks={"Ann": 321, "Bob": 654, "Cat": 987})) as session:
            session.deal()
            play(session, PREFLOP[:4])
            await until(pilot, lambda: pot(app) == "10", "Ann's raise")
            seats = text(app, "#seats")
            assert "Stack" not in seats
            assert all(str(chips) not in seats for chips in (321 - 7, 653, 985))
            assert "7" in seats.splitlines()[1]  # the bet in front still shows


async def test_big_pot_only(db_path: Path) -> None:
    app = display(db_path, big_pot_only=True)
    async with app.run_test(size=(40, 12)) as pilot:
        with dealer(db_path) as session:
            session.deal()
            play(session, PREFLOP[:4])
            await until(
                pilot, lambda: app.query_one("#big-pot").render() is not None and visible(app, "#big"), "big"
            )
            await until(pilot, lambda: "10" in app.shown_text(), "the pot")
            assert not visible(app, "#table")
            assert app.shown_text().splitlines() == ["Pot-Limit Omaha · hand 1 · preflop · Bob to act", "10"]


async def test_following_a_given_session(db_path: Path) -> None:
    with dealer(db_path) as session:
        session.deal()
        play(session, WHOLE_HAND)
        session.finish()
        opened = session.opened
        assert opened is not None
        assert opened.db is not None
        Ledger(opened.db).end_session(1)
        session.deal()  # session 2 begins
        pinned, latest = display(db_path, session=1), display(db_path)
        async with pinned.run_test(size=(80, 24)) as pilot:
            await until(pilot, lambda: "the session is over" in text(pinned, "#now"), "session 1")
        async with latest.run_test(size=(80, 24)) as pilot:
            await until(pilot, lambda: pot(latest) == "3", "session 2's hand")


SIX = {"Ann": 200, "Bob": 200, "Cat": 200, "Dee": 200, "Eve": 200, "Fay": 200}


@pytest.mark.parametrize("size", [(40, 40), (80, 24), (120, 36)])
async def test_six_seats_and_the_figures_fit_the_screen(db_path: Path, size: tuple[int, int]) -> None:
    app = display(db_path)
    async with app.run_test(size=size) as pilot:
        with dealer(db_path, table("binglao", SIX)) as session:
            session.deal()
            play(session, ((Action.roll(3), 3), (Action.deal_hole(), 3), (Action.raise_to("Dee", 7), 10)))
            await until(pilot, lambda: pot(app) == "10", "Dee's raise")
            # laid out: the table may have been hidden (waiting for the deal) until this redraw
            await until(pilot, lambda: app.query_one("#seats").region.height > 0, "the seats laid out")
            assert "Roll 3: 6 cards each, high-low eight-or-better" in text(app, "#game")
            for selector in (
                "#game",
                "#stakes",
                "#pot-box",
                "#board-box",
                "#seats",
                "#figures",
                "#arithmetic",
                "#last",
            ):
                region = app.query_one(selector).region
                assert region.bottom <= size[1], selector
                assert region.right <= size[0], selector
            assert app.query_one("#seats").region.height == 7  # a line a seat, none wrapped


async def test_the_equity_of_an_all_in_once_every_hand_is_tabled(db_path: Path) -> None:
    from binglao_tui.core.equity import AllInPlayer, all_in_equity

    heads_up = table(stacks={"Ann": 10, "Bob": 10})
    app = display(db_path)
    async with app.run_test(size=(80, 24)) as pilot:
        with dealer(db_path, heads_up) as session:
            session.deal()
            steps = (
                (Action.deal_hole("Bob", HOLES["Bob"]), 3),
                (Action.deal_hole("Ann", HOLES["Ann"]), 3),
                (Action.raise_to("Ann", 6), 8),
                (Action.all_in("Bob"), 16),
                (Action.call("Ann"), 20),
                (Action.show("Ann"), 20),
            )
            play(session, steps)
            await until(pilot, lambda: "A♠ A♥ K♦ Q♣" in text(app, "#seats"), "Ann's cards")
            await pilot.pause(10 * POLL)
            assert not visible(app, "#equity")  # Bob's hand is still face down: nothing to count
            play(session, ((Action.show("Bob"), 20),))
            await until(pilot, lambda: "boards" in text(app, "#equity"), "the equity")
            expected = all_in_equity(
                heads_up.game,
                [AllInPlayer("Ann", HOLES["Ann"], 10), AllInPlayer("Bob", HOLES["Bob"], 10)],
                button="Ann",
            )
            shares = " · ".join(f"{p.name} {float(p.equity) * 100:.2f}%" for p in expected.players)
            assert text(app, "#equity") == f"All in · equity: {shares}  ({expected.boards:,} boards)"
            play(session, FLOP_BETTING[:1])
            await until(pilot, lambda: "(820 boards)" in text(app, "#equity"), "the equity on the flop")


async def test_run_twice_shows_each_boards_equity(db_path: Path) -> None:
    heads_up = table(stacks={"Ann": 10, "Bob": 10})
    app = display(db_path)
    async with app.run_test(size=(80, 24)) as pilot:
        with dealer(db_path, heads_up) as session:
            session.deal()
            steps = (
                (Action.deal_hole("Bob", HOLES["Bob"]), 3),
                (Action.deal_hole("Ann", HOLES["Ann"]), 3),
                (Action.raise_to("Ann", 6), 8),
                (Action.all_in("Bob"), 16),
                (Action.call("Ann"), 20),
                (Action.show("Ann"), 20),
                (Action.show("Bob"), 20),
                (Action.run_twice(), 20),
            )
            play(session, steps)
            await until(pilot, lambda: "Board 2" in text(app, "#equity"), "each board's equity")
            await until(pilot, lambda: "counting" not in text(app, "#equity"), "the count")
            first, second = text(app, "#equity").splitlines()
            assert first.startswith("Board 1 · equity: Ann ")
            assert first.endswith("(1,086,008 boards)")
            assert second.startswith("Board 2 · equity: Ann ")
            play(session, FLOP_BETTING[:1])
            await until(pilot, lambda: "(820 boards)" in text(app, "#equity"), "board 1 on the flop")
            first, second = text(app, "#equity").splitlines()
            assert first.startswith("Board 1 · equity: ")
            assert second.endswith("(749,398 boards)")  # board 2 from a deck without board 1's flop
