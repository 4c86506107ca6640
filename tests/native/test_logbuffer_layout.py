"""Creating and mapping log buffer files: sizes, metadata bytes, validation and lifecycle errors."""

from __future__ import annotations

import struct
from pathlib import Path

import pytest

from aeronkit.errors import ClosedError, ConfigurationError, CorruptFileError
from aeronkit.logbuffer import ExclusiveTermAppender, LogBuffers, TermAppender, TermReader
from aeronkit.logbuffer import descriptor as d


def meta_bytes(path: Path) -> bytes:
    return path.read_bytes()[-4096:]


def test_create_writes_aeron_metadata(tmp_path: Path) -> None:
    path = tmp_path / "a.logbuffer"
    with LogBuffers.create(path, 128 * 1024, page_size=8192, mtu_length=4096, initial_term_id=-5,
                           session_id=0x01020304, stream_id=77, correlation_id=2**40 + 3,
                           receiver_window_length=999, linger_timeout_ns=12345, rejoin=True) as logs:
        assert logs.term_length == 128 * 1024 and logs.position_bits_to_shift == 17
        assert logs.max_payload_length == 4064 and logs.max_message_length == 16384
    size = path.stat().st_size
    assert size == d.compute_log_length(128 * 1024, 8192) == 3 * 128 * 1024 + 8192  # page padding before meta

    meta = meta_bytes(path)
    tails = struct.unpack_from("<qqq", meta, 0)
    assert tails == (d.pack_tail(-5, 0), d.pack_tail(-7, 0), d.pack_tail(-6, 0))
    assert struct.unpack_from("<i", meta, 24)[0] == 0
    assert struct.unpack_from("<q", meta, 128)[0] == 2**63 - 1
    assert struct.unpack_from("<qiiiii", meta, 256) == (2**40 + 3, -5, 32, 4096, 128 * 1024, 8192)
    assert struct.unpack_from("<i", meta, 288)[0] == 999
    assert struct.unpack_from("<q", meta, 464)[0] == 12345
    # Default header: length 0, version 0, flags B|E, type DATA, term offset 0, session, stream, term id.
    assert meta[320:352] == struct.pack("<iBBHiiiiq", 0, 0, 0xC0, 1, 0, 0x01020304, 77, -5, 0)
    assert meta[352:448] == bytes(96)
    assert struct.unpack_from("<qq", meta, 448) == (-1, -1)
    assert meta[490] == 1 and meta[492] == 1 and meta[497] == d.LOG_BUFFER_TYPE_EXCLUSIVE_PUBLICATION


def test_create_part_way_through_a_stream(tmp_path: Path) -> None:
    term_length = 65536
    start = 4 * term_length + 4096
    with LogBuffers.create(tmp_path / "b", term_length, initial_term_id=100, term_id=104,
                           term_offset=4096) as logs:
        assert logs.active_term_count() == 4
        assert logs.raw_tail(4 % 3) == d.pack_tail(104, 4096)
        assert logs.tail_position() == 4 * term_length + 4096
        appender = ExclusiveTermAppender(logs)
        assert appender.position == 4 * term_length + 4096
        assert appender.offer(b"x" * 32) == 4 * term_length + 4096 + 64
        assert TermAppender(logs).offer(b"y") == 4 * term_length + 4096 + 128
        reader = TermReader(logs)
        assert reader.read(start) == 2 and reader.next_position == start + 128
        assert [f.term_id for f in reader] == [104, 104]


@pytest.mark.parametrize(("kwargs", "match"), [
    ({"term_length": 65536 + 32}, "term_length"),
    ({"term_length": 32 * 1024}, "term_length"),
    ({"term_length": 2**31}, "term_length"),
    ({"page_size": 1024}, "page_size"),
    ({"page_size": 3 * 4096}, "page_size"),
    ({"mtu_length": 32}, "mtu_length"),
    ({"mtu_length": 1400}, "mtu_length"),
    ({"mtu_length": 65536}, "mtu_length"),
    ({"mtu_length": 16384}, "mtu_length"),  # above the 8 KiB max message of a 64 KiB term
    ({"term_offset": 48}, "term_offset"),
    ({"nonsense_field": 1}, "nonsense_field"),
])
def test_create_rejects_bad_settings(tmp_path: Path, kwargs: dict, match: str) -> None:
    args = {"term_length": 65536, **kwargs}
    with pytest.raises(ConfigurationError, match=match):
        LogBuffers.create(tmp_path / "bad", **args)
    assert not (tmp_path / "bad").exists()


def test_create_refuses_to_overwrite(tmp_path: Path) -> None:
    LogBuffers.create(tmp_path / "c", 65536).close()
    with pytest.raises(FileExistsError):
        LogBuffers.create(tmp_path / "c", 65536)


def corrupt(path: Path, meta_offset: int, fmt: str, value: int) -> None:
    data = bytearray(path.read_bytes())
    struct.pack_into(fmt, data, len(data) - 4096 + meta_offset, value)
    path.write_bytes(bytes(data))


@pytest.mark.parametrize(("field", "value", "reason"), [
    (d.LOG_TERM_LENGTH_OFFSET, 65536 * 3, "term length"),
    (d.LOG_TERM_LENGTH_OFFSET, -1, "term length"),
    (d.LOG_TERM_LENGTH_OFFSET, 2**20, "too short"),  # valid value, but the file holds 64 KiB terms
    (d.LOG_PAGE_SIZE_OFFSET, 100, "page size"),
    (d.LOG_MTU_LENGTH_OFFSET, 0, "mtu"),
    (d.LOG_MTU_LENGTH_OFFSET, 1000, "mtu"),
])
def test_from_file_rejects_damaged_metadata(tmp_path: Path, field: int, value: int, reason: str) -> None:
    path = tmp_path / "d"
    LogBuffers.create(path, 65536).close()
    corrupt(path, field, "<i", value)
    with pytest.raises(CorruptFileError, match=reason) as info:
        LogBuffers.from_file(path)
    assert info.value.path == str(path)
    assert info.value.offset == path.stat().st_size - 4096 + field


def test_from_file_rejects_short_files(tmp_path: Path) -> None:
    (tmp_path / "e").write_bytes(bytes(100))
    with pytest.raises(CorruptFileError, match="4096"):
        LogBuffers.from_file(tmp_path / "e")


def test_from_file_sees_what_create_wrote(tmp_path: Path) -> None:
    path = tmp_path / "f"
    with LogBuffers.create(path, 65536, initial_term_id=9, session_id=3, stream_id=4) as logs:
        ExclusiveTermAppender(logs).offer(b"hello")
        logs.end_of_stream_position = 64
        logs.active_transport_count = 2
        created = logs.metadata()
    with LogBuffers.from_file(path) as logs:
        assert logs.metadata() == created
        assert logs.end_of_stream_position == 64 and logs.active_transport_count == 2
        assert bytes(logs.term_buffer(0)[32:37]) == b"hello"


def test_use_after_close_raises(tmp_path: Path) -> None:
    logs = LogBuffers.create(tmp_path / "g", 65536)
    appender = TermAppender(logs)
    exclusive = ExclusiveTermAppender(logs)
    reader = TermReader(logs)
    logs.close()
    logs.close()  # idempotent
    for call in (lambda: appender.offer(b"x"), lambda: exclusive.offer(b"x"), lambda: reader.read(0),
                 lambda: logs.term_buffer(0), lambda: logs.active_term_count(), lambda: TermAppender(logs)):
        with pytest.raises(ClosedError):
            call()


def test_close_with_a_view_still_held_does_not_unmap_under_it(tmp_path: Path) -> None:
    logs = LogBuffers.create(tmp_path / "h", 65536)
    ExclusiveTermAppender(logs).offer(b"kept")
    reader = TermReader(logs)
    reader.read(0)
    payload = reader.payload(0)
    logs.close()
    assert bytes(payload) == b"kept"  # still mapped: the view pins it
    with pytest.raises(ClosedError):
        logs.term_buffer(0)
