"""pyaeron (PyPI, CPython bindings of the Aeron C client) as a benchmark peer beside aeronkit and Aeron Java.

pyaeron needs CPython >= 3.12 and aeronkit runs on 3.11, so pyaeron lives in a virtualenv of its own
(``ensure_venv``: a CPython 3.13 interpreter, ``pip install pyaeron==PYAERON_VERSION hdrhistogram``) and
this file is also the worker run with that interpreter: ``<venv>/bin/python benchmarks/pyaeron_peer.py
<role> <json arguments>``. The roles mirror aeronkit's workers in benchmarks/ipc.py and print one JSON line:

  publish    ``Publication.offer`` per message until SIGTERM (the first ``verify`` carry the test pattern)
  subscribe  ``Subscription.poll(handler, 10)`` (pyaeron reassembles in C by default) with a trivial
             Python handler; verifies the first ``verify`` messages, warms up, counts over a window
  pong       echoes each ping with ``offer`` of the received view (as Aeron's Pong sample does)
  ping       offers a ``time.perf_counter_ns()`` stamp and polls the pong image until the echo is back;
             the round-trip times (ns, int64) go to the file ``out`` for the parent's HdrHistogram

pyaeron's handler is ``handler(buffer_view, header)``; aeronkit's is ``handler(buffer, offset, length,
header)``. Both are one Python call per fragment. The worker side imports only pyaeron and the standard
library; aeronkit's test pattern (runtime/aeronkit/testpattern.py, standard library only) is loaded by path.
"""

from __future__ import annotations

import array
import importlib.util
import json
import os
import signal
import struct
import subprocess
import sys
import time
from collections.abc import Callable
from pathlib import Path
from typing import Any

PYAERON_VERSION = "0.1.0"
PYTHON_VERSION = "3.13"
ROOT = Path(__file__).resolve().parent.parent
FRAGMENT_LIMIT = 10
_I64 = struct.Struct("<q")


# -- the parent's side (aeronkit's interpreter) ------------------------------------------------------------
def find_python() -> Path:
    """A CPython 3.13: $AERONKIT_PYAERON_PYTHON, python3.13 on PATH, or a pyenv install."""
    candidates = [os.environ.get("AERONKIT_PYAERON_PYTHON", "")]
    candidates += [str(p) for p in sorted(Path.home().glob(f".pyenv/versions/{PYTHON_VERSION}*/bin/python"))]
    candidates += [f"/usr/bin/python{PYTHON_VERSION}", f"/usr/local/bin/python{PYTHON_VERSION}"]
    for candidate in candidates:
        if candidate and Path(candidate).is_file():
            return Path(candidate)
    raise RuntimeError(f"no CPython {PYTHON_VERSION} found for pyaeron: set AERONKIT_PYAERON_PYTHON")


def ensure_venv(cache: Path | None = None) -> Path:
    """The interpreter of a virtualenv holding pyaeron==PYAERON_VERSION (made on first use)."""
    base = cache or Path(os.environ.get("AERONKIT_CACHE", Path.home() / ".cache" / "aeronkit"))
    venv = base / f"pyaeron-{PYAERON_VERSION}-py{PYTHON_VERSION}"
    python = venv / "bin" / "python"
    if not python.exists():
        subprocess.run([str(find_python()), "-m", "venv", str(venv)], check=True)
        subprocess.run([str(python), "-m", "pip", "install", "-q", f"pyaeron=={PYAERON_VERSION}"], check=True)
    return python


def command(python: Path, role: str, **arguments: object) -> list[str]:
    return [str(python), str(Path(__file__).resolve()), role, json.dumps(arguments)]


# -- the worker's side (the pyaeron interpreter) -----------------------------------------------------------
def _testpattern() -> Any:
    pattern = ROOT / "runtime" / "aeronkit" / "testpattern.py"
    spec = importlib.util.spec_from_file_location("aeronkit_testpattern", pattern)
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    sys.modules[spec.name] = module
    spec.loader.exec_module(module)
    return module


class _Stop:
    def __init__(self) -> None:
        self.running = True
        signal.signal(signal.SIGTERM, self._stop)

    def _stop(self, signum: int, frame: object) -> None:
        self.running = False


def _connect(aeron_dir: str) -> Any:
    import pyaeron

    return pyaeron.Aeron(dir=aeron_dir)


def _await(condition: Callable[[], bool], what: str, timeout_s: float = 30.0) -> None:
    deadline = time.monotonic() + timeout_s
    while not condition():
        if time.monotonic() > deadline:
            raise TimeoutError(f"timed out waiting for {what}")
        os.sched_yield()


def publish(aeron_dir: str, channel: str, stream_id: int, length: int, verify: int) -> dict[str, Any]:
    testpattern = _testpattern()
    stop = _Stop()
    offered = back_pressured = 0
    with _connect(aeron_dir) as aeron:
        pub = aeron.add_publication(channel, stream_id)
        _await(lambda: pub.is_connected, "the subscriber to connect")
        offer = pub.offer
        for i in range(verify):
            message = testpattern.message(i, length)
            while not offer(message):
                back_pressured += 1
        offered = verify
        message = bytes(length)
        while stop.running:
            for _ in range(1000):
                if offer(message):
                    offered += 1
                else:
                    back_pressured += 1
    return {"offered": offered, "back_pressured": back_pressured}


def subscribe(aeron_dir: str, channel: str, stream_id: int, length: int, verify: int, warmup_s: float,
              measure_s: float) -> dict[str, Any]:
    testpattern = _testpattern()
    clock = time.perf_counter
    received = total_bytes = corrupt = 0
    with _connect(aeron_dir) as aeron:
        sub = aeron.add_subscription(channel, stream_id)
        print("ready", flush=True)
        _await(lambda: sub.image_count > 0, "an image")

        def on_verify(buffer: Any, header: Any) -> None:
            nonlocal received, corrupt
            if len(buffer) != length or testpattern.check(bytes(buffer)) != received:
                corrupt += 1
            received += 1

        def on_fragment(buffer: Any, header: Any) -> None:
            nonlocal total_bytes
            total_bytes += len(buffer)

        poll = sub.poll
        deadline = time.monotonic() + 60.0
        while received < verify:
            poll(on_verify, FRAGMENT_LIMIT)
            if time.monotonic() > deadline:
                return {"error": f"only {received} of {verify} messages arrived"}
        end = clock() + warmup_s
        while clock() < end:
            poll(on_fragment, FRAGMENT_LIMIT)
        start_bytes, start = total_bytes, clock()
        end = start + measure_s
        while (now := clock()) < end:
            poll(on_fragment, FRAGMENT_LIMIT)
    if corrupt:
        return {"error": f"{corrupt} of the first {verify} messages were out of order or corrupt"}
    timed = total_bytes - start_bytes
    if timed % length:
        return {"error": f"{timed} bytes is not a whole number of {length}-byte messages"}
    return {"messages": timed // length, "seconds": now - start, "rate": timed // length / (now - start),
            "verified": verify}


def pong(aeron_dir: str, ping_channel: str, pong_channel: str, ping_stream_id: int,
         pong_stream_id: int) -> dict[str, Any]:
    stop = _Stop()
    echoed = 0
    with _connect(aeron_dir) as aeron:
        pings = aeron.add_subscription(ping_channel, ping_stream_id)
        pongs = aeron.add_publication(pong_channel, pong_stream_id)
        print("ready", flush=True)
        offer = pongs.offer

        def echo(buffer: Any, header: Any) -> None:
            nonlocal echoed
            while not offer(buffer):
                if not stop.running:
                    return
            echoed += 1

        poll = pings.poll
        while stop.running:
            poll(echo, FRAGMENT_LIMIT)
    return {"echoed": echoed}


def ping(aeron_dir: str, ping_channel: str, pong_channel: str, ping_stream_id: int, pong_stream_id: int,
         length: int, warmup: int, messages: int, verify: int, out: str) -> dict[str, Any]:
    testpattern = _testpattern()
    clock = time.perf_counter_ns
    with _connect(aeron_dir) as aeron:
        pongs = aeron.add_subscription(pong_channel, pong_stream_id)
        pings = aeron.add_publication(ping_channel, ping_stream_id)
        _await(lambda: pongs.image_count > 0 and pings.is_connected, "the pong side")
        image = pongs.image_at_index(0)
        offer, poll = pings.offer, image.poll
        echoes: list[bytes] = []
        received = 0

        def keep(buffer: Any, header: Any) -> None:
            nonlocal received
            echoes.append(bytes(buffer))
            received += 1

        for i in range(verify):
            while not offer(testpattern.message(i, length)):
                pass
            while received <= i:
                poll(keep, FRAGMENT_LIMIT)
        wrong = sum(1 for i, echo in enumerate(echoes) if echo != testpattern.message(i, length))
        if len(echoes) != verify or wrong:
            return {"error": f"{len(echoes)} echoes of {verify}, {wrong} differ from what was sent"}

        rtts = array.array("q")
        record = rtts.append
        unpack = _I64.unpack_from
        pack = _I64.pack_into
        buffer = bytearray(length)

        def on_pong(view: Any, header: Any) -> None:
            nonlocal received
            record(clock() - unpack(view, 0)[0])
            received += 1

        def round_trips(count: int) -> None:
            nonlocal received
            received = 0
            for i in range(count):
                pack(buffer, 0, clock())
                while not offer(buffer):
                    pack(buffer, 0, clock())
                while received <= i:
                    poll(on_pong, FRAGMENT_LIMIT)

        round_trips(warmup)
        del rtts[:]
        round_trips(messages)
    Path(out).write_bytes(rtts.tobytes())
    return {"count": len(rtts)}


ROLES: dict[str, Callable[..., dict[str, Any]]] = {"publish": publish, "subscribe": subscribe, "pong": pong,
                                                    "ping": ping}

if __name__ == "__main__":
    result = ROLES[sys.argv[1]](**json.loads(sys.argv[2]))
    print(json.dumps(result), flush=True)
    sys.exit(1 if "error" in result else 0)
