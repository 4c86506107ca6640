"""aeronkit.command writes byte for byte what Aeron's own flyweights write, and reads Aeron's bytes back.

tests/command/java/CommandBytes.java (ours) is compiled against the pinned aeron-all jar and fed every
record on stdin; it fills io.aeron.command's flyweight for each and prints exactly length() bytes.
The records cover every command and response with seeded random values, and for the three aligned
messages every first-part length 0..15 (so each remainder mod 4 several times) with odd and even
second parts.
"""

from __future__ import annotations

import random
import subprocess
from pathlib import Path
from typing import Any

import pytest
from command_cases import ALIGNED_IDS, LAYOUTS, aligned_edge_records, field_kinds, random_record

from aeronkit.codecs.driver_commands import AddressType
from aeronkit.command import decode_command, decode_response, encode_command, encode_response, types
from aeronkit.interop.java import JavaToolchain

pytestmark = pytest.mark.java

SOURCE = Path(__file__).parent / "java" / "CommandBytes.java"
RANDOM_PER_TYPE = 12


def _token(kind: str, value: Any, record: Any) -> str:
    if kind in ("text", "bytes"):
        data = value.encode("ascii") if isinstance(value, str) else value
        return data.hex() or "-"
    if kind == "source_address":
        return (value[:4] if record.address_type == AddressType.IPV4 else value).hex()
    if kind == "bool":
        return "1" if value else "0"
    return str(int(value))


def _line(msg_type_id: int, record: Any) -> str:
    layout = LAYOUTS[msg_type_id]
    tokens = [_token(kind, getattr(record, name), record) for name, kind in field_kinds(layout)]
    return " ".join([layout.name, *tokens])


def _cases() -> list[tuple[int, Any]]:
    rng = random.Random(20261121)
    cases = [(i, random_record(i, rng)) for i in sorted(LAYOUTS) for _ in range(RANDOM_PER_TYPE)]
    cases += [(i, record) for i in ALIGNED_IDS for record in aligned_edge_records(i)]
    return cases


CASES = _cases()


@pytest.fixture(scope="module")
def java_bytes(java: JavaToolchain, tmp_path_factory: pytest.TempPathFactory) -> list[bytes]:
    work = tmp_path_factory.mktemp("command-bytes")
    classes = java.compile([SOURCE], work / "classes")
    argv = java.java_command("CommandBytes", classpath=[classes])
    stdin = "".join(_line(i, record) + "\n" for i, record in CASES)
    proc = subprocess.run(argv, input=stdin, capture_output=True, text=True, timeout=180, check=False)
    assert proc.returncode == 0, proc.stderr[-3000:]
    lines = proc.stdout.splitlines()
    assert len(lines) == len(CASES)
    return [bytes.fromhex(line) for line in lines]


def _encode(msg_type_id: int, record: Any) -> bytes:
    encode = encode_command if msg_type_id in types.COMMAND_TYPE_IDS else encode_response
    return bytes(encode(msg_type_id, record))


def _decode(msg_type_id: int, body: bytes) -> Any:
    decode = decode_command if msg_type_id in types.COMMAND_TYPE_IDS else decode_response
    return decode(msg_type_id, body, 0, len(body))


@pytest.mark.parametrize("msg_type_id", sorted(LAYOUTS), ids=lambda i: LAYOUTS[i].name)
def test_encoding_matches_aerons_flyweights(java_bytes: list[bytes], msg_type_id: int) -> None:
    checked = 0
    for (case_id, record), expected in zip(CASES, java_bytes, strict=True):
        if case_id != msg_type_id:
            continue
        ours = _encode(msg_type_id, record)
        assert ours == expected, f"{record}\n ours {ours.hex()}\n java {expected.hex()}"
        assert _decode(msg_type_id, expected) == record
        checked += 1
    assert checked >= RANDOM_PER_TYPE


@pytest.mark.parametrize("msg_type_id", ALIGNED_IDS, ids=lambda i: LAYOUTS[i].name)
def test_aligned_messages_cover_every_first_part_remainder(java_bytes: list[bytes], msg_type_id: int) -> None:
    """Aeron pads odd first parts; the bytes between the two parts are where the unpadded walk goes wrong."""
    first = LAYOUTS[msg_type_id].var[0]
    remainders: set[int] = set()
    for (case_id, record), expected in zip(CASES, java_bytes, strict=True):
        if case_id == msg_type_id:
            assert _encode(msg_type_id, record) == expected
            remainders.add(len(getattr(record, first)) % 4)
    assert remainders == {0, 1, 2, 3}
