"""Short, overlong or corrupt command bytes raise ProtocolError (CodecError), never read past the record
and never crash; the client's events adapter reports them and carries on."""

from __future__ import annotations

import random
import struct

import pytest
from command_cases import ALIGNED_IDS, LAYOUTS, aligned_edge_records, field_kinds, random_record
from hypothesis import given, settings
from hypothesis import strategies as st

from aeronkit.client.driver_events_adapter import DriverEventsAdapter
from aeronkit.command import commands, decode_command, decode_response, encode_command, encode_response, types
from aeronkit.errors import CodecError, ProtocolError

ALL_IDS = sorted(LAYOUTS)
TEXT_IDS = [i for i in ALL_IDS if any(kind == "text" for _, kind in field_kinds(LAYOUTS[i]))]


def _encode(msg_type_id: int, record: object) -> bytes:
    encode = encode_command if msg_type_id in types.COMMAND_TYPE_IDS else encode_response
    return bytes(encode(msg_type_id, record))


def _decode(msg_type_id: int, buffer: bytes | memoryview, offset: int, length: int) -> object:
    decode = decode_command if msg_type_id in types.COMMAND_TYPE_IDS else decode_response
    return decode(msg_type_id, buffer, offset, length)


def _samples(msg_type_id: int) -> list[object]:
    rng = random.Random(msg_type_id * 31)
    extra = aligned_edge_records(msg_type_id)[::7] if msg_type_id in ALIGNED_IDS else []
    return [random_record(msg_type_id, rng) for _ in range(3)] + extra


@pytest.mark.parametrize("msg_type_id", ALL_IDS, ids=lambda i: LAYOUTS[i].name)
def test_every_truncation_is_refused_even_when_the_buffer_holds_the_rest(msg_type_id: int) -> None:
    """The length given, not the buffer's size, bounds every read: the full record stays in the buffer."""
    for record in _samples(msg_type_id):
        body = _encode(msg_type_id, record)
        buffer = memoryview(body + b"\x55" * 64)
        for length in range(len(body)):
            if msg_type_id == types.REMOVE_PUBLICATION and length >= 24:
                old = _decode(msg_type_id, buffer, 0, length)  # an older client's record has no flags
                assert old == commands.RemovePublication(*record[:3], revoke=False)
                continue
            with pytest.raises(CodecError):
                _decode(msg_type_id, buffer, 0, length)


@pytest.mark.parametrize("msg_type_id", [i for i in ALL_IDS if LAYOUTS[i].var], ids=lambda i: LAYOUTS[i].name)
@pytest.mark.parametrize("bad_length", [-1, -4, 0x7FFFFFFF, 1 << 20])
def test_var_data_lengths_past_the_record_are_refused(msg_type_id: int, bad_length: int) -> None:
    """Aeron writes int32 lengths; a negative one reads as a huge uint32 and fails the same bounds check."""
    layout = LAYOUTS[msg_type_id]
    body = bytearray(_encode(msg_type_id, random_record(msg_type_id, random.Random(5))))
    struct.pack_into("<i", body, layout.block_length, bad_length)
    with pytest.raises(CodecError):
        _decode(msg_type_id, bytes(body), 0, len(body))


@pytest.mark.parametrize("msg_type_id", ALIGNED_IDS, ids=lambda i: LAYOUTS[i].name)
def test_aligned_second_part_cut_off_by_the_padding_is_refused(msg_type_id: int) -> None:
    """A record that ends inside the padding after an odd-length first part has no second length."""
    layout = LAYOUTS[msg_type_id]
    for record in aligned_edge_records(msg_type_id):
        body = _encode(msg_type_id, record)
        first = getattr(record, layout.var[0])
        start_of_padding = layout.block_length + 4 + len(first)
        for length in range(start_of_padding, start_of_padding + (-len(first) % 4) + 4):
            with pytest.raises(CodecError):
                _decode(msg_type_id, body + bytes(8), 0, length)


@pytest.mark.parametrize("msg_type_id", TEXT_IDS, ids=lambda i: LAYOUTS[i].name)
def test_non_ascii_text_is_malformed(msg_type_id: int) -> None:
    record = random_record(msg_type_id, random.Random(11))
    field = [name for name, kind in field_kinds(LAYOUTS[msg_type_id]) if kind == "text"][-1]
    body = _encode(msg_type_id, record._replace(**{field: "x" * 5}))
    at = body.rindex(b"xxxxx")
    corrupt = body[:at] + b"\xff" + body[at + 1:]
    with pytest.raises(CodecError):
        _decode(msg_type_id, corrupt, 0, len(corrupt))


def test_unknown_type_ids_are_protocol_errors() -> None:
    with pytest.raises(ProtocolError, match="unknown command"):
        decode_command(0x7F, bytes(64), 0, 64)
    with pytest.raises(ProtocolError, match="unknown response"):
        decode_response(types.ADD_PUBLICATION, bytes(64), 0, 64)
    with pytest.raises(ProtocolError):
        encode_command(0x0F01, commands.CorrelatedMessage(1, 2))


def test_encoding_a_value_outside_its_field_is_a_codec_error() -> None:
    with pytest.raises(CodecError):
        encode_command(types.ADD_PUBLICATION, commands.PublicationMessage(1, 2, 1 << 31, "aeron:ipc"))
    with pytest.raises(TypeError):
        encode_command(types.ADD_PUBLICATION, commands.CorrelatedMessage(1, 2))


@pytest.mark.parametrize("msg_type_id", ALL_IDS, ids=lambda i: LAYOUTS[i].name)
@settings(max_examples=60, deadline=None)
@given(garbage=st.binary(max_size=96), offset=st.integers(0, 8))
def test_garbage_decodes_or_raises_protocol_error(msg_type_id: int, garbage: bytes, offset: int) -> None:
    buffer = bytes(offset) + garbage
    try:
        record = _decode(msg_type_id, buffer, offset, len(garbage))
    except ProtocolError:
        return
    assert type(record) is LAYOUTS[msg_type_id].record


class _Receiver:
    def __init__(self, messages: list[tuple[int, bytes]]) -> None:
        self.messages = messages

    def receive(self, handler, limit: int) -> int:  # type: ignore[no-untyped-def]
        for msg_type_id, body in self.messages[:limit]:
            handler(msg_type_id, memoryview(body), 0, len(body))
        return len(self.messages[:limit])


class _Listener:
    def __init__(self) -> None:
        self.seen: list[tuple[str, tuple]] = []

    def __getattr__(self, name: str):  # type: ignore[no-untyped-def]
        return lambda *args: self.seen.append((name, args))


def test_events_adapter_reports_a_malformed_record_and_delivers_the_next() -> None:
    from aeronkit.command import responses as rsp

    image = rsp.ImageBuffersReady(1, 2, 3, 4, 5, "abc.logbuffer", "127.0.0.1:1")
    ready = _encode(types.ON_AVAILABLE_IMAGE, image)
    ok = _encode(types.ON_OPERATION_SUCCESS, rsp.OperationSucceeded(77))
    errors: list[BaseException] = []
    listener = _Listener()
    adapter = DriverEventsAdapter(
        _Receiver([(types.ON_AVAILABLE_IMAGE, ready[:-3]), (types.ON_OPERATION_SUCCESS, ok)]),  # type: ignore[arg-type]
        listener, errors.append)
    assert adapter.receive(10) == 2
    assert len(errors) == 1 and isinstance(errors[0], ProtocolError)
    assert listener.seen == [("on_operation_success", (77,))]
