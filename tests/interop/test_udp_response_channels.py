"""Response channels between our driver and Aeron Java 1.51.0, both ways (issue 11, feature 3).

A requester subscribes with ``aeron:udp?control-mode=response|control=<server's response address>`` and
publishes requests with ``response-correlation-id=<that subscription>``; the server answers each request image
through ``control-mode=response|control=<same address>|response-correlation-id=<image>``. Both ways, two
requesters share the server's one response address and each must get only its own answers:

* two Java requesters (tests/interop/java_transport/ResponsePeer.java, on a Java MediaDriver) and OUR echo
  server on our driver;
* two of OUR requesters on our driver and the Java echo server on Java's driver;
* Aeron Java's AeronArchive in response mode on our driver, against a Java archive.
"""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

import pytest
from support.ports import free_udp_port
from support.processes import read_line, read_rest, running
from support.wait import wait_until
from transport_java import transport_program

from aeronkit.client import Aeron, ExclusivePublication, Image, Subscription
from aeronkit.client.aeron import Context as ClientContext
from aeronkit.driver import Context, MediaDriver
from aeronkit.interop.java import JavaToolchain

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "client"))
sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "archive"))
from archive_java import running_java_archive
from support.drivers import launched

pytestmark = pytest.mark.java

REQUESTS, RESPONSES, MESSAGES = 1701, 1702, 20


def _dir(tmp_path: Path, name: str) -> Path:
    (tmp_path / name).mkdir()
    return tmp_path / name


def _our_driver(tmp_path: Path) -> MediaDriver:
    return MediaDriver.launch_embedded(Context(
        aeron_dir=str(tmp_path / "ours"), threading_mode="SHARED", counters_buffer_length=1024 * 1024,
        term_buffer_length=64 * 1024))


def test_java_requesters_and_our_response_server(java: JavaToolchain, tmp_path: Path) -> None:
    request_channel = f"aeron:udp?endpoint=127.0.0.1:{free_udp_port()}|term-length=64k"
    response_channel = f"aeron:udp?control-mode=response|control=127.0.0.1:{free_udp_port()}|term-length=64k"
    with (
        _our_driver(tmp_path) as driver,
        Aeron.connect(ClientContext(aeron_dir=str(driver.aeron_dir))) as client,
        launched("java", java=java, aeron_dir=_dir(tmp_path, "java") / "aeron") as java_driver,
    ):
        requests = client.add_subscription(request_channel, REQUESTS)
        responses: dict[int, ExclusivePublication] = {}

        def serve_once() -> None:
            image: Image
            for image in requests.images:
                response = responses.get(image.session_id)
                if response is None:
                    response = responses[image.session_id] = client.add_exclusive_publication(
                        f"{response_channel}|response-correlation-id={image.correlation_id}", RESPONSES)
                if response.is_connected:
                    image.poll(lambda b, o, n, h, to=response: _echo(to, bytes(b[o : o + n])), 10)

        argvs = [transport_program(java, "ResponsePeer", java_driver.aeron_dir, mode="client", name=name,
                                   request_channel=request_channel, response_channel=response_channel,
                                   messages=str(MESSAGES)) for name in ("first", "second")]
        with running(*argvs[0], stderr=subprocess.STDOUT) as first, \
                running(*argvs[1], stderr=subprocess.STDOUT) as second:
            wait_until(lambda: serve_once() or (first.poll() is not None and second.poll() is not None), 90,
                       "both Java requesters done", poll_s=0.0005)
            outputs = [read_rest(proc, 30) for proc in (first, second)]
        for proc, out in zip((first, second), outputs, strict=True):
            assert proc.returncode == 0, out
            assert f"answers {MESSAGES} session" in out, out
        sessions = {int(out.split("session ")[1].split()[0]) for out in outputs}
        assert sessions == {p.session_id for p in responses.values()} and len(sessions) == 2
        for response in responses.values():
            response.close()
        requests.close()


def _echo(response: ExclusivePublication, request: bytes) -> None:
    answer = b"echo:" + request
    wait_until(lambda: response.offer(answer) > 0, 10, "room for an answer", poll_s=0.0005)


def _ask(answers: Subscription, request: ExclusivePublication, text: bytes) -> bytes:
    wait_until(lambda: request.offer(text) > 0, 30, "room for a request")
    got: list[bytes] = []
    wait_until(lambda: answers.poll(lambda b, o, n, h: got.append(bytes(b[o : o + n])), 1) or got, 30,
               f"the answer to {text!r}")
    return got[0]


def test_our_requesters_and_the_java_response_server(java: JavaToolchain, tmp_path: Path) -> None:
    request_channel = f"aeron:udp?endpoint=127.0.0.1:{free_udp_port()}|term-length=64k"
    response_channel = f"aeron:udp?control-mode=response|control=127.0.0.1:{free_udp_port()}|term-length=64k"
    with (
        launched("java", java=java, aeron_dir=_dir(tmp_path, "java") / "aeron") as java_driver,
        _our_driver(tmp_path) as driver,
        Aeron.connect(ClientContext(aeron_dir=str(driver.aeron_dir))) as client,
    ):
        argv = transport_program(java, "ResponsePeer", java_driver.aeron_dir, mode="server",
                                 request_channel=request_channel, response_channel=response_channel,
                                 messages=str(2 * MESSAGES))
        with running(*argv, stdin=subprocess.PIPE, stderr=subprocess.STDOUT) as server:
            assert read_line(server, 60).strip() == "listening"
            requesters = []
            for _ in range(2):
                answers = client.add_subscription(response_channel, RESPONSES)
                request = client.add_exclusive_publication(
                    f"{request_channel}|response-correlation-id={answers.registration_id}", REQUESTS)
                requesters.append((answers, request))
            for _, request in requesters:
                wait_until(lambda r=request: r.is_connected, 30, "the Java server's request image")
            for i in range(MESSAGES):
                for answers, request in requesters:
                    text = f"{request.session_id} {i}".encode()
                    assert _ask(answers, request, text) == b"echo:" + text
            sessions = {answers.images[0].session_id for answers, _ in requesters}
            assert len(sessions) == 2
            assert f"answered {2 * MESSAGES}" in read_line(server, 30)
            assert server.stdin is not None
            server.stdin.write("stop\n")
            server.stdin.flush()
            read_rest(server, 30)
            assert server.returncode == 0
            for answers, request in requesters:
                request.close()
                answers.close()


def test_java_archive_client_in_response_mode_through_our_driver(java: JavaToolchain, tmp_path: Path) -> None:
    """AeronArchive 1.51.0 with ``control-mode=response`` on OUR driver, against a Java archive: its request
    publication asks for a response channel, the archive answers with a response publication naming the
    request image, our driver learns that session from RSP_SETUP and connects the response subscription."""
    with running_java_archive(java, tmp_path / "archive") as (_, props), _our_driver(tmp_path) as driver:
        response = f"aeron:udp?control-mode=response|control=127.0.0.1:{free_udp_port()}"
        argv = transport_program(java, "ArchiveResponseProbe", driver.aeron_dir, {
            "aeron.archive.control.channel": props["aeron.archive.control.channel"],
            "aeron.archive.control.response.channel": response,
        })
        probe = subprocess.run(argv, capture_output=True, text=True, timeout=120, check=False)
        out = probe.stdout + probe.stderr
        assert probe.returncode == 0, out
        assert "connected archive-id" in out and "listed 0" in out, out
        wait_until(lambda: not any(link.is_response for link in driver.conductor.subscription_links), 20,
                   "the closed client's response subscription leaving our driver")
