"""Reassembly of fragmented messages for controlled polls.

Aeron's ControlledFragmentAssembler (per session) and ImageControlledFragmentAssembler (one image, one
partial message), aeron-client/src/main/java/io/aeron/{Image,}ControlledFragmentAssembler.java and
BufferBuilder.java at 1.51.0. The rules are FragmentAssembler's (aeronkit.client.fragment_assembler),
plus what a steering handler needs: the delegate's action for a reassembled message is the action of
its last fragment, and when the delegate ABORTs it, the last fragment is left unconsumed and the partial
message is kept without it, so the next poll delivers the same message again. Aeron Cluster reads its
log with the image form (``bounded_controlled_poll`` on one image).
"""

from __future__ import annotations

from typing import Any

from aeronkit.client.header import (
    BEGIN_FLAG,
    END_FLAG,
    UNFRAGMENTED,
    AssembledHeader,
    ControlledPollAction,
    Header,
)
from aeronkit.client.image import ControlledFragmentHandler
from aeronkit.logbuffer.header import HEADER_LENGTH

_CONTINUE, _ABORT = ControlledPollAction.CONTINUE, ControlledPollAction.ABORT


class _Partial:
    """One partial message: its bytes so far, the first fragment's header, where the next must start."""

    __slots__ = ("data", "first_header", "next_term_offset")

    def __init__(self) -> None:
        self.data = bytearray()
        self.first_header = b""
        self.next_term_offset = -1

    def begin(self, buffer: Any, offset: int, length: int, header: Header) -> None:
        self.data = bytearray(buffer[offset:offset + length])
        self.first_header = bytes(buffer[offset - HEADER_LENGTH:offset])
        self.next_term_offset = header.next_term_offset

    def reset(self) -> None:
        self.data = bytearray()
        self.next_term_offset = -1


class _ControlledAssembly:
    """The part both assemblers share: a fragment after the first, appended or dropping the partial."""

    def __init__(self, delegate: ControlledFragmentHandler) -> None:
        self.delegate = delegate
        self._header: AssembledHeader | None = None

    def _follow(self, partial: _Partial, buffer: Any, offset: int, length: int,
                header: Header) -> ControlledPollAction:
        if header.term_offset != partial.next_term_offset:  # a fragment went missing: drop the message
            partial.reset()
            return _CONTINUE
        previous_length = len(partial.data)
        partial.data += buffer[offset:offset + length]
        flags = header.flags
        if not flags & END_FLAG:
            partial.next_term_offset = header.next_term_offset
            return _CONTINUE
        assembled = self._header
        if assembled is None:
            assembled = self._header = AssembledHeader(header.initial_term_id, header.position_bits_to_shift)
        total = len(partial.data)
        assembled.assemble(partial.first_header, total, flags, header.position)
        # A copy: the partial message may grow again (after ABORT) while the delegate still holds this.
        action = self.delegate(memoryview(bytes(partial.data)), 0, total, assembled)
        if action == _ABORT:
            del partial.data[previous_length:]  # the END fragment will be polled again
        else:
            partial.reset()
        return action


class ControlledFragmentAssembler(_ControlledAssembly):
    """Pass the assembler itself as the handler of ``controlled_poll``; one partial message per session."""

    def __init__(self, delegate: ControlledFragmentHandler) -> None:
        super().__init__(delegate)
        self._partials: dict[int, _Partial] = {}

    def __call__(self, buffer: Any, offset: int, length: int, header: Header) -> ControlledPollAction:
        flags = header.flags
        if (flags & UNFRAGMENTED) == UNFRAGMENTED:
            return self.delegate(buffer, offset, length, header)
        if flags & BEGIN_FLAG:
            self._partials.setdefault(header.session_id, _Partial()).begin(buffer, offset, length, header)
            return _CONTINUE
        partial = self._partials.get(header.session_id)
        if partial is None:
            return _CONTINUE
        return self._follow(partial, buffer, offset, length, header)

    def free_session_buffer(self, session_id: int) -> bool:
        """Drop the partial message of a session whose image went away."""
        return self._partials.pop(session_id, None) is not None


class ImageControlledFragmentAssembler(_ControlledAssembly):
    """ControlledFragmentAssembler for the fragments of one image: no per-session lookup."""

    def __init__(self, delegate: ControlledFragmentHandler) -> None:
        super().__init__(delegate)
        self._partial = _Partial()

    def __call__(self, buffer: Any, offset: int, length: int, header: Header) -> ControlledPollAction:
        flags = header.flags
        if (flags & UNFRAGMENTED) == UNFRAGMENTED:
            return self.delegate(buffer, offset, length, header)
        if flags & BEGIN_FLAG:
            self._partial.begin(buffer, offset, length, header)
            return _CONTINUE
        return self._follow(self._partial, buffer, offset, length, header)
