"""``Archive.launch`` and its Context: a failed launch releases what it created, the given context is
never changed, and a concluded context may be launched (again)."""

from __future__ import annotations

from collections.abc import Callable, Iterator
from pathlib import Path

import pytest

from aeronkit.agent import AgentStartError
from aeronkit.archive.catalog import CATALOG_FILE_NAME
from aeronkit.archive.mark_file import ArchiveMarkFile
from aeronkit.archive.server import Archive, Context
from aeronkit.client import Aeron
from aeronkit.client import Context as ClientContext
from aeronkit.driver import Context as DriverContext
from aeronkit.driver import MediaDriver
from aeronkit.errors import ConfigurationError, CorruptFileError


@pytest.fixture
def aeron_dir(tmp_path: Path) -> Iterator[Path]:
    ctx = DriverContext(
        aeron_dir=str(tmp_path / "aeron"), dir_delete_on_start=True, threading_mode="SHARED",
        ipc_term_buffer_length=64 * 1024,
    )
    with MediaDriver.launch(ctx) as driver:
        yield driver.aeron_dir


@pytest.fixture
def connected(monkeypatch: pytest.MonkeyPatch) -> list[Aeron]:
    """Every Aeron client ``Aeron.connect`` makes during the test (the archive's own among them)."""
    made: list[Aeron] = []
    connect: Callable[[ClientContext | None], Aeron] = Aeron.connect

    def spy(ctx: ClientContext | None = None) -> Aeron:
        aeron = connect(ctx)
        made.append(aeron)
        return aeron

    monkeypatch.setattr(Aeron, "connect", spy)
    return made


def _torn_catalog(archive_dir: Path) -> None:
    archive_dir.mkdir()
    (archive_dir / CATALOG_FILE_NAME).write_bytes(b"torn")


def test_a_failed_launch_frees_the_directory_and_closes_its_client(
    tmp_path: Path, aeron_dir: Path, connected: list[Aeron]
) -> None:
    """The catalog fails after the mark file claimed the directory: the mark file is left terminated
    (before, it stayed "activation in progress" and refused every later archive), the Aeron client the
    launch connected is closed, and the same context launches at once once the catalog is fixed."""
    archive_dir = tmp_path / "archive"
    _torn_catalog(archive_dir)
    ctx = Context(archive_dir=str(archive_dir), aeron_dir=str(aeron_dir), segment_file_length=64 * 1024)
    with pytest.raises(CorruptFileError, match=CATALOG_FILE_NAME):
        Archive.launch(ctx)
    assert len(connected) == 1 and connected[0].is_closed
    with ArchiveMarkFile.open(archive_dir) as mark:
        assert mark.activity_timestamp == -1
    assert ctx.is_concluded and ctx.aeron is None and ctx.archive_id == -1  # the given context is unchanged

    (archive_dir / CATALOG_FILE_NAME).unlink()
    with Archive.launch(ctx) as archive:
        assert archive.context is not ctx and archive.context.is_concluded
        assert archive.context.archive_id == archive.aeron.client_id == connected[1].client_id
    assert connected[1].is_closed
    with ArchiveMarkFile.open(archive_dir) as mark:
        assert mark.activity_timestamp == -1


def test_a_failed_launch_removes_the_directory_it_created(
    tmp_path: Path, aeron_dir: Path, connected: list[Aeron]
) -> None:
    """The control subscription is refused after the directory, mark file and catalog were created: the
    launch leaves no directory behind."""
    archive_dir = tmp_path / "fresh"
    ctx = Context(
        archive_dir=str(archive_dir), aeron_dir=str(aeron_dir), threading_mode="INVOKER",
        control_channel="aeron:udp?endpoint=localhost:notaport",
    )
    with pytest.raises(AgentStartError, match=r"archive-conductor failed to start: .*notaport") as failure:
        Archive.launch(ctx)
    assert "aeron.archive.control.channel=" in str(failure.value.cause)  # the cause names the setting
    assert not archive_dir.exists()
    assert len(connected) == 1 and connected[0].is_closed


def test_a_failed_launch_leaves_a_given_client_open(tmp_path: Path, aeron_dir: Path) -> None:
    archive_dir = tmp_path / "archive"
    _torn_catalog(archive_dir)
    with Aeron.connect(ClientContext(aeron_dir=str(aeron_dir))) as aeron:
        with pytest.raises(CorruptFileError):
            Archive.launch(Context(archive_dir=str(archive_dir), aeron=aeron))
        assert not aeron.is_closed
        assert aeron.next_correlation_id() > 0  # still usable
    with ArchiveMarkFile.open(archive_dir) as mark:
        assert mark.activity_timestamp == -1


def test_a_bad_setting_fails_before_anything_is_created(tmp_path: Path, connected: list[Aeron]) -> None:
    archive_dir = tmp_path / "archive"
    refused = r"^aeron\.archive\.max\.concurrent\.replays=0: must be > 0$"
    with pytest.raises(ConfigurationError, match=refused):
        Archive.launch(Context(archive_dir=str(archive_dir), max_concurrent_replays=0))
    assert connected == [] and not archive_dir.exists()
