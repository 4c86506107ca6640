"""``aeronkit cluster-node``: run one cluster member (driver, archive, consensus module, services).

    aeronkit cluster-node --dir NODE_DIR --service MODULE:CLASS [--service ...] [-Dname=value ...]

Every setting is an Aeron property (``-Daeron.cluster.members=...``, ``-Daeron.cluster.ingress.channel=...``,
``-Daeron.dir=...``, ...), as for Java's ClusteredMediaDriver and ClusteredServiceContainer. ``--service``
may be repeated (service ids 0, 1, ...); ``--no-service`` runs no container here so a Java
ClusteredServiceContainer can attach through the node's aeron dir and cluster dir. The node prints where
its parts are, then ``ready`` once the member is an active leader (or follower). SIGTERM or SIGINT asks
the cluster for an orderly shutdown (SHUTDOWN: snapshot, then termination) and exits 0 -- or, with
``--on-signal close``, closes this member alone as Java's ClusteredMediaDriver does on SIGTERM (its
ShutdownSignalBarrier closes the process's components; the other members carry on and elect a new leader if
this one led), which is what a fault test stopping one member needs; a component that
cannot start exits 1 with one line naming it, a member that terminates on its own exits 0 after saying so,
or 3 if the termination was unexpected.
"""

from __future__ import annotations

import argparse
import signal
import sys
import threading
import time
from pathlib import Path
from types import FrameType

HELP = "run one cluster member (media driver, archive, consensus module, services) until SIGTERM"

READY_TIMEOUT_S = 300.0
SHUTDOWN_TIMEOUT_S = 30.0
SIGNAL_ACTIONS = ("shutdown", "close")


EPILOG = (
    "Settings are -Dname=value Aeron properties (aeron.cluster.members, aeron.cluster.ingress.channel, ...; "
    "--print-config lists them all). aeronkit's own: -Daeronkit.cluster.node.threading=SHARED|DEDICATED; "
    "-Daeronkit.cluster.election.strict=true runs aeronkit's stricter election rules instead of Aeron's "
    "(default false; docs/cluster-election.md)."
)


def add_arguments(parser: argparse.ArgumentParser) -> None:
    parser.epilog = EPILOG
    parser.add_argument("--dir", required=True, help="node directory (archive/ and cluster/ go there)")
    parser.add_argument(
        "--service",
        action="append",
        default=[],
        metavar="MODULE:CLASS",
        help="a clustered service class to run (repeat for several; ids 0, 1, ...)",
    )
    parser.add_argument(
        "--no-service",
        action="store_true",
        help="run no service here (a Java ClusteredServiceContainer attaches through the aeron dir)",
    )
    parser.add_argument("--print-config", action="store_true", help="print every resolved setting at start")
    parser.add_argument(
        "--on-signal",
        choices=SIGNAL_ACTIONS,
        default=SIGNAL_ACTIONS[0],
        help="on SIGTERM/SIGINT: shutdown = the cluster's SHUTDOWN (snapshot, every member terminates), "
        "close = close this member only (default shutdown)",
    )


def _say(text: str) -> None:
    print(f"aeronkit cluster-node: {text}", flush=True)


def run(args: argparse.Namespace) -> int:
    from aeronkit.cluster.node import ClusterNode, NodeOptions, NodeStartError

    if not args.service and not args.no_service:
        print("aeronkit cluster-node: give --service MODULE:CLASS (or --no-service)", file=sys.stderr)
        return 2
    stop = threading.Event()

    def on_signal(signum: int, frame: FrameType | None) -> None:
        stop.set()

    def on_error(error: BaseException) -> None:
        print(f"aeronkit cluster-node: error: {error}", file=sys.stderr, flush=True)

    previous = {sig: signal.signal(sig, on_signal) for sig in (signal.SIGINT, signal.SIGTERM)}
    try:
        try:
            node = ClusterNode.launch(
                NodeOptions(Path(args.dir), services=tuple(args.service), error_handler=on_error)
            )
        except NodeStartError as ex:
            print(f"aeronkit cluster-node: {ex}", file=sys.stderr, flush=True)
            return 1
        with node:
            _print_settings(node, args.print_config)
            return _serve(node, stop, args.on_signal)
    finally:
        for sig, handler in previous.items():
            signal.signal(sig, handler)


def _print_settings(node: object, everything: bool) -> None:
    from aeronkit.cluster.node import ClusterNode

    assert isinstance(node, ClusterNode)
    ctx = node.module.context
    driver = node.driver
    _say(f"media driver cnc.dat at {driver.cnc_path} (threading mode {driver.ctx.threading_mode.value})")
    archive = node.archive.context
    _say(f"archive {archive.archive_dir} control {archive.control_channel} (archive id {archive.archive_id})")
    stepped = "media driver, archive" if node.driver.invoker is not None else "archive"
    shared = f"SHARED ({stepped}, consensus module and services on one thread)"
    threading = f"{shared}, idling with {node.runner.idle_strategy!r}" if node.runner else "DEDICATED"
    _say(f"node threading {threading}")
    _say(
        f"consensus module {ctx.cluster_dir} member {ctx.member_id} of {ctx.cluster_members!r} "
        f"ingress {ctx.ingress_channel} log {ctx.log_channel}"
    )
    services = [
        c.context.service_class_name or type(c.context.clustered_service).__name__ for c in node.containers
    ]
    _say(f"services {services if services else 'none here (attach a container)'}")
    if everything:
        for name, value in ctx.describe().items():
            _say(f"  {name}={value}")


def _serve(node: object, stop: threading.Event, on_signal: str) -> int:
    from aeronkit.cluster.election_state import Role
    from aeronkit.cluster.node import ClusterNode
    from aeronkit.cluster.protocol import ConsensusModuleState

    assert isinstance(node, ClusterNode)
    agent = node.agent
    deadline = time.monotonic() + READY_TIMEOUT_S
    ready = False
    while not stop.wait(0.01):
        if agent.is_terminated:
            return _terminated(agent)
        settled = agent.election is None and agent.state is ConsensusModuleState.ACTIVE
        if not ready and settled and agent.role in (Role.LEADER, Role.FOLLOWER):
            ready = True
            _say(f"ready: {node.status()}")
        if not ready and time.monotonic() > deadline:
            _say(f"not ready after {READY_TIMEOUT_S:.0f} s: {node.status()}")
            ready = True
    if on_signal == "close":
        _say("signal received, closing this member (no cluster shutdown)")
        return 0
    _say("signal received, shutting the member down")
    if node.shutdown(SHUTDOWN_TIMEOUT_S):
        _say("terminated after a snapshot")
    else:
        _say("closing without a cluster shutdown")
    return 0


def _terminated(agent: object) -> int:
    reason = getattr(agent, "termination_reason", "")
    if reason == "expected termination":
        _say("the cluster terminated this member")
        return 0
    print(f"aeronkit cluster-node: the consensus module stopped: {reason}", file=sys.stderr, flush=True)
    return 3
