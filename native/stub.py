"""Writes runtime/aeronkit/_native.pyi, the typed face of the cffi module, from the same cdef files.

cffi builds ``aeronkit._native`` as a compiled module with no annotations, so without a stub every
``lib.*`` call is unchecked: a wrong argument count or a bytes object where C wants an int would pass
mypy and fail at run time. The cdef files (native/cdef/*.cdef, generated/c/*.cdef) already state each
function's C signature, so the stub is derived from them with cffi's own parser rather than written by
hand: C integers become ``int``, floating types ``float``, pointers ``CData``, and every macro, constant
and enumerator an ``int``. The ``ffi`` half is the fixed surface of cffi's FFI object that the package
uses. ``--check`` fails when the stub on disk differs from what the cdef files say (tests/unit runs it).

Usage: python native/stub.py [--check]
"""

from __future__ import annotations

import argparse
import sys
from pathlib import Path

from cffi import FFI, model

HERE = Path(__file__).resolve().parent
STUB = HERE.parent / "runtime" / "aeronkit" / "_native.pyi"
sys.path.insert(0, str(HERE))
from build import _cdefs  # noqa: E402  (native/ is not a package; build.py owns the cdef list)

_HEADER = '''\
# generated from native/cdef/*.cdef and generated/c/*.cdef by native/stub.py; do not edit
"""Types of the cffi module aeronkit._native (native/build.py builds it, native/stub.py writes this)."""

from typing import Any, overload

from typing_extensions import Buffer

class CData:
    """A C value owned or viewed by cffi; what indexing and attributes yield depends on its C type."""

    def __getitem__(self, index: int) -> Any: ...
    def __setitem__(self, index: int, value: Any) -> None: ...
    def __getattr__(self, name: str) -> Any: ...
    def __setattr__(self, name: str, value: Any) -> None: ...
    def __add__(self, offset: int) -> CData: ...
    def __sub__(self, offset: int) -> CData: ...
    def __len__(self) -> int: ...
    def __bool__(self) -> bool: ...
    def __enter__(self) -> CData: ...
    def __exit__(self, *exc: object) -> None: ...

class CType:
    fields: list[tuple[str, Any]]
    args: tuple[CType, ...]

class CBuffer:
    """ffi.buffer(): the raw bytes behind a CData, writable in place."""

    def __buffer__(self, flags: int, /) -> memoryview: ...
    def __len__(self) -> int: ...
    @overload
    def __getitem__(self, index: int) -> bytes: ...
    @overload
    def __getitem__(self, index: slice) -> bytes: ...
    def __setitem__(self, index: int | slice, value: Buffer) -> None: ...

_CDataT = CData  # the name CData inside _Ffi is its attribute, the type object itself

class _Ffi:
    CData: type[_CDataT]
    NULL: _CDataT
    def new(self, cdecl: str, init: Any = ...) -> _CDataT: ...
    @overload
    def from_buffer(self, python_buffer: Buffer, /) -> _CDataT: ...
    @overload
    def from_buffer(
        self, cdecl: str, python_buffer: Buffer, require_writable: bool = ...
    ) -> _CDataT: ...
    def cast(self, cdecl: str, value: _CDataT | int) -> _CDataT: ...
    def buffer(self, cdata: _CDataT, size: int = ...) -> CBuffer: ...
    def sizeof(self, cdecl: str | _CDataT) -> int: ...
    def release(self, cdata: _CDataT) -> None: ...
    def memmove(self, dest: _CDataT | Buffer, src: _CDataT | Buffer, n: int) -> None: ...
    def unpack(self, cdata: _CDataT, length: int) -> bytes: ...
    def string(self, cdata: _CDataT, maxlen: int = ...) -> bytes: ...
    def typeof(self, cdecl: str | _CDataT) -> CType: ...

ffi: _Ffi

class _Lib:
'''

_FLOATS = {"float", "double"}


_BYTE_TYPES = {"char", "signed char", "unsigned char", "int8_t", "uint8_t"}


def _argument_type(ctype: model.BaseTypeByIdentity) -> str:
    if isinstance(ctype, model.PointerType) and getattr(ctype.totype, "name", None) in _BYTE_TYPES:
        return "CData | bytes"  # cffi passes a bytes object to a byte pointer as its address
    return _python_type(ctype)


def _python_type(ctype: model.BaseTypeByIdentity) -> str:
    if isinstance(ctype, model.VoidType):
        return "None"
    if isinstance(ctype, model.PrimitiveType):
        if ctype.name in _FLOATS:
            return "float"
        if ctype.name == "_Bool":
            return "bool"
        if ctype.is_integer_type() or ctype.name == "char":
            return "int"
    if isinstance(ctype, model.PointerType | model.ArrayType | model.StructOrUnion):
        return "CData"
    raise SystemExit(f"native/stub.py: no Python type for C type {ctype!r}; extend _python_type")


def render() -> str:
    """The stub text the current cdef files describe."""
    builder = FFI()
    builder.cdef(_cdefs())
    declarations = builder._parser._declarations
    constants: list[str] = []
    functions: list[str] = []
    for key, (ctype, _quals) in sorted(declarations.items()):
        kind, _, name = key.partition(" ")
        if kind in ("macro", "constant"):
            constants.append(f"    {name}: int")
        elif kind == "enum":
            constants.extend(f"    {member}: int" for member in ctype.enumerators)
        elif kind == "function":
            args = ", ".join(f"a{i}: {_argument_type(arg)}" for i, arg in enumerate(ctype.args))
            args = f"self, {args}, /" if args else "self"
            functions.append(f"    def {name}({args}) -> {_python_type(ctype.result)}: ...")
    body = "\n".join(sorted(set(constants)) + functions)
    return f"{_HEADER}{body}\n\nlib: _Lib\n"


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--check", action="store_true", help="fail if the stub on disk is stale")
    args = parser.parse_args(argv)
    text = render()
    if args.check:
        if STUB.read_text() != text:
            print(f"{STUB} is stale: run python native/stub.py", file=sys.stderr)
            return 1
        return 0
    STUB.write_text(text)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
