"""`aeronkit sub` and `aeronkit pub` when things go wrong (issue 11): each run as its own process, as a
user runs them, against our driver (in this process) or a scripted driver that stops answering.

* `sub --timeout` ends a run whose publisher is connected but sends nothing.
* A damaged log ends `sub` with one line naming the file and offset, then the summary; no traceback.
* A driver that dies while `pub` adds its publication ends `pub` with one line and a non-zero exit.
* No driver at all: both tools say so in one line.
"""

from __future__ import annotations

import re
import signal
import struct
import subprocess
import sys
import time
from collections.abc import Iterator
from pathlib import Path

import pytest
from support.drivers import launched
from support.processes import read_line, read_rest, stop
from support.wait import offerable, wait_until

from aeronkit import testpattern
from aeronkit.client import Aeron, Context, FragmentAssembler
from aeronkit.client.aeron import SystemClock
from aeronkit.logbuffer import descriptor as d
from aeronkit.tools.pub import CLIENT_FAILED

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "client"))
from fake_driver import FakeDriver  # the scripted driver of the client tests

# `sub`'s summary counts only what arrived: messages that never came are not reported as missing.
NOTHING_ARRIVED = testpattern.ArrivalSummary(0, 0, 0, None, None, 0, 0, 0, 0)


def _tool(command: str, aeron_dir: Path, *extra: str) -> subprocess.Popen[str]:
    argv = [sys.executable, "-m", "aeronkit.cli", command, "--dir", str(aeron_dir), *extra]
    return subprocess.Popen(argv, stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True)


def _finish(proc: subprocess.Popen[str], timeout_s: float) -> tuple[int, str, str]:
    """Exit code, stdout and stderr; a process still running at the deadline is stopped and fails the test."""
    try:
        out, err = proc.communicate(timeout=timeout_s)
    except subprocess.TimeoutExpired:
        stop(proc, 10)
        out, err = proc.communicate()
        pytest.fail(f"still running after {timeout_s} s:\n{out}\n{err}")
    return proc.returncode, out, err


def _finish_read(proc: subprocess.Popen[str], timeout_s: float) -> tuple[int, str, str]:
    """As `_finish`, for a process whose stdout `read_line` already owns (a reader thread holds it)."""
    out = read_rest(proc, timeout_s)
    assert proc.stderr is not None
    return proc.wait(timeout_s), out, proc.stderr.read()


def _one_error_line(err: str, tool: str) -> str:
    lines = [line for line in err.splitlines() if line.strip()]
    assert "Traceback" not in err, err
    assert len(lines) == 1 and lines[0].startswith(f"{tool}: "), err
    return lines[0]


@pytest.fixture
def driver(tmp_path: Path) -> Iterator[Path]:
    with launched(aeron_dir=tmp_path / "aeron", threading_mode="SHARED", ipc_term_buffer_length=64 * 1024):
        yield tmp_path / "aeron"


def test_sub_timeout_ends_a_connected_stream_that_delivers_nothing(driver: Path) -> None:
    with Aeron.connect(Context(aeron_dir=str(driver))) as aeron:
        publication = aeron.add_exclusive_publication("aeron:ipc", 7001)
        sub = _tool("sub", driver, "--stream-id", "7001", "--messages", "10", "--timeout", "5")
        connected = wait_until(lambda: publication.is_connected or sub.poll() is not None, 60,
                               "the subscriber to connect")
        assert connected and publication.is_connected, "the publisher was connected while sub waited"
        code, out, err = _finish(sub, 60)
    assert code == 1, (out, err)
    assert "timed out after 5 s" in out
    assert testpattern.parse_arrival_summary(out) == NOTHING_ARRIVED


def test_a_damaged_log_ends_sub_with_one_line_and_the_summary(driver: Path) -> None:
    with Aeron.connect(Context(aeron_dir=str(driver))) as aeron:
        publication = aeron.add_exclusive_publication("aeron:ipc", 7002)
        sub = _tool("sub", driver, "--stream-id", "7002", "--messages", "10", "--timeout", "60")
        wait_until(lambda: offerable(publication) or sub.poll() is not None, 60, "the subscriber")
        assert publication.offer(testpattern.message(0, 100)) > 0
        # The next frame claims 5 bytes, less than a frame header: no writer makes that.
        tail = publication.position
        bits = d.position_bits_to_shift(publication.term_buffer_length)
        term = publication.logs.term_buffer(d.index_by_position(tail, bits))
        struct.pack_into("<i", term, tail & (publication.term_buffer_length - 1), 5)
        code, out, err = _finish(sub, 60)
    line = _one_error_line(err, "sub")
    assert "CorruptFileError" in line and ".logbuffer at offset" in line and "malformed frame" in line, line
    summary = testpattern.parse_arrival_summary(out)
    if summary.messages == 0:
        assert summary == NOTHING_ARRIVED, out
    else:  # message 0 was read before the damaged frame: the summary holds it and nothing never sent
        assert summary == testpattern.ArrivalSummary(1, 100, 0, 0, 0, 0, 0, 0, 0), out
    assert code == CLIENT_FAILED


def test_pub_when_the_driver_dies_while_it_adds_its_publication(tmp_path: Path) -> None:
    fake = FakeDriver(tmp_path / "aeron", SystemClock())
    try:
        pub = _tool("pub", tmp_path / "aeron", "--messages", "10", "--driver-timeout-ms", "1500",
                    "--timeout", "60")

        def adding() -> bool:
            fake.heartbeat()  # alive until the command arrives, then never again
            fake.poll()
            added = any(name == "AddExclusivePublication" for name, _ in fake.commands)
            return added or pub.poll() is not None

        wait_until(adding, 60, "pub's ADD_EXCLUSIVE_PUBLICATION", poll_s=0.05)
        assert any(name == "AddExclusivePublication" for name, _ in fake.commands), pub.communicate()
        started = time.monotonic()
        code, _, err = _finish(pub, 60)
    finally:
        fake.close()
    line = _one_error_line(err, "pub")
    assert line.startswith("pub: DriverTimeoutError: "), line
    assert code == CLIENT_FAILED
    assert time.monotonic() - started < 30, "the driver timeout (1.5 s), not --timeout, ended it"


@pytest.mark.parametrize("tool", ["pub", "sub"])
def test_no_driver_is_one_line(tmp_path: Path, tool: str) -> None:
    code, out, err = _finish(_tool(tool, tmp_path / "nothing", "--driver-timeout-ms", "300",
                                   "--messages", "3"), 60)
    line = _one_error_line(err, tool)
    assert "DriverTimeoutError" in line and str(tmp_path / "nothing") in line, line
    assert code == CLIENT_FAILED
    if tool == "sub":
        assert testpattern.parse_arrival_summary(out) == NOTHING_ARRIVED


@pytest.mark.parametrize("command", ["pub", "sub"])
def test_timeout_bounds_the_wait_for_a_driver(tmp_path: Path, command: str) -> None:
    """--timeout 1 with no driver ends the tool long before the (here 60 s) driver timeout would."""
    proc = _tool(command, tmp_path / "no-driver", "--timeout", "1", "--driver-timeout-ms", "60000")
    code, _, err = _finish(proc, 45)
    assert code == CLIENT_FAILED
    line = _one_error_line(err, command)
    where = tmp_path / "no-driver"
    prefix = f"{command}: DriverTimeoutError: no live driver in {where} within --timeout 1 s: "
    assert line.startswith(prefix), line


def test_sigint_ends_sub_with_the_summary_of_what_arrived(driver: Path) -> None:
    """Ctrl-C once subscribed: `interrupted`, the summary line, exit 1 (not all came), no traceback."""
    with Aeron.connect(Context(aeron_dir=str(driver))) as aeron:
        publication = aeron.add_exclusive_publication("aeron:ipc", 7003)
        sub = _tool("sub", driver, "--stream-id", "7003", "--messages", "10", "--timeout", "300")
        assert "subscribed" in read_line(sub, 60)
        wait_until(lambda: publication.is_connected, 60, "the subscriber's image")
        sub.send_signal(signal.SIGINT)
        code, out, err = _finish_read(sub, 60)
    assert "Traceback" not in err and "interrupted" in out, (out, err)
    assert testpattern.parse_arrival_summary(out) == NOTHING_ARRIVED
    assert code == 1


def test_sigint_ends_pub_with_what_it_sent(driver: Path) -> None:
    """Ctrl-C while publishing: `interrupted at message N`, then `sent N messages, B bytes`, exit 1; the
    subscriber holds exactly those N messages, in order."""
    with Aeron.connect(Context(aeron_dir=str(driver))) as aeron:
        subscription = aeron.add_subscription("aeron:ipc", 7004)
        pub = _tool("pub", driver, "--stream-id", "7004", "--messages", str(10**9), "--length", "64",
                    "--timeout", "300")
        check = testpattern.ArrivalCheck()
        handler = FragmentAssembler(lambda buffer, offset, length, header: check.on_message(
            buffer[offset:offset + length]))
        assert "connected session" in read_line(pub, 60)
        wait_until(lambda: subscription.poll(handler, 100) >= 0 and check.messages > 1000, 60, "messages")
        pub.send_signal(signal.SIGINT)
        code, out, err = _finish_read(pub, 60)
        sent = re.search(r"interrupted at message (\d+) of 1000000000\nsent (\d+) messages, (\d+) bytes", out)
        assert sent is not None and "Traceback" not in err, (out, err)
        assert int(sent[1]) == int(sent[2]) and int(sent[3]) == 64 * int(sent[2])
        wait_until(lambda: subscription.poll(handler, 100) >= 0 and check.messages >= int(sent[2]), 60,
                   "the rest of what pub sent")
    assert code == 1
    assert (check.messages, check.highest, check.ok) == (int(sent[2]), int(sent[2]) - 1, True)
