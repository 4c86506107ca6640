"""Real Aeron Java archives for the archive tests: an ArchivingMediaDriver, our recorder program, ArchiveTool.

Java processes run with their own aeron and archive dirs under the test's tmp dir, the SHARED threading
modes with backoff idling, control channels on 127.0.0.1 only, and are always stopped by pid (SIGTERM,
then SIGKILL after a deadline). ``compiled_recorder`` javac's tests/archive/java/*.java once per source
hash into the Java cache (never into the repository).
"""

from __future__ import annotations

import contextlib
import re
import subprocess
from collections.abc import Iterator
from dataclasses import dataclass, field
from pathlib import Path

from support.java import compiled_classes
from support.ports import free_udp_port
from support.processes import read_until, stop
from support.wait import wait_until

from aeronkit.interop.java import JavaToolchain

JAVA_SOURCES = Path(__file__).resolve().parent / "java"
BACKOFF = "org.agrona.concurrent.BackoffIdleStrategy"
FIELD_RE = re.compile(r"(\w+)=('[^']*'|[^|]*)")


def free_port() -> int:
    return free_udp_port()


def compiled_recorder(java: JavaToolchain) -> Path:
    return compiled_classes(java, JAVA_SOURCES, "archive-programs")


def archive_properties(root: Path, port: int, **extra: str) -> dict[str, str]:
    props = {
        "aeron.dir": str(root / "aeron"),
        "aeron.dir.delete.on.start": "true",
        "aeron.threading.mode": "SHARED",
        "aeron.shared.idle.strategy": BACKOFF,
        "aeron.term.buffer.sparse.file": "true",
        "aeron.ipc.term.buffer.length": "65536",
        "aeron.archive.threading.mode": "SHARED",
        "aeron.archive.idle.strategy": BACKOFF,
        "aeron.archive.dir": str(root / "archive"),
        "aeron.archive.control.channel": f"aeron:udp?endpoint=127.0.0.1:{port}",
        "aeron.archive.control.response.channel": "aeron:udp?endpoint=127.0.0.1:0",
        "aeron.archive.replication.channel": "aeron:udp?endpoint=localhost:0",
        "aeron.archive.segment.file.length": "64k",
    }
    props.update(extra)
    return props


def stop_process(proc: subprocess.Popen[bytes], timeout_s: float = 15.0) -> None:
    stop(proc, timeout_s)


@dataclass
class JavaRecording:
    """One recording as our Java recorder reported it: messages first..first+messages-1 in [start, stop)."""

    recording_id: int
    stream_id: int
    first: int
    messages: int
    bytes: int
    start_position: int
    stop_position: int


LINE_RE = re.compile(
    r"(recording|holding|truncated) id=(\d+) stream=(\d+) first=(\d+) messages=(\d+) bytes=(\d+) "
    r"start=(\d+) stop=(\d+)"
)


@dataclass
class JavaArchiveRun:
    """What one run of a Java archive produced, and what we observed while it was live."""

    root: Path
    archive_dir: Path
    pid: int
    recordings: dict[int, JavaRecording] = field(default_factory=dict)
    truncated: JavaRecording | None = None
    guard_refusal: str = ""
    refused_after_kill: str = ""

    def add(self, line: str) -> str | None:
        m = LINE_RE.match(line)
        if not m:
            return None
        rec = JavaRecording(*(int(g) for g in m.groups()[1:]))
        if m.group(1) == "truncated":
            self.truncated = rec
        else:
            self.recordings[rec.recording_id] = rec
        return m.group(1)


def _archive_ready(archive_dir: Path) -> bool:
    from aeronkit.archive.mark_file import ArchiveMarkFile

    try:
        with ArchiveMarkFile.open(archive_dir) as mark:
            return mark.version != 0
    except Exception:
        return False


@contextlib.contextmanager
def running_java_archive(
    java: JavaToolchain, root: Path, **extra: str
) -> Iterator[tuple[subprocess.Popen[bytes], dict[str, str]]]:
    """An ArchivingMediaDriver on a fresh port with its dirs under ``root``; stopped (SIGTERM) on exit."""
    root.mkdir(parents=True, exist_ok=True)
    props = archive_properties(root, free_port(), **extra)
    log_path = root / "archiving-media-driver.log"
    with open(log_path, "wb") as log:
        argv = java.java_command("io.aeron.archive.ArchivingMediaDriver", properties=props)
        argv.insert(1, "-Xmx256m")
        driver = subprocess.Popen(argv, stdout=log, stderr=subprocess.STDOUT)
        try:
            wait_until(lambda: _archive_ready(root / "archive"), 60, "the archive mark file", poll_s=0.02,
                       process=driver, detail=lambda: log_path.read_text(errors="replace")[-3000:])
            yield driver, props
        finally:
            stop_process(driver)


def recorder_command(java: JavaToolchain, props: dict[str, str], **settings: object) -> list[str]:
    client_props = dict(props)
    client_props.update(
        {
            f"aeronkit.{k.replace('_', '.')}": str(v).lower() if isinstance(v, bool) else str(v)
            for k, v in settings.items()
        }
    )
    argv = java.java_command(
        "ArchivePatternRecorder", classpath=[compiled_recorder(java)], properties=client_props
    )
    argv.insert(1, "-Xmx128m")
    return argv


def record_with_java_archive(
    java: JavaToolchain,
    root: Path,
    messages: int = 1500,
    late_join: int = 37,
    truncated_messages: int = 200,
    record_checksum: str | None = None,
    **extra: str,
) -> JavaArchiveRun:
    """Start an ArchivingMediaDriver, record the pattern with our Java client, try our mark-file guard on
    the live directory, stop the archive (SIGTERM, by pid) and return what was recorded."""
    from aeronkit.archive.mark_file import ArchiveMarkFile
    from aeronkit.errors import ConfigurationError

    if record_checksum:
        extra["aeron.archive.record.checksum"] = record_checksum
    with running_java_archive(java, root, **extra) as (driver, props):
        run = JavaArchiveRun(root, root / "archive", driver.pid)
        try:
            ArchiveMarkFile.create(
                run.archive_dir, control_channel="x", aeron_directory=str(root / "aeron")
            ).close()  # not reached while the archive is live
        except ConfigurationError as ex:
            run.guard_refusal = str(ex)
        argv = recorder_command(
            java, props, messages=messages, late_join=late_join, truncated_messages=truncated_messages
        )
        proc = subprocess.run(argv, capture_output=True, text=True, timeout=120, check=False)
        if proc.returncode != 0:
            raise RuntimeError(
                f"recorder failed ({proc.returncode}): {proc.stdout}{proc.stderr}\n"
                f"{(root / 'archiving-media-driver.log').read_text(errors='replace')[-3000:]}"
            )
        for line in proc.stdout.splitlines():
            run.add(line)
    return run


def kill_java_archive_mid_recording(java: JavaToolchain, root: Path, messages: int = 400) -> JavaArchiveRun:
    """Record with a Java archive, then SIGKILL it (by pid) while the recording is still active, as a
    crash would; the catalog is left with stopPosition -1. Also tries our guard right after the kill."""
    from aeronkit.archive.mark_file import ArchiveMarkFile
    from aeronkit.errors import ConfigurationError

    with running_java_archive(java, root) as (driver, props):
        run = JavaArchiveRun(root, root / "archive", driver.pid)
        recorder = subprocess.Popen(
            recorder_command(java, props, messages=messages, hold=True),
            stdout=subprocess.PIPE,
            stderr=subprocess.STDOUT,
            text=True,
        )
        try:
            for line in read_until(recorder, "holding", 90):
                run.add(line.rstrip("\n"))
            driver.kill()
            driver.wait(15)
            try:
                ArchiveMarkFile.create(
                    run.archive_dir, control_channel="x", aeron_directory=str(root / "aeron")
                ).close()  # not reached: a just-killed archive looks live until the timeout
            except ConfigurationError as ex:
                run.refused_after_kill = str(ex)
        finally:
            recorder.kill()  # a crash-like stop is what this scenario models
            stop(recorder, 15)
    return run


def archive_tool(java: JavaToolchain, archive_dir: Path, *args: str) -> subprocess.CompletedProcess[str]:
    """Run io.aeron.archive.ArchiveTool; answers 'n' to its page-straddle question (never truncate)."""
    argv = java.java_command("io.aeron.archive.ArchiveTool", str(archive_dir), *args)
    return subprocess.run(argv, input="n\n" * 64, capture_output=True, text=True, timeout=120, check=False)


def parse_records(text: str, prefix: str) -> list[dict[str, str]]:
    """Lines ``[Prefix](...):a=1|b='x'`` printed by either tool, as dicts of their fields."""
    records = []
    for line in text.splitlines():
        if line.startswith(f"[{prefix}]"):
            body = line.split("):", 1)[1]
            records.append({k: v.strip("'") for k, v in FIELD_RE.findall(body)})
    return records


def archive_tool_answering(
    java: JavaToolchain, archive_dir: Path, answer: str, *args: str
) -> subprocess.CompletedProcess[str]:
    """io.aeron.archive.ArchiveTool with ``answer`` on stdin (for the commands that ask to continue)."""
    argv = java.java_command("io.aeron.archive.ArchiveTool", str(archive_dir), *args)
    return subprocess.run(argv, input=answer, capture_output=True, text=True, timeout=120, check=False)


def catalog_capacity(java: JavaToolchain, archive_dir: Path, *size: str) -> subprocess.CompletedProcess[str]:
    """ArchiveTool.capacity(dir[, size]) through tests/archive/java/CatalogCapacity.java."""
    argv = java.java_command(
        "CatalogCapacity", str(archive_dir), *size, classpath=[compiled_recorder(java)]
    )
    return subprocess.run(argv, capture_output=True, text=True, timeout=120, check=False)
