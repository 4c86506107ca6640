"""Errors raised by the AeronArchive client, with the archive's error codes.

An archive answers a failed request with ControlResponse code ERROR and puts one of the codes below in
``relevantId`` (aeron-archive/src/main/java/io/aeron/archive/client/ArchiveException.java at 1.51.0).
``ArchiveError.error_code`` carries that code so callers can branch on it (e.g. UNKNOWN_RECORDING)
instead of parsing messages; ``correlation_id`` names the request that failed. The codes themselves are
defined once, in ``aeronkit.archive.codes``, and re-exported here for the client's callers. The server's
own failures (ReplayError, ReplicationError) subclass ArchiveError too, so every archive failure is an
``AeronError``.
"""

from __future__ import annotations

from aeronkit.archive.codes import ArchiveErrorCode, error_code_name
from aeronkit.errors import AeronError

NULL_VALUE = -1

__all__ = [
    "NULL_VALUE",
    "ArchiveError",
    "ArchiveErrorCode",
    "ArchiveTimeoutError",
    "ReentrantCallError",
    "error_code_name",
]


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


class ReentrantCallError(AeronError, RuntimeError):
    """A handler the client was running (a recording signal or descriptor consumer, the error handler)
    called back into the same AeronArchive. One control session reads one response stream, so a nested
    request would consume the answers the outer one is waiting for. Aeron raises the same message
    (AeronArchive.ensureNotReentrant and ClientConductor.ensureNotReentrant at 1.51.0)."""

    def __init__(self) -> None:
        super().__init__("reentrant calls not permitted during callbacks")
