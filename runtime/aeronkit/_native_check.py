"""The one place where a native return code becomes an exception (codes: native/aeronkit_errors.h).

A native function returns a value (0, a count, a position, or a *result* the caller acts on, such as
Aeron's publication codes -1..-5 or a full ring buffer) or an error code at or below ``ERR_FIRST``. Each
concept's errors lie in their own range, so the code alone says what failed and which exception it is;
before, six converters each read their own overlapping codes (-1 was NOT_CONNECTED, an atomic bounds
error and a CRC argument error). ``check`` passes values through and raises for errors, adding the message
the C side may have left for this thread (AERONKIT_SET_ERR, after Aeron C's AERON_SET_ERR/aeron_errmsg in
aeron-client/src/main/c/util/aeron_error.h at 1.51.0). The shape is pyzmq's ``_check_rc`` (zmq/error.py):
a call site hands over the code and a phrase naming the operation, nothing else. Hot paths compare with
``ERR_FIRST`` first and call ``check`` only for an error, so a success costs one comparison.
"""

from __future__ import annotations

import os

from aeronkit._native import ffi, lib
from aeronkit.errors import (
    AeronError,
    BatchArgumentError,
    ConfigurationError,
    CorruptFileError,
    LappedError,
    LogBufferArgumentError,
    LogBufferBoundsError,
    MessageTooLongError,
    ProtocolError,
)

__all__ = ["ERR_FIRST", "check"]

ERR_FIRST: int = lib.AERONKIT_ERR_FIRST
"""Every native error code is at or below this; anything above it is a value."""

_ERRORS: dict[int, tuple[type[Exception], str]] = {
    lib.AERONKIT_UDP_ERR_ARGUMENT: (
        BatchArgumentError, "invalid arguments (count, slot length or buffer size out of range)"),
    lib.AERONKIT_UDP_ERR_FAMILY: (
        BatchArgumentError, "destination address family is neither AF_INET nor AF_INET6"),
    lib.AERONKIT_UDP_ERR_BOUNDS: (
        BatchArgumentError, "a datagram lies outside the buffer or exceeds the largest datagram"),
    lib.AERONKIT_UDP_ERR_SYSCALL: (OSError, "the socket call failed"),
    lib.AERONKIT_ATOMIC_ERR_BOUNDS: (ProtocolError, "out of bounds"),
    lib.AERONKIT_ATOMIC_ERR_ALIGNMENT: (ProtocolError, "misaligned"),
    lib.AERONKIT_LOG_ERR_BOUNDS: (LogBufferBoundsError, "offset or length outside the buffer"),
    lib.AERONKIT_LOG_ERR_ARGUMENT: (LogBufferArgumentError, "invalid argument"),
    lib.AERONKIT_LOG_ERR_TERM_LENGTH: (
        CorruptFileError, "term length is not a power of 2 in [64 KiB, 1 GiB]"),
    lib.AERONKIT_LOG_ERR_PAGE_SIZE: (CorruptFileError, "page size is not a power of 2 in [4 KiB, 1 GiB]"),
    lib.AERONKIT_LOG_ERR_MTU: (CorruptFileError, "mtu is not a multiple of 32 in (32, 65504]"),
    lib.AERONKIT_LOG_ERR_FILE_LENGTH: (
        CorruptFileError, "file is too short for three terms and the metadata"),
    lib.AERONKIT_LOG_ERR_CLAIM: (LogBufferArgumentError, "claim was already committed or aborted"),
    lib.AERONKIT_LOG_ERR_MESSAGE_LENGTH: (MessageTooLongError, "message longer than the log allows"),
    lib.AERONKIT_LOG_ERR_CORRUPT: (CorruptFileError, "malformed frame"),
    lib.AERONKIT_LOG_ERR_ALIGNMENT: (CorruptFileError, "metadata section is not 8-byte aligned"),
    lib.AERONKIT_RB_ERR_CAPACITY: (
        ConfigurationError, f"length must be a power of two + {lib.AERONKIT_RB_TRAILER_LENGTH}"),
    lib.AERONKIT_RB_ERR_ARGUMENT: (ProtocolError, "invalid argument"),
    lib.AERONKIT_RB_ERR_STATE: (ProtocolError, "claimed space was already committed or aborted"),
    lib.AERONKIT_RB_ERR_CORRUPT: (ProtocolError, "record length outside the buffer (corrupt)"),
    lib.AERONKIT_BC_ERR_CAPACITY: (
        ConfigurationError, f"length must be a power of two + {lib.AERONKIT_BC_TRAILER_LENGTH}"),
    lib.AERONKIT_BC_ERR_ARGUMENT: (ProtocolError, "invalid argument"),
    lib.AERONKIT_BC_ERR_CORRUPT: (ProtocolError, "record length outside the buffer (corrupt)"),
    lib.AERONKIT_BC_ERR_LAPPED: (LappedError, "unable to keep up with broadcast"),
    lib.AERONKIT_BC_ERR_SCRATCH_TOO_SMALL: (ProtocolError, "message longer than the scratch buffer"),
    lib.AERONKIT_COUNTERS_ERR_ID: (ProtocolError, "counter id out of range"),
    lib.AERONKIT_COUNTERS_ERR_ARGUMENT: (ProtocolError, "invalid argument"),
    lib.AERONKIT_COUNTERS_ERR_STATE: (ProtocolError, "counter not in the expected state"),
    lib.AERONKIT_ERROR_LOG_ERR_ARGUMENT: (ProtocolError, "invalid argument"),
    lib.AERONKIT_CRC32C_ERR_ARGUMENT: (ProtocolError, "range outside the buffer"),
    lib.AERONKIT_WALK_ERR_ARGUMENT: (ProtocolError, "inconsistent walk state or arguments"),
}


def check(rc: int, what: str, *, path: str = "", offset: int = 0) -> int:
    """``rc`` itself when it is a value; for an error code, raise its exception, naming ``what`` failed.

    ``path`` and ``offset`` locate a damaged file for the codes that mean one (CorruptFileError); a failed
    syscall raises OSError with the errno C recorded.
    """
    if rc > ERR_FIRST:
        return rc
    kind, meaning = _ERRORS.get(rc, (AeronError, f"native error {rc}"))
    text = f"{what}: {meaning}"
    os_errno = 0
    if lib.aeronkit_errcode() == rc:
        text += f" ({ffi.string(lib.aeronkit_errmsg()).decode('utf-8', 'replace')})"
        os_errno = lib.aeronkit_errno()
        lib.aeronkit_err_clear()
    if kind is CorruptFileError:
        raise CorruptFileError(path or "<log buffer>", offset, text)
    if kind is OSError:
        raise OSError(os_errno, f"{text}: {os.strerror(os_errno)}" if os_errno else text)
    raise kind(text)
