"""Collects every problem found in a schema, so a user fixes them all after one run.

sbe-tool's ErrorHandler counts errors and warnings and can stop at the first error or treat
warnings as errors (sbe-tool/src/main/java/uk/co/real_logic/sbe/xml/ErrorHandler.java). We keep
the same two switches but record messages as ``file:line: reason`` so editors can jump to them.
"""

from __future__ import annotations

import logging
from collections.abc import Callable
from dataclasses import dataclass

from aeronkit.errors import SchemaError

LOG = logging.getLogger("aeronkit.codegen")


@dataclass(frozen=True)
class Problem:
    line: int | None
    reason: str
    is_warning: bool = False


class ErrorHandler:
    """Accumulates schema problems; ``check()`` raises one SchemaError listing all of them.

    ``stop_on_error`` raises at the first error (and, with ``warnings_fatal``, at the first warning).
    Non-fatal warnings go to ``on_warning`` (default: the ``aeronkit.codegen`` logger).
    """

    def __init__(
        self,
        file_name: str,
        *,
        stop_on_error: bool = False,
        warnings_fatal: bool = False,
        on_warning: Callable[[str], None] | None = None,
    ) -> None:
        self.file_name = file_name
        self.stop_on_error = stop_on_error
        self.warnings_fatal = warnings_fatal
        self.on_warning = on_warning or LOG.warning
        self.problems: list[Problem] = []

    @property
    def error_count(self) -> int:
        return sum(1 for p in self.problems if self._is_fatal(p))

    @property
    def warning_count(self) -> int:
        return sum(1 for p in self.problems if p.is_warning)

    def error(self, line: int | None, reason: str) -> None:
        self._add(Problem(line, reason))

    def warning(self, line: int | None, reason: str) -> None:
        self._add(Problem(line, reason, is_warning=True))

    def format(self, problem: Problem) -> str:
        where = f"{self.file_name}:{problem.line}" if problem.line is not None else self.file_name
        kind = "warning: " if problem.is_warning else ""
        return f"{where}: {kind}{problem.reason}"

    def messages(self, *, fatal_only: bool = True) -> list[str]:
        """Problems sorted by line (stable), formatted as ``file:line: reason``."""
        chosen = [p for p in self.problems if self._is_fatal(p) or not fatal_only]
        chosen.sort(key=lambda p: -1 if p.line is None else p.line)
        return [self.format(p) for p in chosen]

    def check(self) -> None:
        """Raise SchemaError with every fatal problem recorded so far, if any."""
        if self.error_count:
            raise SchemaError(self.messages())

    def _is_fatal(self, problem: Problem) -> bool:
        return not problem.is_warning or self.warnings_fatal

    def _add(self, problem: Problem) -> None:
        self.problems.append(problem)
        if not self._is_fatal(problem):
            self.on_warning(self.format(problem))
        elif self.stop_on_error:
            raise SchemaError([self.format(problem)])
