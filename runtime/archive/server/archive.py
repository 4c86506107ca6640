"""``Archive``: the archive server (conductor, recorder, replayer) on an Aeron client, and its ``Context``.

Mirrors aeron-archive/src/main/java/io/aeron/archive/Archive.java at 1.51.0: settings default to Aeron's
values and may come from Aeron's property names (``-Daeron.archive.dir=...``) or ``AERON_ARCHIVE_*``
environment variables. ``Archive.launch(ctx)`` claims the directory with ``archive-mark.dat`` (a second
archive on a live directory is refused), opens the catalog, recovers recordings a crash left active, and
starts the agents. All agents share one thread (SHARED); DEDICATED is accepted and runs them on that
same thread too, INVOKER lets the caller step them with ``archive.invoker.invoke()``.
"""

from __future__ import annotations

import os
from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any

from aeronkit import config
from aeronkit.agent import AgentInvoker, AgentRunner, CompositeAgent
from aeronkit.archive.catalog import Catalog
from aeronkit.archive.checksum import Checksum, checksum_for
from aeronkit.archive.mark_file import ArchiveMarkFile
from aeronkit.archive.protocol import (  # noqa: F401 - re-exported where they were first defined
    PROTOCOL_MAJOR_VERSION,
    PROTOCOL_MINOR_VERSION,
    PROTOCOL_PATCH_VERSION,
    PROTOCOL_SEMANTIC_VERSION,
)
from aeronkit.archive.segment import DEFAULT_SEGMENT_LENGTH, check_segment_length
from aeronkit.archive.server.archive_conductor import ArchiveConductor
from aeronkit.archive.server.authenticator import Authenticator, SessionProxy  # noqa: F401 - re-exported
from aeronkit.client import Aeron
from aeronkit.client import Context as AeronContext
from aeronkit.errors import ConfigurationError
from aeronkit.idle import BackoffIdleStrategy, IdleStrategy

LOCAL_CONTROL_CHANNEL_DEFAULT = "aeron:ipc?term-length=64k"
CONTROL_STREAM_ID_DEFAULT = 10
LOCAL_CONTROL_STREAM_ID_DEFAULT = 10
RECORDING_EVENTS_CHANNEL_DEFAULT = "aeron:udp?control-mode=dynamic|control=localhost:8030"
RECORDING_EVENTS_STREAM_ID_DEFAULT = 30
MAX_CONCURRENT_RECORDINGS_DEFAULT = 20
MAX_CONCURRENT_REPLAYS_DEFAULT = 20
CONNECT_TIMEOUT_MS_DEFAULT = 5_000
SESSION_LIVENESS_CHECK_INTERVAL_MS_DEFAULT = 1_000
FILE_IO_MAX_LENGTH_DEFAULT = 1024 * 1024
REPLAY_LINGER_NS_DEFAULT = 5_000_000_000
LOW_STORAGE_SPACE_THRESHOLD_DEFAULT = 128 * 1024 * 1024
THREADING_MODES = ("SHARED", "DEDICATED", "INVOKER")


def _threading_mode(value: str) -> str:
    mode = value.strip().upper()
    if mode not in THREADING_MODES:
        raise ConfigurationError(f"aeron.archive.threading.mode={value}: must be one of {THREADING_MODES}")
    return mode


@dataclass
class Context:
    """Archive settings; ``None`` means the Aeron property / environment variable, else Aeron's default."""

    archive_dir: str | None = None
    aeron_dir: str | None = None
    control_channel: str | None = None
    control_stream_id: int | None = None
    control_channel_enabled: bool | None = None
    local_control_channel: str | None = None
    local_control_stream_id: int | None = None
    recording_events_enabled: bool | None = None
    recording_events_channel: str | None = None
    recording_events_stream_id: int | None = None
    segment_file_length: int | None = None
    file_sync_level: int | None = None
    catalog_file_sync_level: int | None = None
    threading_mode: str | None = None
    max_concurrent_recordings: int | None = None
    max_concurrent_replays: int | None = None
    record_checksum: str | None = None
    replay_checksum: str | None = None
    archive_id: int | None = None
    connect_timeout_ms: int | None = None
    session_liveness_check_interval_ms: int | None = None
    file_io_max_length: int | None = None
    replay_linger_ns: int | None = None
    delete_archive_on_start: bool | None = None
    replication_channel: str | None = None
    low_storage_space_threshold: int | None = None
    authenticator: Authenticator | None = None
    idle_strategy: IdleStrategy | None = None
    epoch_clock: Callable[[], int] | None = None
    error_handler: Callable[[BaseException], None] | None = None
    aeron: Any = None
    _record_checksum: Checksum | None = field(default=None, repr=False)
    _replay_checksum: Checksum | None = field(default=None, repr=False)
    _concluded: bool = field(default=False, repr=False)

    def conclude(self) -> Context:
        """Fill defaults from properties and validate; every message names the setting."""
        if self._concluded:
            return self
        if self.archive_dir is None:
            self.archive_dir = config.get_str("aeron.archive.dir", "aeron-archive")
        if self.control_channel is None:
            self.control_channel = config.lookup("aeron.archive.control.channel")
        if self.control_stream_id is None:
            self.control_stream_id = _int("aeron.archive.control.stream.id", CONTROL_STREAM_ID_DEFAULT)
        if self.control_channel_enabled is None:
            self.control_channel_enabled = config.get_bool("aeron.archive.control.channel.enabled", True)
        if self.local_control_channel is None:
            self.local_control_channel = config.get_str(
                "aeron.archive.local.control.channel", LOCAL_CONTROL_CHANNEL_DEFAULT
            )
        if self.local_control_stream_id is None:
            self.local_control_stream_id = _int(
                "aeron.archive.local.control.stream.id", LOCAL_CONTROL_STREAM_ID_DEFAULT
            )
        if self.recording_events_enabled is None:
            self.recording_events_enabled = config.get_bool("aeron.archive.recording.events.enabled", False)
        if self.recording_events_channel is None:
            self.recording_events_channel = config.get_str(
                "aeron.archive.recording.events.channel", RECORDING_EVENTS_CHANNEL_DEFAULT
            )
        if self.recording_events_stream_id is None:
            self.recording_events_stream_id = _int(
                "aeron.archive.recording.events.stream.id", RECORDING_EVENTS_STREAM_ID_DEFAULT
            )
        if self.segment_file_length is None:
            self.segment_file_length = config.get_size(
                "aeron.archive.segment.file.length", DEFAULT_SEGMENT_LENGTH
            )
        check_segment_length(self.segment_file_length)
        if self.file_sync_level is None:
            self.file_sync_level = _int("aeron.archive.file.sync.level", 0)
        if self.catalog_file_sync_level is None:
            self.catalog_file_sync_level = _int("aeron.archive.catalog.file.sync.level", self.file_sync_level)
        for name, level in (
            ("aeron.archive.file.sync.level", self.file_sync_level),
            ("aeron.archive.catalog.file.sync.level", self.catalog_file_sync_level),
        ):
            if level not in (0, 1, 2):
                raise ConfigurationError(
                    f"{name}={level}: must be 0 (none), 1 (data) or 2 (data and metadata)"
                )
        self.threading_mode = _threading_mode(
            self.threading_mode or config.get_str("aeron.archive.threading.mode", "SHARED")
        )
        if self.max_concurrent_recordings is None:
            self.max_concurrent_recordings = _int(
                "aeron.archive.max.concurrent.recordings", MAX_CONCURRENT_RECORDINGS_DEFAULT
            )
        if self.max_concurrent_replays is None:
            self.max_concurrent_replays = _int(
                "aeron.archive.max.concurrent.replays", MAX_CONCURRENT_REPLAYS_DEFAULT
            )
        for name, value in (
            ("aeron.archive.max.concurrent.recordings", self.max_concurrent_recordings),
            ("aeron.archive.max.concurrent.replays", self.max_concurrent_replays),
        ):
            if value <= 0:
                raise ConfigurationError(f"{name}={value}: must be positive")
        if self.record_checksum is None:
            self.record_checksum = config.lookup("aeron.archive.record.checksum")
        if self.replay_checksum is None:
            self.replay_checksum = config.lookup("aeron.archive.replay.checksum")
        self._record_checksum = _checksum("aeron.archive.record.checksum", self.record_checksum)
        self._replay_checksum = _checksum("aeron.archive.replay.checksum", self.replay_checksum)
        if self.archive_id is None:
            self.archive_id = _int("aeron.archive.id", -1)
        if self.connect_timeout_ms is None:
            self.connect_timeout_ms = (
                config.get_duration_ns(
                    "aeron.archive.connect.timeout", CONNECT_TIMEOUT_MS_DEFAULT * 1_000_000
                )
                // 1_000_000
            )
        if self.session_liveness_check_interval_ms is None:
            self.session_liveness_check_interval_ms = (
                config.get_duration_ns(
                    "aeron.archive.session.liveness.check.interval",
                    SESSION_LIVENESS_CHECK_INTERVAL_MS_DEFAULT * 1_000_000,
                )
                // 1_000_000
            )
        if self.file_io_max_length is None:
            self.file_io_max_length = config.get_size(
                "aeron.archive.file.io.max.length", FILE_IO_MAX_LENGTH_DEFAULT
            )
        if self.replay_linger_ns is None:
            self.replay_linger_ns = config.get_duration_ns(
                "aeron.archive.replay.linger.timeout", REPLAY_LINGER_NS_DEFAULT
            )
        if self.delete_archive_on_start is None:
            self.delete_archive_on_start = config.get_bool("aeron.archive.dir.delete.on.start", False)
        if self.low_storage_space_threshold is None:
            self.low_storage_space_threshold = config.get_size(
                "aeron.archive.low.storage.space.threshold", LOW_STORAGE_SPACE_THRESHOLD_DEFAULT
            )
        if self.low_storage_space_threshold < 0:
            raise ConfigurationError(
                f"aeron.archive.low.storage.space.threshold={self.low_storage_space_threshold}: must be >= 0"
            )
        if self.replication_channel is None:
            self.replication_channel = config.lookup("aeron.archive.replication.channel")
        if self.authenticator is None:
            self.authenticator = Authenticator()
        if self.idle_strategy is None:
            self.idle_strategy = BackoffIdleStrategy(max_park_ns=1_000_000)
        if self.epoch_clock is None:
            from aeronkit.clock import SystemEpochClock

            self.epoch_clock = SystemEpochClock().time_ms
        if self.error_handler is None:
            self.error_handler = _print_error
        self._concluded = True
        return self

    @property
    def record_checksum_impl(self) -> Checksum | None:
        return self._record_checksum

    @property
    def replay_checksum_impl(self) -> Checksum | None:
        return self._replay_checksum


def _print_error(error: BaseException) -> None:
    import sys
    import traceback

    traceback.print_exception(error, file=sys.stderr)


def _int(prop: str, default: int) -> int:
    text = config.lookup(prop)
    if text is None:
        return default
    try:
        return int(text)
    except ValueError:
        raise ConfigurationError(f"{prop}={text!r} is not an integer") from None


def _checksum(prop: str, name: str | None) -> Checksum | None:
    if not name:
        return None
    try:
        return checksum_for(name)
    except (ConfigurationError, ValueError, KeyError) as exc:
        raise ConfigurationError(f"{prop}={name}: {exc}") from None


class Archive:
    """A running archive. ``Archive.launch(ctx)``; close it (or use ``with``) to stop and release the dir."""

    def __init__(
        self,
        ctx: Context,
        aeron: Any,
        owns_aeron: bool,
        mark_file: ArchiveMarkFile,
        catalog: Catalog,
        conductor: ArchiveConductor,
    ) -> None:
        self.context = ctx
        self.aeron = aeron
        self._owns_aeron = owns_aeron
        self.mark_file = mark_file
        self.catalog = catalog
        self.conductor = conductor
        self._runner: AgentRunner | None = None
        self.invoker: AgentInvoker | None = None
        self._closed = False

    @classmethod
    def launch(cls, ctx: Context | None = None) -> Archive:
        ctx = (ctx or Context()).conclude()
        assert ctx.archive_dir is not None and ctx.epoch_clock is not None
        archive_dir = ctx.archive_dir
        if ctx.delete_archive_on_start and os.path.isdir(archive_dir):
            _delete_dir_contents(archive_dir)
        os.makedirs(archive_dir, exist_ok=True)
        owns_aeron = ctx.aeron is None
        aeron = ctx.aeron or Aeron.connect(AeronContext(aeron_dir=ctx.aeron_dir))
        try:
            if ctx.archive_id == -1:
                ctx.archive_id = aeron.client_id
            mark_file = ArchiveMarkFile.create(
                archive_dir,
                control_channel=ctx.control_channel if ctx.control_channel_enabled else None,
                local_control_channel=ctx.local_control_channel or LOCAL_CONTROL_CHANNEL_DEFAULT,
                events_channel=ctx.recording_events_channel if ctx.recording_events_enabled else None,
                aeron_directory=str(aeron.context.aeron_dir),
                control_stream_id=ctx.control_stream_id or CONTROL_STREAM_ID_DEFAULT,
                local_control_stream_id=ctx.local_control_stream_id or LOCAL_CONTROL_STREAM_ID_DEFAULT,
                events_stream_id=ctx.recording_events_stream_id or RECORDING_EVENTS_STREAM_ID_DEFAULT,
                archive_id=ctx.archive_id or 0,
                epoch_clock=ctx.epoch_clock,
            )
        except BaseException:
            if owns_aeron:
                aeron.close()
            raise
        try:
            catalog = Catalog(
                archive_dir, create=True, checksum=ctx.record_checksum_impl, epoch_clock=ctx.epoch_clock
            )
            conductor = ArchiveConductor(ctx, aeron, catalog, mark_file)
        except BaseException:
            mark_file.close()
            if owns_aeron:
                aeron.close()
            raise
        archive = cls(ctx, aeron, owns_aeron, mark_file, catalog, conductor)
        agent = CompositeAgent(conductor, conductor.recorder, conductor.replayer)
        assert ctx.error_handler is not None and ctx.idle_strategy is not None
        try:
            if ctx.threading_mode == "INVOKER":
                archive.invoker = AgentInvoker(agent, ctx.error_handler)
                archive.invoker.start()
            else:
                archive._runner = AgentRunner(agent, ctx.idle_strategy, ctx.error_handler).start()
        except BaseException:
            archive.close()
            raise
        mark_file.signal_ready(ctx.epoch_clock())
        return archive

    @property
    def is_closed(self) -> bool:
        return self._closed

    def close(self) -> None:
        """Stop the agents (recordings stop, replays end), then mark the directory free for a successor."""
        if self._closed:
            return
        self._closed = True
        try:
            if self._runner is not None:
                self._runner.close()
            if self.invoker is not None:
                self.invoker.close()
        finally:
            try:
                self.catalog.close()
            finally:
                self.mark_file.signal_terminated()
                self.mark_file.close()
                if self._owns_aeron:
                    self.aeron.close()

    def __enter__(self) -> Archive:
        return self

    def __exit__(self, *exc: object) -> None:
        self.close()


def _delete_dir_contents(path: str) -> None:
    import shutil

    for name in os.listdir(path):
        target = os.path.join(path, name)
        if os.path.isdir(target) and not os.path.islink(target):
            shutil.rmtree(target)
        else:
            os.unlink(target)
