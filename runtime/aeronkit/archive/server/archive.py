"""``Archive``: the archive server (conductor, recorder, replayer) on an Aeron client, and its ``Context``.

Mirrors aeron-archive/src/main/java/io/aeron/archive/Archive.java at 1.51.0: settings default to Aeron's
values and may come from Aeron's property names (``-Daeron.archive.dir=...``) or ``AERON_ARCHIVE_*``
environment variables. ``Archive.launch(ctx)`` claims the directory with ``archive-mark.dat`` (a second
archive on a live directory is refused), opens the catalog, recovers recordings a crash left active, and
starts the agents. All agents share one thread: DEDICATED (Aeron's default) and SHARED both run them on
one thread here, INVOKER lets the caller step them with ``archive.invoker.invoke()``.
"""

from __future__ import annotations

import logging
import os
import shutil
from collections.abc import Callable
from typing import Any

from aeronkit.agent import AgentInvoker, AgentRunner, CompositeAgent
from aeronkit.archive.catalog import Catalog
from aeronkit.archive.checksum import Checksum, checksum_for
from aeronkit.archive.mark_file import ERROR_BUFFER_LENGTH_DEFAULT, ArchiveMarkFile
from aeronkit.archive.protocol import (  # noqa: F401 - re-exported where they were first defined
    PROTOCOL_MAJOR_VERSION,
    PROTOCOL_MINOR_VERSION,
    PROTOCOL_PATCH_VERSION,
    PROTOCOL_SEMANTIC_VERSION,
)
from aeronkit.archive.segment import DEFAULT_SEGMENT_LENGTH, MIN_SEGMENT_LENGTH, check_segment_length
from aeronkit.archive.server.archive_conductor import ArchiveConductor
from aeronkit.archive.server.authenticator import Authenticator, SessionProxy  # noqa: F401 - re-exported
from aeronkit.archive.settings import (
    CONTROL_CHANNEL,
    CONTROL_STREAM_ID,
    LOCAL_CONTROL_CHANNEL,
    LOCAL_CONTROL_STREAM_ID,
    RECORDING_EVENTS_CHANNEL,
    RECORDING_EVENTS_STREAM_ID,
)
from aeronkit.client import Aeron
from aeronkit.client import Context as AeronContext
from aeronkit.clock import SystemEpochClock
from aeronkit.common_settings import AERON_DIR
from aeronkit.constants import NULL_VALUE
from aeronkit.context import Context as BaseContext
from aeronkit.context import (
    Setting,
    check_not_negative,
    check_positive,
    check_power_of_two,
    invalid,
    parse_bool,
    parse_duration_ns,
    parse_int,
    parse_size,
    parse_str,
)
from aeronkit.driver.configuration import IPC_CHANNEL
from aeronkit.errors import ConfigurationError
from aeronkit.idle import BackoffIdleStrategy, IdleStrategy
from aeronkit.log import ARCHIVE

THREADING_MODES = ("SHARED", "DEDICATED", "INVOKER")


def _threading_mode(prop: str, text: str) -> str:
    mode = text.strip().upper()
    if mode not in THREADING_MODES:
        raise invalid(prop, text, f"must be one of {', '.join(THREADING_MODES)}")
    return mode


def _duration_ms(prop: str, text: str) -> int:
    """A duration property (a bare number is nanoseconds, as Aeron's getDurationInNanos reads it) held in
    milliseconds."""
    return parse_duration_ns(prop, text) // 1_000_000


def _ms(value: int) -> str:
    return f"{value}ms"


LOG = logging.getLogger(ARCHIVE)


def _log_error(error: BaseException) -> None:
    """The default error handler: the ``aeronkit.archive`` logger, with the traceback."""
    LOG.error("archive error: %s", error, exc_info=error)


SETTINGS: tuple[Setting[Any], ...] = (
    Setting("archive_dir", "aeron.archive.dir", "aeron-archive", parse_str,
            "directory of the catalog, the segment files and archive-mark.dat"),
    AERON_DIR,
    CONTROL_CHANNEL,
    CONTROL_STREAM_ID,
    Setting("control_channel_enabled", "aeron.archive.control.channel.enabled", True, parse_bool,
            "listen on aeron.archive.control.channel (when it is set) besides the local control channel"),
    LOCAL_CONTROL_CHANNEL,
    LOCAL_CONTROL_STREAM_ID,
    Setting("recording_events_enabled", "aeron.archive.recording.events.enabled", False, parse_bool,
            "publish recording events on aeron.archive.recording.events.channel"),
    RECORDING_EVENTS_CHANNEL,
    RECORDING_EVENTS_STREAM_ID,
    Setting("segment_file_length", "aeron.archive.segment.file.length", DEFAULT_SEGMENT_LENGTH, parse_size,
            "length of a recording's segment files (power of two, 64 KiB .. 1 GiB)"),
    Setting("file_sync_level", "aeron.archive.file.sync.level", 0, parse_int,
            "0: no sync, 1: sync data, 2: sync data and metadata of segment files"),
    Setting("catalog_file_sync_level", "aeron.archive.catalog.file.sync.level", None, parse_int,
            "sync level of the catalog (0, 1, 2); at least aeron.archive.file.sync.level, which it "
            "defaults to"),
    Setting("threading_mode", "aeron.archive.threading.mode", "DEDICATED", _threading_mode,
            "SHARED, DEDICATED (both run the agents on one thread here) or INVOKER"),
    Setting("max_concurrent_recordings", "aeron.archive.max.concurrent.recordings", 20, parse_int,
            "recordings active at once"),
    Setting("max_concurrent_replays", "aeron.archive.max.concurrent.replays", 20, parse_int,
            "replays active at once"),
    Setting("record_checksum", "aeron.archive.record.checksum", None, parse_str,
            "checksum stamped into recorded frames: crc32, crc32c or Aeron's class names"),
    Setting("replay_checksum", "aeron.archive.replay.checksum", None, parse_str,
            "checksum verified on replayed frames: crc32, crc32c or Aeron's class names"),
    Setting("archive_id", "aeron.archive.id", NULL_VALUE, parse_int,
            "id of this archive; -1: the id of its Aeron client"),
    Setting("connect_timeout_ms", "aeron.archive.connect.timeout", 5_000, _duration_ms,
            "a control session not connected within this is closed", _ms),
    Setting("session_liveness_check_interval_ms", "aeron.archive.session.liveness.check.interval", 1_000,
            _duration_ms, "how often control sessions are checked for liveness", _ms),
    Setting("file_io_max_length", "aeron.archive.file.io.max.length", 1024 * 1024, parse_size,
            "largest block read from or written to a segment file at once (power of two >= 64 KiB)"),
    Setting("replay_linger_ns", "aeron.archive.replay.linger.timeout", 5_000_000_000, parse_duration_ns,
            "linger of a replay publication after the replay ends"),
    Setting("delete_archive_on_start", "aeron.archive.dir.delete.on.start", False, parse_bool,
            "empty the archive directory at launch"),
    Setting("replication_channel", "aeron.archive.replication.channel", None, parse_str,
            "channel replications receive the source archive's replay on"),
    Setting("low_storage_space_threshold", "aeron.archive.low.storage.space.threshold",
            128 * 1024 * 1024, parse_size, "new recordings are refused at or below this much free space"),
    Setting("error_buffer_length", "aeron.archive.error.buffer.length", ERROR_BUFFER_LENGTH_DEFAULT,
            parse_size, "length of the error log in archive-mark.dat (at least 1 MiB)"),
    Setting("authenticator", None, Authenticator, None, "admits, challenges or rejects control sessions"),
    Setting("idle_strategy", None, lambda: BackoffIdleStrategy(max_park_ns=1_000_000), None,
            "idle strategy of the archive's agent thread"),
    Setting("epoch_clock", None, lambda: SystemEpochClock().time_ms, None, "wall-clock milliseconds"),
    Setting("error_handler", None, lambda: _log_error, None, "where agent errors go"),
    Setting("aeron", None, None, None, "a connected Aeron client to share (else launch connects one)"),
)


class Context(BaseContext):
    """Archive settings (Archive.Context): keyword > ``aeron.archive.*`` property > environment > default.

    ``conclude()`` (which ``Archive.launch`` runs on an open context) checks every value and resolves the
    checksums; it creates nothing. ``Archive.launch`` creates the directory, the Aeron client (unless
    ``aeron`` is given), the mark file and the catalog on its own copy of the context, and releases them
    in reverse order if the launch fails or when the archive closes.
    """

    COMPONENT = "archive"
    SETTINGS = SETTINGS

    archive_dir: str
    aeron_dir: str
    control_channel: str | None
    control_stream_id: int
    control_channel_enabled: bool
    local_control_channel: str
    local_control_stream_id: int
    recording_events_enabled: bool
    recording_events_channel: str | None
    recording_events_stream_id: int
    segment_file_length: int
    file_sync_level: int
    catalog_file_sync_level: int
    threading_mode: str
    max_concurrent_recordings: int
    max_concurrent_replays: int
    record_checksum: str | None
    replay_checksum: str | None
    archive_id: int
    connect_timeout_ms: int
    session_liveness_check_interval_ms: int
    file_io_max_length: int
    replay_linger_ns: int
    delete_archive_on_start: bool
    replication_channel: str | None
    low_storage_space_threshold: int
    error_buffer_length: int
    authenticator: Authenticator
    idle_strategy: IdleStrategy
    epoch_clock: Callable[[], int]
    error_handler: Callable[[BaseException], None]
    aeron: Aeron | None

    _record_checksum: Checksum | None = None
    _replay_checksum: Checksum | None = None

    def _conclude(self) -> None:
        """Archive.Context.conclude's checks, each naming its property."""
        self._derive("archive_dir", str(self.archive_dir))
        self._derive("aeron_dir", str(self.aeron_dir))
        self._derive("threading_mode", _threading_mode(self.name_of("threading_mode"), self.threading_mode))
        check_segment_length(self.segment_file_length, self.name_of("segment_file_length"))
        if self.catalog_file_sync_level is None:
            self._derive("catalog_file_sync_level", self.file_sync_level)
        for attr in ("file_sync_level", "catalog_file_sync_level"):
            if getattr(self, attr) not in (0, 1, 2):
                raise invalid(self.name_of(attr), getattr(self, attr),
                              "must be 0 (none), 1 (data) or 2 (data and metadata)")
        if self.catalog_file_sync_level < self.file_sync_level:
            raise invalid(self.name_of("catalog_file_sync_level"), self.catalog_file_sync_level,
                          f"must be >= {self.name_of('file_sync_level')}={self.file_sync_level}")
        for attr in ("max_concurrent_recordings", "max_concurrent_replays", "connect_timeout_ms",
                     "session_liveness_check_interval_ms"):
            check_positive(self.name_of(attr), getattr(self, attr))
        check_not_negative(self.name_of("low_storage_space_threshold"), self.low_storage_space_threshold)
        check_power_of_two(self.name_of("file_io_max_length"), self.file_io_max_length)
        if self.file_io_max_length < MIN_SEGMENT_LENGTH:
            raise invalid(self.name_of("file_io_max_length"), self.file_io_max_length,
                          f"must be >= {MIN_SEGMENT_LENGTH}")
        if self.error_buffer_length < ERROR_BUFFER_LENGTH_DEFAULT:
            raise invalid(self.name_of("error_buffer_length"), self.error_buffer_length,
                          f"must be >= {ERROR_BUFFER_LENGTH_DEFAULT}")
        if not self.local_control_channel.startswith(IPC_CHANNEL):
            raise invalid(self.name_of("local_control_channel"), self.local_control_channel,
                          f"must be an {IPC_CHANNEL} channel")
        if self.recording_events_enabled and not self.recording_events_channel:
            raise invalid(self.name_of("recording_events_channel"), self.recording_events_channel,
                          f"must be set when {self.name_of('recording_events_enabled')}=true")
        self._record_checksum = _checksum(self.name_of("record_checksum"), self.record_checksum)
        self._replay_checksum = _checksum(self.name_of("replay_checksum"), self.replay_checksum)

    @property
    def record_checksum_impl(self) -> Checksum | None:
        return self._record_checksum

    @property
    def replay_checksum_impl(self) -> Checksum | None:
        return self._replay_checksum


def _checksum(prop: str, name: str | None) -> Checksum | None:
    if not name:
        return None
    try:
        return checksum_for(name)
    except (ConfigurationError, ValueError, KeyError):
        raise invalid(prop, name, "must be crc32, crc32c or one of Aeron's checksum class names") from None


class Archive:
    """A running archive. ``Archive.launch(ctx)``; close it (or use ``with``) to stop and release the dir."""

    def __init__(
        self,
        ctx: Context,
        aeron: Aeron,
        mark_file: ArchiveMarkFile,
        catalog: Catalog,
        conductor: ArchiveConductor,
    ) -> None:
        self.context = ctx
        self.aeron = aeron
        self.mark_file = mark_file
        self.catalog = catalog
        self.conductor = conductor
        self._runner: AgentRunner | None = None
        self.invoker: AgentInvoker | None = None
        self._closed = False

    @classmethod
    def launch(cls, ctx: Context | None = None) -> Archive:
        """Start an archive. The given context is concluded if still open (so a bad setting fails before
        anything is created) and is not changed: the archive runs on a copy, ``archive.context``.

        What the launch creates (the Aeron client unless ``aeron`` was given, the mark file, the catalog)
        is registered on that copy and released newest first if the launch fails or when the archive
        closes; the mark file is marked terminated, so the directory is free for the next archive at once.
        A directory the failed launch created is removed again.
        """
        given = (ctx or Context()).ensure_concluded()
        run = given.copy()
        created_dir = not os.path.isdir(run.archive_dir)
        try:
            return cls._start(run)
        except BaseException:
            run.release()
            if created_dir:
                shutil.rmtree(run.archive_dir, ignore_errors=True)
            raise

    @classmethod
    def _start(cls, ctx: Context) -> Archive:
        archive_dir = ctx.archive_dir
        if ctx.delete_archive_on_start and os.path.isdir(archive_dir):
            _delete_dir_contents(archive_dir)
        os.makedirs(archive_dir, exist_ok=True)
        if ctx.aeron is None:
            ctx.aeron = Aeron.connect(AeronContext(aeron_dir=ctx.aeron_dir))
            ctx.on_release(ctx.aeron.close)
        aeron = ctx.aeron
        if ctx.archive_id == NULL_VALUE:
            ctx.archive_id = aeron.client_id  # Archive.Context.concludeArchiveId
        ctx.conclude()
        mark_file = ArchiveMarkFile.create(
            archive_dir,
            control_channel=ctx.control_channel if ctx.control_channel_enabled else None,
            local_control_channel=ctx.local_control_channel,
            events_channel=ctx.recording_events_channel if ctx.recording_events_enabled else None,
            aeron_directory=str(aeron.context.aeron_dir),
            control_stream_id=ctx.control_stream_id,
            local_control_stream_id=ctx.local_control_stream_id,
            events_stream_id=ctx.recording_events_stream_id,
            error_buffer_length=ctx.error_buffer_length,
            archive_id=ctx.archive_id,
            epoch_clock=ctx.epoch_clock,
        )
        ctx.on_release(lambda: _release_mark_file(mark_file))
        catalog = Catalog(
            archive_dir, create=True, checksum=ctx.record_checksum_impl, epoch_clock=ctx.epoch_clock
        )
        ctx.on_release(catalog.close)
        conductor = ArchiveConductor(ctx, aeron, catalog, mark_file)
        archive = cls(ctx, aeron, mark_file, catalog, conductor)
        agent = CompositeAgent(conductor, conductor.recorder, conductor.replayer)
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
        LOG.info("archive %d started in %s (threading mode %s)",
                 ctx.archive_id, archive_dir, ctx.threading_mode)
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
            self.context.release()  # catalog, then mark file (terminated), then an owned Aeron client
            LOG.info("archive in %s closed", self.context.archive_dir)

    def __enter__(self) -> Archive:
        return self

    def __exit__(self, *exc: object) -> None:
        self.close()


def _release_mark_file(mark_file: ArchiveMarkFile) -> None:
    """An orderly end or a failed start alike: timestamp -1 lets the next archive take the directory at
    once (Archive's constructor signals a failed start the same way)."""
    try:
        mark_file.signal_terminated()
    finally:
        mark_file.close()


def _delete_dir_contents(path: str) -> None:
    for name in os.listdir(path):
        target = os.path.join(path, name)
        if os.path.isdir(target) and not os.path.islink(target):
            shutil.rmtree(target)
        else:
            os.unlink(target)
