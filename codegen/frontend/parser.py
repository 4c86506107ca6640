"""``parse_schema``: an SBE 1.0 XML file in, a resolved ``Ir`` out (or one SchemaError listing every problem).

The stages follow sbe-tool's XmlSchemaParser: parse XML, validate against the XSD, resolve types,
check, lay out messages, check, then apply the optional sinceVersion transform. Each stage records
problems in the ErrorHandler and the run stops only where going on would produce noise.
"""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

from lxml import etree

from aeronkit.codegen.frontend import xsd
from aeronkit.codegen.frontend.error_handler import ErrorHandler
from aeronkit.codegen.frontend.message_builder import UNSIGNED, MessageBuilder
from aeronkit.codegen.frontend.transform import at_version
from aeronkit.codegen.frontend.type_resolver import TypeResolver
from aeronkit.codegen.frontend.xml_util import children, int_attr, local_name
from aeronkit.codegen.ir import ByteOrder, CompositeType, EncodedType, Group, Ir, Message, Type
from aeronkit.codegen.naming import is_keyword
from aeronkit.errors import SchemaError

HEADER_MEMBERS = ("blockLength", "templateId", "schemaId", "version")
DEFAULT_HEADER_TYPE = "messageHeader"
_BYTE_ORDERS = {b.value: b for b in ByteOrder}


def parse_schema(
    path: str | Path,
    *,
    version: int | None = None,
    stop_on_error: bool = False,
    warnings_fatal: bool = False,
    validate_xsd: bool = True,
    on_warning: Callable[[str], None] | None = None,
) -> Ir:
    """Parse and resolve the SBE schema at ``path``.

    ``version=N`` returns the schema as it was at version N (see transform.py). Raises SchemaError
    whose ``problems`` are ``file:line: reason`` strings, sorted by line.
    """
    path = Path(path)
    errors = ErrorHandler(
        path.name, stop_on_error=stop_on_error, warnings_fatal=warnings_fatal, on_warning=on_warning
    )
    document = _read(path, errors)
    root = document.getroot()
    if local_name(root) != "messageSchema":
        errors.error(root.sourceline, f"root element is <{local_name(root)}>, expected <messageSchema>")
        errors.check()
    xsd.normalise_namespace(root)
    if validate_xsd and not xsd.validate(document, errors):
        errors.check()
    ir, explicit = _build(root, path.name, errors)
    if version is not None:
        if version < 0 or version > ir.version:
            raise SchemaError(
                [f"{path.name}: version={version} is outside the schema's versions 0..{ir.version}"]
            )
        ir = at_version(ir, version, explicit)
    return ir


def _read(path: Path, errors: ErrorHandler) -> etree._ElementTree:
    parser = etree.XMLParser(remove_blank_text=False, resolve_entities=False, no_network=True)
    try:
        document = etree.parse(str(path), parser)
        document.xinclude()
    except OSError as exc:
        raise SchemaError([f"{path}: cannot read schema: {exc}"]) from exc
    except etree.XMLSyntaxError as exc:
        line = exc.lineno if exc.lineno else None
        errors.error(line, f"not well-formed XML: {exc.msg}")
        errors.check()
        raise  # unreachable: check() raised
    except etree.XIncludeError as exc:
        errors.error(None, f"XInclude failed: {exc}")
        errors.check()
        raise
    return document


def _build(root: etree._Element, source: str, errors: ErrorHandler) -> tuple[Ir, dict[str, int]]:
    schema_version = int_attr(root, "version", errors, 0) or 0
    byte_order_text = root.get("byteOrder", ByteOrder.LITTLE_ENDIAN.value)
    byte_order = _BYTE_ORDERS.get(byte_order_text)
    if byte_order is None:
        errors.error(root.sourceline, f"byteOrder '{byte_order_text}' must be littleEndian or bigEndian")
        byte_order = ByteOrder.LITTLE_ENDIAN
    types = TypeResolver(errors, byte_order, schema_version)
    message_elements = []
    for child in children(root):
        kind = local_name(child)
        if kind == "types":
            types.declare(child)
        elif kind == "message":
            message_elements.append(child)
        else:
            errors.error(child.sourceline, f"unexpected <{kind}> in <messageSchema>")
    declared = types.declared_types()
    header = _header(root, types, errors)
    # No stop here: a type that failed resolves to None silently, so message checks add only new problems.

    builder = MessageBuilder(errors, types)
    messages = [m for m in (builder.message(e) for e in message_elements) if m is not None]
    _check_messages(messages, errors)
    _warn_keywords(declared, messages, errors)
    errors.check()
    assert header is not None
    ir = Ir(
        package=root.get("package", ""),
        id=int_attr(root, "id", errors, 0, maximum=2**16 - 1) or 0,
        version=schema_version,
        semantic_version=root.get("semanticVersion", ""),
        byte_order=byte_order,
        description=root.get("description", ""),
        header=header,
        types=tuple(declared),
        messages=tuple(messages),
        source=source,
    )
    return ir, builder.explicit_block_lengths


def _header(root: etree._Element, types: TypeResolver, errors: ErrorHandler) -> CompositeType | None:
    name = root.get("headerType", DEFAULT_HEADER_TYPE)
    line = root.sourceline
    if name not in types.declared:
        errors.error(line, f"headerType '{name}' is not declared in <types>")
        return None
    header = types.resolve(name, line)
    if header is None:
        return None
    if not isinstance(header, CompositeType):
        errors.error(line, f"headerType '{name}' must be a composite")
        return None
    line = header.meta.source_line
    members = {m.name: m.type for m in header.members}
    for member in HEADER_MEMBERS:
        t = members.get(member)
        if not isinstance(t, EncodedType) or t.primitive not in UNSIGNED or t.length != 1:
            errors.error(line, f"message header '{name}' needs an unsigned integer member '{member}'")
    return header


def _check_messages(messages: list[Message], errors: ErrorHandler) -> None:
    by_id: dict[int, Message] = {}
    by_name: dict[str, Message] = {}
    for message in messages:
        line = message.meta.source_line
        if message.id in by_id:
            first = by_id[message.id]
            errors.error(
                line,
                f"duplicate message id {message.id}: {message.name} and {first.name} "
                f"(line {first.meta.source_line})",
            )
        else:
            by_id[message.id] = message
        if message.name in by_name:
            errors.error(
                line,
                f"duplicate message name '{message.name}' (first at line "
                f"{by_name[message.name].meta.source_line})",
            )
        else:
            by_name[message.name] = message


def _warn_keywords(declared: list[Type], messages: list[Message], errors: ErrorHandler) -> None:
    """Names that are Python or C keywords still work (back ends append '_'), but say so."""

    def check(name: str, line: int | None, what: str) -> None:
        if is_keyword(name):
            errors.warning(line, f"{what} name '{name}' is a Python or C keyword; generated code appends '_'")

    for t in declared:
        check(t.name, t.meta.source_line, "type")
    for message in messages:
        check(message.name, message.meta.source_line, "message")
        stack: list[Message | Group] = [message]
        while stack:
            body = stack.pop()
            for f in body.fields:
                check(f.name, f.meta.source_line, "field")
            for g in body.groups:
                check(g.name, g.meta.source_line, "group")
                stack.append(g)
            for v in body.var_data:
                check(v.name, v.meta.source_line, "data")
