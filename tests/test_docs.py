"""The README's links lead somewhere: each relative link names a file of the repository (the
docs site itself is checked by ``mkdocs build --strict`` in CI)."""

from __future__ import annotations

import re
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
LINK = re.compile(r"\]\(([^)#\s]+)(?:#[^)]*)?\)")


def relative_links(markdown: Path) -> list[str]:
    """The link targets of a Markdown file that are paths inside the repository."""
    text = markdown.read_text(encoding="utf-8")
    return [target for target in LINK.findall(text) if "://" not in target]


def test_every_relative_link_of_the_readme_and_contributing_exists() -> None:
    for name in ("README.md", "CONTRIBUTING.md"):
        links = relative_links(ROOT / name)
        assert links, name
        missing = [target for target in links if not (ROOT / target).exists()]
        assert not missing, f"{name} links to missing files: {missing}"


def test_every_command_has_a_reference_page() -> None:
    """A new command is documented in docs/reference/ (a page of its own or its group's,
    listed in mkdocs.yml's nav): its name appears there as `binglao-tui NAME`."""
    from binglao_tui.commands.group import COMMANDS

    reference = "\n".join(
        page.read_text(encoding="utf-8") for page in sorted((ROOT / "docs" / "reference").glob("*.md"))
    )
    undocumented = [name for name in COMMANDS if f"binglao-tui {name}" not in reference]
    assert not undocumented, f"document these commands in docs/reference/: {undocumented}"
