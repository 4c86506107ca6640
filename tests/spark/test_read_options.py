"""The aeron-archive options: Spark's strings in any case, every bad value named, the schema read up front."""

from __future__ import annotations

from pathlib import Path

import pytest
from hypothesis import given
from hypothesis import strategies as st

from aeronkit.errors import ConfigurationError
from aeronkit.spark.read_options import DEFAULT_CORRUPT_COLUMN, OPTION_NAMES, Mode, ReadOptions


def test_defaults_need_only_a_path() -> None:
    opts = ReadOptions.parse({"path": "/data/archive"})
    assert opts.path == "/data/archive"
    assert opts.mode is Mode.PERMISSIVE
    assert opts.corrupt_column == DEFAULT_CORRUPT_COLUMN
    assert (opts.schema_xml, opts.message, opts.recording_ids, opts.stream_id) == (None, None, None, None)


def test_keys_are_case_insensitive_and_values_parsed(tmp_path: Path) -> None:
    schema = tmp_path / "s.xml"
    schema.write_text("<xml/>")
    opts = ReadOptions.parse(
        {
            "PATH": "/a",
            "Schema": str(schema),
            "MESSAGE": "Trade",
            "recordingid": "3, 1,0x10",
            "STREAMID": "1001",
            "channel": "aeron:ipc",
            "fromPosition": "64",
            "toposition": "4096",
            "mode": "dropMalformed",
            "columnNameOfCorruptRecord": "bad",
            "maxPartitionBytes": "65536",
        }
    )
    assert opts.schema_xml == "<xml/>" and opts.schema_source == str(schema)
    assert opts.message == "Trade"
    assert opts.recording_ids == (3, 1, 16)
    assert (opts.stream_id, opts.channel) == (1001, "aeron:ipc")
    assert (opts.from_position, opts.to_position) == (64, 4096)
    assert opts.mode is Mode.DROPMALFORMED
    assert opts.corrupt_column == "bad"
    assert opts.max_partition_bytes == 65536


@pytest.mark.parametrize(
    ("options", "named"),
    [
        ({}, "'path'"),
        ({"path": "/a", "streamId": "x"}, "'streamId'"),
        ({"path": "/a", "recordingId": "1,two"}, "'recordingId'"),
        ({"path": "/a", "fromPosition": "-1"}, "'fromPosition'"),
        ({"path": "/a", "fromPosition": "100", "toPosition": "10"}, "'toPosition'"),
        ({"path": "/a", "mode": "LENIENT"}, "'mode'"),
        ({"path": "/a", "message": "Trade"}, "'message' needs option 'schema'"),
        ({"path": "/a", "schema": "/no/such/schema.xml"}, "'schema'"),
        ({"path": "/a", "columnNameOfCorruptRecord": ""}, "'columnNameOfCorruptRecord'"),
        ({"path": "/a", "maxPartitionBytes": "12"}, "'maxPartitionBytes'"),
        ({"path": "/a", "recordingIds": "1"}, "recordingids"),
    ],
)
def test_bad_options_name_the_option(options: dict[str, str], named: str) -> None:
    with pytest.raises(ConfigurationError) as e:
        ReadOptions.parse(options)
    assert named in str(e.value)
    assert str(e.value).startswith("aeron-archive: ")


def test_unknown_option_lists_the_known_ones() -> None:
    with pytest.raises(ConfigurationError) as e:
        ReadOptions.parse({"path": "/a", "stream": "1"})
    assert all(name in str(e.value) for name in OPTION_NAMES)


@given(st.lists(st.integers(min_value=0, max_value=2**40), min_size=1, max_size=6), st.sampled_from(Mode))
def test_recording_ids_and_mode_round_trip(ids: list[int], mode: Mode) -> None:
    given_ids = ",".join(map(str, ids))
    opts = ReadOptions.parse({"path": "/a", "recordingId": given_ids, "mode": mode.value.lower()})
    assert opts.recording_ids == tuple(ids)
    assert opts.mode is mode
