"""Seeded fault schedules on a three-member cluster, pure or mixed (``nox -s cluster_soak``).

    python tests/cluster/soak/cluster_soak.py [--seeds N] [--start S] [--config AAA,AAJ,JJA] [--out DIR]
                                              [--max-crashes K | --leader-kills K]

A configuration names each member's implementation in member-id order: A an ``aeronkit cluster-node``, J an
Aeron Java 1.51.0 InteropNode (docs/cluster-mixed.md). For every configuration and every seed in
``[start, start + seeds)`` one schedule runs on a fresh cluster:

* the seed picks whether one member drops 5 % of every frame it receives, data and control (so a follower
  loses part of the leader's log and its consensus messages, a leader part of the AppendPositions and the
  ingress), for the whole schedule, restarts included. Our members read Aeron's
  ``aeron.debug.receive.*.loss.*`` properties; a Java member gets the same properties plus
  ``aeron.ReceiveChannelEndpoint.supplier`` naming DebugReceiveChannelEndpointSupplier, which aeron-all
  1.51.0 ships (aeron-driver/src/main/java/io/aeron/driver/ext/DebugChannelEndpointConfiguration.java);
* and a sequence of crashes: each waits a quiet spell, SIGKILLs the leader or a follower, leaves it down a
  while (at least until its mark files are stale, which a restart needs), restarts it on its own
  directories and waits for the cluster to settle again. ``--leader-kills K`` makes the sequence exactly K
  crashes, every one of them the leader of the moment (issue 14's hundred leader kills in one run).

Meanwhile a Java AeronCluster client (ClusterClientPeer's ``echo_gaps``) streams echoes without pause. An
echo in flight when a leader dies may be lost -- the old leader never committed it and the client does not
resend -- but only echoes sent before the client's last NewLeaderEvent may go missing, and every echo that
comes back must be the oldest one still awaited or a later one: a duplicate, a reordering, damaged bytes or
a gap no failover explains fail the schedule. At the end the checks are:

* the client's own stream never broke (no stall past the reply timeout, no mismatch),
* a final batch of echoes with no loss allowed, so no member and no session is stuck,
* every member settled (ACTIVE, election closed, one leader, one commit position),
* every member's service applied the client's DIGEST op at the same log position with the same digest and
  applied count as the client was told,
* the TERM and consensus-module SNAPSHOT entries of every member's recording.log agree,
* no member's error logs hold an error: warnings (Aeron's WARN category) are counted and reported, as both
  implementations record one for every leader loss, but anything else fails the schedule.

Output: a line per schedule, then ``N schedules, F failures`` and per failure its seed, the first line of
what failed, its log directory and the command that replays it. Exit status 1 when F is not 0. A seed fixes
the plan (lossy member, fault targets, quiet and down times), not the processes' interleaving.
"""

from __future__ import annotations

import argparse
import io
import random
import re
import sys
import tempfile
import threading
import time
import traceback
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

HERE = Path(__file__).resolve()
TESTS = HERE.parents[2]
for _path in (TESTS, TESTS / "cluster" / "cm"):
    if str(_path) not in sys.path:
        sys.path.insert(0, str(_path))

from support.java_cluster import (  # noqa: E402 -- found through the paths above
    ClusterMemberProcess,
    JavaClusterClient,
    JavaClusterNode,
    ingress_endpoints,
)
from support.wait import wait_until  # noqa: E402
from test_cm_three_members_log import TIMEOUT_S, describe  # noqa: E402
from test_cm_three_members_loss import Loss  # noqa: E402
from test_mixed_members import await_settled, members, recording_log_entries, start  # noqa: E402

from aeronkit.cluster import tool_live  # noqa: E402
from aeronkit.cluster.tool_commands import ToolError  # noqa: E402
from aeronkit.interop.java import JavaToolchain  # noqa: E402

CONFIGS = ("AAA", "AAJ", "JJA")
DEFAULT_SEEDS = 50
LOSS_RATE = 0.05
JAVA_LOSS_SUPPLIER = {"aeron.ReceiveChannelEndpoint.supplier":
                      "io.aeron.driver.ext.DebugReceiveChannelEndpointSupplier"}
"""Aeron Java's driver reads the debug loss properties only through this receive-endpoint supplier
(aeron-driver/src/main/java/io/aeron/driver/Configuration.java,
RECEIVE_CHANNEL_ENDPOINT_SUPPLIER_PROP_NAME)."""
BATCH = 500
"""Echoes per ``echo_gaps`` command; the pump sends batch after batch until the faults are done."""
ERROR_ENTRY = re.compile(r"^(\d+) observations from .* for:$")
"""A distinct entry in ``cluster-tool errors`` output (CommonContext.printErrorLog's form); its error's first
line follows it."""
WARNING = re.compile(r"^\d+ x \S+: WARN - ")
"""An entry whose exception has Aeron's WARN category (AeronException prefixes the message with it): Java's
ClusterEvent and AeronEvent, our ClusterEvent and DriverEvent. A leader loss makes both implementations
record some ("leader heartbeat timeout", "Truncating Cluster Log"); any other entry is an error."""
WINDOW = 4
"""Echoes in flight at once. Unpaced (the client's default window of 64, ~2000 echoes/s here) the leader's
log outruns a follower that drops 5 % of its frames: its image is overrun ("log recording stopped"), it
rejoins through FOLLOWER_CATCHUP and, in the AAA runs seen, did not finish catching up with a log growing
that fast within 90 s (``--window 64`` reproduces it; docs/cluster-mixed.md "Soak")."""
FINAL_ECHOES = 200
MAX_LENGTH = 2_000
REPLY_TIMEOUT_MS = 30_000
"""How long the client's stream may make no progress: long enough for a leader's death to be noticed
(the 3 s heartbeat timeout of TIMING), an election and the client's move to the new leader under load."""
PUMP_STOP_TIMEOUT_S = 180.0
MAX_CRASHES = 3
"""A schedule has between one and this many crashes."""


@dataclass(frozen=True)
class Crash:
    """SIGKILL the leader (``at_leader``) or the follower ``follower`` (0 or 1, in member-id order among
    the followers) after ``quiet_s`` of traffic, and restart it ``down_s`` after its mark files are stale."""

    at_leader: bool
    follower: int
    quiet_s: float
    down_s: float


@dataclass(frozen=True)
class Schedule:
    config: str
    seed: int
    max_crashes: int
    window: int
    leader_kills: int | None
    lossy: int | None
    crashes: tuple[Crash, ...]

    @classmethod
    def plan(cls, config: str, seed: int, max_crashes: int = MAX_CRASHES, window: int = WINDOW,
             leader_kills: int | None = None) -> Schedule:
        """The seed's plan; with ``leader_kills`` exactly that many crashes, all of the leader."""
        rng = random.Random(f"{config}/{seed}")
        lossy = None if rng.random() < 0.25 else rng.randrange(len(config))
        count = rng.randint(1, max_crashes) if leader_kills is None else leader_kills
        crashes = tuple(
            Crash(leader_kills is not None or rng.random() < 0.5, rng.randrange(2), rng.uniform(1.0, 5.0),
                  rng.uniform(0.0, 3.0))
            for _ in range(count)
        )
        return cls(config, seed, max_crashes, window, leader_kills, lossy, crashes)

    def describe(self) -> str:
        crashes = ", ".join(("leader" if c.at_leader else f"follower#{c.follower}") for c in self.crashes)
        return f"lossy member {self.lossy}, crashes: {crashes}"

    def replay_command(self) -> str:
        kills = "" if self.leader_kills is None else f" --leader-kills {self.leader_kills}"
        return (f"python {HERE.relative_to(TESTS.parent)} --config {self.config} --seeds 1 "
                f"--start {self.seed} --max-crashes {self.max_crashes} --window {self.window}{kills}")


def loss_properties(node: ClusterMemberProcess, seed: int) -> dict[str, str]:
    props = Loss(node.member_id, LOSS_RATE).properties()
    props["aeron.debug.receive.data.loss.seed"] = str(seed)
    props["aeron.debug.receive.control.loss.seed"] = str(seed + 1)
    return {**props, **JAVA_LOSS_SUPPLIER} if isinstance(node, JavaClusterNode) else props


class EchoPump(threading.Thread):
    """Batch after batch of ``echo_gaps`` through one Java client until stopped or a batch is not ok."""

    def __init__(self, client: JavaClusterClient, seed: int, window: int) -> None:
        super().__init__(name="echo-pump", daemon=True)
        self.client = client
        self.seed = seed
        self.window = window
        self.results: list[dict[str, Any]] = []
        self.failure: str | None = None
        self.stopping = threading.Event()

    def run(self) -> None:
        batch = 0
        try:
            while not self.stopping.is_set():
                batch += 1
                seed = self.seed * 1000 + batch
                result = self.client.command(f"echo_gaps {BATCH} 1 {MAX_LENGTH} {seed} {self.window}",
                                             timeout_s=600)
                self.results.append(result)
                if not result["ok"]:
                    self.failure = f"echo batch {batch}: {result}"
                    return
        except BaseException as error:  # reported by the schedule, never swallowed
            self.failure = f"echo batch {batch}: {error!r}"

    @property
    def received(self) -> int:
        return sum(r["received"] for r in self.results)

    @property
    def lost(self) -> int:
        return sum(r.get("lost", 0) for r in self.results)


@dataclass
class ScheduleResult:
    schedule: Schedule
    log_dir: Path
    seconds: float = 0.0
    received: int = 0
    lost: int = 0
    failure: str | None = None
    detail: str = field(default="", repr=False)
    error_entries: int = 0
    warnings: int = 0


def run_schedule(java: JavaToolchain, schedule: Schedule, log_dir: Path) -> ScheduleResult:
    result = ScheduleResult(schedule, log_dir)
    started = time.monotonic()
    try:
        run_checked(java, schedule, log_dir, result)
    except Exception as failure:  # a failing schedule is a finding, not a crash
        result.failure = str(failure).splitlines()[0] if str(failure) else repr(failure)
        result.detail = traceback.format_exc()
        (log_dir / "failure.txt").write_text(result.detail)
    result.seconds = time.monotonic() - started
    return result


def run_checked(java: JavaToolchain, schedule: Schedule, log_dir: Path, result: ScheduleResult) -> None:
    with (log_dir / "schedule.log").open("w") as log:
        def note(what: str) -> None:
            log.write(f"{time.strftime('%H:%M:%S')} {what}\n")
            log.flush()

        note(f"{schedule.config} seed {schedule.seed}: {schedule}")
        run_noted(java, schedule, log_dir, result, note)


def run_noted(
    java: JavaToolchain, schedule: Schedule, log_dir: Path, result: ScheduleResult,
    note: Callable[[str], None],
) -> None:
    rng = random.Random(f"{schedule.config}/{schedule.seed}/run")
    cluster = members(java, log_dir, schedule.config, appointed=-1)
    nodes = cluster.nodes
    if schedule.lossy is not None:
        nodes[schedule.lossy].overrides.update(loss_properties(nodes[schedule.lossy], 7919 * schedule.seed))
    with cluster:
        try:
            check_schedule(java, schedule, log_dir, result, note, nodes, rng)
        except Exception:  # the members' counters at that moment, each one's longest module cycle among them
            note(f"members at the failure: {describe(nodes)}")
            raise


def check_schedule(
    java: JavaToolchain, schedule: Schedule, log_dir: Path, result: ScheduleResult,
    note: Callable[[str], None], nodes: Sequence[ClusterMemberProcess], rng: random.Random,
) -> None:
    """The schedule on a started cluster: the client's stream through the crashes, then the final checks."""
    leader = await_settled(nodes, "the first leader")
    client = JavaClusterClient(java, log_dir, ingress_endpoints(leader.base_port, 3), properties={
        "aeronkit.peer.reply.timeout.ms": str(REPLY_TIMEOUT_MS)}).start()
    try:
        connected = client.command("connect")
        assert connected["ok"], connected
        pump = EchoPump(client, schedule.seed, schedule.window)
        pump.start()
        try:
            for crash in schedule.crashes:
                if pump.stopping.wait(crash.quiet_s) or pump.failure:
                    break
                leader = await_settled(nodes, "a settled cluster before a crash")
                followers = [n for n in nodes if n is not leader]
                target = leader if crash.at_leader else followers[crash.follower]
                note(f"SIGKILL member {target.member_id} (leader {leader.member_id}); "
                     f"{pump.received} echoes back so far")
                target.kill()
                target.await_mark_files_stale()
                time.sleep(crash.down_s)  # the planned outage itself, not a wait for a condition
                note(f"restart member {target.member_id}")
                start(target)
                leader = await_settled(nodes, f"member {target.member_id} back after its crash")
                note(f"settled, leader {leader.member_id}")
        finally:
            note("faults done, stopping the echo stream")
            pump.stopping.set()
            pump.join(PUMP_STOP_TIMEOUT_S)
            note(f"echo stream: {pump.results}")
        assert not pump.is_alive(), "the echo stream did not finish its batch"
        assert pump.failure is None, pump.failure
        result.received, result.lost = pump.received, pump.lost
        assert result.received > 0, "no echo came back while the faults ran"
        final = client.command(f"echo {FINAL_ECHOES} 1 {MAX_LENGTH} {rng.getrandbits(31)}", timeout_s=300)
        assert final["ok"] and final["received"] == FINAL_ECHOES, f"final echoes: {final}"
        digest = client.command("digest")
        assert digest["ok"], digest
    finally:
        client.stop()
        (log_dir / "client-transcript.txt").write_text("".join(client.transcript))
    note("final checks")
    await_settled(nodes, "every member settled at the end")
    assert_digests_agree(nodes, digest["digest"], digest["applied"])
    entries = [recording_log_entries(n) for n in nodes]
    assert entries[0] == entries[1] == entries[2], f"recording.logs differ: {entries}"
    logged = {n.member_id: error_log_entries(n) for n in nodes}
    note(f"error logs: {logged}")
    errors = {member: [e for e in found if not WARNING.match(e)] for member, found in logged.items()}
    result.error_entries = sum(len(found) for found in errors.values())
    result.warnings = sum(len(found) for found in logged.values()) - result.error_entries
    assert result.error_entries == 0, f"errors in the error logs: {errors}"


def error_log_entries(node: ClusterMemberProcess) -> list[str]:
    """Every distinct entry now in the member's error logs (its consensus module's and services' mark files,
    its driver's cnc.dat) as ``count x first line``, read with ``cluster-tool errors`` (either
    implementation's files); :data:`WARNING` tells the warnings from the errors."""
    out = io.StringIO()
    unreadable = []
    try:
        tool_live.errors(node.cluster_dir, out)
    except (ToolError, OSError) as ex:  # what was read before stays counted
        unreadable.append(f"unreadable: {ex}")
    lines = out.getvalue().splitlines()
    entries = [f"{m.group(1)} x {entry_line(lines[i + 1:])}"
               for i, line in enumerate(lines) if (m := ERROR_ENTRY.match(line))]
    return entries + unreadable


def entry_line(text: Sequence[str]) -> str:
    """The line that names an entry's error, from the lines after its header: a Java stack trace's first; a
    Python traceback's first unindented line after ``Traceback ...`` (its frames are indented)."""
    if not text or not text[0].strip():
        return "(no text)"
    if text[0].startswith("Traceback"):
        return next((line for line in text[1:] if line and not line[0].isspace()), text[0]).strip()
    return text[0].strip()


def assert_digests_agree(nodes: Sequence[ClusterMemberProcess], digest: int, applied: int) -> None:
    """Every member's service applied the client's DIGEST op, at one log position, with its digest."""
    def applied_everywhere() -> list[set[tuple[int, int, int]]]:
        found = [{(d.position, d.digest, d.applied) for d in n.digest_lines()
                  if d.event == "digest" and d.applied == applied} for n in nodes]
        return found if all(found) else []

    found = wait_until(applied_everywhere, TIMEOUT_S, "every member's service at the client's DIGEST op",
                       detail=lambda: describe(nodes))
    assert found[0] == found[1] == found[2], f"digest lines differ: {found}"
    ((_, seen, _),) = found[0]
    assert seen == digest, f"members' digest {seen} != the client's {digest}"


def run_campaign(
    java: JavaToolchain, configs: Sequence[str], seeds: range, out: Path, max_crashes: int = MAX_CRASHES,
    window: int = WINDOW, say: Callable[[str], None] = print, leader_kills: int | None = None,
) -> list[ScheduleResult]:
    results = []
    for config in configs:
        for seed in seeds:
            schedule = Schedule.plan(config, seed, max_crashes, window, leader_kills)
            log_dir = out / f"{config}-{seed}"
            log_dir.mkdir(parents=True, exist_ok=True)
            result = run_schedule(java, schedule, log_dir)
            results.append(result)
            verdict = "ok" if result.failure is None else f"FAILED: {result.failure}"
            say(f"{config} seed {seed}: {verdict} ({schedule.describe()}; {result.received} echoes, "
                f"{result.lost} lost in flight, {result.warnings} warnings and {result.error_entries} errors "
                f"logged, {result.seconds:.0f} s)")
    return results


def summary(results: Sequence[ScheduleResult]) -> list[str]:
    failed = [r for r in results if r.failure is not None]
    lines = [f"{len(results)} schedules, {len(failed)} failures"]
    for r in failed:
        lines.append(f"  {r.schedule.config} seed {r.schedule.seed}: {r.failure}")
        lines.append(f"    logs: {r.log_dir}")
        lines.append(f"    replay: {r.schedule.replay_command()}")
    return lines


def main(argv: Sequence[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--seeds", type=int, default=DEFAULT_SEEDS)
    parser.add_argument("--start", type=int, default=0)
    parser.add_argument("--config", default=",".join(CONFIGS),
                        help="comma-separated configurations among " + ", ".join(CONFIGS))
    parser.add_argument("--max-crashes", type=int, default=MAX_CRASHES)
    parser.add_argument("--leader-kills", type=int,
                        help="exactly this many crashes per schedule, each of the leader")
    parser.add_argument("--window", type=int, default=WINDOW, help="echoes in flight at once")
    parser.add_argument("--out", type=Path, help="where each schedule's logs go (default: a new temp dir)")
    args = parser.parse_args(argv)
    configs = args.config.split(",")
    unknown = [c for c in configs if c not in CONFIGS]
    if unknown:
        parser.error(f"--config: unknown configuration(s) {unknown}; known: {', '.join(CONFIGS)}")
    java = JavaToolchain()
    missing = java.missing_tools()
    if missing:
        print(f"cluster_soak needs {', '.join(missing)} on PATH", file=sys.stderr)
        return 2
    out = args.out or Path(tempfile.mkdtemp(prefix="cluster-soak-"))
    print(f"cluster soak: configurations {configs}, seeds {args.start}..{args.start + args.seeds - 1}, "
          f"logs in {out}", flush=True)
    seeds = range(args.start, args.start + args.seeds)
    results = run_campaign(java, configs, seeds, out, args.max_crashes, args.window,
                           say=lambda line: print(line, flush=True), leader_kills=args.leader_kills)
    print("\n".join(summary(results)))
    return 1 if any(r.failure is not None for r in results) else 0


if __name__ == "__main__":
    sys.exit(main())
