"""Turning attribute and element text into typed values, the way sbe-tool reads them.

Numbers are decimal (Java's parseInt/parseLong accept nothing else); a char value is one character
and means its code point (sbe-tool PrimitiveValue.parse). Each function raises ValueError with a
short reason; the caller turns that into a ``file:line`` problem.
"""

from __future__ import annotations

import math
import re

from aeronkit.codegen.ir import PrimitiveType, Scalar

_INT = re.compile(r"^[+-]?[0-9]+$")

# The full representable range of each integer primitive (null values live at its edges).
_RANGES: dict[PrimitiveType, tuple[int, int]] = {
    PrimitiveType.CHAR: (0, 2**8 - 1),
    PrimitiveType.INT8: (-(2**7), 2**7 - 1),
    PrimitiveType.UINT8: (0, 2**8 - 1),
    PrimitiveType.INT16: (-(2**15), 2**15 - 1),
    PrimitiveType.UINT16: (0, 2**16 - 1),
    PrimitiveType.INT32: (-(2**31), 2**31 - 1),
    PrimitiveType.UINT32: (0, 2**32 - 1),
    PrimitiveType.INT64: (-(2**63), 2**63 - 1),
    PrimitiveType.UINT64: (0, 2**64 - 1),
}


def parse_int(text: str) -> int:
    stripped = text.strip()
    if not _INT.match(stripped):
        raise ValueError(f"{text!r} is not a decimal integer")
    return int(stripped)


def representable_range(primitive: PrimitiveType) -> tuple[int, int]:
    return _RANGES[primitive]


def parse_scalar(text: str, primitive: PrimitiveType) -> Scalar:
    """One value of ``primitive``: a char is one character (its code point), others are numbers."""
    if primitive is PrimitiveType.CHAR:
        if len(text) != 1:
            raise ValueError(f"char value {text!r} must be exactly one character")
        code = ord(text)
        if code > 0xFF:
            raise ValueError(f"char value {text!r} does not fit in one byte")
        return code
    if primitive.is_float:
        try:
            value = float(text.strip())
        except ValueError:
            raise ValueError(f"{text!r} is not a number") from None
        if primitive is PrimitiveType.FLOAT and math.isfinite(value) and abs(value) > primitive.default_max:
            raise ValueError(f"{text!r} does not fit in a float")
        return value
    value = parse_int(text)
    low, high = _RANGES[primitive]
    if not low <= value <= high:
        raise ValueError(f"{value} is outside the range of {primitive.xml_name} [{low}, {high}]")
    return value
