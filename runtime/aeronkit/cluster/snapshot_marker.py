"""SnapshotMarker records: the BEGIN and END brackets of every cluster snapshot, and the checks on loading.

Both the consensus module's snapshot (typeId 1) and each service's snapshot (typeId 2) are archive
recordings that open with a SnapshotMarker BEGIN and close the part the container owns with a
SnapshotMarker END (schema 111, template 100, 40-byte block after the 8-byte header). The marker carries
the log position and leadership term the snapshot belongs to, an index (0 for a whole snapshot), the unit
of the cluster's timestamps and the application version, so a loader can refuse a snapshot it would
misread. Written by aeron-cluster/src/main/java/io/aeron/cluster/service/SnapshotTaker.java ``markSnapshot``
and checked by service/ServiceSnapshotLoader.java and ConsensusModuleSnapshotAdapter.java at 1.51.0:

* a marker's typeId must be the loader's own (1 or 2), else "unexpected snapshot type";
* BEGIN twice is "already in snapshot", END before BEGIN is "missing begin snapshot"; SECTION and a null
  mark are ignored; END stops the load (the poll BREAKs there);
* the BEGIN's appVersion must have the loader's major version (AppVersionValidator's semantic rule);
* the consensus module also requires the BEGIN's time unit to equal its cluster clock's unit, whereas a
  service adopts the unit it finds (a null unit reads as MILLIS, ClusterClock.map).

Every bytes layout comes from the generated codecs (``aeronkit.codecs.cluster``); this module adds the
record as a value and the loader's rules.
"""

from __future__ import annotations

from dataclasses import dataclass

from aeronkit.codecs import cluster as codecs
from aeronkit.codecs.cluster import ClusterTimeUnit, SnapshotMark
from aeronkit.constants import semantic_version_major, semantic_version_string
from aeronkit.errors import CodecError, ProtocolError

ENCODED_LENGTH = codecs.HEADER_LENGTH + codecs.SnapshotMarkerEncoder.BLOCK_LENGTH
"""Bytes of one marker message: SBE header + block (SnapshotTaker's ENCODED_MARKER_LENGTH, 48)."""


@dataclass(frozen=True)
class SnapshotMarker:
    """One SnapshotMarker record."""

    type_id: int
    log_position: int
    leadership_term_id: int
    index: int
    mark: SnapshotMark | int
    time_unit: ClusterTimeUnit | int
    app_version: int

    def encode_into(self, buffer: bytearray | memoryview, offset: int = 0) -> int:
        """Write header + block at ``offset``; returns the bytes written (ENCODED_LENGTH)."""
        enc = codecs.SnapshotMarkerEncoder().wrap_and_apply_header(buffer, offset)
        enc.type_id = self.type_id
        enc.log_position = self.log_position
        enc.leadership_term_id = self.leadership_term_id
        enc.index = self.index
        enc.mark = self.mark
        enc.time_unit = self.time_unit
        enc.app_version = self.app_version
        return ENCODED_LENGTH

    def encode(self) -> bytes:
        buffer = bytearray(ENCODED_LENGTH)
        self.encode_into(buffer)
        return bytes(buffer)

    @classmethod
    def decode(
        cls, buffer: bytes | bytearray | memoryview, offset: int = 0, length: int | None = None
    ) -> SnapshotMarker:
        """Read a marker message (header included) at ``offset``; ProtocolError naming the offset when the
        bytes are not a cluster-schema SnapshotMarker. Fields a version-3 writer did not have read as
        Java reads them: time unit MILLIS, app version 0."""
        try:
            dec = codecs.SnapshotMarkerDecoder().wrap_with_header(buffer, offset, length)
            time_unit = dec.time_unit
            app_version = dec.app_version
            return cls(
                type_id=dec.type_id,
                log_position=dec.log_position,
                leadership_term_id=dec.leadership_term_id,
                index=dec.index,
                mark=dec.mark,
                time_unit=ClusterTimeUnit.MILLIS if time_unit is None else time_unit,
                app_version=0 if app_version is None else app_version,
            )
        except CodecError as ex:
            raise ProtocolError(f"snapshot marker at offset {offset}: {ex}") from None

    @property
    def effective_time_unit(self) -> ClusterTimeUnit:
        """The unit a loader acts on: NULL_VAL means MILLIS (ClusterClock.map); an unknown value raises."""
        if self.time_unit == ClusterTimeUnit.NULL_VAL:
            return ClusterTimeUnit.MILLIS
        try:
            return ClusterTimeUnit(self.time_unit)
        except ValueError:
            raise ProtocolError(f"unsupported time unit: {self.time_unit}") from None


def is_version_compatible(context_app_version: int, app_version_under_test: int) -> bool:
    """AppVersionValidator.SEMANTIC_VERSIONING_VALIDATOR: compatible when the major versions are equal."""
    return semantic_version_major(context_app_version) == semantic_version_major(app_version_under_test)


def check_app_version(context_app_version: int, snapshot_app_version: int) -> None:
    """Refuse a snapshot of another major application version (both loaders)."""
    if not is_version_compatible(context_app_version, snapshot_app_version):
        raise ProtocolError(
            f"incompatible app version: {semantic_version_string(context_app_version)} "
            f"snapshot={semantic_version_string(snapshot_app_version)}"
        )


def check_time_unit(clock_time_unit: ClusterTimeUnit, snapshot_time_unit: ClusterTimeUnit) -> None:
    """Refuse a snapshot stamped in another unit (the consensus module's loader)."""
    if clock_time_unit != snapshot_time_unit:
        raise ProtocolError(
            f"incompatible time unit: {clock_time_unit.name} snapshot={snapshot_time_unit.name}"
        )


class SnapshotMarkerTracker:
    """The marker rules a loader applies while it polls a snapshot: feed every marker to ``on_marker``.

    After BEGIN, ``begin`` holds that marker (its app version and time unit); after END, ``is_done`` is
    True and the loader stops. ``expected_type_id`` is 1 for the consensus module, 2 for a service.
    """

    def __init__(self, expected_type_id: int) -> None:
        self.expected_type_id = expected_type_id
        self.begin: SnapshotMarker | None = None
        self.is_done = False

    @property
    def in_snapshot(self) -> bool:
        return self.begin is not None

    def on_marker(self, marker: SnapshotMarker) -> bool:
        """Apply one marker; True when it ends the snapshot. ProtocolError on a broken bracket."""
        if marker.type_id != self.expected_type_id:
            raise ProtocolError(f"unexpected snapshot type: {marker.type_id}")
        if marker.mark == SnapshotMark.BEGIN:
            if self.begin is not None:
                raise ProtocolError("already in snapshot")
            self.begin = marker
            return False
        if marker.mark == SnapshotMark.END:
            if self.begin is None:
                raise ProtocolError("missing begin snapshot")
            self.is_done = True
            return True
        return False
