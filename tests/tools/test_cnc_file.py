"""cnc.dat: create (driver side), map and validate (client/tool side), version refusal, corruption."""

from __future__ import annotations

import os
import struct
from pathlib import Path

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from aeronkit import config
from aeronkit.cnc import (
    CNC_FILE,
    CNC_VERSION,
    END_OF_METADATA_OFFSET,
    FILE_PAGE_SIZE_FIELD_OFFSET,
    TO_DRIVER_BUFFER_LENGTH_FIELD_OFFSET,
    CncFile,
    CncNotReadyError,
    CncVersionError,
    default_aeron_dir,
)
from aeronkit.constants import compose_semantic_version
from aeronkit.errors import AeronError, ConfigurationError, CorruptFileError

SMALL = dict(
    to_driver_buffer_length=4096 + 768,
    to_clients_buffer_length=4096 + 128,
    counters_values_buffer_length=64 * 128,
    error_buffer_length=8192,
)


def make(tmp_path: Path, ready: bool = True, **overrides: int) -> Path:
    with CncFile.create(tmp_path, **{**SMALL, **overrides}, start_timestamp_ms=1234, pid=4321) as cnc:
        if ready:
            cnc.signal_ready()
    return tmp_path / CNC_FILE


def put_int32(path: Path, offset: int, value: int) -> None:
    with open(path, "r+b") as f:
        f.seek(offset)
        f.write(struct.pack("<i", value))


def test_header_layout_and_round_trip(tmp_path: Path) -> None:
    path = make(tmp_path)
    raw = path.read_bytes()
    assert CNC_VERSION == 512
    version, to_driver, to_clients, meta, values, errors = struct.unpack_from("<6i", raw, 0)
    liveness, start, pid = struct.unpack_from("<3q", raw, 24)
    (page,) = struct.unpack_from("<i", raw, 48)
    assert (version, to_driver, to_clients, meta, values, errors) == (512, 4864, 4224, 32768, 8192, 8192)
    assert (liveness, start, pid, page) == (10_000_000_000, 1234, 4321, 4096)
    total = END_OF_METADATA_OFFSET + to_driver + to_clients + meta + values + errors
    assert len(raw) == (total + 4095) // 4096 * 4096
    with CncFile.map(tmp_path) as cnc:
        assert (cnc.semantic_version, cnc.pid, cnc.start_timestamp_ms, cnc.file_page_size) == (
            "0.2.0", 4321, 1234, 4096)
        assert cnc.client_liveness_timeout_ns == 10_000_000_000
        assert cnc.to_driver().capacity == 4096
        assert cnc.to_clients_receiver().capacity == 4096
        assert cnc.counters_reader().max_counter_id == 63


def test_buffers_written_by_driver_side_are_seen_by_client_side(tmp_path: Path) -> None:
    with CncFile.create(tmp_path, **SMALL) as driver:
        counters = driver.counters_manager()
        counter_id = counters.allocate("Bytes sent", 0, b"\0\0\0\0")
        counters.set_counter_value(counter_id, 777)
        driver.error_log().record("something failed")
        driver.to_driver().consumer_heartbeat_time = 1_000
        driver.signal_ready()
        with CncFile.map(tmp_path, writable=True) as client:
            assert client.to_driver().write(1, b"command")
            got: list[bytes] = []
            driver.to_driver().read(lambda t, b, o, n: got.append(bytes(b[o:o + n])))
            assert got == [b"command"]
            assert [(s.label, s.value) for s in client.counters_reader().snapshot()] == [("Bytes sent", 777)]
            assert [e.encoded_error for e in client.errors()] == ["something failed"]
            assert client.driver_heartbeat_ms() == 1_000
            assert client.is_driver_active(now_ms=10_000)
            assert not client.is_driver_active(now_ms=20_000)


def test_major_version_mismatch_is_refused_naming_both(tmp_path: Path) -> None:
    path = make(tmp_path)
    put_int32(path, 0, compose_semantic_version(1, 0, 0))
    with pytest.raises(CncVersionError, match=r"cnc.dat version 1\.0\.0 not compatible with 0\.2\.0"):
        CncFile.map(tmp_path)


def test_minor_version_difference_is_accepted(tmp_path: Path) -> None:
    path = make(tmp_path)
    put_int32(path, 0, compose_semantic_version(0, 3, 1))
    with CncFile.map(tmp_path) as cnc:
        assert cnc.semantic_version == "0.3.1"


def test_not_ready_file(tmp_path: Path) -> None:
    make(tmp_path, ready=False)
    with pytest.raises(CncNotReadyError):
        CncFile.map(tmp_path)
    with pytest.raises(CncNotReadyError):
        CncFile.await_ready(tmp_path, timeout_s=0.05)


def test_truncated_file_names_path_and_offset(tmp_path: Path) -> None:
    path = make(tmp_path)
    size = path.stat().st_size
    os.truncate(path, 10_000)
    with pytest.raises(CorruptFileError) as info:
        CncFile.map(tmp_path)
    assert info.value.path == str(path)
    assert info.value.offset == 10_000
    assert size > 10_000
    os.truncate(path, 100)
    with pytest.raises(CorruptFileError) as info:
        CncFile.map(tmp_path)
    assert info.value.offset == 100


@pytest.mark.parametrize(("field", "value"), [
    (TO_DRIVER_BUFFER_LENGTH_FIELD_OFFSET, 5000 + 768),
    (TO_DRIVER_BUFFER_LENGTH_FIELD_OFFSET, -8),
    (20, 7),
])
def test_corrupt_lengths_raise_with_field_offset(tmp_path: Path, field: int, value: int) -> None:
    path = make(tmp_path)
    put_int32(path, field, value)
    with pytest.raises(CorruptFileError) as info:
        CncFile.map(tmp_path)
    assert info.value.offset == field
    assert str(path) in str(info.value)


def test_missing_file(tmp_path: Path) -> None:
    with pytest.raises(CorruptFileError, match="file not found"):
        CncFile.map(tmp_path / "nothing-here")


def test_zero_page_size_reads_as_4096(tmp_path: Path) -> None:
    path = make(tmp_path)
    put_int32(path, FILE_PAGE_SIZE_FIELD_OFFSET, 0)
    with CncFile.map(tmp_path) as cnc:
        assert cnc.file_page_size == 4096


def test_create_validates_settings(tmp_path: Path) -> None:
    with pytest.raises(ConfigurationError, match=r"aeron\.conductor\.buffer\.length"):
        CncFile.create(tmp_path, **{**SMALL, "to_driver_buffer_length": 5000})
    with pytest.raises(ConfigurationError, match=r"aeron\.clients\.buffer\.length"):
        CncFile.create(tmp_path, **{**SMALL, "to_clients_buffer_length": 4096})


def test_default_dir_follows_property_then_env(monkeypatch: pytest.MonkeyPatch) -> None:
    config.clear_properties()
    monkeypatch.delenv("AERON_DIR", raising=False)
    assert default_aeron_dir().rsplit("/", 1)[-1].startswith("aeron-")
    monkeypatch.setenv("AERON_DIR", "/tmp/from-env")
    assert default_aeron_dir() == "/tmp/from-env"
    config.set_property("aeron.dir", "/tmp/from-property")
    try:
        assert default_aeron_dir() == "/tmp/from-property"
    finally:
        config.clear_properties()


@settings(max_examples=100, deadline=None)
@given(header=st.binary(min_size=56, max_size=56))
def test_random_header_is_refused_with_our_errors_only(tmp_path_factory: pytest.TempPathFactory,
                                                       header: bytes) -> None:
    directory = tmp_path_factory.mktemp("fuzz")
    path = make(directory)
    with open(path, "r+b") as f:
        f.write(header)
    try:
        with CncFile.map(directory) as cnc:
            assert cnc.version >> 16 == 0
            assert all(s.counter_id <= cnc.counters_reader().max_counter_id
                       for s in cnc.counters_reader().snapshot())
            assert all(e.offset + e.length <= cnc.error_log_buffer().length for e in cnc.errors())
    except AeronError as ex:
        assert str(path) in str(ex)
