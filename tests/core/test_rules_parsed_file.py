"""The shipped rules files, kept already parsed so a single showdown need not import tomllib.

The stored parse must be exactly tomllib's for exactly the text of every shipped file
(regenerate with ``python -m binglao_tui.core.rules.files`` after editing ``rules/``), and a
file whose text differs from the stored one must be parsed afresh.
"""

from __future__ import annotations

import marshal
import tomllib
from pathlib import Path

from binglao_tui.core.rules import builtin_rules_dir, load_game_file
from binglao_tui.core.rules import files as rules_files


def test_every_shipped_rules_file_is_stored_with_its_exact_text_and_parse() -> None:
    stored = marshal.loads(Path(rules_files.PARSED_FILE).read_bytes())
    shipped = {path.name: path.read_text(encoding="utf-8") for path in builtin_rules_dir().glob("*.toml")}
    assert set(stored) == set(shipped)
    for name, text in shipped.items():
        assert stored[name] == (text, tomllib.loads(text)), f"{name}: python -m binglao_tui.core.rules.files"


def test_a_house_file_named_like_a_shipped_one_is_parsed_from_its_own_text(tmp_path: Path) -> None:
    text = (builtin_rules_dir() / "plo.toml").read_text(encoding="utf-8")
    changed = tmp_path / "plo.toml"
    changed.write_text(text.replace('name = "', 'name = "House '), encoding="utf-8")
    assert load_game_file(changed).name.startswith("House ")
    assert load_game_file(builtin_rules_dir() / "plo.toml").name == tomllib.loads(text)["name"]
