"""The archive's error type, shared by the archive server and the AeronArchive client.

An archive answers a failed request with ControlResponse code ERROR and one of the codes of
``aeronkit.archive.codes`` in ``relevantId`` (aeron-archive/src/main/java/io/aeron/archive/client/
ArchiveException.java at 1.51.0). ``ArchiveError.error_code`` carries that code so callers can branch on
it (e.g. UNKNOWN_RECORDING) instead of parsing messages; ``correlation_id`` names the request that failed.
It lives beside the codes rather than in the client package so the server's own failures (ReplayError,
ReplicationError) can subclass it without the server importing the client; every archive failure is an
``aeronkit.errors.AeronError``. ``aeronkit.archive.client`` re-exports both names.
"""

from __future__ import annotations

from aeronkit.archive.codes import ArchiveErrorCode, error_code_name
from aeronkit.constants import NULL_VALUE
from aeronkit.errors import AeronError

__all__ = ["ArchiveError", "ArchiveTimeoutError"]


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
