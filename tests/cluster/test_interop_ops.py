"""support.interop_ops: the interop service's messages round-trip, bad replies are refused, the digest is
zlib's CRC-32 continued over records (docs/cluster-interop-service.md)."""

from __future__ import annotations

import struct
import zlib

import pytest
from hypothesis import given
from hypothesis import strategies as st
from support import interop_ops as ops

int64 = st.integers(min_value=-(2**63), max_value=2**63 - 1)

replies = st.one_of(
    st.builds(ops.Reply, st.just(ops.Op.ECHO), int64, body=st.binary(max_size=64)),
    st.builds(ops.Reply, st.sampled_from([ops.Op.PUT, ops.Op.GET]), int64, value=int64),
    st.builds(ops.Reply, st.just(ops.Op.CAS), int64, value=int64, ok=st.booleans()),
    st.builds(ops.Reply, st.sampled_from([ops.Op.TIMER, ops.Op.CANCEL]), int64, ok=st.booleans()),
    st.builds(ops.Reply, st.just(ops.Op.DIGEST), int64, value=st.integers(0, 2**32 - 1), applied=int64),
)


@given(replies)
def test_replies_round_trip(reply: ops.Reply) -> None:
    assert ops.decode_reply(ops.encode_reply(reply)) == reply


@given(int64, int64, int64, int64)
def test_requests_have_the_documented_layout(request_id: int, a: int, b: int, c: int) -> None:
    assert ops.put(request_id, a, b) == struct.pack("<Bqqq", 2, request_id, a, b)
    assert ops.get(request_id, a) == struct.pack("<Bqq", 3, request_id, a)
    assert ops.cas(request_id, a, b, c) == struct.pack("<Bqqqq", 4, request_id, a, b, c)
    assert ops.timer(request_id, a, b) == struct.pack("<Bqqq", 5, request_id, a, b)
    assert ops.cancel(request_id, a) == struct.pack("<Bqq", 6, request_id, a)
    assert ops.digest(request_id) == struct.pack("<Bq", 10, request_id)
    assert ops.close(request_id) == struct.pack("<Bq", 9, request_id)
    assert ops.service(request_id, b"xy")[0] == 7 and ops.service_applied(request_id, b"xy")[0] == 8


@pytest.mark.parametrize(("message", "cause"), [
    (b"\x02" * 8, "shorter than the 9-byte header"),
    (struct.pack("<Bq", 99, 1), "unknown op 99"),
    (struct.pack("<Bq", 7, 1), "has no reply"),
    (struct.pack("<Bqq", 4, 1, 0), "CAS reply body is 8 bytes, expected 9"),
])
def test_bad_replies_name_the_cause(message: bytes, cause: str) -> None:
    with pytest.raises(ValueError, match=cause):
        ops.decode_reply(message)


@given(st.lists(st.tuples(st.sampled_from(list(ops.Kind)), int64, int64, st.binary(max_size=40)), max_size=6))
def test_digest_is_crc32_continued_over_records(events: list[tuple[ops.Kind, int, int, bytes]]) -> None:
    digest = 0
    stream = b""
    for kind, session, timestamp, payload in events:
        digest = ops.digest_record(digest, kind, session, timestamp, payload)
        stream += struct.pack("<Bqq", kind, session, timestamp) + payload
    assert digest == zlib.crc32(stream)


@given(st.integers(0, 2**32 - 1), int64, int64, st.dictionaries(int64, int64, max_size=8))
def test_snapshot_state_round_trips_in_key_order(digest: int, applied: int, rejected: int,
                                                  entries: dict[int, int]) -> None:
    state = ops.SnapshotState(digest, applied, rejected, entries)
    data = state.encode()
    assert ops.SnapshotState.decode(data) == state
    keys = [struct.unpack_from("<q", data, 28 + 16 * i)[0] for i in range(len(entries))]
    assert keys == sorted(entries)


def test_truncated_snapshot_is_refused() -> None:
    data = ops.SnapshotState(1, 2, 3, {4: 5}).encode()
    with pytest.raises(ValueError, match="map size 1 needs 44"):
        ops.SnapshotState.decode(data[:-1])


def test_digest_lines_parse_and_format() -> None:
    line = ops.DigestLine.parse("3247968 848617855 2014 1 digest\n")
    assert line == ops.DigestLine(3247968, 848617855, 2014, 1, "digest")
    assert line.format() == "3247968 848617855 2014 1 digest\n"
    with pytest.raises(ValueError, match="not an interop digest line"):
        ops.DigestLine.parse("1 2 3 4 elsewhere")
