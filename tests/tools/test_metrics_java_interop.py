"""`aeronkit metrics` scraped over HTTP and compared with Aeron Java's AeronStat and ErrorStat (1.51.0).

Two media drivers with an archive each: Java's io.aeron.archive.ArchivingMediaDriver and ours (embedded
in this process). For each, `aeronkit metrics --port 0` runs as a child process on 127.0.0.1 (stopped by
pid), and a scrape is bracketed by two AeronStat runs: every counter AeronStat printed with the same value
and label both times must appear in the scrape with that value and label (a counter that moved in between,
like a heartbeat, is only checked for presence), and the scrape must hold exactly AeronStat's counter ids.
"""

from __future__ import annotations

import itertools
import re
import subprocess
import sys
import urllib.request
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path

import pytest
from support.java_archive import running_java_archiving_driver
from support.ports import free_udp_ports
from support.processes import read_line, stop
from support.wait import wait_until
from test_cnc_java_interop import run_java_tool, stat_rows
from test_metrics import by_counter_id, parse

from aeronkit.archive.client import AeronArchive, RecordingSignal, RecordingSignalEvent, SourceLocation
from aeronkit.archive.client import Context as ArchiveClientContext
from aeronkit.archive.server import Context as ArchiveContext
from aeronkit.archive.server.archiving_media_driver import ArchivingMediaDriver
from aeronkit.client import Aeron, Context
from aeronkit.driver.media_driver import Context as DriverContext
from aeronkit.errors import RegistrationError
from aeronkit.interop.java import JavaToolchain
from aeronkit.tools.metrics import ERROR_LABEL_LIMIT

pytestmark = pytest.mark.java
SERVING = re.compile(r"^serving (http://127\.0\.0\.1:\d+/metrics) for ")
ERRORSTAT_HEAD = re.compile(r"^(\d+) observations from .* for:$")
BOGUS_CHANNEL = "aeron:bogus?endpoint=localhost:20121"
RECORDED_CHANNEL, RECORDED_STREAM = "aeron:ipc?term-length=64k", 1009


@contextmanager
def metrics_server(aeron_dir: Path) -> Iterator[str]:
    """`aeronkit metrics` as a child on a free port; yields its /metrics URL; stopped by pid."""
    proc = subprocess.Popen(
        [sys.executable, "-m", "aeronkit.cli", "metrics", "--dir", str(aeron_dir), "--port", "0",
         "--host", "127.0.0.1"], stdout=subprocess.PIPE, stderr=subprocess.STDOUT, text=True)
    try:
        line = read_line(proc, 60)
        match = SERVING.match(line)
        assert match, f"unexpected first line from aeronkit metrics: {line!r}"
        yield match[1]
    finally:
        assert stop(proc, 15) == 0


def scrape(url: str) -> str:
    with urllib.request.urlopen(url, timeout=30) as response:
        assert response.status == 200
        return response.read().decode("utf-8")


Scraped = dict[int, tuple[str, dict[str, str], float]]


def compare_with_aeronstat(java: JavaToolchain, aeron_dir: Path, url: str) -> Scraped:
    """Scrape between two AeronStat runs; returns the scrape by counter id once the ids agree."""

    Rows = list[tuple[int, int, str]]

    def attempt() -> tuple[Rows, Scraped, Rows] | None:
        before = stat_rows(run_java_tool(java, "io.aeron.samples.AeronStat", aeron_dir, "watch=false"))
        scraped = by_counter_id(parse(scrape(url)))
        after = stat_rows(run_java_tool(java, "io.aeron.samples.AeronStat", aeron_dir, "watch=false"))
        same_ids = [r[0] for r in before] == [r[0] for r in after]
        return (before, scraped, after) if same_ids else None  # a counter came or went: try again

    before, scraped, after = wait_until(attempt, 120, "two AeronStat runs listing the same counters")
    assert sorted(scraped) == [cid for cid, _, _ in before]
    steady = [row for row in before if row in after]
    for counter_id, value, label in steady:
        _, labels, scraped_value = scraped[counter_id]
        assert (labels["label"], scraped_value) == (label, value), f"counter {counter_id}"
    moved = {cid for cid, _, _ in before} - {cid for cid, _, _ in steady}
    assert len(steady) >= 40, f"only {len(steady)} counters held still; moved: {sorted(moved)}"
    return scraped


def errorstat_counts(java: JavaToolchain, aeron_dir: Path) -> dict[str, int]:
    """ErrorStat's observation count per distinct error, keyed by the error's ``Type: message`` line.

    That line is the first of a Java stack trace and the last of a Python traceback (our driver's).
    """
    lines = run_java_tool(java, "io.aeron.samples.ErrorStat", aeron_dir).splitlines()
    counts: dict[str, int] = {}
    for i, line in enumerate(lines):
        head = ERRORSTAT_HEAD.match(line)
        if head:
            block = list(itertools.takewhile(bool, lines[i + 1:]))
            name = block[-1] if block[0] == "Traceback (most recent call last):" else block[0]
            name = name.strip()[:ERROR_LABEL_LIMIT]
            counts[name] = counts.get(name, 0) + int(head[1])
    return counts


def provoke_error(aeron_dir: Path) -> None:
    with Aeron.connect(Context(aeron_dir=str(aeron_dir))) as aeron, pytest.raises(RegistrationError):
        aeron.add_publication(BOGUS_CHANNEL, 1001)


@contextmanager
def recording(aeron_dir: Path) -> Iterator[int]:
    """A live recording of an IPC stream (so the archive holds rec-pos and control-session counters)."""
    with Aeron.connect(Context(aeron_dir=str(aeron_dir))) as aeron:
        signals: list[RecordingSignalEvent] = []
        ctx = ArchiveClientContext(aeron=aeron, control_request_channel="aeron:ipc",
                                   control_response_channel="aeron:ipc")
        ctx.recording_signal_consumer = signals.append
        with AeronArchive.connect(ctx) as archive:
            archive.start_recording(RECORDED_CHANNEL, RECORDED_STREAM, SourceLocation.LOCAL)
            publication = aeron.add_exclusive_publication(RECORDED_CHANNEL, RECORDED_STREAM)

            def started() -> int | None:
                archive.poll_for_recording_signals()
                return next((e.recording_id + 1 for e in signals if e.signal == RecordingSignal.START), None)

            recording_id = wait_until(started, 60, "the recording's START signal") - 1
            end = wait_until(lambda: max(publication.offer(b"metrics" * 10), 0), 30, "an offer")
            wait_until(lambda: archive.get_recording_position(recording_id) == end, 30, "the recording")
            yield recording_id


def assert_recording_position(scraped: Scraped, recording_id: int) -> None:
    rec_pos = [(labels, value) for name, labels, value in scraped.values()
               if name == "aeron_archive_recording_position"]
    assert len(rec_pos) == 1
    labels, value = rec_pos[0]
    assert labels["recording_id"] == str(recording_id)
    assert value > 0
    assert labels["label"].startswith(f"rec-pos: {recording_id} {labels['session']} {RECORDED_STREAM} ")


def families_present(scraped: Scraped) -> set[str]:
    return {name for name, _, _ in scraped.values()}


@pytest.fixture(scope="module")
def java_archiving_driver(java: JavaToolchain, tmp_path_factory: pytest.TempPathFactory) -> Iterator[Path]:
    with running_java_archiving_driver(java, tmp_path_factory.mktemp("metrics-java")) as driver:
        yield driver.aeron_dir


def test_scrape_of_a_java_archiving_driver_matches_aeronstat_and_errorstat(
        java: JavaToolchain, java_archiving_driver: Path) -> None:
    provoke_error(java_archiving_driver)
    with recording(java_archiving_driver) as recording_id, metrics_server(java_archiving_driver) as url:
        scraped = compare_with_aeronstat(java, java_archiving_driver, url)
        assert {"aeron_driver_system_counter", "aeron_archive_control_sessions",
                "aeron_archive_control_session"} <= families_present(scraped)
        assert_recording_position(scraped, recording_id)
        expected_errors = errorstat_counts(java, java_archiving_driver)
        samples = parse(scrape(url))
    assert any(BOGUS_CHANNEL in error for error in expected_errors)
    assert {labels["error"]: value for labels, value in samples["aeron_errors_observed_total"]} == \
        expected_errors
    assert samples["aeron_errors_distinct"][0][1] >= len(expected_errors)


def test_scrape_of_our_archiving_driver_matches_aeronstat(java: JavaToolchain, tmp_path: Path) -> None:
    control_port, = free_udp_ports(1)
    driver_ctx = DriverContext(aeron_dir=str(tmp_path / "aeron"), dir_delete_on_start=True,
                               threading_mode="SHARED", term_buffer_sparse_file=True)
    archive_ctx = ArchiveContext(archive_dir=str(tmp_path / "archive"),
                                 control_channel=f"aeron:udp?endpoint=127.0.0.1:{control_port}",
                                 replication_channel="aeron:udp?endpoint=127.0.0.1:0")
    with ArchivingMediaDriver.launch(driver_ctx, archive_ctx):
        provoke_error(tmp_path / "aeron")
        with recording(tmp_path / "aeron") as recording_id, metrics_server(tmp_path / "aeron") as url:
            scraped = compare_with_aeronstat(java, tmp_path / "aeron", url)
            assert {"aeron_driver_system_counter",
                    "aeron_archive_control_session"} <= families_present(scraped)
            assert_recording_position(scraped, recording_id)
            expected_errors = errorstat_counts(java, tmp_path / "aeron")
            samples = parse(scrape(url))
    assert any(BOGUS_CHANNEL in error for error in expected_errors)
    assert {labels["error"]: value for labels, value in samples["aeron_errors_observed_total"]} == \
        expected_errors
