"""``aeronkit demo``: the main job, end to end, on defaults that need nothing but this package.

Every bundled schema is compiled by every back end and compared with the codecs this installation ships;
real Aeron archive and cluster messages make a round trip through the generated Python codecs and C
flyweights; then an embedded media driver carries the standard test pattern from a publication to a
subscription over IPC and over loopback UDP, and an embedded archive records a stream into segment files and
replays it; the recording is read back by the C fragment walker and by Spark (the ``aeronkit spark``
pipeline, local[2], to Parquet); finally a one-member cluster (``aeronkit cluster-node`` with the bundled
EchoService, in a child process stopped by its pid) echoes messages to our cluster client and takes a
snapshot that our ClusterTool then describes. Every reader verifies every byte. Each step prints one line;
the command exits non-zero if any step finds a difference.
"""

from __future__ import annotations

import argparse
import importlib
import re
import signal
import subprocess
import sys
import time
from collections.abc import Callable
from pathlib import Path

HELP = "run the main job end to end on embedded defaults"
ARCHIVE_MESSAGES = 2_000
CLUSTER_SERVICE = "aeronkit.cluster.samples.echo_service:EchoService"
CLUSTER_ECHO_LENGTHS = (1, 32, 200, 1_000, 3_000, 64, 8)
"""Sizes of the messages echoed through the cluster; 3,000 B is fragmented on ingress, in the log and on
egress (MTU 1,408)."""


def add_arguments(parser: argparse.ArgumentParser) -> None:
    parser.add_argument("--quiet", action="store_true", help="print only the final line")


class Demo:
    """Runs named steps, each returning a one-line result or raising; counts failures."""

    def __init__(self, quiet: bool) -> None:
        self.quiet = quiet
        self.failures = 0

    def step(self, title: str, fn: Callable[[], str]) -> None:
        start = time.perf_counter()
        try:
            result = fn()
            status = "ok"
        except Exception as exc:  # a demo reports every failure and carries on to the next step
            result = f"{type(exc).__name__}: {exc}"
            status = "FAILED"
            self.failures += 1
        if not self.quiet or status != "ok":
            print(f"[{status:>6}] {title}: {result} ({time.perf_counter() - start:.2f}s)")


def compile_bundled() -> str:
    from aeronkit.codegen.bundled import bundled_schemas
    from aeronkit.codegen.cli import generate_files

    schemas = bundled_schemas()
    files = generate_files(schemas, ["python", "c", "spark"], package_inits=True)
    lines = sum(text.count("\n") for text in files.values())
    return f"{len(schemas)} schemas -> {len(files)} files, {lines:,} lines (python, c, spark)"


def compare_with_installed() -> str:
    """The installed aeronkit.codecs modules must be exactly what the compiler produces now."""
    from aeronkit.codegen.bundled import bundled_schemas
    from aeronkit.codegen.cli import generate_files

    files = generate_files(bundled_schemas(), ["python"], package_inits=True)
    different = []
    for relpath, text in files.items():
        module = relpath.removeprefix("python/").removesuffix(".py").replace("/", ".")
        name = "aeronkit.codecs" if module == "__init__" else f"aeronkit.codecs.{module}"
        source = Path(importlib.import_module(name).__file__ or "")
        if source.read_text() != text:
            different.append(name)
    if different:
        raise AssertionError(f"installed codecs differ from the compiler's output: {', '.join(different)}")
    return f"{len(files)} installed Python codec modules match the compiler byte for byte"


def archive_round_trip() -> str:
    from aeronkit.codecs import archive

    buffer = bytearray(512)
    enc = archive.RecordingDescriptorEncoder().wrap_and_apply_header(buffer)
    enc.control_session_id = 7
    enc.correlation_id = 42
    enc.recording_id = 3
    enc.start_timestamp = 1_700_000_000_000
    enc.stop_timestamp = 1_700_000_360_000
    enc.start_position = 0
    enc.stop_position = 1 << 33
    enc.initial_term_id = 11
    enc.segment_file_length = 128 * 1024 * 1024
    enc.term_buffer_length = 64 * 1024
    enc.mtu_length = 1408
    enc.session_id = -5
    enc.stream_id = 1001
    enc.put_stripped_channel("aeron:udp?endpoint=localhost:20121")
    enc.put_original_channel("aeron:udp?endpoint=localhost:20121|term-length=64k")
    enc.put_source_identity("127.0.0.1:40123")
    length = 8 + enc.encoded_length

    dec = archive.RecordingDescriptorDecoder().wrap_with_header(buffer, 0, length)
    decoded = dec.to_dict()
    expected = {
        "recording_id": 3, "stop_position": 1 << 33, "session_id": -5, "stream_id": 1001,
        "original_channel": "aeron:udp?endpoint=localhost:20121|term-length=64k",
        "source_identity": "127.0.0.1:40123",
    }
    wrong = {k: decoded.get(k) for k, v in expected.items() if decoded.get(k) != v}
    if wrong:
        raise AssertionError(f"RecordingDescriptor decoded wrongly: {wrong}")
    c_values = _decode_recording_descriptor_in_c(bytes(buffer[:length]))
    wrong = {k: (c_values[k], decoded[k]) for k in c_values if c_values[k] != decoded[k]}
    if wrong:
        raise AssertionError(f"C flyweights disagree with the Python codec: {wrong}")
    return (f"RecordingDescriptor: {length} bytes encoded in Python, decoded in Python and C "
            f"({len(decoded)} fields agree)")


def _decode_recording_descriptor_in_c(data: bytes) -> dict[str, object]:
    """Read the same bytes through the generated C flyweights in aeronkit._native."""
    from aeronkit._native import ffi, lib

    buf = ffi.from_buffer(data)
    fw = ffi.new("archive_recording_descriptor *")
    block_length = int.from_bytes(data[0:2], "little")
    version = int.from_bytes(data[6:8], "little")
    if lib.archive_recording_descriptor_wrap_for_decode(fw, buf, 8, block_length, version, len(data)) != 0:
        raise AssertionError("C flyweight refused to wrap the encoded RecordingDescriptor")
    values: dict[str, object] = {
        name: getattr(lib, f"archive_recording_descriptor_{name}")(fw)
        for name in ("recording_id", "stop_position", "session_id", "stream_id", "segment_file_length")
    }
    scratch = ffi.new("char[]", 256)
    for name in ("stripped_channel", "original_channel", "source_identity"):
        n = getattr(lib, f"archive_recording_descriptor_get_{name}")(fw, scratch, 256)
        if n < 0:
            raise AssertionError(f"C flyweight could not read {name}")
        values[name] = ffi.unpack(scratch, n).decode("ascii")
    return values


def cluster_round_trip() -> str:
    from aeronkit.codecs import cluster

    buffer = bytearray(128)
    enc = cluster.SessionMessageHeaderEncoder().wrap_and_apply_header(buffer)
    enc.leadership_term_id = 4
    enc.cluster_session_id = 99
    enc.timestamp = 123_456_789
    dec = cluster.SessionMessageHeaderDecoder().wrap_with_header(buffer)
    got = (dec.leadership_term_id, dec.cluster_session_id, dec.timestamp)
    if got != (4, 99, 123_456_789):
        raise AssertionError(f"SessionMessageHeader decoded as {got}")
    return f"SessionMessageHeader: {8 + enc.encoded_length} bytes, values intact"


def _wait(predicate: Callable[[], object], timeout_s: float, what: str) -> None:
    deadline = time.monotonic() + timeout_s
    while not predicate():
        if time.monotonic() > deadline:
            raise TimeoutError(f"{what} did not happen within {timeout_s:.0f} s")
        time.sleep(0.0005)


def _free_udp_port() -> int:
    import socket

    with socket.socket(socket.AF_INET, socket.SOCK_DGRAM) as sock:
        sock.bind(("127.0.0.1", 0))
        return int(sock.getsockname()[1])


def _pub_sub(channel: str, messages: int, max_length: int) -> str:
    """The public surface end to end: embedded driver, client, exclusive publication, subscription."""
    from aeronkit import Aeron, Context, MediaDriver
    from aeronkit.client import ADMIN_ACTION, BACK_PRESSURED, NOT_CONNECTED
    from aeronkit.testpattern import LengthGenerator, Verifier, message

    lengths = LengthGenerator(seed=7, min_length=8, max_length=max_length)
    verifier = Verifier()
    stream_id = 1001
    deadline = time.monotonic() + 60
    with MediaDriver.launch_embedded() as driver, \
            Aeron.connect(Context(aeron_dir=driver.aeron_dir)) as aeron:
        sub = aeron.add_subscription(channel, stream_id)
        pub = aeron.add_exclusive_publication(channel, stream_id)
        handler = lambda buffer, offset, length, header: verifier.on_message(buffer[offset:offset + length])  # noqa: E731
        start = time.perf_counter()
        sent = 0
        while verifier.messages < messages:
            if time.monotonic() > deadline:
                raise TimeoutError(f"only {verifier.messages} of {messages} messages arrived within 60 s")
            if sent < messages:
                result = pub.offer(message(sent, lengths.next()))
                if result > 0:
                    sent += 1
                elif result not in (BACK_PRESSURED, NOT_CONNECTED, ADMIN_ACTION):
                    raise RuntimeError(f"offer failed with code {result}")
            sub.poll(handler, 64)
        elapsed = time.perf_counter() - start
    verifier.finish(messages)
    if not verifier.ok:
        raise AssertionError(verifier.summary())
    return f"{verifier.summary()} in {elapsed:.2f}s ({messages / elapsed:,.0f} msg/s, one Python thread)"


def ipc_pub_sub(messages: int = 100_000) -> str:
    return _pub_sub("aeron:ipc?term-length=64k", messages, 1024)


def udp_pub_sub(messages: int = 50_000) -> str:
    """Through the sender and receiver agents over loopback UDP (NAKs and status messages included)."""
    return _pub_sub(f"aeron:udp?endpoint=127.0.0.1:{_free_udp_port()}|term-length=64k", messages, 1024)


def archive_record_replay(work: Path, messages: int = ARCHIVE_MESSAGES) -> str:
    """Record a stream into 64 KiB segments with an embedded archive, then replay and verify it.

    The archive stays in ``work/archive`` for the Spark step.
    """
    from aeronkit.archive.client import AeronArchive, RecordingSignal, SourceLocation
    from aeronkit.archive.client import Context as ArchiveClientContext
    from aeronkit.archive.client.recording_signal_adapter import RecordingSignalEvent
    from aeronkit.archive.server import Context as ArchiveContext
    from aeronkit.archive.server.archiving_media_driver import ArchivingMediaDriver
    from aeronkit.client import Aeron, FragmentAssembler
    from aeronkit.client import Context as ClientContext
    from aeronkit.driver.media_driver import Context as DriverContext
    from aeronkit.testpattern import Verifier, message

    channel, stream_id = "aeron:ipc?term-length=64k", 1002
    tmp = str(work)
    driver_ctx = DriverContext(
        aeron_dir=f"{tmp}/aeron", dir_delete_on_start=True, threading_mode="SHARED",
        ipc_term_buffer_length=64 * 1024, term_buffer_sparse_file=True,
    )
    archive_ctx = ArchiveContext(archive_dir=f"{tmp}/archive", segment_file_length=64 * 1024)
    with ArchivingMediaDriver.launch(driver_ctx, archive_ctx), \
            Aeron.connect(ClientContext(aeron_dir=f"{tmp}/aeron")) as aeron:
        signals: list[RecordingSignalEvent] = []
        ctx = ArchiveClientContext(aeron=aeron, control_request_channel="aeron:ipc",
                                   control_response_channel="aeron:ipc")
        ctx.recording_signal_consumer = signals.append
        with AeronArchive.connect(ctx) as archive:
            subscription_id = archive.start_recording(channel, stream_id, SourceLocation.LOCAL)
            publication = aeron.add_exclusive_publication(channel, stream_id)

            def started() -> bool:
                archive.poll_for_recording_signals()
                return any(e.signal == RecordingSignal.START for e in signals)

            _wait(started, 15, "the recording start signal")
            recording_id = next(e.recording_id for e in signals if e.signal == RecordingSignal.START)
            end = 0
            for i in range(messages):  # up to 8 KiB, so many messages are fragmented
                data = message(i, 8 + (i * 7919) % (8192 - 7))
                deadline = time.monotonic() + 15
                while (end := publication.offer(data)) < 0:
                    if time.monotonic() > deadline:
                        raise TimeoutError(f"message {i} could not be offered within 15 s")
            _wait(lambda: archive.get_recording_position(recording_id) == end, 15, "the recording")
            publication.close()
            archive.stop_recording_subscription(subscription_id)
            segments = len(list(Path(tmp, "archive").glob(f"{recording_id}-*.rec")))
            verifier = Verifier()
            assembler = FragmentAssembler(lambda buf, off, ln, _: verifier.on_message(buf[off:off + ln]))
            replay = archive.replay(recording_id, "aeron:ipc", 1003, position=0, length=end)
            try:
                _wait(lambda: replay.poll(assembler, 64) >= 0 and verifier.messages >= messages, 30,
                      "the replay")
            finally:
                replay.close()
    verifier.finish(messages)
    if not verifier.ok:
        raise AssertionError(verifier.summary())
    return f"recorded {end:,} bytes into {segments} segment files of 64 KiB; replay {verifier.summary()}"


def spark_pipeline(work: Path, messages: int = ARCHIVE_MESSAGES) -> str:
    """Read the archive step's recording back: first with the C walker alone, then through Spark.

    The local read checks every message against the test pattern; the Spark run is the `aeronkit spark`
    pipeline (aeron-archive data source, Parquet by stream and date) on local[2].
    """
    from aeronkit.spark import read_table
    from aeronkit.testpattern import Verifier

    archive = work / "archive"
    table = read_table(archive, mode="FAILFAST")
    verifier = Verifier()
    for payload in table.column("payload").to_pylist():
        verifier.on_message(payload)
    verifier.finish(messages)
    if not verifier.ok:
        raise AssertionError(f"local read: {verifier.summary()}")
    try:
        import pyspark  # noqa: F401 (only probing that the extra is installed)
    except ImportError:
        return f"local read {verifier.summary()}; Spark not run: pip install 'aeronkit[spark]'"
    from aeronkit.spark.pipeline import PipelineConfig, run_pipeline
    from aeronkit.spark.spark_command import build_session

    quiet = {"spark.sql.shuffle.partitions": "2", "spark.ui.showConsoleProgress": "false"}
    spark = build_session("local[2]", quiet, app_name="aeronkit demo")
    try:
        spark.sparkContext.setLogLevel("ERROR")
        summary = run_pipeline(spark, PipelineConfig(archive_dir=str(archive), out=str(work / "parquet")))
    finally:
        spark.stop()
    if (summary.messages, summary.bytes) != (len(table), sum(table.column("length").to_pylist())):
        raise AssertionError(
            f"Spark counted {summary.messages} messages, {summary.bytes} bytes; the local read {len(table)}"
        )
    return (
        f"local read {verifier.summary()}; Spark (local[2]) wrote Parquet by stream and date: "
        f"{summary.messages:,} messages, {summary.bytes:,} bytes"
    )


def _start_cluster_node(work: Path) -> tuple[subprocess.Popen[bytes], Path, int]:
    """``aeronkit cluster-node`` with the bundled EchoService as a child process, on free loopback ports; the
    process, the file its stdout goes to and the ingress port."""
    ingress, consensus, log, archive = (_free_udp_port() for _ in range(4))
    members = f"0,127.0.0.1:{ingress},127.0.0.1:{consensus},127.0.0.1:{log},127.0.0.1:0,127.0.0.1:{archive}"
    properties = {
        "aeron.dir": str(work / "node-aeron"),
        "aeron.dir.delete.on.start": "true",
        "aeron.term.buffer.sparse.file": "true",
        "aeron.cluster.members": members,
        "aeron.cluster.ingress.channel": "aeron:udp?term-length=128k",
        "aeron.cluster.log.channel": "aeron:udp?term-length=256k",
        "aeron.cluster.replication.channel": "aeron:udp?endpoint=127.0.0.1:0",
        "aeron.archive.control.channel": f"aeron:udp?endpoint=127.0.0.1:{archive}",
    }
    argv = [sys.executable, "-m", "aeronkit.cli", "cluster-node", "--dir", str(work / "node"),
            "--service", CLUSTER_SERVICE, *(f"-D{k}={v}" for k, v in properties.items())]
    output = work / "cluster-node.out"
    with output.open("wb") as sink:
        proc = subprocess.Popen(argv, stdout=sink, stderr=subprocess.STDOUT, stdin=subprocess.DEVNULL)
    return proc, output, ingress


def _stop_cluster_node(proc: subprocess.Popen[bytes]) -> int:
    """SIGTERM (the node's orderly SHUTDOWN: a snapshot, then termination), SIGKILL past a deadline; the
    exit code."""
    if proc.poll() is None:
        proc.send_signal(signal.SIGTERM)
        try:
            return proc.wait(timeout=30)
        except subprocess.TimeoutExpired:
            proc.kill()
    return proc.wait()


def cluster_echo_snapshot(work: Path) -> str:
    """A one-member cluster: our node in a child process, our client echoing through it, a snapshot and a
    describe by our ClusterTool, then SIGTERM. Every byte echoed is compared with what was sent."""
    import functools
    import io

    from aeronkit.client.header import Header
    from aeronkit.cluster import tool_commands
    from aeronkit.cluster.client import AeronCluster, Context
    from aeronkit.cluster.recording_log import RECORDING_LOG_FILE_NAME, parse_recording_log
    from aeronkit.driver import MediaDriver

    cluster_dir = work / "node" / "cluster"
    sent = [bytes((i + n) % 251 for n in range(length)) for i, length in enumerate(CLUSTER_ECHO_LENGTHS)]
    echoed: list[bytes] = []
    start = time.perf_counter()
    proc, output, ingress = _start_cluster_node(work)
    try:
        def ready() -> bool:
            if proc.poll() is not None:
                raise RuntimeError(f"cluster-node exited with {proc.returncode}: {output.read_text()[-500:]}")
            return b"ready:" in output.read_bytes()

        _wait(ready, 60, "the cluster node's ready line")
        ready_s = time.perf_counter() - start

        def on_echo(
            session_id: int, timestamp: int, buffer: memoryview, offset: int, length: int, header: Header
        ) -> None:
            echoed.append(bytes(buffer[offset:offset + length]))

        with MediaDriver.launch_embedded() as driver, AeronCluster.connect(Context(
                aeron_dir=driver.aeron_dir, ingress_channel="aeron:udp",
                ingress_endpoints=f"0=127.0.0.1:{ingress}", egress_channel="aeron:udp?endpoint=127.0.0.1:0",
                egress_listener=on_echo)) as cluster:
            def offered(message: bytes) -> bool:
                cluster.poll_egress()  # echoes keep arriving while ingress is back-pressured
                return cluster.offer(message) > 0

            def all_echoed() -> bool:
                cluster.poll_egress()
                return len(echoed) >= len(sent)

            for message in sent:
                _wait(functools.partial(offered, message), 15, "an ingress offer")
            _wait(all_echoed, 15, "the echoes")
        if echoed != sent:
            raise AssertionError(f"{len(echoed)} echoes differ from the {len(sent)} messages sent")
        said = io.StringIO()
        if tool_commands.execute(cluster_dir, "snapshot", [], said) != 0:
            raise RuntimeError(f"cluster-tool snapshot: {said.getvalue().strip()}")
        entries = parse_recording_log((cluster_dir / RECORDING_LOG_FILE_NAME).read_bytes()).entries
        snapshots = sum(1 for entry in entries if entry.is_any_snapshot and entry.is_valid)
        described = io.StringIO()
        if tool_commands.execute(cluster_dir, "describe", [], described) != 0:
            raise RuntimeError(f"cluster-tool describe: {described.getvalue().strip()}")
        components = "+".join(re.findall(r"\|componentType=(\w+)\|", described.getvalue()))
    finally:
        code = _stop_cluster_node(proc)
    if code != 0:
        raise RuntimeError(f"cluster-node exited with {code} after SIGTERM: {output.read_text()[-500:]}")
    return (f"member ready in {ready_s:.1f}s; {len(echoed)} echoes of up to {max(CLUSTER_ECHO_LENGTHS):,} B "
            f"verified; cluster-tool snapshot: {said.getvalue().strip()!r} ({snapshots} SNAPSHOT entries in "
            f"recording.log); describe: {components}; SIGTERM: exit 0")


def run(args: argparse.Namespace) -> int:
    import tempfile

    demo = Demo(args.quiet)
    demo.step("compile every bundled schema", compile_bundled)
    demo.step("installed codecs match the compiler", compare_with_installed)
    demo.step("archive codec round trip", archive_round_trip)
    demo.step("cluster codec round trip", cluster_round_trip)
    demo.step("IPC publish/subscribe through an embedded driver", ipc_pub_sub)
    demo.step("UDP publish/subscribe through the sender and receiver", udp_pub_sub)
    with tempfile.TemporaryDirectory(prefix="aeronkit-demo-") as tmp:
        work = Path(tmp)
        demo.step("Archive: record into segments, replay, verify", lambda: archive_record_replay(work))
        demo.step("Spark: read the recording back, pipeline to Parquet", lambda: spark_pipeline(work))
        demo.step("Cluster: one-member node, our client, snapshot, describe",
                  lambda: cluster_echo_snapshot(work))
    print("demo: all steps passed" if demo.failures == 0 else f"demo: {demo.failures} step(s) FAILED")
    return 0 if demo.failures == 0 else 1
