"""The one native error boundary: disjoint code ranges (native/aeronkit_errors.h) and one function,
aeronkit._native_check.check, that turns a code into its exception with the message C left for the thread."""

from __future__ import annotations

import errno
import struct
import threading
from pathlib import Path

import pytest

from aeronkit._native import ffi, lib
from aeronkit._native_check import _ERRORS, ERR_FIRST, check
from aeronkit.concurrent.atomic_buffer import AtomicBuffer
from aeronkit.concurrent.counters import CountersReader
from aeronkit.errors import AeronError, CorruptFileError, ProtocolError
from aeronkit.logbuffer import LogBuffers, TermReader, results
from aeronkit.logbuffer import descriptor as d

NOT_CODES = {"AERONKIT_ERR_FIRST", "AERONKIT_UDP_ERR_HEADER_LENGTH"}  # the bound; the ERR frame's length
ERROR_CODES = {n: getattr(lib, n) for n in dir(lib) if "_ERR_" in n and n not in NOT_CODES}
RESULTS = [results.NOT_CONNECTED, results.BACK_PRESSURED, results.ADMIN_ACTION, results.CLOSED,
           results.MAX_POSITION_EXCEEDED, lib.AERONKIT_RB_INSUFFICIENT_CAPACITY,
           lib.AERONKIT_ERROR_LOG_INSUFFICIENT_SPACE]


def concept(name: str) -> str:
    return name.split("_ERR_")[0]


def test_every_error_code_is_an_error_unique_and_in_its_concepts_own_range() -> None:
    assert len(ERROR_CODES) >= 30
    assert len(set(ERROR_CODES.values())) == len(ERROR_CODES)
    ranges: dict[str, set[int]] = {}
    for name, code in ERROR_CODES.items():
        assert code <= ERR_FIRST, name
        ranges.setdefault(concept(name), set()).add((ERR_FIRST - code) // 100)
    assert all(len(hundreds) == 1 for hundreds in ranges.values()), ranges
    bases = [next(iter(hundreds)) for hundreds in ranges.values()]
    assert len(set(bases)) == len(bases), ranges  # no two concepts share a range


def test_results_are_values_never_errors() -> None:
    for value in [0, 1, 2**40, *RESULTS]:
        assert value > ERR_FIRST
        assert check(value, "an offer") == value


def test_every_error_code_has_its_own_exception_and_meaning() -> None:
    assert set(_ERRORS) == set(ERROR_CODES.values())
    for name, code in ERROR_CODES.items():
        kind, meaning = _ERRORS[code]
        with pytest.raises(kind) as info:
            check(code, f"operation {name}")
        assert type(info.value) is kind
        assert f"operation {name}: {meaning}" in str(info.value)


def test_a_failed_syscall_is_an_oserror_with_its_errno() -> None:
    lib.aeronkit_set_err(lib.AERONKIT_UDP_ERR_SYSCALL, errno.ECONNREFUSED, b"sendmmsg")
    with pytest.raises(OSError) as info:
        check(lib.AERONKIT_UDP_ERR_SYSCALL, "send_batch")
    assert info.value.errno == errno.ECONNREFUSED
    assert "send_batch: the socket call failed (sendmmsg)" in str(info.value)


def test_an_unknown_error_code_still_raises() -> None:
    with pytest.raises(AeronError, match="native error -100999"):
        check(-100999, "future")


def test_the_message_c_left_for_this_thread_is_in_the_exception_once(tmp_path: Path) -> None:
    path = tmp_path / "bad.logbuffer"
    LogBuffers.create(path, 65536).close()
    data = bytearray(path.read_bytes())
    struct.pack_into("<i", data, len(data) - d.LOG_META_DATA_LENGTH + d.LOG_TERM_LENGTH_OFFSET, 65536 * 3)
    path.write_bytes(bytes(data))
    with pytest.raises(CorruptFileError, match=r"term length is not a power of 2.*\(termLength=196608\)"):
        LogBuffers.from_file(path)
    assert lib.aeronkit_errcode() == 0  # consumed: a later error of the same kind cannot pick it up
    with pytest.raises(CorruptFileError) as again:
        check(lib.AERONKIT_LOG_ERR_TERM_LENGTH, "log buffer")
    assert "termLength" not in str(again.value)


def test_messages_stay_with_their_thread_and_code() -> None:
    done = threading.Event()

    def other() -> None:
        lib.aeronkit_set_err(lib.AERONKIT_COUNTERS_ERR_ID, 0, b"from another thread")
        done.set()

    thread = threading.Thread(target=other)
    thread.start()
    thread.join(30)
    assert done.is_set()
    with pytest.raises(ProtocolError) as info:
        check(lib.AERONKIT_COUNTERS_ERR_ID, "counters")
    assert "another thread" not in str(info.value)
    lib.aeronkit_set_err(lib.AERONKIT_RB_ERR_STATE, 0, b"left by a ring buffer")
    with pytest.raises(ProtocolError) as info:
        check(lib.AERONKIT_COUNTERS_ERR_ID, "counters")  # a different code: not its message
    assert "ring buffer" not in str(info.value)
    lib.aeronkit_err_clear()


def test_converters_raise_through_check() -> None:
    buffer = AtomicBuffer(bytearray(64))
    with pytest.raises(ProtocolError, match=r"offset=60 size=8 in a buffer of 64 bytes: out of bounds"):
        buffer.get_int64_volatile(60)
    with pytest.raises(ProtocolError, match="misaligned"):
        buffer.get_int64_volatile(4)
    reader = CountersReader(AtomicBuffer(bytearray(512)), AtomicBuffer(bytearray(256)))
    label = ffi.new("uint8_t[]", 8)
    rc = lib.aeronkit_counters_label(reader.metadata.ptr, reader.metadata.length, 7, label, 8)
    with pytest.raises(ProtocolError, match=r"counters label: counter id out of range \(counter id 7, "):
        check(rc, "counters label")


def test_log_reader_corruption_names_file_offset_and_frame(tmp_path: Path) -> None:
    with LogBuffers.create(tmp_path / "log", 65536) as logs:
        logs.term_buffer(0)[0:4] = struct.pack("<i", 12)  # shorter than a header: damage
        with pytest.raises(CorruptFileError, match=r"frame length 12 at term offset 0") as info:
            TermReader(logs).read(0)
        assert info.value.path == str(tmp_path / "log")
