"""Aeron Java's AeronStat reads the UDP counters of our driver exactly as ``aeronkit stat`` does.

An embedded driver carries a UDP stream between our publication and subscription; while it is live (and
idle, so values hold still) AeronStat and ``aeronkit stat`` must list the same counter ids, labels and
values, including every per-stream counter of the network half with Aeron's names.
"""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

import pytest
from support.drivers import launched
from support.wait import wait_until

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "udp_driver"))
from udp_harness import free_udp_port, java_tool, stat_rows

from aeronkit.client import Aeron
from aeronkit.client.aeron import Context as ClientContext
from aeronkit.interop.java import JavaToolchain

pytestmark = pytest.mark.java

NAMES = (
    "pub-pos (concurrent)",
    "pub-lmt",
    "snd-pos",
    "snd-lmt",
    "snd-bpe",
    "snd-naks-received",
    "rcv-hwm",
    "rcv-pos",
    "rcv-naks-sent",
    "sub-pos",
    "snd-channel",
    "rcv-channel",
)


def test_aeronstat_and_aeronkit_stat_agree_on_our_udp_counters(java: JavaToolchain) -> None:
    with (
        launched(threading_mode="SHARED", counters_buffer_length=1024 * 1024,
                 term_buffer_length=64 * 1024) as driver,
        Aeron.connect(ClientContext(aeron_dir=str(driver.aeron_dir))) as aeron,
    ):
        channel = f"aeron:udp?endpoint=127.0.0.1:{free_udp_port()}|term-length=64k"
        subscription = aeron.add_subscription(channel, 1001)
        publication = aeron.add_publication(channel, 1001)
        wait_until(lambda: publication.is_connected, 10, "connection")
        received: list[int] = []

        def offered(i: int) -> bool:
            # 1000 messages are about two receiver windows: keep the subscriber consuming while offering,
            # or flow control (rightly) holds the publisher back.
            if publication.offer(i.to_bytes(8, "little")) > 0:
                return True
            subscription.poll(lambda *a: received.append(1), 100)
            return False

        for i in range(1000):
            wait_until(lambda i=i: offered(i), 10, f"offer of message {i}")
        wait_until(lambda: (subscription.poll(lambda *a: received.append(1), 100), len(received) == 1000)[1],
                   10, "the messages")
        end = publication.position
        wait_until(lambda: subscription.images[0].position == end, 5, "the subscriber at the end")
        # The client appends " name=... version=..." to its heartbeat counter's label once it sees the counter
        # (as Aeron's client does); both tools must read after that, or their snapshots differ by that suffix.
        wait_until(lambda: _heartbeat_label_complete(aeron), 10, "the client's heartbeat label")
        java_rows = stat_rows(java_tool(java, driver.aeron_dir, "io.aeron.samples.AeronStat", "watch=false"))
        ours = subprocess.run(
            [sys.executable, "-m", "aeronkit.cli", "stat", "--dir", str(driver.aeron_dir)],
            capture_output=True,
            text=True,
            timeout=60,
            check=True,
        ).stdout
    our_rows = stat_rows(ours)
    stream = {cid: row for cid, row in java_rows.items() if row[1].split(":")[0] in NAMES}
    assert {label.split(":")[0] for _, label in stream.values()} == set(NAMES)
    for cid, (value, label) in stream.items():
        assert our_rows[cid][1] == label
        if label.startswith(("snd-pos", "rcv-hwm", "rcv-pos", "sub-pos", "pub-pos")):
            assert value == our_rows[cid][0] == end, label
    assert {cid: label for cid, (_, label) in java_rows.items()} == {
        cid: label for cid, (_, label) in our_rows.items()
    }


def _heartbeat_label_complete(aeron: Aeron) -> bool:
    labels: list[str] = []
    aeron.counters_reader.for_each(lambda _id, _type, _key, label: labels.append(label))
    return any(label.startswith("client-heartbeat:") and " version=" in label for label in labels)
