"""The shared test helpers behave as promised: deadlines raise with context, ports differ, children stop."""

from __future__ import annotations

import subprocess
import sys
import time

import pytest
from support.ports import free_tcp_port, free_udp_port, free_udp_ports
from support.processes import read_line, read_rest, read_until, running, stop
from support.wait import wait_until


def test_wait_until_returns_the_truthy_value() -> None:
    calls = iter([0, None, 7])
    assert wait_until(lambda: next(calls), 5.0, "third call") == 7


def test_wait_until_raises_with_the_message_and_the_time_waited() -> None:
    with pytest.raises(AssertionError, match=r"timed out waiting for the moon \(waited 0\.0\d s\)"):
        wait_until(lambda: False, 0.02, "the moon")


def test_wait_until_does_work_between_checks_and_pauses_only_after_idle_work() -> None:
    busy: list[int] = []
    # poll_s far beyond the deadline: only a wait that never pauses after busy work can finish in time.
    wait_until(lambda: len(busy) >= 100, 5.0, "a hundred busy rounds", poll_s=60.0,
               work=lambda: busy.append(1) or 1)
    idle: list[int] = []
    started = time.monotonic()
    wait_until(lambda: len(idle) >= 3, 30.0, "three idle rounds", poll_s=0.05, work=lambda: idle.append(1))
    assert time.monotonic() - started >= 0.1, "two pauses of poll_s after work that did nothing"


def test_wait_until_names_the_detail_and_a_process_that_died_first() -> None:
    with pytest.raises(AssertionError, match=r"timed out waiting for x \(waited .*\): state=3"):
        wait_until(lambda: False, 0.01, "x", detail=lambda: "state=3")
    proc = subprocess.Popen([sys.executable, "-c", "raise SystemExit(3)"])
    proc.wait(30)
    with pytest.raises(AssertionError, match=rf"pid {proc.pid} exited with 3 while waiting for y"):
        wait_until(lambda: False, 60.0, "y", process=proc)


def test_ports_are_bindable_and_distinct() -> None:
    ports = free_udp_ports(5)
    assert len(set(ports)) == 5 and all(0 < p < 65536 for p in ports)
    assert 0 < free_udp_port() < 65536 and 0 < free_tcp_port() < 65536


def test_read_line_returns_lines_then_reports_a_silent_child() -> None:
    # The child sleeps so that it is still running when the test reads past its output; it is stopped by pid.
    script = "import sys, time; print('ready', flush=True); print('two', flush=True); time.sleep(60)"
    with running(sys.executable, "-c", script) as proc:
        assert read_line(proc, 30.0) == "ready\n"
        assert read_until(proc, "two", 30.0) == ["two\n"]
        with pytest.raises(AssertionError, match="no line from pid"):
            read_line(proc, 0.05)
    assert proc.returncode is not None


def test_read_line_reports_a_child_that_exits() -> None:
    with running(sys.executable, "-c", "print('only'); print('a'); print('b')") as proc:
        assert read_line(proc, 30.0) == "only\n"
        assert read_rest(proc, 30.0) == "a\nb\n" and proc.returncode == 0
        with pytest.raises(AssertionError, match="closed stdout"):
            read_line(proc, 30.0)


def test_stop_kills_a_child_that_ignores_terminate_and_is_idempotent() -> None:
    # The child sleeps past any deadline here: the test is that stop() kills it by pid regardless.
    script = ("import signal, time; signal.signal(signal.SIGTERM, signal.SIG_IGN);"
              "print('armed', flush=True); time.sleep(60)")
    proc = subprocess.Popen([sys.executable, "-c", script], stdout=subprocess.PIPE, text=True)
    assert read_line(proc, 30.0) == "armed\n"
    assert stop(proc, timeout_s=0.2) == -9
    assert stop(proc) == -9
