"""`aeronkit metrics` over a cnc.dat written by our own writers: names, labels from every key layout, errors.

The Java comparisons (a Java ArchivingMediaDriver's cnc.dat and ours, against AeronStat) are in
test_metrics_java_interop.py.
"""

from __future__ import annotations

import struct
import time
from collections.abc import Callable
from pathlib import Path

import pytest
from prometheus_client.parser import text_string_to_metric_families

from aeronkit.archive.server.archive_counters import control_session_key, recording_position_key
from aeronkit.cluster.recovery_state import RecoveryState
from aeronkit.cnc import CncFile
from aeronkit.counter_types import CounterTypeId as T
from aeronkit.tools.metrics import ERROR_LABEL_LIMIT, read_metrics

Samples = dict[str, list[tuple[dict[str, str], float]]]
ToolRunner = Callable[..., tuple[int, str, str]]  # the `tool` fixture (tests/tools/conftest.py)


def stream_key(registration_id: int, session_id: int, stream_id: int, channel: str) -> bytes:
    return struct.pack("<qiii", registration_id, session_id, stream_id, len(channel)) + channel.encode()


def parse(text: str) -> Samples:
    """Exposition text -> {sample name: [(labels, value)]}, through prometheus_client's own parser."""
    out: Samples = {}
    for family in text_string_to_metric_families(text):
        for sample in family.samples:
            out.setdefault(sample.name, []).append((dict(sample.labels), sample.value))
    return out


def by_counter_id(samples: Samples) -> dict[int, tuple[str, dict[str, str], float]]:
    return {int(labels["counter_id"]): (name, labels, value)
            for name, rows in samples.items() for labels, value in rows if "counter_id" in labels}


def channel_key(channel: str) -> bytes:
    return struct.pack("<i", len(channel)) + channel.encode()


def write_every_key_layout(directory: Path) -> dict[str, int]:
    """One counter per key layout the tool knows, plus one of a type id Aeron does not define."""
    with CncFile.create(directory, to_driver_buffer_length=64 * 1024 + 768,
                        to_clients_buffer_length=64 * 1024 + 128, counters_values_buffer_length=64 * 128,
                        error_buffer_length=64 * 1024) as cnc:
        manager = cnc.counters_manager()
        recovery = RecoveryState(leadership_term_id=3, log_position=640, timestamp=1, cluster_id=5,
                                 snapshot_recording_ids=(7,))
        specs = {
            "system": (T.DRIVER_SYSTEM_COUNTER, struct.pack("<i", 15), "Errors", 3),
            "unknown_system": (T.DRIVER_SYSTEM_COUNTER, struct.pack("<i", 999), "From the future", 1),
            "rcv_hwm": (T.DRIVER_RECEIVER_HWM, stream_key(21, -8, 1002, "aeron:udp?endpoint=127.0.0.1:1"),
                        "rcv-hwm: 21 -8 1002 aeron:udp?endpoint=127.0.0.1:1", 8192),
            "fc_receivers": (T.FLOW_CONTROL_RECEIVERS_COUNTER, stream_key(22, 4, 1003, "aeron:udp?x=1"),
                             "fc-receivers: 22 4 1003 aeron:udp?x=1", 2),
            "send_status": (T.DRIVER_SEND_CHANNEL_STATUS, channel_key("aeron:udp?endpoint=127.0.0.1:1"),
                            "snd-channel: aeron:udp?endpoint=127.0.0.1:1", 1),
            "local_address": (T.DRIVER_LOCAL_SOCKET_ADDRESS_STATUS,
                              struct.pack("<i", 6) + channel_key("127.0.0.1:40123"),
                              "snd-local-sockaddr: 6 127.0.0.1:40123", 1),
            "client": (T.DRIVER_HEARTBEAT, struct.pack("<q", 77), "client-heartbeat: 77", 123),
            "rec_pos": (T.ARCHIVE_RECORDING_POSITION, recording_position_key(9, -8, "127.0.0.1:5", 42),
                        "rec-pos: 9 -8 1002 aeron:ipc - archiveId=42", 4096),
            "control_session": (T.ARCHIVE_CONTROL_SESSION, control_session_key(42, 11),
                                "control-session: x - archiveId=42", 0),
            "archive_errors": (T.ARCHIVE_ERROR_COUNT, struct.pack("<q", 42),
                               "archive-errors - archiveId=42", 0),
            "commit_pos": (T.CLUSTER_COMMIT_POSITION, struct.pack("<i", 5),
                           "Cluster commit-pos: - clusterId=5", 640),
            "service_errors": (T.CLUSTER_CLUSTERED_SERVICE_ERROR_COUNT, struct.pack("<ii", 5, 1),
                               "Cluster container errors - clusterId=5 serviceId=1", 0),
            "recovery": (T.CLUSTER_RECOVERY_STATE, recovery.encode_key(), recovery.label(), 0),
            "custom": (9999, b"", "an application's own counter", -7),
        }
        ids = {}
        for name, (type_id, key, label, value) in specs.items():
            ids[name] = manager.allocate(label, int(type_id), key)
            manager.set_counter_value(ids[name], value)
        log = cnc.error_log()
        for text in ("java.io.IOException: one\n\tat A.b(A.java:1)\n",
                     "java.io.IOException: one\n\tat C.d(C.java:2)\n", "x" * (ERROR_LABEL_LIMIT + 50) + "\n",
                     "Traceback (most recent call last):\n  File \"d.py\", line 1, in f\nValueError: bad\n"):
            log.record(text)
        cnc.to_driver().consumer_heartbeat_time = time.time_ns() // 1_000_000
        cnc.signal_ready()
    return ids


@pytest.fixture
def every_layout(tmp_path: Path) -> tuple[Path, dict[str, int]]:
    directory = tmp_path / "aeron-layouts"
    return directory, write_every_key_layout(directory)


def test_once_prints_every_counter_of_the_cnc_with_its_value_and_label(
        tool: ToolRunner, our_dir: tuple[Path, object]) -> None:
    directory, written = our_dir
    code, out, err = tool("metrics", "--dir", str(directory), "--once")
    assert (code, err) == (0, "")
    counters = by_counter_id(parse(out))
    assert {cid: (labels["label"], value) for cid, (_, labels, value) in counters.items()} == {
        cid: (label, value) for cid, value, label in written.counters}  # type: ignore[attr-defined]
    samples = parse(out)
    assert samples["aeron_cnc_up"] == [({"aeron_dir": str(directory)}, 1.0)]
    assert samples["aeron_errors_distinct"] == [({}, 2.0)]
    assert sorted((labels["error"], value) for labels, value in samples["aeron_errors_observed_total"]) == [
        ("first problem", 2.0), ("second problem", 1.0)]


def test_names_and_labels_follow_each_types_key_layout(
        tool: ToolRunner, every_layout: tuple[Path, dict[str, int]]) -> None:
    directory, ids = every_layout
    code, out, _ = tool("metrics", "--dir", str(directory), "--once")
    assert code == 0
    counters = by_counter_id(parse(out))

    def row(name: str) -> tuple[str, dict[str, str], float]:
        family, labels, value = counters[ids[name]]
        labels = {k: v for k, v in labels.items() if k not in ("counter_id", "label")}
        return family, labels, value

    assert row("system") == ("aeron_driver_system_counter",
                             {"type": "driver_system_counter", "name": "errors"}, 3)
    assert row("unknown_system")[1]["name"] == "system_999"
    assert row("rcv_hwm") == ("aeron_driver_receiver_hwm", {
        "type": "driver_receiver_hwm", "registration_id": "21", "session": "-8", "stream": "1002",
        "channel": "aeron:udp?endpoint=127.0.0.1:1"}, 8192)
    assert row("fc_receivers")[1] | {"type": ""} == {
        "type": "", "registration_id": "22", "session": "4", "stream": "1003", "channel": "aeron:udp?x=1"}
    assert row("send_status") == ("aeron_driver_send_channel_status", {
        "type": "driver_send_channel_status", "channel": "aeron:udp?endpoint=127.0.0.1:1"}, 1)
    assert row("local_address")[1] == {"type": "driver_local_socket_address_status", "channel_status_id": "6",
                                       "address": "127.0.0.1:40123"}
    assert row("client")[1] == {"type": "driver_heartbeat", "client_id": "77"}
    assert row("rec_pos") == ("aeron_archive_recording_position", {
        "type": "archive_recording_position", "recording_id": "9", "session": "-8",
        "source_identity": "127.0.0.1:5", "archive_id": "42"}, 4096)
    assert row("control_session")[1] == {"type": "archive_control_session", "archive_id": "42",
                                         "control_session_id": "11"}
    assert row("archive_errors")[1] == {"type": "archive_error_count", "archive_id": "42"}
    assert row("commit_pos") == ("aeron_cluster_commit_position",
                                 {"type": "cluster_commit_position", "cluster_id": "5"}, 640)
    assert row("service_errors")[1] == {"type": "cluster_clustered_service_error_count", "cluster_id": "5",
                                        "service_id": "1"}
    assert row("recovery")[1] == {"type": "cluster_recovery_state", "cluster_id": "5"}
    assert row("custom") == ("aeron_counter", {"type": "9999"}, -7)


def test_errors_are_named_by_their_type_and_message_line_summed_when_equal_and_cut(
        every_layout: tuple[Path, dict[str, int]]) -> None:
    directory, _ = every_layout
    families = {f.name: f for f in read_metrics(str(directory))}
    observed = {dict(s.labels)["error"]: s.value for s in families["aeron_errors_observed"].samples}
    assert observed == {"java.io.IOException: one": 2, "x" * ERROR_LABEL_LIMIT: 1, "ValueError: bad": 1}
    assert families["aeron_errors_distinct"].samples[0].value == 4


def test_a_missing_cnc_is_up_0_when_served_and_one_line_with_exit_1_once(
        tool: ToolRunner, tmp_path: Path) -> None:
    families = read_metrics(str(tmp_path / "nothing"))
    assert [(f.name, [s.value for s in f.samples]) for f in families] == [("aeron_cnc_up", [0])]
    code, out, err = tool("metrics", "--dir", str(tmp_path / "nothing"), "--once")
    assert (code, out) == (1, "")
    assert err.strip() == f"aeronkit metrics: no cnc.dat in {tmp_path / 'nothing'}"
