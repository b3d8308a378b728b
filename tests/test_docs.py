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
