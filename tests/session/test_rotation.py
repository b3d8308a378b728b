"""A rotation of games at the dealer's session: each hand dealt as the rotation's game at
its stakes, the dealer's choice made before the hand it picks, and the rotation kept in the
journal so that a new run (after a kill between hands or mid-hand) takes it up exactly.

The table: a 9-seat table with Ann (seat 1, button), Bob (3), Cat (5), Dan (7).
"""

from __future__ import annotations

from pathlib import Path

from binglao_tui.core.engine.actions import Action
from binglao_tui.core.engine.table import Seat, TableSetup
from binglao_tui.core.mixed import Choice, GameStakes, Rotation
from binglao_tui.core.rules import HouseRules
from binglao_tui.session import Booked, DealerSession, Refusal
from tests.session.session_play import GAMES

SEATED = (Seat("Ann", 500, 1), Seat("Bob", 500, 3), Seat("Cat", 500, 5), Seat("Dan", 500, 7))


def _mixed(every: int | None = None, choice: Choice = Choice.FIXED) -> Rotation:
    return Rotation(
        (
            GameStakes.of(GAMES["plo8"], blinds=(5, 10)),
            GameStakes.of(GAMES["o8"], bets=(10, 20)),
            GameStakes.of(GAMES["big-o"], blinds=(10, 20)),
        ),
        every_hands=every,
        choice=choice,
    )


def _open(db: Path) -> DealerSession:
    return DealerSession.open(TableSetup(GAMES["plo"], SEATED, "Ann", 1, 2, seat_count=9), db, GAMES)


def _fold_round(session: DealerSession) -> Booked:
    """Deal a hand, everyone folds to the big blind, book it."""
    assert session.deal() is None
    assert session.apply(Action.deal_hole()) is None
    while session.hand is not None and not session.hand.is_complete:
        actor = session.hand.actor
        assert actor is not None
        assert session.apply(Action.fold(actor)) is None
    booked = session.finish()
    assert isinstance(booked, Booked)
    return booked


def _game_and_stakes(session: DealerSession) -> tuple[str, int, int, int, int]:
    hand = session.hand
    assert hand is not None
    setup = hand.setup
    return setup.game.id, setup.small_blind, setup.big_blind, setup.small_bet, setup.big_bet


def test_a_fixed_rotation_changes_game_every_orbit_at_its_own_stakes(tmp_path: Path) -> None:
    session = _open(tmp_path / "evening.sqlite3")
    try:
        assert session.set_rotation(_mixed()) is None
        played = []
        for _ in range(9):
            assert session.deal() is None
            played.append(_game_and_stakes(session))
            session.misdeal(deal_again=False)  # a misdeal counts for nothing
            _fold_round(session)
        plo8, o8, big_o = ("plo8", 5, 10, 0, 0), ("o8", 5, 10, 10, 20), ("big-o", 10, 20, 0, 0)
        assert played == [plo8] * 4 + [o8] * 4 + [big_o]
    finally:
        session.close()


def test_the_outlook_says_the_next_game_and_when(tmp_path: Path) -> None:
    session = _open(tmp_path / "evening.sqlite3")
    try:
        assert session.set_rotation(_mixed(every=2)) is None
        seen = session.outlook
        assert seen is not None
        assert seen.line == "PLO8 5/10 pot-limit · 2 hands to O8"
        assert session.deal() is None
        seen = session.outlook
        assert seen is not None
        assert seen.begins
        assert seen.words == "2 hands to O8"
        session.misdeal(deal_again=False)
        _fold_round(session)
        seen = session.outlook
        assert seen is not None
        assert (seen.begins, seen.words) == (False, "1 hand to O8")
    finally:
        session.close()


def test_dealers_choice_is_made_before_the_hand_it_picks(tmp_path: Path) -> None:
    session = _open(tmp_path / "evening.sqlite3")
    try:
        assert session.set_rotation(_mixed(every=2, choice=Choice.DEALER)) is None
        refused = session.deal()
        assert refused == Refusal("Ann chooses the next game first (the dealer's choice)")
        assert session.choose("Bob", "o8") == Refusal("it is Ann's choice, not Bob's")
        assert session.choose("Ann", "stud") == Refusal("'stud' is not on the menu (plo8, o8, big-o)")
        assert session.choose("Ann", "o8") is None
        seen = session.outlook
        assert seen is not None
        assert seen.words == "Bob chooses in 2 hands"
        _fold_round(session)
        _fold_round(session)
        assert session.deal() == Refusal("Bob chooses the next game first (the dealer's choice)")
        assert session.choose("Bob", "big-o") is None
        assert session.deal() is None
        assert _game_and_stakes(session)[0] == "big-o"
    finally:
        session.close()


def test_a_new_run_takes_the_rotation_up_where_it_stood(tmp_path: Path) -> None:
    """Killed between hands, then mid-hand: the rotation, its count and the chooser come back."""
    db = tmp_path / "evening.sqlite3"
    session = _open(db)
    try:
        assert session.set_rotation(_mixed(choice=Choice.DEALER)) is None
        assert session.choose("Ann", "big-o") is None
        for _ in range(3):
            _fold_round(session)
        kept = session.rotation
        assert session.deal() is None
        assert session.apply(Action.deal_hole()) is None
        in_play = session.outlook
    finally:
        session.close()
    again = _open(db)
    try:
        assert again.resume() is None
        assert again.rotation == kept
        assert again.outlook == in_play
        assert in_play is not None
        assert in_play.words == "Bob chooses in 1 hand"
        while again.hand is not None and not again.hand.is_complete:
            actor = again.hand.actor
            assert actor is not None
            assert again.apply(Action.fold(actor)) is None
        assert isinstance(again.finish(), Booked)
        after = again.rotation
    finally:
        again.close()
    third = _open(db)
    try:
        assert third.restore()
        assert third.rotation == after
        assert third.deal() == Refusal("Bob chooses the next game first (the dealer's choice)")
    finally:
        third.close()


def test_every_orbit_under_a_dead_button_the_start_seat_left_empty_still_ends_the_orbit(
    tmp_path: Path,
) -> None:
    """Ann, on the orbit's first seat, leaves after the first hand: the button goes on round
    Bob, Cat and Dan, and the game changes at the hand whose button passes her empty seat
    (the seat map's dead button goes from seat 7 to Bob's seat 3)."""
    house = HouseRules.from_mapping({"button_rule": "dead"}, base=GAMES["plo"].house)
    session = DealerSession.open(
        TableSetup(GAMES["plo"], SEATED, "Ann", 1, 2, seat_count=9, house=house),
        tmp_path / "e.sqlite3",
        GAMES,
    )
    try:
        assert session.set_rotation(_mixed()) is None
        seen = []
        for number in range(7):
            if number == 1:
                assert session.leave("Ann") is None
            table = session.next_table
            seen.append((table.button_at, table.dead_button, table.game.id))
            _fold_round(session)
        assert [game for _, _, game in seen] == ["plo8"] * 4 + ["o8"] * 3
        assert [button for button, _, _ in seen] == [1, 3, 5, 7, 3, 5, 7]
    finally:
        session.close()
