"""The one definition of the codes an archive answers with, shared by the server and the client.

A ControlResponse carries a ``code`` (OK, ERROR, RECORDING_UNKNOWN, SUBSCRIPTION_UNKNOWN). That enum is
in the archive schema, so it is re-exported here from the generated ``aeronkit.codecs.archive`` rather
than written again. When the code is ERROR, ``relevantId`` holds an archive error code; those codes are
not part of the schema (Aeron keeps them as constants in
aeron-archive/src/main/java/io/aeron/archive/client/ArchiveException.java at 1.51.0), so this module is
where they are written down, once. The server sends them, the client decodes them into ``ArchiveError``.
"""

from __future__ import annotations

import enum

from aeronkit.codecs.archive import ControlResponseCode

__all__ = ["ArchiveErrorCode", "ControlResponseCode", "error_code_name"]


class ArchiveErrorCode(enum.IntEnum):
    """Codes an archive sends in ControlResponse.relevantId when the response code is ERROR."""

    GENERIC = 0
    ACTIVE_LISTING = 1
    ACTIVE_RECORDING = 2
    ACTIVE_SUBSCRIPTION = 3
    UNKNOWN_SUBSCRIPTION = 4
    UNKNOWN_RECORDING = 5
    UNKNOWN_REPLAY = 6
    MAX_REPLAYS = 7
    MAX_RECORDINGS = 8
    INVALID_EXTENSION = 9
    AUTHENTICATION_REJECTED = 10
    STORAGE_SPACE = 11
    UNKNOWN_REPLICATION = 12
    UNAUTHORISED_ACTION = 13
    REPLICATION_CONNECTION_FAILURE = 14
    EMPTY_RECORDING = 15
    INVALID_POSITION = 16


def error_code_name(code: int) -> str:
    """The name of an archive error code, or ``UNKNOWN(n)`` for a code a newer archive may send."""
    try:
        return ArchiveErrorCode(code).name
    except ValueError:
        return f"UNKNOWN({code})"
