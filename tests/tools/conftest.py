"""Fixtures for the tool tests: run a tool module in-process, and an aeron dir made by our writers."""

from __future__ import annotations

import argparse
import importlib
import struct
import time
from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path

import pytest

from aeronkit.cnc import CncFile
from aeronkit.loss_report import LossReportFile


def _run_tool(capsys: pytest.CaptureFixture[str], name: str, *argv: str) -> tuple[int, str, str]:
    """(exit code, stdout, stderr) of `aeronkit <name> argv...` run in this process."""
    module = importlib.import_module(f"aeronkit.tools.{name}")
    parser = argparse.ArgumentParser(prog=f"aeronkit {name}", description=module.HELP)
    module.add_arguments(parser)
    capsys.readouterr()
    code = module.run(parser.parse_args(list(argv)))
    out, err = capsys.readouterr()
    return code, out, err


def stream_key(registration_id: int, session_id: int, stream_id: int, channel: str) -> bytes:
    return struct.pack("<qiii", registration_id, session_id, stream_id, len(channel)) + channel.encode()


@dataclass(frozen=True)
class Written:
    counters: list[tuple[int, int, str]]  # (id, value, label)
    errors: list[tuple[int, str]]  # (count, text)


def write_aeron_dir(directory: Path) -> Written:
    """A cnc.dat and loss-report.dat made only by our writers, with a live heartbeat."""
    now_ms = time.time_ns() // 1_000_000
    with CncFile.create(directory, to_driver_buffer_length=64 * 1024 + 768,
                        to_clients_buffer_length=64 * 1024 + 128, counters_values_buffer_length=128 * 128,
                        error_buffer_length=64 * 1024) as cnc:
        manager = cnc.counters_manager()
        specs = [
            (0, struct.pack("<i", 0), "Bytes sent", 123_456_789),
            (0, struct.pack("<i", 1), "Bytes received", 42),
            (1, stream_key(7, 99, 1001, "aeron:ipc"), "pub-lmt: 7 99 1001 aeron:ipc", 131_072),
            (12, stream_key(7, 99, 1001, "aeron:ipc"), "pub-pos (exclusive): 7 99 1001 aeron:ipc", 4_096),
            (4, stream_key(9, 99, 1001, "aeron:ipc"), "sub-pos: 9 99 1001 aeron:ipc @0", 4_096),
            (2, stream_key(11, -5, 20, "aeron:udp?endpoint=localhost:20121"),
             "snd-pos: 11 -5 20 aeron:udp?endpoint=localhost:20121", -1),
            (11, struct.pack("<q", 3), "client-heartbeat: id=3", now_ms),
        ]
        counters = []
        for type_id, key, label, value in specs:
            counter_id = manager.allocate(label, type_id, key)
            manager.set_counter_value(counter_id, value)
            counters.append((counter_id, value, label))
        freed = manager.allocate("to be freed", 5)
        manager.free(freed)
        log = cnc.error_log()
        for text in ("first problem\n\tat somewhere(File.java:1)\n", "second problem\n", "first problem\n"
                     "\tat somewhere(File.java:1)\n"):
            log.record(text)
        cnc.to_driver().consumer_heartbeat_time = now_ms
        cnc.signal_ready()
    with LossReportFile.create(directory) as loss:
        writer = loss.writer()
        entry = writer.create_entry(1408, now_ms - 5000, 77, 1001, "aeron:udp?endpoint=localhost:20121",
                                    "127.0.0.1:40123")
        assert entry is not None
        entry.record_observation(2816, now_ms)
        writer.create_entry(64, now_ms, -3, 2002, "aeron:udp?endpoint=224.0.1.1:40456|interface=localhost",
                            "127.0.0.1:40999")
    return Written(counters, [(2, "first problem\n\tat somewhere(File.java:1)\n"), (1, "second problem\n")])


ToolRunner = Callable[..., tuple[int, str, str]]


@pytest.fixture
def tool(capsys: pytest.CaptureFixture[str]) -> ToolRunner:
    """tool("stat", "--dir", d) -> (exit code, stdout, stderr)."""
    return lambda name, *argv: _run_tool(capsys, name, *argv)


@pytest.fixture
def our_dir(tmp_path: Path) -> tuple[Path, Written]:
    directory = tmp_path / "aeron-ours"
    return directory, write_aeron_dir(directory)
