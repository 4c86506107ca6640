"""Multicast and multi-destination cast with an Aeron Java 1.51.0 subscriber and an aeronkit one at once.

Multicast runs between two network namespaces joined by a veth pair (tests/udp/udp_netns.py, the UDP
engineer's fixture: loopback here has no MULTICAST flag and we do not change the shared host): our driver
publishes from namespace A; in namespace B a Java driver and a second aeronkit driver both join the group
(SO_REUSEADDR), each with its own subscriber. ``fc=min,g:/2`` keeps the publication unconnected until both
receivers are there and lets the slower one set the pace; our receiver drops 1% of the data so it has to
NAK (with the randomised multicast delay), and each NAK stalls both receivers, so more loss only makes the
test slower.
Multi-destination cast (``control-mode=dynamic``) needs no multicast and runs on 127.0.0.1: both receivers
join by sending status messages to the publication's control address. Both use 256 KiB terms: with
``fc=min`` every status-message round trip through two receivers and their clients gates the sender, and
the 128 KiB receiver window this allows (64 KiB terms give 32 KiB) keeps the test short on a busy machine.
"""

from __future__ import annotations

import sys
from pathlib import Path

import pytest

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "udp_driver"))
from support import netns
from support.drivers import launch_driver
from support.java import java_program
from support.netns import VethPair
from support.pattern_summary import delivered
from support.processes import Child
from udp_harness import JAVA_UDP, PATTERN, aeronkit_cli, free_udp_port, running, stat, system_counter

from aeronkit.interop.java import JavaToolchain

pytestmark = pytest.mark.java

MESSAGES = 50_000
veth_pair = netns.veth_pair  # the shared namespace fixture, used by tests/udp as well


def _pattern_args() -> list[str]:
    return [arg for key, value in PATTERN.items() for arg in (f"--{key.replace('_', '-')}", value)]


def _fan_out(java_sub: list[str], our_sub: list[str], publisher: list[str]) -> tuple[str, str, str]:
    """Start both subscribers, then the publisher; every process stopped by pid on the way out."""
    subs = [Child(java_sub), Child(our_sub)]
    pub: Child | None = None
    try:
        for sub in subs:
            sub.await_line(r"(?i)subscribed", 60)
        pub = Child(publisher)
        assert pub.wait(200) == 0, pub.output()[-3000:]
        for sub in subs:
            assert sub.wait(200) == 0, sub.output()[-3000:]
        return pub.output(), subs[0].output(), subs[1].output()
    finally:
        for proc in (*subs, pub):
            if proc is not None:
                proc.stop()


def _check(pub_out: str, *sub_outs: str) -> None:
    for out in sub_outs:
        summary = delivered(out)
        assert (summary.messages, summary.exact) == (MESSAGES, True), out[-2000:]
        assert f"sent {MESSAGES} messages, {summary.bytes} bytes" in pub_out, pub_out[-2000:]


def test_multicast_to_a_java_and_an_aeronkit_subscriber_at_once(
    java: JavaToolchain, tmp_path: Path, veth_pair: VethPair
) -> None:
    port = free_udp_port()
    base = f"aeron:udp?endpoint=239.255.9.1:{port}|interface={VethPair.SUBNET}.0/24|term-length=256k"
    pub_channel = base + "|fc=min,g:/2"
    loss = {"aeron.debug.receive.data.loss.rate": "0.01", "aeron.debug.receive.data.loss.seed": "5"}
    publisher_driver = launch_driver(process=True, aeron_dir=tmp_path / "a", netns=veth_pair.a.name)
    with running(publisher_driver):
        our_receiver = launch_driver(process=True, aeron_dir=tmp_path / "b", properties=loss,
                                     netns=veth_pair.b.name)
        with running(our_receiver):
            java_receiver = launch_driver("java", java=java, aeron_dir=tmp_path / "j", properties=JAVA_UDP,
                                          netns=veth_pair.b.name)
            with running(java_receiver):
                pub_out, java_out, our_out = _fan_out(
                    java_program(
                        java,
                        "StandardPatternSubscriber",
                        java_receiver.aeron_dir,
                        channel=base,
                        messages=str(MESSAGES),
                        timeout_ms="180000",
                    ),
                    aeronkit_cli("sub", our_receiver.aeron_dir, base, 1001, MESSAGES),
                    aeronkit_cli(
                        "pub",
                        publisher_driver.aeron_dir,
                        pub_channel,
                        1001,
                        MESSAGES,
                        "--seed",
                        "6",
                        "--concurrent",
                        *_pattern_args(),
                    ),
                )
                _check(pub_out, java_out, our_out)
                ours_b = stat(our_receiver)
                ours_a = stat(publisher_driver)
    assert system_counter(ours_b, "NAKs sent") > 0
    assert system_counter(ours_a, "NAKs received") > 0
    assert system_counter(ours_a, "Retransmits sent") > 0


def test_dynamic_mdc_from_aeronkit_to_a_java_and_an_aeronkit_subscriber(
    java: JavaToolchain, tmp_path: Path
) -> None:
    control = f"127.0.0.1:{free_udp_port()}"
    pub_channel = f"aeron:udp?control={control}|control-mode=dynamic|term-length=256k|fc=min,g:/2"

    def sub_channel() -> str:
        return f"aeron:udp?endpoint=127.0.0.1:{free_udp_port()}|control={control}|control-mode=dynamic"

    ours = launch_driver(process=True, aeron_dir=tmp_path / "ours")
    with running(ours):
        theirs = launch_driver("java", java=java, aeron_dir=tmp_path / "java", properties=JAVA_UDP)
        with running(theirs):
            pub_out, java_out, our_out = _fan_out(
                java_program(
                    java,
                    "StandardPatternSubscriber",
                    theirs.aeron_dir,
                    channel=sub_channel(),
                    messages=str(MESSAGES),
                    timeout_ms="180000",
                ),
                aeronkit_cli("sub", ours.aeron_dir, sub_channel(), 1001, MESSAGES),
                aeronkit_cli(
                    "pub",
                    ours.aeron_dir,
                    pub_channel,
                    1001,
                    MESSAGES,
                    "--seed",
                    "8",
                    "--concurrent",
                    *_pattern_args(),
                ),
            )
            _check(pub_out, java_out, our_out)
            rows = stat(ours)
    assert system_counter(rows, "Status Messages received") > 0
