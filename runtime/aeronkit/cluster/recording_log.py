"""``recording.log``: the cluster's index of leadership terms and snapshots, byte-compatible with Aeron's.

The consensus module learns from this file where the replicated log lives (one archive recording for all
terms), where each leadership term starts and was committed, and which snapshot recordings to load on
restart. The facts below were read from aeron-cluster/src/main/java/io/aeron/cluster/RecordingLog.java at
Aeron 1.51.0 (docs/formats/recording-log.md has the full description).

Layout: little-endian fixed fields, each entry starting at a 64-byte aligned offset:

* recordingId i64 @0, leadershipTermId i64 @8, termBaseLogPosition i64 @16, logPosition i64 @24,
  timestamp i64 @32, serviceId i32 @40, entryType i32 @44;
* STANDBY_SNAPSHOT entries only: archiveEndpoint as i32 length + ASCII bytes @48;
* entry length = align(48, 64) = 64, or align(52 + len(endpoint), 64) for standby snapshots (max 4096);
* entryType: 0 TERM, 1 SNAPSHOT, 2 STANDBY_SNAPSHOT, bit 31 set = invalidated; the whole value -1 marks a
  removed entry, which is skipped but still counts towards the entry index.

Writes reproduce Aeron's bytes exactly, including the bytes Aeron does not set: Aeron serialises every entry
through one reused 4 KiB scratch buffer, so the unused tail of an entry (offset 48 onwards of a 64-byte
TERM/SNAPSHOT) holds whatever that buffer last held — zeros, part of an earlier standby endpoint, or file
bytes left there by the last reload. :class:`RecordingLog` keeps the same scratch buffer with the same
history, so a file written by a sequence of operations here is identical to the one Aeron writes.

Nothing here reads a clock: every timestamp is an argument, which keeps the cluster simulatable.
Durability follows Aeron: writes are plain positioned writes; :meth:`RecordingLog.force` is the explicit
sync (``file_sync_level`` 0 = none, 1 = fdatasync, 2 = fsync), and a newly created file syncs its directory.

A final record shorter than its length is an append a crash cut short (a write that never completed, so
nothing acted on it): it is ignored with a warning naming the path and offset, and the next append replaces
it. Aeron ignores such a tail of up to 48 bytes and fails to start on a longer one (its reload moves the
buffer past its limit); the terms it would have held come back from the log itself, whose
NewLeadershipTermEvents the module records again as it replays or catches up. Any other malformed record is
a CorruptFileError.
"""

from __future__ import annotations

import logging
import os
import struct
from dataclasses import dataclass, replace
from pathlib import Path

from aeronkit.constants import NULL_POSITION, NULL_VALUE
from aeronkit.errors import AeronError, CorruptFileError
from aeronkit.log import CLUSTER

LOG = logging.getLogger(CLUSTER)

RECORDING_LOG_FILE_NAME = "recording.log"

ENTRY_TYPE_TERM = 0
ENTRY_TYPE_SNAPSHOT = 1
ENTRY_TYPE_STANDBY_SNAPSHOT = 2
ENTRY_TYPE_INVALID_FLAG = 1 << 31
ENTRY_TYPE_REMOVED = -1

RECORDING_ID_OFFSET = 0
LEADERSHIP_TERM_ID_OFFSET = 8
TERM_BASE_LOG_POSITION_OFFSET = 16
LOG_POSITION_OFFSET = 24
TIMESTAMP_OFFSET = 32
SERVICE_ID_OFFSET = 40
ENTRY_TYPE_OFFSET = 44
ENDPOINT_OFFSET = 48
MAX_ENTRY_LENGTH = 4096
MAX_ENDPOINT_LENGTH = MAX_ENTRY_LENGTH - ENDPOINT_OFFSET - 4
RECORD_ALIGNMENT = 64

CONSENSUS_MODULE_SERVICE_ID = -1
"""The serviceId of the consensus module's own snapshot (``ConsensusModule.Configuration.SERVICE_ID``)."""

TYPE_NAMES = {
    ENTRY_TYPE_TERM: "TERM", ENTRY_TYPE_SNAPSHOT: "SNAPSHOT", ENTRY_TYPE_STANDBY_SNAPSHOT: "STANDBY_SNAPSHOT"
}

_FIXED = struct.Struct("<qqqqqii")
_I32 = struct.Struct("<i")
_I64 = struct.Struct("<q")
# Aeron's sort puts TERM first, then STANDBY_SNAPSHOT, then SNAPSHOT for one (term, term base).
_TYPE_RANK = {ENTRY_TYPE_TERM: 0, ENTRY_TYPE_STANDBY_SNAPSHOT: 1, ENTRY_TYPE_SNAPSHOT: 2}


class RecordingLogError(AeronError, ValueError):
    """An operation Aeron's RecordingLog refuses (its ClusterException): duplicate term, unknown term, ..."""


def align(value: int, alignment: int = RECORD_ALIGNMENT) -> int:
    """Round up to a power-of-two alignment."""
    return (value + alignment - 1) & -alignment


def entry_length(entry_type: int, archive_endpoint: str | None) -> int:
    """Bytes an entry occupies on disk (a multiple of 64)."""
    if entry_type == ENTRY_TYPE_STANDBY_SNAPSHOT:
        return align(ENDPOINT_OFFSET + 4 + len(archive_endpoint or ""))
    return align(ENDPOINT_OFFSET)


@dataclass(frozen=True, slots=True)
class Entry:
    """One recording.log entry as Aeron's ``RecordingLog.Entry`` holds it.

    ``entry_index`` counts every record in the file from 0 (removed ones too); ``position`` is the byte
    offset of the record in the file. ``type`` never carries the invalid bit: that is ``is_valid``.
    """

    recording_id: int
    leadership_term_id: int
    term_base_log_position: int
    log_position: int
    timestamp: int
    service_id: int
    type: int
    is_valid: bool
    entry_index: int
    position: int
    archive_endpoint: str | None = None

    @property
    def length(self) -> int:
        return entry_length(self.type, self.archive_endpoint)

    @property
    def type_name(self) -> str:
        return TYPE_NAMES.get(self.type, "UNKNOWN")

    @property
    def is_term(self) -> bool:
        return self.type == ENTRY_TYPE_TERM

    @property
    def is_any_snapshot(self) -> bool:
        return self.type in (ENTRY_TYPE_SNAPSHOT, ENTRY_TYPE_STANDBY_SNAPSHOT)


def sort_key(entry: Entry) -> tuple[int, int, int, int, int]:
    """Aeron's entry order (its ENTRY_COMPARATOR), as a key for a stable sort of the file order.

    By leadershipTermId, then termBaseLogPosition, then type (TERM < STANDBY_SNAPSHOT < SNAPSHOT); TERM
    entries then by entry index; snapshots by logPosition and then *descending* serviceId, so in one
    snapshot set the services come highest id first and the consensus module (-1) last. Remaining ties
    keep file order, as Java's stable List.sort does.
    """
    if entry.type == ENTRY_TYPE_TERM:
        tail = (entry.entry_index, 0)
    else:
        tail = (entry.log_position, -entry.service_id)
    return (entry.leadership_term_id, entry.term_base_log_position, _TYPE_RANK[entry.type], *tail)


def sorted_entries(file_order: list[Entry]) -> list[Entry]:
    """The entries in Aeron's in-memory order."""
    return sorted(file_order, key=sort_key)


@dataclass(frozen=True, slots=True)
class ParsedLog:
    """A decoded file: live entries in file order, every record's (offset, length), the next entry index,
    and where the whole records end (before a final record a crash cut short, if there is one)."""

    entries: list[Entry]
    records: list[tuple[int, int]]
    next_entry_index: int
    end: int


def parse_recording_log(data: bytes, path: str = RECORDING_LOG_FILE_NAME) -> ParsedLog:
    """Decode a whole recording.log, strictly but for its end.

    A final record shorter than its length (an append cut short) ends the parse at its offset (``end``).
    An unknown type, a bad endpoint length, a null TERM recordingId or TERM entries naming different
    recordings is a CorruptFileError naming the path and the record's offset.
    """
    entries: list[Entry] = []
    records: list[tuple[int, int]] = []
    term_recording_id = NULL_VALUE
    offset = 0
    index = 0
    size = len(data)
    while offset < size:
        if size - offset < RECORD_ALIGNMENT:
            break
        rec_id, term_id, base, log_pos, ts, service_id, raw_type = _FIXED.unpack_from(data, offset)
        endpoint: str | None = None
        if raw_type == ENTRY_TYPE_REMOVED:
            length = align(ENDPOINT_OFFSET)
        else:
            entry_type = raw_type & 0x7FFFFFFF
            if entry_type not in TYPE_NAMES:
                raise CorruptFileError(path, offset, f"unknown entry type {raw_type:#x}")
            if entry_type == ENTRY_TYPE_STANDBY_SNAPSHOT:
                (endpoint_length,) = _I32.unpack_from(data, offset + ENDPOINT_OFFSET)
                if not 0 < endpoint_length <= MAX_ENDPOINT_LENGTH:
                    raise CorruptFileError(path, offset, f"bad archive endpoint length {endpoint_length}")
                start = offset + ENDPOINT_OFFSET + 4
                if start + endpoint_length > size:
                    # cut short mid-endpoint, or a length that is wrong: the bytes after it would be other
                    # records', not a host:port's
                    if all(0x21 <= b < 0x7F for b in data[start:]):
                        break
                    raise CorruptFileError(path, offset, "archive endpoint runs past the end of the file")
                try:
                    endpoint = data[start:start + endpoint_length].decode("ascii")
                except UnicodeDecodeError:
                    raise CorruptFileError(path, offset, "archive endpoint is not ASCII") from None
            length = entry_length(entry_type, endpoint)
            if offset + length > size:
                break
            if entry_type == ENTRY_TYPE_TERM:
                if rec_id == NULL_VALUE:
                    raise CorruptFileError(path, offset, "TERM entry with a null recordingId")
                if term_recording_id not in (NULL_VALUE, rec_id):
                    raise CorruptFileError(
                        path, offset, f"TERM recordingId={rec_id}, earlier terms use {term_recording_id}"
                    )
                term_recording_id = rec_id
            entries.append(Entry(
                rec_id, term_id, base, log_pos, ts, service_id, entry_type,
                (raw_type & ENTRY_TYPE_INVALID_FLAG) == 0, index, offset, endpoint,
            ))
        records.append((offset, length))
        offset += length
        index += 1
    return ParsedLog(entries, records, index, offset)


@dataclass(frozen=True, slots=True)
class RecoveryPlan:
    """What recording.log alone says a restarting node must load, after Aeron's ``createRecoveryPlan``.

    ``snapshots`` is the latest valid snapshot set, consensus module first then services 0..n-1 (Aeron's
    order); ``log`` is the latest valid TERM entry (the log recording and the term it reached). What needs
    the archive is left out: the log recording's start and stop positions (``appendedLogPosition`` is the
    stop position when there is a log), initialTermId, termBufferLength, mtu and sessionId.
    ``log_start_position`` is the snapshot's position, or None when the replay starts at the recording's
    start (which only the archive knows).
    """

    last_leadership_term_id: int
    last_term_base_log_position: int
    committed_log_position: int
    snapshots: list[Entry]
    log: Entry | None

    @property
    def log_start_position(self) -> int | None:
        return self.snapshots[0].log_position if self.snapshots else None

    @property
    def appended_log_position(self) -> int | None:
        """Known without the archive only when there is no log entry (then it is the snapshot's position)."""
        if self.log is not None:
            return None
        return self.snapshots[0].log_position if self.snapshots else 0


class RecordingLog:
    """An open recording.log in ``cluster_dir``: Aeron's RecordingLog operations, with the same bytes.

    ``entries`` is Aeron's sorted order; ``file_entries`` the file order. Indices given to
    :meth:`invalidate_entry` are positions in ``entries`` (as Aeron's ``invalidateEntry``).
    """

    def __init__(self, cluster_dir: str | os.PathLike[str], create: bool = False) -> None:
        self.path = Path(cluster_dir) / RECORDING_LOG_FILE_NAME
        is_new = not self.path.exists()
        flags = os.O_RDWR | (os.O_CREAT if create else 0)
        self._fd = os.open(self.path, flags, 0o644)
        self._scratch = bytearray(MAX_ENTRY_LENGTH)
        self._file_entries: list[Entry] = []
        self._sorted: list[Entry] = []
        self._next_entry_index = 0
        self._term_recording_id = NULL_VALUE
        self.torn_tail: int | None = None
        """The offset of a final record a crash cut short, ignored (None: the file ends on a whole record)."""
        if is_new:
            _sync_directory(self.path.parent)
        else:
            try:
                self.reload()
            except BaseException:
                os.close(self._fd)
                raise

    # lifecycle -------------------------------------------------------------------------------------

    def close(self) -> None:
        if self._fd >= 0:
            os.close(self._fd)
            self._fd = -1

    def __enter__(self) -> RecordingLog:
        return self

    def __exit__(self, *exc: object) -> None:
        self.close()

    def force(self, file_sync_level: int) -> None:
        """Aeron's ``force``: 0 does nothing, 1 syncs data, 2 (or more) data and metadata."""
        if file_sync_level > 1:
            os.fsync(self._fd)
        elif file_sync_level > 0:
            os.fdatasync(self._fd)

    def reload(self) -> None:
        """Re-read the file (strictly) and rebuild the sorted view."""
        data = os.pread(self._fd, os.fstat(self._fd).st_size, 0)
        parsed = parse_recording_log(data, str(self.path))
        self._emulate_reload_scratch(data, parsed.records)
        self._file_entries = parsed.entries
        self._next_entry_index = parsed.next_entry_index
        self.torn_tail = parsed.end if parsed.end < len(data) else None
        if self.torn_tail is not None:
            LOG.warning("%s: offset %d: the last record has %d bytes, an append cut short by a crash; "
                        "ignored, the next append replaces it", self.path, parsed.end, len(data) - parsed.end)
        terms = [e for e in parsed.entries if e.is_term]
        if terms and self._term_recording_id == NULL_VALUE:  # like Aeron, kept across reloads once known
            self._term_recording_id = terms[0].recording_id
        self._resort()

    # queries ---------------------------------------------------------------------------------------

    @property
    def entries(self) -> list[Entry]:
        """Entries in Aeron's sorted order (a copy)."""
        return list(self._sorted)

    @property
    def file_entries(self) -> list[Entry]:
        """Entries in file order (removed records left out)."""
        return list(self._file_entries)

    @property
    def next_entry_index(self) -> int:
        return self._next_entry_index

    def find_last_term(self) -> Entry | None:
        """The last valid TERM entry in sorted order."""
        for entry in reversed(self._sorted):
            if entry.is_term and entry.is_valid:
                return entry
        return None

    def find_last_term_recording_id(self) -> int:
        last = self.find_last_term()
        return last.recording_id if last is not None else NULL_VALUE

    def find_term_entry(self, leadership_term_id: int) -> Entry | None:
        index = self._term_index().get(leadership_term_id)
        return None if index is None else self._sorted[index]

    def get_term_entry(self, leadership_term_id: int) -> Entry:
        entry = self.find_term_entry(leadership_term_id)
        if entry is None:
            raise RecordingLogError(f"unknown leadershipTermId={leadership_term_id}")
        return entry

    def is_unknown(self, leadership_term_id: int) -> bool:
        return leadership_term_id not in self._term_index()

    def term_timestamp(self, leadership_term_id: int) -> int:
        entry = self.find_term_entry(leadership_term_id)
        return NULL_VALUE if entry is None else entry.timestamp

    def latest_snapshot(self, service_id: int) -> Entry | None:
        """The newest valid SNAPSHOT for a service, found as Aeron does: from the newest valid consensus
        module snapshot, the service's entry sits ``service_id + 1`` places before it in sorted order."""
        for i in range(len(self._sorted) - 1, -1, -1):
            entry = self._sorted[i]
            if _is_valid_snapshot(entry) and entry.service_id == CONSENSUS_MODULE_SERVICE_ID:
                if service_id == CONSENSUS_MODULE_SERVICE_ID:
                    return entry
                j = i - (service_id + 1)
                if j >= 0:
                    candidate = self._sorted[j]
                    if _is_valid_snapshot(candidate) and candidate.service_id == service_id:
                        return candidate
        return None

    def find_snapshot_at_or_before_or_lowest(self, log_position: int, service_count: int) -> list[Entry]:
        """RecordingLog.findSnapshotAtOrBeforeOrLowest: the newest complete snapshot set (each service's entry
        and the consensus module's, in sorted order) at or before ``log_position``; failing that the oldest
        complete one; empty when there is none. What a member offers a ClusterBackup to start from."""
        candidates = [
            i
            for i, entry in enumerate(self._sorted)
            if _is_valid_snapshot(entry) and entry.service_id == CONSENSUS_MODULE_SERVICE_ID
        ]
        at_or_before = [i for i in reversed(candidates) if self._sorted[i].log_position <= log_position]
        for i in [*at_or_before, *candidates]:
            if self._is_complete_snapshot_set(i, service_count):
                return self._sorted[i - service_count : i + 1]
        return []

    def _is_complete_snapshot_set(self, cm_index: int, service_count: int) -> bool:
        """RecordingLog.validateSnapshotEntries: the ``service_count`` entries before the consensus module's
        are snapshots of the same term and position."""
        cm = self._sorted[cm_index]
        return cm_index >= service_count and all(
            _in_snapshot_set(entry, cm) for entry in self._sorted[cm_index - service_count : cm_index]
        )

    def recovery_plan(self, service_count: int) -> RecoveryPlan:
        """The part of Aeron's ``createRecoveryPlan`` that recording.log alone determines."""
        snapshot_index = -1
        log_index = -1
        for i in range(len(self._sorted) - 1, -1, -1):
            entry = self._sorted[i]
            if snapshot_index == -1 and _is_valid_snapshot(entry) and entry.service_id == -1:
                snapshot_index = i
            elif log_index == -1 and entry.is_term and entry.is_valid and entry.recording_id != NULL_VALUE:
                log_index = i
            elif snapshot_index != -1 and log_index != -1:
                break
        snapshots: list[Entry] = []
        if snapshot_index != -1:
            snapshots = self._snapshot_set(snapshot_index, service_count)
        log = self._sorted[log_index] if log_index != -1 else None
        last_term, last_base, committed = NULL_VALUE, 0, 0
        if snapshots:
            last_term = snapshots[0].leadership_term_id
            last_base = snapshots[0].term_base_log_position
            committed = snapshots[0].log_position
        if log is not None:
            last_term, last_base = log.leadership_term_id, log.term_base_log_position
            committed = log.log_position if log.log_position != NULL_POSITION else committed
        return RecoveryPlan(last_term, last_base, committed, snapshots, log)

    def _snapshot_set(self, cm_index: int, service_count: int) -> list[Entry]:
        cm = self._sorted[cm_index]
        result = [cm]
        for i in range(1, service_count + 1):
            if cm_index - i < 0:
                raise RecordingLogError(f"snapshot missing for service at index {i}")
            entry = self._sorted[cm_index - i]
            if _in_snapshot_set(entry, cm):
                slot = entry.service_id + 1
                if not 0 <= slot <= len(result):
                    raise RecordingLogError(f"incomplete snapshot set at serviceId={entry.service_id}")
                result.insert(slot, entry)
        return result

    # mutations -------------------------------------------------------------------------------------

    def append_term(self, recording_id: int, leadership_term_id: int, term_base_log_position: int,
                    timestamp: int) -> None:
        """Append a TERM; commits the previous term's logPosition to this term's base, as Aeron does."""
        self._validate_term_recording_id(recording_id)
        log_position = NULL_POSITION
        if self._sorted:
            index = self._term_index()
            if leadership_term_id in index:
                raise RecordingLogError(f"duplicate TERM entry for leadershipTermId={leadership_term_id}")
            if leadership_term_id - 1 in index:
                self.commit_log_position(leadership_term_id - 1, term_base_log_position)
            following = self.find_term_entry(leadership_term_id + 1)
            if following is not None:
                log_position = following.term_base_log_position
        self._append(ENTRY_TYPE_TERM, recording_id, leadership_term_id, term_base_log_position, log_position,
                     timestamp, NULL_VALUE, None)

    def append_snapshot(self, recording_id: int, leadership_term_id: int, term_base_log_position: int,
                        log_position: int, timestamp: int, service_id: int) -> None:
        """Append a SNAPSHOT, or re-validate in place an invalidated one for the same place and service."""
        _validate_recording_id(recording_id)
        if not self._restore_invalid_snapshot(ENTRY_TYPE_SNAPSHOT, recording_id, leadership_term_id,
                                              term_base_log_position, log_position, timestamp, service_id):
            self._append(ENTRY_TYPE_SNAPSHOT, recording_id, leadership_term_id, term_base_log_position,
                         log_position, timestamp, service_id, None)

    def append_standby_snapshot(self, recording_id: int, leadership_term_id: int, term_base_log_position: int,
                                log_position: int, timestamp: int, service_id: int,
                                archive_endpoint: str) -> None:
        """Append a STANDBY_SNAPSHOT naming the archive that holds it."""
        _validate_recording_id(recording_id)
        if not archive_endpoint:
            raise RecordingLogError("a standby snapshot needs an archive endpoint")
        if len(archive_endpoint) > MAX_ENDPOINT_LENGTH:
            raise RecordingLogError(f"endpoint is too long: {len(archive_endpoint)} vs {MAX_ENDPOINT_LENGTH}")
        if not archive_endpoint.isascii():
            raise RecordingLogError("archive endpoint must be ASCII")
        if not self._restore_invalid_snapshot(ENTRY_TYPE_STANDBY_SNAPSHOT, recording_id, leadership_term_id,
                                              term_base_log_position, log_position, timestamp, service_id):
            self._append(ENTRY_TYPE_STANDBY_SNAPSHOT, recording_id, leadership_term_id,
                         term_base_log_position, log_position, timestamp, service_id, archive_endpoint)

    def ensure_coherent(
        self,
        recording_id: int,
        initial_log_leadership_term_id: int,
        initial_term_base_log_position: int,
        leadership_term_id: int,
        term_base_log_position: int,
        log_position: int,
        timestamp: int,
        file_sync_level: int,
    ) -> None:
        """Aeron's ``ensureCoherent``: make the file hold a TERM for ``leadership_term_id`` (and for every
        skipped term before it, so term ids stay consecutive), commit the previous open term at this term's
        base, and optionally commit this term at ``log_position``; then force."""
        last = self.find_last_term()
        if last is None:
            for term_id in range(max(0, initial_log_leadership_term_id), leadership_term_id):
                self.append_term(recording_id, term_id, initial_term_base_log_position, timestamp)
            self.append_term(recording_id, leadership_term_id, term_base_log_position, timestamp)
        elif last.leadership_term_id < leadership_term_id:
            if last.log_position == NULL_POSITION:
                if term_base_log_position == NULL_POSITION:
                    raise RecordingLogError(
                        f"Prior term was not committed: leadershipTermId={last.leadership_term_id} and "
                        f"termBaseLogPosition was not specified for leadershipTermId={leadership_term_id}"
                    )
                self.commit_log_position(last.leadership_term_id, term_base_log_position)
                last = self.find_last_term()
                assert last is not None
            for term_id in range(last.leadership_term_id + 1, leadership_term_id):
                self.append_term(recording_id, term_id, last.log_position, timestamp)
            self.append_term(recording_id, leadership_term_id, last.log_position, timestamp)
        if log_position != NULL_POSITION:
            self.commit_log_position(leadership_term_id, log_position)
        self.force(file_sync_level)

    def commit_log_position(self, leadership_term_id: int, log_position: int) -> None:
        """Set a term's logPosition (an 8-byte in-place write; nothing written if unchanged)."""
        entry = self.find_term_entry(leadership_term_id)
        if entry is None:
            raise RecordingLogError(f"unknown leadershipTermId={leadership_term_id}")
        if entry.log_position != log_position:
            _I64.pack_into(self._scratch, 0, log_position)
            self._write_scratch(entry.position + LOG_POSITION_OFFSET, 8)
            self._replace(entry, replace(entry, log_position=log_position))

    def invalidate_entry(self, index: int) -> None:
        """Set the invalid bit on ``entries[index]`` (a 4-byte in-place write of the type field)."""
        if not 0 <= index < len(self._sorted):
            raise IndexError(f"no entry at sorted index {index} (have {len(self._sorted)})")
        entry = self._sorted[index]
        _I32.pack_into(self._scratch, 0, _signed32(entry.type | ENTRY_TYPE_INVALID_FLAG))
        self._write_scratch(entry.position + ENTRY_TYPE_OFFSET, 4)
        self._replace(entry, replace(entry, is_valid=False))

    def invalidate_latest_snapshot(self) -> bool:
        """Invalidate the newest snapshot set(s), as ClusterTool ``invalidate-latest-snapshot``."""
        term_ids = self._term_index()
        starts: list[int] = []
        high = NULL_POSITION
        for i in range(len(self._sorted) - 1, -1, -1):
            entry = self._sorted[i]
            if entry.is_valid and entry.is_any_snapshot and entry.service_id == CONSENSUS_MODULE_SERVICE_ID:
                if entry.log_position < high:
                    break
                if entry.leadership_term_id not in term_ids:
                    raise RecordingLogError(
                        f"no matching term for snapshot: leadershipTermId={entry.leadership_term_id}"
                    )
                if entry.log_position > high:
                    starts.clear()
                    high = entry.log_position
                starts.append(i)
        for start in reversed(starts):
            service_id = CONSENSUS_MODULE_SERVICE_ID
            for i in range(start, -1, -1):
                entry = self._sorted[i]
                if entry.is_valid and entry.is_any_snapshot and entry.service_id == service_id:
                    self.invalidate_entry(i)
                    service_id += 1
                else:
                    break
        return bool(starts)

    def remove_entry(self, leadership_term_id: int, entry_index: int) -> None:
        """Mark a record removed (type -1, a 4-byte in-place write) and reload, as Aeron's ``removeEntry``.

        Like Aeron, a removed record is then read as 64 bytes long whatever it held, so removing a standby
        snapshot whose endpoint made it longer leaves a file Aeron (and this reader) misreads.
        """
        target = None
        for entry in reversed(self._sorted):
            if entry.leadership_term_id == leadership_term_id and entry.entry_index == entry_index:
                target = entry
                break
        if target is None:
            raise RecordingLogError(f"unknown entry index: {entry_index}")
        _I32.pack_into(self._scratch, 0, ENTRY_TYPE_REMOVED)
        self._write_scratch(target.position + ENTRY_TYPE_OFFSET, 4)
        self.reload()

    # internals -------------------------------------------------------------------------------------

    def _term_index(self) -> dict[int, int]:
        """leadershipTermId -> sorted index of its valid TERM entry (the last one in sorted order wins)."""
        return {e.leadership_term_id: i for i, e in enumerate(self._sorted) if e.is_term and e.is_valid}

    def _resort(self) -> None:
        self._sorted = sorted_entries(self._file_entries)

    def _replace(self, old: Entry, new: Entry) -> None:
        self._file_entries[self._file_entries.index(old)] = new
        self._resort()

    def _validate_term_recording_id(self, recording_id: int) -> None:
        _validate_recording_id(recording_id)
        if self._term_recording_id == NULL_VALUE:
            self._term_recording_id = recording_id
        elif recording_id != self._term_recording_id:
            raise RecordingLogError(
                f"invalid TERM recordingId={recording_id}, expected recordingId={self._term_recording_id}"
            )

    def _restore_invalid_snapshot(self, entry_type: int, recording_id: int, leadership_term_id: int,
                                  term_base_log_position: int, log_position: int, timestamp: int,
                                  service_id: int) -> bool:
        # Aeron scans its list of invalidated snapshots newest-added first; in a freshly loaded log that
        # list is in sorted order, which is the order used here.
        for entry in reversed(self._sorted):
            if (not entry.is_valid and entry.type == entry_type
                    and entry.leadership_term_id == leadership_term_id
                    and entry.term_base_log_position == term_base_log_position
                    and entry.log_position == log_position and entry.service_id == service_id):
                if entry_type == ENTRY_TYPE_STANDBY_SNAPSHOT:
                    # Aeron 1.51.0 rebuilds the entry without its endpoint, which its own constructor rejects.
                    raise RecordingLogError("Aeron 1.51.0 cannot restore an invalidated standby snapshot")
                restored = replace(entry, recording_id=recording_id, timestamp=timestamp, is_valid=True)
                self._fill_scratch(restored)
                self._write_scratch(entry.position, restored.length)
                self._replace(entry, restored)
                return True
        return False

    def _append(self, entry_type: int, recording_id: int, leadership_term_id: int,
                term_base_log_position: int, log_position: int, timestamp: int, service_id: int,
                endpoint: str | None) -> None:
        if self.torn_tail is None:
            position = align(os.fstat(self._fd).st_size)
        else:
            position = self.torn_tail
            os.ftruncate(self._fd, position)  # all of the cut-short record goes, not just what this covers
            self.torn_tail = None
        entry = Entry(recording_id, leadership_term_id, term_base_log_position, log_position, timestamp,
                      service_id, entry_type, True, self._next_entry_index, position, endpoint)
        self._fill_scratch(entry)
        self._write_scratch(position, entry.length)
        self._next_entry_index += 1
        self._file_entries.append(entry)
        self._resort()

    def _fill_scratch(self, entry: Entry) -> None:
        _FIXED.pack_into(self._scratch, 0, entry.recording_id, entry.leadership_term_id,
                         entry.term_base_log_position, entry.log_position, entry.timestamp, entry.service_id,
                         entry.type)
        if entry.archive_endpoint:
            raw = entry.archive_endpoint.encode("ascii")
            _I32.pack_into(self._scratch, ENDPOINT_OFFSET, len(raw))
            self._scratch[ENDPOINT_OFFSET + 4:ENDPOINT_OFFSET + 4 + len(raw)] = raw

    def _write_scratch(self, file_offset: int, length: int) -> None:
        written = os.pwrite(self._fd, bytes(self._scratch[:length]), file_offset)
        if written != length:
            raise OSError(f"{self.path}: short write at offset {file_offset} ({written} of {length} bytes)")

    def _emulate_reload_scratch(self, data: bytes, records: list[tuple[int, int]]) -> None:
        """Leave the scratch buffer as Aeron's reload leaves its buffer, which it reads the file through.

        Aeron reads the file in chunks of up to 4 KiB into the buffer, consumes whole records, and moves an
        unconsumed partial record (only a standby snapshot can straddle a chunk) to the front before the
        next read. The bytes beyond what it moved are never cleared.
        """
        buf = self._scratch
        fill = 0
        file_pos = 0
        record = 0
        size = len(data)
        while True:
            n = min(MAX_ENTRY_LENGTH - fill, size - file_pos)
            if n <= 0:
                break
            base = file_pos - fill
            buf[fill:fill + n] = data[file_pos:file_pos + n]
            file_pos += n
            limit = fill + n
            consumed = 0
            while record < len(records):
                offset, length = records[record]
                rel = offset - base
                if rel + ENDPOINT_OFFSET >= limit or rel + length > limit:
                    break
                consumed = rel + length
                record += 1
            remaining = limit - consumed
            buf[0:remaining] = buf[consumed:limit]
            fill = remaining


def _signed32(value: int) -> int:
    return value - (1 << 32) if value >= 1 << 31 else value


def _is_valid_snapshot(entry: Entry) -> bool:
    return entry.is_valid and entry.type == ENTRY_TYPE_SNAPSHOT


def _in_snapshot_set(entry: Entry, cm: Entry) -> bool:
    """A service's SNAPSHOT belongs to the consensus module's set ``cm``: same term, same log position."""
    return (entry.type == ENTRY_TYPE_SNAPSHOT and entry.leadership_term_id == cm.leadership_term_id
            and entry.log_position == cm.log_position)


def _validate_recording_id(recording_id: int) -> None:
    if recording_id == NULL_VALUE:
        raise RecordingLogError(f"invalid recordingId={recording_id}")


def _sync_directory(directory: Path) -> None:
    try:
        fd = os.open(directory, os.O_RDONLY)
    except OSError:
        return
    try:
        os.fsync(fd)
    except OSError:
        pass
    finally:
        os.close(fd)
