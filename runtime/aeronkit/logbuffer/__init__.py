"""Log buffers: the shared-memory files Aeron publications write and subscribers read.

Layout and arithmetic live in ``descriptor``; ``LogBuffers`` maps a file; ``TermAppender`` /
``ExclusiveTermAppender`` append, ``TermReader`` reads fragments in batches, ``TermScanner`` scans
for blocks and gaps and ``TermRebuilder`` inserts datagrams, fills gaps and unblocks dead claims.
The hot loops are C (native/aeronkit_logbuffer.* and native/aeronkit_term_*.*).
"""

from aeronkit.errors import LogBufferArgumentError, LogBufferBoundsError, MessageTooLongError
from aeronkit.logbuffer.header import Header
from aeronkit.logbuffer.log_buffers import LogBuffers, LogMetadata
from aeronkit.logbuffer.results import (
    ADMIN_ACTION,
    BACK_PRESSURED,
    CLOSED,
    MAX_POSITION_EXCEEDED,
    NOT_CONNECTED,
)
from aeronkit.logbuffer.term_appender import BufferClaim, ExclusiveTermAppender, TermAppender
from aeronkit.logbuffer.term_reader import Fragment, TermReader
from aeronkit.logbuffer.term_rebuilder import TermRebuilder
from aeronkit.logbuffer.term_scanner import TermScanner

__all__ = [
    "ADMIN_ACTION",
    "BACK_PRESSURED",
    "CLOSED",
    "MAX_POSITION_EXCEEDED",
    "NOT_CONNECTED",
    "BufferClaim",
    "ExclusiveTermAppender",
    "Fragment",
    "Header",
    "LogBufferArgumentError",
    "LogBufferBoundsError",
    "LogBuffers",
    "LogMetadata",
    "MessageTooLongError",
    "TermAppender",
    "TermReader",
    "TermRebuilder",
    "TermScanner",
]
