"""Configuration the way Aeron does it: keyword > -Dname=value property > AERON_* env var > default.

Property names are Aeron's own (``aeron.dir``, ``aeron.term.buffer.length``); the environment form
upper-cases and replaces dots with underscores (``AERON_TERM_BUFFER_LENGTH``). Sizes accept k/m/g
suffixes and durations ns/us/ms/s suffixes, as Aeron's SystemUtil parses them.
"""

from __future__ import annotations

import os
import re

from aeronkit.errors import ConfigurationError

_properties: dict[str, str] = {}


def set_property(name: str, value: str) -> None:
    _properties[name] = value


def property_names() -> list[str]:
    """The names given as -D properties (or set by code), in the order given."""
    return list(_properties)


def clear_properties() -> None:
    _properties.clear()


def consume_system_properties(argv: list[str]) -> list[str]:
    """Take every ``-Dname=value`` out of argv into the property table; return the rest."""
    rest: list[str] = []
    for arg in argv:
        if arg.startswith("-D") and "=" in arg:
            name, value = arg[2:].split("=", 1)
            set_property(name, value)
        else:
            rest.append(arg)
    return rest


def env_name(prop: str) -> str:
    return prop.upper().replace(".", "_")


def lookup(prop: str) -> str | None:
    """The raw string for an Aeron property, from -D properties then the environment."""
    if prop in _properties:
        return _properties[prop]
    return os.environ.get(env_name(prop))


_SIZE = re.compile(r"^\s*(\d+)\s*([kKmMgG]?)\s*$")
_DURATION = re.compile(r"^\s*(\d+)\s*(ns|us|ms|s|)\s*$", re.IGNORECASE)


def parse_size(prop: str, text: str) -> int:
    m = _SIZE.match(text)
    if not m:
        raise ConfigurationError(f"{prop}={text!r}: must be a size (digits with optional k, m or g)")
    scale = {"": 1, "k": 1024, "m": 1024**2, "g": 1024**3}[m.group(2).lower()]
    return int(m.group(1)) * scale


def parse_duration_ns(prop: str, text: str) -> int:
    m = _DURATION.match(text)
    if not m:
        raise ConfigurationError(f"{prop}={text!r}: must be a duration (digits with ns, us, ms or s)")
    scale = {"": 1, "ns": 1, "us": 1_000, "ms": 1_000_000, "s": 1_000_000_000}[m.group(2).lower()]
    return int(m.group(1)) * scale


def parse_bool(prop: str, text: str) -> bool:
    lowered = text.strip().lower()
    if lowered in ("true", "1", "yes"):
        return True
    if lowered in ("false", "0", "no"):
        return False
    raise ConfigurationError(f"{prop}={text!r}: must be a boolean (true or false)")


def get_size(prop: str, default: int) -> int:
    text = lookup(prop)
    return default if text is None else parse_size(prop, text)


def get_duration_ns(prop: str, default: int) -> int:
    text = lookup(prop)
    return default if text is None else parse_duration_ns(prop, text)


def get_str(prop: str, default: str) -> str:
    text = lookup(prop)
    return default if text is None else text


def get_bool(prop: str, default: bool) -> bool:
    text = lookup(prop)
    return default if text is None else parse_bool(prop, text)
