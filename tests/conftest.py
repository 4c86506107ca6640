"""Shared fixtures. Java-backed tests fail (never skip) when CI=true and Java or Maven is missing.

Every test is watched for driver errors (Aeron's SystemTestWatcher habit): the distinct error log of each
driver launched through support.drivers is read after the test body and again after its fixtures closed,
and any entry the test did not declare with ``@pytest.mark.driver_errors(pattern, ...)`` fails it.
"""

from __future__ import annotations

import os
import sys
from collections.abc import Generator, Iterator
from typing import TYPE_CHECKING

import pytest

from aeronkit.interop.java import JavaToolchain

if TYPE_CHECKING:
    from pyspark.sql import SparkSession
    from support.spark import StandaloneCluster

IN_CI = os.environ.get("CI", "").lower() in ("1", "true", "yes")


def pytest_configure(config: pytest.Config) -> None:
    config.addinivalue_line(
        "markers",
        "driver_errors(*patterns): regular expressions for the entries this test expects in the distinct "
        "error logs of the drivers it launches through support.drivers; any other entry fails it",
    )


def _driver_errors(item: pytest.Item, when: str) -> None:
    """Fail with the undeclared entries in the error logs of the drivers launched through the facade."""
    drivers = sys.modules.get("support.drivers")
    if drivers is None:  # no test so far launched a driver through the facade
        return
    expected = [pattern for marker in item.iter_markers("driver_errors") for pattern in marker.args]
    problems = drivers.unexpected_errors(drivers.watched(), expected)
    drivers.release_closed()
    if problems:
        pytest.fail(f"driver errors {when} that the test did not declare (@pytest.mark.driver_errors):\n"
                    + "\n".join(problems), pytrace=False)


@pytest.hookimpl(wrapper=True)
def pytest_runtest_setup(item: pytest.Item) -> Generator[None, None, None]:
    """Entries logged outside any test (a module's driver shutting down) are reported before the next one."""
    _driver_errors(item, "logged since the previous test (by drivers its fixtures shut down)")
    return (yield)


@pytest.hookimpl(wrapper=True)
def pytest_runtest_call(item: pytest.Item) -> Generator[None, None, None]:
    result = yield
    _driver_errors(item, "logged during the test")
    return result


@pytest.hookimpl(wrapper=True)
def pytest_runtest_teardown(item: pytest.Item) -> Generator[None, None, None]:
    result = yield
    _driver_errors(item, "logged while the test's fixtures closed its drivers")
    return result


@pytest.fixture(scope="session", autouse=True)
def _stop_every_driver() -> Iterator[None]:
    """At the end of the run every driver still running is stopped (by pid), what it logged since the last
    test is checked, and its dir is removed."""
    yield
    drivers = sys.modules.get("support.drivers")
    if drivers is None:
        return
    handles = drivers.watched()
    for handle in handles:
        handle.close()
    problems = drivers.unexpected_errors(handles, ())
    for handle in handles:
        handle.release()
    if problems:
        pytest.fail("driver errors logged after the last test:\n" + "\n".join(problems), pytrace=False)


@pytest.fixture(scope="session")
def java() -> JavaToolchain:
    """The JDK, Maven and the pinned jars. Outside CI a machine without Java skips these tests."""
    toolchain = JavaToolchain()
    missing = toolchain.missing_tools()
    if missing:
        message = f"Java interop needs {', '.join(missing)} on PATH"
        if IN_CI:
            pytest.fail(message + " (CI=true: Java tests never skip)")
        pytest.skip(message)
    return toolchain


@pytest.fixture(scope="session")
def spark(tmp_path_factory: pytest.TempPathFactory) -> Iterator[SparkSession]:
    """One local[2] SparkSession on 127.0.0.1 for the whole run (startup costs ~10 s); stopped at the end.

    Without pyspark this skips locally and fails under CI=true (tests/support/deps.py).
    """
    from support.deps import require_module
    from support.spark import local_session

    require_module("pyspark")
    from pyspark.sql import SparkSession

    existing = SparkSession.getActiveSession()
    if existing is not None:  # a suite made its own first: share it and leave stopping it to its owner
        yield existing
        return
    session = local_session("local[2]", local_dir=tmp_path_factory.mktemp("spark-local"))
    try:
        yield session
    finally:
        session.stop()


@pytest.fixture(scope="session")
def spark_standalone(tmp_path_factory: pytest.TempPathFactory) -> Iterator[StandaloneCluster]:
    """A Spark standalone master and one worker (2 cores) on 127.0.0.1, shared by the whole run."""
    from support.deps import require_module, require_tool
    from support.spark import standalone_cluster

    require_module("pyspark")
    require_tool("java")
    with standalone_cluster(tmp_path_factory.mktemp("spark-cluster")) as cluster:
        yield cluster


@pytest.fixture(scope="session")
def spark_cluster(spark_standalone: StandaloneCluster) -> str:
    """The master URL (spark://127.0.0.1:<port>) of the shared standalone cluster."""
    return spark_standalone.master_url
