"""The `aeronkit` command: every subcommand answers --help, -D properties are consumed, demo passes."""

from __future__ import annotations

import importlib
import subprocess
import sys

import pytest

from aeronkit import cli, config


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
