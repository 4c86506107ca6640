"""A bounds-checked window over shared memory (an mmap, a bytearray) with Agrona-style access.

Ordered accesses (acquire loads, release stores, CAS, fetch-add) go through ``aeronkit._native`` because
Python has no fences; plain little-endian reads and writes of data nobody polls use ``struct`` over a
memoryview. A window made from a read-only map refuses writes with an error instead of faulting, and
``close()`` releases the buffer exports so the owner (an mmap) can be closed afterwards.

The native pointer is exported from the memory's owner (the mmap, the bytearray), never from a memoryview:
CPython 3.11's cycle collector may clear an exported memoryview before its exporter lets go, and the later
release then dereferences the cleared view and crashes the interpreter (python/cpython gh-77894, fixed
in 3.12 only). With the export held on the owner, no memoryview of ours is ever exported past a call.
"""

from __future__ import annotations

import struct
import threading
from typing import Any

from aeronkit._native import ffi, lib
from aeronkit._native_check import check
from aeronkit.errors import ClosedError, ProtocolError

_INT32 = struct.Struct("<i")
_INT64 = struct.Struct("<q")


class Scratch(threading.local):
    """Preallocated out-parameters for the native getters, one set per thread.

    Allocating them per call (``ffi.new``) cost about a third of a volatile read. They cannot be plain
    per-buffer fields: buffers are shared by threads (a client's counters are read by its conductor and
    by every publisher), and cffi releases the GIL during the call, so another thread could overwrite
    the result between the native store and our read. threading.local gives each thread its own set
    (built on the thread's first access by ``__init__``). Within one thread the calls are sequential.
    """

    def __init__(self) -> None:
        self.i32 = ffi.new("int32_t *")
        self.i64 = ffi.new("int64_t *")


def _export_window(window: memoryview) -> tuple[Any, Any]:
    """(export, pointer): a cffi export of the memory's owner (``window.obj``) and a pointer into it.

    ``export`` keeps the owner's buffer exported until released; ``pointer`` (a plain ``uint8_t *``) is
    only valid while it is. The window's address is read through a probe export released at once.
    """
    owner = window.obj
    if owner is None or isinstance(owner, memoryview):
        raise ProtocolError("an AtomicBuffer needs memory with an owner (an mmap, a bytearray, bytes)")
    export = ffi.from_buffer("uint8_t[]", owner)
    with ffi.from_buffer("uint8_t[]", window) as probe:
        start = int(ffi.cast("uintptr_t", probe)) - int(ffi.cast("uintptr_t", export))
    if start < 0 or start + len(window) > len(export):
        ffi.release(export)
        raise ProtocolError(f"window of {len(window)} bytes does not lie in its owner of {len(export)} bytes")
    return export, export + start


class AtomicBuffer:
    """``length`` bytes at ``offset`` of ``source`` (anything exporting the buffer protocol).

    Safe to share between threads: ordered accesses are atomic in C and each thread has its own
    out-parameters (see ``Scratch``).
    """

    __slots__ = ("_export", "_owner", "_parent", "_ptr", "_scratch", "_view", "length", "offset", "writable")

    def __init__(self, source: Any, offset: int = 0, length: int | None = None, *,
                 writable: bool | None = None) -> None:
        whole = memoryview(source).cast("B")
        if length is None:
            length = len(whole) - offset
        if offset < 0 or length < 0 or offset + length > len(whole):
            whole.release()
            raise ProtocolError(
                f"window offset={offset} length={length} outside a buffer of {len(whole)} bytes")
        self._owner = source
        self._parent: AtomicBuffer | None = None
        self._view: memoryview | None = whole[offset:offset + length]
        whole.release()
        self.writable = not self._view.readonly and (writable is None or writable)
        export, ptr = _export_window(self._view)
        self._export: Any = export
        self._ptr: Any = ptr
        self._scratch = Scratch()
        self.offset = offset
        self.length = length

    # -- views -----------------------------------------------------------------------------------------

    @property
    def ptr(self) -> Any:
        """The cffi ``uint8_t *`` of the window, for native calls."""
        if self._ptr is None:
            raise ClosedError("AtomicBuffer used after close")
        return self._ptr

    @property
    def view(self) -> memoryview:
        if self._view is None:
            raise ClosedError("AtomicBuffer used after close")
        return self._view

    def slice(self, offset: int, length: int) -> AtomicBuffer:
        """A sub-window sharing memory with this one (cnc.dat sections, for example)."""
        self.check(offset, length)
        sub = AtomicBuffer(self.view, offset, length, writable=self.writable)
        sub._parent = self
        return sub

    def close(self) -> None:
        """Release the exports of the owner; idempotent."""
        if self._export is not None:
            ffi.release(self._export)
            self._export = None
            self._ptr = None
        if self._view is not None:
            self._view.release()
            self._view = None

    def __len__(self) -> int:
        return self.length

    # -- checks ----------------------------------------------------------------------------------------

    def check(self, offset: int, size: int) -> None:
        if offset < 0 or size < 0 or offset + size > self.length:
            raise ProtocolError(f"access offset={offset} size={size} outside a buffer of {self.length} bytes")

    def check_writable(self) -> None:
        if not self.writable:
            raise ProtocolError("buffer is mapped read-only")

    @staticmethod
    def _rc(rc: int, offset: int, size: int, length: int) -> None:
        if rc:
            check(rc, f"access offset={offset} size={size} in a buffer of {length} bytes")

    # -- ordered access (native) -------------------------------------------------------------------------

    def get_int32_volatile(self, offset: int) -> int:
        out = self._scratch.i32
        if rc := lib.aeronkit_atomic_get_int32(self.ptr, self.length, offset, out):
            self._rc(rc, offset, 4, self.length)
        return out[0]  # type: ignore[no-any-return]

    def get_int64_volatile(self, offset: int) -> int:
        out = self._scratch.i64
        if rc := lib.aeronkit_atomic_get_int64(self.ptr, self.length, offset, out):
            self._rc(rc, offset, 8, self.length)
        return out[0]  # type: ignore[no-any-return]

    def put_int32_ordered(self, offset: int, value: int) -> None:
        self.check_writable()
        if rc := lib.aeronkit_atomic_put_int32_ordered(self.ptr, self.length, offset, value):
            self._rc(rc, offset, 4, self.length)

    def put_int64_ordered(self, offset: int, value: int) -> None:
        self.check_writable()
        if rc := lib.aeronkit_atomic_put_int64_ordered(self.ptr, self.length, offset, value):
            self._rc(rc, offset, 8, self.length)

    def put_int64_volatile(self, offset: int, value: int) -> None:
        self.check_writable()
        rc = lib.aeronkit_atomic_put_int64_volatile(self.ptr, self.length, offset, value)
        self._rc(rc, offset, 8, self.length)

    def get_and_add_int64(self, offset: int, delta: int) -> int:
        self.check_writable()
        out = self._scratch.i64
        if rc := lib.aeronkit_atomic_get_and_add_int64(self.ptr, self.length, offset, delta, out):
            self._rc(rc, offset, 8, self.length)
        return out[0]  # type: ignore[no-any-return]

    def compare_and_set_int64(self, offset: int, expected: int, desired: int) -> bool:
        self.check_writable()
        out = self._scratch.i32
        rc = lib.aeronkit_atomic_cas_int64(self.ptr, self.length, offset, expected, desired, out)
        self._rc(rc, offset, 8, self.length)
        return bool(out[0])

    # -- plain access --------------------------------------------------------------------------------------

    def get_int32(self, offset: int) -> int:
        self.check(offset, 4)
        return int(_INT32.unpack_from(self.view, offset)[0])

    def get_int64(self, offset: int) -> int:
        self.check(offset, 8)
        return int(_INT64.unpack_from(self.view, offset)[0])

    def put_int32(self, offset: int, value: int) -> None:
        self.check_writable()
        self.check(offset, 4)
        _INT32.pack_into(self.view, offset, value)

    def put_int64(self, offset: int, value: int) -> None:
        self.check_writable()
        self.check(offset, 8)
        _INT64.pack_into(self.view, offset, value)

    def get_bytes(self, offset: int, length: int) -> bytes:
        self.check(offset, length)
        return bytes(self.view[offset:offset + length])

    def put_bytes(self, offset: int, data: bytes | bytearray | memoryview) -> None:
        self.check_writable()
        self.check(offset, len(data))
        self.view[offset:offset + len(data)] = data

    def get_string_ascii(self, offset: int, max_length: int | None = None) -> str:
        """An Agrona length-prefixed ASCII string (int32 length, bytes); the length must fit the buffer."""
        length = self.get_int32(offset)
        if length < 0 or (max_length is not None and length > max_length):
            raise ProtocolError(f"string length {length} at offset {offset} is invalid")
        return self.get_bytes(offset + 4, length).decode("ascii", errors="replace")

    def put_string_ascii(self, offset: int, text: str) -> int:
        """Write int32 length + ASCII (non-ASCII as '?', as Agrona does); returns bytes written."""
        data = text.encode("ascii", errors="replace")
        self.put_int32(offset, len(data))
        self.put_bytes(offset + 4, data)
        return 4 + len(data)

    def set_memory(self, offset: int, length: int, value: int = 0) -> None:
        self.check_writable()
        self.check(offset, length)
        self.view[offset:offset + length] = bytes([value]) * length
