"""Cluster benchmark: a client's ingress -> egress round trip and echo throughput against one cluster member.

Three one-member clusters in the same run, one after the other, each with a service that answers every session
message with the same bytes:

  node aeron-java    Aeron Java's ClusteredMediaDriver and ClusteredServiceContainer in one JVM
                     (tests/cluster/java_peers/InteropNode.java with its EchoService, SHARED driver), started
                     through the test harness (tests/support/java_cluster.py);
  node aeronkit      ``aeronkit cluster-node`` with the bundled ``aeronkit.cluster.samples:EchoService``
                     (SHARED node threading with the embedded driver stepped in the node's thread:
                     the default), the harness of tests/cluster/cm/cm_java.py;
  aeronkit-dedicated the same with DEDICATED node threading (archive, consensus module and service on a
                     thread each, the driver on its own).

Both use the harness's test properties (ports, channels, timing). Against each node, clients alternate:

  aeron-java         benchmarks/java/ClusterEchoBench.java: Aeron's AeronCluster on a standalone Java media
                     driver (SHARED, backoff) that only the clients use;
  aeronkit           our AeronCluster in a worker process, on that same Java driver (so the two rows differ
                     only by the client library);
  aeronkit+driver    our AeronCluster on aeronkit's own driver (embedded in the worker, SHARED).

Every client's egress is ``endpoint=127.0.0.1:0``, its port resolved from its driver's counters. The
three-member suite (benchmarks/cluster3.py) starts the same clients through :class:`Clients`.

Each run connects, then (1) sends one message at a time carrying the send time after a 9-byte header (byte 0
is the interop service's ECHO op, so the same client also runs against InteropService) and records
offer-to-echo times in an HdrHistogram after a warm-up, (2) sends ``echo_messages`` messages with at most
``window`` in flight and times first offer to last echo. The round trip includes the whole cluster path:
ingress, the leader's log append and commit (a one-member cluster commits on its own archive's recording),
the service, egress. Both clients idle with a BackoffIdleStrategy (1, 10 spins/yields, 1 us..1 ms).
Percentiles are medians over rounds per percentile (never averages); msgs/s is the median over rounds.

Run with ``python -m benchmarks cluster`` (``--quick`` for a smoke run); the worker is this module too:
``python -m benchmarks.cluster worker <json arguments>``.
"""

from __future__ import annotations

import contextlib
import json
import os
import re
import shutil
import statistics
import sys
import tempfile
import time
from collections.abc import Iterator
from dataclasses import asdict, dataclass
from datetime import UTC, datetime
from pathlib import Path
from typing import Any

from aeronkit.interop.java import JavaToolchain
from benchmarks.harness import RESULTS, environment
from benchmarks.latency import KEYS, LatencyMeasurement, Percentiles, parse_one_line, percentiles_of
from benchmarks.processes import Process

ROOT = Path(__file__).resolve().parent.parent
JAVA_SOURCES = [Path(__file__).resolve().parent / "java" / "ClusterEchoBench.java"]
JAVA_CLIENT = "aeronkit.bench.ClusterEchoBench"
NODES = ("aeron-java", "aeronkit", "aeronkit-dedicated")
NODE_THREADING = {"aeronkit": "SHARED", "aeronkit-dedicated": "DEDICATED"}
"""``aeronkit.cluster.node.threading`` of each of our nodes (docs/cluster.md "Threads")."""
IMPLEMENTATIONS = ("aeron-java", "aeronkit", "aeronkit+driver")  # the clients
TARGET_RATE_RATIO = 0.5
TARGET_P99_RATIO = 3.0
"""Issue 12's target for our node beside Java's, same client: at least half the echoes per second and at
most three times the p99 round trip."""
OP_HEADER_LENGTH = 9
ECHO_OP = 1
_ECHO_LINE = re.compile(r"echo msgs-per-sec=([\d.]+) count=(\d+)")
_FAILOVER_LINE = re.compile(r"failover new-leader-ns=(\d+) next-echo-ns=(\d+)")
FAILOVER_TIMEOUT_S = 120.0


@dataclass(frozen=True)
class Settings:
    message_length: int = 100  # body bytes after the 9-byte op header (the send time is its first 8)
    rtt_messages: int = 2_000
    rtt_warmup: int = 500
    echo_messages: int = 10_000
    window: int = 64
    rounds: int = 3
    timeout_s: float = 180.0
    failover_warmup: int = 200  # one-at-a-time echoes before a multi-member run may kill the leader

    @classmethod
    def quick(cls) -> Settings:
        return cls(rtt_messages=300, rtt_warmup=100, echo_messages=1_000, rounds=1)


# -- the Python client (worker process) ----------------------------------------------------------------------


def client_worker(args: dict[str, Any]) -> None:
    """Run the two phases with our AeronCluster and print the Java anchor's two result lines."""
    from aeronkit.cluster.client import AeronCluster, Context
    from aeronkit.idle import BackoffIdleStrategy

    driver = None
    if args["own_driver"]:
        from aeronkit.driver import Context as DriverContext
        from aeronkit.driver import MediaDriver

        driver = MediaDriver.launch_embedded(DriverContext(threading_mode="SHARED"))
        aeron_dir = str(driver.aeron_dir)
    else:
        aeron_dir = args["aeron_dir"]
    length = OP_HEADER_LENGTH + max(8, args["message_length"])
    message = bytearray(length)
    message[0] = ECHO_OP
    state = {"received": 0, "recording": False, "new_leader_ns": 0}
    rtts: list[int] = []
    clock = time.perf_counter_ns

    class Listener:
        def on_message(
            self, session: int, timestamp: int, buffer: memoryview, offset: int, size: int, header: Any
        ) -> None:
            if state["recording"]:
                at = offset + OP_HEADER_LENGTH
                rtts.append(clock() - int.from_bytes(buffer[at:at + 8], "little"))
            state["received"] += 1

        def on_new_leader(
            self, cluster_session_id: int, leadership_term_id: int, leader_member_id: int, endpoints: str
        ) -> None:
            state["new_leader_ns"] = state["new_leader_ns"] or time.monotonic_ns()

    idle = BackoffIdleStrategy(1, 10, 1_000, 1_000_000)
    ctx = Context(aeron_dir=aeron_dir, ingress_channel=args["ingress_channel"],
                  ingress_endpoints=args["ingress_endpoints"], egress_channel=args["egress_channel"],
                  egress_listener=Listener(), idle_strategy=idle)
    try:
        with AeronCluster.connect(ctx) as cluster:
            request_id = 1
            for i in range(args["rtt_warmup"] + args["rtt_messages"]):
                state["recording"] = i >= args["rtt_warmup"]
                message[1:9] = request_id.to_bytes(8, "little")
                request_id += 1
                target = state["received"] + 1
                message[OP_HEADER_LENGTH:OP_HEADER_LENGTH + 8] = clock().to_bytes(8, "little")
                while cluster.offer(message) < 0:
                    idle.idle(cluster.poll_egress())
                idle.reset()
                while state["received"] < target:
                    idle.idle(cluster.poll_egress())
            state["recording"] = False
            base, sent, count, window = state["received"], 0, args["echo_messages"], args["window"]
            start = time.perf_counter()
            while state["received"] - base < count:
                work = 0
                if sent < count and sent - (state["received"] - base) < window:
                    message[1:9] = request_id.to_bytes(8, "little")
                    if cluster.offer(message) > 0:
                        request_id += 1
                        sent += 1
                        work += 1
                work += cluster.poll_egress()
                if cluster.is_closed:
                    raise RuntimeError(f"cluster client closed: {cluster.last_reason}")
                idle.idle(work)
            seconds = time.perf_counter() - start
            p = percentiles_of(rtts)
            v = p.values
            print(f"rtt-ns p50={v['p50']:.0f} p90={v['p90']:.0f} p99={v['p99']:.0f} "
                  f"p99.9={v['p99.9']:.0f} max={v['max']:.0f} count={p.count}")
            print(f"echo msgs-per-sec={count / seconds:.1f} count={count}", flush=True)
            if args.get("failover"):
                _failover(cluster, state, message, request_id, idle, args["failover_warmup"])
    finally:
        if driver is not None:
            driver.close()


def _failover(cluster: Any, state: dict[str, Any], message: bytearray, request_id: int, idle: Any,
              warmup: int) -> None:
    """ClusterEchoBench's phase 3 with our client: one ECHO at a time, ``failover-ready`` after `warmup`
    echoes, then on until an echo comes after the NewLeaderEvent (a message in flight at the event is given
    up once and a fresh one offered). Times are time.monotonic_ns (CLOCK_MONOTONIC, as Java's nanoTime)."""
    deadline = time.monotonic() + FAILOVER_TIMEOUT_S
    target, streamed, resent = -1, 0, False
    while True:
        work = 0
        if target < 0:
            message[1:9] = request_id.to_bytes(8, "little")
            if cluster.offer(message) > 0:
                request_id += 1
                target = state["received"] + 1
                work += 1
        work += cluster.poll_egress()
        if target >= 0 and state["received"] >= target:
            target = -1
            streamed += 1
            if streamed == warmup:
                print("failover-ready", flush=True)
            if state["new_leader_ns"]:
                print(f"failover new-leader-ns={state['new_leader_ns']} next-echo-ns={time.monotonic_ns()}")
                return
        elif state["new_leader_ns"] and not resent:
            resent, target = True, -1
        if cluster.is_closed:
            raise RuntimeError(f"cluster client closed during the failover: {cluster.last_reason}")
        if time.monotonic() > deadline:
            raise RuntimeError(f"no echo after a new leader within {FAILOVER_TIMEOUT_S} s")
        idle.idle(work)


# -- orchestration -----------------------------------------------------------------------------------------


def parse(text: str, settings: Settings, who: str) -> tuple[Percentiles, float]:
    """A client's round-trip percentiles and echo msgs/s from its output."""
    rtt = parse_one_line(text)
    echo = _ECHO_LINE.search(text)
    if echo is None or rtt.count != settings.rtt_messages:
        raise RuntimeError(f"{who}: unexpected output:\n{text[-3000:]}")
    return rtt, float(echo.group(1))


def parse_failover(text: str, who: str) -> tuple[int, int]:
    """(NewLeaderEvent, first echo after it) as CLOCK_MONOTONIC ns from a failover run's output."""
    found = _FAILOVER_LINE.search(text)
    if found is None:
        raise RuntimeError(f"{who}: no failover line in:\n{text[-3000:]}")
    return int(found.group(1)), int(found.group(2))


@dataclass(frozen=True)
class Clients:
    """How to start each client against one cluster: the Java classes, the Java client driver's dir, the
    cluster's ingress endpoints and the settings (shared by this suite and benchmarks/cluster3.py)."""

    toolchain: Any
    classes: Path
    client_dir: Path
    endpoints: str
    settings: Settings
    failover: bool = False

    def argv(self, name: str) -> list[str]:
        """The command line of client `name` (one of :data:`IMPLEMENTATIONS`)."""
        from support.java_cluster import EGRESS_CHANNEL, INGRESS_CHANNEL

        settings = self.settings
        if name == "aeron-java":
            bench = {"aeron.dir": str(self.client_dir),
                     "aeron.cluster.ingress.channel": INGRESS_CHANNEL,
                     "aeron.cluster.ingress.endpoints": self.endpoints,
                     "aeron.cluster.egress.channel": EGRESS_CHANNEL,
                     "aeronkit.bench.rtt.messages": str(settings.rtt_messages),
                     "aeronkit.bench.rtt.warmup": str(settings.rtt_warmup),
                     "aeronkit.bench.echo.messages": str(settings.echo_messages),
                     "aeronkit.bench.window": str(settings.window),
                     "aeronkit.bench.messageLength": str(settings.message_length),
                     "aeronkit.bench.failover": str(self.failover).lower(),
                     "aeronkit.bench.failover.warmup": str(settings.failover_warmup)}
            return list(self.toolchain.java_command(JAVA_CLIENT, classpath=[self.classes], properties=bench))
        worker = {
            "own_driver": name == "aeronkit+driver", "aeron_dir": str(self.client_dir),
            "ingress_channel": INGRESS_CHANNEL, "ingress_endpoints": self.endpoints,
            "egress_channel": EGRESS_CHANNEL, "failover": self.failover,
            **{k: v for k, v in asdict(settings).items() if k not in ("rounds", "timeout_s")},
        }
        return [sys.executable, "-m", "benchmarks.cluster", "worker", json.dumps(worker)]


@contextlib.contextmanager
def client_driver(toolchain: Any) -> Iterator[Path]:
    """A standalone Java media driver (SHARED, backoff) that only the clients use; yields its aeron dir."""
    from support.java_cluster import unique_aeron_dir

    client_dir = unique_aeron_dir("bench-clients")
    driver_props = {"aeron.dir": str(client_dir), "aeron.dir.delete.on.start": "true",
                    "aeron.threading.mode": "SHARED", "aeron.shared.idle.strategy": "backoff",
                    "aeron.term.buffer.sparse.file": "true"}
    driver = Process(toolchain.java_command("io.aeron.driver.MediaDriver", properties=driver_props))
    try:
        yield client_dir
    finally:
        driver.stop()
        shutil.rmtree(client_dir, ignore_errors=True)


@contextlib.contextmanager
def _node(name: str, toolchain: JavaToolchain, work: Path) -> Iterator[str]:
    """A started one-member cluster running an echo service: yields its ingress endpoints, stops it."""
    from cm_java import ECHO_SERVICE, AeronkitNode
    from support.java_cluster import choose_base_port, ingress_endpoints, java_cluster

    if name == "aeron-java":
        with java_cluster(toolchain, work / "java-node", 1, service="echo") as cluster:
            yield cluster.ingress_endpoints()
        return
    node = AeronkitNode(work / name, 0, choose_base_port(1), service=ECHO_SERVICE, label="bench",
                        properties={"aeronkit.cluster.node.threading": NODE_THREADING[name]})
    node.start()
    try:
        yield ingress_endpoints(node.base_port, 1)
    finally:
        code = node.stop()
    if code != 0:
        raise RuntimeError(f"aeronkit node exited with {code}:\n{node.stderr_tail()}")


def run(quick: bool = False, settings: Settings | None = None, results: Path = RESULTS) -> Path:
    sys.path[:0] = [str(ROOT / "tests"), str(ROOT / "tests" / "cluster" / "cm")]
    settings = settings or (Settings.quick() if quick else Settings())
    toolchain = JavaToolchain()
    cases = [(node, client) for node in NODES for client in IMPLEMENTATIONS]
    latency = {case: LatencyMeasurement("echo rtt", f"{case[1]} on {case[0]} node") for case in cases}
    throughput: dict[tuple[str, str], list[float]] = {case: [] for case in cases}
    with tempfile.TemporaryDirectory(prefix="aeronkit-bench-cluster-") as tmp:
        work = Path(tmp)
        classes = toolchain.compile(JAVA_SOURCES, work / "classes")
        with client_driver(toolchain) as client_dir:
            for node_name in NODES:
                with _node(node_name, toolchain, work) as endpoints:
                    clients = Clients(toolchain, classes, client_dir, endpoints, settings)
                    for round_index in range(settings.rounds):
                        order = IMPLEMENTATIONS if round_index % 2 == 0 else tuple(reversed(IMPLEMENTATIONS))
                        for name in order:
                            proc = Process(clients.argv(name))
                            try:
                                if proc.wait(time.monotonic() + settings.timeout_s) != 0:
                                    raise RuntimeError(
                                        f"{name} client on the {node_name} node failed:\n{proc.text[-3000:]}")
                            finally:
                                proc.stop()
                            rtt, rate = parse(proc.text, settings, f"{name} on {node_name}")
                            latency[(node_name, name)].runs.append(rtt)
                            throughput[(node_name, name)].append(rate)
    return write(settings, latency, throughput, results)


def write(
    settings: Settings,
    latency: dict[tuple[str, str], LatencyMeasurement],
    throughput: dict[tuple[str, str], list[float]],
    results: Path = RESULTS,
) -> Path:
    results.mkdir(parents=True, exist_ok=True)
    rows: list[dict[str, Any]] = []
    for (node, client), measurement in latency.items():
        rows.append({"node": node, "client": client, "rtt_ns": measurement.medians,
                     "rtt_runs": [run.values for run in measurement.runs],
                     "echo_msgs_per_sec": statistics.median(throughput[(node, client)]),
                     "echo_runs": throughput[(node, client)]})
    anchor = {row["client"]: row for row in rows if row["node"] == "aeron-java"}
    for row in rows:
        java = anchor[row["client"]]
        row["msgs_per_sec_ratio"] = row["echo_msgs_per_sec"] / java["echo_msgs_per_sec"]
        row["p99_ratio"] = row["rtt_ns"]["p99"] / java["rtt_ns"]["p99"]
        row["target_met"] = None if row["node"] == "aeron-java" else (
            row["msgs_per_sec_ratio"] >= TARGET_RATE_RATIO and row["p99_ratio"] <= TARGET_P99_RATIO)
    data = {"suite": "cluster", "environment": environment(), "settings": asdict(settings),
            "nodes": {"aeron-java": "InteropNode + Java EchoService (one member, SHARED driver)",
                      **{name: f"aeronkit cluster-node + samples EchoService (one member, {mode} node "
                               "threading)" for name, mode in NODE_THREADING.items()}},
            "written": datetime.now(UTC).isoformat(timespec="seconds"), "results": rows}
    (results / "cluster.json").write_text(json.dumps(data, indent=2, sort_keys=True) + "\n")
    lines = [
        "# cluster",
        "",
        "Client ingress -> egress echo against one member: Aeron Java's node (ClusteredMediaDriver + Java "
        "EchoService) and aeronkit's (`aeronkit cluster-node` + EchoService; aeronkit-dedicated with "
        "DEDICATED node threading), same run. Settings: "
        + ", ".join(f"{k}={v}" for k, v in asdict(settings).items()),
        "",
        "| node | client | " + " | ".join(f"rtt {k} us" for k in KEYS)
        + " | echo msgs/s | msgs/s ratio | p99 ratio | target met |",
        "|---|---|" + "---:|" * (len(KEYS) + 3) + "---|",
    ]
    for row in rows:
        cells = " | ".join(f"{row['rtt_ns'][k] / 1000:,.1f}" for k in KEYS)
        met = {None: "anchor", True: "yes", False: "no"}[row["target_met"]]
        lines.append(f"| {row['node']} | {row['client']} | {cells} | {row['echo_msgs_per_sec']:,.0f} | "
                     f"{row['msgs_per_sec_ratio']:.2f}x | {row['p99_ratio']:.2f}x | {met} |")
    lines.append("")
    lines.append("Ratios compare each row with the same client on the aeron-java node: msgs/s ratio above 1 "
                 "means more echoes per second, p99 ratio above 1 means a slower p99 round trip. Target "
                 f"(issue 12): msgs/s ratio >= {TARGET_RATE_RATIO} and p99 ratio <= {TARGET_P99_RATIO}.")
    path = results / "cluster.md"
    path.write_text("\n".join(lines) + "\n")
    return path


def main(argv: list[str]) -> int:
    if argv[:1] == ["worker"]:
        client_worker(json.loads(argv[1]))
        return 0
    path = run(quick="--quick" in argv)
    print(path.read_text())
    return 0


if __name__ == "__main__":
    os.environ.setdefault("PYTHONUNBUFFERED", "1")
    sys.exit(main(sys.argv[1:]))
