"""The house setting ``button_rule`` carried through a dealer's evening on a real SQLite file.

Four-handed PLO at 1/2: Ann on the button, Bob in the small blind, Cat in the big blind,
then Dan. Bob (6 chips, a pot-sized all-in) busts in the first hand from the small
blind. With a dead button the second hand's button stays dead on Bob's empty seat (Ann
acts last), Cat posts the small blind and Dan the big blind; with the moving button (the
default) the button goes to Cat and Dan and Ann post the blinds.
"""

from __future__ import annotations

from dataclasses import replace
from pathlib import Path

from binglao_tui.core.cards import parse_cards
from binglao_tui.core.engine.actions import Action
from binglao_tui.core.engine.rotation import Positions
from binglao_tui.core.engine.table import Seat, TableSetup
from binglao_tui.core.rules import ButtonRule, Game, HouseRules, load_game_file
from binglao_tui.core.tournament.entries import EntryKind
from binglao_tui.session import Booked, DealerSession, TournamentSession
from tests.house_games import DEAD_PLO
from tests.session.session_play import GAMES, play_steps
from tests.session.tournament_play import FakeClock, base_table, book, deal, play_out, tournament

BOB_BUSTS_IN_THE_SMALL_BLIND = (
    Action.deal_hole(),
    Action.fold("Dan"),
    Action.fold("Ann"),
    Action.all_in("Bob"),
    Action.call("Cat"),
    Action.deal_board(),
    Action.deal_board(),
    Action.deal_board(),
    Action.show("Bob", parse_cards("ah3skdqs")),
    Action.show("Cat", parse_cards("9d9s4h6h")),
    Action.board_cards(parse_cards("7s5d9ckc9h")),
)


def _table(game: Game, house: HouseRules | None = None) -> TableSetup:
    seats = (Seat("Ann", 200), Seat("Bob", 6), Seat("Cat", 200), Seat("Dan", 200))
    return TableSetup(game, seats, "Ann", small_blind=1, big_blind=2, house=house)


def _everyone_folds_to_the_big_blind(session: DealerSession) -> Booked:
    hand = session.hand
    assert hand is not None
    play_steps(session, (Action.deal_hole(),))
    while session.hand is not None and not session.hand.is_complete:
        actor = session.hand.actor
        assert actor is not None
        assert session.apply(Action.fold(actor)) is None
    booked = session.finish()
    assert isinstance(booked, Booked)
    return booked


def _dead_game(tmp_path: Path) -> Game:
    path = tmp_path / "plo-dead.toml"
    path.write_text(DEAD_PLO, encoding="utf-8")
    return load_game_file(path)


def test_dead_button_from_a_rules_file_carries_through_hands_and_the_journal(tmp_path: Path) -> None:
    game = _dead_game(tmp_path)
    assert game.house.button_rule is ButtonRule.DEAD
    db = tmp_path / "evening.sqlite3"
    games = {**GAMES, game.id: game}
    session = DealerSession.open(_table(game), db, games)
    try:
        assert session.deal() is None
        play_steps(session, BOB_BUSTS_IN_THE_SMALL_BLIND)
        booked = session.finish()
        assert isinstance(booked, Booked)
        assert booked.left == ("Bob",)
        assert booked.next_table is not None
        assert booked.next_table.positions == Positions("Ann", "Dan", "Cat", dead_button=True)
        assert session.deal() is None
        hand = session.hand
        assert hand is not None
        assert (hand.bets["Cat"], hand.bets["Dan"]) == (1, 2)
        play_steps(session, (Action.deal_hole(), Action.fold("Ann")))
    finally:
        session.close()
    again = DealerSession.open(_table(game), db, games)  # the next run finds the hand left in play
    try:
        assert again.resume() is None
        assert again.hand is not None
        assert again.hand.setup.dead_button
        assert again.hand.setup.rules.button_rule is ButtonRule.DEAD
        assert again.hand.actor == "Cat"
        assert again.apply(Action.fold("Cat")) is None
        booked = again.finish()
        assert isinstance(booked, Booked)
        assert booked.next_table is not None
        assert booked.next_table.positions == Positions("Cat", "Ann", "Dan")  # off the empty seat
    finally:
        again.close()


def test_dead_button_set_for_the_table_only_carries_through_hands(tmp_path: Path) -> None:
    house = HouseRules(button_rule=ButtonRule.DEAD)
    session = DealerSession.open(_table(GAMES["plo"], house), tmp_path / "evening.sqlite3", GAMES)
    try:
        assert session.deal() is None
        play_steps(session, BOB_BUSTS_IN_THE_SMALL_BLIND)
        assert isinstance(session.finish(), Booked)
        assert session.next_table.rules.button_rule is ButtonRule.DEAD
        assert session.deal() is None
        booked = _everyone_folds_to_the_big_blind(session)
        assert booked.next_table is not None
        assert booked.next_table.positions == Positions("Cat", "Ann", "Dan")
        assert session.deal() is None
        booked = _everyone_folds_to_the_big_blind(session)
        assert booked.next_table is not None
        assert booked.next_table.positions == Positions("Dan", "Cat", "Ann")
    finally:
        session.close()


def test_moving_button_is_the_default_and_skips_the_empty_seat(tmp_path: Path) -> None:
    session = DealerSession.open(_table(GAMES["plo"]), tmp_path / "evening.sqlite3", GAMES)
    try:
        assert session.next_table.rules.button_rule is ButtonRule.MOVING
        assert session.deal() is None
        play_steps(session, BOB_BUSTS_IN_THE_SMALL_BLIND)
        booked = session.finish()
        assert isinstance(booked, Booked)
        assert booked.next_table is not None
        assert booked.next_table.positions == Positions("Cat", "Ann", "Dan")
        assert not booked.next_table.dead_button
    finally:
        session.close()


def _tournament_at(db: Path, house: HouseRules) -> tuple[DealerSession, TournamentSession]:
    dealer = DealerSession.open(replace(base_table(), house=house), db, GAMES)
    opened = dealer.opened
    assert opened is not None
    assert opened.db is not None
    director = TournamentSession.create(opened.db, tournament(), now=FakeClock())
    assert isinstance(director, TournamentSession), director
    return dealer, director


def test_dead_button_tournament_bust_in_the_big_blind_then_a_re_entry_posts_the_small_blind(
    tmp_path: Path,
) -> None:
    dealer, director = _tournament_at(tmp_path / "evening.sqlite3", HouseRules())  # dead: the default
    try:
        deal(dealer, director)
        assert dealer.table.positions == Positions("Dan", "Bob", "Ann")
        play_out(dealer, folders={"Cat", "Dan"})  # Ann's four aces bust Bob in the big blind
        book(dealer, director)
        deal(dealer, director)
        assert dealer.table.positions == Positions("Ann", "Cat", None)  # no small blind
        assert dealer.table.no_small_blind
        assert dealer.table.small_blind == 100  # the level's, for the hands after
        assert dealer.put_away() is None
        assert director.add_entry("Bob", EntryKind.RE_ENTRY) is None  # back in his seat
        deal(dealer, director)
        # the big blind stays with Cat; Bob, sitting down just before him, posts the small blind
        assert dealer.table.positions == Positions("Ann", "Cat", "Bob")
    finally:
        dealer.close()


def test_moving_button_tournament_bust_in_the_big_blind_moves_the_button_on(tmp_path: Path) -> None:
    # a tournament's button is dead by default (TDA 2024 Rule 32, issue 24): moving by choice
    house = HouseRules(tournament_button_rule=ButtonRule.MOVING)
    dealer, director = _tournament_at(tmp_path / "evening.sqlite3", house)
    try:
        deal(dealer, director)
        play_out(dealer, folders={"Cat", "Dan"})
        book(dealer, director)
        deal(dealer, director)
        assert dealer.table.positions == Positions("Ann", "Dan", "Cat")
    finally:
        dealer.close()


def test_dead_button_survives_a_re_buy_at_the_setup(tmp_path: Path) -> None:
    house = HouseRules(button_rule=ButtonRule.DEAD)
    session = DealerSession.open(_table(GAMES["plo"], house), tmp_path / "evening.sqlite3", GAMES)
    try:
        assert session.deal() is None
        play_steps(session, BOB_BUSTS_IN_THE_SMALL_BLIND)
        assert isinstance(session.finish(), Booked)
        again = session.next_table
        seats = tuple(Seat(s.name, 400 if s.name == "Dan" else s.stack) for s in again.seats)
        setup_built = TableSetup(GAMES["plo"], seats, again.button, 1, 2, house=house)  # as the setup does
        assert session.choose_table(setup_built) is None
        assert session.next_table.positions == Positions("Ann", "Dan", "Cat", dead_button=True)
        assert session.next_table.stacks["Dan"] == 400
    finally:
        session.close()
