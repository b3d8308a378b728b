"""Rules files: where they are, and reading them into :class:`~binglao_tui.core.rules.games.Game` values.

The shipped games live in the top-level ``rules/`` folder (inside the package once
installed); a user adds house games in their config folder or in folders given with
``--rules-dir``. :mod:`binglao_tui.core.rules.games` exports these functions too. The folders are
worked out as plain strings, so that finding one shipped game imports neither pathlib nor
more than the one file it needs; the public functions hand out ``Path`` objects.
"""

from __future__ import annotations

import os
import stat
import sys
import warnings
from collections.abc import Iterable, Mapping
from enum import Enum
from typing import TYPE_CHECKING, Any

from binglao_tui.core.entry import printable, printable_text
from binglao_tui.core.rules.errors import RulesError
from binglao_tui.core.rules.games import Betting, DieTable, Game, LowRule, RollTime, Split, Variant
from binglao_tui.core.rules.house import HouseRules

if TYPE_CHECKING:
    from pathlib import Path

_REQUIRED = ("id", "name", "hole_cards", "split", "max_players")
_KNOWN = {*_REQUIRED, "short", "low", "min_players", "betting", "summary", "die", "house"}
_SHORT = 16  # a short name fits a line of the hand screen beside the next game


def _choice(where: str, key: str, value: Any, enum: type[Enum]) -> Any:
    allowed = [m.value for m in enum]
    if value not in allowed:
        options = ", ".join(repr(a) for a in allowed)
        raise RulesError(f"{where}: field '{key}' must be one of {options} (got {value!r})")
    return enum(value)


def _int(where: str, key: str, value: Any, low: int, high: int) -> int:
    if isinstance(value, bool) or not isinstance(value, int) or not low <= value <= high:
        raise RulesError(
            f"{where}: field '{key}' must be a whole number from {low} to {high} (got {value!r})"
        )
    return value


def _variant(where: str, table: Mapping[str, Any], default_hole: int | None) -> Variant:
    hole_raw = table.get("hole_cards", default_hole)
    if hole_raw is None:
        raise RulesError(f"{where}: field 'hole_cards' is missing")
    hole = _int(where, "hole_cards", hole_raw, 2, 9)
    if "split" not in table:
        raise RulesError(f"{where}: field 'split' is missing ('high' or 'hi-lo')")
    split = _choice(where, "split", table["split"], Split)
    low: LowRule | None = None
    if "low" in table:
        low = _choice(where, "low", table["low"], LowRule)
        if split is Split.HIGH:
            raise RulesError(f"{where}: field 'low' is only allowed with split = 'hi-lo'")
    return Variant(hole, split, low)


def _die(where: str, raw: Any, default_hole: int | None) -> DieTable:
    if not isinstance(raw, dict):
        raise RulesError(f"{where}: field 'die' must be a table")
    roll = _choice(where, "die.roll", raw.get("roll", "before-deal"), RollTime)
    sides = _int(where, "die.sides", raw.get("sides", 6), 2, 20)
    faces_raw = raw.get("faces")
    if not isinstance(faces_raw, dict) or not faces_raw:
        raise RulesError(f"{where}: field 'die.faces' must be a table of faces 1-{sides}")
    faces: dict[int, Variant] = {}
    for key, value in faces_raw.items():
        plain = isinstance(key, str) and key.isascii() and key.isdigit() and len(key) <= 3  # int() stays safe
        if not plain or not 1 <= int(key) <= sides:
            face = repr(key) if len(repr(key)) <= 20 else repr(key)[:16] + "...'"
            raise RulesError(f"{where}: field 'die.faces' has face {face}; faces are 1-{sides}")
        if not isinstance(value, dict):
            raise RulesError(f"{where}: field 'die.faces.{key}' must be a table")
        faces[int(key)] = _variant(f"{where} die face {key}", value, default_hole)
    missing = [f for f in range(1, sides + 1) if f not in faces]
    if missing:
        raise RulesError(f"{where}: field 'die.faces' lacks face(s) {missing}")
    return DieTable(faces=faces, roll_time=roll, sides=sides)


def _house(where: str, raw: Any) -> HouseRules:
    if not isinstance(raw, dict):
        raise RulesError(f"{where}: field 'house' must be a table")
    return HouseRules.from_mapping(raw, f"{where}: ")


def is_game_id(text: object) -> bool:
    """Whether ``text`` can be a game's id: letters, digits, ``-`` and ``_``, nothing else.

    A game is only ever found by its id among the rules files, never by a path, so an id
    such as ``../../x`` is no id at all and is checked before any file is looked at.
    """
    return isinstance(text, str) and 0 < len(text) <= 64 and all(c.isalnum() or c in "-_" for c in text)


def game_from_mapping(data: Mapping[str, Any], where: str) -> Game:
    """Build a :class:`Game` from a parsed rules file; ``where`` names it in errors."""
    for key in _REQUIRED:
        if key not in data:
            raise RulesError(f"{where}: required field '{key}' is missing")
    unknown = sorted(set(data) - _KNOWN)
    if unknown:
        raise RulesError(f"{where}: unknown field '{unknown[0]}'")
    game_id = data["id"]
    if not is_game_id(game_id):
        raise RulesError(f"{where}: field 'id' must be letters, digits, '-' or '_' (got {game_id!r})")
    name = data["name"]
    if not isinstance(name, str) or not name.strip():
        raise RulesError(f"{where}: field 'name' must be a non-empty string")
    base = _variant(where, data, None)
    max_players = _int(where, "max_players", data["max_players"], 2, 23)
    min_players = _int(where, "min_players", data.get("min_players", 2), 2, max_players)
    betting = _choice(where, "betting", data.get("betting", "pot-limit"), Betting)
    short = data.get("short", "")
    if not isinstance(short, str) or len(short.strip()) > _SHORT:
        raise RulesError(f"{where}: field 'short' must be a name of at most {_SHORT} characters")
    summary = data.get("summary", "")
    if not isinstance(summary, str):
        raise RulesError(f"{where}: field 'summary' must be a string")
    die = _die(where, data["die"], base.hole_cards) if "die" in data else None
    house = _house(where, data.get("house", {}))
    game = Game(
        id=game_id,
        name=printable(name.strip()),  # shown as text: an escape or a bidi override is written out
        hole_cards=base.hole_cards,
        split=base.split,
        low=base.low,
        max_players=max_players,
        min_players=min_players,
        betting=betting,
        summary=printable_text(summary.strip()),
        die=die,
        house=house,
        source=where,
        short=printable(short.strip()),
    )
    if game.deck_limit() < 2:
        raise RulesError(f"{where}: {game.max_hole_cards} hole cards leave no room for two players")
    return game


# A rules file is a few hundred bytes; anything past this is not one.
MAX_RULES_FILE = 1 << 20


class RulesFileSkipped(UserWarning):
    """A file in a rules folder that is not a plain file (a FIFO, a device, a folder named
    ``*.toml``): it is left unread, since opening it could wait for ever."""


def load_game_file(path: Path | str) -> Game:
    """Load one rules file, with errors that name it."""
    try:
        with open(path, "rb") as file:
            raw = file.read(MAX_RULES_FILE + 1)
    except OSError as exc:
        raise RulesError(f"{path}: cannot be read ({exc.strerror or type(exc).__name__})") from None
    if len(raw) > MAX_RULES_FILE:
        raise RulesError(f"{path}: more than {MAX_RULES_FILE // 1024} kB; a rules file is a few lines")
    try:
        text = raw.decode("utf-8")
    except UnicodeDecodeError as exc:
        line = raw.count(b"\n", 0, exc.start) + 1
        raise RulesError(f"{path}: line {line} is not UTF-8 text") from None
    import tomllib  # loaded with the first rules file read: the calculators read none

    try:
        data = tomllib.loads(text)
    except tomllib.TOMLDecodeError as exc:
        raise RulesError(f"{path}: not valid TOML: {exc}") from None
    except ValueError:  # tomllib's own int() refuses a number of more than 4,300 digits
        raise RulesError(f"{path}: a number in the file is too long to read") from None
    except RecursionError:
        raise RulesError(f"{path}: tables or lists nested too deeply to read") from None
    return game_from_mapping(data, str(path))


def _rules_files(folder: Path) -> list[Path]:
    """The ``*.toml`` files of a rules folder, by name; anything there that is not a plain
    file (a FIFO, a device, a folder) is skipped with a :class:`RulesFileSkipped` warning."""
    files = []
    for path in sorted(folder.glob("*.toml")):
        try:
            mode = path.stat().st_mode
        except OSError as exc:  # a broken symbolic link, a file gone meanwhile
            warnings.warn(
                RulesFileSkipped(f"{path}: skipped ({exc.strerror or type(exc).__name__})"), stacklevel=2
            )
            continue
        if not stat.S_ISREG(mode):
            kind = "a folder" if stat.S_ISDIR(mode) else "a FIFO" if stat.S_ISFIFO(mode) else "no plain file"
            warnings.warn(RulesFileSkipped(f"{path}: skipped, it is {kind}"), stacklevel=2)
            continue
        files.append(path)
    return files


# The folders are worked out as plain strings (os.path), so that finding one shipped game
# does not import pathlib; the public functions hand out Path objects as before.


def _builtin_rules_path() -> str:
    package_dir = os.path.dirname(os.path.dirname(os.path.dirname(os.path.realpath(__file__))))
    packaged = os.path.join(package_dir, "rules")
    return packaged if os.path.isdir(packaged) else os.path.join(os.path.dirname(package_dir), "rules")


def builtin_rules_dir() -> Path:
    """The shipped ``rules`` folder: inside the installed package, or the checkout's top level."""
    # start-up: pathlib only here; finding a shipped game works on plain strings
    from pathlib import Path

    return Path(_builtin_rules_path())


def _user_rules_path() -> str:
    env = os.environ.get("BINGLAO_TUI_RULES")
    if env:
        return env
    if sys.platform.startswith(("linux", "freebsd", "openbsd", "netbsd")):
        base = os.environ.get("XDG_CONFIG_HOME", "").strip()
        root = base if base and os.path.isabs(base) else os.path.join(os.path.expanduser("~"), ".config")
        return os.path.join(root, "binglao-tui", "rules")
    # start-up: platformdirs only when the user's rules folder is looked for
    from platformdirs import user_config_dir

    return os.path.join(user_config_dir("binglao-tui"), "rules")


def user_rules_dir() -> Path:
    """The user's own rules folder: ``BINGLAO_TUI_RULES`` or the config directory's ``rules``.

    On Linux and the BSDs this is ``$XDG_CONFIG_HOME/binglao-tui/rules`` (by default
    ``~/.config/binglao-tui/rules``), worked out here without importing platformdirs so the
    calculators start quickly; elsewhere platformdirs says where the config directory is.
    """
    # start-up: pathlib only here; finding a shipped game works on plain strings
    from pathlib import Path

    return Path(_user_rules_path())


def load_games(extra_dirs: Iterable[Path] = (), include_user: bool = True) -> dict[str, Game]:
    """Every game, by id: the shipped ones, then the user's, then ``extra_dirs``.

    A later file with the same id replaces an earlier one, so a house file can change a
    shipped game. A broken file raises :class:`RulesError` naming it.
    """
    games, problems = load_good_games(extra_dirs, include_user)
    if problems:
        raise problems[0]
    return games


def load_good_games(
    extra_dirs: Iterable[Path] = (), include_user: bool = True
) -> tuple[dict[str, Game], tuple[RulesError, ...]]:
    """Every game that loads, by id, as :func:`load_games` orders them, and the reason
    for each rules file that does not (a broken house file leaves the others usable).
    A folder named in ``extra_dirs`` that is not there is still a :class:`RulesError`."""
    # start-up: pathlib only here; finding a shipped game works on plain strings
    from pathlib import Path

    extras = [Path(d) for d in extra_dirs]
    dirs = [builtin_rules_dir()]
    if include_user:
        dirs.append(user_rules_dir())
    dirs.extend(extras)
    games: dict[str, Game] = {}
    problems: list[RulesError] = []
    for folder in dirs:
        if not folder.is_dir():
            if folder in extras:
                raise RulesError(f"{folder}: rules folder not found", file=str(folder))
            continue
        for path in _rules_files(folder):
            try:
                game = load_game_file(path)
            except RulesError as exc:
                problems.append(RulesError(str(exc), file=str(path)))  # named short on a screen
                continue
            games[game.id] = game
    return games, tuple(problems)


def get_game(game_id: str, extra_dirs: Iterable[Path] = (), include_user: bool = True) -> Game:
    """The game with this id, or a :class:`RulesError` listing the ones there are.

    Faster than :func:`load_games` when one game is wanted: the user's and the extra
    folders are read whole (a house file may replace any game, whatever its file name),
    but of the shipped files only ``<id>.toml`` is read; a test checks that every shipped
    file is named after its id.
    """
    if not is_game_id(game_id):
        shown = repr(game_id) if len(repr(game_id)) <= 42 else repr(game_id)[:40] + "...'"
        raise RulesError(
            f"unknown game {shown}: a game id is letters, digits, '-' and '_' (see 'binglao-tui games')"
        )
    extras = list(extra_dirs)
    if house_rules_in_play(extras, include_user):
        found = _house_game(game_id, extras, include_user)
        if found is not None:
            return found
    game = shipped_game(game_id)
    if game is not None:
        return game
    games = load_games(extras, include_user)
    if game_id not in games:
        raise RulesError(f"unknown game {game_id!r} (games: {', '.join(sorted(games))})")
    return games[game_id]


def house_rules_in_play(extra_dirs: Iterable[Path], include_user: bool = True) -> bool:
    """Whether house rules files may change the games: folders are given, or the user's own
    rules folder exists. Without them the shipped files alone say what every game is."""
    return bool(list(extra_dirs)) or (include_user and os.path.isdir(_user_rules_path()))


def shipped_game(game_id: str) -> Game | None:
    """The shipped game with this id, reading only its own file (None if there is none)."""
    if not is_game_id(game_id):
        return None
    path = os.path.join(_builtin_rules_path(), f"{game_id}.toml")
    if not os.path.isfile(path):
        return None
    game = load_game_file(path)
    return game if game.id == game_id else None


def _house_game(game_id: str, extra_dirs: list[Path], include_user: bool) -> Game | None:
    """The last game with this id in the user's and the extra folders, if any."""
    # start-up: pathlib only here; finding a shipped game works on plain strings
    from pathlib import Path

    extras = [Path(d) for d in extra_dirs]
    house_dirs = ([user_rules_dir()] if include_user else []) + extras
    found: Game | None = None
    for folder in house_dirs:
        if not folder.is_dir():
            if folder in extras:
                raise RulesError(f"{folder}: rules folder not found")
            continue
        for path in _rules_files(folder):
            game = load_game_file(path)
            if game.id == game_id:
                found = game
    return found
