"""recording.log: our reader/writer against itself (Hypothesis), Aeron's RecordingLog and ClusterTool.

The Java tests run one small program of ours (tests/cluster/java/RecordingLogScript.java) that drives Aeron's
own RecordingLog through the same operation scripts we run, then compare the files byte for byte and the
entries field by field; ClusterTool's ``recording-log`` output is parsed and compared with what we read.
"""

from __future__ import annotations

import functools
import itertools
import random
import re
import subprocess
from collections.abc import Callable
from pathlib import Path

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st
from support.java import compiled_classes
from support.processes import stop

from aeronkit.cluster.recording_log import (
    ENTRY_TYPE_INVALID_FLAG,
    ENTRY_TYPE_SNAPSHOT,
    ENTRY_TYPE_STANDBY_SNAPSHOT,
    ENTRY_TYPE_TERM,
    RECORDING_LOG_FILE_NAME,
    Entry,
    RecordingLog,
    RecordingLogError,
    parse_recording_log,
)
from aeronkit.constants import LONG_MAX
from aeronkit.errors import CorruptFileError
from aeronkit.interop.java import JavaToolchain

JAVA_SOURCES = Path(__file__).resolve().parent / "java"
JVM_TIMEOUT_S = 60.0

Op = tuple[str, ...]


# --- applying one operation script to our RecordingLog (the Java program reads the same script) ---------

def apply_ops(cluster_dir: Path, ops: list[Op], tolerate_refusals: bool = False) -> RecordingLog | None:
    """Run a script like RecordingLogScript.java does; returns the log left open (or None if closed)."""
    log: RecordingLog | None = None
    for op in ops:
        name, args = op[0], op[1:]
        if name == "create":
            log = RecordingLog(cluster_dir, create=True)
            continue
        if name == "open":
            log = RecordingLog(cluster_dir)
            continue
        assert log is not None
        if name == "close":
            log.close()
            log = None
            continue
        call: Callable[[], object] = _operation(log, name, [*args])
        try:
            call()
        except RecordingLogError:
            if not tolerate_refusals:
                raise
    return log


def _operation(log: RecordingLog, name: str, a: list[str]) -> Callable[[], object]:
    n = [int(x) for x in a if x.lstrip("-").isdigit()]
    table: dict[str, Callable[[], object]] = {
        "term": lambda: log.append_term(*n[:4]),
        "snap": lambda: log.append_snapshot(*n[:6]),
        "standby": lambda: log.append_standby_snapshot(*n[:6], a[6]),
        "commit": lambda: log.commit_log_position(*n[:2]),
        "invalidate": lambda: log.invalidate_entry(n[0]),
        "invalidateLatest": log.invalidate_latest_snapshot,
        "remove": lambda: log.remove_entry(*n[:2]),
    }
    return table[name]


def entry_tuple(e: Entry) -> tuple[object, ...]:
    return (e.recording_id, e.leadership_term_id, e.term_base_log_position, e.log_position, e.timestamp,
            e.service_id, e.type, e.is_valid, e.entry_index, e.archive_endpoint)


# --- an independent statement of Aeron's ordering rules, used as the property ------------------------

def aeron_compare(e1: Entry, e2: Entry) -> int:
    """Aeron's ENTRY_COMPARATOR restated pairwise from RecordingLog.java (1.51.0)."""
    def cmp(x: int, y: int) -> int:
        return (x > y) - (x < y)

    result = cmp(e1.leadership_term_id, e2.leadership_term_id) or cmp(
        e1.term_base_log_position, e2.term_base_log_position)
    if result:
        return result
    if e1.type != e2.type:
        if e1.type == ENTRY_TYPE_SNAPSHOT:
            return 1
        if e2.type == ENTRY_TYPE_SNAPSHOT:
            return -1
        return cmp(e1.type, e2.type)
    if e1.type == ENTRY_TYPE_TERM:
        return cmp(e1.entry_index, e2.entry_index)
    return cmp(e1.log_position, e2.log_position) or cmp(e2.service_id, e1.service_id)


# --- Hypothesis: random operation sequences ------------------------------------------------------------

ENDPOINT_CHOICES = ["127.0.0.1:8010", "localhost:20000", "x" * 13, "archive-" + "e" * 150]
OP_KINDS = ["term", "term", "snapset", "snap", "standby", "commit", "invalidate", "invalidateLatest",
            "remove", "reopen"]


def generate_ops(integer: Callable[[int, int], int], choice: Callable[[list[str]], str]) -> list[Op]:
    """A random operation script (terms mostly ascending, snapshot sets, damage-free edits, reopens).

    Written against two callables so Hypothesis (draws) and the Java differential test (a seeded Random)
    share it.
    """
    ops: list[Op] = [("create",)]
    term = 0
    base = 0
    for _ in range(integer(1, 30)):
        kind = choice(OP_KINDS)
        ts = str(integer(0, 2**40))
        if kind == "term":
            term += integer(0, 2)
            base += integer(0, 4) * 1024
            ops.append(("term", "7", str(term), str(base), ts))
        elif kind == "snapset":
            pos = str(base + integer(0, 8) * 64)
            for service in range(integer(0, 2) - 1, -2, -1):
                ops.append(("snap", str(integer(0, 99)), str(term), str(base), pos, ts, str(service)))
        elif kind == "snap":
            ops.append(("snap", str(integer(0, 99)), str(integer(0, term + 1)), str(base),
                        str(base + integer(0, 8) * 64), ts, str(integer(-1, 2))))
        elif kind == "standby":
            pos = str(base + integer(0, 8) * 64)
            ops.append(("standby", str(integer(0, 99)), str(term), str(base), pos, ts, str(integer(-1, 1)),
                        choice(ENDPOINT_CHOICES)))
        elif kind == "commit":
            ops.append(("commit", str(integer(0, term)), str(base + integer(0, 8) * 64)))
        elif kind == "invalidate":
            ops.append(("invalidate", str(integer(0, 40))))
        elif kind == "invalidateLatest":
            ops.append(("invalidateLatest",))
        elif kind == "remove":
            ops.append(("remove", str(integer(0, term)), str(integer(0, 40))))
        else:
            ops += [("close",), ("open",)]
    return ops


@st.composite
def op_sequences(draw: st.DrawFn) -> list[Op]:
    return generate_ops(lambda lo, hi: draw(st.integers(lo, hi)), lambda xs: draw(st.sampled_from(xs)))


def _apply_tolerant(cluster_dir: Path, ops: list[Op], applied: list[Op] | None = None) -> RecordingLog:
    """Apply ops, skipping those Aeron would refuse (refusals must leave the file untouched).

    ``applied`` collects the script actually run, each refused op as ("refused", *op), for Java to replay.
    """
    log: RecordingLog | None = None
    for op in ops:
        if op[0] in ("create", "open"):
            log = apply_ops(cluster_dir, [op])
        elif op[0] == "close":
            assert log is not None
            log.close()
            log = None
        else:
            assert log is not None
            if op[0] == "remove" and _removes_long_standby(log, int(op[1]), int(op[2])):
                continue  # Aeron then reads the record as 64 bytes and misparses the rest (documented)
            before = (cluster_dir / RECORDING_LOG_FILE_NAME).read_bytes()
            try:
                _operation(log, op[0], list(op[1:]))()
            except (RecordingLogError, IndexError):
                assert (cluster_dir / RECORDING_LOG_FILE_NAME).read_bytes() == before
                op = ("refused", *op)
        if applied is not None:
            applied.append(op)
    assert log is not None
    return log


def _removes_long_standby(log: RecordingLog, term: int, index: int) -> bool:
    return any(e.leadership_term_id == term and e.entry_index == index and e.length > 64 for e in log.entries)


@settings(max_examples=60, deadline=None)
@given(ops=op_sequences())
def test_random_operations_read_back_exactly(tmp_path_factory: pytest.TempPathFactory, ops: list[Op]) -> None:
    cluster_dir = tmp_path_factory.mktemp("rl")
    log = _apply_tolerant(cluster_dir, ops)
    try:
        in_memory = [entry_tuple(e) for e in log.entries]
        file_order = log.file_entries
    finally:
        log.close()
    with RecordingLog(cluster_dir) as reread:
        assert [entry_tuple(e) for e in reread.entries] == in_memory
        assert [entry_tuple(e) for e in reread.file_entries] == [entry_tuple(e) for e in file_order]
        data = reread.path.read_bytes()
        assert len(data) % 64 == 0
        assert all(e.position % 64 == 0 for e in reread.file_entries)
        indices = [e.entry_index for e in reread.file_entries]
        assert indices == sorted(indices)


@settings(max_examples=60, deadline=None)
@given(ops=op_sequences())
def test_sorted_order_follows_aerons_comparator(
    tmp_path_factory: pytest.TempPathFactory, ops: list[Op]
) -> None:
    cluster_dir = tmp_path_factory.mktemp("rl")
    log = _apply_tolerant(cluster_dir, ops)
    with log:
        entries = log.entries
        expected = sorted(log.file_entries, key=functools.cmp_to_key(aeron_compare))
    assert [entry_tuple(e) for e in entries] == [entry_tuple(e) for e in expected]
    for a, b in itertools.pairwise(entries):
        assert aeron_compare(a, b) <= 0
        if aeron_compare(a, b) == 0:
            assert a.position < b.position  # ties keep file order (Java's List.sort is stable)


# --- behaviour of single operations --------------------------------------------------------------------

def test_append_term_commits_previous_term_and_refuses_duplicates(tmp_path: Path) -> None:
    with RecordingLog(tmp_path, create=True) as log:
        log.append_term(3, 0, 0, 10)
        assert log.get_term_entry(0).log_position == -1
        log.append_term(3, 1, 4096, 20)
        assert log.get_term_entry(0).log_position == 4096
        with pytest.raises(RecordingLogError, match="duplicate"):
            log.append_term(3, 1, 8192, 30)
        with pytest.raises(RecordingLogError, match="recordingId"):
            log.append_term(4, 2, 8192, 30)
        log.commit_log_position(1, 6000)
        written = log.path.read_bytes()
        for level in (0, 1, 2):  # syncing never changes the file
            log.force(level)
        assert log.path.read_bytes() == written
        assert log.find_last_term() == log.get_term_entry(1)
        assert log.find_last_term_recording_id() == 3
        assert log.term_timestamp(1) == 20 and log.term_timestamp(9) == -1
        assert log.is_unknown(2) and not log.is_unknown(1)
        with pytest.raises(RecordingLogError, match="unknown leadershipTermId=7"):
            log.get_term_entry(7)
    with RecordingLog(tmp_path) as again:
        assert again.get_term_entry(1).log_position == 6000


def test_snapshot_sets_latest_snapshot_and_recovery_plan(tmp_path: Path) -> None:
    services = 2
    with RecordingLog(tmp_path, create=True) as log:
        log.append_term(1, 0, 0, 0)
        for position, recording in ((1024, 100), (2048, 200)):
            for service in range(services - 1, -2, -1):  # the consensus module's order: services down, CM
                log.append_snapshot(recording + service, 0, 0, position, position, service)
        log.append_term(1, 1, 3072, 5)
        newest = {s: log.latest_snapshot(s) for s in (-1, 0, 1)}
        assert all(e is not None and e.log_position == 2048 and e.service_id == s for s, e in newest.items())

        plan = log.recovery_plan(services)
        assert [s.service_id for s in plan.snapshots] == [-1, 0, 1]
        assert {s.log_position for s in plan.snapshots} == {2048}
        assert plan.log == log.get_term_entry(1)
        assert plan.log_start_position == 2048 and plan.appended_log_position is None
        assert plan.last_leadership_term_id == 1 and plan.last_term_base_log_position == 3072
        assert plan.committed_log_position == 2048  # term 1 not committed yet: the snapshot's position

        assert log.invalidate_latest_snapshot()
        assert {s: log.latest_snapshot(s).log_position for s in (-1, 0, 1)} == {-1: 1024, 0: 1024, 1: 1024}
        assert {s.log_position for s in log.recovery_plan(services).snapshots} == {1024}
        invalid = [e for e in log.entries if not e.is_valid]
        assert len(invalid) == services + 1 and {e.log_position for e in invalid} == {2048}

        # appending the same snapshot again re-validates the invalidated entry in place (no new record)
        size = log.path.stat().st_size
        log.append_snapshot(999, 0, 0, 2048, 77, 0)
        assert log.path.stat().st_size == size
        restored = next(e for e in log.entries if e.service_id == 0 and e.log_position == 2048)
        assert restored.is_valid and restored.recording_id == 999 and restored.timestamp == 77


def test_snapshot_set_for_a_backup_at_or_before_a_position_or_the_lowest(tmp_path: Path) -> None:
    """RecordingLog.findSnapshotAtOrBeforeOrLowest: complete sets only, newest at or before the position,
    else the oldest complete one, entries in sorted order (services before the consensus module)."""
    services = 2
    with RecordingLog(tmp_path, create=True) as log:
        log.append_term(1, 0, 0, 0)
        assert log.find_snapshot_at_or_before_or_lowest(LONG_MAX, services) == []
        for position in (1024, 2048):
            for service in range(services - 1, -2, -1):
                log.append_snapshot(position + service, 0, 0, position, position, service)
        log.append_snapshot(3071, 0, 0, 3072, 3072, -1)  # a consensus module entry without its services

        def found(position: int) -> list[tuple[int, int]]:
            entries = log.find_snapshot_at_or_before_or_lowest(position, services)
            return [(e.log_position, e.service_id) for e in entries]

        assert found(LONG_MAX) == [(2048, 1), (2048, 0), (2048, -1)]  # 3072's set is incomplete
        assert found(2047) == [(1024, 1), (1024, 0), (1024, -1)]
        assert found(100) == [(1024, 1), (1024, 0), (1024, -1)]  # none that old: the lowest


def test_empty_log_recovery_plan_and_removal(tmp_path: Path) -> None:
    with RecordingLog(tmp_path, create=True) as log:
        plan = log.recovery_plan(1)
        assert plan.snapshots == [] and plan.log is None and plan.last_leadership_term_id == -1
        log.append_term(2, 0, 0, 0)
        log.append_snapshot(5, 0, 0, 64, 1, -1)
        log.append_term(2, 1, 128, 2)
        removed = log.entries[1]
        log.remove_entry(removed.leadership_term_id, removed.entry_index)
        assert removed.entry_index not in [e.entry_index for e in log.entries]
        assert log.next_entry_index == 3  # removed records still count
        raw = log.path.read_bytes()
        assert int.from_bytes(raw[removed.position + 44:removed.position + 48], "little", signed=True) == -1
        with pytest.raises(RecordingLogError, match="unknown entry index"):
            log.remove_entry(0, 1)


def test_invalidate_entry_sets_bit_31_in_place(tmp_path: Path) -> None:
    with RecordingLog(tmp_path, create=True) as log:
        log.append_term(2, 0, 0, 0)
        log.append_standby_snapshot(4, 0, 0, 64, 1, -1, "node-b:8010")
        before = log.path.read_bytes()
        target = log.entries[1]
        log.invalidate_entry(1)
        after = log.path.read_bytes()
        off = target.position + 44
        assert after[:off] == before[:off] and after[off + 4:] == before[off + 4:]
        raw = int.from_bytes(after[off:off + 4], "little")
        assert raw == ENTRY_TYPE_INVALID_FLAG | ENTRY_TYPE_STANDBY_SNAPSHOT
        assert not log.entries[1].is_valid and log.entries[1].archive_endpoint == "node-b:8010"
        with pytest.raises(IndexError):
            log.invalidate_entry(5)


def test_standby_endpoint_validation(tmp_path: Path) -> None:
    with RecordingLog(tmp_path, create=True) as log:
        with pytest.raises(RecordingLogError):
            log.append_standby_snapshot(1, 0, 0, 0, 0, -1, "")
        with pytest.raises(RecordingLogError, match="too long"):
            log.append_standby_snapshot(1, 0, 0, 0, 0, -1, "e" * 4045)
        log.append_standby_snapshot(1, 0, 0, 0, 0, -1, "e" * 4044)
        assert log.path.stat().st_size == 4096
    with RecordingLog(tmp_path) as again:
        assert again.entries[0].archive_endpoint == "e" * 4044


def test_missing_file_without_create(tmp_path: Path) -> None:
    with pytest.raises(FileNotFoundError):
        RecordingLog(tmp_path)


# --- corruption --------------------------------------------------------------------------------------

def _three_entry_file(tmp_path: Path) -> tuple[Path, list[Entry]]:
    with RecordingLog(tmp_path, create=True) as log:
        log.append_term(9, 0, 0, 0)
        log.append_standby_snapshot(3, 0, 0, 640, 5, -1, "a" * 20)
        log.append_snapshot(4, 0, 0, 640, 5, -1)
        return log.path, log.file_entries


@settings(max_examples=40, deadline=None)
@given(cut=st.integers(1, 255))
def test_a_record_cut_short_at_the_end_is_ignored_and_the_next_append_replaces_it(
    tmp_path_factory: pytest.TempPathFactory, cut: int
) -> None:
    """A crash in the middle of an append leaves a final record shorter than its length: the file opens
    with the whole records before it, and the next append writes where the cut-short record began."""
    directory = tmp_path_factory.mktemp("cut")
    path, entries = _three_entry_file(directory)
    data = path.read_bytes()
    truncated = data[:len(data) - cut]
    path.write_bytes(truncated)
    whole = [e for e in entries if e.position + e.length <= len(truncated)]
    end = whole[-1].position + whole[-1].length if whole else 0
    with RecordingLog(directory) as log:
        assert log.file_entries == whole
        assert log.torn_tail == (end if end < len(truncated) else None)
        log.append_snapshot(9, 1, 0, 64, 7, -1)
        assert log.file_entries[-1].position == end
    assert path.stat().st_size == end + 64
    with RecordingLog(directory) as again:
        assert again.torn_tail is None
        assert [(e.type, e.recording_id) for e in again.file_entries] == (
            [(e.type, e.recording_id) for e in whole] + [(ENTRY_TYPE_SNAPSHOT, 9)])


def test_an_endpoint_length_running_past_the_end_over_other_records_is_corrupt(tmp_path: Path) -> None:
    """Not a cut-short append: the length would take the records after it for the endpoint."""
    path, entries = _three_entry_file(tmp_path)
    data = bytearray(path.read_bytes())
    victim = entries[1].position
    data[victim + 48:victim + 52] = (4_000).to_bytes(4, "little")
    path.write_bytes(bytes(data))
    with pytest.raises(CorruptFileError, match="runs past the end") as info:
        RecordingLog(tmp_path)
    assert info.value.path == str(path) and info.value.offset == victim


@pytest.mark.parametrize("raw_type", [3, 7, 0x7FFFFFFF, -2, ENTRY_TYPE_INVALID_FLAG | 5])
def test_bad_type_names_path_and_offset(tmp_path: Path, raw_type: int) -> None:
    path, entries = _three_entry_file(tmp_path)
    data = bytearray(path.read_bytes())
    victim = entries[2].position
    data[victim + 44:victim + 48] = (raw_type & 0xFFFFFFFF).to_bytes(4, "little")
    path.write_bytes(bytes(data))
    with pytest.raises(CorruptFileError, match="unknown entry type") as info:
        RecordingLog(tmp_path)
    assert info.value.path == str(path) and info.value.offset == victim


@pytest.mark.parametrize("length", [0, -5, 4045, 100_000])
def test_bad_endpoint_length_is_corrupt(tmp_path: Path, length: int) -> None:
    path, entries = _three_entry_file(tmp_path)
    data = bytearray(path.read_bytes())
    victim = entries[1].position
    data[victim + 48:victim + 52] = length.to_bytes(4, "little", signed=True)
    with pytest.raises(CorruptFileError) as info:
        parse_recording_log(bytes(data), "rl")
    assert info.value.offset == victim and info.value.path == "rl"


def test_terms_naming_two_recordings_are_corrupt(tmp_path: Path) -> None:
    path, entries = _three_entry_file(tmp_path)
    data = bytearray(path.read_bytes())
    victim = entries[2].position
    data[victim:victim + 64] = data[0:64]  # a second TERM ...
    data[victim:victim + 8] = (10).to_bytes(8, "little")  # ... naming another recording
    data[victim + 8:victim + 16] = (1).to_bytes(8, "little")
    with pytest.raises(CorruptFileError, match="recordingId") as info:
        parse_recording_log(bytes(data), "rl")
    assert info.value.offset == victim


# --- Java: Aeron's RecordingLog and ClusterTool --------------------------------------------------------

SCENARIOS: dict[str, list[Op]] = {
    "terms": [
        ("create",), ("term", "5", "0", "0", "100"), ("term", "5", "1", "4096", "200"),
        ("commit", "1", "9000"), ("term", "5", "3", "9000", "300"), ("term", "5", "2", "9000", "250"),
        ("close",), ("open",), ("term", "5", "4", "12000", "400"), ("print",),
    ],
    "snapshots": [
        ("create",), ("term", "8", "0", "0", "1"),
        ("snap", "20", "0", "0", "640", "2", "1"), ("snap", "21", "0", "0", "640", "2", "0"),
        ("snap", "22", "0", "0", "640", "2", "-1"),
        ("term", "8", "1", "1024", "3"),
        ("snap", "30", "1", "1024", "2048", "4", "1"), ("snap", "31", "1", "1024", "2048", "4", "0"),
        ("snap", "32", "1", "1024", "2048", "4", "-1"),
        ("invalidateLatest",), ("close",), ("open",), ("snap", "40", "1", "1024", "2048", "9", "0"),
        ("invalidate", "0"), ("remove", "0", "1"), ("print",),
    ],
    "standby": [
        ("create",), ("term", "2", "0", "0", "1"),
        ("standby", "50", "0", "0", "640", "2", "-1", "node-b:8010"),
        ("term", "2", "1", "1024", "3"),  # its unused tail holds the standby endpoint bytes in Aeron's buffer
        ("standby", "51", "1", "1024", "1536", "4", "0", "archive-" + "z" * 200),
        ("snap", "52", "1", "1024", "1536", "4", "-1"),
        ("invalidate", "2"), ("close",), ("open",), ("term", "2", "2", "2048", "5"), ("print",),
    ],
    # > 4 KiB with standby snapshots straddling Aeron's 4 KiB read chunks, then appends after a reopen
    "large": [("create",)] + [
        op for i in range(40) for op in (
            ("term", "6", str(i), str(i * 1024), str(i)),
            ("standby", str(100 + i), str(i), str(i * 1024), str(i * 1024 + 512), str(i), "-1",
             f"host-{i}:" + "p" * (37 * i % 170)),
        )
    ] + [("close",), ("open",), ("snap", "900", "39", "39936", "40000", "77", "-1"),
         ("term", "6", "40", "40960", "78"), ("print",)],
}


SCRIPT_MAIN = "io.aeron.cluster.RecordingLogScript"


def _script_lines(ops: list[Op], directory: Path) -> list[str]:
    """The script text for RecordingLogScript.java: our op tuples, with the directory on create/open."""
    return [" ".join((op[0], str(directory)) if op[0] in ("create", "open") else op) for op in ops]


DIFFERENTIAL_SEEDS = range(40)
QUERY_SERVICES = 2


def _query_lines(log: RecordingLog, service_count: int) -> list[str]:
    """Our answers in RecordingLogScript's ``queries`` format (entry indices, or '-')."""
    def index(entry: Entry | None) -> str:
        return "-" if entry is None else str(entry.entry_index)

    lines = [f"LASTTERM {index(log.find_last_term())}"]
    lines += [f"LATEST {s} {index(log.latest_snapshot(s))}" for s in range(-1, service_count)]
    try:
        snapshots = log.recovery_plan(service_count).snapshots
        plan = ",".join(f"{e.recording_id}:{e.service_id}:{e.log_position}" for e in snapshots)
    except RecordingLogError:
        plan = "refused"
    return [*lines, f"PLAN {plan}".rstrip()]


def _run_java(java: JavaToolchain, classes: Path, main: str, *args: str) -> str:
    argv = java.java_command(main, *args, classpath=[classes])
    argv.insert(1, "-Xmx96m")
    proc = subprocess.Popen(argv, stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True)
    try:
        out, err = proc.communicate(timeout=JVM_TIMEOUT_S)
    finally:
        stop(proc)
    assert proc.returncode == 0, f"{main} failed ({proc.returncode}):\n{out}\n{err}"
    return out


def _parse_script_output(out: str) -> list[list[tuple[object, ...]]]:
    blocks: list[list[tuple[object, ...]]] = []
    current: list[tuple[object, ...]] = []
    for line in out.splitlines():
        if line == "END":
            blocks.append(current)
            current = []
        elif line.startswith("ENTRY "):
            w = line.split(" ")[1:]
            current.append((*map(int, w[:7]), w[7] == "true", int(w[8]), None if w[9] == "-" else w[9]))
    return blocks


ENTRY_RE = re.compile(r"Entry\{([^}]*)\}")


def _parse_cluster_tool(out: str) -> list[tuple[object, ...]]:
    """Parse ClusterTool ``recording-log`` output: ``RecordingLog{entries=[Entry{k=v, ...}, ...], ...}``."""
    types = {"TERM": ENTRY_TYPE_TERM, "SNAPSHOT": ENTRY_TYPE_SNAPSHOT,
             "STANDBY_SNAPSHOT": ENTRY_TYPE_STANDBY_SNAPSHOT}
    rows = []
    for match in ENTRY_RE.finditer(out):
        f = dict(kv.split("=", 1) for kv in match.group(1).split(", "))
        rows.append((
            int(f["recordingId"]), int(f["leadershipTermId"]), int(f["termBaseLogPosition"]),
            int(f["logPosition"]), int(f["timestamp"]), int(f["serviceId"]), types[f["type"]],
            f["isValid"] == "true", int(f["entryIndex"]), f.get("archiveEndpoint"),
        ))
    assert out.startswith("RecordingLog{entries=[")
    return rows


@pytest.fixture(scope="module")
def recording_log_classes(java: JavaToolchain) -> Path:
    return compiled_classes(java, JAVA_SOURCES, "cluster-recording-log")


@pytest.mark.java
def test_java_and_python_write_identical_files_and_read_each_other(
    java: JavaToolchain, recording_log_classes: Path, tmp_path: Path
) -> None:
    script: list[str] = []
    ours: dict[str, list[tuple[object, ...]]] = {}
    for name, ops in SCENARIOS.items():
        java_dir, py_dir = tmp_path / f"java-{name}", tmp_path / f"py-{name}"
        java_dir.mkdir()
        py_dir.mkdir()
        log = apply_ops(py_dir, [op for op in ops if op[0] != "print"])
        assert log is not None
        ours[name] = [entry_tuple(e) for e in log.entries]
        log.close()
        script += _script_lines(ops, java_dir)
        script += ["close", f"open {py_dir}", "print", "close"]  # Java reads the file we wrote
    (tmp_path / "script.txt").write_text("\n".join(script) + "\n")
    out = _run_java(java, recording_log_classes, SCRIPT_MAIN, str(tmp_path / "script.txt"))
    blocks = iter(_parse_script_output(out))
    for name in SCENARIOS:
        java_view, java_reading_ours = next(blocks), next(blocks)
        java_bytes = (tmp_path / f"java-{name}" / RECORDING_LOG_FILE_NAME).read_bytes()
        py_bytes = (tmp_path / f"py-{name}" / RECORDING_LOG_FILE_NAME).read_bytes()
        assert py_bytes == java_bytes, f"{name}: files differ"
        assert ours[name] == java_view, f"{name}: Aeron's in-memory entries differ from ours"
        assert java_reading_ours == ours[name], f"{name}: Aeron reads our file differently"
        with RecordingLog(tmp_path / f"java-{name}") as reread:
            assert [entry_tuple(e) for e in reread.entries] == java_view
    assert "INVALIDATED true" in out


@pytest.mark.java
def test_cluster_tool_prints_what_we_read(
    java: JavaToolchain, recording_log_classes: Path, tmp_path: Path
) -> None:
    java_dir, py_dir = tmp_path / "java", tmp_path / "py"
    java_dir.mkdir()
    py_dir.mkdir()
    ops = SCENARIOS["standby"]
    lines = _script_lines([op for op in ops if op[0] != "print"], java_dir)
    (tmp_path / "script.txt").write_text("\n".join(lines) + "\n")
    _run_java(java, recording_log_classes, SCRIPT_MAIN, str(tmp_path / "script.txt"))
    log = apply_ops(py_dir, [op for op in SCENARIOS["snapshots"] if op[0] != "print"])
    assert log is not None
    written_by_us = [entry_tuple(e) for e in log.entries]
    log.close()

    printed_java = _parse_cluster_tool(_run_java(java, recording_log_classes, "io.aeron.cluster.ClusterTool",
                                                 str(java_dir), "recording-log"))
    with RecordingLog(java_dir) as ours:
        assert [entry_tuple(e) for e in ours.entries] == printed_java
    assert any(row[6] == ENTRY_TYPE_STANDBY_SNAPSHOT for row in printed_java)

    printed_ours = _parse_cluster_tool(_run_java(java, recording_log_classes, "io.aeron.cluster.ClusterTool",
                                                 str(py_dir), "recording-log"))
    assert printed_ours == written_by_us


@pytest.mark.java
@pytest.mark.parametrize("tail", [20, 48, 49, 60])
def test_a_record_cut_short_at_the_end_aeron_skips_up_to_48_bytes_and_fails_beyond(
    java: JavaToolchain, recording_log_classes: Path, tmp_path: Path, tail: int
) -> None:
    """The first ``tail`` bytes of a TERM record after three whole ones: Aeron's ClusterTool lists the three
    up to 48 bytes and cannot read the file beyond (docs/formats/recording-log.md, "Damage"); we list the
    three in every case."""
    path, _ = _three_entry_file(tmp_path)
    whole = path.read_bytes()
    path.write_bytes(whole + whole[:tail])
    with RecordingLog(tmp_path) as ours:
        assert ours.torn_tail == len(whole)
        rows = [entry_tuple(e) for e in ours.entries]
    argv = java.java_command("io.aeron.cluster.ClusterTool", str(tmp_path), "recording-log",
                             classpath=[recording_log_classes])
    proc = subprocess.Popen(argv, stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True)
    try:
        out, err = proc.communicate(timeout=JVM_TIMEOUT_S)
    finally:
        stop(proc)
    if tail <= 48:
        assert proc.returncode == 0 and _parse_cluster_tool(out) == rows, err
    else:
        assert "IllegalArgumentException" in out + err, (proc.returncode, out, err)


@pytest.mark.java
def test_random_scripts_give_aerons_bytes_and_refusals(
    java: JavaToolchain, recording_log_classes: Path, tmp_path: Path
) -> None:
    """Differential: seeded random scripts, run by us and by Aeron's RecordingLog, give identical files."""
    script: list[str] = []
    expected: list[tuple[list[tuple[object, ...]], int]] = []
    our_queries: list[list[str]] = []
    for seed in DIFFERENTIAL_SEEDS:
        rng = random.Random(seed)
        java_dir, py_dir = tmp_path / f"java-{seed}", tmp_path / f"py-{seed}"
        java_dir.mkdir()
        py_dir.mkdir()
        applied: list[Op] = []
        with _apply_tolerant(py_dir, generate_ops(rng.randint, rng.choice), applied) as log:
            refused = sum(op[0] == "refused" for op in applied)
            expected.append(([entry_tuple(e) for e in log.entries], refused))
            our_queries.append(_query_lines(log, QUERY_SERVICES))
        script += [*_script_lines(applied, java_dir), f"queries {QUERY_SERVICES}", "print", "close"]
    (tmp_path / "script.txt").write_text("\n".join(script) + "\n")
    out = _run_java(java, recording_log_classes, SCRIPT_MAIN, str(tmp_path / "script.txt"))
    assert "ACCEPTED" not in out, out
    assert out.count("REFUSED ok") == sum(refused for _, refused in expected)
    assert sum(refused for _, refused in expected) > 0  # the scripts do exercise refusals
    views = _parse_script_output(out)
    chunks = out.split("END\n")[:-1]
    java_queries = [[ln for ln in chunk.splitlines() if ln.split(" ")[0] in ("LASTTERM", "LATEST", "PLAN")]
                    for chunk in chunks]
    assert java_queries == our_queries
    assert any(q[-1] not in ("PLAN", "PLAN refused") for q in our_queries)  # some plans found snapshot sets
    for seed, java_view, (ours, _) in zip(DIFFERENTIAL_SEEDS, views, expected, strict=True):
        java_bytes = (tmp_path / f"java-{seed}" / RECORDING_LOG_FILE_NAME).read_bytes()
        assert (tmp_path / f"py-{seed}" / RECORDING_LOG_FILE_NAME).read_bytes() == java_bytes, f"seed {seed}"
        assert java_view == ours, f"seed {seed}"
