"""Fragment headers handed to handlers, and the controlled-poll actions.

``Header`` is aeronkit.logbuffer's flyweight over a frame in the term (aeron-client/src/main/java/io/aeron/
logbuffer/Header.java at 1.51.0). ``AssembledHeader`` is what a FragmentAssembler hands over with a
reassembled message: the first fragment's fields, flags B|E, the total length, and the position after
the last fragment.
"""

from __future__ import annotations

import enum
import struct

from aeronkit.logbuffer.header import (
    BEGIN_FLAG,
    END_FLAG,
    FLAGS_FIELD_OFFSET,
    HEADER_LENGTH,
    UNFRAGMENTED,
    Header,
)

__all__ = ["BEGIN_FLAG", "END_FLAG", "UNFRAGMENTED", "AssembledHeader", "ControlledPollAction", "Header"]

_I32 = struct.Struct("<i")


class ControlledPollAction(enum.IntEnum):
    """ControlledFragmentHandler.Action: what a controlled poll does after each fragment."""

    ABORT = 0     # leave this fragment unconsumed and stop
    BREAK = 1     # consume it, commit the position, stop
    COMMIT = 2    # consume it, commit the position now, continue
    CONTINUE = 3  # consume it, continue; the position is committed at the end of the poll


class AssembledHeader(Header):
    """A copy of the first fragment's header describing the whole reassembled message."""

    __slots__ = ("_position",)

    def __init__(self, initial_term_id: int, position_bits_to_shift: int) -> None:
        super().__init__(initial_term_id, position_bits_to_shift)
        self._position = 0

    def assemble(self, first: bytes, total_length: int, last_flags: int, position: int) -> AssembledHeader:
        frame = bytearray(first[:HEADER_LENGTH])
        _I32.pack_into(frame, 0, HEADER_LENGTH + total_length)
        frame[FLAGS_FIELD_OFFSET] = frame[FLAGS_FIELD_OFFSET] | last_flags
        self.wrap(memoryview(frame), 0)
        self._position = position
        return self

    @property
    def position(self) -> int:
        return self._position
