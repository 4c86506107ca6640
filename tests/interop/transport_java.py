"""Our Java transport probes (tests/interop/java_transport/*.java) and how tests start them.

The programs use Aeron Java 1.51.0's own client against whichever media driver ``aeron.dir`` names (ours
or Java's); each prints ``key value`` lines that the tests read with a deadline
(support.processes.read_line). They are compiled once per source hash into the Java cache (support.java).
"""

from __future__ import annotations

import time
from pathlib import Path
from subprocess import Popen
from typing import Any

from support.java import compiled_classes
from support.processes import read_line

from aeronkit.interop.java import JavaToolchain

JAVA_SOURCES = Path(__file__).resolve().parent / "java_transport"


def transport_program(
    java: JavaToolchain, main_class: str, aeron_dir: Path, aeron_properties: dict[str, str] | None = None,
    **props: str,
) -> list[str]:
    """argv for one probe: Aeron properties as given, ours as ``aeronkit.<name>``."""
    properties = {"aeron.dir": str(aeron_dir), **(aeron_properties or {})}
    properties.update({f"aeronkit.{k.replace('_', '.')}": v for k, v in props.items()})
    classes = compiled_classes(java, JAVA_SOURCES, "transport-programs")
    argv = java.java_command(main_class, classpath=[classes], properties=properties)
    argv.insert(1, "-Xmx128m")
    return argv


def read_fields(proc: Popen[Any], until: str, timeout_s: float) -> dict[str, str]:
    """Lines ``key value`` up to the line ``until`` (one deadline), as a dict; a ``failed:`` line fails."""
    deadline = time.monotonic() + timeout_s
    seen: list[str] = []
    fields: dict[str, str] = {}
    while True:
        line = read_line(proc, max(0.0, deadline - time.monotonic()), seen).rstrip("\n")
        assert not line.startswith("failed:"), "".join(seen)
        if line == until:
            return fields
        key, _, value = line.partition(" ")
        fields[key] = value
