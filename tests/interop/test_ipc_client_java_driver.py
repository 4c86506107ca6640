"""The aeronkit client against a real Aeron Java MediaDriver over aeron:ipc (issue 3, client half).

One Java driver (SHARED threading, backoff idle, sparse 64 KiB IPC terms, aeron dir in tmp, deleted on
start) serves three pairings, each moving 200 000 standard-pattern messages of 8 B .. 4 KiB with one in
a hundred up to 8 KiB (fragmented over the 1408-byte MTU), so 64 KiB terms rotate thousands of times:

1. ``aeronkit pub`` -> ``aeronkit sub``
2. Java StandardPatternPublisher (Aeron's Java client) -> ``aeronkit sub``
3. ``aeronkit pub`` -> Java StandardPatternSubscriber

The subscriber's summary line must show every message and byte the publisher sent, no gaps, nothing
corrupt. Faults: a killed driver is detected by the client's own driver-timeout logic, back pressure is
a result code and never a hang, use after close raises. A 10 M message soak is marked ``slow``.
"""

from __future__ import annotations

import re
import subprocess
import sys
from collections.abc import Iterator
from pathlib import Path

import pytest
from support.drivers import DriverHandle, launched
from support.java import java_program
from support.pattern_summary import delivered
from support.processes import read_line, read_rest, stop
from support.wait import wait_until

from aeronkit import testpattern
from aeronkit.client import (
    BACK_PRESSURED,
    CLOSED,
    Aeron,
    Context,
)
from aeronkit.errors import ClosedError, DriverTimeoutError
from aeronkit.interop.java import JavaToolchain

pytestmark = pytest.mark.java

MESSAGES = 200_000
SEED = 20_260_101
PATTERN = {"min_length": "8", "max_length": "4096", "large_every": "100", "large_max_length": "8192"}
SENT_RE = re.compile(r"sent (\d+) messages, (\d+) bytes")
RUN_TIMEOUT_S = 120


@pytest.fixture(scope="module")
def driver(java: JavaToolchain, tmp_path_factory: pytest.TempPathFactory) -> Iterator[DriverHandle]:
    with launched("java", java=java, aeron_dir=tmp_path_factory.mktemp("ipc-java-driver") / "aeron") as d:
        yield d


def _aeronkit(command: str, aeron_dir: Path, *extra: str) -> list[str]:
    return [sys.executable, "-m", "aeronkit.cli", command, "--dir", str(aeron_dir), *extra]


def _aeronkit_pub(aeron_dir: Path, messages: int, *extra: str) -> list[str]:
    args = ["--messages", str(messages), "--seed", str(SEED), "--timeout", "90"]
    for key, value in PATTERN.items():
        args += [f"--{key.replace('_', '-')}", value]
    return _aeronkit("pub", aeron_dir, *args, *extra)


def _aeronkit_sub(aeron_dir: Path, messages: int, *extra: str) -> list[str]:
    return _aeronkit("sub", aeron_dir, "--messages", str(messages), "--timeout", "90", *extra)


def _run_pair(subscriber: list[str], publisher: list[str], stream_id: int) -> tuple[str, str, int, int]:
    """Start the subscriber, wait until it has subscribed, run the publisher; both stopped by pid."""
    sub_argv = _with_stream(subscriber, stream_id)
    pub_argv = _with_stream(publisher, stream_id)
    sub = subprocess.Popen(sub_argv, stdout=subprocess.PIPE, stderr=subprocess.STDOUT, text=True)
    pub: subprocess.Popen[str] | None = None
    try:
        first = read_line(sub, RUN_TIMEOUT_S)
        assert "subscribed" in first, first
        pub = subprocess.Popen(pub_argv, stdout=subprocess.PIPE, stderr=subprocess.STDOUT, text=True)
        pub_out, _ = pub.communicate(timeout=RUN_TIMEOUT_S)
        sub_out = read_rest(sub, RUN_TIMEOUT_S)
        return pub_out, first + sub_out, pub.returncode, sub.returncode
    finally:
        if pub is not None:
            stop(pub)
        stop(sub)


def _with_stream(argv: list[str], stream_id: int) -> list[str]:
    """Put the stream id in place: --stream-id for aeronkit, -Daeronkit.stream.id for Java."""
    if argv[0] == sys.executable:
        return [*argv, "--stream-id", str(stream_id)]
    cp = argv.index("-cp")
    return [*argv[:cp], f"-Daeronkit.stream.id={stream_id}", *argv[cp:]]


def _check_transfer(pub_out: str, sub_out: str, pub_rc: int, sub_rc: int, messages: int) -> None:
    sent = SENT_RE.search(pub_out)
    assert pub_rc == 0 and sent is not None, pub_out
    assert int(sent.group(1)) == messages
    summary = delivered(sub_out)
    assert summary.messages == messages, sub_out
    assert summary.bytes == int(sent.group(2)), (pub_out, sub_out)
    assert summary.exact, sub_out
    assert sub_rc == 0, sub_out


def _java_props(messages: int) -> dict[str, str]:
    return {"messages": str(messages), "seed": str(SEED), "timeout_ms": "90000", **PATTERN}


def test_aeronkit_publisher_to_aeronkit_subscriber(driver: DriverHandle) -> None:
    subscriber = _aeronkit_sub(driver.aeron_dir, MESSAGES)
    out = _run_pair(subscriber, _aeronkit_pub(driver.aeron_dir, MESSAGES), 2001)
    _check_transfer(*out, MESSAGES)


def test_java_publisher_to_aeronkit_subscriber(java: JavaToolchain, driver: DriverHandle) -> None:
    publisher = java_program(java, "StandardPatternPublisher", driver.aeron_dir, **_java_props(MESSAGES))
    out = _run_pair(_aeronkit_sub(driver.aeron_dir, MESSAGES), publisher, 2002)
    _check_transfer(*out, MESSAGES)


def test_aeronkit_publisher_to_java_subscriber(java: JavaToolchain, driver: DriverHandle) -> None:
    subscriber = java_program(java, "StandardPatternSubscriber", driver.aeron_dir,
                              messages=str(MESSAGES), timeout_ms="90000")
    out = _run_pair(subscriber, _aeronkit_pub(driver.aeron_dir, MESSAGES, "--concurrent"), 2003)
    _check_transfer(*out, MESSAGES)


def test_per_message_apis_interoperate_with_java(java: JavaToolchain, driver: DriverHandle) -> None:
    """The per-message offer and FragmentAssembler poll paths (not the batch API) on a smaller stream."""
    messages = 20_000
    subscriber = java_program(java, "StandardPatternSubscriber", driver.aeron_dir,
                              messages=str(messages), timeout_ms="90000")
    out = _run_pair(subscriber, _aeronkit_pub(driver.aeron_dir, messages, "--batch", "0"), 2004)
    _check_transfer(*out, messages)
    publisher = java_program(java, "StandardPatternPublisher", driver.aeron_dir, **_java_props(messages))
    out = _run_pair(_aeronkit_sub(driver.aeron_dir, messages, "--batch", "0"), publisher, 2005)
    _check_transfer(*out, messages)


def test_subscriber_reports_gaps_and_exits_non_zero(driver: DriverHandle) -> None:
    """Skip message 3 and corrupt message 6: the summary counts them and the exit code is 1."""
    sub = subprocess.Popen(_aeronkit_sub(driver.aeron_dir, 10, "--stream-id", "2006", "--timeout", "30"),
                           stdout=subprocess.PIPE, stderr=subprocess.STDOUT, text=True)
    try:
        assert "subscribed" in read_line(sub, RUN_TIMEOUT_S)
        with Aeron.connect(Context(aeron_dir=str(driver.aeron_dir))) as aeron:
            publication = aeron.add_exclusive_publication("aeron:ipc", 2006)
            wait_until(lambda: publication.is_connected, 20, "publication connected")
            for i in (0, 1, 2, 4, 5, 6, 7, 8, 9):
                data = bytearray(testpattern.message(i, 64))
                if i == 6:
                    data[40] ^= 0xFF
                wait_until(lambda d=bytes(data): publication.offer(d) > 0, 20, f"offer {i}")
            out = read_rest(sub, 60)
    finally:
        stop(sub)
    summary = testpattern.parse_arrival_summary(out)
    assert (summary.messages, summary.missing, summary.corrupt) == (9, 1, 1), out
    assert (summary.lowest, summary.highest, summary.out_of_order, summary.other) == (0, 9, 0, 0), out
    assert sub.returncode == 1


def test_java_text_messages_are_counted_as_other_payloads_never_as_sequence_numbers(
        java: JavaToolchain, driver: DriverHandle) -> None:
    """Java sends BasicPublisher's "Hello World! i": `aeronkit sub` reports what arrived, reads no sequence
    number out of the text (it once printed `gaps 8022916924116329800`) and, all having arrived, exits 0."""
    messages = 5
    publisher = java_program(java, "StandardPatternPublisher", driver.aeron_dir, messages=str(messages),
                             text="true", timeout_ms="90000")
    pub_out, sub_out, pub_rc, sub_rc = _run_pair(_aeronkit_sub(driver.aeron_dir, messages), publisher, 2007)
    assert pub_rc == 0 and f"sent {messages} messages" in pub_out, pub_out
    text_bytes = sum(len(f"Hello World! {i}") for i in range(messages))
    assert testpattern.parse_arrival_summary(sub_out) == testpattern.ArrivalSummary(
        messages, text_bytes, messages, None, None, 0, 0, 0, 0), sub_out
    assert "gaps" not in sub_out and sub_rc == 0, sub_out


def test_publisher_without_a_subscriber_gives_up_with_exit_code_2(driver: DriverHandle) -> None:
    argv = _aeronkit_pub(driver.aeron_dir, 10, "--stream-id", "2011", "--timeout", "1")
    proc = subprocess.run(argv, capture_output=True, text=True, timeout=60, check=False)
    assert proc.returncode == 2 and "timed out waiting for a subscriber" in proc.stdout


def test_back_pressure_is_reported_not_a_hang(driver: DriverHandle) -> None:
    """A subscriber that never polls: offers fill the window and then return BACK_PRESSURED."""
    with Aeron.connect(Context(aeron_dir=str(driver.aeron_dir))) as aeron:
        subscription = aeron.add_subscription("aeron:ipc", 2007)
        publication = aeron.add_exclusive_publication("aeron:ipc", 2007)
        wait_until(lambda: publication.is_connected and subscription.image_count == 1, 20, "connected")
        wait_until(lambda: publication.position_limit > 0, 20, "publication limit")
        message = testpattern.message(0, 1000)
        results = [publication.offer(message) for _ in range(100)]
        accepted = [r for r in results if r > 0]
        assert accepted and len(accepted) < len(results)
        assert results[len(accepted)] == BACK_PRESSURED
        assert all(r == BACK_PRESSURED for r in results[len(accepted):])
        assert publication.position <= publication.position_limit + 1056
        count, result = publication.offer_batch(message, [0, 0], [1000, 1000])
        assert (count, result) == (0, BACK_PRESSURED)
        # Draining the subscriber lets the driver move the limit and offers succeed again.
        polled: list[int] = []
        wait_until(
            lambda: subscription.poll(lambda b, o, n, h: polled.append(n), 100) >= 0
              and publication.offer(message) > 0,
            20,
            "offer after draining",
        )
        assert polled and set(polled) == {1000}


def test_use_after_close_raises(driver: DriverHandle) -> None:
    aeron = Aeron.connect(Context(aeron_dir=str(driver.aeron_dir)))
    publication = aeron.add_publication("aeron:ipc", 2008)
    subscription = aeron.add_subscription("aeron:ipc", 2008)
    counter = aeron.add_counter(1001, "closing test")
    publication.close()
    publication.close()
    with pytest.raises(ClosedError):
        publication.offer(b"x" * 8)
    subscription.close()
    with pytest.raises(ClosedError):
        subscription.poll(lambda *a: None, 1)
    counter.close()
    with pytest.raises(ClosedError):
        counter.get()
    other = aeron.add_exclusive_publication("aeron:ipc", 2008)
    aeron.close()
    aeron.close()
    assert other.is_closed
    assert other.offer(b"x" * 8) == CLOSED  # closed underneath the user: a result code, as in Aeron
    with pytest.raises(ClosedError):
        aeron.add_publication("aeron:ipc", 2008)


def test_dead_driver_is_detected_within_the_driver_timeout(java: JavaToolchain, tmp_path: Path) -> None:
    errors: list[BaseException] = []
    with launched("java", java=java, aeron_dir=tmp_path / "aeron") as victim:
        ctx = Context(aeron_dir=str(victim.aeron_dir), driver_timeout_ms=2_000, error_handler=errors.append,
                      keepalive_interval_ns=100_000_000)
        with Aeron.connect(ctx) as aeron:
            publication = aeron.add_exclusive_publication("aeron:ipc", 2009)
            victim.kill()
            # Functional bound, not a performance figure: the client must notice on its own, so the wait
            # is generous (5 x the configured 2 s timeout) for a loaded 2-core machine; the message below
            # proves it was the client's driver-timeout check that fired, not some other failure.
            wait_until(lambda: aeron.terminal_error is not None, 5 * 2.0, "driver timeout")
            assert isinstance(aeron.terminal_error, DriverTimeoutError)
            assert "driver_timeout_ms=2000" in str(aeron.terminal_error)
            assert errors and errors[0] is aeron.terminal_error
            assert publication.is_closed and publication.offer(b"x" * 8) == CLOSED
            with pytest.raises(DriverTimeoutError):
                aeron.add_subscription("aeron:ipc", 2009)


def test_connect_to_a_dead_driver_raises(java: JavaToolchain, tmp_path: Path) -> None:
    with launched("java", java=java, aeron_dir=tmp_path / "aeron") as victim:
        victim.kill()
        wait_until(lambda: not _driver_active(victim.aeron_dir, 500), 10, "stale heartbeat")
        # The connect gives up through its own driver-timeout check (the message says so); how long that
        # takes on a loaded machine is not asserted.
        with pytest.raises(DriverTimeoutError, match="no driver heartbeat"):
            Aeron.connect(Context(aeron_dir=str(victim.aeron_dir), driver_timeout_ms=500))


def _driver_active(aeron_dir: Path, timeout_ms: int) -> bool:
    from aeronkit.cnc import CncFile

    cnc = CncFile.map(aeron_dir)
    try:
        return cnc.is_driver_active(timeout_ms)
    finally:
        cnc.close()


@pytest.mark.slow
def test_soak_ten_million_messages(java: JavaToolchain, driver: DriverHandle) -> None:
    messages = 10_000_000
    pub = _aeronkit("pub", driver.aeron_dir, "--messages", str(messages), "--min-length", "8",
                    "--max-length", "256", "--timeout", "3000")
    sub = _aeronkit("sub", driver.aeron_dir, "--messages", str(messages), "--timeout", "3000")
    global RUN_TIMEOUT_S
    saved, RUN_TIMEOUT_S = RUN_TIMEOUT_S, 3600
    try:
        out = _run_pair(sub, pub, 2010)
    finally:
        RUN_TIMEOUT_S = saved
    _check_transfer(*out, messages)
