"""archive.catalog: layout, index, updates, growth, checksums and refusing damaged files."""

from __future__ import annotations

import struct
from pathlib import Path

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from aeronkit.archive.catalog import (
    CATALOG_FILE_NAME,
    Catalog,
    RecordingDescriptor,
    descriptor_frame_length,
)
from aeronkit.archive.checksum import CRC32, CRC32C
from aeronkit.archive.mark_file import SEMANTIC_VERSION
from aeronkit.codecs import archive as codecs
from aeronkit.codecs.archive import RecordingState
from aeronkit.errors import ConfigurationError, CorruptFileError

ASCII = st.text(st.characters(min_codepoint=32, max_codepoint=126), max_size=120)


def fields(n: int = 0, **over: object) -> dict[str, object]:
    base: dict[str, object] = dict(
        start_position=0,
        start_timestamp=100 + n,
        initial_term_id=n,
        segment_file_length=65536,
        term_buffer_length=65536,
        mtu_length=1408,
        session_id=10 + n,
        stream_id=1001,
        stripped_channel="aeron:ipc",
        original_channel=f"aeron:ipc?term-length=64k|alias=r{n}",
        source_identity="aeron:ipc",
    )
    base.update(over)
    return base


def test_new_catalog_layout(tmp_path: Path) -> None:
    with Catalog(tmp_path, create=True) as catalog:
        assert catalog.capacity == 1024 * 1024 and catalog.alignment == 64
        rid = catalog.add(**fields())
        assert rid == 0 and catalog.next_recording_id == 1
    raw = (tmp_path / CATALOG_FILE_NAME).read_bytes()
    header = codecs.CatalogHeaderDecoder().wrap(raw, 0)
    assert (header.version, header.length, header.next_recording_id, header.alignment) == (
        SEMANTIC_VERSION,
        32,
        1,
        64,
    )
    entry_header = codecs.RecordingDescriptorHeaderDecoder().wrap(raw, 32)
    d = RecordingDescriptor(recording_id=0, stop_position=-1, stop_timestamp=-1, **fields())  # type: ignore[arg-type]
    frame = descriptor_frame_length(d, 64)
    assert frame % 64 == 0 and entry_header.length == frame - 32
    assert entry_header.state == RecordingState.VALID and entry_header.checksum == 0
    body = codecs.RecordingDescriptorDecoder().wrap(raw, 64)
    assert (
        body.recording_id == 0
        and body.stop_position == -1
        and body.original_channel == "aeron:ipc?term-length=64k|alias=r0"
    )
    assert not any(raw[32 + frame : 32 + frame + 64])  # the scan ends at a zero length


def test_add_find_list_update_and_states(tmp_path: Path) -> None:
    with Catalog(tmp_path, create=True) as catalog:
        ids = [catalog.add(**fields(n)) for n in range(5)]
        assert ids == list(range(5)) and catalog.entry_count == 5
        catalog.set_stop_position(2, 4096, timestamp_ms=777)
        catalog.set_start_position(3, 64)
        catalog.update(4, mtu_length=8192)
        assert catalog.invalidate(1)
        assert catalog.change_state(0, RecordingState.DELETED)
        assert not catalog.invalidate(1)  # no longer VALID
        assert catalog.find(1) is None and catalog.find_any(1).state == RecordingState.INVALID
        free = catalog.free_space
    with Catalog(tmp_path) as catalog:
        assert catalog.entry_count == 3 and [e.recording_id for e in catalog] == [2, 3, 4]
        assert [e.state for e in catalog.entries()] == [
            RecordingState.DELETED,
            RecordingState.INVALID,
            RecordingState.VALID,
            RecordingState.VALID,
            RecordingState.VALID,
        ]
        two = catalog.find(2).descriptor
        assert (two.stop_position, two.stop_timestamp) == (4096, 777)
        assert catalog.find(3).descriptor.start_position == 64
        assert catalog.find(4).descriptor.mtu_length == 8192
        assert [d.recording_id for d in catalog.list(3)] == [3, 4]
        assert [d.recording_id for d in catalog.list(0, 1)] == [2]
        assert catalog.find_last(0, 14, 1001, "alias=r4") == 4
        assert catalog.find_last(0, 14, 1001, "alias=r3") == -1
        assert catalog.free_space == free
        with pytest.raises(ConfigurationError, match="read-only"):
            catalog.add(**fields())
    with Catalog(tmp_path, writable=True) as catalog:
        assert catalog.add(**fields(9)) == 5  # ids keep counting past invalid and deleted entries
        catalog.set_state_at(catalog.find_any(1), RecordingState.VALID)
        assert [e.recording_id for e in catalog] == [1, 2, 3, 4, 5]
        with pytest.raises(ConfigurationError, match="unknown recording id: 0"):
            catalog.set_stop_position(0, 64)


def test_catalog_grows_by_half_when_full(tmp_path: Path) -> None:
    with Catalog(tmp_path, create=True, capacity=256) as catalog:
        for n in range(10):
            catalog.add(**fields(n))
        assert catalog.capacity >= catalog.next_entry_offset
        capacities = [256]
        while capacities[-1] < catalog.capacity:
            capacities.append(capacities[-1] + (capacities[-1] >> 1))
        assert capacities[-1] == catalog.capacity
    assert (tmp_path / CATALOG_FILE_NAME).stat().st_size == capacities[-1]
    with Catalog(tmp_path) as catalog:
        assert catalog.entry_count == 10


@settings(max_examples=40, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture])
@given(
    channels=st.lists(st.tuples(ASCII, ASCII, ASCII), min_size=1, max_size=6),
    numbers=st.tuples(st.integers(-(2**63), 2**63 - 1), st.integers(-(2**31), 2**31 - 1)),
    checksum=st.sampled_from([None, CRC32, CRC32C]),
)
def test_descriptors_round_trip(
    tmp_path_factory: pytest.TempPathFactory,
    channels: list[tuple[str, str, str]],
    numbers: tuple[int, int],
    checksum: object,
) -> None:
    directory = tmp_path_factory.mktemp("cat")
    wide, narrow = numbers
    written = []
    with Catalog(directory, create=True, checksum=checksum) as catalog:  # type: ignore[arg-type]
        for stripped, original, source in channels:
            rid = catalog.add(
                start_position=0,
                start_timestamp=wide,
                initial_term_id=narrow,
                segment_file_length=65536,
                term_buffer_length=65536,
                mtu_length=1408,
                session_id=narrow,
                stream_id=-narrow - 1 if narrow < 2**31 - 1 else 0,
                stripped_channel=stripped,
                original_channel=original,
                source_identity=source,
                control_session_id=wide,
                correlation_id=~wide,
            )
            written.append(catalog.find(rid).descriptor)
    with Catalog(directory) as catalog:
        entries = list(catalog)
        assert [e.descriptor for e in entries] == written
        for e in entries:
            assert e.length % 64 == 32 and e.offset % 64 == 32
            if checksum is not None:
                assert e.checksum == catalog.compute_descriptor_checksum(e, checksum)  # type: ignore[arg-type]


@settings(max_examples=60, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture])
@given(
    channels=st.lists(st.tuples(ASCII, ASCII, ASCII), min_size=1, max_size=5),
    target=st.integers(0, 4),
    invalid=st.integers(0, 4),
    replacement=st.tuples(ASCII, ASCII, ASCII),
    checksum=st.sampled_from([None, CRC32]),
)
def test_replace_rewrites_one_descriptor_and_keeps_every_other_entry(
    tmp_path_factory: pytest.TempPathFactory,
    channels: list[tuple[str, str, str]],
    target: int,
    invalid: int,
    replacement: tuple[str, str, str],
    checksum: object,
) -> None:
    """Catalog.replaceRecording: channel strings may grow (the entries after it move right, the file grows
    when full) or shrink (the frame stays, zeroed); a non-VALID entry after it keeps its state."""
    directory = tmp_path_factory.mktemp("cat")
    target %= len(channels)
    invalid %= len(channels)
    with Catalog(directory, create=True, checksum=checksum, capacity=512) as catalog:  # type: ignore[arg-type]
        for n, (stripped, original, source) in enumerate(channels):
            catalog.add(**fields(n, stripped_channel=stripped, original_channel=original,
                                 source_identity=source))
        if invalid != target:
            catalog.invalidate(invalid)
        stripped, original, source = replacement
        new = catalog.replace(target, stripped_channel=stripped, original_channel=original,
                              source_identity=source, session_id=-7, start_position=4096, stop_position=4096)
        assert catalog.find(target).descriptor == new
    expected = {n: (stripped, original, source) for n, (stripped, original, source) in enumerate(channels)}
    expected[target] = replacement
    with Catalog(directory) as catalog:
        entries = list(catalog.entries())
        assert [e.recording_id for e in entries] == list(range(len(channels)))
        for e in entries:
            d = e.descriptor
            assert (d.stripped_channel, d.original_channel, d.source_identity) == expected[e.recording_id]
            assert e.state == (RecordingState.INVALID if e.recording_id == invalid != target
                               else RecordingState.VALID)
            assert (d.session_id, d.start_position) == ((-7, 4096) if e.recording_id == target
                                                        else (10 + e.recording_id, 0))
            if checksum is not None:
                assert e.checksum == catalog.compute_descriptor_checksum(e, checksum)  # type: ignore[arg-type]
        assert catalog.entry_count == len(channels) - (invalid != target)


def test_damaged_entry_length_is_reported_with_its_offset(tmp_path: Path) -> None:
    with Catalog(tmp_path, create=True) as catalog:
        for n in range(3):
            catalog.add(**fields(n))
        offsets = [e.offset for e in catalog.entries()]
    path = tmp_path / CATALOG_FILE_NAME
    for bad in (0x7FFF_FFF0, -64, 40):
        raw = bytearray(path.read_bytes())
        struct.pack_into("<i", raw, offsets[1], bad)
        path.write_bytes(bytes(raw))
        with pytest.raises(CorruptFileError) as caught:
            Catalog(tmp_path)
        assert caught.value.path == str(path) and caught.value.offset == offsets[1]
        assert "descriptor length" in caught.value.reason


def test_var_data_overrunning_its_entry_is_corrupt(tmp_path: Path) -> None:
    with Catalog(tmp_path, create=True) as catalog:
        catalog.add(**fields())
    path = tmp_path / CATALOG_FILE_NAME
    raw = bytearray(path.read_bytes())
    struct.pack_into("<I", raw, 64 + 80, 100_000)  # strippedChannel length
    path.write_bytes(bytes(raw))
    with pytest.raises(CorruptFileError, match="at offset 32"):
        Catalog(tmp_path)


def test_foreign_or_short_files_are_refused(tmp_path: Path) -> None:
    with pytest.raises(CorruptFileError, match="not found"):
        Catalog(tmp_path)
    path = tmp_path / CATALOG_FILE_NAME
    path.write_bytes(b"\x01\x02")
    with pytest.raises(CorruptFileError, match="shorter than its header"):
        Catalog(tmp_path)
    path.write_bytes(struct.pack("<iiqi", (2 << 16) | (5 << 8), 32, 0, 64).ljust(4096, b"\0"))
    with pytest.raises(CorruptFileError, match=r"incompatible catalog file version 2\.5\.0"):
        Catalog(tmp_path)
    path.write_bytes(struct.pack("<iiqi", SEMANTIC_VERSION, 32, 0, 48).ljust(4096, b"\0"))
    with pytest.raises(CorruptFileError, match="invalid catalog alignment 48"):
        Catalog(tmp_path)


def test_next_recording_id_below_last_entry_is_refused_when_writable(tmp_path: Path) -> None:
    with Catalog(tmp_path, create=True) as catalog:
        catalog.add(**fields(0))
        catalog.add(**fields(1))
    path = tmp_path / CATALOG_FILE_NAME
    raw = bytearray(path.read_bytes())
    struct.pack_into("<q", raw, 8, 1)
    path.write_bytes(bytes(raw))
    with Catalog(tmp_path) as catalog:
        assert catalog.next_recording_id == 1  # read-only: reported as found
    with pytest.raises(CorruptFileError, match="invalid nextRecordingId"):
        Catalog(tmp_path, writable=True)
    struct.pack_into("<q", raw, 8, 0)  # 0 means "derive from the last entry"
    path.write_bytes(bytes(raw))
    with Catalog(tmp_path) as catalog:
        assert catalog.next_recording_id == 2


def test_legacy_layout_with_zero_alignment(tmp_path: Path) -> None:
    raw = bytearray(4096)
    struct.pack_into("<iiqi", raw, 0, SEMANTIC_VERSION, 32, 0, 0)
    d = RecordingDescriptor(recording_id=7, stop_position=-1, stop_timestamp=-1, **fields())  # type: ignore[arg-type]
    d.encode(codecs.RecordingDescriptorEncoder().wrap(raw, 1024 + 32))
    henc = codecs.RecordingDescriptorHeaderEncoder().wrap(raw, 1024)
    henc.length = 1024 - 32
    henc.state = RecordingState.VALID
    (tmp_path / CATALOG_FILE_NAME).write_bytes(bytes(raw))
    with Catalog(tmp_path) as catalog:
        assert catalog.alignment == 1024 and catalog.first_entry_offset == 1024
        assert [e.descriptor for e in catalog] == [d]
        assert catalog.next_recording_id == 8


@settings(max_examples=150, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture])
@given(garbage=st.binary(min_size=32, max_size=700))
def test_garbage_after_a_valid_header_never_crashes(
    tmp_path_factory: pytest.TempPathFactory, garbage: bytes
) -> None:
    directory = tmp_path_factory.mktemp("junk")
    header = struct.pack("<iiqi", SEMANTIC_VERSION, 32, 0, 64).ljust(32, b"\0")
    (directory / CATALOG_FILE_NAME).write_bytes(header + garbage)
    try:
        with Catalog(directory) as catalog:
            for entry in catalog.entries():
                assert entry.offset + 32 + entry.length <= 32 + len(garbage)
    except CorruptFileError as ex:
        assert ex.path.endswith(CATALOG_FILE_NAME) and 0 <= ex.offset < 32 + len(garbage)


@pytest.mark.parametrize("sync_level", [1, 2])
def test_sync_levels_and_fixed_field_updates(tmp_path: Path, sync_level: int) -> None:
    with Catalog(tmp_path, create=True, file_sync_level=sync_level) as catalog:
        rid = catalog.add(**fields())
        catalog.set_stop_position(rid, 128, 5)
        with pytest.raises(ConfigurationError, match="cannot update descriptor fields"):
            catalog.update(rid, original_channel="aeron:ipc?a-much-longer-channel-than-the-entry-holds" * 4)
        with pytest.raises(ConfigurationError, match="cannot update descriptor fields"):
            catalog.update_entry(catalog.find(rid), stripped_channel="x" * 500)
        # bytes reach the file without closing the catalog
        body = (tmp_path / CATALOG_FILE_NAME).read_bytes()[64:]
        assert codecs.RecordingDescriptorDecoder().wrap(body, 0).stop_position == 128
    with pytest.raises(ConfigurationError, match=r"aeron\.archive\.catalog\.file\.sync\.level=3"):
        Catalog(tmp_path, file_sync_level=3)
