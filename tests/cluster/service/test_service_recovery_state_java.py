"""RecoveryState with Aeron Java on one aeronkit driver: Java reads the counter aeronkit allocates, aeronkit
reads the counter Java allocates (the consensus module and the container may be either implementation)."""

from __future__ import annotations

import subprocess
from pathlib import Path

import pytest
from support.drivers import launched
from support.java import compiled_classes
from support.processes import read_line, stop

from aeronkit.client import Aeron
from aeronkit.client import Context as ClientContext
from aeronkit.cluster import recovery_state
from aeronkit.cluster.recovery_state import RecoveryState
from aeronkit.interop.java import JavaToolchain

pytestmark = pytest.mark.java

JAVA_SOURCES = Path(__file__).resolve().parent / "java"


def test_java_and_aeronkit_read_each_others_recovery_state(java: JavaToolchain) -> None:
    classes = compiled_classes(java, JAVA_SOURCES, "cluster-service-probes")
    with (
        launched(threading_mode="SHARED", counters_buffer_length=1024 * 1024) as driver,
        Aeron.connect(ClientContext(aeron_dir=str(driver.aeron_dir))) as aeron,
    ):
        ours = recovery_state.allocate(aeron, 3, 4_096, 1_700_000_000_123, 7, (100, -1))
        proc = subprocess.Popen(
            java.java_command("RecoveryStateProbe", str(driver.aeron_dir), "7", "2", classpath=[classes]),
            stdin=subprocess.PIPE,
            stdout=subprocess.PIPE,
            stderr=subprocess.PIPE,
            text=True,
        )
        try:
            seen: list[str] = []
            read = read_line(proc, 60, seen).rstrip("\n")
            assert read.split(" label=") == [
                "read term=3 position=4096 timestamp=1700000000123 recordings=100,-1",
                "Cluster recovery: leadershipTermId=3 logPosition=4096 clusterId=7",
            ]
            allocated = int(read_line(proc, 60, seen).split()[1])
            counters = aeron.counters_reader
            assert recovery_state.find_counter_id(counters, 8) == allocated
            assert recovery_state.read(counters, allocated) == RecoveryState(5, 640, 1234, 8, (11, 22, 33))
            assert counters.get_counter_label(allocated) == RecoveryState(5, 640, 1234, 8, ()).label()
        finally:
            if proc.stdin is not None:
                proc.stdin.close()
            stop(proc, 20)
        ours.close()
