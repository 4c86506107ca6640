"""aeronkit.spark.sbe_decode: batches of recorded SBE messages -> Arrow, checked against the row path.

The reference for every message is the generated Python codec plus the generated ``to_row``/``to_arrow``
applied to that message alone; ``decode`` must give the same row whether it took the C column path (fixed
messages) or the Python path (groups and var data), for current, older and newer senders, and must report
every malformed message by index while decoding the rest.
"""

from __future__ import annotations

import math
import struct
import time
from pathlib import Path
from typing import Any

import numpy as np
import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from aeronkit.codegen import backends
from aeronkit.codegen.frontend import parse_schema
from aeronkit.codegen.output import MemoryOutput
from aeronkit.errors import ConfigurationError
from aeronkit.spark.sbe_decode import decode
from aeronkit.spark.sbe_schema import MessageSchema, load_source_module

SCHEMA_PATH = Path(__file__).parent / "schemas" / "h2-trades.xml"
HEADER = struct.Struct("<HHHH")
PROPERTY = settings(max_examples=40, deadline=None, suppress_health_check=[HealthCheck.too_slow])


@pytest.fixture(scope="module")
def schema(tmp_path_factory: pytest.TempPathFactory) -> MessageSchema:
    cache = tmp_path_factory.mktemp("sbe-cache")
    return MessageSchema.from_xml(SCHEMA_PATH.read_text(), source=str(SCHEMA_PATH), cache_dir=str(cache))


@pytest.fixture(scope="module")
def old_codecs() -> dict[int, Any]:
    """The schema's Python codecs as they were at versions 0 and 1: the senders of older messages."""
    modules = {}
    for version in (0, 1):
        ir = parse_schema(SCHEMA_PATH, version=version)
        out = MemoryOutput()
        backends.get("python").generate(ir, f"h2_v{version}", out)
        modules[version] = load_source_module(out.files[f"python/h2_v{version}.py"],
                                              f"_test_sbe_decode_h2_v{version}", f"<h2 v{version}>")
    return modules


# ---- random message values (raw ints for enums and sets, so unknown values and null values occur too)

ascii_text = st.text(alphabet=st.characters(min_codepoint=1, max_codepoint=127), max_size=8)
i8 = st.integers(-128, 127)
i32 = st.integers(-(2**31), 2**31 - 1)
i64 = st.integers(-(2**63), 2**63 - 1)
u16 = st.integers(0, 2**16 - 1)

trade_values = st.fixed_dictionaries({
    "trade_id": st.integers(0, 2**64 - 1),
    "symbol": ascii_text,
    "price": st.tuples(i64, i8),
    "quantity": st.integers(0, 2**32 - 1),
    "side": st.sampled_from([1, 2, 7, 255]),
    "venue": st.sampled_from([ord("L"), ord("X"), ord("Q"), 0]),
    "flags": u16,
    "bid_px": st.none() | st.floats(allow_nan=True, width=64),
    "levels": st.tuples(i32, i32, i32),
    "seq": st.none() | i64,
    "settlement": st.sampled_from([-(2**31)]) | i32,  # a late required field holding its null value
    "region": st.text(alphabet=st.characters(min_codepoint=1, max_codepoint=127), max_size=6),
    "late_flags": u16,
    "adjust": st.tuples(i64, i8),
})
quote_values = st.fixed_dictionaries({"bid": i64, "ask": i64, "size": st.none() | st.integers(0, 254)})
order_values = st.fixed_dictionaries({
    "order_id": i64,
    "side": st.sampled_from([1, 2, 9]),
    "limit_": st.none() | st.integers(0, 2**64 - 2),
    "fills": st.lists(st.tuples(i64, st.integers(0, 2**32 - 1), st.sampled_from([ord("L"), ord("X")])),
                      max_size=3),
    "note": st.text(max_size=12),
    "blob": st.binary(max_size=12),
})
tick_values = st.fixed_dictionaries({
    "time": i64, "instrument": i64, "bid": i64, "ask": i64, "bid_size": i64, "ask_size": i64,
    "venue_id": i32, "sequence": i32,
})


def encode(codecs: Any, name: str, values: dict[str, Any]) -> bytes:
    """One message with its header, written by a generated Python encoder (``codecs`` sets the version)."""
    buffer = bytearray(1024)
    enc = getattr(codecs, name + "Encoder")().wrap_and_apply_header(buffer)
    tail = ("fills", "note", "blob")  # groups, then var data: SBE's wire order (the encoder appends)
    for key, value in sorted(values.items(), key=lambda item: tail.index(item[0]) if item[0] in tail else -1):
        if key in ("price", "adjust"):
            if not hasattr(enc, key):
                continue  # not in this (older) version
            part = getattr(enc, key)
            part.mantissa, part.exponent = value
        elif key == "fills":
            group = enc.fills_count(len(value))
            for px, qty, venue in value:
                entry = group.next()
                entry.px, entry.qty, entry.venue = px, qty, venue
        elif key == "note":
            enc.put_note(value)
        elif key == "blob":
            enc.put_blob(value)
        else:
            try:
                setattr(enc, key, value)
            except AttributeError:
                continue  # a field this (older) version does not have
    return bytes(buffer[: codecs.HEADER_LENGTH + enc.encoded_length])


def newer(message: bytes, extra: bytes) -> bytes:
    """``message`` as a sender one version ahead would write it: a longer block with bytes we do not know."""
    block, template, schema_id, version = HEADER.unpack_from(message)
    body = message[HEADER.size:]
    head = HEADER.pack(block + len(extra), template, schema_id, version + 1)
    return head + body[:block] + extra + body[block:]


def expected_row(schema: MessageSchema, message: bytes) -> tuple[str, dict[str, Any]]:
    """The reference: the generated Python decoder, to_row and to_arrow on this one message."""
    template = HEADER.unpack_from(message)[1]
    mt = schema.by_template(template)
    assert mt is not None
    decoder = schema.codecs.MESSAGES[template][0]().wrap_with_header(message)
    batch = schema.mapping.to_arrow(mt.name, [schema.mapping.to_row(decoder, mt.name)])
    return mt.name, batch.to_pylist()[0]


def same(a: Any, b: Any) -> bool:
    """Equality that treats NaN as equal to NaN (a required float may carry NaN)."""
    if isinstance(a, float) and isinstance(b, float):
        return (math.isnan(a) and math.isnan(b)) or a == b
    if isinstance(a, dict) and isinstance(b, dict):
        return a.keys() == b.keys() and all(same(a[k], b[k]) for k in a)
    if isinstance(a, list) and isinstance(b, list):
        return len(a) == len(b) and all(same(x, y) for x, y in zip(a, b, strict=True))
    return bool(a == b)


def concatenate(messages: list[bytes], gaps: list[bytes]) -> tuple[np.ndarray, np.ndarray, np.ndarray]:
    """Payloads back to back with a gap before each, as the reader hands them over."""
    data, offsets, lengths, at = bytearray(), [], [], 0
    for message, gap in zip(messages, gaps, strict=True):
        data += gap + message
        at += len(gap)
        offsets.append(at)
        lengths.append(len(message))
        at += len(message)
    return (np.frombuffer(bytes(data), dtype=np.uint8), np.asarray(offsets, dtype=np.uint64),
            np.asarray(lengths, dtype=np.int32))


def rows_by_index(result: Any) -> dict[int, tuple[str, dict[str, Any]]]:
    out: dict[int, tuple[str, dict[str, Any]]] = {}
    for name, (indices, batch) in result.tables.items():
        assert indices.dtype == np.int64
        assert list(indices) == sorted(indices)
        assert batch.num_rows == len(indices)
        for i, row in zip(indices.tolist(), batch.to_pylist(), strict=True):
            assert i not in out
            out[i] = (name, row)
    return out


@st.composite
def messages(draw: st.DrawFn, schema: MessageSchema, old: dict[int, Any]) -> bytes:
    kind = draw(st.sampled_from(["trade", "trade_v0", "trade_v1", "trade_newer", "quote", "order",
                                 "order_newer", "tick"]))
    if kind.startswith("trade"):
        values = draw(trade_values)
        codecs = {"trade_v0": old[0], "trade_v1": old[1]}.get(kind, schema.codecs)
        message = encode(codecs, "Trade", values)
    elif kind.startswith("order"):
        message = encode(schema.codecs, "Order", draw(order_values))
    elif kind == "quote":
        message = encode(schema.codecs, "Quote", draw(quote_values))
    else:
        message = encode(schema.codecs, "Tick", draw(tick_values))
    if kind.endswith("newer"):
        message = newer(message, draw(st.binary(min_size=1, max_size=9)))
    return message


def test_decode_matches_the_row_path(schema: MessageSchema, old_codecs: dict[int, Any]) -> None:
    @PROPERTY
    @given(st.data())
    def check(data: st.DataObject) -> None:
        batch = data.draw(st.lists(messages(schema, old_codecs), min_size=1, max_size=25))
        gaps = data.draw(st.lists(st.binary(max_size=5), min_size=len(batch), max_size=len(batch)))
        result = decode(schema, *concatenate(batch, gaps))
        assert result.malformed == []
        assert result.skipped == 0
        decoded = rows_by_index(result)
        assert sorted(decoded) == list(range(len(batch)))
        for name, (_, table) in result.tables.items():
            assert table.schema == schema.arrow_schema(name)  # what the Spark reader declares
        for i, message in enumerate(batch):
            name, row = expected_row(schema, message)
            assert decoded[i][0] == name
            assert same(decoded[i][1], row), (i, decoded[i][1], row)

    check()


def test_old_version_fields_are_null_and_present_null_values_are_kept(
    schema: MessageSchema, old_codecs: dict[int, Any]
) -> None:
    values = {"trade_id": 5, "symbol": "AB", "price": (1, 2), "quantity": 3, "side": 1, "venue": ord("L"),
              "flags": 1, "bid_px": None, "levels": (1, 2, 3), "seq": None, "settlement": -(2**31),
              "region": "", "late_flags": 0, "adjust": (-(2**63), -128)}
    batch = [encode(schema.codecs, "Trade", values), encode(old_codecs[1], "Trade", values),
             encode(old_codecs[0], "Trade", values)]
    result = decode(schema, *concatenate(batch, [b""] * 3))
    rows = result.tables["Trade"][1].to_pylist()
    # version 2: every late field is on the wire, and a required one keeps even its null value
    assert (rows[0]["settlement"], rows[0]["region"], rows[0]["lateFlags"]) == (-(2**31), "", [])
    assert rows[0]["adjust"] == {"mantissa": -(2**63), "exponent": -128}
    # version 1: settlement is there, the version-2 fields are absent
    assert rows[1]["settlement"] == -(2**31)
    assert (rows[1]["region"], rows[1]["lateFlags"], rows[1]["adjust"]) == (None, None, None)
    # version 0: all late fields absent; the version-0 ones are intact
    assert (rows[2]["settlement"], rows[2]["tradeId"], rows[2]["symbol"]) == (None, 5, "AB")
    for i, message in enumerate(batch):
        assert same(rows[i], expected_row(schema, message)[1])


def test_malformed_messages_are_reported_and_the_rest_decodes(
    schema: MessageSchema, old_codecs: dict[int, Any]
) -> None:
    @PROPERTY
    @given(st.data())
    def check(data: st.DataObject) -> None:
        good = data.draw(st.lists(messages(schema, old_codecs), min_size=1, max_size=10))
        kinds = data.draw(st.lists(st.sampled_from(["truncated", "foreign", "unknown", "random", "short",
                                                    "varcut"]), min_size=1, max_size=6))
        batch: list[bytes] = []
        expect: dict[int, str] = {}
        for kind in kinds:
            base = data.draw(st.sampled_from(good))
            block, template, schema_id, version = HEADER.unpack_from(base)
            if kind == "truncated":  # the block does not fit in the message
                bad = base[: data.draw(st.integers(HEADER.size, HEADER.size + block - 1))] if block else None
                reason = "< block length"
            elif kind == "foreign":
                other = data.draw(st.integers(0, 2**16 - 1).filter(lambda s: s != schema.schema_id))
                bad, reason = HEADER.pack(block, template, other, version) + base[HEADER.size:], \
                    f"schema id {other}, expected {schema.schema_id}"
            elif kind == "unknown":
                other = data.draw(st.integers(5, 2**16 - 1))
                bad, reason = HEADER.pack(block, other, schema_id, version) + base[HEADER.size:], \
                    f"unknown template id {other}"
            elif kind == "short":
                bad, reason = base[: data.draw(st.integers(0, HEADER.size - 1))], "< header length"
            elif kind == "varcut":  # an order cut inside its group or var data: the Python codec objects
                order = encode(schema.codecs, "Order", data.draw(order_values.filter(lambda v: v["blob"])))
                bad, reason = order[: data.draw(st.integers(HEADER.size + 17, len(order) - 1))], ""
            else:
                bad, reason = data.draw(st.binary(max_size=40)), None
            if bad is None:
                continue
            expect[len(batch)] = reason if reason is not None else "?"
            batch.append(bad)
        items: list[tuple[bytes, str | None]] = [(m, None) for m in good]  # None: a good message
        for key, message in enumerate(batch):
            items.insert(data.draw(st.integers(0, len(items))), (message, expect[key]))
        ordered = [m for m, _ in items]
        gaps = data.draw(st.lists(st.binary(max_size=4), min_size=len(ordered), max_size=len(ordered)))
        result = decode(schema, *concatenate(ordered, gaps))
        decoded = rows_by_index(result)
        malformed = dict(result.malformed)
        assert [i for i, _ in result.malformed] == sorted(malformed)
        assert not set(decoded) & set(malformed)
        assert set(decoded) | set(malformed) == set(range(len(ordered)))
        for pos, (message, reason) in enumerate(items):
            if reason is not None:
                if reason == "?":  # random bytes: either rejected or a well-formed message by chance
                    if pos in decoded:
                        assert same(decoded[pos][1], expected_row(schema, message)[1])
                    continue
                assert pos in malformed, (pos, message)
                assert reason in malformed[pos]
            else:
                assert pos in decoded, (pos, malformed.get(pos))
                assert same(decoded[pos][1], expected_row(schema, message)[1])

    check()


def test_bounds_are_checked_against_the_data(schema: MessageSchema) -> None:
    tick = encode(schema.codecs, "Tick", {"time": 1})
    data = np.frombuffer(tick, dtype=np.uint8)
    offsets = np.asarray([0, 1, len(tick), 2**63, 0], dtype=np.uint64)
    lengths = np.asarray([len(tick), len(tick), 1, 8, -1], dtype=np.int32)
    result = decode(schema, data, offsets, lengths)
    assert list(result.tables) == ["Tick"]
    assert result.tables["Tick"][0].tolist() == [0]
    assert [i for i, _ in result.malformed] == [1, 2, 3, 4]
    assert all("outside the data" in reason for _, reason in result.malformed)
    signed = decode(schema, data, np.asarray([-1, 0], dtype=np.int64), np.asarray([8, len(tick)], np.int32))
    assert signed.malformed == [(0, f"message at offset -1 length 8 is outside the data ({len(tick)} bytes)")]
    assert signed.tables["Tick"][0].tolist() == [1]


def test_a_block_shorter_than_version_0_is_malformed(schema: MessageSchema) -> None:
    tick = bytearray(encode(schema.codecs, "Tick", {"time": 1}))
    struct.pack_into("<H", tick, 0, 40)
    result = decode(schema, np.frombuffer(bytes(tick), dtype=np.uint8), np.zeros(1, np.uint64),
                    np.asarray([len(tick)], np.int32))
    assert result.tables == {}
    assert result.malformed == [(0, "block length 40 < 56 (the Tick fields of version 0)")]


def test_invalid_char_text_is_malformed_not_fatal(schema: MessageSchema) -> None:
    values = {"trade_id": 1, "symbol": "OK"}
    good = encode(schema.codecs, "Trade", values)
    bad = bytearray(good)
    bad[HEADER.size + 8] = 0xC3  # first byte of symbol: not US-ASCII
    tail = bytearray(good)
    tail[HEADER.size + 8 + 3] = 0xC3  # after the NUL that ends "OK": the Python codec never reads it
    result = decode(schema, *concatenate([good, bytes(bad), bytes(tail)], [b""] * 3))
    assert result.tables["Trade"][0].tolist() == [0, 2]
    assert [row["symbol"] for row in result.tables["Trade"][1].to_pylist()] == ["OK", "OK"]
    assert result.malformed == [(1, "Trade.symbol: not valid US-ASCII")]


def test_only_decodes_one_message_and_counts_the_others(schema: MessageSchema) -> None:
    batch = [encode(schema.codecs, "Tick", {"time": 1}), encode(schema.codecs, "Quote", {"bid": 2}),
             encode(schema.codecs, "Tick", {"time": 3}), b"\x01" * 7]
    result = decode(schema, *concatenate(batch, [b""] * 4), only="Tick")
    assert list(result.tables) == ["Tick"]
    assert result.tables["Tick"][0].tolist() == [0, 2]
    assert [r["time"] for r in result.tables["Tick"][1].to_pylist()] == [1, 3]
    assert result.skipped == 1
    assert [i for i, _ in result.malformed] == [3]
    with pytest.raises(ConfigurationError, match=r"option message.*Nope.*Trade, Quote, Order, Tick"):
        decode(schema, *concatenate(batch, [b""] * 4), only="Nope")


def test_empty_input(schema: MessageSchema) -> None:
    result = decode(schema, np.zeros(0, np.uint8), np.zeros(0, np.uint64), np.zeros(0, np.int32))
    assert (result.tables, result.malformed, result.skipped) == ({}, [], 0)


def test_one_million_fixed_messages(schema: MessageSchema, capsys: pytest.CaptureFixture[str]) -> None:
    """1M 64-byte Tick messages, built with numpy; every value checked; the time per message is printed."""
    count = 1_000_000
    mt = schema.message("Tick")
    layout = np.dtype([("block", "<u2"), ("template", "<u2"), ("schema", "<u2"), ("version", "<u2"),
                       ("time", "<i8"), ("instrument", "<i8"), ("bid", "<i8"), ("ask", "<i8"),
                       ("bid_size", "<i8"), ("ask_size", "<i8"), ("venue_id", "<i4"), ("sequence", "<i4")])
    assert layout.itemsize == 64 == 8 + mt.block_length
    rng = np.random.default_rng(7)
    records = np.zeros(count, dtype=layout)
    records["block"], records["template"] = mt.block_length, mt.template_id
    records["schema"], records["version"] = schema.schema_id, schema.version
    for name in ("time", "instrument", "bid", "ask", "bid_size", "ask_size"):
        records[name] = rng.integers(-(2**63), 2**63 - 1, count, dtype=np.int64)
    records["venue_id"] = rng.integers(-(2**31), 2**31 - 1, count, dtype=np.int32)
    records["sequence"] = np.arange(count, dtype=np.int32)
    data = records.view(np.uint8)
    offsets = np.arange(count, dtype=np.uint64) * 64
    lengths = np.full(count, 64, dtype=np.int32)
    decode(schema, data[:6400], offsets[:100], lengths[:100])  # warm: compile, plan, Arrow kernels
    best = math.inf
    for _ in range(3):
        started = time.perf_counter()
        result = decode(schema, data, offsets, lengths)
        best = min(best, time.perf_counter() - started)
    indices, batch = result.tables["Tick"]
    assert result.malformed == [] and np.array_equal(indices, np.arange(count))
    for name, column in (("time", "time"), ("bidSize", "bid_size"), ("venueId", "venue_id"),
                         ("sequence", "sequence")):
        assert np.array_equal(batch.column(name).to_numpy(), records[column])
    with capsys.disabled():
        print(f"\nsbe_decode: {count} fixed 64-byte messages in {best * 1e3:.1f} ms "
              f"({best * 1e9 / count:.1f} ns per message, best of 3)")


BIG_ENDIAN_PATH = Path(__file__).parent / "schemas" / "h2-bigendian.xml"


@pytest.fixture(scope="module")
def big_endian(tmp_path_factory: pytest.TempPathFactory) -> MessageSchema:
    cache = tmp_path_factory.mktemp("sbe-cache-be")
    text = BIG_ENDIAN_PATH.read_text()
    return MessageSchema.from_xml(text, source=str(BIG_ENDIAN_PATH), cache_dir=str(cache))


def big_endian_row(schema: MessageSchema, message: bytes) -> tuple[str, dict[str, Any]]:
    template = struct.unpack_from(">H", message)[0]  # this schema's header starts with templateId
    mt = schema.by_template(template)
    assert mt is not None
    decoder = schema.codecs.MESSAGES[template][0]().wrap_with_header(message)
    return mt.name, schema.mapping.to_arrow(mt.name, [schema.mapping.to_row(decoder, mt.name)]).to_pylist()[0]


def test_the_header_layout_comes_from_the_schema(big_endian: MessageSchema) -> None:
    """A big-endian schema with a 9-byte header (uint16, uint16, uint8 version, uint32 blockLength)."""
    codecs = big_endian.codecs
    assert codecs.HEADER_LENGTH == 9

    def ping(values: dict[str, Any]) -> bytes:
        buffer = bytearray(64)
        enc = codecs.PingEncoder().wrap_and_apply_header(buffer)
        for key, value in values.items():
            setattr(enc, key, value)
        return bytes(buffer[: codecs.HEADER_LENGTH + enc.encoded_length])

    def blob(values: dict[str, Any]) -> bytes:
        buffer = bytearray(300)
        enc = codecs.BlobEncoder().wrap_and_apply_header(buffer)
        enc.id = values["id"]
        enc.put_payload(values["payload"])
        return bytes(buffer[: codecs.HEADER_LENGTH + enc.encoded_length])

    pings = st.fixed_dictionaries({
        "seq": st.integers(0, 2**32 - 1), "px": st.floats(width=64),
        "name": st.text(alphabet="abcXYZ", max_size=4), "bits": st.integers(0, 255),
        "extra": st.integers(-(2**15), 2**15 - 1),
    }).map(ping)
    blobs = st.fixed_dictionaries({"id": i64, "payload": st.binary(max_size=30)}).map(blob)

    @PROPERTY
    @given(st.lists(pings | blobs, min_size=1, max_size=20), st.binary(max_size=3))
    def check(batch: list[bytes], gap: bytes) -> None:
        result = decode(big_endian, *concatenate(batch, [gap] * len(batch)))
        assert result.malformed == []
        decoded = rows_by_index(result)
        for i, message in enumerate(batch):
            name, row = big_endian_row(big_endian, message)
            assert decoded[i][0] == name and same(decoded[i][1], row)

    check()
    # a version-0 Ping (no `extra`): its header says version 0 and a 17-byte block
    old = bytearray(ping({"seq": 1, "name": "ab"}))
    struct.pack_into(">BI", old, 4, 0, 17)
    result = decode(big_endian, np.frombuffer(bytes(old[:-2]), np.uint8), np.zeros(1, np.uint64),
                    np.asarray([len(old) - 2], np.int32))
    assert result.tables["Ping"][1].to_pylist()[0]["extra"] is None
    assert result.tables["Ping"][1].to_pylist()[0]["seq"] == 1


def test_many_chunks_of_mixed_versions(schema: MessageSchema, old_codecs: dict[int, Any],
                                       monkeypatch: pytest.MonkeyPatch) -> None:
    """The C decoder is called per slice; rows on both sides of every slice edge must stay in place."""
    import aeronkit.spark.sbe_decode as sbe_decode

    monkeypatch.setattr(sbe_decode, "CHUNK_BYTES", 0)  # the smallest slices: 1024 messages
    rng = np.random.default_rng(11)
    batch = []
    for i in range(2600):
        codecs = (schema.codecs, old_codecs[1], old_codecs[0])[i % 3]
        values = {"trade_id": i, "symbol": f"S{i % 97}", "settlement": i * 7, "region": "EU" if i % 2 else "",
                  "flags": int(rng.integers(0, 2**16)), "adjust": (i, i % 100)}
        batch.append(encode(codecs, "Trade", values))
    result = decode(schema, *concatenate(batch, [b"\x00"] * len(batch)))
    indices, table = result.tables["Trade"]
    assert result.malformed == [] and indices.tolist() == list(range(len(batch)))
    rows = table.to_pylist()
    for i in range(0, len(batch), 7):
        assert same(rows[i], expected_row(schema, batch[i])[1]), i


def hostile(schema: MessageSchema) -> st.SearchStrategy[bytes]:
    """Random bytes, or a header of this schema (any block length, template, version) over random bytes
    that mostly cover the block, so that hostile bodies reach both decoders."""

    @st.composite
    def headed(draw: st.DrawFn) -> bytes:
        block = draw(st.integers(0, 100))
        header = HEADER.pack(block, draw(st.integers(0, 6)), schema.schema_id, draw(st.integers(0, 4)))
        return header + draw(st.binary(min_size=max(0, block - 4), max_size=block + 40))

    return st.binary(max_size=40) | headed()


def test_arbitrary_bytes_and_spans_never_escape(schema: MessageSchema) -> None:
    """Any bytes, offsets and lengths: each index is decoded or malformed, exactly once; nothing raises."""

    strays = st.lists(st.tuples(st.integers(0, 2000), st.integers(-4, 200)), max_size=6)

    @PROPERTY
    @given(st.lists(hostile(schema), max_size=12), strays)
    def check(pieces: list[bytes], extra: list[tuple[int, int]]) -> None:
        data = b"".join(pieces)
        spans, at = [], 0
        for piece in pieces:
            spans.append((at, len(piece)))
            at += len(piece)
        spans += extra
        offsets = np.asarray([o for o, _ in spans], dtype=np.uint64)
        lengths = np.asarray([n for _, n in spans], dtype=np.int32)
        result = decode(schema, np.frombuffer(data, np.uint8), offsets, lengths)
        decoded = rows_by_index(result)
        assert len(decoded) + len(result.malformed) == len(spans)
        assert sorted(set(decoded) | {i for i, _ in result.malformed}) == list(range(len(spans)))
        for i, (name, row) in decoded.items():
            o, n = spans[i]
            assert (name, True) == (expected_row(schema, data[o: o + n])[0], True)
            assert same(row, expected_row(schema, data[o: o + n])[1])

    check()


def test_messages_with_nothing_on_the_wire_still_count(big_endian: MessageSchema) -> None:
    """A message without fields, or with constants only, is still one row per message."""
    nothing, constant = big_endian.message("Nothing"), big_endian.message("OnlyConstant")
    assert nothing.fixed and constant.fixed and nothing.block_length == constant.block_length == 0
    header = struct.Struct(">HHBI")
    batch = [header.pack(mt.template_id, big_endian.schema_id, 1, 0) for mt in (nothing, constant, constant)]
    result = decode(big_endian, *concatenate(batch, [b""] * 3))
    assert result.malformed == []
    assert result.tables["Nothing"][0].tolist() == [0] and result.tables["Nothing"][1].num_rows == 1
    indices, table = result.tables["OnlyConstant"]
    assert indices.tolist() == [1, 2] and table.to_pylist() == [{"seven": 7}, {"seven": 7}]
