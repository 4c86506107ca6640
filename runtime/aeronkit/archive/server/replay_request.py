"""What a replay request asks for, checked and turned into a start, an end and a limit to follow.

The rules of aeron-archive/src/main/java/io/aeron/archive/ArchiveConductor.java at 1.51.0 (startReplay,
startBoundedReplay, isInvalidReplayPosition), as pure functions over the recording's descriptor so the
conductor's ``start_replay`` reads as its steps. A refusal raises ArchiveError with the code the client
gets (INVALID_POSITION, EMPTY_RECORDING, GENERIC).

A replay reads up to a *limit* each duty cycle: the stop position of a stopped recording, the recorded
position of an active one, or any counter for a bounded replay. The last two follow the recording: the
replay waits at the limit rather than ending there.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Protocol

from aeronkit.archive.catalog import RecordingDescriptor
from aeronkit.archive.codes import ArchiveErrorCode as Err
from aeronkit.archive.errors import ArchiveError
from aeronkit.archive.protocol import MAX_POSITION, REPLAY_ALL_AND_STOP
from aeronkit.archive.server.recording_session import RecordingSession, RecordingState
from aeronkit.concurrent.counters import CountersReader
from aeronkit.constants import NULL_POSITION
from aeronkit.driver import channel_uri
from aeronkit.logbuffer import descriptor

_GEOMETRY_PARAMS = ("init-term-id", "term-id", "term-offset", "term-length", "mtu")


class ReplayLimit(Protocol):
    """Where a replay may read up to now, and whether that can still move."""

    follows: bool
    """True when the limit can move (an active recording, a counter): the replay then has no fixed end."""

    def position(self) -> int: ...

    def is_live(self) -> bool: ...


@dataclass(frozen=True)
class StopPositionLimit:
    """A stopped recording: its stop position, fixed."""

    stop_position: int
    follows = False

    def position(self) -> int:
        return self.stop_position

    def is_live(self) -> bool:
        return False


@dataclass(frozen=True)
class RecordingLimit:
    """An active recording: its recorded position, live until its session is done."""

    recording: RecordingSession
    follows = True

    def position(self) -> int:
        return self.recording.position

    def is_live(self) -> bool:
        return self.recording.state is not RecordingState.DONE


@dataclass(frozen=True)
class CounterLimit:
    """A bounded replay: the value of any counter, always live (BoundedReplayRequest)."""

    counters: CountersReader
    counter_id: int
    follows = True

    def position(self) -> int:
        return int(self.counters.get_counter_value(self.counter_id))

    def is_live(self) -> bool:
        return True


def replay_start_position(d: RecordingDescriptor, position: int) -> int:
    """The position a replay starts at: the recording's start for NULL_POSITION; it must be frame aligned."""
    start = d.start_position if position == NULL_POSITION else position
    if start & (descriptor.FRAME_ALIGNMENT - 1):
        raise ArchiveError(
            f"requested replay start position={start} is not a multiple of FRAME_ALIGNMENT "
            f"({descriptor.FRAME_ALIGNMENT})"
        )
    return start


def check_replay_window(d: RecordingDescriptor, start: int, recorded: int, active: bool) -> None:
    """A replay starts inside the recording: ``[start, stop)``, or at/after the start of an active one."""
    if start < d.start_position or (not active and start >= recorded):
        raise ArchiveError(
            f"requested replay start position={start} is outside recording {d.recording_id} "
            f"[{d.start_position}, {recorded})",
            Err.INVALID_POSITION,
        )


def check_replay_length(d: RecordingDescriptor, length: int, file_io_max_length: int | None) -> None:
    if length == 0:
        raise ArchiveError("replay length must not be zero", Err.EMPTY_RECORDING)
    if file_io_max_length is not None and 0 < file_io_max_length < d.mtu_length:
        raise ArchiveError(f"fileIoMaxLength={file_io_max_length} < mtuLength={d.mtu_length}")


def check_replay_limit(d: RecordingDescriptor, start: int, limit: CounterLimit) -> None:
    """A bounded replay may not start past its bound."""
    limit_value = limit.position()
    if start > limit_value:
        raise ArchiveError(
            f"requested replay start position={start} must be less than the limit position={limit_value} "
            f"for recording {d.recording_id}",
            Err.INVALID_POSITION,
        )


def replay_end_position(length: int, start: int, limit: ReplayLimit) -> int:
    """Where the replay ends: REPLAY_ALL_AND_STOP stops at today's limit; a replay that follows a moving
    limit has no fixed end unless a length is given; any other end is capped at the stop position."""
    if length == REPLAY_ALL_AND_STOP:
        return limit.position()
    if length < 0 or length >= MAX_POSITION - start:
        return MAX_POSITION if limit.follows else limit.position()
    end = start + length
    return end if limit.follows else min(end, limit.position())


def replay_channel(channel: str, d: RecordingDescriptor, start: int, linger_ns: int) -> str:
    """The replay publication's channel: the recording's term geometry, positioned at ``start``.

    ``init-term-id``, ``term-id``, ``term-offset``, ``term-length`` and ``mtu`` come from the recording (so
    each frame lands where it was recorded); a ``linger`` the client did not set is the archive's.
    """
    uri = channel_uri.parse(channel)
    bits = descriptor.position_bits_to_shift(d.term_buffer_length)
    params = {k: v for k, v in uri.params.items() if k not in _GEOMETRY_PARAMS}
    params.update(
        {
            "init-term-id": str(d.initial_term_id),
            "term-id": str(descriptor.compute_term_id_from_position(start, bits, d.initial_term_id)),
            "term-offset": str(descriptor.compute_term_offset_from_position(start, bits)),
            "term-length": str(d.term_buffer_length),
            "mtu": str(d.mtu_length),
        }
    )
    params.setdefault("linger", f"{linger_ns}ns")
    return str(channel_uri.ChannelUri(media=uri.media, params=params, spy=False))
