"""The container's Context (Aeron's names and defaults, validation, mark file and link, the local archive
channel rule, building the service from a class name) and the ``python -m aeronkit.cluster.service`` entry."""

from __future__ import annotations

import re
import struct
import subprocess
import sys
from collections.abc import Iterator
from pathlib import Path

import pytest
from service_world import Recorder, World

from aeronkit import config
from aeronkit.cluster.mark_file import (
    ACTIVITY_TIMESTAMP_OFFSET,
    HEADER_OFFSET,
    VERSION_OFFSET,
    ClusterMarkFile,
    link_filename_for_service,
    mark_filename_for_service,
)
from aeronkit.cluster.samples import EchoService
from aeronkit.cluster.service import Context
from aeronkit.common_settings import default_dir_base
from aeronkit.errors import ConfigurationError


@pytest.fixture(autouse=True)
def _clean_properties() -> Iterator[None]:
    config.clear_properties()
    yield
    config.clear_properties()


@pytest.fixture
def world(tmp_path: Path) -> Iterator[World]:
    w = World(tmp_path)
    try:
        yield w
    finally:
        w.close()


def test_defaults_are_aerons() -> None:
    ctx = Context()
    assert ctx.describe() == {
        "aeron.cluster.id": 0,
        "aeron.cluster.service.id": 0,
        "aeron.cluster.service.name": None,
        "aeron.cluster.service.class.name": None,
        "aeron.cluster.dir": "aeron-cluster",
        "aeron.cluster.mark.file.dir": None,
        "aeron.cluster.control.channel": "aeron:ipc?term-length=128k",
        "aeron.cluster.service.stream.id": 104,
        "aeron.cluster.consensus.module.stream.id": 105,
        "aeron.cluster.replay.channel": "aeron:ipc",
        "aeron.cluster.replay.stream.id": 103,
        "aeron.cluster.snapshot.channel": "aeron:ipc?alias=snapshot",
        "aeron.cluster.snapshot.stream.id": 106,
        "aeron.cluster.log.fragment.limit": 50,
        "aeron.cluster.idle.strategy": "org.agrona.concurrent.BackoffIdleStrategy",
        "aeron.cluster.service.error.buffer.length": 1024 * 1024,
        "aeron.cluster.service.cycle.threshold": 100_000_000,
        "aeron.cluster.service.snapshot.threshold": 1_000_000_000,
        "aeron.cluster.service.responder": True,
        "aeron.dir": default_dir_base(),  # CommonContext: /dev/shm/aeron-<user> on Linux
        "aeron.archive.local.control.channel": "aeron:ipc?term-length=64k",
        "aeron.archive.local.control.stream.id": 10,
        "aeron.archive.control.response.stream.id": 20,
    }
    assert ctx.app_version == 1


def test_properties_set_the_context(monkeypatch: pytest.MonkeyPatch) -> None:
    config.set_property("aeron.cluster.service.id", "3")
    monkeypatch.setenv("AERON_CLUSTER_SERVICE_NAME", "svc")
    ctx = Context()
    assert (ctx.service_id, ctx.service_name) == (3, "svc")


def test_service_id_outside_0_to_9_is_refused_naming_the_property() -> None:
    with pytest.raises(ConfigurationError, match=r"aeron.cluster.service.id=10: must be in \[0, 9\]"):
        Context(service_id=10).conclude()


def test_conclude_claims_the_mark_file_links_it_and_names_the_archive_session(world: World) -> None:
    marks = world.root / "marks"
    ctx = world.service_context(Recorder(), service_id=2, cluster_id=4, mark_file_dir=str(marks))
    ctx.conclude()
    try:
        assert (world.root / "cluster" / link_filename_for_service(2)).read_text() == str(marks.resolve())
        with ClusterMarkFile.open(marks, mark_filename_for_service(2)) as mark:
            header = mark.header()
            assert (header.service_id, header.cluster_id, header.service_stream_id) == (2, 4, 104)
            assert header.aeron_directory == str(world.driver.aeron_dir)
            assert header.control_channel == ctx.control_channel and header.ingress_stream_id == -1
        archive = ctx.archive_context
        assert archive.control_response_stream_id == 4 * 100 + 100 + 20 + 2 + 1
        assert archive.control_request_channel is not None
        assert "alias=sc-2-archive-ctrl-req-cluster-4" in archive.control_request_channel
        assert ctx.service_name == "clustered-service-4-2"
    finally:
        ctx.close()
    with ClusterMarkFile.open(marks, mark_filename_for_service(2)) as mark:
        assert mark.version == 0x000300


def test_a_remote_archive_control_channel_fails_the_start_and_the_mark_file_says_so(world: World) -> None:
    ctx = world.service_context(Recorder(), archive_control_channel="aeron:udp?endpoint=localhost:8010")
    with pytest.raises(ConfigurationError, match="local archive control must be IPC"):
        ctx.conclude()
    data = (world.root / "cluster" / mark_filename_for_service(0)).read_bytes()
    (version,) = struct.unpack_from("<i", data, HEADER_OFFSET + VERSION_OFFSET)
    (timestamp,) = struct.unpack_from("<q", data, HEADER_OFFSET + ACTIVITY_TIMESTAMP_OFFSET)
    assert (version, timestamp) == (-1, -1), "a failed start: the next container may take the file over"


def test_the_service_can_be_named_by_class(world: World) -> None:
    ctx = world.service_context(None, service_class_name="aeronkit.cluster.samples.echo_service:EchoService")  # type: ignore[arg-type]
    ctx.conclude()
    try:
        assert isinstance(ctx.clustered_service, EchoService)
    finally:
        ctx.close()
    bad = world.service_context(None, service_id=1, service_class_name="no.such.module:Service")  # type: ignore[arg-type]
    with pytest.raises(
        ConfigurationError, match=re.escape("aeron.cluster.service.class.name='no.such.module:Service'")
    ):
        bad.conclude()


def test_module_entry_exits_1_with_one_line_when_it_cannot_start(tmp_path: Path) -> None:
    proc = subprocess.run(
        [
            sys.executable,
            "-m",
            "aeronkit.cluster.service",
            "-Daeron.cluster.service.id=12",
            f"-Daeron.cluster.dir={tmp_path / 'cluster'}",
        ],
        capture_output=True,
        text=True,
        timeout=60,
        check=False,
    )
    assert proc.returncode == 1
    assert proc.stderr.strip().splitlines() == [
        "clustered service container cannot start: aeron.cluster.service.id=12: must be in [0, 9]"
    ]
