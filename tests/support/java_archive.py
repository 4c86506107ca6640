"""A Java io.aeron.archive.ArchivingMediaDriver (1.51.0) for tool tests: SHARED threading, backoff idling,
UDP control channel on a free loopback port, its dirs under one root; always stopped by pid."""

from __future__ import annotations

import contextlib
import subprocess
from collections.abc import Iterator
from dataclasses import dataclass
from pathlib import Path

from aeronkit.cnc import CncFile, CncNotReadyError
from aeronkit.counter_types import CounterTypeId
from aeronkit.errors import CorruptFileError
from aeronkit.interop.java import JavaToolchain
from support.ports import free_udp_ports
from support.processes import stop
from support.wait import wait_until


@dataclass(frozen=True)
class JavaArchivingDriver:
    aeron_dir: Path
    archive_dir: Path
    control_channel: str
    process: subprocess.Popen[bytes]


@contextlib.contextmanager
def running_java_archiving_driver(java: JavaToolchain, root: Path) -> Iterator[JavaArchivingDriver]:
    (control_port,) = free_udp_ports(1)
    control_channel = f"aeron:udp?endpoint=127.0.0.1:{control_port}"
    command = java.java_command("io.aeron.archive.ArchivingMediaDriver", properties={
        "aeron.dir": str(root / "aeron"),
        "aeron.dir.delete.on.start": "true",
        "aeron.threading.mode": "SHARED",
        "aeron.shared.idle.strategy": "backoff",
        "aeron.term.buffer.sparse.file": "true",
        "aeron.archive.threading.mode": "SHARED",
        "aeron.archive.idle.strategy": "backoff",
        "aeron.archive.dir": str(root / "archive"),
        "aeron.archive.control.channel": control_channel,
        "aeron.archive.replication.channel": "aeron:udp?endpoint=127.0.0.1:0",
    })
    command.insert(1, "-Xmx256m")
    log = root / "archiving-media-driver.log"
    with open(log, "wb") as out:
        process = subprocess.Popen(command, stdout=out, stderr=subprocess.STDOUT)
    try:
        def archive_counters_allocated() -> bool:
            assert process.poll() is None, log.read_text(errors="replace")
            try:
                with CncFile.map(root / "aeron") as cnc:
                    return any(CounterTypeId.ARCHIVE_RECORDING_POSITION <= type_id
                               < CounterTypeId.CLUSTER_CONSENSUS_MODULE_STATE
                               for _, type_id in cnc.counters_reader().allocated_ids())
            except (CncNotReadyError, CorruptFileError):
                return False

        wait_until(archive_counters_allocated, 90, "the Java archive's counters in cnc.dat")
        yield JavaArchivingDriver(root / "aeron", root / "archive", control_channel, process)
    finally:
        stop(process, 15)
