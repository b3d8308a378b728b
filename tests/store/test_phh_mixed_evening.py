"""A mixed evening goes out as PHH a hand at a time, each hand with its own variant (issue
25): the rotation's PLO8, limit O8 (PHH's ``FO/8``) and Big O; the FO/8 hand replays in
pokerkit to the stacks the journal kept."""

from __future__ import annotations

import tomllib
import warnings
from decimal import Decimal
from pathlib import Path

import pytest

from binglao_tui.session.script import Script
from binglao_tui.store.history import History
from binglao_tui.store.phh_text import hand_to_phh
from binglao_tui.store.startup import open_for_table
from tests.store.store_dealer import GAMES

EVENING = [
    {
        "table": {
            "seats": 6,
            "players": [{"seat": 1, "name": "Ann", "stack": 1000}, {"seat": 2, "name": "Bob", "stack": 1000}],
            "rotation": {
                "games": [
                    {"game": "plo8", "blinds": [5, 10]},
                    {"game": "o8", "bets": [10, 20]},
                    {"game": "big-o", "blinds": [5, 10]},
                ],
                "every": 1,
            },
        }
    },
    {"deal": {}},
    {"act": {"name": "Ann", "action": "fold"}},
    {"deal": {}},
    {"act": {"name": "Bob", "action": "raise", "to": 20}},
    {"act": {"name": "Ann", "action": "raise", "to": 30}},
    {"act": {"name": "Bob", "action": "call"}},
    {"board": ["7s", "5d", "2c"]},
    {"act": {"name": "Ann", "action": "bet", "to": 10}},
    {"act": {"name": "Bob", "action": "raise", "to": 20}},
    {"act": {"name": "Ann", "action": "call"}},
    {"board": ["Kh"]},
    {"act": {"name": "Ann", "action": "bet", "to": 20}},
    {"act": {"name": "Bob", "action": "fold"}},
    {"deal": {}},
    {"act": {"name": "Ann", "action": "fold"}},
]


@pytest.mark.slow  # checked against pokerkit
def test_each_hand_of_a_rotation_goes_out_as_its_own_variant(tmp_path: Path) -> None:
    opened = open_for_table(tmp_path / "evening.sqlite3", GAMES)
    try:
        script = Script(GAMES, opened)
        for step in EVENING:
            script.step(step)
        assert opened.db is not None
        history = History(opened.db)
        texts = [hand_to_phh(history.get(hand_id), GAMES) for hand_id in (1, 2, 3)]
        limit = history.get(2)
    finally:
        opened.close()
    data = [tomllib.loads(text) for text in texts]
    assert [d["variant"] for d in data] == ["_plo8", "FO/8", "_big-o"]
    assert (data[1]["small_bet"], data[1]["big_bet"], data[1]["blinds_or_straddles"]) == (10, 20, [5, 10])
    assert limit.result is not None
    journal = dict(zip(limit.result.players, limit.result.finishing_stacks, strict=True))
    pokerkit = pytest.importorskip("pokerkit")
    with warnings.catch_warnings():
        warnings.simplefilter("ignore")
        states = list(pokerkit.HandHistory.loads(texts[1]))
    assert [Decimal(str(s)) for s in states[-1].stacks] == [Decimal(journal[n]) for n in data[1]["players"]]
