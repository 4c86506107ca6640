"""Shared helpers for the log buffer tests (no tests here): the standard test pattern and a reassembling
reader built only on TermReader, so every test checks what a subscriber would actually see."""

from __future__ import annotations

from dataclasses import dataclass, field

from aeronkit.logbuffer import LogBuffers, TermReader
from aeronkit.logbuffer.header import BEGIN_FLAG, END_FLAG

_RAMP = bytes(range(256)) * 2


def pattern(i: int, length: int) -> bytes:
    """Message i of the standard test pattern: i as int64 LE in bytes 0..7, (i + k) & 0xFF at byte k."""
    reps = length // 256 + 2
    ramp = _RAMP if reps <= 2 else bytes(range(256)) * reps
    body = bytearray(ramp[i % 256:i % 256 + length])
    if length >= 8:
        body[0:8] = i.to_bytes(8, "little", signed=True)
    return bytes(body)


@dataclass
class Message:
    payload: bytes
    session_id: int
    stream_id: int
    term_ids: list[int] = field(default_factory=list)
    reserved_values: list[int] = field(default_factory=list)
    fragments: int = 0
    end_position: int = 0


class Assembler:
    """Reassembles fragments described by a TermReader across any number of reads (like FragmentAssembler)."""

    def __init__(self) -> None:
        self.current: Message | None = None
        self.parts: list[bytes] = []

    def feed(self, reader: TermReader, count: int, out: list[Message], limit: int | None = None) -> None:
        for i in range(count):
            f = reader.fragments[i]
            if f.flags & BEGIN_FLAG:
                assert self.current is None, f"BEGIN inside a message at term offset {f.term_offset}"
                self.current = Message(b"", f.session_id, f.stream_id)
                self.parts = []
            current = self.current
            assert current is not None, f"fragment without BEGIN at term offset {f.term_offset}"
            self.parts.append(bytes(reader.payload(i)))
            current.term_ids.append(f.term_id)
            current.reserved_values.append(f.reserved_value)
            current.fragments += 1
            if f.flags & END_FLAG:
                current.payload = b"".join(self.parts)
                current.end_position = reader.fragment(i).position
                out.append(current)
                self.current = None
                if limit is not None and len(out) >= limit:
                    return


def read_messages(
    logs: LogBuffers, count: int, position: int = 0, batch: int = 64
) -> tuple[list[Message], int]:
    """Read and reassemble ``count`` messages from ``position``; fails on a torn or orphan fragment."""
    reader = TermReader(logs, max_fragments=batch)
    assembler = Assembler()
    messages: list[Message] = []
    while len(messages) < count:
        n = reader.read(position)
        if n == 0 and reader.next_position == position:
            raise AssertionError(f"stalled at position {position} after {len(messages)} messages")
        assembler.feed(reader, n, messages, count)
        position = reader.next_position
    return messages, position


def assert_pattern(messages: list[Message], lengths: list[int]) -> None:
    assert len(messages) == len(lengths)
    for i, (message, length) in enumerate(zip(messages, lengths, strict=True)):
        assert len(message.payload) == length, f"message {i}: length {len(message.payload)} != {length}"
        assert message.payload == pattern(i, length), f"message {i} corrupt"
