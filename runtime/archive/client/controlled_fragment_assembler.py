"""Reassembly of fragmented control messages for controlled polls.

The archive's responses are usually one frame, but a recording descriptor with long channel strings can
exceed the control channel's MTU and arrive in fragments. The client's FragmentAssembler serves plain
polls; the control pollers need Aeron's ControlledFragmentAssembler behaviour
(aeron-client/src/main/java/io/aeron/ControlledFragmentAssembler.java at 1.51.0): the delegate steers the
poll, and when it ABORTs a reassembled message the last fragment is left unconsumed and the partial
message is kept, so the next poll delivers the same message again.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from aeronkit.client.header import (
    BEGIN_FLAG,
    END_FLAG,
    UNFRAGMENTED,
    AssembledHeader,
    ControlledPollAction,
    Header,
)
from aeronkit.logbuffer.header import HEADER_LENGTH

ControlledHandler = Callable[[Any, int, int, Header], ControlledPollAction]


class _Partial:
    __slots__ = ("data", "first_header", "next_term_offset")

    def __init__(self) -> None:
        self.data = bytearray()
        self.first_header = b""
        self.next_term_offset = -1


class ControlledFragmentAssembler:
    """Pass the assembler itself as the handler of ``controlled_poll``."""

    def __init__(self, delegate: ControlledHandler) -> None:
        self.delegate = delegate
        self._partials: dict[int, _Partial] = {}
        self._header: AssembledHeader | None = None

    def __call__(self, buffer: Any, offset: int, length: int, header: Header) -> ControlledPollAction:
        flags = header.flags
        if (flags & UNFRAGMENTED) == UNFRAGMENTED:
            return self.delegate(buffer, offset, length, header)
        session_id = header.session_id
        if flags & BEGIN_FLAG:
            partial = self._partials.setdefault(session_id, _Partial())
            partial.data = bytearray(buffer[offset : offset + length])
            partial.first_header = bytes(buffer[offset - HEADER_LENGTH : offset])
            partial.next_term_offset = header.next_term_offset
            return ControlledPollAction.CONTINUE
        partial = self._partials.get(session_id)
        if partial is None or partial.next_term_offset < 0:
            return ControlledPollAction.CONTINUE
        if header.term_offset != partial.next_term_offset:
            partial.next_term_offset = -1
            partial.data = bytearray()
            return ControlledPollAction.CONTINUE
        if not flags & END_FLAG:
            partial.data += buffer[offset : offset + length]
            partial.next_term_offset = header.next_term_offset
            return ControlledPollAction.CONTINUE
        previous_length = len(partial.data)
        partial.data += buffer[offset : offset + length]
        assembled = self._header
        if assembled is None:
            assembled = self._header = AssembledHeader(header.initial_term_id, header.position_bits_to_shift)
        total = len(partial.data)
        assembled.assemble(partial.first_header, total, flags, header.position)
        action = self.delegate(bytes(partial.data), 0, total, assembled)
        if action == ControlledPollAction.ABORT:
            del partial.data[previous_length:]
        else:
            partial.next_term_offset = -1
            partial.data = bytearray()
        return action

    def free_session_buffer(self, session_id: int) -> bool:
        return self._partials.pop(session_id, None) is not None
