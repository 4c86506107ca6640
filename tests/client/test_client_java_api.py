"""Destinations and counters of our client on a real Aeron Java MediaDriver, checked by Aeron's own Java
client and tools.

* Multi-destination cast: our exclusive publication on ``aeron:udp?control-mode=manual`` with two
  destinations on free 127.0.0.1 ports (one added blocking, one asynchronously); a Java subscriber on
  each endpoint receives the standard test pattern complete. ``fc=min,g:/2`` keeps the publication
  unconnected until both receivers are there, so neither misses the start.
* Multi-destination subscription: our subscription on ``control-mode=manual`` with two destinations,
  a Java publisher sending to each; both sessions arrive complete and in order.
* Counters: ours (owned and static) read by Java's CountersReader (type, registration id, key, label)
  and by AeronStat; a counter a Java client allocates reaches our available and unavailable handlers.

Every JVM is stopped by pid (support.processes.stop) even when a test fails.
"""

from __future__ import annotations

import contextlib
import re
import subprocess
import threading
from collections.abc import Iterator
from pathlib import Path

import pytest
from support.drivers import DriverHandle, launched
from support.java import compiled_classes, java_program
from support.ports import free_udp_port, free_udp_ports
from support.processes import stop
from support.wait import offerable, wait_until

from aeronkit import testpattern
from aeronkit.client import Aeron, Context, FragmentAssembler
from aeronkit.client.header import Header
from aeronkit.command.responses import PublicationErrorFrame
from aeronkit.concurrent.counters import CountersReader
from aeronkit.interop.java import JavaToolchain

pytestmark = pytest.mark.java

MESSAGES = 2_000
TERM = "term-length=65536"
PROBE_SOURCES = Path(__file__).resolve().parent / "java"
ERROR_FRAMES: list[PublicationErrorFrame] = []  # the module client's publication_error_frame_handler


class JavaProcess:
    """A JVM whose stdout lines are collected by a thread, so a test can wait for one with a deadline."""

    def __init__(self, argv: list[str], stdin: bool = False) -> None:
        self.proc = subprocess.Popen(argv, stdout=subprocess.PIPE, stderr=subprocess.STDOUT, text=True,
                                     stdin=subprocess.PIPE if stdin else subprocess.DEVNULL)
        self.lines: list[str] = []
        self._reader = threading.Thread(target=self._read, daemon=True)
        self._reader.start()

    def _read(self) -> None:
        assert self.proc.stdout is not None
        for line in self.proc.stdout:
            self.lines.append(line.rstrip("\n"))

    @property
    def output(self) -> str:
        return "\n".join(self.lines)

    def wait_line(self, pattern: str, timeout_s: float = 60.0) -> re.Match[str]:
        regex = re.compile(pattern)
        found: list[re.Match[str]] = []

        def seen() -> bool:
            if self.proc.poll() is not None and not self._reader.is_alive():
                raise AssertionError(
                    f"exited {self.proc.returncode} before {pattern!r}: {self.output[-2000:]}")
            found.extend(m for m in map(regex.search, list(self.lines)) if m)
            return bool(found)

        wait_until(seen, timeout_s, f"{pattern!r} from {self.proc.args[-1]}")
        return found[0]

    def finish(self, timeout_s: float = 60.0) -> str:
        """Wait for a normal exit; the output, or an AssertionError with it."""
        try:
            self.proc.wait(timeout_s)
        except subprocess.TimeoutExpired as exc:
            raise AssertionError(f"still running after {timeout_s}s: {self.output[-2000:]}") from exc
        self._reader.join(10)
        assert self.proc.returncode == 0, f"exit {self.proc.returncode}: {self.output[-2000:]}"
        return self.output

    def stop(self) -> None:
        stop(self.proc)
        if self.proc.stdin is not None:
            with contextlib.suppress(OSError):
                self.proc.stdin.close()
        self._reader.join(10)


@contextlib.contextmanager
def running(*processes: JavaProcess) -> Iterator[None]:
    try:
        yield
    finally:
        for process in processes:
            process.stop()


def probe_classes(java: JavaToolchain) -> Path:
    """tests/client/java/*.java compiled once per source hash into the Java cache."""
    return compiled_classes(java, PROBE_SOURCES, "client-probes")


def probe(java: JavaToolchain, aeron_dir: Path, *args: str, **props: str) -> list[str]:
    properties = {"aeron.dir": str(aeron_dir)}
    properties.update({f"aeronkit.{k.replace('_', '.')}": v for k, v in props.items()})
    argv = java.java_command("CountersProbe", *args, classpath=[probe_classes(java)], properties=properties)
    argv.insert(1, "-Xmx128m")
    return argv


@pytest.fixture(scope="module")
def java_driver(java: JavaToolchain, tmp_path_factory: pytest.TempPathFactory) -> Iterator[DriverHandle]:
    """This module's Java driver: a rejected network image lingers for the image liveness timeout before
    it goes (10 s by default), so it is 2 s here to keep the reject test short."""
    tmp: Path = tmp_path_factory.mktemp("java-driver-api")
    with launched("java", java=java, aeron_dir=tmp / "aeron",
                  properties={"aeron.image.liveness.timeout": "2s"}) as driver:
        yield driver


@pytest.fixture(scope="module")
def aeron(java_driver: DriverHandle) -> Iterator[Aeron]:
    ctx = Context(aeron_dir=str(java_driver.aeron_dir), client_name="aeronkit-api-test",
                  publication_error_frame_handler=ERROR_FRAMES.append)
    with Aeron.connect(ctx) as client:
        yield client


def test_mdc_publication_reaches_a_java_subscriber_on_each_destination(
        java: JavaToolchain, java_driver: DriverHandle, aeron: Aeron) -> None:
    stream_id = 5101
    ports = free_udp_ports(2)
    subscribers = [JavaProcess(java_program(
        java, "StandardPatternSubscriber", java_driver.aeron_dir,
        channel=f"aeron:udp?endpoint=127.0.0.1:{port}", stream_id=str(stream_id), messages=str(MESSAGES),
        timeout_ms="90000")) for port in ports]
    with running(*subscribers):
        for subscriber in subscribers:
            subscriber.wait_line("^subscribed")
        publication = aeron.add_exclusive_publication(
            f"aeron:udp?control-mode=manual|fc=min,g:/2|{TERM}", stream_id)
        try:
            first = publication.add_destination(f"aeron:udp?endpoint=127.0.0.1:{ports[0]}")
            second = publication.async_add_destination(f"aeron:udp?endpoint=127.0.0.1:{ports[1]}")
            wait_until(lambda: not aeron.is_command_active(second), 30, "the async destination")
            assert first != second
            wait_until(lambda: publication.is_connected, 30, "both receivers (fc=min,g:/2)")
            lengths = testpattern.LengthGenerator(seed=7, min_length=8, max_length=2_000)
            for i in range(MESSAGES):
                message = testpattern.message(i, lengths.next())
                wait_until(lambda m=message: publication.offer(m) >= 0, 60, f"offer of message {i}",
                           poll_s=0.0005)
            summaries = [testpattern.parse_summary(s.finish(90)) for s in subscribers]
            for summary in summaries:
                assert (summary.messages, summary.gaps, summary.corrupt) == (MESSAGES, 0, 0)
            # Both removal forms are accepted by Aeron's driver (a refusal would raise RegistrationError).
            publication.remove_destination_by_id(second)
            publication.remove_destination(f"aeron:udp?endpoint=127.0.0.1:{ports[0]}")
        finally:
            publication.close()


def test_multi_destination_subscription_receives_two_java_publications(
        java: JavaToolchain, java_driver: DriverHandle, aeron: Aeron) -> None:
    stream_id = 5102
    ports = free_udp_ports(2)
    subscription = aeron.add_subscription("aeron:udp?control-mode=manual", stream_id)
    try:
        subscription.add_destination(f"aeron:udp?endpoint=127.0.0.1:{ports[0]}")
        correlation_id = subscription.async_add_destination(f"aeron:udp?endpoint=127.0.0.1:{ports[1]}")
        wait_until(lambda: not aeron.is_command_active(correlation_id), 30, "the async rcv destination")
        publishers = [JavaProcess(java_program(
            java, "StandardPatternPublisher", java_driver.aeron_dir,
            channel=f"aeron:udp?endpoint=127.0.0.1:{port}|{TERM}", stream_id=str(stream_id),
            messages=str(MESSAGES), seed=str(n + 1), max_length="3000", timeout_ms="90000"))
            for n, port in enumerate(ports)]
        verifiers: dict[int, testpattern.Verifier] = {}

        def on_message(buffer: memoryview, offset: int, length: int, header: Header) -> None:
            verifiers.setdefault(header.session_id, testpattern.Verifier()).on_message(
                buffer[offset:offset + length])

        assembler = FragmentAssembler(on_message)
        with running(*publishers):
            def all_received() -> bool:
                subscription.poll(assembler, 256)
                return len(verifiers) == 2 and all(v.messages >= MESSAGES for v in verifiers.values())

            wait_until(all_received, 90, f"{MESSAGES} messages from each Java publisher")
            outputs = [p.finish(60) for p in publishers]
        found = [re.search(r"connected session (-?\d+)", out) for out in outputs]
        sessions = {int(m.group(1)) for m in found if m}
        assert set(verifiers) == sessions
        for verifier in verifiers.values():
            verifier.finish(MESSAGES)
            summary = (verifier.messages, verifier.gaps, verifier.corrupt)
            assert summary == (MESSAGES, 0, 0), verifier.summary()
        subscription.remove_destination(f"aeron:udp?endpoint=127.0.0.1:{ports[0]}")
    finally:
        subscription.close()


def test_our_counters_as_java_sees_them(java: JavaToolchain, java_driver: DriverHandle,
                                        aeron: Aeron) -> None:
    key = bytes([1, 2, 3, 4, 5])
    with aeron.add_counter(4711, "aeronkit probe counter", key) as counter:
        counter.set(42)
        static = aeron.add_static_counter(4711, "aeronkit static counter", 987_654_321, b"\x09")
        listing = JavaProcess(probe(java, java_driver.aeron_dir, "list", type_id="4711"))
        stat = JavaProcess(java.java_command("io.aeron.samples.AeronStat", "watch=false", "type=4711",
                                             properties={"aeron.dir": str(java_driver.aeron_dir)}))
        with running(listing, stat):
            lines = [line for line in listing.finish(60).splitlines() if line.startswith("counter ")]
            stat_output = stat.finish(60)
        parsed = {}
        for line in lines:
            m = re.match(r"counter id=(\d+) type=(\d+) reg=(-?\d+) key=([0-9a-f]+) label=(.*)$", line)
            assert m, line
            parsed[int(m.group(1))] = (int(m.group(2)), int(m.group(3)), bytes.fromhex(m.group(4)),
                                       m.group(5))
        assert parsed[counter.id][:2] == (4711, counter.registration_id)
        assert parsed[counter.id][2][:len(key)] == key and not any(parsed[counter.id][2][len(key):])
        assert parsed[counter.id][3] == "aeronkit probe counter"
        assert parsed[static.id][:2] == (4711, 987_654_321)
        assert parsed[static.id][2][:1] == b"\x09" and parsed[static.id][3] == "aeronkit static counter"
        assert re.search(rf"^\s*{counter.id}:\s+42 - aeronkit probe counter$", stat_output, re.M), stat_output
        static.close()
    reader = aeron.counters_reader
    assert reader.get_counter_label(static.id) == "aeronkit static counter"  # a static counter stays


def test_a_java_counter_reaches_our_counter_handlers(
        java: JavaToolchain, java_driver: DriverHandle, aeron: Aeron) -> None:
    available: list[tuple[int, int, int, bytes, str]] = []
    unavailable: list[tuple[int, int]] = []

    def on_available(reader: CountersReader, registration_id: int, counter_id: int) -> None:
        available.append((registration_id, counter_id, reader.get_counter_type_id(counter_id),
                          reader.get_counter_key(counter_id)[:2], reader.get_counter_label(counter_id)))

    on_available_id = aeron.add_available_counter_handler(on_available)
    on_unavailable_id = aeron.add_unavailable_counter_handler(
        lambda reader, registration_id, counter_id: unavailable.append((registration_id, counter_id)))
    creator = JavaProcess(probe(java, java_driver.aeron_dir, "create", type_id="4713", key_hex="0a0b",
                                label="made in java"), stdin=True)
    try:
        with running(creator):
            m = creator.wait_line(r"created id=(\d+) reg=(-?\d+)")
            counter_id, registration_id = int(m.group(1)), int(m.group(2))
            wait_until(lambda: any(a[:2] == (registration_id, counter_id) for a in available), 30,
                       "the available-counter handler")
            assert (registration_id, counter_id, 4713, b"\x0a\x0b", "made in java") in available
            assert creator.proc.stdin is not None
            creator.proc.stdin.write("close\n")
            creator.proc.stdin.flush()
            creator.finish(60)
            wait_until(lambda: (registration_id, counter_id) in unavailable, 30,
                       "the unavailable-counter handler")
    finally:
        assert aeron.remove_available_counter_handler(on_available_id)
        assert aeron.remove_unavailable_counter_handler(on_unavailable_id)


def test_client_name_and_session_ids_on_the_java_driver(java_driver: DriverHandle, aeron: Aeron) -> None:
    reader = aeron.counters_reader
    wait_until(lambda: aeron.conductor.heartbeat_counter_id >= 0, 30, "our heartbeat counter")
    label = reader.get_counter_label(aeron.conductor.heartbeat_counter_id)
    assert f"id={aeron.client_id} name=aeronkit-api-test version=" in label
    first = aeron.next_session_id(5103)
    publication = aeron.add_exclusive_publication(f"aeron:ipc?session-id={first}", 5103)
    try:
        assert publication.session_id == first
        assert aeron.next_session_id(5103) != first  # the driver skips a session id in use
    finally:
        publication.close()


@pytest.mark.driver_errors("WARN - onPublicationError: .*rejected by the aeronkit test")  # Java logs each
def test_reject_and_revoke_on_the_java_driver(aeron: Aeron) -> None:
    from aeronkit.client import Image

    gone: list[int] = []

    def on_unavailable(image: Image) -> None:
        gone.append(image.session_id)

    def reject(channel: str, stream_id: int) -> None:
        subscription = aeron.add_subscription(channel, stream_id, unavailable_image_handler=on_unavailable)
        publication = aeron.add_exclusive_publication(channel, stream_id)
        try:
            wait_until(lambda: subscription.image_count == 1 and publication.is_connected, 30, channel)
            subscription.images[0].reject("rejected by the aeronkit test")
            wait_until(lambda: publication.session_id in gone, 30, f"the rejected image on {channel} to go")
            wait_until(lambda: any(f.stream_id == stream_id for f in ERROR_FRAMES), 30, "the error frame")
        finally:
            publication.close()
            subscription.close()

    # Aeron 1.51.0 rejects IPC images (IpcPublication.reject) and network images (via the receiver).
    reject("aeron:ipc", 5104)
    reject(f"aeron:udp?endpoint=127.0.0.1:{free_udp_port()}|{TERM}", 5105)
    # Our publications hear why, in an error frame (IMAGE_REJECTED) that the driver passes on to us.
    rejected = {f.stream_id: f for f in ERROR_FRAMES if "rejected by the aeronkit test" in f.error_message}
    assert set(rejected) == {5104, 5105}
    assert {int(f.error_code) for f in rejected.values()} == {13}  # ErrorCode.IMAGE_REJECTED
    assert rejected[5105].source_port > 0  # the UDP receiver's address

    # Revoking a publication ends its subscribers' image at once instead of draining and lingering.
    subscription = aeron.add_subscription("aeron:ipc", 5106, unavailable_image_handler=on_unavailable)
    publication = aeron.add_exclusive_publication("aeron:ipc", 5106)
    try:
        wait_until(lambda: subscription.image_count == 1 and offerable(publication), 30, "the IPC image")
        assert publication.offer(b"before revocation") > 0
        publication.revoke()
        assert publication.is_closed
        wait_until(lambda: publication.session_id in gone, 30, "the revoked publication's image to go")
    finally:
        publication.close()
        subscription.close()


def test_wildcard_port_is_resolved_from_the_drivers_counters(aeron: Aeron) -> None:
    from aeronkit.client import channel_status as cs

    ipc = aeron.add_subscription("aeron:ipc", 5107)
    subscription = aeron.add_subscription("aeron:udp?endpoint=127.0.0.1:0", 5107)
    try:
        assert ipc.channel_status == cs.ACTIVE and ipc.local_socket_addresses == []  # no status counter
        assert ipc.try_resolve_channel_endpoint_port() == "aeron:ipc"
        wait_until(lambda: subscription.try_resolve_channel_endpoint_port() is not None, 30, "the bound port")
        resolved = subscription.try_resolve_channel_endpoint_port()
        assert subscription.channel_status == cs.ACTIVE
        assert subscription.local_socket_addresses == [subscription.resolved_endpoint]
        host, _, port = (subscription.resolved_endpoint or "").rpartition(":")
        assert host == "127.0.0.1" and int(port) > 0
        assert resolved == f"aeron:udp?endpoint=127.0.0.1:{port}"
        # A publication sent to the resolved channel reaches the wildcard subscription.
        publication = aeron.add_exclusive_publication(f"{resolved}|{TERM}", 5107)
        try:
            wait_until(lambda: publication.is_connected and subscription.image_count == 1, 30,
                       "the connection")
            assert publication.channel_status == cs.ACTIVE
            assert len(publication.local_socket_addresses) == 1
        finally:
            publication.close()
    finally:
        subscription.close()
        ipc.close()
    assert subscription.channel_status == cs.NO_ID_ALLOCATED
