"""`aeronkit cluster-tool`: the offline ClusterTool commands, beside Aeron Java's ClusterTool.

Cluster directories are built with our writers (RecordingLog, NodeStateFile, ClusterMarkFile); Java's
``io.aeron.cluster.ClusterTool`` and ours run on the same directory (or on byte-identical copies for the
commands that rewrite recording.log) and must print the same lines and leave the same bytes.
"""

from __future__ import annotations

import io
import json
import re
import shutil
import subprocess
from pathlib import Path

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st
from support.java import compiled_classes

from aeronkit import cli
from aeronkit.cluster import mark_file as cmf
from aeronkit.cluster import recording_log as rl
from aeronkit.cluster import tool
from aeronkit.cluster.mark_file import ClusterComponentType, ClusterMarkFile
from aeronkit.cluster.node_state_file import NodeStateFile
from aeronkit.cluster.recording_log import RecordingLog
from aeronkit.cluster.tool_commands import (
    EXIT_BAD_INPUT,
    EXIT_FAILURE,
    execute,
    recording_log_bytes,
    staleness_line,
)
from aeronkit.interop.java import JavaToolchain

CLUSTER_TOOL = "io.aeron.cluster.ClusterTool"
NODE_FILES_SOURCES = Path(__file__).resolve().parent / "java_nodes"
START_MS = 1_763_700_000_000
WALL_CLOCK = re.compile(r"^(Type: \w+) \d\d:\d\d:\d\d ", re.MULTILINE)


# -- building cluster directories with our writers ------------------------------------------------------


def write_terms_and_snapshots(directory: Path, term_count: int = 3) -> None:
    """Terms, each with a snapshot set for two services whose consensus module entry is appended first
    (so the file is out of Aeron's order), plus a standby snapshot whose endpoint leaves bytes in the
    scratch buffer that the following 64-byte entries carry in their unused tails."""
    with RecordingLog(directory, create=True) as log:
        for term in range(term_count):
            base = term * 4096
            log.append_term(7, term, base, START_MS + term * 1000)
            position = base + 2048
            log.append_snapshot(100 + term * 10, term, base, position, START_MS + term * 1000 + 1, -1)
            log.append_snapshot(101 + term * 10, term, base, position, START_MS + term * 1000 + 1, 1)
            log.append_snapshot(102 + term * 10, term, base, position, START_MS + term * 1000 + 1, 0)
            if term == 0:
                log.append_standby_snapshot(
                    900, term, base, base + 1024, START_MS + 5, 0, "archive-endpoint.example:8010"
                )


def write_mark(
    path: Path, kind: ClusterComponentType, service_id: int, services_cluster_dir: str = ""
) -> None:
    with ClusterMarkFile.create(path, kind, now_ms=START_MS, pid=4000 + service_id) as mark:
        mark.write_properties(
            aeron_directory="/dev/shm/aeron-tool-test",
            control_channel="aeron:ipc?term-length=64k",
            ingress_channel="aeron:udp?endpoint=127.0.0.1:9010",
            service_name=f"svc-{service_id}",
            authenticator="io.example.Auth",
            services_cluster_dir=services_cluster_dir,
            archive_stream_id=10,
            service_stream_id=104,
            consensus_module_stream_id=105,
            ingress_stream_id=101,
            member_id=2,
            service_id=service_id,
            cluster_id=3,
        )
        mark.signal_ready(START_MS + 1500 + service_id)


def write_mark_files(directory: Path, services: int = 2) -> None:
    write_mark(directory / cmf.FILENAME, ClusterComponentType.CONSENSUS_MODULE, -1)
    for i in range(services):
        write_mark(directory / cmf.mark_filename_for_service(i), ClusterComponentType.CONTAINER, i)


def build_cluster_dir(directory: Path) -> Path:
    directory.mkdir(parents=True, exist_ok=True)
    write_terms_and_snapshots(directory)
    with NodeStateFile(directory) as state:
        state.update_candidate_term_id(9, 12_288, START_MS + 7_000)
    write_mark_files(directory)
    return directory


def ours(directory: Path, command: str, *args: str) -> tuple[int, str]:
    out = io.StringIO()
    status = execute(directory, command, list(args), out)
    return status, out.getvalue()


# -- pure Python ----------------------------------------------------------------------------------------


def test_help_for_the_command_and_every_subcommand(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    with pytest.raises(SystemExit) as stop:
        cli.main(["cluster-tool", "--help"])
    assert stop.value.code == 0
    text = capsys.readouterr().out
    for command, description in tool.DESCRIPTIONS.items():
        assert command in text and description in text
    for command, description in tool.DESCRIPTIONS.items():
        # --help works whatever the directory holds, even when it does not exist.
        assert cli.main(["cluster-tool", str(tmp_path / "none"), command, "--help"]) == 0
        shown = capsys.readouterr().out
        assert f"cluster-tool DIR {command}" in shown and description in shown


def test_bad_directory_and_missing_files_exit_2_naming_the_path(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    missing = tmp_path / "no-such-dir"
    for command in tool.COMMANDS:
        assert cli.main(["cluster-tool", str(missing), command]) == EXIT_BAD_INPUT
        assert f"cluster directory not found: {missing}" in capsys.readouterr().err
    empty = tmp_path / "empty"
    empty.mkdir()
    expected = {
        "describe": empty / cmf.FILENAME,
        "pid": empty / cmf.FILENAME,
        "recording-log": empty / rl.RECORDING_LOG_FILE_NAME,
        "sort-recording-log": empty / rl.RECORDING_LOG_FILE_NAME,
        "seed-recording-log-from-snapshot": empty / rl.RECORDING_LOG_FILE_NAME,
        "node-state": empty / "node-state.dat",
    }
    for command, path in expected.items():
        assert cli.main(["cluster-tool", str(empty), command]) == EXIT_BAD_INPUT
        err = capsys.readouterr().err
        assert err.startswith("ERR: ") and str(path) in err and "Traceback" not in err
    assert list(empty.iterdir()) == []  # nothing was created on the way
    assert cli.main(["cluster-tool", str(empty), "pid", "extra"]) == EXIT_BAD_INPUT
    assert "takes no arguments" in capsys.readouterr().err


def test_damaged_recording_log_is_named_with_its_offset(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    write_terms_and_snapshots(tmp_path, term_count=1)
    path = tmp_path / rl.RECORDING_LOG_FILE_NAME
    size = path.stat().st_size
    with open(path, "ab") as file:
        file.write(bytes(44) + (7).to_bytes(4, "little") + bytes(16))  # a whole record of an unknown type
    for command in ("recording-log", "sort-recording-log", "seed-recording-log-from-snapshot"):
        assert cli.main(["cluster-tool", str(tmp_path), command]) == EXIT_BAD_INPUT
        err = capsys.readouterr().err
        assert str(path) in err and f"offset {size}" in err and "unknown entry type" in err
    assert not (tmp_path / "recording.log.bak").exists()


def test_a_record_cut_short_at_the_end_is_reported_and_left_out(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    """A crash mid-append: the tool lists the whole records and says, on stderr, where the cut one is."""
    write_terms_and_snapshots(tmp_path, term_count=1)
    path = tmp_path / rl.RECORDING_LOG_FILE_NAME
    whole = path.read_bytes()
    assert cli.main(["cluster-tool", str(tmp_path), "recording-log"]) == 0
    listing = capsys.readouterr().out
    path.write_bytes(whole + b"\x01" * 20)
    assert cli.main(["cluster-tool", str(tmp_path), "recording-log"]) == 0
    captured = capsys.readouterr()
    assert captured.out == listing
    assert str(path) in captured.err and f"offset {len(whole)}" in captured.err
    assert "cut short" in captured.err
    assert path.read_bytes() == whole + b"\x01" * 20, "reading it changes nothing"


def test_missing_or_damaged_mark_files(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    write_mark_files(tmp_path, services=1)
    status, text = ours(tmp_path, "describe")
    assert status == 0 and text.count("[MarkFileHeader]") == 2
    service = tmp_path / cmf.mark_filename_for_service(0)
    with open(service, "r+b") as file:
        file.truncate(64)  # shorter than a header block
    assert cli.main(["cluster-tool", str(tmp_path), "describe"]) == EXIT_BAD_INPUT
    captured = capsys.readouterr()
    assert str(service) in captured.err and "truncated" in captured.err
    assert "Traceback" not in captured.err
    (tmp_path / cmf.FILENAME).unlink()
    assert cli.main(["cluster-tool", str(tmp_path), "describe"]) == EXIT_BAD_INPUT
    captured = capsys.readouterr()
    assert captured.out == f"{cmf.FILENAME} does not exist.\n"  # Java's line, on stdout as Java prints it
    assert str(tmp_path / cmf.FILENAME) in captured.err


def test_describe_json_has_one_object_per_mark_file(tmp_path: Path) -> None:
    directory = build_cluster_dir(tmp_path / "node")
    status, text = ours(directory, "describe", "--json")
    assert status == 0
    marks = [json.loads(line) for line in text.splitlines()]
    assert [(m["component_type"], m["service_id"], m["pid"]) for m in marks] == [
        ("CONSENSUS_MODULE", -1, 3999), ("CONTAINER", 0, 4000), ("CONTAINER", 1, 4001)]
    assert marks[0]["file"] == str(directory / cmf.FILENAME)
    assert {m["ingress_channel"] for m in marks} == {"aeron:udp?endpoint=127.0.0.1:9010"}
    assert ours(directory, "pid", "--json")[0] == EXIT_BAD_INPUT  # pid prints no records: no --json


def test_describe_ends_with_how_stale_the_member_is(tmp_path: Path) -> None:
    directory = build_cluster_dir(tmp_path / "node")
    with ClusterMarkFile.open(directory) as mark:
        header = mark.header()
    two_days_later = header.activity_timestamp + 2 * 86_400_000 + 3_723_456
    assert staleness_line(header, directory, two_days_later) == (
        "Staleness: last activity 2d 01:02:03.456 ago; last term 2 from log position 8192 (open); "
        "latest snapshot at log position 10240 (term 2)")
    with RecordingLog(directory) as log:
        log.commit_log_position(2, 12_000)
    assert staleness_line(header, directory, header.activity_timestamp - 5).startswith(
        "Staleness: last activity 00:00:00.000 ago; last term 2 from log position 8192 (ended at 12000);")
    status, text = ours(directory, "describe")
    assert status == 0
    assert re.fullmatch(r"Staleness: last activity (\d+d )?\d\d:\d\d:\d\d\.\d{3} ago; last term 2 .*",
                        text.splitlines()[-1])
    (directory / rl.RECORDING_LOG_FILE_NAME).unlink()
    assert staleness_line(header, directory, two_days_later).endswith("ago; no recording.log")
    marks = [json.loads(line) for line in ours(directory, "describe", "--json")[1].splitlines()]
    assert all(m["activity_age_ms"] >= 0 for m in marks) and len(marks) == 3


def test_recording_log_json_has_every_entry_in_file_order(tmp_path: Path) -> None:
    directory = build_cluster_dir(tmp_path / "node")
    status, text = ours(directory, "recording-log", "--json")
    assert status == 0
    entries = [json.loads(line) for line in text.splitlines()]
    with RecordingLog(directory) as log:
        expected = [(e.recording_id, e.leadership_term_id, e.type, e.entry_index) for e in log.entries]
    assert [(e["recording_id"], e["leadership_term_id"], e["type"], e["entry_index"])
            for e in entries] == expected
    endpoints = [e["archive_endpoint"] for e in entries if e["archive_endpoint"]]
    assert endpoints == ["archive-endpoint.example:8010"]


def test_sort_rewrites_in_memory_order_once_then_reports_already_sorted(tmp_path: Path) -> None:
    write_terms_and_snapshots(tmp_path)
    with RecordingLog(tmp_path) as log:
        log.invalidate_entry(2)
        before = log.entries
    status, _ = ours(tmp_path, "sort-recording-log")
    assert status == 0
    with RecordingLog(tmp_path) as log:
        after = log.entries
        assert [e.entry_index for e in after] == list(range(len(after)))
        assert after == log.file_entries
    strip = [(e.recording_id, e.leadership_term_id, e.log_position, e.service_id, e.type, e.is_valid,
              e.archive_endpoint) for e in before]
    assert strip == [(e.recording_id, e.leadership_term_id, e.log_position, e.service_id, e.type, e.is_valid,
                      e.archive_endpoint) for e in after]
    assert not after[2].is_valid  # the invalid bit survives (Java's rewrite drops it)
    assert ours(tmp_path, "sort-recording-log")[0] == EXIT_FAILURE


def test_sort_on_a_log_already_in_order_says_so_in_one_line(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    """Java's tool exits -1 here without a word; ours exits 1 with one line naming the file and why."""
    with RecordingLog(tmp_path, create=True) as log:
        log.append_term(3, 0, 0, START_MS)
        log.append_term(3, 1, 4096, START_MS + 1)
    before = (tmp_path / rl.RECORDING_LOG_FILE_NAME).read_bytes()
    capsys.readouterr()
    assert cli.main(["cluster-tool", str(tmp_path), "sort-recording-log"]) == EXIT_FAILURE
    captured = capsys.readouterr()
    assert captured.out == ""
    assert captured.err == (
        f"ERR: {tmp_path / rl.RECORDING_LOG_FILE_NAME} is already in Aeron's order: nothing to rewrite\n"
    )
    assert (tmp_path / rl.RECORDING_LOG_FILE_NAME).read_bytes() == before


def test_seed_keeps_only_the_latest_snapshot_set_and_backs_up_the_log(tmp_path: Path) -> None:
    write_terms_and_snapshots(tmp_path)
    original = (tmp_path / rl.RECORDING_LOG_FILE_NAME).read_bytes()
    with RecordingLog(tmp_path) as log:
        latest = log.latest_snapshot(-1)
        services = [log.latest_snapshot(i) for i in (0, 1)]
    assert ours(tmp_path, "seed-recording-log-from-snapshot")[0] == 0
    assert (tmp_path / "recording.log.bak").read_bytes() == original
    with RecordingLog(tmp_path) as log:
        seeded = log.entries
    assert latest is not None and None not in services
    assert [(e.recording_id, e.service_id) for e in seeded] == [
        (s.recording_id, s.service_id) for s in [*reversed(services), latest]  # type: ignore[union-attr]
    ]
    assert {(e.term_base_log_position, e.log_position, e.leadership_term_id) for e in seeded} == {
        (0, 0, latest.leadership_term_id)
    }


def test_seed_without_a_valid_snapshot_removes_the_log(tmp_path: Path) -> None:
    with RecordingLog(tmp_path, create=True) as log:
        log.append_term(3, 0, 0, START_MS)
        log.append_snapshot(4, 0, 0, 64, START_MS, -1)
        log.invalidate_entry(1)
    original = (tmp_path / rl.RECORDING_LOG_FILE_NAME).read_bytes()
    assert ours(tmp_path, "seed-recording-log-from-snapshot")[0] == 0
    assert not (tmp_path / rl.RECORDING_LOG_FILE_NAME).exists()
    assert (tmp_path / "recording.log.bak").read_bytes() == original


_append = st.one_of(
    st.tuples(st.just("term")),
    st.tuples(st.just("snapshot"), st.integers(-1, 3)),
    st.tuples(st.just("standby"), st.integers(-1, 3), st.text("abcdefghij.:0123456789", min_size=1,
                                                               max_size=200)),
    st.tuples(st.just("invalidate"), st.integers(0, 40)),
)


@settings(max_examples=60, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture])
@given(st.lists(_append, min_size=1, max_size=30))
def test_rewrite_reproduces_the_bytes_of_an_appended_log(tmp_path_factory: pytest.TempPathFactory,
                                                         ops: list[tuple]) -> None:  # type: ignore[type-arg]
    """A log built by appends alone was serialised through one scratch buffer from zero, exactly as the
    tool's rewrite serialises its entries, so rewriting the file order gives back the file's bytes."""
    directory = tmp_path_factory.mktemp("log")
    term = 0
    with RecordingLog(directory, create=True) as log:
        log.append_term(1, term, 0, 5)
        for n, op in enumerate(ops):
            # Every snapshot gets its own log position, so none re-validates an invalidated one in place.
            position = term * 4096 + n * 64
            if op[0] == "term":
                term += 1
                log.append_term(1, term, term * 4096, 10 + term)
            elif op[0] == "snapshot":
                log.append_snapshot(50 + term, term, term * 4096, position, 11, op[1])
            elif op[0] == "standby":
                log.append_standby_snapshot(60 + term, term, term * 4096, position, 12, op[1], op[2])
            elif op[1] < len(log.entries):
                log.invalidate_entry(op[1])
        file_order = log.file_entries
    assert recording_log_bytes(file_order) == (directory / rl.RECORDING_LOG_FILE_NAME).read_bytes()


# -- against Aeron Java's ClusterTool -----------------------------------------------------------------------


def run_java_tool(java: JavaToolchain, directory: Path, command: str) -> subprocess.CompletedProcess[str]:
    """One ClusterTool JVM, run to completion; subprocess.run kills it (by its pid) on the timeout."""
    return subprocess.run(
        java.java_command(CLUSTER_TOOL, str(directory), command), capture_output=True, text=True, timeout=60
    )


def mask_wall_clock(text: str) -> str:
    return WALL_CLOCK.sub(r"\1 HH:MM:SS ", text)


def describe_parts(output: str) -> tuple[list[str], list[str], list[tuple[str, str]]]:
    """The consensus module's two lines, the sorted INFO lines, the sorted (type, header) line pairs of the
    services: Java lists service mark files in directory order, we in name order. Our closing Staleness
    line is not Java's (test_describe_ends_with_how_stale_the_member_is checks it)."""
    lines = [line for line in mask_wall_clock(output).splitlines() if not line.startswith("Staleness: ")]
    info = [line for line in lines[2:] if line.startswith("INFO: ")]
    rest = [line for line in lines[2:] if not line.startswith("INFO: ")]
    return lines[:2], sorted(info), sorted(zip(rest[::2], rest[1::2], strict=True))


@pytest.fixture(scope="module")
def cluster_dir(tmp_path_factory: pytest.TempPathFactory) -> Path:
    return build_cluster_dir(tmp_path_factory.mktemp("cluster") / "node")


@pytest.mark.java
@pytest.mark.parametrize("command", ["describe", "pid", "recording-log"])
def test_read_commands_print_what_java_prints(java: JavaToolchain, cluster_dir: Path, command: str) -> None:
    java_run = run_java_tool(java, cluster_dir, command)
    assert java_run.returncode == 0, java_run.stdout + java_run.stderr
    status, text = ours(cluster_dir, command)
    assert status == 0
    if command == "describe":
        assert describe_parts(text) == describe_parts(java_run.stdout)
        assert text.count("[MarkFileHeader]") == 3
    else:
        assert text == java_run.stdout


@pytest.mark.java
def test_describe_follows_link_files_and_the_services_directory(java: JavaToolchain, tmp_path: Path) -> None:
    """cluster-mark.lnk points at the consensus module's mark file; its servicesClusterDir holds service 0's
    mark file and a .lnk to service 1's, elsewhere."""
    cluster, marks, services, elsewhere = (tmp_path / n for n in ("cluster", "marks", "svc", "other"))
    for directory in (cluster, marks, services, elsewhere):
        directory.mkdir()
    write_mark(marks / cmf.FILENAME, ClusterComponentType.CONSENSUS_MODULE, -1, str(services))
    write_mark(services / cmf.mark_filename_for_service(0), ClusterComponentType.CONTAINER, 0)
    write_mark(elsewhere / cmf.mark_filename_for_service(1), ClusterComponentType.CONTAINER, 1)
    cmf.ensure_mark_file_link(cluster, marks / cmf.FILENAME, cmf.LINK_FILENAME)
    cmf.ensure_mark_file_link(services, elsewhere / cmf.mark_filename_for_service(1),
                              cmf.link_filename_for_service(1))
    java_run = run_java_tool(java, cluster, "describe")
    assert java_run.returncode == 0, java_run.stdout + java_run.stderr
    status, text = ours(cluster, "describe")
    assert status == 0
    assert describe_parts(text) == describe_parts(java_run.stdout)
    assert str(elsewhere / cmf.mark_filename_for_service(1)) in text


@pytest.mark.java
def test_recording_log_term_index_order_matches_agrona_after_growth(
    java: JavaToolchain, tmp_path: Path
) -> None:
    """Forty terms make the term index map double three times; ids past 2**32 use the hash's high half;
    an invalidated term leaves the index."""
    term_ids = [i * 3 for i in range(30)] + [(1 << 33) + i * 7 for i in range(10)]
    with RecordingLog(tmp_path, create=True) as log:
        for i, term in enumerate(term_ids):
            log.append_term(5, term, i * 64, START_MS + i)
        log.invalidate_entry(7)
    java_run = run_java_tool(java, tmp_path, "recording-log")
    assert java_run.returncode == 0, java_run.stderr
    assert ours(tmp_path, "recording-log") == (0, java_run.stdout)


@pytest.mark.java
@pytest.mark.parametrize("command", ["sort-recording-log", "seed-recording-log-from-snapshot"])
def test_rewrites_leave_the_bytes_java_leaves(java: JavaToolchain, tmp_path: Path, command: str) -> None:
    source = tmp_path / "source"
    source.mkdir()
    write_terms_and_snapshots(source)
    with RecordingLog(source) as log:
        log.remove_entry(1, log.find_term_entry(1).entry_index)  # type: ignore[union-attr]
    java_copy, our_copy = tmp_path / "java", tmp_path / "ours"
    shutil.copytree(source, java_copy)
    shutil.copytree(source, our_copy)
    java_run = run_java_tool(java, java_copy, command)
    assert java_run.returncode == 0, java_run.stdout + java_run.stderr
    assert ours(our_copy, command) == (0, java_run.stdout)
    names = sorted(p.name for p in java_copy.iterdir())
    assert names == sorted(p.name for p in our_copy.iterdir())
    for name in names:
        assert (java_copy / name).read_bytes() == (our_copy / name).read_bytes(), name
    # Java then reads our file as the same log.
    assert run_java_tool(java, our_copy, "recording-log").stdout == ours(java_copy, "recording-log")[1]


@pytest.mark.java
def test_sort_keeps_invalid_bits_java_drops_and_both_fail_on_a_sorted_log(
    java: JavaToolchain, tmp_path: Path
) -> None:
    source = tmp_path / "source"
    source.mkdir()
    write_terms_and_snapshots(source)
    with RecordingLog(source) as log:
        log.invalidate_entry(3)
        invalid = log.entries[3]
        assert invalid.type == rl.ENTRY_TYPE_SNAPSHOT and not invalid.is_valid
        before = log.entries[:3]
    java_copy, our_copy = tmp_path / "java", tmp_path / "ours"
    shutil.copytree(source, java_copy)
    shutil.copytree(source, our_copy)
    assert run_java_tool(java, java_copy, "sort-recording-log").returncode == 0
    assert ours(our_copy, "sort-recording-log")[0] == 0
    java_bytes = bytearray((java_copy / rl.RECORDING_LOG_FILE_NAME).read_bytes())
    our_bytes = (our_copy / rl.RECORDING_LOG_FILE_NAME).read_bytes()
    # The rewritten file holds the entries in sorted order, so the invalidated one follows these three.
    type_at = sum(e.length for e in before) + rl.ENTRY_TYPE_OFFSET
    assert int.from_bytes(java_bytes[type_at:type_at + 4], "little") == invalid.type
    java_bytes[type_at + 3] |= 0x80
    assert bytes(java_bytes) == our_bytes
    assert run_java_tool(java, java_copy, "sort-recording-log").returncode == 255  # Java's -1
    assert ours(our_copy, "sort-recording-log")[0] == EXIT_FAILURE


@pytest.mark.java
def test_node_state_shows_what_java_reads(java: JavaToolchain, cluster_dir: Path) -> None:
    classes = compiled_classes(java, NODE_FILES_SOURCES, "cluster-node-files")
    proc = subprocess.run(
        java.java_command("ClusterNodeFiles", "read", str(cluster_dir), "0", classpath=[classes]),
        capture_output=True, text=True, timeout=60,
    )
    assert proc.returncode == 0, proc.stdout + proc.stderr
    seen = dict(line.split("=", 1) for line in proc.stdout.splitlines() if line.startswith("node."))
    status, text = ours(cluster_dir, "node-state")
    assert status == 0
    assert text == (
        f"candidateTermId={seen['node.candidateTermId']}, logPosition={seen['node.logPosition']}, "
        f"timestamp={seen['node.timestamp']}\n"
    )
