"""docs/README.md is the index of the documentation: every page under docs/ must be linked from it.

A page nobody links is a page nobody reads; this fails with the names of the pages the index misses (and of
links that point at no page), so a new page cannot land without its row.
"""

from __future__ import annotations

import re
from pathlib import Path

DOCS = Path(__file__).resolve().parent.parent / "docs"
INDEX = DOCS / "README.md"
LINK = re.compile(r"\]\(([^)#\s]+\.md)(?:#[^)]*)?\)")
"""A Markdown link to a .md target, an anchor after it allowed."""

PAGE_DIRS = ("", "formats", "getting-started")
"""Where the pages are: docs/ itself and its page folders (docs/reference holds the generated API tree)."""


def linked_pages(index: Path) -> set[Path]:
    return {(index.parent / target).resolve() for target in LINK.findall(index.read_text())}


def test_the_index_links_every_docs_page_and_no_missing_one() -> None:
    pages = {p.resolve() for d in PAGE_DIRS for p in (DOCS / d).glob("*.md") if p != INDEX}
    linked = linked_pages(INDEX)
    missing = sorted(str(p.relative_to(DOCS)) for p in pages - linked)
    assert not missing, f"docs/README.md does not link: {', '.join(missing)}"
    dangling = sorted(str(p) for p in linked if not p.exists())
    assert not dangling, f"docs/README.md links pages that do not exist: {', '.join(dangling)}"


def test_the_link_pattern_reads_plain_and_anchored_links(tmp_path: Path) -> None:
    index = tmp_path / "README.md"
    index.write_text("[a](a.md) and [b](sub/b.md#part), not [c](https://x/c.html) nor [d](d.md )\n")
    assert linked_pages(index) == {(tmp_path / "a.md").resolve(), (tmp_path / "sub" / "b.md").resolve()}
