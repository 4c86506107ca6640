"""Aeron's publication result codes, as the native appenders return them.

Appends return Aeron's values on the hot path: a new stream position (> 0) or one of the negative codes
below, exactly as io.aeron.Publication defines them (native/aeronkit_logbuffer.h holds the numbers). An
argument that would have touched memory outside the log or its source buffers gives an error code instead
(at or below ``aeronkit._native_check.ERR_FIRST``), which ``check`` raises at the edge; it is never returned.
"""

from __future__ import annotations

from aeronkit._native import lib

NOT_CONNECTED: int = lib.AERONKIT_PUBLICATION_NOT_CONNECTED
BACK_PRESSURED: int = lib.AERONKIT_PUBLICATION_BACK_PRESSURED
ADMIN_ACTION: int = lib.AERONKIT_PUBLICATION_ADMIN_ACTION
CLOSED: int = lib.AERONKIT_PUBLICATION_CLOSED
MAX_POSITION_EXCEEDED: int = lib.AERONKIT_PUBLICATION_MAX_POSITION_EXCEEDED

_RESULT_NAMES = {
    NOT_CONNECTED: "NOT_CONNECTED",
    BACK_PRESSURED: "BACK_PRESSURED",
    ADMIN_ACTION: "ADMIN_ACTION",
    CLOSED: "CLOSED",
    MAX_POSITION_EXCEEDED: "MAX_POSITION_EXCEEDED",
}


def result_name(result: int) -> str:
    """Readable form of an append result: ``position=N`` or the code's Aeron name."""
    return f"position={result}" if result >= 0 else _RESULT_NAMES.get(result, f"code={result}")
