"""The `aeronkit` command: every subcommand answers --help, -D properties are consumed, demo passes."""

from __future__ import annotations

import importlib
import subprocess
import sys
from pathlib import Path

import pytest

from aeronkit import cli, config, demo
from aeronkit.cluster.recording_log import RecordingLog


def _run(*args: str) -> subprocess.CompletedProcess[str]:
    return subprocess.run(
        [sys.executable, "-m", "aeronkit.cli", *args],
        capture_output=True, text=True, timeout=300, check=False,
    )


@pytest.mark.parametrize("command", sorted(cli.COMMANDS))
def test_every_command_has_help(command: str) -> None:
    proc = _run(command, "--help")
    assert proc.returncode == 0, proc.stderr
    assert f"aeronkit {command}" in proc.stdout
    help_line = importlib.import_module(cli.COMMANDS[command]).HELP
    assert help_line.split()[0] in proc.stdout



def test_bare_command_prints_usage_and_fails() -> None:
    proc = _run()
    assert proc.returncode == 2
    assert "COMMAND" in proc.stdout


def test_system_properties_are_taken_out_of_argv() -> None:
    config.clear_properties()
    try:
        rest = config.consume_system_properties(["-Daeron.dir=/tmp/x", "stat", "-Daeron.mtu.length=8k"])
        assert rest == ["stat"]
        assert config.lookup("aeron.dir") == "/tmp/x"
        assert config.get_size("aeron.mtu.length", 1408) == 8192
    finally:
        config.clear_properties()


def test_demo_passes_end_to_end() -> None:
    proc = _run("demo")
    assert proc.returncode == 0, proc.stdout + proc.stderr
    assert "demo: all steps passed" in proc.stdout
    assert "FAILED" not in proc.stdout


def test_demo_cluster_step_echoes_snapshots_describes_and_stops_its_node(tmp_path: Path) -> None:
    line = demo.cluster_echo_snapshot(tmp_path)
    assert f"{len(demo.CLUSTER_ECHO_LENGTHS)} echoes of up to 3,000 B verified" in line, line
    assert "'Member [0]: SNAPSHOT applied successfully' (2 SNAPSHOT entries in recording.log)" in line, line
    assert "describe: CONSENSUS_MODULE+CONTAINER" in line and line.endswith("SIGTERM: exit 0"), line
    assert "terminated after a snapshot" in (tmp_path / "cluster-node.out").read_text()
    with RecordingLog(tmp_path / "node" / "cluster") as log:  # the tool's snapshot, then the SIGTERM's
        assert [e.service_id for e in log.entries if e.is_any_snapshot] == [0, -1, 0, -1]


def test_demo_cluster_step_reports_a_node_that_cannot_start(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setattr(demo, "CLUSTER_SERVICE", "aeronkit.no_such_module:NoService")
    with pytest.raises(RuntimeError, match=r"cluster-node exited with 1: .*no_such_module"):
        demo.cluster_echo_snapshot(tmp_path)
