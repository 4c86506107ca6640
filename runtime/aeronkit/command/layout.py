"""Binds a message type id to its generated codecs and to the record tuple that callers see.

A record is a NamedTuple whose field names are the generated codec's property names: fixed fields
first, then the var data parts in schema order. ``Layout`` writes and reads a record with nothing but
the generated encoder and decoder (so offsets, types and bounds checks come from the schema), plus the
aligned second part of ``aligned`` for the three messages that need it. It checks at import time that
the record and the codec agree, so a schema change that renames or reorders a field fails loudly.
"""

from __future__ import annotations

from typing import Any

from aeronkit.command.aligned import (
    LENGTH_PREFIX,
    encoded_length,
    get_second_part,
    put_second_part,
    second_part_offset,
)
from aeronkit.command.text import ascii_bytes, ascii_text


class Layout:
    """Encoding and decoding of one message type id; stateless, so safe to share between threads."""

    __slots__ = ("aligned", "block_length", "decoder", "encoder", "fixed", "msg_type_id", "name", "record",
                 "var")

    def __init__(self, record: type[Any], encoder: type[Any], decoder: type[Any], aligned: bool = False
                 ) -> None:
        if encoder.TEMPLATE_ID != decoder.TEMPLATE_ID:
            raise TypeError(f"{encoder.__name__} and {decoder.__name__} are different messages")
        self.record = record
        self.encoder = encoder
        self.decoder = decoder
        self.msg_type_id: int = encoder.TEMPLATE_ID
        self.block_length: int = encoder.BLOCK_LENGTH
        self.name: str = encoder._CODEC
        self.var: tuple[str, ...] = tuple(k[4:] for k in vars(encoder) if k.startswith("put_"))
        self.fixed: tuple[str, ...] = tuple(f for f in record._fields if f not in self.var)
        self.aligned = aligned
        self._check()

    def _check(self) -> None:
        fields = tuple(self.record._fields)
        if self.var and fields[len(self.fixed):] != self.var:
            raise TypeError(f"{self.record.__name__}: var data must come last, in schema order {self.var}")
        codec_fields = tuple(name for name, _ in self.decoder._FIELD_ENDS)
        if codec_fields != self.fixed and type(self).put_fixed is Layout.put_fixed:  # else mapped by hand
            raise TypeError(f"{self.record.__name__}{self.fixed} does not match {self.name}{codec_fields}")
        if self.aligned and len(self.var) != 2:
            raise TypeError(f"{self.name}: an aligned layout has exactly two var data parts")

    def parts(self, message: Any) -> list[bytes]:
        return [ascii_bytes(value) for value in message[len(self.fixed):]]

    def length_of(self, parts: list[bytes]) -> int:
        if self.aligned:
            return encoded_length(self.block_length, len(parts[0]), len(parts[1]))
        return self.block_length + sum(LENGTH_PREFIX + len(p) for p in parts)

    def encode(self, message: Any) -> bytearray:
        """The command body (no ring buffer or SBE header) for ``message``; CodecError on a bad value."""
        if type(message) is not self.record:
            raise TypeError(f"{self.name} needs a {self.record.__name__}, not {type(message).__name__}")
        parts = self.parts(message)
        buffer = bytearray(self.length_of(parts))
        encoder = self.encoder().wrap(buffer)
        self.put_fixed(encoder, message)
        if self.aligned:
            getattr(encoder, "put_" + self.var[0])(parts[0])
            put_second_part(buffer, second_part_offset(self.block_length, len(parts[0])), parts[1])
        else:
            for name, part in zip(self.var, parts, strict=True):
                getattr(encoder, "put_" + name)(part)
        return buffer

    def put_fixed(self, encoder: Any, message: Any) -> None:
        for name, value in zip(self.fixed, message, strict=False):
            setattr(encoder, name, value)

    def decode(self, buffer: Any, offset: int, length: int) -> Any:
        """Reads the record of ``length`` bytes at ``offset``; CodecError if it is short or malformed."""
        decoder = self.decoder().wrap(buffer, offset, self.block_length, length=length)
        values = self.get_fixed(decoder)
        if self.aligned:
            first = getattr(decoder, self.var[0])
            at = offset + second_part_offset(self.block_length, len(first))
            what = f"{self.name}.{self.var[1]}"
            values.append(first)
            values.append(ascii_text(get_second_part(buffer, at, offset + length, what), what))
        else:
            values.extend(getattr(decoder, name) for name in self.var)
        return self.record(*values)

    def get_fixed(self, decoder: Any) -> list[Any]:
        return [getattr(decoder, name) for name in self.fixed]


def table(*layouts: Layout) -> dict[int, Layout]:
    """Layouts by message type id; a duplicate id is a programming error."""
    by_id: dict[int, Layout] = {}
    for layout in layouts:
        if layout.msg_type_id in by_id:
            raise TypeError(f"type id {layout.msg_type_id} bound twice")
        by_id[layout.msg_type_id] = layout
    return by_id
