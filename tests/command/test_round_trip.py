"""Every command and response survives encode -> decode through the shared aeronkit.command module,
wherever the record sits in a larger buffer, and the aligned messages place their second part where
Aeron's flyweights do."""

from __future__ import annotations

import inspect
import re

import pytest
from command_cases import ALIGNED_IDS, LAYOUTS, aligned_edge_records, records
from hypothesis import given, settings
from hypothesis import strategies as st

import aeronkit.client.driver_events_adapter
import aeronkit.client.driver_proxy
import aeronkit.driver.client_command_adapter
import aeronkit.driver.client_proxy
from aeronkit.codecs import driver_commands as dc
from aeronkit.command import decode_command, decode_response, encode_command, encode_response, types
from aeronkit.command.aligned import align

COMMAND_IDS = sorted(types.COMMAND_TYPE_IDS)
RESPONSE_IDS = sorted(types.RESPONSE_TYPE_IDS)


def _codec(msg_type_id: int) -> tuple:
    if msg_type_id in types.COMMAND_TYPE_IDS:
        return encode_command, decode_command
    return encode_response, decode_response


@pytest.mark.parametrize("msg_type_id", COMMAND_IDS + RESPONSE_IDS, ids=lambda i: LAYOUTS[i].name)
@settings(max_examples=40, deadline=None)
@given(data=st.data(), before=st.binary(max_size=9), after=st.binary(max_size=9))
def test_round_trip(msg_type_id: int, data: st.DataObject, before: bytes, after: bytes) -> None:
    record = data.draw(records(msg_type_id))
    encode, decode = _codec(msg_type_id)
    body = bytes(encode(msg_type_id, record))
    assert decode(msg_type_id, body, 0, len(body)) == record
    framed = memoryview(before + body + after)
    assert decode(msg_type_id, framed, len(before), len(body)) == record


@pytest.mark.parametrize("msg_type_id", ALIGNED_IDS, ids=lambda i: LAYOUTS[i].name)
def test_aligned_second_part_starts_on_a_4_byte_boundary(msg_type_id: int) -> None:
    layout = LAYOUTS[msg_type_id]
    encode, decode = _codec(msg_type_id)
    first, second = layout.var
    for record in aligned_edge_records(msg_type_id):
        body = bytes(encode(msg_type_id, record))
        first_bytes = getattr(record, first)
        first_bytes = first_bytes if isinstance(first_bytes, bytes) else first_bytes.encode("ascii")
        second_bytes = getattr(record, second).encode("ascii")
        block = layout.block_length
        second_at = block + 4 + align(len(first_bytes), 4)
        assert int.from_bytes(body[block:block + 4], "little") == len(first_bytes)
        assert body[block + 4:block + 4 + len(first_bytes)] == first_bytes
        assert body[block + 4 + len(first_bytes):second_at] == bytes(second_at - block - 4 - len(first_bytes))
        assert int.from_bytes(body[second_at:second_at + 4], "little") == len(second_bytes)
        assert body[second_at + 4:] == second_bytes
        assert decode(msg_type_id, body, 0, len(body)) == record


def test_type_ids_are_the_generated_template_ids() -> None:
    encoders = [cls for name, cls in vars(dc).items() if name.endswith("Encoder")]
    templates = {cls.TEMPLATE_ID for cls in encoders if hasattr(cls, "TEMPLATE_ID")}
    assert templates == types.COMMAND_TYPE_IDS | types.RESPONSE_TYPE_IDS
    assert set(LAYOUTS) == templates
    assert types.name_of(types.ON_AVAILABLE_IMAGE) == "ON_AVAILABLE_IMAGE"
    assert types.name_of(0x7777) == "0x7777"


@pytest.mark.parametrize("module", [
    aeronkit.client.driver_proxy, aeronkit.client.driver_events_adapter,
    aeronkit.driver.client_command_adapter, aeronkit.driver.client_proxy,
], ids=lambda m: m.__name__)
def test_client_and_driver_hold_no_wire_layouts_of_their_own(module: object) -> None:
    """The single-source rule: no struct layouts and no re-typed message ids outside aeronkit.command."""
    source = inspect.getsource(module)  # type: ignore[arg-type]
    assert "import struct" not in source
    assert not re.search(r"^[A-Z_]+ = 0x[0-9A-Fa-f]+$", source, re.MULTILINE)
    for name in ("ADD_PUBLICATION", "ON_ERROR", "ADD_DESTINATION", "ON_AVAILABLE_IMAGE"):
        if hasattr(module, name):
            assert getattr(module, name) == getattr(types, name)


def test_every_message_with_two_var_parts_is_aligned() -> None:
    """Aeron aligns the second part wherever there is one (Counter, StaticCounter, ImageBuffersReady)."""
    two_parts = {i for i, layout in LAYOUTS.items() if len(layout.var) == 2}
    expected = {types.ADD_COUNTER, types.ADD_STATIC_COUNTER, types.ON_AVAILABLE_IMAGE}
    assert two_parts == set(ALIGNED_IDS) == expected
