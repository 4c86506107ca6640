"""One replay: frames read back from segment files and re-published with the recording's term geometry.

Follows aeron-archive/src/main/java/io/aeron/archive/ReplaySession.java at 1.51.0. The conductor opens
the replay publication with ``init-term-id``, ``term-id``, ``term-offset``, ``term-length`` and ``mtu`` of
the recording, so each recorded frame lands at the same position, term id and term offset it was
recorded at. Without a replay checksum, runs of recorded frames are appended as one block in C
(``aeronkit_archive_replay_block``, the equivalent of ExclusivePublication.offerBlock): checked frame by
frame and copied as they lie in the segment, with the replay publication's sessionId and streamId (as in
Aeron), one native call per block instead of Python per frame. Frames the block cannot take (not written
yet, corrupt, checksummed) go through the per-frame path: claim a frame of the recorded length and copy
payload, flags and reserved value; padding is then re-created with ``append_padding``. The limit is the
stop position, or for an active recording (or a bounded replay) a moving position read each duty cycle,
so a replay of a live recording follows it.
"""

from __future__ import annotations

import enum
import mmap
import os
import struct
from collections.abc import Callable
from typing import TYPE_CHECKING, Any

from aeronkit._native import ffi, lib
from aeronkit._native_check import check
from aeronkit.archive.codes import ArchiveErrorCode
from aeronkit.archive.errors import ArchiveError
from aeronkit.archive.segment import segment_file_base_position, segment_file_name
from aeronkit.client.publication import BufferClaim
from aeronkit.errors import AeronError
from aeronkit.logbuffer import descriptor
from aeronkit.logbuffer.header import HDR_TYPE_DATA, HDR_TYPE_PAD, HEADER_LENGTH

if TYPE_CHECKING:
    from aeronkit.archive.checksum import Checksum
    from aeronkit.client.publication import ExclusivePublication

_HEADER = struct.Struct(
    "<iBBHiiiiq"
)  # length, version, flags, type, termOffset, sessionId, streamId, termId, rsv
_NOT_CONNECTED = -1
_BACK_PRESSURED = -2
_ADMIN_ACTION = -3
_CLOSED = -4
_UNFRAGMENTED = 0xC0
_MAX_RUN = 1024


class ReplayState(enum.Enum):
    INIT = 1
    REPLAY = 2
    DONE = 3


class ReplayError(ArchiveError):
    """Why a replay failed; ``code`` is Aeron's ArchiveException code for the error response."""

    def __init__(self, message: str, code: int = ArchiveErrorCode.GENERIC) -> None:
        super().__init__(message, code)
        self.code = self.error_code


class ReplaySession:
    """Replays ``[position, position + length)`` of a recording; ``limit()`` is the live recorded position."""

    def __init__(
        self,
        replay_session_id: int,
        correlation_id: int,
        control_session: Any,
        archive_dir: str,
        descriptor_: Any,
        publication: ExclusivePublication,
        position: int,
        end_position: int,
        limit: Callable[[], int],
        is_live: Callable[[], bool],
        connect_deadline_ms: int,
        file_io_max_length: int,
        checksum: Checksum | None = None,
    ) -> None:
        self.replay_session_id = replay_session_id
        self.correlation_id = correlation_id
        self.control_session = control_session
        self.archive_dir = archive_dir
        self.recording_id = descriptor_.recording_id
        self.start_position = descriptor_.start_position
        self.term_length = descriptor_.term_buffer_length
        self.segment_length = descriptor_.segment_file_length
        self.stream_id = descriptor_.stream_id
        self.initial_term_id = descriptor_.initial_term_id
        self.position_bits = descriptor.position_bits_to_shift(self.term_length)
        self.start_term_base = self.start_position - (self.start_position & (self.term_length - 1))
        self.publication = publication
        self.replay_position = position
        self.end_position = end_position
        self.limit = limit
        self.is_live = is_live
        self.connect_deadline_ms = connect_deadline_ms
        self.file_io_max_length = file_io_max_length
        self.checksum = checksum
        self.state = ReplayState.INIT
        self.error: ReplayError | None = None
        self._claim = BufferClaim()
        self._block_frames = ffi.new("int32_t *")
        self._block_args = self._native_appender(publication)
        self._segment_base = -1
        self._map: mmap.mmap | None = None
        self._file: Any = None

    # -- segment access ---------------------------------------------------------------------------------

    def _segment(self, position: int) -> tuple[mmap.mmap, int]:
        base = segment_file_base_position(
            self.start_position, position, self.term_length, self.segment_length
        )
        if base != self._segment_base or self._map is None:
            self._close_segment()
            path = os.path.join(self.archive_dir, segment_file_name(self.recording_id, base))
            try:
                self._file = open(path, "rb")  # noqa: SIM115 - closed in _close_segment
            except FileNotFoundError:
                raise ReplayError(
                    f"recording segment not found {path}", ArchiveErrorCode.UNKNOWN_RECORDING
                ) from None
            size = os.fstat(self._file.fileno()).st_size
            if size < self.segment_length:
                self._close_segment()
                raise ReplayError(f"segment {path} is {size} bytes, expected {self.segment_length}")
            self._map = mmap.mmap(self._file.fileno(), self.segment_length, access=mmap.ACCESS_READ)
            self._segment_base = base
        return self._map, position - base

    def _close_segment(self) -> None:
        if self._map is not None:
            self._map.close()
            self._map = None
        if self._file is not None:
            self._file.close()
            self._file = None
        self._segment_base = -1

    def check_start(self) -> None:
        """The replay must start on a frame header that belongs at its position (INVALID_POSITION)."""
        position = self.replay_position
        if position >= self.limit() or position == self.start_position:
            return
        data, offset = self._segment(position)
        length, _v, _f, _t, term_offset, _s, stream_id, term_id, _r = _HEADER.unpack_from(data, offset)
        expected_term_id = self.initial_term_id + (position >> self.position_bits)
        if (
            length <= 0
            or term_offset != (position & (self.term_length - 1))
            or term_id != expected_term_id
            or stream_id != self.stream_id
        ):
            raise ReplayError(
                f"requested replay start position={position} does not match a frame in "
                f"recording {self.recording_id}",
                ArchiveErrorCode.INVALID_POSITION,
            )

    # -- duty cycle -------------------------------------------------------------------------------------

    def abort(self, reason: str = "") -> None:
        if self.state != ReplayState.DONE:
            self.state = ReplayState.DONE

    def do_work(self, now_ms: int) -> int:
        try:
            if self.state == ReplayState.INIT:
                if self.publication.is_connected:
                    self.state = ReplayState.REPLAY
                    return 1
                if now_ms > self.connect_deadline_ms:
                    raise ReplayError("no connection established for replay")
                return 0
            if self.state == ReplayState.REPLAY:
                return self._replay()
        except ReplayError as exc:
            self.error = exc
            self.state = ReplayState.DONE
            return 1
        return 0

    def _frame(self, position: int, limit: int) -> tuple[Any, int, int, int, int, int, int] | None:
        """(segment, offset, length, aligned, flags, type, reserved) of the frame at ``position``, or None
        when it is not written yet (live) or ends beyond ``limit``; checks header and checksum."""
        data, offset = self._segment(position)
        length, _v, flags, frame_type, term_offset, session_or_crc, _stream, _term_id, reserved = (
            _HEADER.unpack_from(data, offset)
        )
        if length <= 0:
            return None
        aligned = descriptor.align(length, descriptor.FRAME_ALIGNMENT)
        if position + aligned > limit:
            return None
        if (
            length < HEADER_LENGTH
            or term_offset != (position & (self.term_length - 1))
            or offset + aligned > self.segment_length
        ):
            raise ReplayError(
                f"recording {self.recording_id} is corrupt at position {position} "
                f"({segment_file_name(self.recording_id, self._segment_base)} offset {offset}): "
                f"frame length {length}, term offset {term_offset}"
            )
        if self.checksum is not None and frame_type == HDR_TYPE_DATA:
            computed = self.checksum.compute(data, offset + HEADER_LENGTH, aligned - HEADER_LENGTH)
            if computed != session_or_crc:
                raise ReplayError(
                    f"CRC checksum mismatch in {segment_file_name(self.recording_id, self._segment_base)} at "
                    f"offset={offset}: recorded checksum={session_or_crc}, computed checksum={computed}"
                )
        return data, offset, length, aligned, flags, frame_type, reserved

    def _replay(self) -> int:
        publication = self.publication
        if publication.is_closed or not publication.is_connected:
            self.state = ReplayState.DONE
            return 1
        limit = min(self.limit(), self.end_position)
        position = self.replay_position
        if position >= self.end_position or (position >= limit and not self.is_live()):
            self.state = ReplayState.DONE
            return 1
        budget = self.file_io_max_length
        frames = 0
        block = self.checksum is None and self._block_args is not None
        while position < limit and budget > 0:
            if block:
                result = self._append_block(position, limit, budget)
                if result > 0:
                    budget -= result - position
                    frames += self._block_frames[0]
                    position = result
                    continue
                if result == _ADMIN_ACTION:
                    continue
                if result < 0:
                    if result in (_CLOSED, _NOT_CONNECTED):
                        self.state = ReplayState.DONE
                    break
                # 0: this frame needs the per-frame path below (not written yet, fragmented run end, ...)
            frame = self._frame(position, limit)
            if frame is None:
                break
            data, offset, length, aligned, flags, frame_type, reserved = frame
            if frame_type == HDR_TYPE_PAD:
                if not self._pad_to(position + aligned):
                    break
                position += aligned
                budget -= HEADER_LENGTH
                continue
            if frame_type != HDR_TYPE_DATA:
                position += aligned
                continue
            if flags == _UNFRAGMENTED:
                sent = self._offer_run(position, limit, budget, frame)
                if sent <= 0:
                    break
                budget -= sent - position
                frames += 1
                position = sent
                continue
            payload = length - HEADER_LENGTH
            claim = self._claim
            result = publication.try_claim(payload, claim)
            while result == _ADMIN_ACTION:
                result = publication.try_claim(payload, claim)
            if result < 0:
                if result in (_CLOSED, _NOT_CONNECTED):
                    self.state = ReplayState.DONE
                break
            if result != position + aligned:
                claim.abort()
                raise ReplayError(f"replay of recording {self.recording_id} lost alignment at {position}")
            claim.flags = flags
            claim.reserved_value = reserved
            if payload:
                claim.put_bytes(data[offset + HEADER_LENGTH : offset + length])
            claim.commit()
            position += aligned
            budget -= aligned
            frames += 1
        self.replay_position = position
        if position >= self.end_position:
            self.state = ReplayState.DONE
        return frames

    @staticmethod
    def _native_appender(publication: Any) -> tuple[Any, Any, Any, Any] | None:
        """(logs, native log, appender state, limit counter) of our ExclusivePublication, for block append.

        None for any other publication (a test double): the per-frame path then serves every frame.
        """
        appender: Any = getattr(publication, "_appender", None)
        state = getattr(appender, "_state", None)
        limit = getattr(publication, "_limit", None)
        if state is None or limit is None:
            return None
        return publication.logs, appender._native, state, limit

    def _append_block(self, position: int, limit: int, budget: int) -> int:
        """Append the recorded frames from ``position`` as one block in C (ExclusivePublication.offerBlock).

        Returns the position after the block, a publication code, or 0 when the frame at ``position`` must
        go through the per-frame path (which also reports corruption in the same words as before).
        """
        data, offset = self._segment(position)
        end = self._segment_base + self.segment_length
        logs, native, state, counter = self._block_args  # type: ignore[misc]  # set whenever a block is appended
        if self.publication.is_closed:
            return _CLOSED
        logs.ensure_open()
        segment = ffi.from_buffer("uint8_t[]", data)
        try:
            result = lib.aeronkit_archive_replay_block(
                native, state, counter.get(), segment, len(data), offset, position, min(limit, end),
                min(budget, 0x7FFFFFFF), self._block_frames)
        finally:
            ffi.release(segment)
        try:
            return check(result, f"replay of recording {self.recording_id}: block append")
        except AeronError as exc:  # ends this replay (do_work), not the replayer
            raise ReplayError(str(exc)) from exc

    def _offer_run(self, position: int, limit: int, budget: int, first: tuple[Any, ...]) -> int:
        """Offer a run of unfragmented frames of one segment in one native call (``offer_batch``).

        An unfragmented frame offered as a message is laid out exactly as recorded (flags B|E, the
        reserved value, padding at a term end when it does not fit), so a run needs no per-frame Python.
        Returns the position after what was offered, or 0 if nothing could be offered now.
        """
        data, offset, length, aligned, _flags, _type, reserved = first
        offsets = [offset + HEADER_LENGTH]
        lengths = [length - HEADER_LENGTH]
        reserved_values = [reserved]
        ends: list[int] = [position + aligned]
        end = ends[0]
        while end < limit and end - position < budget and len(offsets) < _MAX_RUN:
            if (end - self.start_term_base) % self.segment_length == 0:
                break  # the next frame is in the next segment file
            frame = self._frame(end, limit)
            if frame is None:
                break
            _d, f_offset, f_length, f_aligned, f_flags, f_type, f_reserved = frame
            if f_type != HDR_TYPE_DATA or f_flags != _UNFRAGMENTED:
                break
            offsets.append(f_offset + HEADER_LENGTH)
            lengths.append(f_length - HEADER_LENGTH)
            reserved_values.append(f_reserved)
            end += f_aligned
            ends.append(end)
        publication = self.publication
        count: int
        result: int
        while True:
            count, result = publication.offer_batch(data, offsets, lengths, reserved_values)
            if count > 0:
                break
            if result != _ADMIN_ACTION:
                if result in (_CLOSED, _NOT_CONNECTED):
                    self.state = ReplayState.DONE
                return 0
        # result is the position after the last frame, or a code when the batch stopped at a rotation
        if result >= 0 and result != ends[count - 1]:
            raise ReplayError(f"replay of recording {self.recording_id} lost alignment at {position}")
        return ends[count - 1]

    def _pad_to(self, target: int) -> bool:
        """Re-create a recorded padding frame (in pieces no longer than a message when it is long).

        The original appender padded the term end when a whole fragmented message did not fit; a replay
        claims fragment by fragment, so the padding must be written explicitly to keep every position.
        """
        publication = self.publication
        max_length = publication.max_message_length
        max_frame = max_length - max_length % descriptor.FRAME_ALIGNMENT
        while True:
            current = publication.position
            if current < 0:
                self.state = ReplayState.DONE
                return False
            if current >= target:
                return True
            frame = min(target - current, max_frame)
            result = publication.append_padding(frame - HEADER_LENGTH)
            if result == _ADMIN_ACTION:
                continue
            if result < 0:
                if result in (_CLOSED, _NOT_CONNECTED):
                    self.state = ReplayState.DONE
                return False

    def close(self) -> None:
        self._close_segment()
        if self.publication is not None and not self.publication.is_closed:
            self.publication.close()
