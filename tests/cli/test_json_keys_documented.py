"""Every key a command's ``--json`` prints is named on its page of docs/reference: a key
added to the output without a word in the reference fails here, naming the key and the page.

A key counts as named when the page has it as code (`key`) or quoted ("key"). Keys that
are data (players' names, denominations, entry kinds) are left out by the walk."""

from __future__ import annotations

import json
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest

from binglao_tui.store.paths import ENV_VAR
from tests.cli._cli_main import run
from tests.cli.test_ledger import _session
from tests.cli.test_ledger_tournament import _finished_tournament

ROOT = Path(__file__).resolve().parents[2]
REFERENCE = ROOT / "docs" / "reference"
PHH = ROOT / "tests" / "data" / "phh" / "antonius-blom-2009.phh"

# Objects whose keys are data, not names the reference can list, by the key holding them
# (a hand's "house" holds house settings by name: the house rules guide lists those).
DATA_MAPS = {
    *("awards", "payouts", "equity", "starting_chips", "entries"),
    *("shown", "returned", "meta", "floor", "house"),
    *("chop", "outs", "high_outs", "low_outs", "labels"),
}


def keys(value: Any, holder: str = "") -> Iterator[str]:
    """Every key of the JSON document, inner objects included, but those of data maps."""
    if isinstance(value, dict):
        if holder in DATA_MAPS:
            for inner in value.values():
                yield from keys(inner)
            return
        for key, inner in value.items():
            yield key
            yield from keys(inner, key)
    elif isinstance(value, list):
        for inner in value:
            yield from keys(inner, holder)


def undocumented(page: str, *documents: Any, also: str = "") -> set[str]:
    """The keys of ``documents`` that neither ``page`` nor the page ``also`` names."""
    text = "\n".join((REFERENCE / name).read_text(encoding="utf-8") for name in (page, also) if name)
    found = {key for document in documents for key in keys(document)}
    return {key for key in found if f"`{key}`" not in text and f'"{key}"' not in text}


def json_of(*args: str, env: dict[str, str] | None = None, stdin: str | None = None) -> Any:
    code, out, err = run(*args, env=env, stdin=stdin)
    assert code == 0, (args, err)
    return [json.loads(line) for line in out.splitlines()] if stdin is not None else json.loads(out)


SHOWDOWN = {
    "game": "plo8",
    "board": ["7s", "5d", "2c", "Kc", "9h"],
    "players": [
        {"name": "Ann", "hole": ["Ah", "3s", "Kd", "Qs"], "committed": 60},  # 10 uncalled
        {"name": "Bob", "hole": ["9d", "9s", "4h", "6h"], "committed": 30},
        {"name": "Cat", "hole": ["Jh", "Jd", "Tc", "Ts"], "committed": 50, "folded": True},
    ],
    "button": "Bob",
    "chip": 1,
}


def test_games_and_roll() -> None:
    assert not undocumented("games.md", json_of("games", "--json"), json_of("roll", "3", "--json"))


def test_showdown() -> None:
    lines = json_of("showdown", "--input", "-", "--json", stdin=json.dumps(SHOWDOWN) + "\n")
    assert not undocumented("showdown.md", *lines)


def test_equity_with_side_pots_and_with_the_die_to_come() -> None:
    request = {**SHOWDOWN, "board": ["7h", "5d", "4c"], "dead": ["Kh"]}
    with_pots = json_of("equity", "--input", "-", "--json", stdin=json.dumps(request) + "\n")
    faces = json_of(
        "equity", "--game", "binglaha", "--board", "Th 7d 2c", "--player", "A=Ac Ah Kc Kh",
        "--player", "B=Jc Td 9d 8h", "--json",
    )  # fmt: skip
    assert not undocumented("equity.md", *with_pots, faces)


@pytest.mark.parametrize("stack", ["500", "15"])  # a raise open; no raise (calling is all in)
def test_pot(stack: str) -> None:
    data = json_of("pot", "--pot", "20", "--bet", "10", "--stack", stack, "--big-blind", "2", "--json")
    assert not undocumented("pot.md", data)


def test_replay() -> None:
    assert not undocumented("replay.md", json_of("replay", str(PHH), "--json"))


def test_tournament_plan_and_icm() -> None:
    plan = json_of(
        "tournament", "plan", "--players", "8", "--stack", "10000", "--hours", "3",
        "--chips", "25:300,100:200,500:100,1000:50", "--json",
    )  # fmt: skip
    icm = json_of("icm", "--stacks", "150000,98750,45500", "--payouts", "425,280,130", "--json")
    assert not undocumented("tournament.md", plan, icm)


def test_history_list_and_show(tmp_path: Path) -> None:
    env = {ENV_VAR: str(tmp_path / "h.sqlite3")}
    code, _, err = run("history", "import", str(PHH), env=env)
    assert code == 0, err
    listed = json_of("history", "list", "--json", env=env)
    shown = json_of("history", "show", "1", "--json", env=env)
    assert not undocumented("history.md", listed, shown, also="showdown.md")  # the ruling's keys


def test_ledger_of_a_cash_game_and_of_a_tournament(tmp_path: Path) -> None:
    cash = tmp_path / "cash.sqlite3"
    _session(cash)
    won = tmp_path / "tournament.sqlite3"
    _finished_tournament(won)
    documents = [
        json_of("ledger", "--json", env={ENV_VAR: str(path)})
        for path in (cash, won, tmp_path / "empty.sqlite3")
    ]
    documents.append(json_of("ledger", "--list", "--json", env={ENV_VAR: str(won)}))
    assert not undocumented("ledger.md", *documents)


def test_book_people_session_house_and_league(tmp_path: Path) -> None:
    env = {ENV_VAR: str(tmp_path / "b.sqlite3")}
    ledger = ROOT / "tests" / "data" / "pokernow" / "old_columns_cents.csv"
    code, _, err = run("book", "import-pokernow", str(ledger), "--cents", env=env)
    assert code == 0, err
    assert run("book", "house", "--league-cash", env=env)[0] == 0
    documents = [
        json_of("book", "--json", env=env),
        json_of("book", "people", "--json", env=env),
        json_of("book", "session", "--json", env=env),
        json_of("book", "house", "--json", env=env),
        json_of("league", "--json", env=env),
    ]
    won = tmp_path / "tournament.sqlite3"
    _finished_tournament(won)
    assert run("book", "house", "--league-cash", env={ENV_VAR: str(won)})[0] == 0
    season = json_of("book", "--json", env={ENV_VAR: str(won)})["people"][0]["last_played"][:4]
    documents.append(json_of("league", "--season", season, "--json", env={ENV_VAR: str(won)}))
    assert documents[-1]["players"]
    assert not undocumented("book.md", *documents)


def test_equity_chop_history_odds_and_ledger_luck(tmp_path: Path) -> None:
    from tests.session.odds_evening import evening

    path = tmp_path / "evening.sqlite3"
    evening(path)
    env = {ENV_VAR: str(path)}
    request = {**SHOWDOWN, "board": ["7h", "5d", "4c"]}
    chop = json_of("equity", "--input", "-", "--json", "--chop", stdin=json.dumps(request) + "\n")
    assert not undocumented("equity.md", *chop)
    odds = [json_of("history", "odds", str(hand), "--json", env=env) for hand in (1, 2, 3)]
    assert not undocumented("history.md", *odds, also="equity.md")
    luck = json_of("ledger", "--luck", "--json", env=env)
    empty = json_of("ledger", "--luck", "--json", env={ENV_VAR: str(tmp_path / "none.sqlite3")})
    assert not undocumented("ledger.md", luck, empty)


def test_deal_script(tmp_path: Path) -> None:
    from tests.cli.test_deal_cli import HAND, TABLE

    steps = [TABLE, *HAND, {"sit": {"seat": 2, "name": "Gus", "stack": 100, "post": True}}]
    steps += [{"deal": {}}, {"misdeal": {}}]
    script = "".join(json.dumps(step) + "\n" for step in steps)
    lines = json_of("deal", "--script", "-", "--db", str(tmp_path / "evening.sqlite3"), stdin=script)
    assert any("awards" in line for line in lines)
    assert not undocumented("deal.md", *lines)
