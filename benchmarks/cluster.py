"""Cluster benchmark: a client's ingress -> egress round trip and echo throughput against one cluster member.

Three one-member clusters in the same run, one after the other, each with a service that answers every session
message with the same bytes:

  node aeron-java    Aeron Java's ClusteredMediaDriver and ClusteredServiceContainer in one JVM
                     (tests/cluster/java_peers/InteropNode.java with its EchoService, SHARED driver), started
                     through the test harness (tests/support/java_cluster.py);
  node aeronkit      ``aeronkit cluster-node`` with the bundled ``aeronkit.cluster.samples:EchoService``
                     (embedded SHARED driver, SHARED node threading: the default), the harness of
                     tests/cluster/cm/cm_java.py;
  aeronkit-dedicated the same with DEDICATED node threading (archive, consensus module and service on a
                     thread each).

Both use the harness's test properties (ports, channels, timing). Against each node, clients alternate:

  aeron-java         benchmarks/java/ClusterEchoBench.java: Aeron's AeronCluster on a standalone Java media
                     driver (SHARED, backoff) that only the clients use;
  aeronkit           our AeronCluster in a worker process, on that same Java driver (so the two rows differ
                     only by the client library);
  aeronkit+driver    our AeronCluster on aeronkit's own driver (embedded in the worker, SHARED), its egress
                     on ``endpoint=127.0.0.1:0`` (the port our driver binds, read from its counters).

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

import json
import os
import re
import shutil
import statistics
import sys
import tempfile
import time
from collections.abc import Iterator
from contextlib import contextmanager
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
CLIENTS = ("aeron-java", "aeronkit", "aeronkit+driver")
OWN_DRIVER_EGRESS = "aeron:udp?endpoint=127.0.0.1:0"
TARGET_RATE_RATIO = 0.5
TARGET_P99_RATIO = 3.0
"""Issue 12's target for our node beside Java's, same client: at least half the echoes per second and at
most three times the p99 round trip."""
OP_HEADER_LENGTH = 9
ECHO_OP = 1
_ECHO_LINE = re.compile(r"echo msgs-per-sec=([\d.]+) count=(\d+)")


@dataclass(frozen=True)
class Settings:
    message_length: int = 100  # body bytes after the 9-byte op header (the send time is its first 8)
    rtt_messages: int = 2_000
    rtt_warmup: int = 500
    echo_messages: int = 10_000
    window: int = 64
    rounds: int = 3
    timeout_s: float = 180.0

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
    state = {"received": 0, "recording": False}
    rtts: list[int] = []
    clock = time.perf_counter_ns

    def on_message(
        session: int, timestamp: int, buffer: memoryview, offset: int, size: int, header: Any
    ) -> None:
        if state["recording"]:
            sent = int.from_bytes(buffer[offset + OP_HEADER_LENGTH:offset + OP_HEADER_LENGTH + 8], "little")
            rtts.append(clock() - sent)
        state["received"] += 1

    idle = BackoffIdleStrategy(1, 10, 1_000, 1_000_000)
    ctx = Context(aeron_dir=aeron_dir, ingress_channel=args["ingress_channel"],
                  ingress_endpoints=args["ingress_endpoints"], egress_channel=args["egress_channel"],
                  egress_listener=on_message, idle_strategy=idle)
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
    finally:
        if driver is not None:
            driver.close()
    p = percentiles_of(rtts)
    v = p.values
    print(f"rtt-ns p50={v['p50']:.0f} p90={v['p90']:.0f} p99={v['p99']:.0f} p99.9={v['p99.9']:.0f} "
          f"max={v['max']:.0f} count={p.count}")
    print(f"echo msgs-per-sec={count / seconds:.1f} count={count}")


# -- orchestration -----------------------------------------------------------------------------------------


def _parse(text: str, settings: Settings, who: str) -> tuple[Percentiles, float]:
    rtt = parse_one_line(text)
    echo = _ECHO_LINE.search(text)
    if echo is None or rtt.count != settings.rtt_messages:
        raise RuntimeError(f"{who}: unexpected output:\n{text[-3000:]}")
    return rtt, float(echo.group(1))


@contextmanager
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
    from support.java_cluster import EGRESS_CHANNEL, INGRESS_CHANNEL, unique_aeron_dir

    settings = settings or (Settings.quick() if quick else Settings())
    toolchain = JavaToolchain()
    cases = [(node, client) for node in NODES for client in CLIENTS]
    latency = {case: LatencyMeasurement("echo rtt", f"{case[1]} on {case[0]} node") for case in cases}
    throughput: dict[tuple[str, str], list[float]] = {case: [] for case in cases}
    with tempfile.TemporaryDirectory(prefix="aeronkit-bench-cluster-") as tmp:
        work = Path(tmp)
        classes = toolchain.compile(JAVA_SOURCES, work / "classes")
        client_dir = unique_aeron_dir("bench-clients")
        driver_props = {"aeron.dir": str(client_dir), "aeron.dir.delete.on.start": "true",
                        "aeron.threading.mode": "SHARED", "aeron.shared.idle.strategy": "backoff",
                        "aeron.term.buffer.sparse.file": "true"}
        driver_argv = toolchain.java_command("io.aeron.driver.MediaDriver", properties=driver_props)
        client_driver = Process(driver_argv)
        try:
            for node_name in NODES:
                with _node(node_name, toolchain, work) as endpoints:
                    bench = {"aeron.cluster.ingress.channel": INGRESS_CHANNEL,
                             "aeron.cluster.ingress.endpoints": endpoints,
                             "aeron.cluster.egress.channel": EGRESS_CHANNEL,
                             "aeronkit.bench.rtt.messages": str(settings.rtt_messages),
                             "aeronkit.bench.rtt.warmup": str(settings.rtt_warmup),
                             "aeronkit.bench.echo.messages": str(settings.echo_messages),
                             "aeronkit.bench.window": str(settings.window),
                             "aeronkit.bench.messageLength": str(settings.message_length)}
                    for round_index in range(settings.rounds):
                        order = CLIENTS if round_index % 2 == 0 else tuple(reversed(CLIENTS))
                        for name in order:
                            if name == "aeron-java":
                                argv = toolchain.java_command(
                                    JAVA_CLIENT, classpath=[classes],
                                    properties={"aeron.dir": str(client_dir), **bench})
                            else:
                                own = name == "aeronkit+driver"
                                worker = {
                                    "own_driver": own, "aeron_dir": str(client_dir),
                                    "ingress_channel": INGRESS_CHANNEL, "ingress_endpoints": endpoints,
                                    "egress_channel": OWN_DRIVER_EGRESS if own else EGRESS_CHANNEL,
                                    **{k: v for k, v in asdict(settings).items()
                                       if k not in ("rounds", "timeout_s")},
                                }
                                argv = [sys.executable, "-m", "benchmarks.cluster", "worker",
                                        json.dumps(worker)]
                            proc = Process(argv)
                            try:
                                if proc.wait(time.monotonic() + settings.timeout_s) != 0:
                                    raise RuntimeError(
                                        f"{name} client on the {node_name} node failed:\n{proc.text[-3000:]}")
                            finally:
                                proc.stop()
                            rtt, rate = _parse(proc.text, settings, f"{name} on {node_name}")
                            latency[(node_name, name)].runs.append(rtt)
                            throughput[(node_name, name)].append(rate)
        finally:
            client_driver.stop()
            shutil.rmtree(client_dir, ignore_errors=True)
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
