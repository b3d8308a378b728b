"""A seeded fuzzer for the command line's inputs: JSON lines, flag sets, rules files and
damaged databases. Not part of the test suite (it takes minutes); run it by hand:

    .venv/bin/python -m tests.fuzz.fuzz_inputs [--seed N] [--scale K] [--only CLASS]

Every input goes through ``binglao-tui`` in this process (``cli.main``, exactly as the
console script calls it) with its own database and state folders. The rules it checks,
for every input:

- the exit code is 0, 1 (an illegal replayed action) or 2 (bad input), never 70 (a crash
  report) nor anything else;
- a refusal is exactly one line on stderr, starting ``binglao-tui: ``, with no traceback
  and no character that acts on a terminal (escape, bell, a lone surrogate...);
- an answer is what it says: each JSON line parses, and a showdown's payouts add up to its
  pots;
- a database the commands only read is never moved aside, and a damaged one is never
  written to.

It prints, per class, the inputs tried and every failure (the input, the rule broken and
what came out), and exits 1 if any rule was broken. The same seed gives the same inputs.
"""

from __future__ import annotations

import argparse
import copy
import hashlib
import json
import os
import random
import shutil
import sqlite3
import sys
import tempfile
import traceback
from collections.abc import Callable, Iterator
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from click.testing import CliRunner

from binglao_tui.cli import main
from binglao_tui.core.entry import hidden_character

HERE = Path(__file__).resolve()
REPO = HERE.parents[2]
PHH = REPO / "tests" / "data" / "phh"
RULES = REPO / "rules"

# --------------------------------------------------------------------------- running


@dataclass
class Outcome:
    code: int
    out: str
    err: str


@dataclass
class Tally:
    tried: int = 0
    failures: list[str] = field(default_factory=list)


def run(args: list[str], stdin: bytes | str | None = None, env: dict[str, str] | None = None) -> Outcome:
    """``binglao-tui ARGS`` in this process, as the console script runs it."""
    environment = {"NO_COLOR": "1", "COLUMNS": "120", **(env or {})}
    with CliRunner().isolation(input=stdin, env=environment) as (out, err, _):
        try:
            main(list(args))
            code = 0
        except SystemExit as exc:
            code = exc.code if isinstance(exc.code, int) else 1
        finally:
            sys.stdout.flush()
            sys.stderr.flush()
    return Outcome(code, out.getvalue().decode("utf-8", "replace"), err.getvalue().decode("utf-8", "replace"))


def broken_rules(outcome: Outcome, allowed: tuple[int, ...] = (0, 1, 2)) -> list[str]:
    """The rules every outcome must keep, as sentences for those it breaks."""
    problems = []
    if outcome.code not in allowed:
        problems.append(f"exit code {outcome.code}")
    if "Traceback" in outcome.err or "Traceback" in outcome.out:
        problems.append("a traceback")
    lines = outcome.err.splitlines()
    refusals = [line for line in lines if not line.startswith("binglao-tui: warning: ")]
    if outcome.code != 0:
        if len(refusals) != 1:
            problems.append(f"{len(refusals)} lines on stderr")
        elif not refusals[0].startswith("binglao-tui: "):
            problems.append("stderr does not start with 'binglao-tui: '")
    for line in lines:
        bad = hidden_character(line)
        if bad is not None:
            problems.append(f"stderr holds {bad}")
            break
    if "\x1b" in outcome.out or "\x07" in outcome.out:
        problems.append("stdout holds a terminal control character")
    return problems


def record(tally: Tally, label: str, outcome: Outcome, problems: list[str]) -> None:
    tally.tried += 1
    if problems:
        shown = label if len(label) <= 300 else label[:300] + "..."
        tally.failures.append(
            f"{'; '.join(problems)}\n    input: {shown}\n    stderr: {outcome.err[-400:]!r}"
        )


# ------------------------------------------------------------------------ odd values

ODD_TEXT = [
    "",
    " ",
    "²",
    "٣",
    "--5",
    "-5",
    "1e3",
    "+5",
    "5.0",
    "0x10",
    "9" * 5000,
    "9" * 400,
    "1000000000000001",
    "\x1b[2J",
    "\x1b]0;owned\x07",
    "\ud800",
    "\udcff",
    "\u202e",
    "\n",
    "\t",
    "\x00",
    "[bold]",
    "[/x]",
    "../../x",
    "/etc/passwd",
    "plo/../plo",
    "NaN",
    "null",
    "é",
    "🂡",
    "x" * 10_000,
]
ODD_JSON: list[Any] = [
    None,
    True,
    False,
    0,
    -1,
    1,
    7,
    10**15,
    10**15 + 1,
    10**400,
    -(10**400),
    1.5,
    1e400,
    -1e400,
    float("nan"),
    [],
    {},
    [[[[[]]]]],
    {"a": {"b": {"c": 1}}},
    *ODD_TEXT,
]
CARDS = [f"{r}{s}" for r in "23456789TJQKA" for s in "cdhs"]


def good_request(rng: random.Random) -> dict[str, Any]:
    deck = CARDS[:]
    rng.shuffle(deck)
    game, hole = rng.choice([("plo", 4), ("plo8", 4), ("plo5", 5), ("big-o", 5), ("binglao", 0), ("plo6", 6)])
    roll = None
    if game == "binglao":
        roll = rng.randint(1, 6)
        hole = {1: 4, 2: 5, 3: 6, 4: 4, 5: 5, 6: 6}[roll]
    count = rng.randint(2, 4)
    players: list[dict[str, Any]] = [
        {"name": f"P{i}", "hole": [deck.pop() for _ in range(hole)]} for i in range(count)
    ]
    request: dict[str, Any] = {"game": game, "board": [deck.pop() for _ in range(5)], "players": players}
    if roll is not None:
        request["roll"] = roll
    money = rng.choice(["pot", "pots", "committed", "none"])
    if money == "pot":
        request["pot"] = rng.randint(0, 1000)
    elif money == "pots":
        request["pots"] = [{"amount": rng.randint(0, 500), "eligible": [p["name"] for p in players]}]
    elif money == "committed":
        for p in players:
            p["committed"] = rng.randint(0, 300)
    return request


def _paths(value: Any, prefix: tuple[Any, ...] = ()) -> Iterator[tuple[Any, ...]]:
    yield prefix
    if isinstance(value, dict):
        for key, inner in value.items():
            yield from _paths(inner, (*prefix, key))
    elif isinstance(value, list):
        for index, inner in enumerate(value):
            yield from _paths(inner, (*prefix, index))


def _odd(rng: random.Random) -> Any:
    """One odd JSON value, a fresh copy (a shared list could end up inside itself)."""
    return copy.deepcopy(rng.choice(ODD_JSON))


def mutate(rng: random.Random, request: dict[str, Any]) -> Any:
    """A request with one to three places changed to odd values, keys added or dropped."""
    data: Any = json.loads(json.dumps(request))
    for _ in range(rng.randint(1, 3)):
        paths = list(_paths(data))
        path = rng.choice(paths)
        if not path:
            data = _odd(rng) if rng.random() < 0.2 else data
            continue
        parent = data
        for step in path[:-1]:
            parent = parent[step]
        last = path[-1]
        what = rng.random()
        if what < 0.6:
            parent[last] = _odd(rng)
        elif what < 0.75 and isinstance(parent, dict):
            del parent[last]
        elif isinstance(parent, dict):
            parent[rng.choice(ODD_TEXT)] = _odd(rng)
        elif isinstance(parent, list):
            parent.append(_odd(rng))
    return data


def line_bytes(rng: random.Random, data: Any) -> bytes:
    """One JSON line, sometimes damaged at the byte level."""
    text = json.dumps(data, ensure_ascii=rng.random() < 0.5, allow_nan=True)
    raw = text.encode("utf-8", "surrogatepass")
    roll = rng.random()
    if roll < 0.05:
        at = rng.randrange(len(raw) + 1)
        raw = raw[:at] + bytes([rng.choice([0xFF, 0xC3, 0x80, 0xED])]) + raw[at:]
    elif roll < 0.10:
        raw = raw[: rng.randrange(len(raw) + 1)]
    elif roll < 0.12:
        raw = b"[" * rng.choice([10, 1000, 100_000]) + raw
    elif roll < 0.14:
        raw = b'{"pot": ' + b"9" * rng.choice([300, 5000]) + b"}"
    return raw


# ----------------------------------------------------------------------- the classes


def fuzz_json_lines(rng: random.Random, count: int, home: Path) -> Tally:
    tally = Tally()
    env = _env(home)
    for _ in range(count):
        request = good_request(rng)
        data = request if rng.random() < 0.15 else mutate(rng, request)
        raw = line_bytes(rng, data)
        lines = [raw]
        if rng.random() < 0.3:
            lines.insert(0, json.dumps(good_request(rng)).encode())
        stdin = b"\n".join(lines) + b"\n"
        outcome = run(["showdown", "--input", "-", "--json"], stdin=stdin, env=env)
        problems = broken_rules(outcome, allowed=(0, 2))
        for text in outcome.out.splitlines():
            try:
                ruling = json.loads(text)
            except ValueError:
                problems.append("a result line is not JSON")
                break
            total = sum(p["amount"] for p in ruling["pots"])
            if sum(ruling["payouts"].values()) != total:
                problems.append("payouts do not add up to the pots")
        if outcome.code == 2 and outcome.err and not outcome.err.startswith("binglao-tui: line "):
            problems.append("a refused JSON line does not name its line number")
        record(tally, stdin.decode("utf-8", "backslashreplace"), outcome, problems)
    return tally


def _flag_value(rng: random.Random, good: str) -> str:
    return good if rng.random() < 0.5 else rng.choice(ODD_TEXT)


def _argv_safe(text: str) -> str:
    """What an argument can really hold: a command line cannot pass a NUL, and bytes that are
    not UTF-8 reach Python as surrogate escapes (\\udc80 to \\udcff), never other surrogates."""
    text = text.replace("\x00", "")
    return "".join(
        "\udcff" if "\ud800" <= c <= "\udfff" and not "\udc80" <= c <= "\udcff" else c for c in text
    )


def random_flags(rng: random.Random) -> list[str]:
    command = rng.choice(["showdown", "pot", "roll", "rules", "history show", "games", "equity", "replay"])
    if command == "showdown":
        args = ["showdown", "--game", _flag_value(rng, rng.choice(["plo", "plo8", "binglao"]))]
        args += ["--board", _flag_value(rng, "Kh 9h 6h 3c 2d")]
        args += ["--player", "A=" + _flag_value(rng, "Ah Qh 2c 3d")]
        args += ["--player", _flag_value(rng, "B") + "=7h 5h 4c 4d"]
        for flag in ("--pot", "--chip", "--roll", "--button"):
            if rng.random() < 0.4:
                args += [
                    flag,
                    _flag_value(rng, {"--pot": "100", "--chip": "1", "--roll": "3", "--button": "A"}[flag]),
                ]
        if rng.random() < 0.3:
            args.append("--json")
    elif command == "pot":
        args = ["pot"]
        for flag, good in (("--pot", "20"), ("--bet", "10"), ("--mine", "0"), ("--stack", "50"),
                           ("--big-blind", "2"), ("--last-raise", "2")):  # fmt: skip
            if flag == "--pot" or rng.random() < 0.5:
                value = _flag_value(rng, good)
                args += [f"{flag}={value}"] if rng.random() < 0.5 else [flag, value]
    elif command == "roll":
        args = ["roll", "--", _flag_value(rng, "3")]
        if rng.random() < 0.5:
            args[1:1] = ["--game", _flag_value(rng, "binglao")]
    elif command == "rules":
        args = ["rules", _flag_value(rng, "plo8")]
    elif command == "history show":
        args = ["history", "show", "--", _flag_value(rng, "1")]
    elif command == "games":
        args = ["games"] + (["--json"] if rng.random() < 0.5 else [])
    elif command == "equity":
        args = ["equity", "--game", _flag_value(rng, "plo"), "--board", _flag_value(rng, "Kh 9h 6h 3c")]
        args += ["--player", "A=" + _flag_value(rng, "Ah Qh 2c 3d"), "--player", "B=7h 5h 4c 4d"]
    else:
        args = ["replay", _flag_value(rng, str(PHH / "antonius-blom-2009.phh"))]
    return [_argv_safe(a) for a in args]


def fuzz_flags(rng: random.Random, count: int, home: Path) -> Tally:
    tally = Tally()
    env = _env(home)
    for _ in range(count):
        args = random_flags(rng)
        outcome = run(args, env=env)
        record(tally, repr(args), outcome, broken_rules(outcome))
    return tally


def _toml_value(rng: random.Random) -> str:
    return rng.choice(
        [
            '"x"',
            "1",
            "-1",
            "0",
            "9" * 5000,
            "9" * 30,
            "1.5",
            "inf",
            "nan",
            "true",
            "[]",
            "[1, 2]",
            "{a = 1}",
            '"\\u001b[2J"',
            '"\\ud800"',
            '"²"',
            '"../../x"',
            "[" * 2000 + "]" * 2000,
            '"""multi\nline"""',
            "'literal'",
        ]
    )


def random_rules_file(rng: random.Random) -> bytes:
    base = (RULES / rng.choice(sorted(p.name for p in RULES.glob("*.toml")))).read_text(encoding="utf-8")
    lines = base.splitlines()
    for _ in range(rng.randint(1, 4)):
        what = rng.random()
        key = rng.choice(
            ["id", "name", "hole_cards", "split", "low", "max_players", "min_players", "betting", "summary",
             "house.odd_chip", "house.raise_cap", "die.roll", "die.faces.1.hole_cards", rng.choice(ODD_TEXT)]
        )  # fmt: skip
        if what < 0.7:
            lines.append(
                f"{json.dumps(key)} = {_toml_value(rng)}" if "." not in key else f"{key} = {_toml_value(rng)}"
            )
        elif what < 0.85 and lines:
            del lines[rng.randrange(len(lines))]
        else:
            lines.insert(
                rng.randrange(len(lines) + 1), rng.choice(["[house]", "[die]", "[die.faces.7]", "[[x]]"])
            )
    text = "\n".join(lines) + "\n"
    raw = text.encode("utf-8", "surrogatepass")
    if rng.random() < 0.05:
        raw = raw[: rng.randrange(len(raw))] + b"\xff" + raw[rng.randrange(len(raw)) :]
    return raw


def fuzz_rules(rng: random.Random, count: int, home: Path) -> Tally:
    tally = Tally()
    env = _env(home)
    for number in range(count):
        folder = home / f"rules-{number}"
        folder.mkdir()
        for index in range(rng.randint(1, 3)):
            (folder / f"house{index}.toml").write_bytes(random_rules_file(rng))
        if rng.random() < 0.05:
            (folder / "folder.toml").mkdir()
        if rng.random() < 0.05 and hasattr(os, "mkfifo"):
            os.mkfifo(folder / "fifo.toml")
        if rng.random() < 0.05:
            (folder / "link.toml").symlink_to(folder / "missing")
        args = rng.choice(
            [
                ["games", "--rules-dir", str(folder)],
                ["rules", "plo8", "--rules-dir", str(folder)],
                ["showdown", "--rules-dir", str(folder),
                 "--game", rng.choice(["plo", "plo8", "binglao", "o9"]),
                 "--roll", "2", "--board", "Kh 9h 6h 3c 2d", "--player", "A=Ah Qh 2c 3d 5d",
                 "--player", "B=7h 5h 4c 4d 8d", "--pot", "10"],
                ["roll", "3", "--rules-dir", str(folder)],
            ]
        )  # fmt: skip
        outcome = run(args, env=env)
        files = "; ".join(
            f"{p.name}: {p.read_bytes()[:200]!r}" for p in sorted(folder.glob("*.toml")) if p.is_file()
        )
        record(tally, f"{args} with {files}", outcome, broken_rules(outcome))
        shutil.rmtree(folder, ignore_errors=True)
    return tally


# ------------------------------------------------------------------- damaged storage


def _digest(path: Path) -> str | None:
    return hashlib.sha256(path.read_bytes()).hexdigest() if path.is_file() else None


def _good_db(path: Path) -> None:
    env = {**_env(path.parent), "BINGLAO_TUI_DB": str(path)}
    files = [
        str(PHH / "antonius-blom-2009.phh"),
        *sorted(str(p) for p in (PHH / "wsop-2023-43-day5").glob("*.phh"))[:4],
    ]
    outcome = run(["history", "import", *files], env=env)
    assert outcome.code == 0, outcome.err
    # A session with a ledger too, written the way the app writes it.
    from binglao_tui.store.db import Database
    from binglao_tui.store.ledger import Ledger

    with Database.open(path) as db:
        book = Ledger(db)
        session = book.start_session()
        book.reconcile(session, {"Ann": 100, "Bob": 100, "[/x]": 100})
    # A clean close leaves no WAL: every scenario starts from one file.


SQL_DAMAGE = [
    "UPDATE hands SET result = '{' WHERE id = {id}",
    "UPDATE hands SET result = '[]' WHERE id = {id}",
    "UPDATE hands SET result = '{\"players\": 5}' WHERE id = {id}",
    "UPDATE hands SET result = '{\"players\": [\"p1\"], \"starting_stacks\": [1], "
    "\"finishing_stacks\": [\"x\"]}' WHERE id = {id}",
    "UPDATE hands SET setup = 'not json' WHERE id = {id}",
    "UPDATE hands SET setup = '{}' WHERE id = {id}",
    "UPDATE hands SET status = 'weird' WHERE id = {id}",
    "UPDATE hands SET roll = 'x' WHERE id = {id}",
    "UPDATE hands SET board = NULL WHERE id = {id}",
    "UPDATE hands SET started_at = NULL WHERE id = {id}",
    "UPDATE journal SET payload = '{' WHERE hand_id = {id}",
    "UPDATE journal SET kind = 'nonsense' WHERE hand_id = {id}",
    "UPDATE journal SET payload = '{\"kind\": \"raise\", \"amount\": \"lots\"}' WHERE hand_id = {id}",
    "UPDATE ledger SET amount = 'lots'",
    "UPDATE ledger SET kind = 'gift'",
    "UPDATE ledger SET player = NULL",
    "UPDATE ledger SET hand_id = 'x'",
    "UPDATE stacks SET stack = 'x'",
    "UPDATE sessions SET started_at = NULL",
    "DELETE FROM schema_version",
    "UPDATE schema_version SET version = 999",
    "UPDATE schema_version SET version = 'x'",
    "DROP TABLE ledger",
    "DROP TABLE journal",
    "PRAGMA application_id = 42",
    "UPDATE hands SET result = '" + "[" * 5000 + "' WHERE id = {id}",
    "UPDATE hands SET result = '{\"players\": [\"\\u001b[2J\"], \"starting_stacks\": [1], "
    "\"finishing_stacks\": [1]}' WHERE id = {id}",
]  # fmt: skip


def damage(rng: random.Random, path: Path) -> str:
    """Damage the database at ``path`` one way; say which (and whether it is still "good")."""
    kind = rng.random()
    if kind < 0.45:
        sql = rng.choice(SQL_DAMAGE).replace("{id}", str(rng.randint(1, 5)))
        conn = sqlite3.connect(path)
        try:
            conn.execute(sql)
            conn.commit()
        except sqlite3.Error as exc:  # the schema refuses this damage: the file stays good
            return f"sql refused ({exc}): {sql[:120]}"
        finally:
            conn.close()
        return f"sql: {sql[:120]}"
    data = bytearray(path.read_bytes())
    if kind < 0.6:
        cut = rng.randrange(len(data))
        path.write_bytes(bytes(data[:cut]))
        return f"truncated at {cut}"
    if kind < 0.75:
        for _ in range(rng.randint(1, 20)):
            data[rng.randrange(len(data))] = rng.randrange(256)
        path.write_bytes(bytes(data))
        return "random bytes changed"
    if kind < 0.85:
        page = 4096
        start = rng.randrange(max(1, len(data) // page)) * page
        data[start : start + page] = bytes(page)
        path.write_bytes(bytes(data))
        return f"page at {start} zeroed"
    if kind < 0.9:
        path.unlink()
        path.mkdir()
        return "the file is a folder"
    if kind < 0.95 and hasattr(os, "mkfifo"):
        path.unlink()
        os.mkfifo(path)
        return "the file is a FIFO"
    (path.parent / (path.name + ".lock")).mkdir()
    return "the lock file is a folder"


def fuzz_storage(rng: random.Random, count: int, home: Path) -> Tally:
    tally = Tally()
    pristine = home / "pristine.sqlite3"
    _good_db(pristine)
    commands = [
        ["history", "list"],
        ["history", "list", "--json"],
        ["history", "show", "1"],
        ["history", "show", "2", "--json"],
        ["ledger"],
        ["ledger", "--json"],
        ["history", "export", "--out", "{out}"],
    ]
    for number in range(count):
        folder = home / f"db-{number}"
        folder.mkdir()
        path = folder / "t.sqlite3"
        shutil.copyfile(pristine, path)
        how = damage(rng, path)
        before = _digest(path)
        env = {**_env(home), "BINGLAO_TUI_DB": str(path)}
        for args in rng.sample(commands, 3):
            args = [a.replace("{out}", str(folder / "out")) for a in args]
            outcome = run(args, env=env)
            problems = broken_rules(outcome, allowed=(0, 2))
            if before is not None and not path.is_file():
                problems.append("the database was moved or removed")
            if (
                outcome.code == 2
                and "not a usable binglao-tui database" in outcome.err
                and _digest(path) != before
            ):
                problems.append("a damaged database was written to")
            structural = ("schema_version", "application_id", "DROP TABLE")
            row_damage = how.startswith("sql") and not any(word in how for word in structural)
            if row_damage and "not a usable binglao-tui database" in outcome.err:
                problems.append("a sound file with one bad record was called damaged")
            if any(p.name.startswith("t.sqlite3.damaged") for p in folder.iterdir()):
                problems.append("a file was set aside")
            record(tally, f"{how}; then {args}", outcome, problems)
        shutil.rmtree(folder, ignore_errors=True)
    return tally


# ---------------------------------------------------------------------------- main


def _env(home: Path) -> dict[str, str]:
    return {
        "HOME": str(home),
        "XDG_STATE_HOME": str(home / "state"),
        "XDG_CONFIG_HOME": str(home / "config"),
        "XDG_DATA_HOME": str(home / "data"),
        "BINGLAO_TUI_DB": str(home / "default.sqlite3"),
        "BINGLAO_TUI_RULES": str(home / "no-rules"),
    }


CLASSES: dict[str, tuple[Callable[[random.Random, int, Path], Tally], int]] = {
    "json-lines": (fuzz_json_lines, 2000),
    "flags": (fuzz_flags, 1000),
    "rules-files": (fuzz_rules, 600),
    "damaged-storage": (fuzz_storage, 100),
}


def main_fuzz(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--seed", type=int, default=9)
    parser.add_argument("--scale", type=float, default=1.0, help="multiply every class's count")
    parser.add_argument("--only", choices=sorted(CLASSES), action="append")
    options = parser.parse_args(argv)
    broken = 0
    for name, (fuzz, count) in CLASSES.items():
        if options.only and name not in options.only:
            continue
        rng = random.Random(f"{options.seed}-{name}")
        with tempfile.TemporaryDirectory(prefix=f"binglao-fuzz-{name}-") as home:
            try:
                tally = fuzz(rng, max(1, int(count * options.scale)), Path(home))
            except Exception:
                traceback.print_exc()
                return 2
        print(f"{name}: {tally.tried} inputs, {len(tally.failures)} failures")
        for failure in tally.failures[:20]:
            print(f"  - {failure}")
        broken += len(tally.failures)
    return 1 if broken else 0


if __name__ == "__main__":
    sys.exit(main_fuzz())
