"""Reassembly of messages that were fragmented because they exceeded the MTU payload.

Same rules as aeron-client/src/main/java/io/aeron/FragmentAssembler.java at 1.51.0: an unfragmented
frame (flags B|E) passes straight through; a BEGIN fragment starts a per-session buffer; a following
fragment is accepted only if it starts where the previous one ended (otherwise the partial message is
dropped); the END fragment delivers the whole message with a header whose flags are B|E and whose
length is the total. The unfragmented pass-through is C (aeronkit._hotpath.AssemblerCore, the base class),
and an Image poll that is handed an assembler calls its delegate directly for unfragmented fragments.
"""

from __future__ import annotations

from typing import Any

from aeronkit._hotpath import AssemblerCore
from aeronkit.client.header import BEGIN_FLAG, END_FLAG, UNFRAGMENTED, AssembledHeader, Header
from aeronkit.client.image import FragmentHandler
from aeronkit.logbuffer.header import HEADER_LENGTH


class _Builder:
    __slots__ = ("data", "first_header", "next_term_offset")

    def __init__(self) -> None:
        self.data = bytearray()
        self.first_header = b""
        self.next_term_offset = -1

    def reset(self) -> None:
        del self.data[:]
        self.next_term_offset = -1


class FragmentAssembler(AssemblerCore):
    """Wraps a FragmentHandler; pass the assembler itself to ``poll`` as the handler.

    Calling it (the C base's ``__call__``) hands an unfragmented fragment straight to ``delegate`` and every
    other fragment to ``_reassemble``.
    """

    def __init__(self, delegate: FragmentHandler, initial_buffer_length: int = 4096) -> None:
        self.delegate = delegate
        self.initial_buffer_length = initial_buffer_length
        self._builders: dict[int, _Builder] = {}
        self._header: AssembledHeader | None = None

    def _reassemble(self, buffer: memoryview, offset: int, length: int, header: Header) -> Any:
        flags = header.flags
        if (flags & UNFRAGMENTED) == UNFRAGMENTED:
            return self.delegate(buffer, offset, length, header)
        session_id = header.session_id
        if flags & BEGIN_FLAG:
            builder = self._builders.get(session_id)
            if builder is None:
                builder = self._builders[session_id] = _Builder()
            builder.reset()
            builder.first_header = bytes(buffer[offset - HEADER_LENGTH:offset])
            builder.data += buffer[offset:offset + length]
            builder.next_term_offset = header.next_term_offset
            return None
        builder = self._builders.get(session_id)
        if builder is None or builder.next_term_offset < 0:
            return None
        if header.term_offset != builder.next_term_offset:
            builder.reset()
            return None
        builder.data += buffer[offset:offset + length]
        if flags & END_FLAG:
            assembled = self._header
            if assembled is None:
                assembled = AssembledHeader(header.initial_term_id, header.position_bits_to_shift)
                self._header = assembled
            total = len(builder.data)
            assembled.assemble(builder.first_header, total, flags, header.position)
            view = memoryview(builder.data)
            try:
                return self.delegate(view, 0, total, assembled)
            finally:
                view.release()
                builder.reset()
        builder.next_term_offset = header.next_term_offset
        return None

    def free_session_buffer(self, session_id: int) -> bool:
        """Drop the partial message of a session whose image went away."""
        return self._builders.pop(session_id, None) is not None

    def clear(self) -> None:
        self._builders.clear()
