"""The commands behind `aeronkit cluster-tool`, callable from Python too (each writes to a text stream).

Mirrors the offline commands of io.aeron.cluster.ClusterTool / ClusterToolOperator
(aeron-cluster/src/main/java/io/aeron/cluster/ClusterToolOperator.java at Aeron 1.51.0): the same lines for
``describe`` (plus our closing ``Staleness:`` line), ``pid`` and ``recording-log`` (so the two tools'
outputs compare line by line), and the same recording.log bytes from ``sort-recording-log`` and
``seed-recording-log-from-snapshot``. ``node-state`` is ours. Deliberate differences, each documented in
docs/cluster-tool.md: failures exit 1 (Java: -1) and missing or damaged files exit 2 with one ``ERR:`` line
naming the path instead of a stack trace, and ``sort-recording-log`` keeps an entry's invalid bit where Java's
rewrite drops it. ``--json`` after
``describe``, ``recording-log`` or ``list-members`` prints one JSON object per line instead (ours only).
"""

from __future__ import annotations

import dataclasses
import enum
import json
import os
import re
import shutil
import struct
import sys
import time
from datetime import datetime
from pathlib import Path
from typing import TextIO

from aeronkit.cluster import mark_file as cmf
from aeronkit.cluster.mark_file import ClusterMarkFile, ClusterMarkFileHeader
from aeronkit.cluster.node_state_file import FILENAME as NODE_STATE_FILENAME
from aeronkit.cluster.node_state_file import NodeStateFile
from aeronkit.cluster.recording_log import (
    CONSENSUS_MODULE_SERVICE_ID,
    ENDPOINT_OFFSET,
    ENTRY_TYPE_INVALID_FLAG,
    ENTRY_TYPE_SNAPSHOT,
    ENTRY_TYPE_STANDBY_SNAPSHOT,
    MAX_ENTRY_LENGTH,
    NULL_VALUE,
    RECORDING_LOG_FILE_NAME,
    Entry,
    RecordingLog,
)
from aeronkit.cluster.tool import DESCRIPTIONS, LIVE_COMMANDS, USAGE
from aeronkit.codecs import cluster_mark as mark_codecs
from aeronkit.errors import AeronError

EXIT_OK = 0
EXIT_FAILURE = 1  # Java's ClusterToolOperator.FAILURE (-1)
EXIT_BAD_INPUT = 2

_FIXED = struct.Struct("<qqqqqii")
_I32 = struct.Struct("<i")
_MASK64 = (1 << 64) - 1
_LOAD_FACTOR = struct.unpack("<f", struct.pack("<f", 0.65))[0]  # agrona Hashing.DEFAULT_LOAD_FACTOR, a float


JSON_COMMANDS = frozenset({"describe", "recording-log", "list-members"})
"""The commands that print records and so take ``--json``."""


def json_line(record: object, **extra: object) -> str:
    """One dataclass record as a JSON line, enums by name, plus ``extra`` fields."""
    fields = dataclasses.asdict(record)  # type: ignore[call-overload]
    fields.update(extra)
    return json.dumps({k: v.name if isinstance(v, enum.Enum) else v for k, v in fields.items()},
                      sort_keys=True) + "\n"


class ToolError(AeronError):
    """A command failed; ``status`` is the exit status to report (1 failure, 2 missing/bad input)."""

    def __init__(self, message: str, status: int = EXIT_BAD_INPUT) -> None:
        super().__init__(message)
        self.status = status


# -- Java's toString forms ---------------------------------------------------------------------------------


def java_path(directory: str | os.PathLike[str], name: str) -> str:
    """``new File(directory, name).toString()``: repeated and trailing separators collapsed, nothing else."""
    text = re.sub("/+", "/", os.fspath(directory))
    if len(text) > 1:
        text = text.rstrip("/")
    return f"/{name}" if text == "/" else f"{text}/{name}" if text else name


def _format_ms(epoch_ms: int) -> str:
    """Local ``yyyy-MM-dd HH:mm:ss`` as Java's %tF %tT prints a Date."""
    try:
        return datetime.fromtimestamp(epoch_ms / 1000).strftime("%Y-%m-%d %H:%M:%S")
    except (OverflowError, OSError, ValueError):
        return str(epoch_ms)  # Java prints any long; Python's calendar stops at year 9999


def type_and_activity_line(header: ClusterMarkFileHeader, now: datetime | None = None) -> str:
    """ClusterToolOperator.printTypeAndActivityTimestamp: component type, wall time, start and activity."""
    now = datetime.now() if now is None else now
    kind = getattr(header.component_type, "name", header.component_type)
    return (
        f"Type: {kind} {now.strftime('%H:%M:%S')} (start: {_format_ms(header.start_timestamp)}, "
        f"activity: {_format_ms(header.activity_timestamp)})"
    )


def format_age(age_ms: int) -> str:
    """An age as ``[Nd ]HH:MM:SS.mmm``; a negative age (a clock set back) prints as 0."""
    days, rest = divmod(max(age_ms, 0), 86_400_000)
    hours, rest = divmod(rest, 3_600_000)
    minutes, rest = divmod(rest, 60_000)
    seconds, millis = divmod(rest, 1000)
    clock = f"{hours:02d}:{minutes:02d}:{seconds:02d}.{millis:03d}"
    return f"{days}d {clock}" if days else clock


def staleness_line(header: ClusterMarkFileHeader, cluster_dir: Path, now_ms: int) -> str:
    """Ours, after Java's lines: how long ago the member last ran, and where its log stops.

    A member back after a long absence canvasses with the log it had (docs/cluster-election.md); this line
    says, before it is started or while it catches up, how far behind that is: the age of the mark file's
    activity timestamp and the last TERM and SNAPSHOT of its recording.log.
    """
    parts = [f"Staleness: last activity {format_age(now_ms - header.activity_timestamp)} ago"]
    path = cluster_dir / RECORDING_LOG_FILE_NAME
    if path.is_file():
        with RecordingLog(cluster_dir) as log:
            term = log.find_last_term()
            snapshot = log.latest_snapshot(CONSENSUS_MODULE_SERVICE_ID)
        if term is None:
            parts.append("no term in recording.log")
        else:
            end = "open" if term.log_position == NULL_VALUE else f"ended at {term.log_position}"
            parts.append(f"last term {term.leadership_term_id} from log position "
                         f"{term.term_base_log_position} ({end})")
        if snapshot is not None:
            parts.append(f"latest snapshot at log position {snapshot.log_position} "
                         f"(term {snapshot.leadership_term_id})")
    else:
        parts.append("no recording.log")
    return "; ".join(parts)


def mark_header_java_string(header: ClusterMarkFileHeader, acting_version: int) -> str:
    """The line Java's generated MarkFileHeaderDecoder.toString() prints for a cluster mark file."""
    kind = getattr(header.component_type, "name", header.component_type)
    dec = mark_codecs.MarkFileHeaderDecoder
    services_dir = "" if header.services_cluster_dir is None else header.services_cluster_dir
    return (
        f"[MarkFileHeader](sbeTemplateId={dec.TEMPLATE_ID}|sbeSchemaId={mark_codecs.SCHEMA_ID}"
        f"|sbeSchemaVersion={acting_version}|sbeBlockLength={dec.BLOCK_LENGTH}):"
        f"version={header.version}|componentType={kind}|activityTimestamp={header.activity_timestamp}"
        f"|startTimestamp={header.start_timestamp}|pid={header.pid}|candidateTermId={header.candidate_term_id}"
        f"|archiveStreamId={header.archive_stream_id}|serviceStreamId={header.service_stream_id}"
        f"|consensusModuleStreamId={header.consensus_module_stream_id}"
        f"|ingressStreamId={header.ingress_stream_id}|memberId={header.member_id}"
        f"|serviceId={header.service_id}|headerLength={header.header_length}"
        f"|errorBufferLength={header.error_buffer_length}|clusterId={header.cluster_id}"
        f"|aeronDirectory='{header.aeron_directory}'|controlChannel='{header.control_channel}'"
        f"|ingressChannel='{header.ingress_channel}'|serviceName='{header.service_name}'"
        f"|authenticator='{header.authenticator}'|servicesClusterDir='{services_dir}'"
    )


def entry_java_string(entry: Entry) -> str:
    """RecordingLog.Entry.toString()."""
    is_standby = entry.type == ENTRY_TYPE_STANDBY_SNAPSHOT
    endpoint = f", archiveEndpoint={entry.archive_endpoint}" if is_standby else ""
    return (
        f"Entry{{recordingId={entry.recording_id}, leadershipTermId={entry.leadership_term_id}, "
        f"termBaseLogPosition={entry.term_base_log_position}, logPosition={entry.log_position}, "
        f"timestamp={entry.timestamp}, serviceId={entry.service_id}, type={entry.type_name}, "
        f"isValid={'true' if entry.is_valid else 'false'}, entryIndex={entry.entry_index}{endpoint}}}"
    )


def _agrona_hash(value: int) -> int:
    """org.agrona.collections.Hashing.hash(long): a 64-bit mix folded to a signed int."""
    x = value & _MASK64
    x = ((x ^ (x >> 30)) * 0xBF58476D1CE4E5B9) & _MASK64
    x = ((x ^ (x >> 27)) * 0x94D049BB133111EB) & _MASK64
    x ^= x >> 31
    return (x & 0xFFFFFFFF) ^ (x >> 32)


def long_map_java_string(items: list[tuple[int, int]]) -> str:
    """Long2LongHashMap.toString() after putting ``items`` in order into a fresh (capacity 8) map.

    RecordingLog prints its term index this way, so the order is agrona 2.4.1's: keys placed by an even
    hash with linear probing, the table doubled when size exceeds capacity * 0.65f, and the iterator walking
    slots downwards from the first empty one.
    """
    capacity = 8
    slots: list[tuple[int, int] | None] = [None] * capacity
    size = 0

    def place(table: list[tuple[int, int] | None], key: int, value: int) -> bool:
        cap = len(table)
        slot = (((_agrona_hash(key) << 1) - (_agrona_hash(key) << 8)) & (2 * cap - 1)) >> 1
        while table[slot] is not None:
            if table[slot][0] == key:  # type: ignore[index]  # the loop tests it is not None
                table[slot] = (key, value)
                return False
            slot = (slot + 1) % cap
        table[slot] = (key, value)
        return True

    for key, value in items:
        if place(slots, key, value):
            size += 1
            if size > int(capacity * _LOAD_FACTOR):
                capacity *= 2
                grown: list[tuple[int, int] | None] = [None] * capacity
                for item in slots:
                    if item is not None:
                        place(grown, *item)
                slots = grown
    if size == 0:
        return "{}"
    stop = capacity
    if slots[-1] is not None:
        stop = next(i for i, item in enumerate(slots) if item is None)
    shown = []
    for j in range(stop + capacity - 1, stop - 1, -1):
        item = slots[j % capacity]
        if item is not None:
            shown.append(f"{item[0]}={item[1]}")
    return "{" + ", ".join(shown) + "}"


def recording_log_java_string(entries: list[Entry]) -> str:
    """RecordingLog.toString() for a freshly loaded log: the sorted entries and the valid-TERM index."""
    index = [(e.leadership_term_id, i) for i, e in enumerate(entries) if e.is_valid and e.is_term]
    listed = ", ".join(entry_java_string(e) for e in entries)
    return f"RecordingLog{{entries=[{listed}], cacheIndex={long_map_java_string(index)}}}"


# -- opening files -----------------------------------------------------------------------------------------


def _check_dir(cluster_dir: Path) -> None:
    if not cluster_dir.is_dir():
        raise ToolError(f"cluster directory not found: {cluster_dir.absolute()}")


def _open_recording_log(cluster_dir: Path) -> RecordingLog:
    path = cluster_dir / RECORDING_LOG_FILE_NAME
    if not path.is_file():
        raise ToolError(f"recording log not found: {path.absolute()}")
    return RecordingLog(cluster_dir)


def _mark_file_dir(cluster_dir: Path) -> Path:
    return cmf.resolve_mark_file_dir(cluster_dir, cmf.LINK_FILENAME)


def services_dir(cluster_dir: Path, header: ClusterMarkFileHeader, acting_version: int) -> Path:
    """ClusterToolOperator.resolveClusterServicesDir: servicesClusterDir if the mark file names one."""
    if acting_version >= 1 and header.services_cluster_dir:
        return Path(header.services_cluster_dir)
    return cluster_dir


def service_mark_files(services_dir: Path) -> list[tuple[Path, str]]:
    """(directory, file name) of each service mark file, links first, as openServiceMarkFiles finds them.

    Java takes the directory listing order, which the file system decides; here names are sorted.
    """
    try:
        names = sorted(
            n for n in os.listdir(services_dir)
            if n.startswith(cmf.SERVICE_FILENAME_PREFIX)
            and (n.endswith(cmf.FILE_EXTENSION) or n.endswith(cmf.LINK_FILE_EXTENSION))
        )
    except OSError:
        return []
    found: list[tuple[Path, str]] = []
    seen: set[str] = set()
    for name in names:
        if name.endswith(cmf.LINK_FILE_EXTENSION):
            stem = name[: -len(cmf.LINK_FILE_EXTENSION)]
            found.append((cmf.resolve_mark_file_dir(services_dir, name), stem + cmf.FILE_EXTENSION))
            seen.add(stem)
    for name in names:
        if name.endswith(cmf.FILE_EXTENSION):
            stem = name[: -len(cmf.FILE_EXTENSION)]
            if stem not in seen:
                found.append((services_dir, name))
                seen.add(stem)
    return found


# -- commands ----------------------------------------------------------------------------------------------


def describe(cluster_dir: Path, out: TextIO, as_json: bool = False) -> None:
    """The consensus module's (or backup's) mark file, then every service container's; with ``as_json``
    one object per mark file (its header fields, ``file`` and ``acting_version``)."""
    mark_dir = _mark_file_dir(cluster_dir)
    if not (mark_dir / cmf.FILENAME).exists():
        out.write(f"{cmf.FILENAME} does not exist.\n")
        raise ToolError(f"mark file not found: {(mark_dir / cmf.FILENAME).absolute()}")
    with ClusterMarkFile.open(mark_dir) as mark:
        header = mark.header()
        version = mark.acting_version
    now_ms = int(time.time() * 1000)
    if as_json:
        out.write(json_line(header, file=str(mark_dir / cmf.FILENAME), acting_version=version,
                            activity_age_ms=now_ms - header.activity_timestamp))
        for directory, name in service_mark_files(services_dir(cluster_dir, header, version)):
            with ClusterMarkFile.open(directory, name) as service:
                service_header = service.header()
                out.write(json_line(service_header, file=str(Path(directory) / name),
                                    acting_version=service.acting_version,
                                    activity_age_ms=now_ms - service_header.activity_timestamp))
        return
    out.write(type_and_activity_line(header) + "\n")
    out.write(mark_header_java_string(header, version) + "\n")
    # Java opens every service mark file first (its opener logs each path), then describes each in turn.
    services = []
    for directory, name in service_mark_files(services_dir(cluster_dir, header, version)):
        out.write(f"INFO: mark file exists: {java_path(directory, name)}\n")
        with ClusterMarkFile.open(directory, name) as service:
            services.append((service.header(), service.acting_version))
    for service_header, service_version in services:
        out.write(type_and_activity_line(service_header) + "\n")
        out.write(mark_header_java_string(service_header, service_version) + "\n")
    out.write(staleness_line(header, cluster_dir, now_ms) + "\n")


def pid(cluster_dir: Path, out: TextIO) -> int:
    mark_dir = _mark_file_dir(cluster_dir)
    if not (mark_dir / cmf.FILENAME).exists():
        raise ToolError(f"mark file not found: {(mark_dir / cmf.FILENAME).absolute()}")
    with ClusterMarkFile.open(mark_dir) as mark:
        value = mark.header().pid
    out.write(f"{value}\n")
    return value


def recording_log(cluster_dir: Path, out: TextIO, as_json: bool = False) -> None:
    """Java's RecordingLog.toString; with ``as_json`` one object per entry, in file order."""
    with _open_recording_log(cluster_dir) as log:
        if as_json:
            out.writelines(json_line(entry) for entry in log.entries)
        else:
            out.write(recording_log_java_string(log.entries) + "\n")


def recording_log_bytes(entries: list[Entry], keep_invalid: bool = True) -> bytes:
    """A recording.log holding ``entries`` in order, as ClusterToolOperator.updateRecordingLog writes it.

    Java serialises every entry through one zeroed 4 KiB buffer, so the unused tail of a short entry holds
    whatever an earlier standby snapshot's endpoint left there; that is reproduced. Java also writes the
    type without the invalid bit; ``keep_invalid`` (our default) writes it back.
    """
    scratch = bytearray(MAX_ENTRY_LENGTH)
    data = bytearray()
    for e in entries:
        entry_type = e.type
        if keep_invalid and not e.is_valid:
            entry_type = (entry_type | ENTRY_TYPE_INVALID_FLAG) - (1 << 32)
        _FIXED.pack_into(scratch, 0, e.recording_id, e.leadership_term_id, e.term_base_log_position,
                         e.log_position, e.timestamp, e.service_id, entry_type)
        if e.archive_endpoint:
            raw = e.archive_endpoint.encode("ascii")
            _I32.pack_into(scratch, ENDPOINT_OFFSET, len(raw))
            scratch[ENDPOINT_OFFSET + 4:ENDPOINT_OFFSET + 4 + len(raw)] = raw
        data += scratch[:e.length]
    return bytes(data)


def _replace_recording_log(cluster_dir: Path, entries: list[Entry], keep_invalid: bool = True) -> None:
    """Write ``recording.log.tmp``, then swap it in (no entries: the log is deleted), as Java does."""
    path = cluster_dir / RECORDING_LOG_FILE_NAME
    if not entries:
        path.unlink()
        return
    tmp = cluster_dir / (RECORDING_LOG_FILE_NAME + ".tmp")
    tmp.unlink(missing_ok=True)
    with open(tmp, "xb") as file:
        file.write(recording_log_bytes(entries, keep_invalid))
    path.unlink()
    os.rename(tmp, path)


def sort_recording_log(cluster_dir: Path, out: TextIO, keep_invalid: bool = True) -> bool:
    """Rewrite recording.log in its in-memory order; False (exit 1, as Java) if it already was in order.

    "In order" is Java's test: every entry's index equals its sorted position, so a file with a removed
    record is rewritten too (the removed record is dropped).
    """
    with _open_recording_log(cluster_dir) as log:
        entries = log.entries
    if all(e.entry_index == i for i, e in enumerate(entries)):
        return False
    _replace_recording_log(cluster_dir, entries, keep_invalid)
    return True


def seed_recording_log_from_snapshot(cluster_dir: Path, out: TextIO) -> None:
    """Back up recording.log to recording.log.bak and replace it with just the latest valid snapshot set,
    its term base and log positions zeroed; with no valid snapshot the log is removed (the backup stays)."""
    with _open_recording_log(cluster_dir) as log:
        entries = log.entries
    snapshot_index = NULL_VALUE
    for i in range(len(entries) - 1, -1, -1):
        e = entries[i]
        if _is_valid_snapshot(e) and e.service_id == CONSENSUS_MODULE_SERVICE_ID:
            snapshot_index = i
            break
    path = cluster_dir / RECORDING_LOG_FILE_NAME
    shutil.copy2(path, cluster_dir / (RECORDING_LOG_FILE_NAME + ".bak"))
    seeded: list[Entry] = []
    if snapshot_index != NULL_VALUE:
        service_id = CONSENSUS_MODULE_SERVICE_ID
        for i in range(snapshot_index, -1, -1):
            e = entries[i]
            if not (_is_valid_snapshot(e) and e.service_id == service_id):
                break
            seeded.append(Entry(e.recording_id, e.leadership_term_id, 0, 0, e.timestamp, e.service_id,
                                e.type, e.is_valid, NULL_VALUE, NULL_VALUE, None))
            service_id += 1
        seeded.reverse()
    _replace_recording_log(cluster_dir, seeded)


def node_state(cluster_dir: Path, out: TextIO) -> None:
    """What node-state.dat holds (aeronkit only: Java's ClusterTool 1.51.0 has no such command)."""
    path = cluster_dir / NODE_STATE_FILENAME
    if not path.is_file():
        raise ToolError(f"node state file not found: {path.absolute()}")
    with NodeStateFile(cluster_dir, create=False) as state:
        term = state.candidate_term()
        members = state.cluster_members()
    out.write(
        f"candidateTermId={term.candidate_term_id}, logPosition={term.log_position}, "
        f"timestamp={term.timestamp}\n"
    )
    if members is not None:
        out.write(
            f"leadershipTermId={members.leadership_term_id}, memberId={members.member_id}, "
            f"highMemberId={members.high_member_id}, clusterMembers={members.cluster_members}\n"
        )


def _is_valid_snapshot(entry: Entry) -> bool:
    return entry.is_valid and entry.type == ENTRY_TYPE_SNAPSHOT


# -- command line ------------------------------------------------------------------------------------------


def command_help(command: str) -> str:
    operand = " SERVICE_COUNT" if command == "recovery-plan" else ""
    usage = f"usage: aeronkit cluster-tool DIR {command}{operand}"
    return f"{usage}\n\n{DESCRIPTIONS[command]}\n"


def _live(directory: Path, command: str, args: list[str], out: TextIO, as_json: bool = False) -> int:
    """The commands that need the running node (aeronkit.cluster.tool_live), loaded only for them."""
    from aeronkit.cluster import tool_live

    if command == "is-leader":
        return tool_live.is_leader(directory, out)
    if command == "list-members":
        return tool_live.list_members(directory, out, as_json)
    if command == "errors":
        return tool_live.errors(directory, out)
    if command == "recovery-plan":
        return tool_live.recovery_plan(directory, out, int(args[0]))
    if command == "describe-latest-cm-snapshot":
        return tool_live.describe_latest_cm_snapshot(directory, out)
    if command == "invalidate-latest-snapshot":
        return tool_live.invalidate_latest_snapshot(directory, out)
    return tool_live.toggle(directory, out, command)


def execute(
    cluster_dir: str | os.PathLike[str], command: str, args: list[str], out: TextIO | None = None
) -> int:
    """Run one command; the exit status. Errors are printed as one ``ERR: ...`` line on stderr."""
    out = sys.stdout if out is None else out
    if command not in DESCRIPTIONS:
        print(f"ERR: unknown command: {command}\n{USAGE}", file=sys.stderr)
        return EXIT_BAD_INPUT
    if "-h" in args or "--help" in args:
        out.write(command_help(command))
        return EXIT_OK
    directory = Path(cluster_dir)
    as_json = command in JSON_COMMANDS and "--json" in args
    args = [a for a in args if not (as_json and a == "--json")]
    takes = 1 if command == "recovery-plan" else 0
    try:
        _check_dir(directory)  # first, as Java's ClusterTool checks the directory before the command
        if len(args) != takes or (takes and not args[0].isdigit()):
            wanted = "SERVICE_COUNT (a number)" if takes else "no arguments"
            raise ToolError(f"{command} takes {wanted}, got: {' '.join(args) or 'none'}")
        if command in LIVE_COMMANDS:
            return _live(directory, command, args, out, as_json)
        if command == "describe":
            describe(directory, out, as_json)
        elif command == "pid":
            pid(directory, out)
        elif command == "recording-log":
            recording_log(directory, out, as_json)
        elif command == "sort-recording-log":
            if not sort_recording_log(directory, out):
                # Java's ClusterToolOperator.sortRecordingLog returns FAILURE here without a word; say why.
                raise ToolError(
                    f"{directory / RECORDING_LOG_FILE_NAME} is already in Aeron's order: nothing to rewrite",
                    EXIT_FAILURE,
                )
        elif command == "seed-recording-log-from-snapshot":
            seed_recording_log_from_snapshot(directory, out)
        else:
            node_state(directory, out)
    except ToolError as ex:
        out.flush()
        print(f"ERR: {ex}", file=sys.stderr)
        return ex.status
    except (AeronError, OSError) as ex:
        out.flush()
        print(f"ERR: {ex}", file=sys.stderr)
        return EXIT_BAD_INPUT
    return EXIT_OK

