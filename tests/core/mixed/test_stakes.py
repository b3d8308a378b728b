"""Each game of a rotation with its own stakes and structure; the presets (issue 25)."""

from __future__ import annotations

import pytest

from binglao_tui.core.engine.table import Seat, TableSetup
from binglao_tui.core.mixed import PRESETS, GameStakes, MixedError, Rotation, change_words
from binglao_tui.core.rules import Betting, HouseRules, get_game, load_games

GAMES = load_games(include_user=False)


def test_limit_blinds_are_half_the_small_bet_and_the_small_bet_unless_given() -> None:
    o8 = GameStakes.of(get_game("o8"), bets=(10, 20))
    assert (o8.small_blind, o8.big_blind, o8.small_bet, o8.big_bet) == (5, 10, 10, 20)
    house = GameStakes.of(get_game("o8"), bets=(15, 30), blinds=(10, 15))  # the house's two-thirds
    assert (house.small_blind, house.big_blind) == (10, 15)
    with pytest.raises(MixedError, match="half the small bet of 15 is no whole chip; give the blinds too"):
        GameStakes.of(get_game("o8"), bets=(15, 30))
    only_blinds = GameStakes.of(get_game("o8"), blinds=(5, 10))  # bets: the big blind and twice it
    assert (only_blinds.small_bet, only_blinds.big_bet) == (10, 20)


def test_pot_limit_has_blinds_not_bets() -> None:
    with pytest.raises(MixedError, match="PLO8 is pot-limit: it has blinds, not bets"):
        GameStakes.of(get_game("plo8"), bets=(10, 20))
    with pytest.raises(MixedError, match=r"Big O is pot-limit: give its blinds, \[small, big\]"):
        GameStakes.of(get_game("big-o"))
    with pytest.raises(MixedError, match=r"the small blind \(10\) is more than the big blind \(5\)"):
        GameStakes.of(get_game("plo"), blinds=(10, 5))
    with pytest.raises(MixedError, match="either an ante from everyone or a big-blind ante"):
        GameStakes.of(get_game("plo8"), blinds=(5, 10), ante=1, bb_ante=10)


def test_a_game_dealt_at_a_table_takes_its_stakes_and_structure() -> None:
    base = TableSetup(get_game("plo8"), (Seat("Ann", 500), Seat("Bob", 500), Seat("Cat", 500)), "Ann", 5, 10)
    o8 = GameStakes.of(get_game("o8"), bets=(10, 20)).table(base)
    assert (o8.game.id, o8.structure, o8.bet_sizes, o8.small_blind, o8.big_blind) == (
        "o8",
        Betting.FIXED_LIMIT,
        (10, 20),
        5,
        10,
    )
    with_ante = GameStakes.of(get_game("plo8"), blinds=(5, 10), bb_ante=10).table(o8)
    assert (with_ante.structure, with_ante.bb_ante, with_ante.small_bet) == (Betting.POT_LIMIT, 10, 0)
    nine = TableSetup(get_game("plo"), tuple(Seat(f"P{i}", 100) for i in range(9)), "P0", 1, 2)
    with pytest.raises(MixedError, match="Big O: Big O seats at most 8 players"):
        GameStakes.of(get_game("big-o"), blinds=(1, 2)).table(nine)


def test_a_change_of_structure_is_said_in_the_dealers_words() -> None:
    o8 = GameStakes.of(get_game("o8"), bets=(10, 20))
    assert change_words(o8, HouseRules(), "Ann") == (
        "Game change: Limit Omaha Hi-Lo Eight-or-Better (Ann's choice). Fixed limit: bets of 10 before"
        " the flop and on the flop, 20 on the turn and the river; a bet and 3 raises a round (no cap"
        " heads-up); blinds 5/10."
    )
    capped = change_words(o8, HouseRules(raise_cap=5, cap_heads_up=True))
    assert "a bet and 4 raises a round (capped heads-up too)" in capped
    plo8 = GameStakes.of(get_game("plo8"), blinds=(5, 10), bb_ante=10)
    assert change_words(plo8, HouseRules()) == (
        "Game change: Omaha Hi-Lo Eight-or-Better. Pot-limit, blinds 5/10, a big-blind ante of 10."
    )


def test_the_presets_mixed_omaha_and_plo_mix() -> None:
    mixed, plo = (preset.rotation(GAMES, 5, 10) for preset in PRESETS)
    assert mixed.words == "Mixed Omaha: PLO8, O8, Big O; every orbit, in turn"
    assert [stakes.words for stakes in mixed.games] == [
        "PLO8 5/10 pot-limit",
        "O8 10/20 limit, blinds 5/10",
        "Big O 5/10 pot-limit",
    ]
    assert plo.words == "PLO mix: PLO, PLO5, PLO6; every orbit, in turn"
    assert plo.player_limit == 7  # six-card PLO seats seven


def test_a_rotation_reads_as_deal_script_writes_it_and_refuses_in_words() -> None:
    data = {
        "games": [{"game": "plo8", "blinds": [5, 10]}, {"game": "o8", "bets": [10, 20]}],
        "every": 6,
        "choice": "dealer",
    }
    rotation = Rotation.from_dict(data, GAMES)
    assert (rotation.every_hands, rotation.dealers_choice) == (6, True)
    assert Rotation.from_dict(rotation.to_dict(), GAMES) == rotation
    for bad, words in (
        ({**data, "every": "lap"}, '"every" is "orbit" or a number of hands'),
        ({**data, "choice": "random"}, "\"choice\" is one of 'fixed', 'dealer'"),
        ({**data, "games": []}, '"games" is a list of at least one game'),
        ({**data, "games": [{"game": "razz", "blinds": [1, 2]}]}, "unknown game 'razz' in the rotation"),
        ({**data, "games": [{"game": "o8"}]}, r"O8 is fixed limit: give its bets, \[small bet, big bet\]"),
        ({**data, "speed": 1}, "rotation has no key 'speed'"),
    ):
        with pytest.raises(MixedError, match=words):
            Rotation.from_dict(bad, GAMES)
