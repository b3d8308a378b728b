"""Hypothesis over the command line's inputs: whatever arrives, the answer is an answer or
one line of refusal (issue 9, section 4). The seeded fuzzer in ``tests/fuzz`` runs the same
rules over thousands of inputs by hand; these keep a small, fast sample in the suite."""

from __future__ import annotations

import json

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from binglao_tui.core.entry import hidden_character
from tests.cli._cli_main import run

JSON = st.recursive(
    st.none() | st.booleans() | st.integers() | st.floats() | st.text(max_size=12),
    lambda inner: st.lists(inner, max_size=4) | st.dictionaries(st.text(max_size=8), inner, max_size=4),
    max_leaves=12,
)
KEYS = st.sampled_from(["game", "roll", "board", "players", "button", "pot", "pots", "chip", "x"])
GOOD = {
    "game": "plo8",
    "board": ["7s", "5d", "2c", "Kc", "9h"],
    "players": [
        {"name": "A", "hole": ["Ah", "3s", "Kd", "Qs"]},
        {"name": "B", "hole": ["9d", "9s", "4h", "6h"]},
    ],
    "pot": 100,
}
FAST = settings(max_examples=120, deadline=None, suppress_health_check=[HealthCheck.too_slow])


def _one_answer_or_one_refusal(code: int, out: str, err: str) -> None:
    assert code in (0, 2), (code, err)
    assert "Traceback" not in err
    if code == 2:
        assert len(err.splitlines()) == 1, err
        assert err.startswith("binglao-tui: line 1: "), err
        assert hidden_character(err.rstrip("\n")) is None, err
    else:
        for line in out.splitlines():
            ruling = json.loads(line)
            assert sum(ruling["payouts"].values()) == sum(p["amount"] for p in ruling["pots"])


@FAST
@given(JSON)
def test_any_json_value_as_a_line_is_an_answer_or_one_refusal(value: object) -> None:
    line = json.dumps(value)
    _one_answer_or_one_refusal(*run("showdown", "--input", "-", "--json", stdin=line + "\n"))


@FAST
@given(KEYS, JSON)
def test_a_good_request_with_one_field_replaced_is_an_answer_or_one_refusal(key: str, value: object) -> None:
    request = {**GOOD, key: value}
    _one_answer_or_one_refusal(*run("showdown", "--input", "-", "--json", stdin=json.dumps(request) + "\n"))


@FAST
@given(st.binary(max_size=60))
def test_any_bytes_as_a_line_are_an_answer_or_one_refusal(raw: bytes) -> None:
    line = raw.replace(b"\n", b" ") + b"\n"
    code, out, err = run("showdown", "--input", "-", "--json", stdin=line)
    if line.strip():
        _one_answer_or_one_refusal(code, out, err)
    else:
        assert (code, out, err) == (0, "", "")


@FAST
@given(st.sampled_from(["--pot", "--chip", "--roll", "--button", "--game"]), st.text(max_size=20))
def test_any_text_in_a_showdown_flag_is_an_answer_or_one_refusal(flag: str, text: str) -> None:
    text = text.replace("\x00", "")
    if text.startswith("-"):
        text = " " + text
    args = ["showdown", "--game", "plo8", "--board", "7s 5d 2c Kc 9h", "--player", "A=Ah 3s Kd Qs"]
    args += ["--player", "B=9d 9s 4h 6h", flag, text]
    code, _, err = run(*args)
    assert code in (0, 2), (code, err)
    if code == 2:
        assert len(err.splitlines()) == 1, err
        assert hidden_character(err.rstrip("\n")) is None, err
