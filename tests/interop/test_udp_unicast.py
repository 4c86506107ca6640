"""Unicast UDP between an Aeron Java 1.51.0 driver and ours, both directions, with 5% data loss injected.

The standard test pattern (8 B .. 4 KiB, one in a hundred up to 8 KiB so it is fragmented) over 64 KiB
terms: 50 000 messages in the default suite (about 100 MB, some 1 600 term rotations and thousands of
NAKs, with room for the fixed deadlines on a loaded 2-core machine) and 200 000 in the soak (``nox -s
slow``). Loss is injected on the aeronkit side with our loss generators
(``aeron.debug.receive.data.loss.rate`` on our receiver, ``aeron.debug.send.data.loss.rate`` on our sender),
and in a second run on the Java side with Aeron's own DebugReceiveChannelEndpoint, which 1.51.0 installs from
configuration (``aeron.ReceiveChannelEndpoint.supplier`` + ``aeron.debug.receive.data.loss.rate`` when
Java receives, ``aeron.SendChannelEndpoint.supplier`` + ``aeron.debug.send.data.loss.rate`` when it sends).
Every run must deliver everything, in order and intact, and show the NAKs and retransmits in both
drivers' counters: ours read with ``aeronkit stat``, Java's with AeronStat. The lossy receiver's
loss-report.dat is read by both Java's LossStat and ``aeronkit loss`` and they must print the same entries.
"""

from __future__ import annotations

import sys
from pathlib import Path

import pytest

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "udp_driver"))
from support.drivers import launch_driver
from support.java import java_program
from support.pattern_summary import delivered
from support.processes import Child
from udp_harness import (
    JAVA_UDP,
    MESSAGES,
    PATTERN,
    aeronkit_cli,
    aeronkit_loss,
    free_udp_port,
    java_tool,
    loss_lines,
    running,
    stat,
    system_counter,
)

from aeronkit.interop.java import JavaToolchain

pytestmark = pytest.mark.java

JAVA_RECEIVE_LOSS = {
    "aeron.ReceiveChannelEndpoint.supplier": "io.aeron.driver.ext.DebugReceiveChannelEndpointSupplier",
    "aeron.debug.receive.data.loss.rate": "0.05",
    "aeron.debug.receive.data.loss.seed": "7",
}
JAVA_SEND_LOSS = {
    "aeron.SendChannelEndpoint.supplier": "io.aeron.driver.ext.DebugSendChannelEndpointSupplier",
    "aeron.debug.send.data.loss.rate": "0.05",
    "aeron.debug.send.data.loss.seed": "9",
}


COUNTS = [50_000, pytest.param(MESSAGES, marks=pytest.mark.slow, id="soak")]


def _pattern_args() -> list[str]:
    return [arg for key, value in PATTERN.items() for arg in (f"--{key.replace('_', '-')}", value)]


def _run_pair(subscriber: list[str], publisher: list[str]) -> tuple[str, str]:
    sub = Child(subscriber)
    pub: Child | None = None
    try:
        sub.await_line(r"(?i)subscribed", 60)
        pub = Child(publisher)
        assert pub.wait(200) == 0, pub.output()[-3000:]
        assert sub.wait(200) == 0, sub.output()[-3000:]
        return pub.output(), sub.output()
    finally:
        sub.stop()
        if pub is not None:
            pub.stop()


def _check_complete(pub_out: str, sub_out: str, messages: int) -> None:
    summary = delivered(sub_out)
    assert (summary.messages, summary.exact) == (messages, True), sub_out[-2000:]
    assert f"sent {messages} messages, {summary.bytes} bytes" in pub_out, pub_out[-2000:]


@pytest.mark.parametrize("messages", COUNTS)
@pytest.mark.parametrize("loss_side", ["aeronkit", "java"])
def test_java_publisher_to_aeronkit_subscriber_recovers_loss(
    java: JavaToolchain, tmp_path: Path, loss_side: str, messages: int
) -> None:
    channel = f"aeron:udp?endpoint=127.0.0.1:{free_udp_port()}|term-length=64k"
    our_loss = {"aeron.debug.receive.data.loss.rate": "0.05", "aeron.debug.receive.data.loss.seed": "11"}
    ours = launch_driver(process=True, aeron_dir=tmp_path / "ours",
                         properties=our_loss if loss_side == "aeronkit" else {})
    with running(ours):
        theirs = launch_driver("java", java=java, aeron_dir=tmp_path / "java",
                               properties={**JAVA_UDP, **(JAVA_SEND_LOSS if loss_side == "java" else {})})
        with running(theirs):
            publisher = java_program(java, "StandardPatternPublisher", theirs.aeron_dir, channel=channel,
                                     messages=str(messages), seed="3", timeout_ms="180000", **PATTERN)
            subscriber = aeronkit_cli("sub", ours.aeron_dir, channel, 1001, messages)
            _check_complete(*_run_pair(subscriber, publisher), messages)
            java_rows = stat(theirs, java)
            our_rows = stat(ours)
            if loss_side == "aeronkit":
                # Java's LossStat reads our loss-report.dat, and prints what `aeronkit loss` prints
                java_view = loss_lines(java_tool(java, ours.aeron_dir, "io.aeron.samples.LossStat"))
                our_view = loss_lines(aeronkit_loss(ours.aeron_dir))
    if loss_side == "aeronkit":
        assert java_view and java_view == our_view
        count, lost = (int(x) for x in java_view[0].split(",")[:2])
        assert count > 0 and lost > 0
        assert java_view[0].endswith(f"1001,{channel},127.0.0.1:" + java_view[0].rsplit(":", 1)[1])
    assert system_counter(our_rows, "NAKs sent") > 0
    assert system_counter(java_rows, "NAKs received") > 0
    assert system_counter(java_rows, "Retransmits sent") > 0
    assert system_counter(our_rows, "Status Messages sent") > 0


@pytest.mark.parametrize("messages", COUNTS)
@pytest.mark.parametrize("loss_side", ["aeronkit", "java"])
def test_aeronkit_publisher_to_java_subscriber_recovers_loss(
    java: JavaToolchain, tmp_path: Path, loss_side: str, messages: int
) -> None:
    channel = f"aeron:udp?endpoint=127.0.0.1:{free_udp_port()}|term-length=64k"
    our_loss = {"aeron.debug.send.data.loss.rate": "0.05", "aeron.debug.send.data.loss.seed": "13"}
    ours = launch_driver(process=True, aeron_dir=tmp_path / "ours",
                         properties=our_loss if loss_side == "aeronkit" else {})
    with running(ours):
        theirs = launch_driver("java", java=java, aeron_dir=tmp_path / "java",
                               properties={**JAVA_UDP, **(JAVA_RECEIVE_LOSS if loss_side == "java" else {})})
        with running(theirs):
            subscriber = java_program(java, "StandardPatternSubscriber", theirs.aeron_dir, channel=channel,
                                      messages=str(messages), timeout_ms="180000")
            publisher = aeronkit_cli("pub", ours.aeron_dir, channel, 1001, messages, "--seed", "4",
                                     "--concurrent", *_pattern_args())
            _check_complete(*_run_pair(subscriber, publisher), messages)
            java_rows = stat(theirs, java)
            our_rows = stat(ours)
            if loss_side == "java":
                # `aeronkit loss` reads Java's loss-report.dat exactly as LossStat does
                java_view = loss_lines(java_tool(java, theirs.aeron_dir, "io.aeron.samples.LossStat"))
                our_view = loss_lines(aeronkit_loss(theirs.aeron_dir))
    if loss_side == "java":
        assert java_view and java_view == our_view
    assert system_counter(java_rows, "NAKs sent") > 0
    assert system_counter(our_rows, "NAKs received") > 0
    assert system_counter(our_rows, "Retransmits sent") > 0
    assert system_counter(our_rows, "Retransmitted bytes") > 0
