"""``node-state.dat``: the per-node facts a cluster member must remember across restarts but never snapshot.

Today that is the candidate term: the highest term this node has voted or stood in, so a restarted node can
never vote twice in one term. Layout as Aeron 1.51.0 writes it
(aeron-cluster/src/main/java/io/aeron/cluster/NodeStateFile.java, codecs from
aeron-cluster-node-state-codecs.xml, our ``aeronkit.codecs.cluster_node_state``), a 1 MiB memory-mapped
little-endian file:

* offset 0: ``nodeStateHeader`` body with no message header (version = ClusterMarkFile's 0.3.0, padding);
* then entries, each a 16-byte message header (blockLength, templateId, schemaId 112, version 10,
  frameLength, padding) and a body, each entry starting on an 8-byte boundary so its int64 fields can be
  read and written atomically: ``candidateTerm`` (template 301) at offset 8, its candidateTermId at 24;
* ``nodeStateFooter`` (template 304) ends the list (offset 48 in a file Aeron creates).

Readers find entries by walking frame lengths from offset 8, as Aeron does, so entries Aeron may add later
(``ClusterMembers``, template 303, is defined but 1.51.0 does not write it) are stepped over. Updates are
written in place: log position and timestamp first, the candidate term id last with release semantics.
"""

from __future__ import annotations

import mmap
import os
from dataclasses import dataclass
from pathlib import Path

from aeronkit.cluster.mark_file import MAJOR_VERSION, SEMANTIC_VERSION  # ClusterMarkFile's, as in Aeron
from aeronkit.codecs import cluster_node_state as codecs
from aeronkit.concurrent.atomic_buffer import AtomicBuffer
from aeronkit.constants import NULL_VALUE, semantic_version_major
from aeronkit.errors import CodecError, ConfigurationError, CorruptFileError

FILENAME = "node-state.dat"
MINIMUM_FILE_LENGTH = 1 << 20
ALIGNMENT = 8

MESSAGE_HEADER_LENGTH = codecs.HEADER_LENGTH
CANDIDATE_TERM_FRAME_OFFSET = codecs.NodeStateHeaderDecoder.BLOCK_LENGTH
CANDIDATE_TERM_ID_OFFSET = CANDIDATE_TERM_FRAME_OFFSET + MESSAGE_HEADER_LENGTH
TIMESTAMP_OFFSET = CANDIDATE_TERM_ID_OFFSET + 8
LOG_POSITION_OFFSET = CANDIDATE_TERM_ID_OFFSET + 16


def _align(value: int) -> int:
    return (value + ALIGNMENT - 1) & ~(ALIGNMENT - 1)


@dataclass(frozen=True)
class CandidateTerm:
    """The last candidate term this node entered, with the log position and epoch-ms time it did so."""

    candidate_term_id: int
    timestamp: int
    log_position: int


@dataclass(frozen=True)
class ClusterMembers:
    """A ClusterMembers entry (template 303) if a newer Aeron wrote one; 1.51.0 never does."""

    leadership_term_id: int
    member_id: int
    high_member_id: int
    cluster_members: str


def initialise(buffer: bytearray | mmap.mmap) -> None:
    """Lay out a fresh file in ``buffer`` (zero-filled, at least 64 bytes) exactly as Aeron creates it."""
    codecs.NodeStateHeaderEncoder().wrap(buffer, 0).version = SEMANTIC_VERSION
    header = codecs.MessageHeaderEncoder()
    term = codecs.CandidateTermEncoder().wrap_and_apply_header(buffer, CANDIDATE_TERM_FRAME_OFFSET)
    term.log_position = NULL_VALUE
    term.timestamp = NULL_VALUE
    term.candidate_term_id = NULL_VALUE
    term_frame_length = MESSAGE_HEADER_LENGTH + codecs.CandidateTermEncoder.BLOCK_LENGTH
    header.wrap(buffer, CANDIDATE_TERM_FRAME_OFFSET).frame_length = term_frame_length
    footer_offset = CANDIDATE_TERM_FRAME_OFFSET + _align(term_frame_length)
    codecs.NodeStateFooterEncoder().wrap_and_apply_header(buffer, footer_offset)
    header.wrap(buffer, footer_offset).frame_length = MESSAGE_HEADER_LENGTH


def _scan(buffer: mmap.mmap, path: Path) -> dict[int, int]:
    """Frame offsets by template id, walking frame lengths from the header to the (required) footer."""
    found: dict[int, int] = {}
    position = CANDIDATE_TERM_FRAME_OFFSET
    size = len(buffer)
    while True:
        if position + MESSAGE_HEADER_LENGTH > size:
            raise CorruptFileError(
                str(path), position, f"node state file ends ({size} bytes) before its NodeStateFooter entry"
            )
        header = codecs.MessageHeaderDecoder().wrap(buffer, position)
        block_length, template_id, frame_length = header.block_length, header.template_id, header.frame_length
        schema_id = header.schema_id
        if template_id == codecs.NodeStateFooterDecoder.TEMPLATE_ID:
            found[template_id] = position
            return found
        if frame_length < 0:
            raise CorruptFileError(
                str(path), position, f"entry frame length {frame_length} < 0, file corrupt"
            )
        if frame_length == 0:
            raise CorruptFileError(
                str(path), position, "failed to find NodeStateFooter entry (zero frame length), file corrupt"
            )
        if frame_length < MESSAGE_HEADER_LENGTH + block_length or position + frame_length > size:
            raise CorruptFileError(
                str(path),
                position,
                f"entry template {template_id} frame length {frame_length} does not fit its block "
                f"({block_length}) or the file ({size} bytes)",
            )
        if schema_id == codecs.SCHEMA_ID:
            found.setdefault(template_id, position)
        position += _align(frame_length)


class NodeStateFile:
    """An open ``node-state.dat`` in a cluster directory (created on first use when ``create`` is true)."""

    def __init__(
        self, cluster_dir: str | os.PathLike[str], *, create: bool = True, file_sync_level: int = 0
    ) -> None:
        self.path = Path(cluster_dir) / FILENAME
        self.file_sync_level = file_sync_level
        self._map: mmap.mmap | None = None
        self._fields: AtomicBuffer | None = None
        if not self.path.exists():
            if not create:
                raise ConfigurationError(f"NodeStateFile does not exist and create=False: {self.path}")
            self.path.parent.mkdir(parents=True, exist_ok=True)
            with open(self.path, "x+b") as file:
                file.truncate(MINIMUM_FILE_LENGTH)
                self._map = mmap.mmap(file.fileno(), MINIMUM_FILE_LENGTH, access=mmap.ACCESS_WRITE)
            initialise(self._map)
            self._frames = _scan(self._map, self.path)
        else:
            with open(self.path, "r+b") as file:
                size = os.fstat(file.fileno()).st_size
                if size < CANDIDATE_TERM_FRAME_OFFSET:
                    raise CorruptFileError(str(self.path), 0, f"node state file of {size} bytes is truncated")
                self._map = mmap.mmap(file.fileno(), size, access=mmap.ACCESS_WRITE)
            try:
                self._check_version()
                self._frames = _scan(self._map, self.path)
            except BaseException:
                self._map.close()
                raise
        term_frame = self._frames.get(codecs.CandidateTermDecoder.TEMPLATE_ID)
        if term_frame is None:
            self._map.close()
            raise CorruptFileError(
                str(self.path), CANDIDATE_TERM_FRAME_OFFSET, "failed to find CandidateTerm entry"
            )
        block_length = codecs.MessageHeaderDecoder().wrap(self._map, term_frame).block_length
        if block_length < codecs.CandidateTermDecoder.BLOCK_LENGTH:
            self._map.close()
            raise CorruptFileError(
                str(self.path), term_frame, f"CandidateTerm block of {block_length} bytes is too short"
            )
        self._term_offset = term_frame + MESSAGE_HEADER_LENGTH
        self._fields = AtomicBuffer(self._map, self._term_offset, codecs.CandidateTermDecoder.BLOCK_LENGTH)
        self._sync()

    def _check_version(self) -> None:
        assert self._map is not None
        version = codecs.NodeStateHeaderDecoder().wrap(self._map, 0).version
        major = semantic_version_major(version)
        if major != MAJOR_VERSION:
            raise CorruptFileError(
                str(self.path),
                0,
                f"node state file major version {major} does not match software: {MAJOR_VERSION}",
            )

    def _live(self) -> AtomicBuffer:
        if self._fields is None:
            raise ConfigurationError(f"NodeStateFile is closed: {self.path}")
        return self._fields

    def _sync(self) -> None:
        if self.file_sync_level > 0 and self._map is not None:
            self._map.flush()

    # -- reading -----------------------------------------------------------------------------------------

    @property
    def version(self) -> int:
        self._live()
        assert self._map is not None
        version: int = codecs.NodeStateHeaderDecoder().wrap(self._map, 0).version
        return version

    @property
    def candidate_term_id(self) -> int:
        """The candidate term id, read with acquire semantics (it is the field other readers poll)."""
        return self._live().get_int64_volatile(0)

    def candidate_term(self) -> CandidateTerm:
        fields = self._live()
        return CandidateTerm(
            candidate_term_id=fields.get_int64_volatile(0),
            timestamp=fields.get_int64(8),
            log_position=fields.get_int64(16),
        )

    def cluster_members(self) -> ClusterMembers | None:
        """The ClusterMembers entry if the file has one (newer Aeron versions), else None."""
        self._live()
        assert self._map is not None
        frame = self._frames.get(codecs.ClusterMembersDecoder.TEMPLATE_ID)
        if frame is None:
            return None
        frame_length = codecs.MessageHeaderDecoder().wrap(self._map, frame).frame_length
        try:
            dec = codecs.ClusterMembersDecoder().wrap_with_header(
                bytes(self._map[frame : frame + frame_length]), 0
            )
            return ClusterMembers(
                dec.leadership_term_id, dec.member_id, dec.high_member_id, dec.cluster_members
            )
        except (CodecError, UnicodeError) as ex:
            raise CorruptFileError(
                str(self.path), frame, f"ClusterMembers entry does not decode: {ex}"
            ) from None

    # -- writing -----------------------------------------------------------------------------------------

    def update_candidate_term_id(self, candidate_term_id: int, log_position: int, timestamp_ms: int) -> None:
        """Overwrite the candidate term: position and time first, the term id last (release)."""
        fields = self._live()
        fields.put_int64(16, log_position)
        fields.put_int64(8, timestamp_ms)
        fields.put_int64_ordered(0, candidate_term_id)
        self._sync()

    def propose_max_candidate_term_id(
        self, candidate_term_id: int, log_position: int, timestamp_ms: int
    ) -> int:
        """Record ``candidate_term_id`` only if it is higher than the stored one; returns the id now held."""
        existing = self.candidate_term_id
        if candidate_term_id > existing:
            self.update_candidate_term_id(candidate_term_id, log_position, timestamp_ms)
            return candidate_term_id
        return existing

    def close(self) -> None:
        if self._fields is not None:
            self._fields.close()
            self._fields = None
        if self._map is not None and not self._map.closed:
            self._map.flush()
            self._map.close()

    def __enter__(self) -> NodeStateFile:
        return self

    def __exit__(self, *exc: object) -> None:
        self.close()
