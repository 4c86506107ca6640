"""SnapshotMarker records: bytes as SnapshotTaker writes them, and the loaders' checks (type, bracket,
version, time unit)."""

from __future__ import annotations

import struct

import pytest
from hypothesis import given
from hypothesis import strategies as st

from aeronkit.cluster import snapshot_marker as sm
from aeronkit.cluster.protocol import (
    APP_VERSION_DEFAULT,
    CONSENSUS_MODULE_SNAPSHOT_TYPE_ID,
    SERVICE_SNAPSHOT_TYPE_ID,
)
from aeronkit.cluster.snapshot_marker import SnapshotMarker, SnapshotMarkerTracker
from aeronkit.codecs.cluster import ClusterTimeUnit, SnapshotMark
from aeronkit.constants import compose_semantic_version
from aeronkit.errors import ProtocolError

int32 = st.integers(min_value=-(2**31), max_value=2**31 - 1)
int64 = st.integers(min_value=-(2**63), max_value=2**63 - 1)
markers = st.builds(
    SnapshotMarker,
    int64,
    int64,
    int64,
    int32,
    st.sampled_from(list(SnapshotMark)),
    st.sampled_from(list(ClusterTimeUnit)),
    st.integers(min_value=1, max_value=2**31 - 1),
)


def marker(mark: SnapshotMark, type_id: int = SERVICE_SNAPSHOT_TYPE_ID, **changes: int) -> SnapshotMarker:
    fields: dict[str, int] = {
        "type_id": type_id,
        "log_position": 640,
        "leadership_term_id": 2,
        "index": 0,
        "mark": mark,
        "time_unit": ClusterTimeUnit.MILLIS,
        "app_version": APP_VERSION_DEFAULT,
    }
    fields.update(changes)
    return SnapshotMarker(**fields)  # type: ignore[arg-type]


def test_bytes_are_header_then_block_in_javas_order() -> None:
    data = marker(SnapshotMark.END).encode()
    # header: blockLength 40, template 100, schema 111, version 16; block: typeId, logPosition,
    # leadershipTermId, index, mark, timeUnit, appVersion (SnapshotTaker.markSnapshot).
    assert data == struct.pack("<HHHHqqqiiii", 40, 100, 111, 16, 2, 640, 2, 0, 2, 0, 1)
    assert sm.ENCODED_LENGTH == len(data) == 48


@given(markers, st.integers(min_value=0, max_value=64))
def test_markers_round_trip_at_any_offset(value: SnapshotMarker, offset: int) -> None:
    buffer = bytearray(offset + sm.ENCODED_LENGTH + 7)
    assert value.encode_into(buffer, offset) == sm.ENCODED_LENGTH
    assert SnapshotMarker.decode(buffer, offset) == value


def test_version_3_marker_reads_as_java_defaults() -> None:
    # Before schema version 4 the block was 32 bytes: no time unit, no app version.
    data = struct.pack("<HHHHqqqii", 32, 100, 111, 3, 2, 64, 1, 0, 0)
    decoded = SnapshotMarker.decode(data)
    assert (decoded.time_unit, decoded.app_version) == (ClusterTimeUnit.MILLIS, 0)


def test_foreign_bytes_raise_protocol_error_naming_the_offset() -> None:
    data = bytearray(marker(SnapshotMark.BEGIN).encode())
    struct.pack_into("<H", data, 4, 101)  # archive schema id
    with pytest.raises(ProtocolError, match=r"snapshot marker at offset 0: .*schema id 101"):
        SnapshotMarker.decode(data)
    with pytest.raises(ProtocolError, match="snapshot marker at offset 5"):
        SnapshotMarker.decode(bytes(20), 5)


def test_null_time_unit_means_millis_and_unknown_unit_is_refused() -> None:
    assert marker(SnapshotMark.BEGIN, time_unit=ClusterTimeUnit.NULL_VAL).effective_time_unit == (
        ClusterTimeUnit.MILLIS
    )
    assert marker(SnapshotMark.BEGIN, time_unit=2).effective_time_unit == ClusterTimeUnit.NANOS
    with pytest.raises(ProtocolError, match="unsupported time unit: 9"):
        _ = marker(SnapshotMark.BEGIN, time_unit=9).effective_time_unit


def test_tracker_accepts_begin_then_end_ignoring_sections() -> None:
    tracker = SnapshotMarkerTracker(SERVICE_SNAPSHOT_TYPE_ID)
    begin = marker(SnapshotMark.BEGIN)
    assert not tracker.on_marker(begin)
    assert tracker.in_snapshot and tracker.begin == begin
    assert not tracker.on_marker(marker(SnapshotMark.SECTION))
    assert not tracker.on_marker(marker(SnapshotMark.NULL_VAL))
    assert not tracker.is_done
    assert tracker.on_marker(marker(SnapshotMark.END))
    assert tracker.is_done


def test_tracker_refuses_what_javas_loaders_refuse() -> None:
    service = SnapshotMarkerTracker(SERVICE_SNAPSHOT_TYPE_ID)
    with pytest.raises(ProtocolError, match="unexpected snapshot type: 1"):
        service.on_marker(marker(SnapshotMark.BEGIN, type_id=CONSENSUS_MODULE_SNAPSHOT_TYPE_ID))
    with pytest.raises(ProtocolError, match="missing begin snapshot"):
        service.on_marker(marker(SnapshotMark.END))
    service.on_marker(marker(SnapshotMark.BEGIN))
    with pytest.raises(ProtocolError, match="already in snapshot"):
        service.on_marker(marker(SnapshotMark.BEGIN))
    module = SnapshotMarkerTracker(CONSENSUS_MODULE_SNAPSHOT_TYPE_ID)
    with pytest.raises(ProtocolError, match="unexpected snapshot type: 2"):
        module.on_marker(marker(SnapshotMark.BEGIN))


@given(
    st.tuples(st.integers(0, 255), st.integers(0, 255), st.integers(0, 255)),
    st.tuples(st.integers(0, 255), st.integers(0, 255), st.integers(0, 255)),
)
def test_app_version_is_compatible_exactly_when_majors_match(
    ours: tuple[int, int, int], theirs: tuple[int, int, int]
) -> None:
    a, b = compose_semantic_version(*ours), compose_semantic_version(*theirs)
    assert sm.is_version_compatible(a, b) == (ours[0] == theirs[0])
    if ours[0] == theirs[0]:
        sm.check_app_version(a, b)
    else:
        with pytest.raises(ProtocolError, match=r"incompatible app version: \d+\.\d+\.\d+ snapshot=\d+"):
            sm.check_app_version(a, b)


def test_time_unit_check_names_both_units() -> None:
    sm.check_time_unit(ClusterTimeUnit.MILLIS, ClusterTimeUnit.MILLIS)
    with pytest.raises(ProtocolError, match="incompatible time unit: MILLIS snapshot=NANOS"):
        sm.check_time_unit(ClusterTimeUnit.MILLIS, ClusterTimeUnit.NANOS)
