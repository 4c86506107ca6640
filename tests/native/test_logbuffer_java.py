"""Interop with Aeron Java 1.51.0's own log buffer code, in both directions.

tests/native/java/LogBufferInterop.java runs Aeron's ExclusivePublication / ConcurrentPublication
(reflectively, with no driver), TermReader, FragmentAssembler and LogBufferDescriptor over io.aeron.LogBuffers
mapping the same file. Java appends what we read back and verify, we append what Java reads back and
verifies, and a file whose metadata Java wrote is mapped by us field by field.
"""

from __future__ import annotations

import random
import subprocess
from pathlib import Path

import pytest
from support.processes import read_line, read_rest, stop
from test_logbuffer_helpers import assert_pattern, pattern, read_messages

from aeronkit.interop.java import JavaToolchain
from aeronkit.logbuffer import BufferClaim, ExclusiveTermAppender, LogBuffers, TermAppender
from aeronkit.logbuffer import descriptor as d
from aeronkit.logbuffer.results import ADMIN_ACTION

pytestmark = pytest.mark.java

JAVA_SOURCE = Path(__file__).parent / "java" / "LogBufferInterop.java"
TERM_LENGTH = 64 * 1024
MTU = 1408
# Close to INT32_MAX so the stream's term ids wrap while the test runs.
INITIAL_TERM_ID = 2**31 - 2


def reserved_for(i: int) -> int:
    return i * 1000 + 7


@pytest.fixture(scope="module")
def java_command(java: JavaToolchain, tmp_path_factory: pytest.TempPathFactory):
    """argv builder for LogBufferInterop, compiled once per module against the pinned aeron-all."""
    classes = java.compile([JAVA_SOURCE], tmp_path_factory.mktemp("logbuffer-java"))
    return lambda *args: java.java_command("LogBufferInterop", *args, classpath=[classes])


@pytest.fixture(scope="module")
def interop(java_command):
    def run(*args: str) -> dict[str, str]:
        proc = subprocess.run(java_command(*args), capture_output=True, text=True, timeout=120, check=False)
        assert proc.returncode == 0, f"{' '.join(args[:1])} failed:\n{proc.stdout}\n{proc.stderr}"
        return dict(line.split("=", 1) for line in proc.stdout.splitlines() if "=" in line)

    return run


def message_lengths(seed: int, budget: int, max_length: int) -> list[int]:
    """Random lengths (0 .. max message length, many fragmented) whose framed total fits in ~2.5 terms.

    Staying under three terms means no partition is reused, so no cleaning is needed between writers.
    """
    rng = random.Random(seed)
    lengths: list[int] = []
    used = 0
    while True:
        length = rng.choice([rng.randint(0, 200), rng.randint(8, MTU * 2), rng.randint(MTU, max_length)])
        framed = d.framed_length(length, MTU - d.HEADER_LENGTH)
        if used + framed > budget:
            return lengths
        used += framed + 64  # slack for the padding a rotation may leave
        lengths.append(length)


def write_lengths(path: Path, lengths: list[int]) -> Path:
    path.write_text("\n".join(map(str, lengths)) + "\n")
    return path


@pytest.mark.parametrize("kind", ["exclusive", "concurrent"])
def test_java_appends_we_read(interop, tmp_path: Path, kind: str) -> None:
    log_path = tmp_path / "java-wrote.logbuffer"
    max_message = d.compute_max_message_length(TERM_LENGTH)
    lengths = message_lengths(11, int(2.5 * TERM_LENGTH), max_message)
    with LogBuffers.create(log_path, TERM_LENGTH, mtu_length=MTU, initial_term_id=INITIAL_TERM_ID,
                           session_id=-77, stream_id=1001, correlation_id=99) as logs:
        out = interop("append", str(log_path), str(write_lengths(tmp_path / "lengths", lengths)), kind)
        messages, position = read_messages(logs, len(lengths))

        assert_pattern(messages, lengths)
        assert position == int(out["position"])
        assert logs.tail_position() == position
        assert logs.active_term_count() == 2  # rotated twice
        for i, message in enumerate(messages):
            assert (message.session_id, message.stream_id) == (-77, 1001)
            expected_term = d.compute_term_id_from_position(message.end_position - 1, 16, INITIAL_TERM_ID)
            assert set(message.term_ids) == {expected_term}
            if i % 4 == 1:
                assert message.reserved_values == [reserved_for(i)] * message.fragments
        assert {t for m in messages for t in m.term_ids} == {2**31 - 2, 2**31 - 1, -(2**31)}

    # The same appends through our appender of the same kind give the same file, byte for byte:
    # headers, padding, fragment flags, reserved values, tails and active term count.
    ours_path = tmp_path / "we-wrote.logbuffer"
    with LogBuffers.create(ours_path, TERM_LENGTH, mtu_length=MTU, initial_term_id=INITIAL_TERM_ID,
                           session_id=-77, stream_id=1001, correlation_id=99) as ours:
        appender = ExclusiveTermAppender(ours) if kind == "exclusive" else TermAppender(ours)
        assert append_pattern(appender, lengths) == position
    assert ours_path.read_bytes() == log_path.read_bytes()


def append_pattern(appender: ExclusiveTermAppender | TermAppender, lengths: list[int]) -> int:
    """Append message i with the API the Java side uses for i % 4, retrying once across a rotation."""
    claim = BufferClaim()
    position = 0
    for i, length in enumerate(lengths):
        body = pattern(i, length)
        for _attempt in range(3):
            kind = i % 4
            if kind == 3 and length <= appender.max_payload_length:
                result = appender.try_claim(length, claim)
                if result > 0:
                    claim.put_bytes(body)
                    claim.commit()
            elif kind == 1:
                result = appender.offer(body, reserved_value=reserved_for(i))
            elif kind == 2:
                split = length // 3
                result = appender.offer_vectors([body[:split], memoryview(body)[split:]])
            else:
                result = appender.offer(body)
            if result != ADMIN_ACTION:
                break
        assert result > 0, f"append {i} gave {result}"
        position = result
    return position


@pytest.mark.parametrize("appender_type", [ExclusiveTermAppender, TermAppender])
def test_we_append_java_reads(interop, tmp_path: Path, appender_type: type) -> None:
    log_path = tmp_path / "we-wrote.logbuffer"
    lengths = message_lengths(23, int(2.5 * TERM_LENGTH), d.compute_max_message_length(TERM_LENGTH))
    with LogBuffers.create(log_path, TERM_LENGTH, mtu_length=MTU, initial_term_id=INITIAL_TERM_ID,
                           session_id=5, stream_id=-3, correlation_id=1234, is_connected=True,
                           publication_window_length=TERM_LENGTH // 2, tether=True,
                           untethered_linger_timeout_ns=7_000_000_000) as logs:
        position = append_pattern(appender_type(logs), lengths)
        meta = logs.metadata()

    out = interop("read", str(log_path), str(write_lengths(tmp_path / "lengths", lengths)))
    assert int(out["received"]) == len(lengths)
    assert int(out["reserved_checked"]) == len(range(1, len(lengths), 4))
    assert int(out["position"]) == position
    assert int(out["initial_term_id"]) == INITIAL_TERM_ID
    assert int(out["term_length"]) == TERM_LENGTH
    assert int(out["mtu_length"]) == MTU
    assert int(out["page_size"]) == d.PAGE_MIN_SIZE
    assert int(out["correlation_id"]) == 1234
    assert int(out["active_term_count"]) == meta.active_term_count == 2
    assert int(out["end_of_stream_position"]) == 2**63 - 1
    assert out["is_connected"] == "true"
    assert int(out["type"]) == d.LOG_BUFFER_TYPE_EXCLUSIVE_PUBLICATION
    assert out["sparse"] == "true"
    assert int(out["entity_tag"]) == -1
    assert int(out["publication_window_length"]) == TERM_LENGTH // 2
    assert int(out["untethered_linger_timeout_ns"]) == 7_000_000_000
    assert out["tether"] == "true"
    assert [int(out[f"raw_tail_{i}"]) for i in range(3)] == list(meta.tail_counters)
    assert (int(out["session_id"]), int(out["stream_id"])) == (5, -3)


def test_java_created_log_maps_field_by_field(interop, tmp_path: Path) -> None:
    log_path = tmp_path / "java-created.logbuffer"
    term_length = 128 * 1024
    out = interop("create", str(log_path), str(term_length), "4096", "-17", "31", "1002", "555")
    assert int(out["length"]) == d.compute_log_length(term_length, 4096) == log_path.stat().st_size

    with LogBuffers.from_file(log_path) as logs:
        meta = logs.metadata()
        assert (meta.term_length, meta.mtu_length, meta.page_size) == (term_length, 4096, 4096)
        assert (meta.initial_term_id, meta.correlation_id) == (-17, 555)
        assert (logs.session_id, logs.stream_id) == (31, 1002)
        assert meta.tail_counters == tuple(d.initial_tails(-17, -17, 0))
        assert meta.active_term_count == 0
        assert meta.end_of_stream_position == 2**63 - 1
        assert meta.is_connected and meta.tether
        assert meta.log_type == d.LOG_BUFFER_TYPE_CONCURRENT_PUBLICATION
        assert meta.publication_window_length == term_length // 2
        assert meta.untethered_linger_timeout_ns == 5_000_000_000
        assert meta.entity_tag == 42
        assert meta.default_frame_header_length == 32
        assert logs.max_payload_length == 4096 - 32

        # Then append to the Java-made file and read it back through our reader.
        lengths = [0, 8, 100, 4064, 4065, 16000, 16384]
        position = append_pattern(TermAppender(logs), lengths)
        messages, read_to = read_messages(logs, len(lengths))
        assert_pattern(messages, lengths)
        assert read_to == position


def test_java_and_python_append_to_one_log_at_the_same_time(java_command, tmp_path: Path) -> None:
    """Aeron's ConcurrentPublication in a JVM and our TermAppender race on the same tails."""
    log_path = tmp_path / "shared.logbuffer"
    term_length = 2 * 1024 * 1024  # ~4.8 MB in all: about 2.4 terms, so no partition is reused
    java_lengths = [8 + (i * 97) % 3000 for i in range(1500)]
    our_lengths = [8 + (j * 61) % 3000 for j in range(1500)]
    with LogBuffers.create(log_path, term_length, mtu_length=MTU, initial_term_id=INITIAL_TERM_ID) as logs:
        cmd = java_command("append", str(log_path), str(write_lengths(tmp_path / "lengths", java_lengths)),
                           "concurrent", "0", "wait")
        # stderr goes to a file: a thread owns stdout once read_line reads it, and a file never fills up.
        err_path = tmp_path / "java.stderr"
        with open(err_path, "w") as err_file:
            proc = subprocess.Popen(cmd, stdin=subprocess.PIPE, stdout=subprocess.PIPE, stderr=err_file,
                                    text=True)
        try:
            assert proc.stdin is not None
            assert read_line(proc, 120).strip() == "ready", err_path.read_text()
            proc.stdin.write("go\n")
            proc.stdin.flush()
            appender = TermAppender(logs)
            for j, length in enumerate(our_lengths):
                while (result := appender.offer(pattern(1_000_000 + j, length))) == ADMIN_ACTION:
                    pass
                assert result > 0
            proc.stdin.close()
            read_rest(proc, 120)
        finally:
            stop(proc)
        assert proc.returncode == 0, err_path.read_text()

        messages, _ = read_messages(logs, len(java_lengths) + len(our_lengths))
        java_seen = [m for m in messages if int.from_bytes(m.payload[:8], "little") < 1_000_000]
        ours_seen = [m for m in messages if int.from_bytes(m.payload[:8], "little") >= 1_000_000]
        assert_pattern(java_seen, java_lengths)
        expected = [pattern(1_000_000 + j, n) for j, n in enumerate(our_lengths)]
        assert [m.payload for m in ours_seen] == expected
        assert logs.tail_position() == messages[-1].end_position
