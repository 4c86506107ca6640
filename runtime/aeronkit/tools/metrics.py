"""`aeronkit metrics`: every counter in a cnc.dat and its distinct-error log, as Prometheus metrics.

Aeron has no metrics endpoint: its counters live in the driver's cnc.dat, which AeronStat reads
(aeron-samples/src/main/java/io/aeron/samples/AeronStat.java at 1.51.0). This tool reads the same file,
Java's driver's or ours, on every scrape (so a restarted driver is picked up) and names each counter by its
type id (``aeronkit.counter_types``), which covers the archive's and the cluster's counters too: they
allocate theirs in the driver's cnc.dat. Labels come from the counter's key, laid out per type as in Aeron's
StreamCounter, ChannelEndpointStatus, LocalSocketAddressStatus, ArchiveCounters, RecordingPos and
ClusterCounters; see docs/metrics.md for the full list.

prometheus_client is an optional extra (``pip install 'aeronkit[metrics]'``); the mapping from a cnc.dat
to samples (:func:`read_metrics`) needs nothing but this package.
"""

from __future__ import annotations

import argparse
import signal
import struct
import sys
import threading
import time
from collections.abc import Iterator
from dataclasses import dataclass, field
from pathlib import Path

from aeronkit.cnc import CncFile
from aeronkit.concurrent.counters import CountersReader
from aeronkit.counter_types import CounterTypeId as T
from aeronkit.errors import AeronError
from aeronkit.tools import common

HELP = "serve every counter and error of a driver's cnc.dat (and its archive's, cluster's) to Prometheus"
PREFIX = "aeron_"
UNKNOWN_TYPE_FAMILY = "counter"
ERROR_LABEL_LIMIT = 200  # characters of an error's "Type: message" line kept as its label value
PYTHON_TRACEBACK_HEAD = "Traceback (most recent call last):"

# Types whose key is a StreamCounter key: registrationId, sessionId, streamId, channel
# (aeron-driver/src/main/java/io/aeron/driver/status/StreamCounter.java, FlowControlReceivers.java).
STREAM_KEYED = frozenset({
    T.DRIVER_PUBLISHER_LIMIT, T.DRIVER_SENDER_POSITION, T.DRIVER_RECEIVER_HWM, T.DRIVER_SUBSCRIBER_POSITION,
    T.DRIVER_RECEIVER_POS, T.DRIVER_SENDER_LIMIT, T.DRIVER_PER_IMAGE, T.DRIVER_PUBLISHER_POS,
    T.DRIVER_SENDER_BPE, T.FLOW_CONTROL_RECEIVERS_COUNTER, T.DRIVER_SENDER_NAKS_RECEIVED,
    T.DRIVER_RECEIVER_NAKS_SENT,
})
# Types whose key is a ChannelEndpointStatus key: the channel, length-prefixed, at offset 0.
CHANNEL_KEYED = frozenset({T.DRIVER_SEND_CHANNEL_STATUS, T.DRIVER_RECEIVE_CHANNEL_STATUS,
                           T.MDC_DESTINATIONS_COUNTER})
# ArchiveCounters.allocate: the archive id (int64) is the whole key.
ARCHIVE_ID_KEYED = frozenset(t for t in T if T.ARCHIVE_ERROR_COUNT <= t <= T.ARCHIVE_REPLAY_SESSION_COUNT)
# ClusterCounters.allocateServiceCounter / allocateServiceErrorCounter: clusterId, then serviceId (int32s).
CLUSTER_SERVICE_KEYED = frozenset({
    T.CLUSTER_CLUSTERED_SERVICE_ERROR_COUNT, T.CLUSTER_CLUSTERED_SERVICE_MAX_CYCLE_TIME,
    T.CLUSTER_CLUSTERED_SERVICE_CYCLE_TIME_THRESHOLD_EXCEEDED,
    T.CLUSTERED_SERVICE_MAX_SNAPSHOT_DURATION, T.CLUSTERED_SERVICE_SNAPSHOT_DURATION_THRESHOLD_EXCEEDED,
})
# ClusterCounters.allocate: the cluster id (int32) first; not RecoveryState's key nor a session counter's.
CLUSTER_ID_KEYED = frozenset(
    t for t in T if T.CLUSTER_CONSENSUS_MODULE_STATE <= t <= T.CLUSTER_SESSION
) - CLUSTER_SERVICE_KEYED - {T.CLUSTER_RECOVERY_STATE, T.CLUSTER_SESSION}

_I32 = struct.Struct("<i")
_I64 = struct.Struct("<q")


@dataclass(frozen=True)
class Sample:
    labels: tuple[tuple[str, str], ...]
    value: float


@dataclass
class Family:
    """One metric family: all counters of one type id (or the error log's observations)."""

    name: str
    documentation: str
    kind: str  # "gauge" or "counter", as prometheus_client names them
    samples: list[Sample] = field(default_factory=list)


def family_name(type_id: int) -> str:
    """``aeron_<Aeron's type name in lower case>`` (aeron_driver_publisher_limit); else aeron_counter."""
    try:
        return PREFIX + T(type_id).name.lower()
    except ValueError:
        return PREFIX + UNKNOWN_TYPE_FAMILY


def type_label(type_id: int) -> str:
    try:
        return T(type_id).name.lower()
    except ValueError:
        return str(type_id)


def key_labels(type_id: int, key: bytes) -> dict[str, str]:
    """The labels a counter's key holds, by the layout its type uses in Aeron."""
    if type_id == T.DRIVER_SYSTEM_COUNTER:
        from aeronkit.driver.system_counters import SystemCounterId  # the driver package is heavy to import

        system_id = _I32.unpack_from(key, 0)[0]
        try:
            name = SystemCounterId(system_id).name.lower()
        except ValueError:
            name = f"system_{system_id}"
        return {"name": name}
    if type_id in STREAM_KEYED:
        sk = common.stream_key(key)
        return {"registration_id": str(sk.registration_id), "session": str(sk.session_id),
                "stream": str(sk.stream_id), "channel": sk.channel}
    if type_id in CHANNEL_KEYED:
        return {"channel": common.ascii_at(key, 0)}
    if type_id == T.DRIVER_LOCAL_SOCKET_ADDRESS_STATUS:
        return {"channel_status_id": str(_I32.unpack_from(key, 0)[0]), "address": common.ascii_at(key, 4)}
    if type_id == T.DRIVER_HEARTBEAT:
        return {"client_id": str(_I64.unpack_from(key, 0)[0])}
    if type_id == T.ARCHIVE_RECORDING_POSITION:
        recording_id, session_id, source_length = struct.unpack_from("<qii", key, 0)
        source_length = max(0, min(source_length, len(key) - 16 - 8))
        archive_id = _I64.unpack_from(key, 16 + source_length)[0]
        return {"recording_id": str(recording_id), "session": str(session_id),
                "source_identity": common.ascii_at(key, 12), "archive_id": str(archive_id)}
    if type_id == T.ARCHIVE_CONTROL_SESSION:
        archive_id, control_session_id = struct.unpack_from("<qq", key, 0)
        return {"archive_id": str(archive_id), "control_session_id": str(control_session_id)}
    if type_id in ARCHIVE_ID_KEYED:
        return {"archive_id": str(_I64.unpack_from(key, 0)[0])}
    if type_id in CLUSTER_SERVICE_KEYED:
        cluster_id, service_id = struct.unpack_from("<ii", key, 0)
        return {"cluster_id": str(cluster_id), "service_id": str(service_id)}
    if type_id == T.CLUSTER_RECOVERY_STATE:
        from aeronkit.cluster.recovery_state import RecoveryState

        try:
            return {"cluster_id": str(RecoveryState.decode_key(key).cluster_id)}
        except AeronError:
            return {}
    if type_id in CLUSTER_ID_KEYED:
        return {"cluster_id": str(_I32.unpack_from(key, 0)[0])}
    return {}


def error_label(encoded_error: str) -> str:
    """The error's ``Type: message`` line, cut to ERROR_LABEL_LIMIT characters: its name on a dashboard.

    Java writes that line first and the stack after it; Python (our driver) writes the traceback first and
    that line last.
    """
    lines = [line for line in encoded_error.strip().splitlines() if line.strip()]
    if not lines:
        return "(empty)"
    line = lines[-1] if lines[0].startswith(PYTHON_TRACEBACK_HEAD) else lines[0]
    return line.strip()[:ERROR_LABEL_LIMIT]


def counter_families(counters: CountersReader) -> list[Family]:
    families: dict[str, Family] = {}
    for counter_id, type_id in counters.allocated_ids():
        name = family_name(type_id)
        family = families.get(name)
        if family is None:
            doc = f"Aeron counters of type id {type_id}" if name == PREFIX + UNKNOWN_TYPE_FAMILY else \
                f"Aeron {type_label(type_id)} counters (type id {type_id})"
            family = families[name] = Family(name, doc, "gauge")
        labels = {"counter_id": str(counter_id), "type": type_label(type_id),
                  "label": counters.get_counter_label(counter_id)}
        labels.update(key_labels(type_id, counters.get_counter_key(counter_id)))
        family.samples.append(Sample(tuple(labels.items()), counters.get_counter_value(counter_id)))
    return list(families.values())


def error_families(cnc: CncFile) -> list[Family]:
    """Observations per distinct error (first lines that coincide are summed) and the distinct count."""
    observations = cnc.errors()
    per_error: dict[str, int] = {}
    for o in observations:
        label = error_label(o.encoded_error)
        per_error[label] = per_error.get(label, 0) + o.observation_count
    observed = Family(PREFIX + "errors_observed", "Observations of each distinct error in the driver's "
                      "error log (label: the error's 'Type: message' line)", "counter")
    observed.samples = [Sample((("error", e),), n) for e, n in per_error.items()]
    distinct = Family(PREFIX + "errors_distinct", "Distinct errors in the driver's error log", "gauge",
                      [Sample((), len(observations))])
    return [observed, distinct]


def read_metrics(aeron_dir: str) -> list[Family]:
    """Every family for one scrape; ``aeron_cnc_up`` 0 (and nothing else) when cnc.dat cannot be read."""
    up = Family(PREFIX + "cnc_up", "1 when cnc.dat was mapped and read on this scrape", "gauge")
    try:
        cnc = CncFile.map(aeron_dir)
    except AeronError:
        up.samples.append(Sample((("aeron_dir", aeron_dir),), 0))
        return [up]
    try:
        families = counter_families(cnc.counters_reader()) + error_families(cnc)
        heartbeat_age = (time.time_ns() // 1_000_000 - cnc.driver_heartbeat_ms()) / 1000.0
        info = Family(PREFIX + "cnc", "The driver behind cnc.dat (value always 1)", "gauge", [Sample(
            (("aeron_dir", aeron_dir), ("cnc_version", cnc.semantic_version), ("pid", str(cnc.pid))), 1)])
        age = Family(PREFIX + "driver_heartbeat_age_seconds", "Seconds since the driver's last heartbeat",
                     "gauge", [Sample((), heartbeat_age)])
    finally:
        cnc.close()
    up.samples.append(Sample((("aeron_dir", aeron_dir),), 1))
    return [up, info, age, *families]


class CncCollector:
    """A prometheus_client collector reading the cnc.dat in ``aeron_dir`` afresh on every collect()."""

    def __init__(self, aeron_dir: str) -> None:
        self.aeron_dir = aeron_dir

    def collect(self) -> Iterator[object]:
        from prometheus_client.core import CounterMetricFamily, GaugeMetricFamily

        for family in read_metrics(self.aeron_dir):
            label_names = [name for name, _ in family.samples[0].labels] if family.samples else []
            metric_type = CounterMetricFamily if family.kind == "counter" else GaugeMetricFamily
            metric = metric_type(family.name, family.documentation, labels=label_names)
            for sample in family.samples:
                metric.add_metric([value for _, value in sample.labels], sample.value)
            yield metric


def add_arguments(parser: argparse.ArgumentParser) -> None:
    common.add_dir_argument(parser)
    parser.add_argument("--port", type=int, default=9464,
                        help="HTTP port for /metrics (default 9464; 0 picks a free one and prints it)")
    parser.add_argument("--host", default="127.0.0.1",
                        help="address to listen on (default 127.0.0.1; 0.0.0.0 for a remote Prometheus)")
    parser.add_argument("--once", action="store_true", help="print the exposition text once and exit")


def run(args: argparse.Namespace) -> int:
    try:
        from prometheus_client import CollectorRegistry, generate_latest, start_http_server
    except ImportError:
        print("aeronkit metrics: needs prometheus_client: pip install 'aeronkit[metrics]'", file=sys.stderr)
        return 2
    aeron_dir = common.aeron_dir(args)
    registry = CollectorRegistry(auto_describe=False)
    registry.register(CncCollector(aeron_dir))  # type: ignore[arg-type]  # prometheus_client's Collector
    if args.once:
        if not (Path(aeron_dir) / "cnc.dat").exists():
            print(f"aeronkit metrics: no cnc.dat in {aeron_dir}", file=sys.stderr)
            return 1
        sys.stdout.write(generate_latest(registry).decode("utf-8"))
        return 0
    stop = threading.Event()
    signal.signal(signal.SIGTERM, lambda *_: stop.set())
    try:
        server, thread = start_http_server(args.port, addr=args.host, registry=registry)
    except OSError as ex:
        print(f"aeronkit metrics: cannot listen on {args.host}:{args.port}: {ex.strerror}", file=sys.stderr)
        return 1
    print(f"serving http://{args.host}:{server.server_port}/metrics for {aeron_dir}", flush=True)
    try:
        while not stop.wait(1.0):
            pass
    except KeyboardInterrupt:
        pass
    finally:
        server.shutdown()
        thread.join(5)
    return 0
