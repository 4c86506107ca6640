"""Printing whatever arrives, for `aeronkit sub --print` and `aeronkit replay`, like Aeron's BasicSubscriber.

Aeron's sample (aeron-samples/src/main/java/io/aeron/samples/BasicSubscriber.java at 1.51.0) prints one
line per message with its stream, session and position; kcat adds a hex dump. Each message here gets one
head line ``stream=S session=I position=P length=N`` and then the payload: ``text`` as one line (UTF-8,
undecodable bytes and control characters escaped, so a line stays a line), ``hex`` in `hexdump -C`
layout (offset, 16 bytes in hex, the printable ones beside them).
"""

from __future__ import annotations

import sys
from typing import Protocol, TextIO

FORMATS = ("text", "hex")
HEX_ROW = 16


class MessageHeader(Protocol):
    @property
    def session_id(self) -> int: ...

    @property
    def stream_id(self) -> int: ...

    @property
    def position(self) -> int: ...


def as_text(payload: bytes) -> str:
    """One line: UTF-8 where it decodes, backslash escapes for the rest and for control characters."""
    text = payload.decode("utf-8", errors="backslashreplace")
    return "".join(c if c.isprintable() or c == " " else c.encode("unicode_escape").decode("ascii")
                   for c in text)


def hex_lines(payload: bytes) -> list[str]:
    lines = []
    for offset in range(0, len(payload), HEX_ROW):
        row = payload[offset:offset + HEX_ROW]
        left = " ".join(f"{b:02x}" for b in row[:8])
        right = " ".join(f"{b:02x}" for b in row[8:])
        printable = "".join(chr(b) if 0x20 <= b < 0x7F else "." for b in row)
        lines.append(f"{offset:08x}  {left:<23}  {right:<23}  |{printable}|")
    return lines


class Printer:
    """Fragment handler (buffer, offset, length, header) writing each whole message in one format."""

    def __init__(self, fmt: str, out: TextIO | None = None) -> None:
        if fmt not in FORMATS:
            raise ValueError(f"print format {fmt!r}: choose {' or '.join(FORMATS)}")
        self.fmt = fmt
        self.out = out or sys.stdout
        self.messages = 0
        self.bytes = 0

    def __call__(self, buffer: memoryview, offset: int, length: int, header: MessageHeader) -> None:
        payload = bytes(buffer[offset:offset + length])
        self.messages += 1
        self.bytes += length
        head = (f"stream={header.stream_id} session={header.session_id} position={header.position} "
                f"length={length}")
        if self.fmt == "text":
            self.out.write(f"{head}: {as_text(payload)}\n")
        else:
            self.out.write("\n".join([head + ":", *hex_lines(payload)]) + "\n")
        self.out.flush()
