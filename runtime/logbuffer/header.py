"""Data frame header layout and a reusable view over one frame.

The 32-byte header of DATA and PAD frames
(aeron-client/src/main/java/io/aeron/protocol/DataHeaderFlyweight.java) and the fragment header Aeron
hands to a FragmentHandler (logbuffer/Header.java). ``Header`` is a flyweight: one object is re-pointed
at each fragment, nothing is copied.
"""

from __future__ import annotations

import struct

from aeronkit.codecs import frames
from aeronkit.logbuffer import descriptor

FRAME_LENGTH_FIELD_OFFSET = 0
VERSION_FIELD_OFFSET = 4
FLAGS_FIELD_OFFSET = 5
TYPE_FIELD_OFFSET = 6
TERM_OFFSET_FIELD_OFFSET = 8
SESSION_ID_FIELD_OFFSET = 12
STREAM_ID_FIELD_OFFSET = 16
TERM_ID_FIELD_OFFSET = 20
RESERVED_VALUE_OFFSET = 24
DATA_OFFSET = frames.DataFrameEncoder.BLOCK_LENGTH
HEADER_LENGTH = frames.DataFrameEncoder.BLOCK_LENGTH

CURRENT_VERSION = 0
# Type ids and flags come from the generated codecs, like aeronkit.driver.udp_frames (which the client
# side cannot import: the aeronkit.driver package imports the log buffers, so that would be a cycle).
HDR_TYPE_PAD = int(frames.HeaderType.PAD)
HDR_TYPE_DATA = int(frames.HeaderType.DATA)
BEGIN_FLAG = int(frames.DataFlags.BEGIN)
END_FLAG = int(frames.DataFlags.END)
UNFRAGMENTED = BEGIN_FLAG | END_FLAG
EOS_FLAG = int(frames.DataFlags.EOS)
DEFAULT_RESERVE_VALUE = 0

_I32 = struct.Struct("<i")
_I64 = struct.Struct("<q")
_U16 = struct.Struct("<H")
_DEFAULT = struct.Struct("<iBBHiiiiq")


def create_default_header(session_id: int, stream_id: int, term_id: int) -> bytes:
    """The header stored in log metadata and stamped on every appended frame (flags B|E, type DATA)."""
    return _DEFAULT.pack(0, CURRENT_VERSION, UNFRAGMENTED, HDR_TYPE_DATA, 0, session_id, stream_id, term_id,
                         DEFAULT_RESERVE_VALUE)


class Header:
    """View of one frame header inside a term buffer, re-pointed with ``wrap`` for each fragment."""

    __slots__ = ("buffer", "initial_term_id", "offset", "position_bits_to_shift")

    def __init__(self, initial_term_id: int, position_bits_to_shift: int) -> None:
        self.initial_term_id = initial_term_id
        self.position_bits_to_shift = position_bits_to_shift
        self.buffer: memoryview | None = None
        self.offset = 0

    def wrap(self, buffer: memoryview, offset: int) -> Header:
        self.buffer = buffer
        self.offset = offset
        return self

    def _view(self) -> memoryview:
        if self.buffer is None:
            raise ValueError("Header is not wrapped over a frame")
        return self.buffer

    @property
    def frame_length(self) -> int:
        return _I32.unpack_from(self._view(), self.offset)[0]

    @property
    def version(self) -> int:
        return self._view()[self.offset + VERSION_FIELD_OFFSET]

    @property
    def flags(self) -> int:
        return self._view()[self.offset + FLAGS_FIELD_OFFSET]

    @property
    def type(self) -> int:
        return _U16.unpack_from(self._view(), self.offset + TYPE_FIELD_OFFSET)[0]

    @property
    def term_offset(self) -> int:
        return _I32.unpack_from(self._view(), self.offset + TERM_OFFSET_FIELD_OFFSET)[0]

    @property
    def session_id(self) -> int:
        return _I32.unpack_from(self._view(), self.offset + SESSION_ID_FIELD_OFFSET)[0]

    @property
    def stream_id(self) -> int:
        return _I32.unpack_from(self._view(), self.offset + STREAM_ID_FIELD_OFFSET)[0]

    @property
    def term_id(self) -> int:
        return _I32.unpack_from(self._view(), self.offset + TERM_ID_FIELD_OFFSET)[0]

    @property
    def reserved_value(self) -> int:
        return _I64.unpack_from(self._view(), self.offset + RESERVED_VALUE_OFFSET)[0]

    @property
    def next_term_offset(self) -> int:
        return descriptor.align(self.term_offset + self.frame_length, descriptor.FRAME_ALIGNMENT)

    @property
    def position(self) -> int:
        """Stream position just after this frame (Header.position in Aeron)."""
        return descriptor.compute_position(
            self.term_id, self.next_term_offset, self.position_bits_to_shift, self.initial_term_id)
