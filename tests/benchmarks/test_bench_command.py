"""`aeronkit bench`: suites in --help, missing extras reported before any work, results outside the checkout.

The suites themselves are tested beside this file; here `subprocess.run` is replaced so no suite runs.
"""

from __future__ import annotations

import argparse
from pathlib import Path
from typing import Any

import pytest

from aeronkit import bench, cli

REPO = Path(__file__).resolve().parents[2]


class _Runs:
    def __init__(self, code: int = 0) -> None:
        self.calls: list[tuple[list[str], Path]] = []
        self.code = code

    def __call__(self, cmd: list[str], cwd: Path, check: bool) -> Any:
        self.calls.append((cmd, cwd))
        return argparse.Namespace(returncode=self.code)


@pytest.fixture
def runs(monkeypatch: pytest.MonkeyPatch) -> _Runs:
    recorder = _Runs()
    monkeypatch.setattr(bench.subprocess, "run", recorder)
    return recorder


def _bench(*argv: str) -> int:
    parser = argparse.ArgumentParser()
    bench.add_arguments(parser)
    return bench.run(parser.parse_args(list(argv)))


def test_help_lists_every_suite_with_its_extra(capsys: pytest.CaptureFixture[str]) -> None:
    with pytest.raises(SystemExit):
        cli.main(["bench", "--help"])
    out = capsys.readouterr().out
    for name, suite in bench.SUITES.items():
        assert f"  {name} " in out and f"{suite.about} (needs aeronkit[{suite.extra}])" in out


def test_missing_modules_are_all_reported_before_any_work(
        monkeypatch: pytest.MonkeyPatch, runs: _Runs, capsys: pytest.CaptureFixture[str]) -> None:
    monkeypatch.setitem(bench.SUITES, "ipc", bench.Suite("benchmarks.ipc", ("json", "aeronkit_absent_a"),
                                                         "bench", "ipc"))
    monkeypatch.setitem(bench.SUITES, "spark", bench.Suite("benchmarks.spark", ("aeronkit_absent",),
                                                           "spark", "spark"))
    assert _bench("ipc", "codecs", "spark") == bench.EXIT_CANNOT_START
    err = [line for line in capsys.readouterr().err.splitlines() if "suite codecs" not in line]
    assert err == [
        "aeronkit bench: suite ipc needs the Python module aeronkit_absent_a: pip install 'aeronkit[bench]'",
        "aeronkit bench: suite spark needs the Python module aeronkit_absent: pip install 'aeronkit[spark]'",
    ]  # codecs' own line depends on whether this environment has sbe
    assert runs.calls == []


def test_unknown_suite_is_one_line(runs: _Runs, capsys: pytest.CaptureFixture[str]) -> None:
    assert _bench("ipc", "warp") == bench.EXIT_CANNOT_START
    assert capsys.readouterr().err.strip() == (
        "aeronkit bench: unknown suite warp (choose from " + ", ".join(bench.SUITES) + ")")
    assert runs.calls == []


def _installed(monkeypatch: pytest.MonkeyPatch) -> None:
    """Every suite's modules count as installed (CI installs no bench extra)."""
    monkeypatch.setattr(bench, "missing_modules", lambda names: [])


def test_results_default_to_the_user_cache_outside_the_checkout(
        monkeypatch: pytest.MonkeyPatch, runs: _Runs, tmp_path: Path) -> None:
    _installed(monkeypatch)
    monkeypatch.setenv("XDG_CACHE_HOME", str(tmp_path / "cache"))
    assert _bench("ipc", "udp", "--quick") == 0
    out = tmp_path / "cache" / "aeronkit" / "bench"
    assert out.is_dir() and REPO not in out.parents
    assert [cmd[2:] for cmd, _ in runs.calls] == [
        ["benchmarks", "ipc", "--out", str(out), "--quick"],
        ["benchmarks", "udp", "--out", str(out), "--quick"]]
    assert {cwd for _, cwd in runs.calls} == {REPO}  # the checkout whose benchmarks/ runs


def test_out_dir_is_passed_and_a_failing_suite_stops_the_run(
        monkeypatch: pytest.MonkeyPatch, tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    _installed(monkeypatch)
    failing = _Runs(code=3)
    monkeypatch.setattr(bench.subprocess, "run", failing)
    assert _bench("archive", "spark", "--out", str(tmp_path / "r")) == 1
    assert [cmd[3:6] for cmd, _ in failing.calls] == [["archive", "--out", str(tmp_path / "r")]]
    assert "aeronkit bench: suite archive failed with exit status 3" in capsys.readouterr().err


def test_benchmarks_main_reads_the_same_table() -> None:
    from benchmarks import __main__ as benchmarks_main

    assert benchmarks_main.SUITES is bench.SUITES
