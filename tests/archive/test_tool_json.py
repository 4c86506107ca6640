"""`aeronkit archive-tool DIR describe|describe-all --json`: the same recordings as the Java-format output."""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from archive_java import parse_records
from archive_synth import write_archive

from aeronkit.cli import main as cli_main


def run(archive_dir: Path, *args: str, capsys: pytest.CaptureFixture[str]) -> tuple[int, str]:
    capsys.readouterr()
    rc = cli_main(["archive-tool", str(archive_dir), *args])
    return rc, capsys.readouterr().out


def test_describe_json_holds_the_fields_describe_prints(
        tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    archive = tmp_path / "archive"
    write_archive(archive, [300, 40, 5])
    rc, text = run(archive, "describe", capsys=capsys)
    assert rc == 0
    java_format = parse_records(text, "RecordingDescriptor")
    rc, out = run(archive, "describe", "--json", capsys=capsys)
    assert rc == 0
    rows = [json.loads(line) for line in out.splitlines()]
    assert [(r["recording_id"], r["stream_id"], r["start_position"], r["stop_position"], r["state"])
            for r in rows] == [
        (int(j["recordingId"]), int(j["streamId"]), int(j["startPosition"]), int(j["stopPosition"]), "VALID")
        for j in java_format]

    assert run(archive, "mark-invalid", "1", capsys=capsys)[0] == 0
    valid = [json.loads(line)["recording_id"] for line in run(archive, "describe", "--json", capsys=capsys)[1]
             .splitlines()]
    every = {json.loads(line)["recording_id"]: json.loads(line)["state"]
             for line in run(archive, "describe-all", "--json", capsys=capsys)[1].splitlines()}
    one = run(archive, "describe", "1", "--json", capsys=capsys)[1].splitlines()
    assert valid == [0, 2]
    assert every == {0: "VALID", 1: "INVALID", 2: "VALID"}
    assert [json.loads(line)["recording_id"] for line in one] == [1]
