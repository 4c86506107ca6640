"""The Spark benchmark: its recording is Aeron's format, its readers are checked, its report is honest.

Timing is never asserted (benchmarks are not tests). What must hold: the generated recording passes the
archive's own verification frame by frame, with Aeron's term-end padding; every message reads back as the
row the generator says it is; a reader that loses or changes rows is reported as a mismatch; and a quick
run of the whole suite measures every implementation at every core count and checks each one.
"""

from __future__ import annotations

import json
import os
import struct
import subprocess
import sys
from pathlib import Path

import pytest
from hypothesis import HealthCheck, example, given, settings
from hypothesis import strategies as st
from support.deps import missing, require_module

ROOT = Path(__file__).resolve().parents[2]
if str(ROOT) not in sys.path:
    sys.path.insert(0, str(ROOT))

require_module("numpy")

from aeronkit.archive.catalog import Catalog  # noqa: E402
from aeronkit.archive.segment import read_segment, scan_frames, verify_segment_file  # noqa: E402
from aeronkit.errors import CorruptFileError  # noqa: E402
from aeronkit.interop.java import JavaToolchain  # noqa: E402
from aeronkit.logbuffer.header import HDR_TYPE_DATA, HDR_TYPE_PAD, UNFRAGMENTED  # noqa: E402
from benchmarks import spark, spark_data  # noqa: E402
from benchmarks.spark_data import DataSpec  # noqa: E402

KIB = 1024
TINY = DataSpec(messages=43_690, term_length=256 * KIB, segment_length=1024 * KIB)  # 4 MiB, partial last term


@pytest.fixture(scope="module")
def codec_dir(tmp_path_factory: pytest.TempPathFactory) -> str:
    return str(spark_data.generate_codecs(tmp_path_factory.mktemp("codecs")))


def _all_rows(rec: spark_data.Recording, codec_dir: str) -> list[tuple[object, ...]]:
    rows: list[tuple[object, ...]] = []
    for path, offset, end in spark.segment_ranges(rec):
        rows.extend(spark.segment_rows(path, offset, end, codec_dir, spark_data.MESSAGE))
    return rows


@settings(max_examples=12, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture])
@given(messages=st.integers(1, 3000), term_kib=st.sampled_from([64, 128]),
       segment_terms=st.sampled_from([1, 2, 4]), initial_term_id=st.integers(-(2**31), 2**31 - 1))
@example(messages=3000, term_kib=64, segment_terms=1, initial_term_id=2**31 - 2)  # term ids wrap to negative
def test_recording_is_aeron_format_and_reads_back_row_by_row(
        tmp_path_factory: pytest.TempPathFactory, codec_dir: str, messages: int, term_kib: int,
        segment_terms: int, initial_term_id: int) -> None:
    spec = DataSpec(messages=messages, term_length=term_kib * KIB,
                    segment_length=term_kib * KIB * segment_terms, initial_term_id=initial_term_id)
    rec = spark_data.ensure_recording(spec, tmp_path_factory.mktemp("cache"))

    with Catalog(rec.path) as catalog:
        (d,) = catalog.list()
    assert (d.start_position, d.stop_position) == (0, spec.stop_position)
    assert (d.term_buffer_length, d.segment_file_length, d.initial_term_id) == (
        spec.term_length, spec.segment_length, initial_term_id)
    pads = 0
    for k, path in enumerate(rec.segment_files):
        assert verify_segment_file(path, 0, spec.term_length, spec.segment_length, spec.stream_id,
                                   initial_term_id) is None
        data = read_segment(path, spec.segment_length)
        for h in scan_frames(data, 0, min(len(data), spec.stop_position - k * spec.segment_length)):
            assert h.flags == UNFRAGMENTED and h.session_id == spec.session_id
            if h.type == HDR_TYPE_PAD:
                pads += 1
                # Aeron's term-end padding: exactly the rest of the term; only its header is recorded.
                assert h.term_offset + h.frame_length == spec.term_length
                assert not any(data[h.file_offset + 32:h.file_offset + h.frame_length])
            else:
                assert h.type == HDR_TYPE_DATA and h.frame_length == spark_data.FRAME_LENGTH
    assert pads == spec.full_terms
    rows = _all_rows(rec, codec_dir)
    assert len(rows) == messages
    assert rows == [spark_data.tick_row(i) for i in range(messages)]
    assert sum(r[4] for r in rows) == rec.check_sum == spark_data.check_sum(messages)


@pytest.mark.java
def test_java_archive_tool_verifies_and_describes_the_recording(java: JavaToolchain, tmp_path: Path) -> None:
    rec = spark_data.ensure_recording(TINY, tmp_path)
    results = {}
    for command in (["verify", "-a"], ["describe"]):
        argv = java.java_command("io.aeron.archive.ArchiveTool", str(rec.path), *command)
        done = subprocess.run(argv, input="n\n" * 8, capture_output=True, text=True, timeout=120, check=False)
        assert done.returncode == 0, done.stdout + done.stderr
        results[command[0]] = done.stdout
    assert "(recordingId=0) OK" in results["verify"]
    assert f"stopPosition={TINY.stop_position}|" in results["describe"]
    assert f"termBufferLength={TINY.term_length}|" in results["describe"]
    assert "activityTimestamp=-1|" in results["describe"]  # an archive that shut down cleanly


def test_full_terms_end_on_the_term_boundary_and_benchmark_shape() -> None:
    spec = DataSpec()
    assert spark_data.MESSAGE_LENGTH == 64 and spark_data.FRAME_LENGTH == 96
    assert spec.per_term == 174_762  # 16 MiB / 96, with 64 bytes of padding at each term's end
    assert spec.stop_position == 1024 ** 3 and spec.segment_count == 8
    assert spec.payload_bytes == 64 * spec.messages
    assert TINY.stop_position == TINY.full_terms * TINY.term_length + (TINY.messages % TINY.per_term) * 96
    assert TINY.segment_count == 5


@settings(max_examples=60, deadline=None)
@given(st.lists(st.integers(-(2**63), 2**63 - 1), max_size=200))
def test_exact_sum_never_overflows(values: list[int]) -> None:
    import numpy as np

    assert spark_data.exact_sum(np.array(values, dtype=np.int64)) == sum(values)


def test_column_sums_match_the_rows_and_a_wrong_column_is_named() -> None:
    n = 5000
    rows = [spark_data.tick_row(i) for i in range(n)]
    sums = spark_data.column_sums(n)
    for k, name in enumerate(spark_data.TICK_COLUMNS):
        if name == "side":
            assert sums[spark_data.SELL_COUNT] == sum(r[k] == "SELL" for r in rows)
        else:
            assert sums[f"sum({name})"] == sum(r[k] for r in rows)
    rec = spark_data.Recording(Path("."), DataSpec(messages=n), 0, n, spark_data.check_sum(n), 0.0)
    assert spark._check_columns(rec, {"rows": n, **sums}) == "ok"
    verdict = spark._check_columns(rec, {"rows": n, **sums, "sum(venue)": sums["sum(venue)"] + 7})
    assert verdict == f"mismatch: sum(venue) {sums['sum(venue)'] + 7} (expected {sums['sum(venue)']})"


def test_cache_is_reused_and_a_damaged_one_rebuilt(tmp_path: Path) -> None:
    spec = DataSpec(messages=5000, term_length=64 * KIB, segment_length=64 * KIB)
    first = spark_data.ensure_recording(spec, tmp_path)
    assert first.build_seconds > 0
    again = spark_data.ensure_recording(spec, tmp_path)
    assert again.build_seconds == 0.0 and again.path == first.path and again.check_sum == first.check_sum
    os.truncate(first.segment_files[-1], 100)
    rebuilt = spark_data.ensure_recording(spec, tmp_path)
    assert rebuilt.build_seconds > 0 and rebuilt.segment_files[-1].stat().st_size == spec.segment_length
    assert [p.name for p in tmp_path.iterdir()] == [spec.name]  # no staging directories left behind


def _frame(flags: int, term_offset: int, payload: bytes) -> bytes:
    length = 32 + len(payload)
    header = struct.pack("<iBBHiiiiq", length, 0, flags, HDR_TYPE_DATA, term_offset, 1, 1001, 0, 0)
    return (header + payload).ljust((length + 31) & ~31, b"\0")


def test_reader_joins_fragments_and_refuses_a_frame_running_past_the_end(tmp_path: Path,
                                                                         codec_dir: str) -> None:
    message = _message(41)
    data = _frame(0x80, 0, message[:40])  # BEGIN: 72 bytes, 96 aligned
    data += _frame(0, len(data), message[40:50])  # neither flag: a middle fragment
    data += _frame(0x40, len(data), message[50:])  # END
    last = len(data)
    data += _frame(UNFRAGMENTED, last, _message(42))
    path = tmp_path / "0-0.rec"
    path.write_bytes(data.ljust(64 * KIB, b"\0"))
    rows = list(spark.segment_rows(str(path), 0, 64 * KIB, codec_dir, spark_data.MESSAGE))
    assert rows == [spark_data.tick_row(41), spark_data.tick_row(42)]

    bad = bytearray(path.read_bytes())
    struct.pack_into("<i", bad, last, 64 * KIB)  # the last frame claims to run past the segment
    path.write_bytes(bytes(bad))
    with pytest.raises(CorruptFileError, match="runs past"):
        list(spark.segment_rows(str(path), 0, 64 * KIB, codec_dir, spark_data.MESSAGE))


def _message(index: int) -> bytes:
    """Message ``index`` as the generator encodes it: the payload bytes of its frame."""
    import numpy as np

    frames = np.zeros(1, dtype=spark_data.FRAME_DTYPE)
    for name, column in spark_data.tick_columns(np.array([index])).items():
        frames[name] = column
    frames["block_length"], frames["template_id"] = spark_data.BLOCK_LENGTH, spark_data.TEMPLATE_ID
    frames["schema_id"], frames["schema_version"] = spark_data.SCHEMA_ID, spark_data.SCHEMA_VERSION
    return frames.tobytes()[32:]


def test_a_reader_that_returns_wrong_rows_is_reported_as_a_mismatch(tmp_path: Path) -> None:
    rec = spark_data.ensure_recording(DataSpec(messages=3000, term_length=64 * KIB, segment_length=64 * KIB),
                                      tmp_path / "cache")
    wrong = spark_data.Recording(rec.path, rec.spec, rec.recording_id, rec.messages, rec.check_sum + 1, 0.0)
    quick = spark.Settings(data=rec.spec, warmup=rec.spec, cores=(1,), implementations=("python-rows",),
                           rounds=1, timeout_s=120.0)
    rows = {("python-rows", 1): spark.Row("python-rows", 1)}
    spark_data.generate_codecs(tmp_path / "work" / "codecs")
    args = {"recording": spark._recording_json(rec), "warmup": spark._recording_json(rec),
            "work_dir": str(tmp_path / "work")}
    spark.run_cores(1, ["python-rows"], rows, wrong, args, quick)
    row = rows[("python-rows", 1)]
    assert len(row.samples) == 1 and row.samples[0].rows == rec.messages
    assert row.check.startswith("mismatch:") and f"(expected {rec.check_sum + 1})" in row.check
    md = spark.write_report(quick, wrong, [row], tmp_path / "results", [])
    assert "| python-rows | 1 |" in md.read_text() and "mismatch" in md.read_text()


def test_a_failing_read_is_reported_with_its_reason(tmp_path: Path) -> None:
    rec = spark_data.ensure_recording(DataSpec(messages=3000, term_length=64 * KIB, segment_length=64 * KIB),
                                      tmp_path / "cache")
    gone = spark_data.Recording(tmp_path / "missing", rec.spec, 0, rec.messages, rec.check_sum, 0.0)
    quick = spark.Settings(data=rec.spec, warmup=rec.spec, cores=(1,), implementations=("python-rows",),
                           rounds=2, timeout_s=120.0)
    spark_data.generate_codecs(tmp_path / "work" / "codecs")
    args = {"recording": spark._recording_json(gone), "warmup": spark._recording_json(rec),
            "work_dir": str(tmp_path / "work")}
    rows = {("python-rows", 1): spark.Row("python-rows", 1)}
    spark.run_cores(1, ["python-rows"], rows, gone, args, quick)
    row = rows[("python-rows", 1)]
    assert row.samples == [] and len(row.errors) == 1
    assert row.errors[0].startswith("round 0 failed: FileNotFoundError:") and "missing" in row.errors[0]
    md = spark.write_report(quick, gone, [row], tmp_path / "results", [])
    assert "| python-rows | 1 | not measured: round 0 failed: FileNotFoundError:" in md.read_text()


def test_report_medians_rates_and_unmeasured_rows(tmp_path: Path) -> None:
    spec = DataSpec(messages=1000, term_length=64 * KIB, segment_length=64 * KIB)
    rec = spark_data.Recording(tmp_path, spec, 0, 1000, 7, 0.0)
    base = spark.Row("python-rows", 1, [spark.Sample(s, 1000, 7) for s in (2.0, 1.0, 4.0)], check="ok")
    fast = spark.Row("spark", 1, [spark.Sample(s, -1, -1) for s in (0.5, 0.25, 1.0)], check="ok",
                     ready_seconds=1.5)
    absent = spark.Row("arrow-local", 1, errors=["aeronkit.spark.read_arrow does not exist yet"])
    md = spark.write_report(spark.Settings(data=spec), rec, [base, fast, absent], tmp_path, ["note"])
    data = json.loads((tmp_path / "spark.json").read_text())
    by = {r["implementation"]: r for r in data["rows"]}
    assert by["python-rows"]["rows_per_s"] == {"median": 500.0, "min": 250.0, "max": 1000.0}
    assert by["python-rows"]["payload_mb_per_s"]["median"] == pytest.approx(1000 * 64 / 1e6 / 2.0)
    assert by["spark"]["file_mb_per_s"]["median"] == pytest.approx(spec.stop_position / 1e6 / 0.5)
    assert by["spark"]["speedup_vs_baseline"] == pytest.approx(4.0)
    assert by["arrow-local"]["measured"] is False and by["arrow-local"]["speedup_vs_baseline"] is None
    text = md.read_text()
    pay = [f"{1000 * 64 / 1e6 / t:,.1f}" for t in (0.5, 1.0, 0.25)]
    assert f"| spark | 1 | 2,000 | 1,000..4,000 | {pay[0]} | {pay[1]}..{pay[2]} |" in text
    assert "| 0.50 | 4.00x | ok | 1.5 |" in text
    assert "| arrow-local | 1 | not measured: aeronkit.spark.read_arrow does not exist yet |" in text
    assert f"recording bytes={spec.stop_position}" in text and "note" in text


@pytest.mark.spark
def test_quick_run_measures_and_checks_every_implementation(tmp_path: Path) -> None:
    require_module("pyspark")
    require_module("pyarrow")
    for impl in spark.IMPLEMENTATIONS:
        reason = spark.unavailable(impl)
        if reason is not None:
            missing(reason)
    cores = tuple(c for c in (1, 2) if c <= len(os.sched_getaffinity(0)))
    # The benchmark pins each worker (and its JVM) to N CPUs, so its Spark cannot be the shared test
    # session: it is a JVM of its own. Starting one costs ~10 s, so Spark runs at the highest core count
    # only; the other implementations run at every count.
    quick = spark.Settings(data=TINY, warmup=DataSpec(messages=2000, term_length=64 * KIB,
                                                     segment_length=64 * KIB),
                           cores=cores, rounds=1, timeout_s=300.0,
                           only_cores={"arrow-local": (1,), "spark": (cores[-1],)})
    md = spark.run(settings=quick, results=tmp_path / "results", cache=tmp_path / "cache")
    data = json.loads((tmp_path / "results" / "spark.json").read_text())
    seen = {(r["implementation"], r["cores"]) for r in data["rows"]}
    assert seen == set(spark._cases(quick))
    for row in data["rows"]:
        assert row["errors"] == [] and row["measured"], row
        assert row["check"] == "ok", row
        assert len(row["samples_seconds"]) == quick.rounds
        assert row["rows_per_s"]["median"] == pytest.approx(TINY.messages / row["seconds"]["median"])
    text = md.read_text()
    assert f"messages={TINY.messages}" in text and "| python-rows | 1 |" in text
