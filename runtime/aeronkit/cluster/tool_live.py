"""The live commands of `aeronkit cluster-tool`: they need the node's driver, consensus module or archive.

Aeron's ClusterToolOperator (aeron-cluster/src/main/java/io/aeron/cluster/ClusterToolOperator.java at 1.51.0)
reaches a running node only through what any component of it publishes, and so does this module, which is
why the same commands work on an aeronkit node and on a Java one:

* the node's mark file (``cluster-mark.dat``) names its aeron dir, control channel, stream ids, member and
  cluster id;
* the driver's counters in ``cnc.dat``: node role (201), election state (207), module state (200), the
  cluster control toggle (202) and the node control toggle (233), found by type and cluster id;
* the control channel (IPC): a ClusterMembersQuery on the consensus module's stream (105), answered with a
  ClusterMembersExtendedResponse on the services' stream (104);
* the node's archive over its IPC control channel: the log recording's extent (``recovery-plan``) and a
  replay of the latest consensus module snapshot (``describe-latest-cm-snapshot``).

Lines are Java's (so scripts and the interop tests compare them); exit codes follow the offline commands:
0 done, 1 the command failed (Java exits -1) or ``is-leader`` on a node that is not the leader (Java 1),
2 bad arguments or a missing or damaged file (ToolError, one ``ERR:`` line). docs/cluster-tool.md.
"""

from __future__ import annotations

import enum
import time
from collections.abc import Iterator
from contextlib import contextmanager
from dataclasses import dataclass
from pathlib import Path
from typing import TYPE_CHECKING, TextIO

from aeronkit import config
from aeronkit.client import Aeron, FragmentAssembler
from aeronkit.client import Context as AeronContext
from aeronkit.client.controlled_fragment_assembler import ImageControlledFragmentAssembler
from aeronkit.client.header import ControlledPollAction, Header
from aeronkit.cluster import mark_file as cmf
from aeronkit.cluster.election_state import ElectionState, Role
from aeronkit.cluster.mark_file import ClusterMarkFile, ClusterMarkFileHeader
from aeronkit.cluster.module_counters import compare_and_set
from aeronkit.cluster.protocol import (
    CONSENSUS_MODULE_SNAPSHOT_TYPE_ID,
    ClusterControlToggle,
    ConsensusModuleState,
)
from aeronkit.cluster.recording_log import CONSENSUS_MODULE_SERVICE_ID, RECORDING_LOG_FILE_NAME, RecordingLog
from aeronkit.cluster.service.cluster_counters import find as find_counter
from aeronkit.cluster.snapshot_marker import SnapshotMarker
from aeronkit.cluster.tool_commands import (
    EXIT_FAILURE,
    EXIT_OK,
    ToolError,
    java_path,
    json_line,
    service_mark_files,
    services_dir,
    type_and_activity_line,
)
from aeronkit.cnc import CNC_FILE, CncFile
from aeronkit.codecs import cluster as codecs
from aeronkit.concurrent.atomic_buffer import AtomicBuffer
from aeronkit.concurrent.counters import NULL_COUNTER_ID, CountersReader
from aeronkit.concurrent.error_log import ErrorLogReader, ErrorObservation
from aeronkit.concurrent.mark_file import format_error_log
from aeronkit.constants import LONG_MIN, NULL_VALUE
from aeronkit.counter_types import CounterTypeId
from aeronkit.errors import AeronError
from aeronkit.idle import BackoffIdleStrategy

if TYPE_CHECKING:
    from aeronkit.archive.client import AeronArchive

TOOL_TIMEOUT_PROP = "aeron.cluster.tool.timeout"
"""ClusterTool.AERON_CLUSTER_TOOL_TIMEOUT_PROP_NAME: extra time (default 0) for queries and toggles."""
TOOL_REPLAY_CHANNEL_PROP = "aeron.cluster.tool.replay.channel"
TOOL_REPLAY_CHANNEL_DEFAULT = "aeron:ipc"
TOOL_REPLAY_STREAM_ID_PROP = "aeron.cluster.tool.replay.stream.id"
TOOL_REPLAY_STREAM_ID_DEFAULT = 103
QUERY_TIMEOUT_MIN_MS = 1_000
"""ClusterToolOperator waits at least one second for a ClusterMembersExtendedResponse."""
ARCHIVE_CONTROL_CHANNEL_PROP = "aeron.archive.control.channel"
ARCHIVE_CONTROL_RESPONSE_CHANNEL_PROP = "aeron.archive.control.response.channel"
TOOL_CLIENT_NAME = "cluster-tool"
REPLAY_START_TIMEOUT_S = 10.0
"""How long describe-latest-cm-snapshot waits for the replay's image (Java waits without a bound)."""
NOT_FOUND_LINE = f"{cmf.FILENAME} does not exist."

EXIT_NOT_LEADER = 1
"""``is-leader`` on a node that is not the leader (Java's 1; a missing mark file is 2 here, Java's -1)."""


class NodeControlToggle(enum.IntEnum):
    """NodeControl.ToggleState: the value of the node control toggle (type 233)."""

    INACTIVE = 0
    NEUTRAL = 1
    REPLICATE_STANDBY_SNAPSHOT = 2
    VALIDATE_RECORDING_LOG = 3


def tool_timeout_ms() -> int:
    """``aeron.cluster.tool.timeout`` in milliseconds (0 unless set), as ClusterTool.TIMEOUT_MS."""
    text = config.lookup(TOOL_TIMEOUT_PROP)
    return 0 if text is None else config.parse_duration_ns(TOOL_TIMEOUT_PROP, text) // 1_000_000


# -- what the mark file says -------------------------------------------------------------------------------


@dataclass(frozen=True)
class ControlProperties:
    """ClusterNodeControlProperties plus the cluster id: how to reach the node's consensus module."""

    member_id: int
    service_stream_id: int
    consensus_module_stream_id: int
    aeron_directory: str
    control_channel: str
    cluster_id: int

    @classmethod
    def of(cls, header: ClusterMarkFileHeader) -> ControlProperties:
        return cls(header.member_id, header.service_stream_id, header.consensus_module_stream_id,
                   header.aeron_directory, header.control_channel, header.cluster_id)


def _mark_path(cluster_dir: Path) -> Path:
    return cmf.resolve_mark_file_dir(cluster_dir, cmf.LINK_FILENAME) / cmf.FILENAME


def mark_file_header(cluster_dir: Path, out: TextIO) -> ClusterMarkFileHeader:
    """The consensus module's mark file header; Java's ``does not exist.`` line and a ToolError if absent."""
    path = _mark_path(cluster_dir)
    if not path.exists():
        out.write(NOT_FOUND_LINE + "\n")
        raise ToolError(f"mark file not found: {path.absolute()}")
    with ClusterMarkFile.open(path.parent) as mark:
        return mark.header()


@contextmanager
def _counters(aeron_dir: str, *, writable: bool = False) -> Iterator[tuple[CncFile, CountersReader]]:
    """The driver's counters, mapped from cnc.dat (the driver must be alive: stale counters lie)."""
    path = Path(aeron_dir) / CNC_FILE
    if not path.exists():
        raise ToolError(f"no media driver: {path} does not exist")
    cnc = CncFile.map(aeron_dir, writable=writable)
    try:
        if not cnc.is_driver_active():
            raise ToolError(f"the media driver of {aeron_dir} is not running (no heartbeat)")
        yield cnc, cnc.counters_reader()
    finally:
        cnc.close()


# -- is-leader ---------------------------------------------------------------------------------------------


def is_leader(cluster_dir: Path, out: TextIO) -> int:
    """0 when the node's role counter says LEADER and its election is CLOSED, else 1 (ClusterTool
    ``isLeader``: the last role and election-state counters in the driver, whatever their cluster id)."""
    header = mark_file_header(cluster_dir, out)
    role = election = NULL_VALUE
    with _counters(header.aeron_directory) as (_, reader):
        for counter_id, type_id in reader.allocated_ids():
            if type_id == CounterTypeId.CLUSTER_NODE_ROLE:
                role = reader.get_counter_value(counter_id)
            elif type_id == CounterTypeId.CLUSTER_ELECTION_STATE:
                election = reader.get_counter_value(counter_id)
    return EXIT_OK if role == Role.LEADER and election == ElectionState.CLOSED else EXIT_NOT_LEADER


# -- the ClusterMembersQuery over the control channel -------------------------------------------------------


@dataclass(frozen=True)
class ActiveMember:
    """One member of a ClusterMembersExtendedResponse, printed as Java's ClusterMember.toString."""

    member_id: int
    is_leader: bool
    leadership_term_id: int
    log_position: int
    time_of_last_append_position_ns: int
    ingress_endpoint: str
    consensus_endpoint: str
    log_endpoint: str
    catchup_endpoint: str
    archive_endpoint: str

    @property
    def endpoints(self) -> str:
        return ",".join((self.ingress_endpoint, self.consensus_endpoint, self.log_endpoint,
                         self.catchup_endpoint, self.archive_endpoint))

    def java_string(self) -> str:
        """ClusterMember.toString of a member ClusterControlAdapter built from the response: the fields the
        response does not carry keep their defaults (-1, false, null)."""
        return (
            f"ClusterMember{{id={self.member_id}, isBallotSent=false, "
            f"isLeader={'true' if self.is_leader else 'false'}, leadershipTermId={self.leadership_term_id}, "
            f"logPosition={self.log_position}, candidateTermId=-1, catchupReplaySessionId=-1, "
            f"correlationId=-1, timeOfLastAppendPositionNs={self.time_of_last_append_position_ns}, "
            f"ingressEndpoint='{self.ingress_endpoint}', consensusEndpoint='{self.consensus_endpoint}', "
            f"logEndpoint='{self.log_endpoint}', catchupEndpoint='{self.catchup_endpoint}', "
            f"archiveEndpoint='{self.archive_endpoint}', endpoints='{self.endpoints}', publication=null, "
            f"vote=null}}"
        )


@dataclass(frozen=True)
class ClusterMembership:
    current_time_ns: int
    leader_member_id: int
    member_id: int
    active_members: list[ActiveMember]

    def java_string(self) -> str:
        """The line ``list-members`` prints."""
        members = ", ".join(m.java_string() for m in self.active_members)
        return (f"currentTimeNs={self.current_time_ns}, leaderMemberId={self.leader_member_id}, "
                f"memberId={self.member_id}, activeMembers=[{members}]")


def query_cluster_members(props: ControlProperties, timeout_ms: int) -> ClusterMembership | None:
    """Ask the node's consensus module for its members over the control channel; None after ``timeout_ms``
    without the answer (ClusterToolOperator.queryClusterMembers, extended form)."""
    deadline = time.monotonic() + timeout_ms / 1000
    idle = BackoffIdleStrategy(1, 10, 1_000, 1_000_000)
    with Aeron.connect(AeronContext(aeron_dir=props.aeron_directory, client_name=TOOL_CLIENT_NAME)) as aeron:
        subscription = aeron.add_subscription(props.control_channel, props.service_stream_id)
        publication = aeron.add_publication(props.control_channel, props.consensus_module_stream_id)
        correlation_id = aeron.next_correlation_id()
        found: list[ClusterMembership] = []

        def on_fragment(buffer: memoryview, offset: int, length: int, header: Header) -> None:
            response = _members_response(buffer, offset, length, correlation_id)
            if response is not None:
                found.append(response)

        query = bytearray(codecs.HEADER_LENGTH + codecs.ClusterMembersQueryEncoder.BLOCK_LENGTH)
        e = codecs.ClusterMembersQueryEncoder().wrap_and_apply_header(query, 0)
        e.correlation_id = correlation_id
        e.extended = codecs.BooleanType.TRUE
        while publication.offer(query) < 0:
            if time.monotonic() > deadline:
                return None
            idle.idle(0)
        assembler = FragmentAssembler(on_fragment)
        while not found:
            if time.monotonic() > deadline:
                return None
            idle.idle(subscription.poll(assembler, 10))
        return found[0]


def _members_response(
    buffer: memoryview, offset: int, length: int, correlation_id: int
) -> ClusterMembership | None:
    header = codecs.MessageHeaderDecoder().wrap(buffer, offset, length=length)
    if header.schema_id != codecs.SCHEMA_ID:
        return None
    if header.template_id != codecs.ClusterMembersExtendedResponseDecoder.TEMPLATE_ID:
        return None
    body, body_length = offset + codecs.HEADER_LENGTH, length - codecs.HEADER_LENGTH
    d = codecs.ClusterMembersExtendedResponseDecoder().wrap(
        buffer, body, header.block_length, header.version, body_length)
    if d.correlation_id != correlation_id:
        return None
    fields = d.to_dict()
    leader = fields["leader_member_id"]
    members = [
        ActiveMember(m["member_id"], m["member_id"] == leader, m["leadership_term_id"], m["log_position"],
                     m["time_of_last_append_ns"], m["ingress_endpoint"], m["consensus_endpoint"],
                     m["log_endpoint"], m["catchup_endpoint"], m["archive_endpoint"])
        for m in fields["active_members"]
    ]
    return ClusterMembership(fields["current_time_ns"], leader, fields["member_id"], members)


def list_members(cluster_dir: Path, out: TextIO, as_json: bool = False) -> int:
    """Java's line, or with ``as_json`` the membership as one JSON object (members as a list)."""
    props = ControlProperties.of(mark_file_header(cluster_dir, out))
    membership = query_cluster_members(props, max(QUERY_TIMEOUT_MIN_MS, tool_timeout_ms()))
    if membership is None:
        out.write("timeout waiting for response from node\n")
        return EXIT_FAILURE
    if as_json:
        out.write(json_line(membership))
    else:
        out.write(membership.java_string() + "\n")
    return EXIT_OK


# -- toggles -----------------------------------------------------------------------------------------------


@dataclass(frozen=True)
class Toggle:
    """One control command: the toggle it sets and the module state it needs (ClusterToolOperator)."""

    target: ClusterControlToggle | NodeControlToggle
    expected_state: ConsensusModuleState
    is_leader_required: bool
    wait_for_neutral: bool
    default_timeout_ms: int

    @property
    def counter_type(self) -> CounterTypeId:
        if isinstance(self.target, NodeControlToggle):
            return CounterTypeId.NODE_CONTROL_TOGGLE
        return CounterTypeId.CLUSTER_CONTROL_TOGGLE


TOGGLES: dict[str, Toggle] = {
    "snapshot": Toggle(ClusterControlToggle.SNAPSHOT, ConsensusModuleState.ACTIVE, True, True, 30_000),
    "suspend": Toggle(ClusterControlToggle.SUSPEND, ConsensusModuleState.ACTIVE, True, False, 1_000),
    "resume": Toggle(ClusterControlToggle.RESUME, ConsensusModuleState.SUSPENDED, True, True, 1_000),
    "shutdown": Toggle(ClusterControlToggle.SHUTDOWN, ConsensusModuleState.ACTIVE, True, False, 1_000),
    "abort": Toggle(ClusterControlToggle.ABORT, ConsensusModuleState.ACTIVE, True, False, 1_000),
    "validate-recording-log": Toggle(
        NodeControlToggle.VALIDATE_RECORDING_LOG, ConsensusModuleState.ACTIVE, False, True, 30_000),
}


def _apply(values: AtomicBuffer, counter_id: int, target: ClusterControlToggle | NodeControlToggle) -> bool:
    """ToggleState.toggle: NEUTRAL -> target by compare-and-set; RESUME also from SUSPEND."""
    if target is ClusterControlToggle.RESUME and compare_and_set(
            values, counter_id, ClusterControlToggle.SUSPEND, ClusterControlToggle.RESUME):
        return True
    return compare_and_set(values, counter_id, ClusterControlToggle.NEUTRAL, int(target))


def _toggle_name(value: int) -> str:
    """ClusterControl.ToggleState.get(counter) as Java prints it in a failure line (for either toggle)."""
    try:
        return ClusterControlToggle(value).name
    except ValueError:
        return f"invalid toggle value: {value}"


def toggle(cluster_dir: Path, out: TextIO, command: str) -> int:
    """ClusterToolOperator.toggleState: query the node, check leadership and module state, set the toggle,
    and for snapshot, resume and validate-recording-log wait until the module has acted (NEUTRAL again)."""
    spec = TOGGLES[command]
    header = mark_file_header(cluster_dir, out)
    props = ControlProperties.of(header)
    timeout_ms = tool_timeout_ms()
    membership = query_cluster_members(props, max(QUERY_TIMEOUT_MIN_MS, timeout_ms))
    if membership is None:
        out.write("Timed out querying cluster.\n")
        return EXIT_FAILURE
    prefix = f"Member [{membership.member_id}]: "
    name = spec.target.name
    if spec.is_leader_required and membership.leader_member_id != membership.member_id:
        out.write(f"{prefix}Current node is not the leader (leaderMemberId = {membership.leader_member_id}), "
                  f"unable to {name}\n")
        return EXIT_FAILURE
    cnc_path = Path(props.aeron_directory) / CNC_FILE
    if not cnc_path.exists():
        out.write(
            f"{prefix}Unable to locate media driver. C`n`C file [{cnc_path.absolute()}] does not exist.\n")
        return EXIT_FAILURE
    with _counters(props.aeron_directory, writable=True) as (cnc, reader):
        state_id = find_counter(reader, CounterTypeId.CLUSTER_CONSENSUS_MODULE_STATE, props.cluster_id)
        if state_id == NULL_COUNTER_ID:
            out.write(f"{prefix}Unable to resolve state of consensus module.\n")
            return EXIT_FAILURE
        state = ConsensusModuleState(reader.get_counter_value(state_id))
        if state is not spec.expected_state:
            out.write(f"{prefix}Unable to {name} as the state of the consensus module is {state.name}, "
                      f"but needs to be {spec.expected_state.name}\n")
            return EXIT_FAILURE
        toggle_id = find_counter(reader, spec.counter_type, props.cluster_id)
        if toggle_id == NULL_COUNTER_ID:
            out.write(f"{prefix}Failed to find control toggle\n")
            return EXIT_FAILURE
        values = cnc.counters_values_buffer()
        if not _apply(values, toggle_id, spec.target):
            current = _toggle_name(reader.get_counter_value(toggle_id))
            out.write(f"{prefix}Failed to apply {name}, current toggle value = {current}\n")
            return EXIT_FAILURE
        if spec.wait_for_neutral:
            wait_ms = max(spec.default_timeout_ms, timeout_ms)
            deadline = time.monotonic() + wait_ms / 1000
            idle = BackoffIdleStrategy(1, 10, 1_000, 1_000_000)
            while reader.get_counter_value(toggle_id) != ClusterControlToggle.NEUTRAL:
                if time.monotonic() > deadline:
                    out.write(f"{prefix}Timed out after {wait_ms}ms waiting for {name} to complete.\n")
                    return EXIT_FAILURE
                idle.idle(0)
    out.write(f"{prefix}{name} applied successfully\n")
    return EXIT_OK


# -- errors ------------------------------------------------------------------------------------------------


def error_log_text(observations: list[ErrorObservation]) -> str:
    """CommonContext.printErrorLog at 1.51.0, including what it prints for an empty log: ``O distinct errors
    observed`` (a capital O, no full stop), where ``format_error_log`` prints the count line."""
    if not observations:
        return "\nO distinct errors observed\n"
    return format_error_log(observations)


def errors(cluster_dir: Path, out: TextIO) -> int:
    """Each mark file's error log (the consensus module's, then every service's) and the driver's."""
    path = _mark_path(cluster_dir)
    services = cluster_dir
    if path.exists():
        with ClusterMarkFile.open(path.parent) as mark:
            header = mark.header()
            out.write(type_and_activity_line(header) + "\n")
            out.write("Cluster component error log:\n")
            out.write(error_log_text(list(ErrorLogReader.observations(mark.error_buffer(), 0))))
            services = services_dir(cluster_dir, header, mark.acting_version)
        out.write("\n")
        out.write(f"Aeron driver error log (directory: {header.aeron_directory}):\n")
        try:
            cnc = CncFile.map(header.aeron_directory)
        except (AeronError, OSError) as ex:
            raise ToolError(f"cannot read the driver's cnc.dat in {header.aeron_directory}: {ex}") from None
        try:
            out.write(error_log_text(cnc.errors()))
        finally:
            cnc.close()
    else:
        out.write(NOT_FOUND_LINE + "\n")
    found = service_mark_files(services)
    for directory, name in found:  # Java opens them all (each logging its path), then prints each
        out.write(f"INFO: mark file exists: {java_path(directory, name)}\n")
    for directory, name in found:
        with ClusterMarkFile.open(directory, name) as service:
            out.write(type_and_activity_line(service.header()) + "\n")
            out.write("Cluster component error log:\n")
            out.write(error_log_text(list(ErrorLogReader.observations(service.error_buffer(), 0))))
    return EXIT_OK


# -- recording.log commands that need the archive -----------------------------------------------------------


@contextmanager
def _archive(aeron_dir: str) -> Iterator[AeronArchive]:
    """An Aeron client on the node's driver and an archive client over the archive's IPC control channel
    (``aeron.archive.control.channel``/``.response.channel`` when set, as Java's tool reads them)."""
    from aeronkit.archive.client import AeronArchive
    from aeronkit.archive.client import Context as ArchiveContext

    request = config.lookup(ARCHIVE_CONTROL_CHANNEL_PROP) or "aeron:ipc"
    response = config.lookup(ARCHIVE_CONTROL_RESPONSE_CHANNEL_PROP) or "aeron:ipc"
    with Aeron.connect(AeronContext(aeron_dir=aeron_dir, client_name=TOOL_CLIENT_NAME)) as aeron:
        ctx = ArchiveContext(aeron=aeron, control_request_channel=request, control_response_channel=response,
                             client_name=TOOL_CLIENT_NAME)
        with AeronArchive.connect(ctx) as archive:
            yield archive


def recovery_plan(cluster_dir: Path, out: TextIO, service_count: int) -> int:
    """RecordingLog.createRecoveryPlan with the archive's extent of the log recording, printed as Java's
    RecoveryPlan record."""
    from aeronkit.cluster.recovery_plan import RecoveryPlan

    header = mark_file_header(cluster_dir, out)
    with RecordingLog(cluster_dir) as log:
        file_plan = log.recovery_plan(service_count)
    descriptor = None
    if file_plan.log is not None:
        with _archive(header.aeron_directory) as archive:
            descriptor = archive.get_recording_descriptor(file_plan.log.recording_id)
    out.write(f"{RecoveryPlan.complete(file_plan, descriptor)}\n")
    return EXIT_OK


def invalidate_latest_snapshot(cluster_dir: Path, out: TextIO) -> int:
    path = cluster_dir / RECORDING_LOG_FILE_NAME
    if not path.is_file():
        raise ToolError(f"recording log not found: {path.absolute()}")
    with RecordingLog(cluster_dir) as log:
        done = log.invalidate_latest_snapshot()
    out.write(f" invalidate latest snapshot: {'true' if done else 'false'}\n")
    return EXIT_OK if done else EXIT_FAILURE


# -- describe-latest-cm-snapshot ---------------------------------------------------------------------------


_JAVA_TIME_UNITS = {
    codecs.ClusterTimeUnit.MILLIS: "MILLISECONDS",
    codecs.ClusterTimeUnit.MICROS: "MICROSECONDS",
    codecs.ClusterTimeUnit.NANOS: "NANOSECONDS",
}


def hex_dump(data: bytes) -> str:
    """ConsensusModuleSnapshotPrinter.formatHexDump: 16 bytes a row after a decimal offset, then the row as
    UTF-8 text with line breaks turned into spaces."""
    rows = []
    for row in range(0, len(data), 16):
        chunk = data[row:row + 16]
        cells = "".join(f"{b:02x} " for b in chunk) + "   " * (16 - len(chunk))
        text = chunk.decode("utf-8", errors="replace").replace("\r\n", " ").replace("\n", " ")
        rows.append(f"{row:06d}:  {cells}  |  {text}\n")
    return "".join(rows)


class SnapshotPrinter:
    """Prints a consensus module snapshot as ClusterTool's ConsensusModuleSnapshotPrinter, fed by the image
    the way ConsensusModuleSnapshotAdapter reads it (one reassembled message at a time, BREAK at END).

    cluster-cm's SnapshotLoader hands its listener decoded fields only, while this printer also shows each
    record's place and bytes, hence its own small reader."""

    def __init__(self, out: TextIO) -> None:
        self.out = out
        self.is_done = False
        self._in_snapshot = False
        self.assembler = ImageControlledFragmentAssembler(self.on_fragment)

    def on_fragment(
        self, buffer: memoryview, offset: int, length: int, header: Header
    ) -> ControlledPollAction:
        message = memoryview(buffer)[offset:offset + length]
        h = codecs.MessageHeaderDecoder().wrap(message, 0)
        if h.schema_id != codecs.SCHEMA_ID:
            raise ToolError(f"expected schemaId={codecs.SCHEMA_ID}, actual={h.schema_id}", EXIT_FAILURE)
        body, block, version = codecs.HEADER_LENGTH, h.block_length, h.version
        template = h.template_id
        out = self.out
        if template == codecs.SessionMessageHeaderDecoder.TEMPLATE_ID:
            s = codecs.SessionMessageHeaderDecoder().wrap(message, body, block, version)
            out.write(f"Pending Message: length={length} clusterSessionId={s.cluster_session_id}\n")
        elif template == codecs.SnapshotMarkerDecoder.TEMPLATE_ID:
            return self._marker(SnapshotMarker.decode(message), message, offset, length)
        elif template == codecs.ClusterSessionDecoder.TEMPLATE_ID:
            c = codecs.ClusterSessionDecoder().wrap(message, body, block, version)
            reason = c.close_reason
            out.write(
                f"Cluster Session: clusterSessionId={c.cluster_session_id} correlationId={c.correlation_id} "
                f"openedLogPosition={c.opened_log_position} timeOfLastActivity={c.time_of_last_activity} "
                f"closeReason={getattr(reason, 'name', reason)} responseStreamId={c.response_stream_id} "
                f"responseChannel={c.response_channel}\n")
        elif template == codecs.TimerDecoder.TEMPLATE_ID:
            t = codecs.TimerDecoder().wrap(message, body, block, version)
            out.write(f"Timer: correlationId={t.correlation_id} deadline={t.deadline}\n")
        elif template == codecs.ConsensusModuleDecoder.TEMPLATE_ID:
            m = codecs.ConsensusModuleDecoder().wrap(message, body, block, version)
            out.write(
                f"Consensus Module State: nextSessionId={m.next_session_id} "
                f"nextServiceSessionId={_long(m.next_service_session_id)} "
                f"logServiceSessionId={_long(m.log_service_session_id)} "
                f"pendingMessageCapacity={m.pending_message_capacity or 0}\n")
            out.write(hex_dump(bytes(message)) + "\n")
        elif template == codecs.PendingMessageTrackerDecoder.TEMPLATE_ID:
            p = codecs.PendingMessageTrackerDecoder().wrap(message, body, block, version)
            out.write(
                f"Pending Message Tracker: nextServiceSessionId={p.next_service_session_id} "
                f"logServiceSessionId={p.log_service_session_id} "
                f"pendingMessageCapacity={p.pending_message_capacity or 0} serviceId={p.service_id}\n")
        return ControlledPollAction.CONTINUE

    def _marker(
        self, marker: SnapshotMarker, message: memoryview, offset: int, length: int
    ) -> ControlledPollAction:
        if marker.type_id != CONSENSUS_MODULE_SNAPSHOT_TYPE_ID:
            raise ToolError(f"unexpected snapshot type: {marker.type_id}", EXIT_FAILURE)
        if marker.mark == codecs.SnapshotMark.BEGIN:
            if self._in_snapshot:
                raise ToolError("already in snapshot", EXIT_FAILURE)
            self._in_snapshot = True
            self.out.write(f"Snapshot: appVersion={marker.app_version} "
                           f"timeUnit={_JAVA_TIME_UNITS[marker.effective_time_unit]}\n")
        elif marker.mark == codecs.SnapshotMark.END:
            if not self._in_snapshot:
                raise ToolError("missing begin snapshot", EXIT_FAILURE)
            self.out.write(f"End Snapshot, offset={offset}, length={length}\n")
            self.out.write(hex_dump(bytes(message)) + "\n")
            self.is_done = True
            return ControlledPollAction.BREAK
        return ControlledPollAction.CONTINUE


def _long(value: int | None) -> int:
    """An optional int64 as Java's decoder returns it: its null value rather than None."""
    return LONG_MIN if value is None else value


def describe_latest_cm_snapshot(cluster_dir: Path, out: TextIO) -> int:
    """Replay the newest valid consensus module snapshot from the node's archive and print its records."""
    path = cluster_dir / RECORDING_LOG_FILE_NAME
    if not path.is_file():
        raise ToolError(f"recording log not found: {path.absolute()}")
    with RecordingLog(cluster_dir) as log:
        entry = log.latest_snapshot(CONSENSUS_MODULE_SERVICE_ID)
    if entry is None:
        out.write("Snapshot not found\n")
        return EXIT_FAILURE
    props = ControlProperties.of(mark_file_header(cluster_dir, out))
    channel = config.get_str(TOOL_REPLAY_CHANNEL_PROP, TOOL_REPLAY_CHANNEL_DEFAULT)
    stream_id = int(config.get_str(TOOL_REPLAY_STREAM_ID_PROP, str(TOOL_REPLAY_STREAM_ID_DEFAULT)))
    idle = BackoffIdleStrategy(1, 10, 1_000, 1_000_000)
    with _archive(props.aeron_directory) as archive:
        subscription = archive.replay(entry.recording_id, channel, stream_id, position=0, length=NULL_VALUE)
        try:
            session_id = archive.last_replay_session_id & 0xFFFF_FFFF
            session_id = session_id - (1 << 32) if session_id >= 1 << 31 else session_id
            deadline = time.monotonic() + REPLAY_START_TIMEOUT_S + tool_timeout_ms() / 1000
            while (image := subscription.image_by_session_id(session_id)) is None:
                if time.monotonic() > deadline:
                    raise ToolError(
                        f"no replay of snapshot recording {entry.recording_id} on {channel} "
                        f"stream {stream_id}", EXIT_FAILURE)
                idle.idle(0)
            printer = SnapshotPrinter(out)
            while not printer.is_done:
                fragments = image.controlled_poll(printer.assembler, 10)
                if fragments == 0:
                    if image.is_closed:
                        raise ToolError(f"snapshot ended unexpectedly: {image}", EXIT_FAILURE)
                    idle.idle(0)
            out.write(f"Consensus Module Snapshot End: memberId={props.member_id} "
                      f"recordingId={entry.recording_id} length={image.position}\n")
        finally:
            subscription.close()
    return EXIT_OK
