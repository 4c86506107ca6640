"""Codec benchmark: encode and decode per message, aeronkit's generated codecs beside their baselines.

Every implementation works on the same bytes: the `Tick` (fixed block, 7 fields) and `Note` (two var data
fields) messages of benchmarks/schemas/bench-codecs.xml, a schema kept within what the PyPI `sbe` package
parses. The codecs are compiled from that schema at run time by our own generator (Python and C; the C
flyweights are built into a throwaway cffi module), so the benchmark measures exactly what users get.

Implementations:
  hand-struct      hand-written: one precompiled struct.Struct per block, slices for var data (the floor)
  struct-per-field hand-written: one unpack_from/pack_into per field (what a hand flyweight does)
  aeronkit-py      generated Python flyweight (wrap + property per field)
  aeronkit-py-tuple generated Python `decode_fields` fast path (whole block in one call)
  aeronkit-c       generated C flyweight through cffi (wrap + one call per field)
  aeronkit-c-cols  generated C column decoder: one call decodes the whole batch into column arrays
  pypi-sbe         the PyPI `sbe` package (schema.decode / schema.encode to and from dicts)
"""

from __future__ import annotations

import importlib.util
import random
import struct
import sys
import tempfile
from pathlib import Path
from types import ModuleType
from typing import Any

from benchmarks.harness import RESULTS, Measurement, run_rounds, write_results

SCHEMA = Path(__file__).resolve().parent / "schemas" / "bench-codecs.xml"
HEADER = struct.Struct("<HHHH")
TICK = struct.Struct("<qiIqqqq")
TICK_FIELDS = ("timestamp", "instrument_id", "sequence", "bid", "ask", "bid_size", "ask_size")
TICK_PER_FIELD = [(struct.Struct(f"<{c}"), off) for c, off in
                  (("q", 0), ("i", 8), ("I", 12), ("q", 16), ("q", 24), ("q", 32), ("q", 40))]
NOTE_BLOCK = struct.Struct("<qi")
U32 = struct.Struct("<I")


def _generate(tmp: Path) -> tuple[ModuleType, Any, Any]:
    """Compile the bench schema with our generator: Python module + a cffi module of the C flyweights."""
    from cffi import FFI

    from aeronkit.codegen import backends
    from aeronkit.codegen.frontend import parse_schema
    from aeronkit.codegen.output import DirOutput

    ir = parse_schema(SCHEMA)
    out = DirOutput(tmp)
    for lang in ("python", "c"):
        backends.get(lang).generate(ir, "bench", out)
    spec = importlib.util.spec_from_file_location("bench_codecs", tmp / "python" / "bench.py")
    assert spec and spec.loader
    py = importlib.util.module_from_spec(spec)
    sys.modules["bench_codecs"] = py
    spec.loader.exec_module(py)

    ffi = FFI()
    ffi.cdef((tmp / "c" / "bench.cdef").read_text())
    ffi.set_source("bench_native", '#include "bench.h"\n', include_dirs=[str(tmp / "c")],
                   extra_compile_args=["-std=c11", "-O3"])
    ffi.compile(tmpdir=str(tmp / "build"))
    sys.path.insert(0, str(tmp / "build"))
    native = importlib.import_module("bench_native")
    return py, native.ffi, native.lib


def _ticks(n: int, rng: random.Random) -> list[tuple[int, ...]]:
    return [
        (rng.getrandbits(62), rng.randrange(1, 5000), i, rng.getrandbits(40), rng.getrandbits(40),
         rng.randrange(1, 10**6), rng.randrange(1, 10**6))
        for i in range(n)
    ]


def run(quick: bool = False, results: Path = RESULTS) -> Path:
    n = 2_000 if quick else 20_000
    rounds = 3 if quick else 7
    rng = random.Random(42)
    rows: list[Measurement] = []
    with tempfile.TemporaryDirectory(prefix="aeronkit-bench-") as tmp_name:
        py, ffi, lib = _generate(Path(tmp_name))
        rows += _tick_decode(py, ffi, lib, _ticks(n, rng), n, rounds)
        rows += _tick_encode(py, ffi, lib, _ticks(n, rng), n, rounds)
        rows += _note_decode(py, ffi, lib, n, rounds, rng)
    settings = {"messages per timed call": n, "rounds": rounds, "warm-up rounds": 2,
                "python": sys.version.split()[0]}
    return write_results("codecs", rows, "hand-struct", settings, results)


def _tick_buffer(ticks: list[tuple[int, ...]]) -> tuple[bytearray, list[int]]:
    size = 8 + TICK.size
    buf = bytearray(size * len(ticks))
    offsets = []
    for i, t in enumerate(ticks):
        HEADER.pack_into(buf, i * size, TICK.size, 1, 900, 1)
        TICK.pack_into(buf, i * size + 8, *t)
        offsets.append(i * size + 8)
    return buf, offsets


def _tick_decode(py, ffi, lib, ticks, n, rounds) -> list[Measurement]:
    import sbe

    buf, offsets = _tick_buffer(ticks)
    mem = bytes(buf)
    expected_sum = sum(t[3] for t in ticks)
    with SCHEMA.open() as f:
        pypi = sbe.Schema.parse(f)
    dec = py.TickDecoder()
    cdec = ffi.new("bench_tick *")
    cbuf = ffi.from_buffer(buf)
    blen = len(buf)
    offs = ffi.new("uint64_t[]", offsets)
    cols = ffi.new("bench_tick_columns *")
    arrays = {name: ffi.new(f"{_ctype(name)}[]", n) for name in TICK_FIELDS}
    for name, arr in arrays.items():
        setattr(cols, name, arr)
    getters = [getattr(lib, f"bench_tick_{name}") for name in TICK_FIELDS]
    wrap = lib.bench_tick_wrap_for_decode

    def struct_one(k: int) -> int:
        s = 0
        unpack = TICK.unpack_from
        for off in offsets[:k]:
            s += unpack(buf, off)[3]
        return s

    def struct_fields(k: int) -> int:
        s = 0
        fields = TICK_PER_FIELD
        for off in offsets[:k]:
            vals = [st.unpack_from(buf, off + o)[0] for st, o in fields]
            s += vals[3]
        return s

    def ours(k: int) -> int:
        s = 0
        for off in offsets[:k]:
            d = dec.wrap(buf, off, 48, 1)
            _ = (d.timestamp, d.instrument_id, d.sequence)
            s += d.bid
            _ = (d.ask, d.bid_size, d.ask_size)
        return s

    def ours_tuple(k: int) -> int:
        s = 0
        decode = py.TickDecoder.decode_fields
        for off in offsets[:k]:
            s += decode(buf, off)[3]
        return s

    def c_flyweight(k: int) -> int:
        s = 0
        for off in offsets[:k]:
            wrap(cdec, cbuf, off, 48, 1, blen)
            vals = [g(cdec) for g in getters]
            s += vals[3]
        return s

    def c_columns(k: int) -> int:
        got = lib.bench_tick_decode_columns(cbuf, blen, offs, k, cols)
        assert got == k, got
        return sum(arrays["bid"][0:k]) if k == n else 0

    def pypi_sbe(k: int) -> int:
        s = 0
        for off in offsets[:k]:
            s += pypi.decode(mem[off - 8:off + 48]).value["bid"]
        return s

    impls = {"hand-struct": struct_one, "struct-per-field": struct_fields, "aeronkit-py": ours,
             "aeronkit-py-tuple": ours_tuple, "aeronkit-c": c_flyweight, "aeronkit-c-cols": c_columns,
             "pypi-sbe": pypi_sbe}
    for name, fn in impls.items():  # every implementation must read the same values before it is timed
        assert fn(n) in (expected_sum, 0), name
    assert c_columns(n) == expected_sum
    return run_rounds("decode Tick (56 B, 7 fields)", impls, n, rounds)


def _ctype(name: str) -> str:
    return {"instrument_id": "int32_t", "sequence": "uint32_t"}.get(name, "int64_t")


def _tick_encode(py, ffi, lib, ticks, n, rounds) -> list[Measurement]:
    import sbe

    size = 56
    buf = bytearray(size * n)
    cbuf = ffi.from_buffer(buf)
    blen = len(buf)
    enc = py.TickEncoder()
    cenc = ffi.new("bench_tick *")
    setters = [getattr(lib, f"bench_tick_set_{name}") for name in TICK_FIELDS]
    with SCHEMA.open() as f:
        pypi = sbe.Schema.parse(f)
    message = pypi.messages[1]
    dicts = [dict(zip(("timestamp", "instrumentId", "sequence", "bid", "ask", "bidSize", "askSize"), t,
                      strict=True)) for t in ticks]
    reference = bytearray(size * n)
    for i, t in enumerate(ticks):
        HEADER.pack_into(reference, i * size, 48, 1, 900, 1)
        TICK.pack_into(reference, i * size + 8, *t)

    def struct_one(k: int) -> None:
        pack, head = TICK.pack_into, HEADER.pack_into
        for i in range(k):
            head(buf, i * size, 48, 1, 900, 1)
            pack(buf, i * size + 8, *ticks[i])

    def ours(k: int) -> None:
        for i in range(k):
            t = ticks[i]
            e = enc.wrap_and_apply_header(buf, i * size)
            e.timestamp = t[0]
            e.instrument_id = t[1]
            e.sequence = t[2]
            e.bid = t[3]
            e.ask = t[4]
            e.bid_size = t[5]
            e.ask_size = t[6]

    def c_flyweight(k: int) -> None:
        wrap = lib.bench_tick_wrap_and_apply_header
        for i in range(k):
            wrap(cenc, cbuf, i * size, blen)
            for setter, value in zip(setters, ticks[i], strict=True):
                setter(cenc, value)

    def pypi_sbe(k: int) -> None:
        for i in range(k):
            buf[i * size:(i + 1) * size] = pypi.encode(message, dicts[i])

    impls = {"hand-struct": struct_one, "aeronkit-py": ours, "aeronkit-c": c_flyweight, "pypi-sbe": pypi_sbe}
    for name, fn in impls.items():  # each must produce the reference bytes before it is timed
        buf[:] = bytes(len(buf))
        fn(n)
        if name == "pypi-sbe":
            # observed: pypi-sbe 0.4.3 writes blockLength 0 in the message header; compare all else
            assert _without_block_length(buf, size) == _without_block_length(reference, size), name
        else:
            assert buf == reference, f"{name} encoded different bytes"
    return run_rounds("encode Tick (56 B, 7 fields)", impls, n, rounds)


def _without_block_length(buf: bytearray, size: int) -> bytes:
    return b"".join(bytes(buf[i + 2:i + size]) for i in range(0, len(buf), size))


def _note_decode(py, ffi, lib, n, rounds, rng) -> list[Measurement]:
    notes = [(rng.getrandbits(60), rng.randrange(1, 10**6), f"aeron:udp?endpoint=localhost:{20000 + i % 999}",
              "x" * rng.randrange(0, 64)) for i in range(n)]
    buf = bytearray()
    offsets = []
    for cid, sid, channel, text in notes:
        HEADER.pack_into(head := bytearray(8), 0, 12, 2, 900, 1)
        buf += head
        offsets.append(len(buf))
        buf += NOTE_BLOCK.pack(cid, sid)
        for s in (channel, text):
            raw = s.encode()
            buf += U32.pack(len(raw)) + raw
    dec = py.NoteDecoder()
    cdec = ffi.new("bench_note *")
    cbuf = ffi.from_buffer(buf)
    blen = len(buf)
    scratch = ffi.new("char[]", 256)
    expected = sum(len(c) + len(t) for _, _, c, t in notes)

    def struct_hand(k: int) -> int:
        total = 0
        for off in offsets[:k]:
            _cid, _sid = NOTE_BLOCK.unpack_from(buf, off)
            pos = off + 12
            (length,) = U32.unpack_from(buf, pos)
            channel = buf[pos + 4:pos + 4 + length].decode()
            pos += 4 + length
            (length,) = U32.unpack_from(buf, pos)
            text = buf[pos + 4:pos + 4 + length].decode()
            total += len(channel) + len(text)
        return total

    def ours(k: int) -> int:
        total = 0
        for off in offsets[:k]:
            d = dec.wrap(buf, off, 12, 1)
            _ = (d.correlation_id, d.stream_id)
            total += len(d.channel) + len(d.text)
        return total

    def c_flyweight(k: int) -> int:
        total = 0
        for off in offsets[:k]:
            lib.bench_note_wrap_for_decode(cdec, cbuf, off, 12, 1, blen)
            _ = (lib.bench_note_correlation_id(cdec), lib.bench_note_stream_id(cdec))
            a = lib.bench_note_get_channel(cdec, scratch, 256)
            channel = ffi.unpack(scratch, a).decode()
            b = lib.bench_note_get_text(cdec, scratch, 256)
            text = ffi.unpack(scratch, b).decode()
            total += len(channel) + len(text)
        return total

    impls = {"hand-struct": struct_hand, "aeronkit-py": ours, "aeronkit-c": c_flyweight}
    for name, fn in impls.items():
        assert fn(n) == expected, name
    return run_rounds("decode Note (2 var data)", impls, n, rounds)
