"""Shared fixtures. Java-backed tests fail (never skip) when CI=true and Java or Maven is missing."""

from __future__ import annotations

import os
from collections.abc import Iterator
from typing import TYPE_CHECKING

import pytest

from aeronkit.interop.java import JavaToolchain

if TYPE_CHECKING:
    from pyspark.sql import SparkSession
    from support.spark import StandaloneCluster

IN_CI = os.environ.get("CI", "").lower() in ("1", "true", "yes")


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
