"""Bound ports on OUR driver, read by Aeron Java 1.51.0 clients (issue 11, feature 1).

* Java's ``Subscription.tryResolveChannelEndpointPort()`` / ``localSocketAddresses()`` and
  ``Publication.localSocketAddresses()`` (tests/interop/java_transport/LocalAddressProbe.java) on our
  embedded driver: the port Java resolves for ``endpoint=127.0.0.1:0`` is the socket's, a publication to the
  resolved channel delivers, a dynamic MDC publication names its control port, and the driver frees the
  counters when Java closes. (Our client's resolver on Java's driver: tests/client/test_client_java_api.py;
  on ours: tests/udp_driver/test_udp_driver_local_addresses.py.)
* Java's ``AeronArchive`` with the usual ``aeron:udp?endpoint=localhost:0`` control response channel against
  ``aeronkit archive --embedded-driver``: it resolves the port through our driver's counters, connects,
  records, lists, replays and truncates (tests/archive_server/java/ArchiveClientScenario.java).
"""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

import pytest
from support.ports import free_udp_port
from support.processes import read_line, running, stop
from support.wait import wait_until
from transport_java import read_fields, transport_program

from aeronkit.client import channel_status as cs
from aeronkit.counter_types import CounterTypeId
from aeronkit.driver import Context, MediaDriver
from aeronkit.interop.java import JavaToolchain

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "archive_server"))
from archive_server_harness import SUMMARY_RE, scenario_command

pytestmark = pytest.mark.java


def _addresses(driver: MediaDriver) -> dict[int, tuple[int, str, int]]:
    """Our driver's type 14 counters: id -> (channel status id, label, value)."""
    reader = driver.conductor.counters_manager
    found = {}
    for counter_id, type_id in reader.allocated_ids():
        if type_id == CounterTypeId.DRIVER_LOCAL_SOCKET_ADDRESS_STATUS:
            status_id = int.from_bytes(reader.get_counter_key(counter_id)[:4], "little", signed=True)
            found[counter_id] = (status_id, reader.get_counter_label(counter_id),
                                 reader.get_counter_value(counter_id))
    return found


def test_java_client_resolves_wildcard_ports_on_our_driver(java: JavaToolchain, tmp_path: Path) -> None:
    ctx = Context(aeron_dir=str(tmp_path / "aeron"), threading_mode="SHARED",
                  counters_buffer_length=1024 * 1024, term_buffer_length=64 * 1024)
    with MediaDriver.launch_embedded(ctx) as driver, running(
        *transport_program(java, "LocalAddressProbe", driver.aeron_dir), stdin=subprocess.PIPE,
        stderr=subprocess.STDOUT,
    ) as probe:
        fields = read_fields(probe, "ready", 60)
        network = driver.conductor.network
        (receive,) = network.receive_endpoints.values()
        port = receive.transport.bound_address[1]
        assert fields["resolved"] == f"aeron:udp?endpoint=127.0.0.1:{port}"
        assert fields["sub-addresses"] == f"127.0.0.1:{port}"
        assert fields["received"] == "through the resolved port"
        sends = {e.status.counter_id: e for e in network.send_endpoints.values() if e.status is not None}
        pub = sends[int(fields["pub-status-id"])]
        assert fields["pub-addresses"].endswith(f":{pub.transport.bound_address[1]}")
        (mdc,) = (e for e in sends.values() if e.is_dynamic)
        assert fields["mdc-addresses"] == f"127.0.0.1:{mdc.transport.bound_address[1]}"
        counters = _addresses(driver)
        labels = {label for _, label, _ in counters.values()}
        assert f"rcv-local-sockaddr: {fields['sub-status-id']} 127.0.0.1:{port}" in labels
        assert f"snd-local-sockaddr: {fields['pub-status-id']} {fields['pub-addresses']}" in labels
        assert {value for _, _, value in counters.values()} == {cs.ACTIVE}
        assert len(counters) == 3

        assert probe.stdin is not None
        probe.stdin.write("close\n")
        probe.stdin.flush()
        assert read_line(probe, 30).strip() == "closed"
        assert probe.wait(30) == 0
        wait_until(lambda: not _addresses(driver), 20, "our driver freeing the three address counters")


def test_java_archive_client_with_a_wildcard_response_port_on_our_archive(
    java: JavaToolchain, tmp_path: Path
) -> None:
    """Before our driver published type 14 counters this timed out in AeronArchive's connect
    (step SEND_CONNECT_REQUEST: tryResolveChannelEndpointPort never answered)."""
    control = f"aeron:udp?endpoint=127.0.0.1:{free_udp_port()}"
    aeron_dir = tmp_path / "aeron"
    archive = subprocess.Popen(
        [
            sys.executable, "-m", "aeronkit.cli", "archive", "--embedded-driver",
            "--dir", str(aeron_dir), "--archive-dir", str(tmp_path / "archive"),
            "-Daeron.dir.delete.on.start=true", "-Daeron.threading.mode=SHARED",
            "-Daeron.archive.threading.mode=SHARED", "-Daeron.archive.segment.file.length=64k",
            f"-Daeron.archive.control.channel={control}",
        ],
        stdout=subprocess.PIPE, stderr=subprocess.STDOUT, text=True,
    )
    try:
        assert read_line(archive, 60).startswith("aeronkit archive:")
        client = subprocess.run(
            scenario_command(
                java, aeron_dir,
                {
                    "aeron.archive.control.channel": control,
                    "aeron.archive.control.response.channel": "aeron:udp?endpoint=localhost:0",
                },
                messages="300", stream_id="3301", timeout_ms="90000",
            ),
            capture_output=True, text=True, timeout=150, check=False,
        )
        out = client.stdout + client.stderr
        assert client.returncode == 0, out
        full = SUMMARY_RE.search(out)
        assert full is not None and full.group(1) == "300" and full.group(3, 4) == ("0", "0"), out
        assert "listed count=1" in out, out
    finally:
        stop(archive, 30)
