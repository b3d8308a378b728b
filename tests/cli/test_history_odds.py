"""``history odds``, ``equity --chop`` and ``ledger --luck`` on an evening played through the
dealer's session (tests/session/odds_evening.py): each street's figures as ``equity --json``
gives them for the same cards, the chop summing to the pot with the odd chip where the
showdown puts it, the luck adding up to zero and to the hands' equity."""

from __future__ import annotations

import json
from fractions import Fraction
from pathlib import Path
from typing import Any

import pytest

from binglao_tui.core.cards import parse_cards
from binglao_tui.store.paths import ENV_VAR
from tests.cli._cli_main import run
from tests.core.equity.plain_count import reference_equity
from tests.session.odds_evening import CHOP_HOLES, SIDE_POT_HOLES, TWICE_HOLES, evening


@pytest.fixture(scope="module")
def night(tmp_path_factory: pytest.TempPathFactory) -> tuple[dict[str, str], dict[str, int]]:
    path = tmp_path_factory.mktemp("odds") / "evening.sqlite3"
    chopped = evening(path)
    return {ENV_VAR: str(path)}, chopped


def _json(*args: str, env: dict[str, str] | None = None, stdin: str | None = None) -> Any:
    code, out, err = run(*args, env=env, stdin=stdin)
    assert code == 0, (args, err)
    return json.loads(out)


def _equity(
    game: str, board: list[str], holes: dict[str, str], committed: dict[str, int], **more: Any
) -> Any:
    players = [
        {"name": name, "hole": cards.split(), "committed": committed[name]} for name, cards in holes.items()
    ]
    request = {"game": game, "board": board, "players": players, **more}
    return _json("equity", "--input", "-", "--json", stdin=json.dumps(request) + "\n")


def test_each_street_of_a_side_pot_hand_is_what_equity_says(night: tuple[dict[str, str], Any]) -> None:
    env, _ = night
    data = _json("history", "odds", "1", "--json", env=env)
    assert (data["hand"], data["game"], data["runs"]) == (1, "plo8", 1)
    assert [s["street"] for s in data["streets"]] == ["preflop", "flop", "turn"]
    for street in data["streets"]:
        expected = _equity(
            "plo8", street["board"], SIDE_POT_HOLES, {"Ann": 6, "Bob": 20, "Cy": 20}, button="Ann"
        )
        assert street["players"] == expected["players"]
        assert street["pots"] == expected["pots"]
        assert street["boards"] == expected["boards"]
        assert set(street["outs"]) == ({"Ann", "Bob", "Cy"} if street["board"] else set())
        assert set(street["high_outs"]) == set(street["low_outs"]) == set(street["outs"])
    flop = data["streets"][1]
    assert flop["board"] == ["7h", "5d", "4c"]
    assert flop["low_outs"]["Cy"] == []  # no two low cards in his hand


def test_a_hand_run_twice_counts_each_board_for_its_half(night: tuple[dict[str, str], Any]) -> None:
    env, _ = night
    data = _json("history", "odds", "--session", "1", "--hand", "2", "--json", env=env)
    assert data["runs"] == 2
    assert data["unknown"] == ["Cy"]
    assert [(s["street"], s["run"]) for s in data["streets"]] == [
        ("preflop", 0),
        ("flop", 0),
        ("turn", 1),
        ("turn", 2),
    ]
    second = data["streets"][3]
    assert second["dead"] == ["8h", "2d"]  # the first board's turn and river came first
    expected = _equity(
        "plo8", second["board"], TWICE_HOLES, {"Ann": 0, "Bob": 0}, dead=["8h", "2d"], pot=31, button="Ann"
    )
    assert second["players"] == expected["players"]
    assert [p["amount"] for p in second["pots"]] == [31]


def test_a_street_both_boards_shared_expects_the_chips_the_luck_expects(
    night: tuple[dict[str, str], Any],
) -> None:
    # The flop came before the boards parted: the 62 were two halves of 31 already, so
    # its chips are twice a half's, the all-in's expected chips in `ledger --luck`.
    env, _ = night
    data = _json("history", "odds", "--session", "1", "--hand", "2", "--json", env=env)
    flop = data["streets"][1]
    half = _equity("plo8", ["4d", "5s", "Kc"], TWICE_HOLES, {"Ann": 0, "Bob": 0}, pot=31, button="Ann")
    twice = {p["name"]: 2 * p["ev"] for p in half["players"]}
    assert {p["name"]: p["ev"] for p in flop["players"]} == pytest.approx(twice, abs=1e-9)
    assert [p["amount"] for p in flop["pots"]] == [62]


def test_the_chopped_hand_says_so_and_keeps_its_hands_and_shares(night: tuple[dict[str, str], Any]) -> None:
    env, chopped = night
    code, out, _ = run("history", "show", "3", env=env)
    assert code == 0
    assert "Chopped by equity: Ann 28, Bob 34 (equity Ann 46.10%, Bob 53.90%)" in out
    assert "Chopped by equity at the all-in (the board not dealt): Ann 46.10%, Bob 53.90%" in out
    assert "Ann shows Kh 4h 3c 8d" in out
    assert chopped == {"Ann": 28, "Bob": 34, "Cy": 0}
    shown = _json("history", "show", "3", "--json", env=env)
    assert shown["result"]["payouts"] == {"Ann": 28, "Bob": 34, "Cy": 0}
    # the odds stop at the street the chop was agreed on
    data = _json("history", "odds", "3", "--json", env=env)
    assert [s["street"] for s in data["streets"]] == ["preflop", "flop"]


def test_equity_chop_prints_the_same_chips_as_the_app_booked(night: tuple[dict[str, str], Any]) -> None:
    _, chopped = night
    players = [{"name": n, "hole": c.split(), "committed": 30} for n, c in CHOP_HOLES.items()]
    players.append({"name": "Cy", "hole": [], "committed": 2, "folded": True})
    request = {"game": "plo8", "board": ["Jh", "7h", "2c"], "players": players, "button": "Ann"}
    code, out, err = run("equity", "--input", "-", "--json", "--chop", stdin=json.dumps(request) + "\n")
    assert code == 0, err
    data = json.loads(out)
    assert data["chop"] == chopped
    assert sum(data["chop"].values()) == 62
    # the exact shares 28.6 and 33.4 leave one chip: it goes to Bob, first left of the button
    evs = {p["name"]: p["ev"] for p in data["players"]}
    assert int(evs["Ann"]) == 28
    assert int(evs["Bob"]) == 33
    # from flags the last player has the button: Bob, then Ann on the button, as at the table
    code, out, _ = run(
        "equity", "--game", "plo8", "--board", "Jh 7h 2c", "--player", "Bob=" + CHOP_HOLES["Bob"],
        "--player", "Ann=" + CHOP_HOLES["Ann"], "--pot", "62", "--chop",
    )  # fmt: skip
    assert code == 0
    assert "Chop by equity: Bob 34, Ann 28" in out


def test_a_chop_needs_the_chips_in_the_pot() -> None:
    code, out, err = run(
        "equity", "--game", "plo", "--board", "Th 7d 2c", "--player", "A=Ac Ah Kc Kh",
        "--player", "B=Jc Td 9d 8h", "--chop",
    )  # fmt: skip
    assert (code, out) == (2, "")
    assert err.startswith("binglao-tui: a chop needs the chips in the pot")
    assert err.count("\n") == 1


def test_the_luck_of_the_night_adds_up_to_zero_and_to_the_hands_equity(
    night: tuple[dict[str, str], Any],
) -> None:
    env, _ = night
    data = _json("ledger", "--luck", "--json", env=env)
    assert (data["session"], data["all_ins"], data["left_out"]) == (1, 2, 0)  # the chop is not dealt out
    lines = {p["name"]: p for p in data["players"]}
    assert sum(p["luck"] for p in lines.values()) == 0
    assert all(p["luck"] == p["won"] - p["expected"] for p in lines.values())
    # by hand: the side-pot hand's expected chips before the flop, plus the run-twice
    # hand's on the flop (each board its half of 62, from the same flop)
    side = _equity("plo8", [], SIDE_POT_HOLES, {"Ann": 6, "Bob": 20, "Cy": 20}, button="Ann")
    half = _equity("plo8", ["4d", "5s", "Kc"], TWICE_HOLES, {"Ann": 0, "Bob": 0}, pot=31, button="Ann")
    exact = {p["name"]: p["ev"] for p in side["players"]}
    for p in half["players"]:
        exact[p["name"]] += 2 * p["ev"]
    for name, line in lines.items():
        assert line["expected_exact"] == pytest.approx(exact[name], abs=1e-9)
        assert abs(line["expected"] - line["expected_exact"]) < 1
    assert (lines["Ann"]["won"], lines["Bob"]["won"], lines["Cy"]["won"]) == (33, 75, 0)
    assert sum(Fraction(p["expected"]) for p in lines.values()) == 46 + 62
    code, out, _ = run("ledger", "--luck", env=env)
    assert code == 0
    assert "Luck in session 1: 2 all-ins dealt out" in out


def test_odds_of_a_hand_with_no_hands_shown_is_one_line_exit_2(tmp_path: Path) -> None:
    from tests.cli.test_ledger import _session

    path = tmp_path / "t.sqlite3"
    _session(path)
    code, out, err = run("history", "odds", "1", env={ENV_VAR: str(path)})
    assert (code, out) == (2, "")
    assert err.count("\n") == 1
    code, _, err = run("history", "odds", "9", env={ENV_VAR: str(path)})
    assert code == 2
    assert "there is no hand 9" in err


PHH = Path(__file__).resolve().parents[1] / "data" / "phh" / "antonius-blom-2009.phh"
PHH_HOLES = ("Ah 3s Ks Kh", "6d 9s 7d 8h")  # p1 (Antonius) and p2 (Blom), all in on the flop
FIGURES = ("equity", "scoop", "high_win", "high_tie", "low_win", "low_tie")


def _imported_odds(tmp_path: Path) -> Any:
    env = {ENV_VAR: str(tmp_path / "imported.sqlite3")}
    code, _, err = run("history", "import", str(PHH), env=env)
    assert code == 0, err
    return _json("history", "odds", "1", "--json", env=env)


def _held_to_the_plain_count(street: Any) -> None:
    expected = reference_equity(
        [parse_cards(hole) for hole in PHH_HOLES], parse_cards(" ".join(street["board"])), None
    )
    assert street["boards"] == expected.boards
    for at, player in enumerate(street["players"]):
        for figure in FIGURES:
            assert player[figure] == pytest.approx(float(getattr(expected, figure)[at]), abs=1e-9), figure


def test_an_imported_all_in_matches_the_plain_count_on_the_flop_and_the_turn(tmp_path: Path) -> None:
    data = _imported_odds(tmp_path)
    assert (data["game"], data["unit"], data["labels"]) == (
        "plo",
        "0.01",
        {"p1": "Patrik Antonius", "p2": "Victor Blom"},
    )
    assert [(s["street"], " ".join(s["board"])) for s in data["streets"]] == [
        ("preflop", ""),
        ("flop", "4s 5c 2h"),
        ("turn", "4s 5c 2h 5h"),
    ]
    for street in data["streets"][1:]:
        _held_to_the_plain_count(street)
    # Blom's straight draws on the flop: every eight, seven, six and three
    assert len(data["streets"][1]["outs"]["p2"]) == 12


@pytest.mark.slow
def test_an_imported_all_in_matches_the_plain_count_before_the_flop(tmp_path: Path) -> None:
    _held_to_the_plain_count(_imported_odds(tmp_path)["streets"][0])  # 1,086,008 boards, one by one


def test_a_chopped_hand_goes_out_as_phh_and_comes_back_chopped(
    night: tuple[dict[str, str], Any], tmp_path: Path
) -> None:
    env, _ = night
    out = tmp_path / "out"
    code, _, err = run("history", "export", "--out", str(out), env=env)
    assert code == 0, err
    chopped = out / "hand-00003.phh"
    text = chopped.read_text(encoding="utf-8")
    assert '_floor_note = "chopped by equity: Ann 46.10%, Bob 53.90%"' in text
    code, out_text, err = run("replay", str(chopped))
    assert code == 0, err
    assert "Chopped by equity (equity Ann 46.10%, Bob 53.90%): Ann (p3) 28, Bob (p1) 34" in out_text
    again = {ENV_VAR: str(tmp_path / "again.sqlite3")}
    code, _, err = run("history", "import", str(chopped), env=again)
    assert code == 0, err
    shown = _json("history", "show", "1", "--json", env=again)
    assert shown["result"]["floor"]["note"] == "chopped by equity: Ann 46.10%, Bob 53.90%"
    code, _, err = run("history", "import", str(chopped), env=env)  # already there: the app's own
    assert code == 2
    assert "already in the history as hand 3" in err


@pytest.mark.parametrize("before", [True, False], ids=["before-the-command", "after-it"])
def test_the_luck_reads_the_house_rules_folders(
    night: tuple[dict[str, str], Any], tmp_path: Path, before: bool
) -> None:
    """The luck replays each all-in with its game, a house game's too: ``--rules-dir`` is
    read whether given before ``ledger`` or after it (a broken file there says so)."""
    env, _ = night
    (tmp_path / "broken.toml").write_text("id = \n", encoding="utf-8")
    folder = ("--rules-dir", str(tmp_path))
    args = (*folder, "ledger", "--luck") if before else ("ledger", "--luck", *folder)
    code, out, err = run(*args, env=env)
    assert (code, out) == (2, "")
    assert "broken.toml" in err
    assert err.count("\n") == 1
