"""support.drivers and the conftest's driver-error watcher: every kind of driver launches, stops by pid and
keeps its distinct error log readable; a test whose drivers logged an undeclared error fails."""

from __future__ import annotations

import os
import subprocess
import sys
import textwrap
from pathlib import Path

import pytest
from support.drivers import launch_driver, launched, unexpected_errors

from aeronkit.client import Aeron, Context
from aeronkit.errors import AeronError
from aeronkit.interop.java import JavaToolchain

TESTS = Path(__file__).resolve().parents[1]
BAD_CHANNEL = "aeron:ipc?term-length=1000"


def _provoke_an_error(aeron_dir: Path) -> None:
    """A publication the driver refuses: it answers the client and logs the refusal in its error log."""
    with Aeron.connect(Context(aeron_dir=str(aeron_dir))) as aeron, pytest.raises(AeronError):
        aeron.add_publication(BAD_CHANNEL, 7)


@pytest.mark.driver_errors("term.length=1000|term-length=1000")
def test_an_embedded_driver_logs_what_it_refused_and_the_handle_reads_it() -> None:
    with launched(threading_mode="SHARED") as handle:
        assert handle.kind == "aeronkit" and (handle.aeron_dir / "cnc.dat").exists()
        assert handle.errors() == []
        _provoke_an_error(handle.aeron_dir)
        [error] = handle.new_errors()
        assert "1000" in error.encoded_error and error.observation_count == 1
        handle.acknowledge()
        assert handle.new_errors() == []
        _provoke_an_error(handle.aeron_dir)
        assert [e.observation_count for e in handle.new_errors()] == [2], "seen again counts as new"
    assert handle.closed


@pytest.mark.driver_errors("term.length=1000|term-length=1000")
def test_a_child_driver_is_stopped_by_pid_and_its_log_outlives_its_directory() -> None:
    handle = launch_driver(process=True)
    try:
        assert handle.kind == "aeronkit"
        _provoke_an_error(handle.aeron_dir)
        assert handle.stop() == 0, handle.output()
        assert handle.closed
        assert not handle.aeron_dir.exists(), "aeron.dir.delete.on.shutdown=true"
        assert len(handle.errors()) == 1, "read from the mapping kept since launch"
    finally:
        handle.release()


@pytest.mark.java
@pytest.mark.driver_errors("term-length|term length|1000")
def test_a_java_driver_shares_the_error_log_format(java: JavaToolchain) -> None:
    with launched("java", java=java) as handle:
        assert handle.kind == "java"
        _provoke_an_error(handle.aeron_dir)
        errors = handle.errors()
        assert len(errors) == 1 and "1000" in errors[0].encoded_error, errors
    assert handle.closed


def test_unexpected_errors_reports_each_entry_once_and_honours_declarations() -> None:
    with launched(threading_mode="SHARED") as handle:
        _provoke_an_error(handle.aeron_dir)
        [line] = unexpected_errors([handle], [])
        assert str(handle.aeron_dir) in line and "1000" in line
        assert unexpected_errors([handle], []) == [], "acknowledged"
        _provoke_an_error(handle.aeron_dir)
        assert unexpected_errors([handle], ["term.length=1000"]) == []
        _provoke_an_error(handle.aeron_dir)
        assert unexpected_errors([handle], []) == [], "a declaration keeps applying to that driver"


def test_launch_driver_refuses_mixed_options() -> None:
    with pytest.raises(ValueError, match="Context settings, not properties"):
        launch_driver(properties={"aeron.threading.mode": "SHARED"})
    with pytest.raises(ValueError, match="needs the JavaToolchain"):
        launch_driver("java")
    with pytest.raises(ValueError, match="takes properties, not Context settings"):
        launch_driver(process=True, threading_mode="SHARED")


INNER = textwrap.dedent('''
    import pytest
    from aeronkit.client import Aeron, Context
    from support.drivers import launched

    def refuse(handle):
        with Aeron.connect(Context(aeron_dir=str(handle.aeron_dir))) as aeron:
            with pytest.raises(Exception):
                aeron.add_publication("aeron:ipc?term-length=1000", 7)

    def test_undeclared():
        with launched(threading_mode="SHARED") as handle:
            refuse(handle)

    @pytest.mark.driver_errors("term.length=1000")
    def test_declared():
        with launched(threading_mode="SHARED") as handle:
            refuse(handle)

    def test_clean():
        with launched(threading_mode="SHARED"):
            pass

    @pytest.fixture
    def refusing_at_close():
        with launched(threading_mode="SHARED") as handle:
            yield handle
            refuse(handle)

    def test_error_while_fixtures_close(refusing_at_close):
        pass

    @pytest.fixture(scope="module")
    def module_driver_refusing_at_close():
        with launched(threading_mode="SHARED") as handle:
            yield handle
            refuse(handle)

    def test_last(module_driver_refusing_at_close):
        pass
''')


def test_the_watcher_fails_exactly_the_tests_whose_drivers_logged_undeclared_errors(tmp_path: Path) -> None:
    (tmp_path / "test_inner.py").write_text(INNER)
    env = {**os.environ, "COLUMNS": "250",
           "PYTHONPATH": os.pathsep.join([str(TESTS), os.environ.get("PYTHONPATH", "")])}
    run = subprocess.run(  # tests/conftest.py as a plugin: the watcher under test, outside this session
        [sys.executable, "-m", "pytest", "-q", "-p", "no:cacheprovider", "-p", "conftest", "--strict-markers",
         "--rootdir", str(tmp_path), str(tmp_path / "test_inner.py")],
        capture_output=True, text=True, timeout=300, env=env, cwd=tmp_path, check=False)
    out = run.stdout + run.stderr
    assert run.returncode == 1, out
    assert "FAILED test_inner.py::test_undeclared - Failed: driver errors logged during the test" in out, out
    assert ("ERROR test_inner.py::test_error_while_fixtures_close - Failed: driver errors logged while the "
            "test's fixtures closed its drivers") in out, out
    assert "ERROR test_inner.py::test_last - Failed: driver errors logged after the last test" in out, out
    assert "1 failed, 4 passed, 2 errors" in out, out
    assert "term_length=1000" in out or "term-length=1000" in out, out
