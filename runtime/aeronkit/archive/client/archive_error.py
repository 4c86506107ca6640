"""Errors raised by the AeronArchive client, with the archive's error codes.

The error types live in ``aeronkit.archive.errors`` (shared with the archive server, which must not import
the client) and the codes in ``aeronkit.archive.codes``; this module keeps the names the client's callers
import from here.
"""

from __future__ import annotations

from aeronkit.archive.codes import ArchiveErrorCode, error_code_name
from aeronkit.archive.errors import ArchiveError, ArchiveTimeoutError
from aeronkit.constants import NULL_VALUE
from aeronkit.errors import ReentrantCallError

__all__ = [
    "NULL_VALUE",
    "ArchiveError",
    "ArchiveErrorCode",
    "ArchiveTimeoutError",
    "ReentrantCallError",
    "error_code_name",
]
