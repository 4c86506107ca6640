"""Cluster mark files: ``cluster-mark.dat`` (consensus module or backup) and ``cluster-mark-service-<n>.dat``.

A mark file tells tools and a would-be second instance who owns a cluster directory, how to reach it and
whether it is alive. Layout as Aeron 1.51.0 writes it
(aeron-cluster/src/main/java/io/aeron/cluster/service/ClusterMarkFile.java over agrona 2.4.1
org/agrona/MarkFile.java; codecs from aeron-cluster-mark-codecs.xml, our ``aeronkit.codecs.cluster_mark``):

* offset 0: 8-byte SBE message header (blockLength 128, template 200, schema 110, version 2);
* offset 8: the 128-byte MarkFileHeader block (version @8, componentType @12, activityTimestamp @16, ...),
  then its var-length ASCII strings (aeronDirectory, controlChannel, ingressChannel, serviceName,
  authenticator, servicesClusterDir), all within the first 8192 bytes (``HEADER_LENGTH``);
* offset 8192: the component's distinct error log of ``errorBufferLength`` bytes (at least 1 MiB);
* the file is that total rounded up to the file page size.

Files written before the message header existed keep the block at offset 0; readers accept both.

Liveness (agrona MarkFile): the version is written last, with release semantics, when the component is
ready (0.3.0; -1 marks a failed start). The owner refreshes the activity timestamp (epoch ms) about once a
second; a file whose timestamp is younger than the timeout belongs to a live component and is refused.
Taking over a stale file swaps its timestamp to Long.MAX_VALUE with a compare-and-set so two starters cannot
both win. An orderly stop writes timestamp -1. No clock is read here: every time is an argument.
"""

from __future__ import annotations

import mmap
import os
from dataclasses import dataclass
from pathlib import Path
from typing import BinaryIO

from aeronkit.codecs import cluster_mark as codecs
from aeronkit.codecs.cluster_mark import ClusterComponentType
from aeronkit.concurrent import mark_file as mark_files
from aeronkit.concurrent.atomic_buffer import AtomicBuffer
from aeronkit.concurrent.mark_file import ACTIVATION_IN_PROGRESS_TIMESTAMP
from aeronkit.constants import NULL_VALUE, compose_semantic_version
from aeronkit.errors import CodecError, ConfigurationError, CorruptFileError

__all__ = [
    "FILENAME",
    "LINK_FILENAME",
    "SERVICE_FILENAME_PREFIX",
    "ClusterComponentType",
    "ClusterMarkFile",
    "ClusterMarkFileHeader",
    "ensure_mark_file_link",
    "link_filename_for_service",
    "mark_filename_for_service",
    "resolve_mark_file_dir",
]

MAJOR_VERSION = 0
MINOR_VERSION = 3
PATCH_VERSION = 0
SEMANTIC_VERSION = compose_semantic_version(MAJOR_VERSION, MINOR_VERSION, PATCH_VERSION)
VERSION_FAILED = -1
HEADER_LENGTH = 8 * 1024
HEADER_OFFSET = codecs.HEADER_LENGTH
ERROR_BUFFER_MIN_LENGTH = 1024 * 1024
ERROR_BUFFER_MAX_LENGTH = 2**31 - 1 - HEADER_LENGTH
FILE_EXTENSION = ".dat"
LINK_FILE_EXTENSION = ".lnk"
FILENAME = "cluster-mark" + FILE_EXTENSION
LINK_FILENAME = "cluster-mark" + LINK_FILE_EXTENSION
SERVICE_FILENAME_PREFIX = "cluster-mark-service-"
LIVENESS_TIMEOUT_MS = 10_000
PAGE_MIN_SIZE = 4096

# Offsets inside the MarkFileHeader block (aeron-cluster-mark-codecs.xml).
VERSION_OFFSET = 0
COMPONENT_TYPE_OFFSET = 4
ACTIVITY_TIMESTAMP_OFFSET = 8
CANDIDATE_TERM_ID_OFFSET = 32
MEMBER_ID_OFFSET = 56
CLUSTER_ID_OFFSET = 72
_LIVE_FIELDS_LENGTH = CLUSTER_ID_OFFSET + 4


def mark_filename_for_service(service_id: int) -> str:
    """``cluster-mark-service-<service_id>.dat``: the mark file of one clustered service container."""
    return f"{SERVICE_FILENAME_PREFIX}{service_id}{FILE_EXTENSION}"


def link_filename_for_service(service_id: int) -> str:
    """``cluster-mark-service-<service_id>.lnk``: names the directory holding that service's mark file."""
    return f"{SERVICE_FILENAME_PREFIX}{service_id}{LINK_FILE_EXTENSION}"


def ensure_mark_file_link(
    service_dir: str | os.PathLike[str], mark_file: str | os.PathLike[str], link_filename: str
) -> None:
    """Point ``service_dir/link_filename`` at the directory holding ``mark_file``, or remove the link when
    the mark file lives in ``service_dir`` itself (agrona ``MarkFile.ensureMarkFileLink``)."""
    service_path = Path(service_dir).resolve()
    mark_parent = Path(mark_file).parent.resolve()
    link = service_path / link_filename
    if service_path == mark_parent:
        link.unlink(missing_ok=True)
    else:
        link.write_bytes(str(mark_parent).encode("ascii"))


def resolve_mark_file_dir(directory: str | os.PathLike[str], link_filename: str = LINK_FILENAME) -> Path:
    """The directory a ``.lnk`` file in ``directory`` names (trimmed ASCII), else ``directory`` itself."""
    return mark_files.resolve_mark_file_dir(directory, link_filename)


def is_service_mark_file(name: str) -> bool:
    return name.startswith(SERVICE_FILENAME_PREFIX) and name.endswith(FILE_EXTENSION)


def _header_offset(data: mmap.mmap | bytes) -> int:
    return mark_files.sbe_header_offset(data, codecs)


def _component_name(value: int) -> str:
    try:
        return ClusterComponentType(value).name
    except ValueError:
        return str(value)


@dataclass(frozen=True)
class ClusterMarkFileHeader:
    """Everything a cluster mark file says about its component."""

    version: int
    component_type: ClusterComponentType | int
    activity_timestamp: int
    start_timestamp: int
    pid: int
    candidate_term_id: int
    archive_stream_id: int
    service_stream_id: int
    consensus_module_stream_id: int
    ingress_stream_id: int
    member_id: int
    service_id: int
    header_length: int
    error_buffer_length: int
    cluster_id: int
    aeron_directory: str
    control_channel: str
    ingress_channel: str
    service_name: str
    authenticator: str
    services_cluster_dir: str | None


class ClusterMarkFile:
    """An open cluster mark file: ``create`` claims it for a component, ``open`` maps an existing one."""

    def __init__(
        self, path: Path, file: BinaryIO, mapping: mmap.mmap, header_offset: int, writable: bool
    ) -> None:
        self.path = path
        self._file = file
        self._map = mapping
        self.header_offset = header_offset
        self.writable = writable
        self._fields: AtomicBuffer | None = AtomicBuffer(
            mapping, header_offset, _LIVE_FIELDS_LENGTH, writable=writable
        )
        self.previous_version: int | None = None
        self.saved_errors_path: Path | None = None

    # -- claiming a file ---------------------------------------------------------------------------------

    @classmethod
    def create(
        cls,
        path: str | os.PathLike[str],
        component_type: ClusterComponentType,
        *,
        now_ms: int,
        error_buffer_length: int = ERROR_BUFFER_MIN_LENGTH,
        timeout_ms: int = LIVENESS_TIMEOUT_MS,
        file_page_size: int = PAGE_MIN_SIZE,
        pid: int | None = None,
    ) -> ClusterMarkFile:
        """Claim the mark file at ``path`` for a component starting at ``now_ms`` (epoch ms).

        An existing file is refused when its owner looks alive (activity timestamp younger than
        ``timeout_ms``), when its major version differs, or when it belongs to another component type (a
        BACKUP file may become a CONSENSUS_MODULE one). Otherwise its candidate term id is carried over, its
        error log cleared and the header rewritten. Call ``write_properties`` and then ``signal_ready``.
        """
        path = Path(path)
        if not ERROR_BUFFER_MIN_LENGTH <= error_buffer_length <= ERROR_BUFFER_MAX_LENGTH:
            raise ConfigurationError(
                f"Invalid errorBufferLength: {error_buffer_length} (must be {ERROR_BUFFER_MIN_LENGTH}.."
                f"{ERROR_BUFFER_MAX_LENGTH})"
            )
        if (
            file_page_size < PAGE_MIN_SIZE
            or file_page_size & (file_page_size - 1)
            or file_page_size > 1 << 30
        ):
            raise ConfigurationError(f"file page size {file_page_size}: must be a power of 2 in 4096..1 GiB")
        total = (HEADER_LENGTH + error_buffer_length + file_page_size - 1) & ~(file_page_size - 1)
        path.parent.mkdir(parents=True, exist_ok=True)
        if path.exists():
            return cls._take_over(path, component_type, now_ms, error_buffer_length, total, timeout_ms, pid)
        file = open(path, "x+b")  # noqa: SIM115 - owned by the ClusterMarkFile
        try:
            file.truncate(total)
            mapping = mmap.mmap(file.fileno(), total, access=mmap.ACCESS_WRITE)
        except BaseException:
            file.close()
            raise
        mark = cls(path, file, mapping, HEADER_OFFSET, True)
        mark._write_header(component_type, now_ms, pid, NULL_VALUE, error_buffer_length)
        return mark

    @classmethod
    def _take_over(
        cls,
        path: Path,
        component_type: ClusterComponentType,
        now_ms: int,
        error_buffer_length: int,
        total: int,
        timeout_ms: int,
        pid: int | None,
    ) -> ClusterMarkFile:
        file = open(path, "r+b")  # noqa: SIM115 - owned by the ClusterMarkFile
        try:
            size = os.fstat(file.fileno()).st_size
            if size < HEADER_OFFSET + ACTIVITY_TIMESTAMP_OFFSET + 8:
                raise CorruptFileError(str(path), 0, f"active mark file too short: {size} bytes")
            if size < total:
                file.truncate(total)
            mapping = mmap.mmap(file.fileno(), max(size, total), access=mmap.ACCESS_WRITE)
        except BaseException:
            file.close()
            raise
        offset = _header_offset(mapping)
        mark = cls(path, file, mapping, offset, True)
        try:
            fields = mark._live()
            version = fields.get_int32_volatile(VERSION_OFFSET)
            mark.previous_version = version
            if version != VERSION_FAILED:
                mark_files.check_major_version(path, offset, version, MAJOR_VERSION)
            timestamp = fields.get_int64_volatile(ACTIVITY_TIMESTAMP_OFFSET)
            if now_ms - timestamp < timeout_ms:
                raise ConfigurationError(
                    f"active mark file detected: {path} (activity timestamp {timestamp}, now {now_ms}, "
                    f"timeout {timeout_ms} ms)"
                )
            # Aeron checks the type after its compare-and-set, so a refused starter leaves the 'activation in
            # progress' sentinel behind and locks the file; checking first leaves a wrong-type file untouched.
            existing_type = fields.get_int32(COMPONENT_TYPE_OFFSET)
            allowed = existing_type in (ClusterComponentType.UNKNOWN, component_type) or (
                existing_type == ClusterComponentType.BACKUP
                and component_type == ClusterComponentType.CONSENSUS_MODULE
            )
            if not allowed:
                raise ConfigurationError(
                    f"existing Mark file type {_component_name(existing_type)} not same as required type "
                    f"{component_type.name}: {path}"
                )
            if not fields.compare_and_set_int64(
                ACTIVITY_TIMESTAMP_OFFSET, timestamp, ACTIVATION_IN_PROGRESS_TIMESTAMP
            ):
                raise ConfigurationError(f"concurrent mark file activation: {path}")
            candidate_term_id = fields.get_int64(CANDIDATE_TERM_ID_OFFSET)
            old_header_length, old_error_length = fields.get_int32(64), fields.get_int32(68)
            if old_header_length > 0 and 0 < old_error_length <= len(mapping) - old_header_length:
                mark.saved_errors_path = mark_files.save_existing_errors(
                    path.parent, mapping, old_header_length, old_error_length, component_type.name, now_ms
                )
                mapping[old_header_length : old_header_length + old_error_length] = bytes(old_error_length)
            if offset == 0:
                # A legacy file: re-lay it out with the message header (timestamp keeps the sentinel).
                header_length = old_header_length if 0 < old_header_length <= HEADER_LENGTH else HEADER_LENGTH
                mark._release_fields()
                mapping[0:header_length] = bytes(header_length)
                mark.header_offset = HEADER_OFFSET
                mark._fields = AtomicBuffer(mapping, HEADER_OFFSET, _LIVE_FIELDS_LENGTH)
                mark._live().put_int64_ordered(ACTIVITY_TIMESTAMP_OFFSET, ACTIVATION_IN_PROGRESS_TIMESTAMP)
            mark._write_header(component_type, now_ms, pid, candidate_term_id, error_buffer_length)
        except BaseException:
            mark.close()
            raise
        return mark

    def _write_header(
        self,
        component_type: ClusterComponentType,
        now_ms: int,
        pid: int | None,
        candidate_term_id: int,
        error_buffer_length: int,
    ) -> None:
        # Unbounded wrap: a bounded codec would hold a memoryview export and stop the map from closing.
        enc = codecs.MarkFileHeaderEncoder().wrap_and_apply_header(self._map, 0)
        enc.component_type = component_type
        enc.start_timestamp = now_ms
        enc.pid = os.getpid() if pid is None else pid
        enc.candidate_term_id = candidate_term_id
        enc.header_length = HEADER_LENGTH
        enc.error_buffer_length = error_buffer_length

    def write_properties(
        self,
        *,
        archive_stream_id: int,
        service_stream_id: int,
        consensus_module_stream_id: int,
        ingress_stream_id: int,
        member_id: int,
        service_id: int,
        cluster_id: int,
        aeron_directory: str,
        control_channel: str | None,
        ingress_channel: str | None = None,
        service_name: str | None = None,
        authenticator: str | None = None,
        services_cluster_dir: str | None = None,
    ) -> None:
        """Write the configuration a component publishes (as the consensus module's / container's
        ``concludeMarkFile`` does); ``None`` strings are written empty, as Aeron writes a null String."""
        self._writable_check()
        strings = [
            aeron_directory,
            control_channel or "",
            ingress_channel or "",
            service_name or "",
            authenticator or "",
            services_cluster_dir or "",
        ]
        try:
            encoded = [s.encode("ascii") for s in strings]
        except UnicodeEncodeError as ex:
            raise ConfigurationError(f"mark file strings must be ASCII: {ex}") from None
        length = HEADER_OFFSET + codecs.MarkFileHeaderEncoder.BLOCK_LENGTH + sum(4 + len(s) for s in encoded)
        if length > HEADER_LENGTH:
            raise ConfigurationError(
                f"ClusterMarkFile headerLength={length} > headerLengthCapacity={HEADER_LENGTH}: "
                "channels, names or directories are too long"
            )
        enc = codecs.MarkFileHeaderEncoder().wrap(self._map, self.header_offset)
        enc.archive_stream_id = archive_stream_id
        enc.service_stream_id = service_stream_id
        enc.consensus_module_stream_id = consensus_module_stream_id
        enc.ingress_stream_id = ingress_stream_id
        enc.member_id = member_id
        enc.service_id = service_id
        enc.cluster_id = cluster_id
        enc.put_aeron_directory(encoded[0])
        enc.put_control_channel(encoded[1])
        enc.put_ingress_channel(encoded[2])
        enc.put_service_name(encoded[3])
        enc.put_authenticator(encoded[4])
        enc.put_services_cluster_dir(encoded[5])

    # -- opening an existing file ------------------------------------------------------------------------

    @classmethod
    def open(
        cls, directory: str | os.PathLike[str], filename: str = FILENAME, *, writable: bool = False
    ) -> ClusterMarkFile:
        """Map an existing mark file to read (a tool) or update (its component).

        It must have been initialised (non-zero version of major 0) and carry a non-zero activity
        timestamp; otherwise the error names the path.
        """
        path = Path(directory) / filename
        minimum = HEADER_OFFSET + codecs.MarkFileHeaderDecoder.BLOCK_LENGTH
        file, mapping = mark_files.map_existing(path, minimum, writable=writable)
        mark = cls(path, file, mapping, _header_offset(mapping), writable)
        try:
            version = mark.version
            if version == 0:
                raise CorruptFileError(
                    str(path), mark.header_offset, "mark file is created but not initialised"
                )
            mark_files.check_major_version(path, mark.header_offset, version, MAJOR_VERSION)
            if mark.activity_timestamp == 0:
                raise CorruptFileError(str(path), mark.header_offset, "no non-zero timestamp detected")
            header = mark.header()
            if header.header_length + header.error_buffer_length > len(mapping):
                raise CorruptFileError(
                    str(path),
                    mark.header_offset,
                    f"mark file of {len(mapping)} bytes is truncated: header {header.header_length} + "
                    "error log "
                    f"{header.error_buffer_length} bytes",
                )
        except BaseException:
            mark.close()
            raise
        return mark

    # -- fields ------------------------------------------------------------------------------------------

    def _live(self) -> AtomicBuffer:
        if self._fields is None:
            raise ConfigurationError(f"ClusterMarkFile is closed: {self.path}")
        return self._fields

    def _writable_check(self) -> None:
        self._live()
        if not self.writable:
            raise ConfigurationError(f"ClusterMarkFile opened read-only: {self.path}")

    @property
    def is_closed(self) -> bool:
        return self._fields is None

    @property
    def version(self) -> int:
        return self._live().get_int32_volatile(VERSION_OFFSET)

    @property
    def acting_version(self) -> int:
        """The SBE version Java's decoder acts on: the file's message header, or the current one for a file
        in the legacy layout without a message header."""
        if not self.header_offset:
            return codecs.SCHEMA_VERSION
        return codecs.MessageHeaderDecoder().wrap(self._map, 0).version

    @property
    def activity_timestamp(self) -> int:
        """The activity timestamp read with acquire semantics (-1 once closed, like Aeron)."""
        return (
            NULL_VALUE if self._fields is None else self._fields.get_int64_volatile(ACTIVITY_TIMESTAMP_OFFSET)
        )

    @property
    def candidate_term_id(self) -> int:
        return (
            NULL_VALUE if self._fields is None else self._fields.get_int64_volatile(CANDIDATE_TERM_ID_OFFSET)
        )

    @property
    def member_id(self) -> int:
        return NULL_VALUE if self._fields is None else self._fields.get_int32(MEMBER_ID_OFFSET)

    @member_id.setter
    def member_id(self, value: int) -> None:
        self._writable_check()
        self._live().put_int32(MEMBER_ID_OFFSET, value)

    @property
    def cluster_id(self) -> int:
        return NULL_VALUE if self._fields is None else self._fields.get_int32(CLUSTER_ID_OFFSET)

    @cluster_id.setter
    def cluster_id(self, value: int) -> None:
        self._writable_check()
        self._live().put_int32(CLUSTER_ID_OFFSET, value)

    def header(self) -> ClusterMarkFileHeader:
        """Decode the block and strings, bounds-checked against the 8 KiB header region."""
        self._live()
        limit = min(len(self._map), HEADER_LENGTH)
        try:
            if self.header_offset:
                dec = codecs.MarkFileHeaderDecoder().wrap_with_header(self._map, 0)
            else:
                dec = codecs.MarkFileHeaderDecoder().wrap(self._map, 0, 128, 0)
            values = ClusterMarkFileHeader(
                version=self.version,
                component_type=dec.component_type,
                activity_timestamp=self.activity_timestamp,
                start_timestamp=dec.start_timestamp,
                pid=dec.pid,
                candidate_term_id=dec.candidate_term_id,
                archive_stream_id=dec.archive_stream_id,
                service_stream_id=dec.service_stream_id,
                consensus_module_stream_id=dec.consensus_module_stream_id,
                ingress_stream_id=dec.ingress_stream_id,
                member_id=dec.member_id,
                service_id=dec.service_id,
                header_length=dec.header_length,
                error_buffer_length=dec.error_buffer_length,
                cluster_id=dec.cluster_id,
                aeron_directory=dec.aeron_directory,
                control_channel=dec.control_channel,
                ingress_channel=dec.ingress_channel,
                service_name=dec.service_name,
                authenticator=dec.authenticator,
                services_cluster_dir=dec.services_cluster_dir,
            )
            if dec.limit > limit:
                raise CorruptFileError(
                    str(self.path), dec.limit, "mark file header runs past its 8 KiB region"
                )
        except CorruptFileError:
            raise
        except (CodecError, ValueError, UnicodeError) as ex:
            raise CorruptFileError(
                str(self.path), self.header_offset, f"mark file header does not decode: {ex}"
            ) from None
        return values

    def error_buffer(self) -> AtomicBuffer:
        """The component's distinct error log region (close it when done)."""
        h = self.header()
        start, length = h.header_length, h.error_buffer_length
        if start <= 0 or length <= 0 or start + length > len(self._map):
            raise CorruptFileError(
                str(self.path), self.header_offset, f"error log {start}+{length} lies outside the file"
            )
        return AtomicBuffer(self._map, start, length, writable=self.writable)

    def is_active(self, now_ms: int, timeout_ms: int = LIVENESS_TIMEOUT_MS) -> bool:
        """True when the owner has signalled a version and refreshed its timestamp within ``timeout_ms``."""
        return self.version != 0 and now_ms - self.activity_timestamp <= timeout_ms

    # -- liveness ----------------------------------------------------------------------------------------

    def update_activity_timestamp(self, now_ms: int) -> None:
        """Proof of life; the owner calls this about once a second with its own clock's time."""
        self._writable_check()
        self._live().put_int64_ordered(ACTIVITY_TIMESTAMP_OFFSET, now_ms)

    def signal_ready(self, activity_timestamp_ms: int) -> None:
        """The component is up: timestamp, then version 0.3.0 (release order), then flush to disk."""
        self._signal(SEMANTIC_VERSION, activity_timestamp_ms)

    def signal_failed_start(self) -> None:
        """The component could not start: version -1 and timestamp -1, so the next start may take over."""
        self._signal(VERSION_FAILED, NULL_VALUE)

    def signal_terminated(self) -> None:
        """Orderly stop: timestamp -1 lets the next instance start at once (the version stays)."""
        self._writable_check()
        self._live().put_int64_ordered(ACTIVITY_TIMESTAMP_OFFSET, NULL_VALUE)
        self._map.flush()

    def _signal(self, version: int, activity_timestamp_ms: int) -> None:
        self._writable_check()
        fields = self._live()
        fields.put_int64_ordered(ACTIVITY_TIMESTAMP_OFFSET, activity_timestamp_ms)
        fields.put_int32_ordered(VERSION_OFFSET, version)
        self._map.flush()

    # -- closing -----------------------------------------------------------------------------------------

    def _release_fields(self) -> None:
        if self._fields is not None:
            self._fields.close()
            self._fields = None

    def close(self) -> None:
        self._release_fields()
        if not self._map.closed:
            if self.writable:
                self._map.flush()
            self._map.close()
        self._file.close()

    def __enter__(self) -> ClusterMarkFile:
        return self

    def __exit__(self, *exc: object) -> None:
        self.close()

    def __repr__(self) -> str:
        return f"ClusterMarkFile(path={str(self.path)!r}, semantic_version=0.3.0)"
