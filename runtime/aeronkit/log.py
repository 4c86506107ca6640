"""Logging through Python's ``logging``: one logger per component, one switch for the command line.

Aeron Java logs through stderr prints and its event log agent; a Python application wants ``logging`` so its
own handlers, levels and formats apply. Each component logs under its own name below ``aeronkit`` (the
loggers below), so an application can turn the archive up and the driver down. A library never configures
handlers; the ``aeronkit`` command does, once, through ``configure`` (``--log-level``, default WARNING), and
only on the ``aeronkit`` logger, so a program embedding aeronkit keeps its own root configuration.
"""

from __future__ import annotations

import logging
import sys

ROOT = "aeronkit"
DRIVER = "aeronkit.driver"
CLIENT = "aeronkit.client"
ARCHIVE = "aeronkit.archive"
CLUSTER = "aeronkit.cluster"
CONFIG = "aeronkit.config"

LEVELS = ("debug", "info", "warning", "error", "critical")
DEFAULT_LEVEL = "warning"
FORMAT = "%(asctime)s %(name)s %(levelname)s: %(message)s"


class StderrHandler(logging.StreamHandler):  # type: ignore[type-arg]
    """Writes to whatever ``sys.stderr`` is when a record arrives (pytest and tools swap it)."""

    def __init__(self) -> None:
        super().__init__()
        self.setFormatter(logging.Formatter(FORMAT))

    @property
    def stream(self) -> object:
        return sys.stderr

    @stream.setter
    def stream(self, value: object) -> None:
        """StreamHandler.__init__ assigns a stream; the property ignores it."""


def configure(level: str = DEFAULT_LEVEL) -> None:
    """Send ``aeronkit.*`` records at ``level`` and above to stderr, one line each.

    Idempotent: a second call replaces the handler an earlier one installed (tests call ``main`` many
    times in one process). Records still propagate, so an application's or pytest's root handlers see them.
    """
    logger = logging.getLogger(ROOT)
    for old in [h for h in logger.handlers if isinstance(h, StderrHandler)]:
        logger.removeHandler(old)
    logger.addHandler(StderrHandler())
    logger.setLevel(level.upper())
