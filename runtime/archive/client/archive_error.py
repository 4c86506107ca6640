"""Errors raised by the AeronArchive client, with the archive's error codes.

An archive answers a failed request with ControlResponse code ERROR and puts one of the codes below in
``relevantId`` (aeron-archive/src/main/java/io/aeron/archive/client/ArchiveException.java at 1.51.0).
``ArchiveError.error_code`` carries that code so callers can branch on it (e.g. UNKNOWN_RECORDING)
instead of parsing messages; ``correlation_id`` names the request that failed.
"""

from __future__ import annotations

import enum

from aeronkit.errors import AeronError

NULL_VALUE = -1


class ArchiveErrorCode(enum.IntEnum):
    """Codes an archive sends in ControlResponse.relevantId when the code is ERROR."""

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
    try:
        return ArchiveErrorCode(code).name
    except ValueError:
        return f"UNKNOWN({code})"


class ArchiveError(AeronError):
    """The archive refused a request, or the control session failed; ``error_code`` is an ArchiveErrorCode."""

    def __init__(
        self, message: str, error_code: int = ArchiveErrorCode.GENERIC, correlation_id: int = NULL_VALUE
    ) -> None:
        self.error_code = int(error_code)
        self.correlation_id = correlation_id
        self.message = message
        super().__init__(
            f"{message} (errorCode={error_code_name(self.error_code)}, correlationId={correlation_id})"
        )


class ArchiveTimeoutError(ArchiveError, TimeoutError):
    """No answer from the archive within the message timeout (or the connect deadline)."""
