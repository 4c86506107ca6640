"""Distinct error log: each distinct error is stored once, repeats only bump a count and a timestamp.

Byte-compatible with agrona/src/main/java/org/agrona/concurrent/errors/{DistinctErrorLog,ErrorLogReader}.java
at Agrona 2.4.1 (Aeron 1.51.0); see docs/formats/cnc.md. Java decides "same error" by class, message and
stack trace; we decide by the encoded text (the formatted traceback, or the message itself for strings),
which carries exactly those three things. The text is what ErrorStat prints.
"""

from __future__ import annotations

import threading
import time
import traceback
from collections.abc import Callable, Iterator
from dataclasses import dataclass

from aeronkit._native import ffi, lib
from aeronkit._native_check import check
from aeronkit.concurrent.atomic_buffer import AtomicBuffer
from aeronkit.errors import AeronEvent

LENGTH_OFFSET = lib.AERONKIT_ERROR_LOG_LENGTH_OFFSET
OBSERVATION_COUNT_OFFSET = lib.AERONKIT_ERROR_LOG_OBSERVATION_COUNT_OFFSET
LAST_OBSERVATION_TIMESTAMP_OFFSET = lib.AERONKIT_ERROR_LOG_LAST_OBSERVATION_OFFSET
FIRST_OBSERVATION_TIMESTAMP_OFFSET = lib.AERONKIT_ERROR_LOG_FIRST_OBSERVATION_OFFSET
ENCODED_ERROR_OFFSET = lib.AERONKIT_ERROR_LOG_ENCODED_ERROR_OFFSET
RECORD_ALIGNMENT = lib.AERONKIT_ERROR_LOG_RECORD_ALIGNMENT


@dataclass(frozen=True)
class ErrorObservation:
    observation_count: int
    first_observation_ms: int
    last_observation_ms: int
    encoded_error: str
    offset: int
    length: int


def _epoch_ms() -> int:
    return time.time_ns() // 1_000_000


def encode_error(error: BaseException | str) -> str:
    """The text stored for an error: a traceback like Java's printStackTrace, or the string as given. An
    event (a warning) is its one line, raised or not, as Java's AeronEvent keeps no stack trace; so it is
    also one distinct entry wherever it was raised."""
    if isinstance(error, str):
        return error
    if isinstance(error, AeronEvent):
        return "".join(traceback.format_exception_only(type(error), error))
    return "".join(traceback.format_exception(type(error), error, error.__traceback__))


class DistinctErrorLog:
    """The writer: one per process owning the buffer (thread-safe within it)."""

    def __init__(self, buffer: AtomicBuffer, epoch_clock: Callable[[], int] = _epoch_ms,
                 encoding: str = "utf-8") -> None:
        buffer.check_writable()
        self.buffer = buffer
        self.epoch_clock = epoch_clock
        self.encoding = encoding
        self._lock = threading.Lock()
        self._offsets: dict[str, int] = {}
        self._next_offset = 0
        for observation in ErrorLogReader.observations(buffer, encoding=encoding):
            self._offsets.setdefault(observation.encoded_error, observation.offset)
            end = observation.offset + observation.length
            self._next_offset = (end + RECORD_ALIGNMENT - 1) & ~(RECORD_ALIGNMENT - 1)

    def record(self, error: BaseException | str) -> bool:
        """Count one observation; False when a new distinct error no longer fits (like Agrona)."""
        timestamp = self.epoch_clock()
        text = encode_error(error)
        with self._lock:
            offset = self._offsets.get(text)
            if offset is None:
                encoded = text.encode(self.encoding, errors="replace")
                src = ffi.from_buffer(encoded) if encoded else ffi.NULL
                next_offset = lib.aeronkit_error_log_append(
                    self.buffer.ptr, self.buffer.length, self._next_offset, src, len(encoded), timestamp)
                if check(next_offset, "error log append") == lib.AERONKIT_ERROR_LOG_INSUFFICIENT_SPACE:
                    return False
                offset = self._next_offset
                self._offsets[text] = offset
                self._next_offset = int(next_offset)
        check(lib.aeronkit_error_log_observe(self.buffer.ptr, self.buffer.length, offset, timestamp),
              "error log observe")
        return True


class ErrorLogReader:
    """Reads any distinct error log (ours or Java's), oldest record first."""

    @staticmethod
    def has_errors(buffer: AtomicBuffer) -> bool:
        return buffer.length >= 4 and buffer.get_int32_volatile(LENGTH_OFFSET) > 0

    @staticmethod
    def observations(buffer: AtomicBuffer, since_timestamp_ms: int = 0,
                     encoding: str = "utf-8") -> Iterator[ErrorObservation]:
        record = ffi.new("aeronkit_error_record_t *")
        offset = 0
        while True:
            next_offset = check(lib.aeronkit_error_log_read(buffer.ptr, buffer.length, offset, record),
                                f"error log read at offset {offset}")
            if next_offset == 0:
                return
            if record.last_observation_ms >= since_timestamp_ms:
                text = buffer.get_bytes(offset + ENCODED_ERROR_OFFSET, record.text_length)
                yield ErrorObservation(
                    observation_count=int(record.observation_count),
                    first_observation_ms=int(record.first_observation_ms),
                    last_observation_ms=int(record.last_observation_ms),
                    encoded_error=text.decode(encoding, errors="replace"),
                    offset=offset,
                    length=int(record.length))
            if next_offset >= buffer.length:
                return
            offset = int(next_offset)

    @classmethod
    def read(cls, buffer: AtomicBuffer, consumer: Callable[[int, int, int, str], None],
             since_timestamp_ms: int = 0) -> int:
        """consumer(count, first_ms, last_ms, text) per distinct error; returns how many were read."""
        entries = 0
        for o in cls.observations(buffer, since_timestamp_ms):
            consumer(o.observation_count, o.first_observation_ms, o.last_observation_ms, o.encoded_error)
            entries += 1
        return entries
