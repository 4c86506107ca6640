"""IPC ping-pong round trips with the ping side on aeronkit.asyncio beside the same ping on the sync API.

Both cases share everything but the ping side's API: an embedded driver (SHARED, backoff) in this process,
the pong worker of benchmarks/ipc.py (sync, try_claim echo) in its own process, 32-byte messages, the
first ``verify`` echoes checked against the standard test pattern, a warm-up, then ``messages`` timed
round trips into an HdrHistogram. ``sync`` is benchmarks/ipc.py's ping worker (offer, then Image.poll in
a spin); ``asyncio`` runs in an event loop: ``await publication.offer(...)`` then ``await
anext(subscription)``, waiting with aeronkit.asyncio's default backoff (20 loop yields, then parks of at
most 1 ms). Rounds alternate the two; each percentile is the median over rounds.

Run with ``python -m benchmarks asyncio`` (``--quick`` for a smoke run). The async worker is this module:
``python -m benchmarks.asyncio_latency ping-async <json arguments>``.
"""

from __future__ import annotations

import array
import asyncio
import json
import struct
import sys
import time
from dataclasses import asdict, dataclass
from datetime import UTC, datetime
from pathlib import Path
from typing import Any

from benchmarks.harness import RESULTS, environment
from benchmarks.ipc import CHANNEL, PING_STREAM_ID, PONG_STREAM_ID, _json_line, _worker
from benchmarks.latency import KEYS, LatencyMeasurement, Percentiles, from_json, percentiles_of, to_json
from benchmarks.plots import latency_plots
from benchmarks.plots import markdown as plot_section
from benchmarks.processes import Process

_I64 = struct.Struct("<q")


@dataclass(frozen=True)
class Settings:
    length: int = 32
    warmup: int = 5_000
    messages: int = 20_000
    verify: int = 500
    rounds: int = 3
    term_length: int = 16 * 1024 * 1024
    timeout_s: float = 300.0


FULL = Settings()
QUICK = Settings(warmup=500, messages=2_000, verify=100, rounds=1)


def _run_case(settings: Settings, api: str) -> Percentiles:
    from aeronkit.driver import Context, MediaDriver

    deadline = time.monotonic() + settings.timeout_s
    with MediaDriver.launch_embedded(Context(threading_mode="SHARED", shared_idle_strategy="backoff",
                                             ipc_term_buffer_length=settings.term_length)) as driver:
        common = {"aeron_dir": str(driver.aeron_dir), "length": settings.length}
        pong = _worker("pong", **common)
        try:
            pong.expect(lambda line: line.startswith("ready"), deadline)
            arguments = {**common, "warmup": settings.warmup, "messages": settings.messages,
                         "verify": settings.verify}
            ping = _worker("ping", **arguments) if api == "sync" else Process(
                [sys.executable, "-m", "benchmarks.asyncio_latency", "ping-async", json.dumps(arguments)])
            try:
                code = ping.wait(deadline)
            finally:
                ping.stop()
        finally:
            pong.stop()
        result = _json_line(ping)
        if code != 0 or result.get("error"):
            raise RuntimeError(f"{api} ping failed ({code}):\n{ping.text[-3000:]}")
        return from_json(result)


def run(quick: bool = False, settings: Settings | None = None, results: Path = RESULTS) -> Path:
    s = settings or (QUICK if quick else FULL)
    case = f"IPC RTT {s.length} B"
    measured = {api: LatencyMeasurement(case, api) for api in ("sync", "asyncio")}
    for r in range(s.rounds):
        for api in (("sync", "asyncio") if r % 2 == 0 else ("asyncio", "sync")):
            result = _run_case(s, api)
            measured[api].runs.append(result)
            print(f"round {r + 1}/{s.rounds} {api}: p50 {result.values['p50']:,.0f} ns "
                  f"p99 {result.values['p99']:,.0f} ns", file=sys.stderr, flush=True)
    return write_report(s, list(measured.values()), results)


def write_report(settings: Settings, latency: list[LatencyMeasurement], results: Path) -> Path:
    results.mkdir(parents=True, exist_ok=True)
    when = datetime.now(UTC).strftime("%Y-%m-%d %H:%M UTC")
    plots = latency_plots("asyncio", latency, results)
    data = {"suite": "asyncio", "date": when, "environment": environment(), "settings": asdict(settings),
            "latency": [{"api": m.implementation, "medians_ns": m.medians,
                         "runs": [asdict(run) for run in m.runs]} for m in latency],
            "plots": [path.name for path in plots]}
    (results / "asyncio.json").write_text(json.dumps(data, indent=2, sort_keys=True) + "\n")
    lines = [f"# asyncio ({when})", "",
             "Settings: " + "; ".join(f"{k}={v}" for k, v in asdict(settings).items()), "",
             "| case | ping API | " + " | ".join(KEYS) + " |", "|---|---|" + "---:|" * len(KEYS)]
    for m in latency:
        lines.append(f"| {m.case} | {m.implementation} | " + " | ".join(f"{m.medians[k]:,.0f}" for k in KEYS)
                     + " |")
    lines += ["", "Round trips in ns, median of each percentile over rounds. The pong side is the same "
              "sync worker in both cases; see benchmarks/asyncio_latency.py."]
    lines += plot_section(plots)
    path = results / "asyncio.md"
    path.write_text("\n".join(lines) + "\n")
    return path


# -- the asyncio ping worker ---------------------------------------------------------------------------------

async def _ping_async(aeron_dir: str, length: int, warmup: int, messages: int, verify: int) -> dict[str, Any]:
    from aeronkit import asyncio as aio
    from aeronkit import testpattern
    from aeronkit.client import Context

    clock = time.perf_counter_ns
    async with await aio.connect(Context(aeron_dir=aeron_dir)) as aeron:
        pongs = await aeron.add_subscription(CHANNEL, PONG_STREAM_ID)
        pings = await aeron.add_publication(CHANNEL, PING_STREAM_ID)
        await pongs.wait_for_image(30)
        await pings.wait_connected(30)
        for i in range(verify):
            sent = testpattern.message(i, length)
            await pings.offer(sent)
            echo = bytes(await anext(pongs))
            if echo != sent:
                return {"error": f"echo {i} differs from what was sent"}
        rtts = array.array("q")
        buffer = bytearray(length)
        for phase, count in (("warmup", warmup), ("timed", messages)):
            if phase == "timed":
                del rtts[:]
            for _ in range(count):
                _I64.pack_into(buffer, 0, clock())
                await pings.offer(buffer)
                message = await anext(pongs)
                rtts.append(clock() - _I64.unpack_from(message.buffer, 0)[0])
    return to_json(percentiles_of(rtts))


def _worker_main(argv: list[str]) -> int:
    role, arguments = argv[0], json.loads(argv[1])
    if role != "ping-async":
        raise SystemExit(f"unknown role {role!r}")
    result = asyncio.run(_ping_async(**arguments))
    print(json.dumps(result), flush=True)
    return 1 if "error" in result else 0


if __name__ == "__main__":
    sys.exit(_worker_main(sys.argv[1:]))
