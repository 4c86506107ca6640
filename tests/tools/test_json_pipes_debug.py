"""--json on stat, errors, streams and loss; a closed stdout (`| head`) and --debug, for every command.

The JSON must carry what the text output carries (checked against what our writers put in the files).
The pipe and --debug behaviour lives once in aeronkit.cli.main, so one command stands for all of them.
"""

from __future__ import annotations

import json
import subprocess
import sys
from collections.abc import Callable
from pathlib import Path
from typing import Any

from aeronkit.cli import BROKEN_PIPE_EXIT

ToolRunner = Callable[..., tuple[int, str, str]]  # the fixtures of tests/tools/conftest.py
OurDir = tuple[Path, Any]


def test_stat_json_lists_every_counter(tool: ToolRunner, our_dir: OurDir) -> None:
    directory, written = our_dir
    code, out, _ = tool("stat", "--dir", str(directory), "--json")
    assert code == 0
    document = json.loads(out)
    assert [(c["counter_id"], c["value"], c["label"]) for c in document["counters"]] == written.counters
    assert document["cnc_version"] == "0.2.0" and document["heartbeat_age_ms"] >= 0
    code, out, _ = tool("stat", "--dir", str(directory), "--json", "--type", "^1$")
    assert [c["label"] for c in json.loads(out)["counters"]] == ["pub-lmt: 7 99 1001 aeron:ipc"]


def test_errors_json_has_each_distinct_error_with_its_count(tool: ToolRunner, our_dir: OurDir) -> None:
    directory, written = our_dir
    code, out, _ = tool("errors", "--dir", str(directory), "--json")
    assert code == 0
    document = json.loads(out)
    assert document["distinct_errors"] == len(written.errors)
    assert [(e["observation_count"], e["encoded_error"]) for e in document["errors"]] == written.errors
    assert all(e["first_observation_ms"] <= e["last_observation_ms"] for e in document["errors"])


def test_streams_json_groups_positions_like_the_text(tool: ToolRunner, our_dir: OurDir) -> None:
    directory, _ = our_dir
    code, out, _ = tool("streams", "--dir", str(directory), "--json")
    assert code == 0
    rows = [json.loads(line) for line in out.splitlines()]
    ipc = next(r for r in rows if r["channel"] == "aeron:ipc")
    assert (ipc["session_id"], ipc["stream_id"]) == (99, 1001)
    assert {(p["name"], p["registration_id"], p["value"]) for p in ipc["positions"]} == {
        ("pub-lmt", 7, 131_072), ("pub-pos (exclusive)", 7, 4_096), ("sub-pos", 9, 4_096)}
    assert len(rows) == len(tool("streams", "--dir", str(directory))[1].splitlines())


def test_loss_json_has_every_entry(tool: ToolRunner, our_dir: OurDir) -> None:
    directory, _ = our_dir
    code, out, _ = tool("loss", "--dir", str(directory), "--json")
    assert code == 0
    rows = [json.loads(line) for line in out.splitlines()]
    assert [(r["observation_count"], r["total_bytes_lost"], r["session_id"], r["stream_id"])
            for r in rows] == [(2, 1408 + 2816, 77, 1001), (1, 64, -3, 2002)]
    assert rows[0]["source"] == "127.0.0.1:40123"


def test_a_reader_closing_the_pipe_ends_the_command_quietly(our_dir: OurDir) -> None:
    """`aeronkit stat --watch | head -1`: endless output into a pipe whose reader goes away."""
    directory, _ = our_dir
    proc = subprocess.Popen([sys.executable, "-m", "aeronkit.cli", "stat", "--dir", str(directory), "--watch",
                             "--delay", "0.05"], stdout=subprocess.PIPE, stderr=subprocess.PIPE)
    try:
        assert proc.stdout is not None and proc.stdout.readline()
        proc.stdout.close()
        code = proc.wait(timeout=60)
        err = proc.stderr.read().decode() if proc.stderr else ""
    finally:
        if proc.poll() is None:
            proc.kill()
            proc.wait()
    assert (code, err) == (BROKEN_PIPE_EXIT, "")


def test_debug_adds_the_traceback_to_the_one_line_error(tmp_path: Path) -> None:
    missing = str(tmp_path / "no-driver-here")

    def stat(*flags: str) -> subprocess.CompletedProcess[str]:
        return subprocess.run([sys.executable, "-m", "aeronkit.cli", *flags, "stat", "--dir", missing],
                              capture_output=True, text=True, timeout=120, check=False)

    plain, debug = stat(), stat("--debug")
    assert plain.returncode == debug.returncode == 1
    assert len(plain.stderr.splitlines()) == 1 and plain.stderr.startswith("aeronkit: ")
    assert "Traceback (most recent call last):" in debug.stderr
    assert debug.stderr.splitlines()[-1] == plain.stderr.strip()
