"""Where back ends write: a directory on disk, or a dict in memory.

Back ends never open files themselves; they call ``output.write(relpath, text)`` with a path such as
``python/archive.py``. The in-memory kind is what makes the ``--check`` drift check and the
determinism test cheap (sbe-tool's generator tests do the same with a string-writer output manager).
"""

from __future__ import annotations

from pathlib import Path, PurePosixPath
from typing import Protocol, runtime_checkable


@runtime_checkable
class Output(Protocol):
    def write(self, relpath: str, text: str) -> None: ...


def _checked(relpath: str) -> PurePosixPath:
    """Refuse absolute paths and '..' so a back end cannot write outside its output root."""
    path = PurePosixPath(relpath)
    if path.is_absolute() or ".." in path.parts or not path.parts:
        raise ValueError(f"output path must be relative and inside the output root: {relpath!r}")
    return path


class MemoryOutput:
    """Collects files as ``{relpath: text}``; ``files`` keeps them in write order."""

    def __init__(self) -> None:
        self.files: dict[str, str] = {}

    def write(self, relpath: str, text: str) -> None:
        key = str(_checked(relpath))
        if key in self.files:
            raise ValueError(f"{key} was written twice in one generation run")
        self.files[key] = text


class DirOutput:
    """Writes files under ``root`` as UTF-8 with '\\n' line ends, creating folders as needed.

    A file whose content is unchanged is not rewritten, so timestamps (and rebuilds) only move
    when the code does.
    """

    def __init__(self, root: str | Path) -> None:
        self.root = Path(root)
        self.written: list[Path] = []

    def write(self, relpath: str, text: str) -> None:
        target = self.root.joinpath(*_checked(relpath).parts)
        data = text.encode("utf-8")
        target.parent.mkdir(parents=True, exist_ok=True)
        if not (target.exists() and target.read_bytes() == data):
            target.write_bytes(data)
        self.written.append(target)
