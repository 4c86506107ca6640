"""Decode a batch of recorded SBE messages into one Arrow record batch per message type.

The Spark reader hands over many payloads at once (a numpy byte array with offsets and lengths) and gets
back columns, so per-message Python runs only where it cannot be avoided:

* the message headers of the whole batch are read with numpy (one gather per header byte), and bounds,
  schema id, template id and block length are checked vectorised;
* fixed-block messages go through the generated C ``<msg>_decode_columns_headered`` decoder (one call per
  message type) and the generated ``columns_to_arrow``;
* messages with groups or var data go through the generated Python codec, ``to_row`` and ``to_arrow``:
  a Python loop, about a microsecond per field, because their layout varies per message.

A message that cannot be decoded is reported in ``Decoded.malformed`` with its index and a reason; the
rest of the batch still decodes. Nothing reads outside ``data``: every message is checked to lie inside it
and to hold its header and block before any decoder touches it.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any

import numpy as np

from aeronkit.errors import CodecError, ConfigurationError

if TYPE_CHECKING:
    import pyarrow as pa

    from aeronkit.spark.sbe_schema import MessageSchema

# C scalar types of the column struct members -> numpy dtypes (a char column is raw bytes)
_C_DTYPES = {
    "int8_t": np.int8, "int16_t": np.int16, "int32_t": np.int32, "int64_t": np.int64,
    "uint8_t": np.uint8, "uint16_t": np.uint16, "uint32_t": np.uint32, "uint64_t": np.uint64,
    "float": np.float32, "double": np.float64, "char": np.uint8,
}
_HEADER_MEMBERS = ("blockLength", "templateId", "schemaId", "version")
CHUNK_BYTES = 256 * 1024


@dataclass
class Decoded:
    """What ``decode`` made of a batch.

    ``tables`` maps each message name that occurred to (indices into the input, ascending int64; the
    RecordBatch with one row per index, same order). ``malformed`` lists (input index, reason), ascending.
    ``skipped`` counts well-formed messages of other known templates when ``only`` was given.
    """

    tables: dict[str, tuple[np.ndarray, pa.RecordBatch]] = field(default_factory=dict)
    malformed: list[tuple[int, str]] = field(default_factory=list)
    skipped: int = 0


@dataclass(frozen=True)
class _Leaf:
    key: str          # C column struct member == Column.key
    c_type: str       # C element type of the member pointer
    width: int        # elements per message (char[n] and T[n] arrays: n)


@dataclass(frozen=True)
class _Plan:
    """Everything about one message that does not depend on the batch."""

    name: str
    template_id: int
    fixed: bool
    min_block: int                      # end of the version-0 fields: a shorter block is malformed
    block_length: int                   # the current version's block length (sizes the C chunks)
    decode: Any = None                  # C decode_columns_headered (fixed messages)
    columns_type: str = ""
    leaves: tuple[_Leaf, ...] = ()


_plans: dict[tuple[str, str], _Plan] = {}


def _leaves(columns: tuple[Any, ...], out: list[tuple[Any, int]]) -> None:
    for c in columns:
        if c.kind == "composite":
            _leaves(c.children, out)
        elif c.kind != "const":
            width = int(c.sbe[c.sbe.rindex("[") + 1:-1]) if c.kind in ("chars", "array") else 1
            out.append((c, width))


def _plan(schema: MessageSchema, name: str) -> _Plan:
    found = _plans.get((schema.digest, name))
    if found is not None:
        return found
    from aeronkit.codegen.ir import Presence
    from aeronkit.codegen.naming import snake_case

    message = next(m for m in schema.ir.messages if m.name == name)
    mt = schema.messages[name]
    min_block = max((f.offset + f.encoded_length for f in message.fields
                     if f.meta.since_version == 0 and f.presence is not Presence.CONSTANT), default=0)
    if not mt.fixed:
        plan = _Plan(name, mt.template_id, False, min_block, mt.block_length)
    else:
        ffi, lib = schema.native
        c_name = f"{schema.prefix}_{snake_case(name)}"
        members = dict(ffi.typeof(f"{c_name}_columns").fields)
        columns = schema.mapping.FIELDS[name]
        flat: list[tuple[Any, int]] = []
        _leaves(columns, flat)
        leaves = []
        for c, width in flat:
            if c.key not in members:
                raise ConfigurationError(f"generated C has no column {c.key!r} for {name}.{c.name}")
            leaves.append(_Leaf(c.key, members[c.key].type.item.cname, width))
        if not leaves:  # nothing on the wire (no fields, or constants only): the row path counts the rows
            plan = _Plan(name, mt.template_id, False, min_block, mt.block_length)
            _plans[(schema.digest, name)] = plan
            return plan
        decoder = getattr(lib, f"{c_name}_decode_columns_headered")
        plan = _Plan(name, mt.template_id, True, min_block, mt.block_length, decoder,
                     f"{c_name}_columns *", tuple(leaves))
    _plans[(schema.digest, name)] = plan
    return plan


def _header_dtype(schema: MessageSchema) -> tuple[np.dtype, int]:
    """A structured dtype over the schema's message header (read from the IR, byte order included)."""
    from aeronkit.codegen.ir import ByteOrder

    header = schema.ir.header
    members = {m.name: m for m in header.members}
    names, formats, offsets = [], [], []
    for member_name in _HEADER_MEMBERS:
        m = members[member_name]
        order = "<" if m.type.byte_order is ByteOrder.LITTLE_ENDIAN else ">"
        names.append(member_name)
        formats.append(f"{order}u{m.type.primitive.size}")
        offsets.append(m.offset)
    layout = {"names": names, "formats": formats, "offsets": offsets, "itemsize": header.encoded_length}
    dtype = np.dtype(layout)  # type: ignore[call-overload]  # a dict layout numpy stubs omit
    return dtype, header.encoded_length


def _as_inputs(data: Any, offset: Any, length: Any) -> tuple[np.ndarray, np.ndarray, np.ndarray]:
    if not isinstance(data, np.ndarray):
        data = np.frombuffer(memoryview(data), dtype=np.uint8)
    if data.dtype != np.uint8 or data.ndim != 1:
        raise TypeError(f"data must be a 1-d uint8 array, not {data.dtype} with shape {data.shape}")
    data = np.ascontiguousarray(data)
    off = np.asarray(offset)
    lengths = np.asarray(length).astype(np.int64, copy=False)
    if off.ndim != 1 or lengths.ndim != 1 or len(off) != len(lengths):
        raise ValueError(f"offset and length must be 1-d and equally long ({off.shape} vs {lengths.shape})")
    if off.dtype.kind not in "iu":
        raise TypeError(f"offset must hold integers, not {off.dtype}")
    return data, off, lengths


def decode(schema: MessageSchema, data: np.ndarray, offset: np.ndarray, length: np.ndarray,
           *, only: str | None = None) -> Decoded:
    """Decode every message ``data[offset[i] : offset[i] + length[i]]`` (each starts with the SBE header).

    ``only`` names one message: the others of the schema are counted in ``skipped`` and not decoded.
    """
    wanted = schema.message(only).name if only is not None else None
    data, off, lengths = _as_inputs(data, offset, length)
    result = Decoded()
    bad: list[tuple[np.ndarray, Any]] = []  # (indices, reason or per-index reason function)
    size = len(data)
    dtype, header_length = _header_dtype(schema)

    # 1. each message lies inside data and holds a header (a negative offset wraps to a huge one)
    off64 = off.astype(np.uint64, copy=False)
    room = size - np.minimum(off64, np.uint64(size))  # bytes from each offset to the end of data
    inside = (off64 <= size) & (lengths >= 0) & (lengths.astype(np.uint64) <= room)
    headed = inside & (lengths >= header_length)
    if not headed.all():
        outside = np.flatnonzero(~inside)
        if len(outside):
            bad.append((outside, lambda i: f"message at offset {int(off[i])} length {int(lengths[i])} "
                                           f"is outside the data ({size} bytes)"))
        short = np.flatnonzero(inside & (lengths < header_length))
        if len(short):
            bad.append((short, lambda i: f"message length {int(lengths[i])} < header length {header_length}"))
    idx = np.arange(len(off)) if headed.all() else np.flatnonzero(headed)  # input index of each header
    full = len(idx) == len(off)
    at = off64 if full else off64[idx]
    sizes = lengths if full else lengths[idx]

    # 2. the headers, vectorised: one row gather over a sliding window of the data (no copy of data)
    if len(idx):
        window = np.lib.stride_tricks.sliding_window_view(data, header_length)
        header = window[at.astype(np.intp)].view(dtype).reshape(len(idx))
    else:
        header = np.zeros(0, dtype=dtype)
    block = header["blockLength"].astype(np.int64)
    template = header["templateId"]
    schema_ids = header["schemaId"]
    versions = header["version"]

    # 3. schema id, template id, then per message type: block length, and the decoder
    foreign = schema_ids != schema.schema_id
    if foreign.any():
        where = np.flatnonzero(foreign)
        ids = dict(zip(idx[where].tolist(), schema_ids[where].tolist(), strict=True))
        bad.append((idx[where], lambda i: f"schema id {ids[i]}, expected {schema.schema_id}"))
        template = np.where(foreign, -1, template)  # never matches a template id (0..65535)
    single = len(template) > 0 and template.min() == template.max()  # the usual batch: one message type
    known = np.zeros(len(idx), dtype=bool)
    for mt in schema.messages.values():
        if single:
            if template[0] != mt.template_id:
                continue
            rows: Any = slice(None)
            known[:] = True
        else:
            of_type = template == mt.template_id
            if not of_type.any():
                continue
            known |= of_type
            rows = np.flatnonzero(of_type)
        if wanted is not None and mt.name != wanted:
            result.skipped += len(idx[rows])
            continue
        plan = _plan(schema, mt.name)
        message_at, message_block, message_sizes = idx[rows], block[rows], sizes[rows]
        too_short = message_sizes < message_block + header_length
        thin = ~too_short & (message_block < plan.min_block)
        if too_short.any():
            got = dict(zip(message_at[too_short].tolist(), message_block[too_short].tolist(), strict=True))
            bad.append((message_at[too_short], lambda i, got=got: f"message length {int(lengths[i])} < "
                                                                  f"block length {got[i]} + {header_length}"))
        if thin.any():
            got = dict(zip(message_at[thin].tolist(), message_block[thin].tolist(), strict=True))
            bad.append((message_at[thin], lambda i, got=got, p=plan: f"block length {got[i]} < {p.min_block} "
                                                                     f"(the {p.name} fields of version 0)"))
        if too_short.any() or thin.any():
            ok = ~too_short & ~thin
            rows = np.flatnonzero(ok) if isinstance(rows, slice) else rows[ok]
            message_at, message_block, message_sizes = idx[rows], block[rows], sizes[rows]
        if not len(message_at):
            continue
        if plan.fixed:
            _decode_fixed(schema, plan, data, message_at, at[rows], message_block, versions[rows], result)
        else:
            _decode_rows(schema, plan, data, message_at, at[rows], message_sizes, result)
    unknown = np.flatnonzero(~foreign & ~known)
    if len(unknown):
        tids = dict(zip(idx[unknown].tolist(), template[unknown].tolist(), strict=True))
        bad.append((idx[unknown], lambda i: f"unknown template id {tids[i]}"))

    for where, reason in bad:
        result.malformed.extend((int(i), reason(int(i))) for i in where)
    result.malformed.sort(key=lambda item: item[0])
    return result


def _decode_fixed(schema: MessageSchema, plan: _Plan, data: np.ndarray, indices: np.ndarray,
                  offsets: np.ndarray, block: np.ndarray, versions: np.ndarray, result: Decoded) -> None:
    """Fixed-block messages through the C column decoder, then the generated columns_to_arrow."""
    ffi, _lib = schema.native
    count = len(indices)
    offsets = np.ascontiguousarray(offsets, dtype=np.uint64)
    columns = {leaf.key: np.empty((count, leaf.width) if leaf.width > 1 else (count,), _C_DTYPES[leaf.c_type])
               for leaf in plan.leaves}
    # The C decoder makes one pass over the messages per column; called on slices of about CHUNK_BYTES of
    # messages, every pass after the first reads from cache instead of memory.
    step = max(1024, CHUNK_BYTES // max(1, plan.block_length))
    out = ffi.new(plan.columns_type)
    buffer = ffi.cast("const uint8_t *", data.ctypes.data)
    for start in range(0, count, step):
        n = min(step, count - start)
        for leaf in plan.leaves:
            array = columns[leaf.key]
            setattr(out, leaf.key, ffi.cast(f"{leaf.c_type} *", array.ctypes.data + start * array.strides[0]))
        at = ffi.cast("const uint64_t *", offsets.ctypes.data + start * 8)
        done = plan.decode(buffer, len(data), at, n, out)
        if done != n:
            # every message was checked against its own length and the data end, so the C cannot refuse
            # one; if it does anyway, say so rather than return rows it did not fill
            first = start - int(done) - 1
            raise CodecError(f"{plan.name}: the C column decoder refused message {int(indices[first])} "
                             f"after the checks passed (returned {int(done)})")
    # Absent late fields, optional null values, text up to the first NUL and invalid text are the
    # generated conversion's job; a row it cannot convert comes back as a reason, the rest decode.
    converted = schema.mapping.columns_to_arrow(plan.name, columns, block_lengths=block, versions=versions,
                                                invalid="mask")
    if converted.reasons:
        result.malformed.extend((int(indices[r]), reason) for r, reason in converted.reasons.items())
        indices = indices[~converted.invalid]
        if not len(indices):
            return
    _add(result, plan.name, indices, converted.batch)


def _decode_rows(schema: MessageSchema, plan: _Plan, data: np.ndarray, indices: np.ndarray,
                 offsets: np.ndarray, lengths: np.ndarray, result: Decoded) -> None:
    """Messages with groups or var data: the generated Python codec and ``to_row``, one message at a time."""
    decoder_class = schema.codecs.MESSAGES[plan.template_id][0]
    to_row = schema.mapping.to_row
    buffer = data.data
    rows: list[tuple[Any, ...]] = []
    good: list[int] = []
    decoder = decoder_class()
    for i, at, n in zip(indices.tolist(), offsets.tolist(), lengths.tolist(), strict=True):
        try:
            rows.append(to_row(decoder.wrap_with_header(buffer, at, n), plan.name))
        except CodecError as exc:
            result.malformed.append((i, str(exc)))
            continue
        good.append(i)
    if good:
        _add(result, plan.name, np.asarray(good, dtype=np.int64), schema.mapping.to_arrow(plan.name, rows))


def _add(result: Decoded, name: str, indices: np.ndarray, batch: Any) -> None:
    result.tables[name] = (np.asarray(indices, dtype=np.int64), batch)
