"""`spark.readStream.format("aeron-archive")`: follow recordings while the archive is still writing them.

A micro-batch is a stretch of stream positions per recording. The offset is a JSON dict
``{"<recording_id>": position, ...}`` over the recordings the options select; every position in it is a
message boundary, so a micro-batch reads ``[start, end)`` of each recording with the batch SliceReader and
no message is cut in two. For an active recording the end is the position just after the last *complete*
message on disk (a fragmented message still being written stays for a later micro-batch); for a stopped
recording it is the stop position. Finding that boundary walks at most the last term of the recording:
Aeron never lets a message cross a term boundary (the publication pads to the term's end first), so the
start of the term holding the last frame on disk is always a boundary.

Everything else is the batch source's: options (plus ``startingPosition``), columns, layouts, modes and
partition packing. docs/spark.md, section "Streaming".
"""

from __future__ import annotations

from collections.abc import Iterator, Mapping, Sequence
from dataclasses import dataclass, replace
from typing import Any

from pyspark.sql.datasource import DataSourceStreamReader, InputPartition
from pyspark.sql.types import StructType

from aeronkit.archive.archive_directory import RecordingInfo
from aeronkit.archive.fragment_walker import Malformed, SegmentSlice, walk
from aeronkit.archive.segment import parse_segment_file_name
from aeronkit.errors import ConfigurationError
from aeronkit.logbuffer import descriptor
from aeronkit.logbuffer.descriptor import HEADER_LENGTH
from aeronkit.spark.datasource import AeronArchiveReader, SlicePartition
from aeronkit.spark.planning import plan_slices, select_recordings
from aeronkit.spark.read_options import FORMAT, ReadOptions

try:  # pyspark >= 4.2 (older versions have no such interface)
    from pyspark.sql.streaming.datasource import SupportsTriggerAvailableNow
except ImportError:  # pragma: no cover - depends on the installed pyspark
    SupportsTriggerAvailableNow = object  # type: ignore[assignment,misc]  # stand-in base

STREAM_OPTION_NAMES = ("startingPosition",)
EARLIEST = "earliest"
LATEST = "latest"
Offset = dict[str, int]


@dataclass(frozen=True)
class StreamOptions:
    """The options only a streaming read has; the rest are the batch ReadOptions."""

    starting_position: str = EARLIEST


def without_stream_options(options: Mapping[str, str]) -> dict[str, str]:
    """The options minus the streaming-only ones, for parsing as batch ReadOptions (schema inference)."""
    streaming = {name.lower() for name in STREAM_OPTION_NAMES}
    return {str(k): str(v) for k, v in options.items() if str(k).lower() not in streaming}


def parse_stream_options(options: Mapping[str, str]) -> tuple[ReadOptions, StreamOptions]:
    """Spark's option strings split into batch ReadOptions and StreamOptions; bad values name the option."""
    starting = EARLIEST
    for key, value in options.items():
        if str(key).lower() == "startingposition":
            starting = str(value).strip().lower() or EARLIEST
    if starting not in (EARLIEST, LATEST):
        raise ConfigurationError(
            f"{FORMAT}: option 'startingPosition' is {starting!r}; one of {EARLIEST}, {LATEST}"
        )
    return ReadOptions.parse(without_stream_options(options)), StreamOptions(starting)


def message_boundary(archive_dir: str, info: RecordingInfo, scan_from: int | None = None) -> int:
    """The position just after the last complete message of the recording on disk.

    A stopped recording ends at its stop position. An active one may end inside a fragmented message that
    is still being written; the walker drops such a message, and starting the next micro-batch after the
    last frame on disk would then skip its continuation fragments and lose it. So the boundary is the end
    of the last message the walker completes. The walk starts at ``scan_from`` (a known boundary, such as
    the previous micro-batch's end) or at the base of the highest segment file, whichever is later: a
    message never crosses a term boundary, so neither can it cross a segment file boundary. It ends at the
    first zero frame length, so a poll costs only what was written since the last one. A damaged stretch
    counts as consumed (the read reports it per mode) so damage cannot stall a query.
    """
    start = info.start_position
    if not info.active:
        return max(start, info.stop_position)
    bases = [parsed[1] for parsed in map(parse_segment_file_name, info.segment_files) if parsed is not None]
    if not bases:
        return max(start, scan_from or start)
    highest = max(bases)
    lo = max(start, highest)
    if scan_from is not None and scan_from > lo and scan_from % HEADER_LENGTH == 0:
        lo = scan_from
    end = highest + info.segment_length
    if lo >= end:
        return lo
    window = SegmentSlice(
        recording_id=info.recording_id,
        start_position=lo,
        stop_position=end,
        term_length=info.term_length,
        segment_length=info.segment_length,
        initial_term_id=info.initial_term_id,
        stream_id=info.stream_id,
        session_id=info.session_id,
        recording_stop_position=end,
        recording_start_position=start,
        active=True,
    )
    max_payload = info.mtu_length - HEADER_LENGTH
    boundary = lo
    for item in walk(archive_dir, window):
        if isinstance(item, Malformed):
            boundary = max(boundary, item.position + item.length)
        elif item.count:
            position, length = int(item.position[-1]), int(item.length[-1])
            boundary = max(boundary, position + descriptor.framed_length(length, max_payload))
    return min(boundary, end)


def _offset_value(offset: Mapping[str, Any] | None, recording_id: int) -> int | None:
    if not offset:
        return None
    value = offset.get(str(recording_id))
    return value if isinstance(value, int) and not isinstance(value, bool) else None


class AeronArchiveStreamReader(DataSourceStreamReader, SupportsTriggerAvailableNow):
    """Offsets, planning and reading of a streaming query; ``read`` is the batch source's reader.

    Lives on the driver for the whole query (its Python worker keeps it), so it remembers the last
    boundary per recording and rescans only what was written since. Pickles to executors with plain data.
    """

    def __init__(self, opts: ReadOptions, stream_opts: StreamOptions, schema: StructType) -> None:
        self.opts = opts
        self.stream_opts = stream_opts
        self._reader = AeronArchiveReader(opts, schema)  # checks the schema against the layout
        self._boundaries: dict[int, int] = {}
        self._available_now: Offset | None = None

    def _infos(self) -> list[RecordingInfo]:
        return select_recordings(self.opts, recover_active_stop=False)

    def _boundary(self, info: RecordingInfo, known: int | None) -> int:
        cached = self._boundaries.get(info.recording_id)
        scan_from = max(v for v in (known, cached, info.start_position) if v is not None)
        value = message_boundary(self.opts.path, info, scan_from)
        self._boundaries[info.recording_id] = value
        return value

    def _latest(self, start: Mapping[str, Any] | None) -> Offset:
        offset: Offset = {}
        for rid, value in (start or {}).items():  # recordings gone from the catalog keep their offset
            if isinstance(value, int):
                offset[str(rid)] = value
        for info in self._infos():
            known = _offset_value(start, info.recording_id)
            boundary = self._boundary(info, known)
            offset[str(info.recording_id)] = boundary if known is None else max(known, boundary)
        return offset

    def initialOffset(self) -> Offset:
        """Each selected recording at its start (``earliest``) or at its current boundary (``latest``)."""
        if self.stream_opts.starting_position == LATEST:
            return self._latest(None)
        return {str(info.recording_id): info.start_position for info in self._infos()}

    def latestOffset(self, start: Offset | None = None, limit: Any = None) -> Offset:
        """Every selected recording up to its last complete message; a new recording joins at its start.

        ``limit`` is ignored (every read limit is served as ReadAllAvailable: offsets are positions, not
        rows). Under ``trigger(availableNow=True)`` the offsets stop at those seen when the trigger began.
        """
        latest = self._latest(start)
        if self._available_now is None:
            return latest
        capped: Offset = {}
        for rid, value in latest.items():
            if rid in self._available_now:
                capped[rid] = max(min(value, self._available_now[rid]), (start or {}).get(rid, 0))
        return capped

    def prepareForTriggerAvailableNow(self) -> None:
        self._available_now = self._latest(None)

    def partitions(self, start: Offset, end: Offset) -> Sequence[InputPartition]:
        """Slices of ``[start, end)`` per recording, packed by ``maxPartitionBytes`` as in batch reads."""
        infos = {info.recording_id: info for info in self._infos()} if end else {}
        partitions: list[InputPartition] = []
        for rid_text, hi in sorted(end.items(), key=lambda item: int(item[0])):
            info = infos.get(int(rid_text))
            if info is None or not isinstance(hi, int):
                continue
            lo = _offset_value(start, info.recording_id)
            lo = info.start_position if lo is None else lo
            if self.opts.from_position is not None:
                lo = max(lo, self.opts.from_position)
            if self.opts.to_position is not None:
                hi = min(hi, self.opts.to_position)
            if hi <= lo:
                continue
            if info.active:  # the data up to ``hi`` was complete when the offset was taken
                info = replace(info, stop_position=max(hi, info.stop_position))
            window = replace(self.opts, from_position=lo, to_position=hi)
            partitions.extend(SlicePartition(s) for s in plan_slices(window, [info]))
        return partitions

    def read(self, partition: InputPartition) -> Iterator[Any]:
        return self._reader.read(partition)

    def commit(self, end: Offset) -> None:
        """Nothing to release: the archive keeps its recordings; offsets live in Spark's checkpoint."""
