"""Data frame header layout and a reusable view over one frame.

The 32-byte header of DATA and PAD frames
(aeron-client/src/main/java/io/aeron/protocol/DataHeaderFlyweight.java) and the fragment header Aeron
hands to a FragmentHandler (logbuffer/Header.java). ``Header`` is a flyweight: one object is re-pointed
at each fragment, nothing is copied.
"""

from __future__ import annotations

import struct

from aeronkit import _hotpath
from aeronkit.codecs import frames

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

_DEFAULT = struct.Struct("<iBBHiiiiq")


def create_default_header(session_id: int, stream_id: int, term_id: int) -> bytes:
    """The header stored in log metadata and stamped on every appended frame (flags B|E, type DATA)."""
    return _DEFAULT.pack(0, CURRENT_VERSION, UNFRAGMENTED, HDR_TYPE_DATA, 0, session_id, stream_id, term_id,
                         DEFAULT_RESERVE_VALUE)


class Header(_hotpath.Header):
    """View of one frame header inside a term buffer, re-pointed with ``wrap`` for each fragment.

    ``Header(initial_term_id, position_bits_to_shift)``; ``buffer`` and ``offset`` say where the frame is, and
    ``frame_length``, ``version``, ``flags``, ``type``, ``term_offset``, ``session_id``, ``stream_id``,
    ``term_id``, ``reserved_value``, ``next_term_offset`` and ``position`` (the stream position just after
    the frame, Header.position in Aeron) are read from it on access. The accessors are C
    (native/hotpath/hotpath_header.c) because every poll hands one to each fragment's handler.
    """

    __slots__ = ()
