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


def read_messages(
    logs: LogBuffers, count: int, position: int = 0, batch: int = 64
) -> tuple[list[Message], int]:
    """Read and reassemble ``count`` messages from ``position``; fails on a torn or orphan fragment."""
    reader = TermReader(logs, max_fragments=batch)
    messages: list[Message] = []
    current: Message | None = None
    parts: list[bytes] = []
    while len(messages) < count:
        n = reader.read(position)
        if n == 0 and reader.next_position == position:
            raise AssertionError(f"stalled at position {position} after {len(messages)} messages")
        for i in range(n):
            f = reader.fragments[i]
            flags = f.flags
            if flags & BEGIN_FLAG:
                assert current is None, f"BEGIN inside a message at term offset {f.term_offset}"
                current = Message(b"", f.session_id, f.stream_id)
                parts = []
            assert current is not None, f"fragment without BEGIN at term offset {f.term_offset}"
            parts.append(bytes(reader.payload(i)))
            current.term_ids.append(f.term_id)
            current.reserved_values.append(f.reserved_value)
            current.fragments += 1
            if flags & END_FLAG:
                current.payload = b"".join(parts)
                current.end_position = reader.fragment(i).position
                messages.append(current)
                current = None
                if len(messages) == count:
                    break
        position = reader.next_position
    return messages, position


def assert_pattern(messages: list[Message], lengths: list[int]) -> None:
    assert len(messages) == len(lengths)
    for i, (message, length) in enumerate(zip(messages, lengths, strict=True)):
        assert len(message.payload) == length, f"message {i}: length {len(message.payload)} != {length}"
        assert message.payload == pattern(i, length), f"message {i} corrupt"
