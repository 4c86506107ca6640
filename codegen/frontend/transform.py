"""The sinceVersion transform: the schema as it was at an older version.

Like sbe-tool's ``sbe.schema.transform.version`` (SinceVersionSchemaTransformer.java), it drops
every message, field, group and var data added after version N; we also drop enum values, set
choices and declared types added after N, so an old codec cannot name values its peers never knew.
Offsets stay where the full schema put them (versions only ever append), and each block length
shrinks to the end of its remaining fields unless the schema gave an explicit ``blockLength``.
"""

from __future__ import annotations

from dataclasses import replace
from typing import TypeVar

from aeronkit.codegen.frontend.message_builder import block_end
from aeronkit.codegen.ir import (
    CompositeType,
    EnumType,
    Field,
    Group,
    Ir,
    Message,
    SetType,
    Type,
    VarData,
)

_T = TypeVar("_T", bound=Type)  # each reduction keeps the kind of type it was given


def at_version(ir: Ir, version: int, explicit_block_lengths: dict[str, int] | None = None) -> Ir:
    """``ir`` reduced to what existed at schema ``version``; ``Ir.version`` becomes ``version``."""
    explicit = explicit_block_lengths or {}
    return replace(
        ir,
        version=version,
        header=_type(ir.header, version),
        types=tuple(_type(t, version) for t in ir.types if t.meta.since_version <= version),
        messages=tuple(
            _message(m, version, explicit) for m in ir.messages if m.meta.since_version <= version
        ),
    )


def _type(t: _T, version: int) -> _T:
    if isinstance(t, EnumType):
        return replace(t, values=tuple(v for v in t.values if v.meta.since_version <= version))
    if isinstance(t, SetType):
        return replace(t, choices=tuple(c for c in t.choices if c.meta.since_version <= version))
    if isinstance(t, CompositeType):
        return replace(t, members=tuple(replace(m, type=_type(m.type, version)) for m in t.members))
    return t


def _fields(fields: tuple[Field, ...], version: int) -> tuple[Field, ...]:
    return tuple(replace(f, type=_type(f.type, version)) for f in fields if f.meta.since_version <= version)


def _var_data(var_data: tuple[VarData, ...], version: int) -> tuple[VarData, ...]:
    return tuple(v for v in var_data if v.meta.since_version <= version)


def _block_length(path: str, fields: tuple[Field, ...], explicit: dict[str, int]) -> int:
    return max(explicit.get(path, 0), block_end(fields))


def _group(g: Group, path: str, version: int, explicit: dict[str, int]) -> Group:
    fields = _fields(g.fields, version)
    return replace(
        g,
        fields=fields,
        block_length=_block_length(path, fields, explicit),
        groups=tuple(
            _group(sub, f"{path}.{sub.name}", version, explicit)
            for sub in g.groups
            if sub.meta.since_version <= version
        ),
        var_data=_var_data(g.var_data, version),
    )


def _message(m: Message, version: int, explicit: dict[str, int]) -> Message:
    fields = _fields(m.fields, version)
    return replace(
        m,
        fields=fields,
        block_length=_block_length(m.name, fields, explicit),
        groups=tuple(
            _group(g, f"{m.name}.{g.name}", version, explicit)
            for g in m.groups
            if g.meta.since_version <= version
        ),
        var_data=_var_data(m.var_data, version),
    )
