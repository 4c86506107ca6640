"""Interop with Aeron Java 1.51.0: we read a real Java MediaDriver's files, and Java's tools read ours.

Java side: io.aeron.driver.MediaDriver and the samples AeronStat, ErrorStat, StreamStat and LossStat from the
pinned aeron-all jar. The driver (support.drivers) runs SHARED with a backoff idle strategy in its own tmp
aeron dir and is always stopped by pid.
"""

from __future__ import annotations

import os
import re
import struct
import subprocess
from collections.abc import Callable, Iterator
from pathlib import Path
from typing import Any, TypeVar

import pytest
from support.drivers import DriverHandle, launched
from support.wait import wait_until

from aeronkit.cnc import CncFile
from aeronkit.concurrent.broadcast import CopyBroadcastReceiver
from aeronkit.interop.java import JavaToolchain

pytestmark = pytest.mark.java
T = TypeVar("T")

ToolRunner = Callable[..., tuple[int, str, str]]
STAT_LINE = re.compile(r"^\s*(\d+):\s+(-?[\d,]+) - (.*)$")
ADD_PUBLICATION = 0x01
ON_ERROR = 0x0F01
ON_PUBLICATION_READY = 0x0F03
INVALID_CHANNEL = 1


@pytest.fixture(scope="module")
def java_driver(java: JavaToolchain, tmp_path_factory: pytest.TempPathFactory) -> Iterator[DriverHandle]:
    # Aeron's default counters length (8 MiB): the first test checks the layout a default driver writes.
    properties = {"aeron.counters.buffer.length": str(8 * 1024 * 1024)}
    aeron_dir = tmp_path_factory.mktemp("java-driver") / "aeron-java"
    with launched("java", java=java, aeron_dir=aeron_dir, properties=properties) as driver:
        yield driver


def run_java_tool(java: JavaToolchain, main_class: str, aeron_dir: Path, *args: str) -> str:
    proc = subprocess.run(java.java_command(main_class, *args, properties={"aeron.dir": str(aeron_dir)}),
                          capture_output=True, text=True, timeout=120, check=False)
    assert proc.returncode == 0, proc.stdout + proc.stderr
    return proc.stdout


def stat_rows(text: str) -> list[tuple[int, int, str]]:
    matches = (STAT_LINE.match(line) for line in text.splitlines())
    return [(int(m[1]), int(m[2].replace(",", "")), m[3]) for m in matches if m]


def send_command(cnc: CncFile, msg_type_id: int, body: bytes) -> None:
    ring = cnc.to_driver()
    wait_until(lambda: ring.write(msg_type_id, body), 10, "room in the to-driver ring buffer", poll_s=0.01)


def add_publication_body(client_id: int, correlation_id: int, stream_id: int, channel: str) -> bytes:
    encoded = channel.encode("ascii")
    return struct.pack("<qqii", client_id, correlation_id, stream_id, len(encoded)) + encoded


def await_response(
        receiver: CopyBroadcastReceiver, wanted: set[int], correlation_id: int) -> tuple[int, bytes]:
    found: list[tuple[int, bytes]] = []

    def on_message(type_id: int, buf: memoryview, offset: int, length: int) -> None:
        body = bytes(buf[offset:offset + length])
        if type_id in wanted and struct.unpack_from("<q", body, 0)[0] == correlation_id:
            found.append((type_id, body))

    wait_until(lambda: receiver.receive(on_message, 16) >= 0 and found, 30,
               f"driver response to {correlation_id}", poll_s=0.01)
    return found[0]


def test_our_cnc_file_maps_and_validates_the_java_driver(java_driver: DriverHandle) -> None:
    with CncFile.map(java_driver.aeron_dir) as cnc:
        assert cnc.semantic_version == "0.2.0"
        assert cnc.pid == java_driver.pid
        assert cnc.file_page_size == 4096
        assert cnc.client_liveness_timeout_ns == 10_000_000_000
        assert cnc.to_driver().capacity == 1024 * 1024
        assert cnc.to_clients_receiver().capacity == 1024 * 1024
        assert cnc.counters_reader().max_counter_id == 8 * 1024 * 1024 // 128 - 1
        assert wait_until(lambda: cnc.is_driver_active(), 10, "a live driver heartbeat", poll_s=0.01)


def test_our_counters_reader_lists_what_aeronstat_lists(
        java: JavaToolchain, java_driver: DriverHandle, tool: ToolRunner) -> None:
    java_out = run_java_tool(java, "io.aeron.samples.AeronStat", java_driver.aeron_dir, "watch=false")
    java_rows = stat_rows(java_out)
    with CncFile.map(java_driver.aeron_dir) as cnc:
        ours = [(s.counter_id, s.label) for s in cnc.counters_reader().snapshot()]
    assert len(java_rows) > 40  # the system counters at least
    assert ours == [(cid, label) for cid, _, label in java_rows]
    code, out, _ = tool("stat", "--dir", str(java_driver.aeron_dir))
    assert code == 0
    assert [(cid, label) for cid, _, label in stat_rows(out)] == ours


@pytest.mark.driver_errors("aeron:bogus")  # the refused channel whose entry ErrorStat must show
def test_error_provoked_through_our_ring_buffer_reads_like_errorstat(
        java: JavaToolchain, java_driver: DriverHandle, tool: ToolRunner) -> None:
    with CncFile.map(java_driver.aeron_dir, writable=True) as cnc:
        receiver = CopyBroadcastReceiver(cnc.to_clients_receiver())
        ring = cnc.to_driver()
        client_id = ring.next_correlation_id()
        correlation_id = ring.next_correlation_id()
        channel = "aeron:bogus?endpoint=localhost:20121"
        send_command(cnc, ADD_PUBLICATION, add_publication_body(client_id, correlation_id, 1001, channel))
        _, body = await_response(receiver, {ON_ERROR}, correlation_id)
        error_code, message_length = struct.unpack_from("<ii", body, 8)
        assert error_code == INVALID_CHANNEL
        assert channel in body[16:16 + message_length].decode("ascii")
        errors = wait_until(lambda: [e for e in cnc.errors() if channel in e.encoded_error], 10,
                            "the error log", poll_s=0.01)
        assert errors[0].observation_count >= 1
        assert "InvalidChannelException" in errors[0].encoded_error
    java_out = run_java_tool(java, "io.aeron.samples.ErrorStat", java_driver.aeron_dir)
    code, out, _ = tool("errors", "--dir", str(java_driver.aeron_dir))
    assert code == 0
    assert out == java_out


def test_stream_positions_match_streamstat(
        java: JavaToolchain, java_driver: DriverHandle, tool: ToolRunner) -> None:
    with CncFile.map(java_driver.aeron_dir, writable=True) as cnc:
        receiver = CopyBroadcastReceiver(cnc.to_clients_receiver())
        ring = cnc.to_driver()
        client_id = ring.next_correlation_id()
        correlation_id = ring.next_correlation_id()
        send_command(cnc, ADD_PUBLICATION, add_publication_body(client_id, correlation_id, 1001, "aeron:ipc"))
        await_response(receiver, {ON_PUBLICATION_READY, ON_ERROR}, correlation_id)
    java_lines = [line for line in run_java_tool(java, "io.aeron.samples.StreamStat", java_driver.aeron_dir)
                  .splitlines() if line.startswith("sessionId=")]
    code, out, _ = tool("streams", "--dir", str(java_driver.aeron_dir))
    assert code == 0
    assert any(f"pub-lmt:{correlation_id}:" in line for line in java_lines)
    assert out.splitlines() == java_lines


def test_loss_report_reads_like_lossstat(
        java: JavaToolchain, java_driver: DriverHandle, tool: ToolRunner) -> None:
    assert (java_driver.aeron_dir / "loss-report.dat").exists()
    java_out = run_java_tool(java, "io.aeron.samples.LossStat", java_driver.aeron_dir)
    code, out, _ = tool("loss", "--dir", str(java_driver.aeron_dir))
    assert code == 0
    assert out == java_out


def test_java_tools_read_files_written_by_us(java: JavaToolchain, tool: ToolRunner,
                                            our_dir: tuple[Path, Any]) -> None:
    directory, written = our_dir
    aeron_stat = run_java_tool(java, "io.aeron.samples.AeronStat", directory, "watch=false")
    assert f"pid {os.getpid()}," in aeron_stat.splitlines()[0]
    assert stat_rows(aeron_stat) == written.counters

    error_stat = run_java_tool(java, "io.aeron.samples.ErrorStat", directory)
    assert f"{len(written.errors)} distinct errors observed." in error_stat
    assert tool("errors", "--dir", str(directory))[1] == error_stat

    loss_stat = run_java_tool(java, "io.aeron.samples.LossStat", directory)
    assert loss_stat.splitlines()[-1] == "2 loss entries"
    assert tool("loss", "--dir", str(directory))[1] == loss_stat

    stream_stat = run_java_tool(java, "io.aeron.samples.StreamStat", directory)
    java_lines = [line for line in stream_stat.splitlines() if line.startswith("sessionId=")]
    assert len(java_lines) == 2
    assert tool("streams", "--dir", str(directory))[1].splitlines() == java_lines
