"""Aeron's publication result codes, and the native error codes turned into exceptions.

Appends return Aeron's values on the hot path: a new stream position (> 0) or one of the negative
codes below, exactly as io.aeron.Publication defines them. Codes at or below ``ERR_THRESHOLD`` mean the
caller passed something that would have touched memory outside the log or its source buffers; those are
raised at the edge by ``raise_for``, never returned.
"""

from __future__ import annotations

from typing import NoReturn

from aeronkit.errors import AeronError, CorruptFileError

NOT_CONNECTED = -1
BACK_PRESSURED = -2
ADMIN_ACTION = -3
CLOSED = -4
MAX_POSITION_EXCEEDED = -5

ERR_BOUNDS_ALIGNMENT = -2  # from aeronkit_atomic, only on the metadata accessors
ERR_THRESHOLD = -100
ERR_BOUNDS = -101
ERR_ARGUMENT = -102
ERR_TERM_LENGTH = -103
ERR_PAGE_SIZE = -104
ERR_MTU = -105
ERR_FILE_LENGTH = -106
ERR_CLAIM = -107
ERR_MESSAGE_LENGTH = -108
ERR_CORRUPT = -109

_RESULT_NAMES = {
    NOT_CONNECTED: "NOT_CONNECTED",
    BACK_PRESSURED: "BACK_PRESSURED",
    ADMIN_ACTION: "ADMIN_ACTION",
    CLOSED: "CLOSED",
    MAX_POSITION_EXCEEDED: "MAX_POSITION_EXCEEDED",
}


class LogBufferArgumentError(AeronError, ValueError):
    """An argument to a log buffer operation is invalid (negative length, unusable claim, ...)."""


class LogBufferBoundsError(AeronError, IndexError):
    """An offset or length lies outside the mapped term or the source buffer."""


class MessageTooLongError(LogBufferArgumentError):
    """The message exceeds the log's max message length (min(term_length / 8, 16 MiB))."""


def result_name(result: int) -> str:
    """Readable form of an append result: ``position=N`` or the code's Aeron name."""
    return f"position={result}" if result >= 0 else _RESULT_NAMES.get(result, f"code={result}")


def raise_for(code: int, what: str, path: str = "", offset: int = 0) -> NoReturn:
    """Raise the exception matching a native error ``code`` for the operation named ``what``."""
    if code == ERR_BOUNDS:
        raise LogBufferBoundsError(f"{what}: offset or length outside the buffer")
    if code == ERR_MESSAGE_LENGTH:
        raise MessageTooLongError(f"{what}: message longer than the log allows")
    if code == ERR_CLAIM:
        raise LogBufferArgumentError(f"{what}: claim was already committed or aborted")
    if code == ERR_CORRUPT:
        raise CorruptFileError(path or "<log buffer>", offset, f"{what}: malformed frame")
    raise LogBufferArgumentError(f"{what}: invalid argument (native code {code})")
