"""Records for every command and response, drawn at random (seeded or by Hypothesis) within each field's
wire range, which is read from the generated codec so the cases follow the schema."""

from __future__ import annotations

import random
import string
from typing import Any

from hypothesis import strategies as st

from aeronkit.codecs.driver_commands import AddressType, ErrorCode
from aeronkit.command import commands, responses
from aeronkit.command.layout import Layout

LAYOUTS: dict[int, Layout] = {**commands.LAYOUTS, **responses.LAYOUTS}
ALIGNED_IDS = sorted(i for i, layout in LAYOUTS.items() if layout.aligned)
TEXT_ALPHABET = string.ascii_letters + string.digits + " :/?=&._-"
ERROR_CODES = sorted(int(c) for c in ErrorCode if c is not ErrorCode.NULL_VAL)  # Aeron has no NULL_VAL


def field_kinds(layout: Layout) -> list[tuple[str, str]]:
    """(field, kind) in record order; kind is int<bits>, uint16, bool, text, bytes, address, error_code..."""
    ends = dict(layout.decoder._FIELD_ENDS)
    order = [name for name, _ in layout.decoder._FIELD_ENDS]
    kinds: list[tuple[str, str]] = []
    for name in layout.record._fields:
        annotation = getattr(layout.record.__annotations__[name], "__forward_arg__", None)
        if name == "revoke":
            kind = "bool"
        elif name == "source_port":
            kind = "uint16"
        elif name in ("address_type", "source_address", "error_code"):
            kind = name
        elif name in layout.var:
            kind = "text" if annotation == "str" else "bytes"
        else:
            index = order.index(name)
            size = ends[name] - (ends[order[index - 1]] if index else 0)
            kind = f"int{size * 8}"
        kinds.append((name, kind))
    return kinds


def _fix_address(record: Any) -> Any:
    """An IPv4 source address fills 4 of the 16 bytes and Aeron zeroes the rest."""
    if getattr(record, "address_type", None) == AddressType.IPV4:
        return record._replace(source_address=record.source_address[:4] + bytes(12))
    return record


def random_value(kind: str, rng: random.Random, max_text: int = 60) -> Any:
    if kind.startswith("int"):
        bits = int(kind[3:])
        return rng.choice([rng.randrange(-(1 << (bits - 1)), 1 << (bits - 1)), -1, 0, 1])
    if kind == "uint16":
        return rng.randrange(0, 1 << 16)
    if kind == "bool":
        return rng.random() < 0.5
    if kind == "text":
        return "".join(rng.choice(TEXT_ALPHABET) for _ in range(rng.randrange(0, max_text)))
    if kind == "bytes":
        return rng.randbytes(rng.randrange(0, max_text))
    if kind == "address_type":
        return rng.choice([AddressType.IPV4, AddressType.IPV6])
    if kind == "source_address":
        return rng.randbytes(16)
    if kind == "error_code":
        return rng.choice(ERROR_CODES)
    raise AssertionError(kind)


def random_record(msg_type_id: int, rng: random.Random) -> Any:
    layout = LAYOUTS[msg_type_id]
    values = [random_value(kind, rng) for _, kind in field_kinds(layout)]
    return _fix_address(layout.record(*values))


def _strategy(kind: str) -> st.SearchStrategy[Any]:
    if kind.startswith("int"):
        bits = int(kind[3:])
        return st.integers(-(1 << (bits - 1)), (1 << (bits - 1)) - 1)
    simple: dict[str, st.SearchStrategy[Any]] = {
        "uint16": st.integers(0, (1 << 16) - 1),
        "bool": st.booleans(),
        "text": st.text(alphabet=TEXT_ALPHABET, max_size=80),
        "bytes": st.binary(max_size=80),
        "address_type": st.sampled_from([AddressType.IPV4, AddressType.IPV6]),
        "source_address": st.binary(min_size=16, max_size=16),
        "error_code": st.sampled_from(ERROR_CODES),
    }
    return simple[kind]


def records(msg_type_id: int) -> st.SearchStrategy[Any]:
    layout = LAYOUTS[msg_type_id]
    parts = [_strategy(kind) for _, kind in field_kinds(layout)]
    return st.tuples(*parts).map(lambda values: _fix_address(layout.record(*values)))


def aligned_edge_records(msg_type_id: int) -> list[Any]:
    """First part of every length 0..7 (each alignment remainder twice), second part of lengths 0..7."""
    layout = LAYOUTS[msg_type_id]
    rng = random.Random(msg_type_id)
    out = []
    for first_length in range(16):
        for second_length in (0, 1, 3, 4, 7):
            record = random_record(msg_type_id, rng)
            first, second = layout.var
            first_value = rng.randbytes(first_length) if isinstance(getattr(record, first), bytes) else \
                "".join(rng.choice(TEXT_ALPHABET) for _ in range(first_length))
            second_value = "".join(rng.choice(TEXT_ALPHABET) for _ in range(second_length))
            out.append(record._replace(**{first: first_value, second: second_value}))
    return out
