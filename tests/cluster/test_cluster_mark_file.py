"""Cluster mark files: field round trips, liveness, damage, and interop with Aeron Java and ClusterTool."""

from __future__ import annotations

import random
import re
import struct
import subprocess
import tempfile
from pathlib import Path
from typing import Any

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st
from support.java import compiled_classes

from aeronkit.cluster import mark_file as cmf
from aeronkit.cluster.mark_file import ClusterComponentType, ClusterMarkFile
from aeronkit.cluster.node_state_file import CandidateTerm, NodeStateFile
from aeronkit.concurrent.error_log import DistinctErrorLog, ErrorLogReader
from aeronkit.errors import ConfigurationError, CorruptFileError
from aeronkit.interop.java import JavaToolchain

JAVA_SOURCES = Path(__file__).resolve().parent / "java_nodes"
MAIN = "ClusterNodeFiles"
FIELD_RE = re.compile(r"(\w+)=('[^']*'|[^|\n]*)")

int32 = st.integers(min_value=-(2**31), max_value=2**31 - 1)
int64 = st.integers(min_value=-(2**63), max_value=2**63 - 1)
ascii_text = st.text(st.characters(min_codepoint=32, max_codepoint=126), max_size=200)
INT_PROPERTIES = (
    "archive_stream_id",
    "service_stream_id",
    "consensus_module_stream_id",
    "ingress_stream_id",
    "member_id",
    "service_id",
    "cluster_id",
)
STRING_PROPERTIES = (
    "aeron_directory",
    "control_channel",
    "ingress_channel",
    "service_name",
    "authenticator",
    "services_cluster_dir",
)


def camel(name: str) -> str:
    head, *rest = name.split("_")
    return head + "".join(part.title() for part in rest)


def run_java(java: JavaToolchain, *args: str, main: str = MAIN) -> str:
    """Run a Java main to completion (it exits by itself; the timeout kills it) and return its stdout."""
    classes = compiled_classes(java, JAVA_SOURCES, "cluster-node-files")
    proc = subprocess.run(
        java.java_command(main, *args, classpath=[classes]), capture_output=True, text=True, timeout=60
    )
    assert proc.returncode == 0, proc.stdout + proc.stderr
    return proc.stdout


def parse_lines(stdout: str) -> dict[str, str]:
    return dict(line.split("=", 1) for line in stdout.splitlines() if "=" in line)


def create(path: Path, now_ms: int = 1_000, **kwargs: Any) -> ClusterMarkFile:
    return ClusterMarkFile.create(path, ClusterComponentType.CONSENSUS_MODULE, now_ms=now_ms, **kwargs)


def properties(rng: random.Random, service_id: int) -> dict[str, Any]:
    values: dict[str, Any] = {name: rng.randint(-(2**31), 2**31 - 1) for name in INT_PROPERTIES}
    values["service_id"] = service_id
    port = rng.randint(1024, 65535)
    values.update(
        aeron_directory=f"/dev/shm/aeron-{rng.randint(0, 10**9)}",
        control_channel=f"aeron:ipc?term-length=64k|alias=ctl{rng.randint(0, 99)}",
        ingress_channel=f"aeron:udp?endpoint=127.0.0.1:{port}",
        service_name=f"svc-{rng.randint(0, 10**6)}",
        authenticator=f"io.example.Auth{rng.randint(0, 99)}",
        services_cluster_dir="",
    )
    return values


def ready_pair(tmp: Path, rng: random.Random) -> dict[str, dict[str, Any]]:
    """Python writes node-state.dat, cluster-mark.dat and one service's mark file with random values."""
    expected: dict[str, dict[str, Any]] = {}
    with NodeStateFile(tmp) as state:
        term = (rng.randint(0, 2**62), rng.randint(0, 2**62), rng.randint(1, 2**41))
        state.update_candidate_term_id(*term)
        expected["node"] = {"candidate_term_id": term[0], "log_position": term[1], "timestamp": term[2]}
    service_id = rng.randint(0, 7)
    for prefix, name, kind in (
        ("cm", cmf.FILENAME, ClusterComponentType.CONSENSUS_MODULE),
        ("svc", cmf.mark_filename_for_service(service_id), ClusterComponentType.CONTAINER),
    ):
        start = rng.randint(1_600_000_000_000, 1_800_000_000_000)
        pid = rng.randint(1, 2**22)
        with ClusterMarkFile.create(tmp / name, kind, now_ms=start, pid=pid) as mark:
            props = properties(rng, service_id if prefix == "svc" else -1)
            mark.write_properties(**props)
            activity = start + rng.randint(0, 10_000)
            mark.signal_ready(activity)
        expected[prefix] = dict(
            props,
            version=cmf.SEMANTIC_VERSION,
            component_type=kind.name,
            activity_timestamp=activity,
            start_timestamp=start,
            pid=pid,
            candidate_term_id=-1,
            header_length=cmf.HEADER_LENGTH,
            error_buffer_length=cmf.ERROR_BUFFER_MIN_LENGTH,
        )
    expected["svc"]["service_id_value"] = service_id
    return expected


# -- pure Python ---------------------------------------------------------------------------------------


@settings(max_examples=40, deadline=None)
@given(
    st.sampled_from(list(ClusterComponentType)[:5]),
    st.fixed_dictionaries({name: int32 for name in INT_PROPERTIES}),
    st.fixed_dictionaries({name: ascii_text for name in STRING_PROPERTIES}),
    int64,
    # 0 means "never ticked" (open refuses it); Long.MAX_VALUE means "activation in progress".
    st.integers(min_value=-(2**63), max_value=2**63 - 2).filter(lambda v: v != 0),
    st.integers(min_value=0, max_value=2**63 - 1),
)
def test_every_field_round_trips(
    kind: ClusterComponentType,
    ints: dict[str, int],
    strings: dict[str, str],
    start: int,
    activity: int,
    pid: int,
) -> None:
    with tempfile.TemporaryDirectory() as tmp:
        path = Path(tmp, cmf.FILENAME)
        with ClusterMarkFile.create(path, kind, now_ms=start, pid=pid) as mark:
            mark.write_properties(**ints, **strings)
            mark.signal_ready(activity)
        with ClusterMarkFile.open(tmp) as mark:
            header = mark.header()
        assert header.component_type == kind
        assert (header.version, header.start_timestamp, header.pid) == (cmf.SEMANTIC_VERSION, start, pid)
        assert header.activity_timestamp == activity
        assert header.candidate_term_id == -1
        assert (header.header_length, header.error_buffer_length) == (8192, cmf.ERROR_BUFFER_MIN_LENGTH)
        for name, value in {**ints, **strings}.items():
            assert getattr(header, name) == value, name
        raw = path.read_bytes()
        # Independent of the codec: the message header and the fixed offsets Aeron documents.
        assert struct.unpack_from("<HHHH", raw, 0) == (128, 200, 110, 2)
        assert struct.unpack_from("<iiqqqq", raw, 8) == (cmf.SEMANTIC_VERSION, kind, activity, start, pid, -1)
        assert struct.unpack_from("<i", raw, 8 + 72)[0] == ints["cluster_id"]
        first = strings["aeron_directory"].encode()
        assert raw[136 : 140 + len(first)] == struct.pack("<I", len(first)) + first


def test_file_length_is_header_plus_error_log_rounded_to_the_page(tmp_path: Path) -> None:
    length = cmf.ERROR_BUFFER_MIN_LENGTH + 12_345
    with create(tmp_path / cmf.FILENAME, error_buffer_length=length, file_page_size=65536) as mark:
        errors = mark.error_buffer()
        assert len(errors) == length
        errors.close()
    size = (tmp_path / cmf.FILENAME).stat().st_size
    assert size % 65536 == 0
    assert size - 65536 < cmf.HEADER_LENGTH + length <= size


def test_file_names() -> None:
    assert cmf.FILENAME == "cluster-mark.dat"
    assert cmf.LINK_FILENAME == "cluster-mark.lnk"
    assert cmf.mark_filename_for_service(3) == "cluster-mark-service-3.dat"
    assert cmf.link_filename_for_service(11) == "cluster-mark-service-11.lnk"
    assert cmf.is_service_mark_file(cmf.mark_filename_for_service(0))
    assert not cmf.is_service_mark_file(cmf.FILENAME)


@settings(max_examples=30, deadline=None)
@given(
    st.integers(min_value=1_600_000_000_000, max_value=1_900_000_000_000),  # epoch ms, as Aeron's clocks
    st.integers(min_value=1, max_value=60_000),
    st.integers(min_value=-100_000, max_value=100_000),
)
def test_live_mark_file_is_refused_until_its_timestamp_is_old(last_beat: int, timeout: int, age: int) -> None:
    with tempfile.TemporaryDirectory() as tmp:
        path = Path(tmp, cmf.FILENAME)
        with create(path, now_ms=last_beat) as mark:
            mark.signal_ready(last_beat)
            mark.update_activity_timestamp(last_beat)
            assert mark.is_active(last_beat + age, timeout) == (age <= timeout)
        now = last_beat + age
        if age < timeout:
            with pytest.raises(ConfigurationError, match="active mark file detected") as info:
                create(path, now_ms=now, timeout_ms=timeout)
            assert str(path) in str(info.value)
            with ClusterMarkFile.open(tmp) as mark:
                assert mark.activity_timestamp == last_beat  # a refused starter changes nothing
        else:
            with create(path, now_ms=now, timeout_ms=timeout) as mark:
                assert mark.activity_timestamp == cmf.ACTIVATION_IN_PROGRESS_TIMESTAMP
                assert mark.header().start_timestamp == now


def test_terminated_and_failed_starts_can_be_taken_over_at_once(tmp_path: Path) -> None:
    path = tmp_path / cmf.FILENAME
    now = 1_763_700_000_000
    with create(path, now_ms=now) as mark:
        mark.signal_ready(now)
        mark.signal_terminated()
        assert mark.activity_timestamp == -1
        assert mark.version == cmf.SEMANTIC_VERSION
    with create(path, now_ms=now + 1) as mark:
        assert mark.previous_version == cmf.SEMANTIC_VERSION
        mark.signal_failed_start()
        assert (mark.version, mark.activity_timestamp) == (cmf.VERSION_FAILED, -1)
    with create(path, now_ms=now + 2) as mark:
        assert mark.previous_version == cmf.VERSION_FAILED
        mark.signal_ready(now + 2)
        assert mark.version == cmf.SEMANTIC_VERSION


def test_take_over_keeps_candidate_term_and_saves_then_clears_the_error_log(tmp_path: Path) -> None:
    path = tmp_path / cmf.FILENAME
    now = 1_763_700_000_000
    with create(path, now_ms=now) as mark:
        mark.signal_ready(now)
        struct.pack_into("<q", mark._map, 8 + cmf.CANDIDATE_TERM_ID_OFFSET, 77)
        errors = mark.error_buffer()
        log = DistinctErrorLog(errors, epoch_clock=lambda: now)
        assert log.record("java.lang.IllegalStateException: election timed out")
        assert log.record("java.lang.IllegalStateException: election timed out")
        errors.close()
    with create(path, now_ms=now + cmf.LIVENESS_TIMEOUT_MS) as mark:
        assert mark.candidate_term_id == 77
        errors = mark.error_buffer()
        assert not ErrorLogReader.has_errors(errors)
        errors.close()
        saved = mark.saved_errors_path
        mark.signal_terminated()  # else the 'activation in progress' sentinel keeps the file looking live
    assert saved is not None and saved.parent == tmp_path
    assert saved.name.startswith("CONSENSUS_MODULE-") and saved.name.endswith("-error.log")
    text = saved.read_text()
    assert "2 observations" in text and "election timed out" in text
    with create(path, now_ms=now + 3 * cmf.LIVENESS_TIMEOUT_MS) as mark:
        assert mark.saved_errors_path is None  # nothing new to keep


@pytest.mark.parametrize(
    ("existing", "wanted", "allowed"),
    [
        (ClusterComponentType.BACKUP, ClusterComponentType.CONSENSUS_MODULE, True),
        (ClusterComponentType.CONSENSUS_MODULE, ClusterComponentType.BACKUP, False),
        (ClusterComponentType.CONTAINER, ClusterComponentType.CONSENSUS_MODULE, False),
        (ClusterComponentType.UNKNOWN, ClusterComponentType.CONTAINER, True),
        (ClusterComponentType.CONTAINER, ClusterComponentType.CONTAINER, True),
    ],
)
def test_component_type_must_match_on_reuse(
    tmp_path: Path, existing: ClusterComponentType, wanted: ClusterComponentType, allowed: bool
) -> None:
    path = tmp_path / cmf.FILENAME
    stopped_at = 1_763_700_000_000
    with ClusterMarkFile.create(path, existing, now_ms=stopped_at) as mark:
        mark.signal_ready(stopped_at)
    later = stopped_at + cmf.LIVENESS_TIMEOUT_MS
    if allowed:
        with ClusterMarkFile.create(path, wanted, now_ms=later) as mark:
            assert mark.header().component_type == wanted
    else:
        with pytest.raises(ConfigurationError, match=f"type {existing.name} not same as required"):
            ClusterMarkFile.create(path, wanted, now_ms=later)
        with ClusterMarkFile.open(tmp_path) as mark:  # the refusal left the file as it was
            assert (mark.activity_timestamp, mark.header().component_type) == (stopped_at, existing)


@pytest.mark.parametrize("major", [1, 2, 200])
def test_wrong_major_version_is_refused_naming_the_path(tmp_path: Path, major: int) -> None:
    path = tmp_path / cmf.FILENAME
    with create(path) as mark:
        mark.signal_ready(1_000)
    with open(path, "r+b") as f:
        f.seek(8)
        f.write(struct.pack("<i", major << 16))
    with pytest.raises(CorruptFileError, match=f"major version {major} does not match") as info:
        ClusterMarkFile.open(tmp_path)
    assert str(path) in str(info.value)
    with pytest.raises(CorruptFileError, match=f"major version {major}"):
        create(path, now_ms=10**9)


def test_uninitialised_or_truncated_files_are_refused(tmp_path: Path) -> None:
    path = tmp_path / cmf.FILENAME
    create(path).close()  # never signalled ready: version 0
    with pytest.raises(CorruptFileError, match="not initialised"):
        ClusterMarkFile.open(tmp_path)
    with open(path, "r+b") as f:
        f.truncate(100)
    with pytest.raises(CorruptFileError, match="truncated") as info:
        ClusterMarkFile.open(tmp_path)
    assert str(path) in str(info.value)
    other = tmp_path / "b"
    with create(other / cmf.FILENAME) as mark:
        mark.signal_ready(1)
    with open(other / cmf.FILENAME, "r+b") as f:
        f.truncate(cmf.HEADER_LENGTH + 10)
    with pytest.raises(CorruptFileError, match="truncated"):
        ClusterMarkFile.open(other)
    with pytest.raises(CorruptFileError, match="not found"):
        ClusterMarkFile.open(tmp_path / "nowhere")


@settings(max_examples=60, deadline=None)
@given(st.lists(st.tuples(st.integers(0, 400), st.integers(0, 255)), min_size=1, max_size=8))
def test_damaged_headers_decode_or_fail_cleanly(damage: list[tuple[int, int]]) -> None:
    with tempfile.TemporaryDirectory() as tmp:
        path = Path(tmp, cmf.FILENAME)
        with create(path) as mark:
            mark.write_properties(**properties(random.Random(1), -1))
            mark.signal_ready(2_000)
        with open(path, "r+b") as f:
            for offset, value in damage:
                f.seek(offset)
                f.write(bytes([value]))
        try:
            mark = ClusterMarkFile.open(tmp)
        except CorruptFileError as ex:
            assert str(path) in str(ex)
        else:
            with mark:
                assert mark.header().header_length == cmf.HEADER_LENGTH


def test_bad_configuration_is_refused(tmp_path: Path) -> None:
    with pytest.raises(ConfigurationError, match="errorBufferLength"):
        create(tmp_path / cmf.FILENAME, error_buffer_length=1024)
    with pytest.raises(ConfigurationError, match="page size"):
        create(tmp_path / cmf.FILENAME, file_page_size=5000)
    with create(tmp_path / cmf.FILENAME) as mark:
        too_long = {name: "" for name in STRING_PROPERTIES} | {"aeron_directory": "x" * 8100}
        with pytest.raises(ConfigurationError, match="headerLength"):
            mark.write_properties(**dict.fromkeys(INT_PROPERTIES, 0), **too_long)
        with pytest.raises(ConfigurationError, match="ASCII"):
            mark.write_properties(**dict.fromkeys(INT_PROPERTIES, 0), **(too_long | {"aeron_directory": "é"}))
        mark.signal_ready(1)
    with ClusterMarkFile.open(tmp_path) as mark, pytest.raises(ConfigurationError, match="read-only"):
        mark.update_activity_timestamp(2)
    mark.close()
    assert mark.is_closed
    assert (mark.activity_timestamp, mark.candidate_term_id, mark.member_id) == (-1, -1, -1)
    with pytest.raises(ConfigurationError, match="closed"):
        mark.header()


def test_member_and_cluster_id_update_in_place(tmp_path: Path) -> None:
    with create(tmp_path / cmf.FILENAME) as mark:
        mark.write_properties(**properties(random.Random(2), -1))
        mark.member_id, mark.cluster_id = 4, 9
        mark.signal_ready(10)
    with ClusterMarkFile.open(tmp_path) as mark:
        assert (mark.member_id, mark.cluster_id) == (4, 9)
        assert (mark.header().member_id, mark.header().cluster_id) == (4, 9)


# -- Aeron Java ----------------------------------------------------------------------------------------


def java_value(value: Any) -> str:
    return value.name if isinstance(value, ClusterComponentType) else str(value)


@pytest.mark.java
def test_java_writes_python_reads(java: JavaToolchain, tmp_path: Path) -> None:
    rng = random.Random(20251121)
    service_id = rng.randint(0, 5)
    args = {
        "candidateTermId": rng.randint(0, 2**60),
        "logPosition": rng.randint(0, 2**60),
        "timestamp": rng.randint(1, 2**41),
    }
    expected: dict[str, dict[str, Any]] = {}
    for prefix, sid in (("cm", -1), ("svc", service_id)):
        props = properties(rng, sid)
        props["services_cluster_dir"] = str(tmp_path) if prefix == "cm" else ""
        start = rng.randint(1_600_000_000_000, 1_800_000_000_000)
        extra = {
            "start_timestamp": start,
            "activity_timestamp": start + rng.randint(0, 1000),
            "pid": rng.randint(1, 2**22),
            "candidate_term_id": rng.randint(0, 2**40),
        }
        expected[prefix] = props | extra
        args.update({f"{prefix}.{camel(k)}": v for k, v in expected[prefix].items()})
    run_java(java, "write", str(tmp_path), *(f"{k}={v}" for k, v in args.items()))

    with NodeStateFile(tmp_path, create=False) as state:
        assert state.candidate_term() == CandidateTerm(
            args["candidateTermId"], args["timestamp"], args["logPosition"]
        )
    for prefix, name, kind in (
        ("cm", cmf.FILENAME, ClusterComponentType.CONSENSUS_MODULE),
        ("svc", cmf.mark_filename_for_service(service_id), ClusterComponentType.CONTAINER),
    ):
        with ClusterMarkFile.open(tmp_path, name) as mark:
            header = mark.header()
            assert mark.candidate_term_id == expected[prefix]["candidate_term_id"]
        assert header.component_type == kind
        assert header.version == cmf.SEMANTIC_VERSION
        assert (header.header_length, header.error_buffer_length) == (8192, cmf.ERROR_BUFFER_MIN_LENGTH)
        for key, value in expected[prefix].items():
            assert getattr(header, key) == value, (prefix, key)
        assert (tmp_path / name).stat().st_size == cmf.HEADER_LENGTH + cmf.ERROR_BUFFER_MIN_LENGTH
    # We can take Java's stale file over, and Java's values survive where Aeron keeps them.
    with ClusterMarkFile.create(
        tmp_path / cmf.FILENAME, ClusterComponentType.CONSENSUS_MODULE, now_ms=2_000_000_000_000
    ) as mark:
        assert mark.candidate_term_id == expected["cm"]["candidate_term_id"]


@pytest.mark.java
def test_python_writes_java_and_cluster_tool_read(java: JavaToolchain, tmp_path: Path) -> None:
    expected = ready_pair(tmp_path, random.Random(7))
    service_id = expected["svc"]["service_id_value"]
    seen = parse_lines(run_java(java, "read", str(tmp_path), str(service_id)))
    node = expected["node"]
    assert seen["node.candidateTermId"] == str(node["candidate_term_id"])
    assert seen["node.logPosition"] == str(node["log_position"])
    assert seen["node.timestamp"] == str(node["timestamp"])
    for prefix in ("cm", "svc"):
        for key, value in expected[prefix].items():
            if key != "service_id_value":
                assert seen[f"{prefix}.{camel(key)}"] == java_value(value), (prefix, key)
        assert seen[f"{prefix}.errorBufferCapacity"] == str(cmf.ERROR_BUFFER_MIN_LENGTH)

    tool = "io.aeron.cluster.ClusterTool"
    assert run_java(java, str(tmp_path), "pid", main=tool).strip() == str(expected["cm"]["pid"])
    described = run_java(java, str(tmp_path), "describe", main=tool)
    headers = [line for line in described.splitlines() if line.startswith("[MarkFileHeader]")]
    assert len(headers) == 2, described
    types = re.findall(r"^Type: (\w+) ", described, re.MULTILINE)
    assert types == ["CONSENSUS_MODULE", "CONTAINER"], described
    for prefix, line in zip(("cm", "svc"), headers, strict=True):
        fields = {k: v.strip("'") for k, v in FIELD_RE.findall(line.split(":", 1)[1])}
        for key, value in expected[prefix].items():
            if key != "service_id_value":
                assert fields[camel(key)] == java_value(value), (prefix, key, line)


@pytest.mark.java
def test_java_refuses_our_live_file_and_takes_over_our_stopped_one(
    java: JavaToolchain, tmp_path: Path
) -> None:
    now = 1_763_700_000_000
    live, stopped, other = "live.dat", "stopped.dat", cmf.mark_filename_for_service(0)
    for name, kind in ((live, "CONSENSUS_MODULE"), (stopped, "CONSENSUS_MODULE"), (other, "CONTAINER")):
        with ClusterMarkFile.create(tmp_path / name, ClusterComponentType[kind], now_ms=now) as mark:
            struct.pack_into("<q", mark._map, 8 + cmf.CANDIDATE_TERM_ID_OFFSET, 31)
            mark.signal_ready(now)
            if name != live:
                mark.signal_terminated()
    seen = parse_lines(
        run_java(
            java,
            "claim",
            str(tmp_path),
            str(now + 5_000),
            f"CONSENSUS_MODULE:{live}",
            f"CONSENSUS_MODULE:{stopped}",
            f"CONSENSUS_MODULE:{other}",
        )
    )
    assert seen[f"claim.{live}"].startswith("refused:active mark file detected"), seen
    assert seen[f"claim.{stopped}"] == "ok:31", seen  # Aeron keeps the legacy candidate term on take-over
    assert "CONTAINER not same as required type CONSENSUS_MODULE" in seen[f"claim.{other}"], seen
    # And we refuse Java's freshly claimed file in turn, then read what Java wrote.
    with pytest.raises(ConfigurationError, match="active mark file detected"):
        create(tmp_path / stopped, now_ms=now + 6_000)
    with ClusterMarkFile.open(tmp_path, stopped) as mark:
        header = mark.header()
    assert (header.start_timestamp, header.activity_timestamp) == (now + 5_000, now + 5_000)
    assert header.component_type == ClusterComponentType.CONSENSUS_MODULE


def test_an_unfinished_activation_keeps_other_starters_out(tmp_path: Path) -> None:
    """A take-over that never signals leaves Long.MAX_VALUE in the timestamp, which reads as live."""
    path = tmp_path / cmf.FILENAME
    now = 1_763_700_000_000
    with create(path, now_ms=now) as mark:
        mark.signal_terminated()
    create(path, now_ms=now + 1).close()  # claimed, then abandoned before signal_ready
    with pytest.raises(
        ConfigurationError, match=f"activity timestamp {cmf.ACTIVATION_IN_PROGRESS_TIMESTAMP}"
    ):
        create(path, now_ms=now + 10 * cmf.LIVENESS_TIMEOUT_MS)


def test_link_files_point_at_the_mark_file_directory(tmp_path: Path) -> None:
    cluster_dir, mark_dir = tmp_path / "cluster", tmp_path / "marks"
    cluster_dir.mkdir()
    with create(mark_dir / cmf.FILENAME) as mark:
        mark.signal_ready(5)
    cmf.ensure_mark_file_link(cluster_dir, mark_dir / cmf.FILENAME, cmf.LINK_FILENAME)
    assert (cluster_dir / cmf.LINK_FILENAME).read_text() == str(mark_dir.resolve())
    assert cmf.resolve_mark_file_dir(cluster_dir) == mark_dir.resolve()
    with ClusterMarkFile.open(cmf.resolve_mark_file_dir(cluster_dir)) as mark:
        assert mark.activity_timestamp == 5
    # Moving the mark file home removes the link again.
    cmf.ensure_mark_file_link(cluster_dir, cluster_dir / cmf.FILENAME, cmf.LINK_FILENAME)
    assert not (cluster_dir / cmf.LINK_FILENAME).exists()
    assert cmf.resolve_mark_file_dir(cluster_dir) == cluster_dir
    (cluster_dir / cmf.LINK_FILENAME).write_bytes(b"\xff/bad")
    with pytest.raises(CorruptFileError, match="not ASCII"):
        cmf.resolve_mark_file_dir(cluster_dir)


@pytest.mark.java
def test_cluster_tool_follows_our_link_file(java: JavaToolchain, tmp_path: Path) -> None:
    cluster_dir, mark_dir = tmp_path / "cluster", tmp_path / "marks"
    cluster_dir.mkdir()
    with create(mark_dir / cmf.FILENAME, pid=4242) as mark:
        mark.write_properties(**properties(random.Random(3), -1))
        mark.signal_ready(1_000)
    cmf.ensure_mark_file_link(cluster_dir, mark_dir / cmf.FILENAME, cmf.LINK_FILENAME)
    out = run_java(java, str(cluster_dir), "pid", main="io.aeron.cluster.ClusterTool")
    assert out.strip() == "4242"


def test_legacy_files_without_a_message_header_are_read_and_relaid_on_take_over(tmp_path: Path) -> None:
    path = tmp_path / cmf.FILENAME
    buffer = bytearray(cmf.HEADER_LENGTH + cmf.ERROR_BUFFER_MIN_LENGTH)
    enc = cmf.codecs.MarkFileHeaderEncoder().wrap(buffer, 0)
    enc.version, enc.component_type = cmf.SEMANTIC_VERSION, ClusterComponentType.CONSENSUS_MODULE
    enc.activity_timestamp, enc.start_timestamp, enc.pid, enc.candidate_term_id = 100, 90, 1234, 12
    enc.header_length, enc.error_buffer_length, enc.cluster_id = (
        cmf.HEADER_LENGTH,
        cmf.ERROR_BUFFER_MIN_LENGTH,
        3,
    )
    for put in (enc.put_aeron_directory, enc.put_control_channel, enc.put_ingress_channel):
        put("/dev/shm/legacy")
    enc.put_service_name("")
    enc.put_authenticator("")
    path.write_bytes(buffer)
    with ClusterMarkFile.open(tmp_path) as mark:
        assert mark.header_offset == 0
        header = mark.header()
    assert (header.pid, header.candidate_term_id, header.cluster_id) == (1234, 12, 3)
    assert header.aeron_directory == header.ingress_channel == "/dev/shm/legacy"
    assert header.services_cluster_dir is None  # the legacy block is read at schema version 0
    with create(path, now_ms=100 + cmf.LIVENESS_TIMEOUT_MS, pid=77) as mark:
        assert mark.header_offset == cmf.HEADER_OFFSET
        assert mark.candidate_term_id == 12
        mark.signal_ready(200 + cmf.LIVENESS_TIMEOUT_MS)
    assert struct.unpack_from("<HHHH", path.read_bytes(), 0) == (128, 200, 110, 2)
    with ClusterMarkFile.open(tmp_path) as mark:
        assert (mark.header().pid, mark.header().component_type) == (
            77,
            ClusterComponentType.CONSENSUS_MODULE,
        )
