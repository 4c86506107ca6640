"""Real Aeron Java archives for the archive tests: an ArchivingMediaDriver, our recorder program, ArchiveTool.

Java processes run with their own aeron and archive dirs under the test's tmp dir, the SHARED threading
modes with backoff idling, control channels on 127.0.0.1 only, and are always stopped by pid (SIGTERM,
then SIGKILL after a deadline). ``compiled_recorder`` javac's tests/archive/java/*.java once per source
hash into the Java cache (never into the repository).
"""

from __future__ import annotations

import contextlib
import hashlib
import os
import re
import socket
import subprocess
import time
from dataclasses import dataclass, field
from pathlib import Path

from aeronkit.interop.java import JavaToolchain

JAVA_SOURCES = Path(__file__).resolve().parent / "java"
BACKOFF = "org.agrona.concurrent.BackoffIdleStrategy"
FIELD_RE = re.compile(r"(\w+)=('[^']*'|[^|]*)")


def free_port() -> int:
    with socket.socket(socket.AF_INET, socket.SOCK_DGRAM) as s:
        s.bind(("127.0.0.1", 0))
        return int(s.getsockname()[1])


def compiled_recorder(java: JavaToolchain) -> Path:
    sources = sorted(JAVA_SOURCES.glob("*.java"))
    digest = hashlib.sha256()
    for source in sources:
        digest.update(source.name.encode())
        digest.update(source.read_bytes())
    digest.update(str(java.aeron_jar).encode())
    out = java.cache / f"aeronkit-archive-programs-{digest.hexdigest()[:16]}"
    if not (out / ".done").exists():
        tmp = out.with_name(out.name + f".tmp{os.getpid()}")
        java.compile(sources, tmp)
        (tmp / ".done").write_text("ok")
        with contextlib.suppress(OSError):
            tmp.rename(out)
    return out


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
    if proc.poll() is None:
        proc.terminate()
        try:
            proc.wait(timeout_s)
        except subprocess.TimeoutExpired:
            proc.kill()
            proc.wait(timeout_s)


def wait_for(
    condition: object,
    what: str,
    proc: subprocess.Popen[bytes] | None = None,
    timeout_s: float = 60.0,
    log: Path | None = None,
) -> None:
    """Poll ``condition()`` until true; fail with the log if the process dies or the deadline passes."""
    deadline = time.monotonic() + timeout_s
    while not condition():  # type: ignore[operator]
        if proc is not None and proc.poll() is not None:
            raise RuntimeError(
                f"process exited ({proc.returncode}) before {what}: "
                f"{log.read_text(errors='replace')[-3000:] if log else ''}"
            )
        if time.monotonic() > deadline:
            raise TimeoutError(f"timed out waiting for {what}")
        time.sleep(0.02)


@dataclass
class JavaRecording:
    recording_id: int
    stream_id: int
    messages: int
    bytes: int
    stop_position: int


@dataclass
class JavaArchiveRun:
    """What one run of a Java archive produced, and what we observed while it was live."""

    root: Path
    archive_dir: Path
    pid: int
    recordings: dict[int, JavaRecording] = field(default_factory=dict)
    truncated: JavaRecording | None = None
    guard_refusal: str = ""


def record_with_java_archive(
    java: JavaToolchain,
    root: Path,
    messages: int = 1500,
    truncated_messages: int = 200,
    record_checksum: str | None = None,
    **extra: str,
) -> JavaArchiveRun:
    """Start an ArchivingMediaDriver, record the pattern with our Java client, try our mark-file guard on
    the live directory, stop the archive (SIGTERM, by pid) and return what was recorded."""
    from aeronkit.archive.mark_file import ArchiveMarkFile
    from aeronkit.errors import ConfigurationError

    root.mkdir(parents=True, exist_ok=True)
    if record_checksum:
        extra["aeron.archive.record.checksum"] = record_checksum
    props = archive_properties(root, free_port(), **extra)
    log_path = root / "archiving-media-driver.log"
    archive_dir = root / "archive"
    with open(log_path, "wb") as log:
        argv = java.java_command("io.aeron.archive.ArchivingMediaDriver", properties=props)
        argv.insert(1, "-Xmx256m")
        driver = subprocess.Popen(argv, stdout=log, stderr=subprocess.STDOUT)
        try:
            mark = archive_dir / "archive-mark.dat"

            def ready() -> bool:
                try:
                    with ArchiveMarkFile.open(archive_dir) as m:
                        return m.version != 0
                except Exception:
                    return False

            wait_for(lambda: mark.exists() and ready(), "the archive mark file", driver, log=log_path)
            run = JavaArchiveRun(root, archive_dir, driver.pid)
            try:
                ArchiveMarkFile.create(archive_dir, control_channel="x", aeron_directory=str(root / "aeron"))
            except ConfigurationError as ex:
                run.guard_refusal = str(ex)
            client_props = dict(props)
            client_props.update(
                {"aeronkit.messages": str(messages), "aeronkit.truncated.messages": str(truncated_messages)}
            )
            client = java.java_command(
                "ArchivePatternRecorder", classpath=[compiled_recorder(java)], properties=client_props
            )
            client.insert(1, "-Xmx128m")
            proc = subprocess.run(client, capture_output=True, text=True, timeout=120, check=False)
            if proc.returncode != 0:
                raise RuntimeError(
                    f"recorder failed ({proc.returncode}): {proc.stdout}{proc.stderr}\n"
                    f"{log_path.read_text(errors='replace')[-3000:]}"
                )
            for line in proc.stdout.splitlines():
                m = re.match(
                    r"(recording|truncated) id=(\d+) stream=(\d+) messages=(\d+) bytes=(\d+) stop=(\d+)", line
                )
                if m:
                    rec = JavaRecording(*(int(g) for g in m.groups()[1:]))
                    if m.group(1) == "recording":
                        run.recordings[rec.recording_id] = rec
                    else:
                        run.truncated = rec
        finally:
            stop_process(driver)
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
