"""``history list`` on a history of many hands: the latest page, and how to see more."""

from __future__ import annotations

import json
from pathlib import Path

from binglao_tui.store.db import Database
from binglao_tui.store.paths import ENV_VAR
from tests.cli._cli_main import run
from tests.store.test_history_pages import _hands


def test_history_list_shows_the_latest_page_and_says_how_to_see_more(tmp_path: Path) -> None:
    path = tmp_path / "h.sqlite3"
    with Database.open(path) as db:
        _hands(db, 75)
    env = {ENV_VAR: str(path)}
    code, out, _ = run("history", "list", env=env)
    assert code == 0
    assert "Hands 46 to 75 of 75" in out
    assert "older: --page 2; every hand: --all" in out
    assert "│ 75 " in out
    assert "│ 45 " not in out
    code, out, _ = run("history", "list", "--page", "3", env=env)
    assert "Hands 1 to 15 of 75" in out
    assert "every hand: --all" in out
    assert "older:" not in out
    assert "75 hands" in run("history", "list", "--all", env=env)[1]
    code, _, err = run("history", "list", "--page", "4", env=env)
    assert (code, err) == (2, "binglao-tui: there is no page 4: the history has 75 hands, 30 a page\n")
    every = json.loads(run("history", "list", "--json", env=env)[1])
    assert [h["number"] for h in every] == list(range(1, 76))
    page = json.loads(run("history", "list", "--json", "--page", "2", env=env)[1])
    assert [h["number"] for h in page] == list(range(16, 46))
