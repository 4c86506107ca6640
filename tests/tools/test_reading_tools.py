"""`aeronkit stat|errors|streams|loss` over an aeron dir written by our own writers."""

from __future__ import annotations

import re
from collections.abc import Callable
from pathlib import Path
from typing import Any

import pytest

from aeronkit.cnc import CNC_FILE

ToolRunner = Callable[..., tuple[int, str, str]]
Written = Any  # conftest.Written: what write_aeron_dir put in the directory

LINE = re.compile(r"^\s*(\d+):\s+(-?[\d,]+) - (.*)$")


def test_stat_lists_every_counter(tool: ToolRunner, our_dir: tuple[Path, Written]) -> None:
    directory, written = our_dir
    code, out, _ = tool("stat", "--dir", str(directory))
    assert code == 0
    lines = out.splitlines()
    assert re.match(r"^\d\d:\d\d:\d\d - Aeron Stat \(CnC v0\.2\.0\), pid \d+, heartbeat age \d+ms$", lines[0])
    rows = [LINE.match(line) for line in lines[2:-1]]
    assert [(int(m[1]), int(m[2].replace(",", "")), m[3]) for m in rows if m] == written.counters
    assert lines[-1] == "--"


@pytest.mark.parametrize(("argv", "expected_labels"), [
    (["--type", "^0$"], ["Bytes sent", "Bytes received"]),
    (["--identity", "^1$"], ["Bytes received", "client-heartbeat: id=3"]),
    (["--stream", "^20$"], ["Bytes sent", "Bytes received",
                            "snd-pos: 11 -5 20 aeron:udp?endpoint=localhost:20121",
                            "client-heartbeat: id=3"]),
    (["--type", "^(1|4|12)$", "--session", "99", "--identity", "^9$"], ["sub-pos: 9 99 1001 aeron:ipc @0"]),
])
def test_stat_filters_like_aeronstat(tool: ToolRunner, our_dir: tuple[Path, Written], argv: list[str],
                                     expected_labels: list[str]) -> None:
    code, out, _ = tool("stat", "--dir", str(our_dir[0]), *argv)
    assert code == 0
    labels = [m[3] for m in map(LINE.match, out.splitlines()) if m]
    assert labels == expected_labels


def test_stat_without_driver_fails_cleanly(tool: ToolRunner, tmp_path: Path) -> None:
    code, out, err = tool("stat", "--dir", str(tmp_path / "none"))
    assert code == 1
    assert f"{tmp_path / 'none' / CNC_FILE}" in err
    assert out == ""


def test_stat_bad_pattern(tool: ToolRunner, our_dir: tuple[Path, Written]) -> None:
    code, _, err = tool("stat", "--dir", str(our_dir[0]), "--type", "(")
    assert code == 2
    assert "bad filter pattern" in err


def test_errors_prints_distinct_errors(tool: ToolRunner, our_dir: tuple[Path, Written]) -> None:
    directory, written = our_dir
    code, out, _ = tool("errors", "--dir", str(directory))
    assert code == 0
    blocks = re.findall(r"^(\d+) observations from (.+?) to (.+?) for:\n(.*?)\n\n", out, re.S | re.M)
    assert [(int(count), text + "\n") for count, _, _, text in blocks] == written.errors
    assert out.rstrip().endswith(f"{len(written.errors)} distinct errors observed.")


def test_streams_groups_positions(tool: ToolRunner, our_dir: tuple[Path, Written]) -> None:
    code, out, _ = tool("streams", "--dir", str(our_dir[0]))
    assert code == 0
    assert out.splitlines() == [
        "sessionId=-5 streamId=20 channel=aeron:udp?endpoint=localhost:20121 : snd-pos:11:-1",
        "sessionId=99 streamId=1001 channel=aeron:ipc :"
        " pub-lmt:7:131072 pub-pos (exclusive):7:4096 sub-pos:9:4096",
    ]


def test_loss_prints_csv(tool: ToolRunner, our_dir: tuple[Path, Written]) -> None:
    code, out, _ = tool("loss", "--dir", str(our_dir[0]))
    assert code == 0
    lines = out.splitlines()
    assert lines[0].startswith("#OBSERVATION_COUNT,TOTAL_BYTES_LOST")
    fields = [line.split(",") for line in lines[1:-1]]
    assert [(f[0], f[1], f[4], f[5], f[6], f[7]) for f in fields] == [
        ("2", "4224", "77", "1001", "aeron:udp?endpoint=localhost:20121", "127.0.0.1:40123"),
        ("1", "64", "-3", "2002", "aeron:udp?endpoint=224.0.1.1:40456|interface=localhost",
         "127.0.0.1:40999"),
    ]
    assert lines[-1] == "2 loss entries"


def test_loss_without_report(tool: ToolRunner, tmp_path: Path) -> None:
    code, _, err = tool("loss", "--dir", str(tmp_path))
    assert code == 1
    assert "loss-report.dat" in err


def test_every_tool_has_help() -> None:
    import argparse
    import importlib

    for name in ("stat", "errors", "streams", "loss"):
        module = importlib.import_module(f"aeronkit.tools.{name}")
        parser = argparse.ArgumentParser(prog=name)
        module.add_arguments(parser)
        assert "--dir" in parser.format_help()
        assert module.HELP
